// RFC 3161 timestamp tokens, read and checked with PKI.js (ASN.1 and CMS; the signature and the
// certificate chain through WebCrypto): a ledger's `.tsr` file is the TSA's TimeStampResp, so
// `openssl ts -verify` reads it too. What the token's facts mean for its record is decided in
// core/evidence/chain/evidence-timestamps.ts.
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";
import {
  imprintMismatch,
  type TokenFacts,
  type TokenReading,
} from "../../../core/evidence/chain/evidence-timestamps.ts";
import { sha256Hex } from "../../../core/shared/sha256.ts";
import { matchGroup } from "../../../core/shared/collections.ts";
import { errorMessage } from "../../../core/shared/errors.ts";

export const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const TIMESTAMPING_EKU = "1.3.6.1.5.5.7.3.8";
const EXTENDED_KEY_USAGE = "2.5.29.37";
const GRANTED = [pkijs.PKIStatus.granted, pkijs.PKIStatus.grantedWithMods];

const NAME_KEYS: Record<string, string> = {
  "2.5.4.3": "CN",
  "2.5.4.10": "O",
  "2.5.4.11": "OU",
  "2.5.4.6": "C",
  "2.5.4.7": "L",
  "2.5.4.8": "ST",
};

/** A token that cannot be read or does not answer the request; the message says why. */
export class TimestampTokenError extends Error {
  override name = "TimestampTokenError";
}

const bufferOf = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

export function hexOf(bytes: ArrayBuffer | Uint8Array): string {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("hex");
}

/** A DN as "CN=…, O=…"; attribute types without a short name are left out. */
function formatName(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues
    .flatMap((entry) => {
      const key = NAME_KEYS[entry.type];
      const value = (entry.value.valueBlock as { value?: unknown }).value;
      return key === undefined || typeof value !== "string" ? [] : [`${key}=${value}`];
    })
    .join(", ");
}

/** The response's token, its SignedData and TSTInfo; throws TimestampTokenError when malformed. */
export function parseTimestampResponse(der: Uint8Array): {
  status: number;
  signed: pkijs.SignedData;
  info: pkijs.TSTInfo;
} {
  let response: pkijs.TimeStampResp;
  try {
    response = pkijs.TimeStampResp.fromBER(bufferOf(der));
  } catch (error) {
    throw new TimestampTokenError(`not an RFC 3161 TimeStampResp (${errorMessage(error)})`);
  }
  const status = response.status.status;
  const failed = (response.status.statusStrings ?? []).map((text) => text.valueBlock.value);
  if (!GRANTED.includes(status) || response.timeStampToken === undefined) {
    throw new TimestampTokenError(
      `the TSA refused the request (PKIStatus ${status}${failed.length === 0 ? "" : `: ${failed.join("; ")}`})`,
    );
  }
  try {
    const signed = new pkijs.SignedData({ schema: response.timeStampToken.content });
    const content = signed.encapContentInfo.eContent;
    if (signed.encapContentInfo.eContentType !== pkijs.id_eContentType_TSTInfo || !content) {
      throw new Error("the signed content is not a TSTInfo");
    }
    const info = pkijs.TSTInfo.fromBER(content.getValue());
    return { status, signed, info };
  } catch (error) {
    throw new TimestampTokenError(`the timestamp token is malformed (${errorMessage(error)})`);
  }
}

/** The facts a token states (not yet checked against any certificate). */
export function tokenFacts(signed: pkijs.SignedData, info: pkijs.TSTInfo): TokenFacts {
  const { accuracy } = info;
  const accuracyMs =
    accuracy === undefined
      ? undefined
      : (accuracy.seconds ?? 0) * 1000 + (accuracy.millis ?? 0) + (accuracy.micros ?? 0) / 1000;
  const named =
    info.tsa?.type === 4 ? formatName(info.tsa.value as pkijs.RelativeDistinguishedNames) : "";
  const signer = signed.certificates?.find(
    (certificate): certificate is pkijs.Certificate => certificate instanceof pkijs.Certificate,
  );
  return {
    time: info.genTime,
    accuracyMs,
    tsa: named || (signer === undefined ? "unnamed TSA" : formatName(signer.subject)),
    imprintSha256:
      info.messageImprint.hashAlgorithm.algorithmId === SHA256_OID
        ? hexOf(info.messageImprint.hashedMessage.valueBlock.valueHexView)
        : `not SHA-256 (${info.messageImprint.hashAlgorithm.algorithmId})`,
  };
}

/** The certificates of a PEM file (`--tsa-ca`); throws naming `source` when there are none. */
export function readPemCertificates(pem: string, source: string): pkijs.Certificate[] {
  const blocks = [
    ...pem.matchAll(/-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/g),
  ];
  if (blocks.length === 0) {
    throw new TimestampTokenError(
      `${source} holds no PEM certificate (-----BEGIN CERTIFICATE-----): give the certificate of the authority that issued the TSA's certificate`,
    );
  }
  return blocks.map((block, index) => {
    try {
      const der = Buffer.from(
        matchGroup(block, 1, "the PEM certificate pattern").replace(/\s+/g, ""),
        "base64",
      );
      return pkijs.Certificate.fromBER(bufferOf(der));
    } catch (error) {
      throw new TimestampTokenError(
        `${source}: certificate ${index + 1} is not a valid X.509 certificate (${errorMessage(error)})`,
      );
    }
  });
}

/**
 * Reads a record's token and checks it: signed by a certificate that chains to `trusted` (at the
 * token's time) and carries the timestamping extended key usage, for the record's exact bytes.
 */
export async function readTimestampToken(
  der: Uint8Array,
  recordBytes: Uint8Array,
  trusted: pkijs.Certificate[],
): Promise<TokenReading> {
  let parsed: ReturnType<typeof parseTimestampResponse>;
  try {
    parsed = parseTimestampResponse(der);
  } catch (error) {
    return { valid: false, reason: errorMessage(error) };
  }
  const facts = tokenFacts(parsed.signed, parsed.info);
  const sha256 = sha256Hex(recordBytes);
  if (facts.imprintSha256 !== sha256) {
    return { valid: false, reason: imprintMismatch(facts.imprintSha256, sha256) };
  }
  try {
    const result = await parsed.signed.verify({
      signer: 0,
      data: bufferOf(recordBytes),
      trustedCerts: trusted,
      checkChain: true,
      extendedMode: true,
    });
    if (result.signatureVerified !== true) {
      return { valid: false, reason: "the TSA's signature over the token does not verify" };
    }
    const problem = timestampingUsageProblem(result.signerCertificate ?? undefined);
    return problem === undefined ? { valid: true, facts } : { valid: false, reason: problem };
  } catch (error) {
    const message =
      error instanceof pkijs.SignedDataVerifyError ? error.message : errorMessage(error);
    return {
      valid: false,
      reason: `the token's signer (${facts.tsa}) does not chain to the --tsa-ca certificate(s), or its signature does not verify: ${message}`,
    };
  }
}

/** RFC 3161 2.3: the TSA's certificate has one extended key usage, timeStamping, critical. */
function timestampingUsageProblem(signer: pkijs.Certificate | undefined): string | undefined {
  const extension = signer?.extensions?.find((entry) => entry.extnID === EXTENDED_KEY_USAGE);
  const purposes = (extension?.parsedValue as pkijs.ExtKeyUsage | undefined)?.keyPurposes ?? [];
  if (extension === undefined || !purposes.includes(TIMESTAMPING_EKU)) {
    return "the signing certificate lacks the timeStamping extended key usage: it is not a TSA certificate";
  }
  if (!extension.critical) {
    return "the signing certificate's extended key usage is not critical, as RFC 3161 requires of a TSA certificate";
  }
  return undefined;
}

/** A TimeStampReq for SHA-256 of `bytes`, asking for the TSA's certificate, with `nonce`. */
export function timestampRequest(bytes: Uint8Array, nonce: Uint8Array): Uint8Array {
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256_OID }),
      hashedMessage: new asn1js.OctetString({
        valueHex: bufferOf(Buffer.from(sha256Hex(bytes), "hex")),
      }),
    }),
    nonce: new asn1js.Integer({ valueHex: bufferOf(nonce) }),
    certReq: true,
  });
  return new Uint8Array(request.toSchema().toBER());
}
