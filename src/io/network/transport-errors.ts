// What a failed connection means for the user, for the failures a corporate network adds: a proxy
// that refuses the credentials, cannot be reached or closes the tunnel, certificates from an
// authority this machine does not trust, and an https:// URL whose port answers in plain HTTP.
// Other network failures are left to the API client.
import { errorCode, errorMessage } from "../../core/shared/errors.ts";
import { isLoopback } from "../../core/shared/loopback.ts";
import type { Proxy } from "./proxy.ts";

interface TransportFailure {
  /** What failed, after "<METHOD> <path> failed: ". Never holds credentials. */
  reason: string;
  /** What to check. */
  hint: string;
  /** True when the request may have reached the service. */
  sent: boolean;
  /** True when another attempt cannot succeed. */
  permanent: boolean;
}

/** Certificate problems, by OpenSSL's code, as a user reads them. */
const CERTIFICATE_PROBLEMS: Record<string, string> = {
  UNABLE_TO_VERIFY_LEAF_SIGNATURE:
    "is signed by a certificate authority this machine does not trust",
  UNABLE_TO_GET_ISSUER_CERT: "is signed by a certificate authority this machine does not trust",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
    "is signed by a certificate authority this machine does not trust",
  SELF_SIGNED_CERT_IN_CHAIN: "chains to a certificate authority this machine does not trust",
  DEPTH_ZERO_SELF_SIGNED_CERT: "is self-signed, and this machine does not trust it",
  CERT_HAS_EXPIRED: "has expired",
  CERT_NOT_YET_VALID: "is not valid yet",
  ERR_TLS_CERT_ALTNAME_INVALID: "is not issued for this host name",
};

const CA_HINT =
  "if your organization has its own certificate authority (or a TLS-inspecting proxy), save its certificate (PEM) in a file and set NODE_EXTRA_CA_CERTS to that file's path for this process; certificate verification cannot be turned off";
const VALIDITY_HINT =
  "check this machine's clock; the service's operator must renew the certificate (a TLS-inspecting proxy re-signs it: then its authority, in NODE_EXTRA_CA_CERTS, is the one to check)";

/**
 * OpenSSL's codes for a first answer that is no TLS record: what a server that speaks plain HTTP
 * sends back to a TLS handshake ("HTTP/1.1 400 ..." read as a record header). Another attempt gets
 * the same answer.
 */
const NOT_TLS_CODES = new Set(["ERR_SSL_WRONG_VERSION_NUMBER", "ERR_SSL_PACKET_LENGTH_TOO_LONG"]);

/** Codes of failures to open a connection: with a proxy, the connection is to the proxy. */
const CONNECT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/**
 * The failure `error` amounts to, when it is a proxy, certificate or plain-HTTP problem; undefined
 * for any other error. `host` is the service's host (and port), `proxy` the proxy the request went
 * through, `urlSource` where the service URL was set.
 */
export function describeTransportFailure(
  error: unknown,
  host: string,
  proxy: Proxy | undefined,
  urlSource: string,
): TransportFailure | undefined {
  const code = errorCode(error);
  const message = oneLine(error);
  if (typeof code === "string" && NOT_TLS_CODES.has(code)) return plainHttp(host, urlSource);
  const certificate = typeof code === "string" ? CERTIFICATE_PROBLEMS[code] : undefined;
  if (certificate !== undefined) {
    const validity = code === "CERT_HAS_EXPIRED" || code === "CERT_NOT_YET_VALID";
    return {
      reason: `the TLS certificate of ${host} ${certificate} (${code})`,
      hint:
        code === "ERR_TLS_CERT_ALTNAME_INVALID"
          ? `check that the service URL names the host its certificate is for (${message}); ${CA_HINT}`
          : validity
            ? VALIDITY_HINT
            : CA_HINT,
      sent: false,
      permanent: true,
    };
  }
  return proxy === undefined ? undefined : describeProxyFailure(code, message, host, proxy);
}

/** The service's port answered a TLS handshake in plain HTTP: the URL's scheme or port is wrong. */
function plainHttp(host: string, urlSource: string): TransportFailure {
  const loopback = isLoopback(new URL(`https://${host}`).hostname);
  return {
    reason: `${host} answered in plain HTTP to a TLS request: the URL says https://, but that port does not speak TLS`,
    hint: loopback
      ? `check the service URL in ${urlSource}: write http://${host} (http:// is accepted for a service on this machine only), or the https:// address the service answers TLS on`
      : `check the service URL in ${urlSource}: write the https:// address the service answers TLS on (its operator knows the port); http:// is accepted for loopback addresses only`,
    sent: false,
    permanent: true,
  };
}

function describeProxyFailure(
  code: unknown,
  message: string,
  host: string,
  proxy: Proxy,
): TransportFailure | undefined {
  const via = `the proxy ${proxy.address} (from ${proxy.source})`;
  const tunnelStatus = /^Proxy response \((\d+)\) !== 200/.exec(message)?.[1];
  const forward407 = code === "UND_ERR_INVALID_ARG" && /\(407\)/.test(message);
  if (tunnelStatus === "407" || forward407) {
    return {
      reason: `${via} refused the credentials (407 Proxy Authentication Required)`,
      hint: `check the user name and password in ${proxy.source} (http://user:password@host:port, special characters percent-encoded)`,
      sent: false,
      permanent: true,
    };
  }
  if (tunnelStatus !== undefined) {
    const status = Number(tunnelStatus);
    return {
      reason: `${via} answered ${status} to the request for a tunnel to ${host}`,
      hint: `check that the proxy allows and can reach ${host}, or list ${host} in NO_PROXY if it is reached directly`,
      sent: false,
      permanent: status < 500,
    };
  }
  if (typeof code === "string" && CONNECT_CODES.has(code)) {
    return {
      reason: `could not connect to ${via} (${message})`,
      hint: `check that ${proxy.source} names a proxy this machine can reach, or list ${host} in NO_PROXY if it is reached directly`,
      sent: false,
      permanent: false,
    };
  }
  if (code === "UND_ERR_PRX_CONN" || /before secure TLS connection was established/.test(message)) {
    return {
      reason: `${via} closed the connection before the tunnel to ${host} was open (${message})`,
      hint: `check that the proxy allows connections to ${host}, and its logs`,
      sent: false,
      permanent: false,
    };
  }
  if (code === "UND_ERR_PRX_TLS") {
    return {
      reason: `the TLS connection to ${via} failed (${message})`,
      hint: `check ${proxy.source}: an https:// proxy needs a certificate this machine trusts (NODE_EXTRA_CA_CERTS)`,
      sent: false,
      permanent: true,
    };
  }
  return undefined;
}

/** On one line: OpenSSL's messages end with a line break. */
function oneLine(error: unknown): string {
  return errorMessage(error).replace(/\s+/g, " ").trim();
}
