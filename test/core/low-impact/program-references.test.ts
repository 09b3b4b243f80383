// What the program records of a checkout name of its program file (low-impact/program.yaml, issue
// 96 items 1 and 2), at review, in a table: a review naming a policy the file does not declare, and
// a test naming a plan it does not declare, are refused at the name with the nearest declared one;
// a review whose topics differ from those its policies declare is warned at its `topics` line (the
// program file's are the ones counted), never refused; without a program file (or with a broken
// one, whose own problems are reported as its own) nothing here.
import { describe, expect, it } from "vitest";
import { LOW_IMPACT_FILES } from "../../../src/core/low-impact/low-impact-files.ts";
import { formatLocation } from "../../../src/core/shared/diagnostics.ts";

const lines = (...each: string[]) => `${each.join("\n")}\n`;
const PROGRAM = lines(
  "version: 1",
  "policies:",
  "  - id: POL-A",
  "    topics: [awareness, physical_security, electronic_access, incident_response]",
  "  - id: POL-B",
  "    topics: [transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]",
  "plans:",
  "  - id: IR-1",
  "    sites: [Substation 12]",
);
const review = (policies: string, topics: string) =>
  lines(
    "version: 1",
    "id: review-1",
    "kind: policy-review",
    "performed_on: 2026-03-10",
    `policies: ${policies}`,
    `topics: ${topics}`,
  );
const test = (plans: string) =>
  lines(
    "version: 1",
    "id: test-1",
    "kind: incident-plan-test",
    "performed_on: 2026-03-10",
    "method: tabletop",
    `plans: ${plans}`,
  );
const A_TOPICS = "[awareness, physical_security, electronic_access, incident_response]";
const REVIEW_FILE = "low-impact/records/review-1.yaml";
const TEST_FILE = "low-impact/records/test-1.yaml";

/** The problems among `files`, each "file:line:column: severity: message". */
function problemsAmong(files: Record<string, string>): string[] {
  return (LOW_IMPACT_FILES.problemsAmong?.(new Map(Object.entries(files))) ?? []).map(
    (d) => `${d.location && formatLocation(d.location)}: ${d.severity}: ${d.message}`,
  );
}

describe("the program records against the program file, at review", () => {
  it.each<[string, Record<string, string>, string[]]>([
    [
      "a review of declared policies with their topics",
      { "low-impact/program.yaml": PROGRAM, [REVIEW_FILE]: review("[POL-A]", A_TOPICS) },
      [],
    ],
    [
      "a review naming a policy the program file does not declare",
      { "low-impact/program.yaml": PROGRAM, [REVIEW_FILE]: review("[POL-A, POL-C]", A_TOPICS) },
      [
        `${REVIEW_FILE}:5:19: error: policy "POL-C" is not one low-impact/program.yaml declares; did you mean "POL-A"? Otherwise name "POL-A" or "POL-B", or declare it under policies (its id and topics) in low-impact/program.yaml`,
      ],
    ],
    [
      "a test naming a plan the program file does not declare",
      { "low-impact/program.yaml": PROGRAM, [TEST_FILE]: test("[IR-2]") },
      [
        `${TEST_FILE}:6:9: error: Cyber Security Incident response plan "IR-2" is not one low-impact/program.yaml declares; did you mean "IR-1"? Otherwise name "IR-1", or declare it under plans (its id and sites) in low-impact/program.yaml`,
      ],
    ],
    [
      "a review whose topics differ from its policies' (warned, never refused)",
      { "low-impact/program.yaml": PROGRAM, [REVIEW_FILE]: review("[POL-A]", "[awareness]") },
      [
        `${REVIEW_FILE}:6:1: warning: topics [awareness] differ from what low-impact/program.yaml declares of POL-A ([awareness, physical_security, electronic_access, incident_response]): the program file's topics are the ones counted; write topics: [awareness, physical_security, electronic_access, incident_response], or change the policies' topics in low-impact/program.yaml`,
      ],
    ],
    [
      "without a program file, any policy and plan (the records alone)",
      { [REVIEW_FILE]: review("[POL-C]", "[awareness]"), [TEST_FILE]: test("[IR-2]") },
      [],
    ],
    [
      "with a broken program file: its own problems only",
      {
        "low-impact/program.yaml": PROGRAM.replace("version: 1", "version: 2"),
        [TEST_FILE]: test("[IR-2]"),
      },
      [],
    ],
  ])("%s", (_name, files, expected) => {
    expect(problemsAmong(files)).toStrictEqual(expected);
  });
});
