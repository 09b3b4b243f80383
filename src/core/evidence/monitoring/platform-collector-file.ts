// A configuration-monitoring file made of what a platform source's platform observed (ServiceNow,
// Tenable OT Security, Nozomi Networks): the collector is the platform, the file is dated by the
// platform's own observation time, and it holds only the items the platform reported, so the
// drift check compares those items and no others, and CIP-010 R2.1 closes only for an asset whose
// five R1.1 items were all observed (none of these platforms reports all five). Pure.
import { compareCodePoints } from "../../shared/names.ts";
import {
  CONFIGURATION_MONITORING_FORMAT_VERSION,
  type ConfigurationMonitoringInput,
  configurationMonitoringInputSchema,
  type ObservedItems,
} from "./configuration-monitoring.ts";

export interface PlatformObservedAsset {
  cyber_system: string;
  name: string;
  /** When the platform last observed it (ISO 8601 UTC); undefined: not observed. */
  observedAt: string | undefined;
  observed: ObservedItems;
}

export interface PlatformCollectorFile {
  text: string;
  /** The assets it holds. */
  assets: number;
  /** The file's observed_at: the earliest of its assets' observation times. */
  observedAt: string;
}

/**
 * The file's text, or undefined when the platform observed none of the assets. An asset the
 * platform gives no time for, or no item of, is left out: it was not observed. The file is dated
 * by the earliest observation of those it holds, so that it never claims a device was read later
 * than it was: an R2.1 interval closes only on observations newer than its opening.
 */
export function platformCollectorFile(input: {
  workspace: string;
  collector: { name: string; version: string };
  assets: readonly PlatformObservedAsset[];
}): PlatformCollectorFile | undefined {
  const observed = input.assets
    .filter((asset) => asset.observedAt !== undefined && Object.keys(asset.observed).length > 0)
    .sort(
      (a, b) =>
        compareCodePoints(a.cyber_system, b.cyber_system) || compareCodePoints(a.name, b.name),
    );
  const times = observed.map((asset) => asset.observedAt ?? "").sort(compareCodePoints);
  const [earliest] = times;
  if (earliest === undefined) return undefined;
  const file: ConfigurationMonitoringInput = {
    format_version: CONFIGURATION_MONITORING_FORMAT_VERSION,
    workspace: input.workspace,
    observed_at: earliest,
    collector: input.collector,
    assets: observed.map(({ cyber_system, name, observed: items }) => ({
      cyber_system,
      name,
      observed: items,
    })),
  };
  // Made here from checked parts; a failure is a fault of this code, not of the platform.
  configurationMonitoringInputSchema.parse(file);
  return {
    text: `${JSON.stringify(file, null, 2)}\n`,
    assets: observed.length,
    observedAt: earliest,
  };
}
