// The words of cip-sources.yaml's problems: zod's issues made into the inventory's style (the
// type a key expects, did-you-mean for a key or value, how to write it), and the issues zod leaves
// out of an entry whose kind it could not match.
import type { z } from "zod";
import { quote } from "../shared/diagnostics.ts";
import { closestNames, compareCodePoints } from "../shared/names.ts";
import {
  commonSourceKeysSchema,
  SOURCE_KIND_SCHEMAS,
  type SourceKind,
  sourcesJsonSchema,
} from "./sources-schema.ts";
import { URL_CREDENTIALS_ISSUE, urlHoldsCredentials } from "./platforms/platform-keys.ts";

type Path = readonly PropertyKey[];
type Issue = z.core.$ZodIssue;

/**
 * zod's issues of the file, each entry's complete, a misspelt key reported once, an address that
 * holds credentials reported for them alone.
 */
export function sourcesIssues(issues: readonly Issue[]): Issue[] {
  const split = issues.flatMap(withEntryIssues).flatMap(eachUnknownKey);
  return withoutCredentialEchoes(withoutMisspeltKeys(split));
}

/** zod reports a map's unknown keys as one issue: each is one mistake, reported at its place. */
function eachUnknownKey(issue: Issue): Issue[] {
  if (issue.code !== "unrecognized_keys" || issue.keys.length < 2) return [issue];
  return issue.keys.map((key) => ({ ...issue, keys: [key] }));
}

/**
 * An address holding a user name or password is reported for that, at its place, and by no other
 * issue: the others (not a web address, another scheme) would quote it whole.
 */
function withoutCredentialEchoes(issues: readonly Issue[]): Issue[] {
  const held = new Set(
    issues
      .filter(
        (issue) =>
          issue.code === "custom" &&
          (issue.params as { kind?: unknown } | undefined)?.kind === URL_CREDENTIALS_ISSUE,
      )
      .map((issue) => pathText(issue.path)),
  );
  return issues.filter(
    (issue) => !(issue.code === "invalid_format" && held.has(pathText(issue.path))),
  );
}

/** The keys only one kind has, by which an entry without a kind tells which it is. */
const KIND_KEYS: Record<SourceKind, readonly string[]> = {
  csv: ["file", "columns", "where"],
  netbox: ["filters"],
  servicenow: ["table", "query"],
  "tenable-ot": ["search", "filter", "include_hidden"],
  nozomi: ["condition"],
  command: ["run", "env", "timeout_seconds"],
};

const SOURCE_KINDS = Object.keys(KIND_KEYS) as SourceKind[];

/** "csv, netbox, ... or command", as a message lists the kinds. */
const KIND_LIST = `${SOURCE_KINDS.slice(0, -1).join(", ")} or ${SOURCE_KINDS.at(-1) ?? ""}`;

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
        ? issue.keys.flatMap((key) => {
            const meant = meantKey(key, issue);
            return meant === undefined ? [] : [pathText([...issue.path, meant])];
          })
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

/**
 * The key an unknown key most likely means, never the key itself: first among the keys of its
 * source's kind where it is a key of a source, then among every key a sources file can hold.
 */
function meantKey(key: string, issue: { path: Path; input?: unknown }): string | undefined {
  const kind = entryKind(issue);
  const closest = (keys: readonly string[]) =>
    closestNames(
      key,
      keys.filter((candidate) => candidate !== key),
      1,
    )[0];
  return (
    (kind === undefined ? undefined : closest(Object.keys(SOURCE_KIND_SCHEMAS[kind].shape))) ??
    closest(sourcesKeys())
  );
}

/** The kind of the source an issue is about, when it is about a source's own keys. */
function entryKind(issue: { path: Path; input?: unknown }): SourceKind | undefined {
  if (issue.path.length !== 2 || issue.path[0] !== "sources") return undefined;
  const kind = (issue.input as { kind?: unknown } | null | undefined)?.kind;
  return typeof kind === "string" && Object.hasOwn(SOURCE_KIND_SCHEMAS, kind)
    ? (kind as SourceKind)
    : undefined;
}

let everyKey: string[] | undefined;

/** Every key a sources file can hold, from its JSON Schema: made once, for a misspelt key. */
function sourcesKeys(): string[] {
  everyKey ??= [...keysOf(sourcesJsonSchema(), new Set())].sort(compareCodePoints);
  return everyKey;
}

function keysOf(node: unknown, into: Set<string>): Set<string> {
  if (typeof node !== "object" || node === null) return into;
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties" && typeof value === "object" && value !== null) {
      for (const name of Object.keys(value)) into.add(name);
    }
    keysOf(value, into);
  }
  return into;
}

/** The fields of zod's issues that the messages use. */
interface IssueFacts {
  code: string;
  path: Path;
  message: string;
  input?: unknown;
  values?: unknown[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
}

export function describeIssue(issue: IssueFacts, badKey: string | undefined): string {
  const where = issue.path.length > 0 ? `${pathText(issue.path)}: ` : "";
  const fixIt = `${where}${issue.message.replace(/^Invalid input: /, "")}; fix the value`;
  switch (issue.code) {
    case "unrecognized_keys": {
      const key = badKey ?? "";
      const suggestion = meantKey(key, issue);
      const kind = entryKind(issue);
      // "types" is a csv or command source's: the other kinds map their values under type.
      const mapped =
        key === "types" && kind !== undefined && "type" in SOURCE_KIND_SCHEMAS[kind].shape
          ? ` A ${kind} source maps its type values as type: { field: FIELD, map: { VALUE: hardware } }`
          : "";
      return suggestion === undefined
        ? `${where}unknown key ${quote(key)}; remove it (the sources page of the manual lists the keys of each kind)`
        : `${where}unknown key ${quote(key)}; did you mean ${quote(suggestion)}?${mapped}`;
    }
    case "invalid_union":
      if (issue.path.at(-2) === "systems") {
        return `${where}a system is its name (or id), or { cyber_system: NAME, facility: NAME } (or control_center: NAME) where the name repeats at another facility or control center; not ${valueText(issue.input)}`;
      }
      return kindOf(issue.input) === undefined
        ? missingKind(issue.path.slice(0, -1), likelyKind(issue.input as Record<string, unknown>))
        : `${where}must be ${KIND_LIST}${suggestionFor(kindOf(issue.input), SOURCE_KINDS)}`;
    case "invalid_value": {
      if (issue.input === undefined) return missingKey(issue.path);
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
      if (issue.input === undefined) return missingKey(issue.path);
      return `${where}must be ${TYPE_NAMES[String((issue as { expected?: string }).expected)] ?? "another type"}, not ${valueText(issue.input)}; ${hintFor(issue.path)}`;
    case "too_small":
    case "too_big":
    case "invalid_format":
      return `${where}${ruleOf(issue)}; ${hintFor(issue.path)}`;
    case "custom":
      // The schema's own words: a rule ("must ...") or a whole sentence that says what to write.
      return `${where}${issue.message}${issue.message.startsWith("must") ? "; fix the value" : ""}`;
    default:
      return fixIt;
  }
}

/** A key the schema requires and the file leaves out (`version` has one value: it is shown). */
function missingKey(path: Path): string {
  const key = String(path.at(-1));
  const fix =
    key === "version"
      ? "add version: 1 as the first line"
      : "add it (the sources page of the manual lists the keys of each kind)";
  return `missing key ${quote(key)} at ${pathText(path.slice(0, -1)) || "the top"}; ${fix}`;
}

/** A source without `kind`, with the kind its other keys belong to when they tell. */
function missingKind(entry: Path, likely: SourceKind | undefined): string {
  const fix =
    likely === undefined
      ? `add it: ${KIND_LIST}`
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

/** How to write a key's value, where a plain "fix the value" is not enough. */
const HINTS: Record<string, string> = {
  run: "write the program and its arguments as a list, for example run: [node, scripts/export-assets.mjs]",
  systems: "write a list, for example systems: [Alpha Protection]",
  env: "write a list of variable names, for example env: [CLAROTY_URL]",
  sources: "write a list, each source starting with - name: (see docs/sources.md)",
  columns:
    "name the header of each column, for example columns: { name: hostname, system: cip_system, type: asset_class }",
  types:
    "map each of the source's type values to hardware or software, for example types: { RTU: hardware, Application: software }",
  map: "map each of the platform's type values to hardware or software, for example map: { rtu: hardware }",
  url: "write the platform's base address, for example url: https://netbox.example.internal",
  file: "write the CSV file's path in the repository, for example file: exports/ot-assets.csv",
  timeout_seconds: "write a whole number of seconds from 1 to 3600, or leave the key out for 120",
};

/** The hint for the key a path ends in (a list item's key: `env[0]` is `env`). */
function hintFor(path: Path): string {
  const key = path.findLast((part) => typeof part === "string");
  return HINTS[String(key)] ?? "fix the value";
}

/** A limit or format zod found broken, as a rule of the key: "must not be empty". */
function ruleOf(issue: IssueFacts): string {
  const { code, origin, input } = issue;
  if (code === "invalid_format") {
    if (issue.format === "url") {
      // Never quoted when it holds a user name or password: that issue is reported on its own.
      const shown =
        typeof input === "string" && urlHoldsCredentials(input) ? "" : `, not ${valueText(input)}`;
      return `must be a web address starting with https:// (or http:// on loopback)${shown}`;
    }
    if (issue.path.includes("env")) {
      return `must be an environment variable's name (letters, digits and _, not starting with a digit), not ${valueText(input)}`;
    }
    return `${issue.message}, not ${valueText(input)}`;
  }
  if (origin === "string") return "must not be empty";
  if (origin === "array") return "must list at least one, not an empty list";
  const limit = code === "too_small" ? `at least ${issue.minimum}` : `at most ${issue.maximum}`;
  return `must be ${limit}, not ${valueText(input)}`;
}

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

export function pathText(path: Path): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}
