// The inventory document format as one zod schema: the source of the published JSON Schema (editor
// completion and checks) and of the key lists and name rules the position-aware parser enforces.
// The parser does not run zod on the hot path: it walks YAML nodes so that every problem carries a
// file:line:column, but it takes its vocabulary from here so the two cannot drift apart.
import { z } from "zod";
import { ASSET_TYPES } from "../../shared/live-records.ts";
import { FORBIDDEN_CHARACTERS, FORBIDDEN_NAME_CHARACTER } from "../../shared/names.ts";
import { impactSchema, principalSchema } from "./principals.ts";
import { assetClassSchema, CRITERION_PATTERN } from "./asset-class.ts";

export const MAX_NAME_LENGTH = 255;

// The same rules as one pattern, for JSON Schema consumers (editors): no forbidden character, no
// leading or trailing whitespace. Length is `maxLength` (JSON Schema counts code points, as we do).
// Surrogates are left out: a UTF-8 file cannot hold a lone one, and an engine without the `u` flag
// would take every character outside the BMP for one.
const NAME_PATTERN = new RegExp(String.raw`^(?!\s)(?![\s\S]*\s$)[^${FORBIDDEN_CHARACTERS}]+$`);

/**
 * Whether an inventory file can hold `name` as a name: what the parser accepts, in one test.
 * For names that come from the service (import); the parser checks its own with a message each.
 */
export function isDeclarableName(name: string): boolean {
  return (
    NAME_PATTERN.test(name) &&
    !FORBIDDEN_NAME_CHARACTER.test(name) &&
    (name.length <= MAX_NAME_LENGTH || [...name].length <= MAX_NAME_LENGTH)
  );
}

function nameSchema(description: string) {
  return z.string().min(1).max(MAX_NAME_LENGTH).regex(NAME_PATTERN).meta({ description });
}

const assetTypeSchema = z.enum(ASSET_TYPES).meta({
  title: "Asset type",
  description:
    "hardware: physical devices (RTUs, PLCs, HMIs, network equipment). software: applications and operating systems classified under the cyber system.",
});

const assetDetailsSchema = z
  .strictObject({
    type: assetTypeSchema,
    class: assetClassSchema.optional(),
    renamed_from: nameSchema(
      "The current name of a live asset of this cyber system to rename in place to this asset's name (keeps its id). Remove it once applied.",
    )
      .meta({ title: "Renamed from" })
      .optional(),
    source_id: nameSchema(
      "The id the source's platform gives this asset (ServiceNow's sys_id, Tenable OT Security's or Nozomi's asset id), written by the sync, which finds the asset by it when the platform renames it. The source's key: never sent to the service.",
    )
      .meta({ title: "Source id" })
      .optional(),
    baseline: z
      .union([
        z.string().min(1).meta({ description: "The name of one of the document's baselines." }),
        baselineSchema(),
      ])
      .meta({
        title: "Baseline",
        description:
          "The asset's baseline configuration (CIP-010 R1.1), or the name of a shared one under the document's baselines. Never sent to the service: plans and change records carry its SHA-256.",
      })
      .optional(),
    baseline_ref: z
      .strictObject({
        uri: z.string().min(1).meta({
          description:
            "Where the baseline is kept (BES Cyber System Information stays out of the repository).",
        }),
        sha256: z
          .string()
          .regex(/^[0-9a-fA-F]{64}$/)
          .meta({ description: "The SHA-256 of the baseline document there." }),
      })
      .meta({ title: "Baseline kept elsewhere" })
      .optional(),
  })
  .meta({ title: "Asset details" });

/**
 * A baseline configuration's content: each item CIP-010-4 R1.1 lists. An empty list states "none";
 * for an asset of a High or Medium system (R1 scope) every item must be written.
 */
function baselineSchema() {
  const text = z.string().min(1);
  const date = (description: string) =>
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .meta({ description })
      .optional();
  const named = z.strictObject({ name: text, version: text });
  return z
    .strictObject({
      os_firmware: z
        .array(named)
        .min(1)
        .meta({ description: "1.1.1 Operating system(s) or firmware, each with its version." })
        .optional(),
      software: z
        .array(named)
        .meta({
          description:
            "1.1.2 Commercially available or open-source software intentionally installed, with versions; [] for none.",
        })
        .optional(),
      custom_software: z
        .array(text)
        .meta({ description: "1.1.3 Custom software installed; [] for none." })
        .optional(),
      ports: z
        .array(
          z.strictObject({
            port: z.union([
              z.int().min(0).max(65535),
              z
                .string()
                .regex(/^\d{1,5}-\d{1,5}$/)
                .meta({ description: "A range, low-high." }),
            ]),
            protocol: z.enum(["tcp", "udp"]),
            service: text.optional(),
            justification: text
              .meta({
                description:
                  "Why it is open (CIP-007 R1.1): required for High systems, and Medium systems with erc: true.",
              })
              .optional(),
          }),
        )
        .meta({ description: "1.1.4 Logical network accessible ports; [] for none." })
        .optional(),
      patches: z
        .array(text)
        .meta({ description: "1.1.5 Security patches applied; [] for none." })
        .optional(),
      reviewed: date(
        "The date the baseline was last confirmed, YYYY-MM-DD: changing it records that the asset was checked and its baseline is unchanged (not a deviation).",
      ),
      completed_on: date(
        "The date the field change this baseline describes was completed, YYYY-MM-DD (CIP-010 R1.3 counts 30 days from it).",
      ),
    })
    .meta({ title: "Baseline configuration" });
}

export const inventoryDocumentSchema = z
  .strictObject({
    cyber_system: nameSchema(
      "Name, or id (cs_...), of an existing cyber system. This document declares its complete asset list.",
    ).meta({ title: "Cyber system" }),
    facility: nameSchema(
      "Optional: name, or id (fac_...), of the facility that owns the cyber system; checked against the service. Not together with control_center.",
    )
      .meta({ title: "Facility" })
      .optional(),
    control_center: nameSchema(
      "Optional: name, or id (cc_...), of the control center that owns the cyber system; checked against the service. Not together with facility.",
    )
      .meta({ title: "Control center" })
      .optional(),
    impact: impactSchema.optional(),
    erc: z
      .boolean()
      .meta({
        title: "External Routable Connectivity",
        description:
          "Whether the system has External Routable Connectivity (CIP-007 R1.1 and others tell Medium systems apart by it). A Medium system without it is judged as having it.",
      })
      .optional(),
    esp: nameSchema(
      "The Electronic Security Perimeter the system is inside, as the entity names it.",
    )
      .meta({ title: "ESP" })
      .optional(),
    psp: nameSchema("The Physical Security Perimeter the system is inside, as the entity names it.")
      .meta({ title: "PSP" })
      .optional(),
    criteria: z
      .array(z.string().regex(CRITERION_PATTERN))
      .min(1)
      .meta({
        title: "CIP-002 criteria",
        description:
          "The CIP-002 Attachment 1 criteria that rate the system, such as [2.5]: recorded, not checked.",
      })
      .optional(),
    owners: z
      .array(principalSchema)
      .min(1)
      .meta({
        title: "Owners",
        description:
          "Who approves this system's changes under the policy (cip-policy.yaml): GitHub logins and org/team slugs. Without it, the code owners of this file (CODEOWNERS) are its owners.",
      })
      .optional(),
    baselines: z
      .record(
        nameSchema("The baseline's name, which assets give as their baseline."),
        baselineSchema(),
      )
      .meta({
        title: "Shared baselines",
        description:
          "Baselines several assets of this document share: assets name one as their baseline.",
      })
      .optional(),
    prune: z.boolean().default(true).meta({
      title: "Prune",
      description:
        "true (default): live assets of this cyber system that are not declared here are deleted. false: they are kept and reported as unmanaged.",
    }),
    assets: z
      .record(
        nameSchema("Asset name, exactly as written. Unique across the inventory, ignoring case."),
        z.union([assetTypeSchema, assetDetailsSchema]),
      )
      .meta({
        title: "Assets",
        description:
          "The complete asset list of the cyber system: asset name -> hardware | software, or -> { type, renamed_from, class, baseline, ... }. Write {} for a system with no assets.",
      }),
  })
  .refine((document) => document.facility === undefined || document.control_center === undefined, {
    message: "facility and control_center are mutually exclusive",
    path: ["control_center"],
  })
  .meta({
    title: "cip-inventory-sync inventory document",
    description:
      "The complete asset list of one NERC CIP cyber system. One YAML document per cyber system; several documents per file are separated by ---.",
  });

/** The keys of a document, in the order messages list them. */
export const DOCUMENT_KEYS: readonly string[] = Object.keys(inventoryDocumentSchema.shape);
/** The keys of an asset written as a map. */
export const ASSET_DETAIL_KEYS: readonly string[] = Object.keys(assetDetailsSchema.shape);

/** The JSON Schema (draft 2020-12) of one inventory document, for editors (`$schema` modelines). */
export function inventoryJsonSchema(): Record<string, unknown> {
  const schema: Record<string, unknown> = z.toJSONSchema(inventoryDocumentSchema, {
    target: "draft-2020-12",
    io: "input",
  });
  // zod does not translate refinements; this is the facility/control_center exclusion.
  schema.not = { required: ["facility", "control_center"] };
  return schema;
}
