// `validate --format sarif` is valid SARIF 2.1.0 (the schema in test/fixtures/sarif) and places
// each diagnostic where code scanning shows it; `--format json` carries the same diagnostics.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv from "ajv-draft-04";
import addFormats from "ajv-formats";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { relativeUri } from "../../src/render/plan/validation.ts";
import { runCliInProcess } from "../support/cli.ts";

let workdir: string;

beforeEach(async () => {
  workdir = await mkdtemp(join(tmpdir(), "cip-sync-sarif-"));
  await mkdir(join(workdir, "inventory"));
  await writeFile(
    join(workdir, "inventory", "bad file.yaml"),
    "cyber_system: Alpha\nassets:\n  relay-01: hardware\n  relay-01: software\n  relay-02: firmware\n",
  );
});

afterEach(async () => {
  await rm(workdir, { recursive: true, force: true });
});

/** What ajv warned while compiling the schema: nothing, once every format it names is known. */
const warnings: unknown[][] = [];

async function sarifValidator() {
  const schema = JSON.parse(
    await readFile(new URL("../fixtures/sarif/sarif-2.1.0-rtm.5.json", import.meta.url), "utf8"),
  ) as object;
  // The schema's "language" pattern is not valid with the u flag ("]?"): read patterns without it.
  const ajv = new Ajv.default({
    allErrors: true,
    strict: false,
    unicodeRegExp: false,
    logger: { log: () => {}, warn: (...args: unknown[]) => warnings.push(args), error: () => {} },
  });
  // The schema names formats (uri, uri-reference, date-time...): ajv-formats checks them.
  addFormats.default(ajv);
  const validate = ajv.compile(schema);
  expect(warnings).toEqual([]);
  return validate;
}

describe("issue 22 item 10: SARIF artifact URIs", () => {
  it.each([
    ["inventory/bad file.yaml", "inventory/bad%20file.yaml"],
    ["inventory/a#b.yaml", "inventory/a%23b.yaml"],
    ["inventory/why?.yaml", "inventory/why%3F.yaml"],
    ["inventory/[x]%25 ü.yaml", "inventory/%5Bx%5D%2525%20%C3%BC.yaml"],
    ["c:drive.yaml", "c%3Adrive.yaml"],
  ])("%j is the relative reference %j, which resolves back to the file", (path, uri) => {
    expect(relativeUri(path)).toBe(uri);
    const resolved = new URL(relativeUri(path), "file:///repository/");
    expect([resolved.search, resolved.hash]).toEqual(["", ""]);
    expect(decodeURIComponent(resolved.pathname)).toBe(`/repository/${path}`);
  });
});

describe("issue 22 item 10: validate --format sarif with # and ? in a file name", () => {
  it("places the result in that file, not in a fragment or a query", async () => {
    await writeFile(
      join(workdir, "inventory", "bad#1?.yaml"),
      "cyber_system: Alpha\nassets:\n  relay-01: hardware\n  relay-01: software\n",
    );
    const run = await runCliInProcess(["validate", "--format", "sarif", "inventory/bad#1?.yaml"], {
      cwd: workdir,
    });
    const log = JSON.parse(run.stdout) as {
      runs: {
        results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[];
      }[];
    };
    const uris = log.runs[0]!.results.map(
      (result) => result.locations[0]!.physicalLocation.artifactLocation.uri,
    );
    expect(uris).toEqual(["inventory/bad%231%3F.yaml"]);
  });
});

describe("validate --format sarif", () => {
  it("is SARIF 2.1.0 with one result per placed diagnostic", async () => {
    const run = await runCliInProcess(["validate", "--format", "sarif", "inventory/", "missing/"], {
      cwd: workdir,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("");
    const log = JSON.parse(run.stdout) as {
      version: string;
      runs: Array<{
        results: Array<{
          ruleId: string;
          level: string;
          message: { text: string };
          locations: Array<{
            physicalLocation: { artifactLocation: { uri: string }; region: object };
          }>;
          relatedLocations?: unknown[];
        }>;
        invocations: Array<{ toolExecutionNotifications: Array<{ message: { text: string } }> }>;
      }>;
    };
    const validate = await sarifValidator();
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    // The schema does hold output to it: a log without runs is refused, and so is a location
    // that is no URI reference (issue 90: the schema's formats are checked, not ignored).
    expect(validate({ version: "2.1.0" })).toBe(false);
    const unescaped = structuredClone(log);
    unescaped.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation.uri =
      "inventory/bad file.yaml";
    expect(validate(unescaped)).toBe(false);
    expect(validate.errors?.map((error) => error.params)).toContainEqual({
      format: "uri-reference",
    });
    expect(log.version).toBe("2.1.0");
    const [first, second] = log.runs[0]!.results;
    expect(first).toMatchObject({
      ruleId: "cip-inventory/error",
      level: "error",
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: "inventory/bad%20file.yaml" },
            region: { startLine: 4, startColumn: 3 },
          },
        },
      ],
    });
    expect(first!.message.text).toContain('duplicate key "relay-01"');
    expect(first!.relatedLocations).toHaveLength(1);
    expect(second!.message.text).toContain("firmware");
    // A pattern that matches nothing has no line to show: it is a notification of the run.
    expect(log.runs[0]!.invocations[0]!.toolExecutionNotifications[0]!.message.text).toContain(
      'pattern "missing/" matches no .yaml or .yml file',
    );
  });

  it("is valid SARIF with no results for a valid inventory, and exits 0", async () => {
    await writeFile(
      join(workdir, "inventory", "bad file.yaml"),
      "cyber_system: Alpha\nassets:\n  relay-01: hardware\n",
    );
    const run = await runCliInProcess(["validate", "--format=sarif"], { cwd: workdir });
    expect(run.code).toBe(0);
    const validate = await sarifValidator();
    const log = JSON.parse(run.stdout) as { runs: Array<{ results: unknown[] }> };
    expect(validate(log)).toBe(true);
    expect(log.runs[0]!.results).toEqual([]);
  });
});

describe("validate --format json", () => {
  it("says what was checked and lists the diagnostics", async () => {
    const run = await runCliInProcess(["validate", "--format", "json"], { cwd: workdir });
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({
      valid: false,
      files: 1,
      references_checked: false,
      diagnostics: [
        { severity: "error", location: { file: "inventory/bad file.yaml", line: 4, column: 3 } },
        { severity: "error", location: { file: "inventory/bad file.yaml", line: 5 } },
      ],
    });
  });
});
