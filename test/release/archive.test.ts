// The release archive writer: tar reads back every file as written (long paths included), and the
// bytes depend on the files only: not on their order, the time, or the machine.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { reproducibleTarGz } from "../../scripts/release-archive.ts";

const LONG = `pkg/${"folder/".repeat(18)}a-file-name-that-is-long.js`;
const ENTRIES = [
  { path: "pkg/action.yml", data: Buffer.from("name: x\n") },
  { path: "pkg/dist/index.js", data: Buffer.alloc(1500, "a") },
  { path: LONG, data: Buffer.from("long\r\n\uFEFF") },
  { path: "pkg/empty.txt", data: Buffer.alloc(0) },
];

let folder: string | undefined;
afterEach(() => {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe("reproducibleTarGz", () => {
  it("gives an archive tar extracts to the same files", () => {
    folder = mkdtempSync(join(tmpdir(), "cip-archive-"));
    const archive = join(folder, "a.tar.gz");
    writeFileSync(archive, reproducibleTarGz(ENTRIES));
    const listing = execFileSync("tar", ["-tzf", archive], { encoding: "utf8" });
    expect(listing.trim().split("\n").sort()).toEqual(ENTRIES.map((e) => e.path).sort());
    execFileSync("tar", ["-xzf", archive, "-C", folder]);
    for (const { path, data } of ENTRIES) expect(readFileSync(join(folder, path))).toEqual(data);
  });

  it("depends on the files only: any order, no time, owner or system inside", () => {
    const archive = reproducibleTarGz(ENTRIES);
    expect(reproducibleTarGz([...ENTRIES].reverse())).toEqual(archive);
    expect(archive.readUInt32LE(4)).toBe(0); // gzip's modification time
    expect(archive[9]).toBe(3); // gzip's system byte
    const tar = gunzipSync(archive);
    const header = tar.subarray(0, 512);
    expect(header.subarray(108, 124).toString("latin1")).toBe("0000000\u00000000000\u0000"); // uid, gid
    expect(header.subarray(136, 148).toString("latin1")).toBe("00000000000\u0000"); // mtime
  });

  it("refuses a path no ustar header can hold", () => {
    expect(() =>
      reproducibleTarGz([{ path: `${"x".repeat(101)}`, data: Buffer.alloc(0) }]),
    ).toThrow(`tar: the path "${"x".repeat(101)}" is too long for a ustar archive`);
  });
});
