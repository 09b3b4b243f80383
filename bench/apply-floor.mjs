// The apply floor: the same creates as the apply benchmark, from the least a client can do with
// undici (the HTTP client cip-sync uses): one pool of CONCURRENCY connections, each POST sent as
// soon as one is answered, no retries, no deadline, no validation beyond the status. Reads the
// request bodies from BODIES_FILE (a JSON array) and writes {"durationMs": ...} to RESULT_FILE.
// Plain JavaScript for the reason given in usage-probe.mjs.
import { Buffer } from "node:buffer";
import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import process from "node:process";
import { URL } from "node:url";
import { Pool } from "undici";

const [bodiesFile, resultFile, concurrencyText] = process.argv.slice(2);
const { CIP_API_URL: baseUrl, CIP_API_KEY: apiKey } = process.env;
const concurrency = Number(concurrencyText);
if (!bodiesFile || !resultFile || !(concurrency >= 1) || !baseUrl || !apiKey) {
  throw new Error(
    "usage: CIP_API_URL=... CIP_API_KEY=... node bench/apply-floor.mjs BODIES_FILE RESULT_FILE CONCURRENCY",
  );
}
const bodies = JSON.parse(readFileSync(bodiesFile, "utf8"));
const url = new URL(baseUrl);
const pool = new Pool(url.origin, { connections: concurrency });
const headers = { "x-api-key": apiKey, "content-type": "application/json" };

let next = 0;
const start = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    for (let index = next++; index < bodies.length; index = next++) {
      const { status, text } = await post(JSON.stringify(bodies[index]));
      if (status !== 201) throw new Error(`POST ${index}: ${status} ${text}`);
    }
  }),
);
writeFileSync(resultFile, JSON.stringify({ durationMs: performance.now() - start }));
await pool.close();

/** One POST, its body collected without a stream, as src/io/api-client.ts does. */
function post(body) {
  return new Promise((resolve, reject) => {
    let status = 0;
    const chunks = [];
    const path = `${url.pathname.replace(/\/$/, "")}/cyber-assets`;
    pool.dispatch(
      { method: "POST", path, headers, body },
      {
        onRequestStart: () => {},
        onResponseStart: (_controller, statusCode) => {
          status = statusCode;
        },
        onResponseData: (_controller, chunk) => chunks.push(chunk),
        onResponseEnd: () => resolve({ status, text: Buffer.concat(chunks).toString("utf8") }),
        onResponseError: (_controller, error) => reject(error),
      },
    );
  });
}
