// CIP-007-6 R5 (System Access Control) as the layers below the family table know it: its name,
// the seven parts it declares (5.1 to 5.7, each with the standard's words, which two independent
// sources confirm for every part, and its Applicable Systems by impact, Control Center and External
// Routable Connectivity), the versions (CIP-007-7.1 from 2028-07-01), and its reviewed files'
// shape (the access files, system-access/ID.yaml, and the password-change records,
// system-access/records/ID.yaml: the plan's and the record's field, the saved plan's schema of
// what the reviewer approves, and each file's lines). Their parsers are core/system-access/, its
// pass core/obligations/system-access/. Pure.
import { z } from "zod";
import {
  changedFilesSchema,
  type DeclaredPart,
  type Escape,
  type FamilyShape,
  type FileLines,
} from "../family-shape.ts";

const R5_TABLE = "CIP-007-6 Table R5 – System Access Control";

/**
 * Which medium impact BES Cyber Systems a part reaches, by the column's heading (the standard's
 * Background, p. 4): all of them, those with External Routable Connectivity, those at a Control
 * Center, or either of the two. High impact systems are reached by every part, and each row names
 * the systems' associated EACMS, PACS and PCA.
 */
export type MediumReach = "all" | "erc" | "control-center" | "erc-or-control-center";

/** A part of R5: the declared part, and the medium impact systems its column reaches. */
export interface SystemAccessPart extends DeclaredPart {
  medium: MediumReach;
}

export const SYSTEM_ACCESS_KINDS = [
  "CIP-007 R5.1",
  "CIP-007 R5.2",
  "CIP-007 R5.3",
  "CIP-007 R5.4",
  "CIP-007 R5.5",
  "CIP-007 R5.6",
  "CIP-007 R5.7",
] as const;
export type SystemAccessKind = (typeof SYSTEM_ACCESS_KINDS)[number];

/** Parts 5.1 to 5.7, each quoted from NERC's CIP-007-6 and confirmed by at least one transcription. */
export const SYSTEM_ACCESS_PARTS = {
  "CIP-007 R5.1": {
    words:
      "Name the method that enforces authentication of interactive user access on each system, where technically feasible.",
    source: `${R5_TABLE}, Part 5.1`,
    requirementText:
      "Have a method(s) to enforce authentication of interactive user access, where technically feasible.",
    medium: "erc-or-control-center",
  },
  "CIP-007 R5.2": {
    words:
      "Inventory the known enabled default and other generic account types, by system, group of systems, location or system type, in a reviewed access file that covers each applicable system.",
    source: `${R5_TABLE}, Part 5.2`,
    requirementText:
      "Identify and inventory all known enabled default or other generic account types, either by system, by groups of systems, by location, or by system type(s).",
    medium: "all",
  },
  "CIP-007 R5.3": {
    words:
      "For each shared account, name where its authorized individuals are kept, with a digest of that list (no names in git).",
    source: `${R5_TABLE}, Part 5.3`,
    requirementText: "Identify individuals who have authorized access to shared accounts.",
    medium: "erc",
  },
  "CIP-007 R5.4": {
    words:
      "Before a new Cyber Asset of an applicable system is commissioned, record that its known default passwords were changed, or that it has none, per its capability.",
    source: `${R5_TABLE}, Part 5.4`,
    requirementText: "Change known default passwords, per Cyber Asset capability",
    medium: "all",
  },
  "CIP-007 R5.5": {
    words:
      "For password-only interactive access, declare the enforced password length and complexity (technical or procedural), or the asset's lower maximum.",
    source: `${R5_TABLE}, Part 5.5`,
    requirementText:
      "For password-only authentication for interactive user access, either technically or procedurally enforce the following password parameters: 5.5.1. Password length that is, at least, the lesser of eight characters or the maximum length supported by the Cyber Asset; and 5.5.2. Minimum password complexity that is the lesser of three or more different types of characters (e.g., uppercase alphabetic, lowercase alphabetic, numeric, non-alphanumeric) or the maximum complexity supported by the Cyber Asset.",
    medium: "all",
  },
  "CIP-007 R5.6": {
    words:
      "Change each password-only account type's passwords at least once every 15 calendar months (a reviewed change record), or declare the technical enforcement that forces it.",
    source: `${R5_TABLE}, Part 5.6`,
    requirementText:
      "Where technically feasible, for password-only authentication for interactive user access, either technically or procedurally enforce password changes or an obligation to change the password at least once every 15 calendar months.",
    medium: "erc",
  },
  "CIP-007 R5.7": {
    words:
      "Name the method that limits unsuccessful authentication attempts or alerts after a threshold of them, where technically feasible.",
    source: `${R5_TABLE}, Part 5.7`,
    requirementText:
      "Where technically feasible, either: • Limit the number of unsuccessful authentication attempts; or • Generate alerts after a threshold of unsuccessful authentication attempts.",
    medium: "control-center",
  },
} as const satisfies Record<SystemAccessKind, SystemAccessPart>;
