// `cip-sync policy check` and `validate --policy`, in process on a temporary repository: owners
// from the documents and CODEOWNERS, approvals from --approvals, exit 0 / 1 / 2.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderPlanJson } from "../../src/render/plan/plan-json.ts";
import { temporaryDirectory } from "../emulator/support.ts";
import { runCliInProcess } from "../support/cli.ts";
import { createOf, deleteOf, planOf } from "../support/sample-plans.ts";
import { ALPHA, BRAVO, ISSUE_POLICY_TEXT } from "../core/review/policy/policy-fixtures.ts";

const NOW = () => Date.parse("2026-11-23T12:00:00Z");

async function repository(files: Record<string, string>): Promise<string> {
  const root = await temporaryDirectory();
  const plan = planOf(
    [
      deleteOf("alpha-relay-09", "ca_9", ALPHA),
      deleteOf("bravo-hmi", "ca_8", BRAVO),
      createOf("alpha-rtu-02", ALPHA),
    ],
    { create: 1, update: 0, delete: 2, move: 0, rename: 0, retype: 0 },
  );
  const all: Record<string, string> = {
    "cip-policy.yaml": ISSUE_POLICY_TEXT,
    "inventory/alpha.yaml":
      "cyber_system: Alpha Protection\nimpact: high\nowners: [alice, acme/alpha-protection]\nassets: {}\n",
    "inventory/bravo.yaml": "cyber_system: Bravo SCADA\nimpact: high\nassets: {}\n",
    ".github/CODEOWNERS": "/inventory/bravo.yaml @bob @carol\n",
    "plan.json": renderPlanJson(plan),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const approvals = (entries: object[]) => ({ "approvals.json": JSON.stringify(entries) });
const CHECK = ["policy", "check", "--plan", "plan.json", "--approvals", "approvals.json"];

describe("cip-sync policy check", () => {
  it.each([
    ["no approval", [], 1, 'rule "high-impact-deletes" is unmet'],
    [
      "one owner each",
      [{ login: "alice" }, { login: "bob" }, { login: "dave", teams: ["acme/cip-compliance"] }],
      1,
      '1 more approval needed from the owners of "Alpha Protection"',
    ],
    [
      "two owners of each system (declared, and from CODEOWNERS) and compliance",
      [
        { login: "alice" },
        { login: "erin", teams: ["acme/alpha-protection"] },
        { login: "bob" },
        { login: "carol", teams: ["acme/cip-compliance"] },
      ],
      0,
      "Allowed: every rule that applies is met and no freeze holds.",
    ],
  ])("%s: exit %#", async (_name, entries, code, expected) => {
    const cwd = await repository(approvals(entries));
    const run = await runCliInProcess(CHECK, { cwd, now: NOW });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(code);
    expect(run.stdout).toContain(expected);
  });

  it("lists each rule, its operations, who may satisfy it and who has", async () => {
    const cwd = await repository(approvals([{ login: "alice" }]));
    const run = await runCliInProcess(CHECK, { cwd, now: NOW });
    expect(run.stdout).toContain(
      [
        "Policy cip-policy.yaml: 2 rules apply to this plan.",
        "  high-impact-deletes: unmet, for 2 operations",
        "    - delete alpha-relay-09 in Alpha Protection",
        "    - delete bravo-hmi in Bravo SCADA",
        '    2 from owners of Alpha Protection (alice, acme/alpha-protection): approved by alice; 1 more approval needed from the owners of "Alpha Protection"',
        '    2 from owners of Bravo SCADA (bob, carol): approved by nobody yet; 2 more approvals needed from the owners of "Bravo SCADA"',
      ].join("\n"),
    );
  });

  it.each([
    [
      "a policy error, at its place",
      {
        "cip-policy.yaml":
          "version: 1\nrules:\n  - id: x\n    when: { operations: [delet] }\n    require: { approvals: 1, from: owners }\n",
      },
      'cip-policy.yaml:4:26: error: unknown operations entry "delet"; did you mean "delete"?',
    ],
    [
      "an approvals file with a bad login, at its JSON path",
      approvals([{ login: "alice" }, { login: "not a login" }]),
      "--approvals approvals.json at $[1].login: must be a GitHub login",
    ],
    [
      "an approvals file that is not JSON",
      { "approvals.json": "[{" },
      "--approvals approvals.json is not valid JSON",
    ],
    [
      "an inventory error, at its place",
      { "inventory/bravo.yaml": "cyber_system: Bravo SCADA\nimpact: severe\nassets: {}\n" },
      'inventory/bravo.yaml:2:9: error: unknown impact "severe"; write high, medium or low',
    ],
  ])("exits 2 on %s", async (_name, files, expected) => {
    const cwd = await repository({ ...approvals([]), ...files });
    const run = await runCliInProcess(CHECK, { cwd, now: NOW });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(expected);
  });

  it("exits 0 with no policy file", async () => {
    const cwd = await repository(approvals([]));
    const run = await runCliInProcess([...CHECK, "--policy", ""], { cwd, now: NOW });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("No policy (--policy is empty): no rule applies.\n");
  });
});

describe("cip-sync validate checks the policy file", () => {
  it("reports its errors at their place", async () => {
    const cwd = await repository({
      "cip-policy.yaml":
        "version: 1\nfreezes:\n  - id: f\n    from: 2026-12-15\n    to: 2026-12-16T00:00:00Z\n    operations: [delete]\n",
    });
    const run = await runCliInProcess(["validate"], { cwd });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'cip-policy.yaml:4:11: error: from must be an instant in UTC such as 2026-12-15T00:00:00Z (with the Z), not "2026-12-15"',
    );
  });

  it("warns at its place of CIP-007-7, read as CIP-007-7.1, and passes", async () => {
    const cwd = await repository({
      "cip-policy.yaml": "version: 1\nstandards:\n  CIP-007:\n    CIP-007-7: 2028-07-01\n",
    });
    const run = await runCliInProcess(["validate"], { cwd });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      "cip-policy.yaml:4:5: warning: standards: CIP-007: CIP-007-7 is what cip-sync called CIP-007-7.1 before NERC's index named it so; it is read as CIP-007-7.1: write CIP-007-7.1",
    );
  });

  it("skips it with --policy ''", async () => {
    const cwd = await repository({ "cip-policy.yaml": "version: 7\n" });
    const run = await runCliInProcess(["validate", "--policy", ""], { cwd });
    expect(run.code).toBe(0);
  });
});
