// The populations agree among themselves (issue 71, item 2): every asset any population names is a
// row of cyber-assets.csv (or software.csv, for a software record), joined by asset_id (by system
// and name where a row has no id), or cyber-assets.csv says it is incomplete and why, in the file
// and in the JSON. On a ledger kept from the command line without --listing, as the issue found
// it: a High asset commissioned and patched by break-glass applies, and a second one changed only
// in its baseline.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import {
  breakGlassDraft,
  chainOf,
  day,
  highImpactDeviation,
  writeLedgerCheckout,
} from "../support/evidence-records.ts";
import {
  alphaInventory,
  baselinesOf,
  commitFiles,
  initRepository,
  withPorts,
} from "../support/inventory-repository.ts";

const PERIOD = ["--from", "2026-01-01", "--to", "2026-03-31"];
const DNP3 = "[{ port: 20000, protocol: tcp, service: dnp3, justification: DNP3 to the EMS }]";

/**
 * A checkout of a ledger kept from the command line without --listing, in a repository whose
 * commit declares two High RTUs with a port each: alpha-rtu-09 commissioned by a change (#1), then
 * a break-glass change of both RTUs' baselines (#2), alpha-rtu-10 having been in service before
 * the ledger began: no record ever created it.
 */
async function ledgerWithoutListing(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cip-join-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  initRepository(dir);
  const text = alphaInventory({ "alpha-rtu-09": withPorts(DNP3), "alpha-rtu-10": withPorts(DNP3) });
  const commit = await commitFiles(dir, { "inventory/alpha.yaml": text });
  const [commissioned, deviated] = highImpactDeviation();
  const declared = baselinesOf(text);
  for (const draft of [commissioned, deviated]) draft.change.merge_sha = commit;
  commissioned.change.baselines![0]!.items!.ports = declared[0]!.items!.ports!;
  deviated.change.baselines = declared.map((baseline) => ({
    ...baseline,
    items: { ...baseline.items!, patches: `sha256:${"b".repeat(64)}` },
  }));
  await writeLedgerCheckout(
    dir,
    chainOf([
      { draft: commissioned, at: day(0) },
      { draft: breakGlassDraft(deviated), at: day(1) },
    ]),
  );
  return dir;
}

/** The asset a row names: its id, or its system and name where it has no id. */
function assetOf(row: Record<string, unknown>): string | undefined {
  const id = row.asset_id;
  if (typeof id === "string" && id !== "") return `id ${id}`;
  const name = row.asset ?? row.name;
  if (typeof name !== "string" || name === "") return undefined;
  return `${String(row.cyber_system ?? "")}/${name}`;
}

describe("the populations joined by asset", () => {
  it("name no asset that cyber-assets.csv lacks, or cyber-assets.csv says it is incomplete", async () => {
    const dir = await ledgerWithoutListing();
    const run = await runCliInProcess(["evidence", "populations", "--dir", ".", ...PERIOD], {
      cwd: dir,
    });
    expect(run.code, run.stderr).toBe(0);
    const files = await readdir(join(dir, "populations"));
    // Parsed as a spreadsheet reads it: quoted cells, separators within them.
    const rowsOf = async (file: string) =>
      parse(await readFile(join(dir, "populations", file), "utf8"), {
        columns: true,
      }) as Record<string, string>[];
    const assets = [...(await rowsOf("cyber-assets.csv")), ...(await rowsOf("software.csv"))];
    const known = new Set(
      assets.flatMap((row) => [assetOf(row), `${row.cyber_system}/${row.name}`]),
    );
    const orphans: string[] = [];
    for (const file of files) {
      if (file === "cyber-assets.csv" || file === "software.csv" || file === "bes-assets.csv")
        continue;
      for (const row of await rowsOf(file)) {
        const asset = assetOf(row);
        if (asset !== undefined && !known.has(asset)) orphans.push(`${file}: ${asset}`);
      }
    }
    expect(orphans).toEqual([]);
    // alpha-rtu-10, which no record created, is a row, and every row says why the list may be
    // incomplete: no inventory listing was kept.
    expect(assets.map((row) => row.name).sort()).toEqual([
      "alpha-hmi-02",
      "alpha-rtu-09",
      "alpha-rtu-10",
    ]);
    for (const row of assets) expect(row.source).toMatch(/\(no inventory listing yet[;)]/);

    const json = await runCliInProcess(
      ["evidence", "populations", "--dir", ".", ...PERIOD, "--format", "json", "--out", "json"],
      { cwd: dir },
    );
    expect(json.code, json.stderr).toBe(0);
    const { assets: listed } = JSON.parse(
      await readFile(join(dir, "json", "populations.json"), "utf8"),
    ) as { assets: { name: string; source: string }[] };
    expect(listed.map(({ name, source }) => ({ name, source }))).toEqual(
      assets.map(({ name, source }) => ({ name, source })),
    );
  });
});
