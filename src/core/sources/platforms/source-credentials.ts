// The environment variables each platform kind reads its credential from: named here once, for
// the readers, the masking of every output (io/network/known-secrets.ts) and the Action's
// source-token. A credential is read from these variables only, never from the sources file.
import type { SourceDefinition } from "../sources-schema.ts";

export interface CredentialVariables {
  /** The account's name, sent with the secret in Basic authentication; not a secret itself. */
  user?: string;
  /** The variable holding the secret: a password, a token or an API key. */
  secret: string;
}

export const NETBOX_TOKEN_VARIABLE = "NETBOX_TOKEN";

/** Every variable that holds a platform's secret, for the masking of every output. */
export const PLATFORM_SECRET_VARIABLES = [
  NETBOX_TOKEN_VARIABLE,
  "SERVICENOW_PASSWORD",
  "SERVICENOW_TOKEN",
  "TENABLE_OT_API_KEY",
  "NOZOMI_PASSWORD",
  "NOZOMI_KEY_TOKEN",
] as const;

/** Pairs whose "user:password" travels base64-encoded in a Basic header, and is masked as such. */
export const BASIC_CREDENTIAL_PAIRS = [
  { user: "SERVICENOW_USER", secret: "SERVICENOW_PASSWORD" },
  { user: "NOZOMI_USER", secret: "NOZOMI_PASSWORD" },
] as const;

/** The variables `source` reads its credential from; undefined for a kind that needs none. */
export function credentialVariablesOf(source: SourceDefinition): CredentialVariables | undefined {
  switch (source.kind) {
    case "csv":
    case "command":
      return undefined;
    case "netbox":
      return { secret: NETBOX_TOKEN_VARIABLE };
    case "servicenow":
      return source.auth === "basic"
        ? { user: "SERVICENOW_USER", secret: "SERVICENOW_PASSWORD" }
        : { secret: "SERVICENOW_TOKEN" };
    case "tenable-ot":
      return { secret: "TENABLE_OT_API_KEY" };
    case "nozomi":
      return source.auth === "basic"
        ? { user: "NOZOMI_USER", secret: "NOZOMI_PASSWORD" }
        : { user: "NOZOMI_KEY_NAME", secret: "NOZOMI_KEY_TOKEN" };
  }
}

/** "SERVICENOW_USER and SERVICENOW_PASSWORD": every variable of the method in use, for messages. */
export function credentialVariablesText(variables: CredentialVariables): string {
  return variables.user === undefined
    ? variables.secret
    : `${variables.user} and ${variables.secret}`;
}
