// One registry per output kind: the CLI's --format choices, default and help come from it, so
// help and parsing never disagree with what can be rendered, and the help reads as it always has.
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import {
  DRIFT_RENDERERS,
  EVIDENCE_REPORT_RENDERERS,
  formatNames,
  PLAN_RENDERERS,
  VALIDATION_RENDERERS,
} from "../../src/render/formats.ts";
import { formatsHelp } from "../../src/render/format-names.ts";
import { runCliInProcess } from "../support/cli.ts";
import { samplePlan } from "../support/sample-plans.ts";

describe.each([
  [["plan"], PLAN_RENDERERS, "text, markdown or json (default: text)", []],
  [["validate"], VALIDATION_RENDERERS, "text, json or sarif (default: text)", []],
  [["drift"], DRIFT_RENDERERS, "text, markdown or json (default: text)", []],
  [
    ["evidence", "report"],
    EVIDENCE_REPORT_RENDERERS,
    "markdown, csv, html or json (default: markdown)",
    ["--from", "2026-01-01", "--to", "2026-01-31"],
  ],
])("cip-sync %j --format", (command, renderers, help, required) => {
  it("is described from its registry, default first", async () => {
    expect(formatsHelp(formatNames(renderers as Readonly<Record<string, unknown>>))).toBe(help);
    const run = await runCliInProcess([...command, "--help"], { cwd: tmpdir() });
    expect(run.code).toBe(0);
    expect(run.stdout.replace(/\s+/g, " ")).toContain(help);
  });

  it("refuses a format the registry does not hold, listing the ones it does", async () => {
    const run = await runCliInProcess([...command, ...required, "--format", "xml"], {
      cwd: tmpdir(),
    });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(
      `--format must be one of ${Object.keys(renderers).join(", ")}; got 'xml'.`,
    );
  });
});

it.each(Object.entries(PLAN_RENDERERS))("the %s plan renderer renders a plan", (_, render) => {
  const plan = samplePlan();
  expect(render(plan, { color: false, toolVersion: "0.0.0" })).toContain(plan.fingerprint);
});
