// Reads a `nozomi` source: Nozomi Networks' query endpoint (GET /api/open/query/do?query=...),
// `assets | where CONDITION | sort id | where id > LAST | head N` page after page until one comes
// back short (as Nozomi's own integration pages, demisto/content NozomiNetworks.py `find_assets`),
// held to `assets | where CONDITION | count` asked first: the `total` of a page counts only that
// page, so a lost page shows only against the count. A repeated record or a count that disagrees
// fails the read, which then writes nothing. Basic authentication (NOZOMI_USER, NOZOMI_PASSWORD),
// or an OpenAPI key (NOZOMI_KEY_NAME, NOZOMI_KEY_TOKEN) signed in at /api/open/sign_in for a token
// that expires after 30 minutes, signed in again when a page is refused with 401.
import type { RowSink } from "../../core/sources/source-documents.ts";
import type { NozomiSource } from "../../core/sources/sources-schema.ts";
import * as http from "./platform-http.ts";
import { expectCount, mapRecords, ReadRecords, readPages } from "./platform-pages.ts";
import { textAt } from "../../core/sources/platforms/field-path.ts";

/** Reads the source, handing `into` each record's row as its page arrives (the page then dropped). */
export function readNozomiRows(
  source: NozomiSource,
  options: http.PlatformReadOptions,
  into: RowSink,
): Promise<void> {
  return http.withPlatform(source, "Nozomi Networks", options, async (connection) => {
    const session = new Session(connection, source.auth);
    const where = source.condition === undefined ? "" : ` | where ${source.condition}`;
    const counted = countOf(
      connection,
      await session.get(queryUrl(connection, `assets${where} | count`), "the count"),
    );
    const records = new ReadRecords(connection);
    const ask = async (after: { id: string | undefined }, page: number) => {
      const since = after.id === undefined ? "" : ` | where id > ${after.id}`;
      const query = `assets${where} | sort id${since} | head ${source.page_size}`;
      const request = { url: queryUrl(connection, query), what: `page ${page}` };
      return { request, body: await session.get(request.url, request.what) };
    };
    const last = await readPages(connection, { id: undefined }, ask, ({ request, body }, page) => {
      const result = resultOf(connection, body, request);
      return {
        // A page short of page_size is the last: Nozomi's paging ends there.
        next: () => {
          if (result.length < source.page_size) return undefined;
          const id = textAt(result.at(-1) ?? {}, "id");
          if (id === "")
            http.failRead(connection, http.requestText(request), "holds an asset without id");
          return { id };
        },
        map: () =>
          mapRecords(source, { records: result, request, number: page }, records, into, {
            field: "id",
            what: "an asset",
            place: (id) => `Nozomi asset ${id}`,
          }),
      };
    });
    expectCount(connection, counted, records.count, http.requestText(last.request));
  });
}

/** The query endpoint's address for `query`, its spaces and pipes percent-encoded. */
function queryUrl(connection: http.PlatformConnection, query: string): URL {
  const path = `${connection.base.pathname.replace(/\/+$/, "")}/api/open/query/do`;
  return new URL(`${path}?query=${encodeURIComponent(query)}`, connection.base);
}

/**
 * The authorization of each request: Basic, or a bearer token signed in for with the API key,
 * signed in again once when a request is refused with 401 (the token expires after 30 minutes).
 */
class Session {
  readonly #connection: http.PlatformConnection;
  readonly #auth: NozomiSource["auth"];
  #token: string | undefined;

  constructor(connection: http.PlatformConnection, auth: NozomiSource["auth"]) {
    this.#connection = connection;
    this.#auth = auth;
  }

  async get(url: URL, what: string): Promise<unknown> {
    if (this.#auth === "basic") {
      const headers = { authorization: http.basicAuthorization(this.#connection.credential) };
      return (await http.requestPage(this.#connection, { url, method: "GET", headers, what })).body;
    }
    const fresh = this.#token === undefined;
    this.#token ??= await this.#signIn();
    const request: http.PageRequest = {
      url,
      method: "GET",
      headers: { authorization: `Bearer ${this.#token}` },
      what,
      returnUnauthorized: !fresh,
    };
    const answer = await http.requestPage(this.#connection, request);
    if (answer.status !== 401) return answer.body;
    this.#token = await this.#signIn();
    const again = { ...request, headers: { authorization: `Bearer ${this.#token}` } };
    return (await http.requestPage(this.#connection, { ...again, returnUnauthorized: false })).body;
  }

  /**
   * The token of a sign-in; a secret from then on. Public clients of the Open API read it from
   * the answer's Authorization header (`Bearer <jwt>`, or the JWT alone) or from its JSON body's
   * `access_token`: both are taken, the header first.
   */
  async #signIn(): Promise<string> {
    const connection = this.#connection;
    const url = new URL(
      `${connection.base.pathname.replace(/\/+$/, "")}/api/open/sign_in`,
      connection.base,
    );
    const { user, secret } = connection.credential;
    const answer = await http.requestPage(connection, {
      url,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key_name: user, key_token: secret }),
      what: "the sign-in",
    });
    const token = signedInToken(answer.headers.authorization, answer.body);
    if (token === undefined) {
      return http.failRead(
        connection,
        http.requestText({ url, what: "the sign-in" }),
        "gave no token, neither in its Authorization header nor as access_token in its body; check NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN",
      );
    }
    connection.secrets.push(token);
    return token;
  }
}

/** The bearer token a sign-in's answer carries, in its header or its body; undefined: none. */
function signedInToken(header: string | string[] | undefined, body: unknown): string | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? "";
  const fromHeader = /^(?:Bearer\s+)?(\S+)$/iu.exec(value)?.[1];
  if (fromHeader !== undefined) return fromHeader;
  const fromBody = (body as { access_token?: unknown } | null)?.access_token;
  return typeof fromBody === "string" && /^\S+$/u.test(fromBody) ? fromBody : undefined;
}

function countOf(connection: http.PlatformConnection, body: unknown): number {
  const count = (body as { result?: { count?: unknown }[] } | null)?.result?.[0]?.count;
  if (typeof count === "number" && Number.isInteger(count) && count >= 0) return count;
  return http.failRead(
    connection,
    "the count (assets | count)",
    'is not a count (a "result" whose first row has a whole "count")',
  );
}

function resultOf(
  connection: http.PlatformConnection,
  body: unknown,
  request: { url: URL; what: string },
): Record<string, unknown>[] {
  const answer = body as { result?: unknown; error?: unknown } | null;
  if (typeof answer?.error === "string" && answer.error !== "") {
    http.failRead(
      connection,
      http.requestText(request),
      `was answered with a query error; check the source's condition against Nozomi's query language`,
    );
  }
  if (!Array.isArray(answer?.result)) {
    http.failRead(
      connection,
      http.requestText(request),
      'is not a page of assets (no "result" list)',
    );
  }
  return answer.result as Record<string, unknown>[];
}
