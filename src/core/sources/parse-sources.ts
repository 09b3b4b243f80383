// Reading `cip-sources.yaml`: the YAML read as strictly as inventory files, checked against the
// zod schema, every problem placed at file:line:column, then the rules across sources (one owner
// per cyber system, one directory per source).
import { type Document, isMap, isScalar, LineCounter, type Node } from "yaml";
import type { Diagnostic, SourceLocation } from "../shared/diagnostics.ts";
import { formatLocation, quote } from "../shared/diagnostics.ts";
import { nameKey } from "../shared/names.ts";
import { parseYamlDocuments } from "../inventory/document/yaml-reader.ts";
import { explainSyntaxErrors } from "../inventory/document/yaml-syntax.ts";
import {
  monitoredSource,
  type SourceDefinition,
  sourceSchema,
  sourcesFileSchema,
} from "./sources-schema.ts";
import { describeIssue, sourcesIssues } from "./sources-issues.ts";
import { ownedSystem } from "./owned-systems.ts";
import { itemOrThrow } from "../shared/collections.ts";

/** A source as declared, with where it and each of its systems are written. */
export interface LocatedSource {
  definition: SourceDefinition;
  location: SourceLocation;
  /** In the order of `systems`. */
  systemLocations: SourceLocation[];
  /** Where its `monitoring`'s file is written, when it writes one. */
  monitoringLocation?: SourceLocation;
}

export interface ParsedSources {
  file: string;
  sources: LocatedSource[];
  diagnostics: Diagnostic[];
}

type Path = readonly PropertyKey[];

export function parseSourcesText(text: string, file: string): ParsedSources {
  const lineCounter = new LineCounter();
  const at = (offset: number): SourceLocation => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line: Math.max(line, 1), column: col };
  };
  const fail = (diagnostics: Diagnostic[]): ParsedSources => ({ file, sources: [], diagnostics });
  const error = (offset: number, message: string): Diagnostic => ({
    severity: "error",
    message,
    location: at(offset),
  });
  const read = oneDocument(text, file, lineCounter, error);
  if ("problems" in read) return fail(read.problems);
  const { doc } = read;
  const raw: unknown = doc.toJS({ maxAliasCount: 0 });
  // reportInput: a message can tell a missing key from a value of the wrong type, and quote it.
  const checked = sourcesFileSchema.safeParse(raw, { reportInput: true });
  const locate = (definition: SourceDefinition, index: number): LocatedSource => ({
    definition,
    location: at(placeOf(doc, ["sources", index], []).offset),
    systemLocations: definition.systems.map((_, system) =>
      at(placeOf(doc, ["sources", index, "systems", system], []).offset),
    ),
    ...(monitoredSource(definition) === undefined
      ? {}
      : {
          monitoringLocation: at(placeOf(doc, ["sources", index, "monitoring", "file"], []).offset),
        }),
  });
  if (checked.success) {
    const sources = checked.data.sources.map(locate);
    return { file, sources, diagnostics: crossSourceProblems(sources) };
  }
  const placed = sourcesIssues(checked.error.issues).map((issue) => {
    const { offset, key } = placeOf(doc, issue.path, "keys" in issue ? issue.keys : []);
    return { offset, diagnostic: error(offset, describeIssue(issue, key)) };
  });
  // The entries that are right on their own still meet the rules across sources, so that a
  // system owned twice is not found only after every other mistake is fixed.
  const entries = (raw as { sources?: unknown } | null)?.sources;
  const valid = (Array.isArray(entries) ? entries : []).flatMap((entry, index) => {
    const parsed = sourceSchema.safeParse(entry);
    return parsed.success ? [locate(parsed.data, index)] : [];
  });
  // In the order of the file, as a reader goes through it.
  placed.sort((a, b) => a.offset - b.offset);
  return fail([...placed.map(({ diagnostic }) => diagnostic), ...crossSourceProblems(valid)]);
}

/** The file's one YAML document, or why it is none: no document or two, or broken syntax. */
function oneDocument(
  text: string,
  file: string,
  lineCounter: LineCounter,
  error: (offset: number, message: string) => Diagnostic,
): { doc: Document.Parsed } | { problems: Diagnostic[] } {
  const docs = parseYamlDocuments(text, lineCounter);
  // Exactly one document: a first and no second.
  const [doc, second] = docs;
  if (doc === undefined || second !== undefined) {
    return {
      problems: [
        error(
          second?.range[0] ?? 0,
          `${file} must hold exactly one YAML document (found ${docs.length}); start from "version: 1" and a "sources:" list`,
        ),
      ],
    };
  }
  const explained = explainSyntaxErrors(text, doc.errors);
  if (explained !== undefined) return { problems: [error(explained.offset, explained.message)] };
  const syntax = [...doc.errors, ...doc.warnings];
  if (syntax.length > 0) {
    return {
      problems: syntax.map((problem) => error(problem.pos[0], `invalid YAML: ${problem.message}`)),
    };
  }
  return { doc };
}

/** Where a problem is written: the node at `path`, its nearest written ancestor, or a bad key. */
function placeOf(
  doc: Document,
  path: Path,
  badKeys: readonly string[],
): { offset: number; key?: string } {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = doc.getIn(path.slice(0, depth) as unknown[], true) as Node | undefined;
    if (node === undefined || node === null) continue;
    if (depth === path.length && isMap(node) && badKeys.length > 0) {
      const pair = node.items.find(
        (item) => isScalar(item.key) && badKeys.includes(String(item.key.value)),
      );
      if (pair && isScalar(pair.key)) {
        return { offset: pair.key.range?.[0] ?? 0, key: String(pair.key.value) };
      }
    }
    return { offset: node.range?.[0] ?? 0 };
  }
  return { offset: 0 };
}

/** Two sources with one name, a cyber system with two owners, one directory inside another's. */
function crossSourceProblems(sources: readonly LocatedSource[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const names = new Map<string, LocatedSource>();
  const owners = new Map<string, { source: LocatedSource; location: SourceLocation }>();
  const error = (location: SourceLocation, message: string, related: SourceLocation): void => {
    diagnostics.push({ severity: "error", message, location, related: [related] });
  };
  for (const source of sources) {
    const { name } = source.definition;
    const first = names.get(name);
    if (first) {
      error(
        source.location,
        `two sources are named ${quote(name)} (first at ${formatLocation(first.location)}); rename one`,
        first.location,
      );
    } else names.set(name, source);
    source.definition.systems.map(ownedSystem).forEach(({ label }, index) => {
      // systemLocations was built with a location per system, in the same order.
      const location = itemOrThrow(source.systemLocations, index, "a source's systems");
      const owner = owners.get(nameKey(label));
      if (owner === undefined) {
        owners.set(nameKey(label), { source, location });
        return;
      }
      error(
        location,
        `cyber system ${quote(label)} is already owned by source ${quote(owner.source.definition.name)} (${formatLocation(owner.location)}); a system has one source: remove it from one of them`,
        owner.location,
      );
    });
  }
  diagnostics.push(...sharedMonitoringFiles(sources));
  for (const [index, source] of sources.entries()) {
    for (const other of sources.slice(0, index)) {
      if (!nested(source.definition.out, other.definition.out)) continue;
      error(
        source.location,
        `out ${quote(source.definition.out)} of source ${quote(source.definition.name)} overlaps out ${quote(other.definition.out)} of source ${quote(other.definition.name)} (${formatLocation(other.location)}); give each source its own directory`,
        other.location,
      );
    }
  }
  return diagnostics;
}

/**
 * A monitoring file two sources write: each sync would overwrite the other's observation. Paths
 * compare as written in the repository, ignoring "." parts, doubled slashes and case (one file on
 * a checkout that ignores case).
 */
function sharedMonitoringFiles(sources: readonly LocatedSource[]): Diagnostic[] {
  const writers = new Map<string, { name: string; location: SourceLocation }>();
  return sources.flatMap((source): Diagnostic[] => {
    const monitored = monitoredSource(source.definition);
    const location = source.monitoringLocation;
    if (monitored === undefined || location === undefined) return [];
    const { file } = monitored.monitoring;
    const key = directoryOf(file).toLowerCase();
    const first = writers.get(key);
    if (first === undefined) {
      writers.set(key, { name: monitored.name, location });
      return [];
    }
    return [
      {
        severity: "error",
        message: `monitoring file ${quote(file)} of source ${quote(monitored.name)} is the one source ${quote(first.name)} writes (${formatLocation(first.location)}); each sync would overwrite the other's observation: give each source its own file`,
        location,
        related: [first.location],
      },
    ];
  });
}

/** Whether one directory is the other or inside it. */
function nested(a: string, b: string): boolean {
  const left = directoryOf(a);
  const right = directoryOf(b);
  return left.startsWith(right) || right.startsWith(left);
}

/** "inventory/cmdb" and "./inventory/cmdb/" as one prefix: "inventory/cmdb/". */
export function directoryOf(out: string): string {
  const parts = out.split("/").filter((part) => part !== "" && part !== ".");
  return parts.length === 0 ? "" : `${parts.join("/")}/`;
}
