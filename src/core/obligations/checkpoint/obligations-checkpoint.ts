// A checkpoint of the obligations pass (ObligationsPass, obligations.ts): its state at a point of
// each workspace's chain, written down as a plain JSON value, so that a later run judges from it
// and the records after it instead of every record. It is an event-sourced snapshot: the pass is
// a fold over each workspace's records, and loading a checkpoint, then adding the records after it,
// must equal adding every record (the property test/core/obligations/checkpoint.test.ts keeps).
//
// It holds everything a later record can still change or a later finish() reports:
// - per workspace, the record it stands at (`through`: sequence and SHA-256, which the next
//   record must link to), the open CIP-002 R2 interval (and the first one once a review closed
//   it, judged at the end by the prior approval then in force), and the facts in force the pass
//   folds: `cip_002_last_approval` and the calendar the last accepted change record kept;
// - CIP-010 R1: each asset's key and declared baseline digests, the deviations whose R1.2 and
//   R1.3 are not decided, and the R1.3 closed by a baseline_ref that wait to be verified
//   (deviations-checkpoint.ts);
// - CIP-010 R2.1: each asset's open interval and last observation, deletes, the changes detected
//   and those not yet investigated, notes naming a record still to come (monitoring-checkpoint.ts);
// - each family of the table: per workspace whose pass a record started, the family's state as
//   plain JSON (patch-management/patch-checkpoint.ts, vulnerability-assessments/assessment-state.ts);
// - the decided obligations that still need someone (CARRIED: exceptions, and intervals a delete
//   left overdue), whole; and the counts of every status decided so far. What is decided and needs
//   no one (closed, closed late, a reminder) is counted, not carried: it never changes again, and
//   the records before the checkpoint keep it for whoever lists the history.
// No date of the run is in it, and nothing decided before it depends on one, so a checkpoint
// written one day is resumed on another: the pass's date is read only where an obligation is
// judged with no record that closed it (statusOf without a closer, R1.3's completion grace, an
// R2.1 interval still open), and add() reaches none of them. A CIP-002 R2 interval closes there
// only by a review; a deviation is settled there only by a reviewed baseline change (a closer) or
// a recorded completion (judged by its record's date); an R2.1 interval closes only by an
// observation, and one a delete hands on is judged as of the delete (judged_on). The property
// test holds it: the checkpoint is the same bytes whatever day the pass ran. Every context it
// holds is a calendar, a completion grace and the later versions of the standards in force (none
// written when none is), given the resumed pass's date.
//
// Its lists are in the pass's own order (the order the records made them), never re-sorted: that
// order is observable (which of two obligations that sort alike comes first, which deviation a
// completion note settles first), it is a function of the records alone, and a resumed pass keeps
// it, so the same records give the same checkpoint byte for byte, however the pass got there.
//
// When the fold changes, the format changes: old checkpoints are rebuilt from the records, never
// migrated by hand, so a pass refuses a checkpoint of any other format. The format is no number
// kept here by hand: each part of the state keeps its own version where it is written (the pass's
// own parts here, each family's on its row, Family.heldVersion), and the format is their sum
// (formatOfVersions), which the drift check's ledger checkpoint sums with its own parts' too, so
// that a part that changes what it holds moves both formats by changing one number. Pure.
import type { Impact } from "../../inventory/document/principals.ts";
import type { CalendarSettings } from "../../shared/calendar.ts";
import type { Context, Obligation, ObligationStatus } from "../obligation-model.ts";
import type { OpenInterval, PriorApprovalFacts, WorkspaceState } from "../review-interval.ts";
import type { WorkspaceDeviations } from "../baseline-changes/deviation-obligations.ts";
import type { R21Pass } from "../configuration-monitoring/configuration-monitoring-obligations.ts";
import type { Family, FamilyPass, HeldState } from "../obligation-families.ts";
import { type FamiliesHeld, MERGE_JUDGED_FAMILIES } from "../family-table.ts";
import {
  type CarriedObligation,
  type CheckpointTables,
  type JudgedBy,
  TablesReader,
  TablesWriter,
} from "./checkpoint-tables.ts";
import {
  type DeviationsCheckpoint,
  deviationsCheckpoint,
  restoreDeviations,
} from "./deviations-checkpoint.ts";
import {
  type MonitoringCheckpoint,
  monitoringCheckpoint,
  restoreMonitoring,
} from "./monitoring-checkpoint.ts";

/** A part of a checkpoint's state, by its path in the file ("obligations.low_impact"), and its version. */
export interface HeldPart {
  path: string;
  version: number;
}

/**
 * The format of a checkpoint holding several parts' states, each versioned where it is written:
 * the sum of their versions, after the formats numbered by hand before the parts kept versions
 * (`before`). A part's version only grows, one at a time, and a part that joins brings a version of
 * 1 or more, so whatever part changes what it holds, the format grows: a checkpoint an earlier
 * version wrote is of a lower format, never this one's with other content, and is judged from
 * every record instead of being recomputed and taken for altered. A part that leaves adds its last
 * version to `before`.
 */
export function formatOfVersions(before: number, parts: readonly HeldPart[]): number {
  return parts.reduce((sum, { version }) => sum + version, before);
}

/**
 * The version of what the pass holds of its own (the CIP-002 R2 intervals, the CIP-010 R1
 * deviations, the R2.1 intervals, the carried obligations and the counts, the tables): one more
 * whenever that, or how restoreCheckpoint reads it, changes. The families' state is theirs. 2:
 * each workspace's impact ratings in force (`impacts`: which families apply, issue 98).
 */
const PASS_HELD_VERSION = 2;

/**
 * The formats numbered by hand before the parts kept versions: 2, vulnerability assessments
 * joined the fold; 3, R3.3 at each commissioning merge and who approves a moved R3.4 date; 4, the
 * carried obligations name their requirement, calendar rule and records by number; 5,
 * vulnerability assessments hold each system's assets and each interval's coverage by asset; 6,
 * and the day each interval runs from and each coverage's performed_on; 7, CIP-003-9 low impact
 * joined the fold; 8, and the low-impact program's clocks. Format 8 is this plus the four parts'
 * first versions (the pass's own and the three families').
 */
const FORMATS_BEFORE_VERSIONS = 4;

/**
 * The parts an obligations checkpoint holds, by their paths in the drift check's checkpoint
 * (which holds it at `obligations`): the pass's own, then each family's.
 */
export function obligationsHeldParts(): HeldPart[] {
  return [
    { path: "obligations", version: PASS_HELD_VERSION },
    ...MERGE_JUDGED_FAMILIES.map((family) => ({
      path: `obligations.${family.checkpointKey}`,
      version: family.heldVersion,
    })),
  ];
}

/**
 * The format of the obligations checkpoint this version writes and reads: an older checkpoint
 * lacks some part's state, or holds it otherwise, so it is refused and the obligations are judged
 * from every record.
 */
export function obligationsCheckpointFormat(): number {
  return formatOfVersions(FORMATS_BEFORE_VERSIONS, obligationsHeldParts());
}

/** The statuses a checkpoint carries of what was decided before it: those that need someone. */
export const CARRIED: ReadonlySet<ObligationStatus> = new Set([
  "exception",
  "overdue",
  "due-soon",
  "open",
]);

/** Where a workspace's chain stands: its last record summarised. */
export interface ChainPoint {
  workspace: string;
  sequence: number;
  sha256: string;
}

export interface ObligationsCheckpoint extends CheckpointTables, FamiliesHeld {
  /** obligationsCheckpointFormat() of the version that wrote it. */
  format: number;
  /** Each workspace's last record the state summarises, by workspace name. */
  through: ChainPoint[];
  /** The pass's own calendar and grace, which judge what no accepted record's calendar does. */
  judged_with: { calendar: CalendarSettings; completion_grace_days: number };
  /** How many obligations of each status were decided up to here. */
  counts: Record<ObligationStatus, number>;
  /** The decided obligations of a CARRIED status, in the order decided. */
  carried: CarriedObligation[];
  workspaces: WorkspaceCheckpoint[];
  deviations: DeviationsCheckpoint[];
  configuration_monitoring: MonitoringCheckpoint;
  // And FamiliesHeld: each family judged from accepted merges (obligation-families.ts) under its
  // `checkpointKey` (`patch_management`, `vulnerability_assessments`),
  // each workspace's pass once a record started it, as the family holds it; absent when none has
  // (a ledger written before records kept patched items has the checkpoint it had). The pass
  // writes and reads any family's (a test's own table's too) by its key: familyHeld.
  [familyKey: string]: unknown;
}

/** A family's passes, by workspace, in the order they started. */
export interface FamilyPasses {
  family: Family;
  passes: Map<string, FamilyPass>;
}

/** What `checkpoint` holds of `family`: one workspace's state per pass started; none when absent. */
export function familyHeld(checkpoint: ObligationsCheckpoint, family: Family): HeldState[] {
  // Whatever the table: the state is the family's own, which its resume reads.
  return (checkpoint[family.checkpointKey] as HeldState[] | undefined) ?? [];
}

/** One workspace's CIP-002 R2 interval and the facts in force the pass folds. */
export interface WorkspaceCheckpoint {
  workspace: string;
  in_force: JudgedBy;
  /** `cip_002_last_approval` in force; null: none recorded. */
  prior_approval: PriorApprovalFacts | null;
  /**
   * The impact ratings the inventory in force declares (WorkspaceState.impacts); absent: none
   * recorded (and in checkpoints written before, whose families are then all applicable).
   */
  impacts?: Impact[];
  review: ReviewCheckpoint;
  /** The first interval once a review closed it (`closed_by`: the review): judged at the end. */
  first_closed: (ReviewCheckpoint & { closed_by: number }) | null;
}

/** An interval and its calendar; records by their index in `records`. */
interface ReviewCheckpoint {
  opened_by: number;
  judged_by: JudgedBy;
  /** The first interval: dated by the prior approval in force when the pass ends. */
  first: boolean;
}

/** What the pass holds, as checkpointOf reads it and restoreCheckpoint fills it. */
export interface PassState {
  context: Context;
  counts: Record<ObligationStatus, number>;
  carried: readonly Obligation[];
  workspaces: ReadonlyMap<string, WorkspaceState>;
  deviations: Map<string, WorkspaceDeviations>;
  monitoring: ReturnType<R21Pass["held"]>;
  /** Each family's passes, in the table's order: the checkpoint's keys in that order. */
  families: readonly FamilyPasses[];
}

/**
 * The pass's state as a checkpoint: a copy that shares nothing with the pass, which goes on, and
 * holds only what a file can; without `copy`, the same JSON sharing the pass's own objects (the
 * carried obligations, the families' state as their passes hold it), for a caller that serialises it at once.
 */
export function checkpointOf(copy: boolean, state: PassState): ObligationsCheckpoint {
  const writer = new TablesWriter();
  const review = ({ opened, context, first }: OpenInterval): ReviewCheckpoint => ({
    opened_by: writer.record(opened),
    judged_by: writer.judgedBy(context),
    first: first === true,
  });
  const workspaces = [...state.workspaces].map(
    ([
      workspace,
      { review: open, firstClosed, priorApproval, inForce, impacts },
    ]): WorkspaceCheckpoint => ({
      workspace,
      in_force: writer.judgedBy(inForce),
      prior_approval: priorApproval ?? null,
      ...(impacts === undefined ? {} : { impacts: [...impacts] }),
      review: review(open),
      first_closed:
        firstClosed === undefined
          ? null
          : { ...review(firstClosed.interval), closed_by: writer.record(firstClosed.closer) },
    }),
  );
  const deviations = deviationsCheckpoint(state.deviations, writer);
  const monitoring = monitoringCheckpoint(state.monitoring, writer);
  const families = state.families
    .filter(({ passes }) => passes.size > 0)
    .map(({ family, passes }) => [
      family.checkpointKey,
      [...passes].map(([workspace, pass]) => pass.held(workspace)),
    ]);
  const { timeZone, dueSoonDays, monthEnd } = state.context.calendar;
  const checkpoint: ObligationsCheckpoint = {
    format: obligationsCheckpointFormat(),
    through: [...state.workspaces]
      .map(([workspace, { through }]) => ({ workspace, ...through }))
      .sort((a, b) => (a.workspace < b.workspace ? -1 : 1)),
    judged_with: {
      calendar: { timeZone, dueSoonDays, monthEnd },
      completion_grace_days: state.context.completionGraceDays,
    },
    counts: { ...state.counts },
    carried: state.carried.map((obligation) => writer.carried(obligation)),
    ...writer.tables,
    workspaces,
    deviations,
    configuration_monitoring: monitoring,
    ...Object.fromEntries(families),
  };
  return copy ? (JSON.parse(JSON.stringify(checkpoint)) as ObligationsCheckpoint) : checkpoint;
}

/**
 * The state `checkpoint` holds, for a pass of `context` (its date, calendar and grace): its
 * workspaces, counts and carried obligations returned, its CIP-010 R1 and R2.1 state filled into
 * `held` (the new pass's own containers). It throws on a checkpoint of another format, or judged
 * with another calendar or grace than the pass's (what it decided would differ).
 */
export function restoreCheckpoint(
  given: ObligationsCheckpoint,
  context: Context,
  held: Pick<PassState, "deviations" | "monitoring">,
): Pick<PassState, "counts" | "carried"> & { workspaces: Map<string, WorkspaceState> } {
  const format = obligationsCheckpointFormat();
  if (given.format !== format)
    throw new Error(
      `The obligations checkpoint is of format ${JSON.stringify(given.format)}, and this cip-sync reads format ${format} only: judge the obligations from every record, which a checkpoint of format ${format} can then be written from.`,
    );
  sameJudgement(given.judged_with, context);
  // Taken, not copied (ObligationsPass.resume): the resumed pass changes what it holds.
  const checkpoint = given;
  const tables = new TablesReader(checkpoint, context);
  const through = new Map(checkpoint.through.map((point) => [point.workspace, point]));
  const interval = ({ opened_by, judged_by, first }: ReviewCheckpoint): OpenInterval => ({
    opened: tables.record(opened_by),
    context: tables.context(judged_by),
    subject: {},
    ...(first ? { first } : {}),
  });
  const workspaces = new Map<string, WorkspaceState>();
  for (const {
    workspace,
    in_force,
    prior_approval,
    impacts,
    review,
    first_closed,
  } of checkpoint.workspaces) {
    const point = through.get(workspace);
    if (point === undefined)
      throw new Error(
        `The obligations checkpoint holds workspace ${workspace} but not the record it stands at: it is not one cip-sync wrote. Judge the obligations from every record instead.`,
      );
    workspaces.set(workspace, {
      review: interval(review),
      ...(first_closed === null
        ? {}
        : {
            firstClosed: {
              interval: interval(first_closed),
              closer: tables.record(first_closed.closed_by),
            },
          }),
      priorApproval: prior_approval ?? undefined,
      ...(impacts === undefined ? {} : { impacts }),
      inForce: tables.context(in_force),
      through: { sequence: point.sequence, sha256: point.sha256 },
    });
  }
  restoreDeviations(checkpoint.deviations, tables, held.deviations);
  restoreMonitoring(checkpoint.configuration_monitoring, tables, held.monitoring);
  const carried = checkpoint.carried.map((held) => tables.carried(held));
  return { workspaces, counts: checkpoint.counts, carried };
}

/** Refuses a checkpoint judged with another calendar or grace than `context`'s. */
function sameJudgement(
  judgedWith: ObligationsCheckpoint["judged_with"],
  { calendar, completionGraceDays }: Context,
): void {
  const was = judgedWith.calendar;
  if (
    was.timeZone === calendar.timeZone &&
    was.dueSoonDays === calendar.dueSoonDays &&
    was.monthEnd === calendar.monthEnd &&
    judgedWith.completion_grace_days === completionGraceDays
  )
    return;
  const text = (c: CalendarSettings, grace: number) =>
    `time zone ${c.timeZone}, due soon ${c.dueSoonDays} days, month end ${c.monthEnd}, completion grace ${grace} days`;
  throw new Error(
    `The obligations checkpoint was judged with ${text(was, judgedWith.completion_grace_days)}; this pass judges with ${text(calendar, completionGraceDays)}. Records that keep no calendar of their own would be judged differently: judge the obligations from every record instead.`,
  );
}
