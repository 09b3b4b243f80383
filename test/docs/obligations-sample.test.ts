// docs/cip-obligations.md shows what `cip-sync obligations` prints for a ledger of two records: it
// is that output, line for line, for the ledger the page describes (alpha-rtu-09 commissioned, then
// a reviewed merge that changed its patches, and no completion recorded), by default and with --all.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { highImpactDeviationLedger } from "../support/evidence-records.ts";
import { BOT, git } from "../support/ledger-clone.ts";

const COMMAND = "$ cip-sync obligations --dir evidence --at 2026-02-10";

/** The lines the page shows after the command, up to the end of its block. */
async function shown(command: string): Promise<string[]> {
  const text = await readFile(new URL("../../docs/cip-obligations.md", import.meta.url), "utf8");
  const lines = text.split("\n");
  const start = lines.indexOf(command);
  expect(start, `no "${command}" in the page`).toBeGreaterThan(0);
  const end = lines.indexOf("```", start);
  return lines.slice(start + 1, end);
}

describe("the sample output in docs/cip-obligations.md", () => {
  // By default what still needs someone; with --all the history too (issue 64, item 7).
  it.each(["", " --all"])(
    "is what the command%s prints for the ledger it describes",
    async (all) => {
      const dir = await highImpactDeviationLedger("cip-obligations-sample-");
      // A clone of the evidence branch, as the page's --dir evidence is: its history is read.
      git(dir, BOT, "init", "-q", "-b", "cip-sync-evidence");
      git(dir, BOT, "add", "-A");
      git(dir, BOT, "commit", "-q", "-m", "ledger");
      const flags = all === "" ? [] : [all.trim()];
      const run = await runCliInProcess(
        ["obligations", "--dir", ".", "--at", "2026-02-10", ...flags],
        {
          cwd: dir,
        },
      );
      expect(run.code).toBe(0);
      expect(run.stdout.trimEnd().split("\n")).toEqual(await shown(`${COMMAND}${all}`));
    },
  );
});
