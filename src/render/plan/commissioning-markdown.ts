// The plan comment's CIP-010-4 R3.3 section (plan-markdown.ts places it after the patch sources):
// a row per asset the change puts into service in a High system, those without evidence first.
import { NO_COMMISSIONING_ASSESSMENT } from "../../core/assessments/commissioning-assessments.ts";
import type { CommissioningAssessmentCheck } from "../../core/plan/plan-model.ts";
import { formatLocation } from "../../core/shared/diagnostics.ts";
import { countOf } from "../../core/shared/wording.ts";
import {
  COMMISSIONING_ASSESSMENT_FIX_LINE,
  commissionedInOrder,
  commissionedWords,
  commissioningAssessmentHeading,
  notJudgedWords,
} from "../shared/commissioning-assessment-words.ts";
import { escapeMarkdown, markdownCodeSpan } from "../shared/escape-markdown.ts";
import { row, type Section, table } from "../shared/markdown-layout.ts";

/** The CIP-010-4 R3.3 check: a row per asset commissioned in a High system, those without evidence first. */
export function commissioningSections(check: CommissioningAssessmentCheck | undefined): Section[] {
  if (check === undefined) return [];
  const heading = escapeMarkdown(commissioningAssessmentHeading(check));
  const gaps = check.commissioned.some((entry) => entry.gap !== undefined);
  return [
    table(
      `#### Commissioning assessments\n\n${heading}${gaps ? ` ${escapeMarkdown(COMMISSIONING_ASSESSMENT_FIX_LINE)}` : ""}`,
      countOf(check.commissioned.length, "asset"),
      ["Asset", "Class", "Cyber system", "R3.3", "Where"],
      commissionedInOrder(check).map((entry) =>
        row("commissioned asset", [
          escapeMarkdown(entry.asset),
          entry.class,
          escapeMarkdown(entry.cyber_system),
          entry.gap !== undefined
            ? `**${escapeMarkdown(`${NO_COMMISSIONING_ASSESSMENT}: ${entry.gap}`)}**`
            : escapeMarkdown(
                notJudgedWords(entry) ??
                  commissionedWords(entry, (name) => name).replace(/^\S+ /, ""),
              ),
          markdownCodeSpan(formatLocation(entry.location)),
        ]),
      ),
    ),
  ];
}
