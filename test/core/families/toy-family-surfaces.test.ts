// A family's shape declared once (issue 91, item 1): a toy family defined in this file alone, its
// shape added to the families' list (core/families/family-shapes.ts) and its row to the family
// table (core/obligations/family-table.ts), reaches every surface the plan and the merge record
// give a family's reviewed files, with no line of src/ naming it: validate refuses a broken toy
// file at its file:line:column; the plan shows a changed one in text, Markdown (with its
// fingerprint line) and JSON, read back as it was written; --detailed-exitcode answers 2 for it
// alone; the fingerprint covers it; the change record's schema carries and describes its field;
// its declared part is in the help and may be cited; and a merge record carrying its files opens
// its obligation, which `obligations`, the checkpoint, its population (its populations added to
// the third list, core/audit/families/family-populations.ts, which sits above the table) and the
// audit report carry. The lists are replaced for this file's imports only: every module that
// reads them is loaded afresh after the replacement and dropped after the file, so no other file
// sees the toy.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
} from "vitest";
import { z } from "zod";
import type * as FamilyShapes from "../../../src/core/families/family-shapes.ts";
import { changedFilesSchema, type ShownFile } from "../../../src/core/families/family-shape.ts";
import type * as FamilyTable from "../../../src/core/obligations/family-table.ts";
import type { FamilyPopulations } from "../../../src/core/audit/families/family-rows.ts";
import type {
  EvidenceRecord,
  HashedRecord,
} from "../../../src/core/evidence/records/evidence-record.ts";
import { isAccepted } from "../../../src/core/evidence/records/in-force/facts-in-force.ts";
import type {
  Family,
  FamilyPass,
  HeldState,
} from "../../../src/core/obligations/obligation-families.ts";
import {
  type Context,
  dateOf,
  type Obligation,
  type RecordRef,
  refOf,
  statusOf,
} from "../../../src/core/obligations/obligation-model.ts";
import { addDays } from "../../../src/core/shared/calendar.ts";
import { changedFiles, type ReviewedFileSet } from "../../../src/core/plan/reviewed-file-set.ts";
import { type RunningEmulator, startEmulator } from "../../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../../support/acme-service.ts";
import type * as Cli from "../../support/cli.ts";
import {
  chainOf,
  changeDraft,
  day,
  monitoringDraft,
  writeLedgerCheckout,
} from "../../support/evidence-records.ts";
import { commitFiles, sealableCheckout } from "../../support/inventory-repository.ts";
import { hashed } from "../../support/obligation-ledgers.ts";

const SHAPES = "../../../src/core/families/family-shapes.ts";
const TABLE = "../../../src/core/obligations/family-table.ts";
const POPULATIONS = "../../../src/core/audit/families/family-populations.ts";

type ToyShown = ShownFile & { says?: string };

/** The toy's shape: one file per thing it says, `toy-files/NAME.yaml`, holding `says: WORDS`. */
const TOY_SHAPE = {
  name: "CIP-099 R1",
  populationFiles: { toyFiles: "toy-files.csv" },
  declaredParts: { "CIP-099 R1": { words: "keep the toy files reviewed", source: "CIP-099-1" } },
  reviewedFiles: {
    name: "toy files",
    noun: "toy file",
    field: "toy_files",
    recordDescription: "The toy files the merged commit has new or changed since the one in force.",
    shown: changedFilesSchema({ says: z.string().optional() }),
    shownTitle: "Toy files changed (CIP-099 R1)",
    shownDescription: "What each toy file says.",
    lines: (shown: ToyShown, code: (text: string) => string, words: (text: string) => string) => ({
      line: `${shown.change} ${code(shown.file)}${shown.says === undefined ? "" : `: says ${words(shown.says)}`}`,
      details: [],
    }),
  },
} as const;

const SAYS = /^says: (.+)\n$/;

const TOY_FILES: ReviewedFileSet = {
  ...TOY_SHAPE.reviewedFiles,
  roots: ["toy-files"],
  patterns: ["toy-files/*.yaml"],
  belongs: (path) => /^toy-files\/[^/]+\.yaml$/.test(path),
  changes: (head, base, comparedWith) => {
    const files = changedFiles<{ says: string }>(head, base, (_file, text) => ({
      says: SAYS.exec(text)?.[1] ?? "",
    }));
    return files.length === 0 ? undefined : { compared_with: comparedWith, files };
  },
  problems: (text, file) =>
    SAYS.test(text)
      ? []
      : [
          {
            severity: "error",
            location: { file, line: 1, column: 1 },
            message: `${file} says nothing; write one line, says: WORDS`,
          },
        ],
};

/** Whether `record` is an accepted merge that carries toy files. */
const carriesToyFiles = (record: EvidenceRecord) =>
  record.kind === "change" && "toy_files" in record.change && isAccepted(record);

/** The toy's pass: an accepted merge carrying toy files opens one obligation, due in 30 days. */
class ToyPass implements FamilyPass {
  readonly #context: Context;
  readonly #open: RecordRef[] = [];

  constructor(context: Context) {
    this.#context = context;
  }

  static resume(_held: HeldState, context: Context): ToyPass {
    return new ToyPass(context);
  }

  addRecord(entry: HashedRecord): void {
    if (carriesToyFiles(entry.record)) this.#open.push(refOf(entry));
  }

  held(workspace: string): HeldState {
    return { workspace };
  }

  finish(): Obligation[] {
    return this.#open.map((opened) => {
      const due = addDays(dateOf(opened, this.#context), 30);
      return {
        kind: "CIP-099 R1",
        requirement: "keep the toy files reviewed",
        workspace: opened.workspace,
        subject: {},
        opened_by: opened,
        due,
        status: statusOf(due, undefined, this.#context),
        calendar: this.#context.rule,
      };
    });
  }
}

/** The toy's row: it keeps files, and an accepted merge that carries some starts its pass. */
const TOY_FAMILY: Family = {
  name: TOY_SHAPE.name,
  topic: "toy files",
  kinds: ["CIP-099 R1"],
  declaredParts: TOY_SHAPE.declaredParts,
  appliesTo: ["high", "medium", "low"],
  notJudged: "CIP-099 R1 was not judged from this ledger.",
  starts: carriesToyFiles,
  pass: ToyPass,
  checkpointKey: "toy",
  heldVersion: 1,
  docs: "obligations/toy.md",
  summary: "the toy files",
  folders: [],
  reviewedFiles: TOY_FILES,
};

let cli: typeof Cli;

beforeAll(async () => {
  // The families' populations sit above the table, made from it when they load
  // (family-populations.ts): read with the real table, before the toy joins it, and the toy's
  // appended after, in the table's order.
  const realPopulations = await import(POPULATIONS);
  vi.doMock(SHAPES, async (importOriginal) => {
    const real = await importOriginal<typeof FamilyShapes>();
    return {
      ...real,
      FAMILY_SHAPES: [...real.FAMILY_SHAPES, TOY_SHAPE],
      REVIEWED_FILE_SHAPES: [...real.REVIEWED_FILE_SHAPES, TOY_SHAPE.reviewedFiles],
      FAMILY_POPULATION_FILES: { ...real.FAMILY_POPULATION_FILES, ...TOY_SHAPE.populationFiles },
    };
  });
  vi.doMock(TABLE, async (importOriginal) => {
    const real = await importOriginal<typeof FamilyTable>();
    return { ...real, MERGE_JUDGED_FAMILIES: [...real.MERGE_JUDGED_FAMILIES, TOY_FAMILY] };
  });
  const toy: FamilyPopulations = {
    populations: [
      {
        name: "toyFiles",
        parts: ["CIP-099 R1"],
        columns: ["workspace", "status", "due"],
        file: TOY_SHAPE.populationFiles.toyFiles,
        row: (o) => ({ workspace: o.workspace, status: o.status, due: o.due }),
      },
    ],
    tie: () => "",
  };
  vi.doMock(POPULATIONS, () => ({
    ...realPopulations,
    FAMILY_POPULATIONS: [...realPopulations.FAMILY_POPULATIONS, toy],
    FAMILY_POPULATION_LIST: [...realPopulations.FAMILY_POPULATION_LIST, ...toy.populations],
  }));
  vi.resetModules();
  cli = await import("../../support/cli.ts");
});

afterAll(() => {
  vi.doUnmock(SHAPES);
  vi.doUnmock(TABLE);
  vi.doUnmock(POPULATIONS);
  vi.resetModules();
});

const KEY = "test-key-toy-family-91";
const INVENTORY = [
  "cyber_system: Alpha Protection",
  "facility: Substation Alpha",
  "impact: high",
  "assets:",
  "  relay-01:",
  "    type: hardware",
  "",
].join("\n");
const NOW = () => Date.parse("2026-03-01T12:00:00Z");

let workdir: string;
let emulator: RunningEmulator;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-toy-family-");
  emulator = await startEmulator({
    seed: acmeSeed(KEY, [{ id: "ca_relay_01", name: "relay-01", asset_type: "hardware" }]),
  });
  sealableCheckout(workdir);
  await commitFiles(workdir, {
    "inventory/alpha.yaml": INVENTORY,
    "toy-files/kept.yaml": "says: as before\n",
  });
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

const run = (...args: string[]) =>
  cli.runCliInProcess(args, {
    cwd: workdir,
    env: { CIP_API_URL: emulator.url, CIP_API_KEY: KEY },
    now: NOW,
  });

describe("a family defined in a test alone, its shape and row added to the lists", () => {
  it("validate refuses a broken toy file at its file:line:column", async () => {
    expect((await run("validate")).code).toBe(0);
    await writeFile(join(workdir, "toy-files/broken.yaml"), "say: nothing\n");
    const validated = await run("validate");
    expect(validated.code).toBe(1);
    expect(validated.stderr).toContain(
      "toy-files/broken.yaml:1:1: error: toy-files/broken.yaml says nothing; write one line, says: WORDS",
    );
  });

  it("the plan shows a changed toy file in text, and --detailed-exitcode answers 2 for it", async () => {
    await writeFile(join(workdir, "toy-files/added.yaml"), "says: hello\n");
    const planned = await run("plan", "--base", "HEAD", "--detailed-exitcode");
    expect(planned.stderr).toBe("");
    expect(planned.code).toBe(2);
    const lines = planned.stdout.split("\n");
    expect(lines[0]).toBe(
      "No service operation. The live inventory matches the declaration. 1 CIP-099 R1 toy file added, changed or removed (below).",
    );
    const from = lines.findIndex((line) => line.startsWith("CIP-099 R1 toy files"));
    expect(lines.slice(from, from + 2)).toEqual([
      expect.stringMatching(
        /^CIP-099 R1 toy files: 1 file added, changed or removed by this change \(compared with commit [0-9a-f]{40} \(HEAD\)\)\. Approving the change approves them as shown:$/,
      ),
      '  added "toy-files/added.yaml": says hello',
    ]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("the Markdown plan lists it and ends with the fingerprint", async () => {
    await writeFile(join(workdir, "toy-files/added.yaml"), "says: hello\n");
    const planned = await run("plan", "--base", "HEAD", "--format", "markdown");
    expect(planned.code).toBe(0);
    expect(planned.stdout).toContain("CIP-099 R1 toy files");
    expect(planned.stdout).toMatch(/Plan fingerprint: `sha256:[0-9a-f]{64}`\n$/);
  });

  it("the JSON plan carries it under its field, fingerprinted, and reads back as written", async () => {
    const before = JSON.parse((await run("plan", "--base", "HEAD", "--format", "json")).stdout);
    await writeFile(join(workdir, "toy-files/added.yaml"), "says: hello\n");
    const planned = await run("plan", "--base", "HEAD", "--format", "json");
    expect(planned.code).toBe(0);
    const plan = JSON.parse(planned.stdout);
    expect(plan.toy_files.files).toEqual([
      { file: "toy-files/added.yaml", change: "added", says: "hello" },
    ]);
    expect(plan.fingerprint).not.toBe(before.fingerprint);
    const { parsePlanJson } = await import("../../../src/core/plan/saved/plan-schema.ts");
    const { fingerprintPlan } = await import("../../../src/core/plan/saved/fingerprint.ts");
    const read = parsePlanJson(planned.stdout, "plan.json");
    expect(JSON.parse(JSON.stringify(read))).toEqual(plan);
    expect(fingerprintPlan(read.operations, read.baselines, read)).toBe(plan.fingerprint);
  });

  it("the change record's schema carries its field, described as its shape says", async () => {
    const { evidenceJsonSchema } =
      await import("../../../src/core/evidence/records/evidence-schema.ts");
    const schema = JSON.stringify(evidenceJsonSchema());
    expect(schema).toContain('"toy_files":{"type":"object"');
    expect(schema).toContain(JSON.stringify(TOY_SHAPE.reviewedFiles.recordDescription));
  });

  it("its declared part is named in the help and may be cited by the authority table", async () => {
    const help = await run("obligations", "--help");
    expect(help.stdout).toMatch(/CIP-099 R1/);
    const { citedQuote } = await import("../../../scripts/authority-docs.ts");
    expect(citedQuote("CIP-099 R1")).toEqual({ source: "CIP-099-1", text: undefined });
  });
});

describe("a merge record carrying the toy's files, in the ledger", () => {
  /** A ledger checkout of grid-east: an accepted merge carrying a toy file (day 1), a drift check. */
  async function toyLedger(): Promise<string> {
    const merge = changeDraft("grid-east", 1);
    Object.assign(merge.change, {
      toy_files: {
        compared_with: "nothing: the first merge",
        files: [
          { file: "toy-files/a.yaml", sha256: `sha256:${"a".repeat(64)}`, text: "says: a\n" },
        ],
      },
    });
    const dir = await mkdtemp(join(tmpdir(), "cip-toy-ledger-"));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await writeLedgerCheckout(
      dir,
      chainOf([
        { draft: merge, at: day(1) },
        { draft: monitoringDraft("grid-east", 2, true), at: day(2) },
      ]),
    );
    return dir;
  }

  const inLedger = (dir: string, ...args: string[]) =>
    cli.runCliInProcess(args, { cwd: dir, now: () => day(60).getTime() });

  it("opens its obligation, which obligations lists", async () => {
    const dir = await toyLedger();
    const listed = await inLedger(dir, "obligations", "--dir", ".", "--format", "json");
    expect(listed.code, listed.stderr).toBe(0);
    const { obligations } = JSON.parse(listed.stdout) as { obligations: Obligation[] };
    expect(obligations.filter((o) => o.kind === "CIP-099 R1")).toMatchObject([
      { status: "overdue", workspace: "grid-east", requirement: "keep the toy files reviewed" },
    ]);
  });

  it("holds its state in the checkpoint under its key, last", async () => {
    const { ObligationsPass } = await import("../../../src/core/obligations/obligations.ts");
    const { DEFAULT_CALENDAR } = await import("../../../src/core/shared/calendar.ts");
    const pass = new ObligationsPass(day(60), DEFAULT_CALENDAR);
    const merge = changeDraft("grid-east", 1);
    Object.assign(merge.change, { toy_files: { compared_with: "nothing", files: [] } });
    for (const entry of hashed(chainOf([{ draft: merge, at: day(1) }]))) pass.add(entry);
    const checkpoint = pass.checkpoint();
    expect(Object.keys(checkpoint).at(-1)).toBe("toy");
    expect(checkpoint["toy" as keyof typeof checkpoint]).toEqual([{ workspace: "grid-east" }]);
  });

  it("writes its population's file, a row for its obligation", async () => {
    const dir = await toyLedger();
    const written = await inLedger(
      dir,
      ...["evidence", "populations", "--dir", ".", "--out", "audit"],
      ...["--from", "2026-01-01", "--to", "2026-01-31"],
    );
    expect(written.code, written.stderr).toBe(0);
    expect(written.stdout).toContain("audit/toy-files.csv: 1 row(s)");
    // Judged as of the period's end (2026-01-31): due 30 days after the merge, soon.
    expect(await readFile(join(dir, "audit", "toy-files.csv"), "utf8")).toMatch(
      /^workspace,status,due\r\ngrid-east,due-soon,2026-02-01\r\n$/,
    );
  });

  it("has its section in the audit report, its part worded by its shape", async () => {
    const dir = await toyLedger();
    const reported = await inLedger(
      dir,
      ...["evidence", "report", "--dir", ".", "--from", "2026-01-01", "--to", "2026-01-31"],
    );
    expect(reported.code, reported.stderr).toBe(0);
    expect(reported.stdout).toContain("## CIP-099 R1 toy files as of");
    expect(reported.stdout).toContain("| CIP-099 R1 | keep the toy files reviewed | 1 |");
  });
});
