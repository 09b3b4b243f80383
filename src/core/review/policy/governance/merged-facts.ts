// What a merge's change record carries besides the merge's own facts, decided from what the run
// read (action/evidence/change-record-facts.ts gathers it first): the governance facts the merged
// files declare, the calendar in force from the record, each family's reviewed files new or changed
// since the commit compared with, and what the base declared of the baselines the merge changed.
// Pure.
import type { InventoryDocument } from "../../../inventory/document/document.ts";
import { recordedCalendar } from "../../../evidence/records/in-force/recorded-calendar.ts";
import type { PlanBaseline } from "../../../plan/plan-model.ts";
import { policyCalendarOf } from "../file/parse-policy.ts";
import { declaredGovernance } from "./declared-facts.ts";
import { type BaseDocument, baseBaselines } from "../../../evidence/records/base-baselines.ts";
import type {
  GovernanceFacts,
  RecordedCalendar,
} from "../../../evidence/records/evidence-record.ts";
import {
  type ReviewedFilesEvidence,
  reviewedFilesEvidence,
} from "../../../evidence/records/in-force/reviewed-files-record.ts";
import type { ReviewedFileSet } from "../../../plan/reviewed-file-set.ts";

/** What the base declared of a merge's baselines: those it declared, or why it could not be read. */
export interface BaseBaselines {
  /** Undefined when the base declared none of them (or could not be read). */
  baselines?: PlanBaseline[] | undefined;
  /** Why the base could not be read: the record says so, and the run fails with it. */
  unread?: string | undefined;
}

export interface ChangeRecordFacts {
  atBase: BaseBaselines;
  /** Undefined when the policy file is invalid (said where the run reads it). */
  calendar: RecordedCalendar | undefined;
  /** What the merged files declare: in force from the record when the gate accepted it. */
  governance: GovernanceFacts;
  /**
   * Each family's reviewed files new or changed since the commit compared with, under its set's
   * field (its shape's `field`), in the family table's order; a family with none has no field.
   */
  reviewedFiles: Readonly<Record<string, ReviewedFilesEvidence>>;
}

/** The checkout's files that declare the governance facts: the merged ones at a merge. */
export interface CheckoutGovernanceRead {
  policyFile: string;
  policyText: string | undefined;
  /** The sources file's commands, parsed (core/sources/source-commands.ts); undefined: none. */
  sourceCommands: Readonly<Record<string, string>> | undefined;
  documents: { file: string; document: InventoryDocument }[];
}

/** A family's files as the merge has them, and as the commit it is compared with had them. */
export interface FamilyFilesRead {
  /** Which files they are (the family row's `reviewedFiles`). */
  set: ReviewedFileSet;
  merged: ReadonlyMap<string, string>;
  inForce: ReadonlyMap<string, string>;
  comparedWith: string;
}

/** Everything a change record's facts are decided from, read by the run before any decision. */
export interface ChangeRecordRead {
  declared: CheckoutGovernanceRead;
  /** The input obligations-time-zone, over the policy file's calendar. */
  timeZone: string | undefined;
  /** The baselines the merged plan declares; undefined: it declares none. */
  merged: readonly PlanBaseline[] | undefined;
  /** The inventory files at the base, or why they could not be read; neither: not read. */
  atBase: { documents?: readonly BaseDocument[]; unread?: string };
  /** Each family's files the checkout holds, in the family table's order (none: not listed). */
  reviewedFiles: readonly FamilyFilesRead[];
}

/** The governance facts the checkout's files declare. */
/** The change record's facts, from what was read. */
export function changeRecordFactsOf(read: ChangeRecordRead): ChangeRecordFacts {
  const { declared, merged, atBase } = read;
  const fromPolicy = policyCalendarOf(declared.policyText, declared.policyFile);
  const found =
    atBase.documents === undefined || merged === undefined
      ? []
      : baseBaselines(atBase.documents, merged);
  return {
    governance: declaredGovernance(declared),
    reviewedFiles: Object.fromEntries(
      read.reviewedFiles.flatMap(({ set, merged: files, inForce, comparedWith }) => {
        const evidence = reviewedFilesEvidence(files, inForce, comparedWith, (path) =>
          set.belongs(path),
        );
        return evidence === undefined ? [] : [[set.field, evidence]];
      }),
    ),
    atBase:
      atBase.unread !== undefined
        ? { unread: atBase.unread }
        : found.length === 0
          ? {}
          : { baselines: found },
    calendar:
      fromPolicy.kind === "invalid" ? undefined : recordedCalendar(read.timeZone, fromPolicy),
  };
}
