// Plans, apply results and diagnostics as GitHub-flavoured Markdown, for pull-request comments and
// job summaries. Every user-supplied string goes through escapeMarkdown (or markdownCodeSpan), and
// none is directly followed by a colon of ours, which could close an emoji shortcode it opened.
//
// Length: `maxLength` counts UTF-16 code units (String.length). GitHub's comment limit counts
// characters (code points); a code point is one or two code units, so a body within `maxLength`
// code units is within the limit whatever it holds. Under the cap the deletes are never cut: the
// rest is cut after whole table rows and list items, with a note saying what is not shown. When the
// delete table does not fit, the deletes are listed compactly (names and ids per cyber system);
// when even that does not fit, the plan shows as many deletes as fit, one per line, and the note
// counts those left out. Under a cap of a few hundred characters, only the status line may fit.
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
import { diagnosticMarkdownItem } from "./diagnostics.ts";
import { escapeMarkdown, markdownCodeSpan } from "./escape-markdown.ts";
import {
  applyVerdict,
  countOf,
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

/** Tables with more rows than this are collapsed inside <details>. */
const COLLAPSE_ABOVE_ROWS = 20;

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
  const failures = result.results
    .filter((entry) => entry.status === "failed")
    .sort((a, b) => a.index - b.index);
  const failureSections: Section[] =
    failures.length === 0
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
  return fitLayouts(
    [
      {
        essential: [heading],
        rest: [...failureSections, ...operations],
        dropped: [],
        footer: [footer],
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

// ---------------------------------------------------------------------------------------------
// Building blocks and fitting under the cap.

/** One table row; cells must already be escaped. */
function tableRow(cells: string[]): string {
  return `| ${cells.join(" | ")} |\n`;
}

/** A table row or list item that a cut may leave out, and what the note counts it as. */
interface Row {
  markdown: string;
  noun: string;
}

function row(noun: string, content: string | string[]): Row {
  return { markdown: typeof content === "string" ? content : tableRow(content), noun };
}

/**
 * Markdown kept whole, or cut after any row: `head` + some `rows` + `tail`. Every part ends with
 * a newline; a section is separated from the one before by a blank line, unless it continues it.
 */
interface Section {
  head: string;
  rows: Row[];
  tail: string;
  continuesPrevious?: boolean;
}

function text(markdown: string): Section {
  return { head: markdown, rows: [], tail: "" };
}

/** A table under a heading; above COLLAPSE_ABOVE_ROWS rows, collapsed in <details>. */
function table(heading: string, summary: string, columns: string[], rows: Row[]): Section {
  const header = `${tableRow(columns)}|${columns.map(() => "---").join("|")}|\n`;
  if (rows.length <= COLLAPSE_ABOVE_ROWS) {
    return { head: `${heading}\n\n${header}`, rows, tail: "" };
  }
  return {
    head: `${heading}\n\n<details><summary>${summary}</summary>\n\n${header}`,
    rows,
    tail: "\n</details>\n",
  };
}

/** One way to lay a document out. */
interface Layout {
  /** Shown whole, first. */
  essential: Section[];
  /** Shown in order while it fits, cut after whole rows. */
  rest: Section[];
  /** Not shown, but counted in the truncation note. */
  dropped: Section[];
  /** Shown whole, last (after the truncation note). */
  footer: Section[];
}

/**
 * The first layout that fits under the cap, with as much of its rest as fits and a note counting
 * what is not shown; when none fits, as many whole essential sections of the last as fit.
 */
function fitLayouts(layouts: Layout[], options: MarkdownOptions): string {
  const max = options.maxLength ?? DEFAULT_MAX_LENGTH;
  for (const layout of layouts) {
    const fitted = fitLayout(layout, max, options.truncatedNote);
    if (fitted.length <= max) return fitted;
  }
  const essential = layouts.at(-1)?.essential ?? [];
  let shown = essential.length;
  // Bounded by the number of sections.
  while (shown > 0 && joinSections(essential.slice(0, shown)).length > max) shown -= 1;
  return joinSections(essential.slice(0, shown));
}

function fitLayout(layout: Layout, max: number, truncatedNote: string | undefined): string {
  const { essential, rest, dropped, footer } = layout;
  if (dropped.length === 0) {
    const whole = joinSections([...essential, ...rest, ...footer]);
    if (whole.length <= max) return whole;
  }
  const cut = new Map<string, number>();
  const count = (rows: Row[]): void => {
    for (const { noun } of rows) cut.set(noun, (cut.get(noun) ?? 0) + 1);
  };
  for (const section of [...rest, ...dropped]) count(section.rows);
  // The note can only get shorter once the real counts are known: make room for the longest.
  const longestNote = truncationNote(cut, truncatedNote);
  let room = max - joinSections([...essential, longestNote, ...footer]).length;
  cut.clear();
  const kept: Section[] = [];
  let stopped = false;
  for (const section of rest) {
    const separator = section.continuesPrevious ? 0 : 1;
    const whole = renderSection(section).length + separator;
    if (!stopped && whole <= room) {
      kept.push(section);
      room -= whole;
      continue;
    }
    if (stopped) {
      count(section.rows);
      continue;
    }
    stopped = true;
    let used = separator + section.head.length + section.tail.length;
    let shown = 0;
    // Bounded by the section's rows.
    while (shown < section.rows.length && used + section.rows[shown]!.markdown.length <= room) {
      used += section.rows[shown]!.markdown.length;
      shown += 1;
    }
    if (shown > 0) kept.push({ ...section, rows: section.rows.slice(0, shown) });
    count(section.rows.slice(shown));
  }
  for (const section of dropped) count(section.rows);
  const note = cut.size === 0 ? [] : [truncationNote(cut, truncatedNote)];
  return joinSections([...essential, ...kept, ...note, ...footer]);
}

/** "**Truncated to fit:** not shown here: 3 deletes, 1600 creates." and the caller's pointer. */
function truncationNote(cut: Map<string, number>, truncatedNote: string | undefined): Section {
  const counts = [...cut].map(([noun, rows]) => countOf(rows, noun)).join(", ");
  const pointer = truncatedNote ? ` ${truncatedNote}` : "";
  return text(`**Truncated to fit:** not shown here: ${counts}.${pointer}\n`);
}

function renderSection(section: Section): string {
  return `${section.head}${section.rows.map((entry) => entry.markdown).join("")}${section.tail}`;
}

function joinSections(sections: Section[]): string {
  return sections
    .map((section, index) =>
      index > 0 && !section.continuesPrevious
        ? `\n${renderSection(section)}`
        : renderSection(section),
    )
    .join("");
}
