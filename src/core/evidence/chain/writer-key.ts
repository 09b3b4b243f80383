// One writer key of `cip-ledger.yaml` (writer-declaration.ts), read strictly: exactly one PEM
// public key (SubjectPublicKeyInfo) of type Ed25519, and nothing else. Node's createPublicKey
// would accept more (a private key, whose public half it derives; a certificate; text around the
// block; a second block), and a private key accepted there is the writer's secret in git. What is
// refused is said without the key: no message here quotes any of the text it was given. Pure.
import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";

/** The command that prints the public half of the writer's key, as docs/ledger-writer.md gives it. */
export const PUBLIC_HALF_COMMAND = "openssl pkey -in ledger-key.pem -pubout";

/** What the user is told to do with a private key found where a public one belongs. */
export const PRIVATE_KEY_FIX = `paste the public half instead (the whole output of "${PUBLIC_HALF_COMMAND}", from -----BEGIN PUBLIC KEY----- to -----END PUBLIC KEY-----), and treat this private key as exposed, since it is now in git: make a new key pair and replace the environment's secret CIP_SYNC_LEDGER_KEY (docs/ledger-writer.md, "Rotating the key")`;

/** Why a private key is refused, without the key. */
export const PRIVATE_KEY_REFUSED = `a private key, which must never be in cip-ledger.yaml (it is not repeated here): writer_keys and operator_keys hold public keys only; ${PRIVATE_KEY_FIX}`;

const MALFORMED = `not a PEM public key: paste the whole output of "${PUBLIC_HALF_COMMAND}", from -----BEGIN PUBLIC KEY----- to -----END PUBLIC KEY-----, and nothing else (one key per entry of writer_keys)`;

/** A PEM armour line: its BEGIN or END and its label. */
const ARMOUR = /-----(BEGIN|END) ([A-Z0-9 ]{1,60})-----/g;

/** A label that marks a private key (PKCS#8, encrypted PKCS#8, PKCS#1, SEC 1, OpenSSH, OpenPGP). */
const PRIVATE_LABEL = /(^| )PRIVATE KEY( BLOCK)?$/;

const OPERATOR_KEY_ARMOUR = "PGP PUBLIC KEY BLOCK";

const OPERATOR_MALFORMED = `not an armored OpenPGP public key: paste the whole output of "gpg --armor --export KEY-ID", from -----BEGIN ${OPERATOR_KEY_ARMOUR}----- to -----END ${OPERATOR_KEY_ARMOUR}-----, and nothing else (one operator's key per entry of operator_keys)`;

/**
 * An operator's key of `operator_keys` (the OpenPGP key that signs a break-glass commit), checked
 * as text: one armored public key block and nothing else; its packets are read where a commit's
 * signature is checked. Undefined when it reads, else why it is refused (never quoting it).
 */
export function operatorKeyProblem(armored: string): string | undefined {
  if (privateKeyOffsets(armored).length > 0) return PRIVATE_KEY_REFUSED;
  const armour = [...armored.matchAll(ARMOUR)];
  const [begin, end] = armour;
  if (armour.length !== 2 || begin?.[1] !== "BEGIN" || end?.[1] !== "END")
    return OPERATOR_MALFORMED;
  if (begin[2] !== OPERATOR_KEY_ARMOUR || end[2] !== OPERATOR_KEY_ARMOUR) return OPERATOR_MALFORMED;
  const outside = armored.slice(0, begin.index) + armored.slice(end.index + end[0].length);
  return outside.trim() === "" ? undefined : OPERATOR_MALFORMED;
}

/**
 * The offset in `text` of each private key's armour: its BEGIN line, or its END line when no
 * BEGIN line precedes it (a key pasted without its first line). Found in the file's text before
 * any YAML is read, so a private key is refused wherever it was pasted and whatever else is wrong.
 */
export function privateKeyOffsets(text: string): number[] {
  const offsets: number[] = [];
  let open = false;
  for (const match of text.matchAll(ARMOUR)) {
    if (!PRIVATE_LABEL.test(match[2] ?? "")) continue;
    if (match[1] === "BEGIN") {
      offsets.push(match.index);
      open = true;
    } else {
      if (!open) offsets.push(match.index);
      open = false;
    }
  }
  return offsets;
}

/** The Ed25519 public key `pem` holds, or why it is refused (never quoting it). */
export function writerPublicKey(pem: string): KeyObject | string {
  if (privateKeyOffsets(pem).length > 0 || isBareDerPrivateKey(pem)) return PRIVATE_KEY_REFUSED;
  const armour = [...pem.matchAll(ARMOUR)];
  const [begin, end] = armour;
  if (armour.length !== 2 || begin?.[1] !== "BEGIN" || end?.[1] !== "END") return MALFORMED;
  const label = begin[2];
  if (label !== end[2]) return MALFORMED;
  if (label !== "PUBLIC KEY")
    return `a PEM ${label} block, not a public key: ${MALFORMED.slice("not a PEM public key: ".length)}`;
  const outside = pem.slice(0, begin.index) + pem.slice(end.index + end[0].length);
  if (outside.trim() !== "") return MALFORMED;
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    return MALFORMED;
  }
  if (key.asymmetricKeyType !== "ed25519")
    return `a ${key.asymmetricKeyType ?? "unknown"} key: the ledger's writer signs with Ed25519 ("openssl genpkey -algorithm ed25519 -out ledger-key.pem")`;
  return key;
}

/** Whether `text` is the base64 of a PKCS#8 private key without its armour (only its middle line). */
function isBareDerPrivateKey(text: string): boolean {
  const body = text.replace(/\s+/g, "");
  if (body.length < 16 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return false;
  try {
    createPrivateKey({ key: Buffer.from(body, "base64"), format: "der", type: "pkcs8" });
    return true;
  } catch {
    return false;
  }
}
