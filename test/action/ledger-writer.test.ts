// The ledger's writer bound to the reviewed workflow (issue 78), in process against the emulator
// and the fake GitHub: with cip-ledger.yaml declaring the writer's public key, every record and
// kept head the apply and drift jobs write is signed with the key only their environment holds,
// and what another job of the repository writes (with the same github-actions[bot] login, its
// commits verified by GitHub) counts for nothing. Each attack is tried as a writer of the
// repository would, and each refusal shows that nothing was applied.
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import type { EvidenceRecord } from "../../src/core/evidence/records/evidence-record.ts";
import {
  headSignedBy,
  type LedgerSigningKey,
  parseSignedHead,
  signedHeadDescription,
  signRecord,
} from "../../src/core/evidence/chain/writer-proof.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import { isCliRecordPath, recordPath } from "../../src/core/evidence/chain/record-files.ts";
import { CLI_RUN_PREFIX } from "../../src/core/evidence/records/evidence-record.ts";
import { INTEGRATION_LOGIN, UNLISTED_PARENT } from "../support/fake-github.ts";
import { chainOf, monitoringDraft } from "../support/evidence-records.ts";
import { type ActionRun, runInProcess, workspaceOf } from "./run-action.ts";
import {
  ALPHA,
  checkDrift,
  dir,
  planPullRequest,
  emulator,
  expectNoSecrets,
  github,
  PR,
  pushToMain,
  SERVICE_INPUTS,
  useScenario,
  withoutLedgerDeclaration,
} from "./scenario.ts";

useScenario(runInProcess);
// Each test here declares its own writer, commit by commit, or none.
beforeEach(withoutLedgerDeclaration);

const BASE = UNLISTED_PARENT;
const LEDGER = "cip-sync-evidence";
const CONTEXT = `cip-sync/ledger (${LEDGER}, default)`;
const writerKey = generateKeyPairSync("ed25519");
const otherKey = generateKeyPairSync("ed25519");
const PRIVATE_PEM = writerKey.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const publicPem = (key: KeyObject) => key.export({ type: "spki", format: "pem" }).toString();
const PUBLIC_PEM = publicPem(writerKey.publicKey);
/** The private key's body, which no output may carry. */
const KEY_BODY = PRIVATE_PEM.split("\n")[1]!;
const SIGNING = { "ledger-key": PRIVATE_PEM, "require-reviewed-plan": "false" };

const POLICY = `version: 1
rules:
  - id: high-impact-deletes
    when: { operations: [delete], impact: [high] }
    require: { approvals: 2, from: owners }
`;
const ALPHA_AT_BASE = `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [dave, grace]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n`;

function declaration(starts = ""): string {
  const indented = PUBLIC_PEM.trim().replace(/\n/g, "\n    ");
  return `version: 1\nwriter_keys:\n  - |\n    ${indented}\n${starts}`;
}

const [cutHead, cutMerge] = ["e1".repeat(20), "e2".repeat(20)];
const [deleteHead, deleteMerge] = ["e3".repeat(20), "e4".repeat(20)];

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

/** The files of `commit` on the default branch: the policy, the alpha document, the declaration. */
function filesAt(commit: string, policy: string, ledger: string | undefined): void {
  github.policy.addFile(commit, "cip-policy.yaml", policy);
  github.policy.addFile(commit, "inventory/alpha.yaml", ALPHA_AT_BASE);
  if (ledger !== undefined) github.policy.addFile(commit, "cip-ledger.yaml", ledger);
}

/**
 * The base declares the writer's key (or not: `ledger` undefined); the first pull request removes
 * the two-owner delete rule with one owner's approval: refused at its merge (record #1, signed when
 * the job has the key), and merged by GitHub anyway, so the default branch holds the cut policy.
 */
async function refusedFirstChange(
  ledger: string | undefined,
  inputs = SIGNING,
): Promise<ActionRun> {
  const workspace = workspaceOf(dir);
  await writeFile(
    join(workspace, "inventory", "alpha.yaml"),
    ALPHA.replace("assets:\n", "impact: high\nowners: [dave, grace]\nassets:\n"),
  );
  await writeFile(join(workspace, "cip-policy.yaml"), "version: 1\n");
  filesAt(BASE, POLICY, ledger);
  merged(PR + 1, cutHead, cutMerge, ["dave"]);
  const cut = await pushToMain(cutMerge, inputs, BASE);
  expect(cut.code).toBe(1);
  filesAt(cutMerge, "version: 1\n", ledger);
  github.git.defaultBranchCommit(BASE, []);
  github.git.defaultBranchCommit(cutMerge, [BASE]);
  github.git.defaultBranchCommit(deleteMerge, [cutMerge]);
  return cut;
}

/** The next pull request deletes old-hmi, in a High system, with one owner's approval. */
function oneOwnerDelete(inputs: Record<string, string> = SIGNING): Promise<ActionRun> {
  merged(PR + 2, deleteHead, deleteMerge, ["dave"]);
  return pushToMain(deleteMerge, inputs, cutMerge);
}

function ledgerFiles() {
  return github.git.filesOn(LEDGER);
}

/**
 * What another workflow of the repository appends with its own GITHUB_TOKEN: a copy of the
 * refused merge's record that says the gate let it through, with the pointer the fold computes,
 * committed as github-actions[bot] and verified by GitHub, as every workflow's commits are.
 */
function appendForgedAcceptance(signedWith?: LedgerSigningKey): void {
  const [head] = ledgerFiles().filter(({ path }) => path.endsWith(".json"));
  const record = JSON.parse(Buffer.from(head!.bytes).toString("utf8")) as EvidenceRecord;
  if (record.kind !== "change") throw new Error("expected the refused merge's change record");
  const recordedAt = new Date(Date.parse(record.recorded_at) + 1000).toISOString();
  const forged = {
    ...record,
    sequence: 2,
    previous_sha256: sha256Hex(head!.bytes),
    recorded_at: recordedAt,
    change: { ...record.change, outcome: "applied" },
    in_force: { sequence: 2, commit: cutMerge },
  };
  const path = recordPath(forged as EvidenceRecord);
  const text = `${JSON.stringify(forged, null, 2)}\n`;
  const signature =
    signedWith === undefined
      ? {}
      : { [`${path}.sig`]: signRecord(signedWith, sha256Hex(Buffer.from(text))) };
  github.git.commitFiles(LEDGER, { [path]: text, ...signature }, [], {
    message: "record",
    author: INTEGRATION_LOGIN,
    verified: true,
  });
}

/**
 * What another workflow appends at a command-line path: a copy of the ledger's head as a
 * break-glass record (origin cli) without in_force, unsigned, committed as github-actions[bot];
 * its file's text is what `written` makes of the record's (the record itself by default). Returns
 * the path.
 */
function appendCommandLineRecord(written = (text: string) => text): string {
  const head = ledgerFiles()
    .filter(({ path }) => path.endsWith(".json"))
    .at(-1)!;
  const record = JSON.parse(Buffer.from(head.bytes).toString("utf8")) as EvidenceRecord & {
    run: { run_url?: string };
  };
  // A command-line record names no run URL, as the schema requires of origin cli.
  const run = { ...record.run, run_id: `${CLI_RUN_PREFIX}7` };
  delete run.run_url;
  const forged = {
    ...record,
    origin: "cli",
    run,
    sequence: record.sequence + 1,
    previous_sha256: sha256Hex(head.bytes),
    recorded_at: new Date(Date.parse(record.recorded_at) + 1000).toISOString(),
  } as EvidenceRecord;
  delete forged.in_force;
  const path = recordPath(forged);
  expect(isCliRecordPath(path)).toBe(true);
  github.git.commitFiles(LEDGER, { [path]: written(`${JSON.stringify(forged, null, 2)}\n`) }, [], {
    message: "record",
    author: INTEGRATION_LOGIN,
    verified: true,
  });
  return path;
}

function expectNothingApplied(run: ActionRun, mutationsBefore: number): void {
  expectNoSecrets(run);
  expect(run.code).toBe(1);
  expect(emulator.mutatingRequestCount()).toBe(mutationsBefore);
}

/** The writer's private key appears only in the ::add-mask:: lines that register it. */
function expectKeyMasked(run: ActionRun): void {
  const carrying = run.stdout.split("\n").filter((line) => line.includes(KEY_BODY));
  expect(carrying.every((line) => line.startsWith("::add-mask::"))).toBe(true);
  expect(JSON.stringify([...run.tempFiles.values(), run.outputs])).not.toContain(KEY_BODY);
  expect(
    JSON.stringify(ledgerFiles().map(({ bytes }) => Buffer.from(bytes).toString())),
  ).not.toContain(KEY_BODY);
}

describe("the ledger's writer, bound by cip-ledger.yaml (issue 78)", () => {
  it("signs each record and the kept head with the declared key, and masks the key", async () => {
    const cut = await refusedFirstChange(declaration());
    expectKeyMasked(cut);
    const files = ledgerFiles();
    const record = files.find(({ path }) => path.endsWith(".json"))!;
    expect(files.map(({ path }) => path)).toContain(`${record.path}.sig`);
    const [status] = github.policy.statuses.filter((kept) => kept.context === CONTEXT);
    const signed = parseSignedHead(status!.description)!;
    expect(signed).toMatchObject({ sequence: 1, sha256: sha256Hex(record.bytes) });
    const where = { branch: LEDGER, workspace: "default", commit: cutMerge };
    expect(headSignedBy([writerKey.publicKey], signed, where)).toBe(true);
    expect(headSignedBy([otherKey.publicKey], signed, where)).toBe(false);
    expect(status!.description.length).toBeLessThanOrEqual(140);
  });

  it("judges the next merge from the signed ledger (the refused rule removal not in force)", async () => {
    await refusedFirstChange(declaration());
    const before = emulator.mutatingRequestCount();
    const next = await oneOwnerDelete();
    expectNothingApplied(next, before);
    expect(next.outputs["failure-reason"]).toBe("policy");
    expectKeyMasked(next);
  });

  describe("a record another workflow appended, as github-actions[bot], verified", () => {
    it("with cip-ledger.yaml, counts for nothing: nothing is judged or applied, and the record is named", async () => {
      await refusedFirstChange(declaration());
      appendForgedAcceptance();
      const before = emulator.mutatingRequestCount();
      const next = await oneOwnerDelete();
      expectNothingApplied(next, before);
      expect(next.outputs["failure-reason"]).toBe("evidence");
      expect(next.stdout).toContain(
        "record #2 of workspace default: it has no signature file beside it, but its records from #1 on are the bound writer's: a record another job of the repository wrote is not evidence",
      );
    });
  });

  describe("a refused merge that adds a key, merged anyway (issue 88, item 1)", () => {
    /**
     * The refused change also adds a key whose private half its author holds; another workflow
     * then appends a record saying the gate let it through, signed with that key. Checked with the
     * declaration at the commit judged from (the refused merge's, which declares the key), it
     * counted, and put the refused merge, rule removal and key, in force.
     */
    async function keyAddedByRefusedMerge(): Promise<void> {
      await refusedFirstChange(declaration());
      const both = `${declaration()}  - |\n    ${publicPem(otherKey.publicKey).trim().replace(/\n/g, "\n    ")}\n`;
      github.policy.addFile(cutMerge, "cip-ledger.yaml", both);
      await writeFile(join(workspaceOf(dir), "cip-ledger.yaml"), both);
      appendForgedAcceptance({ privateKey: otherKey.privateKey, publicKey: otherKey.publicKey });
    }

    it("does not let the key sign the record that would put it in force: nothing is judged or applied", async () => {
      await keyAddedByRefusedMerge();
      const before = emulator.mutatingRequestCount();
      const next = await oneOwnerDelete();
      expectNothingApplied(next, before);
      expect(next.outputs["failure-reason"]).toBe("evidence");
      expect(next.stdout).toContain(
        `record #2 of workspace default: its signature is not by any key the cip-ledger.yaml in force before it declares (at commit ${BASE}, the ledger's genesis): a key takes force only from the accepted merge that adds it`,
      );
    });

    it("refuses the drift check alike, which writes no record", async () => {
      await keyAddedByRefusedMerge();
      const files = ledgerFiles().length;
      const drift = await checkDrift({ "drift-issue": "false", ...SIGNING }, cutMerge);
      expect(drift.code).toBe(1);
      expect(drift.outputs["failure-reason"]).toBe("evidence");
      expect(drift.stdout).toContain("a key takes force only from the accepted merge that adds it");
      expect(ledgerFiles()).toHaveLength(files);
    });
  });

  describe("a command-line record another workflow appends without in_force (issue 88, item 3)", () => {
    /** The refused cut (#1), the delete both owners approve (#2, in force), then the forged #3. */
    async function acceptedThenForged(starts: boolean): Promise<void> {
      await refusedFirstChange(declaration());
      merged(PR + 2, deleteHead, deleteMerge, ["dave", "grace"]);
      expect((await pushToMain(deleteMerge, SIGNING, cutMerge)).code).toBe(0);
      const accepted = ledgerFiles()
        .filter(({ path }) => path.endsWith(".json"))
        .at(-1)!;
      const declared = declaration(
        starts
          ? `starts:\n  default: { sequence: 2, sha256: "${sha256Hex(accepted.bytes)}" }\n`
          : "",
      );
      filesAt(deleteMerge, POLICY, declared);
      appendCommandLineRecord();
    }

    /** The in_force the ledger's last record carries. */
    const lastInForce = () => {
      const last = ledgerFiles()
        .filter(({ path }) => path.endsWith(".json"))
        .at(-1)!;
      return (JSON.parse(Buffer.from(last.bytes).toString("utf8")) as EvidenceRecord).in_force;
    };

    it.each([
      ["without starts:", false],
      ["with starts:", true],
    ])("%s never moves what is in force, and every later run chains on", async (_case, starts) => {
      await acceptedThenForged(starts);
      for (const attempt of [1, 2]) {
        const drift = await checkDrift({ "drift-issue": "false", ...SIGNING }, deleteMerge);
        expect({ attempt, code: drift.code }).toEqual({ attempt, code: 0 });
        expect(lastInForce()).toEqual({ sequence: 2, commit: deleteMerge });
      }
    });
  });

  describe("a file that is no record, another workflow commits at a command-line path (issue 99, item 3)", () => {
    /** The refused cut (#1), then another workflow's truncated JSON at a break-glass path. */
    async function refusedThenTruncated(): Promise<string> {
      await refusedFirstChange(declaration());
      return appendCommandLineRecord((text) => text.slice(0, text.length / 2));
    }

    it("is listed as unauthenticated, and the next drift check and merge run on", async () => {
      const path = await refusedThenTruncated();
      const drift = await checkDrift({ "drift-issue": "false", ...SIGNING }, cutMerge);
      expect(drift.code).toBe(0);
      expect(drift.stdout).toContain(
        `${path} is passed over as an unauthenticated exception: its commit cannot be authenticated: cip-ledger.yaml declares no operator_keys (docs/ledger-writer.md), and it is not a valid evidence record: not UTF-8 JSON`,
      );
      const records = () =>
        ledgerFiles()
          .filter(({ path: file }) => file.endsWith(".json") && file !== path)
          .map(({ bytes }) => JSON.parse(Buffer.from(bytes).toString("utf8")) as EvidenceRecord);
      // The drift check's record chains on #1, as though the file were not there.
      expect(records().map(({ sequence, kind }) => ({ sequence, kind }))).toEqual([
        { sequence: 1, kind: "change" },
        { sequence: 2, kind: "monitoring" },
      ]);
      const before = emulator.mutatingRequestCount();
      merged(PR + 2, deleteHead, deleteMerge, ["dave", "grace"]);
      const merge = await pushToMain(deleteMerge, SIGNING, cutMerge);
      // Read from the drift check's checkpoint, after the file: applied as the gate accepts it.
      expect(merge.code).toBe(0);
      expect(emulator.mutatingRequestCount()).toBeGreaterThan(before);
      expect(records().at(-1)).toMatchObject({
        sequence: 3,
        kind: "change",
        change: { outcome: "applied" },
      });
    });
  });

  describe("a re-run of a merge's apply job decides from the ledger (issue 88, item 4)", () => {
    /** Attempt 2 of the apply job of `sha`, as GitHub re-runs it: the same commit, ref and run. */
    function rerun(sha: string, before: string): Promise<ActionRun> {
      return runInProcess({
        dir,
        inputs: { ...SERVICE_INPUTS(), ...SIGNING },
        eventName: "push",
        event: {
          ref: "refs/heads/main",
          before,
          after: sha,
          repository: { default_branch: "main" },
        },
        githubApiUrl: github.url,
        sha,
        ref: "refs/heads/main",
        env: { GITHUB_RUN_ATTEMPT: "2" },
      });
    }

    /** The refused cut (record #1), then the delete both owners approve (record #2, in force). */
    async function twoMerges(): Promise<void> {
      await refusedFirstChange(declaration());
      merged(PR + 2, deleteHead, deleteMerge, ["dave", "grace"]);
      const applied = await pushToMain(deleteMerge, SIGNING, cutMerge);
      expect(applied.code).toBe(0);
      filesAt(deleteMerge, "version: 1\n", declaration());
    }

    it("refuses a re-run of an older merge's job, whatever its plan comment says: nothing applied or recorded", async () => {
      await twoMerges();
      const [files, before] = [ledgerFiles().length, emulator.mutatingRequestCount()];
      const run = await rerun(cutMerge, BASE);
      expectNothingApplied(run, before);
      expect(run.outputs["failure-reason"]).toBe("evidence");
      expect(run.stdout).toContain(
        `This is attempt 2 of the apply job of commit ${cutMerge}, a re-run the evidence ledger cannot resume: it is older than commit ${deleteMerge}, which record #2 put in force: a merge's record may only move what is in force forward`,
      );
      expect(ledgerFiles()).toHaveLength(files);
    });

    it("refuses a re-run of the last merge's job once its apply is recorded", async () => {
      await twoMerges();
      const [files, before] = [ledgerFiles().length, emulator.mutatingRequestCount()];
      const run = await rerun(deleteMerge, cutMerge);
      expectNothingApplied(run, before);
      expect(run.stdout).toContain(
        "record #2, the ledger's last, already records its apply (outcome applied), so there is nothing to resume",
      );
      expect(ledgerFiles()).toHaveLength(files);
    });

    it("refuses a push of a commit whose apply the ledger's last record already records: nothing applied or recorded", async () => {
      await twoMerges();
      const [files, before] = [ledgerFiles().length, emulator.mutatingRequestCount()];
      // The branch pushed back to the merge it was at: a first attempt of the same commit.
      const again = await pushToMain(deleteMerge, SIGNING, cutMerge);
      expectNothingApplied(again, before);
      expect(again.outputs["failure-reason"]).toBe("evidence");
      expect(again.stdout).toContain(
        `This run applies commit ${deleteMerge} again, which the evidence ledger cannot resume: record #2, the ledger's last, already records its apply (outcome applied), so there is nothing to resume`,
      );
      expect(ledgerFiles()).toHaveLength(files);
    });

    it("lets a re-run resume the ledger's own last attempt: a refusal approved since", async () => {
      await refusedFirstChange(declaration());
      github.pulls
        .find((pull) => pull.number === PR + 1)!
        .reviews.push({
          user: "grace",
          state: "APPROVED",
        });
      const run = await rerun(cutMerge, BASE);
      expect(run.code).toBe(0);
      expect(ledgerFiles().filter(({ path }) => path.endsWith(".json"))).toHaveLength(2);
    });
  });

  it("refuses a job without ledger-key before it applies a merge the gate accepts, and says how to give it one", async () => {
    await refusedFirstChange(declaration());
    const files = ledgerFiles().length;
    const before = emulator.mutatingRequestCount();
    // Both owners approve: the gate lets the delete through, and the job cannot record it.
    merged(PR + 2, deleteHead, deleteMerge, ["dave", "grace"]);
    const next = await pushToMain(
      deleteMerge,
      { "require-reviewed-plan": "false", "ledger-key": "" },
      cutMerge,
    );
    expectNothingApplied(next, before);
    expect(next.outputs["failure-reason"]).toBe("evidence");
    expect(next.stdout).toContain(
      "cip-ledger.yaml binds the evidence ledger's writer to its declared keys, and this job has no input ledger-key",
    );
    expect(ledgerFiles()).toHaveLength(files);
  });

  it.each([
    ["not a key", "secret-fragment-QwZrTp"],
    [
      "an RSA key",
      generateKeyPairSync("rsa", { modulusLength: 1024 })
        .privateKey.export({ type: "pkcs8", format: "pem" })
        .toString(),
    ],
  ])(
    "refuses a ledger-key that is %s before any request, never showing it",
    async (_case, given) => {
      const before = emulator.mutatingRequestCount();
      const run = await pushToMain(undefined, { "ledger-key": given });
      expect(run.code).toBe(1);
      expect(run.outputs["failure-reason"]).toBe("settings");
      expect(run.stdout).toMatch(
        /input ledger-key is (not a PEM private key|a rsa key, not Ed25519)/,
      );
      const body = given.includes("\n") ? given.split("\n")[1]! : given;
      const carrying = run.stdout.split("\n").filter((line) => line.includes(body));
      expect(carrying.every((line) => line.startsWith("::add-mask::"))).toBe(true);
      expect(emulator.mutatingRequestCount()).toBe(before);
    },
  );

  it("refuses a bound ledger once a change merged anyway removed cip-ledger.yaml", async () => {
    await refusedFirstChange(declaration());
    github.policy.contents.delete(`${cutMerge}:cip-ledger.yaml`);
    const before = emulator.mutatingRequestCount();
    const next = await oneOwnerDelete();
    expectNothingApplied(next, before);
    expect(next.outputs["failure-reason"]).toBe("evidence");
    expect(next.stdout).toContain(UNBOUND);
    expect(next.stdout).toContain(
      "If the ledger was bound before (its records have .sig files beside them), a change removed cip-ledger.yaml: restore that file as it was (git revert the change that removed it) rather than making a new key",
    );
    // A change that adds it back is judged from the commit without it: refused too, saying so.
    await writeFile(join(workspaceOf(dir), "cip-ledger.yaml"), declaration());
    const restoring = await pushToMain(deleteMerge, SIGNING, cutMerge);
    expectNothingApplied(restoring, before);
    expect(restoring.stdout).toContain(
      "restore cip-ledger.yaml as it was, by reverting the change that removed it (a pull request that adds it back is judged from a commit without it, so it is refused too)",
    );
  });

  it("refuses a declaration that differs from the one in force (another key, added by a change the gate did not accept)", async () => {
    await refusedFirstChange(declaration());
    // The refused change also swapped in another key: the base of the next merge declares it.
    const swapped = declaration().replace(
      PUBLIC_PEM.trim().replace(/\n/g, "\n    "),
      otherKey.publicKey
        .export({ type: "spki", format: "pem" })
        .toString()
        .trim()
        .replace(/\n/g, "\n    "),
    );
    github.policy.addFile(cutMerge, "cip-ledger.yaml", swapped);
    const before = emulator.mutatingRequestCount();
    const next = await oneOwnerDelete();
    expectNothingApplied(next, before);
    expect(next.outputs["failure-reason"]).toBe("evidence");
  });

  describe("the kept head", () => {
    it("ignores a head another job posted in its context, naming the genesis after a force-push, and refuses the rewound ledger", async () => {
      await refusedFirstChange(declaration());
      const genesisOnly = github.git.refs.get(`heads/${LEDGER}`)!;
      // A second refused merge: record #2, its head kept (signed) on its merge commit.
      const [secondHead, secondMerge] = ["e5".repeat(20), "e6".repeat(20)];
      merged(PR + 3, secondHead, secondMerge, ["dave"]);
      expect((await pushToMain(secondMerge, SIGNING, cutMerge)).code).toBe(1);
      filesAt(secondMerge, "version: 1\n", declaration());
      github.git.defaultBranchCommit(secondMerge, [cutMerge]);
      github.git.defaultBranchCommit(deleteMerge, [secondMerge]);
      // Force-pushed back to record #1, and a head naming record #1 posted on the newest commit by
      // another job: in the old format by the same login, and signed by another key.
      github.git.refs.set(`heads/${LEDGER}`, genesisOnly);
      const [first] = ledgerFiles().filter(({ path }) => path.endsWith(".json"));
      const genesis = { sequence: 1, sha256: sha256Hex(first!.bytes) };
      github.policy.statuses.push(
        {
          sha: secondMerge,
          state: "success",
          context: CONTEXT,
          description: `record #1 sha256 ${genesis.sha256}`,
          creator: INTEGRATION_LOGIN,
        },
        {
          sha: secondMerge,
          state: "success",
          context: CONTEXT,
          description: signedHeadDescription(otherKey.privateKey, {
            branch: LEDGER,
            workspace: "default",
            commit: secondMerge,
            ...genesis,
          }),
          creator: INTEGRATION_LOGIN,
        },
      );
      const before = emulator.mutatingRequestCount();
      merged(PR + 2, deleteHead, deleteMerge, ["dave"]);
      const next = await pushToMain(deleteMerge, SIGNING, secondMerge);
      expectNothingApplied(next, before);
      expect(next.outputs["failure-reason"]).toBe("evidence");
      expect(next.stdout).toContain(
        `ends at record #1, before record #2, the head commit ${secondMerge} keeps for workspace default`,
      );
      expect(next.stdout).toContain(
        `Ignored a status in ${CONTEXT} on ${secondMerge} by ${INTEGRATION_LOGIN}: not signed by a key cip-ledger.yaml declares, so it keeps no head.`,
      );
    });

    it("finds the signed head under 150 statuses another job posted after it, reading its pages", async () => {
      await refusedFirstChange(declaration());
      const genesisOnly = github.git.refs.get(`heads/${LEDGER}`)!;
      const [secondHead, secondMerge] = ["e5".repeat(20), "e6".repeat(20)];
      merged(PR + 3, secondHead, secondMerge, ["dave"]);
      expect((await pushToMain(secondMerge, SIGNING, cutMerge)).code).toBe(1);
      filesAt(secondMerge, "version: 1\n", declaration());
      github.git.defaultBranchCommit(secondMerge, [cutMerge]);
      github.git.refs.set(`heads/${LEDGER}`, genesisOnly);
      for (let forged = 0; forged < 150; forged += 1)
        github.policy.statuses.push({
          sha: secondMerge,
          state: "success",
          context: CONTEXT,
          description: `record #1 sha256 ${"ab".repeat(32)}`,
          creator: INTEGRATION_LOGIN,
        });
      const before = emulator.mutatingRequestCount();
      merged(PR + 2, deleteHead, deleteMerge, ["dave"]);
      const next = await pushToMain(deleteMerge, SIGNING, secondMerge);
      expectNothingApplied(next, before);
      expect(next.stdout).toContain(
        `ends at record #1, before record #2, the head commit ${secondMerge} keeps for workspace default`,
      );
    });

    it("ignores a head another job posted naming a record the ledger never held: it blocks nothing", async () => {
      await refusedFirstChange(declaration());
      github.policy.statuses.push({
        sha: cutMerge,
        state: "success",
        context: CONTEXT,
        description: signedHeadDescription(otherKey.privateKey, {
          branch: LEDGER,
          workspace: "default",
          commit: cutMerge,
          sequence: 99,
          sha256: "ab".repeat(32),
        }),
        creator: INTEGRATION_LOGIN,
      });
      const next = await oneOwnerDelete();
      // Judged (and refused by the owner policy), not refused as a lost ledger.
      expect(next.outputs["failure-reason"]).toBe("policy");
    });

    it.each([
      [21, "within the window: the kept head", `commit ${cutMerge} keeps its head at record #1`],
      [
        51,
        "beyond the window: the declared start",
        "cip-ledger.yaml, a reviewed declaration, declares its head at record #1",
      ],
    ])(
      "refuses a deleted branch after %i pushes that carry no kept head (%s)",
      async (pushes, _where, why) => {
        const cut = await refusedFirstChange(declaration());
        const head = { sequence: 1, sha256: cut.outputs["evidence-head-sha256"]! };
        const started = declaration(
          `starts:\n  default: { sequence: ${head.sequence}, sha256: "${head.sha256}" }\n`,
        );
        // The start declared in a reviewed change, then pushes with [skip ci]: no run, no head.
        filesAt(cutMerge, "version: 1\n", started);
        let parent = cutMerge;
        for (let push = 0; push < pushes; push += 1) {
          const sha = (push + 16).toString(16).padStart(2, "0").repeat(20);
          github.git.defaultBranchCommit(sha, [parent]);
          filesAt(sha, "version: 1\n", started);
          parent = sha;
        }
        github.git.refs.delete(`heads/${LEDGER}`);
        const before = emulator.mutatingRequestCount();
        merged(PR + 2, deleteHead, deleteMerge, ["dave"]);
        const next = await pushToMain(deleteMerge, SIGNING, parent);
        expectNothingApplied(next, before);
        expect(next.outputs["failure-reason"]).toBe("evidence");
        expect(next.stdout).toContain(`the evidence branch ${LEDGER} does not exist, but ${why}`);
        expect(github.git.refs.has(`heads/${LEDGER}`)).toBe(false);
      },
    );
  });

  describe("verified offline by the auditor, with the declaration from the default branch", () => {
    /** The ledger's files in a folder, cip-ledger.yaml beside: `evidence verify` on them. */
    async function verifyCopy(ledger: string | undefined = declaration()) {
      const folder = await mkdtemp(join(tmpdir(), "cip-ledger-writer-"));
      onTestFinished(() => rm(folder, { recursive: true, force: true }));
      for (const file of ledgerFiles()) {
        await mkdir(dirname(join(folder, "evidence", file.path)), { recursive: true });
        await writeFile(join(folder, "evidence", file.path), file.bytes);
      }
      if (ledger !== undefined) await writeFile(join(folder, "cip-ledger.yaml"), ledger);
      return runCliInProcess(
        ["evidence", "verify", "--dir", "evidence", "--ledger-declaration", "cip-ledger.yaml"],
        { cwd: folder },
      );
    }

    it("passes a ledger the bound writer signed, and says what it checked", async () => {
      await refusedFirstChange(declaration());
      const run = await verifyCopy();
      // A copy without .git: the history is not checked (said once), the signatures are.
      expect(run.stderr).toMatch(
        /^warning: history: evidence: the ledger was read without its git history/,
      );
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        "every record from each workspace's first signed one on (1 signed) is signed by a key cip-ledger.yaml declares",
      );
    });

    it("refuses a record another workflow appended, naming it", async () => {
      await refusedFirstChange(declaration());
      appendForgedAcceptance();
      const run = await verifyCopy();
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        "record #2 of workspace default: it has no signature file beside it, but its records from #1 on are the bound writer's",
      );
    });

    it("refuses a declaration that is not one, at its line and column", async () => {
      await refusedFirstChange(declaration());
      const run = await verifyCopy("version: 1\nwriter_keys:\n  - not a key\n");
      // As a bad --operator-keys file: a usage error.
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        "--ledger-declaration cip-ledger.yaml: cip-ledger.yaml:3:5: writer_keys.0: not a PEM public key",
      );
    });
  });
});

/** What every run that judges from an unbound ledger refuses with (core/evidence/chain/writer-declaration.ts). */
const UNBOUND =
  "no cip-ledger.yaml at the commit judged from binds the evidence ledger's writer, so its records and kept head could only count by the login github-actions[bot]";

/**
 * A ledger the Action wrote before its writer was bound (as an earlier version, or this one before
 * cip-ledger.yaml, did): one drift check's record, committed by the login and unsigned.
 */
function unsignedLedger(): void {
  const [sealed] = chainOf([
    { draft: monitoringDraft("default", 900, true), at: new Date("2026-11-01T00:00:00Z") },
  ]);
  github.git.commitFiles(LEDGER, { [sealed!.path]: sealed!.text }, [], {
    message: "record",
    author: INTEGRATION_LOGIN,
    verified: true,
  });
}

describe("a ledger whose writer is not bound (issue 78, item 2)", () => {
  it("is refused by the merge before anything is judged, applied or recorded, with the steps", async () => {
    filesAt(BASE, POLICY, undefined);
    merged(PR + 2, deleteHead, deleteMerge, ["dave", "grace"]);
    const before = emulator.mutatingRequestCount();
    const run = await pushToMain(deleteMerge, SIGNING, BASE);
    expectNothingApplied(run, before);
    expect(run.outputs["failure-reason"]).toBe("evidence");
    expect(run.stdout).toContain(UNBOUND);
    expect(run.stdout).toContain(
      "1. make the key: openssl genpkey -algorithm ed25519 -out ledger-key.pem;",
    );
    expect(ledgerFiles()).toEqual([]);
    expect(github.policy.statuses.filter(({ context }) => context === CONTEXT)).toEqual([]);
  });

  it("is refused by the drift check, which writes no record and keeps no head", async () => {
    unsignedLedger();
    const run = await checkDrift(SIGNING);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("evidence");
    expect(run.stdout).toContain(UNBOUND);
    expect(ledgerFiles().filter(({ path }) => path.endsWith(".json"))).toHaveLength(1);
    expect(github.policy.statuses.filter(({ context }) => context === CONTEXT)).toEqual([]);
  });

  describe("moves to the bound writer by the one reviewed change that adds cip-ledger.yaml", () => {
    const [bindHead, bindMerge] = ["e5".repeat(20), "e6".repeat(20)];

    /** The pull request adding the declaration, approved by both owners, and merged. */
    async function bindingMerge(inputs: Record<string, string>): Promise<ActionRun> {
      unsignedLedger();
      filesAt(BASE, POLICY, undefined);
      await writeFile(join(workspaceOf(dir), "cip-ledger.yaml"), declaration());
      await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), POLICY);
      await writeFile(
        join(workspaceOf(dir), "inventory", "alpha.yaml"),
        ALPHA.replace("assets:\n", "impact: high\nowners: [dave, grace]\nassets:\n"),
      );
      merged(PR + 1, bindHead, bindMerge, ["dave", "grace"]);
      const run = await pushToMain(bindMerge, inputs, BASE);
      filesAt(bindMerge, POLICY, declaration());
      github.git.defaultBranchCommit(BASE, []);
      github.git.defaultBranchCommit(bindMerge, [BASE]);
      github.git.defaultBranchCommit(deleteMerge, [bindMerge]);
      return run;
    }

    it("judges that change by the login's rules, once, and signs its merge's record: from it on the binding holds", async () => {
      const run = await bindingMerge(SIGNING);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        "This change binds the evidence ledger's writer: it adds cip-ledger.yaml, which the commit judged from does not have",
      );
      const records = ledgerFiles().filter(({ path }) => path.endsWith(".json"));
      const signatures = ledgerFiles().filter(({ path }) => path.endsWith(".sig"));
      expect(records).toHaveLength(2);
      // The record before the binding stays as it was; the binding merge's is the first signed.
      expect(signatures.map(({ path }) => path)).toEqual([`${records[1]!.path}.sig`]);
      expectKeyMasked(run);
    });

    it("plans that pull request, in a job that holds no key, by the login's rules once, saying so", async () => {
      unsignedLedger();
      await writeFile(join(workspaceOf(dir), "cip-ledger.yaml"), declaration());
      const plan = await planPullRequest({ "require-reviewed-plan": "false" });
      expect(plan.code).toBe(0);
      expect(plan.stdout).toContain(
        "This change binds the evidence ledger's writer: it adds cip-ledger.yaml, which the commit judged from does not have",
      );
      // Another pull request, without the declaration, is refused with the steps.
      await rm(join(workspaceOf(dir), "cip-ledger.yaml"));
      const other = await planPullRequest({ "require-reviewed-plan": "false" });
      expect(other.code).toBe(1);
      expect(other.stdout).toContain(UNBOUND);
    });

    it("refuses that merge in a job without the key, before anything is appended", async () => {
      const run = await bindingMerge({ "require-reviewed-plan": "false", "ledger-key": "" });
      expect(run.code).toBe(1);
      expect(run.outputs["failure-reason"]).toBe("evidence");
      expect(run.stdout).toContain(
        "cip-ledger.yaml binds the evidence ledger's writer to its declared keys, and this job has no input ledger-key",
      );
      expect(ledgerFiles().filter(({ path }) => path.endsWith(".json"))).toHaveLength(1);
    });

    it("judges the next merge from the bound ledger: a record another workflow then appends is refused", async () => {
      await bindingMerge(SIGNING);
      const [, bound] = ledgerFiles().filter(({ path }) => path.endsWith(".json"));
      const record = JSON.parse(Buffer.from(bound!.bytes).toString("utf8")) as EvidenceRecord;
      const forged = {
        ...record,
        sequence: 3,
        previous_sha256: sha256Hex(bound!.bytes),
        recorded_at: new Date(Date.parse(record.recorded_at) + 1000).toISOString(),
        // Consistent in all but the signature: the pointer the fold computes for it.
        in_force: { sequence: 3, commit: bindMerge },
      };
      github.git.commitFiles(
        LEDGER,
        { [recordPath(forged as EvidenceRecord)]: `${JSON.stringify(forged, null, 2)}\n` },
        [],
        { message: "record", author: INTEGRATION_LOGIN, verified: true },
      );
      const before = emulator.mutatingRequestCount();
      merged(PR + 2, deleteHead, deleteMerge, ["dave", "grace"]);
      const next = await pushToMain(deleteMerge, SIGNING, bindMerge);
      expectNothingApplied(next, before);
      expect(next.stdout).toContain(
        "record #3 of workspace default: it has no signature file beside it, but its records from #2 on are the bound writer's",
      );
    });
  });
});
