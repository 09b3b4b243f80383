// `npm run demo:evidence`: the evidence side in one command. Builds a small evidence ledger in a
// temporary folder (a git clone of the branch, committed as the Action's bot writes it): a High
// impact RTU commissioned with its baseline, a reviewed deviation (a patch), the merge that records
// the patch's completion, a collector's observation that detects a changed port list, the
// merge whose approval documents its investigation, and CIP-007 R2's files: the patch sources
// with a first evaluation, then a mitigation plan. Then runs the bundled CLI, as a user would:
// `obligations`, `evidence populations` and `evidence report --format html`, writing into that
// folder, which it names. The records are the test suite's sample records (test/support/), so
// they are what the tests judge. `--from-sources` runs src/ instead of dist/ (the tests use it).
import { spawnSync } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { EvidenceDraft } from "../src/core/evidence/records/evidence-record.ts";
import { patchFilesEvidence } from "../src/core/evidence/records/in-force/patch-files-record.ts";
import {
  chainOf,
  type ChangeDraft,
  changeDraft,
  configurationMonitoringDraft,
  day,
  highImpactDeviation,
  ownersApproved,
  runOf,
} from "../test/support/evidence-records.ts";
import { BOT, commit, git } from "../test/support/ledger-clone.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = process.argv.includes("--from-sources")
  ? join(root, "src", "cli", "index.ts")
  : join(root, "dist", "cli", "index.js");

/** The five records, from 1 January 2026. */
function ledgerDrafts(): { draft: EvidenceDraft; at: Date }[] {
  const [commissioned, deviated] = highImpactDeviation();
  // The merge that records when the patch was installed (R1.3's completion), approved by the
  // system's owner.
  const completed = structuredClone(deviated);
  completed.run.run_id += 10;
  completed.change.pull_request!.number = 14;
  completed.change.pull_request!.title = "Record the KB2 install on alpha-rtu-09";
  completed.change.policy = ownersApproved();
  completed.change.baselines = completed.change.baselines!.map((b) => ({
    ...b,
    completed_on: "2026-01-05",
  }));
  // The drift check's collector reads the RTU: a port that is not in its baseline.
  const observed = configurationMonitoringDraft(
    "grid-east",
    104,
    [{ cyber_system: "Alpha Protection", name: "alpha-rtu-09", changed: "ports" }],
    new Date(day(7).getTime() - 3_600_000),
  );
  observed.origin = "action";
  observed.run = runOf(104);
  // The merge whose approver documents the investigation of that change (record #4).
  const investigated = changeDraft("grid-east", 105, "no-changes", 15);
  const pull = investigated.change.pull_request!;
  pull.title = "Close the port opened on alpha-rtu-09";
  pull.approved_at = { dave: day(9).toISOString() };
  pull.investigation_notes = [
    { login: "dave", detected_in: 4, item: "ports", asset: "alpha-rtu-09", reference: "INC-7" },
  ];
  const [patchSources, mitigated] = patchManagement(completed);
  return [
    { draft: commissioned, at: day(0) },
    { draft: deviated, at: day(1) },
    { draft: completed, at: day(5) },
    { draft: observed, at: day(7) },
    { draft: investigated, at: day(9) },
    { draft: patchSources, at: day(12) },
    { draft: mitigated, at: day(14) },
  ];
}

/**
 * CIP-007 R2 on the same RTU: a merge keeping its baseline's items with the patch sources file and
 * a first evaluation that finds a patch applicable (R2.1 closed, R2.2 evaluated, R2.3 opened), then
 * a merge of a mitigation plan for that patch (R2.3 closed, R2.4 due by the plan's date).
 */
function patchManagement(completed: ChangeDraft): [ChangeDraft, ChangeDraft] {
  const withItems = (draft: ChangeDraft, runId: number, number: number, title: string) => {
    draft.run.run_id = String(runId);
    draft.change.pull_request!.number = number;
    draft.change.pull_request!.title = title;
    draft.change.baselines = completed.change.baselines!.map((b) => ({
      ...b,
      patched: {
        os_firmware: [{ name: "SEL-3530 firmware", version: "R145" }],
        software: [{ name: "acSELerator RTAC", version: "1.2.0" }],
        patches: ["KB1", "KB2"],
      },
    }));
    return draft;
  };
  const files = (texts: Record<string, string>) =>
    patchFilesEvidence(new Map(Object.entries(texts)), new Map(), completed.change.merge_sha);
  const sources = withItems(
    changeDraft("grid-east", 106, "no-changes", 16),
    106,
    16,
    "Track SEL's security notifications; evaluate January's",
  );
  sources.change.patch_files = files({
    "cip-patch-sources.yaml":
      'version: 1\nsources:\n  - id: sel-advisories\n    name: SEL security notifications\n    covers:\n      - { os_firmware: "SEL-3530 firmware" }\n      - { software: "acSELerator RTAC" }\n',
    "patch-evaluations/sel-advisories/2026-01.yaml":
      'version: 1\nsource: sel-advisories\nreleases_since: 2026-01-01\npatches:\n  - id: SEL-2026-004\n    released: 2026-01-08\n    item: { software: "acSELerator RTAC" }\n    applicable: true\n',
  });
  const plan = withItems(
    changeDraft("grid-east", 107, "no-changes", 17),
    107,
    17,
    "Mitigate SEL-2026-004 until the February outage",
  );
  plan.change.patch_files = files({
    "patch-plans/MP-2026-01.yaml":
      "version: 1\nid: MP-2026-01\npatches: [SEL-2026-004]\nactions:\n  - block TCP 443 to the RTAC at the substation firewall until the patch is applied\ntimeframe: { by: 2026-03-31 }\n",
  });
  return [sources, plan];
}

/** Runs the CLI with `args` in `cwd`, echoing the command line; stops the demo if it fails. */
function run(cwd: string, args: string[]): void {
  process.stdout.write(`\n$ cip-sync ${args.join(" ")}\n`);
  const done = spawnSync(process.execPath, [cli, ...args], { cwd, stdio: "inherit" });
  if (done.status !== 0) {
    process.stderr.write(`cip-sync ${args[0]} exited ${done.status ?? done.signal}\n`);
    process.exit(1);
  }
}

const folder = await mkdtemp(join(tmpdir(), "cip-sync-demo-evidence-"));
const ledger = join(folder, "evidence");
git(folder, BOT, "init", "-q", "-b", "cip-sync-evidence", ledger);
await commit(ledger, BOT, chainOf(ledgerDrafts()));
process.stdout.write(
  `A sample evidence ledger of workspace grid-east in ${ledger}: alpha-rtu-09 commissioned (#1), a reviewed patch (#2), the merge recording its completion (#3), a collector's observation that detected a change of its ports (#4), the reviewed investigation of it (#5), the CIP-007 R2 patch sources with a first evaluation (#6), and a mitigation plan for the patch it found applicable (#7).\n`,
);
const period = ["--from", "2026-01-01", "--to", "2026-01-31"];
run(folder, ["obligations", "--dir", "evidence", "--at", "2026-01-31", "--all"]);
// The ports population reads the inventory files at each record's commit: this sample has none.
run(folder, [
  "evidence",
  "populations",
  "--dir",
  "evidence",
  ...period,
  "--out",
  "populations",
  "--without-ports",
]);
run(folder, [
  "evidence",
  "report",
  "--dir",
  "evidence",
  ...period,
  "--format",
  "html",
  "--out",
  "report.html",
]);
process.stdout.write(
  `\nThe populations are in ${join(folder, "populations")}, the audit report is ${join(folder, "report.html")}. Remove ${folder} when done.\n`,
);
