// The plan as JSON: what `plan --format json` prints and `--out FILE` saves for `apply --plan`.
// The plan is written as the plan schema reads it back (core/plan/saved/plan-schema.ts): its keys
// in the schema's order, so the text depends only on the plan's content (a plan built by the
// planner and the same plan read back from a file print byte for byte the same), and a plan the
// schema would refuse is never saved for review.
import type { Plan } from "../../core/plan/plan-model.ts";
import { jsonPath, planSchema } from "../../core/plan/saved/plan-schema.ts";
import { escapeHiddenCharactersInJson } from "../../core/shared/text/reveal.ts";

/**
 * `value` as 2-space JSON with a trailing newline, hidden characters (bidirectional controls,
 * zero-width and other invisible characters) escaped as \uXXXX: for every JSON file we write.
 */
export function renderJson(value: unknown): string {
  return `${escapeHiddenCharactersInJson(JSON.stringify(value, null, 2))}\n`;
}

/** 2-space JSON with a trailing newline; optional fields that are absent are left out. */
export function renderPlanJson(plan: Plan): string {
  const written = planSchema.safeParse(plan);
  if (written.success) return renderJson(written.data);
  const [issue] = written.error.issues;
  throw new Error(
    `cip-sync made a plan its own schema refuses (${issue === undefined ? "" : `at ${jsonPath(issue.path)}: ${issue.message}`}); nothing was written. This is a bug in cip-sync: please report it with the command that made the plan`,
  );
}
