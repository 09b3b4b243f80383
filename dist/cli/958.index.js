export const id = 958;
export const ids = [958];
export const modules = {

/***/ 18958:
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
// EXTERNAL MODULE: ./src/github/files/files-at-commit.ts
var files_at_commit = __webpack_require__(77112);
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
        : (0,writer_declaration/* judgeWriterBinding */.IJ)(branch, await readDeclarationOn(client, repository, branch));
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
/** cip-ledger.yaml at the head of `branch`, parsed; undefined when there is none. */
async function readDeclarationOn(client, repository, branch) {
    const [file] = await (0,files_at_commit/* readFilesAtCommit */.QV)(client, repository, branch, [writer_declaration/* LEDGER_DECLARATION_FILE */.QS]);
    return file === undefined
        ? undefined
        : (0,writer_declaration/* parseLedgerDeclaration */.vg)(file.text, writer_declaration/* LEDGER_DECLARATION_FILE */.QS);
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

/***/ 82837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IJ: () => (/* binding */ judgeWriterBinding),
/* harmony export */   QS: () => (/* binding */ LEDGER_DECLARATION_FILE),
/* harmony export */   vg: () => (/* binding */ parseLedgerDeclaration)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(26921);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40249);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67154);
/* harmony import */ var _writer_proof_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42535);
// `cip-ledger.yaml`: the reviewed declaration of the evidence ledger's writer, at the repository's
// root on the default branch. It names the public keys whose private halves sign every record and
// kept head (writer-proof.ts), and, per workspace, the record the ledger is known to hold once it
// has begun, so that a missing branch or a missing kept head is "cannot tell", never "not started".
// It binds only as a fact in force: the Action reads it at the commit it judges from and refuses
// when that differs from the one at the commit in force (a change to it that the gate did not
// accept), as it reads the owner policy. Pure.






/** Where the declaration lives: the repository's root, as cip-policy.yaml. */
const LEDGER_DECLARATION_FILE = "cip-ledger.yaml";
const headSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    sequence: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1),
    sha256: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, "64 lowercase hex digits"),
});
const declarationSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(1),
    writer_keys: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).min(1),
    starts: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1), headSchema).optional(),
});
const EXAMPLE = 'version: 1, then writer_keys: a list of PEM public keys ("openssl pkey -in ledger-key.pem -pubout"), docs/ledger-writer.md';
/** The declaration in `text` (read from `file`), or each problem at file:line:column. */
function parseLedgerDeclaration(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .LineCounter */ .HN();
    const at = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return `${file}:${Math.max(line, 1)}:${col}`;
    };
    const docs = (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .parseYamlDocuments */ .v)(text, lineCounter);
    const [doc, second] = docs;
    if (doc === undefined || second !== undefined)
        return {
            ok: false,
            problems: [`${at(0)}: must hold exactly one YAML document (${EXAMPLE})`],
        };
    const syntax = [...doc.errors, ...doc.warnings];
    if (syntax.length > 0)
        return {
            ok: false,
            problems: syntax.map((problem) => `${at(problem.pos[0])}: invalid YAML: ${problem.message}`),
        };
    const checked = declarationSchema.safeParse(doc.toJS({ maxAliasCount: 0 }), {
        reportInput: true,
    });
    if (!checked.success)
        return {
            ok: false,
            problems: checked.error.issues.map((issue) => `${at(offsetOf(doc, issue.path))}: ${issue.path.map(String).join(".") || "the file"}: ${"input" in issue && issue.input === undefined ? "missing" : issue.message} (${EXAMPLE})`),
        };
    const keys = [];
    const problems = [];
    checked.data.writer_keys.forEach((pem, index) => {
        const key = ed25519Key(pem);
        if (typeof key === "string")
            problems.push(`${at(offsetOf(doc, ["writer_keys", index]))}: writer_keys.${index}: ${key}`);
        else
            keys.push(key);
    });
    if (problems.length > 0)
        return { ok: false, problems };
    const starts = new Map(Object.entries(checked.data.starts ?? {}));
    const digest = (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .canonicalJson */ .dj)({
        keys: keys.map(_writer_proof_js__WEBPACK_IMPORTED_MODULE_4__/* .keyFingerprint */ .yy).sort(),
        starts: Object.fromEntries([...starts].sort(([a], [b]) => (a < b ? -1 : 1))),
    }));
    return { ok: true, declaration: { keys, starts, digest } };
}
function ed25519Key(pem) {
    let key;
    try {
        key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(pem);
    }
    catch {
        return 'not a PEM public key: paste the whole output of "openssl pkey -in ledger-key.pem -pubout", from -----BEGIN PUBLIC KEY----- to -----END PUBLIC KEY-----';
    }
    if (key.asymmetricKeyType !== "ed25519")
        return `a ${key.asymmetricKeyType ?? "unknown"} key: the ledger's writer signs with Ed25519 ("openssl genpkey -algorithm ed25519 -out ledger-key.pem")`;
    return key;
}
/** The offset of the node at `path`, or of its nearest written ancestor. */
function offsetOf(doc, path) {
    for (let depth = path.length; depth >= 0; depth -= 1) {
        const node = doc.getIn(path.slice(0, depth), true);
        if (node !== undefined && node !== null)
            return node.range?.[0] ?? 0;
    }
    return 0;
}
/** What `cip-sync doctor` says of the declaration on the default branch `branch`. */
function judgeWriterBinding(branch, read) {
    const where = `${LEDGER_DECLARATION_FILE} on ${branch}`;
    if (read === undefined)
        return {
            outcome: "deviates",
            detail: `no ${where}: the evidence ledger's writer is recognised by its login, which every workflow of the repository shares`,
            fix: "declare the writer's key in a reviewed pull request (docs/ledger-writer.md)",
        };
    if (!read.ok)
        return {
            outcome: "failed",
            detail: `${where} cannot be read: ${read.problems.join("; ")}`,
            fix: "fix it in a reviewed pull request; until then every run with a ledger refuses it",
        };
    const { keys, starts } = read.declaration;
    const declared = `${where} declares ${keys.length} writer key(s) (${keys.map(_writer_proof_js__WEBPACK_IMPORTED_MODULE_4__/* .keyFingerprint */ .yy).join(", ")})`;
    if (starts.size === 0)
        return {
            outcome: "deviates",
            detail: `${declared}, and no workspace's start: a deleted evidence branch with no kept head within reach reads as a ledger not started`,
            fix: "once the ledger has its first signed record, add starts: with the head the run published (docs/ledger-writer.md)",
        };
    return {
        outcome: "ok",
        detail: `${declared}; the ledger of ${[...starts].map(([workspace, head]) => `${workspace} holds record #${head.sequence}`).join(", ")}`,
    };
}


/***/ }),

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


/***/ }),

/***/ 77112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QV: () => (/* binding */ readFilesAtCommit)
/* harmony export */ });
/* unused harmony exports FILES_PER_QUERY, objectsQueryParts, itemOfError, TREE_ENTRIES */
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
async function readBatch(client, repository, sha, paths) {
    const directories = [...new Set(paths.map((path) => node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path)))];
    const variables = { owner: repository.owner, repo: repository.repo };
    paths.forEach((path, index) => (variables[`e${index}`] = `${sha}:${path}`));
    directories.forEach((directory, index) => (variables[`d${index}`] = `${sha}:${directory === "." ? "" : directory}`));
    let answer;
    try {
        const query = filesQuery(paths.length, directories.length);
        answer = await client.graphql(query, variables);
    }
    catch (error) {
        const named = itemOfError(error, "f", paths);
        const [first = "", ...more] = paths;
        const what = named ?? (more.length === 0 ? first : `${first} (and ${more.length} more files)`);
        throw cannotRead(what, sha, (0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(error), error);
    }
    const found = answer.repository ?? {};
    return paths.map((path, index) => {
        const blob = blobOf(found[`f${index}`], path, sha);
        const entries = found[`d${directories.indexOf(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path))}`]?.entries ?? [];
        const mode = entries.find((entry) => entry.name === node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(path))?.mode;
        return blob !== undefined && mode === SYMLINK_MODE
            ? { link: linkTarget(path, blob.text, sha) }
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
async function readBatches(client, repository, sha, paths) {
    const files = [];
    for (let start = 0; start < paths.length; start += FILES_PER_QUERY) {
        const batch = paths.slice(start, start + FILES_PER_QUERY);
        files.push(...(await readBatch(client, repository, sha, batch)));
    }
    return files;
}
/**
 * Each of `paths` at commit `sha`, in order: its text and blob SHA, or undefined when it does not
 * exist there. Throws "cannot read PATH at commit SHA: why" for anything else. The targets of
 * symbolic links cost one more query per FILES_PER_QUERY of them, only when there are links.
 */
async function readFilesAtCommit(client, repository, sha, paths) {
    const read = await readBatches(client, repository, sha, paths);
    const links = read.flatMap((file) => (file !== undefined && "link" in file ? [file.link] : []));
    const targets = links.length === 0 ? [] : await readBatches(client, repository, sha, links);
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


/***/ })

};
