// `node scripts/github-rest-descriptions.ts [--check]`: the parts of GitHub's published REST API
// descriptions (@octokit/openapi: api.github.com and the oldest GitHub Enterprise Server release
// we support) that the tests check the fake GitHub against, written to test/fixtures/github/.
// Every route of each description (method, path, parameters), so that a request to a path GitHub
// does not have fails; and for the operations the Action calls, their request bodies and success
// responses with every schema they refer to. The package is 385 MB unpacked, so it is not a
// dependency: this script downloads it into a temporary folder (npm pack) when run, and the test
// run reads the extract, whose header names the package version it came from.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { USED_OPERATIONS } from "../test/support/github-operations.ts";

export const OPENAPI_PACKAGE = "@octokit/openapi@23.0.2";
/** The descriptions checked: github.com, and the oldest GitHub Enterprise Server release supported. */
export const DESCRIPTIONS = ["api.github.com", "ghes-3.17"] as const;

const root = fileURLToPath(new URL("..", import.meta.url));
const OUT = join(root, "test/fixtures/github");

type Json = Record<string, unknown>;
const METHODS = ["get", "put", "post", "delete", "patch", "head"];

function download(): { folder: string; cleanup: () => void } {
  const folder = mkdtempSync(join(tmpdir(), "octokit-openapi-"));
  const tarball = execFileSync(
    "npm",
    ["pack", OPENAPI_PACKAGE, "--silent", "--pack-destination", folder],
    {
      encoding: "utf8",
    },
  ).trim();
  execFileSync("tar", ["-xzf", join(folder, tarball), "-C", folder]);
  return {
    folder: join(folder, "package/generated"),
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** `#/components/kind/name` references in `value`, recursively. */
function references(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) references(item, found);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") found.add(item);
      else references(item, found);
    }
  }
}

function resolvePointer(document: Json, pointer: string): unknown {
  return pointer
    .slice(2)
    .split("/")
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);
}

/** The parameter as the checks need it: where, its name, whether required, its schema. */
function parameterOf(document: Json, parameter: unknown): Json {
  const resolved = (
    typeof (parameter as Json).$ref === "string"
      ? resolvePointer(document, (parameter as Json).$ref as string)
      : parameter
  ) as Json;
  return {
    name: resolved.name,
    in: resolved.in,
    required: resolved.required === true,
    schema: resolved.schema ?? {},
  };
}

function extract(document: Json, name: string): Json {
  const paths = document.paths as Record<string, Record<string, Json>>;
  const routes: Json[] = [];
  const used = new Set(USED_OPERATIONS.map((operation) => `${operation.method} ${operation.path}`));
  const wanted = new Set<string>();
  for (const [path, item] of Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const parameters = [
        ...((item.parameters as unknown as unknown[] | undefined) ?? []),
        ...((operation.parameters as unknown[]) ?? []),
      ];
      const route: Json = {
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        parameters: parameters.map((parameter) => parameterOf(document, parameter)),
      };
      if (used.has(`${method.toUpperCase()} ${path}`)) {
        const body = (operation.requestBody as Json | undefined)?.content as Json | undefined;
        route.requestBody = (body?.["application/json"] as Json | undefined)?.schema;
        route.responses = Object.fromEntries(
          Object.entries(operation.responses as Record<string, Json>)
            .filter(([status]) => /^2\d\d$/.test(status))
            .map(([status, response]) => {
              const resolved = (
                response.$ref ? resolvePointer(document, response.$ref as string) : response
              ) as Json;
              const content = resolved.content as Json | undefined;
              return [status, (content?.["application/json"] as Json | undefined)?.schema ?? null];
            }),
        );
        references([route.requestBody, route.responses, route.parameters], wanted);
      }
      routes.push(route);
    }
  }
  // The components the used operations refer to, and those they refer to in turn.
  const components: Record<string, Json> = {};
  const queue = [...wanted];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const pointer = queue.pop()!;
    if (seen.has(pointer) || !pointer.startsWith("#/components/")) continue;
    seen.add(pointer);
    const [, , kind, key] = pointer.split("/");
    const value = resolvePointer(document, pointer);
    (components[kind!] ??= {})[key!] = value;
    const more = new Set<string>();
    references(value, more);
    queue.push(...more);
  }
  const missing = [...used].filter(
    (key) => !routes.some((route) => `${route.method} ${route.path}` === key),
  );
  return {
    source: `${OPENAPI_PACKAGE} generated/${name}.json`,
    openapi: document.openapi,
    missing,
    routes,
    components,
  };
}

function main(): void {
  const check = process.argv.includes("--check");
  const { folder, cleanup } = download();
  try {
    for (const name of DESCRIPTIONS) {
      const document = JSON.parse(readFileSync(join(folder, `${name}.json`), "utf8")) as Json;
      const text = `${JSON.stringify(extract(document, name))}\n`;
      const file = join(OUT, `rest-${name}.json`);
      if (check) {
        if (readFileSync(file, "utf8") !== text) {
          console.error(
            `${file} differs from a fresh extract: run node scripts/github-rest-descriptions.ts`,
          );
          process.exitCode = 1;
        }
      } else {
        writeFileSync(file, text);
        console.log(`wrote ${file} (${text.length} bytes)`);
      }
    }
  } finally {
    cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
