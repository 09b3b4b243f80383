// One run of the Action: the secrets masked first, the inputs parsed once into settings, and the
// one place where an error becomes a failed step with its failure-reason output. `run()` is what
// @github/local-action imports and calls; dist/index.js (index.ts) calls it too. Only what reads
// the inputs is imported up front: the routes (run.ts) and GitHub's client and code host are
// imported once the settings are read, so that a wrong input stops the step before they load.
import * as core from "@actions/core";
import { ApiClient } from "../io/service/api-client.ts";
import { readConnection } from "../io/network/connection.ts";
import { knownSecrets } from "../io/network/known-secrets.ts";
import { proxyCredentials, proxyForUrl } from "../io/network/proxy.ts";
import type { CodeHost } from "../core/review/code-host.ts";
import type { GitHubClient, GitHubLog } from "../github/client.ts";
import { failureReasonOf } from "./run/failure.ts";
import { coreSink, RunnerReporter, type RunnerSink } from "./run/reporter.ts";
import { type ActionSettings, readActionSettings, readSecretInputs } from "./settings/settings.ts";
import { errorMessage } from "../core/shared/errors.ts";

/** The service client for the inputs api-url and api-key. */
export function openServiceClient(settings: ActionSettings): ApiClient {
  const connection = readConnection({
    apiUrl: settings.apiUrl,
    apiKey: settings.apiKey,
    urlSource: "input api-url",
    keySource: "input api-key",
    proxyEnv: settings.context.proxyEnv,
  });
  return new ApiClient({
    connection,
    maxConcurrency: settings.concurrency,
    requestTimeoutMs: settings.requestTimeoutMs,
  });
}

/** The run's GitHub clients: the github-token's, and the policy-token's when one is given. */
export interface HostClients {
  github: GitHubClient;
  policy: GitHubClient | undefined;
}

/** What a run may be given instead of the real thing; tests give a recording sink. */
export interface EntryOptions {
  sink?: RunnerSink;
  createGitHub?: (settings: ActionSettings, log: GitHubLog) => GitHubClient;
  openServiceClient?: (settings: ActionSettings) => ApiClient;
  /** The code host's roles over the clients; default GitHub's (github/code-host.ts). */
  createHost?: (clients: HostClients, settings: ActionSettings) => CodeHost;
  /** Aborted on cancellation: an apply in progress starts nothing new (see merge-route.ts). */
  stop?: AbortSignal;
  /** Whether the checkout's file system ignores case; default: asked of the file system. */
  ignoresCase?: (dir: string) => Promise<boolean>;
}

/** Runs the Action for the inputs (INPUT_*) and runner variables of `env`; never throws. */
export async function runEntry(env: NodeJS.ProcessEnv, options: EntryOptions = {}): Promise<void> {
  const secrets = readSecretInputs();
  // Proxy credentials (HTTPS_PROXY=http://user:password@host:port) are secrets like the key.
  const proxySecrets = proxyCredentials(env);
  for (const credential of proxySecrets) core.setSecret(credential);
  const reporter = new RunnerReporter(options.sink ?? coreSink, [
    secrets.apiKey,
    secrets.githubToken,
    secrets.sourceToken,
    secrets.policyToken,
    secrets.notifyUrl,
    ...proxySecrets,
    // A platform's credential may come from the step's environment instead of source-token.
    ...knownSecrets(env),
  ]);
  try {
    const settings = await readActionSettings(env, secrets);
    const [{ runAction }, createGitHub, createHost] = await Promise.all([
      import("./run.ts"),
      options.createGitHub ?? defaultGitHub(),
      options.createHost ?? defaultHost(),
    ]);
    const clients: HostClients = {
      github: createGitHub(settings, reporter),
      // Team membership is read with the policy-token alone (Members: read), never the workflow's.
      policy:
        secrets.policyToken === ""
          ? undefined
          : createGitHub({ ...settings, githubToken: secrets.policyToken }, reporter),
    };
    await runAction(settings, {
      host: createHost(clients, settings),
      openServiceClient: options.openServiceClient ?? openServiceClient,
      reporter,
      ...(options.stop !== undefined ? { stop: options.stop } : {}),
      ...(options.ignoresCase !== undefined ? { ignoresCase: options.ignoresCase } : {}),
    });
  } catch (error) {
    reporter.setOutput("failure-reason", failureReasonOf(error));
    if (error instanceof Error && error.stack !== undefined) reporter.debug(error.stack);
    reporter.setFailed(errorMessage(error));
  }
}

/** GitHub's client for a token, imported only when the run is not given its own. */
async function defaultGitHub(): Promise<NonNullable<EntryOptions["createGitHub"]>> {
  const { createGitHubClient } = await import("../github/client.ts");
  return (settings, log) => {
    const { apiUrl, proxyEnv } = settings.context;
    return createGitHubClient(settings.githubToken, apiUrl, log, proxyForUrl(proxyEnv, apiUrl));
  };
}

/** GitHub's code host over the clients, imported only when the run is not given its own. */
async function defaultHost(): Promise<NonNullable<EntryOptions["createHost"]>> {
  const { gitHubCodeHost } = await import("../github/code-host.ts");
  return ({ github, policy }, settings) => {
    const { owner, repo } = settings.context;
    // GitHub prefixes installation tokens with ghs_; only the prefix is read.
    return gitHubCodeHost(
      github,
      { owner, repo },
      {
        installation: settings.githubToken.startsWith("ghs_"),
        policyClient: policy,
        // Read beside the first plan note: the apply's ledger append then skips reading the ref.
        ...(settings.evidenceBranch === "" ? {} : { ledgerBranch: settings.evidenceBranch }),
        ledgerKey: settings.ledgerKey,
      },
    );
  };
}

/** The Action's entry point, as @github/local-action and the bundle call it. */
export async function run(): Promise<void> {
  // A cancelled job gets SIGINT, then SIGTERM a few seconds later, then SIGKILL: both signals stop
  // new operations, so that those in flight can finish and the change record say "interrupted".
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    await runEntry(process.env, { stop: stop.signal });
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}
