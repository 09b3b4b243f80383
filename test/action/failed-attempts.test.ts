// Issue 22 item 8: every merge path that reaches the service leaves a `failed` change record when
// the service fails it. For each path (the unreviewed refusal, the not-approved refusal, the
// check of several merged pull requests' plans, the apply) and each failure (HTTP 500, HTTP 401,
// connection refused, a certificate this machine does not trust), the run fails with
// failure-reason=connection, the newest ledger record is `failed` with where it stopped and the
// redacted error, no secret is anywhere, and nothing was applied. The merge queue's check is no
// apply attempt: it fails the same way and records nothing.
import { rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { STOPPED_AT } from "../../src/action/merge/failed-attempt.ts";
import type { ActionSettings } from "../../src/action/settings/settings.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import type { EvidenceRecord } from "../../src/core/evidence/records/evidence-record.ts";
import { ApiClient } from "../../src/io/service/api-client.ts";
import { readConnection } from "../../src/io/network/connection.ts";
import {
  hasOpenssl,
  makeCertificates,
  startTlsFront,
  type TestCertificates,
} from "../support/tls-front.ts";
import { type ActionRunOptions, runInProcess } from "./run-action.ts";
import {
  BASE,
  BULK,
  files,
  merge,
  MERGE_21,
  MERGE_22,
  HEAD_21,
  HEAD_22,
  planTwoPullRequests,
  push,
  queue,
} from "./review-scenario.ts";
import {
  ALPHA,
  DIRECT_PUSH,
  emulator,
  expectNoSecrets,
  github,
  KEY,
  MERGE,
  planPullRequest,
  TOKEN,
  useScenario,
} from "./scenario.ts";

useScenario(runInProcess);

const ZERO = "0".repeat(40);
const opensslMissing = !(await hasOpenssl());
let certificates: TestCertificates | undefined;

beforeAll(async () => {
  if (!opensslMissing) certificates = await makeCertificates(["localhost"]);
});
afterAll(async () => {
  if (certificates !== undefined) await rm(certificates.dir, { recursive: true, force: true });
});

/** A service that answers every request with `status`, its message naming the API key. */
async function answering(status: number): Promise<{ url: string; writes: () => number }> {
  let writes = 0;
  const server = createServer((request, response) => {
    request.resume();
    if (request.method !== "GET") writes += 1;
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { message: `failed for the key ${KEY}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/`, writes: () => writes };
}

/** A loopback port nothing listens on any more. */
async function refusing(): Promise<{ url: string; writes: () => number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${port}/api/`, writes: () => 0 };
}

/** The emulator behind TLS with a certificate from an authority this machine does not trust. */
async function untrustedTls(): Promise<{ url: string; writes: () => number }> {
  const front = await startTlsFront({ ...certificates!, upstream: new URL(emulator.url).host });
  onTestFinished(() => front.close());
  return {
    url: `https://${front.address}${new URL(emulator.url).pathname}`,
    writes: () => emulator.mutatingRequestCount(),
  };
}

const FAILURES = {
  "HTTP 500": { start: () => answering(500), says: "500 Internal Server Error" },
  "HTTP 401": { start: () => answering(401), says: "401 Unauthorized" },
  "connection refused": { start: refusing, says: "ECONNREFUSED" },
  "an untrusted certificate": { start: untrustedTls, says: "certificate" },
};

/** The Action's service client, retrying at once: no test waits out a backoff. */
function promptClient(settings: ActionSettings): ApiClient {
  const connection = readConnection({
    apiUrl: settings.apiUrl,
    apiKey: settings.apiKey,
    urlSource: "input api-url",
    keySource: "input api-key",
    proxyEnv: settings.context.proxyEnv,
  });
  return new ApiClient({ connection, sleep: () => Promise.resolve() });
}

/** Each merge path: what is reviewed before, and the push that reaches the failing service. */
const PATHS = {
  "the unreviewed refusal": {
    prepare: () => Promise.resolve({ before: ZERO, after: DIRECT_PUSH }),
    inputs: {},
    stoppedAt: STOPPED_AT.refusal("unreviewed"),
  },
  "the not-approved refusal": {
    prepare: () => Promise.resolve({ before: ZERO, after: MERGE }),
    inputs: { "min-approvals": "5" },
    stoppedAt: STOPPED_AT.refusal("not-approved"),
  },
  "the check of two merged pull requests' plans": {
    prepare: async () => {
      const { first, second } = await planTwoPullRequests();
      merge(first, MERGE_21, BASE);
      merge(second, MERGE_22, MERGE_21);
      await files(ALPHA, BULK);
      return { before: BASE, after: MERGE_22 };
    },
    inputs: {},
    stoppedAt: STOPPED_AT.precheck,
  },
  "the apply of a reviewed plan": {
    prepare: async () => {
      expect((await planPullRequest()).code).toBe(0);
      return { before: ZERO, after: MERGE };
    },
    inputs: {},
    stoppedAt: STOPPED_AT.apply,
  },
};

// A certificate needs the openssl binary to be made; without it, that column is left out.
const CASES = Object.entries(PATHS).flatMap(([path, merging]) =>
  Object.entries(FAILURES)
    .filter(([kind]) => !(opensslMissing && kind === "an untrusted certificate"))
    .map(([kind, failure]) => [path, kind, merging, failure] as const),
);

function newestRecord(): EvidenceRecord {
  const { records, breaks } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
  expect(breaks).toEqual([]);
  return records.at(-1)!.record;
}

describe("issue 22 item 8: a failed service leaves a failed change record on every merge path", () => {
  it.each(CASES)("%s, on %s", async (_path, _kind, merging, failure) => {
    const { before, after } = await merging.prepare();
    const records = github.git.filesOn("cip-sync-evidence").length;
    const service = await failure.start();
    const run = await push(
      before,
      after,
      { ...merging.inputs, "api-url": service.url },
      { openServiceClient: promptClient },
    );

    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("connection");
    const record = newestRecord();
    expect(github.git.filesOn("cip-sync-evidence").length).toBeGreaterThan(records);
    if (record.kind !== "change") throw new Error(`the newest record is ${record.kind}`);
    expect(record.change.outcome).toBe("failed");
    expect(record.change.merge_sha).toBe(after);
    expect(record.change.change_record).toBeNull();
    const reason = record.change.reason ?? "";
    expect(reason.startsWith(`${merging.stoppedAt} (failure-reason connection): `)).toBe(true);
    expect(reason).toContain(failure.says);
    expect(run.outputs["evidence-record"]).toBeDefined();
    expect(run.summary).toContain("## Inventory apply: failed");

    expectNoSecrets(run);
    const ledger = github.git
      .filesOn("cip-sync-evidence")
      .map(({ bytes }) => Buffer.from(bytes).toString("utf8"))
      .join("\n");
    expect(ledger).not.toContain(KEY);
    expect(ledger).not.toContain(TOKEN);
    expect(service.writes()).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});

describe("the merge queue's check, which is no apply attempt", () => {
  it("fails with failure-reason=connection and adds nothing to the ledger", async () => {
    await planTwoPullRequests();
    const [first, second] = ["c1".repeat(20), "c2".repeat(20)];
    github.commits.push(
      { sha: first, parents: [BASE, HEAD_21] },
      { sha: second, parents: [first, HEAD_22] },
    );
    await files(ALPHA, BULK);
    const records = github.git.filesOn("cip-sync-evidence").length;
    const service = await answering(500);
    const run = await queue(second, 22, (options: ActionRunOptions) =>
      runInProcess(
        { ...options, inputs: { ...options.inputs, "api-url": service.url } },
        { openServiceClient: promptClient },
      ),
    );
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("connection");
    expect(github.git.filesOn("cip-sync-evidence")).toHaveLength(records);
    expectNoSecrets(run);
    expect(service.writes()).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});
