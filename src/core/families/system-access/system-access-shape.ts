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

/** Which medium impact systems each reach names, as the docs' Applicable Systems table says it. */
export const MEDIUM_REACH_WORDS: Readonly<Record<MediumReach, string>> = {
  all: "all",
  erc: "with External Routable Connectivity",
  "control-center": "at Control Centers",
  "erc-or-control-center": "at Control Centers, or with External Routable Connectivity",
};

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

/** How each account type's 5.6 answer is shown: its change's enforcement, or not password-only. */
const SHOWN_CHANGES = ["procedural", "technical", "not-applicable", "not password-only"] as const;

const systemAccessFileChanges = changedFilesSchema({
  access: z
    .strictObject({
      id: z.string(),
      by: z.enum(["system", "group", "location", "system-type"]),
      covers: z.array(z.string()),
      account_types: z.array(
        z.strictObject({
          name: z.string(),
          type: z.string(),
          change: z.enum(SHOWN_CHANGES),
          max_age_months: z.number().int().optional(),
        }),
      ),
      shared_accounts: z.array(
        z.strictObject({
          account: z.string(),
          authorized_individuals: z.string(),
          list_sha256: z.string(),
        }),
      ),
      default_passwords: z.array(z.strictObject({ asset: z.string(), answer: z.string() })),
    })
    .optional(),
  record: z
    .strictObject({
      id: z.string(),
      performed_on: z.iso.date(),
      access_files: z.array(z.string()),
      account_types: z.array(z.string()),
    })
    .optional(),
});

/** One system access file as the change leaves it (a removed file shows its path only). */
export type SystemAccessFileShown = z.infer<typeof systemAccessFileChanges>["files"][number];

export const SYSTEM_ACCESS_SHAPE = {
  name: "CIP-007 R5",
  declaredParts: SYSTEM_ACCESS_PARTS,
  populationFiles: {
    passwordChanges: "password-changes.csv",
    accountTypes: "account-types.csv",
  },
  reviewedFiles: {
    name: "system access files",
    noun: "system access file",
    field: "system_access_files",
    recordDescription:
      "CIP-007-6 R5's reviewed files (the access files, system-access/ID.yaml, and the password-change records, system-access/records/ID.yaml) the merged commit has new or changed since the commit in force (compared_with), each whole with the SHA-256 of its text, and those removed since. In force from this record only when the gate accepted the merge. Absent when none changed, and in older records.",
    shown: systemAccessFileChanges,
    shownTitle: "System access files changed (CIP-007-6 R5)",
    shownDescription:
      "The CIP-007-6 R5 files the change adds, changes or removes against the commit compared with, each as the reviewer approves it. An access file (system-access/ID.yaml, `access`): how it groups the systems (Part 5.2's by system, group, location or system type) and what it covers, each enabled default or generic account type with its Part 5.6 answer, each shared account with where its authorized individuals are kept and the digest of that list (Part 5.3), and each asset's Part 5.4 answer on default passwords. A password-change record (system-access/records/ID.yaml, `record`): the day, the access files and the account types changed. Part of the fingerprint, as shown (compared_with aside).",
    lines: systemAccessFileLines,
    gateSetting: {
      key: "default_passwords",
      settings: ["flag", "require"],
      description:
        "CIP-007-6 R5 Part 5.4 at review: a change that creates a Cyber Asset in a High or Medium impact system (or one that declares no impact, judged as High) while no system access file (system-access/ID.yaml) of the checkout gives that asset's default_passwords answer (changed, unique-by-vendor or none, with its reference). flag (the default): listed in the plan. require: the plan is refused, and the merge applies nothing.",
    },
  },
} as const satisfies FamilyShape;

/** An account type's 5.6 answer in words. */
function changeWords(type: NonNullable<SystemAccessFileShown["access"]>["account_types"][number]) {
  if (type.change === "technical")
    return `changes forced within ${type.max_age_months ?? "?"} months`;
  if (type.change === "procedural") return "changed by reviewed records";
  return type.change;
}

/** One file: an access file's cover and account types, then its shared accounts and answers; a record's day. */
function systemAccessFileLines(
  shown: SystemAccessFileShown,
  code: Escape,
  words: Escape,
): FileLines {
  const file = `${shown.change} ${code(shown.file)}`;
  const { access, record } = shown;
  if (record !== undefined)
    return {
      line: `${file}: passwords changed on ${record.performed_on}: ${record.account_types.map(code).join(", ")} of ${record.access_files.map(code).join(", ")}`,
      details: [],
    };
  if (access === undefined) return { line: file, details: [] };
  const types =
    access.account_types.length === 0
      ? "no enabled default or generic account type"
      : access.account_types
          .map((type) => `${code(type.name)} (${words(type.type)}, ${changeWords(type)})`)
          .join(", ");
  return {
    line: `${file}: by ${access.by} ${access.covers.map(words).join(", ")}; ${types}`,
    details: [
      ...access.shared_accounts.map(
        (shared) =>
          `shared account ${code(shared.account)}: authorized individuals kept in ${words(shared.authorized_individuals)} (SHA-256 ${code(shared.list_sha256)})`,
      ),
      ...access.default_passwords.map(
        (answer) => `default passwords of ${code(answer.asset)}: ${words(answer.answer)}`,
      ),
    ],
  };
}
