// docs/review-and-security.md lists every GitHub operation the code calls, with its permission: the
// same list the fake GitHub holds every request of the test run to (test/support/github-operations.ts),
// and that list is what src/ calls, read from the code: each Octokit method by the route Octokit
// sends it to, each request by its route, each GraphQL document by its operation's name.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getOctokit } from "@actions/github";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { workflowBlocks } from "../../scripts/lint-workflows.ts";
import { GRAPHQL_OPERATIONS, USED_OPERATIONS } from "../support/github-operations.ts";
import { repositoryRoot } from "../support/cli.ts";

const page = readFileSync(`${repositoryRoot}docs/review-and-security.md`, "utf8");
const section = page.slice(
  page.indexOf("## What the Action calls on GitHub"),
  page.indexOf("## Security"),
);
const rows = [...section.matchAll(/^\| `([^`]+)` *\| *([^|]+?) *\|/gm)].map(
  ([, operation, permission]) => [operation!, permission!.trim()],
);

/** Every GitHub operation src/ calls: "METHOD /path", and "GraphQL query Name" or "... mutation". */
function operationsInCode(): string[] {
  const octokit = getOctokit("unused") as unknown as Record<
    string,
    Record<string, Record<string, { endpoint: { DEFAULTS: { method: string; url: string } } }>>
  >;
  const found = new Set<string>();
  const folder = `${repositoryRoot}src`;
  for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
    // A platform source's own GraphQL (Tenable OT Security's assets query) is not GitHub's.
    if (!file.endsWith(".ts") || file.startsWith(join("io", "sources"))) continue;
    const text = readFileSync(join(folder, file), "utf8");
    for (const [, scope, method] of text.matchAll(/\.rest\.(\w+)\.(\w+)\b/g)) {
      const defaults = octokit.rest![scope!]![method!]!.endpoint.DEFAULTS;
      found.add(`${defaults.method} ${defaults.url}`);
    }
    for (const [, route] of text.matchAll(/\b(?:request|paginate)\(\s*"([A-Z]+ \/[^"]*)"/g))
      found.add(route!);
    for (const [, kind, name] of text.matchAll(/`(query|mutation) (\w+)\(/g))
      found.add(`GraphQL ${kind} ${name}`);
    for (const [, first] of text.matchAll(/["`]query \{ (\w+)/g))
      found.add(`GraphQL query ${first}`);
  }
  return [...found].sort();
}

describe("the list of GitHub calls in docs/review-and-security.md", () => {
  it("is what src/ calls, read from the code, no more and no less", () => {
    const listed = rows.map(([operation]) => operation!).sort();
    expect(listed).toEqual(operationsInCode());
  });

  it("is every operation the code calls, each with the permission it needs", () => {
    const expected = [
      ...USED_OPERATIONS.map((operation) => [
        `${operation.method} ${operation.path}`,
        operation.permission,
      ]),
      ...Object.entries(GRAPHQL_OPERATIONS).map(([name, permission]) => [
        `GraphQL ${name === "AppendCommit" ? "mutation" : "query"} ${name}`,
        permission,
      ]),
    ];
    expect(rows).toEqual(expected);
  });

  it("names the GitHub Enterprise Server release the REST checks run against", () => {
    expect(section).toContain("GitHub Enterprise Server 3.17, the oldest release");
  });
});

/** The table "So each job needs": each job's permissions (a policy-token's are its own). */
function leastPermissions(): Map<string, Record<string, string>> {
  const table = page.slice(page.indexOf("So each job needs"), page.indexOf("## Security"));
  const jobs = new Map<string, Record<string, string>>();
  for (const [, job, cell] of table.matchAll(/^\| ([a-z ]+) \(`\w+`\) *\| *(.+?) *\|$/gm)) {
    const own = cell!.split("; team rules")[0]!;
    jobs.set(
      job!,
      Object.fromEntries([...own.matchAll(/`([a-z-]+): (read|write)`/g)].map(([, p, l]) => [p, l])),
    );
  }
  return jobs;
}

type Workflow = {
  permissions?: Record<string, string>;
  jobs: Record<string, { permissions?: Record<string, string> }>;
};

const example = (path: string): Workflow =>
  parse(readFileSync(`${repositoryRoot}${path}`, "utf8")) as Workflow;
const readmeWorkflow = (): Workflow =>
  parse(
    workflowBlocks(readFileSync(`${repositoryRoot}README.md`, "utf8"), "README.md").find((block) =>
      block.text.includes("pull_request_review"),
    )!.text,
  ) as Workflow;

describe("the permissions: blocks of the README and the examples", () => {
  const plain = { plan: ["plan"], policy: ["policy"], apply: ["apply"] };
  it.each([
    { path: "README.md", workflow: readmeWorkflow, jobs: plain },
    {
      path: "examples/workflows/cip-sync.yml",
      workflow: () => example("examples/workflows/cip-sync.yml"),
      jobs: plain,
    },
    {
      path: "examples/workflows/merge-queue.yml",
      workflow: () => example("examples/workflows/merge-queue.yml"),
      jobs: { ...plain, plan: ["plan", "merge queue"] },
    },
    {
      path: "examples/workflows/drift.yml",
      workflow: () => example("examples/workflows/drift.yml"),
      jobs: { drift: ["drift"] },
    },
  ])("are, job by job, the least the table requires: $path", ({ workflow, jobs }) => {
    const least = leastPermissions();
    const loaded = workflow();
    for (const [job, rows] of Object.entries(jobs)) {
      const needed: Record<string, string> = {};
      for (const row of rows) {
        for (const [permission, level] of Object.entries(least.get(row)!)) {
          if (needed[permission] !== "write") needed[permission] = level;
        }
      }
      const granted = loaded.jobs[job]!.permissions ?? loaded.permissions;
      expect(granted, job).toEqual(needed);
    }
  });
});
