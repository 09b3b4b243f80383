// `evidence verify` reads a large ledger within a tight file-descriptor limit: a process of its
// own, since `ulimit -n` applies to a process, started through bash with `ulimit -n 256`. It runs
// the sources (Node strips the types), not dist/: the limit is about how files are read.
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "../emulator/support.ts";
import { chainOf, day, monitoringDraft } from "../support/evidence-records.ts";

const RECORDS = 1000;

describe("evidence verify under ulimit -n 256", () => {
  it(`verifies a ${RECORDS}-record ledger`, async () => {
    const dir = await temporaryDirectory();
    const sealed = chainOf(
      Array.from({ length: RECORDS }, (_, index) => ({
        draft: monitoringDraft("grid-east", index + 1, true),
        at: day(index / 24),
      })),
    );
    for (const { path, text } of sealed) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    }
    const cli = join(import.meta.dirname, "../../src/cli/index.ts");
    const run = spawnSync(
      "bash",

      [
        "-c",
        'ulimit -n 256 && exec "$0" "$1" evidence verify --dir "$2"',
        process.execPath,
        cli,
        dir,
      ],
      { encoding: "utf8", env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" } },
    );
    expect(run.stderr).not.toMatch(/EMFILE|too many open files/i);
    expect(run.stdout).toContain(`Verified ${RECORDS} record(s) in 1 workspace(s)`);
    expect(run.status).toBe(0);
  });
});
