// CIP-007-6 R5 Part 5.4's gate from pull request to merge, in process against the emulator and the
// fake GitHub: the change creates the relay alpha-relay-02 in Protection System (its document
// declares no impact, so it is judged as High) while no system access file of the checkout gives its
// default_passwords answer. Under `default_passwords: require` its plan is refused at the asset's
// declaration; with the answer in an access file it is planned. Merged with the policy at require
// and no answer, the apply refuses before any request that writes: the service is unchanged, the
// run fails (failure-reason invalid), the error is annotated at the asset, and the ledger's record
// says the merge was refused (invalid), putting nothing in force.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { UNLISTED_PARENT } from "../../support/fake-github.ts";
import { verifyLedger } from "../../support/ledger-check.ts";
import { annotations, runInProcess, workspaceOf } from "../../action/run-action.ts";
import {
  dir,
  emulator,
  github,
  planPullRequest,
  pushToMain,
  useScenario,
  writeInventory,
} from "../../action/scenario.ts";

useScenario((options) => runInProcess(options));

/** The service's three assets kept, and the relay alpha-relay-02 created: a Cyber Asset. */
const RELAY_CREATED = `cyber_system: Protection System
facility: Substation Alpha
assets:
  alpha-relay-01: hardware
  alpha-relay-02: hardware
  alpha-rtu-01: hardware
  old-hmi: hardware
`;
beforeEach(() => writeInventory("alpha.yaml", RELAY_CREATED));

const ACCESS_FILE = "system-access/protection.yaml";
const LACKS =
  'CIP-007 R5.4: Cyber Asset "alpha-relay-02" is created in "Protection System", a system that declares no impact (judged as High), and no system access file gives its default passwords answer';

/** An access file for Protection System answering 5.4 for `assets`. */
function accessFile(assets: string[]): string {
  return [
    "version: 1",
    "id: protection",
    "by: system",
    "covers: [Protection System]",
    "account_types: []",
    "shared_accounts: []",
    "password_parameters: []",
    "failed_authentication: []",
    "default_passwords:",
    ...assets.map(
      (asset) => `  - { asset: ${asset}, answer: changed, reference: checklist CC-12 }`,
    ),
    "",
  ].join("\n");
}

async function checkoutFile(path: string, text: string): Promise<void> {
  const file = join(workspaceOf(dir), path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

describe("CIP-007-6 R5 Part 5.4's gate at the merge (default_passwords: require)", () => {
  it("refuses a new asset without its default passwords answer, applying nothing", async () => {
    await checkoutFile("cip-policy.yaml", "version: 1\ndefault_passwords: require\n");
    // The pull request's plan under require, no access file at all: refused.
    const refused = await planPullRequest();
    expect(refused.code, refused.stdout).toBe(1);
    expect(refused.outputs["failure-reason"]).toBe("invalid");
    expect(refused.summary).toContain(
      `\`inventory/alpha.yaml:5:3\` **error:** ${LACKS}, and cip-policy.yaml sets default\\_passwords: require`,
    );

    // With the answer in an access file: planned.
    await checkoutFile(ACCESS_FILE, accessFile(["alpha-relay-02"]));
    const planned = await planPullRequest();
    expect(planned.code, planned.stdout).toBe(0);
    expect(planned.summary).not.toContain("CIP-007 R5.4");

    // An access file answering for another asset only: refused again.
    await checkoutFile(ACCESS_FILE, accessFile(["alpha-relay-01"]));
    const other = await planPullRequest();
    expect(other.code, other.stdout).toBe(1);

    // Merged with the policy at require and no answer: the apply refuses before any write.
    await rm(join(workspaceOf(dir), ACCESS_FILE));
    const ledgerBefore = github.git.filesOn("cip-sync-evidence").length;
    const result = await pushToMain();
    expect(result.code, result.stdout).toBe(1);
    expect(result.outputs["failure-reason"]).toBe("invalid");
    expect(emulator.mutatingRequestCount()).toBe(0);
    const errors = annotations(result.stdout).filter((note) => note.kind === "error");
    expect(errors.map((note) => note.message)).toContainEqual(expect.stringContaining(LACKS));
    const { records, breaks } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
    expect(breaks).toEqual([]);
    expect(records.length).toBe(ledgerBefore + 1);
    const record = records.at(-1)!.record;
    if (record.kind !== "change") throw new Error(`the newest record is ${record.kind}`);
    expect(record.change.outcome).toBe("invalid");
    expect(record.change.change_record).toBeNull();
  });

  // A pull request that lowers the base's require to flag, with no reviewed file of any family in
  // its checkout, is judged by the require it lowers: the gate fails closed on the base's policy.
  it("judges a pull request lowering require to flag by the base's require, with no access file", async () => {
    github.policy.addFile(
      UNLISTED_PARENT,
      "cip-policy.yaml",
      "version: 1\ndefault_passwords: require\n",
    );
    await checkoutFile("cip-policy.yaml", "version: 1\ndefault_passwords: flag\n");
    const refused = await planPullRequest();
    expect(refused.code, refused.stdout).toBe(1);
    expect(refused.outputs["failure-reason"]).toBe("invalid");
    expect(refused.summary).toContain(LACKS);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("lists it under flag, the default, and plans", async () => {
    const planned = await planPullRequest();
    expect(planned.code, planned.stdout).toBe(0);
    expect(github.comments.at(-1)?.body).toContain(LACKS);
  });
});
