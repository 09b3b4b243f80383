// evidence verify recomputes a clone's checkpoints inside the chain check's own walk
// (io/ledger/ledger-checkpoints.ts): the records' bytes come back from the reader threads beside
// their links, or are taken in this thread without them, and the verdicts are the same either
// way. A checkpoint is read only where its record's SHA-256 is not that of the fold's text, and
// every checkpoint is either found to be its records' fold or named.
import { describe, expect, it } from "vitest";
import { LedgerChecker } from "../../../src/core/evidence/chain/chain-check.ts";
import {
  type LedgerCheckpoint,
  ledgerCheckpointFormat,
} from "../../../src/core/checkpoint/ledger-checkpoint.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { canonicalJson } from "../../../src/core/shared/sha256.ts";
import { LedgerCheckpoints } from "../../../src/io/ledger/ledger-checkpoints.ts";
import { walkLedgerDirectory } from "../../../src/io/ledger/ledger-files.ts";
import {
  checkLedgerFiles,
  checkWithReaders,
  LedgerReaders,
} from "../../../src/io/ledger/ledger-readers.ts";
import { temporaryDirectory } from "../../emulator/support.ts";
import { chainWithCheckpoints, type CheckpointOptions } from "../../support/checkpoint-ledgers.ts";
import {
  day,
  SOURCE_BIN_ENTRY as ENTRY,
  writeLedgerCheckout,
} from "../../support/evidence-records.ts";
import {
  baselineOnly,
  change,
  check,
  declaringMerge,
  PRIOR,
  review,
} from "../../support/obligation-ledgers.ts";

/** The format a newer cip-sync would write: one past this one's, read from the families' parts. */
const NEWER = ledgerCheckpointFormat() + 1;

const CHICAGO = {
  calendar: { timeZone: "America/Chicago", dueSoonDays: 10, monthEnd: "whole-month" as const },
  completionGraceDays: 10,
};

/**
 * grid-east and grid-west interleaved, 60 records (more than three batches of 16 files), each
 * workspace's drift checks at 2, 5 and 20 of its own records carrying a checkpoint.
 */
function entries() {
  const one = [
    { draft: change("high", 1), at: day(1) },
    { draft: baselineOnly(2), at: day(3) },
    { draft: check(), at: day(5) },
    { draft: review(), at: day(12) },
    { draft: declaringMerge(PRIOR), at: day(15) },
    { draft: check(), at: day(20) },
    ...Array.from({ length: 24 }, (_, index) => ({ draft: check(), at: day(25 + index) })),
  ];
  return one.flatMap((entry) => [
    entry,
    {
      draft: { ...entry.draft, workspace: "grid-west" },
      at: new Date(entry.at.getTime() + 3_600_000),
    },
  ]);
}
/** The indexes of entries() carrying a checkpoint: grid-east's, then grid-west's. */
const EAST = [4, 10, 40];
const WEST = [5, 11, 41];

async function ledgerOf(options: Partial<CheckpointOptions>) {
  const { sealed, checkpoints } = chainWithCheckpoints(entries(), {
    carriers: new Set([...EAST, ...WEST]),
    ...options,
  });
  const dir = await temporaryDirectory();
  await writeLedgerCheckout(dir, [...sealed, ...checkpoints]);
  return { dir, checkpoints: checkpoints.map(({ path }) => path) };
}

/** verify's chain check and recompute of `dir`, with `readers` reader threads or in this thread. */
async function recompute(dir: string, readers: number | undefined) {
  const paths = await walkLedgerDirectory(dir, "--dir");
  const checker = new LedgerChecker({ keepRecords: false });
  const checkpoints = new LedgerCheckpoints(dir, paths);
  await (readers === undefined
    ? checkLedgerFiles(dir, paths(), checker, undefined, checkpoints)
    : checkWithReaders(
        new LedgerReaders(ENTRY, readers, dir, false),
        dir,
        paths(),
        checker,
        checkpoints,
      ));
  expect(checker.result().breaks).toEqual([]);
  return checkpoints.finish();
}

/** The checkpoint carried by entry `index` replaced by `change` made to a copy of the honest one. */
const forged =
  (at: number, change: (checkpoint: LedgerCheckpoint) => unknown) =>
  (honest: LedgerCheckpoint, _: unknown, index: number): unknown => {
    if (index !== at) return undefined;
    const copy = structuredClone(honest);
    return change(copy) ?? copy;
  };

const NOT_THE_FOLD = (path: string, field: string) =>
  `${path} is not the fold of the records before it (recomputed with the calendar and grace it says it was judged with): its ${field} differs from what those records give. The drift check writes a checkpoint from the records alone, so this one was written by something else or by a faulty version, and a routine run that started from it judged from a state the records do not give: treat the ledger as altered, and judge the obligations from every record ('cip-sync obligations --dir' reads them all)`;

describe("evidence verify's checkpoints, recomputed in the chain check's walk", () => {
  it.each<{
    name: string;
    options: Partial<CheckpointOptions>;
    found: (checkpoints: string[]) => { recomputed: number; problems: string[]; older: unknown[] };
  }>([
    {
      name: "honest ones, each its records' fold",
      options: {},
      found: () => ({ recomputed: 6, problems: [], older: [] }),
    },
    {
      name: "one judged with a second calendar: folded for again, not refused",
      options: {
        judgementAt: (index) => (index === 10 ? CHICAGO : { calendar: DEFAULT_CALENDAR }),
      },
      found: () => ({ recomputed: 6, problems: [], older: [] }),
    },
    {
      name: "the first of a workspace judged with the second calendar: its fold starts from it",
      options: {
        judgementAt: (index) => (index === 4 ? CHICAGO : { calendar: DEFAULT_CALENDAR }),
      },
      found: () => ({ recomputed: 6, problems: [], older: [] }),
    },
    {
      name: "one whose bytes differ from the fold's text, its content the same (another key order)",
      options: { edit: forged(10, (copy) => JSON.parse(canonicalJson(copy))) },
      found: () => ({ recomputed: 6, problems: [], older: [] }),
    },
    {
      name: "a forged one its record's SHA-256 vouches for, whose content is not the fold",
      options: { edit: forged(10, (copy) => void (copy.obligations.counts.closed += 1)) },
      found: (paths) => ({
        recomputed: 5,
        problems: [NOT_THE_FOLD(paths[1]!, "obligations.counts")],
        older: [],
      }),
    },
    {
      name: "a forged one judged with a calendar no other is: named by the second fold",
      options: {
        judgementAt: (index) => (index === 40 ? CHICAGO : { calendar: DEFAULT_CALENDAR }),
        edit: forged(40, (copy) => void (copy.in_force = null)),
      },
      found: (paths) => ({
        recomputed: 5,
        problems: [NOT_THE_FOLD(paths[2]!, "in_force")],
        older: [],
      }),
    },
    {
      name: "the first of a workspace of an older format: named, the next one's calendar folded",
      options: { edit: forged(4, (copy) => void Object.assign(copy, { format: 1 })) },
      found: (paths) => ({
        recomputed: 5,
        problems: [],
        older: [{ path: paths[0]!, olderFormat: 1 }],
      }),
    },
    {
      name: "one of a newer format: named, the others recomputed",
      options: { edit: forged(11, (copy) => void Object.assign(copy, { format: NEWER })) },
      found: (paths) => ({
        recomputed: 5,
        problems: [
          `${paths[4]!} is a checkpoint of format ${NEWER}, and this cip-sync reads format ${NEWER - 1}, so it cannot recompute it: a newer cip-sync wrote it; run evidence verify with the version the drift check runs (the ref its workflow's 'uses:' names), or a later one (docs/installing.md says how to install it)`,
        ],
        older: [],
      }),
    },
  ])("$name, with the readers and without", async ({ options, found }) => {
    const { dir, checkpoints } = await ledgerOf(options);
    // In name order: grid-east's three, then grid-west's.
    const paths = [...checkpoints].sort();
    const alone = await recompute(dir, undefined);
    expect(alone).toEqual(found(paths));
    expect(await recompute(dir, 2)).toEqual(alone);
  });
});
