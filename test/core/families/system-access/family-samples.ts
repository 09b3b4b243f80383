// CIP-007-6 R5 system access control in the cross-family tests' samples
// (test/support/family-samples.ts): what a plan shows of its access files, and the merges of its
// access file and password-change records a generated ledger takes.
import fc from "fast-check";
import type { EvidenceDraft } from "../../../../src/core/evidence/records/evidence-record.ts";
import { reviewedFilesEvidence } from "../../../../src/core/evidence/records/in-force/reviewed-files-record.ts";
import { SYSTEM_ACCESS_FILES } from "../../../../src/core/system-access/system-access-files.ts";
import { changeDraft } from "../../../support/evidence-records.ts";
import type { FamilySamples } from "../../../support/family-samples.ts";
import { change, file, words } from "../../../support/shown-file-samples.ts";

/** What a CIP-007-6 R5 step merges: system-access/ems.yaml, or a password-change record. */
export type SystemAccessStep = "procedural" | "technical" | "removed" | "change" | "early-change";

/**
 * A merge of a CIP-007-6 R5 file: the access file with root changed procedurally or by technical
 * enforcement, removed; or a password-change record of root, on a day or an earlier one.
 */
export interface SystemAccessLedgerStep {
  systemAccess: SystemAccessStep;
  accepted: boolean;
}

declare module "../../../support/family-samples.ts" {
  interface FamilyLedgerSteps {
    systemAccess: SystemAccessLedgerStep;
  }
}

const accessShown = fc.record(
  {
    file,
    change,
    access: fc.record({
      id: words,
      by: fc.constantFrom(
        "system" as const,
        "group" as const,
        "location" as const,
        "system-type" as const,
      ),
      covers: fc.array(words, { minLength: 1, maxLength: 2 }),
      account_types: fc.array(
        fc.record(
          {
            name: words,
            type: words,
            change: fc.constantFrom(
              "procedural" as const,
              "technical" as const,
              "not-applicable" as const,
              "not password-only" as const,
            ),
            max_age_months: fc.integer({ min: 1, max: 15 }),
          },
          { requiredKeys: ["name", "type", "change"] },
        ),
        { maxLength: 2 },
      ),
      shared_accounts: fc.array(
        fc.record({ account: words, authorized_individuals: words, list_sha256: words }),
        { maxLength: 1 },
      ),
      default_passwords: fc.array(fc.record({ asset: words, answer: words }), { maxLength: 1 }),
    }),
  },
  { requiredKeys: ["file", "change"] },
);

const ACCESS_FILE = "system-access/ems.yaml";
/** The access file a CIP-007-6 R5 step merges, with root's 5.6 answer `change`. */
const accessFile = (change: string) => `version: 1
id: ems
by: system
covers: [Alpha]
account_types:
  - { name: root, type: generic, password_only: true, ${change} }
shared_accounts: []
password_parameters:
  - { assets: all, enforcement: technical, reference: GPO CIP-PW, min_length: 12, min_character_types: 3 }
failed_authentication:
  - { assets: all, method: alert, threshold: 5, reference: SIEM rule 7 }
default_passwords: []
`;

/** The password-change records a CIP-007-6 R5 step merges, by step. */
const PASSWORD_CHANGES = {
  change: [
    "system-access/records/root-2026-02.yaml",
    "version: 1\nid: root-2026-02\nperformed_on: 2026-02-01\naccess_files: [ems]\naccount_types: [root]\n",
  ],
  "early-change": [
    "system-access/records/root-2025-12.yaml",
    "version: 1\nid: root-2025-12\nperformed_on: 2025-12-01\naccess_files: [ems]\naccount_types: [root]\n",
  ],
} as const;

/** A merge of system-access/ems.yaml or a password-change record as `step` says, refused unless `accepted`. */
function systemAccessMerge(step: SystemAccessLedgerStep): EvidenceDraft {
  const draft = changeDraft("grid-east", 2, "no-changes");
  const procedural = accessFile("change: procedural");
  const merged =
    step.systemAccess === "removed"
      ? new Map<string, string>()
      : step.systemAccess === "change" || step.systemAccess === "early-change"
        ? new Map([PASSWORD_CHANGES[step.systemAccess]])
        : new Map([
            [
              ACCESS_FILE,
              step.systemAccess === "procedural"
                ? procedural
                : accessFile("change: technical, max_age_months: 12, reference: GPO CIP-PW"),
            ],
          ]);
  const inForce =
    step.systemAccess === "removed" ? new Map([[ACCESS_FILE, procedural]]) : new Map();
  draft.change.system_access_files = reviewedFilesEvidence(
    merged,
    inForce,
    "c".repeat(40),
    (path) => SYSTEM_ACCESS_FILES.belongs(path),
  );
  if (!step.accepted) draft.change.outcome = "not-approved";
  return draft;
}

export const FAMILY_SAMPLES: FamilySamples<SystemAccessLedgerStep> = {
  field: "system_access_files",
  shown: accessShown,
  ledger: {
    place: 3,
    weight: 2,
    step: fc.record({
      systemAccess: fc.constantFrom<SystemAccessStep>(
        "procedural",
        "technical",
        "removed",
        "change",
        "early-change",
      ),
      accepted: fc.boolean(),
    }),
    is: (step): step is SystemAccessLedgerStep => "systemAccess" in step,
    draft: systemAccessMerge,
  },
};
