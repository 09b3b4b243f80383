// CIP-003-9 R3 and R4 from the policy file's `cip_senior_manager` as the ledger dates each version
// of it: a change of CIP Senior Manager, or of a delegation, must be documented within 30 calendar
// days of the change. Pure: the versions, each with the record that documents it (the merge that
// made it current), are a parameter; this module does not read policy files.
//
// R3 and R4 in the standard's words are in governance-requirements.ts. R4 counts its 30 days from
// "any change to the delegation", and "Delegation changes do not need to be reinstated with a
// change to the delegator": a change of CIP Senior Manager opens no R4 obligation.
//
// - The first version the ledger documents is where it starts: what it names was documented
//   before the ledger, so it opens nothing.
// - A later version naming another CIP Senior Manager (another login, or another `since`) opens
//   CIP-003 R3 on `since`, due 30 days later; the record documenting it closes it, late when it is
//   dated after the due date (in the calendar's time zone).
// - A delegate added, or changed (actions, name, title, date or reference), opens CIP-003 R4 on
//   its `delegated_on`, due 30 days later, closed the same way. A delegation changed without a
//   new `delegated_on` is counted from the date written, which then shows as late.
// - A delegate removed: the file does not say when the delegation ended, so it has no due date:
//   a reminder citing the record, for the auditor to compare with the delegation document.
import type { HashedRecord } from "../evidence/records/evidence-record.ts";
import type { SeniorManagerEvidence } from "../evidence/records/policy-record.ts";
import { addDays, type CalendarSettings, calendarRule, dateIn } from "../shared/calendar.ts";
import { governanceRequirement } from "../authority/governance-requirements.ts";
import type { RecordRef } from "./record-ref.ts";

export const GOVERNANCE_OBLIGATION_KINDS = ["CIP-003 R3", "CIP-003 R4"] as const;
export type GovernanceObligationKind = (typeof GOVERNANCE_OBLIGATION_KINDS)[number];

/** What each obligation prints: the summary of its requirement (governance-requirements.ts). */
export const GOVERNANCE_REQUIREMENTS: Readonly<Record<GovernanceObligationKind, string>> = {
  "CIP-003 R3": governanceRequirement("CIP-003 R3").summary,
  "CIP-003 R4": governanceRequirement("CIP-003 R4").summary,
};

/** Days from the change to its documentation, in both requirements. */
export const DOCUMENTATION_DAYS = 30;

/** What this module needs of `cip_senior_manager` (the policy model's CipSeniorManager fits). */
export interface SeniorManagerFacts {
  login: string;
  name: string;
  title: string;
  since: string;
  delegates: readonly {
    login: string;
    name: string;
    title: string;
    actions: readonly string[];
    delegatedOn: string;
    delegationRef: string;
  }[];
}

/** One version of `cip_senior_manager`, with the record whose merge made it current. */
export interface DocumentedVersion {
  record: RecordRef;
  /** Undefined: that version of the policy names none. */
  seniorManager: SeniorManagerFacts | undefined;
}

export interface GovernanceObligation {
  kind: GovernanceObligationKind;
  requirement: string;
  workspace: string;
  /** Who, in words: "CIP Senior Manager jdoe (Jane Doe, VP)", "delegation to rsmith (...) for cip-002-r2.2". */
  subject: string;
  /** The date of the change (`since`, `delegated_on`); null for a delegation removed (not written). */
  changed_on: string | null;
  /** The last date it may be documented on; null for a removal (a reminder). */
  due: string | null;
  status: "closed" | "closed-late" | "reminder";
  documented_by: RecordRef;
  calendar: string;
}

type Delegation = SeniorManagerFacts["delegates"][number];

/** The CIP-003 R3 and R4 obligations of `versions` (in ledger order), as the calendar counts. */
export function governanceObligations(
  versions: readonly DocumentedVersion[],
  calendar: CalendarSettings,
): GovernanceObligation[] {
  return versions.flatMap(({ record, seniorManager }, index) =>
    index === 0
      ? []
      : changeObligations(versions[index - 1]?.seniorManager, seniorManager, record, calendar),
  );
}

/**
 * The obligations of the ledger's records: each change record that merged a change to
 * `cip_senior_manager` approved as the policy asks (rule cip-senior-manager-change met), with
 * both sides as the record keeps them (`policy.senior_manager`). A side the ledger holds no CSM
 * for (the first naming) opens nothing: it is where the ledger starts.
 */
export function ledgerGovernanceObligations(
  records: readonly HashedRecord[],
  calendar: CalendarSettings,
): GovernanceObligation[] {
  return records.flatMap((entry) => {
    const { record } = entry;
    if (record.kind !== "change") return [];
    const { policy } = record.change;
    const sides = policy?.senior_manager;
    if (policy === undefined || sides === undefined) return [];
    const rule = policy.rules.find((candidate) => candidate.id === SENIOR_MANAGER_CHANGE);
    if (rule?.result !== "met") return [];
    const { base, head } = sides;
    if (base?.csm == null) return [];
    const cited = {
      workspace: record.workspace,
      sequence: record.sequence,
      sha256: entry.sha256,
      recorded_at: record.recorded_at,
    };
    return changeObligations(
      factsOf(base.csm),
      head?.csm == null ? undefined : factsOf(head.csm),
      cited,
      calendar,
    );
  });
}

/** The rule id a change to the CIP Senior Manager's keys is judged under (governance.ts). */
const SENIOR_MANAGER_CHANGE = "cip-senior-manager-change";

type CsmEvidence = NonNullable<SeniorManagerEvidence["csm"]>;

function factsOf(csm: CsmEvidence): SeniorManagerFacts {
  return {
    ...csm,
    delegates: csm.delegates.map(({ delegated_on, delegation_ref, ...delegate }) => ({
      ...delegate,
      delegatedOn: delegated_on,
      delegationRef: delegation_ref,
    })),
  };
}

/** What one documented change from `before` to `after` opens, closed by `record`. */
function changeObligations(
  before: SeniorManagerFacts | undefined,
  after: SeniorManagerFacts | undefined,
  record: RecordRef,
  calendar: CalendarSettings,
): GovernanceObligation[] {
  const rule = calendarRule(calendar);
  const obligations: GovernanceObligation[] = [];
  const documentedOn = dateIn(record.recorded_at, calendar.timeZone);
  const dated = (kind: GovernanceObligationKind, subject: string, changedOn: string) => {
    const due = addDays(changedOn, DOCUMENTATION_DAYS);
    const status = documentedOn <= due ? ("closed" as const) : ("closed-late" as const);
    obligations.push(obligationOf(kind, subject, changedOn, due, status, record, rule));
  };
  if (after !== undefined && (before?.login !== after.login || before.since !== after.since))
    dated("CIP-003 R3", `CIP Senior Manager ${personText(after)}`, after.since);
  const was = byLogin(before?.delegates ?? []);
  const now = byLogin(after?.delegates ?? []);
  for (const [login, delegate] of now) {
    const old = was.get(login);
    if (old === undefined || delegationText(old) !== delegationText(delegate))
      dated("CIP-003 R4", delegationText(delegate), delegate.delegatedOn);
  }
  for (const [login, delegate] of was) {
    if (now.has(login)) continue;
    const subject = `${delegationText(delegate)}, removed`;
    obligations.push(obligationOf("CIP-003 R4", subject, null, null, "reminder", record, rule));
  }
  return obligations;
}

function obligationOf(
  kind: GovernanceObligationKind,
  subject: string,
  changedOn: string | null,
  due: string | null,
  status: GovernanceObligation["status"],
  record: RecordRef,
  calendar: string,
): GovernanceObligation {
  return {
    kind,
    requirement: GOVERNANCE_REQUIREMENTS[kind],
    workspace: record.workspace,
    subject,
    changed_on: changedOn,
    due,
    status,
    documented_by: record,
    calendar,
  };
}

const byLogin = (delegates: readonly Delegation[]) =>
  new Map(delegates.map((delegate) => [delegate.login.toLowerCase(), delegate]));

const personText = (person: { login: string; name: string; title: string }) =>
  `${person.login} (${person.name}, ${person.title})`;

const delegationText = (delegate: Delegation) =>
  `delegation to ${personText(delegate)} for ${delegate.actions.join(", ")}, delegated on ${delegate.delegatedOn} (${delegate.delegationRef})`;

/**
 * A documented change of the CIP Senior Manager or of a delegation as the obligations list it (an
 * Obligation, by its shape: obligation-model.ts imports this module's kinds).
 */
export function governanceObligation(found: GovernanceObligation) {
  return {
    kind: found.kind,
    requirement: found.requirement,
    workspace: found.workspace,
    subject: { governance: found.subject },
    opened_by: found.documented_by,
    due: found.due,
    status: found.status,
    ...(found.status === "reminder" ? {} : { closed_by: found.documented_by }),
    calendar: found.calendar,
    reason:
      found.changed_on === null
        ? "a delegation removed: the policy file does not say when it ended"
        : `changed on ${found.changed_on}`,
  };
}
