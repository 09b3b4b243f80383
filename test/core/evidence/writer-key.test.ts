// Issue 88, "Smaller" and item 2: a writer key of cip-ledger.yaml is one PEM Ed25519 public key
// and nothing else. The whole ledger-key.pem pasted (createPublicKey would derive its public half
// and accept it, with the secret in git), a key that is not one PEM public key, and a key of
// another type are each refused at their line and column, saying what to paste instead, and no
// message repeats the private key or any part of it.
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseLedgerDeclaration } from "../../../src/core/evidence/chain/writer-declaration.ts";

const pair = generateKeyPairSync("ed25519");
const pem = (key: KeyObject, type: "spki" | "pkcs8" = "spki") =>
  key.export({ type, format: "pem" }).toString().trim();
const PUBLIC = pem(pair.publicKey);
const PRIVATE = pem(pair.privateKey, "pkcs8");
const ENCRYPTED = pair.privateKey
  .export({ type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase: "not-a-secret" })
  .toString()
  .trim();
const RSA = generateKeyPairSync("rsa", { modulusLength: 1024 });
const RSA_PRIVATE = RSA.privateKey.export({ type: "pkcs1", format: "pem" }).toString().trim();
const X25519 = pem(generateKeyPairSync("x25519").publicKey);
const BODY = PRIVATE.split("\n")[1]!;

/** An entry of writer_keys as a block scalar, as docs/ledger-writer.md writes it. */
const block = (text: string) => `  - |\n    ${text.replace(/\n/g, "\n    ")}\n`;
const declaration = (...entries: string[]) => `version: 1\nwriter_keys:\n${entries.join("")}`;

/** Every line of every private key used here, and every 8 characters of their bodies. */
const SECRET_PARTS = [PRIVATE, ENCRYPTED, RSA_PRIVATE].flatMap((secret) => {
  const lines = secret.split("\n").filter((line) => line.trim() !== "");
  const body = lines.filter((line) => !line.startsWith("-----")).join("");
  const windows = Array.from({ length: Math.max(body.length - 7, 0) }, (_, at) =>
    body.slice(at, at + 8),
  );
  return [...lines, ...windows];
});

function expectNoSecret(output: string): void {
  const leaked = SECRET_PARTS.filter((part) => output.includes(part));
  expect(leaked).toEqual([]);
}

const PASTE =
  'paste the public half instead (the whole output of "openssl pkey -in ledger-key.pem -pubout"';

describe("cip-ledger.yaml's writer keys", () => {
  it.each([
    [
      "the whole ledger-key.pem pasted",
      declaration(block(PRIVATE)),
      ["cip-ledger.yaml:4:5: writer_keys.0: a private key"],
    ],
    [
      "a private key beside the public one",
      declaration(block(PUBLIC), block(PRIVATE)),
      ["cip-ledger.yaml:8:5: writer_keys.1: a private key"],
    ],
    [
      "a private key written as a plain scalar",
      `version: 1\nwriter_keys:\n  - ${PRIVATE.replace(/\n/g, "\n    ")}\n`,
      ["cip-ledger.yaml:3:5: writer_keys.0: a private key"],
    ],
    [
      "a private key pasted where no YAML reads it",
      `version: 1\nwriter_keys:\n${PRIVATE}\n`,
      ["cip-ledger.yaml:3:1: a private key"],
    ],
    [
      "an encrypted private key",
      declaration(block(ENCRYPTED)),
      ["cip-ledger.yaml:4:5: writer_keys.0: a private key"],
    ],
    [
      "an RSA private key",
      declaration(block(RSA_PRIVATE)),
      ["cip-ledger.yaml:4:5: writer_keys.0: a private key"],
    ],
    [
      "a private key without its first line",
      declaration(block(PRIVATE.split("\n").slice(1).join("\n"))),
      ["cip-ledger.yaml:5:5: writer_keys.0: a private key"],
    ],
    [
      "a private key's middle line alone",
      declaration(`  - ${BODY}\n`),
      ["cip-ledger.yaml:3:5: writer_keys.0: a private key"],
    ],
  ])("refuses %s at its place, without the key, saying what to paste", (_case, text, problems) => {
    const read = parseLedgerDeclaration(text, "cip-ledger.yaml");
    if (read.ok) throw new Error("expected a refusal");
    expect(read.problems).toHaveLength(problems.length);
    problems.forEach((problem, index) => {
      expect(read.problems[index]).toContain(problem);
      expect(read.problems[index]).toContain(PASTE);
      expect(read.problems[index]).toContain("treat this private key as exposed");
    });
    expectNoSecret(read.problems.join("\n"));
  });

  it.each([
    [
      "text before the key",
      declaration(block(`ours:\n${PUBLIC}`)),
      "writer_keys.0: not a PEM public key",
    ],
    [
      "two keys in one entry",
      declaration(block(`${PUBLIC}\n${PUBLIC}`)),
      "writer_keys.0: not a PEM public key",
    ],
    [
      "a key folded onto one line",
      declaration(`  - >\n    ${PUBLIC.replace(/\n/g, "\n    ")}\n`),
      "writer_keys.0: not a PEM public key",
    ],
    [
      "a block of another kind",
      declaration(block(PUBLIC.replace(/PUBLIC KEY/g, "CERTIFICATE"))),
      "writer_keys.0: a PEM CERTIFICATE block, not a public key",
    ],
    [
      "armour that does not match",
      declaration(block(PUBLIC.replace("END PUBLIC KEY", "END CERTIFICATE"))),
      "writer_keys.0: not a PEM public key",
    ],
    ["an X25519 key", declaration(block(X25519)), "writer_keys.0: a x25519 key"],
  ])("refuses %s at its place", (_case, text, problem) => {
    const read = parseLedgerDeclaration(text, "cip-ledger.yaml");
    if (read.ok) throw new Error("expected a refusal");
    expect(read.problems.join("\n")).toContain(`cip-ledger.yaml:3:5: ${problem}`);
  });

  it("reads the public key the docs' command prints, with Windows line ends too", () => {
    for (const text of [
      declaration(block(PUBLIC)),
      declaration(block(PUBLIC)).replace(/\n/g, "\r\n"),
    ]) {
      const read = parseLedgerDeclaration(text, "cip-ledger.yaml");
      if (!read.ok) throw new Error(read.problems.join("; "));
      expect(read.declaration.keys[0]?.equals(pair.publicKey)).toBe(true);
    }
  });
});

describe("operator_keys: the operators' OpenPGP public keys (issue 88, item 3)", () => {
  const PGP_PUBLIC =
    "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nxjMEZ0000BYJKwYBBAHaRw8BAQdA\n=abcd\n-----END PGP PUBLIC KEY BLOCK-----";
  const PGP_PRIVATE =
    "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nxVgEZ0000BYJKwYBBAHaRw8BAQdAsecretbody\n=wxyz\n-----END PGP PRIVATE KEY BLOCK-----";
  const withOperators = (...entries: string[]) =>
    `${declaration(block(PUBLIC))}operator_keys:\n${entries.join("")}`;

  it("reads one armored public key per entry, and counts it in the declaration's digest", () => {
    const without = parseLedgerDeclaration(declaration(block(PUBLIC)), "cip-ledger.yaml");
    const read = parseLedgerDeclaration(withOperators(block(PGP_PUBLIC)), "cip-ledger.yaml");
    expect(read.ok && read.declaration.operatorKeys).toEqual([`${PGP_PUBLIC}\n`]);
    expect(read.ok && without.ok && read.declaration.digest !== without.declaration.digest).toBe(
      true,
    );
  });

  it.each([
    [
      "an OpenPGP private key",
      block(PGP_PRIVATE),
      "cip-ledger.yaml:9:5: operator_keys.0: a private key, which must never be in cip-ledger.yaml (it is not repeated here)",
    ],
    [
      "a PEM key",
      block(PUBLIC),
      'cip-ledger.yaml:8:5: operator_keys.0: not an armored OpenPGP public key: paste the whole output of "gpg --armor --export KEY-ID"',
    ],
    [
      "text around the block",
      block(`${PGP_PUBLIC}\ntrailing`),
      "cip-ledger.yaml:8:5: operator_keys.0: not an armored OpenPGP public key",
    ],
  ])("refuses %s at its line, never repeating it", (_case, entry, expected) => {
    const read = parseLedgerDeclaration(withOperators(entry), "cip-ledger.yaml");
    expect(read.ok).toBe(false);
    const problems = read.ok ? [] : read.problems;
    expect(problems[0]).toContain(expected);
    expect(problems.join("\n")).not.toContain("secretbody");
  });
});
