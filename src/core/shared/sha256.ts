// The one hash the tool uses: fingerprints, operation digests, source snapshots and the evidence
// chain all name content by its SHA-256, written as lowercase hex; structured content is hashed
// as canonical JSON, so that the same content always has the same digest.
import { createHash } from "node:crypto";

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The digest of the parts' concatenation, without ever holding it whole. */
export function sha256HexOfParts(parts: Iterable<Uint8Array | string>): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
}

/** How a fingerprint or digest is written: "sha256:" and 64 lowercase hex digits. */
export const SHA256_DIGEST = /^sha256:[0-9a-f]{64}$/;

/** JSON with every object's keys sorted by code point: one text for one content, whatever its key order. */
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
