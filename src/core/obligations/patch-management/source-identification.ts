// CIP-007-6 R2.1: every os_firmware and software item of an applicable asset's baseline has a
// source tracked for its cyber security patches, or a reviewed declaration that it has no
// patching source or is not updateable. The population is the baselines', never typed apart.
// The standard's Guidelines (paraphrased: one source, so not quoted) have identification done
// once unless software is changed or added to the baseline: so each item added or changed (its
// version) opens an identification of its own. A source in force covering the item
// closes it at once, as the source keeps being tracked; a no_source declaration closes it only
// when reviewed with or after the change, since it spoke of the item as it was. An item without
// either is an exception; one that leaves the baseline stays listed as it stood. Pure.
import type { Obligation } from "../obligation-model.ts";
import { type ItemRef, itemKey } from "../../patches/patch-files.ts";
import type { AssetItem } from "../../patches/patch-inputs.ts";
import { assetSubject } from "./patch-merge.ts";
import { coveredBy } from "./patch-state.ts";
import { notClosedBy, patchObligation, type PatchStep, refusedWhy } from "./patch-obligation.ts";
import { getOrThrow } from "../../shared/collections.ts";

export const NO_SOURCE =
  "no patch source covers the item and no no_source declaration reviewed since its last change";

export interface Identification {
  obligation: Obligation;
  item: ItemRef;
  version: string;
}

export interface SourceIdentificationHeld {
  current: [string, Identification][];
  pending: string[];
}

export class SourceIdentification {
  readonly #current = new Map<string, Identification>();
  /** The keys of the identifications still open. */
  readonly #pending = new Set<string>();
  readonly #done: Obligation[] = [];

  /** An accepted merge: items added or changed open; what is now in force closes. */
  accept(step: PatchStep): void {
    const opened: string[] = [];
    // Only the items of the assets the merge changed can open or leave.
    for (const asset of step.after.changedAssets) {
      const was = step.before.itemKeys.get(asset) ?? [];
      for (const key of new Set([...was, ...(step.after.itemKeys.get(asset) ?? [])])) {
        const entry = step.after.items.get(key);
        const held = this.#current.get(key);
        if (held !== undefined && held.version === entry?.version) continue;
        if (held !== undefined) this.#end(key, held, step);
        if (entry === undefined) continue;
        this.#current.set(key, this.#open(step, entry));
        this.#pending.add(key);
        opened.push(key);
      }
    }
    // A sources file changed may close any identification still open; else only those just opened.
    const closing = step.merge.sources === undefined ? opened : [...this.#pending];
    for (const key of closing)
      this.#close(key, getOrThrow(this.#current, key, "the open identifications"), step);
  }

  /** A record that is no accepted merge: a source it would have added closes nothing. */
  refuse(step: PatchStep): void {
    if (step.merge.sources == null) return;
    const wouldCover = coveredBy(step.merge.sources);
    const why = refusedWhy(step.merge, "patch-sources");
    for (const key of this.#pending) {
      const held = getOrThrow(this.#current, key, "the open identifications");
      if (wouldCover.has(itemKey(held.item))) notClosedBy(held.obligation, step.merge, why);
    }
  }

  /** The identifications ended since the last call: decided, never changed again. */
  drain(): Obligation[] {
    return this.#done.splice(0);
  }

  /** The identifications still held, closed or not. */
  finish(): Obligation[] {
    return [...this.drain(), ...[...this.#current.values()].map((held) => held.obligation)];
  }

  /** What it holds, as plain JSON (patch-checkpoint.ts), after drain(). */
  held(): SourceIdentificationHeld {
    return { current: [...this.#current], pending: [...this.#pending] };
  }

  /** Holds what held() gave. */
  restore({ current, pending }: SourceIdentificationHeld): void {
    for (const [key, held] of current) this.#current.set(key, held);
    for (const key of pending) this.#pending.add(key);
  }

  #open(step: PatchStep, entry: AssetItem): Identification {
    const item = { ...entry.item, version: entry.version };
    const obligation = patchObligation(
      "CIP-007 R2.1",
      step.merge.record,
      assetSubject(entry.asset),
      { item },
      step.context,
    );
    obligation.status = "exception";
    obligation.reason = NO_SOURCE;
    return { obligation, item: entry.item, version: entry.version };
  }

  #close(key: string, held: Identification, step: PatchStep): void {
    const item = itemKey(held.item);
    const source = step.after.covered.get(item);
    const declared = step.after.declaredAt.get(item);
    const opened = held.obligation.opened_by.sequence;
    if (source === undefined && (declared === undefined || declared < opened)) return;
    const o = held.obligation;
    o.status = "closed";
    o.closed_by = step.merge.record;
    delete o.reason;
    if (source !== undefined) o.patching = { ...o.patching, source };
    else {
      const declaration = step.after.sources?.noSource.find((d) => itemKey(d.item) === item);
      if (declaration !== undefined)
        o.patching = {
          ...o.patching,
          no_source: { kind: declaration.kind, reason: declaration.reason },
        };
    }
    this.#pending.delete(key);
  }

  /** An identification whose item changed or left: closed stays closed; open stays an exception. */
  #end(key: string, held: Identification, step: PatchStep): void {
    held.obligation.patching = { ...held.obligation.patching, ended_by: step.merge.record };
    this.#done.push(held.obligation);
    this.#current.delete(key);
    this.#pending.delete(key);
  }
}
