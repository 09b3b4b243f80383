// The owner policy's judgement as a ledger record holds it (PolicyEvidence, policy-record.ts): each
// rule that applied with who satisfied it, each freeze window that held and any override. Part of
// the evidence record's schema (evidence-schema.ts), kept apart for its size.
import { z } from "zod";

// The record's primitives, which evidence-schema.ts uses too.
export const count = z.int().nonnegative();
export const timestamp = z.iso.datetime();
export const logins = z.array(z.string());
export const commitSha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);

const ruleResult = z.enum(["met", "unmet", "unverifiable"]);
const day = z.iso.date();

const seniorManagerSide = z
  .strictObject({
    csm: z
      .strictObject({
        login: z.string(),
        name: z.string(),
        title: z.string(),
        since: day,
        delegates: z.array(
          z.strictObject({
            login: z.string(),
            name: z.string(),
            title: z.string(),
            actions: z.array(z.string()),
            delegated_on: day,
            delegation_ref: z.string(),
          }),
        ),
      })
      .nullable(),
    last_approval: z.strictObject({ on: day, ref: z.string() }).nullable(),
  })
  .nullable();

export const policySchema = z
  .strictObject({
    file: z.string(),
    blob_sha: commitSha.meta({
      description: "The policy file's git blob SHA at the base commit: the exact rules applied.",
    }),
    base_sha: commitSha,
    allowed: z.boolean(),
    reasons: z.array(z.string()),
    rules: z.array(
      z.strictObject({
        id: z.string(),
        governs: z
          .string()
          .meta({
            description:
              "Set for a change to the rules themselves: a system's owners or impact, a document's path, or the policy file.",
          })
          .optional(),
        result: ruleResult,
        operations: count,
        requirements: z.array(
          z.strictObject({
            system: z.string().nullable(),
            approvals: count,
            eligible: z.array(z.string()),
            satisfied_by: logins,
            problem: z.string().nullable(),
          }),
        ),
      }),
    ),
    senior_manager: z
      .strictObject({ base: seniorManagerSide, head: seniorManagerSide })
      .meta({
        description:
          "Set when the change merges a change to cip_senior_manager or cip_002_last_approval (rule cip-senior-manager-change): both sides, so that CIP-003 R3 and R4 are dated from the ledger. A side is null where the policy file does not parse.",
      })
      .optional(),
    freezes: z.array(
      z.strictObject({
        id: z.string(),
        from: timestamp,
        to: timestamp,
        result: z.enum(["overridden", "frozen", "unverifiable"]),
        override: z.strictObject({ login: z.string(), reason: z.string() }).nullable(),
      }),
    ),
  })
  .meta({
    title: "Owner policy",
    description:
      "How the owner policy (cip-policy.yaml at the base commit) judged the attempt: each rule that applied with who satisfied it, each freeze window that held and any override with its reason. Absent when the base commit has no policy.",
  });

/** The governance facts a merged commit declares (GovernanceFacts): in force once accepted. */
export const governanceFactsSchema = z
  .strictObject({
    policy: z
      .strictObject({ file: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })
      .nullable(),
    senior_manager: seniorManagerSide,
    systems: z.array(
      z.strictObject({
        name: z.string(),
        impact: z.string().nullable(),
        owners: z.array(z.string()).nullable(),
        site: z
          .strictObject({ kind: z.enum(["facility", "control_center"]), name: z.string() })
          .meta({
            description:
              "The site the system's document names (its facility or control_center), which CIP-003-9 R2's scope follows. Absent where it names none, and in older records.",
          })
          .optional(),
      }),
    ),
    source_commands: z.record(z.string(), z.string()).nullable(),
    assessment_date_approvers: z
      .array(z.string())
      .meta({
        description:
          "The owner policy's assessment_date_approvers (CIP-010 R3.4): the logins who approve a moved planned date of an action item. Absent: each system's owners do.",
      })
      .optional(),
  })
  .meta({
    description:
      "The governance facts the merged commit declares (the policy file's SHA-256, the CIP Senior Manager, delegates and cip_002_last_approval, each system's impact and owners, the sources' commands): in force from this record only when the gate accepted the merge. Absent in older records.",
  });
