// export: the live inventory as rows with the service's ids; the same assets import declares,
// and no cell a spreadsheet would run as a formula.
import { describe, expect, it } from "vitest";
import type { AssetRow } from "../../src/core/inventory/writing/asset-rows.ts";
import { parseInventoryText } from "../../src/core/inventory/document/parse-inventory.ts";
import { renderAssetRowsCsv } from "../../src/render/asset-rows.ts";
import { runCliInProcess } from "../support/cli.ts";
import { filesUnder, repositoryWith } from "../support/source-repository.ts";
import { EAST_KEY, emulatorWith } from "../emulator/support.ts";

describe("cip-sync export", () => {
  it("round-trips with import: the rows are the assets import declares, with their ids", async () => {
    const emulator = await emulatorWith();
    const root = await repositoryWith({});
    const env = { CIP_API_URL: emulator.url, CIP_API_KEY: EAST_KEY };
    const exported = await runCliInProcess(["export", "--format", "json"], { cwd: root, env });
    expect(exported.code).toBe(0);
    const rows = JSON.parse(exported.stdout) as AssetRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /\S/.test(row.asset_id) && /\S/.test(row.cyber_system_id))).toBe(
      true,
    );

    expect((await runCliInProcess(["import", "--out", "inventory"], { cwd: root, env })).code).toBe(
      0,
    );
    const declared = Object.entries(await filesUnder(root, "inventory"))
      .filter(([path]) => path.endsWith(".yaml"))
      .flatMap(([path, content]) =>
        parseInventoryText(content, path).documents.flatMap((document) =>
          document.assets.map(
            (asset) => `${document.cyberSystem.value}|${asset.name}|${asset.type}`,
          ),
        ),
      );
    const fromRows = rows.map((row) =>
      [row.cyber_system_name, row.asset_name, row.asset_type].join("|"),
    );
    expect(fromRows.sort()).toEqual(declared.sort());

    const csv = await runCliInProcess(["export", "--out", "assets.csv"], { cwd: root, env });
    expect(csv.code).toBe(0);
    expect(csv.stderr).toBe(`Exported ${rows.length} asset(s) to assets.csv.\n`);
  });

  it.each(["=HYPERLINK(1)", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])(
    "writes %j so that a spreadsheet shows it as text",
    (name) => {
      const row: AssetRow = {
        asset_id: "ca_1",
        asset_name: name,
        asset_type: "hardware",
        cyber_system_id: "cs_1",
        cyber_system_name: "Alpha",
        parent_kind: "facility",
        parent_id: "fac_1",
        parent_name: 'Sub, "A"',
      };
      const line = renderAssetRowsCsv([row]).split("\r\n")[1]!;
      expect(line.split(",")[1]!.replace(/^"/, "")).toMatch(/^'/);
      expect(line.endsWith(`"Sub, ""A"""`)).toBe(true);
    },
  );
});
