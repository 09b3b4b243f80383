// What the four CIP-007 R2 judgements share: the facts in force when a record is judged, an
// obligation's common fields, the days a lapse lasted and its band, and why a record that is no
// accepted merge closes nothing (the authority table's words). Pure.
import { judgeAuthority } from "../../authority/authority.ts";
import type { Fact } from "../../authority/authority-table.ts";
import type { RequirementId } from "../../inventory/baselines/requirements.ts";
import { addDays, DAY_MS } from "../../shared/calendar.ts";
import {
  type Context,
  openedObligation,
  type Obligation,
  type RecordRef,
  statusOf,
} from "../obligation-model.ts";
import type { PatchingFacts } from "./patching-facts.ts";
import type { PatchEvaluation } from "../../patches/patch-files.ts";
import type { PatchMerge } from "./patch-merge.ts";
import type { PatchState } from "./patch-state.ts";

/** CIP-007-6 R2.2 and R2.3's clock: 35 calendar days. */
export const PATCH_INTERVAL_DAYS = 35;

/** A record as each judgement sees it: the merge, what was in force before and after it. */
export interface PatchStep {
  merge: PatchMerge;
  before: PatchState;
  after: PatchState;
  context: Context;
  /** The record's date in the calendar's time zone. */
  on: string;
}

export type R2Kind = Extract<RequirementId, `CIP-007 R2.${number}`>;

/** The fields every CIP-007 R2 obligation has. */
export function patchObligation(
  kind: R2Kind,
  opened: RecordRef,
  subject: Obligation["subject"],
  patching: PatchingFacts,
  context: Context,
): Obligation {
  return {
    ...openedObligation(kind, opened, subject, context),
    due: null,
    status: "open",
    calendar: context.rule,
    patching,
  };
}

/** What an obligation says of the evaluation that closed it (R2.2) or found its patch (R2.3). */
export function evaluationFacts(evaluation: PatchEvaluation): PatchingFacts["evaluation"] {
  return {
    file: evaluation.file,
    releases_since: evaluation.releasesSince,
    patches: evaluation.patches.length,
    applicable: evaluation.patches.filter((patch) => patch.applicable).length,
  };
}

/** Calendar days from `start` to `end` (both YYYY-MM-DD). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/**
 * The band of a lapse of R2.2 or R2.3 in the tool's reading of the standard's VSL table: done by
 * the 35th calendar day, none; by the 49th, lower; by the 64th, moderate; later, high (the 65th
 * is high: the harsher reading of the table's boundary).
 */
export function lapseBand(days: number): PatchingFacts["lapse"] {
  if (days <= PATCH_INTERVAL_DAYS) return undefined;
  if (days < 50) return "lower";
  return days < 65 ? "moderate" : "high";
}

/** Due, status and lapse of an obligation of 35 days from `start`, closed on `closedOn` if it is. */
export function intervalStatus(
  o: Obligation,
  start: string,
  closedOn: string | undefined,
  context: Context,
): void {
  o.due = addDays(start, PATCH_INTERVAL_DAYS);
  o.status = statusOf(o.due, closedOn, context);
  const lapse = lapseBand(daysBetween(start, closedOn ?? context.today));
  if (lapse !== undefined) o.patching = { ...o.patching, lapse };
}

/** Why `merge`, which is no accepted merge, cannot assert `fact`: the authority table's words. */
export function refusedWhy(merge: PatchMerge, fact: Fact): string {
  const judged = judgeAuthority({
    fact,
    origin: { outside: merge.notAccepted ?? "an unknown record" },
    approvedBy: [],
    recordedAt: merge.record.recorded_at,
  });
  return judged.authorized ? "" : judged.why;
}

/** Lists `merge` on `o` as a record that would have closed it and could not. */
export function notClosedBy(o: Obligation, merge: PatchMerge, why: string): void {
  (o.not_closed_by ??= []).push({ record: merge.record, why });
}
