// CIP-010-4 R2.1: "Document and investigate detected unauthorized changes." The tool sees the
// detection (a configuration-monitoring record); it cannot see the investigation. A counted approver
// records where it is documented, one line of an approving review on the merged head (as
// `/cip-010-completed` and `/cip-010-r1.4` lines):
//
//   /cip-010-investigated #SEQ ITEM ASSET REFERENCE...
//
// - #SEQ: the sequence of the ledger record that detected the change;
// - ITEM: the R1.1 item that changed (os_firmware, software, custom_software, ports, patches);
// - ASSET: the asset's name, as the inventory names it;
// - REFERENCE, required, up to 500 characters: where the investigation is documented.
// A line missing any of them is not a note: it is ignored. Whether it closes the exception is the
// obligations' decision (the authority table's investigation-note row), not the grammar's.

import type { InvestigationNote } from "../evidence/records/investigation-note.ts";
import { BASELINE_ITEMS } from "../inventory/document/baseline-items.ts";
import { isOneOf } from "../shared/collections.ts";
import { commandNotes, cutTo, NOTE_TEXT_LIMIT, NUMBER_REFERENCE } from "./review-commands.ts";

export type { InvestigationNote };
export const INVESTIGATION_COMMAND = "/cip-010-investigated";

/** The investigation notes of the counted approvers' approving reviews, in their order. */
export const investigationNotes = commandNotes(INVESTIGATION_COMMAND, parseInvestigationText);

/** What follows the command: #SEQ, the item, the asset and the reference, each required. */
function parseInvestigationText(text: string): Omit<InvestigationNote, "login"> | undefined {
  const [sequence = "", item = "", asset = "", ...rest] = text.split(/\s+/);
  const reference = rest.join(" ");
  if (
    !NUMBER_REFERENCE.test(sequence) ||
    !isOneOf(BASELINE_ITEMS, item) ||
    asset === "" ||
    reference === ""
  )
    return undefined;
  return {
    detected_in: Number(sequence.slice(1)),
    item,
    asset,
    reference: cutTo(reference, NOTE_TEXT_LIMIT),
  };
}
