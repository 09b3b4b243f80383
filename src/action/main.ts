// One run of the Action: the secrets masked first, the inputs parsed once into settings, and the
// one place where an error becomes a failed step with its failure-reason output, the key redacted.
import * as core from "@actions/core";
import { redactSecret } from "../core/redact.ts";
import { failureReasonOf } from "./failure.ts";
import { run } from "./run.ts";
import { readActionSettings, readSecretInputs } from "./settings.ts";

export async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const secrets = readSecretInputs();
  try {
    await run(await readActionSettings(env, secrets));
  } catch (error) {
    core.setOutput("failure-reason", failureReasonOf(error));
    if (error instanceof Error && error.stack !== undefined)
      core.debug(redactSecret(error.stack, secrets.apiKey));
    core.setFailed(
      redactSecret(error instanceof Error ? error.message : String(error), secrets.apiKey),
    );
  }
}
