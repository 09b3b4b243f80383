// Reading `cip-sources.yaml`: the YAML read as strictly as inventory files, checked against the
// zod schema, every problem placed at file:line:column, then the rules across sources (one owner
// per cyber system, one directory per source).
import { type Document, isMap, isScalar, LineCounter, type Node } from "yaml";
import type { z } from "zod";
import type { Diagnostic, SourceLocation } from "../shared/diagnostics.ts";
import { formatLocation, quote } from "../shared/diagnostics.ts";
import { closestNames, nameKey } from "../shared/names.ts";
import { parseYamlDocuments } from "../inventory/yaml-reader.ts";
import { explainSyntaxErrors } from "../inventory/yaml-syntax.ts";
import {
  commonSourceKeysSchema,
  SOURCE_KIND_SCHEMAS,
  type SourceDefinition,
  type SourceKind,
  sourceSchema,
  sourcesFileSchema,
} from "./sources-schema.ts";
import { ownedSystem } from "./owned-systems.ts";

/** A source as declared, with where it and each of its systems are written. */
export interface LocatedSource {
  definition: SourceDefinition;
  location: SourceLocation;
  /** In the order of `systems`. */
  systemLocations: SourceLocation[];
}

export interface ParsedSources {
  file: string;
  sources: LocatedSource[];
  diagnostics: Diagnostic[];
}

type Path = readonly PropertyKey[];
type Issue = z.core.$ZodIssue;

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
  const docs = parseYamlDocuments(text, lineCounter);
  // Exactly one document: a first and no second.
  const [doc, second] = docs;
  if (doc === undefined || second !== undefined) {
    return fail([
      error(
        second?.range[0] ?? 0,
        `${file} must hold exactly one YAML document (found ${docs.length}); start from "version: 1" and a "sources:" list`,
      ),
    ]);
  }
  const explained = explainSyntaxErrors(text, doc.errors);
  if (explained !== undefined) return fail([error(explained.offset, explained.message)]);
  const syntax = [...doc.errors, ...doc.warnings];
  if (syntax.length > 0) {
    return fail(syntax.map((problem) => error(problem.pos[0], `invalid YAML: ${problem.message}`)));
  }
  const raw: unknown = doc.toJS({ maxAliasCount: 0 });
  // reportInput: a message can tell a missing key from a value of the wrong type, and quote it.
  const checked = sourcesFileSchema.safeParse(raw, { reportInput: true });
  const locate = (definition: SourceDefinition, index: number): LocatedSource => ({
    definition,
    location: at(placeOf(doc, ["sources", index], []).offset),
    systemLocations: definition.systems.map((_, system) =>
      at(placeOf(doc, ["sources", index, "systems", system], []).offset),
    ),
  });
  if (checked.success) {
    const sources = checked.data.sources.map(locate);
    return { file, sources, diagnostics: crossSourceProblems(sources) };
  }
  const issues = withoutMisspeltKeys(checked.error.issues.flatMap(withEntryIssues));
  const placed = issues.map((issue) => {
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

/** The keys only one kind has, by which an entry without a kind tells which it is. */
const KIND_KEYS: Record<SourceKind, readonly string[]> = {
  csv: ["file", "columns", "where"],
  netbox: ["url", "filters", "system", "type", "asset_name"],
  command: ["run", "env", "timeout_seconds"],
};

const SOURCE_KINDS = Object.keys(KIND_KEYS) as SourceKind[];

/**
 * zod stops at an entry whose kind matches none and says nothing of its other keys, so each fix
 * would bring the next layer of mistakes. The entry is checked again as the kind it most likely
 * means (the near miss of a misspelt kind, or the kind its keys belong to) or, failing that, for
 * the keys every kind has: every mistake of the entry at once.
 */
function withEntryIssues(issue: Issue): Issue[] {
  if (issue.code !== "invalid_union" || issue.discriminator !== "kind") return [issue];
  const entry = issue.input as Record<string, unknown>;
  const kind = likelyKind(entry);
  const rest = (kind === undefined ? commonSourceKeysSchema : SOURCE_KIND_SCHEMAS[kind]).safeParse(
    { ...entry, kind },
    { reportInput: true },
  );
  const at = issue.path.slice(0, -1);
  const others = rest.success ? [] : rest.error.issues;
  return [issue, ...others.map((other) => ({ ...other, path: [...at, ...other.path] }))];
}

/**
 * A misspelt key is a missing key too; its "did you mean" says both, so the missing key it
 * means is not reported again.
 */
function withoutMisspeltKeys(issues: readonly Issue[]): Issue[] {
  const meant = new Set(
    issues.flatMap((issue) =>
      issue.code === "unrecognized_keys"
        ? issue.keys.flatMap((key) =>
            closestNames(key, SOURCES_KEYS, 1).map((name) => pathText([...issue.path, name])),
          )
        : [],
    ),
  );
  return issues.filter(
    (issue) =>
      !(
        issue.code === "invalid_type" &&
        issue.input === undefined &&
        meant.has(pathText(issue.path))
      ),
  );
}

/** The kind an entry whose kind matches none most likely means, or undefined. */
function likelyKind(entry: Record<string, unknown>): SourceKind | undefined {
  if (typeof entry.kind === "string") {
    return closestNames(entry.kind, SOURCE_KINDS, 1)[0] as SourceKind | undefined;
  }
  if (entry.kind !== undefined) return undefined;
  const matching = SOURCE_KINDS.filter((kind) => KIND_KEYS[kind].some((key) => key in entry));
  return matching.length === 1 ? matching[0] : undefined;
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

/** Every key a sources file can hold, for the did-you-mean of an unknown one. */
const SOURCES_KEYS = [
  "version",
  "sources",
  "name",
  "kind",
  "systems",
  "out",
  "file",
  "columns",
  "system",
  "type",
  "types",
  "where",
  "url",
  "filters",
  "asset_name",
  "field",
  "map",
  "run",
  "env",
  "timeout_seconds",
  "cyber_system",
  "facility",
  "control_center",
];

function describeIssue(
  issue: { code: string; path: Path; message: string; input?: unknown; values?: unknown[] },
  badKey: string | undefined,
): string {
  const where = issue.path.length > 0 ? `${pathText(issue.path)}: ` : "";
  const fixIt = `${where}${issue.message.replace(/^Invalid input: /, "")}; fix the value`;
  switch (issue.code) {
    case "unrecognized_keys": {
      const [suggestion] = closestNames(badKey ?? "", SOURCES_KEYS, 1);
      return suggestion === undefined
        ? `${where}unknown key ${quote(badKey ?? "")}; remove it (the sources page of the manual lists the keys of each kind)`
        : `${where}unknown key ${quote(badKey ?? "")}; did you mean ${quote(suggestion)}?`;
    }
    case "invalid_union":
      if (issue.path.at(-2) === "systems") {
        return `${where}a system is its name (or id), or { cyber_system: NAME, facility: NAME } (or control_center: NAME) where the name repeats at another facility or control center; not ${valueText(issue.input)}`;
      }
      return kindOf(issue.input) === undefined
        ? missingKind(issue.path.slice(0, -1), likelyKind(issue.input as Record<string, unknown>))
        : `${where}must be csv, netbox or command${suggestionFor(kindOf(issue.input), SOURCE_KINDS)}`;
    case "invalid_value": {
      const values = (issue.values ?? []).map(String);
      if (issue.values?.some((value) => typeof value !== "string")) {
        return `${where}must be ${values.join(" or ")}, not ${valueText(issue.input)}; fix the value`;
      }
      const [suggestion] = closestNames(String(issue.input), values, 1);
      const choices = values.map((value) => quote(value)).join(", ");
      return suggestion === undefined
        ? `${where}${valueText(issue.input)} is not one of ${choices}; write one of them`
        : `${where}${valueText(issue.input)} is not one of ${choices}; did you mean ${quote(suggestion)}?`;
    }
    case "invalid_type":
      if (issue.input === undefined) {
        return `missing key ${quote(String(issue.path.at(-1)))} at ${pathText(issue.path.slice(0, -1)) || "the top"}; add it (the sources page of the manual lists the keys of each kind)`;
      }
      return `${where}must be ${TYPE_NAMES[String((issue as { expected?: string }).expected)] ?? "another type"}, not ${valueText(issue.input)}; ${TYPE_HINTS[String(issue.path.at(-1))] ?? "fix the value"}`;
    case "custom":
      // The schema's own words: a rule ("must ...") or a whole sentence that says what to write.
      return `${where}${issue.message}${issue.message.startsWith("must") ? "; fix the value" : ""}`;
    default:
      return fixIt;
  }
}

/** A source without `kind`, with the kind its other keys belong to when they tell. */
function missingKind(entry: Path, likely: SourceKind | undefined): string {
  const fix =
    likely === undefined
      ? "add it: csv, netbox or command"
      : `add kind: ${likely} (its other keys are those of a ${likely} source)`;
  return `missing key "kind" at ${pathText(entry)}; ${fix}`;
}

/** zod's type names in the words of the inventory's messages. */
const TYPE_NAMES: Record<string, string> = {
  array: "a list",
  object: "a map",
  record: "a map",
  string: "a text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
};

/** How to write a key whose value has the wrong type, where a plain "fix the value" is not enough. */
const TYPE_HINTS: Record<string, string> = {
  run: "write the program and its arguments as a list, for example run: [node, scripts/export-assets.mjs]",
  systems: "write a list, for example systems: [Alpha Protection]",
  env: "write a list of variable names, for example env: [SNOW_INSTANCE]",
};

/** The kind a source entry gives: zod reports the entry, not its kind, when no kind matches. */
function kindOf(input: unknown): unknown {
  return typeof input === "object" && input !== null ? (input as { kind?: unknown }).kind : input;
}

/** "; did you mean X?" when a text is a near miss of one of `choices`, else nothing. */
function suggestionFor(value: unknown, choices: readonly string[]): string {
  const [suggestion] = typeof value === "string" ? closestNames(value, choices, 1) : [];
  return suggestion === undefined ? "" : `; did you mean ${quote(suggestion)}?`;
}

/** A value as a message shows it: a text quoted, a list or map by what it is. */
function valueText(value: unknown): string {
  if (typeof value === "string") return `the text ${quote(value)}`;
  if (Array.isArray(value)) return "a list";
  if (value === null) return "an empty value";
  if (typeof value === "object") return "a map";
  return `${typeof value} ${String(value)}`;
}

function pathText(path: Path): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
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
      const location = source.systemLocations[index]!;
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
