// What makes a change record a CIP-010 R1 deviation: an asset's declared baseline whose R1.1 items
// differ from the ones declared before, compared item by item (the records carry a digest per
// item). The first declaration of an asset (its commissioning), a move, a retype, a rename and a
// change of `reviewed:` or `completed_on:` alone change no item, so they are none. Assets are
// known by their live id, so a rename keeps their state and their obligations.
import type { EvidenceRecord } from "../../evidence/records/evidence-record.ts";
import { BASELINE_ITEMS, type ItemDigests } from "../../inventory/document/baseline-items.ts";
import type { PlanBaseline } from "../../plan/plan-model.ts";
import { nameKey } from "../../shared/names.ts";
import type { ChangedItem } from "../../inventory/baselines/requirements.ts";

/**
 * What the ledger last declared of an asset's baseline: its items' digests, or where it has none
 * (a baseline_ref, a record from before per-item digests) the baseline's own digest. Content with
 * items needs no digest of its own: the same content has the same items, so comparing the items
 * says all the digest would (and a pass holds one of these per asset).
 */
export interface DeclaredBaseline {
  digest: string | undefined;
  items: ItemDigests | undefined;
  kind: "content" | "ref" | undefined;
  completedOn: string | undefined;
}

export type { ChangedItem } from "../../inventory/baselines/requirements.ts";

/**
 * The existing baseline of a record whose base could not be read: kept elsewhere as far as the
 * ledger knows (as a baseline_ref is), with no digest, so any baseline differs from it ("unknown").
 */
export const UNREAD_AT_BASE: DeclaredBaseline = {
  digest: undefined,
  items: undefined,
  kind: "ref",
  completedOn: undefined,
};

/**
 * The R1.1 items that changed from `before` to `after`: none for a first declaration or the same
 * items; "unknown" for a baseline_ref whose digest changed (its content is elsewhere). A record
 * written before per-item digests says nothing of items: it opens no deviation.
 */
export function changedItems(
  before: DeclaredBaseline | undefined,
  after: PlanBaseline,
): ChangedItem[] {
  if (before === undefined) return [];
  if (before.kind === "ref" || after.kind === "ref")
    return before.digest === after.digest ? [] : ["unknown"];
  const [was, now] = [before.items, after.items];
  if (was === undefined || now === undefined) return [];
  return BASELINE_ITEMS.filter((item) => was[item] !== now[item]);
}

/**
 * What the ledger declares of an asset's baseline, as a record states it (DeclaredBaselines holds
 * it): a baseline with items needs no digest of its own.
 */
export function declaredOf(entry: PlanBaseline): DeclaredBaseline {
  const { items } = entry;
  return {
    digest: items === undefined || entry.kind === "ref" ? entry.digest : undefined,
    items,
    kind: entry.kind,
    completedOn: entry.completed_on,
  };
}

/** Each asset's key in one workspace's chain: its live id, learnt from the records' operations. */
export class AssetKeys {
  readonly #byName = new Map<string, string>();

  /** Keys held as entries() gave them, in the same order. */
  static of(entries: Iterable<readonly [string, string]>): AssetKeys {
    const keys = new AssetKeys();
    for (const [name, key] of entries) keys.#byName.set(name, key);
    return keys;
  }

  /** Each name's key, in the order learnt: what a checkpoint holds of them. */
  entries(): [string, string][] {
    return [...this.#byName];
  }

  /** The ids a record's operations name: a create's new id, a rename's old and new names. */
  learn(record: EvidenceRecord): void {
    if (record.kind !== "change") return;
    for (const operation of record.change.change_record?.operations ?? []) {
      if (operation.asset_id === undefined || operation.result !== "succeeded") continue;
      this.#learn(nameKey(operation.name), operation.asset_id);
      const renamed = operation.changes?.name;
      if (renamed !== undefined) {
        this.#learn(nameKey(renamed.from), operation.asset_id);
        this.#learn(nameKey(renamed.to), operation.asset_id);
      }
    }
  }

  /** The live id a record gave `name`, if any. */
  idOf(name: string): string | undefined {
    const key = this.#byName.get(nameKey(name));
    return key?.startsWith("name:") === true ? undefined : key;
  }

  keyOf(entry: Pick<PlanBaseline, "asset" | "asset_id">): string {
    return this.#learn(nameKey(entry.asset), this.currentKey(entry));
  }

  /**
   * Gives `name` the key `key`, and returns the key held: one equal to it stays the string it is,
   * so that each id is one string however many records name it (each parses its own copy), which
   * the passes' per-asset state keeps too, not a copy per pass (100,000 ids of 36 characters).
   */
  #learn(name: string, key: string): string {
    const held = this.#byName.get(name);
    if (held === key) return held;
    this.#byName.set(name, key);
    return key;
  }

  /** The key `entry` has now, learning nothing from it. */
  currentKey(entry: Pick<PlanBaseline, "asset" | "asset_id">): string {
    const name = nameKey(entry.asset);
    return entry.asset_id ?? this.#byName.get(name) ?? `name:${name}`;
  }
}
