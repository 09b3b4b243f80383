// The records of a list are checked without zod (checkedRecord): it must accept exactly what each
// kind's schema accepts and give back what the schema would, keys and their order included, for
// any JSON the service could send.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkedRecord,
  CONTROL_CENTER,
  CYBER_ASSET,
  CYBER_SYSTEM,
  duplicateIdProblem,
  FACILITY,
  type RecordKind,
  shareRepeatedValues,
} from "../../../src/io/service/service-records.ts";

const KINDS: [string, RecordKind<unknown>][] = [
  ["facility", FACILITY],
  ["control center", CONTROL_CENTER],
  ["cyber system", CYBER_SYSTEM],
  ["cyber asset", CYBER_ASSET],
];

const FIELD_NAMES = [
  "id",
  "name",
  "organization_slug",
  "facility_id",
  "control_center_id",
  "cyber_system_id",
  "asset_type",
  "created_at",
  "__proto__",
];

/** Values near and far from what each field takes. */
const fieldValue = fc.oneof(
  fc.constantFrom("hardware", "software", "Hardware", "", "ca_1", "cs_1", "fac_1"),
  fc.string(),
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
);

/** A record as JSON text, fields in any order, some left out, some the schemas do not know. */
const recordText = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...FIELD_NAMES), fieldValue), {
    selector: ([name]) => name,
    maxLength: FIELD_NAMES.length,
  })
  .map(
    (fields) =>
      `{${fields.map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`).join(",")}}`,
  );

/** Mostly accepted records: every field present or not, strings or null, any order. */
const nearlyValidText = fc
  .shuffledSubarray(FIELD_NAMES, { minLength: 5 })
  .chain((names) =>
    fc.tuple(
      fc.constant(names),
      fc.array(fc.constantFrom<string | null>("hardware", "software", "x", null), {
        minLength: names.length,
        maxLength: names.length,
      }),
    ),
  )
  .map(([names, values]) =>
    JSON.stringify(Object.fromEntries(names.map((name, index) => [name, values[index]]))),
  );

/** A record that the asset schema accepts, in the schema's order or not. */
const assetText = fc
  .tuple(fc.string(), fc.string(), fc.constantFrom("hardware", "software"), fc.boolean())
  .map(([id, name, type, reversed]) => {
    const fields: [string, string][] = [
      ["id", id],
      ["name", name],
      ["cyber_system_id", "cs_1"],
      ["asset_type", type],
      ["organization_slug", "grid-east"],
    ];
    if (reversed) fields.reverse();
    return JSON.stringify(Object.fromEntries(fields));
  });

describe("checkedRecord agrees with the schema of each kind", () => {
  it.each(KINDS)("%s", (_noun, kind) => {
    fc.assert(
      fc.property(
        fc.oneof(recordText, nearlyValidText, assetText, fc.constantFrom("[]", "null", '"x"', "1")),
        (text) => {
          const raw: unknown = JSON.parse(text);
          const expected = kind.schema.safeParse(raw);
          const checked = checkedRecord(raw, kind);
          expect(checked !== undefined).toBe(expected.success);
          if (checked === undefined || !expected.success) return;
          expect(checked).toStrictEqual(expected.data);
          expect(Object.keys(checked as object)).toEqual(Object.keys(expected.data as object));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("returns a record holding exactly the schema's fields as it is, and copies any other", () => {
    const exact = JSON.parse(
      '{"id":"ca_1","name":"a","cyber_system_id":"cs_1","asset_type":"hardware","organization_slug":"o"}',
    );
    expect(checkedRecord(exact, CYBER_ASSET)).toBe(exact);
    const extra = { ...exact, created_at: "2026-01-01T00:00:00Z" };
    expect(checkedRecord(extra, CYBER_ASSET)).not.toBe(extra);
    expect(checkedRecord(extra, CYBER_ASSET)).toStrictEqual(exact);
  });
});

describe("duplicateIdProblem", () => {
  it.each([
    [["a", "b", "c"], undefined],
    [
      ["a", "b", "a", "b"],
      'records 0 and 2 have the same id "a", so the list cannot say which record that id is',
    ],
    [
      ["a", "b", "b", "a"],
      'records 1 and 2 have the same id "b", so the list cannot say which record that id is',
    ],
    [[], undefined],
  ])("%j: %s", (ids, problem) => {
    expect(duplicateIdProblem(ids.map((id) => ({ id })))).toBe(problem);
  });
});

describe("shareRepeatedValues", () => {
  it("makes repeated values one string and changes nothing else", () => {
    const text =
      '[{"id":"cs_1","name":"A","facility_id":"fac_1","organization_slug":"grid-east"},' +
      '{"id":"cs_2","name":"A","facility_id":"fac_1","organization_slug":"grid-east"},' +
      '{"id":"cs_3","name":"B","control_center_id":"cc_1","organization_slug":"grid-east"}]';
    const records = JSON.parse(text) as Record<string, unknown>[];
    shareRepeatedValues(records, CYBER_SYSTEM);
    expect(records).toStrictEqual(JSON.parse(text));
    expect(records.map((record) => Object.keys(record))).toEqual(
      (JSON.parse(text) as object[]).map((record) => Object.keys(record)),
    );
  });
});
