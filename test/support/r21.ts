// CIP-010 R2.1 judged over records as the obligations pass feeds them: every record to R21Pass,
// in the order given (each workspace's in chain order), then what is open as of the options' date.
import type {
  ChangeOutcome,
  EvidenceDraft,
  HashedRecord,
} from "../../src/core/evidence/records/evidence-record.ts";
import type { InvestigationNote } from "../../src/core/evidence/records/investigation-note.ts";
import type { Investigation } from "../../src/core/evidence/records/configuration-monitoring-model.ts";
import { sha256Hex } from "../../src/core/shared/sha256.ts";
import {
  chainOf,
  changeDraft,
  configurationMonitoringDraft,
  day,
  deleteChange,
  highImpactChange,
  monitoringDraft,
  type ObservedAsset,
  renameChange,
} from "./evidence-records.ts";
import {
  type R21Interval,
  type R21Options,
  R21Pass,
  type UnauthorizedChangeException,
} from "../../src/core/obligations/configuration-monitoring/configuration-monitoring-obligations.ts";

/** What R21Pass decided, in the order it decided it: the intervals, and the exceptions. */
export interface R21Found {
  intervals: R21Interval[];
  exceptions: UnauthorizedChangeException[];
}

export function judgeR21(
  records: readonly HashedRecord[],
  options: Omit<R21Options, "decided">,
): R21Found {
  const found: R21Found = { intervals: [], exceptions: [] };
  const pass = new R21Pass({
    ...options,
    decided: (decided) => {
      if (decided.kind === "monitoring interval") found.intervals.push(decided);
      else found.exceptions.push(decided);
    },
  });
  for (const entry of records) pass.add(entry);
  pass.finish();
  return found;
}

/** The system the R2.1 scenarios' assets are in, and the id highImpactChange() creates. */
export const R21_SYSTEM = "Alpha Protection";
export const CREATED_ID = "ca_new_0";

/** One record of an R2.1 scenario, on day `at`. */
export type R21Step = { at: number } &
  /** alpha-rtu-09 created (as a `software` record: baseline content, not a Cyber Asset). */
  (
    | {
        commission: true;
        software?: true;
        /** The service did not say the created asset's id. */
        withoutId?: true;
      }
    /** alpha-rtu-09 deleted. */
    | { retire: true }
    /** alpha-rtu-09 renamed; `failed`: the service refused the rename. */
    | { rename: [string, string]; failed?: true }
    | { drift: true }
    | {
        /**
         * A merge whose approval by dave (its counted approver) notes investigations: of
         * alpha-rtu-09's ports change detected in record 2, unless they say.
         */
        investigated: Partial<InvestigationNote>[];
        /** The day dave approved; by default an hour before the record. */
        approvedOn?: number;
        /** What the merge came to; by default no-changes (the gate passed). */
        outcome?: ChangeOutcome;
      }
    | {
        /** The assets a collector observed (in R21_SYSTEM unless they say). */
        observe: (Omit<ObservedAsset, "cyber_system"> & { cyber_system?: string })[];
        /** The day the devices were read; by default an hour before the record is sealed. */
        observedOn?: number;
        /** Investigations of alpha-rtu-09's ports change detected in record 2, unless they say. */
        investigations?: Partial<Investigation>[];
      }
  );

/** The records of `steps`: alpha-rtu-09 commissioned, renamed, observed; drift checks. */
export function r21Records(steps: readonly R21Step[]): HashedRecord[] {
  const drafts = steps.map((step, index): { draft: EvidenceDraft; at: Date } => ({
    at: day(step.at),
    draft:
      "commission" in step
        ? step.software === true
          ? softwareCreate()
          : step.withoutId === true
            ? createdWithoutId()
            : highImpactChange()
        : "retire" in step
          ? deleteChange(CREATED_ID, "alpha-rtu-09")
          : "rename" in step
            ? renameChange(CREATED_ID, ...step.rename, step.failed ? "failed" : "succeeded")
            : "drift" in step
              ? monitoringDraft("grid-east", 100 + index, true)
              : "investigated" in step
                ? investigatedDraft(step, index)
                : configurationMonitoringDraft(
                    "grid-east",
                    100 + index,
                    step.observe.map((asset) => ({ cyber_system: R21_SYSTEM, ...asset })),
                    observedAt(step.observedOn ?? step.at),
                    (step.investigations ?? []).map((investigation) => ({
                      cyber_system: R21_SYSTEM,
                      name: "alpha-rtu-09",
                      item: "ports",
                      detected_in: 2,
                      reference: "INC-7",
                      ...investigation,
                    })),
                  ),
  }));
  return chainOf(drafts).map(({ record, text }) => ({ record, sha256: sha256Hex(text) }));
}

/** A merged pull request whose approver dave noted investigations, approved on `approvedOn`. */
function investigatedDraft(
  step: {
    at: number;
    investigated: Partial<InvestigationNote>[];
    approvedOn?: number;
    outcome?: ChangeOutcome;
  },
  index: number,
): EvidenceDraft {
  const draft = changeDraft("grid-east", 100 + index, step.outcome ?? "no-changes", 20 + index);
  const pull = draft.change.pull_request!;
  pull.approved_at = { dave: observedAt(step.approvedOn ?? step.at).toISOString() };
  pull.investigation_notes = step.investigated.map((note) => ({
    login: "dave",
    detected_in: 2,
    item: "ports",
    asset: "alpha-rtu-09",
    reference: "INC-7",
    ...note,
  }));
  return draft;
}

/** An hour before day `at`'s record is sealed: when a collector read the devices it reports. */
export function observedAt(at: number): Date {
  return new Date(day(at).getTime() - 3_600_000);
}

/** highImpactChange's create of alpha-rtu-09 as a `software` record. */
/** highImpactChange() whose record does not say the created asset's id. */
function createdWithoutId(): EvidenceDraft {
  const draft = highImpactChange();
  for (const operation of draft.change.change_record!.operations)
    if (operation.action === "create") delete operation.asset_id;
  return draft;
}

function softwareCreate(): EvidenceDraft {
  const draft = highImpactChange();
  for (const operation of draft.change.change_record!.operations)
    if (operation.action === "create") operation.asset_type = "software";
  return draft;
}
