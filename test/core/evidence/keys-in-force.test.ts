// Which keys may sign each record: the cip-ledger.yaml in force before it, as TUF checks each root
// with the keys of the one before (issue 88, item 1). Each row a ledger of merges and drift checks,
// each record signed by a key or not, and the exact outcome of the check.
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  declarationCommits,
  type DeclarationsAt,
  keysFactsOf,
  keysInForceProblem,
  type SignedRecord,
} from "../../../src/core/evidence/chain/keys-in-force.ts";
import { signRecord } from "../../../src/core/evidence/chain/writer-proof.ts";
import type { ChangeOutcome } from "../../../src/core/evidence/records/evidence-record.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import {
  BASE_SHA,
  breakGlassDraft,
  chainOf,
  changeDraft,
  day,
  monitoringDraft,
} from "../../support/evidence-records.ts";

const [k1, k2, k3] = [1, 2, 3].map(() => generateKeyPairSync("ed25519"));
type Pair = NonNullable<typeof k1>;
const [C1, C2, C3] = ["c1", "c2", "c3"].map((hex) => hex.repeat(20)) as [string, string, string];

/** A step of a ledger: a merge of `commit` (accepted or refused), a drift check or a break-glass. */
type Step =
  | { merge: string; outcome?: ChangeOutcome; signedBy?: Pair }
  | { drift: true; signedBy?: Pair }
  | { breakGlass: true; signedBy?: Pair };

function ledger(steps: readonly Step[]): SignedRecord[] {
  const sealed = chainOf(
    steps.map((step, index) => {
      const at = day(index);
      if ("drift" in step) return { draft: monitoringDraft("default", index + 1, true), at };
      const draft = changeDraft("default", index + 1, "merge" in step ? step.outcome : "applied");
      const merged = {
        ...draft,
        change: { ...draft.change, merge_sha: "merge" in step ? step.merge : C1 },
      };
      return { draft: "breakGlass" in step ? breakGlassDraft(merged) : merged, at };
    }),
  );
  return sealed.map(({ record, text }, index) => {
    const sha256 = sha256Hex(Buffer.from(text));
    const by = steps[index]?.signedBy;
    const signature =
      by === undefined
        ? undefined
        : signRecord({ privateKey: by.privateKey, publicKey: by.publicKey }, sha256);
    return {
      facts: keysFactsOf(record),
      sequence: record.sequence,
      sha256,
      signature,
      operator: "breakGlass" in steps[index]!,
    };
  });
}

const keys = (...pairs: Pair[]): KeyObject[] => pairs.map(({ publicKey }) => publicKey);
/** The genesis (the first record's base) declares k1, as do C1 and C2; C2 adds k2; C3 retires k1. */
const DECLARATIONS: DeclarationsAt = new Map([
  [BASE_SHA, keys(k1!)],
  [C1, keys(k1!)],
  [C2, keys(k1!, k2!)],
  [C3, keys(k2!)],
]);
const START = { before: null, genesis: BASE_SHA };

describe("each record checked with the declaration in force before it", () => {
  it.each<[string, Step[], string | undefined]>([
    [
      "records signed by the key in force",
      [
        { merge: C1, signedBy: k1! },
        { drift: true, signedBy: k1! },
      ],
      undefined,
    ],
    [
      "a key added by an accepted merge signs from the next record on",
      [
        { merge: C2, signedBy: k1! },
        { drift: true, signedBy: k2! },
      ],
      undefined,
    ],
    [
      "a key cannot sign the accepted merge that adds it",
      [{ merge: C2, signedBy: k2! }],
      "record #1 of workspace default: its signature is not by any key the cip-ledger.yaml in force before it declares (at commit " +
        `${BASE_SHA}, the ledger's genesis): a key takes force only from the accepted merge that adds it`,
    ],
    [
      "a key added by a refused merge never signs",
      [
        { merge: C2, outcome: "policy", signedBy: k1! },
        { merge: C2, signedBy: k2! },
      ],
      "record #2 of workspace default: its signature is not by any key the cip-ledger.yaml in force before it declares",
    ],
    [
      "a key retired by an accepted merge signs nothing after it",
      [
        { merge: C2, signedBy: k1! },
        { merge: C3, signedBy: k2! },
        { drift: true, signedBy: k1! },
      ],
      `record #3 of workspace default: its signature is not by any key the cip-ledger.yaml in force before it declares (at commit ${C3}, put in force by record #2)`,
    ],
    [
      "a key no declaration names",
      [{ merge: C1, signedBy: k3! }],
      "record #1 of workspace default: its signature is not by any key",
    ],
    [
      "records before the first signed one count by the login's rules",
      [{ drift: true }, { merge: C1, signedBy: k1! }],
      undefined,
    ],
    [
      "an unsigned record after signed ones",
      [{ merge: C1, signedBy: k1! }, { drift: true }],
      "record #2 of workspace default: it has no signature file beside it, but its records from #1 on are the bound writer's",
    ],
    [
      "an operator's break-glass record without a signature file is not asked for the writer's",
      [{ merge: C1, signedBy: k1! }, { breakGlass: true }, { drift: true, signedBy: k1! }],
      undefined,
    ],
  ])("%s", (_case, steps, expected) => {
    const entries = ledger(steps);
    const problem = keysInForceProblem(entries, START, DECLARATIONS, "default");
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toContain(expected);
  });
});

describe("the binding record: nothing declared in force before it", () => {
  const UNBOUND: DeclarationsAt = new Map([
    [BASE_SHA, undefined],
    [C1, keys(k1!)],
    [C2, undefined],
  ]);

  it.each<[string, Step[], string | undefined]>([
    [
      "an accepted merge signed by a key its own commit declares",
      [{ merge: C1, signedBy: k1! }],
      undefined,
    ],
    [
      "an accepted merge signed by a key its commit does not declare",
      [{ merge: C1, signedBy: k2! }],
      "its signature is not by any key the cip-ledger.yaml it merged declares, and no cip-ledger.yaml was in force before it",
    ],
    [
      "a refused merge, signed",
      [{ merge: C1, outcome: "policy", signedBy: k1! }],
      "it is signed, but no cip-ledger.yaml was in force before it (commit " +
        `${BASE_SHA}), and it is not a merge the gate accepted that binds the writer`,
    ],
    [
      "an accepted merge whose commit declares no writer",
      [{ merge: C2, signedBy: k1! }],
      `and the commit it merged (${C2}) declares no writer either`,
    ],
  ])("%s", (_case, steps, expected) => {
    const problem = keysInForceProblem(ledger(steps), START, UNBOUND, "default");
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toContain(expected);
  });
});

describe("the commits whose declarations are read", () => {
  it("reads the one in force before the first record and each accepted merge's, once, before any signature is checked", () => {
    const entries = ledger([
      { merge: C2, signedBy: k1! },
      { merge: C3, outcome: "policy" },
      { drift: true },
      { merge: C2, signedBy: k3! },
    ]);
    expect(
      declarationCommits(
        entries.map(({ facts }) => facts),
        START,
      ),
    ).toEqual([BASE_SHA, C2]);
    expect(
      declarationCommits([], { before: { sequence: 9, commit: C3 }, genesis: BASE_SHA }),
    ).toEqual([C3]);
  });
});
