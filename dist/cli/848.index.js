export const id = 848;
export const ids = [848];
export const modules = {

/***/ 7848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkPolicy: () => (/* binding */ checkPolicy),
  readPolicyFile: () => (/* binding */ readPolicyFile)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/plan/plan-schema.ts
var plan_schema = __webpack_require__(3850);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/review/policy/parse-policy.ts + 3 modules
var parse_policy = __webpack_require__(7634);
// EXTERNAL MODULE: ./src/core/review/policy/codeowners.ts
var codeowners = __webpack_require__(4302);
// EXTERNAL MODULE: ./src/core/inventory/principals.ts
var inventory_principals = __webpack_require__(761);
// EXTERNAL MODULE: ./src/core/review/policy/approvers.ts
var approvers = __webpack_require__(1981);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/core/review/policy/freezes.ts
var policy_freezes = __webpack_require__(3587);
// EXTERNAL MODULE: ./src/core/review/policy/policy-subjects.ts
var policy_subjects = __webpack_require__(6403);
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

// EXTERNAL MODULE: ./src/core/evidence/review-record.ts
var review_record = __webpack_require__(5203);
;// CONCATENATED MODULE: ./src/core/review/policy/senior-manager.ts


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
 * Senior Manager alone (a delegate cannot change the delegations). A base that names none has
 * nobody to ask, so the first CIP Senior Manager is named with `policyOwners`' approval.
 */
function seniorManagerChangeWanted(policy, policyOwners) {
    const csm = policy.cipSeniorManager;
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
function policyTextChange(base, head, file) {
    if (base === head)
        return { rest: false, seniorManager: [] };
    const before = base === undefined ? undefined : (0,parse_policy/* parsePolicyText */.X)(base, file).policy;
    const after = head === undefined ? undefined : (0,parse_policy/* parsePolicyText */.X)(head, file).policy;
    // A file added, removed or unreadable on either side is a change to the rules, judged whole.
    if (before === undefined || after === undefined)
        return { rest: true, seniorManager: [] };
    const seniorManager = seniorManagerWords(before, after);
    const rest = restOf(before) !== restOf(after) || seniorManager.length === 0;
    return { rest, seniorManager };
}
/** The policy without the CSM's keys or places: a comment or a moved key is not a change of it. */
function restOf(policy) {
    const { rules, freezes, policyOwners, calendar } = policy;
    const unplaced = ({ location: _, ...rest }) => rest;
    return JSON.stringify([
        rules.map(unplaced),
        freezes.map(unplaced),
        policyOwners ?? null,
        calendar ?? null,
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

;// CONCATENATED MODULE: ./src/core/review/policy/governance.ts





/** A document's system, as written: its name and its facility or control center. */
function identity(document) {
    const parent = document.facility ?? document.controlCenter;
    return JSON.stringify([document.cyberSystem.value, parent?.value ?? null]);
}
const ownersText = (owners) => `[${owners.map(inventory_principals/* principalText */.cI).join(", ")}]`;
const sameOwners = (a, b) => JSON.stringify(a.map(inventory_principals/* principalKey */.qW).sort()) === JSON.stringify(b.map(inventory_principals/* principalKey */.qW).sort());
/** The rule id of a change to `cip_senior_manager` or `cip_002_last_approval` in results. */
const SENIOR_MANAGER_RULE_ID = "cip-senior-manager-change";
/** Each change `head` makes to the rules `base` judges by. */
function governanceChanges(base, head, files) {
    const changes = [];
    const policy = policyTextChange(base.policyText, head.policyText, files.policy);
    if (policy.rest)
        changes.push({ kind: "policy", file: files.policy });
    if (policy.seniorManager.length > 0)
        changes.push({ kind: "senior-manager", file: files.policy, changes: policy.seniorManager });
    if (files.review !== "" && head.reviewText !== base.reviewText)
        changes.push({ kind: "review", file: files.review });
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
    return changes;
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
    const was = base.documents.find((candidate) => identity(candidate.document) === identity(entry.document)) ??
        base.documents.find((candidate) => candidate.file === entry.file);
    const change = { kind: "document", name, file: entry.file };
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
        case "policy":
            return `the policy file ${change.file}`;
        case "review":
            return `the CIP-002 R2 review of the identifications, ${change.file}`;
        case "senior-manager":
            return `${change.changes.join("; ")} in ${change.file}`;
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
        if (change.kind === "senior-manager") {
            const wanted = seniorManagerChangeWanted(policy, policyOwners);
            return [{ id: SENIOR_MANAGER_RULE_ID, governs: governanceWords(change), wanted }];
        }
        if (change.kind === "system" || change.kind === "baseline") {
            const wanted = systemWanted(policy, change);
            if (wanted.length === 0)
                return [];
            const id = change.kind === "system" ? "owners-or-impact-change" : "baseline-change";
            return [{ id, governs: governanceWords(change), wanted }];
        }
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
        const id = change.kind === "policy" ? "policy-change" : "document-change";
        return [{ id, governs: governanceWords(change), wanted }];
    });
}
/**
 * Every base rule covering the system's base impact: for a baseline, the rules that cover an
 * update (it is one, of its asset); for the rest, every one, as if the change were any operation.
 */
function systemWanted(policy, change) {
    const { impact, owners } = change.base;
    const system = { id: change.file, name: change.name };
    const what = change.kind === "baseline" ? "its baselines" : "its owners, impact or document";
    return policy.rules
        .filter((rule) => !rule.impact || impact === undefined || rule.impact.includes(impact))
        .filter((rule) => change.kind !== "baseline" || !rule.operations || rule.operations.includes("update"))
        .map((rule) => {
        if (rule.from.kind === "principals")
            return { approvals: rule.approvals, principals: rule.from.principals };
        const wanted = { system, approvals: rule.approvals, principals: owners };
        if (owners.length === 0)
            wanted.nobody = `cyber system ${(0,shared_diagnostics/* quote */.hD)(change.name)} has no owners at the base, so nobody can approve a change of ${what}; ask the policy owners to declare its owners on the base branch first`;
        return wanted;
    });
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
    const covered = (system) => policy.rules.some((rule) => !rule.impact || system.impact === undefined || rule.impact.includes(system.impact));
    const protectedOwners = base.documents
        .map((entry) => (0,policy_subjects/* baseSystem */.V6)(entry, base.codeowners))
        .filter(covered)
        .flatMap((system) => system.owners);
    const named = [
        ...policy.rules.flatMap((rule) => rule.from.kind === "principals" ? rule.from.principals : []),
        ...policy.freezes.flatMap((freeze) => freeze.overrideFrom ?? []),
    ];
    const unique = new Map([...protectedOwners, ...named].map((p) => [(0,inventory_principals/* principalKey */.qW)(p), p]));
    if (unique.size > 0)
        return { approvals, principals: [...unique.values()] };
    // A policy with no rule and no freeze protects nothing; one that does, but whose protected
    // owners cannot be seen here (every document moved, say), fails closed.
    if (policy.rules.length === 0 && policy.freezes.length === 0)
        return undefined;
    return {
        approvals,
        principals: [],
        nobody: "the base policy protects nobody that can be named here, so nobody can approve a change to the rules; set policy_owners on the base branch",
    };
}
function recordGovernance(changes) {
    return changes.map((change) => {
        if (change.kind === "policy" || change.kind === "review")
            return [change.kind, "", change.file, []];
        if (change.kind === "senior-manager")
            return [change.kind, "", change.file, change.changes];
        const words = change.kind === "document" ? [] : change.changes;
        return [change.kind, change.name, change.file, words];
    });
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
        if (kind === "policy" || kind === "review")
            return [{ kind, file }];
        if (kind === "senior-manager")
            return [{ kind, file, changes: words }];
        const at = base.documents.find((entry) => entry.file === file && entry.document.cyberSystem.value === name);
        if ((kind === "system" || kind === "baseline") && at !== undefined)
            return [{ kind, name, file, changes: words, base: (0,policy_subjects/* baseSystem */.V6)(at, base.codeowners) }];
        const was = base.documents.find((entry) => entry.document.cyberSystem.value === name) ??
            base.documents.find((entry) => entry.file === file);
        const change = { kind: "document", name, file };
        if (was !== undefined)
            change.base = (0,policy_subjects/* baseSystem */.V6)(was, base.codeowners);
        return [change];
    });
    return [...computed, ...added];
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
;// CONCATENATED MODULE: ./src/core/review/policy/offline-approvals.ts
// `cip-sync policy check --approvals FILE`: a JSON array of {"login", "teams": [...], "body"?},
// taken as approvals on the head commit by people who did not write the change. Each login's
// teams are the whole truth offline: a member of the teams listed, of no other team the policy names.




const TEAM_PATTERN = /^[^/]+\/[^/]+$/;
const approvalsSchema = schemas/* array */.YOg(schemas/* strictObject */.rej({
    login: schemas/* string */.YjP().regex(inventory_principals/* LOGIN_PATTERN */.NT, "must be a GitHub login"),
    teams: schemas/* array */.YOg(schemas/* string */.YjP()
        .refine((team) => TEAM_PATTERN.test(team) && (0,inventory_principals/* parsePrincipal */.gA)(team) !== undefined, "must be a team as org/team-slug"))
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
        ...new Set(principals.filter((principal) => principal.kind === "team").map(inventory_principals/* principalText */.cI)),
    ];
}

// EXTERNAL MODULE: ./src/core/inventory/parse-inventory.ts + 3 modules
var parse_inventory = __webpack_require__(7471);
;// CONCATENATED MODULE: ./src/core/review/policy/base-policy.ts
// The owner policy as the base commit has it, made from the files read there and in the checkout
// (a pull request may change the checkout's): the policy parsed (an invalid one kept as such, with
// where and why, for the judgement to refuse), CODEOWNERS and the inventory documents parsed. Pure:
// the entry reads the files once, this only reads what they say.





function base_policy_basePolicyOf(read) {
    const { baseSha, policyFile: file, reviewFile, atBase, checkout } = read;
    const parsed = parsePolicyText(atBase.policy.text, file);
    const error = parsed.diagnostics.find((diagnostic) => diagnostic.severity === "error");
    const where = error?.location === undefined ? file : formatLocation(error.location);
    return {
        source: { file, blobSha: atBase.policy.sha, baseSha },
        policy: parsed.policy,
        problem: parsed.policy === undefined
            ? `the owner policy ${where} at the base commit ${shortSha(baseSha)} is invalid (${error?.message ?? "unreadable"}): fix it on the base branch, since a pull request is judged by the base's policy`
            : undefined,
        documents: atBase.documents.flatMap(({ path, text }) => documentsOf(text, path)),
        codeowners: atBase.codeowners && parseCodeowners(atBase.codeowners.text, atBase.codeowners.path),
        head: {
            documents: checkout.documents,
            codeowners: checkout.codeowners && parseCodeowners(checkout.codeowners.text, checkout.codeowners.path),
            policyText: checkout.policyText,
            reviewText: checkout.reviewText,
        },
        baseText: atBase.policy.text,
        baseReviewText: atBase.review?.text,
        reviewFile,
    };
}
function documentsOf(text, file) {
    return parseInventoryText(text, file).documents.map((document) => ({ file, document }));
}

;// CONCATENATED MODULE: ./src/core/review/policy/judge-policy.ts









/**
 * The facts of the judgement, and the memberships to ask for; undefined when the policy at the
 * base is invalid. `recorded`: the changes to the rules a plan comment recorded (a review event),
 * judged with those the checkout shows, so that a checkout that does not show them cannot let
 * them through.
 */
function policyQuestions(base, operations, approvals, recorded = []) {
    const { policy } = base;
    if (policy === undefined)
        return undefined;
    const atBase = {
        documents: base.documents,
        codeowners: base.codeowners,
        policyText: base.baseText,
        reviewText: base.baseReviewText,
    };
    const files = { policy: base.source.file, review: base.reviewFile };
    const sides = { atBase, head: base.head, files };
    return questionsOf(policy, sides, operations, approvals, recorded);
}
/**
 * The questions of `policy` read from `sides.atBase`, with the changes `sides.head` makes to the
 * rules; `cip-sync policy check` gives one checkout as both sides (it judges no change to them).
 */
function questionsOf(policy, sides, operations, approvals, recorded = []) {
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
    const evidence = policyEvidenceOf(base.source, { evaluation });
    // A change to the CIP Senior Manager's keys keeps both sides, to date CIP-003 R3 and R4.
    if (governance.some((change) => change.kind === "senior-manager"))
        evidence.senior_manager = seniorManagerSides(questions.policy, base.head.policyText, base.source.file);
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
const teamText = (principal) => principal.kind === "team" ? [(0,inventory_principals/* principalText */.cI)(principal)] : [];
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

// EXTERNAL MODULE: ./src/io/inventory-files.ts + 1 modules
var inventory_files = __webpack_require__(7960);
// EXTERNAL MODULE: ./src/core/shared/reveal.ts
var reveal = __webpack_require__(5584);
;// CONCATENATED MODULE: ./src/render/policy-text.ts


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

// EXTERNAL MODULE: ./src/cli/shared/command-support.ts
var command_support = __webpack_require__(5457);
// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/cli/shared/settings.ts + 14 modules
var settings = __webpack_require__(3225);
// EXTERNAL MODULE: ./src/io/optional-file.ts
var optional_file = __webpack_require__(9417);
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
    const sides = { atBase: checkout, head: checkout, files: { policy: read.file, review: "" } };
    const questions = questionsOf(policy, sides, plan.operations, []);
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
    for (const path of codeowners/* CODEOWNERS_PATHS */.xn) {
        const text = await (0,optional_file/* readTextIfPresent */.G)((0,external_node_path_.resolve)(root, path));
        if (text !== undefined)
            return (0,codeowners/* parseCodeowners */.BW)(text, path);
    }
    return undefined;
}


/***/ })

};
