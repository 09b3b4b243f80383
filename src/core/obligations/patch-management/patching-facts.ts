// What a CIP-007 R2 obligation is about beyond its asset: the item, source, patch or plan, and how
// far it lapsed. Carried on the obligation (`patching`). Pure.
import type { NoSourceKind } from "../../patches/patch-files.ts";
import type { RecordRef } from "../record-ref.ts";

/** What a CIP-007 R2 obligation is about, and how far it lapsed. */
export interface PatchingFacts {
  /** R2.1 and R2.3: the baseline item (`os_firmware` or `software`), with its version then. */
  item?: { kind: "os_firmware" | "software"; name: string; version?: string };
  /** R2.2: the source's id; R2.3: the source whose evaluation found the patch applicable. */
  source?: string;
  /** R2.3: the patch's id. */
  patch?: string;
  /** R2.4: the plan's id; R2.3: the plan that closed it. */
  plan?: string;
  /** R2.2: the release days between two evaluations that neither covered. */
  releases_gap?: { from: string; to: string };
  /** The violation severity band (the standard's VSL table) of a lapse, in the tool's reading. */
  lapse?: "lower" | "moderate" | "high" | "severe";
  /** R2.4: each change of the plan's timeframe, approved (by whom) or not (why). */
  timeframe_changes?: { record: RecordRef; to: string; approved_by?: string; why?: string }[];
  /** R2.1: the reviewed declaration that closed it: the item has no patching source, or is not updateable. */
  no_source?: { kind: NoSourceKind; reason: string };
  /** R2.1: the record after which the item, as identified, changed version or left the baseline. */
  ended_by?: RecordRef;
  /** R2.2: the evaluation that closed the interval; R2.3: the one that found the patch applicable. */
  evaluation?: { file: string; releases_since: string; patches: number; applicable: number };
  /** R2.4: the timeframe in force, in words (with its event's day once recorded). */
  timeframe?: string;
  /** R2.4: the day the plan was implemented, as its closing record states it. */
  implemented_on?: string;
}

declare module "../obligation-model.ts" {
  interface FamilyFacts {
    /** Patch management: the baseline item, source, patch or mitigation plan it is about (core/patches/). */
    patching?: PatchingFacts;
  }
}
