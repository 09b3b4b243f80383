// Issue 78, item 5, through the Action in process: the evidence branch holds the ledger the 0.2.0
// bundle wrote (test/fixtures/ledger-0.2.0/: a drift check at the commit the ledger began at, an
// accepted merge, then a refused one that made mallory the system's only owner, merged anyway),
// each record committed by the workflow's login as 0.2.0 committed it. Today's drift check appends
// its record through the Action's own ledger write; the pull request's plan is then judged by the
// gate against the genesis, as evidence verify's fold has it, never against the refused merge, and
// no run refuses the ledger or asks for `evidence verify`. And item 2's path for such a ledger: in a
// repository that never had cip-ledger.yaml, today's runs refuse it until the one reviewed change
// that adds the declaration, whose merge's record is the first signed; verify then passes it.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EvidenceRecord } from "../../src/core/evidence/records/evidence-record.ts";
import { runCliInProcess } from "../support/cli.ts";
import { INTEGRATION_LOGIN } from "../support/fake-github.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import { LEDGER_0_2_0_COMMITS, ledger020Files } from "../support/ledger-0.2.0.ts";
import { scenarioLedgerDeclaration } from "../support/ledger-writer-key.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import {
  checkDrift,
  dir,
  github,
  planPullRequest,
  pushToMain,
  useScenario,
  writeInventory,
  withoutLedgerDeclaration,
} from "./scenario.ts";

useScenario(runInProcess);

const LEDGER = "cip-sync-evidence";
const { begun, refused } = LEDGER_0_2_0_COMMITS;

/**
 * The Protection System as build.ts declared it, owned by `owners`; each asset with a baseline kept
 * elsewhere, which this version asks of a High impact system's BCAs and 0.2.0 did not.
 */
function alpha(owners: string, assets: string[]): string {
  const baseline = `    baseline_ref: { uri: https://cmdb.example.internal/alpha, sha256: ${"9f".repeat(32)} }\n`;
  return `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [${owners}]\nassets:\n${assets.map((name) => `  ${name}:\n    type: hardware\n${baseline}`).join("")}`;
}
const BEFORE = alpha("dave, erin", ["alpha-relay-01", "alpha-rtu-01", "old-hmi"]);
const AFTER_REFUSED = alpha("mallory", ["alpha-relay-01", "alpha-rtu-01", "alpha-relay-02"]);

/** The 0.2.0 ledger on the evidence branch, one verified commit by the workflow's login a record. */
async function ledgerOf020(): Promise<void> {
  for (const file of await ledger020Files())
    github.git.commitFiles(LEDGER, { [file.path]: Buffer.from(file.bytes) }, [], {
      message: `default: record ${file.path}`,
      author: INTEGRATION_LOGIN,
      verified: true,
    });
  github.policy.addFile(begun, "inventory/alpha.yaml", BEFORE);
  github.policy.addFile(refused, "inventory/alpha.yaml", AFTER_REFUSED);
  await writeInventory("alpha.yaml", AFTER_REFUSED);
}

function recordsOnBranch(): EvidenceRecord[] {
  const { records, breaks } = verifyLedger(github.git.filesOn(LEDGER));
  expect(breaks).toEqual([]);
  return records.map(({ record }) => record);
}

/** The branch's records, checked: 0.2.0's three, then one of today's writer. */
function withTodaysRecord(): EvidenceRecord[] {
  const records = recordsOnBranch();
  expect(records.map((record) => [record.sequence, record.tool_version])).toEqual([
    [1, "0.2.0"],
    [2, "0.2.0"],
    [3, "0.2.0"],
    [4, expect.not.stringMatching(/^0\.2\.0$/)],
  ]);
  return records;
}

describe("a ledger begun by the 0.2.0 bundle, after the upgrade (issue 78, item 5)", () => {
  it("gets today's drift check appended, and the gate judges from the genesis, as verify does", async () => {
    await ledgerOf020();
    const drift = await checkDrift({ "drift-issue": "false" }, refused);
    expect(drift.code).toBe(0);
    const records = withTodaysRecord();
    expect(records[3]).toMatchObject({ kind: "monitoring", in_force: null });
    // The refused merge's owners are not in force: the genesis commit's are.
    expect(drift.stdout).toContain(
      `::warning title=Not in force::The default branch at ${refused} declares governance facts the gate never accepted (in force: the genesis commit ${begun}, what record #1 was judged at): the impact and owners of cyber system "Protection System": {"name":"Protection System","impact":"high","owners":["dave","erin"]} in force, {"name":"Protection System","impact":"high","owners":["mallory"]} on the branch.`,
    );

    const plan = await planPullRequest();
    expect(plan.code).toBe(0);
    expect(plan.stdout).toContain(
      `Judged against the facts in force: the files of commit ${begun}, the genesis of ${LEDGER} (what record #1, its first, was judged at)`,
    );
    for (const run of [drift, plan]) {
      expect(run.stdout).not.toContain("evidence verify");
      expect(run.stdout).not.toContain(`the files of commit ${refused}`);
    }
  });
});

describe("a ledger begun by the 0.2.0 bundle, moving to the bound writer (issue 78, items 2 and 5)", () => {
  const [bindHead, bindMerge] = ["e5".repeat(20), "e6".repeat(20)];

  it("is refused by today's drift check until cip-ledger.yaml binds it, then bound by the one reviewed change that adds it", async () => {
    // As in a repository that ran 0.2.0: no cip-ledger.yaml at any commit.
    await withoutLedgerDeclaration();
    await ledgerOf020();
    const unbound = await checkDrift({ "drift-issue": "false" }, refused);
    expect(unbound.code).toBe(1);
    expect(unbound.outputs["failure-reason"]).toBe("evidence");
    expect(unbound.stdout).toContain(
      "no cip-ledger.yaml at the commit judged from binds the evidence ledger's writer",
    );
    expect(recordsOnBranch()).toHaveLength(3);

    // The upgrade's pull request reverts the refused change and adds the declaration; dave approves.
    github.pulls.push({
      number: 9,
      title: "Upgrade cip-sync; bind the ledger's writer",
      author: "bob",
      headSha: bindHead,
      commits: [bindHead, bindMerge],
      mergeCommitSha: bindMerge,
      mergedBy: "carol",
      reviews: [{ user: "dave", state: "APPROVED" }],
    });
    await writeInventory("alpha.yaml", BEFORE);
    await writeFile(join(workspaceOf(dir), "cip-ledger.yaml"), scenarioLedgerDeclaration());
    const bind = await pushToMain(bindMerge, { "require-reviewed-plan": "false" }, refused);
    expect(bind.code).toBe(0);
    expect(bind.stdout).toContain(
      "This change binds the evidence ledger's writer: it adds cip-ledger.yaml, which the commit judged from does not have",
    );
    // Judged from the genesis, by the one fold: the refused merge's facts never in force.
    expect(bind.stdout).toContain(
      `Judged against the facts in force: the files of commit ${begun}, the genesis of ${LEDGER}`,
    );
    const records = withTodaysRecord();
    // The binding merge is accepted: in force from it on, and the first record the key signs.
    expect(records[3]).toMatchObject({
      kind: "change",
      in_force: { sequence: 4, commit: bindMerge },
    });
    const signatures = github.git.filesOn(LEDGER).filter(({ path }) => path.endsWith(".sig"));
    expect(signatures).toHaveLength(1);
    expect(signatures[0]!.path).toMatch(/-change-[^/]+\.json\.sig$/);
    // An auditor's verify with the declaration: 0.2.0's records before the binding, signed after.
    const copy = join(dir, "ledger-copy");
    for (const file of github.git.filesOn(LEDGER)) {
      await mkdir(dirname(join(copy, file.path)), { recursive: true });
      await writeFile(join(copy, file.path), file.bytes);
    }
    await writeFile(join(dir, "cip-ledger.yaml"), scenarioLedgerDeclaration());
    const verify = await runCliInProcess(
      ["evidence", "verify", "--dir", copy, "--ledger-declaration", join(dir, "cip-ledger.yaml")],
      { cwd: dir },
    );
    expect(verify.code).toBe(0);
    expect(verify.stdout).toMatch(/^Verified 4 record\(s\) in 1 workspace\(s\) \(default\)/);
    expect(verify.stdout).toContain(
      "every record from each workspace's first signed one on (1 signed) is signed by a key",
    );
  });
});
