// Outbound proxies from the environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, upper or lower case),
// read once. The rules are those of undici's EnvHttpProxyAgent (8.12), which follow curl's: the
// lower-case variable wins, an https:// target falls back to HTTP_PROXY, and NO_PROXY lists hosts,
// .domains, *.domains, host:port, IP addresses or `*`. We decide per origin here rather than inside
// EnvHttpProxyAgent so that an error can name the proxy a request went through. Proxy credentials
// are secrets: only the URL handed to undici carries them; messages name the proxy by host:port.
// The dispatcher that goes through the proxy is in dispatcher.ts, so reading these loads no undici.
import { shortSecretProblem } from "../../core/shared/text/redact.ts";
import { ConnectionError } from "./connection-error.ts";

export interface Proxy {
  /** The URL undici connects through, credentials included: never part of a message. */
  readonly url: string;
  /** host:port, the proxy's name in messages. */
  readonly address: string;
  /** The variable it came from ("HTTPS_PROXY", "https_proxy", ...). */
  readonly source: string;
  /** The credentials, in the forms to mask wherever text leaves the process. */
  readonly secrets: readonly string[];
}

interface NoProxyEntry {
  hostname: string;
  /** 0: any port. */
  port: number;
  /** `*.example.com`: subdomains only, not the apex. */
  subdomainsOnly: boolean;
}

interface ProxySettings {
  readonly https: Proxy | undefined;
  readonly http: Proxy | undefined;
  readonly noProxy: readonly NoProxyEntry[];
}

type Environment = Readonly<Record<string, string | undefined>>;

const DEFAULT_PORTS: Record<string, number> = { "http:": 80, "https:": 443 };
const PROXY_EXAMPLE = "e.g. http://proxy.example.com:3128 or http://user:password@10.0.0.5:8080";

/** Reads the proxy variables; a malformed one is a ConnectionError naming the variable. */
export function readProxySettings(env: Environment): ProxySettings {
  const http = readProxy(env, "http_proxy", "HTTP_PROXY");
  const https = readProxy(env, "https_proxy", "HTTPS_PROXY") ?? http;
  const noProxy = parseNoProxy(env.no_proxy || env.NO_PROXY || "");
  return { https, http, noProxy };
}

/** Every proxy credential the environment holds, for masking, even in a URL we refuse. */
export function proxyCredentials(env: Environment): string[] {
  const names = ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"];
  return names.flatMap((name) => {
    const url = parseAnyUrl(env[name] ?? "");
    return url === undefined ? [] : credentialsOf(url);
  });
}

/** The proxy a request to `target` goes through, or undefined when it goes direct. */
function proxyFor(settings: ProxySettings, target: URL): Proxy | undefined {
  const proxy = target.protocol === "https:" ? settings.https : settings.http;
  if (proxy === undefined) return undefined;
  const hostname = target.hostname
    .replace(/^\[(.+)\]$/, "$1")
    .replace(/(.)\.$/, "$1")
    .toLowerCase();
  const port = Number(target.port) || DEFAULT_PORTS[target.protocol] || 0;
  return settings.noProxy.some((entry) => bypasses(entry, hostname, port)) ? undefined : proxy;
}

/** The proxy for requests to `url` under the variables in `env`. */
export function proxyForUrl(env: Environment, url: string): Proxy | undefined {
  return proxyFor(readProxySettings(env), new URL(url));
}

function readProxy(env: Environment, lower: string, upper: string): Proxy | undefined {
  const source = env[lower] ? lower : upper;
  const value = env[source]?.trim();
  if (!value) return undefined;
  const url = parseProxyUrl(value);
  // The value may hold a password: the message names the variable, never repeats its value.
  if (url === undefined) {
    throw new ConnectionError(
      `${source} is not a proxy URL this tool can use: give http://[user:password@]host:port (https:// for a TLS proxy), ${PROXY_EXAMPLE}`,
    );
  }
  // A password too short to mask would show through every message that mentions it.
  const problem =
    url.password === ""
      ? undefined
      : shortSecretProblem(safeDecode(url.password), `the password in ${source}`);
  if (problem !== undefined) throw new ConnectionError(problem);
  return {
    url: url.href,
    address: `${url.hostname}:${url.port || DEFAULT_PORTS[url.protocol]}`,
    source,
    secrets: credentialsOf(url),
  };
}

/** `value` as an http(s) proxy URL; "host:port" alone means http://host:port, as for curl. */
function parseProxyUrl(value: string): URL | undefined {
  const url = parseAnyUrl(value);
  if (url === undefined || url.hostname === "") return undefined;
  return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
}

function parseAnyUrl(value: string): URL | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  return URL.parse(hasScheme ? trimmed : `http://${trimmed}`) ?? undefined;
}

/**
 * The user name and password as undici sends them (decoded, in the Basic header's base64 of
 * "user:password") and as written in the URL. A user name is masked only when there is no
 * password: then it is the credential (a token); otherwise masking it would hide ordinary words.
 */
function credentialsOf(url: URL): string[] {
  if (url.username === "" && url.password === "") return [];
  const user = safeDecode(url.username);
  const password = safeDecode(url.password);
  const secrets = password === "" ? [user, url.username] : [password, url.password];
  secrets.push(`${user}:${password}`);
  return [...new Set(secrets.filter((secret) => secret !== ""))];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function parseNoProxy(value: string): NoProxyEntry[] {
  return value
    .split(/[,\s]/)
    .filter((entry) => entry !== "")
    .map((entry) => {
      const bracketed = /^\[(.+)\]:(\d+)$/.exec(entry);
      const unbracketed = entry.replace(/^\[(.+)\]$/, "$1");
      // A bare IPv6 address has several colons; host:port exactly one.
      const withPort =
        bracketed ?? (/^[^:]+:\d+$/.test(unbracketed) ? /^(.+):(\d+)$/.exec(unbracketed) : null);
      const hostname = withPort?.[1] ?? unbracketed;
      return {
        hostname: hostname
          .replace(/^\*?\./, "")
          .replace(/(.)\.$/, "$1")
          .toLowerCase(),
        port: withPort ? Number(withPort[2]) : 0,
        subdomainsOnly: entry.startsWith("*."),
      };
    });
}

function bypasses(entry: NoProxyEntry, hostname: string, port: number): boolean {
  if (entry.port !== 0 && entry.port !== port) return false;
  if (entry.hostname === "*") return true;
  if (!entry.subdomainsOnly && hostname === entry.hostname) return true;
  return hostname.endsWith(`.${entry.hostname}`);
}
