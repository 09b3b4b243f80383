// The HTML report's style sheet: on screen, a readable page; printed (A4 or Letter), each workspace
// from a new page, headings kept with the table or list that follows, table headers repeated on
// each page, no row split across pages, and the report's own footer with page numbers (the
// browser's "Headers and footers", which print the file:// address, are to be turned off).

/** A CSS string literal holding `text` (a quote, backslash or line break escaped). */
function cssString(text: string): string {
  return `"${text.replace(/[\\"\n\r]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;
}

/** `footer`: the text printed at the bottom left of every page, beside "Page N of M". */
export function evidenceStyle(footer: string): string {
  return `
:root { color-scheme: light; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; margin: 2rem auto; max-width: 64rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; }
h2 { font-size: 1.25rem; border-bottom: 2px solid #d0d7de; padding-bottom: .2rem; margin-top: 2rem; }
h3 { font-size: 1.05rem; margin-top: 1.4rem; }
h4 { font-size: .95rem; margin: 1rem 0 .3rem; }
h5 { font-size: .9rem; margin: .9rem 0 .2rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { border: 1px solid #d0d7de; padding: .25rem .45rem; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
table.header { width: auto; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
.ok { color: #1a7f37; font-weight: 600; }
.bad { color: #cf222e; font-weight: 600; }
.note { color: #57606a; }
.chart { width: 100%; height: auto; border: 1px solid #d0d7de; background: #fff; }
@media print {
  body { margin: 0; max-width: none; font-size: 10pt; }
  .screen-only { display: none; }
  section.workspace { break-before: page; }
  h1, h2, h3, h4, h5, ul.facts { break-after: avoid; page-break-after: avoid; }
  h2 + p, h3 + p, p:has(+ table) { break-after: avoid; page-break-after: avoid; }
  thead { display: table-header-group; }
  tr, li, .chart, ul.facts, section.change { break-inside: avoid; page-break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}
@page {
  size: A4;
  margin: 14mm 12mm 16mm;
  @bottom-left { content: ${cssString(footer)}; font: 8pt system-ui, sans-serif; color: #57606a; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 8pt system-ui, sans-serif; color: #57606a; }
}
`;
}
