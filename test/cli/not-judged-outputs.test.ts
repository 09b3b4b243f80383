// A ledger kept from the command line (issue 69): operator records only, two High BCAs whose
// baselines hold RUGGEDCOM ROS and acSELerator RTAC, and no accepted merge, so that neither
// CIP-007 R2 nor CIP-010 R3 ever starts. Every output of the terminal says so once per family,
// in the words the family carries (core/obligations/obligation-families.ts), escaped as its format
// escapes text, and none shows the family's all-clear line.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import {
  breakGlassDraft,
  type ChangeDraft,
  chainOf,
  day,
  writeLedgerCheckout,
} from "../support/evidence-records.ts";
import { baselineOf, patchMerge } from "../support/obligation-ledgers.ts";
import { type MergeJudgedFamily } from "../../src/core/obligations/obligation-families.ts";
import { MERGE_JUDGED_FAMILIES } from "../../src/core/obligations/family-table.ts";
import { escapeHtml } from "../../src/render/shared/escape-html.ts";
import { escapeMarkdown } from "../../src/render/shared/escape-markdown.ts";
import { csvCell } from "../../src/render/shared/csv-cell.ts";
import { CSV_OBLIGATIONS_NOT_JUDGED } from "../../src/render/evidence/evidence-csv.ts";

/** Two High BCAs, each a baseline of one patched item, applied from the terminal (twice). */
function operatorRecord(n: number): ChangeDraft {
  const draft = patchMerge(n, []) as ChangeDraft;
  draft.change.baselines = [
    {
      ...baselineOf(n, "high"),
      asset: "alpha-rtu-09",
      patched: {
        os_firmware: [],
        software: [{ name: "acSELerator RTAC", version: "1.2.0" }],
        patches: [],
      },
    },
    {
      ...baselineOf(n + 10, "high"),
      asset: "alpha-sw-01",
      patched: {
        os_firmware: [{ name: "RUGGEDCOM ROS", version: "5.7.0" }],
        software: [],
        patches: [],
      },
    },
  ];
  return breakGlassDraft(draft);
}

async function commandLineLedger(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cip-not-judged-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const records = [
    { draft: operatorRecord(1), at: day(10) },
    { draft: operatorRecord(2), at: day(40) },
  ];
  await writeLedgerCheckout(dir, chainOf(records));
  return dir;
}

const NOW = { now: () => Date.parse("2026-07-15T12:00:00Z") };
const run = (dir: string, ...args: string[]) => runCliInProcess(args, { cwd: dir, ...NOW });
const PERIOD = ["--from", "2026-01-01", "--to", "2026-06-30"];

/** Every time `part` occurs in `text`. */
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The all-clear line of a family's report section, which no output of this ledger may show. */
const allClear = (family: MergeJudgedFamily) =>
  `No ${family.name} obligation is an exception, overdue or closed late`;

interface Output {
  output: string;
  /** What the command prints (or writes) for the ledger. */
  read: (dir: string) => Promise<string>;
  /** The family's words as this output carries them. */
  line: (family: MergeJudgedFamily) => string;
}

const stdout = async (dir: string, ...args: string[]) => {
  const done = await run(dir, ...args);
  expect(done.code, done.stderr).toBe(0);
  return done.stdout;
};

const populations = (format: string, file: string) => async (dir: string) => {
  const printed = await stdout(
    dir,
    "evidence",
    "populations",
    ...PERIOD,
    "--out",
    "audit",
    "--without-ports",
    ...["--format", format],
  );
  return `${printed}\n${await readFile(join(dir, "audit", file), "utf8")}`;
};

const OUTPUTS: Output[] = [
  {
    output: "obligations (text)",
    read: (dir) => stdout(dir, "obligations", "--all"),
    line: (family) => `Not judged: ${family.notJudged}\n`,
  },
  {
    output: "obligations (Markdown)",
    read: (dir) => stdout(dir, "obligations", "--all", "--format", "markdown"),
    line: (family) => `**Not judged:** ${escapeMarkdown(family.notJudged)}\n`,
  },
  {
    output: "obligations (JSON)",
    read: (dir) => stdout(dir, "obligations", "--all", "--format", "json"),
    line: (family) => JSON.stringify(family.notJudged),
  },
  {
    output: "obligations (CSV)",
    read: (dir) => stdout(dir, "obligations", "--all", "--format", "csv"),
    line: (family) => `not judged,${family.name},${",".repeat(14)}${csvCell(family.notJudged)}\r\n`,
  },
  {
    output: "report (Markdown)",
    read: (dir) =>
      stdout(dir, "evidence", "report", "--dir", ".", ...PERIOD, "--format", "markdown"),
    line: (family) => `\n\n${escapeMarkdown(family.notJudged)}\n`,
  },
  {
    output: "report (HTML)",
    read: (dir) => stdout(dir, "evidence", "report", "--dir", ".", ...PERIOD, "--format", "html"),
    line: (family) => `<p>${escapeHtml(family.notJudged)}</p>`,
  },
  {
    output: "report (JSON)",
    read: (dir) => stdout(dir, "evidence", "report", "--dir", ".", ...PERIOD, "--format", "json"),
    line: (family) => `"not_judged": ${JSON.stringify(family.notJudged)}`,
  },
  {
    output: "populations (CSV): the exceptions, and what the command prints",
    read: populations("csv", "exceptions.csv"),
    line: (family) => `${family.name} not judged,${csvCell(family.notJudged)}\r\n`,
  },
  {
    output: "populations (CSV): what the command prints",
    read: populations("csv", "patch-sources.csv"),
    line: (family) => `\nNot judged: ${family.notJudged}\n`,
  },
  {
    output: "populations (JSON)",
    read: populations("json", "populations.json"),
    line: (family) => `"detail": ${JSON.stringify(family.notJudged)}`,
  },
];

describe("a ledger kept from the command line: no family reads as judged (issue 69)", () => {
  it.each(OUTPUTS)("$output says once per family that it was not judged", async (output) => {
    const dir = await commandLineLedger();
    const text = await output.read(dir);
    for (const family of MERGE_JUDGED_FAMILIES) {
      expect(occurrences(text, output.line(family)), family.name).toBe(1);
      expect(text).not.toContain(allClear(family));
    }
  });

  it("the CSV report, which judges no obligation, says so in a row of its own", async () => {
    const dir = await commandLineLedger();
    const csv = await stdout(dir, "evidence", "report", "--dir", ".", ...PERIOD, "--format", "csv");
    expect(occurrences(csv, `,${csvCell(CSV_OBLIGATIONS_NOT_JUDGED)},`)).toBe(1);
    for (const family of MERGE_JUDGED_FAMILIES) expect(csv).not.toContain(allClear(family));
  });
});
