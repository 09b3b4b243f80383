export const id = 381;
export const ids = [381];
export const modules = {

/***/ 9381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyRemote: () => (/* binding */ verifyRemote)
});

;// CONCATENATED MODULE: ./src/core/evidence/chain/evidence-remote.ts
// The evidence branch as GitHub holds it, judged (`cip-sync evidence verify --remote`): one line of
// commits (no merge, one root), every ledger commit made by the expected writer and verified by
// GitHub, and the branch protected
// against deletion and force pushes by a ruleset or branch protection. A protection that cannot
// be read counts as none (fail closed). Pure: the facts are read by github/ledger/evidence-protection.ts.
function judgeRemoteLedger(facts, writer) {
    return { problems: commitProblems(facts, writer), unprotected: unprotectedReason(facts) };
}
/**
 * The commits of the branch that are not one line of commits by the ledger's writer, each verified
 * by GitHub: what verify --remote refuses, and what the drift check judges no obligation from.
 */
function commitProblems(facts, writer) {
    const expected = writer ?? facts.commits[0]?.author ?? undefined;
    const problems = [];
    const [first, ...otherRoots] = facts.commits.filter((commit) => commit.parents.length === 0);
    for (const root of otherRoots) {
        problems.push(`commit ${root.sha} on ${facts.branch} is a second root (the first is ${first?.sha}): another history was joined to the ledger`);
    }
    for (const commit of facts.commits) {
        if (commit.parents.length > 1) {
            problems.push(`commit ${commit.sha} on ${facts.branch} merges ${commit.parents.join(" and ")}: the evidence branch is linear, and a merge can join a rewritten history to the real one as a fast-forward`);
        }
        if (commit.author !== expected) {
            problems.push(`commit ${commit.sha} on ${facts.branch} was made by ${commit.author ?? "no GitHub account"}, not by the ledger's writer ${expected ?? "(unknown)"}${writer === undefined ? " (the author of its first commit)" : " (--writer)"}`);
        }
        if (!commit.verified) {
            problems.push(`commit ${commit.sha} on ${facts.branch} is not verified by GitHub (${commit.reason}): the ledger's writer makes signed commits through the API`);
        }
    }
    return problems;
}
function unprotectedReason(facts) {
    const rules = new Set(facts.rules);
    if (rules.has("deletion") && rules.has("non_fast_forward"))
        return undefined;
    const { protection } = facts;
    if (protection !== null && typeof protection === "object") {
        if (!protection.allowDeletions && !protection.allowForcePushes)
            return undefined;
    }
    const ruleset = `no active ruleset rule blocks ${[
        ...(rules.has("deletion") ? [] : ["deletion"]),
        ...(rules.has("non_fast_forward") ? [] : ["force pushes"]),
    ].join(" and ")}`;
    const classic = protection === null
        ? "the branch has no branch protection"
        : typeof protection === "string"
            ? `its branch protection could not be read (${protection})`
            : "its branch protection allows deletion or force pushes";
    return `${facts.branch}: ${ruleset}, and ${classic}: add a ruleset targeting it with "Restrict deletions" and "Block force pushes"`;
}

// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(6584);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
// EXTERNAL MODULE: ./src/github/branch-rules.ts
var branch_rules = __webpack_require__(6689);
;// CONCATENATED MODULE: ./src/github/ledger/evidence-protection.ts

async function readRemoteLedger(octokit, target) {
    const repository = { owner: target.owner, repo: target.repo };
    const rules = await (0,branch_rules/* readBranchRules */.CE)(octokit, repository, target.branch);
    if (rules.kind === "unreadable")
        throw new Error(`the rulesets on ${target.branch} could not be read (${rules.why})`);
    return {
        branch: target.branch,
        commits: await readLedgerCommits(octokit, target),
        rules: rules.kind === "read" ? rules.value.map((rule) => rule.type) : [],
        protection: await readProtection(octokit, target),
    };
}
/** The branch's commits, oldest first, with their author and GitHub's verification. */
async function readLedgerCommits(octokit, target) {
    const commits = await octokit.paginate(octokit.rest.repos.listCommits, {
        owner: target.owner,
        repo: target.repo,
        sha: target.branch,
        per_page: 100,
    });
    return commits.reverse().map(ledgerCommitFact);
}
/** A ledger commit's author, GitHub's verification and parents, as the judgement reads them. */
function ledgerCommitFact(commit) {
    return {
        sha: commit.sha,
        author: commit.author?.login ?? null,
        verified: commit.commit.verification?.verified === true,
        reason: commit.commit.verification?.reason ?? "no verification",
        parents: commit.parents.map((parent) => parent.sha),
    };
}
async function readProtection(octokit, target) {
    const repository = { owner: target.owner, repo: target.repo };
    const protection = await (0,branch_rules/* readClassicProtection */.i_)(octokit, repository, target.branch);
    if (protection.kind === "absent")
        return null;
    if (protection.kind === "unreadable")
        return `${protection.why}; reading branch protection needs a token with administration read`;
    return {
        allowForcePushes: protection.value.allow_force_pushes?.enabled === true,
        allowDeletions: protection.value.allow_deletions?.enabled === true,
    };
}

// EXTERNAL MODULE: ./src/io/network/proxy.ts
var proxy = __webpack_require__(7401);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
;// CONCATENATED MODULE: ./src/cli/evidence/evidence-remote.ts
// `cip-sync evidence verify --remote`: the evidence branch as GitHub holds it. Every ledger commit
// made by the writer and verified by GitHub (else exit 1); the branch protected against deletion
// and force pushes, else the warning evidence-branch-unprotected (exit 1 with
// --require-protection).






async function verifyRemote(settings, writer, io) {
    const log = {
        debug: () => { },
        warning: (line) => io.stderr(`warning: ${line}\n`),
        error: (line) => io.stderr(`error: ${line}\n`),
    };
    const octokit = (0,client/* createGitHubClient */.LX)(settings.token, settings.apiUrl, log, (0,proxy/* proxyForUrl */.th)(io.env, settings.apiUrl));
    const target = {
        owner: settings.owner,
        repo: settings.repo,
        branch: settings.branch ?? evidence_record/* DEFAULT_EVIDENCE_BRANCH */.hN,
    };
    const facts = await readRemoteLedger(octokit, target);
    const verdict = judgeRemoteLedger(facts, writer);
    const where = `${target.owner}/${target.repo} ${target.branch}`;
    if (verdict.unprotected !== undefined) {
        io.stderr(`${settings.requireProtection ? "error" : "warning"} evidence-branch-unprotected: ${verdict.unprotected}\n`);
    }
    if (verdict.problems.length > 0) {
        io.stderr(`The evidence branch ${where} has ${verdict.problems.length} problem(s):\n${verdict.problems.map((problem) => `  ${problem}\n`).join("")}`);
        return shared_io/* EXIT_ERROR */.SI;
    }
    if (verdict.unprotected !== undefined && settings.requireProtection)
        return shared_io/* EXIT_ERROR */.SI;
    io.stdout(`Verified ${facts.commits.length} commit(s) of ${where}: each by the ledger's writer and verified by GitHub${verdict.unprotected === undefined ? "; the branch is protected against deletion and force pushes" : ""}.\n`);
    return shared_io/* EXIT_OK */.Ij;
}


/***/ }),

/***/ 6689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ readBranchRules),
/* harmony export */   i_: () => (/* binding */ readClassicProtection),
/* harmony export */   ut: () => (/* binding */ answerOf)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9130);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6584);


/** GitHub's words for a branch without classic protection (a 404 says nothing else). */
const NOT_PROTECTED = "Branch not protected";
/** The active ruleset rules on `branch`, every page; a 404 (no rulesets on this server) is absent. */
async function readBranchRules(client, repository, branch) {
    try {
        const rules = await client.paginate("GET /repos/{owner}/{repo}/rules/branches/{branch}", {
            ...repository,
            branch,
            per_page: 100,
        });
        return { kind: "read", value: rules };
    }
    catch (error) {
        if ((0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .requestStatus */ .G2)(error) === 404)
            return { kind: "absent" };
        return { kind: "unreadable", why: answerOf(error) };
    }
}
/**
 * Classic branch protection of `branch`. GitHub answers 404 both for a branch without protection
 * ("Branch not protected") and, to a token that may not read administration, with "Not Found": only
 * the first is an absence, so that a protection the token cannot see never counts as none.
 */
async function readClassicProtection(client, repository, branch) {
    try {
        const { data } = await client.rest.repos.getBranchProtection({ ...repository, branch });
        return { kind: "read", value: data };
    }
    catch (error) {
        if ((0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .requestStatus */ .G2)(error) === 404 && gitHubMessage(error) === NOT_PROTECTED)
            return { kind: "absent" };
        return { kind: "unreadable", why: answerOf(error) };
    }
}
/** "HTTP 403: Resource not accessible by integration", or the error itself when not GitHub's. */
function answerOf(error) {
    const status = (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .requestStatus */ .G2)(error);
    const message = gitHubMessage(error) ?? (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .g)(error);
    return status === undefined ? message : `HTTP ${status}: ${message}`;
}
/** The `message` of GitHub's error answer, when it sent one. */
function gitHubMessage(error) {
    if (typeof error !== "object" || error === null || !("response" in error))
        return undefined;
    const data = error.response?.data;
    if (typeof data !== "object" || data === null || !("message" in data))
        return undefined;
    return typeof data.message === "string" ? data.message : undefined;
}


/***/ }),

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ requestStatus),
/* harmony export */   LX: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* unused harmony export graphqlErrors */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6856);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4371);
/* harmony import */ var _io_network_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5028);
// The GitHub REST client: @actions/github's Octokit with retries on transient failures and
// GitHub's recommended throttling, so a busy repository's rate limits slow the Action down
// instead of failing it. Through the runner's proxy when one applies to GitHub's API URL.





/** A rate-limited request is retried this many times before the error reaches the caller. */
const RATE_LIMIT_RETRIES = 2;
/** `apiUrl` is GITHUB_API_URL (https://ghes.example.com/api/v3 on GitHub Enterprise Server). */
function createGitHubClient(token, apiUrl, log, proxy) {
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, {
        baseUrl: apiUrl,
        request: proxy === undefined ? undefined : { fetch: proxiedFetch(apiUrl, proxy) },
        // Octokit passes more arguments than the message; only the message is logged.
        log: {
            debug: (message) => log.debug(message),
            info: (message) => log.debug(message),
            warn: (message) => log.warning(message),
            error: (message) => log.error(message),
        },
        throttle: {
            onRateLimit: (retryAfter, options, _octokit, retryCount) => {
                log.warning(`GitHub rate limit reached for ${options.method} ${options.url}; ${retryCount < RATE_LIMIT_RETRIES ? `retrying in ${retryAfter} s` : "giving up"}`);
                return retryCount < RATE_LIMIT_RETRIES;
            },
            onSecondaryRateLimit: (retryAfter, options, _octokit, retryCount) => {
                log.warning(`GitHub secondary rate limit reached for ${options.method} ${options.url}; ${retryCount < RATE_LIMIT_RETRIES ? `retrying in ${retryAfter} s` : "giving up"}`);
                return retryCount < RATE_LIMIT_RETRIES;
            },
        },
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__/* .throttling */ .A);
}
/** fetch through `proxy`; GitHub's other origins (none today) would go through it too. */
function proxiedFetch(apiUrl, proxy) {
    const dispatcher = (0,_io_network_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__/* .openDispatcher */ .y)(new URL(apiUrl), proxy, {});
    return ((input, init) => (0,undici__WEBPACK_IMPORTED_MODULE_1__.fetch)(input, { ...init, dispatcher }));
}
/** GraphQL's error types that say what REST says with a status (GraphQL answers 200). */
const GRAPHQL_STATUSES = { FORBIDDEN: 403, NOT_FOUND: 404 };
/** The `errors` of a failed GraphQL request (octokit's GraphqlResponseError); none for any other error. */
function graphqlErrors(error) {
    if (typeof error !== "object" || error === null || !("errors" in error))
        return [];
    return Array.isArray(error.errors) ? error.errors : [];
}
/**
 * The HTTP status of an Octokit RequestError, or the one a GraphQL error's type stands for (a
 * token that may not write is FORBIDDEN there, 403 in REST); undefined for any other error.
 */
function requestStatus(error) {
    if (typeof error !== "object" || error === null)
        return undefined;
    if ("status" in error && typeof error.status === "number")
        return error.status;
    for (const entry of graphqlErrors(error)) {
        const status = GRAPHQL_STATUSES[String(entry.type)];
        if (status !== undefined)
            return status;
    }
    return undefined;
}


/***/ })

};
