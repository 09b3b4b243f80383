// CIP-007 R2 from pull request to obligation (issue 62's end-to-end case), in process against the
// emulator and the fake GitHub, each step a reviewed pull request planned and merged as the
// Action runs them: software added without a patch source (flagged in the plan, an R2.1
// exception), a source and its first evaluation merged (R2.1 closed, R2.2 evaluated, two
// applicable patches open R2.3), one patch applied by a reviewed baseline change, the other put in
// a mitigation plan whose extension the CIP Senior Manager approves (R2.4's due date moves). The
// obligations, the populations and the audit report's section are made from the ledger the merges
// wrote, and nothing else.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { computeObligations, type Obligation } from "../../src/core/obligations/obligations.ts";
import { DEFAULT_CALENDAR } from "../../src/core/shared/calendar.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import { commentOf, merge, plan, pullRequest, push } from "./review-scenario.ts";
import { populationsOf, reportOf } from "./scenario-ledger.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import { dir, github, planFileOf, useScenario, writeInventory } from "./scenario.ts";

useScenario(runInProcess);

const BASE = "0c".repeat(20);
/** The CIP Senior Manager, named in the policy file every merge keeps as it is. */
const POLICY =
  "version: 1\ncip_senior_manager: { login: heidi, name: Heidi Lang, title: VP Operations, since: 2026-01-05 }\n";
const RTAC = '{ name: "acSELerator RTAC", version: "1.2" }';

/** Alpha as the service holds it (no operation to apply), alpha-rtu-01 with its baseline. */
function alpha(software: string, patches: string): string {
  return [
    "cyber_system: Protection System",
    "facility: Substation Alpha",
    "impact: high",
    "assets:",
    "  alpha-relay-01: hardware",
    "  alpha-relay-02: software",
    `  alpha-rtu-01b: { type: hardware, renamed_from: alpha-rtu-01, baseline: { os_firmware: [{ name: RTOS, version: "4.2" }], software: [${software}], custom_software: [], ports: [], patches: [${patches}] } }`,
    "",
  ].join("\n");
}

const SOURCES = `version: 1
sources:
  - id: vendor-advisories
    name: The vendors' security notifications
    covers:
      - { os_firmware: RTOS }
      - { software: "acSELerator RTAC" }
`;
const EVALUATION = `version: 1
source: vendor-advisories
releases_since: 2026-10-01
patches:
  - id: RTAC-2026-11
    released: 2026-11-02
    item: { software: "acSELerator RTAC" }
    applicable: true
  - id: RTOS-4.2.1
    released: 2026-11-03
    item: { os_firmware: RTOS }
    applicable: true
`;
const PLAN = (by: string) => `version: 1
id: MP-2026-11
patches: [RTOS-4.2.1]
actions:
  - block the RTU's maintenance port at the substation firewall until RTOS 4.2.1 is installed
timeframe: { by: ${by} }
`;

/** The patch files of the checkout, which each merged commit then holds (the plan compares). */
const patchFiles = new Map<string, string>();

async function checkoutFile(path: string, text: string): Promise<void> {
  if (path !== "cip-policy.yaml") patchFiles.set(path, text);
  const file = join(workspaceOf(dir), path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

let parent = BASE;
/** Pull request `number`, approved by `approvers`, planned and merged over the last merge. */
async function mergePullRequest(number: number, approvers: string[]) {
  const head = `${number}`.padStart(2, "0").repeat(20);
  const merged = `f${number}`.padEnd(40, "e");
  const pull = pullRequest(number, head, {
    reviews: approvers.map((user) => ({ user, state: "APPROVED" as const })),
  });
  github.commits.push({ sha: head, parents: [parent] });
  const planned = await plan(number, head);
  expect(planned.code).toBe(0);
  // The plan comment the reviewers approved (the merge then reports its apply in it).
  const comment = commentOf(number).body;
  merge(pull, merged, parent);
  for (const [path, text] of patchFiles) github.policy.addFile(merged, path, text);
  const pushed = await push(parent, merged);
  expect(pushed.code).toBe(0);
  parent = merged;
  return { planned, pushed, comment };
}

function obligations(asOf: string): Obligation[] {
  const { records } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
  return computeObligations(records, asOf, DEFAULT_CALENDAR).filter((o) =>
    o.kind.startsWith("CIP-007"),
  );
}

const line = (o: Obligation) =>
  [
    o.kind,
    o.status,
    o.patching?.patch ?? o.patching?.item?.name ?? o.patching?.plan ?? o.patching?.source,
    `opened #${o.opened_by.sequence}`,
    o.closed_by === undefined ? "open" : `closed #${o.closed_by.sequence}`,
  ].join(" ");

describe("CIP-007 R2 from pull request to obligation", () => {
  it("flags, records and judges each part from the merges' own records", async () => {
    parent = BASE;
    github.commits.push({ sha: BASE, parents: [] });
    await checkoutFile("cip-policy.yaml", POLICY);

    // 1. Software added without a patch source: flagged in the plan, an R2.1 exception once merged.
    await writeInventory("alpha.yaml", alpha(RTAC, ""));
    const first = await mergePullRequest(21, ["dave"]);
    expect(
      planFileOf(first.planned).patch_sources?.missing.map((gap) => [gap.name, gap.change]),
    ).toEqual([
      ["RTOS", expect.any(String)],
      ["acSELerator RTAC", "added"],
    ]);

    // 2. The source and its first evaluation: two applicable patches.
    await checkoutFile("cip-patch-sources.yaml", SOURCES);
    await checkoutFile("patch-evaluations/vendor-advisories/2026-11.yaml", EVALUATION);
    // The reviewer approves what R2.1 and R2.2 rest on: the pull request's comment shows it.
    const comment22 = (await mergePullRequest(22, ["dave"])).comment;
    expect(comment22).toContain(
      "No service operation. The live inventory matches the declaration. 2 CIP-007 R2 patch files added, changed or removed (below).",
    );
    expect(comment22).toContain(
      '- added `cip-patch-sources.yaml`: the patch sources\n  - source `vendor-advisories` (The vendors\' security notifications) covers os\\_firmware "RTOS", software "acSELerator RTAC"\n',
    );
    expect(comment22).toContain(
      "- added `patch-evaluations/vendor-advisories/2026-11.yaml`: evaluation of source `vendor-advisories`, releases since 2026-10-01, 2 patches\n" +
        '  - `RTAC-2026-11` (software "acSELerator RTAC", released 2026-11-02): applicable\n' +
        '  - `RTOS-4.2.1` (os\\_firmware "RTOS", released 2026-11-03): applicable\n',
    );

    // 3. One patch applied through a reviewed baseline change.
    await writeInventory("alpha.yaml", alpha(RTAC, "RTAC-2026-11"));
    // A change that leaves every patch file as it was says nothing of them.
    expect((await mergePullRequest(23, ["dave"])).comment).not.toContain("patch file");

    // 4. The other put in a mitigation plan, then its timeframe extended with heidi's approval.
    await checkoutFile("patch-plans/MP-2026-11.yaml", PLAN("2027-01-31"));
    expect((await mergePullRequest(24, ["dave"])).comment).toContain(
      "- added `patch-plans/MP-2026-11.yaml`: mitigation plan `MP-2026-11`, timeframe by 2027-01-31\n" +
        "  - patches: `RTOS-4.2.1`\n" +
        "  - action: block the RTU's maintenance port at the substation firewall until RTOS 4.2.1 is installed\n",
    );
    await checkoutFile("patch-plans/MP-2026-11.yaml", PLAN("2027-03-31"));
    await mergePullRequest(25, ["dave", "heidi"]);

    const found = obligations("2026-12-15");
    expect(found.map(line).sort()).toEqual(
      [
        // R2.1: both items identified by the sources file of merge #2.
        "CIP-007 R2.1 closed RTOS opened #1 closed #2",
        "CIP-007 R2.1 closed acSELerator RTAC opened #1 closed #2",
        // R2.2: identified and evaluated by the same merge; the next evaluation due in 35 days.
        "CIP-007 R2.2 closed vendor-advisories opened #2 closed #2",
        "CIP-007 R2.2 open vendor-advisories opened #2 open",
        // R2.3: one patch applied by the baseline (#3), the other mitigated by the plan (#4).
        "CIP-007 R2.3 closed RTAC-2026-11 opened #2 closed #3",
        "CIP-007 R2.3 closed RTOS-4.2.1 opened #2 closed #4",
        // R2.4: the plan, its timeframe extended with the CIP Senior Manager's approval.
        "CIP-007 R2.4 open MP-2026-11 opened #4 open",
      ].sort(),
    );
    const plan24 = found.find((o) => o.kind === "CIP-007 R2.4")!;
    expect(plan24.due).toBe("2027-03-31");
    expect(plan24.patching?.timeframe_changes).toEqual([
      expect.objectContaining({ to: "by 2027-03-31", approved_by: "heidi (CIP Senior Manager)" }),
    ]);

    // The populations an auditor samples, each row at its record, from the same ledger.
    const sampled = await populationsOf("2026-12-15");
    expect(sampled.patchSources.map((r) => [r.item, r.source, r.identified_by_sequence])).toEqual([
      ["RTOS", "vendor-advisories", 2],
      ["acSELerator RTAC", "vendor-advisories", 2],
    ]);
    expect(
      sampled.patchEvaluations.map((r) => [r.record_sequence, r.evaluation_file, r.applicable]),
    ).toEqual([[2, "patch-evaluations/vendor-advisories/2026-11.yaml", 2]]);
    expect(
      sampled.applicablePatches.map((r) => [r.patch, r.closed_by, r.plan, r.closed_by_sequence]),
    ).toEqual([
      // Alike in status, due date and asset: in the order of their items, os_firmware first.
      ["RTOS-4.2.1", "mitigation plan", "MP-2026-11", 4],
      ["RTAC-2026-11", "baseline change", null, 3],
    ]);
    expect(
      sampled.mitigationPlans.map((r) => [r.plan, r.record_sequence, r.due, r.timeframe_changes]),
    ).toEqual([
      [
        "MP-2026-11",
        4,
        "2027-03-31",
        "record 5: by 2027-03-31, approved by heidi (CIP Senior Manager)",
      ],
    ]);

    // The audit report's section counts each part as the obligations judge it.
    const json = JSON.parse(await reportOf("2026-12-15")) as {
      patch_management: { parts: Record<string, Record<string, number>> };
    };
    const judged = (kind: string) =>
      Object.entries(json.patch_management.parts[kind]!).filter(([, count]) => count > 0);
    expect(judged("CIP-007 R2.1")).toEqual([["closed", 2]]);
    expect(judged("CIP-007 R2.2")).toEqual([
      ["open", 1],
      ["closed", 1],
    ]);
    expect(judged("CIP-007 R2.3")).toEqual([["closed", 2]]);
    expect(judged("CIP-007 R2.4")).toEqual([["open", 1]]);
  });
});
