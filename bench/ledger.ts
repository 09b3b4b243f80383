// The ledger the evidence benchmarks read: N sealed records (three workspaces, hourly drift checks
// with 2% finding drift, and a change every tenth record creating ten assets, so that N records
// hold N assets), chained and laid out as the Action's ledger writer lays them out.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ChangeRecord } from "../src/core/evidence/change-record.ts";
import { type EvidenceDraft } from "../src/core/evidence/evidence-record.ts";
import { type ChainHead, sealRecord } from "../src/core/evidence/record-files.ts";
import { OUT_DIRECTORY } from "./measure.ts";

const WORKSPACES = ["grid-east", "grid-west", "grid-north"];
export const START = Date.UTC(2024, 0, 1);
export const HOUR_MS = 3_600_000;
/** A change every tenth record creates this many assets: a ledger of N records holds N assets. */
const ASSETS_PER_CHANGE = 10;
const FINGERPRINT = `sha256:${"a".repeat(64)}`;
const SHA = "e".repeat(40);
const ALPHA = {
  id: "cs_alpha",
  name: "Alpha Protection",
  parent: { kind: "facility" as const, id: "fac_alpha", name: "Substation Alpha" },
  // High: each create opens CIP-010 R1.3 and R1.4 obligations, which the obligations bench computes.
  impact: "high" as const,
};

function run(index: number) {
  return {
    repository: "grid-east/inventory",
    run_id: String(index + 1),
    run_attempt: 1,
    run_url: `https://github.com/grid-east/inventory/actions/runs/${index + 1}`,
    actor: "scheduler",
  };
}

function changeRecord(index: number): ChangeRecord {
  const operations = Array.from({ length: ASSETS_PER_CHANGE }, (_, n) => ({
    index: n,
    action: "create" as const,
    name: `asset-${index}-${n}`,
    cyber_system: ALPHA,
    asset_type: "hardware" as const,
    result: "succeeded" as const,
    asset_id: `ca_${index}_${n}`,
  }));
  return {
    format_version: 1,
    tool: { name: "cip-inventory-sync", version: "0.0.0" },
    status: "applied",
    fingerprint: FINGERPRINT,
    started_at: new Date(START).toISOString(),
    finished_at: new Date(START).toISOString(),
    context: { commit: SHA },
    plan_summary: {
      create: ASSETS_PER_CHANGE,
      update: 0,
      delete: 0,
      move: 0,
      rename: 0,
      retype: 0,
    },
    result_summary: { succeeded: ASSETS_PER_CHANGE, failed: 0, skipped: 0 },
    operations,
  };
}

function draft(index: number, workspace: string): EvidenceDraft {
  const base = { format_version: 1 as const, workspace, tool_version: "0.0.0", run: run(index) };
  if (index % 10 === 9) {
    return {
      ...base,
      kind: "change",
      change: {
        outcome: "applied",
        reason: null,
        base_sha: SHA,
        merge_sha: SHA,
        plan_fingerprint: FINGERPRINT,
        reviewed_fingerprint: FINGERPRINT,
        pull_request: {
          number: index,
          url: `https://github.com/grid-east/inventory/pull/${index}`,
          title: "Add relays",
          author: "bob",
          approved_by: ["dave"],
          not_independent: [],
          approved_earlier_commit: [],
          merged_by: "carol",
        },
        change_record: changeRecord(index),
      },
    };
  }
  const drift = index % 50 === 7;
  return {
    ...base,
    kind: "monitoring",
    monitoring: {
      in_sync: !drift,
      commit: SHA,
      plan_fingerprint: FINGERPRINT,
      systems: [{ id: ALPHA.id, name: ALPHA.name }],
      live_counts: { cyber_systems: 1, cyber_assets: 100, managed_assets: 100 },
      live_fingerprint: FINGERPRINT,
      differences: drift
        ? [
            {
              action: "delete",
              asset_id: "ca_1",
              declared: null,
              live: { name: "alpha-rtu-01", cyber_system: ALPHA.name, asset_type: "hardware" },
            },
          ]
        : [],
    },
  };
}

/** A ledger checkout of `count` records, one an hour round the workspaces; its directory. */
export async function writeLedger(count: number): Promise<string> {
  const dir = join(OUT_DIRECTORY, `ledger-${count}`);
  await rm(dir, { recursive: true, force: true });
  const heads = new Map<string, ChainHead>();
  const made = new Set<string>();
  for (let index = 0; index < count; index++) {
    const workspace = WORKSPACES[index % WORKSPACES.length]!;
    const sealed = sealRecord(
      draft(index, workspace),
      heads.get(workspace),
      new Date(START + index * HOUR_MS),
    );
    heads.set(workspace, { record: sealed.record, bytes: Buffer.from(sealed.text) });
    const path = join(dir, sealed.path);
    if (!made.has(dirname(path))) {
      await mkdir(dirname(path), { recursive: true });
      made.add(dirname(path));
    }
    await writeFile(path, sealed.text);
  }
  return dir;
}
