// CIP-007-6 R5 as a row of the family table (family-table.ts): its shape (its name, its seven
// declared parts and its files', core/families/system-access/), its words, what starts it in a
// workspace and its pass (system-access-pass.ts: Part 5.6's clock per account type), and the
// checkpoint's key for the pass's state. Parts 5.2, 5.3, 5.5 and 5.7 are judged at review from the
// access files, 5.4 at review for each asset a change creates (its files' gate); 5.1 is never
// judged.
import { SYSTEM_ACCESS_SHAPE } from "../../families/system-access/system-access-shape.ts";
import { SYSTEM_ACCESS_FILES } from "../../system-access/system-access-files.ts";
import type { DeclaredKind } from "../../families/family-shape.ts";
import type { Family } from "../obligation-families.ts";
import {
  type SystemAccessHeld,
  SystemAccessPass,
  startsSystemAccess,
} from "./system-access-pass.ts";

export const SYSTEM_ACCESS_FAMILY: Family<SystemAccessHeld, "system_access"> = {
  name: SYSTEM_ACCESS_SHAPE.name,
  topic: "system access control",
  kinds: Object.keys(SYSTEM_ACCESS_SHAPE.declaredParts) as DeclaredKind[],
  declaredParts: SYSTEM_ACCESS_SHAPE.declaredParts,
  // Every part of R5: High impact BES Cyber Systems, and Medium impact ones as each part's
  // Applicable Systems column says, with their EACMS, PACS and PCA.
  appliesTo: ["high", "medium"],
  starts: startsSystemAccess,
  pass: SystemAccessPass,
  checkpointKey: "system_access",
  heldVersion: 1,
  reviewedFiles: SYSTEM_ACCESS_FILES,
  docs: "obligations/cip-007-r5.md",
  summary:
    "each system's enabled default and generic account types, shared accounts by reference, password parameters and failed-authentication method from reviewed access files (Parts 5.2, 5.3, 5.5 and 5.7 judged at review); each new asset's default passwords answer (Part 5.4) at commissioning, flagged or required by the owner policy; each password-only account type's 15-calendar-month password change (Part 5.6) judged from reviewed password-change records",
  folders: [
    "core/families/system-access",
    "core/obligations/system-access",
    "core/system-access",
    "core/authority/system-access",
    "core/audit/families/system-access",
  ],
  notJudged:
    "CIP-007-6 R5 system access control was not judged from this ledger: no accepted merge carried a system access file (system-access/ID.yaml, or a password-change record, system-access/records/ID.yaml). From the first that does, Part 5.6's 15-calendar-month clock is judged per password-only account type from the password-change records; Parts 5.2, 5.3, 5.5 and 5.7 are judged at review from the access files, 5.4 at review for each asset a change creates (the owner policy's default_passwords), and 5.1 is never judged. This is no all-clear: nothing here shows any account type is inventoried or any password was changed.",
};
