// The baseline deviations each change record opened, as the ledger shows them: read off the
// CIP-010 R1 obligations as a pass decides them (kept or not), each naming the asset, the R1.1
// items whose digests changed from the asset's last declared baseline, and the parts it opened.
// For the audit report's entry of a record that did not compare its baselines itself (an apply
// from the terminal without --base): the ledger knows the deviation all the same. Pure.
import type { LedgerDeviation } from "../../evidence/report/report-entries.ts";
import { REQUIREMENT_IDS, type RequirementId } from "../../inventory/baselines/requirements.ts";
import type { Obligation } from "../obligation-model.ts";

/** One asset's deviation in one record, as the ledger's item digests show it. */
export interface RecordDeviation extends LedgerDeviation {
  workspace: string;
  /** The record that opened it. */
  record_sequence: number;
}

function isRequirement(kind: string): kind is RequirementId {
  return (REQUIREMENT_IDS as readonly string[]).includes(kind);
}

/**
 * A deviation as RecordDeviations holds it until list(): the parts it opens as bits, REQUIREMENT_IDS'
 * order, not a list grown by push (which kept room for 17 entries: 3 MB at the handover's 20,000
 * deviations of 100,000 records).
 */
type HeldDeviation = Omit<RecordDeviation, "opens"> & { opens: number };

/** The bit of `kind` in a held deviation's parts. */
function bitOf(kind: RequirementId): number {
  return 1 << REQUIREMENT_IDS.indexOf(kind);
}

/** Collects each record's deviations from the obligations a pass decides. */
export class RecordDeviations {
  readonly #found = new Map<string, HeldDeviation>();

  /** An obligation as decided; only a CIP-010 R1 part with items is a deviation's. */
  add = (o: Obligation): void => {
    const { kind } = o;
    if (o.items === undefined || o.subject.asset === undefined || !isRequirement(kind)) return;
    const key = [
      o.workspace,
      o.opened_by.sequence,
      o.subject.cyber_system_id,
      o.subject.asset,
    ].join("\u0000");
    const found = this.#found.get(key);
    if (found !== undefined) {
      found.opens |= bitOf(kind);
      return;
    }
    this.#found.set(key, {
      workspace: o.workspace,
      record_sequence: o.opened_by.sequence,
      asset: o.subject.asset,
      ...(o.subject.asset_id === undefined ? {} : { asset_id: o.subject.asset_id }),
      cyber_system: o.subject.cyber_system ?? o.subject.cyber_system_id ?? "",
      items: [...o.items],
      opens: bitOf(kind),
    });
  };

  /** The deviations found, each record's in the order they were found; their parts in the table's. */
  list(): RecordDeviation[] {
    return [...this.#found.values()].map((deviation) => ({
      ...deviation,
      opens: REQUIREMENT_IDS.filter((id) => (deviation.opens & bitOf(id)) !== 0),
    }));
  }
}
