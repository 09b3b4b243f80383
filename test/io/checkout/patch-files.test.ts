// The CIP-007 R2 files of a checkout read for review: the sources file at the root, every
// evaluation and plan, each problem at its file:line:column named from the working directory; a
// file that cannot be read is an error at its path, never an absent file.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { formatLocation } from "../../../src/core/shared/diagnostics.ts";
import { readPatchFiles } from "../../../src/io/checkout/families/patch-files.ts";
import { readReviewedFiles } from "../../../src/io/checkout/reviewed-files.ts";

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "cip-patch-files-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function write(path: string, text: string): Promise<void> {
  await mkdir(join(root, path, ".."), { recursive: true });
  await writeFile(join(root, path), text);
}

it("a checkout without patch files has none, and no problem", async () => {
  expect(await readPatchFiles(root, root)).toEqual({
    sources: undefined,
    evaluations: [],
    plans: [],
    references: [],
    diagnostics: [],
  });
});

it("reads the sources file, and refuses a broken evaluation and plan at their lines", async () => {
  await write(
    "cip-patch-sources.yaml",
    "version: 1\nsources:\n  - { id: sel, name: SEL, covers: [{ software: RTAC }] }\n",
  );
  await write(
    "patch-evaluations/sel/2026-03.yaml",
    "version: 1\nsource: abb\nreleases_since: 2026-03-01\npatches: []\n",
  );
  await write(
    "patch-plans/MP-1.yaml",
    "version: 1\nid: MP-1\npatches: [SEL-1]\ntimeframe: { by: 2026-06-30 }\n",
  );
  await mkdir(join(root, "patch-plans", "MP-2.yaml"));
  const read = await readPatchFiles(root, join(root, ".."));
  expect(read.sources?.sources.map((source) => source.id)).toEqual(["sel"]);
  const folder = root.split("/").at(-1);
  expect(
    read.diagnostics.map((d) => `${formatLocation(d.location!)} ${d.severity}: ${d.message}`),
  ).toEqual([
    `${folder}/patch-evaluations/sel/2026-03.yaml:2:9 error: source "abb" is not the folder it is filed in (patch-evaluations/sel/); move the file to patch-evaluations/abb/ or name its source sel`,
    expect.stringMatching(new RegExp(`^${folder}/patch-plans/MP-1.yaml:1:1 error: .*actions`)),
    expect.stringMatching(
      new RegExp(
        `^${folder}/patch-plans/MP-2.yaml:1:1 error: ${folder}/patch-plans/MP-2.yaml cannot be read \\(.*\\); make it a readable UTF-8 file, or remove it$`,
      ),
    ),
  ]);
});

it("a sources file with an error is no sources file to check against: its problem refuses", async () => {
  await write("cip-patch-sources.yaml", "version: 2\n");
  const read = await readPatchFiles(root, root);
  expect(read.sources).toBeUndefined();
  expect(read.diagnostics.map((d) => [d.severity, formatLocation(d.location!)])).toEqual([
    ["error", "cip-patch-sources.yaml:1:10"],
  ]);
});

it("reads the assessment files for review with the patch files: a broken one is a problem at its line", async () => {
  await write(
    "vulnerability-assessments/VA-1.yaml",
    "version: 1\nid: VA-1\nsystems: [Alpha]\nmethod: paper\ncontrols_assessed: [ports]\nresults: none\n",
  );
  const read = await readReviewedFiles(root, root, new Date("2026-04-01T00:00:00Z"));
  expect(read.diagnostics.map((d) => `${formatLocation(d.location!)}: ${d.message}`)).toEqual([
    "vulnerability-assessments/VA-1.yaml:6:10: an assessment documents its action plan (CIP-010-4 R3.4); write action_plan: no vulnerabilities found, or a list of { id, action, planned_completion, status }",
  ]);
});
