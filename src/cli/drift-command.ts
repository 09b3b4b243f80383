// `cip-sync drift`: plans against the service and says whether the live inventory drifted from
// the files (exit 2), listing each drifted asset with what git declares and what the service
// holds. The same findings the Action records as monitoring evidence (CIP-010 R2).
import { resolve } from "node:path";
import { driftFindings } from "../core/evidence-record.ts";
import type { SafetyLimits } from "../core/model.ts";
import { planFromSource } from "../engine/engine.ts";
import { ApiClient } from "../io/api-client.ts";
import { readConnection } from "../io/connection.ts";
import { renderDriftMarkdown, renderDriftText } from "../render/drift.ts";
import { renderDiagnosticsText } from "../render/text.ts";
import type { CliIo } from "./io.ts";
import type { ConnectionInput } from "./settings.ts";

export const DRIFT_FORMATS = ["text", "markdown", "json"] as const;

export interface DriftSettings {
  source: { patterns: string[]; root: string };
  connection: ConnectionInput;
  limits: SafetyLimits;
  format: (typeof DRIFT_FORMATS)[number];
  color: { stdout: boolean; stderr: boolean };
}

export const EXIT_DRIFT = 2;

export async function checkDrift(settings: DriftSettings, io: CliIo): Promise<number> {
  const client = new ApiClient({ connection: readConnection(settings.connection) });
  try {
    const source = {
      patterns: settings.source.patterns,
      cwd: io.cwd,
      root: resolve(io.cwd, settings.source.root),
    };
    const outcome = await planFromSource({ source, limits: settings.limits }, client);
    if (outcome.diagnostics.length > 0)
      io.stderr(renderDiagnosticsText(outcome.diagnostics, { color: settings.color.stderr }));
    if (outcome.status === "invalid") return 1;
    const findings = driftFindings(outcome.plan, outcome.live);
    const render = {
      text: renderDriftText,
      markdown: renderDriftMarkdown,
      json: (value: typeof findings) => `${JSON.stringify(value, null, 2)}\n`,
    }[settings.format];
    io.stdout(render(findings));
    return findings.in_sync ? 0 : EXIT_DRIFT;
  } finally {
    await client.close();
  }
}
