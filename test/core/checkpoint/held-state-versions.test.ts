// Each part of the drift check's checkpoint keeps the version of what it holds where it is written
// (a family's on its row), and the checkpoints' formats are summed from them (ledgerHeldParts,
// formatOfVersions), so that a family changing what it holds changes one number in its folder
// (issue 97, item 1). Two things hold them together:
// - a family that changes its state and its version leaves a ledger whose checkpoints the
//   previous version wrote readable: evidence verify says they are of an older format, never that
//   the ledger was altered, where the two formats kept by hand left the ledger's unmoved and
//   verify called an honest ledger altered (exit 1) on every run after the upgrade;
// - the shape of each part's state (its keys and their types, over generated ledgers) is recorded
//   beside its version (held-state-shapes.json here, and a family's beside its samples in its own
//   test folder, RECORDINGS): a part whose state changes while its version does not fails here.
import { readdirSync, readFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  ledgerCheckpointFormat,
  type LedgerCheckpoint,
  ledgerHeldParts,
  WorkspaceFold,
} from "../../../src/core/checkpoint/ledger-checkpoint.ts";
import type { HashedRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import { FAMILY_SHAPES } from "../../../src/core/families/family-shapes.ts";
import { MERGE_JUDGED_FAMILIES } from "../../../src/core/obligations/family-table.ts";
import type { Family } from "../../../src/core/obligations/obligation-families.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { temporaryDirectory } from "../../emulator/support.ts";
import { repositoryRoot, runCliInProcess } from "../../support/cli.ts";
import { BOT, git } from "../../support/ledger-clone.ts";
import { FAMILY_SAMPLES, type FamilySamples } from "../../support/family-samples.ts";
import { ledgersOf } from "../../support/obligation-ledgers.ts";

const FIXTURES = `${repositoryRoot}test/fixtures/checkpoints/`;
const SHAPES = "test/core/checkpoint/held-state-shapes.json";

/** The fixture folder this version wrote: its checkpoints of this version's format. */
function fixtureOfThisFormat(): string {
  const format = ledgerCheckpointFormat();
  const name = readdirSync(FIXTURES).find((entry) => entry.startsWith(`ledger-${format}-`));
  expect(name, `a folder of test/fixtures/checkpoints/ written at format ${format}`).toBeDefined();
  return `${FIXTURES}${name!}/`;
}

/** The obligations checkpoint of the last checkpoint file under `dir`. */
function lastObligations(dir: string): Record<string, unknown> {
  const last = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".checkpoint"))
    .sort()
    .at(-1)!;
  return (JSON.parse(readFileSync(`${dir}${last}`, "utf8")) as LedgerCheckpoint).obligations;
}

describe("a family that changes what its pass holds, and its version", () => {
  const fixture = fixtureOfThisFormat();
  // Any family whose state the fixture's checkpoints hold.
  const family = MERGE_JUDGED_FAMILIES.find(
    ({ checkpointKey }) => lastObligations(fixture)[checkpointKey] !== undefined,
  )! as Family;
  const was = { pass: family.pass, heldVersion: family.heldVersion };
  afterEach(() => Object.assign(family, was));

  it(`${family.name}: the checkpoints the previous version wrote are older, never altered`, async () => {
    const dir = await temporaryDirectory();
    await cp(fixture, dir, { recursive: true });
    git(dir, BOT, "init", "-q", "-b", "cip-sync-evidence");
    git(dir, BOT, "add", "-A");
    git(dir, BOT, "commit", "-q", "-m", "ledger");
    const previous = ledgerCheckpointFormat();
    // The next version of the family: its pass holds one more field, and its version moves.
    class RevisedPass extends was.pass {
      override held(workspace: string) {
        return { ...super.held(workspace), revised: true };
      }
    }
    Object.assign(family, { pass: RevisedPass, heldVersion: was.heldVersion + 1 });

    const run = await runCliInProcess(["evidence", "verify", "--dir", dir], { cwd: "/" });
    expect(run.stderr).not.toContain("treat the ledger as altered");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `2 checkpoint(s) of an older format (${previous}; this cip-sync writes ${previous + 1}) not recomputed`,
    );
  });
});

/**
 * A JSON value's shape: its types, an object's keys with their shapes, an array's elements'
 * shape; several values' shapes merged into one (mergedShape), so that the shape says which keys
 * and types a part's state has, not which combinations a ledger happened to give.
 */
interface Shape {
  types: string[];
  keys?: Record<string, Shape>;
  items?: Shape;
}

function shapeOf(value: unknown): Shape {
  if (value === null) return { types: ["null"] };
  if (Array.isArray(value)) {
    const items = value.map(shapeOf).reduce<Shape | undefined>(mergedShape, undefined);
    return { types: ["array"], ...(items === undefined ? {} : { items }) };
  }
  if (typeof value !== "object") return { types: [typeof value] };
  return {
    types: ["object"],
    keys: Object.fromEntries(Object.entries(value).map(([key, field]) => [key, shapeOf(field)])),
  };
}

function mergedShape(a: Shape | undefined, b: Shape): Shape {
  if (a === undefined) return b;
  const keys =
    a.keys === undefined ? b.keys : b.keys === undefined ? a.keys : mergedKeys(a.keys, b.keys);
  const items =
    a.items === undefined
      ? b.items
      : b.items === undefined
        ? a.items
        : mergedShape(a.items, b.items);
  return {
    types: [...new Set([...a.types, ...b.types])].sort(),
    ...(keys === undefined ? {} : { keys }),
    ...(items === undefined ? {} : { items }),
  };
}

function mergedKeys(a: Record<string, Shape>, b: Record<string, Shape>): Record<string, Shape> {
  return Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .sort()
      .map((key) => [key, b[key] === undefined ? a[key]! : mergedShape(a[key], b[key])]),
  );
}

/** The value at `path` in `checkpoint`, less the parts held under it ("" is the file's own). */
function partAt(checkpoint: object, path: string, paths: readonly string[]): unknown {
  const value = (path === "" ? [] : path.split(".")).reduce<unknown>(
    (at, key) => (at as Record<string, unknown> | undefined)?.[key],
    checkpoint,
  );
  if (value === undefined || value === null || typeof value !== "object") return value;
  const prefix = path === "" ? "" : `${path}.`;
  const nested = new Set(
    paths
      .filter((other) => other !== path && other.startsWith(prefix))
      .map((other) => other.slice(prefix.length).split(".")[0]!),
  );
  if (Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !nested.has(key)));
}

/** The shapes of the parts at `paths` over `ledgers`, every checkpoint folded at each workspace's last record. */
function partShapes(
  ledgers: readonly HashedRecord[][],
  paths: readonly string[],
): Record<string, Shape | undefined> {
  const every = ledgerHeldParts().map(({ path }) => path);
  const seen = new Map<string, Shape | undefined>(paths.map((path) => [path, undefined]));
  for (const records of ledgers) {
    const folds = new Map<string, WorkspaceFold>();
    for (const entry of records) {
      const { workspace } = entry.record;
      if (!folds.has(workspace))
        folds.set(
          workspace,
          WorkspaceFold.start(workspace, { asOf: "2000-01-01", calendar: DEFAULT_CALENDAR }),
        );
      folds.get(workspace)!.add(entry);
    }
    for (const fold of folds.values()) {
      const checkpoint = fold.checkpoint()!;
      for (const path of paths) {
        const part = partAt(checkpoint, path, every);
        if (part !== undefined) seen.set(path, mergedShape(seen.get(path), shapeOf(part)));
      }
    }
  }
  return Object.fromEntries(seen);
}

interface Recorded {
  version: number;
  /** SHA-256 of the shapes' JSON. */
  shape: string;
}

/**
 * A file of recorded shapes, and the ledgers they are seen over. Here, the parts no family owns
 * (the file's own, the obligations', the report's, the populations'), over ledgers drawing no
 * family's steps; and one per family, beside its samples in the test folder mirroring its shape's,
 * over ledgers drawing its steps alone: its own parts (its pass's state, its folded populations')
 * and the others' as its steps reach them (its facts on the obligations carried, the policy's
 * settings it reads). So a family that joins records its shapes in its own folder and moves no
 * other file's samples; a part that changes moves its shape in every file that sees it.
 */
interface Recording {
  /** Its file, from the repository's root. */
  file: string;
  /** Over ledgers of whose steps, in words. */
  over: string;
  samples: readonly FamilySamples[];
  paths: readonly string[];
}

const VERSIONS = new Map(ledgerHeldParts().map(({ path, version }) => [path, version]));

/** The parts each family owns: its pass's state, and its populations' that fold records. */
const FAMILY_PARTS = new Map(
  MERGE_JUDGED_FAMILIES.map((family) => {
    const populations = FAMILY_SHAPES.find(({ name }) => name === family.name)?.populationFiles;
    return [
      family,
      [
        `obligations.${family.checkpointKey}`,
        ...Object.keys(populations ?? {})
          .map((name) => `populations.families.${name}`)
          .filter((path) => VERSIONS.has(path)),
      ],
    ];
  }),
);
const OWNED = new Set([...FAMILY_PARTS.values()].flat());
const UNOWNED = ledgerHeldParts()
  .map(({ path }) => path)
  .filter((path) => !OWNED.has(path));

const RECORDINGS: Recording[] = [
  { file: SHAPES, over: "no family's steps", samples: [], paths: UNOWNED },
  ...MERGE_JUDGED_FAMILIES.map((family) => {
    const folder = family.folders.find((name) => name.startsWith("core/families/"));
    return {
      file: `test/${folder ?? `core/families/(${family.name} names no folder there)`}/held-state-shapes.json`,
      over: `${family.name}'s steps`,
      samples: FAMILY_SAMPLES.filter((samples) => samples.field === family.reviewedFiles?.field),
      paths: [...UNOWNED, ...FAMILY_PARTS.get(family)!],
    };
  }),
];

describe.each(RECORDINGS.map((recording) => [recording.over, recording] as const))(
  "each part of the checkpoint's state and its version, over ledgers of %s",
  (_, { file, samples, paths }) => {
    const ledgers = fc.sample(ledgersOf(samples), { numRuns: 300, seed: 97 });
    const shapes = partShapes(ledgers, paths);
    const recorded = JSON.parse(readFileSync(`${repositoryRoot}${file}`, "utf8")) as Record<
      string,
      Recorded
    >;
    const current = Object.fromEntries(
      paths.map((path) => [
        path,
        { version: VERSIONS.get(path)!, shape: sha256Hex(JSON.stringify(shapes[path] ?? null)) },
      ]),
    );

    it(`${file} records every part they reach, and only those`, () => {
      expect(samples.length, `${file}'s family draws its steps`).toBe(file === SHAPES ? 0 : 1);
      expect(Object.keys(recorded).sort(), JSON.stringify(current, null, 2)).toEqual(
        Object.keys(current).sort(),
      );
    });

    it("sees each part's state in the generated ledgers", () => {
      for (const [path, seen] of Object.entries(shapes)) expect(seen, path).toBeDefined();
    });

    it.each(paths.map((path) => [path === "" ? "the file's own" : path, path]))(
      "%s: its state's shape is the one recorded for its version",
      (_, path) => {
        const now = current[path]!;
        const then = recorded[path];
        // The state changed: its version must move (where the part is written), then the record.
        if (then !== undefined && now.version === then.version)
          expect(
            now.shape,
            `what ${path || "the file"} holds changed: give it a new version where it is written, then record ${JSON.stringify({ ...now, version: now.version + 1 })} in ${file}`,
          ).toBe(then.shape);
        else expect(now, `record the new version's shape in ${file}`).toEqual(then);
      },
    );
  },
);

describe("the parts' versions", () => {
  it("give each part a whole version from 1, so a part that joins moves the format too", () => {
    for (const { path, version } of ledgerHeldParts())
      expect(Number.isInteger(version) && version >= 1, path).toBe(true);
  });

  it("each part is recorded over some ledgers", () => {
    const recorded = new Set(RECORDINGS.flatMap(({ paths }) => paths));
    for (const { path } of ledgerHeldParts()) expect(recorded.has(path), path).toBe(true);
  });
});
