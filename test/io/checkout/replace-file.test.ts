// issue 15 finding 10: --out and --record replace the file at their path and never write through a
// symbolic link there (one committed in the repository could point anywhere).
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkReplaceable, replaceFile } from "../../../src/io/checkout/replace-file.ts";

let base: string;
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), "cip-replace-file-"));
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe("replaceFile", () => {
  it("replaces a symbolic link at the path with the file, leaving its target untouched", async () => {
    const target = join(base, "workflow.yml");
    await writeFile(target, "precious\n");
    await symlink(target, join(base, "plan.json"));
    await replaceFile(join(base, "plan.json"), "{}\n");
    expect(await readFile(target, "utf8")).toBe("precious\n");
    expect((await lstat(join(base, "plan.json"))).isSymbolicLink()).toBe(false);
    expect(await readFile(join(base, "plan.json"), "utf8")).toBe("{}\n");
    expect((await readdir(base)).sort()).toEqual(["plan.json", "workflow.yml"]);
  });

  it("creates no file through a dangling link", async () => {
    await symlink(join(base, "elsewhere.txt"), join(base, "record.json"));
    await replaceFile(join(base, "record.json"), "{}\n");
    expect((await readdir(base)).sort()).toEqual(["record.json"]);
  });

  it("creates missing parent directories and overwrites a regular file", async () => {
    const path = join(base, "a", "b", "plan.json");
    await replaceFile(path, "one\n");
    await replaceFile(path, "two\n");
    expect(await readFile(path, "utf8")).toBe("two\n");
  });

  it("leaves the file it would replace as it was when the pieces fail halfway", async () => {
    // A report written as it is made (evidence report --out) fails after its first batches: the
    // reader must never find half a report at the path, nor a new file presented as complete.
    const path = join(base, "report.md");
    await writeFile(path, "last week's report\n");
    function* failing() {
      for (let batch = 0; batch < 4; batch++) yield "x".repeat(64 * 1024);
      throw new Error("the ledger could not be read");
    }
    await expect(replaceFile(path, failing())).rejects.toThrow("the ledger could not be read");
    expect(await readFile(path, "utf8")).toBe("last week's report\n");
    expect(await readdir(base)).toEqual(["report.md"]);
  });

  it("refuses a directory at the path with EISDIR and leaves no temporary file", async () => {
    await mkdir(join(base, "out"));
    await expect(replaceFile(join(base, "out"), "x")).rejects.toMatchObject({ code: "EISDIR" });
    expect(await readdir(base)).toEqual(["out"]);
  });
});

describe("checkReplaceable", () => {
  it("leaves nothing behind and does not touch a link's target", async () => {
    await symlink(join(base, "missing.txt"), join(base, "record.json"));
    await checkReplaceable(join(base, "record.json"));
    expect(await readdir(base)).toEqual(["record.json"]);
  });
});
