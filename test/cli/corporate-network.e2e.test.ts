// The bundled CLI as it runs on a machine inside a corporate network: the service reachable only
// through an authenticating proxy, its certificate signed by a private authority given in
// NODE_EXTRA_CA_CERTS (read by Node at process start, hence a child process), the proxy password
// masked in all the process prints (by the process entry as well as the client), and an old
// system Node that must be told what is needed (the bin entry's check, before anything loads).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningEmulator } from "../../src/emulator/server.ts";
import { EAST_KEY, emulatorWith } from "../emulator/support.ts";
import { bundledCli, type CliRun, requireCurrentBundles, runBundledCli } from "../support/cli.ts";
import { type FakeProxy, startFakeProxy } from "../support/proxy-server.ts";
import {
  hasOpenssl,
  makeCertificates,
  startTlsFront,
  type TestCertificates,
  type TlsFront,
} from "../support/tls-front.ts";

const USER = "ot-runner";
const PASSWORD = "Pr0xy!pass#42";
const SYSTEM_NODE = "/usr/bin/node";

/** The emulator's grid-east seed as files, plus one new asset. */
const INVENTORY: Record<string, string> = {
  "alpha.yaml":
    "cyber_system: Protection System\nfacility: Substation Alpha\nassets:\n  alpha-relay-01: hardware\n  proxy-relay-02: hardware\n",
  "bravo.yaml":
    "cyber_system: Protection System\nfacility: Substation Bravo\nassets:\n  bravo-relay-01: software\n",
  "ems.yaml":
    "cyber_system: EMS\ncontrol_center: Primary Control Center\nassets:\n  EMS-Server-01: hardware\n",
};

const opensslMissing = !(await hasOpenssl());
let certificates: TestCertificates;
let workdir: string;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  if (opensslMissing) return;
  certificates = await makeCertificates(["inventory.internal"]);
  workdir = await mkdtemp(join(tmpdir(), "cip-corporate-"));
  await mkdir(join(workdir, "inventory"));
  for (const [file, text] of Object.entries(INVENTORY)) {
    await writeFile(join(workdir, "inventory", file), text);
  }
  return async () => {
    await rm(workdir, { recursive: true, force: true });
    await rm(certificates.dir, { recursive: true, force: true });
  };
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Network {
  emulator: RunningEmulator;
  front: TlsFront;
  proxy: FakeProxy;
}

/** The emulator behind TLS at inventory.internal, a name only the proxy resolves. */
async function corporateNetwork(): Promise<Network> {
  const emulator = await emulatorWith();
  const front = await startTlsFront({
    key: certificates.key,
    cert: certificates.cert,
    upstream: new URL(emulator.url).host,
  });
  cleanups.push(() => front.close());
  const proxy = await startFakeProxy({
    credentials: `${USER}:${PASSWORD}`,
    hosts: { "inventory.internal:443": front.address },
  });
  cleanups.push(() => proxy.close());
  return { emulator, front, proxy };
}

function cli(args: string[], network: Network, env: Record<string, string> = {}): Promise<CliRun> {
  return runBundledCli(args, {
    cwd: workdir,
    env: {
      CIP_API_URL: "https://inventory.internal",
      CIP_API_KEY: EAST_KEY,
      HTTPS_PROXY: `http://${USER}:${encodeURIComponent(PASSWORD)}@${network.proxy.address}`,
      NODE_EXTRA_CA_CERTS: certificates.caFile,
      ...env,
    },
  });
}

function expectNoPassword(run: CliRun): void {
  for (const text of [run.stdout, run.stderr]) {
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(encodeURIComponent(PASSWORD));
    expect(text).not.toContain(Buffer.from(`${USER}:${PASSWORD}`).toString("base64"));
  }
}

describe.skipIf(opensslMissing)(
  "cip-sync behind an authenticating proxy, with a private CA",
  () => {
    it("plans and applies through the proxy; the create lands exactly once", async () => {
      const network = await corporateNetwork();
      const plan = await cli(["plan"], network);
      expectNoPassword(plan);
      expect([plan.code, plan.stderr]).toEqual([0, ""]);
      expect(plan.stdout).toContain("proxy-relay-02");
      expect(network.emulator.mutatingRequestCount()).toBe(0);

      const apply = await cli(["apply", "--yes"], network);
      expectNoPassword(apply);
      expect(apply.code).toBe(0);
      expect(network.emulator.requestCounts().get("POST /cyber-assets")).toBe(1);
      expect(network.emulator.mutatingRequestCount()).toBe(1);
      const names = network.emulator.inventory("grid-east").cyberAssets.map((asset) => asset.name);
      expect(names.filter((name) => name === "proxy-relay-02")).toEqual(["proxy-relay-02"]);
      expect(new Set(network.proxy.requests.map((request) => JSON.stringify(request)))).toEqual(
        new Set([
          JSON.stringify({
            method: "CONNECT",
            target: "inventory.internal:443",
            credentials: `${USER}:${PASSWORD}`,
            status: 200,
          }),
        ]),
      );
    });

    it("fails clearly without NODE_EXTRA_CA_CERTS, pointing to it, and changes nothing", async () => {
      const network = await corporateNetwork();
      const run = await cli(["apply", "--yes"], network, { NODE_EXTRA_CA_CERTS: "" });
      expectNoPassword(run);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        "the TLS certificate of inventory.internal is signed by a certificate authority this machine does not trust (UNABLE_TO_VERIFY_LEAF_SIGNATURE); if your organization has its own certificate authority (or a TLS-inspecting proxy), save its certificate (PEM) in a file and set NODE_EXTRA_CA_CERTS to that file's path",
      );
      expect(network.emulator.requestCounts().size).toBe(0);
    });

    it("names the proxy, never the password, when the proxy refuses it", async () => {
      const network = await corporateNetwork();
      const wrong = "Wr0ng!pass#99";
      const run = await cli(["plan"], network, {
        HTTPS_PROXY: `http://${USER}:${encodeURIComponent(wrong)}@${network.proxy.address}`,
      });
      expectNoPassword(run);
      for (const text of [run.stdout, run.stderr]) {
        expect(text).not.toContain(wrong);
        expect(text).not.toContain(encodeURIComponent(wrong));
      }
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `the proxy ${network.proxy.address} (from HTTPS_PROXY) refused the credentials (407 Proxy Authentication Required); check the user name and password in HTTPS_PROXY`,
      );
      expect(network.emulator.requestCounts().size).toBe(0);
    });
  },
);

const systemNodeMajor = existsSync(SYSTEM_NODE)
  ? Number((await promisify(execFile)(SYSTEM_NODE, ["--version"])).stdout.slice(1).split(".")[0])
  : undefined;

describe("cip-sync on a Node older than 24", () => {
  it.skipIf(systemNodeMajor === undefined || systemNodeMajor >= 24)(
    `says which Node it needs, in one line, on ${SYSTEM_NODE} (skipped when that is absent or 24+)`,
    async () => {
      requireCurrentBundles();
      const version = (await promisify(execFile)(SYSTEM_NODE, ["--version"])).stdout.trim();
      for (const args of [["plan"], ["--version"], ["--help"]]) {
        const run = await new Promise<CliRun>((resolve) => {
          execFile(
            SYSTEM_NODE,
            [bundledCli, ...args],
            { env: { PATH: process.env.PATH ?? "" } },
            (error, stdout, stderr) => {
              resolve({ code: error === null ? 0 : (error.code as number), stdout, stderr });
            },
          );
        });
        expect(run).toEqual({
          code: 1,
          stdout: "",
          stderr: `cip-sync needs Node.js 24 or newer; this is Node.js ${version.slice(1)}. Install Node.js 24 (with nvm: \`nvm install 24\`; in a clone, \`nvm use\` reads .nvmrc), then run cip-sync again.\n`,
        });
      }
    },
  );
});
