// Evidence records for tests: realistic change, monitoring and configuration-monitoring drafts, and
// chains of them sealed
// the way the ledger seals them.
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { onTestFinished } from "vitest";
import { dirname, join } from "node:path";
import { buildChangeRecord } from "../../src/core/evidence/records/change-record.ts";
import type { LedgerFile } from "../../src/core/evidence/chain/evidence-chain.ts";
import { WITHOUT_HISTORY } from "../../src/core/evidence/chain/evidence-history.ts";
import {
  type ChangeOutcome,
  type EvidenceDraft,
  CLI_RUN_PREFIX,
} from "../../src/core/evidence/records/evidence-record.ts";
import { driftFindings } from "../../src/core/evidence/records/drift-findings.ts";
import {
  type ChainHead,
  type SealedRecord,
  sealRecord,
} from "../../src/core/evidence/chain/record-files.ts";
import type { PolicyEvidence } from "../../src/core/evidence/records/policy-record.ts";
import type { Plan } from "../../src/core/plan/plan-model.ts";
import {
  type Investigation,
  type MonitoredAsset,
} from "../../src/core/evidence/records/configuration-monitoring-model.ts";
import {
  BASELINE_ITEMS,
  type BaselineItem,
} from "../../src/core/inventory/document/baseline-items.ts";
import type { AssetClass } from "../../src/core/inventory/document/asset-class.ts";
import { cyberAsset, cyberSystem, liveInventory } from "./fixtures.ts";
import { ALPHA, applyResultOf, createOf, deleteOf, emptyPlan, planOf } from "./sample-plans.ts";

/** A change record's draft, before the ledger seals it. */
export type ChangeDraft = Extract<EvidenceDraft, { kind: "change" }>;

export const REPOSITORY = "grid-east/inventory";
export const MERGE_SHA = "e".repeat(40);
export const BASE_SHA = "b".repeat(40);

export function runOf(runId: number, attempt = 1) {
  return {
    repository: REPOSITORY,
    run_id: String(runId),
    run_attempt: attempt,
    run_url: `https://github.com/${REPOSITORY}/actions/runs/${runId}`,
    actor: "carol",
  };
}

export function driftPlan(): Plan {
  return planOf([createOf("alpha-rtu-09", ALPHA), deleteOf("alpha-hmi-02", "ca_0042", ALPHA)], {
    create: 1,
    update: 0,
    delete: 1,
    move: 0,
    rename: 0,
    retype: 0,
  });
}

export const LIVE = liveInventory({
  cyberSystems: [cyberSystem(ALPHA.id, ALPHA.name, { facility_id: "fac_alpha" })],
  cyberAssets: [
    cyberAsset("ca_0042", "alpha-hmi-02", ALPHA.id),
    cyberAsset("ca_0001", "alpha-rtu-01", ALPHA.id),
  ],
});

export function changeDraft(
  workspace: string,
  runId: number,
  outcome: ChangeOutcome = "applied",
  pullRequest = 12,
): ChangeDraft {
  const plan = driftPlan();
  const applied = outcome === "applied" || outcome === "partly-applied" || outcome === "failed";
  const result = applyResultOf(
    plan,
    outcome === "partly-applied" ? { 1: { status: "failed", error: "503" } } : {},
  );
  return {
    format_version: 1,
    kind: "change",
    workspace,
    tool_version: "0.1.0",
    run: runOf(runId),
    change: {
      outcome,
      reason: outcome === "applied" ? null : `outcome ${outcome}`,
      base_sha: BASE_SHA,
      merge_sha: MERGE_SHA,
      plan_fingerprint: plan.fingerprint,
      reviewed_fingerprint: plan.fingerprint,
      pull_request: {
        number: pullRequest,
        url: `https://github.com/${REPOSITORY}/pull/${pullRequest}`,
        title: "Add alpha relays",
        author: "bob",
        approved_by: ["dave"],
        not_independent: ["bob"],
        approved_earlier_commit: [],
        merged_by: "carol",
      },
      change_record: applied
        ? buildChangeRecord(plan, result, { tool_version: "0.1.0", workspace, commit: MERGE_SHA })
        : null,
    },
  };
}

/**
 * `draft` as `cip-sync evidence append` seals a break-glass apply: origin "cli", a run id of
 * CLI_RUN_PREFIX and no run URL, as the schema requires of such a record.
 */
export function breakGlassDraft(draft: ChangeDraft): ChangeDraft {
  const run = { ...draft.run, run_id: `${CLI_RUN_PREFIX}${draft.run.run_id}` };
  delete run.run_url;
  return { ...draft, origin: "cli", run };
}

export function monitoringDraft(workspace: string, runId: number, inSync: boolean): EvidenceDraft {
  const plan = inSync ? emptyPlan() : driftPlan();
  return {
    format_version: 1,
    kind: "monitoring",
    workspace,
    tool_version: "0.1.0",
    run: runOf(runId),
    monitoring: { ...driftFindings(plan, LIVE), commit: MERGE_SHA },
  };
}

/**
 * Seals `entries` in order, each on top of its workspace's previous one: from `heads` (each
 * workspace's last record already in the ledger), or from the start.
 */
export function chainOf(
  entries: readonly { draft: EvidenceDraft; at: Date }[],
  heads = new Map<string, ChainHead>(),
): SealedRecord[] {
  return entries.map(({ draft, at }) => {
    const sealed = sealRecord(draft, heads.get(draft.workspace), at);
    heads.set(draft.workspace, { record: sealed.record, bytes: Buffer.from(sealed.text) });
    return sealed;
  });
}

/** A record's JSON as a ledger file holds it: an object whose fields a test reads and changes. */
export type RecordJson = Record<string, unknown>;

/** `draft` sealed on its own and read back as the JSON its ledger file holds. */
export function sealedJson(draft: EvidenceDraft): RecordJson {
  return JSON.parse(chainOf([{ draft, at: day(1) }])[0]!.text) as RecordJson;
}

/** The object at `key` of `value`, a record's JSON or an object in it. */
export function jsonChild(value: unknown, key: string): RecordJson {
  return (value as RecordJson)[key] as RecordJson;
}

/**
 * The sources' bin entry: the ledger commands' threads (a verification thread, verify's readers)
 * run it again, from source in process tests as the bundle runs its own.
 */
export const SOURCE_BIN_ENTRY = new URL("../../src/cli/index.ts", import.meta.url);

/**
 * `count` drift checks round three workspaces, an hour apart, every seventh finding drift, sealed
 * and written to a temporary checkout removed after the test: enough records, at a few hundred,
 * for a thread's batches to wait.
 */
export async function driftCheckLedger(
  count: number,
): Promise<{ dir: string; sealed: SealedRecord[] }> {
  const dir = await mkdtemp(join(tmpdir(), "cip-drift-ledger-"));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const workspaces = ["grid-east", "grid-north", "grid-west"];
  const sealed = chainOf(
    Array.from({ length: count }, (_, index) => ({
      draft: monitoringDraft(workspaces[index % workspaces.length]!, 1000 + index, index % 7 !== 3),
      at: new Date(day(0).getTime() + index * 3_600_000),
    })),
  );
  await writeLedgerCheckout(dir, sealed);
  return { dir, sealed };
}

/**
 * What standard error says once of a ledger folder without git history (as writeLedgerCheckout
 * writes one), `dir` as --dir names it.
 */
export function withoutHistory(dir: string): string {
  return `warning: history: ${dir}: ${WITHOUT_HISTORY.notice}\n`;
}

/** Writes `sealed` into `dir` as a checkout of the evidence branch holds them (no git history). */
export async function writeLedgerCheckout(
  dir: string,
  sealed: readonly Pick<SealedRecord, "path" | "text">[],
): Promise<void> {
  for (const { path, text } of sealed) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

export function ledgerFilesOf(sealed: readonly SealedRecord[]): LedgerFile[] {
  return sealed.map(({ path, text }) => ({ path, bytes: Buffer.from(text) }));
}

/** changeDraft's change with every operation in a High impact system; its create names `name`. */
export function highImpactChange(name = "alpha-rtu-09"): ChangeDraft {
  const draft = changeDraft("grid-east", 1);
  for (const operation of draft.change.change_record!.operations) {
    operation.cyber_system = { ...operation.cyber_system, impact: "high" };
    if (operation.action === "create") operation.name = name;
  }
  return draft;
}

/**
 * A change record of a rename of asset `id` from `from` to `to` in a High system, applied unless
 * `result` says otherwise; the operation names the asset as the plan does, by its name after it.
 */
export function renameChange(
  id: string,
  from: string,
  to: string,
  result: "succeeded" | "failed" = "succeeded",
): ChangeDraft {
  const draft = highImpactChange(to);
  const [created] = draft.change.change_record!.operations;
  draft.change.change_record!.operations = [
    { ...created!, action: "update", asset_id: id, changes: { name: { from, to } }, result },
  ];
  return draft;
}

/** A change record of an applied delete of asset `id`, named `name`, in a High system. */
export function deleteChange(id: string, name: string): ChangeDraft {
  const draft = highImpactChange(name);
  const [created] = draft.change.change_record!.operations;
  draft.change.change_record!.operations = [{ ...created!, action: "delete", asset_id: id }];
  return draft;
}

/**
 * A CIP-010 R1 deviation: `name` commissioned in a High system with its baseline (a create, which
 * opens nothing of R1), then a reviewed merge that changes its patches (item 1.1.5).
 */
export function highImpactDeviation(name = "alpha-rtu-09"): [ChangeDraft, ChangeDraft] {
  const digest = (text: string) => `sha256:${sha256Hex(text)}`;
  const baseline = (patches: string) => ({
    asset: name,
    asset_type: "hardware" as const,
    class: "BCA" as const,
    cyber_system: "Alpha Protection",
    cyber_system_id: "cs_alpha",
    digest: digest(`baseline ${patches}`),
    impact: "high" as const,
    items: {
      os_firmware: digest("os"),
      software: digest("software"),
      custom_software: digest("custom"),
      ports: digest("ports"),
      patches: digest(patches),
    },
    kind: "content" as const,
  });
  const commissioned = highImpactChange(name);
  commissioned.change.baselines = [baseline("KB1")];
  const deviated = changeDraft("grid-east", 2, "no-changes", 13);
  deviated.change.baselines = [baseline("KB2")];
  return [commissioned, deviated];
}

/** A checkout of a ledger holding highImpactDeviation() on 1 and 2 January; removed after the test. */
export async function highImpactDeviationLedger(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const [commissioned, deviated] = highImpactDeviation();
  await writeLedgerCheckout(
    dir,
    chainOf([
      { draft: commissioned, at: day(0) },
      { draft: deviated, at: day(1) },
    ]),
  );
  return dir;
}

/** `days` after 2026-01-01T06:00Z. */
export function day(days: number): Date {
  return new Date(Date.UTC(2026, 0, 1, 6) + days * 86_400_000);
}

/**
 * An owner policy's judgement as a change record keeps it: a met rule, an unmet one and an
 * overridden freeze, with text an attacker could have written in the policy file (a rule id, a
 * file name) or a review (the override's reason).
 */
export function policyEvidence(): PolicyEvidence {
  return {
    file: "=cmd|' /C calc'!A0.yaml",
    blob_sha: "f".repeat(40),
    base_sha: BASE_SHA,
    allowed: false,
    reasons: ['rule "high-impact-deletes" is unmet'],
    rules: [
      {
        id: "compliance-sees-deletes",
        result: "met",
        operations: 1,
        requirements: [
          {
            system: null,
            approvals: 1,
            eligible: ["acme/cip-compliance"],
            satisfied_by: ["erin"],
            problem: null,
          },
        ],
      },
      {
        id: "high-impact-deletes|<b>x</b>",
        result: "unmet",
        operations: 2,
        requirements: [
          {
            system: "Alpha Protection",
            approvals: 2,
            eligible: ["alice", "acme/alpha-protection"],
            satisfied_by: ["alice"],
            problem: "1 more approval needed",
          },
        ],
      },
    ],
    freezes: [
      {
        id: "year-end",
        from: "2026-12-15T00:00:00Z",
        to: "2027-01-05T00:00:00Z",
        result: "overridden",
        override: { login: "sam", reason: "storm restoration <script>alert(1)</script> **now**" },
      },
    ],
  };
}

/** One count of an owner policy's rule as a record keeps it: `satisfiedBy` of `approvals`. */
export interface Asked {
  rule: string;
  system: string | null;
  approvals: number;
  satisfiedBy: string[];
}

/**
 * The owner policy's judgement of an allowed merge as its change record keeps it, each rule with
 * its one count: what the obligations read the owners' approval from.
 */
export function policyJudgement(...asked: Asked[]): PolicyEvidence {
  return {
    file: "cip-policy.yaml",
    blob_sha: "f".repeat(40),
    base_sha: BASE_SHA,
    allowed: true,
    reasons: [],
    rules: asked.map(({ rule, system, approvals, satisfiedBy }) => ({
      id: rule,
      result: satisfiedBy.length >= approvals ? "met" : "unmet",
      operations: 1,
      requirements: [
        {
          system,
          approvals,
          eligible: system === null ? ["acme/cip-compliance"] : ["alice", "bob"],
          satisfied_by: satisfiedBy,
          problem: satisfiedBy.length >= approvals ? null : "1 more approval needed",
        },
      ],
    })),
    freezes: [],
  };
}

/** The owners of `system` approved the merge: a rule covering its baseline change asked one. */
export function ownersApproved(system = "Alpha Protection"): PolicyEvidence {
  return policyJudgement({ rule: "baseline-change", system, approvals: 1, satisfiedBy: ["alice"] });
}

/** An asset a configuration-monitoring draft observed: all five items equal unless told otherwise. */
export interface ObservedAsset {
  cyber_system: string;
  name: string;
  /** The service's id, as the tool records it; absent: not known when it was recorded. */
  asset_id?: string;
  impact?: "high" | "medium" | "low";
  /** Its class as the tool records it; absent: a record written before classes were. */
  class?: AssetClass;
  /** An item that differs from the baseline: an unauthorized change. */
  changed?: BaselineItem;
  /** An item not observed: the asset is not complete. */
  missing?: BaselineItem;
  /** Its baseline is this baseline_ref (the ledger's digest of it), fetched and checked. */
  baselineRef?: { digest: string; matches: boolean };
}

/**
 * A configuration-monitoring record's draft as `evidence append --monitoring` makes it, of the
 * devices read at `observedAt` (an interval closes only on an observation made after it opened).
 */
export function configurationMonitoringDraft(
  workspace: string,
  runId: number,
  observed: readonly ObservedAsset[],
  observedAt: Date,
  investigations: Investigation[] = [],
): EvidenceDraft {
  const digest = (text: string) => `sha256:${sha256Hex(text)}`;
  const assets = observed.map((asset) => {
    const items = Object.fromEntries(
      BASELINE_ITEMS.map((item) => {
        const declared = digest(`${asset.name}/${item}`);
        const seen =
          item === asset.missing ? null : item === asset.changed ? digest("other") : declared;
        return [
          item,
          { observed: seen, declared, matches: seen === null ? null : seen === declared },
        ];
      }),
    ) as MonitoredAsset["items"];
    const complete = asset.missing === undefined;
    return {
      cyber_system: asset.cyber_system,
      name: asset.name,
      ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
      impact: asset.impact ?? "high",
      ...(asset.class === undefined ? {} : { class: asset.class }),
      declared_from: "inventory" as const,
      items,
      complete,
      matches: asset.changed !== undefined ? false : complete ? true : null,
      ...(asset.baselineRef === undefined
        ? {}
        : {
            baseline_ref: {
              digest: asset.baselineRef.digest,
              declared_sha256: "a".repeat(64),
              fetched_sha256: (asset.baselineRef.matches ? "a" : "b").repeat(64),
              matches: asset.baselineRef.matches,
            },
          }),
    };
  });
  const run = { ...runOf(runId), run_id: `${CLI_RUN_PREFIX}${runId}` };
  delete (run as { run_url?: string }).run_url;
  return {
    format_version: 1,
    kind: "configuration-monitoring",
    workspace,
    tool_version: "0.1.0",
    origin: "cli",
    run,
    configuration_monitoring: {
      commit: MERGE_SHA,
      observed_at: observedAt.toISOString(),
      collector: { name: "test-collector", version: "1.0.0" },
      input_sha256: sha256Hex(`${workspace}/${runId}`),
      assets,
      unauthorized_changes: assets.flatMap((asset) =>
        BASELINE_ITEMS.filter((item) => asset.items[item].matches === false).map((item) => ({
          cyber_system: asset.cyber_system,
          name: asset.name,
          ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
          item,
          observed: asset.items[item].observed!,
          declared: asset.items[item].declared!,
        })),
      ),
      investigations,
    },
  };
}
