// The API client behind a corporate proxy, in process: CONNECT tunnels to a host name only the
// proxy knows, NO_PROXY, Basic credentials that never show, clear proxy failures, certificates
// from a private authority, and retries that behave as without a proxy.
import { rm } from "node:fs/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, fetchLiveInventory } from "../../../src/io/service/api-client.ts";
import { readConnection } from "../../../src/io/network/connection.ts";
import { openDispatcher } from "../../../src/io/network/dispatcher.ts";
import type { RunningEmulator } from "../../../src/emulator/server.ts";
import { EAST_KEY, emulatorWith } from "../../emulator/support.ts";
import { type FakeProxy, startFakeProxy } from "../../support/proxy-server.ts";
import {
  hasOpenssl,
  makeCertificates,
  startTlsFront,
  type TestCertificates,
  type TlsFront,
} from "../../support/tls-front.ts";
import { apiFailure } from "../../support/api-failure.ts";

const PASSWORD = "s3cr%t:pw";
const USER = "builder";
const ENCODED_PASSWORD = encodeURIComponent(PASSWORD);
const ASSET = { name: "proxy-relay-01", cyber_system_id: "cs_prot_a", asset_type: "hardware" };

const opensslMissing = !(await hasOpenssl());
let certificates: TestCertificates;
const fronts: TlsFront[] = [];
const proxies: FakeProxy[] = [];
const clients: ApiClient[] = [];

beforeAll(async () => {
  if (!opensslMissing) {
    certificates = await makeCertificates(["inventory.internal", "localhost", "127.0.0.1"]);
  }
});
afterAll(async () => {
  if (!opensslMissing) await rm(certificates.dir, { recursive: true, force: true });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  await Promise.all(fronts.splice(0).map((front) => front.close()));
});

/** The emulator behind TLS with the test authority's certificate (or the expired one). */
async function serviceBehindTls(
  expired = false,
): Promise<{ emulator: RunningEmulator; front: TlsFront }> {
  const emulator = await emulatorWith();
  const front = await startTlsFront({
    key: certificates.key,
    cert: expired ? certificates.expiredCert : certificates.cert,
    upstream: new URL(emulator.url).host,
  });
  fronts.push(front);
  return { emulator, front };
}

async function proxyTo(front: TlsFront, extra: Partial<Parameters<typeof startFakeProxy>[0]> = {}) {
  const proxy = await startFakeProxy({
    credentials: `${USER}:${PASSWORD}`,
    hosts: { "inventory.internal:443": front.address },
    ...extra,
  });
  proxies.push(proxy);
  return proxy;
}

function withCredentials(proxy: FakeProxy, password = ENCODED_PASSWORD): string {
  return proxy.url.replace("http://", `http://${USER}:${password}@`);
}

/** A client as the entries make it, trusting the test authority unless told otherwise. */
function clientFor(apiUrl: string, env: Record<string, string>, trust = true): ApiClient {
  const connection = readConnection({
    apiUrl,
    apiKey: EAST_KEY,
    urlSource: "CIP_API_URL",
    keySource: "CIP_API_KEY",
    proxyEnv: env,
  });
  const pool = { connections: 4, connectTimeout: 5000 };
  const dispatcher = openDispatcher(
    connection.baseUrl,
    connection.proxy,
    pool,
    trust ? certificates.ca : undefined,
  );
  const client = new ApiClient({
    connection,
    dispatcher,
    retry: { maxAttempts: 3 },
    sleep: async () => {},
  });
  clients.push(client);
  return client;
}

describe.skipIf(opensslMissing)("the API client through a proxy", () => {
  it("reads and creates through a CONNECT tunnel to a host only the proxy knows; the create lands once", async () => {
    const { emulator, front } = await serviceBehindTls();
    const proxy = await proxyTo(front);
    const client = clientFor("https://inventory.internal", {
      HTTPS_PROXY: withCredentials(proxy),
    });
    const live = await fetchLiveInventory(client);
    expect(live.cyberAssets.map((asset) => asset.name)).toContain("alpha-relay-01");
    const created = await client.createCyberAsset(ASSET as never);
    expect(created.name).toBe(ASSET.name);
    expect(emulator.requestCounts().get("POST /cyber-assets")).toBe(1);
    const names = emulator.inventory("grid-east").cyberAssets.map((asset) => asset.name);
    expect(names.filter((name) => name === ASSET.name)).toHaveLength(1);
    expect(proxy.requests.length).toBeGreaterThan(0);
    for (const request of proxy.requests) {
      expect(request).toMatchObject({
        method: "CONNECT",
        target: "inventory.internal:443",
        credentials: `${USER}:${PASSWORD}`,
        status: 200,
      });
    }
  });

  it("honours lower-case https_proxy", async () => {
    const { front } = await serviceBehindTls();
    const proxy = await proxyTo(front);
    const client = clientFor("https://inventory.internal", { https_proxy: withCredentials(proxy) });
    await client.listFacilities();
    expect(proxy.requests.map((request) => request.target)).toEqual(["inventory.internal:443"]);
  });

  it.each([
    ["localhost"],
    [".localhost"],
    ["LOCALHOST."],
    ["example.com, localhost"],
    ["localhost:PORT"],
    ["*"],
  ])("goes direct, past the proxy, when NO_PROXY is %j", async (noProxy) => {
    const { front } = await serviceBehindTls();
    const proxy = await proxyTo(front);
    const port = front.address.split(":")[1]!;
    const client = clientFor(`https://localhost:${port}`, {
      HTTPS_PROXY: withCredentials(proxy),
      NO_PROXY: noProxy.replace("PORT", port),
    });
    expect((await client.listFacilities()).length).toBeGreaterThan(0);
    expect(proxy.requests).toEqual([]);
  });

  it("uses the proxy when NO_PROXY names another port or a subdomain wildcard of another host", async () => {
    const { front } = await serviceBehindTls();
    const proxy = await proxyTo(front);
    const port = front.address.split(":")[1]!;
    const client = clientFor(`https://localhost:${port}`, {
      HTTPS_PROXY: withCredentials(proxy),
      no_proxy: "localhost:1,*.localhost",
    });
    const error = await apiFailure(client.listFacilities());
    expect(proxy.requests.map((request) => request.target)).toContain(`localhost:${port}`);
    expect(error.message).toContain(`the proxy ${proxy.address} (from HTTPS_PROXY) answered 502`);
  });

  it("names the proxy, never its password, when it refuses the credentials (407), and tries once", async () => {
    const { emulator, front } = await serviceBehindTls();
    const proxy = await proxyTo(front);
    const wrong = "wr0ng-Passw0rd";
    const client = clientFor("https://inventory.internal", {
      HTTPS_PROXY: withCredentials(proxy, wrong),
    });
    const error = await apiFailure(client.createCyberAsset(ASSET as never));
    expect(error.message).toBe(
      `POST /cyber-assets failed: the proxy ${proxy.address} (from HTTPS_PROXY) refused the credentials (407 Proxy Authentication Required); check the user name and password in HTTPS_PROXY (http://user:password@host:port, special characters percent-encoded)`,
    );
    expect(error.ambiguous).toBe(false);
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(
      wrong,
    );
    expect(proxy.requests.map((request) => request.status)).toEqual([407]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("names the proxy when nothing listens at its address", async () => {
    const { front } = await serviceBehindTls();
    const proxy = await proxyTo(front);
    const address = proxy.address;
    await proxies.splice(0)[0]!.close();
    const client = clientFor("https://inventory.internal", {
      HTTPS_PROXY: `http://${USER}:${ENCODED_PASSWORD}@${address}`,
    });
    const error = await apiFailure(client.listFacilities());
    expect(error.message).toMatch(
      new RegExp(
        `^GET /facilities failed: could not connect to the proxy ${address} \\(from HTTPS_PROXY\\) \\(connect ECONNREFUSED ${address}\\) \\(after 3 attempts\\); check that HTTPS_PROXY names a proxy this machine can reach, or list inventory.internal in NO_PROXY if it is reached directly$`,
      ),
    );
  });

  it("names the proxy when it closes the tunnel, and changes nothing", async () => {
    const { emulator, front } = await serviceBehindTls();
    const proxy = await proxyTo(front, { closeTunnels: true });
    const client = clientFor("https://inventory.internal", { HTTPS_PROXY: withCredentials(proxy) });
    const error = await apiFailure(client.createCyberAsset(ASSET as never));
    expect(error.message).toContain(
      `POST /cyber-assets failed: the proxy ${proxy.address} (from HTTPS_PROXY) closed the connection before the tunnel to inventory.internal was open`,
    );
    expect(error.ambiguous).toBe(false);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("never resends a create the service may have committed, through the proxy as without it", async () => {
    const { emulator, front } = await serviceBehindTls();
    emulator.setFaults({ dropAfterCommitRate: 1 });
    const proxy = await proxyTo(front);
    const client = clientFor("https://inventory.internal", { HTTPS_PROXY: withCredentials(proxy) });
    const error = await apiFailure(client.createCyberAsset(ASSET as never));
    expect(error.ambiguous).toBe(true);
    expect(emulator.requestCounts().get("POST /cyber-assets")).toBe(1);
  });

  it("retries a read the service refused with 503, through the proxy", async () => {
    const { emulator, front } = await serviceBehindTls();
    emulator.setFaults({ errorRate: 1 });
    const proxy = await proxyTo(front);
    const client = clientFor("https://inventory.internal", { HTTPS_PROXY: withCredentials(proxy) });
    const error = await apiFailure(client.listFacilities());
    expect(error.status).toBe(503);
    expect(emulator.requestCounts().get("GET /facilities")).toBe(3);
  });

  it("forwards http:// requests to a loopback service through HTTP_PROXY", async () => {
    const emulator = await emulatorWith();
    const proxy = await startFakeProxy({
      credentials: `${USER}:${PASSWORD}`,
      hosts: { [new URL(emulator.url).host]: new URL(emulator.url).host },
    });
    proxies.push(proxy);
    const client = clientFor(emulator.url, { HTTP_PROXY: withCredentials(proxy) });
    await client.listFacilities();
    expect(proxy.requests).toEqual([
      {
        method: "GET",
        target: `${emulator.url}/facilities`,
        credentials: `${USER}:${PASSWORD}`,
        status: 200,
      },
    ]);
  });
});

describe.skipIf(opensslMissing)("certificates the client does not trust", () => {
  it.each([
    [
      "an unknown authority",
      false,
      false,
      "https://inventory.internal",
      "the TLS certificate of inventory.internal is signed by a certificate authority this machine does not trust (UNABLE_TO_VERIFY_LEAF_SIGNATURE); if your organization has its own certificate authority (or a TLS-inspecting proxy), save its certificate (PEM) in a file and set NODE_EXTRA_CA_CERTS to that file's path for this process; certificate verification cannot be turned off",
    ],
    [
      "an expired certificate",
      true,
      true,
      "https://inventory.internal",
      "the TLS certificate of inventory.internal has expired (CERT_HAS_EXPIRED); check this machine's clock; the service's operator must renew the certificate (a TLS-inspecting proxy re-signs it: then its authority, in NODE_EXTRA_CA_CERTS, is the one to check)",
    ],
    [
      "a certificate for another host",
      false,
      true,
      "https://other.internal",
      "the TLS certificate of other.internal is not issued for this host name (ERR_TLS_CERT_ALTNAME_INVALID); check that the service URL names the host its certificate is for",
    ],
  ])("fails once with %s, naming the problem", async (_name, expired, trust, apiUrl, expected) => {
    const { emulator, front } = await serviceBehindTls(expired);
    const proxy = await proxyTo(front, {
      hosts: { "inventory.internal:443": front.address, "other.internal:443": front.address },
    });
    const client = clientFor(apiUrl, { HTTPS_PROXY: withCredentials(proxy) }, trust);
    const error = await apiFailure(client.listFacilities());
    expect(error.message).toContain(`GET /facilities failed: ${expected}`);
    expect(proxy.requests).toHaveLength(1);
    expect(emulator.requestCounts().size).toBe(0);
  });
});
