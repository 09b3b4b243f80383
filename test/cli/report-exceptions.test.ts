// Every exception where the auditor looks (issue 64, item 4): from one git clone of a ledger whose
// break-glass deviation of a High asset was committed unsigned, the report's exceptions count and
// list the change, the obligations judged an exception, the history warning and the family not
// judged, each named, with the same counts in JSON, Markdown and HTML; the ledger reads "intact"
// only when nothing is flagged, and a family not judged is flagged (issue 90, item 1). In process, on a git clone.
import { isAssessmentFile } from "../../src/core/assessments/assessment-files.ts";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import { breakGlassDraft, chainOf, day, highImpactDeviation } from "../support/evidence-records.ts";
import { BOT, commit, git } from "../support/ledger-clone.ts";
import { reviewedFilesEvidence } from "../../src/core/evidence/records/in-force/reviewed-files-record.ts";
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";
import { MERGE_JUDGED_FAMILIES } from "../../src/core/obligations/family-table.ts";

/** An active assessment of alpha-rtu-09 merged with its commissioning: CIP-010 R3.3 met. */
const ASSESSED = `version: 1
id: VA-1
systems: [Alpha Protection]
assets: [alpha-rtu-09]
method: active
controls_assessed: [ports and services]
results: no finding
action_plan: no vulnerabilities found
`;

/**
 * A clone: the Action's record commissioning alpha-rtu-09 (High) with its baseline and an active
 * assessment of it on day 0, then Dana's unsigned commit of a break-glass change of its patches on
 * day 1 (only `break`: the commissioning alone, which flags nothing).
 */
async function clone(
  withBreakGlass: boolean,
): Promise<{ dir: string; notJudged: typeof MERGE_JUDGED_FAMILIES }> {
  const dir = await temporaryDirectory();
  git(dir, BOT, "init", "-q", "-b", "cip-sync-evidence");
  const [commissioned, deviated] = highImpactDeviation();
  commissioned.change.assessment_files = reviewedFilesEvidence(
    new Map([["vulnerability-assessments/VA-1.yaml", ASSESSED]]),
    new Map(),
    "c".repeat(40),
    isAssessmentFile,
  );
  const [first, second] = chainOf([
    { draft: commissioned, at: day(0) },
    { draft: breakGlassDraft(deviated), at: day(1) },
  ]);
  const committed: SealedRecord[] = withBreakGlass ? [first!, second!] : [first!];
  await commit(dir, BOT, [first!]);
  if (withBreakGlass) await commit(dir, "Dana", [second!]);
  // Each family no record of the clone starts is an exception of its own: not judged.
  const notJudged = MERGE_JUDGED_FAMILIES.filter(
    (family) => !committed.some(({ record }) => family.starts(record)),
  );
  return { dir, notJudged };
}

/** How the report counts the families not judged. */
const notJudgedWords = (n: number) => `${n} ${n === 1 ? "family" : "families"} not judged`;

async function report(dir: string, format: "json" | "markdown" | "html" | "csv") {
  const run = await runCliInProcess(
    [
      "evidence",
      "report",
      "--dir",
      ".",
      "--from",
      "2026-01-01",
      "--to",
      "2026-01-31",
      "--format",
      format,
    ],
    { cwd: dir, now: () => day(45).getTime() },
  );
  expect(run.code).toBe(0);
  return run;
}

describe("the report of a ledger with a break-glass deviation committed unsigned", () => {
  it("counts and lists every exception, each named, the same in JSON, Markdown and HTML", async () => {
    const { dir, notJudged } = await clone(true);
    const json = await report(dir, "json");
    const parsed = JSON.parse(json.stdout) as {
      exception_counts: Record<string, number | null>;
      obligations: { counts: Record<string, number> };
      history_warnings: { why: string; records: string[] }[];
    };
    const obligationExceptions = parsed.obligations.counts.exception;
    expect(obligationExceptions).toBeGreaterThan(0);
    // The families no accepted merge started are not judged: no all-clear, exceptions the report
    // counts as exceptions.csv has their rows (issue 90, item 1).
    const total = 2 + notJudged.length + obligationExceptions!;
    expect(parsed.exception_counts).toEqual({
      total,
      changes: 1,
      monitoring_gaps: 0,
      unresolved_drift: 0,
      obligations: obligationExceptions,
      overdue_obligations: 0,
      obligations_closed_late: 0,
      families_not_judged: notJudged.length,
      history_warnings: 1,
      history_not_checked: 0,
    });
    expect(parsed.history_warnings).toEqual([
      {
        why: expect.stringMatching(
          /^commit [0-9a-f]{12} cannot be authenticated \(no --operator-keys\)$/,
        ),
        records: [expect.stringMatching(/^records\/grid-east\/.*cli-/)],
      },
    ]);
    const parts = `1 change, ${obligationExceptions} obligation exception${obligationExceptions === 1 ? "" : "s"}, 1 history warning, ${notJudgedWords(notJudged.length)}`;

    const markdown = (await report(dir, "markdown")).stdout;
    expect(markdown).toContain(`## Exceptions (${total})\n\n${parts}.`);
    expect(markdown).toContain(`**Ledger flagged:** 2 record(s); every chain verifies`);
    expect(markdown).not.toContain("Ledger intact");
    expect(markdown.match(/\| obligation exception: CIP-010 R1\.\d/g)?.length).toBe(
      obligationExceptions,
    );
    expect(markdown).toMatch(/\| history warning \| commit [0-9a-f]{12} cannot be authenticated/);
    for (const family of notJudged)
      expect(markdown).toContain(`| ${family.name} not judged | ${family.notJudged.slice(0, 20)}`);

    const html = (await report(dir, "html")).stdout;
    expect(html).toContain(`<h2 id="exceptions">Exceptions (${total})</h2>\n<p>${parts}.</p>`);
    expect(html).toContain('<span class="bad">Ledger flagged:</span>');
    expect(html).not.toContain("Ledger intact");
    expect(html.match(/<tr class="exception /g)?.length).toBe(total);
    // Issue 90: each obligation's row names the record that opened it in the Record column, which
    // was empty though its detail said "opened by record #N".
    const obligationRows = html.match(/<tr class="exception obligation">.*?<\/tr>/gu) ?? [];
    expect(obligationRows).toHaveLength(obligationExceptions!);
    for (const row of obligationRows)
      expect(row).toMatch(/<td><code>#[12] sha256:[0-9a-f]{12}<\/code><\/td><\/tr>$/u);

    // The CSV judges no obligations: its ledger row says so, and lists the history warning.
    const csv = (await report(dir, "csv")).stdout;
    expect(csv).toContain(
      'ledger,,,,flagged,,,,,,,,,,,,,,,,,,,,,,"2 record(s); 0 break(s); exceptions: 1 change, CIP obligations not judged in this report, 1 history warning",,\r\n',
    );
    expect(csv).toMatch(/\r\nexception,,,,,history warning,.*cannot be authenticated/);
  });

  it("reads flagged, never intact, while a family was not judged from the ledger", async () => {
    // The commissioning alone: nothing wrong, but the families it does not start not judged,
    // which is no all-clear.
    const { dir, notJudged } = await clone(false);
    const n = notJudged.length;
    expect(n).toBeGreaterThan(1);
    const html = (await report(dir, "html")).stdout;
    expect(html).toContain(
      `<h2 id="exceptions">Exceptions (${n})</h2>\n<p>${notJudgedWords(n)}.</p>`,
    );
    expect(html).toContain(
      `<span class="bad">Ledger flagged:</span> 1 record(s); every chain verifies (sequence and SHA-256 of the previous record), but the report flags ${n} exceptions (${notJudgedWords(n)}), listed under Exceptions.`,
    );
    const json = JSON.parse((await report(dir, "json")).stdout) as {
      exception_counts: { total: number };
    };
    expect(json.exception_counts.total).toBe(n);
  });
});
