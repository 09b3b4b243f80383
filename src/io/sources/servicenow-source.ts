// Reads a `servicenow` source: the Table API's GET /api/now/table/{table} (a CMDB class such as
// cmdb_ci_ot), the source's encoded query ordered by sys_id so that offsets stay put between
// pages, only the fields mapped (sysparm_fields), paged by sysparm_limit and sysparm_offset or the
// `Link` header's next (on ServiceNow's own origin only) to the end, and held to X-Total-Count:
// a short page, a repeated record or a count that moves fails the read, which then writes nothing.
// Basic authentication (SERVICENOW_USER, SERVICENOW_PASSWORD) or an OAuth bearer token
// (SERVICENOW_TOKEN), through the platform sources' one connection (platform-http.ts).
import type { RowSink } from "../../core/sources/source-documents.ts";
import type { ServicenowSource } from "../../core/sources/sources-schema.ts";
import {
  basicAuthorization,
  failRead,
  fieldPathsOf,
  type PageAnswer,
  type PageRequest,
  type PlatformConnection,
  type PlatformReadOptions,
  requestPage,
  requestText,
  sameOrigin,
  withPlatform,
} from "./platform-http.ts";
import { expectCount, mapRecords, ReadRecords, readPages } from "./platform-pages.ts";

/**
 * Why a ServiceNow page comes back short: a record removed while the sync read, or, on every run,
 * row-level read ACLs, which ServiceNow applies to a page after sysparm_limit has cut it.
 */
const SHORT_PAGE_CAUSES =
  "a record removed while the sync read does this (run the sync again), and so, on every run, do row-level read ACLs, which ServiceNow applies after sysparm_limit (give the account read on every record the query selects, or narrow the source's query to the records it may read)";

/** Reads the source, handing `into` each record's row as its page arrives (the page then dropped). */
export function readServicenowRows(
  source: ServicenowSource,
  options: PlatformReadOptions,
  into: RowSink,
): Promise<void> {
  return withPlatform(source, "ServiceNow", options, async (connection) => {
    const authorization =
      source.auth === "basic"
        ? basicAuthorization(connection.credential)
        : `Bearer ${connection.credential.secret}`;
    const records = new ReadRecords(connection);
    const asked = new Set<string>();
    let total: number | undefined;
    const ask = async (url: URL, page: number) => {
      asked.add(url.href);
      const request = {
        url,
        method: "GET" as const,
        headers: { authorization },
        what: `page ${page}`,
      };
      return { request, answer: await requestPage(connection, request) };
    };
    const last = await readPages(
      connection,
      firstPage(source, connection.base),
      ask,
      ({ request, answer }, page) => {
        const result = (answer.body as { result?: unknown } | null)?.result;
        if (!Array.isArray(result)) {
          failRead(connection, requestText(request), 'is not a page of records (no "result" list)');
        }
        const counted = steadyTotal(connection, answer, request, total);
        total = counted;
        // The records read once this page's are: its own are all new, or mapping them fails.
        const read = records.count + result.length;
        return {
          next: () =>
            pageAfter(connection, { request, answer, page, records: result.length }, source, {
              read,
              counted,
              asked,
            }),
          map: () =>
            mapRecords(source, { records: result, request, number: page }, records, into, {
              field: "sys_id",
              what: "a record",
              place: (id) => `ServiceNow ${source.table} ${id}`,
            }),
        };
      },
    );
    expectCount(connection, total ?? 0, records.count, requestText(last.request));
  });
}

/** A page's X-Total-Count, the read failing where it moved from page 1's (`first`). */
function steadyTotal(
  connection: PlatformConnection,
  answer: PageAnswer,
  request: PageRequest,
  first: number | undefined,
): number {
  const counted = totalOf(connection, answer.headers["x-total-count"], request);
  if (first !== undefined && counted !== first) {
    failRead(
      connection,
      requestText(request),
      `says X-Total-Count ${counted} where page 1 said ${first}: records changed while they were read; run the sync again`,
    );
  }
  return counted;
}

/**
 * The page after page `page` (of `records` records), or none once every record X-Total-Count
 * gives (`counted`) is `read`; the read failing where the page came back short or the next page is
 * one already asked (`asked`), since paging would then lose records or never end.
 */
function pageAfter(
  connection: PlatformConnection,
  {
    request,
    answer,
    page,
    records,
  }: { request: PageRequest; answer: PageAnswer; page: number; records: number },
  source: ServicenowSource,
  { read, counted, asked }: { read: number; counted: number; asked: ReadonlySet<string> },
): URL | undefined {
  if (read >= counted) return undefined;
  if (records < source.page_size) {
    failRead(
      connection,
      requestText(request),
      `came back short: ${records} of ${source.page_size} records, with ${read} of the ${counted} X-Total-Count gives read: ${SHORT_PAGE_CAUSES}`,
    );
  }
  const url = nextPage(connection, answer.headers.link, request.url, source.page_size);
  if (asked.has(url.href)) {
    failRead(
      connection,
      `ServiceNow's next page after page ${page}`,
      `is one already read (${url.pathname}${url.search}), so paging would not end`,
    );
  }
  return url;
}

function firstPage(source: ServicenowSource, base: URL): URL {
  const url = new URL(`${base.pathname.replace(/\/+$/, "")}/api/now/table/${source.table}`, base);
  // Ordered by sys_id: an offset counts into the same order on every page.
  const order = "ORDERBYsys_id";
  url.searchParams.set(
    "sysparm_query",
    source.query === undefined ? order : `${source.query}^${order}`,
  );
  const fields = new Set(["sys_id", ...fieldPathsOf(source)]);
  url.searchParams.set("sysparm_fields", [...fields].join(","));
  url.searchParams.set("sysparm_exclude_reference_link", "true");
  url.searchParams.set("sysparm_limit", String(source.page_size));
  url.searchParams.set("sysparm_offset", "0");
  return url;
}

function totalOf(
  connection: PlatformConnection,
  header: string | string[] | undefined,
  request: { url: URL; what: string },
): number {
  const text = Array.isArray(header) ? header[0] : header;
  if (text !== undefined && /^\d+$/.test(text.trim())) return Number(text.trim());
  return failRead(
    connection,
    requestText(request),
    "has no X-Total-Count header, so a lost page could not be told; check that nothing between the sync and ServiceNow removes it",
  );
}

/** The `Link` header's next (ServiceNow's own origin only), or the next offset. */
function nextPage(
  connection: PlatformConnection,
  link: string | string[] | undefined,
  current: URL,
  pageSize: number,
): URL {
  const text = Array.isArray(link) ? link.join(",") : (link ?? "");
  const next = /<([^>]*)>\s*;\s*rel="?next"?/u.exec(text)?.[1];
  if (next !== undefined) {
    return sameOrigin(
      connection,
      next,
      "set url to the instance's own address (glide.servlet.uri)",
    );
  }
  const url = new URL(current);
  const offset = Number(url.searchParams.get("sysparm_offset") ?? "0");
  url.searchParams.set("sysparm_offset", String(offset + pageSize));
  return url;
}
