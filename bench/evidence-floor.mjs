// The evidence floor (issue 27): what verifying a ledger cannot avoid. Lists every file under the
// folder given as argument, reads each (32 at a time, as cip-sync does) and hashes it with SHA-256.
// Measured like the CLI, in its own process; plain JavaScript for the reason given in
// usage-probe.mjs.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import process from "node:process";

const CONCURRENCY = 32;
const [directory] = process.argv.slice(2);
if (directory === undefined) throw new Error("usage: node bench/evidence-floor.mjs DIRECTORY");

const entries = await readdir(directory, { recursive: true, withFileTypes: true });
const files = entries.filter((entry) => entry.isFile());
let next = 0;
let bytes = 0;
const worker = async () => {
  while (next < files.length) {
    const entry = files[next++];
    const content = await readFile(join(entry.parentPath, entry.name));
    createHash("sha256").update(content).digest("hex");
    bytes += content.length;
  }
};
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
process.stderr.write(`evidence floor: ${files.length} files, ${bytes} bytes\n`);
