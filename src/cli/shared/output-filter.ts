// Everything the CLI prints passes through one filter, at its sink: the API key, the tokens and
// the proxy credentials (known-secrets.ts) are masked, and in a GitHub Actions step (GITHUB_ACTIONS=true) every line is
// neutralised as the Action's log is, so that a hostile file or asset name (or a service message)
// printed by validate, plan, fmt, drift or evidence cannot become a workflow command. A write that
// is a JSON document (plan, drift, SARIF, evidence as JSON) is neutralised with JSON escapes, so it
// still parses to the same value.
import { redactSecrets } from "../../core/shared/text/redact.ts";
import {
  neutraliseWorkflowCommands,
  neutraliseWorkflowCommandsInJson,
} from "../../core/shared/text/workflow-commands.ts";
import { knownSecrets } from "../../io/network/known-secrets.ts";
import type { Environment } from "./settings.ts";

/** The filter every write to stdout and stderr goes through, for the process's environment. */
export function outputFilter(env: Environment["env"]): (text: string) => string {
  const secrets = knownSecrets(env);
  const inWorkflow = env.GITHUB_ACTIONS === "true";
  return (text) => {
    const redacted = redactSecrets(text, secrets);
    if (!inWorkflow) return redacted;
    return isJsonDocument(redacted)
      ? neutraliseWorkflowCommandsInJson(redacted)
      : neutraliseWorkflowCommands(redacted);
  };
}

function isJsonDocument(text: string): boolean {
  if (!/^\s*[[{]/.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
