// Reading YAML strictly, the way inventory files are read: YAML 1.2, keys as text, no anchors,
// aliases, tags or merge keys, duplicate keys named with both positions, and every problem located
// at file:line:column. FileParser (parse-inventory.ts) walks the inventory's structure on top.
import {
  type Document,
  isAlias,
  isMap,
  isNode,
  isScalar,
  isSeq,
  type LineCounter,
  type Node,
  parseAllDocuments,
  type Scalar,
  type YAMLError,
  type YAMLMap,
} from "yaml";
import { formatLocation, quote } from "../../shared/diagnostics.ts";
import { explainSyntaxErrors } from "./yaml-syntax.ts";
import type { Diagnostic, SourceLocation } from "../../shared/diagnostics.ts";

// YAML 1.2 core schema; keys are always taken as text; no merge keys; duplicate keys are found by
// the walk (which names both positions) rather than by the parser (which names one). `cip-sync fmt`
// reads with the same options, so that it sees the YAML the inventory parser sees.
export const PARSE_OPTIONS = {
  version: "1.2",
  schema: "core",
  merge: false,
  stringKeys: true,
  uniqueKeys: false,
  prettyErrors: false,
} as const;

export const ANCHORS_AND_ALIASES = "anchors and aliases are not supported; write the value out";
const MERGE_KEYS = "merge keys are not supported; write the keys out";
const MAX_DEPTH_MESSAGE =
  "the YAML nests too deeply to be read; no file cip-sync reads needs more than six levels (an inventory's deepest: the document, assets, an asset, its baseline, an item's list, an entry of it)";

/** The documents of a file's text, parsed with PARSE_OPTIONS and yaml's debug switches off. */
export function parseYamlDocuments(text: string, lineCounter: LineCounter): Document.Parsed[] {
  return withoutYamlDebugSwitches(() => parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter }));
}

/**
 * `process.env` as yaml's parser sees it: a plain copy, made once, without its debug switches.
 * yaml's parser reads `process.env.LOG_TOKENS` once per token, and each read of the real
 * `process.env` is a call into the environment (about 0.35 µs: 0.4 s of a 100,000-asset plan);
 * and with LOG_TOKENS or LOG_STREAM set it would print the inventory to standard output, into the
 * middle of `plan --format json`. Copied once, not per parse: a copy enumerates the whole
 * environment (0.27 s of `obligations` over 10,000 records, which parses a reviewed file for
 * most), and yaml reads no other variable.
 */
const YAML_ENVIRONMENT: NodeJS.ProcessEnv = (() => {
  const quiet = { ...process.env };
  delete quiet.LOG_TOKENS;
  delete quiet.LOG_STREAM;
  return quiet;
})();

/** Runs `parse` with `process.env` replaced by YAML_ENVIRONMENT: synchronous, so no other code sees it. */
function withoutYamlDebugSwitches<T>(parse: () => T): T {
  const environment = process.env;
  process.env = YAML_ENVIRONMENT;
  try {
    return parse();
  } finally {
    process.env = environment;
  }
}

/** Collects located diagnostics while a subclass walks a file's YAML nodes. */
export class StrictYamlReader {
  readonly diagnostics: Diagnostic[] = [];
  readonly #text: string;
  readonly #file: string;
  readonly #lineCounter: LineCounter;

  constructor(text: string, file: string, lineCounter: LineCounter) {
    this.#text = text;
    this.#file = file;
    this.#lineCounter = lineCounter;
  }

  at(offset: number): SourceLocation {
    const { line, col } = this.#lineCounter.linePos(offset);
    return { file: this.#file, line: Math.max(line, 1), column: col };
  }

  error(offset: number, message: string, related?: SourceLocation[]): void {
    const diagnostic: Diagnostic = { severity: "error", message, location: this.at(offset) };
    if (related) diagnostic.related = related;
    this.diagnostics.push(diagnostic);
  }

  /** A problem that does not stop the file from being read, at its place. */
  warning(offset: number, message: string): void {
    this.diagnostics.push({ severity: "warning", message, location: this.at(offset) });
  }

  /**
   * The one document of a file read whole (no walk of its own on top): its syntax and every node
   * checked, depth first, a map's pairs through entries() (duplicates, merge keys); undefined when
   * there is none or its syntax is broken. `oneDocument` says what to do with an extra one. The
   * caller refuses the file for any diagnostic.
   */
  checkedDocument(docs: Document.Parsed[], oneDocument: string): Document.Parsed | undefined {
    const [doc, extra] = docs;
    if (doc === undefined) return undefined;
    if (extra !== undefined) this.error(extra.range[0], oneDocument);
    if (!this.yamlProblems(doc, 0)) return undefined;
    const pending: unknown[] = [doc.contents];
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
      if (!isNode(node) || !this.plainNode(node)) continue;
      if (isMap(node)) for (const { value } of this.entries(node)) pending.push(value);
      else if (isSeq(node)) pending.push(...node.items);
    }
    return doc;
  }

  /**
   * Reports the parser's errors and warnings and the %YAML directive; false when the document has
   * a syntax error, after which its structure is unreliable and walking it would only add echoes.
   */
  protected yamlProblems(doc: Document.Parsed, previousEnd: number): boolean {
    const problems: YAMLError[] = [...doc.errors, ...doc.warnings];
    const exhausted = problems.find((problem) => problem.code === "RESOURCE_EXHAUSTION");
    if (exhausted) {
      // yaml reports where the stack ran out, which moves with how warm the process is; the first
      // collection one level too deep is where the document goes wrong, the same in every run.
      this.error(firstTooDeep(doc.contents) ?? exhausted.pos[0], MAX_DEPTH_MESSAGE);
      return false;
    }
    // Where the text shows the mistake (an indentation, a colon, a quote), one message says it there.
    const explained = explainSyntaxErrors(this.#text, doc.errors);
    if (explained !== undefined) {
      this.error(explained.offset, explained.message);
      return false;
    }
    let walkable = true;
    const seen = new Set<string>();
    // A tab in the indentation makes the parser misread the rest of its line and the lines after
    // it (a compact mapping, an implicit key over two lines): one message says it, at each tab.
    const tabs = problems.filter((problem) => problem.code === "TAB_AS_INDENT");
    const firstTab = tabs.length === 0 ? undefined : Math.min(...tabs.map(({ pos }) => pos[0]));
    for (const problem of problems) {
      const message = this.#yamlMessage(problem);
      if (message === undefined) continue;
      const key = `${problem.pos[0]}:${message}`;
      if (seen.has(key)) continue;
      if (
        firstTab !== undefined &&
        problem.code !== "TAB_AS_INDENT" &&
        this.at(problem.pos[0]).line >= this.at(firstTab).line
      )
        continue;
      seen.add(key);
      this.error(problem.pos[0], message);
      walkable &&= problem.code === "NON_STRING_KEY" || doc.warnings.includes(problem);
    }
    if (doc.directives.yaml.explicit) this.#yamlDirective(doc, previousEnd);
    return walkable;
  }

  /** The message for a problem the parser found; undefined for those the walk reports better. */
  #yamlMessage(problem: YAMLError): string | undefined {
    switch (problem.code) {
      case "TAG_RESOLVE_FAILED":
        return undefined; // #plainNode: "YAML tags are not supported"
      case "BAD_DIRECTIVE":
        return problem.message.includes("YAML version")
          ? undefined
          : `invalid YAML: ${problem.message}`;
      case "TAB_AS_INDENT":
        return "invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)";
      case "NON_STRING_KEY":
        return this.#text.startsWith("*", problem.pos[0])
          ? ANCHORS_AND_ALIASES
          : "a key must be plain text, not a list, a map or a tagged value; write the name as text before the colon";
      default:
        return `invalid YAML: ${problem.message}`;
    }
  }

  #yamlDirective(doc: Document.Parsed, previousEnd: number): void {
    // The document keeps the version but not where the directive was written: it is in the
    // directives prologue, between the previous document and this one's start.
    const prologue = this.#text.slice(previousEnd, doc.range[0]);
    const match = /^%YAML[ \t]+(\S*)/m.exec(prologue);
    const version = match?.[1] ?? doc.directives.yaml.version;
    if (version === "1.2") return;
    this.error(
      previousEnd + (match?.index ?? 0),
      `%YAML ${version} is not supported: inventory files are YAML 1.2 (where yes, no, on and off are text and 012 is not an octal number); remove the %YAML directive`,
    );
  }

  /** Reports anchors, aliases and tags on a node the walk reads; false when it is an alias. */
  protected plainNode(node: Node): boolean {
    if (isAlias(node)) {
      this.error(nodeStart(node), ANCHORS_AND_ALIASES);
      return false;
    }
    if (node.anchor !== undefined) {
      this.error(propertyStart(this.#text, node, `&${node.anchor}`), ANCHORS_AND_ALIASES);
    }
    if (node.tag !== undefined) {
      this.error(
        propertyStart(this.#text, node, "!"),
        `YAML tags are not supported (found ${quote(node.tag.replace(/^tag:yaml\.org,2002:/, "!!"))}); remove the tag, and quote the value to make it text`,
      );
    }
    return true;
  }

  /**
   * The pairs of a map with a text key, minus duplicates (reported with both positions) and merge
   * keys. Keys that are not text were reported by the parser (NON_STRING_KEY) and are skipped.
   */
  protected *entries(
    map: YAMLMap<unknown, unknown>,
  ): Generator<{ key: Scalar; keyText: string; value: unknown }> {
    const seen = new Map<string, number>();
    for (const pair of map.items) {
      const key = pair.key;
      if (!isScalar(key) || typeof key.value !== "string") continue;
      if (key.anchor !== undefined) {
        this.error(propertyStart(this.#text, key, `&${key.anchor}`), ANCHORS_AND_ALIASES);
      }
      const keyText = key.value;
      const keyOffset = nodeStart(key);
      if (keyText === "<<" && key.type === "PLAIN") {
        this.error(keyOffset, MERGE_KEYS);
        continue;
      }
      const first = seen.get(keyText);
      if (first !== undefined) {
        const firstAt = this.at(first);
        this.error(
          keyOffset,
          `duplicate key ${quote(keyText)} (first written at ${formatLocation(firstAt)}); keep one`,
          [firstAt],
        );
        continue;
      }
      seen.set(keyText, keyOffset);
      yield { key, keyText, value: pair.value };
    }
  }
}

/**
 * Where a parsed value starts in its text. The yaml library types a map's or a list's values
 * `unknown`, so this checks it was given a node (what the parser makes of every value) rather than
 * each reader asserting so; a value with no place of its own starts the text.
 */
export function nodeStart(value: unknown): number {
  return isNode(value) ? (value.range?.[0] ?? 0) : 0;
}

/**
 * Where, in `text`, a node's anchor (`&name`) or tag (`!tag`) is written: before the node itself,
 * which is where yaml's range starts. On the error path only.
 */
export function propertyStart(text: string, node: Node, marker: string): number {
  let written = text.lastIndexOf(marker, nodeStart(node));
  if (written < 0) return nodeStart(node);
  while (text[written - 1] === marker) written -= 1; // the first "!" of "!!int"
  return written;
}

/**
 * The deepest nesting a valid file has: an inventory's document map, assets map, an asset's map,
 * its baseline map, a baseline item's list, and an entry of it (a port). The policy file nests
 * less. A collection deeper than this is where a file that exhausted the parser goes wrong; with
 * a smaller limit, a document with baselines would be blamed at its first valid baseline.
 */
const DOCUMENT_LEVELS = 6;

/** The offset of the first collection, in document order, nested deeper than DOCUMENT_LEVELS. */
function firstTooDeep(contents: unknown): number | undefined {
  // Depth-first in document order, never deeper than one level past the limit.
  const pending: { node: unknown; depth: number }[] = [{ node: contents, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, depth } = next;
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth > DOCUMENT_LEVELS) return nodeStart(node);
    const children = isMap(node) ? node.items.map((pair) => pair.value) : node.items;
    for (let index = children.length - 1; index >= 0; index--) {
      pending.push({ node: children[index], depth: depth + 1 });
    }
  }
  return undefined;
}

/** The text of a scalar as written (after YAML quoting and escapes), never its implicit type. */
export function scalarText(scalar: Scalar): string {
  return scalar.source ?? String(scalar.value);
}

/** "a list", "a map" or "the text 'x'": what was found where something else was expected. */
export function describeValue(node: Node): string {
  if (isSeq(node)) return "a list";
  if (isMap(node)) return "a map";
  return isScalar(node) ? `the text ${quote(scalarText(node))}` : "an alias";
}

/** A plain scalar with no text: an omitted value (`key:`), not an explicit `''`. */
export function isEmptyPlain(scalar: Scalar): boolean {
  return scalar.type === "PLAIN" && scalarText(scalar) === "";
}
