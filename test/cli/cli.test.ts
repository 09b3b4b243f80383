// The command line against the emulator over loopback, in-process (runCli with captured streams
// and only the variables each test sets, as the bundle runs with a clean environment): plan, apply,
// reviewed plans, import, validate and usage mistakes, with their messages, exit codes and requests.
// cli.e2e.test.ts runs a plan and apply, and --version, through the bundle.
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Plan } from "../../src/core/plan/plan-model.ts";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { runCliInProcess } from "../support/cli.ts";
import { startWebhookReceiver } from "../support/webhook-receiver.ts";
import {
  expectApplyConverges,
  KEY,
  serviceSeed,
  startSystemsFixture,
  type SystemsFixture,
} from "./systems-fixture.ts";
import { commitFiles, sealableCheckout } from "../support/inventory-repository.ts";

const execFileAsync = promisify(execFile);
/** The remote origin, with a credential that neither the record nor a notification may carry. */
const ORIGIN = "https://ci-bot:ghp_notACredential1234@github.com/grid-east/inventory.git";
/** A key the service does not know: the apply stops at its first read. */
const WRONG_KEY = "test-key-unknown-7d3e";

let fixture: SystemsFixture;
let emulator: RunningEmulator;
let workdir: string;
let env: Record<string, string>;

beforeEach(async () => {
  fixture = await startSystemsFixture();
  ({ emulator, workdir, env } = fixture);
});

afterEach(async () => {
  await fixture.close();
});

async function planJson(extraArgs: string[] = []): Promise<Plan> {
  const run = await runCliInProcess(["plan", "--format", "json", ...extraArgs], {
    cwd: workdir,
    env,
  });
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as Plan;
}

describe("cip-sync plan and apply against the emulator", () => {
  it("plans every kind of change with a constant number of requests", async () => {
    emulator.resetCounts();
    const plan = await planJson();
    expect(plan.summary).toEqual({
      create: 2,
      update: 4,
      delete: 1,
      move: 1,
      rename: 2,
      retype: 1,
    });
    expect(plan.operations.map((operation) => [operation.action, operation.name])).toEqual(
      expect.arrayContaining([
        ["delete", "old-hmi"],
        ["update", "alpha-rtu-01b"],
        ["update", "alpha-historian"],
        ["update", "bravo-relay-01"],
        ["update", "ems-server-01"],
        ["create", "alpha-gateway-01"],
        ["create", "bravo-meter-01"],
      ]),
    );
    expect(plan.operations[0]).toMatchObject({ action: "delete", asset_id: "ca_5" });
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect([...emulator.requestCounts().values()].reduce((a, b) => a + b, 0)).toBe(4);
  });

  it("applies the plan, converges, and touches nothing outside the managed scope", async () => {
    await expectApplyConverges(fixture, runCliInProcess);
  });

  it("exits 2 with --detailed-exitcode when there are changes, and saves the plan with --out", async () => {
    const run = await runCliInProcess(["plan", "--detailed-exitcode", "--out", "out/plan.json"], {
      cwd: workdir,
      env,
    });
    expect(run.code).toBe(2);
    const saved = JSON.parse(await readFile(join(workdir, "out", "plan.json"), "utf8")) as Plan;
    expect(saved.fingerprint).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(run.stderr).toContain(saved.fingerprint);
  });

  it("refuses a reviewed plan once the live inventory changed, changing nothing", async () => {
    const saved = await runCliInProcess(["plan", "--out", "plan.json"], { cwd: workdir, env });
    expect(saved.code).toBe(0);

    // Someone changes the service after the review.
    const response = await fetch(`${emulator.url}/cyber-assets/ca_1`, {
      method: "PATCH",
      headers: { "X-API-Key": KEY, "Content-Type": "application/json" },
      body: JSON.stringify({ asset_type: "software" }),
    });
    expect(response.status).toBe(200);
    const before = emulator.inventory("acme");
    emulator.resetCounts();

    const run = await runCliInProcess(["apply", "--plan", "plan.json"], { cwd: workdir, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("the live inventory changed since this plan was reviewed");
    expect(emulator.mutatingRequestCount()).toBe(0);
    expect(emulator.inventory("acme")).toEqual(before);
  });

  it("applies a reviewed plan that still matches, and writes a change record", async () => {
    sealableCheckout(workdir);
    await runCliInProcess(["plan", "--out", "plan.json"], { cwd: workdir, env });
    const run = await runCliInProcess(["apply", "--plan", "plan.json", "--record", "record.json"], {
      cwd: workdir,
      env,
    });
    expect(run.code).toBe(0);
    const record = JSON.parse(await readFile(join(workdir, "record.json"), "utf8"));
    expect(record.status).toBe("applied");
    expect(record.operations).toHaveLength(7);
    expect(record.operations.every((op: { result: string }) => op.result === "succeeded")).toBe(
      true,
    );
  });

  it("imports the live inventory as files that plan to no changes", async () => {
    const imported = await runCliInProcess(["import", "--out", "imported"], { cwd: workdir, env });
    expect(imported.code).toBe(0);
    // Issue 90: the service hides impact from API keys, so no file has it; the command says so.
    expect(imported.stderr).toMatch(
      /^Imported \d+ cyber system\(s\) into imported\/\.\nnote: no file has impact:, which the service does not show to API keys; add impact: high, medium or low \(the system's CIP-002 rating\) to each document: until then the CIP obligations judge the system as High, and every impact rule of the policy matches it\.\n$/,
    );
    const alpha = await readFile(
      join(workdir, "imported", "substation-alpha", "protection-system.yaml"),
      "utf8",
    );
    expect(alpha).toContain("$schema=../inventory.schema.json");
    expect(alpha).toContain("facility: Substation Alpha");

    const run = await runCliInProcess(["plan", "--path", "imported", "--detailed-exitcode"], {
      cwd: workdir,
      env,
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("No changes");
  });

  it("refuses to empty a system without --allow-mass-delete", async () => {
    await writeFile(
      join(workdir, "inventory", "systems.yaml"),
      "cyber_system: Protection System\nfacility: Substation Bravo\nassets: {}\n",
    );
    const refused = await runCliInProcess(["apply", "--yes"], { cwd: workdir, env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--allow-mass-delete");
    // Said once, in the refusal's first line.
    expect(refused.stderr.match(/nothing was changed/gi)).toEqual(["nothing was changed"]);
    expect(emulator.mutatingRequestCount()).toBe(0);

    const allowed = await runCliInProcess(["apply", "--yes", "--allow-mass-delete"], {
      cwd: workdir,
      env,
    });
    expect(allowed.code).toBe(0);
    expect(
      emulator.inventory("acme").cyberAssets.filter((a) => a.cyber_system_id === "cs_prot_b"),
    ).toEqual([]);
  });

  it.each([
    { flags: [], refused: true },
    { flags: ["--allow-mass-delete"], refused: true },
    { flags: ["--allow-replace"], refused: false },
  ])(
    "issue 25 item 1: a rename made in the service, apply $flags: refused $refused",
    async ({ flags, refused }) => {
      // Compliance staff rename bravo-relay-01 (ca_4) in the service; the files still declare it.
      const renamed = await fetch(new URL("/cyber-assets/ca_4", emulator.url), {
        method: "PATCH",
        headers: { "X-API-Key": KEY, "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Bravo Relay 1" }),
      });
      expect(renamed.status).toBe(200);
      await writeFile(
        join(workdir, "inventory", "systems.yaml"),
        "cyber_system: Protection System\nfacility: Substation Bravo\nassets:\n  bravo-relay-01: hardware\n  old-hmi: software\n",
      );
      const plan = await runCliInProcess(["plan"], { cwd: workdir, env });
      expect(plan.stdout).toContain(
        "    - Bravo Relay 1 (ca_4), hardware, possibly renamed in the service from bravo-relay-01",
      );
      expect(plan.stdout).toContain(
        "    keep the record: bravo-relay-01: {type: hardware, renamed_from: Bravo Relay 1}",
      );
      emulator.resetCounts();
      const apply = await runCliInProcess(["apply", "--yes", ...flags], { cwd: workdir, env });
      const names = emulator.inventory("acme").cyberAssets.map((asset) => asset.name);
      if (refused) {
        expect(apply.code).toBe(1);
        expect(apply.stderr).toContain(
          "  - 1 asset was possibly renamed (in the service, or in a file without renamed_from)",
        );
        expect(apply.stderr).toContain("re-run with --allow-replace");
        expect(emulator.mutatingRequestCount()).toBe(0);
        expect(names).toContain("Bravo Relay 1");
      } else {
        expect(apply.code).toBe(0);
        expect(names).toContain("bravo-relay-01");
        expect(names).not.toContain("Bravo Relay 1");
      }
    },
  );

  it("never prints the API key, even when the service rejects it", async () => {
    const wrongKey = "wrong-key-3c9d-secret";
    const run = await runCliInProcess(["plan"], {
      cwd: workdir,
      env: { CIP_API_URL: emulator.url, CIP_API_KEY: wrongKey },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^error: GET \/(facilities|control-centers|cyber-systems|cyber-assets) failed: 401 Unauthorized: .*; check the API key in CIP_API_KEY\n$/,
    );
    expect(`${run.stdout}${run.stderr}`).not.toContain(wrongKey);
  });

  it("names the URL setting when the service cannot be reached", async () => {
    const closed = await startEmulator({
      seed: serviceSeed,
    });
    const url = closed.url;
    await closed.close();
    // Each retry waits a random share of its backoff ceiling (full jitter): a draw of 0, one of the
    // values Math.random gives, keeps all five attempts and the message without waiting 1.5 s on
    // average (up to 3 s) for them.
    const random = vi.spyOn(Math, "random").mockReturnValue(0);
    const run = await runCliInProcess(["plan", "--api-url", url], {
      cwd: workdir,
      env: { CIP_API_KEY: KEY },
    }).finally(() => random.mockRestore());
    expect(run.code).toBe(1);
    expect(run.stderr.replace(/^error: GET \/[a-z-]+ failed/, "error: GET /... failed")).toBe(
      `error: GET /... failed: could not connect (connect ECONNREFUSED ${new URL(url).host}) (after 5 attempts); check the service URL in --api-url\n`,
    );
  });
});

describe("cip-sync validate", () => {
  it("accepts a valid inventory offline and makes no request", async () => {
    const run = await runCliInProcess(["validate"], { cwd: workdir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Valid: 1 inventory file(s) (3 cyber system(s), 7 asset(s))");
    expect([...emulator.requestCounts().values()].reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("reports every problem as file:line:column and exits 1", async () => {
    await writeFile(
      join(workdir, "inventory", "broken.yaml"),
      "cyber_system: EMS\nasets: {}\n---\ncyber_system: X\nassets:\n  a: firmware\n",
    );
    const run = await runCliInProcess(["validate"], { cwd: workdir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^inventory\/broken\.yaml:2:1: error: unknown key "asets"/m);
    expect(run.stderr).toMatch(/^inventory\/broken\.yaml:6:6: error: /m);
  });

  it("resolves the references of the valid files when other files have errors", async () => {
    await writeFile(join(workdir, "inventory", "broken.yaml"), "cyber_system: EMS\nasets: {}\n");
    await writeFile(
      join(workdir, "inventory", "alpha-unknown.yaml"),
      "cyber_system: Protection Sistem\nfacility: Substation Alpha\nassets: {}\n",
    );
    const run = await runCliInProcess(["validate"], { cwd: workdir, env });
    // Sorted by file, line and column, whether found offline or against the service.
    expect({ code: run.code, stderr: run.stderr }).toEqual({
      code: 1,
      stderr: [
        'inventory/alpha-unknown.yaml:1:15: error: cyber_system "Protection Sistem" matches no cyber system (by id or name); did you mean "Protection System"?',
        'inventory/broken.yaml:1:1: error: missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets',
        'inventory/broken.yaml:2:1: error: unknown key "asets"; did you mean "assets"?',
        "",
      ].join("\n"),
    });
  });

  it("still shows the problems of the files when the service refuses the key", async () => {
    await writeFile(join(workdir, "inventory", "broken.yaml"), "cyber_system: EMS\nasets: {}\n");
    const run = await runCliInProcess(["validate"], {
      cwd: workdir,
      env: { ...env, CIP_API_KEY: "wrong-key-7e0a" },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^inventory\/broken\.yaml:1:1: error: missing key "assets".*\ninventory\/broken\.yaml:2:1: error: unknown key "asets".*\nerror: GET \/[a-z-]+ failed: 401 Unauthorized: .*; check the API key in CIP_API_KEY\n$/,
    );
  });

  it("resolves references against the service when connected", async () => {
    await writeFile(
      join(workdir, "inventory", "systems.yaml"),
      "cyber_system: Protection System\nassets: {}\n",
    );
    const run = await runCliInProcess(["validate"], { cwd: workdir, env });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("inventory/systems.yaml:1:15: error:");
    expect(run.stderr).toContain("cs_prot_a");
    expect(run.stderr).toContain("cs_prot_b");
  });
});

describe("cip-sync usage", () => {
  it("names an unknown flag and exits 1", async () => {
    const run = await runCliInProcess(["plan", "--frmat", "json"], { cwd: workdir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("--frmat");
  });

  it("refuses to plan without a key, naming the variable", async () => {
    const run = await runCliInProcess(["plan"], {
      cwd: workdir,
      env: { CIP_API_URL: emulator.url },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("CIP_API_KEY");
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});

describe("apply from the terminal during a freeze", () => {
  const FREEZE =
    "version: 1\nfreezes:\n  - id: year-end\n    from: 2026-01-01T00:00:00Z\n    to: 2027-01-01T00:00:00Z\n    operations: [create, delete]\n";
  const clock = () => Date.UTC(2026, 10, 24, 12);

  it.each([
    {
      policy: FREEZE,
      warning:
        'warning: freeze "year-end" (2026-01-01T00:00:00.000Z to 2027-01-01T00:00:00.000Z) holds 3 operations of this plan; no review can override it from the terminal, so this apply went around it as a break-glass change, and the change record lists the freeze.',
      held: [
        {
          id: "year-end",
          from: "2026-01-01T00:00:00.000Z",
          to: "2027-01-01T00:00:00.000Z",
          operations: 3,
        },
      ],
    },
    {
      policy: FREEZE.replace("2027-01-01T", "2026-06-01T"),
      warning: undefined,
      held: undefined,
    },
    {
      policy: "version: 1\nfreezes: [oops\n",
      warning:
        "warning: whether a freeze holds this plan is not known: cip-policy.yaml has errors ('cip-sync policy check' lists them); fix it, or check the freeze calendar before applying.",
      held: undefined,
    },
  ])("says so and records it: $warning", async ({ policy, warning, held }) => {
    await writeFile(join(workdir, "cip-policy.yaml"), policy);
    sealableCheckout(workdir);
    // Committed: an apply from uncommitted files warns of that too (apply-dirty-tree.test.ts).
    await commitFiles(workdir, {});
    const run = await runCliInProcess(["apply", "--yes", "--record", "record.json"], {
      cwd: workdir,
      env,
      now: clock,
    });
    expect(run.code).toBe(0);
    const warnings = run.stderr.split("\n").filter((line) => line.startsWith("warning: "));
    expect(warnings).toEqual(warning === undefined ? [] : [warning]);
    const record = JSON.parse(await readFile(join(workdir, "record.json"), "utf8"));
    expect(record.context.freezes_held).toEqual(held);
  });
});

describe("apply from the terminal tells the team (CIP_NOTIFY_URL)", () => {
  it("sends the refusal and, with --notify-on applied, the apply; as the JSON message", async () => {
    const webhook = await startWebhookReceiver();
    onTestFinished(() => webhook.close());
    const withHook = { ...env, CIP_NOTIFY_URL: webhook.url };
    await writeFile(
      join(workdir, "inventory", "systems.yaml"),
      "cyber_system: Protection System\nfacility: Substation Bravo\nassets: {}\n",
    );
    const refused = await runCliInProcess(["apply", "--yes"], { cwd: workdir, env: withHook });
    expect(refused.code).toBe(1);
    const applied = await runCliInProcess(
      ["apply", "--yes", "--allow-mass-delete", "--notify-on", "applied"],
      { cwd: workdir, env: withHook },
    );
    expect(applied.code).toBe(0);
    expect(webhook.deliveries.map((delivery) => delivery.body)).toEqual([
      expect.objectContaining({
        schema: "cip-sync.notification/1",
        event: "refused",
        origin: "cli",
        repository: null,
        run_url: null,
        title: "Inventory change refused from the command line",
      }),
      expect.objectContaining({ event: "applied", detail: "Applied: all 2 operations succeeded." }),
    ]);
  });

  // Issue 64, item 8: a slow webhook held the terminal up to 30 s saying nothing.
  it("says it is waiting for a webhook that is slow to answer, then goes on", async () => {
    let answer = () => {};
    const webhook = await startWebhookReceiver([], new Promise<void>((done) => (answer = done)));
    onTestFinished(() => webhook.close());
    const run = await runCliInProcess(
      ["apply", "--yes", "--allow-mass-delete", "--notify-on", "applied"],
      {
        cwd: workdir,
        env: { ...env, CIP_NOTIFY_URL: webhook.url },
        // The receiver answers once the terminal has said it waits: no clock in the test.
        onStderr: (text) => {
          if (text.startsWith("Waiting for the webhook")) answer();
        },
      },
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      "Waiting for the webhook at 127.0.0.1 (CIP_NOTIFY_URL) to answer, up to 30 s; the apply's outcome stands whatever it answers.\n",
    );
    expect(run.stderr).not.toContain("secret-webhook-token");
    expect(webhook.deliveries).toHaveLength(1);
  });

  it("names the checkout's repository, as the change record does", async () => {
    const webhook = await startWebhookReceiver();
    onTestFinished(() => webhook.close());
    await execFileAsync("git", ["init", "--quiet", workdir]);
    await execFileAsync("git", ["-C", workdir, "remote", "add", "origin", ORIGIN]);
    const run = await runCliInProcess(
      ["apply", "--yes", "--allow-mass-delete", "--notify-on", "applied"],
      {
        cwd: workdir,
        env: { ...env, CIP_NOTIFY_URL: webhook.url },
      },
    );
    expect(run.code).toBe(0);
    expect(webhook.deliveries.map((delivery) => delivery.body)).toEqual([
      expect.objectContaining({
        event: "applied",
        origin: "cli",
        repository: "https://github.com/grid-east/inventory.git",
      }),
    ]);
  });

  it("sends failed when an error stops the apply before it planned, the key redacted", async () => {
    const webhook = await startWebhookReceiver();
    onTestFinished(() => webhook.close());
    // Issue 64, item 8: who tried it, as a change record names them; a failed attempt has none.
    const gitConfig = join(workdir, "operator.gitconfig");
    await writeFile(gitConfig, "[user]\n\tname = Dana Operator\n\temail = dana@grid.example\n");
    vi.stubEnv("GIT_CONFIG_GLOBAL", gitConfig);
    const run = await runCliInProcess(["apply", "--yes", "--notify-format", "slack"], {
      cwd: workdir,
      env: { ...env, CIP_API_KEY: WRONG_KEY, CIP_NOTIFY_URL: webhook.url },
    });
    expect(run.code).toBe(1);
    expect(emulator.mutatingRequestCount()).toBe(0);
    const operator = `Dana Operator <dana@grid.example>, OS user ${userInfo().username}`;
    expect(JSON.stringify(webhook.deliveries[0]?.body)).toContain(
      // Slack's escapes of < and >.
      `a break-glass apply from the command line by ${operator.replace("<", "&lt;").replace(">", "&gt;")}`,
    );
    const json = await runCliInProcess(["apply", "--yes"], {
      cwd: workdir,
      env: { ...env, CIP_API_KEY: WRONG_KEY, CIP_NOTIFY_URL: webhook.url },
    });
    const [notice] = webhook.deliveries
      .slice(1)
      .map((delivery) => delivery.body as { detail: string });
    expect(webhook.deliveries.slice(1).map((delivery) => delivery.body)).toEqual([
      expect.objectContaining({
        event: "failed",
        title: "Inventory change failed from the command line",
        operator,
        detail: `stopped by an error: ${json.stderr.replace(/^error: /, "").trimEnd()}`,
      }),
    ]);
    expect(notice!.detail).not.toContain(WRONG_KEY);
  });

  it.each([
    {
      args: ["apply", "--yes", "--notify-url", "https://hooks.example/T/B/secret"],
      message:
        "error: --notify-url is not a flag: the webhook URL holds a token, so it is read from the environment variable CIP_NOTIFY_URL only, to stay out of the shell history and the process list; run export CIP_NOTIFY_URL=... and leave out --notify-url. Run 'cip-sync apply --help' for usage.",
    },
    {
      args: ["apply", "--yes", "--notify-format", "discord"],
      message:
        'error: --notify-format is "discord": use one of json, slack, teams (json: the documented JSON message; slack: a Slack incoming webhook; teams: a Teams workflow webhook)',
    },
  ])("refuses $args.2 with what to do, changing nothing", async ({ args, message }) => {
    const run = await runCliInProcess(args, {
      cwd: workdir,
      env: { ...env, CIP_NOTIFY_URL: "https://hooks.example/services/T/B/token" },
    });
    expect(run.code).toBe(1);
    expect(run.stderr.split("\n")[0]).toBe(message);
    expect(run.stderr).not.toContain("secret");
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});
