// The asset population of a period is complete where the ledger has an inventory listing: for any
// inventory the service holds, every cyber asset of the workspace's systems is a row (hardware in
// the Cyber Assets, software apart), each citing the record that shows it, and an asset deleted by
// a change after the listing, before the period, is not.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { populations } from "../../support/populations.ts";
import {
  inventoryListing,
  listingReference,
  serializeListing,
} from "../../../src/core/evidence/records/beside/inventory-listing.ts";
import type { EvidenceDraft } from "../../../src/core/evidence/records/evidence-record.ts";
import { recordPath } from "../../../src/core/evidence/chain/record-files.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { chainOf, day, monitoringDraft } from "../../support/evidence-records.ts";
import { cyberAsset, cyberSystem, liveInventory } from "../../support/fixtures.ts";

const inventories = fc
  .tuple(
    fc.integer({ min: 1, max: 4 }),
    fc.array(
      fc.record({
        system: fc.integer({ min: 0, max: 3 }),
        software: fc.boolean(),
      }),
      { maxLength: 30 },
    ),
    fc.integer({ min: 0, max: 4 }),
  )
  .map(([systems, assets, managedCount]) => {
    const systemIds = Array.from({ length: systems }, (_, i) => `cs_${i}`);
    const live = liveInventory({
      facilities: [{ id: "fac_1", name: "Substation", organization_slug: "org" }],
      cyberSystems: systemIds.map((id) =>
        cyberSystem(id, `System ${id}`, { facility_id: "fac_1" }),
      ),
      cyberAssets: assets.map((asset, i) => ({
        ...cyberAsset(`ca_${i}`, `asset-${i}`, systemIds[asset.system % systems]!),
        asset_type: asset.software ? ("software" as const) : ("hardware" as const),
      })),
    });
    const managed = systemIds.slice(0, Math.min(managedCount, systems)).map((id) => ({
      id,
      name: `System ${id}`,
      parent: null,
      impact: "medium" as const,
    }));
    return { live, managed };
  });

describe("the asset population with an inventory listing", () => {
  it("lists every asset of the workspace's systems, each once, for any inventory", () => {
    fc.assert(
      fc.property(inventories, ({ live, managed }) => {
        const listed = inventoryListing(
          "grid-east",
          "e".repeat(40),
          managed.map((system) => ({ system, document: { assets: [] } })),
          live,
        );
        const text = serializeListing(listed);
        const draft = monitoringDraft("grid-east", 3, true);
        if (draft.kind === "monitoring") draft.monitoring.listing = listingReference(text, listed);
        const [sealed] = chainOf([{ draft: draft as EvidenceDraft, at: day(1) }]);
        const entry = { record: sealed!.record, sha256: sha256Hex(sealed!.text) };
        const result = populations(
          [entry],
          { from: day(0), to: day(30) },
          {
            obligations: [],
            listings: new Map([[recordPath(entry.record), listed]]),
          },
        );
        const managedIds = new Set(managed.map((system) => system.id));
        const expected = live.cyberAssets.filter((asset) => managedIds.has(asset.cyber_system_id));
        const ids = (rows: typeof result.assets) => rows.map((row) => row.asset_id).sort();
        expect(ids(result.assets)).toEqual(
          expected
            .filter((a) => a.asset_type === "hardware")
            .map((a) => a.id)
            .sort(),
        );
        expect(ids(result.software)).toEqual(
          expected
            .filter((a) => a.asset_type === "software")
            .map((a) => a.id)
            .sort(),
        );
        for (const row of [...result.assets, ...result.software, ...result.besAssets])
          expect(row.record_path).toBe(recordPath(entry.record));
        expect(result.besAssets).toHaveLength(1);
      }),
      { numRuns: 100 },
    );
  });
});

// Issue 78, item 6: a listing kept beside a record the history flags (a terminal's read of some
// service, its commit signed by no operator key) never replaces the last authenticated listing,
// and the exceptions name it with the history's why.
describe("the asset population with an unauthenticated listing", () => {
  const system = { id: "cs_0", name: "System cs_0", parent: null, impact: "high" as const };
  const listingOf = (names: string[]) =>
    inventoryListing(
      "grid-east",
      "e".repeat(40),
      [{ system, document: { assets: [] } }],
      liveInventory({
        facilities: [{ id: "fac_1", name: "Substation", organization_slug: "org" }],
        cyberSystems: [cyberSystem("cs_0", "System cs_0", { facility_id: "fac_1" })],
        cyberAssets: names.map((name) => cyberAsset(`ca_${name}`, name, "cs_0")),
      }),
    );
  const WHY = "commit 0123456789ab cannot be authenticated (no --operator-keys)";
  /** The drift check's listing (rtu-1, rtu-2), then another service's read (rtu-1) from a terminal. */
  const [DRIFT, TERMINAL] = [listingOf(["rtu-1", "rtu-2"]), listingOf(["rtu-1"])];

  it.each([
    [
      "after the drift check's listing: the drift check's stays the population",
      [DRIFT, TERMINAL],
      [false, true],
      ["inventory listing rtu-1 #1", "inventory listing rtu-2 #1"],
      ["#2: the population is the listing of record #1, the last authenticated one"],
    ],
    [
      "alone: the applied changes only (none here), and the exception",
      [TERMINAL],
      [true],
      [],
      ["#1: with no authenticated listing, the population is what the applied changes show"],
    ],
    [
      "before an authenticated listing: superseded, no exception",
      [TERMINAL, DRIFT],
      [true, false],
      ["inventory listing rtu-1 #2", "inventory listing rtu-2 #2"],
      [],
    ],
  ])("%s", (_, listings, flagged, assets, exceptions) => {
    const drafts = listings.map((listed, index) => {
      const draft = monitoringDraft("grid-east", index + 1, true);
      if (draft.kind === "monitoring")
        draft.monitoring.listing = listingReference(serializeListing(listed), listed);
      return { draft: draft as EvidenceDraft, at: day(index + 1) };
    });
    const entries = chainOf(drafts).map(({ record, text }, index) => ({
      record,
      sha256: sha256Hex(text),
      ...(flagged[index] === true && { unauthenticated: WHY }),
    }));
    const result = populations(
      entries,
      { from: day(0), to: day(30) },
      {
        obligations: [],
        listings: new Map(entries.map((entry, i) => [recordPath(entry.record), listings[i]!])),
      },
    );
    expect(result.assets.map((row) => `${row.source} ${row.name} #${row.record_sequence}`)).toEqual(
      assets,
    );
    const skipped = result.exceptions.filter(
      (row) => row.kind === "unauthenticated inventory listing",
    );
    expect(
      skipped.map((row) => `#${row.record_sequence}: ${String(row.detail).split(`${WHY}); `)[1]}`),
    ).toEqual(exceptions);
    for (const row of skipped) expect(row.detail).toContain(`is unauthenticated (${WHY}); `);
  });
});
