// The records of the benchmark's ledger (bench/ledger.ts), valid against the record schemas as a
// merge, a drift check and a collector write them: a create that declares the new assets' complete
// baselines, a reviewed merge that changes items of some of them (a CIP-010 R1 deviation each)
// whose approval records their verification and completion and which carries a CIP-003-9
// low-impact site file (one of LOW_IMPACT_SITES, each allowing vendor remote access with or
// without every part's methods, so the Section 6 gaps and the sites in force are held) and, one
// merge in LOW_IMPACT_RECORD_EVERY, a program record (a policy review, a reinforcement, a test or
// an update, so the program's clocks move) and a CIP-007 R5 access file (and, as often, a
// password change of one of its account types), a drift check, and a collector's
// configuration-monitoring record.
import type { ChangeRecord } from "../src/core/evidence/records/change-record.ts";
import {
  CLI_RUN_PREFIX,
  type EvidenceDraft,
} from "../src/core/evidence/records/evidence-record.ts";
import type { MonitoredAsset } from "../src/core/evidence/records/configuration-monitoring-model.ts";
import { BASELINE_ITEMS } from "../src/core/inventory/document/baseline-items.ts";
import type { PlanBaseline } from "../src/core/plan/plan-model.ts";
import { sha256Hex } from "../src/core/shared/sha256.ts";

export const FINGERPRINT = `sha256:${"a".repeat(64)}`;
export const SHA = "e".repeat(40);
/** A change every tenth record creates this many assets: a ledger of N records holds N assets. */
export const ASSETS_PER_CHANGE = 10;
/** The assets of a create whose baselines a later merge changes. */
export const DEVIATIONS_PER_MERGE = 2;
export const ALPHA = {
  id: "cs_alpha",
  name: "Alpha Protection",
  parent: { kind: "facility" as const, id: "fac_alpha", name: "Substation Alpha" },
  // High: a deviation of a BCA opens CIP-010 R1.2 to R1.6.
  impact: "high" as const,
};

const digest = (text: string) => `sha256:${sha256Hex(text)}`;

/** The low-impact site files the merges cycle through: as many as are in force at the end. */
export const LOW_IMPACT_SITES = 500;
/** One reviewed merge in this many also carries a low-impact program record. */
export const LOW_IMPACT_RECORD_EVERY = 10;
const TOPICS =
  "[awareness, physical_security, electronic_access, incident_response, transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]";

/** Site file `site`, allowing vendor remote access, with every part's methods or 6.1's only. */
function siteFileText(site: number, methods: boolean): string {
  const named = methods ? ", disable: [account disabled], detect: [IDS]" : "";
  return `version: 1
id: site-${site}
sites: [Substation ${site}]
physical_access: { controls: [card key], access_control_assets: [fw-${site}] }
electronic_access: { routable: true, devices: [fw-${site}], rule_set: { file: firewall/${site}.rules }, vendor_paths: [oem-vpn] }
dial_up: none
transient_cyber_assets: { plan: plans/tca-plan.md, managed: [] }
vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-${site} }], determine: [ticket]${named} }
`;
}

/** The program record the reviewed merge at `index` carries, performed on `day`. */
function programRecordText(index: number, day: string): [string, string] {
  const id = `record-${index}`;
  const kinds = [
    `kind: policy-review\nperformed_on: ${day}\npolicies: [policies/low-impact.md]\ntopics: ${TOPICS}`,
    `kind: reinforcement\nperformed_on: ${day}\nhow: security bulletin`,
    `kind: incident-plan-test\nperformed_on: ${day}\nmethod: tabletop\nplans: [plans/ir.md]`,
    `kind: incident-plan-update\nperformed_on: ${day}\nfollows: record-${index - 2 * LOW_IMPACT_RECORD_EVERY * 10}\noutcome: updated\nnote: contacts updated`,
  ];
  const kind = kinds[Math.floor(index / (LOW_IMPACT_RECORD_EVERY * 10)) % kinds.length]!;
  return [`low-impact/records/${id}.yaml`, `version: 1\nid: ${id}\n${kind}\n`];
}

/** The CIP-007 R5 access files the merges cycle through: as many as are in force at the end. */
export const ACCESS_FILES = 500;

/** Access file `file`: two procedural account types, whose 15-month clocks run apart. */
function accessFileText(file: number): string {
  return `version: 1
id: access-${file}
by: system
covers: [System ${file}]
account_types:
  - { name: root, type: generic, password_only: true, change: procedural }
  - { name: operator, type: shared, password_only: true, change: procedural }
shared_accounts:
  - { account: operator, authorized_individuals: CIP-004 access list ACL-${file}, list_sha256: ${sha256Hex(`ACL-${file}`)} }
password_parameters:
  - { assets: all, enforcement: technical, reference: GPO CIP-Passwords, min_length: 12, min_character_types: 3 }
failed_authentication:
  - { assets: all, method: lockout, threshold: 5, reference: GPO CIP-Passwords }
default_passwords: []
`;
}

/**
 * What the reviewed merge at `index` carries of CIP-007 R5's files: an access file (one of
 * ACCESS_FILES) and, one merge in LOW_IMPACT_RECORD_EVERY, a password change of one of its
 * account types, so that the family's clocks per account type are held and move.
 */
function systemAccessFiles(index: number, day: string) {
  const file = Math.floor(index / 10) % ACCESS_FILES;
  const texts: [string, string][] = [[`system-access/access-${file}.yaml`, accessFileText(file)]];
  if (Math.floor(index / 10) % LOW_IMPACT_RECORD_EVERY === 0) {
    const id = `change-${index}`;
    const type = Math.floor(index / 100) % 2 === 0 ? "root" : "operator";
    texts.push([
      `system-access/records/${id}.yaml`,
      `version: 1\nid: ${id}\nperformed_on: ${day}\naccess_files: [access-${file}]\naccount_types: [${type}]\n`,
    ]);
  }
  return {
    compared_with: SHA,
    files: texts
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([path, text]) => ({ file: path, sha256: digest(text), text })),
  };
}

/** What the reviewed merge at `index` carries of the low-impact files. */
function lowImpactFiles(index: number, day: string) {
  const site = Math.floor(index / 10) % LOW_IMPACT_SITES;
  const texts: [string, string][] = [
    [`low-impact/site-${site}.yaml`, siteFileText(site, Math.floor(index / 10) % 3 !== 0)],
  ];
  if (Math.floor(index / 10) % LOW_IMPACT_RECORD_EVERY === 0)
    texts.push(programRecordText(index, day));
  return {
    compared_with: SHA,
    files: texts
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([file, text]) => ({ file, sha256: digest(text), text })),
  };
}

export function run(index: number) {
  return {
    repository: "grid-east/inventory",
    run_id: String(index + 1),
    run_attempt: 1,
    run_url: `https://github.com/grid-east/inventory/actions/runs/${index + 1}`,
    actor: "scheduler",
  };
}

/** The n-th asset of the create at `index`. */
const assetName = (index: number, n: number) => `asset-${index}-${n}`;
const assetId = (index: number, n: number) => `ca_${index}_${n}`;

/** An asset's baseline as a merge declares it: complete, a digest per item; patches `patches`. */
function baseline(
  index: number,
  n: number,
  patches: string,
  extra: Pick<PlanBaseline, "asset_id"> = {},
): PlanBaseline {
  const name = assetName(index, n);
  const items = Object.fromEntries(
    BASELINE_ITEMS.map((item) => [
      item,
      digest(item === "patches" ? `${name}/patches/${patches}` : `${item}`),
    ]),
  );
  return {
    asset: name,
    ...extra,
    asset_type: "hardware",
    class: "BCA",
    cyber_system: ALPHA.name,
    cyber_system_id: ALPHA.id,
    digest: digest(`${name}/${patches}`),
    impact: ALPHA.impact,
    items,
    kind: "content",
  };
}

function pullRequest(index: number, completedOn?: string) {
  return {
    number: index,
    url: `https://github.com/grid-east/inventory/pull/${index}`,
    title: completedOn === undefined ? "Add relays" : "Patch relays",
    author: "bob",
    approved_by: ["dave"],
    not_independent: [],
    approved_earlier_commit: [],
    merged_by: "carol",
    ...(completedOn === undefined
      ? {}
      : {
          verification_notes: [{ login: "dave", note: "CIP-007 R2 patching only: CHG-2210" }],
          completion_notes: [{ login: "dave", completed_on: completedOn, reference: "WO-5120" }],
        }),
  };
}

function changeRecord(index: number, baselines: PlanBaseline[]): ChangeRecord {
  const operations = Array.from({ length: ASSETS_PER_CHANGE }, (_, n) => ({
    index: n,
    action: "create" as const,
    name: assetName(index, n),
    cyber_system: ALPHA,
    asset_type: "hardware" as const,
    result: "succeeded" as const,
    asset_id: assetId(index, n),
  }));
  // The ledger's first hour (START in ledger.ts).
  const at = new Date(Date.UTC(2014, 0, 1)).toISOString();
  return {
    format_version: 1,
    tool: { name: "cip-inventory-sync", version: "0.0.0" },
    status: "applied",
    fingerprint: FINGERPRINT,
    started_at: at,
    finished_at: at,
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
    baselines,
  };
}

type Envelope = Pick<EvidenceDraft, "format_version" | "workspace" | "tool_version" | "run">;

/** A merge creating ten assets with their baselines (their commissioning: no deviation). */
export function createDraft(base: Envelope, index: number): EvidenceDraft {
  const baselines = Array.from({ length: ASSETS_PER_CHANGE }, (_, n) => baseline(index, n, "KB1"));
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
      pull_request: pullRequest(index),
      change_record: changeRecord(index, baselines),
      baselines,
    },
  };
}

/**
 * A reviewed merge of baselines only (no inventory operation) on `day`: the patches of the first
 * assets of the create at `deviated` change, and its approval records, as the rehearsal's does,
 * the controls verified (R1.4) and the field change completed that day (R1.3).
 */
export function deviationDraft(
  base: Envelope,
  index: number,
  day: string,
  deviated: number,
): EvidenceDraft {
  const baselines = Array.from({ length: DEVIATIONS_PER_MERGE }, (_, n) =>
    baseline(deviated, n, "KB2", { asset_id: assetId(deviated, n) }),
  );
  return {
    ...base,
    kind: "change",
    change: {
      outcome: "no-changes",
      reason: null,
      base_sha: SHA,
      merge_sha: SHA,
      plan_fingerprint: FINGERPRINT,
      reviewed_fingerprint: FINGERPRINT,
      pull_request: pullRequest(index, day),
      change_record: null,
      baselines,
      low_impact_files: lowImpactFiles(index, day),
      system_access_files: systemAccessFiles(index, day),
    },
  };
}

/** A collector's observation of the ten assets of the create at `created`: every item matches. */
export function configurationMonitoringDraft(
  base: Envelope,
  index: number,
  created: number,
  observedAt: string,
): EvidenceDraft {
  const assets = Array.from({ length: ASSETS_PER_CHANGE }, (_, n): MonitoredAsset => {
    const declared = baseline(created, n, "KB1").items!;
    const items = Object.fromEntries(
      BASELINE_ITEMS.map((item) => [
        item,
        { observed: declared[item]!, declared: declared[item]!, matches: true },
      ]),
    ) as MonitoredAsset["items"];
    return {
      cyber_system: ALPHA.name,
      name: assetName(created, n),
      asset_id: assetId(created, n),
      impact: ALPHA.impact,
      declared_from: "inventory",
      items,
      complete: true,
      matches: true,
    };
  });
  // Sealed by `cip-sync evidence append --monitoring`: origin "cli", no run URL.
  const cliRun: Envelope["run"] = { ...base.run, run_id: `${CLI_RUN_PREFIX}${index + 1}` };
  delete cliRun.run_url;
  return {
    ...base,
    origin: "cli",
    run: cliRun,
    kind: "configuration-monitoring",
    configuration_monitoring: {
      commit: SHA,
      observed_at: observedAt,
      collector: { name: "bench-collector", version: "1.0.0" },
      input_sha256: sha256Hex(`collector/${index}`),
      assets,
      unauthorized_changes: [],
      investigations: [],
    },
  };
}
