// The pull requests a change record names, with their approvals, as the ledger's schema checks
// them; and the one rule every link a record holds follows (an http(s) URL). Part of
// evidence-schema.ts, kept apart because a pull request's evidence is a concept of its own.
import { z } from "zod";
import { BASELINE_ITEMS } from "../../inventory/document/baseline-items.ts";
import { logins, timestamp } from "./policy-schema.ts";

/** Approvals that do not count (a bot, read access, an account that could not be read), with why. */
export const notCounted = z.array(z.strictObject({ login: z.string(), why: z.string() }));

/**
 * An http(s) URL with a host and no white space. Reports link pull requests and runs by these
 * URLs, so a record (which anyone who can push to the ledger branch can write) must not carry a
 * `javascript:` or `data:` one.
 */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+[^\s]*$/i;

/** True for a URL a report may link to (http: or https:, as the record schema allows). */
export function isHttpUrl(text: string): boolean {
  return HTTP_URL.test(text);
}

export const httpUrl = z.string().regex(HTTP_URL, "must be an http:// or https:// URL");

export const pullRequestSchema = z
  .strictObject({
    number: z.int().positive(),
    url: httpUrl,
    title: z.string(),
    author: z.string(),
    approved_by: logins.meta({ description: "Independent approvals of the merged head commit." }),
    approved_at: z.record(z.string(), timestamp).optional().meta({
      description:
        "When each of approved_by approved, by login, as GitHub dates the review; absent in records written before it was recorded.",
    }),
    verification_notes: z
      .array(z.strictObject({ login: z.string(), note: z.string() }))
      .optional()
      .meta({
        description:
          "CIP-010 R1.4: each line of an approving review on the merged head that starts with /cip-010-r1.4 (the controls determined, or a link to the verification), with its approver.",
      }),
    completion_notes: z
      .array(
        z.strictObject({
          login: z.string(),
          completed_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
          pull_request: z.int().positive().optional(),
          differs: z.literal(true).optional(),
          reference: z.string().optional(),
        }),
      )
      .optional()
      .meta({
        description:
          "CIP-010 R1.3: each line /cip-010-completed YYYY-MM-DD [#N] [differs] [reference] of a counted approval: the date the field change was completed, the earlier pull request it names, whether the field change differs from the merged baseline, and a reference.",
      }),
    investigation_notes: z
      .array(
        z.strictObject({
          login: z.string(),
          detected_in: z.int().positive(),
          item: z.enum(BASELINE_ITEMS),
          asset: z.string().min(1),
          reference: z.string().min(1),
        }),
      )
      .optional()
      .meta({
        description:
          "CIP-010 R2.1: each line /cip-010-investigated #SEQ ITEM ASSET REFERENCE of a counted approval: the sequence of the record that detected the unauthorized change, the R1.1 item, the asset's name, and where its investigation is documented.",
      }),
    not_independent: logins.meta({
      description:
        "Approvals of the merged head by someone who authored or committed a commit of the pull request: listed apart, not counted as approvals.",
    }),
    not_counted: notCounted.optional().meta({
      description:
        "Independent approvals of the merged head that do not count, each with why: not a human account with write access to the repository, one whose access could not be read, or one whose independence from the commits could not be checked. Absent in records written before it was recorded.",
    }),
    approved_earlier_commit: logins.meta({
      description: "Approvals given on an earlier commit only: not approvals of what was merged.",
    }),
    merged_by: z.string().nullable(),
  })
  .meta({ title: "Pull request and its approvals" });
