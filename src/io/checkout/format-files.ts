// `cip-sync fmt` on disk. Formatting must never lose data, so every file is read, decoded and
// formatted in memory before any is written, and nothing is written while any file has an error:
// a file the loader could not read, decode (not UTF-8, or a byte-order mark of another encoding)
// or parse is left byte for byte as it is and reported with its place. Each rewrite replaces the
// file atomically (a temporary file beside it, then a rename), at the path a link leads to, with
// its mode and its UTF-8 byte-order mark kept: a reader, or an interrupted fmt, never sees half a
// file.
import { readFile, realpath, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { formatInventoryText } from "../../core/inventory/writing/format-inventory.ts";
import type { Diagnostic } from "../../core/shared/diagnostics.ts";
import { compareDiagnostics } from "../../core/shared/diagnostics.ts";
import { type InventorySource, loadInventory } from "./inventory-files.ts";
import { replaceFile } from "./replace-file.ts";

export interface FormatOutcome {
  /** Every file the patterns matched, relative to cwd. */
  files: string[];
  /** The files not in the canonical layout: rewritten when `written`. */
  changed: string[];
  /** True when the changed files were rewritten: not with `check`, nor while any file has errors. */
  written: boolean;
  /** Those of `changed` with CRLF line endings, which fmt writes as LF: said, never silent. */
  crlf: string[];
  /**
   * Every error that kept files from being read or parsed; the files they name were left as they
   * are, and while there is one no file is written.
   */
  diagnostics: Diagnostic[];
}

const UTF8_BOM = "\uFEFF";

/** A file's text without its UTF-8 byte-order mark, and the mark ("" when none) to write back. */
export function splitBom(decoded: string): { text: string; bom: string } {
  const bom = decoded.startsWith(UTF8_BOM) ? UTF8_BOM : "";
  return { text: decoded.slice(bom.length), bom };
}

/** Brings the inventory files into the canonical layout; with `check`, only says which are not. */
export async function formatInventoryFiles(
  source: InventorySource,
  options: { check: boolean },
): Promise<FormatOutcome> {
  const loaded = await loadInventory(source);
  // Problems of what a file declares are validate's; those that keep a file from being read
  // whole, and YAML that cannot be parsed, keep fmt from writing anything.
  const diagnostics = [...loaded.readErrors];
  const failed = new Set(diagnostics.map((diagnostic) => diagnostic.location?.file));
  const rewrites: { path: string; text: string }[] = [];
  const changed: string[] = [];
  const crlf: string[] = [];
  for (const file of loaded.files) {
    if (failed.has(file)) continue;
    const path = resolve(source.cwd, file);
    const read = await readUtf8(path, file);
    if ("diagnostic" in read) {
      diagnostics.push(read.diagnostic);
      continue;
    }
    const result = formatInventoryText(read.text);
    if (result.status === "unreadable") {
      const location = { file, line: result.line, column: result.column };
      const message = `${result.message}; fix the YAML, then run fmt again (the file was left as it is)`;
      diagnostics.push({ severity: "error", message, location });
    } else if (result.text !== read.text) {
      changed.push(file);
      if (read.text.includes("\r\n")) crlf.push(file);
      rewrites.push({ path, text: read.bom + result.text });
    }
  }
  const written = !options.check && diagnostics.length === 0;
  if (written) for (const rewrite of rewrites) await rewriteInPlace(rewrite.path, rewrite.text);
  return {
    files: loaded.files,
    changed,
    written,
    crlf,
    diagnostics: diagnostics.sort(compareDiagnostics),
  };
}

/**
 * The file's text, decoded strictly again: it may have changed since the loader read it, and a
 * lossy decoding written back would replace every byte it could not decode.
 */
async function readUtf8(
  path: string,
  file: string,
): Promise<{ text: string; bom: string } | { diagnostic: Diagnostic }> {
  const bytes = await readFile(path);
  try {
    const decoded = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    return splitBom(decoded);
  } catch {
    const location = { file, line: 1, column: 1 };
    const message = "this file is not valid UTF-8 text; save it as UTF-8 (fmt left it as it is)";
    return { diagnostic: { severity: "error", message, location } };
  }
}

/** Replaces the file a path (or the link at it) leads to, keeping its permissions. */
export async function rewriteInPlace(path: string, text: string): Promise<void> {
  const target = await realpath(path);
  const { mode } = await stat(target);
  await replaceFile(target, text, { mode: mode & 0o7777 });
}
