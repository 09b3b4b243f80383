// The extra fields of a service record: sorted, bounded, redacted, and only the unmapped ones.
import { describe, expect, it } from "vitest";
import {
  SERVICE_FIELD_LEFT_OUT,
  serviceFieldsOf,
} from "../../../src/core/shared/service-fields.ts";

const KNOWN = ["id", "name"];
const masked = (text: string) => text.replaceAll("sekret-key", "***");

describe("serviceFieldsOf", () => {
  it.each([
    ["no extra field", { id: "ca_1", name: "a" }, undefined],
    ["not an object", "text", undefined],
    ["an array", [1, 2], undefined],
    ["null", null, undefined],
    [
      "extras, sorted by code point",
      { updated_at: "t2", id: "ca_1", created_at: "t1", Zone: 3 },
      { Zone: 3, created_at: "t1", updated_at: "t2" },
    ],
    [
      "objects and arrays kept as JSON",
      { id: "ca_1", tags: ["a", 1, null], owner: { team: "ot", on_call: true } },
      { owner: { on_call: true, team: "ot" }, tags: ["a", 1, null] },
    ],
    [
      "a value whose JSON is over 1 KiB left out, one of exactly 1 KiB kept",
      { id: "ca_1", big: "x".repeat(1022), huge: ["y".repeat(1100)] },
      { big: "x".repeat(1022), huge: SERVICE_FIELD_LEFT_OUT },
    ],
    [
      "the key masked in strings, nested ones and keys too",
      { id: "ca_1", note: "key sekret-key", deep: { "sekret-key": ["sekret-key"] } },
      { deep: { "***": ["***"] }, note: "key ***" },
    ],
  ])("%s", (_case, raw, expected) => {
    expect(serviceFieldsOf(raw, KNOWN, masked)).toEqual(expected);
  });

  it("keeps a field named __proto__ as a field, not as the prototype", () => {
    const fields = serviceFieldsOf(JSON.parse('{"id":"ca_1","__proto__":{"x":1}}'), KNOWN, masked);
    expect(Object.keys(fields!)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});
