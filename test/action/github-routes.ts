// The requests a run sends, as the budget tests count them: "METHOD /path" (GraphQL by its
// operation's name), the SHAs and ids made generic, the two reads a run makes at once in one order.
import { expect } from "vitest";
import type { RecordedRequest } from "../support/fake-github.ts";
import { github } from "./scenario.ts";

/** The note query and the commits' people are read at once: whichever arrives first, this order. */
const PARALLEL = ["GraphQL PlanNote", "GET /pulls/7/commits"];

/** "METHOD /path" (GraphQL by its operation's name) with the SHAs and ids made generic. */
export function routesOf(requests: readonly RecordedRequest[]): string[] {
  const routes = requests.map(({ method, path, body }) =>
    path === "/graphql"
      ? `GraphQL ${/^(?:query|mutation) (\w+)/.exec((body as { query: string }).query)?.[1] ?? "viewer"}`
      : `${method} ${path}`
          .replace("/repos/grid-east/inventory", "")
          .replace(/[0-9a-f]{40}/g, "{sha}")
          .replace(/comments\/\d+/, "comments/{id}"),
  );
  const at = routes.indexOf(PARALLEL[1]!);
  if (at !== -1 && routes[at + 1] === PARALLEL[0]) routes.splice(at, 2, ...PARALLEL);
  return routes;
}

export async function requestsOf(run: () => Promise<{ code: number | null }>): Promise<string[]> {
  const from = github.requests.length;
  expect((await run()).code).toBe(0);
  return routesOf(github.requests.slice(from));
}
