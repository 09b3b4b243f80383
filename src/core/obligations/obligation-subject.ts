// What tells one obligation from another and what it is about, in words, read from the model and
// from each family's facts on it (FamilyFacts): kept beside the families' registry rather than in
// the model, which every family reads and so may name none of them (issue 97, item 4). Pure.
import { nameKey } from "../shared/names.ts";
import type { Obligation } from "./obligation-model.ts";
import type { PatchingFacts } from "./patch-management/patching-facts.ts";
import { assessmentText } from "./vulnerability-assessments/assessment-facts.ts";

/** What an obligation concerns, in words: an asset in its system, a system, or a workspace. */
export function subjectText(o: Obligation): string {
  const { cyber_system: system, cyber_system_id: id, asset, governance, keyed_by } = o.subject;
  if (governance !== undefined) return governance;
  const patching = o.patching && patchingText(o.patching);
  if (system === undefined) return patching ?? `the identifications of workspace ${o.workspace}`;
  // Configuration monitoring names a system as the inventory does, by name only.
  const named = id === undefined ? system : `${system} (${id})`;
  // R3.4: an action item of a system's assessment.
  const item = o.assessment && assessmentText(o.assessment);
  if (asset === undefined) return item === undefined ? named : `${item} of ${named}`;
  const located = `${asset} in ${named}${keyed_by === undefined ? "" : " (no asset id)"}`;
  return patching === undefined ? located : `${patching} of ${located}`;
}

/** A patch management subject in words: a patch, a baseline item, a source or a plan. */
function patchingText(facts: PatchingFacts): string | undefined {
  if (facts.patch !== undefined) return `patch ${facts.patch}`;
  if (facts.item !== undefined) return `${facts.item.kind} ${JSON.stringify(facts.item.name)}`;
  if (facts.source !== undefined) return `patch source ${facts.source}`;
  return facts.plan === undefined ? undefined : `mitigation plan ${facts.plan}`;
}

/** The obligations that are in `status` now and were not as of `before`: each a new state. */
export function newlyIn(
  status: "overdue" | "due-soon" | "exception",
  now: readonly Obligation[],
  before: readonly Obligation[],
): Obligation[] {
  const earlier = new Set(before.filter((o) => o.status === status).map(obligationKey));
  return now.filter((o) => o.status === status && !earlier.has(obligationKey(o)));
}

/**
 * What tells an obligation from every other across two judgements of one ledger: its kind,
 * workspace and opening record, and what it is about: the system and asset (by id when it has
 * one, so a rename keeps it), the CIP-003 governance subject, and patch management's item, patch source,
 * patch or plan (one record opens one per item, source, patch or plan of the same asset). What a
 * later record adds to it (the plan that closed an R2.3) is left out.
 */
export function obligationKey(o: Obligation): string {
  const { subject, patching } = o;
  return JSON.stringify([
    o.kind,
    o.workspace,
    o.opened_by.sequence,
    subject.cyber_system_id ?? "",
    subject.asset_id ?? subject.asset ?? "",
    subject.governance ?? "",
    patching?.item?.kind ?? "",
    nameKeyOf(patching?.item?.name),
    o.kind === "CIP-007 R2.2" ? (patching?.source ?? "") : "",
    patching?.patch ?? "",
    o.kind === "CIP-007 R2.4" ? (patching?.plan ?? "") : "",
    o.assessment?.key ?? "",
  ]);
}

const nameKeyOf = (name: string | undefined) => (name === undefined ? "" : nameKey(name));
