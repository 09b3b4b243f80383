// What a sync would change in the repository, and whether it may: the generated documents against
// the files as they are. A source that gives no rows for a system it owns, or would drop more of a
// system's assets than the mass-delete limit, is refused, because an empty or truncated export
// must never become a pull request that empties a BES cyber system.
import { parseInventoryText } from "../inventory/document/parse-inventory.ts";
import { formatInventoryText } from "../inventory/writing/format-inventory.ts";
import { documentLabels } from "./owned-systems.ts";
import type { AssetType } from "../shared/live-records.ts";
import { type Diagnostic, quote } from "../shared/diagnostics.ts";
import { commissioningBaselineProblems } from "../inventory/baselines/baseline-completeness.ts";
import { compareCodePoints, nameKey } from "../shared/names.ts";
import { countOf, percent } from "../shared/wording.ts";
import type { SafetyLimits } from "../plan/plan-model.ts";
import { SAFETY_OVERRIDE } from "../plan/safety.ts";
import {
  generatedHeader,
  type GeneratedDocument,
  type SourceSnapshot,
} from "./source-documents.ts";
import { keptLayout } from "./declared/kept-layout.ts";
import {
  carryDeclaredFacts,
  type DroppedFacts,
  type RenamedFacts,
} from "./declared/declared-facts.ts";

/** A YAML file under the source's directory as it is now. */
export interface CurrentFile {
  path: string;
  content: string;
}

/** What the sync expects a system's next plan to do, from the files alone. */
export interface SystemChange {
  system: string;
  /** Assets the source gives for the system. */
  rows: number;
  creates: number;
  updates: number;
  deletes: number;
}

export interface SyncPlan {
  /** Generated documents whose file is new or differs. */
  writes: GeneratedDocument[];
  /** Files this source generated before for systems it no longer owns. */
  removals: string[];
  systems: SystemChange[];
  /** Why the sync is refused; empty when it may write. */
  refusals: string[];
  /** Assets the source drops whose entries declared facts: the pull request lists them. */
  dropped: DroppedFacts[];
  /**
   * Assets the platform renamed (found by their source_id) whose declared facts the sync carried
   * to the new name: the pull request lists them, instead of a drop and an add.
   */
  renamed: RenamedFacts[];
  /**
   * Files whose declared facts cannot be read, each `path:line:column: why`: among the refusals,
   * and refused even with --allow-mass-delete, since writing would erase what they declare.
   */
  unreadable: string[];
  /**
   * What the next plan will refuse of the assets the sync adds, at each asset's line of the file
   * written: a new asset of a High or Medium system that CIP-010 R1.1 reaches goes into service
   * only with its baseline, which people declare (the source owns no baseline). The sync writes
   * the asset and names each, with the keys to write in the pull request before it is merged, so
   * that its pull request is never red without saying why.
   */
  awaitingBaselines: Diagnostic[];
}

export function planSync(
  sourceName: string,
  snapshot: SourceSnapshot,
  current: readonly CurrentFile[],
  limits: SafetyLimits,
): SyncPlan {
  const byPath = new Map(current.map((file) => [file.path, file]));
  const generated = new Map(snapshot.documents.map((document) => [document.path, document]));
  const header = generatedHeader(sourceName);
  const currentAssets = assetsBySystem(current, generated);
  const systems = snapshot.documents.map((document) =>
    changeOf(document, currentAssets.get(nameKey(document.system)) ?? new Map()),
  );
  const { documents, dropped, renamed, unreadable } = documentsAsWritten(snapshot, byPath);
  const writes = documents.filter(
    (document) => byPath.get(document.path)?.content !== document.content,
  );
  return {
    writes,
    removals: current
      .filter((file) => !generated.has(file.path) && file.content.startsWith(`${header}\n`))
      .map((file) => file.path)
      .sort(compareCodePoints),
    systems,
    refusals: [
      ...unreadable,
      ...systems.flatMap((change) =>
        refusalsOf(
          sourceName,
          change,
          currentAssets.get(nameKey(change.system))?.size ?? 0,
          limits,
        ),
      ),
    ],
    dropped,
    renamed,
    unreadable,
    awaitingBaselines: writes.flatMap((document) =>
      awaitingBaselines(document, currentAssets.get(nameKey(document.system))),
    ),
  };
}

/**
 * Each document as it will be written: the rows', with what people declared in its file (`byPath`)
 * carried, the facts dropped and renamed on the way, and the files that could not be read (kept
 * as they are).
 */
function documentsAsWritten(
  snapshot: SourceSnapshot,
  byPath: ReadonlyMap<string, CurrentFile>,
): Pick<SyncPlan, "dropped" | "renamed" | "unreadable"> & { documents: GeneratedDocument[] } {
  const dropped: DroppedFacts[] = [];
  const renamed: RenamedFacts[] = [];
  const unreadable: string[] = [];
  const documents = snapshot.documents.map((document): GeneratedDocument => {
    const file = byPath.get(document.path);
    if (file === undefined || file.content === document.content) return document;
    const carried = carryDeclaredFacts(document.system, file.path, document.content, file.content);
    if ("unreadable" in carried) {
      unreadable.push(carried.unreadable);
      return { ...document, content: file.content };
    }
    dropped.push(...carried.dropped);
    renamed.push(...carried.renamed);
    // Only a file of the same rows (its header's digest) can be the same declarations laid out
    // otherwise; a file without facts is the rows' document, laid out as the sync writes it.
    const same =
      carried.content !== document.content && file.content.includes(`# Rows ${document.digest}\n`)
        ? sameButLayout(file.content, carried.content)
        : undefined;
    return { ...document, content: same ?? keptLayout(file.content, carried.content) };
  });
  return { documents, dropped, renamed, unreadable };
}

/**
 * The CIP-010 R1.1 problems of the assets `document` (as written, with its declared facts) adds to
 * its system: those `before` (the system's assets in the files now, by name key) lacks.
 */
function awaitingBaselines(
  document: GeneratedDocument,
  before: ReadonlyMap<string, AssetType> | undefined,
): Diagnostic[] {
  const { documents } = parseInventoryText(document.content, document.path);
  return commissioningBaselineProblems(
    documents,
    (_document, asset) => before?.has(nameKey(asset.name)) !== true,
  ).map((problem) => ({
    ...problem,
    severity: "warning",
    message: `${problem.message}; the source owns no baseline, so write it in this pull request before merging it`,
  }));
}

/**
 * `current` when it declares exactly `next` in another layout (facts typed in by hand, not laid out
 * by fmt): the sync changes no declaration there, so it leaves the file as the person wrote it.
 */
function sameButLayout(current: string, next: string): string | undefined {
  const formatted = formatInventoryText(current);
  return formatted.status === "formatted" && formatted.text === next ? current : undefined;
}

/**
 * Asset name key -> type, per cyber system (by its label's key), from every document of the files.
 * A file that is byte for byte the document generated for its path (a sync with nothing new, the
 * usual nightly case) is not parsed: its one document is that system's, its assets those rows,
 * which parsing it would give again at the cost of reading every row of it (a test holds the two
 * ways to the same counts).
 */
function assetsBySystem(
  current: readonly CurrentFile[],
  generated: ReadonlyMap<string, GeneratedDocument>,
): Map<string, Map<string, AssetType>> {
  const systems = new Map<string, Map<string, AssetType>>();
  const add = (label: string, assets: Iterable<readonly [string, AssetType]>) => {
    const key = nameKey(label);
    const held = systems.get(key) ?? new Map<string, AssetType>();
    for (const [name, type] of assets) held.set(nameKey(name), type);
    systems.set(key, held);
  };
  for (const file of current) {
    const same = generated.get(file.path);
    if (same !== undefined && same.content === file.content) {
      add(same.system, same.assets);
      continue;
    }
    for (const document of parseInventoryText(file.content, file.path).documents) {
      const label = documentLabels(document)[0] ?? document.cyberSystem.value;
      add(
        label,
        document.assets.map((asset) => [asset.name, asset.type] as const),
      );
    }
  }
  return systems;
}

function changeOf(document: GeneratedDocument, before: Map<string, AssetType>): SystemChange {
  const rows = document.assets.size;
  // Nothing declared yet: every asset is created (the first sync of a source).
  if (before.size === 0)
    return { system: document.system, rows, creates: rows, updates: 0, deletes: 0 };
  // The snapshot keeps one row a name ignoring case, and the files one asset a key, so each asset
  // found before is found once: those not found are the deletes, with no set of the new keys.
  let creates = 0;
  let updates = 0;
  for (const [name, type] of document.assets) {
    const previous = before.get(nameKey(name));
    if (previous === undefined) creates += 1;
    else if (previous !== type) updates += 1;
  }
  const deletes = before.size - (rows - creates);
  return { system: document.system, rows, creates, updates, deletes };
}

function refusalsOf(
  sourceName: string,
  change: SystemChange,
  held: number,
  limits: SafetyLimits,
): string[] {
  const system = `cyber system ${quote(change.system)}`;
  if (change.rows === 0) {
    return [
      `source ${quote(sourceName)} gives no rows for ${system}${held > 0 ? `, whose file declares ${countOf(held, "asset")} now` : ""}; an empty export must not empty a system: check the source and its filters, or ${SAFETY_OVERRIDE}`,
    ];
  }
  const reasons: string[] = [];
  if (held >= limits.minAssetsForRatio && change.deletes / held > limits.maxChangeRatio) {
    reasons.push(
      `${percent(change.deletes / held)} of its ${held} assets (limit ${percent(limits.maxChangeRatio)})`,
    );
  }
  if (change.deletes > limits.maxChanges) reasons.push(`over the limit of ${limits.maxChanges}`);
  if (reasons.length === 0) return [];
  return [
    `source ${quote(sourceName)} would drop ${countOf(change.deletes, "asset")} of ${system}: ${reasons.join(", ")}; check the source's export, or ${SAFETY_OVERRIDE}`,
  ];
}
