// What a command source can still reach, as docs/sources.md ("What a command can reach") says:
// its own environment holds none of the run's secrets, but it runs as the same user as the
// Action, so on Linux it can read its parent's environment from /proc/<ppid>/environ, where the
// Action's inputs (the API key, the tokens, the webhook URL) are. Node cannot forbid that to a
// child of the same user, so the docs say it instead (issue 52); when a change makes it
// unreachable, this test fails and the docs must change with it. A process of its own: the
// subject is what the parent's environment holds when the process starts.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { repositoryRoot } from "../../support/cli.ts";

const KEY = "test-key-parent-environ-3c9d";

/** Reads a command source whose program prints what it found of CIP_API_KEY, itself and its parent's. */
const PARENT = `
import { readCommandRows } from ${JSON.stringify(`${repositoryRoot}src/io/sources/command-source.ts`)};
const program = \`
  const { readFileSync } = require("node:fs");
  const parent = readFileSync("/proc/" + process.ppid + "/environ", "utf8").split("\\\\0");
  const found = (list) => list.find((line) => line.startsWith("CIP_API_KEY=")) ?? "absent";
  console.log(JSON.stringify([
    { name: "own:" + (process.env.CIP_API_KEY ?? "absent"), system: "S", type: "hardware" },
    { name: "parent:" + found(parent), system: "S", type: "hardware" },
  ]));\`;
const rows = await readCommandRows(
  { name: "reach", kind: "command", run: [process.execPath, "-e", program], env: [], timeout_seconds: 30 },
  process.cwd(),
  process.env,
);
process.stdout.write(rows.map((row) => row.name).join("\\n"));
`;

it.runIf(process.platform === "linux")(
  "a command source's environment has no secret, and its parent's /proc environ has them",
  async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", PARENT],
      { env: { PATH: process.env.PATH ?? "", CIP_API_KEY: KEY } },
    );
    expect(stdout).toBe(`own:absent\nparent:CIP_API_KEY=${KEY}`);
  },
);
