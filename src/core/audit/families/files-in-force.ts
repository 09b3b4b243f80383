// The reviewed files in force in each workspace, for a population made of the records rather than
// of obligations (a family's `FoldedPopulation`): a file is in force from the accepted merge that
// carried it until an accepted merge removes it; a refused merge or a break-glass apply puts
// nothing in force and removes nothing (notAccepted), and a file its parser refuses puts nothing
// in force (the family's reader of what a merge carries leaves it out). Each file is kept with the
// record that put it there and what its population makes of it; the population says how the fold
// holds it. Pure; fed each workspace's records in chain order.
import type { ChangeEvidence, HashedRecord } from "../../evidence/records/evidence-record.ts";
import { notAccepted } from "../../evidence/records/in-force/facts-in-force.ts";
import { compareCodePoints } from "../../shared/names.ts";
import { type Cited, citedOf } from "../citation.ts";

/** A file in force: the record that put it there, its path, and what its population made of it. */
export interface FileInForce<T> {
  by: Cited;
  path: string;
  made: T;
}

const keyOf = (workspace: string, path: string) => `${workspace}\0${path}`;

export class FilesInForce<T> {
  /** By workspace and path. */
  readonly #inForce = new Map<string, FileInForce<T>>();

  /**
   * A record, in its workspace's chain order: the files an accepted merge carried (`carriedOf`, by
   * path, null for one it removed) put in force, each made into what the population keeps.
   */
  add<File>(
    entry: HashedRecord,
    carriedOf: (change: ChangeEvidence) => ReadonlyMap<string, File | null> | undefined,
    make: (path: string, file: File) => T,
  ): void {
    const { record } = entry;
    if (record.kind !== "change" || notAccepted(record) !== undefined) return;
    const carried = carriedOf(record.change);
    if (carried === undefined) return;
    const by = citedOf(entry);
    for (const [path, file] of carried) {
      const key = keyOf(record.workspace, path);
      if (file === null) this.#inForce.delete(key);
      else this.#inForce.set(key, { by, path, made: make(path, file) });
    }
  }

  /** The files in force, in workspace and path order. */
  sorted(): FileInForce<T>[] {
    return [...this.#inForce.entries()]
      .sort(([a], [b]) => compareCodePoints(a, b))
      .map(([, file]) => file);
  }

  /** Puts back a file in force that the population fold held. */
  resume(by: Cited, path: string, made: T): void {
    this.#inForce.set(keyOf(by.workspace, path), { by, path, made });
  }
}
