// Checks what the fake GitHub receives and answers against GitHub's own published descriptions,
// not against our reading of them: REST requests against the OpenAPI descriptions of api.github.com
// and of the oldest GitHub Enterprise Server release we support (test/fixtures/github/, extracted
// by scripts/github-rest-descriptions.ts from @octokit/openapi), GraphQL documents and variables
// against GitHub's schema (@octokit/graphql-schema), and the fake's REST answers against the
// response schemas. Each check returns the problems, worded to say what GitHub would not accept.
import { readFileSync } from "node:fs";
import Ajv, { type ValidateFunction } from "ajv";
import Ajv2019 from "ajv/dist/2019.js";
import {
  buildClientSchema,
  type DocumentNode,
  execute,
  type GraphQLSchema,
  type IntrospectionQuery,
  Kind,
  type OperationDefinitionNode,
  parse,
  validate,
} from "graphql";
import { GRAPHQL_OPERATIONS, USED_OPERATIONS } from "./github-operations.ts";

export const DESCRIPTIONS = ["api.github.com", "ghes-3.17"] as const;
type DescriptionName = (typeof DESCRIPTIONS)[number];

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: { type?: string; enum?: unknown[] };
}

interface Route {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  requestBody?: object;
  responses?: Record<string, object | null>;
}

interface Description {
  source: string;
  routes: Route[];
}

interface CompiledRoute extends Route {
  pattern: RegExp;
  /** The pattern with a last {ref} or {path} taking the rest of the path, slashes included. */
  restPattern: RegExp;
  index: number;
}

const fixtures = new URL("../fixtures/github/", import.meta.url);
const ajv = new Ajv.default({ strict: false, allErrors: true, validateFormats: false });
// Answers are checked in the one direction that matters to our code: the fake answers a subset
// of GitHub's fields (most of what GitHub requires, our code never reads), but every field it
// sends, GitHub has, with GitHub's type. So "required" is dropped, an object accepts no property
// its schema does not declare, and oneOf becomes anyOf (without "required", branches overlap).
const answers = new Ajv2019.default({ strict: false, allErrors: true, validateFormats: false });
const loaded = new Map<DescriptionName, CompiledRoute[]>();
const validators = new Map<string, ValidateFunction>();

function routesOf(name: DescriptionName): CompiledRoute[] {
  const cached = loaded.get(name);
  if (cached !== undefined) return cached;
  const description = JSON.parse(
    readFileSync(new URL(`rest-${name}.json`, fixtures), "utf8"),
  ) as Description;
  // The $refs inside the routes point into the extract's own components.
  answers.addSchema(
    asAnswerSchema(withoutNullable(structuredClone(description)) as Record<string, unknown>, [
      "components",
      "schemas",
    ]),
    name,
  );
  ajv.addSchema(withoutNullable(description) as object, name);
  const routes = description.routes.map((route, index) => {
    const escaped = route.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
    return {
      ...route,
      index,
      pattern: new RegExp(`^${escaped.replace(/\{[^}]+\}/g, "([^/]+)")}$`),
      restPattern: new RegExp(
        `^${escaped.replace(/\{(ref|path)\}$/, "(.+)").replace(/\{[^}]+\}/g, "([^/]+)")}$`,
      ),
    };
  });
  // A literal path segment wins over a parameter ("/git/ref/{ref}" is not "/git/{x}/{y}").
  routes.sort((a, b) => placeholders(a.path) - placeholders(b.path));
  loaded.set(name, routes);
  return routes;
}

function placeholders(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}

function validatorFor(
  name: DescriptionName,
  pointer: string,
  of: "request" | "answer" = "request",
): ValidateFunction {
  const key = `${of}:${name}#${pointer}`;
  let validator = validators.get(key);
  if (validator === undefined) {
    validator = (of === "request" ? ajv : answers).compile({ $ref: `${name}#${pointer}` });
    validators.set(key, validator);
  }
  return validator;
}

/**
 * OpenAPI 3.0's `nullable: true` in JSON Schema's words (null is one more type), which Ajv reads
 * only beside a `type`. Rewrites in place and returns its argument.
 */
function withoutNullable(node: unknown): unknown {
  if (Array.isArray(node)) {
    for (const item of node) withoutNullable(item);
    return node;
  }
  if (node === null || typeof node !== "object") return node;
  const schema = node as Record<string, unknown>;
  for (const value of Object.values(schema)) withoutNullable(value);
  if (schema.nullable === true) {
    delete schema.nullable;
    const rest = { ...schema };
    for (const key of Object.keys(schema)) delete schema[key];
    schema.anyOf = [rest, { type: "null" }];
  }
  return schema;
}

/**
 * The answer-side schema of a document whose named schemas are at `container` (OpenAPI's
 * components.schemas, JSON Schema's definitions): see `answers` above. A schema that is a branch
 * of an allOf must stay open, since unevaluatedProperties at the allOf sees all branches'
 * properties: a $ref there points to an open copy of its schema (in `open`), made here too.
 */
function asAnswerSchema(
  document: Record<string, unknown>,
  container: readonly string[],
): Record<string, unknown> {
  const parent = container
    .slice(0, -1)
    .reduce((node, key) => node[key] as Record<string, unknown>, document);
  const schemas = parent[container.at(-1)!] as Record<string, unknown>;
  // Open copies are taken of the schemas as published, before the walk below closes them in place
  // (a schema the walk reached first, through another reference, would otherwise be copied closed).
  const published = structuredClone(schemas);
  const prefix = `#/${container.join("/")}/`;
  const openPrefix = `#/${[...container.slice(0, -1), "open"].join("/")}/`;
  const open: Record<string, unknown> = {};
  const wanted: string[] = [];
  const visit = (node: unknown, insideAllOf: boolean): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, insideAllOf);
      return;
    }
    if (node === null || typeof node !== "object") return;
    const schema = node as Record<string, unknown>;
    const reference = String(schema.$ref ?? "");
    if (insideAllOf && reference.startsWith(prefix)) {
      const name = reference.slice(prefix.length);
      schema.$ref = `${openPrefix}${name}`;
      if (!(name in open)) {
        open[name] = structuredClone(published[name]);
        wanted.push(name);
      }
      return;
    }
    delete schema.required;
    delete schema.$schema;
    if (Array.isArray(schema.oneOf)) {
      schema.anyOf = schema.oneOf;
      delete schema.oneOf;
    }
    const closes =
      !insideAllOf &&
      (schema.properties !== undefined || schema.allOf !== undefined) &&
      schema.additionalProperties === undefined &&
      schema.anyOf === undefined;
    if (closes) schema.unevaluatedProperties = false;
    for (const [key, value] of Object.entries(schema)) visit(value, key === "allOf");
  };
  visit(document, false);
  // An open copy is open at its top only; what it holds is checked as everywhere else.
  for (let next = wanted.pop(); next !== undefined; next = wanted.pop()) visit(open[next], true);
  parent.open = open;
  return document;
}

// The route found for each request line: the fakes send the same few paths over and over.
const matched = new Map<string, CompiledRoute | undefined>();

/** The route of GitHub's description a request is for; ref paths may hold slashes. */
function matchRoute(
  name: DescriptionName,
  method: string,
  path: string,
): CompiledRoute | undefined {
  const key = `${name} ${method} ${path}`;
  if (matched.has(key)) return matched.get(key);
  const routes = routesOf(name).filter((route) => route.method === method);
  const route =
    routes.find((candidate) => candidate.pattern.test(path)) ??
    // {ref} and {path} take the rest of the path, slashes included, as GitHub reads them.
    routes.find((candidate) => candidate.restPattern.test(path));
  matched.set(key, route);
  return route;
}

const USED = new Set(USED_OPERATIONS.map((operation) => `${operation.method} ${operation.path}`));

export interface RestRequest {
  method: string;
  /** The path under the API's root (no /api/v3), without the query. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Why GitHub's descriptions do not have this request; empty when both have it as sent. */
export function restRequestProblems(request: RestRequest): string[] {
  const problems: string[] = [];
  for (const name of DESCRIPTIONS) {
    const route = matchRoute(name, request.method, request.path);
    if (route === undefined) {
      problems.push(`${name} has no ${request.method} ${request.path}`);
      continue;
    }
    if (!USED.has(`${route.method} ${route.path}`)) {
      problems.push(
        `${route.method} ${route.path} is not in test/support/github-operations.ts: add it with its permission, and to the table in docs/review-and-security.md`,
      );
    }
    const query = route.parameters.filter((parameter) => parameter.in === "query");
    for (const [key, value] of Object.entries(request.query)) {
      const parameter = query.find((candidate) => candidate.name === key);
      if (parameter === undefined)
        problems.push(`${name}: ${route.path} takes no query parameter ${key}`);
      else if (parameter.schema.type === "integer" && !/^\d+$/.test(value))
        problems.push(`${name}: query parameter ${key} must be an integer, not ${value}`);
      else if (parameter.schema.enum !== undefined && !parameter.schema.enum.includes(value))
        problems.push(
          `${name}: query parameter ${key} must be one of ${parameter.schema.enum.join(", ")}`,
        );
    }
    for (const parameter of query.filter((candidate) => candidate.required)) {
      if (!(parameter.name in request.query))
        problems.push(`${name}: query parameter ${parameter.name} is required`);
    }
    if (route.requestBody !== undefined && request.body !== undefined) {
      const validate = validatorFor(name, `/routes/${route.index}/requestBody`);
      if (!validate(request.body)) {
        problems.push(`${name}: request body: ${errorsText(validate)}`);
      }
    }
  }
  return problems.map((problem) => `${request.method} ${request.path}: ${problem}`);
}

/** Why GitHub would not answer this way: the answer's body against the route's response schema. */
export function restResponseProblems(
  request: Pick<RestRequest, "method" | "path">,
  status: number,
  body: unknown,
): string[] {
  const route = matchRoute("api.github.com", request.method, request.path);
  if (route === undefined || route.responses === undefined) return [];
  const schema = route.responses[String(status)];
  if (status < 200 || status > 299) return [];
  if (schema === undefined) {
    return [`${request.method} ${request.path}: GitHub does not answer ${status}`];
  }
  if (schema === null) return [];
  const validate = validatorFor(
    "api.github.com",
    `/routes/${route.index}/responses/${status}`,
    "answer",
  );
  return validate(body)
    ? []
    : [`${request.method} ${request.path} answered ${status}: ${errorsText(validate)}`];
}

/** Each error at its place, naming a property GitHub does not have. */
function errorsText(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map((error) => {
      const extra = error.params as { unevaluatedProperty?: string; additionalProperty?: string };
      const property = extra.unevaluatedProperty ?? extra.additionalProperty;
      return `${error.instancePath || "/"} ${error.message ?? ""}${property === undefined ? "" : `: ${property}`}`;
    })
    .join("; ");
}

let graphqlSchema: GraphQLSchema | undefined;

function githubSchema(): GraphQLSchema {
  // The introspection result, as GitHub answers it: the package's SDL defines one field twice.
  graphqlSchema ??= buildClientSchema(
    JSON.parse(
      readFileSync(
        new URL("../../node_modules/@octokit/graphql-schema/schema.json", import.meta.url),
        "utf8",
      ),
    ) as IntrospectionQuery,
  );
  return graphqlSchema;
}

/** A document as parsed, or why it does not parse, and why the schema refuses it (empty if not). */
type CheckedDocument = { document: DocumentNode; invalid: string[] } | { unparsed: string };

// Each document checked once: the client sends the same few documents with other variables, and
// parsing and validating one against the schema give the same answer every time.
const checkedDocuments = new Map<string, CheckedDocument>();

function checkedDocument(query: string): CheckedDocument {
  let checked = checkedDocuments.get(query);
  if (checked === undefined) {
    try {
      const document = parse(query);
      const invalid = validate(githubSchema(), document).map(
        (error) => `GraphQL ${nameOf(document)}: ${error.message}`,
      );
      checked = { document, invalid };
    } catch (error) {
      checked = { unparsed: `GraphQL: ${(error as Error).message}` };
    }
    checkedDocuments.set(query, checked);
  }
  return checked;
}

/** Why GitHub's GraphQL schema refuses this document or its variables; empty when it accepts them. */
export function graphqlProblems(body: unknown): string[] {
  const { query, variables } = (body ?? {}) as { query?: unknown; variables?: unknown };
  if (typeof query !== "string") return ["GraphQL: the request has no query"];
  const checked = checkedDocument(query);
  if ("unparsed" in checked) return [checked.unparsed];
  const { document, invalid } = checked;
  if (invalid.length > 0) return [...invalid];
  const schema = githubSchema();
  const problems: string[] = [];
  if (!(nameOf(document) in GRAPHQL_OPERATIONS)) {
    problems.push(
      `GraphQL ${nameOf(document)} is not in test/support/github-operations.ts: add it with its permission, and to the table in docs/review-and-security.md`,
    );
  }
  // Executed without resolvers: only the variables' coercion can fail before any field resolves.
  const result = execute({
    schema,
    document,
    variableValues: (variables ?? {}) as Record<string, unknown>,
    rootValue: {},
    fieldResolver: () => null,
  });
  if (!("then" in result)) {
    for (const error of result.errors ?? []) {
      if (/^Variable "\$/.test(error.message))
        problems.push(`GraphQL ${nameOf(document)}: ${error.message}`);
    }
  }
  return problems;
}

/**
 * Why GitHub would not answer this way: the fake's `data`, executed as the answer of the document
 * against GitHub's schema (every field read from the fake's answer by its response key), so a
 * field of a type GitHub does not give, a value its type cannot hold (an enum member, a non-null
 * field left null) or a field the document did not ask for each fail. Empty for an answer with no
 * data (an error GitHub gives instead).
 */
export function graphqlAnswerProblems(body: unknown, answer: unknown): string[] {
  const { query, variables } = (body ?? {}) as { query?: unknown; variables?: unknown };
  const data = (answer as { data?: unknown } | null)?.data;
  if (typeof query !== "string" || data === null || data === undefined) return [];
  const schema = githubSchema();
  const checked = checkedDocument(query);
  const document = "unparsed" in checked ? parse(query) : checked.document;
  const result = execute({
    schema,
    document,
    variableValues: (variables ?? {}) as Record<string, unknown>,
    rootValue: data,
    fieldResolver: (source, _args, _context, info) =>
      (source as Record<string, unknown>)[String(info.path.key)],
    // GitHub names the type of an interface's or a union's member; the fake may leave it out
    // where only one member has the fields it answers (a ref's target, a blob).
    typeResolver: (value, _context, _info, abstract) => {
      const named = (value as { __typename?: unknown }).__typename;
      if (typeof named === "string") return named;
      const keys = Object.keys(value as object);
      return schema
        .getPossibleTypes(abstract)
        .find((type) => keys.every((key) => key in type.getFields()))?.name;
    },
  });
  if ("then" in result) return [];
  const name = nameOf(document);
  return [
    ...(result.errors ?? []).map(
      (error) => `GraphQL ${name} answer at ${error.path?.join(".") ?? "/"}: ${error.message}`,
    ),
    ...unaskedFields(data, result.data, []).map(
      (path) => `GraphQL ${name} answer: ${path} was not asked for`,
    ),
  ];
}

/** The places where `answered` has a field `executed` (what the document asked) has not. */
function unaskedFields(answered: unknown, executed: unknown, at: string[]): string[] {
  if (answered === null || typeof answered !== "object") return [];
  if (executed === null || typeof executed !== "object") return [];
  const asked = executed as Record<string, unknown>;
  return Object.entries(answered).flatMap(([key, value]) => {
    if (key === "__typename" && !(key in asked)) return [];
    if (!(key in asked)) return [[...at, key].join(".")];
    return unaskedFields(value, asked[key], [...at, key]);
  });
}

/** The operation's name, or the first field of an anonymous one ("viewer"). */
function nameOf(document: DocumentNode): string {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const first = operation?.selectionSet.selections[0];
  return operation?.name?.value ?? (first?.kind === Kind.FIELD ? first.name.value : "(anonymous)");
}

let webhooks: Ajv2019.default | undefined;

/**
 * Why GitHub cannot send this event payload: checked against @octokit/webhooks-schemas, each of
 * the payload's fields against GitHub's (a test's payload holds the fields the Action reads, not
 * every field GitHub sends). Events without a published payload schema (schedule) pass.
 */
export function webhookProblems(eventName: string, payload: unknown): string[] {
  if (webhooks === undefined) {
    const document = JSON.parse(
      readFileSync(
        new URL("../../node_modules/@octokit/webhooks-schemas/schema.json", import.meta.url),
        "utf8",
      ),
    ) as Record<string, unknown>;
    delete document.oneOf;
    webhooks = new Ajv2019.default({ strict: false, allErrors: true, validateFormats: false });
    webhooks.addSchema(asAnswerSchema(document, ["definitions"]), "webhooks");
  }
  const action = (payload as { action?: unknown } | null)?.action;
  const definition = typeof action === "string" ? `${eventName}$${action}` : `${eventName}$event`;
  const validate = webhooks.getSchema(`webhooks#/definitions/${definition}`);
  if (validate === undefined) {
    return eventName === "schedule"
      ? []
      : [`GitHub publishes no ${definition} event: no workflow run starts with this payload`];
  }
  return validate(payload) ? [] : [`${definition} event: ${errorsText(validate)}`];
}
