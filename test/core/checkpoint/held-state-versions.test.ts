// Each part of the drift check's checkpoint keeps the version of what it holds where it is written
// (a family's on its row), and the checkpoints' formats are summed from them (ledgerHeldParts,
// formatOfVersions), so that a family changing what it holds changes one number in its folder
// (issue 97, item 1). Two things hold them together:
// - a family that changes its state and its version leaves a ledger whose checkpoints the
//   previous version wrote readable: evidence verify says they are of an older format, never that
//   the ledger was altered, where the two formats kept by hand left the ledger's unmoved and
//   verify called an honest ledger altered (exit 1) on every run after the upgrade;
// - the shape of each part's state (its keys and their types, over generated ledgers) is recorded
//   beside its version (held-state-shapes.json): a part whose state changes while its version
//   does not fails here.
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
import { MERGE_JUDGED_FAMILIES } from "../../../src/core/obligations/family-table.ts";
import type { Family } from "../../../src/core/obligations/obligation-families.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { temporaryDirectory } from "../../emulator/support.ts";
import { repositoryRoot, runCliInProcess } from "../../support/cli.ts";
import { BOT, git } from "../../support/ledger-clone.ts";
import { generatedLedger } from "../../support/obligation-ledgers.ts";

const FIXTURES = `${repositoryRoot}test/fixtures/checkpoints/`;
const SHAPES = new URL("held-state-shapes.json", import.meta.url);

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

/** Each part's shape over `ledgers`, every checkpoint folded at each workspace's last record. */
function partShapes(ledgers: readonly HashedRecord[][]): Record<string, Shape | undefined> {
  const paths = ledgerHeldParts().map(({ path }) => path);
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
        const part = partAt(checkpoint, path, paths);
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

describe("each part of the checkpoint's state and its version", () => {
  const ledgers = fc.sample(generatedLedger, { numRuns: 300, seed: 97 });
  const shapes = partShapes(ledgers);
  const recorded = JSON.parse(readFileSync(SHAPES, "utf8")) as Record<string, Recorded>;
  const current = Object.fromEntries(
    ledgerHeldParts().map(({ path, version }) => [
      path,
      { version, shape: sha256Hex(JSON.stringify(shapes[path])) },
    ]),
  );

  it("records every part the checkpoint holds, and only those", () => {
    expect(Object.keys(recorded).sort(), JSON.stringify(current, null, 2)).toEqual(
      Object.keys(current).sort(),
    );
  });

  it("gives each part a whole version from 1, so a part that joins moves the format too", () => {
    for (const { path, version } of ledgerHeldParts())
      expect(Number.isInteger(version) && version >= 1, path).toBe(true);
  });

  it("sees each part's state in the generated ledgers", () => {
    for (const [path, seen] of Object.entries(shapes)) expect(seen, path).toBeDefined();
  });

  it.each(ledgerHeldParts().map(({ path }) => [path === "" ? "the file's own" : path, path]))(
    "%s: its state's shape is the one recorded for its version",
    (_, path) => {
      const now = current[path]!;
      const then = recorded[path];
      // The state changed: its version must move (where the part is written), then the record.
      if (then !== undefined && now.version === then.version)
        expect(
          now.shape,
          `what ${path || "the file"} holds changed: give it a new version where it is written, then record ${JSON.stringify({ ...now, version: now.version + 1 })} in held-state-shapes.json`,
        ).toBe(then.shape);
      else expect(now, "record the new version's shape in held-state-shapes.json").toEqual(then);
    },
  );
});
