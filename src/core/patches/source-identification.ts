// CIP-007-6 R2.1: every os_firmware and software item of an applicable asset's baseline has a
// source tracked for its cyber security patches, or a reviewed declaration that it has no
// patching source or is not updateable. The population is the baselines', never typed apart.
// The standard's Guidelines (paraphrased: one source, so not quoted) have identification done
// once unless software is changed or added to the baseline: so each item added or changed (its
// version) opens an identification of its own. A source in force covering the item
// closes it at once, as the source keeps being tracked; a no_source declaration closes it only
// when reviewed with or after the change, since it spoke of the item as it was. An item without
// either is an exception; one that leaves the baseline stays listed as it stood. Pure.
import type { Obligation } from "../obligations/obligation-model.ts";
import { type ItemRef, itemKey } from "./patch-files.ts";
import { type AssetItem, assetSubject } from "./patch-inputs.ts";
import { coveredBy } from "./patch-state.ts";
import { notClosedBy, patchObligation, type PatchStep, refusedWhy } from "./patch-obligation.ts";

export const NO_SOURCE =
  "no patch source covers the item and no no_source declaration reviewed since its last change";

interface Identification {
  obligation: Obligation;
  item: ItemRef;
  version: string;
  /** Set once closed. */
  closed: boolean;
}

export class SourceIdentification {
  readonly #current = new Map<string, Identification>();
  readonly #done: Obligation[] = [];

  /** An accepted merge: items added or changed open; what is now in force closes. */
  accept(step: PatchStep): void {
    // Only the baselines and the sources file open or close an identification.
    if (step.merge.assets === undefined && step.merge.sources === undefined) return;
    const now = step.after.items;
    for (const [key, entry] of now) {
      const held = this.#current.get(key);
      if (held !== undefined && held.version === entry.version) continue;
      if (held !== undefined) this.#end(held);
      this.#current.set(key, this.#open(step, entry));
    }
    for (const [key, held] of this.#current)
      if (!now.has(key)) {
        this.#end(held);
        this.#current.delete(key);
      }
    for (const held of this.#current.values()) this.#close(held, step);
  }

  /** A record that is no accepted merge: a source it would have added closes nothing. */
  refuse(step: PatchStep): void {
    if (step.merge.sources == null) return;
    const wouldCover = coveredBy(step.merge.sources);
    const why = refusedWhy(step.merge, "patch-sources");
    for (const held of this.#current.values())
      if (!held.closed && wouldCover.has(itemKey(held.item)))
        notClosedBy(held.obligation, step.merge, why);
  }

  /** Every identification, closed or not. */
  finish(): Obligation[] {
    return [...this.#done, ...[...this.#current.values()].map((held) => held.obligation)];
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
    return { obligation, item: entry.item, version: entry.version, closed: false };
  }

  #close(held: Identification, step: PatchStep): void {
    if (held.closed) return;
    const key = itemKey(held.item);
    const source = step.after.covered.get(key);
    const declared = step.after.declaredAt.get(key);
    const opened = held.obligation.opened_by.sequence;
    if (source === undefined && (declared === undefined || declared < opened)) return;
    const o = held.obligation;
    o.status = "closed";
    o.closed_by = step.merge.record;
    delete o.reason;
    if (source !== undefined) o.patching = { ...o.patching, source };
    held.closed = true;
  }

  /** An identification whose item changed or left: closed stays closed; open stays an exception. */
  #end(held: Identification): void {
    this.#done.push(held.obligation);
  }
}
