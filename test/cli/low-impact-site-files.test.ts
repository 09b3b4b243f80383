// CIP-003-9 low impact's site files at review, through the command line against the emulator, as
// the family's row and shape give them to every surface (issue 91, item 2): `validate` refuses a
// broken site file at its file:line:column with how to fix it; the plan shows an added one, with
// Section 6's parts that name no method, in text (where --detailed-exitcode answers 2 for it alone),
// Markdown (ending with the fingerprint) and JSON (under low_impact_files, fingerprinted); the
// plan's Section 6 gate lists the added file's gap as a warning under the owner policy's
// `vendor_remote_access: flag` (or no key) and refuses the plan under `require`, a file naming
// every part's methods passing; a program record is refused at its place by validate (a day nobody
// has lived yet) and shown by the plan; and the service is never asked to change anything.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningEmulator, startEmulator } from "../../src/emulator/server.ts";
import { acmeSeed, workdirWithInventory } from "../support/acme-service.ts";
import { runCliInProcess } from "../support/cli.ts";
import { commitFiles, sealableCheckout } from "../support/inventory-repository.ts";

const KEY = "test-key-low-impact-91";
const INVENTORY = [
  "cyber_system: Alpha Protection",
  "facility: Substation Alpha",
  "impact: high",
  "assets:",
  "  relay-01:",
  "    type: hardware",
  "",
].join("\n");
const SITE_FILE = "low-impact/substation-12.yaml";
/** Substation Alpha allows vendor remote access by oem-vpn, with a method for 6.1 only. */
const SITE = `version: 1
id: substation-12
sites: [Substation Alpha]
physical_access: { controls: [card key], access_control_assets: [fw-sub12] }
electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [oem-vpn] }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [ticket] }
`;

let workdir: string;
let emulator: RunningEmulator;

beforeEach(async () => {
  workdir = await workdirWithInventory("cip-sync-low-impact-");
  emulator = await startEmulator({
    seed: acmeSeed(KEY, [{ id: "ca_relay_01", name: "relay-01", asset_type: "hardware" }]),
  });
  sealableCheckout(workdir);
  await commitFiles(workdir, { "inventory/alpha.yaml": INVENTORY });
  await mkdir(join(workdir, "low-impact"));
});

afterEach(async () => {
  await emulator.close();
  await rm(workdir, { recursive: true, force: true });
});

const run = (...args: string[]) =>
  runCliInProcess(args, {
    cwd: workdir,
    env: { CIP_API_URL: emulator.url, CIP_API_KEY: KEY },
    now: () => Date.parse("2026-05-01T12:00:00Z"),
  });

describe("CIP-003-9 low-impact site files at review", () => {
  it("validate refuses a broken site file at its file:line:column, saying what to write", async () => {
    await writeFile(join(workdir, SITE_FILE), SITE.replace("dial_up: none", "dial_up: maybe"));
    const validated = await run("validate");
    expect(validated.code).toBe(1);
    expect(validated.stderr).toContain(
      'low-impact/substation-12.yaml:6:10: error: dial_up must be a map ({ authentication: dial-back modem } or none), not the text "maybe"',
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("the plan shows an added site file and its Section 6 gap; --detailed-exitcode answers 2", async () => {
    await writeFile(join(workdir, SITE_FILE), SITE);
    expect((await run("validate")).code).toBe(0);
    const planned = await run("plan", "--base", "HEAD", "--detailed-exitcode");
    expect(planned.stderr).toBe("");
    expect(planned.code).toBe(2);
    const lines = planned.stdout.split("\n");
    const from = lines.findIndex((line) => line.startsWith("CIP-003 R2 low-impact files"));
    expect(lines.slice(from + 1, from + 3)).toEqual([
      '  added "low-impact/substation-12.yaml": Substation Alpha; routable communications; vendor remote access by "oem-vpn"',
      "      Section 6: no method for 6.2, 6.3",
    ]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  it("the Markdown plan lists it and ends with the fingerprint; the JSON carries it", async () => {
    const before = JSON.parse((await run("plan", "--base", "HEAD", "--format", "json")).stdout);
    await writeFile(join(workdir, SITE_FILE), SITE);
    const markdown = await run("plan", "--base", "HEAD", "--format", "markdown");
    expect(markdown.stdout).toContain("CIP-003 R2 low-impact files");
    expect(markdown.stdout).toMatch(/Plan fingerprint: `sha256:[0-9a-f]{64}`\n$/);
    const plan = JSON.parse((await run("plan", "--base", "HEAD", "--format", "json")).stdout);
    expect(plan.low_impact_files.files).toEqual([
      {
        file: SITE_FILE,
        change: "added",
        site: {
          id: "substation-12",
          sites: ["Substation Alpha"],
          routable: true,
          vendor_remote_access: "allowed",
          paths: ["oem-vpn"],
          missing: ["6.2", "6.3"],
        },
      },
    ]);
    expect(plan.fingerprint).not.toBe(before.fingerprint);
  });

  const RECORD_FILE = "low-impact/records/reinforcement-2026.yaml";
  const RECORD = `version: 1
id: reinforcement-2026
kind: reinforcement
performed_on: 2026-04-20
how: spring security bulletin
`;

  it("a program record: validate refuses a day nobody has lived yet, the plan shows it and --detailed-exitcode answers 2", async () => {
    await mkdir(join(workdir, "low-impact/records"));
    await writeFile(
      join(workdir, RECORD_FILE),
      RECORD.replace("performed_on: 2026-04-20", "performed_on: 2099-01-01"),
    );
    const validated = await run("validate");
    expect(validated.code).toBe(1);
    // Read against the clock of the run (a day nobody has lived yet whenever the test runs).
    expect(validated.stderr).toMatch(
      /^low-impact\/records\/reinforcement-2026\.yaml:4:15: error: performed_on 2099-01-01 is after today \(\d{4}-\d\d-\d\d in UTC, \d{4}-\d\d-\d\d in UTC\+14, the farthest ahead\): write the day the practices were reinforced, once it has happened$/m,
    );
    await writeFile(join(workdir, RECORD_FILE), RECORD);
    expect((await run("validate")).code).toBe(0);
    const planned = await run("plan", "--base", "HEAD", "--detailed-exitcode");
    expect(planned.stderr).toBe("");
    expect(planned.code).toBe(2);
    const lines = planned.stdout.split("\n");
    const from = lines.findIndex((line) => line.startsWith("CIP-003 R2 low-impact files"));
    expect(lines.slice(from + 1, from + 3)).toEqual([
      '  added "low-impact/records/reinforcement-2026.yaml": reinforcement performed on 2026-04-20',
      "      Attachment 1 Section 1: closes the reinforcement clock; the next is due by 2027-07-20",
    ]);
    const plan = JSON.parse((await run("plan", "--base", "HEAD", "--format", "json")).stdout);
    expect(plan.low_impact_files.files).toEqual([
      {
        file: RECORD_FILE,
        change: "added",
        record: {
          id: "reinforcement-2026",
          kind: "reinforcement",
          performed_on: "2026-04-20",
          next_due: "2027-07-20",
        },
      },
    ]);
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  // Issue 98, item 3: "A changed site file's plan line gives only its new state, not what
  // changed." The line shows the file as it will be; a detail shows each answer before -> after.
  it("a changed site file: the plan shows what changed, before -> after", async () => {
    const before = SITE.replace(
      /electronic_access: .*\n/,
      "electronic_access: { routable: false }\n",
    ).replace(/vendor_remote_access: .*\n/, "vendor_remote_access: none\n");
    await commitFiles(workdir, { [SITE_FILE]: before });
    await writeFile(join(workdir, SITE_FILE), SITE);
    const planned = await run("plan", "--base", "HEAD");
    expect(planned.code).toBe(0);
    const lines = planned.stdout.split("\n");
    const from = lines.findIndex((line) => line.startsWith("CIP-003 R2 low-impact files"));
    expect(lines.slice(from + 1, from + 4)).toEqual([
      '  changed "low-impact/substation-12.yaml": Substation Alpha; routable communications; vendor remote access by "oem-vpn"',
      '      changed: no routable communications -> routable communications; no vendor remote access -> vendor remote access by "oem-vpn"; no Section 6 gap -> Section 6 gap: no method for 6.2, 6.3',
      "      Section 6: no method for 6.2, 6.3",
    ]);
    const plan = JSON.parse((await run("plan", "--base", "HEAD", "--format", "json")).stdout);
    expect(plan.low_impact_files.files[0].site.before).toEqual({
      id: "substation-12",
      sites: ["Substation Alpha"],
      routable: false,
      vendor_remote_access: "none",
      paths: [],
      missing: [],
    });
    expect(emulator.mutatingRequestCount()).toBe(0);
  });

  // Issue 98, item 2: "The pull request that needs the CIP Senior Manager does not say so." The
  // review's plan lines name the policies it reviewed and whose approval of this pull request
  // closes their approval clocks: the CIP Senior Manager the base's policy names, by name, a
  // delegate's approval not counting; a base whose policy names none says that none closes it.
  const REVIEW_FILE = "low-impact/records/policy-review-2026.yaml";
  const REVIEW =
    "version: 1\nid: policy-review-2026\nkind: policy-review\nperformed_on: 2026-03-10\npolicies: [POL-A, POL-B]\ntopics: [awareness]\n";
  const SENIOR_MANAGER =
    "version: 1\ncip_senior_manager:\n  login: jdoe\n  name: Jane Doe\n  title: VP Transmission Operations\n  since: 2026-01-05\n  delegates:\n    - login: rsmith\n      name: Robert Smith\n      title: Director\n      actions: [cip-002-r2.2]\n      delegated_on: 2026-02-01\n      delegation_ref: DEL-7\n";
  it.each([
    {
      base: "the base's policy names Jane Doe",
      policy: SENIOR_MANAGER,
      detail:
        '      R1 Part 1.2 approval: closes when Jane Doe ("jdoe"), the CIP Senior Manager, approves this pull request; a delegate\'s approval does not count',
      approver: { login: "jdoe", name: "Jane Doe" },
    },
    {
      base: "the base has no policy",
      policy: undefined,
      detail:
        "      R1 Part 1.2 approval: the owner policy at the commit compared with names no cip_senior_manager, so no approval of this pull request closes it",
      approver: null,
    },
  ])(
    "a policy review's plan names its policies and its approver: $base",
    async ({ policy, detail, approver }) => {
      if (policy !== undefined) await commitFiles(workdir, { "cip-policy.yaml": policy });
      await mkdir(join(workdir, "low-impact/records"), { recursive: true });
      await writeFile(join(workdir, REVIEW_FILE), REVIEW);
      const planned = await run("plan", "--base", "HEAD");
      expect(planned.stderr).toBe("");
      expect(planned.code).toBe(0);
      const lines = planned.stdout.split("\n");
      const from = lines.findIndex((line) => line.startsWith("CIP-003 R2 low-impact files"));
      expect(lines.slice(from + 1, from + 4)).toEqual([
        '  added "low-impact/records/policy-review-2026.yaml": policy-review performed on 2026-03-10 of POL-A, POL-B',
        "      R1 Part 1.2 review: closes the review clock of the policies it names; the next review is each due by 2027-06-10",
        detail,
      ]);
      const plan = JSON.parse((await run("plan", "--base", "HEAD", "--format", "json")).stdout);
      expect(plan.low_impact_files.files[0].record).toEqual({
        id: "policy-review-2026",
        kind: "policy-review",
        performed_on: "2026-03-10",
        subjects: ["POL-A", "POL-B"],
        next_due: "2027-06-10",
        approver,
      });
      expect(emulator.mutatingRequestCount()).toBe(0);
    },
  );

  const GAP =
    "low-impact/substation-12.yaml:8:1: {severity}: CIP-003-9 Section 6: low-impact/substation-12.yaml (Substation Alpha) allows vendor electronic remote access without methods for 6.2 and 6.3{policy}: name at least one method under vendor_remote_access.disable and vendor_remote_access.detect, or write vendor_remote_access: none and admit no vendor path in electronic_access.vendor_paths";
  const ALL_METHODS = SITE.replace(
    "determine: [ticket] }",
    "determine: [ticket], disable: [account disabled], detect: [IDS] }",
  );

  it.each([
    {
      policy: undefined,
      site: SITE,
      code: 0,
      stdout: GAP.replace("{severity}", "warning").replace("{policy}", ""),
      stderr: "",
    },
    {
      policy: "flag",
      site: SITE,
      code: 0,
      stdout: GAP.replace("{severity}", "warning").replace("{policy}", ""),
      stderr: "",
    },
    {
      policy: "require",
      site: SITE,
      code: 1,
      stdout: undefined,
      stderr: GAP.replace("{severity}", "error").replace(
        "{policy}",
        ", and cip-policy.yaml requires every part's methods",
      ),
    },
    { policy: "require", site: ALL_METHODS, code: 0, stdout: undefined, stderr: "" },
  ])(
    "the plan's Section 6 gate under vendor_remote_access: $policy ($code)",
    async ({ policy, site, code, stdout, stderr }) => {
      await writeFile(join(workdir, SITE_FILE), site);
      if (policy !== undefined)
        await writeFile(
          join(workdir, "cip-policy.yaml"),
          `version: 1\nvendor_remote_access: ${policy}\n`,
        );
      const planned = await run("plan", "--base", "HEAD");
      expect(planned.code).toBe(code);
      // The reminders of the program's clocks without records aside (this file is about the gate).
      const gated = planned.stderr
        .split("\n")
        .filter((line) => !/: warning: CIP-003-9 [^:]*: no [a-z-]+ record in /.test(line));
      expect(gated.join("\n").trim()).toBe(stderr);
      const gapLines = planned.stdout
        .split("\n")
        .filter((line) => line.includes("CIP-003-9 Section 6"));
      expect(gapLines).toEqual(stdout === undefined ? [] : [stdout]);
      expect(emulator.mutatingRequestCount()).toBe(0);
    },
  );

  it("judges a change lowering require to flag by --base's require, applying nothing", async () => {
    await commitFiles(workdir, {
      "cip-policy.yaml": "version: 1\nvendor_remote_access: require\n",
    });
    await writeFile(join(workdir, SITE_FILE), SITE);
    await writeFile(join(workdir, "cip-policy.yaml"), "version: 1\nvendor_remote_access: flag\n");
    const planned = await run("plan", "--base", "HEAD");
    expect(planned.code).toBe(1);
    expect(planned.stderr).toMatch(
      /allows vendor electronic remote access without methods for 6\.2 and 6\.3, and cip-policy\.yaml at commit [0-9a-f]{40} \(HEAD\) requires every part's methods/,
    );
    expect(emulator.mutatingRequestCount()).toBe(0);
  });
});
