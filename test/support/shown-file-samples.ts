// What any family's files shown in a generated plan are drawn from (each family's
// family-samples.ts): a file's path and change, and words a reviewer's file may hold, hostile ones
// among them.
import fc from "fast-check";
import { HOSTILE_NAME } from "./sample-plans.ts";

/** Words a reviewer's file may hold, hostile ones among them. */
export const words = fc.oneof(
  fc.constantFrom("RTAC", "SEL-1", "2026-10-01", HOSTILE_NAME, "a `b` *c*", "<i>x</i> | y"),
  fc.string({ maxLength: 12 }),
);
export const change = fc.constantFrom("added" as const, "changed" as const, "removed" as const);
export const file = fc.constantFrom(
  "cip-patch-sources.yaml",
  "patch-evaluations/sel/2026-10.yaml",
  "patch-plans/MP-1.yaml",
  "vulnerability-assessments/va-1.yaml",
  HOSTILE_NAME,
);
