// How the population fold (population-fold.ts) holds the records and digests its state names many
// times (a change record cites every asset it touched; assets share their ports items, and an
// asset's baseline digest is named by its last change, its declaring record and its port history):
// each once, in a table, named by its number, in the order first named (the same state, the same
// tables, the same bytes). A record's workspace and time are those its path names
// (record-files.ts), so held only where they are not. Pure.
import { recordedAtOfPath, workspaceOfPath } from "../evidence/chain/record-files.ts";
import { itemOrThrow } from "../shared/collections.ts";
import type { Cited } from "./citation.ts";

/** A record as held: its workspace and time only where its path does not name them. */
export type HeldRecord = Omit<Cited, "workspace" | "recorded_at"> &
  Partial<Pick<Cited, "workspace" | "recorded_at">>;

export interface HeldTables {
  records: HeldRecord[];
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
        index = tables.records.push(heldRecord(cited)) - 1;
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

/** The tables' entries by number: a record named twice is one object. */
export function naming(tables: HeldTables): Naming {
  const records: Cited[] = [];
  return {
    record: (index) =>
      (records[index] ??= citedFrom(itemOrThrow(tables.records, index, "the held records"))),
    digest: (index) => itemOrThrow(tables.digests, index, "the held digests"),
  };
}

function heldRecord({ workspace, sequence, sha256, path, recorded_at, commit }: Cited): HeldRecord {
  return {
    ...(workspaceOfPath(path) === workspace ? {} : { workspace }),
    sequence,
    sha256,
    path,
    ...(recordedAtOfPath(path) === recorded_at ? {} : { recorded_at }),
    ...(commit === undefined ? {} : { commit }),
  };
}

/** A held record as the folds cite it, its fields in citedOf's order. */
function citedFrom({ workspace, sequence, sha256, path, recorded_at, commit }: HeldRecord): Cited {
  return {
    workspace: workspace ?? workspaceOfPath(path) ?? "",
    sequence,
    sha256,
    path,
    recorded_at: recorded_at ?? recordedAtOfPath(path) ?? "",
    ...(commit === undefined ? {} : { commit }),
  };
}
