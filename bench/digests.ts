// The outputs of the ledger commands, as SHA-256 digests, to show that a change to how the ledger
// is read changes none of them (issue 53): on the benchmark's ledger of 10,000 records (or
// --records N), the bundled CLI's obligations in JSON and CSV, every population file and the JSON
// report with its `generated_at` and `generated_by` (the build's version) taken out. Not a test
// and not timed: run it before and after a change (`npm run build` first), or give --cli another
// build's dist/cli/index.js, and compare the two files it writes:
//   node bench/digests.ts --cli ../main/dist/cli/index.js --out bench/out/digests-before.json
//   node bench/digests.ts --out bench/out/digests-after.json
// The populations are written with --without-ports: the synthetic ledger's commits are in no git
// repository. A report's gaps run to the day it is made, so compare digests made on the same day.
import { createHash } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { HOUR_MS, START, wholePeriod, writeLedger } from "./ledger.ts";
import { expectExit, OUT_DIRECTORY, REPOSITORY, runNode } from "./measure.ts";

const { values } = parseArgs({
  options: {
    records: { type: "string", default: "10000" },
    out: { type: "string" },
    cli: { type: "string" },
  },
});
const records = Number(values.records);
const CLI =
  values.cli === undefined ? join(REPOSITORY, "dist", "cli", "index.js") : resolve(values.cli);
const dir = await writeLedger(records);
const last = new Date(START + records * HOUR_MS).toISOString().slice(0, 10);
const written = join(OUT_DIRECTORY, `digests-${process.pid}`);
const out = (name: string) => join(written, name);

const runs: [string, string[]][] = [
  ["verify", ["evidence", "verify", "--dir", dir]],
  ...["json", "csv"].map((format): [string, string[]] => [
    `obligations ${format}`,
    [
      "obligations",
      "--dir",
      dir,
      "--at",
      last,
      "--format",
      format,
      "--out",
      out(`obligations.${format}`),
    ],
  ]),
  [
    "populations",
    [
      "evidence",
      "populations",
      ...wholePeriod(dir, last),
      "--out",
      out("populations"),
      "--without-ports",
    ],
  ],
  [
    "report json",
    [
      "evidence",
      "report",
      ...wholePeriod(dir, last),
      "--format",
      "json",
      "--out",
      out("report.json"),
    ],
  ],
];
const digests: Record<string, string> = {};
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");
try {
  for (const [what, args] of runs) {
    const run = await runNode([CLI, ...args], { cwd: REPOSITORY, env: {} });
    expectExit(run, 0, what);
  }
  for (const name of (await readdir(out("populations"))).sort())
    digests[`populations/${name}`] = sha256(await readFile(out(`populations/${name}`)));
  for (const format of ["json", "csv"])
    digests[`obligations.${format}`] = sha256(await readFile(out(`obligations.${format}`)));
  const report = JSON.parse(await readFile(out("report.json"), "utf8")) as Record<string, unknown>;
  // When it was made, and by which build (a build between releases names its commit).
  delete report.generated_at;
  delete report.generated_by;
  digests["report.json without generated_at and generated_by"] = sha256(JSON.stringify(report));
} finally {
  await rm(written, { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
}
const text = `${JSON.stringify({ records, digests }, null, 2)}\n`;
if (values.out !== undefined) await writeFile(values.out, text);
process.stdout.write(text);
