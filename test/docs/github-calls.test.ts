// docs/review-and-security.md lists every GitHub operation the code calls, with its permission: the
// same list the fake GitHub holds every request of the test run to (test/support/github-operations.ts),
// and that list is what src/ calls, read from the code: each Octokit method by the route Octokit
// sends it to, each request by its route, each GraphQL document by its operation's name.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getOctokit } from "@actions/github";
import { describe, expect, it } from "vitest";
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
    if (!file.endsWith(".ts")) continue;
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
