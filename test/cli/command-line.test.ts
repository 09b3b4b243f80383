// The command line in-process: help, suggestions, plain path arguments, the refusal to apply
// without a terminal or --yes, progress lines, and a graceful stop.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ChangeRecord } from "../../src/core/evidence/records/change-record.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { POPULATION_FILES } from "../../src/render/evidence/populations.ts";
import { runCliInProcess } from "../support/cli.ts";
import { sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-command-line-7d3a";
const ASSETS = 40;

const seed = acmeSeed(KEY, [{ id: "ca_1", name: "old-relay", asset_type: "software" }]);

function inventory(count: number): string {
  const lines = ["cyber_system: Alpha Protection", "facility: Substation Alpha", "assets:"];
  for (let index = 0; index < count; index++) {
    lines.push(`  relay-${String(index).padStart(3, "0")}: hardware`);
  }
  return `${lines.join("\n")}\n`;
}

let workdir: string;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-command-line-");
  await writeFile(join(workdir, "inventory", "alpha.yaml"), inventory(3));
});

afterEach(async () => {
  await rm(workdir, { recursive: true, force: true });
});

describe("help", () => {
  it.each([[["plan", "--help"]], [["help", "plan"]]])(
    "%j shows the plan command's own help, within 80 columns",
    async (args) => {
      const run = await runCliInProcess(args, { cwd: workdir });
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Usage: cip-sync plan \[options\] \[paths\.\.\.\]\n/);
      for (const flag of ["--path", "--format", "--out", "--detailed-exitcode", "--max-changes"]) {
        expect(run.stdout).toContain(flag);
      }
      expect(run.stdout).toContain("(default: 500)");
      expect(run.stdout).toContain("Examples:\n  cip-sync plan\n");
      expect(run.stdout).not.toContain("--record");
      for (const line of run.stdout.split("\n")) expect(line.length).toBeLessThanOrEqual(80);
    },
  );

  it("every command's help fits 80 columns and has an example", async () => {
    for (const command of ["validate", "plan", "apply", "fmt", "import", "emulator"]) {
      const run = await runCliInProcess([command, "--help"], { cwd: workdir });
      expect(run.stdout).toContain(`Examples:\n  cip-sync ${command}`);
      for (const line of run.stdout.split("\n")) expect(line.length).toBeLessThanOrEqual(80);
    }
  });

  // The report and the populations count their period in the policy calendar's time zone, the
  // same days (issue 64; docs/preparing-for-an-audit.md), and --from's help says which.
  it.each([
    [
      "report",
      "first day of the period, YYYY-MM-DD (in the policy calendar's time zone, as --time-zone says)",
    ],
    [
      "populations",
      "first day of the period, YYYY-MM-DD (in the policy calendar's time zone, as --time-zone says)",
    ],
  ])("evidence %s --help names the time zone --from counts in", async (command, says) => {
    const run = await runCliInProcess(["evidence", command, "--help"], { cwd: workdir });
    const from = /--from <day>\s+([^]*?)\n {2}--/.exec(run.stdout)?.[1];
    expect(from?.replace(/\s+/g, " ")).toBe(says);
  });

  it("evidence populations --help names every file it writes (issue 52: it named 4 of 9)", async () => {
    const run = await runCliInProcess(["evidence", "populations", "--help"], { cwd: workdir });
    const text = run.stdout.replace(/\s+/g, " ");
    for (const file of [...Object.values(POPULATION_FILES), "populations.json"]) {
      expect(text).toContain(file);
    }
  });

  it.each([["-V"], ["--version"]])("%s prints the version", async (flag) => {
    const run = await runCliInProcess([flag], { cwd: workdir });
    expect(run.code).toBe(0);
    // The sources, unbuilt: a development version that says it is not a release (issue 52).
    expect(run.stdout).toMatch(
      /^cip-sync \d+\.\d+\.\d+-dev\+unbuilt \(run from the sources, not built, not a release\)\n$/,
    );
  });
});

describe("mistakes get the flag, a suggestion and the fix", () => {
  it.each([
    [
      ["plan", "--paths", "x"],
      "error: unknown option '--paths'; did you mean --path? Run 'cip-sync plan --help' for usage.\n",
    ],
    [
      ["pln"],
      "error: unknown command 'pln'; did you mean plan? Run 'cip-sync --help' for usage.\n",
    ],
    [
      ["validate", "--out", "x"],
      "error: 'validate' does not take --out. Run 'cip-sync validate --help' for usage.\n",
    ],
    [
      ["import", "inventory"],
      "error: unexpected argument 'inventory' for 'import': it takes no paths. Run 'cip-sync import --help' for usage.\n",
    ],
    [
      ["plan", "--out"],
      "error: --out needs a value: --out <file>. Run 'cip-sync plan --help' for usage.\n",
    ],
    [
      ["validate", "--format", "xml"],
      "error: --format must be one of text, json, sarif; got 'xml'.\n",
    ],
    ...[
      ["plan", "--api-key", "k-typed-on-the-command-line"],
      ["plan", "--api-key=k-typed-on-the-command-line"],
    ].map((args): [string[], string] => [
      args,
      "error: --api-key is not a flag: the API key is read from the environment variable CIP_API_KEY only, so that it stays out of the shell history and the process list; run export CIP_API_KEY=... (or set it from your secret store) and leave out --api-key. Run 'cip-sync plan --help' for usage.\n",
    ]),
    [
      ["plan", "--pathz=k-typed-on-the-command-line"],
      "error: unknown option '--pathz'. Run 'cip-sync plan --help' for usage.\n",
    ],
  ])("%j", async (args, expected) => {
    const run = await runCliInProcess(args, { cwd: workdir });
    expect(run.stderr).toBe(expected);
    expect(run.stdout).toBe("");
    expect(run.code).toBe(1);
  });
});

describe("paths as plain arguments", () => {
  it("validates the files, directories and globs given, with or without --path", async () => {
    await mkdir(join(workdir, "more"));
    await writeFile(join(workdir, "more", "a.yaml"), "cyber_system: A\nassets: {}\n");
    await writeFile(join(workdir, "more", "b.yml"), "cyber_system: B\nassets: {}\n");
    await writeFile(join(workdir, "single.yaml"), "cyber_system: C\nassets: {}\n");
    const run = await runCliInProcess(
      ["validate", "more/*.yaml", "single.yaml", "--path", "inventory/"],
      { cwd: workdir },
    );
    // Issue 90: the verdict is the command's output, on standard output.
    expect(run.stdout).toBe(
      "Valid: 3 inventory file(s) (3 cyber system(s), 3 asset(s)). References to the service were not checked (set CIP_API_URL and CIP_API_KEY to check them).\n",
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });

  it("an invalid file: each problem on standard error, the verdict on standard output", async () => {
    await writeFile(join(workdir, "broken.yaml"), "cyber_system: A\nasets: {}\n");
    const run = await runCliInProcess(["validate", "broken.yaml"], { cwd: workdir });
    expect(run.stderr).toBe(
      [
        'broken.yaml:1:1: error: missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets',
        'broken.yaml:2:1: error: unknown key "asets"; did you mean "assets"?',
        "",
      ].join("\n"),
    );
    expect(run.stdout).toBe(
      "Invalid: 2 error(s), each above at its file:line:column (read: 1 inventory file(s) (0 cyber system(s), 0 asset(s))); plan and apply refuse the files until they are fixed.\n",
    );
    expect(run.code).toBe(1);
  });
});

describe("fmt", () => {
  it("--check lists the files not in the canonical layout and exits 1; fmt rewrites them", async () => {
    const messy = await readFile(new URL("../fixtures/fmt/messy.input.yaml", import.meta.url));
    const canonical = await readFile(
      new URL("../fixtures/fmt/messy.expected.yaml", import.meta.url),
      "utf8",
    );
    await writeFile(join(workdir, "inventory", "messy.yaml"), messy);
    await writeFile(join(workdir, "inventory", "alpha.yaml"), canonical);

    const checked = await runCliInProcess(["fmt", "--check"], { cwd: workdir });
    expect(checked.stdout).toBe("inventory/messy.yaml\n");
    expect(checked.stderr).toBe(
      "1 of 2 file(s) not in the canonical layout; run 'cip-sync fmt' to rewrite them.\n",
    );
    expect(checked.code).toBe(1);
    expect(await readFile(join(workdir, "inventory", "messy.yaml"))).toEqual(messy);

    const rewritten = await runCliInProcess(["fmt", "inventory/messy.yaml"], { cwd: workdir });
    expect([rewritten.code, rewritten.stdout]).toEqual([0, "inventory/messy.yaml\n"]);
    expect(await readFile(join(workdir, "inventory", "messy.yaml"), "utf8")).toBe(canonical);
    const again = await runCliInProcess(["fmt", "--check"], { cwd: workdir });
    expect([again.code, again.stdout, again.stderr]).toEqual([0, "", ""]);
  });

  it("leaves a file it cannot read as YAML, naming the place", async () => {
    await writeFile(join(workdir, "inventory", "broken.yaml"), "cyber_system: A\nassets: [x\n");
    const run = await runCliInProcess(["fmt"], { cwd: workdir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^inventory\/broken\.yaml:\d+:\d+: error: .*; fix the YAML, then run fmt again \(the file was left as it is\)\n/,
    );
    expect(await readFile(join(workdir, "inventory", "broken.yaml"), "utf8")).toBe(
      "cyber_system: A\nassets: [x\n",
    );
  });
});

describe("apply against the emulator", () => {
  let emulator: RunningEmulator;
  let env: Record<string, string>;

  beforeEach(async () => {
    emulator = await startEmulator({ seed: seed });
    env = { CIP_API_URL: emulator.url, CIP_API_KEY: KEY };
  });

  afterEach(async () => {
    await emulator.close();
  });

  it("puts the warnings of loading and resolution into the plan, before the planner's own", async () => {
    await writeFile(
      join(workdir, "inventory", "alpha.yaml"),
      // "rеlay-1" spells its "е" in Cyrillic: a warning of loading; renamed_from one of planning.
      "cyber_system: Alpha Protection\nfacility: Substation Alpha\nassets:\n  old-relay: hardware\n  r\u0435lay-1: hardware\n  new-relay:\n    type: hardware\n    renamed_from: gone-relay\n",
    );
    const run = await runCliInProcess(["plan", "--format", "json"], { cwd: workdir, env });
    expect(run.code).toBe(0);
    const { warnings } = JSON.parse(run.stdout) as { warnings: { message: string }[] };
    expect(warnings.map((warning) => warning.message)).toEqual([
      expect.stringContaining("Cyrillic"),
      'renamed_from "gone-relay" matches no live asset, so "new-relay" will be created as a new asset; correct renamed_from or remove it',
    ]);
  });

  it("a wrong key gets one sentence and the fix, without doubled punctuation", async () => {
    const run = await runCliInProcess(["plan"], {
      cwd: workdir,
      env: { ...env, CIP_API_KEY: "wrong-key-but-long-enough" },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^error: GET \/[a-z-]+ failed: 401 Unauthorized: Missing or invalid X-API-Key header; send an API key an Organization Admin generated for your organization; check the API key in CIP_API_KEY\n$/,
    );
  });

  it("refuses without a terminal to ask on, unless --yes, and changes nothing", async () => {
    const run = await runCliInProcess(["apply"], { cwd: workdir, env });
    expect(run.stderr).toBe(
      "error: apply changes the live inventory and asks for confirmation first, but standard input is not a terminal; review the changes with 'cip-sync plan', then pass --yes (or --plan FILE with the saved plan).\n",
    );
    expect(run.code).toBe(1);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("asks on a terminal, after the summary and the deletes, and takes only 'yes'", async () => {
    const declined = await runCliInProcess(["apply"], {
      cwd: workdir,
      env,
      stdinIsTTY: true,
      answer: "y",
    });
    expect(declined.asked).toEqual([
      "Apply these changes to the live inventory? Only 'yes' is accepted: ",
    ]);
    expect(declined.stdout).toMatch(/^Plan: .*\nFingerprint: .*\n\nDELETE: /);
    expect(declined.stderr).toBe("Apply cancelled: nothing was changed.\n");
    expect(emulator.mutatingRequestCount()).toBe(0);

    const accepted = await runCliInProcess(["apply", "-q"], {
      cwd: workdir,
      env,
      stdinIsTTY: true,
      answer: "yes",
    });
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toContain("Applied: all 4 operations succeeded.\n");
  });

  it("logs progress at each tenth when standard error is not a terminal", async () => {
    await writeFile(join(workdir, "inventory", "alpha.yaml"), inventory(ASSETS - 1));
    let clock = 0;
    const run = await runCliInProcess(["apply", "--yes", "--concurrency", "1"], {
      cwd: workdir,
      env,
      // Each reading of the clock is a second later: the rate is then deterministic.
      now: () => (clock += 1000),
    });
    expect(run.code).toBe(0);
    const lines = run.stderr.split("\n").filter((line) => line.startsWith("Applying: "));
    expect(lines.map((line) => /\((\d+)%\)/.exec(line)?.[1])).toEqual([
      "10",
      "20",
      "30",
      "40",
      "50",
      "60",
      "70",
      "80",
      "90",
      "100",
    ]);
    expect(lines[0]).toMatch(/^Applying: 4\/40 \(10%\), 0 failed, \d+\.\d\/s, about \d+ s left$/);
    expect(lines.at(-1)).toMatch(/^Applying: 40\/40 \(100%\), 0 failed, \d+\.\d\/s$/);
  });

  it("a saved plan remembers its paths: apply --plan reads the same files", async () => {
    await mkdir(join(workdir, "elsewhere"));
    await writeFile(join(workdir, "elsewhere", "alpha.yaml"), inventory(2));
    const planned = await runCliInProcess(["plan", "--out", "plan.json", "elsewhere/"], {
      cwd: workdir,
      env,
    });
    expect(planned.code).toBe(0);
    const saved = JSON.parse(await readFile(join(workdir, "plan.json"), "utf8")) as {
      inputs: unknown;
    };
    expect(saved.inputs).toEqual({
      patterns: ["elsewhere/"],
      root: ".",
      declared: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
    const applied = await runCliInProcess(["apply", "--plan", "plan.json", "-q"], {
      cwd: workdir,
      env,
    });
    expect([applied.code, applied.stdout]).toEqual([0, "Applied: all 3 operations succeeded.\n"]);
    // Paths given win over the plan's: inventory/ declares three assets, so the plan differs, and
    // the files, not the live inventory, are what changed (issue 52).
    const other = await runCliInProcess(["apply", "--plan", "plan.json", "inventory/"], {
      cwd: workdir,
      env,
    });
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(
      /^error: the assets the inventory files declare changed since this plan was reviewed: the reviewed plan has fingerprint sha256:[0-9a-f]{64}, the plan now is sha256:[0-9a-f]{64} \(shown above\)\. Nothing was changed; review the new plan and apply it\.\n/,
    );
  });

  it("--quiet prints the verdict only", async () => {
    const run = await runCliInProcess(["apply", "--yes", "--quiet"], { cwd: workdir, env });
    expect(run.stdout).toBe("Applied: all 4 operations succeeded.\n");
    expect(run.stderr).toBe("");
  });

  it("stops on the first interrupt: in-flight finish, the rest skipped, record interrupted, 130", async () => {
    await writeFile(join(workdir, "inventory", "alpha.yaml"), inventory(ASSETS - 1));
    let interrupt: (() => void) | undefined;
    let seen = 0;
    const record = join(workdir, "record.json");
    sealableCheckout(workdir);
    const runPromise = runCliInProcess(
      ["apply", "--yes", "--concurrency", "2", "--record", record],
      {
        cwd: workdir,
        env,
        onInterruptible: (deliver) => {
          interrupt = deliver;
        },
        // The progress reads the clock as operations finish: the sixth reading interrupts.
        now: () => {
          if (++seen === 6) interrupt?.();
          return seen;
        },
      },
    );
    const run = await runPromise;
    expect(run.code).toBe(130);
    expect(run.stderr).toContain("Stopping: no new operation starts");
    // The outcome comes last, listing the skipped operations but none that succeeded.
    expect(run.stdout).not.toMatch(/^ {2}ok /m);
    expect(run.stdout).toMatch(/^ {2}skipped /m);
    expect(run.stdout).toMatch(
      /\nInterrupted: \d+ of 40 operations succeeded, 0 failed, \d+ not started\.\nThe operations that had started finished; none after them was started\. Plan again to see what is still missing, then apply it\.\n$/,
    );
    const written = JSON.parse(await readFile(record, "utf8")) as ChangeRecord;
    expect(written.status).toBe("interrupted");
    const created = written.operations.filter(
      (operation) => operation.action === "create" && operation.result === "succeeded",
    ).length;
    const live = emulator.inventory("acme").cyberAssets.filter((asset) => asset.id !== "ca_1");
    expect(created).toBe(live.length);
    expect(written.result_summary.skipped).toBeGreaterThan(0);
    expect(written.result_summary.succeeded + written.result_summary.skipped).toBe(
      written.operations.length,
    );
    // Issue 52: the count line said "succeeded or did not run" of operations that all succeeded.
    expect(run.stdout).toContain(
      `\nNot listed: ${written.result_summary.succeeded} operations that succeeded (--verbose lists every operation).\n`,
    );
  });

  it("a second interrupt exits at once and lists the operations applied, which no record holds", async () => {
    await writeFile(join(workdir, "inventory", "alpha.yaml"), inventory(ASSETS - 1));
    let interrupt: (() => void) | undefined;
    let seen = 0;
    const run = await runCliInProcess(["apply", "--yes", "--concurrency", "2"], {
      cwd: workdir,
      env,
      onInterruptible: (deliver) => {
        interrupt = deliver;
      },
      // The sixth reading of the clock interrupts twice: a stop, then the exit at once.
      now: () => {
        if (++seen === 6) {
          interrupt?.();
          interrupt?.();
        }
        return seen;
      },
    });
    expect(run.exitedWith).toBe(130);
    const [, after] = run.stderr.split(
      "Interrupted again: exiting now, without the change record.\n",
    );
    const heading =
      /^Applied before the exit, and in no change record \((\d+) operations; note them with the change\):\n/.exec(
        after ?? "",
      );
    expect(heading).not.toBeNull();
    const lines = (after ?? "").split("\n").slice(1);
    const listed = lines.filter((line) => line.startsWith("  #"));
    expect(listed).toHaveLength(Number(heading![1]));
    const live = new Set(emulator.inventory("acme").cyberAssets.map((asset) => asset.id));
    const [deleted, ...creates] = listed;
    expect(deleted).toBe(
      "  #1 delete old-relay (ca_1) from Alpha Protection (facility Substation Alpha)",
    );
    expect(live.has("ca_1")).toBe(false);
    for (const line of creates) {
      const id =
        /^ {2}#\d+ create relay-\d{3} \(hardware\) in Alpha Protection \(facility Substation Alpha\): created (\S+)$/.exec(
          line,
        )?.[1];
      expect(live.has(id ?? "")).toBe(true);
    }
    expect(lines[listed.length]).toBe(
      "Besides these, operations still in flight may have been applied too: run 'cip-sync plan' to see what the live inventory holds now.",
    );
  });
});
