// Plans, apply results and diagnostics as GitHub-flavoured Markdown, for pull-request comments and
// job summaries. Every user-supplied string goes through escapeMarkdown (or markdownCodeSpan), and
// none is directly followed by a colon of ours, which could close an emoji shortcode it opened.
//
// Length: under the cap (markdown-layout.ts) the deletes are never cut. When the delete table does
// not fit, the deletes are listed compactly (names and ids per cyber system); when even that does
// not fit, the plan shows as many deletes as fit, one per line, and the note counts those left out.
import type {
  ApplyResult,
  CreateOperation,
  DeleteOperation,
  Diagnostic,
  Operation,
  OperationResult,
  Plan,
  SafetyViolation,
  SystemRef,
  UnmanagedAsset,
  UpdateOperation,
} from "../core/model.ts";
import { parentKindWord } from "../core/model.ts";
import { countOf } from "../core/wording.ts";
import { diagnosticMarkdownItem } from "./diagnostics.ts";
import { escapeMarkdown, markdownCodeSpan } from "./escape-markdown.ts";
import {
  fitLayouts,
  type Layout,
  row,
  type Section,
  table,
  tableRow,
  text,
} from "./markdown-layout.ts";
import {
  applyVerdict,
  createdWords,
  cycleWords,
  DELETE_CONSEQUENCE,
  deleteHeadline,
  groupBySystem,
  NO_CHANGES,
  planSummaryLine,
  refusalWords,
  RERUN_ADVICE,
  TEMPORARY_RENAME_WORDS,
  type UpdateView,
  updateKindWords,
  viewPlan,
} from "./plan-view.ts";

/** GitHub rejects a comment body longer than this; the default cap. */
export const DEFAULT_MAX_LENGTH = 65_536;

export interface MarkdownOptions {
  /** Hard cap in UTF-16 code units (String.length); the result is never longer. Default 65,536. */
  maxLength?: number;
  /** Markdown (not escaped) appended where content was cut, e.g. "Full plan in the job summary: <url>". */
  truncatedNote?: string;
}

/**
 * A status line, the deletes in a caution block, safety violations, moves and renames, creates and
 * type changes per cyber system, unmanaged assets, warnings, and the fingerprint.
 */
export function renderPlanMarkdown(plan: Plan, options: MarkdownOptions = {}): string {
  const view = viewPlan(plan);
  const status = text(`${statusLine(plan)}\n`);
  const safety = safetySection(plan.safety.violations);
  const footer =
    plan.operations.length === 0
      ? []
      : [text(`Plan fingerprint: ${markdownCodeSpan(plan.fingerprint)}\n`)];
  const rest = [
    ...relocationSections(view.relocations),
    ...changeSections([...view.creates, ...view.retypes.map((update) => update.operation)]),
    ...unmanagedSections(plan.unmanaged),
    ...warningSections(plan.warnings),
  ];
  const { deletes } = view;
  if (deletes.length === 0) {
    return fit([{ essential: [status, ...safety], rest, dropped: [], footer }], options);
  }
  const caution = `> [!CAUTION]\n> **${deleteHeadline(deletes.length)}** ${DELETE_CONSEQUENCE}\n>\n`;
  return fit(
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

/** The verdict and counts, the failures with their reasons, then every operation's outcome. */
export function renderApplyResultMarkdown(
  plan: Plan,
  result: ApplyResult,
  options: MarkdownOptions & {
    /** False when the caller states the verdict itself (the Action's status line). */
    verdict?: boolean;
  } = {},
): string {
  const byIndex = new Map(result.results.map((entry) => [entry.index, entry]));
  const verdict = applyVerdict(plan, result);
  const { succeeded, failed, skipped } = result.summary;
  const advice = verdict.outcome === "applied" ? "" : ` ${RERUN_ADVICE}`;
  const stated = options.verdict === false ? "" : `**${verdict.sentence}**${advice}\n\n`;
  const heading = text(
    `${stated}| Succeeded | Failed | Skipped | Not run |\n|---:|---:|---:|---:|\n${tableRow([
      String(succeeded),
      String(failed),
      String(skipped),
      String(verdict.notRun),
    ])}`,
  );
  const operations =
    plan.operations.length === 0
      ? []
      : [
          table(
            "#### Operations",
            countOf(plan.operations.length, "operation"),
            ["#", "Change", "Asset", "Id", "Cyber system", "Outcome", "Details"],
            plan.operations.map((operation, index) => {
              const entry = byIndex.get(index);
              const cells = operationCells(operation);
              return row("operation", [
                String(index),
                cells.change,
                cells.asset,
                cells.id,
                cells.system,
                ...outcomeCells(operation, entry),
              ]);
            }),
          ),
        ];
  const footer = text(`Plan fingerprint: ${markdownCodeSpan(result.fingerprint)}\n`);
  return fit(
    [
      {
        essential: [heading],
        rest: [...failureSections(plan, result), ...verificationSections(result), ...operations],
        dropped: [],
        footer: [footer],
      },
    ],
    options,
  );
}

/** The failed operations with their reasons, in a caution block; none when nothing failed. */
function failureSections(plan: Plan, result: ApplyResult): Section[] {
  const failures = result.results
    .filter((entry) => entry.status === "failed")
    .sort((a, b) => a.index - b.index);
  return failures.length === 0
    ? []
    : [
        {
          head: `> [!CAUTION]\n> **${countOf(failures.length, "operation")} failed:**\n>\n`,
          rows: failures.map((entry) => {
            const operation = plan.operations[entry.index];
            const what = operation ? describeOperation(operation) : "an unknown operation";
            return row(
              "failure",
              `> - **Operation ${entry.index}** (${what}): ${escapeMarkdown(entry.error ?? "no reason given")}\n`,
            );
          }),
          tail: "",
        },
      ];
}

/** What the read-back after the apply found, in a caution block; none when it found nothing. */
function verificationSections(result: ApplyResult): Section[] {
  const problems = result.verification?.problems ?? [];
  return problems.length === 0
    ? []
    : [
        {
          head: `> [!CAUTION]\n> **Verification after apply found ${countOf(problems.length, "problem")}:**\n>\n`,
          rows: problems.map((problem) =>
            row("problem", `> - ${escapeMarkdown(problem.message)}\n`),
          ),
          tail: "",
        },
      ];
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
  return fit([{ essential: [], rest: [list], dropped: [], footer: [] }], options);
}

// ---------------------------------------------------------------------------------------------
// Plan sections.

function statusLine(plan: Plan): string {
  if (plan.operations.length === 0) return `**No changes.** ${NO_CHANGES}`;
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
            escapeMarkdown(operation.name),
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
    (group) => `> - **${systemCell(group.system)}**: ${group.items.map(namedAsset).join(", ")}\n`,
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
function changeSections(operations: (CreateOperation | UpdateOperation)[]): Section[] {
  return groupBySystem(operations, (operation) => operation.cyber_system).map((group, index) =>
    table(
      `${index === 0 ? "#### Creates and type changes\n\n" : ""}##### ${systemCell(group.system)}`,
      countOf(group.items.length, "change"),
      ["Change", "Asset", "Id", "Type"],
      group.items.map((operation) => {
        if (operation.action === "create") {
          return row("create", [
            "create",
            escapeMarkdown(operation.name),
            "(new)",
            operation.asset_type,
          ]);
        }
        const retype = operation.changes.asset_type;
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

function unmanagedSections(unmanaged: UnmanagedAsset[]): Section[] {
  if (unmanaged.length === 0) return [];
  const one = unmanaged.length === 1;
  return [
    table(
      `#### Kept, not managed (\`prune: false\`)\n\n${countOf(unmanaged.length, "live asset")} of \`prune: false\` systems ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}.`,
      countOf(unmanaged.length, "asset"),
      ["Asset", "Id", "Type", "Cyber system"],
      unmanaged.map((asset) =>
        row("unmanaged asset", [
          escapeMarkdown(asset.name),
          escapeMarkdown(asset.asset_id),
          asset.asset_type,
          systemCell(asset.cyber_system),
        ]),
      ),
    ),
  ];
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

// ---------------------------------------------------------------------------------------------
// Operation cells, shared by the plan's moves and renames and the apply result.

interface OperationCells {
  change: string;
  asset: string;
  id: string;
  system: string;
}

/** "rename, move, type change (hardware → software)", "a → b", the id, "S — … → T — …". */
function updateCells(operation: UpdateOperation, nameBefore: string): OperationCells {
  const { name, cyber_system: move, asset_type: retype } = operation.changes;
  const kinds = updateKindWords(operation.kinds);
  return {
    change: retype ? `${kinds} (${retype.from} → ${retype.to})` : kinds,
    asset: name
      ? `${escapeMarkdown(nameBefore)} → ${escapeMarkdown(operation.name)}`
      : escapeMarkdown(operation.name),
    id: escapeMarkdown(operation.asset_id),
    system: move
      ? `${systemCell(move.from)} → ${systemCell(move.to)}`
      : systemCell(operation.cyber_system),
  };
}

/** An operation as executed: a temporary rename is its own step. */
function operationCells(operation: Operation): OperationCells {
  switch (operation.action) {
    case "create":
      return {
        change: `create (${operation.asset_type})`,
        asset: escapeMarkdown(operation.name),
        id: "(new)",
        system: systemCell(operation.cyber_system),
      };
    case "delete":
      return {
        change: "**delete**",
        asset: escapeMarkdown(operation.name),
        id: escapeMarkdown(operation.asset_id),
        system: systemCell(operation.cyber_system),
      };
    case "update": {
      const cells = updateCells(operation, operation.changes.name?.from ?? operation.name);
      return operation.temporary
        ? { ...cells, change: `${cells.change} (${TEMPORARY_RENAME_WORDS})` }
        : cells;
    }
  }
}

/** "rename a → b (ca\_1) in S — facility F" */
export function describeOperation(operation: Operation): string {
  const cells = operationCells(operation);
  const id = operation.action === "create" ? "" : ` (${cells.id})`;
  return `${cells.change} ${cells.asset}${id} in ${cells.system}`;
}

/** The outcome word and its details: the reason, or the id a create produced. */
function outcomeCells(operation: Operation, entry: OperationResult | undefined): [string, string] {
  const reason = entry?.error === undefined ? "" : escapeMarkdown(entry.error);
  switch (entry?.status) {
    case undefined:
      return ["not run", ""];
    case "failed":
      return ["**failed**", reason];
    case "skipped":
      return ["skipped", reason];
    case "succeeded": {
      const created =
        operation.action === "create" && entry.asset_id
          ? createdWords(escapeMarkdown(entry.asset_id), entry.adopted)
          : "";
      return ["succeeded", created];
    }
  }
}

/** "Alpha Protection — facility Substation Alpha", escaped. */
function systemCell(system: SystemRef): string {
  const { parent } = system;
  return parent
    ? `${escapeMarkdown(system.name)} — ${parentKindWord(parent.kind)} ${escapeMarkdown(parent.name)}`
    : `${escapeMarkdown(system.name)} (${escapeMarkdown(system.id)}, parent not shown by the service)`;
}

function fit(layouts: Layout[], options: MarkdownOptions): string {
  return fitLayouts(layouts, options.maxLength ?? DEFAULT_MAX_LENGTH, options.truncatedNote);
}
