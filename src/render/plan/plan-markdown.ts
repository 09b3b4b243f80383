// Plans and diagnostics as GitHub-flavoured Markdown, for pull-request comments and job summaries
// (an apply's result: apply-markdown.ts). Every user-supplied string goes through escapeMarkdown (or
// markdownCodeSpan), and none is directly followed by a colon of ours, which could close an emoji
// shortcode it opened.
//
// Length: under the cap (markdown-layout.ts) the deletes are never cut. When the delete table does
// not fit, the deletes are listed compactly (names and ids per cyber system); when even that does
// not fit, the plan shows as many deletes as fit, one per line, and the note counts those left out.
import { commissioningSections } from "./commissioning-markdown.ts";
import type {
  BaselineComparison,
  CreateOperation,
  PatchSourceCheck,
  DeleteOperation,
  Plan,
  SafetyViolation,
} from "../../core/plan/plan-model.ts";
import type { Diagnostic } from "../../core/shared/diagnostics.ts";
import { countOf } from "../../core/shared/wording.ts";
import { diagnosticMarkdownItem } from "../shared/diagnostics.ts";
import { escapeMarkdown, markdownCodeSpan } from "../shared/escape-markdown.ts";
import {
  fitLayouts,
  type MarkdownOptions,
  row,
  type Section,
  table,
  tableRow,
  text,
} from "../shared/markdown-layout.ts";
import { systemCell, systemHeadingCell, updateCells } from "./operation-cells.ts";
import * as renames from "../../core/plan/renames/possible-renames.ts";
import {
  cycleWords,
  DELETE_CONSEQUENCE,
  deleteHeadline,
  everyChangeShown,
  groupBySystem,
  NO_CHANGES,
  noOperationsWords,
  planSummaryLine,
  renamedWhere,
  renamesHeading,
  refusalWords,
  REPLACE_CONSEQUENCE,
  type RetypeOperation,
  type UpdateView,
  viewPlan,
} from "./plan-view.ts";
import * as deviationWords from "../shared/baseline-deviation-words.ts";
import * as patchSourceWords from "../shared/patch-source-words.ts";
import { PATCH_SOURCE_CHANGE_WORDS } from "../../core/patches/plan-sources.ts";
import { formatLocation } from "../../core/shared/diagnostics.ts";
import {
  REVIEWED_FILE_SECTIONS,
  reviewedFilesShown,
  type ReviewedFileSection,
} from "../shared/reviewed-file-words.ts";
import type { FileLines } from "../../core/families/family-shape.ts";
import { releasedSections, unmanagedSections } from "./scope-markdown.ts";

/**
 * A status line, the deletes in a caution block, safety violations, moves and renames, creates and
 * type changes per cyber system, unmanaged assets, warnings, and the fingerprint.
 */
export function renderPlanMarkdown(plan: Plan, options: MarkdownOptions = {}): string {
  const view = viewPlan(plan);
  const status = text(`${statusLine(plan)}\n`);
  const safety = safetySection(plan.safety.violations);
  // Reviewed files of any family (asked of the table) are approved by the fingerprint too.
  const footer =
    plan.operations.length === 0 && reviewedFilesShown(plan) === undefined
      ? []
      : [text(`Plan fingerprint: ${markdownCodeSpan(plan.fingerprint)}\n`)];
  const rest = [
    ...possibleRenameSections(renames.renamedDeletes(plan.operations)),
    ...relocationSections(view.relocations),
    ...changeSections([...view.creates, ...view.retypes.map((update) => update.operation)]),
    ...baselineSections(plan.baseline_deviations),
    ...patchSourceSections(plan.patch_sources),
    ...commissioningSections(plan.commissioning_assessments),
    ...reviewedFileSections(plan),
    ...releasedSections(plan.released_systems),
    ...unmanagedSections(plan.unmanaged),
    ...warningSections(plan.warnings),
  ];
  const { deletes } = view;
  if (deletes.length === 0) {
    return fitLayouts([{ essential: [status, ...safety], rest, dropped: [], footer }], options);
  }
  const caution = `> [!CAUTION]\n> **${deleteHeadline(deletes.length)}** ${DELETE_CONSEQUENCE}\n>\n`;
  return fitLayouts(
    [
      {
        essential: [status, ...safety, deleteTable(caution, deletes)],
        rest,
        dropped: [],
        footer,
      },
      {
        essential: [status, ...safety, deletesBySystem(caution, deletes)],
        rest,
        dropped: [],
        footer,
      },
      // Not even the compact list fits: the safety rules the status line points to, then as many
      // deletes as fit and a count of the others.
      {
        essential: [status, ...safety, text(caution)],
        rest: [deleteLines(deletes)],
        dropped: rest,
        footer,
      },
    ],
    options,
  );
}

/** One list item per diagnostic: "- `file:line:column` **error:** message". */
export function renderDiagnosticsMarkdown(
  diagnostics: Diagnostic[],
  options: MarkdownOptions = {},
): string {
  if (diagnostics.length === 0) return "";
  const list: Section = {
    head: "",
    rows: diagnostics.map((diagnostic) =>
      row(diagnostic.severity, `${diagnosticMarkdownItem(diagnostic)}\n`),
    ),
    tail: "",
  };
  return fitLayouts([{ essential: [], rest: [list], dropped: [], footer: [] }], options);
}

// ---------------------------------------------------------------------------------------------
// Plan sections.

function statusLine(plan: Plan): string {
  if (plan.operations.length === 0) {
    // "No changes." in bold, as before; any other first line is bold whole.
    const words = noOperationsWords(plan);
    return words.startsWith("No changes. ") ? `**No changes.** ${NO_CHANGES}` : `**${words}**`;
  }
  const { violations } = plan.safety;
  const refusal =
    violations.length === 0 ? "" : ` As it stands, ${refusalWords(violations.length)} (below).`;
  return `**${planSummaryLine(plan.summary)}**${refusal}`;
}

function safetySection(violations: SafetyViolation[]): Section[] {
  if (violations.length === 0) return [];
  return [
    {
      head: `> [!WARNING]\n> **Safety rules broken.** Each says how to fix the cause or override the rule:\n>\n`,
      rows: violations.map((violation) =>
        row("safety rule", `> - **${violation.rule}:** ${escapeMarkdown(violation.message)}\n`),
      ),
      tail: "",
    },
  ];
}

// Deletes are never collapsed: they are what a reviewer must not miss.
function deleteTable(caution: string, deletes: DeleteOperation[]): Section {
  return text(
    `${caution}> ${tableRow(["Asset", "Id", "Type", "Cyber system"])}> |---|---|---|---|\n${deletes
      .map(
        (operation) =>
          `> ${tableRow([
            `${escapeMarkdown(operation.name)}${operation.possible_rename ? ` (${renamedWhere(operation.possible_rename, markdownCodeSpan)})` : ""}`,
            escapeMarkdown(operation.asset_id),
            operation.asset_type,
            systemCell(operation.cyber_system),
          ])}`,
      )
      .join("")}`,
  );
}

/** "> - **System — facility F**: a (ca\_1), b (ca\_2)": every delete, in less room than the table. */
function deletesBySystem(caution: string, deletes: DeleteOperation[]): Section {
  const lines = groupBySystem(deletes, (operation) => operation.cyber_system).map(
    (group) =>
      `> - **${systemHeadingCell(group.system)}**: ${group.items.map(namedAsset).join(", ")}\n`,
  );
  return text(`${caution}${lines.join("")}`);
}

/** One delete per line, to show as many as fit; continues the caution block above it. */
function deleteLines(deletes: DeleteOperation[]): Section {
  return {
    head: "",
    rows: deletes.map((operation) => row("delete", `> - ${namedAsset(operation)}\n`)),
    tail: "",
    continuesPrevious: true,
  };
}

function namedAsset(operation: DeleteOperation): string {
  return `${escapeMarkdown(operation.name)} (${escapeMarkdown(operation.asset_id)})`;
}

/** Each possible rename made in the service, with the line that keeps the record. */
function possibleRenameSections(renamed: renames.RenamedDelete[]): Section[] {
  if (renamed.length === 0) return [];
  return [
    {
      head: `#### ${renamesHeading(renamed.map((operation) => operation.possible_rename))}\n\n${REPLACE_CONSEQUENCE}\n\n`,
      rows: renamed.map((operation) => {
        const rename = operation.possible_rename;
        const fix = markdownCodeSpan(renames.renameFixLine(rename, operation.asset_type));
        return row(
          "possible rename",
          `- ${escapeMarkdown(rename.live)} (${escapeMarkdown(operation.asset_id)}, ${operation.asset_type}) in ${systemCell(operation.cyber_system)} ${renames.declaredAsWords(rename, escapeMarkdown)}. Keep the record: ${fix}, ${renames.adoptLiveNameWords(rename, escapeMarkdown)}.\n`,
        );
      }),
      tail: "",
    },
  ];
}

function relocationSections(relocations: UpdateView[]): Section[] {
  if (relocations.length === 0) return [];
  return [
    table(
      "#### Moves and renames",
      countOf(relocations.length, "change"),
      ["Change", "Asset", "Id", "Cyber system"],
      relocations.map((update) => {
        const cells = updateCells(update.operation, update.nameBefore);
        const notes = [cycleWords(update)];
        if (update.temporaryName !== undefined) {
          notes.push(`via the temporary name ${escapeMarkdown(update.temporaryName)}`);
        }
        const note = notes.filter(Boolean).join(", ");
        const change = note ? `${cells.change} (${note})` : cells.change;
        return row("update", [change, cells.asset, cells.id, cells.system]);
      }),
    ),
  ];
}

/** Creates and type changes, one table per cyber system under one heading. */
function changeSections(operations: (CreateOperation | RetypeOperation)[]): Section[] {
  return groupBySystem(operations, (operation) => operation.cyber_system).map((group, index) =>
    table(
      `${index === 0 ? "#### Creates and type changes\n\n" : ""}##### ${systemHeadingCell(group.system)}`,
      countOf(group.items.length, "change"),
      ["Change", "Asset", "Id", "Type"],
      group.items.map((operation) => {
        if (operation.action === "create") {
          return row("create", [
            operation.possible_rename
              ? `create (${renamedWhere(operation.possible_rename, markdownCodeSpan)})`
              : "create",
            escapeMarkdown(operation.name),
            "(new)",
            operation.asset_type,
          ]);
        }
        const { asset_type: retype, ...unshown } = operation.changes;
        everyChangeShown(unshown);
        return row("update", [
          "type change",
          escapeMarkdown(operation.name),
          escapeMarkdown(operation.asset_id),
          retype ? `${retype.from} → ${retype.to}` : "",
        ]);
      }),
    ),
  );
}

/** The baselines against the existing ones: a row per deviation, or the one line that says why not. */
function baselineSections(comparison: BaselineComparison | undefined): Section[] {
  if (comparison === undefined) return [];
  const heading = escapeMarkdown(deviationWords.baselineComparisonWords(comparison));
  if (comparison.compared_with === null || comparison.deviations.length === 0)
    return [text(`${heading}\n`)];
  return [
    table(
      `#### Baseline deviations\n\n${heading}.`,
      countOf(comparison.deviations.length, "deviation"),
      ["Asset", "Id", "Cyber system", "Changed", "Opens"],
      comparison.deviations.map((deviation) =>
        row("baseline deviation", [
          escapeMarkdown(deviation.asset),
          escapeMarkdown(deviation.asset_id ?? "(new)"),
          escapeMarkdown(deviation.cyber_system),
          deviation.items
            .map((item) => deviationWords.itemChangeWords(item, escapeMarkdown))
            .join("<br>"),
          deviationWords.opensWords(deviation.opens).replace(/^opens /, ""),
        ]),
      ),
    ),
  ];
}

/** The patch sources check (R2.1): a row per gap, those this change makes first; or the one line. */
function patchSourceSections(check: PatchSourceCheck | undefined): Section[] {
  if (check === undefined) return [];
  const heading = escapeMarkdown(patchSourceWords.patchSourceHeading(check));
  const notSeen =
    check.not_seen.length === 0
      ? ""
      : `${escapeMarkdown(patchSourceWords.notSeenWords(check, (name) => name))}\n`;
  if (check.missing.length === 0)
    return [text(`${heading}\n${notSeen === "" ? "" : `\n${notSeen}`}`)];
  const { byChange, existing } = patchSourceWords.gapsInOrder(check);
  return [
    table(
      `#### Patch sources missing\n\n${heading} ${escapeMarkdown(patchSourceWords.PATCH_SOURCE_FIX_LINE)}`,
      countOf(check.missing.length, "item"),
      ["Item", "Version", "Asset", "Cyber system", "Change", "Where"],
      [...byChange, ...existing].map((gap) =>
        row("patch source missing", [
          `${gap.item} ${escapeMarkdown(gap.name)}`,
          escapeMarkdown(gap.version),
          escapeMarkdown(gap.asset),
          escapeMarkdown(gap.cyber_system),
          gap.change === "existing"
            ? PATCH_SOURCE_CHANGE_WORDS.existing
            : `**${PATCH_SOURCE_CHANGE_WORDS[gap.change]}**`,
          markdownCodeSpan(formatLocation(gap.location)),
        ]),
      ),
    ),
    ...(notSeen === "" ? [] : [text(notSeen)]),
  ];
}

/** Each family's reviewed files the change adds, changes or removes: a list item per file. */
function reviewedFileSections(plan: Plan): Section[] {
  return REVIEWED_FILE_SECTIONS.flatMap((section) => {
    const heading = section.heading(plan, (words) => words);
    if (heading === undefined) return [];
    const files = section.files(plan, markdownCodeSpan, escapeMarkdown);
    return familyFileSection(section, heading, files);
  });
}

/** A family's reviewed files under its title: a list item per file, a nested item per detail. */
function familyFileSection(
  { title, noun }: ReviewedFileSection,
  heading: string,
  files: readonly FileLines[],
): Section[] {
  const item = ({ line, details }: FileLines) =>
    `- ${line}\n${details.map((detail) => `  - ${detail}\n`).join("")}`;
  const rows = files.map((file) => row(noun, item(file)));
  return [{ head: `#### ${title}\n\n${escapeMarkdown(heading)}\n\n`, rows, tail: "" }];
}

function warningSections(warnings: Diagnostic[]): Section[] {
  if (warnings.length === 0) return [];
  return [
    {
      head: `#### ${countOf(warnings.length, "warning")}\n\n`,
      rows: warnings.map((warning) => row("warning", `${diagnosticMarkdownItem(warning)}\n`)),
      tail: "",
    },
  ];
}
