// Apply progress: one line rewritten in place on a terminal, a line per tenth elsewhere.
import { describe, expect, it } from "vitest";
import type { OperationResult } from "../../../src/core/plan/plan-model.ts";
import { ApplyProgress } from "../../../src/render/plan/progress.ts";

const OK: OperationResult = { index: 0, status: "succeeded", attempts: 1 };
const FAILED: OperationResult = { index: 1, status: "failed", error: "503", attempts: 3 };

function run(terminal: boolean, results: OperationResult[], secondsPerOperation: number) {
  let written = "";
  let clock = 0;
  const progress = new ApplyProgress({
    total: results.length,
    write: (text) => {
      written += text;
    },
    terminal,
    now: () => clock,
  });
  for (const result of results) {
    clock += secondsPerOperation * 1000;
    progress.onOperation(result);
  }
  progress.finish();
  return written;
}

describe("ApplyProgress", () => {
  it("rewrites one terminal line with done/total, failures, rate and time left, then clears it", () => {
    const written = run(true, [OK, FAILED, OK, OK], 0.5);
    expect(written.split("\r\u001B[K")).toEqual([
      "",
      "Applying: 1/4 (25%), 0 failed, 2.0/s, about 2 s left",
      "Applying: 2/4 (50%), 1 failed, 2.0/s, about 1 s left",
      "Applying: 3/4 (75%), 1 failed, 2.0/s, about 1 s left",
      "Applying: 4/4 (100%), 1 failed, 2.0/s",
      "",
    ]);
  });

  it("writes a line at each tenth when not a terminal, never more", () => {
    const lines = run(
      false,
      Array.from({ length: 25 }, () => OK),
      1,
    )
      .trimEnd()
      .split("\n");
    expect(lines.map((line) => /\((\d+)%\)/.exec(line)?.[1])).toEqual([
      "12",
      "20",
      "32",
      "40",
      "52",
      "60",
      "72",
      "80",
      "92",
      "100",
    ]);
    expect(lines.at(-1)).toBe("Applying: 25/25 (100%), 0 failed, 1.0/s");
  });
});
