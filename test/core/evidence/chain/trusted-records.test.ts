// The records a verified head lists as this build found them valid (trustedRecordsOf): a record
// file's SHA-256 is found exactly when the head lists it, however many it lists (held as bytes in
// an open-addressed table, not as a set of their text), and none for a head of another build; and
// the head's file, written in parts, is the JSON of the whole head.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  declarationHistoryDigest,
  trustedRecordsOf,
  VERIFIED_HEAD_FORMAT,
  type VerifiedHead,
  verifiedHeadParts,
} from "../../../../src/core/evidence/chain/verified-head.ts";
import { sha256Hex } from "../../../../src/core/shared/sha256.ts";

/** A head of build "1.0.0" listing `listed`, a workspace's records each. */
function headListing(listed: readonly (readonly string[])[]): string {
  const head: VerifiedHead = {
    format: VERIFIED_HEAD_FORMAT,
    tool_version: "1.0.0",
    verified_at: "2026-01-01T00:00:00.000Z",
    records: listed.reduce((sum, hashes) => sum + hashes.length, 0),
    workspaces: listed.map((hashes, index) => ({
      workspace: `grid-${index}`,
      path: `records/grid-${index}/2026/01/20260101T000000.000Z-change-1-1.json`,
      sequence: hashes.length,
      sha256: sha256Hex("head"),
      records: hashes.length,
      in_force: null,
      genesis: null,
      first_signed: null,
      signed_sha256: sha256Hex("signed"),
      records_sha256: hashes.join(""),
    })),
    declaration: {
      sha256: sha256Hex("declaration"),
      history_sha256: declarationHistoryDigest([]),
      read: [],
    },
  };
  return [...verifiedHeadParts(head)].join("");
}

const digest = fc.integer({ min: 0, max: 5_000 }).map((seed) => sha256Hex(`record ${seed}`));

describe("trustedRecordsOf", () => {
  it("finds a SHA-256 exactly when the head lists it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(digest, { minLength: 1, maxLength: 300 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(digest, { maxLength: 50 }),
        (listed, asked) => {
          const known = trustedRecordsOf(headListing(listed), "1.0.0");
          const all = new Set(listed.flat());
          for (const sha256 of [...listed.flat(), ...asked])
            expect(known?.(sha256)).toBe(all.has(sha256));
        },
      ),
      { numRuns: 50 },
    );
  });

  it("finds none in a head another build verified", () => {
    expect(trustedRecordsOf(headListing([[sha256Hex("a")]]), "2.0.0")).toBeUndefined();
  });
});

describe("verifiedHeadParts", () => {
  it("joins into the head's JSON, indented by 2, whatever its workspaces are named", () => {
    // Names that hold the field's own text, quotes and all, escaped by JSON.
    const name = fc.oneof(
      fc.constantFrom('"records_sha256": ""', 'grid", "records_sha256": "', "grid\\"),
      fc.string(),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, fc.array(digest, { maxLength: 5 })), { maxLength: 4 }),
        (workspaces) => {
          const text = headListing(workspaces.map(([, hashes]) => hashes));
          const head = JSON.parse(text) as VerifiedHead;
          for (const [index, [workspace]] of workspaces.entries()) {
            const at = head.workspaces[index];
            if (at !== undefined) at.workspace = workspace;
          }
          expect([...verifiedHeadParts(head)].join("")).toBe(`${JSON.stringify(head, null, 2)}\n`);
        },
      ),
      { numRuns: 200 },
    );
  });
});
