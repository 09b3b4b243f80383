// The last line of .ci/run: what passed, what failed and what was skipped, from vitest's JSON
// report. A skipped test is counted, never hidden in a green line.
import { describe, expect, it } from "vitest";
import { testSummary, type VitestReport } from "../../scripts/test-summary.ts";

const suite = (status: string, tests: number, testStatus = "passed") => ({
  status,
  assertionResults: Array.from({ length: tests }, () => ({ status: testStatus })),
});

describe("testSummary", () => {
  it.each<[string, Partial<VitestReport>, string, number]>([
    ["all passed", {}, "10 passed, 0 failed, 0 skipped", 0],
    ["the browser tests skipped", { numPendingTests: 4 }, "10 passed, 0 failed, 4 skipped", 0],
    ["todo tests count as skipped", { numTodoTests: 2 }, "10 passed, 0 failed, 2 skipped", 0],
    ["a failed test", { numFailedTests: 1 }, "10 passed, 1 failed, 0 skipped", 1],
    [
      "a suite that failed to load counts as one failure",
      { testResults: [suite("passed", 10), suite("failed", 0)] },
      "10 passed, 1 failed, 0 skipped",
      1,
    ],
    [
      "a suite whose beforeAll threw (Chromium required, none found), its tests skipped",
      { numPendingTests: 2, testResults: [suite("passed", 10), suite("failed", 2, "skipped")] },
      "10 passed, 1 failed, 2 skipped",
      1,
    ],
    [
      "a suite with a failed test counts that test only",
      { numFailedTests: 1, testResults: [suite("failed", 10, "failed")] },
      "10 passed, 1 failed, 0 skipped",
      1,
    ],
  ])("%s", (_case, counts, line, failed) => {
    const report: VitestReport = {
      numPassedTests: 10,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [suite("passed", 10)],
      ...counts,
    };
    expect(testSummary(report)).toEqual({ line, failed });
  });
});
