// `evidence verify --ledger-declaration --repository` (issue 88, item 1, the auditor's side): each
// record checked with the keys of the cip-ledger.yaml in force before it, read from a clone of the
// repository at the commits the records name, as the Action checks them. A real repository whose
// default branch binds k1, adds k2 (C2), retires k1 (C3), and a commit a refused merge brought in
// (X, adding k3); a ledger folder of records each signed by a key or not. Each row gives the exact
// verdict with the flag, and what today's check with the one declaration alone says of the same
// ledger: the rotation it refused passes, the keys it let through are refused. verify writes
// nothing but, where the ledger verified, its verified head beside --dir (verified-head.test.ts),
// and prints no private key. `obligations`, `evidence report` and `evidence populations`
// judge alike, and with the flag never start from a checkpoint. Verify with its signature checkers
// on every core (issue 99, item 5) says exactly what it says in one thread, row by row.
import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { directoryTemplate } from "../support/directory-template.ts";
import { day, SOURCE_BIN_ENTRY } from "../support/evidence-records.ts";
import { git } from "../support/inventory-repository.ts";
import { cloneOf, COMMISSIONED, dayOf } from "../support/checkpoint-clones.ts";
import type { LedgerStep } from "../support/obligation-ledgers.ts";
import {
  type Commit,
  declarationRepository,
  k1,
  k2,
  k3,
  ledgerIn,
  ROTATION,
  type Step,
  TEXTS,
} from "../support/keys-in-force-ledgers.ts";

const repository = directoryTemplate(declarationRepository);

const MISSING = "a".repeat(40);
const AGAIN = { gap: 2, commission: "high", baseline: 1 } as LedgerStep;

const NOT_IN_FORCE = (sequence: number, at: string) =>
  `  record #${sequence} of workspace grid-east: its signature is not by any key the cip-ledger.yaml in force before it declares (at commit ${at}): a key takes force only from the accepted merge that adds it: a record another job of the repository wrote is not evidence, so nothing is judged from the ledger; 'cip-sync evidence verify --ledger-declaration cip-ledger.yaml' on a clone of the branch names each such record\n`;

interface Row {
  steps: Step[];
  /** The default branch's declaration the auditor is given. */
  given: Commit;
  /** verify's exit code and what standard error says (its first line after the warnings). */
  expected: (commits: Record<Commit, string>) => { code: number; says: string };
  /** The exit code of today's check, with the one declaration alone. */
  today: number;
}

const ROTATION_ROW = "a rotation: the old key before the retiring merge, the new one after";

const ROWS: Record<string, Row> = {
  [ROTATION_ROW]: {
    steps: ROTATION,
    given: "C3",
    expected: () => ({
      code: 0,
      says: "every record from each workspace's first signed one on (3 signed) is signed by a key of the cip-ledger.yaml in force before it (read from --repository repository), and cip-ledger.yaml is the one in force at each workspace's head",
    }),
    today: 1,
  },
  "a record signed by a key a refused merge added, listed by the default branch now": {
    steps: [
      { merge: "C2", by: k1 },
      { merge: "X", outcome: "policy", by: k2 },
      { drift: true, by: k3 },
    ],
    given: "X",
    expected: ({ C2 }) => ({ code: 1, says: NOT_IN_FORCE(3, `${C2}, put in force by record #1`) }),
    today: 0,
  },
  "a record the retired key signed after the retiring merge": {
    steps: [...ROTATION, { drift: true, by: k1 }],
    given: "C2",
    expected: ({ C3 }) => ({ code: 1, says: NOT_IN_FORCE(4, `${C3}, put in force by record #2`) }),
    today: 0,
  },
  "a signature file that is not one": {
    steps: [...ROTATION, { drift: true, signatureFile: "{ not json" }],
    given: "C3",
    expected: ({ C3 }) => ({
      code: 1,
      says: `  record #4 of workspace grid-east: its signature file is not JSON (at commit ${C3}, put in force by record #2): a key takes force only from the accepted merge that adds it`,
    }),
    today: 1,
  },
  "a declaration that is not the one in force at the ledger's head": {
    steps: ROTATION,
    given: "C2",
    expected: ({ C3 }) => ({
      code: 1,
      says: `  workspace grid-east: --ledger-declaration cip-ledger.yaml is not the cip-ledger.yaml in force at the ledger's head: commit ${C3} (put in force by record #2) declares another. Give the one in force (git show ${C3}:cip-ledger.yaml > cip-ledger.yaml, in a clone of the repository): a change to it binds only once the gate accepts the merge that makes it\n`,
    }),
    today: 0,
  },
  "a commit the clone lacks": {
    steps: [
      { merge: "C2", by: k1 },
      { merge: MISSING, by: k2 },
    ],
    given: "C3",
    expected: () => ({
      code: 2,
      says: `--repository repository does not hold commit ${MISSING}, which the records of workspace grid-east name, so the cip-ledger.yaml in force there cannot be read: fetch the default branch's full history into the clone (in it: git fetch --unshallow origin, or git fetch origin main), or make the bundle again with the default branch beside the evidence branch (git bundle create ledger.bundle cip-sync-evidence origin/main, in a clone of the repository), and run again\n`,
    }),
    today: 1,
  },
};

/** verify of the ledger in `cwd` with `extra` flags, its threads started from `threads` if given. */
async function verify(cwd: string, extra: string[], threads?: URL) {
  const args = [
    "evidence",
    "verify",
    "--dir",
    "evidence",
    "--ledger-declaration",
    "cip-ledger.yaml",
  ];
  return runCliInProcess([...args, ...extra], {
    cwd,
    ...(threads === undefined ? {} : { ledgerThreadEntry: threads }),
  });
}

const PRIVATE = [k1, k2, k3].map(
  (pair) => pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString().split("\n")[1]!,
);

describe("evidence verify --repository: each record with the declaration in force before it", () => {
  it.each(Object.entries(ROWS))("%s", async (_, row) => {
    const { dir: cwd, built: commits } = await repository();
    await ledgerIn(join(cwd, "evidence"), commits, row.steps);
    await writeFile(join(cwd, "cip-ledger.yaml"), TEXTS[row.given]);
    const listed = await readdir(cwd, { recursive: true });
    const run = await verify(cwd, ["--repository", "repository"]);
    const expected = row.expected(commits);
    expect(run.code).toBe(expected.code);
    expect(expected.code === 0 ? run.stdout : run.stderr).toContain(expected.says);
    if (expected.code !== 0) expect(run.stdout).toBe("");
    expect(`${run.stdout}${run.stderr}`).not.toMatch(
      new RegExp(PRIVATE.join("|").replace(/[+/]/g, "\\$&")),
    );
    const head = expected.code === 0 ? ["evidence.verified-head.json"] : [];
    expect((await readdir(cwd, { recursive: true })).sort()).toEqual([...listed, ...head].sort());
    // Today's check, with the one declaration alone, of the same ledger.
    const today = await verify(cwd, []);
    expect(today.code).toBe(row.today);
    // The signatures checked ahead on every core: the same verdict, word for word.
    const threaded = await verify(cwd, ["--repository", "repository"], SOURCE_BIN_ENTRY);
    expect(threaded).toEqual(run);
    expect(await verify(cwd, [], SOURCE_BIN_ENTRY)).toEqual(today);
  });

  it("needs --ledger-declaration, and says so before anything is read", async () => {
    const { dir: cwd } = await repository();
    const run = await runCliInProcess(
      ["evidence", "verify", "--dir", "evidence", "--repository", "repository"],
      { cwd },
    );
    expect(run).toMatchObject({
      code: 1,
      stdout: "",
      stderr: expect.stringContaining(
        "--repository needs --ledger-declaration: give the cip-ledger.yaml of the repository's default branch too (git show origin/main:cip-ledger.yaml > cip-ledger.yaml), which must be the one in force at the ledger's head",
      ),
    });
  });

  it("reads the declarations from the bundle --dir names, as the handover makes it", async () => {
    const { dir: cwd, built: commits } = await repository();
    const clone = join(cwd, "repository");
    // The evidence branch beside the default branch, bundled together.
    git(clone, "checkout", "-q", "--orphan", "cip-sync-evidence");
    git(clone, "rm", "-q", "-r", "-f", ".");
    await ledgerIn(clone, commits, ROTATION);
    git(clone, "add", "-A");
    git(clone, "commit", "-q", "-m", "records");
    git(clone, "bundle", "create", "-q", "../ledger.bundle", "cip-sync-evidence", "main");
    await writeFile(join(cwd, "cip-ledger.yaml"), TEXTS.C3);
    const args = ["evidence", "verify", "--dir", "ledger.bundle"];
    const declared = [...args, "--ledger-declaration", "cip-ledger.yaml"];
    const run = await runCliInProcess([...declared, "--repository", "ledger.bundle"], { cwd });
    expect(run.stdout).toContain(
      ROWS[ROTATION_ROW]!.expected(commits).says.replace(
        "--repository repository",
        "--repository ledger.bundle",
      ),
    );
    expect(run.code).toBe(0);
    expect((await runCliInProcess(declared, { cwd })).code).toBe(1);
  });
});

/** The commands that judge from records, each over the whole ledger (the records are in 2026). */
const JUDGING: Record<string, string[]> = {
  obligations: ["obligations", "--at", "2026-12-31", "--format", "json"],
  report: ["evidence", "report", "--from", "2026-01-01", "--to", "2026-12-31", "--format", "json"],
  populations: [
    "evidence",
    "populations",
    "--from",
    "2026-01-01",
    "--to",
    "2026-12-31",
    "--without-ports",
  ],
};

describe.each(Object.keys(JUDGING))("%s --repository", (command) => {
  it.each<[string, Step[], Commit, string | undefined]>([
    ["passes a rotation today's check refuses", ROTATION, "C3", undefined],
    [
      "refuses a record the retired key signed after the retiring merge",
      [...ROTATION, { drift: true, by: k1 }],
      "C2",
      "record #4 of workspace grid-east: its signature is not by any key the cip-ledger.yaml in force before it declares",
    ],
  ])("%s", async (_, steps, given, refused) => {
    const { dir: cwd, built: commits } = await repository();
    await ledgerIn(join(cwd, "evidence"), commits, steps);
    await writeFile(join(cwd, "cip-ledger.yaml"), TEXTS[given]);
    const args = [
      ...JUDGING[command]!,
      "--dir",
      "evidence",
      "--ledger-declaration",
      "cip-ledger.yaml",
    ];
    const run = await runCliInProcess([...args, "--repository", "repository"], { cwd });
    const today = await runCliInProcess(
      [...args, ...(command === "populations" ? ["--out", "today"] : [])],
      { cwd },
    );
    if (refused === undefined) {
      expect(run.stderr).not.toContain("is not by any key");
      expect(run.code).toBe(0);
      expect(today.code).toBe(1);
    } else {
      expect(run.stderr).toContain(refused);
      expect(run.code).toBe(1);
      expect(today.code).toBe(0);
    }
  });
});

describe("a reading from a checkpoint, with --repository", () => {
  it("is not started from: what is in force before a record needs the records before it", async () => {
    // A clone whose checkpoint the declared writer vouches for; its records name placeholder
    // commits, which the repository (with no such commit) cannot show once every record is read.
    const steps = [COMMISSIONED, AGAIN, AGAIN];
    const clone = await cloneOf(steps, 1, { writerOf: () => k1 });
    const { dir: cwd } = await repository();
    await writeFile(join(cwd, "cip-ledger.yaml"), TEXTS.G);
    const args = ["obligations", "--dir", clone.dir, "--at", dayOf(90), "--status", "open"];
    const declared = [...args, "--ledger-declaration", "cip-ledger.yaml"];
    const started = await runCliInProcess(declared, { cwd, now: () => day(400).getTime() });
    expect(started.stderr).toContain(`Judged from ${clone.checkpoint}`);
    const run = await runCliInProcess([...declared, "--repository", "repository"], {
      cwd,
      now: () => day(400).getTime(),
    });
    expect(run.stderr).not.toContain("Judged from");
    expect(run.stderr).toContain(
      `warning: ${clone.checkpoint}: with --repository repository, every record is checked with the declaration in force before it: judged from every record\n`,
    );
    expect(run.stderr).toContain(`--repository repository does not hold commit ${"b".repeat(40)}`);
    expect([run.code, run.stdout]).toEqual([2, ""]);
  });
});
