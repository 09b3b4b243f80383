// The reviewed files a plan shows for approval: each family's (the family table's sets, in its
// order) the change adds, changes or removes against the commit compared with (read once for
// all), each shown as its set says, and the plan's fingerprint over them, since their approval
// rests on it; and each family's gate on what the change does to its files (ReviewedFileSet.gate)
// under the owner policy's setting of it, which the plan lists (a warning) or is refused by (an
// error); and each family's reminders of what the change leaves undeclared in its files
// (ReviewedFileSet.reminders), warnings the plan lists whether or not it compares the files.
import { resolve } from "node:path";
import type { ReviewedFilePlanFields } from "../core/families/family-shapes.ts";
import type { Operation, Plan } from "../core/plan/plan-model.ts";
import type { ChangedFiles } from "../core/families/family-shape.ts";
import {
  type GateDay,
  type GateRuleRead,
  knownParentsOf,
  type Reminder,
  type ReviewedFileSet,
} from "../core/plan/reviewed-file-set.ts";
import type { LiveInventory } from "../core/shared/live-records.ts";
import type { Rerating } from "../core/plan/released/rerated-systems.ts";
import type { Diagnostic } from "../core/shared/diagnostics.ts";
import {
  type GateRules,
  type PlanPolicyRules,
  planRulesOfText,
  stricterGateRule,
} from "../core/review/policy/file/plan-rules.ts";
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

/** What the plan shows of the reviewed files, and what their families' gates say of the change. */
export interface ReviewedFilesReviewed {
  shown: Partial<ReviewedFileChanges>;
  /** Each gate's warnings (listed in the plan) and errors (refusing it), then each reminder. */
  gated: Diagnostic[];
}

/**
 * The reviewed files `plan`'s change adds, changes or removes, when the route compares them
 * (`atBase`), with the fingerprint that covers them ({} when none changes), each family's gate on
 * them under `gateRules` (absent: the route read no policy, each gate's default), and each
 * family's reminders, asked of the checkout's files whether or not the route compares them (with
 * the systems the change re-rates, `rerated`: none where the route read no base), and each
 * family's names of facilities and control centers the service (`live`) does not hold, errors
 * that refuse the plan whether or not the route compares the files.
 */
export async function reviewedFileChangesOf(
  plan: Pick<Plan, "operations" | "baselines"> & {
    rerated?: readonly Rerating[];
    live?: Pick<LiveInventory, "facilities" | "controlCenters">;
  },
  checkout: ReviewedFilesLoader,
  atBase: (() => Promise<ReviewedFilesAtBase>) | undefined,
  gateRules: GateRules | undefined,
): Promise<ReviewedFilesReviewed> {
  // Reminders, and the sites no facility or control center of the service is, need only the
  // checkout's files, the plan and the service, so every plan asks them, compared or not; the
  // checkout's files are read once (the loader), so what follows reads the same texts.
  const reminded = [
    ...(await unknownParentsOf(plan.live, checkout)),
    ...(await remindersOf(plan.operations, plan.rerated ?? [], checkout)),
  ];
  const none = { shown: {}, gated: reminded };
  if (atBase === undefined) return none;
  const heads: { set: ReviewedFileSet; head: ReadonlyMap<string, string> }[] = [];
  for (const set of REVIEWED_FILE_SETS) heads.push({ set, head: await checkout(set) });
  if (heads.every(({ head }) => head.size === 0))
    return {
      shown: {},
      gated: [...(await gatedWithoutFiles(heads, plan, atBase, gateRules)), ...reminded],
    };
  const base = await atBase();
  const baseRules = rulesAt(base);
  const baseGateRules = baseRules?.gateRules;
  // No policy read at the base: no CIP Senior Manager, the default calendar.
  const basePolicy = baseRules ?? planRulesOfText(undefined, "");
  const gated: Diagnostic[] = [];
  // The run's clock is the merge's at the merge: a gate judges by the version in force that day.
  const day: GateDay = { now: new Date(), basePolicy };
  const shown: [string, ChangedFiles][] = heads.flatMap(({ set, head }) => {
    const ours = new Map([...base.files].filter(([path]) => set.belongs(path)));
    const change = { head, base: ours, operations: plan.operations };
    gated.push(...gateOf(set, change, { gateRules, baseGateRules, day }));
    if (head.size === 0) return [];
    const changes = set.changes(head, ours, base.comparedWith, basePolicy);
    return changes === undefined ? [] : [[set.field, changes]];
  });
  gated.push(...reminded);
  if (shown.length === 0) return { shown: {}, gated };
  // Each set's changes are its family's plan field's shape: the set shows its own files.
  const reviewed = Object.fromEntries(shown) as ReviewedFilePlanFields;
  // The fingerprint covers the files the plan shows: their approval rests on it.
  return {
    shown: { ...reviewed, fingerprint: fingerprintPlan(plan.operations, plan.baselines, reviewed) },
    gated,
  };
}

/**
 * The gates of a checkout without reviewed files, which shows none: removing every one takes
 * nothing out of force (the sources in force stay tracked), as the merge's record carries none
 * then. Its gates are still asked: a family's gate may ask of a new asset what no file gives it
 * (CIP-007 R5.4's answer), and refuses without it.
 */
async function gatedWithoutFiles(
  heads: readonly { set: ReviewedFileSet; head: ReadonlyMap<string, string> }[],
  plan: Pick<Plan, "operations">,
  atBase: () => Promise<ReviewedFilesAtBase>,
  gateRules: GateRules | undefined,
): Promise<Diagnostic[]> {
  const gatedUnder = (baseGateRules: GateRules | undefined) =>
    heads.flatMap(({ set, head }) =>
      gateOf(set, { head, base: head, operations: plan.operations }, { gateRules, baseGateRules }),
    );
  const listed = gatedUnder(undefined);
  // A gap the checkout's policy only lists may be one the base's refuses (a pull request that
  // lowers require to flag): then the base's policy judges too, read only when it could matter.
  if (!listed.some((diagnostic) => diagnostic.severity === "warning")) return listed;
  return gatedUnder(rulesAt(await atBase())?.gateRules);
}

/** The plan's rules of the owner policy at the commit compared with; undefined: the route read none. */
function rulesAt(base: ReviewedFilesAtBase): PlanPolicyRules | undefined {
  return base.policy === undefined
    ? undefined
    : planRulesOfText(base.policy.text, base.policy.file);
}

/**
 * Every family's names of a facility or control center the service does not hold
 * (ReviewedFileSet.unknownParents); none where the route read no service.
 */
async function unknownParentsOf(
  live: Pick<LiveInventory, "facilities" | "controlCenters"> | undefined,
  checkout: ReviewedFilesLoader,
): Promise<Diagnostic[]> {
  if (live === undefined) return [];
  const known = knownParentsOf([], live);
  const named: Diagnostic[] = [];
  for (const set of REVIEWED_FILE_SETS)
    if (set.unknownParents !== undefined)
      named.push(...set.unknownParents(await checkout(set), known));
  return named;
}

/** Every family's reminders (ReviewedFileSet.reminders) of what the change leaves undeclared. */
async function remindersOf(
  operations: readonly Operation[],
  rerated: readonly Rerating[],
  checkout: ReviewedFilesLoader,
): Promise<Reminder[]> {
  const reminded: Reminder[] = [];
  for (const set of REVIEWED_FILE_SETS)
    if (set.reminders !== undefined)
      reminded.push(...set.reminders(await checkout(set), operations, rerated));
  return reminded;
}

/**
 * `set`'s gate on the change to its files and the inventory, under the stricter of the checkout's
 * policy's setting of its key and the base's (`basePolicy`): a pull request that lowers `require`
 * to `flag` is judged by the `require` it lowers.
 */
function gateOf(
  set: ReviewedFileSet,
  change: {
    head: ReadonlyMap<string, string>;
    base: ReadonlyMap<string, string>;
    operations: readonly Operation[];
  },
  {
    gateRules,
    baseGateRules,
    day,
  }: { gateRules?: GateRules; baseGateRules?: GateRules; day?: GateDay },
): Diagnostic[] {
  if (set.gate === undefined) return [];
  const key = set.gateSetting?.key;
  const read = (rules: GateRules | undefined): GateRuleRead =>
    key === undefined || rules === undefined ? { rule: undefined } : rules(key);
  return set.gate(
    change.head,
    change.base,
    stricterGateRule(read(gateRules), read(baseGateRules), set.gateSetting?.settings ?? []),
    change.operations,
    day,
  );
}
