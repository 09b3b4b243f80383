// How the population fold (population-fold.ts) holds the records and digests its state names many
// times (a change record cites every asset it touched; assets share their ports items, and an
// asset's baseline digest is named by its last change, its declaring record and its port history):
// each once, in a table, named by its number, in the order first named (the same state, the same
// tables, the same bytes). Pure.
import { itemOrThrow } from "../shared/collections.ts";
import type { Cited } from "./citation.ts";

export interface HeldTables {
  records: Cited[];
  digests: string[];
}

/** Each record and digest to its number, as held() writes it. */
export interface Numbering {
  record(cited: Cited): number;
  digest(digest: string): number;
}

/** Each number back to its record or digest, as resume() reads it. */
export interface Naming {
  record(index: number): Cited;
  digest(index: number): string;
}

/** A numbering, and the tables it fills. */
export function numbering(): Numbering & { tables: HeldTables } {
  const tables: HeldTables = { records: [], digests: [] };
  const records = new Map<string, number>();
  const digests = new Map<string, number>();
  return {
    tables,
    // A record named by two parts of the fold may be two equal objects: numbered by its SHA-256.
    record(cited) {
      let index = records.get(cited.sha256);
      if (index === undefined) {
        index = tables.records.push(cited) - 1;
        records.set(cited.sha256, index);
      }
      return index;
    },
    digest(digest) {
      let index = digests.get(digest);
      if (index === undefined) {
        index = tables.digests.push(digest) - 1;
        digests.set(digest, index);
      }
      return index;
    },
  };
}

/** The tables' entries by number, each as it is held (not copied). */
export function naming(tables: HeldTables): Naming {
  return {
    record: (index) => itemOrThrow(tables.records, index, "the held records"),
    digest: (index) => itemOrThrow(tables.digests, index, "the held digests"),
  };
}
