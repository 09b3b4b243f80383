// The Action's inputs and the runner's environment, parsed once into typed settings. Every
// mistake a user can make here is a SettingsError naming the input or variable and the fix.
import { readFile } from "node:fs/promises";
import * as core from "@actions/core";
import { DEFAULT_EVIDENCE_BRANCH } from "../core/evidence/evidence-record.ts";
import type { SafetyLimits } from "../core/plan/plan-model.ts";
import { errorMessage } from "../core/shared/errors.ts";
import { MIN_SECRET_LENGTH } from "../core/shared/redact.ts";
import { isOneOf } from "../core/shared/collections.ts";
import {
  describeNumberSetting,
  parseNumberSetting,
  SHARED_NUMBER_SETTINGS,
} from "../core/shared/number-setting.ts";
import { DEFAULT_INVENTORY_PATTERN } from "../io/inventory-files.ts";
import { readTsaEndpoint, type TsaEndpoint } from "../io/tsa-client.ts";

export const ACTION_MODES = ["auto", "plan", "apply", "validate"] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

export class SettingsError extends Error {
  override name = "SettingsError";
}

/** The pull request an event is about, as far as the event payload tells. */
export interface PullRequestEvent {
  number: number;
  headSha: string;
  /** True when the head branch lives in another repository: the run gets no secrets. */
  fromFork: boolean;
  /** Its label names when the event was sent. */
  labels: string[];
}

/** A `merge_group` event: the merge queue asks for checks of a group of pull requests. */
export interface MergeGroupEvent {
  /** The commit to check: the base with the group's pull requests merged. */
  headSha: string;
  /** The default branch's commit the group starts from. */
  baseSha: string;
  /** gh-readonly-queue/<base>/pr-<number>-<sha>: names the group's last pull request. */
  headRef: string;
}

/**
 * The event that started the run, parsed once with the data each kind carries: a pull request, a
 * push (to the default branch or not), a merge queue's group, or anything else (schedule,
 * workflow_dispatch, ...). An event whose payload lacks its data is `other`.
 */
export type Trigger =
  | { kind: "pull-request"; pullRequest: PullRequestEvent }
  | {
      kind: "push";
      /** The push's previous head of the branch; undefined when the push created the branch. */
      before: string | undefined;
      toDefaultBranch: boolean;
    }
  | { kind: "merge-group"; group: MergeGroupEvent }
  | { kind: "other"; eventName: string };

/** Where and why the job runs, from the runner's GITHUB_* and RUNNER_* variables. */
export interface RunContext {
  trigger: Trigger;
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
  /** The evidence ledger's branch; "" keeps no ledger. */
  evidenceBranch: string;
  /** The timestamp authority every evidence record is stamped by; undefined: none. */
  evidenceTsa: TsaEndpoint | undefined;
  /** A drift check opens, updates and closes the workspace's drift issue. */
  driftIssue: boolean;
  /** Inputs deadline and request-timeout, in milliseconds. */
  deadlineMs: number;
  requestTimeoutMs: number;
  context: RunContext;
}

/** A branch name git and GitHub accept, without the exotic cases (no "..", "@{", "//", trailing "/" or ".lock"). */
const BRANCH_NAME =
  /^(?!.*(?:\.\.|@\{|\/\/|\/\.|\.lock$|\/$|\.$))[A-Za-z0-9_][A-Za-z0-9._/-]{0,199}$/;

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
}

/**
 * Reads api-key and github-token and registers them with core.setSecret, so that the runner masks
 * them in the log before anything else can print them. Never throws.
 */
export function readSecretInputs(): SecretInputs {
  const secrets = { apiKey: core.getInput("api-key"), githubToken: core.getInput("github-token") };
  // A key too short to mask is refused later (readConnection), not masked letter by letter.
  if (secrets.apiKey.length >= MIN_SECRET_LENGTH) core.setSecret(secrets.apiKey);
  if (secrets.githubToken !== "") core.setSecret(secrets.githubToken);
  return secrets;
}

/**
 * Reads the other inputs through @actions/core (INPUT_* variables) and the runner's variables from
 * `env`.
 */
export async function readActionSettings(
  env: NodeJS.ProcessEnv,
  { apiKey, githubToken }: SecretInputs,
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
    evidenceBranch: readEvidenceBranch(),
    evidenceTsa: readEvidenceTsa(env),
    driftIssue: readBoolean("drift-issue", true),
    deadlineMs: readNumber("deadline") * 1000,
    requestTimeoutMs: readNumber("request-timeout") * 1000,
    context: await readRunContext(env),
  };
}

export const DEFAULT_DELETE_LABEL = "inventory-deletes";

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

function readEvidenceBranch(): string {
  const branch = core.getInput("evidence-branch").trim();
  if (branch === "" || BRANCH_NAME.test(branch)) return branch;
  throw new SettingsError(
    `input evidence-branch is "${branch}": use a branch name of letters, digits, ".", "_", "-" and "/" (default ${DEFAULT_EVIDENCE_BRANCH}), or '' to keep no evidence ledger`,
  );
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

function triggerOf(eventName: string, ref: string, payload: unknown): Trigger {
  const pullRequest = eventName === "pull_request" ? readPullRequest(payload) : undefined;
  if (pullRequest !== undefined) return { kind: "pull-request", pullRequest };
  const group = eventName === "merge_group" ? readMergeGroup(payload) : undefined;
  if (group !== undefined) return { kind: "merge-group", group };
  if (eventName === "push") {
    const defaultBranch = stringAt(payload, ["repository", "default_branch"]);
    return {
      kind: "push",
      before: pushedOver(stringAt(payload, ["before"])),
      toDefaultBranch: defaultBranch !== undefined && ref === `refs/heads/${defaultBranch}`,
    };
  }
  return { kind: "other", eventName };
}

/** A push's `before`, unless the push created the branch (all zeros). */
function pushedOver(before: string | undefined): string | undefined {
  return before === undefined || /^0+$/.test(before) || !/^[0-9a-f]{40,64}$/.test(before)
    ? undefined
    : before;
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

function readPullRequest(payload: unknown): PullRequestEvent | undefined {
  const number = valueAt(payload, ["pull_request", "number"]);
  const headSha = stringAt(payload, ["pull_request", "head", "sha"]);
  if (typeof number !== "number" || headSha === undefined) return undefined;
  const headRepo = stringAt(payload, ["pull_request", "head", "repo", "full_name"]);
  const baseRepo = stringAt(payload, ["pull_request", "base", "repo", "full_name"]);
  const labels = valueAt(payload, ["pull_request", "labels"]);
  // A deleted fork has no head repository; it is still not this repository.
  return {
    number,
    headSha,
    fromFork: headRepo !== baseRepo,
    labels: Array.isArray(labels) ? labels.flatMap((label) => stringAt(label, ["name"]) ?? []) : [],
  };
}

function readMergeGroup(payload: unknown): MergeGroupEvent | undefined {
  const headSha = stringAt(payload, ["merge_group", "head_sha"]);
  const baseSha = stringAt(payload, ["merge_group", "base_sha"]);
  const headRef = stringAt(payload, ["merge_group", "head_ref"]);
  if (headSha === undefined || baseSha === undefined || headRef === undefined) return undefined;
  return { headSha, baseSha, headRef };
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function stringAt(value: unknown, path: readonly string[]): string | undefined {
  const found = valueAt(value, path);
  return typeof found === "string" ? found : undefined;
}
