// The service family's settings: \`cip-sync doctor\` and \`cip-sync emulator\`.
import type { NumberSetting } from "../../core/shared/number-setting.ts";
import { EMULATOR_PROFILES, type EmulatorProfile } from "../../emulator/profile.ts";
import { DOCTOR_RENDERERS, formatNames } from "../../render/formats.ts";
import type { ConnectionInput } from "../shared/common-settings.ts";
import {
  choice,
  type FlagReader,
  flagReader,
  numberFlag,
  text,
  type Values,
} from "../shared/flag-values.ts";
import { type GitHubRepositorySettings, gitHubRepositoryOf } from "../shared/github-settings.ts";
import { UsageError } from "../shared/usage-error.ts";
import { DEFAULT_LEDGER_ENVIRONMENT } from "../../core/evidence/chain/writer-boundary.ts";

const DOCTOR_FORMATS = formatNames(DOCTOR_RENDERERS);

export interface DoctorSettings {
  command: "doctor";
  connection: ConnectionInput;
  format: (typeof DOCTOR_FORMATS)[number];
  /** Whose default branch must require cip-sync/policy; undefined: that check is skipped. */
  github: GitHubRepositorySettings | undefined;
  /** The environment that holds the ledger writer's key, whose deployment branches are checked. */
  ledgerEnvironment: string;
}

export function doctorSettings(
  values: Values,
  connection: ConnectionInput,
  env: NodeJS.ProcessEnv,
): DoctorSettings {
  return {
    command: "doctor",
    connection,
    format: choice(values, "format", DOCTOR_FORMATS),
    github: doctorRepository(flagReader(values), env),
    ledgerEnvironment: ledgerEnvironmentOf(text(values, "ledger-environment")),
  };
}

/** --ledger-environment as GitHub names environments: 1 to 255 characters, no control characters. */
function ledgerEnvironmentOf(flag: string | undefined): string {
  if (flag === undefined) return DEFAULT_LEDGER_ENVIRONMENT;
  const name = flag.trim();
  if (name === "" || name.length > 255 || /\p{Cc}/u.test(name))
    throw new UsageError(
      `--ledger-environment is ${JSON.stringify(flag)}: give the name of the environment that holds the secret CIP_SYNC_LEDGER_KEY (Settings, Environments; the apply and drift jobs' environment:), 1 to 255 characters without control characters (default ${DEFAULT_LEDGER_ENVIRONMENT})`,
    );
  return name;
}

/**
 * The repository is checked when --repo is given (then GITHUB_TOKEN is required), or when the
 * environment has both GITHUB_TOKEN and GITHUB_REPOSITORY (a workflow step given the token).
 */
function doctorRepository(
  flags: FlagReader,
  env: NodeJS.ProcessEnv,
): GitHubRepositorySettings | undefined {
  const hasToken = (env.GITHUB_TOKEN ?? "").trim() !== "";
  if (flags.text("repo") === undefined && !(hasToken && (env.GITHUB_REPOSITORY ?? "") !== ""))
    return undefined;
  return gitHubRepositoryOf(
    flags,
    env,
    "--repo needs GITHUB_TOKEN: set it to a token that may read the repository (and, to read classic branch protection, its administration), so that doctor can check that the default branch requires cip-sync/policy",
  );
}

export interface EmulatorSettings {
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
}

export function emulatorSettings(values: Values): EmulatorSettings {
  const faults: EmulatorSettings["faults"] = {};
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
