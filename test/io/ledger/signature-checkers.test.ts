// `evidence verify`'s signature checkers (io/ledger/signature-checkers.ts) give the judge verdicts
// that say exactly what verifying in its own thread says: for every signature file (the writer's,
// another key's, one over another record, one that is not JSON or not format 1), and whichever of
// the keys tried the judge asks of it, recordSignatureProblem answers the same. More signatures than
// the checkers are sent at once, so that batches wait and are sent as others come back.
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  recordSignatureProblem,
  type SignedEntry,
  signatureVerdict,
  signRecord,
} from "../../../src/core/evidence/chain/writer-proof.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import {
  IN_THREAD_SIGNATURES,
  SignatureCheckers,
} from "../../../src/io/ledger/signature-checkers.ts";
import { SOURCE_BIN_ENTRY } from "../../support/evidence-records.ts";

const pair = () => generateKeyPairSync("ed25519");
const [writer, next, other] = [pair(), pair(), pair()];

/**
 * Past what two checkers are sent at once (4 batches of 256 each), and past what the judge keeps in
 * its own thread (IN_THREAD_SIGNATURES), also where a seventh of them has its verdict already.
 */
const ENTRIES = 6_000;

/** Entry `index`: signed by one of the keys, or not, or with a signature file that is no signature. */
function entryOf(index: number): SignedEntry {
  const sha256 = sha256Hex(Buffer.from(`record ${index}`));
  // Only the one it has is made: signing is most of the test's time.
  const signatures = [
    () => signRecord(writer, sha256),
    () => signRecord(next, sha256),
    () => signRecord(other, sha256),
    () => signRecord(writer, sha256Hex(Buffer.from(`record ${index + 1}`))),
    () => "{ not json",
    () => '{"format":2,"key":"0","signature":"AA"}\n',
    () => undefined,
  ];
  return { sequence: index + 1, sha256, signature: signatures[index % signatures.length]?.() };
}

describe("SignatureCheckers", () => {
  it("gives verdicts under which every signature is judged as in one thread, by any keys tried", async () => {
    const entries = Array.from({ length: ENTRIES }, (_, index) => entryOf(index));
    const tried = [writer.publicKey, next.publicKey];
    const checkers = SignatureCheckers.start(SOURCE_BIN_ENTRY, 2);
    if (checkers === undefined) throw new Error("expected two checkers");
    const verified = [
      ...(await checkers.verifyAhead(entries, tried).finally(() => checkers.close())),
    ];
    expect(verified.map(({ verifiedBy: _verdict, ...entry }) => entry)).toEqual(entries);
    expect(verified.filter((entry) => entry.verifiedBy === undefined)).toEqual(
      entries.filter((entry) => entry.signature === undefined),
    );
    for (const keys of [[writer.publicKey], [next.publicKey], tried])
      expect(
        verified.map((entry) =>
          recordSignatureProblem(keys, entry.sha256, entry.signature, "it", entry.verifiedBy),
        ),
      ).toEqual(
        entries.map((entry) => recordSignatureProblem(keys, entry.sha256, entry.signature, "it")),
      );
  });

  it("keeps a verdict found as the signature was read, and judges every signature as in one thread", async () => {
    // As verify's readers find them before the keys in force are known: by the writer's key only.
    const entries = Array.from({ length: ENTRIES }, (_, index) => {
      const entry = entryOf(index);
      const verifiedBy =
        entry.signature === undefined
          ? undefined
          : signatureVerdict([writer.publicKey], entry.sha256, entry.signature, "the named key");
      return verifiedBy === undefined || verifiedBy === null ? entry : { ...entry, verifiedBy };
    });
    expect(entries.filter((entry) => entry.verifiedBy !== undefined)).toHaveLength(
      Math.ceil(ENTRIES / 7),
    );
    const tried = [writer.publicKey, next.publicKey];
    const checkers = SignatureCheckers.start(SOURCE_BIN_ENTRY, 2);
    if (checkers === undefined) throw new Error("expected two checkers");
    const verified = [
      ...(await checkers.verifyAhead(entries, tried).finally(() => checkers.close())),
    ];
    // The checkers verified those left: each signed entry has a verdict now.
    expect(verified.filter((entry) => entry.verifiedBy === undefined)).toEqual(
      entries.filter((entry) => entry.signature === undefined),
    );
    for (const keys of [[writer.publicKey], [next.publicKey], tried])
      expect(
        verified.map((entry) =>
          recordSignatureProblem(keys, entry.sha256, entry.signature, "it", entry.verifiedBy),
        ),
      ).toEqual(
        entries.map((entry) => recordSignatureProblem(keys, entry.sha256, entry.signature, "it")),
      );
  });

  it("leaves fewer signatures than IN_THREAD_SIGNATURES to the judge's own thread", async () => {
    const entries = Array.from({ length: 2 * IN_THREAD_SIGNATURES }, (_, index) => entryOf(index))
      .filter((entry) => entry.signature !== undefined)
      .slice(0, IN_THREAD_SIGNATURES - 1);
    expect(entries).toHaveLength(IN_THREAD_SIGNATURES - 1);
    const checkers = SignatureCheckers.start(SOURCE_BIN_ENTRY, 2);
    if (checkers === undefined) throw new Error("expected two checkers");
    const verified = [...(await checkers.verifyAhead(entries, [writer.publicKey]))];
    await checkers.close();
    expect(verified).toEqual(entries);
  });

  it("starts none without the bin entry or on one core: the judge verifies in its own thread", () => {
    expect(SignatureCheckers.start(undefined, 4)).toBeUndefined();
    expect(SignatureCheckers.start(SOURCE_BIN_ENTRY, 1)).toBeUndefined();
  });
});
