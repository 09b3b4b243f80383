// Issue 22 item 3 through the Action: the service, reached through a proxy with credentials,
// refuses every change with a message that holds the proxy's password where service messages are
// cut (300 characters). At three positions of the cut, no part of the password is in the log, the
// outputs, the summary, the files, the comments, the requests to GitHub or the evidence ledger.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import { startFakeProxy } from "../support/proxy-server.ts";
import { expectNoFragmentOf } from "../support/secret-fragments.ts";
import { runInProcess } from "./run-action.ts";
import {
  dir,
  emulator,
  github,
  MERGE,
  PR,
  pullRequestEvent,
  SERVICE_INPUTS,
  textLeftBy,
  useScenario,
} from "./scenario.ts";

useScenario(runInProcess);

const USER = "builder";
const PASSWORD = "Pr0xy-Zq7vXk2mP9wRt4Lb";
const CUT = 300;

/**
 * The emulator behind a front that answers reads from it and refuses every change with a message
 * putting the password `into` characters before the cut; the front reachable only through the
 * proxy, as localhost:9.
 */
async function serviceBehindProxy(into: number): Promise<{ apiUrl: string; proxyUrl: string }> {
  const message = `proxy said ${"a".repeat(CUT - into - "proxy said ".length)}${PASSWORD} and more`;
  const origin = new URL(emulator.url).origin;
  const front = createServer((request, response) => {
    if (request.method !== "GET") {
      request.resume();
      response.writeHead(400, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message } }));
      return;
    }
    const key = String(request.headers["x-api-key"] ?? "");
    void fetch(`${origin}${request.url}`, { headers: { "x-api-key": key } }).then(
      async (answer) => {
        response.writeHead(answer.status, { "content-type": "application/json" });
        response.end(await answer.text());
      },
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const proxy = await startFakeProxy({
    credentials: `${USER}:${PASSWORD}`,
    hosts: { "localhost:9": `127.0.0.1:${(front.address() as AddressInfo).port}` },
  });
  onTestFinished(async () => {
    await proxy.close();
    front.closeAllConnections();
    await new Promise<void>((resolve) => front.close(() => resolve()));
  });
  return {
    apiUrl: `http://localhost:9${new URL(emulator.url).pathname}`,
    proxyUrl: proxy.url.replace("http://", `http://${USER}:${PASSWORD}@`),
  };
}

describe("issue 22 item 3: a proxy password at the 300-character cut, through the Action", () => {
  it.each([4, PASSWORD.length / 2, PASSWORD.length - 1])(
    "is absent from everything the apply leaves, the ledger included, when cut %i characters in",
    async (into) => {
      const { apiUrl, proxyUrl } = await serviceBehindProxy(into);
      const common = {
        dir,
        inputs: { ...SERVICE_INPUTS(), "api-url": apiUrl },
        githubApiUrl: github.url,
        env: { HTTP_PROXY: proxyUrl },
      };
      const planned = await runInProcess({
        ...common,
        eventName: "pull_request",
        event: pullRequestEvent(),
        sha: "d4".repeat(20),
        ref: `refs/pull/${PR}/merge`,
      });
      expect(planned.code).toBe(0);
      const applied = await runInProcess({
        ...common,
        eventName: "push",
        event: { ref: "refs/heads/main", after: MERGE, repository: { default_branch: "main" } },
        sha: MERGE,
        ref: "refs/heads/main",
      });
      expect(applied.code).toBe(1);
      const ledger = github.git
        .filesOn("cip-sync-evidence")
        .map(({ bytes }) => Buffer.from(bytes).toString("utf8"))
        .join("\n");
      expect(ledger).toContain("proxy said");
      // The runner consumes its ::add-mask:: commands and masks those values everywhere after.
      const log = applied.stdout.split("\n").filter((line) => !line.startsWith("::add-mask::"));
      const everything = `${textLeftBy(applied, github, log)}\n${ledger}`;

      expectNoFragmentOf(everything, USER, PASSWORD);
    },
  );
});
