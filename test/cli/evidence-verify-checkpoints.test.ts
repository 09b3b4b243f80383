// `cip-sync evidence verify` recomputes every checkpoint a record vouches for (issue 63): an honest
// one is the fold of its workspace's records before its record; a forged one, re-sealed
// consistently (its record's SHA-256 updated, the chain re-chained after it), has bytes its record
// vouches for and still fails verify, naming the checkpoint file and the first field that differs.
import { describe, expect, it } from "vitest";
import {
  type LedgerCheckpoint,
  ledgerCheckpointFormat,
} from "../../src/core/checkpoint/ledger-checkpoint.ts";
import { canonicalJson } from "../../src/core/shared/sha256.ts";
import { temporaryDirectory } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import {
  type BesideFile,
  chainWithCheckpoints,
  type CheckpointOptions,
} from "../support/checkpoint-ledgers.ts";
import { DEFAULT_CALENDAR } from "../../src/core/shared/calendar.ts";
import { day, writeLedgerCheckout } from "../support/evidence-records.ts";
import {
  baselineOnly,
  change,
  check,
  declaringMerge,
  PRIOR,
  review,
} from "../support/obligation-ledgers.ts";

/** The format this cip-sync writes, summed from the families' held parts' versions. */
const CURRENT = ledgerCheckpointFormat();

/**
 * grid-east: commissioned, a deviation, a drift check carrying the first checkpoint, a CIP-002 R2
 * review, a merge declaring the last CIP-002 approval, a drift check carrying the second.
 */
const ENTRIES = [
  { draft: change("high", 1), at: day(1) },
  { draft: baselineOnly(2), at: day(3) },
  { draft: check(), at: day(5) },
  { draft: review(), at: day(12) },
  { draft: declaringMerge(PRIOR), at: day(15) },
  { draft: check(), at: day(20) },
  { draft: check(), at: day(25) },
];
const CARRIERS = new Set([2, 5]);

async function verifyFiles(files: readonly BesideFile[]) {
  const dir = await temporaryDirectory();
  await writeLedgerCheckout(dir, files);
  return runCliInProcess(["evidence", "verify", "--dir", dir], { cwd: "/" });
}

async function verifyLedger(edit?: CheckpointOptions["edit"]) {
  const { sealed, checkpoints } = chainWithCheckpoints(ENTRIES, {
    carriers: CARRIERS,
    ...(edit === undefined ? {} : { edit }),
  });
  return { ...(await verifyFiles([...sealed, ...checkpoints])), second: checkpoints[1]!.path };
}

/** The second checkpoint with `change` made to a copy of it; the first honest. */
const forged =
  (change: (checkpoint: LedgerCheckpoint) => void) =>
  (honest: LedgerCheckpoint, _: unknown, index: number): LedgerCheckpoint | undefined => {
    if (index !== 5) return undefined;
    const copy = structuredClone(honest);
    change(copy);
    return copy;
  };

describe("evidence verify and the checkpoints a ledger keeps", () => {
  it("recomputes each one from the records before it, and says so", async () => {
    const { code, stdout } = await verifyLedger();
    expect(code).toBe(0);
    expect(stdout).toContain(
      "every record matches the schema and every chain is intact; each of the 2 checkpoint(s) is the fold of the records before it;",
    );
  });

  it("recomputes two workspaces' checkpoints, each with the calendar and grace it names", async () => {
    // grid-west's chain interleaved with grid-east's; grid-east's calendar changed between its
    // checkpoints, so its records are folded once per calendar.
    const west = ENTRIES.map(({ draft, at }) => ({
      draft: { ...draft, workspace: "grid-west" },
      at: new Date(at.getTime() + 3_600_000),
    }));
    const entries = ENTRIES.flatMap((entry, index) => [entry, west[index]!]);
    const chicago = {
      calendar: { timeZone: "America/Chicago", dueSoonDays: 10, monthEnd: "whole-month" as const },
      completionGraceDays: 10,
    };
    const { sealed, checkpoints } = chainWithCheckpoints(entries, {
      carriers: new Set([4, 5, 10, 11]),
      judgementAt: (index) => (index === 10 ? chicago : { calendar: DEFAULT_CALENDAR }),
    });
    const { code, stdout } = await verifyFiles([...sealed, ...checkpoints]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      "Verified 14 record(s) in 2 workspace(s) (grid-east, grid-west): every record matches the schema and every chain is intact; each of the 4 checkpoint(s) is the fold of the records before it;",
    );
    expect(checkpoints[2]!.text).toContain('"timeZone":"America/Chicago"');
  });

  it("takes the same state written with its keys in another order", async () => {
    const { code, stdout } = await verifyLedger((honest, _, index) =>
      index === 5 ? JSON.parse(canonicalJson(honest)) : undefined,
    );
    expect(code).toBe(0);
    expect(stdout).toContain("each of the 2 checkpoint(s) is the fold of the records before it");
  });

  it.each<[string, (checkpoint: LedgerCheckpoint) => void, string]>([
    ["a count", (c) => (c.obligations.counts.closed += 1), "obligations.counts"],
    ["the facts in force", (c) => (c.in_force = null), "in_force"],
    [
      "the governance facts",
      (c) => (c.governance!.senior_manager!.last_approval = { on: "2025-06-01", ref: "forged" }),
      "governance",
    ],
    [
      "the open CIP-002 R2 interval",
      (c) => {
        const { review } = c.obligations.workspaces[0]!;
        review.first = !review.first;
      },
      "obligations.workspaces",
    ],
    ["the workspace", (c) => (c.workspace = "grid-west"), "workspace"],
    ["an extra field", (c) => Object.assign(c, { note: "trust me" }), "note"],
  ])("fails on a checkpoint whose %s was changed and re-sealed", async (_, change, field) => {
    const { code, stdout, stderr, second } = await verifyLedger(forged(change));
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain(
      `  ${second} is not the fold of the records before it (recomputed with the calendar and grace it says it was judged with): its ${field} differs from what those records give.`,
    );
    // The first checkpoint is honest: only the forged one is named.
    expect(stderr).toContain("(1 problem(s))");
  });

  it("fails on a checkpoint that is not the state through the record before its record", async () => {
    // The honest state one record earlier: a stale checkpoint carried by a later record.
    const { code, stderr, second } = await verifyLedger((_, earlier, index) =>
      index === 5 ? earlier : undefined,
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(
      new RegExp(
        `  ${second}: it says it stands at record #4 \\(SHA-256 [0-9a-f]{64}\\), but the record before the one carrying it is record #5 \\(SHA-256 [0-9a-f]{64}\\): a checkpoint is the state through the record just before the one carrying it`,
      ),
    );
  });

  it("reports a broken chain's break, never what its checkpoints' fold found", async () => {
    // The record before the second checkpoint's edited: the fold over it differs from the
    // checkpoint, but a fold over a broken chain is dropped, and the break is what is named.
    const { sealed, checkpoints } = chainWithCheckpoints(ENTRIES, { carriers: CARRIERS });
    const edited = sealed.map((record, index) =>
      index === 4
        ? { ...record, text: record.text.replace('"grid-east"', '"grid-east" ') }
        : record,
    );
    const { code, stdout, stderr } = await verifyFiles([...edited, ...checkpoints]);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain(sealed[5]!.path);
    expect(stderr).not.toContain("checkpoint");
  });

  it("fails closed on a checkpoint of another format, saying a newer cip-sync wrote it", async () => {
    const { code, stderr, second } = await verifyLedger(
      forged((c) => Object.assign(c, { format: CURRENT + 1 })),
    );
    expect(code).toBe(1);
    expect(stderr).toContain(
      `  ${second} is a checkpoint of format ${CURRENT + 1}, and this cip-sync reads format ${CURRENT}, so it cannot recompute it: a newer cip-sync wrote it;`,
    );
  });
});

// ledgerCheckpointFormat() is summed from the families' held parts' versions (issue 97): a
// checkpoint of a format from 1 to the one before it is an earlier cip-sync's, which no run of this
// version starts from: said, not recomputed, and no failure; a newer one cannot be judged, and 0
// or a string is no format any cip-sync wrote: both fail closed. Read from the parts, so that a
// family's new held state moves no line here.
describe("evidence verify and a checkpoint's format", () => {
  const older = (format: number) =>
    `each of the 1 checkpoint(s) is the fold of the records before it; 1 checkpoint(s) of an older format (${format}; this cip-sync writes ${CURRENT}) not recomputed: no run of this version starts from one, each judging from every record until a drift check writes a checkpoint of format ${CURRENT} (`;
  it.each([
    {
      format: 0 as unknown,
      code: 1,
      says: `has format 0, which no cip-sync writes (checkpoints have formats 1 to ${CURRENT}, a whole number): it is not a checkpoint cip-sync wrote`,
    },
    ...Array.from({ length: CURRENT - 1 }, (_, index) => ({
      format: (index + 1) as unknown,
      code: 0,
      says: older(index + 1),
    })),
    {
      format: CURRENT as unknown,
      code: 0,
      says: "each of the 2 checkpoint(s) is the fold of the records before it",
    },
    {
      format: (CURRENT + 1) as unknown,
      code: 1,
      says: `is a checkpoint of format ${CURRENT + 1}, and this cip-sync reads format ${CURRENT}, so it cannot recompute it: a newer cip-sync wrote it;`,
    },
    {
      format: "4" as unknown,
      code: 1,
      says: 'has format "4", which no cip-sync writes',
    },
  ])("format $format: exit $code", async ({ format, code, says }) => {
    const run = await verifyLedger(forged((c) => Object.assign(c, { format })));
    expect(run.code).toBe(code);
    const said = code === 0 ? run.stdout : run.stderr;
    expect(said).toContain(says);
    if (code === 0) expect(run.stderr).not.toContain("checkpoint");
    // Only a newer format is said to be a newer cip-sync's.
    expect(`${run.stdout}${run.stderr}`.includes("a newer cip-sync wrote it")).toBe(
      format === CURRENT + 1,
    );
    if (format === 1 || format === 2 || format === 3)
      expect(run.stdout).toContain(`${run.second})`);
  });
});
