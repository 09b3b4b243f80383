export const id = 1794;
export const ids = [1794];
export const modules = {

/***/ 76039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runDoctor: () => (/* binding */ runDoctor)
});

// EXTERNAL MODULE: ./src/core/inventory/baselines/service-deviations.ts
var service_deviations = __webpack_require__(72261);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/text/redact.ts
var text_redact = __webpack_require__(71640);
// EXTERNAL MODULE: ./src/io/network/connection.ts
var network_connection = __webpack_require__(92305);
// EXTERNAL MODULE: ./src/io/network/dispatcher.ts
var network_dispatcher = __webpack_require__(55028);
// EXTERNAL MODULE: external "node:dns/promises"
var promises_ = __webpack_require__(71553);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
// EXTERNAL MODULE: ./src/io/network/proxy.ts
var network_proxy = __webpack_require__(17401);
// EXTERNAL MODULE: ./src/io/network/transport-errors.ts
var transport_errors = __webpack_require__(82694);
;// CONCATENATED MODULE: ./src/io/service/doctor-connection.ts
// The connection checks of `cip-sync doctor`, before any request: the proxy chosen and why, DNS,
// TCP and TLS to the first hop (the proxy when there is one). doctor-probe.ts runs them in order
// and then asks the service.







/** How long a connection or a handshake may take. */
const CONNECT_TIMEOUT_MS = 10_000;
function proxyCheck(connection, env) {
    const { proxy, baseUrl } = connection;
    if (proxy !== undefined) {
        return {
            name: "proxy",
            outcome: "ok",
            detail: `through ${proxy.address} (from ${proxy.source}; ${baseUrl.hostname} is not in NO_PROXY)`,
        };
    }
    const settings = (0,network_proxy/* readProxySettings */.uv)(env);
    const named = baseUrl.protocol === "https:" ? settings.https : settings.http;
    const detail = named === undefined
        ? `direct (no ${baseUrl.protocol === "https:" ? "HTTPS_PROXY or HTTP_PROXY" : "HTTP_PROXY"} set)`
        : `direct (NO_PROXY lists ${baseUrl.hostname}, so ${named.source} is not used)`;
    return { name: "proxy", outcome: "ok", detail };
}
/** Where the first connection goes: the proxy when there is one, else the service. */
function firstHop(connection) {
    const target = connection.proxy === undefined ? connection.baseUrl : new URL(connection.proxy.url);
    const port = Number(target.port) || (target.protocol === "https:" ? 443 : 80);
    const host = target.hostname.replace(/^\[(.*)\]$/, "$1");
    const what = connection.proxy === undefined
        ? "the service"
        : `the proxy ${connection.proxy.address} (from ${connection.proxy.source})`;
    return { host, port, what };
}
async function dnsCheck(connection) {
    const { host, what } = firstHop(connection);
    try {
        const addresses = await (0,promises_.lookup)(host, { all: true });
        const via = connection.proxy === undefined ? "" : `; the proxy resolves ${connection.baseUrl.hostname}`;
        return {
            name: "dns",
            outcome: "ok",
            detail: `${host} is ${addresses.map((a) => a.address).join(", ")}${via}`,
        };
    }
    catch (error) {
        return {
            name: "dns",
            outcome: "failed",
            detail: `${host} (${what}) cannot be resolved (${(0,errors/* errorMessage */.g)(error)})`,
            fix: connection.proxy === undefined
                ? `check the host name in ${connection.urlSource}, or set HTTPS_PROXY if only a proxy can reach it`
                : `check the host name in ${connection.proxy.source}`,
        };
    }
}
async function tcpCheck(connection) {
    const { host, port, what } = firstHop(connection);
    const started = external_node_perf_hooks_.performance.now();
    try {
        await new Promise((resolve, reject) => {
            const socket = (0,external_node_net_.connect)({ host, port, timeout: CONNECT_TIMEOUT_MS });
            socket.once("connect", () => (socket.destroy(), resolve()));
            socket.once("timeout", () => (socket.destroy(), reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS} ms`))));
            socket.once("error", reject);
        });
        return {
            name: "tcp",
            outcome: "ok",
            detail: `connected to ${what} at ${host}:${port} in ${Math.round(external_node_perf_hooks_.performance.now() - started)} ms`,
        };
    }
    catch (error) {
        return {
            name: "tcp",
            outcome: "failed",
            detail: `cannot connect to ${what} at ${host}:${port} (${(0,errors/* errorMessage */.g)(error)})`,
            fix: connection.proxy === undefined
                ? `check the port in ${connection.urlSource} and that a firewall lets this machine reach it, or set HTTPS_PROXY`
                : `check ${connection.proxy.source}: it must name a proxy this machine can reach`,
        };
    }
}
async function tlsCheck(connection, input) {
    const { baseUrl, proxy } = connection;
    if (baseUrl.protocol !== "https:")
        return { name: "tls", outcome: "skipped", detail: "http:// (loopback only): no TLS" };
    if (proxy !== undefined)
        return {
            name: "tls",
            outcome: "skipped",
            detail: `checked by the first request, through the tunnel of ${proxy.address}`,
        };
    const extra = input.extraCa === undefined ? [] : [input.extraCa];
    const withDefaults = await handshake(connection, extra.length === 0 ? undefined : [...external_node_tls_.rootCertificates, ...extra]);
    if ("error" in withDefaults) {
        const failure = (0,transport_errors/* describeTransportFailure */.T)(withDefaults.error, baseUrl.host, undefined, connection.urlSource);
        return {
            name: "tls",
            outcome: "failed",
            detail: failure?.reason ?? `the TLS handshake failed (${(0,errors/* errorMessage */.g)(withDefaults.error)})`,
            fix: failure?.hint,
        };
    }
    const { issuer, valid_to: validTo } = withDefaults.certificate;
    const bundledOnly = await handshake(connection, [...external_node_tls_.rootCertificates]);
    const extraNeeded = "error" in bundledOnly
        ? "NODE_EXTRA_CA_CERTS (or an added authority) was needed to trust it"
        : "trusted without NODE_EXTRA_CA_CERTS";
    const issuerName = issuer.O ?? issuer.CN ?? "unknown";
    return {
        name: "tls",
        outcome: "ok",
        detail: `certificate issued by ${issuerName}, valid until ${new Date(validTo).toISOString().slice(0, 10)}; ${extraNeeded}`,
    };
}
function handshake(connection, ca) {
    const { host, port } = firstHop(connection);
    return new Promise((resolve) => {
        const socket = (0,external_node_tls_.connect)({
            host,
            port,
            servername: connection.baseUrl.hostname,
            ...(ca === undefined ? {} : { ca }),
            timeout: CONNECT_TIMEOUT_MS,
        });
        socket.once("secureConnect", () => {
            const certificate = socket.getPeerCertificate();
            socket.destroy();
            resolve({ certificate });
        });
        socket.once("timeout", () => (socket.destroy(),
            resolve({ error: new Error(`no handshake within ${CONNECT_TIMEOUT_MS} ms`) })));
        socket.once("error", (error) => resolve({ error }));
    });
}

// EXTERNAL MODULE: ./src/io/service/refusal-advice.ts
var refusal_advice = __webpack_require__(19137);
// EXTERNAL MODULE: ./src/io/network/response-body.ts
var response_body = __webpack_require__(41387);
// EXTERNAL MODULE: ./src/io/service/response-records.ts
var response_records = __webpack_require__(54242);
// EXTERNAL MODULE: ./src/io/service/retry-policy.ts
var retry_policy = __webpack_require__(6625);
// EXTERNAL MODULE: ./src/io/service/api-error.ts
var api_error = __webpack_require__(63663);
;// CONCATENATED MODULE: ./src/io/service/doctor-probe.ts
// The probes of `cip-sync doctor`, in the order a connection is made: the settings, the proxy, DNS,
// TCP, TLS, the key, then the four lists read raw and two planned paths. Read-only: only GETs are
// sent. Each probe stops the run at its first blocking failure, with the fix. The lists are judged
// by core/inventory/baselines/service-deviations.ts; this module only gathers what the service answered.











const LISTS = ["/facilities", "/control-centers", "/cyber-systems", "/cyber-assets"];
/** Planned operations (spec 4.3) the key must not reach: GETs only, so nothing can change. */
const PLANNED_PATHS = ["/tasks", "/evidence/by-resource/ca_x"];
const RATE_LIMIT_HEADER = /^(?:x-)?rate-?limit|^retry-after$/i;
/** Runs the probes in order, up to the first failure. */
async function probeService(input) {
    const checks = [];
    let connection;
    try {
        connection = (0,network_connection/* readConnection */.dC)(input);
    }
    catch (error) {
        if (!(error instanceof network_connection/* ConnectionError */.Rc))
            throw error;
        checks.push({ name: "settings", outcome: "failed", detail: error.message });
        return { checks, lists: [] };
    }
    const { baseUrl } = connection;
    checks.push({
        name: "settings",
        outcome: "ok",
        detail: `${baseUrl.href} (${baseUrl.protocol.slice(0, -1)}, from ${connection.urlSource}); key from ${connection.keySource}`,
    });
    checks.push(proxyCheck(connection, input.proxyEnv));
    const redact = (text) => (0,text_redact/* redactSecrets */.fp)(text, (0,network_connection/* connectionSecrets */.K$)(connection));
    for (const probe of [dnsCheck, tcpCheck, (c) => tlsCheck(c, input)]) {
        const check = await probe(connection);
        checks.push({ ...check, detail: redact(check.detail), fix: check.fix && redact(check.fix) });
        if (check.outcome === "failed")
            return { checks, lists: [] };
    }
    const dispatcher = (0,network_dispatcher/* openDispatcher */.y)(baseUrl, connection.proxy, {
        connections: 1,
        connectTimeout: CONNECT_TIMEOUT_MS,
        headersTimeout: input.requestTimeoutMs,
        bodyTimeout: input.requestTimeoutMs,
    }, input.extraCa);
    try {
        return await probeRequests(connection, dispatcher, input.requestTimeoutMs, checks);
    }
    finally {
        await dispatcher.close();
    }
}
async function probeRequests(connection, dispatcher, timeoutMs, checks) {
    const get = (path) => getRaw(connection, dispatcher, path, timeoutMs);
    const first = await get("/facilities");
    if ("failure" in first) {
        // Through a proxy, the tunnel and TLS are first tried here.
        checks.push({ name: "request", outcome: "failed", ...first.failure });
        return { checks, lists: [] };
    }
    const keyCheck = checkKey(connection, first);
    checks.push(keyCheck);
    if (keyCheck.outcome === "failed")
        return { checks, lists: [] };
    checks.push(KEY_WRITES);
    const lists = [listAnswer("/facilities", first)];
    for (const path of LISTS.slice(1)) {
        const answer = await get(path);
        if ("failure" in answer) {
            checks.push({
                name: "lists",
                outcome: "failed",
                detail: `GET ${path}: ${answer.failure.detail}`,
                fix: answer.failure.fix,
            });
            return { checks, lists };
        }
        if (answer.status < 200 || answer.status > 299) {
            const message = (0,response_records/* serviceMessage */.XK)(answer.text, (0,network_connection/* connectionSecrets */.K$)(connection));
            checks.push({
                name: "lists",
                outcome: "failed",
                detail: `GET ${path}: ${(0,api_error/* statusLine */.B)(answer.status)}${message === undefined ? "" : `: ${message}`}`,
                fix: (0,refusal_advice/* refusalAdvice */.tT)(answer.status, message, connection),
            });
            return { checks, lists };
        }
        lists.push(listAnswer(path, answer));
    }
    checks.push({ name: "lists", outcome: "ok", detail: "read all four (findings below)" });
    checks.push(await plannedPathsCheck(get));
    return { checks, lists };
}
/**
 * Whether the key can write, told without writing: the service gives every API key the one role
 * api_user, which creates, updates and deletes cyber assets (spec 5), and has no way to ask a
 * key's permissions that an API key may call (check-access is planned, 4.3). So a key that opens
 * its organization can write, and a plan job that holds it could.
 */
const KEY_WRITES = {
    name: "writes",
    outcome: "ok",
    detail: "yes (told without writing): every API key has the api_user role, which creates, updates and deletes the organization's cyber assets, and the service offers no read-only key; give it only to jobs that must write, and see Keys for plan and apply in the manual's GitHub Action page for plan jobs",
};
function checkKey(connection, answer) {
    if (answer.status >= 200 && answer.status <= 299) {
        return {
            name: "key",
            outcome: "ok",
            detail: `GET /facilities answered ${(0,api_error/* statusLine */.B)(answer.status)}: the key opens its organization`,
        };
    }
    const message = (0,response_records/* serviceMessage */.XK)(answer.text, (0,network_connection/* connectionSecrets */.K$)(connection));
    const said = `GET /facilities answered ${(0,api_error/* statusLine */.B)(answer.status)}${message === undefined ? "" : `: ${message}`}`;
    if (answer.status === 401) {
        const expired = (0,refusal_advice/* saysKeyExpired */.zF)(message);
        return {
            name: "key",
            outcome: "failed",
            detail: `${said} (${expired ? "the key has expired" : "the key is missing or not valid"})`,
            fix: expired
                ? (0,refusal_advice/* expiredKeyAdvice */.t2)(connection.keySource)
                : `set ${connection.keySource} to the whole API key an Organization Admin generated for your organization (keys start rc_live_)`,
        };
    }
    return {
        name: "key",
        outcome: "failed",
        detail: said,
        fix: (0,refusal_advice/* refusalAdvice */.tT)(answer.status, message, connection) ??
            "run doctor again later; if it persists, ask the API owner",
    };
}
async function plannedPathsCheck(get) {
    const results = [];
    const reachable = [];
    for (const path of PLANNED_PATHS) {
        const answer = await get(path);
        if ("failure" in answer) {
            results.push(`GET ${path}: ${answer.failure.detail}`);
        }
        else if (answer.status >= 200 && answer.status <= 299) {
            reachable.push(`GET ${path} answered ${answer.status}`);
        }
        else {
            results.push(`GET ${path} refused (${answer.status})`);
        }
    }
    if (reachable.length > 0) {
        return {
            name: "planned paths",
            outcome: "deviates",
            detail: `now reachable with this key: ${reachable.join("; ")}`,
            fix: "the service has opened a planned operation (spec 4.3) to API keys: tell the maintainers of cip-sync",
        };
    }
    return { name: "planned paths", outcome: "ok", detail: results.join("; ") };
}
async function getRaw(connection, dispatcher, path, timeoutMs) {
    const started = external_node_perf_hooks_.performance.now();
    const pathPrefix = connection.baseUrl.pathname.replace(/\/+$/, "");
    try {
        const answer = await (0,response_body/* exchange */.c)(dispatcher, {
            origin: connection.baseUrl.origin,
            method: "GET",
            path: pathPrefix + path,
            headers: { "x-api-key": connection.apiKey, accept: "application/json" },
        }, AbortSignal.timeout(timeoutMs), 256 * 2 ** 20);
        const headers = Object.entries(answer.headers)
            .filter(([name]) => RATE_LIMIT_HEADER.test(name))
            .map(([name, value]) => `${name}: ${String(value)}`);
        return {
            status: answer.status,
            text: answer.text,
            milliseconds: external_node_perf_hooks_.performance.now() - started,
            headers,
        };
    }
    catch (error) {
        const redact = (text) => (0,text_redact/* redactSecrets */.fp)(text, (0,network_connection/* connectionSecrets */.K$)(connection));
        const transport = {
            host: connection.baseUrl.host,
            urlSource: connection.urlSource,
            proxy: connection.proxy,
            timeouts: { connectMs: CONNECT_TIMEOUT_MS, headersMs: timeoutMs, bodyMs: timeoutMs },
            secrets: (0,network_connection/* connectionSecrets */.K$)(connection),
            redact,
        };
        const attempt = (0,retry_policy/* networkFailure */.rd)(error, transport);
        const detail = attempt.kind === "network"
            ? redact(`GET ${path}: ${attempt.reason}`)
            : redact((0,errors/* errorMessage */.g)(error));
        const fix = attempt.kind === "network"
            ? (attempt.hint ?? `check the service URL in ${connection.urlSource}`)
            : undefined;
        return { failure: { detail, fix } };
    }
}
function listAnswer(path, answer) {
    try {
        return {
            path,
            body: JSON.parse(answer.text),
            milliseconds: answer.milliseconds,
            rateLimitHeaders: answer.headers,
        };
    }
    catch (error) {
        return {
            path,
            body: undefined,
            unreadable: (0,errors/* errorMessage */.g)(error),
            milliseconds: answer.milliseconds,
            rateLimitHeaders: answer.headers,
        };
    }
}

// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
;// CONCATENATED MODULE: ./src/core/review/policy-status-target.ts
// Where the judgement of a pull request may show as the commit status cip-sync/policy. A status
// belongs to a commit, not to a pull request: every pull request with that head shows it, whatever
// its base. Only the default branch is applied (the push to it runs the apply job), so only a
// judgement at the default branch may write the status; a second pull request from the same head
// onto a branch with a weaker policy must never turn the main pull request's required check green.
// Unknown bases write nothing: the required check then stays pending (fail closed).
/** The commit status's name (its context): the one name branch rules require. */
const POLICY_STATUS_CONTEXT = "cip-sync/policy";
function policyStatusTarget({ baseRef, defaultBranch, }) {
    if (baseRef === undefined || defaultBranch === undefined) {
        return {
            kind: "skip",
            reason: "the event does not name the pull request's base branch and the default branch, so the judgement cannot be tied to the branch the apply job serves; cip-sync/policy is left unset (a required check stays pending)",
        };
    }
    if (baseRef !== defaultBranch) {
        return {
            kind: "skip",
            reason: `the pull request's base is ${baseRef}, not the default branch ${defaultBranch} that the apply job serves; cip-sync/policy is set only for pull requests into ${defaultBranch}, so that a judgement at another base never shows on a pull request into it`,
        };
    }
    return { kind: "set" };
}

;// CONCATENATED MODULE: ./src/core/review/required-policy-status.ts
// Whether GitHub enforces the gate: the default branch must require the commit status
// cip-sync/policy, by classic branch protection or by a ruleset, or a refusal by the gate is only a
// record of one (GitHub merges the refused change, and the next pull request is judged on it).
// Pure: the facts are read by github/notices/required-status.ts with the token's own permissions.
// Fail closed: a source of rules that could not be read never counts as requiring nothing, and
// protection is claimed only where a rule that was read names the status.


/** What a ruleset requiring the status looks like in GitHub's settings, for every fix. */
const HOW_TO_REQUIRE = `add a branch ruleset targeting the default branch (Settings > Rules > Rulesets) with "Require status checks to pass" and the check ${POLICY_STATUS_CONTEXT}, or add it to the branch protection's required status checks`;
/** Classic protection is an administration read; the rulesets on a branch are not. */
const CLASSIC_PERMISSION = "reading classic branch protection needs a token with the repository permission Administration: read, which a workflow's GITHUB_TOKEN never has";
function judgePolicyStatusRequirement(facts) {
    if (facts.kind === "no-branch") {
        return {
            kind: "unknown",
            text: `Whether the default branch of ${facts.repository} requires the status ${POLICY_STATUS_CONTEXT} cannot be told: ${facts.why}.`,
        };
    }
    const { branch, rulesets, classic } = facts;
    const by = requiredBy(facts);
    if (by.length > 0) {
        return {
            kind: "required",
            by,
            text: `The default branch ${branch} requires the status ${POLICY_STATUS_CONTEXT} (${(0,wording/* listOf */.c3)(by)}): GitHub merges a pull request into it only once that status succeeds, except by someone these rules let bypass them.`,
        };
    }
    const unread = unreadSources(rulesets, classic);
    if (unread.length > 0) {
        return {
            kind: "unknown",
            text: `Whether the default branch ${branch} requires the status ${POLICY_STATUS_CONTEXT} cannot be told: ${(0,wording/* listOf */.c3)(unread)}. Until that is known, a refusal by the gate may be only a record: ${HOW_TO_REQUIRE}; a ruleset can be read with any token that reads the repository.`,
        };
    }
    return {
        kind: "not-required",
        text: `The default branch ${branch} does not require the status ${POLICY_STATUS_CONTEXT} (${(0,wording/* listOf */.c3)(readWithout(rulesets, classic))}): a refusal by the gate is only a record: GitHub will merge a refused change, and the next pull request is judged on it. To make GitHub enforce the gate, ${HOW_TO_REQUIRE}.`,
    };
}
function requiredBy({ rulesets, classic }) {
    const by = [];
    if (rulesets.kind === "read") {
        for (const rule of rulesets.value) {
            if (!rule.contexts.includes(POLICY_STATUS_CONTEXT))
                continue;
            const id = rule.rulesetId === undefined ? "a ruleset" : `ruleset ${rule.rulesetId}`;
            by.push(rule.source === undefined ? id : `${id} (${rule.source})`);
        }
    }
    if (classic?.kind === "read" && classic.value.contexts.includes(POLICY_STATUS_CONTEXT))
        by.push("classic branch protection");
    return by;
}
function unreadSources(rulesets, classic) {
    const unread = [];
    if (rulesets.kind === "unreadable")
        unread.push(`the rulesets on it could not be read (${rulesets.why}): reading them needs a token that may read the repository`);
    if (classic === undefined)
        unread.push("its classic branch protection was not read");
    else if (classic.kind === "unreadable")
        unread.push(`its classic branch protection could not be read (${classic.why}): ${CLASSIC_PERMISSION}`);
    return unread;
}
/** Both sources read (or absent) and neither requires the status: what each held instead. */
function readWithout(rulesets, classic) {
    const ruleContexts = rulesets.kind === "read" ? rulesets.value.flatMap((rule) => rule.contexts) : [];
    const ruleText = ruleContexts.length > 0
        ? `its rulesets require only ${distinctList(ruleContexts)}`
        : "no ruleset requires a status check on it";
    if (classic?.kind !== "read")
        return [ruleText, "it has no classic branch protection"];
    const { contexts } = classic.value;
    return [
        ruleText,
        contexts.length > 0
            ? `its branch protection requires only ${distinctList(contexts)}`
            : "its branch protection requires no status check",
    ];
}
function distinctList(contexts) {
    return (0,wording/* listOf */.c3)([...new Set(contexts)]);
}

;// CONCATENATED MODULE: ./src/core/review/branch-guards.ts
/** A ruleset that protects the evidence branch, as GitHub's settings name its rules. */
const HOW_TO_PROTECT = 'add a ruleset targeting it (Settings > Rules > Rulesets) with "Restrict deletions" and "Block force pushes" and no bypass actors; to restrict updates too, "Restrict updates" in a ruleset of its own with the workflow\'s app (GitHub Actions) as the only bypass actor';
/** Whether the ruleset rules on the evidence branch `branch` block its deletion and force pushes. */
function judgeLedgerProtection(branch, rules) {
    if (rules.kind === "unreadable")
        return {
            kind: "unknown",
            text: `Whether the evidence branch ${branch} is protected cannot be told (its rulesets could not be read: ${rules.why}); ${HOW_TO_PROTECT}.`,
        };
    const types = new Set(rules.kind === "read" ? rules.value : []);
    const missing = [
        ...(types.has("deletion") ? [] : ["deletion"]),
        ...(types.has("non_fast_forward") ? [] : ["force pushes"]),
    ];
    if (missing.length === 0)
        return {
            kind: "ok",
            text: `The evidence branch ${branch} is protected by a ruleset against deletion and force pushes${types.has("update") ? ", and updates by others" : " (updates by others are not restricted: a commit by another account is refused by every run's reading, not kept out)"}.`,
        };
    return {
        kind: "missing",
        text: `The evidence branch ${branch} is not protected against ${missing.join(" and ")} by any ruleset: anyone who can push can delete or rewind it. The head kept on the default branch makes the next run refuse to judge, but restoring the ledger then needs a clone or bundle of it; ${HOW_TO_PROTECT}.`,
    };
}
/**
 * Whether merging into the default branch `branch` needs an approval: `minApprovals` (the input;
 * "not read" by `cip-sync doctor`, which does not read the workflow), or the most approving reviews
 * an active pull request rule requires.
 */
function judgeApprovalsRequired(branch, minApprovals, ruleApprovals) {
    if (minApprovals !== "not read" && minApprovals > 0)
        return {
            kind: "ok",
            text: `The gate requires ${minApprovals} approval(s) of the merged head (min-approvals).`,
        };
    const input = minApprovals === "not read"
        ? "the workflow's min-approvals is not read here"
        : "min-approvals is 0";
    if (ruleApprovals.kind === "read" && ruleApprovals.value > 0)
        return {
            kind: "ok",
            text: `A ruleset on ${branch} requires ${ruleApprovals.value} approving review(s) before a merge (${input}).`,
        };
    // An unread ruleset may require approvals: say it cannot be told, never that none is required.
    const unreadable = ruleApprovals.kind === "unreadable";
    const rules = unreadable
        ? `its rulesets could not be read (${ruleApprovals.why})`
        : `no ruleset on ${branch} requires an approving review`;
    const consequence = unreadable
        ? "if none requires one, a pull request nobody approved is applied on merge"
        : minApprovals === "not read"
            ? "unless the workflow sets min-approvals to 1 or more, a pull request nobody approved is applied on merge"
            : "so a pull request nobody approved is applied on merge";
    const verdict = unreadable
        ? "Whether an approval is required cannot be told"
        : "No approval is required";
    return {
        kind: unreadable ? "unknown" : "missing",
        text: `${verdict}: ${input} and ${rules} (classic branch protection is not read with a workflow's token), ${consequence}. Set the input min-approvals to 1 or more, or add a ruleset on ${branch} with "Require a pull request before merging" and required approvals.`,
    };
}

// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
// EXTERNAL MODULE: ./src/github/branch-rules.ts
var branch_rules = __webpack_require__(56689);
;// CONCATENATED MODULE: ./src/github/notices/branch-guards.ts

/** The types of the active ruleset rules on `branch` ("deletion", "non_fast_forward", ...). */
async function readRuleTypes(client, repository, branch) {
    const rules = await (0,branch_rules/* readBranchRules */.CE)(client, repository, branch);
    return rules.kind === "read"
        ? { kind: "read", value: rules.value.map(({ type }) => type) }
        : rules;
}
/** The most approving reviews an active pull request rule on `branch` requires; 0 for none. */
async function readRequiredApprovals(client, repository, branch) {
    const rules = await (0,branch_rules/* readBranchRules */.CE)(client, repository, branch);
    if (rules.kind !== "read")
        return rules.kind === "absent" ? { kind: "read", value: 0 } : rules;
    const counts = rules.value
        .filter(({ type }) => type === "pull_request")
        .map(({ parameters }) => parameters?.required_approving_review_count ?? 0);
    return { kind: "read", value: Math.max(0, ...counts) };
}

// EXTERNAL MODULE: ./src/github/client.ts
var github_client = __webpack_require__(96584);
;// CONCATENATED MODULE: ./src/github/notices/required-status.ts
// Whether the default branch requires the status cip-sync/policy: its rulesets' required status
// checks, then (only when no ruleset requires it) classic branch protection's, each read with the
// run's own token; judged in core/review/required-policy-status.ts. Never throws: what could not be
// read is a fact the judgement names, so that a run is never failed for it and never told "protected".


/** `defaultBranch`: as the event names it; undefined: asked of GitHub (`GET /repos/{owner}/{repo}`). */
async function readRequiredStatusFacts(client, repository, defaultBranch) {
    const name = `${repository.owner}/${repository.repo}`;
    let branch = defaultBranch;
    if (branch === undefined) {
        try {
            branch = (await client.rest.repos.get({ ...repository })).data.default_branch;
        }
        catch (error) {
            return {
                kind: "no-branch",
                repository: name,
                why: `GitHub did not name it (GET /repos/${name}: ${(0,branch_rules/* answerOf */.ut)(error)})`,
            };
        }
    }
    const rules = await (0,branch_rules/* readBranchRules */.CE)(client, repository, branch);
    const facts = {
        kind: "branch",
        repository: name,
        branch,
        rulesets: rules.kind === "read" ? { kind: "read", value: statusRules(rules.value) } : rules,
        classic: undefined,
    };
    // An administration read a workflow's token is refused: asked only when it can change the answer.
    if (judgePolicyStatusRequirement(facts).kind === "required")
        return facts;
    const classic = await (0,branch_rules/* readClassicProtection */.i_)(client, repository, branch);
    if (classic.kind !== "read")
        return { ...facts, classic };
    const checks = classic.value.required_status_checks;
    const contexts = [
        ...(checks?.contexts ?? []),
        ...(checks?.checks ?? []).map((check) => check.context),
    ];
    return { ...facts, classic: { kind: "read", value: { contexts } } };
}
/** The rules of type required_status_checks, each with its ruleset and contexts. */
function statusRules(rules) {
    return rules
        .filter((rule) => rule.type === "required_status_checks")
        .map((rule) => ({
        rulesetId: rule.ruleset_id,
        source: rule.ruleset_source,
        contexts: (rule.parameters?.required_status_checks ?? []).map((check) => check.context),
    }));
}

// EXTERNAL MODULE: ./src/core/evidence/chain/writer-declaration.ts + 1 modules
var writer_declaration = __webpack_require__(13754);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-boundary.ts
var writer_boundary = __webpack_require__(72255);
// EXTERNAL MODULE: ./src/github/files/files-at-commit.ts
var files_at_commit = __webpack_require__(77112);
// EXTERNAL MODULE: ./src/github/ledger/evidence-ledger.ts + 1 modules
var evidence_ledger = __webpack_require__(86975);
;// CONCATENATED MODULE: ./src/github/ledger/ledger-declarations.ts
// cip-ledger.yaml read through GitHub: at the commit a run judges from (what binds the writer, and
// what doctor checks on the default branch), and at the commits in force before each record of
// the ledger, whose keys check that record (core/evidence/chain/keys-in-force.ts).



/**
 * cip-ledger.yaml at `revision` (a commit, or a branch: doctor reads the default branch's head),
 * parsed, with each problem at file:line:column; undefined when there is none.
 */
async function readDeclarationAt(client, repository, revision) {
    const [file] = await (0,files_at_commit/* readFilesAtCommit */.QV)(client, repository, revision, [writer_declaration/* LEDGER_DECLARATION_FILE */.QS]);
    return file === undefined
        ? undefined
        : (0,writer_declaration/* parseLedgerDeclaration */.vg)(file.text, writer_declaration/* LEDGER_DECLARATION_FILE */.QS);
}
/**
 * cip-ledger.yaml at `commit`, parsed; undefined when there is none; a string saying what is wrong
 * with it (file:line:column) when it cannot bind anything, which refuses the reading.
 */
async function readDeclaration(client, repository, commit) {
    const parsed = await readDeclarationAt(client, repository, commit);
    if (parsed === undefined)
        return undefined;
    return parsed.ok ? parsed.declaration : unreadable(commit, parsed.problems);
}
/**
 * cip-ledger.yaml at commits, each read once per run (the anchor's is the one read already), the
 * commits not yet read in one query per hundred: the keys that check each record with the
 * declaration in force before it (core/evidence/chain/keys-in-force.ts), and the declaration in
 * force that the anchor's is compared with.
 */
class DeclarationsAtCommits {
    /** Per commit: its declaration, undefined for none, or why it cannot be read. */
    #read = new Map();
    client;
    repository;
    constructor(client, repository, known) {
        this.client = client;
        this.repository = repository;
        this.#read.set(known.commit, known.declaration);
    }
    /**
     * The declaration at `commit`; undefined when there is none; a string saying what is wrong with
     * it (file:line:column) when it cannot bind anything.
     */
    async at(commit) {
        await this.#readMissing([commit]);
        return this.#read.get(commit);
    }
    /** The keys at each of `commits`; a declaration that cannot be read fails the reading closed. */
    keysAt = async (commits) => {
        await this.#readMissing(commits);
        return new Map(commits.map((commit) => {
            const declaration = this.#read.get(commit);
            if (typeof declaration === "string")
                throw new EvidenceLedgerError(`${LEDGER_DECLARATION_FILE} at commit ${commit} is in force before a record of the ledger, but cannot be read, so that record cannot be checked: ${declaration}`);
            return [commit, declaration?.keys];
        }));
    };
    async #readMissing(commits) {
        const missing = [...new Set(commits)].filter((commit) => !this.#read.has(commit));
        const { client, repository } = this;
        const files = await readFileAtCommits(client, repository, LEDGER_DECLARATION_FILE, missing);
        missing.forEach((commit, index) => {
            const file = files[index];
            this.#read.set(commit, file === undefined ? undefined : declarationOf(file.text, commit));
        });
    }
}
/** The declaration in `text`, read at `commit`, or what is wrong with it. */
function declarationOf(text, commit) {
    const parsed = parseLedgerDeclaration(text, LEDGER_DECLARATION_FILE);
    return parsed.ok ? parsed.declaration : unreadable(commit, parsed.problems);
}
function unreadable(commit, problems) {
    return `${LEDGER_DECLARATION_FILE} at commit ${commit} declares the ledger's writer, but it cannot be read, so nothing is judged from the ledger: ${problems.join("; ")}; fix it in a reviewed change`;
}

// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 1 modules
var inventory_files = __webpack_require__(9361);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/github/files/tree-at-commit.ts
// The files under some paths at one commit, listed through GraphQL tree entries, level by level:
// one query per FILES_PER_QUERY directories of a level (a directory's `entries` with their git
// modes, as files-at-commit.ts reads them), so an inventory folder two levels deep costs two
// queries whatever the number of its files. GitHub lists a tree's entries whole (it flags no
// truncation there, unlike the REST git trees API), so nothing is guessed. Anything it cannot list
// fails the listing closed: the owner policy must not judge a base missing documents. Symbolic
// links are listed apart: the caller reads those that name a file it wants (files-at-commit.ts
// follows them) and refuses the others, whose target may be a folder the checkout follows.





/** git's modes of a folder, a symbolic link and a submodule (a commit of another repository). */
const TREE_MODE = 0o40000;
const SYMLINK_MODE = 0o120000;
const SUBMODULE_MODE = 0o160000;
/** A listing that could not be made whole; the message says where, why and what to do. */
class TreeListingError extends Error {
    name = "TreeListingError";
}
/** A symbolic link the listing cannot follow: no retry helps, only replacing the link. */
class tree_at_commit_SymbolicLinkError extends TreeListingError {
    name = "SymbolicLinkError";
}
/** A symbolic link above a root. */
class LinkAboveRootError extends tree_at_commit_SymbolicLinkError {
    name = "LinkAboveRootError";
}
/** Each folder's entries, and each folder's parent's (to tell a link to it by its mode). */
function treesQuery(count, parents) {
    const { variables, fields } = (0,files_at_commit/* objectsQueryParts */.vX)([
        { alias: "d", variable: "d", count, selection: `__typename ${files_at_commit/* TREE_ENTRIES */.cK}` },
        { alias: "p", variable: "p", count: parents, selection: files_at_commit/* TREE_ENTRIES */.cK },
    ]);
    return `query TreesAtCommit($owner: String!, $repo: String!, ${variables}) {
  repository(owner: $owner, name: $repo) {
    ${fields}
  }
}`;
}
const shown = (path) => (path === "" ? "the repository's root" : path);
function cannotList(path, sha, why, cause) {
    return new TreeListingError(`cannot list ${shown(path)} at commit ${sha}: ${why}`, { cause });
}
const parentOf = (path) => (external_node_path_.posix.dirname(path) === "." ? "" : external_node_path_.posix.dirname(path));
/** The folders above `path`, nearest the repository's root first ("" itself included). */
function ancestorsOf(path) {
    if (path === "")
        return [];
    const parent = parentOf(path);
    return [...ancestorsOf(parent), parent];
}
/**
 * One level: each folder's answer (null: nothing at that path), with the git mode of each under
 * its parent's entries when `withModes` (the roots: a root that is a symbolic link answers as a
 * blob, and only its parent's entries tell). A symbolic link at any level above a root fails the
 * listing: GitHub answers nothing under it, which would read as no files at all, while the
 * checkout follows it to the folder it names.
 */
async function listLevel(client, repository, sha, folders, withModes) {
    const parents = withModes ? [...new Set(folders.flatMap(ancestorsOf))] : [];
    const variables = { owner: repository.owner, repo: repository.repo };
    folders.forEach((folder, index) => (variables[`d${index}`] = `${sha}:${folder}`));
    parents.forEach((parent, index) => (variables[`p${index}`] = `${sha}:${parent}`));
    let answer;
    try {
        answer = await client.graphql(treesQuery(folders.length, parents.length), variables);
    }
    catch (error) {
        const [first = "", ...more] = folders;
        const what = (0,files_at_commit/* itemOfError */.Ho)(error, "d", folders) ??
            (more.length === 0 ? first : `${shown(first)} (and ${more.length} more folders)`);
        throw cannotList(what, sha, (0,errors/* errorMessage */.g)(error), error);
    }
    const found = answer.repository ?? {};
    const modeOf = (path) => path === ""
        ? undefined
        : found[`p${parents.indexOf(parentOf(path))}`]?.entries?.find((entry) => entry.name === external_node_path_.posix.basename(path))?.mode;
    return folders.map((folder, index) => {
        const node = found[`d${index}`];
        if (node === undefined)
            throw cannotList(folder, sha, "GitHub's answer does not include it");
        const link = withModes
            ? ancestorsOf(folder).find((above) => modeOf(above) === SYMLINK_MODE)
            : undefined;
        if (link !== undefined)
            throw new LinkAboveRootError(`cannot list ${folder} at commit ${sha}: ${link}, a folder above it, is a symbolic link, which the checkout follows to another folder and the listing cannot: replace the link with the folder it points to`);
        return { node, mode: modeOf(folder) };
    });
}
/**
 * Every file at commit `sha` under each of `roots` (paths from the repository's root, "" the root
 * itself), at any depth, sorted: a root that is a file is itself, one that does not exist there is
 * nothing. Submodules are skipped, as a checkout without them has none of their files. Throws a
 * TreeListingError for anything it cannot list.
 */
async function tree_at_commit_listFilesAtCommit(client, repository, sha, roots) {
    const files = new Set();
    const links = new Set();
    let level = [...new Set(roots)];
    for (let depth = 0; level.length > 0; depth++) {
        const next = [];
        for (let start = 0; start < level.length; start += files_at_commit/* FILES_PER_QUERY */.hH) {
            const folders = level.slice(start, start + files_at_commit/* FILES_PER_QUERY */.hH);
            const nodes = await listLevel(client, repository, sha, folders, depth === 0);
            nodes.forEach(({ node, mode: rootMode }, index) => {
                // listLevel answers one node per folder asked, in order.
                const folder = (0,collections/* itemOrThrow */.Tp)(folders, index, "the folders asked");
                if (node === null)
                    return;
                if (node.__typename === "Blob" && depth === 0)
                    return void (rootMode === SYMLINK_MODE ? links : files).add(folder);
                if (node.__typename !== "Tree" || node.entries === undefined)
                    throw cannotList(folder, sha, `it is a ${node.__typename ?? "thing"} GitHub cannot list`);
                for (const { name, mode } of node.entries) {
                    const path = folder === "" ? name : external_node_path_.posix.join(folder, name);
                    if (mode === TREE_MODE)
                        next.push(path);
                    else if (mode === SYMLINK_MODE)
                        links.add(path);
                    else if (mode !== SUBMODULE_MODE)
                        files.add(path);
                }
            });
        }
        level = next;
    }
    const sorted = (paths) => [...paths].sort(names/* compareCodePoints */.OP);
    return { files: sorted(files), links: sorted(links) };
}

;// CONCATENATED MODULE: ./src/github/files/documents-at-commit.ts




/**
 * The inventory files `sha` has under the patterns' roots that the patterns match. Throws a
 * SymbolicLinkError when they cannot all be listed for a link: one at any level above a root
 * (LinkAboveRootError), or one under the patterns other than a document they name, which may be a
 * folder the checkout reads and no listing follows; a TreeListingError when GitHub cannot answer.
 */
async function listDocumentsAtCommit(client, repository, sha, wanted) {
    const listed = await listFilesAtCommit(client, repository, sha, wanted.roots);
    // A link named as a document is read (files-at-commit.ts follows it to its file).
    const link = listed.links.find((path) => !wanted.matches(path) || !isInventoryFileName(path));
    if (link !== undefined)
        throw new SymbolicLinkError(`cannot list ${link} at commit ${sha}: it is a symbolic link under the inventory patterns, which may point to a folder the checkout reads and the listing cannot follow: replace the link with the folder or file it points to`);
    return [...listed.files, ...listed.links].filter((path) => wanted.matches(path));
}
/** Each inventory file at `sha` that exists there; throws when GitHub cannot list or read them. */
async function readDocumentsAtCommit(client, repository, sha, wanted) {
    const under = await listDocumentsAtCommit(client, repository, sha, wanted);
    const paths = [...new Set([...wanted.paths, ...under])].sort(compareCodePoints);
    const read = await readFilesAtCommit(client, repository, sha, paths);
    return paths.flatMap((path, index) => {
        const file = read[index];
        return file === undefined ? [] : [{ path, text: file.text }];
    });
}
/**
 * Every file at `sha` under each of `roots` and its text; throws when GitHub cannot list or read
 * them, and for a symbolic link there, which the listing cannot follow.
 */
async function readFilesUnder(client, repository, sha, roots) {
    const { files, links } = await tree_at_commit_listFilesAtCommit(client, repository, sha, roots);
    const [link] = links;
    if (link !== undefined)
        throw new tree_at_commit_SymbolicLinkError(`cannot read ${link} at commit ${sha}: it is a symbolic link, which the listing cannot follow: replace it with the file it points to`);
    const read = await (0,files_at_commit/* readFilesAtCommit */.QV)(client, repository, sha, files);
    return files.flatMap((path, index) => {
        const file = read[index];
        return file === undefined ? [] : [{ path, text: file.text }];
    });
}

;// CONCATENATED MODULE: ./src/github/ledger/writer-environment.ts



/** Where GitHub keeps a repository's workflows. */
const WORKFLOWS = ".github/workflows";
/** The rules on the evidence branch whose bypass matters: deleting it, rewinding it. */
const GUARDING_RULES = new Set(["deletion", "non_fast_forward"]);
async function readBoundaryFacts(client, repository, where) {
    const { environment, defaultBranch, evidenceBranch } = where;
    return {
        environment,
        defaultBranch,
        evidenceBranch,
        policy: await readEnvironmentPolicy(client, repository, environment),
        workflows: await readWorkflows(client, repository, defaultBranch),
        rulesets: await readProtectingRulesets(client, repository, evidenceBranch),
    };
}
async function readEnvironmentPolicy(client, repository, environment) {
    const route = { ...repository, environment_name: environment };
    let policy;
    try {
        ({
            data: { deployment_branch_policy: policy },
        } = await client.request("GET /repos/{owner}/{repo}/environments/{environment_name}", route));
    }
    catch (error) {
        return (0,github_client/* requestStatus */.G2)(error) === 404
            ? { kind: "absent" }
            : { kind: "unreadable", why: (0,branch_rules/* answerOf */.ut)(error) };
    }
    if (policy === null || policy === undefined)
        return { kind: "unrestricted" };
    if (policy.custom_branch_policies !== true)
        return { kind: "protected-branches" };
    try {
        // Octokit's paginate takes the list out of GitHub's { total_count, branch_policies }.
        const policies = await client.paginate("GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies", { ...route, per_page: 100 });
        return {
            kind: "custom",
            policies: policies.map(({ name, type }) => ({
                name: name ?? "",
                type: type === "tag" ? "tag" : "branch",
            })),
        };
    }
    catch (error) {
        return { kind: "custom", policies: { unreadable: (0,branch_rules/* answerOf */.ut)(error) } };
    }
}
async function readWorkflows(client, repository, branch) {
    try {
        const files = await readFilesUnder(client, repository, branch, [WORKFLOWS]);
        return files.filter(({ path }) => /\.ya?ml$/.test(path));
    }
    catch (error) {
        return { unreadable: (0,branch_rules/* answerOf */.ut)(error) };
    }
}
async function readProtectingRulesets(client, repository, branch) {
    const rules = await (0,branch_rules/* readBranchRules */.CE)(client, repository, branch);
    if (rules.kind === "unreadable")
        return { unreadable: rules.why };
    const ids = new Set((rules.kind === "read" ? rules.value : [])
        .filter(({ type }) => GUARDING_RULES.has(type))
        .map(({ ruleset_id }) => ruleset_id));
    const rulesets = [];
    for (const id of ids) {
        if (id === undefined) {
            rulesets.push({ id: 0, bypass: { unreadable: "GitHub named no ruleset for the rule" } });
            continue;
        }
        rulesets.push({ id, bypass: await readBypass(client, repository, id) });
    }
    return rulesets;
}
async function readBypass(client, repository, id) {
    try {
        const { data } = await client.request("GET /repos/{owner}/{repo}/rulesets/{ruleset_id}", {
            ...repository,
            ruleset_id: id,
        });
        if (data.bypass_actors === undefined)
            return "hidden";
        return data.bypass_actors.map(({ actor_type, actor_id }) => ({
            actorType: actor_type,
            actorId: actor_id ?? null,
        }));
    }
    catch (error) {
        return { unreadable: (0,branch_rules/* answerOf */.ut)(error) };
    }
}

;// CONCATENATED MODULE: ./src/cli/service/doctor-github.ts














const SKIPPED = {
    name: "policy status",
    outcome: "skipped",
    detail: "no GitHub repository and token given: whether the default branch requires cip-sync/policy was not checked",
    fix: "set GITHUB_TOKEN to a token that may read the repository (classic branch protection also needs Administration: read) and give --repo OWNER/REPO (or set GITHUB_REPOSITORY)",
};
/** Each check of the repository, skipped: no repository and token were given. */
const SKIPPED_CHECKS = [
    SKIPPED,
    {
        ...SKIPPED,
        name: "ledger",
        detail: "no GitHub repository and token given: whether the evidence branch is protected was not checked",
    },
    {
        ...SKIPPED,
        name: "approvals",
        detail: "no GitHub repository and token given: whether a ruleset requires an approval was not checked",
    },
    {
        ...SKIPPED,
        name: "writer",
        detail: "no GitHub repository and token given: whether cip-ledger.yaml binds the ledger's writer, and whether its key's environment allows the default branch alone, was not checked",
    },
];
/**
 * How long doctor keeps at a GitHub that does not answer: one retry a second after a failure, and
 * 12 s for all of its requests, so that it says so within 15 s (Octokit's defaults, three retries
 * 1, 4 and 9 s apart for each request, took 53 s).
 */
const DOCTOR_GITHUB_BUDGET = { retries: 1, retryWaitMs: 1_000, deadlineMs: 12_000 };
/**
 * The repository's default branch, asked first: a GitHub that cannot be reached (no answer, a
 * server error, the deadline passed), that refuses the token, or that answers 404 for the
 * repository (not there, or not visible to the token) stops every check there, each saying why,
 * instead of each request failing alike. Another refusal is the checks' own to say: the branch is
 * then undefined.
 */
async function reachRepository(client, repository, apiUrl, deadline) {
    const request = `GET /repos/${repository.owner}/${repository.repo}`;
    try {
        return {
            kind: "reached",
            branch: (await client.rest.repos.get({ ...repository })).data.default_branch,
        };
    }
    catch (error) {
        const status = (0,github_client/* requestStatus */.G2)(error);
        if (status === 404)
            return {
                kind: "not-reached",
                detail: `GitHub answered 404 for ${request}: not found or not visible to this token; ${NOT_CHECKED}`,
                fix: "check the name given to --repo OWNER/REPO (or GITHUB_REPOSITORY); if it is right, give GITHUB_TOKEN read access to that repository (a fine-grained token lists it under Repository access; a GitHub App must be installed on it), then run cip-sync doctor again",
            };
        if (status === 401)
            return {
                kind: "not-reached",
                detail: `GitHub refused the token in GITHUB_TOKEN (${request}: ${(0,branch_rules/* answerOf */.ut)(error)}): ${NOT_CHECKED}`,
                fix: "set GITHUB_TOKEN to a token that is valid (not expired or revoked) and may read the repository (a fine-grained token with Metadata: read and Contents: read on it; classic branch protection also needs Administration: read), then run cip-sync doctor again",
            };
        // A request that got no answer (refused, dropped, aborted) is a RequestError without one.
        const answered = typeof error === "object" &&
            error !== null &&
            "response" in error &&
            error.response !== undefined;
        if (answered && (status === undefined || status < 500))
            return { kind: "reached", branch: undefined };
        const why = deadline.aborted
            ? `no answer within ${DOCTOR_GITHUB_BUDGET.deadlineMs / 1000} s`
            : answered
                ? (0,branch_rules/* answerOf */.ut)(error)
                : (0,errors/* errorMessage */.g)(error);
        return {
            kind: "not-reached",
            detail: `GitHub could not be reached at ${apiUrl} (${request}: ${why}): ${NOT_CHECKED}`,
            fix: "check that this machine reaches GitHub's API at that address (through a proxy: HTTPS_PROXY and NO_PROXY; GitHub Enterprise Server: GITHUB_API_URL=https://HOST/api/v3), then run cip-sync doctor again",
        };
    }
}
const NOT_CHECKED = "none of the repository's checks was made";
/**
 * The controls the gate relies on outside cip-sync: the status required, the evidence branch
 * protected, an approval required; each ok, or deviates (exit 2) with what to do; all skipped
 * without a repository and token.
 */
async function gitHubChecks(github, ledgerEnvironment, io) {
    if (github === undefined)
        return SKIPPED_CHECKS;
    const log = {
        debug: () => { },
        warning: (line) => io.stderr(`warning: ${(0,text_redact/* redactSecrets */.fp)(line, [github.token])}\n`),
        error: (line) => io.stderr(`error: ${(0,text_redact/* redactSecrets */.fp)(line, [github.token])}\n`),
    };
    const { retries, retryWaitMs, deadlineMs } = DOCTOR_GITHUB_BUDGET;
    const deadline = AbortSignal.timeout(deadlineMs);
    const client = (0,github_client/* createGitHubClient */.LX)(github.token, github.apiUrl, log, (0,network_proxy/* proxyForUrl */.th)(io.env, github.apiUrl), { retries, retryWaitMs, signal: deadline });
    const repository = { owner: github.owner, repo: github.repo };
    const named = (text) => (0,text_redact/* redactSecrets */.fp)(`${github.owner}/${github.repo}: ${text}`, [github.token]);
    const reached = await reachRepository(client, repository, github.apiUrl, deadline);
    if (reached.kind === "not-reached")
        return SKIPPED_CHECKS.map(({ name }) => ({
            name,
            outcome: "failed",
            detail: named(reached.detail),
            fix: reached.fix,
        }));
    const facts = await readRequiredStatusFacts(client, repository, reached.branch);
    const requirement = judgePolicyStatusRequirement(facts);
    const ledger = judgeLedgerProtection(evidence_record/* DEFAULT_EVIDENCE_BRANCH */.hN, await readRuleTypes(client, repository, evidence_record/* DEFAULT_EVIDENCE_BRANCH */.hN));
    const branch = facts.kind === "branch" ? facts.branch : undefined;
    // The workflow's min-approvals is not known here: only a ruleset's requirement is judged.
    const approvals = branch === undefined
        ? { kind: "unknown", text: "the default branch could not be named" }
        : judgeApprovalsRequired(branch, "not read", await readRequiredApprovals(client, repository, branch));
    const writer = branch === undefined
        ? { outcome: "deviates", detail: "the default branch could not be named" }
        : await writerCheck(client, repository, branch, ledgerEnvironment);
    return [
        {
            name: "policy status",
            outcome: requirement.kind === "required" ? "ok" : "deviates",
            detail: named(requirement.text),
        },
        {
            name: "ledger",
            outcome: ledger.kind === "ok" ? "ok" : "deviates",
            detail: named(ledger.text),
        },
        {
            name: "approvals",
            outcome: approvals.kind === "ok" ? "ok" : "deviates",
            detail: named(approvals.text),
        },
        { name: "writer", ...writer, detail: named(writer.detail) },
    ];
}
const SEVERITY = { ok: 0, deviates: 1, failed: 2 };
/**
 * The check `writer`: cip-ledger.yaml on the default branch `branch` declares the writer, and the
 * environment that holds its key gives it to jobs of `branch` alone, the workflows that name it
 * listed, the evidence branch's protection bypassed by nobody. The worse of the two outcomes.
 */
async function writerCheck(client, repository, branch, environment) {
    const [binding, boundary] = await Promise.all([
        settled(async () => (0,writer_declaration/* judgeWriterBinding */.IJ)(branch, await readDeclarationAt(client, repository, branch))),
        settled(async () => (0,writer_boundary/* judgeWriterBoundary */.Rw)(await readBoundaryFacts(client, repository, {
            environment,
            defaultBranch: branch,
            evidenceBranch: evidence_record/* DEFAULT_EVIDENCE_BRANCH */.hN,
        }))),
    ]);
    const fixes = [binding.fix, boundary.fix].filter((fix) => fix !== undefined);
    return {
        outcome: SEVERITY[boundary.outcome] > SEVERITY[binding.outcome] ? boundary.outcome : binding.outcome,
        detail: `${binding.detail}; ${boundary.detail}`,
        ...(fixes.length === 0 ? {} : { fix: fixes.join("; ") }),
    };
}
/**
 * A part of a check whose reading of GitHub threw (a GraphQL call GitHub answered with an error,
 * say): failed, saying what GitHub answered, so that the other checks are still made and reported.
 */
async function settled(judge) {
    try {
        return await judge();
    }
    catch (error) {
        return {
            outcome: "failed",
            // On one line: GitHub's list of GraphQL errors comes a line each.
            detail: `a request to GitHub failed (${(0,errors/* errorMessage */.g)(error).replace(/\s*\n\s*/g, " ")})`,
            fix: "run cip-sync doctor again; if GitHub keeps failing there, see its status page (GitHub Enterprise Server: that GITHUB_API_URL is https://HOST/api/v3, whose GraphQL API is https://HOST/api/graphql)",
        };
    }
}

// EXTERNAL MODULE: ./src/render/formats.ts + 19 modules
var formats = __webpack_require__(58427);
// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(62823);
;// CONCATENATED MODULE: ./src/cli/service/doctor-command.ts
// `cip-sync doctor`: checks the way to the service and what it answers, read-only, and says what to
// fix first; then, given a GitHub repository and token, that its default branch requires
// cip-sync/policy (doctor-github.ts). The probes are in io/service/doctor-probe.ts, the judgement
// of the lists and the exit code in core/inventory/baselines/service-deviations.ts, the output in
// render/doctor.ts; this module only runs them.





async function runDoctor(settings, io) {
    const probe = await probeService(settings.connection);
    const findings = (0,service_deviations/* analyzeLists */.u2)(probe.lists);
    // The repository's rules are checked whatever the service answered: they are a check of their own.
    const checks = [
        ...probe.checks,
        ...(await gitHubChecks(settings.github, settings.ledgerEnvironment, io)),
    ];
    const exitCode = (0,service_deviations/* doctorExitCode */.TS)(checks, findings);
    const render = formats/* DOCTOR_RENDERERS */.Vg[settings.format];
    io.stdout(render({ exitCode, checks, findings }, { color: false, toolVersion: tool_version/* TOOL_VERSION */.wr }));
    return exitCode;
}


/***/ }),

/***/ 77568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isLoopback)
/* harmony export */ });
// Whether plain http:// may reach a host: only this machine (127.0.0.0/8, ::1, localhost). Pure, so
// that a settings file that says http:// to another machine is refused where it says it, before
// anything is read over it; io/ applies the same rule to every connection it opens.
const OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const LOOPBACK_V4 = new RegExp(`^127\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);
/** `hostname` as a WHATWG URL gives it (an IPv6 address in brackets). */
function isLoopback(hostname) {
    return hostname === "localhost" || hostname === "[::1]" || LOOPBACK_V4.test(hostname);
}


/***/ })

};
