// The Action's inputs and the runner's environment, parsed once into typed settings. Every
// mistake a user can make here is a SettingsError naming the input or variable and the fix.
import type { LedgerSigningKey } from "../../core/evidence/chain/writer-proof.ts";
import { readFile } from "node:fs/promises";
import * as core from "@actions/core";
import type { SafetyLimits } from "../../core/plan/plan-model.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { MIN_SECRET_LENGTH } from "../../core/shared/text/redact.ts";
import { isOneOf } from "../../core/shared/collections.ts";
import {
  describeNumberSetting,
  parseNumberSetting,
  SHARED_NUMBER_SETTINGS,
} from "../../core/shared/number-setting.ts";
import { DEFAULT_INVENTORY_PATTERN } from "../../io/checkout/inventory-files.ts";
import { readTsaEndpoint, type TsaEndpoint } from "../../io/ledger/timestamps/tsa-endpoint.ts";
import { SettingsError } from "./settings-error.ts";
import { readNotifySettings } from "./notify-settings.ts";
import { readObligationsTimeZone } from "./obligations-settings.ts";
import type { NotifySettings } from "../../core/notify/notify-settings.ts";
import { readSourceSettings, type SourceSettings } from "./source-settings.ts";
import {
  defaultBranchOf,
  type RefCheck,
  refCheckOf,
  type Trigger,
  triggerOf,
} from "./event-trigger.ts";
import { DEFAULT_POLICY_FILE } from "../../core/review/policy/policy-model.ts";
import { DEFAULT_REVIEW_FILE } from "../../core/obligations/identification-review.ts";
import { readLedgerInputs } from "./ledger-settings.ts";

export const ACTION_MODES = ["auto", "plan", "apply", "validate", "source-sync"] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

export { SettingsError } from "./settings-error.ts";

export type { MergeGroupEvent, PullRequestEvent, Trigger } from "./event-trigger.ts";

/** Where and why the job runs, from the runner's GITHUB_* and RUNNER_* variables. */
export interface RunContext {
  trigger: Trigger;
  /** Whether the run is on the default branch: R2.1 evidence comes from nowhere else. */
  refCheck: RefCheck;
  /** The repository's default branch, as the event names it (defaultBranchOf); undefined: not named. */
  defaultBranch: string | undefined;
  owner: string;
  repo: string;
  sha: string;
  ref: string;
  actor: string;
  apiUrl: string;
  runUrl: string;
  /** The runner's HTTPS_PROXY, HTTP_PROXY and NO_PROXY, for the service and GitHub alike. */
  proxyEnv: NodeJS.ProcessEnv;
  /** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT: name the run's evidence records. */
  runId: string;
  runAttempt: number;
  /** The checkout: inventory paths and annotation paths are relative to it. */
  workspaceDir: string;
  runnerTemp: string;
}

export interface ActionSettings {
  mode: ActionMode;
  apiUrl: string;
  /** May be empty: a pull request from a fork gets no secrets and is validated offline. */
  apiKey: string;
  patterns: string[];
  /** Inputs max-assets and max-bytes: the caps on the whole inventory. */
  maxAssets: number;
  maxBytes: number;
  githubToken: string;
  /** Names one inventory of the repository; keys its comment and its files under RUNNER_TEMP. */
  workspace: string;
  allowMassDelete: boolean;
  /** allow-replace: apply possible renames made in the service as a delete and a create. */
  allowReplace: boolean;
  requireReviewedPlan: boolean;
  failOnDrift: boolean;
  limits: SafetyLimits;
  concurrency: number;
  /** Kept on a pull request while its plan deletes assets; "" disables it. */
  deleteLabel: string;
  /** Approvals of the merged head commit a merged pull request needs before anything is applied. */
  minApprovals: number;
  /** The owner policy file, read at the base commit; "" disables the policy. */
  policyFile: string;
  /** The CIP-002 R2 review file (cip-sync review), judged by cip_senior_manager; "" for none. */
  reviewFile: string;
  /** A collector's configuration-monitoring file, appended at the drift check; "" for none. */
  monitoringFile: string;
  /** The evidence ledger's branch; "" keeps no ledger (input evidence-branch '' or none). */
  evidenceBranch: string;
  /** Whose commits the ledger's records must be (evidence-writer.ts); undefined: the token's login. */
  evidenceWriter: string | undefined;
  /** The writer's key (input ledger-key) that signs records and kept heads; undefined: none. */
  ledgerKey: LedgerSigningKey | undefined;
  /** The timestamp authority every evidence record is stamped by; undefined: none. */
  evidenceTsa: TsaEndpoint | undefined;
  /** A drift check opens, updates and closes the workspace's drift issue. */
  driftIssue: boolean;
  /** Where and when to send notifications; undefined: none. */
  notify: NotifySettings | undefined;
  /** The time zone the drift check's CIP obligations count calendar days in; undefined: the policy's. */
  obligationsTimeZone: string | undefined;
  /** A drift check keeps one issue listing the obligations overdue or due soon. */
  obligationsIssue: boolean;
  /** Inputs deadline and request-timeout, in milliseconds. */
  deadlineMs: number;
  requestTimeoutMs: number;
  /** Mode source-sync's source, its token and skip-invalid. */
  source: SourceSettings;
  context: RunContext;
}

const WORKSPACE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * The numeric inputs, with the defaults action.yml declares: the CLI's shared number settings, with
 * the ranges its flags of the same names accept, and min-approvals, which only the Action takes.
 */
export const NUMBER_INPUTS = {
  ...SHARED_NUMBER_SETTINGS,
  "min-approvals": { min: 0, max: 100, integer: true, default: 0 },
} as const;
type NumberInput = keyof typeof NUMBER_INPUTS;

/** The inputs that must never be shown: read first, so every later failure can be redacted. */
export interface SecretInputs {
  apiKey: string;
  githubToken: string;
  sourceToken: string;
  /** Reads team membership for the owner policy; "" when not given. */
  policyToken: string;
  /** The notification webhook (its path holds a token); "" when not given. */
  notifyUrl: string;
}

/**
 * Reads api-key and github-token and registers them with core.setSecret, so that the runner masks
 * them in the log before anything else can print them. Never throws.
 */
export function readSecretInputs(): SecretInputs {
  const secrets = {
    apiKey: core.getInput("api-key"),
    githubToken: core.getInput("github-token"),
    sourceToken: core.getInput("source-token"),
    policyToken: core.getInput("policy-token").trim(),
    notifyUrl: core.getInput("notify-url").trim(),
  };
  // A key too short to mask is refused later (readConnection), not masked letter by letter.
  if (secrets.apiKey.length >= MIN_SECRET_LENGTH) core.setSecret(secrets.apiKey);
  if (secrets.githubToken !== "") core.setSecret(secrets.githubToken);
  if (secrets.sourceToken !== "") core.setSecret(secrets.sourceToken);
  if (secrets.policyToken !== "") core.setSecret(secrets.policyToken);
  if (secrets.notifyUrl !== "") core.setSecret(secrets.notifyUrl);
  return secrets;
}

/**
 * Reads the other inputs through @actions/core (INPUT_* variables) and the runner's variables from
 * `env`.
 */
export async function readActionSettings(
  env: NodeJS.ProcessEnv,
  { apiKey, githubToken, sourceToken, notifyUrl }: SecretInputs,
): Promise<ActionSettings> {
  const mode = core.getInput("mode") || "auto";
  if (!isOneOf(ACTION_MODES, mode)) {
    throw new SettingsError(
      `input mode is "${mode}": use one of ${ACTION_MODES.join(", ")} (auto plans on pull_request and applies on push to the default branch)`,
    );
  }
  const workspace = core.getInput("workspace") || "default";
  if (!WORKSPACE_NAME.test(workspace)) {
    throw new SettingsError(
      `input workspace is "${workspace}": use 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit (e.g. grid-east)`,
    );
  }
  if (githubToken === "") {
    throw new SettingsError(
      "input github-token is empty: remove it to use the workflow's GITHUB_TOKEN, or pass a token that may write pull-request comments",
    );
  }
  const patterns = core
    .getMultilineInput("path")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  return {
    mode,
    apiUrl: core.getInput("api-url"),
    apiKey,
    patterns: patterns.length > 0 ? patterns : [DEFAULT_INVENTORY_PATTERN],
    maxAssets: readNumber("max-assets"),
    maxBytes: readNumber("max-bytes"),
    githubToken,
    workspace,
    allowMassDelete: readBoolean("allow-mass-delete", false),
    allowReplace: readBoolean("allow-replace", false),
    requireReviewedPlan: readBoolean("require-reviewed-plan", true),
    failOnDrift: readBoolean("fail-on-drift", false),
    limits: {
      maxChangeRatio: readNumber("max-change-percent") / 100,
      minAssetsForRatio: readNumber("min-assets-for-ratio"),
      maxChanges: readNumber("max-changes"),
    },
    concurrency: readNumber("concurrency"),
    deleteLabel: readLabel("delete-label", DEFAULT_DELETE_LABEL),
    minApprovals: readNumber("min-approvals"),
    policyFile: readRepositoryFile(
      "policy",
      DEFAULT_POLICY_FILE,
      "the policy file",
      "to judge no owner policy",
    ),
    reviewFile: readRepositoryFile(
      "review-file",
      DEFAULT_REVIEW_FILE,
      "the CIP-002 R2 review file",
      "to judge no review",
    ),
    monitoringFile: readRepositoryFile(
      "monitoring-file",
      "",
      "a collector's configuration-monitoring file",
      "to append none",
    ),
    ...readLedgerInputs(),
    evidenceTsa: readEvidenceTsa(env),
    driftIssue: readBoolean("drift-issue", true),
    notify: readNotifySettings(notifyUrl),
    obligationsTimeZone: readObligationsTimeZone(core.getInput("obligations-time-zone")),
    obligationsIssue: readBoolean("obligations-issue", true),
    deadlineMs: readNumber("deadline") * 1000,
    requestTimeoutMs: readNumber("request-timeout") * 1000,
    source: readSourceSettings(
      mode === "source-sync",
      sourceToken,
      readBoolean("skip-invalid", false),
    ),
    context: await readRunContext(env),
  };
}

export const DEFAULT_DELETE_LABEL = "inventory-deletes";

/** The policy file, relative to the repository root; unset: the default, blank: "" (no policy). */
/** A file named relative to the repository root (input `name`); "" when set blank (none). */
function readRepositoryFile(name: string, fallback: string, what: string, none: string): string {
  const raw = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`];
  if (raw === undefined) return fallback;
  const path = raw.trim().replace(/^\.\//, "");
  if (path === "") return "";
  if (path.startsWith("/") || path.split("/").includes("..") || /[\\\p{Cc}]/u.test(path)) {
    throw new SettingsError(
      `input ${name} is ${JSON.stringify(raw.trim())}: name ${what} relative to the repository root with forward slashes (default ${fallback}), or '' ${none}`,
    );
  }
  return path;
}

/**
 * A label name as GitHub takes it (at most 50 characters) and as one line reads it: no control
 * characters or commas, no space at either end. Unset: `fallback`; set but blank: "" (disabled).
 */
function readLabel(name: string, fallback: string): string {
  const raw = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`];
  if (raw === undefined) return fallback;
  const text = raw.trim();
  if (text === "") return "";
  if (text.length > 50 || /[\p{Cc},]/u.test(text)) {
    throw new SettingsError(
      `input ${name} is ${JSON.stringify(text)}: use a label name of at most 50 characters, without commas or control characters (default ${fallback}), or an empty string to add no label`,
    );
  }
  return text;
}

function readEvidenceTsa(env: NodeJS.ProcessEnv): TsaEndpoint | undefined {
  const input = core.getInput("evidence-tsa-url");
  const [value, source] =
    input.trim() === "" ? [env.CIP_TSA_URL, "CIP_TSA_URL"] : [input, "input evidence-tsa-url"];
  try {
    return readTsaEndpoint(value, source, env);
  } catch (error) {
    throw new SettingsError(errorMessage(error));
  }
}

/** An unset input takes the default action.yml also declares, so a local run behaves the same. */
function readBoolean(name: string, fallback: boolean): boolean {
  if (core.getInput(name) === "") return fallback;
  try {
    return core.getBooleanInput(name);
  } catch {
    throw new SettingsError(
      `input ${name} is "${core.getInput(name)}": use true or false (default ${fallback})`,
    );
  }
}

/**
 * A numeric input in plain decimal notation within its range; unset, the default action.yml also
 * declares. No exponents, signs or hexadecimal: a limit reads the same to every reviewer.
 */
function readNumber(name: NumberInput): number {
  const setting = NUMBER_INPUTS[name];
  const text = core.getInput(name);
  if (text === "") return setting.default;
  const value = parseNumberSetting(text, setting);
  if (value === undefined) {
    throw new SettingsError(
      `input ${name} is "${text}": use ${describeNumberSetting(setting)} (default ${setting.default})`,
    );
  }
  return value;
}

export async function readRunContext(env: NodeJS.ProcessEnv): Promise<RunContext> {
  const repository = required(env, "GITHUB_REPOSITORY");
  const [owner, repo, ...rest] = repository.split("/");
  if (owner === undefined || owner === "" || repo === undefined || repo === "" || rest.length > 0) {
    throw new SettingsError(
      `GITHUB_REPOSITORY is "${repository}": expected "owner/name", as the runner sets it`,
    );
  }
  const serverUrl = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  const runId = required(env, "GITHUB_RUN_ID");
  const eventName = required(env, "GITHUB_EVENT_NAME");
  const payload = await readEventPayload(env.GITHUB_EVENT_PATH);
  const ref = env.GITHUB_REF ?? "";
  return {
    trigger: triggerOf(eventName, ref, payload),
    refCheck: refCheckOf(eventName, ref, payload),
    defaultBranch: defaultBranchOf(eventName, ref, payload),
    owner,
    repo,
    sha: required(env, "GITHUB_SHA"),
    ref,
    actor: env.GITHUB_ACTOR ?? "",
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
    proxyEnv: env,
    runId,
    runAttempt: Math.max(1, Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? "1", 10) || 1),
    workspaceDir: required(env, "GITHUB_WORKSPACE"),
    runnerTemp: required(env, "RUNNER_TEMP"),
  };
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (value === undefined || value === "") {
    throw new SettingsError(
      `${name} is not set: this Action runs as a step of a GitHub Actions job, where the runner sets it`,
    );
  }
  return value;
}

async function readEventPayload(path: string | undefined): Promise<unknown> {
  // Some events (and local runs) have no payload file; nothing in it is required.
  if (path === undefined || path === "") return {};
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new SettingsError(
      `GITHUB_EVENT_PATH names ${path}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}): it must be the event file the runner writes`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new SettingsError(
      `GITHUB_EVENT_PATH names ${path}, which is not JSON: it must be the event file the runner writes`,
    );
  }
}
