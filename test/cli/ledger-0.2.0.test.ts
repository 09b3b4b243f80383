// Issue 78, item 5: the ledger the 0.2.0 bundle wrote (test/fixtures/ledger-0.2.0/), as a copy of
// the evidence branch's files, read by the commands an auditor runs: as 0.2.0 left it, and with
// one drift check of today's writer sealed on its head (what the first run after an upgrade
// writes). verify passes it, and obligations, the report and the populations are judged from it,
// none refusing it or asking for `evidence verify`.
import { cp, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import { withoutHistory, writeLedgerCheckout } from "../support/evidence-records.ts";
import {
  LEDGER_0_2_0_DIR,
  ledger020Files,
  sealedOnHead,
  todaysDriftCheck,
} from "../support/ledger-0.2.0.ts";

const PERIOD = ["--from", "2026-11-01", "--to", "2026-11-30"];

/** A copy of the fixture's files, with today's drift check on its head when `today`. */
async function ledgerCopy(today: boolean): Promise<string> {
  const dir = await temporaryDirectory();
  await cp(join(LEDGER_0_2_0_DIR, "records"), join(dir, "records"), { recursive: true });
  if (today) {
    const sealed = sealedOnHead(await ledger020Files(), todaysDriftCheck());
    await writeLedgerCheckout(dir, [sealed]);
  }
  return dir;
}

const cases = [
  { name: "as 0.2.0 left it", today: false, records: 3 },
  { name: "with a record of today's writer on its head", today: true, records: 4 },
];

describe.each(cases)("the ledger the 0.2.0 bundle wrote, $name", ({ today, records }) => {
  it("passes evidence verify", async () => {
    const dir = await ledgerCopy(today);
    const run = await runCliInProcess(["evidence", "verify", "--dir", "."], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(
        `^Verified ${records} record\\(s\\) in 1 workspace\\(s\\) \\(default\\): every record matches the schema and every chain is intact; the history was not checked`,
      ),
    );
    expect(run.stderr).toBe(withoutHistory("."));
  });

  it("has its obligations judged: CIP-002 R2 opened by the record that began it", async () => {
    const dir = await ledgerCopy(today);
    const run = await runCliInProcess(
      ["obligations", "--dir", ".", "--at", "2026-11-30", "--format", "json"],
      // Judged after --at's day, which is judged as of today before it ends.
      { cwd: dir, now: () => Date.parse("2026-12-01T12:00:00Z") },
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(withoutHistory("."));
    const judged = JSON.parse(run.stdout) as {
      obligations: { kind: string; status: string; opened_by: { sequence: number } }[];
    };
    expect(
      judged.obligations.map(({ kind, status, opened_by }) => [kind, status, opened_by.sequence]),
    ).toEqual([["CIP-002 R2", "open", 1]]);
  });

  it("has its report and populations written, the refused merge an exception", async () => {
    const dir = await ledgerCopy(today);
    const report = await runCliInProcess(["evidence", "report", "--dir", ".", ...PERIOD], {
      cwd: dir,
    });
    expect(report.code).toBe(0);
    expect(report.stdout).toContain(
      "| `default` | refused (not-approved) | not-approved, pull request #\u200b8 Hand the Protection System to mallory:",
    );
    const populations = await runCliInProcess(
      ["evidence", "populations", "--dir", ".", ...PERIOD],
      { cwd: dir },
    );
    expect(populations.code).toBe(0);
    const rows = async (file: string) =>
      (await readFile(join(dir, "populations", file), "utf8")).trimEnd().split(/\r?\n/);
    // The refused merge is an exception; the accepted merge's create is the one inventory change.
    expect((await rows("exceptions.csv")).filter((row) => row.startsWith("default,"))).toEqual([
      expect.stringMatching(
        /^default,3,sha256:[0-9a-f]{64},records\/default\/.*,refused \(not-approved\),/,
      ),
    ]);
    expect((await rows("inventory-operations.csv")).slice(1)).toEqual([
      expect.stringMatching(/^default,2,.*,applied,7,.*,create,alpha-relay-02,/),
    ]);
    for (const run of [report, populations])
      expect(`${run.stdout}${run.stderr}`).not.toContain("evidence verify");
  });
});
