// Warnings for asset names that look like other names. A Cyrillic "а" swapped into
// "alpha-relay-01" made the plan show a delete and a create of two names no reviewer could tell
// apart; "STRASSE" and "straße", or "İ" and "i", differ to the service but not to the eye. These are
// warnings, not errors: a name in another script can be intended.
import type { CyberAsset } from "../../shared/live-records.ts";
import type { Diagnostic, SourceLocation } from "../../shared/diagnostics.ts";
import type { InventoryDocument } from "./document.ts";
import { isAscii, nameKey } from "../../shared/names.ts";
import { groupBy } from "../../shared/collections.ts";
import { formatLocation } from "../../shared/diagnostics.ts";
import { escapedCodePoint, revealHiddenCharacters } from "../../shared/text/reveal.ts";
import { missingEntry } from "../../shared/collections.ts";

/**
 * Cyrillic and Greek letters that look like Latin ones, each to the Latin letter it passes for (of
 * the same case). Deliberately partial: the common look-alikes of these three scripts, not
 * Unicode's confusables.txt; a pair it misses is a missed warning, never a wrong plan.
 */
const LOOKALIKE_LETTERS = "АаВвЕеКкМмНһҺОоРрСсТтУуХхЅѕІіЈјӀӏԁԚԛԜԝ" + "ΑαΒΕΖΗηΙιΚκΜΝνΟοΡρΤτΥυΧχω";
const LATIN_LETTERS = "AaBbEeKkMmHhHOoPpCcTtYyXxSsIiJjIldQqWw" + "AaBEZHnIiKkMNvOoPpTtYuXxw";
const LATIN_LOOKALIKES = new Map(
  [...LOOKALIKE_LETTERS].map((letter, index) => {
    const latin = LATIN_LETTERS[index];
    if (latin === undefined) throw new Error("LATIN_LETTERS must pair with LOOKALIKE_LETTERS");
    return [letter, latin];
  }),
);
const LOOKALIKE = new RegExp(`[${LOOKALIKE_LETTERS}]`, "gu");

const LATIN = /\p{Script=Latin}/u;
const OTHER_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * What a name looks like, to compare with others: compatibility forms folded (fullwidth, ligatures),
 * Cyrillic and Greek look-alikes as Latin, then full case folding (ß and ẞ as ss, final ς as σ,
 * dotted İ and dotless ı as i).
 */
export function nameSkeleton(name: string): string {
  return name
    .normalize("NFKC")
    .replace(LOOKALIKE, (letter) => LATIN_LOOKALIKES.get(letter) ?? letter)
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/ς/g, "σ")
    .replace(/ı/g, "i")
    .replace(/i\u0307/g, "i");
}

/** The name with every non-ASCII character as \uXXXX: how two look-alikes differ. */
export function spelledOut(name: string): string {
  return name.replace(/[^\x20-\x7e]/gu, escapedCodePoint);
}

interface NamedEntry {
  name: string;
  /** Where a declared name is written; undefined for a live name. */
  location?: SourceLocation;
  /** The live asset, for a live name. */
  asset?: CyberAsset;
}

/**
 * Warnings for declared names that mix Latin with Cyrillic or Greek letters, and for declared names
 * that look like another declared or live name without being the same name to the service.
 */
export function lookalikeWarnings(
  documents: readonly InventoryDocument[],
  liveAssets: readonly CyberAsset[],
): Diagnostic[] {
  // Only a non-ASCII name can warn (mixedScript, lookalikeCandidates): an inventory and a service
  // of ASCII names pay one test per name and make nothing.
  const foreign = (named: { name: string }) => !isAscii(named.name);
  if (!documents.some((document) => document.assets.some(foreign)) && !liveAssets.some(foreign)) {
    return [];
  }
  const declared: NamedEntry[] = documents.flatMap((document) =>
    document.assets.map((asset) => ({ name: asset.name, location: asset.location })),
  );
  const warnings: Diagnostic[] = declared.flatMap((entry) => mixedScript(entry));
  const live = liveAssets.map((asset): NamedEntry => ({ name: asset.name, asset }));
  for (const group of groupBy(lookalikeCandidates([...declared, ...live]), (entry) =>
    nameSkeleton(entry.name),
  ).values()) {
    if (group.length < 2) continue;
    for (const entry of group) {
      if (entry.location === undefined) continue;
      const other = group.find((candidate) => nameKey(candidate.name) !== nameKey(entry.name));
      if (other === undefined) continue;
      warnings.push({
        severity: "warning",
        message: `asset name ${quoted(entry.name)} looks like ${describeOther(other)} but is a different name, so the two are different assets: if they are meant to be the same, write the name exactly as the other`,
        location: entry.location,
        ...(other.location === undefined ? {} : { related: [other.location] }),
      });
    }
  }
  return warnings;
}

/**
 * The entries whose skeleton some non-ASCII name shares. The skeleton of an ASCII name is its
 * lower case, which is also its identity (nameKey): two ASCII names that look alike are one name
 * to the service, so only a group with a non-ASCII name can warn. Skeletons are worked out for the
 * few non-ASCII names only, and a large plain inventory pays one toLowerCase per name.
 */
function lookalikeCandidates(entries: NamedEntry[]): NamedEntry[] {
  const skeletonOf = (name: string): string =>
    isAscii(name) ? name.toLowerCase() : nameSkeleton(name);
  const foreign = new Set(
    entries.filter((entry) => !isAscii(entry.name)).map((entry) => nameSkeleton(entry.name)),
  );
  if (foreign.size === 0) return [];
  return entries.filter((entry) => foreign.has(skeletonOf(entry.name)));
}

function mixedScript(entry: NamedEntry): Diagnostic[] {
  if (entry.location === undefined || isAscii(entry.name) || !LATIN.test(entry.name)) return [];
  const foreign = [...entry.name].find((character) => OTHER_SCRIPT.test(character));
  if (foreign === undefined) return [];
  const script = /\p{Script=Cyrillic}/u.test(foreign) ? "Cyrillic" : "Greek";
  return [
    {
      severity: "warning",
      message: `asset name ${quoted(entry.name)} mixes Latin letters with ${script} ("${foreign}", ${spelledOut(foreign)}), so it can look like a name it is not: write it in one script`,
      location: entry.location,
    },
  ];
}

function describeOther(other: NamedEntry): string {
  if (other.asset !== undefined) {
    return `live asset ${quoted(other.name)} (${other.asset.id})`;
  }
  // A name that is not a live asset's was declared in a file, at a location.
  const at = other.location ?? missingEntry(`the location of ${quoted(other.name)}`);
  return `${quoted(other.name)} declared at ${formatLocation(at)}`;
}

/** "name" (n\u0430me) when the name has non-ASCII characters, else "name". */
function quoted(name: string): string {
  const spelled = spelledOut(name);
  const shown = revealHiddenCharacters(JSON.stringify(name));
  return spelled === name ? shown : `${shown} (${spelled})`;
}
