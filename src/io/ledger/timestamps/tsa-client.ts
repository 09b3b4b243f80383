// The RFC 3161 timestamp authority the evidence ledger asks for tokens: one POST of a
// TimeStampReq (SHA-256 imprint of the record's exact bytes, certReq, a random nonce) per record,
// through the same proxy and certificate settings as every other call (dispatcher.ts). The answer
// is checked before it is kept: granted, a token for these bytes, echoing our nonce.
import { randomBytes } from "node:crypto";
import { type Dispatcher, request } from "undici";
import { sha256Hex } from "../../../core/shared/sha256.ts";
import { errorMessage } from "../../../core/shared/errors.ts";
import { openDispatcher } from "../../network/dispatcher.ts";
import { hexOf, parseTimestampResponse, timestampRequest, tokenFacts } from "./timestamp-token.ts";
import { type TsaEndpoint, TsaError, tsaName } from "./tsa-endpoint.ts";

/** A TSA response is a few kilobytes; anything this large is not one. */
const MAX_RESPONSE_BYTES = 1 << 20;

export interface TsaClient {
  /** The DER TimeStampResp for `bytes`, checked; throws TsaError within `timeoutMs`. */
  stamp(bytes: Uint8Array, timeoutMs: number): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function openTsaClient(endpoint: TsaEndpoint, extraCa?: string): TsaClient {
  const dispatcher = openDispatcher(endpoint.url, endpoint.proxy, { connections: 2 }, extraCa);
  return {
    stamp: (bytes, timeoutMs) => stampWith(dispatcher, endpoint, bytes, timeoutMs),
    close: () => dispatcher.close(),
  };
}

async function stampWith(
  dispatcher: Dispatcher,
  endpoint: TsaEndpoint,
  bytes: Uint8Array,
  timeoutMs: number,
): Promise<Uint8Array> {
  const name = tsaName(endpoint);
  const nonce = randomBytes(8);
  // DER wants a positive INTEGER in its shortest form: no sign bit, and no leading zero byte
  // (a TSA refuses that as a malformed request).
  nonce[0] = ((nonce[0] ?? 0) & 0x7f) | 0x01;
  let body: Uint8Array;
  try {
    body = await post(dispatcher, endpoint.url, timestampRequest(bytes, nonce), timeoutMs);
  } catch (error) {
    throw new TsaError(`the TSA ${name} did not answer: ${errorMessage(error)}`, { cause: error });
  }
  try {
    const { signed, info } = parseTimestampResponse(body);
    const sha256 = sha256Hex(bytes);
    if (tokenFacts(signed, info).imprintSha256 !== sha256) {
      throw new Error("its token is for other bytes than the record sent");
    }
    if (info.nonce === undefined || hexOf(info.nonce.valueBlock.valueHexView) !== hexOf(nonce)) {
      throw new Error(
        "its token does not echo the request's nonce (a replayed or misrouted answer)",
      );
    }
    if (!signed.certificates?.length) {
      throw new Error("its token holds no certificate, though the request asked for it");
    }
  } catch (error) {
    throw new TsaError(`the TSA ${name} gave no usable token: ${errorMessage(error)}`);
  }
  return body;
}

async function post(
  dispatcher: Dispatcher,
  url: URL,
  query: Uint8Array,
  timeoutMs: number,
): Promise<Uint8Array> {
  const response = await request(url, {
    method: "POST",
    dispatcher,
    headers: { "content-type": "application/timestamp-query" },
    body: query,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_RESPONSE_BYTES) {
      response.body.destroy();
      throw new Error(`the response is over ${MAX_RESPONSE_BYTES} bytes, not a timestamp reply`);
    }
    chunks.push(chunk);
  }
  if (response.statusCode !== 200) {
    throw new Error(`HTTP ${response.statusCode}`);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
