// `cip-sync doctor`'s report: each check with its fix, the findings over the four lists, and the
// verdict its exit code stands for.
import type { DoctorReport } from "../core/inventory/baselines/service-deviations.ts";

const VERDICTS = {
  0: "healthy: cip-sync can plan and apply against this service",
  1: "blocked: fix the failure above, then run cip-sync doctor again",
  2: "deviations found: resolve them (see above); until then plans may be refused, or a refusal not enforced",
} as const;

export function renderDoctorText({ checks, findings, exitCode }: DoctorReport): string {
  const lines = checks.flatMap((check) => [
    `${check.outcome.padEnd(8)} ${check.name.padEnd(13)} ${check.detail}`,
    ...(check.fix === undefined ? [] : [`${"".padEnd(22)} fix: ${check.fix}`]),
  ]);
  if (findings.length > 0) {
    lines.push("", "Over the four lists:");
    for (const finding of findings) {
      lines.push(`${finding.level.padEnd(9)} ${finding.path ?? ""}: ${finding.text}`);
    }
  }
  lines.push("", `Result: ${VERDICTS[exitCode]} (exit ${exitCode})`);
  return `${lines.join("\n")}\n`;
}

export function renderDoctorJson({ checks, findings, exitCode }: DoctorReport): string {
  return `${JSON.stringify({ exitCode, verdict: VERDICTS[exitCode], checks, findings }, null, 2)}\n`;
}
