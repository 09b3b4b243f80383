// `cip-sources.yaml` as one zod schema: the read-only sources that write the documents of the cyber
// systems they own. The source of the published JSON Schema and of the checks parse-sources.ts
// reports at file:line:column.
import { z } from "zod";
import { ASSET_TYPES } from "../shared/live-records.ts";
import { isLoopback } from "../shared/loopback.ts";
import { isDeclarableName } from "../inventory/document/inventory-schema.ts";

/** The file read when --sources (Action input `sources`) does not name another. */
export const DEFAULT_SOURCES_FILE = "cip-sources.yaml";

/** A source's name is part of a branch name (`cip-sync/source-<name>`) and of messages. */
export const SOURCE_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

const assetTypeSchema = z.enum(ASSET_TYPES);

const typesSchema = z
  .record(z.string().min(1), assetTypeSchema)
  .meta({ description: "The source's type values (e.g. RTU, PLC) -> hardware | software." });

const systemNameSchema = z
  .string()
  .refine(isDeclarableName, {
    message:
      "must be a name an inventory file can hold: no space at either end, no control or invisible character, at most 255 characters (the name rules: docs/inventory-format.md)",
  })
  .meta({ description: "The name of a cyber system this source owns." });

/** A system whose name repeats at another facility or control center, named with its parent. */
const qualifiedSystemSchema = z
  .strictObject({
    cyber_system: systemNameSchema,
    facility: systemNameSchema
      .optional()
      .meta({ description: "The facility it belongs to (name or id)." }),
    control_center: systemNameSchema
      .optional()
      .meta({ description: "The control center it belongs to (name or id)." }),
  })
  .refine((entry) => (entry.facility === undefined) !== (entry.control_center === undefined), {
    message: "give exactly one of facility and control_center: the one the cyber system belongs to",
  });

const systemEntrySchema = z.union([systemNameSchema, qualifiedSystemSchema]).meta({
  description:
    "A cyber system this source owns: its name (or id), or { cyber_system, facility } / { cyber_system, control_center } where the name repeats at another facility or control center.",
});

export type SystemEntry = z.output<typeof systemEntrySchema>;

/** A path inside the repository: relative, forward slashes, never climbing out. */
const repositoryPathSchema = z
  .string()
  .min(1)
  .refine((path) => !path.startsWith("/") && !/^[A-Za-z]:/.test(path), {
    message: "must be relative to the repository root",
  })
  .refine((path) => !path.includes("\\"), { message: "must use forward slashes" })
  .refine((path) => !path.split("/").includes(".."), { message: "must not contain .." });

const commonKeys = {
  name: z
    .string()
    .regex(SOURCE_NAME, {
      message: "must be lower-case letters, digits and dashes, starting with a letter or digit",
    })
    .meta({ description: "The source's name: `cip-sync source sync NAME`, bot branch suffix." }),
  systems: z
    .array(systemEntrySchema)
    .min(1)
    .meta({ description: "The cyber systems this source owns: one document each, under out." }),
  out: repositoryPathSchema
    .refine((path) => path.split("/").some((part) => part !== "" && part !== "."), {
      message: "must name a directory inside the repository, not its root",
    })
    .meta({
      description: "The directory the source writes its documents to, relative to the repository.",
    }),
};

const csvSourceSchema = z.strictObject({
  ...commonKeys,
  kind: z.literal("csv"),
  file: repositoryPathSchema.meta({ description: "The CSV file, relative to the repository." }),
  columns: z.strictObject({
    name: z.string().min(1).meta({ description: "Column holding the asset's name." }),
    system: z.string().min(1).meta({ description: "Column holding the cyber system's name." }),
    type: z.string().min(1).meta({ description: "Column holding the asset's type." }),
  }),
  types: typesSchema,
  where: z
    .record(z.string().min(1), z.string())
    .optional()
    .meta({ description: "Keep only rows whose column equals the value (all must match)." }),
});

const netboxSourceSchema = z.strictObject({
  ...commonKeys,
  kind: z.literal("netbox"),
  url: z
    .url({ protocol: /^https?$/ })
    .refine((value) => plainHttpAllowed(value), {
      message:
        "uses http:// to another machine, where NetBox's token would cross the network in plain text; write its https:// address (http:// is for loopback only)",
    })
    .meta({ description: "NetBox's base URL; the token is read from NETBOX_TOKEN." }),
  filters: z
    .record(z.string().min(1), z.string())
    .optional()
    .meta({ description: "Query parameters for /api/dcim/devices/ (e.g. tag: cip)." }),
  system: z
    .string()
    .min(1)
    .meta({ description: "Dotted path to the cyber system's name on a device." }),
  asset_name: z
    .string()
    .min(1)
    .default("name")
    .meta({ description: "Dotted path to the asset's name on a device (default: name)." }),
  type: z.strictObject({
    field: z.string().min(1).meta({ description: "Dotted path to the device's type value." }),
    map: typesSchema,
  }),
});

const commandSourceSchema = z.strictObject({
  ...commonKeys,
  kind: z.literal("command"),
  run: z
    .array(z.string().min(1))
    .min(1)
    .meta({ description: "Program and arguments, run without a shell from the repository root." }),
  types: typesSchema.optional(),
  env: z
    .array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/u))
    .default([])
    .meta({
      description:
        "Environment variables passed to the command, besides PATH, HOME, the temporary directory, the locale and Windows' system variables; nothing else of the run's environment (its tokens, keys and inputs) reaches it.",
    }),
  timeout_seconds: z
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(120)
    .meta({ description: "Stop the command after this many seconds (default 120)." }),
});

export const sourceSchema = z.discriminatedUnion("kind", [
  csvSourceSchema,
  netboxSourceSchema,
  commandSourceSchema,
]);

/** Each kind's own schema: an entry whose kind is missing or misspelt is checked as the one it means. */
export const SOURCE_KIND_SCHEMAS = {
  csv: csvSourceSchema,
  netbox: netboxSourceSchema,
  command: commandSourceSchema,
} as const;

export type SourceKind = keyof typeof SOURCE_KIND_SCHEMAS;

/** The keys every kind has, and only those: what can be checked of an entry of unknown kind. */
export const commonSourceKeysSchema = z.looseObject(commonKeys);

export const sourcesFileSchema = z
  .strictObject({
    version: z.literal(1),
    sources: z.array(sourceSchema),
  })
  .meta({
    title: "cip-inventory-sync sources",
    description:
      "Read-only sources (CSV, NetBox, a command) that generate the inventory documents of the cyber systems they own.",
  });

export type SourceDefinition = z.output<typeof sourceSchema>;
export type CsvSource = z.output<typeof csvSourceSchema>;
export type NetboxSource = z.output<typeof netboxSourceSchema>;
export type CommandSource = z.output<typeof commandSourceSchema>;

/** The JSON Schema (draft 2020-12) of cip-sources.yaml, for editors. */
export function sourcesJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(sourcesFileSchema, { target: "draft-2020-12", io: "input" });
}

/**
 * Whether `url` is https://, or http:// to this machine: the token never crosses a network plain.
 * A value that is no address at all passes here: the url check beside this one reports it.
 */
function plainHttpAllowed(url: string): boolean {
  if (!URL.canParse(url)) return true;
  const { protocol, hostname } = new URL(url);
  return protocol !== "http:" || isLoopback(hostname);
}
