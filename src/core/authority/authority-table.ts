// The authority table: one row per fact that opens, moves or closes a CIP obligation or a control,
// saying where a record of it may come from, who must approve a change of it (judged by the facts
// in force: the files of the commit the last merge the gate accepted merged, as the ledger's chain
// carries it (core/evidence/records/in-force/facts-in-force.ts), never the ones the change brings nor what
// the base branch holds; "the base" below is that commit), the dates it may carry, and
// what a record without that authority gets. It is the one place this is decided: the gate, the
// obligations, the populations and docs/obligations/authority.md ("Who may assert what") read it, and
// test/core/authority/authority-table.test.ts holds every row.
//
// Two models shaped it. An in-toto layout names, for each step of a supply chain, the
// functionaries who may perform it and how many must agree, and verification checks every link
// against the layout, not against what a link claims of itself. TUF's delegated roles can only
// delegate what they hold: a key trusted for one path cannot sign for another. Here, a fact is a
// step, its origins and approvers are its functionaries, and a rule can be lifted only with the
// approvals the rule itself requires.
//
// Each row cites the requirement part whose words docs/obligations/authority.md quotes beside it (the
// quotes live in the requirement table and the governance requirements, where two sources agreed
// on them); `held` says where the code holds the row, and names what it does not hold yet, so the
// docs never claim more than the tool does.
import { type AuthorityRow, CLOSES_NOTHING, type Fact } from "./authority-row.ts";
import { LOW_IMPACT_AUTHORITY } from "./low-impact/low-impact-authority.ts";
import { SYSTEM_ACCESS_AUTHORITY } from "./system-access/system-access-authority.ts";
import { VULNERABILITY_ASSESSMENT_AUTHORITY } from "./vulnerability-assessment-authority.ts";

export {
  APPROVERS,
  type Approver,
  type AuthorityRow,
  type Cited,
  DATE_RULES,
  type DateRule,
  dateRuleWords,
  type DeclaredDateRule,
  type Fact,
  FACTS,
  MAX_OBSERVATION_SKEW_MINUTES,
  ORIGINS,
  type Origin,
} from "./authority-row.ts";

/** What every CIP-007 R2 row says of where the records come from. */
const FROM_THE_LEDGER =
  "read from accepted merge records only: their patch_files, each new where its text differs from the one in force, and their baselines' patched items (core/obligations/patch-management/patch-merges.ts); a file its parser refuses is refused at review by the plan's patch-file check and, merged anyway, puts nothing in force";
const PASS = "the patch-management pass (core/obligations/patch-management/patch-obligations.ts)";

/** CIP-007-6 R2's facts: each file is reviewed by pull request, and dated by the merge's record. */
const PATCH_MANAGEMENT_ROWS: readonly AuthorityRow[] = [
  {
    fact: "patch-sources",
    assertedIn:
      "cip-patch-sources.yaml: each source and the baseline items it covers, and the no_source declarations (no patching source, or not updateable, with a reason)",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["recorded-at"],
    without: `an item it would cover stays an R2.1 exception, and no R2.2 interval opens; it ${CLOSES_NOTHING}`,
    cites: "CIP-007 R2.1",
    held: `${PASS} reads the file in force from accepted merges only, and lists a file another record carries beside what it did not close, in judgeAuthority's words; a declaration closes an item's R2.1 only when reviewed with or after the item's last change; the file's parser (core/patches/parse-patch-sources.ts) places every mistake at its line and column; ${FROM_THE_LEDGER}`,
  },
  {
    fact: "patch-evaluation",
    assertedIn:
      "patch-evaluations/SOURCE/NAME.yaml: the source, releases_since, and each patch with its release date and applicable or not (with a reason)",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["recorded-at", "not-after-record"],
    without: `the source's R2.2 interval stays open and no R2.3 obligation opens; it ${CLOSES_NOTHING}`,
    cites: "CIP-007 R2.2",
    held: `${PASS}: an evaluation is dated by the record that merges it, never by a field; a releases_since or a released date after that record closes nothing; a releases_since after the previous evaluation's record leaves a gap, an exception; ${FROM_THE_LEDGER}`,
  },
  {
    fact: "mitigation-plan",
    assertedIn:
      "patch-plans/ID.yaml: the patches it covers, the planned actions (one at least) and a timeframe (a by date or an event)",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["recorded-at"],
    without: `the patches it names stay open under R2.3; it ${CLOSES_NOTHING}`,
    cites: "CIP-007 R2.3",
    held: `${PASS}: the plan is dated by the record that merges it; its parser (core/patches/parse-mitigation-plan.ts) refuses a plan without actions or timeframe at its line and column; ${FROM_THE_LEDGER}`,
  },
  {
    fact: "plan-timeframe-change",
    assertedIn:
      "a later version of patch-plans/ID.yaml whose timeframe differs: a revision or an extension",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "senior-manager-or-delegate"],
    dates: ["recorded-at"],
    without:
      "the due date in force stays; a change an accepted merge documents without that approval makes the plan an R2.4 exception that says why (no approval by the CIP Senior Manager, nor by a delegate holding cip-007-r2.4 delegated on or before the approval's day), and one a refused merge or a break-glass record carries is listed beside the plan as taking no force",
    cites: "CIP-007 R2.4",
    held: `${PASS}, with the CIP Senior Manager and delegates in force before the merge and each counted approver's approval date in the calendar's time zone; ${FROM_THE_LEDGER}`,
  },
  {
    fact: "plan-event-occurred",
    assertedIn: "event_occurred_on: YYYY-MM-DD in an event-dated patch-plans/ID.yaml",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["not-after-record"],
    without: `the plan keeps no due date; it ${CLOSES_NOTHING}`,
    cites: "CIP-007 R2.4",
    held: `${PASS}: the first event_occurred_on in force sets the due date; a later different one is a change of the timeframe; ${FROM_THE_LEDGER}`,
  },
  {
    fact: "plan-implemented",
    assertedIn: "implemented_on: YYYY-MM-DD in patch-plans/ID.yaml",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["not-after-record"],
    without: `R2.4 stays open; it ${CLOSES_NOTHING}`,
    cites: "CIP-007 R2.4",
    held: `${PASS}; whether the mitigations were carried out on the devices no record shows; ${FROM_THE_LEDGER}`,
  },
];

export const AUTHORITY_TABLE: readonly AuthorityRow[] = [
  {
    fact: "inventory-operation",
    assertedIn: "the inventory files: a create, update, move, rename or delete of a cyber asset",
    origins: ["reviewed-merge", "signed-break-glass"],
    approvers: ["counted-approvals", "system-owners"],
    dates: ["recorded-at"],
    without:
      "the merge is refused: nothing is applied, the run fails with the reason and the record says refused, never no-changes",
    cites: "CIP-010 R1.2",
    held: "the gate (core/review/gate.ts) and the owner policy (core/review/policy/)",
  },
  {
    fact: "baseline",
    assertedIn: "an asset's baseline in the inventory: its R1.1 items, shared or baseline_ref",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["recorded-at"],
    without: `its deviation is an R1.2 exception ("not authorized"); it ${CLOSES_NOTHING}`,
    cites: "CIP-010 R1.2",
    held: "the obligations (core/obligations/baseline-changes/deviation-obligations.ts): a deviation is authorized, and a later baseline change closes what waits for one, only by a reviewed record, with the counted approvals it lists (reviewOf, core/obligations/record-facts.ts); the owners of the system approve a baseline change besides where a rule of the owner policy at the base covers updates of the system's impact (baseline-change), which refuses the merge without them, and no obligation credits an owners' approval the record does not show",
  },
  {
    fact: "baseline-reviewed",
    assertedIn: "reviewed: YYYY-MM-DD in a baseline",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "system-owners"],
    dates: ["not-after-record"],
    without: CLOSES_NOTHING,
    cites: "CIP-010 R1.1",
    held: "the inventory's validation refuses an impossible date; a date a merge writes after the merge is refused at the merge by the owner policy's judgement (baselineReviewedProblems, core/review/policy/governance/baseline-dates.ts, through judgeDate), at the asset's file, line and column; not held without a policy file at the base, where no policy judges the merge",
  },
  {
    fact: "baseline-completed-on",
    assertedIn: "completed_on: YYYY-MM-DD in a baseline",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "system-owners"],
    dates: ["not-after-record", "not-before-authorization"],
    without: `R1.3 counts from the record instead; it ${CLOSES_NOTHING}`,
    cites: "CIP-010 R1.3",
    held: "judgeAuthority (core/authority/authority.ts) in the obligations, from reviewed records only, with the approvers the record shows (approversShown, core/obligations/record-facts.ts): its counted approvals, and the owners of the asset's system only where the owner policy's judgement it keeps has a count of that system's owners met, never because a rule could have asked them; under a policy that asks no owner of an update (no rule covers it, or no policy file), a completed_on closes nothing and R1.3 lists its record with the approval it lacks (a /cip-010-completed note by a deviation approver records the completion instead); one dated after its record closes nothing and R1.3 lists that record; a break-glass record's completed_on is not read",
  },
  {
    fact: "completion-note",
    assertedIn: "/cip-010-completed YYYY-MM-DD [#N] [differs] in an approving review",
    origins: ["reviewed-merge"],
    approvers: ["deviation-approvers"],
    dates: ["not-after-record", "not-before-authorization"],
    without: `R1.3 stays "completion not recorded"; the note ${CLOSES_NOTHING}`,
    cites: "CIP-010 R1.3",
    held: "judgeAuthority (core/authority/authority.ts) in the obligations",
  },
  {
    fact: "verification-note",
    assertedIn: "/cip-010-r1.4 in an approving review",
    origins: ["reviewed-merge"],
    approvers: ["deviation-approvers"],
    dates: ["recorded-at"],
    without: "the R1.4 reminder does not list it",
    cites: "CIP-010 R1.4",
    held: "the obligations list the notes of the authorizing pull request's counted approvers only",
  },
  {
    fact: "configuration-observation",
    assertedIn: "a collector's configuration-monitoring file, sealed into a record",
    origins: ["default-branch-drift-check", "operator-signed-append"],
    approvers: [],
    dates: ["observed-before-append"],
    without: `it is refused when appended, nothing written; a record of it that verify does not accept ${CLOSES_NOTHING}. A detected unauthorized change stays an exception until a reviewed record documents its investigation, whatever the record closes`,
    cites: "CIP-010 R2.1",
    held: "the date by observationRefusal (core/authority/authority.ts) in cip-sync evidence append --monitoring and the drift check, before either writes; the branch by the drift check, which off the default branch writes nothing (action/drift/drift-route.ts); the writer by verify's history walk, which obligations, evidence populations and evidence report share (cli/shared/ledger/verified-records.ts; each of them from a checkpoint walks it from the commit that added the checkpoint's record on, the records before it taken as that commit vouched for them, cli/shared/ledger/verified-from-checkpoint.ts), and by verify --remote's commit check, which the drift check's obligations share (github/ledger/ledger-records.ts): a ledger either refuses judges nothing; a detected unauthorized change is an exception even in a stale observation (core/obligations/configuration-monitoring/configuration-monitoring-obligations.ts); the investigation by the investigation-note row, never the collector's word (its file's investigations close nothing); a collector's file appended from the command line in a commit verify only warns of (no key of --operator-keys signed it, or none was given) closes no interval and verifies no baseline_ref, and each interval it would have closed is an exception listing it (observationAuthority, core/obligations/record-facts.ts; obligations, evidence populations and evidence report take --operator-keys); in a folder that is no git clone there is no history to show who added a record, so every record sealed from the command line is unauthenticated there and closes nothing, each output says once that the history was not checked, and --operator-keys and --writer are refused (judgedEntry and hasHistory, cli/shared/ledger/verified-records.ts); a git bundle of the branch is read as its clone (cli/shared/ledger/ledger-dir.ts)",
  },
  {
    fact: "investigation-note",
    assertedIn:
      "/cip-010-investigated #SEQ ITEM ASSET REFERENCE in an approving review: the record that detected the unauthorized change, its R1.1 item, the asset as the inventory names it, and where the investigation is documented",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals"],
    dates: ["not-after-record"],
    without:
      "the exception stays, and lists the note with why it closed nothing: from another origin, not a counted approver, approved before the detection or recorded before it, or naming another record, item or asset. A collector file's investigations close nothing either",
    cites: "CIP-010 R2.1",
    held: "judgeAuthority (core/authority/authority.ts) in the obligations (core/obligations/configuration-monitoring/configuration-monitoring-investigations.ts), which also hold the note to its detection: its record, item and asset, approved and recorded after it; not held: whether the investigation happened, which no record shows",
  },
  {
    fact: "policy-rules",
    assertedIn: "rules: in cip-policy.yaml",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "policy-owners", "rule-approvers"],
    dates: ["in-force-from-record"],
    without: "the merge is refused, as for an inventory operation",
    cites: "CIP-010 R1.2",
    held: "governance (core/review/policy/governance/governance.ts) judges a change of the rules by the policy owners, and each base rule it removes or weakens (fewer approvals, operations or impacts, other approvers; every rule of a file deleted or made unparseable) by that rule's own approvers (core/review/policy/governance/lifted-rules.ts, rule-lifted); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
  },
  {
    fact: "policy-owners",
    assertedIn: "policy_owners: in cip-policy.yaml",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "policy-owners"],
    dates: ["in-force-from-record"],
    without: "the merge is refused, as for an inventory operation",
    cites: "CIP-010 R1.2",
    held: "governance (core/review/policy/governance/governance.ts); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
  },
  {
    fact: "system-owners",
    assertedIn: "owners: of a cyber system's document",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "system-owners", "policy-owners"],
    dates: ["in-force-from-record"],
    without: "the merge is refused, as for an inventory operation",
    cites: "CIP-010 R1.2",
    held: "governance (core/review/policy/governance/governance.ts), base documents listed by the one listing of a commit's documents (listDocumentsAtCommit, github/files/documents-at-commit.ts), which the change record's base baselines share; a base that cannot be listed whole (a symbolic link under the patterns or at any level above their roots) refuses the change, and fails the base baselines closed; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
  },
  {
    fact: "system-impact",
    assertedIn: "impact: of a cyber system's document",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "system-owners", "policy-owners"],
    dates: ["in-force-from-record"],
    without: "the merge is refused, as for an inventory operation",
    cites: "CIP-002 R2",
    held: "governance (core/review/policy/governance/governance.ts); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
  },
  {
    fact: "cip-senior-manager",
    assertedIn:
      "cip_senior_manager: in cip-policy.yaml; removing or breaking the file is a change of it",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "cip-senior-manager"],
    dates: ["in-force-from-record"],
    without: "the merge is refused, as for an inventory operation",
    cites: "CIP-003 R3",
    held: "governance (core/review/policy/governance/senior-manager.ts), for a change in place and for the file deleted or made unparseable, which removes the CIP Senior Manager; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
  },
  {
    fact: "delegates",
    assertedIn: "the delegates of cip_senior_manager in cip-policy.yaml",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "cip-senior-manager"],
    dates: ["in-force-from-record"],
    without: "the merge is refused, as for an inventory operation",
    cites: "CIP-003 R4",
    held: "governance (core/review/policy/governance/senior-manager.ts), for a change in place and for the file deleted or made unparseable, which removes the delegates; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
  },
  {
    fact: "cip-002-last-approval",
    assertedIn: "cip_002_last_approval: in cip-policy.yaml",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "senior-manager-or-delegate"],
    dates: ["not-after-record"],
    without: `CIP-002 R2 is not closed by it; it ${CLOSES_NOTHING}`,
    cites: "CIP-002 R2",
    held: 'governance (core/review/policy/governance/senior-manager.ts) for a change in place and for the file deleted or made unparseable; a date after the merge that carries it is refused there (lastApprovalDateProblem, through judgeDate); a change of it alone is asked of the CIP Senior Manager or a delegate holding cip-002-r2.2, as CIP-002-5.1a R2.2 says ("Have its CIP Senior Manager or delegate approve the identifications"); with a change of the CIP Senior Manager or the delegations, of the CIP Senior Manager alone (CIP-003 R4); the obligations take it from the accepted records that put it in force (the governance facts each merge record carries, folded over accepted records only: priorApprovalAfter, core/obligations/obligations.ts), never from the policy file of a checkout, and not one dated after its record',
  },
  {
    fact: "calendar",
    assertedIn:
      "calendar: in cip-policy.yaml (time zone, due-soon days, grace days), and the days of standards: (their own row, standard-versions) it carries",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "policy-owners"],
    dates: ["in-force-from-record"],
    without: "the merge is refused, as for an inventory operation",
    cites: "CIP-010 R2.1",
    held: "governance judges a change of it by the policy owners; a merge's change record keeps the calendar in force (change.calendar), in force until a later record keeps another; the CIP-010 R1.2 to R1.6, R2.1 intervals and CIP-002 R2 intervals a record opens are judged by the calendar in force at it (contextAt, core/obligations/obligation-model.ts); records before any record kept one are judged with the calendar of the run, which the drift check reads from the owner policy at the commit in force (the last accepted merge's, or the genesis's), never from a checkout a direct push changed; only a merge the gate accepted puts its calendar in force (contextAt): a refused merge's, or a break-glass record's, never takes force; the versions of the standards the policy's standards: chose travel with it (change.calendar.standard_versions; a calendar kept without them: every row's own version), and an obligation opened on or after a later version's day names that version (judgedVersion, core/obligations/obligation-model.ts)",
  },
  {
    fact: "standard-versions",
    assertedIn:
      "standards: in cip-policy.yaml: from which day a later version of a standard judges (a day added, removed or moved)",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "policy-owners", "rule-approvers", "cip-senior-manager"],
    dates: ["in-force-from-record"],
    without: "the merge is refused, as for an inventory operation",
    cites: "CIP-003 R3",
    held: "governance (core/review/policy/governance/standards-change.ts, standards-change): a version's day decides which words of the standard judge (CIP-003-11's removes Section 6), so moving one is judged as lifting every rule, by each base rule's own approvers (rule-lifted), and by the base's CIP Senior Manager, besides the policy owners (policy-change); a base naming no CIP Senior Manager lets nobody move a day; a day earlier than the one the rows give a version is refused at its line (core/review/policy/file/parse-policy-settings.ts); the days travel with the calendar in force (change.calendar.standard_versions)",
  },
  {
    fact: "source-commands",
    assertedIn: "command: of a source in the sources file",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "policy-owners"],
    dates: ["in-force-from-record"],
    without: "the merge is refused, as for an inventory operation",
    cites: "CIP-010 R1.2",
    held: "governance (core/review/policy/governance/governance.ts, source-command-change): a command source added, removed or whose run or env changes in cip-sources.yaml, or the file broken or removed, is judged by the policy owners at the base; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and the base commit judges; before a ledger's first accepted merge is recorded, its genesis (the commit its first record was judged at) is in force, and the run's log says so",
  },
  {
    fact: "ledger-declaration",
    assertedIn: "writer_keys: and starts: in cip-ledger.yaml",
    origins: ["reviewed-merge"],
    approvers: ["counted-approvals", "policy-owners", "rule-approvers"],
    dates: ["in-force-from-record"],
    without:
      "the merge is refused, as for an inventory operation, and its keys sign nothing that counts",
    cites: "CIP-010 R1.2",
    held: "governance (core/review/policy/governance/governance.ts, ledger-declaration-change): cip-ledger.yaml added, changed or removed is judged as the policy file deleted, by the policy owners and every base rule's own approvers (core/review/policy/governance/lifted-rules.ts, ruleFileRequirements), since a key it adds signs the records that say which merge is in force; every change is judged against the facts in force, read at the commit the ledger's chain head names (action/policy/policy-files.ts); a declaration that differs from the one at the commit in force binds nothing (github/ledger/ledger-authority-read.ts); a repository without an owner policy judges it by the gate's counted approvals alone",
  },
  ...PATCH_MANAGEMENT_ROWS,
  ...VULNERABILITY_ASSESSMENT_AUTHORITY,
  ...LOW_IMPACT_AUTHORITY,
  ...SYSTEM_ACCESS_AUTHORITY,
];

export function authorityOf(fact: Fact): AuthorityRow {
  const row = AUTHORITY_TABLE.find((candidate) => candidate.fact === fact);
  // The table has a row for every fact: a test holds it.
  if (row === undefined) throw new Error(`no authority row for ${fact}`);
  return row;
}
