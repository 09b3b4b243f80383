// The one hash the tool uses: fingerprints, operation digests, source snapshots and the evidence
// chain all name content by its SHA-256, written as lowercase hex (an operation digest of a saved
// plan: its first 128 bits in base64url); structured content is hashed as canonical JSON, so that
// the same content always has the same digest.
import { createHash } from "node:crypto";

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The 32 bytes of the digest, for a caller that writes them otherwise than as hex. */
export function sha256Bytes(bytes: Uint8Array | string): Buffer {
  return createHash("sha256").update(bytes).digest();
}

/** The digest of the parts' concatenation, without ever holding it whole. */
export function sha256HexOfParts(parts: Iterable<Uint8Array | string>): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
}

/** A SHA-256 as a file names one: 64 lowercase hex digits, as sha256sum prints it. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** How a fingerprint or digest is written: "sha256:" and 64 lowercase hex digits. */
export const SHA256_DIGEST = /^sha256:[0-9a-f]{64}$/;

/**
 * JSON with every object's keys sorted by UTF-16 code unit, as RFC 8785 (JSON Canonicalization)
 * sorts them: one text for one content, whatever its key order. Not the code-point order of the
 * plan's `canonical` (core/plan/saved/fingerprint.ts): the two differ only for keys holding
 * characters beyond U+FFFF beside ones from U+E000, and each is kept as it is because digests
 * taken with it are recorded (baselines', configuration items', the CIP-002 identifications' in
 * the ledger; the plan's fingerprint in saved plans), and a new order would change them.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A SHA-256's bytes, and the lowercase hex every record's digest is written in. */
const DIGEST_BYTES = 32;

/** Digests a page holds: pages of 32 KB, so that a column's room runs at most a page past it. */
const PAGE_DIGESTS = 1024;

/**
 * SHA-256 digests by sequence, 32 bytes each in pages: as hex strings, 100,000 of them held 9 MB
 * (a string of 64 characters and its slot), as bytes 3.3 MB. A digest set is given back as the
 * same hex; one that is not a SHA-256 in lowercase hex is refused (verified records never are).
 */
export class DigestColumn {
  /** Each page's digests, and a byte each saying which were set. */
  readonly #pages: { bytes: Uint8Array; set: Uint8Array }[] = [];

  set(index: number, hex: string): void {
    if (!SHA256_HEX.test(hex)) throw new Error(`not a SHA-256 in lowercase hex: ${hex}`);
    const number = Math.floor(index / PAGE_DIGESTS);
    let page = this.#pages[number];
    while (page === undefined) {
      this.#pages.push({
        bytes: new Uint8Array(PAGE_DIGESTS * DIGEST_BYTES),
        set: new Uint8Array(PAGE_DIGESTS),
      });
      page = this.#pages[number];
    }
    const { bytes, set } = page;
    const at = index % PAGE_DIGESTS;
    bytes.set(Buffer.from(hex, "hex"), at * DIGEST_BYTES);
    set[at] = 1;
  }

  get(index: number): string {
    const page = this.#pages[Math.floor(index / PAGE_DIGESTS)];
    const at = index % PAGE_DIGESTS;
    if (page?.set[at] !== 1) throw new Error(`no digest was held for record ${index}`);
    return Buffer.from(page.bytes.buffer, at * DIGEST_BYTES, DIGEST_BYTES).toString("hex");
  }

  /**
   * The first `count` digests end to end in hex, as a verified head keeps them: made a page at a
   * time, not a string a digest (100,000 of them were 9 MB of the heap, then joined).
   */
  hex(count: number): string {
    let text = "";
    for (let start = 0; start < count; start += PAGE_DIGESTS) {
      const page = this.#pages[start / PAGE_DIGESTS];
      const digests = Math.min(PAGE_DIGESTS, count - start);
      if (page === undefined || page.set.subarray(0, digests).includes(0))
        throw new Error(`no digest was held for a record among the first ${count}`);
      text += Buffer.from(page.bytes.buffer, 0, digests * DIGEST_BYTES).toString("hex");
    }
    return text;
  }
}

/**
 * A digest as a holder keeps it: a SHA-256 written as `sha256:` and 64 lowercase hex is the number
 * of its place in a Sha256Texts, where its 32 bytes are; any other text is itself. As a string each
 * took 88 bytes of the heap, as bytes 32: a pass holds 100,000 assets' digests, each its own where
 * the assets' baselines differ (by their patches).
 */
export type HeldDigest = number | string | undefined;

/** The digests the holders of one Sha256Texts keep as numbers: their bytes, each in its own place. */
export class Sha256Texts {
  readonly #bytes = new DigestColumn();
  #places = 0;

  /** `digest` as held, in the place `before` (what its holder held) had, if it had one. */
  held(before: HeldDigest, digest: HeldDigest): HeldDigest {
    if (typeof digest !== "string" || !SHA256_DIGEST.test(digest)) return digest;
    const place = typeof before === "number" ? before : this.#places++;
    this.#bytes.set(place, digest.slice("sha256:".length));
    return place;
  }

  /** The text a held digest stands for, as it was given. */
  text(held: HeldDigest): string | undefined {
    return typeof held === "number" ? `sha256:${this.#bytes.get(held)}` : held;
  }
}
