// The records the service returns, as we use them, and what makes a response trustworthy enough
// to act on: the fields we read (z.object strips the ones the service may add, spec 9.3), ids of
// the service's shape in every id and reference, and every id once per list.
import { z } from "zod";
import type {
  ControlCenter,
  CyberAsset,
  CyberSystem,
  Facility,
} from "../../core/shared/live-records.ts";
import { ASSET_TYPES } from "../../core/shared/live-records.ts";
import {
  ID_PREFIXES,
  type IdPrefix,
  idShapeProblem,
  quoteId,
} from "../../core/shared/service-ids.ts";

/** One kind of record: its schema, the noun messages use, and the id fields to check. */
export interface RecordKind<T> {
  noun: string;
  schema: z.ZodType<T>;
  /** The schema's fields in its order, as `checkedRecord` reads them. */
  fields: readonly FieldRule[];
  /** Fields holding ids, with the prefix each must have; `id` first. */
  idFields: ReadonlyArray<readonly [field: string, prefix: IdPrefix]>;
}

/** What one field of a record may hold: a string, one of `values`, or (nullish) also null or nothing. */
interface FieldRule {
  name: string;
  nullish: boolean;
  values?: readonly string[];
}

function recordKind<T>(
  noun: string,
  schema: z.ZodObject & z.ZodType<T>,
  idFields: RecordKind<T>["idFields"],
): RecordKind<T> {
  return { noun, schema, fields: Object.entries(schema.shape).map(fieldRule), idFields };
}

/** The rule of a field the schema declares; a field of another kind is a bug in this module. */
function fieldRule([name, field]: [string, unknown]): FieldRule {
  if (field instanceof z.ZodString && field.def.checks === undefined)
    return { name, nullish: false };
  if (field instanceof z.ZodEnum)
    return { name, nullish: false, values: field.options.map(String) };
  const inner = field instanceof z.ZodOptional ? field.unwrap() : undefined;
  const value = inner instanceof z.ZodNullable ? inner.unwrap() : undefined;
  if (value instanceof z.ZodString && value.def.checks === undefined)
    return { name, nullish: true };
  throw new Error(`the record field "${name}" has a schema checkedRecord cannot check`);
}

export const FACILITY = recordKind<Facility>(
  "facility",
  z.object({ id: z.string(), name: z.string(), organization_slug: z.string() }),
  [["id", ID_PREFIXES.facility]],
);

export const CONTROL_CENTER: RecordKind<ControlCenter> = {
  ...FACILITY,
  noun: "control center",
  idFields: [["id", ID_PREFIXES.controlCenter]],
};

export const CYBER_SYSTEM = recordKind<CyberSystem>(
  "cyber system",
  z.object({
    id: z.string(),
    name: z.string(),
    facility_id: z.string().nullish(),
    control_center_id: z.string().nullish(),
    organization_slug: z.string(),
  }),
  [
    ["id", ID_PREFIXES.cyberSystem],
    ["facility_id", ID_PREFIXES.facility],
    ["control_center_id", ID_PREFIXES.controlCenter],
  ],
);

export const CYBER_ASSET = recordKind<CyberAsset>(
  "cyber asset",
  z.object({
    id: z.string(),
    name: z.string(),
    cyber_system_id: z.string(),
    asset_type: z.enum(ASSET_TYPES),
    organization_slug: z.string(),
  }),
  [
    ["id", ID_PREFIXES.cyberAsset],
    ["cyber_system_id", ID_PREFIXES.cyberSystem],
  ],
);

/**
 * `raw` as the kind's schema would parse it, or undefined where the schema would refuse it (the
 * caller asks the schema then, for its words). Checked field by field without zod: a list of
 * 100,000 records through safeParse cost a copy of each. A record holding exactly the schema's
 * fields in its order is returned as it is; any other is copied with only those fields, in that
 * order, as the schema would (so a field the service adds never reaches a plan or a record).
 */
export function checkedRecord<T>(raw: unknown, kind: RecordKind<T>): T | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const record = raw as Record<string, unknown>;
  const { fields } = kind;
  for (const rule of fields) {
    const value = record[rule.name];
    if (typeof value === "string") {
      if (rule.values !== undefined && !rule.values.includes(value)) return undefined;
    } else if (!rule.nullish || (value !== null && value !== undefined)) return undefined;
  }
  return (hasOnlyFieldsInOrder(record, fields) ? record : copyOfFields(record, fields)) as T;
}

/**
 * The records of a list with each value of a field other than `id` and `name` that equals the
 * one before it replaced by that one, in place: the organization, the parent's id and the type
 * repeat from record to record, and one string for each run of them instead of one per record is
 * a fifth of a million parsed assets. Nothing that reads the records can tell.
 */
export function shareRepeatedValues(records: readonly object[], kind: RecordKind<unknown>): void {
  const fields = kind.fields.filter(({ name }) => name !== "id" && name !== "name");
  for (const { name } of fields) {
    let previous: unknown;
    for (const record of records as Record<string, unknown>[]) {
      const value = record[name];
      if (typeof value !== "string") continue;
      if (value === previous) record[name] = previous;
      else previous = value;
    }
  }
}

/** Whether the record's own keys are some of `fields`, in their order (absent ones are nullish). */
function hasOnlyFieldsInOrder(record: object, fields: readonly FieldRule[]): boolean {
  let next = 0;
  for (const key in record) {
    while (next < fields.length && fields[next]?.name !== key) next += 1;
    if (next === fields.length) return false;
    next += 1;
  }
  return true;
}

function copyOfFields(record: Record<string, unknown>, fields: readonly FieldRule[]): object {
  const copy: Record<string, unknown> = {};
  for (const { name } of fields) {
    const value = record[name];
    if (value !== undefined) copy[name] = value;
  }
  return copy;
}

/** Why the record's ids are not of the service's shape, or undefined. */
export function recordIdProblem<T>(record: T, kind: RecordKind<T>): string | undefined {
  for (const [field, prefix] of kind.idFields) {
    const value = (record as Record<string, unknown>)[field];
    if (typeof value !== "string") continue;
    const problem = idShapeProblem(value, prefix);
    if (problem !== undefined) return `${field} ${problem}`;
  }
  return undefined;
}

/** Why the list is not one record per id (naming the id and both positions), or undefined. */
export function duplicateIdProblem(records: ReadonlyArray<{ id: string }>): string | undefined {
  const seen = new Set<string>();
  for (let index = 0; index < records.length; index += 1) {
    const record = records[index];
    if (record === undefined) continue;
    const { id } = record;
    if (!seen.has(id)) {
      seen.add(id);
      continue;
    }
    // Once per list at most: where the id was first is found only when it repeats.
    const earlier = records.findIndex((record) => record.id === id);
    return `records ${earlier} and ${index} have the same id ${quoteId(id)}, so the list cannot say which record that id is`;
  }
  return undefined;
}

/** `id` as one path segment, or the reason it cannot be one. */
export function idSegment(id: string, prefix: IdPrefix): { segment: string } | { problem: string } {
  const problem = idShapeProblem(id, prefix);
  return problem === undefined ? { segment: encodeURIComponent(id) } : { problem };
}
