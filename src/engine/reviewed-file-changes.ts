// The reviewed files a plan shows for approval: each family's (the family table's sets, in its
// order) the change adds, changes or removes against the commit compared with (read once for
// all), each shown as its set says, and the plan's fingerprint over them, since their approval
// rests on it.
import { resolve } from "node:path";
import type { ReviewedFilePlanFields } from "../core/families/family-shapes.ts";
import type { Plan } from "../core/plan/plan-model.ts";
import type { ChangedFiles } from "../core/families/family-shape.ts";
import type { ReviewedFileSet } from "../core/plan/reviewed-file-set.ts";
import { fingerprintPlan } from "../core/plan/saved/fingerprint.ts";
import { type ReviewedFilesAtBase, REVIEWED_FILE_SETS } from "../io/checkout/reviewed-files.ts";
import { reviewedFileTexts } from "../io/checkout/optional-file.ts";

export type ReviewedFileChanges = ReviewedFilePlanFields & Pick<Plan, "fingerprint">;

/**
 * A family's reviewed files of a checkout (its row's `set`), by path; the same reading every time
 * it is asked for the same set (reviewedFilesOnce).
 */
export type ReviewedFilesLoader = (set: ReviewedFileSet) => Promise<ReadonlyMap<string, string>>;

/**
 * The reviewed files of the checkout at `checkout`, each family's read once however many steps
 * ask: a merge's plans (the owner policy's, the apply's fresh one) and its change record show and
 * carry the same texts, never those of two reads that could differ.
 */
export function reviewedFilesOnce(checkout: { cwd: string; root: string }): ReviewedFilesLoader {
  const root = resolve(checkout.cwd, checkout.root);
  const readings = new Map<ReviewedFileSet, Promise<ReadonlyMap<string, string>>>();
  return (set) => {
    const known = readings.get(set);
    if (known !== undefined) return known;
    const reading = reviewedFileTexts(root, set);
    readings.set(set, reading);
    return reading;
  };
}

/**
 * The reviewed files `plan`'s change adds, changes or removes, when the route compares them
 * (`atBase`), with the fingerprint that covers them; {} when none changes.
 */
export async function reviewedFileChangesOf(
  plan: Pick<Plan, "operations" | "baselines">,
  checkout: ReviewedFilesLoader,
  atBase: (() => Promise<ReviewedFilesAtBase>) | undefined,
): Promise<Partial<ReviewedFileChanges>> {
  if (atBase === undefined) return {};
  const heads = [];
  for (const set of REVIEWED_FILE_SETS) heads.push({ set, head: await checkout(set) });
  // A checkout without reviewed files reads nothing more: removing every one takes nothing out of
  // force (the sources in force stay tracked), as the merge's record carries none then.
  if (heads.every(({ head }) => head.size === 0)) return {};
  const base = await atBase();
  const shown: [string, ChangedFiles][] = heads.flatMap(({ set, head }) => {
    if (head.size === 0) return [];
    const ours = new Map([...base.files].filter(([path]) => set.belongs(path)));
    const changes = set.changes(head, ours, base.comparedWith);
    return changes === undefined ? [] : [[set.field, changes]];
  });
  if (shown.length === 0) return {};
  // Each set's changes are its family's plan field's shape: the set shows its own files.
  const reviewed = Object.fromEntries(shown) as ReviewedFilePlanFields;
  // The fingerprint covers the files the plan shows: their approval rests on it.
  return {
    ...reviewed,
    fingerprint: fingerprintPlan(plan.operations, plan.baselines, reviewed),
  };
}
