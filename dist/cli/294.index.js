export const id = 294;
export const ids = [294];
export const modules = {

/***/ 2294:
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

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(4371);
// EXTERNAL MODULE: ./src/io/network/dispatcher.ts
var network_dispatcher = __webpack_require__(5028);
;// CONCATENATED MODULE: ./src/github/client.ts
// The GitHub REST client: @actions/github's Octokit with retries on transient failures and
// GitHub's recommended throttling, so a busy repository's rate limits slow the Action down
// instead of failing it. Through the runner's proxy when one applies to GitHub's API URL.





/** A rate-limited request is retried this many times before the error reaches the caller. */
const RATE_LIMIT_RETRIES = 2;
/** `apiUrl` is GITHUB_API_URL (https://ghes.example.com/api/v3 on GitHub Enterprise Server). */
function createGitHubClient(token, apiUrl, log, proxy) {
    return (0,github/* getOctokit */.Q)(token, {
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
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}
/** fetch through `proxy`; GitHub's other origins (none today) would go through it too. */
function proxiedFetch(apiUrl, proxy) {
    const dispatcher = (0,network_dispatcher/* openDispatcher */.y)(new URL(apiUrl), proxy, {});
    return ((input, init) => (0,undici.fetch)(input, { ...init, dispatcher }));
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

// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
;// CONCATENATED MODULE: ./src/github/ledger/evidence-protection.ts


async function readRemoteLedger(octokit, target) {
    const repository = { owner: target.owner, repo: target.repo };
    const { data: rules } = await octokit.request("GET /repos/{owner}/{repo}/rules/branches/{branch}", {
        ...repository,
        branch: target.branch,
    });
    return {
        branch: target.branch,
        commits: await readLedgerCommits(octokit, target),
        rules: rules.map((rule) => rule.type),
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
    return commits.reverse().map((commit) => ({
        sha: commit.sha,
        author: commit.author?.login ?? null,
        verified: commit.commit.verification?.verified === true,
        reason: commit.commit.verification?.reason ?? "no verification",
        parents: commit.parents.map((parent) => parent.sha),
    }));
}
async function readProtection(octokit, target) {
    try {
        const { data } = await octokit.rest.repos.getBranchProtection({
            owner: target.owner,
            repo: target.repo,
            branch: target.branch,
        });
        return {
            allowForcePushes: data.allow_force_pushes?.enabled === true,
            allowDeletions: data.allow_deletions?.enabled === true,
        };
    }
    catch (error) {
        const status = requestStatus(error);
        if (status === 404)
            return null;
        return `HTTP ${status ?? "error"}: ${(0,errors/* errorMessage */.g)(error)}; reading branch protection needs a token with administration read`;
    }
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
    const octokit = createGitHubClient(settings.token, settings.apiUrl, log, (0,proxy/* proxyForUrl */.th)(io.env, settings.apiUrl));
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


/***/ })

};
