// The proof that the reviewed workflow wrote a ledger record or a kept head: an Ed25519 signature
// by a key whose private half only the apply and drift jobs' protected environment holds, and whose
// public half a reviewed file on the default branch declares (writer-declaration.ts). Every
// workflow's GITHUB_TOKEN is the same github-actions[bot], and GitHub signs the commits any of
// them makes, so neither a login nor a verified commit tells the reviewed workflow from another
// job of the repository; a secret that GitHub hands only to jobs of the default branch (an
// environment's deployment-branch rule) does. Why not an OIDC token: a kept head lives in a commit
// status, the one object on a default-branch commit that no job can edit or delete, and its
// description holds 140 characters: an Ed25519 signature (86 in base64url) fits, a token (about a
// thousand) does not; and an auditor verifies a years-old record offline with the public key in
// the repository's history, not an archive of an issuer's rotating keys. Pure.
import { createHash, createPublicKey, type KeyObject, sign, verify } from "node:crypto";

/** The writer's key as a run holds it (input ledger-key): the private half and its public one. */
export interface LedgerSigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** The file beside a record that holds its writer's signature: `<record>.json.sig`. */
export const SIGNATURE_SUFFIX = ".sig";

/** What a record's signature file holds (format 1). */
export interface RecordSignature {
  format: 1;
  /** The signing key's fingerprint (keyFingerprint), so a reader names the key it checked. */
  key: string;
  /** Ed25519 over recordMessage(sha256 of the record's bytes), base64url. */
  signature: string;
}

const FINGERPRINTS = new WeakMap<KeyObject, string>();

/**
 * The first 16 hex digits of the SHA-256 of the key's SubjectPublicKeyInfo (DER), computed once a
 * key: a checker asks it of every key for every signature, where exporting the key cost as much as
 * verifying the signature.
 */
export function keyFingerprint(key: KeyObject): string {
  let fingerprint = FINGERPRINTS.get(key);
  if (fingerprint === undefined) {
    const der = key.export({ type: "spki", format: "der" });
    fingerprint = createHash("sha256").update(der).digest("hex").slice(0, 16);
    FINGERPRINTS.set(key, fingerprint);
  }
  return fingerprint;
}

/** The bytes a record's signature covers: the domain, then the SHA-256 of the record's bytes. */
function recordMessage(recordSha256: string): Buffer {
  return Buffer.from(`cip-sync ledger record v1\n${recordSha256}\n`);
}

/** What a kept head's signature covers: the head, the context it is kept in and the commit. */
export interface HeadClaim {
  branch: string;
  workspace: string;
  /** The default branch's commit the status is on. */
  commit: string;
  sequence: number;
  sha256: string;
}

function headMessage(claim: HeadClaim): Buffer {
  const { branch, workspace, commit, sequence, sha256 } = claim;
  return Buffer.from(
    `cip-sync kept head v1\n${branch}\n${workspace}\n${commit}\n${sequence}\n${sha256}\n`,
  );
}

/** The signature file's text for a record whose bytes hash to `recordSha256`. */
export function signRecord(key: LedgerSigningKey, recordSha256: string): string {
  const signature: RecordSignature = {
    format: 1,
    key: keyFingerprint(key.publicKey),
    signature: sign(null, recordMessage(recordSha256), key.privateKey).toString("base64url"),
  };
  return `${JSON.stringify(signature)}\n`;
}

/**
 * Why a record's signature file does not prove that a key of `keys` signed the record; undefined
 * when it does. `text` undefined: the record has no signature file. `declaredBy` names the
 * declaration `keys` come from.
 */
export function recordSignatureProblem(
  keys: readonly KeyObject[],
  recordSha256: string,
  text: string | undefined,
  declaredBy = "cip-ledger.yaml",
  verifiedBy?: SignedEntry["verifiedBy"],
): string | undefined {
  if (text === undefined) return "it has no signature file beside it";
  const notByAny = `its signature is not by any key ${declaredBy} declares`;
  // A key named ahead verified a format-1 signature file (signatureVerdict): the text, which the
  // taker may not have kept (SIGNATURE_NOT_KEPT), has nothing more to say.
  if (typeof verifiedBy === "string")
    return keys.some((key) => keySpki(key) === verifiedBy) ? undefined : notByAny;
  const read = readSignatureFile(text);
  if (typeof read === "string") return read;
  const signed =
    verifiedBy === undefined &&
    keys.some((key) => verify(null, recordMessage(recordSha256), key, read.bytes));
  return signed ? undefined : notByAny;
}

/** A signature file's signature and the key it names; why it is not one, when it is not. */
function readSignatureFile(text: string): { key: unknown; bytes: Buffer } | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return "its signature file is not JSON";
  }
  const { format, key, signature } = (parsed ?? {}) as Partial<RecordSignature>;
  if (format !== 1 || typeof signature !== "string")
    return "its signature file is not a format-1 signature";
  return { key, bytes: Buffer.from(signature, "base64url") };
}

const SPKIS = new WeakMap<KeyObject, string>();

/** The key's SubjectPublicKeyInfo (DER, base64): the whole key, what a verdict names it by. */
export function keySpki(key: KeyObject): string {
  let spki = SPKIS.get(key);
  if (spki === undefined) {
    spki = key.export({ type: "spki", format: "der" }).toString("base64");
    SPKIS.set(key, spki);
  }
  return spki;
}

/**
 * keySpki's inverse for a ledger thread (a reader, a signature checker), which is sent the keys as
 * their SPKI with every batch: each made a key once, since parsing a key is far dearer than
 * looking it up.
 */
export class KeyRing {
  readonly #keys = new Map<string, KeyObject>();

  /** The keys whose keySpki are `spkis`, in that order. */
  of(spkis: readonly string[]): KeyObject[] {
    return spkis.map((spki) => {
      let key = this.#keys.get(spki);
      if (key === undefined) {
        key = createPublicKey({ key: Buffer.from(spki, "base64"), format: "der", type: "spki" });
        this.#keys.set(spki, key);
      }
      return key;
    });
  }
}

/**
 * Which of `keys` signed the record whose bytes hash to `recordSha256` (its keySpki), by the text
 * of its signature file; null when none did or the file is no signature: a verdict given ahead,
 * in another thread, for recordSignatureProblem to read (SignedEntry.verifiedBy). The key the file
 * names is tried first, and when it verifies no other key is: an Ed25519 signature's challenge
 * hashes the public key, so a signature made with one key verifies under no other. Tried with
 * "the named key" only, null is no verdict (that key is not among those known yet, and a later
 * check tries every key): so a reader finds the verdict as it reads, before the keys in force are
 * known (ledger-readers.ts), the one that trying every key would find.
 */
export function signatureVerdict(
  keys: readonly KeyObject[],
  recordSha256: string,
  text: string,
  tried: "every key" | "the named key" = "every key",
): string | null {
  const read = readSignatureFile(text);
  if (typeof read === "string") return null;
  const message = recordMessage(recordSha256);
  const named = keys.filter((key) => keyFingerprint(key) === read.key);
  const others = tried === "every key" ? keys.filter((key) => !named.includes(key)) : [];
  for (const key of [...named, ...others])
    if (verify(null, message, key, read.bytes)) return keySpki(key);
  return null;
}

/** Record `sequence` refused as not the bound writer's, for `problem`. */
export function notTheWritersRecord(sequence: number, workspace: string, problem: string): string {
  return `record #${sequence} of workspace ${workspace}: ${problem}: a record another job of the repository wrote is not evidence, so nothing is judged from the ledger; 'cip-sync evidence verify --ledger-declaration cip-ledger.yaml' on a clone of the branch names each such record`;
}

/**
 * A kept head's commit-status description: `#SEQ SHA SIG`, the record's SHA-256 and the signature
 * in base64url (43 and 86 characters), within the 140 characters GitHub keeps.
 */
export function signedHeadDescription(privateKey: KeyObject, claim: HeadClaim): string {
  const digest = Buffer.from(claim.sha256, "hex").toString("base64url");
  const signature = sign(null, headMessage(claim), privateKey).toString("base64url");
  const description = `#${claim.sequence} ${digest} ${signature}`;
  if (description.length > 140)
    throw new Error(`record #${claim.sequence} is past what a kept head's status can hold`);
  return description;
}

const SIGNED_HEAD = /^#([1-9][0-9]{0,7}) ([A-Za-z0-9_-]{43}) ([A-Za-z0-9_-]{86})$/;

/** A signed kept head as its description carries it, before the signature is checked. */
export interface SignedHead {
  sequence: number;
  sha256: string;
  signature: Buffer;
}

/** The signed head a description carries; undefined when it is not one. */
export function parseSignedHead(description: string | null | undefined): SignedHead | undefined {
  const match = SIGNED_HEAD.exec(description ?? "");
  if (match === null) return undefined;
  const digest = Buffer.from(String(match[2]), "base64url");
  if (digest.length !== 32) return undefined;
  return {
    sequence: Number(match[1]),
    sha256: digest.toString("hex"),
    signature: Buffer.from(String(match[3]), "base64url"),
  };
}

/** Whether a key of `keys` signed `head` as kept in `context` on `commit`. */
export function headSignedBy(
  keys: readonly KeyObject[],
  head: SignedHead,
  context: Omit<HeadClaim, "sequence" | "sha256">,
): boolean {
  const message = headMessage({ ...context, sequence: head.sequence, sha256: head.sha256 });
  return keys.some((key) => verify(null, message, key, head.signature));
}

/**
 * What a taker holds as the text of a signature file a key verified ahead (SignedEntry.verifiedBy
 * a key): that verdict is all that is judged of it (recordSignatureProblem), and the texts of a
 * 100,000-record ledger held until its workspaces are judged were 16 MB of verify's heap.
 */
export const SIGNATURE_NOT_KEPT = "";

/** A record as read, with the text of the signature file beside it (undefined: none). */
export interface SignedEntry {
  sequence: number;
  sha256: string;
  /** Its signature file's text (SIGNATURE_NOT_KEPT once verified ahead); undefined: it has none. */
  signature: string | undefined;
  /**
   * Sealed from the command line (a break-glass change, a collector's file: isCliRecordPath): an
   * operator's, authenticated by an operator key, never by the writer's, so not asked for it.
   */
  operator?: boolean;
  /**
   * The key that verified its signature, checked ahead in another thread (signatureVerdict: its
   * keySpki), null when none of those tried did; absent when not checked ahead: then verified
   * where it is judged.
   */
  verifiedBy?: string | null;
}

/**
 * Why the records read (chain order) are not the bound writer's; undefined when they are. With
 * `keys` (cip-ledger.yaml at the commit judged from), every record from the first that carries a
 * signature file on must be signed by one of them: the records before it were written before the
 * binding. Without keys, no record may carry one: a ledger once bound stays bound, so a change that
 * removed the declaration cannot make its records count by login again.
 */
export function writerProofProblem(
  entries: readonly SignedEntry[],
  keys: readonly KeyObject[] | undefined,
  workspace: string,
): string | undefined {
  const first = entries.find((entry) => entry.signature !== undefined);
  if (first === undefined) return undefined;
  if (keys === undefined)
    return `record #${first.sequence} of workspace ${workspace} is signed by the ledger's writer, but no cip-ledger.yaml declares the writer's keys at the commit judged from: a ledger bound to its writer stays bound; restore cip-ledger.yaml as it was, by reverting the change that removed it (a pull request that adds it back is judged from a commit without it, so it is refused too)`;
  for (const entry of entries.slice(entries.indexOf(first))) {
    if (entry.operator === true && entry.signature === undefined) continue;
    const problem = recordSignatureProblem(
      keys,
      entry.sha256,
      entry.signature,
      undefined,
      entry.verifiedBy,
    );
    if (problem !== undefined)
      return notTheWritersRecord(
        entry.sequence,
        workspace,
        `${problem}, but its records from #${first.sequence} on are the bound writer's`,
      );
  }
  return undefined;
}
