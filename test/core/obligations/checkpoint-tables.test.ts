// A carried obligation mapped to its numbers and back (checkpoint-tables.ts), field by field: the
// same fields in the same order both ways, and a field a parsed checkpoint names __proto__ stays a
// field of the obligation read back, never its prototype.
import { describe, expect, it } from "vitest";
import {
  type CarriedObligation,
  type CheckpointTables,
  TablesReader,
  TablesWriter,
} from "../../../src/core/obligations/checkpoint/checkpoint-tables.ts";
import type { Context, Obligation } from "../../../src/core/obligations/obligation-model.ts";

const OPENED = { sequence: 3, sha256: "a".repeat(64), recorded_at: "2025-01-02T03:04:05.000Z" };

const OBLIGATION = {
  kind: "CIP-010 R3.3",
  requirement: "R3.3: before commissioning",
  workspace: "grid-east",
  opened_by: OPENED,
  due: "2025-02-01",
  status: "exception",
  calendar: "35 calendar days",
  reason: "no assessment",
} as unknown as Obligation;

/** The reader of `tables`: carried obligations read back need no calendar of the pass. */
const readerOf = (tables: CheckpointTables) => new TablesReader(tables, {} as Context);

describe("a carried obligation by number", () => {
  it("names its requirement, calendar rule and records by number, its fields in their order, and reads back equal", () => {
    const writer = new TablesWriter();
    const held = writer.carried(OBLIGATION);
    expect(Object.keys(held)).toEqual(Object.keys(OBLIGATION));
    expect(held).toMatchObject({ requirement: 0, calendar: 1, opened_by: 0 });
    const back = readerOf(writer.tables).carried(held);
    expect(JSON.stringify(back)).toBe(JSON.stringify(OBLIGATION));
  });

  it("keeps a field named __proto__ in a parsed checkpoint as a field, not the prototype", () => {
    const writer = new TablesWriter();
    const text = JSON.stringify(writer.carried(OBLIGATION)).replace(
      /\}$/,
      ',"__proto__":{"polluted":true}}',
    );
    const back = readerOf(writer.tables).carried(JSON.parse(text) as CarriedObligation);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.keys(back).at(-1)).toBe("__proto__");
    expect((back as unknown as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
