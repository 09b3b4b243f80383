// The inventory listing kept beside a reconciliation's record: it makes the Cyber Asset population
// complete (an asset the tool never created or changed is listed), lists every BES asset with its
// highest declared impact (and those with no BES Cyber System), and is vouched for by its record's
// SHA-256: an edited or missing listing breaks `evidence verify`, and no population is judged from it.
import { mkdtemp, readFile, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  inventoryListing,
  listingPath,
  listingReference,
  serializeListing,
} from "../../src/core/evidence/records/beside/inventory-listing.ts";
import type { EvidenceDraft } from "../../src/core/evidence/records/evidence-record.ts";
import { runCliInProcess } from "../support/cli.ts";
import { csvRows } from "../support/csv-rows.ts";
import {
  chainOf,
  day,
  highImpactChange,
  LIVE,
  MERGE_SHA,
  monitoringDraft,
  writeLedgerCheckout,
  withoutHistory,
} from "../support/evidence-records.ts";
import { ALPHA } from "../support/sample-plans.ts";

const live = {
  ...LIVE,
  facilities: [
    { id: "fac_alpha", name: "Substation Alpha", organization_slug: "grid-east" },
    { id: "fac_empty", name: "Substation Empty", organization_slug: "grid-east" },
  ],
};

/** A reconciliation on 2 January, with its listing, then a High impact change on 10 January. */
async function ledger(): Promise<{ dir: string; listing: string }> {
  const dir = await mkdtemp(join(tmpdir(), "cip-listing-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const at = { file: "inventory/alpha.yaml", line: 1, column: 1 };
  const declared = {
    system: { ...ALPHA, impact: "high" as const },
    document: {
      erc: { value: true, location: at },
      esp: { value: "ESP-ALPHA", location: at },
      psp: { value: "PSP-ALPHA", location: at },
      criteria: { value: ["2.5", "2.1"], location: at },
      assets: [
        {
          name: "alpha-rtu-01",
          type: "hardware" as const,
          location: at,
          class: { value: "EACMS" as const, location: at },
          baseline: { digest: `sha256:${"b".repeat(64)}`, kind: "ref" as const },
        },
      ],
    },
  };
  const listed = inventoryListing("grid-east", MERGE_SHA, [declared], live);
  const text = serializeListing(listed);
  const reconciliation = monitoringDraft("grid-east", 7, true);
  if (reconciliation.kind === "monitoring")
    reconciliation.monitoring.listing = listingReference(text, listed);
  const sealed = chainOf([
    { draft: reconciliation as EvidenceDraft, at: day(1) },
    { draft: { ...highImpactChange(), workspace: "grid-east" }, at: day(9) },
  ]);
  await writeLedgerCheckout(dir, sealed);
  const listing = listingPath(sealed[0]!.path);
  await writeFile(join(dir, listing), text);
  return { dir, listing };
}

const populations = (dir: string) =>
  runCliInProcess(
    ["evidence", "populations", "--from", "2026-01-01", "--to", "2026-01-31", "--out", "audit"],
    { cwd: dir },
  );

const rowsOf = (dir: string, file: string) => csvRows(join(dir, "audit", file));

describe("the inventory listing beside a reconciliation", () => {
  it("makes the asset population complete and lists every BES asset", async () => {
    const { dir } = await ledger();
    const run = await populations(dir);
    expect(run.stderr).toBe(withoutHistory("."));
    expect(run.code).toBe(0);
    const assets = await rowsOf(dir, "cyber-assets.csv");
    // alpha-rtu-01 was never created or changed by the tool: the listing shows it.
    const rtu = assets.find((row) => row.name === "alpha-rtu-01");
    expect(rtu).toMatchObject({
      source: "inventory listing",
      asset_id: "ca_0001",
      cyber_system: ALPHA.name,
      parent: "Substation Alpha",
      impact: "high",
      erc: "yes",
      esp: "ESP-ALPHA",
      psp: "PSP-ALPHA",
      class: "EACMS",
      baseline: `sha256:${"b".repeat(64)}`,
      baseline_kind: "ref",
      record_sequence: "1",
    });
    // alpha-hmi-02 is live but not declared: listed, with no class or baseline it could state.
    expect(
      assets.find((row) => row.asset_id === "ca_0042" && row.source === "inventory listing"),
    ).toBeUndefined();
    expect(rtu!.record_path).toMatch(/-monitoring-7-1\.json$/);
    const bes = await rowsOf(dir, "bes-assets.csv");
    expect(
      bes.map((row) => [row.name, row.highest_impact, row.criteria, row.no_bes_cyber_system]),
    ).toEqual([
      // Quoted: a cell that holds a separator (`;`) is, whatever the reader splits on.
      ["Substation Alpha", "high", '"2.1; 2.5"', "no"],
      ["Substation Empty", "", "", "yes"],
    ]);
  });

  it("refuses the populations, and verify fails, when the listing was edited or removed", async () => {
    const { dir, listing } = await ledger();
    const text = await readFile(join(dir, listing), "utf8");
    await writeFile(join(dir, listing), text.replace("alpha-rtu-01", "alpha-rtu-99"));
    const edited = await populations(dir);
    expect(edited.code).toBe(1);
    expect(edited.stderr).toContain("the listing was changed after it was sealed");
    const verify = await runCliInProcess(["evidence", "verify", "--dir", "."], { cwd: dir });
    expect(verify.code).toBe(1);
    expect(verify.stdout + verify.stderr).toContain(listing);

    await unlink(join(dir, listing));
    const removed = await populations(dir);
    expect(removed.code).toBe(1);
    expect(removed.stderr).toContain(`${listing} is missing`);
  });

  it("breaks verify on a listing that no record vouches for", async () => {
    const { dir, listing } = await ledger();
    const stray = listing.replace("-monitoring-7-1.json", "-monitoring-8-1.json");
    await writeFile(join(dir, stray), await readFile(join(dir, listing)));
    const verify = await runCliInProcess(["evidence", "verify", "--dir", "."], { cwd: dir });
    expect(verify.code).toBe(1);
    expect(verify.stdout + verify.stderr).toContain(
      `${stray} is an inventory listing that no valid record vouches for`,
    );
  });

  it("gives a change after the listing the last word: a deleted asset is marked, a created one added", async () => {
    const { dir } = await ledger();
    await populations(dir);
    const assets = await rowsOf(dir, "cyber-assets.csv");
    // highImpactChange (10 January) creates alpha-rtu-09 and deletes alpha-hmi-02 (ca_0042).
    expect(assets.find((row) => row.asset_id === "ca_0042")).toMatchObject({
      source: "applied change after the listing",
      deleted: "yes",
      record_sequence: "2",
    });
    expect(assets.find((row) => row.name === "alpha-rtu-09")).toMatchObject({
      source: "applied change after the listing",
      deleted: "no",
    });
  });
});
