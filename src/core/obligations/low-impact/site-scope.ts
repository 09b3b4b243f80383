// CIP-003-9 R2's scope as the inventory in force declares it: "Each Responsible Entity with at
// least one asset identified in CIP-002 containing low impact BES Cyber Systems shall implement
// one or more documented cyber security plan(s) for its low impact BES Cyber Systems that include
// the sections in Attachment 1" (✔✔). A site is in scope while a system the inventory in force
// declares `impact: low` names it as its facility or control center, and leaves it from the
// accepted merge that re-rates (or removes) its last low system. Read from the governance facts an
// accepted merge's record keeps (each system's impact and site), never from a checkout: the sites
// population (core/audit/families/low-impact/) and Section 6's gaps (vendor-access-pass.ts) follow it.
// Pure.
import type { EvidenceRecord } from "../../evidence/records/evidence-record.ts";
import { notAccepted } from "../../evidence/records/in-force/facts-in-force.ts";

/**
 * The sites of the low impact systems the inventory in force declares after `record`: undefined
 * when the record puts nothing in force (not an accepted merge, or one that kept no governance
 * facts); null when its facts cannot tell (a low system, and no system's site kept: written before
 * records kept each system's site), every site then counting as in scope.
 */
export function lowImpactSitesAfter(
  record: EvidenceRecord,
): ReadonlySet<string> | null | undefined {
  if (record.kind !== "change" || notAccepted(record) !== undefined) return undefined;
  const systems = record.change.governance?.systems;
  if (systems === undefined) return undefined;
  const low = systems.filter(({ impact }) => impact === "low");
  if (low.length > 0 && systems.every(({ site }) => site === undefined)) return null;
  return new Set(low.flatMap(({ site }) => (site === undefined ? [] : [site.name])));
}
