export const id = 282;
export const ids = [282];
export const modules = {

/***/ 3282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runDoctor: () => (/* binding */ runDoctor)
});

// EXTERNAL MODULE: ./src/core/inventory/baselines/service-deviations.ts
var service_deviations = __webpack_require__(2261);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/text/redact.ts
var text_redact = __webpack_require__(1640);
// EXTERNAL MODULE: ./src/io/network/connection.ts
var network_connection = __webpack_require__(2305);
// EXTERNAL MODULE: ./src/io/network/dispatcher.ts
var network_dispatcher = __webpack_require__(5028);
// EXTERNAL MODULE: external "node:dns/promises"
var promises_ = __webpack_require__(1553);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
// EXTERNAL MODULE: ./src/io/network/proxy.ts
var network_proxy = __webpack_require__(7401);
// EXTERNAL MODULE: ./src/io/network/transport-errors.ts
var transport_errors = __webpack_require__(2694);
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
var refusal_advice = __webpack_require__(9137);
// EXTERNAL MODULE: ./src/io/network/response-body.ts
var response_body = __webpack_require__(1387);
// EXTERNAL MODULE: ./src/io/service/response-records.ts
var response_records = __webpack_require__(4242);
// EXTERNAL MODULE: ./src/io/service/retry-policy.ts
var retry_policy = __webpack_require__(6625);
// EXTERNAL MODULE: ./src/io/service/api-error.ts
var api_error = __webpack_require__(3663);
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

// EXTERNAL MODULE: ./src/render/formats.ts + 18 modules
var formats = __webpack_require__(2197);
// EXTERNAL MODULE: ./src/core/shared/tool-version.ts + 1 modules
var tool_version = __webpack_require__(2823);
;// CONCATENATED MODULE: ./src/cli/service/doctor-command.ts
// `cip-sync doctor`: checks the way to the service and what it answers, read-only, and says what to
// fix first. The probes are in io/service/doctor-probe.ts, the judgement of the lists and the exit code in
// core/inventory/baselines/service-deviations.ts, the output in render/doctor.ts; this module only runs them.




async function runDoctor(settings, io) {
    const probe = await probeService(settings.connection);
    const findings = (0,service_deviations/* analyzeLists */.u2)(probe.lists);
    const exitCode = (0,service_deviations/* doctorExitCode */.TS)(probe.checks, findings);
    const render = formats/* DOCTOR_RENDERERS */.Vg[settings.format];
    io.stdout(render({ exitCode, checks: probe.checks, findings }, { color: false, toolVersion: tool_version/* TOOL_VERSION */.wr }));
    return exitCode;
}


/***/ })

};
