// Where the service is, which key opens it and which proxy leads there, checked before any request
// is made. The key and the proxy credentials are never part of a message: a message names where a
// secret came from, not what it is.
import { isLoopback } from "../../core/shared/loopback.ts";
import { redactSecret, shortSecretProblem } from "../../core/shared/text/redact.ts";
import { ConnectionError } from "./connection-error.ts";
import { type Proxy, proxyForUrl } from "./proxy.ts";

export { ConnectionError };

export interface Connection {
  /** The base URL of the service; its path always ends with "/" (e.g. "https://host/api/"). */
  baseUrl: URL;
  apiKey: string;
  /** Where the URL and the key were set ("CIP_API_URL", "input api-key", ...), for hints in errors. */
  urlSource: string;
  keySource: string;
  /** The proxy requests to the service go through (HTTPS_PROXY, ...); absent: direct. */
  proxy?: Proxy | undefined;
}

const URL_EXAMPLE = "e.g. https://inventory.example.com or https://example.com/inventory-api";

/**
 * Checks and normalises the service URL and API key. `urlSource` and `keySource` name where the
 * values came from ("CIP_API_URL", "--api-url", "input api-key", ...) for messages.
 */
export function readConnection(input: {
  apiUrl: string | undefined;
  apiKey: string | undefined;
  urlSource: string;
  keySource: string;
  /**
   * The variables HTTPS_PROXY, HTTP_PROXY and NO_PROXY are read from, in either case. The entries
   * pass their environment; absent (in tests), requests go direct.
   */
  proxyEnv?: Readonly<Record<string, string | undefined>>;
}): Connection {
  // Neither set: a first run without the setup, which needs both, so both are named at once.
  if (input.apiUrl === undefined && input.apiKey === undefined) {
    throw new ConnectionError(
      `${input.urlSource} and ${input.keySource} are not set: set ${input.urlSource} to the base URL of the Compliance Inventory Service (${URL_EXAMPLE}), and ${KEY_FIX(input.keySource)}`,
    );
  }
  const apiKey = checkKey(input.apiKey, input.keySource);
  try {
    const baseUrl = checkUrl(input.apiUrl, input.urlSource, input.keySource);
    const proxy =
      input.proxyEnv === undefined ? undefined : proxyForUrl(input.proxyEnv, baseUrl.href);
    return { baseUrl, apiKey, urlSource: input.urlSource, keySource: input.keySource, proxy };
  } catch (error) {
    // The key may have been pasted into the URL setting by mistake.
    if (error instanceof ConnectionError) {
      throw new ConnectionError(redactSecret(error.message, apiKey));
    }
    throw error;
  }
}

const KEY_FIX = (keySource: string) =>
  `${keySource} to the API key an Organization Admin generated for your organization`;

function checkKey(apiKey: string | undefined, keySource: string): string {
  const fix = `set ${KEY_FIX(keySource)}`;
  if (apiKey === undefined) throw new ConnectionError(`${keySource} is not set: ${fix}`);
  if (apiKey.trim() === "") throw new ConnectionError(`${keySource} is empty: ${fix}`);
  if (/[\r\n]/.test(apiKey)) {
    throw new ConnectionError(
      `${keySource} contains a line break: set it to the key alone, on one line`,
    );
  }
  if (apiKey.trim() !== apiKey) {
    throw new ConnectionError(
      `${keySource} has leading or trailing whitespace: set it to the key alone, without spaces`,
    );
  }
  // A header value cannot carry control characters, and non-ASCII would be re-encoded on the
  // wire and no longer match the key the service issued.
  if (!/^[\x20-\x7e]+$/.test(apiKey)) {
    throw new ConnectionError(
      `${keySource} contains control or non-ASCII characters: copy the key again from the application`,
    );
  }
  const tooShort = shortSecretProblem(apiKey, keySource);
  if (tooShort !== undefined) throw new ConnectionError(tooShort);
  return apiKey;
}

function checkUrl(apiUrl: string | undefined, urlSource: string, keySource: string): URL {
  if (apiUrl === undefined) {
    throw new ConnectionError(
      `${urlSource} is not set: set it to the base URL of the Compliance Inventory Service, ${URL_EXAMPLE}`,
    );
  }
  if (apiUrl.trim() === "") {
    throw new ConnectionError(
      `${urlSource} is empty: set it to the base URL of the Compliance Inventory Service, ${URL_EXAMPLE}`,
    );
  }
  const url = URL.parse(apiUrl.trim());
  if (url === null) {
    throw new ConnectionError(
      `${urlSource} is not a valid URL ("${apiUrl}"): give an absolute URL, ${URL_EXAMPLE}`,
    );
  }
  if (url.username !== "" || url.password !== "") {
    throw new ConnectionError(
      `${urlSource} contains credentials (user:password@): remove them; the API key goes in ${keySource}`,
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ConnectionError(
      `${urlSource} uses "${url.protocol}" ("${apiUrl}"): the service is reached over https://, ${URL_EXAMPLE}`,
    );
  }
  if (url.protocol === "http:" && !isLoopback(url.hostname)) {
    throw new ConnectionError(
      `${urlSource} uses http:// to ${url.hostname}: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)`,
    );
  }
  if (url.search !== "" || url.hash !== "") {
    throw new ConnectionError(
      `${urlSource} has a query string or fragment ("${apiUrl}"): give only the base URL, ${URL_EXAMPLE}`,
    );
  }
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/`;
  return url;
}

/** Every secret of the connection (the key, the proxy credentials): what messages must not hold. */
export function connectionSecrets(connection: Connection): string[] {
  return [connection.apiKey, ...(connection.proxy?.secrets ?? [])];
}
