// Input ledger-key: the private half of the evidence ledger's writer key (Ed25519, PEM), from a
// secret of the protected environment that only the apply and drift jobs use. It is masked before
// anything else reads it, line by line as the runner masks multi-line secrets, and no message
// quotes it. cip-ledger.yaml on the default branch declares the public half
// (core/evidence/chain/writer-declaration.ts); a run that would append to a bound ledger without a
// declared key is refused before it writes (writerKeyProblem).
import * as core from "@actions/core";
import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { keyFingerprint, type LedgerSigningKey } from "../../core/evidence/chain/writer-proof.ts";
import { WRITER_KEY_STEPS } from "../../core/evidence/chain/writer-declaration.ts";
import { SettingsError } from "./settings-error.ts";

const KEY_STEPS = `${WRITER_KEY_STEPS} (docs/ledger-writer.md)`;

/** The writer's key of input ledger-key; undefined when the input is empty. */
export function readLedgerKey(): LedgerSigningKey | undefined {
  const text = core.getInput("ledger-key");
  if (text.trim() === "") return undefined;
  core.setSecret(text);
  for (const line of text.split(/\r?\n/)) {
    const body = line.trim();
    if (body !== "" && !body.startsWith("-----")) core.setSecret(body);
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(text);
  } catch {
    throw new SettingsError(
      `input ledger-key is not a PEM private key (its value is a secret and is not shown): ${KEY_STEPS}`,
    );
  }
  if (privateKey.asymmetricKeyType !== "ed25519")
    throw new SettingsError(
      `input ledger-key is a ${privateKey.asymmetricKeyType ?? "unknown"} key, not Ed25519: ${KEY_STEPS}`,
    );
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

/**
 * Why this run may not append to a ledger whose writer cip-ledger.yaml binds to `declared` keys
 * with the key it holds; undefined when it may (or no declaration binds the writer).
 */
export function writerKeyProblem(
  declared: readonly KeyObject[] | undefined,
  key: LedgerSigningKey | undefined,
): string | undefined {
  if (declared === undefined) return undefined;
  if (key === undefined)
    return `cip-ledger.yaml binds the evidence ledger's writer to its declared keys, and this job has no input ledger-key, so it cannot write a record any later run would count; nothing is appended. Give the job the environment that holds the key and the input, ${KEY_STEPS}`;
  const fingerprint = keyFingerprint(key.publicKey);
  if (declared.some((declaredKey) => keyFingerprint(declaredKey) === fingerprint)) return undefined;
  return `input ledger-key (fingerprint ${fingerprint}) is not one of the keys cip-ledger.yaml declares (${declared.map(keyFingerprint).join(", ")}), so this job cannot write a record any later run would count; nothing is appended. Pass the environment's secret CIP_SYNC_LEDGER_KEY, or add its public key to cip-ledger.yaml in a reviewed change`;
}
