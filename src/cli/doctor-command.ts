// `cip-sync doctor`: checks the way to the service and what it answers, read-only, and says what to
// fix first. The probes are in io/doctor-probe.ts, the judgement of the lists and the exit code in
// core/inventory/service-deviations.ts; this module only prints them.
import {
  analyzeLists,
  doctorExitCode,
  type Finding,
} from "../core/inventory/service-deviations.ts";
import { type Check, probeService } from "../io/doctor-probe.ts";
import type { CliIo } from "./io.ts";
import type { CliSettings } from "./settings.ts";

type DoctorSettings = Extract<CliSettings, { command: "doctor" }>;

const VERDICTS = {
  0: "healthy: cip-sync can plan and apply against this service",
  1: "blocked: fix the failure above, then run cip-sync doctor again",
  2: "deviations found: plans may be refused until they are resolved (see above)",
} as const;

export async function runDoctor(settings: DoctorSettings, io: CliIo): Promise<number> {
  const probe = await probeService(settings.connection);
  const findings = analyzeLists(probe.lists);
  const exitCode = doctorExitCode(probe.checks, findings);
  io.stdout(
    settings.format === "json"
      ? `${JSON.stringify({ exitCode, verdict: VERDICTS[exitCode], checks: probe.checks, findings }, null, 2)}\n`
      : renderDoctorText(probe.checks, findings, exitCode),
  );
  return exitCode;
}

function renderDoctorText(
  checks: readonly Check[],
  findings: readonly Finding[],
  exitCode: 0 | 1 | 2,
): string {
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
