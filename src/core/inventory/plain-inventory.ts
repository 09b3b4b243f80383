// A fast reader for inventory files in the plain style most files are written in (and the
// benchmark's): block maps indented with spaces, unquoted names of common characters, full-line
// and trailing comments. On such a file it returns exactly the documents the YAML walk of
// parse-inventory.ts returns, for a fraction of the cost: the yaml library lexes, parses and
// composes a node per scalar (about 1.4 s for 100,000 assets), this reads lines (about 0.1 s).
// Anything else, every mistake included, makes it return undefined, and the full parser reads
// the file and reports each problem at its place. It accepts only text whose YAML meaning is
// certain: a subset, never a second interpretation.
import { MAX_NAME_LENGTH } from "./inventory-schema.ts";
import { ASSET_TYPES, type AssetType } from "../shared/live-records.ts";
import { type DeclaredAsset, type InventoryDocument, type Located } from "./document.ts";
import { type SourceLocation } from "../shared/diagnostics.ts";

/**
 * A name yaml reads as exactly this text wherever it stands in a block map, key or value: it starts
 * with a letter, digit or "_" (never a YAML indicator), holds no ":", "#", quote, bracket, comma or
 * tab, and does not end with a space. No forbidden character (names.ts rules) can match.
 */
const PLAIN_NAME = /^[A-Za-z0-9_](?:[A-Za-z0-9_ ./()+-]*[A-Za-z0-9_./()+-])?$/;
/** Printable ASCII and line feeds only: no tab, carriage return, BOM, control or non-ASCII. */
const OUTSIDE_PLAIN_TEXT = /[^\n\x20-\x7e]/;
const DOCUMENT_START = "---";

/** A `key: value` or `key:` line, with 1-based columns. */
interface Entry {
  line: number;
  indent: number;
  key: string;
  /** Undefined for `key:` with nothing after it (a nested map follows, or an error). */
  value?: Located<string>;
}

/** The documents of `text`, or undefined when the full YAML parser must read it. */
export function readPlainInventory(text: string, file: string): InventoryDocument[] | undefined {
  if (OUTSIDE_PLAIN_TEXT.test(text)) return undefined;
  const reader = new PlainReader(file);
  const lines = text.split("\n");
  for (const [index, line] of lines.entries()) {
    if (!reader.line(line, index + 1)) return undefined;
  }
  return reader.end();
}

/** The document being read, with what is required of it still open. */
interface OpenDocument {
  /** Started by "---" (an empty one is an error), or the implicit first document. */
  explicit: boolean;
  location?: SourceLocation;
  keys: Set<string>;
  cyberSystem?: Located<string>;
  facility?: Located<string>;
  controlCenter?: Located<string>;
  prune: boolean;
  assets?: DeclaredAsset[];
  assetsLocation?: SourceLocation;
}

/** An asset written as a map (`name:` then `type:` and `renamed_from:` lines). */
interface OpenAsset {
  entry: Entry;
  keys: Set<string>;
  type?: AssetType;
  renamedFrom?: Located<string>;
}

class PlainReader {
  readonly documents: InventoryDocument[] = [];
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

  constructor(file: string) {
    this.#file = file;
  }

  /** Reads one line; false when the file is not plain. */
  line(text: string, line: number): boolean {
    let indent = 0;
    while (text.charCodeAt(indent) === 0x20) indent++;
    if (indent === text.length || text[indent] === "#") return true;
    if (text === DOCUMENT_START) return this.#startDocument();
    const entry = this.#entry(text, line, indent);
    if (entry === undefined) return false;
    if (indent === 0) return this.#closeAssets() && this.#documentKey(entry);
    if (this.#assetIndent === -1) {
      // The first key of `assets:`, which must be waiting for its map.
      const assets = this.#document.assets;
      if (assets === undefined || assets.length > 0 || !this.#awaitingAssets) return false;
      this.#awaitingAssets = false;
      this.#assetIndent = indent;
    }
    if (indent === this.#assetIndent) return this.#closeAsset() && this.#assetEntry(entry);
    if (indent > this.#assetIndent && this.#asset !== undefined) {
      if (this.#detailIndent === -1) this.#detailIndent = indent;
      return indent === this.#detailIndent && this.#detail(entry);
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

  /** Splits `key: value` (comments removed); undefined when the line is anything else. */
  #entry(text: string, line: number, indent: number): Entry | undefined {
    let content = text;
    const hash = content.indexOf("#");
    if (hash !== -1) {
      // A comment starts at a "#" after a space; any other "#" is not plain.
      if (content[hash - 1] !== " ") return undefined;
      content = content.slice(0, hash);
    }
    content = content.trimEnd();
    const colon = content.indexOf(":", indent);
    if (colon === -1) return undefined;
    const key = content.slice(indent, colon);
    if (!isPlainName(key)) return undefined;
    if (colon + 1 === content.length) return { line, indent, key };
    if (content[colon + 1] !== " ") return undefined;
    let start = colon + 1;
    while (content.charCodeAt(start) === 0x20) start++;
    const value = content.slice(start);
    if (!isPlainName(value)) return undefined;
    return { line, indent, key, value: { value, location: this.#at(line, start) } };
  }

  #documentKey(entry: Entry): boolean {
    const document = this.#document;
    if (document.keys.has(entry.key)) return false;
    document.keys.add(entry.key);
    document.location ??= this.#at(entry.line, 0);
    const value = entry.value;
    switch (entry.key) {
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
        document.assetsLocation = this.#at(entry.line, 0);
        this.#awaitingAssets = true;
        return value === undefined;
      default:
        return false;
    }
  }

  #assetEntry(entry: Entry): boolean {
    if (this.#assetNames.has(entry.key)) return false;
    this.#assetNames.add(entry.key);
    if (entry.value === undefined) {
      this.#asset = { entry, keys: new Set() };
      return true;
    }
    const type = assetType(entry.value.value);
    if (type === undefined) return false;
    const location = this.#at(entry.line, entry.indent);
    this.#document.assets!.push({ name: entry.key, type, location });
    return true;
  }

  #detail(entry: Entry): boolean {
    const asset = this.#asset!;
    if (entry.value === undefined || asset.keys.has(entry.key)) return false;
    asset.keys.add(entry.key);
    switch (entry.key) {
      case "type":
        asset.type = assetType(entry.value.value);
        return asset.type !== undefined;
      case "renamed_from":
        asset.renamedFrom = entry.value;
        return true;
      default:
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
    const { entry } = asset;
    const declared: DeclaredAsset = {
      name: entry.key,
      type: asset.type,
      location: this.#at(entry.line, entry.indent),
    };
    if (asset.renamedFrom) declared.renamedFrom = asset.renamedFrom;
    this.#document.assets!.push(declared);
    return true;
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

  #at(line: number, offset: number): SourceLocation {
    return { file: this.#file, line, column: offset + 1 };
  }
}

function newDocument(explicit: boolean): OpenDocument {
  return { explicit, keys: new Set(), prune: true };
}

function isPlainName(text: string): boolean {
  return text.length <= MAX_NAME_LENGTH && PLAIN_NAME.test(text);
}

function assetType(text: string): AssetType | undefined {
  return ASSET_TYPES.find((type) => type === text);
}
