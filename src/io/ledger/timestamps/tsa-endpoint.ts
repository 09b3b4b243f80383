// Which RFC 3161 timestamp authority the evidence ledger asks for tokens, read from a setting:
// apart from the client (tsa-client.ts), so that reading the settings loads no ASN.1 or CMS code.
import { isLoopback } from "../../../core/shared/loopback.ts";
import { type Proxy, proxyForUrl } from "../../network/proxy.ts";

export interface TsaEndpoint {
  url: URL;
  /** Where the URL was set ("input evidence-tsa-url", "CIP_TSA_URL"), for messages. */
  source: string;
  proxy?: Proxy | undefined;
}

/** The TSA did not give a usable token; the message names the TSA and why. */
export class TsaError extends Error {
  override name = "TsaError";
}

/**
 * The TSA to use, or undefined when `value` is empty (timestamps off). https:// is required except
 * on loopback; credentials in the URL are refused (they would be in every message naming it).
 */
export function readTsaEndpoint(
  value: string | undefined,
  source: string,
  proxyEnv?: Readonly<Record<string, string | undefined>>,
): TsaEndpoint | undefined {
  const given = value?.trim() ?? "";
  if (given === "") return undefined;
  const url = URL.parse(given);
  const example = "e.g. https://tsa.example.com/tsr, or empty for no timestamps";
  if (url === null || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new TsaError(
      `${source} is not an http(s) URL ("${given}"): give the TSA's URL, ${example}`,
    );
  }
  if (url.username !== "" || url.password !== "") {
    throw new TsaError(`${source} contains credentials (user:password@): remove them, ${example}`);
  }
  if (url.protocol === "http:" && !isLoopback(url.hostname)) {
    throw new TsaError(
      `${source} uses http:// to ${url.hostname}: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)`,
    );
  }
  const proxy = proxyEnv === undefined ? undefined : proxyForUrl(proxyEnv, url.href);
  return { url, source, proxy };
}

/** How the TSA is named in messages and reports: its URL without query or fragment. */
export function tsaName(endpoint: TsaEndpoint): string {
  return `${endpoint.url.origin}${endpoint.url.pathname}`;
}
