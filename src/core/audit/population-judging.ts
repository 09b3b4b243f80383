// How the populations' first pass judges the obligations (population-passes.ts): as of the period's
// last day, from the records by then, each decision becoming a row at once (ObligationRows.add);
// and, when records follow the period, from every record as of a later day, for which of them a
// record after the period closed (addLater). The first judgement may be the caller's, made by a
// pass of its own over the same records in the same calendar (`evidence handover`'s, whose
// report and listing read it too): each record is then judged once for all three. Pure.
import type { HashedRecord } from "../evidence/records/evidence-record.ts";
import { recordedBy } from "../evidence/chain/as-of.ts";
import { type Obligation, ObligationsPass } from "../obligations/obligations.ts";
import type { CalendarSettings } from "../shared/calendar.ts";
import type { ObligationsCheckpoint } from "../obligations/checkpoint/obligations-checkpoint.ts";
import type { MergeJudgedFamily } from "../obligations/obligation-families.ts";
import type { ObligationRows } from "./obligations/obligation-populations.ts";

/** How the first pass judges the obligations itself, from the records it is given. */
export interface Judging {
  /**
   * The day the obligations are judged as of (YYYY-MM-DD in the calendar's time zone): the
   * period's last day, or today while the period runs (as-of.ts judgedOn).
   */
  lastDay: string;
  /**
   * The day the closes after the period are judged as of (today, or the last day); undefined when
   * the ledger holds no record after the period (nothing then closed anything after it), which
   * spares a second judgement of every record.
   */
  laterDay: string | undefined;
  calendar: CalendarSettings;
  /** `calendar.completion_grace_days`; undefined: the pass's default. */
  completionGraceDays?: number | undefined;
  /**
   * The obligations' state through a checkpoint whose records the pass is not given (it is given
   * the records after it): both passes resume from it, the later one from a copy.
   */
  resumeFrom?: ObligationsCheckpoint | undefined;
  /**
   * Whether the caller judges as of `lastDay` itself, with a pass of its own over the same records
   * in the same calendar: it gives each obligation that pass decides to the rows (`add`), and the
   * pass, finished, to finish(). Only the closes after the period are then judged here.
   */
  asOfGiven?: boolean;
}

/** The families a judgement of the records by the period's end started on, and those it did not. */
export interface FamiliesJudged {
  readonly notJudged: readonly MergeJudgedFamily[];
  readonly notApplicable: readonly MergeJudgedFamily[];
}

/** The first pass's judgement of the obligations, fed each record it is given. */
export class PopulationsJudging {
  /** Undefined: the caller's (Judging.asOfGiven). */
  readonly #asOf: ObligationsPass | undefined;
  readonly #later: ObligationsPass | undefined;
  readonly #judged: Judging;
  /** Records after the period's last day that no judgement of the closes after it saw. */
  #unjudged = 0;

  constructor(judging: Judging, rows: ObligationRows) {
    const { calendar, completionGraceDays, resumeFrom } = judging;
    // Decided obligations become rows at once; neither pass holds them.
    const options = {
      keep: () => false,
      // No checkpoint is taken of these passes (a drift check's fold is ledger-checkpoint.ts's).
      checkpointed: false,
      ...(completionGraceDays === undefined ? {} : { completionGraceDays }),
    };
    // Each pass takes the checkpoint it resumes from: the later one is given its own copy.
    const pass = (asOf: string, decided: (o: Obligation) => void, copy: boolean) =>
      resumeFrom === undefined
        ? new ObligationsPass(asOf, calendar, { ...options, decided })
        : ObligationsPass.resume(copy ? structuredClone(resumeFrom) : resumeFrom, asOf, calendar, {
            ...options,
            decided,
          });
    this.#later =
      judging.laterDay === undefined
        ? undefined
        : pass(judging.laterDay, (o) => rows.addLater(o), true);
    this.#asOf = judging.asOfGiven ? undefined : pass(judging.lastDay, (o) => rows.add(o), false);
    this.#judged = judging;
  }

  add(entry: HashedRecord): void {
    const { lastDay, calendar } = this.#judged;
    if (recordedBy(entry.record, lastDay, calendar.timeZone)) this.#asOf?.add(entry);
    else if (this.#later === undefined) this.#unjudged++;
    this.#later?.add(entry);
  }

  /**
   * Whether the closes after the period were judged as the records asked: a record after it came
   * although the judging said there was none (a record appended while the ledger was read).
   */
  get missedLaterRecords(): boolean {
    return this.#unjudged > 0;
  }

  /** Both judgements finished (the caller's, `given`, finished by the caller): what they started on. */
  finish(given: FamiliesJudged | undefined): FamiliesJudged {
    this.#asOf?.finish();
    this.#later?.finish();
    const asOf = this.#asOf ?? given;
    if (asOf === undefined)
      throw new Error("The populations' obligations were judged by a pass not given to finish.");
    return { notJudged: asOf.notJudged, notApplicable: asOf.notApplicable };
  }
}
