// A git repository whose commits hold inventory files, and the baselines a change record would
// carry for them (digest and item digests from the same parser the plan uses): for what reads the
// inventory at a record's commit (the ports population).
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { parseInventoryText } from "../../src/core/inventory/document/parse-inventory.ts";
import type { PlanBaseline } from "../../src/core/plan/plan-model.ts";

export function git(dir: string, ...args: string[]): string {
  return execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" }).trim();
}

/** `dir` made a repository (branch main, a local identity), with no commit yet. */
export function initRepository(dir: string): void {
  git(dir, "init", "-q", "-b", "main");
  git(dir, "config", "user.name", "Inventory Author");
  git(dir, "config", "user.email", "author@grid.example");
}

/**
 * `dir` made a checkout a change record can be sealed from (`apply --record` refuses any other):
 * a repository with a commit, a remote origin and a local identity. The files stay uncommitted.
 */
export function sealableCheckout(dir: string): void {
  initRepository(dir);
  git(dir, "remote", "add", "origin", "https://github.example/grid/inventory.git");
  git(dir, "commit", "-q", "--allow-empty", "-m", "start");
}

/** Writes `files` (path -> text) and commits them; the commit's id. */
export async function commitFiles(dir: string, files: Record<string, string>): Promise<string> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "inventory");
  return git(dir, "rev-parse", "HEAD");
}

/** The baselines a change record carries for `text` (one file), as the plan declares them. */
export function baselinesOf(text: string, systemId = "cs_alpha"): PlanBaseline[] {
  const { documents } = parseInventoryText(text, "inventory/alpha.yaml");
  return documents.flatMap((document) =>
    document.assets.flatMap((asset): PlanBaseline[] => {
      const baseline = asset.baseline;
      if (baseline === undefined) return [];
      return [
        {
          asset: asset.name,
          asset_type: asset.type,
          class: asset.class?.value ?? "BCA",
          cyber_system: document.cyberSystem.value,
          cyber_system_id: systemId,
          digest: baseline.digest,
          ...(document.erc === undefined ? {} : { erc: document.erc.value }),
          ...(document.impact === undefined ? {} : { impact: document.impact.value }),
          ...(baseline.items === undefined ? {} : { items: baseline.items }),
          kind: baseline.kind,
        },
      ];
    }),
  );
}

/** An inventory file of Alpha Protection (High, erc) with each asset's baseline as given. */
export function alphaInventory(assets: Record<string, string>): string {
  const lines = Object.entries(assets).map(
    ([name, baseline]) => `  ${name}:\n    type: hardware\n    ${baseline}`,
  );
  return `cyber_system: Alpha Protection\nfacility: Substation Alpha\nimpact: high\nerc: true\nassets:\n${lines.join("\n")}\n`;
}

/** An inline baseline with `ports` (YAML flow) and the other four items empty. */
export function withPorts(ports: string): string {
  return `baseline: { os_firmware: [{ name: SEL, version: R145 }], software: [], custom_software: [], ports: ${ports}, patches: [] }`;
}
