// The undici dispatcher for requests to one origin: a pool straight to it, or one through the
// proxy the environment names for it (proxy.ts).
import { type Dispatcher, Pool, ProxyAgent } from "undici";
import type { Proxy } from "./proxy.ts";

/** Connection pool settings: the same with a proxy as without. */
type PoolSettings = Pick<
  Pool.Options,
  "connections" | "connectTimeout" | "headersTimeout" | "bodyTimeout"
>;

/**
 * The dispatcher for requests to `origin`: a pool straight to it, or one through `proxy` (CONNECT
 * for https://, absolute-form requests for http://). `extraCa` adds trust in a certificate
 * authority, for tests; the supported way for users is NODE_EXTRA_CA_CERTS. Verification is never
 * turned off.
 */
export function openDispatcher(
  origin: URL,
  proxy: Proxy | undefined,
  pool: PoolSettings,
  extraCa?: string,
): Dispatcher {
  const tls = extraCa === undefined ? undefined : { ca: extraCa };
  if (proxy === undefined) return new Pool(origin.origin, { ...pool, connect: tls });
  return new ProxyAgent({ ...pool, uri: proxy.url, requestTls: tls });
}
