// Which proxy a request takes, from the variables as curl and undici's EnvHttpProxyAgent read them.
import { describe, expect, it } from "vitest";
import { ConnectionError, readConnection } from "../../../src/io/network/connection.ts";
import { proxyCredentials, proxyForUrl, readProxySettings } from "../../../src/io/network/proxy.ts";

const PROXY = "http://proxy.corp:3128";

describe("proxyForUrl", () => {
  it.each<[string, string, boolean]>([
    ["inventory.example.com", "https://inventory.example.com", false],
    ["example.com", "https://inventory.example.com", false],
    [".example.com", "https://example.com", false],
    [".example.com", "https://inventory.example.com/api", false],
    ["*.example.com", "https://inventory.example.com", false],
    ["*.example.com", "https://example.com", true],
    ["ample.com", "https://example.com", true],
    ["example.com", "https://example.com.evil.net", true],
    ["inventory.example.com:8443", "https://inventory.example.com:8443", false],
    ["inventory.example.com:8443", "https://inventory.example.com", true],
    ["inventory.example.com:443", "https://inventory.example.com", false],
    ["10.1.2.3", "https://10.1.2.3:8443", false],
    ["10.1.2.3", "https://10.1.2.30", true],
    ["::1", "https://[::1]:8443", false],
    ["[::1]:8443", "https://[::1]:8443", false],
    ["[::1]:8443", "https://[::1]", true],
    ["*", "https://anything.example.org", false],
    ["a.test *", "https://anything.example.org", false],
    ["*:443", "https://anything.example.org", false],
    ["*:443", "https://anything.example.org:8443", true],
    ["", "https://inventory.example.com", true],
    [" , ", "https://inventory.example.com", true],
    ["EXAMPLE.COM.", "https://Inventory.Example.com.", false],
  ])("NO_PROXY=%j and %s: through the proxy %s", (noProxy, url, proxied) => {
    const proxy = proxyForUrl({ HTTPS_PROXY: PROXY, NO_PROXY: noProxy }, url);
    expect(proxy?.address).toBe(proxied ? "proxy.corp:3128" : undefined);
  });

  it("prefers the lower-case variables, as curl and undici do", () => {
    const env = {
      https_proxy: "http://lower:1",
      HTTPS_PROXY: "http://upper:2",
      no_proxy: "other.test",
      NO_PROXY: "inventory.test",
    };
    expect(proxyForUrl(env, "https://inventory.test")).toMatchObject({
      address: "lower:1",
      source: "https_proxy",
    });
  });

  it("takes HTTP_PROXY for https:// when HTTPS_PROXY is unset, as undici does", () => {
    expect(proxyForUrl({ HTTP_PROXY: "proxy:8080" }, "https://inventory.test")).toMatchObject({
      url: "http://proxy:8080/",
      address: "proxy:8080",
      source: "HTTP_PROXY",
    });
    expect(proxyForUrl({ HTTPS_PROXY: PROXY }, "http://127.0.0.1:8080")).toBeUndefined();
  });

  it("gives the default port of the proxy's scheme", () => {
    expect(proxyForUrl({ HTTPS_PROXY: "https://proxy.corp" }, "https://a.test")?.address).toBe(
      "proxy.corp:443",
    );
    expect(proxyForUrl({ HTTPS_PROXY: "http://proxy.corp" }, "https://a.test")?.address).toBe(
      "proxy.corp:80",
    );
  });
});

describe("proxy settings that cannot work", () => {
  it.each([
    ["HTTPS_PROXY", "socks5://user:hunter2@proxy:1080"],
    ["https_proxy", "http://user:hunter2@:3128"],
    ["HTTP_PROXY", "ftp://user:hunter2@proxy"],
  ])("%s=%j is refused by name, its password not repeated", (name, value) => {
    const read = () =>
      readConnection({
        apiUrl: "https://inventory.test",
        apiKey: "key-of-the-service",
        urlSource: "CIP_API_URL",
        keySource: "CIP_API_KEY",
        proxyEnv: { [name]: value },
      });
    expect(read).toThrow(ConnectionError);
    expect(read).toThrow(
      `${name} is not a proxy URL this tool can use: give http://[user:password@]host:port (https:// for a TLS proxy), e.g. http://proxy.example.com:3128 or http://user:password@10.0.0.5:8080`,
    );
  });

  it("refuses a password too short to be masked, naming the variable", () => {
    expect(() => readProxySettings({ https_proxy: "http://builder:pa%24s@proxy:3128" })).toThrow(
      "the password in https_proxy is shorter than 8 characters, too short to be masked in output: set the password in https_proxy to the full secret as issued",
    );
  });

  it("reads nothing when no variable is set", () => {
    expect(readProxySettings({})).toEqual({ https: undefined, http: undefined, noProxy: [] });
  });
});

describe("proxyCredentials", () => {
  it("masks the password as written and decoded, and user:password (the Basic header's content)", () => {
    expect(
      proxyCredentials({ HTTPS_PROXY: "http://builder:p%40ss@proxy:3128", HTTP_PROXY: "proxy:1" }),
    ).toEqual(["p@ss", "p%40ss", "builder:p@ss"]);
  });

  it("masks the user name when it is the only credential (a token)", () => {
    expect(proxyCredentials({ https_proxy: "http://tok3n@proxy:3128" })).toEqual([
      "tok3n",
      "tok3n:",
    ]);
  });

  it("finds credentials even in a variable it cannot use", () => {
    expect(proxyCredentials({ HTTPS_PROXY: "socks5://u:pw@proxy" })).toEqual(["pw", "u:pw"]);
  });
});
