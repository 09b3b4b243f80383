// The patch-management files docs/obligations/cip-007-r2.md shows are files the tool reads: each ```yaml
// block whose first line names a patch file parses without a problem, so a reader who copies one
// starts from a valid file.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parsePatchSourcesText } from "../../src/core/patches/parse-patch-sources.ts";
import { parsePatchEvaluationText } from "../../src/core/patches/parse-patch-evaluation.ts";
import { parseMitigationPlanText } from "../../src/core/patches/parse-mitigation-plan.ts";

const PARSERS = [
  [/^cip-patch-sources\.yaml$/, parsePatchSourcesText],
  [/^patch-evaluations\//, parsePatchEvaluationText],
  [/^patch-plans\//, parseMitigationPlanText],
] as const;

const text = await readFile(
  new URL("../../docs/obligations/cip-007-r2.md", import.meta.url),
  "utf8",
);
const examples = [...text.matchAll(/```yaml\n# (\S+)\n([\s\S]*?)```/g)]
  .map(([, file, body]) => ({ file: file!, body: body! }))
  .filter(({ file }) => PARSERS.some(([pattern]) => pattern.test(file)));

describe("the patch files docs/obligations/cip-007-r2.md shows", () => {
  it("shows one of each", () => {
    expect(examples.map(({ file }) => file.split("/")[0])).toEqual([
      "cip-patch-sources.yaml",
      "patch-evaluations",
      "patch-plans",
    ]);
  });

  it.each(examples)("$file parses without a problem", ({ file, body }) => {
    const parse = PARSERS.find(([pattern]) => pattern.test(file))![1];
    const parsed = parse(body, file);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value).toBeDefined();
  });
});
