// A failed `evidence populations` leaves nothing in --out (issue 80, item 6): no hidden temporary
// file of the sixteen it was writing, so the retry is not refused as "not empty". Whatever stops
// it once the files are open (here an --operator-keys file that holds no key, read with the
// ledger's history) abandons them; the retry into the same directory then writes every file.
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it, onTestFinished } from "vitest";
import { POPULATION_FILES } from "../../src/render/evidence/populations.ts";
import { runCliInProcess } from "../support/cli.ts";
import { entityRepository } from "../support/handover-repository.ts";

it("a failed evidence populations leaves --out empty, and the retry writes there", async () => {
  const root = await mkdtemp(join(tmpdir(), "cip-populations-failure-"));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  const repository = await entityRepository(root, { operatorKeys: false });
  execFileSync("git", ["clone", "-q", "--branch", "cip-sync-evidence", repository, "evidence"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: root, GIT_CONFIG_NOSYSTEM: "1" },
  });
  await mkdir(join(root, "audit"));
  await writeFile(join(root, "keys.asc"), "not a key\n");
  const args = ["evidence", "populations", "--dir", "evidence", "--from", "2026-01-01"];
  const period = [...args, "--to", "2026-12-31", "--out", "audit"];
  const failed = await runCliInProcess([...period, "--operator-keys", "keys.asc"], { cwd: root });
  expect(failed.code, failed.stderr).not.toBe(0);
  expect(failed.stderr).toContain("--operator-keys keys.asc holds no OpenPGP public key");
  expect(await readdir(join(root, "audit"))).toEqual([]);

  const retried = await runCliInProcess(period, { cwd: root });
  expect(retried.code, retried.stderr).toBe(0);
  expect((await readdir(join(root, "audit"))).sort()).toEqual(
    Object.values(POPULATION_FILES).sort(),
  );
});
