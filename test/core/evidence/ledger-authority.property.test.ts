// Issue 68's property: over generated ledgers (accepted and refused merges, drift checks), each
// single tampering of the evidence branch (deleted; reset to any earlier head; a record appended
// by another account, or by the writer's name with any `in_force`; any record rewritten; a file
// added beside a record by another account) is judged as every run of the Action judges it: the
// commits first (github/ledger's commitProblems, as the authenticated reading does), then the
// records (judgeLedgerAuthority) against the head the Action kept. The answer is a refusal, or
// exactly what the genuine ledger puts in force: never a refused merge's commit. Issue 78 adds the
// ledger bound to its writer's key: a record another workflow of the repository appended (the same
// login, its commit verified) and a status another job posted in the kept head's context after a
// rewind are each refused. Issue 88 adds the trust root governed: a key added outside the governed
// path (a refused merge that declares it) signs nothing that counts, a command-line record by
// another workflow never moves what is in force, and a record the writer signs that moves the
// pointer backwards (an old merge's apply job re-run) is refused. A commit off the default branch
// is not a fold's to see: the environment's deployment rule keeps the key from other branches.
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type HeadStatus,
  judgeLedgerAuthority,
  type KeptHead,
  keptHeadAmong,
  type LedgerAuthority,
} from "../../../src/core/evidence/chain/ledger-authority.ts";
import {
  signedHeadDescription,
  signRecord,
  writerProofProblem,
} from "../../../src/core/evidence/chain/writer-proof.ts";
import { commitProblems } from "../../../src/core/evidence/chain/evidence-remote.ts";
import { sealRecord, serializeRecord } from "../../../src/core/evidence/chain/record-files.ts";
import type {
  EvidenceDraft,
  EvidenceRecord,
  HashedRecord,
} from "../../../src/core/evidence/records/evidence-record.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { breakGlassDraft, changeDraft, monitoringDraft } from "../../support/evidence-records.ts";
import {
  type DeclarationsAt,
  keysFactsOf,
  keysInForceProblem,
} from "../../../src/core/evidence/chain/keys-in-force.ts";

const WRITER = "github-actions[bot]";
const WORKSPACE = "default";
const sha = (n: number) => n.toString(16).padStart(40, "0");

type Step = "accepted" | "refused" | "drift";

/** A record with the author of the commit that added it. */
interface Entry {
  hashed: HashedRecord;
  author: string;
}

function draftOf(step: Step, index: number): EvidenceDraft {
  if (step === "drift") {
    const check = monitoringDraft(WORKSPACE, index, true);
    if (check.kind !== "monitoring") throw new Error("a drift check's draft");
    return { ...check, monitoring: { ...check.monitoring, commit: sha(1000 + index) } };
  }
  const draft = changeDraft(WORKSPACE, index, step === "accepted" ? "applied" : "policy");
  return {
    ...draft,
    change: { ...draft.change, base_sha: sha(1000 + index), merge_sha: sha(2000 + index) },
  };
}

/** The genuine ledger: each record sealed on the one before, by the writer. */
function ledgerOf(steps: readonly Step[]): Entry[] {
  const entries: Entry[] = [];
  steps.forEach((step, index) => {
    const head = entries.at(-1);
    const sealed = sealRecord(
      draftOf(step, index + 1),
      head && {
        record: head.hashed.record,
        bytes: Buffer.from(serializeRecord(head.hashed.record)),
      },
      new Date(Date.UTC(2026, 0, 1, 0, index)),
    );
    entries.push({
      hashed: { record: sealed.record, sha256: sha256Hex(sealed.text) },
      author: WRITER,
    });
  });
  return entries;
}

/** A record sealed after `head` from `record`'s fields, its `in_force` set to `inForce`. */
function forgedAfter(
  head: Entry,
  record: EvidenceRecord,
  inForce: EvidenceRecord["in_force"],
): HashedRecord {
  const forged = {
    ...record,
    sequence: head.hashed.record.sequence + 1,
    previous_sha256: head.hashed.sha256,
    recorded_at: new Date(Date.parse(head.hashed.record.recorded_at) + 1).toISOString(),
    in_force: inForce,
  } as EvidenceRecord;
  return { record: forged, sha256: sha256Hex(serializeRecord(forged)) };
}

/** The branch as a run reads it: its records with their commits, and commits that add no record. */
interface Branch {
  entries: readonly Entry[];
  /** The authors of commits after the records' that add no record (a file beside one). */
  others: readonly string[];
}

/** How every run decides: the commits, then the records against the kept head. */
function decide(branch: Branch | undefined, kept: KeptHead): LedgerAuthority {
  if (branch === undefined)
    return judgeLedgerAuthority({
      branch: "cip-sync-evidence",
      workspace: WORKSPACE,
      branchCommit: undefined,
      records: [],
      start: "first-record",
      kept,
    });
  const { entries } = branch;
  const commits = [...entries.map(({ author }) => author), ...branch.others].map(
    (author, index) => ({
      sha: sha(3000 + index),
      author,
      verified: true,
      reason: "valid",
      parents: index === 0 ? [] : [sha(3000 + index - 1)],
    }),
  );
  const problems = commitProblems({ branch: "cip-sync-evidence", commits }, WRITER);
  if (problems.length > 0) return { kind: "refused", why: problems.join("; ") };
  // A chain that no longer links is refused by the reading's chain check before the fold.
  const links = entries.every(
    ({ hashed }, index) =>
      index === 0 || hashed.record.previous_sha256 === entries[index - 1]?.hashed.sha256,
  );
  if (!links) return { kind: "refused", why: "the chain is broken" };
  return judgeLedgerAuthority({
    branch: "cip-sync-evidence",
    workspace: WORKSPACE,
    branchCommit: sha(9999),
    records: entries.map(({ hashed }) => hashed),
    start: "first-record",
    kept,
  });
}

const steps = fc.array(fc.constantFrom<Step>("accepted", "refused", "drift"), {
  minLength: 1,
  maxLength: 8,
});

type Tampering =
  | { kind: "delete" }
  | { kind: "reset"; to: number }
  | { kind: "append"; by: "another" | "writer"; inForce: number | null; copyOf: number }
  | { kind: "rewrite"; at: number; inForce: number | null }
  | { kind: "beside"; at: number };

const tampering: fc.Arbitrary<Tampering> = fc.oneof(
  fc.constant({ kind: "delete" as const }),
  fc.record({ kind: fc.constant("reset" as const), to: fc.nat() }),
  fc.record({
    kind: fc.constant("append" as const),
    by: fc.constantFrom("another" as const, "writer" as const),
    inForce: fc.option(fc.nat(), { nil: null }),
    copyOf: fc.nat(),
  }),
  fc.record({
    kind: fc.constant("rewrite" as const),
    at: fc.nat(),
    inForce: fc.option(fc.nat(), { nil: null }),
  }),
  fc.record({ kind: fc.constant("beside" as const), at: fc.nat() }),
);

function tampered(genuine: readonly Entry[], change: Tampering): Branch | undefined {
  const n = genuine.length;
  const pointer = (at: number | null) => {
    if (at === null) return null;
    const target = genuine[at % n]!.hashed.record;
    return {
      sequence: target.sequence,
      commit: target.kind === "change" ? target.change.merge_sha : sha(0),
    };
  };
  switch (change.kind) {
    case "delete":
      return undefined;
    case "reset":
      return { entries: genuine.slice(0, change.to % n), others: [] };
    case "append": {
      const head = genuine.at(-1)!;
      const hashed = forgedAfter(
        head,
        genuine[change.copyOf % n]!.hashed.record,
        pointer(change.inForce),
      );
      return {
        entries: [...genuine, { hashed, author: change.by === "writer" ? WRITER : "mallory" }],
        others: [],
      };
    }
    case "rewrite": {
      const at = change.at % n;
      const was = genuine[at]!;
      const record = { ...was.hashed.record, in_force: pointer(change.inForce) } as EvidenceRecord;
      const hashed = { record, sha256: sha256Hex(serializeRecord(record)) };
      // Rewritten in a commit of its own: the writer's history shows a modification, so only a
      // rewrite committed as the writer is modelled; the chain check sees the broken link after it.
      return {
        entries: genuine.map((entry, index) => (index === at ? { ...entry, hashed } : entry)),
        others: [],
      };
    }
    case "beside":
      // A file beside record `at`, committed by another account: a commit not by the writer.
      return { entries: genuine, others: [change.at % 2 === 0 ? "mallory" : "another-bot[bot]"] };
  }
}

describe("the ledger as an authority, over generated ledgers (issue 68)", () => {
  it("judges a genuine ledger by its fold, and every single tampering by a refusal or that same fold", () => {
    fc.assert(
      fc.property(steps, tampering, (ledgerSteps, change) => {
        const genuine = ledgerOf(ledgerSteps);
        const head = genuine.at(-1)!;
        const kept: KeptHead = {
          sequence: head.hashed.record.sequence,
          sha256: head.hashed.sha256,
          commit: sha(8888),
        };
        const truth = decide({ entries: genuine, others: [] }, kept);
        expect(truth.kind).toBe("in-force");
        if (truth.kind !== "in-force") return;
        // The genuine fold: the last accepted merge's commit, else the genesis (record 1's base).
        const accepted = genuine.filter((_, index) => ledgerSteps[index] === "accepted").at(-1);
        expect(truth.inForce.commit).toBe(
          accepted === undefined
            ? sha(1001) // what record 1 was judged (a merge's base) or read (a drift check's) at
            : (accepted.hashed.record as Extract<EvidenceRecord, { kind: "change" }>).change
                .merge_sha,
        );
        const judged = decide(tampered(genuine, change), kept);
        if (judged.kind === "refused") return;
        expect(judged).toEqual(truth);
        if (judged.kind !== "in-force") return;
        // Never a refused merge's commit.
        const refused = genuine
          .filter((_, index) => ledgerSteps[index] === "refused")
          .map(
            ({ hashed }) =>
              (hashed.record as Extract<EvidenceRecord, { kind: "change" }>).change.merge_sha,
          );
        expect(refused).not.toContain(judged.inForce.commit);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the ledger bound to its writer's key, over generated ledgers (issue 78)", () => {
  const key = generateKeyPairSync("ed25519");
  const other = generateKeyPairSync("ed25519");
  const writer = { login: WRITER, keys: [key.publicKey] };
  const AT = { branch: "cip-sync-evidence", workspace: WORKSPACE, commit: sha(8888) };

  type Forgery =
    /** A record another workflow appended: the same login, its commit verified, not the key's. */
    | { kind: "append"; copyOf: number; inForce: number | null; signedBy: "none" | "other" }
    /** The branch reset to `to`, and a status naming its head posted in the kept head's context. */
    | { kind: "status"; to: number; signedBy: "none" | "other" };

  const forgery: fc.Arbitrary<Forgery> = fc.oneof(
    fc.record({
      kind: fc.constant("append" as const),
      copyOf: fc.nat(),
      inForce: fc.option(fc.nat(), { nil: null }),
      signedBy: fc.constantFrom("none" as const, "other" as const),
    }),
    fc.record({
      kind: fc.constant("status" as const),
      to: fc.nat(),
      signedBy: fc.constantFrom("none" as const, "other" as const),
    }),
  );

  /** How every run of a bound ledger decides: the signatures, then the signed head, then the fold. */
  function decideBound(
    entries: readonly { hashed: HashedRecord; signature: string | undefined }[],
    statuses: readonly HeadStatus[],
  ): LedgerAuthority {
    const signatures = entries.map(({ hashed, signature }) => ({
      sequence: hashed.record.sequence,
      sha256: hashed.sha256,
      signature,
    }));
    const problem = writerProofProblem(signatures, writer.keys, WORKSPACE);
    if (problem !== undefined) return { kind: "refused", why: problem };
    const { head } = keptHeadAmong(statuses, { ...AT, writer });
    return judgeLedgerAuthority({
      branch: AT.branch,
      workspace: WORKSPACE,
      branchCommit: sha(9999),
      records: entries.map(({ hashed }) => hashed),
      start: "first-record",
      kept: head,
    });
  }

  function status(record: HashedRecord, signer: KeyObject | undefined): HeadStatus {
    const claim = { ...AT, sequence: record.record.sequence, sha256: record.sha256 };
    return {
      context: `cip-sync/ledger (${AT.branch}, ${WORKSPACE})`,
      description:
        signer === undefined
          ? `record #${claim.sequence} sha256 ${claim.sha256}`
          : signedHeadDescription(signer, claim),
      creator: { login: WRITER },
    };
  }

  it("judges each forgery by another job of the repository by a refusal or the genuine fold", () => {
    fc.assert(
      fc.property(steps, forgery, (ledgerSteps, change) => {
        const genuine = ledgerOf(ledgerSteps).map(({ hashed }) => ({
          hashed,
          signature: signRecord(key, hashed.sha256),
        }));
        const n = genuine.length;
        const kept = status(genuine.at(-1)!.hashed, key.privateKey);
        const truth = decideBound(genuine, [kept]);
        expect(truth.kind).toBe("in-force");
        const signer = change.signedBy === "other" ? other.privateKey : undefined;
        let judged: LedgerAuthority;
        if (change.kind === "append") {
          const head = genuine.at(-1)!;
          const copied = genuine[change.copyOf % n]!.hashed.record;
          const target =
            change.inForce === null ? null : genuine[change.inForce % n]!.hashed.record;
          const pointer =
            target === null
              ? null
              : {
                  sequence: target.sequence,
                  commit: target.kind === "change" ? target.change.merge_sha : sha(0),
                };
          const hashed = forgedAfter({ hashed: head.hashed, author: WRITER }, copied, pointer);
          const signature =
            signer === undefined
              ? undefined
              : signRecord({ privateKey: signer, publicKey: other.publicKey }, hashed.sha256);
          judged = decideBound([...genuine, { hashed, signature }], [kept]);
          // Another job's record is never counted: the ledger is refused.
          expect(judged.kind).toBe("refused");
        } else {
          const to = Math.max(1, change.to % (n + 1));
          const rewound = genuine.slice(0, to);
          const forged = status(rewound.at(-1)!.hashed, signer);
          // The forged status is the newest on the commit, as GitHub lists them first.
          judged = decideBound(rewound, [forged, kept]);
          if (to < n) expect(judged.kind).toBe("refused");
          else expect(judged).toEqual(truth);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("the trust root governed, over generated ledgers (issue 88)", () => {
  const key = generateKeyPairSync("ed25519");
  const added = generateKeyPairSync("ed25519");
  const signing = (pair: typeof key) => ({
    privateKey: pair.privateKey,
    publicKey: pair.publicKey,
  });

  type Attack =
    /** A refused merge declared a key of its author's, and a record signed with it accepts it. */
    | { kind: "key-outside"; refusedAt: number; inForce: number | null }
    /** Another workflow appends a command-line record: unsigned, any in_force or none. */
    | { kind: "command-line"; inForce: number | null | "none" }
    /**
     * The writer itself, re-run on an old merge's apply job (it holds the key), signs a record
     * that puts an older commit in force: the merge or base of record `of`, with the pointer the
     * old fold would give (`honest`) or any other.
     */
    | { kind: "backwards"; of: number; which: "merge" | "base"; honest: boolean; inForce: number };

  const attack: fc.Arbitrary<Attack> = fc.oneof(
    fc.record({
      kind: fc.constant("key-outside" as const),
      refusedAt: fc.nat(),
      inForce: fc.option(fc.nat(), { nil: null }),
    }),
    fc.record({
      kind: fc.constant("command-line" as const),
      inForce: fc.oneof(fc.constant("none" as const), fc.option(fc.nat(), { nil: null })),
    }),
    fc.record({
      kind: fc.constant("backwards" as const),
      of: fc.nat(),
      which: fc.constantFrom("merge" as const, "base" as const),
      honest: fc.boolean(),
      inForce: fc.nat(),
    }),
  );

  /** How every run of a bound ledger decides: each record by the keys in force before it, then the fold. */
  function decideGoverned(
    entries: readonly { hashed: HashedRecord; signature: string | undefined; operator: boolean }[],
    declarations: DeclarationsAt,
  ): LedgerAuthority {
    const start = { before: null, genesis: sha(1001) };
    const signed = entries.map(({ hashed, signature, operator }) => ({
      facts: keysFactsOf(hashed.record),
      sequence: hashed.record.sequence,
      sha256: hashed.sha256,
      signature,
      operator,
    }));
    const problem = keysInForceProblem(signed, start, declarations, WORKSPACE);
    if (problem !== undefined) return { kind: "refused", why: problem };
    return judgeLedgerAuthority({
      branch: "cip-sync-evidence",
      workspace: WORKSPACE,
      branchCommit: sha(9999),
      records: entries.map(({ hashed }) => hashed),
      start: "first-record",
      kept: undefined,
    });
  }

  it("judges each attack by a refusal or exactly the genuine fold, never a refused merge in force", () => {
    fc.assert(
      fc.property(steps, attack, (ledgerSteps, change) => {
        const genuine = ledgerOf(ledgerSteps).map(({ hashed }) => ({
          hashed,
          signature: signRecord(signing(key), hashed.sha256),
          operator: false,
        }));
        const n = genuine.length;
        // Every commit of the generated ledger declares the writer's key.
        const declarations = new Map<string, KeyObject[] | undefined>(
          Array.from({ length: 2 * n + 2 }, (_, index) => [
            sha(index <= n ? 1000 + index : 2000 + index - n - 1),
            [key.publicKey],
          ]),
        );
        const truth = decideGoverned(genuine, declarations);
        expect(truth.kind).toBe("in-force");
        const head = { hashed: genuine.at(-1)!.hashed, author: WRITER };
        const pointerTo = (at: number | null) => {
          if (at === null) return null;
          const target = genuine[at % n]!.hashed.record;
          const commit = target.kind === "change" ? target.change.merge_sha : sha(0);
          return { sequence: target.sequence, commit };
        };
        let judged: LedgerAuthority;
        if (change.kind === "key-outside") {
          // A refused merge of its own, merged anyway, its commit declaring the author's key too.
          const refused = draftOf("refused", n + 1);
          if (refused.kind !== "change") throw new Error("a merge's draft");
          const merge = refused.change.merge_sha;
          const governed = new Map(declarations).set(merge, [key.publicKey, added.publicKey]);
          const sealedRefusal = sealRecord(
            refused,
            { record: head.hashed.record, bytes: Buffer.from(serializeRecord(head.hashed.record)) },
            new Date(Date.UTC(2026, 0, 2)),
          );
          const refusal = {
            hashed: { record: sealedRefusal.record, sha256: sha256Hex(sealedRefusal.text) },
            signature: signRecord(signing(key), sha256Hex(sealedRefusal.text)),
            operator: false,
          };
          const accepting = {
            ...sealedRefusal.record,
            change: { ...refused.change, outcome: "applied" as const },
          } as EvidenceRecord;
          const forged = forgedAfter({ hashed: refusal.hashed, author: WRITER }, accepting, {
            sequence: n + 2,
            commit: merge,
          });
          const signature = signRecord(signing(added), forged.sha256);
          // Checked with the declaration at the commit judged from (the refused merge's), as the
          // Action did, the forged acceptance counted.
          const atJudged = [...genuine, refusal, { hashed: forged, signature, operator: false }];
          expect(
            writerProofProblem(
              atJudged.map(({ hashed, signature: text }) => ({
                sequence: hashed.record.sequence,
                sha256: hashed.sha256,
                signature: text,
              })),
              [key.publicKey, added.publicKey],
              WORKSPACE,
            ),
          ).toBeUndefined();
          judged = decideGoverned(
            [...genuine, refusal, { hashed: forged, signature, operator: false }],
            governed,
          );
          expect(judged.kind).toBe("refused");
        } else if (change.kind === "backwards") {
          // An old merge applied again: a change record of its own, accepted, whose merge is a
          // commit an earlier record merged or was judged from.
          // Older than what is in force: named by a record up to the last accepted merge (a
          // refused merge after it is the ledger's own attempt, which a re-run may resume).
          const lastAccepted = ledgerSteps.lastIndexOf("accepted");
          if (lastAccepted < 0) return;
          const old = genuine[change.of % (lastAccepted + 1)]!.hashed.record;
          if (old.kind !== "change") return;
          const commit = change.which === "merge" ? old.change.merge_sha : old.change.base_sha!;
          // Only a move: the commit in force again is no attack (a resumed attempt).
          if (truth.kind === "in-force" && truth.inForce.commit === commit) return;
          const draft = changeDraft(WORKSPACE, n + 1, "applied");
          const again = {
            ...draft,
            change: { ...draft.change, base_sha: sha(1000 + n + 1), merge_sha: commit },
          } as EvidenceRecord;
          const pointer = change.honest
            ? { sequence: n + 1, commit }
            : (pointerTo(change.inForce) ?? { sequence: n + 1, commit });
          const forged = forgedAfter(head, again, pointer);
          const records = [
            ...genuine,
            {
              hashed: forged,
              signature: signRecord(signing(key), forged.sha256),
              operator: false,
            },
          ];
          judged = decideGoverned(records, declarations);
          // Before issue 88's forward rule, the honest pointer was the old fold's answer: the
          // old commit back in force.
          expect(judged.kind).toBe("refused");
        } else {
          const copied = breakGlassDraft(changeDraft(WORKSPACE, 77));
          const forged = forgedAfter(
            head,
            { ...copied, sequence: 0, previous_sha256: null, recorded_at: "" } as EvidenceRecord,
            change.inForce === "none" ? null : pointerTo(change.inForce),
          );
          if (change.inForce === "none") delete (forged.record as { in_force?: unknown }).in_force;
          const hashed = {
            record: forged.record,
            sha256: sha256Hex(serializeRecord(forged.record)),
          };
          judged = decideGoverned(
            [...genuine, { hashed, signature: undefined, operator: true }],
            declarations,
          );
          if (judged.kind !== "refused") expect(judged).toEqual(truth);
        }
      }),
      { numRuns: 200 },
    );
  });
});
