// The patches a change record declares, matched to each asset the ledger shows it deviated
// (ledger-deviations.ts): indexed once per record, they name what a search of the record's
// entries for each asset named, the first entry for it by id where both have one, else by name.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { declaredPatchesOf } from "../../src/cli/evidence/ledger-deviations.ts";
import type { DeclaredPatches } from "../../src/core/evidence/report/report-entries.ts";
import { nameKey } from "../../src/core/shared/names.ts";

type Asset = { asset: string; asset_id?: string };

/** The search the index replaces: the first entry that names `asset`. */
function searched(declared: readonly DeclaredPatches[], { asset, asset_id }: Asset) {
  return declared.find((entry) =>
    entry.asset_id !== undefined && asset_id !== undefined
      ? entry.asset_id === asset_id
      : nameKey(entry.asset) === nameKey(asset),
  )?.patches;
}

const withId = (asset: string, asset_id: string | undefined) =>
  asset_id === undefined ? { asset } : { asset, asset_id };

describe("declaredPatchesOf", () => {
  const declared: DeclaredPatches[] = [
    { asset: "rtu-1", patches: ["by name"] },
    { asset: "rtu-2", asset_id: "id-2", patches: ["by id"] },
    { asset: "RTU-1", asset_id: "id-1", patches: ["second rtu-1"] },
  ];
  it.each<[string, Asset, string[] | undefined]>([
    ["an id that an entry has", { asset: "renamed", asset_id: "id-2" }, ["by id"]],
    ["no id: the first entry of the name", { asset: "RTU-1" }, ["by name"]],
    [
      "an id: an entry without one, by name, first",
      { asset: "rtu-1", asset_id: "id-1" },
      ["by name"],
    ],
    [
      "an id no entry has, a name an entry with another id has",
      { asset: "rtu-2", asset_id: "id-9" },
      undefined,
    ],
    ["an asset the record declares nothing for", { asset: "rtu-3" }, undefined],
  ])("%s", (_, asset, patches) => {
    expect(declaredPatchesOf(declared)(asset)).toEqual(patches);
    expect(searched(declared, asset)).toEqual(patches);
  });

  it("names what a search of the entries names, for any entries and asset", () => {
    const name = fc.constantFrom("rtu-1", "RTU-1", "rtu-2");
    const id = fc.constantFrom(undefined, "id-1", "id-2");
    const entries = fc.array(
      fc.tuple(name, id, fc.nat()).map(([asset, asset_id, patch]) => ({
        ...withId(asset, asset_id),
        patches: [`p${patch}`],
      })),
      { maxLength: 8 },
    );
    const asset = fc.tuple(name, id).map(([asset, asset_id]) => withId(asset, asset_id));
    fc.assert(
      fc.property(entries, asset, (declared, deviated) => {
        expect(declaredPatchesOf(declared)(deviated)).toEqual(searched(declared, deviated));
      }),
    );
  });
});
