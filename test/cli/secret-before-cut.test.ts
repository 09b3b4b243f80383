// Issue 22 item 3: every secret is masked before any text is cut. A service (behind a proxy with
// credentials) whose error message holds the proxy's password where the 300-character cut of
// service messages falls: the password, whole or in part, reaches neither the API client's error,
// nor anything `cip-sync apply` prints, nor the change record it writes.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../src/io/service/api-error.ts";
import { ApiClient } from "../../src/io/service/api-client.ts";
import { readConnection } from "../../src/io/network/connection.ts";
import { openDispatcher } from "../../src/io/network/dispatcher.ts";
import { runCliInProcess } from "../support/cli.ts";
import {
  answerJson,
  type HostileService,
  startHostileService,
} from "../support/hostile-service.ts";
import { type FakeProxy, startFakeProxy } from "../support/proxy-server.ts";
import { expectNoFragmentOf } from "../support/secret-fragments.ts";
import { sealableCheckout } from "../support/inventory-repository.ts";

const USER = "builder";
const PASSWORD = "Pr0xy-Zq7vXk2mP9wRt4Lb";
const KEY = "straddle-test-key-41c9";
/** Where service messages are cut (response-records.ts). */
const CUT = 300;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

function expectNoPartOfPassword(text: string): void {
  expectNoFragmentOf(text, USER, PASSWORD);
}

/** The service, reached only through the proxy, refusing creates with the password at `into`. */
async function serviceBehindProxy(
  into: number,
): Promise<{ service: HostileService; proxy: FakeProxy; env: Record<string, string> }> {
  // "Password " and a padding put the password's first character at CUT - into, so that the
  // cut falls `into` characters into it.
  const padding = "a".repeat(CUT - into - "proxy said ".length);
  const message = `proxy said ${padding}${PASSWORD} and more after it`;
  const service = await startHostileService({
    "GET /facilities": answerJson([
      { id: "fac_alpha", name: "Substation Alpha", organization_slug: "acme" },
    ]),
    "GET /cyber-systems": answerJson([
      {
        id: "cs_prot",
        name: "Protection System",
        facility_id: "fac_alpha",
        organization_slug: "acme",
      },
    ]),
    "POST /cyber-assets": answerJson({ error: { message } }, 400),
  });
  const proxy = await startFakeProxy({
    credentials: `${USER}:${PASSWORD}`,
    hosts: { "localhost:9": new URL(service.url).host },
  });
  closers.push(
    () => service.close(),
    () => proxy.close(),
  );
  const proxyUrl = proxy.url.replace("http://", `http://${USER}:${PASSWORD}@`);
  const env = {
    CIP_API_URL: "http://localhost:9/api",
    CIP_API_KEY: KEY,
    HTTP_PROXY: proxyUrl,
  };
  return { service, proxy, env };
}

const POSITIONS = [4, PASSWORD.length / 2, PASSWORD.length - 1];

describe("issue 22 item 3: a proxy password straddling the 300-character cut", () => {
  it.each(POSITIONS)(
    "is absent from the API client's error when cut %i characters in",
    async (into) => {
      const { env } = await serviceBehindProxy(into);
      const connection = readConnection({
        apiUrl: env.CIP_API_URL,
        apiKey: KEY,
        urlSource: "CIP_API_URL",
        keySource: "CIP_API_KEY",
        proxyEnv: env,
      });
      const dispatcher = openDispatcher(connection.baseUrl, connection.proxy, { connections: 1 });
      const client = new ApiClient({ connection, dispatcher, retry: { maxAttempts: 1 } });
      closers.push(() => client.close());
      const error = await client
        .createCyberAsset({
          name: "x-relay-01",
          cyber_system_id: "cs_prot",
          asset_type: "hardware",
        })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      const { message, serviceMessage } = error as ApiError;
      // The mask stands where the password began, though the cut may shorten it.
      expect(serviceMessage).toMatch(/a\*/);
      expectNoPartOfPassword(`${message}\n${serviceMessage}`);
    },
  );

  it.each(POSITIONS)(
    "is absent from apply's output and change record when cut %i characters in",
    async (into) => {
      const { env } = await serviceBehindProxy(into);
      const workdir = await mkdtemp(join(tmpdir(), "cip-sync-straddle-"));
      closers.push(() => rm(workdir, { recursive: true, force: true }));
      await mkdir(join(workdir, "inventory"));
      sealableCheckout(workdir);
      await writeFile(
        join(workdir, "inventory", "alpha.yaml"),
        "cyber_system: Protection System\nfacility: Substation Alpha\nassets:\n  x-relay-01: hardware\n",
      );
      const run = await runCliInProcess(["apply", "--yes", "--record", "change.json"], {
        cwd: workdir,
        env,
      });
      expect(run.code).not.toBe(0);
      const record = await readFile(join(workdir, "change.json"), "utf8");
      expect(record).toMatch(/a\*/);
      expectNoPartOfPassword(`${run.stdout}\n${run.stderr}\n${record}`);
    },
  );
});
