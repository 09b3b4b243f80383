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

/**
 * The names cip-sync once gave a version, by the name NERC's index gives it: policies, records and
 * checkpoints written before the rename keep the former one, and are read as the current one.
 */
export const FORMER_VERSION_NAMES: ReadonlyMap<string, StandardVersion> = new Map([
  ["CIP-007-7", "CIP-007-7.1"],
]);

/** A version's current name: itself, or the one its former name `version` now goes by. */
export function currentVersionName(version: string): string {
  return FORMER_VERSION_NAMES.get(version) ?? version;
}

/**
 * The version judging `id` as a record or checkpoint kept it, under its current name and with its
 * row's words: `kept` itself unless it carries a former name.
 */
export function currentVersion(id: string, kept: LaterVersion): LaterVersion {
  const name = currentVersionName(kept.standard);
  if (name === kept.standard) return kept;
  const row = REQUIREMENT_TABLE.find((candidate) => candidate.id === id);
  return row?.laterVersions?.find((later) => later.standard === name) ?? kept;
}

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
  return laterVersionOn(requirementRow(id), day, versions);
}

/**
 * The version that judges `row` on `day`: the last of its later versions `versions` puts in force
 * by then, else the row's own. Any row naming its versions so, in the requirement table or beside it.
 */
export function laterVersionOn<S extends string, L extends { standard: string }>(
  row: { standard: S; laterVersions?: readonly L[] },
  day: string,
  versions: VersionsInForce,
): { standard: S } | L {
  const inForce = (later: L) =>
    versions.some(
      (chosen) => currentVersionName(chosen.version) === later.standard && chosen.from <= day,
    );
  return row.laterVersions?.filter(inForce).at(-1) ?? { standard: row.standard };
}
