// The CIP obligations of the workspace, judged at each drift check (which has just closed the
// monitoring interval): the records are read whole from the evidence branch, chain-checked, and
// the obligations still open are listed in the job summary; output obligations-overdue counts the
// overdue ones; an obligation that became an exception, overdue or due soon since the previous
// drift check is notified once (core/obligations/obligation-notices.ts). A ledger that cannot be read or is broken is a warning that says so: nothing is
// judged from it, and the output is not set (fail closed).
import { calendarRule, dateIn, resolveCalendar } from "../../core/shared/calendar.ts";
import { computeObligations, type Obligation } from "../../core/obligations/obligations.ts";
import { obligationNotices } from "../../core/obligations/obligation-notices.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { renderObligationsMarkdown } from "../../render/evidence/obligations.ts";
import { notify } from "../run/notify.ts";
import { reportNotInForce } from "./facts-in-force-report.ts";
import type { RunScope } from "../run/run-scope.ts";

const STILL_TO_DO = new Set(["exception", "overdue", "due-soon", "open"]);

export async function reportObligations(scope: RunScope): Promise<void> {
  const { settings, reporter, host } = scope;
  if (settings.evidenceBranch === "") return;
  let records;
  try {
    records = await host.evidence.records(settings.evidenceBranch, settings.workspace);
  } catch (error) {
    reporter.warning(`Could not judge the CIP obligations: ${errorMessage(error)}`, {
      title: "CIP obligations",
    });
    return;
  }
  const notInForce = await reportNotInForce(scope, records);
  const fromPolicy = await scope.policyCalendar();
  if (fromPolicy.kind === "invalid") {
    reporter.warning(`Could not judge the CIP obligations: ${fromPolicy.problem}`, {
      title: "CIP obligations",
    });
    return;
  }
  const calendar = resolveCalendar({ timeZone: settings.obligationsTimeZone }, fromPolicy.calendar);
  // Today in the calendar's time zone, as cip-sync obligations counts it: the day the obligations
  // are judged as of is the day the summary and the issue are headed by, not UTC's.
  const at = dateIn(new Date(), calendar.timeZone);
  const options = { completionGraceDays: fromPolicy.completionGraceDays };
  const obligations = computeObligations(records, at, calendar, options);
  // The previous drift check's view, from the records up to it: what was already overdue then was
  // already notified.
  const checks = records.filter(({ record }) => record.kind === "monitoring");
  const previous = checks.at(-2)?.record.recorded_at;
  const before =
    previous === undefined
      ? []
      : computeObligations(
          records.filter(({ record }) => record.recorded_at <= previous),
          new Date(previous),
          calendar,
          options,
        );
  const overdue = obligations.filter((o) => o.status === "overdue");
  reporter.setOutput("obligations-overdue", String(overdue.length));
  const listed = obligations.filter((o) => STILL_TO_DO.has(o.status));
  await reporter.summary(
    () =>
      `\n${notInForce === undefined ? "" : `${notInForce}\n`}${renderObligationsMarkdown({ at, calendar: calendarRule(calendar), obligations: listed })}\n`,
  );
  if (settings.obligationsIssue)
    await updateIssue(scope, obligations, { at, rule: calendarRule(calendar), notInForce });
  for (const { event, title, detail } of obligationNotices(obligations, before))
    await notify(scope, event, { state: "new", title, detail });
}

/** The obligations issue: the exceptions and what is overdue or due soon, or closed when none is. */
async function updateIssue(
  scope: RunScope,
  obligations: readonly Obligation[],
  judged: { at: string; rule: string; notInForce: string | undefined },
): Promise<void> {
  const { settings, reporter, host, context } = scope;
  const { at, rule, notInForce } = judged;
  const needing = obligations.filter(
    (o) => o.status === "exception" || o.status === "overdue" || o.status === "due-soon",
  );
  // What is not in force is an exception of its own: the issue stays open while it lasts.
  const list =
    needing.length === 0 && notInForce === undefined
      ? undefined
      : `${notInForce === undefined ? "" : `${notInForce}\n`}${renderObligationsMarkdown({ at, calendar: rule, obligations: needing })}`;
  try {
    const done = await host.obligationsIssues.report(settings.workspace, list, context.runUrl);
    if (done.action !== "none")
      reporter.info(`The CIP obligations issue: ${done.action}, ${done.url}`);
  } catch (error) {
    reporter.warning(
      `Could not write the CIP obligations issue: ${errorMessage(error)}; give the job's token the \`issues: write\` permission, or set the input obligations-issue to false.`,
      { title: "CIP obligations" },
    );
  }
}
