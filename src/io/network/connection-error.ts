// Its own module so that the proxy settings (proxy.ts) and the service settings (connection.ts)
// can both throw it without importing each other.

/** A connection setting (service URL, API key, proxy variable) that cannot work. */
export class ConnectionError extends Error {
  override name = "ConnectionError";
}
