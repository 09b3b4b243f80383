// `cip-sync review`: writes the CIP-002 R2 review file of the inventory as it is, listing every
// facility and control center the service holds (--offline: those the documents name, and the
// file says so); --check passes while the file describes the inventory and fails, saying why and
// what to do, once it does not; wrong flags are named with what they accept, and nothing is
// written then.
import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { startEmulator } from "../../src/emulator/server.ts";
import { runCliInProcess } from "../support/cli.ts";
import { seed, TWO_SUBSTATIONS } from "../support/seed.ts";

const ALPHA =
  "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-relay-01: hardware\n";

async function checkout(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cip-review-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  await mkdir(join(dir, "inventory"));
  await writeFile(join(dir, "inventory", "alpha.yaml"), ALPHA);
  return dir;
}

const run = (dir: string, ...args: string[]) => runCliInProcess(["review", ...args], { cwd: dir });

const KEY = "test-key-review-5d1e";

/** The emulator with Substations Alpha and Bravo and the control center; the CLI's environment. */
async function service(): Promise<Record<string, string>> {
  const emulator = await startEmulator({ seed: seed({ api_keys: [KEY], ...TWO_SUBSTATIONS }) });
  onTestFinished(() => emulator.close());
  return { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
}

describe("cip-sync review", () => {
  it("lists every facility and control center the service holds, and --check holds the file to the inventory", async () => {
    const dir = await checkout();
    const env = await service();
    const written = await runCliInProcess(
      ["review", "--workspace", "grid-east", "--on", "2026-11-25"],
      { cwd: dir, env },
    );
    expect(written.stderr).toBe("");
    expect(written.code).toBe(0);
    const origin = new URL(env.CIP_API_URL!).origin;
    expect(written.stdout).toBe(
      `Wrote cip-002-review.yaml: the identifications of workspace grid-east only (1 cyber system(s); another workspace's are reviewed in its own file) at 3 facilities and control centers of ${origin}, reviewed on 2026-11-25. Commit it unedited in a pull request for the CIP Senior Manager or a delegate to approve; its merge records the review.\n`,
    );
    const text = await readFile(join(dir, "cip-002-review.yaml"), "utf8");
    expect(text).toContain(
      '  - cyber_system: "Protection System"\n    facility: "Substation Alpha"\n',
    );
    // The BES assets no document names are listed too, each as holding no BES Cyber System.
    expect(text).toContain(
      `bes_assets:\n  - control_center: "Primary Control Center"\n    cyber_systems: [] # considered: holds no BES Cyber System\n  - facility: "Substation Alpha"\n    cyber_systems: ["Protection System"]\n  - facility: "Substation Bravo"\n    cyber_systems: [] # considered: holds no BES Cyber System\n`,
    );
    expect(text).toContain(`at every facility and control center the service at ${origin} held;`);

    const checked = await run(dir, "--check");
    expect(checked.code).toBe(0);
    expect(checked.stdout).toMatch(
      /^cip-002-review\.yaml describes this inventory \(sha256:[0-9a-f]{64}\), reviewed on 2026-11-25\.\n$/,
    );

    await writeFile(join(dir, "inventory", "alpha.yaml"), `${ALPHA}  alpha-rtu-09: hardware\n`);
    const stale = await run(dir, "--check");
    expect(stale.code).toBe(1);
    expect(stale.stderr).toBe(
      'cip-002-review.yaml does not describe this inventory: the inventory is not the one reviewed (it changed after the review was written: cyber system "Protection System" of "Substation Alpha": asset "alpha-rtu-09" was not reviewed). Run \'cip-sync review\' to write it again, and have it approved again.\n',
    );
    // --check writes nothing.
    expect(await readFile(join(dir, "cip-002-review.yaml"), "utf8")).toBe(text);
  });

  // Issue 64, item 8: the docs say a file edited by hand fails --check; a reviewed_on, a scope or
  // a BES asset edited passed, since the digest froze the identifications only.
  it.each([
    [
      "reviewed_on",
      (text: string) => text.replace('reviewed_on: "2026-11-25"', 'reviewed_on: "2026-12-01"'),
    ],
    [
      "bes_assets",
      (text: string) => text.replace('cyber_systems: ["Protection System"]', "cyber_systems: []"),
    ],
    ["scope", (text: string) => text.replace(/^scope: ".*"$/m, 'scope: "everything"')],
  ])("--check fails on a file whose %s was edited by hand", async (_field, edit) => {
    const dir = await checkout();
    const written = await run(dir, "--offline", "--workspace", "grid-east", "--on", "2026-11-25");
    expect(written.code).toBe(0);
    const path = join(dir, "cip-002-review.yaml");
    const edited = edit(await readFile(path, "utf8"));
    expect(edited).not.toBe(await readFile(path, "utf8"));
    await writeFile(path, edited);
    const checked = await run(dir, "--check");
    expect({ code: checked.code, stdout: checked.stdout, stderr: checked.stderr }).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "cip-002-review.yaml does not describe this inventory: it is not the file 'cip-sync review' wrote (its review_digest does not match what it holds: edited by hand). Run 'cip-sync review' to write it again, and have it approved again.\n",
    });
  });

  it.each([
    [
      ["--on", "2026-02-30"],
      "error: --on 2026-02-30 is not a day that exists: write it as YYYY-MM-DD, e.g. 2026-11-24\n",
    ],
    [
      ["--workspace", "grid east"],
      'error: --workspace "grid east" is not a workspace name: letters, digits, dots, hyphens and underscores, as the Action\'s input workspace\n',
    ],
    [
      ["--check"],
      "--out cip-002-review.yaml cannot be read (it does not exist): write the review first with 'cip-sync review', or name it with --out.\n",
    ],
    [
      [],
      "error: the review lists every facility and control center the service holds (CIP-002 R1 considers each BES asset), so it reads them: set CIP_API_URL (or --api-url) and CIP_API_KEY, or pass --offline to list only those the inventory names (the file's scope then says so)\n",
    ],
    [
      ["--check", "--offline"],
      "error: --offline applies to writing the review; --check reads no service: leave out --offline\n",
    ],
    [
      ["--offline", "--on", "2026-11-27"],
      "error: --on 2026-11-27 is after today (2026-11-25 in UTC, 2026-11-26 in UTC+14, the farthest ahead): date the review the day it was done, or leave out --on for today\n",
    ],
  ])("refuses %j, writing nothing", async (args, stderr) => {
    const dir = await checkout();
    const refused = await runCliInProcess(["review", ...args], {
      cwd: dir,
      now: () => Date.parse("2026-11-25T12:00:00Z"),
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(stderr);
    expect(existsSync(join(dir, "cip-002-review.yaml"))).toBe(false);
  });

  it("refuses while a system is unrated, naming it at its place, writing nothing", async () => {
    const dir = await checkout();
    await writeFile(
      join(dir, "inventory", "bravo.yaml"),
      "cyber_system: Bravo Relays\nfacility: Substation Bravo\nassets: {}\n",
    );
    for (const args of [["--offline", "--workspace", "grid-east"], ["--check"]]) {
      const refused = await run(dir, ...args);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        'inventory/bravo.yaml:1:1: cyber system "Bravo Relays" has no impact: rate it (impact: high, medium or low, by the criteria of CIP-002 Attachment 1) before the review; an unrated system cannot be reviewed\nNo review was written or checked: rate every system first.\n',
      );
      expect(existsSync(join(dir, "cip-002-review.yaml"))).toBe(false);
    }
  });

  it("writes no review of invalid files", async () => {
    const dir = await checkout();
    await writeFile(
      join(dir, "inventory", "alpha.yaml"),
      "cyber_system: Protection System\nassets: 3\n",
    );
    const refused = await run(dir, "--offline", "--workspace", "grid-east");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "No review was written or checked: fix the errors above first.\n",
    );
    expect(existsSync(join(dir, "cip-002-review.yaml"))).toBe(false);
  });

  it("--offline lists only the BES assets the documents name, and its scope says so", async () => {
    const dir = await checkout();
    const written = await run(dir, "--offline", "--workspace", "grid-east", "--on", "2026-11-25");
    expect(written.code).toBe(0);
    expect(written.stdout).toContain(
      "at the facilities and control centers the inventory names only (--offline)",
    );
    const text = await readFile(join(dir, "cip-002-review.yaml"), "utf8");
    expect(text).toContain(
      'bes_assets:\n  - facility: "Substation Alpha"\n    cyber_systems: ["Protection System"]\nidentifications:',
    );
    expect(text).toContain("(written with --offline: one only the service knows is not listed)");
  });

  it("refuses --on the next UTC day before UTC+14 has reached it, writing nothing", async () => {
    const dir = await checkout();
    const refused = await runCliInProcess(
      ["review", "--offline", "--workspace", "grid-east", "--on", "2026-11-26"],
      { cwd: dir, now: () => Date.parse("2026-11-25T09:59:00Z") },
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      "error: --on 2026-11-26 is after today (2026-11-25 in UTC, 2026-11-25 in UTC+14, the farthest ahead): date the review the day it was done, or leave out --on for today\n",
    );
    expect(existsSync(join(dir, "cip-002-review.yaml"))).toBe(false);
  });

  it("takes --on up to the day UTC+14 has reached, the day after today's in UTC from 10:00Z", async () => {
    const dir = await checkout();
    const written = await runCliInProcess(
      ["review", "--offline", "--workspace", "grid-east", "--on", "2026-11-26"],
      {
        cwd: dir,
        now: () => Date.parse("2026-11-25T12:00:00Z"),
      },
    );
    expect(written.code).toBe(0);
    expect(await readFile(join(dir, "cip-002-review.yaml"), "utf8")).toContain("2026-11-26");
  });
});

describe("cip-sync review's workspace, without --workspace", () => {
  /** A ledger checkout under `dir`/evidence holding one record file of each of `workspaces`. */
  async function ledger(dir: string, ...workspaces: string[]): Promise<void> {
    await mkdir(join(dir, "evidence", "records"), { recursive: true });
    for (const workspace of workspaces) {
      const month = join(dir, "evidence", "records", workspace, "2026", "11");
      await mkdir(month, { recursive: true });
      await writeFile(join(month, "20261120T080000.000Z-change-1234-1.json"), "{}\n");
    }
  }

  it("is the only workspace of the ledger in --dir, as evidence append takes it", async () => {
    const dir = await checkout();
    await ledger(dir, "grid-east");
    const written = await run(dir, "--offline", "--dir", "evidence", "--on", "2026-11-25");
    expect(written.stderr).toBe("");
    expect(written.stdout).toMatch(
      /^Wrote cip-002-review\.yaml: the identifications of workspace grid-east only /,
    );
    expect(await readFile(join(dir, "cip-002-review.yaml"), "utf8")).toContain("grid-east");
  });

  it.each([
    [
      "no ledger in --dir (the default .)",
      [],
      [] as string[],
      'error: cip-sync review writes the review of one workspace, and --dir . is no checkout of the evidence branch (no records/ directory) to take it from: pass --workspace NAME (the Action\'s input workspace, default "default"), or --dir with a checkout of the evidence branch whose only workspace it is. Nothing was written.\n',
    ],
    [
      "an empty ledger",
      ["--dir", "evidence"],
      [],
      'error: --dir evidence holds no record yet, so no workspace to review: pass --workspace NAME (the Action\'s input workspace, default "default"), or --dir with a checkout of the evidence branch whose only workspace it is. Nothing was written.\n',
    ],
    [
      "a ledger of several workspaces",
      ["--dir", "evidence"],
      ["grid-east", "grid-west"],
      "error: --dir evidence holds the workspaces grid-east, grid-west: pass --workspace NAME to say which one the review is of. Nothing was written.\n",
    ],
  ])("is refused with %s, writing nothing", async (_, args, workspaces, stderr) => {
    const dir = await checkout();
    await ledger(dir, ...workspaces);
    const refused = await run(dir, "--offline", ...args);
    expect([refused.code, refused.stdout, refused.stderr]).toEqual([1, "", stderr]);
    expect(existsSync(join(dir, "cip-002-review.yaml"))).toBe(false);
  });
});
