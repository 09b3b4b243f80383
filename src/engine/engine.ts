// The one engine behind the CLI and the Action: load the declaration, read the live service,
// resolve, plan, check safety, apply. Entry points translate settings into these calls and
// outcomes into exit codes; nothing here prints.
import { commissioningProblems } from "../core/plan/commissioning.ts";
import { baselineRuleProblems } from "../core/inventory/baselines/baseline-keeping.ts";
import {
  exportedSchemaFile,
  type ExportedFile,
  exportInventory,
} from "../core/inventory/writing/export-inventory.ts";
import { errorMessage } from "../core/shared/errors.ts";
import { relative, resolve, sep } from "node:path";
import { lookalikeWarnings } from "../core/inventory/document/lookalike.ts";
import type {
  ApplyResult,
  Plan,
  PlanInputs,
  ResolvedDocument,
  SafetyLimits,
  VerificationProblem,
} from "../core/plan/plan-model.ts";
import type { Diagnostic } from "../core/shared/diagnostics.ts";
import type { LiveInventory } from "../core/shared/live-records.ts";
import { compareDiagnostics, hasErrors } from "../core/shared/diagnostics.ts";
import { planInventory } from "../core/plan/plan.ts";
import { resolveInventory } from "../core/plan/resolve.ts";
import { type SafetyAllowances, unsafeMessage } from "../core/plan/safety.ts";
import { checkPlan } from "../core/review/gate.ts";
import { verifyApply, withVerification } from "../core/plan/verify-apply.ts";
import { type ApiClient, fetchLiveInventory } from "../io/service/api-client.ts";
import { type ApplyOptions, applyPlan } from "../io/service/apply.ts";
import {
  DEFAULT_INVENTORY_PATTERN,
  type InventorySource,
  type LoadedInventory,
  loadInventory,
} from "../io/checkout/inventory-files.ts";
import type { SourcesFileLocation } from "../io/sources/sources-file.ts";
import type { BaselineRuleRead } from "../io/checkout/baseline-rule.ts";
import type { GateRules } from "../core/review/policy/file/plan-rules.ts";
import { loadOwnedInventory, ownedSystemsInService } from "./source-ownership.ts";
import { declaredDigest } from "../core/plan/saved/declared-digest.ts";
import { compareBaselines, type ExistingBaselines } from "../core/plan/baseline-deviations.ts";
import { fromBase } from "./at-base.ts";
import {
  commissioningAssessmentsOf,
  type PatchSourceReads,
  patchSourceProblems,
  patchSourcesOf,
} from "./patch-sources.ts";
import type { ReviewedFilesAtBase } from "../io/checkout/reviewed-files.ts";
import {
  reviewedFileChangesOf,
  type ReviewedFilesLoader,
  reviewedFilesOnce,
} from "./reviewed-file-changes.ts";

export interface PlanSettings {
  source: InventorySource;
  /**
   * The files of `source` as a run shares them (loadOnce): the plan then reads none a step before
   * it read already. Absent: read here.
   */
  inventory?: InventoryLoader;
  limits: SafetyLimits;
  /** A sources file whose owned systems no hand-written document may declare; absent: none. */
  sources?: SourcesFileLocation;
  /** Reads the owner policy's `baselines:` rule (io/checkout/baseline-rule.ts); absent: none. */
  baselines?: () => Promise<BaselineRuleRead>;
  /**
   * Reads the existing baselines the plan's are compared with (CIP-010 R1.2), or says why they
   * cannot be; absent (a route that compares none): the plan carries no comparison.
   */
  existingBaselines?: () => Promise<ExistingBaselines>;
  /**
   * Reads the patch files of the checkout and the policy's `patch_sources:`: the plan then
   * refuses a broken patch file and lists the baseline items without a patch source (R2.1);
   * absent (a route that reviews nothing): neither.
   */
  patchSources?: () => Promise<PatchSourceReads>;
  /**
   * Reads the families' reviewed files at the commit the change is compared with: the plan
   * then shows each patch file and assessment file the change adds, changes or removes; absent:
   * it shows none.
   */
  reviewedFilesAtBase?: () => Promise<ReviewedFilesAtBase>;
  /**
   * The checkout's reviewed files as a run shares them (reviewedFilesOnce): its plans and its
   * change record read each file once. Absent: read here.
   */
  reviewedFiles?: ReviewedFilesLoader;
  /** Reads each family gate's setting in the owner policy (ReviewedFileSet.gate); absent: none. */
  gateRules?: () => Promise<GateRules>;
}

export interface ApplySettings extends PlanSettings {
  /** The safety rules overridden (--allow-mass-delete, --allow-replace). */
  allowed: SafetyAllowances;
  /** The fingerprint of the reviewed plan; apply refuses when the fresh plan differs. */
  expectedFingerprint?: string;
  concurrency: number;
  /** Called once the plan is checked and about to be applied. */
  onStart?: (plan: Plan) => void;
  onOperation?: ApplyOptions["onOperation"];
  /**
   * Called once the plan has passed every check, before its first operation: an Action run says
   * there that the apply is in progress, so that a run killed half-way does not leave the old plan
   * on show.
   */
  beforeApply?: (plan: Plan) => Promise<void>;
  /** Once aborted, no further operation starts (see ApplyOptions.stop). */
  stop?: AbortSignal;
  /** The whole apply, reads included, ends by then (--deadline); none when absent. */
  deadlineMs?: number;
}

/** The declaration could not be read or is wrong: nothing was, or will be, changed. */
interface InvalidOutcome {
  status: "invalid";
  diagnostics: Diagnostic[];
}

interface PlannedOutcome {
  status: "planned";
  plan: Plan;
  live: LiveInventory;
  /** The declared documents, each with the live system it resolved to (the inventory listing). */
  declared: ResolvedDocument[];
  /**
   * Warnings only (an outcome with errors is invalid), with their locations for annotations; the
   * plan carries the same warnings in `plan.warnings` for its renderers.
   */
  diagnostics: Diagnostic[];
}

export type PlanOutcome = InvalidOutcome | PlannedOutcome;

export { type PatchSourceReads, patchSourceProblems };
export { type ReviewedFilesLoader, reviewedFilesOnce };

export type ApplyFromSourceOutcome =
  | InvalidOutcome
  | { status: "plan-changed"; plan: Plan; expectedFingerprint: string; diagnostics: Diagnostic[] }
  | { status: "unsafe"; plan: Plan; message: string; diagnostics: Diagnostic[] }
  | {
      status: "applied";
      plan: Plan;
      result: ApplyResult;
      /** The live inventory the plan was made from (the change record names its organization). */
      live: LiveInventory;
      diagnostics: Diagnostic[];
    };

/** The inventory files of one source, read and checked when first asked for. */
export type InventoryLoader = () => Promise<LoadedInventory>;

/**
 * The files of `source` read at most once, however many steps of a run ask for them (an Action's
 * plan, its apply's fresh plan and the owner policy's head documents): a checkout does not change
 * during a run. A read that fails fails every step that asks, with the same error.
 */
export function loadOnce(source: InventorySource): InventoryLoader {
  let loading: Promise<LoadedInventory> | undefined;
  return () => (loading ??= loadInventory(source));
}

/**
 * Reads and checks the files only, with the owner policy's `baselines:` rule when `baselines`
 * reads one (a policy that cannot be read is its diagnostics); makes no request.
 */
export async function validateOffline(
  source: InventorySource,
  sources?: SourcesFileLocation,
  baselines?: () => Promise<BaselineRuleRead>,
  patchSources?: () => Promise<PatchSourceReads>,
): Promise<LoadedInventory> {
  const loaded = await loadOwnedInventory(source, sources);
  const problems = [
    ...baselineRuleProblems(loaded.documents, await baselines?.()),
    ...(await patchSourceProblems(loaded.documents, patchSources)),
  ];
  if (problems.length === 0) return loaded;
  return { ...loaded, diagnostics: [...loaded.diagnostics, ...problems].sort(compareDiagnostics) };
}

interface ValidateOutcome extends LoadedInventory {
  /** Whether references were resolved against the service (a client was given). */
  online: boolean;
  /** The service's inventory, when it was read: the sources' systems are resolved against it. */
  live?: LiveInventory;
}

/**
 * Checks the files and, with `connect`, resolves their references against the live service. The
 * references of every file without errors are resolved even when other files have errors, so one
 * run reports every problem; a file with errors is not resolved (its documents may be incomplete,
 * and a duplicate would be reported twice). The client is opened only when there is something to
 * resolve, and closed here. When connecting or reading fails, `onServiceError` gets the file
 * diagnostics first, so they are not lost behind the connection error that is rethrown.
 */
export async function validateFromSource(
  source: InventorySource,
  connect?: () => ApiClient,
  onServiceError?: (fileDiagnostics: Diagnostic[]) => void,
): Promise<ValidateOutcome> {
  const loaded = await loadInventory(source);
  if (connect === undefined) return { ...loaded, online: false };
  const filesWithErrors = new Set(
    loaded.diagnostics.flatMap((diagnostic) =>
      diagnostic.severity === "error" && diagnostic.location ? [diagnostic.location.file] : [],
    ),
  );
  const resolvable = loaded.documents.filter(
    (document) => !filesWithErrors.has(document.location.file),
  );
  if (resolvable.length === 0) return { ...loaded, online: true };
  const live = await readLive(connect).catch((error: unknown) => {
    onServiceError?.(loaded.diagnostics);
    throw error;
  });
  const { resolved, diagnostics: resolving } = resolveInventory(resolvable, live);
  // CIP-010 R1.1: what goes into service in a High or Medium system has a complete baseline.
  const diagnostics = [
    ...loaded.diagnostics,
    ...resolving,
    ...commissioningProblems(resolved, live),
  ].sort(compareDiagnostics);
  return { ...loaded, diagnostics, online: true, live };
}

async function readLive(connect: () => ApiClient): Promise<LiveInventory> {
  const client = connect();
  try {
    return await fetchLiveInventory(client);
  } finally {
    await client.close();
  }
}

/** `cip-sync fmt`: the files' I/O is in io/checkout/format-files.ts. */
export {
  type FormatOutcome,
  formatInventoryFiles as formatFromSource,
} from "../io/checkout/format-files.ts";

/** The live inventory as inventory files, with the JSON Schema they reference first. */
export async function exportFromService(client: ApiClient): Promise<ExportedFile[]> {
  const files = exportInventory(await fetchLiveInventory(client));
  return [exportedSchemaFile(), ...files];
}

export async function planFromSource(
  settings: PlanSettings,
  client: ApiClient,
): Promise<PlanOutcome> {
  // The four lists are asked for first and read while the files are: their answers are used only
  // once every file is read and valid, so a file that cannot be read can never be mistaken for an
  // empty declaration, and invalid files report their own diagnostics, not a failed read. Files a
  // step before read already (settings.inventory) are not read again.
  const reading = fetchLiveInventory(client);
  reading.catch(() => undefined);
  const inputs = inputsOf(settings.source);
  const loaded = await loadOwnedInventory(settings.source, settings.sources, settings.inventory);
  const patchFiles = await settings.patchSources?.();
  const read = [...loaded.diagnostics, ...(patchFiles?.files.diagnostics ?? [])];
  if (hasErrors(read)) return { status: "invalid", diagnostics: read.sort(compareDiagnostics) };

  const live = await reading;
  const resolution = resolveInventory(loaded.documents, live);
  const diagnostics = [
    ...read,
    ...resolution.diagnostics,
    ...lookalikeWarnings(loaded.documents, live.cyberAssets),
    // A source's mistyped system would have its next sync drop a live system's document.
    ...ownedSystemsInService(loaded, live),
  ];
  if (hasErrors(diagnostics)) return { status: "invalid", diagnostics };

  const planned = planInventory(resolution.resolved, live, {
    limits: settings.limits,
    baselines: await settings.baselines?.(),
  });
  const all = [...diagnostics, ...planned.diagnostics];
  if (hasErrors(all)) return { status: "invalid", diagnostics: all };
  // The warnings of loading and resolution are part of the plan too, before the planner's own.
  const warnings = [
    ...diagnostics.filter((diagnostic) => diagnostic.severity === "warning"),
    ...planned.plan.warnings,
  ];
  const declared = declaredDigest(loaded.documents);
  // Read only once the plan is valid and declares a baseline: nothing to compare otherwise.
  const existing =
    planned.plan.baselines === undefined ? undefined : await settings.existingBaselines?.();
  const comparison =
    existing === undefined
      ? undefined
      : compareBaselines(resolution.resolved, planned.plan.baselines, existing, live);
  // Every loaded document resolved (an error above returns): `resolved` holds them all, in order.
  const patches = patchSourcesOf(resolution.resolved, live, patchFiles, existing);
  const commissioning = commissioningAssessmentsOf(resolution.resolved, live, patchFiles, existing);
  const refusals = [...patches.problems, ...commissioning.problems];
  if (hasErrors(refusals))
    return { status: "invalid", diagnostics: [...all, ...refusals].sort(compareDiagnostics) };
  const base = await fromBase(settings, existing, resolution, live, planned);
  const { shown, gated } = await reviewedFileChangesOf(
    { ...planned.plan, rerated: base.rerated, live },
    settings.reviewedFiles ?? reviewedFilesOnce(settings.source),
    settings.reviewedFilesAtBase,
    await settings.gateRules?.(),
  );
  // A family's gate on its reviewed files refuses the plan, and so the merge, before any apply.
  if (hasErrors(gated))
    return { status: "invalid", diagnostics: [...all, ...gated].sort(compareDiagnostics) };
  const plan = {
    ...planned.plan,
    operations: base.operations,
    ...(base.released.length === 0 ? {} : { released_systems: base.released }),
    ...(comparison === undefined ? {} : { baseline_deviations: comparison }),
    ...(patches.check === undefined ? {} : { patch_sources: patches.check }),
    ...(commissioning.check === undefined
      ? {}
      : { commissioning_assessments: commissioning.check }),
    ...shown,
    warnings: [...warnings, ...patches.warnings, ...gated],
    inputs: { ...inputs, declared },
  };
  return { status: "planned", plan, live, declared: resolution.resolved, diagnostics: all };
}

/** The source as a saved plan records it: patterns relative to the root, the root to cwd. */
function inputsOf(source: InventorySource): PlanInputs {
  const cwd = resolve(source.cwd);
  const root = resolve(cwd, source.root);
  const patterns = source.patterns.length > 0 ? source.patterns : [DEFAULT_INVENTORY_PATTERN];
  return {
    patterns: patterns.map((pattern) => {
      const shown = relative(root, resolve(cwd, pattern)).split(sep).join("/") || ".";
      // A directory pattern keeps its slash, as written.
      return pattern.endsWith("/") && !shown.endsWith("/") ? `${shown}/` : shown;
    }),
    root: relative(cwd, root).split(sep).join("/") || ".",
  };
}

export async function applyFromSource(
  settings: ApplySettings,
  client: ApiClient,
): Promise<ApplyFromSourceOutcome> {
  const deadlineAt =
    settings.deadlineMs === undefined ? undefined : Date.now() + settings.deadlineMs;
  if (deadlineAt !== undefined) client.endCallsBy(deadlineAt);
  const outcome = await planFromSource(settings, client);
  if (outcome.status === "invalid") return outcome;
  const { plan, diagnostics } = outcome;

  const { expectedFingerprint } = settings;
  if (
    expectedFingerprint !== undefined &&
    checkPlan({ kind: "fingerprint", value: expectedFingerprint }, plan).kind === "refused"
  ) {
    return { status: "plan-changed", plan, expectedFingerprint, diagnostics };
  }
  const unsafe = unsafeMessage(plan.safety, settings.allowed);
  if (unsafe !== undefined) return { status: "unsafe", plan, message: unsafe, diagnostics };

  await settings.beforeApply?.(plan);
  settings.onStart?.(plan);
  const result = await applyVerified(plan, outcome.live, client, {
    concurrency: settings.concurrency,
    onOperation: settings.onOperation,
    ...(settings.stop !== undefined ? { stop: settings.stop } : {}),
    ...(deadlineAt === undefined ? {} : { deadlineAt }),
  });
  return { status: "applied", plan, result, live: outcome.live, diagnostics };
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
    const reason = client.redact(errorMessage(error));
    const message = `the apply could not be verified: reading the live assets again failed (${reason}); run plan to see what the service holds`;
    problems = [{ kind: "not-verified", message }];
  }
  return withVerification(result, problems);
}
