// The toy family's twin (issue 97, item 2): a second family defined in this file alone, added to
// the three lists a family joins (its shape to core/families/family-shapes.ts, its row to the
// family table, core/obligations/family-table.ts, its populations to
// core/audit/families/family-populations.ts, each appended after the families there, naming none
// of them), and the cross-family tests run again with it in the lists, unedited: each reads the
// registry, so that a new family costs no edit to any of them. They are found, not listed: every
// test file that reads the table or the shapes (a cross-family test added later is run too), but
// those that hold what a family writes by hand on purpose, which a family in a test file alone has
// not written, each for its reason (NOT_RUN):
// - test/ci/family-names.test.ts counts the files of src/ outside the folders a family names, and
//   a family's folders in src/ are what it writes: the twin has none;
// - test/docs/family-docs.test.ts compares the checked-in pages with what `npm run family-docs`
//   generates from the registry, which a family regenerates and commits; and
//   test/docs/obligation-families.test.ts asks for its page (Family.docs) and its "when judged"
//   bullet in docs/cip-obligations.md, the family's own words;
// - test/core/checkpoint/held-state-versions.test.ts asks for the shapes of its held state recorded
//   in its test folder (test/core/families/<folder>/held-state-shapes.json, which the test prints)
//   and for the checkpoints the last release of the current format wrote (test/fixtures/checkpoints/,
//   one folder a format): the twin's version moves the format, and that fixture is a real
//   release's, written once by hand;
// - test/core/families/family-outputs.test.ts holds every output byte for byte against digests
//   recorded by hand, on purpose: a family more moves them (its "not judged" line, the checkpoint's
//   format, its files in the generated plans and ledgers, drawn from its family-samples.ts);
// - test/core/families/toy-family-surfaces.test.ts replaces the same lists for its own toy.
// The lists are replaced for this file's imports only: the real ones are read first, the modules
// that read them are loaded afresh after the replacement, and no other file sees the twin.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type {
  EvidenceRecord,
  HashedRecord,
} from "../../../src/core/evidence/records/evidence-record.ts";
import { isAccepted } from "../../../src/core/evidence/records/in-force/facts-in-force.ts";
import type { FamilyPopulations } from "../../../src/core/audit/families/family-rows.ts";
import { changedFilesSchema, type ShownFile } from "../../../src/core/families/family-shape.ts";
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
import { changedFiles, type ReviewedFileSet } from "../../../src/core/plan/reviewed-file-set.ts";
import { addDays } from "../../../src/core/shared/calendar.ts";

const SHAPES = "../../../src/core/families/family-shapes.ts";
const TABLE = "../../../src/core/obligations/family-table.ts";
const POPULATIONS = "../../../src/core/audit/families/family-populations.ts";

/**
 * The tests the twin does not run, each for its reason (the file's head): a test that reads the
 * registry is run with the twin unless named here.
 */
const NOT_RUN = new Set([
  "test/ci/family-names.test.ts",
  "test/docs/family-docs.test.ts",
  "test/docs/obligation-families.test.ts",
  "test/core/checkpoint/held-state-versions.test.ts",
  "test/core/families/family-outputs.test.ts",
  "test/core/families/toy-family-surfaces.test.ts",
  "test/core/families/toy-twin.test.ts",
]);

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

const READS_THE_REGISTRY = /\b(MERGE_JUDGED_FAMILIES|FAMILY_SHAPES|REVIEWED_FILE_SHAPES)\b/;

/**
 * The cross-family tests, run again with the twin in the lists: every test file that reads the
 * families' table or their shapes, found here so that a cross-family test added later is run too.
 */
const CROSS_FAMILY_TESTS = readdirSync(`${ROOT}test`, { recursive: true, encoding: "utf8" })
  .map((path) => `test/${path.replaceAll("\\", "/")}`)
  .filter((path) => path.endsWith(".test.ts") && !NOT_RUN.has(path))
  .filter((path) => READS_THE_REGISTRY.test(readFileSync(`${ROOT}${path}`, "utf8")))
  .sort();

type TwinShown = ShownFile & { counts?: string };

/** The twin's shape: one file per count it keeps, `twin-files/NAME.yaml`, holding `counts: N`. */
const TWIN_SHAPE = {
  name: "CIP-098 R1",
  populationFiles: { twinFiles: "twin-files.csv" },
  declaredParts: { "CIP-098 R1": { words: "keep the twin files counted", source: "CIP-098-1" } },
  reviewedFiles: {
    name: "twin files",
    noun: "twin file",
    field: "twin_files",
    recordDescription:
      "The twin files the merged commit has new or changed since the one in force.",
    shown: changedFilesSchema({ counts: z.string().optional() }),
    shownTitle: "Twin files changed (CIP-098 R1)",
    shownDescription: "What each twin file counts.",
    lines: (shown: TwinShown, code: (text: string) => string) => ({
      line: `${shown.change} ${code(shown.file)}${shown.counts === undefined ? "" : `: counts ${shown.counts}`}`,
      details: [],
    }),
  },
} as const;

const COUNTS = /^counts: (\d+)\n$/;

const TWIN_FILES: ReviewedFileSet = {
  ...TWIN_SHAPE.reviewedFiles,
  roots: ["twin-files"],
  patterns: ["twin-files/*.yaml"],
  belongs: (path) => /^twin-files\/[^/]+\.yaml$/.test(path),
  changes: (head, base, comparedWith) => {
    const files = changedFiles<{ counts: string }>(head, base, (_file, text) => ({
      counts: COUNTS.exec(text)?.[1] ?? "",
    }));
    return files.length === 0 ? undefined : { compared_with: comparedWith, files };
  },
  problems: (text, file) =>
    COUNTS.test(text)
      ? []
      : [
          {
            severity: "error",
            location: { file, line: 1, column: 1 },
            message: `${file} counts nothing; write one line, counts: N`,
          },
        ],
};

/** Whether `record` is an accepted merge that carries twin files. */
const carriesTwinFiles = (record: EvidenceRecord) =>
  record.kind === "change" && "twin_files" in record.change && isAccepted(record);

/** The twin's pass: an accepted merge carrying twin files opens one obligation, due in 60 days. */
class TwinPass implements FamilyPass {
  readonly #context: Context;
  readonly #open: RecordRef[] = [];

  constructor(context: Context) {
    this.#context = context;
  }

  static resume(_held: HeldState, context: Context): TwinPass {
    return new TwinPass(context);
  }

  addRecord(entry: HashedRecord): void {
    if (carriesTwinFiles(entry.record)) this.#open.push(refOf(entry));
  }

  held(workspace: string): HeldState {
    return { workspace };
  }

  finish(): Obligation[] {
    return this.#open.map((opened) => {
      const due = addDays(dateOf(opened, this.#context), 60);
      return {
        kind: "CIP-098 R1",
        requirement: "keep the twin files counted",
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

/** The twin's row: it keeps files, and an accepted merge that carries some starts its pass. */
const TWIN_FAMILY: Family = {
  name: TWIN_SHAPE.name,
  topic: "twin files",
  kinds: ["CIP-098 R1"],
  declaredParts: TWIN_SHAPE.declaredParts,
  appliesTo: ["high", "medium", "low"],
  notJudged: "CIP-098 R1 was not judged from this ledger.",
  starts: carriesTwinFiles,
  pass: TwinPass,
  checkpointKey: "twin",
  heldVersion: 1,
  docs: "obligations/twin.md",
  summary: "the twin files",
  folders: [],
  reviewedFiles: TWIN_FILES,
};

/** The twin's one population: a row per obligation, as the families' populations are written. */
const TWIN_POPULATIONS: FamilyPopulations = {
  populations: [
    {
      name: "twinFiles",
      parts: ["CIP-098 R1"],
      columns: ["workspace", "status", "due"],
      file: TWIN_SHAPE.populationFiles.twinFiles,
      row: (o) => ({ workspace: o.workspace, status: o.status, due: o.due }),
    },
  ],
  tie: () => "",
};

// The populations' list is made from the table when it loads: read with the real table, before
// the twin joins it, and the twin's appended after.
const populations = await import(POPULATIONS);
const populationsWithTwin = {
  ...populations,
  FAMILY_POPULATIONS: [...populations.FAMILY_POPULATIONS, TWIN_POPULATIONS],
  FAMILY_POPULATION_LIST: [...populations.FAMILY_POPULATION_LIST, ...TWIN_POPULATIONS.populations],
};

vi.doMock(SHAPES, async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/core/families/family-shapes.ts")>();
  return {
    ...real,
    FAMILY_SHAPES: [...real.FAMILY_SHAPES, TWIN_SHAPE],
    REVIEWED_FILE_SHAPES: [...real.REVIEWED_FILE_SHAPES, TWIN_SHAPE.reviewedFiles],
    FAMILY_POPULATION_FILES: { ...real.FAMILY_POPULATION_FILES, ...TWIN_SHAPE.populationFiles },
  };
});
vi.doMock(TABLE, async (importOriginal) => {
  const real =
    await importOriginal<typeof import("../../../src/core/obligations/family-table.ts")>();
  return { ...real, MERGE_JUDGED_FAMILIES: [...real.MERGE_JUDGED_FAMILIES, TWIN_FAMILY] };
});
vi.doMock(POPULATIONS, () => populationsWithTwin);
vi.resetModules();

// Unit files share a worker's module cache (vitest.config.ts, isolate: false): the files after this
// one load the real lists again, as toy-family-surfaces.test.ts leaves them.
afterAll(() => {
  vi.doUnmock(SHAPES);
  vi.doUnmock(TABLE);
  vi.doUnmock(POPULATIONS);
  vi.resetModules();
});

for (const test of CROSS_FAMILY_TESTS) await import(`${ROOT}${test}`);

describe("the twin", () => {
  it("runs the cross-family tests", () => {
    expect(CROSS_FAMILY_TESTS).toContain("test/core/obligations/family-table.test.ts");
    expect(CROSS_FAMILY_TESTS).toContain("test/core/audit/populations.test.ts");
    expect(CROSS_FAMILY_TESTS.length).toBeGreaterThanOrEqual(13);
  });

  it("is in every list the cross-family tests read, last", async () => {
    const shapes = await import(SHAPES);
    const table = await import(TABLE);
    const read = await import(POPULATIONS);
    expect(shapes.FAMILY_SHAPES.at(-1)).toBe(TWIN_SHAPE);
    expect(table.MERGE_JUDGED_FAMILIES.at(-1)).toBe(TWIN_FAMILY);
    expect(read.FAMILY_POPULATIONS.at(-1)).toBe(TWIN_POPULATIONS);
  });
});
