// The one asset the obligations' ledgers speak of: alpha-rtu-09 in Alpha Protection, its baselines
// and the merges that create it or declare them. The generated ledgers' steps (obligation-ledgers.ts
// and each family's family-samples.ts) draft their records from these.
import type { EvidenceDraft } from "../../src/core/evidence/records/evidence-record.ts";
import type { PlanBaseline } from "../../src/core/plan/plan-model.ts";
import { changeDraft, day } from "./evidence-records.ts";

export type Impact = "high" | "medium" | "low";
export const DIGEST = (n: number) => `sha256:${String(n).padStart(64, "0")}`;

/** alpha-rtu-09's baseline in Alpha of `impact`: variant `n` differs in its patches. */
export function baselineOf(n: number, impact: Impact): PlanBaseline {
  const items = { ...ITEMS, patches: DIGEST(100 + n) };
  return {
    asset: "alpha-rtu-09",
    asset_type: "hardware",
    class: "BCA",
    cyber_system: "Alpha Protection",
    cyber_system_id: "cs_alpha",
    digest: DIGEST(n),
    impact,
    items,
    kind: "content",
  };
}
export const ITEMS = {
  os_firmware: DIGEST(91),
  software: DIGEST(92),
  custom_software: DIGEST(93),
  ports: DIGEST(94),
};

/** A change creating alpha-rtu-09 (and deleting alpha-hmi-02) in Alpha, of `impact`. */
export function change(impact: Impact, baseline?: number): EvidenceDraft {
  const draft = changeDraft("grid-east", 1);
  // A copy per draft: the sample plan's system is one object shared by every record.
  for (const operation of draft.change.change_record!.operations) {
    operation.cyber_system = { ...operation.cyber_system, impact };
  }
  if (baseline !== undefined) draft.change.baselines = [baselineOf(baseline, impact)];
  return draft;
}

/** A merge that applied nothing and declares alpha-rtu-09's baseline `baseline`. */
export function baselineOnly(baseline: number, impact: Impact = "high"): EvidenceDraft {
  const draft = changeDraft("grid-east", 2, "no-changes");
  draft.change.baselines = [baselineOf(baseline, impact)];
  return draft;
}

/** What the generated chains name: alpha-rtu-09 in Alpha, as the service creates it. */
export const SYSTEM = "Alpha Protection";
export const ASSET = "alpha-rtu-09";
export const ASSET_ID = "ca_new_0";

/** The date of the generated chains' day `at`. */
export const dateOf = (at: number) => day(at).toISOString().slice(0, 10);
