// Issue 68, items 3 and 4: every pull request, merge and drift check says whether the evidence
// branch is protected against deletion and force pushes, and a pull request and a merge whether an
// approval is required anywhere (min-approvals, or a ruleset's pull request rule on the default
// branch), in process against the emulator and the fake GitHub. A warning and a line of the job
// summary where not; the run's outcome is what it would have been.
import { describe, expect, it } from "vitest";
import type { ActionRun } from "./run-action.ts";
import { runInProcess } from "./run-action.ts";
import {
  checkDrift,
  emulator,
  github,
  planPullRequest,
  pushToMain,
  useScenario,
} from "./scenario.ts";

useScenario(runInProcess);

const UNPROTECTED =
  'The evidence branch cip-sync-evidence is not protected against deletion and force pushes by any ruleset: anyone who can push can delete or rewind it. The head kept on the default branch makes the next run refuse to judge, but restoring the ledger then needs a clone or bundle of it; add a ruleset targeting it (Settings > Rules > Rulesets) with "Restrict deletions" and "Block force pushes" and no bypass actors; to restrict updates too, "Restrict updates" in a ruleset of its own with the workflow\'s app (GitHub Actions) as the only bypass actor.';
const NO_APPROVAL =
  'No approval is required: min-approvals is 0 and no ruleset on main requires an approving review (classic branch protection is not read with a workflow\'s token), so a pull request nobody approved is applied on merge. Set the input min-approvals to 1 or more, or add a ruleset on main with "Require a pull request before merging" and required approvals.';

const guardWarnings = (run: ActionRun) =>
  run.stdout
    .split("\n")
    .filter(
      (line) =>
        line.startsWith("::warning title=Evidence branch not protected") ||
        line.startsWith("::warning title=Evidence branch protection unknown") ||
        line.startsWith("::warning title=No approval required") ||
        line.startsWith("::warning title=Required approvals unknown"),
    );

describe("the controls the gate relies on outside cip-sync, at every run (issue 68)", () => {
  it("says nothing loud where the evidence branch is protected and a ruleset requires an approval", async () => {
    const run = await planPullRequest();
    expect(run.code).toBe(0);
    expect(guardWarnings(run)).toEqual([]);
    expect(run.stdout).toContain(
      "The evidence branch cip-sync-evidence is protected by a ruleset against deletion and force pushes, and updates by others.",
    );
    expect(run.stdout).toContain(
      "A ruleset on main requires 1 approving review(s) before a merge (min-approvals is 0).",
    );
  });

  it.each([
    ["a pull request", () => planPullRequest()],
    ["the apply of a merge", () => pushToMain()],
  ])(
    "warns on %s when nothing protects the ledger and nothing requires an approval",
    async (_case, run) => {
      github.git.rulesByBranch.set("cip-sync-evidence", { rules: [], protection: null });
      github.git.rulesByBranch.set("main", { rules: [], protection: null });
      const warned = await run();
      expect(guardWarnings(warned)).toEqual([
        `::warning title=Evidence branch not protected::${UNPROTECTED}`,
        `::warning title=No approval required::${NO_APPROVAL}`,
      ]);
      expect(warned.summary).toContain("**No approval required.** No approval is required");
    },
  );

  it("applies a merge nobody had to approve, saying so, and says nothing of approvals with min-approvals set", async () => {
    github.git.rulesByBranch.set("main", { rules: [], protection: null });
    const applied = await pushToMain(undefined, { "require-reviewed-plan": "false" });
    expect(applied.code).toBe(0);
    expect(emulator.mutatingRequestCount()).toBeGreaterThan(0);
    expect(guardWarnings(applied)).toEqual([
      `::warning title=No approval required::${NO_APPROVAL}`,
    ]);
    const required = await planPullRequest({ "min-approvals": "1" });
    expect(guardWarnings(required)).toEqual([]);
    expect(required.stdout).toContain(
      "The gate requires 1 approval(s) of the merged head (min-approvals).",
    );
  });

  it("warns on a drift check about the ledger only", async () => {
    github.git.rulesByBranch.set("cip-sync-evidence", { rules: ["deletion"], protection: null });
    github.git.rulesByBranch.set("main", { rules: [], protection: null });
    const drift = await checkDrift();
    expect(guardWarnings(drift)).toEqual([
      `::warning title=Evidence branch not protected::${UNPROTECTED.replace("deletion and force pushes", "force pushes")}`,
    ]);
  });

  it("titles a guard whose rulesets could not be read as unknown, never as missing or held", async () => {
    github.git.rulesByBranch.set("cip-sync-evidence", { rules: "forbidden", protection: null });
    github.git.rulesByBranch.set("main", { rules: "forbidden", protection: null });
    const run = await planPullRequest();
    expect(guardWarnings(run)).toEqual([
      expect.stringMatching(
        /^::warning title=Evidence branch protection unknown::Whether the evidence branch cip-sync-evidence is protected cannot be told \(its rulesets could not be read: /,
      ),
      expect.stringMatching(
        /^::warning title=Required approvals unknown::Whether an approval is required cannot be told: min-approvals is 0 and its rulesets could not be read \(/,
      ),
    ]);
    expect(run.stdout).not.toContain("No approval is required");
    expect(run.code).toBe(0);
  });
});
