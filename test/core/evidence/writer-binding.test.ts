// The ledger writer's declaration and proofs, as pure decisions: each bad cip-ledger.yaml named at
// its line and column with what to write, and each record or kept head counted only with a
// declared key's signature over exactly what it claims.
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseLedgerDeclaration } from "../../../src/core/evidence/chain/writer-declaration.ts";
import {
  headSignedBy,
  parseSignedHead,
  signedHeadDescription,
  signRecord,
  writerProofProblem,
} from "../../../src/core/evidence/chain/writer-proof.ts";

const key = generateKeyPairSync("ed25519");
const other = generateKeyPairSync("ed25519");
const PEM = key.publicKey.export({ type: "spki", format: "pem" }).toString().trim();
const RSA_PEM = generateKeyPairSync("rsa", { modulusLength: 1024 })
  .publicKey.export({ type: "spki", format: "pem" })
  .toString()
  .trim();
const block = (pem: string) => `  - |\n    ${pem.replace(/\n/g, "\n    ")}\n`;

describe("cip-ledger.yaml", () => {
  it.each([
    ["not version 1", `version: 2\nwriter_keys:\n${block(PEM)}`, "cip-ledger.yaml:1:10: version:"],
    ["no key", "version: 1\nwriter_keys: []\n", "cip-ledger.yaml:2:14: writer_keys:"],
    [
      "a key that is no PEM",
      "version: 1\nwriter_keys:\n  - abc\n",
      "cip-ledger.yaml:3:5: writer_keys.0: not a PEM public key",
    ],
    [
      "an RSA key",
      `version: 1\nwriter_keys:\n${block(RSA_PEM)}`,
      "cip-ledger.yaml:3:5: writer_keys.0: a rsa key",
    ],
    [
      "an unknown key",
      `version: 1\nwriter_key:\n${block(PEM)}`,
      'cip-ledger.yaml:2:1: unknown key "writer_key"; did you mean "writer_keys"?',
    ],
    [
      "a start without its digest",
      `version: 1\nwriter_keys:\n${block(PEM)}starts:\n  default: { sequence: 3 }\n`,
      "cip-ledger.yaml:8:12: starts.default.sha256: missing",
    ],
    [
      "two documents",
      `version: 1\n---\nversion: 1\n`,
      'cip-ledger.yaml:2:1: must hold one YAML document; remove the extra "---"',
    ],
  ])("refuses %s, at its place", (_case, text, problem) => {
    const read = parseLedgerDeclaration(text, "cip-ledger.yaml");
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.problems.join("\n")).toContain(problem);
  });

  it("reads the keys and the starts, one digest whatever the layout", () => {
    const a = parseLedgerDeclaration(
      `version: 1\nwriter_keys:\n${block(PEM)}starts:\n  b: { sequence: 2, sha256: "${"a".repeat(64)}" }\n  a: { sequence: 1, sha256: "${"b".repeat(64)}" }\n`,
      "f",
    );
    const b = parseLedgerDeclaration(
      `# comment\nstarts: { a: { sha256: "${"b".repeat(64)}", sequence: 1 }, b: { sequence: 2, sha256: "${"a".repeat(64)}" } }\nversion: 1\nwriter_keys:\n${block(PEM)}`,
      "f",
    );
    if (!a.ok || !b.ok) throw new Error("expected both to read");
    expect(a.declaration.keys).toHaveLength(1);
    expect(a.declaration.starts.get("a")).toEqual({ sequence: 1, sha256: "b".repeat(64) });
    expect(a.declaration.digest).toBe(b.declaration.digest);
  });
});

describe("a record's signature", () => {
  const sha = "c".repeat(64);
  const signed = signRecord(key, sha);
  const entry = (sequence: number, signature: string | undefined, sha256 = sha) => ({
    sequence,
    sha256,
    signature,
  });

  it.each([
    [
      "records before the first signed one are not asked",
      [entry(1, undefined), entry(2, signed)],
      undefined,
    ],
    [
      "an unsigned record after a signed one",
      [entry(1, signed), entry(2, undefined)],
      "record #2 of workspace w: it has no signature file beside it",
    ],
    [
      "a signature over other bytes",
      [entry(1, signed, "d".repeat(64))],
      "record #1 of workspace w: its signature is not by any key",
    ],
    [
      "a signature by another key",
      [entry(1, signRecord(other, sha))],
      "record #1 of workspace w: its signature is not by any key",
    ],
    ["a signature file that is not JSON", [entry(1, "x")], "its signature file is not JSON"],
    ["no record signed", [entry(1, undefined)], undefined],
    [
      "a break-glass record after signed ones: an operator's, not asked for the writer's key",
      [entry(1, signed), { ...entry(2, undefined), operator: true }],
      undefined,
    ],
    [
      "an operator's record carrying a signature that is not the writer's",
      [entry(1, signed), { ...entry(2, signRecord(other, sha)), operator: true }],
      "record #2 of workspace w: its signature is not by any key",
    ],
  ])("%s", (_case, entries, problem) => {
    const found = writerProofProblem(entries, [key.publicKey], "w");
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });

  it("refuses a signed ledger when no declaration gives keys: a binding stays", () => {
    expect(writerProofProblem([entry(1, undefined), entry(2, signed)], undefined, "w")).toContain(
      "record #2 of workspace w is signed by the ledger's writer, but no cip-ledger.yaml declares",
    );
  });
});

describe("a kept head's signature", () => {
  const claim = {
    branch: "cip-sync-evidence",
    workspace: "default",
    commit: "e".repeat(40),
    sequence: 12_345_678,
    sha256: "f".repeat(64),
  };
  const description = signedHeadDescription(key.privateKey, claim);
  const where = { branch: claim.branch, workspace: claim.workspace, commit: claim.commit };

  it("fits in a commit status, and counts only on the commit and context it was signed for", () => {
    expect(description.length).toBeLessThanOrEqual(140);
    const head = parseSignedHead(description)!;
    expect(head).toMatchObject({ sequence: claim.sequence, sha256: claim.sha256 });
    expect(headSignedBy([key.publicKey], head, where)).toBe(true);
    expect(headSignedBy([other.publicKey], head, where)).toBe(false);
    expect(headSignedBy([key.publicKey], head, { ...where, commit: "d".repeat(40) })).toBe(false);
    expect(headSignedBy([key.publicKey], head, { ...where, workspace: "other" })).toBe(false);
    expect(headSignedBy([key.publicKey], { ...head, sequence: head.sequence - 1 }, where)).toBe(
      false,
    );
  });

  it.each([
    ["the unsigned format", `record #1 sha256 ${"f".repeat(64)}`],
    ["a truncated signature", description.slice(0, -1)],
    ["nothing", null],
  ])("reads no signed head from %s", (_case, text) => {
    expect(parseSignedHead(text)).toBeUndefined();
  });
});
