// `obligations`, `evidence report` and `evidence populations` with --ledger-declaration (issue 78,
// item 6): the records from each workspace's first signed one on must be signed by a key the
// declaration holds, else the command refuses as `evidence verify` does, naming the record; a
// checkpoint whose record is not the declared writer's is never started from (every record is
// read, said once). Without the flag a ledger that holds signed records is judged as before, and
// standard error says once that the signatures were not checked.
import { generateKeyPairSync } from "node:crypto";
import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import {
  carrierDay,
  type CloneOptions,
  cloneOf,
  COMMISSIONED,
  dayOf,
} from "../support/checkpoint-clones.ts";
import { day } from "../support/evidence-records.ts";
import { temporaryDirectory } from "../emulator/support.ts";
import type { LedgerStep } from "../support/obligation-ledgers.ts";
import {
  noneSigned,
  SIGNATURES_NOT_CHECKED,
} from "../../src/cli/shared/ledger/writer-signatures.ts";

const writer = generateKeyPairSync("ed25519");
const other = generateKeyPairSync("ed25519");
const AGAIN = { gap: 2, commission: "high", baseline: 1 } as LedgerStep;
const STEPS = [COMMISSIONED, AGAIN, AGAIN];
/** The checkpoint's record is entry 1 (the drift check after the first step). */
const CUT = 1;

/**
 * A file `name` outside the clone (the commands must not find it there), in a folder of its own
 * that is removed after the test, as the clone is.
 */
async function outsideClone(name: string): Promise<string> {
  return join(await temporaryDirectory(), name);
}

/** A cip-ledger.yaml declaring the writer's key, outside the clone. */
async function declarationIn(): Promise<string> {
  const pem = writer.publicKey.export({ type: "spki", format: "pem" }).toString().trim();
  const file = await outsideClone("cip-ledger.yaml");
  await writeFile(file, `version: 1\nwriter_keys:\n  - |\n    ${pem.replace(/\n/g, "\n    ")}\n`);
  return file;
}

const from = dayOf(carrierDay(STEPS, CUT) + 1);
type Command = "obligations" | "report" | "populations";
const PERIOD = ["--from", from, "--to", dayOf(90)];
const ARGS: Record<Command, string[]> = {
  obligations: ["obligations", "--dir", ".", "--at", dayOf(90), "--format", "json"],
  report: ["evidence", "report", "--dir", ".", ...PERIOD, "--format", "json"],
  populations: ["evidence", "populations", "--dir", ".", ...PERIOD],
};
// Obligations start from a checkpoint only when they list what one carries.
const STILL_TO_DO = ["--status", "exception,overdue,due-soon,open"];

let runs = 0;
async function run(command: Command, dir: string, extra: string[]) {
  const args = [...ARGS[command], ...(command === "obligations" ? STILL_TO_DO : [])];
  if (command === "populations") args.push("--without-ports", "--out", `out-${++runs}`);
  return runCliInProcess([...args, ...extra], { cwd: dir, now: () => day(400).getTime() });
}

const signedBy =
  (key: typeof writer, fromEntry = 0): CloneOptions["writerOf"] =>
  (index) =>
    index >= fromEntry ? key : undefined;

describe.each(["obligations", "report", "populations"] as const)(
  "%s --ledger-declaration",
  (command) => {
    it("judges a ledger the declared writer signed from its checkpoint, as without the flag", async () => {
      const clone = await cloneOf(STEPS, CUT, { writerOf: signedBy(writer) });
      const file = await declarationIn();
      const checked = await run(command, clone.dir, ["--ledger-declaration", file]);
      const unchecked = await run(command, clone.dir, []);
      expect(checked.code).toBe(0);
      expect(checked.stderr).toContain(`Judged from ${clone.checkpoint}`);
      expect(checked.stderr).not.toContain("not checked");
      expect(checked.stdout.replaceAll(/out-\d+/g, "out")).toBe(
        unchecked.stdout.replaceAll(/out-\d+/g, "out"),
      );
      // Without the flag: the same answer, and no all-clear for the signatures it did not check.
      expect(unchecked.code).toBe(0);
      expect(unchecked.stderr.split(SIGNATURES_NOT_CHECKED)).toHaveLength(2);
    });

    it.each([
      ["a record another job wrote after the checkpoint", 3, []],
      // Read from a checkpoint, the records before it are taken as its signed record vouched
      // for them (checkpoint-start.ts): --from-start, as verify, reads them.
      ["a record another job wrote before the checkpoint", 0, ["--from-start"]],
    ])("refuses %s, naming it", async (_, forged, extra) => {
      const writerOf = (index: number) => (index === forged ? other : writer);
      const clone = await cloneOf(STEPS, CUT, { writerOf });
      const file = await declarationIn();
      const checked = await run(command, clone.dir, ["--ledger-declaration", file, ...extra]);
      expect(checked.code).toBe(1);
      const { sequence } = clone.sealed[forged]!.record;
      expect(checked.stderr).toContain(
        `  record #${sequence} of workspace grid-east: its signature is not by any key cip-ledger.yaml declares, but its records from #`,
      );
      // Nothing judged: no file, no listing (the report shows what it read, without obligations).
      if (command === "populations") expect(checked.stdout).toBe("");
      if (command === "obligations") expect(checked.stdout).toBe("");
      if (command === "report")
        expect(JSON.parse(checked.stdout)).not.toHaveProperty("obligations");
    });

    it("reads every record where the checkpoint's record is not the declared writer's", async () => {
      // Signed from the record after the checkpoint's on: the ledger verifies, the checkpoint
      // vouches for nothing.
      const clone = await cloneOf(STEPS, CUT, { writerOf: signedBy(writer, CUT + 1) });
      const file = await declarationIn();
      const checked = await run(command, clone.dir, ["--ledger-declaration", file]);
      const full = await run(command, clone.dir, ["--ledger-declaration", file, "--from-start"]);
      expect(checked.stderr).not.toContain("Judged from");
      const fellBack = `warning: ${clone.checkpoint}: its record ${clone.checkpoint.replace(/\.checkpoint$/, "")} is not the declared writer's (it has no signature file beside it; --ledger-declaration ${file}): judged from every record\n`;
      expect(checked.stderr.split(fellBack)).toHaveLength(2);
      expect([checked.code, checked.stdout.replaceAll(/out-\d+/g, "out")]).toEqual([
        full.code,
        full.stdout.replaceAll(/out-\d+/g, "out"),
      ]);
      expect(checked.code).toBe(0);
      // Without the flag the checkpoint is started from, as before.
      expect((await run(command, clone.dir, [])).stderr).toContain(
        `Judged from ${clone.checkpoint}`,
      );
    });

    it("says once that nothing was checked where no record is signed", async () => {
      const clone = await cloneOf(STEPS, CUT);
      const file = await declarationIn();
      const checked = await run(command, clone.dir, ["--ledger-declaration", file]);
      const unchecked = await run(command, clone.dir, []);
      expect(checked.code).toBe(0);
      expect(checked.stderr.split(noneSigned(file))).toHaveLength(2);
      expect(unchecked.stderr).not.toContain("signed");
      expect(checked.stdout.replaceAll(/out-\d+/g, "out")).toBe(
        unchecked.stdout.replaceAll(/out-\d+/g, "out"),
      );
    });

    it("refuses a declaration that is not one before reading the ledger, writing nothing", async () => {
      const clone = await cloneOf(STEPS, CUT, { writerOf: signedBy(writer) });
      const file = await outsideClone("bad.yaml");
      await writeFile(file, "version: 1\nwriter_keys:\n  - not a key\n");
      const refused = await run(command, clone.dir, ["--ledger-declaration", file]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        new RegExp(
          `^error: --ledger-declaration ${file}: ${file}:3:5: writer_keys\\.0: not a PEM public key`,
        ),
      );
      expect(refused.stdout).toBe("");
      expect(await readdir(clone.dir)).toEqual([".git", "records"]);
    });
  },
);

/**
 * The rotation docs/ledger-writer.md prescribes: the new key added beside the old one, records
 * signed by the old key first and the new one from then on. Years later the auditor verifies the
 * whole ledger offline with the declaration that keeps both; removing the old key (which the docs
 * warn against) refuses the first record it signed, by name.
 */
describe("evidence verify across a rotation of the writer's key", () => {
  const rotated = (index: number) => (index < 2 ? writer : other);
  const pemOf = (key: typeof writer) =>
    key.publicKey
      .export({ type: "spki", format: "pem" })
      .toString()
      .trim()
      .replace(/\n/g, "\n    ");

  async function declaring(keys: (typeof writer)[]): Promise<string> {
    const file = await outsideClone(`${keys.length}-keys.yaml`);
    const listed = keys.map((key) => `  - |\n    ${pemOf(key)}\n`).join("");
    await writeFile(file, `version: 1\nwriter_keys:\n${listed}`);
    return file;
  }

  const verify = (dir: string, file: string) =>
    runCliInProcess(["evidence", "verify", "--dir", ".", "--ledger-declaration", file], {
      cwd: dir,
      now: () => day(400).getTime(),
    });

  it("passes with the declaration that keeps the old key beside the new", async () => {
    const clone = await cloneOf(STEPS, CUT, { writerOf: rotated });
    const run = await verify(clone.dir, await declaring([writer, other]));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "every record from each workspace's first signed one on (4 signed) is signed by a key",
    );
  });

  it("refuses the first record the old key signed once that key is removed", async () => {
    const clone = await cloneOf(STEPS, CUT, { writerOf: rotated });
    const run = await verify(clone.dir, await declaring([other]));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "record #1 of workspace grid-east: its signature is not by any key cip-ledger.yaml declares",
    );
  });
});
