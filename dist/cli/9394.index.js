export const id = 9394;
export const ids = [9394];
export const modules = {

/***/ 64635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyRemote: () => (/* binding */ verifyRemote)
});

// EXTERNAL MODULE: ./src/core/evidence/records/beside/inventory-listing.ts
var inventory_listing = __webpack_require__(66782);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-timestamps.ts
var evidence_timestamps = __webpack_require__(5514);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
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
        // The documented break-glass push: the operator's own commit, whose records the obligations
        // judge as unauthenticated unless an operator key signed it.
        if (commit.operator === true)
            continue;
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
/**
 * Whether a commit's changed files (path and GitHub's status) only add records sealed from the
 * command line and the files beside them: what `evidence append` and the documented break-glass
 * push add (docs/change-records-and-evidence.md), never an edit or a removal.
 */
function evidence_remote_isOperatorCommit(files) {
    return (files.length > 0 &&
        files.every(({ filename, status }) => status === "added" && isCommandLineFile(filename)));
}
function isCommandLineFile(path) {
    const record = [TOKEN_SUFFIX, LISTING_SUFFIX].reduce((name, suffix) => (name.endsWith(suffix) ? name.slice(0, -suffix.length) : name), path);
    return isCliRecordPath(record);
}

// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(96584);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
// EXTERNAL MODULE: ./src/github/branch-rules.ts
var branch_rules = __webpack_require__(56689);
;// CONCATENATED MODULE: ./src/github/ledger/evidence-protection.ts
// Reads the evidence branch's commits and protection through the API, for
// `cip-sync evidence verify --remote` (and its commits for the drift check's obligations, as
// ledger-records.ts reads them); judged in core/evidence/chain/evidence-remote.ts. And what the
// operators' signed commits vouch for: a command-line record counts only where one signed it.



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
/**
 * `commits` with each one not by `writer.login`, or not verified, asked for its files: one that only
 * adds records sealed from the command line (and the files beside them) is an operator's, as the
 * documented break-glass push makes it (isOperatorCommit), and what it adds counts where one of
 * `writer.operatorKeys` (cip-ledger.yaml's operator_keys) signed it. A request per such commit,
 * none for the writer's own.
 */
async function withOperatorCommits(octokit, target, commits, writer) {
    const repository = { owner: target.owner, repo: target.repo };
    const judged = [];
    const signed = new Set();
    // Read once, when the first operator's commit asks: openpgp loaded only then.
    let operatorKeys;
    const keys = () => (operatorKeys ??= readOperatorKeys(writer.operatorKeys ?? []));
    for (const commit of commits) {
        if (commit.author === writer.login && commit.verified) {
            judged.push(commit);
            continue;
        }
        const { data } = await octokit.rest.repos.getCommit({ ...repository, ref: commit.sha });
        const files = data.files ?? [];
        const operator = isOperatorCommit(files);
        judged.push({ ...commit, operator });
        const { payload, signature } = data.commit.verification ?? {};
        const declared = writer.operatorKeys ?? [];
        if (operator &&
            declared.length > 0 &&
            typeof payload === "string" &&
            typeof signature === "string") {
            const { signatureByOneOf } = await Promise.all(/* import() */[__webpack_require__.e(3074), __webpack_require__.e(76)]).then(__webpack_require__.bind(__webpack_require__, 76));
            if (await signatureByOneOf({ payload, signature }, await keys()))
                for (const { filename } of files)
                    signed.add(filename);
        }
    }
    return { commits: judged, signed };
}
/** The armored operator keys cip-ledger.yaml declares, read with openpgp. */
async function readOperatorKeys(armored) {
    const { readPublicKeys } = await Promise.all(/* import() */[__webpack_require__.e(3074), __webpack_require__.e(76)]).then(__webpack_require__.bind(__webpack_require__, 76));
    const read = armored.map((key) => readPublicKeys(key, "an operator key of cip-ledger.yaml"));
    return (await Promise.all(read)).flat();
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
/**
 * A record as the obligations judge it: one sealed from the command line counts only where an
 * operator key cip-ledger.yaml declares (`vouched.keys`) signed the commit that added it
 * (`vouched.signed`, its files); otherwise it is what `cip-sync obligations` makes of an operator's
 * commit no key of its --operator-keys signed, an unauthenticated exception that closes nothing
 * (core/obligations/record-facts.ts), whoever added it.
 */
function asJudged({ record, sha256, path }, vouched) {
    const why = unauthenticatedWhy(path, vouched);
    return why === undefined ? { record, sha256 } : { record, sha256, unauthenticated: why };
}
/**
 * Why the file at `path` is not authenticated, worded to follow "its": a command-line record path
 * that no operator key cip-ledger.yaml declares (`vouched.keys`) signed the commit of; undefined
 * for any other path.
 */
function unauthenticatedWhy(path, vouched) {
    if (!isCliRecordPath(path) || vouched.signed.has(path))
        return undefined;
    return (vouched.keys ?? []).length === 0
        ? "commit cannot be authenticated: cip-ledger.yaml declares no operator_keys (docs/ledger-writer.md)"
        : "commit is not signed by any operator key cip-ledger.yaml declares";
}

// EXTERNAL MODULE: ./src/core/evidence/chain/chain-check.ts + 1 modules
var chain_check = __webpack_require__(25065);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/checkpoint-reference.ts
var checkpoint_reference = __webpack_require__(11645);
// EXTERNAL MODULE: ./src/core/checkpoint/checkpoint-recompute.ts + 1 modules
var checkpoint_recompute = __webpack_require__(54011);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/github/files/files-at-commit.ts
var files_at_commit = __webpack_require__(77112);
// EXTERNAL MODULE: ./src/github/ledger/evidence-ledger.ts + 1 modules
var evidence_ledger = __webpack_require__(86975);
// EXTERNAL MODULE: ./src/github/ledger/ledger-tree.ts
var ledger_tree = __webpack_require__(91529);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/github/ledger/remote-checkpoints.ts
// `evidence verify --remote`'s proof of the checkpoints the evidence branch keeps, as GitHub holds
// it: for each workspace that has checkpoints, its records and checkpoint files read at the
// branch's head (the records a hundred per GraphQL query, each checkpoint as a blob), the chain
// checked from its first record, and each checkpoint recomputed from the records before it
// (core/checkpoint/checkpoint-recompute.ts), as verify recomputes them in a clone. A
// branch without checkpoints costs the one listing of its tree.










/** Every checkpoint on the branch, recomputed from the records before it. */
async function recomputeRemoteCheckpoints(client, target) {
    const head = await (0,evidence_ledger/* readBranch */.pG)(client, target);
    const result = { recomputed: 0, problems: [], older: [] };
    if (head === undefined)
        return result;
    for (const workspace of await (0,ledger_tree/* ledgerWorkspaces */.Qy)(client, target, head.tree)) {
        const files = await (0,ledger_tree/* workspaceFiles */.PZ)(client, target, head.tree, workspace);
        const checkpoints = files.filter(({ path }) => path.endsWith(checkpoint_reference/* CHECKPOINT_SUFFIX */.nn));
        if (checkpoints.length === 0)
            continue;
        const texts = new Map();
        for (const { path, sha } of checkpoints)
            texts.set(path, await (0,ledger_tree/* readBlob */.gm)(client, target, sha));
        const found = await readAndRecompute(client, target, {
            workspace,
            head: head.commit,
            files,
            texts,
        });
        result.recomputed += found.recomputed;
        result.problems.push(...found.problems);
        result.older.push(...found.older);
    }
    return result;
}
async function readAndRecompute(client, target, read) {
    const { workspace, texts } = read;
    const paths = read.files
        .map(({ path }) => path)
        .filter((path) => (0,record_files/* isRecordPathOf */.sm)(path, workspace));
    const repository = { owner: target.owner, repo: target.repo };
    const records = await (0,files_at_commit/* readFilesAtCommit */.QV)(client, repository, read.head, paths);
    // The chain first, in name order: a checkpoint is recomputed only from an intact chain, as in
    // a clone. Its bytes are held to its fold, not to its record's digest alone.
    const checker = new chain_check/* LedgerChecker */.X({ keepRecords: false, readsListings: false });
    const entries = paths.flatMap((path, index) => {
        const bytes = Buffer.from(records[index]?.text ?? "");
        const record = checker.add({ path, bytes });
        return record === undefined ? [] : [{ path, entry: { record, sha256: (0,sha256/* sha256Hex */.fg)(bytes) } }];
    });
    const breaks = checker.result().breaks;
    if (breaks.length > 0)
        return { recomputed: 0, problems: breaks.map((found) => found.message), older: [] };
    // Each checkpoint's blob is read with the tree, and hashed: the chain check here holds no
    // checkpoint to its record's SHA-256. It is parsed only where it is not its fold's text.
    return (0,checkpoint_recompute/* recomputeWorkspace */.KV)(workspace, [...texts.keys()].sort(names/* compareCodePoints */.OP), () => entries, {
        bytesOf: (path) => (0,collections/* getOrThrow */.Gp)(texts, path, "the checkpoints read"),
        vouchedByRecords: false,
    });
}

// EXTERNAL MODULE: ./src/io/network/proxy.ts
var proxy = __webpack_require__(17401);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
;// CONCATENATED MODULE: ./src/cli/evidence/evidence-remote.ts
// `cip-sync evidence verify --remote`: the evidence branch as GitHub holds it. Every ledger commit
// made by the writer and verified by GitHub (else exit 1); the branch protected against deletion
// and force pushes, else the warning evidence-branch-unprotected (exit 1 with
// --require-protection); every checkpoint the fold of the records before it (else exit 1).








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
    // Each checkpoint recomputed from the records before it, as verify does in a clone.
    const checkpoints = await recomputeRemoteCheckpoints(octokit, target);
    if (checkpoints.problems.length > 0) {
        io.stderr(`The evidence branch ${where} has ${checkpoints.problems.length} checkpoint problem(s):\n${checkpoints.problems.map((problem) => `  ${problem}\n`).join("")}`);
        return shared_io/* EXIT_ERROR */.SI;
    }
    const recomputed = checkpoints.recomputed === 0
        ? ""
        : `; each of the ${checkpoints.recomputed} checkpoint(s) is the fold of the records before it`;
    const older = checkpoints.older.length === 0 ? "" : `; ${(0,checkpoint_recompute/* olderCheckpointsText */.Pw)(checkpoints.older)}`;
    io.stdout(`Verified ${facts.commits.length} commit(s) of ${where}: each by the ledger's writer and verified by GitHub${verdict.unprotected === undefined ? "; the branch is protected against deletion and force pushes" : ""}${recomputed}${older}.\n`);
    return shared_io/* EXIT_OK */.Ij;
}


/***/ }),

/***/ 55028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ openDispatcher)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24371);
// The undici dispatcher for requests to one origin: a pool straight to it, or one through the
// proxy the environment names for it (proxy.ts).

/**
 * The dispatcher for requests to `origin`: a pool straight to it, or one through `proxy` (CONNECT
 * for https://, absolute-form requests for http://). `extraCa` adds trust in a certificate
 * authority, for tests; the supported way for users is NODE_EXTRA_CA_CERTS. Verification is never
 * turned off.
 */
function openDispatcher(origin, proxy, pool, extraCa) {
    const tls = extraCa === undefined ? undefined : { ca: extraCa };
    if (proxy === undefined)
        return new undici__WEBPACK_IMPORTED_MODULE_0__.Pool(origin.origin, { ...pool, connect: tls });
    return new undici__WEBPACK_IMPORTED_MODULE_0__.ProxyAgent({ ...pool, uri: proxy.url, requestTls: tls });
}


/***/ })

};
