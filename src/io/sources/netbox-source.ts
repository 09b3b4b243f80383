// Reads a `netbox` source: NetBox's /api/dcim/devices/, paged with limit and offset and followed
// through `next` until it is null, with `Authorization: Token ...` from NETBOX_TOKEN, through the
// platform sources' one connection (platform-http.ts: proxy, https://, retries, own origin only).
// Every page must arrive: one failed page fails the sync, which then writes nothing.
import type { SourceRow } from "../../core/sources/source-documents.ts";
import type { NetboxSource } from "../../core/sources/sources-schema.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import {
  failRead,
  MAX_PAGES,
  type PlatformReadOptions,
  requestPage,
  rowOf,
  sameOrigin,
  withPlatform,
} from "./platform-http.ts";

export { NETBOX_TOKEN_VARIABLE } from "../../core/sources/platforms/source-credentials.ts";
export const NETBOX_PAGE_SIZE = 1000;

export type NetboxReadOptions = PlatformReadOptions;

export async function readNetboxRows(
  source: NetboxSource,
  options: NetboxReadOptions,
): Promise<SourceRow[]> {
  return withPlatform(source, "NetBox", options, async (connection) => {
    let next: URL | undefined = firstPage(source, connection.base);
    const rows: SourceRow[] = [];
    // A `next` already read would page forever (or until MAX_PAGES), reading rows twice.
    const read = new Set<string>();
    for (let page = 1; next !== undefined; page += 1) {
      if (page > MAX_PAGES) failRead(connection, `page ${page}`, `is over ${MAX_PAGES} pages`);
      read.add(next.href);
      const request = {
        url: next,
        method: "GET" as const,
        headers: { authorization: `Token ${connection.credential.secret}` },
        what: `page ${page}`,
      };
      const { body } = await requestPage(connection, request);
      const devices = body as Partial<{ next: unknown; results: unknown }>;
      if (
        !Array.isArray(devices.results) ||
        !(devices.next === null || typeof devices.next === "string")
      ) {
        failRead(
          connection,
          `page ${page} (${next.pathname}${next.search})`,
          'is not a page of devices (no "results" list, or "next" neither a URL nor null)',
        );
      }
      for (const device of devices.results as Record<string, unknown>[])
        rows.push(rowOf(source, device, `NetBox device ${String(device.id)}`));
      next =
        devices.next === null
          ? undefined
          : sameOrigin(
              connection,
              devices.next as string,
              "set url to the address NetBox calls itself (BASE_URL)",
            );
      if (next !== undefined && read.has(next.href)) {
        failRead(
          connection,
          `NetBox's next page after page ${page}`,
          `is one already read (${next.pathname}${next.search}), so paging would not end; check NetBox's pagination (PAGINATE_COUNT, MAX_PAGE_SIZE) and any proxy rewriting its URLs`,
        );
      }
    }
    return rows;
  });
}

function firstPage(source: NetboxSource, base: URL): URL {
  const url = new URL(`${base.pathname.replace(/\/+$/, "")}/api/dcim/devices/`, base);
  const filters = Object.entries(source.filters ?? {}).sort(([a], [b]) => compareCodePoints(a, b));
  for (const [key, value] of filters) url.searchParams.append(key, value);
  url.searchParams.set("limit", String(NETBOX_PAGE_SIZE));
  url.searchParams.set("offset", "0");
  return url;
}
