// Escaping of user-supplied text (asset, system and facility names, service messages, file paths)
// for GitHub-flavoured Markdown. GitHub links @mentions, #references and bare URLs after Markdown
// has been parsed, so a backslash does not stop them (github/cmark-gfm#181), nor does an HTML
// entity such as &#64;: a zero-width space after the trigger does, and renders the same.
import { revealHiddenCharacters } from "../../core/shared/text/reveal.ts";

const ZERO_WIDTH_SPACE = "\u200B";

const REPLACEMENTS: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "@": `@${ZERO_WIDTH_SPACE}`,
  "#": `#${ZERO_WIDTH_SPACE}`,
};

/**
 * Text that renders literally wherever it is placed in a line, table cell or heading: no
 * emphasis, code, link, image, HTML, table cell break, mention, issue reference, autolink, math or
 * block marker, nor emoji. Hidden characters (newlines included) show as `\uXXXX`.
 */
export function escapeMarkdown(text: string): string {
  return (
    revealHiddenCharacters(text)
      // Emoji shortcodes (:warning:), which GitHub, too, replaces after parsing.
      .replace(/:(?=[\w+-]+:)/g, `:${ZERO_WIDTH_SPACE}`)
      .replace(/[\\`*_~[\]|$&<>@#]/g, (character) => REPLACEMENTS[character] ?? `\\${character}`)
      // Bare URLs and www. names become links through GFM's autolink extension.
      .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
      .replace(/www\./gi, (www) => `${www.slice(0, 3)}${ZERO_WIDTH_SPACE}.`)
      .replace(/GH-(?=\d)/gi, (prefix) => `${prefix}${ZERO_WIDTH_SPACE}`)
      // Block markers that count only at the start of a line: lists, setext underlines.
      .replace(/^([-+=])/, "\\$1")
      .replace(/^(\d+)([.)])(?=\s|$)/, "$1\\$2")
  );
}

/**
 * escapeMarkdown for text that holds web addresses (a repository, the service, a timestamp
 * authority): each address becomes a code span, literal and copyable, where escapeMarkdown would
 * put a zero-width space after "://" to stop GitHub's autolink, breaking the address a reader
 * copies. A code span is never linked, so nothing untrusted becomes a link either way.
 */
export function escapeMarkdownWithAddresses(text: string): string {
  return text
    .split(/(https?:\/\/[^\s,;]+)/)
    .map((part, index) => (index % 2 === 1 ? markdownCodeSpan(part) : escapeMarkdown(part)))
    .join("");
}

/** A code span holding `text` literally, whatever backticks it contains. */
export function markdownCodeSpan(text: string): string {
  const shown = revealHiddenCharacters(text);
  const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const padding = shown.startsWith("`") || shown.endsWith("`") ? " " : "";
  return `${fence}${padding}${shown}${padding}${fence}`;
}
