// The secrets a process of ours may hold in its environment, by the names they come under: the
// service's key, the GitHub and source tokens (as the CLI's variables and as the Action's inputs)
// and the proxy's credentials. Every sink that prints text from elsewhere (a source command's
// standard error, the CLI's output) masks all of them, whichever of them the text came near.
import { proxyCredentials } from "./proxy.ts";

/** Variables that hold a secret whenever they are set. */
export const SECRET_VARIABLES = [
  "CIP_API_KEY",
  "CIP_NOTIFY_URL",
  "NETBOX_TOKEN",
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  "INPUT_API-KEY",
  "INPUT_GITHUB-TOKEN",
  "INPUT_POLICY-TOKEN",
  "INPUT_SOURCE-TOKEN",
  "INPUT_NOTIFY-URL",
] as const;

/** A variable name that says it holds a secret (NETBOX_TOKEN, SNOW_PASSWORD, ...). */
export const SECRET_NAME = /TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH/iu;

/** The secret values set in `env`: SECRET_VARIABLES, and the proxy's credentials. */
export function knownSecrets(env: Readonly<Record<string, string | undefined>>): string[] {
  const values = SECRET_VARIABLES.map((name) => env[name]?.trim() ?? "");
  return [...values, ...proxyCredentials(env)].filter((value) => value !== "");
}
