// The writer thread of `evidence handover`: obligations.md, and the populations' rows that wait
// in sorts on disk, written on a thread of its own while the judging thread writes the rest. Once
// the ledger is read, the handover's outputs were written one after the other on one core while
// the others idled: at 100,000 signed records the listing (42 MB of Markdown from 200,000
// obligations read back from the sort's runs) took about 1.5 s of that serial end, and the
// exceptions', configuration monitoring's and families' rows (190 MB of CSV from 330,000 rows)
// about 3 s more (issue 99). The judging thread hands the thread a sort, all on disk
// (SpilledSort.handOff), and what the file needs besides; the thread renders and writes it as the
// judging thread would (a listing as `obligations --format markdown` does, rows into a part that
// population-files.ts joins into its file), and answers once it is written or failed. A sort's
// files stay until the handover discards them, after the answers. Without a thread (a command run
// in process, a single core) the listing is written in this thread, when asked for, and the rows
// are never handed.
import { rm } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { parentPort } from "node:worker_threads";
import type { PopulationName } from "../../core/audit/populations.ts";
import { BY_OBLIGATION, type RowOrderName, rowOrderNamed } from "../../core/audit/row-sort.ts";
import { MERGE_JUDGED_FAMILIES } from "../../core/obligations/family-table.ts";
import type { ObligationStatus } from "../../core/obligations/obligation-model.ts";
import type { MergeJudgedFamily } from "../../core/obligations/obligation-families.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { BatchWorkers } from "../../io/ledger/batch-workers.ts";
import type { HandoverWriterRole } from "../../io/ledger/ledger-thread-role.ts";
import { type SpilledRuns, sortedRuns } from "../../io/sort/spilled-sort.ts";
import { obligationsMarkdownChunks } from "../../render/evidence/obligations.ts";
import { type PopulationFormat, populationLayout } from "../../render/evidence/populations.ts";
import { type FlagPath, writeFlagFile } from "../shared/flag-files.ts";
import { UsageError } from "../shared/usage-error.ts";

/** The writer's young generation, in MB: what it allocates dies with each row written. */
const WRITER_YOUNG_GENERATION_MB = 16;

/** What the thread is given: where the file goes, the sort's runs, and the heading's facts. */
export interface HandedListing {
  target: FlagPath;
  obligations: SpilledRuns;
  at: string;
  calendar: string;
  counts: Readonly<Record<ObligationStatus, number>>;
  historyNotChecked: string | undefined;
  statuses: readonly ObligationStatus[];
  /** The families not judged, then those not applicable, by name (a family holds functions). */
  notJudged: readonly string[];
  notApplicable: readonly string[];
}

/**
 * Rows of a population handed to the thread: the part they go to under --out, the sort they wait
 * in (its runs and its order's name), and how they are written (the index of the first).
 */
export interface HandedRows {
  target: FlagPath;
  population: PopulationName;
  format: PopulationFormat;
  order: RowOrderName;
  first: number;
  rows: SpilledRuns;
}

type WriteRequest = { batch: number } & ({ listing: HandedListing } | { rows: HandedRows });

interface WriteResult {
  batch: number;
  failed?: { message: string; exitCode: number | undefined };
}

/** A file being written: awaited, or abandoned (removed) when the handover fails. */
export interface AsideWrite {
  /** Written; throws what writing it threw. */
  written(): Promise<void>;
  /** Not written: the thread's file, once it answered, removed; in this thread, never begun. */
  abandon(): Promise<void>;
}

/** The handover's writer thread, and what was asked of it. */
export class HandoverWriter {
  readonly #thread: BatchWorkers<WriteRequest, WriteResult>;
  readonly #asked: Promise<unknown>[] = [];

  /** The thread, started from `entry`; none without one or another core. */
  static start(entry: URL | undefined): HandoverWriter | undefined {
    return entry === undefined || availableParallelism() < 2
      ? undefined
      : new HandoverWriter(entry);
  }

  private constructor(entry: URL) {
    const role: HandoverWriterRole = { role: "handover-writer" };
    this.#thread = new BatchWorkers<WriteRequest, WriteResult>(
      entry,
      1,
      {
        workerData: role,
        resourceLimits: { maxYoungGenerationSizeMb: WRITER_YOUNG_GENERATION_MB },
      },
      "the handover's writer thread",
    );
  }

  listing(listing: HandedListing): AsideWrite {
    return this.#ask({ batch: this.#asked.length, listing }, listing.target);
  }

  rows(rows: HandedRows): AsideWrite {
    return this.#ask({ batch: this.#asked.length, rows }, rows.target);
  }

  /** Stops the thread once it answered everything asked. */
  async close(): Promise<void> {
    await Promise.allSettled(this.#asked);
    await this.#thread.close();
  }

  #ask(request: WriteRequest, target: FlagPath): AsideWrite {
    const answered = this.#thread.ask(request);
    this.#asked.push(answered);
    const written = async () => {
      const { failed } = await answered;
      if (failed !== undefined) throw new UsageError(failed.message, failed.exitCode);
    };
    return {
      written,
      // What the thread wrote, once it answered; a write that failed left nothing (replaceFile).
      abandon: async () => {
        const wrote = await written().then(
          () => true,
          () => false,
        );
        if (wrote) await rm(resolve(target.cwd, target.given), { force: true });
      },
    };
  }
}

/** Writes `listing`: on `writer`'s thread, else in this thread once `written` is awaited. */
export function writeListingAside(
  writer: HandoverWriter | undefined,
  listing: HandedListing,
): AsideWrite {
  return (
    writer?.listing(listing) ?? {
      written: () => writeHandedListing(listing),
      abandon: async () => {},
    }
  );
}

/** The writer thread's side: writes each file it is sent, and answers. */
export function serveHandoverWrites(): void {
  // A worker always has its parent's port.
  const port = parentPort;
  if (port === null) throw new Error("serveHandoverWrites runs in a writer thread only");
  port.on("message", (request: WriteRequest) => {
    const { batch } = request;
    const writing =
      "listing" in request ? writeHandedListing(request.listing) : writeHandedRows(request.rows);
    writing.then(
      () => port.postMessage({ batch } satisfies WriteResult),
      (error: unknown) =>
        port.postMessage({
          batch,
          failed: {
            message: errorMessage(error),
            exitCode: error instanceof UsageError ? error.exitCode : undefined,
          },
        } satisfies WriteResult),
    );
  });
}

/** Writes the rows handed, in their sort's order, as the population's file lays them out. */
function writeHandedRows({ target, population, format, order, first, rows }: HandedRows) {
  const layout = populationLayout(format);
  function* lines(): Generator<string> {
    let index = first;
    for (const { row } of sortedRuns(rowOrderNamed(order), rows))
      yield layout.row(population, row, index++);
  }
  return writeFlagFile(target, lines());
}

/** Renders `listing` in Markdown, as `obligations` lists it, and writes it. */
function writeHandedListing(listing: HandedListing): Promise<void> {
  const content = obligationsMarkdownChunks({
    at: listing.at,
    calendar: listing.calendar,
    obligations: sortedRuns(BY_OBLIGATION, listing.obligations),
    counts: listing.counts,
    historyNotChecked: listing.historyNotChecked,
    statuses: listing.statuses,
    notJudged: familiesNamed(listing.notJudged),
    notApplicable: familiesNamed(listing.notApplicable),
  });
  return writeFlagFile(listing.target, content);
}

/** The families of the family table by name, in the order given. */
function familiesNamed(names: readonly string[]): MergeJudgedFamily[] {
  return names.map((name) => {
    const family = MERGE_JUDGED_FAMILIES.find((candidate) => candidate.name === name);
    if (family === undefined) throw new Error(`no family is named "${name}"`);
    return family;
  });
}
