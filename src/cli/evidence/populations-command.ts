// `cip-sync evidence populations`: the populations an auditor samples from, for a period of
// calendar days in the policy calendar's time zone, written as files into --out, each row naming
// its ledger record. Only a ledger that verifies is read, and of it only the records recorded by
// the period's end are judged (as-of.ts): a record appended later changes no population of it.
import { mkdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { populations } from "../../core/audit/populations.ts";
import type { Row } from "../../core/audit/citation.ts";
import { PortPopulation, type PortRead } from "../../core/audit/port-population.ts";
import { baselinesAtCommits, systemKey } from "../../io/inventory-at-commit.ts";
import { recordPath } from "../../core/evidence/record-files.ts";
import type { HashedRecord } from "../../core/evidence/evidence-record.ts";
import {
  type InventoryListing,
  listingPath,
  readListing,
} from "../../core/evidence/inventory-listing.ts";
import { addDays, dateIn } from "../../core/shared/calendar.ts";
import { recordedBy, startOfDay } from "../../core/evidence/as-of.ts";
import { DEFAULT_POLICY_FILE } from "../../core/review/policy/policy-model.ts";
import { obligationCalendar } from "../compliance/obligation-calendar.ts";
import { computeObligations } from "../../core/obligations/obligations.ts";
import { ledgerCheckout } from "../../io/ledger-checkout.ts";
import { populationFiles } from "../../render/populations.ts";
import { flagPath } from "../shared/command-support.ts";
import { writeFlagFile } from "../shared/flag-files.ts";
import { type CliIo, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import type { EvidencePopulationsSettings } from "./evidence-settings.ts";
import { verifiedRecords } from "../shared/verified-records.ts";

export async function writePopulations(
  settings: EvidencePopulationsSettings,
  io: CliIo,
): Promise<number> {
  const read = await verifiedRecords(io.cwd, settings.dir, "population");
  if ("refusal" in read) {
    io.stderr(read.refusal);
    return EXIT_ERROR;
  }
  const judged = await obligationCalendar(DEFAULT_POLICY_FILE, {}, io);
  if (judged === undefined) return EXIT_ERROR;
  const { calendar, ...options } = judged;
  const ledger = await ledgerCheckout(resolve(io.cwd, settings.dir), "--dir");
  const { timeZone } = calendar;
  // The period's days (--from and --to) in the calendar's time zone.
  const firstDay = settings.from.toISOString().slice(0, 10);
  const lastDay = new Date(settings.to.getTime() - 1).toISOString().slice(0, 10);
  const period = {
    from: startOfDay(firstDay, timeZone),
    to: startOfDay(addDays(lastDay, 1), timeZone),
  };
  // Obligations as of the period's last day, from the records by then: which a change opened,
  // and what closed them; then from every record, for what a later record closed.
  const asOf = read.records.filter(({ record }) => recordedBy(record, lastDay, timeZone));
  const obligations = computeObligations(asOf, lastDay, calendar, options);
  const today = dateIn(new Date(io.now?.() ?? Date.now()), timeZone);
  const later = computeObligations(
    read.records,
    today > lastDay ? today : lastDay,
    calendar,
    options,
  );
  const listings = await listingsOf(asOf, resolve(io.cwd, settings.dir), period.to);
  if ("problem" in listings) {
    io.stderr(`${listings.problem}\n`);
    return EXIT_ERROR;
  }
  const ports = await portRows(asOf, period.to, resolve(io.cwd, settings.dir));
  if ("problem" in ports) {
    io.stderr(`The populations were not written: ${ports.problem}.\n`);
    return EXIT_ERROR;
  }
  const rows = populations(asOf, period, {
    obligations,
    later,
    stamp: (record) => ledger.stamp(recordPath(record)) ?? "not timestamped",
    listings,
    ports,
  });
  await mkdir(resolve(io.cwd, settings.out), { recursive: true });
  const written: string[] = [];
  for (const file of populationFiles(rows, settings.format)) {
    const path = join(settings.out, file.name);
    await writeFlagFile(
      flagPath("--out", path, "choose another directory for the populations", io),
      file.content,
    );
    written.push(`  ${path}: ${file.rows} row(s)`);
  }
  io.stdout(`Wrote the populations of ${settings.dir} for the period:\n${written.join("\n")}\n`);
  return EXIT_OK;
}

/**
 * The inventory listing of each workspace's last reconciliation before `end` that kept one, read
 * and checked against its record (the whole ledger verified already, listings included).
 */
async function listingsOf(
  records: readonly HashedRecord[],
  dir: string,
  end: Date,
): Promise<Map<string, InventoryListing> | { problem: string }> {
  const last = new Map<string, HashedRecord>();
  for (const entry of records) {
    const { record } = entry;
    if (record.kind !== "monitoring" || record.monitoring.listing === undefined) continue;
    if (Date.parse(record.recorded_at) < end.getTime()) last.set(record.workspace, entry);
  }
  const listings = new Map<string, InventoryListing>();
  for (const { record } of last.values()) {
    if (record.kind !== "monitoring" || record.monitoring.listing === undefined) continue;
    const path = listingPath(recordPath(record));
    const read = readListing(await readFile(join(dir, path)), record.monitoring.listing, path);
    if ("problem" in read) return read;
    listings.set(recordPath(record), read);
  }
  return listings;
}

/**
 * The ports population as of `end`: the declared ports read from the inventory files at each
 * commit where an asset's ports changed, in the git repository of the ledger's checkout.
 */
async function portRows(
  records: readonly HashedRecord[],
  end: Date,
  dir: string,
): Promise<Row[] | { problem: string }> {
  const population = new PortPopulation();
  for (const entry of records)
    if (Date.parse(entry.record.recorded_at) < end.getTime()) population.add(entry);
  const reads = population.reads();
  const cites = (read: PortRead) =>
    `record ${read.entry.record.sequence} of workspace ${read.entry.record.workspace} (${recordPath(read.entry.record)})`;
  const contents = await baselinesAtCommits(
    dir,
    reads.map((read) => ({ commit: read.commit, cites: cites(read) })),
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
