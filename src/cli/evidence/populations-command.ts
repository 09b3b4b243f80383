// `cip-sync evidence populations`: the populations an auditor samples from, for a period of
// calendar days in the policy calendar's time zone, written as files into --out, each row naming
// its ledger record. Only a ledger that verifies is read, and of it only the records recorded by
// the period's end are judged (as-of.ts): a record appended later changes no population of it.
// Made in two passes over the ledger (core/audit/population-passes.ts), each row written to its
// file as it is made; no record is held, and nothing is put in place unless the ledger verifies.
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  historyNotCheckedRow,
  POPULATION_NAMES,
  PopulationsFirstPass,
  type Reread,
  type RowSink,
} from "../../core/audit/populations.ts";
import type { Row } from "../../core/audit/citation.ts";
import { PortPopulation, type PortRead } from "../../core/audit/port-population.ts";
import { baselinesAtCommits, systemKey } from "../../io/checkout/inventory-at-commit.ts";
import { recordedAtOfPath, recordPath } from "../../core/evidence/chain/record-files.ts";
import { parseVerifiedRecord } from "../../core/evidence/chain/evidence-chain.ts";
import { sha256Hex } from "../../core/shared/sha256.ts";
import type { HashedRecord } from "../../core/evidence/records/evidence-record.ts";
import {
  type InventoryListing,
  type ListingReference,
  listingPath,
  readListing,
} from "../../core/evidence/records/beside/inventory-listing.ts";
import { dateIn } from "../../core/shared/calendar.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { RECORDS_DIR } from "../../core/evidence/chain/record-files.ts";
import { recordPathOf } from "../../io/ledger/ledger-files.ts";
import type { LedgerSource } from "../../core/evidence/report/evidence-report.ts";
import { type CalendarPeriod, calendarPeriod } from "../../core/evidence/chain/as-of.ts";
import type { ObligationSettings } from "../compliance/obligation-calendar.ts";
import { type CheckpointStart, checkpointBeforePeriod } from "../shared/ledger/checkpoint-start.ts";
import { visitWhileItStands } from "../shared/ledger/verified-from-checkpoint.ts";
import { obligationCalendar } from "../compliance/obligation-calendar.ts";
import { ledgerCheckout } from "../../io/ledger/ledger-checkout.ts";
import { flagPath, type FlagPath, requireEmptyDirectory } from "../shared/flag-files.ts";
import { type CliIo, EXIT_BAD_INPUT, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import type { EvidencePopulationsSettings } from "./evidence-settings.ts";
import { hasHistory, visitVerified } from "../shared/ledger/verified-records.ts";
import { writerKeys } from "../shared/ledger/writer-signatures.ts";
import { PopulationFiles } from "./population-files.ts";
import { SpilledSorts } from "../../io/sort/spilled-sort.ts";
import type { FamiliesJudged } from "../../core/audit/population-judging.ts";
import type { SortOf } from "../../core/audit/row-sort.ts";
import {
  type MergeJudgedFamily,
  notApplicableWords,
} from "../../core/obligations/obligation-families.ts";

export async function writePopulations(
  settings: EvidencePopulationsSettings,
  io: CliIo,
  bundle?: string,
): Promise<number> {
  // The obligations' rows wait for their order in runs on disk, removed whatever happens.
  const sorts = new SpilledSorts();
  try {
    return await writeSorted(settings, io, sorts.sortOf, bundle);
  } finally {
    sorts.discard();
  }
}

async function writeSorted(
  settings: EvidencePopulationsSettings,
  io: CliIo,
  sortOf: SortOf,
  bundle: string | undefined,
): Promise<number> {
  // First, so that a wrong --out or --ledger-declaration is said before the ledger is read.
  const out = flagPath("--out", settings.out, "choose another directory for the populations", io);
  await requireEmptyDirectory(out, settings.force);
  await writerKeys(io, settings);
  const judged = await obligationCalendar(settings.policyFile, { timeZone: settings.timeZone }, io);
  if (judged === undefined) return EXIT_BAD_INPUT;
  const dir = resolve(io.cwd, settings.dir);
  const ledger = await ledgerCheckout(dir, "--dir");
  const now = new Date(io.now?.() ?? Date.now());
  // One function decides the period and its "as of" day, for the report and the populations.
  const period = calendarPeriod(settings.firstDay, settings.lastDay, judged.calendar.timeZone, now);
  const reading: Reading = { settings, io, sortOf, bundle, out, judged, dir, ledger, now, period };
  // From the last checkpoint before the period, where one stands (checkpoint-start.ts); from
  // every record where none does, or the reading from it cannot go on.
  const start = await checkpointBeforePeriod(settings, period, io);
  if (start !== undefined) {
    const resumed = start.spoiled === undefined ? await writeOnce(reading, start) : undefined;
    if (resumed !== undefined) return resumed;
    io.stderr(start.fellBack());
  }
  return (await writeOnce(reading, undefined)) ?? EXIT_ERROR;
}

/** What one reading of the ledger is given. */
export interface Reading {
  settings: EvidencePopulationsSettings;
  io: CliIo;
  sortOf: SortOf;
  bundle: string | undefined;
  out: FlagPath;
  judged: ObligationSettings;
  dir: string;
  ledger: LedgerSource;
  now: Date;
  period: CalendarPeriod;
}

/**
 * The populations from one reading of the ledger: from `start` on, or from every record; undefined
 * (nothing put in place, `start` spoiled) when the reading from the checkpoint cannot go on.
 */
async function writeOnce(reading: Reading, start: CheckpointStart | undefined) {
  const { settings, io, out } = reading;
  const files = await openFiles(settings, out, io);
  // Whatever stops it once the files are open (a key file that holds no key, git, the disk)
  // leaves nothing in --out, so that a retry into it is not refused as "not empty".
  try {
    return await writeOpened(reading, start, files);
  } catch (error) {
    await files.abandon();
    throw error;
  }
}

/** writeOnce with its files open: each refusal abandons them, the end puts them in place. */
async function writeOpened(
  reading: Reading,
  start: CheckpointStart | undefined,
  files: PopulationFiles,
) {
  const first = firstPass(reading, start, files.sink);
  if (first === undefined) {
    await files.abandon();
    return undefined;
  }
  const read = await readRecords(reading, start, (entry) => first.add(entry));
  if (read === undefined) {
    await files.abandon();
    return undefined;
  }
  return putInPlace(reading, start, files, { first, read });
}

/**
 * The populations once the first pass has read the ledger (`read`, as verified, or why not): the
 * listings, the ports and the second pass, then the files put in place (EXIT_OK), or abandoned
 * with why (EXIT_ERROR). `evidence handover` gives it the pass its own reading fed, and what it
 * writes while the writer thread writes the rows handed to it (`meanwhile`, before the files are
 * joined and put in place).
 */
export async function putInPlace(
  reading: Reading,
  start: CheckpointStart | undefined,
  files: PopulationFiles,
  {
    first,
    read,
    asOf,
    meanwhile,
  }: {
    first: PopulationsFirstPass;
    read: { verified: true; since?: string } | { refusal: string };
    /** The caller's obligations pass as of the period's last day, finished (firstPass's `asOfGiven`). */
    asOf?: FamiliesJudged;
    meanwhile?: () => Promise<void>;
  },
): Promise<number> {
  const { settings, io, bundle, dir, ledger } = reading;
  /** Nothing put in place, and why. */
  const refuse = async (why: string) => {
    await files.abandon();
    io.stderr(why);
    return EXIT_ERROR;
  };
  const changed = (detail: string) =>
    `The evidence ledger in ${settings.dir} changed while it was read${detail}: run the command again.\n`;
  if (first.missedLaterRecords) return refuse(changed(""));
  const listings = "refusal" in read ? read : await listingsOf(first.fold.assets.listings(), dir);
  if ("refusal" in listings || "problem" in listings)
    return refuse("refusal" in listings ? listings.refusal : `${listings.problem}\n`);
  if (!settings.withoutPorts) {
    // The ports population reads git at the records where an asset's ports changed.
    const rows = await portsOf(first.fold.ports, dir, bundle);
    if ("problem" in rows)
      return refuse(
        `The populations were not written: ${rows.problem}. To write the others without ports.csv, pass --without-ports.\n`,
      );
    for (const row of rows) files.sink("ports", row);
  }
  const reread = first
    .finish(listings, asOf)
    .read((path, sha256) => readAgain(ledger, path, sha256));
  if (reread !== undefined)
    return refuse(changed(` (${reread.changed} is not the record verified)`));
  await meanwhile?.();
  const written = await files.commit();
  const since = "since" in read ? read.since : undefined;
  if (start !== undefined && since !== undefined) io.stderr(start.judgedFrom(since));
  io.stdout(writtenText(written, settings, bundle, first));
  return EXIT_OK;
}

/**
 * The first pass (population-passes.ts), judging the obligations as of the period's last day from
 * the records by then (which a change opened, and what closed them) and, when records follow the
 * period (their names say when they were recorded), from every record, for what a later record
 * closed; resumed from `start`'s checkpoint when given (undefined, and `start` spoiled, when the
 * checkpoint was judged with another calendar or grace than the command's). A period still
 * running is judged as of today, as the report judges it (period.asOf). With `asOfGiven`, the
 * caller judges as of that day itself and gives the pass what it decides (Judging.asOfGiven).
 */
export function firstPass(
  { judged, ledger, now, period, sortOf, dir }: Reading,
  start: CheckpointStart | undefined,
  sink: RowSink,
  asOfGiven = false,
): PopulationsFirstPass | undefined {
  const { calendar, completionGraceDays } = judged;
  const { lastDay, timeZone } = period;
  const today = dateIn(now, timeZone);
  const end = period.to.toISOString();
  const paths =
    start === undefined
      ? ledger.paths()
      : ledger.paths(`${RECORDS_DIR}/${start.from.workspace}`, start.from.path);
  const after = anyRecordedFrom(paths, end);
  try {
    return new PopulationsFirstPass(
      period,
      sink,
      (record) => ledger.stamp(recordPath(record)) ?? "not timestamped",
      {
        judging: {
          lastDay: period.asOf,
          laterDay: !after ? undefined : today > lastDay ? today : lastDay,
          calendar,
          completionGraceDays,
          resumeFrom: start?.checkpoint.obligations,
          asOfGiven,
        },
        sortOf,
        pathBefore: recordPathOf(dir),
        heldFold: start?.checkpoint.populations,
        now,
        ...(start && {
          resumedDrift: { workspace: start.from.workspace, drift: start.checkpoint.report.drift },
        }),
      },
    );
  } catch (error) {
    start?.spoil(errorMessage(error));
    return undefined;
  }
}

/**
 * Whether any of `paths` was recorded at or after `end` (an ISO time): the walk stops at the first,
 * where a copy of every path (100,000 strings) was made to ask it.
 */
function anyRecordedFrom(paths: Iterable<string>, end: string): boolean {
  for (const path of paths) if ((recordedAtOfPath(path) ?? "") >= end) return true;
  return false;
}

/**
 * Every record `add` is given, as verified: from `start` on (undefined, and `start` spoiled, when
 * that reading cannot go on), or from the first.
 */
async function readRecords(
  { settings, io }: Reading,
  start: CheckpointStart | undefined,
  add: (entry: HashedRecord) => void,
): Promise<{ verified: true; since?: string } | { refusal: string } | undefined> {
  if (start === undefined) return visitVerified(io, settings, "population", add);
  return visitWhileItStands(io, settings, "population", start, add);
}

/**
 * What was written, a line per file, then each family not judged (its files are empty), naming
 * the ledger as given (the bundle, not its clone).
 */
function writtenText(
  written: readonly { name: string; rows: number }[],
  settings: EvidencePopulationsSettings,
  bundle: string | undefined,
  families: {
    notJudged: readonly MergeJudgedFamily[];
    notApplicable: readonly MergeJudgedFamily[];
  },
): string {
  const lines = written.map(({ name, rows }) => `  ${join(settings.out, name)}: ${rows} row(s)`);
  if (settings.withoutPorts) lines.push("  ports: not written (--without-ports)");
  // An empty file of a family not judged is no all-clear: said here, and in the exceptions.
  for (const family of families.notJudged) lines.push(`Not judged: ${family.notJudged}`);
  for (const family of families.notApplicable)
    lines.push(`Not applicable: ${notApplicableWords(family)}`);
  return `Wrote the populations of ${bundle ?? settings.dir} for the period:\n${lines.join("\n")}\n`;
}

/**
 * The populations' files, opened once the ledger's history is known to be there or not (asked
 * before anything is written: --operator-keys needs one to check its keys against); without one,
 * the exceptions say so first, since no commit authenticates anything in the ledger.
 */
export async function openFiles(
  settings: EvidencePopulationsSettings,
  out: FlagPath,
  io: CliIo,
): Promise<PopulationFiles> {
  // ports.csv only where the clone's history can give it (--without-ports).
  const names = settings.withoutPorts
    ? POPULATION_NAMES.filter((name) => name !== "ports")
    : POPULATION_NAMES;
  const historyRead = await hasHistory(io, settings);
  const files = await PopulationFiles.open(out, settings.format, names);
  if (!historyRead) files.sink("exceptions", historyNotCheckedRow());
  return files;
}

/**
 * A record the first pass verified, read again where its bytes are those verified (the same
 * SHA-256), and so not checked again; "changed" where they are not, or the file is gone.
 */
function readAgain(
  ledger: Awaited<ReturnType<typeof ledgerCheckout>>,
  path: string,
  sha256: string,
): Reread {
  let bytes: Uint8Array;
  try {
    bytes = ledger.read(path);
  } catch {
    return "changed";
  }
  return sha256Hex(bytes) === sha256 ? { record: parseVerifiedRecord(bytes), sha256 } : "changed";
}

/**
 * The inventory listing of each workspace's last reconciliation before the period's end that kept
 * one (`last`), read and checked against what its record says of it (the whole ledger verified
 * already, listings included; a record before a checkpoint as the checkpoint holds it), by its
 * record's path.
 */
async function listingsOf(
  last: readonly { by: { path: string }; listing: ListingReference }[],
  dir: string,
): Promise<Map<string, InventoryListing> | { problem: string }> {
  const listings = new Map<string, InventoryListing>();
  for (const { by, listing } of last) {
    const path = listingPath(by.path);
    const read = readListing(await readFile(join(dir, path)), listing, path);
    if ("problem" in read) return read;
    listings.set(by.path, read);
  }
  return listings;
}

/**
 * The ports population as of the period's end: the declared ports read from the inventory files
 * at each commit where an asset's ports changed, in the git repository of the ledger's checkout.
 */
async function portsOf(
  population: PortPopulation,
  dir: string,
  bundle: string | undefined,
): Promise<Row[] | { problem: string }> {
  const reads = population.reads();
  const cites = ({ by }: PortRead) =>
    `record ${by.sequence} of workspace ${by.workspace} (${by.path})`;
  const contents = await baselinesAtCommits(
    dir,
    reads.map((read) => ({ commit: read.commit, cites: cites(read) })),
    bundle,
  );
  if ("problem" in contents) return contents;
  return population.rows((read) =>
    contents
      .get(read.commit)
      ?.get(
        systemKey(read.baseline.cyber_system ?? read.baseline.cyber_system_id, read.baseline.asset),
      ),
  );
}
