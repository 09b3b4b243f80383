// Which version of a standard judges a requirement part on a day: the row's own, or a later one
// the entity's policy file puts in force from a day (`standards:`, docs/owners-and-policy.md).
// The later versions and what they change are the requirement table's rows (`laterVersions`),
// never a branch here: a part whose row names no later version keeps its own on every day. Pure.
import {
  type LaterVersion,
  REQUIREMENT_TABLE,
  type RequirementId,
  requirementRow,
  type StandardVersion,
} from "./requirements.ts";

/** A later version of a standard, and the first day (YYYY-MM-DD) the entity is judged by it. */
export interface VersionFrom {
  version: string;
  from: string;
}

/** The later versions in force, as the policy file names them; [] : every row's own version. */
export type VersionsInForce = readonly VersionFrom[];

/** The version a part is judged by: its row's, or a later one with what it changes. */
export type VersionOn = { standard: StandardVersion } | LaterVersion;

/** The standard a part belongs to: "CIP-010" of "CIP-010 R1.1". */
export function standardOf(id: RequirementId): string {
  return id.slice(0, id.indexOf(" "));
}

/** The standards the table has rows of, in its order: what the policy's `standards:` may name. */
export const TABLE_STANDARDS: readonly string[] = [
  ...new Set(REQUIREMENT_TABLE.map((row) => standardOf(row.id))),
];

/** The versions `standard`'s rows quote, and the later ones any of them names, in the table's order. */
export function versionsOf(standard: string): { quoted: string[]; later: string[] } {
  const rows = REQUIREMENT_TABLE.filter((row) => standardOf(row.id) === standard);
  return {
    quoted: [...new Set(rows.map((row) => row.standard))],
    later: [...new Set(rows.flatMap((row) => (row.laterVersions ?? []).map((l) => l.standard)))],
  };
}

/**
 * The version that judges `id` on `day` (YYYY-MM-DD, in the calendar's time zone): the last of its
 * row's later versions in force by then, else the row's own.
 */
export function versionOn(id: RequirementId, day: string, versions: VersionsInForce): VersionOn {
  const row = requirementRow(id);
  const inForce = (later: LaterVersion) =>
    versions.some((chosen) => chosen.version === later.standard && chosen.from <= day);
  return row.laterVersions?.filter(inForce).at(-1) ?? { standard: row.standard };
}
