// What evidence verify proves of a checkpoint (checkpoint-recompute.ts), over generated ledgers
// (every kind of record the obligations pass folds): a checkpoint written at any point of a chain,
// by a drift check's record, is the fold of the records before it; one with any single field
// changed, its record re-sealed on it, is not, and the finding names it.
import { ledgerCheckpointFormat } from "../../../src/core/checkpoint/ledger-checkpoint.ts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CheckpointClaim,
  checkpointClaim,
  type CheckpointFinding,
  CheckpointRecompute,
  recomputeWorkspace,
} from "../../../src/core/checkpoint/checkpoint-recompute.ts";
import { checkpointDifference } from "../../../src/core/checkpoint/checkpoint-difference.ts";
import {
  type LedgerCheckpoint,
  serializeCheckpoint,
} from "../../../src/core/checkpoint/ledger-checkpoint.ts";
import type { ObligationsCheckpoint } from "../../../src/core/obligations/checkpoint/obligations-checkpoint.ts";
import type { EvidenceRecord } from "../../../src/core/evidence/records/evidence-record.ts";
import { type CalendarSettings, DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import { type CheckpointOptions, chainWithCheckpoints } from "../../support/checkpoint-ledgers.ts";
import {
  check,
  type LedgerStep,
  ledgerStep,
  stepDrafts,
} from "../../support/obligation-ledgers.ts";

/** The format a newer cip-sync would write: one past this one's, read from the families' parts. */
const NEWER = ledgerCheckpointFormat() + 1;

const WORKSPACE = "grid-east";
const CHICAGO: CalendarSettings = {
  timeZone: "America/Chicago",
  dueSoonDays: 10,
  monthEnd: "roll-over",
};

/** A chain of generated steps with a drift check carrying a checkpoint after the first `cut`. */
interface CarriedLedger {
  steps: LedgerStep[];
  cut: number;
  calendar: CalendarSettings;
  completionGraceDays: number;
  /** Which leaf of the checkpoint a forger changes. */
  leaf: number;
}

const carriedLedger: fc.Arbitrary<CarriedLedger> = fc
  .array(ledgerStep, { minLength: 1, maxLength: 10 })
  .chain((steps) =>
    fc.record({
      steps: fc.constant(steps),
      cut: fc.integer({ min: 1, max: steps.length }),
      calendar: fc.constantFrom(DEFAULT_CALENDAR, CHICAGO),
      completionGraceDays: fc.constantFrom(7, 30),
      leaf: fc.nat(),
    }),
  );

/** The findings of verify's recompute over the chain, the checkpoint as `edit` keeps it. */
function recompute(
  { steps, cut, calendar, completionGraceDays }: CarriedLedger,
  edit?: CheckpointOptions["edit"],
): {
  findings: (CheckpointFinding | undefined)[];
  problems: (CheckpointFinding | undefined)[];
  honest: LedgerCheckpoint;
} {
  const drafts = stepDrafts(WORKSPACE, steps);
  // The drift check seals on the same day as the record before it, a millisecond after it.
  const entries = [
    ...drafts.slice(0, cut),
    { draft: { ...check(), workspace: WORKSPACE }, at: drafts[cut - 1]!.at },
    ...drafts.slice(cut),
  ];
  let honest: LedgerCheckpoint | undefined;
  const { sealed, checkpoints } = chainWithCheckpoints(entries, {
    carriers: new Set([cut]),
    calendar,
    completionGraceDays,
    edit: (checkpoint, earlier, index) => {
      honest = checkpoint;
      return edit?.(checkpoint, earlier, index);
    },
  });
  const [file] = checkpoints;
  const claim = checkpointClaim(Buffer.from(file!.text), file!.path) as CheckpointClaim;
  const verify = new CheckpointRecompute(
    WORKSPACE,
    { judgedWith: [claim.judgedWith], checkpoints: [file!.path] },
    { bytesOf: () => Buffer.from(file!.text), vouchedByRecords: true },
  );
  const findings = sealed.map(({ text, path }) =>
    verify.add({ record: JSON.parse(text) as EvidenceRecord, sha256: sha256Hex(text) }, path),
  );
  expect(verify.unreached()).toEqual([]);
  // What verify reports: a problem, or a checkpoint whose content differs from its fold's.
  const problems = findings.filter(
    (finding) =>
      finding !== undefined &&
      ("problem" in finding ||
        ("expected" in finding &&
          checkpointDifference(file!.text, finding.path, finding.expected) !== undefined)),
  );
  return { findings, problems, honest: honest! };
}

/** Every leaf of `value` (a number, string, boolean or null), by its path of keys. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  return [path];
}

/** `checkpoint` with the leaf at `path` changed to another value. */
function mutated(checkpoint: LedgerCheckpoint, path: (string | number)[]): LedgerCheckpoint {
  const copy = structuredClone(checkpoint) as unknown as Record<string | number, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>(
      (at, key) => at[key] as Record<string | number, unknown>,
      copy,
    );
  const key = path.at(-1)!;
  const was = parent[key];
  parent[key] =
    typeof was === "number"
      ? was + 1
      : typeof was === "string"
        ? `${was}x`
        : typeof was === "boolean"
          ? !was
          : 1;
  return copy as unknown as LedgerCheckpoint;
}

describe("a checkpoint recomputed from the records before it", () => {
  it("is found to be their fold wherever a drift check wrote it, whatever its calendar", () => {
    fc.assert(
      fc.property(carriedLedger, (ledger) => {
        // Byte for byte: the writer's fold and verify's are given the records as read from files.
        const { findings } = recompute(ledger);
        expect(findings).toEqual(findings.map(() => undefined));
      }),
      { numRuns: 40 },
    );
  });

  it("is not, with any one field changed and its record re-sealed on it: the finding names it", () => {
    fc.assert(
      fc.property(carriedLedger, (ledger) => {
        const { honest } = recompute(ledger);
        // The calendar and grace it was judged with are not state: a checkpoint that names another
        // is recomputed with that one, and may be its fold (a routine run judging with another
        // calendar refuses it, restoreCheckpoint); every other field is.
        const fields = leaves(honest).filter((path) => path[1] !== "judged_with");
        const path = fields[ledger.leaf % fields.length]!;
        let found: (CheckpointFinding | undefined)[];
        try {
          found = recompute(ledger, (checkpoint) => mutated(checkpoint, path)).problems;
        } catch (error) {
          // Refused as it is read (another format, no calendar it could be judged with): named.
          expect((error as Error).message).toMatch(/^records\/grid-east\/.+\.json\.checkpoint /);
          return;
        }
        expect(found).toHaveLength(1);
        expect(found[0]!.path).toMatch(/\.json\.checkpoint$/);
      }),
      { numRuns: 60 },
    );
  });
});

describe("what verify refuses of a checkpoint before it folds anything", () => {
  const PATH = "records/grid-east/2026/01/20260106T060000.000Z-monitoring-3-1.json.checkpoint";
  const honest = (): LedgerCheckpoint =>
    recompute({
      steps: [{ gap: 1, commission: "high", baseline: 1 }],
      cut: 1,
      calendar: DEFAULT_CALENDAR,
      completionGraceDays: 30,
      leaf: 0,
    }).honest;
  const text = (change: (checkpoint: Record<string, unknown>) => void) => {
    const checkpoint = structuredClone(honest()) as unknown as Record<string, unknown>;
    change(checkpoint);
    return JSON.stringify(checkpoint);
  };
  const NOT_OURS = `${PATH} does not say which workspace it is of and which calendar and grace it was judged with (workspace, obligations.judged_with): it is not a checkpoint cip-sync wrote`;

  it.each<[string, string, string]>([
    ["not JSON", "{", `${PATH} is not JSON, though a record vouches for its bytes`],
    [
      "of another format",
      text((c) => (c.format = NEWER)),
      `${PATH} is a checkpoint of format ${NEWER}, and this cip-sync reads format ${NEWER - 1}, so it cannot recompute it: a newer cip-sync wrote it; run evidence verify with the version the drift check runs (the ref its workflow's 'uses:' names), or a later one (docs/installing.md says how to install it)`,
    ],
    ["without a workspace", text((c) => delete c.workspace), NOT_OURS],
    [
      "judged in a time zone no calendar may have",
      text((c) => {
        (c.obligations as ObligationsCheckpoint).judged_with.calendar.timeZone = "EST5EDT";
      }),
      NOT_OURS,
    ],
    [
      "without its grace",
      text((c) => {
        const judged = (c.obligations as ObligationsCheckpoint).judged_with;
        delete (judged as Partial<typeof judged>).completion_grace_days;
      }),
      NOT_OURS,
    ],
  ])("refuses a checkpoint %s, naming it", (_, content, message) => {
    // The whole message, not a part of it.
    expect(() => checkpointClaim(Buffer.from(content), PATH)).toThrow(
      expect.objectContaining({ message }),
    );
  });

  it("finds no state in a checkpoint carried by its workspace's first record", () => {
    // Only by hand: sealRecord drops a checkpoint that does not stand on the record's head.
    const [first] = chainWithCheckpoints(
      [{ draft: { ...check(), workspace: WORKSPACE }, at: new Date("2026-01-06T06:00:00Z") }],
      { carriers: new Set() },
    ).sealed;
    const text = serializeCheckpoint(honest());
    const claim = checkpointClaim(
      Buffer.from(text),
      `${first!.path}.checkpoint`,
    ) as CheckpointClaim;
    const verify = new CheckpointRecompute(
      WORKSPACE,
      { judgedWith: [claim.judgedWith], checkpoints: [claim.path] },
      { bytesOf: () => Buffer.from(text), vouchedByRecords: true },
    );
    expect(
      verify.add({ record: first!.record, sha256: sha256Hex(first!.text) }, first!.path),
    ).toEqual({
      path: `${first!.path}.checkpoint`,
      problem: `${first!.path}.checkpoint is carried by its workspace's first record, so no record comes before it whose state it could be: a checkpoint is the state through the record just before the one carrying it`,
    });
    expect(verify.recomputed).toBe(0);
  });
});

describe("a workspace's checkpoints, read only where they are not their fold's text", () => {
  /** grid-east with drift checks carrying checkpoints at 2, 4 and 6, the second judged by `at4`. */
  function ledger(at4: CalendarSettings = DEFAULT_CALENDAR) {
    const entries = [1, 2, 3, 4, 5, 6, 7].map((gap, index) => ({
      draft: { ...check(), workspace: WORKSPACE },
      at: new Date(Date.UTC(2026, 0, 1 + gap * 3 + index)),
    }));
    const { sealed, checkpoints } = chainWithCheckpoints(entries, {
      carriers: new Set([2, 4, 6]),
      judgementAt: (index) => ({ calendar: index === 4 ? at4 : DEFAULT_CALENDAR }),
    });
    const texts = new Map(checkpoints.map(({ path, text }) => [path, Buffer.from(text)]));
    const read: string[] = [];
    let walks = 0;
    const records = () => {
      walks++;
      return sealed.map(({ path, text }) => ({
        path,
        entry: { record: JSON.parse(text) as EvidenceRecord, sha256: sha256Hex(text) },
      }));
    };
    const files = {
      bytesOf: (path: string) => {
        read.push(path);
        return texts.get(path)!;
      },
      vouchedByRecords: true,
    };
    return { paths: [...texts.keys()], records, files, read, walks: () => walks };
  }

  it("reads only the first, for its calendar, and walks the records once", () => {
    const { paths, records, files, read, walks } = ledger();
    expect(recomputeWorkspace(WORKSPACE, paths, records, files)).toEqual({
      recomputed: 3,
      problems: [],
      older: [],
    });
    expect(read).toEqual([paths[0]]);
    expect(walks()).toBe(1);
  });

  it("folds again, in a second walk, for one judged with a calendar the first walk has not", () => {
    const { paths, records, files, read, walks } = ledger(CHICAGO);
    expect(recomputeWorkspace(WORKSPACE, paths, records, files)).toEqual({
      recomputed: 3,
      problems: [],
      older: [],
    });
    // The second, read at its record to find its calendar; the second walk's fold gives its text.
    expect(read).toEqual([paths[0], paths[1]]);
    expect(walks()).toBe(2);
  });

  it("names one that no record reaches: never left unjudged", () => {
    const { paths, records, files } = ledger();
    const stray = "records/grid-east/2026/09/20260901T060000.000Z-monitoring-3-1.json.checkpoint";
    expect(recomputeWorkspace(WORKSPACE, [...paths, stray], records, files)).toEqual({
      recomputed: 3,
      problems: [
        `${stray} was not recomputed: the record carrying it was not read among its workspace's records`,
      ],
      older: [],
    });
  });

  it("hashes the file itself where no chain check held it to its record's SHA-256", () => {
    // evidence verify --remote: a file replaced without its record is not taken on the record's
    // word; in a clone, the chain check refuses such a file before anything is recomputed.
    const { paths, records, files } = ledger();
    const honest = files.bytesOf(paths[1]!).toString("utf8");
    const forged = Buffer.from(honest.replace('"exception":0', '"exception":1'));
    expect(forged.toString("utf8")).not.toBe(honest);
    const bytesOf = (path: string) => (path === paths[1] ? forged : files.bytesOf(path));
    expect(recomputeWorkspace(WORKSPACE, paths, records, { ...files, bytesOf })).toEqual({
      recomputed: 3,
      problems: [],
      older: [],
    });
    const hashing = recomputeWorkspace(WORKSPACE, paths, records, {
      bytesOf,
      vouchedByRecords: false,
    });
    expect(hashing.recomputed).toBe(2);
    expect(hashing.problems).toHaveLength(1);
    expect(hashing.problems[0]).toMatch(
      `${paths[1]!} is not the fold of the records before it (recomputed with the calendar and grace it says it was judged with): its obligations.counts differs`,
    );
  });
});
