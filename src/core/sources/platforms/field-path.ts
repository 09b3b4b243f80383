// A field of a platform's record at a dotted path: the text a source maps (name, system, type) and
// what it observed (a firmware's name and version, a list of hotfixes). Pure.

/**
 * The value at a path: the key itself when the record has it (ServiceNow answers a dot-walked field
 * as "location.name"), else each dotted part in turn ("custom_fields.cip_system").
 */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  if (Object.hasOwn(record, path)) return record[path];
  let value: unknown = record;
  for (const key of path.split(".")) {
    value =
      typeof value === "object" && value !== null && Object.hasOwn(value, key)
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return value;
}

/** The text at a path; "" when absent or neither text nor a number. */
export function textAt(record: Record<string, unknown>, path: string): string {
  const value = valueAt(record, path);
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}
