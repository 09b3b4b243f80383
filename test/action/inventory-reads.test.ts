// Facts are gathered once: an Action run with an owner policy at the base reads each inventory file
// of the checkout once, however many steps use the declaration (the plan, the owner policy's head
// documents, the apply's fresh plan against the live service), and the checkout's policy file once,
// however many facts it gives (its rules, its `baselines:` for the plan, its calendar for the
// change record): two reads could differ, and the judgement and the record would then each rest on
// a different file.
import { mkdir, realpath, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UNLISTED_PARENT } from "../support/fake-github.ts";
import { countFileOpens, type FileOpens } from "../support/file-opens.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import {
  dir,
  emulator,
  github,
  planPullRequest,
  PR,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

const POLICY = `version: 1
rules:
  - id: high-impact-deletes
    when: { operations: [delete], impact: [high] }
    require: { approvals: 2, from: owners }
`;
const BULK = `cyber_system: Bulk System
facility: Substation Alpha
assets: {}
`;

let opens: FileOpens;

beforeEach(async () => {
  github.policy.addFile(UNLISTED_PARENT, "cip-policy.yaml", POLICY);
  github.policy.addFile(
    UNLISTED_PARENT,
    "inventory/alpha.yaml",
    `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nowners: [dave, grace]\nassets:\n  alpha-relay-01: hardware\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n`,
  );
  github.pulls.find((pull) => pull.number === PR)!.reviews = ["dave", "grace"].map((user) => ({
    user,
    state: "APPROVED" as const,
  }));
  await writeInventory("bulk.yaml", BULK);
  await writeFile(join(workspaceOf(dir), "cip-policy.yaml"), POLICY);
  opens = countFileOpens();
});

afterEach(() => opens.restore());

/** How many times the run opened each inventory file of the checkout, then its policy file. */
async function inventoryOpens(): Promise<number[]> {
  const workspace = workspaceOf(dir);
  return Promise.all(
    ["inventory/alpha.yaml", "inventory/bulk.yaml", "cip-policy.yaml"].map(async (file) =>
      opens.of(await realpath(join(workspace, file))),
    ),
  );
}

describe("an Action run with an owner policy", () => {
  it("reads each inventory file and the policy file once to plan a pull request and judge it", async () => {
    const run = await planPullRequest();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Owner policy cip-policy.yaml");
    expect(await inventoryOpens()).toEqual([1, 1, 1]);
  });

  it("reads each inventory file and the policy file once to judge, check, apply and record a merge", async () => {
    await planPullRequest();
    opens.reset();
    const run = await pushToMain();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Owner policy cip-policy.yaml");
    expect(emulator.mutatingRequestCount()).toBeGreaterThan(0);
    expect(await inventoryOpens()).toEqual([1, 1, 1]);
  });
});

describe("a merge that keeps patch and assessment files (issue 82)", () => {
  const FILES = {
    "cip-patch-sources.yaml":
      'version: 1\nsources:\n  - id: sel-advisories\n    name: SEL security notifications\n    covers:\n      - { os_firmware: "RTOS" }\n',
    "vulnerability-assessments/VA-2026-01.yaml":
      "version: 1\nid: VA-2026-01\nsystems: [Bulk System]\nmethod: active\ncontrols_assessed: [ports and services]\nresults: no finding\naction_plan: no vulnerabilities found\n",
  };

  it("reads each of the checkout's reviewed files once to judge, check, apply and record it", async () => {
    const workspace = workspaceOf(dir);
    for (const [path, text] of Object.entries(FILES)) {
      await mkdir(dirname(join(workspace, path)), { recursive: true });
      await writeFile(join(workspace, path), text);
    }
    await planPullRequest();
    opens.reset();
    const run = await pushToMain();
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain("Owner policy cip-policy.yaml");
    const counts = await Promise.all(
      Object.keys(FILES).map(async (path) => opens.of(await realpath(join(workspace, path)))),
    );
    expect(counts).toEqual([1, 1]);
  });
});

describe("a merge judged by the owner policy", () => {
  it("annotates each warning of its plan once, though the apply plans again", async () => {
    await writeInventory(
      "bulk.yaml",
      `${BULK.replace("assets: {}", "assets:")}  bulk-gateway:\n    type: hardware\n    renamed_from: never-existed\n`,
    );
    await planPullRequest();
    const run = await pushToMain();
    expect(run.stdout).toContain("Owner policy cip-policy.yaml");
    expect(run.code, run.stdout).toBe(0);
    const annotations = run.stdout
      .split("\n")
      .filter((line) => line.startsWith("::warning title=Inventory warning"));
    expect(annotations).toEqual([
      expect.stringContaining(`renamed_from "never-existed" matches no live asset`),
    ]);
  });
});
