// The populations an auditor samples CIP-007-6 R2 (Security Patch Management) from, made of the
// obligations its pass judged as of the period's end (core/obligations/patch-management/), one
// truth with `cip-sync obligations`: the sources (R2.1, one row per applicable asset and
// os_firmware or software item as each baseline put it in force, with its source or no-source
// declaration, or neither), the evaluations (R2.2, one row per evaluation that closed a source's
// interval, at its record), the applicable patches (R2.3, one row per patch and asset, with what
// closed it) and the mitigation plans (R2.4, with each change of their timeframe and who approved
// it, or why it does not count). Every row cites its record. What is this family's own: which part
// makes which population, when an obligation is a row, the rows and their tie; the rest is every
// family's (family-rows.ts). Pure.
import { PATCH_MANAGEMENT_SHAPE } from "../../../families/patch-management/patch-management-shape.ts";
import type { Obligation } from "../../../obligations/obligations.ts";
import { CITATION_COLUMNS, type Row } from "../../citation.ts";
import * as familyRows from "../family-rows.ts";

const SUBJECT_COLUMNS = ["cyber_system", "asset", "asset_id"] as const;
const ITEM_COLUMNS = ["item_kind", "item", "version"] as const;

const PATCH_SOURCE_COLUMNS = [
  ...CITATION_COLUMNS,
  ...SUBJECT_COLUMNS,
  ...ITEM_COLUMNS,
  "source",
  "no_source_kind",
  "no_source_reason",
  "identified_by_sequence",
  "identified_at",
  "status",
  "reason",
  "ended_by_sequence",
  "ended_at",
] as const;

const PATCH_EVALUATION_COLUMNS = [
  ...CITATION_COLUMNS,
  "source",
  "evaluation_file",
  "releases_since",
  "patches",
  "applicable",
  "interval_opened_by_sequence",
  "interval_due",
  "status",
  "lapse",
  "releases_gap",
  "reason",
] as const;

const APPLICABLE_PATCH_COLUMNS = [
  ...CITATION_COLUMNS,
  ...SUBJECT_COLUMNS,
  ...ITEM_COLUMNS,
  "source",
  "evaluation_file",
  "patch",
  "due",
  "status",
  "closed_by",
  "plan",
  "closed_by_sequence",
  "closed_by_sha256",
  "closed_at",
  "lapse",
  "reason",
  "not_closed_by",
] as const;

const MITIGATION_PLAN_COLUMNS = [
  ...CITATION_COLUMNS,
  "plan",
  "timeframe",
  "due",
  "timeframe_changes",
  "implemented_on",
  "implemented_by_sequence",
  "implemented_at",
  "status",
  "lapse",
  "reason",
  "not_closed_by",
] as const;

/**
 * The CIP-007 R2 populations, each made of one part's obligations; a row's tie is its item, patch,
 * plan and evaluation.
 */
export const PATCH_POPULATIONS = {
  populations: [
    {
      name: "patchSources",
      parts: ["CIP-007 R2.1"],
      columns: PATCH_SOURCE_COLUMNS,
      file: PATCH_MANAGEMENT_SHAPE.populationFiles.patchSources,
      row: (o, period) => (period.before(o.patching?.ended_by) ? undefined : sourceRow(o, period)),
    },
    {
      name: "patchEvaluations",
      parts: ["CIP-007 R2.2"],
      columns: PATCH_EVALUATION_COLUMNS,
      file: PATCH_MANAGEMENT_SHAPE.populationFiles.patchEvaluations,
      // An interval no evaluation closed is no evaluation (an overdue one is an exception); the
      // row is at the evaluation's record, which dates it (the interval's own record opened it).
      row: (o, period) =>
        o.closed_by === undefined ||
        o.patching?.evaluation === undefined ||
        period.before(o.closed_by)
          ? undefined
          : evaluationRow(o, period.cite(o.closed_by)),
    },
    {
      name: "applicablePatches",
      parts: ["CIP-007 R2.3"],
      columns: APPLICABLE_PATCH_COLUMNS,
      file: PATCH_MANAGEMENT_SHAPE.populationFiles.applicablePatches,
      row: familyRows.unlessClosedBefore(applicableRow),
    },
    {
      name: "mitigationPlans",
      parts: ["CIP-007 R2.4"],
      columns: MITIGATION_PLAN_COLUMNS,
      file: PATCH_MANAGEMENT_SHAPE.populationFiles.mitigationPlans,
      row: familyRows.unlessClosedBefore(planRow),
    },
  ],
  tie(o) {
    const { item, patch, plan, evaluation } = o.patching ?? {};
    return [item?.kind, item?.name, item?.version, patch, plan, evaluation?.file].join("\0");
  },
} as const satisfies familyRows.FamilyPopulations;

function subjectOf(o: Obligation): Row {
  const item = o.patching?.item;
  return {
    cyber_system: o.subject.cyber_system ?? null,
    asset: o.subject.asset ?? null,
    asset_id: o.subject.asset_id ?? null,
    item_kind: item?.kind ?? null,
    item: item?.name ?? null,
    version: item?.version ?? null,
  };
}

function sourceRow(o: Obligation, period: familyRows.PeriodRecords): Row {
  const facts = o.patching ?? {};
  return {
    ...period.cite(o.opened_by),
    ...subjectOf(o),
    source: facts.source ?? null,
    no_source_kind: facts.no_source?.kind ?? null,
    no_source_reason: facts.no_source?.reason ?? null,
    identified_by_sequence: o.closed_by?.sequence ?? null,
    identified_at: o.closed_by?.recorded_at ?? null,
    status: o.status,
    reason: o.reason ?? null,
    ended_by_sequence: facts.ended_by?.sequence ?? null,
    ended_at: facts.ended_by?.recorded_at ?? null,
  };
}

function evaluationRow(o: Obligation, cited: Row): Row {
  const facts = o.patching ?? {};
  const gap = facts.releases_gap;
  return {
    ...cited,
    source: facts.source ?? null,
    evaluation_file: facts.evaluation?.file ?? null,
    releases_since: facts.evaluation?.releases_since ?? null,
    patches: facts.evaluation?.patches ?? null,
    applicable: facts.evaluation?.applicable ?? null,
    interval_opened_by_sequence: o.opened_by.sequence,
    interval_due: o.due,
    status: o.status,
    lapse: facts.lapse ?? null,
    releases_gap: gap === undefined ? null : `${gap.from} to ${gap.to}`,
    reason: o.reason ?? null,
  };
}

/** At the evaluation's record that found it applicable, with what closed it, if anything. */
function applicableRow(o: Obligation, period: familyRows.PeriodRecords): Row {
  const facts = o.patching ?? {};
  const closer =
    o.closed_by === undefined
      ? null
      : facts.plan === undefined
        ? "baseline change"
        : "mitigation plan";
  return {
    ...period.cite(o.opened_by),
    ...subjectOf(o),
    source: facts.source ?? null,
    evaluation_file: facts.evaluation?.file ?? null,
    patch: facts.patch ?? null,
    due: o.due,
    status: o.status,
    closed_by: closer,
    plan: o.closed_by === undefined ? null : (facts.plan ?? null),
    closed_by_sequence: o.closed_by?.sequence ?? null,
    closed_by_sha256: o.closed_by === undefined ? null : `sha256:${o.closed_by.sha256}`,
    closed_at: o.closed_by?.recorded_at ?? null,
    lapse: facts.lapse ?? null,
    reason: o.reason ?? null,
    not_closed_by: familyRows.notClosedText(o),
  };
}

function planRow(o: Obligation, period: familyRows.PeriodRecords): Row {
  const facts = o.patching ?? {};
  return {
    ...period.cite(o.opened_by),
    plan: facts.plan ?? null,
    timeframe: facts.timeframe ?? null,
    due: o.due,
    timeframe_changes: familyRows.dateChangesText(facts.timeframe_changes ?? []),
    implemented_on: facts.implemented_on ?? null,
    implemented_by_sequence: o.closed_by?.sequence ?? null,
    implemented_at: o.closed_by?.recorded_at ?? null,
    status: o.status,
    lapse: facts.lapse ?? null,
    reason: o.reason ?? null,
    not_closed_by: familyRows.notClosedText(o),
  };
}
