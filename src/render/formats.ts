// The output formats, one registry per kind of output (a plan, a validation, drift findings, the
// audit pack), each chosen by name. The names and their order (the default first) are in
// format-names.ts, which the help reads; each registry holds exactly one renderer per name, in
// that order, and the command line's --format choices and default are read from it (as Terraform's
// views and octoDNS's plan outputs are chosen).
import type { DriftFindings } from "../core/evidence/records/drift-findings.ts";

import type { ExportedAsset } from "../core/inventory/writing/asset-rows.ts";
import type { DoctorReport } from "../core/inventory/baselines/service-deviations.ts";
import type { Plan } from "../core/plan/plan-model.ts";
import { renderAssetRowsCsv, renderAssetRowsJson } from "./asset-rows.ts";
import { renderDoctorJson, renderDoctorText } from "./doctor.ts";
import {
  type ObligationsListing,
  obligationsCsvChunks,
  obligationsJsonChunks,
  obligationsMarkdownChunks,
  obligationsTextChunks,
  type AuditReport,
} from "./evidence/obligations.ts";
import { renderDriftMarkdown, renderDriftText } from "./plan/drift.ts";
import { evidenceCsvChunks } from "./evidence/evidence-csv.ts";
import { evidenceHtmlChunks } from "./evidence/evidence-html.ts";
import { evidenceJsonChunks } from "./evidence/evidence-json.ts";
import { evidenceMarkdownChunks } from "./evidence/evidence-markdown.ts";
import { renderJson, renderPlanJson } from "./plan/plan-json.ts";
import { renderPlanMarkdown } from "./plan/plan-markdown.ts";
import { renderPlanText } from "./plan/plan-text.ts";
import {
  DOCTOR_FORMATS,
  DRIFT_FORMATS,
  EVIDENCE_REPORT_FORMATS,
  EXPORT_FORMATS,
  OBLIGATIONS_FORMATS,
  PLAN_FORMATS,
  VALIDATION_FORMATS,
} from "./format-names.ts";
import {
  renderValidationJson,
  renderValidationSarif,
  renderValidationText,
  type ValidationReport,
} from "./plan/validation.ts";

/** What a renderer may need besides its model. */
interface RenderOptions {
  /** Whether the stream the output goes to takes colour. */
  color: boolean;
  /** The version of cip-sync, for formats that name their tool (SARIF). */
  toolVersion: string;
}

/** A renderer gives a string, or (`Output` = Iterable<string>) pieces to write one by one. */
type Renderer<Model, Output> = (model: Model, options: RenderOptions) => Output;

/**
 * A registry of `Model`'s formats by name, in the order of `names` (format-names.ts: the order help
 * lists them, the default first), holding a renderer for each name and no other.
 */
function registry<Model, Output = string>() {
  return <Format extends string>(
    names: readonly [Format, ...Format[]],
    renderers: Readonly<Record<NoInfer<Format>, Renderer<Model, Output>>>,
  ): Readonly<Record<Format, Renderer<Model, Output>>> =>
    Object.fromEntries(names.map((name) => [name, renderers[name]])) as Record<
      Format,
      Renderer<Model, Output>
    >;
}

/** `cip-sync plan`: for people, for pull requests, and the plan file `apply --plan` reads. */
export const PLAN_RENDERERS = registry<Plan>()(PLAN_FORMATS, {
  text: (plan, { color }) => renderPlanText(plan, { color }),
  markdown: (plan) =>
    renderPlanMarkdown(plan, {
      truncatedNote: "Run `cip-sync plan --format json` for the complete plan.",
    }),
  json: (plan) => renderPlanJson(plan),
});

/** `cip-sync validate`: the text one is for people and goes to standard error with diagnostics. */
export const VALIDATION_RENDERERS = registry<ValidationReport>()(VALIDATION_FORMATS, {
  text: (report) => renderValidationText(report),
  json: (report) => renderValidationJson(report),
  sarif: (report, { toolVersion }) => renderValidationSarif(report, toolVersion),
});

/** `cip-sync drift`. */
export const DRIFT_RENDERERS = registry<DriftFindings>()(DRIFT_FORMATS, {
  text: (findings) => renderDriftText(findings),
  markdown: (findings) => renderDriftMarkdown(findings),
  json: (findings) => renderJson(findings),
});

/**
 * `cip-sync evidence report`: the audit pack, in pieces written as they are made, so that the
 * Markdown, CSV and JSON of a ledger of any size never stand in memory whole.
 */
export const EVIDENCE_REPORT_RENDERERS = registry<AuditReport, Iterable<string>>()(
  EVIDENCE_REPORT_FORMATS,
  {
    markdown: (report) => evidenceMarkdownChunks(report),
    csv: (report) => evidenceCsvChunks(report),
    html: (report) => evidenceHtmlChunks(report),
    json: (report) => evidenceJsonChunks(report),
  },
);

/** `cip-sync export`: the live inventory as rows a CMDB can store. */
export const EXPORT_RENDERERS = registry<readonly ExportedAsset[]>()(EXPORT_FORMATS, {
  csv: (rows) => renderAssetRowsCsv(rows),
  json: (rows) => renderAssetRowsJson(rows),
});

/** `cip-sync doctor`: the checks for people, or for a script that reads the verdict. */
export const DOCTOR_RENDERERS = registry<DoctorReport>()(DOCTOR_FORMATS, {
  text: (report) => renderDoctorText(report),
  json: (report) => renderDoctorJson(report),
});

/** `cip-sync obligations`: for people, for an issue or a job summary, for a spreadsheet, for a script. */
// Each written as it is made, an obligation at a time: a ledger's can be hundreds of megabytes.
export const OBLIGATIONS_RENDERERS = registry<ObligationsListing, Iterable<string>>()(
  OBLIGATIONS_FORMATS,
  {
    text: (listing) => obligationsTextChunks(listing),
    markdown: (listing) => obligationsMarkdownChunks(listing),
    csv: (listing) => obligationsCsvChunks(listing),
    json: (listing) => obligationsJsonChunks(listing),
  },
);

/** A registry's format names, the default first. */
export function formatNames<Format extends string>(
  renderers: Readonly<Record<Format, unknown>>,
): readonly [Format, ...Format[]] {
  // A registry is a non-empty object literal, so its first key, the default, always exists.
  return Object.keys(renderers) as [Format, ...Format[]];
}
