export const id = 277;
export const ids = [277];
export const modules = {

/***/ 7277:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runProcess: () => (/* binding */ runProcess)
});

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
;// CONCATENATED MODULE: ./src/core/redact.ts
// Keeps the API key out of every message we print, store or pass on. A service, proxy or library
// may echo the key back in any of the forms it travels in, so each form is masked.
const MASK = "***";
/**
 * Secrets shorter than this are refused wherever they are set (API key, proxy password): masking
 * "x" would garble every word with an x in it and, by the gaps, give the secret away.
 */
const MIN_SECRET_LENGTH = 8;
/** The message refusing a secret too short to mask, or undefined. `source` names its setting. */
function shortSecretProblem(secret, source) {
    if (secret.length >= MIN_SECRET_LENGTH)
        return undefined;
    return `${source} is shorter than ${MIN_SECRET_LENGTH} characters, too short to be masked in output: set ${source} to the full secret as issued`;
}
/**
 * `text` with every occurrence of `secret` (raw, URL-encoded, JSON-escaped, base64) masked. A
 * secret shorter than MIN_SECRET_LENGTH is refused before it is used, so it is left unmasked
 * rather than garbling the message that refuses it (or the emulator's banner of demo keys).
 */
function redactSecret(text, secret) {
    if (secret.length < MIN_SECRET_LENGTH)
        return text;
    let redacted = text;
    for (const form of formsOf(secret))
        redacted = redacted.split(form).join(MASK);
    return redacted;
}
/**
 * `text` as one line of at most `maxLength` characters (then "..."), with `secret` masked. The
 * whole raw text is redacted before whitespace is collapsed or the text is cut: a key cut in half,
 * or with its spaces collapsed, no longer matches, so masking afterwards alone would let its first
 * characters through. The final text is redacted again, in case shortening joined a form anew.
 */
function redactedLine(text, secret, maxLength) {
    const oneLine = redactSecret(text, secret).replace(/\s+/g, " ").trim();
    const short = oneLine.length > maxLength ? `${oneLine.slice(0, maxLength)}...` : oneLine;
    return redactSecret(short, secret);
}
// Output is redacted on every write with the same key: compute its forms once.
let cachedSecret;
let cachedForms = [];
/** The forms of `secret`, longest first so that a form containing another is masked whole. */
function formsOf(secret) {
    if (secret === cachedSecret)
        return cachedForms;
    const base64 = bytesToBase64(new TextEncoder().encode(secret));
    const unpadded = base64.replace(/=+$/, "");
    const forms = new Set([
        secret,
        encodeURIComponent(secret),
        JSON.stringify(secret).slice(1, -1),
        base64,
        unpadded,
        unpadded.replace(/\+/g, "-").replace(/\//g, "_"),
    ]);
    cachedSecret = secret;
    cachedForms = [...forms].sort((a, b) => b.length - a.length);
    return cachedForms;
}
function bytesToBase64(bytes) {
    let binary = "";
    for (const byte of bytes)
        binary += String.fromCharCode(byte);
    return btoa(binary);
}
/** `text` with each of `secrets` masked, as redactSecret masks one (the key and proxy credentials). */
function redactSecrets(text, secrets) {
    return secrets.reduce(redactSecret, text);
}

;// CONCATENATED MODULE: ./src/io/connection-error.ts
// Its own module so that the proxy settings (proxy.ts) and the service settings (connection.ts)
// can both throw it without importing each other.
/** A connection setting (service URL, API key, proxy variable) that cannot work. */
class ConnectionError extends Error {
    name = "ConnectionError";
}

;// CONCATENATED MODULE: ./src/io/proxy.ts
// Outbound proxies from the environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, upper or lower case),
// read once. The rules are those of undici's EnvHttpProxyAgent (8.12), which follow curl's: the
// lower-case variable wins, an https:// target falls back to HTTP_PROXY, and NO_PROXY lists hosts,
// .domains, *.domains, host:port, IP addresses or `*`. We decide per origin here rather than inside
// EnvHttpProxyAgent so that an error can name the proxy a request went through. Proxy credentials
// are secrets: only the URL handed to undici carries them; messages name the proxy by host:port.
// The dispatcher that goes through the proxy is in dispatcher.ts, so reading these loads no undici.


const DEFAULT_PORTS = { "http:": 80, "https:": 443 };
const PROXY_EXAMPLE = "e.g. http://proxy.example.com:3128 or http://user:password@10.0.0.5:8080";
/** Reads the proxy variables; a malformed one is a ConnectionError naming the variable. */
function readProxySettings(env) {
    const http = readProxy(env, "http_proxy", "HTTP_PROXY");
    const https = readProxy(env, "https_proxy", "HTTPS_PROXY") ?? http;
    const noProxy = parseNoProxy(env.no_proxy || env.NO_PROXY || "");
    return { https, http, noProxy };
}
/** Every proxy credential the environment holds, for masking, even in a URL we refuse. */
function proxyCredentials(env) {
    const names = ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"];
    return names.flatMap((name) => {
        const url = parseAnyUrl(env[name] ?? "");
        return url === undefined ? [] : credentialsOf(url);
    });
}
/** The proxy a request to `target` goes through, or undefined when it goes direct. */
function proxyFor(settings, target) {
    const proxy = target.protocol === "https:" ? settings.https : settings.http;
    if (proxy === undefined)
        return undefined;
    const hostname = target.hostname
        .replace(/^\[(.+)\]$/, "$1")
        .replace(/(.)\.$/, "$1")
        .toLowerCase();
    const port = Number(target.port) || DEFAULT_PORTS[target.protocol] || 0;
    return settings.noProxy.some((entry) => bypasses(entry, hostname, port)) ? undefined : proxy;
}
/** The proxy for requests to `url` under the variables in `env`. */
function proxyForUrl(env, url) {
    return proxyFor(readProxySettings(env), new URL(url));
}
function readProxy(env, lower, upper) {
    const source = env[lower] ? lower : upper;
    const value = env[source]?.trim();
    if (!value)
        return undefined;
    const url = parseProxyUrl(value);
    // The value may hold a password: the message names the variable, never repeats its value.
    if (url === undefined) {
        throw new ConnectionError(`${source} is not a proxy URL this tool can use: give http://[user:password@]host:port (https:// for a TLS proxy), ${PROXY_EXAMPLE}`);
    }
    // A password too short to mask would show through every message that mentions it.
    const problem = url.password === ""
        ? undefined
        : shortSecretProblem(safeDecode(url.password), `the password in ${source}`);
    if (problem !== undefined)
        throw new ConnectionError(problem);
    return {
        url: url.href,
        address: `${url.hostname}:${url.port || DEFAULT_PORTS[url.protocol]}`,
        source,
        secrets: credentialsOf(url),
    };
}
/** `value` as an http(s) proxy URL; "host:port" alone means http://host:port, as for curl. */
function parseProxyUrl(value) {
    const url = parseAnyUrl(value);
    if (url === undefined || url.hostname === "")
        return undefined;
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
}
function parseAnyUrl(value) {
    const trimmed = value.trim();
    if (trimmed === "")
        return undefined;
    const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
    return URL.parse(hasScheme ? trimmed : `http://${trimmed}`) ?? undefined;
}
/**
 * The user name and password as undici sends them (decoded, in the Basic header's base64 of
 * "user:password") and as written in the URL. A user name is masked only when there is no
 * password: then it is the credential (a token); otherwise masking it would hide ordinary words.
 */
function credentialsOf(url) {
    if (url.username === "" && url.password === "")
        return [];
    const user = safeDecode(url.username);
    const password = safeDecode(url.password);
    const secrets = password === "" ? [user, url.username] : [password, url.password];
    secrets.push(`${user}:${password}`);
    return [...new Set(secrets.filter((secret) => secret !== ""))];
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
function parseNoProxy(value) {
    return value
        .split(/[,\s]/)
        .filter((entry) => entry !== "")
        .map((entry) => {
        const bracketed = /^\[(.+)\]:(\d+)$/.exec(entry);
        const unbracketed = entry.replace(/^\[(.+)\]$/, "$1");
        // A bare IPv6 address has several colons; host:port exactly one.
        const withPort = bracketed ?? (/^[^:]+:\d+$/.test(unbracketed) ? /^(.+):(\d+)$/.exec(unbracketed) : null);
        const hostname = withPort ? withPort[1] : unbracketed;
        return {
            hostname: hostname
                .replace(/^\*?\./, "")
                .replace(/(.)\.$/, "$1")
                .toLowerCase(),
            port: withPort ? Number(withPort[2]) : 0,
            subdomainsOnly: entry.startsWith("*."),
        };
    });
}
function bypasses(entry, hostname, port) {
    if (entry.port !== 0 && entry.port !== port)
        return false;
    if (entry.hostname === "*")
        return true;
    if (!entry.subdomainsOnly && hostname === entry.hostname)
        return true;
    return hostname.endsWith(`.${entry.hostname}`);
}

// EXTERNAL MODULE: external "node:readline/promises"
var promises_ = __webpack_require__(6848);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
;// CONCATENATED MODULE: ./src/core/change-record.ts
const CHANGE_RECORD_FORMAT_VERSION = 1;
/**
 * True when the run did all it planned and the verification after apply found nothing: anything
 * else fails the run (failure-reason apply-failed).
 */
function applyComplete(result) {
    const { failed, skipped } = result.summary;
    return failed + skipped === 0 && (result.verification?.problems.length ?? 0) === 0;
}
function changeStatus(result) {
    const { succeeded, failed, skipped } = result.summary;
    // Every operation succeeded, but the live inventory is not what they should have made it.
    if (!applyComplete(result) && failed + skipped === 0)
        return "partly-applied";
    if (failed + skipped === 0)
        return succeeded === 0 ? "no-changes" : "applied";
    return succeeded === 0 ? "failed" : "partly-applied";
}
function buildChangeRecord(plan, result, context) {
    const { tool_version, ...rest } = context;
    const resultsByIndex = new Map(result.results.map((entry) => [entry.index, entry]));
    const operations = plan.operations.map((operation, index) => {
        const outcome = resultsByIndex.get(index);
        const base = {
            index,
            action: operation.action,
            name: operation.name,
            result: outcome?.status ?? "skipped",
            ...(outcome?.asset_id !== undefined ? { asset_id: outcome.asset_id } : {}),
            ...(outcome?.adopted ? { adopted: true } : {}),
            ...(outcome?.error !== undefined ? { error: outcome.error } : {}),
        };
        switch (operation.action) {
            case "create":
                return {
                    ...base,
                    cyber_system: operation.cyber_system,
                    asset_type: operation.asset_type,
                };
            case "delete":
                return {
                    ...base,
                    asset_id: operation.asset_id,
                    cyber_system: operation.cyber_system,
                    asset_type: operation.asset_type,
                };
            case "update":
                return {
                    ...base,
                    asset_id: operation.asset_id,
                    cyber_system: operation.cyber_system,
                    changes: operation.changes,
                };
        }
    });
    return {
        format_version: CHANGE_RECORD_FORMAT_VERSION,
        tool: { name: "cip-inventory-sync", version: tool_version },
        status: changeStatus(result),
        fingerprint: plan.fingerprint,
        started_at: result.started_at,
        finished_at: result.finished_at,
        context: rest,
        plan_summary: plan.summary,
        result_summary: result.summary,
        operations,
        ...(result.verification === undefined ? {} : { verification: result.verification }),
    };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
;// CONCATENATED MODULE: ./src/core/model.ts
// The shared vocabulary of the engine: live records as the service returns them, the declared
// inventory as parsed from YAML, and the plan. Pure types and constants; no I/O.
const ASSET_TYPES = ["hardware", "software"];
/** "facility" or "control center", as messages and renderers say it. */
function parentKindWord(kind) {
    return kind === "facility" ? "facility" : "control center";
}
// ---------------------------------------------------------------------------------------------
// The plan: data that renderers and apply only read. Versioned; see schemas/plan.schema.json.
const PLAN_FORMAT_VERSION = 1;
const DEFAULT_SAFETY_LIMITS = {
    maxChangeRatio: 0.3,
    minAssetsForRatio: 10,
    maxChanges: 500,
};

;// CONCATENATED MODULE: ./src/core/inventory-schema.ts
// The inventory document format as one zod schema: the source of the published JSON Schema (editor
// completion and checks) and of the key lists and name rules the position-aware parser enforces.
// The parser does not run zod on the hot path: it walks YAML nodes so that every problem carries a
// file:line:column, but it takes its vocabulary from here so the two cannot drift apart.


const MAX_NAME_LENGTH = 255;
// Characters a name may not contain: C0 and C1 controls (and DEL), the bidirectional controls
// that can make a name display as a different one, and zero-width characters.
const FORBIDDEN_CHARACTERS = String.raw `\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF`;
/** One forbidden character of a name; also an unpaired surrogate (the text is not valid Unicode). */
const FORBIDDEN_NAME_CHARACTER = new RegExp(`[${FORBIDDEN_CHARACTERS}\\uD800-\\uDFFF]`, "u");
// The same rules as one pattern, for JSON Schema consumers (editors): no forbidden character, no
// leading or trailing whitespace. Length is `maxLength` (JSON Schema counts code points, as we do).
// Surrogates are left out: a UTF-8 file cannot hold a lone one, and an engine without the `u` flag
// would take every character outside the BMP for one.
const NAME_PATTERN = new RegExp(String.raw `^(?!\s)(?![\s\S]*\s$)[^${FORBIDDEN_CHARACTERS}]+$`);
/**
 * Whether an inventory file can hold `name` as a name: what the parser accepts, in one test.
 * For names that come from the service (import); the parser checks its own with a message each.
 */
function isDeclarableName(name) {
    return (NAME_PATTERN.test(name) &&
        !FORBIDDEN_NAME_CHARACTER.test(name) &&
        (name.length <= MAX_NAME_LENGTH || [...name].length <= MAX_NAME_LENGTH));
}
function nameSchema(description) {
    return schemas/* string */.YjP().min(1).max(MAX_NAME_LENGTH).regex(NAME_PATTERN).meta({ description });
}
const assetTypeSchema = schemas/* enum */.k5n(ASSET_TYPES).meta({
    title: "Asset type",
    description: "hardware: physical devices (RTUs, PLCs, HMIs, network equipment). software: applications and operating systems classified under the cyber system.",
});
const assetDetailsSchema = schemas/* strictObject */.rej({
    type: assetTypeSchema,
    renamed_from: nameSchema("The current name of a live asset of this cyber system to rename in place to this asset's name (keeps its id). Remove it once applied.")
        .meta({ title: "Renamed from" })
        .optional(),
})
    .meta({ title: "Asset details" });
const inventoryDocumentSchema = schemas/* strictObject */.rej({
    cyber_system: nameSchema("Name, or id (cs_...), of an existing cyber system. This document declares its complete asset list.").meta({ title: "Cyber system" }),
    facility: nameSchema("Optional: name, or id (fac_...), of the facility that owns the cyber system; checked against the service. Not together with control_center.")
        .meta({ title: "Facility" })
        .optional(),
    control_center: nameSchema("Optional: name, or id (cc_...), of the control center that owns the cyber system; checked against the service. Not together with facility.")
        .meta({ title: "Control center" })
        .optional(),
    prune: schemas/* boolean */.zMY().default(true).meta({
        title: "Prune",
        description: "true (default): live assets of this cyber system that are not declared here are deleted. false: they are kept and reported as unmanaged.",
    }),
    assets: schemas/* record */.g1P(nameSchema("Asset name, exactly as written. Unique across the inventory, ignoring case."), schemas/* union */.KCZ([assetTypeSchema, assetDetailsSchema]))
        .meta({
        title: "Assets",
        description: "The complete asset list of the cyber system: asset name -> hardware | software, or -> { type, renamed_from }. Write {} for a system with no assets.",
    }),
})
    .refine((document) => document.facility === undefined || document.control_center === undefined, {
    message: "facility and control_center are mutually exclusive",
    path: ["control_center"],
})
    .meta({
    title: "cip-inventory-sync inventory document",
    description: "The complete asset list of one NERC CIP cyber system. One YAML document per cyber system; several documents per file are separated by ---.",
});
/** The keys of a document, in the order messages list them. */
const DOCUMENT_KEYS = Object.keys(inventoryDocumentSchema.shape);
/** The keys of an asset written as a map. */
const ASSET_DETAIL_KEYS = Object.keys(assetDetailsSchema.shape);
/** The JSON Schema (draft 2020-12) of one inventory document, for editors (`$schema` modelines). */
function inventoryJsonSchema() {
    const schema = json_schema_processors/* toJSONSchema */.bl(inventoryDocumentSchema, {
        target: "draft-2020-12",
        io: "input",
    });
    // zod does not translate refinements; this is the facility/control_center exclusion.
    schema.not = { required: ["facility", "control_center"] };
    return schema;
}

;// CONCATENATED MODULE: ./src/core/names.ts
// How names are compared. Asset names are unique organization-wide regardless of case, so every
// comparison of identities goes through `nameKey`; every ordering shown to users goes through
// `compareCodePoints`, so plans are identical whatever the locale or the order of live records.
/**
 * The identity of a name: Unicode NFC, then `toLowerCase()` (locale-independent). "RTU-1", "rtu-1"
 * and an "é" typed as e + combining accent all share one key with their canonical spellings.
 */
function nameKey(name) {
    return name.normalize("NFC").toLowerCase();
}
/**
 * Orders strings by Unicode code point. Plain `<` compares UTF-16 code units, which puts
 * U+E000..U+FFFF after astral characters; this shifts surrogates above them instead.
 */
function compareCodePoints(a, b) {
    const length = Math.min(a.length, b.length);
    for (let index = 0; index < length; index += 1) {
        const left = a.charCodeAt(index);
        const right = b.charCodeAt(index);
        if (left !== right)
            return codePointRank(left) - codePointRank(right);
    }
    return a.length - b.length;
}
function codePointRank(codeUnit) {
    if (codeUnit < 0xd800)
        return codeUnit;
    return codeUnit >= 0xe000 ? codeUnit - 0x800 : codeUnit + 0x2000;
}
/**
 * The "did you mean" of an unknown name: up to `limit` of `candidates` at the smallest edit
 * distance between name keys, in code-point order. A candidate qualifies when at most a third of
 * the wanted name (at least one character) must change.
 */
function closestNames(wanted, candidates, limit = 3) {
    const wantedKey = nameKey(wanted);
    const maxDistance = Math.max(1, Math.floor([...wantedKey].length / 3));
    const scored = [];
    const seen = new Set();
    for (const name of candidates) {
        if (seen.has(name))
            continue;
        seen.add(name);
        const distance = editDistance(wantedKey, nameKey(name), maxDistance);
        if (distance <= maxDistance)
            scored.push({ name, distance });
    }
    const best = scored.reduce((min, entry) => Math.min(min, entry.distance), maxDistance);
    return scored
        .filter((entry) => entry.distance === best)
        .map((entry) => entry.name)
        .sort(compareCodePoints)
        .slice(0, limit);
}
/** Levenshtein distance over code points; returns `max + 1` as soon as it must exceed `max`. */
function editDistance(a, b, max) {
    const left = [...a];
    const right = [...b];
    if (Math.abs(left.length - right.length) > max)
        return max + 1;
    let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
    for (let i = 1; i <= left.length; i += 1) {
        const current = [i];
        let rowMin = i;
        for (let j = 1; j <= right.length; j += 1) {
            const substitution = (previous[j - 1] ?? 0) + (left[i - 1] === right[j - 1] ? 0 : 1);
            const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
            current.push(value);
            rowMin = Math.min(rowMin, value);
        }
        if (rowMin > max)
            return max + 1;
        previous = current;
    }
    return previous[right.length] ?? max + 1;
}

;// CONCATENATED MODULE: ./src/core/collections.ts
// Small helpers over collections that several stages of the core share.
/** `items` by `key`, each group in the order of `items`; the key is computed once per item. */
function groupBy(items, key) {
    const groups = new Map();
    for (const item of items) {
        const itemKey = key(item);
        const group = groups.get(itemKey);
        if (group)
            group.push(item);
        else
            groups.set(itemKey, [item]);
    }
    return groups;
}

;// CONCATENATED MODULE: ./src/core/reveal.ts
// Live names and service messages reach terminals and pull requests unchecked by our validation
// (only declared names are validated), so every renderer shows the characters a name may not
// contain as visible escapes: a terminal escape sequence, a newline or a bidirectional override in
// a name can then neither restyle the output, forge a line, nor make a name display as another.
// Messages that refuse such a character name it (describeCharacter).

// The validation's set, plus every other character that displays as nothing: controls, format
// characters (soft hyphen, invisible operators, tags), line and paragraph separators, which some
// viewers break lines at, and Unicode's default-ignorable characters (variation selectors, fillers).
const HIDDEN_CHARACTER = new RegExp(`${FORBIDDEN_NAME_CHARACTER.source}|[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}]`, "gu");
/** Each hidden character as `\uXXXX` (`\u{XXXXX}` beyond the BMP). */
function revealHiddenCharacters(text) {
    return text.replace(HIDDEN_CHARACTER, (character) => {
        const hex = character.codePointAt(0).toString(16).toUpperCase();
        return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
    });
}
/**
 * JSON text with each hidden character written as a JSON escape (`\uXXXX`, a surrogate pair
 * beyond the BMP): the same JSON value, but a bidirectional override or a zero-width character in
 * a name can no longer reorder or hide text where the file is shown. JSON.stringify's output has
 * such characters only inside strings, where an escape means the same character, apart from the
 * line breaks of its indentation, which it always escapes inside strings and are kept.
 */
function escapeHiddenCharactersInJson(json) {
    return json.replace(HIDDEN_CHARACTER, (character) => {
        if (character === "\n")
            return character;
        let escaped = "";
        for (let at = 0; at < character.length; at++) {
            escaped += `\\u${character.charCodeAt(at).toString(16).toUpperCase().padStart(4, "0")}`;
        }
        return escaped;
    });
}
const CHARACTER_NAMES = new Map([
    [0x00, "NULL"],
    [0x09, "CHARACTER TABULATION"],
    [0x0a, "LINE FEED"],
    [0x0d, "CARRIAGE RETURN"],
    [0x1b, "ESCAPE"],
    [0x7f, "DELETE"],
    [0x85, "NEXT LINE"],
    [0x061c, "ARABIC LETTER MARK"],
    [0x200b, "ZERO WIDTH SPACE"],
    [0x200c, "ZERO WIDTH NON-JOINER"],
    [0x200d, "ZERO WIDTH JOINER"],
    [0x200e, "LEFT-TO-RIGHT MARK"],
    [0x200f, "RIGHT-TO-LEFT MARK"],
    [0x202a, "LEFT-TO-RIGHT EMBEDDING"],
    [0x202b, "RIGHT-TO-LEFT EMBEDDING"],
    [0x202c, "POP DIRECTIONAL FORMATTING"],
    [0x202d, "LEFT-TO-RIGHT OVERRIDE"],
    [0x202e, "RIGHT-TO-LEFT OVERRIDE"],
    [0x2060, "WORD JOINER"],
    [0x2066, "LEFT-TO-RIGHT ISOLATE"],
    [0x2067, "RIGHT-TO-LEFT ISOLATE"],
    [0x2068, "FIRST STRONG ISOLATE"],
    [0x2069, "POP DIRECTIONAL ISOLATE"],
    [0xfeff, "ZERO WIDTH NO-BREAK SPACE"],
]);
/** "U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control ...)": what it is and why it is refused. */
function describeCharacter(codePoint) {
    const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
    const name = CHARACTER_NAMES.get(codePoint);
    const label = name === undefined ? code : `${code} ${name}`;
    if (codePoint >= 0xd800 && codePoint <= 0xdfff)
        return `${label} (an unpaired surrogate)`;
    if (codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)) {
        return `${label} (a control character)`;
    }
    if (codePoint === 0x061c ||
        codePoint === 0x200e ||
        codePoint === 0x200f ||
        (codePoint >= 0x202a && codePoint <= 0x202e) ||
        (codePoint >= 0x2066 && codePoint <= 0x2069)) {
        return `${label} (a bidirectional control: it can make a name display as another)`;
    }
    return `${label} (an invisible zero-width character)`;
}

;// CONCATENATED MODULE: ./src/core/export-inventory.ts
// `cip-sync import`: the live inventory written back as inventory files, so a team can start from
// what the service holds. The output must plan to zero changes, so every reference it writes is one
// that resolves to exactly the system it came from: names where they are unambiguous, ids where not.
// An asset whose live name no inventory file can hold is left out, and its system written with
// `prune: false`, so that the plan keeps it instead of deleting it.





/** The file name of the inventory JSON Schema written beside the exported folders. */
const EXPORTED_SCHEMA_FILE = "inventory.schema.json";
function exportInventory(live) {
    const facilities = new Map(live.facilities.map((facility) => [facility.id, facility]));
    const controlCenters = new Map(live.controlCenters.map((center) => [center.id, center]));
    const parentOf = (system) => {
        const facility = system.facility_id ? facilities.get(system.facility_id) : undefined;
        if (facility)
            return { kind: "facility", record: facility };
        const center = system.control_center_id
            ? controlCenters.get(system.control_center_id)
            : undefined;
        return center ? { kind: "control_center", record: center } : undefined;
    };
    const parents = [...live.facilities, ...live.controlCenters];
    const parentNameCount = countBy(parents, (p) => p.name);
    // References resolve by id first: a name that is also an id of its kind must be written as id.
    const parentIds = new Set(parents.map((p) => p.id));
    const systemIds = new Set(live.cyberSystems.map((system) => system.id));
    const parentNameWritable = (parent) => (parentNameCount.get(parent.name) ?? 0) === 1 &&
        !parentIds.has(parent.name) &&
        isDeclarableName(parent.name);
    const systemNameCount = countBy(live.cyberSystems, (system) => system.name);
    const systemNameInParentCount = countBy(live.cyberSystems, (system) => JSON.stringify([system.name, parentOf(system)?.record.id ?? ""]));
    const assetsBySystem = groupBy(live.cyberAssets, (asset) => asset.cyber_system_id);
    const folderNames = new UniqueNames();
    const folderOf = new Map();
    const fileNames = new Map();
    const files = [];
    const systems = [...live.cyberSystems].sort((a, b) => compareCodePoints(a.name, b.name) || compareCodePoints(a.id, b.id));
    for (const system of systems) {
        const parent = parentOf(system);
        const parentKey = parent?.record.id ?? "";
        let folder = folderOf.get(parentKey);
        if (folder === undefined) {
            folder = folderNames.claim(parent ? slug(parent.record.name) || parentKey : "no-parent");
            folderOf.set(parentKey, folder);
        }
        const names = fileNames.get(folder) ?? new UniqueNames();
        fileNames.set(folder, names);
        const file = `${folder}/${names.claim(slug(system.name) || system.id)}.yaml`;
        // A name is written only where it resolves to this system alone; otherwise the id.
        const nameIsUnique = (systemNameCount.get(system.name) ?? 0) === 1 ||
            (parent !== undefined &&
                parentNameWritable(parent.record) &&
                (systemNameInParentCount.get(JSON.stringify([system.name, parent.record.id])) ?? 0) === 1);
        const nameIsWritable = nameIsUnique && !systemIds.has(system.name) && isDeclarableName(system.name);
        const document = new dist/* Document */.yo({});
        document.set("cyber_system", nameIsWritable ? system.name : system.id);
        if (parent) {
            const parentRef = parentNameWritable(parent.record) ? parent.record.name : parent.record.id;
            document.set(parent.kind, parentRef);
        }
        const [assets, undeclarable] = partition([...(assetsBySystem.get(system.id) ?? [])].sort((a, b) => compareCodePoints(a.name, b.name)), (asset) => isDeclarableName(asset.name));
        if (undeclarable.length > 0)
            document.set("prune", false);
        const assetMap = new dist/* Document */.yo({}).createNode(new Map(assets.map((asset) => [asset.name, asset.asset_type])));
        document.set("assets", assetMap);
        const header = headerOf(system, parent !== undefined, undeclarable);
        files.push({
            path: file,
            content: `${header.join("\n")}\n${document.toString({ lineWidth: 0 })}`,
        });
    }
    return files.sort((a, b) => compareCodePoints(a.path, b.path));
}
/** The comment lines above a system's document: where it came from, and what it leaves out. */
function headerOf(system, hasParent, undeclarable) {
    const header = [
        `# yaml-language-server: $schema=../${EXPORTED_SCHEMA_FILE}`,
        `# Imported from the live inventory: cyber system ${quoteForComment(system.name)} (${quoteForComment(system.id)}).`,
    ];
    if (!hasParent)
        header.push("# The service does not show this system's parent.");
    if (undeclarable.length > 0) {
        header.push("# Not declared, because an inventory file cannot hold their names (control, invisible or", "# bidirectional characters, spaces at either end, or over 255 characters); prune: false keeps", "# them. Rename them in the service, then declare them and remove prune: false:", ...undeclarable.map((asset) => `#   ${quoteForComment(asset.name)} (${quoteForComment(asset.id)})`));
    }
    return header;
}
/** A live text as a JSON string, every hidden character a visible escape (no raw bidi in files). */
function quoteForComment(text) {
    return revealHiddenCharacters(JSON.stringify(text));
}
function partition(items, test) {
    const passed = [];
    const failed = [];
    for (const item of items)
        (test(item) ? passed : failed).push(item);
    return [passed, failed];
}
function countBy(items, key) {
    const counts = new Map();
    for (const item of items)
        counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return counts;
}
function slug(name) {
    return name
        .normalize("NFKD")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 80);
}
/** Hands out file-system names, suffixing -2, -3... on a case-insensitive clash. */
class UniqueNames {
    #taken = new Set();
    claim(base) {
        let candidate = base;
        for (let n = 2; this.#taken.has(candidate.toLowerCase()); n += 1)
            candidate = `${base}-${n}`;
        this.#taken.add(candidate.toLowerCase());
        return candidate;
    }
}

;// CONCATENATED MODULE: ./src/core/diagnostics.ts
// The vocabulary every stage's diagnostics share: how a message names a place, how diagnostics are
// ordered, and whether a list of them stops the run.


/** "file:line:column", the way every message names a place in the inventory files. */
function formatLocation(location) {
    return `${location.file}:${location.line}:${location.column}`;
}
/** Diagnostics without a place first, then by file (code-point order), line and column. */
function compareDiagnostics(a, b) {
    if (!a.location || !b.location)
        return (a.location ? 1 : 0) - (b.location ? 1 : 0);
    return (compareCodePoints(a.location.file, b.location.file) ||
        a.location.line - b.location.line ||
        a.location.column - b.location.column);
}
function hasErrors(diagnostics) {
    return diagnostics.some((diagnostic) => diagnostic.severity === "error");
}
/**
 * Quotes text for a message, with forbidden characters escaped (\u{202E}) so that a message
 * cannot itself be reordered or hidden by the characters it reports.
 */
function quote(text) {
    const escaped = text.replace(new RegExp(FORBIDDEN_NAME_CHARACTER.source, "gu"), (character) => `\\u{${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}}`);
    return `'${escaped}'`;
}

;// CONCATENATED MODULE: ./src/core/plan-schema.ts
// The plan as a zod schema: the check on a saved plan read back by `apply --plan FILE`, and the
// source of schemas/plan.schema.json. It mirrors `Plan` in model.ts exactly; a type-level test
// (test/core/plan-schema.test.ts) fails when the two drift apart.


const plan_schema_assetTypeSchema = schemas/* enum */.k5n(ASSET_TYPES);
const count = schemas/* int */.Whr().nonnegative();
const sourceLocationSchema = schemas/* strictObject */.rej({
    file: schemas/* string */.YjP().meta({ description: "Path relative to the working directory, with /." }),
    line: schemas/* int */.Whr().positive(),
    column: schemas/* int */.Whr().positive(),
})
    .meta({
    id: "SourceLocation",
    title: "Source location",
    description: "A 1-based place in an inventory file.",
});
const diagnosticSchema = schemas/* strictObject */.rej({
    severity: schemas/* enum */.k5n(["error", "warning"]),
    message: schemas/* string */.YjP(),
    location: sourceLocationSchema.optional(),
    related: schemas/* array */.YOg(sourceLocationSchema).optional(),
})
    .meta({ title: "Diagnostic" });
const parentRefSchema = schemas/* strictObject */.rej({
    kind: schemas/* enum */.k5n(["facility", "control_center"]),
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
});
const systemRefSchema = schemas/* strictObject */.rej({
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    parent: parentRefSchema.nullable(),
})
    .meta({
    id: "SystemRef",
    title: "Cyber system",
    description: "A cyber system by id and name, with its parent.",
});
function fieldChange(schema) {
    return schemas/* strictObject */.rej({ from: schema, to: schema });
}
const operationBase = {
    depends_on: schemas/* array */.YOg(count).meta({
        description: "Indexes into operations of the operations that must succeed before this one runs.",
    }),
    source: sourceLocationSchema
        .meta({ description: "The declaration that caused this operation." })
        .optional(),
};
const createOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("create"),
    ...operationBase,
    name: schemas/* string */.YjP(),
    asset_type: plan_schema_assetTypeSchema,
    cyber_system: systemRefSchema,
})
    .meta({ title: "Create an asset" });
const updateOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("update"),
    ...operationBase,
    asset_id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP().meta({ description: "The asset's name after this operation." }),
    cyber_system: systemRefSchema,
    kinds: schemas/* array */.YOg(schemas/* enum */.k5n(["rename", "move", "retype"])),
    temporary: schemas/* boolean */.zMY().meta({
        description: "True for the first half of a rename cycle: the asset takes a temporary name that a later operation replaces.",
    }),
    changes: schemas/* strictObject */.rej({
        name: fieldChange(schemas/* string */.YjP()).optional(),
        cyber_system: fieldChange(systemRefSchema).optional(),
        asset_type: fieldChange(plan_schema_assetTypeSchema).optional(),
    }),
})
    .meta({ title: "Update an asset (rename, move, retype)" });
const deleteOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("delete"),
    ...operationBase,
    asset_id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    asset_type: plan_schema_assetTypeSchema,
    cyber_system: systemRefSchema,
})
    .meta({ title: "Delete an asset" });
const planSummarySchema = schemas/* strictObject */.rej({
    create: count,
    update: count,
    delete: count,
    move: count,
    rename: count,
    retype: count,
});
const planSchema = schemas/* strictObject */.rej({
    format_version: schemas/* literal */.euz(PLAN_FORMAT_VERSION),
    fingerprint: schemas/* string */.YjP()
        .regex(/^sha256:[0-9a-f]{64}$/)
        .meta({ description: 'sha256 over the canonical JSON of operations, as "sha256:<hex>".' }),
    summary: planSummarySchema,
    operations: schemas/* array */.YOg(schemas/* discriminatedUnion */.gMt("action", [
        createOperationSchema,
        updateOperationSchema,
        deleteOperationSchema,
    ]))
        .meta({ description: "In execution order; depends_on gives the exact constraints." }),
    managed_systems: schemas/* array */.YOg(systemRefSchema),
    unmanaged: schemas/* array */.YOg(schemas/* strictObject */.rej({
        asset_id: schemas/* string */.YjP(),
        name: schemas/* string */.YjP(),
        asset_type: plan_schema_assetTypeSchema,
        cyber_system: systemRefSchema,
    }))
        .meta({
        description: "Undeclared live assets of prune: false systems: reported, never deleted.",
    }),
    safety: schemas/* strictObject */.rej({
        managed_live_assets: count,
        violations: schemas/* array */.YOg(schemas/* strictObject */.rej({
            rule: schemas/* enum */.k5n(["mass-delete", "mass-update", "empty-system"]),
            message: schemas/* string */.YjP(),
        })),
    }),
    warnings: schemas/* array */.YOg(diagnosticSchema),
})
    .meta({
    title: "cip-inventory-sync plan",
    description: "What apply would do, as written by `cip-sync plan --format json` or `--out FILE`.",
});
/** The JSON Schema (draft 2020-12) of a saved plan. */
function planJsonSchema() {
    return z.toJSONSchema(planSchema, { target: "draft-2020-12" });
}
const MAX_REPORTED_ISSUES = 5;
/**
 * A saved plan (`apply --plan FILE`), checked completely. Throws an Error naming `source` and the
 * JSON path of each problem (`$.operations[3].action`), and saying how to get a good file.
 */
function parsePlanJson(text, source) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`${source} is not valid JSON (${error.message}); pass the file written by 'cip-sync plan --out FILE'`, { cause: error });
    }
    const version = value?.format_version;
    if (version !== undefined && version !== PLAN_FORMAT_VERSION) {
        throw new Error(`${source} has plan format_version ${JSON.stringify(version)}, and this cip-sync reads version ${PLAN_FORMAT_VERSION}; run 'cip-sync plan --out FILE' again with this version`);
    }
    const result = planSchema.safeParse(value);
    if (result.success)
        return result.data;
    const issues = result.error.issues;
    const lines = issues
        .slice(0, MAX_REPORTED_ISSUES)
        .map((issue) => `  at ${jsonPath(issue.path)}: ${issue.message}`);
    if (issues.length > MAX_REPORTED_ISSUES) {
        lines.push(`  ... and ${issues.length - MAX_REPORTED_ISSUES} more`);
    }
    throw new Error(`${source} is not a valid plan; pass the file written by 'cip-sync plan --out FILE', unedited:\n${lines.join("\n")}`);
}
/** `$.operations[3].action`: where a schema issue is, as JSONPath. */
function jsonPath(path) {
    let text = "$";
    for (const segment of path) {
        if (typeof segment === "number")
            text += `[${segment}]`;
        else if (typeof segment === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) {
            text += `.${segment}`;
        }
        else
            text += `[${JSON.stringify(String(segment))}]`;
    }
    return text;
}

;// CONCATENATED MODULE: ./src/core/resolve.ts




function indexLive(live) {
    return {
        facilities: new Map(live.facilities.map((facility) => [facility.id, facility])),
        controlCenters: new Map(live.controlCenters.map((center) => [center.id, center])),
        systems: new Map(live.cyberSystems.map((system) => [system.id, system])),
    };
}
/**
 * A live system as plans show it (keys in code-point order, like every object of a plan, so that
 * fingerprinting needs no copy). `claimedControlCenter` stands in for the parent when the
 * service does not show one (spec 2.1 shows only `facility_id`). A parent missing from the
 * parent lists is shown by its id.
 */
function systemRefOf(system, index, claimedControlCenter) {
    const base = { id: system.id, name: system.name };
    if (system.facility_id) {
        const facility = index.facilities.get(system.facility_id);
        const parentName = facility?.name ?? system.facility_id;
        return { ...base, parent: { id: system.facility_id, kind: "facility", name: parentName } };
    }
    if (system.control_center_id) {
        const center = index.controlCenters.get(system.control_center_id);
        const parentName = center?.name ?? system.control_center_id;
        return {
            ...base,
            parent: { id: system.control_center_id, kind: "control_center", name: parentName },
        };
    }
    if (claimedControlCenter) {
        const { id, name } = claimedControlCenter;
        return { ...base, parent: { id, kind: "control_center", name } };
    }
    return { ...base, parent: null };
}
/** `"Protection System" (cs_1) at facility "Substation Alpha" (fac_1)`. */
function describeSystem(ref) {
    const parent = ref.parent;
    const where = parent
        ? ` at ${parentKindWord(parent.kind)} ${JSON.stringify(parent.name)} (${parent.id})`
        : ", parent not shown by the service";
    return `${JSON.stringify(ref.name)} (${ref.id})${where}`;
}
const LIST_HINT = "run `cip-sync import --out DIR` to write the facilities, control centers and cyber systems the service holds as inventory files";
function resolveInventory(documents, live) {
    const lookup = {
        index: indexLive(live),
        systemsByName: groupBy(live.cyberSystems, (system) => system.name),
        facilitiesByName: groupBy(live.facilities, (facility) => facility.name),
        centersByName: groupBy(live.controlCenters, (center) => center.name),
    };
    const diagnostics = [];
    const resolved = [];
    const claimedBy = new Map();
    for (const document of documents) {
        const choice = chooseSystem(document, lookup);
        if ("error" in choice) {
            diagnostics.push(choice.error);
            continue;
        }
        const { system, ref, warning } = choice;
        if (warning)
            diagnostics.push(warning);
        const earlier = claimedBy.get(system.id);
        if (earlier) {
            diagnostics.push({
                severity: "error",
                message: `cyber system ${describeSystem(ref)} is declared by two documents, here and at ${formatLocation(earlier.cyberSystem.location)}; merge them into one document`,
                location: document.cyberSystem.location,
                related: [earlier.cyberSystem.location],
            });
            continue;
        }
        claimedBy.set(system.id, document);
        resolved.push({ document, system: ref });
    }
    return { resolved, diagnostics };
}
function chooseSystem(document, lookup) {
    if (document.facility && document.controlCenter) {
        // parseInventoryText reports this to the user, and the engine stops on its errors.
        throw new Error(`the document at ${formatLocation(document.location)} names both a facility and a control center; parseInventoryText rejects this before resolution`);
    }
    const { index } = lookup;
    const wanted = document.cyberSystem;
    let parent;
    if (document.facility || document.controlCenter) {
        const found = document.facility
            ? findParent("facility", document.facility, lookup)
            : findParent("control_center", document.controlCenter, lookup);
        if ("error" in found)
            return found;
        parent = found;
    }
    const byId = index.systems.get(wanted.value);
    const candidates = byId ? [byId] : (lookup.systemsByName.get(wanted.value) ?? []);
    if (candidates.length === 0) {
        return {
            error: {
                severity: "error",
                message: `cyber_system ${JSON.stringify(wanted.value)} matches no cyber system (by id or name); ${suggest(wanted.value, [...lookup.systemsByName.keys()])}`,
                location: wanted.location,
            },
        };
    }
    let chosen = candidates;
    let unchecked = false;
    if (parent) {
        const claim = parent;
        const checks = candidates.map((system) => ({ system, result: check(system, claim) }));
        const matched = checks.filter((entry) => entry.result === "match");
        const unknown = checks.filter((entry) => entry.result === "unknown");
        chosen = (matched.length > 0 ? matched : unknown).map((entry) => entry.system);
        unchecked = matched.length === 0 && unknown.length > 0;
        if (chosen.length === 0) {
            return { error: mismatch(wanted, claim, candidates, byId !== undefined, index) };
        }
    }
    if (chosen.length > 1)
        return { error: ambiguous(wanted, chosen, parent !== undefined, index) };
    const system = chosen[0];
    // Unchecked means the claim is a control center the service cannot confirm; it still names
    // the parent in the plan when it names exactly one.
    const claimedCenter = unchecked && parent?.records.length === 1 ? parent.records[0] : undefined;
    const ref = systemRefOf(system, index, claimedCenter);
    if (!unchecked || !parent)
        return { system, ref };
    const warning = {
        severity: "warning",
        message: `control_center ${JSON.stringify(parent.claim.value)} cannot be checked: the service does not show a cyber system's control center; make sure cyber system ${JSON.stringify(system.name)} (${system.id}) belongs to it`,
        location: parent.claim.location,
    };
    return { system, ref, warning };
}
function findParent(kind, claim, lookup) {
    const byId = kind === "facility" ? lookup.index.facilities : lookup.index.controlCenters;
    const byName = kind === "facility" ? lookup.facilitiesByName : lookup.centersByName;
    const exact = byId.get(claim.value);
    const records = exact ? [exact] : (byName.get(claim.value) ?? []);
    if (records.length > 0)
        return { kind, claim, records };
    const key = kind === "facility" ? "facility" : "control_center";
    return {
        error: {
            severity: "error",
            message: `${key} ${JSON.stringify(claim.value)} matches no ${parentKindWord(kind)} (by id or name); ${suggest(claim.value, [...byName.keys()])}`,
            location: claim.location,
        },
    };
}
function check(system, parent) {
    const ids = new Set(parent.records.map((record) => record.id));
    if (parent.kind === "facility") {
        return system.facility_id && ids.has(system.facility_id) ? "match" : "mismatch";
    }
    if (system.control_center_id)
        return ids.has(system.control_center_id) ? "match" : "mismatch";
    return system.facility_id ? "mismatch" : "unknown";
}
function ambiguous(wanted, chosen, hasParent, index) {
    const listed = sortSystems(chosen)
        .map((system) => describeSystem(systemRefOf(system, index)))
        .join("; ");
    const fix = hasParent
        ? "give the cyber system's id as cyber_system"
        : "add facility or control_center to say which, or give the cyber system's id as cyber_system";
    return {
        severity: "error",
        message: `cyber_system ${JSON.stringify(wanted.value)} is ambiguous: ${chosen.length} cyber systems have that name: ${listed}; ${fix}`,
        location: wanted.location,
    };
}
function mismatch(wanted, parent, candidates, foundById, index) {
    const key = parent.kind === "facility" ? "facility" : "control_center";
    const claimed = `${key} ${JSON.stringify(parent.claim.value)}`;
    const described = sortSystems(candidates).map((system) => describeSystem(systemRefOf(system, index)));
    if (foundById) {
        return {
            severity: "error",
            message: `${claimed} does not match cyber system ${described[0]}; correct ${key} or cyber_system`,
            location: parent.claim.location,
            related: [wanted.location],
        };
    }
    return {
        severity: "error",
        message: `no cyber system named ${JSON.stringify(wanted.value)} is at ${parentKindWord(parent.kind)} ${JSON.stringify(parent.claim.value)}; cyber systems with that name: ${described.join("; ")}; correct ${key} or cyber_system`,
        location: wanted.location,
        related: [parent.claim.location],
    };
}
function suggest(wanted, names) {
    const close = closestNames(wanted, names);
    if (close.length === 0)
        return LIST_HINT;
    const quoted = close.map((name) => JSON.stringify(name));
    const last = quoted.pop();
    return `did you mean ${quoted.length > 0 ? `${quoted.join(", ")} or ${last}` : last}?`;
}
function sortSystems(systems) {
    return [...systems].sort((a, b) => compareCodePoints(a.name, b.name) || compareCodePoints(a.id, b.id));
}

;// CONCATENATED MODULE: ./src/core/lookalike.ts




/**
 * Cyrillic and Greek letters that look like Latin ones, each to the Latin letter it passes for (of
 * the same case). Deliberately partial: the common look-alikes of these three scripts, not
 * Unicode's confusables.txt; a pair it misses is a missed warning, never a wrong plan.
 */
const LOOKALIKE_LETTERS = "АаВвЕеКкМмНһҺОоРрСсТтУуХхЅѕІіЈјӀӏԁԚԛԜԝ" + "ΑαΒΕΖΗηΙιΚκΜΝνΟοΡρΤτΥυΧχω";
const LATIN_LETTERS = "AaBbEeKkMmHhHOoPpCcTtYyXxSsIiJjIldQqWw" + "AaBEZHnIiKkMNvOoPpTtYuXxw";
const LATIN_LOOKALIKES = new Map([...LOOKALIKE_LETTERS].map((letter, index) => [letter, LATIN_LETTERS[index]]));
const LOOKALIKE = new RegExp(`[${LOOKALIKE_LETTERS}]`, "gu");
const LATIN = /\p{Script=Latin}/u;
const OTHER_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
/**
 * What a name looks like, to compare with others: compatibility forms folded (fullwidth, ligatures),
 * Cyrillic and Greek look-alikes as Latin, then full case folding (ß and ẞ as ss, final ς as σ,
 * dotted İ and dotless ı as i).
 */
function nameSkeleton(name) {
    return name
        .normalize("NFKC")
        .replace(LOOKALIKE, (letter) => LATIN_LOOKALIKES.get(letter) ?? letter)
        .toLowerCase()
        .replace(/ß/g, "ss")
        .replace(/ς/g, "σ")
        .replace(/ı/g, "i")
        .replace(/i\u0307/g, "i");
}
/** The name with every non-ASCII character as \uXXXX: how two look-alikes differ. */
function spelledOut(name) {
    return name.replace(/[^\x20-\x7e]/gu, (character) => {
        const hex = character.codePointAt(0).toString(16).toUpperCase();
        return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
    });
}
/**
 * Warnings for declared names that mix Latin with Cyrillic or Greek letters, and for declared names
 * that look like another declared or live name without being the same name to the service.
 */
function lookalikeWarnings(documents, liveAssets) {
    const declared = documents.flatMap((document) => document.assets.map((asset) => ({ name: asset.name, location: asset.location })));
    const warnings = declared.flatMap((entry) => mixedScript(entry));
    const live = liveAssets.map((asset) => ({ name: asset.name, asset }));
    const entries = [...declared, ...live];
    for (const group of groupBy(entries, (entry) => nameSkeleton(entry.name)).values()) {
        if (group.length < 2)
            continue;
        for (const entry of group) {
            if (entry.location === undefined)
                continue;
            const other = group.find((candidate) => nameKey(candidate.name) !== nameKey(entry.name));
            if (other === undefined)
                continue;
            warnings.push({
                severity: "warning",
                message: `asset name ${quoted(entry.name)} looks like ${describeOther(other)} but is a different name, so the two are different assets: if they are meant to be the same, write the name exactly as the other`,
                location: entry.location,
                ...(other.location === undefined ? {} : { related: [other.location] }),
            });
        }
    }
    return warnings;
}
function mixedScript(entry) {
    if (entry.location === undefined || !LATIN.test(entry.name))
        return [];
    const foreign = [...entry.name].find((character) => OTHER_SCRIPT.test(character));
    if (foreign === undefined)
        return [];
    const script = /\p{Script=Cyrillic}/u.test(foreign) ? "Cyrillic" : "Greek";
    return [
        {
            severity: "warning",
            message: `asset name ${quoted(entry.name)} mixes Latin letters with ${script} ("${foreign}", ${spelledOut(foreign)}), so it can look like a name it is not: write it in one script`,
            location: entry.location,
        },
    ];
}
function describeOther(other) {
    if (other.asset !== undefined) {
        return `live asset ${quoted(other.name)} (${other.asset.id})`;
    }
    return `${quoted(other.name)} declared at ${formatLocation(other.location)}`;
}
/** "name" (n\u0430me) when the name has non-ASCII characters, else "name". */
function quoted(name) {
    const spelled = spelledOut(name);
    const shown = revealHiddenCharacters(JSON.stringify(name));
    return spelled === name ? shown : `${shown} (${spelled})`;
}

;// CONCATENATED MODULE: ./src/core/drafts.ts

/** The delete of a live asset no declaration claims, in a document at `source` that prunes. */
function deleteDraft(asset, system, source) {
    const operation = {
        action: "delete",
        asset_id: asset.id,
        asset_type: asset.asset_type,
        cyber_system: system,
        depends_on: [],
        name: asset.name,
        source,
    };
    return { operation, rank: 0, vacates: nameKey(asset.name), dependencies: [] };
}
/**
 * The update that turns a claimed live asset (now in system `from`) into its declaration (name key
 * `key`, in system `to`); undefined when they agree.
 */
function updateDraft(asset, from, declared, key, to) {
    const renamed = asset.name !== declared.name;
    const moved = asset.cyber_system_id !== to.id;
    const retyped = asset.asset_type !== declared.type;
    const kinds = [];
    if (renamed)
        kinds.push("rename");
    if (moved)
        kinds.push("move");
    if (retyped)
        kinds.push("retype");
    if (kinds.length === 0)
        return undefined;
    const changes = {
        ...(retyped ? { asset_type: { from: asset.asset_type, to: declared.type } } : {}),
        ...(moved ? { cyber_system: { from, to } } : {}),
        ...(renamed ? { name: { from: asset.name, to: declared.name } } : {}),
    };
    const operation = {
        action: "update",
        asset_id: asset.id,
        changes,
        cyber_system: to,
        depends_on: [],
        kinds,
        name: declared.name,
        source: declared.location,
        temporary: false,
    };
    const oldKey = nameKey(asset.name);
    const draft = { operation, rank: 1, dependencies: [] };
    if (oldKey !== key) {
        draft.takes = key;
        draft.vacates = oldKey;
    }
    return draft;
}
/** The create of a declared asset (name key `key`) that no live asset matches. */
function createDraft(declared, key, system) {
    const operation = {
        action: "create",
        asset_type: declared.type,
        cyber_system: system,
        depends_on: [],
        name: declared.name,
        source: declared.location,
    };
    return { operation, rank: 2, takes: key, dependencies: [] };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/core/fingerprint.ts
// The identity of a plan's effect: apply compares it with the fingerprint of the reviewed plan and
// refuses when the two differ, so that CI runs exactly what reviewers saw.


/**
 * "sha256:<hex>" over the canonical JSON (object keys sorted by code point, no whitespace, no
 * undefined fields) of the operations. `source` (where a declaration is written) is left out:
 * moving or reformatting lines in the inventory files does not change what an apply does, so it
 * must not invalidate a review.
 */
function fingerprintOperations(operations) {
    const effects = operations.map(({ source: _source, ...effect }) => JSON.stringify(fingerprint_canonical(effect)));
    return `sha256:${(0,external_node_crypto_.createHash)("sha256")
        .update(`[${effects.join(",")}]`)
        .digest("hex")}`;
}
/**
 * The value with every object's keys in code-point order, so that `JSON.stringify` writes it
 * canonically. Values already in that order are returned as they are: the planner builds its
 * operations that way, which keeps fingerprinting 100k operations cheap.
 */
function fingerprint_canonical(value) {
    if (Array.isArray(value)) {
        let copy;
        value.forEach((item, index) => {
            const canonicalItem = fingerprint_canonical(item);
            if (canonicalItem === item)
                return;
            copy ??= [...value];
            copy[index] = canonicalItem;
        });
        return copy ?? value;
    }
    if (value === null || typeof value !== "object")
        return value;
    const entries = Object.entries(value);
    let unchanged = true;
    const canonicalEntries = entries.map(([key, field], index) => {
        const canonicalField = field === undefined ? undefined : fingerprint_canonical(field);
        const previous = entries[index - 1];
        if (canonicalField !== field ||
            field === undefined ||
            (previous !== undefined && compareCodePoints(previous[0], key) >= 0)) {
            unchanged = false;
        }
        return [key, canonicalField];
    });
    if (unchanged)
        return value;
    // No prototype, so that a key such as "__proto__" stays an ordinary field.
    const sorted = Object.create(null);
    canonicalEntries.sort(([a], [b]) => compareCodePoints(a, b));
    for (const [key, field] of canonicalEntries)
        if (field !== undefined)
            sorted[key] = field;
    return sorted;
}

;// CONCATENATED MODULE: ./src/core/cycles.ts
/**
 * The cycles of a graph in which every item leads to at most one other (renamed_from chains,
 * renames that take each other's names): each cycle once, its members in walk order, from the
 * member met first in `items`. Linear in the number of items.
 */
function cyclesOf(items, next) {
    const walkOf = new Map();
    const cycles = [];
    items.forEach((start, walk) => {
        const path = [];
        let current = start;
        // Bounded: every step marks an item that was not marked before.
        while (current !== undefined && !walkOf.has(current)) {
            walkOf.set(current, walk);
            path.push(current);
            current = next(current);
        }
        // A walk that ends on an item of an earlier walk joined a path already looked at.
        if (current !== undefined && walkOf.get(current) === walk) {
            cycles.push(path.slice(path.indexOf(current)));
        }
    });
    return cycles;
}

;// CONCATENATED MODULE: ./src/core/rename-cycles.ts
// Rename cycles (a->b, b->a). In the declaration, renamed_from entries that name each other are
// warned about (they never go stale). In the plan, renames that wait on each other's names can
// never start, so the planner breaks each cycle with one rename to a temporary name. The temporary
// name is derived from the asset id, so that plans are reproducible and the next plan recognises
// an asset an interrupted apply left under one.



/**
 * renamed_from entries that name each other in a cycle (b from a, a from b) can never become
 * stale: after the swap every old name exists again, so each plan would swap once more. The plan
 * itself is right; the user must remove them once it has been applied.
 */
function renameCycleWarnings(declared, declaredByKey) {
    const renamedFrom = (entry) => {
        const from = entry.asset.renamedFrom;
        if (!from || nameKey(from.value) === entry.key)
            return undefined;
        return declaredByKey.get(nameKey(from.value));
    };
    return cyclesOf(declared, renamedFrom).map((cycle) => {
        const steps = cycle.map((entry) => `${JSON.stringify(entry.asset.name)} renamed_from ${JSON.stringify(entry.asset.renamedFrom.value)}`);
        const [first, ...others] = cycle.map((entry) => entry.asset.renamedFrom.location);
        return {
            severity: "warning",
            message: `renamed_from entries form a cycle (${steps.join(", ")}); remove them once this plan has been applied: while they stay, every plan renames these assets again`,
            location: first,
            related: others,
        };
    });
}
/** The first half of breaking a rename cycle; the other half is the cycle's own update. */
const TEMPORARY_SUFFIX = "~cip-sync-";
// Few: recognising a temporary name hashes the asset id once per attempt, for every live name that
// looks like one, and a name is taken only by a collision or on purpose.
const TEMPORARY_NAME_ATTEMPTS = 16;
/**
 * Renames that wait on each other in a cycle (a->b, b->a) can never start. Each update takes at
 * most one key that only it takes, so every cycle is simple and one temporary rename per cycle
 * breaks it: the chosen asset first moves to a fresh name, freeing its old one.
 */
function breakRenameCycles(drafts, reserved) {
    const renames = drafts.filter((draft) => draft.rank === 1 && draft.takes !== undefined);
    const takerOf = new Map(renames.map((draft) => [draft.takes, draft]));
    const cycles = cyclesOf(renames, (draft) => draft.vacates === undefined ? undefined : takerOf.get(draft.vacates));
    const temporaryKeys = new Set();
    for (const cycle of cycles) {
        const chosen = cycle.reduce((best, draft) => compareRenameSources(draft, best) < 0 ? draft : best);
        const final = chosen.operation;
        const rename = final.changes.name;
        const temporaryName = freshTemporaryName(rename.from, final.asset_id, (key) => reserved(key) || temporaryKeys.has(key));
        const temporaryKey = nameKey(temporaryName);
        temporaryKeys.add(temporaryKey);
        const temporary = {
            action: "update",
            asset_id: final.asset_id,
            changes: { name: { from: rename.from, to: temporaryName } },
            cyber_system: final.changes.cyber_system?.from ?? final.cyber_system,
            depends_on: [],
            kinds: ["rename"],
            name: temporaryName,
            ...(final.source ? { source: final.source } : {}),
            temporary: true,
        };
        const temporaryDraft = {
            operation: temporary,
            rank: 1,
            takes: temporaryKey,
            vacates: chosen.vacates,
            dependencies: [],
        };
        drafts.push(temporaryDraft);
        final.changes.name = { from: temporaryName, to: rename.to };
        // The final rename frees only the temporary name, which nothing else takes.
        chosen.vacates = undefined;
        chosen.dependencies.push(temporaryDraft);
    }
}
function compareRenameSources(a, b) {
    const left = a.operation;
    const right = b.operation;
    return (compareCodePoints(left.changes.name.from, right.changes.name.from) ||
        compareCodePoints(left.asset_id, right.asset_id));
}
/** The 8 hex digits of `<old>~cip-sync-<8 hex>`, derived from the asset id and the attempt. */
function temporaryNameHex(assetId, attempt) {
    return (0,external_node_crypto_.createHash)("sha256").update(`${assetId}\n${attempt}`).digest("hex").slice(0, 8);
}
/**
 * The name an asset had before a rename cycle parked it under a temporary name, or undefined when
 * its name is not one this planner gives that asset (the hash ties it to the asset's id, so a
 * user's name that merely looks alike is not taken for one).
 */
function temporaryNameOrigin(asset) {
    const at = asset.name.lastIndexOf(TEMPORARY_SUFFIX);
    if (at <= 0)
        return undefined;
    const hex = asset.name.slice(at + TEMPORARY_SUFFIX.length);
    if (!/^[0-9a-f]{8}$/.test(hex))
        return undefined;
    for (let attempt = 0; attempt < TEMPORARY_NAME_ATTEMPTS; attempt += 1) {
        if (temporaryNameHex(asset.id, attempt) === hex)
            return asset.name.slice(0, at);
    }
    return undefined;
}
/** `<old>~cip-sync-<8 hex>`: the first attempt whose name no one holds, declares or was given. */
function freshTemporaryName(oldName, assetId, taken) {
    for (let attempt = 0; attempt < TEMPORARY_NAME_ATTEMPTS; attempt += 1) {
        const name = `${oldName}${TEMPORARY_SUFFIX}${temporaryNameHex(assetId, attempt)}`;
        if (!taken(nameKey(name)))
            return name;
    }
    throw new Error(`no free temporary name for asset ${assetId} after ${TEMPORARY_NAME_ATTEMPTS} attempts; rename ${JSON.stringify(oldName)} in two steps`);
}

;// CONCATENATED MODULE: ./src/core/wording.ts
// Words for numbers, shared by the core's messages and the renderers.
/** "1 asset", "3 assets". */
function wording_countOf(count, noun) {
    return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

;// CONCATENATED MODULE: ./src/core/safety.ts



const SAFETY_OVERRIDE = "re-run with --allow-mass-delete (Action input allow-mass-delete: true) if this is intended";
/** The rules' view of a plan: per managed system, what it holds that could go and what goes. */
function safetyInputOf(resolved, live, operations, updates) {
    const liveBySystem = new Map();
    for (const asset of live.cyberAssets) {
        liveBySystem.set(asset.cyber_system_id, (liveBySystem.get(asset.cyber_system_id) ?? 0) + 1);
    }
    const deletesBySystem = new Map();
    for (const operation of operations) {
        if (operation.action !== "delete")
            continue;
        const id = operation.cyber_system.id;
        deletesBySystem.set(id, (deletesBySystem.get(id) ?? 0) + 1);
    }
    const systems = resolved.map(({ document, system }) => {
        const empty = document.assets.length === 0;
        return {
            system,
            deletableLiveAssets: document.prune ? (liveBySystem.get(system.id) ?? 0) : 0,
            deletes: deletesBySystem.get(system.id) ?? 0,
            ...(empty ? { emptyAssetsLocation: document.assetsLocation } : {}),
        };
    });
    return { systems, updates };
}
function evaluateSafety(input, limits) {
    const total = sum(input.systems.map((system) => system.deletableLiveAssets));
    const deletes = sum(input.systems.map((system) => system.deletes));
    const violations = [];
    const pushMass = (rule, count, noun, verb) => {
        const reasons = [];
        if (overRatio(count, total, limits)) {
            reasons.push(`would ${verb} ${percent(count / total)} of the ${total} live assets the plan could delete (in systems with prune: true; limit ${percent(limits.maxChangeRatio)})`);
        }
        if (count > limits.maxChanges) {
            reasons.push(`exceed the limit of ${limits.maxChanges} ${noun}s per apply`);
        }
        if (reasons.length === 0)
            return;
        violations.push({
            rule,
            message: `${wording_countOf(count, noun)} ${reasons.join(" and ")}; ${SAFETY_OVERRIDE}.`,
        });
    };
    pushMass("mass-delete", deletes, "delete", "remove");
    // One system losing most of its assets is as serious when others dilute the overall share. (An
    // emptied system has its own rule below; with one system, the overall rule says it already.)
    const pruned = input.systems.filter((system) => system.deletableLiveAssets > 0);
    for (const entry of pruned.length > 1 ? pruned : []) {
        if (entry.emptyAssetsLocation !== undefined)
            continue;
        if (!overRatio(entry.deletes, entry.deletableLiveAssets, limits))
            continue;
        violations.push({
            rule: "mass-delete",
            message: `${wording_countOf(entry.deletes, "delete")} would remove ${percent(entry.deletes / entry.deletableLiveAssets)} of the ${entry.deletableLiveAssets} live assets of cyber system ${describeSystem(entry.system)} (limit ${percent(limits.maxChangeRatio)} per system); ${SAFETY_OVERRIDE}.`,
        });
    }
    pushMass("mass-update", input.updates, "update", "change");
    for (const entry of input.systems) {
        if (entry.emptyAssetsLocation === undefined || entry.deletes === 0)
            continue;
        violations.push({
            rule: "empty-system",
            message: `${formatLocation(entry.emptyAssetsLocation)}: assets is empty, so the plan would delete the ${wording_countOf(entry.deletes, "live asset")} of cyber system ${describeSystem(entry.system)}; declare its assets, set prune: false to keep them, or ${SAFETY_OVERRIDE}.`,
        });
    }
    return { managed_live_assets: total, violations };
}
/** The message of an apply refused by the safety rules, or undefined when the plan is safe. */
function unsafeMessage(report) {
    const { violations } = report;
    if (violations.length === 0)
        return undefined;
    const rules = `${violations.length} safety rule${violations.length === 1 ? "" : "s"}`;
    const lines = violations.map((violation) => `  - ${violation.message}`);
    return `apply refused: the plan breaks ${rules}; nothing was changed.\n${lines.join("\n")}`;
}
function overRatio(count, total, limits) {
    return total >= limits.minAssetsForRatio && total > 0 && count / total > limits.maxChangeRatio;
}
function sum(values) {
    return values.reduce((a, b) => a + b, 0);
}
/** 0.4 -> "40%", 1/3 -> "33.3%". */
function percent(ratio) {
    return `${Math.round(ratio * 1000) / 10}%`;
}

;// CONCATENATED MODULE: ./src/core/schedule.ts
// The scheduler: puts the planner's drafted operations in an order under which the
// organization-wide, case-insensitive uniqueness of asset names holds after every operation, and
// records that order's dependencies in each operation's depends_on.


/**
 * Execution order: each draft after the drafts that free the name key it takes, and otherwise by
 * kind (deletes, updates, creates), target system name, asset name and id, in code-point order.
 */
function orderDrafts(drafts) {
    const vacatersOf = groupBy(drafts.filter((draft) => draft.vacates !== undefined), (draft) => draft.vacates);
    for (const draft of drafts) {
        if (draft.takes !== undefined)
            draft.dependencies.push(...(vacatersOf.get(draft.takes) ?? []));
        draft.dependencies.sort(compareDrafts);
    }
    const ordered = dependenciesFirst([...drafts].sort(compareDrafts));
    const position = new Map(ordered.map((draft, index) => [draft, index]));
    return ordered.map((draft) => {
        const dependsOn = [
            ...new Set(draft.dependencies.map((dependency) => position.get(dependency))),
        ];
        draft.operation.depends_on = dependsOn.sort((a, b) => a - b);
        return draft.operation;
    });
}
/** The drafts in `roots` order, each after its dependencies (depth first, without recursion). */
function dependenciesFirst(roots) {
    const ordered = [];
    const placed = new Set();
    const visiting = new Set();
    for (const root of roots) {
        if (placed.has(root))
            continue;
        const stack = [{ draft: root, next: 0 }];
        visiting.add(root);
        // Bounded: a draft is pushed only while neither placed nor on the stack.
        while (stack.length > 0) {
            const top = stack[stack.length - 1];
            const dependency = top.draft.dependencies[top.next];
            if (dependency) {
                top.next += 1;
                if (!placed.has(dependency) && !visiting.has(dependency)) {
                    visiting.add(dependency);
                    stack.push({ draft: dependency, next: 0 });
                }
                continue;
            }
            stack.pop();
            visiting.delete(top.draft);
            placed.add(top.draft);
            ordered.push(top.draft);
        }
    }
    return ordered;
}
function compareDrafts(a, b) {
    return (a.rank - b.rank ||
        compareCodePoints(a.operation.cyber_system.name, b.operation.cyber_system.name) ||
        compareCodePoints(a.operation.name, b.operation.name) ||
        compareCodePoints(assetIdOf(a.operation), assetIdOf(b.operation)));
}
function assetIdOf(operation) {
    return operation.action === "create" ? "" : operation.asset_id;
}

;// CONCATENATED MODULE: ./src/core/plan.ts
// The planner: what to create, update (rename, move, retype) and delete so that the live assets of
// the managed systems equal the declaration, in an order under which the organization-wide,
// case-insensitive uniqueness of asset names holds after every single operation.
//
// `planInventory` reads as its phases: index the live assets, collect the declarations, find the
// renames that take effect, match declarations to live assets, draft the operations, break rename
// cycles (rename-cycles.ts), order the drafts (schedule.ts) and assemble the plan.










// Every object of a plan is built with its keys in code-point order: fingerprinting then needs no
// copy (see fingerprint.ts), and the JSON plan reads the same whoever wrote it.
function planInventory(resolved, live, options = {}) {
    const planner = new Planner(resolved, live, indexLiveAssets(live));
    const declarations = planner.collectDeclarations();
    const renames = planner.effectiveRenames(declarations);
    const matches = planner.matchDeclarations(declarations, renames);
    const drafted = planner.draftOperations(declarations, matches);
    breakRenameCycles(drafted.drafts, (key) => planner.reserved(key, declarations));
    const operations = orderDrafts(drafted.drafts);
    return planner.assemblePlan(operations, drafted, options);
}
function indexLiveAssets(live) {
    const holdersByKey = groupBy(live.cyberAssets, (asset) => nameKey(asset.name));
    const parkedOrigins = new Map();
    for (const asset of live.cyberAssets) {
        const origin = temporaryNameOrigin(asset);
        if (origin !== undefined)
            parkedOrigins.set(asset.id, origin);
    }
    const interrupted = groupBy(live.cyberAssets.filter((asset) => parkedOrigins.has(asset.id)), (asset) => nameKey(parkedOrigins.get(asset.id)));
    // Groups sorted by id so that nothing below depends on the order of the live list (everything
    // else built from it is sorted on its own). Sorting only the shared keys keeps 100,000 assets
    // from costing a full sort.
    for (const groups of [holdersByKey, interrupted]) {
        for (const group of groups.values()) {
            if (group.length > 1)
                group.sort((a, b) => compareCodePoints(a.id, b.id));
        }
    }
    return { holdersByKey, parkedOrigins, interrupted };
}
const NO_HOLDERS = [];
/** The shared state of one planning run; each public method is one phase of `planInventory`. */
class Planner {
    #diagnostics = [];
    #resolved;
    #live;
    #assets;
    #index;
    #managed;
    #systemRefs = new Map();
    constructor(resolved, live, assets) {
        this.#resolved = resolved;
        this.#live = live;
        this.#assets = assets;
        this.#index = indexLive(live);
        this.#managed = new Map(resolved.map((entry) => [entry.system.id, entry]));
    }
    /**
     * The declared assets. Two declarations of one name key never get here: validateInventory
     * reports them to the user, and the engine stops on its errors.
     */
    collectDeclarations() {
        const list = [];
        const byKey = new Map();
        for (const owner of this.#resolved) {
            for (const asset of owner.document.assets) {
                const entry = { asset, key: nameKey(asset.name), owner };
                const earlier = byKey.get(entry.key);
                if (earlier) {
                    throw new Error(`asset ${JSON.stringify(asset.name)} is declared twice (also at ${formatLocation(earlier.asset.location)}); validateInventory rejects this before planning`);
                }
                byKey.set(entry.key, entry);
                list.push(entry);
            }
        }
        this.#diagnostics.push(...renameCycleWarnings(list, byKey));
        return { list, byKey };
    }
    /**
     * renamed_from candidates, then the greatest set of them that can all take effect: a rename
     * takes effect when every live holder of its new name is itself renamed away.
     */
    effectiveRenames(declarations) {
        const { holdersByKey, interrupted } = this.#assets;
        const candidates = [];
        const unmatched = new Set();
        for (const entry of declarations.list) {
            const from = entry.asset.renamedFrom;
            if (!from || nameKey(from.value) === entry.key)
                continue;
            // An asset parked under a temporary name of `from` is the one this rename was moving when
            // the apply stopped; a live holder of `from` itself may already be the next rename of the
            // cycle.
            const parked = interrupted.get(nameKey(from.value));
            const source = parked
                ? pick(from.value, parked)
                : pick(from.value, holdersByKey.get(nameKey(from.value)) ?? NO_HOLDERS);
            if (source === undefined)
                unmatched.add(entry);
            else if ("duplicates" in source)
                this.#diagnostics.push(this.#duplicateError(from.value, source.duplicates, from.location));
            else
                candidates.push({ declared: entry, source });
        }
        const renamers = new Map();
        for (const candidate of candidates) {
            renamers.set(candidate.source.id, (renamers.get(candidate.source.id) ?? 0) + 1);
        }
        const candidatesByTarget = groupBy(candidates, (candidate) => candidate.declared.key);
        const renamedAway = (asset) => (renamers.get(asset.id) ?? 0) > 0;
        const effective = new Set(candidates);
        const queue = [...candidates];
        // Bounded: a candidate is queued once at the start and again only when a live holder of its
        // new name stops being renamed away, which happens at most once per live asset.
        for (let next = 0; next < queue.length; next += 1) {
            const candidate = queue[next];
            if (!effective.has(candidate))
                continue;
            const holders = holdersByKey.get(candidate.declared.key) ?? NO_HOLDERS;
            if (holders.every(renamedAway))
                continue;
            effective.delete(candidate);
            const remaining = (renamers.get(candidate.source.id) ?? 1) - 1;
            renamers.set(candidate.source.id, remaining);
            if (remaining === 0) {
                queue.push(...(candidatesByTarget.get(nameKey(candidate.source.name)) ?? []));
            }
        }
        return { candidates, effective, unmatched, renamedAway };
    }
    /** Claims: effective renames first, then names; warns about renamed_from that has no effect. */
    matchDeclarations(declarations, renames) {
        const { holdersByKey, interrupted } = this.#assets;
        const { renamedAway } = renames;
        const claims = new Map();
        const stale = new Map();
        const renaming = new Set();
        for (const candidate of renames.candidates) {
            if (renames.effective.has(candidate)) {
                renaming.add(candidate.declared);
                this.#claim(claims, candidate.declared, candidate.source);
            }
            else
                stale.set(candidate.declared, candidate.source);
        }
        const creates = [];
        for (const entry of declarations.list) {
            if (renaming.has(entry))
                continue;
            const allHolders = holdersByKey.get(entry.key) ?? NO_HOLDERS;
            const holders = allHolders.some(renamedAway)
                ? allHolders.filter((holder) => !renamedAway(holder))
                : allHolders;
            const parked = (interrupted.get(entry.key) ?? NO_HOLDERS).filter((asset) => !claims.has(asset.id));
            const found = pick(entry.asset.name, holders.length > 0 ? holders : parked);
            if (found !== undefined && "duplicates" in found) {
                this.#diagnostics.push(this.#duplicateError(entry.asset.name, found.duplicates, entry.asset.location));
                continue;
            }
            if (found)
                this.#claim(claims, entry, found);
            else
                creates.push(entry);
            this.#renameWarning(entry, found, stale.get(entry), renames.unmatched.has(entry));
        }
        return { claims, creates };
    }
    /** Deletes of unclaimed live assets, updates of claimed ones, creates of the rest. */
    draftOperations(declarations, matches) {
        const drafted = {
            drafts: [],
            unmanaged: [],
        };
        this.#draftDeletes(drafted, matches.claims);
        for (const { asset, key, owner, match } of declarations.list) {
            if (!match)
                continue;
            const draft = updateDraft(match, this.#currentSystem(match), asset, key, owner.system);
            if (draft)
                drafted.drafts.push(draft);
        }
        for (const { asset, key, owner } of matches.creates) {
            drafted.drafts.push(createDraft(asset, key, owner.system));
        }
        return drafted;
    }
    /** Whether a name key is held or declared: a temporary name must avoid it. */
    reserved(key, declarations) {
        return this.#assets.holdersByKey.has(key) || declarations.byKey.has(key);
    }
    /** Summary, safety and warnings around the ordered operations. */
    assemblePlan(operations, drafted, options) {
        const summary = summarize(operations);
        const safety = evaluateSafety(safetyInputOf(this.#resolved, this.#live, operations, summary.update), options.limits ?? DEFAULT_SAFETY_LIMITS);
        const diagnostics = this.#diagnostics;
        const warnings = [...(options.priorDiagnostics ?? []), ...diagnostics].filter((diagnostic) => diagnostic.severity === "warning");
        const plan = {
            format_version: PLAN_FORMAT_VERSION,
            fingerprint: fingerprintOperations(operations),
            summary,
            operations,
            managed_systems: this.#resolved
                .map((entry) => entry.system)
                .sort((a, b) => compareCodePoints(a.name, b.name) || compareCodePoints(a.id, b.id)),
            unmanaged: drafted.unmanaged.sort((a, b) => compareCodePoints(a.cyber_system.name, b.cyber_system.name) ||
                compareCodePoints(a.name, b.name) ||
                compareCodePoints(a.asset_id, b.asset_id)),
            safety,
            warnings,
        };
        return { plan, diagnostics };
    }
    #claim(claims, entry, asset) {
        const earlier = claims.get(asset.id);
        if (earlier) {
            this.#diagnostics.push({
                severity: "error",
                message: `live asset ${this.#describeAsset(asset)} is claimed by two declarations: ${JSON.stringify(entry.asset.name)} here and ${JSON.stringify(earlier.asset.name)} at ${formatLocation(earlier.asset.location)}; keep one of them`,
                location: entry.asset.location,
                related: [earlier.asset.location],
            });
            return;
        }
        claims.set(asset.id, entry);
        entry.match = asset;
    }
    /** Why a declaration's renamed_from has no effect, when it has none. */
    #renameWarning(entry, found, staleSource, unmatched) {
        const from = entry.asset.renamedFrom;
        if (!from)
            return;
        const oldName = JSON.stringify(from.value);
        const newName = JSON.stringify(entry.asset.name);
        if (staleSource && found) {
            this.#diagnostics.push({
                severity: "warning",
                message: `renamed_from ${oldName} has no effect: both ${JSON.stringify(staleSource.name)} (${staleSource.id}) and ${JSON.stringify(found.name)} (${found.id}) exist, so ${newName} keeps its own record and ${oldName} is not renamed; remove renamed_from once the rename has been applied`,
                location: from.location,
            });
        }
        else if (unmatched) {
            this.#diagnostics.push({
                severity: "warning",
                message: found
                    ? `renamed_from ${oldName} is already applied: ${newName} exists (${found.id}) and ${oldName} does not; remove renamed_from`
                    : `renamed_from ${oldName} matches no live asset, so ${newName} will be created as a new asset; correct renamed_from or remove it`,
                location: from.location,
            });
        }
    }
    /** Unclaimed live assets of managed systems: deleted when the document prunes, else listed. */
    #draftDeletes(drafted, claims) {
        for (const asset of this.#live.cyberAssets) {
            const owner = this.#managed.get(asset.cyber_system_id);
            if (!owner)
                continue;
            if (claims.has(asset.id))
                continue;
            if (!owner.document.prune) {
                drafted.unmanaged.push({
                    asset_id: asset.id,
                    asset_type: asset.asset_type,
                    cyber_system: owner.system,
                    name: asset.name,
                });
                continue;
            }
            const origin = this.#assets.parkedOrigins.get(asset.id);
            if (origin !== undefined) {
                this.#diagnostics.push({
                    severity: "error",
                    message: `live asset ${this.#describeAsset(asset)} holds the temporary name an interrupted apply gave it while renaming ${JSON.stringify(origin)}, and no declaration names ${JSON.stringify(origin)}; it is not deleted: declare it under the name it should have, with renamed_from: ${JSON.stringify(asset.name)}`,
                    location: owner.document.assetsLocation,
                });
                continue;
            }
            drafted.drafts.push(deleteDraft(asset, owner.system, owner.document.assetsLocation));
        }
    }
    #currentSystem(asset) {
        const id = asset.cyber_system_id;
        let ref = this.#systemRefs.get(id) ?? this.#managed.get(id)?.system;
        if (!ref) {
            const system = this.#index.systems.get(id);
            ref = system ? systemRefOf(system, this.#index) : { id, name: id, parent: null };
        }
        this.#systemRefs.set(id, ref);
        return ref;
    }
    #describeAsset(asset) {
        return `${JSON.stringify(asset.name)} (${asset.id}) in cyber system ${describeSystem(this.#currentSystem(asset))}`;
    }
    #duplicateError(name, duplicates, at) {
        return {
            severity: "error",
            message: `${JSON.stringify(name)} designates ${duplicates.length} live assets whose names differ at most in case: ${duplicates.map((asset) => this.#describeAsset(asset)).join("; ")}; asset names must be unique regardless of case: remove the duplicates in the service, then plan again`,
            location: at,
        };
    }
}
/** The live asset a name designates among `holders` (one name key): exact text first. */
function pick(name, holders) {
    if (holders.length <= 1)
        return holders[0];
    const exact = holders.filter((holder) => holder.name === name);
    if (exact.length === 1)
        return exact[0];
    return { duplicates: exact.length > 1 ? exact : holders };
}
function summarize(operations) {
    const summary = { create: 0, update: 0, delete: 0, move: 0, rename: 0, retype: 0 };
    for (const operation of operations) {
        if (operation.action !== "update")
            summary[operation.action] += 1;
        else if (!operation.temporary) {
            summary.update += 1;
            for (const kind of operation.kinds)
                summary[kind] += 1;
        }
    }
    return summary;
}

;// CONCATENATED MODULE: ./src/core/verify-apply.ts


/**
 * The problems the assets read after the apply (`after`) show, in the managed systems and among
 * the assets the plan touched: operations whose success left no effect, assets changed, removed
 * or added by someone else, and names held twice. Pure: the caller reads `after`.
 */
function verifyApply(plan, before, result, after) {
    const managed = new Set(plan.managed_systems.map((system) => system.id));
    const expected = expectedAssets(plan, before, result, managed);
    const problems = [];
    const afterById = new Map(after.map((asset) => [asset.id, asset]));
    for (const [id, expectation] of expected) {
        const problem = checkAsset(plan, id, expectation, afterById.get(id));
        if (problem !== undefined)
            problems.push(problem);
    }
    const inScope = after.filter((asset) => managed.has(asset.cyber_system_id) || expected.has(asset.id));
    const duplicated = new Set();
    for (const holders of groupBy(inScope, (asset) => nameKey(asset.name)).values()) {
        if (holders.length < 2)
            continue;
        for (const holder of holders)
            duplicated.add(holder.id);
        problems.push({
            kind: "duplicate",
            message: `the name ${JSON.stringify(holders[0].name)} is held by ${holders.length} assets (${holders.map(describeAsset).join(", ")}); keep one and delete the others, then plan again`,
        });
    }
    for (const asset of inScope) {
        if (expected.has(asset.id) || duplicated.has(asset.id))
            continue;
        problems.push({
            kind: "changed-by-other",
            message: `asset ${describeAsset(asset)} appeared during the apply, not created by it: another writer created it, or a create whose answer was lost landed; plan again to see what it means for the declaration`,
        });
    }
    return problems;
}
/** Each asset the apply was about, as it must be afterwards (operations in plan order). */
function expectedAssets(plan, before, result, managed) {
    const expected = new Map();
    for (const asset of before) {
        if (managed.has(asset.cyber_system_id))
            expected.set(asset.id, present(asset));
    }
    const beforeById = new Map(before.map((asset) => [asset.id, asset]));
    const results = new Map(result.results.map((entry) => [entry.index, entry]));
    for (const [index, operation] of plan.operations.entries()) {
        const outcome = results.get(index);
        const id = operation.action === "create" ? outcome?.asset_id : operation.asset_id;
        if (id === undefined || outcome === undefined)
            continue;
        if (outcome.status === "failed") {
            expected.set(id, { kind: "unknown" });
        }
        else if (outcome.status === "succeeded") {
            const previous = expected.get(id);
            const base = previous?.kind === "present" ? previous.fields : beforeById.get(id);
            expected.set(id, effectOf(operation, index, base));
        }
        else if (!expected.has(id) && beforeById.has(id)) {
            expected.set(id, present(beforeById.get(id)));
        }
    }
    return expected;
}
function effectOf(operation, index, base) {
    switch (operation.action) {
        case "delete":
            return { kind: "absent", by: index };
        case "create":
            return {
                kind: "present",
                by: index,
                fields: {
                    name: operation.name,
                    cyber_system_id: operation.cyber_system.id,
                    asset_type: operation.asset_type,
                },
            };
        case "update": {
            const { changes } = operation;
            const assetType = changes.asset_type?.to ?? base?.asset_type;
            if (assetType === undefined)
                return { kind: "unknown" };
            return {
                kind: "present",
                by: index,
                fields: {
                    name: changes.name?.to ?? operation.name,
                    cyber_system_id: changes.cyber_system?.to.id ?? operation.cyber_system.id,
                    asset_type: assetType,
                },
            };
        }
    }
}
function checkAsset(plan, id, expectation, found) {
    if (expectation.kind === "unknown")
        return undefined;
    if (expectation.kind === "absent") {
        if (found === undefined)
            return undefined;
        return noEffect(plan, expectation.by, `GET /cyber-assets still lists ${describeAsset(found)}`);
    }
    const want = expectation.fields;
    if (found !== undefined && sameFields(found, want))
        return undefined;
    const now = found === undefined ? "the asset is gone" : `the asset is now ${describeAsset(found)}`;
    if (expectation.by !== undefined)
        return noEffect(plan, expectation.by, now);
    return {
        kind: "changed-by-other",
        message: `asset ${JSON.stringify(want.name)} (${id}) changed during the apply, not by it: ${now}; plan again to see what it means for the declaration`,
    };
}
function noEffect(plan, index, now) {
    return {
        kind: "no-effect",
        operation: index,
        message: `operation ${index} (${describeOperation(plan.operations[index])}) reported success, but after the apply ${now}; run plan again to see what is left`,
    };
}
/**
 * The results with each operation whose effect is missing marked failed, so that the record claims
 * only what this run did. The problems stay listed in `verification` too.
 */
function withVerification(result, problems) {
    const missing = new Map();
    for (const problem of problems) {
        if (problem.operation !== undefined)
            missing.set(problem.operation, problem.message);
    }
    const results = result.results.map((entry) => {
        const message = missing.get(entry.index);
        if (message === undefined || entry.status !== "succeeded")
            return entry;
        return { ...entry, status: "failed", error: message };
    });
    const summary = { succeeded: 0, failed: 0, skipped: 0 };
    for (const entry of results)
        summary[entry.status]++;
    return { ...result, results, summary, verification: { problems: [...problems] } };
}
function present(asset) {
    return {
        kind: "present",
        fields: {
            name: asset.name,
            cyber_system_id: asset.cyber_system_id,
            asset_type: asset.asset_type,
        },
    };
}
function sameFields(asset, want) {
    return (asset.name === want.name &&
        asset.cyber_system_id === want.cyber_system_id &&
        asset.asset_type === want.asset_type);
}
function describeAsset(asset) {
    return `${JSON.stringify(asset.name)} (${asset.id}, ${asset.asset_type}, in ${asset.cyber_system_id})`;
}
function describeOperation(operation) {
    const target = operation.action === "create" ? "" : ` (${operation.asset_id})`;
    return `${operation.action} ${JSON.stringify(operation.name)}${target}`;
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/core/service-ids.ts
// The shape of the ids the Compliance Inventory Service assigns (spec 2.2: a prefix per record
// kind; the emulator adds letters, digits, "_" and "-"). An id goes into a request path, so one
// of another shape is refused where it enters: "." or ".." would make DELETE /cyber-assets/..
// the request DELETE /, whose 404 reads as "already deleted".

const ID_PREFIXES = {
    facility: "fac_",
    controlCenter: "cc_",
    cyberSystem: "cs_",
    cyberAsset: "ca_",
};
/** After the prefix: what no path, URL or terminal can misread, and a sane length. */
const ID_SUFFIX = /^[A-Za-z0-9_-]{1,128}$/;
/** Why `id` is not an id with `prefix`, or undefined when it is. */
function idShapeProblem(id, prefix) {
    if (id.startsWith(prefix) && ID_SUFFIX.test(id.slice(prefix.length)))
        return undefined;
    return `${quoteId(id)} is not a ${prefix} id (${prefix} then 1 to 128 letters, digits, "_" or "-")`;
}
/** The id in quotes, with control and invisible characters shown as escapes. */
function quoteId(id) {
    return revealHiddenCharacters(JSON.stringify(id));
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/io/connection.ts
// Where the service is, which key opens it and which proxy leads there, checked before any request
// is made. The key and the proxy credentials are never part of a message: a message names where a
// secret came from, not what it is.





const URL_EXAMPLE = "e.g. https://inventory.example.com or https://example.com/inventory-api";
/**
 * Checks and normalises the service URL and API key. `urlSource` and `keySource` name where the
 * values came from ("CIP_API_URL", "--api-url", "input api-key", ...) for messages.
 */
function readConnection(input) {
    const apiKey = checkKey(input.apiKey, input.keySource);
    try {
        const baseUrl = checkUrl(input.apiUrl, input.urlSource, input.keySource);
        const proxy = input.proxyEnv === undefined ? undefined : proxyForUrl(input.proxyEnv, baseUrl.href);
        return { baseUrl, apiKey, urlSource: input.urlSource, keySource: input.keySource, proxy };
    }
    catch (error) {
        // The key may have been pasted into the URL setting by mistake.
        if (error instanceof ConnectionError) {
            throw new ConnectionError(redactSecret(error.message, apiKey));
        }
        throw error;
    }
}
function checkKey(apiKey, keySource) {
    const fix = `set ${keySource} to the API key an Organization Admin generated for your organization`;
    if (apiKey === undefined)
        throw new ConnectionError(`${keySource} is not set: ${fix}`);
    if (apiKey.trim() === "")
        throw new ConnectionError(`${keySource} is empty: ${fix}`);
    if (/[\r\n]/.test(apiKey)) {
        throw new ConnectionError(`${keySource} contains a line break: set it to the key alone, on one line`);
    }
    if (apiKey.trim() !== apiKey) {
        throw new ConnectionError(`${keySource} has leading or trailing whitespace: set it to the key alone, without spaces`);
    }
    // A header value cannot carry control characters, and non-ASCII would be re-encoded on the
    // wire and no longer match the key the service issued.
    if (!/^[\x20-\x7e]+$/.test(apiKey)) {
        throw new ConnectionError(`${keySource} contains control or non-ASCII characters: copy the key again from the application`);
    }
    const tooShort = shortSecretProblem(apiKey, keySource);
    if (tooShort !== undefined)
        throw new ConnectionError(tooShort);
    return apiKey;
}
function checkUrl(apiUrl, urlSource, keySource) {
    if (apiUrl === undefined) {
        throw new ConnectionError(`${urlSource} is not set: set it to the base URL of the Compliance Inventory Service, ${URL_EXAMPLE}`);
    }
    if (apiUrl.trim() === "") {
        throw new ConnectionError(`${urlSource} is empty: set it to the base URL of the Compliance Inventory Service, ${URL_EXAMPLE}`);
    }
    const url = URL.parse(apiUrl.trim());
    if (url === null) {
        throw new ConnectionError(`${urlSource} is not a valid URL ("${apiUrl}"): give an absolute URL, ${URL_EXAMPLE}`);
    }
    if (url.username !== "" || url.password !== "") {
        throw new ConnectionError(`${urlSource} contains credentials (user:password@): remove them; the API key goes in ${keySource}`);
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
        throw new ConnectionError(`${urlSource} uses "${url.protocol}" ("${apiUrl}"): the service is reached over https://, ${URL_EXAMPLE}`);
    }
    if (url.protocol === "http:" && !isLoopback(url.hostname)) {
        throw new ConnectionError(`${urlSource} uses http:// to ${url.hostname}: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)`);
    }
    if (url.search !== "" || url.hash !== "") {
        throw new ConnectionError(`${urlSource} has a query string or fragment ("${apiUrl}"): give only the base URL, ${URL_EXAMPLE}`);
    }
    url.pathname = `${url.pathname.replace(/\/+$/, "")}/`;
    return url;
}
function isLoopback(hostname) {
    if (hostname === "localhost")
        return true;
    if (hostname === "[::1]")
        return true;
    return (0,external_node_net_.isIP)(hostname) === 4 && hostname.startsWith("127.");
}
/** Every secret of the connection (the key, the proxy credentials): what messages must not hold. */
function connectionSecrets(connection) {
    return [connection.apiKey, ...(connection.proxy?.secrets ?? [])];
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(4371);
;// CONCATENATED MODULE: ./src/io/dispatcher.ts
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
        return new undici/* Pool */.bC(origin.origin, { ...pool, connect: tls });
    return new undici/* ProxyAgent */.kT({ ...pool, uri: proxy.url, requestTls: tls });
}

;// CONCATENATED MODULE: ./src/io/rate-limit.ts
// Pacing against a rate-limited service: the Retry-After header read, and the gate that every
// request of one client passes (how many in flight, and when the next may be sent).
/** Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 10.2.3). */
function parseRetryAfter(value, now = Date.now()) {
    const text = Array.isArray(value) ? value[0] : value;
    if (text === undefined)
        return undefined;
    const trimmed = text.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    const date = Date.parse(trimmed);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/**
 * Paces requests so that a rate-limited service is not hammered (additive increase,
 * multiplicative decrease). A 429 — once per burst: only a request admitted since the last cut can
 * cut again — halves the requests allowed in flight, holds every request back for the
 * Retry-After, and paces later sends at 95% of the rate the service had accepted over the last
 * second. Each run of answers as long as the current value raises the in-flight limit, and the
 * paced rate, by one, the in-flight limit back up to its maximum.
 */
class AdaptiveGate {
    #max;
    #sleep;
    #limit;
    #inFlight = 0;
    #successes = 0;
    #epoch = 0;
    #waiters = [];
    #waitersHead = 0;
    /** No request is sent before this time (a Retry-After, or the next paced slot). */
    #nextSendAt = 0;
    /** Requests per second once a rate limit was met; 0 while unpaced. */
    #rate = 0;
    #pacedAnswers = 0;
    /** Send times of the answered requests of the last second, oldest first from `#recentHead`. */
    #recent = [];
    #recentHead = 0;
    constructor(max, sleep) {
        this.#max = max;
        this.#limit = max;
        this.#sleep = sleep;
    }
    /** Requests allowed in flight now. */
    get limit() {
        return this.#limit;
    }
    /** Requests per second allowed since a rate limit was met; 0 while unpaced. */
    get rate() {
        return this.#rate;
    }
    /**
     * Resolves once a slot is free and the request's send time has come, or at once with a `late`
     * ticket when that time is after `notAfter` (epoch ms).
     */
    async acquire(notAfter = Number.POSITIVE_INFINITY) {
        if (this.#inFlight < this.#limit && this.#waitersHead === this.#waiters.length) {
            this.#inFlight++;
        }
        else {
            await new Promise((resolve) => this.#waiters.push(resolve));
        }
        const epoch = this.#epoch;
        const now = Date.now();
        const sentAt = Math.max(now, this.#nextSendAt);
        if (sentAt > notAfter)
            return { epoch, sentAt, late: true };
        if (this.#rate > 0)
            this.#nextSendAt = sentAt + 1000 / this.#rate;
        if (sentAt > now)
            await this.#sleep(sentAt - now);
        return { epoch, sentAt };
    }
    /** Holds back every request not yet sent for `ms` (a Retry-After). */
    pauseFor(ms) {
        this.#nextSendAt = Math.max(this.#nextSendAt, Date.now() + ms);
    }
    release(ticket, outcome) {
        if (outcome === "throttled") {
            if (ticket.epoch === this.#epoch)
                this.#cut(ticket.sentAt);
        }
        else if (outcome === "answered") {
            this.#remember(ticket.sentAt);
            if (this.#limit < this.#max && ++this.#successes >= this.#limit) {
                this.#limit++;
                this.#successes = 0;
            }
            if (this.#rate > 0 && ++this.#pacedAnswers >= this.#rate) {
                this.#rate++;
                this.#pacedAnswers = 0;
            }
        }
        this.#inFlight--;
        while (this.#inFlight < this.#limit && this.#waitersHead < this.#waiters.length) {
            const wake = this.#waiters[this.#waitersHead];
            this.#waitersHead++;
            this.#inFlight++;
            wake();
        }
        if (this.#waitersHead === this.#waiters.length) {
            this.#waiters.length = 0;
            this.#waitersHead = 0;
        }
    }
    #cut(throttledSentAt) {
        this.#limit = Math.max(1, Math.floor(this.#limit / 2));
        this.#epoch++;
        this.#successes = 0;
        let accepted = 0;
        for (let index = this.#recentHead; index < this.#recent.length; index++) {
            if (this.#recent[index] > throttledSentAt - 1000)
                accepted++;
        }
        // Too few answers to measure a rate: the Retry-After pause alone has to do.
        if (accepted >= 10) {
            this.#rate = Math.floor(accepted * 0.95);
            this.#pacedAnswers = 0;
        }
    }
    #remember(sentAt) {
        this.#recent.push(sentAt);
        while (this.#recent[this.#recentHead] <= sentAt - 1000)
            this.#recentHead++;
        if (this.#recentHead > 1024 && this.#recentHead * 2 > this.#recent.length) {
            this.#recent.splice(0, this.#recentHead);
            this.#recentHead = 0;
        }
    }
}

;// CONCATENATED MODULE: ./src/io/response-body.ts
/** Decodes response bodies as `request()` did: UTF-8, a leading byte order mark dropped. */
const UTF8 = new TextDecoder();
/** The code of the error a body over the cap ends the exchange with. */
const BODY_TOO_LARGE = "CIP_BODY_TOO_LARGE";
class BodyTooLargeError extends Error {
    name = "BodyTooLargeError";
    code = BODY_TOO_LARGE;
    constructor(maxBytes) {
        super(`the response body is larger than the cap of ${formatBytes(maxBytes)}`);
    }
}
/**
 * Through `dispatch` with a handler that collects the body, not `request()`: `request()` wraps
 * every response in a stream, which was a quarter of the client's CPU per request, and under
 * concurrency 16 that CPU is queueing delay for every answer that arrives meanwhile. Timeouts and
 * network errors reach `onResponseError` with the same codes as through `request()`.
 */
function exchange(dispatcher, options, signal, maxBodyBytes) {
    return new Promise((resolve, reject) => {
        let controller;
        const abort = () => controller?.abort(signal.reason);
        signal.addEventListener("abort", abort, { once: true });
        let status = 0;
        let headers = {};
        const chunks = [];
        let received = 0;
        const handler = {
            onRequestStart: (started) => {
                controller = started;
                // The deadline may have passed while the request waited for a connection.
                if (signal.aborted)
                    abort();
            },
            onResponseStart: (started, statusCode, responseHeaders) => {
                status = statusCode;
                headers = responseHeaders;
                const declared = Number(responseHeaders["content-length"]);
                if (declared > maxBodyBytes)
                    started.abort(new BodyTooLargeError(maxBodyBytes));
            },
            onResponseData: (started, chunk) => {
                received += chunk.length;
                if (received > maxBodyBytes) {
                    chunks.length = 0;
                    started.abort(new BodyTooLargeError(maxBodyBytes));
                    return;
                }
                chunks.push(chunk);
            },
            onResponseEnd: () => {
                signal.removeEventListener("abort", abort);
                resolve({ status, headers, text: UTF8.decode(Buffer.concat(chunks)) });
            },
            onResponseError: (_controller, error) => {
                signal.removeEventListener("abort", abort);
                reject(error);
            },
        };
        try {
            dispatcher.dispatch(options, handler);
        }
        catch (error) {
            signal.removeEventListener("abort", abort);
            reject(error);
        }
    });
}
/** 1048576 -> "1 MiB", 1500 -> "1500 bytes". */
function formatBytes(bytes) {
    const units = [
        [2 ** 30, "GiB"],
        [2 ** 20, "MiB"],
        [2 ** 10, "KiB"],
    ];
    for (const [size, unit] of units) {
        if (bytes >= size && bytes % size === 0)
            return `${bytes / size} ${unit}`;
    }
    return `${bytes} bytes`;
}

;// CONCATENATED MODULE: ./src/io/service-records.ts
// The records the service returns, as we use them, and what makes a response trustworthy enough
// to act on: the fields we read (z.object strips the ones the service may add, spec 9.3), ids of
// the service's shape in every id and reference, and every id once per list.



const FACILITY = {
    noun: "facility",
    schema: schemas/* object */.Ikc({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP(), organization_slug: schemas/* string */.YjP() }),
    idFields: [["id", ID_PREFIXES.facility]],
};
const CONTROL_CENTER = {
    noun: "control center",
    schema: FACILITY.schema,
    idFields: [["id", ID_PREFIXES.controlCenter]],
};
const CYBER_SYSTEM = {
    noun: "cyber system",
    schema: schemas/* object */.Ikc({
        id: schemas/* string */.YjP(),
        name: schemas/* string */.YjP(),
        facility_id: schemas/* string */.YjP().nullish(),
        control_center_id: schemas/* string */.YjP().nullish(),
        organization_slug: schemas/* string */.YjP(),
    }),
    idFields: [
        ["id", ID_PREFIXES.cyberSystem],
        ["facility_id", ID_PREFIXES.facility],
        ["control_center_id", ID_PREFIXES.controlCenter],
    ],
};
const CYBER_ASSET = {
    noun: "cyber asset",
    schema: schemas/* object */.Ikc({
        id: schemas/* string */.YjP(),
        name: schemas/* string */.YjP(),
        cyber_system_id: schemas/* string */.YjP(),
        asset_type: schemas/* enum */.k5n(ASSET_TYPES),
        organization_slug: schemas/* string */.YjP(),
    }),
    idFields: [
        ["id", ID_PREFIXES.cyberAsset],
        ["cyber_system_id", ID_PREFIXES.cyberSystem],
    ],
};
/** Why the record's ids are not of the service's shape, or undefined. */
function recordIdProblem(record, kind) {
    for (const [field, prefix] of kind.idFields) {
        const value = record[field];
        if (typeof value !== "string")
            continue;
        const problem = idShapeProblem(value, prefix);
        if (problem !== undefined)
            return `${field} ${problem}`;
    }
    return undefined;
}
/** Why the list is not one record per id (naming the id and both positions), or undefined. */
function duplicateIdProblem(records) {
    const first = new Map();
    for (const [index, record] of records.entries()) {
        const earlier = first.get(record.id);
        if (earlier !== undefined) {
            return `records ${earlier} and ${index} have the same id ${quoteId(record.id)}, so the list cannot say which record that id is`;
        }
        first.set(record.id, index);
    }
    return undefined;
}
/** `id` as one path segment, or the reason it cannot be one. */
function idSegment(id, prefix) {
    const problem = idShapeProblem(id, prefix);
    return problem === undefined ? { segment: encodeURIComponent(id) } : { problem };
}

;// CONCATENATED MODULE: ./src/io/transport-errors.ts
/** Certificate problems, by OpenSSL's code, as a user reads them. */
const CERTIFICATE_PROBLEMS = {
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: "is signed by a certificate authority this machine does not trust",
    UNABLE_TO_GET_ISSUER_CERT: "is signed by a certificate authority this machine does not trust",
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "is signed by a certificate authority this machine does not trust",
    SELF_SIGNED_CERT_IN_CHAIN: "chains to a certificate authority this machine does not trust",
    DEPTH_ZERO_SELF_SIGNED_CERT: "is self-signed, and this machine does not trust it",
    CERT_HAS_EXPIRED: "has expired",
    CERT_NOT_YET_VALID: "is not valid yet",
    ERR_TLS_CERT_ALTNAME_INVALID: "is not issued for this host name",
};
const CA_HINT = "if your organization has its own certificate authority (or a TLS-inspecting proxy), save its certificate (PEM) in a file and set NODE_EXTRA_CA_CERTS to that file's path for this process; certificate verification cannot be turned off";
const VALIDITY_HINT = "check this machine's clock; the service's operator must renew the certificate (a TLS-inspecting proxy re-signs it: then its authority, in NODE_EXTRA_CA_CERTS, is the one to check)";
/** Codes of failures to open a connection: with a proxy, the connection is to the proxy. */
const CONNECT_CODES = new Set([
    "ECONNREFUSED",
    "ENOTFOUND",
    "EAI_AGAIN",
    "EHOSTUNREACH",
    "ENETUNREACH",
    "ETIMEDOUT",
    "UND_ERR_CONNECT_TIMEOUT",
]);
/**
 * The failure `error` amounts to, when it is a proxy or certificate problem; undefined for any
 * other error. `host` is the service's host name, `proxy` the proxy the request went through.
 */
function describeTransportFailure(error, host, proxy) {
    const code = error?.code;
    const message = oneLine(error);
    const certificate = typeof code === "string" ? CERTIFICATE_PROBLEMS[code] : undefined;
    if (certificate !== undefined) {
        const validity = code === "CERT_HAS_EXPIRED" || code === "CERT_NOT_YET_VALID";
        return {
            reason: `the TLS certificate of ${host} ${certificate} (${code})`,
            hint: code === "ERR_TLS_CERT_ALTNAME_INVALID"
                ? `check that the service URL names the host its certificate is for (${message}); ${CA_HINT}`
                : validity
                    ? VALIDITY_HINT
                    : CA_HINT,
            sent: false,
            permanent: true,
        };
    }
    return proxy === undefined ? undefined : describeProxyFailure(code, message, host, proxy);
}
function describeProxyFailure(code, message, host, proxy) {
    const via = `the proxy ${proxy.address} (from ${proxy.source})`;
    const tunnelStatus = /^Proxy response \((\d+)\) !== 200/.exec(message)?.[1];
    const forward407 = code === "UND_ERR_INVALID_ARG" && /\(407\)/.test(message);
    if (tunnelStatus === "407" || forward407) {
        return {
            reason: `${via} refused the credentials (407 Proxy Authentication Required)`,
            hint: `check the user name and password in ${proxy.source} (http://user:password@host:port, special characters percent-encoded)`,
            sent: false,
            permanent: true,
        };
    }
    if (tunnelStatus !== undefined) {
        const status = Number(tunnelStatus);
        return {
            reason: `${via} answered ${status} to the request for a tunnel to ${host}`,
            hint: `check that the proxy allows and can reach ${host}, or list ${host} in NO_PROXY if it is reached directly`,
            sent: false,
            permanent: status < 500,
        };
    }
    if (typeof code === "string" && CONNECT_CODES.has(code)) {
        return {
            reason: `could not connect to ${via} (${message})`,
            hint: `check that ${proxy.source} names a proxy this machine can reach, or list ${host} in NO_PROXY if it is reached directly`,
            sent: false,
            permanent: false,
        };
    }
    if (code === "UND_ERR_PRX_CONN" || /before secure TLS connection was established/.test(message)) {
        return {
            reason: `${via} closed the connection before the tunnel to ${host} was open (${message})`,
            hint: `check that the proxy allows connections to ${host}, and its logs`,
            sent: false,
            permanent: false,
        };
    }
    if (code === "UND_ERR_PRX_TLS") {
        return {
            reason: `the TLS connection to ${via} failed (${message})`,
            hint: `check ${proxy.source}: an https:// proxy needs a certificate this machine trusts (NODE_EXTRA_CA_CERTS)`,
            sent: false,
            permanent: true,
        };
    }
    return undefined;
}
/** On one line: OpenSSL's messages end with a line break. */
function oneLine(error) {
    return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").trim();
}

;// CONCATENATED MODULE: ./src/io/api-client.ts
// The Compliance Inventory Service over HTTP (spec 4.2): one keep-alive connection pool, timeouts
// on every phase, retries where repeating a request cannot change the outcome, and an adaptive
// limit on requests in flight so a rate-limited service is not hammered. Every message that
// leaves this module has passed through redactSecret.












class ApiError extends Error {
    name = "ApiError";
    method;
    path;
    status;
    serviceMessage;
    ambiguous;
    constructor(fields) {
        const hint = fields.hint === undefined ? "" : `; ${fields.hint}`;
        super(`${fields.method} ${fields.path} failed: ${fields.reason}${hint}`);
        this.method = fields.method;
        this.path = fields.path;
        this.status = fields.status;
        this.serviceMessage = fields.serviceMessage;
        this.ambiguous = fields.ambiguous;
    }
}
const serviceErrorSchema = schemas/* object */.Ikc({ error: schemas/* object */.Ikc({ message: schemas/* string */.YjP() }) });
/** Statuses after which the service did nothing, or may have: worth another attempt. */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
/** Network error codes raised before the request left this machine: nothing reached the service. */
const NOT_SENT_CODES = new Set([
    "UND_ERR_CONNECT_TIMEOUT",
    "ECONNREFUSED",
    "ENOTFOUND",
    "EAI_AGAIN",
    "EHOSTUNREACH",
    "ENETUNREACH",
]);
/** TLS failures (certificates, or https:// to a server that speaks plain HTTP). */
const TLS_CODE = /^(ERR_SSL_|ERR_TLS_|EPROTO$)/;
/** Failures no retry can fix. */
const PERMANENT_CODES = new Set([
    "UND_ERR_INVALID_ARG",
    "UND_ERR_CLOSED",
    "UND_ERR_DESTROYED",
    "CERT_HAS_EXPIRED",
    "DEPTH_ZERO_SELF_SIGNED_CERT",
    "SELF_SIGNED_CERT_IN_CHAIN",
    "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
    "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
    "ERR_TLS_CERT_ALTNAME_INVALID",
]);
class ApiClient {
    /** The key and the proxy credentials: masked in every message. */
    #secrets;
    #apiKey;
    #origin;
    #host;
    #proxy;
    /** Hints appended to errors the API key or the URL setting likely caused. */
    #keyHint;
    #urlHint;
    #pathPrefix;
    #pool;
    #gate;
    #timeouts;
    #deadlineMs;
    /** No call lasts beyond this time (epoch ms), whatever its own deadline: see endCallsBy. */
    #endBy = Number.POSITIVE_INFINITY;
    #maxBodyBytes;
    #maxAttempts;
    #baseDelayMs;
    #maxDelayMs;
    #random;
    #sleep;
    #headers;
    #jsonHeaders;
    #requests = 0;
    constructor(options) {
        const { baseUrl, apiKey, urlSource, keySource, proxy } = options.connection;
        this.#secrets = connectionSecrets(options.connection);
        this.#apiKey = apiKey;
        this.#origin = baseUrl.origin;
        this.#host = baseUrl.host;
        this.#proxy = proxy;
        this.#keyHint = `check the API key in ${keySource}`;
        this.#urlHint = `check the service URL in ${urlSource}`;
        this.#pathPrefix = baseUrl.pathname.replace(/\/+$/, "");
        const requestTimeoutMs = options.requestTimeoutMs;
        this.#timeouts = {
            connectMs: options.timeouts?.connectMs ?? 10_000,
            headersMs: options.timeouts?.headersMs ?? requestTimeoutMs ?? 30_000,
            bodyMs: options.timeouts?.bodyMs ?? requestTimeoutMs ?? 60_000,
        };
        this.#deadlineMs = options.deadlineMs ?? Math.max(120_000, 4 * (requestTimeoutMs ?? 0));
        this.#maxBodyBytes = {
            list: options.maxBodyBytes?.list ?? 256 * 2 ** 20,
            other: options.maxBodyBytes?.other ?? 2 ** 20,
        };
        this.#maxAttempts = Math.max(1, options.retry?.maxAttempts ?? 5);
        this.#baseDelayMs = options.retry?.baseDelayMs ?? 200;
        this.#maxDelayMs = options.retry?.maxDelayMs ?? 10_000;
        this.#random = options.random ?? Math.random;
        this.#sleep = options.sleep ?? ((ms) => (0,external_node_timers_promises_.setTimeout)(ms));
        const maxConcurrency = Math.max(1, Math.floor(options.maxConcurrency ?? 8));
        this.#gate = new AdaptiveGate(maxConcurrency, this.#sleep);
        this.#pool =
            options.dispatcher ??
                openDispatcher(baseUrl, proxy, {
                    connections: maxConcurrency,
                    connectTimeout: this.#timeouts.connectMs,
                    headersTimeout: this.#timeouts.headersMs,
                    bodyTimeout: this.#timeouts.bodyMs,
                });
        this.#headers = { "x-api-key": apiKey, accept: "application/json" };
        this.#jsonHeaders = { ...this.#headers, "content-type": "application/json" };
    }
    listFacilities(counter) {
        return this.#list("/facilities", FACILITY, counter);
    }
    listControlCenters(counter) {
        return this.#list("/control-centers", CONTROL_CENTER, counter);
    }
    listCyberSystems(counter) {
        return this.#list("/cyber-systems", CYBER_SYSTEM, counter);
    }
    listCyberAssets(counter) {
        return this.#list("/cyber-assets", CYBER_ASSET, counter);
    }
    async getFacility(id, counter) {
        const path = this.#recordPath("GET", "/facilities", id, ID_PREFIXES.facility);
        return this.#get(path, FACILITY, counter);
    }
    async getControlCenter(id, counter) {
        const path = this.#recordPath("GET", "/control-centers", id, ID_PREFIXES.controlCenter);
        return this.#get(path, CONTROL_CENTER, counter);
    }
    async getCyberSystem(id, counter) {
        const path = this.#recordPath("GET", "/cyber-systems", id, ID_PREFIXES.cyberSystem);
        return this.#get(path, CYBER_SYSTEM, counter);
    }
    /** The asset, or undefined when the service answers 404. */
    async getCyberAsset(id, counter) {
        const path = this.#recordPath("GET", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
        const response = await this.#call({ method: "GET", path, counter, accept404: true });
        if (response.status === 404)
            return undefined;
        return this.#record(response, "GET", path, CYBER_ASSET);
    }
    /**
     * One create. A POST is repeated only when the service provably did nothing (429, or no
     * connection); any other failure after sending throws an ApiError with `ambiguous: true`, and
     * the caller must look for the asset before creating it again (see apply.ts).
     */
    async createCyberAsset(body, counter) {
        const path = "/cyber-assets";
        const response = await this.#call({
            method: "POST",
            path,
            body: JSON.stringify(body),
            counter,
        });
        // An unreadable 201 still means the create landed: the caller must find it, so ambiguous.
        return this.#record(response, "POST", path, CYBER_ASSET, true);
    }
    async updateCyberAsset(id, patch, counter) {
        const path = this.#recordPath("PATCH", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
        const response = await this.#call({
            method: "PATCH",
            path,
            body: JSON.stringify(patch),
            counter,
        });
        return this.#record(response, "PATCH", path, CYBER_ASSET);
    }
    /**
     * Resolves once the asset is gone. A 404 (an earlier attempt, or someone else, deleted it) counts
     * as done only after GET /cyber-assets/{id} confirms the asset is absent; a 404 to the first
     * attempt means someone else deleted it ("gone-before"), not this client.
     */
    async deleteCyberAsset(id, counter) {
        const path = this.#recordPath("DELETE", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
        const response = await this.#call({ method: "DELETE", path, counter, accept404: true });
        if (response.status !== 404)
            return "deleted";
        if ((await this.getCyberAsset(id, counter)) === undefined) {
            return response.attempt === 1 ? "gone-before" : "deleted";
        }
        throw new ApiError({
            method: "DELETE",
            path,
            status: 404,
            serviceMessage: this.#serviceMessage(response.text),
            ambiguous: false,
            reason: `404 ${external_node_http_.STATUS_CODES[404]} although GET ${path} still finds the asset; run apply again`,
        });
    }
    /**
     * From now on, no call lasts beyond `epochMs` (the deadline of a whole apply): a call that would
     * start later is not sent, one in flight is abandoned then, and no Retry-After is waited past it.
     */
    endCallsBy(epochMs) {
        this.#endBy = epochMs;
    }
    /** HTTP requests sent so far, retries included. */
    requestCount() {
        return this.#requests;
    }
    /** Waits as a retry of `attempt` (1-based) would: full-jitter exponential backoff. */
    backoff(attempt) {
        return this.#sleep(this.#jitterDelay(attempt));
    }
    /** The most attempts one operation may make. */
    get maxAttempts() {
        return this.#maxAttempts;
    }
    /** `text` with this client's API key and proxy credentials masked, for messages built outside. */
    redact(text) {
        return redactSecrets(text, this.#secrets);
    }
    close() {
        return this.#pool.close();
    }
    /** `collection/id`, refusing an id of another shape before anything is sent. */
    #recordPath(method, collection, id, prefix) {
        const checked = idSegment(id, prefix);
        if ("segment" in checked)
            return `${collection}/${checked.segment}`;
        throw new ApiError({
            method,
            path: `${collection}/{id}`,
            status: undefined,
            serviceMessage: undefined,
            ambiguous: false,
            reason: `not sent: the id ${checked.problem}; plan again`,
        });
    }
    async #list(path, kind, counter) {
        const response = await this.#call({ method: "GET", path, counter, list: true });
        const parsed = this.#json(response, "GET", path);
        if (!Array.isArray(parsed)) {
            throw this.#badBody("GET", path, response.status, "expected a JSON array of records");
        }
        const records = new Array(parsed.length);
        for (let index = 0; index < parsed.length; index++) {
            const result = kind.schema.safeParse(parsed[index]);
            const problem = result.success
                ? recordIdProblem(result.data, kind)
                : describeIssues(result.error);
            if (problem !== undefined || !result.success) {
                const reason = `record ${index} is not a ${kind.noun}: ${problem}`;
                throw this.#badBody("GET", path, response.status, reason);
            }
            records[index] = result.data;
        }
        const duplicate = duplicateIdProblem(records);
        if (duplicate !== undefined)
            throw this.#badBody("GET", path, response.status, duplicate);
        return records;
    }
    async #get(path, kind, counter) {
        const response = await this.#call({ method: "GET", path, counter });
        return this.#record(response, "GET", path, kind);
    }
    #record(response, method, path, kind, ambiguous = false) {
        const result = kind.schema.safeParse(this.#json(response, method, path, ambiguous));
        const problem = result.success
            ? recordIdProblem(result.data, kind)
            : describeIssues(result.error);
        if (problem === undefined && result.success)
            return result.data;
        const reason = `the response is not a ${kind.noun}: ${problem}`;
        throw this.#badBody(method, path, response.status, reason, ambiguous);
    }
    #json(response, method, path, ambiguous = false) {
        try {
            return JSON.parse(response.text);
        }
        catch {
            throw this.#badBody(method, path, response.status, "the response body is not JSON", ambiguous);
        }
    }
    #badBody(method, path, status, problem, ambiguous = false) {
        return new ApiError({
            method,
            path,
            status,
            serviceMessage: undefined,
            ambiguous,
            reason: this.redact(`${statusLine(status)} but ${problem}`),
        });
    }
    /**
     * Sends one call with retries until success, a final answer, the attempt limit or the deadline.
     * Returns a 2xx response (or a 404 when `accept404`); throws ApiError otherwise.
     */
    async #call(spec) {
        const ownDeadline = Date.now() + this.#deadlineMs;
        const deadline = Math.min(ownDeadline, this.#endBy);
        const deadlineText = deadline < ownDeadline
            ? "the deadline of the whole run"
            : `the ${this.#deadlineMs} ms deadline`;
        const deadlineReached = new AbortController();
        const timer = setTimeout(() => deadlineReached.abort(), Math.max(0, deadline - Date.now()));
        try {
            for (let attempt = 1;; attempt++) {
                const outcome = await this.#attempt(spec, deadlineReached.signal, deadline, deadlineText);
                if (outcome.kind === "response") {
                    const { status } = outcome.response;
                    if (status >= 200 && status < 300)
                        return { ...outcome.response, attempt };
                    if (status === 404 && spec.accept404)
                        return { ...outcome.response, attempt };
                }
                const failure = this.#failure(spec, outcome, attempt);
                if (!failure.retry)
                    throw new ApiError(failure.fields);
                const retryAfterMs = outcome.kind === "response" ? outcome.retryAfterMs : undefined;
                const jitter = this.#jitterDelay(attempt);
                const delayMs = retryAfterMs === undefined ? jitter : Math.max(retryAfterMs, jitter);
                if (Date.now() + delayMs >= deadline) {
                    const wait = retryAfterMs === undefined
                        ? "no time left for another attempt"
                        : `the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (Retry-After), more than is left`;
                    const reason = `${failure.fields.reason} (${wait} within ${deadlineText})`;
                    throw new ApiError({ ...failure.fields, reason });
                }
                await this.#sleep(delayMs);
            }
        }
        finally {
            clearTimeout(timer);
        }
    }
    /** The error an unsuccessful attempt amounts to, and whether another attempt may follow. */
    #failure(spec, outcome, attempt) {
        const { method, path } = spec;
        const isPost = method === "POST";
        const last = attempt >= this.#maxAttempts;
        const suffix = attempt > 1 ? ` (after ${attempt} attempts)` : "";
        if (outcome.kind === "network") {
            // A POST that reached the service may have created the asset: never resend it blindly.
            const retry = !outcome.permanent && !last && (!isPost || !outcome.sent);
            const fields = {
                method,
                path,
                status: undefined,
                serviceMessage: undefined,
                ambiguous: outcome.sent && method !== "GET",
                reason: this.redact(outcome.reason + suffix),
                hint: outcome.hint ?? (outcome.unreachable ? this.#urlHint : undefined),
            };
            return { fields, retry };
        }
        const { status, text } = outcome.response;
        const serviceMessage = this.#serviceMessage(text);
        // 429 is an answer given before any effect; a 5xx may follow a commit (spec says nothing).
        const ambiguous = status >= 500 && method !== "GET";
        const retry = RETRYABLE_STATUSES.has(status) && !last && (!isPost || status === 429);
        const detail = serviceMessage === undefined ? "" : `: ${serviceMessage}`;
        const fields = {
            method,
            path,
            status,
            serviceMessage,
            ambiguous,
            reason: this.redact(`${statusLine(status)}${detail}${suffix}`),
            hint: status === 401 || status === 403 ? this.#keyHint : undefined,
        };
        return { fields, retry };
    }
    async #attempt(spec, signal, deadline, deadlineText) {
        const ticket = await this.#gate.acquire(deadline);
        let answer = "none";
        const deadlineReason = `no outcome within ${deadlineText}`;
        try {
            if (signal.aborted || ticket.late || Date.now() >= deadline) {
                return { kind: "network", sent: false, permanent: true, reason: deadlineReason };
            }
            this.#requests++;
            if (spec.counter)
                spec.counter.attempts++;
            const { status, headers, text } = await exchange(this.#pool, {
                origin: this.#origin,
                method: spec.method,
                path: this.#pathPrefix + spec.path,
                headers: spec.body === undefined ? this.#headers : this.#jsonHeaders,
                body: spec.body ?? null,
            }, signal, spec.list ? this.#maxBodyBytes.list : this.#maxBodyBytes.other);
            const retryAfterMs = status === 429 || status === 503 ? parseRetryAfter(headers["retry-after"]) : undefined;
            answer = "answered";
            if (status === 429) {
                answer = "throttled";
                // Held back no longer than this call may last: a Retry-After of 200 s stalled every
                // request of an apply for 200 s.
                this.#gate.pauseFor(Math.min(retryAfterMs ?? 0, Math.max(0, deadline - Date.now())));
            }
            return { kind: "response", response: { status, text }, retryAfterMs };
        }
        catch (error) {
            if (signal.aborted) {
                return { kind: "network", sent: true, permanent: true, reason: deadlineReason };
            }
            return this.#networkFailure(error);
        }
        finally {
            this.#gate.release(ticket, answer);
        }
    }
    #networkFailure(error) {
        const described = describeTransportFailure(error, this.#host, this.#proxy);
        if (described !== undefined) {
            const { sent, permanent, reason, hint } = described;
            return { kind: "network", sent, permanent, reason, hint: this.redact(hint) };
        }
        const code = error?.code;
        // On one line (OpenSSL's messages end with a line break), redacted before it is collapsed.
        const message = redactedLine(this.redact(error instanceof Error ? error.message : String(error)), this.#apiKey, Number.POSITIVE_INFINITY);
        const { connectMs, headersMs, bodyMs } = this.#timeouts;
        switch (code) {
            case "UND_ERR_CONNECT_TIMEOUT":
                return unreachable(network(false, false, `could not connect within ${connectMs} ms (connect timeout)`));
            case "UND_ERR_HEADERS_TIMEOUT":
                return network(true, false, `no response within ${headersMs} ms (headers timeout)`);
            case "UND_ERR_BODY_TIMEOUT":
                return network(true, false, `the response body stalled for ${bodyMs} ms (body timeout)`);
            case BODY_TOO_LARGE:
                return network(true, true, `${message}; stopped reading it and did not retry`);
            case "UND_ERR_SOCKET":
            case "ECONNRESET":
            case "EPIPE":
                return network(true, false, `the connection closed before a complete response (${message})`);
        }
        if (typeof code === "string" && NOT_SENT_CODES.has(code)) {
            return unreachable(network(false, false, `could not connect (${message})`));
        }
        if (typeof code === "string" && PERMANENT_CODES.has(code)) {
            return unreachable(network(false, true, `the request could not be made (${message})`));
        }
        const failed = network(true, false, `the request failed (${message})`);
        return typeof code === "string" && TLS_CODE.test(code) ? unreachable(failed) : failed;
    }
    #serviceMessage(text) {
        if (text.trim() === "")
            return undefined;
        let message;
        try {
            const parsed = serviceErrorSchema.safeParse(JSON.parse(text));
            message = parsed.success ? parsed.data.error.message : text;
        }
        catch {
            message = text;
        }
        // The service's text reaches terminals and logs: escape sequences and bidirectional controls
        // in it are shown as \uXXXX, never interpreted.
        return revealHiddenCharacters(redactedLine(message, this.#apiKey, 300));
    }
    #jitterDelay(attempt) {
        const ceiling = Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** (attempt - 1));
        return this.#random() * ceiling;
    }
}
/** The four lists at once: reading the live inventory costs exactly four requests. */
async function fetchLiveInventory(client) {
    const [facilities, controlCenters, cyberSystems, cyberAssets] = await Promise.all([
        client.listFacilities(),
        client.listControlCenters(),
        client.listCyberSystems(),
        client.listCyberAssets(),
    ]);
    return { facilities, controlCenters, cyberSystems, cyberAssets };
}
function network(sent, permanent, reason) {
    return { kind: "network", sent, permanent, reason };
}
function unreachable(attempt) {
    return { ...attempt, unreachable: true };
}
function statusLine(status) {
    const text = external_node_http_.STATUS_CODES[status];
    return text === undefined ? `${status}` : `${status} ${text}`;
}
function describeIssues(error) {
    return error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.length > 0 ? `${issue.path.join(".")}: ` : ""}${issue.message}`)
        .join("; ");
}

;// CONCATENATED MODULE: ./src/io/apply.ts

/** Why a delete is not claimed: its asset was gone before this run's DELETE reached it. */
const GONE_BEFORE = "not done by this run: the first DELETE answered 404 and GET confirms the asset is gone, so another writer deleted it during this apply";
/** The error of an operation the apply deadline left unstarted. */
const NOT_ATTEMPTED = "not attempted: the deadline of the apply (--deadline, Action input deadline) passed before it could start; run apply again to finish";
async function applyPlan(plan, client, options = {}) {
    const startedAt = new Date().toISOString();
    const concurrency = Math.max(1, Math.floor(options.concurrency ?? 8));
    const results = await new Executor(plan, client, concurrency, options).run();
    const summary = { succeeded: 0, failed: 0, skipped: 0 };
    for (const result of results)
        summary[result.status]++;
    return {
        fingerprint: plan.fingerprint,
        started_at: startedAt,
        finished_at: new Date().toISOString(),
        results,
        summary,
    };
}
class Executor {
    #operations;
    #client;
    #concurrency;
    #onOperation;
    #deadlineAt;
    /** Operations started, so that the deadline leaves them to finish. */
    #started;
    #results;
    /** Unfinished dependencies of each operation. */
    #waitingOn;
    #dependents;
    #ready = [];
    #readyHead = 0;
    #running = 0;
    #finished = 0;
    #done = () => { };
    #abort = () => { };
    /** For a skipped operation: the failed operation that caused the skip. */
    #rootCause = new Map();
    /** Ids a lost create must not adopt: assets the plan already knows, and assets already adopted. */
    #claimed;
    #assets;
    /** Deletes whose asset another writer had deleted already: not claimed as this run's. */
    #goneBefore = new Set();
    constructor(plan, client, concurrency, options) {
        this.#operations = plan.operations;
        this.#client = client;
        this.#concurrency = concurrency;
        this.#onOperation = options.onOperation;
        this.#deadlineAt = options.deadlineAt ?? Number.POSITIVE_INFINITY;
        const count = plan.operations.length;
        this.#started = new Array(count).fill(false);
        this.#results = new Array(count).fill(undefined);
        this.#waitingOn = new Array(count).fill(0);
        this.#dependents = Array.from({ length: count }, () => []);
        this.#claimed = new Set(plan.unmanaged.map((asset) => asset.asset_id));
        this.#assets = new AssetReader(client);
        for (const operation of plan.operations) {
            if (operation.action !== "create")
                this.#claimed.add(operation.asset_id);
        }
    }
    run() {
        const finishedAll = new Promise((resolve, reject) => {
            this.#done = resolve;
            this.#abort = reject;
        });
        const malformed = [];
        for (const [index, operation] of this.#operations.entries()) {
            const dependencies = new Set(operation.depends_on);
            // Only earlier operations: the graph is then acyclic and every operation gets to run.
            const unknown = [...dependencies].find((dependency) => !Number.isInteger(dependency) || dependency < 0 || dependency >= index);
            if (unknown !== undefined) {
                malformed.push({
                    index,
                    status: "failed",
                    error: `depends_on names operation ${unknown}, which is not an earlier operation of this plan; plan again`,
                    attempts: 0,
                });
                continue;
            }
            this.#waitingOn[index] = dependencies.size;
            for (const dependency of dependencies)
                this.#dependents[dependency].push(index);
        }
        // Recorded once the graph is complete, so that their dependents are skipped.
        for (const result of malformed)
            this.#record(result);
        for (const [index] of this.#operations.entries()) {
            if (this.#results[index] === undefined && this.#waitingOn[index] === 0) {
                this.#ready.push(index);
            }
        }
        this.#pump();
        this.#checkFinished();
        return finishedAll.then(() => this.#results.map((result) => this.#goneBefore.has(result.index)
            ? { ...result, status: "skipped", error: GONE_BEFORE }
            : result));
    }
    /** Starts ready operations up to the concurrency limit, none once the deadline has passed. */
    #pump() {
        if (Date.now() >= this.#deadlineAt) {
            this.#leaveUnstarted();
            return;
        }
        while (this.#running < this.#concurrency && this.#readyHead < this.#ready.length) {
            const index = this.#ready[this.#readyHead++];
            this.#started[index] = true;
            this.#running++;
            // Only onOperation can throw here; it ends the run rather than leaving it hanging.
            this.#execute(index)
                .then((result) => {
                this.#running--;
                this.#record(result);
                this.#pump();
                this.#checkFinished();
            })
                .catch(this.#abort);
        }
    }
    /**
     * Records every operation not started as not attempted. Last first: an operation's dependents
     * come after it, so each gets this result rather than "depends on an operation that failed".
     */
    #leaveUnstarted() {
        for (let index = this.#operations.length - 1; index >= 0; index--) {
            if (this.#started[index] || this.#results[index] !== undefined)
                continue;
            this.#record({ index, status: "skipped", error: NOT_ATTEMPTED, attempts: 0 });
        }
    }
    #checkFinished() {
        if (this.#finished === this.#operations.length)
            this.#done();
    }
    /** Records a final result and releases, or skips, what depends on it. */
    #record(result) {
        // A stack rather than recursion: a long chain of skips must not exhaust the call stack.
        const pending = [result];
        for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
            if (this.#results[next.index] !== undefined)
                continue;
            this.#results[next.index] = next;
            this.#finished++;
            this.#onOperation?.(next, this.#operations[next.index]);
            const dependents = this.#dependents[next.index];
            if (next.status === "succeeded") {
                for (const dependent of dependents) {
                    this.#waitingOn[dependent]--;
                    if (this.#waitingOn[dependent] === 0 && this.#results[dependent] === undefined) {
                        this.#ready.push(dependent);
                    }
                }
                continue;
            }
            const cause = this.#rootCause.get(next.index) ?? next.index;
            for (const dependent of dependents) {
                if (this.#results[dependent] !== undefined)
                    continue;
                this.#rootCause.set(dependent, cause);
                pending.push({
                    index: dependent,
                    status: "skipped",
                    error: `skipped: depends on operation ${cause} (${describe(this.#operations[cause])}), which failed`,
                    attempts: 0,
                });
            }
        }
    }
    async #execute(index) {
        const operation = this.#operations[index];
        const counter = { attempts: 0 };
        try {
            switch (operation.action) {
                case "create": {
                    const outcome = await this.#create(operation, counter);
                    return { index, attempts: counter.attempts, ...outcome };
                }
                case "update": {
                    const assetId = await this.#update(operation, counter);
                    return { index, status: "succeeded", asset_id: assetId, attempts: counter.attempts };
                }
                case "delete": {
                    const outcome = await this.#client.deleteCyberAsset(operation.asset_id, counter);
                    // Succeeded for what depends on it (the name is free), but not this run's doing.
                    if (outcome === "gone-before")
                        this.#goneBefore.add(index);
                    return {
                        index,
                        status: "succeeded",
                        asset_id: operation.asset_id,
                        attempts: counter.attempts,
                    };
                }
            }
        }
        catch (error) {
            return { index, status: "failed", error: this.#message(error), attempts: counter.attempts };
        }
    }
    /**
     * A retried PATCH can fail because its earlier attempt landed (a rename then meets its own new
     * name, a 409). After more than one attempt, a failure is checked against the asset itself.
     */
    async #update(operation, counter) {
        const patch = patchOf(operation);
        try {
            return (await this.#client.updateCyberAsset(operation.asset_id, patch, counter)).id;
        }
        catch (error) {
            if (!(error instanceof ApiError) || counter.attempts < 2)
                throw error;
            const current = await this.#client
                .getCyberAsset(operation.asset_id, counter)
                .catch(() => undefined);
            if (current === undefined || !hasPatch(current, patch))
                throw error;
            return current.id;
        }
    }
    /**
     * A create that cannot be lost or doubled: after an answer that leaves its fate unknown, the live
     * assets are read and an asset with the same name, system and type that no one else accounts for
     * is adopted; only when none is there is the POST sent again.
     */
    async #create(operation, counter) {
        const body = {
            name: operation.name,
            cyber_system_id: operation.cyber_system.id,
            asset_type: operation.asset_type,
        };
        let unknownFate = false;
        for (let round = 1;; round++) {
            let failure;
            try {
                const asset = await this.#client.createCyberAsset(body, counter);
                this.#claimed.add(asset.id);
                return { status: "succeeded", asset_id: asset.id };
            }
            catch (error) {
                if (!(error instanceof ApiError))
                    throw error;
                failure = error;
            }
            // A 409 after a lost attempt is most likely that attempt, landed late.
            const mayHaveLanded = failure.ambiguous || (unknownFate && failure.status === 409);
            if (!mayHaveLanded)
                return { status: "failed", error: failure.message };
            unknownFate = true;
            // Give a request the service may still be processing time to finish before looking.
            await this.#client.backoff(round);
            let live;
            try {
                live = await this.#assets.read();
            }
            catch (error) {
                return {
                    status: "failed",
                    error: `${failure.message}; the create may have landed, and reading GET /cyber-assets to find out failed too (${this.#message(error)}); run plan again to see`,
                };
            }
            const landed = live.find((asset) => asset.name === body.name &&
                asset.cyber_system_id === body.cyber_system_id &&
                asset.asset_type === body.asset_type &&
                !this.#claimed.has(asset.id));
            if (landed !== undefined) {
                this.#claimed.add(landed.id);
                return { status: "succeeded", asset_id: landed.id, adopted: true };
            }
            if (round >= this.#client.maxAttempts) {
                return {
                    status: "failed",
                    error: `${failure.message}; GET /cyber-assets shows it did not land; gave up after ${round} attempts`,
                };
            }
        }
    }
    #message(error) {
        return this.#client.redact(error instanceof Error ? error.message : String(error));
    }
}
/**
 * Reads the live assets for creates whose fate is unknown. Callers that ask while a read is
 * still to be sent share it; a read already sent may predate a caller's failure, so a later
 * caller waits for the next one. One list serves many lost creates.
 */
class AssetReader {
    #client;
    #pending;
    #previous = Promise.resolve();
    constructor(client) {
        this.#client = client;
    }
    read() {
        if (this.#pending !== undefined)
            return this.#pending;
        const read = this.#previous.then(() => {
            this.#pending = undefined;
            return this.#client.listCyberAssets();
        });
        this.#pending = read;
        this.#previous = read.catch(() => undefined);
        return read;
    }
}
function patchOf(operation) {
    const patch = {};
    const { changes } = operation;
    if (changes.name)
        patch.name = changes.name.to;
    if (changes.cyber_system)
        patch.cyber_system_id = changes.cyber_system.to.id;
    if (changes.asset_type)
        patch.asset_type = changes.asset_type.to;
    return patch;
}
function hasPatch(asset, patch) {
    return ((patch.name === undefined || asset.name === patch.name) &&
        (patch.cyber_system_id === undefined || asset.cyber_system_id === patch.cyber_system_id) &&
        (patch.asset_type === undefined || asset.asset_type === patch.asset_type));
}
function describe(operation) {
    switch (operation.action) {
        case "create":
            return `create ${operation.asset_type} "${operation.name}" in "${operation.cyber_system.name}"`;
        case "update":
            return `${operation.kinds.join("+") || "update"} "${operation.name}" (${operation.asset_id})`;
        case "delete":
            return `delete "${operation.name}" (${operation.asset_id}) from "${operation.cyber_system.name}"`;
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/core/plain-inventory.ts
// A fast reader for inventory files in the plain style most files are written in (and the
// benchmark's): block maps indented with spaces, unquoted names of common characters, full-line
// and trailing comments. On such a file it returns exactly the documents the YAML walk of
// parse-inventory.ts returns, for a fraction of the cost: the yaml library lexes, parses and
// composes a node per scalar (about 1.4 s for 100,000 assets), this reads lines (about 0.1 s).
// Anything else, every mistake included, makes it return undefined, and the full parser reads
// the file and reports each problem at its place. It accepts only text whose YAML meaning is
// certain: a subset, never a second interpretation.


/**
 * A name yaml reads as exactly this text wherever it stands in a block map, key or value: it starts
 * with a letter, digit or "_" (never a YAML indicator), holds no ":", "#", quote, bracket, comma or
 * tab, and does not end with a space. No forbidden character (names.ts rules) can match.
 */
const PLAIN_NAME = /^[A-Za-z0-9_](?:[A-Za-z0-9_ ./()+-]*[A-Za-z0-9_./()+-])?$/;
/** Printable ASCII and line feeds only: no tab, carriage return, BOM, control or non-ASCII. */
const OUTSIDE_PLAIN_TEXT = /[^\n\x20-\x7e]/;
const DOCUMENT_START = "---";
/** The documents of `text`, or undefined when the full YAML parser must read it. */
function readPlainInventory(text, file) {
    if (OUTSIDE_PLAIN_TEXT.test(text))
        return undefined;
    const reader = new PlainReader(file);
    const lines = text.split("\n");
    for (let index = 0; index < lines.length; index++) {
        if (!reader.line(lines[index], index + 1))
            return undefined;
    }
    return reader.end();
}
class PlainReader {
    documents = [];
    #file;
    #document = newDocument(false);
    /** True between `assets:` and its first key. */
    #awaitingAssets = false;
    /** Indentation of the `assets:` map's keys while reading it; -1 otherwise. */
    #assetIndent = -1;
    /** The names in the `assets:` map being read, to find a duplicate. */
    #assetNames = new Set();
    #asset;
    /** Indentation of the open asset's detail keys, once its first one is read; -1 otherwise. */
    #detailIndent = -1;
    constructor(file) {
        this.#file = file;
    }
    /** Reads one line; false when the file is not plain. */
    line(text, line) {
        let indent = 0;
        while (text.charCodeAt(indent) === 0x20)
            indent++;
        if (indent === text.length || text[indent] === "#")
            return true;
        if (text === DOCUMENT_START)
            return this.#startDocument();
        const entry = this.#entry(text, line, indent);
        if (entry === undefined)
            return false;
        if (indent === 0)
            return this.#closeAssets() && this.#documentKey(entry);
        if (this.#assetIndent === -1) {
            // The first key of `assets:`, which must be waiting for its map.
            const assets = this.#document.assets;
            if (assets === undefined || assets.length > 0 || !this.#awaitingAssets)
                return false;
            this.#awaitingAssets = false;
            this.#assetIndent = indent;
        }
        if (indent === this.#assetIndent)
            return this.#closeAsset() && this.#assetEntry(entry);
        if (indent > this.#assetIndent && this.#asset !== undefined) {
            if (this.#detailIndent === -1)
                this.#detailIndent = indent;
            return indent === this.#detailIndent && this.#detail(entry);
        }
        return false;
    }
    end() {
        if (!this.#closeAssets())
            return undefined;
        const document = this.#document;
        if (document.keys.size === 0) {
            // Nothing after a "---", or no document at all: errors the full parser names.
            return document.explicit || this.documents.length === 0 ? undefined : this.documents;
        }
        return this.#finish(document) ? this.documents : undefined;
    }
    #startDocument() {
        if (!this.#closeAssets())
            return false;
        const document = this.#document;
        if (document.keys.size === 0) {
            // Only the first "---" of a file may follow nothing (comments, blank lines).
            if (document.explicit || this.documents.length > 0)
                return false;
        }
        else if (!this.#finish(document)) {
            return false;
        }
        this.#document = newDocument(true);
        return true;
    }
    /** Splits `key: value` (comments removed); undefined when the line is anything else. */
    #entry(text, line, indent) {
        let content = text;
        const hash = content.indexOf("#");
        if (hash !== -1) {
            // A comment starts at a "#" after a space; any other "#" is not plain.
            if (content[hash - 1] !== " ")
                return undefined;
            content = content.slice(0, hash);
        }
        content = content.trimEnd();
        const colon = content.indexOf(":", indent);
        if (colon === -1)
            return undefined;
        const key = content.slice(indent, colon);
        if (!isPlainName(key))
            return undefined;
        if (colon + 1 === content.length)
            return { line, indent, key };
        if (content[colon + 1] !== " ")
            return undefined;
        let start = colon + 1;
        while (content.charCodeAt(start) === 0x20)
            start++;
        const value = content.slice(start);
        if (!isPlainName(value))
            return undefined;
        return { line, indent, key, value: { value, location: this.#at(line, start) } };
    }
    #documentKey(entry) {
        const document = this.#document;
        if (document.keys.has(entry.key))
            return false;
        document.keys.add(entry.key);
        document.location ??= this.#at(entry.line, 0);
        const value = entry.value;
        switch (entry.key) {
            case "cyber_system":
                document.cyberSystem = value;
                return value !== undefined;
            case "facility":
                document.facility = value;
                return value !== undefined && document.controlCenter === undefined;
            case "control_center":
                document.controlCenter = value;
                return value !== undefined && document.facility === undefined;
            case "prune":
                if (value?.value !== "true" && value?.value !== "false")
                    return false;
                document.prune = value.value === "true";
                return true;
            case "assets":
                document.assets = [];
                document.assetsLocation = this.#at(entry.line, 0);
                this.#awaitingAssets = true;
                return value === undefined;
            default:
                return false;
        }
    }
    #assetEntry(entry) {
        if (this.#assetNames.has(entry.key))
            return false;
        this.#assetNames.add(entry.key);
        if (entry.value === undefined) {
            this.#asset = { entry, keys: new Set() };
            return true;
        }
        const type = assetType(entry.value.value);
        if (type === undefined)
            return false;
        const location = this.#at(entry.line, entry.indent);
        this.#document.assets.push({ name: entry.key, type, location });
        return true;
    }
    #detail(entry) {
        const asset = this.#asset;
        if (entry.value === undefined || asset.keys.has(entry.key))
            return false;
        asset.keys.add(entry.key);
        switch (entry.key) {
            case "type":
                asset.type = assetType(entry.value.value);
                return asset.type !== undefined;
            case "renamed_from":
                asset.renamedFrom = entry.value;
                return true;
            default:
                return false;
        }
    }
    /** Ends the asset written as a map, if one is open; false when it is incomplete. */
    #closeAsset() {
        const asset = this.#asset;
        if (asset === undefined)
            return true;
        this.#asset = undefined;
        if (this.#detailIndent === -1 || asset.type === undefined)
            return false;
        this.#detailIndent = -1;
        const { entry } = asset;
        const declared = {
            name: entry.key,
            type: asset.type,
            location: this.#at(entry.line, entry.indent),
        };
        if (asset.renamedFrom)
            declared.renamedFrom = asset.renamedFrom;
        this.#document.assets.push(declared);
        return true;
    }
    /** Ends the `assets:` map, if one is open; false when it is empty or incomplete. */
    #closeAssets() {
        if (this.#awaitingAssets)
            return false;
        if (this.#assetIndent === -1)
            return true;
        this.#assetIndent = -1;
        this.#assetNames.clear();
        return this.#closeAsset();
    }
    /** Adds the complete document; false when it lacks a required key. */
    #finish(document) {
        const { location, cyberSystem, assets, assetsLocation } = document;
        if (!location || !cyberSystem || !assets || !assetsLocation)
            return false;
        const finished = {
            location,
            cyberSystem,
            prune: document.prune,
            assets,
            assetsLocation,
        };
        if (document.facility)
            finished.facility = document.facility;
        if (document.controlCenter)
            finished.controlCenter = document.controlCenter;
        this.documents.push(finished);
        return true;
    }
    #at(line, offset) {
        return { file: this.#file, line, column: offset + 1 };
    }
}
function newDocument(explicit) {
    return { explicit, keys: new Set(), prune: true };
}
function isPlainName(text) {
    return text.length <= MAX_NAME_LENGTH && PLAIN_NAME.test(text);
}
function assetType(text) {
    return ASSET_TYPES.find((type) => type === text);
}

;// CONCATENATED MODULE: ./src/core/yaml-reader.ts
// Reading YAML strictly, the way inventory files are read: YAML 1.2, keys as text, no anchors,
// aliases, tags or merge keys, duplicate keys named with both positions, and every problem located
// at file:line:column. FileParser (parse-inventory.ts) walks the inventory's structure on top.


// YAML 1.2 core schema; keys are always taken as text; no merge keys; duplicate keys are found by
// the walk (which names both positions) rather than by the parser (which names one).
const PARSE_OPTIONS = {
    version: "1.2",
    schema: "core",
    merge: false,
    stringKeys: true,
    uniqueKeys: false,
    prettyErrors: false,
};
const ANCHORS_AND_ALIASES = "anchors and aliases are not supported; write the value out";
const MERGE_KEYS = "merge keys are not supported; write the keys out";
const MAX_DEPTH_MESSAGE = "the YAML nests too deeply to be read; an inventory document needs only three levels (document, assets, asset details)";
/** The documents of a file's text, parsed with PARSE_OPTIONS and yaml's debug switches off. */
function parseYamlDocuments(text, lineCounter) {
    return withoutYamlDebugSwitches(() => (0,dist/* parseAllDocuments */.hR)(text, { ...PARSE_OPTIONS, lineCounter }));
}
/**
 * Runs `parse` with `process.env` replaced by a plain copy that lacks yaml's debug switches.
 * yaml's parser reads `process.env.LOG_TOKENS` once per token, and each read of the real
 * `process.env` is a call into the environment (about 0.35 µs: 0.4 s of a 100,000-asset plan);
 * and with LOG_TOKENS or LOG_STREAM set it would print the inventory to standard output, into the
 * middle of `plan --format json`. The parse is synchronous, so no other code sees the copy.
 */
function withoutYamlDebugSwitches(parse) {
    const environment = process.env;
    const quiet = { ...environment };
    delete quiet.LOG_TOKENS;
    delete quiet.LOG_STREAM;
    process.env = quiet;
    try {
        return parse();
    }
    finally {
        process.env = environment;
    }
}
/** Collects located diagnostics while a subclass walks a file's YAML nodes. */
class StrictYamlReader {
    diagnostics = [];
    #text;
    #file;
    #lineCounter;
    constructor(text, file, lineCounter) {
        this.#text = text;
        this.#file = file;
        this.#lineCounter = lineCounter;
    }
    at(offset) {
        const { line, col } = this.#lineCounter.linePos(offset);
        return { file: this.#file, line: Math.max(line, 1), column: col };
    }
    error(offset, message, related) {
        const diagnostic = { severity: "error", message, location: this.at(offset) };
        if (related)
            diagnostic.related = related;
        this.diagnostics.push(diagnostic);
    }
    /**
     * Reports the parser's errors and warnings and the %YAML directive; false when the document has
     * a syntax error, after which its structure is unreliable and walking it would only add echoes.
     */
    yamlProblems(doc, previousEnd) {
        const problems = [...doc.errors, ...doc.warnings];
        const exhausted = problems.find((problem) => problem.code === "RESOURCE_EXHAUSTION");
        if (exhausted) {
            this.error(exhausted.pos[0], MAX_DEPTH_MESSAGE);
            return false;
        }
        let walkable = true;
        const seen = new Set();
        for (const problem of problems) {
            const message = this.#yamlMessage(problem);
            if (message === undefined)
                continue;
            const key = `${problem.pos[0]}:${message}`;
            if (seen.has(key))
                continue;
            seen.add(key);
            this.error(problem.pos[0], message);
            walkable &&= problem.code === "NON_STRING_KEY" || doc.warnings.includes(problem);
        }
        if (doc.directives.yaml.explicit)
            this.#yamlDirective(doc, previousEnd);
        return walkable;
    }
    /** The message for a problem the parser found; undefined for those the walk reports better. */
    #yamlMessage(problem) {
        switch (problem.code) {
            case "TAG_RESOLVE_FAILED":
                return undefined; // #plainNode: "YAML tags are not supported"
            case "BAD_DIRECTIVE":
                return problem.message.includes("YAML version")
                    ? undefined
                    : `invalid YAML: ${problem.message}`;
            case "NON_STRING_KEY":
                return this.#text.startsWith("*", problem.pos[0])
                    ? ANCHORS_AND_ALIASES
                    : "a key must be plain text, not a list, a map or a tagged value; write the name as text before the colon";
            default:
                return `invalid YAML: ${problem.message}`;
        }
    }
    #yamlDirective(doc, previousEnd) {
        // The document keeps the version but not where the directive was written: it is in the
        // directives prologue, between the previous document and this one's start.
        const prologue = this.#text.slice(previousEnd, doc.range[0]);
        const match = /^%YAML[ \t]+(\S*)/m.exec(prologue);
        const version = match?.[1] ?? doc.directives.yaml.version;
        if (version === "1.2")
            return;
        this.error(previousEnd + (match?.index ?? 0), `%YAML ${version} is not supported: inventory files are YAML 1.2 (where yes, no, on and off are text and 012 is not an octal number); remove the %YAML directive`);
    }
    /** Reports anchors, aliases and tags on a node the walk reads; false when it is an alias. */
    plainNode(node) {
        if ((0,dist/* isAlias */.Vj)(node)) {
            this.error(nodeStart(node), ANCHORS_AND_ALIASES);
            return false;
        }
        if (node.anchor !== undefined) {
            this.error(this.#propertyStart(node, `&${node.anchor}`), ANCHORS_AND_ALIASES);
        }
        if (node.tag !== undefined) {
            this.error(this.#propertyStart(node, "!"), `YAML tags are not supported (found ${quote(node.tag.replace(/^tag:yaml\.org,2002:/, "!!"))}); remove the tag, and quote the value to make it text`);
        }
        return true;
    }
    /**
     * Where a node's anchor (`&name`) or tag (`!tag`) is written: before the node itself, which is
     * where yaml's range starts. On the error path only.
     */
    #propertyStart(node, marker) {
        let written = this.#text.lastIndexOf(marker, nodeStart(node));
        if (written < 0)
            return nodeStart(node);
        while (this.#text[written - 1] === marker)
            written -= 1; // the first "!" of "!!int"
        return written;
    }
    /**
     * The pairs of a map with a text key, minus duplicates (reported with both positions) and merge
     * keys. Keys that are not text were reported by the parser (NON_STRING_KEY) and are skipped.
     */
    *entries(map) {
        const seen = new Map();
        for (const pair of map.items) {
            const key = pair.key;
            if (!(0,dist/* isScalar */.jn)(key) || typeof key.value !== "string")
                continue;
            if (key.anchor !== undefined) {
                this.error(this.#propertyStart(key, `&${key.anchor}`), ANCHORS_AND_ALIASES);
            }
            const keyText = key.value;
            const keyOffset = nodeStart(key);
            if (keyText === "<<" && key.type === "PLAIN") {
                this.error(keyOffset, MERGE_KEYS);
                continue;
            }
            const first = seen.get(keyText);
            if (first !== undefined) {
                const firstAt = this.at(first);
                this.error(keyOffset, `duplicate key ${quote(keyText)} (first written at ${formatLocation(firstAt)}); keep one`, [firstAt]);
                continue;
            }
            seen.set(keyText, keyOffset);
            yield { key, keyText, value: pair.value };
        }
    }
}
function nodeStart(node) {
    return node.range?.[0] ?? 0;
}
/** The text of a scalar as written (after YAML quoting and escapes), never its implicit type. */
function scalarText(scalar) {
    return scalar.source ?? String(scalar.value);
}
/** "a list", "a map" or "the text 'x'": what was found where something else was expected. */
function describeValue(node) {
    if ((0,dist/* isSeq */.oP)(node))
        return "a list";
    if ((0,dist/* isMap */.jh)(node))
        return "a map";
    return (0,dist/* isScalar */.jn)(node) ? `the text ${quote(scalarText(node))}` : "an alias";
}
/** A plain scalar with no text: an omitted value (`key:`), not an explicit `''`. */
function isEmptyPlain(scalar) {
    return scalar.type === "PLAIN" && scalarText(scalar) === "";
}

;// CONCATENATED MODULE: ./src/core/parse-inventory.ts
// One inventory file's text -> inventory documents, with every problem located at file:line:column.
// The walk reads YAML nodes rather than the plain value so that (1) a name is exactly the text the
// user wrote (a plain `0x1F`, `012` or `~` is that text, never 31, 12 or null), (2) each problem
// points at its node, and (3) all problems of a file are reported in one pass.








const TRAILING_OR_LEADING_SPACE = /^\s|\s$/;
const ASSET_NAME = { label: "asset name", hint: "the asset's name before the colon" };
const REFERENCE_FIELDS = {
    cyber_system: {
        label: "cyber_system",
        hint: "the name or id (cs_...) of an existing cyber system",
    },
    facility: {
        label: "facility",
        hint: "the name or id (fac_...) of the facility that owns the cyber system",
    },
    control_center: {
        label: "control_center",
        hint: "the name or id (cc_...) of the control center that owns the cyber system",
    },
    renamed_from: {
        label: "renamed_from",
        hint: "the current name of the live asset to rename",
    },
};
function parseInventoryText(text, file) {
    const documents = readPlainInventory(text, file);
    return documents === undefined ? parseInventoryYaml(text, file) : { documents, diagnostics: [] };
}
/** The YAML walk alone: what parseInventoryText does with a file that is not plain. */
function parseInventoryYaml(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const docs = parseYamlDocuments(text, lineCounter);
    const parser = new FileParser(text, file, lineCounter);
    if (docs.length === 0) {
        parser.error(0, "this file declares nothing (no YAML document); declare a cyber system (cyber_system and assets) or delete the file: an empty file is never read as an empty inventory");
    }
    let previousEnd = 0;
    for (const doc of docs) {
        parser.document(doc, previousEnd);
        previousEnd = doc.range[2];
    }
    return { documents: parser.documents, diagnostics: parser.diagnostics.sort(compareDiagnostics) };
}
class FileParser extends StrictYamlReader {
    documents = [];
    document(doc, previousEnd) {
        if (!this.yamlProblems(doc, previousEnd))
            return;
        const contents = doc.contents;
        if (contents === null || ((0,dist/* isScalar */.jn)(contents) && isEmptyPlain(contents))) {
            this.error(doc.range[0], "empty YAML document; declare a cyber system here (cyber_system and assets) or remove the extra '---'");
            return;
        }
        if (!this.plainNode(contents))
            return;
        if (!(0,dist/* isMap */.jh)(contents)) {
            this.error(nodeStart(contents), `a document must be a map with the keys cyber_system and assets, not ${describeValue(contents)}; see "The inventory format" in the README`);
            return;
        }
        this.#documentMap(contents);
    }
    #documentMap(map) {
        const firstKey = map.items[0]?.key;
        const start = (0,dist/* isNode */.Ll)(firstKey) ? nodeStart(firstKey) : nodeStart(map);
        let cyberSystem;
        let facility;
        let controlCenter;
        let facilityKey;
        let controlCenterKey;
        let prune = true;
        let assets;
        let assetsLocation;
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = nodeStart(key);
            switch (keyText) {
                case "cyber_system":
                    cyberSystem = this.#name(value, keyOffset, REFERENCE_FIELDS.cyber_system);
                    break;
                case "facility":
                    facilityKey = keyOffset;
                    facility = this.#name(value, keyOffset, REFERENCE_FIELDS.facility);
                    break;
                case "control_center":
                    controlCenterKey = keyOffset;
                    controlCenter = this.#name(value, keyOffset, REFERENCE_FIELDS.control_center);
                    break;
                case "prune":
                    prune = this.#prune(value, keyOffset) ?? prune;
                    break;
                case "assets":
                    assetsLocation = this.at(keyOffset);
                    assets = this.#assets(value, keyOffset);
                    break;
                default:
                    this.#unknownKey(key, keyText, DOCUMENT_KEYS, "the keys of a document are");
            }
        }
        if (facilityKey !== undefined && controlCenterKey !== undefined) {
            const [first, second] = [facilityKey, controlCenterKey].sort((a, b) => a - b);
            this.error(second, "facility and control_center are both set; a cyber system belongs to one of them: remove the other", [this.at(first)]);
        }
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "cyber_system")) {
            this.error(start, "missing key 'cyber_system': write the name or id (cs_...) of the existing cyber system whose assets this document declares");
        }
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "assets")) {
            this.error(start, "missing key 'assets': list the assets of the cyber system (name: hardware or software), or write 'assets: {}' for a cyber system with no assets");
        }
        if (cyberSystem === undefined || assets === undefined || assetsLocation === undefined)
            return;
        const document = {
            location: this.at(start),
            cyberSystem,
            prune,
            assets,
            assetsLocation,
        };
        if (facility)
            document.facility = facility;
        if (controlCenter)
            document.controlCenter = controlCenter;
        this.documents.push(document);
    }
    #unknownKey(key, keyText, known, listIntro) {
        const [suggestion] = closestNames(keyText, known, 1);
        this.error(nodeStart(key), suggestion === undefined
            ? `unknown key ${quote(keyText)}; ${listIntro} ${listOf(known)}`
            : `unknown key ${quote(keyText)}; did you mean ${quote(suggestion)}?`);
    }
    /** A name written as a value: exactly its text, checked; undefined after reporting a problem. */
    #name(value, keyOffset, field) {
        if (!(0,dist/* isNode */.Ll)(value)) {
            this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        const offset = nodeStart(value);
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error(offset, `${field.label} must be a name, not ${describeValue(value)}; write ${field.hint}`);
            return undefined;
        }
        const name = scalarText(value);
        if (name === "" && value.type === "PLAIN") {
            this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
            return undefined;
        }
        if (!this.#checkName(name, offset, field))
            return undefined;
        return { value: name, location: this.at(offset) };
    }
    /** Reports what is wrong with a name; true when nothing is. Cheap when the name is fine. */
    #checkName(name, offset, field) {
        const forbidden = FORBIDDEN_NAME_CHARACTER.exec(name);
        if (forbidden) {
            const codePoint = forbidden[0].codePointAt(0) ?? 0;
            const position = [...name.slice(0, forbidden.index)].length + 1;
            this.error(offset, `${field.label} ${quote(name)} contains ${describeCharacter(codePoint)} at character ${position}; remove it`);
            return false;
        }
        if (name.trim() === "") {
            this.error(offset, `${field.label} is empty; write ${field.hint}`);
            return false;
        }
        if (TRAILING_OR_LEADING_SPACE.test(name)) {
            this.error(offset, `${field.label} ${quote(name)} has leading or trailing whitespace; remove it (quotes keep spaces)`);
            return false;
        }
        if (name.length > MAX_NAME_LENGTH) {
            const length = [...name].length;
            if (length > MAX_NAME_LENGTH) {
                this.error(offset, `${field.label} is ${length} characters long; the limit is ${MAX_NAME_LENGTH}: shorten it`);
                return false;
            }
        }
        return true;
    }
    #prune(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && isEmptyPlain(value))) {
            this.error(keyOffset, "prune has no value; write true or false");
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if ((0,dist/* isScalar */.jn)(value) && typeof value.value === "boolean")
            return value.value;
        this.error(nodeStart(value), `prune must be true or false (without quotes), not ${describeValue(value)}`);
        return undefined;
    }
    #assets(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && isEmptyPlain(value))) {
            this.error(keyOffset, "assets has no value; list the assets (name: hardware or software), or write 'assets: {}' for a cyber system with no assets");
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,dist/* isMap */.jh)(value)) {
            this.error(nodeStart(value), `assets must be a map of asset name to type (name: hardware or software), not ${describeValue(value)}`);
            return undefined;
        }
        const assets = [];
        for (const { key, keyText, value: assetValue } of this.entries(value)) {
            const keyOffset = nodeStart(key);
            const nameOk = this.#checkName(keyText, keyOffset, ASSET_NAME);
            const asset = this.#asset(keyText, keyOffset, assetValue);
            if (nameOk && asset)
                assets.push(asset);
        }
        return assets;
    }
    #asset(name, keyOffset, value) {
        if ((0,dist/* isNode */.Ll)(value) && !this.plainNode(value))
            return undefined;
        if ((0,dist/* isMap */.jh)(value))
            return this.#assetDetails(name, keyOffset, value);
        if ((0,dist/* isSeq */.oP)(value)) {
            this.error(nodeStart(value), `asset ${quote(name)} must be hardware, software, or a map with type (and renamed_from), not a list`);
            return undefined;
        }
        const type = this.#assetType(name, keyOffset, value);
        return type === undefined ? undefined : { name, type, location: this.at(keyOffset) };
    }
    #assetDetails(name, keyOffset, details) {
        let type;
        let hasType = false;
        let renamedFrom;
        let valid = true;
        for (const { key, keyText, value } of this.entries(details)) {
            const detailKeyOffset = nodeStart(key);
            switch (keyText) {
                case "type":
                    hasType = true;
                    if (!(0,dist/* isNode */.Ll)(value) || this.plainNode(value)) {
                        type = this.#assetType(name, detailKeyOffset, value);
                    }
                    break;
                case "renamed_from":
                    renamedFrom = this.#name(value, detailKeyOffset, REFERENCE_FIELDS.renamed_from);
                    valid &&= renamedFrom !== undefined;
                    break;
                default:
                    valid = false;
                    this.#unknownKey(key, keyText, ASSET_DETAIL_KEYS, "an asset written as a map has the keys");
            }
        }
        if (!hasType) {
            this.error(keyOffset, `asset ${quote(name)} has no type; add 'type: hardware' or 'type: software'`);
        }
        if (!valid || type === undefined)
            return undefined;
        const asset = { name, type, location: this.at(keyOffset) };
        if (renamedFrom)
            asset.renamedFrom = renamedFrom;
        return asset;
    }
    /** The type of an asset, from a node already checked by plainNode. */
    #assetType(name, keyOffset, value) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && isEmptyPlain(value))) {
            this.error(keyOffset, `asset ${quote(name)} has no type; write hardware or software`);
            return undefined;
        }
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error(nodeStart(value), `the type of asset ${quote(name)} must be hardware or software, not ${describeValue(value)}`);
            return undefined;
        }
        const text = scalarText(value);
        if (isAssetType(text))
            return text;
        const [suggestion] = closestNames(text, ASSET_TYPES, 1);
        this.error(nodeStart(value), suggestion === undefined
            ? `unknown asset type ${quote(text)}; write hardware or software`
            : `unknown asset type ${quote(text)}; did you mean ${quote(suggestion)}?`);
        return undefined;
    }
}
function isAssetType(text) {
    return ASSET_TYPES.includes(text);
}
function listOf(items) {
    return items.length <= 1
        ? items.join("")
        : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

;// CONCATENATED MODULE: ./src/core/validate-inventory.ts


function validateInventory(documents) {
    const diagnostics = [];
    const error = (location, message, first) => {
        diagnostics.push({ severity: "error", message, location, related: [first] });
    };
    // References are compared as written, with their parent: ids exactly, names case-sensitively.
    // "Protection System" at two facilities is two systems. Two spellings of one system ("Alpha" and
    // its id, or with and without its facility) are found after resolution, by the resolver.
    const systems = new Map();
    for (const document of documents) {
        const reference = document.cyberSystem;
        const key = JSON.stringify([
            reference.value,
            document.facility?.value ?? null,
            document.controlCenter?.value ?? null,
        ]);
        const first = systems.get(key);
        if (first === undefined) {
            systems.set(key, document);
            continue;
        }
        error(reference.location, `cyber system ${quote(reference.value)} is already declared by the document at ${formatLocation(first.cyberSystem.location)}; a document declares the complete asset list of its system: merge the two documents`, first.cyberSystem.location);
    }
    // Asset names are unique organization-wide regardless of case (names.ts `nameKey`).
    const assets = new Map();
    for (const document of documents) {
        for (const asset of document.assets) {
            const key = nameKey(asset.name);
            const first = assets.get(key);
            if (first === undefined) {
                assets.set(key, { asset, document });
                continue;
            }
            const spelling = first.asset.name === asset.name
                ? ""
                : first.asset.name.normalize("NFC") === asset.name.normalize("NFC")
                    ? " (the same text, in another Unicode normalization form)"
                    : ` as ${quote(first.asset.name)}`;
            error(asset.location, `asset ${quote(asset.name)} is already declared at ${formatLocation(first.asset.location)}${spelling}; asset names are unique across the inventory, ignoring case: rename or remove one`, first.asset.location);
        }
    }
    const renames = new Map();
    for (const document of documents) {
        for (const asset of document.assets) {
            const renamedFrom = asset.renamedFrom;
            if (renamedFrom === undefined)
                continue;
            const key = nameKey(renamedFrom.value);
            const firstRename = renames.get(key);
            if (firstRename?.renamedFrom) {
                error(renamedFrom.location, `renamed_from ${quote(renamedFrom.value)} is also used by asset ${quote(firstRename.name)} at ${formatLocation(firstRename.renamedFrom.location)}; one live asset can take only one new name: remove one of the two`, firstRename.renamedFrom.location);
            }
            else {
                renames.set(key, asset);
            }
            // A rename inside one document may reuse a name still declared there (a swap a->b, b->a);
            // across documents it would both keep the asset in the other system and rename it away.
            const declared = assets.get(key);
            if (declared !== undefined && declared.document !== document) {
                error(renamedFrom.location, `renamed_from ${quote(renamedFrom.value)} names an asset that another document declares, at ${formatLocation(declared.asset.location)}; an asset cannot both stay there and be renamed here: remove it from the other document, or remove renamed_from`, declared.asset.location);
            }
        }
    }
    return diagnostics;
}

;// CONCATENATED MODULE: ./src/io/inventory-files.ts
// Reads the inventory files: expands the patterns, keeps every file inside the repository, reads
// them with bounded concurrency, parses each and checks the rules across files. A file that cannot
// be read is an error, never an absent declaration: the desired state is all of it or nothing.






const DEFAULT_INVENTORY_PATTERN = "inventory/";
const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_TOTAL_BYTES = 16 * 1024 * 1024;
const DEFAULT_MAX_ASSETS = 100_000;
const READ_CONCURRENCY = 16;
const GLOB_CHARACTERS = /[*?[\]{}]/;
async function loadInventory(source) {
    const cwd = (0,external_node_path_.resolve)(source.cwd);
    const root = await (0,external_node_fs_promises_.realpath)((0,external_node_path_.resolve)(cwd, source.root)).catch(() => (0,external_node_path_.resolve)(cwd, source.root));
    const maxFileBytes = source.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    const diagnostics = [];
    const found = new Set();
    const patterns = source.patterns.length > 0 ? source.patterns : [DEFAULT_INVENTORY_PATTERN];
    for (const pattern of patterns) {
        const reported = diagnostics.length;
        const matched = await expandPattern(pattern, cwd, root, diagnostics);
        // A pattern whose only directory was refused already has its error.
        if (matched.length === 0 && diagnostics.length === reported) {
            diagnostics.push({
                severity: "error",
                message: `pattern ${quote(pattern)} matches no .yaml or .yml file, so the desired state could not be read; check the pattern (relative to ${cwd})`,
            });
        }
        for (const path of matched)
            found.add(path);
    }
    const files = [...found]
        .map((path) => ({ path, display: displayPath(cwd, path) }))
        .sort((a, b) => compareCodePoints(a.display, b.display));
    const reads = await mapBounded(files, READ_CONCURRENCY, (file) => readInventoryFile(file.path, file.display, root, maxFileBytes));
    const documents = [];
    const readRealPaths = new Set();
    const totals = new InputTotals(source);
    for (const [index, read] of reads.entries()) {
        // Two paths to one file (a pattern and a link, two overlapping patterns) count once.
        if (read.realPath !== undefined) {
            if (readRealPaths.has(read.realPath))
                continue;
            readRealPaths.add(read.realPath);
        }
        if ("diagnostic" in read) {
            diagnostics.push(read.diagnostic);
            continue;
        }
        const display = files[index]?.display ?? "";
        const overBytes = totals.addText(display, read.text);
        if (overBytes !== undefined) {
            diagnostics.push(overBytes);
            break;
        }
        const parsed = parseInventoryText(read.text, display);
        documents.push(...parsed.documents);
        diagnostics.push(...parsed.diagnostics);
        const overAssets = totals.addDocuments(display, parsed.documents);
        if (overAssets !== undefined) {
            diagnostics.push(overAssets);
            break;
        }
    }
    diagnostics.push(...validateInventory(documents));
    return {
        files: files.map((file) => file.display),
        documents,
        diagnostics: diagnostics.sort(compareDiagnostics),
    };
}
/** Absolute paths of the inventory files one pattern names. */
async function expandPattern(pattern, cwd, root, diagnostics) {
    const absolute = (0,external_node_path_.resolve)(cwd, pattern);
    const stats = await (0,external_node_fs_promises_.stat)(absolute).catch(() => undefined);
    if (stats?.isDirectory())
        return walkDirectory(absolute, cwd, root, diagnostics);
    if (stats)
        return [absolute];
    if (!GLOB_CHARACTERS.test(pattern))
        return [];
    const matches = [];
    for await (const match of (0,external_node_fs_promises_.glob)(pattern, { cwd })) {
        const path = (0,external_node_path_.resolve)(cwd, match);
        if (isInventoryFileName(path) && (await (0,external_node_fs_promises_.stat)(path).catch(() => undefined))?.isFile()) {
            matches.push(path);
        }
    }
    return matches;
}
/**
 * The .yaml/.yml files under a directory, following symbolic links that stay inside the root
 * (each real directory once, so a link cycle ends) and reporting those that leave it.
 */
async function walkDirectory(start, cwd, root, diagnostics) {
    const files = [];
    const visited = new Set();
    const pending = [start];
    for (let directory = pending.pop(); directory !== undefined; directory = pending.pop()) {
        const real = await (0,external_node_fs_promises_.realpath)(directory).catch(() => directory);
        if (visited.has(real))
            continue;
        visited.add(real);
        if (!isInside(root, real)) {
            diagnostics.push(outsideRoot(displayPath(cwd, directory), directory, real, root));
            continue;
        }
        const entries = await (0,external_node_fs_promises_.readdir)(directory, { withFileTypes: true }).catch((error) => {
            diagnostics.push(unreadable(displayPath(cwd, directory), error));
            return [];
        });
        for (const entry of entries) {
            const path = (0,external_node_path_.join)(directory, entry.name);
            if (entry.isDirectory())
                pending.push(path);
            else if (entry.isSymbolicLink() && (await (0,external_node_fs_promises_.stat)(path).catch(() => undefined))?.isDirectory()) {
                pending.push(path);
            }
            else if (isInventoryFileName(path))
                files.push(path);
        }
    }
    return files;
}
async function readInventoryFile(path, display, root, maxFileBytes) {
    let realPath;
    try {
        realPath = await (0,external_node_fs_promises_.realpath)(path);
    }
    catch (error) {
        return { diagnostic: unreadable(display, error) };
    }
    if (!isInside(root, realPath)) {
        return { diagnostic: outsideRoot(display, path, realPath, root), realPath };
    }
    let bytes;
    try {
        // Checked before opening: opening a FIFO or a device could block or never end.
        if (!(await (0,external_node_fs_promises_.stat)(realPath)).isFile()) {
            return {
                diagnostic: fileError(display, "this path is not a regular file; point the pattern at files"),
                realPath,
            };
        }
        const handle = await (0,external_node_fs_promises_.open)(realPath, "r");
        try {
            const { size } = await handle.stat();
            if (size > maxFileBytes)
                return { diagnostic: tooLarge(display, size, maxFileBytes), realPath };
            bytes = await handle.readFile();
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        return { diagnostic: unreadable(display, error), realPath };
    }
    // The file may have grown between stat and read.
    if (bytes.length > maxFileBytes) {
        return { diagnostic: tooLarge(display, bytes.length, maxFileBytes), realPath };
    }
    try {
        return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), realPath };
    }
    catch {
        return {
            diagnostic: fileError(display, "this file is not valid UTF-8 text; save it as UTF-8"),
            realPath,
        };
    }
}
function fileError(display, message) {
    const location = { file: display, line: 1, column: 1 };
    return { severity: "error", message, location };
}
function unreadable(display, error) {
    const reason = error.code ?? error.message;
    return fileError(display, `this path cannot be read (${reason}); check that it exists and is readable, so that the desired state can be read`);
}
/**
 * Caps on the whole input, checked file by file in path order: the file that crosses one is named,
 * and no later file is parsed. One file is capped by maxFileBytes; many files under that cap
 * could still make the run take minutes and gigabytes.
 */
class InputTotals {
    #maxBytes;
    #maxAssets;
    #bytes = 0;
    #assets = 0;
    constructor(source) {
        this.#maxBytes = source.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES;
        this.#maxAssets = source.maxAssets ?? DEFAULT_MAX_ASSETS;
    }
    addText(display, text) {
        this.#bytes += Buffer.byteLength(text);
        if (this.#bytes <= this.#maxBytes)
            return undefined;
        return fileError(display, `with this file the inventory files total ${this.#bytes} bytes, over the limit of ${this.#maxBytes} bytes for all of them; this file and later ones were not read: check that the path patterns name only inventory files`);
    }
    addDocuments(display, documents) {
        for (const document of documents)
            this.#assets += document.assets.length;
        if (this.#assets <= this.#maxAssets)
            return undefined;
        return fileError(display, `with this file the inventory declares ${this.#assets} assets, over the limit of ${this.#maxAssets}; later files were not read: check that the path patterns name only this organization's inventory files`);
    }
}
function tooLarge(display, size, limit) {
    return fileError(display, `this file is ${size} bytes, over the limit of ${limit} bytes for one inventory file; split it into several files`);
}
function outsideRoot(display, path, real, root) {
    return fileError(display, path === real || !isInside(root, path)
        ? `this path is outside the repository root ${root}; move it into the repository, or choose a root that contains it`
        : `this path is a symbolic link (or lies under one) to ${real}, outside the repository root ${root}; inventory files must be in the repository: replace the link with the file itself`);
}
function isInside(root, path) {
    return path === root || path.startsWith(root.endsWith(external_node_path_.sep) ? root : root + external_node_path_.sep);
}
function isInventoryFileName(path) {
    const extension = (0,external_node_path_.extname)(path).toLowerCase();
    return extension === ".yaml" || extension === ".yml";
}
function displayPath(cwd, path) {
    return (0,external_node_path_.relative)(cwd, path).split(external_node_path_.sep).join("/") || ".";
}
async function mapBounded(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        for (let index = next++; index < items.length; index = next++) {
            results[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}

;// CONCATENATED MODULE: ./src/engine/engine.ts
// The one engine behind the CLI and the Action: load the declaration, read the live service,
// resolve, plan, check safety, apply. Entry points translate settings into these calls and
// outcomes into exit codes; nothing here prints.









/** Reads and checks the files only; makes no request. */
async function validateOffline(source) {
    return loadInventory(source);
}
async function planFromSource(settings, client) {
    // The files are read completely before the service is asked anything, so a file that cannot be
    // read can never be mistaken for an empty declaration.
    const loaded = await loadInventory(settings.source);
    if (hasErrors(loaded.diagnostics))
        return { status: "invalid", diagnostics: loaded.diagnostics };
    const live = await fetchLiveInventory(client);
    const resolution = resolveInventory(loaded.documents, live);
    const diagnostics = [
        ...loaded.diagnostics,
        ...resolution.diagnostics,
        ...lookalikeWarnings(loaded.documents, live.cyberAssets),
    ];
    if (hasErrors(diagnostics))
        return { status: "invalid", diagnostics };
    const planned = planInventory(resolution.resolved, live, {
        limits: settings.limits,
        priorDiagnostics: diagnostics,
    });
    const all = [...diagnostics, ...planned.diagnostics];
    if (hasErrors(all))
        return { status: "invalid", diagnostics: all };
    return { status: "planned", plan: planned.plan, live, diagnostics: all };
}
async function applyFromSource(settings, client) {
    const deadlineAt = settings.deadlineMs === undefined ? undefined : Date.now() + settings.deadlineMs;
    if (deadlineAt !== undefined)
        client.endCallsBy(deadlineAt);
    const outcome = await planFromSource(settings, client);
    if (outcome.status === "invalid")
        return outcome;
    const { plan, diagnostics } = outcome;
    if (settings.expectedFingerprint !== undefined &&
        settings.expectedFingerprint !== plan.fingerprint) {
        return {
            status: "plan-changed",
            plan,
            expectedFingerprint: settings.expectedFingerprint,
            diagnostics,
        };
    }
    const unsafe = settings.allowMassDelete ? undefined : unsafeMessage(plan.safety);
    if (unsafe !== undefined)
        return { status: "unsafe", plan, message: unsafe, diagnostics };
    await settings.beforeApply?.(plan);
    const result = await applyVerified(plan, outcome.live, client, {
        concurrency: settings.concurrency,
        onOperation: settings.onOperation,
        ...(deadlineAt === undefined ? {} : { deadlineAt }),
    });
    return { status: "applied", plan, result, diagnostics };
}
/**
 * Applies the plan made from `live`, then checks the result against the live assets read once
 * more after the last operation (the run's deadline no longer holds for that read: it changes
 * nothing, and its own deadline bounds it).
 */
async function applyVerified(plan, live, client, options) {
    const result = await applyPlan(plan, client, options);
    if (plan.operations.length === 0)
        return result;
    client.endCallsBy(Number.POSITIVE_INFINITY);
    let problems;
    try {
        problems = verifyApply(plan, live.cyberAssets, result, await client.listCyberAssets());
    }
    catch (error) {
        const reason = client.redact(error instanceof Error ? error.message : String(error));
        const message = `the apply could not be verified: reading the live assets again failed (${reason}); run plan to see what the service holds`;
        problems = [{ kind: "not-verified", message }];
    }
    return withVerification(result, problems);
}

;// CONCATENATED MODULE: ./src/render/ansi.ts
// Terminal colour. The caller decides whether to use it (a TTY, and no NO_COLOR), never this module.
const CODES = {
    bold: "1",
    red: "31",
    green: "32",
    yellow: "33",
    boldRed: "1;31",
    boldYellow: "1;33",
};
function paint(style, paintName, text) {
    return style.color ? `\u001B[${CODES[paintName]}m${text}\u001B[0m` : text;
}

;// CONCATENATED MODULE: ./src/render/escape-markdown.ts
// Escaping of user-supplied text (asset, system and facility names, service messages, file paths)
// for GitHub-flavoured Markdown. GitHub links @mentions, #references and bare URLs after Markdown
// has been parsed, so a backslash does not stop them (github/cmark-gfm#181), nor does an HTML
// entity such as &#64;: a zero-width space after the trigger does, and renders the same.

const ZERO_WIDTH_SPACE = "\u200B";
const REPLACEMENTS = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "@": `@${ZERO_WIDTH_SPACE}`,
    "#": `#${ZERO_WIDTH_SPACE}`,
};
/**
 * Text that renders literally wherever it is placed in a line, table cell or heading: no
 * emphasis, code, link, image, HTML, table cell break, mention, issue reference, autolink, math or
 * block marker, nor emoji. Hidden characters (newlines included) show as `\uXXXX`.
 */
function escape_markdown_escapeMarkdown(text) {
    return (revealHiddenCharacters(text)
        // Emoji shortcodes (:warning:), which GitHub, too, replaces after parsing.
        .replace(/:(?=[\w+-]+:)/g, `:${ZERO_WIDTH_SPACE}`)
        .replace(/[\\`*_~[\]|$&<>@#]/g, (character) => REPLACEMENTS[character] ?? `\\${character}`)
        // Bare URLs and www. names become links through GFM's autolink extension.
        .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
        .replace(/www\./gi, (www) => `${www.slice(0, 3)}${ZERO_WIDTH_SPACE}.`)
        .replace(/GH-(?=\d)/gi, (prefix) => `${prefix}${ZERO_WIDTH_SPACE}`)
        // Block markers that count only at the start of a line: lists, setext underlines.
        .replace(/^([-+=])/, "\\$1")
        .replace(/^(\d+)([.)])(?=\s|$)/, "$1\\$2"));
}
/** A code span holding `text` literally, whatever backticks it contains. */
function escape_markdown_markdownCodeSpan(text) {
    const shown = revealHiddenCharacters(text);
    const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const padding = shown.startsWith("`") || shown.endsWith("`") ? " " : "";
    return `${fence}${padding}${shown}${padding}${fence}`;
}

;// CONCATENATED MODULE: ./src/render/diagnostics.ts




// `related` holds every other place a problem involves (the first declaration of a duplicate, the
// other entries of a renamed_from cycle), so the note does not claim which one it is.
const RELATED_NOTE = "related location";
/** "file:line:column: error: message", then one "  file:line:column: note: …" per related place. */
function diagnosticTextLines(diagnostic, style) {
    const label = paint(style, diagnostic.severity === "error" ? "boldRed" : "boldYellow", `${diagnostic.severity}:`);
    const message = revealHiddenCharacters(diagnostic.message);
    const place = diagnostic.location
        ? `${revealHiddenCharacters(formatLocation(diagnostic.location))}: `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `  ${revealHiddenCharacters(formatLocation(location))}: note: ${RELATED_NOTE}`);
    return [`${place}${label} ${message}`, ...related];
}
/** "- `file:line:column` **error:** message", related places as a nested list. */
function diagnostics_diagnosticMarkdownItem(diagnostic) {
    const place = diagnostic.location
        ? `${escape_markdown_markdownCodeSpan(formatLocation(diagnostic.location))} `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `\n  - ${escape_markdown_markdownCodeSpan(formatLocation(location))} ${RELATED_NOTE}`);
    return `- ${place}**${diagnostic.severity}:** ${escape_markdown_escapeMarkdown(diagnostic.message)}${related.join("")}`;
}

;// CONCATENATED MODULE: ./src/render/plan-view.ts



/** The plan's operations by what they do, each group in execution order. */
function viewPlan(plan) {
    const finalRenames = new Set();
    for (const operation of plan.operations) {
        if (operation.action === "update" && !operation.temporary && operation.changes.name) {
            finalRenames.add(operation.asset_id);
        }
    }
    // A temporary rename is folded into its asset's final rename; one without a final rename (a
    // hand-edited plan) is shown as the rename it is, so that no operation goes unseen.
    const temporaryByAsset = new Map();
    for (const operation of plan.operations) {
        if (operation.action === "update" && operation.temporary) {
            if (finalRenames.has(operation.asset_id))
                temporaryByAsset.set(operation.asset_id, operation);
        }
    }
    const view = { deletes: [], relocations: [], retypes: [], creates: [] };
    const renames = [];
    for (const operation of plan.operations) {
        if (operation.action === "delete")
            view.deletes.push(operation);
        else if (operation.action === "create")
            view.creates.push(operation);
        else if (temporaryByAsset.get(operation.asset_id) !== operation) {
            const temporary = operation.temporary
                ? undefined
                : temporaryByAsset.get(operation.asset_id)?.changes.name;
            const update = {
                operation,
                nameBefore: temporary?.from ?? operation.changes.name?.from ?? operation.name,
                ...(temporary ? { temporaryName: temporary.to } : {}),
                cycleSize: 0,
            };
            if (operation.changes.name)
                renames.push(update);
            if (operation.changes.name || operation.changes.cyber_system)
                view.relocations.push(update);
            else
                view.retypes.push(update);
        }
    }
    markRenameCycles(renames);
    return view;
}
/** Sets `cycleSize` of the renames that take each other's names in a cycle. */
function markRenameCycles(renames) {
    const byOldKey = new Map(renames.map((rename) => [nameKey(rename.nameBefore), rename]));
    for (const cycle of cyclesOf(renames, (rename) => byOldKey.get(nameKey(rename.operation.name)))) {
        // A change of letter case only leads back to itself: that is no cycle.
        if (cycle.length < 2)
            continue;
        for (const member of cycle)
            member.cycleSize = cycle.length;
    }
}
/** Items by cyber system, systems in name order (then parent name, then id); items keep their order. */
function groupBySystem(items, systemOf) {
    const groups = new Map();
    for (const item of items) {
        const system = systemOf(item);
        const group = groups.get(system.id);
        if (group)
            group.items.push(item);
        else
            groups.set(system.id, { system, items: [item] });
    }
    return [...groups.values()].sort((a, b) => compareCodePoints(a.system.name, b.system.name) ||
        compareCodePoints(a.system.parent?.name ?? "", b.system.parent?.name ?? "") ||
        compareCodePoints(a.system.id, b.system.id));
}

const KIND_NOUNS = {
    move: "move",
    rename: "rename",
    retype: "type change",
};
/** "1 move, 1 rename, 1 type change": the kinds an update count is made of, zero counts left out. */
function updateKindCounts(summary) {
    const kinds = ["move", "rename", "retype"];
    return kinds
        .filter((kind) => summary[kind] > 0)
        .map((kind) => wording_countOf(summary[kind], KIND_NOUNS[kind]))
        .join(", ");
}
/** "Plan: 3 to create, 4 to update (1 move, 1 rename, 1 type change), 1 to delete." */
function planSummaryLine(summary) {
    const kinds = updateKindCounts(summary);
    const update = kinds ? `${summary.update} to update (${kinds})` : `${summary.update} to update`;
    return `Plan: ${summary.create} to create, ${update}, ${summary.delete} to delete.`;
}
const NO_CHANGES = "The live inventory matches the declaration.";
/** "apply refuses this plan: it breaks 2 safety rules" */
function refusalWords(violations) {
    return `apply refuses this plan: it breaks ${wording_countOf(violations, "safety rule")}`;
}
/** "rename, move, type change": an update's kinds as words. */
function updateKindWords(kinds) {
    return kinds.map((kind) => KIND_NOUNS[kind]).join(", ");
}
/** "part of a swap" or "part of a rename cycle of 3 assets"; empty outside cycles. */
function cycleWords(update) {
    if (update.cycleSize === 0)
        return "";
    return update.cycleSize === 2
        ? "part of a swap"
        : `part of a rename cycle of ${update.cycleSize} assets`;
}
const plan_view_TEMPORARY_RENAME_WORDS = "a temporary name, to break a rename cycle";
/** "3 cyber assets will be permanently deleted." */
function deleteHeadline(count) {
    return `${wording_countOf(count, "cyber asset")} will be permanently deleted.`;
}
const DELETE_CONSEQUENCE = "Deletion cannot be undone through the API: the asset record and its compliance history are lost.";
/** What a successful create produced, `id` already formatted for the output. */
function plan_view_createdWords(id, adopted) {
    return adopted
        ? `adopted ${id} (the response was lost, but the asset had been created)`
        : `created ${id}`;
}
/** The one-line verdict of an apply, with its counts. */
function plan_view_applyVerdict(plan, result) {
    const operations = plan.operations.length;
    const reported = new Set(result.results.map((entry) => entry.index));
    const notRun = plan.operations.filter((_, index) => !reported.has(index)).length;
    const { succeeded, failed, skipped } = result.summary;
    const problems = result.verification?.problems.length ?? 0;
    if (failed === 0 && skipped === 0 && notRun === 0) {
        if (problems > 0) {
            const sentence = `Applied all ${wording_countOf(operations, "operation")}, but the verification after apply found ${wording_countOf(problems, "problem")}.`;
            return { outcome: "partly applied", sentence, notRun };
        }
        const sentence = operations === 0
            ? "Applied: the plan had no changes."
            : `Applied: all ${wording_countOf(operations, "operation")} succeeded.`;
        return { outcome: "applied", sentence, notRun };
    }
    const parts = [`${failed} failed`];
    if (skipped > 0) {
        // Skipped: after a failed dependency, left by the deadline, or done by another writer.
        const dependents = result.results.filter((entry) => entry.status === "skipped" && entry.error?.startsWith("skipped: depends on")).length;
        const depend = skipped === 1 ? "it depends" : "they depend";
        parts.push(dependents === skipped
            ? `${skipped} skipped because ${depend} on a failed operation`
            : `${skipped} skipped (each with its reason)`);
    }
    if (problems > 0)
        parts.push(`${wording_countOf(problems, "verification problem")}`);
    if (notRun > 0)
        parts.push(`${notRun} not run`);
    const rest = parts.join(", ");
    return succeeded === 0
        ? {
            outcome: "not applied",
            sentence: `Not applied: none of the ${wording_countOf(operations, "operation")} succeeded; ${rest}.`,
            notRun,
        }
        : {
            outcome: "partly applied",
            sentence: `Partly applied: ${succeeded} of ${wording_countOf(operations, "operation")} succeeded; ${rest}.`,
            notRun,
        };
}
const plan_view_RERUN_ADVICE = "Fix the cause and run apply again: the next plan contains only what is still missing.";

;// CONCATENATED MODULE: ./src/render/text.ts





function renderPlanText(plan, style) {
    const view = viewPlan(plan);
    const blocks = [];
    if (plan.operations.length === 0) {
        blocks.push([paint(style, "bold", `No changes. ${NO_CHANGES}`)]);
    }
    else {
        blocks.push([
            paint(style, "bold", planSummaryLine(plan.summary)),
            `Fingerprint: ${revealHiddenCharacters(plan.fingerprint)}`,
        ]);
    }
    if (view.deletes.length > 0) {
        blocks.push([
            paint(style, "boldRed", `DELETE: ${deleteHeadline(view.deletes.length)} ${DELETE_CONSEQUENCE}`),
            ...view.deletes.map((operation) => paint(style, "red", `  - ${revealHiddenCharacters(operation.name)} (${revealHiddenCharacters(operation.asset_id)}), ${operation.asset_type}, from ${systemLabel(operation.cyber_system)}`)),
        ]);
    }
    if (view.relocations.length > 0) {
        blocks.push([
            paint(style, "bold", "Moves and renames:"),
            ...view.relocations.map((update) => paint(style, "yellow", `  ${relocationLine(update)}`)),
        ]);
    }
    const changes = [...view.creates, ...view.retypes.map((update) => update.operation)];
    if (changes.length > 0) {
        blocks.push([
            paint(style, "bold", "Creates and type changes, per cyber system:"),
            ...groupBySystem(changes, (operation) => operation.cyber_system).flatMap((group) => [
                `  ${systemHeading(group.system)}:`,
                ...group.items.map((operation) => `    ${changeLine(operation, style)}`),
            ]),
        ]);
    }
    if (plan.unmanaged.length > 0)
        blocks.push(unmanagedLines(plan.unmanaged, style));
    const { violations } = plan.safety;
    if (violations.length > 0) {
        blocks.push([
            paint(style, "boldRed", `SAFETY: ${refusalWords(violations.length)}.`),
            ...violations.map((violation) => paint(style, "red", `  ! ${violation.rule}: ${revealHiddenCharacters(violation.message)}`)),
        ]);
    }
    if (plan.warnings.length > 0) {
        blocks.push([
            paint(style, "boldYellow", `${wording_countOf(plan.warnings.length, "warning")}:`),
            ...plan.warnings.flatMap((warning) => diagnosticTextLines(warning, style)),
        ]);
    }
    return blocks.map((lines) => `${lines.join("\n")}\n`).join("\n");
}
/** The verdict, then one line per operation of the plan with its outcome and reason. */
function renderApplyResultText(plan, result, style) {
    const byIndex = new Map(result.results.map((entry) => [entry.index, entry]));
    const verdict = plan_view_applyVerdict(plan, result);
    const lines = [
        paint(style, verdict.outcome === "applied" ? "bold" : "boldRed", verdict.sentence),
    ];
    if (verdict.outcome !== "applied")
        lines.push(plan_view_RERUN_ADVICE);
    if (plan.operations.length > 0)
        lines.push("");
    const numberWidth = String(plan.operations.length - 1).length + 1;
    const indent = " ".repeat(2 + OUTCOME_WIDTH + 1);
    plan.operations.forEach((operation, index) => {
        const entry = byIndex.get(index);
        const number = `#${index}`.padEnd(numberWidth, " ");
        const created = operation.action === "create" && entry?.status === "succeeded" && entry.asset_id
            ? `: ${plan_view_createdWords(revealHiddenCharacters(entry.asset_id), entry.adopted)}`
            : "";
        lines.push(`  ${outcomeLabel(entry, style)} ${number} ${text_describeOperation(operation)}${created}`);
        if (entry?.error !== undefined)
            lines.push(`${indent}${revealHiddenCharacters(entry.error)}`);
    });
    const problems = result.verification?.problems ?? [];
    if (problems.length > 0) {
        lines.push("", paint(style, "boldRed", `Verification after apply: ${wording_countOf(problems.length, "problem")}:`));
        for (const problem of problems)
            lines.push(`  - ${revealHiddenCharacters(problem.message)}`);
    }
    return `${lines.join("\n")}\n`;
}
/** One "file:line:column: severity: message" line per diagnostic (and per related place). */
function renderDiagnosticsText(diagnostics, style) {
    const lines = diagnostics.flatMap((diagnostic) => diagnosticTextLines(diagnostic, style));
    return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}
/** "Alpha Protection (facility Substation Alpha)": how operation lines name a system. */
function systemLabel(system) {
    const { parent } = system;
    return parent
        ? `${revealHiddenCharacters(system.name)} (${parentKindWord(parent.kind)} ${revealHiddenCharacters(parent.name)})`
        : `${revealHiddenCharacters(system.name)} (${revealHiddenCharacters(system.id)}, parent not shown by the service)`;
}
/** "Alpha Protection (cs_1), facility Substation Alpha (fac_1)": how group headings name a system. */
function systemHeading(system) {
    const { parent } = system;
    const where = parent
        ? `${parentKindWord(parent.kind)} ${revealHiddenCharacters(parent.name)} (${revealHiddenCharacters(parent.id)})`
        : "parent not shown by the service";
    return `${revealHiddenCharacters(system.name)} (${revealHiddenCharacters(system.id)}), ${where}`;
}
/** "~ rename a -> b (ca_1) in S (…)" or "-> move a (ca_1) from S (…) to T (…)", with cycle notes. */
function relocationLine(update) {
    const marker = update.operation.changes.cyber_system ? "->" : "~";
    let line = `${marker} ${describeUpdate(update.operation, update.nameBefore)}`;
    const cycle = cycleWords(update);
    if (cycle)
        line += `, ${cycle}`;
    if (update.temporaryName !== undefined) {
        line += ` (first renamed to the temporary name ${revealHiddenCharacters(update.temporaryName)})`;
    }
    return line;
}
/** "+ a (hardware)" for a create, "~ a (ca_1): type hardware -> software" for a type change. */
function changeLine(operation, style) {
    if (operation.action === "create") {
        return paint(style, "green", `+ ${revealHiddenCharacters(operation.name)} (${operation.asset_type})`);
    }
    const retype = operation.changes.asset_type;
    const change = retype ? `: type ${retype.from} -> ${retype.to}` : "";
    return paint(style, "yellow", `~ ${revealHiddenCharacters(operation.name)} (${revealHiddenCharacters(operation.asset_id)})${change}`);
}
/**
 * "rename a -> b (ca_1) in S", "move a (ca_1) from S to T", "change type of a (ca_1) in S from
 * hardware to software", combined as "rename a -> b (ca_1), move from S to T, type hardware -> software".
 */
function describeUpdate(operation, nameBefore) {
    const { cyber_system: move, asset_type: retype, name: rename } = operation.changes;
    const id = revealHiddenCharacters(operation.asset_id);
    const name = revealHiddenCharacters(operation.name);
    let line = rename
        ? `rename ${revealHiddenCharacters(nameBefore)} -> ${name} (${id})`
        : `${move ? "move" : "change type of"} ${name} (${id})`;
    if (move) {
        line += `${rename ? ", move" : ""} from ${systemLabel(move.from)} to ${systemLabel(move.to)}`;
    }
    else
        line += ` in ${systemLabel(operation.cyber_system)}`;
    if (retype) {
        line +=
            rename || move
                ? `, type ${retype.from} -> ${retype.to}`
                : ` from ${retype.from} to ${retype.to}`;
    }
    return line;
}
function unmanagedLines(unmanaged, style) {
    const one = unmanaged.length === 1;
    return [
        paint(style, "bold", `Kept, not managed (prune: false): ${wording_countOf(unmanaged.length, "live asset")} ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}:`),
        ...groupBySystem(unmanaged, (asset) => asset.cyber_system).flatMap((group) => [
            `  ${systemHeading(group.system)}:`,
            ...group.items.map((asset) => `    = ${revealHiddenCharacters(asset.name)} (${revealHiddenCharacters(asset.asset_id)}), ${asset.asset_type}`),
        ]),
    ];
}
/** One operation of an apply, as executed (a temporary rename is its own step). */
function text_describeOperation(operation) {
    switch (operation.action) {
        case "create":
            return `create ${revealHiddenCharacters(operation.name)} (${operation.asset_type}) in ${systemLabel(operation.cyber_system)}`;
        case "delete":
            return `delete ${revealHiddenCharacters(operation.name)} (${revealHiddenCharacters(operation.asset_id)}) from ${systemLabel(operation.cyber_system)}`;
        case "update": {
            const line = describeUpdate(operation, operation.changes.name?.from ?? operation.name);
            return operation.temporary ? `${line}, ${plan_view_TEMPORARY_RENAME_WORDS}` : line;
        }
    }
}
const OUTCOME_WIDTH = 7;
function outcomeLabel(entry, style) {
    const [paintName, word] = outcomeStyle(entry);
    return paint(style, paintName, word.padEnd(OUTCOME_WIDTH, " "));
}
function outcomeStyle(entry) {
    switch (entry?.status) {
        case undefined:
            return ["yellow", "not run"];
        case "succeeded":
            return ["green", "ok"];
        case "failed":
            return ["boldRed", "FAILED"];
        case "skipped":
            return ["yellow", "skipped"];
    }
}

;// CONCATENATED MODULE: ./src/render/json.ts

/**
 * `value` as 2-space JSON with a trailing newline, hidden characters (bidirectional controls,
 * zero-width and other invisible characters) escaped as \uXXXX: for every JSON file we write.
 */
function renderJson(value) {
    return `${escapeHiddenCharactersInJson(JSON.stringify(value, null, 2))}\n`;
}
/** 2-space JSON with a trailing newline; optional fields that are absent are left out. */
function renderPlanJson(plan) {
    const ordered = {
        format_version: plan.format_version,
        fingerprint: plan.fingerprint,
        summary: {
            create: plan.summary.create,
            update: plan.summary.update,
            delete: plan.summary.delete,
            move: plan.summary.move,
            rename: plan.summary.rename,
            retype: plan.summary.retype,
        },
        operations: plan.operations.map(orderedOperation),
        managed_systems: plan.managed_systems.map(orderedSystem),
        unmanaged: plan.unmanaged.map((asset) => ({
            asset_id: asset.asset_id,
            name: asset.name,
            asset_type: asset.asset_type,
            cyber_system: orderedSystem(asset.cyber_system),
        })),
        safety: {
            managed_live_assets: plan.safety.managed_live_assets,
            violations: plan.safety.violations.map((violation) => ({
                rule: violation.rule,
                message: violation.message,
            })),
        },
        warnings: plan.warnings.map(orderedDiagnostic),
    };
    return renderJson(ordered);
}
function orderedOperation(operation) {
    const base = {
        action: operation.action,
        depends_on: [...operation.depends_on],
        source: operation.source && orderedLocation(operation.source),
    };
    switch (operation.action) {
        case "create":
            return {
                ...base,
                name: operation.name,
                asset_type: operation.asset_type,
                cyber_system: orderedSystem(operation.cyber_system),
            };
        case "update":
            return {
                ...base,
                asset_id: operation.asset_id,
                name: operation.name,
                cyber_system: orderedSystem(operation.cyber_system),
                kinds: [...operation.kinds],
                temporary: operation.temporary,
                changes: orderedChanges(operation.changes),
            };
        case "delete":
            return {
                ...base,
                asset_id: operation.asset_id,
                name: operation.name,
                asset_type: operation.asset_type,
                cyber_system: orderedSystem(operation.cyber_system),
            };
    }
}
function orderedChanges(changes) {
    const { name, cyber_system: system, asset_type: assetType } = changes;
    return {
        name: name && { from: name.from, to: name.to },
        cyber_system: system && { from: orderedSystem(system.from), to: orderedSystem(system.to) },
        asset_type: assetType && { from: assetType.from, to: assetType.to },
    };
}
function orderedSystem(system) {
    const { parent } = system;
    return {
        id: system.id,
        name: system.name,
        parent: parent && { kind: parent.kind, id: parent.id, name: parent.name },
    };
}
function orderedLocation(location) {
    return { file: location.file, line: location.line, column: location.column };
}
function orderedDiagnostic(diagnostic) {
    return {
        severity: diagnostic.severity,
        message: diagnostic.message,
        location: diagnostic.location && orderedLocation(diagnostic.location),
        related: diagnostic.related?.map(orderedLocation),
    };
}

;// CONCATENATED MODULE: ./src/render/markdown-layout.ts
// Markdown under a hard cap: sections of rows, laid out in one or more ways, and the first layout
// that fits, cut after whole table rows and list items with a note counting what is not shown.
//
// Length counts UTF-16 code units (String.length). GitHub's comment limit counts characters (code
// points); a code point is one or two code units, so a body within the cap in code units is within
// the limit whatever it holds. Under a cap of a few hundred characters, only the first sections may
// fit.

/** Tables with more rows than this are collapsed inside <details>. */
const COLLAPSE_ABOVE_ROWS = 20;
/** One table row; cells must already be escaped. */
function markdown_layout_tableRow(cells) {
    return `| ${cells.join(" | ")} |\n`;
}
function markdown_layout_row(noun, content) {
    return { markdown: typeof content === "string" ? content : markdown_layout_tableRow(content), noun };
}
function markdown_layout_text(markdown) {
    return { head: markdown, rows: [], tail: "" };
}
/** A table under a heading; above COLLAPSE_ABOVE_ROWS rows, collapsed in <details>. */
function markdown_layout_table(heading, summary, columns, rows) {
    const header = `${markdown_layout_tableRow(columns)}|${columns.map(() => "---").join("|")}|\n`;
    if (rows.length <= COLLAPSE_ABOVE_ROWS) {
        return { head: `${heading}\n\n${header}`, rows, tail: "" };
    }
    return {
        head: `${heading}\n\n<details><summary>${summary}</summary>\n\n${header}`,
        rows,
        tail: "\n</details>\n",
    };
}
/**
 * The first layout that fits under the cap, with as much of its rest as fits and a note counting
 * what is not shown; when none fits, as many whole essential sections of the last as fit.
 */
function fitLayouts(layouts, max, truncatedNote) {
    for (const layout of layouts) {
        const fitted = fitLayout(layout, max, truncatedNote);
        if (fitted.length <= max)
            return fitted;
    }
    const essential = layouts.at(-1)?.essential ?? [];
    let shown = essential.length;
    // Bounded by the number of sections.
    while (shown > 0 && joinSections(essential.slice(0, shown)).length > max)
        shown -= 1;
    return joinSections(essential.slice(0, shown));
}
function fitLayout(layout, max, truncatedNote) {
    const { essential, rest, dropped, footer } = layout;
    if (dropped.length === 0) {
        const whole = joinSections([...essential, ...rest, ...footer]);
        if (whole.length <= max)
            return whole;
    }
    const cut = new Map();
    const count = (rows) => {
        for (const { noun } of rows)
            cut.set(noun, (cut.get(noun) ?? 0) + 1);
    };
    for (const section of [...rest, ...dropped])
        count(section.rows);
    // The note can only get shorter once the real counts are known: make room for the longest.
    const longestNote = truncationNote(cut, truncatedNote);
    let room = max - joinSections([...essential, longestNote, ...footer]).length;
    cut.clear();
    const kept = [];
    let stopped = false;
    for (const section of rest) {
        const separator = section.continuesPrevious ? 0 : 1;
        const whole = renderSection(section).length + separator;
        if (!stopped && whole <= room) {
            kept.push(section);
            room -= whole;
            continue;
        }
        if (stopped) {
            count(section.rows);
            continue;
        }
        stopped = true;
        let used = separator + section.head.length + section.tail.length;
        let shown = 0;
        // Bounded by the section's rows.
        while (shown < section.rows.length && used + section.rows[shown].markdown.length <= room) {
            used += section.rows[shown].markdown.length;
            shown += 1;
        }
        if (shown > 0)
            kept.push({ ...section, rows: section.rows.slice(0, shown) });
        count(section.rows.slice(shown));
    }
    for (const section of dropped)
        count(section.rows);
    const note = cut.size === 0 ? [] : [truncationNote(cut, truncatedNote)];
    return joinSections([...essential, ...kept, ...note, ...footer]);
}
/** "**Truncated to fit:** not shown here: 3 deletes, 1600 creates." and the caller's pointer. */
function truncationNote(cut, truncatedNote) {
    const counts = [...cut].map(([noun, rows]) => wording_countOf(rows, noun)).join(", ");
    const pointer = truncatedNote ? ` ${truncatedNote}` : "";
    return markdown_layout_text(`**Truncated to fit:** not shown here: ${counts}.${pointer}\n`);
}
function renderSection(section) {
    return `${section.head}${section.rows.map((entry) => entry.markdown).join("")}${section.tail}`;
}
function joinSections(sections) {
    return sections
        .map((section, index) => index > 0 && !section.continuesPrevious
        ? `\n${renderSection(section)}`
        : renderSection(section))
        .join("");
}

;// CONCATENATED MODULE: ./src/render/markdown.ts





/** GitHub rejects a comment body longer than this; the default cap. */
const DEFAULT_MAX_LENGTH = 65_536;
/**
 * A status line, the deletes in a caution block, safety violations, moves and renames, creates and
 * type changes per cyber system, unmanaged assets, warnings, and the fingerprint.
 */
function renderPlanMarkdown(plan, options = {}) {
    const view = viewPlan(plan);
    const status = markdown_layout_text(`${markdown_statusLine(plan)}\n`);
    const safety = safetySection(plan.safety.violations);
    const footer = plan.operations.length === 0
        ? []
        : [markdown_layout_text(`Plan fingerprint: ${escape_markdown_markdownCodeSpan(plan.fingerprint)}\n`)];
    const rest = [
        ...relocationSections(view.relocations),
        ...changeSections([...view.creates, ...view.retypes.map((update) => update.operation)]),
        ...unmanagedSections(plan.unmanaged),
        ...warningSections(plan.warnings),
    ];
    const { deletes } = view;
    if (deletes.length === 0) {
        return fit([{ essential: [status, ...safety], rest, dropped: [], footer }], options);
    }
    const caution = `> [!CAUTION]\n> **${deleteHeadline(deletes.length)}** ${DELETE_CONSEQUENCE}\n>\n`;
    return fit([
        {
            essential: [status, ...safety, deleteTable(caution, deletes)],
            rest,
            dropped: [],
            footer,
        },
        {
            essential: [status, ...safety, deletesBySystem(caution, deletes)],
            rest,
            dropped: [],
            footer,
        },
        // Not even the compact list fits: the safety rules the status line points to, then as many
        // deletes as fit and a count of the others.
        {
            essential: [status, ...safety, markdown_layout_text(caution)],
            rest: [deleteLines(deletes)],
            dropped: rest,
            footer,
        },
    ], options);
}
/** The verdict and counts, the failures with their reasons, then every operation's outcome. */
function renderApplyResultMarkdown(plan, result, options = {}) {
    const byIndex = new Map(result.results.map((entry) => [entry.index, entry]));
    const verdict = applyVerdict(plan, result);
    const { succeeded, failed, skipped } = result.summary;
    const advice = verdict.outcome === "applied" ? "" : ` ${RERUN_ADVICE}`;
    const stated = options.verdict === false ? "" : `**${verdict.sentence}**${advice}\n\n`;
    const heading = text(`${stated}| Succeeded | Failed | Skipped | Not run |\n|---:|---:|---:|---:|\n${tableRow([
        String(succeeded),
        String(failed),
        String(skipped),
        String(verdict.notRun),
    ])}`);
    const failures = result.results
        .filter((entry) => entry.status === "failed")
        .sort((a, b) => a.index - b.index);
    const failureSections = failures.length === 0
        ? []
        : [
            {
                head: `> [!CAUTION]\n> **${countOf(failures.length, "operation")} failed:**\n>\n`,
                rows: failures.map((entry) => {
                    const operation = plan.operations[entry.index];
                    const what = operation ? markdown_describeOperation(operation) : "an unknown operation";
                    return row("failure", `> - **Operation ${entry.index}** (${what}): ${escapeMarkdown(entry.error ?? "no reason given")}\n`);
                }),
                tail: "",
            },
        ];
    const operations = plan.operations.length === 0
        ? []
        : [
            table("#### Operations", countOf(plan.operations.length, "operation"), ["#", "Change", "Asset", "Id", "Cyber system", "Outcome", "Details"], plan.operations.map((operation, index) => {
                const entry = byIndex.get(index);
                const cells = operationCells(operation);
                return row("operation", [
                    String(index),
                    cells.change,
                    cells.asset,
                    cells.id,
                    cells.system,
                    ...outcomeCells(operation, entry),
                ]);
            })),
        ];
    const problems = result.verification?.problems ?? [];
    const verificationSections = problems.length === 0
        ? []
        : [
            {
                head: `> [!CAUTION]\n> **Verification after apply found ${countOf(problems.length, "problem")}:**\n>\n`,
                rows: problems.map((problem) => row("problem", `> - ${escapeMarkdown(problem.message)}\n`)),
                tail: "",
            },
        ];
    const footer = text(`Plan fingerprint: ${markdownCodeSpan(result.fingerprint)}\n`);
    return fit([
        {
            essential: [heading],
            rest: [...failureSections, ...verificationSections, ...operations],
            dropped: [],
            footer: [footer],
        },
    ], options);
}
/** One list item per diagnostic: "- `file:line:column` **error:** message". */
function renderDiagnosticsMarkdown(diagnostics, options = {}) {
    if (diagnostics.length === 0)
        return "";
    const list = {
        head: "",
        rows: diagnostics.map((diagnostic) => row(diagnostic.severity, `${diagnosticMarkdownItem(diagnostic)}\n`)),
        tail: "",
    };
    return fit([{ essential: [], rest: [list], dropped: [], footer: [] }], options);
}
// ---------------------------------------------------------------------------------------------
// Plan sections.
function markdown_statusLine(plan) {
    if (plan.operations.length === 0)
        return `**No changes.** ${NO_CHANGES}`;
    const { violations } = plan.safety;
    const refusal = violations.length === 0 ? "" : ` As it stands, ${refusalWords(violations.length)} (below).`;
    return `**${planSummaryLine(plan.summary)}**${refusal}`;
}
function safetySection(violations) {
    if (violations.length === 0)
        return [];
    return [
        {
            head: `> [!WARNING]\n> **Safety rules broken.** Each says how to fix the cause or override the rule:\n>\n`,
            rows: violations.map((violation) => markdown_layout_row("safety rule", `> - **${violation.rule}:** ${escape_markdown_escapeMarkdown(violation.message)}\n`)),
            tail: "",
        },
    ];
}
// Deletes are never collapsed: they are what a reviewer must not miss.
function deleteTable(caution, deletes) {
    return markdown_layout_text(`${caution}> ${markdown_layout_tableRow(["Asset", "Id", "Type", "Cyber system"])}> |---|---|---|---|\n${deletes
        .map((operation) => `> ${markdown_layout_tableRow([
        escape_markdown_escapeMarkdown(operation.name),
        escape_markdown_escapeMarkdown(operation.asset_id),
        operation.asset_type,
        systemCell(operation.cyber_system),
    ])}`)
        .join("")}`);
}
/** "> - **System — facility F**: a (ca\_1), b (ca\_2)": every delete, in less room than the table. */
function deletesBySystem(caution, deletes) {
    const lines = groupBySystem(deletes, (operation) => operation.cyber_system).map((group) => `> - **${systemCell(group.system)}**: ${group.items.map(namedAsset).join(", ")}\n`);
    return markdown_layout_text(`${caution}${lines.join("")}`);
}
/** One delete per line, to show as many as fit; continues the caution block above it. */
function deleteLines(deletes) {
    return {
        head: "",
        rows: deletes.map((operation) => markdown_layout_row("delete", `> - ${namedAsset(operation)}\n`)),
        tail: "",
        continuesPrevious: true,
    };
}
function namedAsset(operation) {
    return `${escape_markdown_escapeMarkdown(operation.name)} (${escape_markdown_escapeMarkdown(operation.asset_id)})`;
}
function relocationSections(relocations) {
    if (relocations.length === 0)
        return [];
    return [
        markdown_layout_table("#### Moves and renames", wording_countOf(relocations.length, "change"), ["Change", "Asset", "Id", "Cyber system"], relocations.map((update) => {
            const cells = updateCells(update.operation, update.nameBefore);
            const notes = [cycleWords(update)];
            if (update.temporaryName !== undefined) {
                notes.push(`via the temporary name ${escape_markdown_escapeMarkdown(update.temporaryName)}`);
            }
            const note = notes.filter(Boolean).join(", ");
            const change = note ? `${cells.change} (${note})` : cells.change;
            return markdown_layout_row("update", [change, cells.asset, cells.id, cells.system]);
        })),
    ];
}
/** Creates and type changes, one table per cyber system under one heading. */
function changeSections(operations) {
    return groupBySystem(operations, (operation) => operation.cyber_system).map((group, index) => markdown_layout_table(`${index === 0 ? "#### Creates and type changes\n\n" : ""}##### ${systemCell(group.system)}`, wording_countOf(group.items.length, "change"), ["Change", "Asset", "Id", "Type"], group.items.map((operation) => {
        if (operation.action === "create") {
            return markdown_layout_row("create", [
                "create",
                escape_markdown_escapeMarkdown(operation.name),
                "(new)",
                operation.asset_type,
            ]);
        }
        const retype = operation.changes.asset_type;
        return markdown_layout_row("update", [
            "type change",
            escape_markdown_escapeMarkdown(operation.name),
            escape_markdown_escapeMarkdown(operation.asset_id),
            retype ? `${retype.from} → ${retype.to}` : "",
        ]);
    })));
}
function unmanagedSections(unmanaged) {
    if (unmanaged.length === 0)
        return [];
    const one = unmanaged.length === 1;
    return [
        markdown_layout_table(`#### Kept, not managed (\`prune: false\`)\n\n${wording_countOf(unmanaged.length, "live asset")} of \`prune: false\` systems ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}.`, wording_countOf(unmanaged.length, "asset"), ["Asset", "Id", "Type", "Cyber system"], unmanaged.map((asset) => markdown_layout_row("unmanaged asset", [
            escape_markdown_escapeMarkdown(asset.name),
            escape_markdown_escapeMarkdown(asset.asset_id),
            asset.asset_type,
            systemCell(asset.cyber_system),
        ]))),
    ];
}
function warningSections(warnings) {
    if (warnings.length === 0)
        return [];
    return [
        {
            head: `#### ${wording_countOf(warnings.length, "warning")}\n\n`,
            rows: warnings.map((warning) => markdown_layout_row("warning", `${diagnostics_diagnosticMarkdownItem(warning)}\n`)),
            tail: "",
        },
    ];
}
/** "rename, move, type change (hardware → software)", "a → b", the id, "S — … → T — …". */
function updateCells(operation, nameBefore) {
    const { name, cyber_system: move, asset_type: retype } = operation.changes;
    const kinds = updateKindWords(operation.kinds);
    return {
        change: retype ? `${kinds} (${retype.from} → ${retype.to})` : kinds,
        asset: name
            ? `${escape_markdown_escapeMarkdown(nameBefore)} → ${escape_markdown_escapeMarkdown(operation.name)}`
            : escape_markdown_escapeMarkdown(operation.name),
        id: escape_markdown_escapeMarkdown(operation.asset_id),
        system: move
            ? `${systemCell(move.from)} → ${systemCell(move.to)}`
            : systemCell(operation.cyber_system),
    };
}
/** An operation as executed: a temporary rename is its own step. */
function operationCells(operation) {
    switch (operation.action) {
        case "create":
            return {
                change: `create (${operation.asset_type})`,
                asset: escapeMarkdown(operation.name),
                id: "(new)",
                system: systemCell(operation.cyber_system),
            };
        case "delete":
            return {
                change: "**delete**",
                asset: escapeMarkdown(operation.name),
                id: escapeMarkdown(operation.asset_id),
                system: systemCell(operation.cyber_system),
            };
        case "update": {
            const cells = updateCells(operation, operation.changes.name?.from ?? operation.name);
            return operation.temporary
                ? { ...cells, change: `${cells.change} (${TEMPORARY_RENAME_WORDS})` }
                : cells;
        }
    }
}
/** "rename a → b (ca\_1) in S — facility F" */
function markdown_describeOperation(operation) {
    const cells = operationCells(operation);
    const id = operation.action === "create" ? "" : ` (${cells.id})`;
    return `${cells.change} ${cells.asset}${id} in ${cells.system}`;
}
/** The outcome word and its details: the reason, or the id a create produced. */
function outcomeCells(operation, entry) {
    const reason = entry?.error === undefined ? "" : escapeMarkdown(entry.error);
    switch (entry?.status) {
        case undefined:
            return ["not run", ""];
        case "failed":
            return ["**failed**", reason];
        case "skipped":
            return ["skipped", reason];
        case "succeeded": {
            const created = operation.action === "create" && entry.asset_id
                ? createdWords(escapeMarkdown(entry.asset_id), entry.adopted)
                : "";
            return ["succeeded", created];
        }
    }
}
/** "Alpha Protection — facility Substation Alpha", escaped. */
function systemCell(system) {
    const { parent } = system;
    return parent
        ? `${escape_markdown_escapeMarkdown(system.name)} — ${parentKindWord(parent.kind)} ${escape_markdown_escapeMarkdown(parent.name)}`
        : `${escape_markdown_escapeMarkdown(system.name)} (${escape_markdown_escapeMarkdown(system.id)}, parent not shown by the service)`;
}
function fit(layouts, options) {
    return fitLayouts(layouts, options.maxLength ?? DEFAULT_MAX_LENGTH, options.truncatedNote);
}

;// CONCATENATED MODULE: ./src/core/evidence-record.ts
// Evidence records: the entries of the evidence ledger, one JSON file each, kept for CIP audits.
// A `change` record documents an apply attempt (CIP-010 R1), a `monitoring` record a drift check
// (R2). Records are chained per workspace: each names its `sequence` and the SHA-256 of the exact
// bytes of the workspace's previous record, so a removed, edited or reordered record shows.
// Pure: building, serialising and naming records; the chain check is in evidence-chain.ts.



const EVIDENCE_FORMAT_VERSION = 1;
const EVIDENCE_KINDS = (/* unused pure expression or super */ null && (["change", "monitoring"]));
const CHANGE_OUTCOMES = [
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "plan-changed",
    "unsafe",
    "no-reviewed-plan",
    "not-approved",
    "invalid",
];
function sha256Hex(bytes) {
    return (0,external_node_crypto_.createHash)("sha256").update(bytes).digest("hex");
}
/** The record's file content: canonical JSON (keys in code-point order), indented, one newline. */
function serializeRecord(record) {
    return `${JSON.stringify(canonical(record), null, 2)}\n`;
}
/**
 * The record placed after `head` (the workspace's last record; undefined for its first), recorded
 * at `now` or, when a clock runs behind the previous writer's, one millisecond after it: file names
 * then sort in chain order.
 */
function sealRecord(draft, head, now) {
    const previousAt = head === undefined ? Number.NEGATIVE_INFINITY : Date.parse(head.record.recorded_at);
    const recordedAt = new Date(Math.max(now.getTime(), previousAt + 1)).toISOString();
    const record = {
        ...draft,
        sequence: head === undefined ? 1 : head.record.sequence + 1,
        previous_sha256: head === undefined ? null : sha256Hex(head.bytes),
        recorded_at: recordedAt,
    };
    return { record, text: serializeRecord(record), path: recordPath(record) };
}
const RECORDS_DIR = "records";
/** `20261123T150022.123Z`: sorts like the time, and is a valid file name everywhere. */
function fileStamp(iso) {
    return iso.replace(/[-:]/g, "");
}
/** `records/<workspace>/<YYYY>/<MM>/<UTC timestamp>-<kind>-<run id>-<attempt>.json`. */
function recordPath(record) {
    const [year, month] = record.recorded_at.split("-");
    return `${RECORDS_DIR}/${record.workspace}/${year}/${month}/${fileStamp(record.recorded_at)}-${record.kind}-${record.run.run_id}-${record.run.run_attempt}.json`;
}
/** The workspace a ledger path belongs to, or undefined for a file outside records/. */
function workspaceOfPath(path) {
    const parts = path.split("/");
    return parts.length === 5 && parts[0] === RECORDS_DIR ? parts[1] : undefined;
}
/** "sha256:<hex>" of the live inventory, independent of the order the service listed it in. */
function liveFingerprint(live) {
    const byId = (items) => [...items].sort((a, b) => compareCodePoints(a.id, b.id));
    const state = {
        facilities: byId(live.facilities),
        control_centers: byId(live.controlCenters),
        cyber_systems: byId(live.cyberSystems),
        cyber_assets: byId(live.cyberAssets),
    };
    return `sha256:${sha256Hex(JSON.stringify(fingerprint_canonical(state)))}`;
}
/**
 * What a drift check found: each asset on which the files and the service disagree, once (the two
 * halves of a rename cycle are one difference), with both sides in full.
 */
function driftFindings(plan, live) {
    const systemNames = new Map(live.cyberSystems.map((system) => [system.id, system.name]));
    const liveAssets = new Map(live.cyberAssets.map((asset) => [asset.id, asset]));
    const liveState = (id) => {
        const asset = liveAssets.get(id);
        if (asset === undefined)
            return null;
        const system = systemNames.get(asset.cyber_system_id) ?? asset.cyber_system_id;
        return { name: asset.name, cyber_system: system, asset_type: asset.asset_type };
    };
    const differences = [];
    const updated = new Map();
    for (const operation of plan.operations) {
        if (operation.action === "create") {
            const declared = {
                name: operation.name,
                cyber_system: operation.cyber_system.name,
                asset_type: operation.asset_type,
            };
            differences.push({ action: "create", asset_id: null, declared, live: null });
        }
        else if (operation.action === "delete") {
            const before = liveState(operation.asset_id);
            differences.push({
                action: "delete",
                asset_id: operation.asset_id,
                declared: null,
                live: before,
            });
        }
        else {
            let difference = updated.get(operation.asset_id);
            if (difference === undefined) {
                const before = liveState(operation.asset_id);
                // The planner updates only assets it read from the service.
                if (before === null)
                    throw new Error(`update of ${operation.asset_id}, which is not live`);
                difference = {
                    action: "update",
                    asset_id: operation.asset_id,
                    declared: before,
                    live: before,
                };
                updated.set(operation.asset_id, difference);
                differences.push(difference);
            }
            const { changes } = operation;
            const current = difference.declared;
            difference.declared = {
                name: changes.name?.to ?? current.name,
                cyber_system: changes.cyber_system?.to.name ?? current.cyber_system,
                asset_type: changes.asset_type?.to ?? current.asset_type,
            };
        }
    }
    const managed = new Set(plan.managed_systems.map((system) => system.id));
    return {
        in_sync: plan.operations.length === 0,
        plan_fingerprint: plan.fingerprint,
        systems: plan.managed_systems.map(({ id, name }) => ({ id, name })),
        live_counts: {
            cyber_systems: live.cyberSystems.length,
            cyber_assets: live.cyberAssets.length,
            managed_assets: live.cyberAssets.filter((asset) => managed.has(asset.cyber_system_id)).length,
        },
        live_fingerprint: liveFingerprint(live),
        differences,
    };
}

;// CONCATENATED MODULE: ./src/render/drift.ts


const WHAT = {
    create: "only in the files",
    delete: "only in the service",
    update: "differs",
};
function stateText(state) {
    if (state === null)
        return "(none)";
    return `${revealHiddenCharacters(state.name)} (${state.asset_type}) in ${revealHiddenCharacters(state.cyber_system)}`;
}
function stateMarkdown(state) {
    if (state === null)
        return "_none_";
    return `${escape_markdown_escapeMarkdown(state.name)} (${state.asset_type}) in ${escape_markdown_escapeMarkdown(state.cyber_system)}`;
}
function driftHeadline(findings) {
    const count = findings.differences.length;
    return findings.in_sync
        ? "No drift: the live inventory matches the files."
        : `Drift: ${count} asset${count === 1 ? "" : "s"} differ${count === 1 ? "s" : ""} between the files and the live inventory.`;
}
function renderDriftText(findings) {
    const lines = [driftHeadline(findings)];
    for (const difference of findings.differences) {
        lines.push(`  ${difference.asset_id ?? "(new)"}: ${WHAT[difference.action]}`, `    declared: ${stateText(difference.declared)}`, `    live:     ${stateText(difference.live)}`);
    }
    return `${lines.join("\n")}\n`;
}
/** The drifted assets as a Markdown table; "" when in sync. */
function renderDriftTable(differences) {
    if (differences.length === 0)
        return "";
    const rows = differences.map((difference) => `| ${difference.asset_id === null ? "_new_" : escape_markdown_markdownCodeSpan(difference.asset_id)} | ${WHAT[difference.action]} | ${stateMarkdown(difference.declared)} | ${stateMarkdown(difference.live)} |`);
    return [
        "| Asset id | Drift | Declared in git | Held by the service |",
        "| --- | --- | --- | --- |",
        ...rows,
        "",
    ].join("\n");
}
function renderDriftMarkdown(findings) {
    const table = renderDriftTable(findings.differences);
    return `**${driftHeadline(findings)}**\n${table === "" ? "" : `\n${table}`}`;
}

;// CONCATENATED MODULE: ./src/cli/drift-command.ts
// `cip-sync drift`: plans against the service and says whether the live inventory drifted from
// the files (exit 2), listing each drifted asset with what git declares and what the service
// holds. The same findings the Action records as monitoring evidence (CIP-010 R2).







const DRIFT_FORMATS = (/* unused pure expression or super */ null && (["text", "markdown", "json"]));
const EXIT_DRIFT = 2;
async function checkDrift(settings, io) {
    const client = new ApiClient({ connection: readConnection(settings.connection) });
    try {
        const source = {
            patterns: settings.source.patterns,
            cwd: io.cwd,
            root: (0,external_node_path_.resolve)(io.cwd, settings.source.root),
        };
        const outcome = await planFromSource({ source, limits: settings.limits }, client);
        if (outcome.diagnostics.length > 0)
            io.stderr(renderDiagnosticsText(outcome.diagnostics, { color: settings.color.stderr }));
        if (outcome.status === "invalid")
            return 1;
        const findings = driftFindings(outcome.plan, outcome.live);
        const render = {
            text: renderDriftText,
            markdown: renderDriftMarkdown,
            json: (value) => `${JSON.stringify(value, null, 2)}\n`,
        }[settings.format];
        io.stdout(render(findings));
        return findings.in_sync ? 0 : EXIT_DRIFT;
    }
    finally {
        await client.close();
    }
}

;// CONCATENATED MODULE: ./examples/emulator-seed.json
const emulator_seed_namespaceObject = /*#__PURE__*/JSON.parse('{"organizations":[{"slug":"grid-east","name":"Grid East Transmission","api_keys":["demo-key-grid-east"],"facilities":[{"id":"fac_sub_alpha","name":"Substation Alpha"},{"id":"fac_sub_bravo","name":"Substation Bravo"},{"id":"fac_riverside","name":"Riverside Generating Station"}],"control_centers":[{"id":"cc_primary","name":"Primary Control Center","facility_ids":["fac_sub_alpha","fac_sub_bravo"]}],"cyber_systems":[{"id":"cs_alpha_protection","name":"Protection System","facility_id":"fac_sub_alpha"},{"id":"cs_alpha_automation","name":"Station Automation","facility_id":"fac_sub_alpha"},{"id":"cs_bravo_protection","name":"Protection System","facility_id":"fac_sub_bravo"},{"id":"cs_riverside_dcs","name":"Plant DCS","facility_id":"fac_riverside"},{"id":"cs_riverside_pacs","name":"Physical Access Control","facility_id":"fac_riverside"},{"id":"cs_pcc_ems","name":"EMS","control_center_id":"cc_primary"},{"id":"cs_pcc_iccp","name":"ICCP Communications","control_center_id":"cc_primary"}],"cyber_assets":[{"id":"ca_e0101","name":"alpha-relay-01","cyber_system_id":"cs_alpha_protection","asset_type":"hardware"},{"id":"ca_e0102","name":"alpha-relay-02","cyber_system_id":"cs_alpha_protection","asset_type":"hardware"},{"id":"ca_e0103","name":"alpha-rtu-01","cyber_system_id":"cs_alpha_protection","asset_type":"hardware"},{"id":"ca_e0104","name":"alpha-relay-settings","cyber_system_id":"cs_alpha_protection","asset_type":"software"},{"id":"ca_e0201","name":"alpha-hmi-01","cyber_system_id":"cs_alpha_automation","asset_type":"hardware"},{"id":"ca_e0202","name":"alpha-historian","cyber_system_id":"cs_alpha_automation","asset_type":"hardware"},{"id":"ca_e0203","name":"alpha-switch-01","cyber_system_id":"cs_alpha_automation","asset_type":"hardware"},{"id":"ca_e0301","name":"bravo-relay-01","cyber_system_id":"cs_bravo_protection","asset_type":"hardware"},{"id":"ca_e0302","name":"bravo-relay-02","cyber_system_id":"cs_bravo_protection","asset_type":"hardware"},{"id":"ca_e0303","name":"bravo-hmi-old","cyber_system_id":"cs_bravo_protection","asset_type":"hardware"},{"id":"ca_e0401","name":"rs-dcs-server-01","cyber_system_id":"cs_riverside_dcs","asset_type":"hardware"},{"id":"ca_e0402","name":"rs-dcs-eng-ws-01","cyber_system_id":"cs_riverside_dcs","asset_type":"hardware"},{"id":"ca_e0403","name":"rs-dcs-control-suite","cyber_system_id":"cs_riverside_dcs","asset_type":"software"},{"id":"ca_e0404","name":"rs-legacy-plc-07","cyber_system_id":"cs_riverside_dcs","asset_type":"hardware"},{"id":"ca_e0501","name":"rs-badge-reader-01","cyber_system_id":"cs_riverside_pacs","asset_type":"hardware"},{"id":"ca_e0502","name":"rs-pacs-server","cyber_system_id":"cs_riverside_pacs","asset_type":"hardware"},{"id":"ca_e0601","name":"EMS-Server-01","cyber_system_id":"cs_pcc_ems","asset_type":"hardware"},{"id":"ca_e0602","name":"ems-server-02","cyber_system_id":"cs_pcc_ems","asset_type":"hardware"},{"id":"ca_e0603","name":"ems-scada-app","cyber_system_id":"cs_pcc_ems","asset_type":"software"},{"id":"ca_e0604","name":"iccp-gateway-01","cyber_system_id":"cs_pcc_ems","asset_type":"hardware"},{"id":"ca_e0701","name":"iccp-router-01","cyber_system_id":"cs_pcc_iccp","asset_type":"hardware"}]},{"slug":"grid-west","name":"Grid West Power","api_keys":["demo-key-grid-west"],"facilities":[{"id":"fac_mesa","name":"Mesa Substation"}],"control_centers":[],"cyber_systems":[{"id":"cs_mesa_protection","name":"Protection System","facility_id":"fac_mesa"}],"cyber_assets":[{"id":"ca_w0101","name":"alpha-relay-01","cyber_system_id":"cs_mesa_protection","asset_type":"hardware"},{"id":"ca_w0102","name":"mesa-rtu-01","cyber_system_id":"cs_mesa_protection","asset_type":"hardware"}]}]}');
;// CONCATENATED MODULE: ./src/emulator/faults.ts
/** The PRNG seed when `FaultOptions.seed` is not given: fault runs are reproducible by default. */
const DEFAULT_FAULT_SEED = 1;
/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
function mulberry32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** Decides, per request, which fault (if any) hits it. One instance per `setFaults` call. */
class FaultInjector {
    options;
    #random;
    /** Fixed one-second windows on the monotonic clock. */
    #windowStart = Number.NEGATIVE_INFINITY;
    #windowCount = 0;
    constructor(options) {
        checkFaultOptions(options);
        this.options = { ...options };
        this.#random = mulberry32(options.seed ?? DEFAULT_FAULT_SEED);
    }
    /** Before any effect: the rate limit first (a rejected request does not count), then errors. */
    beforeRequest(now) {
        const limit = this.options.rateLimitPerSecond;
        if (limit !== undefined) {
            if (now - this.#windowStart >= 1000) {
                this.#windowStart = now;
                this.#windowCount = 0;
            }
            if (this.#windowCount >= limit) {
                const remainingMs = this.#windowStart + 1000 - now;
                return {
                    kind: "rate-limited",
                    retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
                };
            }
            this.#windowCount += 1;
        }
        if (this.#chance(this.options.errorRate))
            return { kind: "unavailable" };
        return { kind: "pass" };
    }
    /** After a committed mutation: whether to destroy the socket instead of answering. */
    dropAfterCommit() {
        return this.#chance(this.options.dropAfterCommitRate);
    }
    /** Draws only when the rate is set, so enabling one fault does not shift another's sequence. */
    #chance(rate) {
        if (rate === undefined || rate <= 0)
            return false;
        return this.#random() < rate;
    }
}
function checkFaultOptions(options) {
    const rates = [
        ["errorRate", options.errorRate],
        ["dropAfterCommitRate", options.dropAfterCommitRate],
    ];
    for (const [name, rate] of rates) {
        if (rate !== undefined && !(rate >= 0 && rate <= 1)) {
            throw new RangeError(`faults.${name} must be a number from 0 to 1; got ${rate}.`);
        }
    }
    if (options.latencyMs !== undefined &&
        !(options.latencyMs >= 0 && Number.isFinite(options.latencyMs))) {
        throw new RangeError(`faults.latencyMs must be a finite number >= 0; got ${options.latencyMs}.`);
    }
    const limit = options.rateLimitPerSecond;
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1)) {
        throw new RangeError(`faults.rateLimitPerSecond must be an integer >= 1; got ${limit}.`);
    }
    if (options.seed !== undefined && !Number.isInteger(options.seed)) {
        throw new RangeError(`faults.seed must be an integer; got ${options.seed}.`);
    }
}

;// CONCATENATED MODULE: ./src/emulator/json-syntax.ts
// Where JSON text first breaks, as line:column. V8's JSON.parse messages give no position for
// some errors and quote the surrounding text for others, which in a seed or state file can be
// an API key; this scanner reports a position and the offending character only.
/** The first syntax error in `text`, or undefined when it is valid JSON. */
function findJsonSyntaxError(text) {
    const scanner = new Scanner(text);
    const offset = scanner.document();
    if (offset === undefined)
        return undefined;
    const before = text.slice(0, offset);
    const line = before.split("\n").length;
    const column = offset - before.lastIndexOf("\n");
    const character = text[offset];
    const reason = character === undefined
        ? "unexpected end of input"
        : `unexpected character ${JSON.stringify(character)}`;
    return { line, column, reason };
}
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING_BODY = /(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*/y;
const WHITESPACE = /[ \t\n\r]*/y;
/** Each method consumes one production and returns false, leaving `position` at the error. */
class Scanner {
    #text;
    position = 0;
    constructor(text) {
        this.#text = text;
    }
    /** The error offset, or undefined. */
    document() {
        this.#skip(WHITESPACE);
        if (!this.#value())
            return this.position;
        this.#skip(WHITESPACE);
        return this.position === this.#text.length ? undefined : this.position;
    }
    #value() {
        const character = this.#text[this.position];
        if (character === "{")
            return this.#sequence("}", () => this.#member());
        if (character === "[")
            return this.#sequence("]", () => this.#value());
        if (character === '"')
            return this.#string();
        for (const literal of ["true", "false", "null"]) {
            if (this.#text.startsWith(literal, this.position)) {
                this.position += literal.length;
                return true;
            }
        }
        return this.#skip(NUMBER) > 0;
    }
    #member() {
        if (!this.#string())
            return false;
        this.#skip(WHITESPACE);
        if (this.#text[this.position] !== ":")
            return false;
        this.position += 1;
        this.#skip(WHITESPACE);
        return this.#value();
    }
    /** An object or array: the opening bracket, items separated by commas, `close`. */
    #sequence(close, item) {
        this.position += 1;
        this.#skip(WHITESPACE);
        if (this.#text[this.position] === close) {
            this.position += 1;
            return true;
        }
        // Each pass consumes at least one character or returns, so this ends with the text.
        for (;;) {
            if (!item())
                return false;
            this.#skip(WHITESPACE);
            const character = this.#text[this.position];
            if (character === close) {
                this.position += 1;
                return true;
            }
            if (character !== ",")
                return false;
            this.position += 1;
            this.#skip(WHITESPACE);
        }
    }
    #string() {
        if (this.#text[this.position] !== '"')
            return false;
        this.position += 1;
        this.#skip(STRING_BODY);
        if (this.#text[this.position] !== '"')
            return false;
        this.position += 1;
        return true;
    }
    #skip(pattern) {
        pattern.lastIndex = this.position;
        const length = pattern.exec(this.#text)?.[0].length ?? 0;
        this.position += length;
        return length;
    }
}

;// CONCATENATED MODULE: ./src/emulator/seed.ts
// The emulator's seed: the organizations, keys and records it starts with. Parsed strictly, because
// a typo in a seed would otherwise surface as a confusing test failure far from its cause.
// The spec shows no limit on names; a real service has one, and the emulator takes the inventory's.




class EmulatorSeedError extends Error {
    name = "EmulatorSeedError";
}
/** Parses and checks a seed file's text; `sourceName` (a path, usually) starts every message. */
function parseEmulatorSeed(text, sourceName) {
    return validateEmulatorSeed(parseJson(text, sourceName), sourceName, []);
}
/** Parses JSON text, or throws an EmulatorSeedError naming `sourceName`:line:column and `fix`. */
function parseJson(text, sourceName, fix = "fix the syntax there") {
    try {
        return JSON.parse(text);
    }
    catch {
        const problem = findJsonSyntaxError(text);
        const where = problem === undefined ? sourceName : `${sourceName}:${problem.line}:${problem.column}`;
        throw new EmulatorSeedError(`${where}: not valid JSON (${problem?.reason ?? "syntax error"}); ${fix}.`);
    }
}
/**
 * Checks an already parsed seed. `extraRootKeys` are top-level keys the caller handles itself
 * (the state file adds its own); any other unknown key is an error.
 */
function validateEmulatorSeed(value, sourceName, extraRootKeys) {
    return new SeedValidator(sourceName).seed(value, extraRootKeys);
}
/**
 * The first pair of assets of one organization whose names are equal ignoring case, as JSON paths,
 * or undefined. The emulator refuses such a seed while it enforces unique names.
 */
function findDuplicateAssetName(seed) {
    for (const [orgIndex, organization] of seed.organizations.entries()) {
        const seen = new Map();
        for (const [index, asset] of organization.cyber_assets.entries()) {
            const earlier = seen.get(nameKey(asset.name));
            if (earlier !== undefined) {
                const base = `organizations[${orgIndex}].cyber_assets`;
                return {
                    first: `${base}[${earlier}].name`,
                    second: `${base}[${index}].name`,
                    name: asset.name,
                };
            }
            seen.set(nameKey(asset.name), index);
        }
    }
    return undefined;
}
/**
 * Checks an asset name as both the seed and the API do; returns what is wrong with it, or
 * undefined when it is acceptable.
 */
function assetNameProblem(name) {
    if (name.trim() === "")
        return "must not be empty or only whitespace";
    if (name.length > MAX_NAME_LENGTH) {
        return `must be at most ${MAX_NAME_LENGTH} characters (it has ${name.length})`;
    }
    return undefined;
}
/** The seed list that holds each kind of record another record refers to. */
const RECORD_LISTS = {
    facility: "facilities",
    "control center": "control_centers",
    "cyber system": "cyber_systems",
};
const ORGANIZATION_KEYS = [
    "slug",
    "name",
    "api_keys",
    "facilities",
    "control_centers",
    "cyber_systems",
    "cyber_assets",
];
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** Visible ASCII only: a key must survive as an HTTP header value unchanged. */
const API_KEY_PATTERN = /^[\x21-\x7e]+$/;
const ID_SUFFIX_PATTERN = /^[A-Za-z0-9_-]+$/;
class SeedValidator {
    #source;
    /** Every id seen so far, whatever its kind or organization, with the path that declared it. */
    #ids = new Map();
    #keys = new Map();
    constructor(source) {
        this.#source = source;
    }
    seed(value, extraRootKeys) {
        const root = this.#object(value, "(root)", 'a JSON object such as {"organizations": [...]}');
        this.#onlyKeys(root, "(root)", ["organizations", ...extraRootKeys]);
        const list = this.#array(root.organizations, "organizations", true);
        if (list.length === 0) {
            this.#fail("organizations", "is empty", "list at least one organization");
        }
        const slugs = new Map();
        return {
            organizations: list.map((item, index) => {
                const path = `organizations[${index}]`;
                const organization = this.#organization(item, path);
                const earlier = slugs.get(organization.slug);
                if (earlier !== undefined) {
                    this.#fail(`${path}.slug`, `"${organization.slug}" is already the slug of ${earlier}`, "give each organization its own slug");
                }
                slugs.set(organization.slug, path);
                return organization;
            }),
        };
    }
    #organization(value, path) {
        const raw = this.#object(value, path, "an object with slug, name, api_keys and records");
        this.#onlyKeys(raw, path, ORGANIZATION_KEYS);
        const slug = this.#string(raw.slug, `${path}.slug`);
        if (!SLUG_PATTERN.test(slug)) {
            this.#fail(`${path}.slug`, `"${slug}" is not a slug`, 'use lowercase letters, digits and inner hyphens, e.g. "grid-east"');
        }
        const name = this.#name(raw.name, `${path}.name`);
        const apiKeys = this.#array(raw.api_keys, `${path}.api_keys`, true).map((key, index) => this.#apiKey(key, `${path}.api_keys[${index}]`, slug));
        if (apiKeys.length === 0) {
            this.#fail(`${path}.api_keys`, "is empty", "give the organization at least one API key");
        }
        const facilities = this.#records(raw.facilities, `${path}.facilities`, (item, at) => this.#facility(item, at, slug));
        const facilityIds = new Set(facilities.map((facility) => facility.id));
        const controlCenters = this.#records(raw.control_centers, `${path}.control_centers`, (item, at) => this.#controlCenter(item, at, slug, facilityIds));
        const controlCenterIds = new Set(controlCenters.map((center) => center.id));
        const cyberSystems = this.#records(raw.cyber_systems, `${path}.cyber_systems`, (item, at) => this.#cyberSystem(item, at, slug, facilityIds, controlCenterIds));
        const systemIds = new Set(cyberSystems.map((system) => system.id));
        const cyberAssets = this.#records(raw.cyber_assets, `${path}.cyber_assets`, (item, at) => this.#cyberAsset(item, at, slug, systemIds));
        return {
            slug,
            name,
            api_keys: apiKeys,
            facilities,
            control_centers: controlCenters,
            cyber_systems: cyberSystems,
            cyber_assets: cyberAssets,
        };
    }
    #facility(item, at, slug) {
        const record = this.#record(item, at, slug, []);
        return {
            id: this.#id(record.id, `${at}.id`, "fac_"),
            name: this.#name(record.name, `${at}.name`),
        };
    }
    #controlCenter(item, at, slug, facilityIds) {
        const record = this.#record(item, at, slug, ["facility_ids"]);
        const id = this.#id(record.id, `${at}.id`, "cc_");
        const overseen = record.facility_ids === undefined
            ? []
            : this.#array(record.facility_ids, `${at}.facility_ids`, false);
        const facilityIdsOfCenter = overseen.map((facilityId, index) => {
            const where = `${at}.facility_ids[${index}]`;
            return this.#reference(facilityId, where, facilityIds, "facility", slug);
        });
        const duplicate = facilityIdsOfCenter.find((item, index) => facilityIdsOfCenter.indexOf(item) !== index);
        if (duplicate !== undefined) {
            this.#fail(`${at}.facility_ids`, `lists "${duplicate}" twice`, "list each facility once");
        }
        return {
            id,
            name: this.#name(record.name, `${at}.name`),
            facility_ids: facilityIdsOfCenter,
        };
    }
    #cyberSystem(item, at, slug, facilityIds, controlCenterIds) {
        const record = this.#record(item, at, slug, ["facility_id", "control_center_id"]);
        const id = this.#id(record.id, `${at}.id`, "cs_");
        const name = this.#name(record.name, `${at}.name`);
        const facility = record.facility_id ?? undefined;
        const center = record.control_center_id ?? undefined;
        if (facility !== undefined && center !== undefined) {
            this.#fail(at, "has both facility_id and control_center_id", "a cyber system belongs to exactly one parent: keep one of them");
        }
        if (facility !== undefined) {
            const where = `${at}.facility_id`;
            const ids = facilityIds;
            return { id, name, facility_id: this.#reference(facility, where, ids, "facility", slug) };
        }
        if (center !== undefined) {
            const where = `${at}.control_center_id`;
            const ids = controlCenterIds;
            return {
                id,
                name,
                control_center_id: this.#reference(center, where, ids, "control center", slug),
            };
        }
        return this.#fail(at, "has no parent", 'add "facility_id" (a facility of this organization) or "control_center_id" (a control center of it)');
    }
    #cyberAsset(item, at, slug, systemIds) {
        const record = this.#record(item, at, slug, ["cyber_system_id", "asset_type"]);
        const id = this.#id(record.id, `${at}.id`, "ca_");
        const name = this.#string(record.name, `${at}.name`);
        const problem = assetNameProblem(name);
        if (problem !== undefined)
            this.#fail(`${at}.name`, problem, "give the asset its name or hostname");
        const where = `${at}.cyber_system_id`;
        const system = this.#reference(record.cyber_system_id, where, systemIds, "cyber system", slug);
        return {
            id,
            name,
            cyber_system_id: system,
            asset_type: this.#assetType(record.asset_type, `${at}.asset_type`),
        };
    }
    /** An optional array of records (absent means none), each checked by `read`. */
    #records(value, path, read) {
        if (value === undefined)
            return [];
        return this.#array(value, path, false).map((item, index) => read(item, `${path}[${index}]`));
    }
    /** A record object with id, name, an optional matching organization_slug, and `keys`. */
    #record(value, path, slug, keys) {
        const record = this.#object(value, path, "an object");
        this.#onlyKeys(record, path, ["id", "name", "organization_slug", ...keys]);
        if (record.organization_slug !== undefined && record.organization_slug !== slug) {
            this.#fail(`${path}.organization_slug`, `is ${JSON.stringify(record.organization_slug)} but the record is listed under organization "${slug}"`, `set it to "${slug}" or remove it`);
        }
        return record;
    }
    #id(value, path, prefix) {
        const id = this.#string(value, path);
        if (!id.startsWith(prefix) || !ID_SUFFIX_PATTERN.test(id.slice(prefix.length))) {
            this.#fail(path, `"${id}" is not a valid id here`, `start it with "${prefix}" followed by letters, digits, "_" or "-", e.g. "${prefix}1"`);
        }
        const earlier = this.#ids.get(id);
        if (earlier !== undefined) {
            this.#fail(path, `"${id}" is already the id at ${earlier}`, "ids must be unique across the whole seed");
        }
        this.#ids.set(id, path.slice(0, -".id".length));
        return id;
    }
    #reference(value, path, known, kind, slug) {
        const id = this.#string(value, path);
        if (!known.has(id)) {
            this.#fail(path, `"${id}" is not the id of a ${kind} of organization "${slug}"`, `use the id of one of its ${RECORD_LISTS[kind]}, declared before this record`);
        }
        return id;
    }
    #apiKey(value, path, slug) {
        // Messages about keys never quote the key: seeds are shared, logs are not private.
        if (typeof value !== "string" || !API_KEY_PATTERN.test(value)) {
            this.#fail(path, "is not a usable API key", "use a non-empty string of visible ASCII characters without spaces");
        }
        const earlier = this.#keys.get(value);
        if (earlier !== undefined) {
            this.#fail(path, `this key is already a key of organization "${earlier.organization}" (${earlier.path})`, "a key belongs to exactly one organization and is listed once: use a different key");
        }
        this.#keys.set(value, { organization: slug, path });
        return value;
    }
    #assetType(value, path) {
        const found = ASSET_TYPES.find((type) => type === value);
        if (found === undefined) {
            this.#fail(path, `is ${JSON.stringify(value) ?? "missing"}`, 'use "hardware" or "software"');
        }
        return found;
    }
    #name(value, path) {
        const name = this.#string(value, path);
        if (name.trim() === "")
            this.#fail(path, "is empty", "give the record a name");
        return name;
    }
    #string(value, path) {
        if (typeof value !== "string") {
            this.#fail(path, value === undefined ? "is missing" : `is ${JSON.stringify(value)}, not a string`, "set it to a string");
        }
        return value;
    }
    #array(value, path, required) {
        if (!Array.isArray(value)) {
            const found = value === undefined ? "is missing" : "is not an array";
            this.#fail(path, found, required ? "set it to an array" : "set it to an array or remove it");
        }
        return value;
    }
    #object(value, path, expected) {
        if (typeof value !== "object" || value === null || Array.isArray(value)) {
            this.#fail(path, "is not an object", `write ${expected}`);
        }
        return value;
    }
    #onlyKeys(value, path, allowed) {
        for (const key of Object.keys(value)) {
            if (!allowed.includes(key)) {
                this.#fail(path, `has an unknown field "${key}"`, `remove it (known fields: ${allowed.join(", ")})`);
            }
        }
    }
    #fail(path, problem, fix) {
        throw new EmulatorSeedError(`${this.#source}: ${path} ${problem}; ${fix}.`);
    }
}

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
;// CONCATENATED MODULE: ./src/emulator/request-body.ts



/** Largest request body accepted (the spec shows no limit). */
const MAX_BODY_BYTES = 1024 * 1024;
const ASSET_FIELDS = ["name", "cyber_system_id", "asset_type"];
function validation(message) {
    return { ok: false, refusal: { status: 422, code: "validation_failed", message } };
}
/** The body of a POST or PATCH: JSON media type (415), size (413), UTF-8 and syntax (400). */
async function readJsonBody(request) {
    const contentType = request.headers["content-type"] ?? "";
    const [mediaType = "", ...parameters] = contentType
        .split(";")
        .map((part) => part.trim().toLowerCase());
    const charset = parameters.find((parameter) => parameter.startsWith("charset="));
    if (mediaType !== "application/json" ||
        (charset !== undefined && !/^charset="?utf-8"?$/.test(charset))) {
        return {
            ok: false,
            refusal: {
                status: 415,
                code: "unsupported_media_type",
                message: `Content-Type must be application/json (UTF-8); got ${JSON.stringify(contentType || "none")}.`,
            },
        };
    }
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
            return {
                ok: false,
                refusal: {
                    status: 413,
                    code: "payload_too_large",
                    message: `The request body exceeds ${MAX_BODY_BYTES} bytes.`,
                },
            };
        }
        chunks.push(chunk);
    }
    let text;
    try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
    }
    catch {
        return invalidJson("it is not valid UTF-8");
    }
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        const problem = findJsonSyntaxError(text);
        return invalidJson(problem === undefined
            ? "syntax error"
            : `${problem.reason} at line ${problem.line}, column ${problem.column}`);
    }
}
function invalidJson(reason) {
    return {
        ok: false,
        refusal: {
            status: 400,
            code: "invalid_json",
            message: `The request body is not valid JSON: ${reason}.`,
        },
    };
}
/** Checks a create (all fields required) or patch (any, at least one) body; 422 otherwise. */
function assetFields(body, create) {
    const expected = create
        ? "a JSON object with name, cyber_system_id and asset_type"
        : "a JSON object with any of name, cyber_system_id, asset_type";
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return validation(`The request body must be ${expected}.`);
    }
    const record = body;
    const unknown = Object.keys(record).filter((field) => !ASSET_FIELDS.includes(field));
    if (unknown.length > 0) {
        return validation(`Unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((field) => JSON.stringify(field)).join(", ")}; the body may hold only name, cyber_system_id and asset_type.`);
    }
    const fields = {};
    for (const field of ASSET_FIELDS) {
        const value = record[field];
        if (value === undefined) {
            if (create)
                return validation(`"${field}" is required.`);
            continue;
        }
        if (typeof value !== "string")
            return validation(`"${field}" must be a string; got ${JSON.stringify(value)}.`);
        if (field === "asset_type") {
            const type = ASSET_TYPES.find((candidate) => candidate === value);
            if (type === undefined) {
                return validation(`"asset_type" must be "hardware" or "software"; got ${JSON.stringify(value)}.`);
            }
            fields.asset_type = type;
        }
        else if (field === "name") {
            const problem = assetNameProblem(value);
            if (problem !== undefined)
                return validation(`"name" ${problem}.`);
            fields.name = value;
        }
        else {
            fields.cyber_system_id = value;
        }
    }
    if (!create && Object.keys(fields).length === 0) {
        return validation(`The body is empty; send ${expected}.`);
    }
    return { ok: true, value: fields };
}

;// CONCATENATED MODULE: ./src/emulator/responses.ts
function sendRecord(response, json, kind, id, list) {
    if (json === undefined) {
        sendError(response, {
            status: 404,
            code: "not_found",
            message: `No ${kind} with id ${JSON.stringify(id)} in this organization; list them with GET ${list}.`,
        });
        return;
    }
    sendJson(response, 200, json);
}
function sendError(response, refusal, headers = {}) {
    const body = JSON.stringify({ error: { code: refusal.code, message: refusal.message } });
    sendJson(response, refusal.status, body, headers);
}
function sendJson(response, status, body, headers = {}) {
    if (response.headersSent || response.destroyed)
        return;
    response.writeHead(status, {
        ...headers,
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(body),
    });
    response.end(body);
}

;// CONCATENATED MODULE: ./src/emulator/routes.ts
// The service's path templates (spec 4.2 and 4.3) and how a request path finds one.
/** Operations API keys may call (spec 4.2), by "METHOD /template". */
const AVAILABLE_OPERATIONS = [
    "GET /facilities",
    "GET /facilities/{id}",
    "GET /control-centers",
    "GET /control-centers/{id}",
    "GET /cyber-systems",
    "GET /cyber-systems/{id}",
    "GET /cyber-assets",
    "POST /cyber-assets",
    "GET /cyber-assets/{id}",
    "PATCH /cyber-assets/{id}",
    "DELETE /cyber-assets/{id}",
];
/** Planned operations (spec 4.3): [method, template, operation name]. API keys get 403. */
const PLANNED_OPERATIONS = [
    ["GET", "/cyber-assets/import/template", "getCyberAssetsImportTemplate"],
    ["GET", "/cyber-systems/{cyberSystemId}/cyber-assets", "getCyberAssetsBySystem"],
    ["POST", "/cyber-systems/{cyberSystemId}/cyber-assets/import", "importCyberAssets"],
    ["GET", "/facilities/{facilityId}/cyber-assets", "getCyberAssetsByFacility"],
    ["GET", "/facilities/{facilityId}/cyber-assets/export", "exportCyberAssetsCsv"],
    ["GET", "/facilities/{facilityId}/cyber-assets/export-low", "exportLowCyberAssetsCsv"],
    ["GET", "/control-centers/{controlCenterId}/cyber-assets", "getCyberAssetsByControlCenter"],
    [
        "GET",
        "/control-centers/{controlCenterId}/cyber-assets/export",
        "exportControlCenterCyberAssetsCsv",
    ],
    [
        "GET",
        "/control-centers/{controlCenterId}/cyber-assets/export-low",
        "exportControlCenterLowCyberAssetsCsv",
    ],
    ["POST", "/cyber-systems", "createCyberSystem"],
    ["PATCH", "/cyber-systems/{id}", "updateCyberSystem"],
    ["DELETE", "/cyber-systems/{id}", "deleteCyberSystem"],
    ["GET", "/facilities/{facilityId}/cyber-systems", "getCyberSystemsByFacility"],
    ["GET", "/control-centers/{controlCenterId}/cyber-systems", "getCyberSystemsByControlCenter"],
    ["POST", "/facilities", "createFacility"],
    ["PATCH", "/facilities/{id}", "updateFacility"],
    ["DELETE", "/facilities/{id}", "deleteFacility"],
    ["POST", "/control-centers", "createControlCenter"],
    ["PUT", "/control-centers/{id}", "updateControlCenter"],
    ["DELETE", "/control-centers/{id}", "deleteControlCenter"],
    ["GET", "/control-centers/{id}/facilities", "getControlCenterFacilities"],
    ["POST", "/control-centers/{id}/assign-facilities", "assignFacilitiesToControlCenter"],
    ["POST", "/control-centers/{id}/unassign-facilities", "unassignFacilitiesFromControlCenter"],
    ["POST", "/control-centers/{id}/preview-impact", "previewControlCenterImpact"],
    ["GET", "/training-modules", "getTrainingModules"],
    ["POST", "/training-modules", "createTrainingModule"],
    ["GET", "/training-modules/{id}", "getTrainingModule"],
    ["PATCH", "/training-modules/{id}", "updateTrainingModule"],
    ["DELETE", "/training-modules/{id}", "deleteTrainingModule"],
    ["GET", "/training-assignments", "getTrainingAssignments"],
    ["POST", "/training-assignments", "createTrainingAssignment"],
    ["GET", "/training-assignments/export", "exportTrainingAssignments"],
    ["GET", "/training-assignments/{id}", "getTrainingAssignment"],
    ["PATCH", "/training-assignments/{id}", "updateTrainingAssignment"],
    ["POST", "/training-assignments/{id}/complete", "completeTrainingAssignment"],
    ["DELETE", "/training-assignments/{id}", "deleteTrainingAssignment"],
    [
        "GET",
        "/training-assignments/{trainingAssignmentId}/facilities",
        "getTrainingAssignmentFacilities",
    ],
    ["POST", "/training-assignments/{trainingAssignmentId}/facilities", "addFacilitiesToAssignment"],
    [
        "DELETE",
        "/training-assignments/{trainingAssignmentId}/facilities/{facilityId}",
        "removeFacilityFromAssignment",
    ],
    ["GET", "/tasks", "getTasks"],
    ["POST", "/tasks", "createTask"],
    ["POST", "/tasks/bulk", "bulkCreateTasks"],
    ["GET", "/tasks/{id}", "getTask"],
    ["PUT", "/tasks/{id}", "updateTask"],
    ["DELETE", "/tasks/{id}", "deleteTask"],
    ["PUT", "/tasks/{parentTaskId}/{dueDate}", "updateTaskInstance"],
    ["POST", "/tasks/reassign-from-csm", "reassignTasksFromCsm"],
    ["POST", "/evidence", "createEvidence"],
    ["GET", "/evidence/{id}", "getEvidenceById"],
    ["GET", "/evidence/by-resource/{resourceId}", "listEvidenceByResource"],
    ["DELETE", "/evidence/{id}", "deleteEvidence"],
    ["GET", "/policy-documents", "listPolicyDocuments"],
    ["POST", "/policy-documents", "createPolicyDocument"],
    ["POST", "/policy-documents/upload", "uploadPolicyDocumentFile"],
    ["POST", "/policy-documents/create-from-processed", "createPolicyDocumentFromProcessed"],
    ["GET", "/policy-documents/processing-files", "getProcessingFiles"],
    ["GET", "/policy-documents/{id}/with-sections", "getPolicyDocumentWithSections"],
    ["PATCH", "/policy-documents/{id}", "updatePolicyDocument"],
    ["DELETE", "/policy-documents/{id}", "deletePolicyDocument"],
    ["PATCH", "/policy-documents/{id}/assets", "updatePolicyDocumentAssets"],
    ["PATCH", "/policy-documents/{id}/sections/reorder", "reorderDocumentSections"],
    ["POST", "/policy-documents/{id}/submit", "submitPolicyDocument"],
    ["POST", "/policy-documents/{id}/approve", "approvePolicyDocument"],
    ["POST", "/policy-documents/{id}/revert", "revertPolicyDocument"],
    ["POST", "/policy-documents/{id}/log-pdf-export", "logPdfExport"],
    ["GET", "/policy-documents/{id}/versions", "listDocumentVersions"],
    ["GET", "/policy-documents/{id}/versions/latest", "getLatestDocumentVersion"],
    ["GET", "/policy-documents/{id}/versions/{versionNumber}", "getDocumentVersionByNumber"],
    ["GET", "/users", "listUsers"],
    ["POST", "/users", "createUser"],
    ["GET", "/users/me", "getCurrentUser"],
    ["GET", "/users/me/organizations", "getMyOrganizations"],
    ["GET", "/users/me/check-access", "checkAccess"],
    ["GET", "/users/{id}", "getUser"],
    ["PATCH", "/users/{id}", "updateUser"],
    ["DELETE", "/users/{id}", "deleteUser"],
    ["GET", "/invitations", "listInvitations"],
    ["POST", "/invitations", "createInvitation"],
    ["GET", "/invitations/validate", "validateInvitation"],
    ["POST", "/invitations/accept", "acceptInvitation"],
    ["DELETE", "/invitations/{id}", "cancelInvitation"],
    ["POST", "/invitations/{id}/resend", "resendInvitation"],
    ["GET", "/cip-senior-manager-assignments/current", "getCurrentCipSeniorManager"],
    ["POST", "/cip-senior-manager-assignments", "createCipSeniorManagerAssignment"],
    ["PATCH", "/cip-senior-manager-assignments/{id}", "updateCipSeniorManagerAssignment"],
    ["GET", "/access-control", "listAccessControls"],
    ["POST", "/access-control", "createAccessControl"],
    ["GET", "/access-control/{id}", "getAccessControl"],
    ["PUT", "/access-control/{id}", "updateAccessControl"],
    ["DELETE", "/access-control/{id}", "deleteAccessControl"],
    ["GET", "/access-control/user/{userId}", "getUserApprovedAccessControlItemIds"],
    ["POST", "/access-control/user/{userId}/grant", "grantRaptorComplyAccess"],
    ["POST", "/access-control/user/{userId}/revoke", "revokeRaptorComplyAccess"],
    ["GET", "/activity", "listActivityLogs"],
    ["GET", "/activity/by-resource-type/{resourceType}/{resourceId}", "getActivityLogsByEntity"],
];
/** Templates grouped by "first segment/segment count", most specific first within a group. */
const templatesByShape = buildIndex();
function buildIndex() {
    const byTemplate = new Map();
    const templateFor = (template) => {
        let entry = byTemplate.get(template);
        if (entry === undefined) {
            const segments = template
                .slice(1)
                .split("/")
                .map((segment) => (segment.startsWith("{") ? null : segment));
            entry = { template, segments, available: new Map(), planned: new Map() };
            byTemplate.set(template, entry);
        }
        return entry;
    };
    for (const operation of AVAILABLE_OPERATIONS) {
        const [method, template] = operation.split(" ");
        templateFor(template).available.set(method, operation);
    }
    for (const [method, template, name] of PLANNED_OPERATIONS) {
        templateFor(template).planned.set(method, name);
    }
    const index = new Map();
    for (const entry of byTemplate.values()) {
        const shape = `${entry.segments[0]}/${entry.segments.length}`;
        index.set(shape, [...(index.get(shape) ?? []), entry]);
    }
    for (const group of index.values())
        group.sort(bySpecificity);
    return index;
}
/** A literal segment outranks a parameter at the first position where two templates differ. */
function bySpecificity(a, b) {
    for (let position = 0; position < a.segments.length; position += 1) {
        const left = a.segments[position] === null;
        const right = b.segments[position] === null;
        if (left !== right)
            return left ? 1 : -1;
    }
    return 0;
}
/**
 * Finds the operation for a method and a path relative to the base path (starting with "/").
 * When several templates fit the path, the most specific one with that method wins, as in
 * `/users/me` over `/users/{id}`.
 */
function matchRoute(method, path) {
    const segments = splitPath(path);
    if (segments === undefined)
        return { kind: "unmatched" };
    const candidates = (templatesByShape.get(`${segments[0]}/${segments.length}`) ?? []).filter((entry) => entry.segments.every((segment, index) => segment === null || segment === segments[index]));
    const first = candidates[0];
    if (first === undefined)
        return { kind: "unmatched" };
    for (const entry of candidates) {
        const operation = entry.available.get(method);
        if (operation !== undefined) {
            const parameter = entry.segments.indexOf(null);
            const id = parameter === -1 ? undefined : segments[parameter];
            return { kind: "available", template: entry.template, operation, id };
        }
        const operationName = entry.planned.get(method);
        if (operationName !== undefined) {
            return { kind: "planned", template: entry.template, operationName };
        }
    }
    return {
        kind: "method-not-allowed",
        template: first.template,
        allowedForApiKeys: [...first.available.keys()],
    };
}
/** Decoded, non-empty segments; undefined for an empty segment or a malformed escape. */
function splitPath(path) {
    if (!path.startsWith("/"))
        return undefined;
    const segments = [];
    for (const raw of path.slice(1).split("/")) {
        if (raw === "")
            return undefined;
        try {
            segments.push(decodeURIComponent(raw));
        }
        catch {
            return undefined;
        }
    }
    return segments;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/emulator/state.ts
// The state file: the seed format plus the id sequence, rewritten atomically after every change
// (temp file in the same directory, fsync, rename, fsync of the directory), so a kill leaves
// either the old or the new state, and a torn temp file is never read.




const STATE_FORMAT_VERSION = 1;
const STATE_KEYS = ["emulator_state_version", "next_asset_sequence"];
const CORRUPT_FIX = "restore the file from a backup, or delete it to start again from the seed";
/** The state at `path`, or undefined when there is no such file yet. */
async function loadState(path) {
    let text;
    try {
        text = await (0,external_node_fs_promises_.readFile)(path, "utf8");
    }
    catch (error) {
        if (error.code === "ENOENT")
            return undefined;
        throw new EmulatorSeedError(`${path}: cannot read the emulator state file (${error.message}); name a readable file, or one that does not exist yet.`);
    }
    const value = parseJson(text, path, CORRUPT_FIX);
    const root = typeof value === "object" && value !== null ? value : {};
    if (root.emulator_state_version !== STATE_FORMAT_VERSION) {
        throw new EmulatorSeedError(`${path}: emulator_state_version is ${JSON.stringify(root.emulator_state_version) ?? "missing"}, not ${STATE_FORMAT_VERSION}; this is not an emulator state file of this version: ${CORRUPT_FIX}.`);
    }
    const sequence = root.next_asset_sequence;
    if (typeof sequence !== "number" || !Number.isSafeInteger(sequence) || sequence < 0) {
        throw new EmulatorSeedError(`${path}: next_asset_sequence must be an integer >= 0; ${CORRUPT_FIX}.`);
    }
    return { seed: validateEmulatorSeed(value, path, STATE_KEYS), nextAssetSequence: sequence };
}
/** Replaces the file at `path` with `state`, atomically and durably. */
function writeStateSync(path, state) {
    const text = JSON.stringify({
        emulator_state_version: STATE_FORMAT_VERSION,
        next_asset_sequence: state.nextAssetSequence,
        organizations: state.seed.organizations,
    });
    // A temp file left by a kill is truncated and rewritten here; loadState never reads it.
    const temporary = `${path}.tmp`;
    try {
        const descriptor = (0,external_node_fs_.openSync)(temporary, "w", 0o600);
        try {
            (0,external_node_fs_.writeFileSync)(descriptor, text);
            (0,external_node_fs_.fsyncSync)(descriptor);
        }
        finally {
            (0,external_node_fs_.closeSync)(descriptor);
        }
        (0,external_node_fs_.renameSync)(temporary, path);
        fsyncDirectory((0,external_node_path_.dirname)(path));
    }
    catch (error) {
        throw new Error(`${path}: cannot write the emulator state file (${error.message}); make sure its directory exists and is writable.`, { cause: error });
    }
}
/** Makes the rename itself durable. Windows cannot open a directory for fsync; NTFS journals it. */
function fsyncDirectory(directory) {
    if (process.platform === "win32")
        return;
    const descriptor = (0,external_node_fs_.openSync)(directory, "r");
    try {
        (0,external_node_fs_.fsyncSync)(descriptor);
    }
    finally {
        (0,external_node_fs_.closeSync)(descriptor);
    }
}

;// CONCATENATED MODULE: ./src/emulator/store.ts

/** A read-only kind of record: served from precomputed JSON, never changed through the API. */
class ReadOnlyCollection {
    #byId;
    #json;
    listJson;
    constructor(records) {
        this.#byId = new Map(records.map((record) => [record.id, record]));
        this.#json = new Map(records.map((record) => [record.id, JSON.stringify(record)]));
        this.listJson = JSON.stringify(records);
    }
    json(id) {
        return this.#json.get(id);
    }
    has(id) {
        return this.#byId.has(id);
    }
    records() {
        return [...this.#byId.values()].map((record) => ({ ...record }));
    }
}
class Organization {
    slug;
    name;
    apiKeys;
    facilities;
    controlCenters;
    cyberSystems;
    /** Records exactly as served; replaced, never mutated, so handed-out copies stay valid. */
    assets = new Map();
    /** nameKey -> asset id; maintained only while names are unique. */
    assetIdByName;
    #seedFacilities;
    #seedControlCenters;
    #seedCyberSystems;
    #assetListJson;
    constructor(seed, options) {
        this.slug = seed.slug;
        this.name = seed.name;
        this.apiKeys = [...seed.api_keys];
        this.#seedFacilities = seed.facilities;
        this.#seedControlCenters = seed.control_centers;
        this.#seedCyberSystems = seed.cyber_systems;
        const slug = seed.slug;
        this.facilities = new ReadOnlyCollection(seed.facilities.map(({ id, name }) => ({ id, name, organization_slug: slug })));
        this.controlCenters = new ReadOnlyCollection(seed.control_centers.map(({ id, name }) => ({ id, name, organization_slug: slug })));
        this.cyberSystems = new ReadOnlyCollection(seed.cyber_systems.map((system) => systemAsServed(system, slug, options)));
        this.assetIdByName = options.enforceUniqueNames ? new Map() : undefined;
        for (const asset of seed.cyber_assets) {
            this.#put({ ...asset, organization_slug: slug });
        }
    }
    assetListJson() {
        this.#assetListJson ??= JSON.stringify([...this.assets.values()]);
        return this.#assetListJson;
    }
    /** The asset holding `name` (ignoring case), other than `exceptId`, when names are unique. */
    nameHolder(name, exceptId) {
        const id = this.assetIdByName?.get(nameKey(name));
        return id === undefined || id === exceptId ? undefined : this.assets.get(id);
    }
    /** Inserts or replaces an asset (a replacement keeps its place in list order). */
    #put(asset) {
        const previous = this.assets.get(asset.id);
        if (previous !== undefined)
            this.assetIdByName?.delete(nameKey(previous.name));
        this.assets.set(asset.id, asset);
        this.assetIdByName?.set(nameKey(asset.name), asset.id);
        this.#assetListJson = undefined;
    }
    #remove(id) {
        const previous = this.assets.get(id);
        if (previous === undefined)
            return;
        this.assets.delete(id);
        this.assetIdByName?.delete(nameKey(previous.name));
        this.#assetListJson = undefined;
    }
    /** `newId` is called only once the asset is accepted, so refusals use up no ids. */
    create(newId, fields) {
        const refusal = this.#check(fields.name, fields.cyber_system_id, undefined);
        if (refusal !== undefined)
            return { ok: false, refusal };
        const id = newId();
        const asset = { id, ...fields, organization_slug: this.slug };
        this.#put(asset);
        return { ok: true, asset, undo: () => this.#remove(id) };
    }
    patch(id, fields) {
        const current = this.assets.get(id);
        if (current === undefined)
            return { ok: false, refusal: assetNotFound(id) };
        const refusal = this.#check(fields.name, fields.cyber_system_id, id);
        if (refusal !== undefined)
            return { ok: false, refusal };
        const asset = { ...current, ...fields };
        this.#put(asset);
        return { ok: true, asset, undo: () => this.#put(current) };
    }
    delete(id) {
        const current = this.assets.get(id);
        if (current === undefined)
            return { ok: false, refusal: assetNotFound(id) };
        this.#remove(id);
        // Undoing puts the asset back at the end of the list: order is not part of the contract.
        return { ok: true, asset: undefined, undo: () => this.#put(current) };
    }
    /** The unknown-system refusal (422) comes before the name conflict (409). */
    #check(name, systemId, selfId) {
        if (systemId !== undefined && !this.cyberSystems.has(systemId)) {
            return {
                status: 422,
                code: "unknown_cyber_system",
                message: `cyber_system_id ${JSON.stringify(systemId)} is not a cyber system of this organization; use an id from GET /cyber-systems.`,
            };
        }
        const holder = name === undefined ? undefined : this.nameHolder(name, selfId);
        if (holder !== undefined) {
            return {
                status: 409,
                code: "name_conflict",
                message: `A cyber asset named ${JSON.stringify(holder.name)} already exists in this organization (${holder.id}); asset names are unique per organization, ignoring case.`,
            };
        }
        return undefined;
    }
    inventory() {
        return {
            facilities: this.facilities.records(),
            controlCenters: this.controlCenters.records(),
            cyberSystems: this.cyberSystems.records(),
            cyberAssets: [...this.assets.values()].map((asset) => ({ ...asset })),
        };
    }
    /** This organization in seed form, as the state file stores it. */
    toSeed() {
        return {
            slug: this.slug,
            name: this.name,
            api_keys: [...this.apiKeys],
            facilities: this.#seedFacilities,
            control_centers: this.#seedControlCenters,
            cyber_systems: this.#seedCyberSystems,
            cyber_assets: [...this.assets.values()].map(({ id, name, cyber_system_id, asset_type }) => ({
                id,
                name,
                cyber_system_id,
                asset_type,
            })),
        };
    }
}
function assetNotFound(id) {
    // The same answer whether the id is unknown or another organization's: existence is not revealed.
    return {
        status: 404,
        code: "not_found",
        message: `No cyber asset with id ${JSON.stringify(id)} in this organization; list them with GET /cyber-assets.`,
    };
}
function systemAsServed(system, slug, options) {
    const facilityId = "facility_id" in system ? system.facility_id : null;
    if (!options.exposeControlCenterParent) {
        return { id: system.id, name: system.name, facility_id: facilityId, organization_slug: slug };
    }
    const controlCenterId = "control_center_id" in system ? system.control_center_id : null;
    return {
        id: system.id,
        name: system.name,
        facility_id: facilityId,
        control_center_id: controlCenterId,
        organization_slug: slug,
    };
}
/** All organizations, with the lookups the server needs and the asset id sequence. */
class InventoryStore {
    organizations;
    #bySlug;
    #byKey = new Map();
    /** Next value fed to the id permutation; persisted so ids are never reissued after a restart. */
    nextAssetSequence;
    constructor(seed, nextAssetSequence, options) {
        this.organizations = seed.organizations.map((organization) => new Organization(organization, options));
        this.#bySlug = new Map(this.organizations.map((organization) => [organization.slug, organization]));
        for (const organization of this.organizations) {
            for (const key of organization.apiKeys)
                this.#byKey.set(key, organization);
        }
        this.nextAssetSequence = nextAssetSequence;
    }
    organizationForKey(key) {
        return this.#byKey.get(key);
    }
    organization(slug) {
        const found = this.#bySlug.get(slug);
        if (found === undefined) {
            const known = this.organizations.map((organization) => organization.slug).join(", ");
            throw new RangeError(`No organization "${slug}" in the emulator; known: ${known}.`);
        }
        return found;
    }
    /**
     * A fresh asset id: "ca_" and 8 hex digits, a bijective scramble of the sequence number, so
     * ids look random yet are deterministic and distinct; ids already taken (seeded) are skipped.
     */
    newAssetId() {
        for (;;) {
            const id = `ca_${scramble32(this.nextAssetSequence).toString(16).padStart(8, "0")}`;
            this.nextAssetSequence += 1;
            // Terminates: each taken id is skipped at most once, and there are finitely many.
            if (!this.organizations.some((organization) => organization.assets.has(id)))
                return id;
        }
    }
    toSeed() {
        return { organizations: this.organizations.map((organization) => organization.toSeed()) };
    }
}
/**
 * lowbias32 (C. Wellons) after adding a constant: both steps are invertible on 32 bits, so no two
 * inputs collide (the constant keeps sequence 0 from mapping to 0).
 */
function scramble32(value) {
    let x = (value + 0x9e3779b9) >>> 0;
    x ^= x >>> 16;
    x = Math.imul(x, 0x7feb352d);
    x ^= x >>> 15;
    x = Math.imul(x, 0x846ca68b);
    x ^= x >>> 16;
    return x >>> 0;
}

;// CONCATENATED MODULE: ./src/emulator/server.ts
// A local Compliance Inventory Service over node:http: the API-key surface of the spec (4.2, 5, 7),
// tenancy, validation, an optional state file, request counting and injectable faults.










const MUTATING_METHODS = new Set(["POST", "PATCH", "PUT", "DELETE"]);
async function startEmulator(options) {
    const basePath = normalizeBasePath(options.basePath ?? "");
    const { store, persist, restoredState } = await openStore(options);
    const emulator = new Emulator(store, basePath, persist, options.faults ?? {}, options.clock ?? (() => external_node_perf_hooks_.performance.now()));
    const server = (0,external_node_http_.createServer)((request, response) => {
        emulator.handle(request, response).catch((error) => {
            // Only a bug reaches here; answer rather than leave the client hanging.
            const message = error instanceof Error ? error.message : String(error);
            sendError(response, {
                status: 500,
                code: "internal_error",
                message: `Emulator error: ${message}`,
            });
        });
    });
    await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
            server.off("error", reject);
            resolve();
        });
    });
    const address = server.address();
    const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
    let closing;
    return {
        url: `http://${host}:${address.port}${basePath}`,
        restoredState,
        close: () => {
            // Idempotent: a test may close early and its cleanup close again.
            closing ??= new Promise((resolve, reject) => {
                emulator.close();
                server.close((error) => (error === undefined ? resolve() : reject(error)));
                server.closeAllConnections();
            });
            return closing;
        },
        requestCounts: () => new Map(emulator.counts),
        mutatingRequestCount: () => emulator.mutatingCount,
        resetCounts: () => {
            emulator.counts.clear();
            emulator.mutatingCount = 0;
        },
        setFaults: (faults) => {
            emulator.faults = new FaultInjector(faults);
        },
        inventory: (slug) => store.organization(slug).inventory(),
        apiKeys: () => store.organizations.flatMap((organization) => organization.apiKeys.map((key) => ({ organization: organization.slug, key }))),
    };
}
/**
 * The store, from the state file when one exists (else the seed), and how to persist it. The state
 * is written at once, so that a bad state path fails here rather than on the first change.
 */
async function openStore(options) {
    const enforceUniqueNames = options.enforceUniqueNames ?? true;
    const storeOptions = {
        enforceUniqueNames,
        exposeControlCenterParent: options.exposeControlCenterParent ?? true,
    };
    const saved = options.statePath === undefined ? undefined : await loadState(options.statePath);
    const seed = saved?.seed ?? options.seed;
    const duplicate = enforceUniqueNames ? findDuplicateAssetName(seed) : undefined;
    if (duplicate !== undefined) {
        const source = saved === undefined ? "seed" : options.statePath;
        throw new EmulatorSeedError(`${source}: ${duplicate.second} ${JSON.stringify(duplicate.name)} repeats ${duplicate.first} ignoring case, but the emulator enforces unique asset names; rename one, or turn unique names off (enforceUniqueNames: false, --no-unique-names).`);
    }
    const store = new InventoryStore(seed, saved?.nextAssetSequence ?? 0, storeOptions);
    const statePath = options.statePath;
    const persist = statePath === undefined
        ? () => { }
        : () => writeStateSync(statePath, {
            seed: store.toSeed(),
            nextAssetSequence: store.nextAssetSequence,
        });
    persist();
    return { store, persist, restoredState: saved !== undefined };
}
/** What is wrong with a base path, or undefined when it is usable. */
function basePathProblem(basePath) {
    const trimmed = basePath.replace(/\/+$/, "");
    if (trimmed !== "" && (!trimmed.startsWith("/") || /[?#\s]/.test(trimmed))) {
        return `must be empty or a path starting with "/" such as "/api"; got ${JSON.stringify(basePath)}`;
    }
    return undefined;
}
function normalizeBasePath(basePath) {
    const problem = basePathProblem(basePath);
    if (problem !== undefined)
        throw new RangeError(`basePath ${problem}.`);
    return basePath.replace(/\/+$/, "");
}
class Emulator {
    counts = new Map();
    mutatingCount = 0;
    faults;
    #store;
    #basePath;
    #persist;
    #clock;
    /** Cuts injected latency short on close, so no timer outlives the server. */
    #closing = new AbortController();
    constructor(store, basePath, persist, faults, clock) {
        this.#store = store;
        this.#basePath = basePath;
        this.#persist = persist;
        this.faults = new FaultInjector(faults);
        this.#clock = clock;
    }
    get closed() {
        return this.#closing.signal.aborted;
    }
    close() {
        this.#closing.abort();
    }
    async handle(request, response) {
        const method = request.method ?? "GET";
        const pathname = new URL(request.url ?? "/", "http://emulator.invalid").pathname;
        const route = matchRoute(method, this.#relativePath(pathname));
        const countKey = `${method} ${route.kind === "unmatched" ? "(unmatched)" : route.template}`;
        this.counts.set(countKey, (this.counts.get(countKey) ?? 0) + 1);
        if (MUTATING_METHODS.has(method))
            this.mutatingCount += 1;
        const faults = this.faults;
        const latency = faults.options.latencyMs ?? 0;
        if (latency > 0) {
            // Closing rejects the wait; the request is then dropped with its connection.
            const waited = await (0,external_node_timers_promises_.setTimeout)(latency, true, { signal: this.#closing.signal }).catch(() => false);
            if (!waited)
                return;
        }
        const decision = faults.beforeRequest(this.#clock());
        if (decision.kind === "rate-limited") {
            const seconds = decision.retryAfterSeconds;
            return sendError(response, {
                status: 429,
                code: "rate_limited",
                message: `Too many requests; retry after ${seconds} s.`,
            }, { "retry-after": String(seconds) });
        }
        if (decision.kind === "unavailable") {
            return sendError(response, {
                status: 503,
                code: "service_unavailable",
                message: "The service is temporarily unavailable (injected fault); retry later.",
            });
        }
        const key = request.headers["x-api-key"];
        const organization = typeof key === "string" ? this.#store.organizationForKey(key) : undefined;
        if (organization === undefined) {
            // One answer for a missing and an unknown key; the key itself is never repeated.
            return sendError(response, {
                status: 401,
                code: "unauthenticated",
                message: "Missing or invalid X-API-Key header; send an API key an Organization Admin generated for your organization.",
            });
        }
        switch (route.kind) {
            case "unmatched":
                return sendError(response, {
                    status: 404,
                    code: "route_not_found",
                    message: `No endpoint ${method} ${pathname}; the API-key endpoints are /facilities, /control-centers, /cyber-systems and /cyber-assets (spec 4.2).`,
                });
            case "planned":
                return sendError(response, {
                    status: 403,
                    code: "not_available_to_api_keys",
                    message: `${route.operationName} (${method} ${route.template}) is a planned operation that is not available to API keys.`,
                });
            case "method-not-allowed": {
                const allowed = route.allowedForApiKeys;
                const hint = allowed.length === 0
                    ? "this path has no operation available to API keys"
                    : `API keys may use ${allowed.join(", ")}`;
                return sendError(response, {
                    status: 405,
                    code: "method_not_allowed",
                    message: `${method} is not allowed on ${route.template}; ${hint}.`,
                }, { allow: allowed.join(", ") });
            }
            case "available":
                return this.#serve(route.operation, route.id ?? "", organization, request, response);
        }
    }
    #relativePath(pathname) {
        if (this.#basePath === "")
            return pathname;
        return pathname.startsWith(`${this.#basePath}/`) ? pathname.slice(this.#basePath.length) : "";
    }
    async #serve(operation, id, organization, request, response) {
        switch (operation) {
            case "GET /facilities":
                return sendJson(response, 200, organization.facilities.listJson);
            case "GET /control-centers":
                return sendJson(response, 200, organization.controlCenters.listJson);
            case "GET /cyber-systems":
                return sendJson(response, 200, organization.cyberSystems.listJson);
            case "GET /cyber-assets":
                return sendJson(response, 200, organization.assetListJson());
            case "GET /facilities/{id}":
                return sendRecord(response, organization.facilities.json(id), "facility", id, "/facilities");
            case "GET /control-centers/{id}":
                return sendRecord(response, organization.controlCenters.json(id), "control center", id, "/control-centers");
            case "GET /cyber-systems/{id}":
                return sendRecord(response, organization.cyberSystems.json(id), "cyber system", id, "/cyber-systems");
            case "GET /cyber-assets/{id}": {
                const asset = organization.assets.get(id);
                if (asset === undefined)
                    return sendError(response, assetNotFound(id));
                return sendJson(response, 200, JSON.stringify(asset));
            }
            case "DELETE /cyber-assets/{id}":
                return this.#commit(request, response, 204, organization.delete(id));
            case "POST /cyber-assets": {
                const body = await readJsonBody(request);
                if (!body.ok)
                    return sendError(response, body.refusal);
                const fields = assetFields(body.value, true);
                if (!fields.ok)
                    return sendError(response, fields.refusal);
                // With `create`, assetFields has required every field.
                const create = fields.value;
                const result = organization.create(() => this.#store.newAssetId(), create);
                return this.#commit(request, response, 201, result);
            }
            case "PATCH /cyber-assets/{id}": {
                const body = await readJsonBody(request);
                if (!body.ok)
                    return sendError(response, body.refusal);
                const fields = assetFields(body.value, false);
                if (!fields.ok)
                    return sendError(response, fields.refusal);
                return this.#commit(request, response, 200, organization.patch(id, fields.value));
            }
        }
    }
    /** Persists a successful mutation (undoing it if that fails), then answers or drops. */
    #commit(request, response, status, result) {
        if (this.closed) {
            if (result.ok)
                result.undo();
            return;
        }
        if (!result.ok) {
            sendError(response, result.refusal);
            return;
        }
        try {
            this.#persist();
        }
        catch (error) {
            result.undo();
            const reason = error instanceof Error ? error.message : String(error);
            sendError(response, {
                status: 500,
                code: "internal_error",
                message: `The change was not stored: ${reason}`,
            });
            return;
        }
        if (this.faults.dropAfterCommit()) {
            request.socket.destroy();
            return;
        }
        if (result.asset === undefined) {
            response.writeHead(status).end();
            return;
        }
        sendJson(response, status, JSON.stringify(result.asset));
    }
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/core/number-setting.ts
// Numbers written in command-line flags and Action inputs. Only plain decimal digits count:
// JavaScript's Number() reads "0x1e" as 30, "1e1" as 10 and " " as 0, none of which a user means
// by a safety limit.
/** The settings the CLI (as --flags) and the Action (as inputs) both take, under these names. */
const SHARED_NUMBER_SETTINGS = {
    "max-change-percent": { min: 0, max: 100, integer: false },
    "min-assets-for-ratio": { min: 0, integer: true },
    "max-changes": { min: 0, integer: true },
    concurrency: { min: 1, max: 64, integer: true },
    /** Seconds an apply may take, reads included; after it nothing new starts. */
    deadline: { min: 1, max: 86_400, integer: true },
    /** Seconds one request may wait for its answer. */
    "request-timeout": { min: 1, max: 3_600, integer: true },
};
/** Defaults of the time settings, in seconds (flags and inputs of the same names). */
const DEFAULT_DEADLINE_SECONDS = 3_600;
const DEFAULT_REQUEST_TIMEOUT_SECONDS = 30;
/** The number `text` writes, or undefined when it is not one `setting` takes. */
function parseNumberSetting(text, setting) {
    const syntax = setting.integer ? /^\d+$/ : /^\d+(?:\.\d+)?$/;
    if (!syntax.test(text))
        return undefined;
    const value = Number(text);
    const inRange = Number.isSafeInteger(Math.ceil(value)) &&
        value >= setting.min &&
        (setting.max === undefined || value <= setting.max);
    return inRange ? value : undefined;
}
/** "a whole number from 1 to 64", "a number from 0 to 100", "a whole number 0 or more". */
function describeNumberSetting(setting) {
    const kind = setting.integer ? "a whole number" : "a number";
    const range = setting.max === undefined ? `${setting.min} or more` : `from ${setting.min} to ${setting.max}`;
    return `${kind} ${range}`;
}

;// CONCATENATED MODULE: ./src/cli/settings.ts
// Command-line arguments and environment, parsed once into typed settings. Every mistake a user
// can make here is a UsageError naming the flag or variable and saying how to fix it.



const COMMANDS = ["validate", "plan", "apply", "import", "emulator"];
const PLAN_FORMATS = ["text", "markdown", "json"];
class UsageError extends Error {
}
const DEFAULT_PATTERNS = ["inventory/"];
const options = {
    path: { type: "string", multiple: true },
    root: { type: "string" },
    "api-url": { type: "string" },
    format: { type: "string" },
    out: { type: "string" },
    "detailed-exitcode": { type: "boolean" },
    plan: { type: "string" },
    record: { type: "string" },
    yes: { type: "boolean" },
    force: { type: "boolean" },
    "allow-mass-delete": { type: "boolean" },
    "max-change-percent": { type: "string" },
    "min-assets-for-ratio": { type: "string" },
    "max-changes": { type: "string" },
    concurrency: { type: "string" },
    deadline: { type: "string" },
    "request-timeout": { type: "string" },
    color: { type: "boolean" },
    "no-color": { type: "boolean" },
    // emulator
    port: { type: "string" },
    host: { type: "string" },
    data: { type: "string" },
    state: { type: "string" },
    "base-path": { type: "string" },
    "no-unique-names": { type: "boolean" },
    "hide-control-center-parent": { type: "boolean" },
    "latency-ms": { type: "string" },
    "error-rate": { type: "string" },
    "drop-after-commit-rate": { type: "string" },
    "rate-limit": { type: "string" },
    "fault-seed": { type: "string" },
    help: { type: "boolean", short: "h" },
    version: { type: "boolean", short: "v" },
};
/** Which flags each command accepts; any other is a usage error rather than silently ignored. */
const COMMAND_FLAGS = {
    validate: ["path", "root", "api-url", "request-timeout", "color", "no-color"],
    plan: [
        "path",
        "root",
        "api-url",
        "format",
        "out",
        "detailed-exitcode",
        "max-change-percent",
        "min-assets-for-ratio",
        "max-changes",
        "request-timeout",
        "color",
        "no-color",
    ],
    apply: [
        "path",
        "root",
        "api-url",
        "plan",
        "record",
        "yes",
        "allow-mass-delete",
        "max-change-percent",
        "min-assets-for-ratio",
        "max-changes",
        "concurrency",
        "deadline",
        "request-timeout",
        "color",
        "no-color",
    ],
    import: ["api-url", "out", "force", "request-timeout"],
    emulator: [
        "port",
        "host",
        "data",
        "state",
        "base-path",
        "no-unique-names",
        "hide-control-center-parent",
        "latency-ms",
        "error-rate",
        "drop-after-commit-rate",
        "rate-limit",
        "fault-seed",
    ],
};
function parseCliArgs(argv, environment) {
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({ args: [...argv], options, allowPositionals: true, strict: true });
    }
    catch (error) {
        throw new UsageError(`${error.message}. Run 'cip-sync --help' for usage.`);
    }
    const { values, positionals } = parsed;
    if (values.version)
        return { command: "version" };
    const [command, ...extra] = positionals;
    if (values.help || command === undefined || command === "help")
        return { command: "help" };
    if (!isCommand(command)) {
        throw new UsageError(`unknown command '${command}'; expected one of: ${COMMANDS.join(", ")}. Run 'cip-sync --help' for usage.`);
    }
    if (extra.length > 0) {
        throw new UsageError(`unexpected argument '${extra[0]}' for '${command}'; files are selected with --path GLOB.`);
    }
    for (const name of Object.keys(values)) {
        if (name !== "help" && name !== "version" && !COMMAND_FLAGS[command].includes(name)) {
            throw new UsageError(`'${command}' does not take --${name}. Run 'cip-sync --help' for usage.`);
        }
    }
    const { env, cwd } = environment;
    // --no-color wins over --color; without either, colour on a terminal unless NO_COLOR is set.
    const colorFor = (isTTY) => values["no-color"] ? false : (values.color ?? (isTTY && env.NO_COLOR === undefined));
    const color = {
        stdout: colorFor(environment.stdoutIsTTY),
        stderr: colorFor(environment.stderrIsTTY),
    };
    const connection = {
        apiUrl: values["api-url"] ?? env.CIP_API_URL,
        urlSource: values["api-url"] !== undefined ? "--api-url" : "CIP_API_URL",
        apiKey: env.CIP_API_KEY,
        keySource: "CIP_API_KEY",
        proxyEnv: env,
        requestTimeoutMs: secondsFlag("request-timeout", DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000,
    };
    function secondsFlag(name, fallback) {
        const text = values[name];
        return text === undefined
            ? fallback
            : parseNumberFlag(`--${name}`, text, SHARED_NUMBER_SETTINGS[name]);
    }
    const source = () => ({
        patterns: values.path && values.path.length > 0 ? values.path : DEFAULT_PATTERNS,
        root: values.root ?? cwd,
    });
    const limits = () => ({
        maxChangeRatio: values["max-change-percent"] === undefined
            ? DEFAULT_SAFETY_LIMITS.maxChangeRatio
            : parseNumberFlag("--max-change-percent", values["max-change-percent"], SHARED_NUMBER_SETTINGS["max-change-percent"]) / 100,
        minAssetsForRatio: values["min-assets-for-ratio"] === undefined
            ? DEFAULT_SAFETY_LIMITS.minAssetsForRatio
            : parseNumberFlag("--min-assets-for-ratio", values["min-assets-for-ratio"], SHARED_NUMBER_SETTINGS["min-assets-for-ratio"]),
        maxChanges: values["max-changes"] === undefined
            ? DEFAULT_SAFETY_LIMITS.maxChanges
            : parseNumberFlag("--max-changes", values["max-changes"], SHARED_NUMBER_SETTINGS["max-changes"]),
    });
    switch (command) {
        case "validate":
            return { command, source: source(), connection, color };
        case "plan": {
            const format = values.format ?? "text";
            if (!PLAN_FORMATS.includes(format)) {
                throw new UsageError(`--format must be one of ${PLAN_FORMATS.join(", ")}; got '${format}'.`);
            }
            return {
                command,
                source: source(),
                connection,
                format: format,
                out: values.out,
                detailedExitCode: values["detailed-exitcode"] ?? false,
                limits: limits(),
                color,
            };
        }
        case "apply":
            return {
                command,
                source: source(),
                connection,
                planFile: values.plan,
                recordFile: values.record,
                assumeYes: values.yes ?? false,
                allowMassDelete: values["allow-mass-delete"] ?? false,
                limits: limits(),
                concurrency: values.concurrency === undefined
                    ? 8
                    : parseNumberFlag("--concurrency", values.concurrency, SHARED_NUMBER_SETTINGS.concurrency),
                deadlineMs: secondsFlag("deadline", DEFAULT_DEADLINE_SECONDS) * 1000,
                color,
            };
        case "import":
            return { command, connection, out: values.out ?? "inventory", force: values.force ?? false };
        case "emulator": {
            const faults = {};
            if (values["latency-ms"] !== undefined)
                faults.latencyMs = parseNumberFlag("--latency-ms", values["latency-ms"], {
                    min: 0,
                    max: 60_000,
                    integer: true,
                });
            if (values["error-rate"] !== undefined)
                faults.errorRate = parseNumberFlag("--error-rate", values["error-rate"], RATE);
            if (values["drop-after-commit-rate"] !== undefined)
                faults.dropAfterCommitRate = parseNumberFlag("--drop-after-commit-rate", values["drop-after-commit-rate"], RATE);
            if (values["rate-limit"] !== undefined)
                faults.rateLimitPerSecond = parseNumberFlag("--rate-limit", values["rate-limit"], {
                    min: 1,
                    integer: true,
                });
            if (values["fault-seed"] !== undefined)
                faults.seed = parseNumberFlag("--fault-seed", values["fault-seed"], {
                    min: 0,
                    integer: true,
                });
            return {
                command,
                port: values.port === undefined
                    ? 8787
                    : parseNumberFlag("--port", values.port, { min: 0, max: 65_535, integer: true }),
                host: values.host ?? "127.0.0.1",
                dataFile: values.data,
                stateFile: values.state,
                basePath: values["base-path"] ?? "",
                enforceUniqueNames: !values["no-unique-names"],
                exposeControlCenterParent: !values["hide-control-center-parent"],
                faults,
            };
        }
    }
}
function isCommand(name) {
    return COMMANDS.includes(name);
}
/** A fault rate: the share of requests, from 0 to 1. */
const RATE = { min: 0, max: 1, integer: false };
function parseNumberFlag(flag, text, setting) {
    const value = parseNumberSetting(text, setting);
    if (value === undefined) {
        throw new UsageError(`${flag} must be ${describeNumberSetting(setting)}; got '${text}'.`);
    }
    return value;
}
const USAGE = `cip-sync: the NERC CIP cyber-asset inventory as code

Usage:
  cip-sync validate [--path GLOB]...                 check the inventory files (and, with
                                                      CIP_API_URL/CIP_API_KEY set, every reference)
  cip-sync plan [--path GLOB]... [--format text|markdown|json] [--out FILE] [--detailed-exitcode]
  cip-sync apply [--path GLOB]... [--plan FILE] [--allow-mass-delete] [--record FILE] [--yes]
  cip-sync import [--out DIR] [--force]              write the live inventory as inventory files
  cip-sync emulator [--port N] [--host H] [--data FILE] [--state FILE]   local service emulator

Connection (plan, apply, import; validate optionally):
  CIP_API_URL   base URL of the Compliance Inventory Service (https:// except for loopback)
  CIP_API_KEY   API key; read from the environment only, never a flag, never printed
  --api-url URL overrides CIP_API_URL

Safety (plan shows, apply enforces):
  --max-change-percent N     deletes, or updates, above N% of the deletable live assets
                             (overall, and per system for deletes) are refused (30)
  --min-assets-for-ratio N   the percentage applies once it counts N assets (10)
  --max-changes N            absolute cap on deletes, and on updates (500)
  --allow-mass-delete        apply anyway

Emulator (tests and rehearsals only; see the README section "The emulator"):
  --port N (8787; 0 = any free port)  --host H (127.0.0.1)  --base-path /PREFIX
  --data FILE (seed; default the built-in example)  --state FILE (persist every change)
  --no-unique-names  --hide-control-center-parent
  --latency-ms N  --error-rate R  --drop-after-commit-rate R  --rate-limit N  --fault-seed N

Other:
  --root DIR          repository root: symlinks must stay inside it (default: current directory)
  --concurrency N     requests in flight during apply (default 8)
  --deadline S        apply starts nothing new after S seconds (default 3600)
  --request-timeout S seconds one request may wait for its answer (default 30)
  --color, --no-color colour in terminal output (default: per stream, on a TTY unless NO_COLOR is set)
  -h, --help          this text
  -v, --version       the version

Exit codes: 0 success; 1 error, invalid inventory, refused or failed apply;
            2 with plan --detailed-exitcode: success with changes.
`;

;// CONCATENATED MODULE: ./src/cli/emulator-command.ts
// `cip-sync emulator`: the local Compliance Inventory Service. Without --data it serves the
// example seed embedded in the bundle, so `npx cip-sync emulator` works anywhere with no files.







const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;
async function runEmulatorCommand(settings, io) {
    const basePath = basePathProblem(settings.basePath);
    if (basePath !== undefined)
        throw new UsageError(`--base-path ${basePath}.`);
    const seed = settings.dataFile === undefined
        ? parseEmulatorSeed(JSON.stringify(emulator_seed_namespaceObject), "the built-in example seed")
        : parseEmulatorSeed(await readSeedFile(settings.dataFile, io.cwd), settings.dataFile);
    const statePath = settings.stateFile === undefined ? undefined : (0,external_node_path_.resolve)(io.cwd, settings.stateFile);
    const emulator = await startEmulator({
        seed,
        host: settings.host,
        port: settings.port,
        basePath: settings.basePath,
        ...(statePath !== undefined ? { statePath } : {}),
        enforceUniqueNames: settings.enforceUniqueNames,
        exposeControlCenterParent: settings.exposeControlCenterParent,
        faults: settings.faults,
    }).catch((error) => {
        throw listenProblem(error, settings) ?? error;
    });
    const keys = emulator
        .apiKeys()
        .map(({ organization, key }) => `  ${organization}: ${key}`)
        .join("\n");
    const state = statePath === undefined
        ? "in memory, lost on exit (--state FILE keeps it)"
        : emulator.restoredState
            ? `${statePath}, restored (the seed is not used while this file exists; delete it to start again from the seed)`
            : `${statePath}, new, from the seed`;
    const faults = describeFaults(settings.faults);
    if (!LOOPBACK_HOST.test(settings.host)) {
        io.stderr(`warning: --host ${settings.host} lets other machines reach the emulator and its published keys; it is for tests and rehearsals only.\n`);
    }
    // These are the emulator's own keys (from the seed), printed so a newcomer can connect.
    io.stdout(`Compliance Inventory Service emulator listening on ${emulator.url}\n` +
        `Seed: ${settings.dataFile ?? "the built-in example seed"}\n` +
        `State: ${state}\n` +
        (faults === undefined ? "" : `Injected faults: ${faults}\n`) +
        `API keys by organization:\n${keys}\n` +
        `Try: CIP_API_URL=${emulator.url} CIP_API_KEY=<key> cip-sync plan --path examples/inventory\n` +
        "Stop with Ctrl-C.\n");
    await io.waitForStop();
    await emulator.close();
    return 0;
}
async function readSeedFile(file, cwd) {
    try {
        return await (0,external_node_fs_promises_.readFile)((0,external_node_path_.resolve)(cwd, file), "utf8");
    }
    catch (error) {
        throw new UsageError(`--data ${file}: cannot read the seed file (${error.message}); pass the path of a JSON seed file, or leave out --data to serve the built-in example seed.`);
    }
}
/** A failure to listen, in terms of --host and --port; undefined for any other error. */
function listenProblem(error, settings) {
    const { code, syscall } = error;
    if (syscall !== "listen" && syscall !== "getaddrinfo")
        return undefined;
    const { host, port } = settings;
    switch (code) {
        case "EADDRINUSE":
            return new UsageError(`--port ${port}: the port is already in use on ${host}; choose another with --port N, or --port 0 for any free port.`);
        case "EACCES":
            return new UsageError(`--port ${port}: not permitted to listen on this port on ${host}; choose a port from 1024 up, or --port 0 for any free port.`);
        default:
            return new UsageError(`--host ${host}: cannot listen on this address (${code}); use an address of this machine, such as 127.0.0.1 (the default) or 0.0.0.0 for every interface.`);
    }
}
/** The active faults in words, or undefined when none is on. */
function describeFaults(faults) {
    const active = [
        faults.latencyMs ? `${faults.latencyMs} ms latency` : undefined,
        faults.errorRate ? `503 on ${emulator_command_percent(faults.errorRate)} of requests` : undefined,
        faults.dropAfterCommitRate
            ? `connection dropped after ${emulator_command_percent(faults.dropAfterCommitRate)} of committed changes`
            : undefined,
        faults.rateLimitPerSecond !== undefined
            ? `429 above ${faults.rateLimitPerSecond} requests per second`
            : undefined,
    ].filter((item) => item !== undefined);
    if (active.length === 0)
        return undefined;
    return `${active.join(", ")} (fault seed ${faults.seed ?? DEFAULT_FAULT_SEED})`;
}
function emulator_command_percent(rate) {
    return `${Math.round(rate * 1000) / 10}%`;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(4377);
;// CONCATENATED MODULE: ./src/core/evidence-schema.ts
// Evidence records as a zod schema: the check `cip-sync evidence verify` makes on every file of the
// ledger, and the source of schemas/evidence-record.schema.json. It mirrors `EvidenceRecord`
// (evidence-record.ts) and `ChangeRecord` (change-record.ts) exactly: `satisfies` fails the
// typecheck when they drift apart.




const evidence_schema_count = schemas/* int */.Whr().nonnegative();
const fingerprint = schemas/* string */.YjP().regex(/^sha256:[0-9a-f]{64}$/);
const commitSha = schemas/* string */.YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
const timestamp = iso/* datetime */.w$();
const logins = schemas/* array */.YOg(schemas/* string */.YjP());
/** A merged pull request in a change record's context. */
const changePullRequestSchema = schemas/* strictObject */.rej({
    number: schemas/* int */.Whr().positive(),
    url: schemas/* string */.YjP(),
    title: schemas/* string */.YjP(),
    author: schemas/* string */.YjP(),
    approved_by: logins,
    not_independent: logins.optional(),
    approved_earlier_commit: logins.optional(),
    merged_by: schemas/* string */.YjP().optional(),
});
const changeRecordSchema = schemas/* strictObject */.rej({
    format_version: schemas/* literal */.euz(CHANGE_RECORD_FORMAT_VERSION),
    tool: schemas/* strictObject */.rej({ name: schemas/* literal */.euz("cip-inventory-sync"), version: schemas/* string */.YjP() }),
    status: schemas/* enum */.k5n(["applied", "partly-applied", "failed", "no-changes"]),
    fingerprint,
    started_at: timestamp,
    finished_at: timestamp,
    context: schemas/* strictObject */.rej({
        workspace: schemas/* string */.YjP().optional(),
        repository: schemas/* string */.YjP().optional(),
        commit: schemas/* string */.YjP().optional(),
        ref: schemas/* string */.YjP().optional(),
        run_url: schemas/* string */.YjP().optional(),
        actor: schemas/* string */.YjP().optional(),
        pull_request: changePullRequestSchema.optional(),
        pull_requests: schemas/* array */.YOg(changePullRequestSchema).optional(),
        reviewed_fingerprint: fingerprint.optional(),
    }),
    plan_summary: planSummarySchema,
    result_summary: schemas/* strictObject */.rej({ succeeded: evidence_schema_count, failed: evidence_schema_count, skipped: evidence_schema_count }),
    operations: schemas/* array */.YOg(schemas/* strictObject */.rej({
        index: evidence_schema_count,
        action: schemas/* enum */.k5n(["create", "update", "delete"]),
        name: schemas/* string */.YjP(),
        cyber_system: systemRefSchema,
        asset_type: plan_schema_assetTypeSchema.optional(),
        changes: schemas/* strictObject */.rej({
            name: fieldChange(schemas/* string */.YjP()).optional(),
            cyber_system: fieldChange(systemRefSchema).optional(),
            asset_type: fieldChange(plan_schema_assetTypeSchema).optional(),
        })
            .optional(),
        result: schemas/* enum */.k5n(["succeeded", "failed", "skipped"]),
        asset_id: schemas/* string */.YjP().optional(),
        adopted: schemas/* boolean */.zMY().optional(),
        error: schemas/* string */.YjP().optional(),
    })),
    verification: schemas/* strictObject */.rej({
        problems: schemas/* array */.YOg(schemas/* strictObject */.rej({
            kind: schemas/* enum */.k5n(["no-effect", "changed-by-other", "duplicate", "not-verified"]),
            operation: evidence_schema_count.optional(),
            message: schemas/* string */.YjP(),
        })),
    })
        .optional()
        .meta({ description: "What re-reading the live assets after the apply showed." }),
})
    .meta({
    title: "Change record",
    description: "What the apply executed, operation by operation.",
});
const pullRequestSchema = schemas/* strictObject */.rej({
    number: schemas/* int */.Whr().positive(),
    url: schemas/* string */.YjP(),
    title: schemas/* string */.YjP(),
    author: schemas/* string */.YjP(),
    approved_by: logins.meta({ description: "Independent approvals of the merged head commit." }),
    not_independent: logins.meta({
        description: "Approvals of the merged head by someone who authored or committed a commit of the pull request: listed apart, not counted as approvals.",
    }),
    approved_earlier_commit: logins.meta({
        description: "Approvals given on an earlier commit only: not approvals of what was merged.",
    }),
    merged_by: schemas/* string */.YjP().nullable(),
})
    .meta({ title: "Pull request and its approvals" });
const changeSchema = schemas/* strictObject */.rej({
    outcome: schemas/* enum */.k5n(CHANGE_OUTCOMES),
    reason: schemas/* string */.YjP().nullable(),
    base_sha: commitSha.nullable(),
    merge_sha: commitSha,
    plan_fingerprint: fingerprint.nullable(),
    reviewed_fingerprint: fingerprint.nullable(),
    pull_request: pullRequestSchema.nullable(),
    change_record: changeRecordSchema.nullable(),
});
const assetStateSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP(),
    cyber_system: schemas/* string */.YjP(),
    asset_type: plan_schema_assetTypeSchema,
});
const monitoringSchema = schemas/* strictObject */.rej({
    in_sync: schemas/* boolean */.zMY(),
    commit: commitSha,
    plan_fingerprint: fingerprint,
    systems: schemas/* array */.YOg(schemas/* strictObject */.rej({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP() })),
    live_counts: schemas/* strictObject */.rej({ cyber_systems: evidence_schema_count, cyber_assets: evidence_schema_count, managed_assets: evidence_schema_count }),
    live_fingerprint: fingerprint,
    differences: schemas/* array */.YOg(schemas/* strictObject */.rej({
        action: schemas/* enum */.k5n(["create", "update", "delete"]),
        asset_id: schemas/* string */.YjP().nullable(),
        declared: assetStateSchema.nullable(),
        live: assetStateSchema.nullable(),
    })),
});
const envelope = {
    format_version: schemas/* literal */.euz(EVIDENCE_FORMAT_VERSION),
    workspace: schemas/* string */.YjP().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/),
    sequence: schemas/* int */.Whr()
        .positive()
        .meta({ description: "1 for the workspace's first record, then +1." }),
    previous_sha256: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{64}$/)
        .nullable()
        .meta({
        description: "Hex SHA-256 of the exact bytes of the workspace's previous record file; null for the first.",
    }),
    recorded_at: timestamp,
    tool_version: schemas/* string */.YjP(),
    run: schemas/* strictObject */.rej({
        repository: schemas/* string */.YjP(),
        run_id: schemas/* string */.YjP().regex(/^[0-9A-Za-z_-]+$/),
        run_attempt: schemas/* int */.Whr().positive(),
        run_url: schemas/* string */.YjP(),
        actor: schemas/* string */.YjP(),
    }),
};
const evidenceRecordSchema = schemas/* discriminatedUnion */.gMt("kind", [
    schemas/* strictObject */.rej({ ...envelope, kind: schemas/* literal */.euz("change"), change: changeSchema })
        .meta({ title: "Change (CIP-010 R1): an apply attempt" }),
    schemas/* strictObject */.rej({ ...envelope, kind: schemas/* literal */.euz("monitoring"), monitoring: monitoringSchema })
        .meta({ title: "Monitoring (CIP-010 R2): a drift check" }),
])
    .meta({
    title: "cip-inventory-sync evidence record",
    description: "One file of the evidence ledger (records/<workspace>/<YYYY>/<MM>/<time>-<kind>-<run>-<attempt>.json), chained per workspace.",
});
/** The JSON Schema (draft 2020-12) of an evidence record. */
function evidenceJsonSchema() {
    return z.toJSONSchema(evidenceRecordSchema, { target: "draft-2020-12" });
}

;// CONCATENATED MODULE: ./src/core/evidence-chain.ts
// The chain check of the evidence ledger: every file is a valid record filed where its content
// says, and each workspace's records, in file-name (time) order, count 1, 2, 3... with each naming
// the SHA-256 of the exact bytes of the one before. The first break of each workspace is reported
// with its file and what it means: a record deleted, edited, reordered, or not a record at all.




const evidence_chain_MAX_REPORTED_ISSUES = 3;
/** Parses and checks one file: the record, or the reason it is not one. */
function parseRecordFile(file) {
    const invalid = (why) => ({
        kind: "invalid",
        file: file.path,
        message: `${file.path} is not a valid evidence record: ${why}`,
    });
    let value;
    try {
        value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(file.bytes));
    }
    catch (error) {
        return invalid(`not UTF-8 JSON (${error.message})`);
    }
    const parsed = evidenceRecordSchema.safeParse(value);
    if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, evidence_chain_MAX_REPORTED_ISSUES);
        return invalid(issues.map((issue) => `at ${jsonPath(issue.path)}: ${issue.message}`).join("; "));
    }
    const record = parsed.data;
    const expected = recordPath(record);
    if (expected !== file.path) {
        return {
            kind: "misplaced",
            file: file.path,
            message: `${file.path} holds the record that belongs at ${expected} (workspace, time, kind and run): a record was renamed or moved`,
        };
    }
    return record;
}
/** Checks every file of the ledger; `files` in any order. */
function verifyLedger(files) {
    const breaks = [];
    const byWorkspace = new Map();
    const sorted = [...files].sort((a, b) => compareCodePoints(a.path, b.path));
    for (const file of sorted) {
        const workspace = workspaceOfPath(file.path);
        if (workspace === undefined || !file.path.endsWith(".json"))
            continue;
        const parsed = parseRecordFile(file);
        if ("message" in parsed) {
            breaks.push(parsed);
            continue;
        }
        const chain = byWorkspace.get(workspace) ?? [];
        chain.push({ path: file.path, record: parsed, bytes: file.bytes });
        byWorkspace.set(workspace, chain);
    }
    const records = [];
    for (const [, chain] of byWorkspace) {
        const first = firstBreak(chain);
        if (first !== undefined)
            breaks.push(first);
        for (const { path, record } of chain)
            records.push({ path, record });
    }
    return { records, workspaces: [...byWorkspace.keys()], breaks };
}
function firstBreak(chain) {
    for (let index = 0; index < chain.length; index++) {
        const { path, record } = chain[index];
        const expected = index + 1;
        const previous = chain[index - 1];
        if (record.sequence !== expected) {
            const misfiled = chain.find((entry) => entry.record.sequence === expected);
            if (misfiled !== undefined) {
                return {
                    kind: "reordered",
                    file: path,
                    message: `${path} has sequence ${record.sequence} where sequence ${expected} belongs, and ${misfiled.path} has sequence ${expected}: records were reordered`,
                };
            }
            const after = previous === undefined ? "the start of the chain" : previous.path;
            return {
                kind: "deleted",
                file: path,
                message: `${path} has sequence ${record.sequence}, but the record before it is ${after}: record ${expected}${record.sequence > expected + 1 ? `-${record.sequence - 1}` : ""} was deleted`,
            };
        }
        const previousHash = previous === undefined ? null : sha256Hex(previous.bytes);
        if (record.previous_sha256 !== previousHash) {
            return {
                kind: "edited",
                file: previous?.path ?? path,
                message: previous === undefined
                    ? `${path} is sequence 1 but names a previous record (previous_sha256 ${record.previous_sha256}): the chain's start was edited`
                    : `${previous.path} has SHA-256 ${previousHash}, but ${path} recorded ${record.previous_sha256} for it: ${previous.path} was edited after ${path} was written`,
            };
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/evidence.ts

/** CIP-010 R2.1: monitor the baseline at least once every 35 calendar days. */
const MONITORING_LIMIT_DAYS = 35;
const DAY_MS = 86_400_000;
function buildEvidenceReport(files, period, now) {
    const verified = verifyLedger(files);
    const byWorkspace = new Map();
    for (const entry of verified.records) {
        const list = byWorkspace.get(entry.record.workspace) ?? [];
        list.push(entry);
        byWorkspace.set(entry.record.workspace, list);
    }
    const inPeriod = (at) => {
        const time = Date.parse(at);
        return time >= period.from.getTime() && time < period.to.getTime();
    };
    const workspaces = [...byWorkspace].map(([workspace, records]) => {
        const changes = records.flatMap(({ path, record }) => record.kind === "change" && inPeriod(record.recorded_at) ? [changeEntry(path, record)] : []);
        const monitoring = records.flatMap(({ path, record }) => record.kind === "monitoring" && inPeriod(record.recorded_at)
            ? [monitoringEntry(path, record)]
            : []);
        const gaps = monitoringGaps(records, period, now);
        const longest = gaps.reduce((best, gap) => (best === null || gap.days > best.days ? gap : best), null);
        const episodes = driftEpisodes(records).filter((episode) => Date.parse(episode.first_seen) < period.to.getTime() &&
            (episode.resolved_at === null || Date.parse(episode.resolved_at) >= period.from.getTime()));
        return {
            workspace,
            changes,
            monitoring,
            longest_gap: longest,
            gaps_over_limit: gaps.filter((gap) => gap.over_limit),
            drift_episodes: episodes,
        };
    });
    return {
        period: { from: period.from.toISOString(), to: period.to.toISOString() },
        generated_at: now.toISOString(),
        limit_days: MONITORING_LIMIT_DAYS,
        ledger: { records: verified.records.length, breaks: verified.breaks },
        workspaces,
    };
}
function changeEntry(file, record) {
    const { change } = record;
    const pull = change.pull_request;
    return {
        file,
        recorded_at: record.recorded_at,
        outcome: change.outcome,
        reason: change.reason,
        merge_sha: change.merge_sha,
        pull_request: pull === null
            ? null
            : { number: pull.number, url: pull.url, title: pull.title, author: pull.author },
        approved_by: pull?.approved_by ?? [],
        not_independent: pull?.not_independent ?? [],
        approved_earlier_commit: pull?.approved_earlier_commit ?? [],
        merged_by: pull?.merged_by ?? null,
        reviewed_is_executed: change.reviewed_fingerprint === null || change.plan_fingerprint === null
            ? null
            : change.reviewed_fingerprint === change.plan_fingerprint,
        reviewed_fingerprint: change.reviewed_fingerprint,
        plan_fingerprint: change.plan_fingerprint,
        operations: (change.change_record?.operations ?? []).map((operation) => ({
            action: operation.action,
            name: operation.name,
            asset_id: operation.asset_id ?? null,
            result: operation.result,
            error: operation.error ?? null,
        })),
    };
}
function monitoringEntry(file, record) {
    return {
        file,
        recorded_at: record.recorded_at,
        in_sync: record.monitoring.in_sync,
        differences: record.monitoring.differences.length,
        live_fingerprint: record.monitoring.live_fingerprint,
        run_url: record.run.run_url,
    };
}
/** Calendar days (UTC) from `a` to `b`. */
function calendarDays(a, b) {
    const day = (date) => Math.floor(date.getTime() / DAY_MS);
    return day(b) - day(a);
}
/**
 * The stretches without monitoring that touch the period: from the last run before it (or the
 * period's start) through each run in it, to the first run after it (or the period's end, or now
 * when that is earlier).
 */
function monitoringGaps(records, period, now) {
    const times = records
        .filter(({ record }) => record.kind === "monitoring")
        .map(({ record }) => new Date(record.recorded_at));
    const before = times.filter((time) => time < period.from).at(-1);
    const after = times.find((time) => time >= period.to);
    const end = after ?? new Date(Math.min(period.to.getTime(), now.getTime()));
    const points = [
        before ?? period.from,
        ...times.filter((time) => time >= period.from && time < period.to),
        end,
    ];
    const gaps = [];
    for (let index = 1; index < points.length; index++) {
        const from = points[index - 1];
        const to = points[index];
        if (to <= from)
            continue;
        const days = calendarDays(from, to);
        gaps.push({
            from: from.toISOString(),
            to: to.toISOString(),
            days,
            over_limit: days > MONITORING_LIMIT_DAYS,
        });
    }
    return gaps;
}
/** Drift episodes in the workspace's whole history: first run that drifted to first back in sync. */
function driftEpisodes(records) {
    const episodes = [];
    let open;
    let lastApply;
    for (const { record } of records) {
        if (record.kind === "change") {
            const { outcome } = record.change;
            if (open !== undefined && (outcome === "applied" || outcome === "partly-applied"))
                lastApply = record;
            continue;
        }
        const { in_sync, differences } = record.monitoring;
        if (!in_sync) {
            if (open === undefined) {
                open = {
                    first_seen: record.recorded_at,
                    last_seen: record.recorded_at,
                    resolved_at: null,
                    resolved_by: null,
                    max_differences: 0,
                };
                episodes.push(open);
                lastApply = undefined;
            }
            open.last_seen = record.recorded_at;
            open.max_differences = Math.max(open.max_differences, differences.length);
        }
        else if (open !== undefined) {
            open.resolved_at = record.recorded_at;
            if (lastApply?.kind === "change") {
                const pull = lastApply.change.pull_request;
                open.resolved_by = {
                    pull_request: pull?.number ?? null,
                    url: pull?.url ?? null,
                    recorded_at: lastApply.recorded_at,
                };
            }
            open = undefined;
        }
    }
    return episodes;
}

;// CONCATENATED MODULE: ./src/io/ledger-files.ts
// Reads a checkout of the evidence branch: every file under records/, as bytes (the chain hashes
// exact bytes), with paths relative to the checkout and "/" as separator.



/** `source` names the setting that gave `dir` (e.g. "--dir"), for the message when it is wrong. */
async function readLedgerDirectory(dir, source) {
    const records = (0,external_node_path_.join)(dir, RECORDS_DIR);
    const found = await (0,external_node_fs_promises_.stat)(records).catch(() => undefined);
    if (found === undefined || !found.isDirectory()) {
        throw new Error(`${source} ${dir} has no ${RECORDS_DIR}/ directory: pass a checkout of the evidence branch (git clone --branch cip-sync-evidence --single-branch <repository> evidence)`);
    }
    const entries = await (0,external_node_fs_promises_.readdir)(records, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile());
    return Promise.all(files.map(async (entry) => {
        const path = (0,external_node_path_.join)(entry.parentPath, entry.name);
        return { path: (0,external_node_path_.relative)(dir, path).split(external_node_path_.sep).join("/"), bytes: await (0,external_node_fs_promises_.readFile)(path) };
    }));
}

;// CONCATENATED MODULE: ./src/render/evidence-markdown.ts

/** "2026-01-01 06:00 UTC": the time as an auditor reads it. */
function readableTime(iso) {
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
function periodLine(report) {
    const last = new Date(Date.parse(report.period.to) - 1).toISOString();
    return `${report.period.from.slice(0, 10)} to ${last.slice(0, 10)} (UTC)`;
}
/** "yes", "NO" or "n/a": whether what was executed is what was reviewed. */
function reviewedWord(entry) {
    if (entry.reviewed_is_executed === null)
        return "n/a";
    return entry.reviewed_is_executed ? "yes" : "NO";
}
function gapLine(gap, limit) {
    return `${gap.days} days, ${readableTime(gap.from)} to ${readableTime(gap.to)}${gap.over_limit ? ` (over ${limit})` : ""}`;
}
function episodeResolution(episode) {
    if (episode.resolved_at === null)
        return "unresolved";
    const by = episode.resolved_by;
    if (by === null)
        return `resolved ${readableTime(episode.resolved_at)}`;
    const pull = by.pull_request === null ? "an apply" : `the apply of pull request #${by.pull_request}`;
    return `resolved ${readableTime(episode.resolved_at)} by ${pull} (${readableTime(by.recorded_at)})`;
}
const list = (logins) => logins.length === 0 ? "none" : logins.map((login) => escape_markdown_escapeMarkdown(login)).join(", ");
function renderEvidenceMarkdown(report) {
    const lines = [
        "# Evidence report",
        "",
        `Period: ${periodLine(report)}. Generated ${readableTime(report.generated_at)}. Monitoring limit: ${report.limit_days} calendar days (CIP-010 R2.1).`,
        "",
        integrity(report),
        "",
    ];
    for (const workspace of report.workspaces)
        lines.push(...workspaceSection(workspace, report));
    return `${lines.join("\n").replace(/\n+$/, "")}\n`;
}
function integrity(report) {
    const { records, breaks } = report.ledger;
    if (breaks.length === 0)
        return `**Ledger intact:** ${records} record(s); every chain verifies (sequence and SHA-256 of the previous record).`;
    const items = breaks.map((found) => `- ${escape_markdown_escapeMarkdown(found.message)}`);
    return [
        `**Ledger broken:** ${breaks.length} break(s) found; this report shows what could be read.`,
        "",
        ...items,
    ].join("\n");
}
function workspaceSection(workspace, report) {
    const lines = [`## Workspace ${escape_markdown_markdownCodeSpan(workspace.workspace)}`, ""];
    lines.push(`### Changes (${workspace.changes.length})`, "");
    if (workspace.changes.length === 0)
        lines.push("No change in the period.", "");
    for (const change of workspace.changes)
        lines.push(...changeSection(change));
    lines.push(`### Monitoring runs (${workspace.monitoring.length})`, "");
    const longest = workspace.longest_gap;
    lines.push(`Longest gap: ${longest === null ? "none" : gapLine(longest, report.limit_days)}.`, workspace.gaps_over_limit.length === 0
        ? `No gap over ${report.limit_days} days.`
        : `**Gaps over ${report.limit_days} days:** ${workspace.gaps_over_limit.map((gap) => gapLine(gap, report.limit_days)).join("; ")}.`, "");
    if (workspace.monitoring.length > 0) {
        lines.push("| When | Result | Differences | Live state |", "| --- | --- | --- | --- |");
        for (const run of workspace.monitoring) {
            lines.push(`| ${readableTime(run.recorded_at)} | ${run.in_sync ? "in sync" : "**drift**"} | ${run.differences} | ${escape_markdown_markdownCodeSpan(run.live_fingerprint.slice(0, 19))} |`);
        }
        lines.push("");
    }
    lines.push(`### Drift episodes (${workspace.drift_episodes.length})`, "");
    if (workspace.drift_episodes.length === 0)
        lines.push("No drift in the period.", "");
    for (const episode of workspace.drift_episodes) {
        lines.push(`- First seen ${readableTime(episode.first_seen)}, last seen ${readableTime(episode.last_seen)}, up to ${episode.max_differences} asset(s): ${episodeResolution(episode)}.`);
    }
    lines.push("");
    return lines;
}
function changeSection(change) {
    const pull = change.pull_request;
    const title = pull === null
        ? `commit ${escape_markdown_markdownCodeSpan(change.merge_sha.slice(0, 7))}, no pull request`
        : `pull request #${pull.number} ${escape_markdown_escapeMarkdown(pull.title)}`;
    const lines = [
        `#### ${readableTime(change.recorded_at)}: ${change.outcome}, ${title}`,
        "",
        `- Approved by (independent): ${list(change.approved_by)}`,
        `- Not independent (authored or committed a commit): ${list(change.not_independent)}`,
    ];
    if (change.approved_earlier_commit.length > 0)
        lines.push(`- Approved an earlier commit only: ${list(change.approved_earlier_commit)}`);
    lines.push(`- Author: ${pull === null ? "n/a" : escape_markdown_escapeMarkdown(pull.author)}; merged by: ${change.merged_by === null ? "n/a" : escape_markdown_escapeMarkdown(change.merged_by)}`, `- Reviewed plan is the executed plan: ${reviewedWord(change)}`);
    if (change.reason !== null)
        lines.push(`- Why: ${escape_markdown_escapeMarkdown(change.reason)}`);
    lines.push(`- Record: ${escape_markdown_markdownCodeSpan(change.file)}`, "");
    if (change.operations.length > 0) {
        lines.push("| # | Action | Asset | Asset id | Result |", "| --- | --- | --- | --- | --- |");
        change.operations.forEach((operation, index) => {
            const result = operation.error === null
                ? operation.result
                : `${operation.result}: ${escape_markdown_escapeMarkdown(operation.error)}`;
            lines.push(`| ${index + 1} | ${operation.action} | ${escape_markdown_escapeMarkdown(operation.name)} | ${operation.asset_id === null ? "" : escape_markdown_markdownCodeSpan(operation.asset_id)} | ${result} |`);
        });
        lines.push("");
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/render/evidence-csv.ts

const COLUMNS = [
    "row",
    "workspace",
    "time",
    "until",
    "outcome",
    "pull_request",
    "approved_by",
    "not_independent",
    "reviewed_is_executed",
    "asset",
    "asset_id",
    "detail",
    "file",
];
function cell(value) {
    if (value === undefined)
        return "";
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text))
        text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
function renderEvidenceCsv(report) {
    const rows = [];
    for (const workspace of report.workspaces) {
        const base = { workspace: workspace.workspace };
        for (const change of workspace.changes) {
            rows.push({
                ...base,
                row: "change",
                time: change.recorded_at,
                outcome: change.outcome,
                pull_request: change.pull_request?.url ?? "",
                approved_by: change.approved_by.join(" "),
                not_independent: change.not_independent.join(" "),
                reviewed_is_executed: reviewedWord(change),
                detail: change.reason ?? "",
                file: change.file,
            });
            for (const operation of change.operations) {
                rows.push({
                    ...base,
                    row: "operation",
                    time: change.recorded_at,
                    outcome: operation.result,
                    asset: `${operation.action} ${operation.name}`,
                    asset_id: operation.asset_id ?? "",
                    detail: operation.error ?? "",
                    file: change.file,
                });
            }
        }
        for (const run of workspace.monitoring) {
            rows.push({
                ...base,
                row: "monitoring",
                time: run.recorded_at,
                outcome: run.in_sync ? "in-sync" : "drift",
                detail: `${run.differences} difference(s); live ${run.live_fingerprint}`,
                file: run.file,
            });
        }
        for (const gap of workspace.gaps_over_limit) {
            rows.push({
                ...base,
                row: "gap-over-limit",
                time: gap.from,
                until: gap.to,
                detail: `${gap.days} days without monitoring (limit ${report.limit_days})`,
            });
        }
        for (const episode of workspace.drift_episodes) {
            rows.push({
                ...base,
                row: "drift-episode",
                time: episode.first_seen,
                until: episode.resolved_at ?? "",
                outcome: episode.resolved_at === null ? "unresolved" : "resolved",
                pull_request: episode.resolved_by?.url ?? "",
                detail: `up to ${episode.max_differences} asset(s); last seen ${episode.last_seen}`,
            });
        }
    }
    const lines = [
        COLUMNS.join(","),
        ...rows.map((row) => COLUMNS.map((column) => cell(row[column])).join(",")),
    ];
    return `${lines.join("\r\n")}\r\n`;
}

;// CONCATENATED MODULE: ./src/render/evidence-html.ts

const HTML_ESCAPES = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#39;",
};
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}
const STYLE = `
:root { color-scheme: light; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; margin: 2rem auto; max-width: 64rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; }
h2 { font-size: 1.25rem; border-bottom: 2px solid #d0d7de; padding-bottom: .2rem; margin-top: 2rem; }
h3 { font-size: 1.05rem; margin-top: 1.4rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { border: 1px solid #d0d7de; padding: .25rem .45rem; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
.ok { color: #1a7f37; font-weight: 600; }
.bad { color: #cf222e; font-weight: 600; }
.meta { color: #57606a; }
.chart { width: 100%; height: auto; border: 1px solid #d0d7de; background: #fff; }
@media print {
  body { margin: 0; max-width: none; font-size: 10.5pt; }
  h2 { break-before: page; }
  h2:first-of-type { break-before: auto; }
  table, .chart, li { break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}
@page { margin: 15mm; }
`;
function renderEvidenceHtml(report) {
    const body = [
        `<h1>Evidence report</h1>`,
        `<p class="meta">Period ${escapeHtml(periodLine(report))}. Generated ${escapeHtml(readableTime(report.generated_at))}. Monitoring limit: ${report.limit_days} calendar days (CIP-010 R2.1).</p>`,
        evidence_html_integrity(report),
        ...report.workspaces.map((workspace) => evidence_html_workspaceSection(workspace, report)),
    ].join("\n");
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Evidence report ${escapeHtml(periodLine(report))}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
function evidence_html_integrity(report) {
    const { records, breaks } = report.ledger;
    if (breaks.length === 0)
        return `<p><span class="ok">Ledger intact:</span> ${records} record(s); every chain verifies (sequence and SHA-256 of the previous record).</p>`;
    const items = breaks.map((found) => `<li>${escapeHtml(found.message)}</li>`).join("");
    return `<p><span class="bad">Ledger broken:</span> ${breaks.length} break(s); this report shows what could be read.</p><ul>${items}</ul>`;
}
function evidence_html_workspaceSection(workspace, report) {
    const limit = report.limit_days;
    const longest = workspace.longest_gap;
    const runs = workspace.monitoring
        .map((run) => `<tr><td>${escapeHtml(readableTime(run.recorded_at))}</td><td>${run.in_sync ? '<span class="ok">in sync</span>' : '<span class="bad">drift</span>'}</td><td>${run.differences}</td><td><code>${escapeHtml(run.live_fingerprint.slice(0, 19))}</code></td></tr>`)
        .join("\n");
    const episodes = workspace.drift_episodes
        .map((episode) => `<li>First seen ${escapeHtml(readableTime(episode.first_seen))}, last seen ${escapeHtml(readableTime(episode.last_seen))}, up to ${episode.max_differences} asset(s): ${escapeHtml(episodeResolution(episode))}.</li>`)
        .join("");
    return [
        `<h2>Workspace <code>${escapeHtml(workspace.workspace)}</code></h2>`,
        timeline(workspace, report),
        `<h3>Monitoring runs (${workspace.monitoring.length})</h3>`,
        `<p>Longest gap: ${longest === null ? "none" : escapeHtml(gapLine(longest, limit))}.</p>`,
        workspace.gaps_over_limit.length === 0
            ? `<p class="ok">No gap over ${limit} days.</p>`
            : `<p class="bad">Gaps over ${limit} days:</p><ul>${workspace.gaps_over_limit.map((gap) => `<li>${escapeHtml(gapLine(gap, limit))}</li>`).join("")}</ul>`,
        runs === ""
            ? ""
            : `<table><thead><tr><th>When</th><th>Result</th><th>Differences</th><th>Live state</th></tr></thead><tbody>\n${runs}\n</tbody></table>`,
        `<h3>Drift episodes (${workspace.drift_episodes.length})</h3>`,
        episodes === "" ? "<p>No drift in the period.</p>" : `<ul>${episodes}</ul>`,
        `<h3>Changes (${workspace.changes.length})</h3>`,
        workspace.changes.length === 0 ? "<p>No change in the period.</p>" : "",
        ...workspace.changes.map(evidence_html_changeSection),
    ].join("\n");
}
function evidence_html_changeSection(change) {
    const pull = change.pull_request;
    const title = pull === null
        ? `commit <code>${escapeHtml(change.merge_sha.slice(0, 7))}</code>, no pull request`
        : `pull request <a href="${escapeHtml(pull.url)}">#${pull.number}</a> ${escapeHtml(pull.title)}`;
    const logins = (list) => (list.length === 0 ? "none" : escapeHtml(list.join(", ")));
    const reviewed = reviewedWord(change);
    const operations = change.operations
        .map((operation, index) => `<tr><td>${index + 1}</td><td>${operation.action}</td><td>${escapeHtml(operation.name)}</td><td><code>${escapeHtml(operation.asset_id ?? "")}</code></td><td>${escapeHtml(operation.error === null ? operation.result : `${operation.result}: ${operation.error}`)}</td></tr>`)
        .join("\n");
    return [
        `<h4>${escapeHtml(readableTime(change.recorded_at))}: ${escapeHtml(change.outcome)}, ${title}</h4>`,
        "<ul>",
        `<li>Approved by (independent): ${logins(change.approved_by)}</li>`,
        `<li>Not independent (authored or committed a commit): ${logins(change.not_independent)}</li>`,
        change.approved_earlier_commit.length > 0
            ? `<li>Approved an earlier commit only: ${logins(change.approved_earlier_commit)}</li>`
            : "",
        `<li>Author: ${escapeHtml(pull?.author ?? "n/a")}; merged by: ${escapeHtml(change.merged_by ?? "n/a")}</li>`,
        `<li>Reviewed plan is the executed plan: <span class="${reviewed === "NO" ? "bad" : "ok"}">${reviewed}</span></li>`,
        change.reason === null ? "" : `<li>Why: ${escapeHtml(change.reason)}</li>`,
        `<li>Record: <code>${escapeHtml(change.file)}</code></li>`,
        "</ul>",
        operations === ""
            ? ""
            : `<table><thead><tr><th>#</th><th>Action</th><th>Asset</th><th>Asset id</th><th>Result</th></tr></thead><tbody>\n${operations}\n</tbody></table>`,
    ].join("\n");
}
const CHART = { width: 960, height: 110, left: 20, right: 20, runsY: 45, changesY: 80 };
/** Monitoring runs (circles: green in sync, red drift) and changes (diamonds) over the period. */
function timeline(workspace, report) {
    const start = Date.parse(report.period.from);
    const end = Date.parse(report.period.to);
    const span = CHART.width - CHART.left - CHART.right;
    const x = (iso) => (CHART.left +
        ((Math.min(Math.max(Date.parse(iso), start), end) - start) / (end - start)) * span).toFixed(1);
    const gaps = workspace.gaps_over_limit
        .map((gap) => `<rect x="${x(gap.from)}" y="20" width="${(Number(x(gap.to)) - Number(x(gap.from))).toFixed(1)}" height="70" fill="#ffebe9" stroke="#cf222e" stroke-dasharray="4 3"><title>${escapeHtml(gapLine(gap, report.limit_days))}</title></rect>`)
        .join("");
    const runs = workspace.monitoring
        .map((run) => `<circle cx="${x(run.recorded_at)}" cy="${CHART.runsY}" r="5" fill="${run.in_sync ? "#1a7f37" : "#cf222e"}"><title>${escapeHtml(`${readableTime(run.recorded_at)}: ${run.in_sync ? "in sync" : `drift, ${run.differences} asset(s)`}`)}</title></circle>`)
        .join("");
    const changes = workspace.changes
        .map((change) => {
        const cx = Number(x(change.recorded_at));
        const y = CHART.changesY;
        return `<path d="M${cx} ${y - 6}L${cx + 6} ${y}L${cx} ${y + 6}L${cx - 6} ${y}Z" fill="#0969da"><title>${escapeHtml(`${readableTime(change.recorded_at)}: ${change.outcome}`)}</title></path>`;
    })
        .join("");
    const label = (text, anchor, at) => `<text x="${at}" y="105" font-size="11" text-anchor="${anchor}" fill="#57606a">${escapeHtml(text)}</text>`;
    return `<svg class="chart" role="img" viewBox="0 0 ${CHART.width} ${CHART.height}" xmlns="http://www.w3.org/2000/svg"><title>Monitoring runs and changes of ${escapeHtml(workspace.workspace)}; shaded: gaps over ${report.limit_days} days</title>
<line x1="${CHART.left}" y1="${CHART.runsY}" x2="${CHART.width - CHART.right}" y2="${CHART.runsY}" stroke="#d0d7de"/>
<line x1="${CHART.left}" y1="${CHART.changesY}" x2="${CHART.width - CHART.right}" y2="${CHART.changesY}" stroke="#d0d7de"/>
<text x="${CHART.left}" y="14" font-size="11" fill="#57606a">monitoring runs (green in sync, red drift) and, below, changes</text>
${gaps}${runs}${changes}
${label(report.period.from.slice(0, 10), "start", CHART.left)}${label(new Date(end - 1).toISOString().slice(0, 10), "end", CHART.width - CHART.right)}
</svg>`;
}

;// CONCATENATED MODULE: ./src/io/replace-file.ts
// Writes a file by replacing it, never through it: the content goes to a new temporary file beside
// the target, created exclusively (so no existing file or link is opened), and is then renamed
// over the target. A symbolic link committed in the repository at the path of --out or --record
// is replaced by the file, and the file it pointed to is left untouched; a reader never sees
// half a file.



/** Writes `content` to `path` (creating its parent directories) without following a link there. */
async function replaceFile(path, content) {
    await refuseDirectory(path);
    const temporary = await createTemporary(path);
    try {
        const handle = await (0,external_node_fs_promises_.open)(temporary, "r+");
        try {
            await handle.writeFile(content);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,external_node_fs_promises_.rename)(temporary, path);
    }
    catch (error) {
        await (0,external_node_fs_promises_.rm)(temporary, { force: true });
        throw error;
    }
}
/**
 * Fails as replaceFile would, leaving nothing behind (parent directories it creates stay): for a
 * file written after the service was changed, whose loss a later error could not undo.
 */
async function checkReplaceable(path) {
    await refuseDirectory(path);
    await (0,external_node_fs_promises_.rm)(await createTemporary(path));
}
/** A new empty file beside `path`, created with O_EXCL, so it is never an existing file or link. */
async function createTemporary(path) {
    const directory = (0,external_node_path_.dirname)(path);
    await (0,external_node_fs_promises_.mkdir)(directory, { recursive: true });
    const temporary = (0,external_node_path_.join)(directory, `.${(0,external_node_path_.basename)(path)}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}.tmp`);
    await (await (0,external_node_fs_promises_.open)(temporary, "wx", 0o644)).close();
    return temporary;
}
/** A directory at the path would be replaced by nothing: the same error a write would give. */
async function refuseDirectory(path) {
    const stats = await (0,external_node_fs_promises_.lstat)(path).catch(() => undefined);
    if (stats?.isDirectory()) {
        throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), {
            code: "EISDIR",
        });
    }
}

;// CONCATENATED MODULE: ./src/cli/flag-files.ts
// Files and directories named by flags (--plan, --out, --record). A file-system failure on one of
// them becomes a message that names the flag, the path as given and what to do, never a bare
// "ENOENT: no such file or directory, open '/abs/path'". This is the one place the CLI catches
// file-system errors; main.ts prints what it throws.



class FlagPathError extends Error {
    name = "FlagPathError";
}
/** The text of the file, as UTF-8. */
function readFlagFile(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,external_node_fs_promises_.readFile)(path, "utf8"));
}
/** Writes the file, creating its parent directories. */
function writeFlagFile(target, content) {
    return writeUnder(target, "", content);
}
/**
 * Fails now, with the message writeFlagFile would give later, when the file cannot be written:
 * for a file written after the service was changed (the change record), whose loss a later
 * error could not undo. Leaves no file behind; parent directories it creates stay.
 */
function checkFlagFileWritable(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => checkReplaceable(path));
}
/** Writes `inner` (a relative path) under the directory `target`, creating directories. */
function writeUnder(target, inner, content) {
    const path = (0,external_node_path_.resolve)(absolute(target), inner);
    // Replaced, never written through: a symbolic link at the path is not followed.
    return atFlagPath(target, path, () => replaceFile(path, content));
}
/** The entries of the directory, or none when it does not exist yet. */
function listFlagDirectory(target) {
    const path = absolute(target);
    return atFlagPath(target, path, () => (0,external_node_fs_promises_.readdir)(path).catch((error) => {
        if (codeOf(error) === "ENOENT")
            return [];
        throw error;
    }));
}
/** Runs `work` on `path` (the flag's path, or a file under it), turning its failure into a message. */
async function atFlagPath(target, path, work) {
    try {
        return await work();
    }
    catch (error) {
        throw new FlagPathError(await flagPathMessage(target, path, error), { cause: error });
    }
}
/** "--out out/plan.json: out is a file, not a directory; choose another file path for ...". */
async function flagPathMessage(target, path, error) {
    const { flag, given, fix } = target;
    const problem = await problemOf(target, path, error);
    return `${flag} ${given}: ${problem}; ${fix}`;
}
async function problemOf(target, path, error) {
    // A file under the flag's directory (import writes many) is named; the flag's own path is not.
    const subject = (place) => place === absolute(target) ? "" : `${display(target, place)} `;
    const code = codeOf(error);
    switch (code) {
        case "ENOENT":
            return `${subject(path)}no such file`;
        case "EISDIR":
            return `${subject(path)}is a directory, not a file`;
        case "ENOTDIR":
        case "EEXIST": {
            // Some part of the path is a file where a directory is needed: name that part.
            const blocker = await firstNonDirectory(path);
            if (blocker === undefined)
                break;
            return `${subject(blocker)}is a file, not a directory`;
        }
        case "EACCES":
        case "EPERM":
            return `${subject(path)}permission denied`;
        case "EROFS":
            return "the file system is read-only";
        case "ENAMETOOLONG":
            return "the path is too long";
        case "ELOOP":
            return "too many levels of symbolic links";
        case "ENOSPC":
            return "no space left on the device";
    }
    const message = error instanceof Error ? error.message : String(error);
    return code === undefined ? message : `${code} (${message})`;
}
/** The path itself or its nearest ancestor that exists and is not a directory. */
async function firstNonDirectory(path) {
    const chain = [];
    for (let current = path;; current = (0,external_node_path_.dirname)(current)) {
        chain.unshift(current);
        if ((0,external_node_path_.dirname)(current) === current)
            break;
    }
    for (const candidate of chain) {
        const stats = await (0,external_node_fs_promises_.stat)(candidate).catch(() => undefined);
        if (stats === undefined)
            return undefined;
        if (!stats.isDirectory())
            return candidate;
    }
    return undefined;
}
function absolute(target) {
    return (0,external_node_path_.resolve)(target.cwd, target.given);
}
/** As the user wrote paths: relative to the working directory unless they gave an absolute one. */
function display(target, path) {
    if ((0,external_node_path_.isAbsolute)(target.given))
        return path;
    const shown = (0,external_node_path_.relative)(target.cwd, path);
    return shown === "" ? "." : shown;
}
function codeOf(error) {
    const code = error?.code;
    return typeof code === "string" ? code : undefined;
}

;// CONCATENATED MODULE: ./src/cli/evidence-command.ts
// `cip-sync evidence verify` and `cip-sync evidence report`: the audit pack, read from a checkout
// of the evidence branch. Settings are checked here, once, with messages naming the flag.










const REPORT_FORMATS = ["markdown", "csv", "html", "json"];
const EVIDENCE_USAGE = `Usage:
  cip-sync evidence verify [--dir DIR]
  cip-sync evidence report [--dir DIR] --from YYYY-MM-DD --to YYYY-MM-DD [--format markdown|csv|html|json] [--out FILE]

DIR is a checkout of the evidence branch (default: .). Dates are UTC days; --to is included.
`;
/** A UTC day as the first instant of it (`flag` names the setting in messages). */
function parseDay(flag, given) {
    if (given === undefined)
        throw new UsageError(`${flag} is missing: give the period's ${flag === "--from" ? "first" : "last"} day as YYYY-MM-DD (UTC)`);
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(given);
    const date = match === null
        ? undefined
        : new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    if (date === undefined || date.toISOString().slice(0, 10) !== given)
        throw new UsageError(`${flag} ${given} is not a day: write it as YYYY-MM-DD (UTC), e.g. 2026-01-31`);
    return date;
}
function evidenceReportSettings(values) {
    const from = parseDay("--from", values.from);
    const lastDay = parseDay("--to", values.to);
    if (lastDay < from)
        throw new UsageError(`--to ${values.to} is before --from ${values.from}: give the period's last day after its first`);
    const format = values.format ?? "markdown";
    if (!REPORT_FORMATS.includes(format))
        throw new UsageError(`--format ${format} is not a report format: use one of ${REPORT_FORMATS.join(", ")}`);
    return {
        dir: values.dir ?? ".",
        from,
        to: new Date(lastDay.getTime() + 86_400_000),
        format: format,
        out: values.out,
    };
}
/** Parses `evidence verify|report ...` (argv after "evidence"). */
function parseEvidenceArgs(argv) {
    const [action, ...rest] = argv;
    if (action === undefined || action === "--help" || action === "-h")
        return { action: "help" };
    const options = {
        dir: { type: "string" },
        from: { type: "string" },
        to: { type: "string" },
        format: { type: "string" },
        out: { type: "string" },
        help: { type: "boolean", short: "h" },
    };
    let values;
    try {
        ({ values } = (0,external_node_util_.parseArgs)({ args: [...rest], options, allowPositionals: false, strict: true }));
    }
    catch (error) {
        throw new UsageError(`${error.message}\n${EVIDENCE_USAGE}`);
    }
    if (values.help === true)
        return { action: "help" };
    if (action === "verify") {
        for (const flag of ["from", "to", "format", "out"])
            if (values[flag] !== undefined)
                throw new UsageError(`--${flag} is for 'evidence report', not 'evidence verify'`);
        return { action: "verify", settings: { dir: values.dir ?? "." } };
    }
    if (action === "report")
        return { action: "report", settings: evidenceReportSettings(values) };
    throw new UsageError(`'evidence ${action}' is not a command: use 'evidence verify' or 'evidence report'\n${EVIDENCE_USAGE}`);
}
async function runEvidenceCommand(argv, io) {
    const parsed = parseEvidenceArgs(argv);
    switch (parsed.action) {
        case "help":
            io.stdout(EVIDENCE_USAGE);
            return 0;
        case "verify":
            return verifyEvidence(parsed.settings, io);
        case "report":
            return reportEvidence(parsed.settings, io);
    }
}
async function verifyEvidence(settings, io) {
    const files = await readLedgerDirectory((0,external_node_path_.resolve)(io.cwd, settings.dir), "--dir");
    const verified = verifyLedger(files);
    if (verified.breaks.length > 0) {
        io.stderr(`The evidence ledger in ${settings.dir} is broken (${verified.breaks.length} break(s)):\n${verified.breaks.map((found) => `  ${found.file}: ${found.message}\n`).join("")}`);
        return 1;
    }
    io.stdout(`Verified ${verified.records.length} record(s) in ${verified.workspaces.length} workspace(s) (${verified.workspaces.join(", ") || "none"}): every record matches the schema and every chain is intact.\n`);
    return 0;
}
async function reportEvidence(settings, io) {
    const files = await readLedgerDirectory((0,external_node_path_.resolve)(io.cwd, settings.dir), "--dir");
    const now = new Date();
    const report = buildEvidenceReport(files, { from: settings.from, to: settings.to }, now);
    const render = {
        markdown: renderEvidenceMarkdown,
        csv: renderEvidenceCsv,
        html: renderEvidenceHtml,
        json: (value) => `${JSON.stringify(value, null, 2)}\n`,
    }[settings.format];
    const content = render(report);
    if (settings.out === undefined)
        io.stdout(content);
    else {
        await writeFlagFile({
            flag: "--out",
            given: settings.out,
            fix: "choose another file path for the report",
            cwd: io.cwd,
        }, content);
        io.stderr(`Wrote the ${settings.format} report to ${settings.out}.\n`);
    }
    const { breaks } = report.ledger;
    if (breaks.length === 0)
        return 0;
    io.stderr(`The evidence ledger is broken (${breaks.length} break(s)); the report shows what could be read. Run 'cip-sync evidence verify --dir ${settings.dir}' for each break.\n`);
    return 1;
}

// EXTERNAL MODULE: ./src/cli/version.ts
var version = __webpack_require__(3882);
;// CONCATENATED MODULE: ./src/cli/main.ts
// The command line: settings in, engine calls, exit code out. This file is the one place where
// errors become messages and exit codes.






















const EXIT_OK = 0;
const EXIT_ERROR = 1;
const EXIT_CHANGES = 2;
async function runCli(argv, io) {
    // Whatever goes wrong, the key never reaches the terminal: every write is redacted.
    const key = io.env.CIP_API_KEY;
    const out = redacting(io.stdout, key);
    const err = redacting(io.stderr, key);
    try {
        if (argv[0] === "evidence")
            return await runEvidenceCommand(argv.slice(1), { ...io, stdout: out, stderr: err });
        if (argv[0] === "drift") {
            // The flags of plan, checked by its parser; the output is the drift check's.
            const settings = parseCliArgs(["plan", ...argv.slice(1)], io);
            if (settings.command !== "plan")
                throw new UsageError("usage: cip-sync drift [plan's flags]");
            return await checkDrift(settings, { ...io, stdout: out, stderr: err });
        }
        const settings = parseCliArgs(argv, io);
        return await runCommand(settings, { ...io, stdout: out, stderr: err });
    }
    catch (error) {
        err(`error: ${error instanceof Error ? error.message : String(error)}\n`);
        return EXIT_ERROR;
    }
}
function redacting(write, secret) {
    return secret ? (text) => write(redactSecret(text, secret)) : write;
}
async function runCommand(settings, io) {
    switch (settings.command) {
        case "help":
            io.stdout(USAGE);
            return EXIT_OK;
        case "version":
            io.stdout(version/* VERSION_LINE */.c);
            return EXIT_OK;
        case "validate":
            return validate(settings, io);
        case "plan":
            return plan(settings, io);
        case "apply":
            return apply(settings, io);
        case "import":
            return importInventory(settings, io);
        case "emulator":
            return runEmulatorCommand(settings, io);
    }
}
function sourceOf(settings, io) {
    return {
        patterns: settings.source.patterns,
        cwd: io.cwd,
        root: (0,external_node_path_.resolve)(io.cwd, settings.source.root),
    };
}
function openClient(input, concurrency = 8) {
    return new ApiClient({
        connection: readConnection(input),
        maxConcurrency: concurrency,
        requestTimeoutMs: input.requestTimeoutMs,
    });
}
/** Diagnostics go to standard error, in its colour setting. */
function reportDiagnostics(diagnostics, io, color) {
    if (diagnostics.length > 0) {
        io.stderr(renderDiagnosticsText(diagnostics, { color: color.stderr }));
    }
}
/** The flags that name files, with the fix each message ends with. */
const FLAG_FIXES = {
    plan: "pass the path of a plan saved with 'cip-sync plan --out FILE'",
    planOut: "choose another file path for the saved plan",
    record: "choose another file path for the change record",
    importOut: "choose an empty or new directory",
};
function flagPath(flag, given, fix, io) {
    return { flag, given, fix, cwd: io.cwd };
}
async function validate(settings, io) {
    const loaded = await validateOffline(sourceOf(settings, io));
    let diagnostics = loaded.diagnostics;
    const online = settings.connection.apiUrl !== undefined || settings.connection.apiKey !== undefined;
    // The references of every file without errors are resolved even when other files have errors,
    // so that one run reports every problem; a file with errors is not resolved (its documents may
    // be incomplete, and a duplicate would be reported twice).
    const filesWithErrors = new Set(loaded.diagnostics.flatMap((diagnostic) => diagnostic.severity === "error" && diagnostic.location ? [diagnostic.location.file] : []));
    const resolvable = loaded.documents.filter((document) => !filesWithErrors.has(document.location.file));
    if (online && resolvable.length > 0) {
        const live = await readLive(settings.connection).catch((error) => {
            // The connection failed: still show what the files themselves got wrong, first.
            reportDiagnostics(diagnostics, io, settings.color);
            throw error;
        });
        diagnostics = [...diagnostics, ...resolveInventory(resolvable, live).diagnostics].sort(compareDiagnostics);
    }
    reportDiagnostics(diagnostics, io, settings.color);
    if (hasErrors(diagnostics))
        return EXIT_ERROR;
    const documents = loaded.documents.length;
    const assets = loaded.documents.reduce((sum, document) => sum + document.assets.length, 0);
    io.stderr(`Valid: ${loaded.files.length} file(s), ${documents} cyber system(s), ${assets} asset(s)${online ? ", every reference resolved" : ""}.\n`);
    return EXIT_OK;
}
async function readLive(connection) {
    const client = openClient(connection);
    try {
        return await fetchLiveInventory(client);
    }
    finally {
        await client.close();
    }
}
async function plan(settings, io) {
    const client = openClient(settings.connection);
    try {
        const outcome = await planFromSource({ source: sourceOf(settings, io), limits: settings.limits }, client);
        // A valid outcome's warnings are part of the plan and shown with it.
        if (outcome.status === "invalid") {
            reportDiagnostics(outcome.diagnostics, io, settings.color);
            return EXIT_ERROR;
        }
        const { plan } = outcome;
        const planJson = settings.out !== undefined || settings.format === "json" ? renderPlanJson(plan) : "";
        if (settings.out !== undefined)
            await writeFlagFile(flagPath("--out", settings.out, FLAG_FIXES.planOut, io), planJson);
        switch (settings.format) {
            case "json":
                io.stdout(planJson);
                break;
            case "markdown":
                io.stdout(renderPlanMarkdown(plan, {
                    truncatedNote: "Run `cip-sync plan --format json` for the complete plan.",
                }));
                break;
            case "text":
                io.stdout(renderPlanText(plan, { color: settings.color.stdout }));
                break;
        }
        if (settings.out !== undefined)
            io.stderr(`Saved the plan to ${settings.out} (${plan.fingerprint}).\n`);
        return settings.detailedExitCode && plan.operations.length > 0 ? EXIT_CHANGES : EXIT_OK;
    }
    finally {
        await client.close();
    }
}
async function apply(settings, io) {
    const expectedFingerprint = settings.planFile === undefined
        ? undefined
        : parsePlanJson(await readFlagFile(flagPath("--plan", settings.planFile, FLAG_FIXES.plan, io)), `--plan ${settings.planFile}`).fingerprint;
    const client = openClient(settings.connection, settings.concurrency);
    try {
        const source = sourceOf(settings, io);
        // Interactive confirmation only on a terminal; never wait for input otherwise (CI).
        if (io.stdinIsTTY && !settings.assumeYes && expectedFingerprint === undefined) {
            const preview = await planFromSource({ source, limits: settings.limits }, client);
            if (preview.status === "invalid") {
                reportDiagnostics(preview.diagnostics, io, settings.color);
                return EXIT_ERROR;
            }
            io.stdout(renderPlanText(preview.plan, { color: settings.color.stdout }));
            if (preview.plan.operations.length === 0)
                return EXIT_OK;
            if (!(await main_confirm())) {
                io.stderr("Apply cancelled: nothing was changed.\n");
                return EXIT_ERROR;
            }
            return await applyAndReport(settings, io, client, preview.plan.fingerprint);
        }
        return await applyAndReport(settings, io, client, expectedFingerprint);
    }
    finally {
        await client.close();
    }
}
async function applyAndReport(settings, io, client, expectedFingerprint) {
    const recordPath = settings.recordFile === undefined
        ? undefined
        : flagPath("--record", settings.recordFile, FLAG_FIXES.record, io);
    // The record is written after the changes are made: a path that cannot take it must stop the
    // apply before, not leave a change without its audit evidence.
    if (recordPath !== undefined)
        await checkFlagFileWritable(recordPath);
    const outcome = await applyFromSource({
        source: sourceOf(settings, io),
        limits: settings.limits,
        allowMassDelete: settings.allowMassDelete,
        expectedFingerprint,
        concurrency: settings.concurrency,
        deadlineMs: settings.deadlineMs,
    }, client);
    switch (outcome.status) {
        case "invalid":
            reportDiagnostics(outcome.diagnostics, io, settings.color);
            return EXIT_ERROR;
        case "plan-changed":
            io.stdout(renderPlanText(outcome.plan, { color: settings.color.stdout }));
            io.stderr(`error: the live inventory changed since this plan was reviewed: the reviewed plan has fingerprint ${outcome.expectedFingerprint}, the plan now is ${outcome.plan.fingerprint} (shown above). Nothing was changed; review the new plan and apply it.\n`);
            return EXIT_ERROR;
        case "unsafe":
            io.stdout(renderPlanText(outcome.plan, { color: settings.color.stdout }));
            io.stderr(`error: ${outcome.message}\nNothing was changed.\n`);
            return EXIT_ERROR;
        case "applied": {
            reportDiagnostics(outcome.diagnostics, io, settings.color);
            io.stdout(renderApplyResultText(outcome.plan, outcome.result, {
                color: settings.color.stdout,
            }));
            if (recordPath !== undefined) {
                const record = buildChangeRecord(outcome.plan, outcome.result, {
                    tool_version: package_0/* version */.rE,
                    ...(expectedFingerprint !== undefined
                        ? { reviewed_fingerprint: expectedFingerprint }
                        : {}),
                });
                await writeFlagFile(recordPath, renderJson(record));
                io.stderr(`Wrote the change record to ${recordPath.given}.\n`);
            }
            return applyComplete(outcome.result) ? EXIT_OK : EXIT_ERROR;
        }
    }
}
async function main_confirm() {
    const prompt = (0,promises_.createInterface)({ input: process.stdin, output: process.stderr });
    try {
        const answer = await prompt.question("Apply these changes to the live inventory? Only 'yes' is accepted: ");
        return answer.trim() === "yes";
    }
    finally {
        prompt.close();
    }
}
async function importInventory(settings, io) {
    const outDir = flagPath("--out", settings.out, FLAG_FIXES.importOut, io);
    const existing = await listFlagDirectory(outDir);
    if (existing.length > 0 && !settings.force) {
        throw new UsageError(`--out ${settings.out} is not empty; choose an empty or new directory, or pass --force to overwrite files there.`);
    }
    const client = openClient(settings.connection);
    try {
        const files = exportInventory(await fetchLiveInventory(client));
        await writeUnder(outDir, EXPORTED_SCHEMA_FILE, `${JSON.stringify(inventoryJsonSchema(), null, 2)}\n`);
        for (const file of files)
            await writeUnder(outDir, file.path, file.content);
        io.stderr(`Imported ${files.length} cyber system(s) into ${settings.out}/.\n`);
        return EXIT_OK;
    }
    finally {
        await client.close();
    }
}

;// CONCATENATED MODULE: ./src/cli/process-entry.ts
// The command line on the real process, once the bin entry has checked the Node version: its
// streams, environment and signals, and the proxy credentials masked in everything it prints (the
// key is masked by runCli).




function runProcess(args) {
    const secrets = proxyCredentials(process.env);
    const redact = (text) => redactSecrets(text, secrets);
    return runCli(args, {
        env: process.env,
        cwd: process.cwd(),
        stdout: (text) => process.stdout.write(redact(text)),
        stderr: (text) => process.stderr.write(redact(text)),
        stdoutIsTTY: process.stdout.isTTY === true,
        stderrIsTTY: process.stderr.isTTY === true,
        stdinIsTTY: process.stdin.isTTY === true,
        // Registered only when asked for: a SIGINT listener would otherwise stop Ctrl-C from ending apply.
        waitForStop: () => Promise.race([(0,external_node_events_.once)(process, "SIGINT"), (0,external_node_events_.once)(process, "SIGTERM")]).then(() => { }),
    });
}


/***/ })

};
