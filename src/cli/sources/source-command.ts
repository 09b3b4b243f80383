// source sync: one source's documents written (or, with --check, compared), and what it decided
// said on standard error: the rows left out, the guards that refused, the files that change.
import { resolve } from "node:path";
import { quote } from "../../core/shared/diagnostics.ts";
import { countOf } from "../../core/shared/wording.ts";
import type { RowProblem } from "../../core/sources/source-documents.ts";
import { monitoringFateLine } from "../../core/sources/monitoring-fate.ts";
import { syncSource } from "../../engine/source-sync.ts";
import { reportDiagnostics } from "../shared/report-diagnostics.ts";
import { type CliIo, EXIT_CHANGES, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import type { SourceSyncCliSettings } from "../shared/settings.ts";

export async function syncSourceCommand(
  settings: SourceSyncCliSettings,
  io: CliIo,
): Promise<number> {
  const outcome = await syncSource({
    sources: {
      file: settings.sourcesFile,
      cwd: io.cwd,
      root: resolve(io.cwd, settings.root),
      named: "--sources",
    },
    name: settings.name,
    check: settings.check,
    skipInvalid: settings.skipInvalid,
    allowMassDelete: settings.allowMassDelete,
    limits: settings.limits,
    env: io.env,
  });
  const color = { stdout: false, stderr: io.stderrIsTTY && io.env.NO_COLOR === undefined };
  switch (outcome.status) {
    case "invalid":
      reportDiagnostics(outcome.diagnostics, io, color);
      return EXIT_ERROR;
    case "rows-rejected":
      io.stderr(problemLines(outcome.snapshot.problems, "error"));
      io.stderr(
        `${countOf(outcome.snapshot.problems.length, "row")} of source ${quote(outcome.source.name)} cannot be declared; fix them in the source, or pass --skip-invalid to leave them out. Nothing was written.\n`,
      );
      return EXIT_ERROR;
    case "refused":
      io.stderr(outcome.plan.refusals.map((refusal) => `error: ${refusal}\n`).join(""));
      io.stderr("The sync was refused; nothing was written.\n");
      return EXIT_ERROR;
    case "synced": {
      const { plan, snapshot, source } = outcome;
      io.stderr(problemLines(snapshot.problems, "skipped"));
      io.stderr(
        plan.dropped
          .map(
            (entry) =>
              `warning: ${entry.system}: ${quote(entry.asset)} is no longer in the source; the facts it declared (${entry.keys.join(", ")}) go with it\n`,
          )
          .join(""),
      );
      io.stderr(
        plan.renamed
          .map(
            (entry) =>
              `${entry.system}: ${quote(entry.from)} is now ${quote(entry.to)} on the platform (the same source_id): renamed in place (renamed_from)${entry.keys.length === 0 ? "" : `, the facts it declared (${entry.keys.join(", ")}) with it`}\n`,
          )
          .join(""),
      );
      // Named, each at its line, so that the pull request is never red without saying why.
      reportDiagnostics(plan.awaitingBaselines, io, color);
      const verb = settings.check ? "would change" : "wrote";
      const { monitoring } = outcome;
      // The monitoring file's fate is said on every sync: among the files changed when it is one.
      const fate =
        monitoring === undefined ? "" : `${monitoringFateLine(monitoring, settings.check)}\n`;
      const observedChanged =
        monitoring !== undefined && "changed" in monitoring && monitoring.changed;
      const changed = [
        ...plan.writes.map((document) => `${verb} ${document.path}\n`),
        ...plan.removals.map((path) => `${settings.check ? "would remove" : "removed"} ${path}\n`),
        ...(observedChanged ? [fate] : []),
      ];
      io.stdout(changed.join(""));
      if (!observedChanged) io.stderr(fate);
      const assets = plan.systems.reduce((sum, system) => sum + system.rows, 0);
      io.stderr(
        `Source ${quote(source.name)} (${snapshot.digest}): ${countOf(plan.systems.length, "cyber system")}, ${countOf(assets, "asset")}; ${changed.length === 0 ? "the files already agree" : `${countOf(changed.length, "file")} ${settings.check ? "would change" : "changed"}`}.\n`,
      );
      return settings.check && changed.length > 0 ? EXIT_CHANGES : EXIT_OK;
    }
  }
}

function problemLines(problems: readonly RowProblem[], label: string): string {
  return problems.map((problem) => `${label}: ${problem.place}: ${problem.message}\n`).join("");
}
