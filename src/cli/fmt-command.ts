// fmt: rewrites inventory files in the canonical layout; --check only lists those not in it.
import { formatFromSource } from "../engine/engine.ts";
import { hasErrors } from "../core/shared/diagnostics.ts";
import { reportDiagnostics, sourceOf } from "./command-support.ts";
import { type CliIo, EXIT_ERROR, EXIT_OK } from "./io.ts";
import type { CliSettings } from "./settings.ts";

export async function formatFiles(
  settings: Extract<CliSettings, { command: "fmt" }>,
  io: CliIo,
): Promise<number> {
  const outcome = await formatFromSource(sourceOf(settings, io), { check: settings.check });
  reportDiagnostics(outcome.diagnostics, io, {
    stdout: false,
    stderr: io.stderrIsTTY && io.env.NO_COLOR === undefined,
  });
  // One file per line on standard output, as terraform fmt and gofmt -l list them.
  for (const file of outcome.changed) io.stdout(`${file}\n`);
  if (outcome.crlf.length > 0) {
    io.stderr(
      `${outcome.crlf.length} of them ${settings.check ? "have" : "had"} CRLF line endings, which fmt ${settings.check ? "writes" : "wrote"} as LF: ${outcome.crlf.join(", ")}. To keep LF in Windows checkouts, add "*.yaml text eol=lf" and "*.yml text eol=lf" to .gitattributes.\n`,
    );
  }
  if (settings.check && outcome.changed.length > 0) {
    io.stderr(
      `${outcome.changed.length} of ${outcome.files.length} file(s) not in the canonical layout; run 'cip-sync fmt' to rewrite them.\n`,
    );
    return EXIT_ERROR;
  }
  return hasErrors(outcome.diagnostics) ? EXIT_ERROR : EXIT_OK;
}
