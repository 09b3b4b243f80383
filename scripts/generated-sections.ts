// The parts of a docs page a script writes, between two marker comments, the rest of the page
// written by hand: the Action's inputs and outputs (generate-action-docs.ts, from action.yml) and
// the families' lists (generate-family-docs.ts, from the family table). A section is a block of
// its own, or inline, within a sentence.

/** Where a section's text comes from, and the command that writes it. */
export interface SectionSource {
  from: string;
  command: string;
}

function markers(name: string, { from, command }: SectionSource): { start: string; end: string } {
  return {
    start: `<!-- BEGIN ${name}: generated from ${from} by \`${command}\`; do not edit -->`,
    end: `<!-- END ${name} -->`,
  };
}

/** `page` with the text between the `name` markers replaced by `content`. */
export function replaceBetweenMarkers(
  page: string,
  pagePath: string,
  section: { name: string; source: SectionSource; inline?: boolean },
  content: string,
): string {
  const { start, end } = markers(section.name, section.source);
  const from = page.indexOf(start);
  const to = page.indexOf(end, from);
  if (from === -1 || to === -1) {
    throw new Error(
      `${pagePath} has no generated ${section.name} section: put the lines '${start}' and '${end}' where it belongs`,
    );
  }
  const between = section.inline === true ? content : `\n\n${content}\n\n`;
  return `${page.slice(0, from + start.length)}${between}${page.slice(to)}`;
}
