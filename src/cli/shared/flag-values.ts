// Reading one flag's value from the parsed words: text, a choice, a number in its range, a day, the
// safety limits. Each mistake is a UsageError naming the flag and saying what it takes.
import { DEFAULT_SAFETY_LIMITS, type SafetyLimits } from "../../core/plan/plan-model.ts";
import { isCalendarDate } from "../../core/shared/calendar.ts";
import { isOneOf } from "../../core/shared/collections.ts";
import {
  describeNumberSetting,
  type NumberSetting,
  parseNumberSetting,
  SHARED_NUMBER_SETTINGS,
} from "../../core/shared/number-setting.ts";
import type { ParsedWords } from "../program.ts";
import { UsageError } from "./usage-error.ts";

export type Values = ParsedWords["values"];

/** The flags of one command line, read one by one: a value, a switch, a checked number. */
export interface FlagReader {
  text(name: string): string | undefined;
  flag(name: string): boolean;
  number(name: string, setting: NumberSetting): number | undefined;
}

export function flagReader(values: Values): FlagReader {
  return {
    text: (name) => text(values, name),
    flag: (name) => values[name] === true,
    number: (name, setting) => numberFlag(values, name, setting),
  };
}

/**
 * A day flag's value as written, YYYY-MM-DD, or undefined when not given: the one check of every
 * day flag (--at, --from, --to, --on), so that a day the calendar does not have (2026-02-30,
 * 2026-99-99) is refused by each alike.
 */
export function dayFlag(values: Values, name: string): string | undefined {
  const given = text(values, name);
  if (given !== undefined && !isCalendarDate(given)) {
    throw new UsageError(
      `--${name} ${given} is not a day that exists: write it as YYYY-MM-DD, e.g. 2026-11-24`,
    );
  }
  return given;
}

/**
 * A period's --from or --to, required: the day as written (YYYY-MM-DD), which the command reads in
 * the zone its days are counted in; `zone` says that zone where the flag is missing.
 */
export function periodDayFlag(values: Values, name: "from" | "to", zone: string): string {
  const day = dayFlag(values, name);
  if (day === undefined) {
    throw new UsageError(
      `--${name} is missing: give the period's ${name === "from" ? "first" : "last"} day as YYYY-MM-DD (${zone})`,
    );
  }
  return day;
}

export function required(value: string | undefined, flag: string, what: string): string {
  if (value === undefined) throw new UsageError(`${flag} is required: pass ${what}.`);
  return value;
}

export function text(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
}

/** `--name`'s value among `allowed`; unset, the first of them. */
export function choice<T extends string>(
  values: Values,
  name: string,
  allowed: readonly [T, ...T[]],
): T {
  const value = text(values, name) ?? allowed[0];
  if (!isOneOf(allowed, value)) {
    throw new UsageError(`--${name} must be one of ${allowed.join(", ")}; got '${value}'.`);
  }
  return value;
}

/** The value of a number flag, checked against its range; undefined when not given. */
export function numberFlag(
  values: Values,
  name: string,
  setting: NumberSetting,
): number | undefined {
  const value = text(values, name);
  return value === undefined ? undefined : parseNumberFlag(`--${name}`, value, setting);
}

/** A flag of the settings the CLI shares with the Action (number-setting.ts), or its default. */
export function sharedNumberFlag(
  values: Values,
  name: keyof typeof SHARED_NUMBER_SETTINGS,
): number {
  const setting = SHARED_NUMBER_SETTINGS[name];
  return numberFlag(values, name, setting) ?? setting.default;
}

export function limitsOf(values: Values): SafetyLimits {
  const percent = numberFlag(
    values,
    "max-change-percent",
    SHARED_NUMBER_SETTINGS["max-change-percent"],
  );
  return {
    maxChangeRatio: percent === undefined ? DEFAULT_SAFETY_LIMITS.maxChangeRatio : percent / 100,
    minAssetsForRatio:
      numberFlag(values, "min-assets-for-ratio", SHARED_NUMBER_SETTINGS["min-assets-for-ratio"]) ??
      DEFAULT_SAFETY_LIMITS.minAssetsForRatio,
    maxChanges:
      numberFlag(values, "max-changes", SHARED_NUMBER_SETTINGS["max-changes"]) ??
      DEFAULT_SAFETY_LIMITS.maxChanges,
  };
}

function parseNumberFlag(flag: string, text: string, setting: NumberSetting): number {
  const value = parseNumberSetting(text, setting);
  if (value === undefined) {
    throw new UsageError(`${flag} must be ${describeNumberSetting(setting)}; got '${text}'.`);
  }
  return value;
}
