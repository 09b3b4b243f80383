// CIP-007-6 R5's parts as rows beside the requirement table, as data: the version each quotes
// (its words and Applicable Systems are its shape's, core/families/system-access/) and what
// CIP-007-7.1 changes in it, keyed by day as the requirement table's CIP-007 rows are
// (`laterVersions`, chosen from a day by the policy's `standards:` for CIP-007), so that an
// obligation opened on or after that day says which version judges it. Nothing of CIP-007-7.1 is
// quoted (no copy of its text was found); docs/obligations/cip-007-r5.md's Versions table gives
// each row's changes, and a test holds it to them. Pure.
import {
  SYSTEM_ACCESS_PARTS,
  type SystemAccessKind,
} from "../../families/system-access/system-access-shape.ts";
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
}

const SCI = "adds to the Applicable Systems the SCI supporting an Applicable System in this Part";
const LATER = (changes: string): SystemAccessLaterVersion[] => [
  { standard: "CIP-007-7.1", enforceableFrom: "2028-07-01", changes: `${SCI}; ${changes}` },
];
const row = (id: SystemAccessKind, changes: string): SystemAccessRow => ({
  id,
  standard: "CIP-007-6",
  laterVersions: LATER(changes),
});

export const SYSTEM_ACCESS_ROWS: readonly SystemAccessRow[] = [
  row("CIP-007 R5.1", '"per system capability" replaces "where technically feasible"'),
  row("CIP-007 R5.2", 'its Measure names "the enabled default or generic account types in use"'),
  row("CIP-007 R5.3", "the words of the requirement do not change"),
  row("CIP-007 R5.4", '"per system capability" replaces "per Cyber Asset capability"'),
  row("CIP-007 R5.5", '"the Applicable System(s)" replaces "the Cyber Asset" in 5.5.1 and 5.5.2'),
  row(
    "CIP-007 R5.6",
    '"per system capability" replaces the opening "Where technically feasible"; the 15 calendar months stay',
  ),
  row("CIP-007 R5.7", 'the two bullets become one sentence, "per system capability"'),
];

/** The row of `id`. */
export function systemAccessRow(id: SystemAccessKind): SystemAccessRow {
  const found = SYSTEM_ACCESS_ROWS.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`No system access row ${id}: every part has one.`);
  return found;
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
