// One reading of the ledger (issue 51, item 3): `obligations`, `evidence populations` and
// `evidence report` read a git clone of the evidence branch through verify's walk of its history,
// so a record verify refuses (added by a commit of someone other than the ledger's writer) closes
// nothing: the ledger is refused as a whole, as verify refuses it.
import { describe, expect, it } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { directoryTemplate } from "../support/directory-template.ts";
import { BOT, commit, git } from "../support/ledger-clone.ts";
import {
  type ChangeDraft,
  chainOf,
  changeDraft,
  day,
  highImpactDeviation,
} from "../support/evidence-records.ts";

/** A reviewed merge whose approver records that #13's field change was completed on 3 January. */
function completion(): ChangeDraft {
  const draft = changeDraft("grid-east", 3, "no-changes", 14);
  draft.change.change_record = null;
  draft.change.pull_request!.completion_notes = [
    { login: "dave", completed_on: "2026-01-03", pull_request: 13 },
  ];
  return draft;
}

/** High deviation #2 (pull request 13), and #3 recording its completion, committed by `third`. */
const clones = (third: string) =>
  directoryTemplate(async (dir) => {
    git(dir, BOT, "init", "-q", "-b", "cip-sync-evidence");
    const [commissioned, deviated] = highImpactDeviation();
    const sealed = chainOf([
      { draft: commissioned, at: day(0) },
      { draft: deviated, at: day(1) },
      { draft: completion(), at: day(3) },
    ]);
    for (const [index, record] of sealed.entries())
      await commit(dir, index === 2 ? third : BOT, [record]);
  });
const byWriter = clones(BOT);
const byMallory = clones("mallory");

const cli = (dir: string, line: string) => runCliInProcess(line.split(" "), { cwd: dir });

function r13(stdout: string) {
  const { obligations } = JSON.parse(stdout) as {
    obligations: { kind: string; status: string; closed_by?: { sequence: number } }[];
  };
  return obligations.find((o) => o.kind === "CIP-010 R1.3");
}

const REFUSED =
  /^The evidence ledger in \. is broken, so no (obligation|population) can be judged from it \(1 problem\(s\)\); 'cip-sync evidence verify --dir \.' lists them:\n {2}history: commit [0-9a-f]{40} by mallory <mallory@users\.noreply\.github\.com> adds records, but the ledger's writer is github-actions\[bot\] \(the author of its first record\): records added by anyone else are not evidence\n$/m;

describe("a record added by someone other than the ledger's writer", () => {
  // The completion note of #3 closes it (dated by the deviation, #2, which updated the baseline).
  it("closes R1.3 when the writer added it", async () => {
    const { dir } = await byWriter();
    const listed = await cli(dir, "obligations --dir . --at 2026-01-10 --format json");
    expect(listed.code).toBe(0);
    expect(r13(listed.stdout)).toMatchObject({ status: "closed" });
  });

  it.each([
    ["obligations", "obligations --dir . --at 2026-01-10 --format json"],
    [
      "evidence populations",
      "evidence populations --dir . --from 2026-01-01 --to 2026-01-31 --out pop",
    ],
    ["evidence report", "evidence report --dir . --from 2026-01-01 --to 2026-01-31 --format json"],
  ])("closes nothing in %s: the ledger is refused, as verify refuses it", async (_name, line) => {
    const { dir } = await byMallory();
    const verified = await cli(dir, "evidence verify --dir .");
    expect(verified.code).toBe(1);
    const run = await cli(dir, line);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(REFUSED);
    if (line.startsWith("obligations")) expect(run.stdout).toBe("");
    if (line.startsWith("evidence report"))
      expect(JSON.parse(run.stdout)).not.toHaveProperty("obligations");
  });
});
