// The fields a service record carries beyond the ones we map (spec 9.3: the service may add fields
// at any time; the documented service sends `created_at` and `updated_at`). Kept only where a
// record is echoed (the JSON export, the change record), so a CMDB or an auditor keeps them; never
// in a fingerprint or a plan. Pure; the values are untrusted service text, escaped where written.
import { compareCodePoints } from "./names.ts";

/**
 * A kept value: as the service sent it (objects and arrays as JSON), or the marker below. Mutable
 * like zod's JSON type, which the change record's schema must equal exactly.
 */
export type ServiceFieldValue =
  string | number | boolean | null | ServiceFieldValue[] | { [key: string]: ServiceFieldValue };

/** Extra fields by name, keys sorted by code point. */
export type ServiceFields = Record<string, ServiceFieldValue>;

/** A value whose JSON is longer than this is left out: a record must not grow without bound. */
export const SERVICE_FIELD_MAX_BYTES = 1024;
export const SERVICE_FIELD_LEFT_OUT = "<value over 1 KiB left out>";

/**
 * The fields of `raw` not named in `known`, sorted, every string in them passed through `redact`
 * (the key must not reach a record even if the service echoes it), each value bounded; undefined
 * when there are none (or `raw` is not an object), so records without extras stay as they were.
 */
export function serviceFieldsOf(
  raw: unknown,
  known: readonly string[],
  redact: (text: string) => string,
): ServiceFields | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  if (!hasExtraField(raw, known)) return undefined;
  const extraNames = Object.keys(raw)
    .filter((name) => !known.includes(name))
    .sort(compareCodePoints);
  if (extraNames.length === 0) return undefined;
  // fromEntries defines own properties: a field named "__proto__" stays a field.
  return Object.fromEntries(
    extraNames.map((name) => {
      const value = redactedValue(
        (raw as Record<string, unknown>)[name] as ServiceFieldValue,
        redact,
      );
      const bytes = utf8.encode(JSON.stringify(value)).length;
      return [name, bytes > SERVICE_FIELD_MAX_BYTES ? SERVICE_FIELD_LEFT_OUT : value];
    }),
  );
}

const utf8 = new TextEncoder();

/** Whether `raw` has an own field not in `known`: asked of every record of a list, so it allocates nothing. */
function hasExtraField(raw: object, known: readonly string[]): boolean {
  for (const name in raw) if (Object.hasOwn(raw, name) && !known.includes(name)) return true;
  return false;
}

function redactedValue(
  value: ServiceFieldValue,
  redact: (text: string) => string,
): ServiceFieldValue {
  if (typeof value === "string") return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactedValue(item, redact));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [redact(key), redactedValue(item, redact)]),
  );
}
