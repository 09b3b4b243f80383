// apply: confirmation, progress, a graceful stop, and the change record.
import { resolve } from "node:path";
import { TOOL_VERSION } from "../../core/shared/tool-version.ts";
import { applyComplete, buildChangeRecord } from "../../core/evidence/records/change-record.ts";
import { sealRefusals } from "../../core/evidence/records/break-glass.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { type CliFacts, cliChangeContext } from "../../core/evidence/records/cli-change-context.ts";
import type { ActiveFreeze } from "../../core/review/policy/freezes.ts";
import { freezesAround, freezeWarnings } from "./apply-freezes.ts";
import { notifyApply, notifyFailureOf } from "./apply-notify.ts";
import { redactSecretsInValue } from "../../core/shared/text/redact.ts";
import { gitStarts, readCheckoutFacts } from "../../io/checkout/checkout-facts.ts";
import { connectionSecrets, readConnection } from "../../io/network/connection.ts";
import type { Operation, OperationResult, Plan } from "../../core/plan/plan-model.ts";
import { planChanges } from "../../core/plan/baseline-deviations.ts";
import { whyPlanChanged } from "../../core/plan/saved/declared-digest.ts";
import {
  applyFromSource,
  type ApplyFromSourceOutcome,
  planFromSource,
} from "../../engine/engine.ts";
import type { ApiClient } from "../../io/service/api-client.ts";
import type { InventorySource } from "../../io/checkout/inventory-files.ts";
import { renderJson } from "../../render/plan/plan-json.ts";
import { applyVerdict } from "../../render/plan/plan-view.ts";
import { renderPlanText } from "../../render/plan/plan-text.ts";
import {
  renderAppliedBeforeExit,
  renderApplyResultText,
  renderPlanDifferenceText,
} from "../../render/plan/apply-text.ts";
import { checkoutReads, closingAfter, openClient, sourceOf } from "../shared/command-support.ts";
import {
  FLAG_FIXES,
  flagPath,
  checkFlagFileWritable,
  type FlagPath,
  writeFlagFile,
} from "../shared/flag-files.ts";
import { reportDiagnostics } from "../shared/report-diagnostics.ts";
import { type CliIo, EXIT_ERROR, EXIT_INTERRUPTED, EXIT_OK } from "../shared/io.ts";
import { ApplyProgress } from "../../render/plan/progress.ts";
import { savedPlanOf, sourceOfPlan } from "./saved-plan.ts";
import { type CliSettings, UsageError } from "../shared/settings.ts";

type ApplySettings = Extract<CliSettings, { command: "apply" }>;

export async function apply(settings: ApplySettings, io: CliIo): Promise<number> {
  return notifyFailureOf(settings.notify, io, () => confirmAndApply(settings, io));
}

async function confirmAndApply(settings: ApplySettings, io: CliIo): Promise<number> {
  const reviewed = await savedPlanOf(settings, io);
  // A saved plan is the confirmation: apply refuses unless the fresh plan equals it.
  const mustAsk = !settings.assumeYes && reviewed === undefined;
  if (mustAsk && !io.stdinIsTTY) {
    throw new UsageError(
      "apply changes the live inventory and asks for confirmation first, but standard input is not a terminal; review the changes with 'cip-sync plan', then pass --yes (or --plan FILE with the saved plan).",
    );
  }
  const source =
    reviewed === undefined ? sourceOf(settings, io) : sourceOfPlan(settings, reviewed, io);
  // Before the question and before any change: an answer must never be refused afterwards.
  const record = await recordReadiness(settings, io);
  return closingAfter(openClient(settings.connection, settings.concurrency), async (client) => {
    if (!mustAsk) {
      const seen = reviewed === undefined ? undefined : { plan: reviewed, warningsShown: false };
      return applyAndReport(settings, io, { client, source, record }, reviewed?.fingerprint, seen);
    }
    const preview = await planFromSource(
      { source, limits: settings.limits, ...checkoutReads(source, settings.base) },
      client,
    );
    if (preview.status === "invalid") {
      reportDiagnostics(preview.diagnostics, io, settings.color);
      return EXIT_ERROR;
    }
    // The summary and the deletes come first in the plan text, right above the question.
    io.stdout(renderPlanText(preview.plan, { color: settings.color.stdout }));
    // A baseline deviation is a change too: asked for, applied (no operation) and recorded.
    if (!planChanges(preview.plan)) return EXIT_OK;
    // Said before the question, so that the answer is given knowing it.
    io.stderr(
      freezeWarnings(
        await freezesAround(settings.source.root, preview.plan, (io.now ?? Date.now)()),
        false,
      ),
    );
    const answer = await (io.ask ?? (async () => ""))(
      "Apply these changes to the live inventory? Only 'yes' is accepted: ",
    );
    if (answer.trim() !== "yes") {
      io.stderr("Apply cancelled: nothing was changed.\n");
      return EXIT_ERROR;
    }
    // The plan text above showed its warnings: the apply does not repeat them.
    const seen = { plan: preview.plan, warningsShown: true };
    return applyAndReport(settings, io, { client, source, record }, preview.plan.fingerprint, seen);
  });
}

/** The plan saved with --plan, or shown before the question: what a changed plan is compared with. */
interface SeenPlan {
  plan: Plan;
  /** True when its warnings were printed (the plan shown on a terminal): not printed again. */
  warningsShown: boolean;
}

/** Where the change record goes and the checkout it names; undefined without --record. */
interface RecordReadiness {
  path: FlagPath;
  checkout: CliFacts;
}

/**
 * The record is written after the changes are made and sealed into the ledger later: a path that
 * cannot take it, or a checkout the ledger could not tie it to, stops the apply before it starts,
 * every reason at once, not after a change left without its audit evidence. Where the apply runs
 * from is read now too: the tree as it was when the change was made.
 */
async function recordReadiness(
  settings: ApplySettings,
  io: CliIo,
): Promise<RecordReadiness | undefined> {
  if (settings.recordFile === undefined) return undefined;
  const path = flagPath("--record", settings.recordFile, FLAG_FIXES.record, io);
  // The tree first: checking that --record's path is writable may leave a probe file beside it
  // for a moment, which git status must not see as a change of the tree.
  const checkout = await readCheckoutFacts(io.cwd, ignoredFiles(settings, io));
  const writable = await checkFlagFileWritable(path).then(
    () => undefined,
    (error: unknown) => errorMessage(error),
  );
  const refused = sealRefusals(cliChangeContext({ ...RECORD_ONLY_FACTS, checkout }));
  // Without git no checkout can be read: that is the reason, not "outside a git checkout".
  const unsealable = refused.length > 0 && !(await gitStarts(io.cwd)) ? [GIT_MISSING] : refused;
  const problems = [
    ...(writable === undefined ? [] : [writable]),
    ...(unsealable.length === 0
      ? []
      : [
          `--record ${settings.recordFile} could not be sealed into the evidence ledger ('cip-sync evidence append'): ${unsealable.join("; ")}`,
        ]),
  ];
  if (problems.length > 0) {
    throw new UsageError(
      `${problems.join("\n")}\nNothing was changed: fix ${problems.length === 1 ? "this" : "these"} first, or leave out --record.`,
    );
  }
  // Said, not refused: a break-glass fix must not wait on a commit, and the record carries the
  // operations and baselines themselves; but the operator learns it before the change is made.
  if (checkout.treeDirty === true)
    io.stderr(
      `warning: the working tree has changes not committed to ${checkout.commit ?? "HEAD"}: the change record names that commit, which does not hold what this apply reads (tree_dirty: true); commit them first so that the record's commit shows what was applied\n`,
    );
  return { path, checkout };
}

const GIT_MISSING =
  "git could not be started (it is not installed, or not on PATH), so the checkout's commit, its remote origin and the operator (git's user.name and user.email) cannot be read: install git or add its folder to PATH, then run apply again from the checkout of the inventory repository";

/** What the record's context takes from the apply itself: no part of whether it can be sealed. */
const RECORD_ONLY_FACTS = {
  toolVersion: TOOL_VERSION,
  serviceUrl: undefined,
  live: undefined,
  reviewedFingerprint: undefined,
  freezes: [],
};

/** The service, the inventory and the change record of one apply. */
interface ApplyInputs {
  client: ApiClient;
  source: InventorySource;
  record: RecordReadiness | undefined;
}

async function applyAndReport(
  settings: ApplySettings,
  io: CliIo,
  { client, source, record }: ApplyInputs,
  expectedFingerprint: string | undefined,
  seen: SeenPlan | undefined,
): Promise<number> {
  // A freeze is judged at the time the apply started, as the Action judges it at its run.
  const startedAt = (io.now ?? Date.now)();
  const outcome = await applyWatched(settings, io, client, source, expectedFingerprint);
  switch (outcome.status) {
    case "invalid":
      reportDiagnostics(outcome.diagnostics, io, settings.color);
      return EXIT_ERROR;
    case "plan-changed": {
      io.stdout(renderPlanText(outcome.plan, { color: settings.color.stdout }));
      const changed = whyPlanChanged(seen?.plan, outcome.plan);
      io.stderr(
        `error: ${changed} since this plan was reviewed: the reviewed plan has fingerprint ${outcome.expectedFingerprint}, the plan now is ${outcome.plan.fingerprint} (shown above). Nothing was changed; review the new plan and apply it.\n${seen === undefined ? "" : renderPlanDifferenceText(seen.plan, outcome.plan)}`,
      );
      await notifyApply(
        settings.notify,
        io,
        "plan-changed",
        `${changed} since the plan was reviewed; nothing was changed`,
      );
      return EXIT_ERROR;
    }
    case "unsafe":
      io.stdout(renderPlanText(outcome.plan, { color: settings.color.stdout }));
      // The refusal itself says that nothing was changed.
      io.stderr(`error: ${outcome.message}\n`);
      await notifyApply(settings.notify, io, "unsafe", outcome.message.split("\n")[0] ?? "");
      return EXIT_ERROR;
    case "applied":
      return reportApplied(settings, io, outcome, { seen, record, expectedFingerprint, startedAt });
  }
}

/**
 * The change record of a CLI apply, with who ran it from where (a break-glass apply is evidence
 * too), redacted of the connection's secrets; then how to seal it into the ledger.
 */
async function writeChangeRecord(
  settings: ApplySettings,
  io: CliIo,
  recordPath: FlagPath,
  applied: Pick<
    Extract<ApplyFromSourceOutcome, { status: "applied" }>,
    "plan" | "result" | "live"
  > & {
    checkout: CliFacts;
    reviewedFingerprint: string | undefined;
    freezes: ActiveFreeze[];
  },
): Promise<void> {
  const context = cliChangeContext({
    toolVersion: TOOL_VERSION,
    checkout: applied.checkout,
    serviceUrl: settings.connection.apiUrl,
    live: applied.live,
    reviewedFingerprint: applied.reviewedFingerprint,
    freezes: applied.freezes,
  });
  const record = redactSecretsInValue(
    buildChangeRecord(applied.plan, applied.result, context),
    connectionSecrets(readConnection(settings.connection)),
  );
  await writeFlagFile(recordPath, renderJson(record));
  io.stderr(
    `Wrote the change record to ${recordPath.given}. Seal it into the evidence ledger with 'cip-sync evidence append --dir <checkout of the evidence branch> --record ${recordPath.given}'.\n`,
  );
}

/** The files apply reads and writes itself, which do not make the checkout's tree dirty. */
function ignoredFiles(settings: ApplySettings, io: CliIo): string[] {
  return [settings.planFile, settings.recordFile]
    .filter((file) => file !== undefined)
    .map((file) => resolve(io.cwd, file));
}

/** Runs the apply with progress on standard error, stopping gracefully on the first interrupt. */
async function applyWatched(
  settings: ApplySettings,
  io: CliIo,
  client: ApiClient,
  source: InventorySource,
  expectedFingerprint: string | undefined,
): Promise<ApplyFromSourceOutcome> {
  const stop = new AbortController();
  let progress: ApplyProgress | undefined;
  // What a second interrupt must name: changes it leaves outside any evidence.
  const applied: { result: OperationResult; operation: Operation }[] = [];
  const stopListening = io.onInterrupt?.(() => {
    if (stop.signal.aborted) {
      io.stderr(
        `Interrupted again: exiting now, without the change record.\n${renderAppliedBeforeExit(applied)}`,
      );
      io.exitNow?.(EXIT_INTERRUPTED);
      return;
    }
    // The operations left are skipped at once: counting them as progress would only mislead.
    progress?.finish();
    progress = undefined;
    stop.abort();
    io.stderr(
      "Stopping: no new operation starts; those in flight finish first. Interrupt again to exit at once.\n",
    );
  });
  try {
    return await applyFromSource(
      {
        source,
        limits: settings.limits,
        ...checkoutReads(source, settings.base),
        allowed: { massDelete: settings.allowMassDelete, replace: settings.allowReplace },
        expectedFingerprint,
        concurrency: settings.concurrency,
        deadlineMs: settings.deadlineMs,
        stop: stop.signal,
        onStart: (plan) => {
          if (settings.quiet || plan.operations.length === 0) return;
          progress = new ApplyProgress({
            total: plan.operations.length,
            write: io.stderr,
            terminal: io.stderrIsTTY,
            now: io.now ?? Date.now,
          });
        },
        onOperation: (result, operation) => {
          if (result.status === "succeeded") applied.push({ result, operation });
          progress?.onOperation(result);
        },
      },
      client,
    );
  } finally {
    progress?.finish();
    stopListening?.();
  }
}

/** An apply that ran: its diagnostics, freezes, change record, notification and verdict. */
async function reportApplied(
  settings: ApplySettings,
  io: CliIo,
  outcome: Extract<ApplyFromSourceOutcome, { status: "applied" }>,
  facts: {
    seen: SeenPlan | undefined;
    record: RecordReadiness | undefined;
    expectedFingerprint: string | undefined;
    startedAt: number;
  },
): Promise<number> {
  const { seen, record, expectedFingerprint, startedAt } = facts;
  const shown = new Set(
    (seen?.warningsShown ? seen.plan.warnings : []).map((warning) => JSON.stringify(warning)),
  );
  const unseen = outcome.diagnostics.filter((diagnostic) => !shown.has(JSON.stringify(diagnostic)));
  reportDiagnostics(unseen, io, settings.color);
  const { plan, result } = outcome;
  const freezes = await freezesAround(settings.source.root, plan, startedAt);
  io.stderr(freezeWarnings(freezes, true));
  if (record !== undefined)
    await writeChangeRecord(settings, io, record.path, {
      ...outcome,
      checkout: record.checkout,
      reviewedFingerprint: expectedFingerprint,
      freezes: freezes.held,
    });
  // The outcome comes last, where the terminal leaves it in view.
  io.stdout(
    settings.quiet
      ? `${applyVerdict(plan, result).sentence}\n`
      : renderApplyResultText(
          plan,
          result,
          { color: settings.color.stdout },
          settings.verbose ? "every" : "problems",
        ),
  );
  const verdict = applyVerdict(plan, result);
  await notifyApply(
    settings.notify,
    io,
    verdict.outcome === "applied" ? "applied" : "failed",
    verdict.sentence,
  );
  if (result.interrupted !== undefined) return EXIT_INTERRUPTED;
  return applyComplete(result) ? EXIT_OK : EXIT_ERROR;
}
