// Command-line arguments and environment, parsed once into typed settings. Every mistake a user
// can make here is a UsageError naming the flag or variable and saying how to fix it.
import {
  type EvidenceAppendSettings,
  evidenceAppendSettings,
  type EvidenceReportSettings,
  evidenceReportSettings,
  evidencePopulationsSettings,
  type EvidencePopulationsSettings,
  type EvidenceVerifySettings,
  evidenceVerifySettings,
} from "../evidence/evidence-settings.ts";
import type { SafetyLimits } from "../../core/plan/plan-model.ts";
import {
  obligationsSettings,
  type ObligationsSettings,
} from "../compliance/obligations-settings.ts";
import { reviewSettings, type ReviewSettings } from "../compliance/review-settings.ts";
import type { SourceSettings } from "../sources/source-settings.ts";
import type { NumberSetting } from "../../core/shared/number-setting.ts";
import { EMULATOR_PROFILES, type EmulatorProfile } from "../../emulator/profile.ts";
import { DEFAULT_INVENTORY_PATTERN } from "../../io/inventory-files.ts";
import { DEFAULT_POLICY_FILE } from "../../core/review/policy/policy-model.ts";
import {
  DOCTOR_RENDERERS,
  DRIFT_RENDERERS,
  EXPORT_RENDERERS,
  formatNames,
  PLAN_RENDERERS,
  VALIDATION_RENDERERS,
} from "../../render/formats.ts";
import { parseWords } from "../program.ts";
import {
  choice,
  flagReader,
  limitsOf,
  numberFlag,
  required,
  sharedNumberFlag,
  text,
  type Values,
} from "./flag-values.ts";
import { UsageError } from "./usage-error.ts";
import type { NotifySettings } from "../../core/notify/notify-settings.ts";
import { notifyFlags } from "./notify-flags.ts";

export { UsageError };

const PLAN_FORMATS = formatNames(PLAN_RENDERERS);
type PlanFormat = (typeof PLAN_FORMATS)[number];

const VALIDATE_FORMATS = formatNames(VALIDATION_RENDERERS);
type ValidateFormat = (typeof VALIDATE_FORMATS)[number];

const DRIFT_FORMATS = formatNames(DRIFT_RENDERERS);
type DriftFormat = (typeof DRIFT_FORMATS)[number];

const DEFAULT_PATTERNS = [DEFAULT_INVENTORY_PATTERN];
/** The policy file, relative to the working directory (the repository root). */
export { DEFAULT_POLICY_FILE };

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

const DOCTOR_FORMATS = formatNames(DOCTOR_RENDERERS);
type DoctorFormat = (typeof DOCTOR_FORMATS)[number];
const EXPORT_FORMATS = formatNames(EXPORT_RENDERERS);
type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface SourceSyncCliSettings {
  command: "source sync";
  name: string;
  /** --sources, relative to cwd; absent: cip-sources.yaml at the root. */
  sourcesFile: string | undefined;
  root: string;
  check: boolean;
  skipInvalid: boolean;
  allowMassDelete: boolean;
  limits: SafetyLimits;
}

export type {
  EvidenceAppendSettings,
  EvidenceReportSettings,
  EvidenceVerifySettings,
  RemoteLedgerSettings,
} from "../evidence/evidence-settings.ts";

export type CliSettings =
  | { command: "help"; text: string }
  | ({
      command: "drift";
      source: SourceSettings;
      connection: ConnectionInput;
      format: DriftFormat;
      limits: SafetyLimits;
    } & ColorSetting)
  | EvidenceVerifySettings
  | EvidenceAppendSettings
  | EvidenceReportSettings
  | ObligationsSettings
  | ReviewSettings
  | EvidencePopulationsSettings
  | {
      command: "policy check";
      source: SourceSettings;
      planFile: string;
      approvalsFile: string | undefined;
      /** --policy; "" disables the policy. */
      policyFile: string;
    }
  | ({
      command: "validate";
      source: SourceSettings;
      connection: ConnectionInput;
      format: ValidateFormat;
      /** --policy; "" disables the policy. */
      policyFile: string;
      /** --sources; absent: cip-sources.yaml at the root when there is one. */
      sourcesFile: string | undefined;
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
      notify: NotifySettings | undefined; // CIP_NOTIFY_URL, --notify-format, --notify-on
      planFile: string | undefined;
      recordFile: string | undefined;
      assumeYes: boolean;
      allowMassDelete: boolean;
      /** --allow-replace: apply possible renames made in the service as a delete and a create. */
      allowReplace: boolean;
      limits: SafetyLimits;
      concurrency: number;
      quiet: boolean;
      /** --verbose: the outcome lists every operation, not only the failed and skipped ones. */
      verbose: boolean;
      /** --deadline, in milliseconds. */
      deadlineMs: number;
    } & ColorSetting)
  | {
      command: "import";
      connection: ConnectionInput;
      out: string;
      force: boolean;
      /** --update: rewrite the files in `out` in place instead of writing an empty directory. */
      update: boolean;
    }
  | { command: "doctor"; connection: ConnectionInput; format: DoctorFormat }
  | {
      command: "export";
      connection: ConnectionInput;
      format: ExportFormat;
      out: string | undefined;
    }
  | SourceSyncCliSettings
  | {
      command: "emulator";
      port: number;
      host: string;
      dataFile: string | undefined;
      stateFile: string | undefined;
      basePath: string;
      enforceUniqueNames: boolean;
      exposeControlCenterParent: boolean;
      profile: EmulatorProfile;
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
        format: choice(values, "format", DRIFT_FORMATS),
        limits: limitsOf(values),
        color,
      };
    case "evidence verify":
      return evidenceVerifySettings(flagReader(values), environment.env);
    case "evidence append":
      return evidenceAppendSettings(flagReader(values), environment.env);
    case "evidence report":
      return evidenceReportSettings(values);
    case "obligations":
      return obligationsSettings(values);
    case "review":
      return reviewSettings(values, source);
    case "evidence populations":
      return evidencePopulationsSettings(values);
    case "validate":
      return {
        command: "validate",
        source,
        connection,
        format: choice(values, "format", VALIDATE_FORMATS),
        policyFile: text(values, "policy") ?? DEFAULT_POLICY_FILE,
        sourcesFile: text(values, "sources"),
        color,
      };
    case "policy check":
      return policyCheckSettings(values, source);
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
      return applySettings(values, source, connection, color, environment.env);
    case "import":
      return {
        command: "import",
        connection,
        out: text(values, "out") ?? "inventory",
        force: values.force === true,
        update: values.update === true,
      };
    case "doctor":
      return { command: "doctor", connection, format: choice(values, "format", DOCTOR_FORMATS) };
    case "export": {
      const format = choice(values, "format", EXPORT_FORMATS);
      return { command: "export", connection, format, out: text(values, "out") };
    }
    case "source sync":
      return sourceSyncSettings(values, positionals[0]!, source.root);
    default:
      return emulatorSettings(values);
  }
}

function applySettings(
  values: Values,
  source: SourceSettings,
  connection: ConnectionInput,
  color: { stdout: boolean; stderr: boolean },
  env: NodeJS.ProcessEnv,
): Extract<CliSettings, { command: "apply" }> {
  return {
    command: "apply",
    notify: notifyFlags(values, env),
    source,
    connection,
    planFile: text(values, "plan"),
    recordFile: text(values, "record"),
    assumeYes: values.yes === true,
    allowMassDelete: values["allow-mass-delete"] === true,
    allowReplace: values["allow-replace"] === true,
    limits: limitsOf(values),
    concurrency: sharedNumberFlag(values, "concurrency"),
    quiet: values.quiet === true,
    verbose: values.verbose === true,
    deadlineMs: sharedNumberFlag(values, "deadline") * 1000,
    color,
  };
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
    requestTimeoutMs: sharedNumberFlag(values, "request-timeout") * 1000,
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
    maxAssets: sharedNumberFlag(values, "max-assets"),
    maxBytes: sharedNumberFlag(values, "max-bytes"),
  };
}

function sourceSyncSettings(values: Values, name: string, root: string): SourceSyncCliSettings {
  return {
    command: "source sync",
    name,
    sourcesFile: text(values, "sources"),
    root,
    check: values.check === true,
    skipInvalid: values["skip-invalid"] === true,
    allowMassDelete: values["allow-mass-delete"] === true,
    limits: limitsOf(values),
  };
}

function policyCheckSettings(values: Values, source: SourceSettings): CliSettings {
  return {
    command: "policy check",
    source,
    planFile: required(
      text(values, "plan"),
      "--plan",
      "the plan saved with 'cip-sync plan --out FILE'",
    ),
    approvalsFile: text(values, "approvals"),
    policyFile: text(values, "policy") ?? DEFAULT_POLICY_FILE,
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
    profile: choice(values, "profile", EMULATOR_PROFILES),
    faults,
  };
}

/** A fault rate: the share of requests, from 0 to 1. */
const RATE: NumberSetting = { min: 0, max: 1, integer: false };
