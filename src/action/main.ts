// One run of the Action: the secrets masked first, the inputs parsed once into settings, and the
// one place where an error becomes a failed step with its failure-reason output, the key redacted.
import * as core from "@actions/core";
import { redactSecrets } from "../io/connection.ts";
import { proxyCredentials } from "../io/proxy.ts";
import { failureReasonOf } from "./failure.ts";
import { run } from "./run.ts";
import { readActionSettings, readSecretInputs } from "./settings.ts";

export async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const secrets = readSecretInputs();
  // Proxy credentials (HTTPS_PROXY=http://user:password@host:port) are secrets like the key.
  const proxySecrets = proxyCredentials(env);
  for (const credential of proxySecrets) core.setSecret(credential);
  const redact = (text: string) => redactSecrets(text, [secrets.apiKey, ...proxySecrets]);
  try {
    await run(await readActionSettings(env, secrets));
  } catch (error) {
    core.setOutput("failure-reason", failureReasonOf(error));
    if (error instanceof Error && error.stack !== undefined) core.debug(redact(error.stack));
    core.setFailed(redact(error instanceof Error ? error.message : String(error)));
  }
}
