// `cip-sync evidence populations`: the populations an auditor samples from, for a period, written
// as files into --out, each row naming its ledger record. Only a ledger that verifies is read.
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { populations } from "../../core/audit/populations.ts";
import { recordPath } from "../../core/evidence/record-files.ts";
import { dateIn } from "../../core/shared/calendar.ts";
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
  const calendar = await obligationCalendar(DEFAULT_POLICY_FILE, {}, io);
  if (calendar === undefined) return EXIT_ERROR;
  const ledger = await ledgerCheckout(resolve(io.cwd, settings.dir), "--dir");
  // Obligations as of the period's last day: which a change opened, and what closed them.
  const lastDay = dateIn(new Date(settings.to.getTime() - 1), calendar.timeZone);
  const obligations = computeObligations(read.records, lastDay, calendar);
  const rows = populations(
    read.records,
    { from: settings.from, to: settings.to },
    obligations,
    (record) => ledger.stamp(recordPath(record)) ?? "not timestamped",
  );
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
