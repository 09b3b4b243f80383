// The connection checks of `cip-sync doctor`, before any request: the proxy chosen and why, DNS,
// TCP and TLS to the first hop (the proxy when there is one). doctor-probe.ts runs them in order
// and then asks the service.
import { lookup } from "node:dns/promises";
import { connect as connectTcp } from "node:net";
import { performance } from "node:perf_hooks";
import { connect as connectTls, type PeerCertificate, rootCertificates } from "node:tls";
import { errorMessage } from "../../core/shared/errors.ts";
import type { Connection } from "../network/connection.ts";
import { readProxySettings } from "../network/proxy.ts";
import { describeTransportFailure } from "../network/transport-errors.ts";
import type { Check } from "../../core/inventory/baselines/service-deviations.ts";

/** How long a connection or a handshake may take. */
export const CONNECT_TIMEOUT_MS = 10_000;

export interface DoctorInput {
  apiUrl: string | undefined;
  urlSource: string;
  apiKey: string | undefined;
  keySource: string;
  proxyEnv: Readonly<Record<string, string | undefined>>;
  requestTimeoutMs: number;
  /** Trust in one more certificate authority, for tests; users set NODE_EXTRA_CA_CERTS. */
  extraCa?: string;
}

export function proxyCheck(connection: Connection, env: DoctorInput["proxyEnv"]): Check {
  const { proxy, baseUrl } = connection;
  if (proxy !== undefined) {
    return {
      name: "proxy",
      outcome: "ok",
      detail: `through ${proxy.address} (from ${proxy.source}; ${baseUrl.hostname} is not in NO_PROXY)`,
    };
  }
  const settings = readProxySettings(env);
  const named = baseUrl.protocol === "https:" ? settings.https : settings.http;
  const detail =
    named === undefined
      ? `direct (no ${baseUrl.protocol === "https:" ? "HTTPS_PROXY or HTTP_PROXY" : "HTTP_PROXY"} set)`
      : `direct (NO_PROXY lists ${baseUrl.hostname}, so ${named.source} is not used)`;
  return { name: "proxy", outcome: "ok", detail };
}

/** Where the first connection goes: the proxy when there is one, else the service. */
function firstHop(connection: Connection): { host: string; port: number; what: string } {
  const target =
    connection.proxy === undefined ? connection.baseUrl : new URL(connection.proxy.url);
  const port = Number(target.port) || (target.protocol === "https:" ? 443 : 80);
  const host = target.hostname.replace(/^\[(.*)\]$/, "$1");
  const what =
    connection.proxy === undefined
      ? "the service"
      : `the proxy ${connection.proxy.address} (from ${connection.proxy.source})`;
  return { host, port, what };
}

export async function dnsCheck(connection: Connection): Promise<Check> {
  const { host, what } = firstHop(connection);
  try {
    const addresses = await lookup(host, { all: true });
    const via =
      connection.proxy === undefined ? "" : `; the proxy resolves ${connection.baseUrl.hostname}`;
    return {
      name: "dns",
      outcome: "ok",
      detail: `${host} is ${addresses.map((a) => a.address).join(", ")}${via}`,
    };
  } catch (error) {
    return {
      name: "dns",
      outcome: "failed",
      detail: `${host} (${what}) cannot be resolved (${errorMessage(error)})`,
      fix:
        connection.proxy === undefined
          ? `check the host name in ${connection.urlSource}, or set HTTPS_PROXY if only a proxy can reach it`
          : `check the host name in ${connection.proxy.source}`,
    };
  }
}

export async function tcpCheck(connection: Connection): Promise<Check> {
  const { host, port, what } = firstHop(connection);
  const started = performance.now();
  try {
    await new Promise<void>((resolve, reject) => {
      const socket = connectTcp({ host, port, timeout: CONNECT_TIMEOUT_MS });
      socket.once("connect", () => (socket.destroy(), resolve()));
      socket.once(
        "timeout",
        () => (socket.destroy(), reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS} ms`))),
      );
      socket.once("error", reject);
    });
    return {
      name: "tcp",
      outcome: "ok",
      detail: `connected to ${what} at ${host}:${port} in ${Math.round(performance.now() - started)} ms`,
    };
  } catch (error) {
    return {
      name: "tcp",
      outcome: "failed",
      detail: `cannot connect to ${what} at ${host}:${port} (${errorMessage(error)})`,
      fix:
        connection.proxy === undefined
          ? `check the port in ${connection.urlSource} and that a firewall lets this machine reach it, or set HTTPS_PROXY`
          : `check ${connection.proxy.source}: it must name a proxy this machine can reach`,
    };
  }
}

export async function tlsCheck(
  connection: Connection,
  input: Pick<DoctorInput, "extraCa">,
): Promise<Check> {
  const { baseUrl, proxy } = connection;
  if (baseUrl.protocol !== "https:")
    return { name: "tls", outcome: "skipped", detail: "http:// (loopback only): no TLS" };
  if (proxy !== undefined)
    return {
      name: "tls",
      outcome: "skipped",
      detail: `checked by the first request, through the tunnel of ${proxy.address}`,
    };
  const extra = input.extraCa === undefined ? [] : [input.extraCa];
  const withDefaults = await handshake(
    connection,
    extra.length === 0 ? undefined : [...rootCertificates, ...extra],
  );
  if ("error" in withDefaults) {
    const failure = describeTransportFailure(
      withDefaults.error,
      baseUrl.host,
      undefined,
      connection.urlSource,
    );
    return {
      name: "tls",
      outcome: "failed",
      detail: failure?.reason ?? `the TLS handshake failed (${errorMessage(withDefaults.error)})`,
      fix: failure?.hint,
    };
  }
  const { issuer, valid_to: validTo } = withDefaults.certificate;
  const bundledOnly = await handshake(connection, [...rootCertificates]);
  const extraNeeded =
    "error" in bundledOnly
      ? "NODE_EXTRA_CA_CERTS (or an added authority) was needed to trust it"
      : "trusted without NODE_EXTRA_CA_CERTS";
  const issuerName = issuer.O ?? issuer.CN ?? "unknown";
  return {
    name: "tls",
    outcome: "ok",
    detail: `certificate issued by ${issuerName}, valid until ${new Date(validTo).toISOString().slice(0, 10)}; ${extraNeeded}`,
  };
}

function handshake(
  connection: Connection,
  ca: string[] | undefined,
): Promise<{ certificate: PeerCertificate } | { error: unknown }> {
  const { host, port } = firstHop(connection);
  return new Promise((resolve) => {
    const socket = connectTls({
      host,
      port,
      servername: connection.baseUrl.hostname,
      ...(ca === undefined ? {} : { ca }),
      timeout: CONNECT_TIMEOUT_MS,
    });
    socket.once("secureConnect", () => {
      const certificate = socket.getPeerCertificate();
      socket.destroy();
      resolve({ certificate });
    });
    socket.once(
      "timeout",
      () => (
        socket.destroy(),
        resolve({ error: new Error(`no handshake within ${CONNECT_TIMEOUT_MS} ms`) })
      ),
    );
    socket.once("error", (error) => resolve({ error }));
  });
}
