// The one engine behind the CLI and the Action: load the declaration, read the live service,
// resolve, plan, check safety, apply. Entry points translate settings into these calls and
// outcomes into exit codes; nothing here prints.
import { hasErrors } from "../core/diagnostics.ts";
import { lookalikeWarnings } from "../core/lookalike.ts";
import type {
  ApplyResult,
  Diagnostic,
  LiveInventory,
  Plan,
  SafetyLimits,
  VerificationProblem,
} from "../core/model.ts";
import { planInventory } from "../core/plan.ts";
import { resolveInventory } from "../core/resolve.ts";
import { unsafeMessage } from "../core/safety.ts";
import { verifyApply, withVerification } from "../core/verify-apply.ts";
import { type ApiClient, fetchLiveInventory } from "../io/api-client.ts";
import { type ApplyOptions, applyPlan } from "../io/apply.ts";
import {
  type InventorySource,
  type LoadedInventory,
  loadInventory,
} from "../io/inventory-files.ts";

export interface PlanSettings {
  source: InventorySource;
  limits: SafetyLimits;
}

export interface ApplySettings extends PlanSettings {
  allowMassDelete: boolean;
  /** The fingerprint of the reviewed plan; apply refuses when the fresh plan differs. */
  expectedFingerprint?: string;
  concurrency: number;
  onOperation?: ApplyOptions["onOperation"];
  /**
   * Called once the plan has passed every check, before its first operation: an Action run says
   * there that the apply is in progress, so that a run killed half-way does not leave the old plan
   * on show.
   */
  beforeApply?: (plan: Plan) => Promise<void>;
  /** The whole apply, reads included, ends by then (--deadline); none when absent. */
  deadlineMs?: number;
}

/** The declaration could not be read or is wrong: nothing was, or will be, changed. */
export interface InvalidOutcome {
  status: "invalid";
  diagnostics: Diagnostic[];
}

export interface PlannedOutcome {
  status: "planned";
  plan: Plan;
  live: LiveInventory;
  /**
   * Warnings only (an outcome with errors is invalid), with their locations for annotations; the
   * plan carries the same warnings in `plan.warnings` for its renderers.
   */
  diagnostics: Diagnostic[];
}

export type PlanOutcome = InvalidOutcome | PlannedOutcome;

export type ApplyOutcome =
  | InvalidOutcome
  | { status: "plan-changed"; plan: Plan; expectedFingerprint: string; diagnostics: Diagnostic[] }
  | { status: "unsafe"; plan: Plan; message: string; diagnostics: Diagnostic[] }
  | { status: "applied"; plan: Plan; result: ApplyResult; diagnostics: Diagnostic[] };

/** Reads and checks the files only; makes no request. */
export async function validateOffline(source: InventorySource): Promise<LoadedInventory> {
  return loadInventory(source);
}

export async function planFromSource(
  settings: PlanSettings,
  client: ApiClient,
): Promise<PlanOutcome> {
  // The files are read completely before the service is asked anything, so a file that cannot be
  // read can never be mistaken for an empty declaration.
  const loaded = await loadInventory(settings.source);
  if (hasErrors(loaded.diagnostics)) return { status: "invalid", diagnostics: loaded.diagnostics };

  const live = await fetchLiveInventory(client);
  const resolution = resolveInventory(loaded.documents, live);
  const diagnostics = [
    ...loaded.diagnostics,
    ...resolution.diagnostics,
    ...lookalikeWarnings(loaded.documents, live.cyberAssets),
  ];
  if (hasErrors(diagnostics)) return { status: "invalid", diagnostics };

  const planned = planInventory(resolution.resolved, live, {
    limits: settings.limits,
    priorDiagnostics: diagnostics,
  });
  const all = [...diagnostics, ...planned.diagnostics];
  if (hasErrors(all)) return { status: "invalid", diagnostics: all };
  return { status: "planned", plan: planned.plan, live, diagnostics: all };
}

export async function applyFromSource(
  settings: ApplySettings,
  client: ApiClient,
): Promise<ApplyOutcome> {
  const deadlineAt =
    settings.deadlineMs === undefined ? undefined : Date.now() + settings.deadlineMs;
  if (deadlineAt !== undefined) client.endCallsBy(deadlineAt);
  const outcome = await planFromSource(settings, client);
  if (outcome.status === "invalid") return outcome;
  const { plan, diagnostics } = outcome;

  if (
    settings.expectedFingerprint !== undefined &&
    settings.expectedFingerprint !== plan.fingerprint
  ) {
    return {
      status: "plan-changed",
      plan,
      expectedFingerprint: settings.expectedFingerprint,
      diagnostics,
    };
  }
  const unsafe = settings.allowMassDelete ? undefined : unsafeMessage(plan.safety);
  if (unsafe !== undefined) return { status: "unsafe", plan, message: unsafe, diagnostics };

  await settings.beforeApply?.(plan);
  const result = await applyVerified(plan, outcome.live, client, {
    concurrency: settings.concurrency,
    onOperation: settings.onOperation,
    ...(deadlineAt === undefined ? {} : { deadlineAt }),
  });
  return { status: "applied", plan, result, diagnostics };
}

/**
 * Applies the plan made from `live`, then checks the result against the live assets read once
 * more after the last operation (the run's deadline no longer holds for that read: it changes
 * nothing, and its own deadline bounds it).
 */
export async function applyVerified(
  plan: Plan,
  live: LiveInventory,
  client: ApiClient,
  options: ApplyOptions,
): Promise<ApplyResult> {
  const result = await applyPlan(plan, client, options);
  if (plan.operations.length === 0) return result;
  client.endCallsBy(Number.POSITIVE_INFINITY);
  let problems: VerificationProblem[];
  try {
    problems = verifyApply(plan, live.cyberAssets, result, await client.listCyberAssets());
  } catch (error) {
    const reason = client.redact(error instanceof Error ? error.message : String(error));
    const message = `the apply could not be verified: reading the live assets again failed (${reason}); run plan to see what the service holds`;
    problems = [{ kind: "not-verified", message }];
  }
  return withVerification(result, problems);
}
