// The CIP-007 R2 files a change adds, changes or removes, as the plan shows them to the reviewer:
// an evaluation's patches with their applicability and reason (R2.2), a mitigation plan's patches,
// actions and timeframe (R2.3), each source's coverage (R2.1). The approval R2.2 and R2.3 rest on
// is given in the pull request; without this the comment said "No service operation" and the
// reviewer approved blind. A file the change leaves as it was says nothing. Pure.
import type { ChangedFiles } from "../families/family-shape.ts";
import type { PatchFileShown } from "../families/patch-management/patch-management-shape.ts";
import { fileChanges } from "../plan/reviewed-file-set.ts";
import {
  EVALUATIONS_FOLDER,
  itemText,
  type MitigationPlan,
  PATCH_SOURCES_FILE,
  type PatchEvaluation,
  type PatchSources,
  PLANS_FOLDER,
  timeframeText,
} from "./patch-files.ts";
import { parseMitigationPlanText } from "./parse-mitigation-plan.ts";
import { parsePatchEvaluationText } from "./parse-patch-evaluation.ts";
import { parsePatchSourcesText } from "./parse-patch-sources.ts";

/**
 * The patch files of `head` (path from the repository root → text) against those of the commit
 * compared with; undefined when none is added, changed or removed. The head's files are valid
 * (the plan refuses one that is not before it gets here).
 */
export function patchFileChanges(
  head: ReadonlyMap<string, string>,
  base: ReadonlyMap<string, string>,
  comparedWith: string,
): ChangedFiles<PatchFileShown> | undefined {
  return fileChanges(head, base, comparedWith, (file, text) => contentOf(file, text));
}

function contentOf(file: string, text: string): Partial<PatchFileShown> {
  if (file === PATCH_SOURCES_FILE) {
    const sources = parsePatchSourcesText(text, file).value;
    return sources === undefined ? {} : sourcesShown(sources);
  }
  if (file.startsWith(`${EVALUATIONS_FOLDER}/`)) {
    const evaluation = parsePatchEvaluationText(text, file).value;
    return evaluation === undefined ? {} : { evaluation: evaluationShown(evaluation) };
  }
  if (file.startsWith(`${PLANS_FOLDER}/`)) {
    const plan = parseMitigationPlanText(text, file).value;
    return plan === undefined ? {} : { plan: planShown(plan) };
  }
  return {};
}

function sourcesShown(sources: PatchSources): Partial<PatchFileShown> {
  return {
    sources: sources.sources.map((source) => ({
      id: source.id,
      name: source.name,
      covers: source.covers.map(itemText),
    })),
    no_source: sources.noSource.map((declaration) => ({
      item: itemText(declaration.item),
      kind: declaration.kind,
      reason: declaration.reason,
    })),
  };
}

function evaluationShown(evaluation: PatchEvaluation): PatchFileShown["evaluation"] {
  return {
    source: evaluation.source,
    releases_since: evaluation.releasesSince,
    patches: evaluation.patches.map((patch) => ({
      id: patch.id,
      released: patch.released,
      item: itemText(patch.item),
      applicable: patch.applicable,
      ...(patch.reason === undefined ? {} : { reason: patch.reason }),
    })),
  };
}

function planShown(plan: MitigationPlan): PatchFileShown["plan"] {
  return {
    id: plan.id,
    patches: plan.patches,
    actions: plan.actions,
    timeframe: timeframeText(plan.timeframe),
    ...(plan.eventOccurredOn === undefined ? {} : { event_occurred_on: plan.eventOccurredOn }),
    ...(plan.implementedOn === undefined ? {} : { implemented_on: plan.implementedOn }),
  };
}
