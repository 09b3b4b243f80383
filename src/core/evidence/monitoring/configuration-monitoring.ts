// Configuration monitoring (CIP-010-4 R2.1): the file a collector writes after reading devices (what
// each asset runs, which ports are open, which patches are applied), its zod schema (the source of
// schemas/configuration-monitoring.schema.json), and the one normalisation of an R1.1 item's
// configuration with its digest, by which what a device showed is compared with what the inventory
// declares. Pure: the collector's file is read and the record sealed by the command line.
import { z } from "zod";
import { errorMessage } from "../../shared/errors.ts";
import { SHA256_DIGEST } from "../../shared/sha256.ts";
import { itemDigest } from "../records/configuration-monitoring-model.ts";
import { BASELINE_ITEMS, type BaselineItem } from "../../inventory/document/baseline-items.ts";
import { WORKSPACE_PATTERN } from "../records/evidence-record.ts";

export const CONFIGURATION_MONITORING_FORMAT_VERSION = 1;

const text = z.string().min(1);
const nameVersion = z.strictObject({ name: text, version: z.string() });
const PORT_RANGE = /^(\d{1,5})-(\d{1,5})$/;
const portNumber = z.int().min(0).max(65535);
const portSchema = z.union([
  portNumber,
  z
    .string()
    .regex(PORT_RANGE, 'must be a port number or a range such as "49152-65535"')
    .refine(
      (range) => {
        const [, low, high] = PORT_RANGE.exec(range) ?? [];
        return Number(low) <= Number(high) && Number(high) <= 65535;
      },
      { message: "must be a range of ports from 0 to 65535, its first port not after its last" },
    ),
]);
const digestSchema = z
  .strictObject({ digest: z.string().regex(SHA256_DIGEST, 'must be "sha256:" and 64 hex digits') })
  .meta({
    description:
      "The item's digest instead of its content: sha256: over the canonical JSON of its normalised entries (docs/change-records-and-evidence.md).",
  });

/** An observed item: its content as the device showed it, or only its digest. */
const itemSchemas = {
  os_firmware: z.array(nameVersion),
  software: z.array(nameVersion),
  custom_software: z.array(text),
  ports: z.array(
    z.strictObject({
      port: portSchema,
      protocol: z.enum(["tcp", "udp"]),
      service: z.string().optional(),
      justification: z.string().optional(),
    }),
  ),
  patches: z.array(text),
} satisfies Record<BaselineItem, z.ZodType>;

const observedSchema = z.strictObject({
  os_firmware: z.union([itemSchemas.os_firmware, digestSchema]).optional(),
  software: z.union([itemSchemas.software, digestSchema]).optional(),
  custom_software: z.union([itemSchemas.custom_software, digestSchema]).optional(),
  ports: z.union([itemSchemas.ports, digestSchema]).optional(),
  patches: z.union([itemSchemas.patches, digestSchema]).optional(),
});

export const configurationMonitoringInputSchema = z
  .strictObject({
    format_version: z.literal(CONFIGURATION_MONITORING_FORMAT_VERSION),
    workspace: z.string().regex(WORKSPACE_PATTERN, "must be the Action's workspace name"),
    observed_at: z.iso.datetime().meta({ description: "When the devices were read (ISO 8601)." }),
    collector: z.strictObject({ name: text, version: text }),
    assets: z
      .array(
        z.strictObject({
          cyber_system: text.meta({ description: "The cyber_system of the inventory document." }),
          name: text.meta({ description: "The asset's name as the inventory YAML names it." }),
          asset_id: text.optional(),
          observed: observedSchema,
          baseline_ref_sha256: z
            .string()
            .regex(/^[0-9a-f]{64}$/, "must be 64 lowercase hex digits")
            .optional()
            .meta({
              description:
                "For an asset whose baseline is a baseline_ref: the SHA-256 of the referenced document as the collector fetched it, inside the entity's network. The tool compares it with the sha256 the baseline_ref states.",
            }),
        }),
      )
      .min(1),
    investigations: z
      .array(
        z.strictObject({
          cyber_system: text.meta({
            description: "The asset's cyber_system as the inventory names it now.",
          }),
          name: text.meta({
            description:
              "The asset's name as the inventory names it now; the tool records its asset id.",
          }),
          asset_id: text.optional(),
          item: z.enum(BASELINE_ITEMS),
          detected_in: z.int().positive().meta({
            description: "The sequence of the configuration-monitoring record that detected it.",
          }),
          reference: text.meta({ description: "Where the investigation is documented." }),
        }),
      )
      .optional()
      .meta({
        description:
          "Kept in the record as the collector gives them, but closing nothing: a detected unauthorized change closes only on a counted approver's /cip-010-investigated #SEQ ITEM ASSET REFERENCE line in an approving review of a merge that passed the gate.",
      }),
  })
  .meta({
    title: "cip-inventory-sync configuration monitoring (collector file)",
    description:
      "What a collector observed on devices, per asset and CIP-010-4 R1.1 item, for cip-sync evidence append --monitoring.",
  });

/**
 * What the tool cannot check of a collector's file, said wherever one is sealed and in
 * docs/review-and-security.md and docs/cip-obligations.md in these words (test/docs holds them).
 */
export const COLLECTOR_WORD =
  "What the devices run, and when they were read (observed_at), is the collector's word: the tool compares it with the inventory and refuses an observed_at after the append, but cannot check that the devices were read, or read as the file says.";

export type ConfigurationMonitoringInput = z.infer<typeof configurationMonitoringInputSchema>;
export type ObservedItems = ConfigurationMonitoringInput["assets"][number]["observed"];

/** The JSON Schema (draft 2020-12) of a collector's file. */
export function configurationMonitoringJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(configurationMonitoringInputSchema, { target: "draft-2020-12" });
}

/** RFC 6901 JSON pointer of a zod issue's path ("" for the whole file). */
export function jsonPointer(path: readonly PropertyKey[]): string {
  return path.map((part) => `/${String(part).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** An observed item's digest: the one the collector gave, or that of its content; null if absent. */
export function observedDigest(observed: ObservedItems, item: BaselineItem): string | null {
  const value = observed[item];
  if (value === undefined) return null;
  if (!Array.isArray(value)) return value.digest;
  return itemDigest(item, value);
}

/**
 * What to write at a key of the collector's file, by the key's name, or by its parent's and its
 * own ("collector.name") where one name means two things.
 */
const WHAT_TO_WRITE: Record<string, string> = {
  "collector.name": "write the collector's name, the program that read the devices",
  "collector.version": 'write the collector\'s version as a text ("" when none)',
  format_version: "write 1",
  workspace: 'write the Action\'s workspace name, such as "grid-east"',
  observed_at: 'write when the devices were read, ISO 8601 UTC such as "2026-11-20T10:00:00Z"',
  collector: 'write { "name": ..., "version": ... } of the collector',
  assets: 'write at least one { "cyber_system", "name", "observed" }',
  cyber_system: "write the cyber_system of the asset's inventory document",
  name: "write the name as the inventory names it",
  version: 'write the version as a text ("" when none)',
  asset_id: "write the service's asset id, or leave it out",
  observed: `write a map of the R1.1 items: ${BASELINE_ITEMS.join(", ")}`,
  baseline_ref_sha256:
    "write the SHA-256 (64 lowercase hex digits) of the document the asset's baseline_ref names, as fetched, or leave it out",
  os_firmware: 'write [{ "name": ..., "version": ... }] or { "digest": "sha256:..." }',
  software: 'write [{ "name": ..., "version": ... }] or { "digest": "sha256:..." }',
  custom_software: 'write a list of texts or { "digest": "sha256:..." }',
  ports: 'write [{ "port": ..., "protocol": "tcp" | "udp" }] or { "digest": "sha256:..." }',
  port: 'write a number from 0 to 65535 or a range such as "49152-65535"',
  protocol: 'write "tcp" or "udp"',
  patches: 'write a list of texts or { "digest": "sha256:..." }',
  digest: 'write "sha256:" and 64 lowercase hex digits',
  investigations: 'write [{ "cyber_system", "name", "item", "detected_in", "reference" }]',
  item: `write one of ${BASELINE_ITEMS.join(", ")}`,
  detected_in: "write the sequence of the configuration-monitoring record that detected it",
  reference: "write where the investigation is documented (a ticket, a document)",
};

/** Each problem of a collector's file at its JSON pointer, with what to write there. */
export function inputProblems(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const pointer = jsonPointer(issue.path) || "/";
    if (issue.code === "unrecognized_keys") {
      return `at ${pointer}: unknown key(s) ${issue.keys.map((key) => JSON.stringify(key)).join(", ")}; remove them (see schemas/configuration-monitoring.schema.json)`;
    }
    const keys = issue.path.filter((part) => typeof part === "string");
    const [parent, key] = [keys.at(-2), keys.at(-1)];
    const hint =
      key === undefined ? undefined : (WHAT_TO_WRITE[`${parent}.${key}`] ?? WHAT_TO_WRITE[key]);
    return `at ${pointer}: ${issue.message}${hint === undefined ? "" : `; ${hint}`}`;
  });
}

/**
 * A collector's file read from its text: the input, or what is wrong with it, each problem of the
 * schema at its JSON pointer with what to write (the first five), worded to follow the file's name.
 */
export function parseCollectorFile(
  text: string,
): { input: ConfigurationMonitoringInput } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      problem: `is not JSON (${errorMessage(error)}): write it as JSON, as schemas/configuration-monitoring.schema.json describes`,
    };
  }
  const parsed = configurationMonitoringInputSchema.safeParse(value);
  if (parsed.success) return { input: parsed.data };
  const problems = inputProblems(parsed.error.issues.slice(0, 5));
  return { problem: `is not a configuration-monitoring file: ${problems.join("; ")}` };
}
