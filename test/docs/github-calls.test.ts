// docs/review-and-security.md lists every GitHub operation the code calls, with its permission: the
// same list the fake GitHub holds every request of the test run to (test/support/github-operations.ts).
import { readFileSync } from "node:fs";
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

describe("the list of GitHub calls in docs/review-and-security.md", () => {
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
