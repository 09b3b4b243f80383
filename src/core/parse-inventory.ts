// One inventory file's text -> inventory documents, with every problem located at file:line:column.
// The walk reads YAML nodes rather than the plain value so that (1) a name is exactly the text the
// user wrote (a plain `0x1F`, `012` or `~` is that text, never 31, 12 or null), (2) each problem
// points at its node, and (3) all problems of a file are reported in one pass.
import {
  type Document,
  isAlias,
  isMap,
  isNode,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseAllDocuments,
  type Scalar,
  type YAMLError,
  type YAMLMap,
} from "yaml";
import {
  ASSET_DETAIL_KEYS,
  DOCUMENT_KEYS,
  FORBIDDEN_NAME_CHARACTER,
  MAX_NAME_LENGTH,
} from "./inventory-schema.ts";
import {
  ASSET_TYPES,
  type AssetType,
  type DeclaredAsset,
  type Diagnostic,
  type InventoryDocument,
  type Located,
  type SourceLocation,
} from "./model.ts";
import { closestNames } from "./names.ts";
import { compareDiagnostics, formatLocation } from "./diagnostics.ts";
import { readPlainInventory } from "./plain-inventory.ts";

export interface ParsedInventoryText {
  /**
   * Every document whose cyber_system and assets could be read, with the assets that could be
   * read. When `diagnostics` holds errors this is a partial picture, good for further checks only.
   */
  documents: InventoryDocument[];
  diagnostics: Diagnostic[];
}

// YAML 1.2 core schema; keys are always taken as text; no merge keys; duplicate keys are found by
// the walk (which names both positions) rather than by the parser (which names one).
const PARSE_OPTIONS = {
  version: "1.2",
  schema: "core",
  merge: false,
  stringKeys: true,
  uniqueKeys: false,
  prettyErrors: false,
} as const;

const ANCHORS_AND_ALIASES = "anchors and aliases are not supported; write the value out";
const MERGE_KEYS = "merge keys are not supported; write the keys out";
const MAX_DEPTH_MESSAGE =
  "the YAML nests too deeply to be read; an inventory document needs only three levels (document, assets, asset details)";
const TRAILING_OR_LEADING_SPACE = /^\s|\s$/;

/** What a name field is, for messages: its label and what should be written there. */
interface NameField {
  label: string;
  hint: string;
}

const ASSET_NAME: NameField = { label: "asset name", hint: "the asset's name before the colon" };
const REFERENCE_FIELDS = {
  cyber_system: {
    label: "cyber_system",
    hint: "the name or id (cs_...) of an existing cyber system",
  },
  facility: {
    label: "facility",
    hint: "the name or id (fac_...) of the facility that owns the cyber system",
  },
  control_center: {
    label: "control_center",
    hint: "the name or id (cc_...) of the control center that owns the cyber system",
  },
  renamed_from: {
    label: "renamed_from",
    hint: "the current name of the live asset to rename",
  },
} satisfies Record<string, NameField>;

export function parseInventoryText(text: string, file: string): ParsedInventoryText {
  const documents = readPlainInventory(text, file);
  return documents === undefined ? parseInventoryYaml(text, file) : { documents, diagnostics: [] };
}

/** The YAML walk alone: what parseInventoryText does with a file that is not plain. */
export function parseInventoryYaml(text: string, file: string): ParsedInventoryText {
  const lineCounter = new LineCounter();
  const docs = withoutYamlDebugSwitches(() =>
    parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter }),
  );
  const parser = new FileParser(text, file, lineCounter);
  if (docs.length === 0) {
    parser.error(
      0,
      "this file declares nothing (no YAML document); declare a cyber system (cyber_system and assets) or delete the file: an empty file is never read as an empty inventory",
    );
  }
  let previousEnd = 0;
  for (const doc of docs) {
    parser.document(doc, previousEnd);
    previousEnd = doc.range[2];
  }
  return { documents: parser.documents, diagnostics: parser.diagnostics.sort(compareDiagnostics) };
}

/**
 * Runs `parse` with `process.env` replaced by a plain copy that lacks yaml's debug switches.
 * yaml's parser reads `process.env.LOG_TOKENS` once per token, and each read of the real
 * `process.env` is a call into the environment (about 0.35 µs: 0.4 s of a 100,000-asset plan);
 * and with LOG_TOKENS or LOG_STREAM set it would print the inventory to standard output, into the
 * middle of `plan --format json`. The parse is synchronous, so no other code sees the copy.
 */
function withoutYamlDebugSwitches<T>(parse: () => T): T {
  const environment = process.env;
  const quiet = { ...environment };
  delete quiet.LOG_TOKENS;
  delete quiet.LOG_STREAM;
  process.env = quiet;
  try {
    return parse();
  } finally {
    process.env = environment;
  }
}

class FileParser {
  readonly documents: InventoryDocument[] = [];
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

  document(doc: Document.Parsed, previousEnd: number): void {
    if (!this.#yamlProblems(doc, previousEnd)) return;
    const contents = doc.contents;
    if (contents === null || (isScalar(contents) && isEmptyPlain(contents))) {
      this.error(
        doc.range[0],
        "empty YAML document; declare a cyber system here (cyber_system and assets) or remove the extra '---'",
      );
      return;
    }
    if (!this.#plainNode(contents)) return;
    if (!isMap(contents)) {
      this.error(
        nodeStart(contents),
        `a document must be a map with the keys cyber_system and assets, not ${describeValue(contents)}; see "The inventory format" in the README`,
      );
      return;
    }
    this.#documentMap(contents);
  }

  /**
   * Reports the parser's errors and warnings and the %YAML directive; false when the document has
   * a syntax error, after which its structure is unreliable and walking it would only add echoes.
   */
  #yamlProblems(doc: Document.Parsed, previousEnd: number): boolean {
    const problems: YAMLError[] = [...doc.errors, ...doc.warnings];
    const exhausted = problems.find((problem) => problem.code === "RESOURCE_EXHAUSTION");
    if (exhausted) {
      this.error(exhausted.pos[0], MAX_DEPTH_MESSAGE);
      return false;
    }
    let walkable = true;
    const seen = new Set<string>();
    for (const problem of problems) {
      const message = this.#yamlMessage(problem);
      if (message === undefined) continue;
      const key = `${problem.pos[0]}:${message}`;
      if (seen.has(key)) continue;
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
  #plainNode(node: Node): boolean {
    if (isAlias(node)) {
      this.error(nodeStart(node), ANCHORS_AND_ALIASES);
      return false;
    }
    if (node.anchor !== undefined) {
      this.error(this.#propertyStart(node, `&${node.anchor}`), ANCHORS_AND_ALIASES);
    }
    if (node.tag !== undefined) {
      this.error(
        this.#propertyStart(node, "!"),
        `YAML tags are not supported (found ${quote(node.tag.replace(/^tag:yaml\.org,2002:/, "!!"))}); remove the tag, and quote the value to make it text`,
      );
    }
    return true;
  }

  /**
   * Where a node's anchor (`&name`) or tag (`!tag`) is written: before the node itself, which is
   * where yaml's range starts. On the error path only.
   */
  #propertyStart(node: Node, marker: string): number {
    let written = this.#text.lastIndexOf(marker, nodeStart(node));
    if (written < 0) return nodeStart(node);
    while (this.#text[written - 1] === marker) written -= 1; // the first "!" of "!!int"
    return written;
  }

  #documentMap(map: YAMLMap<unknown, unknown>): void {
    const firstKey = map.items[0]?.key;
    const start = isNode(firstKey) ? nodeStart(firstKey) : nodeStart(map);
    let cyberSystem: Located<string> | undefined;
    let facility: Located<string> | undefined;
    let controlCenter: Located<string> | undefined;
    let facilityKey: number | undefined;
    let controlCenterKey: number | undefined;
    let prune = true;
    let assets: DeclaredAsset[] | undefined;
    let assetsLocation: SourceLocation | undefined;

    for (const { key, keyText, value } of this.#entries(map)) {
      const keyOffset = nodeStart(key);
      switch (keyText) {
        case "cyber_system":
          cyberSystem = this.#name(value, keyOffset, REFERENCE_FIELDS.cyber_system);
          break;
        case "facility":
          facilityKey = keyOffset;
          facility = this.#name(value, keyOffset, REFERENCE_FIELDS.facility);
          break;
        case "control_center":
          controlCenterKey = keyOffset;
          controlCenter = this.#name(value, keyOffset, REFERENCE_FIELDS.control_center);
          break;
        case "prune":
          prune = this.#prune(value, keyOffset) ?? prune;
          break;
        case "assets":
          assetsLocation = this.at(keyOffset);
          assets = this.#assets(value, keyOffset);
          break;
        default:
          this.#unknownKey(key, keyText, DOCUMENT_KEYS, "the keys of a document are");
      }
    }

    if (facilityKey !== undefined && controlCenterKey !== undefined) {
      const [first, second] = [facilityKey, controlCenterKey].sort((a, b) => a - b) as [
        number,
        number,
      ];
      this.error(
        second,
        "facility and control_center are both set; a cyber system belongs to one of them: remove the other",
        [this.at(first)],
      );
    }
    if (!map.items.some((pair) => isScalar(pair.key) && pair.key.value === "cyber_system")) {
      this.error(
        start,
        "missing key 'cyber_system': write the name or id (cs_...) of the existing cyber system whose assets this document declares",
      );
    }
    if (!map.items.some((pair) => isScalar(pair.key) && pair.key.value === "assets")) {
      this.error(
        start,
        "missing key 'assets': list the assets of the cyber system (name: hardware or software), or write 'assets: {}' for a cyber system with no assets",
      );
    }
    if (cyberSystem === undefined || assets === undefined || assetsLocation === undefined) return;
    const document: InventoryDocument = {
      location: this.at(start),
      cyberSystem,
      prune,
      assets,
      assetsLocation,
    };
    if (facility) document.facility = facility;
    if (controlCenter) document.controlCenter = controlCenter;
    this.documents.push(document);
  }

  /**
   * The pairs of a map with a text key, minus duplicates (reported with both positions) and merge
   * keys. Keys that are not text were reported by the parser (NON_STRING_KEY) and are skipped.
   */
  *#entries(
    map: YAMLMap<unknown, unknown>,
  ): Generator<{ key: Scalar; keyText: string; value: unknown }> {
    const seen = new Map<string, number>();
    for (const pair of map.items) {
      const key = pair.key;
      if (!isScalar(key) || typeof key.value !== "string") continue;
      if (key.anchor !== undefined) {
        this.error(this.#propertyStart(key, `&${key.anchor}`), ANCHORS_AND_ALIASES);
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

  #unknownKey(key: Scalar, keyText: string, known: readonly string[], listIntro: string): void {
    const [suggestion] = closestNames(keyText, known, 1);
    this.error(
      nodeStart(key),
      suggestion === undefined
        ? `unknown key ${quote(keyText)}; ${listIntro} ${listOf(known)}`
        : `unknown key ${quote(keyText)}; did you mean ${quote(suggestion)}?`,
    );
  }

  /** A name written as a value: exactly its text, checked; undefined after reporting a problem. */
  #name(value: unknown, keyOffset: number, field: NameField): Located<string> | undefined {
    if (!isNode(value)) {
      this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
      return undefined;
    }
    if (!this.#plainNode(value)) return undefined;
    const offset = nodeStart(value);
    if (!isScalar(value)) {
      this.error(
        offset,
        `${field.label} must be a name, not ${describeValue(value)}; write ${field.hint}`,
      );
      return undefined;
    }
    const name = scalarText(value);
    if (name === "" && value.type === "PLAIN") {
      this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
      return undefined;
    }
    if (!this.#checkName(name, offset, field)) return undefined;
    return { value: name, location: this.at(offset) };
  }

  /** Reports what is wrong with a name; true when nothing is. Cheap when the name is fine. */
  #checkName(name: string, offset: number, field: NameField): boolean {
    const forbidden = FORBIDDEN_NAME_CHARACTER.exec(name);
    if (forbidden) {
      const codePoint = forbidden[0].codePointAt(0) ?? 0;
      const position = [...name.slice(0, forbidden.index)].length + 1;
      this.error(
        offset,
        `${field.label} ${quote(name)} contains ${describeCharacter(codePoint)} at character ${position}; remove it`,
      );
      return false;
    }
    if (name.trim() === "") {
      this.error(offset, `${field.label} is empty; write ${field.hint}`);
      return false;
    }
    if (TRAILING_OR_LEADING_SPACE.test(name)) {
      this.error(
        offset,
        `${field.label} ${quote(name)} has leading or trailing whitespace; remove it (quotes keep spaces)`,
      );
      return false;
    }
    if (name.length > MAX_NAME_LENGTH) {
      const length = [...name].length;
      if (length > MAX_NAME_LENGTH) {
        this.error(
          offset,
          `${field.label} is ${length} characters long; the limit is ${MAX_NAME_LENGTH}: shorten it`,
        );
        return false;
      }
    }
    return true;
  }

  #prune(value: unknown, keyOffset: number): boolean | undefined {
    if (!isNode(value) || (isScalar(value) && isEmptyPlain(value))) {
      this.error(keyOffset, "prune has no value; write true or false");
      return undefined;
    }
    if (!this.#plainNode(value)) return undefined;
    if (isScalar(value) && typeof value.value === "boolean") return value.value;
    this.error(
      nodeStart(value),
      `prune must be true or false (without quotes), not ${describeValue(value)}`,
    );
    return undefined;
  }

  #assets(value: unknown, keyOffset: number): DeclaredAsset[] | undefined {
    if (!isNode(value) || (isScalar(value) && isEmptyPlain(value))) {
      this.error(
        keyOffset,
        "assets has no value; list the assets (name: hardware or software), or write 'assets: {}' for a cyber system with no assets",
      );
      return undefined;
    }
    if (!this.#plainNode(value)) return undefined;
    if (!isMap(value)) {
      this.error(
        nodeStart(value),
        `assets must be a map of asset name to type (name: hardware or software), not ${describeValue(value)}`,
      );
      return undefined;
    }
    const assets: DeclaredAsset[] = [];
    for (const { key, keyText, value: assetValue } of this.#entries(value)) {
      const keyOffset = nodeStart(key);
      const nameOk = this.#checkName(keyText, keyOffset, ASSET_NAME);
      const asset = this.#asset(keyText, keyOffset, assetValue);
      if (nameOk && asset) assets.push(asset);
    }
    return assets;
  }

  #asset(name: string, keyOffset: number, value: unknown): DeclaredAsset | undefined {
    if (isNode(value) && !this.#plainNode(value)) return undefined;
    if (isMap(value)) return this.#assetDetails(name, keyOffset, value);
    if (isSeq(value)) {
      this.error(
        nodeStart(value),
        `asset ${quote(name)} must be hardware, software, or a map with type (and renamed_from), not a list`,
      );
      return undefined;
    }
    const type = this.#assetType(name, keyOffset, value);
    return type === undefined ? undefined : { name, type, location: this.at(keyOffset) };
  }

  #assetDetails(
    name: string,
    keyOffset: number,
    details: YAMLMap<unknown, unknown>,
  ): DeclaredAsset | undefined {
    let type: AssetType | undefined;
    let hasType = false;
    let renamedFrom: Located<string> | undefined;
    let valid = true;
    for (const { key, keyText, value } of this.#entries(details)) {
      const detailKeyOffset = nodeStart(key);
      switch (keyText) {
        case "type":
          hasType = true;
          if (!isNode(value) || this.#plainNode(value)) {
            type = this.#assetType(name, detailKeyOffset, value);
          }
          break;
        case "renamed_from":
          renamedFrom = this.#name(value, detailKeyOffset, REFERENCE_FIELDS.renamed_from);
          valid &&= renamedFrom !== undefined;
          break;
        default:
          valid = false;
          this.#unknownKey(
            key,
            keyText,
            ASSET_DETAIL_KEYS,
            "an asset written as a map has the keys",
          );
      }
    }
    if (!hasType) {
      this.error(
        keyOffset,
        `asset ${quote(name)} has no type; add 'type: hardware' or 'type: software'`,
      );
    }
    if (!valid || type === undefined) return undefined;
    const asset: DeclaredAsset = { name, type, location: this.at(keyOffset) };
    if (renamedFrom) asset.renamedFrom = renamedFrom;
    return asset;
  }

  /** The type of an asset, from a node already checked by #plainNode. */
  #assetType(name: string, keyOffset: number, value: unknown): AssetType | undefined {
    if (!isNode(value) || (isScalar(value) && isEmptyPlain(value))) {
      this.error(keyOffset, `asset ${quote(name)} has no type; write hardware or software`);
      return undefined;
    }
    if (!isScalar(value)) {
      this.error(
        nodeStart(value),
        `the type of asset ${quote(name)} must be hardware or software, not ${describeValue(value)}`,
      );
      return undefined;
    }
    const text = scalarText(value);
    if (isAssetType(text)) return text;
    const [suggestion] = closestNames(text, ASSET_TYPES, 1);
    this.error(
      nodeStart(value),
      suggestion === undefined
        ? `unknown asset type ${quote(text)}; write hardware or software`
        : `unknown asset type ${quote(text)}; did you mean ${quote(suggestion)}?`,
    );
    return undefined;
  }
}

function isAssetType(text: string): text is AssetType {
  return (ASSET_TYPES as readonly string[]).includes(text);
}

function nodeStart(node: Node): number {
  return node.range?.[0] ?? 0;
}

/** The text of a scalar as written (after YAML quoting and escapes), never its implicit type. */
function scalarText(scalar: Scalar): string {
  return scalar.source ?? String(scalar.value);
}

/** "a list", "a map" or "the text 'x'": what was found where something else was expected. */
function describeValue(node: Node): string {
  if (isSeq(node)) return "a list";
  if (isMap(node)) return "a map";
  return isScalar(node) ? `the text ${quote(scalarText(node))}` : "an alias";
}

/** A plain scalar with no text: an omitted value (`key:`), not an explicit `''`. */
function isEmptyPlain(scalar: Scalar): boolean {
  return scalar.type === "PLAIN" && scalarText(scalar) === "";
}

/**
 * Quotes text for a message, with forbidden characters escaped (\u{202E}) so that a message
 * cannot itself be reordered or hidden by the characters it reports.
 */
export function quote(text: string): string {
  const escaped = text.replace(
    new RegExp(FORBIDDEN_NAME_CHARACTER.source, "gu"),
    (character) =>
      `\\u{${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}}`,
  );
  return `'${escaped}'`;
}

function listOf(items: readonly string[]): string {
  return items.length <= 1
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const CHARACTER_NAMES = new Map<number, string>([
  [0x00, "NULL"],
  [0x09, "CHARACTER TABULATION"],
  [0x0a, "LINE FEED"],
  [0x0d, "CARRIAGE RETURN"],
  [0x1b, "ESCAPE"],
  [0x7f, "DELETE"],
  [0x85, "NEXT LINE"],
  [0x061c, "ARABIC LETTER MARK"],
  [0x200b, "ZERO WIDTH SPACE"],
  [0x200c, "ZERO WIDTH NON-JOINER"],
  [0x200d, "ZERO WIDTH JOINER"],
  [0x200e, "LEFT-TO-RIGHT MARK"],
  [0x200f, "RIGHT-TO-LEFT MARK"],
  [0x202a, "LEFT-TO-RIGHT EMBEDDING"],
  [0x202b, "RIGHT-TO-LEFT EMBEDDING"],
  [0x202c, "POP DIRECTIONAL FORMATTING"],
  [0x202d, "LEFT-TO-RIGHT OVERRIDE"],
  [0x202e, "RIGHT-TO-LEFT OVERRIDE"],
  [0x2060, "WORD JOINER"],
  [0x2066, "LEFT-TO-RIGHT ISOLATE"],
  [0x2067, "RIGHT-TO-LEFT ISOLATE"],
  [0x2068, "FIRST STRONG ISOLATE"],
  [0x2069, "POP DIRECTIONAL ISOLATE"],
  [0xfeff, "ZERO WIDTH NO-BREAK SPACE"],
]);

/** "U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control ...)": what it is and why it is refused. */
function describeCharacter(codePoint: number): string {
  const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
  const name = CHARACTER_NAMES.get(codePoint);
  const label = name === undefined ? code : `${code} ${name}`;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return `${label} (an unpaired surrogate)`;
  if (codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)) {
    return `${label} (a control character)`;
  }
  if (
    codePoint === 0x061c ||
    codePoint === 0x200e ||
    codePoint === 0x200f ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069)
  ) {
    return `${label} (a bidirectional control: it can make a name display as another)`;
  }
  return `${label} (an invisible zero-width character)`;
}
