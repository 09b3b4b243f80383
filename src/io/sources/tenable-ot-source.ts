// Reads a `tenable-ot` source: Tenable OT Security's GraphQL API (POST /graphql), the assets query
// Tenable's own SDK sends (pyTenable, tenable/ot/graphql/query.py), asking only the fields mapped,
// filtered by the source's filter with hidden assets left out as the SDK leaves them, sorted by id and paged by `first`/`after` through pageInfo's endCursor while hasNextPage, held to
// the connection's totalCount: a short page, a repeated cursor or record, or a count that moves
// fails the read, which then writes nothing. The key from TENABLE_OT_API_KEY in `X-APIKeys`,
// through the platform sources' one connection (platform-http.ts).
import { redactedLine } from "../../core/shared/text/redact.ts";
import { neutraliseWorkflowCommands } from "../../core/shared/text/workflow-commands.ts";
import type { RowSink } from "../../core/sources/source-documents.ts";
import type { TenableOtSource } from "../../core/sources/sources-schema.ts";
import type { TenableFilter } from "../../core/sources/platforms/platform-keys.ts";
import * as http from "./platform-http.ts";
import { expectCount, mapRecords, ReadRecords, readPages } from "./platform-pages.ts";

interface AssetsPage {
  nodes: Record<string, unknown>[];
  endCursor: string | null;
  hasNextPage: boolean;
  totalCount: number;
}

/** Reads the source, handing `into` each record's row as its page arrives (the page then dropped). */
export function readTenableOtRows(
  source: TenableOtSource,
  options: http.PlatformReadOptions,
  into: RowSink,
): Promise<void> {
  return http.withPlatform(source, "Tenable OT Security", options, async (connection) => {
    const pageRequest = assetsPageRequest(connection, source);
    const records = new ReadRecords(connection);
    const cursors = new Set<string>();
    let total: number | undefined;
    const ask = async (after: { cursor: string | null }, page: number) => {
      const request = pageRequest(after.cursor, page);
      return { request, body: (await http.requestPage(connection, request)).body };
    };
    const last = await readPages(connection, { cursor: null }, ask, ({ request, body }, page) => {
      const assets = pageOf(connection, body, request);
      if (total !== undefined && assets.totalCount !== total) {
        http.failRead(
          connection,
          http.requestText(request),
          `says totalCount ${assets.totalCount} where page 1 said ${total}: assets changed while they were read; run the sync again`,
        );
      }
      total = assets.totalCount;
      // The records read once this page's are: its own are all new, or mapping them fails.
      const read = records.count + assets.nodes.length;
      return {
        next: () => nextCursor(connection, { request, assets, read }, source.page_size, cursors),
        map: () =>
          mapRecords(source, { records: assets.nodes, request, number: page }, records, into, {
            field: "id",
            what: "an asset",
            place: (id) => `Tenable OT asset ${id}`,
          }),
      };
    });
    expectCount(connection, total ?? 0, records.count, http.requestText(last.request));
  });
}

/**
 * The request of each page of the source's assets, after `cursor`: the assets query the SDK sends,
 * with the fields mapped, the source's filter and search, sorted by id, `page_size` at a time.
 */
function assetsPageRequest(
  connection: http.PlatformConnection,
  source: TenableOtSource,
): (cursor: string | null, page: number) => http.PageRequest {
  const url = new URL(`${connection.base.pathname.replace(/\/+$/, "")}/graphql`, connection.base);
  const query = assetsQuery(http.fieldPathsOf(source));
  const filter = assetsFilter(source);
  return (cursor, page) => {
    const variables = {
      first: source.page_size,
      after: cursor,
      sort: [{ field: "id", direction: "AscNullLast" }],
      ...(source.search === undefined ? {} : { search: source.search }),
      ...(filter === undefined ? {} : { filter }),
    };
    return {
      url,
      method: "POST",
      headers: {
        "x-apikeys": `key=${connection.credential.secret}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ operationName: "assets", query, variables }),
      what: `page ${page}`,
      errorsIn: (answer: unknown) => graphqlErrorsOf(connection, answer),
    };
  };
}

/**
 * Where paging goes after a page: nowhere once hasNextPage is false; else its endCursor, the read
 * failing where the page came back short or the cursor is null or already read (`cursors`, which
 * it adds to), since paging would then lose assets or never end. `read`: the records read once
 * this page's are.
 */
function nextCursor(
  connection: http.PlatformConnection,
  { request, assets, read }: { request: http.PageRequest; assets: AssetsPage; read: number },
  pageSize: number,
  cursors: Set<string>,
): { cursor: string } | undefined {
  if (!assets.hasNextPage) return undefined;
  if (assets.nodes.length < pageSize) {
    http.failRead(
      connection,
      http.requestText(request),
      `came back short: ${assets.nodes.length} of ${pageSize} assets while hasNextPage is true, with ${read} of the ${assets.totalCount} totalCount gives read; run the sync again`,
    );
  }
  if (assets.endCursor === null || cursors.has(assets.endCursor)) {
    http.failRead(
      connection,
      http.requestText(request),
      `gives an endCursor ${assets.endCursor === null ? "of null" : "already read"} while hasNextPage is true, so paging would not end`,
    );
  }
  cursors.add(assets.endCursor);
  return { cursor: assets.endCursor };
}

/** The expression Tenable's SDK (pyTenable) filters with when given none: the assets not hidden. */
const NOT_HIDDEN: TenableFilter = { op: "Equal", field: "hidden", values: "false" };

/**
 * The query's filter: the source's, and the hidden assets left out unless `include_hidden`, as
 * Tenable's own SDK leaves them out (its filter sends `values` as the text "false").
 */
export function assetsFilter(source: TenableOtSource): TenableFilter | undefined {
  if (source.include_hidden) return source.filter;
  if (source.filter === undefined) return NOT_HIDDEN;
  return { op: "And", expressions: [source.filter, NOT_HIDDEN] };
}

/**
 * The assets query asking for `id` and the mapped fields: each dotted path a nested selection
 * ("osDetails.version" is `osDetails { version }`). The schema's field paths hold only names and
 * dots, so nothing of the sources file can change the query's shape.
 */
export function assetsQuery(paths: readonly string[]): string {
  interface Tree {
    [field: string]: Tree;
  }
  const tree: Tree = { id: {} };
  for (const path of paths) {
    let at = tree;
    for (const part of path.split(".")) at = at[part] ??= {};
  }
  const selection = (node: Tree): string =>
    Object.entries(node)
      .map(([field, inner]) =>
        Object.keys(inner).length === 0 ? field : `${field} { ${selection(inner)} }`,
      )
      .join(" ");
  return `query assets($filter: AssetExpressionsParams, $search: String, $sort: [AssetSortParams!]!, $first: Int, $after: String) { assets(filter: $filter, search: $search, sort: $sort, first: $first, after: $after) { pageInfo { endCursor hasNextPage } totalCount nodes { ${selection(tree)} } } }`;
}

function pageOf(
  connection: http.PlatformConnection,
  body: unknown,
  request: { url: URL; what: string },
): AssetsPage {
  const where = http.requestText(request);
  const answer = http.objectOf(connection, body, where, "a GraphQL answer");
  const errors = graphqlErrorsOf(connection, answer);
  if (errors !== undefined)
    http.failRead(connection, where, `was answered with ${errors.said}; ${errors.fix}`);
  const data = http.objectOf(connection, answer.data, where, 'a GraphQL answer with "data"');
  const assets = http.objectOf(connection, data.assets, where, "an assets connection");
  const info = http.objectOf(
    connection,
    assets.pageInfo,
    where,
    "an assets connection with pageInfo",
  );
  const { endCursor, hasNextPage } = info;
  if (
    !Array.isArray(assets.nodes) ||
    typeof assets.totalCount !== "number" ||
    typeof hasNextPage !== "boolean" ||
    !(endCursor === null || typeof endCursor === "string")
  ) {
    http.failRead(
      connection,
      where,
      "is not a page of assets (nodes, totalCount, pageInfo's endCursor and hasNextPage)",
    );
  }
  return {
    nodes: assets.nodes as Record<string, unknown>[],
    endCursor: endCursor as string | null,
    hasNextPage: hasNextPage as boolean,
    totalCount: assets.totalCount as number,
  };
}

/**
 * The first of a GraphQL answer's `errors`, whatever its HTTP status (a query that does not
 * validate may come with 400 or 200): quoted on one line, without any part of a secret, and
 * unable to start a workflow command in a log.
 */
function graphqlErrorsOf(
  connection: http.PlatformConnection,
  body: unknown,
): http.AnswerErrors | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first = errors[0] as { message?: unknown } | null;
  const text = typeof first?.message === "string" ? first.message : "no message";
  const quoted = JSON.stringify(
    neutraliseWorkflowCommands(redactedLine(text, connection.secrets, 200)),
  );
  return {
    said: `GraphQL errors, the first: ${quoted}`,
    fix: "check the source's field paths and filter against Tenable OT Security's assets",
  };
}
