// The populations an auditor samples CIP-010-4 R3 (Vulnerability Assessments) from, made of the
// obligations its pass judged as of the period's end (core/obligations/vulnerability-assessments/),
// one truth with `cip-sync obligations`: the assessment intervals (R3.1 and R3.2, one row per
// system and interval: closed by an assessment, with its method and environment, or by a
// technical-feasibility record, or still open, a system never assessed saying since when; each
// applicable asset covered, and by which assessment, or left out, where not one record's
// assessment covered the whole system), the
// assets put into service (R3.3, one row per asset at the merge that commissioned it, with what
// stands for it: an assessment, a like replacement, a CIP Exceptional Circumstance, none, or not
// judged where its system declares no impact) and the action items (R3.4, one row per item of an
// assessment's action plan, with its planned date in force, its dated statuses, each move of its
// date and who approved it). Every row cites its record: the one that closed the interval, else
// the one that opened it (for R3.3, the merge that put the asset into service). What is this
// family's own: which part makes which population, the rows and their tie; the rest is every
// family's (family-rows.ts). Pure.
import { VULNERABILITY_ASSESSMENT_SHAPE } from "../../families/vulnerability-assessments/vulnerability-assessment-shape.ts";
import type { Obligation } from "../../obligations/obligations.ts";
import { CITATION_COLUMNS, type Row } from "../citation.ts";
import {
  dateChangesText,
  type FamilyPopulations,
  notClosedText,
  type PeriodRecords,
  unlessClosedBefore,
} from "./family-rows.ts";

const ASSESSMENT_INTERVAL_COLUMNS = [
  ...CITATION_COLUMNS,
  "part",
  "cyber_system",
  "cyber_system_id",
  "interval_opened_by_sequence",
  "interval_opened_at",
  "due",
  "status",
  "assessment",
  "method",
  "environment",
  "feasibility_record",
  "feasibility_reference",
  "never_assessed_since",
  "assets_covered",
  "assets_not_covered",
  "reason",
  "not_closed_by",
] as const;

const ACTION_ITEM_COLUMNS = [
  ...CITATION_COLUMNS,
  "cyber_system",
  "cyber_system_id",
  "assessment",
  "item",
  "action",
  "planned_completion",
  "statuses",
  "status",
  "closed_by_sequence",
  "closed_at",
  "date_changes",
  "reason",
] as const;

const COMMISSIONED_ASSET_COLUMNS = [
  ...CITATION_COLUMNS,
  "cyber_system",
  "cyber_system_id",
  "asset",
  "asset_id",
  "class",
  "status",
  "evidence",
  "evidence_records",
  "reason",
] as const;

/**
 * The CIP-010 R3 populations: R3.1's and R3.2's intervals, R3.3's assets, R3.4's items. An
 * obligation closed before the period is in none of them; a row's tie is its assessment.
 */
export const ASSESSMENT_POPULATIONS = {
  populations: [
    {
      name: "assessmentIntervals",
      parts: ["CIP-010 R3.1", "CIP-010 R3.2"],
      columns: ASSESSMENT_INTERVAL_COLUMNS,
      file: VULNERABILITY_ASSESSMENT_SHAPE.populationFiles.assessmentIntervals,
      row: unlessClosedBefore(intervalRow),
    },
    {
      name: "commissionedAssets",
      parts: ["CIP-010 R3.3"],
      columns: COMMISSIONED_ASSET_COLUMNS,
      file: VULNERABILITY_ASSESSMENT_SHAPE.populationFiles.commissionedAssets,
      row: unlessClosedBefore(commissionedRow),
    },
    {
      name: "actionItems",
      parts: ["CIP-010 R3.4"],
      columns: ACTION_ITEM_COLUMNS,
      file: VULNERABILITY_ASSESSMENT_SHAPE.populationFiles.actionItems,
      row: unlessClosedBefore(itemRow),
    },
  ],
  tie: (o) => o.assessment?.key ?? "",
} as const satisfies FamilyPopulations;

/** The system a row is about, by name and id. */
function systemOf(o: Obligation): Row {
  return {
    cyber_system: o.subject.cyber_system ?? null,
    cyber_system_id: o.subject.cyber_system_id ?? null,
  };
}

function intervalRow(o: Obligation, period: PeriodRecords): Row {
  const facts = o.assessment ?? { key: "" };
  return {
    ...period.cite(o.closed_by ?? o.opened_by),
    part: o.kind,
    ...systemOf(o),
    interval_opened_by_sequence: o.opened_by.sequence,
    interval_opened_at: o.opened_by.recorded_at,
    due: o.due,
    status: o.status,
    assessment: facts.assessment?.id ?? null,
    method: facts.assessment?.method ?? null,
    environment: facts.assessment?.environment ?? null,
    feasibility_record: facts.feasibility?.id ?? null,
    feasibility_reference: facts.feasibility?.reference ?? null,
    never_assessed_since: facts.never_assessed_since ?? null,
    // Per Cyber Asset: empty when one record's assessment covered the whole system.
    assets_covered: (facts.covered ?? [])
      .map((entry) => `${entry.asset} by ${entry.assessment} (record ${entry.record.sequence})`)
      .join("; "),
    assets_not_covered: (facts.not_covered ?? [])
      .map((entry) => `${entry.class} ${entry.asset}`)
      .join("; "),
    reason: o.reason ?? null,
    not_closed_by: notClosedText(o),
  };
}

/** R3.3: the asset at the merge that put it into service, with what stands for it. */
function commissionedRow(o: Obligation, period: PeriodRecords): Row {
  const facts = o.assessment?.commissioned;
  return {
    ...period.cite(o.opened_by),
    ...systemOf(o),
    asset: o.subject.asset ?? null,
    asset_id: o.subject.asset_id ?? null,
    class: facts?.class ?? null,
    status: o.status,
    evidence: facts?.evidence ?? null,
    evidence_records: (facts?.records ?? []).join("; "),
    reason: o.reason ?? null,
  };
}

function itemRow(o: Obligation, period: PeriodRecords): Row {
  const item = o.assessment?.item;
  return {
    ...period.cite(o.opened_by),
    ...systemOf(o),
    assessment: item?.assessment ?? null,
    item: item?.id ?? null,
    action: item?.action ?? null,
    planned_completion: item?.planned_completion ?? null,
    statuses: (item?.statuses ?? []).map((entry) => `${entry.on} ${entry.status}`).join("; "),
    status: o.status,
    closed_by_sequence: o.closed_by?.sequence ?? null,
    closed_at: o.closed_by?.recorded_at ?? null,
    date_changes: dateChangesText(o.assessment?.date_changes ?? []),
    reason: o.reason ?? null,
  };
}
