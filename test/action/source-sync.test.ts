// Mode source-sync end to end in process: a CSV (or NetBox) source synced in a checkout of main,
// proposed through the fake GitHub's git data API as exactly one pull request from
// cip-sync/source-<name>, which later runs leave alone, update, or close; and a servicenow,
// tenable-ot and nozomi source against its fake, the platform's secret given as source-token (the
// user, where there is one, from the step's environment), masked and appearing in no part and no
// encoding anywhere the run leaves text; a page that fails pushes nothing.
import { generateKeyPairSync } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_TOKEN_WARNING } from "../../src/action/source-sync/source-sync-route.ts";
import { stampOfPullRequest } from "../../src/core/sources/source-proposal.ts";
import { type FakeGitHub, startFakeGitHub } from "../support/fake-github.ts";
import { fakeDevices, NETBOX_TEST_TOKEN, startFakeNetbox } from "../support/fake-netbox.ts";
import { platformAssets } from "../support/fake-platform.ts";
import {
  PLATFORM_KINDS,
  PLATFORM_SYSTEMS,
  platformSourcesFile,
} from "../support/platform-kinds.ts";
import { expectNoFragmentOf } from "../support/secret-fragments.ts";
import {
  CSV_SOURCES_FILE,
  csvOf,
  type CsvAsset,
  sampleAssets,
  writeInto,
} from "../support/source-repository.ts";
import { annotations, type ActionRun, runInProcess, workspaceOf } from "./run-action.ts";
import { textLeftBy } from "./scenario.ts";
import { chainOf, monitoringDraft } from "../support/evidence-records.ts";
import type { EvidenceDraft } from "../../src/core/evidence/records/evidence-record.ts";

const APP_TOKEN = "ghs_sourceSyncAppToken03";
const DEFAULT_TOKEN = "ghs_sourceSyncJobToken04";
const BRANCH = "cip-sync/source-cmdb";
const CSV = "exports/ot-assets.csv";

let dir: string;
let github: FakeGitHub;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cip-source-sync-"));
  github = await startFakeGitHub({
    owner: "grid-east",
    repo: "inventory",
    tokens: {
      [APP_TOKEN]: { kind: "integration", login: "inventory-bot[bot]" },
      [DEFAULT_TOKEN]: { kind: "integration" },
    },
  });
});

afterEach(async () => {
  await github.close();
  await rm(dir, { recursive: true, force: true });
});

/** Main's files: committed to the fake's main branch, and checked out fresh as the workspace. */
async function mainWith(files: Record<string, string>): Promise<string> {
  github.git.commitFiles("main", files);
  return checkout();
}

/** A fresh checkout of main, as every scheduled run gets; returns its commit. */
async function checkout(): Promise<string> {
  await rm(workspaceOf(dir), { recursive: true, force: true });
  for (const file of github.git.filesOn("main"))
    await writeInto(workspaceOf(dir), file.path, Buffer.from(file.bytes).toString("utf8"));
  return github.git.refs.get("heads/main")!;
}

function sourceSync(
  sha: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<ActionRun> {
  return runInProcess({
    dir,
    inputs: { mode: "source-sync", source: "cmdb", "github-token": APP_TOKEN, ...inputs },
    eventName: "schedule",
    event: { schedule: "17 5 * * *" },
    githubApiUrl: github.url,
    sha,
    ref: "refs/heads/main",
    env,
  });
}

/** 500 rows, every tenth filtered out by `where`, none without a type mapping. */
function netboxSources(url: string): string {
  return `version: 1
sources:
  - name: cmdb
    kind: netbox
    url: ${url}
    filters: { tag: cip }
    system: custom_fields.cip_system
    type: { field: role.slug, map: { rtu: hardware, plc: hardware, relay: hardware } }
    systems: [Charlie EMS]
    out: inventory/netbox/
`;
}

const ASSETS = sampleAssets(500).filter((asset) => asset.assetClass !== "Switch");

/**
 * The writer's declaration the setup makes (docs/ledger-writer.md): the source sync reads the
 * ledger (the sources' commands in force) without a key, so it needs none, and no run of it warns
 * that the writer is not bound.
 */
const LEDGER_DECLARATION = `version: 1\nwriter_keys:\n  - |\n    ${generateKeyPairSync("ed25519")
  .publicKey.export({ type: "spki", format: "pem" })
  .toString()
  .trim()
  .replace(/\n/g, "\n    ")}\n`;

function baseFiles(assets: readonly CsvAsset[] = ASSETS): Record<string, string> {
  return {
    "cip-sources.yaml": CSV_SOURCES_FILE,
    "cip-ledger.yaml": LEDGER_DECLARATION,
    [CSV]: csvOf(assets),
  };
}

/** Requests that write through the git data API or to pull requests and issues. */
function gitAndPullWrites() {
  return github
    .writes()
    .filter((request) => /^\/repos\/[^/]+\/[^/]+\/(git|pulls|issues)/.test(request.path));
}

function branchFiles(): Record<string, string> {
  return Object.fromEntries(
    github.git.filesOn(BRANCH).map((file) => [file.path, Buffer.from(file.bytes).toString("utf8")]),
  );
}

describe("mode source-sync", () => {
  it("opens one pull request from cip-sync/source-cmdb, then commits nothing for the same data", async () => {
    const main = await mainWith(baseFiles());
    const first = await sourceSync(main);
    expect(first.code).toBe(0);
    expect(first.outputs.changes).toBe("true");
    expect(github.pulls).toHaveLength(1);
    const [pull] = github.pulls;
    expect(pull).toMatchObject({
      title: "Inventory from source cmdb",
      author: "inventory-bot[bot]",
      headRef: BRANCH,
      base: "main",
      state: "open",
    });
    const stamp = stampOfPullRequest(BRANCH, pull!.body!);
    expect(stamp?.name).toBe("cmdb");
    expect(pull!.body).toContain(`| Alpha Protection | `);
    // The branch is main plus the three generated files; its commit's parent is main.
    const files = branchFiles();
    expect(
      Object.keys(files)
        .filter((path) => path.startsWith("inventory/cmdb/"))
        .sort(),
    ).toEqual([
      "inventory/cmdb/alpha-protection.yaml",
      "inventory/cmdb/bravo-relays.yaml",
      "inventory/cmdb/charlie-control.yaml",
    ]);
    expect(files["inventory/cmdb/alpha-protection.yaml"]).toMatch(
      /^# Generated by cip-sync from source "cmdb"\.\n/,
    );
    expect(github.git.history(BRANCH)[1]).toEqual(github.git.history("main")[0]);
    expect(annotations(first.stdout).filter((note) => note.kind === "warning")).toEqual([]);

    const writesBefore = gitAndPullWrites().length;
    const second = await sourceSync(await checkout());
    expect(second.code).toBe(0);
    expect(gitAndPullWrites()).toHaveLength(writesBefore);
    expect(github.pulls).toHaveLength(1);
    expect(second.summary).toContain("is up to date");
  });

  it("brings the open pull request's body up to date when only the branch was written", async () => {
    const main = await mainWith(baseFiles());
    await sourceSync(main);
    const stamp = stampOfPullRequest(BRANCH, github.pulls[0]!.body!);
    github.pulls[0]!.body = "edited by hand";
    const run = await sourceSync(await checkout());
    expect(run.code).toBe(0);
    expect(stampOfPullRequest(BRANCH, github.pulls[0]!.body!)).toEqual(stamp);
    expect(github.git.history(BRANCH)).toHaveLength(2);
  });

  it("fails when NetBox fails on page 2, and pushes nothing", async () => {
    const netbox = await startFakeNetbox({
      devices: fakeDevices(2500, ["Charlie EMS"]),
      failPage: 2,
    });
    const main = await mainWith({ "cip-sources.yaml": netboxSources(netbox.url) });
    const run = await sourceSync(main, { "source-token": NETBOX_TEST_TOKEN });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::source "cmdb": page 2/);
    expect(gitAndPullWrites()).toEqual([]);
  });

  it("updates the same pull request to the changed rows, and closes it once main agrees", async () => {
    const main = await mainWith(baseFiles());
    await sourceSync(main);
    const changed = ASSETS.map((asset, index) =>
      index < 3 ? { ...asset, hostname: `${asset.hostname}-new` } : asset,
    );
    const main2 = await mainWith({ [CSV]: csvOf(changed) });
    const run = await sourceSync(main2);
    expect(run.code).toBe(0);
    expect(github.pulls).toHaveLength(1);
    expect(github.pulls[0]!.state).toBe("open");
    expect(
      github.requests.filter((r) => r.method === "POST" && r.path.endsWith("/pulls")),
    ).toHaveLength(1);
    expect(
      github.requests.filter((r) => r.method === "PATCH" && r.path.endsWith("/pulls/101")),
    ).toHaveLength(1);
    const files = branchFiles();
    expect(files["inventory/cmdb/bravo-relays.yaml"]).toContain("asset-00001-new");
    expect(github.git.history(BRANCH)[1]).toEqual(github.git.history("main")[0]);
    expect(github.pulls[0]!.headSha).toBe(github.git.refs.get(`heads/${BRANCH}`));

    // The pull request is merged: main now holds what the source says.
    const generated = Object.fromEntries(
      Object.entries(files).filter(([path]) => path.startsWith("inventory/cmdb/")),
    );
    const merged = await mainWith(generated);
    const closing = await sourceSync(merged);
    expect(closing.code).toBe(0);
    expect(closing.outputs.changes).toBe("false");
    expect(github.pulls[0]!.state).toBe("closed");
    expect(github.commentsOn(101)[0]!.body).toContain("agrees with `main` again");
    expect(closing.summary).toContain("Pull request #101 was closed.");
  });

  it("keeps the facts declared on main, and lists a dropped asset's in the body and the log", async () => {
    await sourceSync(await mainWith(baseFiles()));
    const path = "inventory/cmdb/bravo-relays.yaml";
    const generated = branchFiles()[path]!;
    const declared = generated
      .replace("prune: true\n", "impact: low\nprune: true\n")
      .replace("  asset-00001: hardware\n", "  asset-00001: {type: hardware, class: PCA}\n")
      .replace("  asset-00016: hardware\n", "  asset-00016: {type: hardware, class: EACMS}\n");
    expect(declared).toContain("class: EACMS");
    await mainWith({ ...branchFiles(), [path]: declared });
    const main = await mainWith({
      [CSV]: csvOf(ASSETS.filter((asset) => asset.hostname !== "asset-00001")),
    });
    const run = await sourceSync(main);
    expect(run.code).toBe(0);
    expect(
      annotations(run.stdout).filter((note) => note.message.includes("no longer in the source")),
    ).toEqual([
      expect.objectContaining({
        kind: "warning",
        message:
          'Bravo Relays: "asset-00001" is no longer in the source; the facts it declared (class) go with it when the pull request is merged',
      }),
    ]);
    expect(github.pulls.at(-1)!.body).toContain(
      "1 asset the source no longer gives declared facts, which merging removes with it (every other declared fact is kept as written):\n\n- Bravo Relays: `asset-00001` declared `class`\n",
    );
    const kept = branchFiles()[path]!;
    expect(kept).toContain("impact: low\n");
    expect(kept).toContain("  asset-00016: {type: hardware, class: EACMS}\n");
    expect(kept).not.toContain("asset-00001:");
  });

  it.each([
    {
      case: "a row with an unmapped type",
      assets: sampleAssets(20),
      reason: "invalid",
      says: /^exports\/ot-assets\.csv:8: type "Switch" has no mapping/,
    },
    {
      case: "an empty export",
      assets: [],
      reason: "unsafe",
      says: /gives no rows for cyber system "Alpha Protection"/,
    },
  ])("fails on $case, naming it, and pushes nothing", async ({ assets, reason, says }) => {
    const main = await mainWith(baseFiles(assets));
    const run = await sourceSync(main);
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe(reason);
    expect(
      annotations(run.stdout).some((note) => note.kind === "error" && says.test(note.message)),
    ).toBe(true);
    expect(gitAndPullWrites()).toEqual([]);
    expect(github.git.refs.has(`heads/${BRANCH}`)).toBe(false);
  });

  it("warns that the default GITHUB_TOKEN's pull request starts no workflow", async () => {
    const main = await mainWith(baseFiles());
    const run = await sourceSync(main, { "github-token": DEFAULT_TOKEN });
    expect(run.code).toBe(0);
    const warnings = annotations(run.stdout).filter((note) => note.kind === "warning");
    expect(warnings.map((note) => note.message)).toEqual([DEFAULT_TOKEN_WARNING]);
    expect(github.pulls).toHaveLength(1);
  });

  it("reads NetBox with source-token, which appears nowhere but its mask", async () => {
    const netbox = await startFakeNetbox({ devices: fakeDevices(30, ["Charlie EMS"]) });
    const main = await mainWith({ "cip-sources.yaml": netboxSources(netbox.url) });
    const run = await sourceSync(main, { "source-token": NETBOX_TEST_TOKEN });
    expect(run.code).toBe(0);
    expect(branchFiles()["inventory/netbox/charlie-ems.yaml"]).toContain("dev-00030: hardware");
    const lines = run.stdout.split("\n");
    const secretLines = lines.filter(
      (line) => line.includes(NETBOX_TEST_TOKEN) || line.includes(APP_TOKEN),
    );
    expect(secretLines.sort()).toEqual(
      [`::add-mask::${APP_TOKEN}`, `::add-mask::${NETBOX_TEST_TOKEN}`].sort(),
    );
    const left = textLeftBy(
      run,
      github,
      lines.filter((line) => !secretLines.includes(line)),
    );
    expect(left).not.toContain(NETBOX_TEST_TOKEN);
    expect(left).not.toContain(APP_TOKEN);
    expect(
      JSON.stringify(
        github.git.filesOn(BRANCH).map((file) => Buffer.from(file.bytes).toString("utf8")),
      ),
    ).not.toContain(NETBOX_TEST_TOKEN);
  });

  it("fails without input source, naming it", async () => {
    const main = await mainWith(baseFiles());
    const run = await sourceSync(main, { source: "" });
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("settings");
    expect(run.stdout).toContain("input source is empty");
    expect(github.requests).toEqual([]);
  });
});

describe("mode source-sync with skip-invalid", () => {
  it("leaves the rows out with a warning at their line, and says so in the pull request", async () => {
    const main = await mainWith(baseFiles(sampleAssets(500)));
    const run = await sourceSync(main, { "skip-invalid": "true" });
    expect(run.code).toBe(0);
    const warnings = annotations(run.stdout).filter((note) => note.kind === "warning");
    expect(warnings).toHaveLength(10);
    expect(warnings[0]).toMatchObject({
      properties: "title=Source row,file=exports/ot-assets.csv,line=8",
    });
    expect(github.pulls[0]!.body).toContain("10 rows of the source could not be declared");
  });
});

describe("a command source runs only the command in force (issue 68)", () => {
  const SOURCES = `version: 1
sources:
  - name: cmdb
    kind: command
    run: [node, scripts/export.mjs]
    systems: [Delta Substation]
    out: inventory/discovery/
`;

  /**
   * The ledger's first record: a drift check that read the genesis commit, written by the apply
   * and drift jobs' token (the sync's App token is another login).
   */
  function beginLedgerAt(genesis: string): void {
    const check = monitoringDraft("default", 1, true);
    if (check.kind !== "monitoring") throw new Error("a drift check's draft");
    const draft: EvidenceDraft = { ...check, monitoring: { ...check.monitoring, commit: genesis } };
    const [record] = chainOf([{ draft, at: new Date("2026-11-01T00:00:00Z") }]);
    github.git.commitFiles("cip-sync-evidence", { [record!.path]: record!.text }, [], {
      message: "ledger",
      author: "github-actions[bot]",
      verified: true,
    });
  }

  it("refuses a command pushed straight to main after the ledger's genesis, running nothing", async () => {
    const genesis = await mainWith({
      "cip-sources.yaml": SOURCES,
      "cip-policy.yaml": "version: 1\n",
    });
    beginLedgerAt(genesis);
    const pushed = await mainWith({
      "cip-sources.yaml": SOURCES.replace("[node, scripts/export.mjs]", "[sh, -c, 'touch pwned']"),
    });
    // Without evidence-writer the App's own login is taken for the writer: nothing is judged.
    const unnamed = await sourceSync(pushed);
    expect(unnamed.code).toBe(1);
    expect(unnamed.outputs["failure-reason"]).toBe("evidence");
    expect(unnamed.stdout).toContain(
      "was made by github-actions[bot], not by the ledger's writer inventory-bot[bot] (--writer)",
    );
    const run = await sourceSync(pushed, { "evidence-writer": "github-actions[bot]" });
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("policy");
    expect(run.stdout).toContain(
      `The command of source "cmdb" in cip-sources.yaml is not the one in force at the genesis commit ${genesis} (record #1), so it is not run; nothing was pushed.`,
    );
    expect(github.git.refs.has("heads/cip-sync/source-cmdb")).toBe(false);
    expect(existsSync(join(workspaceOf(dir), "pwned"))).toBe(false);
  });

  it("runs the command the genesis declares in a repository without an owner policy", async () => {
    const script = `process.stdout.write(JSON.stringify([{ name: "delta-rtu-01", system: "Delta Substation", type: "hardware" }]));\n`;
    const genesis = await mainWith({ "cip-sources.yaml": SOURCES, "scripts/export.mjs": script });
    beginLedgerAt(genesis);
    const later = await mainWith({ "notes.md": "unrelated\n" });
    const run = await sourceSync(later, { "evidence-writer": "github-actions[bot]" });
    expect(run.stdout).not.toContain("is not the one in force");
    expect(run.code).toBe(0);
    expect(github.git.filesOn(BRANCH).map((file) => file.path)).toContain(
      "inventory/discovery/delta-substation.yaml",
    );
  });
});

const PLATFORM_ASSETS = platformAssets(25, PLATFORM_SYSTEMS);

describe.each(PLATFORM_KINDS)("mode source-sync ($kind)", (kind) => {
  const secret = kind.env[kind.secretVariable]!;
  // The user stays in the step's environment; the secret comes as source-token only.
  const stepEnv = Object.fromEntries(
    Object.entries(kind.env).filter(([name]) => name !== kind.secretVariable),
  );

  it("opens the source's pull request with what the platform observed, its secret nowhere but its mask", async () => {
    const fake = await kind.start(PLATFORM_ASSETS);
    const sources = `${platformSourcesFile(kind, fake.url, 10)}    monitoring: { file: observed/platform.json }\n`;
    const main = await mainWith({ "cip-sources.yaml": sources });
    const run = await sourceSync(main, { "source-token": secret }, stepEnv);
    expect(run.code).toBe(0);
    expect(github.pulls).toHaveLength(1);
    expect(github.pulls[0]).toMatchObject({ headRef: BRANCH, base: "main", state: "open" });
    const files = github.git
      .filesOn(BRANCH)
      .filter((file) => /^(inventory|observed)\//.test(file.path))
      .map((file) => file.path);
    expect(files.sort()).toEqual([
      "inventory/platform/echo-ems.yaml",
      "inventory/platform/foxtrot-scada.yaml",
      "observed/platform.json",
    ]);
    const lines = run.stdout.split("\n");
    expect(lines.filter((line) => line.includes(secret))).toEqual([`::add-mask::${secret}`]);
    const left = textLeftBy(
      run,
      github,
      lines.filter((line) => !line.startsWith("::add-mask::")),
    );
    const branch = JSON.stringify(
      github.git.filesOn(BRANCH).map((file) => Buffer.from(file.bytes).toString("utf8")),
    );
    for (const [user, password] of kind.secrets) {
      expectNoFragmentOf(left, user, password);
      expectNoFragmentOf(branch, user, password);
    }
  });

  it("carries the declared facts of an asset the platform renamed, and says so in the body and the log", async () => {
    const fake = await kind.start(PLATFORM_ASSETS);
    const sources = platformSourcesFile(kind, fake.url, 10);
    await sourceSync(
      await mainWith({ "cip-sources.yaml": sources }),
      { "source-token": secret },
      stepEnv,
    );
    const path = "inventory/platform/echo-ems.yaml";
    const generated = branchFiles()[path]!;
    const declared = generated.replace(
      /^( {2}ot-00001:\n {4}type: hardware\n {4}source_id: .*\n)/m,
      "$1    class: EACMS\n",
    );
    expect(declared).toContain("class: EACMS");
    await mainWith({ ...branchFiles(), [path]: declared });
    const renamed = await kind.start(
      PLATFORM_ASSETS.map((asset) =>
        asset.name === "ot-00001" ? { ...asset, name: "ot-00001-b" } : asset,
      ),
    );
    const main = await mainWith({ "cip-sources.yaml": platformSourcesFile(kind, renamed.url, 10) });
    const run = await sourceSync(main, { "source-token": secret }, stepEnv);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Echo EMS: "ot-00001" is now "ot-00001-b" on the platform (the same source_id): renamed in place (renamed_from), the facts it declared (class) with it\n',
    );
    expect(run.stdout).not.toContain("no longer in the source");
    expect(github.pulls.at(-1)!.body).toContain(
      "1 asset the platform renamed (the same `source_id`) is renamed in place on the service (`renamed_from`: the same asset, its history kept), its declared facts under the new name; remove `renamed_from` once the rename is applied:\n\n- Echo EMS: `ot-00001-b` renamed from `ot-00001`, with `class`\n",
    );
    expect(branchFiles()[path]).toMatch(
      /^ {2}ot-00001-b:\n {4}type: hardware\n {4}source_id: .*\n {4}class: EACMS\n/m,
    );
  });

  it("fails on a page answered 403, naming it, and pushes nothing", async () => {
    const fake = await kind.start(PLATFORM_ASSETS, { status: { page: 2, status: 403 } });
    const main = await mainWith({ "cip-sources.yaml": platformSourcesFile(kind, fake.url, 10) });
    const run = await sourceSync(main, { "source-token": secret }, stepEnv);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::source "cmdb": page 2 \(.*HTTP 403/);
    expect(github.writes().filter((request) => /\/(git|pulls|issues)/.test(request.path))).toEqual(
      [],
    );
    const lines = run.stdout.split("\n").filter((line) => !line.startsWith("::add-mask::"));
    for (const [user, password] of kind.secrets)
      expectNoFragmentOf(textLeftBy(run, github, lines), user, password);
  });

  it("reads the secret from the step's environment when source-token is empty, masking it", async () => {
    const fake = await kind.start(PLATFORM_ASSETS, { status: { page: 3, status: 500 } });
    const main = await mainWith({ "cip-sources.yaml": platformSourcesFile(kind, fake.url, 10) });
    const run = await sourceSync(main, {}, kind.env);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::source "cmdb": page 3 \(.*HTTP 500/);
    for (const [user, password] of kind.secrets)
      expectNoFragmentOf(textLeftBy(run, github, run.stdout.split("\n")), user, password);
  });
});
