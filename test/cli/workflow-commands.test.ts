// Issue 22 item 4: under GitHub Actions (GITHUB_ACTIONS=true) nothing the CLI prints can become a
// workflow command, whatever the names in the files, on disk or in the service: every command and
// format is run in process against the emulator with hostile asset and file names, and every line
// of stdout and stderr is checked as the runner reads it. JSON output still parses to the value it
// has outside Actions.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { runCliInProcess } from "../support/cli.ts";
import { KEY, serviceSeed } from "./systems-fixture.ts";

const HOSTILE_LIVE_NAMES = [
  "::error title=Approved::forged from the service",
  "x##[warning]forged from the service",
  "\t::stop-commands::pwned",
];
const HOSTILE_FILE = "::warning file=a::forged.yaml";

/** What the runner takes for a command in one line of a step's output. */
function commandLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => /^[\s\u0085\u001C-\u001F]*::/.test(line) || line.includes("##["));
}

let emulator: RunningEmulator;
let workdir: string;

beforeAll(async () => {
  const hostile = structuredClone(serviceSeed);
  const acme = hostile.organizations[0]!;
  acme.cyber_assets.push(
    ...HOSTILE_LIVE_NAMES.map((name, index) => ({
      id: `ca_h${index}`,
      name,
      cyber_system_id: "cs_prot_b",
      // Not the declared names' type: plain deletes, not possible renames (their own block).
      asset_type: "software" as const,
    })),
  );
  emulator = await startEmulator({ seed: parseEmulatorSeed(JSON.stringify(hostile), "seed") });
  workdir = await mkdtemp(join(tmpdir(), "cip-sync-commands-"));
  await mkdir(join(workdir, "good"));
  await mkdir(join(workdir, "broken"));
  // Valid, but not in the canonical layout (fmt lists it), declaring names that forge commands.
  await writeFile(
    join(workdir, "good", HOSTILE_FILE),
    [
      "cyber_system: Protection System",
      "facility: Substation Bravo",
      "assets:",
      '  "##[error]declared": hardware',
      '  "::notice::declared": hardware',
      "",
    ].join("\n"),
  );
  // Invalid: its diagnostics start with the file name and quote the names.
  await writeFile(
    join(workdir, "broken", HOSTILE_FILE),
    [
      "cyber_system: Protection System",
      "facility: Substation Bravo",
      "assets:",
      '  "##[error]declared": hardware',
      '  "##[error]declared": hardware',
      "",
    ].join("\n"),
  );
});

afterAll(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

/** [what, folder run in, arguments, whether the output forges a command outside Actions]. */
const COMMANDS: [string, string, string[], boolean][] = [
  ["validate", "broken", ["validate", "."], true],
  ["validate as JSON", "broken", ["validate", "--format", "json", "."], true],
  ["validate as SARIF", "broken", ["validate", "--format", "sarif", "."], true],
  ["plan", "good", ["plan", "."], true],
  ["plan as JSON", "good", ["plan", "--format", "json", "."], true],
  ["plan as Markdown", "good", ["plan", "--format", "markdown", "."], false],
  ["drift", "good", ["drift", "."], true],
  ["drift as JSON", "good", ["drift", "--format", "json", "."], true],
  ["fmt --check", "good", ["fmt", "--check", "."], true],
];

describe("issue 22 item 4: the CLI under GitHub Actions prints no workflow command", () => {
  it.each(COMMANDS)("%s", async (_name, folder, args, forgesOutside) => {
    const env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
    const cwd = join(workdir, folder);
    const outside = await runCliInProcess(args, { cwd, env });
    const inside = await runCliInProcess(args, { cwd, env: { ...env, GITHUB_ACTIONS: "true" } });
    // The hostile names do reach the output: outside Actions they would be commands.
    expect(commandLines(outside.stdout + outside.stderr).length > 0).toBe(forgesOutside);
    expect(commandLines(inside.stdout)).toEqual([]);
    expect(commandLines(inside.stderr)).toEqual([]);
    expect(inside.code).toBe(outside.code);
    if (args.includes("json") || args.includes("sarif")) {
      expect(JSON.parse(inside.stdout)).toEqual(JSON.parse(outside.stdout));
    }
  });
});
