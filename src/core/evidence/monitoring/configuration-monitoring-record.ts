// A collector's file made a `configuration-monitoring` record (CIP-010-4 R2.1): each asset it
// observed is found in the inventory read at the record's commit, each R1.1 item's observed digest
// is set beside the declared one (from the asset's inline or shared baseline), and every difference
// is listed as an unauthorized change to investigate. The ledger keeps digests and, for a
// difference, the entries that differ (what R2.1's "document" asks), never the rest of the content.
// Pure: the file, the inventory and the checkout's facts are read by the command line.
import type { InventoryDocument } from "../../inventory/document/document.ts";
import type { Impact } from "../../inventory/document/principals.ts";
import { type AssetClass, DEFAULT_ASSET_CLASS } from "../../inventory/document/asset-class.ts";
import { closestNames, nameKey } from "../../shared/names.ts";
import {
  type ConfigurationMonitoringInput,
  jsonPointer,
  type ObservedItems,
  observedDigest,
} from "./configuration-monitoring.ts";
import {
  type BaselineRefCheck,
  type ConfigurationMonitoringEvidence,
  DECLARED_NOTES,
  type DeclaredFrom,
  type ItemComparison,
  itemDigest,
  itemEntryChanges,
  type MonitoredAsset,
  type UnauthorizedChange,
} from "../records/configuration-monitoring-model.ts";
import { BASELINE_ITEMS, type BaselineItem } from "../../inventory/document/baseline-items.ts";
import {
  CLI_RUN_PREFIX,
  EVIDENCE_FORMAT_VERSION,
  type EvidenceDraft,
} from "../records/evidence-record.ts";

/** What the inventory declares of one asset at the record's commit. */
export interface DeclaredAssetBaseline {
  /** The service's id of the asset, when the service's inventory names it (AssetIds). */
  asset_id?: string;
  impact?: Impact;
  /** Its `class:`, or BCA when it writes none (as the requirement table reads it). */
  class: AssetClass;
  /** The baseline's content when written in the inventory (inline or shared), else how it is kept. */
  baseline:
    | { kind: "content"; content: Readonly<Record<string, unknown>> }
    | { kind: "ref"; digest: string; sha256: string }
    | undefined;
}

/** The inventory's assets by cyber system, then by name. */
export type DeclaredBaselines = ReadonlyMap<string, ReadonlyMap<string, DeclaredAssetBaseline>>;

/**
 * The service's id of each asset, by its cyber system's name, then its name (both by nameKey).
 * The inventory in git holds no ids: the Action reads them from the service's inventory it has
 * just reconciled, the command line from the workspace's last inventory listing in the ledger.
 */
export type AssetIds = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * The ids of the assets a service's inventory (live, or a listing of it) holds in `systems`, the
 * workspace's own (a plan's managed systems, a listing's managed ones). Two of them of one name
 * are left out: the collector's file names a system by its name alone.
 */
export function assetIdsOf(
  systems: readonly { id: string; name: string }[],
  assets: readonly { id: string; name: string; cyber_system_id: string }[],
): AssetIds {
  const named = new Map<string, string[]>();
  for (const { id, name } of systems)
    named.set(nameKey(name), [...(named.get(nameKey(name)) ?? []), id]);
  const names = new Map(
    [...named].flatMap(([name, [id, ...others]]) =>
      id !== undefined && others.length === 0 ? [[id, name] as const] : [],
    ),
  );
  const ids = new Map<string, Map<string, string>>();
  for (const asset of assets) {
    const system = names.get(asset.cyber_system_id);
    if (system === undefined) continue;
    const byName = ids.get(system) ?? new Map<string, string>();
    ids.set(system, byName);
    byName.set(nameKey(asset.name), asset.id);
  }
  return ids;
}

export function declaredBaselines(
  documents: readonly InventoryDocument[],
  ids: AssetIds = new Map(),
): DeclaredBaselines {
  const systems = new Map<string, Map<string, DeclaredAssetBaseline>>();
  for (const document of documents) {
    const assets = systems.get(document.cyberSystem.value) ?? new Map();
    systems.set(document.cyberSystem.value, assets);
    const idOf = (name: string | undefined) =>
      name === undefined
        ? undefined
        : ids.get(nameKey(document.cyberSystem.value))?.get(nameKey(name));
    for (const asset of document.assets) {
      const { baseline } = asset;
      // A rename the service has not applied yet: it still holds the asset by its old name.
      const id = idOf(asset.name) ?? idOf(asset.renamedFrom?.value);
      assets.set(asset.name, {
        ...(id === undefined ? {} : { asset_id: id }),
        ...(document.impact === undefined ? {} : { impact: document.impact.value }),
        class: asset.class?.value ?? DEFAULT_ASSET_CLASS,
        baseline:
          baseline === undefined
            ? undefined
            : baseline.kind === "ref" || baseline.content === undefined
              ? { kind: "ref", digest: baseline.digest, sha256: baseline.refSha256 ?? "" }
              : { kind: "content", content: baseline.content },
      });
    }
  }
  return systems;
}

/** An asset of the collector's file the inventory does not declare, with what to write. */
export interface UndeclaredAsset {
  pointer: string;
  message: string;
}

export interface ComparisonFacts {
  /** The inventory commit the declared side was read at. */
  commit: string;
  /** Hex SHA-256 of the collector file's bytes. */
  inputSha256: string;
}

/** The record's body, or every asset of the file the inventory does not declare. */
export function compareMonitoring(
  input: ConfigurationMonitoringInput,
  declared: DeclaredBaselines,
  facts: ComparisonFacts,
): { evidence: ConfigurationMonitoringEvidence } | { undeclared: UndeclaredAsset[] } {
  const undeclared: UndeclaredAsset[] = [];
  const assets: MonitoredAsset[] = [];
  const unauthorized_changes: UnauthorizedChange[] = [];
  for (const [index, asset] of input.assets.entries()) {
    const found = declared.get(asset.cyber_system)?.get(asset.name);
    if (found === undefined) {
      undeclared.push(undeclaredAsset(asset, index, declared));
      continue;
    }
    const known = found.asset_id;
    if (known !== undefined && asset.asset_id !== undefined && asset.asset_id !== known) {
      undeclared.push({
        pointer: jsonPointer(["assets", index, "asset_id"]),
        message: `the service holds asset ${JSON.stringify(asset.name)} in cyber system ${JSON.stringify(asset.cyber_system)} as ${JSON.stringify(known)}, not ${JSON.stringify(asset.asset_id)}: write ${JSON.stringify(known)}, or leave asset_id out`,
      });
      continue;
    }
    if (asset.baseline_ref_sha256 !== undefined && found.baseline?.kind !== "ref") {
      undeclared.push({
        pointer: jsonPointer(["assets", index, "baseline_ref_sha256"]),
        message: `the inventory declares no baseline_ref for asset ${JSON.stringify(asset.name)} in cyber system ${JSON.stringify(asset.cyber_system)} (${found.baseline === undefined ? "it declares no baseline" : "its baseline is written in the inventory"}): leave baseline_ref_sha256 out`,
      });
      continue;
    }
    const compared = compareAsset(asset, found);
    assets.push(compared);
    unauthorized_changes.push(...unauthorizedChanges(compared, asset.observed, found));
  }
  if (undeclared.length > 0) return { undeclared };
  return {
    evidence: {
      commit: facts.commit,
      observed_at: input.observed_at,
      collector: { name: input.collector.name, version: input.collector.version },
      input_sha256: facts.inputSha256,
      assets,
      unauthorized_changes,
      // An investigation names its asset as the inventory does now: the tool records its id.
      investigations: (input.investigations ?? []).map((investigation) => {
        const id = declared.get(investigation.cyber_system)?.get(investigation.name)?.asset_id;
        return { ...investigation, ...(id === undefined ? {} : { asset_id: id }) };
      }),
    },
  };
}

/**
 * Each item of `asset` whose observed digest differs from the declared one, with the entries that
 * differ when both sides are content (a collector may give an item as its digest only).
 */
function unauthorizedChanges(
  asset: MonitoredAsset,
  observed: ObservedItems,
  found: DeclaredAssetBaseline,
): UnauthorizedChange[] {
  return BASELINE_ITEMS.flatMap((item) => {
    const { observed: seen, declared: was, matches } = asset.items[item];
    if (matches === false && seen !== null && was !== null) {
      const shown = observed[item];
      const entries =
        Array.isArray(shown) && found.baseline?.kind === "content"
          ? itemEntryChanges(item, shown, found.baseline.content[item])
          : {};
      return [{ ...namedAs(asset), item, observed: seen, declared: was, ...entries }];
    }
    return [];
  });
}

/** How a record names an asset: by system and name, and by its id when known. */
function namedAs(asset: MonitoredAsset): { cyber_system: string; name: string; asset_id?: string } {
  return {
    cyber_system: asset.cyber_system,
    name: asset.name,
    ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
  };
}

function undeclaredAsset(
  asset: ConfigurationMonitoringInput["assets"][number],
  index: number,
  declared: DeclaredBaselines,
): UndeclaredAsset {
  const system = declared.get(asset.cyber_system);
  if (system === undefined) {
    const [close] = closestNames(asset.cyber_system, declared.keys(), 1);
    return {
      pointer: jsonPointer(["assets", index, "cyber_system"]),
      message: `the inventory declares no cyber system ${JSON.stringify(asset.cyber_system)}: write the cyber_system of its inventory document${close === undefined ? "" : ` (did you mean ${JSON.stringify(close)}?)`}`,
    };
  }
  const [close] = closestNames(asset.name, system.keys(), 1);
  return {
    pointer: jsonPointer(["assets", index, "name"]),
    message: `the inventory declares no asset ${JSON.stringify(asset.name)} in cyber system ${JSON.stringify(asset.cyber_system)}: write the asset's name as the inventory names it${close === undefined ? "" : ` (did you mean ${JSON.stringify(close)}?)`}, or declare the asset first`,
  };
}

function compareAsset(
  asset: ConfigurationMonitoringInput["assets"][number],
  found: DeclaredAssetBaseline,
): MonitoredAsset {
  const from: DeclaredFrom =
    found.baseline === undefined
      ? "none"
      : found.baseline.kind === "ref"
        ? "baseline_ref"
        : "inventory";
  const items = Object.fromEntries(
    BASELINE_ITEMS.map((item) => [item, compareItem(item, asset.observed, found)]),
  ) as Record<BaselineItem, ItemComparison>;
  const compared = Object.values(items);
  const complete = compared.every((item) => item.matches !== null);
  const matches = compared.some((item) => item.matches === false) ? false : complete ? true : null;
  const id = found.asset_id ?? asset.asset_id;
  return {
    cyber_system: asset.cyber_system,
    name: asset.name,
    ...(id === undefined ? {} : { asset_id: id }),
    ...(found.impact === undefined ? {} : { impact: found.impact }),
    class: found.class,
    declared_from: from,
    ...(from === "inventory" ? {} : { note: DECLARED_NOTES[from] }),
    items,
    complete,
    matches,
    ...refCheck(asset, found),
  };
}

/** The collector's fetch of the referenced baseline document, against what the reference states. */
function refCheck(
  asset: ConfigurationMonitoringInput["assets"][number],
  found: DeclaredAssetBaseline,
): { baseline_ref?: BaselineRefCheck } {
  const fetched = asset.baseline_ref_sha256;
  if (fetched === undefined || found.baseline?.kind !== "ref") return {};
  const { digest, sha256 } = found.baseline;
  return {
    baseline_ref: {
      digest,
      declared_sha256: sha256,
      fetched_sha256: fetched,
      matches: fetched === sha256,
    },
  };
}

function compareItem(
  item: BaselineItem,
  observed: ConfigurationMonitoringInput["assets"][number]["observed"],
  found: DeclaredAssetBaseline,
): ItemComparison {
  const seen = observedDigest(observed, item);
  const { baseline } = found;
  const declared =
    baseline?.kind === "content" && baseline.content[item] !== undefined
      ? itemDigest(item, baseline.content[item])
      : null;
  return {
    observed: seen,
    declared,
    matches: seen === null || declared === null ? null : seen === declared,
  };
}

/** The run id of a collector file's record: the same for the same file's bytes. */
function monitoringRunId(inputSha256: string): string {
  return `${CLI_RUN_PREFIX}${inputSha256.slice(0, 20)}`;
}

/** The ledger's draft of a configuration-monitoring record appended from the command line. */
export function monitoringDraft(
  evidence: ConfigurationMonitoringEvidence,
  workspace: string,
  toolVersion: string,
  run: { repository: string; actor: string },
): EvidenceDraft {
  return {
    format_version: EVIDENCE_FORMAT_VERSION,
    workspace,
    tool_version: toolVersion,
    origin: "cli",
    run: {
      repository: run.repository,
      run_id: monitoringRunId(evidence.input_sha256),
      run_attempt: 1,
      actor: run.actor,
    },
    kind: "configuration-monitoring",
    configuration_monitoring: evidence,
  };
}
