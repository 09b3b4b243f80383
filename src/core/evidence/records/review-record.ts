// A CIP-002 R2 review as the change record keeps it: the review file the merge carried, what it
// froze, and the digest of the identifications the merge itself declared. Who approved it is the
// owner policy's `cip-002-review` rule in the same record; together they are the dated, approved
// review an auditor asks for (core/obligations/identification-review.ts).
import { z } from "zod";
import { SHA256_DIGEST } from "../../shared/sha256.ts";

/** The owner policy's rule that a review's approvals are judged by (governance.ts). */
export const REVIEW_RULE_ID = "cip-002-review";

export interface ReviewEvidence {
  /** The review file, relative to the repository root. */
  file: string;
  /** As the file has it; null when the file could not be read. */
  reviewed_on: string | null;
  inventory_digest: string | null;
  /** The digest of the identifications the merged files declare. */
  merged_digest: string;
  /** Whether the file's listing, its frozen digest and the merged inventory all agree. */
  matches: boolean;
  /** Why they do not, or why the file could not be read; null when they agree. */
  problem: string | null;
}

const digest = z.string().regex(SHA256_DIGEST);

export const reviewEvidenceSchema = z
  .strictObject({
    file: z.string(),
    reviewed_on: z.iso.date().nullable(),
    inventory_digest: digest.nullable(),
    merged_digest: digest,
    matches: z.boolean(),
    problem: z.string().nullable(),
  })
  .meta({
    description:
      "A CIP-002 R2 review the merge changed: the review file, the digest it froze and the merged inventory's. It closes the obligation when matches is true and the policy rule cip-002-review was met.",
  }) satisfies z.ZodType<ReviewEvidence>;
