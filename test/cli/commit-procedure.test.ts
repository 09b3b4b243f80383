// Issue 64, item 2: the commands `evidence append` prints for a person to run work as printed. A
// collector's file is appended to a clone of the evidence branch; the printed add, signed commit
// (`git commit -S`, with a throwaway OpenPGP key in the test's own GNUPGHOME) and push are run by a
// shell against a bare repository as origin, for a new branch (`push -u origin BRANCH`, which a plain
// `git push` refuses) and for one that has its upstream; `evidence verify` and `obligations` with
// the operators' keys file the output names then accept the record.
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { SIGNED_COMMIT_WORD } from "../../src/cli/evidence/sealed-report.ts";
import { runCliInProcess } from "../support/cli.ts";
import { chainOf, changeDraft, day, monitoringDraft } from "../support/evidence-records.ts";
import { BOT, commit, git as gitAs } from "../support/ledger-clone.ts";

const BRANCH = "cip-sync-evidence";

const INVENTORY = `cyber_system: EMS
impact: high
assets:
  rtu-01:
    type: hardware
    baseline:
      ports:
        - { port: 502, protocol: tcp, justification: Modbus }
`;

const OBSERVED = {
  format_version: 1,
  workspace: "grid-east",
  observed_at: "2026-01-05T10:00:00Z",
  collector: { name: "example-collector", version: "0.1.0" },
  assets: [
    {
      cyber_system: "EMS",
      name: "rtu-01",
      observed: {
        os_firmware: [],
        software: [],
        custom_software: [],
        ports: [{ port: 502, protocol: "tcp", service: "modbus" }],
        patches: [],
      },
    },
  ],
};

interface Place {
  root: string;
  /** The environment of the operator's shell: git finds the signing key through GNUPGHOME. */
  env: Record<string, string>;
  keysFile: string;
}

function run(dir: string, env: Record<string, string>, command: string, ...args: string[]) {
  return execFileSync(command, args, { cwd: dir, env, encoding: "utf8", stdio: "pipe" }).trim();
}

/** A root with a throwaway OpenPGP key of Dana's in its own GNUPGHOME, and its public key file. */
async function operatorPlace(): Promise<Place> {
  const root = await mkdtemp(join(tmpdir(), "cip-commit-"));
  const gnupg = join(root, "gnupg");
  await mkdir(gnupg, { mode: 0o700 });
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: root,
    GIT_CONFIG_NOSYSTEM: "1",
    GNUPGHOME: gnupg,
  };
  onTestFinished(async () => {
    execFileSync("gpgconf", ["--kill", "gpg-agent"], { env, stdio: "ignore" });
    await rm(root, { recursive: true, force: true });
  });
  const gpg = ["--batch", "--pinentry-mode", "loopback", "--passphrase", ""];
  run(root, env, "gpg", ...gpg, "--quick-gen-key", "Dana <dana@grid.example>", "ed25519", "sign");
  const keysFile = join(root, "cip-sync-operators.asc");
  await writeFile(keysFile, run(root, env, "gpg", "--armor", "--export", "dana@grid.example"));
  return { root, env, keysFile };
}

/**
 * The inventory checkout (the collector's file is compared with its HEAD), the bare origin, and
 * the ledger: the Action's records of grid-east, committed by its bot, with Dana's name and key
 * configured; pushed with its upstream when `pushed`, else a branch origin has never seen.
 */
async function setUp(place: Place, pushed: boolean): Promise<{ repo: string; ledger: string }> {
  const { root, env } = place;
  const repo = join(root, "inventory-repo");
  await mkdir(join(repo, "inventory"), { recursive: true });
  await writeFile(join(repo, "inventory", "ems.yaml"), INVENTORY);
  run(repo, env, "git", "init", "-q", "-b", "main");
  run(repo, env, "git", "remote", "add", "origin", "https://github.com/grid/inventory.git");
  run(repo, env, "git", "add", "-A");
  const dana = ["-c", "user.name=Dana", "-c", "user.email=dana@grid.example"];
  run(repo, env, "git", ...dana, "commit", "-q", "-m", "inventory");
  await writeFile(join(root, "observed.json"), JSON.stringify(OBSERVED));

  run(root, env, "git", "init", "-q", "--bare", "-b", BRANCH, "origin.git");
  const ledger = join(root, "evidence");
  await mkdir(ledger);
  gitAs(ledger, BOT, "init", "-q", "-b", BRANCH);
  await commit(
    ledger,
    BOT,
    chainOf([
      { draft: monitoringDraft("grid-east", 1, true), at: day(0) },
      { draft: changeDraft("grid-east", 2), at: day(1) },
    ]),
  );
  gitAs(ledger, BOT, "remote", "add", "origin", join(root, "origin.git"));
  if (pushed) gitAs(ledger, BOT, "push", "-q", "-u", "origin", BRANCH);
  const key = run(root, env, "gpg", "--list-keys", "--with-colons", "dana@grid.example");
  const fingerprint = /^fpr:+([0-9A-F]{40}):/m.exec(key)?.[1] ?? "";
  for (const [name, value] of [
    ["user.name", "Dana"],
    ["user.email", "dana@grid.example"],
    ["user.signingkey", fingerprint],
  ])
    run(ledger, env, "git", "config", name!, value!);
  return { repo, ledger };
}

/** The commands the output tells the operator to run, as printed. */
function printedCommands(stdout: string): string[] {
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("  git "))
    .map((line) => line.slice(2));
}

describe("the commit and push evidence append prints", () => {
  it.each([
    { pushed: false, push: `git -C ../evidence push -u origin ${BRANCH}` },
    { pushed: true, push: "git -C ../evidence push" },
  ])(
    "work as printed (upstream set before: $pushed), and the signed record counts",
    async ({ pushed, push }) => {
      const place = await operatorPlace();
      const { repo, ledger } = await setUp(place, pushed);
      const appended = await runCliInProcess(
        ["evidence", "append", "--dir", "../evidence", "--monitoring", "../observed.json"],
        { cwd: repo, env: { HOME: place.root, GIT_CONFIG_NOSYSTEM: "1" } },
      );
      expect(appended.stderr).toBe("");
      expect(appended.code).toBe(0);
      const commands = printedCommands(appended.stdout);
      expect(commands).toEqual([
        expect.stringMatching(/^git -C \.\.\/evidence add records\/grid-east\/\S+\.json$/),
        "git -C ../evidence commit -S -m 'grid-east #3: configuration-monitoring record'",
        push,
      ]);
      expect(appended.stdout).toContain(`${SIGNED_COMMIT_WORD}\n`);
      expect(appended.stdout.includes("has no upstream yet")).toBe(!pushed);

      for (const command of commands) run(repo, place.env, "sh", "-c", command);

      // On origin, and signed by the key the operators' keys file holds.
      const head = run(ledger, place.env, "git", "rev-parse", "HEAD");
      expect(run(ledger, place.env, "git", "ls-remote", "origin", BRANCH)).toBe(
        `${head}\trefs/heads/${BRANCH}`,
      );
      const keys = ["--operator-keys", place.keysFile];
      const verified = await runCliInProcess(["evidence", "verify", "--dir", ".", ...keys], {
        cwd: ledger,
      });
      expect(verified.code).toBe(0);
      // Its only warning is of the bot's commits (no --writer-key here), none of Dana's.
      expect(verified.stderr).not.toContain("Dana");
      // Without the file, the same commit is one nobody vouches for: the key file is what counts.
      const unvouched = await runCliInProcess(["evidence", "verify", "--dir", "."], {
        cwd: ledger,
      });
      expect(unvouched.stderr).toMatch(
        /commit [0-9a-f]{40} by Dana <dana@grid\.example> .*cannot be authenticated \(no --operator-keys\)/,
      );
    },
  );
});
