// CIP-003-9 low impact as a row of the family table (family-table.ts): its shape (its name, its
// declared parts and its files', core/families/low-impact/), its words, what starts it in a
// workspace and its pass (low-impact-pass.ts: Section 6 from the site files, R1 Part 1.2's
// review and approval and Sections 1, 4.5 and 4.6's clocks from the program records), and the
// checkpoint's key for the pass's state. Sections 2, 3 and 5 are read and shown, never judged.
import { LOW_IMPACT_SHAPE } from "../../families/low-impact/low-impact-shape.ts";
import { LOW_IMPACT_FILES } from "../../low-impact/low-impact-files.ts";
import type { DeclaredKind } from "../../families/family-shape.ts";
import type { Family } from "../obligation-families.ts";
import { LowImpactPass, type LowImpactHeld, startsLowImpact } from "./low-impact-pass.ts";

export const LOW_IMPACT_FAMILY: Family<LowImpactHeld, "low_impact"> = {
  name: LOW_IMPACT_SHAPE.name,
  topic: "low impact",
  kinds: Object.keys(LOW_IMPACT_SHAPE.declaredParts) as DeclaredKind[],
  declaredParts: LOW_IMPACT_SHAPE.declaredParts,
  // CIP-003-9 R2 and Attachment 1: assets containing low impact BES Cyber Systems; R1 Part 1.2's
  // policies are those of the same assets.
  appliesTo: ["low"],
  starts: startsLowImpact,
  pass: LowImpactPass,
  checkpointKey: "low_impact",
  // 2: each policy's and each plan's clock apart, each test's update per plan, and each policy's
  // topics with the topics no policy addresses (issue 96); 3: Section 6's gaps per part and vendor
  // path (issue 96, item 3); 4: the program file in force (low-impact/program.yaml, its policies
  // and plans) and, for a topic gap, the program file whose policies leave it out (issue 96, items
  // 1 and 2); 5: from CIP-003-11's day, Section 6 judged as its 3.1.5, 3.1.6 and 3.1.2, each site
  // file's CIP-003-11 gaps held until that day and the versions the last merge kept (issue 96,
  // item 4); 6: the site files in force that leave a gap, and those out of scope,
  // whose gaps open again when one of their sites is in scope again (issue 96, item 6).
  heldVersion: 6,
  reviewedFiles: LOW_IMPACT_FILES,
  docs: "obligations/cip-003-low-impact.md",
  summary:
    "each site's Attachment 1 sections from its reviewed site file, Section 6 (vendor remote access) judged; the policies' review and the CIP Senior Manager's approval (R1 Part 1.2), reinforcement (Section 1), incident response plan tests and updates (Sections 4.5 and 4.6) judged from reviewed program records",
  folders: [
    "core/families/low-impact",
    "core/audit/families/low-impact",
    "core/obligations/low-impact",
    "core/low-impact",
    "core/authority/low-impact",
  ],
  notJudged:
    "CIP-003-9 R2 low impact was not judged from this ledger: no accepted merge carried a low-impact file (a site file, low-impact/ID.yaml, or a program record, low-impact/records/ID.yaml). From the first that does, Attachment 1 Section 6 is judged from the site files, and R1 Part 1.2's review and CIP Senior Manager approval, Section 1's reinforcement and Section 4.5's and 4.6's clocks from the program records; Sections 2, 3 and 5 are read and shown, never judged. This is no all-clear: nothing here shows any site's vendor remote access is controlled, or any review, reinforcement or test was done.",
};
