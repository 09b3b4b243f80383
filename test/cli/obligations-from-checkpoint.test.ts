// `cip-sync obligations` from the nearest checkpoint (issue 72, item 2): on a clone whose history
// from the commit that added the checkpoint's record on vouches for it, the command checks and
// folds only the checkpoint's record and the records after it, the records before it taken as
// that commit vouched for them; its output is the full fold's byte for byte (--from-start), from
// any checkpoint, as of any day. What it trusts it does not see (a record before it edited, a
// commit before it by another author, a checkpoint its writer forged): --from-start and verify
// do. A checkpoint that cannot stand (a collector's record before it no operator key signed among
// the reasons) is named on standard error, and the output is the full check's and fold's; a break
// after it is refused as the full check refuses it.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import fc from "fast-check";
import { generateKey } from "openpgp";
import { describe, expect, it } from "vitest";
import type { LedgerCheckpoint } from "../../src/core/checkpoint/ledger-checkpoint.ts";
import { temporaryDirectory } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import { BOT } from "../support/ledger-clone.ts";
import { type LedgerStep, ledgerStep } from "../support/obligation-ledgers.ts";
import { type CloneOptions, cloneOf, dayOf } from "../support/checkpoint-clones.ts";

/** Generated steps with a drift check carrying a checkpoint after the first `cut`, as of a day. */
interface Case {
  steps: LedgerStep[];
  cut: number;
  /** --at: this many days after the checkpoint's record (before it when negative). */
  atDay: number;
  format: "text" | "json-still-to-do";
}

const cases: fc.Arbitrary<Case> = fc
  .array(ledgerStep, { minLength: 1, maxLength: 8 })
  .chain((steps) =>
    fc.record({
      steps: fc.constant(steps),
      cut: fc.integer({ min: 1, max: steps.length }),
      atDay: fc.integer({ min: -5, max: 120 }),
      format: fc.constantFrom("text" as const, "json-still-to-do" as const),
    }),
  );

function obligations(dir: string, at: string, format: Case["format"], fromStart: boolean) {
  const args = ["obligations", "--dir", ".", "--at", at];
  if (format === "json-still-to-do")
    args.push("--format", "json", "--status", "exception,overdue,due-soon,open");
  if (fromStart) args.push("--from-start");
  return runCliInProcess(args, { cwd: dir });
}

describe("cip-sync obligations from the nearest checkpoint", () => {
  it("lists what the full fold lists, byte for byte, from any checkpoint and as of any day", async () => {
    const started = { resumed: 0, fellBack: 0 };
    await fc.assert(
      fc.asyncProperty(cases, async ({ steps, cut, atDay, format }) => {
        const { dir } = await cloneOf(steps, cut);
        const carried = steps.slice(0, cut).reduce((days, { gap }) => days + gap, 0);
        const at = dayOf(carried + atDay);
        const resumed = await obligations(dir, at, format, false);
        const full = await obligations(dir, at, format, true);
        expect(full.stderr).not.toContain("checkpoint");
        // The writer's checkpoint is the one verify recomputes: what the reading trusts is true.
        const verify = await runCliInProcess(["evidence", "verify", "--dir", "."], { cwd: dir });
        expect(verify.code).toBe(0);
        if (resumed.stderr.includes("Judged from records/")) started.resumed++;
        else if (resumed.stderr.includes("judged from every record")) started.fellBack++;
        expect({ code: resumed.code, stdout: resumed.stdout }).toEqual({
          code: full.code,
          stdout: full.stdout,
        });
      }),
      { numRuns: 30 },
    );
    // The property is of the resumed fold: about half the cases start from the checkpoint (the
    // others ask of a day before it, or a collector's record before it is not vouched for without
    // --operator-keys, and fall back); none doing so would be a one in 10^7 draw, or a regression.
    expect(started.resumed).toBeGreaterThan(0);
  }, 120_000);

  it("says on standard error which checkpoint it started from", async () => {
    const steps: LedgerStep[] = [{ gap: 0, commission: "high", baseline: 1 }] as LedgerStep[];
    const { dir, checkpoint } = await cloneOf(steps, 1);
    const resumed = await obligations(dir, dayOf(30), "text", false);
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toContain(
      `Judged from ${checkpoint} (the state through record #1) and the records after it: the records before it were taken as the checkpoint's writer vouched for them in commit `,
    );
    expect(resumed.stderr).toContain("--from-start checks them all.");
  });

  it("names a checkpoint it cannot resume and judges from every record", async () => {
    const steps: LedgerStep[] = [{ gap: 0, commission: "high", baseline: 1 }] as LedgerStep[];
    // Judged with another calendar than the command's: resuming it would judge otherwise.
    const chicago = (honest: LedgerCheckpoint): LedgerCheckpoint => {
      const copy = structuredClone(honest);
      copy.obligations.judged_with.calendar.timeZone = "America/Chicago";
      return copy;
    };
    const { dir, checkpoint } = await cloneOf(steps, 1, { edit: chicago });
    const resumed = await obligations(dir, dayOf(30), "text", false);
    const full = await obligations(dir, dayOf(30), "text", true);
    expect(resumed.stderr).toContain(`warning: ${checkpoint}: `);
    expect(resumed.stderr).toContain("judged from every record");
    expect(resumed.stdout).toBe(full.stdout);
  });

  const COMMISSIONED = { gap: 0, commission: "high", baseline: 1 } as LedgerStep;
  /** The writer's forgery: one more open obligation counted than the records give. */
  const raisedCount = (honest: LedgerCheckpoint): LedgerCheckpoint => {
    const forged = structuredClone(honest);
    forged.obligations.counts.open += 1;
    return forged;
  };
  const AGAIN = { gap: 1, commission: "high", baseline: 1 } as LedgerStep;
  const UNSIGNED = {
    gap: 1,
    observe: { withId: true },
    back: 0,
    unsigned: true,
  } as LedgerStep;

  it.each<[string, LedgerStep[], string[], boolean, string | undefined]>([
    ["--from-start", [COMMISSIONED], ["--from-start"], false, undefined],
    [
      "--all, which lists closed obligations a checkpoint only counts",
      [COMMISSIONED],
      ["--all"],
      false,
      undefined,
    ],
    ["--status closed", [COMMISSIONED], ["--status", "closed"], false, undefined],
    ["a ledger of two workspaces", [COMMISSIONED], [], true, undefined],
    [
      "a collector's record before it that no operator key signed",
      [COMMISSIONED, UNSIGNED],
      [],
      false,
      "records/grid-east/",
    ],
  ])("judges from every record with %s", async (_, steps, flags, twoWorkspaces, warning) => {
    const { dir, checkpoint } = await cloneOf(steps, steps.length, {
      otherWorkspace: twoWorkspaces,
    });
    const at = ["--at", dayOf(60)];
    const run = await runCliInProcess(["obligations", "--dir", ".", ...at, ...flags], { cwd: dir });
    const full = await runCliInProcess(
      ["obligations", "--dir", ".", ...at, ...flags, "--from-start"],
      {
        cwd: dir,
      },
    );
    expect(run.stderr).not.toContain("Judged from");
    if (warning === undefined) expect(run.stderr).not.toContain(checkpoint);
    else expect(run.stderr).toContain(`warning: ${checkpoint}: ${warning}`);
    expect({ code: run.code, stdout: run.stdout }).toEqual({
      code: full.code,
      stdout: full.stdout,
    });
  });

  /** `path`'s file in the clone with a space before its last newline: still JSON, other bytes. */
  const edit = async (dir: string, path: string) => {
    const text = await readFile(join(dir, path), "utf8");
    await writeFile(join(dir, path), `${text.trimEnd()} \n`);
  };
  const run = (dir: string, ...args: string[]) => runCliInProcess(args, { cwd: dir });
  const AT = ["--at", dayOf(60)];

  // What a reading from the checkpoint trusts (the commit that added its record vouches for the
  // records before it) and what it checks (that commit and every one after it, the records from
  // its record on); what it cannot see, --from-start and verify do.
  it.each<[string, LedgerStep[], number, CloneOptions, (clone: Clone) => Promise<void>]>([
    [
      "a record before it edited in the clone",
      [COMMISSIONED, AGAIN],
      2,
      {},
      (c) => edit(c.dir, c.sealed[0]!.path),
    ],
    [
      "a commit before it by another author",
      [COMMISSIONED, AGAIN],
      2,
      { authorOf: (i) => (i === 1 ? "mallory" : BOT) },
      async () => {},
    ],
    [
      "a checkpoint its writer forged (a count raised), re-sealed in its record",
      [COMMISSIONED, AGAIN],
      2,
      { edit: raisedCount },
      async () => {},
    ],
  ])(
    "starts from the checkpoint, and does not see %s (--from-start and verify do)",
    async (_, steps, cut, options, spoil) => {
      const clone = await cloneOf(steps, cut, options);
      await spoil(clone);
      const resumed = await run(clone.dir, "obligations", "--dir", ".", ...AT);
      const full = await run(clone.dir, "obligations", "--dir", ".", ...AT, "--from-start");
      const verify = await run(clone.dir, "evidence", "verify", "--dir", ".");
      expect(resumed.code).toBe(0);
      expect(resumed.stderr).toContain(`Judged from ${clone.checkpoint}`);
      // What the full check finds: a refusal, or a warning and other obligations.
      expect({ code: full.code, stdout: full.stdout }).not.toEqual({
        code: 0,
        stdout: resumed.stdout,
      });
      expect(verify.code).toBe(1);
      expect(`${verify.stdout}${verify.stderr}`).toMatch(
        /by mallory .* adds records|was edited after|is not the fold of the records before it/,
      );
    },
  );

  it.each<[string, CloneOptions, (clone: Clone) => Promise<void>, string]>([
    ["its file edited", {}, (c) => edit(c.dir, c.checkpoint), "has SHA-256 "],
    [
      "a state through another record than its record follows",
      { edit: (honest) => ({ ...honest, through: { ...honest.through, sha256: "0".repeat(64) } }) },
      async () => {},
      "it stands at record #2 (SHA-256 0000",
    ],
    [
      "its record's commit by another author",
      { authorOf: (i) => (i === 2 ? "mallory" : BOT) },
      async () => {},
      "the history from its record's commit is not vouched for (history: commit ",
    ],
  ])(
    "names a checkpoint with %s and falls back to the full check and fold",
    async (_, options, spoil, why) => {
      const clone = await cloneOf([COMMISSIONED, AGAIN], 2, options);
      await spoil(clone);
      const resumed = await run(clone.dir, "obligations", "--dir", ".", ...AT);
      const full = await run(clone.dir, "obligations", "--dir", ".", ...AT, "--from-start");
      expect(resumed.stderr).toContain(`warning: ${clone.checkpoint}`);
      expect(resumed.stderr).toContain(why);
      expect(resumed.stderr).toContain("judged from every record");
      expect(resumed.stderr).not.toContain("Judged from");
      // The history's warnings are said once, by the reading of every record, not by both.
      expect(
        resumed.stderr.split(
          "warning: history: the ledger's writer is recognised by its author name",
        ),
      ).toHaveLength(2);
      expect({ code: resumed.code, stdout: resumed.stdout }).toEqual({
        code: full.code,
        stdout: full.stdout,
      });
    },
  );

  it("starts from the checkpoint past a collector's record an operator key signed", async () => {
    const { privateKey, publicKey } = await generateKey({
      type: "curve25519",
      userIDs: [{ name: "dana" }],
      format: "object",
    });
    const clone = await cloneOf([COMMISSIONED, UNSIGNED], 2, {
      signerOf: (index) => (index === 1 ? privateKey : undefined),
    });
    const operators = join(await temporaryDirectory(), "operators.asc");
    await writeFile(operators, publicKey.armor());
    const keys = ["--operator-keys", operators];
    const resumed = await run(clone.dir, "obligations", "--dir", ".", ...AT, ...keys);
    const full = await run(clone.dir, "obligations", "--dir", ".", ...AT, ...keys, "--from-start");
    expect(resumed.stderr).toContain(`Judged from ${clone.checkpoint}`);
    expect(full.stderr).not.toContain("cannot be authenticated");
    expect({ code: resumed.code, stdout: resumed.stdout }).toEqual({
      code: full.code,
      stdout: full.stdout,
    });
  });

  it("refuses a ledger with a record after the checkpoint edited, as the full check does", async () => {
    // The record after the checkpoint's, which the last record chains on.
    const clone = await cloneOf([COMMISSIONED, AGAIN, AGAIN], 1);
    await edit(clone.dir, clone.sealed[2]!.path);
    const resumed = await run(clone.dir, "obligations", "--dir", ".", ...AT);
    const full = await run(clone.dir, "obligations", "--dir", ".", ...AT, "--from-start");
    expect(resumed.code).not.toBe(0);
    expect(resumed.stdout).toBe("");
    expect(resumed.stderr).toContain("is broken, so no obligation can be judged from it");
    expect(resumed.stderr).not.toContain("Judged from");
    expect({ code: resumed.code, stdout: resumed.stdout }).toEqual({
      code: full.code,
      stdout: full.stdout,
    });
  });
});

type Clone = Awaited<ReturnType<typeof cloneOf>>;
