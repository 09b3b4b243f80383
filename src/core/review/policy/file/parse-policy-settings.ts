// The policy file's reader underneath its rules: the `calendar` section (how CIP obligations count
// their dates, and the grace days of an unrecorded completion) and the `standards` section (from
// which day a later version of a standard judges), each problem at its place, and the dates and
// instants every section writes. The map
// helpers every section uses (`required`, `submap`) are ValueReader's, shared with other files.
import type { YAMLMap } from "yaml";
import { quote } from "../../../shared/diagnostics.ts";
import { listOf } from "../../../shared/wording.ts";
import {
  currentVersionName,
  type VersionFrom,
} from "../../../inventory/baselines/standard-versions.ts";
import {
  CALENDAR_TIME_ZONE_HINT,
  isCalendarDate,
  isCalendarTimeZone,
  MONTH_END_CONVENTIONS,
} from "../../../shared/calendar.ts";
import { ValueReader } from "../../../inventory/document/value-reader.ts";
import { nodeStart } from "../../../inventory/document/yaml-reader.ts";
import type { PolicyCalendarSettings } from "../policy-model.ts";
import { CALENDAR_KEYS, GATE_SETTINGS, UTC_INSTANT_PATTERN } from "./policy-schema.ts";
import { POLICY_STANDARDS, policyVersionsOf } from "./policy-standards.ts";

/** The whole numbers of days each key of `calendar` takes. */
const DAYS = {
  due_soon_days: { min: 0, max: 365 },
  completion_grace_days: { min: 1, max: 365 },
} as const;

export class PolicySettingsReader extends ValueReader {
  /**
   * A family's gate setting (its shape's `gateSetting`, core/families/), by its key: `{}` when the
   * value is none of its choices (the error names them).
   */
  protected gateSetting(
    keyText: string,
    value: unknown,
    keyOffset: number,
  ): Record<string, string> {
    const gate = GATE_SETTINGS.find((each) => each.key === keyText);
    if (gate === undefined) return {};
    const field = { label: gate.key, hint: listOf(gate.settings, "or") };
    const setting = this.choice(value, keyOffset, field, gate.settings);
    return setting === undefined ? {} : { [gate.key]: setting.value };
  }

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

  /** `standards: { CIP-007: { CIP-007-7.1: 2028-07-01 } }`: only the standards cip-sync has rows of. */
  protected standards(value: unknown, keyOffset: number): VersionFrom[] | undefined {
    const shape =
      "{ CIP-007: { CIP-007-7.1: 2028-07-01 } }: per standard, each later version and the day from which it judges";
    const map = this.submap(value, keyOffset, "standards", shape);
    if (map === undefined) return undefined;
    const chosen: VersionFrom[] = [];
    let valid = true;
    for (const { key, keyText, value: versions } of this.entries(map)) {
      if (!POLICY_STANDARDS.includes(keyText)) {
        valid = false;
        this.error(
          nodeStart(key),
          `standards: ${quote(keyText)} is not a standard cip-sync has rows of; it has rows of ${listOf(POLICY_STANDARDS)}`,
        );
      } else {
        const read = this.#versions(versions, nodeStart(key), keyText);
        if (read === undefined) valid = false;
        else chosen.push(...read);
      }
    }
    return valid ? chosen : undefined;
  }

  /** One standard's later versions and their days, each a version its rows name. */
  #versions(value: unknown, keyOffset: number, standard: string): VersionFrom[] | undefined {
    const { quoted, later, enforceableFrom } = policyVersionsOf(standard);
    const shape = `{ ${later[0] ?? `${standard}-N`}: 2028-07-01 }: each later version and the day from which it judges`;
    const map = this.submap(value, keyOffset, standard, shape);
    if (map === undefined) return undefined;
    const chosen: VersionFrom[] = [];
    let valid = true;
    for (const { key, keyText, value: day } of this.entries(map)) {
      const version = currentVersionName(keyText);
      const refused =
        versionRefused(standard, version, quoted, later) ??
        namedTwice(standard, keyText, version, chosen);
      let from = refused === undefined ? this.date(day, nodeStart(key), keyText) : undefined;
      const firstDay = enforceableFrom[version];
      if (from !== undefined && firstDay !== undefined && from < firstDay) {
        this.error(
          nodeStart(day),
          `standards: ${standard}: ${version} is enforceable from ${firstDay}, the day its rows give it, and ${from} is before it: an earlier day would judge by a version not yet in force (and close what ${quoted.join(" and ")} still requires); write ${firstDay}, or the later day your implementation plan gives`,
        );
        from = undefined;
      }
      if (refused !== undefined) this.error(nodeStart(key), refused);
      else if (version !== keyText)
        this.warning(
          nodeStart(key),
          `standards: ${standard}: ${keyText} is what cip-sync called ${version} before NERC's index named it so; it is read as ${version}: write ${version}`,
        );
      if (from === undefined) valid = false;
      else chosen.push({ version, from, ...(version === keyText ? {} : { named: keyText }) });
    }
    return valid ? chosen.map(({ version: v, from }) => ({ version: v, from })) : undefined;
  }

  /** An instant in UTC, as written with its Z; one that does not exist is refused. */
  protected instant(value: unknown, keyOffset: number, label: string): number | undefined {
    const hint = "an instant in UTC such as 2026-12-15T00:00:00Z";
    const text = this.scalarValue(value, keyOffset, { label, hint });
    if (text === undefined) return undefined;
    const time = UTC_INSTANT_PATTERN.test(text.value) ? Date.parse(text.value) : Number.NaN;
    if (!Number.isFinite(time)) {
      this.error(
        nodeStart(value as YAMLMap),
        `${label} must be ${hint} (with the Z), not ${quote(text.value)}`,
      );
      return undefined;
    }
    // Date.parse rolls an impossible day or time over (2026-02-30 becomes 2 March): a window the
    // policy's author did not write must never hold or lapse.
    const normalised = new Date(time).toISOString().slice(0, 19);
    if (normalised === text.value.slice(0, 19)) return time;
    this.error(
      nodeStart(value as YAMLMap),
      `${label} ${quote(text.value)} is not a date and time that exists (it would be read as ${normalised}Z); write a real one, such as 2026-12-15T00:00:00Z`,
    );
    return undefined;
  }
  /** A date that exists, YYYY-MM-DD (2026-02-30 is refused, never rolled over). */
  protected date(value: unknown, keyOffset: number, label: string): string | undefined {
    const hint = "a date such as 2026-01-05";
    const text = this.scalarValue(value, keyOffset, { label, hint });
    if (text === undefined) return undefined;
    if (isCalendarDate(text.value)) return text.value;
    this.error(
      nodeStart(value),
      `${label} must be ${hint} that exists (YYYY-MM-DD), not ${quote(text.value)}`,
    );
    return undefined;
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

/** Why `written` may not be named beside the versions `chosen` so far: it names one of them again. */
function namedTwice(
  standard: string,
  written: string,
  version: string,
  chosen: readonly (VersionFrom & { named?: string })[],
): string | undefined {
  const first = chosen.find((earlier) => earlier.version === version);
  if (first === undefined) return undefined;
  const names = [first.named ?? first.version, written].sort();
  return `standards: ${standard}: ${names.join(" and ")} name the same version (${version}); keep ${version} alone`;
}

/** Why `version` may not be named under `standard`, or undefined when it is one of its later ones. */
function versionRefused(
  standard: string,
  version: string,
  quoted: readonly string[],
  later: readonly string[],
): string | undefined {
  if (later.includes(version)) return undefined;
  const where = `standards: ${standard}:`;
  if (quoted.includes(version))
    return `${where} ${version} is the version cip-sync's ${standard} rows quote, which judges until a later one takes force; name ${later.length === 1 ? "the later version" : "a later version"}: ${listOf(later, "or")}`;
  if (later.length === 0)
    return `${where} ${quote(version)} is not a version cip-sync knows: its ${standard} rows quote ${listOf(quoted)} and name no later version, so cip-sync cannot judge by it; remove it`;
  return `${where} ${quote(version)} is not a version cip-sync knows; the later ${later.length === 1 ? "version" : "versions"} its ${standard} rows name ${later.length === 1 ? "is" : "are"} ${listOf(later)}`;
}
