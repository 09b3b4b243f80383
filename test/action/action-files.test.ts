// action.yml is the Action's contract and examples/workflows/ the workflows users copy: both are
// checked against the code and against the security rules they promise.
import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { FAILURE_REASONS } from "../../src/core/review/outcomes.ts";
import { NUMBER_INPUTS } from "../../src/action/settings/settings.ts";
import { repositoryRoot } from "../support/cli.ts";

type Mapping = Record<string, unknown>;

async function readYaml(path: string): Promise<Mapping> {
  return parse(await readFile(`${repositoryRoot}${path}`, "utf8")) as Mapping;
}

async function namesUsedInSource(pattern: RegExp): Promise<Set<string>> {
  const names = new Set<string>();
  const files = await readdir(`${repositoryRoot}src/action`, { recursive: true });
  for (const file of files.filter((name) => name.endsWith(".ts"))) {
    const text = await readFile(`${repositoryRoot}src/action/${file}`, "utf8");
    for (const match of text.matchAll(pattern)) names.add(match[1]!);
  }
  return names;
}

const INPUTS = [
  "mode",
  "api-url",
  "api-key",
  "path",
  "max-assets",
  "max-bytes",
  "github-token",
  "workspace",
  "allow-mass-delete",
  "allow-replace",
  "require-reviewed-plan",
  "fail-on-drift",
  "evidence-branch",
  "evidence-tsa-url",
  "evidence-writer",
  "ledger-key",
  "drift-issue",
  "notify-url",
  "notify-format",
  "notify-on",
  "obligations-time-zone",
  "obligations-issue",
  "max-change-percent",
  "min-assets-for-ratio",
  "max-changes",
  "concurrency",
  "min-approvals",
  "policy",
  "review-file",
  "monitoring-file",
  "policy-token",
  "delete-label",
  "deadline",
  "request-timeout",
  "source",
  "source-token",
  "skip-invalid",
];
const OUTPUTS = [
  "changes",
  "creates",
  "updates",
  "deletes",
  "plan-file",
  "fingerprint",
  "comment-url",
  "change-record",
  "evidence-record",
  "evidence-head-sequence",
  "evidence-head-sha256",
  "drift-issue-url",
  "obligations-overdue",
  "obligations-exceptions",
  "failure-reason",
];

describe("action.yml", () => {
  it("runs the bundle on node24 and declares exactly the documented inputs and outputs", async () => {
    const action = await readYaml("action.yml");
    expect(action.runs).toEqual({ using: "node24", main: "dist/index.js" });
    expect(Object.keys(action.inputs as Mapping).sort()).toEqual([...INPUTS].sort());
    expect(Object.keys(action.outputs as Mapping).sort()).toEqual([...OUTPUTS].sort());
  });

  it("gives every input a default, booleans as the strings the runner passes", async () => {
    const inputs = (await readYaml("action.yml")).inputs as Record<string, Mapping>;
    expect(
      Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, input.default])),
    ).toEqual({
      mode: "auto",
      "api-url": "",
      "api-key": "",
      path: "inventory/",
      "max-assets": "100000",
      "max-bytes": "16777216",
      "github-token": "${{ github.token }}",
      workspace: "default",
      "allow-mass-delete": "false",
      "allow-replace": "false",
      "require-reviewed-plan": "true",
      "fail-on-drift": "false",
      "evidence-branch": "cip-sync-evidence",
      "evidence-tsa-url": "",
      "evidence-writer": "",
      "ledger-key": "",
      "drift-issue": "true",
      "notify-url": "",
      "notify-format": "json",
      "notify-on": "",
      "obligations-time-zone": "",
      "obligations-issue": "true",
      "max-change-percent": "30",
      "min-assets-for-ratio": "10",
      "max-changes": "500",
      concurrency: "8",
      "min-approvals": "0",
      policy: "cip-policy.yaml",
      "review-file": "cip-002-review.yaml",
      "monitoring-file": "",
      "policy-token": "",
      "delete-label": "inventory-deletes",
      deadline: "3600",
      "request-timeout": "30",
      source: "",
      "source-token": "",
      "skip-invalid": "false",
    });
  });

  it("declares the defaults the code falls back to for the numeric inputs", async () => {
    const inputs = (await readYaml("action.yml")).inputs as Record<string, Mapping>;
    for (const [name, setting] of Object.entries(NUMBER_INPUTS))
      expect([name, inputs[name]?.default]).toEqual([name, String(setting.default)]);
  });

  it("declares every input the code reads and every output it sets", async () => {
    const action = await readYaml("action.yml");
    const read = await namesUsedInSource(/core\.get(?:Boolean|Multiline)?Input\("([^"]+)"/g);
    const readBoolean = await namesUsedInSource(/read(?:Boolean|Number|Label)\("([^"]+)"/g);
    const set = await namesUsedInSource(/reporter\.setOutput\("([^"]+)"/g);
    expect(
      [...read, ...readBoolean].filter((name) => !(name in (action.inputs as Mapping))),
    ).toEqual([]);
    expect([...set].sort()).toEqual([...OUTPUTS].sort());
  });
  it("lists every failure reason the code can set", async () => {
    const outputs = (await readYaml("action.yml")).outputs as Record<string, Mapping>;
    const listed = /failed: (.*)\. Empty on success\./.exec(
      String(outputs["failure-reason"]!.description),
    )?.[1];
    expect(listed?.split(/, | or /)).toEqual([...FAILURE_REASONS]);
  });
});

describe("examples/workflows/cip-sync.yml", () => {
  it("plans on pull_request, judges the policy on reviews and applies on push, never on pull_request_target", async () => {
    const workflow = await readYaml("examples/workflows/cip-sync.yml");
    expect(Object.keys(workflow.on as Mapping).sort()).toEqual([
      "pull_request",
      "pull_request_review",
      "push",
    ]);
    expect((workflow.on as Mapping).pull_request_review).toEqual({
      types: ["submitted", "dismissed"],
    });
    expect(JSON.stringify(workflow)).not.toContain("pull_request_target");
  });

  it("has least-privilege permissions", async () => {
    const workflow = await readYaml("examples/workflows/cip-sync.yml");
    expect(workflow.permissions).toEqual({
      contents: "read",
      "pull-requests": "write",
      statuses: "write",
    });
  });

  it("keeps the plan file as an artifact in both jobs, as the summary's truncation note says", async () => {
    const source = await readFile(`${repositoryRoot}src/action/run/messages.ts`, "utf8");
    expect(source).toContain(
      "which the example workflows upload as this run's artifact `cip-sync-plan-",
    );
    const workflow = await readYaml("examples/workflows/cip-sync.yml");
    for (const job of ["plan", "apply"]) {
      const steps = (workflow.jobs as Record<string, Mapping>)[job]!.steps as Mapping[];
      const upload = steps.find(
        (step) =>
          String(step.uses).startsWith("actions/upload-artifact@") &&
          (step.with as Mapping).path === "${{ steps.sync.outputs.plan-file }}",
      );
      expect(upload?.if).toBe("always() && steps.sync.outputs.plan-file != ''");
      expect((upload?.with as Mapping).name).toBe(
        "cip-sync-plan-${{ github.run_id }}-${{ github.run_attempt }}",
      );
    }
  });

  it("plans one run per pull request at a time", async () => {
    const workflow = await readYaml("examples/workflows/cip-sync.yml");
    const plan = (workflow.jobs as Record<string, Mapping>).plan!;
    expect(plan.concurrency).toEqual({
      group: "cip-sync-plan-${{ github.ref }}",
      "cancel-in-progress": true,
    });
    const sync = (plan.steps as Mapping[]).find((step) => step.id === "sync")!;
    expect(sync.with).toMatchObject({ mode: "plan" });
  });

  it("applies in a protected environment, serialized and never cancelled, and keeps the change record", async () => {
    const workflow = await readYaml("examples/workflows/cip-sync.yml");
    const apply = (workflow.jobs as Record<string, Mapping>).apply!;
    expect(apply.environment).toBe("inventory-production");
    expect(apply.concurrency).toMatchObject({ "cancel-in-progress": false });
    expect(typeof (apply.concurrency as Mapping).group).toBe("string");
    const steps = apply.steps as Mapping[];
    const sync = steps.find((step) => step.id === "sync")!;
    expect(sync.with).toMatchObject({ mode: "apply", "require-reviewed-plan": true });
    const upload = steps.find((step) => String(step.uses).startsWith("actions/upload-artifact@"));
    expect(upload?.with).toMatchObject({ path: "${{ steps.sync.outputs.change-record }}" });
    expect(String(upload?.if)).toContain("always()");
  });
});

describe("examples/workflows/merge-queue.yml", () => {
  it("checks merge-queue groups with the plan job and applies only on push", async () => {
    const workflow = await readYaml("examples/workflows/merge-queue.yml");
    expect(Object.keys(workflow.on as Mapping).sort()).toEqual([
      "merge_group",
      "pull_request",
      "pull_request_review",
      "push",
    ]);
    const jobs = workflow.jobs as Record<string, Mapping>;
    expect(jobs.plan!.if).toBe(
      "github.event_name == 'pull_request' || github.event_name == 'merge_group'",
    );
    expect(jobs.policy!.if).toBe("github.event_name == 'pull_request_review'");
    const plan = (jobs.plan!.steps as Mapping[]).find((step) => step.id === "sync")!;
    expect(plan.with).toMatchObject({ mode: "auto" });
    expect(jobs.apply!.if).toBe("github.event_name == 'push'");
    expect(jobs.apply!.environment).toBe("inventory-production");
    const apply = (jobs.apply!.steps as Mapping[]).find((step) => step.id === "sync")!;
    expect(apply.with).toMatchObject({
      mode: "apply",
      "require-reviewed-plan": true,
      "min-approvals": 1,
    });
  });
});

describe.each(["cip-sync.yml", "drift.yml", "merge-queue.yml"])("examples/workflows/%s", (file) => {
  it("puts no ${{ github.event.* }} expression inside a run: script", async () => {
    const workflow = await readYaml(`examples/workflows/${file}`);
    const scripts = Object.values(workflow.jobs as Record<string, Mapping>).flatMap((job) =>
      (job.steps as Mapping[]).flatMap((step) => (typeof step.run === "string" ? [step.run] : [])),
    );
    expect(scripts.filter((script) => /\$\{\{\s*github\.event\./.test(script))).toEqual([]);
    expect(JSON.stringify(workflow)).not.toMatch(/\$\{\{\s*github\.event\./);
  });

  it("names every artifact per run attempt, so that a re-run can upload its own", async () => {
    const workflow = await readYaml(`examples/workflows/${file}`);
    const uploads = Object.values(workflow.jobs as Record<string, Mapping>).flatMap((job) =>
      (job.steps as Mapping[]).filter((step) =>
        String(step.uses).startsWith("actions/upload-artifact@"),
      ),
    );
    expect(uploads.length).toBeGreaterThan(0);
    for (const upload of uploads)
      expect(String((upload.with as Mapping).name)).toContain("${{ github.run_attempt }}");
  });

  it("writes contents only where evidence is recorded: the apply and the drift check", async () => {
    const workflow = await readYaml(`examples/workflows/${file}`);
    const jobs = workflow.jobs as Record<string, Mapping>;
    const granted = Object.fromEntries(
      Object.entries(jobs).map(([name, job]) => [name, job.permissions ?? workflow.permissions]),
    );
    expect(granted).toEqual(
      file === "drift.yml"
        ? { drift: { contents: "write", issues: "write", statuses: "write" } }
        : {
            plan: { contents: "read", "pull-requests": "write", statuses: "write" },
            policy: { contents: "read", "pull-requests": "write", statuses: "write" },
            // statuses: the ledger's head kept on the merge it records (issue 68).
            apply: { contents: "write", "pull-requests": "write", statuses: "write" },
          },
    );
  });

  it("passes the key only from secrets and does not let the checkout keep credentials", async () => {
    const workflow = await readYaml(`examples/workflows/${file}`);
    for (const job of Object.values(workflow.jobs as Record<string, Mapping>)) {
      for (const step of job.steps as Mapping[]) {
        const inputs = (step.with ?? {}) as Mapping;
        if (String(step.uses).startsWith("actions/checkout@"))
          expect(inputs["persist-credentials"]).toBe(false);
        if ("api-key" in inputs) expect(inputs["api-key"]).toBe("${{ secrets.CIP_API_KEY }}");
      }
    }
  });
});

describe("examples/workflows/drift.yml", () => {
  it("runs daily and on demand, writes the ledger and the drift issue, and fails on drift", async () => {
    const workflow = await readYaml("examples/workflows/drift.yml");
    const on = workflow.on as Mapping;
    expect(Object.keys(on).sort()).toEqual(["schedule", "workflow_dispatch"]);
    expect((on.schedule as Mapping[])[0]?.cron).toMatch(/^\S+ \S+ \S+ \S+ \S+$/);
    expect((on.schedule as Mapping[])[0]?.cron).toMatch(/^\S+ \S+ \* \* \*$/);
    expect(workflow.permissions).toEqual({ contents: "write", issues: "write", statuses: "write" });
    const steps = (workflow.jobs as Record<string, Mapping>).drift!.steps as Mapping[];
    expect(steps.find((step) => step.id === "sync")?.with).toMatchObject({
      mode: "plan",
      "fail-on-drift": true,
    });
    const upload = steps.find(
      (step) => (step.with as Mapping | undefined)?.path === "${{ steps.sync.outputs.plan-file }}",
    );
    expect(upload).toMatchObject({
      if: "always() && steps.sync.outputs.plan-file != ''",
      with: {
        name: "cip-sync-plan-${{ github.run_id }}-${{ github.run_attempt }}",
        path: "${{ steps.sync.outputs.plan-file }}",
      },
    });
  });
});
