// CIP-010-4 R1.1 at commissioning: an asset of a High or Medium system that CIP-010 R1 applies to
// (a hardware BES Cyber Asset, or an associated EACMS, PACS or PCA) has a complete baseline: the
// five items written (`[]` states "none"), inline, shared or as a baseline_ref, and, where CIP-007
// R1.1 applies (High, and Medium with External Routable Connectivity), a justification for every
// port. Asked of the assets going into service in a system (a create, or a move into it), which
// only the live inventory tells apart: the plan and an online `validate` ask it
// (core/plan/commissioning.ts). Low systems, `software` records (baseline content, not Cyber
// Assets) and EAPs are not held to it.
import type { Diagnostic } from "../../shared/diagnostics.ts";
import { quote } from "../../shared/diagnostics.ts";
import { listOf } from "../../shared/wording.ts";
import { DEFAULT_ASSET_CLASS } from "../document/asset-class.ts";
import type { DeclaredAsset, InventoryDocument } from "../document/document.ts";
import { applies, impactsOf, requirementRow } from "./requirements.ts";

const R1_1 = requirementRow("CIP-010 R1.1");
const PORTS = requirementRow("CIP-007 R1.1");

const WHAT_TO_WRITE =
  "write baseline: with os_firmware ([{ name, version }]), software, custom_software, ports and patches ([] for none), the name of a shared baseline under baselines:, or baseline_ref: { uri, sha256 }";

/**
 * The R1.1 problems of the in-scope assets of `documents` that `entering` says go into service in
 * their system, each at the asset's name.
 */
export function commissioningBaselineProblems(
  documents: readonly InventoryDocument[],
  entering: (document: InventoryDocument, asset: DeclaredAsset) => boolean,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const document of documents) {
    const impact = document.impact?.value;
    if (impact !== "high" && impact !== "medium") continue;
    for (const asset of document.assets) {
      if (!entering(document, asset)) continue;
      for (const message of assetProblems(asset, impact, document.erc?.value))
        diagnostics.push({ severity: "error", location: asset.location, message });
    }
  }
  return diagnostics;
}

const R1_IMPACTS = impactsOf(["CIP-010 R1.1"]);

/**
 * A warning at each asset of an `impact: low` system that declares a baseline (issue 98, item 4:
 * the plan said "opens no CIP-010 part" of its deviations, and nothing at the line): CIP-010 R1's
 * Applicable Systems are High and Medium BES Cyber Systems and their associated EACMS, PACS and
 * PCA, so the baseline is the entity's own documentation, judged by no part. Never refused.
 */
export function lowImpactBaselineWarnings(documents: readonly InventoryDocument[]): Diagnostic[] {
  return documents.flatMap((document) =>
    document.impact?.value !== "low"
      ? []
      : document.assets.flatMap((asset) =>
          asset.baseline === undefined || asset.type === "software"
            ? []
            : [
                {
                  severity: "warning" as const,
                  location: asset.location,
                  message: `asset ${quote(asset.name)} declares a baseline, and its system ${quote(document.cyberSystem.value)} declares impact: low: CIP-010 R1 applies to ${listOf(R1_IMPACTS)} impact BES Cyber Systems and their associated EACMS, PACS and PCA, so this baseline opens and closes no CIP-010 part (it stays the entity's own documentation); keep it, or rate the system where R1 applies`,
                },
              ],
        ),
  );
}

/** Each of the asset's R1.1 problems: all of them, so that one fix does not uncover the next. */
function assetProblems(
  asset: DeclaredAsset,
  impact: "high" | "medium",
  erc: boolean | undefined,
): string[] {
  const assetClass = asset.class?.value ?? DEFAULT_ASSET_CLASS;
  const scope = { class: assetClass, impact, ...(erc === undefined ? {} : { erc }) };
  // `software` records are baseline content, never Cyber Assets.
  if (asset.type === "software" || !applies(R1_1, scope)) return [];
  const who = `asset ${quote(asset.name)} (${assetClass} of a ${impact} impact system)`;
  const baseline = asset.baseline;
  if (baseline === undefined)
    return [
      `${who} has no baseline configuration; CIP-010 R1.1 asks for one before it is in service: ${WHAT_TO_WRITE}`,
    ];
  const problems: string[] = [];
  if (baseline.missing !== undefined)
    problems.push(
      `${who} has an incomplete baseline: ${listOf(baseline.missing)} ${baseline.missing.length === 1 ? "is" : "are"} not written; CIP-010 R1.1 asks for all five items: write each, [] for none`,
    );
  if (applies(PORTS, scope) && baseline.unjustifiedPorts !== undefined)
    problems.push(
      `${who} has ${baseline.unjustifiedPorts} port${baseline.unjustifiedPorts === 1 ? "" : "s"} without a justification; CIP-007 R1.1 asks why each is needed: add justification: to each port`,
    );
  return problems;
}
