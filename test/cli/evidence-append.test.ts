// A break-glass apply made evidence: `cip-sync apply --plan --yes --record` from a git checkout
// against the emulator writes a change record with its context; `cip-sync evidence append` seals it
// into a checkout of the evidence branch, and `evidence verify` accepts the result, also with
// timestamps from the test TSA and on a clone whose operator committed the record. Every refusal
// writes nothing.
import { execFileSync } from "node:child_process";
import { mkdir, readdir, readFile, realpath, symlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ChangeRecord } from "../../src/core/evidence/records/change-record.ts";
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";
import { temporaryDirectory } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import {
  chainOf,
  changeDraft,
  day,
  monitoringDraft,
  withoutHistory,
} from "../support/evidence-records.ts";
import { useTestTsas } from "../support/test-tsa.ts";
import { KEY, startSystemsFixture } from "./systems-fixture.ts";

const servers = useTestTsas();

const TOKEN = "ghp_breakGlassRemoteToken0123456789";
const BOT = "github-actions[bot]";

function git(dir: string, author: string, ...args: string[]): string {
  return execFileSync("git", ["-C", dir, ...args], {
    encoding: "utf8",
    env: {
      PATH: process.env.PATH ?? "",
      HOME: dir,
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: `${author}@grid.example`,
      GIT_COMMITTER_NAME: author,
      GIT_COMMITTER_EMAIL: `${author}@grid.example`,
    },
  }).trim();
}

interface BreakGlass {
  text: string;
  record: ChangeRecord;
  commit: string;
}

let made: Promise<BreakGlass> | undefined;

/**
 * The change record of one break-glass apply, made once: the fixture's inventory in a git
 * repository whose origin URL carries a token, planned, then applied with the saved plan.
 */
function breakGlassRecord(): Promise<BreakGlass> {
  made ??= (async () => {
    const fixture = await startSystemsFixture();
    try {
      const { workdir, env } = fixture;
      git(workdir, "Dana", "init", "-q", "-b", "main");
      git(workdir, "Dana", "config", "user.name", "Dana Operator");
      git(workdir, "Dana", "config", "user.email", "dana@grid.example");
      git(
        workdir,
        "Dana",
        "remote",
        "add",
        "origin",
        `https://dana:${TOKEN}@github.com/grid/inventory.git`,
      );
      git(workdir, "Dana", "add", "-A");
      git(workdir, "Dana", "commit", "-q", "-m", "inventory");
      const gitEnv = { ...env, HOME: workdir, GIT_CONFIG_NOSYSTEM: "1" };
      const planned = await runCliInProcess(["plan", "--out", "plan.json"], {
        cwd: workdir,
        env: gitEnv,
      });
      expect(planned.code).toBe(0);
      const applied = await runCliInProcess(
        ["apply", "--plan", "plan.json", "--yes", "--record", "change.json"],
        { cwd: workdir, env: gitEnv },
      );
      expect(applied.stderr).toContain("cip-sync evidence append --dir");
      expect(applied.code).toBe(0);
      const text = await readFile(join(workdir, "change.json"), "utf8");
      return {
        text,
        record: JSON.parse(text) as ChangeRecord,
        commit: git(workdir, "Dana", "rev-parse", "HEAD"),
      };
    } finally {
      await fixture.close();
    }
  })();
  return made;
}

async function writeRecords(dir: string, sealed: readonly SealedRecord[]): Promise<void> {
  for (const { path, text } of sealed) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/** A checkout of the evidence branch with the Action's records of grid-east, and the record. */
async function evidenceCheckout(): Promise<string> {
  const dir = await temporaryDirectory();
  await writeRecords(
    dir,
    chainOf([
      { draft: monitoringDraft("grid-east", 1, true), at: day(0) },
      { draft: changeDraft("grid-east", 2), at: day(1) },
    ]),
  );
  await writeFile(join(dir, "change.json"), (await breakGlassRecord()).text);
  return dir;
}

async function listing(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).sort();
}

const append = (dir: string, ...flags: string[]) =>
  runCliInProcess(["evidence", "append", "--dir", ".", "--record", "change.json", ...flags], {
    cwd: dir,
  });

const verify = (dir: string, ...flags: string[]) =>
  runCliInProcess(["evidence", "verify", "--dir", ".", ...flags], { cwd: dir });

describe("the change record of a break-glass apply", () => {
  it("names the operator, repository without credentials, commit, clean tree, service, organization, host", async () => {
    const { record, commit, text } = await breakGlassRecord();
    expect(record.context).toMatchObject({
      repository: "https://github.com/grid/inventory.git",
      commit,
      ref: "refs/heads/main",
      tree_dirty: false,
      operator: { git_name: "Dana Operator", git_email: "dana@grid.example" },
      service: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      organization: "acme",
      host: expect.any(String),
      reviewed_fingerprint: record.fingerprint,
    });
    expect(record.tool.version).toMatch(/^\d+\.\d+\.\d+/);
    for (const secret of [TOKEN, KEY, "dana:"]) expect(text).not.toContain(secret);
  });
});

describe("cip-sync evidence append", () => {
  it("seals the record on the workspace's head as origin cli, and verify accepts the ledger", async () => {
    const dir = await evidenceCheckout();
    const run = await append(dir);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const path = /Sealed the change record as (\S+) /.exec(run.stdout)?.[1] ?? "";
    expect(path).toMatch(
      /^records\/grid-east\/\d{4}\/\d{2}\/\d{8}T\d{6}\.\d{3}Z-change-cli-[0-9a-f]{20}-1\.json$/,
    );
    expect(run.stdout).toContain("Commit it signed and push the evidence branch");
    expect(run.stdout).toContain(`git -C . add ${path}`);
    const sealed = JSON.parse(await readFile(join(dir, path), "utf8"));
    const { record, commit } = await breakGlassRecord();
    expect(sealed).toMatchObject({
      origin: "cli",
      workspace: "grid-east",
      sequence: 3,
      run: {
        repository: "https://github.com/grid/inventory.git",
        run_attempt: 1,
        actor: expect.stringContaining("Dana Operator <dana@grid.example>, OS user "),
      },
      kind: "change",
      change: {
        outcome: "applied",
        merge_sha: commit,
        pull_request: null,
        plan_fingerprint: record.fingerprint,
        reviewed_fingerprint: record.fingerprint,
        change_record: record,
      },
    });
    expect(sealed.run.run_url).toBeUndefined();
    const verified = await verify(dir);
    expect(verified.stderr).toBe(withoutHistory("."));
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain("Verified 3 record(s) in 1 workspace(s) (grid-east)");
    const year = path.split("/")[2]!;
    for (const format of ["markdown", "csv", "html"]) {
      const report = await runCliInProcess(
        [
          "evidence",
          "report",
          "--dir",
          ".",
          "--from",
          "2026-01-01",
          "--to",
          `${year}-12-31`,
          "--format",
          format,
        ],
        { cwd: dir },
      );
      expect(report.stderr).toBe(withoutHistory("."));
      expect(report.code).toBe(0);
    }
  });

  it("refuses the same record a second time, however it is laid out, writing nothing", async () => {
    const dir = await evidenceCheckout();
    expect((await append(dir)).code).toBe(0);
    const before = await listing(dir);
    const { record } = await breakGlassRecord();
    await writeFile(join(dir, "change.json"), JSON.stringify(record));
    const again = await append(dir);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /--record change\.json is already sealed in the ledger as records\/grid-east\/.*-change-cli-.*: a change is recorded once\. Nothing was written\./,
    );
    expect(await listing(dir)).toEqual(before);
  });

  it.each([
    [
      "a broken chain",
      async (dir: string) => {
        // Record 2 deleted: the head no longer links to its predecessor.
        const [first, , third] = chainOf([
          { draft: monitoringDraft("grid-east", 1, true), at: day(0) },
          { draft: changeDraft("grid-east", 2), at: day(1) },
          { draft: monitoringDraft("grid-east", 3, true), at: day(2) },
        ]);
        await writeRecords(dir, [first!, third!]);
      },
      /the evidence chain of workspace grid-east in --dir \. is broken, so no record was appended to it: .*record 2 was deleted/,
    ],
    [
      "a directory that is not a checkout of the evidence branch",
      async () => {},
      /--dir \S+ has no records\/ directory: pass a checkout of the evidence branch/,
    ],
    [
      "a workspace the ledger does not hold",
      async (dir: string) => {
        await writeRecords(dir, chainOf([{ draft: changeDraft("grid-west", 1), at: day(0) }]));
      },
      /--workspace grid-east has no records in --dir \., which holds grid-west: pass one of them/,
      ["--workspace", "grid-east"],
    ],
    [
      "timestamped records and no TSA",
      async (dir: string) => {
        const [sealed] = chainOf([{ draft: changeDraft("grid-east", 1), at: day(0) }]);
        await writeRecords(dir, [sealed!]);
        await writeFile(join(dir, `${sealed!.path}.tsr`), "token");
      },
      /the records of workspace grid-east are timestamped, and this one would have no token: pass --tsa-url URL/,
    ],
  ])("refuses %s, writing nothing", async (_case, prepare, message, flags: string[] = []) => {
    const dir = await temporaryDirectory();
    await writeFile(join(dir, "change.json"), (await breakGlassRecord()).text);
    await prepare(dir);
    const before = await listing(dir);
    const run = await append(dir, ...flags);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain("Nothing was written.");
    expect(run.code).toBe(1);
    expect(await listing(dir)).toEqual(before);
  });

  // Issue 52: starting a ledger took a refusal per step (records/, then --workspace); one says all.
  it.each([
    {
      flags: [],
      start:
        'create evidence/records/ on the new evidence branch, and pass --workspace NAME (the Action\'s input workspace, default "default"): an empty ledger has no workspace to take.',
    },
    {
      flags: ["--workspace", "grid-east"],
      start: "create evidence/records/ on the new evidence branch.",
    },
  ])(
    "an empty folder with $flags: what starting a ledger takes, at once",
    async ({ flags, start }) => {
      const dir = await temporaryDirectory();
      await writeFile(join(dir, "change.json"), (await breakGlassRecord()).text);
      await mkdir(join(dir, "evidence"));
      const run = await runCliInProcess(
        ["evidence", "append", "--dir", "evidence", "--record", "change.json", ...flags],
        { cwd: dir },
      );
      expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
        code: 1,
        stdout: "",
        stderr: `error: --dir ${join(dir, "evidence")} has no records/ directory: pass a checkout of the evidence branch (git clone --branch cip-sync-evidence --single-branch <repository> evidence). To start a new ledger there instead (docs/change-records-and-evidence.md#starting-a-ledger-from-the-command-line), ${start} Nothing was written.\n`,
      });
      expect(await listing(join(dir, "evidence"))).toEqual([]);
    },
  );

  it.each([
    [
      "not JSON",
      "{",
      /--record change\.json is not JSON \(.*\): pass the file 'cip-sync apply --record FILE' wrote, unchanged/,
    ],
    [
      "not a change record",
      JSON.stringify({ status: "applied" }),
      /--record change\.json is not a change record \(at \$\.format_version: .*\): pass the file/,
    ],
  ])("refuses a record file that is %s, writing nothing", async (_case, content, message) => {
    const dir = await evidenceCheckout();
    await writeFile(join(dir, "change.json"), content);
    const before = await listing(dir);
    const run = await append(dir);
    expect(run.stderr).toMatch(message);
    expect(run.code).toBe(1);
    expect(await listing(dir)).toEqual(before);
  });

  it("writes the TSA's token beside the record, and verify --require-timestamps passes", async () => {
    const dir = await temporaryDirectory();
    await mkdir(join(dir, "records"));
    await writeFile(join(dir, "change.json"), (await breakGlassRecord()).text);
    await writeFile(join(dir, "tsa-ca.pem"), servers.tsa.caPem);
    const run = await append(
      dir,
      "--workspace",
      "grid-east",
      "--tsa-url",
      servers.tsa.url,
      "--tsa-ca",
      "tsa-ca.pem",
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const path = /Sealed the change record as (\S+) /.exec(run.stdout)?.[1] ?? "";
    expect(run.stdout).toContain(`with its timestamp token ${path}.tsr`);
    expect((await readFile(join(dir, `${path}.tsr`))).length).toBeGreaterThan(0);
    const verified = await verify(dir, "--tsa-ca", "tsa-ca.pem", "--require-timestamps");
    expect(verified.stderr).toBe(withoutHistory("."));
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain(`${path}: timestamped (CN=Test TSA, `);
  });

  it.each([
    [
      "a TSA that is down",
      "tsa" as const,
      /the TSA http:\/\/127\.0\.0\.1:\d+\/tsr did not answer: .*\(--tsa-url\): check that the TSA is reachable/,
    ],
    [
      "a token that does not check against --tsa-ca",
      "other" as const,
      /the token of the TSA .* does not check against --tsa-ca tsa-ca\.pem: /,
    ],
  ])("refuses %s, writing nothing", async (_case, which, message) => {
    const dir = await temporaryDirectory();
    await mkdir(join(dir, "records"));
    await writeFile(join(dir, "change.json"), (await breakGlassRecord()).text);
    await writeFile(join(dir, "tsa-ca.pem"), servers.tsa.caPem);
    const before = await listing(dir);
    const server = servers[which];
    if (which === "tsa") server.setMode("down");
    try {
      const run = await append(
        dir,
        "--workspace",
        "grid-east",
        "--tsa-url",
        server.url,
        "--tsa-ca",
        "tsa-ca.pem",
      );
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toContain("Nothing was written.");
      expect(run.code).toBe(1);
    } finally {
      server.setMode("up");
    }
    expect(await listing(dir)).toEqual(before);
  });

  it("accepts, in a clone's history, the operator's commit of the sealed record", async () => {
    const dir = await temporaryDirectory();
    git(dir, BOT, "init", "-q", "-b", "cip-sync-evidence");
    for (const sealed of chainOf([
      { draft: monitoringDraft("grid-east", 1, true), at: day(0) },
      { draft: changeDraft("grid-east", 2), at: day(1) },
    ])) {
      await writeRecords(dir, [sealed]);
      git(dir, BOT, "add", "-A");
      git(dir, BOT, "commit", "-q", "-m", "ledger");
    }
    await writeFile(join(dir, ".git", "info", "exclude"), "change.json\n");
    await writeFile(join(dir, "change.json"), (await breakGlassRecord()).text);
    expect((await append(dir)).code).toBe(0);
    git(dir, "Dana", "add", "records");
    git(dir, "Dana", "commit", "-q", "-m", "grid-east #3: break-glass change record");
    const verified = await verify(dir);
    // Accepted (exit 0), and named for the audit: without --operator-keys nobody vouches for it.
    expect(verified.code).toBe(0);
    expect(verified.stderr).toMatch(
      /^warning: history: commit [0-9a-f]{40} by Dana <[^>]*> adds break-glass records and cannot be authenticated \(no --operator-keys\): an unauthenticated exception for the audit\n/u,
    );
  });
});

// Issue 69: the month's folder of the ledger's checkout a symbolic link to a folder outside --dir
// (git keeps links): append stops with the record's path, where it leads and how to fix it, and
// writes nothing, outside or in.
describe("evidence append through a symbolic link under --dir", () => {
  it("writes nothing outside, exits non-zero and names the link", async () => {
    const dir = await evidenceCheckout();
    const outside = await temporaryDirectory();
    await mkdir(join(dir, "records", "grid-east", "2026"), { recursive: true });
    await symlink(outside, join(dir, "records", "grid-east", "2026", "07"));
    const before = await listing(dir);
    const run = await runCliInProcess(
      ["evidence", "append", "--dir", ".", "--record", "change.json"],
      { cwd: dir, now: () => Date.parse("2026-07-15T12:00:00Z") },
    );
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(
      /(^|\n)error: records\/grid-east\/2026\/07\/20260715T120000\.000Z-change-cli-[0-9a-f]{20}-1\.json leads outside --dir \. \(to \S+\/20260715T120000\.000Z-change-cli-[0-9a-f]{20}-1\.json\) through a symbolic link: nothing was written; replace the link with a folder or file of the checkout\n$/,
    );
    expect(run.stderr).toContain(`(to ${await realpath(outside)}/`);
    expect(await readdir(outside)).toEqual([]);
    expect(await listing(dir)).toEqual(before);
  });
});
