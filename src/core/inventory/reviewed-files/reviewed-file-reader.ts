// What every family's reviewed files share when read: one YAML document read strictly, as the
// inventory and the policy are (no anchors, aliases, tags or duplicate keys), a map whose keys are
// checked, `version: N` (each family's own), texts, dates that exist, lists and flags; every problem
// at file:line:column, saying what to write instead. A family's reader notes what its files name
// elsewhere (`Reference`, checked at review against the checkout) beside the dates they write.
import { type Document, isMap, isScalar, isSeq, LineCounter, type YAMLMap } from "yaml";
import { afterTodayWords, isCalendarDate } from "../../shared/calendar.ts";
import {
  compareDiagnostics,
  type Diagnostic,
  quote,
  type SourceLocation,
} from "../../shared/diagnostics.ts";
import { getOrThrow } from "../../shared/collections.ts";
import { SHA256_HEX } from "../../shared/sha256.ts";
import { listOf } from "../../shared/wording.ts";
import { ValueReader } from "../document/value-reader.ts";
import {
  describeValue,
  isEmptyPlain,
  nodeStart,
  parseYamlDocuments,
} from "../document/yaml-reader.ts";

/** A date a reviewed file writes, at its place (review refuses one after today). */
export interface DateReference {
  kind: "date";
  label: string;
  date: string;
  at: SourceLocation;
}

/** What a family's reader may note: anything at a place. */
export interface PlacedReference {
  at: SourceLocation;
}

/** A file read: its content only when it has no error (the caller fails closed without it). */
export interface ParsedReviewedFile<T, Reference extends PlacedReference = DateReference> {
  value?: T;
  diagnostics: Diagnostic[];
  /**
   * With its content, what it names in the other files and the dates it writes, each at its place
   * (its family checks them against the checkout at review).
   */
  references?: (Reference | DateReference)[];
}

/** Omit<T, K> of each member of a union. */
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A map's values by key, with where each key is written. */
export class Fields extends Map<string, { value: unknown; keyOffset: number }> {
  /**
   * A key `fields()` was told is required, so it holds it once it answered (or one the caller saw
   * it hold): its value and where the key is written.
   */
  required(key: string): { value: unknown; keyOffset: number } {
    return getOrThrow(this, key, "the fields read with their required keys");
  }
}

/** What a parser read, each value as its field holds it once read. */
export type EveryRead<T> = { [K in keyof T]: Exclude<T[K], undefined> };

/**
 * Whether every value of `read` was read: undefined is a field refused, its problem reported
 * already, so a file or an entry with one is refused whole. Each parser gathers what it read and
 * asks once, rather than spelling the same chain of `=== undefined` checks over its names.
 */
export function everyRead<T extends object>(read: T): read is T & EveryRead<T> {
  return Object.values(read).every((value) => value !== undefined);
}

/** Where a file whose `id` is its name is filed, what it is called in an error, and its hint. */
export interface FileIdRule {
  folder: string;
  what: string;
  hint?: string;
}

/** What the file is, in what is reported ("a mitigation plan"), and the version it writes. */
export interface ReviewedFileKind {
  what: string;
  version: number;
}

/** Reads `text` with `read`, which walks the document's map; errors sorted by place. */
export function parseReviewedFile<T, Reference extends PlacedReference = DateReference>(
  text: string,
  file: string,
  kind: ReviewedFileKind,
  read: (reader: ReviewedFileReader<Reference>, map: YAMLMap<unknown, unknown>) => T | undefined,
): ParsedReviewedFile<T, Reference> {
  const lineCounter = new LineCounter();
  const reader = new ReviewedFileReader<Reference>(text, file, lineCounter, kind.version);
  const map = reader.fileMap(parseYamlDocuments(text, lineCounter), kind.what);
  const value = map === undefined ? undefined : read(reader, map);
  const diagnostics = reader.diagnostics.sort(compareDiagnostics);
  if (diagnostics.length > 0 || value === undefined) return { diagnostics };
  return { value, diagnostics, references: reader.references };
}

export class ReviewedFileReader<
  Reference extends PlacedReference = DateReference,
> extends ValueReader {
  /** What the file names elsewhere and the dates it writes, in the order read. */
  readonly references: (Reference | DateReference)[] = [];
  /** The version the family's files write. */
  readonly #version: number;

  constructor(text: string, file: string, lineCounter: LineCounter, version: number) {
    super(text, file, lineCounter);
    this.#version = version;
  }

  /** Notes a reference whose place is the node at `offset`. */
  refer(offset: number, reference: DistributiveOmit<Reference | DateReference, "at">): void {
    this.references.push({ ...reference, at: this.at(offset) } as Reference | DateReference);
  }

  /** The file's one document, a map; undefined after reporting why not. */
  fileMap(docs: Document.Parsed[], what: string): YAMLMap<unknown, unknown> | undefined {
    const [doc, extra] = docs;
    if (doc === undefined || doc.contents === null) {
      this.error(0, `${what} is empty; write version: ${this.#version} and its keys`);
      return undefined;
    }
    if (extra !== undefined)
      this.error(extra.range[0], `${what} holds one YAML document; remove the extra "---"`);
    if (!this.yamlProblems(doc, 0) || !this.plainNode(doc.contents)) return undefined;
    if (isMap(doc.contents)) return doc.contents;
    this.error(
      nodeStart(doc.contents),
      `${what} must be a map, not ${describeValue(doc.contents)}`,
    );
    return undefined;
  }

  /** The map's values by key; an unknown key or a missing required one is reported. */
  fields(
    map: YAMLMap<unknown, unknown>,
    known: readonly string[],
    required: readonly string[],
    what: string,
  ): Fields | undefined {
    const fields = new Fields();
    let valid = this.required(map, required, what);
    for (const { key, keyText, value } of this.entries(map)) {
      if (known.includes(keyText)) fields.set(keyText, { value, keyOffset: nodeStart(key) });
      else {
        this.unknownKey(key, keyText, known, `the keys of ${what} are`);
        valid = false;
      }
    }
    return valid ? fields : undefined;
  }

  /** The file's own map's values by key (as `fields` reads them), once it writes the family's version. */
  fileFields(
    map: YAMLMap<unknown, unknown>,
    known: readonly string[],
    required: readonly string[],
    what: string,
  ): Fields | undefined {
    const fields = this.fields(map, known, required, what);
    return fields !== undefined && this.version(fields) ? fields : undefined;
  }

  /** `version: N`, the family's. */
  version(fields: Fields): boolean {
    const field = fields.get("version");
    if (field === undefined) return false;
    const text = this.scalarValue(field.value, field.keyOffset, {
      label: "version",
      hint: String(this.#version),
    });
    if (text === undefined) return false;
    if (text.value === String(this.#version)) return true;
    this.error(
      nodeStart(field.value),
      `version ${quote(text.value)} is not supported; write version: ${this.#version}`,
    );
    return false;
  }

  /** Non-empty text. */
  text(value: unknown, keyOffset: number, label: string, hint: string): string | undefined {
    const text = this.scalarValue(value, keyOffset, { label, hint });
    if (text === undefined) return undefined;
    if (text.value.trim() !== "") return text.value;
    this.error(nodeStart(value), `${label} is empty; write ${hint}`);
    return undefined;
  }

  // The field readers below read the field `key` that `fields` holds (a required key, or one the
  // caller saw it hold), named by its key in what they report; `hint` says what to write.

  /** The field `key`, non-empty text. */
  textField(fields: Fields, key: string, hint: string): string | undefined {
    const { value, keyOffset } = fields.required(key);
    return this.text(value, keyOffset, key, hint);
  }

  /**
   * The file's `id`, which must be its file's name in `folder` (`what` names the file in the
   * error, `hint` says what to write when the id is missing).
   */
  fileIdField(
    fields: Fields,
    file: string,
    { folder, what, hint = "the file's id, its file's name" }: FileIdRule,
  ): string | undefined {
    const id = this.textField(fields, "id", hint);
    if (id === undefined) return undefined;
    const named = file
      .split("/")
      .at(-1)
      ?.replace(/\.yaml$/, "");
    if (named === id && file.endsWith(`${folder}/${named}.yaml`)) return id;
    this.error(
      nodeStart(fields.required("id").value),
      `${what} id ${quote(id)} is not its file's name (${file}); rename the file to ${folder}/${id}.yaml, or write id: ${named ?? ""}`,
    );
    return undefined;
  }

  /**
   * Whether `text`, read from the field `key`, is a SHA-256 in 64 lowercase hex digits; where it is
   * not, an error saying it `mustBe` that, in the words of what it digests.
   */
  isSha256(fields: Fields, key: string, text: string, mustBe: string): boolean {
    if (SHA256_HEX.test(text)) return true;
    this.error(
      nodeStart(fields.required(key).value),
      `${key} must be ${mustBe}, not ${quote(text)}`,
    );
    return false;
  }

  /** The field `key`, a date that exists. */
  dateField(fields: Fields, key: string, hint: string): string | undefined {
    const { value, keyOffset } = fields.required(key);
    return this.date(value, keyOffset, key, hint);
  }

  /** The field `key`, a non-empty list of distinct texts. */
  textsField(fields: Fields, key: string, hint: string): string[] | undefined {
    const { value, keyOffset } = fields.required(key);
    return this.texts(value, keyOffset, key, hint);
  }

  /** The field `key`, one of `choices` (a wrong one is told them all, "a, b or c"). */
  choiceField<T extends string>(fields: Fields, key: string, choices: readonly T[]): T | undefined {
    const { value, keyOffset } = fields.required(key);
    return this.choice(value, keyOffset, { label: key, hint: listOf(choices, "or") }, choices)
      ?.value;
  }

  /**
   * The field `key`, a date that exists and, read at review (`now` given), no later than the latest
   * day any time zone has reached at `now`: nobody has lived a later one. `fix` says what to write.
   */
  pastDateField(
    fields: Fields,
    key: string,
    hint: string,
    now: Date | undefined,
    fix = "the day it happened, once it has",
  ): string | undefined {
    const date = this.dateField(fields, key, hint);
    // Today in UTC and in UTC+14, so that a writer west of UTC+14 sees whose day refused theirs.
    const later = date === undefined || now === undefined ? undefined : afterTodayWords(date, now);
    if (later === undefined) return date;
    this.error(nodeStart(fields.required(key).value), `${key} ${date} is ${later}: write ${fix}`);
    return undefined;
  }

  /** A date that exists, YYYY-MM-DD (2026-02-30 is refused, never rolled over). */
  date(value: unknown, keyOffset: number, label: string, hint: string): string | undefined {
    const text = this.text(value, keyOffset, label, `${hint}, YYYY-MM-DD`);
    if (text === undefined) return text;
    if (isCalendarDate(text)) {
      this.refer(nodeStart(value), { kind: "date", label, date: text });
      return text;
    }
    this.error(
      nodeStart(value),
      `${label} must be a date such as 2026-03-10 that exists (YYYY-MM-DD), not ${quote(text)}`,
    );
    return undefined;
  }

  /** The items of a list, `[]` allowed when `empty` is; undefined after reporting a problem. */
  list(value: unknown, keyOffset: number, label: string, hint: string, empty = false) {
    if (empty && isSeq(value) && value.items.length === 0) return [];
    return this.listItems(value, keyOffset, { label, hint });
  }

  /**
   * The non-empty list field `key`, each entry a map that writes `keys`, the `required` of them
   * (absent: all of them) at least (`entry` names one in what is reported, `shape` shows one), read
   * by `read` with the entries read before it; undefined at the first that is not such a map or
   * that `read` reported.
   */
  mapsField<T>(
    fields: Fields,
    key: string,
    entry: { what: string; shape: string; keys: readonly string[]; required?: readonly string[] },
    read: (fields: Fields, item: unknown, before: readonly T[]) => T | undefined,
  ): T[] | undefined {
    const { value, keyOffset } = fields.required(key);
    const items = this.list(value, keyOffset, key, entry.shape);
    if (items === undefined) return undefined;
    const entries: T[] = [];
    for (const item of items) {
      const map = this.submap(item, nodeStart(value), entry.what, entry.shape);
      const required = entry.required ?? entry.keys;
      const itemFields = map && this.fields(map, entry.keys, required, entry.what);
      const readEntry = itemFields && read(itemFields, item, entries);
      if (readEntry === undefined) return undefined;
      entries.push(readEntry);
    }
    return entries;
  }

  /** A non-empty list of distinct, non-empty texts. */
  texts(value: unknown, keyOffset: number, label: string, hint: string): string[] | undefined {
    const items = this.list(value, keyOffset, label, hint);
    if (items === undefined) return undefined;
    const texts: string[] = [];
    for (const item of items) {
      const text = this.text(item, nodeStart(value), `${label} entry`, hint);
      if (text === undefined) return undefined;
      if (texts.includes(text)) {
        this.error(nodeStart(item), `${quote(text)} is written twice in ${label}; keep one`);
        return undefined;
      }
      texts.push(text);
    }
    return texts;
  }

  /**
   * The one key of `keys` that `fields` writes, and its text (`hint` says what it is); when it
   * writes none or several, the error `refused(count)` at `at`, and undefined.
   */
  oneTextOf<Key extends string>(
    fields: Fields,
    keys: readonly Key[],
    at: number,
    refused: (written: number) => string,
    hint: (key: Key) => string,
  ): { key: Key; text: string } | undefined {
    const written = keys.filter((key) => fields.has(key));
    const [key] = written;
    if (key === undefined || written.length !== 1) {
      this.error(at, refused(written.length));
      return undefined;
    }
    const text = this.textField(fields, key, hint(key));
    return text === undefined ? undefined : { key, text };
  }

  /** `true` or `false`. */
  flag(value: unknown, keyOffset: number, label: string): boolean | undefined {
    if (isScalar(value) && typeof value.value === "boolean") return value.value;
    const found = isScalar(value) && !isEmptyPlain(value) ? describeValue(value) : "nothing";
    this.error(
      isScalar(value) ? nodeStart(value) : keyOffset,
      `${label} must be true or false, not ${found}`,
    );
    return undefined;
  }
}
