// Every workflow a user may copy, from a workflow file or from the documentation, passes actionlint.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  collectWorkflows,
  formatProblem,
  lintWorkflows,
  workflowBlocks,
} from "../../scripts/lint-workflows.ts";

type Workflow = { on: unknown; jobs: unknown };

const root = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");

const WORKFLOW = [
  "on: push",
  "jobs:",
  "  test:",
  "    runs-on: ubuntu-latest",
  "    steps:",
  "      - run: echo hello",
].join("\n");

describe("workflowBlocks", () => {
  it.each([
    {
      name: "a fenced yaml block with on: and jobs:",
      markdown: `# Title\n\n\`\`\`yaml\n${WORKFLOW}\n\`\`\`\n`,
      expected: [{ lineOffset: 3, columnOffset: 0 }],
    },
    {
      name: "a yml block indented inside a list item, closed by a longer fence",
      markdown: `1. Copy:\n\n   \`\`\`yml\n${WORKFLOW.replace(/^/gm, "   ")}\n   \`\`\`\`\n`,
      expected: [{ lineOffset: 3, columnOffset: 3 }],
    },
    {
      name: "YAML that is not a workflow (an inventory file)",
      markdown: "```yaml\ncyber_system: Alpha\nassets: {}\n```\n",
      expected: [],
    },
    {
      name: "a workflow in a block of another language",
      markdown: `\`\`\`text\n${WORKFLOW}\n\`\`\`\n`,
      expected: [],
    },
  ])("finds $name", ({ markdown, expected }) => {
    const blocks = workflowBlocks(markdown, "doc.md");
    expect(blocks.map(({ lineOffset, columnOffset }) => ({ lineOffset, columnOffset }))).toEqual(
      expected,
    );
    for (const block of blocks) expect(block.text).toBe(`${WORKFLOW}\n`);
  });
});

describe("lintWorkflows", () => {
  it("reports a problem of a documented workflow at its line and column in the Markdown file", async () => {
    const broken = WORKFLOW.replace("    runs-on: ubuntu-latest\n", "");
    const markdown = `# Title\n\n- Copy:\n\n  \`\`\`yaml\n${broken.replace(/^/gm, "  ")}\n  \`\`\`\n`;
    const problems = await lintWorkflows(workflowBlocks(markdown, "docs/page.md"));
    expect(problems.map(formatProblem)).toEqual([
      'docs/page.md:8:5: "runs-on" section is missing in job "test" [syntax-check]',
    ]);
  });

  it("passes every workflow file and every workflow of README.md and docs/", async () => {
    const sources = await collectWorkflows(root);
    const paths = sources.map((source) => source.path);
    // The extraction finds what the documentation shows, so this test cannot pass by finding nothing.
    expect(paths).toEqual(
      expect.arrayContaining([
        "examples/workflows/cip-sync.yml",
        "examples/workflows/drift.yml",
        "README.md",
        "docs/github-action.md",
        "docs/several-organizations.md",
      ]),
    );
    expect((await lintWorkflows(sources)).map(formatProblem)).toEqual([]);
  });
});

describe("issue 22 item 10: the delete label cannot be removed silently", () => {
  it("every workflow a user may copy that plans pull requests plans again on labeled and unlabeled", async () => {
    const planning = (await collectWorkflows(root))
      .map((source) => ({ path: source.path, workflow: parse(source.text) as Workflow }))
      .filter(({ workflow }) => workflow.on !== null && typeof workflow.on === "object")
      .filter(({ workflow }) => "pull_request" in (workflow.on as object))
      .filter(({ workflow }) => JSON.stringify(workflow.jobs).includes("cip-inventory-sync"));
    expect(planning.map(({ path }) => path)).toEqual(
      expect.arrayContaining(["examples/workflows/cip-sync.yml", "README.md"]),
    );
    for (const { path, workflow } of planning) {
      const types = (workflow.on as { pull_request: { types?: string[] } | null }).pull_request
        ?.types;
      expect({ path, types }).toEqual({
        path,
        types: ["opened", "synchronize", "reopened", "labeled", "unlabeled"],
      });
    }
  });
});

describe("issue 20: a review judges the owner policy again", () => {
  it.each(["README.md", "examples/workflows/cip-sync.yml"])(
    "%s runs on reviews submitted and dismissed, in a job of their own",
    async (path) => {
      const source = (await collectWorkflows(root)).find((found) => found.path === path);
      const workflow = parse(source!.text) as {
        on: { pull_request_review?: { types?: string[] } };
        permissions: Record<string, string>;
        jobs: Record<string, { if?: string }>;
      };
      expect(workflow.on.pull_request_review?.types).toEqual(["submitted", "dismissed"]);
      expect(workflow.permissions.statuses).toBe("write");
      const reviewJobs = Object.entries(workflow.jobs)
        .filter(([, job]) => job.if?.includes("pull_request_review"))
        .map(([name]) => name);
      expect(reviewJobs).toEqual(["policy"]);
    },
  );
});

describe("issue 37 item 4: rules that name teams can be verified from the policy job", () => {
  // README's first workflow leaves it out (issue 80: no secret an engineer without an owner policy
  // naming teams has a reason to create); the fuller examples, and the docs, pass it.
  it("every example workflow passes policy-token to the Action in its review job", async () => {
    const reviewSteps = (await collectWorkflows(root)).flatMap((source) => {
      if (source.path === "README.md") return [];
      const { jobs } = parse(source.text) as {
        jobs: Record<string, { if?: string; steps?: { uses?: string; with?: object }[] }>;
      };
      return Object.entries(jobs)
        .filter(([, job]) => job.if?.includes("pull_request_review"))
        .flatMap(([name, job]) =>
          (job.steps ?? [])
            .filter((step) => step.uses?.includes("/cip-inventory-sync@"))
            .map((step) => ({
              at: `${source.path} jobs.${name}`,
              inputs: Object.keys(step.with ?? {}),
            })),
        );
    });
    expect(reviewSteps.map(({ at }) => at)).toEqual(
      expect.arrayContaining(["examples/workflows/cip-sync.yml jobs.policy"]),
    );
    for (const { at, inputs } of reviewSteps) {
      expect({ at, inputs }).toEqual({ at, inputs: expect.arrayContaining(["policy-token"]) });
    }
  });
});

describe("docs/several-organizations.md", () => {
  it("plans and applies each organization in its own workspace, directory and key", () => {
    const [block] = workflowBlocks(
      readFileSync(`${root}/docs/several-organizations.md`, "utf8"),
      "docs/several-organizations.md",
    );
    const workflow = parse(block!.text) as {
      jobs: Record<
        string,
        {
          strategy: { matrix: { include: { workspace: string; "key-secret": string }[] } };
          steps: { id?: string; with?: Record<string, string> }[];
        }
      >;
    };
    expect(Object.keys(workflow.jobs)).toEqual(["plan", "apply"]);
    for (const job of Object.values(workflow.jobs)) {
      const entries = job.strategy.matrix.include;
      expect(new Set(entries.map((entry) => entry.workspace)).size).toBe(entries.length);
      expect(new Set(entries.map((entry) => entry["key-secret"])).size).toBe(entries.length);
      const sync = job.steps.find((step) => step.id === "sync")!.with!;
      expect(sync).toMatchObject({
        workspace: "${{ matrix.workspace }}",
        path: "inventory/${{ matrix.workspace }}/",
        "api-key": "${{ secrets[matrix.key-secret] }}",
      });
    }
  });
});

describe("every workflow shown that writes the evidence ledger signs it (issue 78)", () => {
  // An apply, or a scheduled check, with the ledger on (evidence-branch not none): refused without
  // the key once cip-ledger.yaml binds the writer, which every run with a ledger requires.
  it("gives its job the environment and the Action ledger-key, in every file and page", async () => {
    const writers = (await collectWorkflows(root)).flatMap((source) => {
      const workflow = parse(source.text) as {
        on: unknown;
        jobs: Record<
          string,
          { environment?: string; steps?: { uses?: string; with?: Record<string, string> }[] }
        >;
      };
      const scheduled =
        typeof workflow.on === "object" && workflow.on !== null && "schedule" in workflow.on;
      return Object.entries(workflow.jobs).flatMap(([name, job]) =>
        (job.steps ?? [])
          .filter((step) => step.uses?.includes("/cip-inventory-sync@"))
          .filter(
            ({ with: inputs = {} }) =>
              inputs.mode === "apply" || (scheduled && inputs.mode === "plan"),
          )
          .filter(
            ({ with: inputs = {} }) =>
              !["none", ""].includes(inputs["evidence-branch"] ?? "cip-sync-evidence"),
          )
          .map(({ with: inputs = {} }) => ({
            at: `${source.path} jobs.${name}`,
            environment: job.environment,
            key: inputs["ledger-key"],
          })),
      );
    });
    expect(writers.length).toBeGreaterThanOrEqual(6);
    for (const { at } of writers)
      expect(writers.find((writer) => writer.at === at)).toEqual({
        at,
        environment: "inventory-production",
        key: "${{ secrets.CIP_SYNC_LEDGER_KEY }}",
      });
  });
});

describe("the example workflows keep every record the Action writes outside the ledger", () => {
  type Step = { id?: string; uses?: string; if?: string; with?: Record<string, unknown> };
  type Job = { steps?: Step[] };

  /** Each job of examples/workflows that writes evidence: an apply, or a scheduled drift check. */
  async function ledgerWriters(): Promise<Map<string, Step[]>> {
    const writers = new Map<string, Step[]>();
    for (const source of await collectWorkflows(root)) {
      if (!source.path.startsWith("examples/workflows/")) continue;
      const workflow = parse(source.text) as {
        on: Record<string, unknown>;
        jobs: Record<string, Job>;
      };
      for (const [name, job] of Object.entries(workflow.jobs)) {
        const mode = (job.steps ?? []).find((step) => step.uses?.includes("/cip-inventory-sync@"))
          ?.with?.mode;
        const scheduled = "schedule" in workflow.on;
        if (mode === "apply" || (scheduled && mode === "plan"))
          writers.set(`${source.path} jobs.${name}`, job.steps ?? []);
      }
    }
    return writers;
  }

  const expected: [job: string, outputs: string[]][] = [
    ["examples/workflows/cip-sync.yml jobs.apply", ["change-record", "evidence-record"]],
    ["examples/workflows/merge-queue.yml jobs.apply", ["change-record", "evidence-record"]],
    ["examples/workflows/drift.yml jobs.drift", ["evidence-record"]],
  ];

  it("finds exactly the jobs of the table, so that none is left out", async () => {
    expect([...(await ledgerWriters()).keys()].sort()).toEqual(expected.map(([job]) => job).sort());
  });

  it.each(expected)("%s uploads %j, also when the run failed", async (job, outputs) => {
    const steps = (await ledgerWriters()).get(job)!;
    const sync = steps.find((step) => step.uses?.includes("/cip-inventory-sync@"))!;
    const uploaded = steps
      .filter((step) => step.uses?.startsWith("actions/upload-artifact@"))
      .filter((step) => step.if?.startsWith("always()"))
      .map((step) => String(step.with?.path));
    expect(uploaded).toEqual(
      expect.arrayContaining(outputs.map((output) => `\${{ steps.${sync.id}.outputs.${output} }}`)),
    );
  });
});
