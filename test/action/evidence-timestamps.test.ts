// The Action's timestamped evidence, in process against the emulator, the fake GitHub and a real
// RFC 3161 server (openssl ts on loopback): tokens beside the records, the published head, a TSA
// outage that fails the job after the record is written, and the catch-up of the next run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyLedger } from "../support/ledger-check.ts";
import {
  assessTimestamps,
  timestampProblems,
} from "../../src/core/evidence/chain/evidence-timestamps.ts";
import { readLedgerTokens } from "../../src/io/ledger/timestamps/ledger-timestamps.ts";
import { readPemCertificates } from "../../src/io/ledger/timestamps/timestamp-token.ts";
import { startTestTsa, type TestTsa } from "../support/test-tsa.ts";
import { runInProcess } from "./run-action.ts";
import { checkDrift, github, useScenario } from "./scenario.ts";

useScenario(runInProcess);

const BRANCH = "cip-sync-evidence";
let tsa: TestTsa;

beforeAll(async () => {
  tsa = await startTestTsa();
});

afterAll(async () => {
  await tsa.close();
});

/** The branch's records and tokens, checked as `evidence verify --tsa-ca` checks them. */
async function verifiedLedger() {
  const files = github.git.filesOn(BRANCH);
  const verified = verifyLedger(files);
  const byPath = new Map(files.map((file) => [file.path, file.bytes]));
  const tokens = await readLedgerTokens(
    [...byPath.keys()],
    (path) => Promise.resolve(byPath.get(path)!),
    readPemCertificates(tsa.caPem, "ca"),
  );
  const assessed = assessTimestamps(verified.records, tokens, 60);
  return { files, verified, assessed, problems: timestampProblems(assessed, true) };
}

describe("timestamped evidence", () => {
  it("commits the record's token (and its inventory listing and signature) beside it and publishes the chain head", async () => {
    const run = await checkDrift({ "evidence-tsa-url": tsa.url });
    expect(run.code).toBe(0);
    const { files, verified, assessed, problems } = await verifiedLedger();
    const [record] = verified.records;
    expect(files.map(({ path }) => path)).toEqual([
      record!.path,
      `${record!.path}.listing`,
      `${record!.path}.sig`,
      `${record!.path}.tsr`,
    ]);
    expect(github.git.history(BRANCH)).toHaveLength(1);
    expect(problems).toEqual([]);
    expect(assessed[0]!.timestamp).toMatchObject({ status: "timestamped", tsa: "CN=Test TSA" });
    expect(run.outputs["evidence-head-sequence"]).toBe("1");
    expect(run.outputs["evidence-head-sha256"]).toBe(record!.sha256);
    expect(run.summary).toContain(`--expect-head 1:${record!.sha256}`);
    const { timestamp } = assessed[0]!;
    if (timestamp.status !== "timestamped") throw new Error(`not timestamped: ${timestamp.status}`);
    expect(github.issues.issues[0]!.body).toContain(
      `\n- Evidence chain head: workspace \`default\`, record 1, sha256 \`${record!.sha256}\`, timestamped by TSA at \`${timestamp.time}\`\n`,
    );
  });

  it("writes the record when the TSA is down, fails the job, and catches up on the next run", async () => {
    expect((await checkDrift({ "evidence-tsa-url": tsa.url })).code).toBe(0);
    tsa.setMode("down");
    const down = await checkDrift({ "evidence-tsa-url": tsa.url });
    tsa.setMode("up");
    expect(down.code).toBe(1);
    expect(down.outputs["failure-reason"]).toBe("evidence-timestamp");
    expect(down.stdout).toContain(
      `the TSA ${tsa.url} (input evidence-tsa-url) gave no timestamp token`,
    );
    const during = await verifiedLedger();
    expect(during.verified.records).toHaveLength(2);
    expect(during.problems.map(({ path }) => path)).toEqual([during.verified.records[1]!.path]);

    const next = await checkDrift({ "evidence-tsa-url": tsa.url });
    expect(next.code).toBe(0);
    const after = await verifiedLedger();
    expect(after.verified.records[2]!.record.untimestamped_predecessors).toEqual([2]);
    expect(after.problems).toEqual([]);
    expect(after.assessed.map(({ timestamp }) => timestamp.status)).toEqual([
      "timestamped",
      "timestamped",
      "timestamped",
    ]);
  });

  it("refuses a TSA URL over plain http to another host, naming the input", async () => {
    const run = await checkDrift({ "evidence-tsa-url": "http://tsa.example.com/tsr" });
    expect(run.code).toBe(1);
    expect(run.outputs["failure-reason"]).toBe("settings");
    expect(run.stdout).toContain("input evidence-tsa-url uses http:// to tsa.example.com");
    expect(github.git.filesOn(BRANCH)).toEqual([]);
  });
});
