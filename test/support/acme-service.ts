// The small service most CLI tests run against: one organization, Acme Power, with the facility
// "Substation Alpha" and its cyber system "Alpha Protection" (cs_alpha), holding the assets a test
// starts from; and a working directory for the inventory files the test writes.
import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EmulatorSeed } from "../../src/emulator/seed.ts";
import type { AssetType } from "../../src/core/shared/live-records.ts";
import { seed } from "./seed.ts";

/** An asset of the cyber system "Alpha Protection", as the seed file writes it. */
export interface AlphaAsset {
  id: string;
  name: string;
  asset_type: AssetType;
}

/** Acme Power, reached with `apiKey`, holding `assets` in "Alpha Protection". */
export function acmeSeed(apiKey: string, assets: readonly AlphaAsset[] = []): EmulatorSeed {
  return seed({
    slug: "acme",
    name: "Acme Power",
    api_keys: [apiKey],
    cyber_systems: [{ id: "cs_alpha", name: "Alpha Protection", facility_id: "fac_alpha" }],
    cyber_assets: assets.map((asset) => ({ ...asset, cyber_system_id: "cs_alpha" })),
  });
}

/** A new directory in the system's temporary directory, with an empty inventory/ in it. */
export async function workdirWithInventory(prefix: string): Promise<string> {
  const workdir = await mkdtemp(join(tmpdir(), prefix));
  await mkdir(join(workdir, "inventory"));
  return workdir;
}
