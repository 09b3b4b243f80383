// The probes of `cip-sync doctor`, in the order a connection is made: the settings, the proxy, DNS,
// TCP, TLS, the key, then the four lists read raw and two planned paths. Read-only: only GETs are
// sent. Each probe stops the run at its first blocking failure, with the fix. The lists are judged
// by core/inventory/baselines/service-deviations.ts; this module only gathers what the service answered.
import { performance } from "node:perf_hooks";
import type { Dispatcher } from "undici";
import type { ListAnswer, ListPath } from "../../core/inventory/baselines/service-deviations.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { redactSecrets } from "../../core/shared/text/redact.ts";
import {
  type Connection,
  ConnectionError,
  connectionSecrets,
  readConnection,
} from "../network/connection.ts";
import { openDispatcher } from "../network/dispatcher.ts";
import {
  CONNECT_TIMEOUT_MS,
  dnsCheck,
  type DoctorInput,
  proxyCheck,
  tcpCheck,
  tlsCheck,
} from "./doctor-connection.ts";
import { expiredKeyAdvice, refusalAdvice, saysKeyExpired } from "./refusal-advice.ts";
import { exchange } from "../network/response-body.ts";
import { serviceMessage } from "./response-records.ts";
import { networkFailure } from "./retry-policy.ts";
import { statusLine } from "./api-error.ts";
import type { Check } from "../../core/inventory/baselines/service-deviations.ts";

export type { DoctorInput };

export interface DoctorProbe {
  checks: Check[];
  /** The four lists as answered, when the key check passed. */
  lists: ListAnswer[];
}

const LISTS: ListPath[] = ["/facilities", "/control-centers", "/cyber-systems", "/cyber-assets"];
/** Planned operations (spec 4.3) the key must not reach: GETs only, so nothing can change. */
export const PLANNED_PATHS = ["/tasks", "/evidence/by-resource/ca_x"] as const;
const RATE_LIMIT_HEADER = /^(?:x-)?rate-?limit|^retry-after$/i;

/** Runs the probes in order, up to the first failure. */
export async function probeService(input: DoctorInput): Promise<DoctorProbe> {
  const checks: Check[] = [];
  let connection: Connection;
  try {
    connection = readConnection(input);
  } catch (error) {
    if (!(error instanceof ConnectionError)) throw error;
    checks.push({ name: "settings", outcome: "failed", detail: error.message });
    return { checks, lists: [] };
  }
  const { baseUrl } = connection;
  checks.push({
    name: "settings",
    outcome: "ok",
    detail: `${baseUrl.href} (${baseUrl.protocol.slice(0, -1)}, from ${connection.urlSource}); key from ${connection.keySource}`,
  });
  checks.push(proxyCheck(connection, input.proxyEnv));
  const redact = (text: string) => redactSecrets(text, connectionSecrets(connection));
  for (const probe of [dnsCheck, tcpCheck, (c: Connection) => tlsCheck(c, input)]) {
    const check = await probe(connection);
    checks.push({ ...check, detail: redact(check.detail), fix: check.fix && redact(check.fix) });
    if (check.outcome === "failed") return { checks, lists: [] };
  }
  const dispatcher = openDispatcher(
    baseUrl,
    connection.proxy,
    {
      connections: 1,
      connectTimeout: CONNECT_TIMEOUT_MS,
      headersTimeout: input.requestTimeoutMs,
      bodyTimeout: input.requestTimeoutMs,
    },
    input.extraCa,
  );
  try {
    return await probeRequests(connection, dispatcher, input.requestTimeoutMs, checks);
  } finally {
    await dispatcher.close();
  }
}

interface RawAnswer {
  status: number;
  text: string;
  milliseconds: number;
  headers: string[];
}

async function probeRequests(
  connection: Connection,
  dispatcher: Dispatcher,
  timeoutMs: number,
  checks: Check[],
): Promise<DoctorProbe> {
  const get = (path: string) => getRaw(connection, dispatcher, path, timeoutMs);
  const first = await get("/facilities");
  if ("failure" in first) {
    // Through a proxy, the tunnel and TLS are first tried here.
    checks.push({ name: "request", outcome: "failed", ...first.failure });
    return { checks, lists: [] };
  }
  const keyCheck = checkKey(connection, first);
  checks.push(keyCheck);
  if (keyCheck.outcome === "failed") return { checks, lists: [] };
  checks.push(KEY_WRITES);
  const lists: ListAnswer[] = [listAnswer("/facilities", first)];
  for (const path of LISTS.slice(1)) {
    const answer = await get(path);
    if ("failure" in answer) {
      checks.push({
        name: "lists",
        outcome: "failed",
        detail: `GET ${path}: ${answer.failure.detail}`,
        fix: answer.failure.fix,
      });
      return { checks, lists };
    }
    if (answer.status < 200 || answer.status > 299) {
      const message = serviceMessage(answer.text, connectionSecrets(connection));
      checks.push({
        name: "lists",
        outcome: "failed",
        detail: `GET ${path}: ${statusLine(answer.status)}${message === undefined ? "" : `: ${message}`}`,
        fix: refusalAdvice(answer.status, message, connection),
      });
      return { checks, lists };
    }
    lists.push(listAnswer(path, answer));
  }
  checks.push({ name: "lists", outcome: "ok", detail: "read all four (findings below)" });
  checks.push(await plannedPathsCheck(get));
  return { checks, lists };
}

/**
 * Whether the key can write, told without writing: the service gives every API key the one role
 * api_user, which creates, updates and deletes cyber assets (spec 5), and has no way to ask a
 * key's permissions that an API key may call (check-access is planned, 4.3). So a key that opens
 * its organization can write, and a plan job that holds it could.
 */
const KEY_WRITES: Check = {
  name: "writes",
  outcome: "ok",
  detail:
    "yes (told without writing): every API key has the api_user role, which creates, updates and deletes the organization's cyber assets, and the service offers no read-only key; give it only to jobs that must write, and see Keys for plan and apply in the manual's GitHub Action page for plan jobs",
};

function checkKey(connection: Connection, answer: RawAnswer): Check {
  if (answer.status >= 200 && answer.status <= 299) {
    return {
      name: "key",
      outcome: "ok",
      detail: `GET /facilities answered ${statusLine(answer.status)}: the key opens its organization`,
    };
  }
  const message = serviceMessage(answer.text, connectionSecrets(connection));
  const said = `GET /facilities answered ${statusLine(answer.status)}${message === undefined ? "" : `: ${message}`}`;
  if (answer.status === 401) {
    const expired = saysKeyExpired(message);
    return {
      name: "key",
      outcome: "failed",
      detail: `${said} (${expired ? "the key has expired" : "the key is missing or not valid"})`,
      fix: expired
        ? expiredKeyAdvice(connection.keySource)
        : `set ${connection.keySource} to the whole API key an Organization Admin generated for your organization (keys start rc_live_)`,
    };
  }
  return {
    name: "key",
    outcome: "failed",
    detail: said,
    fix:
      refusalAdvice(answer.status, message, connection) ??
      "run doctor again later; if it persists, ask the API owner",
  };
}

async function plannedPathsCheck(
  get: (path: string) => Promise<RawAnswer | { failure: { detail: string } }>,
): Promise<Check> {
  const results: string[] = [];
  const reachable: string[] = [];
  for (const path of PLANNED_PATHS) {
    const answer = await get(path);
    if ("failure" in answer) {
      results.push(`GET ${path}: ${answer.failure.detail}`);
    } else if (answer.status >= 200 && answer.status <= 299) {
      reachable.push(`GET ${path} answered ${answer.status}`);
    } else {
      results.push(`GET ${path} refused (${answer.status})`);
    }
  }
  if (reachable.length > 0) {
    return {
      name: "planned paths",
      outcome: "deviates",
      detail: `now reachable with this key: ${reachable.join("; ")}`,
      fix: "the service has opened a planned operation (spec 4.3) to API keys: tell the maintainers of cip-sync",
    };
  }
  return { name: "planned paths", outcome: "ok", detail: results.join("; ") };
}

async function getRaw(
  connection: Connection,
  dispatcher: Dispatcher,
  path: string,
  timeoutMs: number,
): Promise<RawAnswer | { failure: { detail: string; fix: string | undefined } }> {
  const started = performance.now();
  const pathPrefix = connection.baseUrl.pathname.replace(/\/+$/, "");
  try {
    const answer = await exchange(
      dispatcher,
      {
        origin: connection.baseUrl.origin,
        method: "GET",
        path: pathPrefix + path,
        headers: { "x-api-key": connection.apiKey, accept: "application/json" },
      },
      AbortSignal.timeout(timeoutMs),
      256 * 2 ** 20,
    );
    const headers = Object.entries(answer.headers)
      .filter(([name]) => RATE_LIMIT_HEADER.test(name))
      .map(([name, value]) => `${name}: ${String(value)}`);
    return {
      status: answer.status,
      text: answer.text,
      milliseconds: performance.now() - started,
      headers,
    };
  } catch (error) {
    const redact = (text: string) => redactSecrets(text, connectionSecrets(connection));
    const transport = {
      host: connection.baseUrl.host,
      urlSource: connection.urlSource,
      proxy: connection.proxy,
      timeouts: { connectMs: CONNECT_TIMEOUT_MS, headersMs: timeoutMs, bodyMs: timeoutMs },
      secrets: connectionSecrets(connection),
      redact,
    };
    const attempt = networkFailure(error, transport);
    const detail =
      attempt.kind === "network"
        ? redact(`GET ${path}: ${attempt.reason}`)
        : redact(errorMessage(error));
    const fix =
      attempt.kind === "network"
        ? (attempt.hint ?? `check the service URL in ${connection.urlSource}`)
        : undefined;
    return { failure: { detail, fix } };
  }
}

function listAnswer(path: ListPath, answer: RawAnswer): ListAnswer {
  try {
    return {
      path,
      body: JSON.parse(answer.text),
      milliseconds: answer.milliseconds,
      rateLimitHeaders: answer.headers,
    };
  } catch (error) {
    return {
      path,
      body: undefined,
      unreadable: errorMessage(error),
      milliseconds: answer.milliseconds,
      rateLimitHeaders: answer.headers,
    };
  }
}
