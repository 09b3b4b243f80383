// The calendar a merge's change record keeps as in force from it (`change.calendar`): what the
// obligations opened from then on are judged by, until a later accepted record keeps another
// (core/obligations/obligation-model.ts, contextAt). Pure.
import type { VersionsInForce } from "../../../inventory/baselines/standard-versions.ts";
import { type CalendarSettings, resolveCalendar } from "../../../shared/calendar.ts";
import type { RecordedCalendar } from "../evidence-record.ts";

/** Days after authorization before an unrecorded completion is an exception (CIP-010 R1.3). */
export const DEFAULT_COMPLETION_GRACE_DAYS = 30;

/**
 * The calendar a record keeps as in force from it: `timeZone` (an input of the run) over the policy
 * file's `calendar:` over the defaults, the policy's completion grace or the default, and the later
 * versions of the standards its `standards:` chose (none kept: every row's own).
 */
export function recordedCalendar(
  timeZone: string | undefined,
  fromPolicy: {
    calendar?: Partial<CalendarSettings> | undefined;
    completionGraceDays?: number | undefined;
    standardVersions?: VersionsInForce | undefined;
  },
): RecordedCalendar {
  const calendar = resolveCalendar({ timeZone }, fromPolicy.calendar);
  const versions = fromPolicy.standardVersions ?? [];
  return {
    time_zone: calendar.timeZone,
    due_soon_days: calendar.dueSoonDays,
    month_end: calendar.monthEnd,
    completion_grace_days: fromPolicy.completionGraceDays ?? DEFAULT_COMPLETION_GRACE_DAYS,
    ...(versions.length === 0
      ? {}
      : { standard_versions: versions.map(({ version, from }) => ({ version, from })) }),
  };
}
