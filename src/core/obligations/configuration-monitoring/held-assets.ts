// Where R21Pass holds each asset's state: under its live id in its workspace's map, and only an
// asset no record gave an id under its system-and-name key. A ledger's 100,000 assets were each
// held under a key of their own, a JSON string of workspace, "id" and id (1.9 MB with the bench's
// ids of 10 characters, about twice that with UUIDs): the id a state holds is now its key. The order the states were placed
// in (a Map's own order, which decides the order R2.1 hands the open intervals on in, and a
// checkpoint lists them in) is kept as a number in each state. Pure.
import { type Head, merged, type Source } from "../../shared/ordered-merge.ts";

/** What the held state of an asset needs of itself: its workspace, its id, its place in order. */
export interface Placed {
  readonly workspace: string;
  asset_id: string | undefined;
  /** The order it was placed under its key in: an asset placed later has a greater number. */
  placed: number;
}

/** Where an asset is held: under its id, else under its system-and-name key (ResolvedKey). */
export interface Place {
  workspace: string;
  asset_id?: string;
  byName: string;
}

interface WorkspaceAssets<State> {
  ids: Map<string, State>;
  names: Map<string, State>;
}

/** The states of the assets a pass follows, by workspace and id (or name), in the order placed. */
export class HeldAssets<State extends Placed> {
  readonly #workspaces = new Map<string, WorkspaceAssets<State>>();
  #placements = 0;

  get(place: Place): State | undefined {
    const held = this.#workspaces.get(place.workspace);
    return place.asset_id === undefined
      ? held?.names.get(place.byName)
      : held?.ids.get(place.asset_id);
  }

  /** Places `state` under `place`; a place already held keeps its order, as a Map's key would. */
  set(place: Place, state: State): void {
    const [map, key] = this.#slot(place);
    const before = map.get(key);
    state.placed = before === undefined ? ++this.#placements : before.placed;
    map.set(key, state);
  }

  delete(place: Place): void {
    const held = this.#workspaces.get(place.workspace);
    if (place.asset_id === undefined) held?.names.delete(place.byName);
    else held?.ids.delete(place.asset_id);
  }

  /** Places `state` under a key as the pass made it (a checkpoint's): `["<workspace>","id","<id>"]`. */
  setKeyed(key: string, state: State): void {
    const [, by, id] = JSON.parse(key) as [string, string, string];
    const { workspace } = state;
    this.set(
      by === "id" ? { workspace, asset_id: id, byName: "" } : { workspace, byName: key },
      state,
    );
  }

  /** Each state with its key as the pass makes it (R21AssetKeys.keyOf), in the order placed. */
  *entries(): Generator<[string, State]> {
    for (const { key, state } of this.#inOrder())
      yield [
        state.asset_id === undefined ? key : JSON.stringify([state.workspace, "id", key]),
        state,
      ];
  }

  /** Each state in the order placed, each let go as it is handed on. */
  *drain(): Generator<State> {
    for (const { map, key, state } of this.#inOrder()) {
      map.delete(key);
      yield state;
    }
  }

  clear(): void {
    this.#workspaces.clear();
  }

  #slot(place: Place): [Map<string, State>, string] {
    let held = this.#workspaces.get(place.workspace);
    if (held === undefined) {
      held = { ids: new Map(), names: new Map() };
      this.#workspaces.set(place.workspace, held);
    }
    return place.asset_id === undefined ? [held.names, place.byName] : [held.ids, place.asset_id];
  }

  /**
   * Every state in the order placed, with the map and key it is under: each map is in that order
   * already (a state's number is given as it enters its map), so the maps are merged by it.
   */
  #inOrder(): Generator<HeldAt<State>> {
    const maps = [...this.#workspaces.values()].flatMap(({ ids, names }) => [ids, names]);
    return merged(maps.map(inPlacedOrder), (a, b) => a - b);
  }
}

/** Where a state is held: the map and its key there. */
interface HeldAt<State> {
  map: Map<string, State>;
  key: string;
  state: State;
}

/** A map's states as a source of the merge, keyed by the order each was placed in. */
function inPlacedOrder<State extends Placed>(
  map: Map<string, State>,
): Source<HeldAt<State>, number> {
  const entries = map.entries();
  let head: Head<HeldAt<State>, number> | undefined;
  const advance = () => {
    const next = entries.next();
    if (next.done === true) head = undefined;
    else {
      const [key, state] = next.value;
      head = { item: { map, key, state }, key: state.placed };
    }
  };
  advance();
  return { peek: () => head, take: advance, close: () => undefined };
}
