import { describe, expect, it } from "vitest";
import {
  HeldAssets,
  type Place,
  type Placed,
} from "../../../src/core/obligations/configuration-monitoring/held-assets.ts";

interface State extends Placed {
  name: string;
}

/** The key R21AssetKeys.keyOf gives the place, as the pass's Map was keyed by. */
function keyOf(place: Place): string {
  return place.asset_id === undefined
    ? place.byName
    : JSON.stringify([place.workspace, "id", place.asset_id]);
}

function place(workspace: string, asset: string, id?: string): Place {
  const byName = JSON.stringify([workspace, "name", "EMS", asset]);
  return id === undefined ? { workspace, byName } : { workspace, byName, asset_id: id };
}

type Step = ["set", Place, string] | ["delete", Place];

/** The same steps on a Map keyed as the pass keyed it, and on HeldAssets. */
function both(steps: readonly Step[]) {
  const map = new Map<string, State>();
  const held = new HeldAssets<State>();
  const states = new Map<string, State>();
  for (const step of steps) {
    if (step[0] === "delete") {
      map.delete(keyOf(step[1]));
      held.delete(step[1]);
      continue;
    }
    const [, at, name] = step;
    const state = states.get(name) ?? {
      workspace: at.workspace,
      asset_id: undefined,
      placed: 0,
      name,
    };
    states.set(name, state);
    state.asset_id = at.asset_id;
    map.set(keyOf(at), state);
    held.set(at, state);
  }
  return { map, held };
}

const a = place("ws-a", "a1", "id-1");
const aByName = place("ws-a", "a1");
const b = place("ws-b", "b1", "id-1"); // the same id in another workspace: another asset
const c = place("ws-a", "c1");
const d = place("ws-b", "d1", "id-4");

describe("HeldAssets: the order and keys of a Map keyed by the pass's JSON keys", () => {
  const cases: { name: string; steps: Step[] }[] = [
    {
      name: "placed in turn across workspaces",
      steps: [
        ["set", a, "a"],
        ["set", b, "b"],
        ["set", c, "c"],
      ],
    },
    {
      name: "a place set again keeps its order",
      steps: [
        ["set", a, "a"],
        ["set", b, "b"],
        ["set", a, "a"],
        ["set", d, "d"],
        ["set", b, "b"],
      ],
    },
    {
      name: "moved from its name to its id goes last",
      steps: [
        ["set", aByName, "a"],
        ["set", c, "c"],
        ["set", d, "d"],
        ["delete", aByName],
        ["set", a, "a"],
      ],
    },
    {
      name: "deleted and placed again goes last",
      steps: [
        ["set", a, "a"],
        ["set", b, "b"],
        ["set", c, "c"],
        ["delete", a],
        ["set", a, "a2"],
      ],
    },
    {
      name: "a delete of a place held by none changes nothing",
      steps: [
        ["set", c, "c"],
        ["delete", d],
        ["set", d, "d"],
      ],
    },
  ];
  it.each(cases)("$name", ({ steps }) => {
    const { map, held } = both(steps);
    expect([...held.entries()]).toEqual([...map]);
    const restored = new HeldAssets<State>();
    for (const [key, state] of held.entries()) restored.setKeyed(key, { ...state });
    const named = (entries: Iterable<[string, State]>) =>
      [...entries].map(([key, state]) => [key, state.name]);
    expect(named(restored.entries())).toEqual(named(map));
    expect([...held.drain()]).toEqual([...map.values()]);
    expect([...held.entries()]).toEqual([]);
  });

  it("finds each state under its id in its own workspace only", () => {
    const { held } = both([
      ["set", a, "a"],
      ["set", b, "b"],
      ["set", c, "c"],
    ]);
    expect(held.get(a)?.name).toBe("a");
    expect(held.get(b)?.name).toBe("b");
    expect(held.get(c)?.name).toBe("c");
    expect(held.get(aByName)).toBeUndefined();
    expect(held.get(d)).toBeUndefined();
  });
});
