// Checks on rendered Markdown shared by the Markdown tests: what GitHub would turn into structure.

/** Unescaped `|` (preceded by an even number of backslashes) per table line, in order. */
export function tablePipeCounts(markdown: string): number[] {
  return markdown
    .split("\n")
    .filter((line) => /^(> )?\|/.test(line))
    .map((line) => line.match(/(?<!\\)(?:\\\\)*\|/g)?.length ?? 0);
}

/**
 * What a name could make GitHub render besides text: a mention, an issue reference, raw HTML other
 * than the renderer's own <details>, a link, an autolink, an emoji. Empty when there is none.
 */
export function injections(markdown: string): string[] {
  const patterns: [string, RegExp][] = [
    ["mention", /@\w/],
    ["issue reference", /#\d|GH-\d/i],
    ["HTML", /(?<!\\)<(?!\/?(?:details|summary)>)/],
    ["link", /(?<!\\)\]\(/],
    ["autolink", /:\/\/|www\./i],
    ["emoji", /:[\w+-]+:/],
  ];
  // GitHub turns nothing inside a code span into a mention, link or emoji.
  const outsideCode = markdown.replace(/(?<!\\)(`+)[\s\S]*?[^`]\1(?!`)/g, "");
  return patterns.filter(([, pattern]) => pattern.test(outsideCode)).map(([what]) => what);
}
