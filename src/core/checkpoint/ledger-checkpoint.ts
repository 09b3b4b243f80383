// The checkpoint file a drift check keeps beside its record (`<record>.checkpoint`,
// core/evidence/records/beside/checkpoint-reference.ts): one workspace's judged state through a record,
// the obligations pass's (obligations-checkpoint.ts) and the facts in force with the governance
// facts the accepting record declared (core/evidence/records/in-force/facts-in-force.ts), so that a routine
// run judges from it and the records after it, and compares the default branch with what is in
// force, without reading the records before it; what the audit report reads of those records
// whatever its period (ReportCheckpoint), and what the populations of any period need of them
// (core/audit/population-fold.ts), so that `evidence report` and `evidence populations` for a
// period after it do not read them either. WorkspaceFold is that fold for one workspace:
// started afresh or from a checkpoint, fed the records in chain order, checkpointed at any point.
// evidence verify recomputes every checkpoint the same way, from every record. Pure.
import type {
  GovernanceFacts,
  HashedRecord,
  InForce,
} from "../evidence/records/evidence-record.ts";
import { foldInForce, isAccepted } from "../evidence/records/in-force/facts-in-force.ts";
import { genesisOf } from "../evidence/chain/ledger-authority.ts";
import type { CalendarSettings } from "../shared/calendar.ts";
import {
  HELD_REPORT_VERSION,
  type HeldReport,
  ReportFold,
} from "../evidence/report/report-state.ts";
import { ObligationsPass, type PassOptions } from "../obligations/obligations.ts";
import { MERGE_JUDGED_FAMILIES } from "../obligations/family-table.ts";
import { type PartCounts, partTally } from "../obligations/part-counts.ts";
import {
  CARRIED,
  formatOfVersions,
  type HeldPart,
  obligationsHeldParts,
  type ObligationsCheckpoint,
} from "../obligations/checkpoint/obligations-checkpoint.ts";
import {
  HELD_POPULATIONS_VERSION,
  type HeldPopulations,
  PopulationFold,
} from "../audit/population-fold.ts";
import { FOLDED_POPULATIONS } from "../audit/families/family-populations.ts";

/**
 * The version of what the file holds of its own (`workspace`, `through`, `in_force`,
 * `governance`, `genesis`): one more whenever that changes.
 */
const LEDGER_HELD_VERSION = 1;

/**
 * The parts the file holds, by their paths in it (the file's own at ""): the obligations
 * checkpoint's, its own, the report's, the populations' fold's and each family's folded
 * population's, each versioned where it is written.
 */
export function ledgerHeldParts(): HeldPart[] {
  return [
    ...obligationsHeldParts(),
    { path: "", version: LEDGER_HELD_VERSION },
    { path: "report", version: HELD_REPORT_VERSION },
    { path: "populations", version: HELD_POPULATIONS_VERSION },
    ...FOLDED_POPULATIONS.map(({ name, heldVersion }) => ({
      path: `populations.families.${name}`,
      version: heldVersion,
    })),
  ];
}

/**
 * The file's format, summed from the versions of every part it holds (ledgerHeldParts,
 * formatOfVersions). Numbered by hand before the parts kept versions (3, the report's
 * state; 4, the populations'; 5, the genesis; 7, the families' folded populations), the format
 * moved with the obligations' only when someone remembered to, and a ledger whose checkpoints the
 * previous version wrote was recomputed and called altered when they did not (issue 97); format 8
 * is the sum of those parts' first versions. A family that changes what it holds now changes its
 * own version, and this format with it.
 */
export function ledgerCheckpointFormat(): number {
  return formatOfVersions(0, ledgerHeldParts());
}

/** The parts whose obligations the audit report counts by status: each family's of the table. */
const REPORTED_PARTS = MERGE_JUDGED_FAMILIES.flatMap(({ kinds }) => kinds);

/** What the audit report reads of the records through a checkpoint, whatever its period. */
export interface ReportCheckpoint extends HeldReport {
  /**
   * The obligations of each part the report counts (REPORTED_PARTS), decided by the checkpoint's
   * record and not carried (CARRIED): a pass resumed from it is handed the carried ones again.
   */
  part_counts: Partial<PartCounts>;
}

/** The fewest records after the last checkpoint a drift check reads before it writes another. */
export const CHECKPOINT_INTERVAL = 200;

/**
 * The most: a drift check reads the records since the checkpoint a hundred to a GraphQL query,
 * each spaced a second apart, so the records between checkpoints bound every hourly check's time.
 */
export const CHECKPOINT_MAX_INTERVAL = 1_000;

/**
 * Between those, the bytes of records after the last checkpoint, per byte of that checkpoint, a
 * drift check reads before it writes another. A checkpoint holds the inventory's state (600 to
 * 1,600 bytes an asset for the obligations, up to about 790 more for the populations), and
 * evidence verify recomputes each one (builds, serialises and hashes
 * it, about 10 ms a 1.5 MB checkpoint, a third of what reading and checking 1 MB of records
 * costs): spaced by their own size, a large inventory's checkpoints cost verify a bounded part of
 * what its records cost, where one every 200 records cost it several times as much
 * (bench/RESULTS.md).
 */
export const RECORD_BYTES_PER_CHECKPOINT_BYTE = 2;

/**
 * Whether a drift check that read `since` (the records after the checkpoint it started from, and
 * that checkpoint's size) writes a new checkpoint; one that started from no checkpoint always does.
 */
export function checkpointIsDue(
  since: { records: number; recordBytes: number; checkpointBytes: number } | undefined,
): boolean {
  if (since === undefined || since.records >= CHECKPOINT_MAX_INTERVAL) return true;
  return (
    since.records >= CHECKPOINT_INTERVAL &&
    since.recordBytes >= since.checkpointBytes * RECORD_BYTES_PER_CHECKPOINT_BYTE
  );
}

export interface LedgerCheckpoint {
  /** ledgerCheckpointFormat() of the version that wrote it. */
  format: number;
  workspace: string;
  /** The record it stands at: its state is that of the workspace's records up to it. */
  through: { sequence: number; sha256: string };
  /** The facts in force after `through`, and what the record that put them there declared. */
  in_force: InForce | null;
  governance: GovernanceFacts | null;
  /**
   * The ledger's genesis (genesisOf: the first record that names the commit it was judged or read
   * at), which is in force while no accepted merge is; null when no record through it names one.
   */
  genesis: InForce | null;
  obligations: ObligationsCheckpoint;
  report: ReportCheckpoint;
  /**
   * What the populations of any period after it need of the records through it (the assets, each
   * listing's record, the baselines and port changes, the families' populations made of the records:
   * core/audit/population-fold.ts).
   */
  populations: HeldPopulations;
}

/** The file's text: its bytes are what the record's SHA-256 vouches for. */
export function serializeCheckpoint(checkpoint: LedgerCheckpoint): string {
  return `${JSON.stringify(checkpoint)}\n`;
}

/** The checkpoint `text` (read at `path`), or an Error saying why it is not one this tool reads. */
export function parseCheckpoint(text: string, path: string): LedgerCheckpoint {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not JSON, though a record vouches for its bytes`);
  }
  const format = (value as { format?: unknown } | null)?.format;
  if (format !== ledgerCheckpointFormat()) throw new CheckpointFormatError(path, format);
  return value as LedgerCheckpoint;
}

/** A checkpoint of another format than this version reads: what to do depends on who reads it. */
export class CheckpointFormatError extends Error {
  readonly format: unknown;

  constructor(path: string, format: unknown) {
    super(
      `${path} is a checkpoint of format ${String(format)}, and this version reads format ${ledgerCheckpointFormat()}: judge from every record (the next drift check writes a checkpoint this version reads)`,
    );
    this.format = format;
  }
}

/** One workspace's fold: the obligations pass and the facts in force, record by record. */
export class WorkspaceFold {
  readonly pass: ObligationsPass;
  readonly #workspace: string;
  readonly #report: ReportFold;
  readonly #populations: PopulationFold;
  /** Of the parts the report counts, what the pass decided and carries no further. */
  readonly #partCounts: Partial<PartCounts>;
  #through: LedgerCheckpoint["through"] | undefined;
  #inForce: InForce | null;
  #governance: GovernanceFacts | null;
  #genesis: InForce | null;

  private constructor(
    workspace: string,
    start: (options: PassOptions) => ObligationsPass,
    options: PassOptions | undefined,
    from: Pick<LedgerCheckpoint, "in_force" | "governance" | "genesis"> & {
      through?: LedgerCheckpoint["through"];
      report?: ReportCheckpoint;
      populations?: HeldPopulations;
    },
  ) {
    this.#workspace = workspace;
    this.#report = new ReportFold(from.report);
    this.#populations =
      from.populations === undefined
        ? new PopulationFold()
        : PopulationFold.resume(from.populations);
    const parts = partTally(REPORTED_PARTS, from.report?.part_counts);
    this.#partCounts = parts.counts;
    this.pass = start({
      ...options,
      decided: (obligation) => {
        options?.decided?.(obligation);
        if (!CARRIED.has(obligation.status)) parts.add(obligation);
      },
    });
    this.#through = from.through;
    this.#inForce = from.in_force;
    this.#governance = from.governance;
    this.#genesis = from.genesis;
  }

  /**
   * The fold from `checkpoint` on, or from the first record without one. Throws where the pass
   * does: a checkpoint judged with another calendar, or of another format (judge from every record).
   */
  static start(
    workspace: string,
    judging: { asOf: Date | string; calendar: CalendarSettings; options?: PassOptions },
    checkpoint?: LedgerCheckpoint,
  ): WorkspaceFold {
    const { asOf, calendar, options } = judging;
    if (checkpoint === undefined)
      return new WorkspaceFold(
        workspace,
        (passOptions) => new ObligationsPass(asOf, calendar, passOptions),
        options,
        { in_force: null, governance: null, genesis: null },
      );
    if (checkpoint.workspace !== workspace)
      throw new Error(`the checkpoint is workspace ${checkpoint.workspace}'s, not ${workspace}'s`);
    // A part missing is no empty state: the fold would go on as if no record came before it.
    for (const part of ["report", "populations"] as const)
      if (typeof checkpoint[part] !== "object" || checkpoint[part] === null)
        throw new Error(`the checkpoint holds no ${part} state, though its format has one`);
    if (checkpoint.genesis === undefined)
      throw new Error("the checkpoint holds no genesis, though its format has one");
    return new WorkspaceFold(
      workspace,
      // A drift check resumes from its checkpoint twice (its view, and the previous check's):
      // the pass takes what it resumes from.
      (passOptions) =>
        ObligationsPass.resume(
          structuredClone(checkpoint.obligations),
          asOf,
          calendar,
          passOptions,
        ),
      options,
      // The populations' fold takes what it resumes from too.
      { ...checkpoint, populations: structuredClone(checkpoint.populations) },
    );
  }

  /** The workspace's next record, in chain order. */
  add(entry: HashedRecord): void {
    const { record } = entry;
    this.pass.add(entry);
    this.#report.add(record);
    this.#populations.add(entry);
    this.#through = { sequence: record.sequence, sha256: entry.sha256 };
    this.#genesis ??= genesisOf([entry]) ?? null;
    this.#inForce = foldInForce(this.#inForce, record);
    // What the accepting record declared; one written before records carried it declares nothing.
    if (this.#inForce === null) this.#governance = null;
    else if (record.kind === "change" && isAccepted(record))
      this.#governance = record.change.governance ?? null;
  }

  /** Where the facts in force were put there, and what that record declared. */
  get factsInForce(): { inForce: InForce | null; governance: GovernanceFacts | null } {
    return { inForce: this.#inForce, governance: this.#governance };
  }

  /** The record the fold stands at; undefined before the first. */
  get through(): LedgerCheckpoint["through"] | undefined {
    return this.#through;
  }

  /**
   * The fold's state as the checkpoint file holds it, a copy that shares nothing with the fold,
   * which goes on; none before the first record.
   */
  checkpoint(): LedgerCheckpoint | undefined {
    const text = this.checkpointText();
    return text === undefined ? undefined : (JSON.parse(text) as LedgerCheckpoint);
  }

  /**
   * The checkpoint file's text, serialised from the pass's own state without copying it first:
   * what the drift check writes and evidence verify hashes, at every checkpoint.
   */
  checkpointText(): string | undefined {
    if (this.#through === undefined) return undefined;
    return serializeCheckpoint({
      format: ledgerCheckpointFormat(),
      workspace: this.#workspace,
      through: this.#through,
      in_force: this.#inForce,
      governance: this.#governance,
      genesis: this.#genesis,
      obligations: this.pass.checkpoint({ copy: false }),
      report: { ...this.#report.held(), part_counts: this.#partCounts },
      populations: this.#populations.held(),
    });
  }
}
