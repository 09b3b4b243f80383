// `cip-sources.yaml` as one zod schema: the read-only sources that write the documents of the cyber
// systems they own. The source of the published JSON Schema and of the checks parse-sources.ts
// reports at file:line:column.
import { z } from "zod";
import { ASSET_TYPES } from "../shared/live-records.ts";
import { platformUrlSchema, tenableFilterSchema } from "./platforms/platform-keys.ts";
import { type SourceKind, sourceKindsInWords } from "./source-kinds.ts";
import { isDeclarableName } from "../inventory/document/inventory-schema.ts";
import { WORKSPACE_PATTERN } from "../shared/workspace-name.ts";

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

/** A dotted path to a field of a record ("custom_fields.cip_system", "location.name"). */
const fieldPathSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_:]*(\.[A-Za-z_][A-Za-z0-9_:]*)*$/u, {
  message: "must be a field name, or names joined by dots (for example custom_fields.cip_system)",
});

/** What every platform kind maps: the system's path, the asset's name, the type and its map. */
function fieldKeys(record: string) {
  return {
    system: fieldPathSchema.meta({
      description: `Dotted path to the cyber system's name on a ${record}.`,
    }),
    asset_name: fieldPathSchema
      .default("name")
      .meta({ description: `Dotted path to the asset's name on a ${record} (default: name).` }),
    type: z.strictObject({
      field: fieldPathSchema.meta({ description: `Dotted path to the ${record}'s type value.` }),
      map: typesSchema,
    }),
  };
}

function pageSizeSchema(platformDefault: number, max: number) {
  return z
    .number()
    .int()
    .min(1)
    .max(max)
    .default(platformDefault)
    .meta({ description: `Records asked per page (default ${platformDefault}, at most ${max}).` });
}

/** Where a platform keeps what it observed, by kind: the defaults of `monitoring`. */
interface ObservedFields {
  observedAt: string;
  osFirmware: { name: string; version: string }[];
}

/**
 * What the platform observed of each asset, written as a configuration-monitoring file (never as
 * the declaration): a firmware's or system's name and version, hotfixes, and when it was observed.
 */
function monitoringSchema(platform: string, fields: ObservedFields) {
  const entry = z.strictObject({ name: fieldPathSchema, version: fieldPathSchema });
  return z
    .strictObject({
      file: repositoryPathSchema
        .refine((path) => path.endsWith(".json"), {
          message:
            "must be a .json file in the repository, which the drift check's monitoring-file names",
        })
        .meta({ description: "The configuration-monitoring file the sync writes." }),
      workspace: z
        .string()
        .regex(WORKSPACE_PATTERN, {
          message: "must be the Action's workspace name (letters, digits, . _ -)",
        })
        .default("default")
        .meta({
          description: "The workspace whose drift check seals the file (default: default).",
        }),
      observed_at: fieldPathSchema
        .default(fields.observedAt)
        .meta({ description: `Where ${platform} says when it last observed the asset.` }),
      os_firmware: z.array(entry).min(1).default(fields.osFirmware).meta({
        description: "The os_firmware entries: each a name and a version at field paths.",
      }),
      patches: z
        .strictObject({ list: fieldPathSchema, name: fieldPathSchema })
        .optional()
        .meta({ description: "The patches: a list at a field path, each entry's name at a path." }),
    })
    .optional()
    .meta({
      description: `Write what ${platform} observed as a configuration-monitoring file (CIP-010 R2.1).`,
    });
}

const netboxSourceSchema = z.strictObject({
  ...commonKeys,
  kind: z.literal("netbox"),
  url: platformUrlSchema("NetBox", "NETBOX_TOKEN"),
  filters: z
    .record(z.string().min(1), z.string())
    .optional()
    .meta({ description: "Query parameters for /api/dcim/devices/ (e.g. tag: cip)." }),
  ...fieldKeys("device"),
});

const servicenowSourceSchema = z.strictObject({
  ...commonKeys,
  kind: z.literal("servicenow"),
  url: platformUrlSchema(
    "ServiceNow",
    "SERVICENOW_USER and SERVICENOW_PASSWORD (auth: basic) or SERVICENOW_TOKEN (auth: oauth)",
  ),
  table: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,79}$/u, {
      message: "must be a table's name: lower-case letters, digits and _ (for example cmdb_ci_ot)",
    })
    .default("cmdb_ci_ot")
    .meta({ description: "The CMDB class's table read (default cmdb_ci_ot)." }),
  query: z
    .string()
    .min(1)
    .refine((value) => !/ORDERBY/u.test(value), {
      message:
        "must not order the records: the sync orders them by sys_id itself, so that no page repeats or skips a record; remove ORDERBY",
    })
    .optional()
    .meta({ description: "An encoded query (sysparm_query), e.g. operational_status=1." }),
  auth: z.enum(["basic", "oauth"]).default("basic").meta({
    description: "basic: SERVICENOW_USER and SERVICENOW_PASSWORD; oauth: SERVICENOW_TOKEN.",
  }),
  page_size: pageSizeSchema(10_000, 10_000),
  ...fieldKeys("record"),
  monitoring: monitoringSchema("ServiceNow", {
    observedAt: "last_discovered",
    osFirmware: [
      { name: "os", version: "os_version" },
      { name: "model_id.name", version: "firmware_version" },
    ],
  }),
});

const tenableOtSourceSchema = z.strictObject({
  ...commonKeys,
  kind: z.literal("tenable-ot"),
  url: platformUrlSchema("Tenable OT Security", "TENABLE_OT_API_KEY"),
  search: z
    .string()
    .min(1)
    .optional()
    .meta({ description: "The assets query's search text, e.g. a segment's name." }),
  filter: tenableFilterSchema.optional().meta({
    description:
      "The assets query's filter (AssetExpressionsParams): { op, field, values }, or { op: And | Or, expressions: [...] }.",
  }),
  include_hidden: z.boolean().default(false).meta({
    description:
      "Read the assets hidden on the platform too (default false: left out, as Tenable's SDK leaves them).",
  }),
  page_size: pageSizeSchema(200, 1000),
  ...fieldKeys("asset"),
  monitoring: monitoringSchema("Tenable OT Security", {
    observedAt: "lastSeen",
    osFirmware: [
      { name: "os", version: "osDetails.version" },
      { name: "model", version: "firmwareVersion" },
    ],
  }),
});

const nozomiSourceSchema = z.strictObject({
  ...commonKeys,
  kind: z.literal("nozomi"),
  url: platformUrlSchema(
    "Nozomi Networks",
    "NOZOMI_USER and NOZOMI_PASSWORD (auth: basic) or NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN (auth: api-key)",
  ),
  condition: z
    .string()
    .min(1)
    .refine((value) => !/[|\r\n]/u.test(value), {
      message:
        "must be one where condition, without | or a line break: the sync adds its own sort, paging and count",
    })
    .optional()
    .meta({ description: "A where condition of the assets query, e.g. level == 1." }),
  auth: z.enum(["basic", "api-key"]).default("basic").meta({
    description:
      "basic: NOZOMI_USER and NOZOMI_PASSWORD; api-key: NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN, signed in for a token.",
  }),
  page_size: pageSizeSchema(1000, 10_000),
  ...fieldKeys("asset"),
  monitoring: monitoringSchema("Nozomi Networks", {
    observedAt: "last_activity_time",
    osFirmware: [{ name: "product_name", version: "firmware_version" }],
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
  servicenowSourceSchema,
  tenableOtSourceSchema,
  nozomiSourceSchema,
  commandSourceSchema,
]);

/**
 * Each kind's own schema, one for each of the kinds (source-kinds.ts): an entry whose kind is
 * missing or misspelt is checked as the one it means.
 */
export const SOURCE_KIND_SCHEMAS = {
  csv: csvSourceSchema,
  netbox: netboxSourceSchema,
  servicenow: servicenowSourceSchema,
  "tenable-ot": tenableOtSourceSchema,
  nozomi: nozomiSourceSchema,
  command: commandSourceSchema,
} as const satisfies Record<SourceKind, z.ZodType>;

export type { SourceKind };

/** The keys every kind has, and only those: what can be checked of an entry of unknown kind. */
export const commonSourceKeysSchema = z.looseObject(commonKeys);

export const sourcesFileSchema = z
  .strictObject({
    version: z.literal(1),
    sources: z.array(sourceSchema),
  })
  .meta({
    title: "cip-inventory-sync sources",
    description: `Read-only sources (${sourceKindsInWords()}) that generate the inventory documents of the cyber systems they own.`,
  });

export type SourceDefinition = z.output<typeof sourceSchema>;
export type CsvSource = z.output<typeof csvSourceSchema>;
export type NetboxSource = z.output<typeof netboxSourceSchema>;
export type CommandSource = z.output<typeof commandSourceSchema>;
export type ServicenowSource = z.output<typeof servicenowSourceSchema>;
export type TenableOtSource = z.output<typeof tenableOtSourceSchema>;
export type NozomiSource = z.output<typeof nozomiSourceSchema>;
/** What a platform source writes of what its platform observed. */
export type MonitoringSettings = NonNullable<ServicenowSource["monitoring"]>;
/** A source read over a platform's API, mapping its records' fields. */
export type PlatformSource = NetboxSource | ServicenowSource | TenableOtSource | NozomiSource;
/** A platform source that writes what its platform observed as a configuration-monitoring file. */
export type MonitoredSource = (ServicenowSource | TenableOtSource | NozomiSource) & {
  monitoring: MonitoringSettings;
};

/** `source` when it writes what its platform observed (`monitoring:`), else undefined. */
export function monitoredSource(source: SourceDefinition): MonitoredSource | undefined {
  if (source.kind !== "servicenow" && source.kind !== "tenable-ot" && source.kind !== "nozomi")
    return undefined;
  const { monitoring } = source;
  return monitoring === undefined ? undefined : { ...source, monitoring };
}

/** The JSON Schema (draft 2020-12) of cip-sources.yaml, for editors. */
export function sourcesJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(sourcesFileSchema, { target: "draft-2020-12", io: "input" });
}
