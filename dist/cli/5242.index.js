export const id = 5242;
export const ids = [5242];
export const modules = {

/***/ 5242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  onLedgerDir: () => (/* binding */ onLedgerDir)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
// EXTERNAL MODULE: ./src/io/checkout/git.ts
var git = __webpack_require__(54917);
;// CONCATENATED MODULE: ./src/io/ledger/ledger-bundle.ts
// A git bundle of the evidence branch (`git bundle create ledger.bundle cip-sync-evidence
// origin/main`): the ledger with its history in one file, as an auditor receives it, with the
// default branch whose commits the records name (the ports population reads the inventory at
// them). It is checked (git bundle verify, in an empty repository: a bundle that needs commits it
// lacks is refused), every ref it holds fetched into a new temporary directory and the evidence
// branch checked out there (its one branch, or the one named cip-sync-evidence), read then as any
// clone and removed after. git runs without a shell (runGit); nothing of the bundle is executed.





/** Whether `path` names a file (a bundle, or something git cannot read), not a directory. */
async function isFile(path) {
    return (await (0,promises_.stat)(path).catch(() => undefined))?.isFile() === true;
}
/** The bundle `file` (an absolute path) checked, and its branch checked out in a temporary clone. */
async function cloneBundle(file) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "cip-sync-ledger-"));
    const remove = () => (0,promises_.rm)(dir, { recursive: true, force: true });
    try {
        const problem = await checkOut(dir, file);
        if (problem === undefined)
            return { dir, remove };
        await remove();
        return { problem };
    }
    catch (error) {
        await remove();
        throw error;
    }
}
const HEADS = "refs/heads/";
/** Where the bundle's refs are fetched to: `refs/bundled/heads/...`, `refs/bundled/remotes/...`. */
const BUNDLED = "refs/bundled/";
/** Fetches every ref of the bundle into the empty `dir` and checks out its evidence branch; else why not. */
async function checkOut(dir, file) {
    const checked = (await ledger_bundle_git(dir, ["init", "-q"])) ?? (await ledger_bundle_git(dir, ["bundle", "verify", "-q", file]));
    if (checked !== undefined)
        return checked;
    const listed = await (0,git/* runGit */.E)(dir, ["bundle", "list-heads", file]);
    const branches = listed.stdout
        .split("\n")
        .map((line) => line.split(" ")[1] ?? "")
        .filter((ref) => ref.startsWith(HEADS))
        .sort();
    const branch = evidenceBranchOf(branches);
    if (typeof branch !== "string")
        return branch.problem;
    return ((await ledger_bundle_git(dir, ["fetch", "-q", "--no-tags", file, `+refs/*:${BUNDLED}*`])) ??
        (await ledger_bundle_git(dir, ["checkout", "-q", "-B", branch, `${BUNDLED}heads/${branch}`])));
}
/** The evidence branch among a bundle's `branches`: its only one, or the one of the default name. */
function evidenceBranchOf(branches) {
    const named = branches.length === 1 ? branches[0] : `${HEADS}${evidence_record/* DEFAULT_EVIDENCE_BRANCH */.hN}`;
    if (named !== undefined && branches.includes(named))
        return named.slice(HEADS.length);
    return {
        problem: branches.length === 0
            ? "it holds no branch"
            : `it holds ${branches.length} branches (${branches.join(", ")}), none of them ${evidence_record/* DEFAULT_EVIDENCE_BRANCH */.hN}`,
    };
}
/** git `args` in `dir`: undefined when it succeeds, else the first line it said. */
async function ledger_bundle_git(dir, args) {
    const answer = await (0,git/* runGit */.E)(dir, args);
    if (answer.code === 0)
        return undefined;
    return answer.stderr.trim().split("\n")[0] || `git ${args[0]} exited with ${answer.code}`;
}

// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/cli/shared/usage-error.ts
var usage_error = __webpack_require__(32246);
;// CONCATENATED MODULE: ./src/cli/shared/ledger/ledger-dir.ts
// The ledger a reading command (verify, report, populations, obligations) is given with --dir: a
// checkout of the evidence branch, read as it is, or a git bundle of the branch (a file), the way
// an auditor receives the ledger with its history: cloned into a temporary directory that the
// command reads as any clone, removed after, whatever happens.




/**
 * `command` run on the ledger `settings.dir` names, a bundle's through its temporary clone (then
 * `bundle` is the --dir given, for what the command says of it). A --repository that names the
 * same bundle (which carries the default branch beside the evidence branch) is read from that clone.
 */
async function onLedgerDir(settings, io, command) {
    const given = (0,external_node_path_.resolve)(io.cwd, settings.dir);
    if (!(await isFile(given)))
        return command(settings);
    const clone = await cloneBundle(given);
    if ("problem" in clone)
        throw new usage_error/* UsageError */.e(`--dir ${settings.dir} is not a git bundle of the evidence branch (git: ${clone.problem}): make one with git bundle create ledger.bundle cip-sync-evidence origin/main in a clone of the repository`, shared_io/* EXIT_BAD_INPUT */.yt);
    try {
        const sameBundle = settings.repository !== undefined && (0,external_node_path_.resolve)(io.cwd, settings.repository) === given;
        const read = {
            ...settings,
            dir: clone.dir,
            // The verified head is kept beside the bundle, not in its temporary clone.
            givenDir: settings.dir,
            ...(sameBundle ? { repositoryClone: clone.dir } : {}),
        };
        const code = await command(read, settings.dir);
        // What the command said names the clone: say whose it was.
        if (code !== shared_io/* EXIT_OK */.Ij)
            io.stderr(`(${clone.dir} was the clone of --dir ${settings.dir}, removed now.)\n`);
        return code;
    }
    finally {
        await clone.remove();
    }
}


/***/ }),

/***/ 54917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit),
/* harmony export */   e: () => (/* binding */ fileAtCommits)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
// Runs git in a directory and collects what it says: the one way this tool asks git anything
// (the evidence history of a clone, the facts of a checkout a CLI change record names); and one
// file at many commits of a clone (fileAtCommits), as `evidence verify --repository` reads the
// declarations in force before each record (core/evidence/chain/keys-in-force.ts): one
// `git cat-file --batch` for all of them, each commit asked twice, as a commit (`<id>^{commit}`)
// and for the file (`<id>:<path>`), so that a commit the clone lacks is told from a commit without
// the file: the one is a clone to fetch again, the other a fact.

/**
 * git `args` in `dir`, paths unquoted (core.quotePath=false). Rejects only when git cannot be
 * started; a failing git resolves with its code and standard error, for the caller to judge.
 */
function runGit(dir, args, bounds = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)("git", ["-C", dir, "-c", "core.quotePath=false", ...args], {
            stdio: ["pipe", "pipe", "pipe"],
            ...(bounds.timeoutMs === undefined ? {} : { timeout: bounds.timeoutMs }),
        });
        const out = [];
        const err = [];
        let outBytes = 0;
        let overflowed = false;
        child.stdout.on("data", (chunk) => {
            outBytes += chunk.length;
            if (bounds.maxStdoutBytes !== undefined && outBytes > bounds.maxStdoutBytes) {
                overflowed = true;
                child.kill();
                return;
            }
            out.push(chunk);
        });
        child.stderr.on("data", (chunk) => err.push(chunk));
        child.stdin.on("error", () => { }); // git may exit before reading all of it: its code says why.
        child.stdin.end(bounds.input ?? "");
        child.on("error", reject);
        child.on("close", (code) => {
            const stdout = Buffer.concat(out);
            resolve({
                code: overflowed ? null : code,
                stdout: stdout.toString("utf8"),
                stderr: Buffer.concat(err).toString("utf8"),
                ...(bounds.bytes === true ? { bytes: stdout } : {}),
            });
        });
    });
}
const COMMIT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const BATCH_BOUNDS = { timeoutMs: 120_000, maxStdoutBytes: 256 * 1024 * 1024, bytes: true };
/** `path` (from the repository's root) at each of `commits` in the clone `dir`. */
async function fileAtCommits(dir, path, commits) {
    // A commit id comes from a record: anything but hex is no commit, and never reaches git's input.
    const asked = [...new Set(commits)].filter((commit) => COMMIT_ID.test(commit));
    const missing = commits.filter((commit) => !COMMIT_ID.test(commit));
    const input = asked.map((commit) => `${commit}^{commit}\n${commit}:${path}\n`).join("");
    const answer = await runGit(dir, ["cat-file", "--batch"], { ...BATCH_BOUNDS, input });
    if (answer.code !== 0 || answer.bytes === undefined)
        return { gitSaid: answer.stderr.trim() || `git cat-file exited with ${answer.code}` };
    const objects = batchObjects(answer.bytes);
    const texts = new Map();
    asked.forEach((commit, index) => {
        if (objects[2 * index] === undefined)
            missing.push(commit);
        else
            texts.set(commit, objects[2 * index + 1]?.toString("utf8"));
    });
    return missing.length > 0 ? { missing: [...new Set(missing)] } : { texts };
}
/** Each object `cat-file --batch` gave, in the order asked: its bytes, undefined when missing. */
function batchObjects(bytes) {
    const objects = [];
    let at = 0;
    while (at < bytes.length) {
        const end = bytes.indexOf(0x0a, at);
        if (end === -1)
            break;
        // "<id> <type> <size>", or "<asked> missing" (or "ambiguous"): sizes count bytes.
        const header = bytes.subarray(at, end).toString("utf8").split(" ");
        const size = Number(header[2]);
        if (header.length !== 3 || !Number.isSafeInteger(size)) {
            objects.push(undefined);
            at = end + 1;
            continue;
        }
        objects.push(bytes.subarray(end + 1, end + 1 + size));
        at = end + 1 + size + 1;
    }
    return objects;
}


/***/ })

};
