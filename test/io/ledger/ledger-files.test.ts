// The walk of an evidence checkout (io/ledger/ledger-files.ts): one folder at a time, yet in the name order
// of whole paths that the chain check needs, also where one workspace's name begins another's.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareCodePoints } from "../../../src/core/shared/names.ts";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import {
  heldListing,
  type LedgerPaths,
  ledgerPathsNewestFirst,
  listedOnce,
  recordPathOf,
  visitLedgerFiles,
  walkLedgerDirectory,
} from "../../../src/io/ledger/ledger-files.ts";
import { temporaryDirectory } from "../../emulator/support.ts";

const PATHS = [
  "records/grid/2026/01/20260101T060000.000Z-monitoring-1-1.json",
  "records/grid/2026/01/20260101T060000.000Z-monitoring-1-1.json.tsr",
  "records/grid/2026/02/20260201T060000.000Z-change-2-1.json",
  "records/grid-east/2026/01/20260101T070000.000Z-monitoring-3-1.json",
  "records/grid.old/notes.txt",
  "records/README.md",
];

async function checkout(): Promise<string> {
  const dir = await temporaryDirectory();
  for (const path of PATHS) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), path);
  }
  return dir;
}

describe("walkLedgerDirectory", () => {
  it("lists every file under records/ in the name order of whole paths", async () => {
    const dir = await checkout();
    const paths = await walkLedgerDirectory(dir, "--dir");
    expect([...paths()]).toEqual([...PATHS].sort(compareCodePoints));
    expect([...paths("records/grid")]).toEqual(PATHS.slice(0, 3));
    expect([...paths("records/absent")]).toEqual([]);
  });

  it.each(PATHS.filter((path) => path.startsWith("records/grid/")))(
    "lists only the paths at or after %s with from, as the whole walk orders them",
    async (from) => {
      const dir = await checkout();
      const paths = await walkLedgerDirectory(dir, "--dir");
      const whole = [...paths()];
      expect([...paths(undefined, from)]).toEqual(whole.slice(whole.indexOf(from)));
      expect([...paths("records/grid", from)]).toEqual(
        PATHS.slice(0, 3).slice(PATHS.indexOf(from)),
      );
    },
  );

  it("lists the same paths newest first, the exact reverse of the walk", async () => {
    const dir = await checkout();
    const paths = await walkLedgerDirectory(dir, "--dir");
    expect([...ledgerPathsNewestFirst(dir, "records")]).toEqual([...paths()].reverse());
    expect([...ledgerPathsNewestFirst(dir, "records/grid")]).toEqual(PATHS.slice(0, 3).reverse());
    expect([...ledgerPathsNewestFirst(dir, "records/absent")]).toEqual([]);
  });

  it("names the setting and how to fix it when there is no records/ folder", async () => {
    const dir = await temporaryDirectory();
    await expect(walkLedgerDirectory(dir, "--dir")).rejects.toThrow(
      `--dir ${dir} has no records/ directory: pass a checkout of the evidence branch`,
    );
  });
});

describe("listedOnce", () => {
  it("walks the whole listing once however often it is read; a folder, or from a path on, when asked", async () => {
    const dir = await checkout();
    const walk = await walkLedgerDirectory(dir, "--dir");
    const asked: (string | undefined)[][] = [];
    const walked: LedgerPaths = (under, from) => {
      asked.push([under, from]);
      return walk(under, from);
    };
    const paths = listedOnce(walked);
    const every = [...walk()];
    expect([...paths()]).toEqual(every);
    expect([...paths()]).toEqual(every);
    expect(asked).toEqual([[undefined, undefined]]);
    const from = every[2]!;
    expect([...paths(undefined, from)]).toEqual(every.slice(2));
    expect([...paths("records/grid")]).toEqual(
      every.filter((path) => path.startsWith("records/grid/")),
    );
    expect(asked).toEqual([
      [undefined, undefined],
      [undefined, from],
      ["records/grid", undefined],
    ]);
  });
});

describe("heldListing", () => {
  it("gives back the walk's paths in its order each time it is iterated", async () => {
    const dir = await checkout();
    const walked = [...(await walkLedgerDirectory(dir, "--dir"))()];
    const listing = heldListing(walked);
    expect([...listing]).toEqual(walked);
    expect([...listing]).toEqual(walked);
  });

  it("gives back any paths as they were given, in their order, across the strings joined", () => {
    const path = fc.string({
      unit: fc.constantFrom("a", "/", ".", " ", "é", "\n", "🔌"),
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(fc.array(path, { maxLength: 30 }), fc.nat({ max: 9_000 }), (some, more) => {
        // Past a string's PATHS_JOINED paths, and ending exactly at one, too.
        const paths = [...some, ...Array.from({ length: more }, (_, index) => `records/${index}`)];
        const listing = heldListing(paths);
        expect([...listing]).toEqual(paths);
        expect([...listing]).toEqual(paths);
      }),
      {
        numRuns: 30,
        examples: [
          [[], 4_096],
          [[], 8_192],
          [["a"], 4_095],
          [[], 0],
        ],
      },
    );
  });

  it("gives back paths that share more than a byte can count with the one before", () => {
    const long = `records/${"a".repeat(300)}`;
    const paths = [
      long,
      `${long}.sig`,
      `${long}b`,
      "records/a",
      `${long}b/c`,
      "records/é🔌",
      "records/é🔍",
    ];
    const listing = heldListing(paths);
    expect([...listing]).toEqual(paths);
  });

  it("refuses a path that holds a NUL, which no walk lists", () => {
    expect(() => heldListing(["records/a.json", "records/b\0.json"])).toThrow(
      'heldListing: "records/b\\u0000.json" holds a NUL',
    );
  });
});

describe("visitLedgerFiles", () => {
  it("gives each file's bytes in the order given", async () => {
    const dir = await checkout();
    const seen: string[] = [];
    const paths = await walkLedgerDirectory(dir, "--dir");
    visitLedgerFiles(dir, paths(), (file) => {
      expect(Buffer.from(file.bytes).toString("utf8")).toBe(file.path);
      seen.push(file.path);
    });
    expect(seen).toEqual([...PATHS].sort(compareCodePoints));
  });

  it("fails with the read's error when a listed file cannot be read", async () => {
    const dir = await checkout();
    expect(() => visitLedgerFiles(dir, ["records/missing.json"], () => {})).toThrow("ENOENT");
  });
});

describe("recordPathOf", () => {
  const ref = (workspace: string, recorded_at: string, text = "") => ({
    workspace,
    recorded_at,
    sha256: sha256Hex(new TextEncoder().encode(text)),
  });

  // The checkout's files each hold their own path: a file's SHA-256 is that of its path.
  it.each([
    [
      "the one record file named with its time",
      ref("grid", "2026-02-01T06:00:00.000Z"),
      "records/grid/2026/02/20260201T060000.000Z-change-2-1.json",
    ],
    ["a time no record file is named with", ref("grid", "2026-02-01T06:00:01.000Z"), null],
    [
      "none of two files named with its time whose bytes are not its SHA-256's",
      ref("grid", "2026-01-01T06:00:00.000Z", "other bytes"),
      null,
    ],
    [
      "of two files named with its time, the one with its SHA-256 (not its timestamp token)",
      ref(
        "grid",
        "2026-01-01T06:00:00.000Z",
        "records/grid/2026/01/20260101T060000.000Z-monitoring-1-1.json",
      ),
      "records/grid/2026/01/20260101T060000.000Z-monitoring-1-1.json",
    ],
  ])("finds %s", async (_, cited, path) => {
    const dir = await checkout();
    await mkdir(join(dir, "records/grid/2026/01"), { recursive: true });
    const twin = "records/grid/2026/01/20260101T060000.000Z-change-9-1.json";
    await writeFile(join(dir, twin), twin);
    expect(recordPathOf(dir)(cited)).toBe(path);
  });
});
