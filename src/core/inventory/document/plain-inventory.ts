// A fast reader for inventory files in the plain style most files are written in (and the
// benchmark's): block maps indented with spaces, unquoted names of common characters, full-line
// and trailing comments. On such a file it returns exactly the documents the YAML walk of
// parse-inventory.ts returns, for a fraction of the cost: the yaml library lexes, parses and
// composes a node per scalar (about 1.4 s for 100,000 assets), this scans the text once, by
// offsets, making no string but the names and values it returns (and no object per line).
// Anything else, every mistake included, makes it return undefined, and the full parser reads
// the file and reports each problem at its place. It accepts only text whose YAML meaning is
// certain: a subset, never a second interpretation.
import { MAX_NAME_LENGTH } from "./inventory-schema.ts";
import { ASSET_TYPES, type AssetType } from "../../shared/live-records.ts";
import { type DeclaredAsset, type InventoryDocument, type Located } from "./document.ts";
import { type SourceLocation } from "../../shared/diagnostics.ts";
import { missingEntry } from "../../shared/collections.ts";

/**
 * A name yaml reads as exactly this text wherever it stands in a block map, key or value: it starts
 * with a letter, digit or "_" (never a YAML indicator), holds no ":", "#", quote, bracket, comma or
 * tab, and does not end with a space. No forbidden character (names.ts rules) can match. Kept as
 * one table of ASCII code units, one bit per place in the name (see `isPlainNameAt`).
 */
const NAME_FIRST = 1;
const NAME_INNER = 2;
const NAME_LAST = 4;
const NAME_CHARACTERS = Uint8Array.from({ length: 128 }, (_, code) => {
  const character = String.fromCharCode(code);
  return (
    (/[A-Za-z0-9_]/.test(character) ? NAME_FIRST : 0) |
    (/[A-Za-z0-9_ ./()+-]/.test(character) ? NAME_INNER : 0) |
    (/[A-Za-z0-9_./()+-]/.test(character) ? NAME_LAST : 0)
  );
});
/** Printable ASCII and line feeds only: no tab, carriage return, BOM, control or non-ASCII. */
const OUTSIDE_PLAIN_TEXT = /[^\n\x20-\x7e]/;
const DOCUMENT_START = "---";
const SPACE = 0x20;
const HASH = 0x23;
const COLON = 0x3a;

/** The documents of `text`, or undefined when the full YAML parser must read it. */
export function readPlainInventory(text: string, file: string): InventoryDocument[] | undefined {
  if (OUTSIDE_PLAIN_TEXT.test(text)) return undefined;
  const reader = new PlainReader(text, file);
  let line = 1;
  for (let start = 0; start <= text.length; line++) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    if (!reader.line(start, end, line)) return undefined;
    start = end + 1;
  }
  return reader.end();
}

/** The document being read, with what is required of it still open. */
interface OpenDocument {
  /** Started by "---" (an empty one is an error), or the implicit first document. */
  explicit: boolean;
  location?: SourceLocation;
  /** The document keys read so far (each of DOCUMENT_KEYS' words at most once). */
  keys: Set<DocumentKey>;
  cyberSystem?: Located<string>;
  facility?: Located<string>;
  controlCenter?: Located<string>;
  prune: boolean;
  assets?: DeclaredAsset[];
  assetsLocation?: SourceLocation;
}

const DOCUMENT_KEYS = ["cyber_system", "facility", "control_center", "prune", "assets"] as const;
type DocumentKey = (typeof DOCUMENT_KEYS)[number];

/** An asset written as a map (`name:` then `type:`, `renamed_from:` and `source_id:` lines). */
interface OpenAsset {
  name: string;
  location: SourceLocation;
  type?: AssetType;
  renamedFrom?: Located<string>;
  /** Whether its `source_id:` line was read (the source's key: checked, never planned). */
  sourceId?: true;
}

/**
 * Reads the text line by line, by offsets into it. The line being read is split into the fields
 * below (a `key: value` or `key:` line, columns 1-based), so no line, key or entry is made as a
 * string or an object unless it becomes part of a document.
 */
class PlainReader {
  readonly documents: InventoryDocument[] = [];
  readonly #text: string;
  readonly #file: string;
  #document: OpenDocument = newDocument(false);
  /** True between `assets:` and its first key. */
  #awaitingAssets = false;
  /** Indentation of the `assets:` map's keys while reading it; -1 otherwise. */
  #assetIndent = -1;
  /** The names in the `assets:` map being read, to find a duplicate. */
  readonly #assetNames = new Set<string>();
  #asset: OpenAsset | undefined;
  /** Indentation of the open asset's detail keys, once its first one is read; -1 otherwise. */
  #detailIndent = -1;
  // The line being read: its number, where it starts, and its key and value (-1: no value).
  #line = 0;
  #lineStart = 0;
  #keyStart = 0;
  #keyEnd = 0;
  #valueStart = -1;
  #valueEnd = -1;

  constructor(text: string, file: string) {
    this.#text = text;
    this.#file = file;
  }

  /** Reads the line from `start` to `end` (its line feed); false when the file is not plain. */
  line(start: number, end: number, line: number): boolean {
    const text = this.#text;
    let first = start;
    while (first < end && text.charCodeAt(first) === SPACE) first++;
    if (first === end || text.charCodeAt(first) === HASH) return true;
    if (end - start === DOCUMENT_START.length && text.startsWith(DOCUMENT_START, start)) {
      return this.#startDocument();
    }
    this.#line = line;
    this.#lineStart = start;
    if (!this.#entry(first, end)) return false;
    const indent = first - start;
    if (indent === 0) return this.#closeAssets() && this.#documentKey();
    if (this.#assetIndent === -1) {
      // The first key of `assets:`, which must be waiting for its map.
      const assets = this.#document.assets;
      if (assets === undefined || assets.length > 0 || !this.#awaitingAssets) return false;
      this.#awaitingAssets = false;
      this.#assetIndent = indent;
    }
    if (indent === this.#assetIndent) return this.#closeAsset() && this.#assetEntry(indent);
    const asset = this.#asset;
    if (indent > this.#assetIndent && asset !== undefined) {
      if (this.#detailIndent === -1) this.#detailIndent = indent;
      return indent === this.#detailIndent && this.#detail(asset);
    }
    return false;
  }

  end(): InventoryDocument[] | undefined {
    if (!this.#closeAssets()) return undefined;
    const document = this.#document;
    if (document.keys.size === 0) {
      // Nothing after a "---", or no document at all: errors the full parser names.
      return document.explicit || this.documents.length === 0 ? undefined : this.documents;
    }
    return this.#finish(document) ? this.documents : undefined;
  }

  #startDocument(): boolean {
    if (!this.#closeAssets()) return false;
    const document = this.#document;
    if (document.keys.size === 0) {
      // Only the first "---" of a file may follow nothing (comments, blank lines).
      if (document.explicit || this.documents.length > 0) return false;
    } else if (!this.#finish(document)) {
      return false;
    }
    this.#document = newDocument(true);
    return true;
  }

  /**
   * Splits `key: value` or `key:` from `first` (after the indentation) to `end`, without its
   * comment; false when the line is anything else.
   */
  #entry(first: number, end: number): boolean {
    const text = this.#text;
    let colon = -1;
    let contentEnd = end;
    for (let index = first; index < end; index++) {
      const code = text.charCodeAt(index);
      if (code === COLON) {
        if (colon === -1) colon = index;
      } else if (code === HASH) {
        // A comment starts at a "#" after a space; any other "#" is not plain.
        if (text.charCodeAt(index - 1) !== SPACE) return false;
        contentEnd = index;
        break;
      }
    }
    while (text.charCodeAt(contentEnd - 1) === SPACE) contentEnd--;
    if (colon === -1) return false;
    if (!isPlainNameAt(text, first, colon)) return false;
    this.#keyStart = first;
    this.#keyEnd = colon;
    this.#valueStart = -1;
    this.#valueEnd = -1;
    if (colon + 1 === contentEnd) return true;
    if (text.charCodeAt(colon + 1) !== SPACE) return false;
    let valueStart = colon + 1;
    while (text.charCodeAt(valueStart) === SPACE) valueStart++;
    if (!isPlainNameAt(text, valueStart, contentEnd)) return false;
    this.#valueStart = valueStart;
    this.#valueEnd = contentEnd;
    return true;
  }

  /** The line's key, when it is one of `words`. */
  #keyOf<Word extends string>(words: readonly Word[]): Word | undefined {
    const length = this.#keyEnd - this.#keyStart;
    return words.find(
      (word) => word.length === length && this.#text.startsWith(word, this.#keyStart),
    );
  }

  /** The line's value with its place; undefined for `key:` with nothing after it. */
  #value(): Located<string> | undefined {
    if (this.#valueStart === -1) return undefined;
    return {
      value: this.#text.slice(this.#valueStart, this.#valueEnd),
      location: this.#at(this.#valueStart - this.#lineStart),
    };
  }

  /** The line's value as an asset type; undefined when it is none. */
  #valueType(): AssetType | undefined {
    const start = this.#valueStart;
    if (start === -1) return undefined;
    const size = this.#valueEnd - start;
    return ASSET_TYPES.find((type) => type.length === size && this.#text.startsWith(type, start));
  }

  #documentKey(): boolean {
    const document = this.#document;
    const key = this.#keyOf(DOCUMENT_KEYS);
    if (key === undefined || document.keys.has(key)) return false;
    document.keys.add(key);
    document.location ??= this.#at(0);
    const value = this.#value();
    switch (key) {
      case "cyber_system":
        document.cyberSystem = value;
        return value !== undefined;
      case "facility":
        document.facility = value;
        return value !== undefined && document.controlCenter === undefined;
      case "control_center":
        document.controlCenter = value;
        return value !== undefined && document.facility === undefined;
      case "prune":
        if (value?.value !== "true" && value?.value !== "false") return false;
        document.prune = value.value === "true";
        return true;
      case "assets":
        document.assets = [];
        document.assetsLocation = this.#at(0);
        this.#awaitingAssets = true;
        return value === undefined;
    }
  }

  #assetEntry(indent: number): boolean {
    const name = this.#text.slice(this.#keyStart, this.#keyEnd);
    if (this.#assetNames.has(name)) return false;
    this.#assetNames.add(name);
    const location = this.#at(indent);
    if (this.#valueStart === -1) {
      this.#asset = { name, location };
      return true;
    }
    const type = this.#valueType();
    if (type === undefined) return false;
    this.#declare({ name, type, location });
    return true;
  }

  #detail(asset: OpenAsset): boolean {
    if (this.#valueStart === -1) return false;
    switch (this.#keyOf(ASSET_DETAIL_WORDS)) {
      case "type":
        if (asset.type !== undefined) return false;
        asset.type = this.#valueType();
        return asset.type !== undefined;
      case "renamed_from":
        if (asset.renamedFrom !== undefined) return false;
        asset.renamedFrom = this.#value();
        return true;
      case "source_id":
        if (asset.sourceId) return false;
        asset.sourceId = true;
        return true;
      case undefined:
        return false;
    }
  }

  /** Ends the asset written as a map, if one is open; false when it is incomplete. */
  #closeAsset(): boolean {
    const asset = this.#asset;
    if (asset === undefined) return true;
    this.#asset = undefined;
    if (this.#detailIndent === -1 || asset.type === undefined) return false;
    this.#detailIndent = -1;
    const declared: DeclaredAsset = {
      name: asset.name,
      type: asset.type,
      location: asset.location,
    };
    if (asset.renamedFrom) declared.renamedFrom = asset.renamedFrom;
    this.#declare(declared);
    return true;
  }

  /**
   * Adds an asset to the open document's `assets:`, which is there: an asset's line is read only
   * once the `assets:` key set #assetIndent (line()).
   */
  #declare(asset: DeclaredAsset): void {
    const assets = this.#document.assets;
    (assets ?? missingEntry("the assets: of an asset's document")).push(asset);
  }

  /** Ends the `assets:` map, if one is open; false when it is empty or incomplete. */
  #closeAssets(): boolean {
    if (this.#awaitingAssets) return false;
    if (this.#assetIndent === -1) return true;
    this.#assetIndent = -1;
    this.#assetNames.clear();
    return this.#closeAsset();
  }

  /** Adds the complete document; false when it lacks a required key. */
  #finish(document: OpenDocument): boolean {
    const { location, cyberSystem, assets, assetsLocation } = document;
    if (!location || !cyberSystem || !assets || !assetsLocation) return false;
    const finished: InventoryDocument = {
      location,
      cyberSystem,
      prune: document.prune,
      assets,
      assetsLocation,
    };
    if (document.facility) finished.facility = document.facility;
    if (document.controlCenter) finished.controlCenter = document.controlCenter;
    this.documents.push(finished);
    return true;
  }

  /** The place `offset` code units into the line being read. */
  #at(offset: number): SourceLocation {
    return { file: this.#file, line: this.#line, column: offset + 1 };
  }
}

const ASSET_DETAIL_WORDS = ["type", "renamed_from", "source_id"] as const;

function newDocument(explicit: boolean): OpenDocument {
  return { explicit, keys: new Set(), prune: true };
}

/** Whether `text` from `start` to `end` is a plain name (NAME_CHARACTERS), checked in place. */
function isPlainNameAt(text: string, start: number, end: number): boolean {
  const length = end - start;
  if (length === 0 || length > MAX_NAME_LENGTH) return false;
  if (!(characterClass(text, start) & NAME_FIRST)) return false;
  if (!(characterClass(text, end - 1) & NAME_LAST)) return false;
  for (let index = start + 1; index < end - 1; index++) {
    if (!(characterClass(text, index) & NAME_INNER)) return false;
  }
  return true;
}

/** The NAME_CHARACTERS bits of one code unit (none outside ASCII). */
function characterClass(text: string, index: number): number {
  return NAME_CHARACTERS[text.charCodeAt(index)] ?? 0;
}
