// An audit rehearsed end to end, in process against the emulator and the fake GitHub: a High
// impact asset commissioned with its baseline by a reviewed merge, a reviewed deviation (a patch)
// whose approval records the field change's completion, and a drift check that keeps its inventory
// listing and appends a collector's configuration monitoring. Then the auditor's side, from a
// checkout of the evidence branch: the obligations as of a day between the records and after them,
// and the populations of the month. The clock is set for each run (Date only), so the records carry
// the days an entity would have seen.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { withoutHistory } from "../support/evidence-records.ts";
import { scenarioLedgerDeclaration } from "../support/ledger-writer-key.ts";
import type { PlatformAsset } from "../support/fake-platform.ts";
import type { EvidenceRecord } from "../../src/core/evidence/records/evidence-record.ts";
import {
  PLATFORM_KINDS,
  type PlatformKind,
  platformSourcesFile,
} from "../support/platform-kinds.ts";
import { repositoryWith } from "../support/source-repository.ts";
import { csvRows } from "../support/csv-rows.ts";
import { commitFiles, initRepository } from "../support/inventory-repository.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import {
  checkDrift,
  dir,
  github,
  planPullRequest,
  PR,
  pullRequestEvent,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);
afterEach(() => {
  vi.useRealTimers();
});

const BRANCH = "cip-sync-evidence";
const PLATFORM_NAMES = {
  servicenow: "ServiceNow",
  "tenable-ot": "Tenable OT Security",
  nozomi: "Nozomi Networks",
} as const;
const SECOND_HEAD = "f6".repeat(20);

const baseline = (patches: string) =>
  `{ os_firmware: [{ name: RTOS, version: "4.2" }], software: [], custom_software: [], ports: [], patches: [${patches}] }`;
const FIREWALL = `{ os_firmware: [{ name: FW-OS, version: "7.1" }], software: [], custom_software: [], ports: [{ port: 443, protocol: tcp, service: https, justification: management from the EMS }], patches: [] }`;
const inventory = (patches: string) =>
  `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nerc: true\nesp: ESP-ALPHA\npsp: PSP-ALPHA\ncriteria: ["2.5"]\nassets:\n  alpha-relay-01: { type: hardware, baseline: ${baseline(patches)} }\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n  alpha-fw-01: { type: hardware, class: EACMS, baseline: ${FIREWALL} }\n`;

/** Runs `run` with the clock at `iso` (Date only: timers and sockets keep real time). */
async function on<T>(iso: string, run: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
}

/** A site collector's file of 20 September: all five items of the relay observed, as declared. */
const SITE_COLLECTOR = JSON.stringify({
  format_version: 1,
  workspace: "default",
  observed_at: "2026-09-20T05:00:00Z",
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
});

/**
 * The two reviewed merges, then the drift check with a collector's file, each on its day. The
 * checkout is a git repository whose commits are the merges, as on a runner: the ports population
 * reads the inventory at each merge.
 */
async function rehearse(collector = SITE_COLLECTOR): Promise<void> {
  const repository = workspaceOf(dir);
  initRepository(repository);
  const pull = github.pulls.find((candidate) => candidate.number === PR)!;
  const firstMerge = await commitFiles(repository, { "inventory/alpha.yaml": inventory("KB1") });
  Object.assign(pull, {
    commits: [pull.headSha, firstMerge],
    mergeCommitSha: firstMerge,
    reviews: [{ user: "dave", state: "APPROVED", at: "2026-09-01T09:00:00Z" }],
  });
  await on("2026-09-01T10:00:00Z", () => planPullRequest());
  expect((await on("2026-09-01T12:00:00Z", () => pushToMain(firstMerge))).code).toBe(0);

  // The second pull request: patch KB2 installed on 9 September and recorded at its approval.
  await writeInventory("alpha.yaml", inventory("KB1, KB2"));
  const event = pullRequestEvent();
  event.number = PR + 1;
  event.pull_request.number = PR + 1;
  event.pull_request.head.sha = SECOND_HEAD;
  const secondPull = {
    number: PR + 1,
    title: "Install KB2 on alpha-relay-01",
    author: "bob",
    headSha: SECOND_HEAD,
    commits: [SECOND_HEAD],
    mergeCommitSha: SECOND_HEAD,
    mergedBy: "carol",
    reviews: [],
  };
  github.pulls.push(secondPull);
  // Its plan comment (no operation: a baseline change) is the plan its merge is held to.
  expect((await on("2026-09-08T10:00:00Z", () => planPullRequest({}, event))).code).toBe(0);
  const secondMerge = await commitFiles(repository, {});
  Object.assign(secondPull, {
    commits: [SECOND_HEAD, secondMerge],
    mergeCommitSha: secondMerge,
    reviews: [
      {
        user: "dave",
        state: "APPROVED",
        at: "2026-09-08T09:00:00Z",
        body: "/cip-010-r1.4 CIP-007 R2 patching only; CIP-005 unaffected: CHG-2210\n/cip-010-completed 2026-09-09 WO-5120",
      },
    ],
  });
  const second = await on("2026-09-10T12:00:00Z", () => pushToMain(secondMerge, {}, firstMerge));
  expect(second.code).toBe(0);

  await writeFile(join(workspaceOf(dir), "collector.json"), collector);
  // The collector's file is the one in force: the second merge, which the gate accepted, has it
  // (a file no accepted merge brought is not sealed, test/action/collector-in-force.test.ts).
  github.policy.addFile(secondMerge, "collector.json", collector);
  const drift = await on("2026-09-20T06:00:00Z", () =>
    checkDrift({ "monitoring-file": "collector.json" }),
  );
  expect(drift.code).toBe(0);
}

/**
 * A checkout of the evidence branch inside the inventory repository (as a worktree of the same
 * clone would be): the populations read the inventory at each merge from its history.
 */
async function evidenceCheckout(): Promise<string> {
  const checkout = join(workspaceOf(dir), "evidence");
  // The default branch's cip-ledger.yaml beside it, which the auditor gives every reading
  // (docs/ledger-writer.md, "What the auditor needs").
  await writeFile(join(workspaceOf(dir), "cip-ledger.yaml"), scenarioLedgerDeclaration());
  for (const file of github.git.filesOn(BRANCH)) {
    await mkdir(dirname(join(checkout, file.path)), { recursive: true });
    await writeFile(join(checkout, file.path), file.bytes);
  }
  return checkout;
}

/** The auditor's readings, each checking the writer's signatures with the declaration. */
const cli = (cwd: string, ...args: string[]) =>
  runCliInProcess([...args, "--ledger-declaration", "../cip-ledger.yaml"], { cwd });

/** The populations of September, written to `audit/` in the checkout. */
const septemberPopulations = (checkout: string) =>
  cli(
    checkout,
    "evidence",
    "populations",
    "--from",
    "2026-09-01",
    "--to",
    "2026-09-30",
    "--out",
    "audit",
  );

interface ListedObligation {
  kind: string;
  status: string;
  due: string | null;
  subject: { asset?: string };
  opened_by: { sequence: number };
  closed_by?: { sequence: number };
  reason?: string;
}

describe("an audit rehearsed against the emulator and the fake GitHub", () => {
  it("judges the obligations as of a past day and writes complete populations of the month", async () => {
    await rehearse();
    const checkout = await evidenceCheckout();
    expect((await cli(checkout, "evidence", "verify", "--dir", ".")).code).toBe(0);

    // As of 15 September: the deviation's R1.3 is closed by the completion recorded at its
    // approval; R2.1 of the relay (in service before the tool, its baseline first declared on
    // 1 September) and of the firewall (created then) is open: no monitoring recorded yet.
    // The checkout is the branch's files (no .git of its own): standard error says its history was
    // not checked. Every record here is the Action's, so nothing of the obligations changes.
    const before = await cli(checkout, "obligations", "--at", "2026-09-15", "--format", "json");
    expect(before.stderr).toBe(withoutHistory("."));
    const early = (JSON.parse(before.stdout) as { obligations: ListedObligation[] }).obligations;
    expect(early.find((o) => o.kind === "CIP-010 R1.3")?.status).toMatch(/^closed/);
    expect(
      early
        .filter((o) => o.kind === "CIP-010 R2.1")
        .map((o) => [o.subject.asset, o.status, o.due, o.opened_by.sequence]),
    ).toEqual([
      ["alpha-fw-01", "open", "2026-10-06", 1],
      ["alpha-relay-01", "open", "2026-10-06", 1],
    ]);

    // As of 30 September the collector's record of 20 September closed that R2.1 interval.
    const after = await cli(checkout, "obligations", "--at", "2026-09-30", "--format", "json");
    const late = (JSON.parse(after.stdout) as { obligations: ListedObligation[] }).obligations;
    expect(late.find((o) => o.kind === "CIP-010 R2.1" && o.closed_by !== undefined)).toMatchObject({
      status: "closed",
      closed_by: { sequence: 4 },
    });

    const populations = await septemberPopulations(checkout);
    expect(populations.stderr).toBe(withoutHistory("."));
    expect(populations.code).toBe(0);
    const rows = (file: string) => csvRows(join(checkout, "audit", file));
    // Complete: alpha-rtu-01 was never changed through the tool, and the listing shows it.
    const assets = await rows("cyber-assets.csv");
    expect(
      assets.map((row) => [row.name, row.class, row.impact, row.erc, row.esp, row.source]),
    ).toEqual([
      // By the service's id: the created firewall's id sorts before the seeded ones.
      ["alpha-fw-01", "EACMS", "high", "yes", "ESP-ALPHA", "inventory listing"],
      ["alpha-relay-01", "BCA", "high", "yes", "ESP-ALPHA", "inventory listing"],
      ["alpha-rtu-01", "BCA", "high", "yes", "ESP-ALPHA", "inventory listing"],
      ["old-hmi", "BCA", "high", "yes", "ESP-ALPHA", "inventory listing"],
    ]);
    expect(
      (await rows("bes-assets.csv")).map((row) => [row.name, row.highest_impact, row.criteria]),
    ).toEqual([["Substation Alpha", "high", "2.5"]]);
    const [deviation] = await rows("baseline-deviations.csv");
    expect(deviation).toMatchObject({
      asset: "alpha-relay-01",
      asset_id: "ca_1",
      items_changed: "patches",
      authorized_by: "dave",
      completed_on: "2026-09-09",
      r1_3_status: "closed",
    });
    // CIP-007 R1.1: the firewall's port, read from git at the merge that introduced it.
    expect(
      (await rows("ports.csv")).map((row) => [row.asset, row.port, row.justification]),
    ).toEqual([["alpha-fw-01", "443", "management from the EMS"]]);
    const monitoring = await rows("configuration-monitoring.csv");
    expect(
      monitoring.some((row) => row.status === "closed" && row.closed_by_sequence === "4"),
    ).toBe(true);
    expect(await readFile(join(checkout, "audit", "exceptions.csv"), "utf8")).not.toContain("R1.3");
  });

  it("seeds CIP-002 R2's first interval from the last approval an accepted merge put in force, never from the checkout's file", async () => {
    await writeFile(
      join(workspaceOf(dir), "cip-policy.yaml"),
      "version: 1\ncip_senior_manager: { login: heidi, name: Heidi Lang, title: VP Operations, since: 2026-01-05 }\ncip_002_last_approval: { on: 2025-10-14, ref: CIP-002 approval memo }\n",
    );
    // The file in the default branch's checkout alone (a direct push): no accepted record puts it
    // in force, so the first interval has no due date the tool can stand behind.
    const unmerged = await on("2026-11-25T06:00:00Z", () => checkDrift());
    expect(unmerged.code).toBe(0);
    expect(unmerged.summary).toContain("prior approval not recorded");
    // A reviewed merge of the same file: in force from its record.
    github.pulls.find((candidate) => candidate.number === PR)!.reviews = [
      { user: "dave", state: "APPROVED" },
    ];
    await on("2026-11-25T07:00:00Z", () => planPullRequest());
    expect((await on("2026-11-25T08:00:00Z", () => pushToMain())).code).toBe(0);
    const run = await on("2026-11-25T09:00:00Z", () => checkDrift());
    expect(run.code).toBe(0);
    // 15 calendar months after 14 October 2025: due 14 January 2027, not "prior approval not
    // recorded", and not 15 months after the ledger's first record.
    expect(run.summary).toContain(
      "| open | CIP-002 R2 | `default` | the identifications of workspace default | 2027-01-14 | 1 |  |",
    );
    expect(run.summary).not.toContain("prior approval not recorded");
  });
});

/**
 * What a platform observed of the relay, as its source sync writes it (issue 81): its firmware
 * RTOS 4.3 where the baseline declares 4.2, seen at 05:00 on 20 September; the sync reads the
 * kind's fake in a repository of its own, which owns the relay's system there only.
 */
async function observedBy(kind: PlatformKind): Promise<string> {
  const relay: PlatformAsset = {
    id: "00000000-0000-4000-8000-000000000001",
    name: "alpha-relay-01",
    system: "Protection System",
    type: "PLC",
    model: "RTOS",
    firmware: "4.3",
    lastSeen: "2026-09-20T05:00:00.000Z",
  };
  const fake = await kind.start([relay]);
  const sources = `${platformSourcesFile(kind, fake.url, 10).replace("[Echo EMS, Foxtrot SCADA]", "[Protection System]")}    monitoring: { file: observed.json }\n`;
  const root = await repositoryWith({ "cip-sources.yaml": sources });
  const sync = await runCliInProcess(["source", "sync", "cmdb"], { cwd: root, env: kind.env });
  expect(sync.code).toBe(0);
  return readFile(join(root, "observed.json"), "utf8");
}

describe.each(PLATFORM_KINDS)("a drift check sealing what $kind observed (issue 81)", (kind) => {
  it("names the firmware change in the record, the obligations, the report and configuration-monitoring.csv; closes no R2.1", async () => {
    await rehearse(await observedBy(kind));
    const sealed = github.git
      .filesOn(BRANCH)
      .map((file) => JSON.parse(Buffer.from(file.bytes).toString("utf8")) as EvidenceRecord)
      .flatMap((record) =>
        record.kind === "configuration-monitoring" ? [record.configuration_monitoring] : [],
      )[0]!;
    expect(sealed.collector.name).toBe(`${PLATFORM_NAMES[kind.kind]} (cip-sync source cmdb)`);
    expect(sealed.observed_at).toBe("2026-09-20T05:00:00.000Z");
    // Only the item the platform observed was compared; the four others stay open.
    expect(sealed.assets).toMatchObject([
      {
        name: "alpha-relay-01",
        complete: false,
        matches: false,
        items: {
          os_firmware: { matches: false },
          software: { observed: null, matches: null },
          custom_software: { observed: null, matches: null },
          ports: { observed: null, matches: null },
          patches: { observed: null, matches: null },
        },
      },
    ]);
    expect(sealed.unauthorized_changes).toMatchObject([
      {
        name: "alpha-relay-01",
        item: "os_firmware",
        added: [{ name: "RTOS", version: "4.3" }],
        removed: [{ name: "RTOS", version: "4.2" }],
      },
    ]);

    const checkout = await evidenceCheckout();
    const listed = await cli(checkout, "obligations", "--at", "2026-09-30", "--format", "json");
    const obligations = (JSON.parse(listed.stdout) as { obligations: ListedObligation[] })
      .obligations;
    // The relay's R2.1 interval stays open ("no configuration monitoring recorded"): a record
    // closes it only where all five items were compared, and the platform observed one. The
    // firmware change is an investigation to document.
    expect(
      obligations
        .filter((o) => o.kind === "CIP-010 R2.1" && o.subject.asset === "alpha-relay-01")
        .map((o) => [o.status, o.opened_by.sequence, o.closed_by, o.reason]),
    ).toEqual([
      [
        "exception",
        4,
        undefined,
        "investigate unauthorized change of os_firmware (observed, not declared: RTOS 4.3; declared, not observed: RTOS 4.2), detected on 2026-09-20",
      ],
      ["due-soon", 1, undefined, "no configuration monitoring recorded"],
    ]);

    const report = await cli(
      checkout,
      ...["evidence", "report", "--dir", ".", "--from", "2026-09-01", "--to", "2026-09-30"],
    );
    expect(report.code).toBe(0);
    expect(report.stdout).toContain(
      "- Unauthorized change: Protection System/alpha-relay-01 os\\_firmware: observed, not declared: RTOS 4.3; declared, not observed: RTOS 4.2; observed sha256:",
    );

    const populations = await septemberPopulations(checkout);
    expect(populations.code).toBe(0);
    const monitoring = await csvRows(join(checkout, "audit", "configuration-monitoring.csv"));
    const relay = monitoring.filter((row) => row.asset === "alpha-relay-01");
    expect(
      relay.map((row) => [row.kind, row.status, row.record_sequence, row.closed_by_sequence]),
    ).toEqual([
      ["unauthorized change", "exception", "4", ""],
      ["35-day period", "due-soon", "1", ""],
    ]);
    expect(relay[0]!.reason).toContain("investigate unauthorized change of os_firmware");
  });
});
