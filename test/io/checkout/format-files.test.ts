// Issue 22 item 5: fmt never loses data. A file that cannot be decoded or parsed is left byte for
// byte and reported, and while one is, no file is written at all; rewrites keep the UTF-8
// byte-order mark and the file's mode, and go to the file a link leads to.
import {
  chmod,
  mkdir,
  lstat,
  mkdtemp,
  readFile,
  readlink,
  realpath,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCliInProcess } from "../../support/cli.ts";

const MESSY =
  "assets:\n    b-relay: hardware\n    a-relay: hardware\ncyber_system: Protection System\nfacility: Substation Alpha\n";
const CANONICAL =
  "cyber_system: Protection System\nfacility: Substation Alpha\nassets:\n  a-relay: hardware\n  b-relay: hardware\n";

let workdir: string;
beforeEach(async () => {
  workdir = await mkdtemp(join(tmpdir(), "cip-sync-fmt-"));
});
afterEach(async () => {
  await rm(workdir, { recursive: true, force: true });
});

async function fmt(...args: string[]) {
  return runCliInProcess(["fmt", ...args], { cwd: workdir });
}

/** The bytes of a file this test wrote, read back. */
function bytesOf(name: string): Promise<Buffer> {
  return readFile(join(workdir, name));
}

describe("issue 22 item 5: fmt leaves what it cannot read byte for byte, and writes nothing then", () => {
  it.each([
    [
      "Latin-1",
      Buffer.from(
        "cyber_system: Umspannwerk S\xfcd\nfacility: Nord\nassets:\n  r\xe9lais-01: hardware\n",
        "latin1",
      ),
    ],
    [
      "UTF-16 with its byte-order mark",
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CANONICAL, "utf16le")]),
    ],
    ["UTF-32 with its byte-order mark", Buffer.from([0xff, 0xfe, 0, 0, 0x63, 0, 0, 0])],
    ["YAML that cannot be parsed", Buffer.from("assets: [x\ncyber_system: A\n")],
  ])(
    "%s: left as it is, reported, and the messy file beside it not rewritten",
    async (_what, bytes) => {
      await writeFile(join(workdir, "bad.yaml"), bytes);
      await writeFile(join(workdir, "messy.yaml"), MESSY);
      const run = await fmt(".");
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toMatch(/^bad\.yaml:\d+:\d+: error: /);
      expect(run.stderr).toContain("No file was rewritten");
      expect(await bytesOf("bad.yaml")).toEqual(bytes);
      expect(await bytesOf("messy.yaml")).toEqual(Buffer.from(MESSY));
    },
  );

  it("--check lists the messy file and reports the bad one, changing nothing", async () => {
    const latin1 = Buffer.from("cyber_system: S\xfcd\n", "latin1");
    await writeFile(join(workdir, "bad.yaml"), latin1);
    await writeFile(join(workdir, "messy.yaml"), MESSY);
    const run = await fmt("--check", ".");
    expect([run.code, run.stdout]).toEqual([1, "messy.yaml\n"]);
    expect(run.stderr).toContain("bad.yaml:1:1: error: this file is not valid UTF-8 text");
    expect(await bytesOf("bad.yaml")).toEqual(latin1);
  });
});

describe("fmt's rewrites", () => {
  it("keep a UTF-8 byte-order mark", async () => {
    await writeFile(join(workdir, "bom.yaml"), `\uFEFF${MESSY}`);
    const run = await fmt(".");
    expect([run.code, run.stdout]).toEqual([0, "bom.yaml\n"]);
    expect(await readFile(join(workdir, "bom.yaml"), "utf8")).toBe(`\uFEFF${CANONICAL}`);
  });

  it("replace the file a link leads to, keeping the link and the file's mode", async () => {
    await writeFile(join(workdir, "real.yml.txt"), MESSY);
    await chmod(join(workdir, "real.yml.txt"), 0o600);
    await symlink("real.yml.txt", join(workdir, "link.yaml"));
    const run = await fmt("link.yaml");
    expect([run.code, run.stdout]).toEqual([0, "link.yaml\n"]);
    expect((await lstat(join(workdir, "link.yaml"))).isSymbolicLink()).toBe(true);
    expect(await readlink(join(workdir, "link.yaml"))).toBe("real.yml.txt");
    expect(await readFile(join(workdir, "real.yml.txt"), "utf8")).toBe(CANONICAL);
    expect((await stat(join(workdir, "real.yml.txt"))).mode & 0o777).toBe(0o600);
  });

  it("write nothing through a link that leads outside the root (issue 69), and say where it leads", async () => {
    const outside = await mkdtemp(join(tmpdir(), "cip-sync-fmt-outside-"));
    try {
      await writeFile(join(outside, "real.yaml"), MESSY);
      await writeFile(join(workdir, "inside.yaml"), MESSY);
      await symlink(join(outside, "real.yaml"), join(workdir, "link.yaml"));
      const run = await fmt(".");
      expect(run.code).toBe(1);
      // The loader refuses it (io/checkout/inventory-files.ts), and fmt writes no file then.
      expect(run.stderr).toContain(
        `link.yaml:1:1: error: this path is a symbolic link (or lies under one) to ${await realpath(join(outside, "real.yaml"))}, outside the repository root ${await realpath(workdir)}`,
      );
      expect(await readFile(join(outside, "real.yaml"), "utf8")).toBe(MESSY);
      expect(await readFile(join(workdir, "inside.yaml"), "utf8")).toBe(MESSY);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});

describe("issue 25 item 7: a path outside the working directory fails fmt as it fails validate", () => {
  const NOT_REWRITTEN =
    "No file was rewritten: every file is checked before any is written, and 1 error(s) above must be fixed first; then run 'cip-sync fmt' again.\n";
  // The file a pattern names is counted; the folder or glob that finds none outside is not.
  const INVALID = expect.stringMatching(
    /^Invalid: 1 error\(s\), each above at its file:line:column \(read: [01] inventory file\(s\) \(0 cyber system\(s\), 0 asset\(s\)\)\); plan and apply refuse the files until they are fixed\.\n$/,
  );
  it.each([
    ["validate", ["validate"], "", INVALID],
    ["fmt", ["fmt"], NOT_REWRITTEN, ""],
    ["fmt --check", ["fmt", "--check"], "", ""],
  ])(
    "%s: exit 1, the path and the fix named, the file untouched",
    async (_, words, trailer, out) => {
      const repo = join(workdir, "repo");
      await mkdir(repo);
      await mkdir(join(workdir, "outside"));
      await writeFile(join(workdir, "outside", "messy.yaml"), MESSY);
      for (const path of ["../outside/messy.yaml", join(workdir, "outside"), "../outside/*.yaml"]) {
        const run = await runCliInProcess([...words, path], { cwd: repo });
        expect([run.code, run.stdout]).toEqual([1, out]);
        expect(run.stderr.split(":1:1: error: ")).toEqual([
          expect.stringMatching(/^\.\.\/outside(?:\/messy\.yaml)?$/),
          `this path is outside the repository root ${repo}; move it into the repository, or choose a root that contains it\n${trailer}`,
        ]);
      }
      expect(await bytesOf("outside/messy.yaml")).toEqual(Buffer.from(MESSY));
    },
  );
});
