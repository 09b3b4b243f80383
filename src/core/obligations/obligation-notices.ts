// What a drift check tells a person of the CIP obligations: those that became an exception (a
// completion not recorded past the grace days, a completion dated before its authorization, an
// unauthorized change), overdue or due soon since the previous check, each state once and in that
// order. An exception is notified as an overdue obligation is: both ask someone to act now, so
// both go out under `obligation-overdue`. Pure.
import { kindText, type Obligation } from "./obligation-model.ts";
import { newlyIn, subjectText } from "./obligation-subject.ts";
import type { MergeJudgedFamily } from "./obligation-families.ts";

/** The states a notice is sent for, the most urgent first, with the event that carries each. */
const NOTIFIED = [
  { state: "exception", event: "obligation-overdue", became: "became exceptions" },
  { state: "overdue", event: "obligation-overdue", became: "became overdue" },
  { state: "due-soon", event: "obligation-due-soon", became: "due soon" },
] as const;

export interface ObligationNotice {
  event: (typeof NOTIFIED)[number]["event"];
  title: string;
  detail: string;
}

/** At most this many obligations are named in one notice; the rest are counted. */
const NAMED = 5;

/**
 * One notice per state some obligation of `now` is newly in since `before`, each ending with the
 * families `notJudged` (none sends a notice of its own: it is no new state).
 */
export function obligationNotices(
  now: readonly Obligation[],
  before: readonly Obligation[],
  notJudged: readonly MergeJudgedFamily[] = [],
): ObligationNotice[] {
  const unjudged = notJudged.map((family) => ` ${family.notJudged}`).join("");
  return NOTIFIED.flatMap(({ state, event, became }) => {
    const newly = newlyIn(state, now, before);
    if (newly.length === 0) return [];
    const named = newly.slice(0, NAMED).map((o) => {
      const why = state === "exception" && o.reason !== undefined ? `: ${o.reason}` : "";
      return `${kindText(o)} ${subjectText(o)} (due ${o.due ?? "none"}${why})`;
    });
    const more = newly.length > NAMED ? `, and ${newly.length - NAMED} more` : "";
    return [
      {
        event,
        title: `${newly.length} CIP obligation(s) ${became}`,
        detail: `${named.join("; ")}${more}${unjudged === "" ? "" : `.${unjudged}`}`,
      },
    ];
  });
}
