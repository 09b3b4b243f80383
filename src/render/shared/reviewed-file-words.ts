// How every output says the reviewed files a change adds, changes or removes, one section per
// family of the table (core/obligations/obligation-families.ts) that keeps such files: the
// patch files (what the reviewer approves for R2.1 to R2.4: a source's coverage, an evaluation's
// patches with their applicability and reason, a mitigation plan's patches, actions and
// timeframe) and the assessment files (R3.1 to R3.4: what each file covers, its
// method and environment, and what it closes). Text and Markdown pass their own escaping: `code`
// for names, paths and ids, `words` for free text; both treat every value as data.
import { type MergeJudgedFamily } from "../../core/obligations/obligation-families.ts";
import { PATCH_MANAGEMENT_FAMILY } from "../../core/obligations/patch-management/patch-family.ts";
import { VULNERABILITY_ASSESSMENT_FAMILY } from "../../core/obligations/vulnerability-assessments/assessment-family.ts";
import type { AssessmentFileShown } from "../../core/plan/patch-file-model.ts";
import type { PatchFileShown, Plan } from "../../core/plan/plan-model.ts";
import { countOf } from "../../core/shared/wording.ts";

/** A file's line, then its details (a line each), in an output's escaping. */
export interface FileLines {
  line: string;
  details: string[];
}

type Escape = (text: string) => string;

/** A family's reviewed files in a plan, as every output shows them. */
export interface ReviewedFileSection {
  /** The family's name and the files' noun ("patch files"): the section's title. */
  title: string;
  /** "patch file": one of them, as the counts say it. */
  noun: string;
  /** The section's heading, with what the files were compared with; undefined: the plan has none. */
  heading(plan: Plan, words: Escape): string | undefined;
  /** Each file's lines; none when the plan has no file of the family. */
  files(plan: Plan, code: Escape, words: Escape): FileLines[];
  /** The status line's addition ("" when the plan shows none of them). */
  statusWords(plan: Pick<Plan, "patch_files" | "assessment_files">): string;
  /** What the files were compared with; undefined: the plan shows none of them. */
  comparedWith(plan: Pick<Plan, "patch_files" | "assessment_files">): string | undefined;
}

/** A family's changed files as a plan holds them. */
interface ChangedFiles<Shown> {
  compared_with: string;
  files: readonly Shown[];
}

function section<Shown>(
  family: MergeJudgedFamily,
  files: {
    noun: string;
    of: (plan: Pick<Plan, "patch_files" | "assessment_files">) => ChangedFiles<Shown> | undefined;
    lines: (shown: Shown, code: Escape, words: Escape) => FileLines;
  },
): ReviewedFileSection {
  const title = `${family.name} ${files.noun}s`;
  return {
    title,
    noun: files.noun,
    heading(plan, words) {
      const changes = files.of(plan);
      return changes === undefined
        ? undefined
        : `${title}: ${countOf(changes.files.length, "file")} added, changed or removed by this change (compared with ${words(changes.compared_with)}). Approving the change approves them as shown:`;
    },
    files: (plan, code, words) =>
      (files.of(plan)?.files ?? []).map((shown) => files.lines(shown, code, words)),
    statusWords(plan) {
      const changes = files.of(plan);
      return changes === undefined
        ? ""
        : ` ${countOf(changes.files.length, `${family.name} ${files.noun}`)} added, changed or removed (below).`;
    },
    comparedWith: (plan) => files.of(plan)?.compared_with,
  };
}

/** The reviewed-file sections of a plan, in the family table's order. */
export const REVIEWED_FILE_SECTIONS: readonly ReviewedFileSection[] = [
  section(PATCH_MANAGEMENT_FAMILY, {
    noun: "patch file",
    of: (plan) => plan.patch_files,
    lines: patchFileLines,
  }),
  section(VULNERABILITY_ASSESSMENT_FAMILY, {
    noun: "assessment file",
    of: (plan) => plan.assessment_files,
    lines: assessmentFileLines,
  }),
];

/** The first family's reviewed files the plan shows, in the table's order; none: undefined. */
export function reviewedFilesShown(
  plan: Pick<Plan, "patch_files" | "assessment_files">,
): { title: string; comparedWith: string } | undefined {
  for (const section of REVIEWED_FILE_SECTIONS) {
    const comparedWith = section.comparedWith(plan);
    if (comparedWith !== undefined) return { title: section.title, comparedWith };
  }
  return undefined;
}

/** One file: its line, then a line per source, patch, action. */
function patchFileLines(shown: PatchFileShown, code: Escape, words: Escape): FileLines {
  const file = `${shown.change} ${code(shown.file)}`;
  if (shown.evaluation !== undefined) {
    const { evaluation } = shown;
    return {
      line: `${file}: evaluation of source ${code(evaluation.source)}, releases since ${words(evaluation.releases_since)}, ${evaluation.patches.length === 1 ? "1 patch" : `${evaluation.patches.length} patches`}`,
      details: evaluation.patches.map(
        (patch) =>
          `${code(patch.id)} (${words(patch.item)}, released ${words(patch.released)}): ${patch.applicable ? "applicable" : `not applicable: ${words(patch.reason ?? "")}`}`,
      ),
    };
  }
  if (shown.plan !== undefined) {
    const { plan } = shown;
    const dates = [
      plan.event_occurred_on === undefined
        ? ""
        : `, event occurred on ${words(plan.event_occurred_on)}`,
      plan.implemented_on === undefined ? "" : `, implemented on ${words(plan.implemented_on)}`,
    ].join("");
    return {
      line: `${file}: mitigation plan ${code(plan.id)}, timeframe ${words(plan.timeframe)}${dates}`,
      details: [
        `patches: ${plan.patches.map(code).join(", ")}`,
        ...plan.actions.map((action) => `action: ${words(action)}`),
      ],
    };
  }
  if (shown.sources !== undefined || shown.no_source !== undefined) {
    return {
      line: `${file}: the patch sources`,
      details: [
        ...(shown.sources ?? []).map(
          (source) =>
            `source ${code(source.id)} (${words(source.name)}) covers ${source.covers.map(words).join(", ")}`,
        ),
        ...(shown.no_source ?? []).map(
          (declaration) =>
            `no source for ${words(declaration.item)} (${words(declaration.kind)}): ${words(declaration.reason)}`,
        ),
      ],
    };
  }
  return { line: file, details: [] };
}

/** One file: its line, then a line per part it closes. */
function assessmentFileLines(shown: AssessmentFileShown, code: Escape, words: Escape): FileLines {
  const file = `${shown.change} ${code(shown.file)}`;
  const { record } = shown;
  if (record === undefined) return { line: file, details: [] };
  const how = [record.method, record.environment].flatMap((word) => word ?? []).join(", ");
  return {
    line: `${file}: ${record.kind} ${code(record.id)}${how === "" ? "" : `, ${how}`}, covers ${words(record.covers)}`,
    details: record.closes.map(words),
  };
}
