// `cip-sync obligations`: the CIP obligations of the evidence ledger in a checkout of the evidence
// branch, as of today or --at, judged as the ledger is read from the records of that day and before
// it only (as-of.ts): a record written later changes nothing of the state on that day. Only a ledger that verifies counts: an
// obligation computed from a broken chain could be closed by a record that was edited, so a break
// stops it (fail closed). Text and Markdown list what still needs someone unless --all; --status
// chooses the statuses listed in every format; the counts and --fail-on are always of every one.
import { calendarRule, dateIn } from "../../core/shared/calendar.ts";
import {
  compareObligations,
  type Obligation,
  ObligationsPass,
  type ObligationStatus,
} from "../../core/obligations/obligations.ts";
import { SpilledSort } from "../../io/ledger/spilled-sort.ts";
import { recordedBy } from "../../core/evidence/chain/as-of.ts";
import { WITHOUT_HISTORY } from "../../core/evidence/chain/evidence-history.ts";
import { OBLIGATIONS_RENDERERS } from "../../render/formats.ts";
import { textBatches } from "../../core/shared/text/text-batches.ts";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import { flagPath } from "../shared/command-support.ts";
import { writeFlagFile } from "../shared/flag-files.ts";
import { type CliIo, EXIT_BAD_INPUT, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import type { ObligationsSettings } from "./obligations-settings.ts";
import { visitVerified } from "../shared/verified-records.ts";
import { obligationCalendar } from "./obligation-calendar.ts";
import { R2_NOT_JUDGED } from "../../render/evidence/patch-management.ts";

/** What --fail-on makes of a match: not an error of the command, a finding (as drift's 2). */
export const EXIT_OBLIGATIONS = 3;

export async function reportObligations(settings: ObligationsSettings, io: CliIo): Promise<number> {
  const flags = { timeZone: settings.timeZone, dueSoonDays: settings.dueSoonDays };
  const judged = await obligationCalendar(settings.policyFile, flags, io);
  if (judged === undefined) return EXIT_BAD_INPUT;
  const { calendar, ...options } = judged;
  // As of --at's day, or of today, in the calendar's time zone.
  const at = settings.at ?? dateIn(new Date(io.now?.() ?? Date.now()), calendar.timeZone);
  // Judged as the ledger is read, holding no record; nothing of a ledger that does not verify.
  // Each obligation goes to the sort as it is decided: the pass holds none.
  const sorted = new SpilledSort<Obligation>(compareObligations, {
    repeatedFields: ["requirement", "calendar"],
  });
  const listed = settings.statuses;
  try {
    // Every obligation is counted (pass.finish()); only those of the statuses listed are kept.
    let patchManagement = 0;
    const pass = new ObligationsPass(at, calendar, {
      ...options,
      keep: () => false,
      decided: (obligation) => {
        if (obligation.kind.startsWith("CIP-007 R2")) patchManagement += 1;
        if (listed === undefined || listed.includes(obligation.status)) sorted.add(obligation);
      },
    });
    const read = await visitVerified(io, settings, "obligation", (entry) => {
      if (recordedBy(entry.record, at, calendar.timeZone)) pass.add(entry);
    });
    if ("refusal" in read) {
      io.stderr(read.refusal);
      return EXIT_ERROR;
    }
    const { counts } = pass.finish();
    const content = OBLIGATIONS_RENDERERS[settings.format](
      {
        at,
        calendar: calendarRule(calendar),
        obligations: sorted.sorted(),
        counts,
        historyNotChecked: read.historyUnread ? WITHOUT_HISTORY.notice : undefined,
        statuses: listed,
        // No part of R2 has any obligation: R2 was not judged, which no empty list may hide.
        notJudged: patchManagement === 0 ? [R2_NOT_JUDGED] : undefined,
      },
      { color: false, toolVersion: TOOL_VERSION },
    );
    await writeObligations(settings, content, io);
    return failOn(settings, counts, io);
  } finally {
    sorted.discard();
  }
}

/** The listing to --out, or to standard output a batch at a time. */
async function writeObligations(
  settings: ObligationsSettings,
  content: Iterable<string>,
  io: CliIo,
): Promise<void> {
  if (settings.out !== undefined) {
    await writeFlagFile(
      flagPath("--out", settings.out, "choose another file path for the obligations", io),
      content,
    );
    return;
  }
  for (const batch of textBatches(content)) {
    io.stdout(batch);
    await io.stdoutDrained?.();
  }
}

/** EXIT_OBLIGATIONS, with how many, when --fail-on's statuses were found; else EXIT_OK. */
function failOn(
  settings: ObligationsSettings,
  counts: Readonly<Record<ObligationStatus, number>>,
  io: CliIo,
): number {
  if (settings.failOn === undefined) return EXIT_OK;
  const failing =
    counts.exception + counts.overdue + (settings.failOn === "due-soon" ? counts["due-soon"] : 0);
  if (failing === 0) return EXIT_OK;
  io.stderr(
    `${failing} obligation(s) ${settings.failOn === "overdue" ? "exceptions or overdue" : "exceptions, overdue or due soon"} (--fail-on ${settings.failOn}).\n`,
  );
  return EXIT_OBLIGATIONS;
}
