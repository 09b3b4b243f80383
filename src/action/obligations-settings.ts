// Input obligations-time-zone, checked with the other inputs.
import { isTimeZone } from "../core/obligations/calendar.ts";
import { SettingsError } from "./settings-error.ts";

/** Input obligations-time-zone: the IANA zone calendar days are counted in (default UTC). */
export function readObligationsTimeZone(input: string): string {
  const zone = input.trim() === "" ? "UTC" : input.trim();
  if (!isTimeZone(zone)) {
    throw new SettingsError(
      `input obligations-time-zone is "${zone}": give an IANA time zone such as America/Chicago, or UTC`,
    );
  }
  return zone;
}
