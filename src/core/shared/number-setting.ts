// Numbers written in command-line flags and Action inputs. Only plain decimal digits count:
// JavaScript's Number() reads "0x1e" as 30, "1e1" as 10 and " " as 0, none of which a user means
// by a safety limit.

export interface NumberSetting {
  min: number;
  /** No upper bound when absent (beyond the safe integers). */
  max?: number;
  integer: boolean;
}

/**
 * The settings the CLI (as --flags) and the Action (as inputs) both take, under these names: the
 * one place their ranges and defaults are written (action.yml repeats the defaults, checked by a
 * test; DEFAULT_SAFETY_LIMITS is derived from them).
 */
export const SHARED_NUMBER_SETTINGS = {
  "max-change-percent": { min: 0, max: 100, integer: false, default: 30 },
  "min-assets-for-ratio": { min: 0, integer: true, default: 10 },
  "max-changes": { min: 0, integer: true, default: 500 },
  /** Requests to the service in flight at once, during apply. */
  concurrency: { min: 1, max: 64, integer: true, default: 8 },
  /** Seconds an apply may take, reads included; after it nothing new starts. */
  deadline: { min: 1, max: 86_400, integer: true, default: 3_600 },
  /** Seconds one request may wait for its answer. */
  "request-timeout": { min: 1, max: 3_600, integer: true, default: 30 },
  /** Declared assets across all inventory files; more is refused before planning. */
  "max-assets": { min: 1, integer: true, default: 100_000 },
  /** Bytes of all inventory files together (16 MiB); more is refused before planning. */
  "max-bytes": { min: 1, integer: true, default: 16 * 1024 * 1024 },
} as const satisfies Record<string, NumberSetting & { default: number }>;

/** The number `text` writes, or undefined when it is not one `setting` takes. */
export function parseNumberSetting(text: string, setting: NumberSetting): number | undefined {
  const syntax = setting.integer ? /^\d+$/ : /^\d+(?:\.\d+)?$/;
  if (!syntax.test(text)) return undefined;
  const value = Number(text);
  const inRange =
    Number.isSafeInteger(Math.ceil(value)) &&
    value >= setting.min &&
    (setting.max === undefined || value <= setting.max);
  return inRange ? value : undefined;
}

/** "a whole number from 1 to 64", "a number from 0 to 100", "a whole number 0 or more". */
export function describeNumberSetting(setting: NumberSetting): string {
  const kind = setting.integer ? "a whole number" : "a number";
  const range =
    setting.max === undefined ? `${setting.min} or more` : `from ${setting.min} to ${setting.max}`;
  return `${kind} ${range}`;
}
