// The floor of a platform source's sync (issue 81): the requests the sync made, replayed one after
// another with node:http, each answer read whole and parsed as JSON, and nothing more: the I/O no
// reader of that platform can avoid. Measured like the CLI, in its own process; plain JavaScript
// for the reason given in usage-probe.mjs.
import { Buffer } from "node:buffer";
import { request } from "node:http";
import { readFile } from "node:fs/promises";
import process from "node:process";

const [file] = process.argv.slice(2);
if (file === undefined) throw new Error("usage: node bench/source-floor.mjs REQUESTS.json");
const { origin, requests } = JSON.parse(await readFile(file, "utf8"));
let bytes = 0;
for (const sent of requests) bytes += await replay(sent);
process.stderr.write(`floor: ${requests.length} requests, ${bytes} bytes\n`);

function replay({ method, path, headers, body }) {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        if (response.statusCode !== 200)
          reject(new Error(`${method} ${path}: ${response.statusCode}`));
        else {
          JSON.parse(text);
          resolve(text.length);
        }
      });
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body === "" ? undefined : body);
  });
}
