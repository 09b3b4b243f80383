// The three reviewed files of CIP-007-6 R2 (Security Patch Management), as the pass reads them once
// parsed: the patch sources with the baseline items each covers and the items declared to have
// none (R2.1), an evaluation of a source's releases (R2.2), and a mitigation plan (R2.3, R2.4). An
// item is named as the inventory's baselines name it: an `os_firmware` or `software` entry's
// `name`, compared as the inventory compares names (nameKey: case and Unicode form ignored). None
// of these files carries its own date: the record of the merge that reviewed it dates it. Pure.
import type { BaselineItem } from "../inventory/document/baseline-items.ts";
import { nameKey } from "../shared/names.ts";

export const PATCH_FILES_VERSION = 1;
/** Where the files are, relative to the repository root. */
export const PATCH_SOURCES_FILE = "cip-patch-sources.yaml";
export const EVALUATIONS_FOLDER = "patch-evaluations";
export const PLANS_FOLDER = "patch-plans";

/** Where the patch files are: the sources file and the two folders. */
export const PATCH_FILE_ROOTS = [PATCH_SOURCES_FILE, EVALUATIONS_FOLDER, PLANS_FOLDER] as const;

/**
 * Whether `path` is a patch file: the sources file, a YAML file at any depth under the evaluations'
 * folder (filed by source), or one directly in the plans' folder.
 */
export function isPatchFile(path: string): boolean {
  if (path === PATCH_SOURCES_FILE) return true;
  if (!path.endsWith(".yaml")) return false;
  if (path.startsWith(`${EVALUATIONS_FOLDER}/`)) return true;
  return path.startsWith(`${PLANS_FOLDER}/`) && !path.slice(PLANS_FOLDER.length + 1).includes("/");
}

/** The baseline items patches come from (CIP-010 R1.1.1 and 1.1.2). */
export const PATCHED_ITEMS = ["os_firmware", "software"] as const satisfies readonly BaselineItem[];
export type PatchedItem = (typeof PATCHED_ITEMS)[number];

/** A baseline item by its kind and name, as a file names it: `{ software: "RTAC" }`. */
export interface ItemRef {
  kind: PatchedItem;
  name: string;
}

/** The identity of an item across files and baselines: its kind and its name's key. */
export function itemKey(item: ItemRef): string {
  return `${item.kind}\u0000${nameKey(item.name)}`;
}

/** An item in words: `software "RTAC"`. */
export function itemText(item: ItemRef): string {
  return `${item.kind} ${JSON.stringify(item.name)}`;
}

/** A patch's identity: its id as the inventory's `patches` entries write it, case ignored. */
export function patchKey(id: string): string {
  return nameKey(id);
}

/** Why an item has no source (CIP-007-6 R2.1: "updateable and for which a patching source exists"). */
export const NO_SOURCE_KINDS = ["no-patching-source", "not-updateable"] as const;
export type NoSourceKind = (typeof NO_SOURCE_KINDS)[number];

export interface PatchSource {
  /** Lower case, digits and hyphens: the folder of its evaluations. */
  id: string;
  name: string;
  url?: string;
  covers: ItemRef[];
}

export interface NoSourceDeclaration {
  item: ItemRef;
  kind: NoSourceKind;
  reason: string;
}

/** cip-patch-sources.yaml. */
export interface PatchSources {
  sources: PatchSource[];
  noSource: NoSourceDeclaration[];
}

export interface EvaluatedPatch {
  id: string;
  /** YYYY-MM-DD, the day the source released it. */
  released: string;
  item: ItemRef;
  applicable: boolean;
  /** Why it is not applicable; required then. */
  reason?: string;
}

/** patch-evaluations/SOURCE/NAME.yaml. */
export interface PatchEvaluation {
  /** The file's path, which names the evaluation. */
  file: string;
  source: string;
  /** YYYY-MM-DD: the first release day it covers. */
  releasesSince: string;
  patches: EvaluatedPatch[];
}

/** A plan's timeframe: a date, or an event whose day a later reviewed change records. */
export type Timeframe = { by: string } | { event: string };

/** patch-plans/ID.yaml. */
export interface MitigationPlan {
  id: string;
  patches: string[];
  actions: string[];
  timeframe: Timeframe;
  /** YYYY-MM-DD: the day an event-dated plan's event occurred. */
  eventOccurredOn?: string;
  /** YYYY-MM-DD: the day the plan was implemented. */
  implementedOn?: string;
}

/** A timeframe in words, as obligations and messages say it. */
export function timeframeText(timeframe: Timeframe): string {
  return "by" in timeframe
    ? `by ${timeframe.by}`
    : `at the event ${JSON.stringify(timeframe.event)}`;
}
