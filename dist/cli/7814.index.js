export const id = 7814;
export const ids = [7814];
export const modules = {

/***/ 7814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkPolicy: () => (/* binding */ checkPolicy),
  readPolicyFile: () => (/* binding */ readPolicyFile)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/plan/saved/plan-schema.ts + 4 modules
var plan_schema = __webpack_require__(14617);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 4 modules
var parse_policy = __webpack_require__(49914);
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
// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/cli/shared/settings.ts + 8 modules
var settings = __webpack_require__(38698);
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
// `validate` reads the policy file through readPolicyFile too.
















const EXIT_UNMET = 1;
/**
 * The policy file named by --policy, parsed; undefined when --policy is empty, or when it was not
 * given and cip-policy.yaml does not exist. A --policy that names a missing file is an error.
 */
async function readPolicyFile(policyFile, io) {
    if (policyFile === "")
        return undefined;
    const path = (0,external_node_path_.resolve)(io.cwd, policyFile);
    let text;
    try {
        text = await (0,promises_.readFile)(path, "utf8");
    }
    catch (error) {
        if ((0,errors/* errorCode */.C)(error) === "ENOENT" && policyFile === settings/* DEFAULT_POLICY_FILE */.mY)
            return undefined;
        throw new Error(`--policy ${policyFile} cannot be read (${(0,errors/* errorMessage */.g)(error)}); pass the policy file, or --policy "" to check without one`, { cause: error });
    }
    return { file: policyFile, text, parsed: (0,parse_policy/* parsePolicyText */.X)(text, policyFile) };
}
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
    const plan = (0,plan_schema/* parsePlanJson */.Xj)(await (0,flag_files/* readFlagFile */.X$)((0,command_support/* flagPath */.aO)("--plan", settings.planFile, command_support/* FLAG_FIXES */.pp.plan, io)), `--plan ${settings.planFile}`);
    const read = await readPolicyFile(settings.policyFile, io);
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
    (0,command_support/* reportDiagnostics */.Dj)(problems, io, { stdout: false, stderr: false });
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
        : parseOfflineApprovals(await (0,flag_files/* readFlagFile */.X$)((0,command_support/* flagPath */.aO)("--approvals", settings.approvalsFile, APPROVALS_FIX, io)), `--approvals ${settings.approvalsFile}`, questions.teams);
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


/***/ })

};
