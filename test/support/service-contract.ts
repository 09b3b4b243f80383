// The service's contract, checked on the wire: a loopback front that passes every request to the
// emulator and checks the request (cip-sync's) and the answer (the emulator's) against
// schemas/compliance-inventory-api.openapi.json, the OpenAPI description of the API-key surface
// written from the specification. So the contract the spec states is checked, not only our
// reading of it in the client and the emulator.
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { repositoryRoot } from "./cli.ts";

interface Operation {
  parameters?: unknown[];
  requestBody?: { content: { "application/json": { schema: unknown } } };
  responses: Record<string, { content?: { "application/json": { schema: unknown } } }>;
}

const description = JSON.parse(
  readFileSync(`${repositoryRoot}schemas/compliance-inventory-api.openapi.json`, "utf8"),
) as { paths: Record<string, Record<string, Operation>> };
// The description's formats (date-time) are checked, not ignored.
const ajv = addFormats.default(new Ajv2020.default({ strict: false, allErrors: true }));
ajv.addSchema(description, "service");

/**
 * Fields an answer may carry that the spec does not list, each with where it comes from. The
 * description leaves a record open (the real service may send more), but the emulator is ours:
 * a field it invents would let the client come to rely on what the service never sends.
 */
const ANSWER_FIELDS_BEYOND_SPEC: Readonly<Record<string, string>> = {
  created_at: "the service's documentation shows it (the documented profile)",
  updated_at: "the service's documentation shows it (the documented profile)",
  control_center_id:
    "a control center's system's parent, whose field the spec does not show (the description says so)",
};

/** The description with each record closed to its own fields and ANSWER_FIELDS_BEYOND_SPEC. */
function closedAnswers(document: unknown): unknown {
  const copy = structuredClone(document) as {
    components: { schemas: Record<string, Record<string, unknown>> };
  };
  const extras = Object.fromEntries(
    Object.keys(ANSWER_FIELDS_BEYOND_SPEC).map((name) => [name, {}]),
  );
  for (const schema of Object.values(copy.components.schemas)) {
    if (schema.properties === undefined || schema.additionalProperties !== undefined) continue;
    schema.properties = { ...extras, ...(schema.properties as object) };
    schema.additionalProperties = false;
  }
  return copy;
}

const answers = addFormats.default(new Ajv2020.default({ strict: false, allErrors: true }));
answers.addSchema(closedAnswers(description) as object, "service");

const routes = Object.entries(description.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => ({
    method: method.toUpperCase(),
    path,
    pointer: `/paths/${path.replaceAll("/", "~1")}/${method}`,
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
    operation: item[method]!,
  })),
);

function validate(pointer: string, value: unknown, by = ajv): string | undefined {
  const check = by.getSchema(`service#${pointer}`) ?? by.compile({ $ref: `service#${pointer}` });
  return check(value)
    ? undefined
    : (check.errors ?? [])
        .map((error) => {
          const extra = (error.params as { additionalProperty?: string }).additionalProperty;
          return `${error.instancePath || "/"} ${error.message ?? ""}${extra === undefined ? "" : `: ${extra}`}`;
        })
        .join("; ");
}

export interface Exchange {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  status: number;
  answer: string;
}

/** What in one request and its answer the description does not allow; empty when it all does. */
export function contractProblems(exchange: Exchange): string[] {
  const { method, path } = exchange;
  const route = routes.find(
    (candidate) => candidate.method === method && candidate.pattern.test(path),
  );
  if (route === undefined) return [`${method} ${path}: not an operation an API key may call`];
  const problems: string[] = [];
  if (exchange.headers["x-api-key"] === undefined) problems.push("no X-API-Key header");
  const schema = route.operation.requestBody;
  if (schema === undefined && exchange.body !== "")
    problems.push("a body on a request that takes none");
  if (schema !== undefined) {
    if (!String(exchange.headers["content-type"]).startsWith("application/json"))
      problems.push("a body without Content-Type: application/json");
    const wrong = parsed(exchange.body, (body) =>
      validate(`${route.pointer}/requestBody/content/application~1json/schema`, body),
    );
    if (wrong !== undefined) problems.push(`request body: ${wrong}`);
  }
  const success = Object.keys(route.operation.responses).filter((status) => /^2/.test(status));
  if (exchange.status >= 200 && exchange.status < 300) {
    const answer = route.operation.responses[String(exchange.status)];
    if (answer === undefined)
      problems.push(`answered ${exchange.status}, not ${success.join(" or ")}`);
    else if (answer.content === undefined && exchange.answer !== "")
      problems.push(`answered ${exchange.status} with a body; it has none`);
    else if (answer.content !== undefined) {
      const wrong = parsed(exchange.answer, (body) =>
        validate(
          `${route.pointer}/responses/${exchange.status}/content/application~1json/schema`,
          body,
          answers,
        ),
      );
      if (wrong !== undefined) problems.push(`answer: ${wrong}`);
    }
  }
  return problems.map((problem) => `${method} ${path}: ${problem}`);
}

function parsed(text: string, check: (value: unknown) => string | undefined): string | undefined {
  try {
    return check(JSON.parse(text));
  } catch {
    return "not JSON";
  }
}

export interface ContractFront {
  /** Where cip-sync is pointed instead of the emulator. */
  url: string;
  /** Everything the description did not allow, each request named. */
  violations: string[];
  close(): Promise<void>;
}

/** A loopback front of `target` (the emulator's URL) that checks every exchange on its way. */
export async function startContractFront(target: string): Promise<ContractFront> {
  const violations: string[] = [];
  const base = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = Buffer.concat(chunks);
      const path = (incoming.url ?? "/").split("?")[0]!;
      const forward = httpRequest(
        {
          host: base.hostname,
          port: base.port,
          path: `${base.pathname.replace(/\/$/, "")}${incoming.url}`,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => parts.push(chunk));
          answer.on("end", () => {
            const text = Buffer.concat(parts);
            violations.push(
              ...contractProblems({
                method: incoming.method ?? "GET",
                path,
                headers: incoming.headers,
                body: body.toString("utf8"),
                status: answer.statusCode ?? 0,
                answer: text.toString("utf8"),
              }),
            );
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            outgoing.end(text);
          });
        },
      );
      forward.on("error", () => {
        outgoing.writeHead(502);
        outgoing.end();
      });
      forward.end(body);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    violations,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
