// CIP-010 R2.1 "Document and investigate detected unauthorized changes", end to end: the drift
// check on main seals a collector's file that detects an unauthorized change (record #2), and a
// pull request merged into main whose counted approver writes `/cip-010-investigated #2 ...` closes
// its exception (authority row investigation-note). The same note closes nothing from an approval
// that does not count, from a merge the gate refused (listed with why), or from a push to another
// branch, which writes no record at all. In process, against the emulator and the fake GitHub.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { computeObligations } from "../../src/core/obligations/obligations.ts";
import { DEFAULT_CALENDAR } from "../../src/core/shared/calendar.ts";
import { APPROVER_WORD } from "../../src/core/review/review-commands.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import {
  checkDrift,
  dir,
  EARLIER,
  emulator,
  github,
  planPullRequest,
  PR,
  pushToBranch,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

const NOTE = "/cip-010-investigated #2 patches alpha-relay-01 INC-7";
const BASELINE =
  '{ os_firmware: [{ name: RTOS, version: "4.2" }], software: [], custom_software: [], ports: [], patches: [KB1] }';

/** The drift check on main seals a collector's file that saw KB2 on alpha-relay-01: record #2. */
async function detected(): Promise<void> {
  await writeInventory(
    "alpha.yaml",
    `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-relay-01: { type: hardware, baseline: ${BASELINE} }\n`,
  );
  await writeFile(
    join(workspaceOf(dir), "collector.json"),
    JSON.stringify({
      format_version: 1,
      workspace: "default",
      observed_at: new Date(Date.now() - 60_000).toISOString(),
      collector: { name: "site-collector", version: "1.0" },
      assets: [
        {
          cyber_system: "Protection System",
          name: "alpha-relay-01",
          observed: {
            os_firmware: [{ name: "RTOS", version: "4.2" }],
            software: [],
            custom_software: [],
            ports: [],
            patches: ["KB1", "KB2"],
          },
        },
      ],
    }),
  );
  expect((await checkDrift({ "monitoring-file": "collector.json" })).code).toBe(0);
}

/**
 * The pull request's reviews, submitted after the detection: erin's approval, and `reviewer`'s with
 * the note, approving what was merged or an earlier commit.
 */
function reviewedBy(reviewer: string, commitId?: string): void {
  const at = new Date().toISOString();
  github.pulls.find((pull) => pull.number === PR)!.reviews = [
    { user: "erin", state: "APPROVED", at },
    {
      user: reviewer,
      state: "APPROVED",
      at,
      body: `Investigated.\n${NOTE}`,
      ...(commitId === undefined ? {} : { commitId }),
    },
  ];
}

/** The ledger's records, and its R2.1 unauthorized-change exception as of now. */
function judged() {
  const { records, breaks } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
  expect(breaks).toEqual([]);
  const exceptions = computeObligations(records, new Date(), DEFAULT_CALENDAR).filter(
    (o) => o.kind === "CIP-010 R2.1" && o.due === null,
  );
  expect(exceptions).toHaveLength(1);
  return { records, exception: exceptions[0]! };
}

describe("a reviewed /cip-010-investigated note merged into main", () => {
  it("closes the unauthorized change's exception, citing the merge's record", async () => {
    await detected();
    expect(judged().exception).toMatchObject({ status: "exception", opened_by: { sequence: 2 } });
    reviewedBy("dave");
    expect((await planPullRequest()).code).toBe(0);
    const run = await pushToMain();
    expect(run.code).toBe(0);
    // What the tool cannot check of the note, said as the docs say it.
    expect(run.stdout).toContain(APPROVER_WORD);
    const { records, exception } = judged();
    const merged = records.at(-1)!.record;
    // The merge passed the gate (it applies the inventory as any merge does).
    expect(merged.kind === "change" && merged.change.outcome).toBe("applied");
    expect(merged.kind === "change" && merged.change.pull_request?.investigation_notes).toEqual([
      {
        login: "dave",
        detected_in: 2,
        item: "patches",
        asset: "alpha-relay-01",
        reference: "INC-7",
      },
    ]);
    expect(exception).toMatchObject({
      status: "closed",
      closed_by: { sequence: merged.sequence },
      reason: "unauthorized change of patches investigated: INC-7 (/cip-010-investigated by dave)",
    });
  });

  it("closes nothing from an approval of an earlier commit, which does not count", async () => {
    await detected();
    reviewedBy("dave", EARLIER);
    expect((await planPullRequest()).code).toBe(0);
    expect((await pushToMain()).code).toBe(0);
    const { records, exception } = judged();
    const merged = records.at(-1)!.record;
    // Only counted approvals' lines are kept: the note is not in the record at all.
    expect(merged.kind === "change" && merged.change.outcome).toBe("applied");
    const notes = merged.kind === "change" ? merged.change.pull_request?.investigation_notes : [];
    expect(notes ?? []).toEqual([]);
    expect(exception).toMatchObject({ status: "exception" });
    expect(exception.closed_by).toBeUndefined();
  });

  it("closes nothing from a merge the gate refused, and lists the note with why", async () => {
    await detected();
    reviewedBy("dave");
    expect((await planPullRequest()).code).toBe(0);
    const run = await pushToMain(undefined, { "min-approvals": "3" });
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("not-approved");
    expect(emulator.mutatingRequestCount()).toBe(0);
    const { records, exception } = judged();
    const refused = records.at(-1)!.record;
    expect(refused.kind === "change" && refused.change.outcome).toBe("not-approved");
    expect(exception.status).toBe("exception");
    expect(exception.closed_by).toBeUndefined();
    expect(exception.reason).toContain(
      `not closed by record #${refused.sequence}: /cip-010-investigated by dave in pull request #${PR}`,
    );
  });

  it("closes nothing from a push to another branch, which records nothing", async () => {
    await detected();
    reviewedBy("dave");
    const before = verifyLedger(github.git.filesOn("cip-sync-evidence")).records.length;
    expect((await pushToBranch("release/2026", { mode: "auto" })).code).toBe(0);
    const { records, exception } = judged();
    expect(records).toHaveLength(before);
    expect(exception.status).toBe("exception");
  });
});
