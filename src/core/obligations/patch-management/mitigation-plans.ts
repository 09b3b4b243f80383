// CIP-007-6 R2.4: "For each mitigation plan created or revised in Part 2.3, implement the plan
// within the timeframe specified in the plan, unless a revision to the plan or an extension to the
// timeframe specified in Part 2.3 is approved by the CIP Senior Manager or delegate." Per plan,
// from the accepted record that first puts it in force: due on its `by` date, or, for a plan whose
// timeframe is an event, on the day a later reviewed change records the event occurred (no due
// date until then); closed by `implemented_on` in an accepted merge, never dated after that
// merge's record. A change of the timeframe moves the due date only when approved as
// plan-approval.ts judges; otherwise the due date in force stays and the plan is an exception
// naming the change (the standard's VSL table makes both lapses severe). Pure.
import { judgeDate } from "../../authority/authority.ts";
import { type Context, type Obligation, statusOf } from "../obligation-model.ts";
import { type MitigationPlan, type Timeframe, timeframeText } from "../../patches/patch-files.ts";
import { notClosedBy, patchObligation, type PatchStep, refusedWhy } from "./patch-obligation.ts";
import { timeframeApproval } from "./plan-approval.ts";

export interface PlanDue {
  obligation: Obligation;
  /** The timeframe in force: the plan's first, or the last approved change of it. */
  timeframe: Timeframe;
  eventOccurredOn?: string;
  implementedOn?: string;
  unapproved: boolean;
}

export class PlanTimeframes {
  readonly #plans = new Map<string, PlanDue>();

  accept(step: PatchStep): void {
    for (const plan of step.merge.plans ?? []) {
      let held = this.#plans.get(plan.id);
      if (held === undefined) {
        held = this.#open(step, plan);
        this.#plans.set(plan.id, held);
      } else if (changesTimeframe(held, plan)) this.#changed(step, held, plan);
      this.#dates(step, held, plan);
    }
  }

  refuse(step: PatchStep): void {
    for (const plan of step.merge.plans ?? []) {
      const held = this.#plans.get(plan.id);
      if (held === undefined || held.implementedOn !== undefined) continue;
      if (plan.implementedOn !== undefined)
        notClosedBy(held.obligation, step.merge, refusedWhy(step.merge, "plan-implemented"));
      // A change that never took force: listed, and the timeframe in force stays.
      if (changesTimeframe(held, plan))
        notClosedBy(held.obligation, step.merge, refusedWhy(step.merge, "plan-timeframe-change"));
    }
  }

  finish(context: Context): Obligation[] {
    return [...this.#plans.values()].map((held) => judgedPlan(held, context));
  }

  /** Every plan put in force, as plain JSON (patch-checkpoint.ts): a later merge may change it. */
  held(): [string, PlanDue][] {
    return [...this.#plans];
  }

  restore(plans: [string, PlanDue][]): void {
    for (const [id, held] of plans) this.#plans.set(id, held);
  }

  #open(step: PatchStep, plan: MitigationPlan): PlanDue {
    const obligation = patchObligation(
      "CIP-007 R2.4",
      step.merge.record,
      {},
      { plan: plan.id },
      step.context,
    );
    return { obligation, timeframe: plan.timeframe, unapproved: false };
  }

  #changed(step: PatchStep, held: PlanDue, plan: MitigationPlan): void {
    const { timeframe } = plan;
    const approval = timeframeApproval(
      step.merge,
      step.before.seniorManager,
      step.context.calendar.timeZone,
    );
    if (!approval.approved) {
      this.#unapproved(held, step, plan, approval.why);
      return;
    }
    held.timeframe = timeframe;
    // The approved change's event day, if it has one, is read as a first one (#dates).
    delete held.eventOccurredOn;
    const change = {
      record: step.merge.record,
      to: planTimeframeText(plan),
      approved_by: approval.by,
    };
    held.obligation.patching = {
      ...held.obligation.patching,
      timeframe_changes: [...(held.obligation.patching?.timeframe_changes ?? []), change],
    };
  }

  #unapproved(held: PlanDue, step: PatchStep, plan: MitigationPlan, why: string): void {
    held.unapproved = true;
    const changes = held.obligation.patching?.timeframe_changes ?? [];
    const to = planTimeframeText(plan);
    // The file keeps saying it at each later merge of the plan: listed once, where it was written.
    const last = changes.at(-1);
    if (last !== undefined && last.to === to && last.approved_by === undefined) return;
    const change = { record: step.merge.record, to, why };
    held.obligation.patching = {
      ...held.obligation.patching,
      timeframe_changes: [...changes, change],
    };
  }

  /** The event's day (first recorded only) and the implementation, each dated no later than its record. */
  #dates(step: PatchStep, held: PlanDue, plan: MitigationPlan): void {
    const recordedAt = step.merge.record.recorded_at;
    if (
      plan.eventOccurredOn !== undefined &&
      held.eventOccurredOn === undefined &&
      "event" in held.timeframe
    ) {
      const judged = judgeDate("plan-event-occurred", plan.eventOccurredOn, recordedAt);
      if (judged.authorized) held.eventOccurredOn = plan.eventOccurredOn;
      else notClosedBy(held.obligation, step.merge, judged.why);
    }
    if (plan.implementedOn !== undefined && held.implementedOn === undefined) {
      const judged = judgeDate("plan-implemented", plan.implementedOn, recordedAt);
      if (!judged.authorized) notClosedBy(held.obligation, step.merge, judged.why);
      else {
        held.implementedOn = plan.implementedOn;
        held.obligation.closed_by = step.merge.record;
      }
    }
  }
}

/**
 * Whether `plan` changes the timeframe in force: another date or event, or another day for an
 * event already recorded (the first day recorded sets the due date; a later one would move it).
 */
function changesTimeframe(held: PlanDue, plan: MitigationPlan): boolean {
  if (timeframeText(plan.timeframe) !== timeframeText(held.timeframe)) return true;
  return held.eventOccurredOn !== undefined && plan.eventOccurredOn !== held.eventOccurredOn;
}

/** The timeframe a plan's version states, with its event's day when it records one. */
function planTimeframeText(plan: MitigationPlan): string {
  const occurred =
    plan.eventOccurredOn === undefined ? "" : `, which occurred on ${plan.eventOccurredOn}`;
  return `${timeframeText(plan.timeframe)}${occurred}`;
}

/** A plan judged as of the context's day. */
function judgedPlan(held: PlanDue, context: Context): Obligation {
  const o = held.obligation;
  o.due = "by" in held.timeframe ? held.timeframe.by : (held.eventOccurredOn ?? null);
  if (o.due === null) {
    o.status = held.implementedOn === undefined ? "open" : "closed";
    if (held.implementedOn === undefined)
      o.reason = `no due date until a reviewed change records the day the event occurred (event_occurred_on): ${timeframeText(held.timeframe)}`;
  } else o.status = statusOf(o.due, held.implementedOn, context);
  const lapsed = o.status === "overdue" || o.status === "closed-late";
  if (held.unapproved) {
    o.status = "exception";
    o.reason = `a change of its timeframe was not approved by the CIP Senior Manager or a delegate holding cip-007-r2.4: ${o.due === null ? "it keeps no due date" : `the due date stays ${o.due}`}`;
  }
  if (held.unapproved || lapsed) o.patching = { ...o.patching, lapse: "severe" };
  const occurred =
    held.eventOccurredOn === undefined ? "" : `, which occurred on ${held.eventOccurredOn}`;
  o.patching = {
    ...o.patching,
    timeframe: `${timeframeText(held.timeframe)}${occurred}`,
    ...(held.implementedOn === undefined ? {} : { implemented_on: held.implementedOn }),
  };
  return o;
}
