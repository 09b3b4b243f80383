// Applicability as a first-class answer (issue 98, item 1): a family applies where the inventory
// in force (what each workspace's last accepted merge declared) has a system of an impact its rows
// reach. A ledger whose inventory declares only `impact: low` showed "CIP-007 R2 not judged" and
// "CIP-010 R3 not judged" among the report's Exceptions and in exceptions.csv; a high-only one
// "CIP-003 R2 not judged". Over generated ledgers (the impacts one accepted merge declares), the
// report, exceptions.csv, `obligations` and the populations' summary give one answer: each family
// not applicable said so (never an exception), each that applies and was not judged counted once
// in each; and the same over generated ledgers of two workspaces re-rated merge after merge. In
// process, on a git clone.
import { join } from "node:path";
import fc from "fast-check";
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

/** An accepted merge of `workspace` whose merged commit declares systems of `impacts` (null: unrated). */
function mergeDeclaring(
  impacts: readonly (string | null)[] | undefined,
  workspace = "grid-east",
  run = 1,
): ChangeDraft {
  const draft = changeDraft(workspace, run);
  if (impacts !== undefined)
    draft.change.governance = {
      policy: null,
      senior_manager: null,
      systems: impacts.map((impact, index) => ({ name: `System ${index}`, impact, owners: null })),
      source_commands: null,
    };
  return draft;
}

/** A ledger of `merges` in order, a day apart, each of its workspace declaring its impacts. */
async function ledgerOf(merges: readonly Declared[]): Promise<string> {
  const cwd = await temporaryDirectory();
  git(cwd, BOT, "init", "-q", "-b", "cip-sync-evidence");
  const runs = new Map<string, number>();
  const entries = merges.map(({ workspace, impacts }, index) => {
    const run = (runs.get(workspace) ?? 0) + 1;
    runs.set(workspace, run);
    return { draft: mergeDeclaring(impacts, workspace, run), at: day(index) };
  });
  await commit(cwd, BOT, chainOf(entries));
  return cwd;
}

/** One accepted merge: its workspace, and the impacts its merged commit declares. */
interface Declared {
  workspace: string;
  impacts: readonly (string | null)[] | undefined;
}

async function cli(cwd: string, args: string[]): Promise<string> {
  const done = await runCliInProcess(args, { cwd, now: () => NOW });
  expect(done.code, done.stderr).toBe(0);
  return done.stdout;
}

/**
 * The families that apply where the inventory in force is what each workspace's last merge of
 * `merges` that records its systems declares (null: unrated, judged as High; a merge recording
 * none, as older records, leaves the one before in force; a workspace none recorded: every family
 * applies), read from each family's row: a new family is in every case here with no edit of this
 * file.
 */
function applicableTo(merges: readonly Declared[]) {
  const inForce = new Map<string, readonly (string | null)[] | undefined>();
  for (const { workspace, impacts } of merges)
    if (impacts !== undefined || !inForce.has(workspace)) inForce.set(workspace, impacts);
  if ([...inForce.values()].some((impacts) => impacts === undefined)) return MERGE_JUDGED_FAMILIES;
  const rated = new Set([...inForce.values()].flatMap((impacts) => impacts ?? []));
  const judgedAs = new Set([...rated].map((impact) => impact ?? "high"));
  return MERGE_JUDGED_FAMILIES.filter((family) =>
    family.appliesTo.some((impact) => judgedAs.has(impact)),
  );
}

/**
 * The one answer of every output on the ledger at `cwd` whose merges are `merges`: each family not
 * applicable said so (never an exception), each that applies and was not judged counted once.
 */
async function expectOneAnswer(cwd: string, merges: readonly Declared[]): Promise<void> {
  const applicable = applicableTo(merges);
  const notJudged = applicable.map((family) => family!.name);
  const notApplicable = MERGE_JUDGED_FAMILIES.filter((family) => !applicable.includes(family));
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
}

describe.each([
  { declared: "only low impact systems", impacts: ["low"] },
  { declared: "only high impact systems", impacts: ["high"] },
  { declared: "an unrated system (judged as High)", impacts: [null] },
  { declared: "medium and low impact systems", impacts: ["medium", "low"] },
  { declared: "nothing recorded (an older merge record)", impacts: undefined },
])("a ledger whose inventory in force declares $declared", ({ impacts }) => {
  it("the report, exceptions.csv, obligations and the populations' summary give one answer", async () => {
    const merges = [{ workspace: "grid-east", impacts }];
    await expectOneAnswer(await ledgerOf(merges), merges);
  });
});

// The same answer over generated ledgers: two workspaces, each with merges declaring any impacts,
// where each workspace's last merge that records its systems is the inventory in force (a family
// that applied before a re-rating no longer does). Few runs: each is five commands on a git clone.
describe("generated ledgers of two workspaces, re-rated merge after merge", () => {
  const impacts = fc.option(
    fc.uniqueArray(fc.constantFrom("high", "medium", "low", null), { minLength: 1, maxLength: 3 }),
    { nil: undefined, freq: 6 },
  );
  const merges = fc.array(
    fc.record({ workspace: fc.constantFrom("grid-east", "grid-west"), impacts }),
    { minLength: 1, maxLength: 4 },
  );
  it("every output gives one answer", async () => {
    await fc.assert(
      fc.asyncProperty(merges, async (declared) => {
        await expectOneAnswer(await ledgerOf(declared), declared);
      }),
      { numRuns: 15 },
    );
  });
});
