// The kinds of source, each with the words a person reads for it: the one list the sources file's
// schema is keyed by (sources-schema.ts), and that help and the collector's name say. Without zod,
// so that the command line's help names the kinds without building the schema.
export const SOURCE_KIND_NAMES = {
  csv: "CSV",
  netbox: "NetBox",
  servicenow: "ServiceNow",
  "tenable-ot": "Tenable OT Security",
  nozomi: "Nozomi Networks",
  command: "a command",
} as const;

export type SourceKind = keyof typeof SOURCE_KIND_NAMES;

/** "CSV, NetBox, ..., Nozomi Networks or a command": every kind, as a sentence lists them. */
export function sourceKindsInWords(): string {
  const names: string[] = Object.values(SOURCE_KIND_NAMES);
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1) ?? ""}`;
}
