// The apply floor: the same operations as the apply benchmark, from the least a client can do with
// undici (the HTTP client cip-sync uses): one pool of CONCURRENCY connections, each request sent as
// soon as one is answered, no retries, no deadline, no validation beyond the status. Reads the
// requests from REQUESTS_FILE (a JSON array of {method, path, body?}: a POST per create, a DELETE
// per delete, a PATCH per move) and writes {"durationMs": ...} to RESULT_FILE.
// Plain JavaScript for the reason given in usage-probe.mjs.
import { Buffer } from "node:buffer";
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { URL } from "node:url";
import { Pool } from "undici";

/** The status each method answers on success (spec 4.2). */
const SUCCESS = { POST: 201, PATCH: 200, DELETE: 204 };

const [requestsFile, resultFile, concurrencyText] = process.argv.slice(2);
const { CIP_API_URL: baseUrl, CIP_API_KEY: apiKey } = process.env;
const concurrency = Number(concurrencyText);
if (!requestsFile || !resultFile || !(concurrency >= 1) || !baseUrl || !apiKey) {
  throw new Error(
    "usage: CIP_API_URL=... CIP_API_KEY=... node bench/apply-floor.mjs REQUESTS_FILE RESULT_FILE CONCURRENCY",
  );
}
const url = new URL(baseUrl);
const prefix = url.pathname.replace(/\/$/, "");
// Built before the clock starts, as cip-sync builds its plan before the apply.
const requests = JSON.parse(readFileSync(requestsFile, "utf8")).map(({ method, path, body }) => ({
  method,
  path: prefix + path,
  headers:
    body === undefined
      ? { "x-api-key": apiKey }
      : { "x-api-key": apiKey, "content-type": "application/json" },
  body: body === undefined ? null : body,
}));
const pool = new Pool(url.origin, { connections: concurrency });

let next = 0;
const start = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let index = next++; index < requests.length; index = next++) {
      const request = requests[index];
      // The body is serialized per request, as cip-sync does.
      const body = request.body === null ? null : JSON.stringify(request.body);
      const { status, text } = await send({ ...request, body });
      if (status !== SUCCESS[request.method]) {
        throw new Error(`${request.method} ${request.path}: ${status} ${text}`);
      }
    }
  }),
);
writeFileSync(resultFile, JSON.stringify({ durationMs: performance.now() - start }));
await pool.close();

/** One request, its body collected without a stream, as src/io/service/api-client.ts does. */
function send(options) {
  return new Promise((resolve, reject) => {
    let status = 0;
    const chunks = [];
    pool.dispatch(options, {
      onRequestStart: () => {},
      onResponseStart: (_controller, statusCode) => {
        status = statusCode;
      },
      onResponseData: (_controller, chunk) => chunks.push(chunk),
      onResponseEnd: () => resolve({ status, text: Buffer.concat(chunks).toString("utf8") }),
      onResponseError: (_controller, error) => reject(error),
    });
  });
}
