// The reviewed files a merge's record carries, parsed ahead on a ledger reader's thread: the
// passes that judge a record read its families' files back (siteFilesCarried, accessFilesCarried,
// …), and parsing their YAML was a fifth of the judging thread's time in issue 99's profile of
// `evidence handover`, while the readers, one per core, idled about half of theirs. A reader that
// hands the judging thread a record's bytes, while that thread is behind the readers (parsesAhead,
// ledger-readers.ts), runs each carried kind's parser on the record's files there
// (carriedReadsOf) and hands back the values beside the bytes; the judging thread keeps them
// in the kinds' caches before the record is judged (keepCarriedReads), so that the passes' reads
// find them kept. The kinds are those each family's reviewed files declare
// (ReviewedFileSet.carriedKinds), found through the family table, matched across the threads by
// their names. A value the reader did not hand back (it was not asked to, its parser threw, or no
// kind of that name here) is not kept: the judging thread parses it as it did before. Pure, but
// for the caches.
import type { EvidenceRecord } from "../evidence/records/evidence-record.ts";
import { REVIEWED_FILE_SHAPES } from "../families/family-shapes.ts";
import type { CarriedKind } from "../inventory/reviewed-files/carried-files.ts";
import { MERGE_JUDGED_FAMILIES } from "./family-table.ts";
import { filesCarriedBy } from "./obligation-families.ts";

/**
 * One carried file parsed ahead: the kind's name, the file's path and the parser's value (a
 * structured clone crosses to the judging thread: plain objects, arrays, Maps and Sets); undefined
 * where the parser refuses the file, as `read` gives it then.
 */
export interface CarriedRead {
  kind: string;
  file: string;
  value: unknown;
}

/**
 * Each family's record field of its reviewed files (typed from its shape), with the kinds of them
 * its passes read.
 */
const CARRIED = MERGE_JUDGED_FAMILIES.flatMap(({ reviewedFiles }) => {
  const shape = REVIEWED_FILE_SHAPES.find(({ field }) => field === reviewedFiles?.field);
  return shape === undefined || reviewedFiles?.carriedKinds === undefined
    ? []
    : [{ field: shape.field, kinds: reviewedFiles.carriedKinds }];
});

/**
 * Every family's carried kinds by name. Two of one name would keep one kind's value in the other's
 * cache, so the table is refused when loaded rather than read with a value of the wrong kind.
 */
export const CARRIED_KINDS: ReadonlyMap<string, CarriedKind<unknown>> = kindsByName();

function kindsByName(): Map<string, CarriedKind<unknown>> {
  const kinds = new Map<string, CarriedKind<unknown>>();
  for (const kind of CARRIED.flatMap(({ kinds }) => kinds)) {
    if (kinds.has(kind.name))
      throw new Error(`two carried kinds are named "${kind.name}": name each one once`);
    kinds.set(kind.name, kind);
  }
  return kinds;
}

/** Each file `record` carries with a kind a family declares for it, once for each such kind. */
function* carriedFilesOfKinds(
  record: EvidenceRecord,
): Generator<{ kind: CarriedKind<unknown>; file: string; text: string }> {
  for (const { field, kinds } of CARRIED)
    for (const { file, text } of filesCarriedBy(record, field)?.files ?? [])
      for (const kind of kinds) if (kind.is(file)) yield { kind, file, text };
}

/**
 * Each of `record`'s carried files of a kind a family declares, parsed (on a reader's thread);
 * undefined when it carries none. A file whose parser throws is left out: the judging thread's
 * read throws what it threw.
 */
export function carriedReadsOf(record: EvidenceRecord): CarriedRead[] | undefined {
  const reads: CarriedRead[] = [];
  for (const { kind, file, text } of carriedFilesOfKinds(record))
    try {
      reads.push({ kind: kind.name, file, value: kind.parse(text, file) });
    } catch {
      // Parsed again where it is read, which throws there as it would have.
    }
  return reads.length === 0 ? undefined : reads;
}

/**
 * Keeps each of `reads` (carriedReadsOf of the same record's bytes, on another thread) in its
 * kind's cache, for the record's text of the file, before the record is judged. A read of a kind
 * not declared here, or of a file the record does not carry as one of the kind, is not kept.
 */
export function keepCarriedReads(record: EvidenceRecord, reads: readonly CarriedRead[]): void {
  const handed = new Map(reads.map((read) => [`${read.kind}\0${read.file}`, read]));
  for (const { kind, file, text } of carriedFilesOfKinds(record)) {
    const read = handed.get(`${kind.name}\0${file}`);
    if (read !== undefined) kind.keep(text, file, read.value);
  }
}
