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

/** How a family reads one kind of its files: which paths are of the kind, and its parser's value. */
export interface CarriedKind<T> {
  is: (path: string) => boolean;
  read: (text: string, file: string) => T | undefined;
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
