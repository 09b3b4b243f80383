// The evidence ledger writer's key every Action scenario signs with unless it says otherwise, as
// the documented setup does (docs/ledger-writer.md): the fake GitHub declares its public half in
// cip-ledger.yaml at every commit, and the runners give its private half as input ledger-key. It is
// made from a fixed seed, so records, signatures and kept heads are the same at every run, and no
// private key is written in the repository.
import { createPrivateKey, createPublicKey } from "node:crypto";

/** PKCS #8's fixed prefix for an Ed25519 private key (RFC 8410), before its 32-byte seed. */
const ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

const privateKey = createPrivateKey({
  key: Buffer.concat([ED25519_PKCS8_PREFIX, Buffer.alloc(32, 0x5c)]),
  format: "der",
  type: "pkcs8",
});

/** Input ledger-key's value: the private key, PEM. */
export const SCENARIO_LEDGER_KEY = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

/** The public half, PEM, as `openssl pkey -pubout` prints it. */
export const SCENARIO_LEDGER_PUBLIC_KEY = createPublicKey(privateKey)
  .export({ type: "spki", format: "pem" })
  .toString();

/** cip-ledger.yaml declaring the scenario's key, with `starts` (YAML lines) when given. */
export function scenarioLedgerDeclaration(starts = ""): string {
  const indented = SCENARIO_LEDGER_PUBLIC_KEY.trim().replace(/\n/g, "\n    ");
  return `version: 1\nwriter_keys:\n  - |\n    ${indented}\n${starts}`;
}
