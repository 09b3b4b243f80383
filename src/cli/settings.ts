// Command-line arguments and environment, parsed once into typed settings. Every mistake a user
// can make here is a UsageError naming the flag or variable and saying how to fix it.
import { DEFAULT_SAFETY_LIMITS, type SafetyLimits } from "../core/plan/plan-model.ts";
import {
  describeNumberSetting,
  type NumberSetting,
  parseNumberSetting,
  SHARED_NUMBER_SETTINGS,
} from "../core/shared/number-setting.ts";
import { DEFAULT_INVENTORY_PATTERN } from "../io/inventory-files.ts";
import { type ParsedWords, parseWords } from "./program.ts";
import { UsageError } from "./usage-error.ts";

export { UsageError };

export const PLAN_FORMATS = ["text", "markdown", "json"] as const;
export type PlanFormat = (typeof PLAN_FORMATS)[number];

export const VALIDATE_FORMATS = ["text", "json", "sarif"] as const;
export type ValidateFormat = (typeof VALIDATE_FORMATS)[number];

const DEFAULT_PATTERNS = [DEFAULT_INVENTORY_PATTERN];

export interface SourceSettings {
  patterns: string[];
  root: string;
  /** Whether paths or --root were given (apply --plan otherwise reads the plan's own). */
  given: boolean;
}

export interface ConnectionInput {
  apiUrl: string | undefined;
  urlSource: string;
  apiKey: string | undefined;
  keySource: string;
  /** Where HTTPS_PROXY, HTTP_PROXY and NO_PROXY are read from. */
  proxyEnv: NodeJS.ProcessEnv;
  /** --request-timeout, in milliseconds. */
  requestTimeoutMs: number;
}

/** Colour is decided per stream: plans go to standard output, diagnostics to standard error. */
export interface ColorSetting {
  color: { stdout: boolean; stderr: boolean };
}

export const REPORT_FORMATS = ["markdown", "csv", "html", "json"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface EvidenceReportSettings {
  command: "evidence report";
  /** A checkout of the evidence branch. */
  dir: string;
  from: Date;
  /** The first instant after the period (the day after --to, at 00:00 UTC). */
  to: Date;
  format: ReportFormat;
  out: string | undefined;
}

export type CliSettings =
  | { command: "help"; text: string }
  | ({
      command: "drift";
      source: SourceSettings;
      connection: ConnectionInput;
      format: PlanFormat;
      limits: SafetyLimits;
    } & ColorSetting)
  | { command: "evidence verify"; dir: string }
  | EvidenceReportSettings
  | ({
      command: "validate";
      source: SourceSettings;
      connection: ConnectionInput;
      format: ValidateFormat;
    } & ColorSetting)
  | { command: "fmt"; source: SourceSettings; check: boolean }
  | ({
      command: "plan";
      source: SourceSettings;
      connection: ConnectionInput;
      format: PlanFormat;
      out: string | undefined;
      detailedExitCode: boolean;
      limits: SafetyLimits;
    } & ColorSetting)
  | ({
      command: "apply";
      source: SourceSettings;
      connection: ConnectionInput;
      planFile: string | undefined;
      recordFile: string | undefined;
      assumeYes: boolean;
      allowMassDelete: boolean;
      limits: SafetyLimits;
      concurrency: number;
      quiet: boolean;
      /** --deadline, in milliseconds. */
      deadlineMs: number;
    } & ColorSetting)
  | { command: "import"; connection: ConnectionInput; out: string; force: boolean }
  | {
      command: "emulator";
      port: number;
      host: string;
      dataFile: string | undefined;
      stateFile: string | undefined;
      basePath: string;
      enforceUniqueNames: boolean;
      exposeControlCenterParent: boolean;
      faults: {
        latencyMs?: number;
        errorRate?: number;
        dropAfterCommitRate?: number;
        rateLimitPerSecond?: number;
        seed?: number;
      };
    };

export interface Environment {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
}

type Values = ParsedWords["values"];

export function parseCliArgs(argv: readonly string[], environment: Environment): CliSettings {
  const words = parseWords(argv);
  if ("text" in words) return words;
  const { values, positionals } = words;
  const color = colorOf(values, environment);
  const connection = connectionOf(values, environment.env);
  const source = sourceOf(values, positionals, environment.cwd);

  switch (words.command) {
    case "drift":
      return {
        command: "drift",
        source,
        connection,
        format: choice(values, "format", PLAN_FORMATS),
        limits: limitsOf(values),
        color,
      };
    case "evidence verify":
      return { command: "evidence verify", dir: text(values, "dir") ?? "." };
    case "evidence report":
      return evidenceReportSettings(values);
    case "validate":
      return {
        command: "validate",
        source,
        connection,
        format: choice(values, "format", VALIDATE_FORMATS),
        color,
      };
    case "fmt":
      return { command: "fmt", source, check: values.check === true };
    case "plan":
      return {
        command: "plan",
        source,
        connection,
        format: choice(values, "format", PLAN_FORMATS),
        out: text(values, "out"),
        detailedExitCode: values["detailed-exitcode"] === true,
        limits: limitsOf(values),
        color,
      };
    case "apply":
      return {
        command: "apply",
        source,
        connection,
        planFile: text(values, "plan"),
        recordFile: text(values, "record"),
        assumeYes: values.yes === true,
        allowMassDelete: values["allow-mass-delete"] === true,
        limits: limitsOf(values),
        concurrency:
          numberFlag(values, "concurrency", SHARED_NUMBER_SETTINGS.concurrency) ??
          SHARED_NUMBER_SETTINGS.concurrency.default,
        quiet: values.quiet === true,
        deadlineMs: secondsFlag(values, "deadline") * 1000,
        color,
      };
    case "import":
      return {
        command: "import",
        connection,
        out: text(values, "out") ?? "inventory",
        force: values.force === true,
      };
    default:
      return emulatorSettings(values);
  }
}

/** Without --color or --no-color, colour on a terminal unless NO_COLOR is set. */
function colorOf(values: Values, environment: Environment): { stdout: boolean; stderr: boolean } {
  const colorFor = (isTTY: boolean): boolean =>
    values["no-color"]
      ? false
      : values.color === true || (isTTY && environment.env.NO_COLOR === undefined);
  return { stdout: colorFor(environment.stdoutIsTTY), stderr: colorFor(environment.stderrIsTTY) };
}

function connectionOf(values: Values, env: NodeJS.ProcessEnv): ConnectionInput {
  const apiUrl = text(values, "api-url");
  return {
    apiUrl: apiUrl ?? env.CIP_API_URL,
    urlSource: apiUrl !== undefined ? "--api-url" : "CIP_API_URL",
    apiKey: env.CIP_API_KEY,
    keySource: "CIP_API_KEY",
    proxyEnv: env,
    requestTimeoutMs: secondsFlag(values, "request-timeout") * 1000,
  };
}

/** --path and plain arguments together; `given` tells apply --plan to use the plan's own inputs. */
function sourceOf(values: Values, positionals: readonly string[], cwd: string): SourceSettings {
  const patterns = [...((values.path as string[] | undefined) ?? []), ...positionals];
  const root = text(values, "root");
  return {
    patterns: patterns.length > 0 ? patterns : DEFAULT_PATTERNS,
    root: root ?? cwd,
    given: patterns.length > 0 || root !== undefined,
  };
}

/** A UTC day (YYYY-MM-DD) as the first instant of it. */
function dayFlag(values: Values, name: "from" | "to"): Date {
  const given = text(values, name);
  if (given === undefined) {
    throw new UsageError(
      `--${name} is missing: give the period's ${name === "from" ? "first" : "last"} day as YYYY-MM-DD (UTC)`,
    );
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(given);
  const date =
    match === null
      ? undefined
      : new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date === undefined || date.toISOString().slice(0, 10) !== given) {
    throw new UsageError(
      `--${name} ${given} is not a day: write it as YYYY-MM-DD (UTC), e.g. 2026-01-31`,
    );
  }
  return date;
}

function evidenceReportSettings(values: Values): EvidenceReportSettings {
  const from = dayFlag(values, "from");
  const lastDay = dayFlag(values, "to");
  if (lastDay < from) {
    throw new UsageError(
      `--to ${text(values, "to")} is before --from ${text(values, "from")}: give the period's last day after its first`,
    );
  }
  return {
    command: "evidence report",
    dir: text(values, "dir") ?? ".",
    from,
    to: new Date(lastDay.getTime() + 86_400_000),
    format: choice(values, "format", REPORT_FORMATS),
    out: text(values, "out"),
  };
}

function text(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
}

/** `--name`'s value among `allowed`; unset, the first of them. */
function choice<T extends string>(values: Values, name: string, allowed: readonly [T, ...T[]]): T {
  const value = text(values, name) ?? allowed[0];
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`--${name} must be one of ${allowed.join(", ")}; got '${value}'.`);
  }
  return value as T;
}

/** The value of a number flag, checked against its range; undefined when not given. */
function numberFlag(values: Values, name: string, setting: NumberSetting): number | undefined {
  const value = text(values, name);
  return value === undefined ? undefined : parseNumberFlag(`--${name}`, value, setting);
}

/** A time flag in seconds, or its default. */
function secondsFlag(values: Values, name: "deadline" | "request-timeout"): number {
  const setting = SHARED_NUMBER_SETTINGS[name];
  return numberFlag(values, name, setting) ?? setting.default;
}

function limitsOf(values: Values): SafetyLimits {
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

function emulatorSettings(values: Values): Extract<CliSettings, { command: "emulator" }> {
  const faults: Extract<CliSettings, { command: "emulator" }>["faults"] = {};
  const latencyMs = numberFlag(values, "latency-ms", { min: 0, max: 60_000, integer: true });
  if (latencyMs !== undefined) faults.latencyMs = latencyMs;
  const errorRate = numberFlag(values, "error-rate", RATE);
  if (errorRate !== undefined) faults.errorRate = errorRate;
  const dropRate = numberFlag(values, "drop-after-commit-rate", RATE);
  if (dropRate !== undefined) faults.dropAfterCommitRate = dropRate;
  const rateLimit = numberFlag(values, "rate-limit", { min: 1, integer: true });
  if (rateLimit !== undefined) faults.rateLimitPerSecond = rateLimit;
  const seed = numberFlag(values, "fault-seed", { min: 0, integer: true });
  if (seed !== undefined) faults.seed = seed;
  return {
    command: "emulator",
    port: numberFlag(values, "port", { min: 0, max: 65_535, integer: true }) ?? 8787,
    host: text(values, "host") ?? "127.0.0.1",
    dataFile: text(values, "data"),
    stateFile: text(values, "state"),
    basePath: text(values, "base-path") ?? "",
    enforceUniqueNames: values["no-unique-names"] !== true,
    exposeControlCenterParent: values["hide-control-center-parent"] !== true,
    faults,
  };
}

/** A fault rate: the share of requests, from 0 to 1. */
const RATE: NumberSetting = { min: 0, max: 1, integer: false };

function parseNumberFlag(flag: string, text: string, setting: NumberSetting): number {
  const value = parseNumberSetting(text, setting);
  if (value === undefined) {
    throw new UsageError(`${flag} must be ${describeNumberSetting(setting)}; got '${text}'.`);
  }
  return value;
}
