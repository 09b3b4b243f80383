// Command-line arguments and environment, parsed once into typed settings. Every mistake a user
// can make here is a UsageError naming the flag or variable and saying how to fix it.
import { parseArgs } from "node:util";
import { DEFAULT_SAFETY_LIMITS, type SafetyLimits } from "../core/model.ts";
import {
  describeNumberSetting,
  type NumberSetting,
  parseNumberSetting,
  DEFAULT_DEADLINE_SECONDS,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  SHARED_NUMBER_SETTINGS,
} from "../core/number-setting.ts";

export const COMMANDS = ["validate", "plan", "apply", "import", "emulator"] as const;
export type CommandName = (typeof COMMANDS)[number];

export const PLAN_FORMATS = ["text", "markdown", "json"] as const;
export type PlanFormat = (typeof PLAN_FORMATS)[number];

export class UsageError extends Error {}

const DEFAULT_PATTERNS = ["inventory/"];

const options = {
  path: { type: "string", multiple: true },
  root: { type: "string" },
  "api-url": { type: "string" },
  format: { type: "string" },
  out: { type: "string" },
  "detailed-exitcode": { type: "boolean" },
  plan: { type: "string" },
  record: { type: "string" },
  yes: { type: "boolean" },
  force: { type: "boolean" },
  "allow-mass-delete": { type: "boolean" },
  "max-change-percent": { type: "string" },
  "min-assets-for-ratio": { type: "string" },
  "max-changes": { type: "string" },
  concurrency: { type: "string" },
  deadline: { type: "string" },
  "request-timeout": { type: "string" },
  color: { type: "boolean" },
  "no-color": { type: "boolean" },
  // emulator
  port: { type: "string" },
  host: { type: "string" },
  data: { type: "string" },
  state: { type: "string" },
  "base-path": { type: "string" },
  "no-unique-names": { type: "boolean" },
  "hide-control-center-parent": { type: "boolean" },
  "latency-ms": { type: "string" },
  "error-rate": { type: "string" },
  "drop-after-commit-rate": { type: "string" },
  "rate-limit": { type: "string" },
  "fault-seed": { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

type OptionName = keyof typeof options;

/** Which flags each command accepts; any other is a usage error rather than silently ignored. */
const COMMAND_FLAGS: Record<CommandName, readonly OptionName[]> = {
  validate: ["path", "root", "api-url", "request-timeout", "color", "no-color"],
  plan: [
    "path",
    "root",
    "api-url",
    "format",
    "out",
    "detailed-exitcode",
    "max-change-percent",
    "min-assets-for-ratio",
    "max-changes",
    "request-timeout",
    "color",
    "no-color",
  ],
  apply: [
    "path",
    "root",
    "api-url",
    "plan",
    "record",
    "yes",
    "allow-mass-delete",
    "max-change-percent",
    "min-assets-for-ratio",
    "max-changes",
    "concurrency",
    "deadline",
    "request-timeout",
    "color",
    "no-color",
  ],
  import: ["api-url", "out", "force", "request-timeout"],
  emulator: [
    "port",
    "host",
    "data",
    "state",
    "base-path",
    "no-unique-names",
    "hide-control-center-parent",
    "latency-ms",
    "error-rate",
    "drop-after-commit-rate",
    "rate-limit",
    "fault-seed",
  ],
};

export interface SourceSettings {
  patterns: string[];
  root: string;
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

export type CliSettings =
  | { command: "help" }
  | { command: "version" }
  | ({ command: "validate"; source: SourceSettings; connection: ConnectionInput } & ColorSetting)
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

export function parseCliArgs(argv: readonly string[], environment: Environment): CliSettings {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}. Run 'cip-sync --help' for usage.`);
  }
  const { values, positionals } = parsed;
  if (values.version) return { command: "version" };
  const [command, ...extra] = positionals;
  if (values.help || command === undefined || command === "help") return { command: "help" };
  if (!isCommand(command)) {
    throw new UsageError(
      `unknown command '${command}'; expected one of: ${COMMANDS.join(", ")}. Run 'cip-sync --help' for usage.`,
    );
  }
  if (extra.length > 0) {
    throw new UsageError(
      `unexpected argument '${extra[0]}' for '${command}'; files are selected with --path GLOB.`,
    );
  }
  for (const name of Object.keys(values) as OptionName[]) {
    if (name !== "help" && name !== "version" && !COMMAND_FLAGS[command].includes(name)) {
      throw new UsageError(
        `'${command}' does not take --${name}. Run 'cip-sync --help' for usage.`,
      );
    }
  }

  const { env, cwd } = environment;
  // --no-color wins over --color; without either, colour on a terminal unless NO_COLOR is set.
  const colorFor = (isTTY: boolean): boolean =>
    values["no-color"] ? false : (values.color ?? (isTTY && env.NO_COLOR === undefined));
  const color = {
    stdout: colorFor(environment.stdoutIsTTY),
    stderr: colorFor(environment.stderrIsTTY),
  };
  const connection: ConnectionInput = {
    apiUrl: values["api-url"] ?? env.CIP_API_URL,
    urlSource: values["api-url"] !== undefined ? "--api-url" : "CIP_API_URL",
    apiKey: env.CIP_API_KEY,
    keySource: "CIP_API_KEY",
    proxyEnv: env,
    requestTimeoutMs: secondsFlag("request-timeout", DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000,
  };
  function secondsFlag(name: "deadline" | "request-timeout", fallback: number): number {
    const text = values[name];
    return text === undefined
      ? fallback
      : parseNumberFlag(`--${name}`, text, SHARED_NUMBER_SETTINGS[name]);
  }
  const source = (): SourceSettings => ({
    patterns: values.path && values.path.length > 0 ? values.path : DEFAULT_PATTERNS,
    root: values.root ?? cwd,
  });
  const limits = (): SafetyLimits => ({
    maxChangeRatio:
      values["max-change-percent"] === undefined
        ? DEFAULT_SAFETY_LIMITS.maxChangeRatio
        : parseNumberFlag(
            "--max-change-percent",
            values["max-change-percent"],
            SHARED_NUMBER_SETTINGS["max-change-percent"],
          ) / 100,
    minAssetsForRatio:
      values["min-assets-for-ratio"] === undefined
        ? DEFAULT_SAFETY_LIMITS.minAssetsForRatio
        : parseNumberFlag(
            "--min-assets-for-ratio",
            values["min-assets-for-ratio"],
            SHARED_NUMBER_SETTINGS["min-assets-for-ratio"],
          ),
    maxChanges:
      values["max-changes"] === undefined
        ? DEFAULT_SAFETY_LIMITS.maxChanges
        : parseNumberFlag(
            "--max-changes",
            values["max-changes"],
            SHARED_NUMBER_SETTINGS["max-changes"],
          ),
  });

  switch (command) {
    case "validate":
      return { command, source: source(), connection, color };
    case "plan": {
      const format = values.format ?? "text";
      if (!(PLAN_FORMATS as readonly string[]).includes(format)) {
        throw new UsageError(
          `--format must be one of ${PLAN_FORMATS.join(", ")}; got '${format}'.`,
        );
      }
      return {
        command,
        source: source(),
        connection,
        format: format as PlanFormat,
        out: values.out,
        detailedExitCode: values["detailed-exitcode"] ?? false,
        limits: limits(),
        color,
      };
    }
    case "apply":
      return {
        command,
        source: source(),
        connection,
        planFile: values.plan,
        recordFile: values.record,
        assumeYes: values.yes ?? false,
        allowMassDelete: values["allow-mass-delete"] ?? false,
        limits: limits(),
        concurrency:
          values.concurrency === undefined
            ? 8
            : parseNumberFlag(
                "--concurrency",
                values.concurrency,
                SHARED_NUMBER_SETTINGS.concurrency,
              ),
        deadlineMs: secondsFlag("deadline", DEFAULT_DEADLINE_SECONDS) * 1000,
        color,
      };
    case "import":
      return { command, connection, out: values.out ?? "inventory", force: values.force ?? false };
    case "emulator": {
      const faults: Extract<CliSettings, { command: "emulator" }>["faults"] = {};
      if (values["latency-ms"] !== undefined)
        faults.latencyMs = parseNumberFlag("--latency-ms", values["latency-ms"], {
          min: 0,
          max: 60_000,
          integer: true,
        });
      if (values["error-rate"] !== undefined)
        faults.errorRate = parseNumberFlag("--error-rate", values["error-rate"], RATE);
      if (values["drop-after-commit-rate"] !== undefined)
        faults.dropAfterCommitRate = parseNumberFlag(
          "--drop-after-commit-rate",
          values["drop-after-commit-rate"],
          RATE,
        );
      if (values["rate-limit"] !== undefined)
        faults.rateLimitPerSecond = parseNumberFlag("--rate-limit", values["rate-limit"], {
          min: 1,
          integer: true,
        });
      if (values["fault-seed"] !== undefined)
        faults.seed = parseNumberFlag("--fault-seed", values["fault-seed"], {
          min: 0,
          integer: true,
        });
      return {
        command,
        port:
          values.port === undefined
            ? 8787
            : parseNumberFlag("--port", values.port, { min: 0, max: 65_535, integer: true }),
        host: values.host ?? "127.0.0.1",
        dataFile: values.data,
        stateFile: values.state,
        basePath: values["base-path"] ?? "",
        enforceUniqueNames: !values["no-unique-names"],
        exposeControlCenterParent: !values["hide-control-center-parent"],
        faults,
      };
    }
  }
}

function isCommand(name: string): name is CommandName {
  return (COMMANDS as readonly string[]).includes(name);
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

export const USAGE = `cip-sync: the NERC CIP cyber-asset inventory as code

Usage:
  cip-sync validate [--path GLOB]...                 check the inventory files (and, with
                                                      CIP_API_URL/CIP_API_KEY set, every reference)
  cip-sync plan [--path GLOB]... [--format text|markdown|json] [--out FILE] [--detailed-exitcode]
  cip-sync apply [--path GLOB]... [--plan FILE] [--allow-mass-delete] [--record FILE] [--yes]
  cip-sync import [--out DIR] [--force]              write the live inventory as inventory files
  cip-sync emulator [--port N] [--host H] [--data FILE] [--state FILE]   local service emulator

Connection (plan, apply, import; validate optionally):
  CIP_API_URL   base URL of the Compliance Inventory Service (https:// except for loopback)
  CIP_API_KEY   API key; read from the environment only, never a flag, never printed
  --api-url URL overrides CIP_API_URL

Safety (plan shows, apply enforces):
  --max-change-percent N     deletes, or updates, above N% of the deletable live assets
                             (overall, and per system for deletes) are refused (30)
  --min-assets-for-ratio N   the percentage applies once it counts N assets (10)
  --max-changes N            absolute cap on deletes, and on updates (500)
  --allow-mass-delete        apply anyway

Emulator (tests and rehearsals only; see the README section "The emulator"):
  --port N (8787; 0 = any free port)  --host H (127.0.0.1)  --base-path /PREFIX
  --data FILE (seed; default the built-in example)  --state FILE (persist every change)
  --no-unique-names  --hide-control-center-parent
  --latency-ms N  --error-rate R  --drop-after-commit-rate R  --rate-limit N  --fault-seed N

Other:
  --root DIR          repository root: symlinks must stay inside it (default: current directory)
  --concurrency N     requests in flight during apply (default 8)
  --deadline S        apply starts nothing new after S seconds (default 3600)
  --request-timeout S seconds one request may wait for its answer (default 30)
  --color, --no-color colour in terminal output (default: per stream, on a TTY unless NO_COLOR is set)
  -h, --help          this text
  -v, --version       the version

Exit codes: 0 success; 1 error, invalid inventory, refused or failed apply;
            2 with plan --detailed-exitcode: success with changes.
`;
