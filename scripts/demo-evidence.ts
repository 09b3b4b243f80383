// `npm run demo:evidence`: the evidence side in one command. Builds, in a temporary folder, an
// inventory repository whose main holds Alpha Protection's file, its owner policy and CODEOWNERS
// (a commit per merge), and its evidence branch as the Action's bot writes it: a High impact RTU
// commissioned with its baseline, a reviewed deviation (a patch), the merge that records the
// patch's completion, a collector's observation that detects a new listening port, the merge
// whose approval documents its investigation, CIP-007 R2's files: the patch sources, their first
// evaluation, then a mitigation plan; and CIP-010 R3's: an active assessment of the system, which
// closes the R3.1 and R3.2 intervals the commissioning opened (the RTU's R3.3 stays an exception:
// it was commissioned without one), then a drift check; and CIP-003-9 low impact at Substation
// Alpha: the program's first merge (its site file, whose vendor VPN lacks Section 6's 6.2 and 6.3
// methods, and the last review, approved by the CIP Senior Manager herself, reinforcement and test,
// so no clock is overdue on day one), the merge naming the missing methods, and the test's update.
// Every digest is of the content the files
// hold, every commit a commit of main, and each owner rule satisfied by one of the approvers
// (issue 71). The ledger is bound to its writer (docs/ledger-writer.md, issue 90): main declares
// the writer's public key in cip-ledger.yaml, and every record is signed with the private key,
// made at run time and never written. Then runs the bundled CLI, as an auditor would, on a clone
// of the evidence branch (main beside it, so ports.csv reads the ports), each command checking
// the writer's signatures with main's cip-ledger.yaml: `evidence verify`, `obligations`,
// `evidence populations` and `evidence report --format html`, writing into that folder, which it
// names; a warning is printed once, under the first command that gave it. The records are built with the test suite's sample records
// (test/support/), so they are what the tests judge. `--from-sources` runs src/ instead of dist/
// (the tests use it).
import { execFileSync, spawnSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { EvidenceDraft } from "../src/core/evidence/records/evidence-record.ts";
import { reviewedFilesEvidence } from "../src/core/evidence/records/in-force/reviewed-files-record.ts";
import { isPatchFile } from "../src/core/patches/patch-files.ts";
import { isAssessmentFile } from "../src/core/assessments/assessment-files.ts";
import { LOW_IMPACT_FILES } from "../src/core/low-impact/low-impact-files.ts";
import type { PlanBaseline } from "../src/core/plan/plan-model.ts";
import { sha256Hex } from "../src/core/shared/sha256.ts";
import type { SealedRecord } from "../src/core/evidence/chain/record-files.ts";
import {
  type LedgerSigningKey,
  SIGNATURE_SUFFIX,
  signRecord,
} from "../src/core/evidence/chain/writer-proof.ts";
import {
  chainOf,
  type ChangeDraft,
  changeDraft,
  configurationMonitoringDraft,
  day,
  highImpactChange,
  monitoringDraft,
  policyJudgement,
  runOf,
} from "../test/support/evidence-records.ts";
import { baselinesOf } from "../test/support/inventory-repository.ts";
import { BOT, commit } from "../test/support/ledger-clone.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const cli = process.argv.includes("--from-sources")
  ? join(root, "src", "cli", "index.ts")
  : join(root, "dist", "cli", "index.js");

const INVENTORY = "inventory/substation-alpha/protection.yaml";
/** The service's id of alpha-rtu-09, as its create returned it. */
const RTU_ID = "ca_1187";
const POLICY = `version: 1
rules:
  - id: high-impact-changes
    when: { operations: [create, update, rename, retype, move, delete], impact: [high] }
    require: { approvals: 1, from: owners }
cip_senior_manager:
  login: carol
  name: Carol Nguyen
  title: VP Transmission Operations
  since: 2025-06-02
  delegates: []
`;
/** The CIP Senior Manager the policy names, as a merge's record keeps her (governance). */
const CAROL = {
  login: "carol",
  name: "Carol Nguyen",
  title: "VP Transmission Operations",
  since: "2025-06-02",
  delegates: [],
};

/** CIP-003-9 low impact at Substation Alpha: its station automation, rated low. */
const STATION_AUTOMATION = "inventory/substation-alpha/station-automation.yaml";
const LOW_SYSTEM = `cyber_system: Alpha Station Automation
facility: Substation Alpha
impact: low
assets:
  alpha-meter-01: hardware
`;
/** Substation Alpha's site file: the SEL vendor VPN, with a method for 6.1 only, or all three. */
function siteFile(methods: "6.1 only" | "all"): string {
  return `version: 1
id: substation-alpha
sites: [Substation Alpha]
physical_access: { controls: [card key at the control house door], access_control_assets: [fw-alpha] }
electronic_access: { routable: true, devices: [fw-alpha], rule_set: { file: firewall/alpha.rules }, vendor_paths: [sel-vpn] }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access:
  paths: [{ id: sel-vpn, kind: vpn, device: fw-alpha }]
  determine: [each session pre-authorized by work order]
${methods === "all" ? "  disable: [the VPN account disabled after each session]\n  detect: [IDS on the vendor VPN segment]\n" : ""}`;
}
/** The program's records: the last review, reinforcement and test, then the test's update. */
const PROGRAM = {
  "low-impact/records/policy-review-2026.yaml":
    "version: 1\nid: policy-review-2026\nkind: policy-review\nperformed_on: 2026-01-10\npolicies: [POL-LI-01, POL-LI-02]\ntopics: [awareness, physical_security, electronic_access, incident_response, transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]\n",
  "low-impact/records/reinforcement-2026.yaml":
    "version: 1\nid: reinforcement-2026\nkind: reinforcement\nperformed_on: 2026-01-12\nhow: security awareness bulletin to substation staff\n",
  "low-impact/records/incident-plan-test-2026.yaml":
    "version: 1\nid: incident-plan-test-2026\nkind: incident-plan-test\nperformed_on: 2026-01-14\nmethod: tabletop\nplans: [IR-LI-01]\n",
};
const UPDATE = {
  "low-impact/records/incident-plan-update-2026.yaml":
    "version: 1\nid: incident-plan-update-2026\nkind: incident-plan-update\nperformed_on: 2026-01-21\nfollows: incident-plan-test-2026\noutcome: updated\nnote: call tree updated after the tabletop\n",
};
const OWNERS = `cyber_system: Alpha Protection
facility: Substation Alpha
impact: high
erc: true
assets:
`;
/** Alpha Protection's file: alpha-rtu-09's baseline with its patches, or the HMI it replaced. */
function protection(patches: string[] | "retired HMI", completedOn?: string): string {
  if (patches === "retired HMI") return `${OWNERS}  alpha-hmi-02: hardware\n`;
  return `${OWNERS}  alpha-rtu-09:
    type: hardware
    baseline:
      os_firmware: [{ name: SEL-3530 firmware, version: R145 }]
      software: [{ name: acSELerator RTAC, version: 1.2.0 }]
      custom_software: []
      ports: [{ port: 20000, protocol: tcp, service: dnp3, justification: DNP3 polling from the EMS front end }]
      patches: [${patches.join(", ")}]
${completedOn === undefined ? "" : `      completed_on: ${completedOn}\n`}`;
}

/** The ledger's writer: a key pair made for this run; only the public half is written. */
const WRITER: LedgerSigningKey = generateKeyPairSync("ed25519");

/** cip-ledger.yaml, declaring the writer's public key (docs/ledger-writer.md, step 4). */
function ledgerDeclaration(): string {
  const pem = WRITER.publicKey.export({ type: "spki", format: "pem" }).toString().trim();
  return `# The evidence ledger's writer (docs/ledger-writer.md). Change it only in a reviewed pull request.
version: 1
writer_keys:
  - |
    ${pem.replace(/\n/g, "\n    ")}
`;
}

/** Each record with its signature by the writer beside it (`<record>.json.sig`), as the Action writes them. */
function signed(records: readonly SealedRecord[]): SealedRecord[] {
  return records.flatMap((record) => [
    record,
    {
      ...record,
      path: `${record.path}${SIGNATURE_SUFFIX}`,
      text: signRecord(WRITER, sha256Hex(record.text)),
    },
  ]);
}

const SOURCES = `version: 1
sources:
  - id: sel-advisories
    name: SEL security notifications
    covers:
      - { os_firmware: "SEL-3530 firmware" }
      - { software: "acSELerator RTAC" }
`;
const EVALUATION = `version: 1
source: sel-advisories
releases_since: 2026-01-01
patches:
  - id: SEL-2026-004
    released: 2026-01-08
    item: { software: "acSELerator RTAC" }
    applicable: true
`;
const PLAN = `version: 1
id: MP-2026-01
patches: [SEL-2026-004]
actions:
  - block TCP 443 to the RTAC at the substation firewall until the patch is applied
timeframe: { by: 2026-03-31 }
`;

/** CIP-010 R3: an active assessment of Alpha Protection's every applicable asset, in production. */
const ASSESSMENT = `version: 1
id: VA-2026-01
systems: [Alpha Protection]
method: active
environment: production
tool_output:
  - name: alpha-protection-2026-01.nessus
    sha256: ${sha256Hex("alpha-protection-2026-01.nessus, as the scanner wrote it\n")}
performed_on: 2026-01-15
results: no vulnerability beyond the port closed in INC-7 and SEL-2026-004, already mitigated
action_plan: no vulnerabilities found
`;

function git(dir: string, ...args: string[]): string {
  return execFileSync("git", ["-C", dir, ...args], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: dir, GIT_CONFIG_NOSYSTEM: "1" },
  }).trim();
}

/** Writes `files` into the repository's main and commits them as Bob; the commit's id. */
async function merge(repository: string, message: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(repository, path)), { recursive: true });
    await writeFile(join(repository, path), text);
  }
  git(repository, "add", "-A");
  git(repository, "commit", "-q", "--allow-empty", "-m", message);
  return git(repository, "rev-parse", "HEAD");
}

/** A merge of pull request `number` by Bob, approved by `approvers`, of commit `sha` on `base`. */
function merged(
  draft: ChangeDraft,
  pr: { number: number; title: string; approvers: string[] },
  commits: { base: string; merge: string },
  baselines: PlanBaseline[],
): ChangeDraft {
  const pull = draft.change.pull_request!;
  draft.run = runOf(200 + pr.number);
  pull.number = pr.number;
  pull.url = `https://github.com/grid-east/inventory/pull/${pr.number}`;
  pull.title = pr.title;
  pull.approved_by = pr.approvers;
  draft.change.base_sha = commits.base;
  draft.change.merge_sha = commits.merge;
  draft.change.baselines = baselines;
  return draft;
}

/** alpha-rtu-09's baselines as the file at a commit declares them, with the items CIP-007 R2 reads. */
function declared(text: string): PlanBaseline[] {
  const completedOn = /completed_on: (\S+)/.exec(text)?.[1];
  return baselinesOf(text).map((baseline) => ({
    ...baseline,
    asset_id: RTU_ID,
    ...(completedOn === undefined ? {} : { completed_on: completedOn }),
    patched: {
      os_firmware: [{ name: "SEL-3530 firmware", version: "R145" }],
      software: [{ name: "acSELerator RTAC", version: "1.2.0" }],
      patches: [],
    },
  }));
}

/**
 * The inventory repository (main: Alpha Protection's file and the owner policy, one commit per
 * merge) and the nine records of its evidence branch, from 1 January 2026, each naming its merge.
 */
async function ledgerDrafts(repository: string): Promise<{ draft: EvidenceDraft; at: Date }[]> {
  git(repository, "init", "-q", "-b", "main");
  git(repository, "config", "user.name", "Bob Ruiz");
  git(repository, "config", "user.email", "bob@grid-east.example");
  const start = await merge(repository, "Alpha Protection as the service holds it", {
    "cip-policy.yaml": POLICY,
    "cip-ledger.yaml": ledgerDeclaration(),
    CODEOWNERS: "/inventory/substation-alpha/ @alice\n",
    [INVENTORY]: protection("retired HMI"),
  });
  const steps: { text: string; sha: string }[] = [];
  for (const [message, text] of [
    ["Commission alpha-rtu-09, retire alpha-hmi-02", protection(["SEL-2025-011"])],
    ["Apply SEL-2025-019 to alpha-rtu-09", protection(["SEL-2025-011", "SEL-2025-019"])],
    [
      "Record the SEL-2025-019 install on alpha-rtu-09",
      protection(["SEL-2025-011", "SEL-2025-019"], "2026-01-05"),
    ],
  ] as const)
    steps.push({ text, sha: await merge(repository, message, { [INVENTORY]: text }) });
  const [commissioning, patching, completion] = steps as [
    (typeof steps)[0],
    (typeof steps)[0],
    (typeof steps)[0],
  ];
  const closed = await merge(repository, "Close the port opened on alpha-rtu-09", {});
  const sourced = await merge(repository, "Track SEL's security notifications", {
    "cip-patch-sources.yaml": SOURCES,
  });
  const evaluated = await merge(repository, "Evaluate SEL's January notifications", {
    "patch-evaluations/sel-advisories/2026-01.yaml": EVALUATION,
  });
  const planned = await merge(repository, "Mitigate SEL-2026-004 until the February outage", {
    "patch-plans/MP-2026-01.yaml": PLAN,
  });
  const assessed = await merge(repository, "Assess Alpha Protection's vulnerabilities", {
    "vulnerability-assessments/VA-2026-01.yaml": ASSESSMENT,
  });
  const policy = {
    ...policyJudgement({
      rule: "baseline-change",
      system: "Alpha Protection",
      approvals: 1,
      satisfiedBy: ["alice"],
    }),
    blob_sha: git(repository, "rev-parse", `${start}:cip-policy.yaml`),
  };
  const owners = ["alice", "dave"];
  const current = completion.text;

  const commissioned = merged(
    highImpactChange(),
    { number: 12, title: "Commission alpha-rtu-09, retire alpha-hmi-02", approvers: owners },
    { base: start, merge: commissioning.sha },
    declared(commissioning.text),
  );
  for (const operation of commissioned.change.change_record!.operations)
    if (operation.action === "create") operation.asset_id = RTU_ID;
  commissioned.change.change_record!.context = {
    ...commissioned.change.change_record!.context,
    organization: "grid-east",
    service: "https://inventory.grid-east.example",
  };
  const patched = merged(
    changeDraft("grid-east", 13, "no-changes", 13),
    { number: 13, title: "Apply SEL-2025-019 to alpha-rtu-09", approvers: owners },
    { base: commissioning.sha, merge: patching.sha },
    declared(patching.text),
  );
  patched.change.policy = { ...policy, base_sha: commissioning.sha };
  const completed = merged(
    changeDraft("grid-east", 14, "no-changes", 14),
    { number: 14, title: "Record the SEL-2025-019 install on alpha-rtu-09", approvers: owners },
    { base: patching.sha, merge: completion.sha },
    declared(completion.text),
  );
  completed.change.policy = { ...policy, base_sha: patching.sha };

  // The collector reads the RTU on 8 January: a listening port its baseline does not declare.
  const observed = configurationMonitoringDraft(
    "grid-east",
    104,
    [
      {
        cyber_system: "Alpha Protection",
        name: "alpha-rtu-09",
        asset_id: RTU_ID,
        changed: "ports",
      },
    ],
    new Date(day(7).getTime() - 3_600_000),
  );
  observed.origin = "action";
  observed.run = runOf(104);
  if (observed.kind === "configuration-monitoring") {
    const monitoring = observed.configuration_monitoring;
    monitoring.commit = completion.sha;
    monitoring.collector = { name: "sel-rtac-config-collector", version: "2.3.1" };
    // The collector's file as it handed it over: its SHA-256 is of those bytes.
    monitoring.input_sha256 = sha256Hex(
      `${JSON.stringify({ device: "alpha-rtu-09", read_at: monitoring.observed_at, listening: ["20000/tcp", "443/tcp"] })}\n`,
    );
    const items = declared(current)[0]!.items!;
    for (const asset of monitoring.assets)
      for (const [item, state] of Object.entries(asset.items)) {
        const digest = items[item as keyof typeof items]!;
        state.declared = digest;
        // The port the RTU listens on beside DNP3: what the collector saw, digested as it read it.
        state.observed =
          item === "ports"
            ? `sha256:${sha256Hex('[{"port":20000,"protocol":"tcp"},{"port":443,"protocol":"tcp"}]')}`
            : digest;
      }
    const ports = monitoring.assets[0]!.items.ports;
    for (const change of monitoring.unauthorized_changes) {
      change.observed = ports.observed!;
      change.declared = ports.declared!;
      change.added = [{ port: 443, protocol: "tcp" }];
    }
  }
  const investigated = merged(
    changeDraft("grid-east", 15, "no-changes", 15),
    { number: 15, title: "Close the port opened on alpha-rtu-09", approvers: ["dave"] },
    { base: completion.sha, merge: closed },
    declared(current),
  );
  const pull = investigated.change.pull_request!;
  pull.approved_at = { dave: day(9).toISOString() };
  pull.investigation_notes = [
    { login: "dave", detected_in: 4, item: "ports", asset: "alpha-rtu-09", reference: "INC-7" },
  ];

  const files = (merged: Record<string, string>, inForce: Record<string, string>, sha: string) =>
    reviewedFilesEvidence(
      new Map(Object.entries(merged)),
      new Map(Object.entries(inForce)),
      sha,
      isPatchFile,
    );
  const sources = merged(
    changeDraft("grid-east", 16, "no-changes", 16),
    { number: 16, title: "Track SEL's security notifications", approvers: ["dave"] },
    { base: closed, merge: sourced },
    declared(current),
  );
  sources.change.patch_files = files({ "cip-patch-sources.yaml": SOURCES }, {}, closed);
  const evaluation = merged(
    changeDraft("grid-east", 17, "no-changes", 17),
    { number: 17, title: "Evaluate SEL's January notifications", approvers: ["dave"] },
    { base: sourced, merge: evaluated },
    declared(current),
  );
  const evaluationFile = "patch-evaluations/sel-advisories/2026-01.yaml";
  evaluation.change.patch_files = files(
    { "cip-patch-sources.yaml": SOURCES, [evaluationFile]: EVALUATION },
    { "cip-patch-sources.yaml": SOURCES },
    sourced,
  );
  const mitigation = merged(
    changeDraft("grid-east", 18, "no-changes", 18),
    { number: 18, title: "Mitigate SEL-2026-004 until the February outage", approvers: ["dave"] },
    { base: evaluated, merge: planned },
    declared(current),
  );
  mitigation.change.patch_files = files(
    {
      "cip-patch-sources.yaml": SOURCES,
      [evaluationFile]: EVALUATION,
      "patch-plans/MP-2026-01.yaml": PLAN,
    },
    { "cip-patch-sources.yaml": SOURCES, [evaluationFile]: EVALUATION },
    evaluated,
  );
  // CIP-010 R3: the assessment in force from #9 closes the intervals the commissioning opened.
  const assessment = merged(
    changeDraft("grid-east", 19, "no-changes", 19),
    { number: 19, title: "Assess Alpha Protection's vulnerabilities", approvers: ["dave"] },
    { base: planned, merge: assessed },
    declared(current),
  );
  assessment.change.assessment_files = reviewedFilesEvidence(
    new Map([["vulnerability-assessments/VA-2026-01.yaml", ASSESSMENT]]),
    new Map(),
    planned,
    isAssessmentFile,
  );
  // The drift check of 17 January: the files and the service agree, at main's head.
  const checked = monitoringDraft("grid-east", 105, true);
  if (checked.kind === "monitoring") checked.monitoring.commit = assessed;
  const lowImpact = await lowImpactProgram(repository, assessed, declared(current));
  const reviewed = [patched, completed, investigated, sources, evaluation, mitigation, assessment];
  for (const draft of reviewed) draft.change.reason = null;
  return [
    { draft: commissioned, at: day(0) },
    { draft: patched, at: day(1) },
    { draft: completed, at: day(5) },
    { draft: observed, at: day(7) },
    { draft: investigated, at: day(9) },
    { draft: sources, at: day(12) },
    { draft: evaluation, at: day(13) },
    { draft: mitigation, at: day(14) },
    { draft: assessment, at: day(15) },
    { draft: checked, at: day(16) },
    ...lowImpact,
  ];
}

/**
 * CIP-003-9 low impact at Substation Alpha, three merges on main after `base`: the program as it
 * stood (the low impact system, its site file with Section 6's gap, the last review approved by the
 * CIP Senior Manager herself, the last reinforcement and test: nothing overdue on its first day),
 * the vendor VPN's 6.2 and 6.3 methods that close the gap, and the test's update.
 */
async function lowImpactProgram(
  repository: string,
  base: string,
  baselines: PlanBaseline[],
): Promise<{ draft: EvidenceDraft; at: Date }[]> {
  const gap = siteFile("6.1 only");
  const steps = [
    {
      number: 20,
      title: "Declare the low-impact program at Substation Alpha",
      files: {
        [STATION_AUTOMATION]: LOW_SYSTEM,
        "low-impact/substation-alpha.yaml": gap,
        ...PROGRAM,
      },
      approvers: ["carol", "dave"],
      at: day(17),
    },
    {
      number: 21,
      title: "Name the SEL VPN's methods for 6.2 and 6.3",
      files: { "low-impact/substation-alpha.yaml": siteFile("all") },
      approvers: ["dave"],
      at: day(19),
    },
    {
      number: 22,
      title: "Record the incident response plan's update",
      files: UPDATE,
      approvers: ["dave"],
      at: day(21),
    },
  ];
  const lowImpactFiles = (files: Record<string, string>) =>
    Object.fromEntries(Object.entries(files).filter(([path]) => LOW_IMPACT_FILES.belongs(path)));
  let inForce: Record<string, string> = {};
  let previous = base;
  const drafts: { draft: EvidenceDraft; at: Date }[] = [];
  for (const step of steps) {
    const sha = await merge(repository, step.title, step.files);
    const draft = merged(
      changeDraft("grid-east", step.number, "no-changes", step.number),
      { number: step.number, title: step.title, approvers: step.approvers },
      { base: previous, merge: sha },
      baselines,
    );
    draft.change.reason = null;
    draft.change.pull_request!.approved_at = Object.fromEntries(
      step.approvers.map((login) => [login, step.at.toISOString()]),
    );
    draft.change.governance = {
      policy: { file: "cip-policy.yaml", sha256: sha256Hex(POLICY) },
      senior_manager: { csm: CAROL, last_approval: null },
      systems: [
        { name: "Alpha Protection", impact: "high", owners: ["alice"] },
        { name: "Alpha Station Automation", impact: "low", owners: [] },
      ],
      source_commands: null,
    };
    const mergedFiles = { ...inForce, ...lowImpactFiles(step.files) };
    draft.change.low_impact_files = reviewedFilesEvidence(
      new Map(Object.entries(mergedFiles)),
      new Map(Object.entries(inForce)),
      previous,
      (path) => LOW_IMPACT_FILES.belongs(path),
    );
    inForce = mergedFiles;
    previous = sha;
    drafts.push({ draft, at: step.at });
  }
  return drafts;
}

/** The warnings and notes already shown: each is said once, under the first command that gave it. */
const warned = new Set<string>();

/** Runs the CLI with `args` in `cwd`, echoing the command line; stops the demo if it fails. */
function run(cwd: string, args: string[]): void {
  process.stdout.write(`\n$ cip-sync ${args.join(" ")}\n`);
  const done = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    stdio: ["ignore", "inherit", "pipe"],
    encoding: "utf8",
  });
  for (const line of done.stderr.split("\n").filter((text) => text !== "")) {
    if ((line.startsWith("warning: ") || line.startsWith("note: ")) && warned.has(line)) continue;
    warned.add(line);
    process.stderr.write(`${line}\n`);
  }
  if (done.status !== 0) {
    process.stderr.write(`cip-sync ${args[0]} exited ${done.status ?? done.signal}\n`);
    process.exit(1);
  }
}

const folder = await mkdtemp(join(tmpdir(), "cip-sync-demo-evidence-"));
const repository = join(folder, "repository");
await mkdir(repository);
const drafts = await ledgerDrafts(repository);
// The evidence branch, as the Action's bot writes it, beside main; the auditor's clone has both.
git(repository, "checkout", "-q", "--orphan", "cip-sync-evidence");
git(repository, "rm", "-q", "-r", "-f", ".");
await commit(repository, BOT, signed(chainOf(drafts)));
git(repository, "checkout", "-q", "main");
git(folder, "clone", "-q", "--branch", "cip-sync-evidence", repository, "evidence");
const ledger = join(folder, "evidence");
// The declaration the auditor checks the writer with: main's, as the handover sends it.
await writeFile(
  join(folder, "cip-ledger.yaml"),
  git(repository, "show", "main:cip-ledger.yaml") + "\n",
);
process.stdout.write(
  `A sample evidence ledger of workspace grid-east in ${ledger}, cloned from the inventory repository ${repository}: alpha-rtu-09 commissioned (#1), a reviewed patch (#2), the merge recording its completion (#3), a collector's observation that detected a new listening port (#4), the reviewed investigation of it (#5), the CIP-007 R2 patch sources (#6), their first evaluation (#7), a mitigation plan for the patch it found applicable (#8), and an active vulnerability assessment of Alpha Protection (#9, CIP-010 R3), in force beside the R3.3 exception of the RTU commissioned without one, a drift check (#10), and CIP-003-9 low impact at Substation Alpha: the program's first merge with its last review (approved by the CIP Senior Manager herself), reinforcement and test (#11), the vendor VPN's missing Section 6 methods named (#12) and the test's update (#13). Every record is signed by the ledger's writer, whose public key main declares in cip-ledger.yaml (copied beside the clone); its private key was made for this run and never written.\n`,
);
const period = ["--from", "2026-01-01", "--to", "2026-01-31"];
const checked = ["--dir", "evidence", "--ledger-declaration", "cip-ledger.yaml"];
run(folder, ["evidence", "verify", ...checked]);
run(folder, ["obligations", ...checked, "--at", "2026-01-31", "--all"]);
// The ports population reads the inventory files at each record's commit: the clone has main.
run(folder, ["evidence", "populations", ...checked, ...period, "--out", "populations"]);
run(folder, [
  "evidence",
  "report",
  ...checked,
  ...period,
  "--format",
  "html",
  "--out",
  "report.html",
]);
process.stdout.write(
  `\nThe populations are in ${join(folder, "populations")}, the audit report is ${join(folder, "report.html")}. Remove ${folder} when done.\n`,
);
