// Input obligations-time-zone, checked with the other inputs.
import { CALENDAR_TIME_ZONE_HINT, isCalendarTimeZone } from "../../core/shared/calendar.ts";
import { SettingsError } from "./settings-error.ts";

/** Input obligations-time-zone: the IANA zone calendar days are counted in; empty: the policy's. */
export function readObligationsTimeZone(input: string): string | undefined {
  const zone = input.trim();
  if (zone === "") return undefined;
  if (!isCalendarTimeZone(zone)) {
    throw new SettingsError(
      `input obligations-time-zone is "${zone}": give ${CALENDAR_TIME_ZONE_HINT}`,
    );
  }
  return zone;
}
