// Files written on Windows: CRLF line endings and a UTF-8 byte order mark are read as the same
// inventory (positions counted without the mark), and fmt says when it changes line endings
// instead of reporting the file as merely "not in the canonical layout".
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCliInProcess } from "../support/cli.ts";

const CANONICAL = "cyber_system: Alpha\nassets:\n  relay-01: hardware\n";
const WINDOWS = `\uFEFF${CANONICAL.replaceAll("\n", "\r\n")}`;

let workdir: string;

beforeEach(async () => {
  workdir = await realpath(await mkdtemp(join(tmpdir(), "cip-line-endings-")));
  await mkdir(join(workdir, "inventory"));
});

afterEach(async () => {
  await rm(workdir, { recursive: true, force: true });
});

describe("CRLF and a byte order mark", () => {
  it("validate reads the file, and places a problem at the same line and column as without them", async () => {
    await writeFile(join(workdir, "inventory", "alpha.yaml"), WINDOWS);
    const valid = await runCliInProcess(["validate"], { cwd: workdir });
    expect([valid.code, valid.stdout]).toEqual([
      0,
      "Valid: 1 inventory file(s) (1 cyber system(s), 1 asset(s)). References to the service were not checked (set CIP_API_URL and CIP_API_KEY to check them).\n",
    ]);

    const broken = (text: string) => text.replace("hardware", "toaster");
    await writeFile(join(workdir, "inventory", "alpha.yaml"), broken(CANONICAL));
    const unix = await runCliInProcess(["validate"], { cwd: workdir });
    await writeFile(join(workdir, "inventory", "alpha.yaml"), broken(WINDOWS));
    const windows = await runCliInProcess(["validate"], { cwd: workdir });
    expect(unix.code).toBe(1);
    expect([windows.code, windows.stderr]).toEqual([unix.code, unix.stderr]);
    expect(windows.stderr).toMatch(/^inventory\/alpha\.yaml:3:\d+: error: /);
  });

  it("fmt --check says the line endings are what differs, and fmt says it wrote LF", async () => {
    await writeFile(join(workdir, "inventory", "alpha.yaml"), WINDOWS);
    const hint =
      'To keep LF in Windows checkouts, add "*.yaml text eol=lf" and "*.yml text eol=lf" to .gitattributes.';
    const checked = await runCliInProcess(["fmt", "--check"], { cwd: workdir });
    expect([checked.code, checked.stdout, checked.stderr]).toEqual([
      1,
      "inventory/alpha.yaml\n",
      `1 of them have CRLF line endings, which fmt writes as LF: inventory/alpha.yaml. ${hint}\n` +
        "1 of 1 file(s) not in the canonical layout; run 'cip-sync fmt' to rewrite them.\n",
    ]);
    expect(await readFile(join(workdir, "inventory", "alpha.yaml"), "utf8")).toBe(WINDOWS);

    const rewritten = await runCliInProcess(["fmt"], { cwd: workdir });
    expect([rewritten.code, rewritten.stderr]).toEqual([
      0,
      `1 of them had CRLF line endings, which fmt wrote as LF: inventory/alpha.yaml. ${hint}\n`,
    ]);
    // The byte order mark stays: fmt changes the layout, never the encoding a team chose.
    expect(await readFile(join(workdir, "inventory", "alpha.yaml"), "utf8")).toBe(
      `\uFEFF${CANONICAL}`,
    );
  });
});
