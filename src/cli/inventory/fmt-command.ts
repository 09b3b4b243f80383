// fmt: rewrites inventory files in the canonical layout; --check only lists those not in it.
import { formatFromSource } from "../../engine/engine.ts";
import { sourceOf } from "../shared/command-support.ts";
import { reportDiagnostics } from "../shared/report-diagnostics.ts";
import { type CliIo, EXIT_ERROR, EXIT_OK } from "../shared/io.ts";
import type { CliSettings } from "../shared/settings.ts";

export async function formatFiles(
  settings: Extract<CliSettings, { command: "fmt" }>,
  io: CliIo,
): Promise<number> {
  const outcome = await formatFromSource(sourceOf(settings, io), { check: settings.check });
  reportDiagnostics(outcome.diagnostics, io, {
    stdout: false,
    stderr: io.stderrIsTTY && io.env.NO_COLOR === undefined,
  });
  const { changed, files, diagnostics } = outcome;
  if (!settings.check && !outcome.written) {
    io.stderr(
      `No file was rewritten: every file is checked before any is written, and ${diagnostics.length} error(s) above must be fixed first; then run 'cip-sync fmt' again.\n`,
    );
    return EXIT_ERROR;
  }
  // One file per line on standard output, as terraform fmt and gofmt -l list them.
  for (const file of changed) io.stdout(`${file}\n`);
  if (outcome.crlf.length > 0) {
    const verb = settings.check ? "have" : "had";
    const writes = settings.check ? "writes" : "wrote";
    io.stderr(
      `${outcome.crlf.length} of them ${verb} CRLF line endings, which fmt ${writes} as LF: ${outcome.crlf.join(", ")}. To keep LF in Windows checkouts, add "*.yaml text eol=lf" and "*.yml text eol=lf" to .gitattributes.\n`,
    );
  }
  if (settings.check && changed.length > 0) {
    io.stderr(
      `${changed.length} of ${files.length} file(s) not in the canonical layout; run 'cip-sync fmt' to rewrite them.\n`,
    );
    return EXIT_ERROR;
  }
  return diagnostics.length > 0 ? EXIT_ERROR : EXIT_OK;
}
