// The value of a record's file held to each kind's compiled schema: the same verdict, value and
// issues as the evidence record schema walked, for records of every kind changed at random.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  evidenceRecordSchema,
  recordSchemaWith,
} from "../../../../src/core/evidence/records/evidence-schema.ts";
import { parseRecordValue } from "../../../../src/core/evidence/records/record-file-schema.ts";
import type { ServiceFieldValue } from "../../../../src/core/shared/service-fields.ts";
import {
  breakGlassDraft,
  changeDraft,
  configurationMonitoringDraft,
  day,
  highImpactChange,
  highImpactDeviation,
  monitoringDraft,
  jsonChild,
  type RecordJson,
  sealedJson,
} from "../../../support/evidence-records.ts";

describe("a record's file held to each kind's compiled schema (parseRecordValue)", () => {
  it("compiles each kind whole, where the union with jsonValue's reference cycle cannot be", () => {
    const { options } = recordSchemaWith(z.custom<ServiceFieldValue>());
    expect(options.map((option) => option.shape.kind.value)).toStrictEqual([
      "change",
      "monitoring",
      "configuration-monitoring",
    ]);
    for (const option of options) expect(() => z.compile(option, { strict: true })).not.toThrow();
    expect(() => z.compile(evidenceRecordSchema, { strict: true })).toThrow(/reference cycle/);
  });

  /** A record of each kind as its file holds it, a change with a service field of each shape. */
  const records = (): RecordJson[] => {
    const withFields = sealedJson(changeDraft("grid-east", 1));
    const [operation] = jsonChild(jsonChild(withFields, "change"), "change_record")
      .operations as RecordJson[];
    operation!.service_fields = { rack: 4, tags: ["x", null, { deep: [true] }], note: "n" };
    return [
      withFields,
      sealedJson(highImpactChange()),
      sealedJson(highImpactDeviation()[1]),
      sealedJson(breakGlassDraft(changeDraft("grid-east", 1))),
      sealedJson(monitoringDraft("grid-east", 1, false)),
      sealedJson(
        configurationMonitoringDraft(
          "grid-east",
          1,
          [{ cyber_system: "Alpha", name: "alpha-rtu-09", asset_id: "ca_9", changed: "patches" }],
          day(1),
        ),
      ),
    ];
  };

  /** Every place in `value` a change can be made at: its objects' keys, its lists' items. */
  const places = (value: unknown, at: (string | number)[] = []): (string | number)[][] =>
    value === null || typeof value !== "object"
      ? []
      : Object.keys(value).flatMap((key) => {
          const path = [...at, Array.isArray(value) ? Number(key) : key];
          return [path, ...places((value as RecordJson)[key], path)];
        });

  /** `record` with the value at `path` replaced by `value`, or removed when it is undefined. */
  const changedAt = (record: RecordJson, path: (string | number)[], value: unknown): RecordJson => {
    const copy = structuredClone(record);
    let parent = copy as RecordJson;
    for (const key of path.slice(0, -1)) parent = parent[key] as RecordJson;
    const last = path.at(-1)!;
    if (value !== undefined) parent[last] = value;
    else if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
    // As a ledger's file gives it: parsed from its text.
    return JSON.parse(JSON.stringify(copy)) as RecordJson;
  };

  it("accepts and refuses each record as evidenceRecordSchema does, with the same issues", () => {
    const all = records();
    fc.assert(
      fc.property(
        fc.nat({ max: all.length - 1 }),
        fc.nat(),
        fc.option(fc.jsonValue({ maxDepth: 2 }), { freq: 4 }),
        (which, where, value) => {
          const record = all[which]!;
          const at = places(record);
          const changed = changedAt(record, at[where % at.length]!, value ?? undefined);
          const compiled = parseRecordValue(changed);
          const runtime = evidenceRecordSchema.safeParse(changed);
          expect(compiled.success).toBe(runtime.success);
          // What is accepted is the file's JSON itself, as parseVerifiedRecord takes it. Zod's own
          // value is the same but for a "__proto__" key, which it drops (it assigns each key).
          expect(compiled.data).toStrictEqual(runtime.success ? changed : undefined);
          if (!JSON.stringify(changed).includes('"__proto__"'))
            expect(compiled.data).toStrictEqual(runtime.data);
          expect(compiled.error?.issues).toStrictEqual(runtime.error?.issues);
        },
      ),
      { numRuns: 500 },
    );
  });
});
