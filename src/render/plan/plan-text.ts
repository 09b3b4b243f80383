// Plans for terminals (apply-text.ts has what an apply did). Deletes come first and stand out (they are
// permanent); safety violations and warnings come last, where the eye lands when output ends.
// Every name and message goes through revealHiddenCharacters, so none can restyle the terminal.
import {
  COMMISSIONING_ASSESSMENT_FIX_LINE,
  commissionedInOrder,
  commissionedWords,
  commissioningAssessmentHeading,
} from "../shared/commissioning-assessment-words.ts";
import type {
  BaselineComparison,
  CreateOperation,
  PatchSourceCheck,
  CommissioningAssessmentCheck,
  DeleteOperation,
  Plan,
  SystemRef,
  ReleasedSystem,
  UnmanagedAsset,
  UpdateOperation,
} from "../../core/plan/plan-model.ts";
import { parentKindWord } from "../../core/plan/plan-model.ts";
import { countOf } from "../../core/shared/wording.ts";
import { paint, type TextStyle } from "../shared/ansi.ts";
import { diagnosticTextLines } from "../shared/diagnostics.ts";
import * as renames from "../../core/plan/renames/possible-renames.ts";
import {
  cycleWords,
  DELETE_CONSEQUENCE,
  deleteHeadline,
  everyChangeShown,
  groupBySystem,
  noOperationsWords,
  planSummaryLine,
  POSSIBLY_RENAMED,
  refusalWords,
  renamedWhere,
  renamesHeading,
  REPLACE_CONSEQUENCE,
  type RetypeOperation,
  type UpdateView,
  viewPlan,
} from "./plan-view.ts";
import * as deviationWords from "../shared/baseline-deviation-words.ts";
import { revealHiddenCharacters as reveal } from "../../core/shared/text/reveal.ts";
import type { FileLines } from "../../core/families/family-shape.ts";
import { REVIEWED_FILE_SECTIONS } from "../shared/reviewed-file-words.ts";
import { releasedHeading, releasedLine } from "../shared/released-system-words.ts";
import * as patchSourceWords from "../shared/patch-source-words.ts";

export function renderPlanText(plan: Plan, style: TextStyle): string {
  const view = viewPlan(plan);
  const blocks: string[][] = [];
  if (plan.operations.length === 0) {
    blocks.push([paint(style, "bold", noOperationsWords(plan))]);
  } else {
    blocks.push([
      paint(style, "bold", planSummaryLine(plan.summary)),
      `Fingerprint: ${reveal(plan.fingerprint)}`,
    ]);
  }
  if (view.deletes.length > 0) blocks.push(deleteLines(view.deletes, style));
  const renamed = renames.renamedDeletes(plan.operations);
  if (renamed.length > 0) blocks.push(possibleRenameLines(renamed, style));
  if (view.relocations.length > 0) {
    blocks.push([
      paint(style, "bold", "Moves and renames, per cyber system they leave:"),
      ...groupBySystem(view.relocations, fromSystem).flatMap((group) => [
        `  ${systemHeading(group.system)}:`,
        ...group.items.flatMap((update) =>
          relocationLines(update, group.system).map((line) => paint(style, "yellow", line)),
        ),
      ]),
    ]);
  }
  const changes = [...view.creates, ...view.retypes.map((update) => update.operation)];
  if (changes.length > 0) {
    blocks.push([
      paint(style, "bold", "Creates and type changes, per cyber system:"),
      ...groupBySystem(changes, (operation) => operation.cyber_system).flatMap((group) => [
        `  ${systemHeading(group.system)}:`,
        ...group.items.map((operation) => `    ${changeLine(operation, style)}`),
      ]),
    ]);
  }
  if (plan.baseline_deviations !== undefined)
    blocks.push(baselineLines(plan.baseline_deviations, style));
  if (plan.patch_sources !== undefined) blocks.push(patchSourceLines(plan.patch_sources, style));
  if (plan.commissioning_assessments !== undefined)
    blocks.push(commissioningLines(plan.commissioning_assessments, style));
  blocks.push(...reviewedFileBlocks(plan, style));
  if (plan.released_systems !== undefined) blocks.push(releasedLines(plan.released_systems, style));
  if (plan.unmanaged.length > 0) blocks.push(unmanagedLines(plan.unmanaged, style));
  const { violations } = plan.safety;
  if (violations.length > 0) {
    blocks.push([
      paint(style, "boldRed", `SAFETY: ${refusalWords(violations.length)}.`),
      ...violations.map((violation) =>
        paint(style, "red", `  ! ${violation.rule}: ${reveal(violation.message)}`),
      ),
    ]);
  }
  if (plan.warnings.length > 0) {
    blocks.push([
      paint(style, "boldYellow", `${countOf(plan.warnings.length, "warning")}:`),
      ...plan.warnings.flatMap((warning) => diagnosticTextLines(warning, style)),
    ]);
  }
  return blocks.map((lines) => `${lines.join("\n")}\n`).join("\n");
}

/** The deletes, first and in red: they are permanent. */
function deleteLines(deletes: DeleteOperation[], style: TextStyle): string[] {
  return [
    paint(style, "boldRed", `DELETE: ${deleteHeadline(deletes.length)}`),
    // "Deletion cannot be undone through the API:" and what that means, a line each.
    ...DELETE_CONSEQUENCE.split(/(?<=:) /).map((part) => paint(style, "red", `  ${part}`)),
    // Per system, so that each line names only the asset: readable at 80 columns.
    ...groupBySystem(deletes, (operation) => operation.cyber_system).flatMap((group) => [
      `  ${systemHeading(group.system)}:`,
      ...group.items.map((operation) =>
        paint(
          style,
          "red",
          `    - ${reveal(operation.name)} (${reveal(operation.asset_id)}), ${operation.asset_type}${renamedFromWords(operation)}`,
        ),
      ),
    ]),
  ];
}

/** "Alpha Protection (facility Substation Alpha)": how operation lines name a system. */
export function systemLabel(system: SystemRef): string {
  const { parent } = system;
  return parent
    ? `${reveal(system.name)} (${parentKindWord(parent.kind)} ${reveal(parent.name)})`
    : `${reveal(system.name)} (${reveal(system.id)}, parent not shown by the service)`;
}

/** "Alpha Protection (cs_1), facility Substation Alpha": how group headings name a system. */
function systemHeading(system: SystemRef): string {
  const { parent } = system;
  const where = parent
    ? `${parentKindWord(parent.kind)} ${reveal(parent.name)}`
    : "parent not shown by the service";
  const impact = system.impact ? `, impact ${system.impact}` : "";
  return `${reveal(system.name)} (${reveal(system.id)}), ${where}${impact}`;
}

/** The system an update takes its asset from: where a move starts, where a rename happens. */
function fromSystem(update: UpdateView): SystemRef {
  return update.operation.changes.cyber_system?.from ?? update.operation.cyber_system;
}

/**
 * "~ rename a -> b (ca_1)" or "-> move a (ca_1) to T", under the heading of the system it leaves,
 * with cycle notes; the temporary name of a rename cycle on a line of its own.
 */
function relocationLines(update: UpdateView, from: SystemRef): string[] {
  const { operation } = update;
  const { cyber_system: move, asset_type: retype, name: rename, ...unshown } = operation.changes;
  everyChangeShown(unshown);
  const id = reveal(operation.asset_id);
  const marker = move ? "->" : "~";
  let line = rename
    ? `${marker} rename ${reveal(update.nameBefore)} -> ${reveal(operation.name)} (${id})`
    : `${marker} move ${reveal(operation.name)} (${id})`;
  if (move) {
    // The destination's parent is named only when it differs from the heading's.
    const to =
      move.to.parent && move.to.parent.id === from.parent?.id
        ? reveal(move.to.name)
        : systemLabel(move.to);
    line += `${rename ? ", move" : ""} to ${to}`;
  }
  if (retype) line += `, type ${retype.from} -> ${retype.to}`;
  const cycle = cycleWords(update);
  if (cycle) line += `, ${cycle}`;
  const lines = [`    ${line}`];
  if (update.temporaryName !== undefined) {
    lines.push(`      first renamed to the temporary name ${reveal(update.temporaryName)}`);
  }
  return lines;
}

/** "+ a (hardware)" for a create, "~ a (ca_1): type hardware -> software" for a type change. */
function changeLine(operation: CreateOperation | RetypeOperation, style: TextStyle): string {
  if (operation.action === "create") {
    const rename = operation.possible_rename;
    const note =
      rename === undefined
        ? ""
        : rename.renamed_in_file === undefined
          ? `, ${POSSIBLY_RENAMED} to ${reveal(rename.live)}`
          : `, ${renamedWhere(rename, reveal, `from ${reveal(rename.live)}`)}`;
    return paint(style, "green", `+ ${reveal(operation.name)} (${operation.asset_type})${note}`);
  }
  const { asset_type: retype, ...unshown } = operation.changes;
  everyChangeShown(unshown);
  const change = retype ? `: type ${retype.from} -> ${retype.to}` : "";
  return paint(
    style,
    "yellow",
    `~ ${reveal(operation.name)} (${reveal(operation.asset_id)})${change}`,
  );
}

/**
 * "rename a -> b (ca_1) in S", "move a (ca_1) from S to T", "change type of a (ca_1) in S from
 * hardware to software", combined as "rename a -> b (ca_1), move from S to T, type hardware -> software".
 */
export function describeUpdate(operation: UpdateOperation, nameBefore: string): string {
  const { cyber_system: move, asset_type: retype, name: rename, ...unshown } = operation.changes;
  everyChangeShown(unshown);
  const id = reveal(operation.asset_id);
  const name = reveal(operation.name);
  let line = rename
    ? `rename ${reveal(nameBefore)} -> ${name} (${id})`
    : `${move ? "move" : "change type of"} ${name} (${id})`;
  if (move) {
    line += `${rename ? ", move" : ""} from ${systemLabel(move.from)} to ${systemLabel(move.to)}`;
  } else line += ` in ${systemLabel(operation.cyber_system)}`;
  if (retype) {
    line +=
      rename || move
        ? `, type ${retype.from} -> ${retype.to}`
        : ` from ${retype.from} to ${retype.to}`;
  }
  return line;
}

/** ", possibly renamed in the service from a" after a delete that may be a rename; else "". */
function renamedFromWords(operation: DeleteOperation): string {
  const rename = operation.possible_rename;
  if (rename === undefined) return "";
  // Which name it became is told below when it could not be paired one to one.
  if (rename.renamed_in_file !== undefined)
    return `, ${renamedWhere(rename, reveal, rename.candidates ? "" : `to ${reveal(rename.declared)}`)}`;
  return rename.candidates
    ? `, ${POSSIBLY_RENAMED}`
    : `, ${POSSIBLY_RENAMED} from ${reveal(rename.declared)}`;
}

/** Each possible rename with the line that keeps the record, and the other way out. */
function possibleRenameLines(renamed: renames.RenamedDelete[], style: TextStyle): string[] {
  return [
    paint(
      style,
      "boldRed",
      `${renamesHeading(renamed.map((operation) => operation.possible_rename)).toUpperCase()}: ${countOf(renamed.length, "asset")}.`,
    ),
    paint(style, "red", `  ${REPLACE_CONSEQUENCE}`),
    ...renamed.flatMap((operation) => {
      const rename = operation.possible_rename;
      return [
        `  - ${reveal(rename.live)} (${reveal(operation.asset_id)}), ${operation.asset_type}, in ${systemLabel(operation.cyber_system)}, ${renames.declaredAsWords(rename, reveal)}`,
        `    keep the record: ${reveal(renames.renameFixLine(rename, operation.asset_type))}`,
        `    ${renames.adoptLiveNameWords(rename, reveal)}`,
      ];
    }),
  ];
}

function releasedLines(released: readonly ReleasedSystem[], style: TextStyle): string[] {
  return [
    paint(style, "boldYellow", releasedHeading(released)),
    ...released.map((system) => `  ~ ${releasedLine(system, reveal)}`),
  ];
}

function unmanagedLines(unmanaged: UnmanagedAsset[], style: TextStyle): string[] {
  const one = unmanaged.length === 1;
  return [
    paint(
      style,
      "bold",
      `Kept, not managed (prune: false): ${countOf(unmanaged.length, "live asset")} ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}:`,
    ),
    ...groupBySystem(unmanaged, (asset) => asset.cyber_system).flatMap((group) => [
      `  ${systemHeading(group.system)}:`,
      ...group.items.map(
        (asset) => `    = ${reveal(asset.name)} (${reveal(asset.asset_id)}), ${asset.asset_type}`,
      ),
    ]),
  ];
}

/** The baselines against the existing ones: each deviation under its system, an item a line. */
export function baselineLines(comparison: BaselineComparison, style: TextStyle): string[] {
  const heading = deviationWords.baselineComparisonWords(comparison);
  if (comparison.compared_with === null || comparison.deviations.length === 0)
    return [paint(style, comparison.compared_with === null ? "yellow" : "bold", heading)];
  const lines = [paint(style, "bold", `${heading}:`)];
  let system: string | undefined;
  for (const deviation of comparison.deviations) {
    if (deviation.cyber_system_id !== system) {
      system = deviation.cyber_system_id;
      lines.push(`  ${reveal(deviation.cyber_system)} (${reveal(deviation.cyber_system_id)}):`);
    }
    const id = deviation.asset_id === undefined ? "" : ` (${reveal(deviation.asset_id)})`;
    lines.push(
      paint(
        style,
        "yellow",
        `    ~ ${reveal(deviation.asset)}${id}: ${deviationWords.opensWords(deviation.opens)}`,
      ),
      ...deviation.items.map((item) => `        ${deviationWords.itemChangeWords(item, reveal)}`),
    );
  }
  return lines;
}

/** Each family's reviewed files the change adds, changes or removes, in the table's order. */
function reviewedFileBlocks(plan: Plan, style: TextStyle): string[][] {
  return REVIEWED_FILE_SECTIONS.flatMap((section) => {
    const heading = section.heading(plan, reveal);
    return heading === undefined
      ? []
      : [reviewedFileTextLines(heading, section.files(plan, code, reveal), style)];
  });
}

/** A family's reviewed files the change adds, changes or removes, each as it is approved. */
function reviewedFileTextLines(
  heading: string,
  files: readonly FileLines[],
  style: TextStyle,
): string[] {
  return [
    paint(style, "bold", heading),
    ...files.flatMap(({ line, details }) => [`  ${line}`, ...details.map((d) => `      ${d}`)]),
  ];
}

/** How text names a path or an id: quoted, hidden characters revealed. */
const code = (text: string) => JSON.stringify(reveal(text));

/** The patch sources check (R2.1): the gaps this change makes first, then the existing ones. */
function patchSourceLines(check: PatchSourceCheck, style: TextStyle): string[] {
  const { byChange, existing } = patchSourceWords.gapsInOrder(check);
  const lines = [
    paint(
      style,
      check.missing.length === 0 ? "bold" : "boldYellow",
      patchSourceWords.patchSourceHeading(check),
    ),
  ];
  lines.push(
    ...byChange.map((gap) =>
      paint(style, "yellow", `  ? ${patchSourceWords.gapWords(gap, reveal)}`),
    ),
  );
  lines.push(...existing.map((gap) => `  . ${patchSourceWords.gapWords(gap, reveal)}`));
  if (check.missing.length > 0) lines.push(`  ${patchSourceWords.PATCH_SOURCE_FIX_LINE}`);
  if (check.not_seen.length > 0) lines.push(`  ${patchSourceWords.notSeenWords(check, reveal)}`);
  return lines;
}

/** The CIP-010-4 R3.3 check: the assets without evidence first, then those with. */
function commissioningLines(check: CommissioningAssessmentCheck, style: TextStyle): string[] {
  const gaps = check.commissioned.some((entry) => entry.gap !== undefined);
  return [
    paint(style, gaps ? "boldYellow" : "bold", commissioningAssessmentHeading(check)),
    ...commissionedInOrder(check).map((entry) =>
      entry.gap !== undefined
        ? paint(style, "yellow", `  ? ${commissionedWords(entry, reveal)}`)
        : `  ${entry.not_judged === undefined ? "." : "~"} ${commissionedWords(entry, reveal)}`,
    ),
    ...(gaps ? [`  ${COMMISSIONING_ASSESSMENT_FIX_LINE}`] : []),
  ];
}
