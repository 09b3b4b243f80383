// Ledgers for the obligations' tests: the drafts of obligations.test.ts (alpha-rtu-09's baselines,
// its deviations, drift checks, CIP-002 R2 reviews, merges that declare governance facts), and
// generated ledgers of several workspaces that take every kind of record the obligations pass
// folds, for the properties of test/core/obligations/checkpoint.test.ts: each family's merges are
// drawn by its own folder's family-samples.ts (family-samples.ts here finds them).
import fc from "fast-check";
import type { SealedRecord } from "../../src/core/evidence/chain/record-files.ts";
import type {
  ChangeOutcome,
  EvidenceDraft,
  HashedRecord,
} from "../../src/core/evidence/records/evidence-record.ts";
import { reviewedFilesEvidence } from "../../src/core/evidence/records/in-force/reviewed-files-record.ts";
import type {
  BaselineItem,
  PatchedBaseline,
} from "../../src/core/inventory/document/baseline-items.ts";
import { recordedCalendar } from "../../src/core/obligations/obligations.ts";
import type { PriorApprovalFacts } from "../../src/core/obligations/review-interval.ts";
import { isPatchFile } from "../../src/core/patches/patch-files.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
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
import { FAMILY_SAMPLES, type FamilyLedgerStep, type FamilySamples } from "./family-samples.ts";
import {
  ASSET,
  ASSET_ID,
  baselineOf,
  baselineOnly,
  change,
  dateOf,
  DIGEST,
  type Impact,
  SYSTEM,
} from "./ledger-asset.ts";

export { baselineOf, baselineOnly, change, DIGEST, type Impact, ITEMS } from "./ledger-asset.ts";

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

/** What the generated chains name: two workspaces. */
const WORKSPACES = ["grid-east", "grid-west"];

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
  | FamilyLedgerStep
);

const item = fc.constantFrom<BaselineItem>("ports", "patches");
const variant = fc.integer({ min: 1, max: 3 });

/**
 * Every kind of record the obligations pass folds but those of the families not in `families`,
 * about one asset, a few days apart.
 */
const stepOf = (families: readonly FamilySamples[]): fc.Arbitrary<LedgerStep> =>
  fc
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
        // Each family's steps, from its own folder (family-samples.ts), in their places.
        ...families.map(({ ledger }) => ({ weight: ledger.weight, arbitrary: ledger.step })),
      ),
      fc.integer({ min: 1, max: 40 }),
    )
    .map(([step, gap]) => ({ ...step, gap }));

/** Every kind of record the obligations pass folds, about one asset, a few days apart. */
export const ledgerStep = stepOf(FAMILY_SAMPLES);

/**
 * Ledgers of one or two workspaces, their chains interleaved, each in chain order, taking the
 * steps of `families` only among the families': a family's alone are drawn the same whichever
 * families join after it.
 */
export const ledgersOf = (families: readonly FamilySamples[]): fc.Arbitrary<HashedRecord[]> =>
  fc
    .array(
      // Most chains commission alpha-rtu-09 first, as the service creates it; some name it first in
      // a collector's record or a deviation.
      fc
        .tuple(fc.boolean(), fc.array(stepOf(families), { maxLength: 9 }))
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

/** Ledgers that take every family's steps. */
export const generatedLedger = ledgersOf(FAMILY_SAMPLES);

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
  for (const { ledger } of FAMILY_SAMPLES)
    if (ledger.is(step)) return ledger.draft(step, { at, sequence });
  return renameChange(ASSET_ID, ASSET, "alpha-rtu-10");
}

const refDigest = (baseline: number) => DIGEST(200 + baseline);
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
