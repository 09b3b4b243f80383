// export: the live inventory as CSV or JSON rows, on standard output or in --out.
import { exportAssetRows } from "../../engine/live-export.ts";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import { EXPORT_RENDERERS } from "../../render/formats.ts";
import { closingAfter, openClient } from "../shared/command-support.ts";
import { flagPath, writeFlagFile } from "../shared/flag-files.ts";
import { type CliIo, EXIT_OK } from "../shared/io.ts";
import type { CliSettings } from "../shared/settings.ts";

export async function exportRows(
  settings: Extract<CliSettings, { command: "export" }>,
  io: CliIo,
): Promise<number> {
  return closingAfter(openClient(settings.connection), async (client) => {
    const rows = await exportAssetRows(client);
    const text = EXPORT_RENDERERS[settings.format](rows, {
      color: false,
      toolVersion: TOOL_VERSION,
    });
    if (settings.out === undefined) {
      io.stdout(text);
      return EXIT_OK;
    }
    await writeFlagFile(
      flagPath("--out", settings.out, "choose another file path for the rows", io),
      text,
    );
    io.stderr(`Exported ${rows.length} asset(s) to ${settings.out}.\n`);
    return EXIT_OK;
  });
}
