// doctor's probes through TLS with a private authority trusted (the way NODE_EXTRA_CA_CERTS trusts
// one, given here in process): the certificate's issuer and expiry are reported, and that the
// authority was needed; the key and the lists are then read over the same TLS.
import { rm } from "node:fs/promises";
import { describe, expect, it, onTestFinished } from "vitest";
import { startEmulator } from "../../../src/emulator/server.ts";
import { probeService } from "../../../src/io/service/doctor-probe.ts";
import { EAST_KEY, seed } from "../../emulator/support.ts";
import { hasOpenssl, makeCertificates, startTlsFront } from "../../support/tls-front.ts";

const opensslMissing = !(await hasOpenssl());

describe("probeService over TLS", () => {
  it.skipIf(opensslMissing)(
    "reports the issuer, the expiry and that the authority was needed",
    async () => {
      const certificates = await makeCertificates(["localhost"]);
      onTestFinished(() => rm(certificates.dir, { recursive: true, force: true }));
      const emulator = await startEmulator({ seed });
      onTestFinished(() => emulator.close());
      const front = await startTlsFront({ ...certificates, upstream: new URL(emulator.url).host });
      onTestFinished(() => front.close());
      const probe = await probeService({
        apiUrl: `https://localhost:${front.address.split(":")[1]}`,
        urlSource: "CIP_API_URL",
        apiKey: EAST_KEY,
        keySource: "CIP_API_KEY",
        proxyEnv: {},
        requestTimeoutMs: 30_000,
        extraCa: certificates.ca,
      });
      const tls = probe.checks.find((check) => check.name === "tls");
      expect(tls?.outcome).toBe("ok");
      expect(tls?.detail).toMatch(
        /^certificate issued by cip-sync test CA, valid until \d{4}-\d{2}-\d{2}; NODE_EXTRA_CA_CERTS \(or an added authority\) was needed to trust it$/,
      );
      expect(probe.checks.map((check) => `${check.outcome} ${check.name}`)).toEqual([
        "ok settings",
        "ok proxy",
        "ok dns",
        "ok tcp",
        "ok tls",
        "ok key",
        "ok writes",
        "ok lists",
        "ok planned paths",
      ]);
      expect(probe.lists.map((list) => list.path)).toEqual([
        "/facilities",
        "/control-centers",
        "/cyber-systems",
        "/cyber-assets",
      ]);
      expect(emulator.mutatingRequestCount()).toBe(0);
    },
  );
});
