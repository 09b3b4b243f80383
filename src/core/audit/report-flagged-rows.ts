// The exceptions the audit report flags that are no single record's, as rows of exceptions.csv, so
// that the populations' exceptions are the report's, kind by kind (issue 90): each gap over the
// limit between drift checks and each drift episode still unresolved, summed up by the report's
// own pass of each workspace (core/evidence/report/report-pass.ts), and each history warning (a
// commit whose records the history flags as unauthenticated). The gaps and drift cite their
// workspace alone: a gap is the absence of a record. Pure.
import { recordPath } from "../evidence/chain/record-files.ts";
import { WITHOUT_HISTORY } from "../evidence/chain/evidence-history.ts";
import type { HashedRecord } from "../evidence/records/evidence-record.ts";
import type { HeldDriftEpisodes } from "../evidence/monitoring/drift-episodes.ts";
import { DriftEpisodes } from "../evidence/monitoring/drift-episodes.ts";
import { MONITORING_LIMIT_DAYS, WorkspacePass } from "../evidence/report/report-pass.ts";
import type { ReportPeriod } from "../evidence/report/report-pass.ts";
import { historyWarnings, historyWarningWords } from "../evidence/report/report-exceptions.ts";
import { CITATION_COLUMNS, type Row } from "./citation.ts";

/** A workspace's drift episodes as a checkpoint holds them, when the pass resumes from one. */
export interface ResumedDrift {
  workspace: string;
  drift: HeldDriftEpisodes;
}

export class ReportFlaggedRows {
  readonly #passes = new Map<string, WorkspacePass>();
  /** The records the history flags, path -> why. */
  readonly #unauthenticated = new Map<string, string>();
  readonly #period: ReportPeriod;
  readonly #resumed: ResumedDrift | undefined;

  constructor(period: ReportPeriod, resumed?: ResumedDrift) {
    this.#period = period;
    this.#resumed = resumed;
  }

  /**
   * Every record of the ledger, in name order, as verified: the history's warnings are of any
   * record, as the report's are; the gaps and drift of those recorded by the period's end.
   */
  add(entry: HashedRecord): void {
    const { record } = entry;
    const path = recordPath(record);
    // A record flagged only because the history was not read is the one "history not checked"
    // exception (populations.ts), as the report counts it, never a history warning of its own.
    const why = entry.unauthenticated;
    if (why !== undefined && why !== WITHOUT_HISTORY.why) this.#unauthenticated.set(path, why);
    // Gaps and drift as of the period's end: a record after it changes nothing of them.
    if (Date.parse(record.recorded_at) >= this.#period.to.getTime()) return;
    let pass = this.#passes.get(record.workspace);
    if (pass === undefined) {
      const held = this.#resumed?.workspace === record.workspace ? this.#resumed.drift : undefined;
      const drift = held === undefined ? undefined : DriftEpisodes.resume(held);
      // Gaps and drift only: the exception changes are rows population-passes.ts writes.
      pass = new WorkspacePass(record.workspace, this.#period, () => "", drift, false);
      this.#passes.set(record.workspace, pass);
    }
    pass.add(path, record);
  }

  /** The rows, once every record was added: `now` ends the last gap when the period has not. */
  rows(now: Date): Row[] {
    const cited = Object.fromEntries(CITATION_COLUMNS.map((column) => [column, null]));
    const rows: Row[] = [];
    for (const pass of this.#passes.values()) {
      const summary = pass.finish(now);
      const base = { ...cited, workspace: summary.workspace };
      for (const gap of summary.gaps_over_limit)
        rows.push({
          ...base,
          kind: "monitoring gap",
          detail: `${gap.days} days without a drift check, ${gap.from} to ${gap.to} (over ${MONITORING_LIMIT_DAYS})`,
        });
      for (const episode of summary.drift_episodes.filter((e) => e.resolved_at === null))
        rows.push({
          ...base,
          kind: "unresolved drift",
          detail: `first seen ${episode.first_seen}, last seen ${episode.last_seen}, up to ${episode.max_differences} asset(s), not resolved`,
        });
    }
    for (const warning of historyWarnings(this.#unauthenticated))
      rows.push({ ...cited, ...historyWarningWords(warning) });
    return rows;
  }
}
