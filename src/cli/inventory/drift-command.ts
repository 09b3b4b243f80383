// `cip-sync drift`: plans against the service and says whether the live inventory drifted from
// the files (exit 2), listing each drifted asset with what git declares and what the service
// holds. The same findings the Action records as monitoring evidence (CIP-010 R2).
import { driftFindings } from "../../core/evidence/records/drift-findings.ts";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import { DRIFT_RENDERERS } from "../../render/formats.ts";
import { closingAfter, openClient, planAgainst } from "../shared/command-support.ts";
import { reportDiagnostics } from "../shared/report-diagnostics.ts";
import { type CliIo, EXIT_CHANGES, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import type { CliSettings } from "../shared/settings.ts";

export async function checkDrift(
  settings: Extract<CliSettings, { command: "drift" }>,
  io: CliIo,
): Promise<number> {
  return closingAfter(openClient(settings.connection), async (client) => {
    const outcome = await planAgainst(client, settings, io);
    reportDiagnostics(outcome.diagnostics, io, settings.color);
    if (outcome.status === "invalid") return EXIT_ERROR;
    const findings = driftFindings(outcome.plan, outcome.live);
    io.stdout(
      DRIFT_RENDERERS[settings.format](findings, {
        color: settings.color.stdout,
        toolVersion: TOOL_VERSION,
      }),
    );
    return findings.in_sync ? EXIT_OK : EXIT_CHANGES;
  });
}
