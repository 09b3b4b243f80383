// The CIP-010 R3 populations (core/audit/families/vulnerability-assessments/assessment-populations.ts), made of the
// obligations the pass judges from the merge records: each system's R3.1 and R3.2 intervals, closed
// by an assessment (with its method and environment) or open, never assessed since its
// commissioning; and each action item with its planned date, dated statuses and each move of its
// date, approved or not. Every row cites its record: the one that closed the interval, else the one
// that opened it.
import { isAssessmentFile } from "../../../src/core/assessments/assessment-files.ts";
import { describe, expect, it } from "vitest";
import type { EvidenceDraft } from "../../../src/core/evidence/records/evidence-record.ts";
import { recordPath } from "../../../src/core/evidence/chain/record-files.ts";
import { reviewedFilesEvidence } from "../../../src/core/evidence/records/in-force/reviewed-files-record.ts";
import { computeObligations } from "../../../src/core/obligations/obligations.ts";
import { DEFAULT_CALENDAR } from "../../../src/core/shared/calendar.ts";
import { chainOf, changeDraft, day } from "../../support/evidence-records.ts";
import { baselineOf, hashed } from "../../support/obligation-ledgers.ts";
import { populations } from "../../support/populations.ts";

const FILE = "vulnerability-assessments/VA-1.yaml";
const assessment = (planned: string, status: string) => `version: 1
id: VA-1
systems: [Alpha Protection]
method: active
environment: test
test_environment: { differences: lab firmware R148, accounted_for: release notes compared }
controls_assessed: [ports and services]
results: telnet enabled on alpha-rtu-09
action_plan:
  - id: AI-1
    action: disable telnet
    planned_completion: ${planned}
    status: [{ on: 2026-01-20, status: ${status} }]
`;

function merge(n: number, files: Record<string, string> = {}, approvers?: string[]) {
  const draft = changeDraft("grid-east", n, "no-changes");
  draft.change.baselines = [baselineOf(n, "high")];
  const carried = reviewedFilesEvidence(
    new Map(Object.entries(files)),
    new Map(),
    "c".repeat(40),
    isAssessmentFile,
  );
  if (carried !== undefined) draft.change.assessment_files = carried;
  if (approvers !== undefined && draft.change.pull_request !== null)
    draft.change.pull_request.approved_by = approvers;
  draft.change.governance = {
    policy: null,
    senior_manager: null,
    systems: [{ name: "Alpha Protection", impact: "high", owners: ["alice"] }],
    source_commands: null,
  };
  return draft;
}

function r3Populations(drafts: { draft: EvidenceDraft; at: Date }[]) {
  const records = hashed(chainOf(drafts));
  const obligations = computeObligations(records, "2026-06-30", DEFAULT_CALENDAR);
  const found = populations(records, { from: day(0), to: day(181) }, { obligations });
  const pathOf = (sequence: number) => recordPath(records[sequence - 1]!.record);
  return { found, pathOf };
}

describe("the CIP-010 R3 populations", () => {
  it("lists each interval at the record that closed it, with the assessment's method and environment", () => {
    const { found, pathOf } = r3Populations([
      { draft: merge(1), at: day(0) },
      { draft: merge(2, { [FILE]: assessment("2026-03-01", "open") }), at: day(20) },
    ]);
    expect(
      found.assessmentIntervals!.map((row) => [
        row.part,
        row.record_sequence,
        row.record_path === pathOf(Number(row.record_sequence)),
        row.status,
        row.assessment,
        row.method,
        row.environment,
        row.never_assessed_since,
      ]),
    ).toEqual([
      // In the obligations' order: what is open first.
      ["CIP-010 R3.1", 2, true, "open", null, null, null, null],
      ["CIP-010 R3.2", 2, true, "open", null, null, null, null],
      ["CIP-010 R3.1", 2, true, "closed", "VA-1", "active", "test", null],
      ["CIP-010 R3.2", 2, true, "closed", "VA-1", "active", "test", null],
    ]);
  });

  it("lists a system never assessed at its commissioning record, saying since when", () => {
    const { found } = r3Populations([{ draft: merge(1), at: day(0) }]);
    expect(
      found.assessmentIntervals!.map((row) => [
        row.part,
        row.record_sequence,
        row.never_assessed_since,
      ]),
    ).toEqual([
      ["CIP-010 R3.1", 1, "2026-01-01"],
      ["CIP-010 R3.2", 1, "2026-01-01"],
    ]);
  });

  it("lists an action item past its date, with a date moved by someone who is no owner", () => {
    const { found } = r3Populations([
      { draft: merge(1), at: day(0) },
      { draft: merge(2, { [FILE]: assessment("2026-03-01", "open") }), at: day(20) },
      {
        draft: merge(3, { [FILE]: assessment("2026-09-01", "open") }, ["mallory"]),
        at: day(40),
      },
    ]);
    expect(found.actionItems).toEqual([
      expect.objectContaining({
        record_sequence: 2,
        cyber_system: "Alpha Protection",
        assessment: "VA-1",
        item: "AI-1",
        planned_completion: "2026-03-01",
        statuses: "2026-01-20 open",
        status: "exception",
        date_changes:
          "record 3: 2026-09-01, not counted: approved by none of the owners of Alpha Protection in force (alice)",
      }),
    ]);
  });
});
