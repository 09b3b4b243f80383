// The reviewed files a plan shows for approval: each family's (the family table's sets, in its
// order) the change adds, changes or removes against the commit compared with (read once for
// all), each shown as its set says, and the plan's fingerprint over them, since their approval
// rests on it.
import { resolve } from "node:path";
import type { Plan } from "../core/plan/plan-model.ts";
import type { ReviewedFileChangesShown } from "../core/plan/reviewed-file-set.ts";
import { fingerprintPlan } from "../core/plan/saved/fingerprint.ts";
import type { REVIEWED_FILE_FIELDS } from "../core/plan/saved/patch-file-schema.ts";
import { type ReviewedFilesAtBase, REVIEWED_FILE_SETS } from "../io/checkout/reviewed-files.ts";
import { reviewedFileTexts } from "../io/checkout/optional-file.ts";

type ReviewedFields = Pick<Plan, keyof typeof REVIEWED_FILE_FIELDS>;
export type ReviewedFileChanges = ReviewedFields & Pick<Plan, "fingerprint">;

/**
 * The reviewed files `plan`'s change adds, changes or removes, when the route compares them
 * (`atBase`), with the fingerprint that covers them; {} when none changes.
 */
export async function reviewedFileChangesOf(
  plan: Pick<Plan, "operations" | "baselines">,
  checkout: { cwd: string; root: string },
  atBase: (() => Promise<ReviewedFilesAtBase>) | undefined,
): Promise<Partial<ReviewedFileChanges>> {
  if (atBase === undefined) return {};
  const root = resolve(checkout.cwd, checkout.root);
  const heads = [];
  for (const set of REVIEWED_FILE_SETS)
    heads.push({ set, head: await reviewedFileTexts(root, set) });
  // A checkout without reviewed files reads nothing more: removing every one takes nothing out of
  // force (the sources in force stay tracked), as the merge's record carries none then.
  if (heads.every(({ head }) => head.size === 0)) return {};
  const base = await atBase();
  const shown: [string, ReviewedFileChangesShown][] = heads.flatMap(({ set, head }) => {
    if (head.size === 0) return [];
    const ours = new Map([...base.files].filter(([path]) => set.belongs(path)));
    const changes = set.changes(head, ours, base.comparedWith);
    return changes === undefined ? [] : [[set.field, changes]];
  });
  if (shown.length === 0) return {};
  // Each set's changes are its family's plan field's shape: the set shows its own files.
  const reviewed = Object.fromEntries(shown) as ReviewedFields;
  // The fingerprint covers the files the plan shows: their approval rests on it.
  return {
    ...reviewed,
    fingerprint: fingerprintPlan(plan.operations, plan.baselines, reviewed),
  };
}
