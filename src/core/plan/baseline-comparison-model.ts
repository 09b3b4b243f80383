// The plan's declared baselines compared with the existing ones (CIP-010 R1.2): part of the plan
// model (plan-model.ts re-exports it), kept apart so that the model stays one readable file.
import type { ItemDifference } from "../inventory/baselines/baseline-differences.ts";
import type { RequirementId } from "../inventory/baselines/requirements.ts";

/**
 * The plan's baselines against the existing ones: compared with what (a commit, said so a reader
 * can check it) and each deviation; or, where the plan could read no existing baselines, why not.
 */
export type BaselineComparison =
  | { compared_with: string; deviations: BaselineDeviation[] }
  | { compared_with: null; not_compared: string };

/**
 * An asset whose declared baseline changes an R1.1 item of the existing one: the items with the
 * entries added and removed, and the requirement parts it opens (the requirement table's rows).
 */
export interface BaselineDeviation {
  asset: string;
  /** The live asset's id, when the service holds it. */
  asset_id?: string;
  cyber_system: string;
  cyber_system_id: string;
  items: ItemDifference[];
  opens: RequirementId[];
}
