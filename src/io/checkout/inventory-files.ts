// Reads the inventory files: expands the patterns, keeps every file inside the repository, reads
// them with bounded concurrency, parses each and checks the rules across files. A file that cannot
// be read is an error, never an absent declaration: the desired state is all of it or nothing.
import { glob, open, readdir, realpath, stat } from "node:fs/promises";
import * as nodePath from "node:path";
import { extname, join, resolve } from "node:path";
import { errorCode, errorMessage } from "../../core/shared/errors.ts";
import type { Diagnostic, SourceLocation } from "../../core/shared/diagnostics.ts";
import type { InventoryDocument } from "../../core/inventory/document/document.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import { SHARED_NUMBER_SETTINGS } from "../../core/shared/number-setting.ts";
import { compareDiagnostics, quote } from "../../core/shared/diagnostics.ts";
import { parseInventoryText } from "../../core/inventory/document/parse-inventory.ts";
import { validateInventory } from "../../core/inventory/document/validate-inventory.ts";
import { lowImpactBaselineWarnings } from "../../core/inventory/baselines/baseline-completeness.ts";
import { DEFAULT_INVENTORY_PATTERN } from "../../core/inventory/document/default-inventory-pattern.ts";
import { isReviewedFile } from "./reviewed-files.ts";

export interface InventorySource {
  /** Directories (read recursively), files, or globs; relative to `cwd`. Empty: `inventory/`. */
  patterns: string[];
  cwd: string;
  /** The repository root: no inventory file may resolve (through symlinks) outside it. */
  root: string;
  /** Default 5 MiB. */
  maxFileBytes?: number;
  /**
   * All files together; default 16 MiB (--max-bytes, input max-bytes). Parsing 8 files of 4.9 MiB
   * of flow YAML took 2.3 GB.
   */
  maxTotalBytes?: number;
  /** Declared assets across all files; default 100,000 (--max-assets, input max-assets). */
  maxAssets?: number;
}

export interface LoadedInventory {
  /** Every file the patterns matched, relative to cwd with forward slashes, sorted. */
  files: string[];
  documents: InventoryDocument[];
  /** Sorted by file, line and column; problems with no place (an empty pattern) first. */
  diagnostics: Diagnostic[];
  /**
   * The diagnostics (also in `diagnostics`) of patterns that match nothing and of files that could
   * not be read whole (unreadable, not UTF-8, over a limit, outside the root): fmt writes nothing
   * while there is one.
   */
  readErrors: Diagnostic[];
}

export { DEFAULT_INVENTORY_PATTERN };
const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_TOTAL_BYTES = SHARED_NUMBER_SETTINGS["max-bytes"].default;
const DEFAULT_MAX_ASSETS = SHARED_NUMBER_SETTINGS["max-assets"].default;
const READ_CONCURRENCY = 16;
const GLOB_CHARACTERS = /[*?[\]{}]/;

type FileRead = { text: string; realPath: string } | { diagnostic: Diagnostic; realPath?: string };

/**
 * The inventory files the source's patterns find (the default pattern when it gives none), once
 * each; a pattern that finds no file is an error in `readErrors`, as each folder refused is.
 */
async function inventoryPaths(
  source: InventorySource,
  { cwd, root }: { cwd: string; root: string },
  readErrors: Diagnostic[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const patterns = source.patterns.length > 0 ? source.patterns : [DEFAULT_INVENTORY_PATTERN];
  // A family's reviewed file (a site file under low-impact/, a patch file) is no inventory document
  // wherever a pattern finds it (validate low-impact/): its own reader reads it (reviewed-files.ts).
  const givenRoot = resolve(cwd, source.root);
  const inventoryFile = (path: string) => !isReviewedFile(displayPath(givenRoot, path));
  for (const pattern of patterns) {
    const reported = readErrors.length;
    const expanded = await expandPattern(pattern, cwd, root, readErrors);
    const matched = expanded.filter(inventoryFile);
    // A pattern whose only directory was refused already has its error.
    if (expanded.length === 0 && readErrors.length === reported) {
      readErrors.push({
        severity: "error",
        message: `pattern ${quote(pattern)} matches no .yaml or .yml file, so the desired state could not be read; check the pattern (relative to ${cwd})`,
      });
    }
    for (const path of matched) found.add(path);
  }
  return found;
}

export async function loadInventory(source: InventorySource): Promise<LoadedInventory> {
  const cwd = resolve(source.cwd);
  const root = await realpath(resolve(cwd, source.root)).catch(() => resolve(cwd, source.root));
  const maxFileBytes = source.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const diagnostics: Diagnostic[] = [];
  const readErrors: Diagnostic[] = [];

  const found = await inventoryPaths(source, { cwd, root }, readErrors);
  const files = [...found]
    .map((path) => ({ path, display: displayPath(cwd, path) }))
    .sort((a, b) => compareCodePoints(a.display, b.display));
  const reads = await mapBounded(files, READ_CONCURRENCY, (file) =>
    readInventoryFile(file.path, file.display, root, maxFileBytes),
  );

  const documents: InventoryDocument[] = [];
  const readRealPaths = new Set<string>();
  const totals = new InputTotals(source);
  for (const [index, read] of reads.entries()) {
    // Two paths to one file (a pattern and a link, two overlapping patterns) count once.
    if (read.realPath !== undefined) {
      if (readRealPaths.has(read.realPath)) continue;
      readRealPaths.add(read.realPath);
    }
    if ("diagnostic" in read) {
      readErrors.push(read.diagnostic);
      continue;
    }
    const display = files[index]?.display ?? "";
    const overBytes = totals.addText(display, read.text);
    if (overBytes !== undefined) {
      readErrors.push(overBytes);
      break;
    }
    const parsed = parseInventoryText(read.text, display);
    documents.push(...parsed.documents);
    diagnostics.push(...parsed.diagnostics);
    const overAssets = totals.addDocuments(display, parsed.documents);
    if (overAssets !== undefined) {
      readErrors.push(overAssets);
      break;
    }
  }
  diagnostics.push(
    ...readErrors,
    ...validateInventory(documents),
    ...lowImpactBaselineWarnings(documents),
  );
  return {
    files: files.map((file) => file.display),
    documents,
    diagnostics: diagnostics.sort(compareDiagnostics),
    readErrors: readErrors.sort(compareDiagnostics),
  };
}

/**
 * Where the inventory `patterns` look in a listing of the repository at another commit (the
 * owner policy's base), and which listed files they name, as expandPattern names them in the
 * checkout: a folder's .yaml/.yml files at any depth, a file itself, a glob's matches that are
 * .yaml/.yml files. Paths are relative to `cwd` with "/" separators, as `files` has them; a
 * pattern outside `cwd` names nothing there. A pattern that is neither a glob nor a folder is
 * listed as written: the listing tells a file from a folder.
 */
export function inventoryPatternsAt(
  patterns: readonly string[],
  cwd: string,
): { roots: string[]; matches: (path: string) => boolean } {
  const roots = new Set<string>();
  const tests: ((path: string) => boolean)[] = [];
  for (const pattern of patterns.length > 0 ? patterns : [DEFAULT_INVENTORY_PATTERN]) {
    const relativePath = displayPath(resolve(cwd), resolve(cwd, pattern));
    if (
      relativePath === ".." ||
      relativePath.startsWith("../") ||
      nodePath.isAbsolute(relativePath)
    )
      continue;
    const at = relativePath === "." ? "" : relativePath;
    if (GLOB_CHARACTERS.test(pattern)) {
      const segments = at.split("/");
      const fixed = segments.findIndex((segment) => GLOB_CHARACTERS.test(segment));
      roots.add(segments.slice(0, fixed).join("/"));
      tests.push((path) => isInventoryFileName(path) && nodePath.posix.matchesGlob(path, at));
    } else {
      roots.add(at);
      tests.push(
        (path) =>
          path === at || (isInventoryFileName(path) && (at === "" || path.startsWith(`${at}/`))),
      );
    }
  }
  return { roots: [...roots], matches: (path) => tests.some((test) => test(path)) };
}

/** Absolute paths of the inventory files one pattern names. */
async function expandPattern(
  pattern: string,
  cwd: string,
  root: string,
  diagnostics: Diagnostic[],
): Promise<string[]> {
  const absolute = resolve(cwd, pattern);
  const stats = await stat(absolute).catch(() => undefined);
  if (stats?.isDirectory()) return walkDirectory(absolute, cwd, root, diagnostics);
  if (stats) return [absolute];
  if (!GLOB_CHARACTERS.test(pattern)) return [];
  const matches: string[] = [];
  for await (const match of glob(pattern, { cwd })) {
    const path = resolve(cwd, match);
    if (isInventoryFileName(path) && (await stat(path).catch(() => undefined))?.isFile()) {
      matches.push(path);
    }
  }
  return matches;
}

/**
 * The .yaml/.yml files under a directory, following symbolic links that stay inside the root
 * (each real directory once, so a link cycle ends) and reporting those that leave it.
 */
async function walkDirectory(
  start: string,
  cwd: string,
  root: string,
  diagnostics: Diagnostic[],
): Promise<string[]> {
  const files: string[] = [];
  const visited = new Set<string>();
  const pending = [start];
  for (let directory = pending.pop(); directory !== undefined; directory = pending.pop()) {
    const real = await realpath(directory).catch(() => directory);
    if (visited.has(real)) continue;
    visited.add(real);
    if (!isInside(root, real)) {
      diagnostics.push(outsideRoot(displayPath(cwd, directory), directory, real, root));
      continue;
    }
    const entries = await readdir(directory, { withFileTypes: true }).catch((error: unknown) => {
      diagnostics.push(unreadable(displayPath(cwd, directory), error));
      return [];
    });
    for (const entry of entries) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isSymbolicLink() && (await stat(path).catch(() => undefined))?.isDirectory()) {
        pending.push(path);
      } else if (isInventoryFileName(path)) files.push(path);
    }
  }
  return files;
}

async function readInventoryFile(
  path: string,
  display: string,
  root: string,
  maxFileBytes: number,
): Promise<FileRead> {
  let realPath: string;
  try {
    realPath = await realpath(path);
  } catch (error) {
    return { diagnostic: unreadable(display, error) };
  }
  if (!isInside(root, realPath)) {
    return { diagnostic: outsideRoot(display, path, realPath, root), realPath };
  }
  let bytes: Buffer;
  try {
    // Checked before opening: opening a FIFO or a device could block or never end.
    if (!(await stat(realPath)).isFile()) {
      return {
        diagnostic: fileError(
          display,
          "this path is not a regular file; point the pattern at files",
        ),
        realPath,
      };
    }
    const handle = await open(realPath, "r");
    try {
      const { size } = await handle.stat();
      if (size > maxFileBytes)
        return { diagnostic: tooLarge(display, size, maxFileBytes), realPath };
      bytes = await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch (error) {
    return { diagnostic: unreadable(display, error), realPath };
  }
  // The file may have grown between stat and read.
  if (bytes.length > maxFileBytes) {
    return { diagnostic: tooLarge(display, bytes.length, maxFileBytes), realPath };
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), realPath };
  } catch {
    return {
      diagnostic: fileError(display, "this file is not valid UTF-8 text; save it as UTF-8"),
      realPath,
    };
  }
}

function fileError(display: string, message: string): Diagnostic {
  const location: SourceLocation = { file: display, line: 1, column: 1 };
  return { severity: "error", message, location };
}

function unreadable(display: string, error: unknown): Diagnostic {
  const reason = errorCode(error) ?? errorMessage(error);
  return fileError(
    display,
    `this path cannot be read (${reason}); check that it exists and is readable, so that the desired state can be read`,
  );
}

/**
 * Caps on the whole input, checked file by file in path order: the file that crosses one is named,
 * and no later file is parsed. One file is capped by maxFileBytes; many files under that cap
 * could still make the run take minutes and gigabytes.
 */
class InputTotals {
  readonly #maxBytes: number;
  readonly #maxAssets: number;
  #bytes = 0;
  #assets = 0;

  constructor(source: InventorySource) {
    this.#maxBytes = source.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES;
    this.#maxAssets = source.maxAssets ?? DEFAULT_MAX_ASSETS;
  }

  addText(display: string, text: string): Diagnostic | undefined {
    this.#bytes += Buffer.byteLength(text);
    if (this.#bytes <= this.#maxBytes) return undefined;
    return fileError(
      display,
      `with this file the inventory files total ${this.#bytes} bytes, over the limit of ${this.#maxBytes} bytes for all of them; this file and later ones were not parsed: check that the path patterns name only inventory files, or raise the limit with --max-bytes (the Action's input max-bytes)`,
    );
  }

  addDocuments(display: string, documents: readonly InventoryDocument[]): Diagnostic | undefined {
    for (const document of documents) this.#assets += document.assets.length;
    if (this.#assets <= this.#maxAssets) return undefined;
    return fileError(
      display,
      `with this file the inventory declares ${this.#assets} assets, over the limit of ${this.#maxAssets}; later files were not parsed: check that the path patterns name only this organization's inventory files, or raise the limit with --max-assets (the Action's input max-assets)`,
    );
  }
}

function tooLarge(display: string, size: number, limit: number): Diagnostic {
  return fileError(
    display,
    `this file is ${size} bytes, over the limit of ${limit} bytes for one inventory file; split it into several files`,
  );
}

function outsideRoot(display: string, path: string, real: string, root: string): Diagnostic {
  return fileError(
    display,
    path === real || !isInside(root, path)
      ? `this path is outside the repository root ${root}; move it into the repository, or choose a root that contains it`
      : `this path is a symbolic link (or lies under one) to ${real}, outside the repository root ${root}; inventory files must be in the repository: replace the link with the file itself`,
  );
}

/** The parts of `node:path` the root checks use: tests pass `path.win32` for Windows' rules. */
export type PathRules = Pick<typeof nodePath, "isAbsolute" | "relative" | "sep">;

/**
 * Whether `path` is `root` or under it, by the platform's rules: on Windows drive letters and
 * case do not matter and another drive or share is outside.
 */
export function isInside(root: string, path: string, rules: PathRules = nodePath): boolean {
  const fromRoot = rules.relative(root, path);
  return (
    fromRoot === "" ||
    (fromRoot !== ".." && !fromRoot.startsWith(`..${rules.sep}`) && !rules.isAbsolute(fromRoot))
  );
}

/** Whether `path` names a file the inventory reads: .yaml or .yml, in any case. */
export function isInventoryFileName(path: string): boolean {
  const extension = extname(path).toLowerCase();
  return extension === ".yaml" || extension === ".yml";
}

/** `path` as diagnostics, annotations and SARIF show it: relative to `cwd`, with "/" separators. */
export function displayPath(cwd: string, path: string, rules: PathRules = nodePath): string {
  return rules.relative(cwd, path).split(rules.sep).join("/") || ".";
}

async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
