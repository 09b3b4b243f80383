// The Action's plan and validate read cip-sources.yaml at the checkout's root, when there is one:
// a hand-written document for a system a source owns makes the files invalid, annotated at its
// place and listed in the pull request's comment.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { annotations, runInProcess, workspaceOf } from "./run-action.ts";
import { checkDrift, dir, github, planPullRequest, PR, useScenario } from "./scenario.ts";

useScenario((options) => runInProcess(options));

const SOURCES = `version: 1
sources:
  - name: cmdb
    kind: csv
    file: exports/ot-assets.csv
    columns: { name: hostname, system: cip_system, type: asset_class }
    types: { RTU: hardware }
    systems: [Protection System]
    out: inventory/cmdb/
`;

const OWNED =
  'cyber system "Protection System" is owned by source "cmdb" (cip-sources.yaml:8:15), which generates its document into inventory/cmdb/';

describe("a source-owned system declared by hand", () => {
  it.each([
    { route: "the pull request's plan", run: () => planPullRequest() },
    { route: "validate", run: () => checkDrift({ mode: "validate" }) },
  ])("makes $route invalid, annotated at the document", async ({ route, run }) => {
    await writeFile(join(workspaceOf(dir), "cip-sources.yaml"), SOURCES);
    const result = await run();
    expect(result.code).toBe(1);
    expect(result.outputs["failure-reason"]).toBe("invalid");
    const [error] = annotations(result.stdout).filter((note) => note.kind === "error");
    expect(error?.properties).toBe(
      "title=Invalid inventory,file=inventory/alpha.yaml,line=1,col=15",
    );
    expect(error?.message).toContain(OWNED);
    if (route !== "validate") expect(github.commentsOn(PR)[0]?.body).toContain("owned by source");
  });
});

describe("a source's system mistyped, with the service reachable", () => {
  it("makes the pull request's plan invalid, annotated at the system in cip-sources.yaml", async () => {
    // The source's out holds the document of "Protection System", which the service has: with
    // the name mistyped, the next sync would remove it and the plan delete its assets.
    const mistyped = SOURCES.replace("[Protection System]", "[Protection Sytem]").replace(
      "out: inventory/cmdb/",
      "out: inventory/",
    );
    await writeFile(join(workspaceOf(dir), "cip-sources.yaml"), mistyped);
    const result = await planPullRequest();
    expect(result.code).toBe(1);
    expect(result.outputs["failure-reason"]).toBe("invalid");
    const errors = annotations(result.stdout).filter((note) => note.kind === "error");
    expect(errors.map((note) => note.properties)).toContain(
      "title=Invalid inventory,file=cip-sources.yaml,line=8,col=15",
    );
    expect(errors.map((note) => note.message).join("\n")).toContain(
      'cyber system "Protection Sytem" of source "cmdb" is no cyber system of the service, and no document declares it: did you mean "Protection System"?',
    );
  });
});
