// Vulnerability assessment files (CIP-010-4 R3) read with positions: each of the three kinds read
// whole, and every mistake at file:line:column with what to write instead: a test environment
// without its differences from production (3.2.2), an assessment with neither controls nor tool
// output, no action plan, a date after today, statuses out of order, a commissioning record with
// both exceptions or neither. A file with an error yields nothing (the caller fails closed).
import { describe, expect, it } from "vitest";
import { formatLocation } from "../../../src/core/shared/diagnostics.ts";
import type { ParsedPatchFile } from "../../../src/core/patches/patch-file-reader.ts";
import {
  isAssessmentFile,
  NO_VULNERABILITIES,
} from "../../../src/core/assessments/assessment-files.ts";
import { parseAssessmentText } from "../../../src/core/assessments/parse-assessment.ts";

const FILE = "vulnerability-assessments/VA-7.yaml";
/** 12:00 UTC on 2026-03-31: the latest day anywhere (UTC+14) is 2026-04-01. */
const LATEST = { at: new Date("2026-03-31T12:00:00Z") };
const DIGEST = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const lines = (...text: string[]) => `${text.join("\n")}\n`;

function problems<T>(parsed: ParsedPatchFile<T>): string[] {
  expect(parsed.value, "a file with an error yields nothing").toBeUndefined();
  return parsed.diagnostics.map((d) => `${formatLocation(d.location!)}: ${d.message}`);
}

const ASSESSMENT = [
  "version: 1",
  "id: VA-7",
  "systems: [Protection System]",
  "method: active",
  "environment: test",
  "test_environment:",
  "  differences: the lab RTAC runs firmware R148; production runs R147",
  "  accounted_for: the R147 release notes were compared; no port differs",
  `tool_output: [{ name: scan-2026-03.nessus, sha256: ${DIGEST} }]`,
  "results: two findings on alpha-relay-01",
  "action_plan:",
  "  - id: AI-1",
  "    action: disable telnet on alpha-relay-01",
  "    planned_completion: 2026-06-30",
  "    status:",
  "      - { on: 2026-03-12, status: open }",
  "      - { on: 2026-03-20, status: in-progress }",
];

describe("vulnerability-assessments/ID.yaml", () => {
  it("reads an assessment: systems, method, environment, tool output, results and action plan", () => {
    expect(parseAssessmentText(lines(...ASSESSMENT), FILE, LATEST)).toEqual({
      value: {
        kind: "assessment",
        id: "VA-7",
        systems: ["Protection System"],
        assets: [],
        method: "active",
        environment: "test",
        testEnvironment: {
          differences: "the lab RTAC runs firmware R148; production runs R147",
          accountedFor: "the R147 release notes were compared; no port differs",
        },
        controls: [],
        toolOutput: [{ name: "scan-2026-03.nessus", sha256: DIGEST }],
        results: "two findings on alpha-relay-01",
        actionPlan: [
          {
            id: "AI-1",
            action: "disable telnet on alpha-relay-01",
            plannedCompletion: "2026-06-30",
            statuses: [
              { on: "2026-03-12", status: "open" },
              { on: "2026-03-20", status: "in-progress" },
            ],
          },
        ],
      },
      diagnostics: [],
      // The system it names and the dates it writes, at their places, as the patch files' reader
      // records them: review resolves the system against the inventory (issue 79).
      references: [
        {
          kind: "cyber-system",
          field: "systems",
          name: "Protection System",
          at: { file: FILE, line: 3, column: 11 },
        },
        { kind: "date", label: "planned_completion", date: "2026-06-30", at: expect.anything() },
        { kind: "date", label: "on", date: "2026-03-12", at: expect.anything() },
        { kind: "date", label: "on", date: "2026-03-20", at: expect.anything() },
      ],
    });
  });

  it("reads a paper assessment in production that found nothing", () => {
    const parsed = parseAssessmentText(
      lines(
        "version: 1",
        "id: VA-7",
        "systems: [Protection System, Station Automation]",
        "method: paper",
        "controls_assessed: [ports and services, patch levels]",
        "performed_on: 2026-03-31",
        "results: no finding",
        `action_plan: ${NO_VULNERABILITIES}`,
      ),
      FILE,
      LATEST,
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.value).toMatchObject({
      method: "paper",
      environment: "production",
      controls: ["ports and services", "patch levels"],
      performedOn: "2026-03-31",
      actionPlan: NO_VULNERABILITIES,
    });
  });

  it("reads a technical-feasibility record and a commissioning exception", () => {
    const feasibility = parseAssessmentText(
      lines(
        "version: 1",
        "id: TF-1",
        "kind: technical-feasibility",
        "systems: [Legacy Control]",
        "reference: TFE-0042",
        "reason: the serial relays cannot be scanned actively",
      ),
      "vulnerability-assessments/TF-1.yaml",
      LATEST,
    );
    expect(feasibility.value).toEqual({
      kind: "technical-feasibility",
      id: "TF-1",
      systems: ["Legacy Control"],
      reference: "TFE-0042",
      reason: "the serial relays cannot be scanned actively",
    });
    const commissioning = parseAssessmentText(
      lines(
        "version: 1",
        "id: C-1",
        "kind: commissioning",
        "cyber_system: Protection System",
        "asset: alpha-relay-03",
        "cip_exceptional_circumstance: CEC-2026-02",
      ),
      "vulnerability-assessments/C-1.yaml",
      LATEST,
    );
    expect(commissioning.value).toEqual({
      kind: "commissioning",
      id: "C-1",
      cyber_system: "Protection System",
      asset: "alpha-relay-03",
      exception: { cip_exceptional_circumstance: "CEC-2026-02" },
    });
  });

  const replace = (index: number, ...by: string[]) => [
    ...ASSESSMENT.slice(0, index),
    ...by,
    ...ASSESSMENT.slice(index + 1),
  ];

  it.each<[string, string[], string[], string?]>([
    [
      "a test environment without its differences (3.2.2)",
      [...ASSESSMENT.slice(0, 5), ...ASSESSMENT.slice(8)],
      [
        `${FILE}:5:1: an assessment in a test environment documents the differences from production and how they were accounted for (CIP-010-4 3.2.2); write test_environment: { differences: ..., accounted_for: ... }`,
      ],
    ],
    [
      "differences without how they were accounted for",
      [...ASSESSMENT.slice(0, 7), ...ASSESSMENT.slice(8)],
      [`${FILE}:7:3: test_environment has no "accounted_for"; add it`],
    ],
    [
      "a production assessment with a test environment",
      replace(4, "environment: production"),
      [
        `${FILE}:6:1: test_environment belongs to an assessment in a test environment; remove it, or write environment: test`,
      ],
    ],
    [
      "neither controls nor tool output",
      [...ASSESSMENT.slice(0, 8), ...ASSESSMENT.slice(9)],
      [
        `${FILE}:4:1: an assessment lists the controls assessed or the output of the tools used (CIP-010-4 R3.1's Measures); write controls_assessed: [...] or tool_output: [{ name: ..., sha256: ... }]`,
      ],
    ],
    [
      "a digest that is no SHA-256",
      replace(8, "tool_output: [{ name: scan.nessus, sha256: abc }]"),
      [
        `${FILE}:9:44: sha256 must be the output's SHA-256 in 64 lower-case hex digits (sha256sum FILE), not "abc"`,
      ],
    ],
    [
      "no action plan (R3.4)",
      ASSESSMENT.slice(0, 10),
      [
        `${FILE}:10:10: an assessment documents its action plan (CIP-010-4 R3.4); write action_plan: no vulnerabilities found, or a list of { id, action, planned_completion, status }`,
      ],
    ],
    [
      "an action plan that is some other words",
      [...ASSESSMENT.slice(0, 10), "action_plan: nothing to do"],
      [
        `${FILE}:11:14: action_plan "nothing to do" is not a plan; write no vulnerabilities found, or a list of { id, action, planned_completion, status }`,
      ],
    ],
    [
      "a status dated after today",
      replace(16, "      - { on: 2026-04-02, status: done }"),
      [
        `${FILE}:17:15: on 2026-04-02 is after today (2026-03-31 in UTC, 2026-04-01 in UTC+14, the farthest ahead): write the day it happened, once it has`,
      ],
    ],
    [
      "statuses out of date order",
      replace(16, "      - { on: 2026-03-01, status: done }"),
      [
        `${FILE}:17:9: status of 2026-03-01 is written after one of 2026-03-12; keep the history in date order`,
      ],
    ],
    [
      "an unknown method",
      replace(3, "method: activ"),
      [`${FILE}:4:9: unknown method "activ"; did you mean "active"?`],
    ],
    [
      "an id that is not the file's name",
      replace(1, "id: VA-8"),
      [
        `${FILE}:2:5: record id "VA-8" is not its file's name (${FILE}): a record is filed as vulnerability-assessments/ID.yaml; rename the file to vulnerability-assessments/VA-8.yaml, or write id: VA-7`,
      ],
    ],
    [
      "an unknown key, in words that read",
      [...ASSESSMENT, "scope: all"],
      [
        `${FILE}:18:1: unknown key "scope"; the keys of an assessment record are version, id, kind, systems, assets, method, environment, test_environment, controls_assessed, tool_output, performed_on, results and action_plan`,
      ],
    ],
    [
      "performed in the future",
      [...ASSESSMENT, "performed_on: 2026-04-02"],
      [
        `${FILE}:18:15: performed_on 2026-04-02 is after today (2026-03-31 in UTC, 2026-04-01 in UTC+14, the farthest ahead): write the day it happened, once it has`,
      ],
    ],
  ])("refuses %s", (_what, text, expected) => {
    expect(problems(parseAssessmentText(lines(...text), FILE, LATEST))).toEqual(expected);
  });

  it.each([
    [
      "both exceptions",
      ["like_replacement_of: alpha-relay-01", "cip_exceptional_circumstance: CEC-1"],
      "both exceptions",
    ],
    ["neither exception", [], "no exception"],
  ])("refuses a commissioning record with %s", (_what, extra, words) => {
    const text = lines(
      "version: 1",
      "id: C-1",
      "kind: commissioning",
      "cyber_system: Protection System",
      "asset: alpha-relay-03",
      ...extra,
    );
    expect(
      problems(parseAssessmentText(text, "vulnerability-assessments/C-1.yaml", LATEST)),
    ).toEqual([
      `vulnerability-assessments/C-1.yaml:5:8: a commissioning record names ${words} of CIP-010-4 R3.3; write exactly one of like_replacement_of: EXISTING-ASSET or cip_exceptional_circumstance: REFERENCE`,
    ]);
  });

  it.each([
    ["vulnerability-assessments/VA-1.yaml", true],
    ["vulnerability-assessments/old/VA-1.yaml", false],
    ["vulnerability-assessments/VA-1.yml", false],
    ["patch-plans/VA-1.yaml", false],
  ])("%s is an assessment file: %s", (path, expected) => {
    expect(isAssessmentFile(path)).toBe(expected);
  });
});
