// `cip-sync doctor`: checks the way to the service and what it answers, read-only, and says what to
// fix first; then, given a GitHub repository and token, that its default branch requires
// cip-sync/policy (doctor-github.ts). The probes are in io/service/doctor-probe.ts, the judgement
// of the lists and the exit code in core/inventory/baselines/service-deviations.ts, the output in
// render/doctor.ts; this module only runs them.
import { analyzeLists, doctorExitCode } from "../../core/inventory/baselines/service-deviations.ts";
import { probeService } from "../../io/service/doctor-probe.ts";
import { gitHubChecks } from "./doctor-github.ts";
import { DOCTOR_RENDERERS } from "../../render/formats.ts";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import type { CliIo } from "../shared/io.ts";
import type { CliSettings } from "../shared/settings.ts";

type DoctorSettings = Extract<CliSettings, { command: "doctor" }>;

export async function runDoctor(settings: DoctorSettings, io: CliIo): Promise<number> {
  const probe = await probeService(settings.connection);
  const findings = analyzeLists(probe.lists);
  // The repository's rules are checked whatever the service answered: they are a check of their own.
  const checks = [
    ...probe.checks,
    ...(await gitHubChecks(settings.github, settings.ledgerEnvironment, io)),
  ];
  const exitCode = doctorExitCode(checks, findings);
  const render = DOCTOR_RENDERERS[settings.format];
  io.stdout(render({ exitCode, checks, findings }, { color: false, toolVersion: TOOL_VERSION }));
  return exitCode;
}
