// CIP-003-9 Section 6's gate from pull request to merge, in process against the emulator and the
// fake GitHub: the pull request adds a vendor path to a low-impact site file whose Section 6 names
// no method for 6.2 and 6.3 (the base's file allowed one path, with the same gap). Under
// `vendor_remote_access: require` its plan is refused at the file's line; under flag it is planned
// and the comment lists the gap. Merged with the policy file at require, the apply on merge reads
// it, compares the site file with the commit compared with and refuses before any request that
// writes: the service is unchanged, the run fails (failure-reason invalid: the check's status is
// failure), the error is annotated at the file's vendor_remote_access line with the missing
// parts, and the ledger's record says the merge was refused (invalid), putting nothing in force.
// The same for a merge that narrows the one 6.3 method away from a path the site keeps (Section 6
// counted per vendor path, issue 96, item 3).
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { UNLISTED_PARENT } from "../support/fake-github.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import { annotations, runInProcess, workspaceOf } from "./run-action.ts";
import { dir, emulator, github, planPullRequest, pushToMain, useScenario } from "./scenario.ts";

useScenario((options) => runInProcess(options));

const SITE_FILE = "low-impact/substation-12.yaml";

/** A site file allowing vendor paths `paths`, admitted in 3.1, with a method for 6.1 alone. */
function site(paths: string[]): string {
  return [
    "version: 1",
    "id: substation-12",
    "sites: [Substation Alpha]",
    "physical_access: { controls: [card key at the control house], access_control_assets: [fw-sub12] }",
    `electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [${paths.join(", ")}] }`,
    "dial_up: none",
    "transient_cyber_assets: { plan: docs/tca-plan.md, managed: [] }",
    `vendor_remote_access: { paths: [${paths.map((id) => `{ id: ${id}, kind: vpn, device: fw-sub12 }`).join(", ")}], determine: [access pre-authorized by ticket] }`,
    "",
  ].join("\n");
}

/** The same site file with `methods` (written as in the file) for Section 6's parts. */
const siteWithMethods = (paths: string[], methods: string) =>
  site(paths).replace("determine: [access pre-authorized by ticket] }", `${methods} }`);

async function checkoutFile(path: string, text: string): Promise<void> {
  const file = join(workspaceOf(dir), path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

describe("CIP-003-9 Section 6's gate at the merge (vendor_remote_access: require)", () => {
  it("refuses a merge adding a vendor path without methods for 6.2 and 6.3, applying nothing", async () => {
    // The commit the merge is compared with (the merge commit's first parent) allowed oem-vpn.
    github.policy.addFile(UNLISTED_PARENT, SITE_FILE, site(["oem-vpn"]));
    await checkoutFile(SITE_FILE, site(["oem-vpn", "oem-modem"]));
    // The pull request's plan under require: refused, the job failed (its check's status failure).
    await checkoutFile("cip-policy.yaml", "version: 1\nvendor_remote_access: require\n");
    const refused = await planPullRequest();
    expect(refused.code, refused.stdout).toBe(1);
    expect(refused.outputs["failure-reason"]).toBe("invalid");
    expect(refused.summary).toContain(
      `\`${SITE_FILE}:8:1\` **error:** CIP-003-9 Section 6: ${SITE_FILE} (Substation Alpha) adds vendor path "oem-modem"`,
    );

    // Under flag: planned, the comment listing the gap for the reviewers.
    await checkoutFile("cip-policy.yaml", "version: 1\nvendor_remote_access: flag\n");
    const planned = await planPullRequest();
    expect(planned.code, planned.stdout).toBe(0);
    expect(github.comments.at(-1)?.body).toContain(
      `CIP-003-9 Section 6: ${SITE_FILE} (Substation Alpha) adds vendor path "oem-modem"`,
    );

    // Merged with the policy at require (the merged commit's policy file): the apply refuses.
    await checkoutFile("cip-policy.yaml", "version: 1\nvendor_remote_access: require\n");
    const ledgerBefore = github.git.filesOn("cip-sync-evidence").length;
    const result = await pushToMain();
    expect(result.code, result.stdout).toBe(1);
    expect(result.outputs["failure-reason"]).toBe("invalid");
    expect(emulator.mutatingRequestCount()).toBe(0);
    const errors = annotations(result.stdout).filter((note) => note.kind === "error");
    expect(errors.map((note) => [note.properties, note.message])).toContainEqual([
      `title=Invalid inventory,file=${SITE_FILE},line=8,col=1`,
      expect.stringContaining(
        `CIP-003-9 Section 6: ${SITE_FILE} (Substation Alpha) adds vendor path "oem-modem" and admits vendor path "oem-modem" in its Section 3.1 rules without methods for 6.2 and 6.3, and cip-policy.yaml requires every part's methods: name at least one method under vendor_remote_access.disable and vendor_remote_access.detect`,
      ),
    ]);
    const { records, breaks } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
    expect(breaks).toEqual([]);
    expect(records.length).toBe(ledgerBefore + 1);
    const record = records.at(-1)!.record;
    if (record.kind !== "change") throw new Error(`the newest record is ${record.kind}`);
    expect(record.change.outcome).toBe("invalid");
    expect(record.change.change_record).toBeNull();
  });

  // Issue 96, item 3: Section 6 counts each path, so narrowing a part's one method away from a
  // path the site keeps leaves that path without the part, and require refuses the merge.
  it("refuses a merge narrowing the 6.3 method away from a vendor path the site keeps, applying nothing", async () => {
    const PLAIN = "determine: [ticket], disable: [account disabled]";
    github.policy.addFile(
      UNLISTED_PARENT,
      SITE_FILE,
      siteWithMethods(["oem-vpn", "jump-1"], `${PLAIN}, detect: [IDS]`),
    );
    github.policy.addFile(
      UNLISTED_PARENT,
      "cip-policy.yaml",
      "version: 1\nvendor_remote_access: require\n",
    );
    await checkoutFile(
      SITE_FILE,
      siteWithMethods(
        ["oem-vpn", "jump-1"],
        `${PLAIN}, detect: [{ method: IDS, paths: [oem-vpn] }]`,
      ),
    );
    await checkoutFile("cip-policy.yaml", "version: 1\nvendor_remote_access: require\n");
    const WORDS = `CIP-003-9 Section 6: ${SITE_FILE} (Substation Alpha) narrows method "IDS" of 6.3 so that no 6.3 method reaches vendor path "jump-1" without a 6.3 method reaching vendor path "jump-1"`;
    const refused = await planPullRequest();
    expect(refused.code, refused.stdout).toBe(1);
    expect(refused.outputs["failure-reason"]).toBe("invalid");
    expect(refused.summary).toContain(`\`${SITE_FILE}:8:1\` **error:** ${WORDS}`);

    const ledgerBefore = github.git.filesOn("cip-sync-evidence").length;
    const result = await pushToMain();
    expect(result.code, result.stdout).toBe(1);
    expect(result.outputs["failure-reason"]).toBe("invalid");
    expect(emulator.mutatingRequestCount()).toBe(0);
    const errors = annotations(result.stdout).filter((note) => note.kind === "error");
    expect(errors.map((note) => [note.properties, note.message])).toContainEqual([
      `title=Invalid inventory,file=${SITE_FILE},line=8,col=1`,
      expect.stringContaining(`${WORDS}, and cip-policy.yaml requires every part's methods`),
    ]);
    const { records, breaks } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
    expect(breaks).toEqual([]);
    expect(records.length).toBe(ledgerBefore + 1);
    const record = records.at(-1)!.record;
    if (record.kind !== "change") throw new Error(`the newest record is ${record.kind}`);
    expect(record.change.outcome).toBe("invalid");
    expect(record.change.change_record).toBeNull();
  });

  it("judges a pull request that lowers require to flag by the base's require, applying nothing", async () => {
    // The base (the pull request's base commit) requires every part's methods and allowed oem-vpn.
    github.policy.addFile(UNLISTED_PARENT, SITE_FILE, site(["oem-vpn"]));
    github.policy.addFile(
      UNLISTED_PARENT,
      "cip-policy.yaml",
      "version: 1\nvendor_remote_access: require\n",
    );
    // The pull request adds a path without 6.2 and 6.3 and lowers the setting in the same change.
    await checkoutFile(SITE_FILE, site(["oem-vpn", "oem-modem"]));
    await checkoutFile("cip-policy.yaml", "version: 1\nvendor_remote_access: flag\n");
    const refused = await planPullRequest();
    expect(refused.code, refused.stdout).toBe(1);
    expect(refused.outputs["failure-reason"]).toBe("invalid");
    expect(refused.summary).toMatch(
      /adds vendor path "oem-modem".* without methods for 6\.2 and 6\.3, and cip-policy\.yaml at [^:]+ requires every part's methods/,
    );
    expect(emulator.mutatingRequestCount()).toBe(0);

    // Raised in the pull request (flag at the base, require in the change): its own require judges.
    github.policy.addFile(
      UNLISTED_PARENT,
      "cip-policy.yaml",
      "version: 1\nvendor_remote_access: flag\n",
    );
    await checkoutFile("cip-policy.yaml", "version: 1\nvendor_remote_access: require\n");
    const raised = await planPullRequest();
    expect(raised.code, raised.stdout).toBe(1);
    expect(raised.summary).toContain("and cip-policy.yaml requires every part's methods");

    // Flag at both: planned, the gap listed.
    await checkoutFile("cip-policy.yaml", "version: 1\nvendor_remote_access: flag\n");
    const planned = await planPullRequest();
    expect(planned.code, planned.stdout).toBe(0);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});
