// The one way a platform source (netbox, servicenow, tenable-ot, nozomi) talks to its platform:
// https:// only (http:// on loopback), through the proxy and certificate authorities the
// environment names, the credential read from its named variables and sent to the platform's own
// origin only, 429 and 503 retried after Retry-After a bounded number of times, every page whole
// or the read fails. Every message names the source and the page, and holds no secret.
import type { IncomingHttpHeaders } from "node:http";
import type { Dispatcher } from "undici";
import { quote } from "../../core/shared/diagnostics.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { isLoopback } from "../../core/shared/loopback.ts";
import { redactSecrets, shortSecretProblem } from "../../core/shared/text/redact.ts";
import {
  type CredentialVariables,
  credentialVariablesOf,
  credentialVariablesText,
} from "../../core/sources/platforms/source-credentials.ts";
import { textAt } from "../../core/sources/platforms/field-path.ts";
import { observationOf } from "../../core/sources/platforms/platform-observation.ts";
import type { SourceRow } from "../../core/sources/source-documents.ts";
import type { PlatformSource } from "../../core/sources/sources-schema.ts";
import { urlHoldsCredentials } from "../../core/sources/platforms/platform-keys.ts";
import { openDispatcher } from "../network/dispatcher.ts";
import { proxyForUrl } from "../network/proxy.ts";
import { exchange } from "../network/response-body.ts";
import { SourceReadError } from "./source-error.ts";

/** Pages a read may take: a platform whose paging never ends is stopped, not followed forever. */
export const MAX_PAGES = 10_000;
const MAX_PAGE_BYTES = 64 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 60_000;
/** Tries of one request answered 429 or 503: the first and three more. */
export const MAX_TRIES = 4;
/** The longest Retry-After the read waits; a platform asking longer fails the read now. */
export const MAX_RETRY_AFTER_SECONDS = 120;

export interface PlatformReadOptions {
  env: Readonly<Record<string, string | undefined>>;
  /** Trust in one more certificate authority, for tests (users: NODE_EXTRA_CA_CERTS). */
  extraCa?: string;
  /** Waits between tries; tests replace it so that no test waits on a clock. */
  wait?: (milliseconds: number) => Promise<void>;
}

export interface Credential {
  /** The account's name, when the platform takes Basic authentication. */
  user?: string;
  secret: string;
  /** Every variable of the credential ("SERVICENOW_USER and SERVICENOW_PASSWORD"), for a 401. */
  variables: string;
}

export interface PlatformConnection {
  /** `source "name"`, the start of every message. */
  named: string;
  /** The platform's name in messages ("ServiceNow"). */
  platform: string;
  base: URL;
  credential: Credential;
  /** Every secret a message could carry: the credential, "user:password", the proxy's. */
  secrets: string[];
  dispatcher: Dispatcher;
  wait: (milliseconds: number) => Promise<void>;
  /** Set when the read has ended: a page asked ahead of its failure is then not asked again. */
  ended: boolean;
}

export interface PageRequest {
  url: URL;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  /** What the request is, in messages: "page 2", "the count", "the sign-in". */
  what: string;
  /** Give a 401 back to the caller (a token that expired is signed in again), not fail. */
  returnUnauthorized?: boolean;
  /**
   * What an answer's body says of its errors (GraphQL's `errors`), quoted whatever the status:
   * the words quoted (`said`) and what to check (`fix`); undefined when it says none.
   */
  errorsIn?: (body: unknown) => AnswerErrors | undefined;
}

/** The errors an answer reports, as a message quotes them, and what to check for them. */
export interface AnswerErrors {
  said: string;
  fix: string;
}

export interface PageAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * Opens the connection of a read, after its checks: the credential set, the address https:// or
 * on loopback. `use` reads every page; the connection is closed whatever it does.
 */
export async function withPlatform<T>(
  source: PlatformSource,
  platform: string,
  options: PlatformReadOptions,
  use: (connection: PlatformConnection) => Promise<T>,
): Promise<T> {
  const named = `source ${quote(source.name)}`;
  const variables = credentialVariablesOf(source);
  if (variables === undefined) throw new SourceReadError(`${named}: reads no platform`);
  // The sources file's check refuses it too; the address is never shown, whatever it holds.
  if (urlHoldsCredentials(source.url)) {
    throw new SourceReadError(
      `${named}: url holds a user name or password (before @); remove it and write the address alone: the credential is read from ${credentialVariablesText(variables)} only; nothing was written`,
    );
  }
  const credential = credentialOf(variables, options.env, named, platform);
  const base = new URL(source.url);
  if (base.protocol === "http:" && !isLoopback(base.hostname)) {
    throw new SourceReadError(
      `${named}: url uses http:// to ${base.hostname}; ${platform} is reached over https:// (http:// only on loopback)`,
    );
  }
  const proxy = proxyForUrl(options.env, base.href);
  const joined = credential.user === undefined ? [] : [`${credential.user}:${credential.secret}`];
  const dispatcher = openDispatcher(base, proxy, {}, options.extraCa);
  const connection: PlatformConnection = {
    named,
    platform,
    base,
    credential,
    secrets: [credential.secret, ...joined, ...(proxy?.secrets ?? [])],
    dispatcher,
    wait: options.wait ?? ((milliseconds) => new Promise((done) => setTimeout(done, milliseconds))),
    ended: false,
  };
  try {
    return await use(connection);
  } finally {
    connection.ended = true;
    await dispatcher.close();
  }
}

function credentialOf(
  variables: CredentialVariables,
  env: PlatformReadOptions["env"],
  named: string,
  platform: string,
): Credential {
  const all = credentialVariablesText(variables);
  // Where the credential is two variables, a missing one names both: they are set together.
  const both = variables.user === undefined ? "" : ` (the credential is read from ${all})`;
  const read = (name: string, what: string): string => {
    const value = env[name]?.trim();
    if (value === undefined || value === "" || /[\r\n]/.test(value)) {
      throw new SourceReadError(
        `${named}: ${name} is not set (or not one line); set it to ${what} of a ${platform} account that may read the assets${both}`,
      );
    }
    return value;
  };
  const secret = read(variables.secret, "the secret");
  const short = shortSecretProblem(secret, variables.secret);
  if (short !== undefined) throw new SourceReadError(`${named}: ${short}`);
  return {
    ...(variables.user === undefined ? {} : { user: read(variables.user, "the name") }),
    secret,
    variables: all,
  };
}

/** The Basic header of a credential with a user. */
export function basicAuthorization({ user, secret }: Credential): string {
  return `Basic ${Buffer.from(`${user ?? ""}:${secret}`).toString("base64")}`;
}

/** Fails the read: the source, the request and its path, the problem; no secret. */
export function failRead(connection: PlatformConnection, what: string, problem: string): never {
  throw new SourceReadError(
    redactSecrets(
      `${connection.named}: ${what} ${problem}; nothing was written`,
      connection.secrets,
    ),
  );
}

/** `request` as "page 2 (/api/now/table/cmdb_ci_ot?...)", its query decoded to be read. */
export function requestText(request: Pick<PageRequest, "url" | "what">): string {
  const { pathname, search } = request.url;
  let query = search;
  try {
    query = decodeURIComponent(search);
  } catch {
    // A query that is not valid percent-encoding is shown as it was sent.
  }
  return `${request.what} (${pathname}${query})`;
}

/**
 * One request's answer as JSON, retried while the platform answers 429 or 503 and says to wait
 * no longer than MAX_RETRY_AFTER_SECONDS, at most MAX_TRIES times. Any other status but 200 fails
 * the read (a 401 goes back to the caller when it asks for it).
 */
export async function requestPage(
  connection: PlatformConnection,
  request: PageRequest,
): Promise<PageAnswer> {
  const named = requestText(request);
  for (let attempt = 1; ; attempt += 1) {
    // A page asked ahead of a failure that ended the read is neither sent nor tried again.
    if (connection.ended) return failRead(connection, named, "was dropped: the read had ended");
    const answer = await exchange(
      connection.dispatcher,
      {
        origin: request.url.origin,
        path: `${request.url.pathname}${request.url.search}`,
        method: request.method,
        headers: { accept: "application/json", ...request.headers },
        ...(request.body === undefined ? {} : { body: request.body }),
        headersTimeout: PAGE_TIMEOUT_MS,
        bodyTimeout: PAGE_TIMEOUT_MS,
      },
      AbortSignal.timeout(PAGE_TIMEOUT_MS * 2),
      MAX_PAGE_BYTES,
    ).catch((error: unknown) =>
      failRead(connection, named, `could not be read: ${errorMessage(error)}`),
    );
    if (answer.status === 429 || answer.status === 503) {
      const delay = retryDelay(answer.headers["retry-after"], attempt);
      if (connection.ended) return failRead(connection, named, "was dropped: the read had ended");
      if (attempt < MAX_TRIES && delay !== undefined) {
        await connection.wait(delay);
        continue;
      }
      const why =
        delay === undefined
          ? `asking to wait longer than ${MAX_RETRY_AFTER_SECONDS} seconds (Retry-After)`
          : `${MAX_TRIES} times`;
      return failRead(
        connection,
        named,
        `was answered with HTTP ${answer.status} ${why}; run the sync later, or raise the account's rate limit in ${connection.platform}`,
      );
    }
    if (answer.status === 401 && request.returnUnauthorized === true) {
      return { status: 401, headers: answer.headers, body: undefined };
    }
    if (answer.status !== 200) {
      return failRead(connection, named, refusalOf(connection, request, answer));
    }
    try {
      return { status: 200, headers: answer.headers, body: JSON.parse(answer.text) as unknown };
    } catch {
      return failRead(connection, named, "is not JSON");
    }
  }
}

/**
 * What an answer other than 200 says: its status, the errors its body reports (quoted whatever the
 * status), and what to check: the credential's variables for 401 and 403.
 */
function refusalOf(
  connection: PlatformConnection,
  request: PageRequest,
  answer: { status: number; text: string },
): string {
  let body: unknown;
  try {
    body = JSON.parse(answer.text) as unknown;
  } catch {
    // A body that is not JSON says nothing more than its status.
  }
  const errors = request.errorsIn?.(body);
  const said = errors === undefined ? "" : ` and ${errors.said}`;
  if (answer.status === 401 || answer.status === 403) {
    const { user, variables } = connection.credential;
    return `was answered with HTTP ${answer.status}${said}: check ${variables}${user === undefined ? "" : ","} and the account's roles in ${connection.platform}`;
  }
  return `was answered with HTTP ${answer.status}${said}${errors === undefined ? "" : `; ${errors.fix}`}`;
}

/** Milliseconds to wait before try `attempt + 1`, or undefined when the platform asks too long. */
function retryDelay(header: string | string[] | undefined, attempt: number): number | undefined {
  const text = Array.isArray(header) ? header[0] : header;
  if (text === undefined || text.trim() === "") return attempt * 1000;
  const seconds = /^\d+$/.test(text.trim())
    ? Number(text.trim())
    : (Date.parse(text) - Date.now()) / 1000;
  if (Number.isNaN(seconds)) return attempt * 1000;
  if (seconds > MAX_RETRY_AFTER_SECONDS) return undefined;
  return Math.max(0, Math.ceil(seconds * 1000));
}

/** A page address the platform gave (`next`), only on its own origin: no credential leaves it. */
export function sameOrigin(connection: PlatformConnection, next: string, fix: string): URL {
  const url = URL.parse(next, connection.base.href);
  if (url === null || url.origin !== connection.base.origin) {
    return failRead(
      connection,
      `${connection.platform}'s next page`,
      `is on another origin (${quote(url?.origin ?? next)}, not ${connection.base.origin}); ${fix}`,
    );
  }
  return url;
}

/**
 * A platform record as a row: its name, system and type at the source's field paths, its id on
 * the platform when given, and what the platform observed of it when the source writes monitoring.
 */
export function rowOf(
  source: PlatformSource,
  record: Record<string, unknown>,
  place: string,
  id?: string,
): SourceRow {
  const monitoring = source.kind === "netbox" ? undefined : source.monitoring;
  const row: SourceRow = {
    place,
    name: textAt(record, source.asset_name),
    system: textAt(record, source.system),
    type: textAt(record, source.type.field),
  };
  if (id !== undefined) row.id = id;
  if (monitoring !== undefined) row.observed = observationOf(monitoring, record);
  return row;
}

/** Every field path a source reads of a record: what it maps, and what it observes. */
export function fieldPathsOf(source: PlatformSource): string[] {
  const paths = [source.asset_name, source.system, source.type.field];
  const monitoring = source.kind === "netbox" ? undefined : source.monitoring;
  if (monitoring !== undefined) {
    paths.push(monitoring.observed_at);
    for (const entry of monitoring.os_firmware) paths.push(entry.name, entry.version);
    const { patches } = monitoring;
    if (patches !== undefined) paths.push(`${patches.list}.${patches.name}`);
  }
  return [...new Set(paths)];
}

/** The object a page answered, or the read fails saying what was expected. */
export function objectOf(
  connection: PlatformConnection,
  value: unknown,
  what: string,
  expected: string,
): Record<string, unknown> {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  return failRead(connection, what, `is not ${expected}`);
}
