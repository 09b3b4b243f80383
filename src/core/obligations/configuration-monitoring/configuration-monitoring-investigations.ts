// CIP-010-4 R2.1: "Document and investigate detected unauthorized changes." An unauthorized change a
// configuration-monitoring record detected is an exception until a reviewed record documents its
// investigation: a counted approver's `/cip-010-investigated #SEQ ITEM ASSET REFERENCE` line in an
// approving review of a merged pull request that passed the gate (the authority table's
// investigation-note row, asked of judgeAuthority), approved and recorded after the detection, and
// naming its record, item and asset. A collector file's own `investigations` stay in its record
// but close nothing: whoever can push the evidence branch can write them. Whatever claimed an
// investigation and closed nothing is listed on the exception with why. Pure; R21Pass
// (configuration-monitoring-obligations.ts) feeds it the records in chain order.
import { judgeAuthority } from "../../authority/authority.ts";
import {
  type ConfigurationMonitoringEvidence,
  entryChangeWords,
  type UnauthorizedChange,
} from "../../evidence/records/configuration-monitoring-model.ts";
import { type EvidenceRecord, pullRequestsOf } from "../../evidence/records/evidence-record.ts";
import type { InvestigationNote } from "../../evidence/records/investigation-note.ts";
import type { BaselineItem } from "../../inventory/document/baseline-items.ts";
import type { NamedAsset, ResolvedKey } from "./configuration-monitoring-assets.ts";
import { nameKey } from "../../shared/names.ts";
import type { RecordRef } from "../record-ref.ts";
import { reviewOf } from "../record-facts.ts";

/** An asset as the last record naming it named it; asset_id absent: known by system and name. */
export interface AssetKey {
  workspace: string;
  cyber_system: string;
  asset: string;
  asset_id?: string;
}

/** "investigate unauthorized change": open until a reviewed note documents its investigation. */
export interface UnauthorizedChangeException extends AssetKey {
  kind: "investigate unauthorized change";
  item: BaselineItem;
  /** What changed, entry by entry (entryChangeWords); "" when the record keeps no entries. */
  changed: string;
  detected_by: RecordRef;
  detected_on: string;
  /** The record whose reviewed note closed it, the note's reference and its approver. */
  investigated_by: (RecordRef & { reference: string; login: string }) | null;
  /** Each claim of its investigation that closed nothing, with why; absent when none. */
  not_closed_by?: string[];
  status: "open" | "investigated";
}

/** At most this many claims are listed on one exception: the rest are as the last. */
const LISTED_CLAIMS = 10;

/** An exception not yet investigated, with its asset's key in the pass. */
export interface OpenException {
  key: string;
  exception: UnauthorizedChangeException;
}

/** A note that named a record still to come: listed on what that record detects. */
export interface EarlyNote {
  note: InvestigationNote;
  claim: string;
}

type ChangeRecordOf = Extract<EvidenceRecord, { kind: "change" }>;
type KeyOf = (workspace: string, asset: NamedAsset) => ResolvedKey;

export class UnauthorizedChanges {
  readonly #open: OpenException[] = [];
  /** Notes naming a record after their own, by workspace and the sequence they name. */
  readonly #early = new Map<string, EarlyNote[]>();
  readonly #keyOf: KeyOf;
  readonly #decided: (exception: UnauthorizedChangeException) => void;

  constructor(keyOf: KeyOf, decided: (exception: UnauthorizedChangeException) => void) {
    this.#keyOf = keyOf;
    this.#decided = decided;
  }

  /** What it holds, the containers themselves: a checkpoint reads them, a resumed pass fills them. */
  held(): { open: OpenException[]; early: Map<string, EarlyNote[]> } {
    return { open: this.#open, early: this.#early };
  }

  /** A change detected on the asset under `key`; a note recorded before it is listed. */
  detect(
    key: string,
    asset: AssetKey,
    change: UnauthorizedChange,
    ref: RecordRef,
    on: string,
  ): void {
    const { item } = change;
    const exception: UnauthorizedChangeException = {
      kind: "investigate unauthorized change",
      ...asset,
      item,
      changed: entryChangeWords(change),
      detected_by: ref,
      detected_on: on,
      investigated_by: null,
      status: "open",
    };
    const open = { key, exception };
    for (const { note, claim } of this.#early.get(earlyKey(ref.workspace, ref.sequence)) ?? [])
      if (this.#names(note, open))
        list(
          open,
          `${claim}: it was recorded before the change was detected (record #${ref.sequence})`,
        );
    this.#open.push(open);
  }

  /** The asset known under `from` is known under `to` from now on. */
  rekey(from: string, to: string): void {
    for (const open of this.#open) if (open.key === from) open.key = to;
  }

  /** A collector's investigations: listed on the exception each names, closing nothing. */
  collectorSays(workspace: string, body: ConfigurationMonitoringEvidence, ref: RecordRef): void {
    for (const investigation of body.investigations) {
      const { key } = this.#keyOf(workspace, investigation);
      const open = this.#open.find(
        ({ key: held, exception }) =>
          held === key &&
          exception.item === investigation.item &&
          exception.detected_by.sequence === investigation.detected_in &&
          exception.detected_by.sequence < ref.sequence,
      );
      if (open !== undefined)
        list(
          open,
          `record #${ref.sequence}: the collector's file names an investigation (${investigation.reference}), and a collector's word closes nothing: a counted approver's /cip-010-investigated line in an approving review of a merged pull request does`,
        );
    }
  }

  /** The `/cip-010-investigated` notes of a change record's pull requests, each judged. */
  reviewed(record: ChangeRecordOf, ref: RecordRef): void {
    const review = reviewOf({ record });
    for (const pull of pullRequestsOf(record.change))
      for (const note of pull.investigation_notes ?? []) {
        const approvedAt = pull.approved_at?.[note.login] ?? record.recorded_at;
        const authority = judgeAuthority({
          fact: "investigation-note",
          origin: review.reviewed ? "reviewed-merge" : { outside: review.why },
          approvedBy: pull.approved_by.includes(note.login) ? ["counted-approvals"] : [],
          dated: approvedAt,
          recordedAt: record.recorded_at,
        });
        const claim = `record #${ref.sequence}: /cip-010-investigated by ${note.login} in pull request #${pull.number}`;
        this.#judge(note, ref, { claim, approvedAt }, authority);
      }
  }

  #judge(
    note: InvestigationNote,
    ref: RecordRef,
    { claim, approvedAt }: { claim: string; approvedAt: string },
    authority: ReturnType<typeof judgeAuthority>,
  ): void {
    const same = (open: OpenException) => open.exception.detected_by.workspace === ref.workspace;
    const index = this.#open.findIndex(
      (open) =>
        same(open) &&
        open.exception.detected_by.sequence === note.detected_in &&
        open.exception.item === note.item &&
        this.#names(note, open),
    );
    const open = this.#open[index];
    if (open === undefined) {
      if (note.detected_in > ref.sequence) {
        const at = earlyKey(ref.workspace, note.detected_in);
        this.#early.set(at, [...(this.#early.get(at) ?? []), { note, claim }]);
        return;
      }
      // Listed on each open change of the record or the asset it names: what it meant to close.
      for (const other of this.#open)
        if (
          same(other) &&
          (other.exception.detected_by.sequence === note.detected_in || this.#names(note, other))
        )
          list(
            other,
            `${claim} names #${note.detected_in} ${note.item} ${note.asset}, not this change (#${other.exception.detected_by.sequence} ${other.exception.item} ${other.exception.asset})`,
          );
      return;
    }
    const { exception } = open;
    if (!authority.authorized) return list(open, `${claim}: ${authority.why}`);
    if (Date.parse(approvedAt) < Date.parse(exception.detected_by.recorded_at))
      return list(
        open,
        `${claim}: it is dated ${approvedAt}, before the change was detected (record #${exception.detected_by.sequence}, ${exception.detected_by.recorded_at})`,
      );
    this.#open.splice(index, 1);
    this.#decided({
      ...exception,
      investigated_by: { ...ref, reference: note.reference, login: note.login },
      status: "investigated",
    });
  }

  /**
   * Whether `note` names the asset of `open`: by the name the inventory gives it now (the id the
   * change records gave that name), else, for a name no record gave an id, by its name when the
   * change was detected.
   */
  #names(note: InvestigationNote, open: OpenException): boolean {
    const { workspace, cyber_system, asset } = open.exception;
    const named = this.#keyOf(workspace, { cyber_system, name: note.asset });
    return (
      named.key === open.key ||
      (named.asset_id === undefined && nameKey(note.asset) === nameKey(asset))
    );
  }

  /** Every exception still open. */
  finish(): void {
    for (const { exception } of this.#open) this.#decided(exception);
    this.#open.length = 0;
    this.#early.clear();
  }
}

function earlyKey(workspace: string, sequence: number): string {
  return `${workspace}\n${sequence}`;
}

function list(open: OpenException, why: string): void {
  const listed = (open.exception.not_closed_by ??= []);
  if (listed.length < LISTED_CLAIMS) listed.push(why);
}
