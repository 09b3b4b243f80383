// What the CIP-007 R2 pass reads of each ledger record of one workspace (patch-merge.ts), read from
// the record alone: the assets and their patched items from the merge's declared baselines, the
// patch files it carries (core/evidence/records/in-force/reviewed-files-record.ts) parsed, the CIP Senior
// Manager and delegates from its governance facts, the counted approvals with their dates, the
// calendar it keeps. A file is new only where its text differs from the one in force at its path:
// a file carried again unchanged (a merge that could not compare with the commit in force carries
// every one) is no new evaluation, and a refused record's files never take force. A file its
// parser refuses puts nothing in force (a sources file: no sources), fail closed; the plan refuses
// it at review first. Pure.
import type {
  ChangeEvidence,
  EvidenceRecord,
  HashedRecord,
} from "../../evidence/records/evidence-record.ts";
import type { PlanBaseline } from "../../plan/plan-model.ts";
import { DEFAULT_ASSET_CLASS } from "../../inventory/document/asset-class.ts";
import { isAccepted, notAccepted } from "../../evidence/records/in-force/facts-in-force.ts";
import { pullRequestsOf } from "../../evidence/records/evidence-record.ts";
import type { SeniorManagerEvidence } from "../../evidence/records/policy-record.ts";
import type { ReviewedFilesEvidence } from "../../evidence/records/in-force/reviewed-files-record.ts";
import {
  EVALUATIONS_FOLDER,
  type MitigationPlan,
  PATCH_SOURCES_FILE,
  type PatchEvaluation,
  type PatchSources,
} from "../../patches/patch-files.ts";
import { parsePatchSourcesText } from "../../patches/parse-patch-sources.ts";
import { parsePatchEvaluationText } from "../../patches/parse-patch-evaluation.ts";
import { parseMitigationPlanText } from "../../patches/parse-mitigation-plan.ts";
import { assetKey, namedAssetKey, type PatchAsset } from "../../patches/patch-inputs.ts";
import { sha256Hex } from "../../shared/sha256.ts";
import { nameKey } from "../../shared/names.ts";
import { refOf } from "../obligation-model.ts";
import type { PatchMerge, SeniorManagerInForce } from "./patch-merge.ts";

/** What is in force of a workspace's patch files and assets, as the records put it there. */
export interface PatchFilesInForce {
  /** The SHA-256 of each patch file's text in force, by path. */
  files: Map<string, string>;
  /** Each asset as last read, with the digest it was read from: unchanged, the same object. */
  assets: Map<string, { from: string; asset: PatchAsset }>;
}

export function nothingInForce(): PatchFilesInForce {
  return { files: new Map(), assets: new Map() };
}

/**
 * Whether `record` is the first a workspace's CIP-007 R2 pass reads: an accepted merge whose
 * baselines keep their patched items, or that carries patch files. Every record before it is
 * a record R2 has nothing to read in: baselines without items, no file, nothing open to close; the
 * CIP Senior Manager in force it would need, each merge record declares whole (governance).
 */
export function startsPatchManagement(record: EvidenceRecord): boolean {
  if (record.kind !== "change" || !isAccepted(record)) return false;
  const { change } = record;
  return (
    change.patch_files !== undefined ||
    (change.baselines ?? []).some((baseline) => baseline.patched !== undefined)
  );
}

/**
 * The pass's reading of `entry`, a record of the workspace `inForce` follows (updated when the
 * record is an accepted merge); undefined for a record that speaks of no patch management (a drift
 * check, a collector's observation).
 */
export function patchMergeOf(
  entry: HashedRecord,
  inForce: PatchFilesInForce,
): PatchMerge | undefined {
  const { record } = entry;
  if (record.kind !== "change") return undefined;
  const { change } = record;
  const refused = notAccepted(record);
  const files = carriedFiles(change.patch_files, inForce, refused === undefined);
  const pulls = pullRequestsOf(change);
  const approvals = pulls.flatMap((pull) =>
    pull.approved_by.map((login) => ({
      login,
      at: pull.approved_at?.[login] ?? record.recorded_at,
    })),
  );
  const seniorManager = seniorManagerOf(change.governance?.senior_manager);
  return {
    record: refOf(entry),
    ...(refused === undefined ? {} : { notAccepted: refused }),
    ...(change.calendar === undefined
      ? {}
      : {
          calendar: {
            timeZone: change.calendar.time_zone,
            dueSoonDays: change.calendar.due_soon_days,
            monthEnd: change.calendar.month_end,
          },
          versions: change.calendar.standard_versions ?? [],
        }),
    ...(change.baselines === undefined || refused !== undefined
      ? {}
      : { assets: assetsOf(change.baselines, inForce, createdIds(change)) }),
    ...files,
    approvals,
    ...(seniorManager === undefined ? {} : { seniorManager }),
  };
}

/** The files `carried` puts in force that are not already, parsed; `inForce` kept when `accepted`. */
function carriedFiles(
  carried: ReviewedFilesEvidence | undefined,
  inForce: PatchFilesInForce,
  accepted: boolean,
): Pick<PatchMerge, "sources" | "evaluations" | "plans"> {
  if (carried === undefined) return {};
  let sources: PatchSources | null | undefined;
  const evaluations: PatchEvaluation[] = [];
  const plans: MitigationPlan[] = [];
  for (const { file, sha256, text } of carried.files) {
    // The digest of the text itself: a record whose stated digest is not its text's puts nothing
    // of the file in force (an edit after sealing also breaks the chain, which verify reports).
    const digest = `sha256:${sha256Hex(text)}`;
    if (digest !== sha256 || inForce.files.get(file) === digest) continue;
    if (accepted) inForce.files.set(file, digest);
    const read = parsedFile(file, digest, text);
    if (file === PATCH_SOURCES_FILE) sources = (read as PatchSources | undefined) ?? null;
    else if (read === undefined) continue;
    else if (file.startsWith(`${EVALUATIONS_FOLDER}/`)) evaluations.push(read as PatchEvaluation);
    else plans.push(read as MitigationPlan);
  }
  for (const file of carried.removed ?? []) {
    if (!inForce.files.has(file)) continue;
    if (accepted) inForce.files.delete(file);
    if (file === PATCH_SOURCES_FILE) sources = null;
  }
  return {
    ...(sources === undefined ? {} : { sources }),
    ...(evaluations.length === 0 ? {} : { evaluations }),
    ...(plans.length === 0 ? {} : { plans }),
  };
}

/**
 * What `file` (its text of SHA-256 `digest`) says, or undefined when its parser refuses it: read
 * once a text, as every pass over the ledger (verify recomputes a checkpoint at each) meets the
 * same files. The values are never changed by the pass.
 */
function parsedFile(file: string, digest: string, text: string): unknown {
  const key = `${file}\u0000${digest}`;
  if (PARSED.has(key)) return PARSED.get(key);
  const parse =
    file === PATCH_SOURCES_FILE
      ? parsePatchSourcesText
      : file.startsWith(`${EVALUATIONS_FOLDER}/`)
        ? parsePatchEvaluationText
        : parseMitigationPlanText;
  const value: unknown = parse(text, file).value;
  // Bounded: past the bound the oldest read is dropped, and read again if met again.
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the cache is at its bound, so it holds a first key
  if (PARSED.size >= PARSED_BOUND) PARSED.delete(PARSED.keys().next().value!);
  PARSED.set(key, value);
  return value;
}

const PARSED_BOUND = 1_000;
const PARSED = new Map<string, unknown>();

/**
 * The merge's assets: an asset read from the same digest, class, impact and system as before is
 * the object read then (patch-state.ts takes it as unchanged without reading it again).
 */
function assetsOf(
  baselines: readonly PlanBaseline[],
  inForce: PatchFilesInForce,
  created: ReadonlyMap<string, string>,
): PatchAsset[] {
  const read = new Map<string, { from: string; asset: PatchAsset }>();
  const keyOf = keptKeys(inForce);
  const assets = baselines.map((baseline) => {
    const assetId =
      baseline.asset_id ?? created.get(createdKey(baseline.cyber_system_id, baseline.asset));
    const found: PatchAsset = {
      cyber_system: baseline.cyber_system ?? baseline.cyber_system_id,
      cyber_system_id: baseline.cyber_system_id,
      asset: baseline.asset,
      ...(assetId === undefined ? {} : { asset_id: assetId }),
      class: baseline.class ?? DEFAULT_ASSET_CLASS,
      ...(baseline.asset_type === undefined ? {} : { type: baseline.asset_type }),
      impact: baseline.impact,
      // A baseline_ref, or a record written before records kept the items: items unseen.
      baseline: baseline.kind === "ref" ? "ref" : (baseline.patched ?? "ref"),
    };
    const kept = keyOf(found);
    const asset = kept === assetKey(found) ? found : { ...found, key: kept };
    const key = assetKey(asset);
    const from = JSON.stringify([
      baseline.digest,
      asset.class,
      asset.type ?? null,
      asset.impact ?? null,
      asset.cyber_system,
      asset.asset,
      asset.baseline === "ref",
      asset.asset_id ?? null,
    ]);
    const before = inForce.assets.get(key);
    const same = before?.from === from ? before : { from, asset };
    read.set(key, same);
    return same.asset;
  });
  inForce.assets = read;
  return assets;
}

/**
 * The ids the merge's apply gave the assets it created, by system id and name: its plan, made
 * before, declares their baselines without one, and every population joins by the id
 * (cyber-assets.csv has it from the same record).
 */
function createdIds(change: ChangeEvidence): Map<string, string> {
  const ids = new Map<string, string>();
  for (const operation of change.change_record?.operations ?? [])
    if (operation.action === "create" && operation.result === "succeeded" && operation.asset_id)
      ids.set(createdKey(operation.cyber_system.id, operation.name), operation.asset_id);
  return ids;
}

function createdKey(cyberSystemId: string, name: string): string {
  return `${cyberSystemId}\u0000${nameKey(name)}`;
}

/**
 * The key each asset of a merge is followed by: the one its id had in force; for an id not in
 * force, the key of the asset of its system and name in force without an id (the merge that
 * created it, whose record has no id yet: the same asset, its items unchanged); else its own.
 */
function keptKeys(inForce: PatchFilesInForce): (asset: PatchAsset) => string {
  const byId = new Map<string, string>();
  const withoutId = new Set<string>();
  for (const [key, { asset }] of inForce.assets)
    if (asset.asset_id === undefined) withoutId.add(key);
    else byId.set(asset.asset_id, key);
  return (asset) => {
    if (asset.asset_id === undefined) return assetKey(asset);
    const named = namedAssetKey(asset);
    return byId.get(asset.asset_id) ?? (withoutId.has(named) ? named : asset.asset_id);
  };
}

/** The CIP Senior Manager and delegates a merge declares; undefined: not recorded (unchanged). */
function seniorManagerOf(
  declared: SeniorManagerEvidence | null | undefined,
): SeniorManagerInForce | null | undefined {
  if (declared === undefined) return undefined;
  const csm = declared?.csm ?? null;
  if (csm === null) return null;
  return {
    login: csm.login,
    delegates: csm.delegates.map((delegate) => ({
      login: delegate.login,
      actions: delegate.actions,
      delegatedOn: delegate.delegated_on,
    })),
  };
}
