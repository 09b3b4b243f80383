// The planning floor (issue 27): the I/O no planner can avoid, and nothing more. Starts the four
// lists a plan needs from CIP_API_URL, in parallel, with node:http; meanwhile reads every .yaml
// file under the folder given as argument as bytes; then parses the lists' JSON. Measured like the
// CLI, in its own process; plain JavaScript for the reason given in usage-probe.mjs.
import { Buffer } from "node:buffer";
import { get } from "node:http";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import process from "node:process";

const LISTS = ["facilities", "control-centers", "cyber-systems", "cyber-assets"];

const [directory] = process.argv.slice(2);
const { CIP_API_URL: baseUrl, CIP_API_KEY: apiKey } = process.env;
if (directory === undefined || !baseUrl || !apiKey) {
  throw new Error("usage: CIP_API_URL=... CIP_API_KEY=... node bench/floor.mjs DIRECTORY");
}

const lists = Promise.all(LISTS.map((list) => fetchList(`${baseUrl}/${list}`)));
const files = (await readdir(directory, { recursive: true }))
  .filter((name) => name.endsWith(".yaml") || name.endsWith(".yml"))
  .sort();
let bytes = 0;
for (const file of files) bytes += (await readFile(join(directory, file))).length;
const records = (await lists).reduce((sum, count) => sum + count, 0);
process.stderr.write(`floor: ${files.length} files, ${bytes} bytes, ${records} records\n`);

function fetchList(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "x-api-key": apiKey } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        if (response.statusCode !== 200) reject(new Error(`GET ${url}: ${response.statusCode}`));
        else resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")).length);
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}
