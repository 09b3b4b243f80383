// Markdown under a hard cap: sections of rows, laid out in one or more ways, and the first layout
// that fits, cut after whole table rows and list items with a note counting what is not shown.
//
// Length counts UTF-16 code units (String.length). GitHub's comment limit counts characters (code
// points); a code point is one or two code units, so a body within the cap in code units is within
// the limit whatever it holds. Under a cap of a few hundred characters, only the first sections may
// fit.
import { countOf } from "../../core/shared/wording.ts";

/** The default cap, in UTF-16 code units; a code host sets its own (COMMENT_MAX_LENGTH in comment-body.ts). */
export const DEFAULT_MAX_LENGTH = 65_536;

export interface MarkdownOptions {
  /** Hard cap in UTF-16 code units (String.length); the result is never longer. Default 65,536. */
  maxLength?: number;
  /** Markdown (not escaped) appended where content was cut, e.g. "Full plan in the job summary: <url>". */
  truncatedNote?: string;
}

/** Tables with more rows than this are collapsed inside <details>. */
const COLLAPSE_ABOVE_ROWS = 20;

/** One table row; cells must already be escaped. */
export function tableRow(cells: string[]): string {
  return `| ${cells.join(" | ")} |\n`;
}

/** A table row or list item that a cut may leave out, and what the note counts it as. */
export interface Row {
  markdown: string;
  noun: string;
}

export function row(noun: string, content: string | string[]): Row {
  return { markdown: typeof content === "string" ? content : tableRow(content), noun };
}

/**
 * Markdown kept whole, or cut after any row: `head` + some `rows` + `tail`. Every part ends with
 * a newline; a section is separated from the one before by a blank line, unless it continues it.
 */
export interface Section {
  head: string;
  rows: Row[];
  tail: string;
  continuesPrevious?: boolean;
}

export function text(markdown: string): Section {
  return { head: markdown, rows: [], tail: "" };
}

/** A table under a heading; above COLLAPSE_ABOVE_ROWS rows, collapsed in <details>. */
export function table(heading: string, summary: string, columns: string[], rows: Row[]): Section {
  const header = `${tableRow(columns)}|${columns.map(() => "---").join("|")}|\n`;
  if (rows.length <= COLLAPSE_ABOVE_ROWS) {
    return { head: `${heading}\n\n${header}`, rows, tail: "" };
  }
  return {
    head: `${heading}\n\n<details><summary>${summary}</summary>\n\n${header}`,
    rows,
    tail: "\n</details>\n",
  };
}

/** One way to lay a document out. */
interface Layout {
  /** Shown whole, first. */
  essential: Section[];
  /** Shown in order while it fits, cut after whole rows. */
  rest: Section[];
  /** Not shown, but counted in the truncation note. */
  dropped: Section[];
  /** Shown whole, last (after the truncation note). */
  footer: Section[];
}

/**
 * The first layout that fits under the cap, with as much of its rest as fits and a note counting
 * what is not shown; when none fits, as many whole essential sections of the last as fit.
 */
export function fitLayouts(layouts: Layout[], options: MarkdownOptions): string {
  const max = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const { truncatedNote } = options;
  for (const layout of layouts) {
    const fitted = fitLayout(layout, max, truncatedNote);
    if (fitted.length <= max) return fitted;
  }
  const essential = layouts.at(-1)?.essential ?? [];
  let shown = essential.length;
  // Bounded by the number of sections.
  while (shown > 0 && joinSections(essential.slice(0, shown)).length > max) shown -= 1;
  return joinSections(essential.slice(0, shown));
}

function fitLayout(layout: Layout, max: number, truncatedNote: string | undefined): string {
  const { essential, rest, dropped, footer } = layout;
  if (dropped.length === 0) {
    const whole = joinSections([...essential, ...rest, ...footer]);
    if (whole.length <= max) return whole;
  }
  const cut = new Map<string, number>();
  const count = (rows: Row[]): void => {
    for (const { noun } of rows) cut.set(noun, (cut.get(noun) ?? 0) + 1);
  };
  for (const section of [...rest, ...dropped]) count(section.rows);
  // The note can only get shorter once the real counts are known: make room for the longest.
  const longestNote = truncationNote(cut, truncatedNote);
  let room = max - joinSections([...essential, longestNote, ...footer]).length;
  cut.clear();
  const kept: Section[] = [];
  let stopped = false;
  for (const section of rest) {
    const separator = section.continuesPrevious ? 0 : 1;
    const whole = renderSection(section).length + separator;
    if (!stopped && whole <= room) {
      kept.push(section);
      room -= whole;
      continue;
    }
    if (stopped) {
      count(section.rows);
      continue;
    }
    stopped = true;
    let used = separator + section.head.length + section.tail.length;
    let shown = 0;
    // The rows that fit, in order, stopping at the first that does not.
    for (const row of section.rows) {
      if (used + row.markdown.length > room) break;
      used += row.markdown.length;
      shown += 1;
    }
    if (shown > 0) kept.push({ ...section, rows: section.rows.slice(0, shown) });
    count(section.rows.slice(shown));
  }
  for (const section of dropped) count(section.rows);
  const note = cut.size === 0 ? [] : [truncationNote(cut, truncatedNote)];
  return joinSections([...essential, ...kept, ...note, ...footer]);
}

/** "**Truncated to fit:** not shown here: 3 deletes, 1600 creates." and the caller's pointer. */
function truncationNote(cut: Map<string, number>, truncatedNote: string | undefined): Section {
  const counts = [...cut].map(([noun, rows]) => countOf(rows, noun)).join(", ");
  const pointer = truncatedNote ? ` ${truncatedNote}` : "";
  return text(`**Truncated to fit:** not shown here: ${counts}.${pointer}\n`);
}

function renderSection(section: Section): string {
  return `${section.head}${section.rows.map((entry) => entry.markdown).join("")}${section.tail}`;
}

function joinSections(sections: Section[]): string {
  return sections
    .map((section, index) =>
      index > 0 && !section.continuesPrevious
        ? `\n${renderSection(section)}`
        : renderSection(section),
    )
    .join("");
}

/**
 * `markdown` collapsed under `summary`, in at most `maxLength` characters: cut after its last whole
 * line that fits, then `cutNote`; just `cutNote` when not even the first line fits; "" when nothing
 * fits at all.
 */
export function collapsedBlock(
  summary: string,
  markdown: string,
  maxLength: number,
  cutNote: string,
): string {
  const open = `\n<details><summary>${summary}</summary>\n\n`;
  const close = "\n</details>\n";
  const whole = `${open}${markdown.replace(/\s+$/, "")}\n${close}`;
  if (whole.length <= maxLength) return whole;
  const note = `\n_${cutNote}_\n`;
  const room = maxLength - open.length - note.length - close.length;
  if (room < 0) return note.length <= maxLength ? note : "";
  const cut = markdown.slice(0, room + 1);
  const end = cut.lastIndexOf("\n");
  return end <= 0
    ? note.length <= maxLength
      ? note
      : ""
    : `${open}${cut.slice(0, end + 1)}${note}${close}`;
}
