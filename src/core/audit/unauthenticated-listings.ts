// The inventory listings the asset population does not take (asset-population.ts): each kept
// beside a record the history flags as unauthenticated (HashedRecord.unauthenticated: a terminal's
// record whose commit no operator key signed, or any terminal's record in a copy without .git).
// Such a listing is what an unauthenticated read of some service said, so it never replaces the
// workspace's last authenticated listing; it is named in the exceptions instead, with the
// history's reason, so that nothing is dropped unsaid. Only those since the workspace's last
// authenticated listing are kept: one before it changed nothing. Held as the population fold holds
// its state (records by number), and only where there is one, so that a checkpoint without any is
// byte for byte what it was. Pure.
import { type Cited, citationOfCited, type Row } from "./citation.ts";
import type { Naming, Numbering } from "./held-tables.ts";

/** The exceptions' kind of a listing not taken. */
export const UNAUTHENTICATED_LISTING = "unauthenticated inventory listing";

/** A listing not taken as a checkpoint holds it: its record's number, and the history's why. */
export interface HeldUnauthenticated {
  by: number;
  why: string;
}

export class UnauthenticatedListings {
  /** By workspace, in chain order: the listings not taken since its last taken one. */
  readonly #byWorkspace: Map<string, { by: Cited; why: string }[]>;

  constructor(byWorkspace = new Map<string, { by: Cited; why: string }[]>()) {
    this.#byWorkspace = byWorkspace;
  }

  /** The listing beside `by`, not taken: the history flags its record, for `why`. */
  skip(by: Cited, why: string): void {
    this.#byWorkspace.set(by.workspace, [
      ...(this.#byWorkspace.get(by.workspace) ?? []),
      { by, why },
    ]);
  }

  /** The workspace's listing was taken: the ones not taken before it changed nothing. */
  taken(workspace: string): void {
    this.#byWorkspace.delete(workspace);
  }

  /**
   * The exceptions' row of each, citing its record; `population(workspace)` is the record whose
   * listing the workspace's population is, undefined where it has none.
   */
  rows(population: (workspace: string) => number | undefined): Row[] {
    return [...this.#byWorkspace.values()].flat().map(({ by, why }) => {
      const taken = population(by.workspace);
      const instead =
        taken === undefined
          ? "with no authenticated listing, the population is what the applied changes show"
          : `the population is the listing of record #${taken}, the last authenticated one`;
      return {
        ...citationOfCited(by),
        kind: UNAUTHENTICATED_LISTING,
        detail: `the inventory listing kept beside this record is not the Cyber Asset population, since its record is unauthenticated (${why}); ${instead}`,
      };
    });
  }

  /** As the population fold holds it; undefined where there is none (left out of the JSON). */
  held(numbers: Numbering): HeldUnauthenticated[] | undefined {
    if (this.#byWorkspace.size === 0) return undefined;
    return [...this.#byWorkspace.values()]
      .flat()
      .map(({ by, why }) => ({ by: numbers.record(by), why }));
  }

  /** The listings `held` holds, each record from `names`. */
  static resume(held: readonly HeldUnauthenticated[] | undefined, names: Naming) {
    const listings = new UnauthenticatedListings();
    for (const { by, why } of held ?? []) listings.skip(names.record(by), why);
    return listings;
  }
}
