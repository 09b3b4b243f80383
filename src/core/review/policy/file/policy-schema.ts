// cip-policy.yaml as one zod schema: the source of schemas/policy.schema.json (editor completion
// and checks) and of the key lists the position-aware parser (parse-policy.ts) enforces.
import { z } from "zod";
import {
  impactSchema,
  LOGIN_PATTERN,
  principalSchema,
} from "../../../inventory/document/principals.ts";
import { CALENDAR_TIME_ZONE_PATTERN, MONTH_END_CONVENTIONS } from "../../../shared/calendar.ts";
import { BASELINE_KEEPING } from "../../../inventory/baselines/baseline-keeping.ts";
import { REVIEWED_FILE_SHAPES } from "../../../families/family-shapes.ts";
import type { GateSettingShape } from "../../../families/family-shape.ts";
import { POLICY_OPERATIONS, POLICY_VERSION } from "../policy-model.ts";
import {
  PATCH_SOURCE_SETTINGS,
  VULNERABILITY_ASSESSMENT_SETTINGS,
} from "../../../plan/plan-model.ts";
import { FORMER_VERSION_NAMES } from "../../../inventory/baselines/standard-versions.ts";
import { POLICY_STANDARDS, policyVersionsOf } from "./policy-standards.ts";

/** Each family's plan-time gate on its reviewed files, by its policy key (its shape's). */
export const GATE_SETTINGS: readonly GateSettingShape[] = REVIEWED_FILE_SHAPES.flatMap((shape) =>
  "gateSetting" in shape ? [shape.gateSetting] : [],
);

function gateSettingSchema(gate: GateSettingShape) {
  return z.enum(gate.settings).meta({ description: gate.description }).optional();
}

export const RULE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** An RFC 3339 instant in UTC, as written in the file: 2026-12-15T00:00:00Z. */
export const UTC_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

const idSchema = z.string().regex(RULE_ID_PATTERN).meta({
  description: "Lower-case letters, digits and hyphens; unique in the file. Named in results.",
});
const operationsSchema = z.array(z.enum(POLICY_OPERATIONS)).min(1).meta({
  description:
    "create, update (any update), rename, retype, move, delete. An update matches update and each of its kinds.",
});
const principalsSchema = z.array(principalSchema).min(1);

export const whenSchema = z
  .strictObject({
    operations: operationsSchema.optional(),
    impact: z.array(impactSchema).min(1).optional(),
  })
  .meta({ description: "Which operations the rule covers; absent keys match everything." });

export const requireSchema = z.strictObject({
  approvals: z.int().min(1).max(20).meta({ description: "Distinct people who must approve." }),
  from: z.union([z.literal("owners"), principalsSchema]).meta({
    description:
      "owners: the owners of each system touched (both ends of a move); or a list of logins and org/team slugs.",
  }),
});

export const ruleSchema = z.strictObject({
  id: idSchema,
  when: whenSchema,
  require: requireSchema,
});

export const freezeSchema = z.strictObject({
  id: idSchema,
  from: z.string().regex(UTC_INSTANT_PATTERN).meta({ description: "Start, UTC (…Z), included." }),
  to: z.string().regex(UTC_INSTANT_PATTERN).meta({ description: "End, UTC (…Z), excluded." }),
  operations: operationsSchema,
  override: z
    .strictObject({ from: principalsSchema })
    .meta({
      description:
        "Who may let a change through: a review on the head commit whose text starts with /override-freeze and a reason of at least 10 characters.",
    })
    .optional(),
});

/** A calendar date as written in the file: 2026-01-05. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** An action delegated: a requirement id in lower case, such as cip-002-r2.2. */
export const ACTION_PATTERN = /^cip-\d{3}-r\d+(?:\.\d+)*$/;

const dateSchema = z.string().regex(DATE_PATTERN);
const personFields = {
  login: z
    .string()
    .regex(LOGIN_PATTERN)
    .meta({ description: "The person's GitHub login (not a team)." }),
  name: z.string().min(1).meta({ description: "The person's name, as the documents write it." }),
  title: z.string().min(1).meta({ description: "The person's title." }),
};

export const delegateSchema = z.strictObject({
  ...personFields,
  actions: z.array(z.string().regex(ACTION_PATTERN)).min(1).meta({
    description:
      "The specific actions delegated, as requirement ids: cip-002-r2.2 approves a CIP-002 R2 review of the identifications.",
  }),
  delegated_on: dateSchema.meta({ description: "The date of the delegation (YYYY-MM-DD)." }),
  delegation_ref: z.string().min(1).meta({
    description: "Where the delegation the CIP Senior Manager approved is documented.",
  }),
});

export const cipSeniorManagerSchema = z
  .strictObject({
    ...personFields,
    since: dateSchema.meta({
      description: "Since when this person is the CIP Senior Manager (YYYY-MM-DD).",
    }),
    delegates: z.array(delegateSchema).optional(),
  })
  .meta({
    description:
      "The CIP Senior Manager by name (CIP-003-9 R3) and the delegates with the actions delegated (R4): people, never teams. Approves a CIP-002 R2 review (or a delegate holding cip-002-r2.2) and any change to this key. Without it, no review closes the obligation.",
  });

export const priorApprovalSchema = z
  .strictObject({
    on: dateSchema.meta({ description: "The date of the approval (YYYY-MM-DD)." }),
    ref: z.string().min(1).meta({ description: "Where the approval is documented." }),
  })
  .meta({
    description:
      "The last CIP-002 R2 approval before this ledger: it starts the first 15-month interval. A change to it is approved by the CIP Senior Manager.",
  });

export const calendarSchema = z
  .strictObject({
    time_zone: z.string().regex(CALENDAR_TIME_ZONE_PATTERN).meta({
      description:
        "The time zone calendar days are counted in (default UTC): an IANA Area/Location name such as America/Chicago, or UTC; not an offset (+05:00) or an abbreviation (CST, EST5EDT).",
    }),
    month_end: z.enum(MONTH_END_CONVENTIONS).meta({
      description:
        "How calendar months count. Day-preserving: the same day, or in a shorter month its last day (last-day, the default) or the day it rolls over to (roll-over). Or whole months (whole-month): due by the last day of the month reached. Follow your Regional Entity's reading.",
    }),
    due_soon_days: z.int().min(0).max(365).meta({
      description: "An obligation is due soon from this many days before its due date (default 7).",
    }),
    completion_grace_days: z.int().min(1).max(365).meta({
      description:
        "CIP-010 R1.3: days after a deviation's authorization before an unrecorded completion is an exception (default 30).",
    }),
  })
  .partial()
  .meta({ description: "How CIP obligations count their dates (docs/cip-obligations.md)." });

/** `standards`: per standard with a later version in the requirement table, each one's first day. */
export const standardsSchema = z
  .strictObject(
    Object.fromEntries(
      POLICY_STANDARDS.flatMap((standard) => {
        const { later } = policyVersionsOf(standard);
        if (later.length === 0) return [];
        const former = [...FORMER_VERSION_NAMES].filter(([, version]) => later.includes(version));
        const days = Object.fromEntries([
          ...later.map((version) => [
            version,
            dateSchema
              .meta({
                description: `The first day the entity is judged by ${version} (YYYY-MM-DD).`,
              })
              .optional(),
          ]),
          ...former.map(([name, version]) => [
            name,
            dateSchema
              .meta({
                description: `${version} under the name cip-sync gave it before NERC's index named it ${version}: read as ${version}, with a warning; write ${version}.`,
                deprecated: true,
              })
              .optional(),
          ]),
        ]);
        return [[standard, z.strictObject(days).optional()]];
      }),
    ),
  )
  .meta({
    description:
      "From which day the entity is judged by a later version of a standard (NERC's implementation plan sets the enforcement date): an obligation opened on that day or after, in the calendar's time zone, names the later version's row of the requirement table. Only the versions the table knows: docs/obligations/requirements.md. A change is approved by policy_owners.",
  });

export const policySchema = z
  .strictObject({
    version: z.literal(POLICY_VERSION),
    rules: z.array(ruleSchema).optional(),
    freezes: z.array(freezeSchema).optional(),
    policy_owners: requireSchema
      .meta({
        description:
          "Who must approve a change to the rules themselves: this file, cip-ledger.yaml (with every rule's own approvers), or an inventory document the base does not have at that path. from: owners is everyone the policy protects (the default, with 1 approval).",
      })
      .optional(),
    cip_senior_manager: cipSeniorManagerSchema.optional(),
    cip_002_last_approval: priorApprovalSchema.optional(),
    calendar: calendarSchema.optional(),
    baselines: z
      .enum(BASELINE_KEEPING)
      .meta({
        description:
          "Where the inventory's baselines may be kept. any (the default): inline, shared or baseline_ref. ref-only: only baseline_ref in High and Medium systems (and systems without impact), for entities that keep BES Cyber System Information off the repository host; Low stays optional.",
      })
      .optional(),
    patch_sources: z
      .enum(PATCH_SOURCE_SETTINGS)
      .meta({
        description:
          "CIP-007-6 R2.1 at review: the os_firmware and software items of High and Medium (and unrated) applicable assets' baselines with no source in cip-patch-sources.yaml and no no_source declaration. flag (the default): listed in the plan. require: the plan is refused when the change adds an item without a source or changes its version (and when it cannot tell, its baselines not compared).",
      })
      .optional(),
    vulnerability_assessments: z
      .enum(VULNERABILITY_ASSESSMENT_SETTINGS)
      .meta({
        description:
          "CIP-010-4 R3.3 at review: each BCA, EACMS or PCA a change puts into service in a High BES Cyber System (a create, or a move into it) must carry in vulnerability-assessments/ an active assessment naming it, a like-replacement record whose existing asset's baseline equals its own, or a CIP Exceptional Circumstance reference. flag (the default): listed in the plan. require: the plan is refused.",
      })
      .optional(),
    assessment_date_approvers: z
      .strictObject({
        from: z.union([
          z.literal("owners"),
          z.array(z.string().regex(LOGIN_PATTERN)).min(1).meta({
            description: "People by GitHub login; never a team.",
          }),
        ]),
      })
      .meta({
        description:
          "CIP-010-4 R3.4: who approves a change of an action item's planned completion date (the standard names no approver). from: owners (the default: each system's owners in force) or a list of GitHub logins (people, never teams). A moved date approved by nobody named does not move it. A change is approved by policy_owners.",
      })
      .optional(),
    standards: standardsSchema.optional(),
    ...Object.fromEntries(GATE_SETTINGS.map((gate) => [gate.key, gateSettingSchema(gate)])),
  })
  .meta({
    title: "cip-inventory-sync policy (cip-policy.yaml)",
    description:
      "Who must approve which changes, and when nothing may change. Read from the base branch; see docs/owners-and-policy.md.",
  });

export const POLICY_KEYS: readonly string[] = Object.keys(policySchema.shape);
export const RULE_KEYS: readonly string[] = Object.keys(ruleSchema.shape);
export const WHEN_KEYS: readonly string[] = Object.keys(whenSchema.shape);
export const REQUIRE_KEYS: readonly string[] = Object.keys(requireSchema.shape);
export const FREEZE_KEYS: readonly string[] = Object.keys(freezeSchema.shape);
export const SENIOR_MANAGER_KEYS: readonly string[] = Object.keys(cipSeniorManagerSchema.shape);
export const DELEGATE_KEYS: readonly string[] = Object.keys(delegateSchema.shape);
export const PRIOR_APPROVAL_KEYS: readonly string[] = Object.keys(priorApprovalSchema.shape);
export const CALENDAR_KEYS: readonly string[] = Object.keys(calendarSchema.shape);

/** The JSON Schema (draft 2020-12) of the policy file, for editors. */
export function policyJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(policySchema, { target: "draft-2020-12", io: "input" });
}
