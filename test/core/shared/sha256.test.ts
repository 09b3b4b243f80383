// The canonical JSON behind the digests the ledger records (baselines, configuration items, the
// CIP-002 identifications): its key order is pinned, since a digest recorded before a change of it
// would no longer match the same content hashed after.
import { describe, expect, it } from "vitest";
import { canonical } from "../../../src/core/plan/saved/fingerprint.ts";
import {
  canonicalJson,
  DigestColumn,
  sha256Hex,
  sha256HexOfParts,
} from "../../../src/core/shared/sha256.ts";

describe("canonicalJson", () => {
  it("writes one text whatever the key order, nested objects and arrays included", () => {
    const one = canonicalJson({ b: 1, a: { d: [{ y: 1, x: 2 }], c: null } });
    const other = canonicalJson({ a: { c: null, d: [{ x: 2, y: 1 }] }, b: 1 });
    expect(one).toBe('{"a":{"c":null,"d":[{"x":2,"y":1}]},"b":1}');
    expect(other).toBe(one);
  });

  it("orders keys by UTF-16 code unit (RFC 8785), where the plan's canonical orders by code point", () => {
    const value = { "\u{e000}": 1, "\u{1f600}": 2 };
    // U+1F600 is the surrogate pair D83D DE00: before U+E000 by code unit, after it by code point.
    expect(canonicalJson(value)).toBe('{"\u{1f600}":2,"\u{e000}":1}');
    expect(JSON.stringify(canonical(value))).toBe('{"\u{e000}":1,"\u{1f600}":2}');
  });

  it("writes a baseline item's text with no spacing, strings and numbers as JSON writes them", () => {
    const item = { software: ["RTU firmware 4.2"], ports: [{ protocol: "tcp", port: 443 }] };
    expect(canonicalJson(item)).toBe(
      '{"ports":[{"port":443,"protocol":"tcp"}],"software":["RTU firmware 4.2"]}',
    );
  });
});

describe("sha256HexOfParts", () => {
  it("is the digest of the parts' concatenation, however the text is cut", () => {
    const text = "records/grid-east/2026/000001.json\u00e9";
    const whole = sha256Hex(text);
    for (let cut = 0; cut <= text.length; cut += 5)
      expect(sha256HexOfParts([text.slice(0, cut), text.slice(cut)])).toBe(whole);
    expect(sha256HexOfParts([])).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
  });
});

describe("DigestColumn", () => {
  const digests = Array.from({ length: 2_500 }, (_, index) => sha256Hex(`record ${index}`));

  it("gives the first digests end to end in hex, across its pages of 1,024, as set", () => {
    const column = new DigestColumn();
    for (const [index, digest] of digests.entries()) column.set(index, digest);
    for (const count of [0, 1, 1_023, 1_024, 1_025, 2_048, 2_500])
      expect(column.hex(count)).toBe(digests.slice(0, count).join(""));
    expect(column.get(1_500)).toBe(digests[1_500]);
  });

  it("refuses to give digests of which one was not set", () => {
    const column = new DigestColumn();
    for (const [index, digest] of digests.entries()) if (index !== 1_100) column.set(index, digest);
    expect(column.hex(1_100)).toBe(digests.slice(0, 1_100).join(""));
    expect(() => column.hex(1_101)).toThrow("no digest was held for a record among the first 1101");
    expect(() => column.hex(2_501)).toThrow("no digest was held for a record among the first 2501");
  });
});
