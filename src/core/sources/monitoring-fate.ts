// What became of a platform source's configuration-monitoring file (`monitoring:`) on a sync, said
// on every sync, --check included: written, unchanged, or left as it was, and why. Pure.
import { countOf } from "../shared/wording.ts";

export type MonitoringFate =
  /** The platform observed assets kept: the file says so, new (`changed`) or as it already was. */
  | { path: string; changed: boolean; assets: number; observedAt: string }
  /** It observed none of the `kept` assets: a file there is left as it was, none is written. */
  | { path: string; kept: number; exists: boolean };

/** The fate as one line; `check`: nothing is written, so a change is one that would be made. */
export function monitoringFateLine(fate: MonitoringFate, check: boolean): string {
  if ("changed" in fate) {
    const observed = `what the platform observed of ${countOf(fate.assets, "asset")}, as of ${fate.observedAt}`;
    if (!fate.changed) return `${fate.path} is unchanged: ${observed}`;
    return `${check ? "would change" : "wrote"} ${fate.path} (${observed})`;
  }
  const why = `the platform gave no observation time, or no item observed, for any of the ${countOf(fate.kept, "asset")} kept`;
  if (!fate.exists) return `${fate.path} ${check ? "would not be" : "was not"} written: ${why}`;
  return `${fate.path} ${check ? "would be" : "was"} left as it was (its observed_at says how old it is): ${why}`;
}
