// Reads a `netbox` source: NetBox's /api/dcim/devices/, paged with limit and offset and followed
// through `next` until it is null, with `Authorization: Token ...` from NETBOX_TOKEN, through the
// same proxy and dispatcher as every other call. Every page must arrive: one failed page fails the
// sync, which then writes nothing. The token goes only to NetBox's own origin, and never into a
// message.
import type { Dispatcher } from "undici";
import { quote } from "../../core/shared/diagnostics.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { redactSecrets } from "../../core/shared/text/redact.ts";
import type { SourceRow } from "../../core/sources/source-documents.ts";
import type { NetboxSource } from "../../core/sources/sources-schema.ts";
import { isLoopback } from "../../core/shared/loopback.ts";
import { compareCodePoints } from "../../core/shared/names.ts";
import { openDispatcher } from "../network/dispatcher.ts";
import { proxyForUrl } from "../network/proxy.ts";
import { exchange } from "../network/response-body.ts";
import { SourceReadError } from "./source-error.ts";

export const NETBOX_TOKEN_VARIABLE = "NETBOX_TOKEN";
export const NETBOX_PAGE_SIZE = 1000;
const MAX_PAGES = 10_000;
const MAX_PAGE_BYTES = 64 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 60_000;

export interface NetboxReadOptions {
  env: Readonly<Record<string, string | undefined>>;
  /** Trust in one more certificate authority, for tests (users: NODE_EXTRA_CA_CERTS). */
  extraCa?: string;
}

interface DevicePage {
  next: string | null;
  results: Record<string, unknown>[];
}

export async function readNetboxRows(
  source: NetboxSource,
  options: NetboxReadOptions,
): Promise<SourceRow[]> {
  const named = `source ${quote(source.name)}`;
  const token = tokenOf(options.env, named);
  const base = new URL(source.url);
  if (base.protocol === "http:" && !isLoopback(base.hostname)) {
    throw new SourceReadError(
      `${named}: url uses http:// to ${base.hostname}; NetBox is reached over https:// (http:// only on loopback)`,
    );
  }
  const proxy = proxyForUrl(options.env, base.href);
  const secrets = [token, ...(proxy?.secrets ?? [])];
  const dispatcher = openDispatcher(base, proxy, {}, options.extraCa);
  try {
    let next: URL | undefined = firstPage(source, base);
    const rows: SourceRow[] = [];
    // A `next` already read would page forever (or until MAX_PAGES), reading rows twice.
    const read = new Set<string>();
    for (let page = 1; next !== undefined; page += 1) {
      if (page > MAX_PAGES)
        throw new SourceReadError(`${named}: NetBox gave over ${MAX_PAGES} pages`);
      read.add(next.href);
      const body = await fetchPage(dispatcher, next, token, `${named}: page ${page}`, secrets);
      rows.push(...body.results.map((device) => rowOf(source, device)));
      next = body.next === null ? undefined : sameOrigin(body.next, base, named);
      if (next !== undefined && read.has(next.href)) {
        throw new SourceReadError(
          `${named}: NetBox's next page after page ${page} is one already read (${next.pathname}${next.search}), so paging would not end; check NetBox's pagination (PAGINATE_COUNT, MAX_PAGE_SIZE) and any proxy rewriting its URLs, nothing was written`,
        );
      }
    }
    return rows;
  } finally {
    await dispatcher.close();
  }
}

function tokenOf(env: NetboxReadOptions["env"], named: string): string {
  const token = env[NETBOX_TOKEN_VARIABLE]?.trim();
  if (token === undefined || token === "" || /[\r\n]/.test(token)) {
    throw new SourceReadError(
      `${named}: ${NETBOX_TOKEN_VARIABLE} is not set (or not one line); set it to a NetBox API token that may read devices`,
    );
  }
  return token;
}

function firstPage(source: NetboxSource, base: URL): URL {
  const url = new URL(`${base.pathname.replace(/\/+$/, "")}/api/dcim/devices/`, base);
  const filters = Object.entries(source.filters ?? {}).sort(([a], [b]) => compareCodePoints(a, b));
  for (const [key, value] of filters) url.searchParams.append(key, value);
  url.searchParams.set("limit", String(NETBOX_PAGE_SIZE));
  url.searchParams.set("offset", "0");
  return url;
}

/** `next` as NetBox wrote it, only on NetBox's origin: the token is never sent elsewhere. */
function sameOrigin(next: string, base: URL, named: string): URL {
  const url = URL.parse(next);
  if (url === null || url.origin !== base.origin) {
    throw new SourceReadError(
      `${named}: NetBox's next page is on another origin (${quote(url?.origin ?? next)}, not ${base.origin}); set url to the address NetBox calls itself (BASE_URL), nothing was written`,
    );
  }
  return url;
}

async function fetchPage(
  dispatcher: Dispatcher,
  url: URL,
  token: string,
  named: string,
  secrets: string[],
): Promise<DevicePage> {
  const fail = (problem: string): never => {
    throw new SourceReadError(
      redactSecrets(
        `${named} (${url.pathname}${url.search}) ${problem}; nothing was written`,
        secrets,
      ),
    );
  };
  const answer = await exchange(
    dispatcher,
    {
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: { authorization: `Token ${token}`, accept: "application/json" },
      headersTimeout: PAGE_TIMEOUT_MS,
      bodyTimeout: PAGE_TIMEOUT_MS,
    },
    AbortSignal.timeout(PAGE_TIMEOUT_MS * 2),
    MAX_PAGE_BYTES,
  ).catch((error: unknown) => fail(`could not be read: ${errorMessage(error)}`));
  if (answer.status !== 200) {
    const hint =
      answer.status === 401 || answer.status === 403 ? `: check ${NETBOX_TOKEN_VARIABLE}` : "";
    return fail(`was answered with HTTP ${answer.status}${hint}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return fail("is not JSON");
  }
  const page = body as Partial<DevicePage>;
  if (!Array.isArray(page.results) || !(page.next === null || typeof page.next === "string")) {
    return fail('is not a page of devices (no "results" list, or "next" neither a URL nor null)');
  }
  return page as DevicePage;
}

function rowOf(source: NetboxSource, device: Record<string, unknown>): SourceRow {
  return {
    place: `NetBox device ${textAt(device, "id")}`,
    name: textAt(device, source.asset_name),
    system: textAt(device, source.system),
    type: textAt(device, source.type.field),
  };
}

/** The text at a dotted path ("custom_fields.cip_system"); "" when absent or not text. */
function textAt(record: Record<string, unknown>, path: string): string {
  let value: unknown = record;
  for (const key of path.split(".")) {
    value =
      typeof value === "object" && value !== null && Object.hasOwn(value, key)
        ? (value as Record<string, unknown>)[key]
        : undefined;
  }
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}
