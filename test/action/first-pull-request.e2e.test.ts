// Issue 98's walk-through: a utility with one low impact system starts its CIP-003-9 program from
// the first pull request checklist of docs/obligations/cip-003-low-impact.md, in process against
// the emulator and the fake GitHub. The base already names the CIP Senior Manager (checklist item
// 3); the pull request declares the system, its site file and the program's last review (naming
// every policy), reinforcement and test (naming every plan). Its plan comment names the CIP Senior
// Manager whose approval closes the approval clocks and reminds of no clock without its record;
// merged with her approval, the ledger's obligations show nothing of CIP-003 overdue on day one,
// and the report, exceptions.csv and `obligations` agree on every count.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { csvRows } from "../support/csv-rows.ts";
import { UNLISTED_PARENT } from "../support/fake-github.ts";
import { commitFiles, initRepository } from "../support/inventory-repository.ts";
import { scenarioLedgerDeclaration } from "../support/ledger-writer-key.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import { dir, emulator, github, planPullRequest, PR, pushToMain, useScenario } from "./scenario.ts";

useScenario(runInProcess);
afterEach(() => {
  vi.useRealTimers();
});

/** Runs `run` with the clock at `iso` (Date only: timers and sockets keep real time). */
async function on<T>(iso: string, run: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
}

/** The owner policy at the base and in the pull request: Carol is the CIP Senior Manager. */
const POLICY = `version: 1
cip_senior_manager:
  login: carol
  name: Carol Nguyen
  title: VP Transmission Operations
  since: 2025-06-02
  delegates:
    - login: rsmith
      name: Robert Smith
      title: Director, Substation Engineering
      actions: [cip-002-r2.2]
      delegated_on: 2025-07-01
      delegation_ref: DEL-7
calendar: { time_zone: America/Chicago }
`;

/** The checklist's files, as a new user writes them from the page. */
const FIRST_PULL_REQUEST: Record<string, string> = {
  // The service's Protection System at Substation Alpha, declared as it is: no operation.
  "inventory/alpha.yaml":
    "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: low\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n",
  "low-impact/substation-alpha.yaml": `version: 1
id: substation-alpha
sites: [Substation Alpha]
physical_access: { controls: [card key at the control house door], access_control_assets: [] }
electronic_access: { routable: false }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access: none
`,
  "low-impact/records/policy-review-2026.yaml": `version: 1
id: policy-review-2026
kind: policy-review
performed_on: 2026-03-10
policies: [POL-1 Cyber security policy, POL-2 Incident response policy]
topics: [awareness, physical_security, electronic_access, incident_response, transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]
`,
  "low-impact/records/reinforcement-2026.yaml": `version: 1
id: reinforcement-2026
kind: reinforcement
performed_on: 2026-02-02
how: security awareness bulletin
`,
  "low-impact/records/incident-plan-test-2026.yaml": `version: 1
id: incident-plan-test-2026
kind: incident-plan-test
performed_on: 2026-01-20
method: tabletop
plans: [IR-1]
`,
};

interface ListedObligation {
  kind: string;
  status: string;
}

describe("the first pull request of a low-impact-only utility, as the docs page lists it", () => {
  it("names the CIP Senior Manager in the plan, and leaves nothing overdue on day one", async () => {
    const repository = workspaceOf(dir);
    initRepository(repository);
    github.policy.addFile(UNLISTED_PARENT, "cip-policy.yaml", POLICY);
    const files = { ...FIRST_PULL_REQUEST, "cip-policy.yaml": POLICY };
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(repository, path)), { recursive: true });
      await writeFile(join(repository, path), text);
    }
    const merge = await commitFiles(repository, files);
    const pull = github.pulls.find((candidate) => candidate.number === PR)!;
    Object.assign(pull, {
      title: "Start the CIP-003-9 low-impact program",
      commits: [pull.headSha, merge],
      mergeCommitSha: merge,
      reviews: [{ user: "carol", state: "APPROVED", at: "2026-03-20T14:00:00Z" }],
    });

    const planned = await on("2026-03-20T13:00:00Z", () => planPullRequest());
    expect(planned.code, planned.stdout).toBe(0);
    const comment = github.comments.at(-1)?.body ?? "";
    expect(comment).toContain(
      "R1 Part 1.2 approval: closes when Carol Nguyen (`carol`), the CIP Senior Manager, approves this pull request; a delegate's approval does not count",
    );
    expect(comment).toContain("of POL-1 Cyber security policy, POL-2 Incident response policy");
    // Every clock the merge opens has its record: no reminder of one without.
    expect(comment).not.toMatch(/no (?:policy-review|reinforcement|incident-plan-test) record/);

    const merged = await on("2026-03-20T15:00:00Z", () => pushToMain(merge));
    expect(merged.code, merged.stdout).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);

    // The auditor's side, from the evidence branch with main's declaration beside it.
    const checkout = join(repository, "evidence");
    await writeFile(join(repository, "cip-ledger.yaml"), scenarioLedgerDeclaration());
    for (const file of github.git.filesOn("cip-sync-evidence")) {
      await mkdir(dirname(join(checkout, file.path)), { recursive: true });
      await writeFile(join(checkout, file.path), file.bytes);
    }
    const cli = (...args: string[]) =>
      runCliInProcess([...args, "--ledger-declaration", "../cip-ledger.yaml"], { cwd: checkout });
    const listed = await cli("obligations", "--at", "2026-03-31", "--all", "--format", "json");
    expect(listed.code, listed.stderr).toBe(0);
    const obligations = (JSON.parse(listed.stdout) as { obligations: ListedObligation[] })
      .obligations;
    const lowImpact = obligations.filter((o) => /^CIP-003 R(?:1\.2|2 )/.test(o.kind));
    // Each clock the family opened on its first day (the reviews, the approvals, the
    // reinforcement, the tests) is closed on time by the merge's records, and the next of each is
    // open, not overdue: the review and the approval of each policy, the reinforcement, the test
    // of the plan and the update after its test.
    expect(lowImpact.map((o) => o.status).sort()).toEqual([
      ...Array<string>(4).fill("closed"),
      ...Array<string>(7).fill("open"),
    ]);
    expect(lowImpact.filter((o) => o.status === "open").map((o) => o.kind)).toEqual(
      expect.arrayContaining([
        "CIP-003 R1.2",
        "CIP-003 R2 Section 1",
        "CIP-003 R2 Section 4.5",
        "CIP-003 R2 Section 4.6",
      ]),
    );

    const period = ["--from", "2026-03-01", "--to", "2026-03-31"];
    const populations = await cli("evidence", "populations", ...period, "--out", "audit");
    expect(populations.code, populations.stderr).toBe(0);
    const exceptionRows = await csvRows(join(checkout, "audit", "exceptions.csv"));
    const report = await cli(
      "evidence",
      "report",
      ...period,
      "--format",
      "json",
      "--out",
      "r.json",
    );
    expect(report.code, report.stderr).toBe(0);
    const read = JSON.parse(await readFile(join(checkout, "r.json"), "utf8")) as {
      exception_counts: { total: number } & Record<string, unknown>;
    };
    // One answer everywhere: nothing of CIP-003 among the exceptions, and the report's count is
    // the rows of exceptions.csv and the obligations' overdue and exception statuses.
    expect(exceptionRows.filter((row) => row.kind?.startsWith("CIP-003"))).toEqual([]);
    const notMet = obligations.filter((o) => ["overdue", "exception"].includes(o.status)).length;
    expect(read.exception_counts).toMatchObject({ total: exceptionRows.length });
    expect(exceptionRows.filter((row) => /overdue|exception$/.test(row.kind ?? ""))).toHaveLength(
      notMet,
    );
  });
});
