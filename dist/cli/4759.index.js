export const id = 4759;
export const ids = [4759];
export const modules = {

/***/ 7814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkPolicy: () => (/* binding */ checkPolicy)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/plan/saved/plan-schema.ts + 4 modules
var plan_schema = __webpack_require__(14617);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/review/policy/codeowners.ts
var codeowners = __webpack_require__(64302);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var document_principals = __webpack_require__(49513);
// EXTERNAL MODULE: ./src/core/review/policy/approvers.ts
var approvers = __webpack_require__(91981);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
// EXTERNAL MODULE: ./src/core/review/policy/freezes.ts
var policy_freezes = __webpack_require__(73587);
// EXTERNAL MODULE: ./src/core/review/policy/policy-subjects.ts
var policy_subjects = __webpack_require__(66403);
;// CONCATENATED MODULE: ./src/core/review/policy/evaluate-policy.ts





function evaluatePolicy(policy, facts) {
    const { counted, ignored } = (0,approvers/* countedApprovals */.tx)(facts.approvals);
    const book = new approvers/* MembershipBook */.Qh(facts.memberships);
    const logins = counted.map((approval) => approval.login);
    const rules = policy.rules.flatMap((rule) => {
        const covered = facts.operations.flatMap((operation, index) => ruleCovers(rule, operation, facts.baseSystems) ? [index] : []);
        if (covered.length === 0)
            return [];
        const requirements = requirementsOf(rule, covered, facts).map((wanted) => judge(wanted, logins, book));
        return [{ id: rule.id, operations: covered, requirements, result: worst(requirements) }];
    });
    for (const change of facts.governance ?? []) {
        const requirements = change.wanted.map((wanted) => judge(wanted, logins, book));
        rules.push({
            id: change.id,
            governs: change.governs,
            operations: [],
            requirements,
            result: worst(requirements),
        });
    }
    const freezes = (0,policy_freezes/* evaluateFreezes */.WR)(policy.freezes, facts, counted, book);
    const reasons = [
        ...rules
            .filter((rule) => rule.result !== "met")
            .map((rule) => `rule ${(0,shared_diagnostics/* quote */.hD)(rule.id)} is ${rule.result}: ${rule.requirements
            .map((r) => r.problem)
            .filter(Boolean)
            .join("; ")}`),
        ...freezes.filter((freeze) => freeze.result !== "overridden").map((freeze) => freeze.problem),
    ];
    return { rules, freezes, ignored, verdict: { allowed: reasons.length === 0, reasons } };
}
function ruleCovers(rule, operation, baseSystems) {
    const kinds = (0,policy_subjects/* operationKinds */.xc)(operation);
    const { operations, impact: impacts } = rule;
    if (operations && !kinds.some((kind) => operations.includes(kind)))
        return false;
    if (!impacts)
        return true;
    // A system without an impact at the base could be any: the rule applies (fail closed).
    return (0,policy_subjects/* touchedSystems */.hs)(operation).some((system) => {
        const impact = baseSystems.get(system.id)?.impact;
        return impact === undefined || impacts.includes(impact);
    });
}
function requirementsOf(rule, covered, facts) {
    if (rule.from.kind === "principals") {
        return [{ approvals: rule.approvals, principals: rule.from.principals }];
    }
    const systems = new Map();
    const operations = covered.flatMap((index) => facts.operations[index] ?? []);
    for (const system of operations.flatMap(policy_subjects/* touchedSystems */.hs))
        systems.set(system.id, system);
    return [...systems.values()].map((system) => {
        const base = facts.baseSystems.get(system.id);
        const wanted = {
            system: { id: system.id, name: system.name },
            approvals: rule.approvals,
            principals: base?.owners ?? [],
        };
        if (wanted.principals.length === 0)
            wanted.nobody = noOwners(system, base);
        return wanted;
    });
}
function noOwners(system, base) {
    const where = base === undefined
        ? "it has no document at the base"
        : "its document at the base declares no owners and no CODEOWNERS line names owners for its file";
    return `cyber system ${(0,shared_diagnostics/* quote */.hD)(system.name)} has no owners (${where}), so nobody can approve for it; declare its owners on the base branch first`;
}
function judge(wanted, logins, book) {
    const satisfiedBy = [];
    const unknown = [];
    for (const login of logins) {
        const eligibility = book.eligibility(login, wanted.principals);
        if (eligibility.state === "yes")
            satisfiedBy.push(login);
        else if (eligibility.state === "unverifiable")
            unknown.push(eligibility.reason);
    }
    const missing = Math.max(0, wanted.approvals - satisfiedBy.length);
    const result = missing === 0 ? "met" : unknown.length > 0 ? "unverifiable" : "unmet";
    const eligible = (0,approvers/* principalsText */.xO)(wanted.principals);
    const whose = wanted.system ? `the owners of ${(0,shared_diagnostics/* quote */.hD)(wanted.system.name)}` : (0,wording/* listOf */.c3)(eligible);
    const problem = result === "met"
        ? ""
        : (wanted.nobody ??
            `${(0,wording/* countOf */.pq)(missing, "more approval")} needed from ${whose}${result === "unverifiable" ? ` (cannot be verified: ${unknown.join("; ")})` : ""}`);
    const requirement = {
        approvals: wanted.approvals,
        eligible,
        satisfiedBy,
        missing,
        result,
        problem,
    };
    if (wanted.system)
        requirement.system = wanted.system;
    return requirement;
}
function worst(requirements) {
    if (requirements.some((requirement) => requirement.result === "unmet"))
        return "unmet";
    if (requirements.some((requirement) => requirement.result === "unverifiable"))
        return "unverifiable";
    return "met";
}

// EXTERNAL MODULE: ./src/core/evidence/records/review-record.ts
var review_record = __webpack_require__(56474);
// EXTERNAL MODULE: ./src/core/authority/authority-table.ts + 4 modules
var authority_table = __webpack_require__(76609);
;// CONCATENATED MODULE: ./src/core/review/policy/governance/lifted-rules.ts
// The rules a change of the policy file removes or weakens, and who must approve lifting each: the
// approvals the rule itself requires, judged at the base (the authority table's `rule-approvers`).
// As a TUF delegated role can only delegate what it holds, the policy owners alone cannot lift a
// rule that asks more of others: whoever the rule protects with must agree to its going. A file
// deleted or no longer parseable lifts every rule. Pure.



/**
 * The ids of the base rules `after` does not keep at least as strong: absent, or with fewer
 * approvals, fewer operations or impacts covered, or other approvers. Every one when `after` is
 * undefined (the file deleted or unparseable).
 */
function liftedRuleIds(before, after) {
    return before.rules
        .filter((rule) => {
        const kept = after?.rules.find((candidate) => candidate.id === rule.id);
        return kept === undefined || weaker(kept, rule);
    })
        .map((rule) => rule.id);
}
function weaker(now, was) {
    const narrower = (a, b) => a !== undefined && (b === undefined || b.some((item) => !a.includes(item)));
    return (now.approvals < was.approvals ||
        narrower(now.operations, was.operations) ||
        narrower(now.impact, was.impact) ||
        approversText(now) !== approversText(was));
}
/** The rule's approvers, in an order that does not matter to the rule. */
function approversText(rule) {
    if (rule.from.kind === "owners")
        return "owners";
    return JSON.stringify(rule.from.principals.map((principal) => JSON.stringify(principal)).sort());
}
/** Whether `rule` covers a system of `impact` (a system without one: every rule does). */
function coversImpact(rule, impact) {
    return !rule.impact || impact === undefined || rule.impact.includes(impact);
}
/** What `rule` asks of a change to the system named `name` at `file`, declared as `base`. */
function ruleWanted(rule, system, what) {
    if (rule.from.kind === "principals")
        return { approvals: rule.approvals, principals: rule.from.principals };
    const { owners } = system.base;
    const wanted = {
        system: { id: system.file, name: system.name },
        approvals: rule.approvals,
        principals: owners,
    };
    if (owners.length === 0)
        wanted.nobody = `cyber system ${(0,shared_diagnostics/* quote */.hD)(system.name)} has no owners at the base, so nobody can approve a change of ${what}; ask the policy owners to declare its owners on the base branch first`;
    return wanted;
}
/**
 * Who must approve lifting the base rule `id`: what it requires of every base system it covers
 * (its approvers once when they are named principals). A rule that covers no base system protects
 * nobody yet, and asks nothing.
 */
function liftedRuleWanted(policy, id, documents, codeowners) {
    const rule = policy.rules.find((candidate) => candidate.id === id);
    // A recorded id the base does not have lifts nothing there.
    if (rule === undefined)
        return [];
    const covered = documents
        .map((entry) => ({
        name: entry.document.cyberSystem.value,
        file: entry.file,
        base: (0,policy_subjects/* baseSystem */.V6)(entry, codeowners),
    }))
        .filter((system) => coversImpact(rule, system.base.impact));
    const [first] = covered;
    if (first === undefined)
        return [];
    if (rule.from.kind === "principals")
        return [ruleWanted(rule, first, "")];
    return covered.map((system) => ruleWanted(rule, system, `rule ${(0,shared_diagnostics/* quote */.hD)(rule.id)}`));
}
/** The rule id of lifting (removing or weakening) a base rule, in results. */
const LIFTED_RULE_ID = "rule-lifted";
/**
 * A change of the rules' own files, by the approvers the authority table gives them, judged at the
 * base: the policy owners, and each base rule it may lift by what that rule itself requires. A
 * change of the policy file lifts the rules it removes or weakens; a change of cip-ledger.yaml may
 * lift every rule, as the policy file deleted, since a key it adds signs the records that say which
 * merge is in force, so one approval could otherwise lift them all (docs/ledger-writer.md).
 */
function ruleFileRequirements(policy, change, governs, base, policyOwners) {
    const ledger = change.kind === "ledger-declaration";
    const { approvers } = (0,authority_table/* authorityOf */.vO)(ledger ? "ledger-declaration" : "policy-rules");
    const requirements = [];
    const id = ledger ? LEDGER_DECLARATION_RULE_ID : "policy-change";
    if (approvers.includes("policy-owners") && policyOwners !== undefined)
        requirements.push({ id, governs, wanted: [policyOwners] });
    if (!approvers.includes("rule-approvers"))
        return requirements;
    const lifted = ledger ? policy.rules.map((rule) => rule.id) : change.lifted;
    const how = ledger ? `a key ${change.file} adds could lift` : `${change.file} removes or weakens`;
    return [...requirements, ...everyRuleLifted(policy, lifted, how, base)];
}
/**
 * Lifting each base rule of `lifted`, by what that rule itself requires (`rule-lifted`); `how`
 * says what lifts it ("cip-policy.yaml removes or weakens"). A rule that asks nobody is left out.
 */
function everyRuleLifted(policy, lifted, how, base) {
    return lifted.flatMap((ruleId) => {
        const wanted = liftedRuleWanted(policy, ruleId, base.documents, base.codeowners);
        if (wanted.length === 0)
            return [];
        return [
            { id: LIFTED_RULE_ID, governs: `the base rule ${(0,shared_diagnostics/* quote */.hD)(ruleId)}, which ${how}`, wanted },
        ];
    });
}
/** The rule id of a change of cip-ledger.yaml, in results. */
const LEDGER_DECLARATION_RULE_ID = "ledger-declaration-change";

;// CONCATENATED MODULE: ./src/core/review/policy/governance/command-changes.ts
// What a change does to the commands the sources file runs (authority table: source-commands), as
// governance.ts judges it: each source whose command is added, changed or removed, in words. The
// commands are read at the edge (core/sources/source-commands.ts), which this layer cannot import.

/** Each source whose command differs, in words: added, changed or removed. */
function commandChanges(base = {}, head = {}) {
    const names = [...new Set([...Object.keys(head), ...Object.keys(base)])];
    return names.flatMap((name) => {
        const [was, now] = [base[name], head[name]];
        if (was === now)
            return [];
        return [`source ${(0,shared_diagnostics/* quote */.hD)(name)}: ${was ?? "(no command)"} -> ${now ?? "(no command)"}`];
    });
}

// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 4 modules
var parse_policy = __webpack_require__(49914);
;// CONCATENATED MODULE: ./src/core/review/policy/governance/standards-change.ts
// A change to the days `standards:` in the policy file gives the later versions of the standards,
// and who must approve it. Moving a version's day moves which words judge every part it changes:
// CIP-003-11's day removes CIP-003-9's Section 6 ("These processes shall include: 6.1 One or more
// method(s) for determining vendor electronic remote access; 6.2 ...; and 6.3 ...", ✔✔ NERC PDF +
// MRO) from that day, so pulling it forward lifts a rule of the standard as surely as removing a
// rule of the policy lifts it. It is therefore judged as lifting every rule (each base rule's own
// approvers, `rule-lifted`) and by the base's CIP Senior Manager, who CIP-003-9 R3 makes
// accountable for the program ("Each Responsible Entity shall identify a CIP Senior Manager by
// name", ✔✔ NERC PDF + S1), besides the policy owners the policy file's change asks already. Pure.



/** The rule id of a change to a day under `standards:`, in results. */
const STANDARDS_RULE_ID = "standards-change";
const dayOf = (versions, version) => versions?.find((chosen) => chosen.version === version)?.from;
/**
 * Each day `standards:` adds, removes or moves between the policy texts `base` and `head`, in
 * words ("CIP-003-11 from 2029-07-01 -> from 2030-01-01"); [] when none. A side that is missing or
 * does not parse is judged whole by the policy file's own change (every rule lifted), so only a
 * change between two readable policies is listed here.
 */
function standardsWords(base, head, file) {
    if (base === head || base === undefined || head === undefined)
        return [];
    const was = (0,parse_policy/* parsePolicyText */.X)(base, file).policy;
    const now = (0,parse_policy/* parsePolicyText */.X)(head, file).policy;
    if (was === undefined || now === undefined)
        return [];
    const before = was.standards;
    const after = now.standards;
    const versions = [...new Set([...(before ?? []), ...(after ?? [])].map((v) => v.version))];
    return versions.flatMap((version) => {
        const was = dayOf(before, version);
        const now = dayOf(after, version);
        if (was === now)
            return [];
        if (was === undefined)
            return [`${version} added from ${now}`];
        if (now === undefined)
            return [`${version} (from ${was}) removed`];
        return [`${version} from ${was} -> from ${now}`];
    });
}
/** Who approves moving a version's day: the base's CIP Senior Manager, or why nobody can. */
function seniorManagerWanted(policy) {
    const csm = policy.cipSeniorManager;
    if (csm !== undefined)
        return { approvals: 1, principals: [{ kind: "user", login: csm.login }] };
    return {
        approvals: 1,
        principals: [],
        nobody: "the base policy names no cip_senior_manager, so nobody can approve moving the day a version of a standard judges from; name the CIP Senior Manager on the base branch first, in a pull request of its own",
    };
}
/**
 * What a change under `standards:` asks, under the base `policy`: its CIP Senior Manager
 * (`standards-change`), and each base rule's own approvers (`rule-lifted`), as for a file that
 * could lift every rule (lifted-rules.ts).
 */
function standardsRequirements(policy, change, governs, base) {
    // The authority table's standard-versions row: the policy owners (asked by the policy file's own
    // change), the CIP Senior Manager and every rule's approvers.
    const { approvers } = (0,authority_table/* authorityOf */.vO)("standard-versions");
    const how = `a day ${change.file}'s standards: moves could lift`;
    return [
        ...(approvers.includes("cip-senior-manager")
            ? [{ id: STANDARDS_RULE_ID, governs, wanted: [seniorManagerWanted(policy)] }]
            : []),
        ...(approvers.includes("rule-approvers")
            ? everyRuleLifted(policy, policy.rules.map((rule) => rule.id), how, base)
            : []),
    ];
}

// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority = __webpack_require__(68652);
;// CONCATENATED MODULE: ./src/core/review/policy/governance/senior-manager.ts




/** CIP-002-5.1a R2.2: approve the identifications of R1 (a CIP-002 R2 review). */
const REVIEW_ACTION = "cip-002-r2.2";
/** The people whose approval counts for `action`: the CIP Senior Manager and the delegates holding it. */
function approversFor(csm, action) {
    return [csm, ...csm.delegates.filter((delegate) => delegate.actions.includes(action))].map((person) => ({ kind: "user", login: person.login }));
}
/** Who approves `action` under the base `policy`, or why nobody can. */
function wantedFor(policy, action) {
    if (policy.cipSeniorManager !== undefined)
        return { approvals: 1, principals: approversFor(policy.cipSeniorManager, action) };
    return {
        approvals: 1,
        principals: [],
        nobody: "the base policy names no cip_senior_manager, so nobody can approve a CIP-002 R2 review; name the CIP Senior Manager and delegates on the base branch first",
    };
}
/**
 * Who approves a change to `cip_senior_manager` or `cip_002_last_approval`: the base's CIP
 * Senior Manager alone (a delegate cannot change the delegations: CIP-003-9 R4 has them "approved
 * by the CIP Senior Manager"). A change of `cip_002_last_approval` alone (`approvalOnly`) records
 * an approval of the identifications, which CIP-002-5.1a R2.2 gives to the "CIP Senior Manager or
 * delegate": whoever may give that approval (REVIEW_ACTION) may record it. A base that names none
 * has nobody to ask, so the first CIP Senior Manager is named with `policyOwners`' approval.
 */
function seniorManagerChangeWanted(policy, policyOwners, approvalOnly) {
    const csm = policy.cipSeniorManager;
    if (csm !== undefined && approvalOnly)
        return [wantedFor(policy, REVIEW_ACTION)];
    if (csm !== undefined)
        return [{ approvals: 1, principals: [{ kind: "user", login: csm.login }] }];
    if (policyOwners !== undefined)
        return [policyOwners];
    return [
        {
            approvals: 1,
            principals: [],
            nobody: "the base policy names no cip_senior_manager and protects nobody who could name one; set policy_owners on the base branch first",
        },
    ];
}
/** What a file deleted or no longer parseable keeps: nothing. */
const NO_POLICY = { version: 1, rules: [], freezes: [] };
function policyTextChange(base, head, file) {
    if (base === head)
        return { rest: false, seniorManager: [], approvalOnly: false, lifted: [] };
    const before = base === undefined ? undefined : (0,parse_policy/* parsePolicyText */.X)(base, file).policy;
    const after = head === undefined ? undefined : (0,parse_policy/* parsePolicyText */.X)(head, file).policy;
    // A file added, removed or unreadable on either side is a change to the rules, judged whole; one
    // that removes or breaks the base's lifts every rule and removes the CIP Senior Manager with it.
    if (before === undefined)
        return { rest: true, seniorManager: [], approvalOnly: false, lifted: [] };
    const seniorManager = seniorManagerWords(before, after ?? NO_POLICY);
    const lifted = liftedRuleIds(before, after);
    const approvalOnly = after !== undefined &&
        seniorManager.length > 0 &&
        JSON.stringify(seniorManagerEvidence(before).csm) ===
            JSON.stringify(seniorManagerEvidence(after).csm);
    if (after === undefined)
        return { rest: true, seniorManager, approvalOnly, lifted };
    const rest = restOf(before) !== restOf(after) || seniorManager.length === 0;
    return { rest, seniorManager, approvalOnly, lifted };
}
/** The policy without the CSM's keys or places: a comment or a moved key is not a change of it. */
function restOf(policy) {
    const { rules, freezes, policyOwners, calendar, baselines, patchSources, standards } = policy;
    const { vulnerabilityAssessments, assessmentDateApprovers } = policy;
    const unplaced = ({ location: _, ...rest }) => rest;
    return JSON.stringify([
        rules.map(unplaced),
        freezes.map(unplaced),
        policyOwners ?? null,
        calendar ?? null,
        baselines ?? null,
        patchSources ?? null,
        standards ?? null,
        vulnerabilityAssessments ?? null,
        assessmentDateApprovers ?? null,
    ]);
}
const personText = (person) => `${person.login} (${(0,shared_diagnostics/* quote */.hD)(person.name)}, ${(0,shared_diagnostics/* quote */.hD)(person.title)})`;
const delegateText = (delegate) => `${personText(delegate)} for ${delegate.actions.join(", ")} delegated on ${delegate.delegatedOn} (${delegate.delegationRef})`;
/** Each change to the CIP Senior Manager, the delegations and the last approval, in words. */
function seniorManagerWords(before, after) {
    const words = [];
    const was = before.cipSeniorManager;
    const now = after.cipSeniorManager;
    const csmText = (csm) => csm === undefined ? "(none)" : `${personText(csm)} since ${csm.since}`;
    if (csmText(was) !== csmText(now))
        words.push(`CIP Senior Manager ${csmText(was)} -> ${csmText(now)}`);
    const wasDelegates = new Map((was?.delegates ?? []).map((d) => [d.login.toLowerCase(), d]));
    const nowDelegates = new Map((now?.delegates ?? []).map((d) => [d.login.toLowerCase(), d]));
    for (const [login, delegate] of nowDelegates) {
        const old = wasDelegates.get(login);
        if (old === undefined)
            words.push(`delegate added: ${delegateText(delegate)}`);
        else if (delegateText(old) !== delegateText(delegate))
            words.push(`delegate changed: ${delegateText(old)} -> ${delegateText(delegate)}`);
    }
    for (const [login, delegate] of wasDelegates)
        if (!nowDelegates.has(login))
            words.push(`delegate removed: ${delegateText(delegate)}`);
    const prior = (policy) => policy.cip002LastApproval === undefined
        ? "(none)"
        : `${policy.cip002LastApproval.on} (${policy.cip002LastApproval.ref})`;
    if (prior(before) !== prior(after))
        words.push(`cip_002_last_approval ${prior(before)} -> ${prior(after)}`);
    return words;
}
/** `cip_senior_manager` and `cip_002_last_approval` of `policy` as the ledger keeps them. */
function seniorManagerEvidence(policy) {
    const csm = policy.cipSeniorManager;
    const prior = policy.cip002LastApproval;
    return {
        csm: csm === undefined
            ? null
            : {
                login: csm.login,
                name: csm.name,
                title: csm.title,
                since: csm.since,
                delegates: csm.delegates.map((delegate) => ({
                    login: delegate.login,
                    name: delegate.name,
                    title: delegate.title,
                    actions: [...delegate.actions],
                    delegated_on: delegate.delegatedOn,
                    delegation_ref: delegate.delegationRef,
                })),
            },
        last_approval: prior === undefined ? null : { on: prior.on, ref: prior.ref },
    };
}
/** Both sides of a change to the CIP Senior Manager's keys, for the change record. */
function senior_manager_seniorManagerSides(base, headText, file) {
    const head = headText === undefined ? undefined : parsePolicyText(headText, file).policy;
    return {
        base: seniorManagerEvidence(base),
        head: head === undefined ? null : seniorManagerEvidence(head),
    };
}
/**
 * Why the `cip_002_last_approval` of the policy file `head`, a change of the base's, may not be merged at `recordedAt`
 * (epoch milliseconds): the authority table's `not-after-record`, since a date after the merge that
 * carries it would open CIP-002 R2's first interval in the future. Undefined when it may.
 */
function senior_manager_lastApprovalDateProblem(base, head, recordedAt) {
    const after = head.text === undefined ? undefined : parsePolicyText(head.text, head.file).policy;
    const prior = after?.cip002LastApproval;
    if (prior === undefined || prior.on === base.cip002LastApproval?.on)
        return undefined;
    const judged = judgeDate("cip-002-last-approval", prior.on, new Date(recordedAt).toISOString());
    if (judged.authorized)
        return undefined;
    return `${formatLocation(prior.location)}: cip_002_last_approval: ${judged.why}; write the day the CIP-002 R2 approval it records was given, which cannot be after this merge`;
}

;// CONCATENATED MODULE: ./src/core/review/policy/governance/governance.ts









/** The facility or control center a document names, or null. */
function parentOf(document) {
    return (document.facility ?? document.controlCenter)?.value ?? null;
}
/** A system as written: its name and its facility or control center. */
const identityOf = (name, parent) => JSON.stringify([name, parent]);
/** A document's system, as written. */
function identity(document) {
    return identityOf(document.cyberSystem.value, parentOf(document));
}
/**
 * The base document of the system `name` under `parent`, else the one the base has at `file`:
 * the system a new, moved or re-identified document is judged by, from the files or from the
 * plan comment's record of them (recorded-governance.ts).
 */
function baseDocumentOf(base, name, parent, file) {
    const wanted = identityOf(name, parent);
    return (base.documents.find((candidate) => identity(candidate.document) === wanted) ??
        base.documents.find((candidate) => candidate.file === file));
}
const ownersText = (owners) => `[${owners.map(document_principals/* principalText */.cI).join(", ")}]`;
const sameOwners = (a, b) => JSON.stringify(a.map(document_principals/* principalKey */.qW).sort()) === JSON.stringify(b.map(document_principals/* principalKey */.qW).sort());
/** The rule id of a change to `cip_senior_manager` or `cip_002_last_approval` in results. */
const SENIOR_MANAGER_RULE_ID = "cip-senior-manager-change";
/** Each change `head` makes to the rules `base` judges by. */
function governanceChanges(base, head, files) {
    const changes = [];
    const policy = policyTextChange(base.policyText, head.policyText, files.policy);
    if (policy.rest)
        changes.push({ kind: "policy", file: files.policy, lifted: policy.lifted });
    const { seniorManager: words, approvalOnly } = policy;
    if (words.length > 0)
        changes.push({ kind: "senior-manager", file: files.policy, changes: words, approvalOnly });
    const standards = standardsWords(base.policyText, head.policyText, files.policy);
    if (standards.length > 0)
        changes.push({ kind: "standards", file: files.policy, changes: standards });
    if (files.review !== "" && head.reviewText !== base.reviewText)
        changes.push({ kind: "review", file: files.review });
    if (files.ledger !== "" && head.ledgerText !== base.ledgerText)
        changes.push({ kind: "ledger-declaration", file: files.ledger });
    const commands = commandChanges(base.sourceCommands, head.sourceCommands);
    if (files.sources !== "" && commands.length > 0)
        changes.push({ kind: "source-commands", file: files.sources, changes: commands });
    for (const entry of head.documents) {
        const name = entry.document.cyberSystem.value;
        const before = base.documents.find((candidate) => candidate.file === entry.file && identity(candidate.document) === identity(entry.document));
        if (before === undefined) {
            changes.push(documentChange(base, entry));
            continue;
        }
        const was = (0,policy_subjects/* baseSystem */.V6)(before, base.codeowners);
        const now = (0,policy_subjects/* baseSystem */.V6)(entry, head.codeowners);
        const differences = [];
        if (!sameOwners(was.owners, now.owners))
            differences.push(`owners ${ownersText(was.owners)} -> ${ownersText(now.owners)}`);
        if (was.impact !== now.impact)
            differences.push(`impact ${was.impact ?? "(none)"} -> ${now.impact ?? "(none)"}`);
        if (differences.length > 0)
            changes.push({ kind: "system", name, file: entry.file, changes: differences, base: was });
        const baselines = baselineChanges(before.document, entry.document);
        if (baselines.length > 0)
            changes.push({ kind: "baseline", name, file: entry.file, changes: baselines, base: was });
    }
    changes.push(...removedDocuments(base, head));
    return changes;
}
/**
 * The base documents the head does not declare again: neither at their path with their identity
 * nor elsewhere with it (a move, judged as a document change at its new path). Each is a change of
 * its own, judged by its base owners: without it, deleting a document's file would drop its assets
 * from the desired state with no rule asking anyone.
 */
function removedDocuments(base, head) {
    const kept = new Set(head.documents.map((entry) => identity(entry.document)));
    return base.documents.flatMap((entry) => {
        if (kept.has(identity(entry.document)))
            return [];
        const name = entry.document.cyberSystem.value;
        return [{ kind: "removed", name, file: entry.file, base: (0,policy_subjects/* baseSystem */.V6)(entry, base.codeowners) }];
    });
}
/**
 * The assets both sides declare whose baseline differs, in the head's order. A created, deleted or
 * renamed asset is an operation of the plan, judged with its baseline; this is what has none.
 */
function baselineChanges(before, after) {
    const was = new Map(before.assets.map((asset) => [asset.name, asset.baseline?.digest]));
    return after.assets.flatMap((asset) => {
        if (!was.has(asset.name))
            return [];
        const from = was.get(asset.name);
        const to = asset.baseline?.digest;
        if (from === to)
            return [];
        const how = from === undefined ? "added" : to === undefined ? "removed" : "changed";
        return [`${asset.name}: baseline ${how}`];
    });
}
/**
 * A document the base does not have at its path with its identity: a move keeps the owners of the
 * system it moves (the base document of that identity), a re-identified one those of the system
 * the base had at that path, so that neither escapes its owners behind the policy owners.
 */
function documentChange(base, entry) {
    const name = entry.document.cyberSystem.value;
    const parent = parentOf(entry.document);
    const was = baseDocumentOf(base, name, parent, entry.file);
    const change = { kind: "document", name, file: entry.file, parent };
    if (was !== undefined)
        change.base = (0,policy_subjects/* baseSystem */.V6)(was, base.codeowners);
    return change;
}
/** What `change` changes, in words (names as written: renderers escape them). */
function governanceWords(change) {
    switch (change.kind) {
        case "system":
            return `${change.changes.join("; ")} of cyber system ${(0,shared_diagnostics/* quote */.hD)(change.name)} (${change.file})`;
        case "document":
            return `the document of cyber system ${(0,shared_diagnostics/* quote */.hD)(change.name)} at ${change.file}, which the base does not have there (new, moved or renamed)`;
        case "removed":
            return `the document of cyber system ${(0,shared_diagnostics/* quote */.hD)(change.name)} at ${change.file}, which the head no longer has (deleted, or its system renamed)`;
        case "policy":
            return `the policy file ${change.file}`;
        case "review":
            return `the CIP-002 R2 review of the identifications, ${change.file}`;
        case "ledger-declaration":
            return `the evidence ledger's writer declaration ${change.file} (the keys that sign what is in force)`;
        case "senior-manager":
        case "source-commands":
            return `${change.changes.join("; ")} in ${change.file}`;
        case "standards":
            return `the day a version of a standard judges from: ${change.changes.join("; ")} in ${change.file}'s standards:`;
        case "baseline":
            return `${change.changes.join("; ")} in cyber system ${(0,shared_diagnostics/* quote */.hD)(change.name)} (${change.file})`;
    }
}
/** Who must approve each change, under the base `policy`; `base` names what it protects. */
function governanceRequirements(policy, changes, base) {
    const policyOwners = policyOwnersOf(policy, base);
    return changes.flatMap((change) => {
        if (change.kind === "review") {
            const wanted = [wantedFor(policy, REVIEW_ACTION)];
            return [{ id: review_record/* REVIEW_RULE_ID */.S, governs: governanceWords(change), wanted }];
        }
        if (change.kind === "source-commands") {
            // The authority table's source-commands row: the policy owners at the base.
            const asked = (0,authority_table/* authorityOf */.vO)("source-commands").approvers.includes("policy-owners");
            // A policy that protects nobody (no rule, no freeze) asks nobody, as for the rules.
            if (!asked || policyOwners === undefined)
                return [];
            const governs = governanceWords(change);
            return [{ id: "source-command-change", governs, wanted: [policyOwners] }];
        }
        if (change.kind === "standards")
            return standardsRequirements(policy, change, governanceWords(change), base);
        if (change.kind === "senior-manager") {
            const wanted = seniorManagerChangeWanted(policy, policyOwners, change.approvalOnly);
            return [{ id: SENIOR_MANAGER_RULE_ID, governs: governanceWords(change), wanted }];
        }
        if (change.kind === "system" || change.kind === "baseline" || change.kind === "removed") {
            const wanted = systemWanted(policy, change);
            if (wanted.length === 0)
                return [];
            const id = change.kind === "system"
                ? "owners-or-impact-change"
                : change.kind === "removed"
                    ? "document-removed"
                    : "baseline-change";
            return [{ id, governs: governanceWords(change), wanted }];
        }
        if (change.kind === "policy" || change.kind === "ledger-declaration")
            return ruleFileRequirements(policy, change, governanceWords(change), base, policyOwners);
        const wanted = [
            ...(policyOwners === undefined ? [] : [policyOwners]),
            ...(change.kind === "document" && change.base !== undefined
                ? systemWanted(policy, {
                    name: change.name,
                    file: change.base.file ?? change.file,
                    base: change.base,
                })
                : []),
        ];
        if (wanted.length === 0)
            return [];
        return [{ id: "document-change", governs: governanceWords(change), wanted }];
    });
}
/**
 * Every base rule covering the system's base impact: for a baseline, the rules that cover an
 * update (it is one, of its asset); for the rest, every one, as if the change were any operation.
 */
function systemWanted(policy, change) {
    const what = change.kind === "baseline" ? "its baselines" : "its owners, impact or document";
    return policy.rules
        .filter((rule) => coversImpact(rule, change.base.impact))
        .filter((rule) => change.kind !== "baseline" || !rule.operations || rule.operations.includes("update"))
        .map((rule) => ruleWanted(rule, change, what));
}
/**
 * The policy owners: `policy_owners` as written, with `from: owners` (and the default) meaning
 * everyone the policy protects: each base document's owners whose impact a rule covers, and every
 * principal a rule or a freeze override names. Undefined when the policy protects nobody.
 */
function policyOwnersOf(policy, base) {
    const { approvals, from } = policy.policyOwners ?? { approvals: 1, from: { kind: "owners" } };
    if (from.kind === "principals")
        return { approvals, principals: from.principals };
    const covered = (system) => policy.rules.some((rule) => coversImpact(rule, system.impact));
    const protectedOwners = base.documents
        .map((entry) => (0,policy_subjects/* baseSystem */.V6)(entry, base.codeowners))
        .filter(covered)
        .flatMap((system) => system.owners);
    const named = [
        ...policy.rules.flatMap((rule) => rule.from.kind === "principals" ? rule.from.principals : []),
        ...policy.freezes.flatMap((freeze) => freeze.overrideFrom ?? []),
    ];
    const unique = new Map([...protectedOwners, ...named].map((p) => [(0,document_principals/* principalKey */.qW)(p), p]));
    if (unique.size > 0)
        return { approvals, principals: [...unique.values()] };
    // A policy with no rule and no freeze protects nothing; one that does, but whose protected
    // owners cannot be seen here (no base document names owners, say), fails closed.
    if (policy.rules.length === 0 && policy.freezes.length === 0)
        return undefined;
    return {
        approvals,
        principals: [],
        nobody: "the base policy protects nobody that can be named here, so nobody can approve a change to the rules; set policy_owners on the base branch",
    };
}

;// CONCATENATED MODULE: ./src/core/review/policy/governance/recorded-governance.ts
// The changes to the rules as the plan comment's header records them (governance.ts computes them
// from the files): what a review event, whose checkout may not show the change, judges again at the
// base. A comment's words only say which change it was; each system's declaration is read again
// from the base, never from the comment.


function recordGovernance(changes) {
    return changes.map((change) => {
        if (change.kind === "review" || change.kind === "ledger-declaration")
            return [change.kind, "", change.file, []];
        if (change.kind === "policy")
            return [change.kind, "", change.file, change.lifted];
        if (change.kind === "senior-manager" ||
            change.kind === "source-commands" ||
            change.kind === "standards")
            return [change.kind, "", change.file, change.changes];
        if (change.kind === "document")
            return [change.kind, change.name, change.file, parentWords(change.parent)];
        const words = change.kind === "removed" ? [] : change.changes;
        return [change.kind, change.name, change.file, words];
    });
}
/**
 * A document change's parent in a record's words, so that a review event finds the base system
 * the pull request's run found (by name and parent): ["parent NAME"] or ["no parent"]; none when
 * it is not known.
 */
function parentWords(parent) {
    if (parent === undefined)
        return [];
    return [parent === null ? "no parent" : `parent ${parent}`];
}
/** The parent a recorded document change's words name; undefined in a comment of an older version. */
function recordedParent(words) {
    const [word] = words;
    if (words.length !== 1 || word === undefined)
        return undefined;
    if (word === "no parent")
        return null;
    return word.startsWith("parent ") ? word.slice("parent ".length) : undefined;
}
/**
 * The recorded changes, with each system's declaration read again from the base (never from the
 * comment); a recorded system the base no longer has at that file is judged as a document change.
 * Changes `computed` from the files already has are kept once, as computed.
 */
function withRecordedGovernance(computed, recorded, base) {
    const key = (kind, name, file) => JSON.stringify([kind, name, file]);
    const known = new Set(computed.map((change) => key(change.kind, "name" in change ? change.name : "", change.file)));
    const added = recorded.flatMap(([kind, name, file, words]) => {
        if (known.has(key(kind, name, file)))
            return [];
        if (kind === "review" || kind === "ledger-declaration")
            return [{ kind, file }];
        if (kind === "policy")
            return [{ kind, file, lifted: words }];
        // A comment's words are never trusted to narrow who approves: the CIP Senior Manager alone.
        if (kind === "senior-manager")
            return [{ kind, file, changes: words, approvalOnly: false }];
        if (kind === "source-commands" || kind === "standards")
            return [{ kind, file, changes: words }];
        const at = base.documents.find((entry) => entry.file === file && entry.document.cyberSystem.value === name);
        if ((kind === "system" || kind === "baseline") && at !== undefined)
            return [{ kind, name, file, changes: words, base: (0,policy_subjects/* baseSystem */.V6)(at, base.codeowners) }];
        if (kind === "removed" && at !== undefined)
            return [{ kind, name, file, base: (0,policy_subjects/* baseSystem */.V6)(at, base.codeowners) }];
        // As documentChange: the base system of the recorded name and parent, else the one the base
        // had at that file. A comment of an older version recorded no parent: the name's first.
        const parent = kind === "document" ? recordedParent(words) : undefined;
        const was = parent === undefined
            ? (base.documents.find((entry) => entry.document.cyberSystem.value === name) ??
                base.documents.find((entry) => entry.file === file))
            : baseDocumentOf(base, name, parent, file);
        const change = { kind: "document", name, file };
        if (parent !== undefined)
            change.parent = parent;
        if (was !== undefined)
            change.base = (0,policy_subjects/* baseSystem */.V6)(was, base.codeowners);
        return [change];
    });
    return [...computed, ...added];
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(17994);
;// CONCATENATED MODULE: ./src/core/review/policy/offline-approvals.ts
// `cip-sync policy check --approvals FILE`: a JSON array of {"login", "teams": [...], "body"?},
// taken as approvals on the head commit by people who did not write the change. Each login's
// teams are the whole truth offline: a member of the teams listed, of no other team the policy names.




const TEAM_PATTERN = /^[^/]+\/[^/]+$/;
const approvalsSchema = schemas/* array */.YOg(schemas/* strictObject */.rej({
    login: schemas/* string */.YjP().regex(document_principals/* LOGIN_PATTERN */.NT, "must be a GitHub login"),
    teams: schemas/* array */.YOg(schemas/* string */.YjP()
        .refine((team) => TEAM_PATTERN.test(team) && (0,document_principals/* parsePrincipal */.gA)(team) !== undefined, "must be a team as org/team-slug"))
        .default([]),
    body: schemas/* string */.YjP().default(""),
}));
function parseOfflineApprovals(text, source, 
/** Every team the policy and the owners name: membership is decided for each. */
teams) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`${source} is not valid JSON (${(0,errors/* errorMessage */.g)(error)}); write an array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]`, { cause: error });
    }
    const result = approvalsSchema.safeParse(value);
    if (!result.success) {
        // zod reports at least one issue for a value it refuses.
        const [issue = { path: [], message: "not valid" }] = result.error.issues;
        throw new Error(`${source} at ${(0,plan_schema/* jsonPath */.U1)(issue.path)}: ${issue.message}; write an array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]`);
    }
    const approvals = [];
    const memberships = [];
    for (const entry of result.data) {
        approvals.push({
            login: entry.login,
            onHeadCommit: true,
            authorOrCommitter: false,
            bot: false,
            body: entry.body,
        });
        const listed = new Set(entry.teams.map((team) => team.toLowerCase()));
        for (const team of teams) {
            const membership = listed.has(team.toLowerCase())
                ? "member"
                : "not-member";
            memberships.push({ team, login: entry.login, membership: { state: membership } });
        }
    }
    return { approvals, memberships };
}
/** Every team the policy names (rules and overrides) or the owners of the systems name. */
function namedTeams(policy, baseSystems) {
    const principals = [
        ...[...baseSystems].flatMap((system) => system.owners),
        ...policy.rules.flatMap((rule) => rule.from.kind === "principals" ? rule.from.principals : []),
        ...policy.freezes.flatMap((freeze) => freeze.overrideFrom ?? []),
    ];
    return [
        ...new Set(principals.filter((principal) => principal.kind === "team").map(document_principals/* principalText */.cI)),
    ];
}

// EXTERNAL MODULE: ./src/core/inventory/document/parse-inventory.ts + 2 modules
var parse_inventory = __webpack_require__(88256);
;// CONCATENATED MODULE: ./src/core/review/policy/base-policy.ts
// The owner policy as the base commit has it, made from the files read there and in the checkout
// (a pull request may change the checkout's): the policy parsed (an invalid one kept as such, with
// where and why, for the judgement to refuse), CODEOWNERS and the inventory documents parsed. Pure:
// the entry reads the files once, this only reads what they say.





function base_policy_basePolicyOf(read) {
    const { baseSha, policyFile: file, reviewFile, sources, ledger, atBase, checkout } = read;
    const parsed = parsePolicyText(atBase.policy.text, file);
    const error = parsed.diagnostics.find((diagnostic) => diagnostic.severity === "error");
    const where = error?.location === undefined ? file : formatLocation(error.location);
    // Base documents that could not all be listed leave the policy unjudgeable, never judged
    // without them: a moved or deleted document would escape its owners. So does a checkout whose
    // files cannot be told apart (two paths differing only in case, on a file system ignoring it).
    const unlisted = atBase.unlisted === undefined
        ? checkout.unreadable
        : `the inventory documents at the base commit ${shortSha(baseSha)} could not all be read: ${atBase.unlisted}`;
    return {
        source: { file, blobSha: atBase.policy.sha, baseSha },
        policy: unlisted === undefined ? parsed.policy : undefined,
        problem: parsed.policy === undefined
            ? `the owner policy ${where} at the base commit ${shortSha(baseSha)} is invalid (${error?.message ?? "unreadable"}): fix it on the base branch, since a pull request is judged by the base's policy`
            : unlisted,
        documents: atBase.documents.flatMap(({ path, text }) => documentsOf(text, path)),
        codeowners: atBase.codeowners && parseCodeowners(atBase.codeowners.text, atBase.codeowners.path),
        head: {
            documents: checkout.documents,
            codeowners: checkout.codeowners && parseCodeowners(checkout.codeowners.text, checkout.codeowners.path),
            policyText: checkout.policyText,
            reviewText: checkout.reviewText,
            sourceCommands: sources.checkout,
            ledgerText: ledger.checkout,
        },
        baseText: atBase.policy.text,
        baseReviewText: atBase.review?.text,
        reviewFile,
        baseSourceCommands: sources.atBase,
        sourcesFile: sources.file,
        baseLedgerText: ledger.atBase,
        ledgerFile: ledger.file,
    };
}
function documentsOf(text, file) {
    return parseInventoryText(text, file).documents.map((document) => ({ file, document }));
}

;// CONCATENATED MODULE: ./src/core/review/policy/governance/baseline-dates.ts
// The `reviewed:` dates a change writes in baselines, held to the authority table's
// baseline-reviewed row: never after the merge that carries them (not-after-record). A baseline
// confirmed unchanged is recorded by that date alone, so a date still to come would claim a
// confirmation nobody has made yet. Only a date the change writes is judged: one the base already
// has is not this merge's. Pure.


/**
 * Why each `reviewed:` date the head `documents` write (one the `base` documents do not have for
 * that asset of that system) may not be merged at `recordedAt` (epoch milliseconds), each at the
 * asset's file, line and column; [] when every one may.
 */
function baseline_dates_baselineReviewedProblems(base, head, recordedAt) {
    const key = (system, asset) => JSON.stringify([system, asset]);
    const atBase = new Map();
    for (const document of base)
        for (const asset of document.assets)
            atBase.set(key(document.cyberSystem.value, asset.name), reviewedOf(asset));
    const at = new Date(recordedAt).toISOString();
    return head.flatMap((document) => document.assets.flatMap((asset) => {
        const reviewed = reviewedOf(asset);
        if (reviewed === undefined)
            return [];
        if (atBase.get(key(document.cyberSystem.value, asset.name)) === reviewed)
            return [];
        const judged = judgeDate("baseline-reviewed", reviewed, at);
        if (judged.authorized)
            return [];
        return [
            `${formatLocation(asset.location)}: asset ${asset.name}: baseline reviewed: ${judged.why}; write the day the baseline was confirmed, which cannot be after this merge`,
        ];
    }));
}
function reviewedOf(asset) {
    const reviewed = asset.baseline?.content?.reviewed;
    return typeof reviewed === "string" ? reviewed : undefined;
}

;// CONCATENATED MODULE: ./src/core/review/policy/judge-policy.ts











/**
 * The facts of the judgement, and the memberships to ask for; undefined when the policy at the
 * base is invalid. `recorded`: the changes to the rules a plan comment recorded (a review event),
 * judged with those the checkout shows, so that a checkout that does not show them cannot let
 * them through.
 */
function policyQuestions(base, operations, approvals, recorded) {
    const { policy } = base;
    if (policy === undefined)
        return undefined;
    const atBase = {
        documents: base.documents,
        codeowners: base.codeowners,
        policyText: base.baseText,
        reviewText: base.baseReviewText,
        sourceCommands: base.baseSourceCommands,
        ledgerText: base.baseLedgerText,
    };
    const files = {
        policy: base.source.file,
        review: base.reviewFile,
        sources: base.sourcesFile,
        ledger: base.ledgerFile,
    };
    const sides = { atBase, head: base.head, files };
    return questionsOf(policy, sides, operations, approvals, recorded);
}
/**
 * The questions of `policy` read from `sides.atBase`, with the changes `sides.head` makes to the
 * rules; `cip-sync policy check` gives one checkout as both sides (it judges no change to them).
 */
function questionsOf(policy, sides, operations, approvals, recorded) {
    const { atBase } = sides;
    const baseSystems = (0,policy_subjects/* baseSystemsOf */.LK)(operations, atBase.documents, atBase.codeowners);
    const governance = withRecordedGovernance(governanceChanges(atBase, sides.head, sides.files), recorded, atBase);
    const requirements = governanceRequirements(policy, governance, atBase);
    const governanceTeams = requirements.flatMap((requirement) => requirement.wanted.flatMap((wanted) => wanted.principals.flatMap(teamText)));
    const teams = [...new Set([...namedTeams(policy, baseSystems.values()), ...governanceTeams])];
    const logins = (0,approvers/* countedApprovals */.tx)(approvals).counted.map((approval) => approval.login);
    return { policy, baseSystems, governance, requirements, teams, logins };
}
function prepareJudgement(files, subjects) {
    const base = basePolicyOf(files);
    if ("unjudgeable" in subjects)
        return {
            base,
            operations: [],
            approvals: [],
            questions: undefined,
            unjudgeable: subjects.unjudgeable,
        };
    const { operations, approvals, recorded = [] } = subjects;
    const questions = policyQuestions(base, operations, approvals, recorded);
    return { base, operations, approvals, questions, unjudgeable: undefined };
}
/** The one judgement of the owner policy, from the facts gathered for it. */
function judgePolicy(facts) {
    const { base, questions, operations, unjudgeable } = facts;
    if (unjudgeable !== undefined)
        return unjudged(base, unjudgeable);
    if (questions === undefined)
        return unjudged(base, base.problem ?? "the policy is invalid");
    const { baseSystems, governance } = questions;
    const evaluation = evaluateQuestions(questions, operations, facts);
    const seniorManager = governance.some((change) => change.kind === "senior-manager");
    const head = { text: base.head.policyText, file: base.source.file };
    // Dates this change writes that the authority table forbids: each refuses it, at its place.
    const late = [
        ...(seniorManager ? [lastApprovalDateProblem(questions.policy, head, facts.now)] : []),
        ...baselineReviewedProblems(judge_policy_documentsOf(base.documents), judge_policy_documentsOf(base.head.documents), facts.now),
    ].filter((problem) => problem !== undefined);
    if (late.length > 0)
        evaluation.verdict = { allowed: false, reasons: [...evaluation.verdict.reasons, ...late] };
    const evidence = policyEvidenceOf(base.source, { evaluation });
    // A change to the CIP Senior Manager's keys keeps both sides, to date CIP-003 R3 and R4.
    if (seniorManager)
        evidence.senior_manager = seniorManagerSides(questions.policy, head.text, head.file);
    return {
        base,
        evaluation,
        verdict: evaluation.verdict,
        evidence,
        operations,
        baseSystems,
        governance,
    };
}
/** The policy's evaluation of `operations`, from the questions and their answers. */
function evaluateQuestions(questions, operations, facts) {
    const { policy, baseSystems, requirements } = questions;
    return evaluatePolicy(policy, { operations, baseSystems, ...facts, governance: requirements });
}
const judge_policy_documentsOf = (entries) => entries.map((entry) => entry.document);
const teamText = (principal) => principal.kind === "team" ? [(0,document_principals/* principalText */.cI)(principal)] : [];
/** The policy could not be judged: refused, with why. */
function unjudged(base, reason) {
    return {
        base,
        evaluation: undefined,
        verdict: { allowed: false, reasons: [reason] },
        evidence: policyEvidenceOf(base.source, { unjudged: reason }),
        operations: [],
        baseSystems: new Map(),
        governance: [],
    };
}

// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 1 modules
var inventory_files = __webpack_require__(9361);
// EXTERNAL MODULE: ./src/core/shared/text/reveal.ts
var reveal = __webpack_require__(66800);
;// CONCATENATED MODULE: ./src/render/review/policy-text.ts


function renderPolicyText(evaluation, operations, policyFile) {
    const lines = [
        `Policy ${(0,reveal/* revealHiddenCharacters */.cr)(policyFile)}: ${(0,wording/* countOf */.pq)(evaluation.rules.length, "rule")} ${evaluation.rules.length === 1 ? "applies" : "apply"} to this plan.`,
    ];
    for (const rule of evaluation.rules) {
        const covers = rule.governs === undefined
            ? (0,wording/* countOf */.pq)(rule.operations.length, "operation")
            : `a change judged at the base: ${(0,reveal/* revealHiddenCharacters */.cr)(rule.governs)}`;
        lines.push(`  ${(0,reveal/* revealHiddenCharacters */.cr)(rule.id)}: ${rule.result}, for ${covers}`);
        for (const operation of rule.operations.flatMap((index) => operations[index] ?? []))
            lines.push(`    - ${operationWords(operation)}`);
        for (const requirement of rule.requirements)
            lines.push(`    ${requirementLine(requirement)}`);
    }
    for (const freeze of evaluation.freezes) {
        lines.push(`  freeze ${(0,reveal/* revealHiddenCharacters */.cr)(freeze.id)} (${freeze.from} to ${freeze.to}): ${freeze.result}, for ${(0,wording/* countOf */.pq)(freeze.operations.length, "operation")}`);
        if (freeze.override) {
            lines.push(`    overridden by ${(0,reveal/* revealHiddenCharacters */.cr)(freeze.override.login)}: ${(0,reveal/* revealHiddenCharacters */.cr)(freeze.override.reason)}`);
        }
        else
            lines.push(`    ${(0,reveal/* revealHiddenCharacters */.cr)(freeze.problem)}`);
    }
    for (const ignored of evaluation.ignored) {
        lines.push(`  not counted: ${(0,reveal/* revealHiddenCharacters */.cr)(ignored.login)} (${ignored.why})`);
    }
    const { verdict } = evaluation;
    lines.push(verdict.allowed
        ? "Allowed: every rule that applies is met and no freeze holds."
        : `Refused: ${verdict.reasons.map(reveal/* revealHiddenCharacters */.cr).join("; ")}.`);
    return `${lines.join("\n")}\n`;
}
function requirementLine(requirement) {
    const from = requirement.system
        ? `owners of ${(0,reveal/* revealHiddenCharacters */.cr)(requirement.system.name)} (${requirement.eligible.map(reveal/* revealHiddenCharacters */.cr).join(", ") || "none"})`
        : requirement.eligible.map(reveal/* revealHiddenCharacters */.cr).join(", ");
    const by = requirement.satisfiedBy.length > 0
        ? requirement.satisfiedBy.map(reveal/* revealHiddenCharacters */.cr).join(", ")
        : "nobody yet";
    const problem = requirement.problem ? `; ${(0,reveal/* revealHiddenCharacters */.cr)(requirement.problem)}` : "";
    return `${requirement.approvals} from ${from}: approved by ${by}${problem}`;
}
function operationWords(operation) {
    const system = (0,reveal/* revealHiddenCharacters */.cr)(operation.cyber_system.name);
    if (operation.action !== "update")
        return `${operation.action} ${(0,reveal/* revealHiddenCharacters */.cr)(operation.name)} in ${system}`;
    const from = operation.changes.cyber_system?.from;
    const where = from ? `from ${(0,reveal/* revealHiddenCharacters */.cr)(from.name)} to ${system}` : `in ${system}`;
    return `${operation.kinds.join(", ")} ${(0,reveal/* revealHiddenCharacters */.cr)(operation.name)} ${where}`;
}

// EXTERNAL MODULE: ./src/cli/shared/command-support.ts + 1 modules
var command_support = __webpack_require__(56439);
// EXTERNAL MODULE: ./src/cli/compliance/policy-file.ts
var policy_file = __webpack_require__(48399);
// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/report-diagnostics.ts
var report_diagnostics = __webpack_require__(56499);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(64928);
;// CONCATENATED MODULE: ./src/io/checkout/policy-texts.ts
// The owner policy's files as the checkout has them (a pull request may change them): CODEOWNERS
// from the first of GitHub's places that has one, the policy file, the CIP-002 R2 review file, the
// sources file (whose commands are rules too) and the ledger writer's declaration (whose keys sign
// what is in force). Read as text; what they say is for
// core/review/policy/ and core/sources/ to read.



/**
 * The checkout's policy texts under `root`, the policy file's as the caller read it (the run reads
 * it once for every use: its rules, its baselines, its calendar); a file named "" is none.
 */
async function readCheckoutPolicyTexts(root, policyText, files) {
    const text = (file) => readNamedFile(root, file);
    return {
        codeowners: await readCheckoutCodeowners(root),
        policyText,
        reviewText: await text(files.reviewFile),
        sourcesText: await text(files.sourcesFile),
        ledgerText: await text(files.ledgerFile),
    };
}
/** The CODEOWNERS file GitHub would use: the first of its three places that exists. */
async function readCheckoutCodeowners(root) {
    for (const path of codeowners/* CODEOWNERS_PATHS */.xn) {
        const text = await (0,optional_file/* readTextIfPresent */.Ge)((0,external_node_path_.join)(root, path));
        if (text !== undefined)
            return { path, text };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/cli/compliance/policy-command.ts
// `cip-sync policy check`: the policy judged offline against a saved plan, with owners and impact
// from the inventory files in the working directory and CODEOWNERS beside them. Exit 0 when the
// plan is allowed, 1 while a rule is unmet (or a freeze holds), 2 on bad input, named at its place.















const EXIT_UNMET = 1;
async function checkPolicy(settings, io) {
    try {
        return await policy_command_judge(settings, io);
    }
    catch (error) {
        io.stderr(`error: ${(0,errors/* errorMessage */.g)(error)}\n`);
        return shared_io/* EXIT_BAD_INPUT */.yt;
    }
}
async function policy_command_judge(settings, io) {
    const plan = (0,plan_schema/* parsePlanJson */.Xj)(await (0,flag_files/* readFlagFile */.X$)((0,flag_files/* flagPath */.aO)("--plan", settings.planFile, flag_files/* FLAG_FIXES */.pp.plan, io)), `--plan ${settings.planFile}`);
    const read = await (0,policy_file/* readPolicyFile */.B)(settings.policyFile, io);
    if (read === undefined) {
        io.stdout(`No policy (${settings.policyFile || "--policy is empty"}): no rule applies.\n`);
        return shared_io/* EXIT_OK */.Ij;
    }
    const { policy, diagnostics } = read.parsed;
    const inventory = await (0,inventory_files/* loadInventory */.pl)((0,command_support/* sourceOf */.vz)(settings, io));
    const codeowners = await readCodeowners((0,external_node_path_.resolve)(io.cwd, settings.source.root));
    const problems = [
        ...diagnostics,
        ...inventory.diagnostics,
        ...(codeowners?.diagnostics ?? []),
    ];
    (0,report_diagnostics/* reportDiagnostics */.D)(problems, io, { stdout: false, stderr: false });
    if (policy === undefined || (0,shared_diagnostics/* hasErrors */.Cs)(problems))
        return shared_io/* EXIT_BAD_INPUT */.yt;
    const root = (0,external_node_path_.resolve)(io.cwd, settings.source.root);
    const documents = inventory.documents.map((document) => ({
        file: (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(io.cwd, document.location.file)).split("\\").join("/"),
        document,
    }));
    // The checkout is the base: the same judgement as the Action's, with no change to the rules.
    const checkout = { documents, codeowners, policyText: read.text };
    const sides = {
        atBase: checkout,
        head: checkout,
        files: { policy: read.file, review: "", sources: "", ledger: "" },
    };
    const questions = questionsOf(policy, sides, plan.operations, [], []);
    const facts = settings.approvalsFile === undefined
        ? { approvals: [], memberships: [] }
        : parseOfflineApprovals(await (0,flag_files/* readFlagFile */.X$)((0,flag_files/* flagPath */.aO)("--approvals", settings.approvalsFile, APPROVALS_FIX, io)), `--approvals ${settings.approvalsFile}`, questions.teams);
    const evaluation = evaluateQuestions(questions, plan.operations, {
        ...facts,
        now: io.now?.() ?? Date.now(),
    });
    io.stdout(renderPolicyText(evaluation, plan.operations, read.file));
    return evaluation.verdict.allowed ? shared_io/* EXIT_OK */.Ij : EXIT_UNMET;
}
const APPROVALS_FIX = 'pass a JSON array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]';
/** The CODEOWNERS file GitHub would use: the first of its three places that exists. */
async function readCodeowners(root) {
    const found = await readCheckoutCodeowners(root);
    return found === undefined ? undefined : (0,codeowners/* parseCodeowners */.BW)(found.text, found.path);
}


/***/ }),

/***/ 48399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ readPolicyFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _core_review_policy_file_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49914);
/* harmony import */ var _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55117);
// The policy file --policy names, read and parsed, for the commands that judge by it (`policy
// check`, `validate`, the obligations' calendar): a module of its own, so that a command that only
// reads the policy loads nothing of the service's client.





/**
 * The policy file named by --policy, parsed; undefined when --policy is empty, or when it was not
 * given and cip-policy.yaml does not exist. A --policy that names a missing file is an error.
 */
async function readPolicyFile(policyFile, io) {
    if (policyFile === "")
        return undefined;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, policyFile);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8");
    }
    catch (error) {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .C)(error) === "ENOENT" && policyFile === _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_POLICY_FILE */ .mY)
            return undefined;
        throw new Error(`--policy ${policyFile} cannot be read (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)}); pass the policy file, or --policy "" to check without one`, { cause: error });
    }
    return { file: policyFile, text, parsed: (0,_core_review_policy_file_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePolicyText */ .X)(text, policyFile) };
}


/***/ }),

/***/ 56474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ REVIEW_RULE_ID),
/* harmony export */   j: () => (/* binding */ reviewEvidenceSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64377);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
// A CIP-002 R2 review as the change record keeps it: the review file the merge carried, what it
// froze, and the digest of the identifications the merge itself declared. Who approved it is the
// owner policy's `cip-002-review` rule in the same record; together they are the dated, approved
// review an auditor asks for (core/obligations/identification-review.ts).


/** The owner policy's rule that a review's approvals are judged by (governance.ts). */
const REVIEW_RULE_ID = "cip-002-review";
const digest = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .SHA256_DIGEST */ .fu);
const reviewEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    reviewed_on: zod__WEBPACK_IMPORTED_MODULE_2__/* .date */ .p6().nullable(),
    inventory_digest: digest.nullable(),
    merged_digest: digest,
    matches: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    problem: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
})
    .meta({
    description: "A CIP-002 R2 review the merge changed: the review file, the digest it froze and the merged inventory's. It closes the obligation when matches is true and the policy rule cip-002-review was met.",
});


/***/ }),

/***/ 63192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ PATCH_SOURCE_CHANGE_WORDS),
/* harmony export */   Kd: () => (/* binding */ changedByChange),
/* harmony export */   PY: () => (/* binding */ checkPatchSources),
/* harmony export */   VE: () => (/* binding */ patchSourceWarnings),
/* harmony export */   h$: () => (/* binding */ PATCH_SOURCE_FIX)
/* harmony export */ });
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63788);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53146);
/* harmony import */ var _patch_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(15240);







/** How to close a gap, as every output says it. */
const PATCH_SOURCE_FIX = `add the item to a source's covers in ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_SOURCES_FILE */ .DK}, or declare it under no_source with kind: no-patching-source or not-updateable and a reason`;
/** The items without a source, and what the policy refuses of them. */
function checkPatchSources(inputs) {
    const named = namedItems(inputs.sources);
    const existingBaseline = inputs.existing;
    const missing = [];
    const notSeen = [];
    for (const document of inputs.documents) {
        const impact = document.impact?.value;
        const cyberSystem = document.cyberSystem.value;
        for (const asset of document.assets) {
            const baseline = asset.baseline;
            const assetClass = asset.class?.value ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ASSET_CLASS */ .q$;
            if (baseline === undefined)
                continue;
            if (!(0,_patch_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .isApplicable */ .AX)({ class: assetClass, impact, type: asset.type }))
                continue;
            if (baseline.kind === "ref") {
                notSeen.push({ cyber_system: cyberSystem, asset: asset.name, location: asset.location });
                continue;
            }
            const before = existingBaseline?.(document, asset);
            for (const entry of entriesOf(baseline)) {
                if (named.has((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemKey */ .Dh)(entry)))
                    continue;
                missing.push({
                    cyber_system: cyberSystem,
                    asset: asset.name,
                    item: entry.kind,
                    name: entry.name,
                    version: entry.version,
                    location: entry.location ?? asset.location,
                    change: existingBaseline === undefined ? "unknown" : changeOf(before, entry),
                });
            }
        }
    }
    if (missing.length === 0 && notSeen.length === 0 && inputs.sources === undefined)
        return { check: undefined, problems: [] };
    const setting = "rule" in inputs.rule ? (inputs.rule.rule?.setting ?? "flag") : "flag";
    const check = {
        sources_file: inputs.sources === undefined ? null : _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_SOURCES_FILE */ .DK,
        setting,
        missing,
        not_seen: notSeen,
    };
    return { check, problems: refused(missing, inputs.rule) };
}
/** What the change does to an item, as every output says it. */
const PATCH_SOURCE_CHANGE_WORDS = {
    added: "added by this change",
    changed: "version changed by this change",
    existing: "an existing gap",
    unknown: "not compared with the existing baselines",
};
/** Why a refusal cannot tell an unknown item from an existing one, and what to do. */
const UNKNOWN_WHY = " (the plan cannot tell whether this change adds it: pass --base REF, the commit the existing baselines were declared at)";
/** Whether the change adds or changes the item, or may: what `require` refuses. */
function changedByChange(change) {
    return change !== "existing";
}
/** Each gap as a warning at its entry: what `validate` reports, refusing nothing. */
function patchSourceWarnings(check) {
    return (check?.missing ?? []).map((gap) => ({
        severity: "warning",
        location: gap.location,
        message: `${gapWords(gap)} has no patch source (CIP-007-6 R2.1): ${PATCH_SOURCE_FIX}`,
    }));
}
/** `require` refuses what the change adds or changes; a policy that cannot be read refuses too. */
function refused(missing, read) {
    return (0,_plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredGapErrors */ .NJ)(missing.filter((gap) => changedByChange(gap.change)), read, (gap, policyFile) => `${gapWords(gap)} has no patch source (CIP-007-6 R2.1), ${PATCH_SOURCE_CHANGE_WORDS[gap.change]}${gap.change === "unknown" ? UNKNOWN_WHY : ""}, and ${policyFile} sets patch_sources: require: ${PATCH_SOURCE_FIX}`);
}
function gapWords(gap) {
    return `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemText */ .rv)({ kind: gap.item, name: gap.name })} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(gap.version)} of asset ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(gap.asset)} in ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(gap.cyber_system)}`;
}
/** The item keys a source covers or a declaration names. */
function namedItems(sources) {
    const named = new Set();
    for (const source of sources?.sources ?? [])
        for (const item of source.covers)
            named.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemKey */ .Dh)(item));
    for (const declaration of sources?.noSource ?? [])
        named.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemKey */ .Dh)(declaration.item));
    return named;
}
/** A content baseline's os_firmware and software entries, with where each is written. */
function entriesOf(baseline) {
    const items = itemsOf(baseline);
    return _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCHED_ITEMS */ .Rp.flatMap((kind) => items[kind].map(({ name, version }, index) => ({
        kind,
        name,
        version,
        location: baseline.entryLocations?.[kind]?.[index],
    })));
}
/** A baseline's os_firmware, software and patches as written (none for a baseline_ref). */
function itemsOf(baseline) {
    return (0,_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .patchedItemsOf */ .L$)(baseline?.content ?? {});
}
/** The item against the asset's existing baseline: none before adds it; a ref hid it. */
function changeOf(before, entry) {
    if (before === undefined)
        return "added";
    if (before.kind === "ref")
        return "unknown";
    const was = itemsOf(before)[entry.kind].find((record) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .nameKey */ .Rc)(record.name) === (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .nameKey */ .Rc)(entry.name));
    if (was === undefined)
        return "added";
    return was.version === entry.version ? "existing" : "changed";
}


/***/ }),

/***/ 29029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ existingBaselineOf),
/* harmony export */   Sc: () => (/* binding */ compareBaselines),
/* harmony export */   XA: () => (/* binding */ planChanges),
/* harmony export */   YX: () => (/* binding */ deviationsOf)
/* harmony export */ });
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45217);
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47178);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29815);
// The plan's baselines against the existing ones: each asset whose declared baseline changes an
// R1.1 item is a deviation (CIP-010 R1.2: "changes that deviate from the existing baseline
// configuration"), with what was added and removed and the parts it opens, read from the
// requirement table as the obligations read it. Computed once here; renderers only read it.
// As in the obligations: a first declaration (no baseline before), a removed baseline and a
// `software` record (baseline content, not a Cyber Asset) are no deviation; an asset is found
// among the existing ones in the base's document of its live system (resolve.ts bindBase: by id, or
// by name and parent, never by a name another facility's system may share), by its own name or
// the name it is renamed from.





/**
 * The comparison of the plan's `baselines` (declared by `resolved`) with `existing`, whose
 * documents are bound to `live` as the plan's are; undefined when the plan declares none.
 */
function compareBaselines(resolved, baselines, existing, live) {
    if (baselines === undefined || baselines.length === 0)
        return undefined;
    if ("notCompared" in existing)
        return { compared_with: null, not_compared: existing.notCompared };
    const existingBaseline = existingBaselineOf(resolved, existing.documents, live);
    const now = new Map();
    for (const { document, system } of resolved)
        for (const asset of document.assets)
            if (asset.baseline !== undefined && asset.type !== "software")
                now.set(`${system.id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name)}`, { document, asset });
    const deviations = baselines.flatMap((entry) => {
        const declared = now.get(`${entry.cyber_system_id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(entry.asset)}`);
        const system = entry.cyber_system ?? entry.cyber_system_id;
        const was = declared === undefined ? undefined : existingBaseline(declared.document, declared.asset);
        if (declared?.asset.baseline === undefined || was === undefined)
            return [];
        const items = (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineDifferences */ .G)(was, declared.asset.baseline);
        if (items.length === 0)
            return [];
        // A system without `impact:` is judged as High, as the obligations judge it (fail closed).
        const scope = {
            class: entry.class ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ASSET_CLASS */ .q$,
            impact: entry.impact ?? "high",
            ...(entry.erc === undefined ? {} : { erc: entry.erc }),
        };
        const deviation = {
            asset: entry.asset,
            ...(entry.asset_id === undefined ? {} : { asset_id: entry.asset_id }),
            cyber_system: system,
            cyber_system_id: entry.cyber_system_id,
            items,
            opens: (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .partsOpenedBy */ .pK)(scope, items.map((difference) => difference.item)),
        };
        return [deviation];
    });
    return { compared_with: existing.comparedWith, deviations };
}
/**
 * The existing baseline of each asset of `resolved` (the head's documents bound to their live
 * systems): in the `base` document that declared the same live system, the asset found by its
 * name or the name it is renamed from.
 */
function existingBaselineOf(resolved, base, live) {
    const atBase = new Map((0,_resolve_js__WEBPACK_IMPORTED_MODULE_4__/* .bindBase */ .Zj)(base, live).map(({ document, system }) => [system.id, document]));
    const before = new Map();
    for (const { document, system } of resolved) {
        const was = atBase.get(system.id);
        if (was === undefined)
            continue;
        const baselines = new Map();
        for (const asset of was.assets)
            if (asset.baseline !== undefined)
                baselines.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name), asset.baseline);
        before.set(document, baselines);
    }
    return (document, asset) => {
        const baselines = before.get(document);
        const former = asset.renamedFrom?.value;
        return (baselines?.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name)) ??
            (former === undefined ? undefined : baselines?.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(former))));
    };
}
/**
 * Whether the plan changes anything: an operation, or a baseline that deviates from the existing
 * one (the service holds no baseline, yet CIP-010 R1.2 counts its change). What `plan
 * --detailed-exitcode` exits 2 for.
 */
function planChanges(plan) {
    return (plan.operations.length > 0 ||
        deviationsOf(plan.baseline_deviations).length > 0 ||
        // A system leaving management changes what the files manage (released-systems.ts).
        (plan.released_systems?.length ?? 0) > 0);
}
/** The deviations of a plan, none when its baselines were not compared. */
function deviationsOf(comparison) {
    return comparison === undefined || comparison.compared_with === null ? [] : comparison.deviations;
}


/***/ }),

/***/ 46044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ cyclesOf)
/* harmony export */ });
/**
 * The cycles of a graph in which every item leads to at most one other (renamed_from chains,
 * renames that take each other's names): each cycle once, its members in walk order, from the
 * member met first in `items`. Linear in the number of items.
 */
function cyclesOf(items, next) {
    const walkOf = new Map();
    const cycles = [];
    items.forEach((start, walk) => {
        const path = [];
        let current = start;
        // Bounded: every step marks an item that was not marked before.
        while (current !== undefined && !walkOf.has(current)) {
            walkOf.set(current, walk);
            path.push(current);
            current = next(current);
        }
        // A walk that ends on an item of an earlier walk joined a path already looked at.
        if (current !== undefined && walkOf.get(current) === walk) {
            cycles.push(path.slice(path.indexOf(current)));
        }
    });
    return cycles;
}


/***/ }),

/***/ 14617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iM: () => (/* binding */ assetTypeSchema),
  kZ: () => (/* binding */ baselineComparisonSchema),
  X0: () => (/* binding */ fieldChange),
  U1: () => (/* binding */ jsonPath),
  Xj: () => (/* binding */ parsePlanJson),
  se: () => (/* binding */ planBaselineSchema),
  Fu: () => (/* binding */ planSchema),
  D1: () => (/* binding */ planSummarySchema),
  iL: () => (/* binding */ systemRefSchema)
});

// UNUSED EXPORTS: PlanFileError, planJsonSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(17994);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/live-records.ts
var live_records = __webpack_require__(37368);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(49513);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(45168);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(47178);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(23212);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/core/plan/commissioning-assessment-model.ts
var commissioning_assessment_model = __webpack_require__(77551);
;// CONCATENATED MODULE: ./src/core/plan/saved/commissioning-assessment-schema.ts
// The saved plan's CIP-010-4 R3.3 check (plan-model's commissioning_assessments), apart from
// plan-schema.ts, which passes it its source location schema.




const itemDifferenceSchema = schemas/* strictObject */.rej({
    item: schemas/* enum */.k5n([...baseline_items/* BASELINE_ITEMS */.dK, "unknown"]),
    added: schemas/* array */.YOg(schemas/* string */.YjP()),
    removed: schemas/* array */.YOg(schemas/* string */.YjP()),
});
function commissioningAssessmentCheckSchema(location) {
    return schemas/* strictObject */.rej({
        setting: schemas/* enum */.k5n(commissioning_assessment_model/* VULNERABILITY_ASSESSMENT_SETTINGS */.W).meta({
            description: "The policy's vulnerability_assessments: flag lists the assets without evidence, require refuses them.",
        }),
        commissioned: schemas/* array */.YOg(schemas/* strictObject */.rej({
            cyber_system: schemas/* string */.YjP(),
            asset: schemas/* string */.YjP(),
            class: schemas/* enum */.k5n(asset_class/* ASSET_CLASSES */.Aj),
            location,
            evidence: schemas/* array */.YOg(schemas/* discriminatedUnion */.gMt("kind", [
                schemas/* strictObject */.rej({ kind: schemas/* literal */.euz("active-assessment"), record: schemas/* string */.YjP() }),
                schemas/* strictObject */.rej({ kind: schemas/* literal */.euz("paper-assessment"), record: schemas/* string */.YjP() }),
                schemas/* strictObject */.rej({
                    kind: schemas/* literal */.euz("like-replacement"),
                    record: schemas/* string */.YjP(),
                    of: schemas/* string */.YjP(),
                    differences: schemas/* array */.YOg(itemDifferenceSchema).optional(),
                    of_entering: schemas/* literal */.euz(true).optional().meta({
                        description: "The asset named is one the same change puts into service: no existing Cyber Asset (CIP-010-4 Part 3.3), never compared, never standing.",
                    }),
                }),
                schemas/* strictObject */.rej({
                    kind: schemas/* literal */.euz("exceptional-circumstance"),
                    record: schemas/* string */.YjP(),
                    reference: schemas/* string */.YjP(),
                }),
            ])),
            gap: schemas/* string */.YjP().optional().meta({
                description: "Why the evidence does not stand for R3.3; absent: it does.",
            }),
            not_judged: schemas/* string */.YjP().optional().meta({
                description: "Why R3.3 was not judged: the system declares no impact, so whether Part 3.3 (High only) applies is not known. Never refused.",
            }),
        })),
    })
        .meta({
        title: "Commissioning assessments (CIP-010-4 R3.3)",
        description: "Each BCA, EACMS or PCA the change puts into service in a High system, with the assessment files that speak for it. Derived, not part of the fingerprint.",
    });
}

// EXTERNAL MODULE: ./src/core/plan/saved/fingerprint.ts
var fingerprint = __webpack_require__(99343);
;// CONCATENATED MODULE: ./src/core/plan/saved/released-system-schema.ts
// The plan file's `released_systems` (plan-model.ts's ReleasedSystem): the systems whose document
// was removed since the base, which leave management with their assets kept.

const releasedSystemsSchema = schemas/* array */.YOg(schemas/* strictObject */.rej({
    cyber_system: schemas/* strictObject */.rej({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP() }),
    file: schemas/* string */.YjP(),
    live_assets: schemas/* int */.Whr().positive(),
}))
    .meta({
    description: "Systems whose document the base declared and no document declares now: they leave management, their live assets kept. Absent when none, or no base was read.",
});

;// CONCATENATED MODULE: ./src/core/plan/saved/possible-rename-schema.ts
// A create and a delete that may be one asset renamed: the plan file's `possible_rename`
// (plan-model.ts's PossibleRename), on both operations.

const possibleRenameSchema = schemas/* strictObject */.rej({
    declared: schemas/* string */.YjP().meta({ description: "The name the files declare (the create)." }),
    live: schemas/* string */.YjP().meta({ description: "The name the service holds (the delete)." }),
    candidates: schemas/* array */.YOg(schemas/* string */.YjP())
        .min(1)
        .max(3)
        .meta({
        description: "Set on a delete that could not be paired one to one: the declared names of its cyber system and type it may have become, most similar first; declared is the first.",
    })
        .optional(),
    renamed_in_file: schemas/* string */.YjP()
        .meta({
        description: "The file that renamed it without renamed_from: the base (--base, the pull request's base) declared the live name there and no document declares it now; absent where no base tells. Not part of the fingerprint.",
    })
        .optional(),
})
    .meta({
    description: "This create and a delete of the same cyber system and type may be one asset renamed in the service; apply refuses them without --allow-replace.",
})
    .optional();

// EXTERNAL MODULE: ./src/core/families/family-shapes.ts
var family_shapes = __webpack_require__(40505);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
;// CONCATENATED MODULE: ./src/core/plan/saved/reviewed-file-fields.ts
// The saved plan's fields of the reviewed files it shows for approval, one per family that keeps
// such files (core/families/family-shapes.ts), each with the schema its family's shape declares,
// in the families' order; and the fingerprint's words, which name them. Apart from plan-schema.ts
// to keep each within its size.


/** What the saved plan's fingerprint covers, as its schema says. */
const FINGERPRINT_WORDS = `sha256 over the canonical JSON ${(0,wording/* listOf */.c3)([
    "of operations",
    "of each baseline's system id, asset and digest",
    ...family_shapes/* REVIEWED_FILE_SHAPES */.Qy.map((shape) => `of the ${shape.name} shown (${shape.field}.files)`),
])}, as "sha256:<hex>"; a plan without ${(0,wording/* listOf */.c3)(["baselines", ...family_shapes/* REVIEWED_FILE_SHAPES */.Qy.map((shape) => shape.name)], "or")}: over its operations only.`;
/** The saved plan's fields of the reviewed files it shows for approval, in the families' order. */
const REVIEWED_FILE_FIELDS = Object.fromEntries(family_shapes/* REVIEWED_FILE_SHAPES */.Qy.map((shape) => [
    shape.field,
    shape.shown.meta({ title: shape.shownTitle, description: shape.shownDescription }).optional(),
]));

;// CONCATENATED MODULE: ./src/core/plan/saved/plan-schema.ts
// The plan as a zod schema: the check on a saved plan read back by `apply --plan FILE`, and the
// source of schemas/plan.schema.json. It mirrors `Plan` in model.ts exactly; a type-level test
// (test/core/plan-schema.test.ts) fails when the two drift apart.














const assetTypeSchema = schemas/* enum */.k5n(live_records/* ASSET_TYPES */.D);
const count = schemas/* int */.Whr().nonnegative();
const sourceLocationSchema = schemas/* strictObject */.rej({
    file: schemas/* string */.YjP().meta({ description: "Path relative to the working directory, with /." }),
    line: schemas/* int */.Whr().positive(),
    column: schemas/* int */.Whr().positive(),
})
    .meta({
    id: "SourceLocation",
    title: "Source location",
    description: "A 1-based place in an inventory file.",
});
const diagnosticSchema = schemas/* strictObject */.rej({
    severity: schemas/* enum */.k5n(["error", "warning"]),
    message: schemas/* string */.YjP(),
    location: sourceLocationSchema.optional(),
    related: schemas/* array */.YOg(sourceLocationSchema).optional(),
})
    .meta({ title: "Diagnostic" });
const parentRefSchema = schemas/* strictObject */.rej({
    kind: schemas/* enum */.k5n(["facility", "control_center"]),
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
});
const systemRefSchema = schemas/* strictObject */.rej({
    id: schemas/* string */.YjP(),
    impact: principals/* impactSchema */.kf.optional(),
    name: schemas/* string */.YjP(),
    parent: parentRefSchema.nullable(),
})
    .meta({
    id: "SystemRef",
    title: "Cyber system",
    description: "A cyber system by id and name, with its parent.",
});
function fieldChange(schema) {
    return schemas/* strictObject */.rej({ from: schema, to: schema });
}
const operationBase = {
    depends_on: schemas/* array */.YOg(count).meta({
        description: "Indexes into operations of the operations that must succeed before this one runs.",
    }),
    source: sourceLocationSchema
        .meta({ description: "The declaration that caused this operation." })
        .optional(),
};
const sha256Digest = schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu);
/** A declared baseline as plans and change records carry it: digests, never content. */
const planBaselineSchema = schemas/* strictObject */.rej({
    asset: schemas/* string */.YjP(),
    asset_id: schemas/* string */.YjP().optional(),
    asset_type: schemas/* enum */.k5n(live_records/* ASSET_TYPES */.D).optional(),
    class: schemas/* enum */.k5n(asset_class/* ASSET_CLASSES */.Aj).optional(),
    completed_on: schemas/* string */.YjP()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    cyber_system: schemas/* string */.YjP().optional(),
    cyber_system_id: schemas/* string */.YjP(),
    digest: sha256Digest,
    erc: schemas/* boolean */.zMY().optional(),
    impact: schemas/* enum */.k5n(principals/* IMPACT_LEVELS */.dR).optional(),
    items: schemas/* partialRecord */.jgl(schemas/* enum */.k5n(baseline_items/* BASELINE_ITEMS */.dK), sha256Digest).optional().meta({
        description: "The SHA-256 of each CIP-010 R1.1 item of a baseline written as content: which items a change touched, without their content.",
    }),
    kind: schemas/* enum */.k5n(["content", "ref"]).optional(),
    patched: schemas/* strictObject */.rej({
        os_firmware: schemas/* array */.YOg(schemas/* strictObject */.rej({ name: schemas/* string */.YjP(), version: schemas/* string */.YjP() })),
        software: schemas/* array */.YOg(schemas/* strictObject */.rej({ name: schemas/* string */.YjP(), version: schemas/* string */.YjP() })),
        patches: schemas/* array */.YOg(schemas/* string */.YjP()),
    })
        .optional()
        .meta({
        description: "A baseline written as content: its os_firmware and software items with their versions and its patches, the items CIP-007 R2's patch sources must cover and the patches applied.",
    }),
});
/** The plan's baselines against the existing ones (plan-model.ts BaselineComparison). */
const baselineComparisonSchema = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({
        compared_with: schemas/* string */.YjP()
            .meta({ description: "The commit the existing baselines were read at." }),
        deviations: schemas/* array */.YOg(schemas/* strictObject */.rej({
            asset: schemas/* string */.YjP(),
            asset_id: schemas/* string */.YjP().optional(),
            cyber_system: schemas/* string */.YjP(),
            cyber_system_id: schemas/* string */.YjP(),
            items: schemas/* array */.YOg(schemas/* strictObject */.rej({
                item: schemas/* enum */.k5n([...baseline_items/* BASELINE_ITEMS */.dK, "unknown"]),
                added: schemas/* array */.YOg(schemas/* string */.YjP()),
                removed: schemas/* array */.YOg(schemas/* string */.YjP()),
            })),
            opens: schemas/* array */.YOg(schemas/* enum */.k5n(requirements/* REQUIREMENT_IDS */.RG)).meta({
                description: "The requirement parts the deviation opens, by the requirement table.",
            }),
        })),
    }),
    schemas/* strictObject */.rej({
        compared_with: schemas/* null */.chJ(),
        not_compared: schemas/* string */.YjP().meta({ description: "Why no existing baselines were read." }),
    }),
])
    .meta({
    description: "The declared baselines against the existing ones (CIP-010 R1.2): each asset whose baseline changes an R1.1 item, with the entries added and removed; or why they were not compared. Not part of the fingerprint; absent when no baseline is declared.",
});
/** The asset a create or a delete names whole, and the rename it may be half of. */
const wholeAsset = {
    name: schemas/* string */.YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
    possible_rename: possibleRenameSchema,
};
const createOperationSchema = schemas/* strictObject */.rej({ action: schemas/* literal */.euz("create"), ...operationBase, ...wholeAsset })
    .meta({ title: "Create an asset" });
const updateOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("update"),
    ...operationBase,
    asset_id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP().meta({ description: "The asset's name after this operation." }),
    cyber_system: systemRefSchema,
    kinds: schemas/* array */.YOg(schemas/* enum */.k5n(["rename", "move", "retype"])),
    temporary: schemas/* boolean */.zMY().meta({
        description: "True for the first half of a rename cycle: the asset takes a temporary name that a later operation replaces.",
    }),
    changes: schemas/* strictObject */.rej({
        name: fieldChange(schemas/* string */.YjP()).optional(),
        cyber_system: fieldChange(systemRefSchema).optional(),
        asset_type: fieldChange(assetTypeSchema).optional(),
    }),
})
    .meta({ title: "Update an asset (rename, move, retype)" });
const deleteOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("delete"),
    ...operationBase,
    asset_id: schemas/* string */.YjP(),
    ...wholeAsset,
})
    .meta({ title: "Delete an asset" });
const patchSourceCheckSchema = schemas/* strictObject */.rej({
    sources_file: schemas/* string */.YjP().nullable().meta({
        description: "The sources file read (cip-patch-sources.yaml); null: the repository has none.",
    }),
    setting: schemas/* enum */.k5n(plan_model/* PATCH_SOURCE_SETTINGS */.R6).meta({
        description: "The policy's patch_sources: flag lists the gaps, require refuses those the change adds or changes.",
    }),
    missing: schemas/* array */.YOg(schemas/* strictObject */.rej({
        cyber_system: schemas/* string */.YjP(),
        asset: schemas/* string */.YjP(),
        item: schemas/* enum */.k5n(["os_firmware", "software"]),
        name: schemas/* string */.YjP(),
        version: schemas/* string */.YjP(),
        location: sourceLocationSchema,
        change: schemas/* enum */.k5n(plan_model/* PATCH_SOURCE_CHANGES */.nj).meta({
            description: "added or changed (its version) by this change, existing before it, or unknown (the baselines were not compared).",
        }),
    })),
    not_seen: schemas/* array */.YOg(schemas/* strictObject */.rej({
        cyber_system: schemas/* string */.YjP(),
        asset: schemas/* string */.YjP(),
        location: sourceLocationSchema,
    }))
        .meta({
        description: "Applicable assets with a baseline_ref: their items are not in the repository.",
    }),
})
    .meta({
    title: "Patch sources (CIP-007-6 R2.1)",
    description: "The os_firmware and software items of applicable assets' baselines with no patch source and no no_source declaration. Derived, not part of the fingerprint.",
});
const planSummarySchema = schemas/* strictObject */.rej({
    create: count,
    update: count,
    delete: count,
    move: count,
    rename: count,
    retype: count,
});
const planSchema = schemas/* strictObject */.rej({
    format_version: schemas/* literal */.euz(plan_model/* PLAN_FORMAT_VERSION */.V1),
    fingerprint: schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu).meta({ description: FINGERPRINT_WORDS }),
    summary: planSummarySchema,
    operations: schemas/* array */.YOg(schemas/* discriminatedUnion */.gMt("action", [
        createOperationSchema,
        updateOperationSchema,
        deleteOperationSchema,
    ]))
        .meta({ description: "In execution order; depends_on gives the exact constraints." }),
    managed_systems: schemas/* array */.YOg(systemRefSchema),
    unmanaged: schemas/* array */.YOg(schemas/* strictObject */.rej({
        asset_id: schemas/* string */.YjP(),
        name: schemas/* string */.YjP(),
        asset_type: assetTypeSchema,
        cyber_system: systemRefSchema,
    }))
        .meta({ description: "Undeclared live assets of prune: false systems: never deleted." }),
    released_systems: releasedSystemsSchema.optional(),
    baselines: schemas/* array */.YOg(planBaselineSchema).optional().meta({
        description: "Declared baselines (CIP-010 R1.1) by system id and asset name, as SHA-256 digests; never sent to the service. Absent when none is declared.",
    }),
    baseline_deviations: baselineComparisonSchema.optional(),
    patch_sources: patchSourceCheckSchema.optional(),
    commissioning_assessments: commissioningAssessmentCheckSchema(sourceLocationSchema).optional(),
    ...REVIEWED_FILE_FIELDS,
    safety: schemas/* strictObject */.rej({
        managed_live_assets: count,
        violations: schemas/* array */.YOg(schemas/* strictObject */.rej({
            rule: schemas/* enum */.k5n(["mass-delete", "mass-update", "empty-system", "possible-rename"]),
            message: schemas/* string */.YjP(),
        })),
    }),
    warnings: schemas/* array */.YOg(diagnosticSchema),
    inputs: schemas/* strictObject */.rej({
        patterns: schemas/* array */.YOg(schemas/* string */.YjP()).meta({
            description: "Inventory files, directories or globs, relative to root.",
        }),
        root: schemas/* string */.YjP().meta({
            description: "The repository root, relative to the directory the plan was made in.",
        }),
        declared: sha256Digest.optional().meta({
            description: "SHA-256 of what the operations depend on from the files (each document's system, parent, prune and assets, without baselines or places): apply --plan says whether the files or the live inventory changed since.",
        }),
    })
        .meta({ description: "What the plan was made from: apply --plan reads the same files." })
        .optional(),
})
    .meta({
    title: "cip-inventory-sync plan",
    description: "What apply would do, as written by `cip-sync plan --format json` or `--out FILE`.",
});
/** The JSON Schema (draft 2020-12) of a saved plan. */
function planJsonSchema() {
    return z.toJSONSchema(planSchema, { target: "draft-2020-12" });
}
const MAX_REPORTED_ISSUES = 5;
/** A saved plan file that cannot be used: the message names the file and how to get a good one. */
class PlanFileError extends Error {
    name = "PlanFileError";
}
/**
 * A saved plan (`apply --plan FILE`), checked completely. Throws a PlanFileError naming `source`
 * and the JSON path of each problem (`$.operations[3].action`), and saying how to get a good file.
 */
function parsePlanJson(text, source) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new PlanFileError(`${source} is not valid JSON (${(0,errors/* errorMessage */.g)(error)}); pass the file written by 'cip-sync plan --out FILE'`, { cause: error });
    }
    const version = value?.format_version;
    if (version !== undefined && version !== plan_model/* PLAN_FORMAT_VERSION */.V1) {
        throw new PlanFileError(`${source} has plan format_version ${JSON.stringify(version)}, and this cip-sync reads version ${plan_model/* PLAN_FORMAT_VERSION */.V1}; run 'cip-sync plan --out FILE' again with this version`);
    }
    const result = planSchema.safeParse(value);
    if (result.success)
        return heldByItsFingerprint(result.data, source);
    const issues = result.error.issues;
    const lines = issues
        .slice(0, MAX_REPORTED_ISSUES)
        .map((issue) => `  at ${jsonPath(issue.path)}: ${issue.message}`);
    if (issues.length > MAX_REPORTED_ISSUES) {
        lines.push(`  ... and ${issues.length - MAX_REPORTED_ISSUES} more`);
    }
    throw new PlanFileError(`${source} is not a valid plan; pass the file written by 'cip-sync plan --out FILE', unedited:\n${lines.join("\n")}`);
}
/**
 * The plan, when its fingerprint is the one of its operations and baselines: a plan saved by a
 * cip-sync whose fingerprint left the baselines out, or an edited file, would otherwise be
 * reviewed as one plan and held to another.
 */
function heldByItsFingerprint(plan, source) {
    const expected = (0,fingerprint/* fingerprintPlan */.Ef)(plan.operations, plan.baselines, plan);
    if (plan.fingerprint === expected)
        return plan;
    throw new PlanFileError(`${source} at $.fingerprint: ${plan.fingerprint} is not the fingerprint of the plan's operations and baselines (${expected}); the file was edited, or saved by a cip-sync whose fingerprint left the baselines out. Run 'cip-sync plan --out FILE' again, review that plan and apply it`);
}
/** `$.operations[3].action`: where a schema issue is, as JSONPath. */
function jsonPath(path) {
    let text = "$";
    for (const segment of path) {
        if (typeof segment === "number")
            text += `[${segment}]`;
        else if (typeof segment === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) {
            text += `.${segment}`;
        }
        else
            text += `[${JSON.stringify(String(segment))}]`;
    }
    return text;
}


/***/ }),

/***/ 28549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ paint)
/* harmony export */ });
// Terminal colour. The caller decides whether to use it (a TTY, and no NO_COLOR), never this module.
const CODES = {
    bold: "1",
    red: "31",
    green: "32",
    yellow: "33",
    boldRed: "1;31",
    boldYellow: "1;33",
};
function paint(style, paintName, text) {
    return style.color ? `\u001B[${CODES[paintName]}m${text}\u001B[0m` : text;
}


/***/ }),

/***/ 67924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ms: () => (/* binding */ renderDiagnosticsText),
/* harmony export */   sN: () => (/* binding */ diagnosticTextLines),
/* harmony export */   yc: () => (/* binding */ diagnosticMarkdownItem)
/* harmony export */ });
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _ansi_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28549);
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64747);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66800);




// `related` holds every other place a problem involves (the first declaration of a duplicate, the
// other entries of a renamed_from cycle), so the note does not claim which one it is.
const RELATED_NOTE = "related location";
/** "file:line:column: error: message", then one "  file:line:column: note: …" per related place. */
function diagnosticTextLines(diagnostic, style) {
    const label = (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, diagnostic.severity === "error" ? "boldRed" : "boldYellow", `${diagnostic.severity}:`);
    const message = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)(diagnostic.message);
    const place = diagnostic.location
        ? `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(diagnostic.location))}: `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `  ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location))}: note: ${RELATED_NOTE}`);
    return [`${place}${label} ${message}`, ...related];
}
/** "- `file:line:column` **error:** message", related places as a nested list. */
function diagnosticMarkdownItem(diagnostic) {
    const place = diagnostic.location
        ? `${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(diagnostic.location))} `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `\n  - ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location))} ${RELATED_NOTE}`);
    return `- ${place}**${diagnostic.severity}:** ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(diagnostic.message)}${related.join("")}`;
}
/** One "file:line:column: severity: message" line per diagnostic (and per related place). */
function renderDiagnosticsText(diagnostics, style) {
    const lines = diagnostics.flatMap((diagnostic) => diagnosticTextLines(diagnostic, style));
    return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}


/***/ })

};
