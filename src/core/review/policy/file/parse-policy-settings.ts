// The policy file's reader underneath its rules: the `calendar` section (how CIP obligations count
// their dates, and the grace days of an unrecorded completion), each problem at its place. The map
// helpers every section uses (`required`, `submap`) are ValueReader's, shared with other files.
import type { YAMLMap } from "yaml";
import { quote } from "../../../shared/diagnostics.ts";
import {
  CALENDAR_TIME_ZONE_HINT,
  isCalendarTimeZone,
  MONTH_END_CONVENTIONS,
} from "../../../shared/calendar.ts";
import { ValueReader } from "../../../inventory/document/value-reader.ts";
import { nodeStart } from "../../../inventory/document/yaml-reader.ts";
import type { PolicyCalendarSettings } from "../policy-model.ts";
import { CALENDAR_KEYS } from "./policy-schema.ts";

/** The whole numbers of days each key of `calendar` takes. */
const DAYS = {
  due_soon_days: { min: 0, max: 365 },
  completion_grace_days: { min: 1, max: 365 },
} as const;

export class PolicySettingsReader extends ValueReader {
  /** `calendar: { time_zone, month_end, due_soon_days, completion_grace_days }`, each optional. */
  protected calendar(value: unknown, keyOffset: number): PolicyCalendarSettings | undefined {
    const shape =
      '{ time_zone: "America/Chicago", month_end: last-day, due_soon_days: 7, completion_grace_days: 30 }';
    const map = this.submap(value, keyOffset, "calendar", shape);
    if (map === undefined) return undefined;
    const calendar: PolicyCalendarSettings = {};
    let valid = true;
    for (const { key, keyText, value: item } of this.entries(map)) {
      const itemOffset = nodeStart(key);
      if (keyText === "time_zone") {
        const zone = this.scalarValue(item, itemOffset, {
          label: "time_zone",
          hint: "an IANA time zone such as America/Chicago",
        });
        if (zone !== undefined && isCalendarTimeZone(zone.value)) calendar.timeZone = zone.value;
        else {
          valid = false;
          if (zone !== undefined)
            this.error(
              nodeStart(item as YAMLMap),
              `time_zone ${quote(zone.value)} is not a calendar's time zone; write ${CALENDAR_TIME_ZONE_HINT}`,
            );
        }
      } else if (keyText === "month_end") {
        const field = { label: "month_end", hint: "last-day, roll-over or whole-month" };
        const monthEnd = this.choice(item, itemOffset, field, MONTH_END_CONVENTIONS);
        if (monthEnd === undefined) valid = false;
        else calendar.monthEnd = monthEnd.value;
      } else if (keyText === "due_soon_days" || keyText === "completion_grace_days") {
        const days = this.#days(item, itemOffset, keyText);
        if (days === undefined) valid = false;
        else if (keyText === "due_soon_days") calendar.dueSoonDays = days;
        else calendar.completionGraceDays = days;
      } else {
        valid = false;
        this.unknownKey(key, keyText, CALENDAR_KEYS, "the keys of calendar are");
      }
    }
    return valid ? calendar : undefined;
  }

  #days(value: unknown, keyOffset: number, label: keyof typeof DAYS): number | undefined {
    const { min, max } = DAYS[label];
    const hint = `a whole number of days from ${min} to ${max}`;
    const text = this.scalarValue(value, keyOffset, { label, hint });
    if (text === undefined) return undefined;
    const days = /^\d{1,3}$/.test(text.value) ? Number(text.value) : Number.NaN;
    if (days >= min && days <= max) return days;
    this.error(nodeStart(value as YAMLMap), `${label} must be ${hint}, not ${quote(text.value)}`);
    return undefined;
  }
}
