// The failures a corporate network adds, as undici and OpenSSL report them, and what each tells the
// user; the end-to-end cases (a real proxy and TLS front) are in proxy.test.ts.
import { describe, expect, it } from "vitest";
import { proxyForUrl } from "../../../src/io/network/proxy.ts";
import { describeTransportFailure } from "../../../src/io/network/transport-errors.ts";

const PROXY = proxyForUrl(
  { HTTPS_PROXY: "http://ot-runner:Pr0xy!pass@10.0.0.5:3128" },
  "https://inventory.example.com",
);

function failure(code: string | undefined, message: string) {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

describe("describeTransportFailure", () => {
  it.each<[string, string | undefined, string, string, boolean]>([
    [
      "a self-signed certificate",
      "DEPTH_ZERO_SELF_SIGNED_CERT",
      "self-signed certificate",
      "the TLS certificate of inventory.example.com is self-signed, and this machine does not trust it (DEPTH_ZERO_SELF_SIGNED_CERT)",
      true,
    ],
    [
      "a certificate not valid yet",
      "CERT_NOT_YET_VALID",
      "certificate is not yet valid",
      "the TLS certificate of inventory.example.com is not valid yet (CERT_NOT_YET_VALID)",
      true,
    ],
    [
      "a proxy that forbids the destination (403)",
      "UND_ERR_ABORTED",
      "Proxy response (403) !== 200 when HTTP Tunneling",
      "the proxy 10.0.0.5:3128 (from HTTPS_PROXY) answered 403 to the request for a tunnel to inventory.example.com",
      true,
    ],
    [
      "a proxy that cannot reach the destination now (503)",
      "UND_ERR_ABORTED",
      "Proxy response (503) !== 200 when HTTP Tunneling",
      "the proxy 10.0.0.5:3128 (from HTTPS_PROXY) answered 503 to the request for a tunnel to inventory.example.com",
      false,
    ],
    [
      "a proxy whose name does not resolve",
      "ENOTFOUND",
      "getaddrinfo ENOTFOUND proxy.corp",
      "could not connect to the proxy 10.0.0.5:3128 (from HTTPS_PROXY) (getaddrinfo ENOTFOUND proxy.corp)",
      false,
    ],
    [
      "a proxy that drops the connection before answering CONNECT",
      "UND_ERR_PRX_CONN",
      "Proxy connection failed",
      "the proxy 10.0.0.5:3128 (from HTTPS_PROXY) closed the connection before the tunnel to inventory.example.com was open (Proxy connection failed)",
      false,
    ],
    [
      "an https:// proxy with a certificate for another name",
      "UND_ERR_PRX_TLS",
      "Secure Proxy Connection failed",
      "the TLS connection to the proxy 10.0.0.5:3128 (from HTTPS_PROXY) failed (Secure Proxy Connection failed)",
      true,
    ],
  ])("%s", (_name, code, message, reason, permanent) => {
    const described = describeTransportFailure(
      failure(code, message),
      "inventory.example.com",
      PROXY,
      "CIP_API_URL",
    );
    expect(described).toMatchObject({ reason, sent: false, permanent });
    expect(JSON.stringify(described)).not.toContain("Pr0xy!pass");
  });

  it.each([
    [
      "inventory.example.com:8080",
      "check the service URL in CIP_API_URL: write the https:// address the service answers TLS on (its operator knows the port); http:// is accepted for loopback addresses only",
    ],
    [
      "localhost:8080",
      "check the service URL in CIP_API_URL: write http://localhost:8080 (http:// is accepted for a service on this machine only), or the https:// address the service answers TLS on",
    ],
  ])(
    "https:// to %s, which speaks plain HTTP: said plainly, not retried (issue 90)",
    (host, hint) => {
      const wrong = failure(
        "ERR_SSL_WRONG_VERSION_NUMBER",
        "40BD65A8997F0000:error:0A00010B:SSL routines:tls_validate_record_header:wrong version number:../deps/openssl/openssl/ssl/record/methods/tlsany_meth.c:77:\n",
      );
      expect(describeTransportFailure(wrong, host, undefined, "CIP_API_URL")).toEqual({
        reason: `${host} answered in plain HTTP to a TLS request: the URL says https://, but that port does not speak TLS`,
        hint,
        sent: false,
        permanent: true,
      });
    },
  );

  it("leaves other failures, and connection failures without a proxy, to the client", () => {
    const refused = failure("ECONNREFUSED", "connect ECONNREFUSED 10.1.1.1:443");
    expect(
      describeTransportFailure(refused, "inventory.example.com", undefined, "CIP_API_URL"),
    ).toBeUndefined();
    const reset = failure("UND_ERR_SOCKET", "other side closed");
    expect(
      describeTransportFailure(reset, "inventory.example.com", PROXY, "CIP_API_URL"),
    ).toBeUndefined();
  });
});
