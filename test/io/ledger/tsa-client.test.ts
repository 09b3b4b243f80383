// The TSA client and the token reader against a real RFC 3161 server (openssl ts -reply on
// loopback): a token is granted for the exact bytes, echoes the nonce, and verifies against its CA
// only; an outage, a late answer and a refusal are TsaErrors naming the TSA.
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../../src/core/shared/sha256.ts";
import {
  readPemCertificates,
  readTimestampToken,
} from "../../../src/io/ledger/timestamps/timestamp-token.ts";
import { openTsaClient } from "../../../src/io/ledger/timestamps/tsa-client.ts";
import { readTsaEndpoint, TsaError } from "../../../src/io/ledger/timestamps/tsa-endpoint.ts";
import { type TestTsa, useTestTsas } from "../../support/test-tsa.ts";

const servers = useTestTsas();

const record = new TextEncoder().encode('{\n  "sequence": 1\n}\n');

function client(server: TestTsa) {
  const endpoint = readTsaEndpoint(server.url, "CIP_TSA_URL")!;
  return openTsaClient(endpoint);
}

describe("the TSA client", () => {
  it("gets a token for the record's SHA-256 that verifies against the TSA's CA", async () => {
    const tsaClient = client(servers.tsa);
    try {
      const token = await tsaClient.stamp(record, 10_000);
      const reading = await readTimestampToken(
        token,
        record,
        readPemCertificates(servers.tsa.caPem, "ca"),
      );
      expect(reading).toMatchObject({
        valid: true,
        facts: { tsa: "CN=Test TSA", imprintSha256: sha256Hex(record), accuracyMs: 1000 },
      });
    } finally {
      await tsaClient.close();
    }
  });

  it.each([
    ["down", "did not answer: HTTP 503"],
    ["late", "did not answer"],
  ] as const)("fails with a TsaError naming the TSA when it is %s", async (mode, expected) => {
    const tsaClient = client(servers.tsa);
    servers.tsa.setMode(mode, 1500);
    try {
      const stamping = tsaClient.stamp(record, 300);
      await expect(stamping).rejects.toThrow(TsaError);
      await expect(stamping).rejects.toThrow(`the TSA ${servers.tsa.url} ${expected}`);
    } finally {
      servers.tsa.setMode("up");
      await tsaClient.close();
    }
  });

  it.each([
    ["ftp://tsa.example.com", "is not an http(s) URL"],
    ["http://tsa.example.com/tsr", "uses http:// to tsa.example.com: https:// is required"],
    ["https://user:secret@tsa.example.com/", "contains credentials"],
  ])("refuses the URL %s", (url, expected) => {
    expect(() => readTsaEndpoint(url, "input evidence-tsa-url")).toThrow(
      `input evidence-tsa-url ${expected}`,
    );
  });

  it("is off when the URL is empty", () => {
    expect(readTsaEndpoint("  ", "CIP_TSA_URL")).toBeUndefined();
  });
});

describe("reading a token", () => {
  it("is invalid when signed under another CA", async () => {
    const token = await servers.other.stamp(record);
    const reading = await readTimestampToken(
      token,
      record,
      readPemCertificates(servers.tsa.caPem, "ca"),
    );
    expect(reading).toMatchObject({
      valid: false,
      reason: expect.stringContaining(
        "the token's signer (CN=Other TSA) does not chain to the --tsa-ca certificate(s)",
      ),
    });
  });

  it("is invalid for other bytes, and for bytes that are not a token", async () => {
    const token = await servers.tsa.stamp(record);
    const trusted = readPemCertificates(servers.tsa.caPem, "ca");
    const edited = new TextEncoder().encode('{\n  "sequence": 2\n}\n');
    expect(await readTimestampToken(token, edited, trusted)).toMatchObject({
      valid: false,
      reason: expect.stringContaining("the token is for other bytes"),
    });
    expect(await readTimestampToken(new Uint8Array([1, 2, 3]), record, trusted)).toMatchObject({
      valid: false,
      reason: expect.stringContaining("not an RFC 3161 TimeStampResp"),
    });
  });

  it("refuses a CA file without certificates, naming it", () => {
    expect(() => readPemCertificates("nothing here", "--tsa-ca ca.pem")).toThrow(
      "--tsa-ca ca.pem holds no PEM certificate",
    );
  });
});
