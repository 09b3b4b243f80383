// Typed values on top of StrictYamlReader: a word from a fixed set, a list of such words, an
// impact rating and a list of owners (logins and org/team slugs), each problem at its place.
// Inventory documents read `impact:` and `owners:` with it; the policy file reads its rules with it,
// and the patch-management files (core/patches/) their maps and lists.
import { isMap, isNode, isScalar, isSeq, type Scalar, type YAMLMap } from "yaml";
import { listOf } from "../../shared/wording.ts";
import type { Located } from "./document.ts";
import { quote } from "../../shared/diagnostics.ts";
import { closestNames } from "../../shared/names.ts";
import { parsePrincipal, type Principal, principalKey } from "./principals.ts";
import {
  describeValue,
  isEmptyPlain,
  nodeStart,
  scalarText,
  StrictYamlReader,
} from "./yaml-reader.ts";

/** What a value is, for messages: its label ("impact", "rule 2 from") and what to write there. */
export interface ValueField {
  label: string;
  hint: string;
}

export class ValueReader extends StrictYamlReader {
  /** Reports a key that is not one of `known`, with the closest one or the whole list. */
  unknownKey(key: Scalar, keyText: string, known: readonly string[], listIntro: string): void {
    const [suggestion] = closestNames(keyText, known, 1);
    this.error(
      nodeStart(key),
      suggestion === undefined
        ? `unknown key ${quote(keyText)}; ${listIntro} ${listOf(known)}`
        : `unknown key ${quote(keyText)}; did you mean ${quote(suggestion)}?`,
    );
  }

  /** Whether `map` has each of `required`; each missing one reported at the map. */
  required(map: YAMLMap<unknown, unknown>, required: readonly string[], what: string): boolean {
    const missing = required.filter(
      (name) => !map.items.some((pair) => isScalar(pair.key) && pair.key.value === name),
    );
    for (const name of missing) this.error(nodeStart(map), `${what} has no ${quote(name)}; add it`);
    return missing.length === 0;
  }

  /** `value` as a map, or undefined after saying it must be one (`shape` shows how). */
  submap(
    value: unknown,
    keyOffset: number,
    label: string,
    shape: string,
  ): YAMLMap<unknown, unknown> | undefined {
    if (isNode(value) && !this.plainNode(value)) return undefined;
    if (isMap(value)) return value;
    const where = isNode(value) ? nodeStart(value) : keyOffset;
    this.error(
      where,
      `${label} must be a map (${shape}), not ${isNode(value) && !isEmptyPlain(value as never) ? describeValue(value) : "nothing"}`,
    );
    return undefined;
  }

  /** The text of a scalar value; undefined after reporting a missing or non-scalar value. */
  scalarValue(value: unknown, keyOffset: number, field: ValueField): Located<string> | undefined {
    if (!isNode(value) || (isScalar(value) && isEmptyPlain(value))) {
      this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
      return undefined;
    }
    if (!this.plainNode(value)) return undefined;
    if (!isScalar(value)) {
      this.error(
        nodeStart(value),
        `${field.label} must be ${field.hint}, not ${describeValue(value)}`,
      );
      return undefined;
    }
    return { value: scalarText(value), location: this.at(nodeStart(value)) };
  }

  /** One of `choices`; a near miss is suggested. */
  choice<T extends string>(
    value: unknown,
    keyOffset: number,
    field: ValueField,
    choices: readonly T[],
  ): Located<T> | undefined {
    const text = this.scalarValue(value, keyOffset, field);
    if (text === undefined) return undefined;
    const found = choices.find((choice) => choice === text.value);
    if (found !== undefined) return { value: found, location: text.location };
    const [suggestion] = closestNames(text.value, choices, 1);
    const offset = isNode(value) ? nodeStart(value) : keyOffset;
    this.error(
      offset,
      suggestion === undefined
        ? `unknown ${field.label} ${quote(text.value)}; write ${field.hint}`
        : `unknown ${field.label} ${quote(text.value)}; did you mean ${quote(suggestion)}?`,
    );
    return undefined;
  }

  /** The items of a non-empty list (block or flow); undefined after reporting a problem. */
  listItems(value: unknown, keyOffset: number, field: ValueField): unknown[] | undefined {
    if (!isNode(value) || (isScalar(value) && isEmptyPlain(value))) {
      this.error(keyOffset, `${field.label} has no value; write a list of ${field.hint}`);
      return undefined;
    }
    if (!this.plainNode(value)) return undefined;
    if (!isSeq(value)) {
      this.error(
        nodeStart(value),
        `${field.label} must be a list of ${field.hint} (e.g. [a, b]), not ${describeValue(value)}`,
      );
      return undefined;
    }
    if (value.items.length === 0) {
      this.error(
        nodeStart(value),
        `${field.label} is an empty list; write at least one of ${field.hint}, or remove the key`,
      );
      return undefined;
    }
    return value.items;
  }

  /** A non-empty list of distinct words from `choices`. */
  choiceList<T extends string>(
    value: unknown,
    keyOffset: number,
    field: ValueField,
    choices: readonly T[],
  ): Located<T>[] | undefined {
    const items = this.listItems(value, keyOffset, field);
    if (items === undefined) return undefined;
    const itemField = { label: `${field.label} entry`, hint: oneOf(choices) };
    const chosen = items.map((item) => this.choice(item, nodeStart(value), itemField, choices));
    if (chosen.some((item) => item === undefined)) return undefined;
    return this.#distinct(chosen as Located<T>[], field, (item) => item);
  }

  /** A non-empty list of distinct logins and org/team slugs. */
  principals(
    value: unknown,
    keyOffset: number,
    field: ValueField,
  ): Located<Principal>[] | undefined {
    const items = this.listItems(value, keyOffset, field);
    if (items === undefined) return undefined;
    const read: Located<Principal>[] = [];
    let valid = true;
    for (const item of items) {
      const text = this.scalarValue(item, nodeStart(value), {
        label: `${field.label} entry`,
        hint: "a GitHub login (alice) or a team as org/team (acme/alpha-protection)",
      });
      const principal = text && parsePrincipal(text.value);
      if (text && !principal) {
        this.error(
          nodeStart(item),
          `${quote(text.value)} in ${field.label} is neither a GitHub login (letters, digits and single hyphens) nor a team written as org/team-slug`,
        );
      }
      if (text && principal) read.push({ value: principal, location: text.location });
      else valid = false;
    }
    if (!valid) return undefined;
    return this.#distinct(read, field, principalKey);
  }

  /** The list when no entry is written twice; else undefined, each repeat reported. */
  #distinct<T>(
    items: Located<T>[],
    field: ValueField,
    keyOf: (item: T) => string,
  ): Located<T>[] | undefined {
    const seen = new Map<string, Located<T>>();
    let distinct = true;
    for (const item of items) {
      const key = keyOf(item.value);
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, item);
        continue;
      }
      distinct = false;
      this.diagnostics.push({
        severity: "error",
        message: `${quote(key)} is written twice in ${field.label}; keep one`,
        location: item.location,
        related: [first.location],
      });
    }
    return distinct ? items : undefined;
  }
}

/** "create, update or delete". */
function oneOf(choices: readonly string[]): string {
  const last = choices.at(-1);
  // Callers pass a closed list of the values a field takes, never an empty one.
  if (last === undefined) throw new Error("oneOf needs at least one choice");
  return choices.length === 1 ? last : `${choices.slice(0, -1).join(", ")} or ${last}`;
}
