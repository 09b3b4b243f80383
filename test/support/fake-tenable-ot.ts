// A Tenable OT Security appliance on loopback, as Tenable's own SDK talks to it (tenable/pyTenable:
// tenable/ot/session.py sends the key as `X-APIKeys: key=<api key>`; tenable/ot/graphql/query.py's
// assets query is POSTed to /graphql with `first`/`after` and read back as
// `{"data": {"assets": {"pageInfo": {"endCursor": ...}, "nodes": [...]}}}`; its iterator,
// tenable/ot/graphql/iterators.py, takes endCursor as the next `after`), with pageInfo's
// hasNextPage and the connection's totalCount of GraphQL's cursor connections (another public
// client's assets query asks `count: totalCount`), and the asset fields that query names
// (id, name, type, firmwareVersion, customField1..10, ...). Errors answered as GraphQL does:
// `{"errors": [{"message": ...}]}`; a field the query selects that an asset does not have is
// refused in graphql-js's words ("Cannot query field ... on type ..."), with HTTP 400 as GraphQL
// servers over HTTP commonly answer a query that does not validate, or 200 (which one Tenable
// OT Security answers is not public). The query's `filter` is its published input
// (AssetExpressionsParams in Tenable OT Security's GraphQL schema: `field`, `op`, `values`,
// `expressions` for And/Or), with the operators public clients send (Equal, as pyTenable's
// default `{op: Equal, field: hidden, values: "false"}`; NotEqual, In, Contains, And, Or); an
// operator or field the schema does not have is refused in graphql-js's words for a variable.
import {
  type FakePlatform,
  type FakePlatformOptions,
  pageOfAssets,
  type PlatformAsset,
  type RecordedRequest,
  sendJson,
  startPlatform,
} from "./fake-platform.ts";

export const TENABLE_OT_TEST_KEY = "tot-api-key-QmPtRwZkXnLvHsJyGuWqTz";

export interface FakeTenableOtOptions extends FakePlatformOptions {
  /** The cursor stops advancing after this page (an appliance whose paging is broken). */
  stuckCursorAfter?: number;
  /** The status of an answer with GraphQL errors (default 400). */
  errorStatus?: 400 | 200;
  /** Every assets query is answered with this GraphQL error (a hostile or broken appliance). */
  graphqlError?: string;
}

/** The fields of an asset node, as the assets query of Tenable's SDK selects them. */
const ASSET_FIELDS = new Set([
  "backplane",
  "category",
  "criticality",
  ...Array.from({ length: 10 }, (_, index) => `customField${index + 1}`),
  "description",
  "details",
  "family",
  "firmwareVersion",
  "firstSeen",
  "hidden",
  "id",
  "ips",
  "lastSeen",
  "lastUpdate",
  "location",
  "macs",
  "model",
  "name",
  "os",
  "osDetails",
  "plugins",
  "purdueLevel",
  "revisions",
  "risk",
  "runStatus",
  "runStatusTime",
  "segments",
  "serial",
  "slot",
  "superType",
  "type",
  "vendor",
]);

/** The fields selected directly under `nodes { ... }` of a query (nested selections skipped). */
function selectedAssetFields(query: string): string[] {
  const start = query.indexOf("nodes {");
  if (start === -1) return [];
  const fields: string[] = [];
  let depth = 0;
  for (const token of query.slice(start + "nodes".length).match(/[{}]|[A-Za-z_][A-Za-z0-9_]*/g) ??
    []) {
    if (token === "{") depth += 1;
    else if (token === "}") depth -= 1;
    else if (depth === 1) fields.push(token);
    if (depth === 0) break;
  }
  return fields;
}

/** The GraphQL errors of a query, as graphql-js words its validation errors; none: empty. */
function queryErrors(query: string): string[] {
  return selectedAssetFields(query)
    .filter((field) => !ASSET_FIELDS.has(field))
    .map((field) => `Cannot query field "${field}" on type "Asset".`);
}

/** An asset node as the assets query answers it. */
export function tenableNode(asset: PlatformAsset): Record<string, unknown> {
  return {
    id: asset.id,
    name: asset.name,
    type: `${asset.type.slice(0, 1)}${asset.type.slice(1).toLowerCase()}Type`,
    superType: "Controller",
    vendor: "Acme Automation",
    model: asset.model,
    firmwareVersion: asset.firmware,
    os: asset.type === "HMI" ? "Windows 10 Enterprise" : null,
    lastSeen: asset.lastSeen,
    hidden: asset.hidden ?? false,
    purdueLevel: "Level1",
    customField1: asset.system,
    // An engineering station's: the PLCs and RTUs have no operating system details.
    osDetails:
      asset.type === "HMI"
        ? { version: "10.0.19045", hotFixes: { nodes: [{ name: "KB5031356", installDate: null }] } }
        : null,
  };
}

const cursorOf = (offset: number): string => Buffer.from(`offset:${offset}`).toString("base64");
const offsetOf = (cursor: unknown): number =>
  typeof cursor === "string"
    ? Number(Buffer.from(cursor, "base64").toString("utf8").replace("offset:", ""))
    : 0;

interface AssetsVariables {
  first?: number;
  after?: string | null;
  filter?: Expression;
}

/** An expression of the assets query's filter, as it arrives. */
interface Expression {
  op?: unknown;
  field?: unknown;
  values?: unknown;
  expressions?: Expression[];
}

const OPERATORS = new Set(["Equal", "NotEqual", "In", "Contains", "And", "Or"]);

/** Why a filter does not validate, in graphql-js's words for a variable; undefined: it does. */
function filterError(expression: Expression, at: string): string | undefined {
  const invalid = (key: string, value: unknown, type: string) =>
    `Variable "$filter" got invalid value ${JSON.stringify(value)} at "${at}.${key}"; Value ${JSON.stringify(value)} does not exist in "${type}" enum.`;
  if (typeof expression.op !== "string" || !OPERATORS.has(expression.op))
    return invalid("op", expression.op, "ExprOp");
  if (expression.op === "And" || expression.op === "Or") {
    for (const [index, inner] of (expression.expressions ?? []).entries()) {
      const error = filterError(inner, `${at}.expressions[${index}]`);
      if (error !== undefined) return error;
    }
    return undefined;
  }
  if (typeof expression.field !== "string" || !ASSET_FIELDS.has(expression.field))
    return invalid("field", expression.field, "AssetField");
  return undefined;
}

/** Whether an asset node meets a filter that validates (values compared as texts). */
function meets(node: Record<string, unknown>, expression: Expression): boolean {
  const inner = expression.expressions ?? [];
  if (expression.op === "And") return inner.every((each) => meets(node, each));
  if (expression.op === "Or") return inner.some((each) => meets(node, each));
  const value = String(node[String(expression.field)]);
  const values = Array.isArray(expression.values) ? expression.values : [expression.values];
  switch (expression.op) {
    case "Equal":
      return value === String(expression.values);
    case "NotEqual":
      return value !== String(expression.values);
    case "In":
      return values.some((each) => value === String(each));
    default:
      return value.includes(String(expression.values));
  }
}

function variablesOf(request: RecordedRequest): AssetsVariables | undefined {
  return bodyOf(request)?.variables;
}

function bodyOf(
  request: RecordedRequest,
): { query?: string; variables?: AssetsVariables } | undefined {
  try {
    return JSON.parse(request.body) as { query?: string; variables?: AssetsVariables };
  } catch {
    return undefined;
  }
}

function pageOf(request: RecordedRequest): number | undefined {
  const variables = variablesOf(request);
  if (variables === undefined) return undefined;
  return Math.floor(offsetOf(variables.after) / (variables.first ?? 200)) + 1;
}

export function startFakeTenableOt(options: FakeTenableOtOptions): Promise<FakePlatform> {
  const faults = options.faults ?? {};
  // The assets each filter keeps, found once per filter: filtering all the assets again for each
  // page made the fake, in the benchmark's own process, the cost of a read of 100,000 assets in
  // 500 pages (3 s of a sync's wall time, and of its floor's).
  const keptByFilter = new Map<string, readonly PlatformAsset[]>();
  const keptBy = (filter: Expression | undefined): readonly PlatformAsset[] => {
    const key = JSON.stringify(filter ?? null);
    let kept = keptByFilter.get(key);
    if (kept === undefined) {
      kept = options.assets.filter(
        (asset) => filter === undefined || meets(tenableNode(asset), filter),
      );
      keptByFilter.set(key, kept);
    }
    return kept;
  };
  return startPlatform(options, pageOf, (request, response) => {
    if (request.headers["x-apikeys"] !== `key=${TENABLE_OT_TEST_KEY}`) {
      sendJson(response, 401, { errors: [{ message: "unauthorized" }] });
      return;
    }
    const variables = variablesOf(request);
    if (request.target !== "/graphql" || request.method !== "POST" || variables === undefined) {
      sendJson(response, 404, { errors: [{ message: "not found" }] });
      return;
    }
    const { filter } = variables;
    const invalidFilter = filter === undefined ? undefined : filterError(filter, "filter");
    const errors =
      options.graphqlError === undefined
        ? [
            ...queryErrors(bodyOf(request)?.query ?? ""),
            ...(invalidFilter === undefined ? [] : [invalidFilter]),
          ]
        : [options.graphqlError];
    if (errors.length > 0) {
      sendJson(response, options.errorStatus ?? 400, {
        errors: errors.map((message) => ({ message })),
      });
      return;
    }
    const first = variables.first ?? 200;
    const offset = offsetOf(variables.after);
    const page = Math.floor(offset / first) + 1;
    const kept = keptBy(filter);
    const nodes = pageOfAssets(kept, offset, first, page, faults).map(tenableNode);
    const stuck = options.stuckCursorAfter !== undefined && page > options.stuckCursorAfter;
    const next = stuck ? offset : offset + first;
    sendJson(response, 200, {
      data: {
        assets: {
          pageInfo: {
            endCursor: cursorOf(next),
            hasNextPage: offset + first < kept.length,
          },
          totalCount: kept.length + (faults.countSkew ?? 0),
          nodes,
        },
      },
    });
  });
}
