// Paths given with --plan, --out and --record, in-process against the emulator: a file-system
// problem with one of them is a message naming the flag, the path as given and what to do, never a
// bare ENOENT or EEXIST. The paths are relative to the run's working directory, not this process's.
import { lstat, mkdir, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";

const KEY = "test-key-file-flags-7d21";

const seed = acmeSeed(KEY, [{ id: "ca_1", name: "relay-01", asset_type: "hardware" }]);

// The live inventory exactly: plan and apply have nothing to change.
const UNCHANGED = "cyber_system: Alpha Protection\nassets:\n  relay-01: hardware\n";

const PLAN_FIX = "pass the path of a plan saved with 'cip-sync plan --out FILE'";

let emulator: RunningEmulator;
let repo: string;

beforeAll(async () => {
  emulator = await startEmulator({ seed: seed });
  repo = await workdirWithInventory("cip-sync-file-flags-");
  await writeFile(join(repo, "inventory", "alpha.yaml"), UNCHANGED);
  await mkdir(join(repo, "inventory-change"));
  await writeFile(
    join(repo, "inventory-change", "alpha.yaml"),
    `${UNCHANGED}  relay-02: hardware\n`,
  );
  await mkdir(join(repo, "a-directory"));
  await writeFile(join(repo, "a-file"), "not a directory\n");
  // Where import would write the folder of facility "Substation Alpha", a file.
  await mkdir(join(repo, "occupied"));
  await writeFile(join(repo, "occupied", "substation-alpha"), "in the way\n");
  await writeFile(join(repo, "not-json.json"), "{ fingerprint: sha256 }\n");
  await writeFile(join(repo, "a-list.json"), "[]\n");
  await writeFile(join(repo, "future.json"), '{ "format_version": 2 }\n');
});

afterAll(async () => {
  await emulator.close();
  await rm(repo, { recursive: true, force: true });
});

describe("a path given with a flag that cannot be used", () => {
  it.each([
    [["apply", "--plan", "nope.json"], `error: --plan nope.json: no such file; ${PLAN_FIX}\n`],
    [
      ["apply", "--plan", "a-directory"],
      `error: --plan a-directory: is a directory, not a file; ${PLAN_FIX}\n`,
    ],
    [
      ["apply", "--plan", "not-json.json"],
      "error: --plan not-json.json is not valid JSON (Expected property name or '}' in JSON at position 2 (line 1 column 3)); pass the file written by 'cip-sync plan --out FILE'\n",
    ],
    [
      ["apply", "--plan", "a-list.json"],
      "error: --plan a-list.json is not a valid plan; pass the file written by 'cip-sync plan --out FILE', unedited:\n  at $: Invalid input: expected object, received array\n",
    ],
    [
      ["apply", "--plan", "future.json"],
      "error: --plan future.json has plan format_version 2, and this cip-sync reads version 1; run 'cip-sync plan --out FILE' again with this version\n",
    ],
    [
      ["plan", "--out", "a-file/plan.json"],
      "error: --out a-file/plan.json: a-file is a file, not a directory; choose another file path for the saved plan\n",
    ],
    [
      ["plan", "--out", "a-file/deeper/plan.json"],
      "error: --out a-file/deeper/plan.json: a-file is a file, not a directory; choose another file path for the saved plan\n",
    ],
    [
      ["plan", "--out", "a-directory"],
      "error: --out a-directory: is a directory, not a file; choose another file path for the saved plan\n",
    ],
    [
      ["import", "--out", "a-file"],
      "error: --out a-file: is a file, not a directory; choose an empty or new directory\n",
    ],
    [
      ["import", "--out", "a-file/inventory"],
      "error: --out a-file/inventory: a-file is a file, not a directory; choose an empty or new directory\n",
    ],
    [
      ["import", "--out", "occupied"],
      "error: --out occupied is not empty; choose an empty or new directory, or pass --force to overwrite files there.\n",
    ],
    [
      ["import", "--out", "occupied", "--force"],
      "error: --out occupied: occupied/substation-alpha is a file, not a directory; choose an empty or new directory\n",
    ],
  ])("%j", async (args, stderr) => {
    emulator.resetCounts();
    const run = await runCliInProcess(args, {
      cwd: repo,
      env: { CIP_API_URL: emulator.url, CIP_API_KEY: KEY },
    });
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 1,
      stdout: "",
      stderr,
    });
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  // Issue 52: the record is sealed into the ledger later, which needs the commit and origin of a
  // checkout; this directory is none. Every reason is given at once, before the question.
  const UNSEALABLE = (record: string) =>
    `--record ${record} could not be sealed into the evidence ledger ('cip-sync evidence append'): it names no commit (context.commit) and no repository (context.repository): apply ran outside a git checkout of the inventory repository with a remote origin; run break-glass applies from such a checkout, so that the change can be tied to a commit`;
  it.each([
    {
      record: "a-file/record.json",
      tty: false,
      problems: [
        "--record a-file/record.json: a-file is a file, not a directory; choose another file path for the change record",
        UNSEALABLE("a-file/record.json"),
      ],
    },
    {
      record: "a-directory",
      tty: false,
      problems: [
        "--record a-directory: is a directory, not a file; choose another file path for the change record",
        UNSEALABLE("a-directory"),
      ],
    },
    { record: "c.json", tty: false, problems: [UNSEALABLE("c.json")] },
    { record: "c.json", tty: true, problems: [UNSEALABLE("c.json")] },
  ])(
    "--record $record (terminal: $tty): refused before any change and any question, since the record could not be written or sealed after",
    async ({ record, tty, problems }) => {
      const run = await runCliInProcess(
        ["apply", ...(tty ? [] : ["--yes"]), "--path", "inventory-change", "--record", record],
        {
          cwd: repo,
          env: { CIP_API_URL: emulator.url, CIP_API_KEY: KEY },
          stdinIsTTY: tty,
          answer: "yes",
        },
      );
      expect({ code: run.code, stdout: run.stdout, stderr: run.stderr, asked: run.asked }).toEqual({
        code: 1,
        stdout: "",
        stderr: `error: ${problems.join("\n")}\nNothing was changed: fix ${problems.length === 1 ? "this" : "these"} first, or leave out --record.\n`,
        asked: [],
      });
      expect(emulator.mutatingRequestCount()).toBe(0);
      await expect(lstat(join(repo, "c.json"))).rejects.toThrow("ENOENT");
    },
  );

  // Issue 64, item 8: without git on PATH, no checkout can be read, and the message said the apply
  // "ran outside a git checkout": it says git is missing, and how to fix that.
  it("--record without git on PATH says git is missing, before any change", async () => {
    vi.stubEnv("PATH", join(repo, "no-such-bin"));
    const run = await runCliInProcess(
      ["apply", "--yes", "--path", "inventory-change", "--record", "c.json"],
      { cwd: repo, env: { CIP_API_URL: emulator.url, CIP_API_KEY: KEY } },
    );
    expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "error: --record c.json could not be sealed into the evidence ledger ('cip-sync evidence append'): git could not be started (it is not installed, or not on PATH), so the checkout's commit, its remote origin and the operator (git's user.name and user.email) cannot be read: install git or add its folder to PATH, then run apply again from the checkout of the inventory repository\nNothing was changed: fix this first, or leave out --record.\n",
    });
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});

describe("issue 15 finding 10: a symbolic link at the path of --out", () => {
  it("is replaced by the plan; the file it pointed to is left as it was", async () => {
    await writeFile(join(repo, "workflow-target.yml"), "precious: true\n");
    await symlink(join(repo, "workflow-target.yml"), join(repo, "linked-plan.json"));
    const run = await runCliInProcess(["plan", "--out", "linked-plan.json"], {
      cwd: repo,
      env: { CIP_API_URL: emulator.url, CIP_API_KEY: KEY },
    });
    expect(run.code).toBe(0);
    expect(await readFile(join(repo, "workflow-target.yml"), "utf8")).toBe("precious: true\n");
    expect((await lstat(join(repo, "linked-plan.json"))).isSymbolicLink()).toBe(false);
    expect(JSON.parse(await readFile(join(repo, "linked-plan.json"), "utf8"))).toMatchObject({
      format_version: 1,
    });
  });
});

// Issue 69: a folder under --out that is a symbolic link to a folder outside it (git keeps links;
// a pull request can add one) is never written through: import stops with the path, where it
// leads and how to fix it, and nothing lands outside --out.
describe("import through a symbolic link under --out", () => {
  it("writes nothing outside, exits non-zero and names the link", async () => {
    const outside = join(repo, "..", `${repo.split("/").at(-1)}-outside`);
    await mkdir(outside, { recursive: true });
    await mkdir(join(repo, "linked"));
    // The folder import writes facility "Substation Alpha" into, a link leading out of --out.
    await symlink(outside, join(repo, "linked", "substation-alpha"));
    try {
      const run = await runCliInProcess(["import", "--out", "linked", "--force"], {
        cwd: repo,
        env: { CIP_API_URL: emulator.url, CIP_API_KEY: KEY },
      });
      expect(run.code).not.toBe(0);
      expect(run.stderr).toMatch(
        new RegExp(
          `^error: --out linked: linked/substation-alpha/\\S+ leads outside --out linked \\(to ${outside.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/\\S+\\) through a symbolic link: nothing was written; replace the link with a folder or file of the checkout\n$`,
        ),
      );
      expect(await readdir(outside)).toEqual([]);
      // "nothing was written": nor anything inside --out beside the link.
      expect(await readdir(join(repo, "linked"))).toEqual(["substation-alpha"]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});
