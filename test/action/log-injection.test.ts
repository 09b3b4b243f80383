// Untrusted text never becomes a workflow command in the Action's log: asset names from the pull
// request's YAML, cyber-system names from the live service and file names, each carrying both
// forms the runner parses ("::" at a line's start, "##[" anywhere). The raw log lines are checked
// as the runner reads them.
import { describe, expect, it } from "vitest";
import { COMMAND_BREAK } from "../../src/core/shared/text/workflow-commands.ts";
import { runInProcess } from "./run-action.ts";
import {
  checkDrift,
  planPullRequest,
  reseedEmulator,
  SEED_ASSETS,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

const LEGACY_ASSET = "x##[error title=Security review]Approved by CISO";
const LINE_START_ASSET = "::warning title=Approved::forged asset";
const LIVE_SYSTEM = "::stop-commands::pwned";
const LIVE_LEGACY_ASSET = "live##[add-mask]hidden";
const FILE_NAME = "::warning title=Approved::forged.yaml";

/** The log as the runner splits it: at "\n", "\r" and "\r\n". */
function logLines(stdout: string): string[] {
  return stdout.split(/\r\n|\r|\n/);
}

/** The commands the runner would run: by the "::" parser after trimming, or the legacy "##[" one. */
function commandsIn(stdout: string): string[] {
  return logLines(stdout).filter(
    (line) => /^[\s\u0085\u001C-\u001F]*::/.test(line) || line.includes("##["),
  );
}

/** A command this Action writes itself: masks, groups, debug lines and its own annotations. */
function isOwnCommand(line: string): boolean {
  if (/^::(add-mask|debug|group|endgroup)::/.test(line)) return !line.startsWith("::add-mask::x");
  const match = /^::(error|warning)(?: ([^:]*))?::/.exec(line);
  if (match === null) return false;
  const title = /(?:^|,)title=([^,]*)/.exec(match[2] ?? "")?.[1];
  return [
    "Invalid inventory",
    "Inventory warning",
    "Safety limit",
    "No plan",
    "Evidence ledger's writer",
    undefined,
  ].includes(title);
}

describe("workflow-command injection", () => {
  it("neutralises hostile asset, live system and file names in a pull request's plan", async () => {
    await reseedEmulator(
      [...SEED_ASSETS, { id: "ca_live", name: LIVE_LEGACY_ASSET, cyber_system_id: "cs_hostile" }],
      [{ id: "cs_hostile", name: LIVE_SYSTEM }],
    );
    await writeInventory(
      FILE_NAME,
      `cyber_system: ${JSON.stringify(LIVE_SYSTEM)}\nfacility: Substation Alpha\nassets:\n  ${JSON.stringify(LEGACY_ASSET)}: hardware\n  ${JSON.stringify(LINE_START_ASSET)}: hardware\n`,
    );
    const run = await planPullRequest();
    expect(run.code).toBe(0);
    const forged = commandsIn(run.stdout).filter((line) => !isOwnCommand(line));
    expect(forged).toEqual([]);
    expect(run.stdout).not.toContain("##[");
    // The names did reach the log, neutralised.
    expect(run.stdout).toContain(`x##${COMMAND_BREAK}[error title=Security review]`);
    expect(run.stdout).toContain(`live##${COMMAND_BREAK}[add-mask]hidden`);
    expect(run.stdout).toContain(LIVE_SYSTEM.slice(2));
    expect(run.outputs.creates).toBe("3");
  });

  it("escapes a hostile file name and message in an annotation's properties", async () => {
    await writeInventory(FILE_NAME, "cyber_system: Protection System\nasets: {}\n");
    await writeInventory("percent.yaml", 'cyber_system: "100%, ::x\\r"\nassets: {}\n');
    const run = await checkDrift();
    expect(run.code).toBe(1);
    expect(logLines(run.stdout)).toContain(
      '::error title=Invalid inventory,file=inventory/%3A%3Awarning title=Approved%3A%3Aforged.yaml,line=2,col=1::unknown key "asets"; did you mean "assets"?',
    );
    expect(logLines(run.stdout)).toContain(
      '::error title=Invalid inventory,file=inventory/percent.yaml,line=1,col=15::cyber_system "100%25, ::x\\r" contains U+000D CARRIAGE RETURN (a control character) at character 10; remove it',
    );
    expect(commandsIn(run.stdout).filter((line) => !isOwnCommand(line))).toEqual([]);
  });
});
