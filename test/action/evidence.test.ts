// The Action's evidence, in process against the emulator and the fake GitHub: the ledger of
// change and monitoring records, the drift issue, and a ledger GitHub refuses to write.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { verifyLedger } from "../support/ledger-check.ts";
import type { EvidenceRecord } from "../../src/core/evidence/records/evidence-record.ts";
import { buildEvidenceReport } from "../../src/core/evidence/report/evidence-report.ts";
import { headerFacts } from "../../src/render/evidence/evidence-words.ts";
import { escapeMarkdown } from "../../src/render/shared/escape-markdown.ts";
import { PATCH_MANAGEMENT_FAMILY } from "../../src/core/obligations/patch-management/patch-family.ts";
import { VULNERABILITY_ASSESSMENT_FAMILY } from "../../src/core/obligations/vulnerability-assessments/assessment-family.ts";
import { DRIFT_LABEL } from "../../src/github/notices/drift-issue.ts";
import { COLLECTOR_WORD } from "../../src/core/evidence/monitoring/configuration-monitoring.ts";
import { INTEGRATION_LOGIN, UNLISTED_PARENT } from "../support/fake-github.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import { createMessage, generateKey, readPrivateKey, sign } from "openpgp";
import { scenarioLedgerDeclaration } from "../support/ledger-writer-key.ts";
import { runInProcess } from "./run-action.ts";
import { startWebhookReceiver } from "../support/webhook-receiver.ts";
import {
  breakGlassDraft,
  chainOf,
  changeDraft,
  configurationMonitoringDraft,
  highImpactChange,
  highImpactDeviation,
  runOf,
} from "../support/evidence-records.ts";
import {
  ALPHA,
  checkDrift,
  DIRECT_PUSH,
  dispatchDriftCheck,
  pushToBranch,
  emulator,
  expectNoSecrets,
  FORK_TOKEN,
  github,
  KEY,
  MERGE,
  OWNER,
  planPullRequest,
  PR,
  pushToMain,
  REPO,
  dir,
  useScenario,
  writeInventory,
} from "./scenario.ts";
import { workspaceOf } from "./run-action.ts";

useScenario(runInProcess);

const BRANCH = "cip-sync-evidence";
/** A commit of the ledger as the Action's writer makes it: by its login, verified by GitHub. */
const AS_WRITER = { message: "ledger", author: INTEGRATION_LOGIN, verified: true };

function ledger() {
  return verifyLedger(github.git.filesOn(BRANCH));
}

function recordOf(text: string | undefined): EvidenceRecord {
  return JSON.parse(text!) as EvidenceRecord;
}

describe("the evidence ledger", () => {
  it("chains three apply attempts and five drift checks into eight records; the plan job writes none", async () => {
    await checkDrift(); // 1: drift (the files are not applied yet)
    expect((await planPullRequest()).code).toBe(0);
    expect(ledger().records).toHaveLength(1);
    expect((await pushToMain()).code).toBe(0); // 2: applied
    await checkDrift(); // 3: in sync
    // 4: nothing to apply, and still refused: a direct push asserts nothing the gate did not pass
    expect((await pushToMain(DIRECT_PUSH)).code).toBe(1);
    await writeInventory(
      "bulk.yaml",
      "cyber_system: Bulk System\nfacility: Substation Alpha\nassets:\n  bulk-ws-01: hardware\n",
    );
    await checkDrift(); // 5: drift
    const refused = await pushToMain(DIRECT_PUSH); // 6: refused, no reviewed plan
    expect(refused.outputs["failure-reason"]).toBe("no-reviewed-plan");
    await checkDrift(); // 7: drift
    await checkDrift(); // 8: drift

    const { records, breaks } = ledger();
    expect(breaks).toEqual([]);
    expect(
      records.map(({ record }) =>
        record.kind === "change"
          ? `${record.sequence} change ${record.change.outcome}`
          : record.kind === "monitoring"
            ? `${record.sequence} monitoring ${record.monitoring.in_sync ? "in-sync" : "drift"}`
            : `${record.sequence} ${record.kind}`,
      ),
    ).toEqual([
      "1 monitoring drift",
      "2 change applied",
      "3 monitoring in-sync",
      "4 change no-reviewed-plan",
      "5 monitoring drift",
      "6 change no-reviewed-plan",
      "7 monitoring drift",
      "8 monitoring drift",
    ]);
    const applied = records[1]!.record;
    expect(applied).toMatchObject({
      kind: "change",
      change: {
        merge_sha: MERGE,
        base_sha: UNLISTED_PARENT, // the merge commit's first parent: the push named none
        pull_request: {
          number: PR,
          approved_by: ["dave"],
          not_independent: [],
          merged_by: "carol",
        },
        change_record: {
          status: "applied",
          result_summary: { succeeded: 3, failed: 0, skipped: 0 },
        },
      },
    });
    if (applied.kind === "change")
      expect(applied.change.reviewed_fingerprint).toBe(applied.change.plan_fingerprint);
    expect(github.git.history(BRANCH).every((commit) => commit.parents.length <= 1)).toBe(true);
  });

  it("names the service's origin and the organization in the change and monitoring records, which the report's header shows", async () => {
    await checkDrift({ "drift-issue": "false" });
    await planPullRequest();
    expect((await pushToMain()).code).toBe(0);
    const { records } = ledger();
    const service = new URL(emulator.url).origin;
    const named = { service, organization: OWNER };
    expect(records.map(({ record }) => record.kind)).toEqual(["monitoring", "change"]);
    expect(records[0]!.record).toMatchObject({ monitoring: named });
    expect(records[1]!.record).toMatchObject({ change: { change_record: { context: named } } });
    for (const { record } of records) expect(JSON.stringify(record)).not.toContain(KEY);

    const now = new Date();
    const period = { from: new Date(now.getTime() - 86_400_000), to: now };
    const report = buildEvidenceReport(github.git.filesOn(BRANCH), period, now);
    expect(Object.fromEntries(headerFacts(report))).toMatchObject({
      Organization: OWNER,
      Repository: `${OWNER}/${REPO}`,
      Service: service,
    });
  });

  it("lists an approver who pushed a commit of the pull request apart, as not independent", async () => {
    github.pulls[0]!.commitPeople = [
      { sha: "a1".repeat(20), author: "bob", committer: "bob" },
      { sha: "a2".repeat(20), author: "dave", committer: "web-flow" },
    ];
    await planPullRequest();
    const run = await pushToMain();
    expect(run.code).toBe(0);
    const [record] = ledger().records;
    expect(record?.record).toMatchObject({
      change: {
        pull_request: { approved_by: [], not_independent: ["dave"] },
        change_record: {
          context: { pull_request: { approved_by: [], not_independent: ["dave"] } },
        },
      },
    });
    expect(run.stdout).toContain(
      "Not independent, approved by someone who authored or committed a commit of the pull request: dave.",
    );
  });

  it("fails with failure-reason=evidence when GitHub refuses the ledger write, after applying once, with the record kept", async () => {
    await planPullRequest();
    const run = await pushToMain(MERGE, { "github-token": FORK_TOKEN });
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("evidence");
    // Applied, once: the live inventory has the new asset and the change record says so.
    const names = emulator.inventory("grid-east").cyberAssets.map((asset) => asset.name);
    expect(names.filter((name) => name === "alpha-relay-02")).toHaveLength(1);
    const path = run.outputs["evidence-record"]!;
    const record = recordOf(run.tempFiles.get(path.slice(run.runnerTemp.length + 1)));
    expect(record).toMatchObject({ kind: "change", change: { outcome: "applied" } });
    expect(run.tempFiles.has(run.outputs["change-record"]!.slice(run.runnerTemp.length + 1))).toBe(
      true,
    );
    expect(run.summary).toContain("### Evidence not recorded");
    expect(run.summary).toContain("give the job's token the `contents: write` permission");
    expect(run.summary).toContain('"outcome": "applied"');
    expect(github.git.refs.size).toBe(0);
  });

  it.each(["", "none"])("keeps no ledger when evidence-branch is %j", async (branch) => {
    const run = await checkDrift({ "evidence-branch": branch, "drift-issue": "false" });
    expect(run.code).toBe(0);
    expect(run.outputs["evidence-record"]).toBeDefined();
    expect(run.stdout).toContain("No evidence ledger (input evidence-branch is none or empty)");
    expect(github.writes()).toEqual([]);
  });

  it.each(["a..b", "-main", "has space", "trailing/", "x.lock"])(
    "refuses the evidence-branch %j, naming the input, before writing anything",
    async (branch) => {
      const run = await checkDrift({ "evidence-branch": branch });
      expect(run.outputs["failure-reason"]).toBe("settings");
      expect(run.stdout).toContain(
        `input evidence-branch is "${branch}": use a branch name of letters, digits, ".", "_", "-" and "/" (default cip-sync-evidence), or none (or '') to keep no evidence ledger`,
      );
      expect(github.writes()).toEqual([]);
    },
  );
});

describe("the drift issue", () => {
  it("opens on drift, is updated in place, and closes naming the apply's pull request", async () => {
    const first = await checkDrift();
    expect(first.code).toBe(0);
    expect(github.issues.issues).toHaveLength(1);
    const issue = github.issues.issues[0]!;
    expect(issue).toMatchObject({ user: INTEGRATION_LOGIN, labels: [DRIFT_LABEL], state: "open" });
    expect(issue.body).toContain(
      "| _new_ | only in the files | alpha-relay-02 (software) in Protection System | _none_ |",
    );
    expect(first.outputs["drift-issue-url"]).toBe(
      `https://github.com/grid-east/inventory/issues/${issue.number}`,
    );

    const headLine = (sequence: number) =>
      `\n- Evidence chain head: workspace \`default\`, record ${sequence}, sha256 \`${ledger().records[sequence - 1]!.sha256}\`, not timestamped\n`;
    expect(issue.body).toContain(headLine(1));
    expect(first.outputs["evidence-head-sha256"]).toBe(ledger().records[0]!.sha256);

    await checkDrift();
    expect(github.issues.issues).toHaveLength(1);
    expect(issue.body).toContain(headLine(2));
    expect(issue.body).not.toContain(headLine(1));

    await planPullRequest();
    expect((await pushToMain()).code).toBe(0);
    const resolved = await checkDrift();
    expect(resolved.code).toBe(0);
    expect(issue.state).toBe("closed");
    const [comment] = github.commentsOn(issue.number);
    expect(comment?.body).toContain(
      `after the apply of pull request #${PR} (https://github.com/grid-east/inventory/pull/${PR})`,
    );
  });

  it("names no evidence chain head when there is no ledger (evidence-branch empty)", async () => {
    const run = await checkDrift({ "evidence-branch": "" });
    expect(run.code).toBe(0);
    expect(run.outputs["evidence-head-sequence"]).toBeUndefined();
    const [issue] = github.issues.issues;
    expect(issue?.body).toContain("- Live state: `");
    expect(issue?.body).not.toContain("Evidence chain head");
    expect(github.git.refs.size).toBe(0);
  });

  it("warns, naming issues: write, when the token may not write issues, and still records the check", async () => {
    // A read-only token cannot write the ledger either: evidence fails, the warning names both permissions.
    const run = await checkDrift({ "github-token": FORK_TOKEN });
    expect(run.outputs["failure-reason"]).toBe("evidence");
    expect(run.stdout).toContain(
      "give the job's token the `issues: write` permission, or set the input drift-issue to false",
    );
    expect(github.issues.issues).toEqual([]);
  });
});

describe("notifications", () => {
  it("sends one per new state: a drift when first seen and when resolved, a refusal, never one per run", async () => {
    const webhook = await startWebhookReceiver();
    onTestFinished(() => webhook.close());
    const notify = { "notify-url": webhook.url, "notify-format": "slack" };
    const events = () =>
      webhook.deliveries.map((delivery) => (delivery.body as { text: string }).text.split(":")[0]);
    // A rated system (Low: no CIP-010 row applies), so that only drift and refusals are notified:
    // an unrated one's R2.1 would be an exception, notified as well.
    await writeInventory("alpha.yaml", ALPHA.replace("assets:", "impact: low\nassets:"));

    expect((await checkDrift(notify)).code).toBe(0);
    expect(events()).toEqual(["cip-sync drift"]);
    await checkDrift(notify); // the same drift: nothing new
    expect(events()).toEqual(["cip-sync drift"]);

    const refused = await pushToMain(DIRECT_PUSH, notify); // refused: no reviewed plan
    expect(refused.outputs["failure-reason"]).toBe("no-reviewed-plan");
    expect(events()).toEqual(["cip-sync drift", "cip-sync refused"]);

    await planPullRequest();
    expect((await pushToMain(MERGE, notify)).code).toBe(0); // applied: not in the default notify-on
    await checkDrift(notify); // resolved
    expect(events()).toEqual(["cip-sync drift", "cip-sync refused", "cip-sync drift"]);
    const last = webhook.deliveries.at(-1)!.body as { blocks: { text?: { text: string } }[] };
    expect(last.blocks[0]!.text!.text).toBe(
      "Resolved: Drift resolved: the live inventory matches the files again",
    );
  });

  it("warns in the log and the summary when the webhook is down, and the run still succeeds", async () => {
    // 400: refused at once, not retried (retries and their backoff: test/io/network/notify-delivery.test.ts).
    const webhook = await startWebhookReceiver([400]);
    onTestFinished(() => webhook.close());
    const run = await checkDrift({ "notify-url": webhook.url });
    expect(run.code).toBe(0);
    expect(run.summary).toMatch(
      /\*\*Notification not delivered:\*\* the notification to 127\.0\.0\.1:\d+ was not delivered \(answered HTTP 400, after 1 attempt\)\./,
    );
    // The URL is registered as a secret (the runner masks it); no other line shows its token.
    const lines = `${run.stdout}\n${run.summary}`.split("\n");
    expect(lines.filter((line) => line.includes("secret-webhook-token"))).toEqual([
      `::add-mask::${webhook.url}`,
    ]);
  });
});

describe("CIP obligations at each drift check", () => {
  it("lists the open ones in the summary, counts the overdue, and opens no R2.1: a drift check reads no device", async () => {
    await writeInventory("alpha.yaml", ALPHA.replace("assets:", "impact: high\nassets:"));
    const first = await checkDrift();
    expect(first.code).toBe(0);
    expect(first.outputs["obligations-overdue"]).toBe("0");
    expect(first.summary).toContain("## CIP obligations as of ");
    expect(first.summary).toContain("| open | CIP-002 R2 | `default` |");
    expect(first.summary).not.toContain("CIP-010 R2.1");
  });

  // An asset commissioned on 24 January in every zone below (12:00 UTC): CIP-010 R2.1 is due 28
  // February. West and east of UTC, `now` falls on another day there than in UTC; the heading of
  // the summary and of the obligations issue and the judgement all take the calendar's day: due
  // soon on the 28th (nothing overdue), overdue on 1 March. UTC's row judges the same instant as
  // Chicago's, a day later.
  it.each([
    { zone: "America/Chicago", now: "2026-03-01T03:00:00Z", day: "2026-02-28", r21: "due-soon" },
    { zone: "Asia/Tokyo", now: "2026-02-28T20:00:00Z", day: "2026-03-01", r21: "overdue" },
    { zone: "UTC", now: "2026-03-01T03:00:00Z", day: "2026-03-01", r21: "overdue" },
  ])(
    "heads the summary and the issue by $now's day in $zone, $day, and judges as of it",
    async ({ zone, now, day, r21 }) => {
      const draft = { ...highImpactChange(), workspace: "default", run: runOf(900) };
      const sealed = chainOf([{ draft, at: new Date("2026-01-24T12:00:00Z") }]);
      github.git.commitFiles(
        BRANCH,
        Object.fromEntries(sealed.map((r) => [r.path, r.text])),
        [],
        AS_WRITER,
      );
      vi.useFakeTimers({ toFake: ["Date"], now: new Date(now) });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const run = await checkDrift({ "obligations-time-zone": zone });
      expect(run.code).toBe(0);
      expect(/^## CIP obligations as of (.*)$/m.exec(run.summary)?.[1]).toBe(day);
      expect(run.summary).toContain(
        `| ${r21} | CIP-010 R2.1 | \`default\` | alpha-rtu-09 in Alpha Protection | 2026-02-28 |`,
      );
      expect(run.outputs["obligations-overdue"]).toBe(r21 === "overdue" ? "1" : "0");
      expect(run.outputs["obligations-exceptions"]).toBe("0");
      const issue = github.issues.issues.find((candidate) =>
        candidate.title.startsWith("CIP obligations"),
      );
      expect(/^## CIP obligations as of (.*)$/m.exec(issue?.body ?? "")?.[1]).toBe(day);
    },
  );

  it("counts a collector's file another workflow appended from the command line for nothing: R2.1 is an exception at its due date (issue 88, item 3)", async () => {
    const draft = { ...highImpactChange(), workspace: "default", run: runOf(900) };
    const observed = [{ cyber_system: "Alpha Protection", name: "alpha-rtu-09" }];
    const collector = configurationMonitoringDraft(
      "default",
      901,
      observed,
      new Date("2026-02-10T12:00:00Z"),
    );
    const [change, file] = chainOf([
      { draft, at: new Date("2026-01-24T12:00:00Z") },
      { draft: collector, at: new Date("2026-02-10T12:05:00Z") },
    ]);
    github.git.commitFiles(BRANCH, { [change!.path]: change!.text }, [], AS_WRITER);
    // Another workflow's GITHUB_TOKEN commits as the same login, verified: no operator signed it.
    github.git.commitFiles(BRANCH, { [file!.path]: file!.text }, [], AS_WRITER);
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T03:00:00Z") });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const run = await checkDrift({ "obligations-time-zone": "UTC" });
    expect(run.code).toBe(0);
    // Closed by it, the first interval would be met and the next open until 17 March.
    expect(run.summary).toContain(
      "| exception | CIP-010 R2.1 | `default` | alpha-rtu-09 in Alpha Protection | 2026-02-28 | 1 |  | no configuration monitoring with authority recorded |",
    );
    expect(run.summary).not.toContain("2026-03-17");
    // Counted apart: the overdue count alone would say nothing is to be done.
    expect(run.outputs["obligations-overdue"]).toBe("0");
    expect(run.outputs["obligations-exceptions"]).toBe("1");
  });

  describe("a collector's file in an operator's own commit, signed by a key cip-ledger.yaml declares (issue 88, item 3)", () => {
    /** The asset commissioned on 24 January, and the collector's file of 10 February pushed by alice. */
    async function collectorPushed(signedBy: "declared" | "other"): Promise<void> {
      const [declared, other] = await Promise.all(
        ["alice", "mallory"].map((name) =>
          // Made before the run's day (the test's clock is 1 March 2026): a key made after the
          // moment a signature is checked at does not verify it.
          generateKey({
            userIDs: [{ name }],
            type: "ecc",
            curve: "curve25519Legacy",
            date: new Date("2026-01-01T00:00:00Z"),
          }),
        ),
      );
      const declaration = `${scenarioLedgerDeclaration()}operator_keys:\n  - |\n    ${declared!.publicKey.trim().replace(/\n/g, "\n    ")}\n`;
      github.policy.atEveryCommit.set("cip-ledger.yaml", declaration);
      await writeFile(join(workspaceOf(dir), "cip-ledger.yaml"), declaration);
      const draft = { ...highImpactChange(), workspace: "default", run: runOf(900) };
      const observed = [{ cyber_system: "Alpha Protection", name: "alpha-rtu-09" }];
      const collector = configurationMonitoringDraft(
        "default",
        901,
        observed,
        new Date("2026-02-10T12:00:00Z"),
      );
      const [change, file] = chainOf([
        { draft, at: new Date("2026-01-24T12:00:00Z") },
        { draft: collector, at: new Date("2026-02-10T12:05:00Z") },
      ]);
      github.git.commitFiles(BRANCH, { [change!.path]: change!.text }, [], AS_WRITER);
      // The commit as git signs it: its object without the signature header.
      const payload = `tree ${"7".repeat(40)}\nauthor alice <alice@example.com> 1770724800 +0000\n\nseal the collector's file\n`;
      const key = await readPrivateKey({
        armoredKey: (signedBy === "declared" ? declared : other)!.privateKey,
      });
      const signature = await sign({
        message: await createMessage({ binary: new TextEncoder().encode(payload) }),
        signingKeys: key,
        date: new Date("2026-02-10T12:10:00Z"),
        detached: true,
        format: "armored",
      });
      github.git.commitFiles(BRANCH, { [file!.path]: file!.text }, [], {
        message: "seal the collector's file",
        author: "alice",
        verified: false,
        signed: { payload, signature: String(signature) },
      });
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T03:00:00Z") });
      onTestFinished(() => {
        vi.useRealTimers();
      });
    }

    it("closes CIP-010 R2.1's first interval", async () => {
      await collectorPushed("declared");
      const run = await checkDrift({ "obligations-time-zone": "UTC" });
      expect(run.code).toBe(0);
      expect(run.summary).toContain(
        "| open | CIP-010 R2.1 | `default` | alpha-rtu-09 in Alpha Protection | 2026-03-17 |",
      );
    });

    it("closes nothing signed by a key cip-ledger.yaml does not declare", async () => {
      await collectorPushed("other");
      const run = await checkDrift({ "obligations-time-zone": "UTC" });
      expect(run.code).toBe(0);
      expect(run.summary).toContain(
        "| exception | CIP-010 R2.1 | `default` | alpha-rtu-09 in Alpha Protection | 2026-02-28 | 1 |  | no configuration monitoring with authority recorded |",
      );
    });
  });

  describe("the documented break-glass push: the operator's own commit (issue 88, item 3)", () => {
    /** A merge's record by the writer, then a break-glass record in the operator's own commit. */
    function operatorPushed(also: Record<string, string> = {}) {
      const draft = { ...highImpactChange(), workspace: "default", run: runOf(900) };
      const glass = breakGlassDraft({ ...changeDraft("default", 901), workspace: "default" });
      const [change, pushed] = chainOf([
        { draft, at: new Date("2026-01-24T12:00:00Z") },
        { draft: glass, at: new Date("2026-01-25T12:00:00Z") },
      ]);
      github.git.commitFiles(BRANCH, { [change!.path]: change!.text }, [], AS_WRITER);
      // Signed with the operator's OpenPGP key, which GitHub does not know: not "verified".
      github.git.commitFiles(BRANCH, { [pushed!.path]: pushed!.text, ...also }, [], {
        message: "default #1: break-glass change record",
        author: "alice",
        verified: false,
      });
      return pushed!;
    }

    it("is chained onto by the next run, as the docs say", async () => {
      const pushed = operatorPushed();
      const run = await checkDrift();
      expect(run.code).toBe(0);
      const records = ledger().records;
      expect(records).toHaveLength(3);
      expect(records[2]!.record.previous_sha256).toBe(sha256Hex(pushed.text));
    });

    it("still refuses an operator's commit that changes anything else", async () => {
      const files = ledger().records.length;
      operatorPushed({ "records/default/2026/01/notes.json": "{}\n" });
      const run = await checkDrift();
      expect(run.code).toBe(1);
      expect(run.outputs["failure-reason"]).toBe("evidence");
      expect(run.stdout).toContain("was made by alice, not by the ledger's writer");
      expect(ledger().records.length).toBe(files + 2);
    });
  });

  it("judges nothing from a broken ledger, and says so", async () => {
    await checkDrift();
    await checkDrift();
    // The second record (which keeps the ledger's checkpoint: the routine check reads from it on)
    // edited after the third was chained to it: the chain no longer holds. A record before the
    // checkpoint is the auditor's to check (evidence verify walks every record).
    await checkDrift();
    const first = github.git
      .filesOn(BRANCH)
      .find((file) => file.path === ledger().records[1]!.path)!;
    const [sha, bytes] = [...github.git.blobs].find(([, content]) => content.equals(first.bytes))!;
    github.git.blobs.set(
      sha,
      Buffer.from(bytes.toString("utf8").replace('"run_attempt": 1', '"run_attempt": 2')),
    );
    const third = await checkDrift();
    expect(third.outputs["obligations-overdue"]).toBeUndefined();
    expect(third.stdout).toContain("Could not judge the CIP obligations: ");
  });
});

describe("the ledger's history at a drift check (one reading of the ledger, issue 51)", () => {
  it("judges no obligation from a branch with a commit by someone other than the writer", async () => {
    await writeInventory("alpha.yaml", ALPHA);
    const [commissioned, deviated] = highImpactDeviation();
    const drafts = [commissioned, deviated].map((draft, index) => ({
      draft: { ...draft, workspace: "default", run: runOf(900 + index) },
      at: new Date(Date.now() - (45 - 5 * index) * 86_400_000),
    }));
    const [first, second] = chainOf(drafts);
    github.git.commitFiles(BRANCH, { [first!.path]: first!.text }, [], AS_WRITER);
    // Record 2 added by an ordinary push, not by the Action's writer: verify --remote refuses it.
    github.git.commitFiles(BRANCH, { [second!.path]: second!.text });
    const run = await checkDrift();
    // Nor is the check's own record appended to it (issue 68): the run fails, saying why.
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "cannot tell which facts are in force from the evidence branch cip-sync-evidence, so nothing is judged or applied: the evidence branch cip-sync-evidence has 2 problem(s)",
    );
    expect(run.stdout).toContain(
      "Could not judge the CIP obligations: cannot tell which facts are in force from the evidence branch cip-sync-evidence, so nothing is judged or applied: the evidence branch cip-sync-evidence has 2 problem(s) that 'cip-sync evidence verify --remote' refuses, so nothing is judged from it: commit ",
    );
    expect(run.stdout).toContain("was made by no GitHub account, not by the ledger's writer");
    expect(run.outputs["obligations-overdue"]).toBeUndefined();
    expect(github.issues.issues.filter((i) => i.title.startsWith("CIP obligations"))).toEqual([]);
  });
});

describe("checkpoints at the drift check (issue 63)", () => {
  /** Two drift checks: the second keeps the workspace's first checkpoint beside its record. */
  async function checkpointed(): Promise<{ path: string; text: string }> {
    await checkDrift();
    await checkDrift();
    const file = github.git.filesOn(BRANCH).find(({ path }) => path.endsWith(".checkpoint"))!;
    return { path: file.path, text: Buffer.from(file.bytes).toString("utf8") };
  }

  it("keeps the first checkpoint beside the second record, and judges the next check from it", async () => {
    const { path } = await checkpointed();
    expect(path).toBe(`${ledger().records[1]!.path}.checkpoint`);
    const third = await checkDrift();
    expect(third.stdout).toContain(
      "Judged the CIP obligations from the checkpoint beside record #2 (the state through record #1) and the 1 record(s) after it.",
    );
    expect(third.outputs["obligations-overdue"]).toBe("0");
  });

  it("judges nothing from a checkpoint another account committed, and says so", async () => {
    const { path, text } = await checkpointed();
    // A writer of the repository replaces the checkpoint in a commit of its own (no GitHub
    // account, unsigned): the run refuses the commits since the checkpoint's record.
    github.git.commitFiles(BRANCH, { [path]: text.replace('"format":', '"format": ') });
    const run = await checkDrift();
    // Nor is the check's own record appended on it (issue 68).
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("Could not judge the CIP obligations: ");
    expect(run.outputs["obligations-overdue"]).toBeUndefined();
  });

  it("judges nothing from a checkpoint whose bytes its record does not vouch for", async () => {
    const { path, text } = await checkpointed();
    // The same edit by the ledger's own writer: the commits are the writer's, the bytes are not
    // those the record sealed.
    github.git.commitFiles(
      BRANCH,
      { [path]: text.replace('"format":', '"format": ') },
      [],
      AS_WRITER,
    );
    const run = await checkDrift();
    expect(run.stdout).toContain(
      `Could not judge the CIP obligations: cannot tell which facts are in force from the evidence branch cip-sync-evidence, so nothing is judged or applied: ${path} has SHA-256 `,
    );
    expect(run.outputs["obligations-overdue"]).toBeUndefined();
  });
});

describe("approvals in the change record", () => {
  it("date each counted approval by its review, for the auditor's changes population", async () => {
    await planPullRequest();
    expect((await pushToMain()).code).toBe(0);
    const change = ledger()
      .records.map(({ record }) => record)
      .find((r) => r.kind === "change");
    const pull = change?.kind === "change" ? change.change.pull_request : null;
    expect(pull?.approved_by.length).toBeGreaterThan(0);
    expect(Object.keys(pull?.approved_at ?? {})).toEqual(pull?.approved_by);
    for (const at of Object.values(pull?.approved_at ?? {}))
      expect(at).toBe("2025-01-01T00:00:00Z");
  });
});

describe("an overdue CIP obligation at a drift check", () => {
  it("is counted, listed in the obligations issue, and notified once", async () => {
    // An asset commissioned 45 days ago in a High system, then a reviewed deviation 40 days ago
    // whose completion was never recorded (CIP-010 R1.3: an exception after 30 days).
    const drafts = highImpactDeviation().map((draft, index) => ({
      ...draft,
      workspace: "default",
      run: runOf(900 + index),
    }));
    const sealed = chainOf(
      drafts.map((draft, index) => ({
        draft,
        at: new Date(Date.now() - (45 - 5 * index) * 86_400_000),
      })),
    );
    github.git.commitFiles(
      BRANCH,
      Object.fromEntries(sealed.map((r) => [r.path, r.text])),
      [],
      AS_WRITER,
    );
    const webhook = await startWebhookReceiver();
    onTestFinished(() => webhook.close());

    const first = await checkDrift({ "notify-url": webhook.url });
    // R2.1 for its system, which no drift check of this workspace covers, is overdue; R1.3 is an
    // exception, listed in the issue with it, and so is R3.3 (commissioned with no assessment).
    expect(first.outputs["obligations-overdue"]).toBe("1");
    const issue = github.issues.issues.find((candidate) =>
      candidate.title.startsWith("CIP obligations"),
    );
    expect(issue).toMatchObject({ state: "open", labels: ["cip-obligations"] });
    expect(issue?.body).toContain(
      "| exception | CIP-010 R1.3 | `default` | alpha-rtu-09 in Alpha Protection",
    );
    expect(issue?.body).toContain(
      "| exception | CIP-010 R3.3 | `default` | alpha-rtu-09 in Alpha Protection",
    );
    const overdue = webhook.deliveries.filter(
      (delivery) => (delivery.body as { event: string }).event === "obligation-overdue",
    );
    // The R1.3 and R3.3 exceptions are notified as an overdue obligation is, before it.
    expect(overdue.map((delivery) => (delivery.body as { title: string }).title)).toEqual([
      "2 CIP obligation(s) became exceptions",
      "1 CIP obligation(s) became overdue",
    ]);
    // No record keeps patched items, so CIP-007 R2 was never judged: the summary, the issue and
    // each notice say so once, in its words (issue 69); CIP-010 R3 started at the first merge.
    const r2 = PATCH_MANAGEMENT_FAMILY.notJudged;
    expect(first.summary.split(`**Not judged:** ${escapeMarkdown(r2)}`)).toHaveLength(2);
    expect(issue?.body.split(`**Not judged:** ${escapeMarkdown(r2)}`)).toHaveLength(2);
    for (const delivery of overdue)
      expect((delivery.body as { detail: string }).detail.split(r2)).toHaveLength(2);
    expect(`${first.summary}${issue?.body}`).not.toContain(
      VULNERABILITY_ASSESSMENT_FAMILY.notJudged.slice(0, 40),
    );

    await checkDrift({ "notify-url": webhook.url }); // the same overdue obligation: nothing new
    expect(
      webhook.deliveries.filter(
        (delivery) => (delivery.body as { event: string }).event === "obligation-overdue",
      ),
    ).toHaveLength(2);
    expect(
      github.issues.issues.filter((candidate) => candidate.title.startsWith("CIP obligations")),
    ).toHaveLength(1);
  });
});

describe("CIP-010 R1.4 notes in the change record", () => {
  it("keeps each /cip-010-r1.4 line of a counted approval, with its approver, and no other", async () => {
    github.pulls.find((pull) => pull.number === PR)!.reviews = [
      {
        user: "dave",
        state: "APPROVED",
        body: "Looks right.\n/cip-010-r1.4 CIP-007 R1 ports and CIP-005 R1 ACLs unaffected: CHG-1234\n/cip-010-completed 2026-11-20 WO-4411\n/cip-010-investigated #2 ports alpha-rtu-09 INC-7",
      },
      // Approved an earlier commit only: not an approval of what was merged, so no note either.
      { user: "frank", state: "APPROVED", commitId: "e".repeat(40), body: "/cip-010-r1.4 stale" },
    ];
    await planPullRequest();
    expect((await pushToMain()).code).toBe(0);
    const change = ledger()
      .records.map(({ record }) => record)
      .find((r) => r.kind === "change");
    const pull = change?.kind === "change" ? change.change.pull_request : null;
    expect(pull?.verification_notes).toEqual([
      { login: "dave", note: "CIP-007 R1 ports and CIP-005 R1 ACLs unaffected: CHG-1234" },
    ]);
    // CIP-010 R1.3: the completion date, from the same counted approval.
    expect(pull?.completion_notes).toEqual([
      { login: "dave", completed_on: "2026-11-20", reference: "WO-4411" },
    ]);
    // CIP-010 R2.1: where an unauthorized change's investigation is documented, from the same.
    expect(pull?.investigation_notes).toEqual([
      { login: "dave", detected_in: 2, item: "ports", asset: "alpha-rtu-09", reference: "INC-7" },
    ]);
  });
});

describe("configuration monitoring at a drift check (input monitoring-file)", () => {
  const BASELINE =
    '{ os_firmware: [{ name: RTOS, version: "4.2" }], software: [], custom_software: [], ports: [], patches: [KB1] }';
  const observed = (patches: string[]) => ({
    os_firmware: [{ name: "RTOS", version: "4.2" }],
    software: [],
    custom_software: [],
    ports: [],
    patches,
  });
  const collectorFile = (
    patches: string[],
    workspace = "default",
    observedAt = "2026-11-20T10:00:00Z",
  ) =>
    JSON.stringify({
      format_version: 1,
      workspace,
      observed_at: observedAt,
      collector: { name: "site-collector", version: "1.0" },
      assets: [
        { cyber_system: "Protection System", name: "alpha-relay-01", observed: observed(patches) },
      ],
    });

  async function withCollectorFile(text: string): Promise<void> {
    await writeInventory(
      "alpha.yaml",
      `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-relay-01: { type: hardware, baseline: ${BASELINE} }\n`,
    );
    await writeFile(join(workspaceOf(dir), "collector.json"), text);
  }

  it("appends a configuration-monitoring record after the reconciliation, a mismatch listed", async () => {
    await withCollectorFile(collectorFile(["KB1", "KB2"]));
    const run = await checkDrift({ "monitoring-file": "collector.json" });
    expect(run.stdout).toContain("1 asset(s) compared, 1 unauthorized change(s) detected");
    expect(run.stdout).toContain(COLLECTOR_WORD);
    const { records, breaks } = ledger();
    expect(breaks).toEqual([]);
    expect(records.map(({ record }) => record.kind)).toEqual([
      "monitoring",
      "configuration-monitoring",
    ]);
    const [, monitoring] = records;
    if (monitoring?.record.kind !== "configuration-monitoring") throw new Error("not appended");
    // The service's id of the asset (the live inventory this check read), and its class.
    expect(monitoring.record.configuration_monitoring.assets).toMatchObject([
      { name: "alpha-relay-01", asset_id: "ca_1", class: "BCA" },
    ]);
    expect(monitoring.record.configuration_monitoring.unauthorized_changes).toMatchObject([
      { name: "alpha-relay-01", asset_id: "ca_1", item: "patches" },
    ]);
    expect(monitoring.record.run.run_url).toMatch(/^https:\/\//);
  });

  it.each([
    ["not JSON", "{", "is not JSON"],
    [
      "of another workspace",
      collectorFile(["KB1"], "grid-west"),
      "input monitoring-file collector.json is of workspace grid-west (its /workspace), not the input workspace default of this drift check: commit it where the drift check of workspace grid-west reads it, or, if the file is of workspace default, write that at /workspace; nothing was written",
    ],
    [
      "naming an asset not declared",
      collectorFile(["KB1"]).replace("alpha-relay-01", "alpha-relay-99"),
      "/assets/0",
    ],
    [
      // The authority table's configuration-observation row: a file dated after it is appended
      // (beyond the clock-skew allowance) would blind R2.1 for good.
      "observed after it is appended",
      collectorFile(["KB1", "KB2"], "default", "2099-01-01T00:00:00Z"),
      "input monitoring-file collector.json at /observed_at: it was observed at 2099-01-01T00:00:00Z, after it was appended (",
    ],
  ])(
    "refuses a file %s with failure-reason invalid, before writing anything",
    async (_case, text, says) => {
      await withCollectorFile(text);
      const writes = github.writes().length;
      const run = await checkDrift({ "monitoring-file": "collector.json" });
      expect(run.code).toBe(1);
      expect(run.outputs["failure-reason"]).toBe("invalid");
      expect(run.stdout).toContain(says);
      expect(run.stdout).toContain(
        "nothing was written: no record was appended to the evidence ledger, and no issue or notification was sent",
      );
      expect(ledger().records).toEqual([]);
      expect(github.writes().slice(writes)).toEqual([]);
    },
  );
});

describe("a drift check off the default branch (CIP-010 R2.1 evidence from main only)", () => {
  const NOT_RECORDED =
    "This drift check writes no evidence record, drift issue, obligations issue or notification";

  it.each([
    [
      "dispatched on a feature branch",
      (inputs: Record<string, string>) => dispatchDriftCheck(inputs, "feature/x"),
    ],
    [
      "pushed to a feature branch in mode auto",
      (inputs: Record<string, string>) => pushToBranch("feature/x", inputs),
    ],
  ])("%s: plans, and writes no record, issue or notification", async (_case, run) => {
    await writeInventory(
      "alpha.yaml",
      "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-relay-01: { type: hardware }\n",
    );
    await writeFile(join(workspaceOf(dir), "collector.json"), "not even JSON");
    const receiver = await startWebhookReceiver();
    onTestFinished(() => receiver.close());
    const writes = github.writes().length;
    const done = await run({ "monitoring-file": "collector.json", "notify-url": receiver.url });
    expect(done.code).toBe(0);
    expect(done.outputs.changes).toBe("true");
    expect(done.summary).toContain(
      `${NOT_RECORDED}: it runs on refs/heads/feature/x, not on the default branch main, and the evidence of CIP-010 R2.1 comes only from the default branch's drift check.`,
    );
    expect(done.stdout).toContain(`::warning title=Not the default branch::${NOT_RECORDED}`);
    expect(github.writes().slice(writes)).toEqual([]);
    expect(github.git.filesOn(BRANCH)).toEqual([]);
    expect(github.issues.issues).toEqual([]);
    expect(receiver.deliveries).toEqual([]);
  });

  it("on main, dispatched, still records its check", async () => {
    await writeInventory("alpha.yaml", ALPHA);
    const done = await dispatchDriftCheck();
    expect(done.code).toBe(0);
    expect(done.summary).not.toContain(NOT_RECORDED);
    expect(ledger().records.map(({ record }) => record.kind)).toEqual(["monitoring"]);
  });
});
