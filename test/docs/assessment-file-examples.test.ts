// The vulnerability assessment files docs/obligations/cip-010-r3.md shows are files the tool reads: each
// ```yaml block whose first line names one parses without a problem, so a reader who copies one
// starts from a valid file.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parseAssessmentText } from "../../src/core/assessments/parse-assessment.ts";

const text = await readFile(
  new URL("../../docs/obligations/cip-010-r3.md", import.meta.url),
  "utf8",
);
const examples = [
  ...text.matchAll(/```yaml\n# (vulnerability-assessments\/\S+)\n([\s\S]*?)```/g),
].map(([, file, body]) => ({ file: file!, body: body! }));

describe("the assessment files docs/obligations/cip-010-r3.md shows", () => {
  it("shows one of each kind", () => {
    const kinds = examples.map(
      ({ file, body }) => parseAssessmentText(body, file, LATEST).value?.kind,
    );
    expect(kinds).toEqual(["assessment", "technical-feasibility", "commissioning"]);
  });

  it.each(examples)("$file parses without a problem", ({ file, body }) => {
    const parsed = parseAssessmentText(body, file, LATEST);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value).toBeDefined();
  });
});

/** The examples' dates are in 2026: read as on a later day. */
const LATEST = { at: new Date("2026-12-31T00:00:00Z") };
