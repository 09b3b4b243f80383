// CIP-007 R2 patch management as a row of the family table (family-table.ts): its shape (its name
// and its files', core/families/patch-management/), its words, what starts it in a workspace
// (patch-merges.ts), its pass (patch-obligations.ts) and the checkpoint's key for the pass's state
// (patch-checkpoint.ts).
import { PATCH_MANAGEMENT_SHAPE } from "../../families/patch-management/patch-management-shape.ts";
import { PATCH_FILES } from "../../patches/patch-file-set.ts";
import type { Family } from "../obligation-families.ts";
import { impactsOf } from "../../inventory/baselines/requirements.ts";
import { partsOf } from "../obligation-model.ts";
import type { PatchManagementCheckpoint } from "./patch-checkpoint.ts";
import { startsPatchManagement } from "./patch-merges.ts";
import { PatchManagementPass } from "./patch-obligations.ts";

export const PATCH_MANAGEMENT_FAMILY: Family<PatchManagementCheckpoint, "patch_management"> = {
  name: PATCH_MANAGEMENT_SHAPE.name,
  topic: "patch management",
  kinds: partsOf("CIP-007 R2"),
  appliesTo: impactsOf(partsOf("CIP-007 R2")),
  starts: startsPatchManagement,
  pass: PatchManagementPass,
  checkpointKey: "patch_management",
  heldVersion: 1,
  reviewedFiles: PATCH_FILES,
  docs: "obligations/cip-007-r2.md",
  summary: "patch sources, evaluations, applying or mitigating, mitigation plans",
  folders: [
    "core/families/patch-management",
    "core/audit/families/patch-management",
    "core/obligations/patch-management",
    "core/patches",
  ],
  notJudged:
    "CIP-007 R2 was not judged from this ledger: no obligation of any part was opened. R2 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines' items and the patch files), from the first that declares an applicable asset's baseline; a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows the applicable assets' patches are tracked, evaluated or applied.",
};
