// CIP-003-9 low impact as a row of the family table (family-table.ts): its shape (its name, its
// declared part and its site files', core/families/low-impact/), its words, what starts it in a
// workspace and its pass (vendor-access-pass.ts: Section 6 only), and the checkpoint's key for
// the pass's state. R1 Part 1.2 and Sections 1 to 5 are not judged yet, as notJudged says.
import { LOW_IMPACT_SHAPE } from "../../families/low-impact/low-impact-shape.ts";
import { LOW_IMPACT_FILES } from "../../low-impact/site-file-set.ts";
import type { Family } from "../obligation-families.ts";
import {
  type LowImpactHeld,
  startsLowImpact,
  VENDOR_ACCESS_KIND,
  VendorAccessPass,
} from "./vendor-access-pass.ts";

export const LOW_IMPACT_FAMILY: Family<LowImpactHeld, "low_impact"> = {
  name: LOW_IMPACT_SHAPE.name,
  topic: "low impact",
  kinds: [VENDOR_ACCESS_KIND],
  declaredParts: LOW_IMPACT_SHAPE.declaredParts,
  starts: startsLowImpact,
  pass: VendorAccessPass,
  checkpointKey: "low_impact",
  reviewedFiles: LOW_IMPACT_FILES,
  docs: "obligations/cip-003-low-impact.md",
  folders: [
    "core/families/low-impact",
    "core/audit/families/low-impact",
    "core/obligations/low-impact",
    "core/low-impact",
  ],
  notJudged:
    "CIP-003-9 R2 low impact was not judged from this ledger: no accepted merge carried a low-impact site file (low-impact/ID.yaml). Only Attachment 1 Section 6 is judged, from the site files accepted merges put in force; R1 Part 1.2, Sections 1 to 5, and 4.5's and 4.6's clocks are not judged yet. This is no all-clear: nothing here shows any site's vendor remote access is controlled.",
};
