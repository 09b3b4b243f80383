// What every CIP-003-9 low-impact obligation says alike, whichever pass holds it (Section 6's gaps,
// the program's clocks and updates, R1 Part 1.2's topics): its part and the part's words, the
// workspace, the record that opened it and its due day, its status on the judging day, the record
// that closed it and those that did not, the later version judging it. Each pass gives the
// subject and the reason. Pure.
import { LOW_IMPACT_SHAPE } from "../../families/low-impact/low-impact-shape.ts";
import { type Context, type Obligation, type RecordRef, statusOf } from "../obligation-model.ts";

/** A low-impact part that opens obligations. */
export type LowImpactKind = keyof typeof LOW_IMPACT_SHAPE.declaredParts;

/** What every held low-impact obligation keeps until it closes. */
export interface HeldLowImpactObligation {
  opened_by: RecordRef;
  due: string;
  calendar: string;
  /** The later version judging it from the day it opened, in words; absent: CIP-003-9. */
  version?: string;
  not_closed_by: { record: RecordRef; why: string }[];
}

/** `open`'s obligation under `kind`: still open, or closed by `closer` on its day. */
export function lowImpactObligation(
  kind: LowImpactKind,
  open: HeldLowImpactObligation,
  closer: { ref: RecordRef; on: string } | undefined,
  context: Context,
  said: { subject: string; reason: readonly string[] },
): Obligation {
  return {
    kind,
    requirement: LOW_IMPACT_SHAPE.declaredParts[kind].words,
    workspace: open.opened_by.workspace,
    subject: { governance: said.subject },
    opened_by: open.opened_by,
    due: open.due,
    status: statusOf(open.due, closer?.on, context),
    ...(closer === undefined ? {} : { closed_by: closer.ref }),
    calendar: open.calendar,
    reason: [...said.reason, ...(open.version === undefined ? [] : [open.version])].join("; "),
    ...(open.not_closed_by.length === 0 ? {} : { not_closed_by: open.not_closed_by }),
  };
}
