// The cyber systems and assets a vulnerability assessment file names, resolved at review against
// the inventory, as a patch file's names are (core/patches/patch-references.ts): an assessment
// covers "the applicable Cyber Assets it names" (CIP-010-4 R3.1's Applicable Systems are "High
// Impact BES Cyber Systems and their associated: 1. EACMS; 2. PACS; and 3. PCA"), and the ledger
// matches them by name, so a misspelt system or asset would cover nothing while the file read as
// evidence. Each name that is no system's `cyber_system:` (or no asset of the systems the file
// names) is an error at its file:line:column, with the nearest names (did you mean), and one that
// only looks like another (a Cyrillic letter in a Latin name) says so (the look-alike check of
// core/inventory/document/lookalike.ts). The asset a like replacement names is not resolved: the
// same change may retire it. Pure.
import { impactsOf } from "../inventory/baselines/requirements.ts";
import type { InventoryDocument } from "../inventory/document/document.ts";
import type { Impact } from "../inventory/document/principals.ts";
import { nameSkeleton, spelledOut } from "../inventory/document/lookalike.ts";
import type { PatchReference } from "../patches/patch-references.ts";
import { type Diagnostic, quote } from "../shared/diagnostics.ts";
import { closestNames, nameKey } from "../shared/names.ts";
import { listOf } from "../shared/wording.ts";

/** Each cyber system or asset a file names that the inventory does not hold, as an error. */
export function assessmentReferenceProblems(
  references: readonly PatchReference[],
  documents: readonly InventoryDocument[],
): Diagnostic[] {
  const systems = documents.map((document) => document.cyberSystem.value);
  const declared = new Set(systems.map(nameKey));
  const problems: Diagnostic[] = [];
  for (const reference of references) {
    if (reference.kind !== "cyber-system" && reference.kind !== "asset") continue;
    // An asset of systems none of which is declared: the system's own error says what to fix.
    if (
      reference.kind === "asset" &&
      !reference.systems.some((name) => declared.has(nameKey(name)))
    )
      continue;
    const message =
      reference.kind === "cyber-system"
        ? unknownName(reference.name, systems, {
            what: `${reference.field} names cyber system`,
            none: "no document of the inventory declares it (cyber_system:)",
            fix: "write the system as its document's cyber_system: names it",
          })
        : unknownName(reference.name, assetsOf(documents, reference.systems), {
            what: `${reference.field} names asset`,
            none: `it is no asset of ${reference.systems.map(quote).join(", ")} in the inventory`,
            fix: "write the asset as its system's document names it, or name its system in systems:",
          });
    if (message !== undefined)
      problems.push({ severity: "error", location: reference.at, message });
    else if (reference.kind === "cyber-system") problems.push(...unreached(reference, documents));
  }
  return problems;
}

/** The ratings CIP-010 R3 reaches: its rows' Applicable Systems. */
const R3_IMPACTS: readonly Impact[] = impactsOf(["CIP-010 R3.1", "CIP-010 R3.2", "CIP-010 R3.3"]);

/**
 * A warning at a system the file names whose document declares an impact R3 does not reach (low):
 * the file is read and merged as it is, and closes nothing for it (never refused: an entity may
 * assess beyond the standard). An unrated system is judged as High, so it is reached.
 */
function unreached(
  reference: Extract<PatchReference, { kind: "cyber-system" }>,
  documents: readonly InventoryDocument[],
): Diagnostic[] {
  const document = documents.find(
    (found) => nameKey(found.cyberSystem.value) === nameKey(reference.name),
  );
  const impact = document?.impact?.value;
  if (impact === undefined || R3_IMPACTS.includes(impact)) return [];
  return [
    {
      severity: "warning",
      location: reference.at,
      message: `${reference.field} names cyber system ${quote(reference.name)}, whose document declares impact: ${impact}: CIP-010 R3 applies to ${listOf(R3_IMPACTS)} impact BES Cyber Systems and their associated EACMS, PACS and PCA; this file closes nothing for it`,
    },
  ];
}

/** The assets of the documents declaring `systems` (by name key), software records aside. */
function assetsOf(documents: readonly InventoryDocument[], systems: readonly string[]): string[] {
  const keys = new Set(systems.map(nameKey));
  return documents
    .filter((document) => keys.has(nameKey(document.cyberSystem.value)))
    .flatMap((document) => document.assets.filter((asset) => asset.type !== "software"))
    .map((asset) => asset.name);
}

/** Why `name` is none of `names` (case and Unicode form ignored), with the nearest; or undefined. */
function unknownName(
  name: string,
  names: readonly string[],
  words: { what: string; none: string; fix: string },
): string | undefined {
  if (names.some((known) => nameKey(known) === nameKey(name))) return undefined;
  const lookalike = names.find((known) => nameSkeleton(known) === nameSkeleton(name));
  const [closest] = lookalike === undefined ? closestNames(name, names, 1) : [lookalike];
  const start = `${words.what} ${quote(name)}, but ${words.none}`;
  if (closest === undefined) return `${start}; ${words.fix}`;
  const looks =
    lookalike === undefined ? "" : ` (it is written ${spelledOut(name)}: it only looks like it)`;
  return `${start}; did you mean ${quote(closest)}?${looks} Otherwise ${words.fix}`;
}
