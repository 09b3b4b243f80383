// The last line of .ci/run, from vitest's JSON report: `N passed, N failed, N skipped`. A skipped
// test (the browser test on a machine without Chromium, say) is counted, never folded into the
// passed: a green run must not hide what did not run. A suite that failed with no failed test of
// its own (it failed to load, or its beforeAll threw and its tests were skipped) counts as one
// failure. `node scripts/test-summary.ts REPORT` prints the
// line and exits 1 when anything failed.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The fields of vitest's JSON report the summary reads. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

export function testSummary(report: VitestReport): { line: string; failed: number } {
  const brokenSuites = report.testResults.filter(
    (suite) =>
      suite.status === "failed" &&
      !suite.assertionResults.some((assertion) => assertion.status === "failed"),
  ).length;
  const failed = report.numFailedTests + brokenSuites;
  const skipped = report.numPendingTests + report.numTodoTests;
  return { line: `${report.numPassedTests} passed, ${failed} failed, ${skipped} skipped`, failed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { line, failed } = testSummary(
    JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as VitestReport,
  );
  console.log(line);
  process.exitCode = failed === 0 ? 0 : 1;
}
