// README's "Use it in your repository", followed as printed (issue 80, item 4), in process against
// the emulator and the fake GitHub: the rulesets of step 5, the environment's key of step 3 and its
// public half in cip-ledger.yaml (step 4), and the Action's inputs exactly as the workflow of step 6
// passes them (its `${{ }}` expressions given their values). The first pull request's plan and its
// merge then carry no warning the steps did not prepare, and the merge's records are signed.
import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { UNLISTED_PARENT } from "../support/fake-github.ts";
import { annotations, runInProcess, workspaceOf } from "./run-action.ts";
import {
  ALPHA,
  dir,
  emulator,
  github,
  KEY,
  planPullRequest,
  pushToMain,
  TOKEN,
  useScenario,
  writeInventory,
  withoutLedgerDeclaration,
} from "./scenario.ts";

useScenario(runInProcess);

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const workflow = parse(/```yaml\n(name: Inventory\n[\s\S]*?)```/.exec(readme)![1]!) as {
  jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }>;
};
const key = generateKeyPairSync("ed25519");
const DECLARATION = `version: 1\nwriter_keys:\n  - |\n    ${key.publicKey
  .export({ type: "spki", format: "pem" })
  .toString()
  .trim()
  .replace(/\n/g, "\n    ")}\n`;

/** The inputs a job of README's workflow gives the Action, its expressions given their values. */
function inputsOf(job: string): Record<string, string> {
  const step = workflow.jobs[job]!.steps.find((found) =>
    found.uses?.includes("cip-inventory-sync"),
  );
  const values: Record<string, string> = {
    "${{ vars.CIP_API_URL }}": emulator.url,
    "${{ secrets.CIP_API_KEY }}": KEY,
    "${{ secrets.CIP_SYNC_LEDGER_KEY }}": key.privateKey
      .export({ type: "pkcs8", format: "pem" })
      .toString(),
  };
  const given = Object.entries(step!.with ?? {}).map(([name, value]) => {
    expect(values).toHaveProperty([value]);
    return [name, values[value]!];
  });
  // The runner's GITHUB_TOKEN, which every job gets without naming it.
  return { "github-token": TOKEN, ...Object.fromEntries(given) };
}

type Step = "main ruleset" | "evidence ruleset" | "cip-ledger.yaml";

/** The steps of README's list that GitHub holds (the rulesets, the declaration), less `skipped`. */
async function setUpAsPrinted(skipped?: Step): Promise<void> {
  const none = { rules: [], protection: null };
  github.git.rulesByBranch.set(
    "main",
    skipped === "main ruleset" ? none : { rules: [{ requiredApprovals: 1 }], protection: null },
  );
  github.git.rulesByBranch.set(
    "cip-sync-evidence",
    skipped === "evidence ruleset"
      ? none
      : { rules: ["deletion", "non_fast_forward"], protection: null },
  );
  // The declaration is step 4's, not the scenarios' (test/support/ledger-writer-key.ts).
  await withoutLedgerDeclaration();
  if (skipped !== "cip-ledger.yaml") {
    github.policy.addFile(UNLISTED_PARENT, "cip-ledger.yaml", DECLARATION);
    await writeFile(join(workspaceOf(dir), "cip-ledger.yaml"), DECLARATION);
  }
  // The inventory as step 1 shows it: each system with its CIP-002 rating.
  await writeInventory("alpha.yaml", ALPHA.replace("assets:\n", "impact: low\nassets:\n"));
}

describe("README's setup, followed as printed (issue 80, item 4)", () => {
  it("is a workflow of at most 40 lines", () => {
    const block = /```yaml\n(name: Inventory\n[\s\S]*?)```/.exec(readme)![1]!;
    expect(block.trimEnd().split("\n").length).toBeLessThanOrEqual(40);
  });

  it("plans the first pull request and applies its merge with no warning the steps did not prepare", async () => {
    await setUpAsPrinted();
    const plan = await planPullRequest(inputsOf("plan"));
    expect(plan.code).toBe(0);
    expect(annotations(plan.stdout).filter(({ kind }) => kind !== "notice")).toEqual([]);
    const merge = await pushToMain(undefined, inputsOf("apply"), UNLISTED_PARENT);
    expect(merge.code).toBe(0);
    expect(annotations(merge.stdout).filter(({ kind }) => kind !== "notice")).toEqual([]);
    // Its record and kept head are the environment key's.
    const files = github.git.filesOn("cip-sync-evidence").map(({ path }) => path);
    expect(files.filter((path) => path.endsWith(".json.sig"))).toHaveLength(1);
  });

  it.each<[Step, string]>([
    ["main ruleset", "No approval required"],
    ["evidence ruleset", "Evidence branch not protected"],
  ])("warns at the merge when the step of the %s is skipped: %s", async (skipped, title) => {
    await setUpAsPrinted(skipped);
    const merge = await pushToMain(undefined, inputsOf("apply"), UNLISTED_PARENT);
    const warnings = annotations(merge.stdout).filter(({ kind }) => kind === "warning");
    expect(warnings.map(({ properties }) => properties)).toEqual([`title=${title}`]);
  });

  it("refuses the merge when the step of the cip-ledger.yaml is skipped, printing the steps", async () => {
    await setUpAsPrinted("cip-ledger.yaml");
    const merge = await pushToMain(undefined, inputsOf("apply"), UNLISTED_PARENT);
    expect(merge.code).toBe(1);
    expect(merge.outputs["failure-reason"]).toBe("evidence");
    expect(merge.stdout).toContain(
      "no cip-ledger.yaml at the commit judged from binds the evidence ledger's writer",
    );
    expect(github.git.filesOn("cip-sync-evidence")).toEqual([]);
  });
});
