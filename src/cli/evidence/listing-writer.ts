// obligations.md of `evidence handover`, written on a thread of its own while the judging thread
// writes the populations and the report. Once the ledger is read, the handover's outputs were
// written one after the other on one core while the others idled: at 100,000 signed records the
// listing, 42 MB of Markdown rendered from 200,000 obligations read back from the sort's runs, took
// about 1.5 s of that serial end (issue 99). The judging thread hands the thread the listing's
// sort, all on disk (SpilledSort.handOff), and what its heading says; the thread renders and writes
// the file as `obligations --format markdown` does, and answers once it is written or failed. The
// sort's files stay until the handover discards them, after the answer. Without a thread (a
// command run in process, a single core) the listing is written in this thread, when asked for.
import { rm } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { parentPort } from "node:worker_threads";
import { BY_OBLIGATION } from "../../core/audit/row-sort.ts";
import { MERGE_JUDGED_FAMILIES } from "../../core/obligations/family-table.ts";
import type { ObligationStatus } from "../../core/obligations/obligation-model.ts";
import type { MergeJudgedFamily } from "../../core/obligations/obligation-families.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { BatchWorkers } from "../../io/ledger/ledger-readers.ts";
import type { ListingWriterRole } from "../../io/ledger/ledger-thread-role.ts";
import { type SpilledRuns, sortedRuns } from "../../io/sort/spilled-sort.ts";
import { obligationsMarkdownChunks } from "../../render/evidence/obligations.ts";
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

interface WriteRequest {
  batch: number;
  listing: HandedListing;
}

interface WriteResult {
  batch: number;
  failed?: { message: string; exitCode: number | undefined };
}

/** A listing being written: awaited, or abandoned (its file removed) when the handover fails. */
export interface ListingWrite {
  /** Written; throws what writing it threw. */
  written(): Promise<void>;
  /** Not written: the thread's file, once it answered, removed; in this thread, never begun. */
  abandon(): Promise<void>;
}

/**
 * Starts writing `listing`: on a thread started from `entry` when there is one and another core;
 * else in this thread once `written` is awaited.
 */
export function writeListingAside(entry: URL | undefined, listing: HandedListing): ListingWrite {
  if (entry === undefined || availableParallelism() < 2)
    return { written: () => writeHandedListing(listing), abandon: async () => {} };
  const role: ListingWriterRole = { role: "listing-writer" };
  const writer = new BatchWorkers<WriteRequest, WriteResult>(
    entry,
    1,
    { workerData: role, resourceLimits: { maxYoungGenerationSizeMb: WRITER_YOUNG_GENERATION_MB } },
    "the thread writing obligations.md",
  );
  // The thread ends once it answers, not when the handover asks: its heap, held through the
  // populations' writing, raised the handover's peak at 100,000 signed records (issue 99).
  const answered = writer.ask({ batch: 0, listing }).then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
  const ended = answered.then(() => writer.close());
  const written = async () => {
    await ended;
    const outcome = await answered;
    if ("error" in outcome) throw outcome.error;
    const { failed } = outcome.result;
    if (failed !== undefined) throw new UsageError(failed.message, failed.exitCode);
  };
  return {
    written,
    abandon: async () => {
      await written().catch(() => {});
      await rm(resolve(listing.target.cwd, listing.target.given), { force: true });
    },
  };
}

/** The listing thread's side: writes each listing it is sent, and answers. */
export function serveListingWrites(): void {
  // A worker always has its parent's port.
  const port = parentPort;
  if (port === null) throw new Error("serveListingWrites runs in a writer thread only");
  port.on("message", ({ batch, listing }: WriteRequest) => {
    writeHandedListing(listing).then(
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
