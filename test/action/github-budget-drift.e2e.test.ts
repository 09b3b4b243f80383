// The GitHub request budget of a routine drift check (issues 78, 88 and 99): at 10 records and at
// 10,000, the same requests, counted by the fake GitHub, before any accepted merge and after one. Sealing and reading 10,000 records takes
// seconds, so it runs with the slow cases (test/action/github-budget.test.ts holds the rest).
import { createPrivateKey, createPublicKey } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ChainHead } from "../../src/core/evidence/chain/record-files.ts";
import { parseVerifiedRecord } from "../../src/core/evidence/chain/evidence-chain.ts";
import { compareCodePoints } from "../../src/core/shared/names.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import { signRecord } from "../../src/core/evidence/chain/writer-proof.ts";
import { SCENARIO_LEDGER_KEY } from "../support/ledger-writer-key.ts";
import { INTEGRATION_LOGIN, UNLISTED_PARENT } from "../support/fake-github.ts";
import { chainOf, monitoringDraft } from "../support/evidence-records.ts";
import { runInProcess } from "./run-action.ts";
import { requestsOf } from "./github-routes.ts";
import {
  ALPHA,
  checkDrift,
  github,
  HEAD,
  MERGE,
  planPullRequest,
  pushToMain,
  useScenario,
  writeInventory,
} from "./scenario.ts";

useScenario(runInProcess);

/** The scenario's writer, whose key the Action signs each record with. */
const WRITER_PRIVATE = createPrivateKey(SCENARIO_LEDGER_KEY);
const WRITER = { privateKey: WRITER_PRIVATE, publicKey: createPublicKey(WRITER_PRIVATE) };

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

describe("a drift check after an accepted merge (issue 99)", () => {
  /** The workspace's chain head on the evidence branch: its newest record, with its bytes. */
  function chainHead(): ChainHead {
    const newest = github.git
      .filesOn("cip-sync-evidence")
      .filter(({ path }) => /^records\/default\/.*\.json$/.test(path))
      .sort((a, b) => compareCodePoints(a.path, b.path))
      .at(-1);
    if (newest === undefined) throw new Error("the merge wrote no record");
    return { record: parseVerifiedRecord(newest.bytes), bytes: newest.bytes };
  }

  /**
   * `count` drift checks on top of the merge's record, sealed and signed by the writer (the
   * scenario binds its key), a hundred a commit.
   */
  function driftChecksAfterMerge(count: number): void {
    const head = chainHead();
    const after = Date.parse(head.record.recorded_at);
    const sealed = chainOf(
      Array.from({ length: count }, (_, index) => ({
        draft: monitoringDraft("default", 5_000 + index, true),
        // A second apart: 10,000 of them are under three hours, none dated past the run's clock by
        // more than the drift check accepts of a record written by another runner.
        at: new Date(after + (index + 1) * 1_000),
      })),
      new Map([["default", head]]),
    );
    const signed = sealed.flatMap(({ path, text }) => [
      [path, text],
      [`${path}.sig`, signRecord(WRITER, sha256Hex(Buffer.from(text)))],
    ]);
    for (let start = 0; start < signed.length; start += 200)
      github.git.commitFiles(
        "cip-sync-evidence",
        Object.fromEntries(signed.slice(start, start + 200)),
        [],
        { message: "ledger", author: INTEGRATION_LOGIN, verified: true },
      );
  }

  const counts = new Map<number, string[]>();

  it.each([10, 10_000])(
    "reads from the checkpoint, the merge in force, at %i records after it",
    async (count) => {
      await writeInventory("alpha.yaml", ALPHA.replace("assets:", "impact: low\nassets:"));
      github.commits.push(
        { sha: UNLISTED_PARENT, parents: [] },
        { sha: HEAD, parents: [UNLISTED_PARENT] },
        { sha: MERGE, parents: [UNLISTED_PARENT, HEAD] },
      );
      await planPullRequest();
      await checkDrift();
      const merged = await pushToMain(MERGE, {}, UNLISTED_PARENT);
      expect(merged.code, merged.stderr).toBe(0);
      driftChecksAfterMerge(count);
      // The first check reads every record and writes the checkpoint; every later one reads from it.
      await checkDrift();
      const steady = await requestsOf(() => checkDrift());
      // The merge in force read as the genesis is (its commit's cip-ledger.yaml and documents),
      // then the records since the checkpoint: 20 requests whatever the ledger's age.
      expect(steady).toHaveLength(20);
      expect(steady.filter((route) => route === "GraphQL FilesAtCommit")).toHaveLength(2);
      counts.set(count, steady);
      const small = counts.get(10);
      if (small !== undefined && count !== 10) expect(steady).toEqual(small);
    },
  );
});
