// What a platform observed of one asset, read from its record at the fields the source's
// `monitoring` names: the os_firmware entries whose name and version it reports, the patches
// (hotfixes) it lists, and when it last observed the asset. An item the record does not report is
// left out: not observed, never "none". Pure.
import { textAt, valueAt } from "./field-path.ts";
import type { MonitoringSettings } from "../sources-schema.ts";

export interface PlatformObservation {
  /** When the platform last observed the asset (ISO 8601 UTC); undefined: it does not say. */
  observedAt: string | undefined;
  os_firmware?: { name: string; version: string }[];
  patches?: string[];
}

export function observationOf(
  monitoring: MonitoringSettings,
  record: Record<string, unknown>,
): PlatformObservation {
  const firmware = monitoring.os_firmware
    .map((entry) => ({ name: textAt(record, entry.name), version: textAt(record, entry.version) }))
    .filter((entry) => entry.name !== "" && entry.version !== "");
  const patches =
    monitoring.patches === undefined ? undefined : patchesOf(record, monitoring.patches);
  return {
    observedAt: instantOf(valueAt(record, monitoring.observed_at)),
    ...(firmware.length === 0 ? {} : { os_firmware: firmware }),
    ...(patches === undefined ? {} : { patches }),
  };
}

/** The names of a listed item's entries; undefined when the record has no such list. */
function patchesOf(
  record: Record<string, unknown>,
  patches: NonNullable<MonitoringSettings["patches"]>,
): string[] | undefined {
  const list = valueAt(record, patches.list);
  if (!Array.isArray(list)) return undefined;
  return list
    .map((entry) =>
      typeof entry === "object" && entry !== null
        ? textAt(entry as Record<string, unknown>, patches.name)
        : "",
    )
    .filter((name) => name !== "");
}

const SERVICENOW_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/u;

/**
 * An observation time as ISO 8601 UTC: an ISO 8601 text with its zone, ServiceNow's
 * "YYYY-MM-DD HH:MM:SS" (UTC in the Table API's raw values), or milliseconds since 1970 (Nozomi's
 * times). Anything else is no time: the asset is then left out of the file.
 */
export function instantOf(value: unknown): string | undefined {
  let milliseconds: number;
  if (typeof value === "number" && Number.isFinite(value)) milliseconds = value;
  else if (typeof value === "string" && SERVICENOW_TIME.test(value))
    milliseconds = Date.parse(value.replace(SERVICENOW_TIME, "$1T$2Z"));
  else if (typeof value === "string" && /(?:Z|[+-]\d{2}:?\d{2})$/u.test(value))
    milliseconds = Date.parse(value);
  else return undefined;
  return Number.isNaN(milliseconds) ? undefined : new Date(milliseconds).toISOString();
}
