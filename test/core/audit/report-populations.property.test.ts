// One word for one thing (issue 90, item 1), over generated ledgers of two workspaces and any
// period: every number the audit report counts for a set equals the rows of that set's population,
// kind by kind. The report's exceptions are exceptions.csv's rows: its changes that are exceptions
// (refused, failed, partly applied, break-glass: one row a change), its gaps over the limit
// between drift checks and its unresolved drift episodes (each in its workspace); its inventory
// reconciliations (drift checks) are reconciliation.csv's rows; its change records are the
// change records inventory-operations.csv's rows cite, those with operations. Both are judged as
// of the period's end: no record after it changes the report's exceptions.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EvidenceDraft } from "../../../src/core/evidence/records/evidence-record.ts";
import type { HashedRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import { buildEvidenceReport } from "../../../src/core/evidence/report/evidence-report.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { populations } from "../../support/populations.ts";
import {
  breakGlassDraft,
  chainOf,
  changeDraft,
  day,
  ledgerFilesOf,
  monitoringDraft,
} from "../../support/evidence-records.ts";

const WORKSPACES = ["grid-east", "grid-west"] as const;

const drafts = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...WORKSPACES),
      fc.constantFrom("applied", "partly-applied", "failed", "not-approved", "no-changes" as const),
      fc.boolean(),
    )
    .map(([workspace, outcome, breakGlass]): EvidenceDraft => {
      const draft = changeDraft(workspace, 1, outcome);
      return breakGlass ? breakGlassDraft(draft) : draft;
    }),
  fc
    .tuple(fc.constantFrom(...WORKSPACES), fc.boolean())
    .map(([workspace, inSync]) => monitoringDraft(workspace, 2, inSync)),
);

/** A ledger's records sealed in order, a gap of days before each, as the Action seals them. */
const ledgers = fc
  .array(fc.tuple(drafts, fc.integer({ min: 1, max: 40 })), { minLength: 1, maxLength: 16 })
  .map((items) => {
    let at = 0;
    return chainOf(items.map(([draft, gap]) => ({ draft, at: day((at += gap)) })));
  });

const periods = fc
  .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 200 }))
  .map(([start, length]) => ({ from: day(start), to: day(start + length) }));

/** What an exceptions.csv row counts as, in the report's words. */
function categoryOf(kind: string): "gap" | "drift" | "change" {
  if (kind === "monitoring gap") return "gap";
  if (kind === "unresolved drift") return "drift";
  return "change";
}

describe("the audit report and the populations of the same ledger and period", () => {
  it("count each set alike: exceptions kind by kind, reconciliations, change records", () => {
    fc.assert(
      fc.property(ledgers, periods, (sealed, period) => {
        // Judged once the period has ended: both end its last gap at its end.
        const now = new Date(period.to.getTime() + 86_400_000);
        const report = buildEvidenceReport(ledgerFilesOf(sealed), period, now);
        const records = sealed.map(({ record, text }): HashedRecord => ({
          record,
          sha256: sha256Hex(text),
        }));
        const rows = populations(records, period, { obligations: [] });

        for (const workspace of WORKSPACES) {
          const exceptions = report.exceptions.filter((e) => e.workspace === workspace);
          const csv = rows.exceptions.filter((row) => row.workspace === workspace);
          for (const category of ["gap", "drift", "change"] as const)
            expect(
              csv.filter((row) => categoryOf(String(row.kind)) === category).length,
              `${workspace}: ${category}`,
            ).toBe(exceptions.filter((e) => e.kind === category).length);
          // The same changes, by their records.
          expect(
            csv
              .filter((row) => categoryOf(String(row.kind)) === "change")
              .map((row) => row.record_sequence),
          ).toEqual(exceptions.flatMap((e) => (e.kind === "change" ? [e.change.sequence] : [])));
          const summary = report.workspaces.find((w) => w.workspace === workspace);
          expect(rows.reconciliation.filter((row) => row.workspace === workspace).length).toBe(
            summary?.counts.monitoring ?? 0,
          );
          // Every change record inventory-operations.csv cites is one the report counts.
          const cited = new Set(
            rows.inventoryChanges
              .filter((row) => row.workspace === workspace)
              .map((row) => row.record_sequence),
          );
          const counted = [...(summary?.changes ?? [])].map((change) => change.sequence);
          for (const sequence of cited) expect(counted).toContain(sequence);
          expect(counted.length).toBe(summary?.counts.changes ?? 0);
        }
        expect(rows.exceptions).toHaveLength(report.exceptions.length);
        // Both as of the period's end: the records after it change none of the report's
        // exceptions (a drift check after it ended a gap, and closed an episode, of the period);
        // an episode's details may say what came after.
        const byEnd = sealed.filter(
          ({ record }) => Date.parse(record.recorded_at) < period.to.getTime(),
        );
        const flagged = (found: typeof report.exceptions) =>
          found.map(({ kind, workspace, at }) => [kind, workspace, at]);
        expect(flagged(buildEvidenceReport(ledgerFilesOf(byEnd), period, now).exceptions)).toEqual(
          flagged(report.exceptions),
        );
      }),
      { numRuns: 150 },
    );
  });
});
