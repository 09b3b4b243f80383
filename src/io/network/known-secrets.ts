// The secrets a process of ours may hold in its environment, by the names they come under: the
// service's key, the GitHub and source tokens (as the CLI's variables and as the Action's inputs)
// and the proxy's credentials. Every sink that prints text from elsewhere (a source command's
// standard error, the CLI's output) masks all of them, whichever of them the text came near.
import {
  BASIC_CREDENTIAL_PAIRS,
  PLATFORM_SECRET_VARIABLES,
} from "../../core/sources/platforms/source-credentials.ts";
import { proxyCredentials } from "./proxy.ts";

/** Variables that hold a secret whenever they are set. */
export const SECRET_VARIABLES = [
  "CIP_API_KEY",
  "CIP_NOTIFY_URL",
  ...PLATFORM_SECRET_VARIABLES,
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

/**
 * The secret values set in `env`: SECRET_VARIABLES, a platform's "user:password" (whose base64 is
 * the Basic header a platform may echo), and the proxy's credentials.
 */
export function knownSecrets(env: Readonly<Record<string, string | undefined>>): string[] {
  const values = SECRET_VARIABLES.map((name) => env[name]?.trim() ?? "");
  const pairs = BASIC_CREDENTIAL_PAIRS.map(({ user, secret }) => {
    const [name, password] = [env[user]?.trim() ?? "", env[secret]?.trim() ?? ""];
    return name === "" || password === "" ? "" : `${name}:${password}`;
  });
  return [...values, ...pairs, ...proxyCredentials(env)].filter((value) => value !== "");
}
