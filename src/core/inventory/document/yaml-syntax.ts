// YAML syntax errors in the house words, at the line the mistake is on. The parser reports where
// it noticed trouble, which is often a line or two away (a 3-space indent on line 5 surfaces at
// 4:13 as "Nested mappings are not allowed in compact mappings"). For the common mistakes (bad
// indentation, a missing colon, an unclosed quote or bracket) the text itself shows the line: these
// functions find it and say how to fix it. Anything else keeps the parser's own message.
import type { YAMLError } from "yaml";
import { countOf } from "../../shared/wording.ts";

export interface SyntaxExplanation {
  /** Offset in the text of the mistake itself. */
  offset: number;
  message: string;
}

/** The parser's codes for trouble whose cause is usually the layout of a nearby line. */
const LAYOUT_CODES = new Set([
  "BAD_INDENT",
  "MISSING_CHAR",
  "MULTILINE_IMPLICIT_KEY",
  "UNEXPECTED_TOKEN",
  "BLOCK_AS_IMPLICIT_KEY",
]);

interface Line {
  number: number;
  offset: number;
  indent: number;
  /** The line without its indentation and its trailing comment. */
  content: string;
}

/**
 * One explanation for the document's syntax errors when the text shows their cause, else undefined
 * (the caller keeps the parser's messages).
 */
export function explainSyntaxErrors(
  text: string,
  problems: readonly YAMLError[],
): SyntaxExplanation | undefined {
  const [first] = problems;
  if (first === undefined) return undefined;
  const lines = linesOf(text);
  if (first.code === "MISSING_CHAR" && /closing "?quote/i.test(first.message)) {
    return unclosedQuote(lines, first.pos[0]);
  }
  const unclosed = /end with an? ([}\]])/.exec(first.message)?.[1];
  if (unclosed !== undefined)
    return unclosedBracket(lines, first.pos[0], unclosed === "}" ? "{" : "[");
  if (!problems.every((problem) => LAYOUT_CODES.has(problem.code))) return undefined;
  return missingColon(lines) ?? badIndentation(lines);
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  text.split("\n").forEach((raw, index) => {
    const withoutComment = raw.replace(/(^|\s)#.*$/, "").trimEnd();
    const indent = /^ */.exec(raw)?.[0].length ?? 0;
    lines.push({ number: index + 1, offset, indent, content: withoutComment.slice(indent) });
    offset += raw.length + 1;
  });
  return lines;
}

/** Lines that hold something: not blank, not only a comment, not a document marker. */
function meaningful(lines: readonly Line[]): Line[] {
  return lines.filter((line) => line.content !== "" && !/^(---|\.\.\.)$/.test(line.content));
}

/** A line of a block mapping that has no "key:" on it: "relay-01 hardware". */
function missingColon(lines: readonly Line[]): SyntaxExplanation | undefined {
  const blocks = meaningful(lines);
  for (const [index, line] of blocks.entries()) {
    const previous = blocks[index - 1];
    if (previous === undefined || !previous.content.endsWith(":")) continue;
    // The first line of a block under "key:" sets what the block is; check its siblings too.
    for (const sibling of blocks.slice(index)) {
      if (sibling.indent < line.indent) break;
      if (sibling.indent > line.indent) continue;
      if (/^- |^-$/.test(sibling.content) || /:( |$)/.test(sibling.content)) continue;
      if (/^["'[{|>]/.test(sibling.content)) continue;
      const words = sibling.content.split(/\s+/);
      const suggestion =
        words.length === 2 ? `${words[0]}: ${words[1]}` : `${sibling.content}: VALUE`;
      return {
        offset: sibling.offset + sibling.indent,
        message: `invalid YAML: ${JSON.stringify(sibling.content)} has no colon, so it is neither a key nor a value of this map; write key: value (${suggestion})`,
      };
    }
  }
  return undefined;
}

/**
 * The first line indented unlike the block it is in: deeper than the line before when that line
 * opens no block, or between two enclosing levels.
 */
function badIndentation(lines: readonly Line[]): SyntaxExplanation | undefined {
  const levels: number[] = [0];
  let previous: Line | undefined;
  for (const line of meaningful(lines)) {
    const opensBlock =
      previous !== undefined && /:$|^-$|: [|>][-+]?$|^- .*:$/.test(previous.content);
    const current = levels.at(-1) ?? 0;
    if (line.indent > current) {
      if (!opensBlock) {
        return {
          offset: line.offset + line.indent,
          message: `invalid YAML: this line is indented ${countOf(line.indent, "space")}, deeper than the line before (${current}), which opens no block (it does not end with a colon); indent it as its siblings, with two spaces per level`,
        };
      }
      levels.push(line.indent);
    } else {
      const enclosing = levels.join(" or ");
      while ((levels.at(-1) ?? 0) > line.indent) levels.pop();
      if ((levels.at(-1) ?? 0) !== line.indent) {
        return {
          offset: line.offset + line.indent,
          message: `invalid YAML: this line is indented ${countOf(line.indent, "space")}, which matches no enclosing level (${enclosing}); indent it as its siblings, with two spaces per level`,
        };
      }
    }
    // "- key: value" starts a map inside the list item: its other keys line up after the dash.
    const item = /^-( +)[^\s#][^:]*:( |$)/.exec(line.content);
    if (item !== undefined && item !== null) levels.push(line.indent + 1 + (item[1]?.length ?? 1));
    previous = line;
  }
  return undefined;
}

/** The quote that opened the text the parser could not close: on the last line with an odd count. */
function unclosedQuote(lines: readonly Line[], errorOffset: number): SyntaxExplanation | undefined {
  for (const line of [...lines].reverse()) {
    if (line.offset > errorOffset) continue;
    const raw = line.content;
    const quotes = [...raw.matchAll(/(?<!\\)"/g)];
    if (quotes.length % 2 === 1) {
      const column = quotes.at(-1)?.index ?? 0;
      return {
        offset: line.offset + line.indent + column,
        message:
          'invalid YAML: the quote opened here is never closed; end the text with " on the same line (a name needs no quotes unless it starts with a character YAML reserves)',
      };
    }
  }
  return undefined;
}

/** The bracket that opened a flow collection the parser could not close. */
function unclosedBracket(
  lines: readonly Line[],
  errorOffset: number,
  opener: "{" | "[",
): SyntaxExplanation | undefined {
  const closer = opener === "{" ? "}" : "]";
  for (const line of [...lines].reverse()) {
    if (line.offset > errorOffset) continue;
    const column = line.content.lastIndexOf(opener);
    if (column === -1 || line.content.indexOf(closer, column) !== -1) continue;
    return {
      offset: line.offset + line.indent + column,
      message: `invalid YAML: the ${opener} opened here is never closed; add ${closer} after the last item, or write the ${opener === "{" ? "map" : "list"} as indented lines instead`,
    };
  }
  return undefined;
}
