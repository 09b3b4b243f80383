// Ledgers for the obligations' tests: the drafts of obligations.test.ts (alpha-rtu-09's baselines,
// its deviations, drift checks, CIP-002 R2 reviews, merges that declare governance facts), and
// generated ledgers of several workspaces that take every kind of record the obligations pass
// folds, for the properties of test/core/obligations/checkpoint.test.ts.
import { isAssessmentFile } from "../../src/core/assessments/assessment-files.ts";
import { LOW_IMPACT_FILES } from "../../src/core/low-impact/low-impact-files.ts";
import { SYSTEM_ACCESS_FILES } from "../../src/core/system-access/system-access-files.ts";
import { isPatchFile } from "../../src/core/patches/patch-files.ts";
import type {
  ChangeOutcome,
  EvidenceDraft,
  HashedRecord,
} from "../../src/core/evidence/records/evidence-record.ts";
import fc from "fast-check";
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";
import type {
  BaselineItem,
  PatchedBaseline,
} from "../../src/core/inventory/document/baseline-items.ts";
import { recordedCalendar } from "../../src/core/obligations/obligations.ts";
import type { PriorApprovalFacts } from "../../src/core/obligations/review-interval.ts";
import type { PlanBaseline } from "../../src/core/plan/plan-model.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import {
  type ReviewedFilesEvidence,
  reviewedFilesEvidence,
} from "../../src/core/evidence/records/in-force/reviewed-files-record.ts";
import {
  breakGlassDraft,
  chainOf,
  type ChangeDraft,
  changeDraft,
  configurationMonitoringDraft,
  day,
  deleteChange,
  monitoringDraft,
  type ObservedAsset,
  renameChange,
} from "./evidence-records.ts";

export type Impact = "high" | "medium" | "low";
export const DIGEST = (n: number) => `sha256:${String(n).padStart(64, "0")}`;

/** alpha-rtu-09's baseline in Alpha of `impact`: variant `n` differs in its patches. */
export function baselineOf(n: number, impact: Impact): PlanBaseline {
  const items = { ...ITEMS, patches: DIGEST(100 + n) };
  return {
    asset: "alpha-rtu-09",
    asset_type: "hardware",
    class: "BCA",
    cyber_system: "Alpha Protection",
    cyber_system_id: "cs_alpha",
    digest: DIGEST(n),
    impact,
    items,
    kind: "content",
  };
}
export const ITEMS = {
  os_firmware: DIGEST(91),
  software: DIGEST(92),
  custom_software: DIGEST(93),
  ports: DIGEST(94),
};

/** A change creating alpha-rtu-09 (and deleting alpha-hmi-02) in Alpha, of `impact`. */
export function change(impact: Impact, baseline?: number): EvidenceDraft {
  const draft = changeDraft("grid-east", 1);
  // A copy per draft: the sample plan's system is one object shared by every record.
  for (const operation of draft.change.change_record!.operations) {
    operation.cyber_system = { ...operation.cyber_system, impact };
  }
  if (baseline !== undefined) draft.change.baselines = [baselineOf(baseline, impact)];
  return draft;
}

/** A merge that applied nothing and declares alpha-rtu-09's baseline `baseline`. */
export function baselineOnly(baseline: number, impact: Impact = "high"): EvidenceDraft {
  const draft = changeDraft("grid-east", 2, "no-changes");
  draft.change.baselines = [baselineOf(baseline, impact)];
  return draft;
}

/** A drift check that covered Alpha, declared High. */
export function check(): EvidenceDraft {
  const draft = monitoringDraft("grid-east", 3, true);
  if (draft.kind === "monitoring")
    draft.monitoring.systems = [{ id: "cs_alpha", name: "Alpha Protection", impact: "high" }];
  return draft;
}

/**
 * A merge that changed the CIP-002 R2 review file: approved by the CIP Senior Manager (the
 * policy's cip-002-review rule met) or not, of the inventory merged or of another.
 */
export function review({
  approved = true,
  matches = true,
  outcome = "no-changes",
}: { approved?: boolean; matches?: boolean; outcome?: ChangeOutcome } = {}): EvidenceDraft {
  const draft = changeDraft("grid-east", 4, outcome);
  draft.change.review = {
    file: "cip-002-review.yaml",
    reviewed_on: "2026-01-01",
    inventory_digest: DIGEST(7),
    merged_digest: DIGEST(matches ? 7 : 8),
    matches,
    problem: matches ? null : "the inventory is not the one reviewed",
  };
  draft.change.policy = {
    file: "cip-policy.yaml",
    blob_sha: "a".repeat(40),
    base_sha: "b".repeat(40),
    allowed: approved,
    reasons: approved ? [] : ['rule "cip-002-review" is unmet'],
    rules: [
      {
        id: "cip-002-review",
        governs: "the CIP-002 R2 review of the identifications, cip-002-review.yaml",
        result: approved ? "met" : "unmet",
        operations: 0,
        requirements: [
          {
            system: null,
            approvals: 1,
            eligible: ["sam", "acme/csm-delegates"],
            satisfied_by: approved ? ["sam"] : [],
            problem: approved ? null : "1 more approval needed",
          },
        ],
      },
    ],
    freezes: [],
  };
  return draft;
}

export function hashed(sealed: readonly SealedRecord[]): HashedRecord[] {
  return sealed.map(({ record, text }) => ({ record, sha256: sha256Hex(text) }));
}

/** The last CIP-002 R2 approval before the ledger, as a policy file records it (day(0)'s date). */
export const PRIOR = { on: "2026-01-01", ref: "CIP-002 approval memo 2026-01" };

/** A merge, accepted unless `outcome` says otherwise, of files whose policy declares `lastApproval`. */
export function declaringMerge(
  lastApproval: PriorApprovalFacts | null,
  outcome: ChangeOutcome = "no-changes",
): EvidenceDraft {
  const draft = changeDraft("grid-east", 9, outcome);
  draft.change.governance = {
    policy: { file: "cip-policy.yaml", sha256: "c".repeat(64) },
    senior_manager: { csm: null, last_approval: lastApproval },
    systems: [],
    source_commands: null,
  };
  return draft;
}

/** What the generated chains name: two workspaces, and alpha-rtu-09 as the service creates it. */
const WORKSPACES = ["grid-east", "grid-west"];
const SYSTEM = "Alpha Protection";
const ASSET = "alpha-rtu-09";
const ASSET_ID = "ca_new_0";

/** One record of a generated chain, and the days since the record before it. */
export type LedgerStep = { gap: number } & (
  | { commission: Impact; baseline: number }
  /** A reviewed merge changing alpha-rtu-09's baseline, maybe to a baseline_ref, maybe completed. */
  | {
      deviate: number;
      ref: boolean;
      undeclared: boolean;
      completion: "none" | "note" | "field" | "differs" | "before-authorization";
    }
  | { unreviewed: number; how: "break-glass" | "refused" }
  | { drift: true }
  | { review: boolean }
  /** A merge whose files declare cip_002_last_approval, and maybe a calendar (and CIP-007-7.1). */
  | { declares: PriorApprovalFacts | null; accepted: boolean; chicago: boolean }
  | { seniorManager: "met" | "unmet"; since: string }
  /** A collector's record of alpha-rtu-09, read `back` days before it was sealed. */
  | {
      observe: { changed?: BaselineItem; missing?: BaselineItem; withId: boolean };
      back: number;
      /** It checks the last baseline_ref the chain declared, and finds the document as it states. */
      checksRef?: { matches: boolean };
      unsigned: boolean;
    }
  /**
   * An investigation, reviewed or the collector's: of the last change the chain detected, of a
   * record still to come (two on), or of `item` detected `back` records before.
   */
  | {
      investigate: "last detected" | "still to come" | { item: BaselineItem; back: number };
      collector: boolean;
    }
  | { retire: true }
  | { rename: true }
  /** A merge of CIP-007 R2's facts: a patch file, or alpha-rtu-09's patched items changed. */
  | { patching: PatchingStep; accepted: boolean }
  /**
   * A merge of CIP-010 R3's files (an assessment of alpha-rtu-09 and Alpha with an action item,
   * maybe moved; a paper assessment of alpha-eacms-01 alone; a CIP Exceptional Circumstance for
   * alpha-rtu-09), approved by `approver`, its policy maybe naming who approves a moved date;
   * `eacms`: Alpha's baselines declare alpha-eacms-01 too, which an assessment of alpha-rtu-09
   * alone leaves out (its R3.1 interval open, covered in part, across a checkpoint).
   */
  | {
      assessing: AssessingStep;
      approver: string;
      namesApprovers: boolean;
      accepted: boolean;
      eacms: boolean;
    }
  /**
   * A merge of a CIP-003-9 low-impact file: the site file with Section 6's gap, its methods, none,
   * removed; or a program record, a policy review (approved by nobody the policy names) or a test.
   */
  | { lowImpact: LowImpactStep; accepted: boolean }
  /**
   * A merge of a CIP-007-6 R5 file: the access file with root changed procedurally or by technical
   * enforcement, removed; or a password-change record of root, on a day or an earlier one.
   */
  | { systemAccess: SystemAccessStep; accepted: boolean }
);

/** What a CIP-007-6 R5 step merges: system-access/ems.yaml, or a password-change record. */
export type SystemAccessStep = "procedural" | "technical" | "removed" | "change" | "early-change";

/** What a CIP-003-9 low-impact step merges: low-impact/substation-12.yaml, or a program record. */
export type LowImpactStep = "gap" | "methods" | "none" | "removed" | "review" | "test";

/** What a CIP-010 R3 step merges. */
export type AssessingStep =
  "assessment" | "item-moved" | "item-done" | "eacms-assessment" | "exceptional";

/** What a CIP-007 R2 step merges (patch-management's files and the baseline's items). */
export type PatchingStep =
  | "sources"
  | "no-source"
  | "evaluation"
  | "evaluation-with-gap"
  | "plan"
  | "plan-extended"
  | "plan-implemented"
  | "apply"
  | "software-change";

const item = fc.constantFrom<BaselineItem>("ports", "patches");
const variant = fc.integer({ min: 1, max: 3 });

/** Every kind of record the obligations pass folds, about one asset, a few days apart. */
export const ledgerStep: fc.Arbitrary<LedgerStep> = fc
  .tuple(
    fc.oneof(
      fc.record({
        commission: fc.constantFrom<Impact>("high", "medium", "low"),
        baseline: variant,
      }),
      // Deviations, observations and investigations are what the state is mostly made of.
      {
        weight: 3,
        arbitrary: fc.record({
          deviate: variant,
          ref: fc.boolean(),
          undeclared: fc.boolean(),
          completion: fc.constantFrom(
            "none" as const,
            "note" as const,
            "field" as const,
            "differs" as const,
            "before-authorization" as const,
          ),
        }),
      },
      fc.record({
        unreviewed: variant,
        how: fc.constantFrom("break-glass" as const, "refused" as const),
      }),
      fc.constant({ drift: true as const }),
      fc.record({ review: fc.boolean() }),
      fc.record({
        declares: fc.constantFrom(PRIOR, null, { on: "2025-11-30", ref: "memo 2025-11" }),
        accepted: fc.boolean(),
        chicago: fc.boolean(),
      }),
      fc.record({
        seniorManager: fc.constantFrom("met" as const, "unmet" as const),
        since: fc.constantFrom("2025-12-01", "2026-02-01"),
      }),
      {
        weight: 3,
        arbitrary: fc.record(
          {
            observe: fc.record(
              { changed: item, missing: item, withId: fc.boolean() },
              { requiredKeys: ["withId"] },
            ),
            back: fc.integer({ min: 0, max: 30 }),
            checksRef: fc.record({ matches: fc.boolean() }),
            unsigned: fc.boolean(),
          },
          { requiredKeys: ["observe", "back", "unsigned"] },
        ),
      },
      {
        weight: 3,
        arbitrary: fc.record({
          investigate: fc.oneof(
            fc.constantFrom("last detected" as const, "still to come" as const),
            fc.record({ item, back: fc.integer({ min: 1, max: 4 }) }),
          ),
          collector: fc.boolean(),
        }),
      },
      fc.constant({ retire: true as const }),
      fc.constant({ rename: true as const }),
      {
        weight: 2,
        arbitrary: fc.record({
          assessing: fc.constantFrom<AssessingStep>(
            "assessment",
            "item-moved",
            "item-done",
            "eacms-assessment",
            "exceptional",
          ),
          approver: fc.constantFrom("alice", "rsmith", "dave"),
          namesApprovers: fc.boolean(),
          accepted: fc.boolean(),
          eacms: fc.boolean(),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          lowImpact: fc.constantFrom<LowImpactStep>(
            "gap",
            "methods",
            "none",
            "removed",
            "review",
            "test",
          ),
          accepted: fc.boolean(),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          systemAccess: fc.constantFrom<SystemAccessStep>(
            "procedural",
            "technical",
            "removed",
            "change",
            "early-change",
          ),
          accepted: fc.boolean(),
        }),
      },
      {
        weight: 4,
        arbitrary: fc.record({
          patching: fc.constantFrom<PatchingStep>(
            "sources",
            "no-source",
            "evaluation",
            "evaluation-with-gap",
            "plan",
            "plan-extended",
            "plan-implemented",
            "apply",
            "software-change",
          ),
          accepted: fc.boolean(),
        }),
      },
    ),
    fc.integer({ min: 1, max: 40 }),
  )
  .map(([step, gap]) => ({ ...step, gap }));

/** Ledgers of one or two workspaces, their chains interleaved, each in chain order. */
export const generatedLedger: fc.Arbitrary<HashedRecord[]> = fc
  .array(
    // Most chains commission alpha-rtu-09 first, as the service creates it; some name it first in
    // a collector's record or a deviation.
    fc
      .tuple(fc.boolean(), fc.array(ledgerStep, { maxLength: 9 }))
      .map(([commissioned, steps]) =>
        commissioned ? [{ gap: 1, commission: "high" as const, baseline: 1 }, ...steps] : steps,
      ),
    { minLength: 1, maxLength: WORKSPACES.length },
  )
  .chain((perWorkspace) => {
    const tags = perWorkspace.flatMap((steps, w) => steps.map(() => w));
    return fc.tuple(
      fc.constant(perWorkspace),
      fc.shuffledSubarray(tags, { minLength: tags.length }),
    );
  })
  .map(([perWorkspace, order]) => {
    const chains = perWorkspace.map((steps, w) => chainRecords(WORKSPACES[w]!, steps));
    const next = chains.map(() => 0);
    return order.map((w) => chains[w]![next[w]!++]!);
  });

/** What a chain has shown so far that a later step refers to. */
interface Shown {
  /** The variant of the last baseline_ref declared. */
  lastRef: number;
  /** The last change a collector's record detected: its record's sequence, and the item. */
  lastDetected: { sequence: number; item: BaselineItem } | undefined;
}

/** One workspace's steps, sealed in a chain. */
export function chainRecords(workspace: string, steps: readonly LedgerStep[]): HashedRecord[] {
  return chainOf(stepDrafts(workspace, steps)).map(({ record, text }, index) => ({
    record,
    sha256: sha256Hex(text),
    ...(unsigned(steps[index]!) ? { unauthenticated: "commit is signed by no operator key" } : {}),
  }));
}

/** The drafts of one workspace's steps, each with the day it is sealed on, for chainOf. */
export function stepDrafts(
  workspace: string,
  steps: readonly LedgerStep[],
): { draft: EvidenceDraft; at: Date }[] {
  let at = 0;
  const shown: Shown = { lastRef: 1, lastDetected: undefined };
  return steps.map((step, index) => {
    at += step.gap;
    const draft = { ...draftOf(step, { at, sequence: index + 1 }, shown), workspace };
    if ("deviate" in step && step.ref) shown.lastRef = step.deviate;
    if ("observe" in step && step.observe.changed !== undefined)
      shown.lastDetected = { sequence: index + 1, item: step.observe.changed };
    return { draft, at: day(at) };
  });
}

const unsigned = (step: LedgerStep) => "unsigned" in step && step.unsigned;

/** The record of `step`, sealed on day `at` as the chain's record `sequence`. */
function draftOf(
  step: LedgerStep,
  { at, sequence }: { at: number; sequence: number },
  shown: Shown,
): EvidenceDraft {
  if ("commission" in step) return change(step.commission, step.baseline);
  if ("deviate" in step) return deviation(step, at);
  if ("unreviewed" in step) {
    const draft = baselineOnly(step.unreviewed) as ChangeDraft;
    if (step.how === "break-glass") return breakGlassDraft(draft);
    draft.change.outcome = "not-approved";
    return draft;
  }
  if ("drift" in step) return check();
  if ("review" in step) return review({ approved: step.review });
  if ("declares" in step) {
    const draft = declaringMerge(step.declares, step.accepted ? "no-changes" : "not-approved");
    // Some keep CIP-007-7.1 in force from their day, so that a ledger spans the change of version.
    const standardVersions = at % 2 === 0 ? [{ version: "CIP-007-7.1", from: dateOf(at) }] : [];
    if (step.chicago && draft.kind === "change")
      draft.change.calendar = recordedCalendar("America/Chicago", {
        completionGraceDays: 10,
        standardVersions,
      });
    return draft;
  }
  if ("seniorManager" in step) return seniorManagerChange(step.seniorManager, step.since);
  if ("observe" in step) {
    const { changed, missing, withId } = step.observe;
    const observed: ObservedAsset = {
      cyber_system: SYSTEM,
      name: ASSET,
      ...(withId ? { asset_id: ASSET_ID } : {}),
      ...(changed === undefined ? {} : { changed }),
      ...(missing === undefined ? {} : { missing }),
      ...(step.checksRef === undefined
        ? {}
        : { baselineRef: { digest: refDigest(shown.lastRef), matches: step.checksRef.matches } }),
    };
    return configurationMonitoringDraft(
      "grid-east",
      sequence,
      [observed],
      hoursBefore(at - step.back),
    );
  }
  if ("investigate" in step) return investigation(step, { at, sequence }, shown);
  if ("retire" in step) return deleteChange(ASSET_ID, ASSET);
  if ("patching" in step) return patchingMerge(step, { at, sequence });
  if ("assessing" in step) return assessingMerge(step, at);
  if ("lowImpact" in step) return lowImpactMerge(step);
  if ("systemAccess" in step) return systemAccessMerge(step);
  return renameChange(ASSET_ID, ASSET, "alpha-rtu-10");
}

const refDigest = (baseline: number) => DIGEST(200 + baseline);
const dateOf = (at: number) => day(at).toISOString().slice(0, 10);
const hoursBefore = (at: number) => new Date(day(at).getTime() - 3_600_000);

/** A reviewed merge (dave approved it) that changes alpha-rtu-09's baseline, as `step` says. */
function deviation(step: Extract<LedgerStep, { deviate: number }>, at: number): EvidenceDraft {
  const draft = baselineOnly(step.deviate) as ChangeDraft;
  const baseline = draft.change.baselines![0]!;
  if (step.ref) {
    baseline.kind = "ref";
    baseline.digest = refDigest(step.deviate);
    delete baseline.items;
  }
  if (step.undeclared) delete baseline.impact;
  const pull = draft.change.pull_request!;
  const completedOn = dateOf(at);
  switch (step.completion) {
    case "field":
      baseline.completed_on = completedOn;
      break;
    case "note":
    case "differs":
      pull.completion_notes = [
        {
          login: "dave",
          completed_on: completedOn,
          ...(step.completion === "differs" ? { differs: true } : {}),
        },
      ];
      break;
    case "before-authorization":
      pull.completion_notes = [{ login: "dave", completed_on: dateOf(at - 5) }];
      break;
    case "none":
  }
  return draft;
}

/** The investigation `step` names: reviewed (a counted approver's note), or the collector's. */
function investigation(
  { investigate, collector }: Extract<LedgerStep, { investigate: unknown }>,
  { at, sequence }: { at: number; sequence: number },
  shown: Shown,
): EvidenceDraft {
  const named =
    investigate === "last detected"
      ? (shown.lastDetected ?? { sequence: 1, item: "ports" as const })
      : investigate === "still to come"
        ? { sequence: sequence + 2, item: "ports" as const }
        : { sequence: Math.max(1, sequence - investigate.back), item: investigate.item };
  const claim = { item: named.item, detected_in: named.sequence, reference: `INC-${at}` };
  if (collector)
    return configurationMonitoringDraft(
      "grid-east",
      sequence,
      [{ cyber_system: SYSTEM, name: ASSET }],
      hoursBefore(at),
      [{ cyber_system: SYSTEM, name: ASSET, ...claim }],
    );
  const draft = changeDraft("grid-east", sequence, "no-changes", 20 + sequence);
  draft.change.pull_request!.investigation_notes = [{ login: "dave", asset: ASSET, ...claim }];
  return draft;
}

/** A merge changing the CIP Senior Manager from sam to tom (since `since`), the rule met or not. */
function seniorManagerChange(result: "met" | "unmet", since: string): EvidenceDraft {
  const side = (login: string, from: string) => ({
    csm: {
      login,
      name: `${login} name`,
      title: "VP",
      since: from,
      delegates: [
        {
          login: "dana",
          name: "Dana Park",
          title: "Director",
          actions: ["cip-002-r2.2"],
          delegated_on: from,
          delegation_ref: "DEL-7",
        },
      ],
    },
    last_approval: null,
  });
  const draft = changeDraft("grid-east", 7, result === "met" ? "no-changes" : "policy");
  draft.change.policy = {
    file: "cip-policy.yaml",
    blob_sha: "b".repeat(40),
    base_sha: "c".repeat(40),
    allowed: result === "met",
    reasons: [],
    rules: [{ id: "cip-senior-manager-change", result, operations: 0, requirements: [] }],
    freezes: [],
    senior_manager: { base: side("sam", "2025-03-01"), head: side("tom", since) },
  };
  return draft;
}

/** What CIP-007 R2 steps merge: sources covering alpha-rtu-09's items, or declaring none. */
const PATCH_SOURCES = `version: 1
sources:
  - id: sel-advisories
    name: SEL security notifications
    covers:
      - { os_firmware: "SEL-3555 firmware" }
      - { software: "acSELerator RTAC" }
`;
const NO_SOURCE = `version: 1
sources: []
no_source:
  - software: "acSELerator RTAC"
    kind: not-updateable
    reason: the vendor locks the image
`;

/** A merge of `step`'s patch file, or of alpha-rtu-09's changed items, on day `at`. */
function patchingMerge(
  { patching, accepted }: Extract<LedgerStep, { patching: unknown }>,
  { at, sequence }: { at: number; sequence: number },
): EvidenceDraft {
  const draft = baselineOnly(1) as ChangeDraft;
  const baseline = draft.change.baselines![0]!;
  baseline.patched = {
    os_firmware: [{ name: "SEL-3555 firmware", version: "R145" }],
    software: [
      { name: "acSELerator RTAC", version: patching === "software-change" ? `1.${at}` : "1.2" },
    ],
    patches: patching === "apply" ? ["SEL-2026-004"] : [],
  };
  baseline.digest = DIGEST(
    300 + (patching === "apply" ? 1 : 0) + (patching === "software-change" ? at * 2 : 0),
  );
  const file = (path: string, text: string) =>
    reviewedFilesEvidence(new Map([[path, text]]), new Map(), "c".repeat(40), isPatchFile);
  const plan = (extra: string) =>
    file(
      "patch-plans/MP-1.yaml",
      `version: 1\nid: MP-1\npatches: [SEL-2026-004]\nactions: [block TCP 443]\n${extra}`,
    );
  const files: Partial<Record<PatchingStep, () => ReviewedFilesEvidence | undefined>> = {
    sources: () => file("cip-patch-sources.yaml", PATCH_SOURCES),
    "no-source": () => file("cip-patch-sources.yaml", NO_SOURCE),
    evaluation: () =>
      file(
        `patch-evaluations/sel-advisories/e${sequence}.yaml`,
        `version: 1\nsource: sel-advisories\nreleases_since: 2025-12-01\npatches:\n  - id: SEL-2026-004\n    released: 2025-12-15\n    item: { software: "acSELerator RTAC" }\n    applicable: true\n`,
      ),
    "evaluation-with-gap": () =>
      file(
        `patch-evaluations/sel-advisories/e${sequence}.yaml`,
        `version: 1\nsource: sel-advisories\nreleases_since: ${dateOf(at)}\npatches: []\n`,
      ),
    plan: () => plan(`timeframe: { by: ${dateOf(at + 30)} }\n`),
    "plan-extended": () => plan(`timeframe: { by: ${dateOf(at + 90)} }\n`),
    "plan-implemented": () =>
      plan(`timeframe: { by: ${dateOf(at + 30)} }\nimplemented_on: ${dateOf(at)}\n`),
  };
  const carried = files[patching]?.();
  if (carried !== undefined) draft.change.patch_files = carried;
  if (!accepted) draft.change.outcome = "not-approved";
  return draft;
}

/** alpha-rtu-09's patched items: its firmware, its software (at `software`'s version), `patches`. */
export function patchedItems(patches: string[] = [], software = "1.2.0"): PatchedBaseline {
  return {
    os_firmware: [{ name: "SEL-3555 firmware", version: "R145" }],
    software: [{ name: "acSELerator RTAC", version: software }],
    patches,
  };
}

/**
 * A merge declaring alpha-rtu-09's baseline (variant `n`, its patched items `items`: patchedItems
 * with `patches` unless given) and carrying the patch files `files` new since those `inForce`.
 */
export function patchMerge(
  n: number,
  patches: string[],
  files: Record<string, string> = {},
  inForce: Record<string, string> = {},
  items: PatchedBaseline = patchedItems(patches),
): EvidenceDraft {
  const draft = changeDraft("grid-east", n, "no-changes");
  draft.change.baselines = [{ ...baselineOf(n, "high"), patched: items }];
  const carried = reviewedFilesEvidence(
    new Map(Object.entries(files)),
    new Map(Object.entries(inForce)),
    "c".repeat(40),
    isPatchFile,
  );
  if (carried !== undefined) draft.change.patch_files = carried;
  return draft;
}

/**
 * A merge of CIP-010 R3's files: an active assessment of Alpha naming alpha-rtu-09 with action
 * item AI-1 (due 20 days on; 60 once moved; done), or a CIP Exceptional Circumstance for
 * alpha-rtu-09 (R3.3). Alpha's owner is alice; the policy maybe names rsmith for a moved date.
 */
function assessingMerge(
  step: Extract<LedgerStep, { assessing: AssessingStep }>,
  at: number,
): EvidenceDraft {
  const draft = changeDraft("grid-east", 2, "no-changes");
  const eacms = { ...baselineOf(2, "high"), asset: "alpha-eacms-01", class: "EACMS" as const };
  draft.change.baselines = [baselineOf(1, "high"), ...(step.eacms ? [eacms] : [])];
  draft.change.pull_request!.approved_by = [step.approver];
  draft.change.governance = {
    policy: null,
    senior_manager: null,
    systems: [{ name: SYSTEM, impact: "high", owners: ["alice"] }],
    source_commands: null,
    ...(step.namesApprovers ? { assessment_date_approvers: ["rsmith"] } : {}),
  };
  const item = (planned: number, done: boolean) =>
    `action_plan:\n  - id: AI-1\n    action: disable telnet\n    planned_completion: ${dateOf(planned)}\n    status:\n      - { on: 2025-12-01, status: open }\n${done ? `      - { on: ${dateOf(at)}, status: done }\n` : ""}`;
  const assessment = (planned: number, done = false) =>
    `version: 1\nid: VA-1\nsystems: [${SYSTEM}]\nassets: [${ASSET}]\nmethod: active\ncontrols_assessed: [ports]\nresults: telnet\n${item(planned, done)}`;
  const files: Record<AssessingStep, [string, string]> = {
    assessment: ["vulnerability-assessments/VA-1.yaml", assessment(20)],
    "item-moved": ["vulnerability-assessments/VA-1.yaml", assessment(60)],
    "item-done": ["vulnerability-assessments/VA-1.yaml", assessment(20, true)],
    "eacms-assessment": [
      "vulnerability-assessments/VA-2.yaml",
      `version: 1\nid: VA-2\nsystems: [${SYSTEM}]\nassets: [alpha-eacms-01]\nmethod: paper\ncontrols_assessed: [ports]\nresults: none\naction_plan: no vulnerabilities found\n`,
    ],
    exceptional: [
      "vulnerability-assessments/C-1.yaml",
      `version: 1\nid: C-1\nkind: commissioning\ncyber_system: ${SYSTEM}\nasset: ${ASSET}\ncip_exceptional_circumstance: CEC-7\n`,
    ],
  };
  const [path, text] = files[step.assessing];
  draft.change.assessment_files = reviewedFilesEvidence(
    new Map([[path, text]]),
    new Map(),
    "c".repeat(40),
    isAssessmentFile,
  );
  if (!step.accepted) draft.change.outcome = "not-approved";
  return draft;
}

const SITE_FILE = "low-impact/substation-12.yaml";
const SITE = `version: 1
id: substation-12
sites: [Substation 12]
physical_access: { controls: [card key], access_control_assets: [fw-sub12] }
dial_up: none
transient_cyber_assets: { plan: docs/tca-plan.md, managed: [] }
`;
const VENDOR_ACCESS = `electronic_access: { routable: true, devices: [fw-sub12], rule_set: { file: firewall/sub12.rules }, vendor_paths: [oem-vpn] }
vendor_remote_access: { paths: [{ id: oem-vpn, kind: vpn, device: fw-sub12 }], determine: [ticket]`;

/** The program records a low-impact step merges, by step. */
const PROGRAM_RECORDS = {
  review: [
    "low-impact/records/review-1.yaml",
    "version: 1\nid: review-1\nkind: policy-review\nperformed_on: 2026-01-15\npolicies: [policies/low-impact.md]\ntopics: [awareness, physical_security, electronic_access, incident_response, transient_cyber_assets, vendor_remote_access, cip_exceptional_circumstances]\n",
  ],
  test: [
    "low-impact/records/test-1.yaml",
    "version: 1\nid: test-1\nkind: incident-plan-test\nperformed_on: 2026-01-20\nmethod: tabletop\nplans: [plans/ir.md]\n",
  ],
} as const;

/** A merge of low-impact/substation-12.yaml or a program record as `step` says, refused unless `accepted`. */
function lowImpactMerge(step: Extract<LedgerStep, { lowImpact: LowImpactStep }>): EvidenceDraft {
  const draft = changeDraft("grid-east", 2, "no-changes");
  const texts: Record<"gap" | "methods" | "none", string> = {
    gap: `${SITE}${VENDOR_ACCESS} }\n`,
    methods: `${SITE}${VENDOR_ACCESS}, disable: [account disabled], detect: [IDS] }\n`,
    none: `${SITE}electronic_access: { routable: false }\nvendor_remote_access: none\n`,
  };
  const merged =
    step.lowImpact === "removed"
      ? new Map<string, string>()
      : step.lowImpact === "review" || step.lowImpact === "test"
        ? new Map([PROGRAM_RECORDS[step.lowImpact]])
        : new Map([[SITE_FILE, texts[step.lowImpact]]]);
  const inForce = step.lowImpact === "removed" ? new Map([[SITE_FILE, texts.gap]]) : new Map();
  draft.change.low_impact_files = reviewedFilesEvidence(merged, inForce, "c".repeat(40), (path) =>
    LOW_IMPACT_FILES.belongs(path),
  );
  if (!step.accepted) draft.change.outcome = "not-approved";
  return draft;
}

const ACCESS_FILE = "system-access/ems.yaml";
/** The access file a CIP-007-6 R5 step merges, with root's 5.6 answer `change`. */
const accessFile = (change: string) => `version: 1
id: ems
by: system
covers: [Alpha]
account_types:
  - { name: root, type: generic, password_only: true, ${change} }
shared_accounts: []
password_parameters:
  - { assets: all, enforcement: technical, reference: GPO CIP-PW, min_length: 12, min_character_types: 3 }
failed_authentication:
  - { assets: all, method: alert, threshold: 5, reference: SIEM rule 7 }
default_passwords: []
`;

/** The password-change records a CIP-007-6 R5 step merges, by step. */
const PASSWORD_CHANGES = {
  change: [
    "system-access/records/root-2026-02.yaml",
    "version: 1\nid: root-2026-02\nperformed_on: 2026-02-01\naccess_files: [ems]\naccount_types: [root]\n",
  ],
  "early-change": [
    "system-access/records/root-2025-12.yaml",
    "version: 1\nid: root-2025-12\nperformed_on: 2025-12-01\naccess_files: [ems]\naccount_types: [root]\n",
  ],
} as const;

/** A merge of system-access/ems.yaml or a password-change record as `step` says, refused unless `accepted`. */
function systemAccessMerge(
  step: Extract<LedgerStep, { systemAccess: SystemAccessStep }>,
): EvidenceDraft {
  const draft = changeDraft("grid-east", 2, "no-changes");
  const procedural = accessFile("change: procedural");
  const merged =
    step.systemAccess === "removed"
      ? new Map<string, string>()
      : step.systemAccess === "change" || step.systemAccess === "early-change"
        ? new Map([PASSWORD_CHANGES[step.systemAccess]])
        : new Map([
            [
              ACCESS_FILE,
              step.systemAccess === "procedural"
                ? procedural
                : accessFile("change: technical, max_age_months: 12, reference: GPO CIP-PW"),
            ],
          ]);
  const inForce =
    step.systemAccess === "removed" ? new Map([[ACCESS_FILE, procedural]]) : new Map();
  draft.change.system_access_files = reviewedFilesEvidence(
    merged,
    inForce,
    "c".repeat(40),
    (path) => SYSTEM_ACCESS_FILES.belongs(path),
  );
  if (!step.accepted) draft.change.outcome = "not-approved";
  return draft;
}
