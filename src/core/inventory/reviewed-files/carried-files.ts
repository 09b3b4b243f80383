// What a merge's record carries of a family's reviewed files (its `<noun>_files`: each file added
// or changed with its text, and the paths it removes), read back by the family's parsers. A file
// its parser refuses is left out, since it puts nothing in force (the plan refused it at review
// first); whether the record put anything in force (an accepted merge) is the caller's to judge.
// And which paths are a kind of file, one folder's YAML files. Pure.

/**
 * Whether a path is a YAML file directly in `folder`: from the repository root, or (`named`) as
 * review names it, from the directory the command runs in, maybe above the root.
 */
export function yamlFileIn(folder: string, from: "root" | "named" = "root") {
  const path = new RegExp(`${from === "root" ? "^" : "(^|/)"}${folder}/[^/]+\\.yaml$`);
  return (file: string): boolean => path.test(file);
}

/** What a merge's record carries of a family's reviewed files. */
export interface ReviewedFilesCarried {
  files: readonly { file: string; text: string }[];
  removed?: readonly string[] | undefined;
}

/**
 * How a family reads one kind of its files: which paths are of the kind, and its parser's value,
 * kept for the last reads; `parse` is the parser's value, not kept, and `keep` keeps a value
 * `parse` gave elsewhere: a ledger reader's thread parses each record's files ahead and hands the
 * values to the judging thread, whose `read` then finds them kept (carried-reads.ts).
 */
export interface CarriedKind<T> {
  /** Its name, unique among every family's kinds: how a value parsed ahead finds its kind again. */
  name: string;
  is: (path: string) => boolean;
  read: (text: string, file: string) => T | undefined;
  parse: (text: string, file: string) => T | undefined;
  // A method, so that a list of every family's kinds holds them as CarriedKind<unknown>: a value
  // kept is one this kind's `parse` gave of the same text.
  keep(text: string, file: string, value: T | undefined): void;
}

/** How many of the last reads a kind keeps: the passes of one command read one record in turn. */
const READS_KEPT = 16;

/**
 * A kind whose parser's values are kept for its last reads, by path and text, each frozen: the
 * obligations' pass and the population fold of one command read the same record's files one after
 * the other, and parsing YAML is most of what either does with them (issue 99's profile of
 * `evidence populations`: half of the judging thread). A value is shared, so frozen: a reader that
 * changed one would change what the next reads. `parse` is the kind's reviewed-file parser: a
 * file it refuses reads as undefined.
 */
export function carriedKind<T>(
  name: string,
  is: (path: string) => boolean,
  parse: (text: string, file: string) => { value?: T },
): CarriedKind<T> {
  const kept = new Map<string, T | undefined>();
  const keep = (key: string, value: T | undefined) => {
    kept.delete(key);
    const oldest = kept.size === READS_KEPT ? kept.keys().next() : undefined;
    if (oldest?.done === false) kept.delete(oldest.value);
    kept.set(key, deepFrozen(value));
  };
  const read = (text: string, file: string): T | undefined => {
    const key = `${file}\0${text}`;
    if (!kept.has(key)) keep(key, parse(text, file).value);
    return kept.get(key);
  };
  return {
    name,
    is,
    read,
    parse: (text, file) => parse(text, file).value,
    keep: (text, file, value) => {
      keep(`${file}\0${text}`, value);
    },
  };
}

/** `value`, each object and array in it frozen. */
function deepFrozen<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const member of Object.values(value)) deepFrozen(member);
  return Object.freeze(value);
}

/**
 * The files of `kind` that stand until removed (a site file, an access file): each one carried,
 * read, by path, and null for each one removed.
 */
export function standingFilesCarried<T>(
  carried: ReviewedFilesCarried,
  kind: CarriedKind<T>,
): Map<string, T | null> {
  const files = new Map<string, T | null>();
  for (const { file, text } of carried.files) {
    if (!kind.is(file)) continue;
    const read = kind.read(text, file);
    if (read !== undefined) files.set(file, read);
  }
  for (const file of carried.removed ?? []) if (kind.is(file)) files.set(file, null);
  return files;
}

/**
 * The records of `kind` (what happened on a day: a program record, a password change), new or
 * changed, read, in the order carried. A removed record takes back nothing: what happened stays in
 * the ledger.
 */
export function recordsCarried<T>(carried: ReviewedFilesCarried, kind: CarriedKind<T>): T[] {
  return carried.files.flatMap(({ file, text }) => {
    if (!kind.is(file)) return [];
    const record = kind.read(text, file);
    return record === undefined ? [] : [record];
  });
}
