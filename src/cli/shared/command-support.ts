// What the commands share: where the inventory is, the connection, diagnostics on standard error,
// and the flags that name files.
import { resolve } from "node:path";
import type { SafetyLimits } from "../../core/plan/plan-model.ts";
import { SHARED_NUMBER_SETTINGS } from "../../core/shared/number-setting.ts";
import {
  type PatchSourceReads,
  type PlanOutcome,
  type PlanSettings,
  planFromSource,
} from "../../engine/engine.ts";
import { ApiClient } from "../../io/service/api-client.ts";
import type { InventorySource } from "../../io/checkout/inventory-files.ts";
import { readConnection } from "../../io/network/connection.ts";
import {
  type BaselineRuleRead,
  patchSourceRuleOfText,
  vulnerabilityAssessmentRuleOfText,
  gateRulesOfText,
  readBaselineRule,
} from "../../io/checkout/baseline-rule.ts";
import { readNamedFile } from "../../io/checkout/optional-file.ts";
import { readReviewedFiles } from "../../io/checkout/reviewed-files.ts";
import { DEFAULT_POLICY_FILE } from "../../core/review/policy/policy-model.ts";
import type { ExistingBaselines } from "../../core/plan/baseline-deviations.ts";
import { existingBaselinesAt, reviewedFilesAtRef } from "../../io/checkout/inventory-at-commit.ts";
import type { ReviewedFilesAtBase } from "../../io/checkout/reviewed-files.ts";
import type { CliIo } from "./io.ts";
import { type ConnectionInput, UsageError } from "./settings.ts";

/** The caps on the whole inventory, as the source settings carry them. */
export interface InventoryCaps {
  maxAssets: number;
  maxBytes: number;
}

type SourceOfSettings = { source: { patterns: string[]; root: string } & InventoryCaps };

export function sourceOf(settings: SourceOfSettings, io: CliIo): InventorySource {
  return {
    patterns: settings.source.patterns,
    cwd: io.cwd,
    root: resolve(io.cwd, settings.source.root),
    maxAssets: settings.source.maxAssets,
    maxTotalBytes: settings.source.maxBytes,
  };
}

export function openClient(
  input: ConnectionInput,
  concurrency: number = SHARED_NUMBER_SETTINGS.concurrency.default,
): ApiClient {
  return new ApiClient({
    connection: readConnection(input),
    maxConcurrency: concurrency,
    requestTimeoutMs: input.requestTimeoutMs,
  });
}

/** Runs `use` with `client`, and closes the client however `use` ends. */
export async function closingAfter<T>(
  client: ApiClient,
  use: (client: ApiClient) => Promise<T>,
): Promise<T> {
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

/**
 * Plans the inventory the settings name against the service, within their safety limits, its
 * baselines compared with those at --base when given.
 */
export function planAgainst(
  client: ApiClient,
  settings: SourceOfSettings & { limits: SafetyLimits; base?: string | undefined },
  io: CliIo,
): Promise<PlanOutcome> {
  const source = sourceOf(settings, io);
  return planFromSource(
    { source, limits: settings.limits, ...checkoutReads(source, settings.base) },
    client,
  );
}

/**
 * What the terminal's plan and apply read of the checkout beside the inventory: the policy's
 * baselines rule and the patch sources, and the baselines and the reviewed files at --base, which
 * the plan compares with (the reviewed files the checkout adds, changes or removes shown only
 * then, as the Action's plan shows them against the commit in force).
 */
export function checkoutReads(
  source: InventorySource & { root: string; cwd: string },
  base: string | undefined,
): Pick<
  PlanSettings,
  "baselines" | "existingBaselines" | "patchSources" | "reviewedFilesAtBase" | "gateRules"
> {
  return {
    baselines: policyBaselines(source),
    gateRules: async () =>
      gateRulesOfText(await readNamedFile(source.root, DEFAULT_POLICY_FILE), DEFAULT_POLICY_FILE),
    existingBaselines: existingBaselinesOf(source, base),
    patchSources: patchSourcesAt(source, DEFAULT_POLICY_FILE),
    ...(base === undefined ? {} : { reviewedFilesAtBase: reviewedFilesAtBaseOf(source, base) }),
  };
}

/** The reviewed files at --base, read once however many plans the command makes; git's refusal stops it. */
function reviewedFilesAtBaseOf(
  source: { root: string },
  base: string,
): () => Promise<ReviewedFilesAtBase> {
  let reading: Promise<ReviewedFilesAtBase> | undefined;
  return () =>
    (reading ??= reviewedFilesAtRef(source.root, base, "--base", DEFAULT_POLICY_FILE).then(
      (read) => {
        if ("problem" in read) throw new UsageError(read.problem);
        return read;
      },
    ));
}

/**
 * The existing baselines at --base, in the repository at the root; without --base, why the plan
 * cannot tell a baseline deviation. A --base git cannot show stops the command: a plan compared
 * with nothing must not read as one without deviations.
 */
function existingBaselinesOf(
  source: { root: string },
  base: string | undefined,
): () => Promise<ExistingBaselines> {
  return async () => {
    if (base === undefined) return NO_BASE;
    const read = await existingBaselinesAt(source.root, base, "--base");
    if ("problem" in read) throw new UsageError(read.problem);
    return read;
  };
}

const NO_BASE: ExistingBaselines = {
  notCompared:
    "not compared with the existing baselines: pass --base REF, the commit the live baselines were declared at (such as origin/main), to list the deviations CIP-010 R1.2 counts",
};

/**
 * The `baselines:` rule of the policy at the repository root (cip-policy.yaml), as the terminal's
 * plan and apply read it, like its freezes (inventory/apply-freezes.ts).
 */
function policyBaselines(source: { root: string }): () => Promise<BaselineRuleRead> {
  return () => readBaselineRule(source.root, DEFAULT_POLICY_FILE);
}

/**
 * The reviewed files (patch and assessment files) at the repository root and `patch_sources:` and
 * `vulnerability_assessments:` of the policy file `policyFile` there, as the terminal's plan,
 * apply and validate read them (core/patches/plan-sources.ts,
 * core/assessments/commissioning-assessments.ts; a broken assessment file refuses the plan too).
 */
export function patchSourcesAt(
  source: { root: string; cwd: string },
  policyFile: string,
): () => Promise<PatchSourceReads> {
  return async () => {
    const policy = await readNamedFile(source.root, policyFile);
    return {
      files: await readReviewedFiles(source.root, source.cwd),
      rule: patchSourceRuleOfText(policy, policyFile),
      assessmentRule: vulnerabilityAssessmentRuleOfText(policy, policyFile),
    };
  };
}
