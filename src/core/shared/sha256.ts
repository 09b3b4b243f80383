// The one hash the tool uses: fingerprints, operation digests, source snapshots and the evidence
// chain all name content by its SHA-256, written as lowercase hex.
import { createHash } from "node:crypto";

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** How a fingerprint or digest is written: "sha256:" and 64 lowercase hex digits. */
export const SHA256_DIGEST = /^sha256:[0-9a-f]{64}$/;
