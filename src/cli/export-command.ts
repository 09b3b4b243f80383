// export: the live inventory as CSV or JSON rows, on standard output or in --out.
import { exportAssetRows } from "../engine/live-export.ts";
import { renderAssetRowsCsv, renderAssetRowsJson } from "../render/asset-rows.ts";
import { closingAfter, flagPath, openClient } from "./command-support.ts";
import { writeFlagFile } from "./flag-files.ts";
import { type CliIo, EXIT_OK } from "./io.ts";
import type { CliSettings } from "./settings.ts";

export async function exportRows(
  settings: Extract<CliSettings, { command: "export" }>,
  io: CliIo,
): Promise<number> {
  return closingAfter(openClient(settings.connection), async (client) => {
    const rows = await exportAssetRows(client);
    const text = settings.format === "csv" ? renderAssetRowsCsv(rows) : renderAssetRowsJson(rows);
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
