// The evidence record schema as each record's file is held to it: the schema every record `evidence
// verify` reads is checked against, after the signatures its largest cost (at 100,000 signed
// records, 1.5 s of each reader's 12: issue 99), compiled (z.compile) into a flat validator of
// each kind of record, which takes less than half as long (docs/performance.md).
import { z } from "zod";
import { type EvidenceRecord, originProblem } from "./evidence-record.ts";
import { evidenceRecordSchema, recordSchemaWith } from "./evidence-schema.ts";
import type { ServiceFieldValue } from "../../shared/service-fields.ts";

/** recordFileValidators, once compiled. */
let fileValidators: ReadonlyMap<unknown, (value: unknown) => boolean> | undefined;

/**
 * Each kind's record schema for the value JSON.parse made of a file, compiled, by its kind, at the
 * first call: compiling takes about 40 ms, which a command that reads no ledger does not pay.
 * z.compile takes no schema with a reference cycle, and jsonValue is one (a list's items are JSON
 * values): here a service field's value is held to nothing, since every value JSON.parse makes is
 * a JSON value. A kind each, not the union whole: one function of 182 KB of code took 30 to 40 MB
 * more of each reader's memory while V8 optimized it, and ran slower.
 */
function recordFileValidators(): ReadonlyMap<unknown, (value: unknown) => boolean> {
  fileValidators ??= new Map(
    recordSchemaWith(z.custom<ServiceFieldValue>()).options.map((option) => {
      const compiled = z.compile(option);
      return [option.shape.kind.value, (value: unknown) => compiled.validate(value)];
    }),
  );
  return fileValidators;
}

/**
 * evidenceRecordSchema.safeParse of the value JSON.parse made of a record's file, its value the
 * same (the schema transforms nothing): a valid record is checked by its kind's compiled validator
 * and the rule the union adds (originProblem), anything else walked by the schema for its issues.
 * A test holds both to the same verdicts and issues.
 */
export function parseRecordValue(value: unknown): z.ZodSafeParseResult<EvidenceRecord> {
  const kind =
    typeof value === "object" && value !== null ? (value as { kind?: unknown }).kind : undefined;
  if (recordFileValidators().get(kind)?.(value) === true) {
    const record = value as EvidenceRecord;
    if (originProblem(record) === undefined) return { success: true, data: record };
  }
  return evidenceRecordSchema.safeParse(value);
}
