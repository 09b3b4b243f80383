// JSON written in pieces, byte for byte as renderJson would write the value whole (2-space
// indentation at every depth, hidden characters escaped, a trailing newline): each member and each
// item of a list stringified on its own and indented to its depth, so that a list of any length is
// written one item at a time (the audit report's records, the obligations).
import { escapeHiddenCharactersInJson } from "../../core/shared/text/reveal.ts";
import { textBatches } from "../../core/shared/text/text-batches.ts";

/** A value's JSON `depth` levels deep, as pieces; undefined where JSON.stringify leaves it out. */
export type Part = (depth: number) => Iterable<string> | undefined;

/**
 * A document whose members are `members`, as `renderJson` would write it: escaped, a last newline.
 * Escaped a batch of pieces at a time: the escape is a character's own (JSON.stringify never splits
 * a character between pieces), and its look for a character to escape costs per call, where most
 * pieces are a few bytes (a 281 MB obligations listing: 0.76 s escaping piece by piece).
 */
export function* documentChunks(members: Iterable<[string, Part]>): Generator<string> {
  for (const batch of textBatches(objectChunks(members, 0)))
    yield escapeHiddenCharactersInJson(batch);
  yield "\n";
}

/** `value` as JSON.stringify(value, null, 2) writes it `depth` levels deep, in one piece. */
export function whole(value: unknown, depth: number): [string] | undefined {
  const json = JSON.stringify(value, null, 2) as string | undefined;
  return json === undefined ? undefined : [json.replaceAll("\n", `\n${indent(depth)}`)];
}

/** An object's members that have a value, as JSON.stringify writes them (`{}` when none has). */
export function* objectChunks(members: Iterable<[string, Part]>, depth: number): Generator<string> {
  let written = 0;
  for (const [key, part] of members) {
    const chunks = part(depth + 1);
    if (chunks === undefined) continue;
    yield `${written++ === 0 ? "{" : ","}\n${indent(depth + 1)}${JSON.stringify(key)}: `;
    yield* chunks;
  }
  yield written === 0 ? "{}" : `\n${indent(depth)}}`;
}

/** A list's items, each read when it is written, as JSON.stringify writes an array's. */
export function* arrayChunks<T>(
  items: Iterable<T>,
  depth: number,
  item: (value: T, depth: number) => Iterable<string> | undefined,
): Generator<string> {
  let written = 0;
  for (const value of items) {
    yield `${written++ === 0 ? "[" : ","}\n${indent(depth + 1)}`;
    // JSON.stringify writes null for an item it would leave out of an object.
    yield* item(value, depth + 1) ?? ["null"];
  }
  yield written === 0 ? "[]" : `\n${indent(depth)}]`;
}

function indent(depth: number): string {
  return "  ".repeat(depth);
}
