// A vulnerability assessment file (CIP-010-4 R3), vulnerability-assessments/ID.yaml, read with
// positions: every mistake at file:line:column, saying what to write instead. `kind` says which of
// the three records it is (assessment-files.ts); an assessment must say what the standard's
// Measures ask of it: the method, the controls assessed or the tool output, the results, and the
// action plan (R3.4), and a test environment its differences from production and how they were
// accounted for (3.2.2). A date written in it may not be after the latest day any time zone has
// reached when it is read (`at`): nobody has assessed tomorrow.
//
//   version: 1
//   id: VA-2026-03
//   systems: [Protection System]
//   method: active
//   environment: test
//   test_environment:
//     differences: the lab RTAC runs firmware R148; production runs R147
//     accounted_for: the R147 release notes were compared; no port or service differs
//   tool_output: [{ name: scan-2026-03.nessus, sha256: 9f86d0...0f00a08 }]
//   results: two findings, both on alpha-relay-01 (telnet enabled, default SNMP community)
//   action_plan:
//     - id: AI-1
//       action: disable telnet on alpha-relay-01
//       planned_completion: 2026-06-30
//       status: [{ on: 2026-03-12, status: open }]
import type { YAMLMap } from "yaml";
import { quote } from "../shared/diagnostics.ts";
import { nodeStart } from "../inventory/document/yaml-reader.ts";
import {
  type Fields,
  type ParsedReviewedFile,
  parseReviewedFile,
} from "../inventory/reviewed-files/reviewed-file-reader.ts";
import type { PatchReference } from "../patches/patch-references.ts";
import {
  ASSESSMENT_FILES_VERSION,
  ASSESSMENT_KINDS,
  type Assessment,
  type AssessmentFile,
  ASSESSMENTS_FOLDER,
  ENVIRONMENTS,
  METHODS,
  type TestEnvironment,
  type ToolOutput,
} from "./assessment-files.ts";
import {
  type AssessmentFileReader,
  type AssessmentParseOptions,
  type AssessmentReading,
  referToEach,
} from "./assessment-reading.ts";
import { actionPlanOf } from "./parse-action-plan.ts";
import { commissioningOf, feasibilityOf } from "./parse-assessment-exceptions.ts";

const ASSESSMENT_KEYS = [
  "version",
  "id",
  "kind",
  "systems",
  "assets",
  "method",
  "environment",
  "test_environment",
  "controls_assessed",
  "tool_output",
  "performed_on",
  "results",
  "action_plan",
];

export function parseAssessmentText(
  text: string,
  file: string,
  options: AssessmentParseOptions,
): ParsedReviewedFile<AssessmentFile, PatchReference> {
  const kind = { what: "a vulnerability assessment file", version: ASSESSMENT_FILES_VERSION };
  return parseReviewedFile(text, file, kind, (reader: AssessmentFileReader, map) =>
    fileOf(reader, map, file, options),
  );
}

function fileOf(
  reader: AssessmentFileReader,
  map: YAMLMap<unknown, unknown>,
  file: string,
  options: AssessmentParseOptions,
): AssessmentFile | undefined {
  const kindField = map.items.find((pair) => (pair.key as { value?: unknown })?.value === "kind");
  const kind =
    kindField === undefined
      ? "assessment"
      : reader.choice(
          kindField.value,
          nodeStart(kindField.key),
          { label: "kind", hint: "assessment, technical-feasibility or commissioning" },
          ASSESSMENT_KINDS,
        )?.value;
  if (kind === undefined) return undefined;
  const reading = (known: readonly string[], required: readonly string[]) => {
    const fields = reader.fileFields(
      map,
      known,
      required,
      `${kind === "assessment" ? "an" : "a"} ${kind} record`,
    );
    if (fields === undefined) return undefined;
    const id = fileId(reader, fields, file);
    return id === undefined ? undefined : { id, reading: { reader, fields, options } };
  };
  if (kind === "technical-feasibility") return feasibilityOf(reading);
  if (kind === "commissioning") return commissioningOf(reading);
  const read = reading(ASSESSMENT_KEYS, ["version", "id", "systems", "method", "results"]);
  return read && assessmentOf(read.reading, read.id);
}

/** The file's `id`, which must be its file's name in the folder. */
function fileId(reader: AssessmentFileReader, fields: Fields, file: string): string | undefined {
  const id = reader.textField(fields, "id", "the record's id, its file's name");
  if (id === undefined) return undefined;
  const parts = file.split("/");
  const named = parts.at(-1)?.replace(/\.yaml$/, "");
  const rule = `a record is filed as ${ASSESSMENTS_FOLDER}/ID.yaml`;
  if (named === id && parts.at(-2) === ASSESSMENTS_FOLDER) return id;
  reader.error(
    nodeStart(fields.required("id").value),
    parts.at(-2) === ASSESSMENTS_FOLDER
      ? `record id ${quote(id)} is not its file's name (${file}): ${rule}; rename the file to ${ASSESSMENTS_FOLDER}/${id}.yaml, or write id: ${named ?? ""}`
      : `record ${quote(id)} is filed in ${parts.slice(0, -1).join("/") || "the repository root"}, not ${ASSESSMENTS_FOLDER}/: ${rule}; move the file to ${ASSESSMENTS_FOLDER}/${id}.yaml`,
  );
  return undefined;
}

function assessmentOf(reading: AssessmentReading, id: string): Assessment | undefined {
  const { reader, fields } = reading;
  const { systems, assets } = coverageOf(reading);
  const method = reader.choiceField(fields, "method", METHODS);
  const environment = environmentOf(reading);
  const evidence = evidenceOf(reading);
  const performedOn = fields.has("performed_on")
    ? reading.reader.pastDateField(
        fields,
        "performed_on",
        "the day it was done",
        reading.options.at,
      )
    : undefined;
  const results = reader.textField(
    fields,
    "results",
    "what the assessment found (R3.4: document the results)",
  );
  const actionPlan = actionPlanOf(reading, nodeStart(fields.required("results").value));
  if (
    systems === undefined ||
    assets === undefined ||
    method === undefined ||
    environment === undefined ||
    evidence === undefined ||
    (fields.has("performed_on") && performedOn === undefined) ||
    results === undefined ||
    actionPlan === undefined
  )
    return undefined;
  return {
    kind: "assessment",
    id,
    systems,
    assets,
    method,
    ...environment,
    ...evidence,
    ...(performedOn === undefined ? {} : { performedOn }),
    results,
    actionPlan,
  };
}

/**
 * What an assessment covers: the systems, as their documents name them, and the assets it names
 * (none: every applicable asset of those systems), each noted to be checked against the checkout.
 */
function coverageOf(reading: AssessmentReading): {
  systems: string[] | undefined;
  assets: string[] | undefined;
} {
  const { reader, fields } = reading;
  const systems = reader.textsField(
    fields,
    "systems",
    "a cyber system it covers, as its document's cyber_system: names it",
  );
  const assets = fields.has("assets")
    ? reader.textsField(fields, "assets", "an asset it assessed")
    : [];
  referToEach(reader, fields.required("systems").value, (name) => ({
    kind: "cyber-system",
    field: "systems",
    name,
  }));
  if (systems !== undefined && fields.has("assets"))
    referToEach(reader, fields.required("assets").value, (name) => ({
      kind: "asset",
      field: "assets",
      name,
      systems,
    }));
  return { systems, assets };
}

/** `environment` (production by default), and a test environment's differences (3.2.2). */
function environmentOf(
  reading: AssessmentReading,
): Pick<Assessment, "environment" | "testEnvironment"> | undefined {
  const { reader, fields } = reading;
  const field = fields.get("environment");
  const environment =
    field === undefined ? "production" : reader.choiceField(fields, "environment", ENVIRONMENTS);
  if (environment === undefined) return undefined;
  const test = fields.get("test_environment");
  if (environment === "production") {
    if (test === undefined) return { environment };
    reader.error(
      test.keyOffset,
      "test_environment belongs to an assessment in a test environment; remove it, or write environment: test",
    );
    return undefined;
  }
  if (test === undefined) {
    reader.error(
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- environment is test only when the environment field was written
      field!.keyOffset,
      "an assessment in a test environment documents the differences from production and how they were accounted for (CIP-010-4 3.2.2); write test_environment: { differences: ..., accounted_for: ... }",
    );
    return undefined;
  }
  const testEnvironment = testEnvironmentOf(reader, test.value, test.keyOffset);
  return testEnvironment && { environment, testEnvironment };
}

function testEnvironmentOf(
  reader: AssessmentFileReader,
  value: unknown,
  keyOffset: number,
): TestEnvironment | undefined {
  const shape = "{ differences: ..., accounted_for: ... }";
  const map = reader.submap(value, keyOffset, "test_environment", shape);
  const keys = ["differences", "accounted_for"];
  const fields = map && reader.fields(map, keys, keys, "test_environment");
  if (fields === undefined) return undefined;
  const differences = reader.textField(
    fields,
    "differences",
    "how the test environment differs from production",
  );
  const accountedFor = reader.textField(
    fields,
    "accounted_for",
    "the measures used to account for the differences",
  );
  return differences === undefined || accountedFor === undefined
    ? undefined
    : { differences, accountedFor };
}

/** The controls assessed, or the tool output by digest: one of them at least (R3.1's Measures). */
function evidenceOf(
  reading: AssessmentReading,
): Pick<Assessment, "controls" | "toolOutput"> | undefined {
  const { reader, fields } = reading;
  if (!fields.has("controls_assessed") && !fields.has("tool_output")) {
    const at = fields.required("method").keyOffset;
    reader.error(
      at,
      "an assessment lists the controls assessed or the output of the tools used (CIP-010-4 R3.1's Measures); write controls_assessed: [...] or tool_output: [{ name: ..., sha256: ... }]",
    );
    return undefined;
  }
  const controls = fields.has("controls_assessed")
    ? reader.textsField(fields, "controls_assessed", "a control assessed")
    : [];
  const outputs = fields.has("tool_output") ? toolOutputs(reader, fields) : [];
  return controls === undefined || outputs === undefined
    ? undefined
    : { controls, toolOutput: outputs };
}

const TOOL_OUTPUT_SHA256 = "the output's SHA-256 in 64 lower-case hex digits (sha256sum FILE)";

/** `tool_output`: each output's file name and its SHA-256. */
function toolOutputs(reader: AssessmentFileReader, fields: Fields): ToolOutput[] | undefined {
  const entry = {
    what: "a tool_output entry",
    shape: "{ name: scan.nessus, sha256: 64 hex digits }",
    keys: ["name", "sha256"],
  };
  return reader.mapsField(fields, "tool_output", entry, (output) => {
    const name = reader.textField(output, "name", "the output file's name");
    const sha256 = reader.textField(output, "sha256", "its SHA-256, 64 hex");
    if (name === undefined || sha256 === undefined) return undefined;
    return reader.isSha256(output, "sha256", sha256, TOOL_OUTPUT_SHA256)
      ? { name, sha256 }
      : undefined;
  });
}
