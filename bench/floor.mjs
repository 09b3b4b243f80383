// The planning floor (issue 6): what planning cannot avoid, and nothing more. Reads every .yaml
// file under the folder given as argument and parses it with the YAML parser cip-sync uses, with
// the options of src/core/inventory/yaml-reader.ts; then fetches the four lists a plan needs from
// CIP_API_URL, in parallel, with node:http, and parses their JSON. Measured like the CLI, in its
// own process; plain JavaScript for the reason given in usage-probe.mjs.
import { Buffer } from "node:buffer";
import { get } from "node:http";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import process from "node:process";
import { parseAllDocuments } from "yaml";

const PARSE_OPTIONS = {
  version: "1.2",
  schema: "core",
  merge: false,
  stringKeys: true,
  uniqueKeys: false,
  prettyErrors: false,
};
const LISTS = ["facilities", "control-centers", "cyber-systems", "cyber-assets"];

const [directory] = process.argv.slice(2);
const { CIP_API_URL: baseUrl, CIP_API_KEY: apiKey } = process.env;
if (directory === undefined || !baseUrl || !apiKey) {
  throw new Error("usage: CIP_API_URL=... CIP_API_KEY=... node bench/floor.mjs DIRECTORY");
}

const files = (await readdir(directory, { recursive: true }))
  .filter((name) => name.endsWith(".yaml") || name.endsWith(".yml"))
  .sort();
let documents = 0;
for (const file of files) {
  const text = await readFile(join(directory, file), "utf8");
  for (const document of parseAllDocuments(text, PARSE_OPTIONS)) {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0].message}`);
    documents++;
  }
}

const records = await Promise.all(LISTS.map((list) => fetchList(`${baseUrl}/${list}`)));
process.stderr.write(`floor: ${files.length} files, ${documents} documents, ${records} records\n`);

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
