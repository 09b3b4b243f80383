// An asset's baseline configuration (CIP-010-4 R1.1) in the inventory: what it runs (operating
// system or firmware with its version, intentionally installed software with versions, custom
// software), which logical ports are open and why, and which security patches are applied; or a
// reference to where the baseline is kept (`baseline_ref`, for entities that keep BES Cyber System
// Information out of the repository). A document's `baselines:` names shared baselines that assets
// refer to by name. Read with positions like every other key; each baseline becomes a SHA-256
// digest over its canonical JSON, which plans and change records carry (never the content).
import { isMap, isScalar, isSeq, type Node, type YAMLMap } from "yaml";
import { isCalendarDate } from "../../shared/calendar.ts";
import { quote } from "../../shared/diagnostics.ts";
import { closestNames } from "../../shared/names.ts";
import { canonicalJson, sha256Hex } from "../../shared/sha256.ts";
import type { AssetBaseline, EntryLocations, Located } from "./document.ts";
import { BASELINE_ITEMS, itemDigests, missingItems, unjustifiedPorts } from "./baseline-items.ts";
import { ValueReader } from "./value-reader.ts";
import { describeValue, nodeStart, scalarText } from "./yaml-reader.ts";

export const BASELINE_KEYS = [...BASELINE_ITEMS, "reviewed", "completed_on"] as const;
const REF_KEYS = ["uri", "sha256"] as const;
/** Each list item's keys: required, then optional. */
const RECORD_KEYS = {
  os_firmware: [["name", "version"], []],
  software: [["name", "version"], []],
  ports: [
    ["port", "protocol"],
    ["service", "justification"],
  ],
} as const satisfies Record<string, readonly [readonly string[], readonly string[]]>;
type RecordLabel = keyof typeof RECORD_KEYS;
const PROTOCOLS = ["tcp", "udp"] as const;
const PORT_RANGE = /^(\d{1,5})-(\d{1,5})$/;
/** What to write in a list entry's key that was left empty (`""`). */
const ENTRY_TEXT_HINTS: Readonly<Record<string, string>> = {
  name: "the name",
  version: "the version",
  service: "the service that listens on the port, or remove the key",
  justification: "why the port must be open (CIP-007 R1.1)",
};

/**
 * A document's shared baselines by name: each one's content, or undefined for one whose error was
 * reported where it is written (its assets are then not told again that it is missing).
 */
export type BaselineGroups = ReadonlyMap<string, Record<string, unknown> | undefined>;

/** A baseline as written at an asset: inline, by the name of a shared one, or a reference. */
export type WrittenBaseline =
  | { kind: "content"; content: Record<string, unknown> }
  | { kind: "group"; name: Located<string> }
  | { kind: "ref"; content: Record<string, unknown> };

/** sha256:... over the canonical JSON (keys sorted) of a baseline or a reference to one. */
export function baselineDigest(kind: "content" | "ref", content: unknown): string {
  return `sha256:${sha256Hex(canonicalJson({ [kind === "ref" ? "baseline_ref" : "baseline"]: content }))}`;
}

export class BaselineReader extends ValueReader {
  /** Where each content's os_firmware and software entries are written, by the content read. */
  readonly #entryLocations = new WeakMap<Record<string, unknown>, EntryLocations>();

  /** `baseline:` at an asset: a map, or the name of one of the document's `baselines`. */
  writtenBaseline(value: unknown, keyOffset: number): WrittenBaseline | undefined {
    if (isScalar(value) && typeof value.value === "string" && value.value !== "") {
      return {
        kind: "group",
        name: { value: scalarText(value), location: this.at(nodeStart(value)) },
      };
    }
    const content = this.baselineContent(value, keyOffset);
    return content === undefined ? undefined : { kind: "content", content };
  }

  /** `baseline_ref:` at an asset: where the baseline is kept, and the SHA-256 of its content. */
  baselineRef(value: unknown, keyOffset: number): WrittenBaseline | undefined {
    const map = this.#map(value, keyOffset, "baseline_ref", "{ uri: ..., sha256: ... }");
    if (map === undefined) return undefined;
    this.#unknownKeys = false;
    const read = this.#fields(map, REF_KEYS, "a baseline_ref has the keys");
    const uri = this.#text(read.uri, keyOffset, "baseline_ref uri", "where the baseline is kept");
    const digest = this.#text(
      read.sha256,
      keyOffset,
      "baseline_ref sha256",
      "64 hexadecimal digits",
    );
    if (uri === undefined || digest === undefined || this.#unknownKeys) return undefined;
    if (!/^[0-9a-f]{64}$/i.test(digest)) {
      this.error(
        nodeStart(read.sha256),
        `baseline_ref sha256 must be 64 hexadecimal digits (the SHA-256 of the baseline document), not ${quote(digest)}`,
      );
      return undefined;
    }
    return { kind: "ref", content: { uri, sha256: digest.toLowerCase() } };
  }

  /**
   * A document's `baselines:`: name -> content, each read like an asset's inline baseline;
   * undefined when `baselines:` itself is not a map (reported).
   */
  baselineGroups(value: unknown, keyOffset: number): BaselineGroups | undefined {
    const map = this.#map(value, keyOffset, "baselines", "a map of baseline name to baseline");
    if (map === undefined) return undefined;
    const groups = new Map<string, Record<string, unknown> | undefined>();
    for (const { key, keyText, value: group } of this.entries(map)) {
      groups.set(keyText, this.baselineContent(group, nodeStart(key)));
    }
    return groups;
  }

  /**
   * An asset's baseline from what was written, shared names resolved against `groups` (undefined:
   * the document's `baselines:` could not be read, which was reported); undefined after an error.
   */
  resolveBaseline(
    written: WrittenBaseline,
    groups: BaselineGroups | undefined,
  ): AssetBaseline | undefined {
    if (written.kind === "ref") {
      return {
        digest: baselineDigest("ref", written.content),
        kind: "ref",
        refSha256: String(written.content.sha256),
      };
    }
    if (written.kind === "content") return this.#contentBaseline(written.content);
    // A shared baseline with an error, or an unreadable baselines:, is reported once, where it is.
    if (groups === undefined || groups.has(written.name.value)) {
      const content = groups?.get(written.name.value);
      return content === undefined
        ? undefined
        : { ...this.#contentBaseline(content), group: written.name.value };
    }
    const [suggestion] = closestNames(written.name.value, groups.keys(), 1);
    this.diagnostics.push({
      severity: "error",
      location: written.name.location,
      message:
        suggestion === undefined
          ? `baseline ${quote(written.name.value)} is not one of this document's baselines; declare it under baselines:, or write the baseline here as a map`
          : `baseline ${quote(written.name.value)} is not one of this document's baselines; did you mean ${quote(suggestion)}?`,
    });
    return undefined;
  }

  baselineContent(value: unknown, keyOffset: number): Record<string, unknown> | undefined {
    const map = this.#map(value, keyOffset, "baseline", `a map with ${BASELINE_KEYS.join(", ")}`);
    if (map === undefined) return undefined;
    this.#unknownKeys = false;
    const read = this.#fields(map, BASELINE_KEYS, "a baseline has the keys");
    const content: Record<string, unknown> = {};
    let valid = true;
    const keep = (key: string, item: unknown): void => {
      if (item === undefined) valid = false;
      else content[key] = item;
    };
    for (const key of ["reviewed", "completed_on"] as const)
      if (key in read) keep(key, this.#date(read[key], keyOffset, key));
    for (const key of ["os_firmware", "software", "ports"] as const)
      if (key in read) keep(key, this.#records(read[key], keyOffset, key));
    for (const key of ["custom_software", "patches"] as const) {
      if (key in read) keep(key, this.#texts(read[key], keyOffset, key));
    }
    if (!valid || this.#unknownKeys) return undefined;
    const locations: EntryLocations = {};
    for (const key of ["os_firmware", "software"] as const) {
      const list = read[key];
      if (isSeq(list)) locations[key] = list.items.map((entry) => this.at(nodeStart(entry)));
    }
    this.#entryLocations.set(content, locations);
    return content;
  }

  /** A content baseline with where its entries are written. */
  #contentBaseline(content: Record<string, unknown>): AssetBaseline {
    const locations = this.#entryLocations.get(content);
    return {
      ...contentBaseline(content),
      ...(locations === undefined ? {} : { entryLocations: locations }),
    };
  }

  #map(
    value: unknown,
    keyOffset: number,
    label: string,
    hint: string,
  ): YAMLMap<unknown, unknown> | undefined {
    if (isMap(value)) return this.plainNode(value) ? value : undefined;
    this.error(
      isScalar(value) || isSeq(value) ? nodeStart(value) : keyOffset,
      `${label} must be ${hint}, not ${describeValue(value as Node)}`,
    );
    return undefined;
  }

  /** The map's values by key, every key checked against `known` (did-you-mean for the rest). */
  #fields(
    map: YAMLMap<unknown, unknown>,
    known: readonly string[],
    intro: string,
  ): Record<string, unknown> {
    const read: Record<string, unknown> = {};
    let valid = true;
    for (const { key, keyText, value } of this.entries(map)) {
      if (known.includes(keyText)) read[keyText] = value;
      else {
        valid = false;
        this.unknownKey(key, keyText, known, intro);
      }
    }
    // Unknown keys are reported, and the known ones are still read: every problem at once.
    if (!valid) this.#unknownKeys = true;
    return read;
  }

  /** Set when a map had an unknown key: the baseline being read is then not kept. */
  #unknownKeys = false;

  #text(value: unknown, keyOffset: number, label: string, hint: string): string | undefined {
    return this.scalarValue(value, keyOffset, { label, hint })?.value;
  }

  #date(value: unknown, keyOffset: number, label: string): string | undefined {
    const text = this.#text(
      value,
      keyOffset,
      label,
      label === "reviewed"
        ? "the date the baseline was last confirmed, YYYY-MM-DD"
        : "the date the change in the field was completed, YYYY-MM-DD",
    );
    if (text === undefined) return undefined;
    if (isCalendarDate(text)) return text;
    this.error(
      nodeStart(value),
      `${label} must be a date such as 2026-11-24 that exists (YYYY-MM-DD), not ${quote(text)}`,
    );
    return undefined;
  }

  #texts(value: unknown, keyOffset: number, label: string): string[] | undefined {
    if (isEmptyList(value)) return [];
    const items = this.listItems(value, keyOffset, { label, hint: "texts (or [] for none)" });
    if (items === undefined) return undefined;
    const texts = items.map((item) =>
      this.#text(item, nodeStart(value), `${label} entry`, "a text"),
    );
    return texts.every((text) => text !== undefined) ? (texts as string[]) : undefined;
  }

  #records(
    value: unknown,
    keyOffset: number,
    label: RecordLabel,
  ): Record<string, unknown>[] | undefined {
    const keys = RECORD_KEYS[label].flat();
    if (isEmptyList(value)) {
      if (label !== "os_firmware") return [];
      this.error(
        nodeStart(value),
        "os_firmware is an empty list; every Cyber Asset runs an operating system or firmware: write at least one { name, version }",
      );
      return undefined;
    }
    if (isScalar(value) && label === "os_firmware") {
      this.error(
        nodeStart(value),
        `os_firmware must be a list of { name, version }, not a text; write [{ name: ..., version: ... }] (for example [{ name: ${quote(String(value.value))}, version: "..." }])`,
      );
      return undefined;
    }
    const items = this.listItems(value, keyOffset, { label, hint: `maps with ${keys.join(", ")}` });
    if (items === undefined) return undefined;
    const records = items.map((item) => this.#record(item, nodeStart(value), label));
    return records.every((record) => record !== undefined)
      ? (records as Record<string, unknown>[])
      : undefined;
  }

  #record(item: unknown, offset: number, label: RecordLabel): Record<string, unknown> | undefined {
    const [required, optional] = RECORD_KEYS[label];
    const keys: readonly string[] = [...required, ...optional];
    const map = this.#map(item, offset, `a ${label} entry`, `a map with ${keys.join(", ")}`);
    if (map === undefined) return undefined;
    const read = this.#fields(map, keys, `a ${label} entry has the keys`);
    const start = nodeStart(map);
    const record: Record<string, unknown> = {};
    // Every key is checked, and a port's number and protocol too: all of an entry's problems at once.
    let valid = true;
    for (const key of keys) {
      if (!(key in read)) {
        if (!(required as readonly string[]).includes(key)) continue;
        this.error(start, `a ${label} entry has no ${key}; add it (${keys.join(", ")})`);
        valid = false;
        continue;
      }
      const text = this.#text(read[key], start, key, "a text");
      if (text?.trim() === "") {
        this.error(nodeStart(read[key]), `${key} is empty; write ${ENTRY_TEXT_HINTS[key]}`);
      }
      if (text === undefined || text.trim() === "") valid = false;
      else record[key] = text;
    }
    if (label !== "ports") return valid ? record : undefined;
    const port = this.#port(record, read, start);
    return valid ? port : undefined;
  }

  /** A ports entry with its port a number or a range, and its protocol tcp or udp. */
  #port(
    record: Record<string, unknown>,
    read: Record<string, unknown>,
    entryOffset: number,
  ): Record<string, unknown> | undefined {
    const port =
      "port" in record ? this.#portNumber(read.port as Node, String(record.port)) : undefined;
    const protocol =
      "protocol" in record
        ? this.choice(
            read.protocol,
            entryOffset,
            { label: "protocol", hint: "tcp or udp" },
            PROTOCOLS,
          )
        : undefined;
    return port === undefined || protocol === undefined
      ? undefined
      : { ...record, port, protocol: protocol.value };
  }

  #portNumber(node: Node, text: string): number | string | undefined {
    const port = portValue(text);
    // A quoted "20000" is text: a single port is a number, and only a range is written as text.
    if (typeof port === "number" && isScalar(node) && typeof node.value === "string") {
      this.error(
        nodeStart(node),
        `port must be a number, not the text ${quote(text)}; write it without quotes (port: ${port}): only a range such as "49152-65535" is quoted`,
      );
      return undefined;
    }
    if (port === undefined) {
      this.error(
        nodeStart(node),
        `port must be a number from 0 to 65535 or a range such as "49152-65535", not ${quote(text)}`,
      );
    }
    return port;
  }
}

/** A port as written: a number, or a range "low-high" (low below high); undefined otherwise. */
function portValue(text: string): number | string | undefined {
  const isPort = (n: number) => Number.isInteger(n) && n >= 0 && n <= 65535;
  if (/^\d{1,5}$/.test(text)) return isPort(Number(text)) ? Number(text) : undefined;
  const range = PORT_RANGE.exec(text);
  if (range === null) return undefined;
  const [low, high] = [Number(range[1]), Number(range[2])];
  return isPort(low) && isPort(high) && low < high ? `${low}-${high}` : undefined;
}

function isEmptyList(value: unknown): boolean {
  return isSeq(value) && value.items.length === 0;
}

/** A baseline written as content: its digest, each item's digest, and what it leaves out. */
function contentBaseline(content: Readonly<Record<string, unknown>>): AssetBaseline {
  const missing = missingItems(content);
  const unjustified = unjustifiedPorts(content);
  return {
    digest: baselineDigest("content", content),
    kind: "content",
    content,
    items: itemDigests(content),
    ...(missing.length === 0 ? {} : { missing }),
    ...(unjustified === 0 ? {} : { unjustifiedPorts: unjustified }),
    ...(typeof content.completed_on === "string" ? { completedOn: content.completed_on } : {}),
  };
}
