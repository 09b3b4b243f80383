// What the audit report reads of a workspace's records whatever its period: whose inventory they
// are (SubjectOf), the drift episode still open (DriftEpisodes), and how many records there are.
// Everything else the report says of a period comes from the period's records and the monitoring
// run before it. A drift check's checkpoint keeps this state (HeldReport, in
// core/checkpoint/ledger-checkpoint.ts), so that `evidence report` for a period that
// starts after the checkpoint's record reads only the records from that record on. Pure.
import { DriftEpisodes, type HeldDriftEpisodes } from "../monitoring/drift-episodes.ts";
import type { EvidenceRecord } from "../records/evidence-record.ts";

/** Whose inventory the report covers, as the ledger's records state it (each distinct value). */
export interface ReportSubject {
  organizations: string[];
  repositories: string[];
  /** The service's origin (scheme, host, port). */
  services: string[];
  workspaces: string[];
}

/**
 * The version of the report's state in the drift check's checkpoint (HeldReport, with the part
 * counts core/checkpoint/ledger-checkpoint.ts keeps beside it): one more whenever it, or how
 * ReportFold reads it, changes, which moves that checkpoint's format.
 */
export const HELD_REPORT_VERSION = 1;

/** What a checkpoint keeps for the report: the state of its workspace's records through it. */
export interface HeldReport {
  /** The workspace's records through the checkpoint's. */
  records: number;
  subject: Omit<ReportSubject, "workspaces">;
  drift: HeldDriftEpisodes;
}

/** Each distinct organization, repository and service the records name. */
export class SubjectOf {
  readonly #organizations: Set<string>;
  readonly #repositories: Set<string>;
  readonly #services: Set<string>;

  constructor(held: HeldReport["subject"] = { organizations: [], repositories: [], services: [] }) {
    this.#organizations = new Set(held.organizations);
    this.#repositories = new Set(held.repositories);
    this.#services = new Set(held.services);
  }

  add(record: EvidenceRecord): void {
    this.#repositories.add(record.run.repository);
    const context =
      record.kind === "change"
        ? record.change.change_record?.context
        : record.kind === "monitoring"
          ? record.monitoring
          : undefined;
    if (context?.organization !== undefined) this.#organizations.add(context.organization);
    if (context?.service !== undefined) this.#services.add(context.service);
  }

  sorted(workspaces: readonly string[]): ReportSubject {
    const sorted = (values: Set<string>) => [...values].sort();
    return {
      organizations: sorted(this.#organizations),
      repositories: sorted(this.#repositories),
      services: sorted(this.#services),
      workspaces: [...workspaces].sort(),
    };
  }
}

/** One workspace's HeldReport, record by record: what the drift check's fold keeps for the report. */
export class ReportFold {
  readonly #subject: SubjectOf;
  readonly #drift: DriftEpisodes;
  #records: number;

  constructor(held?: HeldReport) {
    this.#subject = new SubjectOf(held?.subject);
    this.#drift = held === undefined ? new DriftEpisodes() : DriftEpisodes.resume(held.drift);
    this.#records = held?.records ?? 0;
  }

  /** The workspace's next record, in chain order. */
  add(record: EvidenceRecord): void {
    this.#subject.add(record);
    this.#drift.add(record);
    this.#records++;
  }

  /** The state a checkpoint keeps, sharing the open drift episode: serialised at once. */
  held(): HeldReport {
    const { organizations, repositories, services } = this.#subject.sorted([]);
    return {
      records: this.#records,
      subject: { organizations, repositories, services },
      drift: this.#drift.held(),
    };
  }
}
