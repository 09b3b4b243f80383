// A git bundle handed to an auditor (issue 71, item 1): one that holds the default branch beside
// the evidence branch gives every population, ports.csv included; one of the evidence branch alone
// gives the others with --without-ports, and without it stops with advice that applies to a
// bundle (never git fetch --unshallow); a bundle of several branches none of which is the evidence
// branch is refused, naming them.
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCliInProcess } from "../support/cli.ts";
import { csvRows } from "../support/csv-rows.ts";
import { entityRepository } from "../support/handover-repository.ts";

const PERIOD = ["--from", "2026-01-01", "--to", "2026-03-31"];

/** The entity's repository, and a bundle `ledger.bundle` of `refs` made in it, in a new directory. */
async function bundleOf(...refs: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "cip-bundle-"));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  const repository = await entityRepository(root);
  execFileSync("git", ["-C", repository, "bundle", "create", "-q", "../ledger.bundle", ...refs], {
    stdio: "ignore",
  });
  return root;
}

const populations = (dir: string, ...flags: string[]) =>
  runCliInProcess(
    ["evidence", "populations", "--dir", "ledger.bundle", ...PERIOD, "--out", "audit", ...flags],
    { cwd: dir },
  );

describe("a git bundle handed over", () => {
  it("holding main beside the evidence branch, is read, and gives ports.csv from main's commit", async () => {
    const dir = await bundleOf("cip-sync-evidence", "main");
    const verified = await runCliInProcess(["evidence", "verify", "--dir", "ledger.bundle"], {
      cwd: dir,
    });
    // The writer is known by its name only (no --writer-key here): a warning, not a failure.
    expect(verified.stderr).toMatch(
      /^warning: history: the ledger's writer is recognised by its author name,[^\n]*\n$/,
    );
    expect(verified.code).toBe(0);
    const run = await populations(dir);
    expect(run.stderr).not.toContain("error");
    expect(run.code).toBe(0);
    expect(await csvRows(join(dir, "audit", "ports.csv"))).toEqual([
      expect.objectContaining({ asset: "alpha-rtu-09", port: "20000" }),
    ]);
  });

  it("of the evidence branch alone, stops saying what to bundle or to pass --without-ports", async () => {
    const dir = await bundleOf("cip-sync-evidence");
    const run = await populations(dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).not.toContain("unshallow");
    expect(run.stderr).toMatch(
      /^warning: history: [^\n]+\nThe populations were not written: record 1 of workspace grid-east \(records\/grid-east\/2026\/01\/[^)]+\) names commit [0-9a-f]{40}, which the bundle ledger\.bundle does not hold \(.+\); the populations read the ports from the inventory files at that commit: make the bundle with the default branch beside the evidence branch \(git bundle create ledger\.bundle cip-sync-evidence origin\/main, in a clone of the repository\) and run again\. To write the others without ports\.csv, pass --without-ports\.\n\(\S+ was the clone of --dir ledger\.bundle, removed now\.\)\n$/,
    );
    expect(await readdir(dir)).not.toContain("audit");

    const without = await populations(dir, "--without-ports");
    expect(without.code).toBe(0);
    // Then each family no accepted merge started (issue 69).
    expect(without.stdout).toMatch(/\n {2}ports: not written \(--without-ports\)\nNot judged: /);
  });

  it("of several branches, none the evidence branch, is refused naming them", async () => {
    const root = await bundleOf("main");
    const repository = join(root, "repository");
    execFileSync("git", ["-C", repository, "branch", "-q", "feature", "main"]);
    execFileSync(
      "git",
      ["-C", repository, "bundle", "create", "-q", "../two.bundle", "main", "feature"],
      {
        stdio: "ignore",
      },
    );
    const run = await runCliInProcess(["evidence", "verify", "--dir", "two.bundle"], { cwd: root });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "error: --dir two.bundle is not a git bundle of the evidence branch (git: it holds 2 branches (refs/heads/feature, refs/heads/main), none of them cip-sync-evidence): make one with git bundle create ledger.bundle cip-sync-evidence origin/main in a clone of the repository\n",
    );
  });
});
