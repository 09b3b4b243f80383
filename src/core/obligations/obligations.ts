// CIP obligations computed from the evidence ledger: what had to happen by when, and the record
// that shows it happened. Pure: a function of the records (any order on disk), the calendar and
// the date, computed in one pass over each workspace's chain (ObligationsPass) that holds only
// what is still open. Each obligation names the record that opened it and, once closed, the
// record that closed it; a record never closes an obligation opened after it, and only a change
// that passed the gate with its counted approvals closes one.
//
// - CIP-010-4 R1.2 to R1.6: opened by deviations from an asset's baseline, per the requirement
//   table (core/inventory/baselines/requirements.ts); see deviation-obligations.ts.
// - CIP-010-4 R2.1: per asset in its Applicable Systems, an interval of 35 calendar days closed
//   only by a sealed configuration-monitoring record that compared all five R1.1 items, and an
//   exception per unauthorized change until a record names its investigation
//   (configuration-monitoring-obligations.ts). A drift check closes nothing: it never reads a
//   device.
// - CIP-002-5.1a R2: each workspace's identifications must be reviewed, and the review approved
//   by the CIP Senior Manager or a delegate, at least once every 15 calendar months: the
//   workspace's first record opens the first interval, and each approved review (a merge whose
//   review file matched what it merged, with the policy's cip-002-review rule met) closes it and
//   opens the next. A review approved by anyone else, or of another inventory, closes nothing.
// - CIP-007-6 R2.1 to R2.4 (patch management): per workspace, the patched items of the merges'
//   baselines and the patch files they carry, put in force by accepted merges only
//   (patch-management/); CIP-010-4 R3.1, R3.2 and R3.4 likewise (vulnerability-assessments/).
//   These two are rows of the table of families judged from accepted merges (Family,
//   obligation-families.ts), which the pass loops over: it names neither.
//
// What an obligation is, and how statuses are judged and sorted: obligation-model.ts. The pass's
// state at a point of the chains, and a pass resumed from it: checkpoint/obligations-checkpoint.ts.
import type { HashedRecord } from "../evidence/records/evidence-record.ts";
import { isApprovedReview } from "./record-facts.ts";
import { groupBy } from "../shared/collections.ts";
import { type CalendarSettings, calendarRule, dateIn } from "../shared/calendar.ts";
import {
  CARRIED,
  type ChainPoint,
  checkpointOf,
  familyHeld,
  type FamilyPasses,
  type ObligationsCheckpoint,
  restoreCheckpoint,
} from "./checkpoint/obligations-checkpoint.ts";
import { DeviationObligations } from "./baseline-changes/deviation-obligations.ts";
import { governanceObligation, ledgerGovernanceObligations } from "./governance-obligations.ts";
import { r21Obligation } from "./configuration-monitoring/configuration-monitoring-obligation.ts";
import { R21Pass } from "./configuration-monitoring/configuration-monitoring-obligations.ts";
import { applicableNowhere, type Family } from "./obligation-families.ts";
import type { Impact } from "../inventory/document/principals.ts";
import { MERGE_JUDGED_FAMILIES } from "./family-table.ts";
import {
  firstDue,
  firstReviewInterval,
  declaredImpacts,
  impactsAfter,
  priorApprovalAfter,
  reviewObligation,
  type WorkspaceState,
} from "./review-interval.ts";
import {
  type Context,
  compareObligations,
  contextAt,
  DEFAULT_COMPLETION_GRACE_DAYS,
  withCalendar,
  countStatuses,
  type Obligation,
  type ObligationStatus,
  refOf,
  withCurrentVersion,
} from "./obligation-model.ts";

export {
  compareObligations,
  countStatuses,
  OBLIGATION_KINDS,
  OBLIGATION_STATUSES,
  STILL_TO_DO,
  type Obligation,
  type ObligationKind,
  type ObligationOrder,
  type ObligationStatus,
  type RecordRef,
  recordedCalendar,
  REQUIREMENTS,
  dueText,
  kindText,
} from "./obligation-model.ts";
export { newlyIn, obligationKey, subjectText } from "./obligation-subject.ts";

/**
 * The obligations of `records` as of `asOf`: an instant, or a date (YYYY-MM-DD) in the calendar's
 * time zone (an audit's "as of 31 December").
 */
export function computeObligations(
  records: readonly HashedRecord[],
  asOf: Date | string,
  calendar: CalendarSettings,
  options: Pick<PassOptions, "completionGraceDays"> = {},
): Obligation[] {
  const pass = new ObligationsPass(asOf, calendar, options);
  for (const chain of groupBy(records, ({ record }) => record.workspace).values())
    for (const entry of chain.sort((a, b) => a.record.sequence - b.record.sequence))
      pass.add(entry);
  return pass.finish().obligations;
}

/** What a pass found: the obligations it kept, sorted, and how many of each status in all. */
export interface ObligationsFound {
  obligations: Obligation[];
  counts: Record<ObligationStatus, number>;
}

export interface PassOptions {
  /** The families judged from accepted merges (obligation-families.ts). Default: the tool's. */
  families?: readonly Family[];
  /** Which obligations to hold once decided; the others are only counted. Default: every one. */
  keep?: (obligation: Obligation) => boolean;
  /** Sees each obligation as it is decided, kept or not: a caller that holds what it makes of it. */
  decided?: (obligation: Obligation) => void;
  /** Hold at most this many, the first in compareObligations' order. Default: no limit. */
  limit?: number;
  /**
   * Days after authorization before "completion not recorded" is an exception (the policy file's
   * `calendar.completion_grace_days`). Default DEFAULT_COMPLETION_GRACE_DAYS.
   */
  completionGraceDays?: number | undefined;
  /**
   * Whether checkpoint() will be asked of the pass (a drift check's fold). Only then does it hold
   * what a checkpoint carries, every obligation decided that still needs someone: a command that
   * writes no checkpoint would hold 100,000 of them at 100,000 records, for nothing. Default true;
   * a pass made with false refuses checkpoint() rather than write one that misses them.
   */
  checkpointed?: boolean;
}

/**
 * The obligations of ledger records fed one at a time, each workspace's in chain order (records of
 * several workspaces may interleave). Only the obligations the options keep are held once decided;
 * every one is counted.
 */
export class ObligationsPass {
  readonly #context: Context;
  readonly #keep: (obligation: Obligation) => boolean;
  readonly #decided: ((obligation: Obligation) => void) | undefined;
  readonly #workspaces = new Map<string, WorkspaceState>();
  readonly #kept: Obligation[] = [];
  /**
   * Once the kept ones fill the limit, the last of them: one that sorts after it is never kept (the
   * limit holds the first ones of a stable sort, and each of them comes before it). The report's
   * pass decides an open interval per asset at its end (100,000 in the bench's ledger): each one
   * held until the next cut, a thousand later, lived long enough to be moved to the old generation,
   * to die there.
   */
  #lastKept: Obligation | undefined;
  readonly #counts = countStatuses([]);
  /** What was decided and still needs someone (CARRIED), in order: a checkpoint's (if checkpointed). */
  readonly #carried: Obligation[] | undefined;
  /** Resumed: the record each workspace's chain goes on from, until its next record comes. */
  readonly #resumedFrom = new Map<string, ChainPoint>();
  #finished = false;

  readonly #limit: number;
  readonly #deviations: DeviationObligations;
  readonly #configurationMonitoring: R21Pass;
  /** Each family's pass of each workspace, from its first record that starts it; table order. */
  readonly #familyPasses: readonly FamilyPasses[];

  /** The families whose pass started in some workspace, held by finish(), which clears the passes. */
  #started: ReadonlySet<Family> | undefined;
  /** The ratings the inventories in force declare, held by finish(), which clears the workspaces. */
  #impacts: ReadonlySet<Impact> | undefined;

  /** The families no workspace's pass started on that apply (notApplicable): not judged. */
  get notJudged(): readonly Family[] {
    const notApplicable = new Set(this.notApplicable);
    return this.#unstarted().filter((family) => !notApplicable.has(family));
  }

  /** The families no workspace's pass started on that reach no impact declared in force. */
  get notApplicable(): readonly Family[] {
    const declared = this.#impacts ?? declaredImpacts([...this.#workspaces.values()]);
    return applicableNowhere(this.#unstarted(), declared);
  }

  #unstarted(): Family[] {
    const started = this.#started ?? this.#startedFamilies();
    return this.#familyPasses.map(({ family }) => family).filter((f) => !started.has(f));
  }

  #startedFamilies(): ReadonlySet<Family> {
    return new Set(this.#familyPasses.filter(({ passes }) => passes.size > 0).map((f) => f.family));
  }

  constructor(
    asOf: Date | string,
    calendar: CalendarSettings,
    {
      families = MERGE_JUDGED_FAMILIES,
      keep = () => true,
      decided,
      limit = Infinity,
      completionGraceDays = DEFAULT_COMPLETION_GRACE_DAYS,
      checkpointed = true,
    }: PassOptions = {},
  ) {
    this.#carried = checkpointed ? [] : undefined;
    const today = typeof asOf === "string" ? asOf : dateIn(asOf, calendar.timeZone);
    this.#context = { calendar, today, rule: calendarRule(calendar), completionGraceDays };
    this.#keep = keep;
    this.#decided = decided;
    this.#limit = limit;
    this.#familyPasses = families.map((family) => ({ family, passes: new Map() }));
    this.#deviations = new DeviationObligations(this.#context, (o) => this.#emit(o));
    // Each R2.1 interval becomes an obligation as it closes: the pass holds only open ones.
    this.#configurationMonitoring = new R21Pass({
      calendar,
      asOf: today,
      decided: (found) =>
        this.#emit(
          r21Obligation(
            found,
            "calendar" in found ? withCalendar(this.#context, found.calendar) : this.#context,
          ),
        ),
    });
  }

  /**
   * A pass in the state `checkpoint` holds (checkpoint/), as of `asOf`: add the records after it,
   * each workspace's in chain order, then finish. It throws on a checkpoint of another format or
   * judged with another calendar (judge from every record then), and on a record that does not
   * continue a chain where the checkpoint stands. The obligations it carries are handed to
   * `decided` and `keep` again, not counted again: their counts are the checkpoint's. It takes
   * `checkpoint` (the pass goes on from its objects): to resume from one twice, give a copy.
   */
  static resume(
    checkpoint: ObligationsCheckpoint,
    asOf: Date | string,
    calendar: CalendarSettings,
    options: PassOptions = {},
  ): ObligationsPass {
    const pass = new ObligationsPass(asOf, calendar, options);
    const restored = restoreCheckpoint(checkpoint, pass.#context, {
      deviations: pass.#deviations.held(),
      monitoring: pass.#configurationMonitoring.held(),
    });
    for (const [workspace, state] of restored.workspaces) {
      pass.#workspaces.set(workspace, state);
      pass.#resumedFrom.set(workspace, { workspace, ...state.through });
    }
    Object.assign(pass.#counts, restored.counts);
    for (const { family, passes } of pass.#familyPasses)
      for (const held of familyHeld(checkpoint, family))
        passes.set(
          held.workspace,
          family.pass.resume(held, pass.#context, (o) => pass.#emit(o)),
        );
    for (const obligation of restored.carried) pass.#hold(obligation);
    return pass;
  }

  /**
   * The pass's state as JSON (checkpoint/), which a resumed pass judges from as this one would; not
   * after finish(), nor of a pass not checkpointed (PassOptions). `copy: false` shares the pass's
   * objects, to serialise at once (the same JSON).
   */
  checkpoint({ copy } = { copy: true }): ObligationsCheckpoint {
    if (this.#finished) throw new Error("An obligations pass has no checkpoint once finished.");
    if (this.#carried === undefined)
      throw new Error(
        "An obligations pass made with checkpointed: false has no checkpoint: it holds none of the obligations one carries.",
      );
    return checkpointOf(copy, {
      context: this.#context,
      counts: this.#counts,
      carried: this.#carried,
      workspaces: this.#workspaces,
      deviations: this.#deviations.held(),
      monitoring: this.#configurationMonitoring.held(),
      families: this.#familyPasses,
    });
  }

  add(entry: HashedRecord): void {
    const { record } = entry;
    this.#continuesCheckpoint(entry);
    const through = { sequence: record.sequence, sha256: entry.sha256 };
    let state = this.#workspaces.get(record.workspace);
    // In force from this record: the obligations it opens are judged by it.
    const inForce = contextAt(record, state?.inForce ?? this.#context);
    if (state === undefined) {
      // The workspace's first record opens its first CIP-002 R2 interval, dated by the approval
      // before the ledger that an accepted record puts in force (review-interval.ts).
      const review = { opened: refOf(entry), context: inForce, subject: {}, first: true as const };
      state = { review, inForce, priorApproval: undefined, through };
      this.#workspaces.set(record.workspace, state);
    } else if (isApprovedReview(entry)) {
      const closer = refOf(entry);
      if (state.review.first) state.firstClosed = { interval: state.review, closer };
      else this.#emit(reviewObligation(state.review, closer));
      state.review = { opened: closer, context: inForce, subject: {} };
    }
    state.through = through;
    state.inForce = inForce;
    state.priorApproval = priorApprovalAfter(entry, state.priorApproval);
    const impacts = impactsAfter(entry, state.impacts);
    if (impacts !== undefined) state.impacts = impacts;
    this.#deviations.add(entry);
    this.#configurationMonitoring.add(entry, inForce.calendar);
    this.#governance(entry);
    this.#families(entry, inForce);
  }

  /**
   * The families judged from accepted merges (the table's, MERGE_JUDGED_FAMILIES): the
   * record judged in the calendar in force at it. A workspace's pass of a family starts at the
   * first record the family's `starts` reads (R2: an accepted merge keeping patched items or patch
   * files; R3: one keeping baselines), so a ledger written before records kept them has no state
   * of the family, and its checkpoints none.
   */
  #families(entry: HashedRecord, inForce: Context): void {
    const { workspace } = entry.record;
    const emit = (o: Obligation) => this.#emit(o);
    for (const { family, passes } of this.#familyPasses) {
      let pass = passes.get(workspace);
      if (pass === undefined && family.starts(entry.record)) {
        pass = new family.pass(this.#context, emit);
        passes.set(workspace, pass);
      }
      pass?.addRecord(entry, inForce);
    }
  }

  /** A resumed workspace's first record is the one after the checkpoint's, linked to it. */
  #continuesCheckpoint({ record }: HashedRecord): void {
    const from = this.#resumedFrom.get(record.workspace);
    if (from === undefined) return;
    this.#resumedFrom.delete(record.workspace);
    if (record.sequence === from.sequence + 1 && record.previous_sha256 === from.sha256) return;
    throw new Error(
      `Record ${record.sequence} of workspace ${record.workspace} does not continue the obligations checkpoint, which stands at record ${from.sequence} (SHA-256 ${from.sha256}): give the records after it in chain order, or judge from every record.`,
    );
  }

  /** CIP-003 R3 and R4: a documented change of the CIP Senior Manager or of a delegation. */
  #governance(entry: HashedRecord): void {
    for (const found of ledgerGovernanceObligations([entry], this.#context.calendar))
      this.#emit(governanceObligation(found));
  }

  /** What the pass found as of its date: the open ones judged now, the kept ones sorted. */
  finish(): ObligationsFound {
    this.#finished = true;
    this.#deviations.finish();
    for (const state of this.#workspaces.values()) {
      const first = firstDue(firstReviewInterval(state.priorApproval, this.#context.calendar));
      if (state.firstClosed !== undefined)
        this.#emit(reviewObligation(state.firstClosed.interval, state.firstClosed.closer, first));
      this.#emit(reviewObligation(state.review, undefined, state.review.first ? first : undefined));
    }
    this.#configurationMonitoring.finish();
    this.#started = this.#startedFamilies();
    this.#impacts = declaredImpacts([...this.#workspaces.values()]);
    for (const { passes } of this.#familyPasses) {
      for (const pass of passes.values())
        for (const obligation of pass.finish()) this.#emit(obligation);
      passes.clear();
    }
    this.#workspaces.clear();
    this.#cut();
    return { obligations: [...this.#kept], counts: { ...this.#counts } };
  }

  #emit(obligation: Obligation): void {
    this.#counts[obligation.status] += 1;
    this.#hold(obligation);
  }

  /** A decided obligation, counted already: to the caller, and held as the options ask. */
  #hold(decided: Obligation): void {
    // Named as the rows name its version now, whatever name the checkpoint it was held in kept.
    const obligation = withCurrentVersion(decided);
    this.#decided?.(obligation);
    // What finish() decides is judged as of the pass's date: no checkpoint carries it.
    if (!this.#finished && CARRIED.has(obligation.status)) this.#carried?.push(obligation);
    if (!this.#keep(obligation)) return;
    if (this.#lastKept !== undefined && compareObligations(obligation, this.#lastKept) >= 0) return;
    this.#kept.push(obligation);
    // Cut back to the limit now and then, not at each one: sorting is then amortized.
    if (this.#kept.length >= 2 * this.#limit) this.#cut();
  }

  #cut(): void {
    this.#kept.sort(compareObligations);
    this.#kept.length = Math.min(this.#kept.length, this.#limit);
    if (this.#limit > 0 && this.#kept.length === this.#limit) this.#lastKept = this.#kept.at(-1);
  }
}
