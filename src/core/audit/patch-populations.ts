// The populations an auditor samples CIP-007-6 R2 (Security Patch Management) from, made of the
// obligations its pass judged as of the period's end (core/obligations/patch-management/), one
// truth with `cip-sync obligations`: the sources (R2.1, one row per applicable asset and
// os_firmware or software item as each baseline put it in force, with its source or no-source
// declaration, or neither), the evaluations (R2.2, one row per evaluation that closed a source's
// interval, at its record), the applicable patches (R2.3, one row per patch and asset, with what
// closed it) and the mitigation plans (R2.4, with each change of their timeframe and who approved
// it, or why it does not count). Every row cites its record; fed the obligations one at a time, it
// holds rows, never obligations, each population's in the obligations' order. Pure.
import type { Obligation, RecordRef } from "../obligations/obligations.ts";
import { compareCodePoints } from "../shared/names.ts";
import { CITATION_COLUMNS, type PathOf, refCitation, type Row } from "./citation.ts";
import { bySortKey, type Sort, type Sorted, type SortOf, sortKeyOf } from "./row-sort.ts";

const SUBJECT_COLUMNS = ["cyber_system", "asset", "asset_id"] as const;
const ITEM_COLUMNS = ["item_kind", "item", "version"] as const;

export const PATCH_SOURCE_COLUMNS = [
  ...CITATION_COLUMNS,
  ...SUBJECT_COLUMNS,
  ...ITEM_COLUMNS,
  "source",
  "no_source_kind",
  "no_source_reason",
  "identified_by_sequence",
  "identified_at",
  "status",
  "reason",
  "ended_by_sequence",
  "ended_at",
] as const;

export const PATCH_EVALUATION_COLUMNS = [
  ...CITATION_COLUMNS,
  "source",
  "evaluation_file",
  "releases_since",
  "patches",
  "applicable",
  "interval_opened_by_sequence",
  "interval_due",
  "status",
  "lapse",
  "releases_gap",
  "reason",
] as const;

export const APPLICABLE_PATCH_COLUMNS = [
  ...CITATION_COLUMNS,
  ...SUBJECT_COLUMNS,
  ...ITEM_COLUMNS,
  "source",
  "evaluation_file",
  "patch",
  "due",
  "status",
  "closed_by",
  "plan",
  "closed_by_sequence",
  "closed_by_sha256",
  "closed_at",
  "lapse",
  "reason",
  "not_closed_by",
] as const;

export const MITIGATION_PLAN_COLUMNS = [
  ...CITATION_COLUMNS,
  "plan",
  "timeframe",
  "due",
  "timeframe_changes",
  "implemented_on",
  "implemented_by_sequence",
  "implemented_at",
  "status",
  "lapse",
  "reason",
  "not_closed_by",
] as const;

/** The CIP-007 R2 populations, by the part whose obligations make them. */
const PART_POPULATIONS = {
  "CIP-007 R2.1": "patchSources",
  "CIP-007 R2.2": "patchEvaluations",
  "CIP-007 R2.3": "applicablePatches",
  "CIP-007 R2.4": "mitigationPlans",
} as const;

export type PatchPopulationName = (typeof PART_POPULATIONS)[keyof typeof PART_POPULATIONS];

/** A row and what orders it: its obligation's order, then its item, patch or plan. */
interface PatchSorted extends Sorted {
  tie: string;
}

const byKeyThenTie = (a: PatchSorted, b: PatchSorted) =>
  bySortKey(a, b) || compareCodePoints(a.tie, b.tie);

/** The rows of the CIP-007 R2 populations of a period, fed the obligations judged as of its end. */
export class PatchRows {
  readonly #pathOf: PathOf;
  readonly #from: number;
  readonly #sorts: Record<PatchPopulationName, Sort<PatchSorted>>;

  constructor(pathOf: PathOf, from: Date, sortOf: SortOf) {
    this.#pathOf = pathOf;
    this.#from = from.getTime();
    this.#sorts = {
      patchSources: sortOf(byKeyThenTie),
      patchEvaluations: sortOf(byKeyThenTie),
      applicablePatches: sortOf(byKeyThenTie),
      mitigationPlans: sortOf(byKeyThenTie),
    };
  }

  /** An obligation judged as of the period's end: a row, where it is one of a population's. */
  add(o: Obligation): void {
    if (!(o.kind in PART_POPULATIONS)) return;
    const population = PART_POPULATIONS[o.kind as keyof typeof PART_POPULATIONS];
    const row = this.#row(population, o);
    if (row === undefined) return;
    const { item, patch, plan, evaluation } = o.patching ?? {};
    const tie = [item?.kind, item?.name, item?.version, patch, plan, evaluation?.file].join("\0");
    this.#sorts[population].add({ key: sortKeyOf(o), row, tie });
  }

  /** Gives `sink` each population's rows, in the obligations' order. */
  flush(sink: (population: PatchPopulationName, row: Row) => void): void {
    for (const [population, sort] of Object.entries(this.#sorts))
      for (const { row } of sort.sorted()) sink(population as PatchPopulationName, row);
  }

  /** Whether `ref` was recorded before the period: what it closed or ended is not the period's. */
  #before(ref: RecordRef | undefined): boolean {
    return ref !== undefined && Date.parse(ref.recorded_at) < this.#from;
  }

  #row(population: PatchPopulationName, o: Obligation): Row | undefined {
    const facts = o.patching ?? {};
    switch (population) {
      case "patchSources":
        return this.#before(facts.ended_by) ? undefined : this.#sourceRow(o);
      case "patchEvaluations":
        // An interval no evaluation closed is no evaluation (an overdue one is an exception).
        return o.closed_by === undefined ||
          facts.evaluation === undefined ||
          this.#before(o.closed_by)
          ? undefined
          : this.#evaluationRow(o);
      case "applicablePatches":
        return this.#before(o.closed_by) ? undefined : this.#patchRow(o);
      case "mitigationPlans":
        return this.#before(o.closed_by) ? undefined : this.#planRow(o);
    }
  }

  #subject(o: Obligation): Row {
    const item = o.patching?.item;
    return {
      cyber_system: o.subject.cyber_system ?? null,
      asset: o.subject.asset ?? null,
      asset_id: o.subject.asset_id ?? null,
      item_kind: item?.kind ?? null,
      item: item?.name ?? null,
      version: item?.version ?? null,
    };
  }

  #sourceRow(o: Obligation): Row {
    const facts = o.patching ?? {};
    return {
      ...refCitation(o.opened_by, this.#pathOf),
      ...this.#subject(o),
      source: facts.source ?? null,
      no_source_kind: facts.no_source?.kind ?? null,
      no_source_reason: facts.no_source?.reason ?? null,
      identified_by_sequence: o.closed_by?.sequence ?? null,
      identified_at: o.closed_by?.recorded_at ?? null,
      status: o.status,
      reason: o.reason ?? null,
      ended_by_sequence: facts.ended_by?.sequence ?? null,
      ended_at: facts.ended_by?.recorded_at ?? null,
    };
  }

  /** At the evaluation's record, which dates it (the interval's own record opened it). */
  #evaluationRow(o: Obligation): Row {
    const facts = o.patching ?? {};
    const gap = facts.releases_gap;
    return {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an evaluation row is made of a closed obligation, which names the record that closed it
      ...refCitation(o.closed_by!, this.#pathOf),
      source: facts.source ?? null,
      evaluation_file: facts.evaluation?.file ?? null,
      releases_since: facts.evaluation?.releases_since ?? null,
      patches: facts.evaluation?.patches ?? null,
      applicable: facts.evaluation?.applicable ?? null,
      interval_opened_by_sequence: o.opened_by.sequence,
      interval_due: o.due,
      status: o.status,
      lapse: facts.lapse ?? null,
      releases_gap: gap === undefined ? null : `${gap.from} to ${gap.to}`,
      reason: o.reason ?? null,
    };
  }

  /** At the evaluation's record that found it applicable, with what closed it, if anything. */
  #patchRow(o: Obligation): Row {
    const facts = o.patching ?? {};
    const closer =
      o.closed_by === undefined
        ? null
        : facts.plan === undefined
          ? "baseline change"
          : "mitigation plan";
    return {
      ...refCitation(o.opened_by, this.#pathOf),
      ...this.#subject(o),
      source: facts.source ?? null,
      evaluation_file: facts.evaluation?.file ?? null,
      patch: facts.patch ?? null,
      due: o.due,
      status: o.status,
      closed_by: closer,
      plan: o.closed_by === undefined ? null : (facts.plan ?? null),
      closed_by_sequence: o.closed_by?.sequence ?? null,
      closed_by_sha256: o.closed_by === undefined ? null : `sha256:${o.closed_by.sha256}`,
      closed_at: o.closed_by?.recorded_at ?? null,
      lapse: facts.lapse ?? null,
      reason: o.reason ?? null,
      not_closed_by: notClosedText(o),
    };
  }

  #planRow(o: Obligation): Row {
    const facts = o.patching ?? {};
    return {
      ...refCitation(o.opened_by, this.#pathOf),
      plan: facts.plan ?? null,
      timeframe: facts.timeframe ?? null,
      due: o.due,
      timeframe_changes: (facts.timeframe_changes ?? [])
        .map(
          (change) =>
            `record ${change.record.sequence}: ${change.to}, ${change.approved_by === undefined ? `not counted: ${change.why ?? ""}` : `approved by ${change.approved_by}`}`,
        )
        .join("; "),
      implemented_on: facts.implemented_on ?? null,
      implemented_by_sequence: o.closed_by?.sequence ?? null,
      implemented_at: o.closed_by?.recorded_at ?? null,
      status: o.status,
      lapse: facts.lapse ?? null,
      reason: o.reason ?? null,
      not_closed_by: notClosedText(o),
    };
  }
}

/** The records that would have closed it and could not, and why; null when none. */
export function notClosedText(o: Obligation): string | null {
  const not = o.not_closed_by ?? [];
  return not.length === 0
    ? null
    : not.map(({ record, why }) => `record ${record.sequence}: ${why}`).join("; ");
}
