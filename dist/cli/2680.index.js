export const id = 2680;
export const ids = [2680];
export const modules = {

/***/ 6867:
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
        const failure = (0,transport_errors/* describeTransportFailure */.T)(withDefaults.error, baseUrl.host, undefined);
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
const HOW_TO_PROTECT = 'add a ruleset targeting it (Settings > Rules > Rulesets) with "Restrict deletions" and "Block force pushes", and "Restrict updates" with the workflow\'s app (GitHub Actions) as the only bypass actor';
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

// EXTERNAL MODULE: ./src/core/evidence/chain/writer-declaration.ts
var writer_declaration = __webpack_require__(82837);
// EXTERNAL MODULE: ./src/core/evidence/chain/ledger-authority.ts
var ledger_authority = __webpack_require__(43930);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-proof.ts
var writer_proof = __webpack_require__(42535);
// EXTERNAL MODULE: ./src/core/checkpoint/ledger-checkpoint.ts
var ledger_checkpoint = __webpack_require__(72288);
// EXTERNAL MODULE: ./src/github/files/files-at-commit.ts
var files_at_commit = __webpack_require__(77112);
// EXTERNAL MODULE: ./src/github/ledger/evidence-ledger.ts + 1 modules
var evidence_ledger = __webpack_require__(86975);
// EXTERNAL MODULE: ./src/core/evidence/chain/chain-check.ts
var chain_check = __webpack_require__(75535);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts
var evidence_chain = __webpack_require__(57630);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-schema.ts + 2 modules
var evidence_schema = __webpack_require__(24612);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/github/ledger/evidence-protection.ts
var evidence_protection = __webpack_require__(33422);
// EXTERNAL MODULE: ./src/github/ledger/ledger-tree.ts
var ledger_tree = __webpack_require__(91529);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/checkpoint-reference.ts
var checkpoint_reference = __webpack_require__(11645);
;// CONCATENATED MODULE: ./src/github/ledger/ledger-since-checkpoint.ts
// A workspace's records from its last checkpoint on, for the routine runs (the drift check's
// obligations): the checkpoint kept beside a drift check's record (core/evidence/records/
// checkpoint-reference.ts), that record and every one after it, and the branch's commits after
// the checkpoint's commit only, through GitHub's compare of that commit with the head, which also
// proves the checkpoint is on the branch's line. What a run reads is so bounded by what is new,
// not by the ledger's age. The records are chain-checked from the checkpoint's record on, the
// commits judged as `evidence verify --remote` judges them, with the writer the checkpoint names;
// the auditor's `evidence verify` walks every record and recomputes every checkpoint. A ledger
// without a checkpoint is read whole (readWorkspaceRecords).











const COMPARE_PAGE = 100;
/**
 * The workspace's last checkpoint and the records from its record on; `checkpoint` undefined and
 * `records` empty when the workspace has no checkpoint (the caller then reads the ledger whole).
 * The commits since are judged with `writer`, the login the run's token writes the ledger as, and
 * the records with its keys (the signature beside each record), where cip-ledger.yaml declares them.
 */
async function ledger_since_checkpoint_readSinceCheckpoint(client, target, workspace, writer, branchHead) {
    const none = { checkpoint: undefined, records: [], recordBytes: 0 };
    const head = branchHead ?? (await readBranch(client, target));
    if (head === undefined)
        return none;
    // The newest years, back to the one that holds the last checkpoint: never the whole tree.
    const isCheckpoint = ({ path }) => path.endsWith(CHECKPOINT_SUFFIX);
    const { files, whole } = await newestWorkspaceFiles(client, target, head.tree, workspace, (read) => read.some(isCheckpoint));
    const checkpointFile = files.findLast(isCheckpoint);
    if (checkpointFile === undefined)
        return { ...none, files };
    const carrierPath = checkpointFile.path.slice(0, -CHECKPOINT_SUFFIX.length);
    const paths = files
        .filter(({ path }) => isRecordPathOf(path, workspace) && path >= carrierPath)
        .map(({ path }) => path);
    const text = (await readBlob(client, target, checkpointFile.sha)).toString("utf8");
    await checkCommitsSince(client, target, { carrierPath, head: head.commit, writer: writer.login });
    const { texts, signatures } = await ledger_since_checkpoint_readRecordTexts(client, target, {
        commit: head.commit,
        paths,
        files,
    });
    const read = paths.map((path, index) => {
        const recordText = texts[index];
        if (recordText === undefined)
            throw new EvidenceLedgerError(`${path} is listed on ${target.branch} but could not be read`);
        return { path, bytes: Buffer.from(recordText) };
    });
    const carrier = read[0] === undefined ? undefined : parseRecordFile(read[0]);
    const reference = carrier !== undefined && !("message" in carrier) && carrier.kind === "monitoring"
        ? carrier.monitoring.checkpoint
        : undefined;
    if (reference === undefined)
        throw new EvidenceLedgerError(`${checkpointFile.path} is a checkpoint that no record vouches for on ${target.branch}: run 'cip-sync evidence verify' on a checkout of the branch`);
    const bytesProblem = checkpointBytesProblem(Buffer.from(text), reference, checkpointFile.path);
    if (bytesProblem !== undefined)
        throw new EvidenceLedgerError(bytesProblem);
    // A drift check's record puts nothing in force: what it carries is what stood after `through`.
    const inForce = carrier !== undefined && !("message" in carrier) ? (carrier.in_force ?? null) : null;
    const located = checkedChain(workspace, target, { through: reference.through, inForce }, read);
    const records = located.map(({ record, sha256 }) => ({ record, sha256 }));
    // A checkpoint counts only when the bound writer signed the record that vouches for it: another
    // job's checkpoint is never started from, and the ledger is read whole instead (where a record
    // after the writer's signed ones that is not signed is refused).
    if (!carrierSigned(located[0], signatures, writer))
        return { ...none, files };
    ledger_since_checkpoint_checkWriterProof(located, signatures, writer, { workspace, branch: target.branch });
    // The workspace's chain head at the commit read: the run's own append need not read it again.
    const [first] = records;
    const [last, lastRead] = [records.at(-1), read.at(-1)];
    if (first === undefined || last === undefined || lastRead === undefined)
        throw new EvidenceLedgerError(`${checkpointFile.path}: no record of ${target.branch} from the checkpoint's record on`);
    const chainHead = { record: last.record, bytes: lastRead.bytes };
    const hint = { commit: head.commit, chain: { workspace, head: chainHead } };
    // Every year listed: a reader of the whole ledger (the genesis read) need not list again.
    const recordBytes = read.reduce((sum, { bytes }) => sum + bytes.length, 0);
    const checkpoint = { text, record: first };
    return { checkpoint, records, recordBytes, hint, ...(whole ? { files } : {}) };
}
/**
 * readSinceCheckpoint for one run, whose readers (the drift check's obligations, then the
 * authority before its record) read the same branch head: the reading of a commit is kept, and a
 * second reader of that commit reads only the branch's head again. A commit's content cannot
 * change, and the reading is keyed by the writer its commits were judged with; a failed reading
 * is not kept, so a reader after it tries again.
 */
function sinceCheckpointReader(client) {
    let kept;
    return async (target, workspace, writer, branchHead) => {
        const head = branchHead ?? (await readBranch(client, target));
        if (head === undefined)
            return { checkpoint: undefined, records: [], recordBytes: 0 };
        const keys = writer.keys?.map(keyFingerprint);
        const key = JSON.stringify([target, workspace, writer.login, keys, head.commit]);
        if (kept?.key !== key) {
            const reading = ledger_since_checkpoint_readSinceCheckpoint(client, target, workspace, writer, head);
            kept = { key, reading };
            reading.catch(() => {
                if (kept?.reading === reading)
                    kept = undefined;
            });
        }
        return kept.reading;
    };
}
/**
 * The commits from the one that added the checkpoint's record to the head: one line, each by the
 * writer and verified by GitHub; the compare proves that commit is on the head's line.
 */
async function checkCommitsSince(client, target, since) {
    const repository = { owner: target.owner, repo: target.repo };
    const { data: added } = await client.rest.repos.listCommits({
        ...repository,
        sha: since.head,
        path: since.carrierPath,
        per_page: 1,
    });
    const [commit] = added;
    if (commit === undefined)
        throw new EvidenceLedgerError(`no commit of ${target.branch} adds ${since.carrierPath}, the checkpoint's record`);
    const commits = [ledgerCommitFact(commit)];
    for (let page = 1;; page += 1) {
        const { data } = await client.rest.repos.compareCommitsWithBasehead({
            ...repository,
            basehead: `${commit.sha}...${since.head}`,
            per_page: COMPARE_PAGE,
            page,
        });
        if (data.status !== "ahead" && data.status !== "identical")
            throw new EvidenceLedgerError(`the checkpoint's commit ${commit.sha} is not on the line of ${target.branch}'s head (GitHub compares them as ${data.status}): the branch was rewritten; run 'cip-sync evidence verify --remote'`);
        commits.push(...data.commits.map(ledgerCommitFact));
        if (commits.length - 1 >= data.total_commits || data.commits.length < COMPARE_PAGE)
            break;
    }
    const problems = commitProblems({ branch: target.branch, commits }, since.writer);
    if (problems.length > 0)
        throw new EvidenceLedgerError(`the evidence branch ${target.branch} has ${problems.length} problem(s) since its last checkpoint that 'cip-sync evidence verify --remote' refuses, so nothing is judged from it: ${problems.join("; ")}`);
}
/**
 * The texts of the records at `paths` on `commit` (undefined where one could not be read), and of
 * the signature files beside them that the listing `files` shows, by the path of the record each
 * signs: one query for both.
 */
async function ledger_since_checkpoint_readRecordTexts(client, target, at) {
    const listed = new Set(at.files.map(({ path }) => path));
    const signed = at.paths
        .map((path) => `${path}${SIGNATURE_SUFFIX}`)
        .filter((path) => listed.has(path));
    const read = await readFilesAtCommit(client, { owner: target.owner, repo: target.repo }, at.commit, [...at.paths, ...signed]);
    const signatures = new Map();
    signed.forEach((path, index) => {
        const text = read[at.paths.length + index]?.text;
        if (text !== undefined)
            signatures.set(path.slice(0, -SIGNATURE_SUFFIX.length), text);
    });
    return { texts: at.paths.map((_, index) => read[index]?.text), signatures };
}
/** Whether the checkpoint's record is signed by the writer's keys, or no keys bind the writer. */
function carrierSigned(carrier, signatures, writer) {
    if (writer.keys === undefined)
        return true;
    if (carrier === undefined)
        return false;
    const signature = signatures.get(carrier.path);
    return recordSignatureProblem(writer.keys, carrier.sha256, signature) === undefined;
}
/** Fails the read closed when the records are not the bound writer's (writer-proof.ts). */
function ledger_since_checkpoint_checkWriterProof(records, signatures, writer, where) {
    const entries = records.map(({ record, sha256, path }) => ({
        sequence: record.sequence,
        sha256,
        signature: signatures.get(path),
        operator: isCliRecordPath(path),
    }));
    const problem = writerProofProblem(entries, writer.keys, where.workspace);
    if (problem !== undefined)
        throw new EvidenceLedgerError(`the evidence branch ${where.branch}: ${problem}`);
}
/** The records, chain-checked from the checkpoint's record on; a break fails the read closed. */
function checkedChain(workspace, target, from, files) {
    const checker = new LedgerChecker({
        keepRecords: false,
        readsListings: false,
        from: { workspace, ...from },
    });
    const records = files.flatMap((file) => {
        const record = checker.add(file);
        return record === undefined ? [] : [{ record, sha256: sha256Hex(file.bytes), path: file.path }];
    });
    const [first] = checker.result().breaks;
    if (first !== undefined)
        throw new EvidenceLedgerError(`the evidence chain of workspace ${workspace} on branch ${target.branch} is broken since its last checkpoint, so its obligations cannot be judged: ${first.message}. Run 'cip-sync evidence verify' on a checkout of the branch`);
    return records;
}

;// CONCATENATED MODULE: ./src/github/ledger/ledger-records.ts
// A workspace's records on the evidence branch, read whole: the tree's record paths, then their
// texts through GraphQL, a hundred files per query (readFilesAtCommit), not a request per record.
// The branch's commits are judged as `evidence verify --remote` judges them, and the chain as
// `evidence verify` checks a checkout: what is judged from the records
// (the CIP obligations) must not be judged from a record that was edited, removed or reordered,
// so a break is an error (fail closed).











/**
 * The workspace's records in chain order, each with its SHA-256; none when the branch is new. The
 * branch's commits are judged with `writer`, the login the run's token writes the ledger as, and
 * the records with its keys where cip-ledger.yaml declares them.
 */
async function readWorkspaceRecords(client, target, workspace, writer) {
    const head = await readBranch(client, target);
    if (head === undefined)
        return [];
    return (await ledger_records_readWorkspaceChain(client, target, { workspace, writer, head })).records;
}
/**
 * The workspace's records on the branch at `head` (read already), and its chain head's bytes for
 * the run's own append (undefined: the workspace has none).
 */
async function ledger_records_readWorkspaceChain(client, target, read) {
    const { workspace, writer, head } = read;
    // The branch's history as `evidence verify --remote` judges it: no obligation is judged from a
    // ledger it refuses (a commit by someone other than the writer, unverified, a merge).
    const problems = commitProblems({ branch: target.branch, commits: await readLedgerCommits(client, target) }, writer.login);
    if (problems.length > 0) {
        throw new EvidenceLedgerError(`the evidence branch ${target.branch} has ${problems.length} problem(s) that 'cip-sync evidence verify --remote' refuses, so nothing is judged from it: ${problems.join("; ")}`);
    }
    const files = read.files ?? (await workspaceFiles(client, target, head.tree, workspace));
    const paths = recordFilesOf(files, workspace).map(({ path }) => path);
    const { texts, signatures } = await readRecordTexts(client, target, {
        commit: head.commit,
        paths,
        files,
    });
    // The records only: the inventory listings beside them are for the populations, not read here.
    const checker = new LedgerChecker({ keepRecords: false, readsListings: false });
    const records = [];
    let chainHead;
    paths.forEach((path, index) => {
        const text = texts[index];
        if (text === undefined)
            return;
        const file = { path, bytes: Buffer.from(text) };
        checker.add(file);
        const record = parseRecordFile(file);
        if (record.kind === "change" ||
            record.kind === "monitoring" ||
            record.kind === "configuration-monitoring") {
            records.push({ record, sha256: sha256Hex(file.bytes), path });
            chainHead = { record, bytes: file.bytes };
        }
    });
    const [first] = checker.result().breaks;
    if (first !== undefined) {
        throw new EvidenceLedgerError(`the evidence chain of workspace ${workspace} on branch ${target.branch} is broken, so its obligations cannot be judged: ${first.message}. Run 'cip-sync evidence verify' on a checkout of the branch`);
    }
    checkWriterProof(records, signatures, writer, {
        workspace,
        branch: target.branch,
    });
    return { records: records.map(({ record, sha256 }) => ({ record, sha256 })), chainHead };
}
/**
 * The pull request of the workspace's last apply recorded since `since` (an ISO time), when it
 * applied something: what most likely brought a drifted inventory back in sync. Undefined when the
 * branch, or such a record, does not exist.
 */
async function lastApplySince(octokit, target, workspace, since) {
    return guarded(target, "read", async () => {
        const branchHead = await readBranch(octokit, target);
        if (branchHead === undefined)
            return undefined;
        const stamp = fileStamp(since);
        const isSince = ({ path }) => (path.split("/").at(-1) ?? "") >= stamp;
        // Back to the first year that holds a record from before `since`.
        const enough = (records) => !records.every(isSince);
        const changes = (await newestRecordFiles(octokit, target, branchHead.tree, workspace, enough)).filter((file) => file.path.includes("-change-") && isSince(file));
        for (const change of changes.reverse()) {
            // The drift issue's closing comment quotes the pull requests: only from a schema-valid
            // record (http(s) URLs, numbers), never from whatever a file on the branch holds.
            const parsed = evidenceRecordSchema.safeParse(parseJsonOrUndefined((await readBlob(octokit, target, change.sha)).toString("utf8")));
            if (!parsed.success)
                continue;
            const record = parsed.data;
            if (record.kind !== "change")
                continue;
            const { outcome } = record.change;
            if (outcome !== "applied" && outcome !== "partly-applied" && outcome !== "interrupted")
                continue;
            return pullRequestsOf(record.change);
        }
        return undefined;
    });
}
function parseJsonOrUndefined(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/github/ledger/ledger-authority-read.ts
// The one authenticated reading of the evidence ledger that every decision of the Action starts
// from (core/evidence/chain/ledger-authority.ts judges it): the gate's owner policy and baseline
// comparison, the merge's, the merge queue's and the drift check's. First cip-ledger.yaml at the
// commit the run judges from (the reviewed declaration of the writer's keys and of where each
// workspace's ledger is known to stand), then the head the Action last kept, from the commit
// statuses of that commit and its first parents (commit statuses stay with a commit, so deleting
// or force-pushing the evidence branch leaves them; with a declaration only those the writer's
// key signed count, the highest on the nearest commit that has one), then the records: from the
// last checkpoint on (its commits by the writer, verified, on the head's line; the chain checked
// from its record) or whole, each signed where the writer is bound. Last, the declaration must be
// the one in force: a change to it that the gate did not accept binds nothing.








/**
 * How many commits of the default branch, from the run's commit back along first parents, are
 * searched for the kept head: the Action keeps it on every merge it records and every drift check,
 * so a gap this long means pushes that bypassed review, which the drift check reports.
 */
const KEPT_HEAD_WINDOW = 50;
/** Pages of GitHub's commit list read to follow the first parents through the window. */
const COMMIT_PAGES = 3;
/** Pages of one commit's statuses read: GitHub keeps at most 1,000 per commit and context. */
const STATUS_PAGES = 10;
const PER_PAGE = 100;
/**
 * The facts in force for `workspace`, from the ledger read as `login` (the login the run's token
 * writes it as) with the keys cip-ledger.yaml declares at `anchor` (the commit the run judges
 * from: the base, or the default branch's head), and the head kept on `anchor` or its first
 * parents. Without a declaration at `anchor` nothing is read, and the reading is refused, unless
 * `change` (the judged change's own cip-ledger.yaml) binds the writer (judgeUnboundWriter).
 */
async function readLedgerAuthority(client, target, request, readSince = readSinceCheckpoint) {
    const { workspace, login, anchor } = request;
    const repository = { owner: target.owner, repo: target.repo };
    const declared = await readDeclaration(client, repository, anchor);
    if (typeof declared === "string")
        return refusedReading(declared);
    const binding = declared === undefined ? judgeUnboundWriter(request.change) : undefined;
    if (binding !== undefined && "refused" in binding)
        return refusedReading(binding.refused);
    const writer = { login, keys: declared?.keys };
    const search = await readKeptHead(client, repository, {
        branch: target.branch,
        workspace,
        writer,
        anchor,
    });
    const { authority, hint } = await readAndJudge(client, target, {
        workspace,
        writer,
        kept: search.head,
        declaredStart: declared?.starts.get(workspace),
        readSince,
    });
    const notices = [
        ...search.ignored,
        ...(binding === undefined
            ? startNotice(declared, authority, target, workspace)
            : [binding.notice]),
    ];
    const read = { hint, declaration: declared, binding: binding?.binding, notices };
    if (declared === undefined || authority.kind !== "in-force")
        return { authority, ...read };
    const inForce = await declarationInForce(client, repository, declared, {
        anchor,
        inForce: authority.inForce.commit,
    });
    return { authority: inForce ?? authority, ...read };
}
function refusedReading(why) {
    const authority = { kind: "refused", why };
    return { authority, hint: undefined, declaration: undefined, binding: undefined, notices: [] };
}
async function readAndJudge(client, target, read) {
    const { workspace, writer, kept } = read;
    const branch = await readBranch(client, target);
    const reading = { branch: target.branch, workspace, kept, declaredStart: read.declaredStart };
    if (branch === undefined) {
        const authority = judgeLedgerAuthority({
            ...reading,
            branchCommit: undefined,
            records: [],
            start: "first-record",
        });
        return { authority, hint: null };
    }
    try {
        const since = await read.readSince(client, target, workspace, writer, branch);
        const carrier = since.checkpoint?.record.record;
        const first = since.records[0]?.record.sequence;
        const floor = Math.max(kept?.sequence ?? 0, read.declaredStart?.sequence ?? 0);
        // From the checkpoint when it holds what the judgement needs: the head the ledger must hold at
        // or after its record, and an accepted merge in force at the end (else the genesis, before it).
        if (carrier !== undefined && first !== undefined && (floor === 0 || floor >= first)) {
            const fromCheckpoint = {
                ...reading,
                branchCommit: branch.commit,
                records: since.records,
                start: { before: carrier.in_force ?? null },
            };
            if (!needsGenesis(fromCheckpoint))
                return { authority: judgeLedgerAuthority(fromCheckpoint), hint: since.hint };
            // Before any accepted merge the genesis is in force: the checkpoint carries it, so a routine
            // run reads from there whatever the ledger's age (format 5 on).
            const genesis = checkpointGenesis(since.checkpoint?.text);
            if (genesis !== undefined) {
                const start = { ...fromCheckpoint.start, genesis };
                return {
                    authority: judgeLedgerAuthority({ ...fromCheckpoint, start }),
                    hint: since.hint,
                };
            }
        }
        const { records, chainHead } = await readWorkspaceChain(client, target, {
            workspace,
            writer,
            head: branch,
            files: since.files,
        });
        const authority = judgeLedgerAuthority({
            ...reading,
            branchCommit: branch.commit,
            records,
            start: "first-record",
        });
        const chain = chainHead === undefined ? {} : { chain: { workspace, head: chainHead } };
        return { authority, hint: { commit: branch.commit, ...chain } };
    }
    catch (error) {
        if (!(error instanceof EvidenceLedgerError))
            throw error;
        return { authority: { kind: "refused", why: error.message }, hint: undefined };
    }
}
/** The genesis a checkpoint's text carries; undefined when it is not one this version reads. */
function checkpointGenesis(text) {
    if (text === undefined)
        return undefined;
    try {
        return parseCheckpoint(text, "the checkpoint").genesis;
    }
    catch {
        return undefined;
    }
}
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
    if (parsed.ok)
        return parsed.declaration;
    return `${LEDGER_DECLARATION_FILE} at commit ${commit} declares the ledger's writer, but it cannot be read, so nothing is judged from the ledger: ${parsed.problems.join("; ")}; fix it in a reviewed change`;
}
/**
 * The refusal when the declaration at `anchor` is not the one in force (at the commit the last
 * accepted merge, or the genesis, put in force): undefined when it is.
 */
async function declarationInForce(client, repository, declared, at) {
    if (at.inForce === at.anchor)
        return undefined;
    const inForce = await readDeclaration(client, repository, at.inForce);
    if (typeof inForce === "object" && inForce.digest === declared.digest)
        return undefined;
    const there = inForce === undefined ? "has none" : "declares another writer or start";
    return {
        kind: "refused",
        why: `${LEDGER_DECLARATION_FILE} at commit ${at.anchor} is not the one in force: commit ${at.inForce}, which the last merge the gate accepted (or the ledger's genesis) put in force, ${there}. A change to the ledger's writer binds only once the gate accepts it: revert it, or merge it through a pull request its approvers approve`,
    };
}
/** What the run's log says of the declaration: until it declares it, that the ledger has begun. */
function startNotice(declared, authority, target, workspace) {
    if (declared === undefined || declared.starts.has(workspace) || authority.kind !== "in-force")
        return [];
    return [
        `The evidence ledger on ${target.branch} has begun for workspace ${workspace}, but ${LEDGER_DECLARATION_FILE} does not declare where it stands: until it does, a deleted branch with no kept head within ${KEPT_HEAD_WINDOW} commits reads as a ledger not started. Add "starts: { ${workspace}: { sequence: N, sha256: ... } }" with the head this run publishes (docs/ledger-writer.md)`,
    ];
}
/**
 * The head kept for `workspace` on `anchor` or the nearest of its first parents (at most
 * KEPT_HEAD_WINDOW of them): the highest that the writer kept on that commit. Where cip-ledger.yaml
 * binds the writer, a status counts only with the key's signature over the head, its context and
 * the commit, whoever posted it; otherwise only the writer's login's statuses count, as before.
 */
async function readKeptHead(client, repository, request) {
    const ignored = new Set();
    const firstParents = new FirstParents(client, repository, request.anchor);
    let commit = request.anchor;
    for (let step = 0; commit !== undefined && step < KEPT_HEAD_WINDOW; step += 1) {
        const head = await highestKeptOn(client, repository, { ...request, commit }, ignored);
        if (head !== undefined)
            return { head, ignored: [...ignored] };
        commit = await firstParents.of(commit);
    }
    return { head: undefined, ignored: [...ignored] };
}
/**
 * The highest head the writer kept on `at.commit` (keptHeadAmong), reading its statuses page by
 * page until one counts; the statuses it did not count are added to `ignored`.
 */
async function highestKeptOn(client, repository, at, ignored) {
    for (let page = 1; page <= STATUS_PAGES; page += 1) {
        const { data: statuses } = await client.rest.repos.listCommitStatusesForRef({
            ...repository,
            ref: at.commit,
            per_page: PER_PAGE,
            page,
        });
        const found = keptHeadAmong(statuses, at);
        for (const line of found.ignored)
            ignored.add(line);
        if (found.head !== undefined || statuses.length < PER_PAGE)
            return found.head;
    }
    return undefined;
}
/**
 * The first parent of each commit of the default branch's line from `anchor`, from GitHub's commit
 * list (in date order, not first-parent order: its pages are kept, and a parent not yet listed asks
 * the next page), at most COMMIT_PAGES pages.
 */
class FirstParents {
    #parentOf = new Map();
    client;
    repository;
    anchor;
    #page = 0;
    #exhausted = false;
    constructor(client, repository, anchor) {
        this.client = client;
        this.repository = repository;
        this.anchor = anchor;
    }
    async of(commit) {
        while (!this.#parentOf.has(commit) && !this.#exhausted && this.#page < COMMIT_PAGES) {
            this.#page += 1;
            const { data: commits } = await this.client.rest.repos.listCommits({
                ...this.repository,
                sha: this.anchor,
                per_page: PER_PAGE,
                page: this.#page,
            });
            for (const listed of commits)
                this.#parentOf.set(listed.sha, listed.parents[0]?.sha);
            if (commits.length < PER_PAGE)
                this.#exhausted = true;
        }
        return this.#parentOf.get(commit);
    }
}
/**
 * Keeps `head` as the workspace's chain head on `commit`, a commit of the default branch: signed by
 * the writer's key where the run has one, so that no other job can post a head that counts.
 */
async function keepLedgerHead(client, target, keep) {
    const repository = { owner: target.owner, repo: target.repo };
    const { commit, workspace, head, key } = keep;
    const claim = { branch: target.branch, workspace, commit, ...head };
    await client.rest.repos.createCommitStatus({
        ...repository,
        sha: commit,
        context: keptHeadContext(target.branch, workspace),
        state: "success",
        description: key === undefined ? keptHeadDescription(head) : signedHeadDescription(key.privateKey, claim),
    });
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
        detail: "no GitHub repository and token given: whether cip-ledger.yaml binds the ledger's writer was not checked",
    },
];
/**
 * The controls the gate relies on outside cip-sync: the status required, the evidence branch
 * protected, an approval required; each ok, or deviates (exit 2) with what to do; all skipped
 * without a repository and token.
 */
async function gitHubChecks(github, io) {
    if (github === undefined)
        return SKIPPED_CHECKS;
    const log = {
        debug: () => { },
        warning: (line) => io.stderr(`warning: ${(0,text_redact/* redactSecrets */.fp)(line, [github.token])}\n`),
        error: (line) => io.stderr(`error: ${(0,text_redact/* redactSecrets */.fp)(line, [github.token])}\n`),
    };
    const client = (0,github_client/* createGitHubClient */.LX)(github.token, github.apiUrl, log, (0,network_proxy/* proxyForUrl */.th)(io.env, github.apiUrl));
    const facts = await readRequiredStatusFacts(client, { owner: github.owner, repo: github.repo }, undefined);
    const requirement = judgePolicyStatusRequirement(facts);
    const repository = { owner: github.owner, repo: github.repo };
    const named = (text) => (0,text_redact/* redactSecrets */.fp)(`${github.owner}/${github.repo}: ${text}`, [github.token]);
    const ledger = judgeLedgerProtection(evidence_record/* DEFAULT_EVIDENCE_BRANCH */.hN, await readRuleTypes(client, repository, evidence_record/* DEFAULT_EVIDENCE_BRANCH */.hN));
    const branch = facts.kind === "branch" ? facts.branch : undefined;
    // The workflow's min-approvals is not known here: only a ruleset's requirement is judged.
    const approvals = branch === undefined
        ? { kind: "unknown", text: "the default branch could not be named" }
        : judgeApprovalsRequired(branch, "not read", await readRequiredApprovals(client, repository, branch));
    const writer = branch === undefined
        ? { outcome: "deviates", detail: "the default branch could not be named" }
        : (0,writer_declaration/* judgeWriterBinding */.IJ)(branch, await readDeclarationAt(client, repository, branch));
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

// EXTERNAL MODULE: ./src/render/formats.ts + 22 modules
var formats = __webpack_require__(40633);
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
    const checks = [...probe.checks, ...(await gitHubChecks(settings.github, io))];
    const exitCode = (0,service_deviations/* doctorExitCode */.TS)(checks, findings);
    const render = formats/* DOCTOR_RENDERERS */.Vg[settings.format];
    io.stdout(render({ exitCode, checks, findings }, { color: false, toolVersion: tool_version/* TOOL_VERSION */.wr }));
    return exitCode;
}


/***/ }),

/***/ 54249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E8: () => (/* binding */ baselineDigest),
/* harmony export */   bH: () => (/* binding */ BaselineReader)
/* harmony export */ });
/* unused harmony export BASELINE_KEYS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67154);
/* harmony import */ var _baseline_items_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45168);
/* harmony import */ var _value_reader_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55221);
/* harmony import */ var _yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(40249);
// An asset's baseline configuration (CIP-010-4 R1.1) in the inventory: what it runs (operating
// system or firmware with its version, intentionally installed software with versions, custom
// software), which logical ports are open and why, and which security patches are applied; or a
// reference to where the baseline is kept (`baseline_ref`, for entities that keep BES Cyber System
// Information out of the repository). A document's `baselines:` names shared baselines that assets
// refer to by name. Read with positions like every other key; each baseline becomes a SHA-256
// digest over its canonical JSON, which plans and change records carry (never the content).








const BASELINE_KEYS = [..._baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .BASELINE_ITEMS */ .dK, "reviewed", "completed_on"];
const REF_KEYS = ["uri", "sha256"];
/** Each list item's keys: required, then optional. */
const RECORD_KEYS = {
    os_firmware: [["name", "version"], []],
    software: [["name", "version"], []],
    ports: [
        ["port", "protocol"],
        ["service", "justification"],
    ],
};
const PROTOCOLS = ["tcp", "udp"];
const PORT_RANGE = /^(\d{1,5})-(\d{1,5})$/;
/** What to write in a list entry's key that was left empty (`""`). */
const ENTRY_TEXT_HINTS = {
    name: "the name",
    version: "the version",
    service: "the service that listens on the port, or remove the key",
    justification: "why the port must be open (CIP-007 R1.1)",
};
/** sha256:... over the canonical JSON (keys sorted) of a baseline or a reference to one. */
function baselineDigest(kind, content) {
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)({ [kind === "ref" ? "baseline_ref" : "baseline"]: content }))}`;
}
class BaselineReader extends _value_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .ValueReader */ .D {
    /** Where each content's os_firmware and software entries are written, by the content read. */
    #entryLocations = new WeakMap();
    /** `baseline:` at an asset: a map, or the name of one of the document's `baselines`. */
    writtenBaseline(value, keyOffset) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && typeof value.value === "string" && value.value !== "") {
            return {
                kind: "group",
                name: { value: (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .scalarText */ .ws)(value), location: this.at((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value)) },
            };
        }
        const content = this.baselineContent(value, keyOffset);
        return content === undefined ? undefined : { kind: "content", content };
    }
    /** `baseline_ref:` at an asset: where the baseline is kept, and the SHA-256 of its content. */
    baselineRef(value, keyOffset) {
        const map = this.#map(value, keyOffset, "baseline_ref", "{ uri: ..., sha256: ... }");
        if (map === undefined)
            return undefined;
        this.#unknownKeys = false;
        const read = this.#fields(map, REF_KEYS, "a baseline_ref has the keys");
        const uri = this.#text(read.uri, keyOffset, "baseline_ref uri", "where the baseline is kept");
        const digest = this.#text(read.sha256, keyOffset, "baseline_ref sha256", "64 hexadecimal digits");
        if (uri === undefined || digest === undefined || this.#unknownKeys)
            return undefined;
        if (!/^[0-9a-f]{64}$/i.test(digest)) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(read.sha256), `baseline_ref sha256 must be 64 hexadecimal digits (the SHA-256 of the baseline document), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(digest)}`);
            return undefined;
        }
        return { kind: "ref", content: { uri, sha256: digest.toLowerCase() } };
    }
    /**
     * A document's `baselines:`: name -> content, each read like an asset's inline baseline;
     * undefined when `baselines:` itself is not a map (reported).
     */
    baselineGroups(value, keyOffset) {
        const map = this.#map(value, keyOffset, "baselines", "a map of baseline name to baseline");
        if (map === undefined)
            return undefined;
        const groups = new Map();
        for (const { key, keyText, value: group } of this.entries(map)) {
            groups.set(keyText, this.baselineContent(group, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(key)));
        }
        return groups;
    }
    /**
     * An asset's baseline from what was written, shared names resolved against `groups` (undefined:
     * the document's `baselines:` could not be read, which was reported); undefined after an error.
     */
    resolveBaseline(written, groups) {
        if (written.kind === "ref") {
            return {
                digest: baselineDigest("ref", written.content),
                kind: "ref",
                refSha256: String(written.content.sha256),
            };
        }
        if (written.kind === "content")
            return this.#contentBaseline(written.content);
        // A shared baseline with an error, or an unreadable baselines:, is reported once, where it is.
        if (groups === undefined || groups.has(written.name.value)) {
            const content = groups?.get(written.name.value);
            return content === undefined
                ? undefined
                : { ...this.#contentBaseline(content), group: written.name.value };
        }
        const [suggestion] = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .closestNames */ .g9)(written.name.value, groups.keys(), 1);
        this.diagnostics.push({
            severity: "error",
            location: written.name.location,
            message: suggestion === undefined
                ? `baseline ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(written.name.value)} is not one of this document's baselines; declare it under baselines:, or write the baseline here as a map`
                : `baseline ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(written.name.value)} is not one of this document's baselines; did you mean ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(suggestion)}?`,
        });
        return undefined;
    }
    baselineContent(value, keyOffset) {
        const map = this.#map(value, keyOffset, "baseline", `a map with ${BASELINE_KEYS.join(", ")}`);
        if (map === undefined)
            return undefined;
        this.#unknownKeys = false;
        const read = this.#fields(map, BASELINE_KEYS, "a baseline has the keys");
        const content = {};
        let valid = true;
        const keep = (key, item) => {
            if (item === undefined)
                valid = false;
            else
                content[key] = item;
        };
        for (const key of ["reviewed", "completed_on"])
            if (key in read)
                keep(key, this.#date(read[key], keyOffset, key));
        for (const key of ["os_firmware", "software", "ports"])
            if (key in read)
                keep(key, this.#records(read[key], keyOffset, key));
        for (const key of ["custom_software", "patches"]) {
            if (key in read)
                keep(key, this.#texts(read[key], keyOffset, key));
        }
        if (!valid || this.#unknownKeys)
            return undefined;
        const locations = {};
        for (const key of ["os_firmware", "software"]) {
            const list = read[key];
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list))
                locations[key] = list.items.map((entry) => this.at((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(entry)));
        }
        this.#entryLocations.set(content, locations);
        return content;
    }
    /** A content baseline with where its entries are written. */
    #contentBaseline(content) {
        const locations = this.#entryLocations.get(content);
        return {
            ...contentBaseline(content),
            ...(locations === undefined ? {} : { entryLocations: locations }),
        };
    }
    #map(value, keyOffset, label, hint) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(value))
            return this.plainNode(value) ? value : undefined;
        this.error((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value) : keyOffset, `${label} must be ${hint}, not ${(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .describeValue */ .bp)(value)}`);
        return undefined;
    }
    /** The map's values by key, every key checked against `known` (did-you-mean for the rest). */
    #fields(map, known, intro) {
        const read = {};
        let valid = true;
        for (const { key, keyText, value } of this.entries(map)) {
            if (known.includes(keyText))
                read[keyText] = value;
            else {
                valid = false;
                this.unknownKey(key, keyText, known, intro);
            }
        }
        // Unknown keys are reported, and the known ones are still read: every problem at once.
        if (!valid)
            this.#unknownKeys = true;
        return read;
    }
    /** Set when a map had an unknown key: the baseline being read is then not kept. */
    #unknownKeys = false;
    #text(value, keyOffset, label, hint) {
        return this.scalarValue(value, keyOffset, { label, hint })?.value;
    }
    #date(value, keyOffset, label) {
        const text = this.#text(value, keyOffset, label, label === "reviewed"
            ? "the date the baseline was last confirmed, YYYY-MM-DD"
            : "the date the change in the field was completed, YYYY-MM-DD");
        if (text === undefined)
            return undefined;
        if ((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .isCalendarDate */ .tf)(text))
            return text;
        this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), `${label} must be a date such as 2026-11-24 that exists (YYYY-MM-DD), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        return undefined;
    }
    #texts(value, keyOffset, label) {
        if (isEmptyList(value))
            return [];
        const items = this.listItems(value, keyOffset, { label, hint: "texts (or [] for none)" });
        if (items === undefined)
            return undefined;
        const texts = items.map((item) => this.#text(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), `${label} entry`, "a text"));
        return texts.every((text) => text !== undefined) ? texts : undefined;
    }
    #records(value, keyOffset, label) {
        const keys = RECORD_KEYS[label].flat();
        if (isEmptyList(value)) {
            if (label !== "os_firmware")
                return [];
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), "os_firmware is an empty list; every Cyber Asset runs an operating system or firmware: write at least one { name, version }");
            return undefined;
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && label === "os_firmware") {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), `os_firmware must be a list of { name, version }, not a text; write [{ name: ..., version: ... }] (for example [{ name: ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(String(value.value))}, version: "..." }])`);
            return undefined;
        }
        const items = this.listItems(value, keyOffset, { label, hint: `maps with ${keys.join(", ")}` });
        if (items === undefined)
            return undefined;
        const records = items.map((item) => this.#record(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), label));
        return records.every((record) => record !== undefined)
            ? records
            : undefined;
    }
    #record(item, offset, label) {
        const [required, optional] = RECORD_KEYS[label];
        const keys = [...required, ...optional];
        const map = this.#map(item, offset, `a ${label} entry`, `a map with ${keys.join(", ")}`);
        if (map === undefined)
            return undefined;
        const read = this.#fields(map, keys, `a ${label} entry has the keys`);
        const start = (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(map);
        const record = {};
        // Every key is checked, and a port's number and protocol too: all of an entry's problems at once.
        let valid = true;
        for (const key of keys) {
            if (!(key in read)) {
                if (!required.includes(key))
                    continue;
                this.error(start, `a ${label} entry has no ${key}; add it (${keys.join(", ")})`);
                valid = false;
                continue;
            }
            const text = this.#text(read[key], start, key, "a text");
            if (text?.trim() === "") {
                this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(read[key]), `${key} is empty; write ${ENTRY_TEXT_HINTS[key]}`);
            }
            if (text === undefined || text.trim() === "")
                valid = false;
            else
                record[key] = text;
        }
        if (label !== "ports")
            return valid ? record : undefined;
        const port = this.#port(record, read, start);
        return valid ? port : undefined;
    }
    /** A ports entry with its port a number or a range, and its protocol tcp or udp. */
    #port(record, read, entryOffset) {
        const port = "port" in record ? this.#portNumber(read.port, String(record.port)) : undefined;
        const protocol = "protocol" in record
            ? this.choice(read.protocol, entryOffset, { label: "protocol", hint: "tcp or udp" }, PROTOCOLS)
            : undefined;
        return port === undefined || protocol === undefined
            ? undefined
            : { ...record, port, protocol: protocol.value };
    }
    #portNumber(node, text) {
        const port = portValue(text);
        // A quoted "20000" is text: a single port is a number, and only a range is written as text.
        if (typeof port === "number" && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && typeof node.value === "string") {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(node), `port must be a number, not the text ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}; write it without quotes (port: ${port}): only a range such as "49152-65535" is quoted`);
            return undefined;
        }
        if (port === undefined) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(node), `port must be a number from 0 to 65535 or a range such as "49152-65535", not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        }
        return port;
    }
}
/** A port as written: a number, or a range "low-high" (low below high); undefined otherwise. */
function portValue(text) {
    const isPort = (n) => Number.isInteger(n) && n >= 0 && n <= 65535;
    if (/^\d{1,5}$/.test(text))
        return isPort(Number(text)) ? Number(text) : undefined;
    const range = PORT_RANGE.exec(text);
    if (range === null)
        return undefined;
    const [low, high] = [Number(range[1]), Number(range[2])];
    return isPort(low) && isPort(high) && low < high ? `${low}-${high}` : undefined;
}
function isEmptyList(value) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) && value.items.length === 0;
}
/** A baseline written as content: its digest, each item's digest, and what it leaves out. */
function contentBaseline(content) {
    const missing = (0,_baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .missingItems */ .hU)(content);
    const unjustified = (0,_baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .unjustifiedPorts */ .DJ)(content);
    return {
        digest: baselineDigest("content", content),
        kind: "content",
        content,
        items: (0,_baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .itemDigests */ .tV)(content),
        ...(missing.length === 0 ? {} : { missing }),
        ...(unjustified === 0 ? {} : { unjustifiedPorts: unjustified }),
        ...(typeof content.completed_on === "string" ? { completedOn: content.completed_on } : {}),
    };
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


/***/ }),

/***/ 64377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p6: () => (/* binding */ date),
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26921);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDate */ .db(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODate */ .Brp, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
