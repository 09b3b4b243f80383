// A source's document keeps the bytes of what nobody changed (issue 98, item 5: each scheduled
// pull request re-laid the facts people typed, `{ name: X }` as `{name: X}` and keys reordered,
// whenever the source's rows changed). The sync writes the document in fmt's layout; where a
// top-level key's value, or an asset's entry, declares exactly what the file declared before, the
// file's own text of it is put back. The result is kept only when it reads as the same document
// as the one laid out, so that layout never changes a declaration; otherwise the laid-out text
// stands. Pure.
import { isDeepStrictEqual } from "node:util";
import { isMap, isNode, isScalar, parseAllDocuments, type Node } from "yaml";

/** Where `before`'s text of a node is put back in `after`'s, by offsets into `after`. */
interface Splice {
  start: number;
  end: number;
  text: string;
}

/** How deep the entries are compared: the document's keys, then each key's entries (assets). */
const DEPTH = 2;

/**
 * `after` (the document the sync writes, in fmt's layout) with each value that declares what
 * `before` (the file as it is) declared in `before`'s own text; `after` itself where the files
 * are not one document each, or where putting the text back would read otherwise.
 */
export function keptLayout(before: string, after: string): string {
  const [old, ...oldRest] = parseAllDocuments(before);
  const [next, ...nextRest] = parseAllDocuments(after);
  if (old === undefined || next === undefined || oldRest.length > 0 || nextRest.length > 0)
    return after;
  if (!Array.isArray(old) && !Array.isArray(next) && old.errors.length + next.errors.length === 0) {
    const splices: Splice[] = [];
    collect(old.contents, next.contents, 0, { before, after, splices });
    if (splices.length === 0) return after;
    let text = after;
    for (const splice of splices.sort((a, b) => b.start - a.start))
      text = `${text.slice(0, splice.start)}${splice.text}${text.slice(splice.end)}`;
    const [kept, ...more] = parseAllDocuments(text);
    if (
      kept !== undefined &&
      !Array.isArray(kept) &&
      more.length === 0 &&
      kept.errors.length === 0 &&
      isDeepStrictEqual(kept.toJSON(), next.toJSON())
    )
      return text;
  }
  return after;
}

/**
 * The splices that put back `before`'s text of each entry of `next` (a map at `depth`) that
 * declares what `old`'s entry of the same key declared: the whole entry, its key, the space after
 * the colon and its value, so that `impact:   medium` stays so; deeper into entries that differ.
 */
function collect(
  old: Node | null,
  next: Node | null,
  depth: number,
  texts: { before: string; after: string; splices: Splice[] },
): void {
  if (depth >= DEPTH || !isMap(old) || !isMap(next)) return;
  for (const pair of next.items) {
    if (!isScalar(pair.key)) continue;
    const key = pair.key.value;
    const found = old.items.find(
      (candidate) => isScalar(candidate.key) && candidate.key.value === key,
    );
    if (found === undefined || !isScalar(found.key)) continue;
    const wasValue = isNode(found.value) ? found.value : null;
    const value = isNode(pair.value) ? pair.value : null;
    const from = { start: found.key.range?.[0], end: wasValue?.range?.[1] };
    const to = { start: pair.key.range?.[0], end: value?.range?.[1] };
    if (
      from.start === undefined ||
      from.end === undefined ||
      to.start === undefined ||
      to.end === undefined
    )
      continue;
    // A block's range ends after its last line break: each entry's text is up to its last
    // character, so that a block and a one-line flow map put in its place end alike.
    from.end = from.start + texts.before.slice(from.start, from.end).trimEnd().length;
    to.end = to.start + texts.after.slice(to.start, to.end).trimEnd().length;
    const was = texts.before.slice(from.start, from.end);
    const same = isDeepStrictEqual(wasValue?.toJSON(), value?.toJSON());
    if (
      same &&
      placeable(was, columnOf(texts.before, from.start), columnOf(texts.after, to.start))
    ) {
      if (was !== texts.after.slice(to.start, to.end))
        texts.splices.push({ start: to.start, end: to.end, text: was });
    } else if (!same) collect(wasValue, value, depth + 1, texts);
  }
}

/**
 * Whether text written at one column may stand at another: text of one line anywhere, text of
 * several lines (a block's) only where it starts at the same column, so that its later lines keep
 * their indentation under it.
 */
function placeable(text: string, from: number, to: number): boolean {
  return !text.includes("\n") || from === to;
}

function columnOf(text: string, offset: number): number {
  return offset - (text.lastIndexOf("\n", offset - 1) + 1);
}
