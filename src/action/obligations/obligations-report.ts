// The CIP obligations of the workspace, judged at each drift check (which has just closed the
// monitoring interval): the records are read whole from the evidence branch, chain-checked, and
// the obligations still open are listed in the job summary; outputs obligations-overdue and
// obligations-exceptions count the overdue ones and the exceptions; an obligation that became an exception, overdue or due soon since the previous
// drift check is notified once (core/obligations/obligation-notices.ts). A ledger that cannot be read or is broken is a warning that says so: nothing is
// judged from it, and the output is not set (fail closed).
import { calendarRule } from "../../core/shared/calendar.ts";
import { type Obligation, STILL_TO_DO } from "../../core/obligations/obligations.ts";
import type { HashedRecord } from "../../core/evidence/records/evidence-record.ts";
import { checkoutGovernance } from "../evidence/change-record-facts.ts";
import { addAppended, type JudgedLedger, previousView, readLedgerFold } from "./ledger-fold.ts";
import { obligationNotices } from "../../core/obligations/obligation-notices.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { notJudgedMarkdown, renderObligationsMarkdown } from "../../render/evidence/obligations.ts";
import type { MergeJudgedFamily } from "../../core/obligations/obligation-families.ts";
import { notify } from "../run/notify.ts";
import { reportNotInForce } from "./facts-in-force-report.ts";
import type { RunScope } from "../run/run-scope.ts";

/**
 * The obligations of `judged` (ledger-fold.ts) once this check's records are added: read again
 * from the ledger when another job appended between them. Nothing without a fold (said already).
 */
export async function reportObligations(
  scope: RunScope,
  judged: JudgedLedger | undefined,
  appended: readonly (HashedRecord | undefined)[],
): Promise<void> {
  const { settings, reporter } = scope;
  let ledger = judged;
  for (const entry of appended)
    if (ledger !== undefined && entry !== undefined && !addAppended(ledger, entry))
      ledger = await readLedgerFold(scope);
  if (ledger === undefined) return;
  const notInForce = await reportNotInForce(scope, ledger.fold.factsInForce, () =>
    checkoutGovernance(scope),
  );
  const { asOf: at, calendar } = ledger.judging;
  const { obligations } = ledger.fold.pass.finish();
  // Read after finish too: the families no accepted merge started, said wherever these are.
  const { notJudged, notApplicable } = ledger.fold.pass;
  // The previous drift check's view: what was already overdue then was already notified.
  const before = previousView(ledger, settings.workspace);
  if (before === undefined)
    reporter.info(
      "The previous drift check is before the checkpoint read: nothing is notified again.",
    );
  const overdue = obligations.filter((o) => o.status === "overdue");
  reporter.setOutput("obligations-overdue", String(overdue.length));
  // Apart from the overdue: an interval a record without authority left open becomes an exception,
  // not overdue, and a workflow alerting on the overdue alone would go quiet.
  const exceptions = obligations.filter((o) => o.status === "exception");
  reporter.setOutput("obligations-exceptions", String(exceptions.length));
  const listed = obligations.filter((o) => STILL_TO_DO.includes(o.status));
  await reporter.summary(
    () =>
      `\n${notInForce === undefined ? "" : `${notInForce}\n`}${renderObligationsMarkdown({ at, calendar: calendarRule(calendar), obligations: listed, notJudged, notApplicable })}\n`,
  );
  if (settings.obligationsIssue)
    await updateIssue(scope, obligations, {
      at,
      rule: calendarRule(calendar),
      notInForce,
      notJudged,
    });
  for (const { event, title, detail } of obligationNotices(
    obligations,
    before ?? obligations,
    notJudged,
  ))
    await notify(scope, event, { state: "new", title, detail });
}

/** The obligations issue: the exceptions and what is overdue or due soon, or closed when none is. */
async function updateIssue(
  scope: RunScope,
  obligations: readonly Obligation[],
  judged: {
    at: string;
    rule: string;
    notInForce: string | undefined;
    notJudged: readonly MergeJudgedFamily[];
  },
): Promise<void> {
  const { settings, reporter, host, context } = scope;
  const { at, rule, notInForce, notJudged } = judged;
  const needing = obligations.filter(
    (o) => o.status === "exception" || o.status === "overdue" || o.status === "due-soon",
  );
  // What is not in force is an exception of its own: the issue stays open while it lasts.
  const list =
    needing.length === 0 && notInForce === undefined
      ? undefined
      : `${notInForce === undefined ? "" : `${notInForce}\n`}${renderObligationsMarkdown({ at, calendar: rule, obligations: needing, notJudged })}`;
  try {
    const done = await host.obligationsIssues.report(
      settings.workspace,
      { needing: list, notJudged: notJudgedMarkdown(notJudged) },
      context.runUrl,
    );
    if (done.action !== "none")
      reporter.info(`The CIP obligations issue: ${done.action}, ${done.url}`);
  } catch (error) {
    reporter.warning(
      `Could not write the CIP obligations issue: ${errorMessage(error)}; give the job's token the \`issues: write\` permission, or set the input obligations-issue to false.`,
      { title: "CIP obligations" },
    );
  }
}
