// What the CIP-007 R2 files name in each other and the dates they write, checked at review, as
// every inventory key is: an evaluated patch's item against the sources' coverage and the
// baselines, an evaluation's source against cip-patch-sources.yaml, a mitigation plan's patches
// against the evaluations. A dangling reference would leave R2.2 or R2.3 silently untracked (the
// ledger matches by these names), so each is an error at its place with the closest name. A date
// the files say has passed (a release, an evaluation's first day, an event, an implementation) is
// refused when it is after today anywhere (UTC+14, as `cip-sync review --on` refuses a later day):
// such a file would close nothing, and the mistake would surface weeks later in the ledger. A
// plan's `timeframe: { by }` is a plan, later by nature. Pure.
import type { InventoryDocument } from "../inventory/document/document.ts";
import { patchedItemsOf } from "../inventory/document/baseline-items.ts";
import { afterTodayWords } from "../shared/calendar.ts";
import { type Diagnostic, quote, type SourceLocation } from "../shared/diagnostics.ts";
import { closestNames, compareCodePoints } from "../shared/names.ts";
import { listOf } from "../shared/wording.ts";
import { impactsOf } from "../inventory/baselines/requirements.ts";
import type { Impact } from "../inventory/document/principals.ts";
import {
  EVALUATIONS_FOLDER,
  type ItemRef,
  itemKey,
  itemText,
  PATCH_SOURCES_FILE,
  PATCHED_ITEMS,
  type PatchEvaluation,
  patchKey,
  type PatchSources,
} from "./patch-files.ts";

/**
 * A name a reviewed file uses that another file defines, or a date it writes, at its place: a
 * patch file's (checked here), or an assessment file's cyber system or asset (checked against the
 * inventory by core/assessments/assessment-references.ts; the reader that notes them is shared).
 */
export type PatchReference =
  | { kind: "item"; patch: string; item: ItemRef; at: SourceLocation }
  | { kind: "source"; id: string; at: SourceLocation }
  | { kind: "patch"; plan: string; id: string; at: SourceLocation }
  | { kind: "date"; label: string; date: string; at: SourceLocation }
  | { kind: "cyber-system"; field: string; name: string; at: SourceLocation }
  | { kind: "asset"; field: string; name: string; systems: string[]; at: SourceLocation };

/** The dates that say something happened, each with what to write instead of a later day. */
const PAST_DATES: Readonly<Record<string, string>> = {
  released: "the day the source released the patch",
  releases_since: "the first release day the evaluation covers, no later than today",
  event_occurred_on: "the day the event occurred, once it did",
  implemented_on: "the day the plan was implemented, once it was",
};

export interface PatchReferenceInputs {
  references: readonly PatchReference[];
  /** cip-patch-sources.yaml without errors; undefined: the checkout has none. */
  sources: PatchSources | undefined;
  evaluations: readonly PatchEvaluation[];
  /** The inventory's documents, whose baselines hold the items. */
  documents: readonly InventoryDocument[];
  /** The clock: no date after the day UTC+14 has reached has happened. */
  now: Date;
}

/**
 * Each dangling reference and each date after today, as an error at its place; and each evaluated
 * patch whose item only systems CIP-007 R2 does not reach hold, as a warning.
 */
export function patchReferenceProblems(inputs: PatchReferenceInputs): Diagnostic[] {
  const known = knownNames(inputs);
  return inputs.references.flatMap((reference): Diagnostic[] => {
    const message = problemOf(reference, known, inputs);
    if (message !== undefined) return [{ severity: "error", location: reference.at, message }];
    if (reference.kind !== "item") return [];
    const held = known.unreached.get(itemKey(reference.item));
    return held === undefined
      ? []
      : [
          {
            severity: "warning",
            location: reference.at,
            message: `patch ${quote(reference.patch)} patches ${itemText(reference.item)}, which only the baselines of ${held.map(quote).join(", ")} hold, whose documents declare impact: low: CIP-007 R2 applies to ${listOf(R2_IMPACTS)} impact BES Cyber Systems and their associated EACMS, PACS and PCA; this evaluation of it closes nothing`,
          },
        ];
  });
}

/** The ratings CIP-007 R2 reaches: its rows' Applicable Systems. */
const R2_IMPACTS: readonly Impact[] = impactsOf(["CIP-007 R2.1", "CIP-007 R2.2", "CIP-007 R2.3"]);

interface KnownNames {
  /** Per item kind, every name a source covers or a baseline holds, by key. */
  items: Map<string, string>;
  /**
   * Each item (by key) that baselines hold only in systems whose documents declare an impact R2
   * does not reach, to those systems' names; an unrated system is judged as High, so it is
   * reached (fail closed: the evaluation then counts).
   */
  unreached: Map<string, string[]>;
  sources: string[];
  patches: Map<string, string>;
}

function knownNames(inputs: PatchReferenceInputs): KnownNames {
  const items = new Map<string, string>();
  const add = (item: ItemRef) => items.set(itemKey(item), item.name);
  for (const source of inputs.sources?.sources ?? []) source.covers.forEach(add);
  const holders = new Map<string, { reached: boolean; systems: Set<string> }>();
  for (const document of inputs.documents) {
    const reached = R2_IMPACTS.includes(document.impact?.value ?? "high");
    for (const asset of document.assets) {
      const held = patchedItemsOf(asset.baseline?.content ?? {});
      for (const kind of PATCHED_ITEMS)
        for (const { name } of held[kind]) {
          add({ kind, name });
          const key = itemKey({ kind, name });
          const found = holders.get(key) ?? { reached: false, systems: new Set<string>() };
          found.reached ||= reached;
          found.systems.add(document.cyberSystem.value);
          holders.set(key, found);
        }
    }
  }
  const patches = new Map<string, string>();
  for (const evaluation of inputs.evaluations)
    for (const patch of evaluation.patches) patches.set(patchKey(patch.id), patch.id);
  return {
    items,
    unreached: new Map(
      [...holders].flatMap(([key, { reached, systems }]) =>
        reached ? [] : [[key, [...systems].sort(compareCodePoints)] as [string, string[]]],
      ),
    ),
    sources: (inputs.sources?.sources ?? []).map((source) => source.id),
    patches,
  };
}

function problemOf(
  reference: PatchReference,
  known: KnownNames,
  inputs: PatchReferenceInputs,
): string | undefined {
  switch (reference.kind) {
    case "item": {
      if (known.items.has(itemKey(reference.item))) return undefined;
      const sameKind = [...known.items]
        .filter(([key]) => key.startsWith(`${reference.item.kind}\u0000`))
        .map(([, name]) => name);
      return `patch ${quote(reference.patch)} patches ${itemText(reference.item)}, which no source in ${PATCH_SOURCES_FILE} covers and no baseline holds; ${meant(reference.item.name, sameKind, "name the item as the asset's baseline writes it")}`;
    }
    case "source":
      if (inputs.sources === undefined)
        return `source ${quote(reference.id)} is not a source of ${PATCH_SOURCES_FILE}, which this checkout does not have; add the file with the source and the items it covers`;
      if (known.sources.includes(reference.id)) return undefined;
      return `source ${quote(reference.id)} is not a source of ${PATCH_SOURCES_FILE}; ${meant(reference.id, known.sources, "evaluate a source the file lists, or add the source to it")}`;
    case "patch":
      if (known.patches.has(patchKey(reference.id))) return undefined;
      return `plan ${quote(reference.plan)} names patch ${quote(reference.id)}, which no evaluation under ${EVALUATIONS_FOLDER}/ lists; ${meant(reference.id, known.patches.values(), "name each patch as its evaluation does")}`;
    case "date": {
      const hint = PAST_DATES[reference.label];
      const later = hint && afterTodayWords(reference.date, inputs.now);
      return later && `${reference.label} ${reference.date} is ${later}: write ${hint}`;
    }
    case "cyber-system":
    case "asset":
      return undefined;
  }
}

/** "did you mean X? Otherwise FIX" with the closest of `names`, or only the fix. */
function meant(wanted: string, names: Iterable<string>, fix: string): string {
  const [closest] = closestNames(wanted, names, 1);
  return closest === undefined ? fix : `did you mean ${quote(closest)}? Otherwise ${fix}`;
}
