// CIP-010 R1.2 to R1.6, opened by deviations (deviations.ts) and applied through the requirement
// table. Per deviation of an asset in scope:
// - R1.2: authorized by the counted approvals of the merged pull request that carries it (closed
//   by that record); an exception when it is not reviewed (a break-glass apply, a refused merge),
//   or when the field change was completed before it was authorized;
// - R1.3: 30 calendar days from the completion date (`/cip-010-completed`, `completed_on:`). The
//   baseline merged at authorization describes the change, so a recorded completion closes it;
//   until then it reads "completion not recorded", an exception once the grace days since the
//   authorization have passed. A completion that says the field change `differs`, and a deviation
//   no review authorized, wait for the next reviewed baseline change of the asset; a break-glass
//   or refused record that changes it closes nothing and is listed beside the obligation;
// - R1.4 (with the approvers' `/cip-010-r1.4` notes), R1.5 and R1.6 (when item 1.1.1, 1.1.2 or
//   1.1.5 changed): reminders, never closed.
// A system without `impact:` fails closed: every row is judged as for High, as an exception.
import { judgeAuthority } from "../../authority/authority.ts";
import type { HashedRecord } from "../../evidence/records/evidence-record.ts";
import { DEFAULT_ASSET_CLASS } from "../../inventory/document/asset-class.ts";
import {
  applies,
  type Applicability,
  partsOpenedBy,
  requirementRow,
} from "../../inventory/baselines/requirements.ts";
import type { PlanBaseline } from "../../plan/plan-model.ts";
import { TextTable } from "../../shared/collections.ts";
import { DeclaredBaselines } from "./declared-baselines.ts";
import {
  AssetKeys,
  type ChangedItem,
  changedItems,
  type DeclaredBaseline,
  declaredOf,
  UNREAD_AT_BASE,
} from "./deviations.ts";
import {
  type Context,
  contextAt,
  dateOf,
  type Obligation,
  type JudgedRequirement,
  openedObligation,
  type RecordRef,
  refOf,
  UNDECLARED_IMPACT,
} from "../obligation-model.ts";
import {
  approversShown,
  type Dated,
  observationAuthority,
  type Review,
  reviewOf,
  verificationNotesOf,
} from "../record-facts.ts";
import {
  type Closer,
  completionAuthority,
  settleDeviation,
  type Pending,
  waitsForBaseline,
} from "./deviation-status.ts";

const R1 = requirementRow("CIP-010 R1.2");
const R1_5 = requirementRow("CIP-010 R1.5");

export interface WorkspaceDeviations {
  keys: AssetKeys;
  declared: DeclaredBaselines;
  pending: Map<string, Pending[]>;
  /** R1.3 closed by a baseline_ref and not yet verified, by asset key, with that baseline's digest. */
  unverified: Map<string, { digest: string; obligation: Obligation }[]>;
  /** The calendar in force: the last a change record kept (contextAt), else the pass's. */
  inForce: Context;
}

export class DeviationObligations {
  readonly #context: Context;
  readonly #emit: (obligation: Obligation) => void;
  readonly #workspaces = new Map<string, WorkspaceDeviations>();
  /** The digests several assets' declared baselines hold, each once, whatever their workspace. */
  readonly #texts = new TextTable();

  constructor(context: Context, emit: (obligation: Obligation) => void) {
    this.#context = context;
    this.#emit = emit;
  }

  /** Each workspace's state, the map itself: a checkpoint reads it, a resumed pass fills it. */
  held(): Map<string, WorkspaceDeviations> {
    return this.#workspaces;
  }

  add(entry: HashedRecord): void {
    const { record } = entry;
    if (record.kind === "configuration-monitoring") this.#verifyRefs(entry, record);
    if (record.kind !== "change") return;
    let state = this.#workspaces.get(record.workspace);
    if (state === undefined) {
      state = {
        keys: new AssetKeys(),
        declared: new DeclaredBaselines(this.#texts),
        pending: new Map(),
        unverified: new Map(),
        inForce: this.#context,
      };
      this.#workspaces.set(record.workspace, state);
    }
    state.inForce = contextAt(record, state.inForce);
    state.keys.learn(record);
    const review = reviewOf({ record, unauthenticated: entry.unauthenticated });
    const opened: Pending[] = [];
    // A record written before baselines were recorded says nothing about them.
    const atBase = record.change.base_baselines ?? [];
    for (const baseline of record.change.baselines ?? []) {
      const key = state.keys.keyOf(baseline);
      // What the ledger last declared; else what the base commit declared, which the record
      // carries: a baseline declared before the ledger's first record is the existing one; else,
      // when the base could not be read, one nobody read (fail closed: never a first declaration).
      const before =
        state.declared.get(key) ??
        this.#declaredAtBase(atBase, baseline) ??
        (record.change.base_baselines_unread === undefined ? undefined : UNREAD_AT_BASE);
      state.declared.set(key, declaredOf(baseline));
      // `software` records are baseline content, never Cyber Assets.
      if (baseline.asset_type === "software") continue;
      const items = changedItems(before, baseline);
      if (items.length > 0) {
        this.#baselineChanged(state, key, entry, review, baseline);
        const pending = this.#deviation(key, baseline, items, entry, review, state.inForce);
        if (pending !== undefined) {
          opened.push(pending);
          state.pending.set(key, [...(state.pending.get(key) ?? []), pending]);
        }
      }
      const completedOn = baseline.completed_on;
      if (review.reviewed && completedOn !== undefined && completedOn !== before?.completedOn) {
        const approvedBy = approversShown(review, record, baseline.cyber_system);
        this.#completedOn(state, key, entry, { on: completedOn, approvedBy });
      }
    }
    if (review.reviewed) this.#notes(state, review, entry, opened);
  }

  /** The base's declaration of `baseline`'s asset that the record carries, if any. */
  #declaredAtBase(
    atBase: readonly PlanBaseline[],
    baseline: PlanBaseline,
  ): DeclaredBaseline | undefined {
    const base = atBase.find(
      (entry) =>
        entry.cyber_system_id === baseline.cyber_system_id && entry.asset === baseline.asset,
    );
    return base === undefined ? undefined : declaredOf(base);
  }

  /** Every deviation still waiting, judged as of the pass's date; what no record verified. */
  finish(): void {
    for (const state of this.#workspaces.values()) {
      for (const list of state.pending.values()) for (const pending of list) this.#settle(pending);
      for (const held of state.unverified.values())
        for (const { obligation } of held) this.#emit(obligation);
    }
    this.#workspaces.clear();
  }

  /**
   * A collector's record that fetched the documents baseline_refs name: each R1.3 closed by the
   * same reference (its digest) is verified when the document's SHA-256 is the one it states, and
   * says it is not when it differs; a record without authority verifies nothing, and is listed.
   */
  #verifyRefs(
    entry: HashedRecord,
    record: Extract<HashedRecord["record"], { kind: "configuration-monitoring" }>,
  ): void {
    const state = this.#workspaces.get(record.workspace);
    if (state === undefined || state.unverified.size === 0) return;
    const authority = observationAuthority({ record, unauthenticated: entry.unauthenticated });
    for (const asset of record.configuration_monitoring.assets) {
      const check = asset.baseline_ref;
      if (check === undefined) continue;
      // Looked up, not learnt: a collector's record (with or without authority) never re-keys
      // an asset, and what it names is the same whether or not a baseline_ref waits.
      const key = state.keys.currentKey({
        asset: asset.name,
        ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
      });
      const waiting = state.unverified.get(key) ?? [];
      const held = waiting.filter((h) => h.digest === check.digest);
      if (!authority.authorized) {
        for (const { obligation } of held)
          (obligation.not_closed_by ??= []).push({ record: refOf(entry), why: authority.why });
        continue;
      }
      const left = waiting.filter((h) => h.digest !== check.digest);
      if (left.length === 0) state.unverified.delete(key);
      else state.unverified.set(key, left);
      for (const { obligation } of held) {
        if (check.matches) {
          this.#emit({ ...verifiedAs(obligation), verified_by: refOf(entry) });
        } else
          this.#emit({
            ...obligation,
            reason: `the referenced baseline document fetched in record ${record.sequence} has SHA-256 ${check.fetched_sha256}, not the ${check.declared_sha256} its baseline_ref states`,
          });
      }
    }
  }

  /** A change of `key`'s baseline: it closes what waits for one, if reviewed; else it is listed. */
  #baselineChanged(
    state: WorkspaceDeviations,
    key: string,
    entry: HashedRecord,
    review: Review,
    baseline: PlanBaseline,
  ): void {
    const list = state.pending.get(key);
    if (list === undefined) return;
    const waiting = list.filter((pending) => waitsForBaseline(pending));
    const closer = { by: refOf(entry), ref: baseline.kind === "ref", digest: baseline.digest };
    for (const pending of waiting) {
      if (!review.reviewed) pending.notClosedBy.push({ record: refOf(entry), why: review.why });
      else this.#settle(pending, closer, state);
    }
  }

  /** The obligations a deviation opens now (reminders), and the R1.2/R1.3 it leaves pending. */
  #deviation(
    key: string,
    baseline: PlanBaseline,
    items: ChangedItem[],
    entry: HashedRecord,
    review: Review,
    context: Context,
  ): Pending | undefined {
    const scope: Applicability = {
      class: baseline.class ?? DEFAULT_ASSET_CLASS,
      impact: baseline.impact ?? "high",
      ...(baseline.erc === undefined ? {} : { erc: baseline.erc }),
    };
    if (!applies(R1, scope)) return undefined;
    const opened = refOf(entry);
    const subject = {
      cyber_system_id: baseline.cyber_system_id,
      cyber_system: baseline.cyber_system ?? baseline.cyber_system_id,
      asset: baseline.asset,
      ...(key.startsWith("name:") ? {} : { asset_id: key }),
    };
    const undeclared = baseline.impact === undefined;
    const reminder = (kind: JudgedRequirement, extra: Partial<Obligation> = {}) =>
      this.#emit({
        ...this.#base(kind, subject, opened, items, context),
        due: null,
        status: undeclared ? "exception" : "reminder",
        ...(undeclared ? { reason: UNDECLARED_IMPACT } : {}),
        ...extra,
      });
    const notes = entry.record.kind === "change" ? verificationNotesOf(entry.record) : [];
    reminder("CIP-010 R1.4", notes.length === 0 ? {} : { notes });
    if (applies(R1_5, scope)) reminder("CIP-010 R1.5");
    // R1.6 only for the items its row names (1.1.1, 1.1.2, 1.1.5, or unknown): the table says.
    if (partsOpenedBy(scope, items).includes("CIP-010 R1.6")) reminder("CIP-010 R1.6");
    if (undeclared) {
      for (const kind of ["CIP-010 R1.2", "CIP-010 R1.3"] as const)
        this.#emit({
          ...this.#base(kind, subject, opened, items, context),
          due: dateOf(opened, context),
          status: "exception",
          reason: UNDECLARED_IMPACT,
        });
      return undefined;
    }
    return {
      opened,
      key,
      subject,
      items,
      review: review.reviewed ? review : { why: review.why },
      ref: baseline.kind === "ref",
      digest: baseline.digest,
      notClosedBy: [],
      context,
    };
  }

  /** The completion notes of a reviewed record: for its own deviations, or an earlier one's (#N). */
  #notes(
    state: WorkspaceDeviations,
    review: Extract<Review, { reviewed: true }>,
    entry: HashedRecord,
    opened: readonly Pending[],
  ): void {
    for (const note of review.completions) {
      const named = note.pull_request;
      const targets =
        named === undefined
          ? opened
          : [...state.pending.values()]
              .flat()
              .filter(
                (pending) =>
                  "authorized" in pending.review &&
                  pending.review.pullRequests.includes(named) &&
                  pending.opened.sequence < entry.record.sequence,
              );
      const completed = {
        on: note.completed_on,
        by: refOf(entry),
        ...(note.reference === undefined ? {} : { reference: note.reference }),
      };
      for (const pending of targets) {
        const authority = completionAuthority(note, pending, entry);
        if (authority.authorized) this.#complete(state, pending, completed, note.differs === true);
        else
          pending.notClosedBy.push({
            record: refOf(entry),
            why: `the /cip-010-completed note of ${note.login} has no authority: ${authority.why}`,
          });
      }
    }
  }

  /**
   * A reviewed record's new `completed_on:` of `key`'s baseline: it completes what waits when the
   * authority table's baseline-completed-on row lets it, approved by those the record shows; else
   * each obligation lists the record and why it closed nothing.
   */
  #completedOn(state: WorkspaceDeviations, key: string, entry: HashedRecord, dated: Dated): void {
    const { on, approvedBy } = dated;
    const authority = judgeAuthority({
      fact: "baseline-completed-on",
      origin: "reviewed-merge",
      approvedBy,
      dated: on,
      recordedAt: entry.record.recorded_at,
    });
    for (const pending of state.pending.get(key) ?? []) {
      if (authority.authorized) this.#complete(state, pending, { on, by: refOf(entry) }, false);
      else
        pending.notClosedBy.push({
          record: refOf(entry),
          why: `its completed_on: ${on} has no authority: ${authority.why}`,
        });
    }
  }

  /** Records a reviewed deviation's completion; settles it unless the field change differed. */
  #complete(
    state: WorkspaceDeviations,
    pending: Pending,
    completed: NonNullable<Pending["completed"]>,
    differs: boolean,
  ): void {
    if (pending.completed !== undefined || !("authorized" in pending.review)) return;
    pending.completed = completed;
    pending.differs = differs;
    if (!differs) this.#settle(pending, undefined, state);
  }

  #settle(pending: Pending, closer?: Closer, state?: WorkspaceDeviations) {
    for (const obligation of settleDeviation(pending, closer)) {
      // Closed by a baseline_ref: held until a collector's record checks the referenced document.
      if (obligation.closed_as !== undefined && state !== undefined)
        state.unverified.set(pending.key, [
          ...(state.unverified.get(pending.key) ?? []),
          { digest: closer?.digest ?? pending.digest, obligation },
        ]);
      else this.#emit(obligation);
    }
    if (state === undefined) return;
    const list = (state.pending.get(pending.key) ?? []).filter((other) => other !== pending);
    if (list.length === 0) state.pending.delete(pending.key);
    else state.pending.set(pending.key, list);
  }

  #base(
    kind: JudgedRequirement,
    subject: Obligation["subject"],
    opened: RecordRef,
    items: ChangedItem[],
    context: Context,
  ) {
    return { ...openedObligation(kind, opened, subject, context), calendar: context.rule, items };
  }
}

/** An R1.3 closed by a baseline_ref, once its document was fetched and found as the reference states. */
function verifiedAs({ closed_as: _, ...obligation }: Obligation): Obligation {
  return obligation;
}
