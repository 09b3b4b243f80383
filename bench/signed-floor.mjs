// The signed floor (issue 99, item 1): what verifying a signed ledger with its writer's keys cannot
// avoid. Lists every file under the folder given first, then, on every core (a worker thread
// each, a share of the records each), reads each record and its signature file, hashes the record
// with SHA-256 and verifies the Ed25519 signature over it with node:crypto (the key named in the
// signature file, among the PEM public keys given after the folder), nothing else. A record
// without a signature file (an operator's) is read and hashed only. Exits 1 when a signature does
// not verify: the floor measured is that of a ledger that verifies. Measured like the CLI, in its
// own process; plain JavaScript for the reason given in usage-probe.mjs.
import { createHash, createPublicKey, verify } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Buffer } from "node:buffer";
import process from "node:process";
import { URL } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

const SIGNATURE_SUFFIX = ".sig";

/** As core/evidence/chain/writer-proof.ts: the first 16 hex digits of the SPKI's SHA-256. */
const fingerprint = (key) =>
  createHash("sha256")
    .update(key.export({ type: "spki", format: "der" }))
    .digest("hex")
    .slice(0, 16);

/**
 * Reads, hashes and verifies the records at `paths` (`signed[i]`: the record at `paths[i]` has a
 * signature file); how many signatures failed, and the bytes read.
 */
function checkShare(paths, signed, keyFiles) {
  const keys = new Map(
    keyFiles.map((file) => {
      const key = createPublicKey(readFileSync(file));
      return [fingerprint(key), key];
    }),
  );
  let failed = 0;
  let bytes = 0;
  for (const [index, path] of paths.entries()) {
    const record = readFileSync(path);
    bytes += record.length;
    const sha256 = createHash("sha256").update(record).digest("hex");
    if (!signed[index]) continue;
    const text = readFileSync(`${path}${SIGNATURE_SUFFIX}`, "utf8");
    bytes += text.length;
    const { key, signature } = JSON.parse(text);
    const message = Buffer.from(`cip-sync ledger record v1\n${sha256}\n`);
    const publicKey = keys.get(key);
    if (
      publicKey === undefined ||
      !verify(null, message, publicKey, Buffer.from(signature, "base64url"))
    )
      failed++;
  }
  return { failed, bytes };
}

if (isMainThread) {
  const [directory, ...keyFiles] = process.argv.slice(2);
  if (directory === undefined || keyFiles.length === 0)
    throw new Error("usage: node bench/signed-floor.mjs DIRECTORY PUBLIC-KEY.pem...");
  const files = readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const records = files.filter((path) => path.endsWith(".json"));
  const signatures = new Set(files.filter((path) => path.endsWith(SIGNATURE_SUFFIX)));
  const cores = availableParallelism();
  const share = Math.ceil(records.length / cores);
  const results = await Promise.all(
    Array.from({ length: cores }, (_, index) => {
      const paths = records.slice(index * share, (index + 1) * share);
      const signed = paths.map((path) => signatures.has(`${path}${SIGNATURE_SUFFIX}`));
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { paths, signed, keyFiles },
      });
      return new Promise((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
    }),
  );
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  const bytes = results.reduce((sum, result) => sum + result.bytes, 0);
  process.stderr.write(
    `signed floor: ${records.length} records, ${signatures.size} signatures, ${bytes} bytes, ${cores} threads\n`,
  );
  if (failed > 0) {
    process.stderr.write(`signed floor: ${failed} signature(s) did not verify\n`);
    process.exitCode = 1;
  }
} else {
  const { paths, signed, keyFiles } = workerData;
  parentPort.postMessage(checkShare(paths, signed, keyFiles));
}
