// References between the CIP-007 R2 files and the dates they write, checked at review (issue 69,
// items 3 and 4): an evaluated item no source covers and no baseline holds, a plan's patch no
// evaluation lists, an evaluation's source the sources file does not name, and a date after
// today are each an error at its file:line:column, with the closest name or what to write; the
// plan refuses the same, and a checkout whose references all hold has none.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseInventoryText } from "../../src/core/inventory/document/parse-inventory.ts";
import { resolveInventory } from "../../src/core/plan/resolve.ts";
import { formatLocation } from "../../src/core/shared/diagnostics.ts";
import { patchSourceProblems, patchSourcesOf } from "../../src/engine/patch-sources.ts";
import { readPatchFiles } from "../../src/io/checkout/families/patch-files.ts";
import { cyberSystem, liveInventory } from "../support/fixtures.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "cip-patch-references-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** 2026-11-26 12:00 UTC: the latest day anywhere is 2026-11-27 (UTC+14). */
const NOW = Date.UTC(2026, 10, 26, 12);

const INVENTORY = [
  "cyber_system: Substation Alpha Protection",
  "impact: high",
  "baselines:",
  '  B: { os_firmware: [{ name: "SEL-3555 firmware", version: "R148" }], software: [{ name: "acSELerator RTAC", version: "1.32" }], custom_software: [], ports: [], patches: [] }',
  "assets:",
  "  rtac-01: { type: hardware, baseline: B }",
  "",
].join("\n");

const SOURCES = [
  "version: 1",
  "sources:",
  '  - { id: sel-advisories, name: SEL, covers: [{ os_firmware: "SEL-3555 firmware" }, { software: "acSELerator RTAC" }] }',
  "",
].join("\n");

const EVALUATION = (patch: string | undefined, source = "sel-advisories", since = "2026-10-01") =>
  [
    "version: 1",
    `source: ${source}`,
    `releases_since: ${since}`,
    patch === undefined ? "patches: []" : `patches:\n  - ${patch}`,
    "",
  ].join("\n");
const RTAC_PATCH = (released = "2026-10-20", item = "acSELerator RTAC") =>
  `{ id: SEL-2026-004, released: ${released}, item: { software: "${item}" }, applicable: true }`;
const PLAN = (patch = "SEL-2026-004", extra = "") =>
  [
    "version: 1",
    "id: MP-1",
    `patches: [${patch}]`,
    "actions: [block TCP 443 at the firewall]",
    "timeframe: { by: 2026-12-31 }",
    extra,
  ].join("\n");

async function write(path: string, text: string): Promise<void> {
  await mkdir(join(root, path, ".."), { recursive: true });
  await writeFile(join(root, path), text);
}

async function problems(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) await write(path, text);
  const documents = parseInventoryText(INVENTORY, "inventory/alpha.yaml").documents;
  const reads = { files: await readPatchFiles(root, root), rule: { rule: undefined }, now: NOW };
  const validated = await patchSourceProblems(documents, async () => reads);
  const live = liveInventory({
    cyberSystems: [cyberSystem("cs_1", "Substation Alpha Protection")],
  });
  const { resolved } = resolveInventory(documents, live);
  const planned = patchSourcesOf(resolved, live, reads, undefined).problems;
  const shown = (list: typeof validated) =>
    list
      .filter((d) => d.severity === "error")
      .map((d) => `${formatLocation(d.location!)} ${d.message}`);
  // The plan refuses what validate reports: one check behind both.
  expect(shown(planned)).toEqual(shown(validated));
  return shown(validated);
}

const EVALUATION_FILE = "patch-evaluations/sel-advisories/2026-10.yaml";

it("a checkout whose references hold and whose dates are past has no problem", async () => {
  expect(
    await problems({
      "cip-patch-sources.yaml": SOURCES,
      [EVALUATION_FILE]: EVALUATION(RTAC_PATCH()),
      "patch-plans/MP-1.yaml": PLAN(
        "SEL-2026-004",
        "implemented_on: 2026-11-27\n", // today in UTC+14: somewhere it is already that day
      ),
    }),
  ).toEqual([]);
});

describe("each dangling reference is an error at its place, with the closest name", () => {
  it.each<{ name: string; files: Record<string, string>; errors: string[] }>([
    {
      name: "an evaluated item no source covers and no baseline holds",
      files: {
        "cip-patch-sources.yaml": SOURCES,
        [EVALUATION_FILE]: EVALUATION(RTAC_PATCH("2026-10-20", "acSELerator RTAK")),
      },
      errors: [
        `${EVALUATION_FILE}:5:53 patch "SEL-2026-004" patches software "acSELerator RTAK", which no source in cip-patch-sources.yaml covers and no baseline holds; did you mean "acSELerator RTAC"? Otherwise name the item as the asset's baseline writes it`,
      ],
    },
    {
      name: "a plan's patch that no evaluation lists",
      files: {
        "cip-patch-sources.yaml": SOURCES,
        [EVALUATION_FILE]: EVALUATION(RTAC_PATCH()),
        "patch-plans/MP-1.yaml": PLAN("SEL-2026-040"),
      },
      errors: [
        `patch-plans/MP-1.yaml:3:11 plan "MP-1" names patch "SEL-2026-040", which no evaluation under patch-evaluations/ lists; did you mean "SEL-2026-004"? Otherwise name each patch as its evaluation does`,
      ],
    },
    {
      name: "an evaluation whose source the sources file does not name",
      files: {
        "cip-patch-sources.yaml": SOURCES,
        "patch-evaluations/sel-advisorie/2026-10.yaml": EVALUATION(RTAC_PATCH(), "sel-advisorie"),
      },
      errors: [
        `patch-evaluations/sel-advisorie/2026-10.yaml:2:9 source "sel-advisorie" is not a source of cip-patch-sources.yaml; did you mean "sel-advisories"? Otherwise evaluate a source the file lists, or add the source to it`,
      ],
    },
    {
      name: "an evaluation without a sources file",
      files: { [EVALUATION_FILE]: EVALUATION(RTAC_PATCH()) },
      errors: [
        `${EVALUATION_FILE}:2:9 source "sel-advisories" is not a source of cip-patch-sources.yaml, which this checkout does not have; add the file with the source and the items it covers`,
      ],
    },
  ])("$name", async ({ files, errors }) => {
    expect(await problems(files)).toEqual(errors);
  });
});

describe("a date after today is refused at its place, with what to write", () => {
  const AFTER = "(2026-11-26 in UTC, 2026-11-27 in UTC+14, the farthest ahead)";
  it.each<{ name: string; files: Record<string, string>; error: string }>([
    {
      name: "released",
      files: { [EVALUATION_FILE]: EVALUATION(RTAC_PATCH("2026-11-28")) },
      error: `${EVALUATION_FILE}:5:35 released 2026-11-28 is after today ${AFTER}: write the day the source released the patch`,
    },
    {
      name: "releases_since",
      files: { [EVALUATION_FILE]: EVALUATION(RTAC_PATCH(), "sel-advisories", "2027-06-01") },
      error: `${EVALUATION_FILE}:3:17 releases_since 2027-06-01 is after today ${AFTER}: write the first release day the evaluation covers, no later than today`,
    },
    {
      name: "implemented_on",
      files: { "patch-plans/MP-1.yaml": PLAN("SEL-2026-004", "implemented_on: 2026-12-01\n") },
      error: `patch-plans/MP-1.yaml:6:17 implemented_on 2026-12-01 is after today ${AFTER}: write the day the plan was implemented, once it was`,
    },
    {
      name: "event_occurred_on",
      files: {
        "patch-plans/MP-1.yaml": PLAN("SEL-2026-004", "event_occurred_on: 2027-01-01\n").replace(
          "{ by: 2026-12-31 }",
          "{ event: the next outage }",
        ),
      },
      error: `patch-plans/MP-1.yaml:6:20 event_occurred_on 2027-01-01 is after today ${AFTER}: write the day the event occurred, once it did`,
    },
  ])("$name", async ({ files, error }) => {
    const valid = {
      "cip-patch-sources.yaml": SOURCES,
      [EVALUATION_FILE]: EVALUATION(RTAC_PATCH()),
      "patch-plans/MP-1.yaml": PLAN(),
    };
    expect(await problems({ ...valid, ...files })).toEqual([error]);
  });
});

it("a plan's timeframe may be a later day: it is a plan", async () => {
  expect(
    await problems({
      "cip-patch-sources.yaml": SOURCES,
      [EVALUATION_FILE]: EVALUATION(RTAC_PATCH()),
      "patch-plans/MP-1.yaml": PLAN().replace("2026-12-31", "2027-06-30"),
    }),
  ).toEqual([]);
});

// Issue 98, item 4: "Each family only where it applies." An evaluated patch whose item only a low
// impact system's baselines hold closes nothing under CIP-007 R2: warned at the item, never
// refused (an entity may evaluate beyond the standard); held by a High system too, or by one
// whose impact is not declared (judged as High), it counts and nothing is said.
describe("an evaluated item only systems CIP-007 R2 does not reach hold", () => {
  const LOW_TOO = [
    "---",
    "cyber_system: Substation Bravo Protection",
    "impact: low",
    "assets:",
    '  rtac-02: { type: hardware, baseline: { os_firmware: [{ name: "SEL-3555 firmware", version: "R148" }], software: [{ name: "acSELerator RTAC", version: "1.32" }], custom_software: [], ports: [], patches: [] } }',
    "",
  ].join("\n");
  it.each([
    {
      name: "held by a low impact system only: warned",
      inventory: INVENTORY.replace("impact: high", "impact: low"),
      warnings: [
        `${EVALUATION_FILE}:5:53 patch "SEL-2026-004" patches software "acSELerator RTAC", which only the baselines of "Substation Alpha Protection" hold, whose documents declare impact: low: CIP-007 R2 applies to high and medium impact BES Cyber Systems and their associated EACMS, PACS and PCA; this evaluation of it closes nothing`,
      ],
    },
    { name: "held by a high impact system too", inventory: `${INVENTORY}${LOW_TOO}`, warnings: [] },
    {
      name: "held by a system that declares no impact",
      inventory: INVENTORY.replace("impact: high\n", ""),
      warnings: [],
    },
  ])("$name", async ({ inventory, warnings }) => {
    await write("cip-patch-sources.yaml", SOURCES);
    await write(EVALUATION_FILE, EVALUATION(RTAC_PATCH()));
    const documents = parseInventoryText(inventory, "inventory/alpha.yaml").documents;
    const reads = { files: await readPatchFiles(root, root), rule: { rule: undefined }, now: NOW };
    const found = await patchSourceProblems(documents, async () => reads);
    expect(found.filter((d) => d.severity === "error")).toEqual([]);
    expect(
      found
        .filter((d) => d.severity === "warning" && d.message.includes("closes nothing"))
        .map((d) => `${formatLocation(d.location!)} ${d.message}`),
    ).toEqual(warnings);
  });
});
