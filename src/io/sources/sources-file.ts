// Reads the sources file (`cip-sources.yaml` at the repository root, or the one named by
// --sources): absent is no sources unless it was named; unreadable or invalid is an error at its
// place.
import { readFile } from "node:fs/promises";
import { relative, resolve } from "node:path";
import { errorCode, errorMessage } from "../../core/shared/errors.ts";
import { type ParsedSources, parseSourcesText } from "../../core/sources/parse-sources.ts";
import { DEFAULT_SOURCES_FILE } from "../../core/sources/sources-schema.ts";

const MAX_SOURCES_FILE_BYTES = 1024 * 1024;

export interface SourcesFileLocation {
  /** As given (--sources), relative to cwd; absent: cip-sources.yaml at the root. */
  file: string | undefined;
  /** What named `file` ("--sources"), for the messages about it. */
  named?: string;
  cwd: string;
  root: string;
}

/** A document's file relative to the repository root of `location`, as a source's `out` is written. */
export function fileInRootOf(location: SourcesFileLocation): (file: string) => string {
  const root = resolve(location.cwd, location.root);
  return (file) => relative(root, resolve(location.cwd, file)).split("\\").join("/");
}

/** The parsed file; undefined when the default file does not exist. */
export async function loadSourcesFile(
  location: SourcesFileLocation,
): Promise<ParsedSources | undefined> {
  const path =
    location.file === undefined
      ? resolve(location.root, DEFAULT_SOURCES_FILE)
      : resolve(location.cwd, location.file);
  const shown = relative(location.cwd, path).split("\\").join("/") || path;
  const unreadable = (problem: string) =>
    unreadableFile(
      shown,
      location.file === undefined || location.named === undefined
        ? `the sources file ${problem}`
        : `the sources file named by ${location.named} ${problem}`,
    );
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    if (errorCode(error) === "ENOENT" && location.file === undefined) return undefined;
    return unreadable(`cannot be read (${errorMessage(error)}); check the path`);
  }
  if (bytes.length > MAX_SOURCES_FILE_BYTES) {
    return unreadable("is over 1 MiB; a sources file only declares sources");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return unreadable("is not UTF-8 text; save it as UTF-8");
  }
  return parseSourcesText(text, shown);
}

function unreadableFile(file: string, message: string): ParsedSources {
  return {
    file,
    sources: [],
    diagnostics: [
      {
        severity: "error",
        message,
        location: { file, line: 1, column: 1 },
      },
    ],
  };
}
