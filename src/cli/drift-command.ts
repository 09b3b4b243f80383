// `cip-sync drift`: plans against the service and says whether the live inventory drifted from
// the files (exit 2), listing each drifted asset with what git declares and what the service
// holds. The same findings the Action records as monitoring evidence (CIP-010 R2).
import { driftFindings } from "../core/evidence-record.ts";
import { planFromSource } from "../engine/engine.ts";
import { renderJson } from "../render/json.ts";
import { renderDriftMarkdown, renderDriftText } from "../render/drift.ts";
import { openClient, reportDiagnostics, sourceOf } from "./command-support.ts";
import { type CliIo, EXIT_CHANGES, EXIT_ERROR, EXIT_OK } from "./io.ts";
import type { CliSettings } from "./settings.ts";

export async function checkDrift(
  settings: Extract<CliSettings, { command: "drift" }>,
  io: CliIo,
): Promise<number> {
  const client = openClient(settings.connection);
  try {
    const outcome = await planFromSource(
      { source: sourceOf(settings, io), limits: settings.limits },
      client,
    );
    reportDiagnostics(outcome.diagnostics, io, settings.color);
    if (outcome.status === "invalid") return EXIT_ERROR;
    const findings = driftFindings(outcome.plan, outcome.live);
    const render = { text: renderDriftText, markdown: renderDriftMarkdown, json: renderJson }[
      settings.format
    ];
    io.stdout(render(findings));
    return findings.in_sync ? EXIT_OK : EXIT_CHANGES;
  } finally {
    await client.close();
  }
}
