// Issue 96, item 6, in the Action: a low-impact site file naming a site no facility or control
// center is ("Substation Alpah") is refused at its entry with did-you-mean, by the validate route
// (no service read: judged against the inventory's declared sites, and said) and by the pull
// request's plan (against the service's), which applies nothing.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { annotations, runInProcess, workspaceOf } from "./run-action.ts";
import {
  checkDrift,
  commentsOnPullRequest,
  dir,
  emulator,
  planPullRequest,
  useScenario,
} from "./scenario.ts";

useScenario(runInProcess);

const SITE = `version: 1
id: alpha
sites: [Substation Alpah]
physical_access: { controls: [card key], access_control_assets: [] }
electronic_access: { routable: false }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access: none
`;
const WORDS =
  'did you mean "Substation Alpha"? Write each site as CIP-002 R1.3 identifies it ("Identify each asset that contains a low impact BES Cyber System") and as the facility or control center of its low impact systems is named, exactly (case included)';

async function writeSite(): Promise<void> {
  await mkdir(join(workspaceOf(dir), "low-impact"), { recursive: true });
  await writeFile(join(workspaceOf(dir), "low-impact", "alpha.yaml"), SITE);
}

describe("a site file naming a site no facility or control center is", () => {
  it("validate refuses it at its entry, judged against the inventory's sites", async () => {
    await writeSite();
    const run = await checkDrift({ mode: "validate", "api-key": "" });
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("invalid");
    const errors = annotations(run.stdout).filter((note) => note.kind === "error");
    expect(errors.map((note) => [note.properties, note.message])).toEqual([
      [
        "title=Invalid inventory,file=low-impact/alpha.yaml,line=3,col=9",
        `site "Substation Alpah" is no facility or control center the inventory's documents declare (no service was read, so the inventory's declared sites judge it); ${WORDS}`,
      ],
      [
        "",
        "The inventory is invalid: 1 error, annotated on the files. Nothing was planned or changed; fix them and push again.",
      ],
    ]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("the pull request's plan refuses it against the service's, applying nothing", async () => {
    await writeSite();
    const run = await planPullRequest();
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("invalid");
    const comments = commentsOnPullRequest().map((comment) => comment.body);
    expect(comments.join("\n")).toContain(
      `site "Substation Alpah" is no facility or control center the service holds; did you mean "Substation Alpha"?`,
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});
