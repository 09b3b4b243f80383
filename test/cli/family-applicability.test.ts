// Applicability as a first-class answer (issue 98, item 1): a family applies where the inventory
// in force (what each workspace's last accepted merge declared) has a system of an impact its rows
// reach. A ledger whose inventory declares only `impact: low` showed "CIP-007 R2 not judged" and
// "CIP-010 R3 not judged" among the report's Exceptions and in exceptions.csv; a high-only one
// "CIP-003 R2 not judged". Over generated ledgers (the impacts one accepted merge declares), the
// report, exceptions.csv, `obligations` and the populations' summary give one answer: each family
// not applicable said so (never an exception), each that applies and was not judged counted once
// in each. In process, on a git clone.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MERGE_JUDGED_FAMILIES } from "../../src/core/obligations/family-table.ts";
import { notApplicableWords } from "../../src/core/obligations/obligation-families.ts";
import { temporaryDirectory } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import { csvRows } from "../support/csv-rows.ts";
import { type ChangeDraft, chainOf, changeDraft, day } from "../support/evidence-records.ts";
import { BOT, commit, git } from "../support/ledger-clone.ts";

const PERIOD = ["--from", "2026-01-01", "--to", "2026-12-31"];
const NOW = Date.parse("2026-11-27T06:00:00Z");
const NAMES = MERGE_JUDGED_FAMILIES.map((family) => family.name);

/** An accepted merge whose merged commit declares systems of `impacts` (null: unrated). */
function mergeDeclaring(impacts: readonly (string | null)[] | undefined): ChangeDraft {
  const draft = changeDraft("grid-east", 1);
  if (impacts !== undefined)
    draft.change.governance = {
      policy: null,
      senior_manager: null,
      systems: impacts.map((impact, index) => ({ name: `System ${index}`, impact, owners: null })),
      source_commands: null,
    };
  return draft;
}

async function ledgerDeclaring(impacts: readonly (string | null)[] | undefined): Promise<string> {
  const cwd = await temporaryDirectory();
  git(cwd, BOT, "init", "-q", "-b", "cip-sync-evidence");
  await commit(cwd, BOT, chainOf([{ draft: mergeDeclaring(impacts), at: day(0) }]));
  return cwd;
}

async function cli(cwd: string, args: string[]): Promise<string> {
  const done = await runCliInProcess(args, { cwd, now: () => NOW });
  expect(done.code, done.stderr).toBe(0);
  return done.stdout;
}

/**
 * The families that apply where the inventory in force declares `impacts` (null: unrated, judged
 * as High; undefined: not recorded, so every family applies), read from each family's row: a new
 * family is in every case here with no edit of this file.
 */
function applicableTo(impacts: readonly (string | null)[] | undefined) {
  if (impacts === undefined) return MERGE_JUDGED_FAMILIES;
  const declared = new Set(impacts.map((impact) => impact ?? "high"));
  return MERGE_JUDGED_FAMILIES.filter((family) =>
    family.appliesTo.some((impact) => declared.has(impact)),
  );
}

describe.each([
  { declared: "only low impact systems", impacts: ["low"] },
  { declared: "only high impact systems", impacts: ["high"] },
  { declared: "an unrated system (judged as High)", impacts: [null] },
  { declared: "medium and low impact systems", impacts: ["medium", "low"] },
  { declared: "nothing recorded (an older merge record)", impacts: undefined },
])("a ledger whose inventory in force declares $declared", ({ impacts }) => {
  const applicable = applicableTo(impacts);
  const notJudged = applicable.map((family) => family!.name);
  const notApplicable = MERGE_JUDGED_FAMILIES.filter((family) => !applicable.includes(family));

  it("the report, exceptions.csv, obligations and the populations' summary give one answer", async () => {
    const cwd = await ledgerDeclaring(impacts);
    // obligations: not judged and not applicable, each said, in JSON and CSV.
    const listing = JSON.parse(
      await cli(cwd, ["obligations", "--dir", ".", "--all", "--format", "json"]),
    ) as { not_judged?: string[]; not_applicable?: string[] };
    expect(listing.not_judged ?? []).toEqual(applicable.map((family) => family!.notJudged));
    expect(listing.not_applicable ?? []).toEqual(notApplicable.map(notApplicableWords));
    const csv = await cli(cwd, ["obligations", "--dir", ".", "--all", "--format", "csv"]);
    const statuses = csv
      .split("\r\n")
      .slice(1)
      .filter((line) => line.startsWith("not "))
      .map((line) => line.split(",").slice(0, 2).join(" "));
    expect(statuses).toEqual([
      ...notJudged.map((name) => `not judged ${name}`),
      ...notApplicable.map((family) => `not applicable ${family.name}`),
    ]);
    // exceptions.csv: a row for each family that applies and was not judged, none other.
    const summary = await cli(cwd, [
      ...["evidence", "populations", "--dir", ".", ...PERIOD, "--out", "out", "--without-ports"],
    ]);
    const rows = await csvRows(join(cwd, "out", "exceptions.csv"));
    const unjudged = rows.filter((row) => row.kind!.endsWith(" not judged"));
    expect(unjudged.map((row) => row.kind)).toEqual(notJudged.map((name) => `${name} not judged`));
    expect(rows.map((row) => row.detail).join("\n")).not.toContain("not applicable");
    for (const family of notApplicable)
      expect(summary).toContain(`Not applicable: ${notApplicableWords(family)}`);
    // The report: its count of families not judged, and each section's words.
    const report = JSON.parse(
      await cli(cwd, ["evidence", "report", "--dir", ".", ...PERIOD, "--format", "json"]),
    ) as Record<string, { not_judged?: string; not_applicable?: string }> & {
      exception_counts: { families_not_judged: number };
    };
    expect(report.exception_counts.families_not_judged).toBe(notJudged.length);
    for (const family of MERGE_JUDGED_FAMILIES) {
      const section = report[family.checkpointKey]!;
      expect(section.not_judged !== undefined, family.name).toBe(applicable.includes(family));
      expect(section.not_applicable, family.name).toBe(
        applicable.includes(family) ? undefined : notApplicableWords(family),
      );
    }
    const markdown = await cli(cwd, ["evidence", "report", "--dir", ".", ...PERIOD]);
    for (const name of NAMES)
      expect(markdown.includes(`${name} not judged`), name).toBe(notJudged.includes(name));
  });
});
