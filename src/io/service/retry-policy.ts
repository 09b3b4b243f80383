// Which failed attempts may be repeated. A request is repeated only where repeating it cannot
// change the outcome: a POST that may have reached the service is never resent blindly, since a
// second create would be a duplicate asset.
import { errorCode, errorMessage } from "../../core/shared/errors.ts";
import { redactedLine } from "../../core/shared/text/redact.ts";
import { type ApiErrorFields, type Method, statusLine } from "./api-error.ts";
import type { Proxy } from "../network/proxy.ts";
import { type RawResponse, serviceMessage } from "./response-records.ts";
import { refusalAdvice, type SettingSources } from "./refusal-advice.ts";
import { BODY_TOO_LARGE } from "../network/response-body.ts";
import { describeTransportFailure } from "../network/transport-errors.ts";

/** What one attempt came to, for the retry decision. */
export type Attempt =
  { kind: "response"; response: RawResponse; retryAfterMs: number | undefined } | NetworkAttempt;

type NetworkAttempt = {
  kind: "network";
  sent: boolean;
  permanent: boolean;
  reason: string;
  /** The service could not be reached at all: the URL is the likely cause. */
  unreachable?: boolean;
  /** What to check, when something other than the URL is the likely cause. */
  hint?: string;
};

/** What the classification needs to know of the client: its limits, hints and secrets. */
export interface PolicyContext {
  maxAttempts: number;
  /** The API key and the proxy credentials, masked in the service's messages before they are cut. */
  secrets: readonly string[];
  /** Masks the API key and the proxy credentials. */
  redact: (text: string) => string;
  /** Where the key and the URL were set, named by the advice appended to errors they caused. */
  sources: SettingSources;
}

/** Where requests go and how long each phase may take, for the words of a network failure. */
export interface TransportContext {
  host: string;
  /** Where the service URL was set, named by the words of a failure the URL causes. */
  urlSource: string;
  proxy: Proxy | undefined;
  timeouts: { connectMs: number; headersMs: number; bodyMs: number };
  secrets: readonly string[];
  redact: (text: string) => string;
}

/** Statuses after which the service did nothing, or may have: worth another attempt. */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
/** Network error codes raised before the request left this machine: nothing reached the service. */
const NOT_SENT_CODES = new Set([
  "UND_ERR_CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/** Other TLS failures (transport-errors.ts names certificates and a plain-HTTP answer). */
const TLS_CODE = /^(ERR_SSL_|ERR_TLS_|EPROTO$)/;
/** Failures no retry can fix. */
const PERMANENT_CODES = new Set([
  "UND_ERR_INVALID_ARG",
  "UND_ERR_CLOSED",
  "UND_ERR_DESTROYED",
  "CERT_HAS_EXPIRED",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/** The error an unsuccessful attempt amounts to, and whether another attempt may follow. */
export function failureOf(
  request: { method: Method; path: string },
  outcome: Attempt,
  attempt: number,
  context: PolicyContext,
): { fields: ApiErrorFields; retry: boolean } {
  const { method, path } = request;
  const isPost = method === "POST";
  const last = attempt >= context.maxAttempts;
  const suffix = attempt > 1 ? ` (after ${attempt} attempts)` : "";
  if (outcome.kind === "network") {
    // A POST that reached the service may have created the asset: never resend it blindly.
    const retry = !outcome.permanent && !last && (!isPost || !outcome.sent);
    const fields: ApiErrorFields = {
      method,
      path,
      status: undefined,
      serviceMessage: undefined,
      ambiguous: outcome.sent && method !== "GET",
      reason: context.redact(outcome.reason + suffix),
      hint:
        outcome.hint ??
        (outcome.unreachable ? `check the service URL in ${context.sources.urlSource}` : undefined),
    };
    return { fields, retry };
  }
  const { status, text } = outcome.response;
  const message = serviceMessage(text, context.secrets);
  // 429 is an answer given before any effect; a 5xx may follow a commit (spec says nothing).
  const ambiguous = status >= 500 && method !== "GET";
  const retry = RETRYABLE_STATUSES.has(status) && !last && (!isPost || status === 429);
  const detail = message === undefined ? "" : `: ${message}`;
  const fields: ApiErrorFields = {
    method,
    path,
    status,
    serviceMessage: message,
    ambiguous,
    reason: context.redact(`${statusLine(status)}${detail}${suffix}`),
    hint: refusalAdvice(status, message, context.sources),
  };
  return { fields, retry };
}

/** The attempt a thrown network error amounts to: was it sent, can a retry help, and why. */
export function networkFailure(error: unknown, context: TransportContext): Attempt {
  const described = describeTransportFailure(error, context.host, context.proxy, context.urlSource);
  if (described !== undefined) {
    const { sent, permanent, reason, hint } = described;
    return { kind: "network", sent, permanent, reason, hint: context.redact(hint) };
  }
  const code = errorCode(error);
  // On one line (OpenSSL's messages end with a line break), redacted before it is collapsed.
  const message = redactedLine(errorMessage(error), context.secrets, Number.POSITIVE_INFINITY);
  const { connectMs, headersMs, bodyMs } = context.timeouts;
  switch (code) {
    case "UND_ERR_CONNECT_TIMEOUT":
      return unreachable(
        network(false, false, `could not connect within ${connectMs} ms (connect timeout)`),
      );
    case "UND_ERR_HEADERS_TIMEOUT":
      return network(true, false, `no response within ${headersMs} ms (headers timeout)`);
    case "UND_ERR_BODY_TIMEOUT":
      return network(true, false, `the response body stalled for ${bodyMs} ms (body timeout)`);
    case BODY_TOO_LARGE:
      return network(true, true, `${message}; stopped reading it and did not retry`);
    case "UND_ERR_SOCKET":
    case "ECONNRESET":
    case "EPIPE":
      return network(true, false, `the connection closed before a complete response (${message})`);
  }
  if (typeof code === "string" && NOT_SENT_CODES.has(code)) {
    return unreachable(network(false, false, `could not connect (${message})`));
  }
  if (typeof code === "string" && PERMANENT_CODES.has(code)) {
    return unreachable(network(false, true, `the request could not be made (${message})`));
  }
  const failed = network(true, false, `the request failed (${message})`);
  return typeof code === "string" && TLS_CODE.test(code) ? unreachable(failed) : failed;
}

/** A network failure: whether the request was sent, whether a retry can help, and why. */
export function network(sent: boolean, permanent: boolean, reason: string): NetworkAttempt {
  return { kind: "network", sent, permanent, reason };
}

function unreachable(attempt: NetworkAttempt): Attempt {
  return { ...attempt, unreachable: true };
}
