// A switch over a union ends in assertNever: a member left out does not compile, and a value the
// types ruled out (a record read from a file written by a newer version) stops with its name.
import { describe, expect, it } from "vitest";
import type { EvidenceKind } from "../../../src/core/evidence/records/evidence-record.ts";
import { isOneOf } from "../../../src/core/shared/collections.ts";
import { assertNever } from "../../../src/core/shared/exhaustive.ts";

/** What an audit consumer does with each kind; the default is where a new kind would land. */
function handled(kind: EvidenceKind): string {
  switch (kind) {
    case "change":
      return "changes";
    case "monitoring":
      return "monitoring runs";
    case "configuration-monitoring":
      return "configuration monitoring";
    default:
      return assertNever(kind);
  }
}

describe("assertNever", () => {
  it("is unreachable for every member of the union", () => {
    expect(handled("change")).toBe("changes");
    expect(handled("monitoring")).toBe("monitoring runs");
    expect(handled("configuration-monitoring")).toBe("configuration monitoring");
  });

  it("does not compile for a member left out, and names the value when reached anyway", () => {
    const kind = "timestamp" as EvidenceKind | "timestamp";
    // @ts-expect-error "timestamp" is a member no case handles
    expect(() => assertNever(kind)).toThrow('unhandled case "timestamp"');
  });
});

describe("isOneOf", () => {
  it.each([
    ["change", true],
    ["monitoring", true],
    ["Change", false],
    [undefined, false],
    [1, false],
  ])("%j is one of the evidence kinds: %s", (value, expected) => {
    expect(isOneOf<EvidenceKind>(["change", "monitoring"], value)).toBe(expected);
  });
});
