// What a merge's change record keeps so that its obligations are judged as they stood (issue 51,
// items 5 and 6). A baseline the default branch declared before the ledger's first record: the
// first reviewed merge that changes it records what the base declared, and its obligations open
// CIP-010 R1.2 to R1.6 as for any change from the existing baseline; a base that declared none
// opens nothing. The calendar in force: the record keeps the merged policy file's calendar, and
// the obligations it opens are judged by it, not by a calendar: changed later. In process against
// the emulator and the fake GitHub.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { computeObligations } from "../../src/core/obligations/obligations.ts";
import { DEFAULT_CALENDAR, resolveCalendar } from "../../src/core/shared/calendar.ts";
import { verifyLedger } from "../support/ledger-check.ts";
import { runInProcess, workspaceOf } from "./run-action.ts";
import { UNLISTED_PARENT } from "../support/fake-github.ts";
import {
  commentsOnPullRequest,
  dir,
  github,
  planFileOf,
  planPullRequest,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

const BASE = "d4".repeat(20);
const baseline = (patches: string) =>
  `{ os_firmware: [{ name: RTOS, version: "4.2" }], software: [], custom_software: [], ports: [], patches: [${patches}] }`;
const inventory = (patches: string) =>
  `cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-rtu-01: { type: hardware, baseline: ${baseline(patches)} }\n  old-hmi: hardware\n`;

/** The merge of a patch of alpha-rtu-01 over a base that declared `atBase`, on an empty ledger. */
async function mergeOver(atBase: string | undefined) {
  if (atBase !== undefined) github.policy.addFile(BASE, "inventory/alpha.yaml", atBase);
  await writeInventory("alpha.yaml", inventory("KB1, KB2"));
  expect((await planPullRequest()).code).toBe(0);
  // The pull request's plan reads its base's files too (its baseline deviations): the merge's
  // requests start here.
  const pushedFrom = github.requests.length;
  const run = await pushToMain(undefined, {}, BASE);
  const { records } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
  const r1 = computeObligations(records, "2026-12-31", DEFAULT_CALENDAR)
    .filter((o) => o.kind.startsWith("CIP-010 R1"))
    .map((o) => `${o.kind} ${o.status}`)
    .sort();
  return { run, records, r1, pushedFrom };
}

describe("the first recorded change of a baseline the base declared", () => {
  it("records the base's baseline and opens CIP-010 R1.2 to R1.6", async () => {
    const { run, records, r1 } = await mergeOver(inventory("KB1"));
    expect(run.code).toBe(0);
    expect(records).toHaveLength(1);
    expect(run.stdout).not.toContain("could not be read");
    const change = records[0]!.record.kind === "change" ? records[0]!.record.change : undefined;
    expect(change?.outcome).toBe("applied");
    expect(change?.base_sha).toBe(BASE);
    const merged = change?.baselines?.find((b) => b.asset === "alpha-rtu-01");
    const base = change?.base_baselines ?? [];
    expect(base.map((b) => b.asset)).toEqual(["alpha-rtu-01"]);
    expect(base[0]!.digest).not.toBe(merged?.digest);
    expect(base[0]!.items?.patches).not.toBe(merged?.items?.patches);
    expect(base[0]!.items?.os_firmware).toBe(merged?.items?.os_firmware);
    expect(r1).toEqual([
      "CIP-010 R1.2 closed",
      "CIP-010 R1.3 exception",
      "CIP-010 R1.4 reminder",
      "CIP-010 R1.5 reminder",
      "CIP-010 R1.6 reminder",
    ]);
  });

  it("with a policy at the base, takes the base's files the policy read: listed once", async () => {
    github.policy.addFile(BASE, "cip-policy.yaml", "version: 1\n");
    const { run, records, r1, pushedFrom } = await mergeOver(inventory("KB1"));
    expect(run.code).toBe(0);
    const change = records[0]!.record.kind === "change" ? records[0]!.record.change : undefined;
    expect(change?.base_baselines?.map((b) => b.asset)).toEqual(["alpha-rtu-01"]);
    expect(r1).toContain("CIP-010 R1.2 closed");
    const listings = github.requests
      .slice(pushedFrom)
      .filter(
        (request) =>
          request.path === "/graphql" &&
          /^query TreesAtCommit\b/.test(String((request.body as { query?: unknown }).query)),
      );
    // One listing per folder level of the patterns' roots ("inventory/"), by the policy alone.
    expect(listings).toHaveLength(1);
  });

  it("opens nothing where the base declared no baseline: a first declaration", async () => {
    const { run, records, r1 } = await mergeOver(
      "cyber_system: Protection System\nfacility: Substation Alpha\nimpact: high\nassets:\n  alpha-rtu-01: hardware\n  old-hmi: hardware\n",
    );
    expect(run.code).toBe(0);
    const change = records[0]!.record.kind === "change" ? records[0]!.record.change : undefined;
    expect(change?.base_baselines).toBeUndefined();
    expect(r1).toEqual([]);
  });
});

describe("a pull request's plan comment (issue 64, item 1)", () => {
  it("lists the baseline deviation from its base, with what was added and the parts it opens", async () => {
    // Every asset of the system in service already: the plan has no operation, a baseline change only.
    const all = (patches: string) => `${inventory(patches)}  alpha-relay-01: hardware\n`;
    github.policy.addFile(UNLISTED_PARENT, "inventory/alpha.yaml", all("KB1"));
    await writeInventory("alpha.yaml", all("KB1, KB2"));
    const run = await planPullRequest();
    expect(run.code).toBe(0);
    const [comment] = commentsOnPullRequest();
    expect(comment?.body).toContain(
      "**1 baseline deviation** for `a1a1a1a`, and no service operation",
    );
    expect(comment?.body).toContain(
      "| alpha-rtu-01 | ca\\_2 | Protection System | 1.1.5 security patches applied: added KB2 | CIP-010 R1.2, CIP-010 R1.3, CIP-010 R1.4, CIP-010 R1.5, CIP-010 R1.6 |",
    );
    expect(planFileOf(run).baseline_deviations?.compared_with).toBe(
      `the base commit ${UNLISTED_PARENT}`,
    );
  });
});

describe("a base whose baselines cannot be read fails closed", () => {
  it("fails the run with why, records it, and opens CIP-010 R1.2 to R1.6 as for a change", async () => {
    github.policy.failing.add(`${BASE}:inventory/alpha.yaml`);
    const { run, records, r1 } = await mergeOver(inventory("KB1"));
    // Applied (the apply came first), recorded, and the run fails with the reason.
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("evidence");
    expect(run.stdout).toMatch(/the baselines at the base commit d4d4\w+ could not be read/);
    expect(records).toHaveLength(1);
    const change = records[0]!.record.kind === "change" ? records[0]!.record.change : undefined;
    expect(change?.outcome).toBe("applied");
    expect(change?.base_baselines).toBeUndefined();
    expect(change?.base_baselines_unread).toMatch(
      /could not be read [\s\S]*never as first declared/,
    );
    // Never a first declaration: a change from an existing baseline nobody could read.
    expect(r1).toEqual([
      "CIP-010 R1.2 closed",
      "CIP-010 R1.3 exception",
      "CIP-010 R1.4 reminder",
      "CIP-010 R1.5 reminder",
      "CIP-010 R1.6 reminder",
    ]);
  });
});

describe("a merge's change record keeps the calendar and the versions of the standards in force", () => {
  it("and its R1.3 is judged by it after the policy's calendar changed", async () => {
    github.policy.addFile(BASE, "inventory/alpha.yaml", inventory("KB1"));
    await writeInventory("alpha.yaml", inventory("KB1, KB2"));
    await writeFile(
      join(workspaceOf(dir), "cip-policy.yaml"),
      "version: 1\ncalendar: { time_zone: America/Chicago, due_soon_days: 3, completion_grace_days: 10 }\nstandards: { CIP-007: { CIP-007-7.1: 2028-07-01 } }\n",
    );
    expect((await planPullRequest()).code).toBe(0);
    const run = await pushToMain(undefined, {}, BASE);
    expect(run.code).toBe(0);
    const { records } = verifyLedger(github.git.filesOn("cip-sync-evidence"));
    const change = records[0]!.record.kind === "change" ? records[0]!.record.change : undefined;
    expect(change?.outcome).toBe("applied");
    expect(change?.calendar).toEqual({
      time_zone: "America/Chicago",
      due_soon_days: 3,
      month_end: "last-day",
      completion_grace_days: 10,
      standard_versions: [{ version: "CIP-007-7.1", from: "2028-07-01" }],
    });
    // The policy later says UTC and 60 grace days: the deviation's R1.3 keeps its 10, in Chicago.
    const later = resolveCalendar({ timeZone: "UTC" });
    const authorized = new Date(Date.parse(records[0]!.record.recorded_at) + 40 * 86_400_000);
    const r13 = computeObligations(records, authorized, later, { completionGraceDays: 60 }).find(
      (o) => o.kind === "CIP-010 R1.3",
    );
    expect(r13?.status).toBe("exception");
    expect(r13?.reason).toBe("completion not recorded");
    expect(r13?.calendar).toMatch(/^calendar days in America\/Chicago:/);
  });
});
