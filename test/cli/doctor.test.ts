// `cip-sync doctor` in process against real servers on loopback: a healthy emulator, a service whose
// lists deviate, a certificate from an authority this machine does not trust, a proxy that refuses
// the tunnel and an expired key. Each asserts the exit code, the check that stopped it and its fix,
// that only GETs were sent and that the key was never printed.
import { rm } from "node:fs/promises";
import { describe, expect, it, onTestFinished } from "vitest";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { type EmulatorOptions, startEmulator } from "../../src/emulator/server.ts";
import { EAST_KEY, seedJson } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import {
  answerJson,
  assetWithId,
  HOSTILE_KEY,
  startHostileService,
} from "../support/hostile-service.ts";
import { startFakeProxy } from "../support/proxy-server.ts";
import { hasOpenssl, makeCertificates, startTlsFront } from "../support/tls-front.ts";

const EXPIRED_KEY = "contract-key-east-expired";
const opensslMissing = !(await hasOpenssl());
const seed = parseEmulatorSeed(
  JSON.stringify({
    organizations: seedJson.organizations.map((organization, index) =>
      index === 0 ? { ...organization, expired_api_keys: [EXPIRED_KEY] } : organization,
    ),
  }),
  "doctor seed",
);

async function emulator(options: Partial<EmulatorOptions> = {}) {
  const running = await startEmulator({ seed, ...options });
  onTestFinished(() => running.close());
  return running;
}

function doctor(env: Record<string, string>, format: string[] = []) {
  return runCliInProcess(["doctor", ...format], { cwd: process.cwd(), env });
}

/** The checks up to TLS, passed, when TLS is not this process's to check (http://, or a proxy). */
const UP_TO_TLS_ON_HTTP = ["ok settings", "ok proxy", "ok dns", "ok tcp", "skipped tls"];

/** The outcome and name of every check, in order. */
function checkLines(stdout: string): string[] {
  return stdout
    .split("\n")
    .filter((line) => /^(ok|failed|skipped|deviates) /.test(line))
    .map((line) => line.split(/\s+/, 2).join(" "));
}

/** The GitHub repository's checks, skipped without a repository and token. */
const GITHUB_SKIPPED = ["skipped policy", "skipped ledger", "skipped approvals", "skipped writer"];

/** The service's checks: all but the GitHub repository's, which follow them whatever they found. */
function serviceChecks(stdout: string): string[] {
  const checks = checkLines(stdout);
  expect(checks.slice(-GITHUB_SKIPPED.length)).toEqual(GITHUB_SKIPPED);
  return checks.slice(0, -GITHUB_SKIPPED.length);
}

describe("cip-sync doctor", () => {
  it.each(["spec", "documented"] as const)(
    "finds a healthy %s emulator healthy: exit 0",
    async (profile) => {
      const service = await emulator({ profile });
      const run = await doctor({ CIP_API_URL: service.url, CIP_API_KEY: EAST_KEY });
      expect(checkLines(run.stdout)).toEqual([
        ...UP_TO_TLS_ON_HTTP,
        "ok key",
        "ok writes",
        "ok lists",
        "ok planned",
        // No GitHub repository and token given (doctor-policy-status.test.ts gives them).
        ...GITHUB_SKIPPED,
      ]);
      // Whether the key can write, told from the service's role model: nothing was written.
      expect(run.stdout).toMatch(
        /^ok +writes +yes \(told without writing\): every API key has the api_user role/m,
      );
      expect(run.stdout).toContain(
        "GET /tasks refused (403); GET /evidence/by-resource/ca_x refused (403)",
      );
      expect(run.stdout).toContain("Result: healthy");
      expect(run.code).toBe(0);
      expect(run.stdout + run.stderr).not.toContain(EAST_KEY);
      expect(service.mutatingRequestCount()).toBe(0);
    },
  );

  it("lists the extra fields of the documented profile as information only", async () => {
    const service = await emulator({ profile: "documented" });
    const run = await doctor({ CIP_API_URL: service.url, CIP_API_KEY: EAST_KEY }, [
      "--format",
      "json",
    ]);
    const report = JSON.parse(run.stdout) as {
      exitCode: number;
      findings: { level: string; path: string; text: string }[];
    };
    expect(report.exitCode).toBe(0);
    expect(report.findings).toContainEqual({
      level: "info",
      path: "/cyber-assets",
      text: 'extra fields the spec does not show (accepted; cip-sync reads only the fields it uses): "created_at"; "updated_at"',
    });
  });

  it("names a duplicate id and an unknown prefix: exit 2", async () => {
    const service = await startHostileService({
      "GET /cyber-assets": answerJson([
        assetWithId("ca_1"),
        assetWithId("ca_1", "other"),
        assetWithId("asset_9"),
      ]),
      "GET /facilities": answerJson([]),
      "GET /tasks": answerJson({ message: "Forbidden" }, 403),
      "GET /evidence/by-resource/ca_x": answerJson({ message: "Forbidden" }, 403),
    });
    onTestFinished(() => service.close());
    const run = await doctor({ CIP_API_URL: service.url, CIP_API_KEY: HOSTILE_KEY });
    expect(run.stdout).toContain(
      'deviation /cyber-assets: ids without the ca_ prefix or of another shape (a plan refuses the list): record 2: "asset_9" is not a ca_ id',
    );
    expect(run.stdout).toContain(
      'deviation /cyber-assets: duplicate ids (a plan refuses the list): "ca_1" (records 0 and 1)',
    );
    expect(run.code).toBe(2);
    expect(service.seen.every((request) => request.startsWith("GET "))).toBe(true);
  });

  it("refuses a list that is not a bare array: exit 1", async () => {
    const service = await startHostileService({
      "GET /cyber-systems": answerJson({ data: [], next: null }),
    });
    onTestFinished(() => service.close());
    const run = await doctor({ CIP_API_URL: service.url, CIP_API_KEY: HOSTILE_KEY });
    expect(run.stdout).toContain(
      'blocking  /cyber-systems: the answer is an object with the fields "data", "next", not a bare JSON array',
    );
    expect(run.code).toBe(1);
  });

  it("stops at an expired key with the rotation advice: exit 1", async () => {
    const service = await emulator({ profile: "documented" });
    const run = await doctor({ CIP_API_URL: service.url, CIP_API_KEY: EXPIRED_KEY });
    expect(serviceChecks(run.stdout).at(-1)).toBe("failed key");
    expect(run.stdout).toContain(
      "GET /facilities answered 401 Unauthorized: API key has expired (the key has expired)",
    );
    expect(run.stdout).toContain(
      "fix: the API key in CIP_API_KEY has expired: ask an Organization Admin to generate a new key",
    );
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain(EXPIRED_KEY);
  });

  it("stops at a proxy that refuses the tunnel, naming it: exit 1", async () => {
    const proxy = await startFakeProxy({ hosts: {} });
    onTestFinished(() => proxy.close());
    const run = await doctor({
      CIP_API_URL: "https://inventory.internal",
      CIP_API_KEY: EAST_KEY,
      HTTPS_PROXY: proxy.url,
    });
    expect(serviceChecks(run.stdout)).toEqual([...UP_TO_TLS_ON_HTTP, "failed request"]);
    expect(run.stdout).toContain(
      `through ${proxy.address} (from HTTPS_PROXY; inventory.internal is not in NO_PROXY)`,
    );
    expect(run.stdout).toContain(
      `the proxy ${proxy.address} (from HTTPS_PROXY) answered 502 to the request for a tunnel to inventory.internal`,
    );
    expect(run.code).toBe(1);
  });

  it.skipIf(opensslMissing)(
    "stops at a certificate from an untrusted authority with the CA advice: exit 1",
    async () => {
      const certificates = await makeCertificates(["localhost"]);
      onTestFinished(() => rm(certificates.dir, { recursive: true, force: true }));
      const service = await emulator();
      const front = await startTlsFront({ ...certificates, upstream: new URL(service.url).host });
      onTestFinished(() => front.close());
      const port = front.address.split(":")[1]!;
      const run = await doctor({ CIP_API_URL: `https://localhost:${port}`, CIP_API_KEY: EAST_KEY });
      expect(serviceChecks(run.stdout).at(-1)).toBe("failed tls");
      expect(run.stdout).toMatch(
        /the TLS certificate of localhost:\d+ (is signed by|chains to) a certificate authority this machine does not trust/,
      );
      expect(run.stdout).toContain("set NODE_EXTRA_CA_CERTS to that file's path");
      expect(run.code).toBe(1);
      expect(service.requestCounts().size).toBe(0);
    },
  );
});
