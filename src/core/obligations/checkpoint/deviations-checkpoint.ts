// What an obligations checkpoint holds of CIP-010 R1.2 to R1.6 (deviation-obligations.ts), per
// workspace: each asset's key and declared baseline (the digests the next change is compared
// with), the deviations whose R1.2 and R1.3 are not decided yet with the calendar that judges
// each, and the R1.3 obligations closed by a baseline_ref that wait for a collector to check the
// document. Each list is in the pass's own order, which decides which of two deviations a
// completion note settles first. Pure.
import type { BaselineItem } from "../../inventory/document/baseline-items.ts";
import { mapItemDigests } from "../../inventory/document/baseline-items.ts";
import { AssetKeys, type DeclaredBaseline } from "../baseline-changes/deviations.ts";
import { DeclaredBaselines } from "../baseline-changes/declared-baselines.ts";
import { TextTable } from "../../shared/collections.ts";
import type { WorkspaceDeviations } from "../baseline-changes/deviation-obligations.ts";
import type { Pending } from "../baseline-changes/deviation-status.ts";
import type { Obligation } from "../obligation-model.ts";
import { type JudgedBy, type TablesReader, type TablesWriter } from "./checkpoint-tables.ts";

/** One workspace's CIP-010 R1 state. */
export interface DeviationsCheckpoint {
  workspace: string;
  /** The calendar in force: the last an accepted change record kept, else the pass's. */
  in_force: JudgedBy;
  /** Each asset name's key (its live id, or "name:" and the name), in the order learnt. */
  asset_keys: [string, string][];
  /** What the ledger last declared of each asset's baseline. */
  declared: DeclaredCheckpoint[];
  /** The deviations whose R1.2 and R1.3 wait for a completion or a reviewed baseline change. */
  pending: PendingCheckpoint[];
  /** R1.3 closed by a baseline_ref, decided, held until a collector's record checks the document. */
  unverified: { key: string; digest: string; obligation: Obligation }[];
}

/** An asset's declared baseline, its digests by number (checkpoint-tables.ts); absent: none. */
export interface DeclaredCheckpoint {
  key: string;
  digest?: number;
  items?: Partial<Record<BaselineItem, number>>;
  kind?: "content" | "ref";
  completed_on?: string;
}

/** A deviation not decided yet, judged by the calendar in force at the record that opened it. */
export type PendingCheckpoint = Omit<Pending, "context"> & { judged_by: JudgedBy };

export function deviationsCheckpoint(
  held: ReadonlyMap<string, WorkspaceDeviations>,
  tables: TablesWriter,
): DeviationsCheckpoint[] {
  return [...held].map(([workspace, state]) => ({
    workspace,
    in_force: tables.judgedBy(state.inForce),
    asset_keys: state.keys.entries(),
    declared: [...state.declared].map(([key, declared]) =>
      declaredCheckpoint(key, declared, tables),
    ),
    pending: [...state.pending.values()].flat().map(({ context, ...pending }) => ({
      ...pending,
      judged_by: tables.judgedBy(context),
    })),
    unverified: [...state.unverified].flatMap(([key, list]) =>
      list.map(({ digest, obligation }) => ({ key, digest, obligation })),
    ),
  }));
}

function declaredCheckpoint(
  key: string,
  { digest, items, kind, completedOn }: DeclaredBaseline,
  tables: TablesWriter,
): DeclaredCheckpoint {
  return {
    key,
    ...(digest === undefined ? {} : { digest: tables.digest(digest) }),
    ...(items === undefined ? {} : { items: mapItemDigests(items, (d) => tables.digest(d)) }),
    ...(kind === undefined ? {} : { kind }),
    ...(completedOn === undefined ? {} : { completed_on: completedOn }),
  };
}

/** Fills a new pass's `held` (DeviationObligations.held) with what `checkpoints` hold. */
export function restoreDeviations(
  checkpoints: readonly DeviationsCheckpoint[],
  tables: TablesReader,
  held: Map<string, WorkspaceDeviations>,
): void {
  const texts = new TextTable();
  for (const checkpoint of checkpoints) {
    const declared = new DeclaredBaselines(texts);
    for (const entry of checkpoint.declared) declared.set(entry.key, declaredOf(entry, tables));
    const state: WorkspaceDeviations = {
      keys: AssetKeys.of(checkpoint.asset_keys),
      declared,
      pending: new Map(),
      unverified: new Map(),
      inForce: tables.context(checkpoint.in_force),
    };
    // Grouped by key as the pass held them: the keys in the order first listed, each list in order.
    for (const { judged_by, ...pending } of checkpoint.pending)
      appendTo(state.pending, pending.key, { ...pending, context: tables.context(judged_by) });
    for (const { key, digest, obligation } of checkpoint.unverified)
      appendTo(state.unverified, key, { digest, obligation });
    held.set(checkpoint.workspace, state);
  }
}

/** One object of one shape, as declaredOf (deviations.ts) makes it. */
function declaredOf(entry: DeclaredCheckpoint, tables: TablesReader): DeclaredBaseline {
  const { digest, items, kind, completed_on } = entry;
  return {
    digest: digest === undefined ? undefined : tables.digest(digest),
    items:
      items === undefined
        ? undefined
        : Object.fromEntries(
            Object.entries(items).map(([item, index]) => [item, tables.digest(index)]),
          ),
    kind,
    completedOn: completed_on,
  };
}

function appendTo<T>(map: Map<string, T[]>, key: string, item: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [item]);
  else list.push(item);
}
