// The GitHub request budget of a routine drift check (issues 78 and 88): at 10 records and at
// 10,000, the same requests, counted by the fake GitHub. Sealing and reading 10,000 records takes
// seconds, so it runs with the slow cases (test/action/github-budget.test.ts holds the rest).
import { describe, expect, it } from "vitest";
import { INTEGRATION_LOGIN } from "../support/fake-github.ts";
import { chainOf, monitoringDraft } from "../support/evidence-records.ts";
import { runInProcess } from "./run-action.ts";
import { requestsOf } from "./github-routes.ts";
import { checkDrift, github, useScenario } from "./scenario.ts";

useScenario(runInProcess);

describe("a drift check before any accepted merge (issue 78)", () => {
  /** The workspace's ledger: `count` drift checks, sealed by the writer, a hundred a commit. */
  function driftChecksOnly(count: number): void {
    const sealed = chainOf(
      Array.from({ length: count }, (_, index) => ({
        draft: monitoringDraft("default", 5_000 + index, true),
        at: new Date(Date.UTC(2026, 0, 1) + index * 3_600_000),
      })),
    );
    for (let start = 0; start < sealed.length; start += 100)
      github.git.commitFiles(
        "cip-sync-evidence",
        Object.fromEntries(sealed.slice(start, start + 100).map(({ path, text }) => [path, text])),
        [],
        { message: "ledger", author: INTEGRATION_LOGIN, verified: true },
      );
  }

  const counts = new Map<number, string[]>();

  it.each([10, 10_000])(
    "reads from the checkpoint, whose genesis is in force, at %i records",
    async (count) => {
      driftChecksOnly(count);
      // The first check reads every record and writes the checkpoint; every later one reads from it.
      await checkDrift();
      const steady = await requestsOf(() => checkDrift());
      // Never the ledger whole for its genesis: its commits listed, its records read a hundred a
      // query; cip-ledger.yaml at the commit checked and at the genesis's commit, the owner
      // policy's calendar at the genesis's commit (the one in force, not the checkout's), and the
      // genesis commit's inventory documents, listed then read (their impact and owners, declared
      // without a policy file too: the drift check compares the default branch's with them).
      expect(steady.filter((route) => route === "GraphQL FilesAtCommit")).toHaveLength(5);
      expect(steady.filter((route) => route === "GraphQL TreesAtCommit")).toHaveLength(1);
      counts.set(count, steady);
      const small = counts.get(10);
      if (small !== undefined && count !== 10) expect(steady).toEqual(small);
    },
  );
});
