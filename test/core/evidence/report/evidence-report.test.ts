// The audit report's model (issue 25 item 4): whose inventory it covers, which changes, gaps and
// drift are exceptions (break-glass applies among them), what each operation changed, and which
// assets each drift episode touched. Pure: built from sealed records, nothing is written.
import { describe, expect, it } from "vitest";
import { buildChangeRecord } from "../../../../src/core/evidence/records/change-record.ts";
import {
  CHANGE_OUTCOMES,
  type ChangeOutcome,
  type EvidenceDraft,
} from "../../../../src/core/evidence/records/evidence-record.ts";
import { buildEvidenceReport } from "../../../../src/core/evidence/report/evidence-report.ts";
import {
  breakGlassDraft,
  chainOf,
  changeDraft,
  day,
  ledgerFilesOf,
  monitoringDraft,
  policyEvidence,
} from "../../../support/evidence-records.ts";
import { applyResultOf, samplePlan } from "../../../support/sample-plans.ts";

function reportOf(drafts: { draft: EvidenceDraft; at: Date }[]) {
  return buildEvidenceReport(
    ledgerFilesOf(chainOf(drafts)),
    { from: day(0), to: day(30) },
    day(31),
    { toolVersion: "1.2.3" },
  );
}

/** A monitoring run every 10 days: no gap over the limit to add exceptions of its own. */
const monitored = [0, 10, 20, 29].map((at, index) => ({
  draft: monitoringDraft("grid-east", 900 + index, true),
  at: day(at),
}));

describe("exceptions: refused, failed, partly applied and break-glass changes", () => {
  const expected: Record<ChangeOutcome, string[]> = {
    applied: [],
    "no-changes": [],
    "partly-applied": ["partly-applied"],
    failed: ["failed"],
    interrupted: ["interrupted"],
    "plan-changed": ["refused (plan-changed)"],
    unsafe: ["refused (unsafe)"],
    "no-reviewed-plan": ["refused (no-reviewed-plan)"],
    "not-approved": ["refused (not-approved)"],
    policy: ["refused (policy)"],
    invalid: ["refused (invalid)"],
  };

  it.each(
    CHANGE_OUTCOMES.flatMap((outcome) => [[outcome, false] as const, [outcome, true] as const]),
  )("%s (break-glass: %s)", (outcome, breakGlass) => {
    const draft = changeDraft("grid-east", 1, outcome);
    const change = breakGlass ? breakGlassDraft(draft) : draft;
    const report = reportOf(
      [...monitored, { draft: change, at: day(5) }].sort((a, b) => +a.at - +b.at),
    );
    const why = [
      ...expected[outcome],
      ...(breakGlass ? ["break-glass: no pull-request review"] : []),
    ];
    const [entry] = report.workspaces[0]!.changes;
    expect(entry).toMatchObject({ outcome, break_glass: breakGlass, exceptions: why });
    expect(report.exceptions.map((exception) => exception.kind)).toEqual(
      why.length === 0 ? [] : ["change"],
    );
    expect(report.workspaces[0]!.months).toEqual([
      {
        month: "2026-01",
        changes: 1,
        monitoring_runs: 4,
        drift_runs: 0,
        flagged_changes_gaps_drift: why.length === 0 ? 0 : 1,
      },
    ]);
  });
});

it("gaps over the limit and unresolved drift are exceptions, resolved drift is not", () => {
  const report = reportOf([
    { draft: monitoringDraft("grid-east", 1, false), at: day(0) },
    { draft: monitoringDraft("grid-east", 2, true), at: day(1) },
    { draft: monitoringDraft("grid-east", 3, false), at: day(2) },
    { draft: monitoringDraft("grid-west", 4, true), at: day(0) },
  ]);
  expect(
    report.exceptions.map(({ kind, workspace, at }) => [kind, workspace, at.slice(0, 10)]),
  ).toEqual([["drift", "grid-east", "2026-01-03"]]);
  // Drift lists its assets, once each however many runs saw them.
  const exception = report.exceptions[0]!;
  expect(exception.kind === "drift" && exception.episode.assets).toEqual([
    { action: "create", asset_id: null, name: "alpha-rtu-09", cyber_system: "Alpha Protection" },
    {
      action: "delete",
      asset_id: "ca_0042",
      name: "alpha-hmi-02",
      cyber_system: "Alpha Protection",
    },
  ]);
});

it("a month without monitoring is a gap exception of its workspace", () => {
  const report = buildEvidenceReport(
    ledgerFilesOf(chainOf([{ draft: monitoringDraft("grid-east", 1, true), at: day(0) }])),
    { from: day(0), to: day(60) },
    day(61),
  );
  expect(report.exceptions).toMatchObject([
    { kind: "gap", workspace: "grid-east", gap: { days: 60 } },
  ]);
});

it("the header names the organizations, repository and service the records state, and the version", () => {
  const draft = changeDraft("grid-east", 1);
  draft.change.change_record!.context = {
    ...draft.change.change_record!.context,
    organization: "grid-east-utility",
    service: "https://cis.example.com",
  };
  // A drift check's record names them too (the Action's monitoring records).
  const check = monitoringDraft("grid-west", 2, true);
  if (check.kind !== "monitoring") throw new Error("a monitoring draft");
  check.monitoring = {
    ...check.monitoring,
    organization: "grid-west-utility",
    service: "https://cis.example.com",
  };
  const report = reportOf([
    { draft, at: day(1) },
    { draft: check, at: day(2) },
    { draft: monitoringDraft("grid-west", 3, true), at: day(3) },
  ]);
  expect(report.subject).toEqual({
    organizations: ["grid-east-utility", "grid-west-utility"],
    repositories: ["grid-east/inventory"],
    services: ["https://cis.example.com"],
    workspaces: ["grid-east", "grid-west"],
  });
  expect(report.generated_by).toBe("1.2.3");
});

it("each operation shows both sides: name, system, type and facility before and after", () => {
  const plan = samplePlan();
  const draft = changeDraft("grid-east", 1);
  draft.change.change_record = buildChangeRecord(plan, applyResultOf(plan), {
    tool_version: "1.2.3",
  });
  const operations = [...reportOf([{ draft, at: day(1) }]).workspaces[0]!.changes][0]!.operations;
  expect(operations[0]).toMatchObject({
    action: "delete",
    before: { name: "alpha-hmi-02", cyber_system: "Bravo SCADA", facility: "Substation Bravo" },
    after: null,
  });
  // Renamed, moved to a system of another facility, and retyped at once.
  expect(operations[7]).toEqual({
    action: "update",
    asset_id: "ca_0007",
    before: {
      name: "ems-old",
      cyber_system: "Alpha Protection",
      asset_type: "hardware",
      facility: "Substation Alpha",
    },
    after: {
      name: "ems-new",
      cyber_system: "EMS",
      asset_type: "software",
      facility: "East Control Center",
    },
    result: "succeeded",
    error: null,
  });
  expect(operations[8]).toMatchObject({
    action: "create",
    before: null,
    after: { name: "alpha-rtu-09", cyber_system: "Alpha Protection", facility: "Substation Alpha" },
  });
});

it("monitoring entries name the systems compared by id and name", () => {
  const report = reportOf([{ draft: monitoringDraft("grid-east", 1, false), at: day(1) }]);
  expect([...report.workspaces[0]!.monitoring][0]!.systems).toEqual([
    { id: "cs_alpha", name: "Alpha Protection" },
    { id: "cs_bravo", name: "Bravo SCADA" },
    { id: "cs_ems", name: "EMS" },
  ]);
});

it.each([
  ["with the owner policy that judged it", true],
  ["without one (no policy file at the base commit)", false],
])("a change entry carries its record's policy: %s", (_case, withPolicy) => {
  const draft = changeDraft("grid-east", 1, "policy");
  if (withPolicy) draft.change.policy = policyEvidence();
  const report = reportOf([{ draft, at: day(1) }]);
  const [entry] = report.workspaces[0]!.changes;
  expect(entry!.policy).toEqual(withPolicy ? policyEvidence() : null);
  expect(report.exceptions.map((exception) => exception.kind)).toEqual(["change"]);
});
