// Files and directories named by flags (--plan, --out, --record). A file-system failure on one of
// them becomes a message that names the flag, the path as given and what to do, never a bare
// "ENOENT: no such file or directory, open '/abs/path'". This is the one place the CLI catches
// file-system errors; main.ts prints what it throws.
import { readdir, readFile, stat } from "node:fs/promises";
import { basename, dirname, isAbsolute, relative, resolve } from "node:path";
import { errorCode, errorMessage } from "../../core/shared/errors.ts";
import { checkReplaceable, FileReplacement, replaceFile } from "../../io/checkout/replace-file.ts";
import { UsageError } from "./usage-error.ts";
import { containedPath, outsideWords } from "../../io/checkout/contained-path.ts";
import type { CliIo } from "./io.ts";

/** A path the user gave with a flag, and what that flag expects of it. */
export interface FlagPath {
  /** "--plan", "--out", "--record". */
  flag: string;
  /** The path as the user wrote it. */
  given: string;
  /** The fix, after "; " in every message: "choose another file path for the saved plan". */
  fix: string;
  /** The directory `given` is relative to. */
  cwd: string;
}

class FlagPathError extends Error {
  override name = "FlagPathError";
}

/** The text of the file, as UTF-8. */
export function readFlagFile(target: FlagPath): Promise<string> {
  const path = absolute(target);
  return atFlagPath(target, path, () => readFile(path, "utf8"));
}

/** The text of the file, as UTF-8; undefined where there is no file at the path. */
export function readFlagFileIfPresent(target: FlagPath): Promise<string | undefined> {
  const path = absolute(target);
  return atFlagPath(target, path, () =>
    readFile(path, "utf8").catch((error: unknown) => {
      if (errorCode(error) === "ENOENT") return undefined;
      throw error;
    }),
  );
}

/** Writes the file (whole, or piece by piece as `content` gives them), creating its parent directories. */
export function writeFlagFile(target: FlagPath, content: string | Iterable<string>): Promise<void> {
  return writeUnder(target, [{ path: "", content }]);
}

/**
 * Fails now, with the message writeFlagFile would give later, when the file cannot be written:
 * for a file written after the service was changed (the change record), whose loss a later
 * error could not undo. Leaves no file behind; parent directories it creates stay.
 */
export function checkFlagFileWritable(target: FlagPath): Promise<void> {
  const path = absolute(target);
  return atFlagPath(target, path, () => checkReplaceable(path));
}

/**
 * Writes each file (`path` relative) under the directory `target`, creating directories: every
 * path is checked to stay inside first, so one that leads out writes nothing at all.
 */
export async function writeUnder(
  target: FlagPath,
  files: readonly { path: string; content: string | Iterable<string> }[],
): Promise<void> {
  const checked = [];
  for (const { path, content } of files)
    checked.push({ path: await underFlag(target, path), content });
  // Replaced, never written through: a symbolic link at the path is not followed.
  for (const { path, content } of checked)
    await atFlagPath(target, path, () => replaceFile(path, content));
}

/**
 * `inner` under the directory `target`, refused when it leads out of it (a `..` in a name the
 * service gave, a symbolic link on the way): such a file is never written.
 */
async function underFlag(target: FlagPath, inner: string): Promise<string> {
  const folder = absolute(target);
  const path = resolve(folder, inner);
  const contained = await atFlagPath(target, folder, () => containedPath(folder, path));
  if ("inside" in contained) return path;
  throw new UsageError(
    outsideWords(
      `${target.flag} ${target.given}: ${display(target, path)}`,
      contained.outside,
      `${target.flag} ${target.given}`,
    ),
  );
}

/** A file under the directory `target` written piece by piece; opening and committing it name the flag. */
export interface FlagFileWriter {
  write: (text: string) => void;
  /** Writes, after what was written, the bytes of the file `inner` under the same directory. */
  append: (inner: string) => Promise<void>;
  commit: () => Promise<void>;
  abandon: () => Promise<void>;
}

/** Opens `inner` (a relative path) under the directory `target` to be written piece by piece. */
export async function openUnder(target: FlagPath, inner: string): Promise<FlagFileWriter> {
  const path = await underFlag(target, inner);
  return writerAt(
    target,
    path,
    await atFlagPath(target, path, async () => FileReplacement.open(path)),
  );
}

/**
 * Opens `name`, a file name, in the directory `target` at once, for a file begun while rows are
 * made (synchronously): the directory was checked when another file was opened under it
 * (openUnder), and the file is replaced, never written through, so a link at its name is not
 * followed.
 */
export function openNamedUnder(target: FlagPath, name: string): FlagFileWriter {
  if (basename(name) !== name) throw new Error(`openNamedUnder: ${name} is not a file name`);
  const path = resolve(absolute(target), name);
  return writerAt(target, path, FileReplacement.open(path));
}

function writerAt(target: FlagPath, path: string, file: FileReplacement): FlagFileWriter {
  return {
    write: (text) => file.write(text),
    append: (inner) => {
      const appended = resolve(absolute(target), inner);
      return atFlagPath(target, appended, async () => file.append(appended));
    },
    commit: () => atFlagPath(target, path, () => file.commit()),
    abandon: () => file.abandon(),
  };
}

/** The entries of the directory, or none when it does not exist yet. */
export function listFlagDirectory(target: FlagPath): Promise<string[]> {
  const path = absolute(target);
  return atFlagPath(target, path, () =>
    readdir(path).catch((error: unknown) => {
      if (errorCode(error) === "ENOENT") return [];
      throw error;
    }),
  );
}

/**
 * Refuses the directory `target` when it holds anything, unless `force`: a command that writes a
 * set of files there (import, evidence populations) would otherwise mix them with files it did not
 * write, or overwrite them, in a folder such as inventory/.
 */
export async function requireEmptyDirectory(target: FlagPath, force: boolean): Promise<void> {
  if (force || (await listFlagDirectory(target)).length === 0) return;
  throw new UsageError(
    `${target.flag} ${target.given} is not empty; choose an empty or new directory, or pass --force to overwrite files there.`,
  );
}

/** Runs `work` on `path` (the flag's path, or a file under it), turning its failure into a message. */
async function atFlagPath<T>(target: FlagPath, path: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new FlagPathError(await flagPathMessage(target, path, error), { cause: error });
  }
}

/** "--out out/plan.json: out is a file, not a directory; choose another file path for ...". */
async function flagPathMessage(target: FlagPath, path: string, error: unknown): Promise<string> {
  const { flag, given, fix } = target;
  const problem = await problemOf(target, path, error);
  return `${flag} ${given}: ${problem}; ${fix}`;
}

async function problemOf(target: FlagPath, path: string, error: unknown): Promise<string> {
  // A file under the flag's directory (import writes many) is named; the flag's own path is not.
  const subject = (place: string) =>
    place === absolute(target) ? "" : `${display(target, place)} `;
  const code = errorCode(error);
  switch (code) {
    case "ENOENT":
      return `${subject(path)}no such file`;
    case "EISDIR":
      return `${subject(path)}is a directory, not a file`;
    case "ENOTDIR":
    case "EEXIST": {
      // Some part of the path is a file where a directory is needed: name that part.
      const blocker = await firstNonDirectory(path);
      if (blocker === undefined) break;
      return `${subject(blocker)}is a file, not a directory`;
    }
    case "EACCES":
    case "EPERM":
      return `${subject(path)}permission denied`;
    case "EROFS":
      return "the file system is read-only";
    case "ENAMETOOLONG":
      return "the path is too long";
    case "ELOOP":
      return "too many levels of symbolic links";
    case "ENOSPC":
      return "no space left on the device";
  }
  const message = errorMessage(error);
  return code === undefined ? message : `${code} (${message})`;
}

/** The path itself or its nearest ancestor that exists and is not a directory. */
async function firstNonDirectory(path: string): Promise<string | undefined> {
  const chain: string[] = [];
  for (let current = path; ; current = dirname(current)) {
    chain.unshift(current);
    if (dirname(current) === current) break;
  }
  for (const candidate of chain) {
    const stats = await stat(candidate).catch(() => undefined);
    if (stats === undefined) return undefined;
    if (!stats.isDirectory()) return candidate;
  }
  return undefined;
}

function absolute(target: FlagPath): string {
  return resolve(target.cwd, target.given);
}

/** As the user wrote paths: relative to the working directory unless they gave an absolute one. */
function display(target: FlagPath, path: string): string {
  if (isAbsolute(target.given)) return path;
  const shown = relative(target.cwd, path);
  return shown === "" ? "." : shown;
}

/** The flags that name files, with the fix each message ends with. */
export const FLAG_FIXES = {
  plan: "pass the path of a plan saved with 'cip-sync plan --out FILE'",
  planOut: "choose another file path for the saved plan",
  record: "choose another file path for the change record",
  importOut: "choose an empty or new directory",
} as const;

/** The path `given` to `flag`, as its messages name it, `fix` ending each. */
export function flagPath(flag: string, given: string, fix: string, io: CliIo): FlagPath {
  return { flag, given, fix, cwd: io.cwd };
}
