// The report names every deviation (issue 71, item 3): a record that did not compare its
// baselines itself (no change record, or one that says "not compared") still changed them, and
// the ledger's item digests show which. Its entry lists each asset with the parts it opened and
// the items that changed, and its heading never reads a bare `no-changes`; for the Action's
// records and the command line's alike, in Markdown, HTML and JSON.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import {
  breakGlassDraft,
  chainOf,
  day,
  highImpactDeviation,
  writeLedgerCheckout,
} from "../support/evidence-records.ts";

const PERIOD = ["--dir", ".", "--from", "2026-01-01", "--to", "2026-01-31"];

/** A ledger folder: alpha-rtu-09 commissioned, then a patch added to its baseline by `origin`. */
async function ledger(origin: "action" | "cli"): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cip-report-deviations-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const [commissioned, deviated] = highImpactDeviation();
  await writeLedgerCheckout(
    dir,
    chainOf([
      { draft: commissioned, at: day(0) },
      { draft: origin === "cli" ? breakGlassDraft(deviated) : deviated, at: day(1) },
    ]),
  );
  return dir;
}

const LINE =
  /alpha-rtu-09 (\(\S+\) )?in Alpha Protection, opens CIP-010 R1\.2, CIP-010 R1\.3, CIP-010 R1\.4, CIP-010 R1\.5, CIP-010 R1\.6: 1\.1\.5 security patches applied: changed \(the ledger keeps its digest; plan --base at the record's commit lists the entries\)/;

describe.each(["action", "cli"] as const)(
  "a baseline change recorded by %s, not compared",
  (origin) => {
    it("is named in the report's entry, item by item, and is not a bare no-changes", async () => {
      const dir = await ledger(origin);
      const markdown = await runCliInProcess(["evidence", "report", ...PERIOD], { cwd: dir });
      expect(markdown.code, markdown.stderr).toBe(0);
      expect(markdown.stdout).toMatch(LINE);
      expect(markdown.stdout).toContain("1 baseline deviation, no service operation (no-changes)");
      expect(markdown.stdout).not.toMatch(/: no-changes, /);

      const html = await runCliInProcess(["evidence", "report", ...PERIOD, "--format", "html"], {
        cwd: dir,
      });
      expect(html.stdout).toMatch(LINE);
      expect(html.stdout).not.toMatch(/: no-changes, /);

      const json = await runCliInProcess(["evidence", "report", ...PERIOD, "--format", "json"], {
        cwd: dir,
      });
      const report = JSON.parse(json.stdout) as {
        workspaces: { changes: { sequence: number; ledger_deviations?: unknown[] }[] }[];
      };
      const changes = report.workspaces[0]!.changes;
      expect(changes.find((change) => change.sequence === 2)?.ledger_deviations).toEqual([
        expect.objectContaining({
          asset: "alpha-rtu-09",
          cyber_system: "Alpha Protection",
          items: ["patches"],
          opens: ["CIP-010 R1.2", "CIP-010 R1.3", "CIP-010 R1.4", "CIP-010 R1.5", "CIP-010 R1.6"],
        }),
      ]);
      // The commissioning deviates from nothing.
      expect(changes.find((change) => change.sequence === 1)?.ledger_deviations).toBeUndefined();
    });
  },
);

// Issue 80, item 6: a break-glass record that added a patch names it, as far as the record does:
// its baseline's patches (what CIP-007 R2 reads, kept in records since), beside the item whose
// digest changed; the ledger keeps no names of the patches before, so it says what is declared.
describe("a break-glass baseline change whose record keeps the patches", () => {
  it("names the patches its record declares, in Markdown and HTML", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cip-report-deviations-"));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const [commissioned, deviated] = highImpactDeviation();
    const patched = (patches: string[]) => ({ os_firmware: [], software: [], patches });
    commissioned.change.baselines![0]!.patched = patched(["KB1"]);
    deviated.change.baselines![0]!.patched = patched(["KB1", "SEL-2026-004"]);
    await writeLedgerCheckout(
      dir,
      chainOf([
        { draft: commissioned, at: day(0) },
        { draft: breakGlassDraft(deviated), at: day(1) },
      ]),
    );
    const named =
      "1.1.5 security patches applied: changed, now KB1, SEL-2026-004 (the ledger keeps the digest of the patches before it, not their names; plan --base at the record's commit lists the entries added and removed)";
    const markdown = await runCliInProcess(["evidence", "report", ...PERIOD], { cwd: dir });
    expect(markdown.code, markdown.stderr).toBe(0);
    expect(markdown.stdout).toContain(named);
    const html = await runCliInProcess(["evidence", "report", ...PERIOD, "--format", "html"], {
      cwd: dir,
    });
    expect(html.stdout).toContain(named);
  });
});
