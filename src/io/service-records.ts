// The records the service returns, as we use them, and what makes a response trustworthy enough
// to act on: the fields we read (z.object strips the ones the service may add, spec 9.3), ids of
// the service's shape in every id and reference, and every id once per list.
import { z } from "zod";
import type {
  ControlCenter,
  CyberAsset,
  CyberSystem,
  Facility,
} from "../core/shared/live-records.ts";
import { ASSET_TYPES } from "../core/shared/live-records.ts";
import { ID_PREFIXES, type IdPrefix, idShapeProblem, quoteId } from "../core/shared/service-ids.ts";

/** One kind of record: its schema, the noun messages use, and the id fields to check. */
export interface RecordKind<T> {
  noun: string;
  schema: z.ZodType<T>;
  /** Fields holding ids, with the prefix each must have; `id` first. */
  idFields: ReadonlyArray<readonly [field: string, prefix: IdPrefix]>;
}

export const FACILITY: RecordKind<Facility> = {
  noun: "facility",
  schema: z.object({ id: z.string(), name: z.string(), organization_slug: z.string() }),
  idFields: [["id", ID_PREFIXES.facility]],
};

export const CONTROL_CENTER: RecordKind<ControlCenter> = {
  noun: "control center",
  schema: FACILITY.schema,
  idFields: [["id", ID_PREFIXES.controlCenter]],
};

export const CYBER_SYSTEM: RecordKind<CyberSystem> = {
  noun: "cyber system",
  schema: z.object({
    id: z.string(),
    name: z.string(),
    facility_id: z.string().nullish(),
    control_center_id: z.string().nullish(),
    organization_slug: z.string(),
  }),
  idFields: [
    ["id", ID_PREFIXES.cyberSystem],
    ["facility_id", ID_PREFIXES.facility],
    ["control_center_id", ID_PREFIXES.controlCenter],
  ],
};

export const CYBER_ASSET: RecordKind<CyberAsset> = {
  noun: "cyber asset",
  schema: z.object({
    id: z.string(),
    name: z.string(),
    cyber_system_id: z.string(),
    asset_type: z.enum(ASSET_TYPES),
    organization_slug: z.string(),
  }),
  idFields: [
    ["id", ID_PREFIXES.cyberAsset],
    ["cyber_system_id", ID_PREFIXES.cyberSystem],
  ],
};

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
  const first = new Map<string, number>();
  for (const [index, record] of records.entries()) {
    const earlier = first.get(record.id);
    if (earlier !== undefined) {
      return `records ${earlier} and ${index} have the same id ${quoteId(record.id)}, so the list cannot say which record that id is`;
    }
    first.set(record.id, index);
  }
  return undefined;
}

/** `id` as one path segment, or the reason it cannot be one. */
export function idSegment(id: string, prefix: IdPrefix): { segment: string } | { problem: string } {
  const problem = idShapeProblem(id, prefix);
  return problem === undefined ? { segment: encodeURIComponent(id) } : { problem };
}
