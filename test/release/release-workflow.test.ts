// The release workflow publishes only from the protected environment `release` (required
// reviewers, version tags only): every job whose token can publish (contents: write creates the
// release and moves vX; id-token: write is npm's trusted publishing) must run in it.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

interface Job {
  environment?: string | { name: string };
  permissions?: Record<string, string>;
}

const workflow = parse(await readFile(".github/workflows/release.yml", "utf8")) as {
  permissions: unknown;
  jobs: Record<string, Job>;
};

const canPublish = (job: Job) =>
  job.permissions?.contents === "write" || job.permissions?.["id-token"] === "write";

const environmentOf = (job: Job) =>
  typeof job.environment === "string" ? job.environment : job.environment?.name;

describe("release.yml", () => {
  it("grants nothing at the top: each job names its own permissions", () => {
    expect(workflow.permissions).toEqual({});
  });

  it("runs every job that can publish in the environment release, and no other job there", () => {
    const publishing = Object.entries(workflow.jobs).filter(([, job]) => canPublish(job));
    expect(publishing.map(([name]) => name).sort()).toEqual(["github-release", "npm-publish"]);
    for (const [name, job] of Object.entries(workflow.jobs))
      expect([name, environmentOf(job)]).toEqual([name, canPublish(job) ? "release" : undefined]);
  });
});
