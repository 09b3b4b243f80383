// `cip-sync patches draft`, in process: from a checkout (inventory, cip-patch-sources.yaml, the
// source's previous evaluation committed in git) and a folder of CSAF advisories, it writes the
// evaluation with every applicable null, which the evaluation parser refuses until a person
// judges each patch and accepts then; it says what matched nothing; it refuses an advisory the
// reference validator refuses, an existing file without --force, and flags it cannot act on,
// writing nothing then.
import { execFileSync } from "node:child_process";
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { formatLocation } from "../../src/core/shared/diagnostics.ts";
import { parsePatchEvaluationText } from "../../src/core/patches/parse-patch-evaluation.ts";
import { runCliInProcess } from "../support/cli.ts";
import {
  BROKEN_ADVISORY_FILE,
  VENDOR_ADVISORY_FILE,
  vendorAdvisory,
} from "../support/csaf-advisories.ts";
import { initRepository } from "../support/inventory-repository.ts";

const INVENTORY = `cyber_system: Alpha Protection
facility: Substation Alpha
impact: medium
baselines:
  rtu-standard:
    os_firmware: [{ name: SEL-3555 firmware, version: R145 }]
    software: [{ name: acSELerator RTAC, version: "1.2.0" }, { name: Historian, version: "4.1" }]
    custom_software: []
    ports: []
    patches: []
assets:
  alpha-rtu-01: { type: hardware, baseline: rtu-standard }
  alpha-rtu-02: { type: hardware, baseline: rtu-standard }
`;

const SOURCES = `version: 1
sources:
  - id: grid-vendor
    name: Grid Vendor security advisories
    covers:
      - { software: "acSELerator RTAC" }
      - { os_firmware: "SEL-3555 firmware" }
      - { software: "Historian" }
`;

const PREVIOUS = `version: 1
source: grid-vendor
releases_since: 2026-01-09
patches: []
`;

const EVALUATION = "patch-evaluations/grid-vendor/2026-03-10.yaml";
const NOW = Date.parse("2026-03-10T14:00:00Z");

/** A checkout whose previous evaluation was committed on 2026-02-11 at 10:00 UTC. */
async function checkout(options: { previous?: boolean } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "cip-patches-draft-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const files: Record<string, string> = {
    "inventory/alpha.yaml": INVENTORY,
    "cip-patch-sources.yaml": SOURCES,
    ...(options.previous === false
      ? {}
      : { "patch-evaluations/grid-vendor/2026-02.yaml": PREVIOUS }),
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  initRepository(dir);
  execFileSync("git", ["-C", dir, "add", "-A"]);
  execFileSync("git", ["-C", dir, "commit", "-q", "-m", "evaluation"], {
    env: {
      ...process.env,
      GIT_COMMITTER_DATE: "2026-02-11T10:00:00Z",
      GIT_AUTHOR_DATE: "2026-02-11T10:00:00Z",
    },
  });
  await mkdir(join(dir, "csaf"));
  await copyFile(VENDOR_ADVISORY_FILE, join(dir, "csaf", "gv-2026-004.json"));
  return dir;
}

const draft = (dir: string, ...args: string[]) =>
  runCliInProcess(["patches", "draft", ...args], { cwd: dir, now: () => NOW });

describe("cip-sync patches draft", () => {
  it("writes the evaluation for review, which parse refuses until judged and accepts once judged", async () => {
    const dir = await checkout();
    const run = await draft(dir, "--source", "grid-vendor", "--advisories", "csaf");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        `Wrote ${EVALUATION}: 2 patch(es) from 1 advisory file(s) for source grid-vendor, releases since 2026-02-10. Every applicable is null: judge each (true, or false with a reason), then commit it in a pull request; cip-sync refuses the file until then.`,
        "Covered items no advisory names:",
        '  software "Historian"',
        "",
      ].join("\n"),
    );
    const text = await readFile(join(dir, EVALUATION), "utf8");
    expect(text).toContain(
      "releases_since: 2026-02-10 # the day patch-evaluations/grid-vendor/2026-02.yaml was last committed (UTC-12), no later than its merge\n",
    );
    expect(text).toContain(
      "  # in the baselines: alpha-rtu-01 (Alpha Protection) 1.2.0; alpha-rtu-02 (Alpha Protection) 1.2.0\n",
    );
    const refused = parsePatchEvaluationText(text, EVALUATION);
    expect(refused.value).toBeUndefined();
    expect(refused.diagnostics.map((d) => `${formatLocation(d.location!)}: ${d.message}`)).toEqual([
      expect.stringContaining(
        ': patch "GV-2026-004 acSELerator RTAC" is not judged yet (applicable: null)',
      ),
      expect.stringContaining(
        ': patch "GV-2026-004 SEL-3555 firmware" is not judged yet (applicable: null)',
      ),
    ]);
    const judged = text.replace(/^ {4}applicable: null.*$/gm, "    applicable: true");
    expect(parsePatchEvaluationText(judged, EVALUATION).value?.patches).toEqual([
      {
        id: "GV-2026-004 acSELerator RTAC",
        released: "2026-02-18",
        item: { kind: "software", name: "acSELerator RTAC" },
        applicable: true,
      },
      {
        id: "GV-2026-004 SEL-3555 firmware",
        released: "2026-02-20",
        item: { kind: "os_firmware", name: "SEL-3555 firmware" },
        applicable: true,
      },
    ]);
  });

  it("prints and writes an advisory's hostile names inert, in a GitHub Actions step too", async () => {
    const dir = await checkout();
    const doc = vendorAdvisory();
    doc.document.title = "Fix\n::error title=Approved::forged\r##[warning]forged";
    const vendor = (doc.product_tree.branches as { branches: { name: string }[] }[])[0]!;
    vendor.branches[1]!.name = "::error title=Approved::forged firmware\n##[warning]x";
    await writeFile(join(dir, "csaf", "gv-2026-004.json"), JSON.stringify(doc));
    const run = await runCliInProcess(
      ["patches", "draft", "--source", "grid-vendor", "--advisories", "csaf"],
      { cwd: dir, now: () => NOW, env: { GITHUB_ACTIONS: "true" } },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '  "GV-2026-004": "Grid Vendor ::error title=Approved::forged firmware\\n##\u200B[warning]x" ("R145", "R147")\n',
    );
    const commandLine = /^[\s\u0085\u001C-\u001F]*::|##\[/;
    for (const text of [run.stdout, run.stderr, await readFile(join(dir, EVALUATION), "utf8")])
      expect(text.split(/\r\n|\r|\n/).filter((line) => commandLine.test(line))).toEqual([]);
  });

  it("never overwrites an evaluation without --force", async () => {
    const dir = await checkout();
    await mkdir(join(dir, dirname(EVALUATION)), { recursive: true });
    await writeFile(join(dir, EVALUATION), "kept\n");
    const refused = await draft(dir, "--source", "grid-vendor", "--advisories", "csaf");
    expect(refused).toMatchObject({
      code: 1,
      stdout: "",
      stderr: `error: --out ${EVALUATION} exists: pass --force to overwrite it, or choose another --out (a draft never replaces an evaluation silently)\n`,
    });
    expect(await readFile(join(dir, EVALUATION), "utf8")).toBe("kept\n");
    const forced = await draft(dir, "--source", "grid-vendor", "--advisories", "csaf", "--force");
    expect(forced.code).toBe(0);
    expect(await readFile(join(dir, EVALUATION), "utf8")).toContain("applicable: null");
  });

  it("refuses an advisory the reference validator refuses, naming the file, where and why; writes nothing", async () => {
    const dir = await checkout();
    await copyFile(BROKEN_ADVISORY_FILE, join(dir, "csaf", "broken.json"));
    const run = await draft(dir, "--source", "grid-vendor", "--advisories", "csaf");
    expect(run).toMatchObject({
      code: 1,
      stdout: "",
      stderr:
        "csaf/broken.json: refused by the CSAF 2.0 validator: /vulnerabilities/0/remediations/1/product_ids/0: definition of product id missing (mandatoryTest_6_1_1)\n" +
        "No evaluation was drafted: 1 advisory file(s) are not valid CSAF 2.0. Ask the publisher for a valid one, or leave the file out of --advisories and evaluate its release by hand: a draft that skipped it would miss its patches.\n",
    });
    expect(existsSync(join(dir, EVALUATION))).toBe(false);
  });

  it("refuses a JSON file that is no CSAF document once, plainly (issue 69); writes nothing", async () => {
    const dir = await checkout();
    await writeFile(join(dir, "csaf", "package.json"), '{ "name": "tool", "version": "1.0.0" }\n');
    const run = await draft(dir, "--source", "grid-vendor", "--advisories", "csaf");
    expect(run.code).toBe(1);
    expect(run.stderr.split("\n")[0]).toBe(
      'csaf/package.json: refused by the CSAF 2.0 validator: is not a CSAF document: it has no document.csaf_version (a CSAF 2.0 advisory starts {"document": {"csaf_version": "2.0", ...}}); leave it out of --advisories',
    );
    expect(run.stderr).not.toContain("additional properties");
    expect(existsSync(join(dir, EVALUATION))).toBe(false);
  });

  it.each<[string, string[], { previous?: boolean }, string]>([
    [
      "no previous evaluation and no --releases-since",
      ["--source", "grid-vendor", "--advisories", "csaf"],
      { previous: false },
      "error: patch-evaluations/grid-vendor/ holds no previous evaluation of grid-vendor; pass --releases-since YYYY-MM-DD: the day the source's previous evaluation was merged, or for a first evaluation the day the source was identified\n",
    ],
    [
      "a source the sources file does not have",
      ["--source", "microsoft", "--advisories", "csaf"],
      {},
      "error: --source microsoft is not a source of cip-patch-sources.yaml (its sources: grid-vendor); pass one of them, or add the source there first\n",
    ],
    [
      "an --out outside the source's folder",
      ["--source", "grid-vendor", "--advisories", "csaf", "--out", "evaluation.yaml"],
      {},
      "error: --out evaluation.yaml is not filed under the source's folder: an evaluation of grid-vendor is patch-evaluations/grid-vendor/NAME.yaml; choose such a path\n",
    ],
    [
      "an --advisories path that does not exist",
      ["--source", "grid-vendor", "--advisories", "advisories"],
      {},
      "error: --advisories advisories: no such file or folder; pass a CSAF advisory (JSON) or a folder of them\n",
    ],
    [
      "no --advisories",
      ["--source", "grid-vendor"],
      {},
      "error: --advisories is required: pass a CSAF 2.0 advisory (JSON) or a folder of them, e.g. --advisories csaf/\n",
    ],
    [
      "a --releases-since the calendar lacks",
      ["--source", "grid-vendor", "--advisories", "csaf", "--releases-since", "2026-02-30"],
      {},
      "error: --releases-since 2026-02-30 is not a day that exists: write it as YYYY-MM-DD, e.g. 2026-11-24\n",
    ],
    [
      "a --releases-since after today (issue 69)",
      ["--source", "grid-vendor", "--advisories", "csaf", "--releases-since", "2026-03-12"],
      {},
      "error: --releases-since 2026-03-12 is after today (2026-03-10 in UTC, 2026-03-11 in UTC+14, the farthest ahead): pass the day the source's previous evaluation was merged, or for a first evaluation the day the source was identified\n",
    ],
  ])("refuses %s, writing nothing", async (_case, args, options, stderr) => {
    const dir = await checkout(options);
    const run = await draft(dir, ...args);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(stderr);
    expect(existsSync(join(dir, EVALUATION))).toBe(false);
  });

  it("drafts nothing when no fix names a covered item, and says a person writes patches: []", async () => {
    const dir = await checkout();
    const run = await draft(
      dir,
      ...["--source", "grid-vendor", "--advisories", "csaf", "--releases-since", "2026-03-01"],
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        "No evaluation was written: no vendor fix of the 1 advisory file(s) names an item source grid-vendor covers in an applicable baseline. If the source released nothing since 2026-03-01, write the evaluation with patches: [] yourself: that is a person's statement, not a draft's.",
        "Covered items no advisory names:",
        '  software "acSELerator RTAC"',
        '  os_firmware "SEL-3555 firmware"',
        '  software "Historian"',
        "Advisories not drafted:",
        '  "GV-2026-004" (csaf/gv-2026-004.json): last released 2026-02-20, before releases_since 2026-03-01',
        "",
      ].join("\n"),
    );
    expect(existsSync(join(dir, EVALUATION))).toBe(false);
  });
});

describe("paths stay in the checkout (issue 69)", () => {
  it.each([[[]], [["--force"]]])(
    "writes nothing through patch-evaluations/SOURCE linked to a folder outside it %j",
    async (force) => {
      const dir = await checkout();
      const outside = await mkdtemp(join(tmpdir(), "cip-patches-outside-"));
      onTestFinished(() => rm(outside, { recursive: true, force: true }));
      // The previous evaluation, and the file a draft of today would replace, outside.
      await writeFile(join(outside, "2026-02.yaml"), PREVIOUS);
      await writeFile(join(outside, "2026-03-10.yaml"), "kept\n");
      await rm(join(dir, "patch-evaluations", "grid-vendor"), { recursive: true });
      await symlink(outside, join(dir, "patch-evaluations", "grid-vendor"));
      const run = await draft(
        dir,
        ...["--source", "grid-vendor", "--advisories", "csaf", "--releases-since", "2026-02-10"],
        ...["--out", "patch-evaluations/grid-vendor/2026-03-10.yaml", ...force],
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr).toContain(
        `error: --out patch-evaluations/grid-vendor/2026-03-10.yaml leads outside --root ${dir} (to ${await realpath(outside)}/2026-03-10.yaml) through a symbolic link: nothing was written; replace the link with a folder or file of the checkout\n`,
      );
      expect((await readdir(outside)).sort()).toEqual(["2026-02.yaml", "2026-03-10.yaml"]);
      expect(await readFile(join(outside, "2026-03-10.yaml"), "utf8")).toBe("kept\n");
    },
  );
});
