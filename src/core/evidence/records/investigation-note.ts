// CIP-010 R2.1 investigations as change records keep them (the grammar of the review line is
// core/review/investigation-notes.ts).
import type { BaselineItem } from "../../inventory/document/baseline-items.ts";

/** A `/cip-010-investigated` line of a counted approval (grammar: core/review/investigation-notes.ts). */
export interface InvestigationNote {
  login: string;
  /** The sequence of the configuration-monitoring record that detected the change. */
  detected_in: number;
  /** The R1.1 item that changed. */
  item: BaselineItem;
  /** The asset's name, as the inventory names it. */
  asset: string;
  /** Where the investigation is documented (a ticket, an incident, a link). */
  reference: string;
}
