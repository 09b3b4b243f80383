// Diagnostics to standard error. Apart from command-support.ts, which brings the engine and the
// service's client, so that a command needing neither (`source sync`) does not load them to print.
import type { Diagnostic } from "../../core/shared/diagnostics.ts";
import { renderDiagnosticsText } from "../../render/shared/diagnostics.ts";
import type { ColorSetting } from "./common-settings.ts";
import type { CliIo } from "./io.ts";

/** Diagnostics go to standard error, in its colour setting. */
export function reportDiagnostics(
  diagnostics: Diagnostic[],
  io: CliIo,
  color: ColorSetting["color"],
): void {
  if (diagnostics.length > 0) {
    io.stderr(renderDiagnosticsText(diagnostics, { color: color.stderr }));
  }
}
