export const id = 4148;
export const ids = [4148];
export const modules = {

/***/ 56689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ readBranchRules),
/* harmony export */   i_: () => (/* binding */ readClassicProtection),
/* harmony export */   ut: () => (/* binding */ answerOf)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);


/** GitHub's words for a branch without classic protection (a 404 says nothing else). */
const NOT_PROTECTED = "Branch not protected";
/** Each client's reads of a branch's rules: a run asks once per branch (the status, the approvals). */
const RULES_READ = new WeakMap();
/** The active ruleset rules on `branch`, every page; a 404 (no rulesets on this server) is absent. */
function readBranchRules(client, repository, branch) {
    const reads = RULES_READ.get(client) ?? new Map();
    RULES_READ.set(client, reads);
    const key = `${repository.owner}/${repository.repo}:${branch}`;
    const known = reads.get(key);
    if (known !== undefined)
        return known;
    const read = readRules(client, repository, branch);
    reads.set(key, read);
    return read;
}
async function readRules(client, repository, branch) {
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

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ requestStatus),
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   dM: () => (/* binding */ graphqlErrors)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86856);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24371);
/* harmony import */ var _io_network_dispatcher_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55028);
// The GitHub REST client: @actions/github's Octokit with retries on transient failures and
// GitHub's recommended throttling, so a busy repository's rate limits slow the Action down
// instead of failing it. Through the runner's proxy when one applies to GitHub's API URL.





/** A rate-limited request is retried this many times before the error reaches the caller. */
const RATE_LIMIT_RETRIES = 2;
/** `apiUrl` is GITHUB_API_URL (https://ghes.example.com/api/v3 on GitHub Enterprise Server). */
function createGitHubClient(token, apiUrl, log, proxy, budget) {
    const fetch = proxy === undefined ? {} : { fetch: proxiedFetch(apiUrl, proxy) };
    const signal = budget === undefined ? {} : { signal: budget.signal };
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, {
        baseUrl: apiUrl,
        request: proxy === undefined && budget === undefined ? undefined : { ...fetch, ...signal },
        // plugin-retry waits retryAfterBaseValue × 1, 4, 9, ... ms before each retry.
        ...(budget === undefined
            ? {}
            : { retry: { retries: budget.retries, retryAfterBaseValue: budget.retryWaitMs } }),
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


/***/ }),

/***/ 77112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ho: () => (/* binding */ itemOfError),
/* harmony export */   QV: () => (/* binding */ readFilesAtCommit),
/* harmony export */   cK: () => (/* binding */ TREE_ENTRIES),
/* harmony export */   hH: () => (/* binding */ FILES_PER_QUERY),
/* harmony export */   vX: () => (/* binding */ objectsQueryParts)
/* harmony export */ });
/* unused harmony export readFileAtCommits */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96584);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65032);
// Many files at one commit in one GraphQL query per FILES_PER_QUERY of them, whatever their number:
// `object(expression: "SHA:PATH")` under an alias each, the expression a variable (a path named
// by the repository never becomes query text). GitHub answers `null` for a path that does not
// exist there; anything else but a whole text blob (an error, a tree, a binary or truncated blob)
// cannot be read, and fails the read closed. A symbolic link (its blob holds the target's path:
// told by its mode in its directory's entries, read in the same query) is followed once to a
// file inside the repository, as the contents API follows it; any other link cannot be read.




/** Files read in one query: GitHub's usual page size, well under its node limit. */
const FILES_PER_QUERY = 100;
/** git's mode of a symbolic link, 0o120000. */
const SYMLINK_MODE = 0o120000;
/**
 * The variables and the fields of a query of the repository's objects, every expression a
 * variable (never query text); each caller names its query in its own text, where the docs' list
 * of GitHub calls finds it.
 */
function objectsQueryParts(groups) {
    const each = (group, make) => Array.from({ length: group.count }, (_, index) => make(index));
    const variables = groups
        .flatMap((group) => each(group, (index) => `$${group.variable}${index}: String!`))
        .join(", ");
    const fields = groups
        .flatMap((group) => each(group, (index) => `${group.alias}${index}: object(expression: $${group.variable}${index}) { ${group.selection} }`))
        .join("\n    ");
    return { variables, fields };
}
/** The item of `items` whose alias (`${alias}N`) an error of the answer names, if any. */
function itemOfError(error, alias, items) {
    for (const entry of (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .graphqlErrors */ .dM)(error)) {
        // An error's `path` names the alias it is about: ["repository", "f3"].
        const named = Array.isArray(entry.path) ? String(entry.path[1] ?? "") : "";
        const index = named.startsWith(alias) ? named.slice(alias.length) : "";
        if (/^\d+$/.test(index) && items[Number(index)] !== undefined)
            return items[Number(index)];
    }
    return undefined;
}
/** What a directory's alias selects: its entries' names and git modes. */
const TREE_ENTRIES = "... on Tree { entries { name mode } }";
/** Each blob's text and digest, and each directory's entries (to tell a link by its mode). */
function filesQuery(count, directories) {
    const { variables, fields } = objectsQueryParts([
        {
            alias: "f",
            variable: "e",
            count,
            selection: "__typename ... on Blob { text oid isBinary isTruncated }",
        },
        { alias: "d", variable: "d", count: directories, selection: TREE_ENTRIES },
    ]);
    return `query FilesAtCommit($owner: String!, $repo: String!, ${variables}) {
  repository(owner: $owner, name: $repo) {
    ${fields}
  }
}`;
}
function cannotRead(path, sha, why, cause) {
    return new Error(`cannot read ${path} at commit ${sha}: ${why}`, { cause });
}
/** The blob `node` holds for `path`; undefined for null (no such path at the commit). */
function blobOf(node, path, sha) {
    if (node === null)
        return undefined;
    if (node === undefined)
        throw cannotRead(path, sha, "GitHub's answer does not include it");
    if (node.__typename !== "Blob")
        throw cannotRead(path, sha, `it is a ${node.__typename}, not a file`);
    if (node.isBinary === true)
        throw cannotRead(path, sha, "GitHub reads it as a binary file");
    if (node.isTruncated === true || typeof node.text !== "string" || typeof node.oid !== "string")
        throw cannotRead(path, sha, "GitHub returns its text truncated (the file is too large)");
    return { text: node.text, sha: node.oid };
}
async function readBatch(client, repository, files) {
    // Each file's directory at its commit, once: its entries tell a link by its mode.
    const directoryOf = ({ sha, path }) => `${sha}:${node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path)}`;
    const directories = new Map(files.map((file) => [directoryOf(file), { sha: file.sha, path: node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(file.path) }]));
    const directoryKeys = [...directories.keys()];
    const variables = { owner: repository.owner, repo: repository.repo };
    files.forEach(({ sha, path }, index) => (variables[`e${index}`] = `${sha}:${path}`));
    [...directories.values()].forEach(({ sha, path }, index) => (variables[`d${index}`] = `${sha}:${path === "." ? "" : path}`));
    const paths = files.map(({ path }) => path);
    const commits = [...new Set(files.map(({ sha }) => sha))];
    const where = commits.length === 1 ? String(commits[0]) : `${commits.length} commits`;
    let answer;
    try {
        const query = filesQuery(files.length, directories.size);
        answer = await client.graphql(query, variables);
    }
    catch (error) {
        const named = itemOfError(error, "f", paths);
        const [first = "", ...more] = paths;
        const what = named ?? (more.length === 0 ? first : `${first} (and ${more.length} more files)`);
        throw cannotRead(what, where, (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(error), error);
    }
    const found = answer.repository ?? {};
    return files.map((file, index) => {
        const blob = blobOf(found[`f${index}`], file.path, file.sha);
        const entries = found[`d${directoryKeys.indexOf(directoryOf(file))}`]?.entries ?? [];
        const mode = entries.find((entry) => entry.name === node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(file.path))?.mode;
        return blob !== undefined && mode === SYMLINK_MODE
            ? { link: linkTarget(file.path, blob.text, file.sha) }
            : blob;
    });
}
/** Where the link at `path` points, inside the repository; else it cannot be read. */
function linkTarget(path, target, sha) {
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path), target));
    if (node_path__WEBPACK_IMPORTED_MODULE_0__.posix.isAbsolute(target) || resolved === ".." || resolved.startsWith("../"))
        throw cannotRead(path, sha, `it is a symbolic link to ${target}, outside the repository`);
    return resolved;
}
async function readBatches(client, repository, files) {
    const read = [];
    for (let start = 0; start < files.length; start += FILES_PER_QUERY) {
        const batch = files.slice(start, start + FILES_PER_QUERY);
        read.push(...(await readBatch(client, repository, batch)));
    }
    return read;
}
/**
 * Each of `paths` at commit `sha`, in order: its text and blob SHA, or undefined when it does not
 * exist there. Throws "cannot read PATH at commit SHA: why" for anything else. The targets of
 * symbolic links cost one more query per FILES_PER_QUERY of them, only when there are links.
 */
async function readFilesAtCommit(client, repository, sha, paths) {
    const read = await readBatches(client, repository, paths.map((path) => ({ sha, path })));
    const links = read.flatMap((file) => file !== undefined && "link" in file ? [{ sha, path: file.link }] : []);
    const targets = links.length === 0 ? [] : await readBatches(client, repository, links);
    let next = 0;
    return read.map((file, index) => {
        if (file === undefined || !("link" in file))
            return file;
        const target = targets[next++];
        if (target !== undefined && "link" in target)
            throw cannotRead(
            // targets were asked for `paths`, one answer per path in the same order.
            (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .itemOrThrow */ .Tp)(paths, index, "the paths asked"), sha, `it is a symbolic link to ${file.link}, itself a symbolic link: point the link at the file itself`);
        return target;
    });
}
/**
 * The file at `path` at each of `shas`, in order (undefined where it does not exist), one query per
 * FILES_PER_QUERY commits: what a file declared at many commits costs when read commit by commit.
 * A symbolic link cannot be read here.
 */
async function readFileAtCommits(client, repository, path, shas) {
    const read = await readBatches(client, repository, shas.map((sha) => ({ sha, path })));
    return read.map((file, index) => {
        if (file === undefined || !("link" in file))
            return file;
        throw cannotRead(path, itemOrThrow(shas, index, "the commits asked"), `it is a symbolic link to ${file.link}: keep the file itself there`);
    });
}


/***/ }),

/***/ 86975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pG: () => (/* binding */ readBranch)
});

// UNUSED EXPORTS: EvidenceLedgerError, appendEvidence, guarded, moveBranch, readBlob, readChainHead, workspaceFiles

// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-schema.ts + 2 modules
var evidence_schema = __webpack_require__(47590);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-proof.ts
var writer_proof = __webpack_require__(42535);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts + 1 modules
var evidence_chain = __webpack_require__(36968);
// EXTERNAL MODULE: ./src/core/plan/saved/plan-schema.ts + 4 modules
var plan_schema = __webpack_require__(14617);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/github/ledger/ledger-tree.ts
var ledger_tree = __webpack_require__(91529);
;// CONCATENATED MODULE: ./src/github/files/git-data.ts
// Commits through GitHub's git data API, never a checkout: a tree of blobs (over a base tree, or
// alone), then a commit of it. The evidence ledger, its timestamp tokens and a source's proposal
// branch all write this way; what points a branch at the commit is each writer's own affair.
// A file's content goes inline in the tree request (GitHub writes the blob), so a commit costs a
// tree request and a commit request whatever the number of files, up to our bound on one request.


/** The SHA of `branch`'s head commit; undefined when the branch does not exist. */
async function readBranchSha(octokit, repository, branch) {
    try {
        const { data } = await octokit.rest.git.getRef({ ...repository, ref: `heads/${branch}` });
        return data.object.sha;
    }
    catch (error) {
        if ((0,client/* requestStatus */.G2)(error) === 404)
            return undefined;
        throw error;
    }
}
/**
 * Our bound on the paths and contents of one tree request: 8 MiB. GitHub documents no limit on
 * the request's body, but a bounded one is what a proxy or a retry can be trusted with; past it,
 * the entries go in several requests, each over the tree the one before made.
 */
const TREE_REQUEST_BYTES = (/* unused pure expression or super */ null && (8 * 1024 * 1024));
/** What an entry weighs against the bound: its path, and its content (a blob's SHA otherwise). */
function entryBytes(entry) {
    const sha = "sha" in entry ? (entry.sha?.length ?? 0) : 0;
    const content = "content" in entry ? Buffer.byteLength(entry.content, "utf8") : 0;
    return Buffer.byteLength(entry.path, "utf8") + sha + content;
}
/**
 * The entries in order, split into tree requests of at most `bound` bytes each (an entry heavier
 * than the bound goes alone); always at least one request, empty when there are no entries.
 */
function treeRequests(entries, bound) {
    let current = [];
    const requests = [current];
    let size = 0;
    for (const entry of entries) {
        const weight = entryBytes(entry);
        if (size + weight > bound && current.length > 0) {
            current = [];
            requests.push(current);
            size = 0;
        }
        current.push(entry);
        size += weight;
    }
    return requests;
}
/**
 * Writes the tree and a commit of it on `parents`; returns the commit's SHA. One tree request,
 * or, past `treeBytes` (default TREE_REQUEST_BYTES) of paths and contents, a chain of them.
 */
async function git_data_writeCommit(octokit, repository, commit) {
    let tree = commit.baseTree;
    for (const entries of treeRequests(commit.entries, commit.treeBytes ?? TREE_REQUEST_BYTES)) {
        const { data } = await octokit.rest.git.createTree({
            ...repository,
            ...(tree === undefined ? {} : { base_tree: tree }),
            tree: entries,
        });
        tree = data.sha;
    }
    const { data: created } = await octokit.rest.git.createCommit({
        ...repository,
        message: commit.message,
        // Set above on every path that reaches here: the tree was created or given.
        tree: tree ?? missingEntry("the commit's tree"),
        parents: commit.parents,
    });
    return created.sha;
}
const COMMIT_ON_BRANCH = (/* unused pure expression or super */ null && (`mutation AppendCommit($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) { commit { oid } }
}`));
/**
 * One commit of `files` on top of `branch`, if its head is still `expectedHead`: GraphQL's
 * createCommitOnBranch writes the blobs, the tree, the commit and moves the branch in one atomic
 * request, authored by the token's account and signed by GitHub, as a commit of the git data API
 * is. The branch must exist. Returns the commit's SHA, or undefined when the branch moved
 * meanwhile (nothing was written).
 */
async function git_data_commitOnBranch(octokit, repository, commit) {
    try {
        const { createCommitOnBranch } = await octokit.graphql(COMMIT_ON_BRANCH, {
            input: {
                branch: {
                    repositoryNameWithOwner: `${repository.owner}/${repository.repo}`,
                    branchName: commit.branch,
                },
                expectedHeadOid: commit.expectedHead,
                message: { headline: commit.message },
                fileChanges: {
                    additions: commit.files.map(({ path, content }) => ({
                        path,
                        contents: Buffer.from(content, "utf8").toString("base64"),
                    })),
                },
            },
        });
        return createCommitOnBranch.commit.oid;
    }
    catch (error) {
        if (headMoved(error))
            return undefined;
        throw error;
    }
}
/** GitHub's answer when expectedHeadOid is no longer the branch's head. */
function headMoved(error) {
    return graphqlErrors(error).some((entry) => /^Expected branch to point to /.test(String(entry.message)));
}

;// CONCATENATED MODULE: ./src/github/ledger/evidence-ledger.ts
// The evidence ledger: one commit per record on a dedicated branch of the repository, written
// through the REST git data API with the job's token (no checkout, no git binary). The branch
// starts as an orphan; every ref update is a fast-forward (force: false), so history is never
// rewritten; when another job moved the ref first, the record is sealed again on top of the new
// head, a bounded number of times.











const DEFAULT_MAX_ATTEMPTS = 8;
const randomPause = (attempt) => new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));
/** Appends `draft` as the next record of its workspace; returns where and how it was written. */
async function appendEvidence(octokit, target, draft, options = {}) {
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const now = options.now ?? (() => new Date());
    const pause = options.pause ?? randomPause;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        if (attempt > 1)
            await pause(attempt);
        const known = attempt === 1 ? options.knownHead : undefined;
        const written = await guarded(target, "write", () => tryAppend(octokit, target, draft, now, {
            stamping: options.stamping,
            known,
            beside: options.beside ?? {},
            key: options.key,
        }));
        if (written !== undefined)
            return { ...written, attempts: attempt };
    }
    throw new EvidenceLedgerError(`could not append to the evidence branch ${target.branch}: other jobs moved it ${maxAttempts} times in a row while this one was writing; re-run the job to record the evidence`);
}
/**
 * One read-seal-write round; undefined when another writer moved the branch meanwhile. An append
 * to an existing branch is one GraphQL write (commitOnBranch); the first record of a branch, and a
 * timestamped one (its token is a blob of its own), go through the git data API.
 */
async function tryAppend(octokit, target, draft, now, { stamping, known, beside, key, }) {
    if (stamping !== undefined) {
        const branchHead = await readBranch(octokit, target);
        return appendByGitData(octokit, target, draft, now, { branchHead, stamping, beside, key });
    }
    const head = known === undefined ? await readHeadCommit(octokit, target) : known;
    if (head === null) {
        return appendByGitData(octokit, target, draft, now, {
            branchHead: undefined,
            stamping: undefined,
            beside,
            key,
        });
    }
    // The commit names its tree: the listing reads it without reading the commit first. A chain head
    // this run read at that commit already (the facts in force, the drift check's records) is not
    // read again: the write is conditional on the commit, so a branch moved since costs a retry.
    const chainHead = head.chain?.workspace === draft.workspace
        ? head.chain.head
        : await readChainHead(octokit, target, head.commit, draft.workspace, now());
    const sealed = checkedSeal(draft, chainHead, now(), []);
    const commit = await commitOnBranch(octokit, { owner: target.owner, repo: target.repo }, {
        branch: target.branch,
        expectedHead: head.commit,
        files: [{ path: sealed.path, content: sealed.text }, ...filesBeside(sealed, beside, key)],
        message: commitMessage(sealed.record),
    }).catch(async (error) => {
        // Whatever GitHub's words, a branch that moved (or went) meanwhile is a race lost: seal again.
        if ((await readHeadCommit(octokit, target))?.commit !== head.commit)
            return undefined;
        throw error;
    });
    return commit === undefined ? undefined : { ...sealed, commit, sha256: sha256Hex(sealed.text) };
}
/** A tree, a commit and a ref write onto `branchHead` (undefined: the branch does not exist). */
async function appendByGitData(octokit, target, draft, now, { branchHead, stamping, beside, key, }) {
    const chainHead = branchHead === undefined
        ? undefined
        : await readChainHead(octokit, target, branchHead.tree, draft.workspace, now());
    const pending = branchHead === undefined || stamping === undefined
        ? []
        : await stamping.pending(branchHead.tree, draft.workspace);
    const sealed = checkedSeal(draft, chainHead, now(), pending);
    const repository = { owner: target.owner, repo: target.repo };
    const commit = await writeCommit(octokit, repository, {
        ...(branchHead === undefined ? {} : { baseTree: branchHead.tree }),
        entries: [
            { path: sealed.path, mode: "100644", type: "blob", content: sealed.text },
            ...filesBeside(sealed, beside, key).map((file) => ({ ...file, mode: "100644", type: "blob" })),
            ...((await stamping?.beside(sealed)) ?? []),
        ],
        message: commitMessage(sealed.record),
        parents: branchHead === undefined ? [] : [branchHead.commit],
    });
    const moved = await moveBranch(octokit, target, branchHead?.commit, commit);
    if (!moved)
        return undefined;
    return { ...sealed, commit, sha256: sha256Hex(sealed.text) };
}
/** What is committed beside the sealed record: its listing, checkpoint and writer's signature. */
function filesBeside(sealed, beside, key) {
    const signature = key === undefined
        ? []
        : [
            {
                path: `${sealed.path}${SIGNATURE_SUFFIX}`,
                content: signRecord(key, sha256Hex(sealed.text)),
            },
        ];
    return [...besideFiles(sealed, beside), ...signature];
}
/** The sealed record, never one that `evidence verify` would reject (a local run's made-up GITHUB_SHA, say). */
function checkedSeal(draft, chainHead, now, pending) {
    const sealed = sealRecord(draft, chainHead, now, pending);
    const checked = evidenceRecordSchema.safeParse(sealed.record);
    if (!checked.success) {
        const [issue] = checked.error.issues;
        throw new EvidenceLedgerError(`the ${draft.kind} record does not match schemas/evidence-record.schema.json (at ${jsonPath(issue?.path ?? [])}: ${issue?.message}), so it was not added`);
    }
    return sealed;
}
function commitMessage(record) {
    return `${record.workspace} #${record.sequence}: ${record.kind} record of run ${record.run.run_id} attempt ${record.run.run_attempt}`;
}
/** The branch's head commit; null when the branch does not exist yet. */
async function readHeadCommit(octokit, target) {
    const sha = await readBranchSha(octokit, { owner: target.owner, repo: target.repo }, target.branch);
    return sha === undefined ? null : { commit: sha };
}
/** The branch's head commit and tree; undefined when the branch does not exist yet. */
async function readBranch(octokit, target) {
    const repository = { owner: target.owner, repo: target.repo };
    const head = await readHeadCommit(octokit, target);
    if (head === null)
        return undefined;
    const commitSha = head.commit;
    const { data: commit } = await octokit.rest.git.getCommit({
        ...repository,
        commit_sha: commitSha,
    });
    return { commit: commitSha, tree: commit.tree.sha };
}
/**
 * The workspace's last record: record file names start with their UTC time and a record is always
 * stamped after its predecessor, so the last name in code-point order is the chain's head. The
 * head is checked against its predecessor and the clock first (headBreak): appending to a broken
 * chain would hide the break behind a record that links to it.
 */
async function readChainHead(octokit, target, treeSha, workspace, now) {
    // The head and its predecessor, from the newest year (or two) of records.
    const enough = (records) => records.length >= 2;
    const paths = await newestRecordFiles(octokit, target, treeSha, workspace, enough);
    const [previous, last] = paths.length === 1 ? [undefined, paths[0]] : paths.slice(-2);
    if (last === undefined)
        return undefined;
    const read = async ({ path, sha }) => ({
        path,
        bytes: await readBlob(octokit, target, sha),
    });
    const head = await read(last);
    const broken = headBreak(head, previous === undefined ? undefined : await read(previous), now);
    if (broken !== undefined) {
        throw new EvidenceLedgerError(`the evidence chain of workspace ${workspace} on branch ${target.branch} is already broken, so no record was appended to it: ${broken.message}. Run 'cip-sync evidence verify' on a checkout of the branch, and start a new evidence-branch (keep this one as the archive) once the break is explained`);
    }
    return {
        record: JSON.parse(Buffer.from(head.bytes).toString("utf8")),
        bytes: head.bytes,
    };
}
/**
 * Points the branch at `commit`: creates it when it did not exist, else fast-forwards it from
 * `from`. False when another writer got there first (the branch exists now, or moved on).
 */
async function moveBranch(octokit, target, from, commit) {
    const repository = { owner: target.owner, repo: target.repo };
    try {
        if (from === undefined) {
            await octokit.rest.git.createRef({
                ...repository,
                ref: `refs/heads/${target.branch}`,
                sha: commit,
            });
        }
        else {
            await octokit.rest.git.updateRef({
                ...repository,
                ref: `heads/${target.branch}`,
                sha: commit,
                force: false,
            });
        }
        return true;
    }
    catch (error) {
        // 422: "Reference already exists" or "Update is not a fast forward": someone else wrote.
        if (requestStatus(error) === 422)
            return false;
        throw error;
    }
}
/**
 * Runs a ledger request, turning GitHub's refusals into a message that names the permission: a
 * GITHUB_TOKEN without `contents: write` gets 403 (404 on a private repository it cannot see).
 */
async function guarded(target, doing, request) {
    try {
        return await request();
    }
    catch (error) {
        if (error instanceof EvidenceLedgerError)
            throw error;
        const status = requestStatus(error);
        const detail = errorMessage(error);
        if (status === 403 || status === 404 || status === 401) {
            throw new EvidenceLedgerError(`could not ${doing} the evidence branch ${target.branch} of ${target.owner}/${target.repo} (HTTP ${status}: ${detail}): give the job's token the \`contents: write\` permission (permissions: contents: write in the workflow), or set the input evidence-branch to '' to keep no ledger`, { cause: error });
        }
        throw new EvidenceLedgerError(`could not ${doing} the evidence branch ${target.branch} of ${target.owner}/${target.repo}: ${detail}; re-run the job to record the evidence`, { cause: error });
    }
}


/***/ }),

/***/ 91529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PZ: () => (/* binding */ workspaceFiles),
/* harmony export */   Qy: () => (/* binding */ ledgerWorkspaces),
/* harmony export */   gm: () => (/* binding */ readBlob)
/* harmony export */ });
/* unused harmony exports EvidenceLedgerError, newestWorkspaceFiles, recordFilesOf, newestRecordFiles */
/* harmony import */ var _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91864);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
// How the evidence ledger's writer reads a branch's tree: one recursive read when GitHub lists it
// whole, else the workspace's folder by path, level by level (GitHub truncates a recursive
// listing near 7 MB, and a long-lived ledger gets there).


/** Writing the ledger failed; the message says why and what the token needs. */
class EvidenceLedgerError extends Error {
    name = "EvidenceLedgerError";
}
/**
 * The workspace's files of its newest years, in name order: the newest year's first, then each
 * year before it, until `enough` holds for the files read so far or no year is left (`whole`:
 * every year was read). What a routine read or an append needs (the head record; the last
 * checkpoint and the records after it) is in the newest year or two, so the requests and their
 * size are bounded by the time since the last checkpoint, not by the ledger's age: the branch's
 * tree, records/ and the workspace's years are one small listing each, then one recursive listing
 * per year (its months, level by level, where GitHub truncates even that). `enough` of
 * `() => false` reads the whole workspace.
 */
async function newestWorkspaceFiles(octokit, target, treeSha, workspace, enough) {
    const folder = `${_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDS_DIR */ .v7}/${workspace}`;
    const workspaceSha = await folderSha(octokit, target, treeSha, folder);
    let files = [];
    if (workspaceSha === undefined)
        return { files, whole: true };
    const years = await subfolders(octokit, target, { path: folder, sha: workspaceSha });
    // records/<workspace>/<YYYY>/<MM>/<file>: folders named so that name order is time order.
    years.reverse();
    for (const [index, year] of years.entries()) {
        files = [...(await yearFiles(octokit, target, year)), ...files];
        if (enough(files))
            return { files, whole: index === years.length - 1 };
    }
    return { files, whole: true };
}
/** Every file of the workspace on the tree (records, their tokens, anything else), in name order. */
async function workspaceFiles(octokit, target, treeSha, workspace) {
    return (await newestWorkspaceFiles(octokit, target, treeSha, workspace, () => false)).files;
}
/** The files of a year's month folders, in name order. */
async function yearFiles(octokit, target, year) {
    const listed = await listTree(octokit, target, year.sha, true);
    const inMonths = listed.truncated
        ? await monthFilesLevelByLevel(octokit, target, year)
        : listed.entries.filter(({ type, path }) => type === "blob" && path.split("/").length === 2);
    return fromRoot(year, inMonths);
}
/** A year's month files (paths from the year) read folder by folder: one read per month. */
async function monthFilesLevelByLevel(octokit, target, year) {
    const files = [];
    for (const month of await subfolders(octokit, target, year)) {
        const { entries } = await listLevel(octokit, target, month.sha, month.path);
        for (const { path, type, sha } of entries)
            if (type === "blob")
                files.push({ path: `${month.path.slice(year.path.length + 1)}/${path}`, type, sha });
    }
    return files;
}
/** The folders in `folder`, in name order, with their paths from the root. */
async function subfolders(octokit, target, folder) {
    const { entries } = await listLevel(octokit, target, folder.sha, folder.path);
    return fromRoot(folder, entries.filter(({ type }) => type === "tree"));
}
/** Entries of `folder` (paths from it) with their paths from the root, in name order. */
function fromRoot(folder, entries) {
    return entries
        .map(({ path, sha }) => ({ path: `${folder.path}/${path}`, sha }))
        .sort((a, b) => (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.path, b.path));
}
/** The tree sha of `folder` (a path from the root), one tree read per folder on the way. */
async function folderSha(octokit, target, rootSha, folder) {
    let sha = rootSha;
    let above = "/";
    for (const name of folder.split("/")) {
        const { entries } = await listLevel(octokit, target, sha, above);
        const entry = entries.find((candidate) => candidate.type === "tree" && candidate.path === name);
        if (entry === undefined)
            return undefined;
        sha = entry.sha;
        above = above === "/" ? name : `${above}/${name}`;
    }
    return sha;
}
/** The workspaces of the ledger on the tree: the folders under records/ (two one-level reads). */
async function ledgerWorkspaces(octokit, target, treeSha) {
    const sha = await folderSha(octokit, target, treeSha, _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDS_DIR */ .v7);
    if (sha === undefined)
        return [];
    const workspaces = await subfolders(octokit, target, { path: _core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDS_DIR */ .v7, sha });
    return workspaces.map(({ path }) => path.slice(_core_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDS_DIR */ .v7.length + 1));
}
async function listTree(octokit, target, treeSha, recursive) {
    const { data } = await octokit.rest.git.getTree({
        owner: target.owner,
        repo: target.repo,
        tree_sha: treeSha,
        ...(recursive ? { recursive: "1" } : {}),
    });
    const entries = data.tree.flatMap(({ type, path, sha }) => type !== undefined && path !== undefined && sha !== undefined ? [{ path, type, sha }] : []);
    return { entries, truncated: data.truncated };
}
/** One folder's entries; a folder too large for GitHub to list is an error, not a short list. */
async function listLevel(octokit, target, sha, folder) {
    const listed = await listTree(octokit, target, sha, false);
    if (listed.truncated) {
        throw new EvidenceLedgerError(`the evidence branch ${target.branch} holds more entries under ${folder} than GitHub lists in one tree; start a new evidence-branch and keep this one as the archive`);
    }
    return listed;
}
async function readBlob(octokit, target, sha) {
    const { data } = await octokit.rest.git.getBlob({
        owner: target.owner,
        repo: target.repo,
        file_sha: sha,
    });
    return Buffer.from(data.content, data.encoding === "base64" ? "base64" : "utf8");
}
/** The records among a workspace's files (anything else beside them is not of the chain). */
function recordFilesOf(files, workspace) {
    return files.filter(({ path }) => isRecordPathOf(path, workspace));
}
/**
 * The workspace's newest record files on the tree, in name (chain) order, with their blob shas:
 * the newest months', back until `enough` holds for the records read (or every month was read).
 */
async function newestRecordFiles(octokit, target, treeSha, workspace, enough) {
    const { files } = await newestWorkspaceFiles(octokit, target, treeSha, workspace, (read) => enough(recordFilesOf(read, workspace)));
    return recordFilesOf(files, workspace);
}


/***/ })

};
