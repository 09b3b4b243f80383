import { execFile } from "node:child_process";
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Diagnostic } from "../../../src/core/shared/diagnostics.ts";
import {
  inventoryPatternsAt,
  type InventorySource,
  loadInventory,
} from "../../../src/io/checkout/inventory-files.ts";

let base: string;
let repo: string;

beforeEach(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), "cip-inventory-files-")));
  repo = join(base, "repo");
  await mkdir(repo);
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

async function write(path: string, content: string | Uint8Array): Promise<void> {
  await mkdir(dirname(join(repo, path)), { recursive: true });
  await writeFile(join(repo, path), content);
}

function source(patterns: string[], extra: Partial<InventorySource> = {}): InventorySource {
  return { patterns, cwd: repo, root: repo, ...extra };
}

function shown(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) =>
    d.location
      ? `${d.location.file}:${d.location.line}:${d.location.column} ${d.message}`
      : d.message,
  );
}

const system = (name: string, ...assets: string[]) =>
  `cyber_system: ${name}\nassets:\n${assets.map((asset) => `  ${asset}: hardware\n`).join("") || "  {}\n"}`;

describe("loadInventory", () => {
  it("reads every .yaml and .yml file under inventory/ by default, sorted, paths relative to cwd", async () => {
    await write("inventory/b/beta.yml", system("Beta", "b1"));
    await write("inventory/alpha.yaml", `${system("Alpha", "a1")}---\n${system("Gamma", "g1")}`);
    await write("inventory/notes.txt", "not an inventory");
    await write("inventory/deep/er/delta.YAML", system("Delta", "d1"));
    const loaded = await loadInventory(source([]));
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.files).toEqual([
      "inventory/alpha.yaml",
      "inventory/b/beta.yml",
      "inventory/deep/er/delta.YAML",
    ]);
    expect(loaded.documents.map((d) => [d.cyberSystem.value, d.location.file])).toEqual([
      ["Alpha", "inventory/alpha.yaml"],
      ["Gamma", "inventory/alpha.yaml"],
      ["Beta", "inventory/b/beta.yml"],
      ["Delta", "inventory/deep/er/delta.YAML"],
    ]);
  });

  it("takes a directory, a file and a glob, counting a file matched twice once", async () => {
    await write("systems/a.yaml", system("A", "a1"));
    await write("systems/extra/b.yml", system("B", "b1"));
    await write("other/c.yaml", system("C", "c1"));
    const loaded = await loadInventory(
      source(["systems", "other/c.yaml", "systems/**/*.yml", "systems/a.yaml"]),
    );
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.files).toEqual(["other/c.yaml", "systems/a.yaml", "systems/extra/b.yml"]);
    expect(loaded.documents).toHaveLength(3);
  });

  it("reports paths relative to cwd when cwd is below the root", async () => {
    await write("team/inventory/a.yaml", "cyber_system: A\nasets: {}\n");
    const loaded = await loadInventory(source([], { cwd: join(repo, "team") }));
    expect(shown(loaded.diagnostics)).toEqual([
      'inventory/a.yaml:1:1 missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets',
      'inventory/a.yaml:2:1 unknown key "asets"; did you mean "assets"?',
    ]);
  });

  it("reports a pattern that matches nothing as an error with no location", async () => {
    await write("inventory/readme.md", "# no yaml here");
    const loaded = await loadInventory(source(["inventory", "missing/*.yaml", "gone.yaml"]));
    expect(loaded.diagnostics).toEqual(
      ["inventory", "missing/*.yaml", "gone.yaml"].map((pattern) => ({
        severity: "error",
        message: `pattern "${pattern}" matches no .yaml or .yml file, so the desired state could not be read; check the pattern (relative to ${repo})`,
      })),
    );
    expect(loaded.documents).toEqual([]);
  });

  it("checks rules across files and sorts all diagnostics by file, line and column", async () => {
    await write("inventory/b.yaml", "cyber_system: B\nassets:\n  RTU-1: hardware\n  x: firmware\n");
    await write("inventory/a.yaml", "cyber_system: A\nassets:\n  rtu-1: hardware\n");
    await write("inventory/c.yaml", "");
    const loaded = await loadInventory(source([]));
    expect(shown(loaded.diagnostics)).toEqual([
      'inventory/b.yaml:3:3 asset "RTU-1" is already declared at inventory/a.yaml:3:3 as "rtu-1"; asset names are unique across the inventory, ignoring case: rename or remove one',
      'inventory/b.yaml:4:6 unknown asset type "firmware"; write hardware or software',
      "inventory/c.yaml:1:1 this file declares nothing (no YAML document); declare a cyber system (cyber_system and assets) or delete the file: an empty file is never read as an empty inventory",
    ]);
    expect(loaded.diagnostics[0]?.related).toEqual([
      { file: "inventory/a.yaml", line: 3, column: 3 },
    ]);
  });

  it("rejects a file that is not UTF-8", async () => {
    await write(
      "inventory/latin1.yaml",
      Buffer.from("cyber_system: Caf\xe9\nassets: {}\n", "latin1"),
    );
    const loaded = await loadInventory(source([]));
    expect(shown(loaded.diagnostics)).toEqual([
      "inventory/latin1.yaml:1:1 this file is not valid UTF-8 text; save it as UTF-8",
    ]);
    expect(loaded.documents).toEqual([]);
  });

  it("rejects a file over the size limit without parsing it, and accepts one at the limit", async () => {
    const big = system("Big", "a1", "a2", "a3");
    const limit = Buffer.byteLength(big) - 1;
    await write("inventory/big.yaml", big);
    await write("inventory/small.yaml", system("S", "s".repeat(limit - system("S", "").length)));
    expect(Buffer.byteLength(system("S", "s".repeat(limit - system("S", "").length)))).toBe(limit);
    const loaded = await loadInventory(source([], { maxFileBytes: limit }));
    expect(shown(loaded.diagnostics)).toEqual([
      `inventory/big.yaml:1:1 this file is ${limit + 1} bytes, over the limit of ${limit} bytes for one inventory file; split it into several files`,
    ]);
    expect(loaded.documents.map((d) => d.cyberSystem.value)).toEqual(["S"]);
  });

  it("issue 15 finding 10: caps the total bytes of all files, naming the file that crosses it", async () => {
    const one = system("One", "a1", "a2");
    await write("inventory/1.yaml", one);
    await write("inventory/2.yaml", system("Two", "b1", "b2"));
    await write("inventory/3.yaml", system("Three", "c1", "c2"));
    const limit = Buffer.byteLength(one) + 10;
    const loaded = await loadInventory(source([], { maxTotalBytes: limit }));
    const total = Buffer.byteLength(one) + Buffer.byteLength(system("Two", "b1", "b2"));
    expect(shown(loaded.diagnostics)).toEqual([
      `inventory/2.yaml:1:1 with this file the inventory files total ${total} bytes, over the limit of ${limit} bytes for all of them; this file and later ones were not parsed: check that the path patterns name only inventory files, or raise the limit with --max-bytes (the Action's input max-bytes)`,
    ]);
    expect(loaded.documents.map((d) => d.cyberSystem.value)).toEqual(["One"]);
  });

  it("issue 15 finding 10: caps the declared assets of all files, naming the file that crosses it", async () => {
    await write("inventory/1.yaml", system("One", "a1", "a2"));
    await write("inventory/2.yaml", system("Two", "b1", "b2"));
    await write("inventory/3.yaml", system("Three", "c1"));
    const loaded = await loadInventory(source([], { maxAssets: 3 }));
    expect(shown(loaded.diagnostics)).toEqual([
      "inventory/2.yaml:1:1 with this file the inventory declares 4 assets, over the limit of 3; later files were not parsed: check that the path patterns name only this organization's inventory files, or raise the limit with --max-assets (the Action's input max-assets)",
    ]);
  });

  it("rejects a dangling symbolic link as unreadable", async () => {
    await mkdir(join(repo, "inventory"));
    await symlink(join(repo, "nowhere.yaml"), join(repo, "inventory/dangling.yaml"));
    const loaded = await loadInventory(source([]));
    expect(shown(loaded.diagnostics)).toEqual([
      "inventory/dangling.yaml:1:1 this path cannot be read (ENOENT); check that it exists and is readable, so that the desired state can be read",
    ]);
  });

  it("rejects symbolic links, to a file or a directory, that resolve outside the root", async () => {
    await mkdir(join(base, "outside/dir"), { recursive: true });
    await writeFile(join(base, "outside/secret.yaml"), system("Outside"));
    await writeFile(join(base, "outside/dir/more.yaml"), system("More"));
    await write("inventory/ok.yaml", system("Ok"));
    await symlink(join(base, "outside/secret.yaml"), join(repo, "inventory/linked.yaml"));
    await symlink(join(base, "outside/dir"), join(repo, "inventory/linked-dir"));
    const loaded = await loadInventory(source([]));
    expect(shown(loaded.diagnostics)).toEqual([
      `inventory/linked-dir:1:1 this path is a symbolic link (or lies under one) to ${base}/outside/dir, outside the repository root ${repo}; inventory files must be in the repository: replace the link with the file itself`,
      `inventory/linked.yaml:1:1 this path is a symbolic link (or lies under one) to ${base}/outside/secret.yaml, outside the repository root ${repo}; inventory files must be in the repository: replace the link with the file itself`,
    ]);
    expect(loaded.documents.map((d) => d.cyberSystem.value)).toEqual(["Ok"]);
  });

  it("rejects a FIFO named like an inventory file without blocking on it", async () => {
    await mkdir(join(repo, "inventory"));
    await promisify(execFile)("mkfifo", [join(repo, "inventory/pipe.yaml")]);
    const loaded = await loadInventory(source([]));
    expect(shown(loaded.diagnostics)).toEqual([
      "inventory/pipe.yaml:1:1 this path is not a regular file; point the pattern at files",
    ]);
  });

  it("rejects a path outside the root given directly", async () => {
    await mkdir(join(base, "elsewhere"));
    await writeFile(join(base, "elsewhere/x.yaml"), system("X"));
    const loaded = await loadInventory(source(["../elsewhere/x.yaml"]));
    expect(shown(loaded.diagnostics)).toEqual([
      `../elsewhere/x.yaml:1:1 this path is outside the repository root ${repo}; move it into the repository, or choose a root that contains it`,
    ]);
  });

  it("follows symbolic links inside the root once, even through a cycle", async () => {
    await write("shared/s.yaml", system("Shared", "s1"));
    await mkdir(join(repo, "inventory"));
    await symlink(join(repo, "shared"), join(repo, "inventory/shared"));
    await symlink(join(repo, "inventory"), join(repo, "shared/back"));
    const loaded = await loadInventory(source(["inventory"]));
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.documents.map((d) => d.cyberSystem.value)).toEqual(["Shared"]);
  });

  it("loads 100,000 assets in 1,000 files", async () => {
    const files = Array.from({ length: 1_000 }, (_, file) => {
      const assets = Array.from({ length: 100 }, (_, index) => `a-${file}-${index}`);
      return write(`inventory/d${file % 10}/s${file}.yaml`, system(`S${file}`, ...assets));
    });
    await Promise.all(files);
    const loaded = await loadInventory(source([]));
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.files).toHaveLength(1_000);
    expect(loaded.documents.reduce((sum, d) => sum + d.assets.length, 0)).toBe(100_000);
  });
});

describe("inventoryPatternsAt: the patterns over another commit's listing", () => {
  const LISTED = [
    "inventory/alpha.yaml",
    "inventory/moved/beta.yml",
    "inventory/notes.md",
    "inventory.yaml",
    "sites/a/site.yaml",
    "sites/a/site.json",
    "sites/b/deep/site.yaml",
    "single.txt",
  ];

  it.each<[string, string[], string[], string[]]>([
    [
      "no pattern: inventory/",
      [],
      ["inventory"],
      ["inventory/alpha.yaml", "inventory/moved/beta.yml"],
    ],
    [
      "a folder, written with ./ and a trailing /",
      ["./inventory/"],
      ["inventory"],
      ["inventory/alpha.yaml", "inventory/moved/beta.yml"],
    ],
    ["a file, whatever its name", ["single.txt"], ["single.txt"], ["single.txt"]],
    [
      "a glob: its fixed folders are the root, its matches the .yaml/.yml files",
      ["sites/*/site.*"],
      ["sites"],
      ["sites/a/site.yaml"],
    ],
    [
      "a glob at any depth",
      ["sites/**/*.yaml"],
      ["sites"],
      ["sites/a/site.yaml", "sites/b/deep/site.yaml"],
    ],
    [
      "the root itself",
      ["."],
      [""],
      [
        "inventory/alpha.yaml",
        "inventory/moved/beta.yml",
        "inventory.yaml",
        "sites/a/site.yaml",
        "sites/b/deep/site.yaml",
      ],
    ],
    ["a pattern outside the root names nothing there", ["../elsewhere/"], [], []],
  ])("%s", (_case, patterns, roots, matched) => {
    const at = inventoryPatternsAt(patterns, "/repo");
    expect(at.roots).toEqual(roots);
    expect(LISTED.filter(at.matches)).toEqual(matched);
  });
});
