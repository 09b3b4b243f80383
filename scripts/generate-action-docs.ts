// Writes the inputs and outputs tables of docs/github-action.md from action.yml
// (`npm run action-docs`), so the manual can never drift from what the runner reads; `--check` only
// compares and exits 1 when the page is stale, for CI. Only the text between the marker comments is
// generated; the rest of the page is written by hand.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { parse } from "yaml";
import { replaceBetweenMarkers } from "./generated-sections.ts";

export const ACTION_DOCS_PAGE = "docs/github-action.md";

interface ActionMetadata {
  inputs?: Record<string, { description?: string; default?: string; required?: boolean }>;
  outputs?: Record<string, { description?: string }>;
}

/** One table cell: on one line, with the characters that would end the cell escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(/\\/g, "\\\\").replace(/\|/g, "\\|");
}

/** Inline code that survives backticks in the text. */
function code(text: string): string {
  const fence = text.includes("`") ? "``" : "`";
  return `${fence}${cell(text)}${fence}`;
}

export function inputsTable(metadata: ActionMetadata): string {
  const rows = Object.entries(metadata.inputs ?? {}).map(([name, input]) => {
    const fallback = input.required === true ? "required" : "(none)";
    const value =
      input.default === undefined || input.default === "" ? fallback : code(input.default);
    return `| ${code(name)} | ${value} | ${cell(input.description ?? "")} |`;
  });
  return ["| Input | Default | Description |", "| --- | --- | --- |", ...rows].join("\n");
}

export function outputsTable(metadata: ActionMetadata): string {
  const rows = Object.entries(metadata.outputs ?? {}).map(
    ([name, output]) => `| ${code(name)} | ${cell(output.description ?? "")} |`,
  );
  return ["| Output | Description |", "| --- | --- |", ...rows].join("\n");
}

/** What the page's generated sections say they come from. */
const FROM_ACTION_YML = { from: "action.yml", command: "npm run action-docs" };

/** The page with both tables generated from `actionYml`, formatted as Prettier would. */
export async function renderActionDocs(
  actionYml: string,
  page: string,
  pagePath: string,
): Promise<string> {
  const metadata = parse(actionYml) as ActionMetadata;
  let result = replaceBetweenMarkers(
    page,
    pagePath,
    { name: "action-inputs", source: FROM_ACTION_YML },
    inputsTable(metadata),
  );
  result = replaceBetweenMarkers(
    result,
    pagePath,
    { name: "action-outputs", source: FROM_ACTION_YML },
    outputsTable(metadata),
  );
  const options = (await prettier.resolveConfig(pagePath)) ?? {};
  return prettier.format(result, { ...options, filepath: pagePath });
}

async function main(check: boolean): Promise<number> {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const pagePath = `${root}${ACTION_DOCS_PAGE}`;
  const current = readFileSync(pagePath, "utf8");
  const fresh = await renderActionDocs(
    readFileSync(`${root}action.yml`, "utf8"),
    current,
    pagePath,
  );
  if (fresh === current) return 0;
  if (check) {
    process.stderr.write(
      `${ACTION_DOCS_PAGE} is stale: its inputs or outputs differ from action.yml; run 'npm run action-docs' and commit it.\n`,
    );
    return 1;
  }
  writeFileSync(pagePath, fresh);
  process.stderr.write(`wrote ${ACTION_DOCS_PAGE}\n`);
  return 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.includes("--check"));
