// CIP-007-6 R5's parts as rows beside the requirement table, as data: each part's Applicable
// Systems (the medium impact systems its column reaches: its shape's `medium`), where the tool
// judges it (the 5.6 clock in the pass, the rest at review from the reviewed files), its clock
// (`every`, 5.6's 15 calendar months, counted by the calendar engine), what opens and closes it in
// the tool's reading, what stays the entity's operational evidence, and what CIP-007-7.1 changes.
// The versions are keyed by day as the requirement table's CIP-007 rows are (`laterVersions`, chosen from a day by
// the policy's `standards:` for CIP-007); nothing of CIP-007-7.1 is quoted (no copy of its text
// was found: docs/obligations/cip-007-r5.md). Pure.
import {
  SYSTEM_ACCESS_PARTS,
  type SystemAccessKind,
} from "../../families/system-access/system-access-shape.ts";
import type { Interval } from "../../inventory/baselines/requirement-row.ts";
import { PASSWORD_CHANGE_MONTHS } from "../../system-access/access-file.ts";
import {
  laterVersionOn,
  type VersionsInForce,
} from "../../inventory/baselines/standard-versions.ts";

/** What CIP-007-7.1 changes in a part, in the tool's words. */
export interface SystemAccessLaterVersion {
  standard: "CIP-007-7.1";
  /** The day NERC's index gives the version (YYYY-MM-DD). */
  enforceableFrom: string;
  changes: string;
}

export interface SystemAccessRow {
  id: SystemAccessKind;
  standard: "CIP-007-6";
  laterVersions: readonly SystemAccessLaterVersion[];
  /** Where the tool judges it: the pass's clock, the reviewed files at review, or not at all. */
  judged: "clock" | "review";
  every?: Interval;
  opens: string;
  closes: string;
  /** What no reviewed file shows, and stays the entity's to keep. */
  operationalEvidence: string;
}

const SCI = "adds to the Applicable Systems the SCI supporting an Applicable System in this Part";
const LATER = (changes: string): SystemAccessLaterVersion[] => [
  { standard: "CIP-007-7.1", enforceableFrom: "2028-07-01", changes: `${SCI}; ${changes}` },
];
const ACCESS_FILE = "an access file (system-access/ID.yaml) in force, read at review";

export const SYSTEM_ACCESS_ROWS: readonly SystemAccessRow[] = [
  {
    id: "CIP-007 R5.1",
    standard: "CIP-007-6",
    laterVersions: LATER('"per system capability" replaces "where technically feasible"'),
    judged: "review",
    opens: "none: the tool keeps no access path of an asset",
    closes: "not judged: the docs say what the entity keeps",
    operationalEvidence:
      "documentation describing how access is authenticated, for each interactive access path, local and remote",
  },
  {
    id: "CIP-007 R5.2",
    standard: "CIP-007-6",
    laterVersions: LATER('its Measure names "the enabled default or generic account types in use"'),
    judged: "review",
    opens: "an access file added or changed",
    closes: `${ACCESS_FILE}, listing each enabled default or generic account type ([] for none)`,
    operationalEvidence: "what is actually enabled on each device, and that the list is complete",
  },
  {
    id: "CIP-007 R5.3",
    standard: "CIP-007-6",
    laterVersions: LATER("the words of the requirement do not change"),
    judged: "review",
    opens: "an account type of type shared",
    closes: `${ACCESS_FILE}, naming for the shared account where its authorized individuals are kept, with the SHA-256 of that list`,
    operationalEvidence: "the list of authorized individuals itself (CIP-004 records), outside git",
  },
  {
    id: "CIP-007 R5.4",
    standard: "CIP-007-6",
    laterVersions: LATER('"per system capability" replaces "per Cyber Asset capability"'),
    judged: "review",
    opens:
      "a Cyber Asset created in a High, Medium or unrated system (the plan's gate: flagged, or refused under default_passwords: require)",
    closes: `${ACCESS_FILE}, giving the asset's default_passwords answer (changed, unique-by-vendor or none) with its reference`,
    operationalEvidence:
      "that the password was really changed, and that a vendor's claim holds for the unit",
  },
  {
    id: "CIP-007 R5.5",
    standard: "CIP-007-6",
    laterVersions: LATER(
      '"the Applicable System(s)" replaces "the Cyber Asset" in 5.5.1 and 5.5.2',
    ),
    judged: "review",
    opens: "a password-only account type",
    closes: `${ACCESS_FILE}, declaring technical or procedural enforcement of a length and complexity reaching "the lesser of" eight characters and three types of characters or the asset's maximum`,
    operationalEvidence:
      "the device's configured parameters, and the passwords in use under procedural enforcement",
  },
  {
    id: "CIP-007 R5.6",
    standard: "CIP-007-6",
    laterVersions: LATER(
      '"per system capability" replaces the opening "Where technically feasible"; the 15 calendar months stay',
    ),
    judged: "clock",
    every: { months: PASSWORD_CHANGE_MONTHS },
    opens:
      "a password-only account type with change: procedural put in force (due that day until a record of its last change is merged), then each password change counted",
    closes:
      "a password-change record (system-access/records/ID.yaml) naming the access file and the account type, performed after the previous change and not after its record; or the account type's technical enforcement, or its not-applicable answer, put in force",
    operationalEvidence:
      "that the passwords were really changed (the Measure accepts attestations referring to the procedure), and the device's enforced setting",
  },
  {
    id: "CIP-007 R5.7",
    standard: "CIP-007-6",
    laterVersions: LATER('the two bullets become one sentence, "per system capability"'),
    judged: "review",
    opens: "an access file added or changed",
    closes: `${ACCESS_FILE}, declaring lockout or alerting with its threshold, or not-capable with its reference`,
    operationalEvidence: "that the lockout or alert fires, and the alerts themselves",
  },
];

/** The row of `id`. */
export function systemAccessRow(id: SystemAccessKind): SystemAccessRow {
  const row = SYSTEM_ACCESS_ROWS.find((candidate) => candidate.id === id);
  if (row === undefined) throw new Error(`No system access row ${id}: every part has one.`);
  return row;
}

/**
 * In words, the later version that judges `id` on `day` by the policy's `standards:`, and what it
 * changes, for an obligation's reason; undefined while CIP-007-6 judges.
 */
export function laterVersionWords(
  id: SystemAccessKind,
  day: string,
  versions: VersionsInForce,
): string | undefined {
  const judged = laterVersionOn(systemAccessRow(id), day, versions);
  return "changes" in judged
    ? `judged by ${judged.standard} (the policy's standards:), which changes it: ${judged.changes}`
    : undefined;
}

/** The part's words, as every obligation gives them. */
export function partWords(id: SystemAccessKind): string {
  return SYSTEM_ACCESS_PARTS[id].words;
}
