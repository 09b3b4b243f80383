// The CIP-010 R3 files a change adds, changes or removes, as the plan shows them to the reviewer,
// as the patch files are (core/patches/patch-file-changes.ts): what each covers (the applicable
// assets of the systems it names, or those its `assets:` name alone), its method and environment,
// and what it closes once an accepted merge records it: R3.1 ("conduct a paper or active
// vulnerability assessment"), R3.2 for an active one, R3.3 for each new asset it names, an action
// item of R3.4 opened or closed; a technical-feasibility record R3.2; a commissioning record R3.3.
// Without this a pull request adding an assessment planned as "No changes" and was approved
// blind. A file the change leaves as it was says nothing. Pure.
import type { ChangedFiles } from "../families/family-shape.ts";
import type { AssessmentFileShown } from "../families/vulnerability-assessments/vulnerability-assessment-shape.ts";
import { fileChanges } from "../plan/reviewed-file-set.ts";
import type { AssessmentFile } from "./assessment-files.ts";
import { parseAssessmentText } from "./parse-assessment.ts";

/**
 * The assessment files of `head` (path from the repository root → text) against those of `base`
 * (the assessment files of the commit compared with); undefined when none is added, changed or removed.
 * A file its parser refuses shows its path only (review refuses it before, with the problem).
 */
export function assessmentFileChanges(
  head: ReadonlyMap<string, string>,
  base: ReadonlyMap<string, string>,
  comparedWith: string,
): ChangedFiles<AssessmentFileShown> | undefined {
  return fileChanges<AssessmentFileShown>(head, base, comparedWith, (file, text, change) => {
    // Read whatever day it is: what the plan shows, and the fingerprint over it, must be the same
    // at review and at the merge (whether a date is after today is review's check, made before).
    const record = parseAssessmentText(text, file, { at: undefined }).value;
    return record === undefined ? {} : { record: recordShown(record, change) };
  });
}

function recordShown(
  file: AssessmentFile,
  change: "added" | "changed",
): NonNullable<AssessmentFileShown["record"]> {
  const { kind, id } = file;
  if (file.kind === "technical-feasibility")
    return {
      kind,
      id,
      covers: file.systems.join(", "),
      closes: [
        `closes CIP-010 R3.2 of ${file.systems.join(", ")} in place of an active assessment, while in force (reference ${file.reference})`,
      ],
    };
  if (file.kind === "commissioning") {
    const { exception } = file;
    return {
      kind,
      id,
      covers: `${file.asset} of ${file.cyber_system}`,
      closes: [
        "like_replacement_of" in exception
          ? `closes CIP-010 R3.3 of ${file.asset} as a like replacement of ${exception.like_replacement_of}, an asset in service before the merge whose baseline its own must equal`
          : `closes CIP-010 R3.3 of ${file.asset} for CIP Exceptional Circumstance ${exception.cip_exceptional_circumstance}`,
      ],
    };
  }
  return assessmentShown(file, change);
}

/** An assessment: what it covers, its method and environment, the intervals and action items it closes or opens. */
function assessmentShown(
  file: Extract<AssessmentFile, { kind: "assessment" }>,
  change: "added" | "changed",
): NonNullable<AssessmentFileShown["record"]> {
  const { kind, id } = file;
  const systems = file.systems.join(", ");
  const active = file.method === "active";
  // A later version of an assessment in force keeps its action plan current (assessment-pass.ts).
  const intervals =
    change === "changed"
      ? ["closes no interval again: a later version of an assessment keeps its action plan current"]
      : [
          "closes CIP-010 R3.1 for the applicable assets it covers",
          ...(active ? ["closes CIP-010 R3.2 for the BES Cyber Assets it covers"] : []),
          ...(active && file.assets.length > 0
            ? ["closes CIP-010 R3.3 for each asset it names that goes into service"]
            : []),
        ];
  return {
    kind,
    id,
    covers:
      file.assets.length === 0
        ? `every applicable asset of ${systems}`
        : `${file.assets.join(", ")} of ${systems}`,
    method: file.method,
    environment: file.environment,
    closes: [
      ...intervals,
      ...(file.actionPlan === "no vulnerabilities found"
        ? []
        : file.actionPlan.map((item) => {
            // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an action item has one status at least (its parser requires it)
            const last = item.statuses.at(-1)!;
            return last.status === "done"
              ? `closes CIP-010 R3.4 action item ${item.id} (done on ${last.on})`
              : `opens CIP-010 R3.4 action item ${item.id} (planned completion ${item.plannedCompletion}, ${last.status})`;
          })),
    ],
  };
}
