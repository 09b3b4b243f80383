export const id = 298;
export const ids = [298];
export const modules = {

/***/ 298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// UNUSED EXPORTS: openServiceClient, runEntry

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/core/shared/number-setting.ts
// Numbers written in command-line flags and Action inputs. Only plain decimal digits count:
// JavaScript's Number() reads "0x1e" as 30, "1e1" as 10 and " " as 0, none of which a user means
// by a safety limit.
/**
 * The settings the CLI (as --flags) and the Action (as inputs) both take, under these names: the
 * one place their ranges and defaults are written (action.yml repeats the defaults, checked by a
 * test; DEFAULT_SAFETY_LIMITS is derived from them).
 */
const SHARED_NUMBER_SETTINGS = {
    "max-change-percent": { min: 0, max: 100, integer: false, default: 30 },
    "min-assets-for-ratio": { min: 0, integer: true, default: 10 },
    "max-changes": { min: 0, integer: true, default: 500 },
    /** Requests to the service in flight at once, during apply. */
    concurrency: { min: 1, max: 64, integer: true, default: 8 },
    /** Seconds an apply may take, reads included; after it nothing new starts. */
    deadline: { min: 1, max: 86_400, integer: true, default: 3_600 },
    /** Seconds one request may wait for its answer. */
    "request-timeout": { min: 1, max: 3_600, integer: true, default: 30 },
    /** Declared assets across all inventory files; more is refused before planning. */
    "max-assets": { min: 1, integer: true, default: 100_000 },
    /** Bytes of all inventory files together (16 MiB); more is refused before planning. */
    "max-bytes": { min: 1, integer: true, default: 16 * 1024 * 1024 },
};
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

;// CONCATENATED MODULE: ./src/core/shared/redact.ts
// Keeps secrets (the API key, the proxy's credentials, the GitHub token) out of every message we
// print, store or pass on. A service, proxy or library may echo a secret back in any of the forms
// it travels in, so each form is masked; and every secret is masked before any text is cut.
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
    return redactSecrets(text, [secret]);
}
/**
 * `text` as one line of at most `maxLength` characters (then "..."), with every one of `secrets`
 * masked. The whole raw text is redacted before whitespace is collapsed or the text is cut: a
 * secret cut in half, or with its spaces collapsed, no longer matches, so masking afterwards alone
 * would let its first characters through. The final text is redacted again, in case shortening
 * joined a form anew.
 */
function redactedLine(text, secrets, maxLength) {
    const oneLine = redactSecrets(text, secrets).replace(/\s+/g, " ").trim();
    const short = oneLine.length > maxLength ? `${oneLine.slice(0, maxLength)}...` : oneLine;
    return redactSecrets(short, secrets);
}
// Output is redacted on every write with the same few secrets: compute their forms once each.
const cachedForms = new Map();
const MAX_CACHED_SECRETS = 16;
/** The forms of `secret` a service, proxy or library may echo it in. */
function formsOf(secret) {
    const cached = cachedForms.get(secret);
    if (cached !== undefined)
        return cached;
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
    if (cachedForms.size >= MAX_CACHED_SECRETS)
        cachedForms.clear();
    cachedForms.set(secret, [...forms]);
    return [...forms];
}
function bytesToBase64(bytes) {
    let binary = "";
    for (const byte of bytes)
        binary += String.fromCharCode(byte);
    return btoa(binary);
}
/**
 * `text` with each of `secrets` masked, as redactSecret masks one: the one function every sink and
 * every message uses for the API key, the proxy credentials and the GitHub token. The forms of all
 * secrets are masked longest first, so that "user:password" is masked whole, not around "***".
 */
function redactSecrets(text, secrets) {
    const forms = secrets
        .filter((secret) => secret.length >= MIN_SECRET_LENGTH)
        .flatMap(formsOf)
        .sort((a, b) => b.length - a.length);
    let redacted = text;
    for (const form of forms)
        redacted = redacted.split(form).join(MASK);
    return redacted;
}
/**
 * `value` (JSON-like: records, drafts) with each of `secrets` masked in every string, keys
 * included: for what is stored rather than printed (the evidence ledger), where masking the
 * serialised text could break its syntax.
 */
function redactSecretsInValue(value, secrets) {
    const redact = (inner) => {
        if (typeof inner === "string")
            return redactSecrets(inner, secrets);
        if (Array.isArray(inner))
            return inner.map(redact);
        if (inner === null || typeof inner !== "object")
            return inner;
        return Object.fromEntries(Object.entries(inner).map(([key, entry]) => [redactSecrets(key, secrets), redact(entry)]));
    };
    return redact(value);
}
/** Schemes whose URLs git remotes use; anything else with a colon is scp-like `[user@]host:path`. */
const URL_SCHEMES = new Set(["http:", "https:", "ssh:", "git:", "file:", "ftp:", "ftps:"]);
/**
 * A git remote's URL with any user name and password (a token pasted into an https remote) and
 * any query or fragment left out: what may be stored. `https://user:token@host/o/r.git` becomes
 * `https://host/o/r.git`, `git@host:o/r.git` becomes `host:o/r.git`; a local path is kept.
 */
function remoteWithoutCredentials(remote) {
    const url = URL.parse(remote);
    if (url !== null && URL_SCHEMES.has(url.protocol)) {
        url.username = "";
        url.password = "";
        url.search = "";
        url.hash = "";
        return url.href;
    }
    // scp-like syntax: everything up to the last "@" before the host is the user (and a password).
    const scp = /^(?:[^/]*@)?([^@/:]+):([\s\S]*)$/.exec(remote);
    if (scp !== null)
        return `${scp[1]}:${scp[2]}`;
    return remote;
}

;// CONCATENATED MODULE: ./src/core/shared/names.ts
// How names are compared. Asset names are unique organization-wide regardless of case, so every
// comparison of identities goes through `nameKey`; every ordering shown to users goes through
// `compareCodePoints`, so plans are identical whatever the locale or the order of live records.
const ASCII = /^[\x00-\x7f]*$/;
/** Whether every character of `text` is ASCII. */
function isAscii(text) {
    return ASCII.test(text);
}
/**
 * The identity of a name: Unicode NFC, then `toLowerCase()` (locale-independent). "RTU-1", "rtu-1"
 * and an "é" typed as e + combining accent all share one key with their canonical spellings.
 * ASCII text is already NFC, so most names skip the normalization (a third of the cost).
 */
function names_nameKey(name) {
    return (isAscii(name) ? name : name.normalize("NFC")).toLowerCase();
}
/**
 * Orders strings by Unicode code point. Plain `<` compares UTF-16 code units, which puts
 * U+E000..U+FFFF after astral characters; this shifts surrogates above them instead.
 */
function names_compareCodePoints(a, b) {
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
    const wantedKey = names_nameKey(wanted);
    const maxDistance = Math.max(1, Math.floor([...wantedKey].length / 3));
    const scored = [];
    const seen = new Set();
    for (const name of candidates) {
        if (seen.has(name))
            continue;
        seen.add(name);
        const distance = editDistance(wantedKey, names_nameKey(name), maxDistance);
        if (distance <= maxDistance)
            scored.push({ name, distance });
    }
    const best = scored.reduce((min, entry) => Math.min(min, entry.distance), maxDistance);
    return scored
        .filter((entry) => entry.distance === best)
        .map((entry) => entry.name)
        .sort(names_compareCodePoints)
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
// Characters a name may not contain: C0 and C1 controls (and DEL), the bidirectional controls
// that can make a name display as a different one, and zero-width characters.
const FORBIDDEN_CHARACTERS = String.raw `\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF`;
/** One forbidden character of a name; also an unpaired surrogate (the text is not valid Unicode). */
const FORBIDDEN_NAME_CHARACTER = new RegExp(`[${FORBIDDEN_CHARACTERS}\\uD800-\\uDFFF]`, "u");

;// CONCATENATED MODULE: ./src/core/shared/reveal.ts
// Live names and service messages reach terminals and pull requests unchecked by our validation
// (only declared names are validated), so every renderer shows the characters a name may not
// contain as visible escapes: a terminal escape sequence, a newline or a bidirectional override in
// a name can then neither restyle the output, forge a line, nor make a name display as another.
// Messages that refuse such a character name it (describeCharacter).

// The validation's set, plus every other character that displays as nothing: controls, format
// characters (soft hyphen, invisible operators, tags), line and paragraph separators, which some
// viewers break lines at, and Unicode's default-ignorable characters (variation selectors, fillers).
const HIDDEN_CHARACTER = new RegExp(`${FORBIDDEN_NAME_CHARACTER.source}|[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}]`, "gu");
/**
 * The same set but the line feed, which JSON.stringify's indentation puts on every line: matching
 * it would call the replacer once per line of a plan of 100,000 assets for nothing.
 */
const HIDDEN_CHARACTER_BUT_LINE_FEED = new RegExp(`(?!\n)(?:${HIDDEN_CHARACTER.source})`, "gu");
/** Each hidden character as `\uXXXX` (`\u{XXXXX}` beyond the BMP). */
function reveal_revealHiddenCharacters(text) {
    return text.replace(HIDDEN_CHARACTER, escapedCodePoint);
}
/** One character as `\uXXXX`, or `\u{XXXXX}` beyond the BMP: the one notation messages use. */
function escapedCodePoint(character) {
    // An empty string has no code point; it is shown as U+0000 rather than thrown on.
    const hex = (character.codePointAt(0) ?? 0).toString(16).toUpperCase();
    return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}
/**
 * JSON text with each hidden character written as a JSON escape (`\uXXXX`, a surrogate pair
 * beyond the BMP): the same JSON value, but a bidirectional override or a zero-width character in
 * a name can no longer reorder or hide text where the file is shown. JSON.stringify's output has
 * such characters only inside strings, where an escape means the same character, apart from the
 * line breaks of its indentation, which it always escapes inside strings and are kept.
 */
function escapeHiddenCharactersInJson(json) {
    return json.replace(HIDDEN_CHARACTER_BUT_LINE_FEED, (character) => {
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

;// CONCATENATED MODULE: ./src/core/shared/service-ids.ts
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
/**
 * Each prefix, then what no path, URL or terminal can misread, and a sane length. One pattern per
 * prefix: a list of 100,000 records checks its ids without a slice of each.
 */
const ID_SHAPES = new Map(Object.values(ID_PREFIXES).map((prefix) => [
    prefix,
    new RegExp(`^${prefix}[A-Za-z0-9_-]{1,128}$`),
]));
/** Why `id` is not an id with `prefix`, or undefined when it is. */
function service_ids_idShapeProblem(id, prefix) {
    if (ID_SHAPES.get(prefix).test(id))
        return undefined;
    return `${service_ids_quoteId(id)} is not a ${prefix} id (${prefix} then 1 to 128 letters, digits, "_" or "-")`;
}
/** The id in quotes, with control and invisible characters shown as escapes. */
function service_ids_quoteId(id) {
    return reveal_revealHiddenCharacters(JSON.stringify(id));
}

;// CONCATENATED MODULE: ./src/core/shared/service-fields.ts
// The fields a service record carries beyond the ones we map (spec 9.3: the service may add fields
// at any time; the documented service sends `created_at` and `updated_at`). Kept only where a
// record is echoed (the JSON export, the change record), so a CMDB or an auditor keeps them; never
// in a fingerprint or a plan. Pure; the values are untrusted service text, escaped where written.

/** A value whose JSON is longer than this is left out: a record must not grow without bound. */
const SERVICE_FIELD_MAX_BYTES = 1024;
const SERVICE_FIELD_LEFT_OUT = "<value over 1 KiB left out>";
/**
 * The fields of `raw` not named in `known`, sorted, every string in them passed through `redact`
 * (the key must not reach a record even if the service echoes it), each value bounded; undefined
 * when there are none (or `raw` is not an object), so records without extras stay as they were.
 */
function serviceFieldsOf(raw, known, redact) {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        return undefined;
    if (!hasExtraField(raw, known))
        return undefined;
    const extraNames = Object.keys(raw)
        .filter((name) => !known.includes(name))
        .sort(names_compareCodePoints);
    if (extraNames.length === 0)
        return undefined;
    // fromEntries defines own properties: a field named "__proto__" stays a field.
    return Object.fromEntries(extraNames.map((name) => {
        const value = redactedValue(raw[name], redact);
        const bytes = utf8.encode(JSON.stringify(value)).length;
        return [name, bytes > SERVICE_FIELD_MAX_BYTES ? SERVICE_FIELD_LEFT_OUT : value];
    }));
}
const utf8 = new TextEncoder();
/** Whether `raw` has an own field not in `known`: asked of every record of a list, so it allocates nothing. */
function hasExtraField(raw, known) {
    for (const name in raw)
        if (Object.hasOwn(raw, name) && !known.includes(name))
            return true;
    return false;
}
function redactedValue(value, redact) {
    if (typeof value === "string")
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactedValue(item, redact));
    if (typeof value !== "object" || value === null)
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key), redactedValue(item, redact)]));
}

;// CONCATENATED MODULE: ./src/core/inventory/service-deviations.ts
// What `cip-sync doctor` finds in the service's four lists, read raw: where they deviate from the
// spec (2.2, 4.2) in ways that would stop or mislead a plan. Pure: the lists come in as parsed JSON,
// the findings go out in order; the probing is in src/io/, the words on screen in src/cli/.



const LIST_RULES = {
    "/facilities": {
        prefix: ID_PREFIXES.facility,
        required: ["id", "name"],
        known: ["id", "name", "organization_slug"],
    },
    "/control-centers": {
        prefix: ID_PREFIXES.controlCenter,
        required: ["id", "name"],
        known: ["id", "name", "organization_slug"],
    },
    "/cyber-systems": {
        prefix: ID_PREFIXES.cyberSystem,
        required: ["id", "name"],
        known: ["id", "name", "facility_id", "control_center_id", "organization_slug"],
    },
    "/cyber-assets": {
        prefix: ID_PREFIXES.cyberAsset,
        required: ["id", "name", "cyber_system_id", "asset_type"],
        known: ["id", "name", "cyber_system_id", "asset_type", "organization_slug"],
    },
};
/** At most this many records are named per kind of finding; the rest are counted. */
const NAMED = 5;
/** The findings over the four lists, in the order of the lists, then across them. */
function analyzeLists(answers) {
    const findings = [];
    const records = new Map();
    for (const answer of answers) {
        const list = readList(answer, findings);
        if (list !== undefined) {
            records.set(answer.path, list);
            findings.push(...listFindings(answer.path, list));
        }
        findings.push(...timingFindings(answer, list));
    }
    findings.push(...parentFindings(records), ...nameFindings(records.get("/cyber-assets")));
    return findings;
}
/** The list's records, or undefined (with a blocking finding) when it is not a bare array. */
function readList(answer, findings) {
    const { path, body } = answer;
    if (answer.unreadable !== undefined) {
        findings.push({
            level: "blocking",
            path,
            text: `the answer is not JSON (${answer.unreadable})`,
        });
        return undefined;
    }
    if (!Array.isArray(body)) {
        const shape = body === null
            ? "null"
            : typeof body === "object"
                ? `an object with ${describeKeys(body)}`
                : typeof body;
        findings.push({
            level: "blocking",
            path,
            text: `the answer is ${shape}, not a bare JSON array as the spec shows (a wrapped or paged list): nothing can be planned from it; ask the API owner how lists are returned`,
        });
        return undefined;
    }
    return body.map((item) => typeof item === "object" && item !== null && !Array.isArray(item) ? item : {});
}
function listFindings(path, list) {
    const rules = LIST_RULES[path];
    const missing = [];
    const badIds = [];
    const extra = new Set();
    const seen = new Map();
    const duplicates = [];
    list.forEach((record, index) => {
        const absent = rules.required.filter((field) => typeof record[field] !== "string");
        if (absent.length > 0)
            missing.push(`record ${index}${idText(record)} lacks ${absent.join(", ")}`);
        for (const field of Object.keys(record)) {
            if (!rules.known.includes(field))
                extra.add(quoteId(field));
        }
        const id = record.id;
        if (typeof id !== "string")
            return;
        const problem = idShapeProblem(id, rules.prefix);
        if (problem !== undefined)
            badIds.push(`record ${index}: ${problem}`);
        const earlier = seen.get(id);
        if (earlier === undefined)
            seen.set(id, index);
        else
            duplicates.push(`${quoteId(id)} (records ${earlier} and ${index})`);
    });
    const findings = [];
    const add = (level, items, what) => {
        if (items.length > 0)
            findings.push({ level, path, text: `${what}: ${named(items)}` });
    };
    add("deviation", missing, "records missing a required field (a plan refuses the list)");
    add("deviation", badIds, `ids without the ${rules.prefix} prefix or of another shape (a plan refuses the list)`);
    add("deviation", duplicates, "duplicate ids (a plan refuses the list)");
    add("info", [...extra].sort(), "extra fields the spec does not show (accepted; cip-sync reads only the fields it uses)");
    return findings;
}
function timingFindings(answer, list) {
    const size = list === undefined ? "" : `${list.length} record${list.length === 1 ? "" : "s"} in `;
    const findings = [
        { level: "info", path: answer.path, text: `${size}${Math.round(answer.milliseconds)} ms` },
    ];
    if (answer.rateLimitHeaders.length > 0) {
        findings.push({
            level: "info",
            path: answer.path,
            text: `rate-limit headers: ${answer.rateLimitHeaders.join(", ")}`,
        });
    }
    return findings;
}
/** Cyber systems whose facility or control center is not in its list. */
function parentFindings(records) {
    const systems = records.get("/cyber-systems");
    const facilities = records.get("/facilities");
    const centers = records.get("/control-centers");
    if (systems === undefined || facilities === undefined || centers === undefined)
        return [];
    const facilityIds = new Set(facilities.map((record) => record.id));
    const centerIds = new Set(centers.map((record) => record.id));
    const orphans = [];
    systems.forEach((system, index) => {
        const facility = system.facility_id;
        const center = system.control_center_id;
        if (typeof facility === "string" && !facilityIds.has(facility)) {
            orphans.push(`record ${index}${idText(system)}: facility_id ${quoteId(facility)} is not in /facilities`);
        }
        else if (typeof center === "string" && !centerIds.has(center)) {
            orphans.push(`record ${index}${idText(system)}: control_center_id ${quoteId(center)} is not in /control-centers`);
        }
    });
    if (orphans.length === 0)
        return [];
    return [
        {
            level: "deviation",
            path: "/cyber-systems",
            text: `cyber systems whose parent is missing (documents naming them cannot be resolved): ${named(orphans)}`,
        },
    ];
}
/** Asset names that are one name under our rules (case and Unicode form ignored). */
function nameFindings(assets) {
    if (assets === undefined)
        return [];
    const holders = new Map();
    for (const asset of assets) {
        if (typeof asset.name !== "string")
            continue;
        const key = nameKey(asset.name);
        holders.set(key, [...(holders.get(key) ?? []), `${quoteId(asset.name)}${idText(asset)}`]);
    }
    const collisions = [...holders.values()]
        .filter((names) => names.length > 1)
        .map((names) => names.join(" and "));
    if (collisions.length === 0)
        return [];
    return [
        {
            level: "deviation",
            path: "/cyber-assets",
            text: `asset names that collide under the inventory's name rules (case ignored; a plan cannot tell them apart): ${named(collisions)}`,
        },
    ];
}
function idText(record) {
    return typeof record.id === "string" ? ` (id ${quoteId(record.id)})` : "";
}
function named(items) {
    const shown = items.slice(0, NAMED).join("; ");
    return items.length > NAMED ? `${shown}; and ${items.length - NAMED} more` : shown;
}
function describeKeys(body) {
    const keys = Object.keys(body)
        .slice(0, 5)
        .map((key) => quoteId(key));
    return keys.length === 0 ? "no fields" : `the fields ${keys.join(", ")}`;
}
/**
 * doctor's exit code: 1 for a failed check or a blocking finding (nothing can be planned), 2 for a
 * deviation (a check that deviates, or a finding), 0 otherwise: extra fields alone are harmless.
 */
function doctorExitCode(checks, findings) {
    if (checks.some((check) => check.outcome === "failed"))
        return 1;
    if (findings.some((finding) => finding.level === "blocking"))
        return 1;
    if (checks.some((check) => check.outcome === "deviates"))
        return 2;
    return findings.some((finding) => finding.level === "deviation") ? 2 : 0;
}

;// CONCATENATED MODULE: ./src/io/api-error.ts
// The one error the API client throws: what was sent, what came back, and whether the request
// may have taken effect. Its message is already redacted.

class ApiError extends Error {
    name = "ApiError";
    method;
    path;
    status;
    serviceMessage;
    ambiguous;
    constructor(fields) {
        // The service's own sentence may end in a full stop: the hint follows it without doubling.
        const reason = fields.hint === undefined ? fields.reason : fields.reason.replace(/[.;,\s]+$/, "");
        const hint = fields.hint === undefined ? "" : `; ${fields.hint}`;
        super(`${fields.method} ${fields.path} failed: ${reason}${hint}`);
        this.method = fields.method;
        this.path = fields.path;
        this.status = fields.status;
        this.serviceMessage = fields.serviceMessage;
        this.ambiguous = fields.ambiguous;
    }
}
/** "404 Not Found", or the bare number for a status Node has no name for. */
function statusLine(status) {
    const text = external_node_http_.STATUS_CODES[status];
    return text === undefined ? `${status}` : `${status} ${text}`;
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
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
        const hostname = withPort?.[1] ?? unbracketed;
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
/** Whether plain http:// may reach `hostname`: only on this machine. */
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
var undici = __webpack_require__(6752);
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
        return new undici.Pool(origin.origin, { ...pool, connect: tls });
    return new undici.ProxyAgent({ ...pool, uri: proxy.url, requestTls: tls });
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
;// CONCATENATED MODULE: ./src/core/shared/live-records.ts
// Live records as the service returns them (spec 2.2), and the bodies we send for cyber assets. Pure
// types and constants; no I/O.
const ASSET_TYPES = ["hardware", "software"];

;// CONCATENATED MODULE: ./src/io/service-records.ts
// The records the service returns, as we use them, and what makes a response trustworthy enough
// to act on: the fields we read (z.object strips the ones the service may add, spec 9.3), ids of
// the service's shape in every id and reference, and every id once per list.



function recordKind(noun, schema, idFields) {
    return { noun, schema, fields: Object.entries(schema.shape).map(fieldRule), idFields };
}
/** The rule of a field the schema declares; a field of another kind is a bug in this module. */
function fieldRule([name, field]) {
    if (field instanceof schemas/* ZodString */.NDH && field.def.checks === undefined)
        return { name, nullish: false };
    if (field instanceof schemas/* ZodEnum */.Vb4)
        return { name, nullish: false, values: field.options.map(String) };
    const inner = field instanceof schemas/* ZodOptional */.IiU ? field.unwrap() : undefined;
    const value = inner instanceof schemas/* ZodNullable */.l1C ? inner.unwrap() : undefined;
    if (value instanceof schemas/* ZodString */.NDH && value.def.checks === undefined)
        return { name, nullish: true };
    throw new Error(`the record field "${name}" has a schema checkedRecord cannot check`);
}
const FACILITY = recordKind("facility", schemas/* object */.Ikc({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP(), organization_slug: schemas/* string */.YjP() }), [["id", ID_PREFIXES.facility]]);
const CONTROL_CENTER = {
    ...FACILITY,
    noun: "control center",
    idFields: [["id", ID_PREFIXES.controlCenter]],
};
const CYBER_SYSTEM = recordKind("cyber system", schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    facility_id: schemas/* string */.YjP().nullish(),
    control_center_id: schemas/* string */.YjP().nullish(),
    organization_slug: schemas/* string */.YjP(),
}), [
    ["id", ID_PREFIXES.cyberSystem],
    ["facility_id", ID_PREFIXES.facility],
    ["control_center_id", ID_PREFIXES.controlCenter],
]);
const CYBER_ASSET = recordKind("cyber asset", schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    cyber_system_id: schemas/* string */.YjP(),
    asset_type: schemas/* enum */.k5n(ASSET_TYPES),
    organization_slug: schemas/* string */.YjP(),
}), [
    ["id", ID_PREFIXES.cyberAsset],
    ["cyber_system_id", ID_PREFIXES.cyberSystem],
]);
/**
 * `raw` as the kind's schema would parse it, or undefined where the schema would refuse it (the
 * caller asks the schema then, for its words). Checked field by field without zod: a list of
 * 100,000 records through safeParse cost a copy of each. A record holding exactly the schema's
 * fields in its order is returned as it is; any other is copied with only those fields, in that
 * order, as the schema would (so a field the service adds never reaches a plan or a record).
 */
function checkedRecord(raw, kind) {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        return undefined;
    const record = raw;
    const { fields } = kind;
    for (const rule of fields) {
        const value = record[rule.name];
        if (typeof value === "string") {
            if (rule.values !== undefined && !rule.values.includes(value))
                return undefined;
        }
        else if (!rule.nullish || (value !== null && value !== undefined))
            return undefined;
    }
    return (hasOnlyFieldsInOrder(record, fields) ? record : copyOfFields(record, fields));
}
/**
 * The records of a list with each value of a field other than `id` and `name` that equals the
 * one before it replaced by that one, in place: the organization, the parent's id and the type
 * repeat from record to record, and one string for each run of them instead of one per record is
 * a fifth of a million parsed assets. Nothing that reads the records can tell.
 */
function shareRepeatedValues(records, kind) {
    const fields = kind.fields.filter(({ name }) => name !== "id" && name !== "name");
    for (const { name } of fields) {
        let previous;
        for (const record of records) {
            const value = record[name];
            if (typeof value !== "string")
                continue;
            if (value === previous)
                record[name] = previous;
            else
                previous = value;
        }
    }
}
/** Whether the record's own keys are some of `fields`, in their order (absent ones are nullish). */
function hasOnlyFieldsInOrder(record, fields) {
    let next = 0;
    for (const key in record) {
        while (next < fields.length && fields[next].name !== key)
            next += 1;
        if (next === fields.length)
            return false;
        next += 1;
    }
    return true;
}
function copyOfFields(record, fields) {
    const copy = {};
    for (const { name } of fields) {
        const value = record[name];
        if (value !== undefined)
            copy[name] = value;
    }
    return copy;
}
/** Why the record's ids are not of the service's shape, or undefined. */
function recordIdProblem(record, kind) {
    for (const [field, prefix] of kind.idFields) {
        const value = record[field];
        if (typeof value !== "string")
            continue;
        const problem = service_ids_idShapeProblem(value, prefix);
        if (problem !== undefined)
            return `${field} ${problem}`;
    }
    return undefined;
}
/** Why the list is not one record per id (naming the id and both positions), or undefined. */
function duplicateIdProblem(records) {
    const seen = new Set();
    for (let index = 0; index < records.length; index += 1) {
        const { id } = records[index];
        if (!seen.has(id)) {
            seen.add(id);
            continue;
        }
        // Once per list at most: where the id was first is found only when it repeats.
        const earlier = records.findIndex((record) => record.id === id);
        return `records ${earlier} and ${index} have the same id ${service_ids_quoteId(id)}, so the list cannot say which record that id is`;
    }
    return undefined;
}
/** `id` as one path segment, or the reason it cannot be one. */
function idSegment(id, prefix) {
    const problem = service_ids_idShapeProblem(id, prefix);
    return problem === undefined ? { segment: encodeURIComponent(id) } : { problem };
}

;// CONCATENATED MODULE: ./src/io/response-records.ts
// Reading the service's answers: JSON bodies checked against the record schemas (spec 4.2), lists
// checked record by record and for duplicate ids, and the service's own error sentence, made safe
// to print.





/**
 * The error bodies seen: the spec's envelope `{"error": {"code", "message"}}`, the service's
 * documented `{"error": "Unauthorized", "message": "..."}`, and any JSON object with a `message`.
 */
const serviceErrorSchema = schemas/* union */.KCZ([
    schemas/* object */.Ikc({ error: schemas/* object */.Ikc({ message: schemas/* string */.YjP() }) }).transform((body) => body.error.message),
    schemas/* object */.Ikc({ message: schemas/* string */.YjP() }).transform((body) => body.message),
]);
/** A list answer as records of `kind`, refusing the whole list for one bad record or repeated id. */
function readRecordList(response, kind, context) {
    const parsed = readJson(response, context);
    if (!Array.isArray(parsed)) {
        throw badBody(response.status, "expected a JSON array of records", context);
    }
    const records = new Array(parsed.length);
    for (let index = 0; index < parsed.length; index++) {
        const record = checkedRecord(parsed[index], kind);
        if (record !== undefined && recordIdProblem(record, kind) === undefined) {
            records[index] = record;
            continue;
        }
        const checked = checkedAnswer(parsed[index], kind);
        if ("problem" in checked) {
            // A record with a field missing is named by its id too; a bad id is quoted by the problem.
            const named = checked.shapeWrong ? recordIdText(parsed[index]) : "";
            const reason = `record ${index}${named} is not a ${kind.noun}: ${checked.problem}`;
            throw badBody(response.status, reason, context);
        }
        records[index] = checked.record;
    }
    const duplicate = duplicateIdProblem(records);
    if (duplicate !== undefined)
        throw badBody(response.status, duplicate, context);
    shareRepeatedValues(records, kind);
    // Only a list accepted whole is kept from.
    const { keepRaw } = context;
    if (keepRaw !== undefined) {
        for (let index = 0; index < records.length; index++)
            keepRaw(records[index], parsed[index]);
    }
    return records;
}
/** One record of `kind`, or an ApiError saying what is wrong with the body. */
function readRecord(response, kind, context) {
    const body = readJson(response, context);
    const checked = checkedAnswer(body, kind);
    if ("record" in checked) {
        context.keepRaw?.(checked.record, body);
        return checked.record;
    }
    const reason = `the response is not a ${kind.noun}: ${checked.problem}`;
    throw badBody(response.status, reason, context);
}
/**
 * The record, or why it is not one of `kind`: checked without zod (see checkedRecord), and by the
 * schema only when that check fails, so that the words are the schema's.
 */
function checkedAnswer(raw, kind) {
    let record = checkedRecord(raw, kind);
    if (record === undefined) {
        const result = kind.schema.safeParse(raw);
        if (!result.success)
            return { problem: describeIssues(result.error, raw), shapeWrong: true };
        record = result.data;
    }
    const problem = recordIdProblem(record, kind);
    return problem === undefined ? { record } : { problem, shapeWrong: false };
}
/**
 * The service's error sentence (its `message`, else the whole body), on one line, without any of
 * `secrets` (the key and the proxy credentials: masked before the line is cut) and with hidden
 * characters shown; undefined for an empty body.
 */
function serviceMessage(text, secrets) {
    if (text.trim() === "")
        return undefined;
    let message;
    try {
        const parsed = serviceErrorSchema.safeParse(JSON.parse(text));
        message = parsed.success ? parsed.data : text;
    }
    catch {
        message = text;
    }
    // The service's text reaches terminals and logs: escape sequences and bidirectional controls
    // in it are shown as \uXXXX, never interpreted.
    return reveal_revealHiddenCharacters(redactedLine(message, secrets, 300));
}
function readJson(response, context) {
    try {
        return JSON.parse(response.text);
    }
    catch {
        throw badBody(response.status, "the response body is not JSON", context);
    }
}
function badBody(status, problem, context) {
    return new ApiError({
        method: context.method,
        path: context.path,
        status,
        serviceMessage: undefined,
        ambiguous: context.ambiguous ?? false,
        reason: context.redact(`${statusLine(status)} but ${problem}`),
    });
}
function describeIssues(error, record) {
    const present = typeof record === "object" && record !== null ? record : {};
    return error.issues
        .slice(0, 3)
        .map((issue) => {
        const field = issue.path.join(".");
        // A field absent altogether: named as missing rather than by the schema's complaint.
        if (issue.path.length === 1 && !Object.hasOwn(present, field)) {
            return `the required field "${field}" is missing`;
        }
        return `${field === "" ? "" : `${field}: `}${issue.message}`;
    })
        .join("; ");
}
/** ` (id "ca_1")` for a record whose id can be shown, else nothing. */
function recordIdText(record) {
    const id = record?.id;
    return typeof id === "string" && /^[\w-]{1,64}$/.test(id) ? ` (id "${id}")` : "";
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
        for (let wake = this.#waiters[this.#waitersHead]; this.#inFlight < this.#limit && wake !== undefined; wake = this.#waiters[this.#waitersHead]) {
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
        for (const sentAt of this.#recent.slice(this.#recentHead)) {
            if (sentAt > throttledSentAt - 1000)
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
        // The one just pushed ends the loop: it is never a second old.
        while ((this.#recent[this.#recentHead] ?? sentAt) <= sentAt - 1000)
            this.#recentHead++;
        if (this.#recentHead > 1024 && this.#recentHead * 2 > this.#recent.length) {
            this.#recent.splice(0, this.#recentHead);
            this.#recentHead = 0;
        }
    }
}

;// CONCATENATED MODULE: ./src/io/refusal-advice.ts
// What to do about a refusal of the service, from its status and its own words. The spec shows no
// error bodies; the service's public documentation does: 401 for a missing, invalid or expired key,
// 403 for what the key's `api_user` role may not do, 422 naming the field of the body it refused,
// and 429 with advice to back off exponentially from 1 s to 60 s with jitter.
/** Backoff after a 429 that names no Retry-After: 1 s doubling to 60 s, with full jitter. */
const THROTTLE_BACKOFF = { baseDelayMs: 1000, maxDelayMs: 60_000 };
/** The service's sentence says that the key is known but past its expiry. */
function saysKeyExpired(message) {
    return message !== undefined && /\bexpired\b/i.test(message);
}
/**
 * The field a 422's sentence names ("Field 'cyberSystemId' is required", "\"name\" must be a
 * string", "asset_type must be hardware or software"), or undefined when it names none.
 */
function refusedField(message) {
    if (message === undefined)
        return undefined;
    // "asset_type must be hardware or software": a snake_case or camelCase word first.
    const leading = /^([a-z]+(?:_[a-z]+)+|[a-z]+[A-Z]\w*)\b/.exec(message)?.[1];
    const named = /\bfield\s+([A-Za-z_][\w.-]{0,63})\b/i.exec(message)?.[1];
    const quoted = /(?:^|[\s(:])["'`]([A-Za-z_][\w.-]{0,63})["'`]/.exec(message)?.[1];
    return leading ?? named ?? quoted;
}
/** The advice after a refusal with this status and service sentence, or undefined. */
function refusalAdvice(status, message, sources) {
    const { keySource } = sources;
    switch (status) {
        case 401:
            return saysKeyExpired(message)
                ? expiredKeyAdvice(keySource)
                : `check the API key in ${keySource}`;
        case 403:
            return `the API key's role (api_user) may not do this: API keys read facilities, control centers and cyber systems and change cyber assets only; if this operation should be allowed, ask an Organization Admin to check the key's organization and permissions`;
        case 422: {
            const field = refusedField(message);
            const what = field === undefined ? "the request body" : `the field "${field}" of the request body`;
            return `the service refused ${what} and the request was not repeated: correct the value in the inventory and plan again`;
        }
    }
    return undefined;
}
/** The rotation advice for an expired key, naming the setting that holds it. */
function expiredKeyAdvice(keySource) {
    return `the API key in ${keySource} has expired: ask an Organization Admin to generate a new key and set ${keySource} to it; generating a key does not revoke the old one, so both work until the Admin revokes the old key once the new one is in use`;
}

;// CONCATENATED MODULE: ./src/io/response-body.ts
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
        // Each chunk decoded as it arrives, as `request()` did (UTF-8, a leading byte order mark
        // dropped): a list of 150 MB is then never held as chunks, their concatenation and the text
        // at once. A decoder per exchange, since a streaming decoder holds a partial character.
        const decoder = new TextDecoder();
        const parts = [];
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
                    parts.length = 0;
                    started.abort(new BodyTooLargeError(maxBodyBytes));
                    return;
                }
                parts.push(decoder.decode(chunk, { stream: true }));
            },
            onResponseEnd: () => {
                signal.removeEventListener("abort", abort);
                parts.push(decoder.decode());
                resolve({ status, headers, text: parts.join("") });
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

;// CONCATENATED MODULE: ./src/core/shared/errors.ts
// What a caught value says, without a cast at every catch: anything may be thrown, and Node's
// system errors carry their reason in `code` (ENOENT, ECONNRESET, ...).
/** The message of a thrown value: an Error's message, anything else as text. */
function errors_errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/** The `code` of a thrown value (a system error's ENOENT, ...), when it has a text one. */
function errorCode(error) {
    const code = error?.code;
    return typeof code === "string" ? code : undefined;
}

;// CONCATENATED MODULE: ./src/io/transport-errors.ts
// What a failed connection means for the user, for the failures a corporate network adds: a proxy
// that refuses the credentials, cannot be reached or closes the tunnel, and certificates from an
// authority this machine does not trust. Other network failures are left to the API client.

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
    const code = errorCode(error);
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
    return errors_errorMessage(error).replace(/\s+/g, " ").trim();
}

;// CONCATENATED MODULE: ./src/io/retry-policy.ts
// Which failed attempts may be repeated. A request is repeated only where repeating it cannot
// change the outcome: a POST that may have reached the service is never resent blindly, since a
// second create would be a duplicate asset.







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
/** The error an unsuccessful attempt amounts to, and whether another attempt may follow. */
function failureOf(request, outcome, attempt, context) {
    const { method, path } = request;
    const isPost = method === "POST";
    const last = attempt >= context.maxAttempts;
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
            reason: context.redact(outcome.reason + suffix),
            hint: outcome.hint ??
                (outcome.unreachable ? `check the service URL in ${context.sources.urlSource}` : undefined),
        };
        return { fields, retry };
    }
    const { status, text } = outcome.response;
    const message = serviceMessage(text, context.secrets);
    // 429 is an answer given before any effect; a 5xx may follow a commit (spec says nothing).
    const ambiguous = status >= 500 && method !== "GET";
    const retry = RETRYABLE_STATUSES.has(status) && !last && (!isPost || status === 429);
    const detail = message === undefined ? "" : `: ${message}`;
    const fields = {
        method,
        path,
        status,
        serviceMessage: message,
        ambiguous,
        reason: context.redact(`${statusLine(status)}${detail}${suffix}`),
        hint: refusalAdvice(status, message, context.sources),
    };
    return { fields, retry };
}
/** The attempt a thrown network error amounts to: was it sent, can a retry help, and why. */
function networkFailure(error, context) {
    const described = describeTransportFailure(error, context.host, context.proxy);
    if (described !== undefined) {
        const { sent, permanent, reason, hint } = described;
        return { kind: "network", sent, permanent, reason, hint: context.redact(hint) };
    }
    const code = errorCode(error);
    // On one line (OpenSSL's messages end with a line break), redacted before it is collapsed.
    const message = redactedLine(errors_errorMessage(error), context.secrets, Number.POSITIVE_INFINITY);
    const { connectMs, headersMs, bodyMs } = context.timeouts;
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
/** A network failure: whether the request was sent, whether a retry can help, and why. */
function network(sent, permanent, reason) {
    return { kind: "network", sent, permanent, reason };
}
function unreachable(attempt) {
    return { ...attempt, unreachable: true };
}

;// CONCATENATED MODULE: ./src/io/service-caller.ts





/** Sends the calls of one ApiClient: its gate, its request count and its run-wide deadline. */
class ServiceCaller {
    #settings;
    #gate;
    #jsonHeaders;
    /** No call lasts beyond this time (epoch ms), whatever its own deadline: see endCallsBy. */
    #endBy = Number.POSITIVE_INFINITY;
    #requests = 0;
    constructor(settings) {
        this.#settings = settings;
        this.#gate = new AdaptiveGate(settings.maxConcurrency, settings.sleep);
        this.#jsonHeaders = { ...settings.headers, "content-type": "application/json" };
    }
    /** See ApiClient.endCallsBy. */
    endCallsBy(epochMs) {
        this.#endBy = epochMs;
    }
    /** HTTP requests sent so far, retries included. */
    requestCount() {
        return this.#requests;
    }
    /** Waits as a retry of `attempt` (1-based) would: full-jitter exponential backoff. */
    backoff(attempt) {
        return this.#settings.sleep(this.#jitterDelay(attempt));
    }
    /** The most attempts one operation may make. */
    get maxAttempts() {
        return this.#settings.policy.maxAttempts;
    }
    close() {
        return this.#settings.pool.close();
    }
    /**
     * Sends one call with retries until success, a final answer, the attempt limit or the deadline.
     * Returns a 2xx response (or a 404 when `accept404`); throws ApiError otherwise.
     */
    async call(spec) {
        const ownDeadline = Date.now() + this.#settings.deadlineMs;
        const deadline = Math.min(ownDeadline, this.#endBy);
        const deadlineText = deadline < ownDeadline
            ? "the deadline of the whole run"
            : `the ${this.#settings.deadlineMs} ms deadline`;
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
                const failure = failureOf(spec, outcome, attempt, this.#settings.policy);
                if (!failure.retry)
                    throw new ApiError(failure.fields);
                const retryAfterMs = outcome.kind === "response" ? outcome.retryAfterMs : undefined;
                // A 429 without Retry-After: the service's documentation asks for 1 s doubling to 60 s.
                const unpacedThrottle = outcome.kind === "response" &&
                    outcome.response.status === 429 &&
                    retryAfterMs === undefined;
                const jitter = this.#jitterDelay(attempt, unpacedThrottle ? THROTTLE_BACKOFF : this.#settings.backoff);
                const delayMs = retryAfterMs === undefined ? jitter : Math.max(retryAfterMs, jitter);
                if (Date.now() + delayMs >= deadline) {
                    const wait = retryAfterMs === undefined
                        ? "no time left for another attempt"
                        : `the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (Retry-After), more than is left`;
                    const reason = `${failure.fields.reason} (${wait} within ${deadlineText})`;
                    throw new ApiError({ ...failure.fields, reason });
                }
                await this.#settings.sleep(delayMs);
            }
        }
        finally {
            clearTimeout(timer);
        }
    }
    async #attempt(spec, signal, deadline, deadlineText) {
        const ticket = await this.#gate.acquire(deadline);
        let answer = "none";
        const deadlineReason = `no outcome within ${deadlineText}`;
        try {
            if (signal.aborted || ticket.late || Date.now() >= deadline) {
                return network(false, true, deadlineReason);
            }
            this.#requests++;
            if (spec.counter)
                spec.counter.attempts++;
            const { status, headers, text } = await exchange(this.#settings.pool, {
                origin: this.#settings.origin,
                method: spec.method,
                path: this.#settings.pathPrefix + spec.path,
                headers: spec.body === undefined ? this.#settings.headers : this.#jsonHeaders,
                body: spec.body ?? null,
            }, signal, spec.list ? this.#settings.maxBodyBytes.list : this.#settings.maxBodyBytes.other);
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
                return network(true, true, deadlineReason);
            }
            return networkFailure(error, this.#settings.transport);
        }
        finally {
            this.#gate.release(ticket, answer);
        }
    }
    /** Full jitter: uniform in [0, min(cap, base * 2^(attempt - 1))). */
    #jitterDelay(attempt, backoff = this.#settings.backoff) {
        const ceiling = Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** (attempt - 1));
        return this.#settings.random() * ceiling;
    }
}

;// CONCATENATED MODULE: ./src/io/api-client.ts
// The Compliance Inventory Service over HTTP (spec 4.2): one keep-alive connection pool, timeouts
// on every phase, retries where repeating a request cannot change the outcome (retry-policy.ts),
// and an adaptive limit on requests in flight so a rate-limited service is not hammered. This
// module holds the endpoints and the options' defaults; service-caller.ts sends each call. Every
// message that leaves this module has passed through redactSecrets.













class ApiClient {
    /** The key and the proxy credentials: masked in every message. */
    #secrets;
    #caller;
    /** Each asset's extra fields, by asset id: see serviceFieldsOf. */
    #assetServiceFields = new Map();
    constructor(options) {
        const { baseUrl, apiKey, urlSource, keySource, proxy } = options.connection;
        this.#secrets = connectionSecrets(options.connection);
        const requestTimeoutMs = options.requestTimeoutMs;
        const timeouts = {
            connectMs: options.timeouts?.connectMs ?? 10_000,
            headersMs: options.timeouts?.headersMs ?? requestTimeoutMs ?? 30_000,
            bodyMs: options.timeouts?.bodyMs ?? requestTimeoutMs ?? 60_000,
        };
        const redact = (text) => this.redact(text);
        const maxConcurrency = Math.max(1, Math.floor(options.maxConcurrency ?? SHARED_NUMBER_SETTINGS.concurrency.default));
        this.#caller = new ServiceCaller({
            origin: baseUrl.origin,
            pathPrefix: baseUrl.pathname.replace(/\/+$/, ""),
            pool: options.dispatcher ??
                openDispatcher(baseUrl, proxy, {
                    connections: maxConcurrency,
                    connectTimeout: timeouts.connectMs,
                    headersTimeout: timeouts.headersMs,
                    bodyTimeout: timeouts.bodyMs,
                }),
            maxConcurrency,
            headers: { "x-api-key": apiKey, accept: "application/json" },
            deadlineMs: options.deadlineMs ?? Math.max(120_000, 4 * (requestTimeoutMs ?? 0)),
            maxBodyBytes: {
                list: options.maxBodyBytes?.list ?? 256 * 2 ** 20,
                other: options.maxBodyBytes?.other ?? 2 ** 20,
            },
            backoff: {
                baseDelayMs: options.retry?.baseDelayMs ?? 200,
                maxDelayMs: options.retry?.maxDelayMs ?? 10_000,
            },
            random: options.random ?? Math.random,
            sleep: options.sleep ?? ((ms) => (0,promises_.setTimeout)(ms)),
            policy: {
                maxAttempts: Math.max(1, options.retry?.maxAttempts ?? 5),
                secrets: this.#secrets,
                redact,
                sources: { keySource, urlSource },
            },
            transport: { host: baseUrl.host, proxy, timeouts, secrets: this.#secrets, redact },
        });
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
    async listCyberAssets(counter) {
        const path = "/cyber-assets";
        const response = await this.#caller.call({ method: "GET", path, counter, list: true });
        return readRecordList(response, CYBER_ASSET, this.#assetAnswer("GET", path));
    }
    /**
     * The fields the service last sent for the asset beyond the ones we map (`created_at`, ...), or
     * undefined. Kept here, beside the records rather than in them, so that no fingerprint, plan or
     * comparison can ever see them: only the echoes that ask for them (export, change record) do.
     */
    serviceFieldsOf(assetId) {
        return this.#assetServiceFields.get(assetId);
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
        const response = await this.#caller.call({ method: "GET", path, counter, accept404: true });
        if (response.status === 404)
            return undefined;
        return readRecord(response, CYBER_ASSET, this.#assetAnswer("GET", path));
    }
    /**
     * One create. A POST is repeated only when the service provably did nothing (429, or no
     * connection); any other failure after sending throws an ApiError with `ambiguous: true`, and
     * the caller must look for the asset before creating it again (see apply-operation.ts).
     */
    async createCyberAsset(body, counter) {
        const path = "/cyber-assets";
        const response = await this.#caller.call({
            method: "POST",
            path,
            body: JSON.stringify(body),
            counter,
        });
        // An unreadable 201 still means the create landed: the caller must find it, so ambiguous.
        return readRecord(response, CYBER_ASSET, this.#assetAnswer("POST", path, true));
    }
    async updateCyberAsset(id, patch, counter) {
        const path = this.#recordPath("PATCH", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
        const response = await this.#caller.call({
            method: "PATCH",
            path,
            body: JSON.stringify(patch),
            counter,
        });
        return readRecord(response, CYBER_ASSET, this.#assetAnswer("PATCH", path));
    }
    /**
     * Resolves once the asset is gone. A 404 (an earlier attempt, or someone else, deleted it) counts
     * as done only after GET /cyber-assets/{id} confirms the asset is absent; a 404 to the first
     * attempt means someone else deleted it ("gone-before"), not this client.
     */
    async deleteCyberAsset(id, counter) {
        const path = this.#recordPath("DELETE", "/cyber-assets", id, ID_PREFIXES.cyberAsset);
        const response = await this.#caller.call({ method: "DELETE", path, counter, accept404: true });
        if (response.status !== 404)
            return "deleted";
        if ((await this.getCyberAsset(id, counter)) === undefined) {
            return response.attempt === 1 ? "gone-before" : "deleted";
        }
        throw new ApiError({
            method: "DELETE",
            path,
            status: 404,
            serviceMessage: serviceMessage(response.text, this.#secrets),
            ambiguous: false,
            reason: `404 ${external_node_http_.STATUS_CODES[404]} although GET ${path} still finds the asset; run apply again`,
        });
    }
    /**
     * From now on, no call lasts beyond `epochMs` (the deadline of a whole apply): a call that would
     * start later is not sent, one in flight is abandoned then, and no Retry-After is waited past it.
     */
    endCallsBy(epochMs) {
        this.#caller.endCallsBy(epochMs);
    }
    /** HTTP requests sent so far, retries included. */
    requestCount() {
        return this.#caller.requestCount();
    }
    /** Waits as a retry of `attempt` (1-based) would: full-jitter exponential backoff. */
    backoff(attempt) {
        return this.#caller.backoff(attempt);
    }
    /** The most attempts one operation may make. */
    get maxAttempts() {
        return this.#caller.maxAttempts;
    }
    /** `text` with this client's API key and proxy credentials masked, for messages built outside. */
    redact(text) {
        return redactSecrets(text, this.#secrets);
    }
    close() {
        return this.#caller.close();
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
        const response = await this.#caller.call({ method: "GET", path, counter, list: true });
        return readRecordList(response, kind, this.#answer("GET", path));
    }
    async #get(path, kind, counter) {
        const response = await this.#caller.call({ method: "GET", path, counter });
        return readRecord(response, kind, this.#answer("GET", path));
    }
    #answer(method, path, ambiguous = false) {
        return { method, path, ambiguous, redact: (text) => this.redact(text) };
    }
    /** As #answer, keeping each asset's extra fields; the latest answer about an asset wins. */
    #assetAnswer(method, path, ambiguous = false) {
        const known = LIST_RULES["/cyber-assets"].known;
        return {
            ...this.#answer(method, path, ambiguous),
            keepRaw: (record, raw) => {
                const fields = serviceFieldsOf(raw, known, (text) => this.redact(text));
                if (fields === undefined)
                    this.#assetServiceFields.delete(record.id);
                else
                    this.#assetServiceFields.set(record.id, fields);
            },
        };
    }
}
/** The four lists at once: reading the live inventory costs exactly four requests. */
async function api_client_fetchLiveInventory(client) {
    const [facilities, controlCenters, cyberSystems, cyberAssets] = await Promise.all([
        client.listFacilities(),
        client.listControlCenters(),
        client.listCyberSystems(),
        client.listCyberAssets(),
    ]);
    return { facilities, controlCenters, cyberSystems, cyberAssets };
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
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
    const dispatcher = openDispatcher(new URL(apiUrl), proxy, {});
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

;// CONCATENATED MODULE: ./src/github/commit-status.ts
const POLICY_STATUS_CONTEXT = "cip-sync/policy";
/** GitHub refuses a longer description. */
const MAX_DESCRIPTION = 140;
function policyStatus(evaluation) {
    const { allowed, reasons } = evaluation.verdict;
    const description = allowed
        ? "Every rule that applies is met; no freeze holds."
        : (reasons[0] ?? "Refused by the policy.");
    return {
        state: allowed ? "success" : "failure",
        description: description.length > MAX_DESCRIPTION
            ? `${description.slice(0, MAX_DESCRIPTION - 1)}…`
            : description,
    };
}
async function setPolicyStatus(client, repository, sha, evaluation, targetUrl) {
    const status = policyStatus(evaluation);
    await client.rest.repos.createCommitStatus({
        ...repository,
        sha,
        context: POLICY_STATUS_CONTEXT,
        ...status,
        ...(targetUrl === undefined ? {} : { target_url: targetUrl }),
    });
}

;// CONCATENATED MODULE: ./src/core/shared/wording.ts
// Small pieces of the wording every layer's messages share, so that each is written one way.
/** "1 asset", "3 assets". */
function wording_countOf(count, noun) {
    return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
/** A ratio as a percentage with at most one decimal: 0.3 -> "30%", 0.125 -> "12.5%". */
function percent(ratio) {
    return `${Math.round(ratio * 1000) / 10}%`;
}
/** "a", "a and b", "a, b and c". */
function listOf(items) {
    return items.length <= 1
        ? items.join("")
        : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
/** The first 7 characters of a commit, as GitHub shows it. */
function shortSha(sha) {
    return sha.slice(0, 7);
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
function escapeMarkdown(text) {
    return (reveal_revealHiddenCharacters(text)
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
function markdownCodeSpan(text) {
    const shown = reveal_revealHiddenCharacters(text);
    const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const padding = shown.startsWith("`") || shown.endsWith("`") ? " " : "";
    return `${fence}${padding}${shown}${padding}${fence}`;
}

;// CONCATENATED MODULE: ./src/core/shared/collections.ts
// Small helpers over collections that several stages of the core share.
/** `items` by `key`, each group in the order of `items`; the key is computed once per item. */
function collections_groupBy(items, key) {
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
/** Whether `value` is one of `values`: narrows a string read from outside to a closed union. */
function isOneOf(values, value) {
    return values.includes(value);
}
/** A lookup that the caller's own construction guarantees missed: a bug in the caller, not bad input. */
class MissingEntryError extends Error {
    name = "MissingEntryError";
}
/** `map.get(key)` where the caller built `map` to hold `key`; `what` names the map for the error. */
function getOrThrow(map, key, what) {
    const value = map.get(key);
    if (value === undefined)
        throw new MissingEntryError(`${what} has no entry for ${String(key)}`);
    return value;
}
/** Group `group` of `match`, which the pattern makes non-optional; `what` names the pattern. */
function collections_matchGroup(match, group, what) {
    const text = match[group];
    if (text === undefined)
        throw new MissingEntryError(`${what} matched without group ${group}`);
    return text;
}
/** Each item with the one before it, in order: `[a, b, c]` gives `[a, b]` and `[b, c]`. */
function adjacentPairs(items) {
    const pairs = [];
    let previous;
    for (const item of items) {
        if (previous !== undefined)
            pairs.push([previous, item]);
        previous = item;
    }
    return pairs;
}

;// CONCATENATED MODULE: ./src/core/plan/possible-renames.ts


/** Two names are similar when at most this share of the longer one must change (after folding). */
const RENAME_SIMILARITY = 0.75;
/**
 * Beyond this many delete-create comparisons in one cyber system and asset type, only names equal
 * after folding are paired: a plan of 100,000 operations stays fast.
 */
const MAX_RENAME_COMPARISONS = 40_000;
/**
 * A name as the comparison sees it: its name key without spaces, dashes, underscores, dots,
 * slashes and colons, so that "RTU-01", "rtu_01" and "RTU 01" are one name.
 */
function foldedName(name) {
    const folded = names_nameKey(name).replace(/[\s\-_.:/]+/gu, "");
    return folded === "" ? names_nameKey(name) : folded;
}
/** Whether two names are similar: an edit distance of at most a quarter of the longer folded name. */
function similarNames(a, b) {
    return similarity(foldedName(a), foldedName(b)) >= RENAME_SIMILARITY;
}
/** 1 for equal folded names, down to 0 when every character must change. */
function similarity(a, b) {
    const longest = Math.max([...a].length, [...b].length);
    if (longest === 0)
        return 1;
    const max = Math.floor(longest * (1 - RENAME_SIMILARITY));
    return 1 - editDistance(a, b, max) / longest;
}
/**
 * The possible renames among `operations`: in each cyber system, deletes and creates of one asset
 * type are paired when there is exactly one of each, or when their names are similar (most similar
 * first; ties by declared name, then live asset id). Each operation is in at most one pair, and the
 * pairs do not depend on the order of `operations`. Sorted by declared name, then live asset id.
 */
function pairPossibleRenames(operations) {
    const deletes = operations.filter((operation) => operation.action === "delete");
    const creates = operations.filter((operation) => operation.action === "create");
    const groupOf = (operation) => JSON.stringify([operation.cyber_system.id, operation.asset_type]);
    const deletesByGroup = collections_groupBy(deletes, groupOf);
    const pairs = [];
    for (const [group, declared] of collections_groupBy(creates, groupOf)) {
        const live = deletesByGroup.get(group);
        if (live !== undefined)
            pairs.push(...pairGroup(declared, live));
    }
    return pairs.sort(comparePairs);
}
function pairGroup(declared, live) {
    const [onlyDeclared] = declared;
    const [onlyLive] = live;
    if (declared.length === 1 && live.length === 1 && onlyDeclared && onlyLive) {
        return [{ declared: onlyDeclared, live: onlyLive }];
    }
    const candidates = [];
    const compareAll = declared.length * live.length <= MAX_RENAME_COMPARISONS;
    const liveByFolded = collections_groupBy(live, (operation) => foldedName(operation.name));
    for (const create of declared) {
        const folded = foldedName(create.name);
        const others = compareAll ? live : (liveByFolded.get(folded) ?? []);
        for (const remove of others) {
            const score = similarity(folded, foldedName(remove.name));
            if (score >= RENAME_SIMILARITY)
                candidates.push({ declared: create, live: remove, score });
        }
    }
    candidates.sort((a, b) => b.score - a.score || comparePairs(a, b));
    const taken = new Set();
    const pairs = [];
    for (const candidate of candidates) {
        if (taken.has(candidate.declared) || taken.has(candidate.live))
            continue;
        taken.add(candidate.declared);
        taken.add(candidate.live);
        pairs.push({ declared: candidate.declared, live: candidate.live });
    }
    return pairs;
}
function comparePairs(a, b) {
    return (names_compareCodePoints(a.declared.name, b.declared.name) ||
        names_compareCodePoints(a.live.asset_id, b.live.asset_id));
}
/**
 * The operations with both halves of each possible rename marked `possible_rename`, in place (the
 * indexes of `depends_on` stay valid). Each marked operation is rebuilt with its keys in code-point
 * order, as the planner builds every operation (see fingerprint.ts).
 */
function markPossibleRenames(operations) {
    const marks = new Map();
    for (const { declared, live } of pairPossibleRenames(operations)) {
        const mark = { declared: declared.name, live: live.name };
        marks.set(declared, mark);
        marks.set(live, mark);
    }
    operations.forEach((operation, index) => {
        const mark = marks.get(operation);
        if (mark === undefined || operation.action === "update")
            return;
        const { source, ...rest } = operation;
        operations[index] = { ...rest, possible_rename: mark, ...(source ? { source } : {}) };
    });
}
/** How `name` is written in a YAML flow map: plain when that is safe, else double-quoted. */
function yamlScalar(name) {
    return /^[A-Za-z0-9][A-Za-z0-9 ._\-/()]*$/u.test(name) && !name.endsWith(" ")
        ? name
        : JSON.stringify(name);
}
/** The deletes among `operations` that may be renames made in the service, in their order. */
function renamedDeletes(operations) {
    return operations.filter((operation) => operation.action === "delete" && operation.possible_rename !== undefined);
}
function possible_renames_renameFixLine(rename, assetType) {
    return `${yamlScalar(rename.declared)}: {type: ${assetType}, renamed_from: ${yamlScalar(rename.live)}}`;
}

;// CONCATENATED MODULE: ./src/core/plan/cycles.ts
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

;// CONCATENATED MODULE: ./src/render/plan-view.ts



/**
 * Takes what a renderer's destructuring of an update's `changes` left over, which must be nothing.
 * A field added to the plan model's `changes` then fails to compile at every renderer until that
 * renderer shows it; at run time a change no renderer knows refuses to render rather than go unseen
 * by reviewers while the fingerprint covers it.
 */
function everyChangeShown(unshown) {
    const fields = Object.keys(unshown);
    if (fields.length > 0) {
        throw new Error(`the plan changes ${fields.join(", ")}, which this renderer cannot show`);
    }
}
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
            const { name, cyber_system: move, ...others } = operation.changes;
            if (name)
                renames.push(update);
            if (name || move)
                view.relocations.push(update);
            else
                view.retypes.push({ ...update, operation: { ...operation, changes: others } });
        }
    }
    markRenameCycles(renames);
    return view;
}
/** Sets `cycleSize` of the renames that take each other's names in a cycle. */
function markRenameCycles(renames) {
    const byOldKey = new Map(renames.map((rename) => [names_nameKey(rename.nameBefore), rename]));
    for (const cycle of cyclesOf(renames, (rename) => byOldKey.get(names_nameKey(rename.operation.name)))) {
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
    return [...groups.values()].sort((a, b) => names_compareCodePoints(a.system.name, b.system.name) ||
        names_compareCodePoints(a.system.parent?.name ?? "", b.system.parent?.name ?? "") ||
        names_compareCodePoints(a.system.id, b.system.id));
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
const TEMPORARY_RENAME_WORDS = "a temporary name, to break a rename cycle";
/** "3 cyber assets will be permanently deleted." */
function deleteHeadline(count) {
    return `${wording_countOf(count, "cyber asset")} will be permanently deleted.`;
}
const POSSIBLY_RENAMED = "possibly renamed in the service";
const REPLACE_CONSEQUENCE = "Applying would replace each live record with a new one: a new id, and its compliance history lost. Apply refuses them without --allow-replace (Action input allow-replace: true).";
/** A delete that is one half of a possible rename made in the service, with the other half's name. */
/** "or adopt the live name: declare b instead of a" */
function plan_view_adoptLiveNameWords(rename, show) {
    return `or adopt the live name: declare ${show(rename.live)} instead of ${show(rename.declared)}`;
}
const DELETE_CONSEQUENCE = "Deletion cannot be undone through the API: the asset record and its compliance history are lost.";
/** What a successful create produced, `id` already formatted for the output. */
function createdWords(id, adopted) {
    return adopted
        ? `adopted ${id} (the response was lost, but the asset had been created)`
        : `created ${id}`;
}
/** The one-line verdict of an apply, with its counts. */
function applyVerdict(plan, result) {
    const operations = plan.operations.length;
    const reported = new Set(result.results.map((entry) => entry.index));
    const notRun = plan.operations.filter((_, index) => !reported.has(index)).length;
    const { succeeded, failed, skipped } = result.summary;
    if (result.interrupted !== undefined) {
        const notStarted = result.interrupted.not_started;
        const skippedForFailure = skipped - notStarted;
        const parts = [
            `${succeeded} of ${wording_countOf(operations, "operation")} succeeded`,
            `${failed} failed`,
        ];
        if (skippedForFailure > 0)
            parts.push(`${skippedForFailure} skipped after a failure`);
        parts.push(`${notStarted} not started`);
        return { outcome: "interrupted", sentence: `Interrupted: ${parts.join(", ")}.`, notRun };
    }
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
const RERUN_ADVICE = "Fix the cause and run apply again: the next plan contains only what is still missing.";

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
    return `${escapeMarkdown(state.name)} (${state.asset_type}) in ${escapeMarkdown(state.cyber_system)}`;
}
/** "Drift: N assets differ ...", or "No drift: ...": the text output's first line and the Action's log line. */
function driftHeadline(findings) {
    const count = findings.differences.length;
    return findings.in_sync
        ? "No drift: the live inventory matches the files."
        : `Drift: ${wording_countOf(count, "asset")} differ${count === 1 ? "s" : ""} between the files and the live inventory.`;
}
/** "only in the service, possibly renamed in the service": what the Drift column and line say. */
function whatDiffers(difference) {
    const what = WHAT[difference.action];
    return difference.possible_rename ? `${what}, ${POSSIBLY_RENAMED}` : what;
}
/** The live half of a possible rename, with its asset type: where the fix is given. */
function renamedLive(difference) {
    const { possible_rename: rename, live } = difference;
    if (rename === undefined || difference.action !== "delete" || live === null)
        return undefined;
    return { rename, assetType: live.asset_type };
}
function renderDriftText(findings) {
    const lines = [driftHeadline(findings)];
    for (const difference of findings.differences) {
        lines.push(`  ${difference.asset_id ?? "(new)"}: ${whatDiffers(difference)}`, `    declared: ${stateText(difference.declared)}`, `    live:     ${stateText(difference.live)}`);
        const renamed = renamedLive(difference);
        if (renamed === undefined)
            continue;
        const fix = renameFixLine(renamed.rename, renamed.assetType);
        lines.push(`    keep the record: ${revealHiddenCharacters(fix)}`, `    ${adoptLiveNameWords(renamed.rename, revealHiddenCharacters)}`);
    }
    return `${lines.join("\n")}\n`;
}
/**
 * The drifted assets as a Markdown table, then the fix of each possible rename made in the service,
 * one line each; "" when in sync.
 */
function renderDriftTable(differences) {
    if (differences.length === 0)
        return "";
    const rows = differences.map((difference) => `| ${difference.asset_id === null ? "_new_" : markdownCodeSpan(difference.asset_id)} | ${whatDiffers(difference)} | ${stateMarkdown(difference.declared)} | ${stateMarkdown(difference.live)} |`);
    const fixes = differences.flatMap((difference) => {
        const renamed = renamedLive(difference);
        if (renamed === undefined)
            return [];
        const { rename, assetType } = renamed;
        return [
            `- ${escapeMarkdown(rename.live)} is declared as ${escapeMarkdown(rename.declared)}, ${POSSIBLY_RENAMED}. Keep the record: ${markdownCodeSpan(possible_renames_renameFixLine(rename, assetType))}, ${plan_view_adoptLiveNameWords(rename, escapeMarkdown)}.`,
        ];
    });
    return [
        "| Asset id | Drift | Declared in git | Held by the service |",
        "| --- | --- | --- | --- |",
        ...rows,
        "",
        ...(fixes.length === 0 ? [] : [...fixes, ""]),
    ].join("\n");
}
function renderDriftMarkdown(findings) {
    const table = renderDriftTable(findings.differences);
    return `**${driftHeadline(findings)}**\n${table === "" ? "" : `\n${table}`}`;
}

;// CONCATENATED MODULE: ./src/github/drift-issue.ts



const DRIFT_LABEL = "inventory-drift";
/** GitHub rejects issue bodies longer than this. */
const BODY_LIMIT = 65_536;
function marker(workspace, firstSeen) {
    return `<!-- cip-sync:drift workspace=${workspace} first-seen=${firstSeen} -->`;
}
const MARKER = /^<!-- cip-sync:drift workspace=(\S+) first-seen=(\S+) -->\r?$/;
/**
 * The open drift issue of the workspace written by `author`, if any (the oldest wins). GitHub
 * filters by creator; the author is checked again here, with the marker.
 */
async function findDriftIssue(octokit, target) {
    const issues = await octokit.paginate(octokit.rest.issues.listForRepo, {
        owner: target.owner,
        repo: target.repo,
        state: "open",
        creator: target.author,
        per_page: 100,
    });
    const author = target.author.toLowerCase();
    const ours = issues
        .filter((issue) => issue.pull_request === undefined && issue.user?.login.toLowerCase() === author)
        .flatMap((issue) => {
        const [, workspace, firstSeen] = MARKER.exec((issue.body ?? "").split("\n", 1)[0] ?? "") ?? [];
        return workspace === target.workspace &&
            firstSeen !== undefined &&
            !Number.isNaN(Date.parse(firstSeen))
            ? [{ number: issue.number, url: issue.html_url, firstSeen }]
            : [];
    })
        .sort((a, b) => a.number - b.number);
    return ours[0];
}
function driftIssueTitle(workspace) {
    return `Inventory drift: workspace ${workspace}`;
}
/** The body's line naming the chain head; values in code spans, so none becomes Markdown. */
function evidenceHeadLine(head) {
    const time = head.tsaTime === undefined
        ? "not timestamped"
        : `timestamped by TSA at ${markdownCodeSpan(head.tsaTime)}`;
    return `- Evidence chain head: workspace ${markdownCodeSpan(head.workspace)}, record ${head.sequence}, sha256 ${markdownCodeSpan(head.sha256)}, ${time}`;
}
/** The issue's body: marker, what differs, since when, the evidence head, and what to do. */
function driftIssueBody(workspace, findings, firstSeen, check) {
    const count = findings.differences.length;
    const head = [
        marker(workspace, firstSeen),
        `The live inventory of workspace \`${workspace}\` differs from the files on the default branch: ${count} asset${count === 1 ? "" : "s"}.`,
        "",
        `- First seen: ${firstSeen}`,
        `- Last checked: ${check.at.toISOString()} ([run](${check.runUrl}))`,
        `- Live state: \`${findings.live_fingerprint}\`; plan: \`${findings.plan_fingerprint}\``,
        ...(check.evidenceHead === undefined ? [] : [evidenceHeadLine(check.evidenceHead)]),
        "",
        "Investigate each difference (CIP-010 R2.1): either change the files in a pull request to document a change that was made, or merge to apply the files. This issue is updated by every drift check and closed by the first that finds the inventory in sync.",
        "",
        "",
    ].join("\n");
    const table = renderDriftTable(findings.differences);
    if (head.length + table.length <= BODY_LIMIT)
        return head + table;
    // Whole rows only: the job summary and the monitoring record list every difference.
    const note = `\n_${escapeMarkdown("More differences than fit in an issue: the job summary of the run and its monitoring record list them all.")}_\n`;
    const room = BODY_LIMIT - head.length - note.length;
    return `${head}${table.slice(0, table.lastIndexOf("\n", room) + 1)}${note}`;
}
/** Opens, updates or closes the workspace's drift issue for this check's findings. */
async function reportDriftIssue(octokit, target, findings, check) {
    const repository = { owner: target.owner, repo: target.repo };
    const existing = await findDriftIssue(octokit, target);
    if (findings.in_sync) {
        if (existing === undefined)
            return { action: "none" };
        const resolvedBy = await check.resolvedBy?.(existing.firstSeen);
        const pulls = (resolvedBy ?? []).map(({ number, url }) => `#${number} (${url})`);
        const how = pulls.length === 0
            ? "The live inventory matches the files again."
            : `The live inventory matches the files again, after the apply of ${pulls.length === 1 ? "pull request" : "pull requests"} ${listOf(pulls)}.`;
        await octokit.rest.issues.createComment({
            ...repository,
            issue_number: existing.number,
            body: `**Back in sync** at ${check.at.toISOString()} ([run](${check.runUrl})). ${how} Drift first seen ${existing.firstSeen}.`,
        });
        await octokit.rest.issues.update({
            ...repository,
            issue_number: existing.number,
            state: "closed",
            state_reason: "completed",
        });
        return { action: "closed", issue: existing };
    }
    const firstSeen = existing?.firstSeen ?? check.at.toISOString();
    const body = driftIssueBody(target.workspace, findings, firstSeen, check);
    if (existing !== undefined) {
        await octokit.rest.issues.update({ ...repository, issue_number: existing.number, body });
        return { action: "updated", issue: existing };
    }
    const { data } = await octokit.rest.issues.create({
        ...repository,
        title: driftIssueTitle(target.workspace),
        body,
        labels: [DRIFT_LABEL],
    });
    return { action: "opened", issue: { number: data.number, url: data.html_url, firstSeen } };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/core/shared/sha256.ts
// The one hash the tool uses: fingerprints, operation digests, source snapshots and the evidence
// chain all name content by its SHA-256, written as lowercase hex.

function sha256_sha256Hex(bytes) {
    return (0,external_node_crypto_.createHash)("sha256").update(bytes).digest("hex");
}

;// CONCATENATED MODULE: ./src/core/plan/fingerprint.ts
// The identity of a plan's effect: apply compares it with the fingerprint of the reviewed plan and
// refuses when the two differ, so that CI runs exactly what reviewers saw.


/**
 * "sha256:<hex>" over the canonical JSON (object keys sorted by code point, no whitespace, no
 * undefined fields) of the operations. `source` (where a declaration is written) is left out:
 * moving or reformatting lines in the inventory files does not change what an apply does, so it
 * must not invalidate a review.
 */
function fingerprintOperations(operations) {
    const effects = operations.map(({ source: _source, ...effect }) => JSON.stringify(canonical(effect)));
    return `sha256:${sha256_sha256Hex(`[${effects.join(",")}]`)}`;
}
/**
 * The value with every object's keys in code-point order, so that `JSON.stringify` writes it
 * canonically. Values already in that order are returned as they are: the planner builds its
 * operations that way, which keeps fingerprinting 100k operations cheap.
 */
function canonical(value) {
    if (isCanonical(value))
        return value;
    if (Array.isArray(value)) {
        let copy;
        value.forEach((item, index) => {
            const canonicalItem = canonical(item);
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
        const canonicalField = field === undefined ? undefined : canonical(field);
        const previous = entries[index - 1];
        if (canonicalField !== field ||
            field === undefined ||
            (previous !== undefined && names_compareCodePoints(previous[0], key) >= 0)) {
            unchanged = false;
        }
        return [key, canonicalField];
    });
    if (unchanged)
        return value;
    // No prototype, so that a key such as "__proto__" stays an ordinary field.
    const sorted = Object.create(null);
    canonicalEntries.sort(([a], [b]) => names_compareCodePoints(a, b));
    for (const [key, field] of canonicalEntries)
        if (field !== undefined)
            sorted[key] = field;
    return sorted;
}
/**
 * Whether `value` is canonical already: every object's keys in code-point order, none undefined.
 * Asked first of each operation, and allocates nothing: the planner's operations always are.
 */
function isCanonical(value) {
    if (value === null || typeof value !== "object")
        return true;
    if (Array.isArray(value)) {
        for (const item of value)
            if (!isCanonical(item))
                return false;
        return true;
    }
    let previous;
    for (const key in value) {
        if (!Object.hasOwn(value, key))
            continue;
        const field = value[key];
        if (field === undefined || !isCanonical(field))
            return false;
        if (previous !== undefined && names_compareCodePoints(previous, key) >= 0)
            return false;
        previous = key;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/core/evidence/evidence-record.ts
// Evidence records: the entries of the evidence ledger, one JSON file each, kept for CIP audits.
// A `change` record documents an apply attempt (CIP-010 R1), a `monitoring` record a drift check
// (R2). Records are chained per workspace: each names its `sequence` and the SHA-256 of the exact
// bytes of the workspace's previous record, so a removed, edited or reordered record shows.
// Pure: building, serialising and naming records; the chain check is in evidence-chain.ts.



const EVIDENCE_FORMAT_VERSION = 1;
const EVIDENCE_KINDS = (/* unused pure expression or super */ null && (["change", "monitoring"]));
/** A workspace's name: it is a folder of the ledger (records/<workspace>/). */
const WORKSPACE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** The branch the Action keeps the ledger on unless told otherwise (input evidence-branch). */
const DEFAULT_EVIDENCE_BRANCH = "cip-sync-evidence";
const CHANGE_OUTCOMES = [
    "applied",
    "partly-applied",
    "failed",
    "no-changes",
    "interrupted",
    "plan-changed",
    "unsafe",
    "no-reviewed-plan",
    "not-approved",
    "policy",
    "invalid",
];
/** The pull requests a change record names: the one merged, each of a batch, or none. */
function pullRequestsOf(change) {
    return change.pull_request === null ? (change.pull_requests ?? []) : [change.pull_request];
}
/** The run id of every record of origin "cli" starts so; a workflow run's id is a number. */
const CLI_RUN_PREFIX = "cli-";
/** The record's file content: canonical JSON (keys in code-point order), indented, one newline. */
function serializeRecord(record) {
    return `${JSON.stringify(canonical(record), null, 2)}\n`;
}
/**
 * The record placed after `head` (the workspace's last record; undefined for its first), recorded
 * at `now` or, when a clock runs behind the previous writer's, one millisecond after it: file names
 * then sort in chain order. `untimestamped` lists earlier records still waiting for a token.
 */
function sealRecord(draft, head, now, untimestamped = []) {
    const previousAt = head === undefined ? Number.NEGATIVE_INFINITY : Date.parse(head.record.recorded_at);
    const recordedAt = new Date(Math.max(now.getTime(), previousAt + 1)).toISOString();
    const record = {
        ...draft,
        sequence: head === undefined ? 1 : head.record.sequence + 1,
        previous_sha256: head === undefined ? null : sha256_sha256Hex(head.bytes),
        recorded_at: recordedAt,
        ...(untimestamped.length === 0 ? {} : { untimestamped_predecessors: [...untimestamped] }),
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
/**
 * Whether `path` has the shape recordPath gives a record of `workspace`: anything else beside the
 * records (a stray file someone committed) is not part of the chain the writer extends.
 */
function evidence_record_isRecordPathOf(path, workspace) {
    const prefix = `${RECORDS_DIR}/${workspace}/`;
    return (path.startsWith(prefix) &&
        /^\d{4}\/\d{2}\/\d{8}T\d{6}\.\d{3}Z-(change|monitoring)-[^/]+-\d+\.json$/.test(path.slice(prefix.length)));
}
/** Whether `path` is the file of a record sealed from the command line (origin "cli"). */
function isCliRecordPath(path) {
    const workspace = workspaceOfPath(path);
    return (workspace !== undefined &&
        evidence_record_isRecordPathOf(path, workspace) &&
        path.includes(`-change-${CLI_RUN_PREFIX}`));
}
/** The kind a record's file name states (recordPath), or undefined for another name. */
function kindOfPath(path) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    return /^\d{8}T\d{6}\.\d{3}Z-(change|monitoring)-/.exec(name)?.[1];
}
/** The workspace a ledger path belongs to, or undefined for a file outside records/. */
function workspaceOfPath(path) {
    const parts = path.split("/");
    return parts.length === 5 && parts[0] === RECORDS_DIR ? parts[1] : undefined;
}
/** "sha256:<hex>" of the live inventory, independent of the order the service listed it in. */
function liveFingerprint(live) {
    const byId = (items) => [...items].sort((a, b) => names_compareCodePoints(a.id, b.id));
    const state = {
        facilities: byId(live.facilities),
        control_centers: byId(live.controlCenters),
        cyber_systems: byId(live.cyberSystems),
        cyber_assets: byId(live.cyberAssets),
    };
    return `sha256:${sha256_sha256Hex(JSON.stringify(canonical(state)))}`;
}
function renameOf(operation) {
    const rename = operation.possible_rename;
    return rename ? { possible_rename: { declared: rename.declared, live: rename.live } } : {};
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
            differences.push({
                action: "create",
                asset_id: null,
                declared,
                live: null,
                ...renameOf(operation),
            });
        }
        else if (operation.action === "delete") {
            const before = liveState(operation.asset_id);
            differences.push({
                action: "delete",
                asset_id: operation.asset_id,
                declared: null,
                live: before,
                ...renameOf(operation),
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(4377);
;// CONCATENATED MODULE: ./src/core/evidence/change-record.ts
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
    if (result.interrupted !== undefined)
        return "interrupted";
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
            ...(outcome?.service_fields !== undefined ? { service_fields: outcome.service_fields } : {}),
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

;// CONCATENATED MODULE: ./src/core/inventory/principals.ts
// Who may be named as an owner or an approver: a GitHub login (`alice`) or a team as `org/team`
// (`acme/alpha-protection`), and the impact ratings a system may declare. Shared by the inventory
// documents (`owners:`, `impact:`) and the policy file (`from:`), so both accept the same names.

const IMPACT_LEVELS = ["high", "medium", "low"];
/** GitHub's rules: letters, digits and single hyphens, not at either end, at most 39 characters. */
const LOGIN = String.raw `[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}`;
/** A team's slug as GitHub writes it in URLs and CODEOWNERS (lower case in practice). */
const TEAM_SLUG = String.raw `[A-Za-z0-9][A-Za-z0-9_.-]{0,99}`;
const LOGIN_PATTERN = new RegExp(`^${LOGIN}$`);
const PRINCIPAL_PATTERN = new RegExp(`^${LOGIN}(?:/${TEAM_SLUG})?$`);
/** `alice` or `acme/alpha-protection` as a principal; undefined when it is neither. */
function parsePrincipal(text) {
    if (!PRINCIPAL_PATTERN.test(text))
        return undefined;
    const slash = text.indexOf("/");
    return slash === -1
        ? { kind: "user", login: text }
        : { kind: "team", org: text.slice(0, slash), slug: text.slice(slash + 1) };
}
/** The principal as written in documents and messages: `alice`, `acme/alpha-protection`. */
function principalText(principal) {
    return principal.kind === "user" ? principal.login : `${principal.org}/${principal.slug}`;
}
/** GitHub compares logins, organizations and team slugs without regard to case. */
function principalKey(principal) {
    return principalText(principal).toLowerCase();
}
const impactSchema = schemas/* enum */.k5n(IMPACT_LEVELS).meta({
    title: "Impact",
    description: "The declared BES Cyber System impact rating (kept in git: the service does not show it to API keys).",
});
const principalSchema = schemas/* string */.YjP().regex(PRINCIPAL_PATTERN).meta({
    description: "A GitHub login (alice) or a team as org/team-slug (acme/alpha-protection).",
});

;// CONCATENATED MODULE: ./src/core/plan/plan-model.ts
// The plan and its results: documents bound to live cyber systems, the operations, the safety
// report and what apply did. Data that renderers and apply only read; pure types and constants.

/** "facility" or "control center", as messages and renderers say it. */
function parentKindWord(kind) {
    return kind === "facility" ? "facility" : "control center";
}
// ---------------------------------------------------------------------------------------------
// The plan: data that renderers and apply only read. Versioned; see schemas/plan.schema.json.
const plan_model_PLAN_FORMAT_VERSION = 1;
const DEFAULT_SAFETY_LIMITS = {
    maxChangeRatio: SHARED_NUMBER_SETTINGS["max-change-percent"].default / 100,
    minAssetsForRatio: SHARED_NUMBER_SETTINGS["min-assets-for-ratio"].default,
    maxChanges: SHARED_NUMBER_SETTINGS["max-changes"].default,
};

;// CONCATENATED MODULE: ./src/core/plan/plan-schema.ts
// The plan as a zod schema: the check on a saved plan read back by `apply --plan FILE`, and the
// source of schemas/plan.schema.json. It mirrors `Plan` in model.ts exactly; a type-level test
// (test/core/plan-schema.test.ts) fails when the two drift apart.





const assetTypeSchema = schemas/* enum */.k5n(ASSET_TYPES);
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
    impact: impactSchema.optional(),
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
const possibleRenameSchema = schemas/* strictObject */.rej({
    declared: schemas/* string */.YjP().meta({ description: "The name the files declare (the create)." }),
    live: schemas/* string */.YjP().meta({ description: "The name the service holds (the delete)." }),
})
    .meta({
    description: "This create and a delete of the same cyber system and type may be one asset renamed in the service; apply refuses them without --allow-replace.",
})
    .optional();
const createOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("create"),
    ...operationBase,
    name: schemas/* string */.YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
    possible_rename: possibleRenameSchema,
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
        asset_type: fieldChange(assetTypeSchema).optional(),
    }),
})
    .meta({ title: "Update an asset (rename, move, retype)" });
const deleteOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("delete"),
    ...operationBase,
    asset_id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
    possible_rename: possibleRenameSchema,
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
    format_version: schemas/* literal */.euz(plan_model_PLAN_FORMAT_VERSION),
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
        asset_type: assetTypeSchema,
        cyber_system: systemRefSchema,
    }))
        .meta({
        description: "Undeclared live assets of prune: false systems: reported, never deleted.",
    }),
    safety: schemas/* strictObject */.rej({
        managed_live_assets: count,
        violations: schemas/* array */.YOg(schemas/* strictObject */.rej({
            rule: schemas/* enum */.k5n(["mass-delete", "mass-update", "empty-system", "possible-rename"]),
            message: schemas/* string */.YjP(),
        })),
    }),
    warnings: schemas/* array */.YOg(diagnosticSchema),
    inputs: schemas/* strictObject */.rej({
        patterns: schemas/* array */.YOg(schemas/* string */.YjP()).meta({
            description: "Inventory files, directories or globs, relative to root.",
        }),
        root: schemas/* string */.YjP().meta({
            description: "The repository root, relative to the directory the plan was made in.",
        }),
    })
        .meta({ description: "What the plan was made from: apply --plan reads the same files." })
        .optional(),
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
/** A saved plan file that cannot be used: the message names the file and how to get a good one. */
class PlanFileError extends (/* unused pure expression or super */ null && (Error)) {
    name = "PlanFileError";
}
/**
 * A saved plan (`apply --plan FILE`), checked completely. Throws a PlanFileError naming `source`
 * and the JSON path of each problem (`$.operations[3].action`), and saying how to get a good file.
 */
function parsePlanJson(text, source) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new PlanFileError(`${source} is not valid JSON (${errorMessage(error)}); pass the file written by 'cip-sync plan --out FILE'`, { cause: error });
    }
    const version = value?.format_version;
    if (version !== undefined && version !== PLAN_FORMAT_VERSION) {
        throw new PlanFileError(`${source} has plan format_version ${JSON.stringify(version)}, and this cip-sync reads version ${PLAN_FORMAT_VERSION}; run 'cip-sync plan --out FILE' again with this version`);
    }
    const result = planSchema.safeParse(value);
    if (result.success)
        return result.data;
    const issues = result.error.issues;
    const lines = issues
        .slice(0, MAX_REPORTED_ISSUES)
        .map((issue) => `  at ${plan_schema_jsonPath(issue.path)}: ${issue.message}`);
    if (issues.length > MAX_REPORTED_ISSUES) {
        lines.push(`  ... and ${issues.length - MAX_REPORTED_ISSUES} more`);
    }
    throw new PlanFileError(`${source} is not a valid plan; pass the file written by 'cip-sync plan --out FILE', unedited:\n${lines.join("\n")}`);
}
/** `$.operations[3].action`: where a schema issue is, as JSONPath. */
function plan_schema_jsonPath(path) {
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

;// CONCATENATED MODULE: ./src/core/evidence/evidence-schema.ts
// Evidence records as a zod schema: the check `cip-sync evidence verify` makes on every file of the
// ledger, and the source of schemas/evidence-record.schema.json. It mirrors `EvidenceRecord`
// (evidence-record.ts) and `ChangeRecord` (change-record.ts) exactly: `satisfies` fails the
// typecheck when they drift apart.




const evidence_schema_count = schemas/* int */.Whr().nonnegative();
const fingerprint = schemas/* string */.YjP().regex(/^sha256:[0-9a-f]{64}$/);
const commitSha = schemas/* string */.YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
const timestamp = iso/* datetime */.w$();
const logins = schemas/* array */.YOg(schemas/* string */.YjP());
/** Approvals that do not count (a bot, read access, an account that could not be read), with why. */
const notCounted = schemas/* array */.YOg(schemas/* strictObject */.rej({ login: schemas/* string */.YjP(), why: schemas/* string */.YjP() }));
/**
 * An http(s) URL with a host and no white space. Reports link pull requests and runs by these
 * URLs, so a record (which anyone who can push to the ledger branch can write) must not carry a
 * `javascript:` or `data:` one.
 */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+[^\s]*$/i;
/** True for a URL a report may link to (http: or https:, as the record schema allows). */
function isHttpUrl(text) {
    return HTTP_URL.test(text);
}
/** Any JSON value: a service field as the service sent it. Named, so the JSON Schema names it. */
const jsonValue = schemas/* lazy */.RZV(() => schemas/* union */.KCZ([
    schemas/* string */.YjP(),
    schemas/* number */.aig(),
    schemas/* boolean */.zMY(),
    schemas/* null */.chJ(),
    schemas/* array */.YOg(jsonValue),
    schemas/* record */.g1P(schemas/* string */.YjP(), jsonValue),
]))
    .meta({ id: "JsonValue", description: "Any JSON value, as the service sent it." });
const httpUrl = schemas/* string */.YjP().regex(HTTP_URL, "must be an http:// or https:// URL");
/** A merged pull request in a change record's context. */
const changePullRequestSchema = schemas/* strictObject */.rej({
    number: schemas/* int */.Whr().positive(),
    url: httpUrl,
    title: schemas/* string */.YjP(),
    author: schemas/* string */.YjP(),
    approved_by: logins,
    not_independent: logins.optional(),
    not_counted: notCounted.optional(),
    approved_earlier_commit: logins.optional(),
    merged_by: schemas/* string */.YjP().optional(),
    source: schemas/* strictObject */.rej({
        name: schemas/* string */.YjP().min(1),
        digest: schemas/* string */.YjP().regex(/^sha256:[0-9a-f]{64}$/),
    })
        .optional()
        .meta({
        description: "The source of cip-sources.yaml whose scheduled sync proposed the pull request (from the branch cip-sync/source-<name>), and the digest of the snapshot its files were generated from.",
    }),
});
const changeRecordSchema = schemas/* strictObject */.rej({
    format_version: schemas/* literal */.euz(CHANGE_RECORD_FORMAT_VERSION),
    tool: schemas/* strictObject */.rej({ name: schemas/* literal */.euz("cip-inventory-sync"), version: schemas/* string */.YjP() }),
    status: schemas/* enum */.k5n(["applied", "partly-applied", "failed", "no-changes", "interrupted"]),
    fingerprint,
    started_at: timestamp,
    finished_at: timestamp,
    context: schemas/* strictObject */.rej({
        workspace: schemas/* string */.YjP().optional(),
        repository: schemas/* string */.YjP().optional(),
        commit: schemas/* string */.YjP().optional(),
        ref: schemas/* string */.YjP().optional(),
        tree_dirty: schemas/* boolean */.zMY().optional(),
        run_url: httpUrl.optional(),
        actor: schemas/* string */.YjP().optional(),
        operator: schemas/* strictObject */.rej({
            git_name: schemas/* string */.YjP().optional(),
            git_email: schemas/* string */.YjP().optional(),
            os_user: schemas/* string */.YjP().optional(),
        })
            .optional(),
        host: schemas/* string */.YjP().optional(),
        service: httpUrl.optional(),
        organization: schemas/* string */.YjP().optional(),
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
        asset_type: assetTypeSchema.optional(),
        changes: schemas/* strictObject */.rej({
            name: fieldChange(schemas/* string */.YjP()).optional(),
            cyber_system: fieldChange(systemRefSchema).optional(),
            asset_type: fieldChange(assetTypeSchema).optional(),
        })
            .optional(),
        result: schemas/* enum */.k5n(["succeeded", "failed", "skipped"]),
        asset_id: schemas/* string */.YjP().optional(),
        adopted: schemas/* boolean */.zMY().optional(),
        error: schemas/* string */.YjP().optional(),
        service_fields: schemas/* record */.g1P(schemas/* string */.YjP(), jsonValue).optional().meta({
            description: 'Fields the service sent for the created or updated asset beyond the mapped ones (created_at, ...); a value over 1 KiB is replaced by "<value over 1 KiB left out>".',
        }),
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
    url: httpUrl,
    title: schemas/* string */.YjP(),
    author: schemas/* string */.YjP(),
    approved_by: logins.meta({ description: "Independent approvals of the merged head commit." }),
    not_independent: logins.meta({
        description: "Approvals of the merged head by someone who authored or committed a commit of the pull request: listed apart, not counted as approvals.",
    }),
    not_counted: notCounted.optional().meta({
        description: "Independent approvals of the merged head that do not count, each with why: not a human account with write access to the repository, one whose access could not be read, or one whose independence from the commits could not be checked. Absent in records written before it was recorded.",
    }),
    approved_earlier_commit: logins.meta({
        description: "Approvals given on an earlier commit only: not approvals of what was merged.",
    }),
    merged_by: schemas/* string */.YjP().nullable(),
})
    .meta({ title: "Pull request and its approvals" });
const ruleResult = schemas/* enum */.k5n(["met", "unmet", "unverifiable"]);
const policySchema = schemas/* strictObject */.rej({
    file: schemas/* string */.YjP(),
    blob_sha: commitSha.meta({
        description: "The policy file's git blob SHA at the base commit: the exact rules applied.",
    }),
    base_sha: commitSha,
    allowed: schemas/* boolean */.zMY(),
    reasons: schemas/* array */.YOg(schemas/* string */.YjP()),
    rules: schemas/* array */.YOg(schemas/* strictObject */.rej({
        id: schemas/* string */.YjP(),
        result: ruleResult,
        operations: evidence_schema_count,
        requirements: schemas/* array */.YOg(schemas/* strictObject */.rej({
            system: schemas/* string */.YjP().nullable(),
            approvals: evidence_schema_count,
            eligible: schemas/* array */.YOg(schemas/* string */.YjP()),
            satisfied_by: logins,
            problem: schemas/* string */.YjP().nullable(),
        })),
    })),
    freezes: schemas/* array */.YOg(schemas/* strictObject */.rej({
        id: schemas/* string */.YjP(),
        from: timestamp,
        to: timestamp,
        result: schemas/* enum */.k5n(["overridden", "frozen", "unverifiable"]),
        override: schemas/* strictObject */.rej({ login: schemas/* string */.YjP(), reason: schemas/* string */.YjP() }).nullable(),
    })),
})
    .meta({
    title: "Owner policy",
    description: "How the owner policy (cip-policy.yaml at the base commit) judged the attempt: each rule that applied with who satisfied it, each freeze window that held and any override with its reason. Absent when the base commit has no policy.",
});
const changeSchema = schemas/* strictObject */.rej({
    outcome: schemas/* enum */.k5n(CHANGE_OUTCOMES),
    reason: schemas/* string */.YjP().nullable(),
    base_sha: commitSha.nullable(),
    merge_sha: commitSha,
    plan_fingerprint: fingerprint.nullable(),
    reviewed_fingerprint: fingerprint.nullable(),
    pull_request: pullRequestSchema.nullable(),
    pull_requests: schemas/* array */.YOg(pullRequestSchema).min(2).optional().meta({
        description: "A push that merged several pull requests (a merge-queue batch): each, with its approvals; pull_request is then null.",
    }),
    change_record: changeRecordSchema.nullable(),
    policy: policySchema.optional(),
});
const assetStateSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP(),
    cyber_system: schemas/* string */.YjP(),
    asset_type: assetTypeSchema,
});
const monitoringSchema = schemas/* strictObject */.rej({
    in_sync: schemas/* boolean */.zMY(),
    commit: commitSha,
    plan_fingerprint: fingerprint,
    systems: schemas/* array */.YOg(schemas/* strictObject */.rej({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP() })),
    live_counts: schemas/* strictObject */.rej({ cyber_systems: evidence_schema_count, cyber_assets: evidence_schema_count, managed_assets: evidence_schema_count }),
    live_fingerprint: fingerprint,
    service: httpUrl
        .optional()
        .meta({ description: "The origin (scheme, host, port) of the service URL checked." }),
    organization: schemas/* string */.YjP()
        .optional()
        .meta({ description: "The organization_slug the service reported on its records." }),
    differences: schemas/* array */.YOg(schemas/* strictObject */.rej({
        action: schemas/* enum */.k5n(["create", "update", "delete"]),
        asset_id: schemas/* string */.YjP().nullable(),
        declared: assetStateSchema.nullable(),
        live: assetStateSchema.nullable(),
        possible_rename: schemas/* strictObject */.rej({ declared: schemas/* string */.YjP(), live: schemas/* string */.YjP() })
            .meta({
            description: "This create or delete and another may be one asset renamed in the service.",
        })
            .optional(),
    })),
});
const workflowRun = {
    repository: schemas/* string */.YjP(),
    run_id: schemas/* string */.YjP().regex(/^[0-9A-Za-z_-]+$/),
    run_attempt: schemas/* int */.Whr().positive(),
    run_url: httpUrl,
    actor: schemas/* string */.YjP(),
};
const envelope = {
    format_version: schemas/* literal */.euz(EVIDENCE_FORMAT_VERSION),
    workspace: schemas/* string */.YjP().regex(WORKSPACE_PATTERN),
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
    origin: schemas/* enum */.k5n(["action", "cli"]).optional().meta({
        description: 'Who wrote the record: absent or "action", the Action; "cli", a break-glass apply sealed with cip-sync evidence append (run_id "cli-...", no run_url).',
    }),
    untimestamped_predecessors: schemas/* array */.YOg(schemas/* int */.Whr().positive()).min(1).optional().meta({
        description: "Sequences of earlier records of the workspace that had no RFC 3161 timestamp token when this one was written (a TSA outage, caught up later); absent when none.",
    }),
};
const evidenceRecordSchema = schemas/* discriminatedUnion */.gMt("kind", [
    schemas/* strictObject */.rej({
        ...envelope,
        run: schemas/* strictObject */.rej({ ...workflowRun, run_url: httpUrl.optional() }),
        kind: schemas/* literal */.euz("change"),
        change: changeSchema,
    })
        .meta({ title: "Change (CIP-010 R1): an apply attempt" }),
    schemas/* strictObject */.rej({
        ...envelope,
        run: schemas/* strictObject */.rej(workflowRun),
        kind: schemas/* literal */.euz("monitoring"),
        monitoring: monitoringSchema,
    })
        .meta({ title: "Monitoring (CIP-010 R2): a drift check" }),
])
    .superRefine((record, context) => {
    const problem = originProblem(record);
    if (problem !== undefined)
        context.addIssue({ code: "custom", ...problem });
})
    .meta({
    title: "cip-inventory-sync evidence record",
    description: "One file of the evidence ledger (records/<workspace>/<YYYY>/<MM>/<time>-<kind>-<run>-<attempt>.json), chained per workspace.",
});
/**
 * A record of origin "cli" is a change whose run id starts with "cli-" and that has no run URL;
 * any other record was written by a workflow run, which has both a number for id and a URL.
 */
function originProblem(record) {
    const cli = record.origin === "cli";
    if (cli && record.kind !== "change") {
        return { path: ["origin"], message: 'only a change record can be of origin "cli"' };
    }
    if (cli !== record.run.run_id.startsWith(CLI_RUN_PREFIX)) {
        return {
            path: ["run", "run_id"],
            message: `a run id starts with "${CLI_RUN_PREFIX}" exactly when the record is of origin "cli"`,
        };
    }
    if (cli === (record.run.run_url !== undefined)) {
        return {
            path: ["run", "run_url"],
            message: cli
                ? 'a record of origin "cli" has no run URL'
                : "a record written by a workflow run names its run URL",
        };
    }
    return undefined;
}
/** The JSON Schema (draft 2020-12) of an evidence record. */
function evidenceJsonSchema() {
    return z.toJSONSchema(evidenceRecordSchema, { target: "draft-2020-12" });
}

;// CONCATENATED MODULE: ./src/core/evidence/evidence-chain.ts
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
        return invalid(issues.map((issue) => `at ${plan_schema_jsonPath(issue.path)}: ${issue.message}`).join("; "));
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
/** `path` holds `sequence` where `expected` belongs, and `misfiled` (later in name order) holds `expected`. */
function reorderedBreak(path, sequence, expected, misfiled) {
    return {
        kind: "reordered",
        file: path,
        message: `${path} has sequence ${sequence} where sequence ${expected} belongs, and ${misfiled} has sequence ${expected}: records were reordered`,
    };
}
/** `path` holds `sequence` where `expected` belongs, and no record holds `expected`. */
function deletedBreak(path, sequence, expected, previous) {
    const after = previous ?? "the start of the chain";
    return {
        kind: "deleted",
        file: path,
        message: `${path} has sequence ${sequence}, but the record before it is ${after}: record ${expected}${sequence > expected + 1 ? `-${sequence - 1}` : ""} was deleted`,
    };
}
/** `path` names `recorded` as its predecessor's SHA-256, which `previous` (if any) does not have. */
function editedBreak(path, recorded, previous) {
    return {
        kind: "edited",
        file: previous?.path ?? path,
        message: previous === undefined
            ? `${path} is sequence 1 but names a previous record (previous_sha256 ${recorded}): the chain's start was edited`
            : `${previous.path} has SHA-256 ${previous.sha256}, but ${path} recorded ${recorded} for it: ${previous.path} was edited after ${path} was written`,
    };
}
/** A workspace's chain before its first record. */
const CHAIN_START = {
    next: 1,
    head: undefined,
    broken: undefined,
    outOfSequence: undefined,
};
/** `state` after `link`, the workspace's next record in name order. */
function advanceChain(state, link) {
    if (state.broken !== undefined)
        return state;
    const pending = state.outOfSequence;
    if (pending !== undefined) {
        if (link.sequence !== state.next)
            return state;
        const broken = reorderedBreak(pending.path, pending.sequence, state.next, link.path);
        return { ...state, broken, outOfSequence: undefined };
    }
    if (link.sequence !== state.next) {
        const outOfSequence = { path: link.path, sequence: link.sequence, after: state.head?.path };
        return { ...state, outOfSequence };
    }
    if (link.previous_sha256 !== (state.head?.sha256 ?? null))
        return { ...state, broken: editedBreak(link.path, link.previous_sha256, state.head) };
    return { ...state, next: state.next + 1, head: { path: link.path, sha256: link.sha256 } };
}
/** The first break of a chain whose every record was given to advanceChain. */
function chainBreak(state) {
    const pending = state.outOfSequence;
    if (pending === undefined)
        return state.broken;
    return deletedBreak(pending.path, pending.sequence, state.next, pending.after);
}
/** How far ahead of the writer's clock a record may be stamped: clocks of runners differ a little. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;
/**
 * Checks the head of a workspace's chain before a record is appended to it: the head is a valid
 * record filed where it belongs, links to `previous` (its predecessor, undefined when the head is
 * the first record), and is not stamped in the future. A future-dated head would push every later
 * record's time (each is stamped after its predecessor) past the real one.
 */
function headBreak(head, previous, now) {
    const before = previous === undefined ? undefined : parseRecordFile(previous);
    if (before !== undefined && "message" in before)
        return before;
    const headRecord = parseRecordFile(head);
    if ("message" in headRecord)
        return headRecord;
    // Without a predecessor the head must be sequence 1; with one, the chain is taken up from it
    // (its own link cannot be checked here: its predecessor is not read).
    const from = previous === undefined || before === undefined
        ? CHAIN_START
        : {
            ...CHAIN_START,
            next: before.sequence + 1,
            head: { path: previous.path, sha256: sha256_sha256Hex(previous.bytes) },
        };
    const broken = chainBreak(advanceChain(from, {
        path: head.path,
        sequence: headRecord.sequence,
        previous_sha256: headRecord.previous_sha256,
        sha256: sha256_sha256Hex(head.bytes),
    }));
    if (broken !== undefined)
        return broken;
    if (Date.parse(headRecord.recorded_at) > now.getTime() + MAX_CLOCK_SKEW_MS) {
        return {
            kind: "future-dated",
            file: head.path,
            message: `${head.path} is recorded at ${headRecord.recorded_at}, more than 5 minutes after this run's clock (${now.toISOString()}): a record from the future was added or a runner's clock is wrong`,
        };
    }
    return undefined;
}
/**
 * The head of `workspace`'s chain among the files of a checkout, checked as the Action's writer
 * checks it before appending (headBreak): only record-shaped paths count, the last in name order
 * is the head. `head` is undefined for a workspace without records.
 */
function checkedHead(files, workspace, now) {
    const chain = files
        .filter((file) => isRecordPathOf(file.path, workspace))
        .sort((a, b) => compareCodePoints(a.path, b.path));
    const head = chain.at(-1);
    if (head === undefined)
        return { head: undefined };
    const broken = headBreak(head, chain.at(-2), now);
    if (broken !== undefined)
        return { broken };
    const record = JSON.parse(new TextDecoder().decode(head.bytes));
    return { head: { record, bytes: head.bytes } };
}

;// CONCATENATED MODULE: ./src/github/ledger-tree.ts
// How the evidence ledger's writer reads a branch's tree: one recursive read when GitHub lists it
// whole, else the workspace's folder by path, level by level (GitHub truncates a recursive
// listing near 7 MB, and a long-lived ledger gets there).


/** Writing the ledger failed; the message says why and what the token needs. */
class EvidenceLedgerError extends Error {
    name = "EvidenceLedgerError";
}
/**
 * Every file of the workspace on the tree (records, their tokens, anything else), in name order.
 * One recursive read usually answers; GitHub truncates it near 7 MB, and then the workspace's own
 * folder is read by path, level by level.
 */
async function workspaceFiles(octokit, target, treeSha, workspace) {
    const prefix = `${RECORDS_DIR}/${workspace}`;
    const whole = await listTree(octokit, target, treeSha, true);
    const files = whole.truncated
        ? await filesUnder(octokit, target, treeSha, prefix)
        : whole.entries.filter(({ type, path }) => type === "blob" && path.startsWith(`${prefix}/`));
    return files
        .map(({ path, sha }) => ({ path, sha }))
        .sort((a, b) => names_compareCodePoints(a.path, b.path));
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
/** The files below `folder` (a path from the root), one tree read per folder on the way. */
async function filesUnder(octokit, target, rootSha, folder) {
    let sha = rootSha;
    for (const name of folder.split("/")) {
        const { entries } = await listLevel(octokit, target, sha, folder);
        const entry = entries.find((candidate) => candidate.type === "tree" && candidate.path === name);
        if (entry === undefined)
            return [];
        sha = entry.sha;
    }
    const files = [];
    let level = [{ path: folder, sha }];
    // records/<workspace>/<YYYY>/<MM>/<file>: three levels hold everything a workspace has.
    for (let depth = 0; depth < 3 && level.length > 0; depth++) {
        const next = [];
        for (const parent of level) {
            const { entries } = await listLevel(octokit, target, parent.sha, parent.path);
            for (const entry of entries) {
                const path = `${parent.path}/${entry.path}`;
                if (entry.type === "tree")
                    next.push({ path, sha: entry.sha });
                else if (entry.type === "blob")
                    files.push({ ...entry, path });
            }
        }
        level = next;
    }
    return files;
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

;// CONCATENATED MODULE: ./src/github/git-data.ts
// Commits through GitHub's git data API, never a checkout: a tree of blobs (over a base tree, or
// alone), then a commit of it. The evidence ledger, its timestamp tokens and a source's proposal
// branch all write this way; what points a branch at the commit is each writer's own affair.

/** The SHA of `branch`'s head commit; undefined when the branch does not exist. */
async function readBranchSha(octokit, repository, branch) {
    try {
        const { data } = await octokit.rest.git.getRef({ ...repository, ref: `heads/${branch}` });
        return data.object.sha;
    }
    catch (error) {
        if (requestStatus(error) === 404)
            return undefined;
        throw error;
    }
}
/** Writes the tree and a commit of it on `parents`; returns the commit's SHA. */
async function writeCommit(octokit, repository, commit) {
    const { data: tree } = await octokit.rest.git.createTree({
        ...repository,
        ...(commit.baseTree === undefined ? {} : { base_tree: commit.baseTree }),
        tree: [...commit.entries],
    });
    const { data: created } = await octokit.rest.git.createCommit({
        ...repository,
        message: commit.message,
        tree: tree.sha,
        parents: commit.parents,
    });
    return created.sha;
}
const COMMIT_ON_BRANCH = `mutation AppendCommit($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) { commit { oid } }
}`;
/**
 * One commit of `files` on top of `branch`, if its head is still `expectedHead`: GraphQL's
 * createCommitOnBranch writes the blobs, the tree, the commit and moves the branch in one atomic
 * request, authored by the token's account and signed by GitHub, as a commit of the git data API
 * is. The branch must exist. Returns the commit's SHA, or undefined when the branch moved
 * meanwhile (nothing was written).
 */
async function commitOnBranch(octokit, repository, commit) {
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

;// CONCATENATED MODULE: ./src/github/evidence-ledger.ts
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
        const written = await guarded(target, "write", () => tryAppend(octokit, target, draft, now, { stamping: options.stamping, known }));
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
async function tryAppend(octokit, target, draft, now, { stamping, known }) {
    if (stamping !== undefined) {
        const branchHead = await readBranch(octokit, target);
        return appendByGitData(octokit, target, draft, now, { branchHead, stamping });
    }
    const head = known === undefined ? await readHeadCommit(octokit, target) : known;
    if (head === null) {
        return appendByGitData(octokit, target, draft, now, {
            branchHead: undefined,
            stamping: undefined,
        });
    }
    // The commit names its tree: the listing reads it without reading the commit first.
    const chainHead = await readChainHead(octokit, target, head.commit, draft.workspace, now());
    const sealed = checkedSeal(draft, chainHead, now(), []);
    const commit = await commitOnBranch(octokit, { owner: target.owner, repo: target.repo }, {
        branch: target.branch,
        expectedHead: head.commit,
        files: [{ path: sealed.path, content: sealed.text }],
        message: commitMessage(sealed.record),
    }).catch(async (error) => {
        // Whatever GitHub's words, a branch that moved (or went) meanwhile is a race lost: seal again.
        if ((await readHeadCommit(octokit, target))?.commit !== head.commit)
            return undefined;
        throw error;
    });
    return commit === undefined ? undefined : { ...sealed, commit, sha256: sha256_sha256Hex(sealed.text) };
}
/** A tree, a commit and a ref write onto `branchHead` (undefined: the branch does not exist). */
async function appendByGitData(octokit, target, draft, now, { branchHead, stamping, }) {
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
            ...((await stamping?.beside(sealed)) ?? []),
        ],
        message: commitMessage(sealed.record),
        parents: branchHead === undefined ? [] : [branchHead.commit],
    });
    const moved = await moveBranch(octokit, target, branchHead?.commit, commit);
    if (!moved)
        return undefined;
    return { ...sealed, commit, sha256: sha256_sha256Hex(sealed.text) };
}
/** The sealed record, never one that `evidence verify` would reject (a local run's made-up GITHUB_SHA, say). */
function checkedSeal(draft, chainHead, now, pending) {
    const sealed = sealRecord(draft, chainHead, now, pending);
    const checked = evidenceRecordSchema.safeParse(sealed.record);
    if (!checked.success) {
        const [issue] = checked.error.issues;
        throw new EvidenceLedgerError(`the ${draft.kind} record does not match schemas/evidence-record.schema.json (at ${plan_schema_jsonPath(issue?.path ?? [])}: ${issue?.message}), so it was not added`);
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
    const paths = await workspaceRecordPaths(octokit, target, treeSha, workspace);
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
/** The workspace's record files on the tree, in name (chain) order, with their blob shas. */
async function workspaceRecordPaths(octokit, target, treeSha, workspace) {
    const files = await workspaceFiles(octokit, target, treeSha, workspace);
    return files.filter(({ path }) => evidence_record_isRecordPathOf(path, workspace));
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
        const detail = errors_errorMessage(error);
        if (status === 403 || status === 404 || status === 401) {
            throw new EvidenceLedgerError(`could not ${doing} the evidence branch ${target.branch} of ${target.owner}/${target.repo} (HTTP ${status}: ${detail}): give the job's token the \`contents: write\` permission (permissions: contents: write in the workflow), or set the input evidence-branch to '' to keep no ledger`, { cause: error });
        }
        throw new EvidenceLedgerError(`could not ${doing} the evidence branch ${target.branch} of ${target.owner}/${target.repo}: ${detail}; re-run the job to record the evidence`, { cause: error });
    }
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
        const changes = (await workspaceRecordPaths(octokit, target, branchHead.tree, workspace)).filter(({ path }) => path.includes("-change-") && (path.split("/").at(-1) ?? "") >= stamp);
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

;// CONCATENATED MODULE: ./src/core/evidence/evidence-timestamps.ts
// RFC 3161 timestamps of the evidence ledger, decided: each record may have a token beside it
// (`<record>.json.tsr`, the TSA's response) whose time shows the record existed then. A token is
// checked (signature, certificate chain, extended key usage) in io/timestamp-token.ts; here, what
// its facts mean for the record: its imprint must be the record's SHA-256, its time within
// [recorded_at - accuracy, recorded_at + max skew]. A token minted later than that is what a
// rewritten branch would carry, unless a timely-timestamped successor declared the record in its
// own sealed `untimestamped_predecessors` (a TSA outage, caught up later). Pure.

const TOKEN_SUFFIX = ".tsr";
/** Where a record's timestamp token is kept: beside it, with `.tsr` appended. */
function tokenPath(recordPath) {
    return `${recordPath}${TOKEN_SUFFIX}`;
}
/** Why a token whose imprint is not the record's SHA-256 proves nothing about the record. */
function evidence_timestamps_imprintMismatch(imprint, sha256) {
    return `the token is for other bytes (imprint ${imprint}, the record's SHA-256 is ${sha256}): the record was changed after it was timestamped, or the token belongs to another record`;
}
/** A TSA that gives whole seconds states no finer accuracy: allow at least this much. */
const MIN_ACCURACY_MS = 1000;
const DEFAULT_MAX_SKEW_MINUTES = 60;
/**
 * Each record's timestamp, decided from its token's reading (undefined: no token). `records` are
 * every workspace's records in chain order (as LedgerChecker lists them).
 */
function assessTimestamps(records, tokens, maxSkewMinutes) {
    const first = records.map((entry) => ({
        entry,
        decided: timelyOrNot(entry, tokens.get(tokenPath(entry.path)), maxSkewMinutes),
    }));
    // Who vouches for a late token: a timely-timestamped record of the same workspace declaring it.
    const declaredBy = new Map();
    first.forEach(({ entry, decided }) => {
        if (decided.status !== "timestamped")
            return;
        for (const sequence of entry.record.untimestamped_predecessors ?? []) {
            if (sequence >= entry.record.sequence)
                continue;
            const key = `${entry.record.workspace}#${sequence}`;
            if (!declaredBy.has(key))
                declaredBy.set(key, entry.record.sequence);
        }
    });
    return first.map(({ entry, decided }) => {
        const timestamp = decided.status === "late"
            ? lateVerdict(decided, declaredBy.get(`${entry.record.workspace}#${entry.record.sequence}`))
            : decided;
        return {
            path: entry.path,
            workspace: entry.record.workspace,
            sequence: entry.record.sequence,
            timestamp,
        };
    });
}
function timelyOrNot(entry, reading, maxSkewMinutes) {
    if (reading === undefined)
        return { status: "missing" };
    if (!reading.valid)
        return { status: "invalid", reason: reading.reason };
    const { facts } = reading;
    if (facts.imprintSha256 !== entry.sha256) {
        return { status: "invalid", reason: evidence_timestamps_imprintMismatch(facts.imprintSha256, entry.sha256) };
    }
    const recordedAt = Date.parse(entry.record.recorded_at);
    const time = facts.time.toISOString();
    const allowance = Math.max(facts.accuracyMs ?? 0, MIN_ACCURACY_MS);
    if (facts.time.getTime() < recordedAt - allowance) {
        return {
            status: "invalid",
            reason: `the token's time ${time} is before the record's recorded_at ${entry.record.recorded_at} (accuracy ${allowance} ms): the record claims a time after the one it was timestamped at`,
        };
    }
    const lateByMs = facts.time.getTime() - recordedAt;
    if (lateByMs > maxSkewMinutes * 60_000) {
        return {
            status: "late",
            tsa: facts.tsa,
            time,
            reason: `the token's time ${time} is ${Math.round(lateByMs / 60_000)} minutes after the record's recorded_at ${entry.record.recorded_at}, more than --max-skew ${maxSkewMinutes}, and no timely-timestamped later record declares it in untimestamped_predecessors: a token minted later, as for a rewritten record`,
        };
    }
    return { status: "timestamped", tsa: facts.tsa, time };
}
function lateVerdict(late, declaredBy) {
    if (declaredBy === undefined)
        return { status: "invalid", reason: late.reason };
    return { status: "late-after-outage", tsa: late.tsa, time: late.time, declaredBy };
}
/**
 * Why the timestamps fail verification: every invalid token; every record without one after its
 * workspace's first timestamped record (the TSA was in use, so a missing token is a gap); with
 * `requireTimestamps`, every record without one.
 */
function timestampProblems(assessed, requireTimestamps) {
    const problems = [];
    const stamped = new Set();
    for (const entry of assessed) {
        const { timestamp } = entry;
        if (timestamp.status === "invalid") {
            problems.push({ path: entry.path, message: `invalid timestamp token: ${timestamp.reason}` });
        }
        else if (timestamp.status === "missing") {
            if (stamped.has(entry.workspace)) {
                problems.push({
                    path: entry.path,
                    message: `has no timestamp token (${tokenPath(entry.path)}), though an earlier record of workspace ${entry.workspace} has one: a token was deleted, or the record was added without the TSA`,
                });
            }
            else if (requireTimestamps) {
                problems.push({
                    path: entry.path,
                    message: `has no timestamp token (${tokenPath(entry.path)}), and --require-timestamps is set`,
                });
            }
        }
        else
            stamped.add(entry.workspace);
    }
    return problems;
}
/**
 * The records still waiting for a token, oldest first: those without one after the workspace's
 * first record that has one (before it, the TSA was not in use). `paths` are a workspace's record
 * and token files.
 */
function untimestampedRecords(paths) {
    const present = new Set(paths);
    const records = paths
        .filter((path) => path.endsWith(".json"))
        .sort((a, b) => names_compareCodePoints(a, b));
    const first = records.findIndex((path) => present.has(tokenPath(path)));
    if (first === -1)
        return [];
    // In an intact chain a record's sequence is its place in name order; verify checks that.
    return records
        .map((path, index) => ({ path, sequence: index + 1 }))
        .slice(first + 1)
        .filter(({ path }) => !present.has(tokenPath(path)));
}
/**
 * Whether the ledger still holds the published head: a record with that sequence and SHA-256, in
 * any workspace. Undefined when it does, else the reason.
 */
function missingExpectedHead(records, expected) {
    if (records.some((entry) => entry.sha256 === expected.sha256 && entry.record.sequence === expected.sequence)) {
        return undefined;
    }
    const same = records.filter((entry) => entry.record.sequence === expected.sequence);
    const found = same.length === 0
        ? `no workspace has a record with sequence ${expected.sequence}`
        : `${same.map((entry) => `${entry.path} has SHA-256 ${entry.sha256}`).join("; ")}`;
    return `the published head ${expected.sequence}:${expected.sha256} is not in the ledger (${found}): the chain was truncated or rewritten after that head was published`;
}

// EXTERNAL MODULE: ./node_modules/asn1js/build/index.js + 3 modules
var build = __webpack_require__(7104);
// EXTERNAL MODULE: ./node_modules/pkijs/build/index.js + 9 modules
var pkijs_build = __webpack_require__(9701);
;// CONCATENATED MODULE: ./src/io/timestamp-token.ts
// RFC 3161 timestamp tokens, read and checked with PKI.js (ASN.1 and CMS; the signature and the
// certificate chain through WebCrypto): a ledger's `.tsr` file is the TSA's TimeStampResp, so
// `openssl ts -verify` reads it too. What the token's facts mean for its record is decided in
// core/evidence/evidence-timestamps.ts.






const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const TIMESTAMPING_EKU = "1.3.6.1.5.5.7.3.8";
const EXTENDED_KEY_USAGE = "2.5.29.37";
const GRANTED = [pkijs_build/* PKIStatus */.F6Z.granted, pkijs_build/* PKIStatus */.F6Z.grantedWithMods];
const NAME_KEYS = {
    "2.5.4.3": "CN",
    "2.5.4.10": "O",
    "2.5.4.11": "OU",
    "2.5.4.6": "C",
    "2.5.4.7": "L",
    "2.5.4.8": "ST",
};
/** A token that cannot be read or does not answer the request; the message says why. */
class TimestampTokenError extends Error {
    name = "TimestampTokenError";
}
const bufferOf = (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
function hexOf(bytes) {
    return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString("hex");
}
/** A DN as "CN=…, O=…"; attribute types without a short name are left out. */
function formatName(name) {
    return name.typesAndValues
        .flatMap((entry) => {
        const key = NAME_KEYS[entry.type];
        const value = entry.value.valueBlock.value;
        return key === undefined || typeof value !== "string" ? [] : [`${key}=${value}`];
    })
        .join(", ");
}
/** The response's token, its SignedData and TSTInfo; throws TimestampTokenError when malformed. */
function parseTimestampResponse(der) {
    let response;
    try {
        response = pkijs_build/* TimeStampResp */.pAG.fromBER(bufferOf(der));
    }
    catch (error) {
        throw new TimestampTokenError(`not an RFC 3161 TimeStampResp (${errors_errorMessage(error)})`);
    }
    const status = response.status.status;
    const failed = (response.status.statusStrings ?? []).map((text) => text.valueBlock.value);
    if (!GRANTED.includes(status) || response.timeStampToken === undefined) {
        throw new TimestampTokenError(`the TSA refused the request (PKIStatus ${status}${failed.length === 0 ? "" : `: ${failed.join("; ")}`})`);
    }
    try {
        const signed = new pkijs_build/* SignedData */.dA6({ schema: response.timeStampToken.content });
        const content = signed.encapContentInfo.eContent;
        if (signed.encapContentInfo.eContentType !== pkijs_build/* id_eContentType_TSTInfo */.LT3 || !content) {
            throw new Error("the signed content is not a TSTInfo");
        }
        const info = pkijs_build/* TSTInfo */.YLc.fromBER(content.getValue());
        return { status, signed, info };
    }
    catch (error) {
        throw new TimestampTokenError(`the timestamp token is malformed (${errors_errorMessage(error)})`);
    }
}
/** The facts a token states (not yet checked against any certificate). */
function tokenFacts(signed, info) {
    const { accuracy } = info;
    const accuracyMs = accuracy === undefined
        ? undefined
        : (accuracy.seconds ?? 0) * 1000 + (accuracy.millis ?? 0) + (accuracy.micros ?? 0) / 1000;
    const named = info.tsa?.type === 4 ? formatName(info.tsa.value) : "";
    const signer = signed.certificates?.find((certificate) => certificate instanceof pkijs_build/* Certificate */.usT);
    return {
        time: info.genTime,
        accuracyMs,
        tsa: named || (signer === undefined ? "unnamed TSA" : formatName(signer.subject)),
        imprintSha256: info.messageImprint.hashAlgorithm.algorithmId === SHA256_OID
            ? hexOf(info.messageImprint.hashedMessage.valueBlock.valueHexView)
            : `not SHA-256 (${info.messageImprint.hashAlgorithm.algorithmId})`,
    };
}
/** The certificates of a PEM file (`--tsa-ca`); throws naming `source` when there are none. */
function readPemCertificates(pem, source) {
    const blocks = [
        ...pem.matchAll(/-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/g),
    ];
    if (blocks.length === 0) {
        throw new TimestampTokenError(`${source} holds no PEM certificate (-----BEGIN CERTIFICATE-----): give the certificate of the authority that issued the TSA's certificate`);
    }
    return blocks.map((block, index) => {
        try {
            const der = Buffer.from(matchGroup(block, 1, "the PEM certificate pattern").replace(/\s+/g, ""), "base64");
            return pkijs.Certificate.fromBER(bufferOf(der));
        }
        catch (error) {
            throw new TimestampTokenError(`${source}: certificate ${index + 1} is not a valid X.509 certificate (${errorMessage(error)})`);
        }
    });
}
/**
 * Reads a record's token and checks it: signed by a certificate that chains to `trusted` (at the
 * token's time) and carries the timestamping extended key usage, for the record's exact bytes.
 */
async function readTimestampToken(der, recordBytes, trusted) {
    let parsed;
    try {
        parsed = parseTimestampResponse(der);
    }
    catch (error) {
        return { valid: false, reason: errorMessage(error) };
    }
    const facts = tokenFacts(parsed.signed, parsed.info);
    const sha256 = sha256Hex(recordBytes);
    if (facts.imprintSha256 !== sha256) {
        return { valid: false, reason: imprintMismatch(facts.imprintSha256, sha256) };
    }
    try {
        const result = await parsed.signed.verify({
            signer: 0,
            data: bufferOf(recordBytes),
            trustedCerts: trusted,
            checkChain: true,
            extendedMode: true,
        });
        if (result.signatureVerified !== true) {
            return { valid: false, reason: "the TSA's signature over the token does not verify" };
        }
        const problem = timestampingUsageProblem(result.signerCertificate ?? undefined);
        return problem === undefined ? { valid: true, facts } : { valid: false, reason: problem };
    }
    catch (error) {
        const message = error instanceof pkijs.SignedDataVerifyError ? error.message : errorMessage(error);
        return {
            valid: false,
            reason: `the token's signer (${facts.tsa}) does not chain to the --tsa-ca certificate(s), or its signature does not verify: ${message}`,
        };
    }
}
/** RFC 3161 2.3: the TSA's certificate has one extended key usage, timeStamping, critical. */
function timestampingUsageProblem(signer) {
    const extension = signer?.extensions?.find((entry) => entry.extnID === EXTENDED_KEY_USAGE);
    const purposes = extension?.parsedValue?.keyPurposes ?? [];
    if (extension === undefined || !purposes.includes(TIMESTAMPING_EKU)) {
        return "the signing certificate lacks the timeStamping extended key usage: it is not a TSA certificate";
    }
    if (!extension.critical) {
        return "the signing certificate's extended key usage is not critical, as RFC 3161 requires of a TSA certificate";
    }
    return undefined;
}
/** A TimeStampReq for SHA-256 of `bytes`, asking for the TSA's certificate, with `nonce`. */
function timestampRequest(bytes, nonce) {
    const request = new pkijs_build/* TimeStampReq */.DLy({
        version: 1,
        messageImprint: new pkijs_build/* MessageImprint */.Jm$({
            hashAlgorithm: new pkijs_build/* AlgorithmIdentifier */.NE_({ algorithmId: SHA256_OID }),
            hashedMessage: new build/* OctetString */.lW({
                valueHex: bufferOf(Buffer.from(sha256_sha256Hex(bytes), "hex")),
            }),
        }),
        nonce: new build/* Integer */.jz({ valueHex: bufferOf(nonce) }),
        certReq: true,
    });
    return new Uint8Array(request.toSchema().toBER());
}

;// CONCATENATED MODULE: ./src/github/evidence-timestamps.ts





const DEFAULTS = { inCommitMs: 10_000, followUpMs: 30_000, maxCatchUp: 20 };
/** Appends `draft` and timestamps it, catching up earlier records without a token. */
async function appendTimestamped(octokit, target, draft, tsa, options = {}) {
    const settings = { ...DEFAULTS, ...options };
    let own;
    let ownError;
    const stamping = {
        pending: async (treeSha, workspace) => {
            const files = await workspaceFiles(octokit, target, treeSha, workspace);
            return untimestampedRecords(files.map(({ path }) => path)).map(({ sequence }) => sequence);
        },
        beside: async (sealed) => {
            own = undefined;
            try {
                const der = await tsa.client.stamp(new TextEncoder().encode(sealed.text), settings.inCommitMs);
                own = { path: sealed.path, der };
                return [await tokenBlob(octokit, target, sealed.path, der)];
            }
            catch (error) {
                ownError = error;
                return [];
            }
        },
    };
    const appended = await appendEvidence(octokit, target, draft, { ...options, stamping });
    const hasOwn = own?.path === appended.path;
    const catchUp = await guarded(target, "write", () => catchUpTimestamps(octokit, target, draft.workspace, tsa.client, {
        ...settings,
        also: hasOwn ? undefined : appended.path,
    }));
    const ownDer = hasOwn ? own.der : catchUp.tokens.get(appended.path);
    const missing = ownDer === undefined;
    const reason = catchUp.error ?? (ownError === undefined ? undefined : errors_errorMessage(ownError));
    return {
        appended,
        tokenTime: ownDer === undefined ? undefined : tokenTime(ownDer),
        caughtUp: [...catchUp.tokens.keys()],
        failure: missing || catchUp.error !== undefined
            ? `${missing ? `${appended.path} has no timestamp token` : "earlier records still have no timestamp token"}: ${reason ?? `the TSA ${tsa.name} did not answer in time`}; the next record declares them and asks again`
            : undefined,
    };
}
function tokenTime(der) {
    const { signed, info } = parseTimestampResponse(der);
    return tokenFacts(signed, info).time.toISOString();
}
async function tokenBlob(octokit, target, recordPath, der) {
    const { data } = await octokit.rest.git.createBlob({
        owner: target.owner,
        repo: target.repo,
        content: Buffer.from(der).toString("base64"),
        encoding: "base64",
    });
    return { path: tokenPath(recordPath), mode: "100644", type: "blob", sha: data.sha };
}
const MAX_COMMIT_ATTEMPTS = 5;
/**
 * Asks the TSA for the tokens of the workspace's records still waiting (and of `also`), oldest
 * first, stopping at its first failure, and commits those it got in one fast-forward commit.
 */
async function catchUpTimestamps(octokit, target, workspace, tsa, options) {
    // Tokens by record blob: a race with another writer re-commits them, not re-asks the TSA.
    const minted = new Map();
    let error;
    for (let attempt = 1; attempt <= MAX_COMMIT_ATTEMPTS; attempt++) {
        const head = await readBranch(octokit, target);
        if (head === undefined)
            break;
        const files = await workspaceFiles(octokit, target, head.tree, workspace);
        const present = new Set(files.map(({ path }) => path));
        const waiting = new Set(untimestampedRecords([...present]).map(({ path }) => path));
        if (options.also !== undefined && !present.has(tokenPath(options.also)))
            waiting.add(options.also);
        const due = files.filter(({ path }) => waiting.has(path)).slice(0, options.maxCatchUp);
        for (const file of due) {
            if (minted.has(file.sha) || error !== undefined)
                continue;
            try {
                const bytes = await readBlob(octokit, target, file.sha);
                const der = await tsa.stamp(bytes, options.followUpMs);
                minted.set(file.sha, {
                    path: file.path,
                    der,
                    blob: await tokenBlob(octokit, target, file.path, der),
                });
            }
            catch (failure) {
                error = errors_errorMessage(failure);
            }
        }
        const entries = due.flatMap(({ sha }) => minted.get(sha) ?? []);
        if (entries.length === 0)
            break;
        if (await commitTokens(octokit, target, head, workspace, entries)) {
            return { tokens: new Map(entries.map(({ path, der }) => [path, der])), error };
        }
    }
    return { tokens: new Map(), error };
}
async function commitTokens(octokit, target, head, workspace, entries) {
    const repository = { owner: target.owner, repo: target.repo };
    const names = entries.map(({ path }) => path.split("/").at(-1)).join(", ");
    const commit = await writeCommit(octokit, repository, {
        baseTree: head.tree,
        entries: entries.map(({ blob }) => blob),
        message: `${workspace}: timestamp tokens for ${names}`,
        parents: [head.commit],
    });
    return moveBranch(octokit, target, head.commit, commit);
}

;// CONCATENATED MODULE: ./src/github/labels.ts
// A pull-request label kept in step with the plan (e.g. `inventory-deletes` while the plan deletes
// assets): added or removed only when it is not already so, and created in the repository first
// when missing, with a colour and a description of our own.

/**
 * Makes `name` present on the pull request, or absent. `current` is its label names when the
 * caller already has them (from the event payload); otherwise they are read.
 */
async function setLabel(octokit, issue, name, present, style, current) {
    const { owner, repo, number } = issue;
    const labels = current ??
        (await octokit.paginate(octokit.rest.issues.listLabelsOnIssue, {
            owner,
            repo,
            issue_number: number,
            per_page: 100,
        })).map((label) => label.name);
    if (labels.includes(name) === present)
        return "unchanged";
    if (!present) {
        try {
            await octokit.rest.issues.removeLabel({ owner, repo, issue_number: number, name });
        }
        catch (error) {
            // Someone removed it meanwhile: it is absent, as wanted.
            if (requestStatus(error) !== 404)
                throw error;
        }
        return "removed";
    }
    await ensureRepositoryLabel(octokit, { owner, repo }, name, style);
    await octokit.rest.issues.addLabels({ owner, repo, issue_number: number, labels: [name] });
    return "added";
}
async function ensureRepositoryLabel(octokit, repository, name, style) {
    try {
        await octokit.rest.issues.getLabel({ ...repository, name });
        return;
    }
    catch (error) {
        if (requestStatus(error) !== 404)
            throw error;
    }
    try {
        await octokit.rest.issues.createLabel({ ...repository, name, ...style });
    }
    catch (error) {
        // 422: another run created it meanwhile.
        if (requestStatus(error) !== 422)
            throw error;
    }
}

;// CONCATENATED MODULE: ./src/core/review/approvals.ts
// Which reviews count as approvals of what was merged: each reviewer by their latest deciding
// review, only when it approves the head commit, only from someone who neither authored nor
// committed a commit of the change (by login; by e-mail for a commit with no account; not at all
// when that cannot be told), and only from a human account with write access (as branch
// protection counts them). The code host reads the reviews and the accounts; the rules are here.

const DECIDING_STATES = new Set(["APPROVED", "CHANGES_REQUESTED", "DISMISSED"]);
/** Each reviewer's latest deciding review, by login: the one review of theirs that counts. */
function latestDecidingReviews(reviews) {
    const latest = new Map();
    for (const review of reviews) {
        if (review.login !== undefined && DECIDING_STATES.has(review.state))
            latest.set(review.login, review);
    }
    return latest;
}
/**
 * The approvals among `reviews` of a change whose head commit is `headSha`, sorted. Each reviewer
 * counts by their latest deciding review: a later "changes requested" or a dismissal withdraws an
 * approval; a plain comment review does not. An approval counts only when given on `headSha`: the
 * reviewed plan is the head's.
 */
function approvalsOf(reviews, headSha) {
    const approving = [...latestDecidingReviews(reviews)].filter(([, review]) => review.state === "APPROVED");
    const logins = (atHead) => approving
        .filter(([, review]) => (review.commit === headSha) === atHead)
        .map(([login]) => login)
        .sort(names_compareCodePoints);
    return { approvedBy: logins(true), approvedEarlierCommit: logins(false) };
}
/** Whether `login` worked on the commits: yes, no, or cannot be told (with why). */
function involvement(login, participants, email) {
    if (participants.logins.has(login.toLowerCase()))
        return true;
    if (participants.unlinkedEmails.size === 0)
        return false;
    // A commit by someone with no account: matched by the approver's e-mail, failing closed.
    if (email === undefined)
        return "a commit's author or committer has no account, and the approver's e-mail was not looked up";
    if (email.kind === "unreadable")
        return `a commit's author or committer has no account, and the approver's e-mail could not be read: ${email.why}`;
    return email.email !== null && participants.unlinkedEmails.has(email.email.toLowerCase());
}
/**
 * The text of each reviewer's latest deciding review when it approves, by login (the same latest
 * review approvalsOf counts): an approval's text may be a freeze override of the owner policy.
 */
function approvalBodies(reviews) {
    const bodies = new Map();
    for (const [login, { state, body }] of latestDecidingReviews(reviews))
        if (state === "APPROVED")
            bodies.set(login, body);
    return bodies;
}
/**
 * `approvedBy` split into independent approvers and those who worked on the commits, by login,
 * and by e-mail for a commit whose author or committer has no account (`emails`: each approver's
 * e-mail, needed only then). An approver whose independence cannot be told does not count: when
 * the commits could not all be read, or an e-mail that would tell could not be.
 */
function splitIndependent(approvedBy, participants, emails = new Map()) {
    const independent = [];
    const notIndependent = [];
    const notCounted = [];
    for (const login of [...approvedBy].sort(names_compareCodePoints)) {
        const involved = participants.kind === "unreadable"
            ? participants.why
            : involvement(login, participants, emails.get(login));
        if (involved === false)
            independent.push(login);
        else if (involved === true)
            notIndependent.push(login);
        else
            notCounted.push({ login, why: `independence could not be checked: ${involved}` });
    }
    return { approvedBy: independent, notIndependent, notCounted };
}
const WRITE_ACCESS = new Set(["write", "maintain", "admin"]);
/** Why `login`'s approval does not count, or undefined when it does. Fails closed. */
function whyNotCounted(login, account) {
    if (isBotLogin(login))
        return "a bot";
    if (account === undefined)
        return "permission could not be read: not looked up";
    if (account.kind === "unreadable")
        return `permission could not be read: ${account.why}`;
    if (account.type === "Bot")
        return "a bot";
    if (account.type !== "User")
        return `not a person's account (type ${account.type})`;
    const { permission, roleName } = account;
    if (WRITE_ACCESS.has(permission) || (roleName !== undefined && WRITE_ACCESS.has(roleName)))
        return undefined;
    return permission === "none" && roleName === undefined ? "no access" : "read access only";
}
/**
 * `approvedBy` split into the approvals that count (a human account with write access to the
 * repository) and those that do not, each with why; `accounts` holds what the code host said of
 * each approver. An approver whose account is missing or could not be read does not count.
 */
function splitCounted(approvedBy, accounts) {
    const counted = [];
    const notCounted = [];
    for (const login of [...approvedBy].sort(names_compareCodePoints)) {
        const why = whyNotCounted(login, accounts.get(login));
        if (why === undefined)
            counted.push(login);
        else
            notCounted.push({ login, why });
    }
    return { approvedBy: counted, notCounted };
}
/** A GitHub App's login (`name[bot]`): never counted, so its account need not be looked up. */
function isBotLogin(login) {
    return login.toLowerCase().endsWith("[bot]");
}

;// CONCATENATED MODULE: ./src/core/review/reviewed-plan.ts

/** Digests a plan note records at most (about 25 characters each). */
const MAX_RECORDED_OPERATIONS = 1000;
/**
 * A plan waiting to be applied: planned, or being applied by a run that may have been stopped
 * before its first operation (a re-run then applies it, checked as ever against the live service).
 */
function awaitsApply(status) {
    return status === "planned" || status === "applying";
}
/** Why `change` has no note: none was written, or none among the comments the search may read. */
function noNote(number, { workspace, author, searchBounded }) {
    const missing = `${number} has no plan comment for workspace ${workspace} written by ${author}`;
    return searchBounded === true
        ? `${missing} among its first ${MAX_NOTE_SEARCH_COMMENTS} comments (not found, search bounded: the plan comment is written by the first plan of a pull request; delete the spam before it, or plan again in a new pull request)`
        : missing;
}
/**
 * The comments a search for the note reads at most: one page, the most a host lists in one
 * request, so that a run's requests do not grow with a spammed pull request's comments.
 */
const MAX_NOTE_SEARCH_COMMENTS = 100;
/** The fingerprint reviewed in the one change a commit merged, when its note awaits apply. */
function reviewedFingerprint(note) {
    return note !== undefined && awaitsApply(note.status) ? note.fingerprint : undefined;
}
/** Why the commit `sha`, merged from `change` (if any), has no reviewed plan. */
function whyUnreviewed(sha, change, note, owner) {
    if (change === undefined)
        return `commit ${sha} was not merged from a pull request, so no plan was reviewed`;
    if (note === undefined)
        return `pull request ${noNote(`#${change.number}`, owner)}`;
    return `the plan comment on pull request #${change.number} has status ${note.status}, not a plan waiting to be applied`;
}
/**
 * The review of one change of a group: its note must await apply, be computed for the change's
 * last commit, and record its operations.
 */
function memberReview(change, note, owner) {
    const number = `#${change.number}`;
    const unreviewed = (why) => ({ kind: "unreviewed", why });
    if (note === undefined)
        return unreviewed(noNote(number, owner));
    const { status, head, operations } = note;
    if (!awaitsApply(status))
        return unreviewed(`the plan comment on ${number} has status ${status}, not a plan waiting to be applied`);
    if (head !== change.headSha)
        return unreviewed(`the plan comment on ${number} was computed for commit ${shortSha(head)}, not for its last commit ${shortSha(change.headSha)}`);
    if (operations === undefined)
        return unreviewed(`the plan comment on ${number} does not record its operations (a plan of more than ${MAX_RECORDED_OPERATIONS} operations, or written by an earlier version)`);
    return { kind: "reviewed", operations };
}
/** The reviewed operations of each change of a group that has a reviewed plan. */
function reviewedOperationsOf(members) {
    return members.flatMap(({ change, review }) => review.kind === "reviewed" ? [{ pullRequest: change.number, digests: review.operations }] : []);
}
/** Why each change of a group without a reviewed plan has none. */
function unreviewedReasons(members) {
    return members.flatMap(({ review }) => (review.kind === "unreviewed" ? [review.why] : []));
}

;// CONCATENATED MODULE: ./src/github/approval-independence.ts


/** GitHub's pull request commits endpoint lists at most this many commits. */
const PULL_REQUEST_COMMITS_LISTED = 250;
/** Commits of one pull request read at most; past it, independence cannot be checked. */
const MAX_INDEPENDENCE_COMMITS = 10_000;
const PAGE = 100;
/** A GitHub no-reply address (`login@` or `id+login@users.noreply.github.com`) names its login. */
const NOREPLY = /^(?:\d+\+)?([^@+]+)@users\.noreply\.github\.com$/i;
/**
 * Who authored or committed the commits: by login where GitHub links an account; else by the
 * login a no-reply address names, else by e-mail (matched against the approvers' e-mails).
 */
function participantsOf(commits) {
    const logins = new Set();
    const unlinkedEmails = new Set();
    for (const { author, committer, commit } of commits) {
        const people = [
            [author, commit.author?.email],
            [committer, commit.committer?.email],
        ];
        for (const [account, email] of people) {
            if (account?.login !== undefined)
                logins.add(account.login.toLowerCase());
            else if (email !== undefined && email !== "") {
                const named = NOREPLY.exec(email)?.[1];
                if (named === undefined)
                    unlinkedEmails.add(email.toLowerCase());
                else
                    logins.add(named.toLowerCase());
            }
        }
    }
    return { kind: "read", logins, unlinkedEmails };
}
/**
 * Everyone who authored or committed a commit of the pull request. The pull request's own list
 * when it holds fewer than 250 commits; else every commit from its base to its head through the
 * compare API, page by page, at most MAX_INDEPENDENCE_COMMITS (more: unreadable, with why).
 */
async function commitParticipants(octokit, repository, number) {
    const listed = await octokit.paginate(octokit.rest.pulls.listCommits, {
        ...repository,
        pull_number: number,
        per_page: PAGE,
    });
    if (listed.length < PULL_REQUEST_COMMITS_LISTED)
        return participantsOf(listed);
    const { data: pull } = await octokit.rest.pulls.get({ ...repository, pull_number: number });
    return comparedParticipants(octokit, repository, { base: pull.base.sha, head: pull.head.sha });
}
async function comparedParticipants(octokit, repository, { base, head }) {
    const range = `${shortSha(base)}...${shortSha(head)}`;
    const commits = [];
    for (let page = 1; page <= MAX_INDEPENDENCE_COMMITS / PAGE; page += 1) {
        let data;
        try {
            ({ data } = await octokit.rest.repos.compareCommitsWithBasehead({
                ...repository,
                basehead: `${base}...${head}`,
                per_page: PAGE,
                page,
            }));
        }
        catch (error) {
            // 404: a commit GitHub no longer has; 422: no common history. Anything else fails the run.
            const status = requestStatus(error);
            if (status !== 404 && status !== 422)
                throw error;
            return { kind: "unreadable", why: `GitHub cannot compare ${range} (HTTP ${status})` };
        }
        if (data.total_commits > MAX_INDEPENDENCE_COMMITS)
            break;
        commits.push(...data.commits);
        if (commits.length >= data.total_commits || data.commits.length < PAGE)
            return participantsOf(commits);
    }
    return {
        kind: "unreadable",
        why: `the pull request has more than ${MAX_INDEPENDENCE_COMMITS.toLocaleString("en-US")} commits (${range}), more than are read`,
    };
}

;// CONCATENATED MODULE: ./src/github/approver-accounts.ts
// What GitHub says of each approver's account, for the rule of core/review/approvals.ts that only
// a human account with write access approves (as branch protection counts approvals): the
// account type and the repository permission, read once per login and run; and, for a commit
// whose author has no account, the approver's public e-mail. A lookup that fails
// is kept as its reason, never as an error: the approval then does not count.



/** The accounts of approvers, each looked up at most once however many pull requests it approved. */
class ApproverAccounts {
    #octokit;
    #repository;
    #lookups = new Map();
    #emails = new Map();
    constructor(octokit, repository) {
        this.#octokit = octokit;
        this.#repository = repository;
    }
    /** The accounts of `logins` that GitHub is asked about (a `[bot]` login is not). */
    async of(logins) {
        const asked = logins.filter((login) => !isBotLogin(login));
        const accounts = await Promise.all(asked.map((login) => this.#account(login)));
        return new Map(asked.map((login, index) => [login, accounts[index]]));
    }
    /**
     * The public e-mail of each of `logins` (GET /users/{login}), for a commit whose author has no
     * account: looked up only then, once per login and run.
     */
    async emails(logins) {
        const emails = await Promise.all(logins.map((login) => {
            let lookup = this.#emails.get(login);
            if (lookup === undefined) {
                lookup = readEmail(this.#octokit, login);
                this.#emails.set(login, lookup);
            }
            return lookup;
        }));
        return new Map(logins.map((login, index) => [login, emails[index]]));
    }
    #account(login) {
        let lookup = this.#lookups.get(login);
        if (lookup === undefined) {
            lookup = readAccount(this.#octokit, this.#repository, login);
            this.#lookups.set(login, lookup);
        }
        return lookup;
    }
}
async function readAccount(octokit, repository, username) {
    try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
            ...repository,
            username,
        });
        const roleName = data.role_name;
        return {
            kind: "read",
            type: data.user?.type ?? "unknown",
            permission: data.permission,
            ...(typeof roleName === "string" ? { roleName } : {}),
        };
    }
    catch (error) {
        return { kind: "unreadable", why: whyUnreadable(error) };
    }
}
function whyUnreadable(error) {
    const status = requestStatus(error);
    return status === undefined ? errors_errorMessage(error) : `GitHub answered HTTP ${status}`;
}
async function readEmail(octokit, username) {
    try {
        const { data } = await octokit.rest.users.getByUsername({ username });
        return { kind: "read", email: data.email ?? null };
    }
    catch (error) {
        return { kind: "unreadable", why: whyUnreadable(error) };
    }
}

;// CONCATENATED MODULE: ./src/core/inventory/inventory-schema.ts
// The inventory document format as one zod schema: the source of the published JSON Schema (editor
// completion and checks) and of the key lists and name rules the position-aware parser enforces.
// The parser does not run zod on the hot path: it walks YAML nodes so that every problem carries a
// file:line:column, but it takes its vocabulary from here so the two cannot drift apart.




const MAX_NAME_LENGTH = 255;
// The same rules as one pattern, for JSON Schema consumers (editors): no forbidden character, no
// leading or trailing whitespace. Length is `maxLength` (JSON Schema counts code points, as we do).
// Surrogates are left out: a UTF-8 file cannot hold a lone one, and an engine without the `u` flag
// would take every character outside the BMP for one.
const NAME_PATTERN = new RegExp(String.raw `^(?!\s)(?![\s\S]*\s$)[^${FORBIDDEN_CHARACTERS}]+$`);
/**
 * Whether an inventory file can hold `name` as a name: what the parser accepts, in one test.
 * For names that come from the service (import); the parser checks its own with a message each.
 */
function inventory_schema_isDeclarableName(name) {
    return (NAME_PATTERN.test(name) &&
        !FORBIDDEN_NAME_CHARACTER.test(name) &&
        (name.length <= MAX_NAME_LENGTH || [...name].length <= MAX_NAME_LENGTH));
}
function nameSchema(description) {
    return schemas/* string */.YjP().min(1).max(MAX_NAME_LENGTH).regex(NAME_PATTERN).meta({ description });
}
const inventory_schema_assetTypeSchema = schemas/* enum */.k5n(ASSET_TYPES).meta({
    title: "Asset type",
    description: "hardware: physical devices (RTUs, PLCs, HMIs, network equipment). software: applications and operating systems classified under the cyber system.",
});
const assetDetailsSchema = schemas/* strictObject */.rej({
    type: inventory_schema_assetTypeSchema,
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
    impact: impactSchema.optional(),
    owners: schemas/* array */.YOg(principalSchema)
        .min(1)
        .meta({
        title: "Owners",
        description: "Who approves this system's changes under the policy (cip-policy.yaml): GitHub logins and org/team slugs. Without it, the code owners of this file (CODEOWNERS) are its owners.",
    })
        .optional(),
    prune: schemas/* boolean */.zMY().default(true).meta({
        title: "Prune",
        description: "true (default): live assets of this cyber system that are not declared here are deleted. false: they are kept and reported as unmanaged.",
    }),
    assets: schemas/* record */.g1P(nameSchema("Asset name, exactly as written. Unique across the inventory, ignoring case."), schemas/* union */.KCZ([inventory_schema_assetTypeSchema, assetDetailsSchema]))
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
function inventory_schema_inventoryJsonSchema() {
    const schema = z.toJSONSchema(inventoryDocumentSchema, {
        target: "draft-2020-12",
        io: "input",
    });
    // zod does not translate refinements; this is the facility/control_center exclusion.
    schema.not = { required: ["facility", "control_center"] };
    return schema;
}

;// CONCATENATED MODULE: ./src/core/sources/sources-schema.ts
// `cip-sources.yaml` as one zod schema: the read-only sources that write the documents of the cyber
// systems they own. The source of the published JSON Schema and of the checks parse-sources.ts
// reports at file:line:column.



/** The file read when --sources (Action input `sources`) does not name another. */
const DEFAULT_SOURCES_FILE = "cip-sources.yaml";
/** A source's name is part of a branch name (`cip-sync/source-<name>`) and of messages. */
const SOURCE_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;
const sources_schema_assetTypeSchema = schemas/* enum */.k5n(ASSET_TYPES);
const typesSchema = schemas/* record */.g1P(schemas/* string */.YjP().min(1), sources_schema_assetTypeSchema)
    .meta({ description: "The source's type values (e.g. RTU, PLC) -> hardware | software." });
const systemNameSchema = schemas/* string */.YjP()
    .refine(inventory_schema_isDeclarableName, { message: "not a name an inventory file can hold" })
    .meta({ description: "The name of a cyber system this source owns." });
/** A path inside the repository: relative, forward slashes, never climbing out. */
const repositoryPathSchema = schemas/* string */.YjP()
    .min(1)
    .refine((path) => !path.startsWith("/") && !/^[A-Za-z]:/.test(path), {
    message: "must be relative to the repository root",
})
    .refine((path) => !path.includes("\\"), { message: "must use forward slashes" })
    .refine((path) => !path.split("/").includes(".."), { message: "must not contain .." });
const commonKeys = {
    name: schemas/* string */.YjP()
        .regex(SOURCE_NAME, {
        message: "must be lower-case letters, digits and dashes, starting with a letter or digit",
    })
        .meta({ description: "The source's name: `cip-sync source sync NAME`, bot branch suffix." }),
    systems: schemas/* array */.YOg(systemNameSchema)
        .min(1)
        .meta({ description: "The cyber systems this source owns: one document each, under out." }),
    out: repositoryPathSchema
        .refine((path) => path.split("/").some((part) => part !== "" && part !== "."), {
        message: "must name a directory inside the repository, not its root",
    })
        .meta({
        description: "The directory the source writes its documents to, relative to the repository.",
    }),
};
const csvSourceSchema = schemas/* strictObject */.rej({
    ...commonKeys,
    kind: schemas/* literal */.euz("csv"),
    file: repositoryPathSchema.meta({ description: "The CSV file, relative to the repository." }),
    columns: schemas/* strictObject */.rej({
        name: schemas/* string */.YjP().min(1).meta({ description: "Column holding the asset's name." }),
        system: schemas/* string */.YjP().min(1).meta({ description: "Column holding the cyber system's name." }),
        type: schemas/* string */.YjP().min(1).meta({ description: "Column holding the asset's type." }),
    }),
    types: typesSchema,
    where: schemas/* record */.g1P(schemas/* string */.YjP().min(1), schemas/* string */.YjP())
        .optional()
        .meta({ description: "Keep only rows whose column equals the value (all must match)." }),
});
const netboxSourceSchema = schemas/* strictObject */.rej({
    ...commonKeys,
    kind: schemas/* literal */.euz("netbox"),
    url: schemas/* url */.OZ5({ protocol: /^https?$/ })
        .meta({ description: "NetBox's base URL; the token is read from NETBOX_TOKEN." }),
    filters: schemas/* record */.g1P(schemas/* string */.YjP().min(1), schemas/* string */.YjP())
        .optional()
        .meta({ description: "Query parameters for /api/dcim/devices/ (e.g. tag: cip)." }),
    system: schemas/* string */.YjP()
        .min(1)
        .meta({ description: "Dotted path to the cyber system's name on a device." }),
    asset_name: schemas/* string */.YjP()
        .min(1)
        .default("name")
        .meta({ description: "Dotted path to the asset's name on a device (default: name)." }),
    type: schemas/* strictObject */.rej({
        field: schemas/* string */.YjP().min(1).meta({ description: "Dotted path to the device's type value." }),
        map: typesSchema,
    }),
});
const commandSourceSchema = schemas/* strictObject */.rej({
    ...commonKeys,
    kind: schemas/* literal */.euz("command"),
    run: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .min(1)
        .meta({ description: "Program and arguments, run without a shell from the repository root." }),
    types: typesSchema.optional(),
    timeout_seconds: schemas/* number */.aig()
        .int()
        .min(1)
        .max(3600)
        .default(120)
        .meta({ description: "Stop the command after this many seconds (default 120)." }),
});
const sourceSchema = schemas/* discriminatedUnion */.gMt("kind", [
    csvSourceSchema,
    netboxSourceSchema,
    commandSourceSchema,
]);
const sourcesFileSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(1),
    sources: schemas/* array */.YOg(sourceSchema),
})
    .meta({
    title: "cip-inventory-sync sources",
    description: "Read-only sources (CSV, NetBox, a command) that generate the inventory documents of the cyber systems they own.",
});
/** The JSON Schema (draft 2020-12) of cip-sources.yaml, for editors. */
function sourcesJsonSchema() {
    return z.toJSONSchema(sourcesFileSchema, { target: "draft-2020-12", io: "input" });
}

;// CONCATENATED MODULE: ./src/core/sources/source-proposal.ts
// How a source's sync is proposed to the repository, and recognised again once merged: one bot
// branch per source (`cip-sync/source-<name>`), a commit whose trailers name the source and its
// snapshot digest, and a pull request whose body carries the same in a hidden marker. Pure.

const BRANCH_PREFIX = "cip-sync/source-";
const DIGEST = /^sha256:[0-9a-f]{64}$/;
const NAME_TRAILER = "Cip-Sync-Source";
const DIGEST_TRAILER = "Cip-Sync-Source-Digest";
/** The only branch a source's sync writes, and the only one it ever force-updates. */
function sourceBranch(name) {
    return `${BRANCH_PREFIX}${name}`;
}
function proposalTitle(name) {
    return `Inventory from source ${name}`;
}
/** The bot commit's message: a title, why, and the trailers `stampOfCommit` reads back. */
function proposalCommitMessage(stamp) {
    return [
        proposalTitle(stamp.name),
        "",
        "Generated by cip-sync source-sync: edit the source, not these files.",
        "",
        `${NAME_TRAILER}: ${stamp.name}`,
        `${DIGEST_TRAILER}: ${stamp.digest}`,
    ].join("\n");
}
/** The hidden marker a proposal's pull-request body ends with. */
function proposalMarker(stamp) {
    return `<!-- cip-sync:source name=${stamp.name} digest=${stamp.digest} -->`;
}
/** The source and digest a bot commit's trailers name; undefined when they are not both there. */
function stampOfCommit(message) {
    const trailer = (key) => new RegExp(`^${key}: (\\S+)$`, "m").exec(message)?.[1] ?? undefined;
    return checkedStamp(trailer(NAME_TRAILER), trailer(DIGEST_TRAILER));
}
/**
 * The source a pull request came from: its head branch is a source's branch and its body's marker
 * names the same source with a well-formed digest. Anything else is no source (a hand-made branch
 * of that name without the marker, a marker naming another source).
 */
function stampOfPullRequest(headRef, body) {
    if (!headRef.startsWith(BRANCH_PREFIX))
        return undefined;
    const branchName = headRef.slice(BRANCH_PREFIX.length);
    const marker = /<!-- cip-sync:source name=(\S+) digest=(\S+) -->/.exec(body);
    const stamp = checkedStamp(marker?.[1], marker?.[2]);
    return stamp?.name === branchName ? stamp : undefined;
}
function checkedStamp(name, digest) {
    if (name === undefined || digest === undefined)
        return undefined;
    return SOURCE_NAME.test(name) && DIGEST.test(digest) ? { name, digest } : undefined;
}
/**
 * Decides the run's writes. A branch commit made from this snapshot on this base is kept (the same
 * data writes nothing); the pull request is written only when it does not show the snapshot.
 */
function proposalStep(facts) {
    const { stamp, changed, base, branchHead, open } = facts;
    if (!changed)
        return open === undefined ? { kind: "nothing" } : { kind: "close" };
    const committed = branchHead !== undefined &&
        branchHead.parent === base &&
        sameStamp(stampOfCommit(branchHead.message), stamp);
    const shown = open !== undefined && sameStamp(stampOfPullRequest(sourceBranch(stamp.name), open.body), stamp);
    return { kind: "propose", commit: !committed, writePullRequest: !(committed && shown) };
}
function sameStamp(a, b) {
    return a !== undefined && a.name === b.name && a.digest === b.digest;
}

;// CONCATENATED MODULE: ./src/github/commit-range.ts
// The pull requests a range of commits brings in: those a push to the default branch merged (a
// merge-queue batch, or several merges pushed at once), and those a merge queue's group holds.
// Found through GitHub's own records (compare, and the pull requests associated with a commit),
// never through commit messages, which the pull requests' authors write.



/** Commits of a range read at most; a longer range is reported incomplete. */
const MAX_RANGE_COMMITS = 300;
/** Commits of the range's first-parent chain asked about their pull requests, at most. */
const MAX_RANGE_PULL_REQUESTS = 50;
const COMPARE_PAGE = 100;
const ZERO_SHA = /^0+$/;
/** The fields of a pull request as the REST API answers it that the change record keeps. */
function pullRequestOf(pull) {
    const source = stampOfPullRequest(pull.head.ref, pull.body ?? "");
    return {
        number: pull.number,
        url: pull.html_url,
        title: pull.title,
        author: pull.user?.login ?? "",
        headSha: pull.head.sha,
        ...(source === undefined ? {} : { source }),
    };
}
/** The commits reachable from `head` and not from `base`, at most MAX_RANGE_COMMITS of them. */
async function compareRange(octokit, repository, base, head) {
    const commits = [];
    for (let page = 1; commits.length < MAX_RANGE_COMMITS; page += 1) {
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
            ...repository,
            basehead: `${base}...${head}`,
            per_page: COMPARE_PAGE,
            page,
        });
        commits.push(...data.commits.map((commit) => ({
            sha: commit.sha,
            parents: commit.parents.map((parent) => parent.sha),
        })));
        if (commits.length >= data.total_commits || data.commits.length < COMPARE_PAGE)
            return { commits };
    }
    return {
        commits,
        incomplete: `the range ${shortSha(base)}...${shortSha(head)} has more than ${MAX_RANGE_COMMITS} commits; only the first were read`,
    };
}
/**
 * The commits the range's branch itself moved through, newest first: from `head` along first
 * parents while inside the range. These are the merge, squash or rebased commits a merge made;
 * a merged pull request's own commits hang off them as second parents.
 */
function firstParentChain(commits, head) {
    const bySha = new Map(commits.map((commit) => [commit.sha, commit]));
    const chain = [];
    for (let commit = bySha.get(head); commit !== undefined;) {
        chain.push(commit);
        if (chain.length > commits.length)
            break;
        commit = commit.parents[0] === undefined ? undefined : bySha.get(commit.parents[0]);
    }
    return chain;
}
async function associatedPulls(octokit, repository, sha) {
    return octokit.paginate(octokit.rest.repos.listPullRequestsAssociatedWithCommit, {
        ...repository,
        commit_sha: sha,
        per_page: 100,
    });
}
/**
 * The pull requests a push from `before` to `after` on `branch` merged, by number: each one merged
 * into `branch` whose merge commit (GitHub's merge_commit_sha: the merge, squash or last rebased
 * commit) is on the pushed branch's first-parent chain. One merged into another branch does not
 * vouch for this push. An unknown `before` (a new branch) reads `after` alone.
 */
async function findPullRequestsMergedBy(octokit, repository, push) {
    const range = push.before === undefined || ZERO_SHA.test(push.before)
        ? { commits: [{ sha: push.after, parents: [] }] }
        : await compareOrIncomplete(octokit, repository, push.before, push.after);
    const chain = firstParentChain(range.commits, push.after);
    const onChain = new Set(chain.map((commit) => commit.sha));
    const found = new Map();
    let atHead;
    for (const commit of chain.slice(0, MAX_RANGE_PULL_REQUESTS)) {
        const pulls = await associatedPulls(octokit, repository, commit.sha);
        if (commit.sha === push.after)
            atHead = pulls;
        for (const pull of pulls) {
            const intoBranch = pull.merged_at !== null && pull.base.ref === push.branch;
            if (intoBranch && onChain.has(pull.merge_commit_sha ?? ""))
                found.set(pull.number, pullRequestOf(pull));
        }
    }
    const result = finish(found, range.incomplete, chain.length);
    return atHead === undefined ? result : { ...result, atHead };
}
/**
 * The open pull requests a merge queue's group holds: the one its branch names
 * (gh-readonly-queue/<base>/pr-<number>-<sha>), and every one whose head commit the group merged
 * (a second parent of a commit on the group's first-parent chain).
 */
async function findMergeGroupPullRequests(octokit, repository, group) {
    const range = await compareOrIncomplete(octokit, repository, group.baseSha, group.headSha);
    const inRange = new Set(range.commits.map((commit) => commit.sha));
    const chain = firstParentChain(range.commits, group.headSha);
    const found = new Map();
    const named = /\/pr-(\d+)-[0-9a-f]+$/.exec(group.headRef)?.[1];
    if (named !== undefined) {
        const { data } = await octokit.rest.pulls.get({ ...repository, pull_number: Number(named) });
        if (data.state === "open")
            found.set(data.number, pullRequestOf(data));
    }
    const merged = chain.flatMap((commit) => commit.parents.slice(1));
    for (const sha of merged.slice(0, MAX_RANGE_PULL_REQUESTS)) {
        for (const pull of await associatedPulls(octokit, repository, sha)) {
            if (pull.state === "open" && inRange.has(pull.head.sha))
                found.set(pull.number, pullRequestOf(pull));
        }
    }
    return finish(found, range.incomplete, merged.length);
}
async function compareOrIncomplete(octokit, repository, base, head) {
    try {
        return await compareRange(octokit, repository, base, head);
    }
    catch (error) {
        // 404: GitHub no longer has `base` (a force push), so only `head` is known.
        if (requestStatus(error) !== 404)
            throw error;
        return {
            commits: [{ sha: head, parents: [] }],
            incomplete: `GitHub cannot compare ${shortSha(base)}...${shortSha(head)} (404); only ${shortSha(head)} was read`,
        };
    }
}
function finish(found, incomplete, asked) {
    const pullRequests = [...found.values()].sort((a, b) => a.number - b.number);
    const cut = asked > MAX_RANGE_PULL_REQUESTS
        ? `only the first ${MAX_RANGE_PULL_REQUESTS} of ${asked} merges were looked up`
        : undefined;
    const why = [incomplete, cut].filter((text) => text !== undefined).join("; ");
    return why === "" ? { pullRequests } : { pullRequests, incomplete: why };
}

;// CONCATENATED MODULE: ./src/core/review/outcomes.ts
// Each outcome of an apply attempt has one name, and this table says what every other vocabulary
// calls it: the plan comment's status, the Action's failure-reason output and the job summary's
// heading. A new outcome (a policy refusal, say) is one entry here, and the compiler finds the rest.

const isCommentOutcome = (outcome) => outcome !== "not-approved" && outcome !== "policy";
const COMMENT_STATUSES = [
    "planned",
    "no-plan",
    "applying",
    ...CHANGE_OUTCOMES.filter(isCommentOutcome),
];
/** Why a run failed, as the failure-reason output names it. */
const FAILURE_REASONS = (/* unused pure expression or super */ null && ([
    "invalid",
    "plan-changed",
    "no-reviewed-plan",
    "not-approved",
    "policy",
    "unsafe",
    "apply-failed",
    "drift",
    "evidence",
    "evidence-timestamp",
    "connection",
    "settings",
    "error",
]));
const OUTCOMES = {
    applied: { comment: "applied", failure: undefined, heading: "applied" },
    "no-changes": { comment: "no-changes", failure: undefined, heading: "nothing to apply" },
    "partly-applied": {
        comment: "partly-applied",
        failure: "apply-failed",
        heading: "partly applied",
    },
    failed: { comment: "failed", failure: "apply-failed", heading: "failed" },
    interrupted: { comment: "interrupted", failure: "apply-failed", heading: "interrupted" },
    "plan-changed": { comment: "plan-changed", failure: "plan-changed", heading: "plan changed" },
    unsafe: { comment: "unsafe", failure: "unsafe", heading: "refused" },
    "no-reviewed-plan": {
        comment: "no-reviewed-plan",
        failure: "no-reviewed-plan",
        heading: "no reviewed plan",
    },
    "not-approved": { comment: undefined, failure: "not-approved", heading: "not approved" },
    policy: { comment: undefined, failure: "policy", heading: "refused by the owner policy" },
    invalid: { comment: "invalid", failure: "invalid", heading: "invalid" },
};

;// CONCATENATED MODULE: ./src/core/review/policy/policy-model.ts
/** What a rule or a freeze can name: an update matches `update` and each of its kinds. */
const POLICY_OPERATIONS = [
    "create",
    "update",
    "rename",
    "retype",
    "move",
    "delete",
];
const POLICY_VERSION = 1;
/** The policy file, relative to the repository root, when none is named (CLI and Action). */
const DEFAULT_POLICY_FILE = "cip-policy.yaml";

;// CONCATENATED MODULE: ./src/core/shared/diagnostics.ts
// The vocabulary every stage's diagnostics share: how a message names a place, how diagnostics are
// ordered, and whether a list of them stops the run.


/** "file:line:column", the way every message names a place in the inventory files. */
function formatLocation(location) {
    return `${location.file}:${location.line}:${location.column}`;
}
/** Diagnostics without a place first, then by file (code-point order), line and column. */
function diagnostics_compareDiagnostics(a, b) {
    if (!a.location || !b.location)
        return (a.location ? 1 : 0) - (b.location ? 1 : 0);
    return (names_compareCodePoints(a.location.file, b.location.file) ||
        a.location.line - b.location.line ||
        a.location.column - b.location.column);
}
function hasErrors(diagnostics) {
    return diagnostics.some((diagnostic) => diagnostic.severity === "error");
}
/**
 * Text from the inventory or the service, quoted the one way every message quotes it: a JSON
 * string (quotes and backslashes inside escaped) with every hidden character a visible `\u202E`
 * escape, so that a message can be neither reordered nor hidden by the characters it reports.
 */
function diagnostics_quote(text) {
    const json = JSON.stringify(text).replace(/\\(?:\\|u([0-9a-f]{4}))/g, (escape, hex) => hex === undefined ? escape : `\\u${hex.toUpperCase()}`);
    return reveal_revealHiddenCharacters(json);
}

;// CONCATENATED MODULE: ./src/core/review/policy/codeowners.ts


/** Where GitHub looks, in its order: the first that exists is the one it uses. */
const CODEOWNERS_PATHS = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"];
function parseCodeowners(text, file) {
    const lines = [];
    const diagnostics = [];
    text.split(/\r?\n/).forEach((raw, index) => {
        const content = stripComment(raw).trim();
        if (content === "")
            return;
        const [pattern = "", ...written] = content.split(/\s+/);
        const skip = (why) => diagnostics.push({
            severity: "warning",
            message: `${why}; GitHub skips this line, and so does the policy`,
            location: { file, line: index + 1, column: 1 },
        });
        if (pattern.startsWith("!") || /\[/.test(pattern)) {
            skip(`CODEOWNERS pattern ${diagnostics_quote(pattern)} uses ! or [ ], which GitHub does not support`);
            return;
        }
        const owners = [];
        for (const owner of written) {
            const principal = owner.startsWith("@") ? parsePrincipal(owner.slice(1)) : undefined;
            if (principal)
                owners.push(principal);
            else if (!EMAIL.test(owner)) {
                skip(`CODEOWNERS owner ${diagnostics_quote(owner)} is neither @login, @org/team nor an email`);
                return;
            }
            // An email names a GitHub user only through their verified address, which the policy
            // cannot see: it is kept out of the owners (and cannot approve for them).
        }
        lines.push({ pattern, line: index + 1, matcher: patternMatcher(pattern), owners });
    });
    return { file, lines, diagnostics };
}
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** The text before an unescaped `#`, with `\#` read as `#`. */
function stripComment(line) {
    const hash = line.search(/(?<!\\)#/);
    return (hash === -1 ? line : line.slice(0, hash)).replaceAll("\\#", "#");
}
/**
 * The gitignore rules GitHub applies: a pattern with a `/` at its start or middle is anchored at
 * the root, otherwise it matches at any depth; `*` and `?` stay within a path segment, `**`
 * crosses them; a pattern names a file or a directory (and then everything in it), and one ending
 * in `/` only a directory.
 */
function patternMatcher(pattern) {
    const directoryOnly = pattern.endsWith("/");
    const trimmed = pattern.replace(/\/+$/, "");
    const anchored = trimmed.includes("/");
    const body = trimmed.replace(/^\//, "");
    let regex = "";
    for (let index = 0; index < body.length; index++) {
        const character = body.charAt(index);
        if (body.startsWith("**/", index)) {
            regex += "(?:.*/)?";
            index += 2;
        }
        else if (body.startsWith("**", index)) {
            regex += ".*";
            index += 1;
        }
        else if (character === "*")
            regex += "[^/]*";
        else if (character === "?")
            regex += "[^/]";
        else
            regex += character.replace(/[.+^${}()|\\]/g, "\\$&");
    }
    const prefix = anchored ? "^" : "^(?:.*/)?";
    // `docs/*` owns the files in docs/, not those in its subdirectories (GitHub's documented case).
    const endsInSegmentWildcard = /(?:^|[^*])\*$/.test(body);
    const suffix = directoryOnly ? "/.+$" : endsInSegmentWildcard ? "$" : "(?:/.+)?$";
    return new RegExp(`${prefix}${regex}${suffix}`);
}
/** The owners of `path` (relative to the root, forward slashes): the last matching line's. */
function codeOwnersOf(path, codeowners) {
    const entry = codeowners.lines.findLast((line) => line.matcher.test(path));
    if (entry !== undefined)
        return { owners: entry.owners, line: entry.line };
    return { owners: [] };
}

;// CONCATENATED MODULE: ./src/core/review/policy/policy-subjects.ts

/** What an operation is, in the policy's words: an update is `update` and each of its kinds. */
function operationKinds(operation) {
    if (!("action" in operation))
        return operation.kinds;
    return operation.action === "update" ? ["update", ...operation.kinds] : [operation.action];
}
/** The systems an operation touches: both ends of a move. */
function touchedSystems(operation) {
    if (!("action" in operation))
        return operation.systems;
    const from = operation.action === "update" ? operation.changes.cyber_system?.from : undefined;
    return from && from.id !== operation.cyber_system.id
        ? [from, operation.cyber_system]
        : [operation.cyber_system];
}
/** What the policy needs of `operation`, to be recorded in the plan comment. */
function policySubjectOf(operation) {
    return { kinds: operationKinds(operation), systems: touchedSystems(operation) };
}
/**
 * Each system the operations touch, by id, as a base document declares it: the document whose
 * `cyber_system` is the system's id, else its name (with a `facility`/`control_center`, when
 * written, naming the system's parent). A system no document names is left out: it has no owners.
 */
function baseSystemsOf(operations, documents, codeowners) {
    const systems = new Map();
    for (const system of operations.flatMap(touchedSystems)) {
        if (systems.has(system.id))
            continue;
        const found = documents.find((entry) => entry.document.cyberSystem.value === system.id) ??
            documents.find((entry) => namesSystem(entry.document, system));
        if (found)
            systems.set(system.id, baseSystem(found, codeowners));
    }
    return systems;
}
function namesSystem(document, system) {
    if (document.cyberSystem.value !== system.name)
        return false;
    const parent = document.facility ?? document.controlCenter;
    if (parent === undefined)
        return true;
    return system.parent !== null && [system.parent.id, system.parent.name].includes(parent.value);
}
function baseSystem({ file, document }, codeowners) {
    const declared = document.owners?.map((owner) => owner.value);
    const owners = declared ?? (codeowners ? codeOwnersOf(file, codeowners).owners : []);
    const system = {
        owners,
        ownersFrom: declared ? "document" : owners.length > 0 ? "codeowners" : "none",
        file,
    };
    if (document.impact)
        system.impact = document.impact.value;
    return system;
}

;// CONCATENATED MODULE: ./src/core/review/policy/recorded-subjects.ts
// What the plan comment's header records of a plan for the policy: each operation's kinds and the
// systems it touches, each system once. A review event judges the policy from this record alone,
// without asking the service; a record that is absent or malformed judges nothing (fail closed).




/** The record's room in the comment (JSON characters): the rest of the comment needs the room. */
const MAX_RECORDED_SUBJECTS_LENGTH = 24_000;
/** The record of `operations`; undefined when the plan is too large to record. */
function recordSubjects(operations) {
    if (operations.length > MAX_RECORDED_OPERATIONS)
        return undefined;
    const index = new Map();
    const recorded = { systems: [], operations: [] };
    for (const subject of operations.map(policySubjectOf)) {
        const systems = subject.systems.map((system) => {
            const known = index.get(system.id);
            if (known !== undefined)
                return known;
            const parent = system.parent;
            recorded.systems.push([
                system.id,
                system.name,
                parent === null ? null : [parent.kind, parent.id, parent.name],
            ]);
            index.set(system.id, recorded.systems.length - 1);
            return recorded.systems.length - 1;
        });
        recorded.operations.push([subject.kinds, systems]);
    }
    return JSON.stringify(recorded).length <= MAX_RECORDED_SUBJECTS_LENGTH ? recorded : undefined;
}
/** The subjects a header recorded; undefined unless `value` is exactly what recordSubjects writes. */
function recordedSubjectsOf(value) {
    if (typeof value !== "object" || value === null)
        return undefined;
    const { systems, operations } = value;
    if (!Array.isArray(systems) || !Array.isArray(operations))
        return undefined;
    const refs = [];
    for (const entry of systems) {
        const system = systemOf(entry);
        if (system === undefined)
            return undefined;
        refs.push(system);
    }
    const subjects = [];
    for (const entry of operations) {
        if (!Array.isArray(entry) || entry.length !== 2)
            return undefined;
        const [kinds, indexes] = entry;
        if (!Array.isArray(kinds) || kinds.length === 0 || !Array.isArray(indexes))
            return undefined;
        if (!kinds.every((kind) => isOneOf(POLICY_OPERATIONS, kind)))
            return undefined;
        const touched = indexes.map((at) => Number.isSafeInteger(at) ? refs[at] : undefined);
        if (touched.length === 0 || touched.some((system) => system === undefined))
            return undefined;
        subjects.push({ kinds, systems: touched });
    }
    return subjects;
}
function systemOf(entry) {
    if (!Array.isArray(entry) || entry.length !== 3)
        return undefined;
    const [id, name, parent] = entry;
    if (typeof id !== "string" || typeof name !== "string")
        return undefined;
    if (parent === null)
        return { id, name, parent: null };
    if (!Array.isArray(parent) || parent.length !== 3)
        return undefined;
    const [kind, parentId, parentName] = parent;
    if (kind !== "facility" && kind !== "control_center")
        return undefined;
    if (typeof parentId !== "string" || typeof parentName !== "string")
        return undefined;
    return { id, name, parent: { kind, id: parentId, name: parentName } };
}

;// CONCATENATED MODULE: ./src/render/comment-body.ts
// The sticky pull-request comment as a value: a hidden JSON header that identifies it (workspace)
// and says what it shows (plan fingerprint, head commit, status), a visible status line, then the
// rendered plan or result, cut to fit GitHub's limit. `formatComment` and `parseComment` round-trip.
// Pure functions; the comment's I/O is in src/github/sticky-comment.ts.



/** GitHub rejects issue comments longer than this many characters. */
const COMMENT_MAX_LENGTH = 65_536;
/** The header format: a new version is written only when a reader of this one would misread it. */
const HEADER_VERSION = 1;
const HEADER_PREFIX = "<!-- cip-sync ";
const HEADER_SUFFIX = " -->";
/** Starts the rendered part, so that a later comment can quote what this one showed. */
const RENDERED_MARKER = "<!-- cip-sync:rendered -->";
function titleOf(header) {
    const title = `### Inventory plan: workspace \`${header.workspace}\``;
    if (header.deletes === undefined)
        return title;
    return `${title} · ${header.deletes === 0 ? "no deletes" : `deletes ${header.deletes} cyber asset${header.deletes === 1 ? "" : "s"}`}`;
}
/** The hidden first line: `<!-- cip-sync {"v":1,...} -->`, with nothing in it that ends the comment. */
function headerLine(header) {
    const { workspace, fingerprint, ...rest } = header;
    const json = JSON.stringify({
        v: HEADER_VERSION,
        workspace,
        fingerprint: fingerprint ?? null,
        ...rest,
    })
        .replace(/</g, "\\u003c")
        .replace(/>/g, "\\u003e");
    return `${HEADER_PREFIX}${json}${HEADER_SUFFIX}`;
}
/** Everything before the rendered part. */
function commentHead(comment) {
    const { header, statusLine } = comment;
    return [headerLine(header), titleOf(header), "", statusLine, "", RENDERED_MARKER, ""].join("\n");
}
/** The comment's body; throws when over GitHub's limit, as GitHub would refuse it. */
function formatComment(comment) {
    const body = commentHead(comment) + comment.rendered;
    if (body.length > COMMENT_MAX_LENGTH) {
        throw new Error(`comment is ${body.length} characters, over GitHub's limit of ${COMMENT_MAX_LENGTH}`);
    }
    return body;
}
/** The comment, its rendered part cut by `content.render` to the room left under GitHub's limit. */
function buildCommentBody(content) {
    const { render, statusLine, ...header } = content;
    const remaining = COMMENT_MAX_LENGTH - commentHead({ header, statusLine }).length;
    if (remaining <= 0)
        throw new Error("comment header and status line exceed GitHub's comment limit");
    const rendered = render(remaining);
    // The renderer promises to respect maxLength; a comment GitHub would reject must never be sent.
    if (rendered.length > remaining) {
        throw new Error(`rendered comment body is ${rendered.length} characters, over the ${remaining} left under GitHub's limit`);
    }
    return formatComment({ header, statusLine, rendered });
}
/**
 * The comment this Action wrote for `workspace`, or undefined when `body` is not one. Reads the
 * JSON header and, from comments written before it, the two-line header. Callers must also check
 * the comment's author: the header alone can be pasted by anyone.
 */
function parseComment(body, workspace) {
    const text = body.replace(/\r\n/g, "\n");
    const lines = text.split("\n");
    const json = parseJsonHeader(lines[0] ?? "", workspace);
    const header = json ?? parseLegacyHeader(lines[0] ?? "", lines[1] ?? "", workspace);
    if (header === undefined)
        return undefined;
    const afterHeader = lines.slice(json === undefined ? 2 : 1).join("\n");
    const title = `${titleOf(header)}\n\n`;
    const marker = `\n\n${RENDERED_MARKER}\n`;
    const end = afterHeader.indexOf(marker);
    if (!afterHeader.startsWith(title) || end < 0)
        return undefined;
    return {
        header,
        statusLine: afterHeader.slice(title.length, end),
        rendered: afterHeader.slice(end + marker.length),
    };
}
const FINGERPRINT = /^sha256:[0-9a-f]{64}$/;
const COMMIT = /^[0-9a-f]{7,64}$/;
function parseJsonHeader(line, workspace) {
    if (!line.startsWith(HEADER_PREFIX) || !line.endsWith(HEADER_SUFFIX))
        return undefined;
    let value;
    try {
        value = JSON.parse(line.slice(HEADER_PREFIX.length, -HEADER_SUFFIX.length));
    }
    catch {
        return undefined;
    }
    if (typeof value !== "object" || value === null)
        return undefined;
    const fields = value;
    const { fingerprint } = fields;
    if (fields.v !== HEADER_VERSION || fields.workspace !== workspace)
        return undefined;
    const header = checkedHeader(workspace, fingerprint === null ? "none" : fingerprint, fields.head, fields.status);
    if (header === undefined)
        return undefined;
    const operations = stringsMatching(fields.operations, comment_body_DIGEST);
    const systems = stringsMatching(fields.systems, SYSTEM_ID);
    const { deletes, policy } = fields;
    return {
        ...header,
        ...(operations === undefined ? {} : { operations }),
        ...(systems === undefined ? {} : { systems }),
        ...(recordedSubjectsOf(policy) === undefined ? {} : { policy: policy }),
        ...(Number.isSafeInteger(deletes) && deletes >= 0
            ? { deletes: deletes }
            : {}),
    };
}
/** An operation digest (core/operation-digest.ts): 128 bits, base64url. */
const comment_body_DIGEST = /^[A-Za-z0-9_-]{22}$/;
/** A cyber system id as the service writes it; anything else is not one of ours. */
const SYSTEM_ID = /^[A-Za-z0-9_.:-]{1,128}$/;
/** `value` when it is an array of strings that all match `pattern`; otherwise read as absent. */
function stringsMatching(value, pattern) {
    if (!Array.isArray(value))
        return undefined;
    return value.every((item) => typeof item === "string" && pattern.test(item))
        ? value
        : undefined;
}
/** The header comments had before the JSON one: a workspace line, then the plan line. */
function parseLegacyHeader(marker, line, workspace) {
    if (marker !== `<!-- cip-sync:workspace=${workspace} -->`)
        return undefined;
    const match = /^<!-- cip-sync:plan fingerprint=(\S+) head=(\S+) status=(\S+) -->$/.exec(line);
    if (match === null)
        return undefined;
    return checkedHeader(workspace, match[1], match[2], match[3]);
}
function checkedHeader(workspace, fingerprint, head, status) {
    if (typeof fingerprint !== "string" || (fingerprint !== "none" && !FINGERPRINT.test(fingerprint)))
        return undefined;
    if (typeof head !== "string" || !COMMIT.test(head) || !isOneOf(COMMENT_STATUSES, status))
        return undefined;
    return { workspace, fingerprint: fingerprint === "none" ? undefined : fingerprint, head, status };
}
/** The pointer a shortened comment ends with: the job summary holds everything. */
function truncatedNote(runUrl) {
    return `The rest does not fit in a comment: the complete plan is in the [job summary of this run](${runUrl}).`;
}
/** What a comment built by buildCommentBody rendered below its status line, or undefined. */
function renderedPartOf(body) {
    const match = /\r?\n<!-- cip-sync:rendered -->\r?\n/.exec(body);
    return match === null ? undefined : body.slice(match.index + match[0].length);
}

;// CONCATENATED MODULE: ./src/github/change-query.ts


/** Reviews read in the query; a pull request with more is read by REST, page by page. */
const REVIEW_PAGE = 100;
/** The login as REST (and the evidence records, and the approval rules) name it. */
function restLogin(account) {
    if (account === null)
        return undefined;
    return account.__typename === "Bot" ? `${account.login}[bot]` : account.login;
}
/** The selection of a pull request's first comments, oldest first (GraphQL's only order here). */
const COMMENT_PAGE = `comments(first: ${MAX_NOTE_SEARCH_COMMENTS}) { pageInfo { hasNextPage } nodes { databaseId url body viewerDidAuthor } }`;
/**
 * Our comment for `workspace` among one page of comments: the oldest one the token wrote with the
 * marker. Our comment is written by the first plan of the pull request and then updated in place,
 * so it sits at the start; `bounded` says it was not among the first MAX_NOTE_SEARCH_COMMENTS
 * with more unread, so "not found" is not an answer to rely on.
 */
function noteInPage(page, workspace) {
    for (const comment of page.nodes) {
        // viewerDidAuthor: written by this token's account, as GitHub knows it; never by its name.
        if (comment === null || comment.viewerDidAuthor !== true || comment.databaseId === null)
            continue;
        const parsed = parseComment(comment.body, workspace);
        if (parsed === undefined)
            continue;
        const note = { id: comment.databaseId, url: comment.url, header: parsed.header };
        return { comment: { ...note, body: comment.body }, bounded: false };
    }
    return { comment: undefined, bounded: page.pageInfo.hasNextPage };
}
const NOTE_QUERY = `query PlanNote($owner: String!, $repo: String!, $number: Int!, $ledger: String!, $withLedger: Boolean!) {
  viewer { login }
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      mergedBy { __typename login }
      ${COMMENT_PAGE}
      reviews(first: ${REVIEW_PAGE}) { pageInfo { hasNextPage } nodes { author { __typename login } state commit { oid } body } }
    }
    ledger: ref(qualifiedName: $ledger) @include(if: $withLedger) { target { oid } }
  }
}`;
/**
 * Our plan note on `issue` for `workspace`, in one GraphQL request whatever the number of
 * comments, with the token's login, the merger and (given `ledgerBranch`) the ledger's head.
 */
async function readPlanNote(octokit, issue, workspace, ledgerBranch) {
    const answer = await octokit.graphql(NOTE_QUERY, {
        owner: issue.owner,
        repo: issue.repo,
        number: issue.number,
        ledger: `refs/heads/${ledgerBranch ?? ""}`,
        withLedger: ledgerBranch !== undefined,
    });
    const { pullRequest, ledger } = answer.repository;
    const { reviews } = pullRequest;
    return {
        search: noteInPage(pullRequest.comments, workspace),
        login: answer.viewer.login,
        mergedBy: restLogin(pullRequest.mergedBy),
        reviews: reviews.pageInfo.hasNextPage
            ? undefined
            : reviews.nodes.flatMap((review) => review === null
                ? []
                : [
                    {
                        login: restLogin(review.author),
                        state: review.state,
                        commit: review.commit?.oid ?? null,
                        body: review.body,
                    },
                ]),
        ...(ledgerBranch === undefined
            ? {}
            : { ledger: ledger == null ? null : { commit: ledger.target.oid } }),
    };
}

;// CONCATENATED MODULE: ./src/github/review-facts.ts
// The review facts of a push to the default branch or of a merge-queue group, read from GitHub
// once, before anything is planned or applied: the pull requests it brings in, each one's plan
// comment, who approved its head commit (independently of its commits, from an account with
// write access) and who merged it. The
// rules that decide what counts are in core/review/; this file only reads.







/**
 * The review facts of commit `sha` pushed to `branch`, the default branch (`before` its previous
 * head): one pull request merged into it, several merged together (a merge-queue batch), or none
 * (a direct push, also of a commit merged into another branch).
 */
async function readMergeFacts(octokit, repository, { sha, before, branch, ...request }) {
    const push = { before, after: sha, branch };
    const merged = await findPullRequestsMergedBy(octokit, repository, push);
    if (merged.pullRequests.length > 1)
        return groupFacts(octokit, repository, sha, merged, { ...request, merged: true });
    const change = await findMergedPullRequest(octokit, repository, { sha, branch }, merged.atHead);
    const owner = { workspace: request.workspace, author: "" };
    if (change === undefined)
        return {
            sha,
            author: "",
            changes: [],
            reviewed: { kind: "none", why: whyUnreviewed(sha, undefined, undefined, owner) },
        };
    const facts = await readChangeFacts(octokit, repository, change, {
        workspace: request.workspace,
        merged: true,
        accounts: new ApproverAccounts(octokit, repository),
        readNote: request.readNote,
    });
    // Known from the note's query: no request.
    owner.author = await request.login();
    const fingerprint = reviewedFingerprint(facts.note?.header);
    return {
        sha,
        author: owner.author,
        changes: [facts],
        reviewed: fingerprint === undefined
            ? {
                kind: "none",
                why: whyUnreviewed(sha, change, facts.note?.header, {
                    ...owner,
                    searchBounded: facts.noteSearchBounded === true,
                }),
            }
            : { kind: "fingerprint", value: fingerprint },
    };
}
/** The review facts of a merge queue's group, whose head commit is `group.headSha`. */
async function readQueueFacts(octokit, repository, group, request) {
    const found = await findMergeGroupPullRequests(octokit, repository, group);
    return groupFacts(octokit, repository, group.headSha, found, { ...request, merged: false });
}
async function groupFacts(octokit, repository, sha, found, request) {
    const options = {
        workspace: request.workspace,
        merged: request.merged,
        // One lookup per approver for the whole group, however many pull requests each approved.
        accounts: new ApproverAccounts(octokit, repository),
        readNote: request.readNote,
    };
    const changes = [];
    // One pull request at a time: each costs several requests.
    for (const change of found.pullRequests)
        changes.push(await readChangeFacts(octokit, repository, change, options));
    const members = changes.map(({ change, review }) => ({ change, review }));
    return {
        sha,
        // Known from the first note read; asked only when the group is empty.
        author: await request.login(),
        changes,
        reviewed: {
            kind: "operations",
            perChange: reviewedOperationsOf(members),
            unreviewed: unreviewedReasons(members),
        },
        ...(found.incomplete === undefined ? {} : { incomplete: found.incomplete }),
    };
}
/**
 * Reads a pull request's plan comment (written by this token, whose login comes with it),
 * approvals (with each independent approver's account, through `accounts`) and, when merged,
 * merger.
 */
async function readChangeFacts(octokit, repository, change, options) {
    const issue = { ...repository, number: change.number };
    const readNote = options.readNote ?? ((ref, workspace) => readPlanNote(octokit, ref, workspace));
    const [read, participants] = await Promise.all([
        readNote(issue, options.workspace),
        commitParticipants(octokit, repository, change.number),
    ]);
    const { approvedBy: approving, approvedEarlierCommit, bodies, } = read.reviews === undefined
        ? await approvals(octokit, repository, change)
        : approvalsFrom(read.reviews, change.headSha);
    const { search, login: author } = read;
    const merger = options.merged ? read.mergedBy : undefined;
    // An approver's e-mail tells only when a commit's author or committer has no account.
    const emails = participants.kind === "read" && participants.unlinkedEmails.size > 0
        ? await options.accounts.emails(approving)
        : undefined;
    const independent = splitIndependent(approving, participants, emails);
    const accounts = await options.accounts.of(independent.approvedBy);
    const counted = splitCounted(independent.approvedBy, accounts);
    const note = search.comment;
    return {
        change,
        issue,
        ...(note === undefined ? {} : { note }),
        ...(search.bounded ? { noteSearchBounded: true } : {}),
        approvedBy: counted.approvedBy,
        notCounted: [...independent.notCounted, ...counted.notCounted].sort((a, b) => names_compareCodePoints(a.login, b.login)),
        notIndependent: independent.notIndependent,
        approvedEarlierCommit,
        approvalBodies: bodies,
        ...(merger === undefined ? {} : { mergedBy: merger }),
        review: memberReview(change, note?.header, {
            workspace: options.workspace,
            author,
            searchBounded: search.bounded,
        }),
    };
}
/**
 * The pull request merged into `branch` as `sha`: the one whose merge commit is `sha`, else (a
 * fast-forward) the only merged one containing it; undefined when the commit was pushed directly
 * (also after being merged into another branch: that review was not of this branch), or when
 * several merged pull requests contain it and none was merged as it (the approvals would be a guess).
 */
async function findMergedPullRequest(octokit, repository, { sha, branch }, 
/** The pull requests associated with `sha`, when already read (findPullRequestsMergedBy). */
associated) {
    const pulls = associated ?? (await associatedPulls(octokit, repository, sha));
    const merged = pulls.filter((pull) => pull.merged_at !== null && pull.base.ref === branch);
    const found = merged.find((pull) => pull.merge_commit_sha === sha) ??
        (merged.length === 1 ? merged[0] : undefined);
    return found === undefined ? undefined : pullRequestOf(found);
}
/**
 * The approvals of the change: its reviews as GitHub lists them (in the order submitted), counted
 * by the rules of core/review/approvals.ts, and the text of each latest approval, every page read
 * (for a pull request with more reviews than the change query reads).
 */
async function approvals(octokit, repository, pullRequest) {
    const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
        ...repository,
        pull_number: pullRequest.number,
        per_page: 100,
    });
    const submitted = reviews.map((review) => ({
        login: review.user?.login,
        state: review.state,
        commit: review.commit_id,
        body: review.body ?? "",
    }));
    return approvalsFrom(submitted, pullRequest.headSha);
}
/** The approvals of `submitted` reviews (in the order submitted), and each latest approval's text. */
function approvalsFrom(submitted, headSha) {
    return { ...approvalsOf(submitted, headSha), bodies: approvalBodies(submitted) };
}
/**
 * The open pull requests, oldest first, at most `limit` of them (read page by page, stopping
 * there); `more` says whether any were left unread.
 */
async function listOpenPullRequests(octokit, repository, limit) {
    const pullRequests = [];
    let more = false;
    await octokit.paginate(octokit.rest.pulls.list, { ...repository, state: "open", sort: "created", direction: "asc", per_page: 100 }, (response, done) => {
        for (const pull of response.data) {
            if (pullRequests.length === limit) {
                more = true;
                break;
            }
            pullRequests.push({
                number: pull.number,
                headSha: pull.head.sha,
                labels: pull.labels.map((label) => label.name),
            });
        }
        if (more || pullRequests.length === limit) {
            more ||= response.headers.link?.includes('rel="next"') === true;
            done();
        }
        return [];
    });
    return { pullRequests, more };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/github/files-at-commit.ts
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
function filesQuery(count, directories) {
    const list = (length) => Array.from({ length }, (_, index) => index);
    const variables = [
        ...list(count).map((index) => `$e${index}: String!`),
        ...list(directories).map((index) => `$d${index}: String!`),
    ].join(", ");
    const fields = [
        ...list(count).map((index) => `f${index}: object(expression: $e${index}) { __typename ... on Blob { text oid isBinary isTruncated } }`),
        ...list(directories).map((index) => `d${index}: object(expression: $d${index}) { ... on Tree { entries { name mode } } }`),
    ].join("\n    ");
    return `query FilesAtCommit($owner: String!, $repo: String!, ${variables}) {
  repository(owner: $owner, name: $repo) {
    ${fields}
  }
}`;
}
/** The path an error of the answer names (its `path` is ["repository", "f3"]), if any. */
function pathOfError(error, paths) {
    for (const entry of graphqlErrors(error)) {
        const alias = Array.isArray(entry.path) ? String(entry.path[1] ?? "") : "";
        const index = /^f(\d+)$/.exec(alias)?.[1];
        if (index !== undefined && paths[Number(index)] !== undefined)
            return paths[Number(index)];
    }
    return undefined;
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
    const directories = [...new Set(paths.map((path) => external_node_path_.posix.dirname(path)))];
    const variables = { owner: repository.owner, repo: repository.repo };
    paths.forEach((path, index) => (variables[`e${index}`] = `${sha}:${path}`));
    directories.forEach((directory, index) => (variables[`d${index}`] = `${sha}:${directory === "." ? "" : directory}`));
    let answer;
    try {
        const query = filesQuery(paths.length, directories.length);
        answer = await client.graphql(query, variables);
    }
    catch (error) {
        const named = pathOfError(error, paths);
        const what = named ??
            (paths.length === 1 ? paths[0] : `${paths[0]} (and ${paths.length - 1} more files)`);
        throw cannotRead(what, sha, errors_errorMessage(error), error);
    }
    const found = answer.repository ?? {};
    return paths.map((path, index) => {
        const blob = blobOf(found[`f${index}`], path, sha);
        const entries = found[`d${directories.indexOf(external_node_path_.posix.dirname(path))}`]?.entries ?? [];
        const mode = entries.find((entry) => entry.name === external_node_path_.posix.basename(path))?.mode;
        return blob !== undefined && mode === SYMLINK_MODE
            ? { link: linkTarget(path, blob.text, sha) }
            : blob;
    });
}
/** Where the link at `path` points, inside the repository; else it cannot be read. */
function linkTarget(path, target, sha) {
    const resolved = external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(path), target));
    if (external_node_path_.posix.isAbsolute(target) || resolved === ".." || resolved.startsWith("../"))
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
            throw cannotRead(paths[index], sha, `it is a symbolic link to ${file.link}, itself a symbolic link: point the link at the file itself`);
        return target;
    });
}

;// CONCATENATED MODULE: ./src/github/policy-facts.ts
// The facts the policy is judged with, read from GitHub: the policy file (through the contents API:
// one unspaced request, a 404 when there is none), then CODEOWNERS and the inventory documents at
// the same commit (the base, never the pull request's head) through GraphQL, a fixed number of
// queries whatever the number of documents (files-at-commit.ts), and team membership. Reading
// only; the evaluator (core/review/policy) decides.
// A membership GitHub will not show (401, 403, 404, or no policy-token) is unverifiable, never "no":
// the rule that needs it fails closed and its message names the missing permission.




/** What a policy-token must be, in every message about membership that cannot be read. */
const MEMBERS_PERMISSION = 'the policy-token input must be a GitHub App installation token whose App has the organization permission "Members: read"';
/** The text and git blob SHA of `path` at commit `sha`; undefined when it does not exist there. */
async function readBlobAtCommit(client, repository, path, sha) {
    try {
        const { data } = await client.rest.repos.getContent({ ...repository, path, ref: sha });
        if (Array.isArray(data) || data.type !== "file" || !("content" in data)) {
            throw new Error(`${path} at ${sha} is not a file`);
        }
        return { text: Buffer.from(data.content, "base64").toString("utf8"), sha: data.sha };
    }
    catch (error) {
        if (requestStatus(error) === 404)
            return undefined;
        throw new Error(`cannot read ${path} at commit ${sha}: ${errors_errorMessage(error)}`, {
            cause: error,
        });
    }
}
async function readPolicyFilesAtCommit(client, repository, sha, 
/** `documents` is asked for only when the policy file exists at the commit. */
paths) {
    const files = { documents: [] };
    const policy = await readBlobAtCommit(client, repository, paths.policy, sha);
    if (policy === undefined)
        return files;
    files.policy = { path: paths.policy, ...policy };
    const documents = typeof paths.documents === "function" ? await paths.documents() : paths.documents;
    // CODEOWNERS and every document in one query per FILES_PER_QUERY files, whatever their number.
    const read = await readFilesAtCommit(client, repository, sha, [
        ...CODEOWNERS_PATHS,
        ...documents,
    ]);
    const codeowners = CODEOWNERS_PATHS.findIndex((_, index) => read[index] !== undefined);
    if (codeowners !== -1)
        files.codeowners = { path: CODEOWNERS_PATHS[codeowners], text: read[codeowners].text };
    documents.forEach((path, index) => {
        const text = read[CODEOWNERS_PATHS.length + index]?.text;
        if (text !== undefined)
            files.documents.push({ path, text });
    });
    return files;
}
/** Whether `login` is an active member of `org/slug`; `client` is the policy-token's, if any. */
async function teamMembership(client, team, login) {
    const [org = "", slug = ""] = team.split("/");
    if (client === undefined) {
        return {
            state: "unverifiable",
            reason: `no policy-token was given, so the membership of ${login} in ${team} cannot be read; ${MEMBERS_PERMISSION}`,
        };
    }
    try {
        const { data } = await client.rest.teams.getMembershipForUserInOrg({
            org,
            team_slug: slug,
            username: login,
        });
        return data.state === "active" ? { state: "member" } : { state: "not-member" };
    }
    catch (error) {
        const status = requestStatus(error);
        if (status === 401 || status === 403 || status === 404) {
            // 404 is also GitHub's answer to a token that may not see the team: it proves nothing.
            return {
                state: "unverifiable",
                reason: `GitHub answered ${status} for the membership of ${login} in ${team}; ${MEMBERS_PERMISSION}`,
            };
        }
        return {
            state: "unverifiable",
            reason: `the membership of ${login} in ${team} could not be read (${errors_errorMessage(error)})`,
        };
    }
}
/** Every (team, login) pair's membership, one request each. */
async function membershipFacts(client, teams, logins) {
    const facts = [];
    for (const team of teams) {
        for (const login of logins) {
            facts.push({ team, login, membership: await teamMembership(client, team, login) });
        }
    }
    return facts;
}
/** The first parent of commit `sha`: the default branch before a merge commit. */
async function firstParent(client, repository, sha) {
    const { data } = await client.rest.repos.getCommit({ ...repository, ref: sha });
    const parent = data.parents[0]?.sha;
    if (parent === undefined) {
        throw new Error(`commit ${sha} has no parent, so there is no base commit to read the owner policy at`);
    }
    return parent;
}

;// CONCATENATED MODULE: ./src/github/policy-host.ts




function gitHubPolicyFacts(client, repository, policyClient, readNote) {
    const pull = async (number) => (await client.rest.pulls.get({ ...repository, pull_number: number })).data;
    return {
        filesAt: (commit, paths) => readPolicyFilesAtCommit(client, repository, commit, paths),
        firstParent: (sha) => firstParent(client, repository, sha),
        baseOf: async (number) => (await pull(number)).base.sha,
        changeFacts: async (number, workspace) => readChangeFacts(client, repository, pullRequestOf(await pull(number)), {
            workspace,
            merged: false,
            accounts: new ApproverAccounts(client, repository),
            readNote,
        }),
        memberships: (teams, logins) => membershipFacts(policyClient, teams, logins),
    };
}

;// CONCATENATED MODULE: ./src/github/source-branch.ts



/** Writing the branch or the pull request failed; the message says what the token needs. */
class SourceProposalError extends Error {
    name = "SourceProposalError";
}
const TOKEN_NEEDS = "github-token needs contents: write and pull-requests: write (a GitHub App installation token, or a fine-grained personal access token, with both)";
/** Runs one step of the proposal; a refusal by GitHub becomes a SourceProposalError saying why. */
async function step(what, call) {
    try {
        return await call();
    }
    catch (error) {
        const status = requestStatus(error);
        const advice = status === 403 || status === 404 ? `: ${TOKEN_NEEDS}` : "";
        throw new SourceProposalError(`could not ${what} (${errors_errorMessage(error)})${advice}`);
    }
}
/** The branch's head commit, or undefined when the branch does not exist. */
async function readBranchHead(octokit, repository, branch) {
    const sha = await readBranchSha(octokit, repository, branch).catch((error) => {
        throw new SourceProposalError(`could not read the branch ${branch} (${errors_errorMessage(error)})`);
    });
    if (sha === undefined)
        return undefined;
    const { data } = await step(`read the head commit of ${branch}`, () => octokit.rest.git.getCommit({ ...repository, commit_sha: sha }));
    return { sha, parent: data.parents[0]?.sha, message: data.message };
}
/** One commit on top of `base` holding `files`; returns its sha. Nothing is pointed at it yet. */
async function commitFiles(octokit, repository, base, files, message) {
    const { data: baseCommit } = await step(`read the base commit ${base}`, () => octokit.rest.git.getCommit({ ...repository, commit_sha: base }));
    const entries = [];
    for (const file of files) {
        const sha = file.content === null
            ? null
            : (await step(`write ${file.path}`, () => octokit.rest.git.createBlob({
                ...repository,
                content: Buffer.from(file.content ?? "", "utf8").toString("base64"),
                encoding: "base64",
            }))).data.sha;
        entries.push({ path: file.path, mode: "100644", type: "blob", sha });
    }
    return step("write the tree and its commit", () => writeCommit(octokit, repository, {
        baseTree: baseCommit.tree.sha,
        entries,
        message,
        parents: [base],
    }));
}
/** Points `branch` at `sha`: creates it, or force-updates it when it exists. */
async function pointBranch(octokit, repository, branch, sha, exists) {
    await step(`point the branch ${branch} at ${sha}`, async () => {
        if (exists)
            await octokit.rest.git.updateRef({ ...repository, ref: `heads/${branch}`, sha, force: true });
        else
            await octokit.rest.git.createRef({ ...repository, ref: `refs/heads/${branch}`, sha });
    });
}
/** The open pull request from `branch` into `base` (the oldest, should there be several). */
async function findOpenPullRequest(octokit, repository, branch, base) {
    const { data } = await step(`list the pull requests from ${branch}`, () => octokit.rest.pulls.list({
        ...repository,
        state: "open",
        head: `${repository.owner}:${branch}`,
        base,
        per_page: 100,
    }));
    const [oldest] = [...data].sort((a, b) => a.number - b.number);
    return oldest === undefined
        ? undefined
        : { number: oldest.number, url: oldest.html_url, body: oldest.body ?? "" };
}
/** Opens the pull request from `branch`, or updates the open one's title and body. */
async function writePullRequest(octokit, repository, proposal, open) {
    const { branch, base, title, body } = proposal;
    if (open !== undefined) {
        await step(`update pull request #${open.number}`, () => octokit.rest.pulls.update({ ...repository, pull_number: open.number, title, body }));
        return { ...open, created: false };
    }
    const { data } = await step(`open a pull request from ${branch}`, () => octokit.rest.pulls.create({ ...repository, head: branch, base, title, body }));
    return { number: data.number, url: data.html_url, body, created: true };
}
/** Says why on the pull request, then closes it. */
async function closePullRequest(octokit, repository, open, comment) {
    await step(`comment on pull request #${open.number}`, () => octokit.rest.issues.createComment({ ...repository, issue_number: open.number, body: comment }));
    await step(`close pull request #${open.number}`, () => octokit.rest.pulls.update({ ...repository, pull_number: open.number, state: "closed" }));
}

;// CONCATENATED MODULE: ./src/github/sticky-comment.ts


/** The author of comments written with a workflow's GITHUB_TOKEN. */
const ACTIONS_BOT_LOGIN = "github-actions[bot]";
/**
 * The login comments made with this token are written by. GET /user answers for a personal access
 * token; an installation token (the workflow's GITHUB_TOKEN, or a GitHub App's) gets 403 there, and
 * GraphQL's `viewer` names its bot instead (github-actions[bot], or <app-slug>[bot]). Should that
 * fail too, the run fails: our plan comment is recognised by its author, and a guessed author could
 * take another account's comment for the reviewed plan.
 */
async function tokenLogin(octokit, options = {}) {
    // An installation token (prefix ghs_) always gets 403 at GET /user: one request saved.
    if (options.installation !== true) {
        try {
            const { data } = await octokit.rest.users.getAuthenticated();
            return data.login;
        }
        catch (error) {
            if (requestStatus(error) !== 403)
                throw error;
        }
    }
    try {
        const { viewer } = await octokit.graphql("query { viewer { login } }");
        return viewer.login;
    }
    catch (error) {
        throw new Error(`Could not read which account the github-token belongs to: GET /user answered 403 and GraphQL's viewer failed (${errors_errorMessage(error)}). Give the token read access to its own user (a personal access token), or use the workflow's GITHUB_TOKEN or a GitHub App's installation token, whose viewer GitHub answers.`, { cause: error });
    }
}
/** Updates `existing` in place, or creates the comment; returns its URL. */
async function writeStickyComment(octokit, issue, existing, body) {
    if (existing !== undefined) {
        const { data } = await octokit.rest.issues.updateComment({
            owner: issue.owner,
            repo: issue.repo,
            comment_id: existing.id,
            body,
        });
        return data.html_url;
    }
    const { data } = await octokit.rest.issues.createComment({
        owner: issue.owner,
        repo: issue.repo,
        issue_number: issue.number,
        body,
    });
    return data.html_url;
}

;// CONCATENATED MODULE: ./src/github/proposal-host.ts


function gitHubProposals(client, repository, whoAmI) {
    return {
        findOpen: (branch, base) => findOpenPullRequest(client, repository, branch, base),
        head: (branch) => readBranchHead(client, repository, branch),
        commit: (base, files, message) => commitFiles(client, repository, base, files, message),
        point: (branch, sha, exists) => pointBranch(client, repository, branch, sha, exists),
        write: (proposal, open) => writePullRequest(client, repository, proposal, open),
        close: (open, comment) => closePullRequest(client, repository, open, comment),
        // GitHub starts no workflow for what GITHUB_TOKEN writes; it writes as github-actions[bot].
        writesStartNoRuns: async () => (await whoAmI()) === ACTIONS_BOT_LOGIN,
    };
}

;// CONCATENATED MODULE: ./src/render/operation-cells.ts



/** "rename, move, type change (hardware → software)", "a → b", the id, "S — … → T — …". */
function updateCells(operation, nameBefore) {
    const { name, cyber_system: move, asset_type: retype, ...unshown } = operation.changes;
    everyChangeShown(unshown);
    const kinds = updateKindWords(operation.kinds);
    return {
        change: retype ? `${kinds} (${retype.from} → ${retype.to})` : kinds,
        asset: name
            ? `${escapeMarkdown(nameBefore)} → ${escapeMarkdown(operation.name)}`
            : escapeMarkdown(operation.name),
        id: escapeMarkdown(operation.asset_id),
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
function describeOperation(operation) {
    const cells = operationCells(operation);
    const id = operation.action === "create" ? "" : ` (${cells.id})`;
    return `${cells.change} ${cells.asset}${id} in ${cells.system}`;
}
/** "Alpha Protection — facility Substation Alpha", escaped. */
function systemCell(system) {
    const { parent } = system;
    return parent
        ? `${escapeMarkdown(system.name)} — ${parentKindWord(parent.kind)} ${escapeMarkdown(parent.name)}`
        : `${escapeMarkdown(system.name)} (${escapeMarkdown(system.id)}, parent not shown by the service)`;
}
/** The system cell of a heading: with its declared impact, "… · impact high". */
function systemHeadingCell(system) {
    return system.impact ? `${systemCell(system)} · impact ${system.impact}` : systemCell(system);
}

;// CONCATENATED MODULE: ./src/render/review-status.ts



/** Operations listed by name in each part of a difference; the rest are counted. */
const LISTED_OPERATIONS = 30;
/** "#21, #22 and #30" */
function pullRequestList(numbers) {
    return numbers.length === 0 ? "none" : listOf(numbers.map((number) => `#${number}`));
}
/** One line for logs and failure messages: the counts of each side of the difference. */
function reviewDifferenceLine(check, pullRequests) {
    const of = pullRequests.length === 0
        ? "(no pull request was found)"
        : `of ${pullRequestList(pullRequests)}`;
    return `${wording_countOf(check.unreviewed.length, "operation")} of the plan now ${check.unreviewed.length === 1 ? "is" : "are"} in no reviewed plan ${of}, and ${wording_countOf(check.gone.length, "reviewed operation")} ${check.gone.length === 1 ? "is" : "are"} no longer in it`;
}
/**
 * The difference as Markdown: each operation nobody reviewed, by what it does, and each reviewed
 * one that is gone, by its digest and the pull request that reviewed it (the comment there shows
 * it in full).
 */
function reviewDifferenceMarkdown(plan, check) {
    const parts = [];
    if (check.unreviewed.length > 0) {
        const lines = check.unreviewed
            .slice(0, LISTED_OPERATIONS)
            .flatMap((index) => plan.operations[index] ?? [])
            .map((operation) => `- ${describeOperation(operation)}`);
        parts.push(`**Not reviewed** (${wording_countOf(check.unreviewed.length, "operation")} in no pull request's reviewed plan):\n\n${lines.join("\n")}${moreLine(check.unreviewed.length)}`);
    }
    if (check.gone.length > 0) {
        const lines = check.gone
            .slice(0, LISTED_OPERATIONS)
            .map(({ digest, pullRequests }) => `- operation \`${digest}\` reviewed in ${pullRequestList(pullRequests)}`);
        parts.push(`**Reviewed but gone** (${wording_countOf(check.gone.length, "operation")} no longer in the plan; the reviewed plans show them):\n\n${lines.join("\n")}${moreLine(check.gone.length)}`);
    }
    return `${parts.join("\n\n")}\n`;
}
function moreLine(count) {
    return count > LISTED_OPERATIONS ? `\n- … and ${count - LISTED_OPERATIONS} more` : "";
}
// --- Marks on a plan comment --------------------------------------------------------------------
// A mark sits above a plan's status line without changing the plan or its header: the plan stays
// the one reviewed, and the pull request's next plan, which rewrites the comment, clears it.
const MARK_START = "<!-- cip-sync:mark -->";
const MARK_END = "<!-- cip-sync:mark-end -->";
function markBlock(lines) {
    const quoted = lines.map((line) => (line === "" ? ">" : `> ${line}`));
    return [MARK_START, "> [!WARNING]", ...quoted, MARK_END].join("\n");
}
/** Why the plan below may no longer be what a merge would apply. */
function staleMark(applyRunUrl, appliedAt) {
    return markBlock([
        `**Stale plan:** the live inventory changed after this plan was made ([apply run](${applyRunUrl}), ${appliedAt}), in cyber systems this plan touches; push or re-run the plan.`,
    ]);
}
/** An apply that applied nothing, for a reason that leaves the reviewed plan as it is. */
function notAppliedMark(runUrl, message) {
    return markBlock([`**Not applied** ([run](${runUrl})): ${message}`]);
}
/**
 * A merge-queue group holding this pull request failed its check: what differed (`details`,
 * Markdown from reviewDifferenceMarkdown), and where.
 */
function queueCheckMark(runUrl, difference, details) {
    return markBlock([
        `**Merge queue check failed** ([run](${runUrl})): the group's plan is not the union of the plans reviewed in its pull requests (${difference}), so it left the queue. This plan is unchanged; push or re-run the plan if the live inventory changed.`,
        "",
        ...details.trimEnd().split("\n"),
    ]);
}
const CUT_FOR_MARK = "_The plan was cut here to make room for the mark above; push or re-run the plan to see it again._\n";
/**
 * `body` with `mark` above its status line (below the hidden header and the title, which identify
 * the comment), replacing an earlier mark. A body the mark would push over GitHub's limit loses
 * its rendered plan instead.
 */
function markComment(body, mark) {
    const lines = withoutMark(body).split("\n");
    const title = lines.findIndex((line) => line.startsWith("### "));
    const at = title < 0 ? 0 : title + 2;
    const marked = [...lines.slice(0, at), mark, "", ...lines.slice(at)].join("\n");
    if (marked.length <= COMMENT_MAX_LENGTH)
        return marked;
    const rendered = renderedPartOf(marked);
    const kept = rendered === undefined ? marked : marked.slice(0, marked.length - rendered.length);
    return `${kept}${CUT_FOR_MARK}`.slice(0, COMMENT_MAX_LENGTH);
}
function withoutMark(body) {
    const start = body.indexOf(`${MARK_START}\n`);
    const endMarker = `${MARK_END}\n\n`;
    const end = body.indexOf(endMarker, start);
    if (start < 0 || end < 0)
        return body;
    return body.slice(0, start) + body.slice(end + endMarker.length);
}
// --- Apply in progress ---------------------------------------------------------------------------
/** The status line while an apply runs; a run killed mid-apply leaves it, not the old plan. */
function applyInProgressLine(mergeCommit, startedAt) {
    return `**Apply in progress** at merge commit \`${shortSha(mergeCommit)}\` since ${startedAt}. If this line stays, the run stopped before it finished: the next plan shows what is left to apply.`;
}

;// CONCATENATED MODULE: ./src/github/stale-siblings.ts






/** Open pull requests read at most. */
const MAX_OPEN_PULL_REQUESTS = 100;
/** Pull requests whose comments one GraphQL query reads: a page of comments each. */
const SIBLINGS_PER_QUERY = 10;
/** Comments marked at most per run: GitHub paces comment writes at about one a second. */
const MAX_STALE_MARKS = 20;
/** Marks the sibling plans; a token that may not write comments ends it with a warning. */
async function markStaleSiblings(octokit, request, log) {
    const result = { marked: [], overLimit: [], unknown: [], more: false };
    const changed = new Set(request.changedSystems);
    if (changed.size === 0)
        return result;
    const limits = request.limits ?? {
        openPullRequests: MAX_OPEN_PULL_REQUESTS,
        marks: MAX_STALE_MARKS,
    };
    const open = await listOpenPullRequests(octokit, request.repository, limits.openPullRequests);
    result.more = open.more;
    const mark = staleMark(request.runUrl, request.appliedAt);
    const siblings = open.pullRequests
        .map(({ number }) => number)
        .filter((number) => !request.exclude.includes(number));
    const notes = await siblingNotes(octokit, request.repository, siblings, request.workspace);
    for (const number of siblings) {
        const issue = { ...request.repository, number };
        const sticky = notes.get(number);
        if (sticky === undefined || sticky.header.status !== "planned")
            continue;
        const { systems } = sticky.header;
        if (systems === undefined) {
            result.unknown.push(number);
            continue;
        }
        if (!systems.some((system) => changed.has(system)))
            continue;
        if (result.marked.length === limits.marks) {
            result.overLimit.push(number);
            continue;
        }
        const body = markComment(sticky.body, mark);
        if (body === sticky.body)
            continue;
        try {
            await writeStickyComment(octokit, issue, sticky, body);
        }
        catch (error) {
            if (requestStatus(error) !== 403)
                throw error;
            log.warning(`Could not mark the plan of #${number} stale (403: this token may not write comments).`);
            break;
        }
        result.marked.push(number);
    }
    logStaleSiblings(result, [...changed].sort(names_compareCodePoints), limits, log);
    return result;
}
/**
 * Our plan note on each of `numbers` (when among its first comments), SIBLINGS_PER_QUERY pull
 * requests to a GraphQL query: written by this token (viewerDidAuthor) with the workspace's marker.
 */
async function siblingNotes(octokit, repository, numbers, workspace) {
    const notes = new Map();
    for (let start = 0; start < numbers.length; start += SIBLINGS_PER_QUERY) {
        const chunk = numbers.slice(start, start + SIBLINGS_PER_QUERY);
        // Numbers from GitHub's own listing: integers, safe as aliases and arguments.
        const fields = chunk.map((number) => `p${number}: pullRequest(number: ${number}) { ${COMMENT_PAGE} }`);
        const answer = await octokit.graphql(`query SiblingNotes($owner: String!, $repo: String!) { repository(owner: $owner, name: $repo) { ${fields.join(" ")} } }`, { owner: repository.owner, repo: repository.repo });
        for (const number of chunk) {
            const pull = answer.repository[`p${number}`];
            const note = pull == null ? undefined : noteInPage(pull.comments, workspace).comment;
            if (note !== undefined)
                notes.set(number, note);
        }
    }
    return notes;
}
function logStaleSiblings(result, systems, limits, log) {
    const list = (numbers) => numbers.map((number) => `#${number}`).join(", ");
    log.info(result.marked.length === 0
        ? `No other open pull request's plan touches the cyber systems this apply changed (${systems.join(", ")}).`
        : `Marked stale the plans of ${list(result.marked)}: they touch cyber systems this apply changed (${systems.join(", ")}).`);
    if (result.overLimit.length > 0) {
        log.warning(`Not marked stale, over the limit of ${limits.marks} per run, although their plans touch changed cyber systems: ${list(result.overLimit)}. Push to them or re-run their plans.`);
    }
    if (result.unknown.length > 0) {
        log.info(`Not checked: the plan comments of ${list(result.unknown)} do not record their cyber systems (an earlier version wrote them).`);
    }
    if (result.more) {
        log.info(`Only the ${limits.openPullRequests} oldest open pull requests were checked for stale plans.`);
    }
}

;// CONCATENATED MODULE: ./src/github/code-host.ts












/**
 * The code host of `repository` through `client`. The token's login comes with the first plan note
 * read (one GraphQL query: see readPlanNote), else is asked once, when needed; the ledger's head
 * read beside it serves the first append, whose write is conditional on it.
 */
function gitHubCodeHost(client, repository, options = {}) {
    let login = options.login === undefined ? undefined : Promise.resolve(options.login);
    const whoAmI = () => (login ??= tokenLogin(client, { installation: options.installation === true }));
    let ledgerAsked = options.ledgerBranch === undefined;
    let ledgerHead;
    const readNote = async (change, workspace) => {
        const asked = ledgerAsked ? undefined : options.ledgerBranch;
        ledgerAsked = true;
        const read = await readPlanNote(client, change, workspace, asked);
        login ??= Promise.resolve(read.login);
        if (asked !== undefined && read.ledger !== undefined)
            ledgerHead = { branch: asked, head: read.ledger };
        return read;
    };
    /** The head read with the first note, once: any later append reads the branch itself. */
    const takeLedgerHead = (branch) => {
        const known = ledgerHead?.branch === branch ? ledgerHead.head : undefined;
        ledgerHead = undefined;
        return known;
    };
    const ledger = (branch) => ({ ...repository, branch });
    return {
        facts: {
            whoAmI,
            mergeFacts: (push) => readMergeFacts(client, repository, { ...push, login: whoAmI, readNote }),
            queueFacts: (group, workspace) => readQueueFacts(client, repository, group, { workspace, login: whoAmI, readNote }),
        },
        notes: {
            search: async (change, workspace) => (await readNote(change, workspace)).search,
            write: (change, existing, body) => writeStickyComment(client, change, existing, body),
            markStaleSiblings: (request, log) => markStaleSiblings(client, { ...request, repository }, log),
        },
        labels: {
            set: (change, name, present, style, current) => setLabel(client, change, name, present, style, current),
        },
        evidence: {
            append: (branch, draft) => appendEvidence(client, ledger(branch), draft, { knownHead: takeLedgerHead(branch) }),
            appendTimestamped: (branch, draft, tsa) => appendTimestamped(client, ledger(branch), draft, tsa),
            lastApplySince: (branch, workspace, since) => lastApplySince(client, ledger(branch), workspace, since),
        },
        driftIssues: {
            report: async (workspace, findings, check) => reportDriftIssue(client, { ...repository, workspace, author: await whoAmI() }, findings, check),
        },
        statuses: {
            setPolicy: (sha, evaluation, targetUrl) => setPolicyStatus(client, repository, sha, evaluation, targetUrl),
        },
        policy: gitHubPolicyFacts(client, repository, options.policyClient, readNote),
        proposals: gitHubProposals(client, repository, whoAmI),
        statusOf: requestStatus,
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/core/inventory/name-rules.ts
// What is wrong with a name written in an inventory file, as the message the parser reports: one
// rule at a time, in the order a user would fix them. The character set and the length limit are
// inventory-schema.ts's, which also publishes them in the JSON Schema.




const TRAILING_OR_LEADING_SPACE = /^\s|\s$/;
const ASSET_NAME = {
    label: "asset name",
    hint: "the asset's name before the colon",
};
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
/** The first problem of `name` written as `field`, or undefined. Cheap when the name is fine. */
function nameProblem(name, field) {
    const forbidden = FORBIDDEN_NAME_CHARACTER.exec(name);
    if (forbidden) {
        const codePoint = forbidden[0].codePointAt(0) ?? 0;
        const position = [...name.slice(0, forbidden.index)].length + 1;
        return `${field.label} ${diagnostics_quote(name)} contains ${describeCharacter(codePoint)} at character ${position}; remove it`;
    }
    if (name.trim() === "")
        return `${field.label} is empty; write ${field.hint}`;
    if (TRAILING_OR_LEADING_SPACE.test(name)) {
        return `${field.label} ${diagnostics_quote(name)} has leading or trailing whitespace; remove it (quotes keep spaces)`;
    }
    // Code units first: a name within the limit in UTF-16 is within it in code points.
    if (name.length > MAX_NAME_LENGTH) {
        const length = [...name].length;
        if (length > MAX_NAME_LENGTH) {
            return `${field.label} is ${length} characters long; the limit is ${MAX_NAME_LENGTH}: shorten it`;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/inventory/plain-inventory.ts
// A fast reader for inventory files in the plain style most files are written in (and the
// benchmark's): block maps indented with spaces, unquoted names of common characters, full-line
// and trailing comments. On such a file it returns exactly the documents the YAML walk of
// parse-inventory.ts returns, for a fraction of the cost: the yaml library lexes, parses and
// composes a node per scalar (about 1.4 s for 100,000 assets), this scans the text once, by
// offsets, making no string but the names and values it returns (and no object per line).
// Anything else, every mistake included, makes it return undefined, and the full parser reads
// the file and reports each problem at its place. It accepts only text whose YAML meaning is
// certain: a subset, never a second interpretation.




/**
 * A name yaml reads as exactly this text wherever it stands in a block map, key or value: it starts
 * with a letter, digit or "_" (never a YAML indicator), holds no ":", "#", quote, bracket, comma or
 * tab, and does not end with a space. No forbidden character (names.ts rules) can match. Kept as
 * one table of ASCII code units, one bit per place in the name (see `isPlainNameAt`).
 */
const NAME_FIRST = 1;
const NAME_INNER = 2;
const NAME_LAST = 4;
const NAME_CHARACTERS = Uint8Array.from({ length: 128 }, (_, code) => {
    const character = String.fromCharCode(code);
    return ((/[A-Za-z0-9_]/.test(character) ? NAME_FIRST : 0) |
        (/[A-Za-z0-9_ ./()+-]/.test(character) ? NAME_INNER : 0) |
        (/[A-Za-z0-9_./()+-]/.test(character) ? NAME_LAST : 0));
});
/** Printable ASCII and line feeds only: no tab, carriage return, BOM, control or non-ASCII. */
const OUTSIDE_PLAIN_TEXT = /[^\n\x20-\x7e]/;
const DOCUMENT_START = "---";
const SPACE = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
/** The documents of `text`, or undefined when the full YAML parser must read it. */
function readPlainInventory(text, file) {
    if (OUTSIDE_PLAIN_TEXT.test(text))
        return undefined;
    const reader = new PlainReader(text, file);
    let line = 1;
    for (let start = 0; start <= text.length; line++) {
        let end = text.indexOf("\n", start);
        if (end === -1)
            end = text.length;
        if (!reader.line(start, end, line))
            return undefined;
        start = end + 1;
    }
    return reader.end();
}
const plain_inventory_DOCUMENT_KEYS = ["cyber_system", "facility", "control_center", "prune", "assets"];
/**
 * Reads the text line by line, by offsets into it. The line being read is split into the fields
 * below (a `key: value` or `key:` line, columns 1-based), so no line, key or entry is made as a
 * string or an object unless it becomes part of a document.
 */
class PlainReader {
    documents = [];
    #text;
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
    // The line being read: its number, where it starts, and its key and value (-1: no value).
    #line = 0;
    #lineStart = 0;
    #keyStart = 0;
    #keyEnd = 0;
    #valueStart = -1;
    #valueEnd = -1;
    constructor(text, file) {
        this.#text = text;
        this.#file = file;
    }
    /** Reads the line from `start` to `end` (its line feed); false when the file is not plain. */
    line(start, end, line) {
        const text = this.#text;
        let first = start;
        while (first < end && text.charCodeAt(first) === SPACE)
            first++;
        if (first === end || text.charCodeAt(first) === HASH)
            return true;
        if (end - start === DOCUMENT_START.length && text.startsWith(DOCUMENT_START, start)) {
            return this.#startDocument();
        }
        this.#line = line;
        this.#lineStart = start;
        if (!this.#entry(first, end))
            return false;
        const indent = first - start;
        if (indent === 0)
            return this.#closeAssets() && this.#documentKey();
        if (this.#assetIndent === -1) {
            // The first key of `assets:`, which must be waiting for its map.
            const assets = this.#document.assets;
            if (assets === undefined || assets.length > 0 || !this.#awaitingAssets)
                return false;
            this.#awaitingAssets = false;
            this.#assetIndent = indent;
        }
        if (indent === this.#assetIndent)
            return this.#closeAsset() && this.#assetEntry(indent);
        if (indent > this.#assetIndent && this.#asset !== undefined) {
            if (this.#detailIndent === -1)
                this.#detailIndent = indent;
            return indent === this.#detailIndent && this.#detail();
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
    /**
     * Splits `key: value` or `key:` from `first` (after the indentation) to `end`, without its
     * comment; false when the line is anything else.
     */
    #entry(first, end) {
        const text = this.#text;
        let colon = -1;
        let contentEnd = end;
        for (let index = first; index < end; index++) {
            const code = text.charCodeAt(index);
            if (code === COLON) {
                if (colon === -1)
                    colon = index;
            }
            else if (code === HASH) {
                // A comment starts at a "#" after a space; any other "#" is not plain.
                if (text.charCodeAt(index - 1) !== SPACE)
                    return false;
                contentEnd = index;
                break;
            }
        }
        while (text.charCodeAt(contentEnd - 1) === SPACE)
            contentEnd--;
        if (colon === -1)
            return false;
        if (!isPlainNameAt(text, first, colon))
            return false;
        this.#keyStart = first;
        this.#keyEnd = colon;
        this.#valueStart = -1;
        this.#valueEnd = -1;
        if (colon + 1 === contentEnd)
            return true;
        if (text.charCodeAt(colon + 1) !== SPACE)
            return false;
        let valueStart = colon + 1;
        while (text.charCodeAt(valueStart) === SPACE)
            valueStart++;
        if (!isPlainNameAt(text, valueStart, contentEnd))
            return false;
        this.#valueStart = valueStart;
        this.#valueEnd = contentEnd;
        return true;
    }
    /** The line's key, when it is one of `words`. */
    #keyOf(words) {
        const length = this.#keyEnd - this.#keyStart;
        return words.find((word) => word.length === length && this.#text.startsWith(word, this.#keyStart));
    }
    /** The line's value with its place; undefined for `key:` with nothing after it. */
    #value() {
        if (this.#valueStart === -1)
            return undefined;
        return {
            value: this.#text.slice(this.#valueStart, this.#valueEnd),
            location: this.#at(this.#valueStart - this.#lineStart),
        };
    }
    /** The line's value as an asset type; undefined when it is none. */
    #valueType() {
        const start = this.#valueStart;
        if (start === -1)
            return undefined;
        const size = this.#valueEnd - start;
        return ASSET_TYPES.find((type) => type.length === size && this.#text.startsWith(type, start));
    }
    #documentKey() {
        const document = this.#document;
        const key = this.#keyOf(plain_inventory_DOCUMENT_KEYS);
        if (key === undefined || document.keys.has(key))
            return false;
        document.keys.add(key);
        document.location ??= this.#at(0);
        const value = this.#value();
        switch (key) {
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
                document.assetsLocation = this.#at(0);
                this.#awaitingAssets = true;
                return value === undefined;
        }
    }
    #assetEntry(indent) {
        const name = this.#text.slice(this.#keyStart, this.#keyEnd);
        if (this.#assetNames.has(name))
            return false;
        this.#assetNames.add(name);
        const location = this.#at(indent);
        if (this.#valueStart === -1) {
            this.#asset = { name, location };
            return true;
        }
        const type = this.#valueType();
        if (type === undefined)
            return false;
        this.#document.assets.push({ name, type, location });
        return true;
    }
    #detail() {
        const asset = this.#asset;
        if (this.#valueStart === -1)
            return false;
        switch (this.#keyOf(ASSET_DETAIL_WORDS)) {
            case "type":
                if (asset.type !== undefined)
                    return false;
                asset.type = this.#valueType();
                return asset.type !== undefined;
            case "renamed_from":
                if (asset.renamedFrom !== undefined)
                    return false;
                asset.renamedFrom = this.#value();
                return true;
            case undefined:
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
        const declared = {
            name: asset.name,
            type: asset.type,
            location: asset.location,
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
    /** The place `offset` code units into the line being read. */
    #at(offset) {
        return { file: this.#file, line: this.#line, column: offset + 1 };
    }
}
const ASSET_DETAIL_WORDS = ["type", "renamed_from"];
function newDocument(explicit) {
    return { explicit, keys: new Set(), prune: true };
}
/** Whether `text` from `start` to `end` is a plain name (NAME_CHARACTERS), checked in place. */
function isPlainNameAt(text, start, end) {
    const length = end - start;
    if (length === 0 || length > MAX_NAME_LENGTH)
        return false;
    if (!(characterClass(text, start) & NAME_FIRST))
        return false;
    if (!(characterClass(text, end - 1) & NAME_LAST))
        return false;
    for (let index = start + 1; index < end - 1; index++) {
        if (!(characterClass(text, index) & NAME_INNER))
            return false;
    }
    return true;
}
/** The NAME_CHARACTERS bits of one code unit (none outside ASCII). */
function characterClass(text, index) {
    return NAME_CHARACTERS[text.charCodeAt(index)] ?? 0;
}

;// CONCATENATED MODULE: ./src/core/inventory/yaml-reader.ts
// Reading YAML strictly, the way inventory files are read: YAML 1.2, keys as text, no anchors,
// aliases, tags or merge keys, duplicate keys named with both positions, and every problem located
// at file:line:column. FileParser (parse-inventory.ts) walks the inventory's structure on top.


// YAML 1.2 core schema; keys are always taken as text; no merge keys; duplicate keys are found by
// the walk (which names both positions) rather than by the parser (which names one). `cip-sync fmt`
// reads with the same options, so that it sees the YAML the inventory parser sees.
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
            // yaml reports where the stack ran out, which moves with how warm the process is; the first
            // collection one level too deep is where the document goes wrong, the same in every run.
            this.error(firstTooDeep(doc.contents) ?? exhausted.pos[0], MAX_DEPTH_MESSAGE);
            return false;
        }
        let walkable = true;
        const seen = new Set();
        // A tab in the indentation makes the parser misread the rest of its line: one message says it.
        const tabLines = new Set(problems
            .filter((problem) => problem.code === "TAB_AS_INDENT")
            .map((problem) => this.at(problem.pos[0]).line));
        for (const problem of problems) {
            const message = this.#yamlMessage(problem);
            if (message === undefined)
                continue;
            const key = `${problem.pos[0]}:${message}`;
            if (seen.has(key))
                continue;
            if (problem.code !== "TAB_AS_INDENT" && tabLines.has(this.at(problem.pos[0]).line))
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
            case "TAB_AS_INDENT":
                return "invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)";
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
            this.error(this.#propertyStart(node, "!"), `YAML tags are not supported (found ${diagnostics_quote(node.tag.replace(/^tag:yaml\.org,2002:/, "!!"))}); remove the tag, and quote the value to make it text`);
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
                this.error(keyOffset, `duplicate key ${diagnostics_quote(keyText)} (first written at ${formatLocation(firstAt)}); keep one`, [firstAt]);
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
/** The deepest nesting an inventory document has: document map, assets map, asset details map. */
const DOCUMENT_LEVELS = 3;
/** The offset of the first collection, in document order, nested deeper than DOCUMENT_LEVELS. */
function firstTooDeep(contents) {
    // Depth-first in document order, never deeper than one level past the limit.
    const pending = [{ node: contents, depth: 1 }];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const { node, depth } = next;
        if (!(0,dist/* isMap */.jh)(node) && !(0,dist/* isSeq */.oP)(node))
            continue;
        if (depth > DOCUMENT_LEVELS)
            return nodeStart(node);
        const children = (0,dist/* isMap */.jh)(node) ? node.items.map((pair) => pair.value) : node.items;
        for (let index = children.length - 1; index >= 0; index--) {
            pending.push({ node: children[index], depth: depth + 1 });
        }
    }
    return undefined;
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
    return (0,dist/* isScalar */.jn)(node) ? `the text ${diagnostics_quote(scalarText(node))}` : "an alias";
}
/** A plain scalar with no text: an omitted value (`key:`), not an explicit `''`. */
function isEmptyPlain(scalar) {
    return scalar.type === "PLAIN" && scalarText(scalar) === "";
}

;// CONCATENATED MODULE: ./src/core/inventory/value-reader.ts
// Typed values on top of StrictYamlReader: a word from a fixed set, a list of such words, an
// impact rating and a list of owners (logins and org/team slugs), each problem at its place.
// Inventory documents read `impact:` and `owners:` with it; the policy file reads its rules with it.






class ValueReader extends StrictYamlReader {
    /** Reports a key that is not one of `known`, with the closest one or the whole list. */
    unknownKey(key, keyText, known, listIntro) {
        const [suggestion] = closestNames(keyText, known, 1);
        this.error(nodeStart(key), suggestion === undefined
            ? `unknown key ${diagnostics_quote(keyText)}; ${listIntro} ${listOf(known)}`
            : `unknown key ${diagnostics_quote(keyText)}; did you mean ${diagnostics_quote(suggestion)}?`);
    }
    /** The text of a scalar value; undefined after reporting a missing or non-scalar value. */
    scalarValue(value, keyOffset, field) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && isEmptyPlain(value))) {
            this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error(nodeStart(value), `${field.label} must be ${field.hint}, not ${describeValue(value)}`);
            return undefined;
        }
        return { value: scalarText(value), location: this.at(nodeStart(value)) };
    }
    /** One of `choices`; a near miss is suggested. */
    choice(value, keyOffset, field, choices) {
        const text = this.scalarValue(value, keyOffset, field);
        if (text === undefined)
            return undefined;
        const found = choices.find((choice) => choice === text.value);
        if (found !== undefined)
            return { value: found, location: text.location };
        const [suggestion] = closestNames(text.value, choices, 1);
        const offset = (0,dist/* isNode */.Ll)(value) ? nodeStart(value) : keyOffset;
        this.error(offset, suggestion === undefined
            ? `unknown ${field.label} ${diagnostics_quote(text.value)}; write ${field.hint}`
            : `unknown ${field.label} ${diagnostics_quote(text.value)}; did you mean ${diagnostics_quote(suggestion)}?`);
        return undefined;
    }
    /** The items of a non-empty list (block or flow); undefined after reporting a problem. */
    listItems(value, keyOffset, field) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && isEmptyPlain(value))) {
            this.error(keyOffset, `${field.label} has no value; write a list of ${field.hint}`);
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,dist/* isSeq */.oP)(value)) {
            this.error(nodeStart(value), `${field.label} must be a list of ${field.hint} (e.g. [a, b]), not ${describeValue(value)}`);
            return undefined;
        }
        if (value.items.length === 0) {
            this.error(nodeStart(value), `${field.label} is an empty list; write at least one of ${field.hint}, or remove the key`);
            return undefined;
        }
        return value.items;
    }
    /** A non-empty list of distinct words from `choices`. */
    choiceList(value, keyOffset, field, choices) {
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const itemField = { label: `${field.label} entry`, hint: oneOf(choices) };
        const chosen = items.map((item) => this.choice(item, nodeStart(value), itemField, choices));
        if (chosen.some((item) => item === undefined))
            return undefined;
        return this.#distinct(chosen, field, (item) => item);
    }
    impact(value, keyOffset) {
        return this.choice(value, keyOffset, { label: "impact", hint: "high, medium or low" }, IMPACT_LEVELS);
    }
    /** A non-empty list of distinct logins and org/team slugs. */
    principals(value, keyOffset, field) {
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const read = [];
        let valid = true;
        for (const item of items) {
            const text = this.scalarValue(item, nodeStart(value), {
                label: `${field.label} entry`,
                hint: "a GitHub login (alice) or a team as org/team (acme/alpha-protection)",
            });
            const principal = text && parsePrincipal(text.value);
            if (text && !principal) {
                this.error(nodeStart(item), `${diagnostics_quote(text.value)} in ${field.label} is neither a GitHub login (letters, digits and single hyphens) nor a team written as org/team-slug`);
            }
            if (text && principal)
                read.push({ value: principal, location: text.location });
            else
                valid = false;
        }
        if (!valid)
            return undefined;
        return this.#distinct(read, field, principalKey);
    }
    /** The list when no entry is written twice; else undefined, each repeat reported. */
    #distinct(items, field, keyOf) {
        const seen = new Map();
        let distinct = true;
        for (const item of items) {
            const key = keyOf(item.value);
            const first = seen.get(key);
            if (first === undefined) {
                seen.set(key, item);
                continue;
            }
            distinct = false;
            this.diagnostics.push({
                severity: "error",
                message: `${diagnostics_quote(key)} is written twice in ${field.label}; keep one`,
                location: item.location,
                related: [first.location],
            });
        }
        return distinct ? items : undefined;
    }
}
/** "create, update or delete". */
function oneOf(choices) {
    const last = choices.at(-1);
    // Callers pass a closed list of the values a field takes, never an empty one.
    if (last === undefined)
        throw new Error("oneOf needs at least one choice");
    return choices.length === 1 ? last : `${choices.slice(0, -1).join(", ")} or ${last}`;
}

;// CONCATENATED MODULE: ./src/core/inventory/parse-inventory.ts
// One inventory file's text -> inventory documents, with every problem located at file:line:column.
// The walk reads YAML nodes rather than the plain value so that (1) a name is exactly the text the
// user wrote (a plain `0x1F`, `012` or `~` is that text, never 31, 12 or null), (2) each problem
// points at its node, and (3) all problems of a file are reported in one pass.












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
    return { documents: parser.documents, diagnostics: parser.diagnostics.sort(diagnostics_compareDiagnostics) };
}
class FileParser extends ValueReader {
    documents = [];
    document(doc, previousEnd) {
        if (!this.yamlProblems(doc, previousEnd))
            return;
        const contents = doc.contents;
        if (contents === null || ((0,dist/* isScalar */.jn)(contents) && isEmptyPlain(contents))) {
            this.error(doc.range[0], 'empty YAML document; declare a cyber system here (cyber_system and assets) or remove the extra "---"');
            return;
        }
        if (!this.plainNode(contents))
            return;
        if (!(0,dist/* isMap */.jh)(contents)) {
            this.error(nodeStart(contents), `a document must be a map with the keys cyber_system and assets, not ${describeValue(contents)}; see docs/inventory-format.md`);
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
        let impact;
        let owners;
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
                case "impact":
                    impact = this.impact(value, keyOffset);
                    break;
                case "owners":
                    owners = this.principals(value, keyOffset, OWNERS_FIELD);
                    break;
                default:
                    this.unknownKey(key, keyText, DOCUMENT_KEYS, "the keys of a document are");
            }
        }
        if (facilityKey !== undefined && controlCenterKey !== undefined) {
            const [first, second] = [facilityKey, controlCenterKey].sort((a, b) => a - b);
            this.error(second, "facility and control_center are both set; a cyber system belongs to one of them: remove the other", [this.at(first)]);
        }
        this.#requiredKeys(map, start);
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
        if (impact)
            document.impact = impact;
        if (owners)
            document.owners = owners;
        this.documents.push(document);
    }
    #requiredKeys(map, start) {
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "cyber_system")) {
            this.error(start, 'missing key "cyber_system": write the name or id (cs_...) of the existing cyber system whose assets this document declares');
        }
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "assets")) {
            this.error(start, 'missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets');
        }
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
    /** Reports what is wrong with a name; true when nothing is. */
    #checkName(name, offset, field) {
        const problem = nameProblem(name, field);
        if (problem !== undefined)
            this.error(offset, problem);
        return problem === undefined;
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
            this.error(keyOffset, 'assets has no value; list the assets (name: hardware or software), or write "assets: {}" for a cyber system with no assets');
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
            this.error(nodeStart(value), `asset ${diagnostics_quote(name)} must be hardware, software, or a map with type (and renamed_from), not a list`);
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
                    this.unknownKey(key, keyText, ASSET_DETAIL_KEYS, "an asset written as a map has the keys");
            }
        }
        if (!hasType) {
            this.error(keyOffset, `asset ${diagnostics_quote(name)} has no type; add "type: hardware" or "type: software"`);
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
            this.error(keyOffset, `asset ${diagnostics_quote(name)} has no type; write hardware or software`);
            return undefined;
        }
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error(nodeStart(value), `the type of asset ${diagnostics_quote(name)} must be hardware or software, not ${describeValue(value)}`);
            return undefined;
        }
        const text = scalarText(value);
        if (isOneOf(ASSET_TYPES, text))
            return text;
        const [suggestion] = closestNames(text, ASSET_TYPES, 1);
        this.error(nodeStart(value), suggestion === undefined
            ? `unknown asset type ${diagnostics_quote(text)}; write hardware or software`
            : `unknown asset type ${diagnostics_quote(text)}; did you mean ${diagnostics_quote(suggestion)}?`);
        return undefined;
    }
}
const OWNERS_FIELD = {
    label: "owners",
    hint: "GitHub logins and org/team slugs who approve this system's changes",
};

;// CONCATENATED MODULE: ./src/core/inventory/validate-inventory.ts


function validateInventory(documents) {
    const diagnostics = [];
    const report = (location, message, first) => {
        diagnostics.push({ severity: "error", message, location, related: [first] });
    };
    checkSystemsDeclaredOnce(documents, report);
    const assets = checkAssetNamesUnique(documents, report);
    checkRenames(documents, assets, report);
    return diagnostics;
}
/**
 * References are compared as written, with their parent: ids exactly, names case-sensitively.
 * "Protection System" at two facilities is two systems. Two spellings of one system ("Alpha" and
 * its id, or with and without its facility) are found after resolution, by the resolver.
 */
function checkSystemsDeclaredOnce(documents, report) {
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
        report(reference.location, `cyber system ${diagnostics_quote(reference.value)} is already declared by the document at ${formatLocation(first.cyberSystem.location)}; a document declares the complete asset list of its system: merge the two documents`, first.cyberSystem.location);
    }
}
/**
 * Asset names are unique organization-wide regardless of case (names.ts `nameKey`). Returns the
 * first declaration of each name key (one entry per asset, no object of its own).
 */
function checkAssetNamesUnique(documents, report) {
    const assets = new Map();
    for (const document of documents) {
        for (const asset of document.assets) {
            const key = names_nameKey(asset.name);
            const first = assets.get(key);
            if (first === undefined) {
                assets.set(key, asset);
                continue;
            }
            const spelling = first.name === asset.name
                ? ""
                : first.name.normalize("NFC") === asset.name.normalize("NFC")
                    ? " (the same text, in another Unicode normalization form)"
                    : ` as ${diagnostics_quote(first.name)}`;
            report(asset.location, `asset ${diagnostics_quote(asset.name)} is already declared at ${formatLocation(first.location)}${spelling}; asset names are unique across the inventory, ignoring case: rename or remove one`, first.location);
        }
    }
    return assets;
}
/** One new name per live asset, and no rename of an asset another document keeps. */
function checkRenames(documents, assets, report) {
    const renames = new Map();
    for (const document of documents) {
        /** This document's assets, made only when a rename names a declared asset. */
        let own;
        for (const asset of document.assets) {
            const renamedFrom = asset.renamedFrom;
            if (renamedFrom === undefined)
                continue;
            const key = names_nameKey(renamedFrom.value);
            const firstRename = renames.get(key);
            if (firstRename?.renamedFrom) {
                report(renamedFrom.location, `renamed_from ${diagnostics_quote(renamedFrom.value)} is also used by asset ${diagnostics_quote(firstRename.name)} at ${formatLocation(firstRename.renamedFrom.location)}; one live asset can take only one new name: remove one of the two`, firstRename.renamedFrom.location);
            }
            else {
                renames.set(key, asset);
            }
            // A rename inside one document may reuse a name still declared there (a swap a->b, b->a);
            // across documents it would both keep the asset in the other system and rename it away.
            const declared = assets.get(key);
            if (declared !== undefined && !(own ??= new Set(document.assets)).has(declared)) {
                report(renamedFrom.location, `renamed_from ${diagnostics_quote(renamedFrom.value)} names an asset that another document declares, at ${formatLocation(declared.location)}; an asset cannot both stay there and be renamed here: remove it from the other document, or remove renamed_from`, declared.location);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/io/inventory-files.ts
// Reads the inventory files: expands the patterns, keeps every file inside the repository, reads
// them with bounded concurrency, parses each and checks the rules across files. A file that cannot
// be read is an error, never an absent declaration: the desired state is all of it or nothing.









const DEFAULT_INVENTORY_PATTERN = "inventory/";
const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_TOTAL_BYTES = SHARED_NUMBER_SETTINGS["max-bytes"].default;
const DEFAULT_MAX_ASSETS = SHARED_NUMBER_SETTINGS["max-assets"].default;
const READ_CONCURRENCY = 16;
const GLOB_CHARACTERS = /[*?[\]{}]/;
async function inventory_files_loadInventory(source) {
    const cwd = (0,external_node_path_.resolve)(source.cwd);
    const root = await (0,external_node_fs_promises_.realpath)((0,external_node_path_.resolve)(cwd, source.root)).catch(() => (0,external_node_path_.resolve)(cwd, source.root));
    const maxFileBytes = source.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    const diagnostics = [];
    const readErrors = [];
    const found = new Set();
    const patterns = source.patterns.length > 0 ? source.patterns : [DEFAULT_INVENTORY_PATTERN];
    for (const pattern of patterns) {
        const reported = readErrors.length;
        const matched = await expandPattern(pattern, cwd, root, readErrors);
        // A pattern whose only directory was refused already has its error.
        if (matched.length === 0 && readErrors.length === reported) {
            readErrors.push({
                severity: "error",
                message: `pattern ${diagnostics_quote(pattern)} matches no .yaml or .yml file, so the desired state could not be read; check the pattern (relative to ${cwd})`,
            });
        }
        for (const path of matched)
            found.add(path);
    }
    const files = [...found]
        .map((path) => ({ path, display: displayPath(cwd, path) }))
        .sort((a, b) => names_compareCodePoints(a.display, b.display));
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
            readErrors.push(read.diagnostic);
            continue;
        }
        const display = files[index]?.display ?? "";
        const overBytes = totals.addText(display, read.text);
        if (overBytes !== undefined) {
            readErrors.push(overBytes);
            break;
        }
        const parsed = parseInventoryText(read.text, display);
        documents.push(...parsed.documents);
        diagnostics.push(...parsed.diagnostics);
        const overAssets = totals.addDocuments(display, parsed.documents);
        if (overAssets !== undefined) {
            readErrors.push(overAssets);
            break;
        }
    }
    diagnostics.push(...readErrors, ...validateInventory(documents));
    return {
        files: files.map((file) => file.display),
        documents,
        diagnostics: diagnostics.sort(diagnostics_compareDiagnostics),
        readErrors: readErrors.sort(diagnostics_compareDiagnostics),
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
    const reason = errorCode(error) ?? errors_errorMessage(error);
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
        return fileError(display, `with this file the inventory files total ${this.#bytes} bytes, over the limit of ${this.#maxBytes} bytes for all of them; this file and later ones were not read: check that the path patterns name only inventory files, or raise the limit with --max-bytes (the Action's input max-bytes)`);
    }
    addDocuments(display, documents) {
        for (const document of documents)
            this.#assets += document.assets.length;
        if (this.#assets <= this.#maxAssets)
            return undefined;
        return fileError(display, `with this file the inventory declares ${this.#assets} assets, over the limit of ${this.#maxAssets}; later files were not read: check that the path patterns name only this organization's inventory files, or raise the limit with --max-assets (the Action's input max-assets)`);
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
/**
 * Whether `path` is `root` or under it, by the platform's rules: on Windows drive letters and
 * case do not matter and another drive or share is outside.
 */
function isInside(root, path, rules = external_node_path_) {
    const fromRoot = rules.relative(root, path);
    return (fromRoot === "" ||
        (fromRoot !== ".." && !fromRoot.startsWith(`..${rules.sep}`) && !rules.isAbsolute(fromRoot)));
}
function isInventoryFileName(path) {
    const extension = (0,external_node_path_.extname)(path).toLowerCase();
    return extension === ".yaml" || extension === ".yml";
}
/** `path` as diagnostics, annotations and SARIF show it: relative to `cwd`, with "/" separators. */
function displayPath(cwd, path, rules = external_node_path_) {
    return rules.relative(cwd, path).split(rules.sep).join("/") || ".";
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

;// CONCATENATED MODULE: ./src/io/tsa-endpoint.ts
// Which RFC 3161 timestamp authority the evidence ledger asks for tokens, read from a setting:
// apart from the client (tsa-client.ts), so that reading the settings loads no ASN.1 or CMS code.


/** The TSA did not give a usable token; the message names the TSA and why. */
class TsaError extends Error {
    name = "TsaError";
}
/**
 * The TSA to use, or undefined when `value` is empty (timestamps off). https:// is required except
 * on loopback; credentials in the URL are refused (they would be in every message naming it).
 */
function readTsaEndpoint(value, source, proxyEnv) {
    const given = value?.trim() ?? "";
    if (given === "")
        return undefined;
    const url = URL.parse(given);
    const example = "e.g. https://tsa.example.com/tsr, or empty for no timestamps";
    if (url === null || (url.protocol !== "https:" && url.protocol !== "http:")) {
        throw new TsaError(`${source} is not an http(s) URL ("${given}"): give the TSA's URL, ${example}`);
    }
    if (url.username !== "" || url.password !== "") {
        throw new TsaError(`${source} contains credentials (user:password@): remove them, ${example}`);
    }
    if (url.protocol === "http:" && !isLoopback(url.hostname)) {
        throw new TsaError(`${source} uses http:// to ${url.hostname}: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)`);
    }
    const proxy = proxyEnv === undefined ? undefined : proxyForUrl(proxyEnv, url.href);
    return { url, source, proxy };
}
/** How the TSA is named in messages and reports: its URL without query or fragment. */
function tsaName(endpoint) {
    return `${endpoint.url.origin}${endpoint.url.pathname}`;
}

;// CONCATENATED MODULE: ./src/action/settings-error.ts
// A mistake in the Action's inputs or the runner's variables: the message names the input or
// variable and the fix; the run's failure-reason is `settings`.
class SettingsError extends Error {
    name = "SettingsError";
}

;// CONCATENATED MODULE: ./src/action/source-settings.ts
// The inputs of mode source-sync: which source of cip-sources.yaml to sync, its credential, and
// whether rows that cannot be declared are left out.



/** Input source: required by mode source-sync, and a name the sources file accepts. */
function readSourceSettings(sourceSync, token, skipInvalid) {
    const name = core/* getInput */.V4("source").trim();
    if (!sourceSync || SOURCE_NAME.test(name))
        return { name, token, skipInvalid };
    throw new SettingsError(name === ""
        ? "input source is empty: mode source-sync needs the name of a source declared in cip-sources.yaml (e.g. source: cmdb)"
        : `input source is "${name}": use the name of a source declared in cip-sources.yaml (lower-case letters, digits and dashes)`);
}

;// CONCATENATED MODULE: ./src/action/event-trigger.ts
// The event that started the run, parsed from its payload into a Trigger: the pull request, push,
// review, merge-queue group or other event, with the data each route needs. An event whose payload
// lacks its data is "other".
function triggerOf(eventName, ref, payload) {
    const pullRequest = eventName === "pull_request" ? readPullRequest(payload) : undefined;
    if (pullRequest !== undefined)
        return { kind: "pull-request", pullRequest };
    const reviewed = eventName === "pull_request_review" ? readPullRequest(payload) : undefined;
    if (reviewed !== undefined)
        return { kind: "pull-request-review", pullRequest: reviewed };
    const group = eventName === "merge_group" ? readMergeGroup(payload) : undefined;
    if (group !== undefined)
        return { kind: "merge-group", group };
    if (eventName === "push") {
        const defaultBranch = stringAt(payload, ["repository", "default_branch"]);
        return {
            kind: "push",
            before: pushedOver(stringAt(payload, ["before"])),
            toDefaultBranch: defaultBranch !== undefined && ref === `refs/heads/${defaultBranch}`,
        };
    }
    return { kind: "other", eventName };
}
/** A push's `before`, unless the push created the branch (all zeros). */
function pushedOver(before) {
    return before === undefined || /^0+$/.test(before) || !/^[0-9a-f]{40,64}$/.test(before)
        ? undefined
        : before;
}
function readPullRequest(payload) {
    const number = valueAt(payload, ["pull_request", "number"]);
    const headSha = stringAt(payload, ["pull_request", "head", "sha"]);
    if (typeof number !== "number" || headSha === undefined)
        return undefined;
    const headRepo = stringAt(payload, ["pull_request", "head", "repo", "full_name"]);
    const baseRepo = stringAt(payload, ["pull_request", "base", "repo", "full_name"]);
    const labels = valueAt(payload, ["pull_request", "labels"]);
    // A deleted fork has no head repository; it is still not this repository.
    return {
        number,
        headSha,
        fromFork: headRepo !== baseRepo,
        labels: Array.isArray(labels) ? labels.flatMap((label) => stringAt(label, ["name"]) ?? []) : [],
        baseSha: stringAt(payload, ["pull_request", "base", "sha"]),
    };
}
function readMergeGroup(payload) {
    const headSha = stringAt(payload, ["merge_group", "head_sha"]);
    const baseSha = stringAt(payload, ["merge_group", "base_sha"]);
    const headRef = stringAt(payload, ["merge_group", "head_ref"]);
    if (headSha === undefined || baseSha === undefined || headRef === undefined)
        return undefined;
    return { headSha, baseSha, headRef };
}
function valueAt(value, path) {
    let current = value;
    for (const key of path) {
        if (typeof current !== "object" || current === null)
            return undefined;
        current = current[key];
    }
    return current;
}
function stringAt(value, path) {
    const found = valueAt(value, path);
    return typeof found === "string" ? found : undefined;
}

;// CONCATENATED MODULE: ./src/action/settings.ts
// The Action's inputs and the runner's environment, parsed once into typed settings. Every
// mistake a user can make here is a SettingsError naming the input or variable and the fix.













const ACTION_MODES = ["auto", "plan", "apply", "validate", "source-sync"];

/** A branch name git and GitHub accept, without the exotic cases (no "..", "@{", "//", trailing "/" or ".lock"). */
const BRANCH_NAME = /^(?!.*(?:\.\.|@\{|\/\/|\/\.|\.lock$|\/$|\.$))[A-Za-z0-9_][A-Za-z0-9._/-]{0,199}$/;
const WORKSPACE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/**
 * The numeric inputs, with the defaults action.yml declares: the CLI's shared number settings, with
 * the ranges its flags of the same names accept, and min-approvals, which only the Action takes.
 */
const NUMBER_INPUTS = {
    ...SHARED_NUMBER_SETTINGS,
    "min-approvals": { min: 0, max: 100, integer: true, default: 0 },
};
/**
 * Reads api-key and github-token and registers them with core.setSecret, so that the runner masks
 * them in the log before anything else can print them. Never throws.
 */
function readSecretInputs() {
    const secrets = {
        apiKey: core/* getInput */.V4("api-key"),
        githubToken: core/* getInput */.V4("github-token"),
        sourceToken: core/* getInput */.V4("source-token"),
        policyToken: core/* getInput */.V4("policy-token").trim(),
    };
    // A key too short to mask is refused later (readConnection), not masked letter by letter.
    if (secrets.apiKey.length >= MIN_SECRET_LENGTH)
        core/* setSecret */.Pq(secrets.apiKey);
    if (secrets.githubToken !== "")
        core/* setSecret */.Pq(secrets.githubToken);
    if (secrets.sourceToken !== "")
        core/* setSecret */.Pq(secrets.sourceToken);
    if (secrets.policyToken !== "")
        core/* setSecret */.Pq(secrets.policyToken);
    return secrets;
}
/**
 * Reads the other inputs through @actions/core (INPUT_* variables) and the runner's variables from
 * `env`.
 */
async function readActionSettings(env, { apiKey, githubToken, sourceToken }) {
    const mode = core/* getInput */.V4("mode") || "auto";
    if (!isOneOf(ACTION_MODES, mode)) {
        throw new SettingsError(`input mode is "${mode}": use one of ${ACTION_MODES.join(", ")} (auto plans on pull_request and applies on push to the default branch)`);
    }
    const workspace = core/* getInput */.V4("workspace") || "default";
    if (!WORKSPACE_NAME.test(workspace)) {
        throw new SettingsError(`input workspace is "${workspace}": use 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit (e.g. grid-east)`);
    }
    if (githubToken === "") {
        throw new SettingsError("input github-token is empty: remove it to use the workflow's GITHUB_TOKEN, or pass a token that may write pull-request comments");
    }
    const patterns = core/* getMultilineInput */.q3("path")
        .map((line) => line.trim())
        .filter((line) => line !== "");
    return {
        mode,
        apiUrl: core/* getInput */.V4("api-url"),
        apiKey,
        patterns: patterns.length > 0 ? patterns : [DEFAULT_INVENTORY_PATTERN],
        maxAssets: readNumber("max-assets"),
        maxBytes: readNumber("max-bytes"),
        githubToken,
        workspace,
        allowMassDelete: readBoolean("allow-mass-delete", false),
        allowReplace: readBoolean("allow-replace", false),
        requireReviewedPlan: readBoolean("require-reviewed-plan", true),
        failOnDrift: readBoolean("fail-on-drift", false),
        limits: {
            maxChangeRatio: readNumber("max-change-percent") / 100,
            minAssetsForRatio: readNumber("min-assets-for-ratio"),
            maxChanges: readNumber("max-changes"),
        },
        concurrency: readNumber("concurrency"),
        deleteLabel: readLabel("delete-label", DEFAULT_DELETE_LABEL),
        minApprovals: readNumber("min-approvals"),
        policyFile: readPolicyFile(),
        evidenceBranch: readEvidenceBranch(),
        evidenceTsa: readEvidenceTsa(env),
        driftIssue: readBoolean("drift-issue", true),
        deadlineMs: readNumber("deadline") * 1000,
        requestTimeoutMs: readNumber("request-timeout") * 1000,
        source: readSourceSettings(mode === "source-sync", sourceToken, readBoolean("skip-invalid", false)),
        context: await readRunContext(env),
    };
}
const DEFAULT_DELETE_LABEL = "inventory-deletes";
/** The policy file, relative to the repository root; unset: the default, blank: "" (no policy). */
function readPolicyFile() {
    const raw = process.env.INPUT_POLICY;
    if (raw === undefined)
        return DEFAULT_POLICY_FILE;
    const path = raw.trim().replace(/^\.\//, "");
    if (path === "")
        return "";
    if (path.startsWith("/") || path.split("/").includes("..") || /[\\\p{Cc}]/u.test(path)) {
        throw new SettingsError(`input policy is ${JSON.stringify(raw.trim())}: name the policy file relative to the repository root with forward slashes (default ${DEFAULT_POLICY_FILE}), or '' to judge no owner policy`);
    }
    return path;
}
/**
 * A label name as GitHub takes it (at most 50 characters) and as one line reads it: no control
 * characters or commas, no space at either end. Unset: `fallback`; set but blank: "" (disabled).
 */
function readLabel(name, fallback) {
    const raw = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`];
    if (raw === undefined)
        return fallback;
    const text = raw.trim();
    if (text === "")
        return "";
    if (text.length > 50 || /[\p{Cc},]/u.test(text)) {
        throw new SettingsError(`input ${name} is ${JSON.stringify(text)}: use a label name of at most 50 characters, without commas or control characters (default ${fallback}), or an empty string to add no label`);
    }
    return text;
}
/**
 * The value of evidence-branch that keeps no ledger besides '': @github/local-action replaces an
 * empty input by action.yml's default, so a local run needs a word to say "none".
 */
const NO_EVIDENCE_BRANCH = "none";
function readEvidenceBranch() {
    const branch = core/* getInput */.V4("evidence-branch").trim();
    if (branch === NO_EVIDENCE_BRANCH)
        return "";
    if (branch === "" || BRANCH_NAME.test(branch))
        return branch;
    throw new SettingsError(`input evidence-branch is "${branch}": use a branch name of letters, digits, ".", "_", "-" and "/" (default ${DEFAULT_EVIDENCE_BRANCH}), or ${NO_EVIDENCE_BRANCH} (or '') to keep no evidence ledger`);
}
function readEvidenceTsa(env) {
    const input = core/* getInput */.V4("evidence-tsa-url");
    const [value, source] = input.trim() === "" ? [env.CIP_TSA_URL, "CIP_TSA_URL"] : [input, "input evidence-tsa-url"];
    try {
        return readTsaEndpoint(value, source, env);
    }
    catch (error) {
        throw new SettingsError(errors_errorMessage(error));
    }
}
/** An unset input takes the default action.yml also declares, so a local run behaves the same. */
function readBoolean(name, fallback) {
    if (core/* getInput */.V4(name) === "")
        return fallback;
    try {
        return core/* getBooleanInput */.Vt(name);
    }
    catch {
        throw new SettingsError(`input ${name} is "${core/* getInput */.V4(name)}": use true or false (default ${fallback})`);
    }
}
/**
 * A numeric input in plain decimal notation within its range; unset, the default action.yml also
 * declares. No exponents, signs or hexadecimal: a limit reads the same to every reviewer.
 */
function readNumber(name) {
    const setting = NUMBER_INPUTS[name];
    const text = core/* getInput */.V4(name);
    if (text === "")
        return setting.default;
    const value = parseNumberSetting(text, setting);
    if (value === undefined) {
        throw new SettingsError(`input ${name} is "${text}": use ${describeNumberSetting(setting)} (default ${setting.default})`);
    }
    return value;
}
async function readRunContext(env) {
    const repository = required(env, "GITHUB_REPOSITORY");
    const [owner, repo, ...rest] = repository.split("/");
    if (owner === undefined || owner === "" || repo === undefined || repo === "" || rest.length > 0) {
        throw new SettingsError(`GITHUB_REPOSITORY is "${repository}": expected "owner/name", as the runner sets it`);
    }
    const serverUrl = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
    const runId = required(env, "GITHUB_RUN_ID");
    const eventName = required(env, "GITHUB_EVENT_NAME");
    const payload = await readEventPayload(env.GITHUB_EVENT_PATH);
    const ref = env.GITHUB_REF ?? "";
    return {
        trigger: triggerOf(eventName, ref, payload),
        owner,
        repo,
        sha: required(env, "GITHUB_SHA"),
        ref,
        actor: env.GITHUB_ACTOR ?? "",
        apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
        runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
        proxyEnv: env,
        runId,
        runAttempt: Math.max(1, Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? "1", 10) || 1),
        workspaceDir: required(env, "GITHUB_WORKSPACE"),
        runnerTemp: required(env, "RUNNER_TEMP"),
    };
}
function required(env, name) {
    const value = env[name];
    if (value === undefined || value === "") {
        throw new SettingsError(`${name} is not set: this Action runs as a step of a GitHub Actions job, where the runner sets it`);
    }
    return value;
}
async function readEventPayload(path) {
    // Some events (and local runs) have no payload file; nothing in it is required.
    if (path === undefined || path === "")
        return {};
    let text;
    try {
        text = await (0,external_node_fs_promises_.readFile)(path, "utf8");
    }
    catch (error) {
        throw new SettingsError(`GITHUB_EVENT_PATH names ${path}, which cannot be read (${error.code ?? String(error)}): it must be the event file the runner writes`);
    }
    try {
        return JSON.parse(text);
    }
    catch {
        throw new SettingsError(`GITHUB_EVENT_PATH names ${path}, which is not JSON: it must be the event file the runner writes`);
    }
}

;// CONCATENATED MODULE: ./src/action/failure.ts



/** The run failed for a reason the user can act on; reported already, then set as failed. */
class ActionFailure extends Error {
    name = "ActionFailure";
    reason;
    constructor(reason, message) {
        super(message);
        this.reason = reason;
    }
}
/** The failure-reason output for any error a run throws. */
function failureReasonOf(error) {
    if (error instanceof ActionFailure)
        return error.reason;
    if (error instanceof SettingsError)
        return "settings";
    // The service could not be reached or refused the key while the live inventory was read.
    if (error instanceof ConnectionError || error instanceof ApiError)
        return "connection";
    return "error";
}

;// CONCATENATED MODULE: ./src/io/replace-file.ts
// Writes a file by replacing it, never through it: the content goes to a new temporary file beside
// the target, created exclusively (so no existing file or link is opened), and is then renamed
// over the target. A symbolic link committed in the repository at the path of --out or --record
// is replaced by the file, and the file it pointed to is left untouched; a reader never sees
// half a file.



/**
 * Writes `content` to `path` (creating its parent directories) without following a link there.
 * `mode`: the new file's permissions (default 0644 less the umask), e.g. those of the file replaced.
 */
async function replace_file_replaceFile(path, content, options = {}) {
    await refuseDirectory(path);
    const temporary = await createTemporary(path);
    try {
        const handle = await (0,external_node_fs_promises_.open)(temporary, "r+");
        try {
            if (options.mode !== undefined)
                await handle.chmod(options.mode);
            if (typeof content === "string" || content instanceof Uint8Array)
                await handle.writeFile(content);
            // Written as made, a batch at a time: the whole content never stands in memory.
            else
                for (const batch of textBatches(content))
                    await handle.write(batch);
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
    await rm(await createTemporary(path));
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
/** Size of the pieces textBatches gives: few writes, and little held at once. */
const BATCH_CHARACTERS = 64 * 1024;
/** `chunks` joined into pieces of about BATCH_CHARACTERS each, in order. */
function* textBatches(chunks) {
    let pending = [];
    let size = 0;
    for (const chunk of chunks) {
        pending.push(chunk);
        size += chunk.length;
        if (size >= BATCH_CHARACTERS) {
            yield pending.join("");
            pending = [];
            size = 0;
        }
    }
    if (size > 0)
        yield pending.join("");
}

;// CONCATENATED MODULE: ./src/core/shared/workflow-commands.ts
// Untrusted text in a GitHub Actions log must never become a workflow command: the Action's log,
// and everything the CLI prints in a workflow step (GITHUB_ACTIONS=true). The runner reads the
// step's output line by line (a line ends at "\n", "\r" or "\r\n", as .NET's ReadLine splits it)
// and takes a line for a command in two ways:
//   - `::name ...::message` when the line starts with "::" after trimming white space (Unicode
//     white space, as .NET's String.Trim strips it);
//   - the legacy `##[name ...]message` wherever "##[" appears in the line.
// Names of assets and cyber systems (from a pull request's YAML or from the service), file names
// and the service's error messages all reach the log, so every line written as text goes through
// `neutraliseWorkflowCommands`: a ZERO WIDTH SPACE is put between the two characters that start a
// command. The line reads the same to a person, and `stop-commands`, `add-mask`, `set-output` or a
// forged annotation cannot start. JSON goes through `neutraliseWorkflowCommandsInJson` instead,
// which writes "[" as the escape "\u005b": the document still parses to the same value.
/** Inserted between the characters that would start a command; invisible, and not white space. */
const COMMAND_BREAK = "\u200B";
/**
 * Characters a line may start with before "::" and still be trimmed away by the runner: JavaScript's
 * `\s` (Unicode white space and BOM), NEXT LINE, and the information separators .NET also counts.
 * A wider class than the runner's only costs an extra invisible character.
 */
const LEADING = "[\\s\\u0085\\u001C-\\u001F]*";
const LINE_START_COMMAND = new RegExp(`^(${LEADING}:)(?=:)`);
/** One line of text (no line breaks) that the runner will not take for a command. */
function neutraliseLine(line) {
    return line
        .replace(/##\[/g, `##${COMMAND_BREAK}[`)
        .replace(LINE_START_COMMAND, `$1${COMMAND_BREAK}`);
}
/**
 * `text` with every line neutralised; the line breaks are kept as they are. Idempotent: a
 * neutralised text has no "##[" and no line starting with "::".
 */
function neutraliseWorkflowCommands(text) {
    return text
        .split(/(\r\n|\r|\n)/)
        .map((part, index) => (index % 2 === 1 ? part : neutraliseLine(part)))
        .join("");
}
/**
 * JSON text that the runner will not take for commands, parsing to the same value. In JSON, "##["
 * can only be inside a string (so `\u005b` there means the same "["), and no line can start with
 * "::" (strings cannot hold a line break; a line starts with indentation and a token); the text
 * rule still runs for any line that is not JSON after all.
 */
function neutraliseWorkflowCommandsInJson(json) {
    return neutraliseWorkflowCommands(json.replace(/##\[/g, "##\\u005b"));
}

;// CONCATENATED MODULE: ./src/action/summary-size.ts
// The job summary's size limit. GitHub accepts at most 1 MiB (1,048,576 bytes) of summary per step,
// counted in UTF-8, while the renderers cut by UTF-16 code units (String.length). A unit takes 1 to
// 3 bytes, so no single cap in units is right: the summary is rendered, measured in bytes, and
// rendered again with a smaller cap when it is over, a bounded number of times.
/** Below GitHub's 1 MiB per step, with a margin for what the runner adds. */
const SUMMARY_MAX_BYTES = 1_000_000;
/** The first cap: ASCII (1 byte per unit), the common case, fits at once. */
const FIRST_CAP = 1_000_000;
/** Renders at most this many times. */
const MAX_TRIES = 4;
/** The summary when not even its fixed part fits (never, with the Action's short headings). */
const SUMMARY_TOO_LARGE = "The job summary would exceed GitHub's limit of 1 MiB per step and was left out: the log of this step holds the plan.";
/**
 * `render(cap)` for the first cap, out of at most MAX_TRIES, whose UTF-8 size is at most
 * `maxBytes`. `render` returns the summary with its variable part (the plan, the diagnostics) cut to
 * at most `cap` UTF-16 code units, and redacts it, so that the size measured is the size written.
 * A retry scales the cap by the bytes per unit just measured; the last one cannot miss, as it takes
 * the worst case: 3 bytes per unit, besides the fixed part's bytes (`render(0)`).
 */
function fitSummary(render, maxBytes = SUMMARY_MAX_BYTES) {
    let cap = Math.min(FIRST_CAP, maxBytes);
    for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
        const text = render(cap);
        const bytes = Buffer.byteLength(text, "utf8");
        if (bytes <= maxBytes)
            return text;
        if (attempt === MAX_TRIES)
            break;
        let next = Math.floor(Math.min(cap, text.length) * (maxBytes / bytes) * 0.98);
        if (attempt === MAX_TRIES - 1) {
            const fixedBytes = Buffer.byteLength(render(0), "utf8");
            next = Math.min(next, Math.floor((maxBytes - fixedBytes) / 3));
        }
        cap = Math.max(0, Math.min(cap - 1, next));
    }
    return SUMMARY_TOO_LARGE;
}

;// CONCATENATED MODULE: ./src/action/reporter.ts
// The one way the Action reports: log lines, annotations, outputs, the job summary and files. Every
// text is redacted here, at the sink (the API key and the GitHub token never leave, whole or in
// part), and every log line is neutralised here (untrusted names never become workflow commands),
// so that no route has to remember either.





const coreSink = {
    info: (line) => core/* info */.pq(line),
    debug: (line) => core/* debug */.Yz(line),
    warning: (message, properties) => core/* warning */.$e(message, properties),
    error: (message, properties) => core/* error */.z3(message, properties),
    startGroup: (title) => core/* startGroup */.Oh(title),
    endGroup: () => core/* endGroup */.N4(),
    setOutput: (name, value) => core/* setOutput */.uH(name, value),
    appendSummary: async (markdown) => {
        await core/* summary */.z.addRaw(markdown, true).write();
    },
    setFailed: (message) => core/* setFailed */.C1(message),
};
class RunnerReporter {
    #sink;
    #secrets;
    /** `secrets`: every value to redact (empty ones are ignored). */
    constructor(sink, secrets) {
        this.#sink = sink;
        this.#secrets = secrets.filter((secret) => secret !== "");
    }
    redact(text) {
        return redactSecrets(text, this.#secrets);
    }
    /** `value` with every string in it redacted: for records stored elsewhere (the ledger). */
    redactValue(value) {
        return redactSecretsInValue(value, this.#secrets);
    }
    /** Redacted, then made safe for the log: the one path of text to the log. */
    #logText(text) {
        return neutraliseWorkflowCommands(this.redact(text));
    }
    info(text) {
        this.#sink.info(this.#logText(text));
    }
    debug(text) {
        this.#sink.debug(this.#logText(text));
    }
    /** `text` in a collapsed group of the log titled `title`. */
    group(title, text) {
        this.#sink.startGroup(this.#logText(title));
        this.#sink.info(this.#logText(text));
        this.#sink.endGroup();
    }
    /** Opens a collapsed group of the log titled `title`; lines go into it until endGroup. */
    startGroup(title) {
        this.#sink.startGroup(this.#logText(title));
    }
    endGroup() {
        this.#sink.endGroup();
    }
    warning(message, properties = {}) {
        this.#sink.warning(this.#logText(message), this.#properties(properties));
    }
    error(message, properties = {}) {
        this.#sink.error(this.#logText(message), this.#properties(properties));
    }
    setFailed(message) {
        this.#sink.setFailed(this.#logText(message));
    }
    setOutput(name, value) {
        this.#sink.setOutput(name, this.redact(value));
    }
    /**
     * Appends to the job summary, within GitHub's 1 MiB per step counted in UTF-8 bytes: `markdown`
     * renders its variable part in at most `cap` UTF-16 code units, and is rendered again with a
     * smaller cap while it is over (each route writes the summary once).
     */
    async summary(markdown) {
        const render = typeof markdown === "string" ? () => markdown : markdown;
        await this.#sink.appendSummary(fitSummary((cap) => this.redact(render(cap))));
    }
    async writeFile(path, content) {
        await replace_file_replaceFile(path, this.redact(content));
    }
    #properties(properties) {
        const { title, file } = properties;
        return {
            ...properties,
            ...(title === undefined ? {} : { title: this.#logText(title) }),
            ...(file === undefined ? {} : { file: this.redact(file) }),
        };
    }
}

;// CONCATENATED MODULE: ./src/core/inventory/format-inventory.ts
// `cip-sync fmt`: one canonical layout for inventory files, so that diffs show changes and not
// style. Top-level keys in the order readers look for them, assets sorted by name, two-space
// indentation, quotes only where YAML needs them. Comments, the schema modeline and flow maps
// stay. Formatting never changes what a file declares (a property test holds it to that).


/**
 * YAML 1.1's implicit types (yaml.org/type), which readers still in wide use (PyYAML, Ruby's Psych,
 * go-yaml v2, SnakeYAML) give a plain scalar: booleans, null, integers (binary, octal, with `_`,
 * base 60), floats, timestamps, and the merge and value keys. A quoted string that such a reader
 * would take for one of them when plain keeps its quotes, as YAML 1.2's octal `0o17` does; the
 * writer quotes the other YAML 1.2 look-alikes (`1e3`, `0x1F`) anyway.
 */
const YAML_1_1_IMPLICIT = [
    /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/,
    /^(?:~|null|Null|NULL)$/,
    /^[-+]?(?:0b[01_]+|0o?[0-7_]+|0|[1-9][0-9_]*|0x[0-9a-fA-F_]+|[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
    /^[-+]?(?:[0-9][0-9_]*\.[0-9_]*|\.[0-9_]+)(?:[eE][-+]?[0-9]+)?$/,
    /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    /^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
    /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)?$/,
    /^(?:<<|=)$/,
];
function isYaml11Lookalike(text) {
    return YAML_1_1_IMPLICIT.some((pattern) => pattern.test(text));
}
/** The order of the top-level keys; keys not listed (errors for validate) follow, as written. */
const KEY_ORDER = [
    "cyber_system",
    "facility",
    "control_center",
    "impact",
    "owners",
    "prune",
    "assets",
];
function format_inventory_formatInventoryText(text) {
    const lineCounter = new dist/* LineCounter */.HN();
    const docs = (0,dist/* parseAllDocuments */.hR)(text, { ...PARSE_OPTIONS, lineCounter });
    if (!Array.isArray(docs))
        return { status: "formatted", text };
    for (const doc of docs) {
        const error = doc.errors[0];
        if (error !== undefined) {
            const { line, col } = lineCounter.linePos(error.pos[0]);
            return { status: "unreadable", message: error.message, line, column: col };
        }
    }
    return { status: "formatted", text: formatDocuments(docs) };
}
/** Parsed documents (edited or not) as one file's text in the canonical layout. */
function formatDocuments(docs) {
    const parts = docs.map((doc, index) => {
        canonicalize(doc);
        if (doc.directives)
            doc.directives.docStart = index > 0 ? true : null;
        return doc.toString({
            indent: 2,
            indentSeq: true,
            lineWidth: 0,
            minContentWidth: 0,
            flowCollectionPadding: false,
        });
    });
    return parts.join("");
}
function canonicalize(doc) {
    // Every string chooses its own quoting again: plain unless YAML needs quotes to read it back.
    // Quoted YAML 1.1 look-alikes stay quoted: older readers would take `no` for false, `12:30` for
    // 750 and an asset named `<<` for a merge key.
    (0,dist/* visit */.YR)(doc, {
        Scalar(_key, node) {
            if (typeof node.value !== "string" || isBlockScalar(node))
                return;
            if (node.type !== dist/* Scalar */.X5.PLAIN && isYaml11Lookalike(node.value))
                return;
            node.type = undefined;
        },
    });
    const root = doc.contents;
    if (!(0,dist/* isMap */.jh)(root))
        return;
    // A comment above the first key is the file's header (the schema modeline): it stays on top.
    const header = root.items[0]?.key;
    if ((0,dist/* isScalar */.jn)(header) && header.commentBefore) {
        root.commentBefore = [root.commentBefore, header.commentBefore].filter(Boolean).join("\n");
        header.commentBefore = undefined;
    }
    root.items.sort((a, b) => rank(a) - rank(b));
    const assets = root.items.find((pair) => keyText(pair) === "assets")?.value;
    if ((0,dist/* isMap */.jh)(assets))
        assets.items.sort(byAssetName);
}
function isBlockScalar(node) {
    return node.type === dist/* Scalar */.X5.BLOCK_FOLDED || node.type === dist/* Scalar */.X5.BLOCK_LITERAL;
}
function rank(pair) {
    const index = KEY_ORDER.indexOf(keyText(pair) ?? "");
    return index === -1 ? KEY_ORDER.length : index;
}
function keyText(pair) {
    if (!(0,dist/* isPair */.tO)(pair))
        return undefined;
    const { key } = pair;
    return (0,dist/* isScalar */.jn)(key) ? String(key.value) : typeof key === "string" ? key : undefined;
}
function byAssetName(a, b) {
    return compareAssetNames(keyText(a) ?? "", keyText(b) ?? "");
}
const ENGLISH = new Intl.Collator("en");
/** fmt's order of assets: case-insensitively, then by code unit so that names differing only in case keep one order. */
function compareAssetNames(left, right) {
    const folded = ENGLISH.compare(left.toLowerCase(), right.toLowerCase());
    if (folded !== 0)
        return folded;
    return left < right ? -1 : left > right ? 1 : 0;
}

;// CONCATENATED MODULE: ./src/core/inventory/export-inventory.ts
// `cip-sync import`: the live inventory written back as inventory files, so a team can start from
// what the service holds. The output must plan to zero changes, so every reference it writes is one
// that resolves to exactly the system it came from: names where they are unambiguous, ids where not.
// An asset whose live name no inventory file can hold is left out, and its system written with
// `prune: false`, so that the plan keeps it instead of deleting it.






/** The file name of the inventory JSON Schema written beside the exported folders. */
const EXPORTED_SCHEMA_FILE = "inventory.schema.json";
/** The JSON Schema the exported files reference, as the file written beside them. */
function export_inventory_exportedSchemaFile() {
    return {
        path: EXPORTED_SCHEMA_FILE,
        content: `${JSON.stringify(inventoryJsonSchema(), null, 2)}\n`,
    };
}
function export_inventory_exportInventory(live) {
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
        const document = new Document({});
        document.set("cyber_system", nameIsWritable ? system.name : system.id);
        if (parent) {
            const parentRef = parentNameWritable(parent.record) ? parent.record.name : parent.record.id;
            document.set(parent.kind, parentRef);
        }
        const [assets, undeclarable] = partition([...(assetsBySystem.get(system.id) ?? [])].sort((a, b) => compareCodePoints(a.name, b.name)), (asset) => isDeclarableName(asset.name));
        if (undeclarable.length > 0)
            document.set("prune", false);
        const assetMap = new Document({}).createNode(new Map(assets.map((asset) => [asset.name, asset.asset_type])));
        document.set("assets", assetMap);
        const header = headerOf(system, parent !== undefined, undeclarable);
        const content = inFmtLayout(`${header.join("\n")}\n${document.toString({ lineWidth: 0 })}`);
        files.push({ path: file, content, systemId: system.id });
    }
    return files.sort((a, b) => compareCodePoints(a.path, b.path));
}
/** The text in fmt's layout (its order of assets among others): import output passes fmt --check. */
function inFmtLayout(text) {
    const formatted = formatInventoryText(text);
    if (formatted.status !== "formatted") {
        throw new Error(`import wrote YAML it cannot read: ${formatted.message}`);
    }
    return formatted.text;
}
/** The comment lines above a system's document: where it came from, and what it leaves out. */
function headerOf(system, hasParent, undeclarable) {
    const header = [
        `# yaml-language-server: $schema=../${EXPORTED_SCHEMA_FILE}`,
        `# Imported from the live inventory: cyber system ${quote(system.name)} (${quote(system.id)}).`,
    ];
    if (!hasParent)
        header.push("# The service does not show this system's parent.");
    if (undeclarable.length > 0) {
        header.push("# Not declared, because an inventory file cannot hold their names (control, invisible or", "# bidirectional characters, spaces at either end, or over 255 characters); prune: false keeps", "# them. Rename them in the service, then declare them and remove prune: false:", ...undeclarable.map((asset) => `#   ${quote(asset.name)} (${quote(asset.id)})`));
    }
    return header;
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
/** A file-system name for a record's name: lower-case ASCII words joined by dashes. */
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

;// CONCATENATED MODULE: ./src/core/inventory/lookalike.ts




/**
 * Cyrillic and Greek letters that look like Latin ones, each to the Latin letter it passes for (of
 * the same case). Deliberately partial: the common look-alikes of these three scripts, not
 * Unicode's confusables.txt; a pair it misses is a missed warning, never a wrong plan.
 */
const LOOKALIKE_LETTERS = "АаВвЕеКкМмНһҺОоРрСсТтУуХхЅѕІіЈјӀӏԁԚԛԜԝ" + "ΑαΒΕΖΗηΙιΚκΜΝνΟοΡρΤτΥυΧχω";
const LATIN_LETTERS = "AaBbEeKkMmHhHOoPpCcTtYyXxSsIiJjIldQqWw" + "AaBEZHnIiKkMNvOoPpTtYuXxw";
const LATIN_LOOKALIKES = new Map([...LOOKALIKE_LETTERS].map((letter, index) => {
    const latin = LATIN_LETTERS[index];
    if (latin === undefined)
        throw new Error("LATIN_LETTERS must pair with LOOKALIKE_LETTERS");
    return [letter, latin];
}));
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
    return name.replace(/[^\x20-\x7e]/gu, escapedCodePoint);
}
/**
 * Warnings for declared names that mix Latin with Cyrillic or Greek letters, and for declared names
 * that look like another declared or live name without being the same name to the service.
 */
function lookalikeWarnings(documents, liveAssets) {
    // Only a non-ASCII name can warn (mixedScript, lookalikeCandidates): an inventory and a service
    // of ASCII names pay one test per name and make nothing.
    const foreign = (named) => !isAscii(named.name);
    if (!documents.some((document) => document.assets.some(foreign)) && !liveAssets.some(foreign)) {
        return [];
    }
    const declared = documents.flatMap((document) => document.assets.map((asset) => ({ name: asset.name, location: asset.location })));
    const warnings = declared.flatMap((entry) => mixedScript(entry));
    const live = liveAssets.map((asset) => ({ name: asset.name, asset }));
    for (const group of collections_groupBy(lookalikeCandidates([...declared, ...live]), (entry) => nameSkeleton(entry.name)).values()) {
        if (group.length < 2)
            continue;
        for (const entry of group) {
            if (entry.location === undefined)
                continue;
            const other = group.find((candidate) => names_nameKey(candidate.name) !== names_nameKey(entry.name));
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
/**
 * The entries whose skeleton some non-ASCII name shares. The skeleton of an ASCII name is its
 * lower case, which is also its identity (nameKey): two ASCII names that look alike are one name
 * to the service, so only a group with a non-ASCII name can warn. Skeletons are worked out for the
 * few non-ASCII names only, and a large plain inventory pays one toLowerCase per name.
 */
function lookalikeCandidates(entries) {
    const skeletonOf = (name) => isAscii(name) ? name.toLowerCase() : nameSkeleton(name);
    const foreign = new Set(entries.filter((entry) => !isAscii(entry.name)).map((entry) => nameSkeleton(entry.name)));
    if (foreign.size === 0)
        return [];
    return entries.filter((entry) => foreign.has(skeletonOf(entry.name)));
}
function mixedScript(entry) {
    if (entry.location === undefined || isAscii(entry.name) || !LATIN.test(entry.name))
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
    const shown = reveal_revealHiddenCharacters(JSON.stringify(name));
    return spelled === name ? shown : `${shown} (${spelled})`;
}

;// CONCATENATED MODULE: ./src/core/plan/resolve.ts




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
/** The ref with the document's declared impact, keys still in code-point order. */
function withImpact(ref, document) {
    const impact = document.impact?.value;
    return impact === undefined ? ref : { id: ref.id, impact, name: ref.name, parent: ref.parent };
}
/** `"Protection System" (cs_1) at facility "Substation Alpha" (fac_1)`. */
function describeSystem(ref) {
    const parent = ref.parent;
    const where = parent
        ? ` at ${parentKindWord(parent.kind)} ${diagnostics_quote(parent.name)} (${parent.id})`
        : ", parent not shown by the service";
    return `${diagnostics_quote(ref.name)} (${ref.id})${where}`;
}
const LIST_HINT = "run `cip-sync import --out DIR` to write the facilities, control centers and cyber systems the service holds as inventory files";
/**
 * From this many documents naming what the service does not hold, and at least half of them, the
 * likelier cause is a key of another organization than a typo in each file.
 */
const OTHER_ORGANIZATION_MIN_UNKNOWN = 3;
/** The hint after many unknown names: each key reads and writes one organization's records. */
function otherOrganizationHint(unknown, documents) {
    return {
        severity: "warning",
        message: `${unknown} of ${documents} documents name a cyber system, facility or control center the service does not hold: if the files are right, the API key may belong to another organization than the one they describe (a key reads and writes only its own organization's inventory); check which organization issued the key, or run \`cip-sync import --out DIR\` with it to see what it reads`,
    };
}
function resolve_resolveInventory(documents, live) {
    const lookup = {
        index: indexLive(live),
        systemsByName: collections_groupBy(live.cyberSystems, (system) => system.name),
        facilitiesByName: collections_groupBy(live.facilities, (facility) => facility.name),
        centersByName: collections_groupBy(live.controlCenters, (center) => center.name),
    };
    const diagnostics = [];
    const resolved = [];
    const claimedBy = new Map();
    let unknown = 0;
    for (const document of documents) {
        const choice = chooseSystem(document, lookup);
        if ("error" in choice) {
            diagnostics.push(choice.error);
            if (choice.unknown)
                unknown += 1;
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
        resolved.push({ document, system: withImpact(ref, document) });
    }
    if (unknown >= OTHER_ORGANIZATION_MIN_UNKNOWN && unknown * 2 >= documents.length) {
        diagnostics.push(otherOrganizationHint(unknown, documents.length));
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
                message: `cyber_system ${diagnostics_quote(wanted.value)} matches no cyber system (by id or name); ${suggest(wanted.value, [...lookup.systemsByName.keys()])}`,
                location: wanted.location,
            },
            unknown: true,
        };
    }
    let chosen = candidates;
    let unchecked = false;
    if (parent) {
        // Every system of the name is checked, once each: a name that a thousand facilities share
        // costs a thousand comparisons per document, and nothing is built for the mismatches.
        const matched = [];
        const unknown = [];
        for (const system of candidates) {
            const result = check(system, parent);
            if (result === "match")
                matched.push(system);
            else if (result === "unknown")
                unknown.push(system);
        }
        chosen = matched.length > 0 ? matched : unknown;
        unchecked = matched.length === 0 && unknown.length > 0;
        if (chosen.length === 0) {
            return { error: mismatch(wanted, parent, candidates, byId !== undefined, index) };
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
        message: `control_center ${diagnostics_quote(parent.claim.value)} cannot be checked: the service does not show a cyber system's control center; make sure cyber system ${diagnostics_quote(system.name)} (${system.id}) belongs to it`,
        location: parent.claim.location,
    };
    return { system, ref, warning };
}
function findParent(kind, claim, lookup) {
    const byId = kind === "facility" ? lookup.index.facilities : lookup.index.controlCenters;
    const byName = kind === "facility" ? lookup.facilitiesByName : lookup.centersByName;
    const exact = byId.get(claim.value);
    const records = exact ? [exact] : (byName.get(claim.value) ?? []);
    if (records.length > 0) {
        return { kind, claim, records, ids: new Set(records.map((record) => record.id)) };
    }
    const key = kind === "facility" ? "facility" : "control_center";
    return {
        error: {
            severity: "error",
            message: `${key} ${diagnostics_quote(claim.value)} matches no ${parentKindWord(kind)} (by id or name); ${suggest(claim.value, [...byName.keys()])}`,
            location: claim.location,
        },
        unknown: true,
    };
}
function check(system, parent) {
    const { ids } = parent;
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
        message: `cyber_system ${diagnostics_quote(wanted.value)} is ambiguous: ${chosen.length} cyber systems have that name: ${listed}; ${fix}`,
        location: wanted.location,
    };
}
function mismatch(wanted, parent, candidates, foundById, index) {
    const key = parent.kind === "facility" ? "facility" : "control_center";
    const claimed = `${key} ${diagnostics_quote(parent.claim.value)}`;
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
        message: `no cyber system named ${diagnostics_quote(wanted.value)} is at ${parentKindWord(parent.kind)} ${diagnostics_quote(parent.claim.value)}; cyber systems with that name: ${described.join("; ")}; correct ${key} or cyber_system`,
        location: wanted.location,
        related: [parent.claim.location],
    };
}
function suggest(wanted, names) {
    const close = closestNames(wanted, names);
    if (close.length === 0)
        return LIST_HINT;
    const quoted = close.map((name) => diagnostics_quote(name));
    const last = quoted.pop();
    return `did you mean ${quoted.length > 0 ? `${quoted.join(", ")} or ${last}` : last}?`;
}
function sortSystems(systems) {
    return [...systems].sort((a, b) => names_compareCodePoints(a.name, b.name) || names_compareCodePoints(a.id, b.id));
}

;// CONCATENATED MODULE: ./src/core/plan/safety.ts




const SAFETY_OVERRIDE = "re-run with --allow-mass-delete (Action input allow-mass-delete: true) if this is intended";
const REPLACE_OVERRIDE = "re-run with --allow-replace (Action input allow-replace: true) if replacing the record is intended";
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
    return { systems, updates, possibleRenames: renamedDeletes(operations) };
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
    const renames = possibleRenameViolation(input.possibleRenames);
    if (renames !== undefined)
        violations.push(renames);
    return { managed_live_assets: total, violations };
}
/**
 * One violation naming every pair: the live asset, the declared name that replaces it, and the line
 * that keeps the record instead.
 */
function possibleRenameViolation(deletes) {
    const pairs = deletes.map((operation) => {
        const rename = operation.possible_rename;
        return `${diagnostics_quote(rename.live)} (${operation.asset_id}, ${operation.asset_type}) of cyber system ${describeSystem(operation.cyber_system)} would be deleted and ${diagnostics_quote(rename.declared)} created; to keep its record write ${possible_renames_renameFixLine(rename, operation.asset_type)}, or declare it as ${diagnostics_quote(rename.live)}`;
    });
    if (pairs.length === 0)
        return undefined;
    const count = pairs.length === 1 ? "1 asset was" : `${pairs.length} assets were`;
    return {
        rule: "possible-rename",
        message: `${count} possibly renamed in the service: applying would replace each with a new record, and its id and compliance history would be lost: ${pairs.join("; ")}; ${REPLACE_OVERRIDE}.`,
    };
}
/**
 * The message of an apply refused by the safety rules, or undefined when the plan is safe or every
 * rule it breaks is allowed: --allow-replace allows possible renames, --allow-mass-delete the rest.
 */
function unsafeMessage(report, allowed = { massDelete: false, replace: false }) {
    const violations = report.violations.filter((violation) => violation.rule === "possible-rename" ? !allowed.replace : !allowed.massDelete);
    if (violations.length === 0)
        return undefined;
    const rules = wording_countOf(violations.length, "safety rule");
    const lines = violations.map((violation) => `  - ${violation.message}`);
    return `apply refused: the plan breaks ${rules}; nothing was changed.\n${lines.join("\n")}`;
}
function overRatio(count, total, limits) {
    return total >= limits.minAssetsForRatio && total > 0 && count / total > limits.maxChangeRatio;
}
function sum(values) {
    return values.reduce((a, b) => a + b, 0);
}

;// CONCATENATED MODULE: ./src/core/plan/assemble-plan.ts
// The planner's last phase: the ordered operations become the plan, with its counts, fingerprint,
// safety verdict, managed and unmanaged lists, and the warnings of every stage before it.






// Every object of a plan is built with its keys in code-point order: fingerprinting then needs no
// copy (see fingerprint.ts), and the JSON plan reads the same whoever wrote it.
function assemblePlan(planned, options) {
    const { resolved, live, operations, diagnostics } = planned;
    const summary = summarize(operations);
    const safety = evaluateSafety(safetyInputOf(resolved, live, operations, summary.update), options.limits ?? DEFAULT_SAFETY_LIMITS);
    const warnings = diagnostics.filter((diagnostic) => diagnostic.severity === "warning");
    const plan = {
        format_version: plan_model_PLAN_FORMAT_VERSION,
        fingerprint: fingerprintOperations(operations),
        summary,
        operations,
        managed_systems: resolved
            .map((entry) => entry.system)
            .sort((a, b) => names_compareCodePoints(a.name, b.name) || names_compareCodePoints(a.id, b.id)),
        unmanaged: planned.unmanaged.sort((a, b) => names_compareCodePoints(a.cyber_system.name, b.cyber_system.name) ||
            names_compareCodePoints(a.name, b.name) ||
            names_compareCodePoints(a.asset_id, b.asset_id)),
        safety,
        warnings,
    };
    return { plan, diagnostics };
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

;// CONCATENATED MODULE: ./src/core/plan/drafts.ts

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
    return { operation, rank: 0, vacates: names_nameKey(asset.name), dependencies: [] };
}
/**
 * The update that turns a claimed live asset (now in the system `systemOf` gives) into its
 * declaration (name key `key`, in system `to`); undefined when they agree, which is asked of every
 * claimed asset: nothing is built for one that does not change.
 */
function updateDraft(asset, systemOf, declared, key, to) {
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
        ...(moved ? { cyber_system: { from: systemOf(asset), to } } : {}),
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
    const oldKey = names_nameKey(asset.name);
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

;// CONCATENATED MODULE: ./src/core/plan/rename-cycles.ts
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
        if (!from || names_nameKey(from.value) === entry.key)
            return undefined;
        return declaredByKey.get(names_nameKey(from.value));
    };
    // Only a declaration with renamed_from can be in a cycle; walking the others (nearly all of them
    // in a large inventory) would mark 100,000 entries to find none.
    const renaming = declared.filter((entry) => entry.asset.renamedFrom !== undefined);
    return cyclesOf(renaming, renamedFrom).map((cycle) => {
        const steps = cycle.map((entry) => `${diagnostics_quote(entry.asset.name)} renamed_from ${diagnostics_quote(entry.asset.renamedFrom.value)}`);
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
        const temporaryKey = names_nameKey(temporaryName);
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
    return (names_compareCodePoints(left.changes.name.from, right.changes.name.from) ||
        names_compareCodePoints(left.asset_id, right.asset_id));
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
        if (!taken(names_nameKey(name)))
            return name;
    }
    throw new Error(`no free temporary name for asset ${assetId} after ${TEMPORARY_NAME_ATTEMPTS} attempts; rename ${diagnostics_quote(oldName)} in two steps`);
}

;// CONCATENATED MODULE: ./src/core/plan/live-assets.ts
// The planner's index of the live assets: by name key (names are unique regardless of case across
// the organization), and the assets an interrupted apply left under a temporary name, by the name
// they had before. With the rule for which live asset a name designates when several share its key.



const NO_HOLDERS = [];
/** `sameKey` gives the string to keep for a key (one already held elsewhere, if any). */
function indexLiveAssets(live, sameKey = (key) => key) {
    const byKey = new Map();
    const shared = new Map();
    const parkedOrigins = new Map();
    const parked = [];
    const keys = new Array(live.cyberAssets.length);
    for (const [index, asset] of live.cyberAssets.entries()) {
        const key = sameKey(names_nameKey(asset.name));
        keys[index] = key;
        const earlier = byKey.get(key);
        if (earlier === undefined)
            byKey.set(key, asset);
        else {
            const group = shared.get(key);
            if (group === undefined)
                shared.set(key, [earlier, asset]);
            else
                group.push(asset);
        }
        const origin = temporaryNameOrigin(asset);
        if (origin !== undefined) {
            parkedOrigins.set(asset.id, origin);
            parked.push(asset);
        }
    }
    const interrupted = collections_groupBy(parked, (asset) => names_nameKey(parkedOrigins.get(asset.id)));
    // Groups sorted by id so that nothing below depends on the order of the live list (everything
    // else built from it is sorted on its own). Only the shared keys are sorted: 100,000 assets do
    // not cost a full sort.
    for (const [key, group] of shared) {
        group.sort(byId);
        byKey.set(key, group[0]);
    }
    for (const group of interrupted.values())
        group.sort(byId);
    return { keys, byKey, shared, parkedOrigins, interrupted };
}
/** Every live asset holding `key`, sorted by id. */
function holdersOf(assets, key) {
    const group = assets.shared.get(key);
    if (group !== undefined)
        return group;
    const holder = assets.byKey.get(key);
    return holder === undefined ? NO_HOLDERS : [holder];
}
/** The assets an interrupted apply parked away from `key`, sorted by id. */
function parkedFrom(assets, key) {
    return assets.interrupted.get(key) ?? NO_HOLDERS;
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
function byId(a, b) {
    return names_compareCodePoints(a.id, b.id);
}

;// CONCATENATED MODULE: ./src/core/plan/claims.ts

class Claims {
    /** The declarations by name key, each claiming at most once. */
    #byKey;
    /** Claims of an asset holding another key than the declaration's, by asset id. */
    #others = new Map();
    constructor(byKey) {
        this.#byKey = byKey;
    }
    /** The declaration that claims `asset`; `key` is the asset's name key, when known. */
    claimantOf(asset, key) {
        const other = this.#others.size > 0 ? this.#others.get(asset.id) : undefined;
        if (other !== undefined)
            return other;
        const own = this.#byKey.get(key ?? names_nameKey(asset.name));
        return own?.match === asset ? own : undefined;
    }
    /** `declared` claims `asset`; `own` when the asset holds the declaration's own name key. */
    add(declared, asset, own) {
        declared.match = asset;
        if (!own)
            this.#others.set(asset.id, declared);
    }
}

;// CONCATENATED MODULE: ./src/core/plan/schedule.ts
// The scheduler: puts the planner's drafted operations in an order under which the
// organization-wide, case-insensitive uniqueness of asset names holds after every operation, and
// records that order's dependencies in each operation's depends_on.


/**
 * Execution order: each draft after the drafts that free the name key it takes, and otherwise by
 * kind (deletes, updates, creates), target system name, asset name and id, in code-point order.
 */
function orderDrafts(drafts) {
    const vacating = drafts.flatMap((draft) => draft.vacates === undefined ? [] : [{ draft, key: draft.vacates }]);
    const vacatersOf = new Map([...collections_groupBy(vacating, ({ key }) => key)].map(([key, found]) => [
        key,
        found.map(({ draft }) => draft),
    ]));
    for (const draft of drafts) {
        if (draft.takes !== undefined)
            draft.dependencies.push(...(vacatersOf.get(draft.takes) ?? []));
        draft.dependencies.sort(compareDrafts);
    }
    const ordered = dependenciesFirst([...drafts].sort(compareDrafts));
    const position = new Map(ordered.map((draft, index) => [draft, index]));
    return ordered.map((draft) => {
        const dependsOn = [
            ...new Set(draft.dependencies.flatMap((dependency) => position.get(dependency) ?? [])),
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
        for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
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
        names_compareCodePoints(a.operation.cyber_system.name, b.operation.cyber_system.name) ||
        names_compareCodePoints(a.operation.name, b.operation.name) ||
        names_compareCodePoints(assetIdOf(a.operation), assetIdOf(b.operation)));
}
function assetIdOf(operation) {
    return operation.action === "create" ? "" : operation.asset_id;
}

;// CONCATENATED MODULE: ./src/core/plan/plan.ts
// The planner: what to create, update (rename, move, retype) and delete so that the live assets of
// the managed systems equal the declaration, in an order under which the organization-wide,
// case-insensitive uniqueness of asset names holds after every single operation.
//
// `planInventory` reads as its phases: index the live assets (live-assets.ts), collect the
// declarations, find the renames that take effect, match declarations to live assets, draft the
// operations, break rename cycles (rename-cycles.ts), order the drafts (schedule.ts), mark the
// deletes and creates that may be renames made in the service (possible-renames.ts) and assemble the
// plan (assemble-plan.ts).











function planInventory(resolved, live, options = {}) {
    const declarations = collectDeclarations(resolved);
    // The live index keeps the declared key strings: one string per name, not one per side.
    const sameKey = (key) => declarations.byKey.get(key)?.key ?? key;
    const planner = new Planner(resolved, live, indexLiveAssets(live, sameKey));
    planner.diagnostics.push(...declarations.warnings);
    const renames = planner.effectiveRenames(declarations);
    const matches = planner.matchDeclarations(declarations, renames);
    const drafted = planner.draftOperations(declarations, matches);
    breakRenameCycles(drafted.drafts, (key) => planner.reserved(key, declarations));
    const operations = orderDrafts(drafted.drafts);
    markPossibleRenames(operations);
    const { unmanaged } = drafted;
    return assemblePlan({ resolved, live, operations, unmanaged, diagnostics: planner.diagnostics }, options);
}
/**
 * The declared assets. Two declarations of one name key never get here: validateInventory
 * reports them to the user, and the engine stops on its errors.
 */
function collectDeclarations(resolved) {
    const list = [];
    const byKey = new Map();
    for (const owner of resolved) {
        for (const asset of owner.document.assets) {
            const entry = { asset, key: names_nameKey(asset.name), owner, match: undefined };
            const earlier = byKey.get(entry.key);
            if (earlier) {
                throw new Error(`asset ${diagnostics_quote(asset.name)} is declared twice (also at ${formatLocation(earlier.asset.location)}); validateInventory rejects this before planning`);
            }
            byKey.set(entry.key, entry);
            list.push(entry);
        }
    }
    return { list, byKey, warnings: renameCycleWarnings(list, byKey) };
}
/** The shared state of one planning run; each public method is one phase of `planInventory`. */
class Planner {
    /** What the phases found, in the order they found it. */
    diagnostics = [];
    #live;
    #assets;
    #index;
    #managed;
    #systemRefs = new Map();
    constructor(resolved, live, assets) {
        this.#live = live;
        this.#assets = assets;
        this.#index = indexLive(live);
        this.#managed = new Map(resolved.map((entry) => [entry.system.id, entry]));
    }
    /**
     * renamed_from candidates, then the greatest set of them that can all take effect: a rename
     * takes effect when every live holder of its new name is itself renamed away.
     */
    effectiveRenames(declarations) {
        const candidates = [];
        const unmatched = new Set();
        for (const entry of declarations.list) {
            const from = entry.asset.renamedFrom;
            if (!from || names_nameKey(from.value) === entry.key)
                continue;
            // An asset parked under a temporary name of `from` is the one this rename was moving when
            // the apply stopped; a live holder of `from` itself may already be the next rename of the
            // cycle.
            const fromKey = names_nameKey(from.value);
            const parked = this.#assets.interrupted.get(fromKey);
            const source = pick(from.value, parked ?? holdersOf(this.#assets, fromKey));
            if (source === undefined)
                unmatched.add(entry);
            else if ("duplicates" in source)
                this.diagnostics.push(this.#duplicateError(from.value, source.duplicates, from.location));
            else
                candidates.push({ declared: entry, source });
        }
        const renamers = new Map();
        for (const candidate of candidates) {
            renamers.set(candidate.source.id, (renamers.get(candidate.source.id) ?? 0) + 1);
        }
        const candidatesByTarget = collections_groupBy(candidates, (candidate) => candidate.declared.key);
        const renamedAway = (asset) => (renamers.get(asset.id) ?? 0) > 0;
        const effective = new Set(candidates);
        const queue = [...candidates];
        // Bounded: a candidate is queued once at the start and again only when a live holder of its
        // new name stops being renamed away, which happens at most once per live asset.
        // for...of over an array also visits the items pushed onto it while it runs.
        for (const candidate of queue) {
            if (!effective.has(candidate))
                continue;
            if (holdersOf(this.#assets, candidate.declared.key).every(renamedAway))
                continue;
            effective.delete(candidate);
            const remaining = (renamers.get(candidate.source.id) ?? 1) - 1;
            renamers.set(candidate.source.id, remaining);
            if (remaining === 0) {
                queue.push(...(candidatesByTarget.get(names_nameKey(candidate.source.name)) ?? []));
            }
        }
        return { candidates, effective, unmatched, renamedAway };
    }
    /** Claims: effective renames first, then names; warns about renamed_from that has no effect. */
    matchDeclarations(declarations, renames) {
        const claims = new Claims(declarations.byKey);
        const stale = new Map();
        const renaming = new Set();
        for (const candidate of renames.candidates) {
            if (renames.effective.has(candidate)) {
                renaming.add(candidate.declared);
                this.#claim(claims, candidate.declared, candidate.source, false);
            }
            else
                stale.set(candidate.declared, candidate.source);
        }
        const creates = [];
        for (const entry of declarations.list) {
            if (renaming.size > 0 && renaming.has(entry))
                continue;
            const held = this.#held(entry, renames.renamedAway);
            const found = held ?? this.#parked(entry, claims);
            if (found !== undefined && "duplicates" in found) {
                this.diagnostics.push(this.#duplicateError(entry.asset.name, found.duplicates, entry.asset.location));
                continue;
            }
            if (found)
                this.#claim(claims, entry, found, held !== undefined);
            else
                creates.push(entry);
            if (entry.asset.renamedFrom) {
                this.#renameWarning(entry, found, stale.get(entry), renames.unmatched.has(entry));
            }
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
        const systemOf = (asset) => this.#currentSystem(asset);
        for (const { asset, key, owner, match } of declarations.list) {
            if (!match)
                continue;
            const draft = updateDraft(match, systemOf, asset, key, owner.system);
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
        return this.#assets.byKey.has(key) || declarations.byKey.has(key);
    }
    /**
     * The live asset a declaration's own name designates, leaving out the assets renamed away.
     * Asked of every declaration, so the usual case (one holder) builds nothing.
     */
    #held(entry, renamedAway) {
        const group = this.#assets.shared.size > 0 ? this.#assets.shared.get(entry.key) : undefined;
        if (group === undefined) {
            const holder = this.#assets.byKey.get(entry.key);
            return holder !== undefined && !renamedAway(holder) ? holder : undefined;
        }
        const holders = group.filter((holder) => !renamedAway(holder));
        return holders.length > 0 ? pick(entry.asset.name, holders) : undefined;
    }
    /** Else, one an interrupted apply parked away from that name and nothing has claimed. */
    #parked(entry, claims) {
        const parked = parkedFrom(this.#assets, entry.key);
        if (parked.length === 0)
            return undefined;
        return pick(entry.asset.name, parked.filter((asset) => claims.claimantOf(asset) === undefined));
    }
    /** `own`: the asset holds the declaration's own name key. */
    #claim(claims, entry, asset, own) {
        const earlier = claims.claimantOf(asset, own ? entry.key : undefined);
        if (earlier) {
            this.diagnostics.push({
                severity: "error",
                message: `live asset ${this.#describeAsset(asset)} is claimed by two declarations: ${diagnostics_quote(entry.asset.name)} here and ${diagnostics_quote(earlier.asset.name)} at ${formatLocation(earlier.asset.location)}; keep one of them`,
                location: entry.asset.location,
                related: [earlier.asset.location],
            });
            return;
        }
        claims.add(entry, asset, own);
    }
    /** Why a declaration's renamed_from has no effect, when it has none. */
    #renameWarning(entry, found, staleSource, unmatched) {
        const from = entry.asset.renamedFrom;
        if (!from)
            return;
        const oldName = diagnostics_quote(from.value);
        const newName = diagnostics_quote(entry.asset.name);
        if (staleSource && found) {
            this.diagnostics.push({
                severity: "warning",
                message: `renamed_from ${oldName} has no effect: both ${diagnostics_quote(staleSource.name)} (${staleSource.id}) and ${diagnostics_quote(found.name)} (${found.id}) exist, so ${newName} keeps its own record and ${oldName} is not renamed; remove renamed_from once the rename has been applied`,
                location: from.location,
            });
        }
        else if (unmatched) {
            this.diagnostics.push({
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
        // Live lists come grouped by system, so the owner is looked up once per run of one system.
        let systemId;
        let owner;
        const { keys } = this.#assets;
        const assets = this.#live.cyberAssets;
        for (let index = 0; index < assets.length; index += 1) {
            const asset = assets[index];
            if (asset.cyber_system_id !== systemId) {
                systemId = asset.cyber_system_id;
                owner = this.#managed.get(systemId);
            }
            if (!owner)
                continue;
            if (claims.claimantOf(asset, keys[index]) !== undefined)
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
                this.diagnostics.push({
                    severity: "error",
                    message: `live asset ${this.#describeAsset(asset)} holds the temporary name an interrupted apply gave it while renaming ${diagnostics_quote(origin)}, and no declaration names ${diagnostics_quote(origin)}; it is not deleted: declare it under the name it should have, with renamed_from: ${diagnostics_quote(asset.name)}`,
                    location: owner.document.assetsLocation,
                });
                continue;
            }
            drafted.drafts.push(deleteDraft(asset, owner.system, owner.document.assetsLocation));
        }
    }
    /** The system a live asset is in now, as plans show it. */
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
        return `${diagnostics_quote(asset.name)} (${asset.id}) in cyber system ${describeSystem(this.#currentSystem(asset))}`;
    }
    #duplicateError(name, duplicates, at) {
        return {
            severity: "error",
            message: `${diagnostics_quote(name)} designates ${duplicates.length} live assets whose names differ at most in case: ${duplicates.map((asset) => this.#describeAsset(asset)).join("; ")}; asset names must be unique regardless of case: remove the duplicates in the service, then plan again`,
            location: at,
        };
    }
}

;// CONCATENATED MODULE: ./src/core/plan/verify-apply.ts


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
    for (const holders of collections_groupBy(inScope, (asset) => names_nameKey(asset.name)).values()) {
        const [first, second] = holders;
        if (first === undefined || second === undefined)
            continue;
        for (const holder of holders)
            duplicated.add(holder.id);
        problems.push({
            kind: "duplicate",
            message: `the name ${JSON.stringify(first.name)} is held by ${holders.length} assets (${holders.map(describeAsset).join(", ")}); keep one and delete the others, then plan again`,
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
        else if (!expected.has(id)) {
            const before = beforeById.get(id);
            if (before !== undefined)
                expected.set(id, present(before));
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
    const operation = plan.operations[index];
    const described = operation === undefined ? "" : ` (${verify_apply_describeOperation(operation)})`;
    return {
        kind: "no-effect",
        operation: index,
        message: `operation ${index}${described} reported success, but after the apply ${now}; run plan again to see what is left`,
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
function verify_apply_describeOperation(operation) {
    const target = operation.action === "create" ? "" : ` (${operation.asset_id})`;
    return `${operation.action} ${JSON.stringify(operation.name)}${target}`;
}

;// CONCATENATED MODULE: ./src/io/apply-operation.ts


/** Runs the operations of one apply, which share what creates have claimed and the live reads. */
class OperationRunner {
    #client;
    /** Ids a lost create must not adopt: assets the plan already knows, and assets already adopted. */
    #claimed;
    #assets;
    /** Deletes whose asset another writer had deleted already: not claimed as this run's. */
    goneBefore = new Set();
    constructor(plan, client) {
        this.#client = client;
        this.#claimed = new Set(plan.unmanaged.map((asset) => asset.asset_id));
        this.#assets = new AssetReader(client);
        for (const operation of plan.operations) {
            if (operation.action !== "create")
                this.#claimed.add(operation.asset_id);
        }
    }
    /** Carries out one operation; never throws for its failure, which becomes a failed result. */
    async run(index, operation) {
        const counter = { attempts: 0 };
        try {
            switch (operation.action) {
                case "create": {
                    const outcome = await this.#create(operation, counter);
                    return { index, attempts: counter.attempts, ...outcome };
                }
                case "update": {
                    const assetId = await this.#update(operation, counter);
                    return {
                        index,
                        status: "succeeded",
                        asset_id: assetId,
                        attempts: counter.attempts,
                        ...this.#serviceFields(assetId),
                    };
                }
                case "delete": {
                    const outcome = await this.#client.deleteCyberAsset(operation.asset_id, counter);
                    // Succeeded for what depends on it (the name is free), but not this run's doing.
                    if (outcome === "gone-before")
                        this.goneBefore.add(index);
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
                return { status: "succeeded", asset_id: asset.id, ...this.#serviceFields(asset.id) };
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
                return {
                    status: "succeeded",
                    asset_id: landed.id,
                    adopted: true,
                    ...this.#serviceFields(landed.id),
                };
            }
            if (round >= this.#client.maxAttempts) {
                return {
                    status: "failed",
                    error: `${failure.message}; GET /cyber-assets shows it did not land; gave up after ${round} attempts`,
                };
            }
        }
    }
    /** The asset's extra fields as the client last read them, for the change record to echo. */
    #serviceFields(assetId) {
        const fields = this.#client.serviceFieldsOf(assetId);
        return fields === undefined ? {} : { service_fields: fields };
    }
    #message(error) {
        return this.#client.redact(errors_errorMessage(error));
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

;// CONCATENATED MODULE: ./src/io/apply.ts


/** Why a delete is not claimed: its asset was gone before this run's DELETE reached it. */
const GONE_BEFORE = "not done by this run: the first DELETE answered 404 and GET confirms the asset is gone, so another writer deleted it during this apply";
/** The error of an operation skipped because the apply was stopped before it. */
const NOT_STARTED = "not started: the apply was stopped before this operation; plan and apply again to make it";
/** The error of an operation the apply deadline left unstarted. */
const NOT_ATTEMPTED = "not attempted: the deadline of the apply (--deadline, Action input deadline) passed before it could start; run apply again to finish";
async function applyPlan(plan, client, options = {}) {
    const startedAt = new Date().toISOString();
    const concurrency = Math.max(1, Math.floor(options.concurrency ?? SHARED_NUMBER_SETTINGS.concurrency.default));
    const executor = new Executor(plan, client, concurrency, options);
    const results = await executor.run();
    const summary = { succeeded: 0, failed: 0, skipped: 0 };
    for (const result of results)
        summary[result.status]++;
    return {
        fingerprint: plan.fingerprint,
        started_at: startedAt,
        finished_at: new Date().toISOString(),
        results,
        summary,
        ...(executor.notStarted > 0 ? { interrupted: { not_started: executor.notStarted } } : {}),
    };
}
class Executor {
    #operations;
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
    #runner;
    #stop;
    /** Operations skipped because the stop came before they started. */
    notStarted = 0;
    constructor(plan, client, concurrency, options) {
        this.#operations = plan.operations;
        this.#concurrency = concurrency;
        this.#onOperation = options.onOperation;
        this.#stop = options.stop;
        this.#deadlineAt = options.deadlineAt ?? Number.POSITIVE_INFINITY;
        const count = plan.operations.length;
        this.#started = new Array(count).fill(false);
        this.#results = new Array(count).fill(undefined);
        this.#waitingOn = new Array(count).fill(0);
        this.#dependents = Array.from({ length: count }, () => []);
        this.#runner = new OperationRunner(plan, client);
    }
    /** The plan's operation `index`: results and the ready queue only ever hold the plan's indexes. */
    #operation(index) {
        const operation = this.#operations[index];
        if (operation === undefined)
            throw new RangeError(`the plan has no operation ${index}`);
        return operation;
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
                this.#dependents[dependency]?.push(index);
        }
        // Recorded once the graph is complete, so that their dependents are skipped.
        for (const result of malformed)
            this.#record(result);
        for (const [index] of this.#operations.entries()) {
            if (this.#results[index] === undefined && this.#waitingOn[index] === 0) {
                this.#ready.push(index);
            }
        }
        this.#stop?.addEventListener("abort", () => {
            this.#leaveUnstarted(NOT_STARTED);
            this.#checkFinished();
        }, { once: true });
        this.#pump();
        this.#checkFinished();
        return finishedAll.then(() => this.#results.map((result) => this.#runner.goneBefore.has(result.index)
            ? { ...result, status: "skipped", error: GONE_BEFORE }
            : result));
    }
    /** Starts ready operations up to the concurrency limit, none once the deadline has passed. */
    #pump() {
        if (this.#stop?.aborted) {
            this.#leaveUnstarted(NOT_STARTED);
            return;
        }
        if (Date.now() >= this.#deadlineAt) {
            this.#leaveUnstarted(NOT_ATTEMPTED);
            return;
        }
        for (let index = this.#ready[this.#readyHead]; this.#running < this.#concurrency && index !== undefined; index = this.#ready[this.#readyHead]) {
            this.#readyHead++;
            this.#started[index] = true;
            this.#running++;
            // Only onOperation can throw here; it ends the run rather than leaving it hanging.
            this.#runner
                .run(index, this.#operation(index))
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
     * Records every operation not started as skipped, not started (a stop) or not attempted (the
     * deadline). Last first: an operation's dependents
     * come after it, so each gets this result rather than "depends on an operation that failed".
     */
    #leaveUnstarted(error) {
        for (let index = this.#operations.length - 1; index >= 0; index--) {
            if (this.#started[index] || this.#results[index] !== undefined)
                continue;
            if (error === NOT_STARTED)
                this.notStarted++;
            this.#record({ index, status: "skipped", error, attempts: 0 });
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
            this.#onOperation?.(next, this.#operation(next.index));
            const dependents = this.#dependents[next.index] ?? [];
            if (next.status === "succeeded") {
                for (const dependent of dependents) {
                    this.#waitingOn[dependent] = (this.#waitingOn[dependent] ?? 0) - 1;
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
                    error: `skipped: depends on operation ${cause} (${describe(this.#operation(cause))}), which failed`,
                    attempts: 0,
                });
            }
        }
    }
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

;// CONCATENATED MODULE: ./src/core/sources/parse-sources.ts
// Reading `cip-sources.yaml`: the YAML read as strictly as inventory files, checked against the
// zod schema, every problem placed at file:line:column, then the rules across sources (one owner
// per cyber system, one directory per source).





function parseSourcesText(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const at = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { file, line: Math.max(line, 1), column: col };
    };
    const fail = (diagnostics) => ({ file, sources: [], diagnostics });
    const error = (offset, message) => ({
        severity: "error",
        message,
        location: at(offset),
    });
    const docs = parseYamlDocuments(text, lineCounter);
    // Exactly one document: a first and no second.
    const [doc, second] = docs;
    if (doc === undefined || second !== undefined) {
        return fail([
            error(second?.range[0] ?? 0, `${file} must hold exactly one YAML document (found ${docs.length}); start from "version: 1" and a "sources:" list`),
        ]);
    }
    const syntax = [...doc.errors, ...doc.warnings];
    if (syntax.length > 0) {
        return fail(syntax.map((problem) => error(problem.pos[0], `invalid YAML: ${problem.message}`)));
    }
    const checked = sourcesFileSchema.safeParse(doc.toJS({ maxAliasCount: 0 }));
    if (!checked.success) {
        return fail(checked.error.issues.map((issue) => {
            const { offset, key } = placeOf(doc, issue.path, "keys" in issue ? issue.keys : []);
            return error(offset, describeIssue(issue, key));
        }));
    }
    const sources = checked.data.sources.map((definition, index) => ({
        definition,
        location: at(placeOf(doc, ["sources", index], []).offset),
        systemLocations: definition.systems.map((_, system) => at(placeOf(doc, ["sources", index, "systems", system], []).offset)),
    }));
    return { file, sources, diagnostics: crossSourceProblems(sources) };
}
/** Where a problem is written: the node at `path`, its nearest written ancestor, or a bad key. */
function placeOf(doc, path, badKeys) {
    for (let depth = path.length; depth >= 0; depth -= 1) {
        const node = doc.getIn(path.slice(0, depth), true);
        if (node === undefined || node === null)
            continue;
        if (depth === path.length && (0,dist/* isMap */.jh)(node) && badKeys.length > 0) {
            const pair = node.items.find((item) => (0,dist/* isScalar */.jn)(item.key) && badKeys.includes(String(item.key.value)));
            if (pair && (0,dist/* isScalar */.jn)(pair.key)) {
                return { offset: pair.key.range?.[0] ?? 0, key: String(pair.key.value) };
            }
        }
        return { offset: node.range?.[0] ?? 0 };
    }
    return { offset: 0 };
}
function describeIssue(issue, badKey) {
    const where = issue.path.length > 0 ? `${pathText(issue.path)}: ` : "";
    switch (issue.code) {
        case "unrecognized_keys":
            return `${where}unknown key ${diagnostics_quote(badKey ?? "")}; remove it (see docs/sources.md for the keys of each kind)`;
        case "invalid_union":
            return `${where}must be csv, netbox or command`;
        case "invalid_type":
            if (issue.input === undefined) {
                return `missing key ${diagnostics_quote(String(issue.path.at(-1)))} at ${pathText(issue.path.slice(0, -1)) || "the top"}; add it (see docs/sources.md)`;
            }
            return `${where}${issue.message.replace(/^Invalid input: /, "")}; fix the value`;
        default:
            return `${where}${issue.message.replace(/^Invalid input: /, "")}; fix the value`;
    }
}
function pathText(path) {
    return path
        .map((part, index) => typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`)
        .join("");
}
/** Two sources with one name, a cyber system with two owners, one directory inside another's. */
function crossSourceProblems(sources) {
    const diagnostics = [];
    const names = new Map();
    const owners = new Map();
    const error = (location, message, related) => {
        diagnostics.push({ severity: "error", message, location, related: [related] });
    };
    for (const source of sources) {
        const { name } = source.definition;
        const first = names.get(name);
        if (first) {
            error(source.location, `two sources are named ${diagnostics_quote(name)} (first at ${formatLocation(first.location)}); rename one`, first.location);
        }
        else
            names.set(name, source);
        source.definition.systems.forEach((system, index) => {
            const location = source.systemLocations[index];
            const owner = owners.get(names_nameKey(system));
            if (owner === undefined) {
                owners.set(names_nameKey(system), { source, location });
                return;
            }
            error(location, `cyber system ${diagnostics_quote(system)} is already owned by source ${diagnostics_quote(owner.source.definition.name)} (${formatLocation(owner.location)}); a system has one source: remove it from one of them`, owner.location);
        });
    }
    for (const [index, source] of sources.entries()) {
        for (const other of sources.slice(0, index)) {
            if (!nested(source.definition.out, other.definition.out))
                continue;
            error(source.location, `out ${diagnostics_quote(source.definition.out)} of source ${diagnostics_quote(source.definition.name)} overlaps out ${diagnostics_quote(other.definition.out)} of source ${diagnostics_quote(other.definition.name)} (${formatLocation(other.location)}); give each source its own directory`, other.location);
        }
    }
    return diagnostics;
}
/** Whether one directory is the other or inside it. */
function nested(a, b) {
    const left = directoryOf(a);
    const right = directoryOf(b);
    return left.startsWith(right) || right.startsWith(left);
}
/** "inventory/cmdb" and "./inventory/cmdb/" as one prefix: "inventory/cmdb/". */
function directoryOf(out) {
    const parts = out.split("/").filter((part) => part !== "" && part !== ".");
    return parts.length === 0 ? "" : `${parts.join("/")}/`;
}

;// CONCATENATED MODULE: ./src/core/sources/ownership.ts



/**
 * Documents for a system a source owns that are not in the source's directory. `fileInRoot` gives
 * a document's file relative to the repository root, as `out` is written.
 */
function handWrittenDocuments(sources, documents, fileInRoot) {
    const owners = new Map();
    for (const source of sources) {
        source.definition.systems.forEach((system, index) => owners.set(names_nameKey(system), { source, index }));
    }
    return documents.flatMap((document) => {
        const owner = owners.get(names_nameKey(document.cyberSystem.value));
        if (owner === undefined)
            return [];
        const directory = directoryOf(owner.source.definition.out);
        if (fileInRoot(document.location.file).startsWith(directory))
            return [];
        const declared = owner.source.systemLocations[owner.index];
        return [
            {
                severity: "error",
                message: `cyber system ${diagnostics_quote(document.cyberSystem.value)} is owned by source ${diagnostics_quote(owner.source.definition.name)} (${formatLocation(declared)}), which generates its document into ${directory}: remove this hand-written document and change the source instead (or take the system out of the source's systems)`,
                location: document.cyberSystem.location,
                related: [declared],
            },
        ];
    });
}

;// CONCATENATED MODULE: ./src/io/sources-file.ts
// Reads the sources file (`cip-sources.yaml` at the repository root, or the one named by
// --sources): absent is no sources unless it was named; unreadable or invalid is an error at its
// place.





const MAX_SOURCES_FILE_BYTES = 1024 * 1024;
/** The parsed file; undefined when the default file does not exist. */
async function loadSourcesFile(location) {
    const path = location.file === undefined
        ? (0,external_node_path_.resolve)(location.root, DEFAULT_SOURCES_FILE)
        : (0,external_node_path_.resolve)(location.cwd, location.file);
    const shown = (0,external_node_path_.relative)(location.cwd, path).split("\\").join("/") || path;
    const unreadable = (problem) => unreadableFile(shown, location.file === undefined || location.named === undefined
        ? `the sources file ${problem}`
        : `the sources file named by ${location.named} ${problem}`);
    let bytes;
    try {
        bytes = await (0,external_node_fs_promises_.readFile)(path);
    }
    catch (error) {
        if (errorCode(error) === "ENOENT" && location.file === undefined)
            return undefined;
        return unreadable(`cannot be read (${errors_errorMessage(error)}); check the path`);
    }
    if (bytes.length > MAX_SOURCES_FILE_BYTES) {
        return unreadable("is over 1 MiB; a sources file only declares sources");
    }
    let text;
    try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    }
    catch {
        return unreadable("is not UTF-8 text; save it as UTF-8");
    }
    return parseSourcesText(text, shown);
}
function unreadableFile(file, message) {
    return {
        file,
        sources: [],
        diagnostics: [
            {
                severity: "error",
                message,
                location: { file, line: 1, column: 1 },
            },
        ],
    };
}

;// CONCATENATED MODULE: ./src/engine/source-ownership.ts
// validate's view of the sources file: its own problems, and hand-written documents for systems a
// source owns. Without a sources file there is nothing to check.




/**
 * `loaded` with the sources file's problems added, when `sources` is given: the Action's plan and
 * validate read cip-sources.yaml when present, as the CLI's validate does.
 */
async function withSourceOwnership(loaded, sources) {
    if (sources === undefined)
        return loaded;
    const problems = await sourceOwnershipProblems(sources, loaded.documents);
    if (problems.length === 0)
        return loaded;
    return { ...loaded, diagnostics: [...loaded.diagnostics, ...problems].sort(diagnostics_compareDiagnostics) };
}
async function sourceOwnershipProblems(location, documents) {
    const parsed = await loadSourcesFile(location);
    if (parsed === undefined)
        return [];
    if (hasErrors(parsed.diagnostics))
        return parsed.diagnostics;
    const root = (0,external_node_path_.resolve)(location.cwd, location.root);
    const fileInRoot = (file) => (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(location.cwd, file)).split("\\").join("/");
    return handWrittenDocuments(parsed.sources, documents, fileInRoot);
}

;// CONCATENATED MODULE: ./src/io/format-files.ts
// `cip-sync fmt` on disk. Formatting must never lose data, so every file is read, decoded and
// formatted in memory before any is written, and nothing is written while any file has an error:
// a file the loader could not read, decode (not UTF-8, or a byte-order mark of another encoding)
// or parse is left byte for byte as it is and reported with its place. Each rewrite replaces the
// file atomically (a temporary file beside it, then a rename), at the path a link leads to, with
// its mode and its UTF-8 byte-order mark kept: a reader, or an interrupted fmt, never sees half a
// file.






const UTF8_BOM = "\uFEFF";
/** A file's text without its UTF-8 byte-order mark, and the mark ("" when none) to write back. */
function splitBom(decoded) {
    const bom = decoded.startsWith(UTF8_BOM) ? UTF8_BOM : "";
    return { text: decoded.slice(bom.length), bom };
}
/** Brings the inventory files into the canonical layout; with `check`, only says which are not. */
async function formatInventoryFiles(source, options) {
    const loaded = await loadInventory(source);
    // Problems of what a file declares are validate's; those that keep a file from being read
    // whole, and YAML that cannot be parsed, keep fmt from writing anything.
    const diagnostics = [...loaded.readErrors];
    const failed = new Set(diagnostics.map((diagnostic) => diagnostic.location?.file));
    const rewrites = [];
    const changed = [];
    const crlf = [];
    for (const file of loaded.files) {
        if (failed.has(file))
            continue;
        const path = resolve(source.cwd, file);
        const read = await readUtf8(path, file);
        if ("diagnostic" in read) {
            diagnostics.push(read.diagnostic);
            continue;
        }
        const result = formatInventoryText(read.text);
        if (result.status === "unreadable") {
            const location = { file, line: result.line, column: result.column };
            const message = `${result.message}; fix the YAML, then run fmt again (the file was left as it is)`;
            diagnostics.push({ severity: "error", message, location });
        }
        else if (result.text !== read.text) {
            changed.push(file);
            if (read.text.includes("\r\n"))
                crlf.push(file);
            rewrites.push({ path, text: read.bom + result.text });
        }
    }
    const written = !options.check && diagnostics.length === 0;
    if (written)
        for (const rewrite of rewrites)
            await rewriteInPlace(rewrite.path, rewrite.text);
    return {
        files: loaded.files,
        changed,
        written,
        crlf,
        diagnostics: diagnostics.sort(compareDiagnostics),
    };
}
/**
 * The file's text, decoded strictly again: it may have changed since the loader read it, and a
 * lossy decoding written back would replace every byte it could not decode.
 */
async function readUtf8(path, file) {
    const bytes = await readFile(path);
    try {
        const decoded = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
        return splitBom(decoded);
    }
    catch {
        const location = { file, line: 1, column: 1 };
        const message = "this file is not valid UTF-8 text; save it as UTF-8 (fmt left it as it is)";
        return { diagnostic: { severity: "error", message, location } };
    }
}
/** Replaces the file a path (or the link at it) leads to, keeping its permissions. */
async function rewriteInPlace(path, text) {
    const target = await realpath(path);
    const { mode } = await stat(target);
    await replaceFile(target, text, { mode: mode & 0o7777 });
}

;// CONCATENATED MODULE: ./src/engine/engine.ts
// The one engine behind the CLI and the Action: load the declaration, read the live service,
// resolve, plan, check safety, apply. Entry points translate settings into these calls and
// outcomes into exit codes; nothing here prints.













/** Reads and checks the files only; makes no request. */
async function validateOffline(source, sources) {
    return withSourceOwnership(await inventory_files_loadInventory(source), sources);
}
/**
 * Checks the files and, with `connect`, resolves their references against the live service. The
 * references of every file without errors are resolved even when other files have errors, so one
 * run reports every problem; a file with errors is not resolved (its documents may be incomplete,
 * and a duplicate would be reported twice). The client is opened only when there is something to
 * resolve, and closed here. When connecting or reading fails, `onServiceError` gets the file
 * diagnostics first, so they are not lost behind the connection error that is rethrown.
 */
async function validateFromSource(source, connect, onServiceError) {
    const loaded = await loadInventory(source);
    if (connect === undefined)
        return { ...loaded, online: false };
    const filesWithErrors = new Set(loaded.diagnostics.flatMap((diagnostic) => diagnostic.severity === "error" && diagnostic.location ? [diagnostic.location.file] : []));
    const resolvable = loaded.documents.filter((document) => !filesWithErrors.has(document.location.file));
    if (resolvable.length === 0)
        return { ...loaded, online: true };
    const live = await readLive(connect).catch((error) => {
        onServiceError?.(loaded.diagnostics);
        throw error;
    });
    const diagnostics = [
        ...loaded.diagnostics,
        ...resolveInventory(resolvable, live).diagnostics,
    ].sort(compareDiagnostics);
    return { ...loaded, diagnostics, online: true };
}
async function readLive(connect) {
    const client = connect();
    try {
        return await fetchLiveInventory(client);
    }
    finally {
        await client.close();
    }
}
/** `cip-sync fmt`: the files' I/O is in io/format-files.ts. */

/** The live inventory as inventory files, with the JSON Schema they reference first. */
async function exportFromService(client) {
    const files = exportInventory(await fetchLiveInventory(client));
    return [exportedSchemaFile(), ...files];
}
async function planFromSource(settings, client) {
    // The four lists are asked for first and read while the files are: their answers are used only
    // once every file is read and valid, so a file that cannot be read can never be mistaken for an
    // empty declaration, and invalid files report their own diagnostics, not a failed read.
    const reading = api_client_fetchLiveInventory(client);
    reading.catch(() => undefined);
    const loaded = await withSourceOwnership(await inventory_files_loadInventory(settings.source), settings.sources);
    if (hasErrors(loaded.diagnostics))
        return { status: "invalid", diagnostics: loaded.diagnostics };
    const live = await reading;
    const resolution = resolve_resolveInventory(loaded.documents, live);
    const diagnostics = [
        ...loaded.diagnostics,
        ...resolution.diagnostics,
        ...lookalikeWarnings(loaded.documents, live.cyberAssets),
    ];
    if (hasErrors(diagnostics))
        return { status: "invalid", diagnostics };
    const planned = planInventory(resolution.resolved, live, { limits: settings.limits });
    const all = [...diagnostics, ...planned.diagnostics];
    if (hasErrors(all))
        return { status: "invalid", diagnostics: all };
    // The warnings of loading and resolution are part of the plan too, before the planner's own.
    const warnings = [
        ...diagnostics.filter((diagnostic) => diagnostic.severity === "warning"),
        ...planned.plan.warnings,
    ];
    const plan = { ...planned.plan, warnings, inputs: inputsOf(settings.source) };
    return { status: "planned", plan, live, diagnostics: all };
}
/** The source as a saved plan records it: patterns relative to the root, the root to cwd. */
function inputsOf(source) {
    const cwd = (0,external_node_path_.resolve)(source.cwd);
    const root = (0,external_node_path_.resolve)(cwd, source.root);
    const patterns = source.patterns.length > 0 ? source.patterns : [DEFAULT_INVENTORY_PATTERN];
    return {
        patterns: patterns.map((pattern) => {
            const shown = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(cwd, pattern)).split(external_node_path_.sep).join("/") || ".";
            // A directory pattern keeps its slash, as written.
            return pattern.endsWith("/") && !shown.endsWith("/") ? `${shown}/` : shown;
        }),
        root: (0,external_node_path_.relative)(cwd, root).split(external_node_path_.sep).join("/") || ".",
    };
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
    const unsafe = unsafeMessage(plan.safety, settings.allowed);
    if (unsafe !== undefined)
        return { status: "unsafe", plan, message: unsafe, diagnostics };
    await settings.beforeApply?.(plan);
    settings.onStart?.(plan);
    const result = await applyVerified(plan, outcome.live, client, {
        concurrency: settings.concurrency,
        onOperation: settings.onOperation,
        ...(settings.stop !== undefined ? { stop: settings.stop } : {}),
        ...(deadlineAt === undefined ? {} : { deadlineAt }),
    });
    return { status: "applied", plan, result, live: outcome.live, diagnostics };
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
        const reason = client.redact(errors_errorMessage(error));
        const message = `the apply could not be verified: reading the live assets again failed (${reason}); run plan to see what the service holds`;
        problems = [{ kind: "not-verified", message }];
    }
    return withVerification(result, problems);
}

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.1.0"};
;// CONCATENATED MODULE: ./src/render/markdown-layout.ts
// Markdown under a hard cap: sections of rows, laid out in one or more ways, and the first layout
// that fits, cut after whole table rows and list items with a note counting what is not shown.
//
// Length counts UTF-16 code units (String.length). GitHub's comment limit counts characters (code
// points); a code point is one or two code units, so a body within the cap in code units is within
// the limit whatever it holds. Under a cap of a few hundred characters, only the first sections may
// fit.

/** The default cap, in UTF-16 code units; a code host sets its own (COMMENT_MAX_LENGTH in comment-body.ts). */
const DEFAULT_MAX_LENGTH = 65_536;
/** Tables with more rows than this are collapsed inside <details>. */
const COLLAPSE_ABOVE_ROWS = 20;
/** One table row; cells must already be escaped. */
function tableRow(cells) {
    return `| ${cells.join(" | ")} |\n`;
}
function row(noun, content) {
    return { markdown: typeof content === "string" ? content : tableRow(content), noun };
}
function markdown_layout_text(markdown) {
    return { head: markdown, rows: [], tail: "" };
}
/** A table under a heading; above COLLAPSE_ABOVE_ROWS rows, collapsed in <details>. */
function table(heading, summary, columns, rows) {
    const header = `${tableRow(columns)}|${columns.map(() => "---").join("|")}|\n`;
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
function fitLayouts(layouts, options) {
    const max = options.maxLength ?? DEFAULT_MAX_LENGTH;
    const { truncatedNote } = options;
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
        // The rows that fit, in order, stopping at the first that does not.
        for (const row of section.rows) {
            if (used + row.markdown.length > room)
                break;
            used += row.markdown.length;
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
/**
 * `markdown` collapsed under `summary`, in at most `maxLength` characters: cut after its last whole
 * line that fits, then `cutNote`; just `cutNote` when not even the first line fits; "" when nothing
 * fits at all.
 */
function collapsedBlock(summary, markdown, maxLength, cutNote) {
    const open = `\n<details><summary>${summary}</summary>\n\n`;
    const close = "\n</details>\n";
    const whole = `${open}${markdown.replace(/\s+$/, "")}\n${close}`;
    if (whole.length <= maxLength)
        return whole;
    const note = `\n_${cutNote}_\n`;
    const room = maxLength - open.length - note.length - close.length;
    if (room < 0)
        return note.length <= maxLength ? note : "";
    const cut = markdown.slice(0, room + 1);
    const end = cut.lastIndexOf("\n");
    return end <= 0
        ? note.length <= maxLength
            ? note
            : ""
        : `${open}${cut.slice(0, end + 1)}${note}${close}`;
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
        inputs: plan.inputs && { patterns: [...plan.inputs.patterns], root: plan.inputs.root },
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
                possible_rename: orderedRename(operation.possible_rename),
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
                possible_rename: orderedRename(operation.possible_rename),
            };
    }
}
function orderedRename(rename) {
    return rename && { declared: rename.declared, live: rename.live };
}
/**
 * How each field of an update's `changes` is written, in the plan schema's key order. Typed over
 * every key of the plan model's `changes`: a new field fails to compile here until it is written.
 */
const CHANGE_JSON = {
    name: (change) => ({ from: change.from, to: change.to }),
    cyber_system: (change) => ({ from: orderedSystem(change.from), to: orderedSystem(change.to) }),
    asset_type: (change) => ({ from: change.from, to: change.to }),
};
function orderedChanges(changes) {
    const ordered = {};
    const write = (field) => {
        const change = changes[field];
        if (change !== undefined)
            ordered[field] = CHANGE_JSON[field](change);
    };
    for (const field of Object.keys(CHANGE_JSON))
        write(field);
    return ordered;
}
function orderedSystem(system) {
    const { parent } = system;
    return {
        id: system.id,
        impact: system.impact,
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

;// CONCATENATED MODULE: ./src/io/tsa-client.ts
// The RFC 3161 timestamp authority the evidence ledger asks for tokens: one POST of a
// TimeStampReq (SHA-256 imprint of the record's exact bytes, certReq, a random nonce) per record,
// through the same proxy and certificate settings as every other call (dispatcher.ts). The answer
// is checked before it is kept: granted, a token for these bytes, echoing our nonce.







/** A TSA response is a few kilobytes; anything this large is not one. */
const MAX_RESPONSE_BYTES = 1 << 20;
function openTsaClient(endpoint, extraCa) {
    const dispatcher = openDispatcher(endpoint.url, endpoint.proxy, { connections: 2 }, extraCa);
    return {
        stamp: (bytes, timeoutMs) => stampWith(dispatcher, endpoint, bytes, timeoutMs),
        close: () => dispatcher.close(),
    };
}
async function stampWith(dispatcher, endpoint, bytes, timeoutMs) {
    const name = tsaName(endpoint);
    const nonce = (0,external_node_crypto_.randomBytes)(8);
    // DER wants a positive INTEGER in its shortest form: no sign bit, and no leading zero byte
    // (a TSA refuses that as a malformed request).
    nonce[0] = (nonce[0] & 0x7f) | 0x01;
    let body;
    try {
        body = await post(dispatcher, endpoint.url, timestampRequest(bytes, nonce), timeoutMs);
    }
    catch (error) {
        throw new TsaError(`the TSA ${name} did not answer: ${errors_errorMessage(error)}`, { cause: error });
    }
    try {
        const { signed, info } = parseTimestampResponse(body);
        const sha256 = sha256_sha256Hex(bytes);
        if (tokenFacts(signed, info).imprintSha256 !== sha256) {
            throw new Error("its token is for other bytes than the record sent");
        }
        if (info.nonce === undefined || hexOf(info.nonce.valueBlock.valueHexView) !== hexOf(nonce)) {
            throw new Error("its token does not echo the request's nonce (a replayed or misrouted answer)");
        }
        if (!signed.certificates?.length) {
            throw new Error("its token holds no certificate, though the request asked for it");
        }
    }
    catch (error) {
        throw new TsaError(`the TSA ${name} gave no usable token: ${errors_errorMessage(error)}`);
    }
    return body;
}
async function post(dispatcher, url, query, timeoutMs) {
    const response = await (0,undici.request)(url, {
        method: "POST",
        dispatcher,
        headers: { "content-type": "application/timestamp-query" },
        body: query,
        signal: AbortSignal.timeout(timeoutMs),
    });
    const chunks = [];
    let size = 0;
    for await (const chunk of response.body) {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) {
            response.body.destroy();
            throw new Error(`the response is over ${MAX_RESPONSE_BYTES} bytes, not a timestamp reply`);
        }
        chunks.push(chunk);
    }
    if (response.statusCode !== 200) {
        throw new Error(`HTTP ${response.statusCode}`);
    }
    return new Uint8Array(Buffer.concat(chunks));
}

;// CONCATENATED MODULE: ./src/action/evidence-head.ts



/** Appends `draft` to the ledger on `target.branch`, timestamped when a TSA is set, and publishes the new head. */
async function appendAndPublish(scope, target, draft) {
    const { branch } = target;
    const endpoint = scope.settings.evidenceTsa;
    if (endpoint === undefined) {
        const appended = await scope.host.evidence.append(branch, draft);
        const head = await publishHead(scope, appended, undefined);
        return { appended, head, failure: undefined };
    }
    const name = tsaName(endpoint);
    const client = openTsaClient(endpoint);
    try {
        const stamped = await scope.host.evidence.appendTimestamped(branch, draft, { client, name });
        const head = await publishHead(scope, stamped.appended, stamped.tokenTime);
        if (stamped.caughtUp.length > 0) {
            scope.reporter.info(`Timestamped ${stamped.caughtUp.length} record(s) in a follow-up commit: ${stamped.caughtUp.join(", ")}.`);
        }
        if (stamped.failure === undefined)
            return { appended: stamped.appended, head, failure: undefined };
        const message = `The evidence record was written, but the TSA ${name} (${endpoint.source}) gave no timestamp token: ${stamped.failure}. Check that the TSA is reachable from the runner; the next run asks again.`;
        scope.reporter.error(message, { title: "Evidence not timestamped" });
        return {
            appended: stamped.appended,
            head,
            failure: new ActionFailure("evidence-timestamp", message),
        };
    }
    finally {
        await client.close();
    }
}
async function publishHead(scope, appended, tokenTime) {
    const { record, sha256 } = appended;
    scope.reporter.setOutput("evidence-head-sequence", String(record.sequence));
    scope.reporter.setOutput("evidence-head-sha256", sha256);
    const time = tokenTime === undefined ? "not timestamped" : `TSA time ${tokenTime}`;
    await scope.reporter.summary(`### Evidence chain head\n\nWorkspace \`${record.workspace}\`, sequence ${record.sequence}, SHA-256 \`${sha256}\` (${time}). Keep it outside the branch; \`cip-sync evidence verify --expect-head ${record.sequence}:${sha256}\` fails if the chain no longer holds it.\n`);
    return { workspace: record.workspace, sequence: record.sequence, sha256, tsaTime: tokenTime };
}

;// CONCATENATED MODULE: ./src/core/evidence/service-context.ts
function serviceContext(serviceUrl, live) {
    const service = serviceOrigin(serviceUrl);
    const organization = live === undefined ? undefined : organizationOf(live);
    return {
        ...(service === undefined ? {} : { service }),
        ...(organization === undefined ? {} : { organization }),
    };
}
/** Scheme, host and port of the service URL: never a path, user name or query. */
function serviceOrigin(url) {
    const parsed = url === undefined ? null : URL.parse(url.trim());
    if (parsed === null || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) {
        return undefined;
    }
    return parsed.origin;
}
/**
 * The organization_slug the service's records carry: an API key reaches exactly one organization
 * (spec section 5), so every record names the same; none when the service listed no record, or
 * (against the spec) several.
 */
function organizationOf(live) {
    const slugs = new Set([...live.facilities, ...live.controlCenters, ...live.cyberSystems, ...live.cyberAssets].map((record) => record.organization_slug));
    return slugs.size === 1 ? [...slugs][0] : undefined;
}

;// CONCATENATED MODULE: ./src/action/evidence.ts
// The Action's evidence: a `change` record for every apply attempt on the default branch (refused
// ones included) and a `monitoring` record for every drift check, appended to the ledger branch.
// The record is written under RUNNER_TEMP first (output evidence-record, for the artifact); when
// the ledger cannot be written, the job summary shows the record and the run fails with
// failure-reason=evidence, after the apply: nothing applied is undone or repeated.







/** The job summary shows at most this much of a record the ledger did not take. */
const SUMMARY_RECORD_LIMIT = 200_000;
function evidence_envelope(scope) {
    const { owner, repo, runId, runAttempt, runUrl, actor } = scope.context;
    return {
        format_version: 1,
        workspace: scope.settings.workspace,
        tool_version: package_namespaceObject.rE,
        run: {
            repository: `${owner}/${repo}`,
            run_id: runId,
            run_attempt: runAttempt,
            run_url: runUrl,
            actor,
        },
    };
}
/** A pull request and its approvals as the evidence record lists them. */
function pullRequestRecord(facts) {
    const { change } = facts;
    return {
        number: change.number,
        url: change.url,
        title: change.title,
        author: change.author,
        approved_by: facts.approvedBy,
        not_independent: facts.notIndependent,
        not_counted: facts.notCounted,
        approved_earlier_commit: facts.approvedEarlierCommit,
        merged_by: facts.mergedBy ?? null,
    };
}
/**
 * The change record of an apply attempt of `facts.sha`, pushed over `before`: the pull request
 * merged, or each of several merged together (a merge-queue batch), with its approvals, so that
 * an auditor finds them in the record itself; none for a commit pushed directly.
 */
function changeDraft(scope, push, note) {
    const { facts, before, policy } = push;
    const pullRequests = facts.changes.map(pullRequestRecord);
    // One pull request is `pull_request`; several are `pull_requests` (the inverse of pullRequestsOf).
    const [only, ...others] = pullRequests;
    return {
        ...evidence_envelope(scope),
        kind: "change",
        change: {
            outcome: note.outcome,
            reason: note.reason ?? null,
            base_sha: before ?? null,
            merge_sha: facts.sha,
            plan_fingerprint: note.plan?.fingerprint ?? null,
            reviewed_fingerprint: facts.reviewed.kind === "fingerprint" ? facts.reviewed.value : null,
            pull_request: others.length === 0 ? (only ?? null) : null,
            ...(others.length === 0 ? {} : { pull_requests: pullRequests }),
            change_record: note.changeRecord ?? null,
            ...(policy === undefined ? {} : { policy }),
        },
    };
}
/** A drift check's record, naming the service and the organization of `live`, what it read. */
function monitoringDraft(scope, findings, live) {
    return {
        ...evidence_envelope(scope),
        kind: "monitoring",
        monitoring: {
            ...findings,
            commit: scope.context.sha,
            ...serviceContext(scope.settings.apiUrl, live),
        },
    };
}
/**
 * Writes the record under RUNNER_TEMP and appends it to the ledger. Never throws for the ledger:
 * returns the failure for the route to raise once its own outcome is reported.
 */
async function recordEvidence(scope, unredacted) {
    const { reporter, settings } = scope;
    // The ledger is written through the GitHub API, not through the reporter: redact it here.
    const draft = reporter.redactValue(unredacted);
    const path = scope.outputPath("evidence-record.json");
    await reporter.writeFile(path, renderJson(draft));
    reporter.setOutput("evidence-record", path);
    const branch = settings.evidenceBranch;
    if (branch === "") {
        reporter.info(`No evidence ledger (input evidence-branch is none or empty): the ${draft.kind} record is ${path} only.`);
        return { head: undefined, failure: undefined };
    }
    const target = { owner: scope.context.owner, repo: scope.context.repo, branch };
    try {
        const { appended, head, failure } = await appendAndPublish(scope, target, draft);
        await reporter.writeFile(path, appended.text);
        reporter.info(`Recorded the ${draft.kind} evidence as ${appended.path} on branch ${branch} (sequence ${appended.record.sequence}, commit ${appended.commit}).`);
        return { head, failure };
    }
    catch (error) {
        const message = `The ${draft.kind} record was not added to the evidence ledger: ${errors_errorMessage(error)}. The record is in the job summary and in ${path} (output evidence-record); re-run the job once fixed to add it.`;
        reporter.error(message, { title: "Evidence not recorded" });
        await reporter.summary((cap) => {
            const room = Math.min(cap, SUMMARY_RECORD_LIMIT);
            return `### Evidence not recorded\n\n${message}\n${collapsedBlock("The evidence record", `\`\`\`json\n${renderJson(draft).replace(/```/g, "'''")}\`\`\``, room, "The record continues in the evidence-record file.")}`;
        });
        return { head: undefined, failure: new ActionFailure("evidence", message) };
    }
}

;// CONCATENATED MODULE: ./src/action/messages.ts


/** "#21 (0 of 1 approval on its last commit 2121212)": a pull request short of min-approvals. */
function approvalShortfallLine(change, approvals, minimum) {
    return `#${change.number} (${approvals} of ${wording_countOf(minimum, "approval")} on its last commit ${shortSha(change.headSha)})`;
}
/** A pull request, or a direct push, short of min-approvals. */
function shortfallLine(shortfall, minimum) {
    return shortfall.kind === "direct"
        ? `commit ${shortSha(shortfall.sha)} was pushed directly (0 of ${wording_countOf(minimum, "approval")})`
        : approvalShortfallLine(shortfall.change, shortfall.approvals, minimum);
}
const SUMMARY_TRUNCATED_NOTE = "The rest does not fit in the job summary: the complete plan is the JSON file named by the plan-file output, which the example workflows upload as this run's artifact `cip-sync-plan-…`.";
function planStatus(plan, head) {
    return plan.operations.length === 0
        ? `**No changes** for \`${shortSha(head)}\`: the live inventory already matches the files.`
        : `**Plan for \`${shortSha(head)}\`.** Merging this pull request applies exactly these operations; if the live inventory or the files change before the merge, the apply changes nothing and asks for a new review.`;
}
function driftStatus(plan) {
    const count = plan.operations.length;
    return count === 0
        ? "**No drift:** the live inventory matches the files."
        : `**Drift:** the live inventory differs from the files; applying them would take ${wording_countOf(count, "operation")}.`;
}
function driftFailure(plan) {
    return `the live inventory differs from the files (${wording_countOf(plan.operations.length, "operation")}; see the job summary) and fail-on-drift is true`;
}
function invalidMessage(errors) {
    return `The inventory is invalid: ${wording_countOf(errors, "error")}, annotated on the files. Nothing was planned or changed; fix them and push again.`;
}
const FORK_WITHOUT_KEY = "this pull request comes from a fork, and GitHub does not give secrets (api-key) to workflows run for forks";
function noPlanMessage(why) {
    return `No plan could be computed: ${why}. The files were validated offline only. To review a plan, open the same commits as a pull request from a branch of this repository; merged without a reviewed plan, the change is applied only by a run with require-reviewed-plan: false.`;
}
function validSummary(files, systems, assets) {
    return `**Valid:** ${files} file(s), ${systems} cyber system(s), ${assets} asset(s). References to the live service were not checked (mode validate).`;
}
function unreviewedMessage(why) {
    return `Nothing was applied: ${why}, and require-reviewed-plan is true. Review the plan below in a pull request, or re-run with require-reviewed-plan: false to apply it without review.`;
}
function nothingToReviewSummary(sha, why) {
    return `## Inventory apply: nothing to apply\n\nThe live inventory already matches the files at \`${shortSha(sha)}\`, so nothing needed a review (${why}).`;
}
function planChangedMessage(reviewed, now) {
    return `Nothing was applied: the plan computed at the merge differs from the reviewed one, because the live inventory or the files changed after the review. Reviewed plan: ${reviewed}; plan now: ${now}. Review the plan now in a new pull request (or re-run with require-reviewed-plan: false to apply it without review).`;
}
const UNSAFE_STATUS = "**Not applied: the plan breaks the safety limits.** Nothing was changed; the job summary says which limit and how to override it (input allow-mass-delete, or allow-replace for an asset possibly renamed in the service).";
/** The log lines that say what the review facts of one merged commit are, before anything is applied. */
function describeMerge(facts) {
    const { sha, author, reviewed, changes } = facts;
    const [merged] = changes;
    if (merged === undefined)
        return [`Commit ${sha} was not merged from a pull request.`];
    const { change, note, approvedBy, notIndependent, notCounted, approvedEarlierCommit } = merged;
    const fingerprint = reviewed.kind === "fingerprint" ? reviewed.value : "none";
    const lines = [
        `Commit ${sha} merged pull request #${change.number}; reviewed plan: ${fingerprint} (comment by ${author}); approved by: ${approvedBy.join(", ") || "nobody"} (on its last commit ${change.headSha}).`,
    ];
    if (notIndependent.length > 0) {
        lines.push(`Not independent, approved by someone who authored or committed a commit of the pull request: ${notIndependent.join(", ")}.`);
    }
    if (notCounted.length > 0) {
        const each = notCounted.map(({ login, why }) => `${login} (${why})`);
        lines.push(`Not counted as approvals: ${each.join(", ")}.`);
    }
    if (approvedEarlierCommit.length > 0) {
        lines.push(`Not counted as approvals, given on an earlier commit than ${change.headSha}: ${approvedEarlierCommit.join(", ")}.`);
    }
    if (note !== undefined && note.header.head !== change.headSha) {
        // Not a reason to refuse: the fingerprint alone says whether the operations are the reviewed ones.
        lines.push(`The plan comment was computed for commit ${note.header.head}, not for the pull request's last commit ${change.headSha}.`);
    }
    return lines;
}
/** One log line per pull request of a group: its reviewed plan (or why none) and its approvals. */
function describeGroup(changes) {
    return changes.map(({ change, review, approvedBy }) => {
        const plan = review.kind === "unreviewed"
            ? `no reviewed plan: ${review.why}`
            : `reviewed plan of ${review.operations.length} operation(s)`;
        return `#${change.number} (last commit ${change.headSha}): ${plan}; approved by: ${approvedBy.join(", ") || "nobody"}.`;
    });
}
const RETRY_AFTER_MERGE = "Fix the cause, then apply what is missing: review it in a new pull request, or re-run this job with require-reviewed-plan: false.";
/**
 * The one sentence of an applied verdict, used by the comment and the job summary (Markdown: the
 * verdict with its counts, the merge commit, and what to do when not everything was applied).
 */
function appliedSentence(status, plan, result, sha) {
    const at = `At merge commit \`${shortSha(sha)}\`.`;
    const counts = applyVerdict(plan, result).sentence;
    return {
        applied: `**${counts}** ${at}`,
        "no-changes": `**Nothing to apply:** the live inventory already matched. ${at}`,
        "partly-applied": `**${counts}** ${at} ${RETRY_AFTER_MERGE}`,
        failed: `**${counts}** Nothing was changed. ${at} ${RETRY_AFTER_MERGE}`,
        interrupted: `**${counts}** ${at} ${RETRY_AFTER_MERGE}`,
    }[status];
}
function applyFailure(status, result) {
    const { succeeded, failed, skipped } = result.summary;
    const problems = result.verification?.problems.length ?? 0;
    const verification = problems === 0
        ? ""
        : `, and the verification after apply found ${wording_countOf(problems, "problem")}`;
    return `apply ${status}: ${succeeded} succeeded, ${failed} failed, ${skipped} skipped${verification}; the job summary and the change record list each failed operation and problem with its reason`;
}
/** Why nothing was applied: pull requests without the approvals min-approvals asks for. */
function notApprovedMessage(shortfalls, minimum) {
    return `Nothing was applied: min-approvals is ${minimum}, and ${shortfalls.join(", ")} ${shortfalls.length === 1 ? "has" : "have"} fewer approvals given on the merged commit. Approve the pull request's last commit and re-run this job, or lower min-approvals.`;
}
/** Why nothing was applied: the owner policy, read at the base commit, is not satisfied. */
function policyRefusedMessage(reasons) {
    return `Nothing was applied: the owner policy (read at the base commit) is not satisfied: ${reasons.join("; ")}. Have the owners it names approve the pull request's last commit (or override the freeze as the policy allows) and re-run this job.`;
}
/** Why nothing was applied: a push that merged several pull requests, whose plan is not their union. */
function groupPlanChangedMessage(difference, unreviewed) {
    const why = unreviewed.length === 0 ? "" : ` (${unreviewed.join("; ")})`;
    return `Nothing was applied: the plan computed at the merge is not the union of the plans reviewed in the pull requests it merged: ${difference}${why}. Review the plan now in a new pull request (or re-run with require-reviewed-plan: false to apply it without review).`;
}
/** The queue's check failed: the group's plan is not the union of its reviewed plans. */
function queueCheckFailedMessage(difference, unreviewed) {
    const why = unreviewed.length === 0 ? "" : ` (${unreviewed.join("; ")})`;
    return `The merge-queue group's plan is not the union of the plans reviewed in its pull requests: ${difference}${why}. Nothing was applied; the group leaves the queue. Push to the pull requests or re-run their plans, then queue them again.`;
}

;// CONCATENATED MODULE: ./src/action/drift-route.ts
// The drift route (a schedule, a dispatch, a push elsewhere): plans the files against the live
// service, records the monitoring evidence (CIP-010 R2), in sync or not, and keeps the workspace's
// drift issue open while the live inventory differs.







async function checkDrift(scope) {
    await scope.withService(async (client) => {
        const outcome = await planFromSource(scope.planSettings(), client);
        scope.annotate(outcome.diagnostics);
        if (outcome.status === "invalid")
            return scope.failInvalid(outcome.diagnostics, undefined);
        const { plan } = outcome;
        await scope.reportPlan(plan);
        await scope.reporter.summary((cap) => `## Inventory drift check: workspace \`${scope.settings.workspace}\`\n\n${driftStatus(plan)}\n\n${scope.summaryPlan(plan, cap)}`);
        // The monitoring evidence (CIP-010 R2), in sync or not, then the drift issue.
        const findings = driftFindings(plan, outcome.live);
        scope.reporter.info(driftHeadline(findings));
        const evidence = await recordEvidence(scope, monitoringDraft(scope, findings, outcome.live));
        await updateDriftIssue(scope, findings, evidence.head);
        if (plan.operations.length > 0 && scope.settings.failOnDrift)
            throw new ActionFailure("drift", driftFailure(plan));
        if (evidence.failure !== undefined)
            throw evidence.failure;
    });
}
/** What the log says was done to the drift issue. */
const DRIFT_ISSUE_DONE = {
    opened: "Opened",
    updated: "Updated",
    closed: "Closed",
};
/**
 * Opens, updates or closes the workspace's drift issue (input drift-issue). A token that may not
 * write issues is a warning naming the permission: the monitoring record documents the drift.
 * `evidenceHead` is the ledger's head after this check's record, when it was appended.
 */
async function updateDriftIssue(scope, findings, evidenceHead) {
    const { reporter, settings, context, host } = scope;
    if (!settings.driftIssue)
        return;
    const branch = settings.evidenceBranch;
    try {
        const result = await host.driftIssues.report(settings.workspace, findings, {
            at: new Date(),
            runUrl: context.runUrl,
            evidenceHead,
            ...(branch === ""
                ? {}
                : {
                    resolvedBy: (firstSeen) => host.evidence
                        .lastApplySince(branch, settings.workspace, firstSeen)
                        .catch(() => undefined),
                }),
        });
        if (result.action === "none")
            return;
        reporter.setOutput("drift-issue-url", result.issue.url);
        reporter.info(`${DRIFT_ISSUE_DONE[result.action]} the drift issue: ${result.issue.url}`);
    }
    catch (error) {
        const status = host.statusOf(error);
        const detail = errors_errorMessage(error);
        reporter.warning(status === 403 || status === 404
            ? `Could not write the drift issue (HTTP ${status}: ${detail}): give the job's token the \`issues: write\` permission, or set the input drift-issue to false.`
            : `Could not write the drift issue: ${detail}`, { title: "Drift issue" });
    }
}

;// CONCATENATED MODULE: ./src/core/plan/operation-digest.ts
// Plans as sets of operations: one digest per operation, so that the plan applied after a merge can
// be compared with the plans reviewed in several pull requests at once (a merge-queue batch, or a
// push that merges more than one). A plan's fingerprint covers its operations in order with their
// dependency indexes, so two reviewed plans can never add up to it; digests can, as sets.


/**
 * What an operation does, as a fixed-order array (canonical JSON without sorting keys): the kind,
 * the asset (its id, or for a create its name), the systems by id and the fields changed. Left
 * out: where it was declared (`source`), its position and `depends_on` (indexes that depend on the
 * other operations of the same plan), and names of systems and parents (display only).
 */
function operation_digest_effectOf(operation) {
    switch (operation.action) {
        case "create":
            return ["create", operation.cyber_system.id, operation.name, operation.asset_type];
        case "delete":
            return [
                "delete",
                operation.asset_id,
                operation.cyber_system.id,
                operation.name,
                operation.asset_type,
            ];
        case "update": {
            const { name, cyber_system: system, asset_type: type } = operation.changes;
            return [
                "update",
                operation.asset_id,
                operation.temporary,
                name === undefined ? null : [name.from, name.to],
                system === undefined ? null : [system.from.id, system.to.id],
                type === undefined ? null : [type.from, type.to],
            ];
        }
    }
}
/**
 * The operation's digest: the first 128 bits of sha256 over its canonical effect, base64url (22
 * characters). 128 bits keep a forged collision with any reviewed operation out of reach while a
 * comment can carry a thousand of them.
 */
function operation_digest_operationDigest(operation) {
    return (0,external_node_crypto_.createHash)("sha256")
        .update(JSON.stringify(operation_digest_effectOf(operation)))
        .digest()
        .subarray(0, 16)
        .toString("base64url");
}
/** The digests of `operations`, sorted: the same for any order of the same operations. */
function operationDigests(operations) {
    return operations.map(operation_digest_operationDigest).sort(names_compareCodePoints);
}
/** The ids of the cyber systems the operations change (both ends of a move), sorted. */
function touchedSystemIds(operations) {
    const ids = new Set();
    for (const operation of operations) {
        ids.add(operation.cyber_system.id);
        if (operation.action === "update" && operation.changes.cyber_system !== undefined) {
            ids.add(operation.changes.cyber_system.from.id);
        }
    }
    return [...ids].sort(names_compareCodePoints);
}
/**
 * Compares the fresh plan's operations with the union of the reviewed ones. An operation the
 * fresh plan holds twice counts as unreviewed the second time: equal digests must never let one
 * reviewed operation cover two applied ones.
 */
function operation_digest_checkReviewedOperations(operations, reviewed) {
    const reviewers = new Map();
    for (const { pullRequest, digests } of reviewed) {
        for (const digest of digests) {
            const numbers = reviewers.get(digest) ?? [];
            if (!numbers.includes(pullRequest))
                numbers.push(pullRequest);
            reviewers.set(digest, numbers);
        }
    }
    const seen = new Set();
    const unreviewed = [];
    operations.forEach((operation, index) => {
        const digest = operation_digest_operationDigest(operation);
        if (!reviewers.has(digest) || seen.has(digest))
            unreviewed.push(index);
        seen.add(digest);
    });
    const gone = [...reviewers]
        .filter(([digest]) => !seen.has(digest))
        .map(([digest, pullRequests]) => ({
        digest,
        pullRequests: pullRequests.sort((a, b) => a - b),
    }))
        .sort((a, b) => names_compareCodePoints(a.digest, b.digest));
    return { unreviewed, gone };
}
function matchesReview(check) {
    return check.unreviewed.length === 0 && check.gone.length === 0;
}

;// CONCATENATED MODULE: ./src/core/review/gate.ts
// The decision of a merge (or a direct push) on the default branch, before and after the plan:
// `gate` says from the review facts whether anything may be applied and what the plan must be;
// `verdictOf` says, from the gate and what the engine did, what the attempt came to. Pure: the
// facts are gathered from the code host before, and the verdict is reported after. A new check
// (an owner policy, say) is one more entry in GATE_CHECKS, with its own refusal and outcome.


/** The outcome a change record gives each refusal (when the plan had something to apply). */
const REFUSAL_OUTCOMES = {
    "not-approved": "not-approved",
    unreviewed: "no-reviewed-plan",
    policy: "policy",
};
function approvalCheck({ sha, changes, minApprovals }) {
    if (changes.length === 0)
        return minApprovals > 0
            ? { kind: "not-approved", shortfalls: [{ kind: "direct", sha }] }
            : undefined;
    const shortfalls = changes
        .filter(({ approvedBy }) => approvedBy.length < minApprovals)
        .map(({ change, approvedBy }) => ({ kind: "change", change, approvals: approvedBy.length }));
    return shortfalls.length === 0 ? undefined : { kind: "not-approved", shortfalls };
}
function reviewedCheck({ reviewed, requireReviewedPlan }) {
    return requireReviewedPlan && reviewed.kind === "none"
        ? { kind: "unreviewed", why: reviewed.why }
        : undefined;
}
function policyCheck({ policy }) {
    if (policy === undefined || policy.allowed)
        return undefined;
    const reasons = policy.reasons.length > 0 ? policy.reasons : ["the owner policy refused it without a reason"];
    return { kind: "policy", reasons };
}
/** The checks before the plan, in the order their refusals are reported. */
const GATE_CHECKS = [
    approvalCheck,
    reviewedCheck,
    policyCheck,
];
function gate(facts) {
    for (const check of GATE_CHECKS) {
        const refusal = check(facts);
        if (refusal !== undefined)
            return refusal;
    }
    const { reviewed } = facts;
    if (!facts.requireReviewedPlan || reviewed.kind === "none")
        return { kind: "apply", expect: { kind: "anything" } };
    return { kind: "apply", expect: reviewed };
}
/**
 * Before applying several changes (or letting a merge-queue group through): the plan now must be
 * exactly the union of the operations reviewed in them. `proceed` carries the fingerprint the
 * engine then holds the apply to, so that nothing is applied if the live inventory moves after
 * this check.
 */
function checkBeforeApply(expect, plan) {
    const difference = operationsDifference(expect, plan);
    return matchesReview(difference.check)
        ? { kind: "proceed", expectedFingerprint: plan.fingerprint }
        : { kind: "refused", outcome: "plan-changed", plan, difference };
}
function operationsDifference(expect, plan) {
    const check = operation_digest_checkReviewedOperations(plan.operations, expect.perChange);
    return { kind: "operations", check, unreviewed: expect.unreviewed };
}
function verdictOf(decided, engine) {
    if (engine.status === "invalid")
        return { kind: "invalid", outcome: "invalid", diagnostics: engine.diagnostics };
    const { plan } = engine;
    if (decided.kind !== "apply")
        return refusedVerdict(decided, plan);
    switch (engine.status) {
        case "planned":
            throw new TypeError("verdictOf: an apply gate takes the apply's result, not a plan");
        case "plan-changed":
            return {
                kind: "refused",
                outcome: "plan-changed",
                plan,
                difference: decided.expect.kind === "operations"
                    ? operationsDifference(decided.expect, plan)
                    : { kind: "fingerprint", reviewed: engine.expectedFingerprint },
            };
        case "unsafe":
            return { kind: "refused", outcome: "unsafe", plan, message: engine.message };
        case "applied":
            return {
                kind: "applied",
                outcome: changeStatus(engine.result),
                plan,
                result: engine.result,
                live: engine.live,
            };
    }
}
function refusedVerdict(refusal, plan) {
    if (plan.operations.length === 0)
        return { kind: "nothing-to-apply", outcome: "no-changes", plan, refusal };
    switch (refusal.kind) {
        case "not-approved":
            return {
                kind: "refused",
                outcome: REFUSAL_OUTCOMES["not-approved"],
                plan,
                shortfalls: refusal.shortfalls,
            };
        case "unreviewed":
            return { kind: "refused", outcome: REFUSAL_OUTCOMES.unreviewed, plan, why: refusal.why };
        case "policy":
            return { kind: "refused", outcome: REFUSAL_OUTCOMES.policy, plan, reasons: refusal.reasons };
    }
}

;// CONCATENATED MODULE: ./src/render/progress.ts
const QUIET_LOG_MS = 5_000;
/** A terminal line is redrawn at most this often, so that fast applies do not flood it. */
const REDRAW_MS = 100;
class ApplyProgress {
    #options;
    #startedAt;
    #done = 0;
    #failed = 0;
    #lastWrite;
    #lastTenth = 0;
    #timer;
    constructor(options) {
        this.#options = options;
        this.#startedAt = options.now();
        this.#lastWrite = this.#startedAt;
        if (!options.terminal) {
            // A slow apply still says it is alive; unref'd, so it never keeps the process running.
            this.#timer = setInterval(() => {
                if (this.#options.now() - this.#lastWrite >= QUIET_LOG_MS)
                    this.#writeLine();
            }, QUIET_LOG_MS);
            this.#timer.unref();
        }
    }
    onOperation(result) {
        this.#done++;
        if (result.status === "failed")
            this.#failed++;
        const { total, terminal, now } = this.#options;
        if (terminal) {
            if (this.#done === total || now() - this.#lastWrite >= REDRAW_MS)
                this.#redraw();
            return;
        }
        const tenth = Math.floor((this.#done * 10) / total);
        if (tenth > this.#lastTenth) {
            this.#lastTenth = tenth;
            this.#writeLine();
        }
    }
    /** Ends the progress display: the terminal line is cleared for the result that follows. */
    finish() {
        if (this.#timer !== undefined)
            clearInterval(this.#timer);
        if (this.#options.terminal && this.#done > 0)
            this.#options.write("\r\u001B[K");
    }
    /** "Applying: 90/400 (22%), 1 failed, 12.5/s, about 25 s left". */
    line() {
        const { total, now } = this.#options;
        const seconds = Math.max((now() - this.#startedAt) / 1000, 0.001);
        const rate = this.#done / seconds;
        const percent = Math.floor((this.#done * 100) / total);
        const parts = [`Applying: ${this.#done}/${total} (${percent}%)`, `${this.#failed} failed`];
        parts.push(`${rate.toFixed(1)}/s`);
        if (this.#done < total && rate > 0) {
            parts.push(`about ${Math.ceil((total - this.#done) / rate)} s left`);
        }
        return parts.join(", ");
    }
    #redraw() {
        this.#lastWrite = this.#options.now();
        this.#options.write(`\r\u001B[K${this.line()}`);
    }
    #writeLine() {
        this.#lastWrite = this.#options.now();
        this.#options.write(`${this.line()}\n`);
    }
}

;// CONCATENATED MODULE: ./src/action/apply-progress.ts


/** The apply's progress, a line at each tenth, in a collapsed group of the log. */
class ProgressGroup {
    #scope;
    #progress;
    constructor(scope) {
        this.#scope = scope;
    }
    start(plan) {
        if (plan.operations.length === 0)
            return;
        const { reporter } = this.#scope;
        reporter.startGroup(`Applying ${plan.operations.length} operation(s)`);
        this.#progress = new ApplyProgress({
            total: plan.operations.length,
            write: (text) => reporter.info(text.trimEnd()),
            terminal: false,
            now: Date.now,
        });
        this.#scope.stop?.addEventListener("abort", () => reporter.info("Cancelled: no new operation starts; those in flight finish, and the change record says interrupted."), { once: true });
    }
    operation(result) {
        this.#progress?.onOperation(result);
    }
    end() {
        if (this.#progress === undefined)
            return;
        this.#progress.finish();
        this.#progress = undefined;
        this.#scope.reporter.endGroup();
    }
}
/** The engine's apply with the run's settings, its progress in the log, and its stop signal. */
function applyWithProgress(scope, client, { expectedFingerprint, beforeApply, recordStopped }) {
    const progress = new ProgressGroup(scope);
    return applyFromSource({
        ...scope.planSettings(),
        allowed: {
            massDelete: scope.settings.allowMassDelete,
            replace: scope.settings.allowReplace,
        },
        concurrency: scope.settings.concurrency,
        deadlineMs: scope.settings.deadlineMs,
        ...(expectedFingerprint === undefined ? {} : { expectedFingerprint }),
        beforeApply,
        ...(scope.stop !== undefined ? { stop: scope.stop } : {}),
        onStart: (plan) => progress.start(plan),
        onOperation: (result) => progress.operation(result),
    }, client)
        .finally(() => progress.end())
        .catch(async (error) => {
        // Stopped before a result: still an attempt, and the evidence must say so.
        await recordStopped(error);
        throw error;
    });
}

;// CONCATENATED MODULE: ./src/render/apply-markdown.ts





/** The verdict and counts, the failures with their reasons, then every operation's outcome. */
function renderApplyResultMarkdown(plan, result, options = {}) {
    const byIndex = new Map(result.results.map((entry) => [entry.index, entry]));
    const verdict = applyVerdict(plan, result);
    const { succeeded, failed, skipped } = result.summary;
    const advice = verdict.outcome === "applied" ? "" : ` ${RERUN_ADVICE}`;
    const stated = options.verdict === false ? "" : `**${verdict.sentence}**${advice}\n\n`;
    const heading = markdown_layout_text(`${stated}| Succeeded | Failed | Skipped | Not run |\n|---:|---:|---:|---:|\n${tableRow([
        String(succeeded),
        String(failed),
        String(skipped),
        String(verdict.notRun),
    ])}`);
    const operations = plan.operations.length === 0
        ? []
        : [
            table("#### Operations", wording_countOf(plan.operations.length, "operation"), ["#", "Change", "Asset", "Id", "Cyber system", "Outcome", "Details"], plan.operations.map((operation, index) => {
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
    const footer = markdown_layout_text(`Plan fingerprint: ${markdownCodeSpan(result.fingerprint)}\n`);
    return fitLayouts([
        {
            essential: [heading],
            rest: [...failureSections(plan, result), ...verificationSections(result), ...operations],
            dropped: [],
            footer: [footer],
        },
    ], options);
}
/** The failed operations with their reasons, in a caution block; none when nothing failed. */
function failureSections(plan, result) {
    const failures = result.results
        .filter((entry) => entry.status === "failed")
        .sort((a, b) => a.index - b.index);
    return failures.length === 0
        ? []
        : [
            {
                head: `> [!CAUTION]\n> **${wording_countOf(failures.length, "operation")} failed:**\n>\n`,
                rows: failures.map((entry) => {
                    const operation = plan.operations[entry.index];
                    const what = operation ? describeOperation(operation) : "an unknown operation";
                    return row("failure", `> - **Operation ${entry.index}** (${what}): ${escapeMarkdown(entry.error ?? "no reason given")}\n`);
                }),
                tail: "",
            },
        ];
}
/** What the read-back after the apply found, in a caution block; none when it found nothing. */
function verificationSections(result) {
    const problems = result.verification?.problems ?? [];
    return problems.length === 0
        ? []
        : [
            {
                head: `> [!CAUTION]\n> **Verification after apply found ${wording_countOf(problems.length, "problem")}:**\n>\n`,
                rows: problems.map((problem) => row("problem", `> - ${escapeMarkdown(problem.message)}\n`)),
                tail: "",
            },
        ];
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

;// CONCATENATED MODULE: ./src/render/diagnostics.ts




// `related` holds every other place a problem involves (the first declaration of a duplicate, the
// other entries of a renamed_from cycle), so the note does not claim which one it is.
const RELATED_NOTE = "related location";
/** "file:line:column: error: message", then one "  file:line:column: note: …" per related place. */
function diagnostics_diagnosticTextLines(diagnostic, style) {
    const label = paint(style, diagnostic.severity === "error" ? "boldRed" : "boldYellow", `${diagnostic.severity}:`);
    const message = reveal_revealHiddenCharacters(diagnostic.message);
    const place = diagnostic.location
        ? `${reveal_revealHiddenCharacters(formatLocation(diagnostic.location))}: `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `  ${reveal_revealHiddenCharacters(formatLocation(location))}: note: ${RELATED_NOTE}`);
    return [`${place}${label} ${message}`, ...related];
}
/** "- `file:line:column` **error:** message", related places as a nested list. */
function diagnosticMarkdownItem(diagnostic) {
    const place = diagnostic.location
        ? `${markdownCodeSpan(formatLocation(diagnostic.location))} `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `\n  - ${markdownCodeSpan(formatLocation(location))} ${RELATED_NOTE}`);
    return `- ${place}**${diagnostic.severity}:** ${escapeMarkdown(diagnostic.message)}${related.join("")}`;
}

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
            `Fingerprint: ${reveal_revealHiddenCharacters(plan.fingerprint)}`,
        ]);
    }
    if (view.deletes.length > 0) {
        blocks.push([
            paint(style, "boldRed", `DELETE: ${deleteHeadline(view.deletes.length)}`),
            // "Deletion cannot be undone through the API:" and what that means, a line each.
            ...DELETE_CONSEQUENCE.split(/(?<=:) /).map((part) => paint(style, "red", `  ${part}`)),
            // Per system, so that each line names only the asset: readable at 80 columns.
            ...groupBySystem(view.deletes, (operation) => operation.cyber_system).flatMap((group) => [
                `  ${systemHeading(group.system)}:`,
                ...group.items.map((operation) => paint(style, "red", `    - ${reveal_revealHiddenCharacters(operation.name)} (${reveal_revealHiddenCharacters(operation.asset_id)}), ${operation.asset_type}${renamedFromWords(operation)}`)),
            ]),
        ]);
    }
    const renamed = renamedDeletes(plan.operations);
    if (renamed.length > 0)
        blocks.push(possibleRenameLines(renamed, style));
    if (view.relocations.length > 0) {
        blocks.push([
            paint(style, "bold", "Moves and renames, per cyber system they leave:"),
            ...groupBySystem(view.relocations, fromSystem).flatMap((group) => [
                `  ${systemHeading(group.system)}:`,
                ...group.items.flatMap((update) => relocationLines(update, group.system).map((line) => paint(style, "yellow", line))),
            ]),
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
            ...violations.map((violation) => paint(style, "red", `  ! ${violation.rule}: ${reveal_revealHiddenCharacters(violation.message)}`)),
        ]);
    }
    if (plan.warnings.length > 0) {
        blocks.push([
            paint(style, "boldYellow", `${wording_countOf(plan.warnings.length, "warning")}:`),
            ...plan.warnings.flatMap((warning) => diagnostics_diagnosticTextLines(warning, style)),
        ]);
    }
    return blocks.map((lines) => `${lines.join("\n")}\n`).join("\n");
}
/**
 * One line per operation listed with its outcome and reason, the verification's problems, then
 * the verdict last, where a terminal leaves it in view.
 */
function renderApplyResultText(plan, result, style, listing) {
    const byIndex = new Map(result.results.map((entry) => [entry.index, entry]));
    const verdict = applyVerdict(plan, result);
    const lines = [];
    const numberWidth = String(plan.operations.length - 1).length + 1;
    const indent = " ".repeat(2 + OUTCOME_WIDTH + 1);
    let unlisted = 0;
    plan.operations.forEach((operation, index) => {
        const entry = byIndex.get(index);
        if (listing === "problems" && entry?.status !== "failed" && entry?.status !== "skipped") {
            unlisted += 1;
            return;
        }
        const number = `#${index}`.padEnd(numberWidth, " ");
        const created = operation.action === "create" && entry?.status === "succeeded" && entry.asset_id
            ? `: ${createdWords(reveal_revealHiddenCharacters(entry.asset_id), entry.adopted)}`
            : "";
        lines.push(`  ${outcomeLabel(entry, style)} ${number} ${text_describeOperation(operation)}${created}`);
        if (entry?.error !== undefined)
            lines.push(`${indent}${reveal_revealHiddenCharacters(entry.error)}`);
    });
    const problems = result.verification?.problems ?? [];
    if (problems.length > 0) {
        if (lines.length > 0)
            lines.push("");
        lines.push(paint(style, "boldRed", `Verification after apply: ${wording_countOf(problems.length, "problem")}:`));
        for (const problem of problems)
            lines.push(`  - ${reveal_revealHiddenCharacters(problem.message)}`);
    }
    if (lines.length > 0)
        lines.push("");
    if (unlisted > 0) {
        lines.push(`Not listed: ${wording_countOf(unlisted, "operation")} that succeeded or did not run (--verbose lists every operation).`);
    }
    lines.push(paint(style, verdict.outcome === "applied" ? "bold" : "boldRed", verdict.sentence));
    if (verdict.outcome !== "applied")
        lines.push(RERUN_ADVICE);
    return `${lines.join("\n")}\n`;
}
/**
 * The operations in which the plan now differs from the reviewed one: "+" only in the plan now,
 * "-" only in the reviewed plan (compared as sets, by what each operation does).
 */
function renderPlanDifferenceText(reviewed, now) {
    const check = checkReviewedOperations(now.operations, [
        { pullRequest: 0, digests: reviewed.operations.map(operationDigest) },
    ]);
    const byDigest = new Map(reviewed.operations.map((operation) => [operationDigest(operation), operation]));
    const lines = [
        ...check.unreviewed.map((index) => `  + ${text_describeOperation(now.operations[index])}`),
        ...check.gone.flatMap(({ digest }) => {
            const operation = byDigest.get(digest);
            return operation === undefined ? [] : [`  - ${text_describeOperation(operation)}`];
        }),
    ];
    if (lines.length === 0)
        return "";
    const heading = `${countOf(lines.length, "operation")} differ${lines.length === 1 ? "s" : ""} (+ only in the plan now, - only in the reviewed plan):`;
    return `${[heading, ...lines].join("\n")}\n`;
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
        ? `${reveal_revealHiddenCharacters(system.name)} (${parentKindWord(parent.kind)} ${reveal_revealHiddenCharacters(parent.name)})`
        : `${reveal_revealHiddenCharacters(system.name)} (${reveal_revealHiddenCharacters(system.id)}, parent not shown by the service)`;
}
/** "Alpha Protection (cs_1), facility Substation Alpha": how group headings name a system. */
function systemHeading(system) {
    const { parent } = system;
    const where = parent
        ? `${parentKindWord(parent.kind)} ${reveal_revealHiddenCharacters(parent.name)}`
        : "parent not shown by the service";
    const impact = system.impact ? `, impact ${system.impact}` : "";
    return `${reveal_revealHiddenCharacters(system.name)} (${reveal_revealHiddenCharacters(system.id)}), ${where}${impact}`;
}
/** The system an update takes its asset from: where a move starts, where a rename happens. */
function fromSystem(update) {
    return update.operation.changes.cyber_system?.from ?? update.operation.cyber_system;
}
/**
 * "~ rename a -> b (ca_1)" or "-> move a (ca_1) to T", under the heading of the system it leaves,
 * with cycle notes; the temporary name of a rename cycle on a line of its own.
 */
function relocationLines(update, from) {
    const { operation } = update;
    const { cyber_system: move, asset_type: retype, name: rename, ...unshown } = operation.changes;
    everyChangeShown(unshown);
    const id = reveal_revealHiddenCharacters(operation.asset_id);
    const marker = move ? "->" : "~";
    let line = rename
        ? `${marker} rename ${reveal_revealHiddenCharacters(update.nameBefore)} -> ${reveal_revealHiddenCharacters(operation.name)} (${id})`
        : `${marker} move ${reveal_revealHiddenCharacters(operation.name)} (${id})`;
    if (move) {
        // The destination's parent is named only when it differs from the heading's.
        const to = move.to.parent && move.to.parent.id === from.parent?.id
            ? reveal_revealHiddenCharacters(move.to.name)
            : systemLabel(move.to);
        line += `${rename ? ", move" : ""} to ${to}`;
    }
    if (retype)
        line += `, type ${retype.from} -> ${retype.to}`;
    const cycle = cycleWords(update);
    if (cycle)
        line += `, ${cycle}`;
    const lines = [`    ${line}`];
    if (update.temporaryName !== undefined) {
        lines.push(`      first renamed to the temporary name ${reveal_revealHiddenCharacters(update.temporaryName)}`);
    }
    return lines;
}
/** "+ a (hardware)" for a create, "~ a (ca_1): type hardware -> software" for a type change. */
function changeLine(operation, style) {
    if (operation.action === "create") {
        const rename = operation.possible_rename;
        const note = rename ? `, ${POSSIBLY_RENAMED} to ${reveal_revealHiddenCharacters(rename.live)}` : "";
        return paint(style, "green", `+ ${reveal_revealHiddenCharacters(operation.name)} (${operation.asset_type})${note}`);
    }
    const { asset_type: retype, ...unshown } = operation.changes;
    everyChangeShown(unshown);
    const change = retype ? `: type ${retype.from} -> ${retype.to}` : "";
    return paint(style, "yellow", `~ ${reveal_revealHiddenCharacters(operation.name)} (${reveal_revealHiddenCharacters(operation.asset_id)})${change}`);
}
/**
 * "rename a -> b (ca_1) in S", "move a (ca_1) from S to T", "change type of a (ca_1) in S from
 * hardware to software", combined as "rename a -> b (ca_1), move from S to T, type hardware -> software".
 */
function describeUpdate(operation, nameBefore) {
    const { cyber_system: move, asset_type: retype, name: rename, ...unshown } = operation.changes;
    everyChangeShown(unshown);
    const id = reveal_revealHiddenCharacters(operation.asset_id);
    const name = reveal_revealHiddenCharacters(operation.name);
    let line = rename
        ? `rename ${reveal_revealHiddenCharacters(nameBefore)} -> ${name} (${id})`
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
/** ", possibly renamed in the service from a" after a delete that may be a rename; else "". */
function renamedFromWords(operation) {
    const rename = operation.possible_rename;
    return rename ? `, ${POSSIBLY_RENAMED} from ${reveal_revealHiddenCharacters(rename.declared)}` : "";
}
/** Each possible rename with the line that keeps the record, and the other way out. */
function possibleRenameLines(renamed, style) {
    return [
        paint(style, "boldRed", `POSSIBLY RENAMED IN THE SERVICE: ${wording_countOf(renamed.length, "asset")}.`),
        paint(style, "red", `  ${REPLACE_CONSEQUENCE}`),
        ...renamed.flatMap((operation) => {
            const rename = operation.possible_rename;
            return [
                `  - ${reveal_revealHiddenCharacters(rename.live)} (${reveal_revealHiddenCharacters(operation.asset_id)}), ${operation.asset_type}, in ${systemLabel(operation.cyber_system)}, is declared as ${reveal_revealHiddenCharacters(rename.declared)}`,
                `    keep the record: ${reveal_revealHiddenCharacters(possible_renames_renameFixLine(rename, operation.asset_type))}`,
                `    ${plan_view_adoptLiveNameWords(rename, reveal_revealHiddenCharacters)}`,
            ];
        }),
    ];
}
function unmanagedLines(unmanaged, style) {
    const one = unmanaged.length === 1;
    return [
        paint(style, "bold", `Kept, not managed (prune: false): ${wording_countOf(unmanaged.length, "live asset")} ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}:`),
        ...groupBySystem(unmanaged, (asset) => asset.cyber_system).flatMap((group) => [
            `  ${systemHeading(group.system)}:`,
            ...group.items.map((asset) => `    = ${reveal_revealHiddenCharacters(asset.name)} (${reveal_revealHiddenCharacters(asset.asset_id)}), ${asset.asset_type}`),
        ]),
    ];
}
/** One operation of an apply, as executed (a temporary rename is its own step). */
function text_describeOperation(operation) {
    switch (operation.action) {
        case "create":
            return `create ${reveal_revealHiddenCharacters(operation.name)} (${operation.asset_type}) in ${systemLabel(operation.cyber_system)}`;
        case "delete":
            return `delete ${reveal_revealHiddenCharacters(operation.name)} (${reveal_revealHiddenCharacters(operation.asset_id)}) from ${systemLabel(operation.cyber_system)}`;
        case "update": {
            const line = describeUpdate(operation, operation.changes.name?.from ?? operation.name);
            return operation.temporary ? `${line}, ${TEMPORARY_RENAME_WORDS}` : line;
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

;// CONCATENATED MODULE: ./src/action/refusal.ts






const PLAN_NOW_HEADING = "#### The plan now\n\n";
function refusalText(scope, verdict, pullRequests) {
    const { plan } = verdict;
    const planNow = () => (maxLength) => scope.commentPlan(plan, maxLength);
    switch (verdict.outcome) {
        case "unsafe": {
            const block = `\`\`\`text\n${verdict.message.replace(/```/g, "'''")}\n\`\`\``;
            return {
                message: verdict.message,
                summary: (cap) => `${block}\n\n${scope.summaryPlan(plan, cap)}`,
                statusLine: UNSAFE_STATUS,
                render: planNow,
                mark: "",
            };
        }
        case "not-approved": {
            const { minApprovals } = scope.settings;
            const lines = verdict.shortfalls.map((shortfall) => shortfallLine(shortfall, minApprovals));
            const message = notApprovedMessage(lines, minApprovals);
            return {
                message,
                summary: (cap) => `${message}\n\n${scope.summaryPlan(plan, cap)}`,
                statusLine: "",
                render: planNow,
                mark: notAppliedMark(scope.context.runUrl, message),
            };
        }
        case "no-reviewed-plan": {
            const message = unreviewedMessage(verdict.why);
            return {
                message,
                summary: (cap) => `${message}\n\n${scope.summaryPlan(plan, cap)}`,
                statusLine: `**Not applied: no reviewed plan.** ${message}`,
                render: planNow,
                mark: "",
            };
        }
        case "policy": {
            // The reasons name rules, systems and people from the policy and the documents: escaped.
            const message = policyRefusedMessage(verdict.reasons);
            const shown = escapeMarkdown(message);
            return {
                message,
                summary: (cap) => `${shown}\n\n${scope.summaryPlan(plan, cap)}`,
                statusLine: "",
                render: planNow,
                mark: notAppliedMark(scope.context.runUrl, shown),
            };
        }
        case "plan-changed":
            return planChangedText(scope, verdict, pullRequests);
    }
}
function planChangedText(scope, verdict, pullRequests) {
    const { plan, difference } = verdict;
    if (difference.kind === "operations") {
        // Several pull requests: the plan now is not the union of the reviewed ones; each comment says what differs.
        const line = reviewDifferenceLine(difference.check, pullRequests);
        const message = groupPlanChangedMessage(line, difference.unreviewed);
        const details = reviewDifferenceMarkdown(plan, difference.check);
        const summaryHead = `${message}\n\n${details}\n### The plan now\n\n`;
        // The heading conclude.ts writes above counts against the summary's room too.
        const room = summaryHead.length + `## Inventory apply: ${OUTCOMES["plan-changed"].heading}\n\n`.length;
        const commentHead = `${details}\n${PLAN_NOW_HEADING}`;
        return {
            message,
            summary: (cap) => `${summaryHead}${scope.summaryPlan(plan, cap - room)}`,
            statusLine: `**Not applied: the plan is not what was reviewed.** ${message}`,
            render: () => (maxLength) => `${commentHead}${scope.commentPlan(plan, maxLength - commentHead.length)}`,
            mark: "",
        };
    }
    // One pull request: the live inventory changed after the review; the comment shows both plans.
    const message = planChangedMessage(difference.reviewed, plan.fingerprint);
    return {
        message,
        summary: (cap) => `${message}\n\n### The plan now\n\n${scope.summaryPlan(plan, cap)}`,
        statusLine: `**Not applied: the plan changed after review.** ${message}`,
        render: (target) => (maxLength) => {
            const reviewedMarkdown = target.existing === undefined ? undefined : renderedPartOf(target.existing.body);
            // The plan now comes first and whole (every delete); the reviewed one gets what is left.
            const now = `${PLAN_NOW_HEADING}${scope.commentPlan(plan, maxLength - PLAN_NOW_HEADING.length)}`;
            if (reviewedMarkdown === undefined)
                return now;
            return `${now}${collapsedBlock("The plan that was reviewed", reviewedMarkdown, maxLength - now.length, "The reviewed plan continues in this comment's edit history.")}`;
        },
        mark: "",
    };
}

;// CONCATENATED MODULE: ./src/action/review-flow.ts





const DELETE_LABEL_STYLE = {
    color: "b60205",
    description: "The inventory plan of this pull request deletes cyber assets",
};
/** What a plan comment's header says about the plan, besides its fingerprint. */
function reviewHeaderOf(plan) {
    return {
        ...(plan.operations.length <= MAX_RECORDED_OPERATIONS
            ? { operations: operationDigests(plan.operations) }
            : {}),
        systems: touchedSystemIds(plan.operations),
        deletes: plan.summary.delete,
    };
}
/** The delete label on the pull request while its plan deletes, and only then. */
async function syncDeleteLabel(scope, issue, deletes, current) {
    const label = scope.settings.deleteLabel;
    if (label === "")
        return;
    await warnOnFailure(scope, `Could not update the label ${label} of #${issue.number}`, async () => {
        const change = await scope.host.labels.set(issue, label, deletes > 0, DELETE_LABEL_STYLE, current);
        if (change !== "unchanged")
            scope.reporter.info(`Label ${label} ${change} on #${issue.number} (the plan deletes ${deletes}).`);
    });
}
/**
 * The fewest operations whose apply is announced on the comment. A smaller apply ends within
 * seconds, before anyone reads the announcement, and the update would cost a comment write that
 * GitHub spaces a second from the next: its result replaces the plan at once instead.
 */
const ANNOUNCED_APPLY_OPERATIONS = 200;
/**
 * Before the first operation of an apply of ANNOUNCED_APPLY_OPERATIONS or more: each comment says
 * the apply is in progress, since when, with the run's link (added by the comment writer), still
 * showing the plan being applied and keeping its header's record of it.
 */
async function announceApply(scope, targets, apply) {
    if (apply.plan.operations.length < ANNOUNCED_APPLY_OPERATIONS)
        return;
    const { sha } = apply;
    const startedAt = new Date().toISOString();
    for (const { issue, sticky } of targets) {
        const rendered = renderedPartOf(sticky.body) ?? "";
        await warnOnFailure(scope, `Could not say on #${issue.number} that the apply is in progress`, () => scope.comment({ issue, existing: sticky }, {
            ...sticky.header,
            status: "applying",
            statusLine: applyInProgressLine(sha, startedAt),
            render: (maxLength) => rendered.length <= maxLength ? rendered : truncatedNote(scope.context.runUrl),
        }));
    }
}
/** `mark` at the top of each pull request's plan comment; the plan and its header stay. */
async function markComments(scope, comments, mark) {
    for (const { issue, sticky } of comments) {
        if (sticky === undefined)
            continue;
        await warnOnFailure(scope, `Could not mark the plan comment of #${issue.number}`, async () => {
            await scope.host.notes.write(issue, sticky, scope.reporter.redact(markComment(sticky.body, mark)));
        });
    }
}
/** After an apply: marks the open pull requests whose plans touch a system it changed. */
async function markSiblingsStale(scope, plan, result, applied) {
    const changed = result.results.flatMap((entry) => {
        const operation = plan.operations[entry.index];
        return entry.status === "succeeded" && operation !== undefined ? [operation] : [];
    });
    if (changed.length === 0)
        return;
    const { runUrl } = scope.context;
    await warnOnFailure(scope, "Could not mark the plans of other pull requests stale", async () => {
        await scope.host.notes.markStaleSiblings({
            workspace: scope.settings.workspace,
            changedSystems: touchedSystemIds(changed),
            exclude: applied,
            runUrl,
            appliedAt: result.finished_at,
        }, {
            info: (line) => scope.reporter.info(line),
            warning: (message) => scope.reporter.warning(message, { title: "Stale plans" }),
        });
    });
}
async function warnOnFailure(scope, what, step) {
    try {
        await step();
    }
    catch (error) {
        const status = scope.host.statusOf(error);
        scope.reporter.warning(`${what}${status === undefined ? "" : ` (${status})`}: ${errors_errorMessage(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/action/conclude.ts
// What a push's apply attempt reports, whatever it came to: one path for every verdict of
// core/review/gate.ts. The change record first (the audit evidence), then the job summary, the
// merged pull requests' comments (or a mark on them), and the failure. The words of each refusal
// are in refusal.ts; the name of each outcome in every vocabulary is core/review/outcomes.ts.











async function conclude(scope, decided, verdict, targets) {
    switch (verdict.kind) {
        case "invalid":
            await targets.record({ outcome: "invalid", reason: "the inventory is invalid" });
            // Refused for approvals before the files were read: the comment keeps its reviewed plan.
            return scope.failInvalid(verdict.diagnostics, decided.kind === "not-approved" ? undefined : targets.invalidNote);
        case "nothing-to-apply": {
            await scope.reportPlan(verdict.plan);
            const { refusal } = verdict;
            const reason = refusal.kind === "not-approved"
                ? notApprovedMessage(refusal.shortfalls.map((shortfall) => shortfallLine(shortfall, scope.settings.minApprovals)), scope.settings.minApprovals)
                : refusal.kind === "policy"
                    ? policyRefusedMessage(refusal.reasons)
                    : refusal.why;
            const failure = await targets.record({ outcome: "no-changes", reason, plan: verdict.plan });
            await scope.reporter.summary(nothingToReviewSummary(targets.sha, reason));
            if (failure !== undefined)
                throw failure;
            return;
        }
        case "refused":
            return refuse(scope, verdict, targets);
        case "applied":
            return reportApplied(scope, verdict, targets);
    }
}
/** Nothing applied: the plan, the record, the summary, the comments or their marks, the failure. */
async function refuse(scope, verdict, targets) {
    const { plan, outcome } = verdict;
    const names = OUTCOMES[outcome];
    const text = refusalText(scope, verdict, targets.pullRequests);
    await scope.reportPlan(plan);
    await targets.record({ outcome, reason: text.message, plan });
    await scope.reporter.summary((cap) => `## Inventory apply: ${names.heading}\n\n${text.summary(cap)}`);
    if (names.comment === undefined) {
        const notes = targets.comments.map(({ issue, existing }) => ({ issue, sticky: existing }));
        await markComments(scope, notes, text.mark);
    }
    else {
        for (const target of targets.comments) {
            await scope.comment(target, {
                fingerprint: plan.fingerprint,
                head: target.head,
                status: names.comment,
                statusLine: text.statusLine,
                render: text.render(target),
            });
        }
    }
    throw new ActionFailure(names.failure, text.message);
}
/** Applied, wholly or not: the change record, the summary, the comments, the stale marks. */
async function reportApplied(scope, verdict, targets) {
    const { reporter, context } = scope;
    const { plan, result, outcome } = verdict;
    await scope.reportPlan(plan);
    // The service and its organization are known once the live inventory was read.
    const changeContext = {
        ...targets.changeContext,
        ...serviceContext(scope.settings.apiUrl, verdict.live),
    };
    const record = buildChangeRecord(plan, result, changeContext);
    reporter.group("Apply result", renderApplyResultText(plan, result, { color: false }, "every"));
    const recordPath = scope.outputPath("change-record.json");
    await reporter.writeFile(recordPath, renderJson(record));
    reporter.setOutput("change-record", recordPath);
    const sentence = appliedSentence(outcome, plan, result, targets.sha);
    const failedOperations = result.summary.failed + result.summary.skipped;
    const evidenceFailure = await targets.record({
        outcome: record.status,
        ...(failedOperations === 0
            ? {}
            : { reason: `${failedOperations} operation(s) failed or were skipped` }),
        plan,
        changeRecord: record,
    });
    await reporter.summary((cap) => `## Inventory apply: workspace \`${scope.settings.workspace}\`\n\n${sentence}\n\nChange record: \`${recordPath}\`\n\n${renderApplyResultMarkdown(plan, result, { maxLength: cap, truncatedNote: SUMMARY_TRUNCATED_NOTE, verdict: false })}`);
    for (const target of targets.comments) {
        await scope.comment(target, {
            fingerprint: plan.fingerprint,
            head: target.head,
            status: OUTCOMES[outcome].comment,
            statusLine: sentence,
            render: (maxLength) => renderApplyResultMarkdown(plan, result, {
                maxLength,
                truncatedNote: truncatedNote(context.runUrl),
                verdict: false,
            }),
        });
    }
    await markSiblingsStale(scope, plan, result, targets.pullRequests);
    const failure = OUTCOMES[outcome].failure;
    if (failure !== undefined)
        throw new ActionFailure(failure, applyFailure(outcome, result));
    if (evidenceFailure !== undefined)
        throw evidenceFailure;
}

;// CONCATENATED MODULE: ./src/action/change-context.ts
// The change record's context: where and why the apply ran, and the review facts of the pull
// request (or of each of the pull requests) it merged. Pure.

/**
 * One merged pull request is `pull_request`, with the reviewed fingerprint when there was one;
 * several merged together are `pull_requests`; a direct push has neither.
 */
function buildChangeContext(context, workspace, facts) {
    const { changes, reviewed } = facts;
    const [only] = changes;
    if (changes.length > 1)
        return { ...runContext(context, workspace), pull_requests: changes.map(pullRequestContext) };
    return {
        ...runContext(context, workspace),
        ...(only === undefined ? {} : { pull_request: pullRequestContext(only) }),
        ...(reviewed.kind === "fingerprint" ? { reviewed_fingerprint: reviewed.value } : {}),
    };
}
function runContext(context, workspace) {
    const { owner, repo, sha, ref, runUrl, actor } = context;
    return {
        tool_version: package_namespaceObject.rE,
        workspace,
        repository: `${owner}/${repo}`,
        commit: sha,
        ref,
        run_url: runUrl,
        actor,
    };
}
function pullRequestContext(facts) {
    const { change, approvedBy, notIndependent, notCounted, approvedEarlierCommit, mergedBy } = facts;
    return {
        number: change.number,
        url: change.url,
        title: change.title,
        author: change.author,
        approved_by: approvedBy,
        ...(notIndependent.length === 0 ? {} : { not_independent: notIndependent }),
        ...(notCounted.length === 0 ? {} : { not_counted: notCounted }),
        ...(approvedEarlierCommit.length === 0
            ? {}
            : { approved_earlier_commit: approvedEarlierCommit }),
        ...(mergedBy === undefined ? {} : { merged_by: mergedBy }),
        ...(change.source === undefined ? {} : { source: change.source }),
    };
}

;// CONCATENATED MODULE: ./src/action/failed-attempt.ts
// An apply attempt that stopped on an error before it had a verdict: the service unreachable, its
// certificate refused, the key refused, a 5xx, or a crash. Whatever step of the merge route it
// stopped in (the plan after a refusal, the check of several pull requests' plans, the apply), the
// attempt is still evidence: a `failed` change record saying where it stopped and why, and a job
// summary saying so, before the error goes on to set the failure-reason output (failure.ts).





/** Where an attempt stopped, as its record's reason begins. */
const STOPPED_AT = {
    /** After a refusal the route plans only to tell a refusal from a merge that changes nothing. */
    refusal: (refusal) => `refused (${OUTCOMES[REFUSAL_OUTCOMES[refusal]].heading}), but the plan that says whether the merge changes anything could not be made; nothing was applied`,
    policy: "the plan the owner policy judges could not be made; nothing was applied",
    precheck: "the plan could not be made to check it against the plans reviewed in the merged pull requests; nothing was applied",
    apply: "the apply stopped before it had a result",
};
/**
 * Records the attempt as `failed`, with where it stopped, the failure-reason the run ends with and
 * the error (redacted by the reporter, as every record is), and says so in the job summary. The
 * ledger's own failure, if any, is reported by recordEvidence; the caller rethrows `error`.
 */
async function recordFailedAttempt(scope, targets, stoppedAt, error) {
    const reason = `${stoppedAt} (failure-reason ${failureReasonOf(error)}): ${errors_errorMessage(error)}`;
    await targets.record({ outcome: "failed", reason });
    await scope.reporter.summary(`## Inventory apply: ${OUTCOMES.failed.heading}\n\n${escapeMarkdown(reason)}\n`);
}
/** `step` of an attempt, recorded as a failed attempt when it throws; the error is rethrown. */
async function recordingFailure(scope, targets, stoppedAt, step) {
    try {
        return await step();
    }
    catch (error) {
        await recordFailedAttempt(scope, targets, stoppedAt, error);
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/core/review/policy/approvers.ts
// Who counts for a requirement: the approvals that count at all (on the head commit, not by an
// author or committer of the change, never a bot), and whether each approver is one of a list of
// logins and teams. Team membership is a fact read from GitHub; a fact missing or unreadable makes
// the answer "unverifiable", never "yes".

function countedApprovals(approvals) {
    const counted = new Map();
    const ignored = [];
    for (const approval of approvals) {
        const why = approval.bot
            ? "a bot's approval never counts"
            : approval.authorOrCommitter
                ? "wrote or committed to the change"
                : !approval.onHeadCommit
                    ? "approved an older commit, not the head commit"
                    : undefined;
        if (why !== undefined)
            ignored.push({ login: approval.login, why });
        else
            counted.set(approval.login.toLowerCase(), counted.get(approval.login.toLowerCase()) ?? approval);
    }
    return { counted: [...counted.values()], ignored };
}
class MembershipBook {
    #facts = new Map();
    constructor(facts) {
        for (const fact of facts)
            this.#facts.set(factKey(fact.team, fact.login), fact.membership);
    }
    /** Whether `login` is one of `principals`: named, or an active member of a named team. */
    eligibility(login, principals) {
        const reasons = [];
        for (const principal of principals) {
            if (principal.kind === "user") {
                if (principal.login.toLowerCase() === login.toLowerCase())
                    return { state: "yes" };
                continue;
            }
            const team = principalText(principal);
            const fact = this.#facts.get(factKey(team, login));
            if (fact?.state === "member")
                return { state: "yes" };
            if (fact === undefined)
                reasons.push(`the membership of ${login} in ${team} was not read`);
            else if (fact.state === "unverifiable")
                reasons.push(fact.reason);
        }
        return reasons.length === 0
            ? { state: "no" }
            : { state: "unverifiable", reason: reasons.join("; ") };
    }
}
function factKey(team, login) {
    return `${team.toLowerCase()}\n${login.toLowerCase()}`;
}
/** The principals as the policy writes them, for "who may satisfy it". */
function principalsText(principals) {
    const seen = new Set();
    return principals
        .filter((principal) => !seen.has(principalKey(principal)) && seen.add(principalKey(principal)))
        .map(principalText);
}

;// CONCATENATED MODULE: ./src/core/review/policy/freezes.ts
// Freeze windows: an operation inside an active window is refused unless a member of the
// window's `override.from` approved the head commit with a review starting `/override-freeze`
// followed by a reason of at least 10 characters. The time is the run's, in UTC.




const OVERRIDE_COMMAND = "/override-freeze";
const MIN_OVERRIDE_REASON = 10;
/** The reason of an override review, or undefined when the body is not one. */
function overrideReason(body) {
    const text = body.trimStart();
    if (!text.startsWith(OVERRIDE_COMMAND))
        return undefined;
    const rest = text.slice(OVERRIDE_COMMAND.length);
    if (rest !== "" && !/^\s/.test(rest))
        return undefined;
    const reason = rest.trim();
    return [...reason].length >= MIN_OVERRIDE_REASON ? reason : undefined;
}
function evaluateFreezes(windows, facts, counted, book) {
    return windows.flatMap((window) => {
        if (facts.now < window.from || facts.now >= window.to)
            return [];
        const covered = facts.operations.flatMap((operation, index) => operationKinds(operation).some((kind) => window.operations.includes(kind)) ? [index] : []);
        return covered.length === 0 ? [] : [judgeWindow(window, covered, counted, book)];
    });
}
function judgeWindow(window, covered, counted, book) {
    const evaluation = {
        id: window.id,
        from: new Date(window.from).toISOString(),
        to: new Date(window.to).toISOString(),
        operations: covered,
        overrideFrom: principalsText(window.overrideFrom ?? []),
        result: "frozen",
        problem: "",
    };
    const unknown = [];
    for (const approval of counted) {
        const reason = overrideReason(approval.body);
        if (reason === undefined || !window.overrideFrom)
            continue;
        const eligibility = book.eligibility(approval.login, window.overrideFrom);
        if (eligibility.state === "yes") {
            return { ...evaluation, result: "overridden", override: { login: approval.login, reason } };
        }
        if (eligibility.state === "unverifiable")
            unknown.push(eligibility.reason);
    }
    const refused = `freeze ${diagnostics_quote(window.id)} (${evaluation.from} to ${evaluation.to}) holds ${wording_countOf(covered.length, "operation")}`;
    if (unknown.length > 0) {
        return {
            ...evaluation,
            result: "unverifiable",
            problem: `${refused}; an override cannot be verified: ${unknown.join("; ")}`,
        };
    }
    const how = window.overrideFrom
        ? `a member of ${evaluation.overrideFrom.join(", ")} can override it with an approving review on the head commit starting ${OVERRIDE_COMMAND} and a reason of at least ${MIN_OVERRIDE_REASON} characters`
        : "it has no override: wait until it ends";
    return { ...evaluation, problem: `${refused}; ${how}` };
}

;// CONCATENATED MODULE: ./src/core/review/policy/change-approvals.ts


/**
 * A change's approvals, from its review facts with the text of each approving review. An approval
 * whose account does not count for min-approvals (not a person with write access) counts for no
 * rule either, so it is left out.
 */
function changeApprovals(facts) {
    const fact = (login, onHeadCommit, authorOrCommitter) => ({
        login,
        onHeadCommit,
        authorOrCommitter,
        bot: false,
        body: facts.approvalBodies.get(login) ?? "",
    });
    return [
        ...facts.approvedBy.map((login) => fact(login, true, false)),
        ...facts.notIndependent.map((login) => fact(login, true, true)),
        ...facts.approvedEarlierCommit.map((login) => fact(login, false, false)),
    ];
}
/**
 * Several changes merged together are judged as one plan: an approval counts only when its author
 * approved every one of them, and overrides a freeze only when it does so in every one (with the
 * first change's reason). Fails closed: an approval of one change never vouches for another.
 */
function groupApprovals(perChange) {
    if (perChange.length === 1)
        return [...(perChange[0] ?? [])];
    const [mine = [], ...others] = perChange.map((approvals) => countedApprovals(approvals).counted);
    return mine.flatMap((approval) => {
        const login = approval.login.toLowerCase();
        const all = [
            approval,
            ...others.map((approvals) => approvals.find((other) => other.login.toLowerCase() === login)),
        ];
        if (all.some((found) => found === undefined))
            return [];
        const overrides = all.every((found) => found !== undefined && overrideReason(found.body) !== undefined);
        return [{ ...approval, body: overrides ? approval.body : "" }];
    });
}

;// CONCATENATED MODULE: ./src/render/policy-text.ts


function renderPolicyText(evaluation, operations, policyFile) {
    const lines = [
        `Policy ${reveal_revealHiddenCharacters(policyFile)}: ${wording_countOf(evaluation.rules.length, "rule")} ${evaluation.rules.length === 1 ? "applies" : "apply"} to this plan.`,
    ];
    for (const rule of evaluation.rules) {
        lines.push(`  ${reveal_revealHiddenCharacters(rule.id)}: ${rule.result}, for ${wording_countOf(rule.operations.length, "operation")}`);
        for (const index of rule.operations)
            lines.push(`    - ${operationWords(operations[index])}`);
        for (const requirement of rule.requirements)
            lines.push(`    ${requirementLine(requirement)}`);
    }
    for (const freeze of evaluation.freezes) {
        lines.push(`  freeze ${reveal_revealHiddenCharacters(freeze.id)} (${freeze.from} to ${freeze.to}): ${freeze.result}, for ${wording_countOf(freeze.operations.length, "operation")}`);
        if (freeze.override) {
            lines.push(`    overridden by ${reveal_revealHiddenCharacters(freeze.override.login)}: ${reveal_revealHiddenCharacters(freeze.override.reason)}`);
        }
        else
            lines.push(`    ${reveal_revealHiddenCharacters(freeze.problem)}`);
    }
    for (const ignored of evaluation.ignored) {
        lines.push(`  not counted: ${reveal_revealHiddenCharacters(ignored.login)} (${ignored.why})`);
    }
    const { verdict } = evaluation;
    lines.push(verdict.allowed
        ? "Allowed: every rule that applies is met and no freeze holds."
        : `Refused: ${verdict.reasons.map(reveal_revealHiddenCharacters).join("; ")}.`);
    return `${lines.join("\n")}\n`;
}
function requirementLine(requirement) {
    const from = requirement.system
        ? `owners of ${reveal_revealHiddenCharacters(requirement.system.name)} (${requirement.eligible.map(reveal_revealHiddenCharacters).join(", ") || "none"})`
        : requirement.eligible.map(reveal_revealHiddenCharacters).join(", ");
    const by = requirement.satisfiedBy.length > 0
        ? requirement.satisfiedBy.map(reveal_revealHiddenCharacters).join(", ")
        : "nobody yet";
    const problem = requirement.problem ? `; ${reveal_revealHiddenCharacters(requirement.problem)}` : "";
    return `${requirement.approvals} from ${from}: approved by ${by}${problem}`;
}
function operationWords(operation) {
    const system = reveal_revealHiddenCharacters(operation.cyber_system.name);
    if (operation.action !== "update")
        return `${operation.action} ${reveal_revealHiddenCharacters(operation.name)} in ${system}`;
    const from = operation.changes.cyber_system?.from;
    const where = from ? `from ${reveal_revealHiddenCharacters(from.name)} to ${system}` : `in ${system}`;
    return `${operation.kinds.join(", ")} ${reveal_revealHiddenCharacters(operation.name)} ${where}`;
}

;// CONCATENATED MODULE: ./src/render/policy-markdown.ts




const START = "<!-- cip-sync:policy -->\n";
const END = "<!-- cip-sync:policy-end -->\n";
/** The section's room in the comment; the plan needs the rest. */
const POLICY_SECTION_MAX_LENGTH = 12_000;
function renderPolicySection(input) {
    const lines = [
        "#### Policy",
        "",
        `Judged by ${markdownCodeSpan(input.file)} as the base commit \`${shortSha(input.baseSha)}\` has it, with the owners and impact declared there.`,
    ];
    if (input.changesRules) {
        lines.push("", "This pull request changes the policy, or the owners or impact of a system it touches: the new rules apply from the next change, not to this one.");
    }
    const { evaluation } = input;
    if (evaluation !== undefined)
        lines.push(...ruleLines(evaluation, input.operations));
    const { reasons } = input;
    lines.push("", reasons.length === 0
        ? "**Allowed:** every rule that applies is met and no freeze holds."
        : `**Not allowed yet:** ${reasons.map(escapeMarkdown).join("; ")}.`);
    let body = `${lines.join("\n")}\n`;
    const room = POLICY_SECTION_MAX_LENGTH - START.length - END.length;
    if (body.length > room) {
        const note = "\n… (cut here: the run's log lists every rule and requirement)\n";
        body = `${body.slice(0, room - note.length)}${note}`;
    }
    return `${START}${body}${END}\n`;
}
function ruleLines(evaluation, operations) {
    const lines = [];
    if (evaluation.rules.length === 0)
        lines.push("", "No rule applies to this plan.");
    else {
        lines.push("", tableRow(["Rule", "Covers", "May approve", "Approved by", "Missing"]).trimEnd());
        lines.push("|---|---|---|---|---|");
        for (const rule of evaluation.rules)
            lines.push(...ruleRows(rule, operations));
    }
    for (const freeze of evaluation.freezes) {
        const state = freeze.override
            ? `overridden by ${escapeMarkdown(freeze.override.login)}: ${escapeMarkdown(freeze.override.reason)}`
            : escapeMarkdown(freeze.problem);
        lines.push("", `Freeze ${markdownCodeSpan(freeze.id)} (${freeze.from} to ${freeze.to}) holds ${wording_countOf(freeze.operations.length, "operation")}: ${state}`);
    }
    if (evaluation.ignored.length > 0) {
        const ignored = evaluation.ignored.map(({ login, why }) => `${escapeMarkdown(login)} (${escapeMarkdown(why)})`);
        lines.push("", `Not counted: ${ignored.join(", ")}.`);
    }
    return lines;
}
function ruleRows(rule, operations) {
    const kinds = new Set(rule.operations.flatMap((index) => {
        const operation = operations[index];
        return operation === undefined ? [] : operationKinds(operation);
    }));
    const covers = `${wording_countOf(rule.operations.length, "operation")} (${[...kinds].join(", ")})`;
    return rule.requirements.map((requirement) => {
        const who = requirement.eligible.map(escapeMarkdown).join(", ") || "nobody";
        const eligible = requirement.system
            ? `${requirement.approvals} of the owners of ${escapeMarkdown(requirement.system.name)}: ${who}`
            : `${requirement.approvals} of ${who}`;
        return tableRow([
            markdownCodeSpan(rule.id),
            covers,
            eligible,
            requirement.satisfiedBy.map(escapeMarkdown).join(", ") || "nobody yet",
            requirement.result === "met" ? "nothing" : escapeMarkdown(requirement.problem),
        ]).trimEnd();
    });
}
/** `rendered` with its policy section replaced by `section` (or `section` first, when it has none). */
function replacePolicySection(rendered, section) {
    const start = rendered.indexOf(START);
    const end = rendered.indexOf(END, start);
    if (start < 0 || end < 0)
        return `${section}${rendered}`;
    let after = end + END.length;
    if (rendered[after] === "\n")
        after += 1;
    return `${rendered.slice(0, start)}${section}${rendered.slice(after)}`;
}

;// CONCATENATED MODULE: ./src/core/review/policy/evaluate-policy.ts





function evaluatePolicy(policy, facts) {
    const { counted, ignored } = countedApprovals(facts.approvals);
    const book = new MembershipBook(facts.memberships);
    const logins = counted.map((approval) => approval.login);
    const rules = policy.rules.flatMap((rule) => {
        const covered = facts.operations.flatMap((operation, index) => ruleCovers(rule, operation, facts.baseSystems) ? [index] : []);
        if (covered.length === 0)
            return [];
        const requirements = requirementsOf(rule, covered, facts).map((wanted) => judge(wanted, logins, book));
        return [{ id: rule.id, operations: covered, requirements, result: worst(requirements) }];
    });
    const freezes = evaluateFreezes(policy.freezes, facts, counted, book);
    const reasons = [
        ...rules
            .filter((rule) => rule.result !== "met")
            .map((rule) => `rule ${diagnostics_quote(rule.id)} is ${rule.result}: ${rule.requirements
            .map((r) => r.problem)
            .filter(Boolean)
            .join("; ")}`),
        ...freezes.filter((freeze) => freeze.result !== "overridden").map((freeze) => freeze.problem),
    ];
    return { rules, freezes, ignored, verdict: { allowed: reasons.length === 0, reasons } };
}
function ruleCovers(rule, operation, baseSystems) {
    const kinds = operationKinds(operation);
    const { operations, impact: impacts } = rule;
    if (operations && !kinds.some((kind) => operations.includes(kind)))
        return false;
    if (!impacts)
        return true;
    // A system without an impact at the base could be any: the rule applies (fail closed).
    return touchedSystems(operation).some((system) => {
        const impact = baseSystems.get(system.id)?.impact;
        return impact === undefined || impacts.includes(impact);
    });
}
function requirementsOf(rule, covered, facts) {
    if (rule.from.kind === "principals") {
        return [{ approvals: rule.approvals, principals: rule.from.principals }];
    }
    const systems = new Map();
    for (const index of covered) {
        for (const system of touchedSystems(facts.operations[index]))
            systems.set(system.id, system);
    }
    return [...systems.values()].map((system) => {
        const base = facts.baseSystems.get(system.id);
        const wanted = {
            system: { id: system.id, name: system.name },
            approvals: rule.approvals,
            principals: base?.owners ?? [],
        };
        if (wanted.principals.length === 0)
            wanted.nobody = noOwners(system, base);
        return wanted;
    });
}
function noOwners(system, base) {
    const where = base === undefined
        ? "it has no document at the base"
        : "its document at the base declares no owners and no CODEOWNERS line names owners for its file";
    return `cyber system ${diagnostics_quote(system.name)} has no owners (${where}), so nobody can approve for it; declare its owners on the base branch first`;
}
function judge(wanted, logins, book) {
    const satisfiedBy = [];
    const unknown = [];
    for (const login of logins) {
        const eligibility = book.eligibility(login, wanted.principals);
        if (eligibility.state === "yes")
            satisfiedBy.push(login);
        else if (eligibility.state === "unverifiable")
            unknown.push(eligibility.reason);
    }
    const missing = Math.max(0, wanted.approvals - satisfiedBy.length);
    const result = missing === 0 ? "met" : unknown.length > 0 ? "unverifiable" : "unmet";
    const eligible = principalsText(wanted.principals);
    const whose = wanted.system ? `the owners of ${diagnostics_quote(wanted.system.name)}` : listOf(eligible);
    const problem = result === "met"
        ? ""
        : (wanted.nobody ??
            `${wording_countOf(missing, "more approval")} needed from ${whose}${result === "unverifiable" ? ` (cannot be verified: ${unknown.join("; ")})` : ""}`);
    const requirement = {
        approvals: wanted.approvals,
        eligible,
        satisfiedBy,
        missing,
        result,
        problem,
    };
    if (wanted.system)
        requirement.system = wanted.system;
    return requirement;
}
function worst(requirements) {
    if (requirements.some((requirement) => requirement.result === "unmet"))
        return "unmet";
    if (requirements.some((requirement) => requirement.result === "unverifiable"))
        return "unverifiable";
    return "met";
}

;// CONCATENATED MODULE: ./src/core/review/policy/offline-approvals.ts
// `cip-sync policy check --approvals FILE`: a JSON array of {"login", "teams": [...], "body"?},
// taken as approvals on the head commit by people who did not write the change. Each login's
// teams are the whole truth offline: a member of the teams listed, of no other team the policy names.




const TEAM_PATTERN = /^[^/]+\/[^/]+$/;
const approvalsSchema = schemas/* array */.YOg(schemas/* strictObject */.rej({
    login: schemas/* string */.YjP().regex(LOGIN_PATTERN, "must be a GitHub login"),
    teams: schemas/* array */.YOg(schemas/* string */.YjP()
        .refine((team) => TEAM_PATTERN.test(team) && parsePrincipal(team) !== undefined, "must be a team as org/team-slug"))
        .default([]),
    body: schemas/* string */.YjP().default(""),
}));
function parseOfflineApprovals(text, source, 
/** Every team the policy and the owners name: membership is decided for each. */
teams) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`${source} is not valid JSON (${errorMessage(error)}); write an array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]`, { cause: error });
    }
    const result = approvalsSchema.safeParse(value);
    if (!result.success) {
        const issue = result.error.issues[0];
        throw new Error(`${source} at ${jsonPath(issue.path)}: ${issue.message}; write an array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]`);
    }
    const approvals = [];
    const memberships = [];
    for (const entry of result.data) {
        approvals.push({
            login: entry.login,
            onHeadCommit: true,
            authorOrCommitter: false,
            bot: false,
            body: entry.body,
        });
        const listed = new Set(entry.teams.map((team) => team.toLowerCase()));
        for (const team of teams) {
            const membership = listed.has(team.toLowerCase())
                ? "member"
                : "not-member";
            memberships.push({ team, login: entry.login, membership: { state: membership } });
        }
    }
    return { approvals, memberships };
}
/** Every team the policy names (rules and overrides) or the owners of the systems name. */
function namedTeams(policy, baseSystems) {
    const principals = [
        ...[...baseSystems].flatMap((system) => system.owners),
        ...policy.rules.flatMap((rule) => rule.from.kind === "principals" ? rule.from.principals : []),
        ...policy.freezes.flatMap((freeze) => freeze.overrideFrom ?? []),
    ];
    return [
        ...new Set(principals.filter((principal) => principal.kind === "team").map(principalText)),
    ];
}

;// CONCATENATED MODULE: ./src/core/review/policy/policy-schema.ts
// cip-policy.yaml as one zod schema: the source of schemas/policy.schema.json (editor completion
// and checks) and of the key lists the position-aware parser (parse-policy.ts) enforces.



const RULE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** An RFC 3339 instant in UTC, as written in the file: 2026-12-15T00:00:00Z. */
const UTC_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
const idSchema = schemas/* string */.YjP().regex(RULE_ID_PATTERN).meta({
    description: "Lower-case letters, digits and hyphens; unique in the file. Named in results.",
});
const operationsSchema = schemas/* array */.YOg(schemas/* enum */.k5n(POLICY_OPERATIONS)).min(1).meta({
    description: "create, update (any update), rename, retype, move, delete. An update matches update and each of its kinds.",
});
const principalsSchema = schemas/* array */.YOg(principalSchema).min(1);
const whenSchema = schemas/* strictObject */.rej({
    operations: operationsSchema.optional(),
    impact: schemas/* array */.YOg(impactSchema).min(1).optional(),
})
    .meta({ description: "Which operations the rule covers; absent keys match everything." });
const requireSchema = schemas/* strictObject */.rej({
    approvals: schemas/* int */.Whr().min(1).max(20).meta({ description: "Distinct people who must approve." }),
    from: schemas/* union */.KCZ([schemas/* literal */.euz("owners"), principalsSchema]).meta({
        description: "owners: the owners of each system touched (both ends of a move); or a list of logins and org/team slugs.",
    }),
});
const ruleSchema = schemas/* strictObject */.rej({
    id: idSchema,
    when: whenSchema,
    require: requireSchema,
});
const freezeSchema = schemas/* strictObject */.rej({
    id: idSchema,
    from: schemas/* string */.YjP().regex(UTC_INSTANT_PATTERN).meta({ description: "Start, UTC (…Z), included." }),
    to: schemas/* string */.YjP().regex(UTC_INSTANT_PATTERN).meta({ description: "End, UTC (…Z), excluded." }),
    operations: operationsSchema,
    override: schemas/* strictObject */.rej({ from: principalsSchema })
        .meta({
        description: "Who may let a change through: a review on the head commit whose text starts with /override-freeze and a reason of at least 10 characters.",
    })
        .optional(),
});
const policy_schema_policySchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(POLICY_VERSION),
    rules: schemas/* array */.YOg(ruleSchema).optional(),
    freezes: schemas/* array */.YOg(freezeSchema).optional(),
})
    .meta({
    title: "cip-inventory-sync policy (cip-policy.yaml)",
    description: "Who must approve which changes, and when nothing may change. Read from the base branch; see docs/owners-and-policy.md.",
});
const POLICY_KEYS = Object.keys(policy_schema_policySchema.shape);
const RULE_KEYS = Object.keys(ruleSchema.shape);
const WHEN_KEYS = Object.keys(whenSchema.shape);
const REQUIRE_KEYS = Object.keys(requireSchema.shape);
const FREEZE_KEYS = Object.keys(freezeSchema.shape);
/** The JSON Schema (draft 2020-12) of the policy file, for editors. */
function policyJsonSchema() {
    return z.toJSONSchema(policy_schema_policySchema, { target: "draft-2020-12", io: "input" });
}

;// CONCATENATED MODULE: ./src/core/review/policy/parse-policy.ts
// cip-policy.yaml's text -> the policy, with every problem at file:line:column. Read strictly, as
// inventory files are (yaml-reader.ts): no anchors, aliases, tags or duplicate keys. A policy with
// any error is no policy: the caller fails closed.






const MAX_APPROVALS = 20;
const OPERATIONS_HINT = "create, update, rename, retype, move or delete";
function parsePolicyText(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const docs = parseYamlDocuments(text, lineCounter);
    const reader = new PolicyReader(text, file, lineCounter);
    const policy = reader.file(docs);
    const diagnostics = reader.diagnostics.sort(diagnostics_compareDiagnostics);
    return diagnostics.length === 0 && policy ? { policy, diagnostics } : { diagnostics };
}
class PolicyReader extends ValueReader {
    #ids = new Map();
    file(docs) {
        const [doc, extra] = docs;
        if (doc === undefined || doc.contents === null) {
            this.error(0, "the policy file is empty; write `version: 1` and rules, or remove the file");
            return undefined;
        }
        if (extra !== undefined) {
            this.error(extra.range[0], 'a policy file holds one YAML document; remove the extra "---"');
        }
        if (!this.yamlProblems(doc, 0) || !this.plainNode(doc.contents))
            return undefined;
        if (!(0,dist/* isMap */.jh)(doc.contents)) {
            this.error(nodeStart(doc.contents), `the policy must be a map with the keys version, rules and freezes, not ${describeValue(doc.contents)}`);
            return undefined;
        }
        return this.#policy(doc.contents);
    }
    #policy(map) {
        let version = false;
        const policy = { version: POLICY_VERSION, rules: [], freezes: [] };
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = nodeStart(key);
            if (keyText === "version")
                version = this.#version(value, keyOffset);
            else if (keyText === "rules") {
                policy.rules = this.#list(value, keyOffset, "rules", (item) => this.#rule(item));
            }
            else if (keyText === "freezes") {
                policy.freezes = this.#list(value, keyOffset, "freezes", (item) => this.#freeze(item));
            }
            else
                this.unknownKey(key, keyText, POLICY_KEYS, "the keys of the policy are");
        }
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "version")) {
            this.error(nodeStart(map), 'missing key "version": write `version: 1` at the top');
        }
        return version ? policy : undefined;
    }
    #version(value, keyOffset) {
        const text = this.scalarValue(value, keyOffset, { label: "version", hint: "1" });
        if (text === undefined)
            return false;
        if (text.value === String(POLICY_VERSION))
            return true;
        this.error(nodeStart(value), `version ${diagnostics_quote(text.value)} is not supported; this cip-sync reads version ${POLICY_VERSION}`);
        return false;
    }
    /** Each map of a list, read by `read`; the ones that could not be read are left out. */
    #list(value, keyOffset, label, read) {
        // `rules:` or `rules: []`: none, as when the key is left out.
        if (((0,dist/* isScalar */.jn)(value) && isEmptyPlain(value)) || ((0,dist/* isSeq */.oP)(value) && value.items.length === 0)) {
            return [];
        }
        const items = this.listItems(value, keyOffset, { label, hint: `${label} (maps)` }) ?? [];
        const read_ = [];
        for (const item of items) {
            if ((0,dist/* isNode */.Ll)(item) && !this.plainNode(item))
                continue;
            if (!(0,dist/* isMap */.jh)(item)) {
                const where = (0,dist/* isNode */.Ll)(item) ? nodeStart(item) : keyOffset;
                this.error(where, `each entry of ${label} must be a map, not ${(0,dist/* isNode */.Ll)(item) ? describeValue(item) : "nothing"}`);
                continue;
            }
            const entry = read(item);
            if (entry !== undefined)
                read_.push(entry);
        }
        return read_;
    }
    #id(value, keyOffset, what) {
        const text = this.scalarValue(value, keyOffset, {
            label: `the ${what} id`,
            hint: "a name such as high-impact-deletes",
        });
        if (text === undefined)
            return undefined;
        const offset = nodeStart(value);
        if (!RULE_ID_PATTERN.test(text.value)) {
            this.error(offset, `${what} id ${diagnostics_quote(text.value)} must be lower-case letters, digits and hyphens (e.g. high-impact-deletes)`);
            return undefined;
        }
        const first = this.#ids.get(text.value);
        if (first !== undefined) {
            this.error(offset, `id ${diagnostics_quote(text.value)} is used twice (first at line ${this.at(first).line}); give each rule and freeze its own id`, [this.at(first)]);
            return undefined;
        }
        this.#ids.set(text.value, offset);
        return text.value;
    }
    /** Reports each key of `required` the map lacks; true when it has them all. */
    #required(map, required, what) {
        const missing = required.filter((name) => !map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === name));
        for (const name of missing)
            this.error(nodeStart(map), `${what} has no ${diagnostics_quote(name)}; add it`);
        return missing.length === 0;
    }
    #rule(map) {
        let valid = this.#required(map, RULE_KEYS, "this rule");
        const rule = { location: this.at(nodeStart(map)) };
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = nodeStart(key);
            if (keyText === "id")
                rule.id = this.#id(value, keyOffset, "rule");
            else if (keyText === "when")
                valid = this.#when(value, keyOffset, rule) && valid;
            else if (keyText === "require")
                valid = this.#require(value, keyOffset, rule) && valid;
            else {
                valid = false;
                this.unknownKey(key, keyText, RULE_KEYS, "the keys of a rule are");
            }
        }
        const { id, location, approvals, from } = rule;
        if (!valid ||
            id === undefined ||
            location === undefined ||
            approvals === undefined ||
            from === undefined) {
            return undefined;
        }
        return { ...rule, id, location, approvals, from };
    }
    #submap(value, keyOffset, label, shape) {
        if ((0,dist/* isNode */.Ll)(value) && !this.plainNode(value))
            return undefined;
        if ((0,dist/* isMap */.jh)(value))
            return value;
        const where = (0,dist/* isNode */.Ll)(value) ? nodeStart(value) : keyOffset;
        this.error(where, `${label} must be a map (${shape}), not ${(0,dist/* isNode */.Ll)(value) && !isEmptyPlain(value) ? describeValue(value) : "nothing"}`);
        return undefined;
    }
    #when(value, keyOffset, rule) {
        const map = this.#submap(value, keyOffset, "when", "{ operations: [...], impact: [...] }");
        if (map === undefined)
            return false;
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = nodeStart(key);
            if (keyText === "operations") {
                const operations = this.#operations(item, itemOffset);
                if (operations)
                    rule.operations = operations;
                else
                    valid = false;
            }
            else if (keyText === "impact") {
                const impact = this.choiceList(item, itemOffset, { label: "impact", hint: "high, medium or low" }, ["high", "medium", "low"]);
                if (impact)
                    rule.impact = impact.map((entry) => entry.value);
                else
                    valid = false;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, WHEN_KEYS, "the keys of when are");
            }
        }
        return valid;
    }
    #operations(value, keyOffset) {
        const field = { label: "operations", hint: OPERATIONS_HINT };
        return this.choiceList(value, keyOffset, field, POLICY_OPERATIONS)?.map((entry) => entry.value);
    }
    #require(value, keyOffset, rule) {
        const map = this.#submap(value, keyOffset, "require", "{ approvals: N, from: owners or [...] }");
        if (map === undefined || !this.#required(map, REQUIRE_KEYS, "require"))
            return false;
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = nodeStart(key);
            if (keyText === "approvals") {
                rule.approvals = this.#approvals(item, itemOffset);
                valid &&= rule.approvals !== undefined;
            }
            else if (keyText === "from") {
                rule.from = this.#from(item, itemOffset);
                valid &&= rule.from !== undefined;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, REQUIRE_KEYS, "the keys of require are");
            }
        }
        return valid;
    }
    #approvals(value, keyOffset) {
        const text = this.scalarValue(value, keyOffset, {
            label: "approvals",
            hint: `a whole number from 1 to ${MAX_APPROVALS}`,
        });
        if (text === undefined)
            return undefined;
        const count = /^\d{1,2}$/.test(text.value) ? Number(text.value) : Number.NaN;
        if (count >= 1 && count <= MAX_APPROVALS)
            return count;
        this.error(nodeStart(value), `approvals must be a whole number from 1 to ${MAX_APPROVALS}, not ${diagnostics_quote(text.value)}`);
        return undefined;
    }
    #from(value, keyOffset) {
        if ((0,dist/* isScalar */.jn)(value) && !isEmptyPlain(value)) {
            const text = this.scalarValue(value, keyOffset, { label: "from", hint: "owners" });
            if (text?.value === "owners")
                return { kind: "owners" };
            this.error(nodeStart(value), `from must be owners or a list of logins and org/team slugs (e.g. ["acme/cip-compliance"]), not ${diagnostics_quote(text?.value ?? "")}`);
            return undefined;
        }
        const principals = this.#principalList(value, keyOffset, "from");
        return principals && { kind: "principals", principals };
    }
    #principalList(value, keyOffset, label) {
        const field = { label, hint: "GitHub logins and org/team slugs" };
        return this.principals(value, keyOffset, field)?.map((entry) => entry.value);
    }
    #freeze(map) {
        let valid = this.#required(map, ["id", "from", "to", "operations"], "this freeze");
        const freeze = { location: this.at(nodeStart(map)) };
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = nodeStart(key);
            if (keyText === "id")
                freeze.id = this.#id(value, keyOffset, "freeze");
            else if (keyText === "from" || keyText === "to")
                freeze[keyText] = this.#instant(value, keyOffset, keyText);
            else if (keyText === "operations")
                freeze.operations = this.#operations(value, keyOffset);
            else if (keyText === "override") {
                const override = this.#submap(value, keyOffset, "override", "{ from: [...] }");
                const from = override && this.#overrideFrom(override);
                if (from)
                    freeze.overrideFrom = from;
                else
                    valid = false;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, FREEZE_KEYS, "the keys of a freeze are");
            }
        }
        const { id, location, from, to, operations } = freeze;
        if (!valid || !id || !location || from === undefined || to === undefined || !operations)
            return undefined;
        if (to <= from) {
            this.error(nodeStart(map), `freeze ${diagnostics_quote(id)} ends before it starts; "to" must be after "from"`);
            return undefined;
        }
        return { ...freeze, id, location, from, to, operations };
    }
    #overrideFrom(map) {
        if (!this.#required(map, ["from"], "override"))
            return undefined;
        let from;
        for (const { key, keyText, value } of this.entries(map)) {
            if (keyText === "from")
                from = this.#principalList(value, nodeStart(key), "override from");
            else {
                this.unknownKey(key, keyText, ["from"], "the key of override is");
                return undefined;
            }
        }
        return from;
    }
    #instant(value, keyOffset, label) {
        const hint = "an instant in UTC such as 2026-12-15T00:00:00Z";
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        const time = UTC_INSTANT_PATTERN.test(text.value) ? Date.parse(text.value) : Number.NaN;
        if (Number.isFinite(time))
            return time;
        this.error(nodeStart(value), `${label} must be ${hint} (with the Z), not ${diagnostics_quote(text.value)}`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/core/review/policy/policy-evidence.ts
function policyEvidenceOf(source, judged) {
    const base = { file: source.file, blob_sha: source.blobSha, base_sha: source.baseSha };
    if ("unjudged" in judged) {
        return { ...base, allowed: false, reasons: [judged.unjudged], rules: [], freezes: [] };
    }
    const { rules, freezes, verdict } = judged.evaluation;
    return {
        ...base,
        allowed: verdict.allowed,
        reasons: verdict.reasons,
        rules: rules.map((rule) => ({
            id: rule.id,
            result: rule.result,
            operations: rule.operations.length,
            requirements: rule.requirements.map((requirement) => ({
                system: requirement.system?.name ?? null,
                approvals: requirement.approvals,
                eligible: requirement.eligible,
                satisfied_by: requirement.satisfiedBy,
                problem: requirement.problem === "" ? null : requirement.problem,
            })),
        })),
        freezes: freezes.map((freeze) => ({
            id: freeze.id,
            from: freeze.from,
            to: freeze.to,
            result: freeze.result,
            override: freeze.override ?? null,
        })),
    };
}

;// CONCATENATED MODULE: ./src/io/optional-file.ts
// A file that may not exist: its text, or undefined when there is none. Any other failure (no
// permission, a directory) is an error, never read as absence.


async function readTextIfPresent(path) {
    try {
        return await (0,external_node_fs_promises_.readFile)(path, "utf8");
    }
    catch (error) {
        if (errorCode(error) === "ENOENT")
            return undefined;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/action/policy-judge.ts
// The owner policy in the Action: read at the base commit through the code host (never from the
// pull request), with CODEOWNERS and the inventory documents there, then judged against a plan's
// operations (or those a plan comment recorded) and the approvals. Everything that keeps it from
// being judged (an invalid policy at the base, a plan not recorded) refuses, with why.













/**
 * The policy at `baseSha` (given, or computed only when a policy file is named); undefined when
 * the input policy is empty or the file does not exist at the base.
 */
async function readBasePolicy(scope, baseSha) {
    const file = scope.settings.policyFile;
    if (file === "")
        return undefined;
    const base = typeof baseSha === "string" ? baseSha : await baseSha();
    let loaded;
    const files = await scope.host.policy.filesAt(base, {
        policy: file,
        documents: async () => (loaded = await inventory_files_loadInventory(scope.source)).files,
    });
    if (files.policy === undefined || loaded === undefined) {
        scope.reporter.info(`No owner policy: ${file} does not exist at the base commit ${base}.`);
        return undefined;
    }
    const parsed = parsePolicyText(files.policy.text, file);
    const error = parsed.diagnostics.find((diagnostic) => diagnostic.severity === "error");
    const where = error?.location === undefined ? file : formatLocation(error.location);
    return {
        source: { file, blobSha: files.policy.sha, baseSha: base },
        policy: parsed.policy,
        problem: parsed.policy === undefined
            ? `the owner policy ${where} at the base commit ${shortSha(base)} is invalid (${error?.message ?? "unreadable"}): fix it on the base branch, since a pull request is judged by the base's policy`
            : undefined,
        documents: files.documents.flatMap(({ path, text }) => documentsOf(text, path)),
        codeowners: files.codeowners && parseCodeowners(files.codeowners.text, files.codeowners.path),
        head: {
            documents: loaded.documents.map((document) => ({ file: document.location.file, document })),
            policyText: await readTextIfPresent((0,external_node_path_.join)(scope.context.workspaceDir, file)),
        },
        baseText: files.policy.text,
    };
}
function documentsOf(text, file) {
    return parseInventoryText(text, file).documents.map((document) => ({ file, document }));
}
async function judgePolicy(scope, base, operations, approvals) {
    if (base.policy === undefined)
        return unjudged(base, base.problem ?? "the policy is invalid");
    const baseSystems = baseSystemsOf(operations, base.documents, base.codeowners);
    const teams = namedTeams(base.policy, baseSystems.values());
    const logins = countedApprovals(approvals).counted.map((approval) => approval.login);
    const memberships = teams.length === 0 || logins.length === 0
        ? []
        : await scope.host.policy.memberships(teams, logins);
    const evaluation = evaluatePolicy(base.policy, {
        operations,
        baseSystems,
        approvals,
        memberships,
        now: Date.now(),
    });
    return {
        base,
        evaluation,
        verdict: evaluation.verdict,
        evidence: policyEvidenceOf(base.source, { evaluation }),
        operations,
        baseSystems,
    };
}
/** The policy could not be judged: refused, with why. */
function unjudged(base, reason) {
    return {
        base,
        evaluation: undefined,
        verdict: { allowed: false, reasons: [reason] },
        evidence: policyEvidenceOf(base.source, { unjudged: reason }),
        operations: [],
        baseSystems: new Map(),
    };
}
/** Whether the checkout changes the policy file, or the owners or impact of a system judged. */
function changesRules(judgement) {
    const { base, operations, baseSystems: before } = judgement;
    if (base.head.policyText !== base.baseText)
        return true;
    const after = baseSystemsOf(operations, base.head.documents, base.codeowners);
    const key = (system) => JSON.stringify([system?.owners, system?.impact]);
    return [...new Set([...before.keys(), ...after.keys()])].some((id) => key(before.get(id)) !== key(after.get(id)));
}
/** The `cip-sync/policy` status on `sha`; the run's log says what it was set to. */
async function publishPolicyStatus(scope, sha, judgement) {
    await scope.host.statuses.setPolicy(sha, judgement, scope.context.runUrl);
    const { allowed, reasons } = judgement.verdict;
    scope.reporter.info(`Set the commit status cip-sync/policy on ${shortSha(sha)}: ${allowed ? "success" : `failure (${reasons.join("; ")})`}.`);
}

;// CONCATENATED MODULE: ./src/action/policy-route.ts







/**
 * At the merge: the policy of the default branch before it (the push's `before`, else the merge
 * commit's first parent) judges the plan now and the merged pull requests' approvals.
 */
async function judgeMerge(scope, facts, before, planNow) {
    const { sha } = scope.context;
    const base = await readBasePolicy(scope, async () => before ?? (await scope.host.policy.firstParent(sha)));
    if (base === undefined)
        return undefined;
    const planned = await planNow();
    const judgement = planned.status === "invalid"
        ? unjudged(base, "the inventory files are invalid, so there is no plan to judge")
        : await judgePolicy(scope, base, planned.plan.operations, mergedApprovals(facts));
    logJudgement(scope, judgement, planned.status === "invalid" ? undefined : planned.plan);
    return { judgement, planned, gate: { policy: judgement.verdict } };
}
/**
 * A merge queue's group: the policy of the group's base judges the group's plan; undefined when
 * there is no policy there.
 */
async function judgeGroup(scope, facts, baseSha, plan) {
    const base = await readBasePolicy(scope, baseSha);
    if (base === undefined)
        return undefined;
    const approvals = mergedApprovals(facts);
    const judgement = await judgePolicy(scope, base, plan.operations, approvals);
    logJudgement(scope, judgement, plan);
    return judgement;
}
/** The approvals of the merged (or queued) changes, judged together (groupApprovals). */
function mergedApprovals(facts) {
    return groupApprovals(facts.changes.map((change) => changeApprovals(change)));
}
function logJudgement(scope, judgement, plan) {
    const { evaluation, base, verdict } = judgement;
    const title = `Owner policy ${base.source.file} at ${shortSha(base.source.baseSha)}`;
    if (evaluation === undefined || plan === undefined)
        scope.reporter.group(title, `Refused: ${verdict.reasons.join("; ")}.\n`);
    else
        scope.reporter.group(title, renderPolicyText(evaluation, plan.operations, base.source.file));
}
/**
 * On a pull request, after its plan: the policy judged, the status set on its head commit, and
 * the comment's part. Undefined when there is no policy at the base.
 */
async function pullRequestPolicy(scope, pullRequest, plan) {
    const base = await readBasePolicy(scope, baseOf(scope, pullRequest));
    if (base === undefined)
        return undefined;
    const { approvals } = await pullRequestFacts(scope, pullRequest.number);
    const recorded = recordSubjects(plan.operations);
    const judgement = await judgePolicy(scope, base, plan.operations, approvals);
    logJudgement(scope, judgement, plan);
    await publishPolicyStatus(scope, pullRequest.headSha, judgement);
    return {
        header: recorded === undefined ? {} : { policy: recorded },
        section: sectionOf(judgement),
    };
}
/**
 * A review submitted or dismissed: the policy judged again against the plan the comment recorded
 * for the head commit, without the service; the status and the comment's Policy section follow.
 */
async function reviewPolicy(scope, pullRequest) {
    if (pullRequest.fromFork) {
        scope.reporter.info("A review of a pull request from a fork: its token may not set statuses; the policy is judged on its next pull_request run and at the merge.");
        return;
    }
    const base = await readBasePolicy(scope, baseOf(scope, pullRequest));
    if (base === undefined)
        return;
    const { change, note, approvals } = await pullRequestFacts(scope, pullRequest.number);
    const header = note?.header;
    const subjects = header?.head === change.headSha ? recordedSubjectsOf(header.policy) : undefined;
    const judgement = subjects === undefined
        ? unjudged(base, `the plan comment records no plan of the head commit ${shortSha(change.headSha)} for the policy to judge: re-run the pull_request workflow to plan it`)
        : await judgePolicy(scope, base, subjects, approvals);
    await publishPolicyStatus(scope, change.headSha, judgement);
    if (note !== undefined && header !== undefined && subjects !== undefined)
        await rewriteSection(scope, { number: change.number, note, header }, sectionOf(judgement));
}
/** The base commit the event names, else (a payload without it) the pull request's. */
function baseOf(scope, pullRequest) {
    if (pullRequest.baseSha !== undefined)
        return pullRequest.baseSha;
    return () => scope.host.policy.baseOf(pullRequest.number);
}
function sectionOf(judgement) {
    return renderPolicySection({
        file: judgement.base.source.file,
        baseSha: judgement.base.source.baseSha,
        evaluation: judgement.evaluation,
        reasons: judgement.verdict.reasons,
        operations: judgement.operations,
        changesRules: judgement.evaluation !== undefined && changesRules(judgement),
    });
}
async function pullRequestFacts(scope, number) {
    const facts = await scope.host.policy.changeFacts(number, scope.settings.workspace);
    const approvals = changeApprovals(facts);
    return { change: facts.change, note: facts.note, approvals };
}
/** The comment keeps its header, status line and plan; only its Policy section is replaced. */
async function rewriteSection(scope, target, section) {
    const { owner, repo, runUrl } = scope.context;
    const { note, header } = target;
    const parsed = parseComment(note.body, scope.settings.workspace);
    const rendered = replacePolicySection(renderedPartOf(note.body) ?? "", section);
    await scope.comment({ issue: { owner, repo, number: target.number }, existing: note }, {
        ...header,
        // The comment writer adds this run's link again.
        statusLine: (parsed?.statusLine ?? "").replace(/ \[Run\]\([^)]*\)\.$/, ""),
        render: (maxLength) => rendered.length <= maxLength ? rendered : `${section}${truncatedNote(runUrl)}`,
    });
}

;// CONCATENATED MODULE: ./src/action/merge-route.ts
// The merge route: a push to the default branch applies the plan reviewed in the pull request it
// merged (or in the several it merged together, a merge-queue batch), or refuses. It reads as its
// steps: gather the review facts from GitHub once, `gate` them (core/review/gate.ts), plan or
// apply with the engine, and `conclude` the verdict (record, summary, comments, failure). A push
// that merged one pull request is a group of one; a direct push, a group of none. A step that
// reaches the service and throws (unreachable, a refused key, a 5xx) still leaves a `failed`
// change record (failed-attempt.ts) before the run fails with failure-reason connection.










/** Applies commit GITHUB_SHA, pushed over `before` (the branch's previous head) when known. */
async function applyMerge(scope, before) {
    // Opened first: a wrong api-url or api-key fails the step before any request, GitHub's too.
    await scope.withService(async (client) => {
        const { sha, ref } = scope.context;
        const { workspace, minApprovals, requireReviewedPlan } = scope.settings;
        const facts = await scope.host.facts.mergeFacts({
            sha,
            before,
            // The merge route runs only for a push to the default branch: ref is refs/heads/<it>.
            branch: ref.replace(/^refs\/heads\//, ""),
            workspace,
        });
        merge_route_describe(scope, facts);
        // The owner policy, when the base has one, judges the plan now: the apply is then held to it.
        const judged = await judgeMerge(scope, facts, before, () => recordingFailure(scope, mergeTargets(scope, facts, before, undefined), STOPPED_AT.policy, () => plan(scope, client)));
        const targets = mergeTargets(scope, facts, before, judged?.judgement.evidence);
        const decided = gate({ ...facts, minApprovals, requireReviewedPlan, ...judged?.gate });
        const verdict = decided.kind === "apply"
            ? await apply(scope, client, facts, decided, targets, judged?.planned)
            : verdictOf(decided, judged?.planned ??
                (await recordingFailure(scope, targets, STOPPED_AT.refusal(decided.kind), () => plan(scope, client))));
        return conclude(scope, decided, verdict, targets);
    });
}
function merge_route_describe(scope, facts) {
    if (facts.reviewed.kind !== "operations") {
        for (const line of describeMerge(facts))
            scope.reporter.info(line);
        return;
    }
    if (facts.incomplete !== undefined)
        scope.reporter.warning(`Not every merged pull request may have been found: ${facts.incomplete}.`);
    for (const line of describeGroup(facts.changes))
        scope.reporter.info(`Commit ${facts.sha} merged ${line}`);
}
async function plan(scope, client) {
    const outcome = await planFromSource(scope.planSettings(), client);
    scope.annotate(outcome.diagnostics);
    return outcome;
}
/**
 * Applies what the gate lets through. Several pull requests are first checked against the plan
 * now (the union of their reviewed operations); the engine then applies only that same plan. A
 * plan the owner policy judged (`judged`) is the only one the engine may apply.
 */
async function apply(scope, client, facts, decided, targets, judged) {
    let expectedFingerprint;
    const { expect } = decided;
    if (expect.kind === "operations" || judged !== undefined) {
        const planned = judged ??
            (await recordingFailure(scope, targets, STOPPED_AT.precheck, () => plan(scope, client)));
        if (planned.status === "invalid")
            return verdictOf(decided, planned);
        if (expect.kind === "operations") {
            const checked = checkBeforeApply(expect, planned.plan);
            if (checked.kind === "refused")
                return checked;
        }
        else if (expect.kind === "fingerprint" && expect.value !== planned.plan.fingerprint) {
            const changed = { plan: planned.plan, expectedFingerprint: expect.value };
            return verdictOf(decided, { status: "plan-changed", ...changed });
        }
        expectedFingerprint = planned.plan.fingerprint;
    }
    else {
        expectedFingerprint = expect.kind === "fingerprint" ? expect.value : undefined;
    }
    const outcome = await applyWithProgress(scope, client, {
        expectedFingerprint,
        beforeApply: (plan) => announceApply(scope, facts.changes.flatMap(({ issue, note }) => note === undefined ? [] : [{ issue, sticky: note }]), { sha: facts.sha, plan }),
        recordStopped: (error) => recordFailedAttempt(scope, targets, STOPPED_AT.apply, error),
    });
    scope.annotate(outcome.diagnostics);
    return verdictOf(decided, outcome);
}
function mergeTargets(scope, facts, before, policy) {
    const comments = facts.changes.map(({ issue, note, change }) => ({
        issue,
        existing: note,
        head: change.headSha,
    }));
    const [only] = comments;
    return {
        sha: facts.sha,
        changeContext: buildChangeContext(scope.context, scope.settings.workspace, facts),
        comments,
        pullRequests: facts.changes.map(({ change }) => change.number),
        invalidNote: only === undefined || comments.length > 1
            ? undefined
            : {
                ...only,
                fingerprint: facts.reviewed.kind === "fingerprint" ? facts.reviewed.value : undefined,
            },
        record: async (note) => (await recordEvidence(scope, changeDraft(scope, { facts, before, policy }, note))).failure,
    };
}

;// CONCATENATED MODULE: ./src/action/queue-route.ts
// The merge-queue route (merge_group, in mode auto): the queue asks whether a group of pull requests
// may reach the default branch. It may when the plan of the group's head commit, against the live
// service, is exactly the union of the plans reviewed in its pull requests; otherwise the check
// fails, so the group leaves the queue, and each pull request's comment says what changed since its
// review. The owner policy of the group's base must allow the group's plan too (failure-reason
// policy). Nothing is applied here: the apply stays on the push the queue makes.









async function checkMergeGroup(scope, group) {
    const { workspace } = scope.settings;
    await scope.withService(async (client) => {
        const facts = await scope.host.facts.queueFacts(group, workspace);
        if (facts.incomplete !== undefined)
            scope.reporter.warning(`Not every pull request of the group may have been found: ${facts.incomplete}.`);
        const head = shortSha(group.headSha);
        for (const line of describeGroup(facts.changes))
            scope.reporter.info(`Merge-queue group ${head} holds ${line}`);
        const outcome = await planFromSource(scope.planSettings(), client);
        scope.annotate(outcome.diagnostics);
        if (outcome.status === "invalid")
            return scope.failInvalid(outcome.diagnostics, undefined);
        const { plan } = outcome;
        await scope.reportPlan(plan);
        await refuseForPolicy(scope, facts, group, plan);
        const numbers = facts.changes.map(({ change }) => change.number);
        const title = `## Inventory merge-queue check: workspace \`${workspace}\``;
        if (!scope.settings.requireReviewedPlan) {
            await scope.reporter.summary((cap) => `${title}\n\nNot checked against the reviewed plans (require-reviewed-plan is false); the group's plan at \`${head}\`:\n\n${scope.summaryPlan(plan, cap)}`);
            return;
        }
        const checked = checkBeforeApply(facts.reviewed, plan);
        if (checked.kind === "proceed") {
            await scope.reporter.summary((cap) => `${title}\n\n**Passed:** the plan of the group at \`${head}\` (${wording_countOf(plan.operations.length, "operation")}) is exactly the union of the plans reviewed in ${pullRequestList(numbers)}. Nothing was applied; the apply runs on the push the queue makes.\n\n${scope.summaryPlan(plan, cap)}`);
            return;
        }
        const { check, unreviewed } = checked.difference;
        const difference = reviewDifferenceLine(check, numbers);
        const message = queueCheckFailedMessage(difference, unreviewed);
        const details = reviewDifferenceMarkdown(plan, check);
        const summaryHead = `${title}\n\n**Failed.** ${message}\n\n${details}\n### The group's plan\n\n`;
        await scope.reporter.summary((cap) => `${summaryHead}${scope.summaryPlan(plan, cap - summaryHead.length)}`);
        await markComments(scope, facts.changes.map(({ issue, note }) => ({ issue, sticky: note })), queueCheckMark(scope.context.runUrl, difference, details));
        throw new ActionFailure("plan-changed", message);
    });
}
/** The group's plan is the reviewed one: the owner policy of its base must allow it too. */
async function refuseForPolicy(scope, facts, group, plan) {
    const judgement = await judgeGroup(scope, facts, group.baseSha, plan);
    if (judgement === undefined || judgement.verdict.allowed)
        return;
    const message = policyRefusedMessage(judgement.verdict.reasons);
    await scope.reporter.summary(`## Inventory merge-queue check: workspace \`${scope.settings.workspace}\`\n\n**Failed.** ${escapeMarkdown(message)}`);
    await markComments(scope, facts.changes.map(({ issue, note }) => ({ issue, sticky: note })), notAppliedMark(scope.context.runUrl, escapeMarkdown(message)));
    throw new ActionFailure("policy", message);
}

;// CONCATENATED MODULE: ./src/core/sources/document-text.ts
// The text of a generated document, in fmt's layout. Names that are plain words YAML writes as
// they are (most of a CMDB's) are written directly: building and re-formatting a YAML tree for
// 100,000 rows took 12 s. A document with any other name goes through yaml and fmt, which choose
// its quoting; a test holds the two ways to the same text.


/** Text YAML reads back as the same string, written without quotes. */
const PLAIN_WORDS = /^[A-Za-z][A-Za-z0-9_./()-]*(?: [A-Za-z0-9_./()-]+)*$/;
/** Plain words that YAML (1.2, or 1.1 readers) could take for something else. */
const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n)$/i;
function documentText(header, system, assets) {
    const sorted = [...assets].sort(([a], [b]) => compareAssetNames(a, b));
    const names = sorted.map(([name]) => name);
    if (![system, ...names].every((text) => PLAIN_WORDS.test(text) && !RESERVED.test(text))) {
        return documentTextThroughYaml(header, system, assets);
    }
    const lines = [
        ...header.map((line) => `#${line}`),
        "",
        `cyber_system: ${system}`,
        "prune: true",
        names.length === 0 ? "assets: {}" : "assets:",
        ...sorted.map(([name, type]) => `  ${name}: ${type}`),
    ];
    return `${lines.join("\n")}\n`;
}
/** The same document built as a YAML tree and laid out by fmt: right for any name. */
function documentTextThroughYaml(header, system, assets) {
    const document = new dist/* Document */.yo({});
    document.commentBefore = header.join("\n");
    document.set("cyber_system", system);
    document.set("prune", true);
    document.set("assets", document.createNode(new Map(assets)));
    const formatted = format_inventory_formatInventoryText(document.toString({ lineWidth: 0 }));
    if (formatted.status !== "formatted")
        throw new Error(formatted.message);
    return formatted.text;
}

;// CONCATENATED MODULE: ./src/core/sources/source-documents.ts
// A source's rows turned into the documents of the cyber systems it owns: one canonical document
// per system (assets sorted, `fmt` layout, prune: true), headed by the source's name and the digest
// of the system's normalised rows. Rows that cannot be declared are reported by their place in the
// source. The result depends on the set of rows only, never on their order.









/** The first line of every generated file: how sync and validate recognise them. */
function generatedHeader(sourceName) {
    return `# Generated by cip-sync from source "${sourceName}".`;
}
function buildSnapshot(source, rows) {
    const owned = new Map(source.systems.map((system) => [names_nameKey(system), system]));
    const types = typesOf(source);
    const problems = [];
    // Each name's rows, never an empty list: a name is only added with its first row.
    const kept = new Map();
    for (const row of rows) {
        const system = owned.get(names_nameKey(row.system.trim()));
        const type = types(row.type.trim());
        if (system === undefined || type === undefined) {
            const message = system === undefined
                ? `cyber system ${diagnostics_quote(row.system)} is not one source ${diagnostics_quote(source.name)} owns; add it to its systems in the sources file, or filter the row out`
                : `type ${diagnostics_quote(row.type)} has no mapping; map it to hardware or software in the source's types`;
            problems.push({ place: row.place, message });
            continue;
        }
        const problem = nameProblem(row.name, ASSET_NAME);
        if (problem !== undefined) {
            problems.push({ place: row.place, message: problem });
            continue;
        }
        const key = names_nameKey(row.name);
        const entries = kept.get(key);
        if (entries === undefined)
            kept.set(key, [{ row, system, type }]);
        else
            entries.push({ row, system, type });
    }
    const bySystem = new Map(source.systems.map((system) => [system, new Map()]));
    for (const entries of kept.values()) {
        const [first] = entries;
        const same = entries.every((entry) => entry.row.name === first.row.name &&
            entry.system === first.system &&
            entry.type === first.type);
        if (same) {
            getOrThrow(bySystem, first.system, "the source's systems").set(first.row.name, first.type);
            continue;
        }
        // Which of two different rows wins would depend on their order: neither does.
        const places = entries
            .map((entry) => entry.row.place)
            .sort(comparePlaces)
            .join(", ");
        for (const entry of entries) {
            problems.push({
                place: entry.row.place,
                message: `asset name ${diagnostics_quote(entry.row.name)} is given differently by ${places} (names are unique ignoring case); keep one row`,
            });
        }
    }
    problems.sort((a, b) => comparePlaces(a.place, b.place) || names_compareCodePoints(a.message, b.message));
    const documents = source_documents_documentsOf(source, bySystem);
    return {
        // Over the systems' digests, each over its rows: one pass over 100,000 rows, not two.
        digest: digestOf(documents.map((document) => [document.system, document.digest])),
        documents,
        problems,
    };
}
function typesOf(source) {
    const map = source.kind === "netbox" ? source.type.map : source.types;
    if (map === undefined) {
        return (value) => ASSET_TYPES.includes(value) ? value : undefined;
    }
    const entries = new Map(Object.entries(map));
    return (value) => entries.get(value);
}
function source_documents_documentsOf(source, bySystem) {
    const directory = directoryOf(source.out);
    const fileNames = new UniqueNames();
    // File names are claimed in name order, so that a system's file never depends on list order.
    const paths = new Map([...source.systems]
        .sort(names_compareCodePoints)
        .map((system) => [system, `${directory}${fileNames.claim(slug(system) || "system")}.yaml`]));
    return source.systems.map((system) => {
        const assets = getOrThrow(bySystem, system, "the source's systems");
        const digest = digestOf(rowsOf(system, assets));
        const header = [
            generatedHeader(source.name).slice(1),
            ` Rows ${digest}`,
            " generated: edit the source, not this file.",
        ];
        const sorted = [...assets].sort(([a], [b]) => names_compareCodePoints(a, b));
        const content = documentText(header, system, assets);
        const path = getOrThrow(paths, system, "the system file paths");
        return { system, path, content, assets: new Map(sorted), digest };
    });
}
function rowsOf(system, assets) {
    return [...assets].map(([name, type]) => [system, name, type]);
}
/** SHA-256 over the rows as sorted JSON lines: the same set of rows, the same digest. */
function digestOf(rows) {
    const lines = rows.map((row) => JSON.stringify(row)).sort(names_compareCodePoints);
    return `sha256:${sha256_sha256Hex(`${lines.join("\n")}\n`)}`;
}
/** "row 9" before "row 10": places compare by their number where they have one. */
function comparePlaces(a, b) {
    const left = /\d+$/.exec(a);
    const right = /\d+$/.exec(b);
    const prefix = names_compareCodePoints(a.slice(0, left?.index), b.slice(0, right?.index));
    if (prefix !== 0 || left === null || right === null)
        return prefix || names_compareCodePoints(a, b);
    return Number(left[0]) - Number(right[0]);
}

;// CONCATENATED MODULE: ./src/core/sources/sync-plan.ts





function planSync(sourceName, snapshot, current, limits) {
    const byPath = new Map(current.map((file) => [file.path, file]));
    const generated = new Set(snapshot.documents.map((document) => document.path));
    const header = generatedHeader(sourceName);
    const currentAssets = assetsBySystem(current);
    const systems = snapshot.documents.map((document) => changeOf(document, currentAssets.get(names_nameKey(document.system)) ?? new Map()));
    return {
        writes: snapshot.documents.filter((document) => byPath.get(document.path)?.content !== document.content),
        removals: current
            .filter((file) => !generated.has(file.path) && file.content.startsWith(`${header}\n`))
            .map((file) => file.path)
            .sort(names_compareCodePoints),
        systems,
        refusals: systems.flatMap((change) => refusalsOf(sourceName, change, currentAssets.get(names_nameKey(change.system))?.size ?? 0, limits)),
    };
}
/** Asset name key -> type, per cyber system (by name key), from every document of the files. */
function assetsBySystem(current) {
    const systems = new Map();
    for (const document of current.flatMap((file) => file.documents)) {
        const key = names_nameKey(document.cyberSystem.value);
        const assets = systems.get(key) ?? new Map();
        for (const asset of document.assets)
            assets.set(names_nameKey(asset.name), asset.type);
        systems.set(key, assets);
    }
    return systems;
}
function changeOf(document, before) {
    const after = new Map([...document.assets].map(([name, type]) => [names_nameKey(name), type]));
    let creates = 0;
    let updates = 0;
    for (const [key, type] of after) {
        const previous = before.get(key);
        if (previous === undefined)
            creates += 1;
        else if (previous !== type)
            updates += 1;
    }
    const deletes = [...before.keys()].filter((key) => !after.has(key)).length;
    return { system: document.system, rows: after.size, creates, updates, deletes };
}
function refusalsOf(sourceName, change, held, limits) {
    const system = `cyber system ${diagnostics_quote(change.system)}`;
    if (change.rows === 0) {
        return [
            `source ${diagnostics_quote(sourceName)} gives no rows for ${system}${held > 0 ? `, whose file declares ${wording_countOf(held, "asset")} now` : ""}; an empty export must not empty a system: check the source and its filters, or ${SAFETY_OVERRIDE}`,
        ];
    }
    const reasons = [];
    if (held >= limits.minAssetsForRatio && change.deletes / held > limits.maxChangeRatio) {
        reasons.push(`${percent(change.deletes / held)} of its ${held} assets (limit ${percent(limits.maxChangeRatio)})`);
    }
    if (change.deletes > limits.maxChanges)
        reasons.push(`over the limit of ${limits.maxChanges}`);
    if (reasons.length === 0)
        return [];
    return [
        `source ${diagnostics_quote(sourceName)} would drop ${wording_countOf(change.deletes, "asset")} of ${system}: ${reasons.join(", ")}; check the source's export, or ${SAFETY_OVERRIDE}`,
    ];
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/io/source-error.ts
// A source that cannot be read whole: the sync stops and writes nothing. The message names the
// source and what to fix; it never holds a token.
class SourceReadError extends Error {
    name = "SourceReadError";
}

;// CONCATENATED MODULE: ./src/io/command-source.ts
// Reads a `command` source: a program of the repository's (an OT discovery tool's exporter, a
// ServiceNow query) that prints the rows as JSON, `[{ "name", "system", "type" }]`. It runs
// without a shell (its arguments are never re-read by one), from the repository root, with a
// timeout; when it fails, the end of its standard error is shown, hidden characters escaped.




const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;
const STDERR_LINES_SHOWN = 20;
async function readCommandRows(source, root) {
    const [program, ...args] = source.run;
    const named = `source ${diagnostics_quote(source.name)}: the command ${diagnostics_quote(source.run.join(" "))}`;
    const { stdout, stderr, error } = await new Promise((resolve) => {
        (0,external_node_child_process_.execFile)(program, args, {
            cwd: root,
            shell: false,
            timeout: source.timeout_seconds * 1000,
            maxBuffer: MAX_OUTPUT_BYTES,
            windowsHide: true,
            encoding: "utf8",
        }, (failure, out, err) => resolve({ stdout: out, stderr: err, error: failure }));
    });
    if (error !== null) {
        const why = error.killed === true && error.signal === "SIGTERM"
            ? `did not finish within ${source.timeout_seconds} s (timeout_seconds)`
            : typeof error.code === "number"
                ? `exited with status ${error.code}`
                : error.code === "ENOENT"
                    ? "could not be started: the program was not found (run names a program and its arguments; no shell)"
                    : `failed: ${error.message}`;
        throw new SourceReadError(`${named} ${why}; nothing was written.${stderrTail(stderr)}`);
    }
    return command_source_rowsOf(stdout, named);
}
function command_source_rowsOf(stdout, named) {
    const fix = 'it must print a JSON list of { "name", "system", "type" } objects';
    let items;
    try {
        items = JSON.parse(stdout);
    }
    catch (error) {
        throw new SourceReadError(`${named} printed output that is not JSON (${error.message}); ${fix}; nothing was written.`);
    }
    if (!Array.isArray(items)) {
        throw new SourceReadError(`${named} printed JSON that is not a list; ${fix}.`);
    }
    return items.map((item, index) => {
        const place = `item ${index + 1}`;
        const fields = typeof item === "object" && item !== null ? item : {};
        const text = (key) => {
            const value = fields[key];
            if (typeof value !== "string") {
                throw new SourceReadError(`${named} printed ${place} without a text ${diagnostics_quote(key)}; ${fix}; nothing was written.`);
            }
            return value;
        };
        return { place, name: text("name"), system: text("system"), type: text("type") };
    });
}
function stderrTail(stderr) {
    const lines = stderr.trimEnd().split(/\r?\n/).filter(Boolean).slice(-STDERR_LINES_SHOWN);
    if (lines.length === 0)
        return "";
    const shown = lines.map((line) => `  ${reveal_revealHiddenCharacters(line).slice(0, 500)}`);
    return `\nIts standard error ended with:\n${shown.join("\n")}`;
}

// EXTERNAL MODULE: ./node_modules/csv-parse/lib/sync.js + 9 modules
var sync = __webpack_require__(5175);
;// CONCATENATED MODULE: ./src/io/csv-source.ts
// Reads a `csv` source: a spreadsheet export in the repository. UTF-8 with or without a byte order
// mark, comma or semicolon (whichever the header line uses), quoted fields; csv-parse does the
// parsing. The header names the columns; each row is reported by its line in the file.






const MAX_CSV_BYTES = 256 * 1024 * 1024;
async function readCsvRows(source, root) {
    const file = source.file;
    const fail = (problem) => {
        throw new SourceReadError(`source ${diagnostics_quote(source.name)}: ${file} ${problem}`);
    };
    const text = await readInside(root, file).catch((error) => fail(`cannot be read (${errors_errorMessage(error)}); check "file" in the sources file`));
    if (text === undefined)
        return fail("is not UTF-8 text; export the CSV as UTF-8");
    let records;
    try {
        const options = {
            bom: true,
            delimiter: delimiterOf(text),
            skip_empty_lines: true,
            // The line each record ends on; `info: true` copies the whole parser state per record,
            // which was two thirds of the parse.
            on_record: (record, context) => ({ record, line: context.lines }),
        };
        records = (0,sync/* parse */.qg)(text, options);
    }
    catch (error) {
        return fail(`is not valid CSV: ${errors_errorMessage(error)}; fix the file or its export`);
    }
    const header = records[0]?.record ?? [];
    const index = new Map(header.map((column, position) => [column.trim(), position]));
    const positionOf = (column) => index.get(column) ??
        fail(`has no column ${diagnostics_quote(column)} (its header: ${header.map(diagnostics_quote).join(", ") || "none"}); fix "columns" or "where" in the sources file`);
    // Checked in this order, "columns" before "where": the first missing column is the one named.
    const name = positionOf(source.columns.name);
    const system = positionOf(source.columns.system);
    const type = positionOf(source.columns.type);
    const keep = Object.entries(source.where ?? {}).map(([column, value]) => [positionOf(column), value]);
    const rows = [];
    for (const { record, line } of records.slice(1)) {
        if (!keep.every(([position, value]) => (record[position] ?? "") === value))
            continue;
        rows.push({
            place: `${file}:${line}`,
            name: record[name] ?? "",
            system: record[system] ?? "",
            type: record[type] ?? "",
        });
    }
    return rows;
}
/** The file's text; undefined when it is not UTF-8. Refuses a path that leaves the repository. */
async function readInside(root, file) {
    const realRoot = await (0,external_node_fs_promises_.realpath)(root);
    const path = await (0,external_node_fs_promises_.realpath)((0,external_node_path_.resolve)(realRoot, file));
    if (path !== realRoot && !path.startsWith(realRoot + external_node_path_.sep)) {
        throw new Error(`it resolves outside the repository, to ${(0,external_node_path_.relative)(realRoot, path)}`);
    }
    const bytes = await (0,external_node_fs_promises_.readFile)(path);
    if (bytes.length > MAX_CSV_BYTES)
        throw new Error("it is over 256 MiB");
    try {
        return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    }
    catch {
        return undefined;
    }
}
/** Semicolon when the header line has more of them than commas (European spreadsheets). */
function delimiterOf(text) {
    const firstLine = text.slice(0, text.search(/\r?\n|$/));
    const count = (character) => firstLine.split(character).length - 1;
    return count(";") > count(",") ? ";" : ",";
}

;// CONCATENATED MODULE: ./src/io/netbox-source.ts








const NETBOX_TOKEN_VARIABLE = "NETBOX_TOKEN";
const NETBOX_PAGE_SIZE = 1000;
const MAX_PAGES = 10_000;
const MAX_PAGE_BYTES = 64 * 1024 * 1024;
const PAGE_TIMEOUT_MS = 60_000;
async function readNetboxRows(source, options) {
    const named = `source ${diagnostics_quote(source.name)}`;
    const token = tokenOf(options.env, named);
    const base = new URL(source.url);
    if (base.protocol === "http:" && !isLoopback(base.hostname)) {
        throw new SourceReadError(`${named}: url uses http:// to ${base.hostname}; NetBox is reached over https:// (http:// only on loopback)`);
    }
    const proxy = proxyForUrl(options.env, base.href);
    const secrets = [token, ...(proxy?.secrets ?? [])];
    const dispatcher = openDispatcher(base, proxy, {}, options.extraCa);
    try {
        let next = firstPage(source, base);
        const rows = [];
        for (let page = 1; next !== undefined; page += 1) {
            if (page > MAX_PAGES)
                throw new SourceReadError(`${named}: NetBox gave over ${MAX_PAGES} pages`);
            const body = await fetchPage(dispatcher, next, token, `${named}: page ${page}`, secrets);
            rows.push(...body.results.map((device) => rowOf(source, device)));
            next = body.next === null ? undefined : sameOrigin(body.next, base, named);
        }
        return rows;
    }
    finally {
        await dispatcher.close();
    }
}
function tokenOf(env, named) {
    const token = env[NETBOX_TOKEN_VARIABLE]?.trim();
    if (token === undefined || token === "" || /[\r\n]/.test(token)) {
        throw new SourceReadError(`${named}: ${NETBOX_TOKEN_VARIABLE} is not set (or not one line); set it to a NetBox API token that may read devices`);
    }
    return token;
}
function firstPage(source, base) {
    const url = new URL(`${base.pathname.replace(/\/+$/, "")}/api/dcim/devices/`, base);
    const filters = Object.entries(source.filters ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [key, value] of filters)
        url.searchParams.append(key, value);
    url.searchParams.set("limit", String(NETBOX_PAGE_SIZE));
    url.searchParams.set("offset", "0");
    return url;
}
/** `next` as NetBox wrote it, only on NetBox's origin: the token is never sent elsewhere. */
function sameOrigin(next, base, named) {
    const url = URL.parse(next);
    if (url === null || url.origin !== base.origin) {
        throw new SourceReadError(`${named}: NetBox's next page is on another origin (${diagnostics_quote(url?.origin ?? next)}, not ${base.origin}); set url to the address NetBox calls itself (BASE_URL), nothing was written`);
    }
    return url;
}
async function fetchPage(dispatcher, url, token, named, secrets) {
    const fail = (problem) => {
        throw new SourceReadError(redactSecrets(`${named} (${url.pathname}${url.search}) ${problem}; nothing was written`, secrets));
    };
    const answer = await exchange(dispatcher, {
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        headers: { authorization: `Token ${token}`, accept: "application/json" },
        headersTimeout: PAGE_TIMEOUT_MS,
        bodyTimeout: PAGE_TIMEOUT_MS,
    }, AbortSignal.timeout(PAGE_TIMEOUT_MS * 2), MAX_PAGE_BYTES).catch((error) => fail(`could not be read: ${errors_errorMessage(error)}`));
    if (answer.status !== 200) {
        const hint = answer.status === 401 || answer.status === 403 ? `: check ${NETBOX_TOKEN_VARIABLE}` : "";
        return fail(`was answered with HTTP ${answer.status}${hint}`);
    }
    let body;
    try {
        body = JSON.parse(answer.text);
    }
    catch {
        return fail("is not JSON");
    }
    const page = body;
    if (!Array.isArray(page.results) || !(page.next === null || typeof page.next === "string")) {
        return fail('is not a page of devices (no "results" list, or "next" neither a URL nor null)');
    }
    return page;
}
function rowOf(source, device) {
    return {
        place: `NetBox device ${textAt(device, "id")}`,
        name: textAt(device, source.asset_name),
        system: textAt(device, source.system),
        type: textAt(device, source.type.field),
    };
}
/** The text at a dotted path ("custom_fields.cip_system"); "" when absent or not text. */
function textAt(record, path) {
    let value = record;
    for (const key of path.split(".")) {
        value =
            typeof value === "object" && value !== null && Object.hasOwn(value, key)
                ? value[key]
                : undefined;
    }
    return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

;// CONCATENATED MODULE: ./src/io/source-directory.ts
// A source's directory in the repository: the YAML files there as they are (what a sync compares
// with and guards against), and writing what a sync decided. Files are replaced, never written
// through, so a link in the repository cannot redirect a write.






/** Every .yaml and .yml file under `out`, relative to the root with forward slashes, parsed. */
async function readSourceDirectory(root, out) {
    const directory = directoryOf(out);
    const paths = [];
    for await (const path of (0,external_node_fs_promises_.glob)(`${directory}**/*.{yaml,yml}`, { cwd: root })) {
        paths.push(path.split("\\").join("/"));
    }
    paths.sort(names_compareCodePoints);
    return Promise.all(paths.map(async (path) => {
        const content = await (0,external_node_fs_promises_.readFile)((0,external_node_path_.join)(root, path), "utf8");
        const parsed = parseInventoryText(content, path);
        return { path, content, documents: parsed.documents };
    }));
}
/**
 * Writes the plan's files and removes the ones it drops, refusing a directory that a symbolic
 * link leads out of the repository.
 */
async function writeSyncPlan(root, out, plan) {
    const directory = (0,external_node_path_.join)(root, directoryOf(out));
    await (0,external_node_fs_promises_.mkdir)(directory, { recursive: true });
    const [realRoot, realDirectory] = await Promise.all([(0,external_node_fs_promises_.realpath)(root), (0,external_node_fs_promises_.realpath)(directory)]);
    if (!realDirectory.startsWith(realRoot + external_node_path_.sep)) {
        throw new Error(`out ${out} leads outside the repository (through a symbolic link); nothing was written: make it a directory in the repository`);
    }
    for (const document of plan.writes)
        await replace_file_replaceFile((0,external_node_path_.join)(root, document.path), document.content);
    for (const path of plan.removals)
        await (0,external_node_fs_promises_.rm)((0,external_node_path_.join)(root, path), { force: true });
}

;// CONCATENATED MODULE: ./src/engine/source-sync.ts








async function syncSource(settings) {
    const found = await findSource(settings.sources, settings.name);
    if ("diagnostics" in found)
        return { status: "invalid", diagnostics: found.diagnostics };
    const source = found.definition;
    const rows = await readRows(source, settings);
    const snapshot = buildSnapshot(source, rows);
    if (snapshot.problems.length > 0 && !settings.skipInvalid) {
        return { status: "rows-rejected", source, snapshot };
    }
    const current = await readSourceDirectory(settings.sources.root, source.out);
    const plan = planSync(source.name, snapshot, current, settings.limits);
    if (plan.refusals.length > 0 && !settings.allowMassDelete) {
        return { status: "refused", source, snapshot, plan };
    }
    const changes = plan.writes.length + plan.removals.length > 0;
    if (changes && !settings.check)
        await writeSyncPlan(settings.sources.root, source.out, plan);
    return { status: "synced", source, snapshot, plan, written: changes && !settings.check };
}
/** The named source of a valid sources file, or what is wrong. */
async function findSource(location, name) {
    const parsed = await loadSourcesFile(location);
    if (parsed === undefined) {
        return {
            diagnostics: [
                {
                    severity: "error",
                    message: "there is no cip-sources.yaml at the repository root: declare the sources there (see docs/sources.md), or name the file with --sources",
                },
            ],
        };
    }
    if (hasErrors(parsed.diagnostics))
        return { diagnostics: parsed.diagnostics };
    const source = parsed.sources.find((candidate) => candidate.definition.name === name);
    if (source !== undefined)
        return source;
    const names = parsed.sources.map((candidate) => diagnostics_quote(candidate.definition.name));
    return {
        diagnostics: [
            {
                severity: "error",
                message: `${parsed.file} declares no source named ${diagnostics_quote(name)}; it declares ${names.join(", ") || "none"}`,
                location: { file: parsed.file, line: 1, column: 1 },
            },
        ],
    };
}
function readRows(source, settings) {
    switch (source.kind) {
        case "csv":
            return readCsvRows(source, settings.sources.root);
        case "command":
            return readCommandRows(source, settings.sources.root);
        case "netbox":
            return readNetboxRows(source, {
                env: settings.env,
                ...(settings.extraCa === undefined ? {} : { extraCa: settings.extraCa }),
            });
    }
}

;// CONCATENATED MODULE: ./src/render/source-proposal.ts
// The pull request a source's sync opens: which source, its snapshot digest, the rows per cyber
// system and what the next plan should do with them (from the files alone), and the hidden marker
// that recognises it again. System names come from the source: escaped. The closing comment too.




/** Systems listed at most: a body stays far below GitHub's 65,536 characters. */
const MAX_SYSTEM_ROWS = 200;
function renderProposalBody({ stamp, plan, base, skipped, runUrl }) {
    const shown = plan.systems.slice(0, MAX_SYSTEM_ROWS);
    const rows = shown.map((change) => tableRow([
        escapeMarkdown(change.system),
        String(change.rows),
        String(change.creates),
        String(change.updates),
        String(change.deletes),
    ]));
    const more = plan.systems.length - shown.length;
    const files = wording_countOf(plan.writes.length, "file");
    const removed = plan.removals.length === 0 ? "" : `, ${wording_countOf(plan.removals.length, "file")} removed`;
    return [
        `Generated by cip-sync from source ${markdownCodeSpan(stamp.name)}, snapshot ${markdownCodeSpan(stamp.digest)}: edit the source, not these files. Merging this pull request into ${markdownCodeSpan(base)} applies its reviewed plan as every other change does.`,
        "",
        `${files} written${removed}. Expected from the files alone (the plan comment shows what the service will do):`,
        "",
        tableRow(["Cyber system", "Rows", "Creates", "Updates", "Deletes"]).trimEnd(),
        tableRow(["---", "---:", "---:", "---:", "---:"]).trimEnd(),
        ...rows.map((line) => line.trimEnd()),
        ...(more > 0 ? ["", `…and ${wording_countOf(more, "more cyber system")}.`] : []),
        ...(skipped > 0
            ? [
                "",
                `${wording_countOf(skipped, "row")} of the source could not be declared and were left out (skip-invalid): the run's warnings name them.`,
            ]
            : []),
        "",
        `Synced by [this run](${runUrl}).`,
        "",
        proposalMarker(stamp),
        "",
    ].join("\n");
}
/** Said on the pull request as it is closed: the source agrees with the base branch again. */
function renderProposalClosing(stamp, base, runUrl) {
    return `Source ${markdownCodeSpan(stamp.name)} (snapshot ${markdownCodeSpan(stamp.digest)}) agrees with ${markdownCodeSpan(base)} again: nothing left to propose, so this pull request is closed ([run](${runUrl})). The next change in the source opens a new one.\n`;
}

;// CONCATENATED MODULE: ./src/action/source-sync-route.ts
// Mode source-sync: one source's files synced into the checkout, then proposed as exactly one pull
// request from the bot branch `cip-sync/source-<name>`. A source that agrees with the base branch
// closes the pull request; rows that cannot be declared, or a guard's refusal, fail the job with
// nothing pushed. The service is never asked: the merge is applied through the reviewed plan.









const DEFAULT_TOKEN_WARNING = "github-token is the workflow's GITHUB_TOKEN: GitHub starts no workflow for a pull request opened or updated with it, so the source's pull request will get no plan comment and cannot be applied as reviewed. Pass a GitHub App installation token (actions/create-github-app-token) or a fine-grained personal access token with contents: write and pull-requests: write as github-token.";
async function syncSourceRoute(scope) {
    const base = baseBranchOf(scope.context.ref);
    await warnAboutDefaultToken(scope);
    const { workspaceDir, proxyEnv } = scope.context;
    const { source, allowMassDelete, limits } = scope.settings;
    const { skipInvalid } = source;
    const outcome = await syncSource({
        sources: { file: undefined, cwd: workspaceDir, root: workspaceDir },
        name: source.name,
        check: false,
        skipInvalid,
        allowMassDelete,
        limits,
        env: source.token === "" ? proxyEnv : { ...proxyEnv, [NETBOX_TOKEN_VARIABLE]: source.token },
    });
    switch (outcome.status) {
        case "invalid":
            scope.annotate(outcome.diagnostics);
            return scope.failInvalid(outcome.diagnostics, undefined);
        case "rows-rejected": {
            const { problems } = outcome.snapshot;
            annotateRows(scope, problems, "error");
            return fail(scope, "invalid", `${wording_countOf(problems.length, "row")} of source ${diagnostics_quote(outcome.source.name)} cannot be declared (annotated above); fix them in the source, or set skip-invalid: true to leave them out. Nothing was pushed.`, problems.map((problem) => `${problem.place}: ${problem.message}`));
        }
        case "refused":
            return fail(scope, "unsafe", `The sync of source ${diagnostics_quote(outcome.source.name)} was refused by its guards; nothing was pushed. Check the source's export, or set allow-mass-delete: true for one run.`, outcome.plan.refusals);
        case "synced":
            annotateRows(scope, outcome.snapshot.problems, "warning");
            return propose(scope, outcome, base);
    }
}
/** Each row left out or refused, at its line when the source is a file in the repository. */
function annotateRows(scope, problems, severity) {
    for (const problem of problems) {
        const at = /^(.+):(\d+)$/.exec(problem.place);
        const properties = at === null
            ? { title: "Source row" }
            : { title: "Source row", file: at[1], startLine: Number(at[2]) };
        const message = `${problem.place}: ${problem.message}${severity === "warning" ? " (left out: skip-invalid)" : ""}`;
        if (severity === "error")
            scope.reporter.error(message, properties);
        else
            scope.reporter.warning(message, properties);
    }
}
/** The branch the run is on, which the pull request targets (a schedule runs on the default one). */
function baseBranchOf(ref) {
    if (ref.startsWith("refs/heads/"))
        return ref.slice("refs/heads/".length);
    throw new SettingsError(`GITHUB_REF is "${ref}": mode source-sync runs on a branch (on: schedule, or workflow_dispatch on the default branch), whose files it compares the source with`);
}
/** A pull request opened with the job's own token starts no workflow: said, not refused. */
async function warnAboutDefaultToken(scope) {
    const jobToken = scope.context.proxyEnv.GITHUB_TOKEN;
    let isDefault = jobToken !== undefined && jobToken === scope.settings.githubToken;
    if (!isDefault) {
        try {
            isDefault = await scope.host.proposals.writesStartNoRuns();
        }
        catch (error) {
            // Who the token is only decides a warning; writing with it will say what is wrong.
            scope.reporter.debug(`could not read the github-token's login: ${String(error)}`);
        }
    }
    if (isDefault)
        scope.reporter.warning(DEFAULT_TOKEN_WARNING, { title: "Default token" });
}
async function fail(scope, reason, message, lines) {
    for (const line of reason === "unsafe" ? lines : [])
        scope.reporter.error(line, { title: "Source refused" });
    await scope.reporter.summary(`## Source sync: ${markdownCodeSpan(scope.settings.source.name)}\n\n${message}\n\n${lines.map((line) => `- ${escapeMarkdown(line)}`).join("\n")}\n`);
    throw new ActionFailure(reason, message);
}
/** Opens, updates or closes the source's one pull request for what the sync found. */
async function propose(scope, outcome, base) {
    const { sha } = scope.context;
    const { proposals } = scope.host;
    const stamp = { name: outcome.source.name, digest: outcome.snapshot.digest };
    const branch = sourceBranch(stamp.name);
    const open = await proposals.findOpen(branch, base);
    const branchHead = outcome.written ? await proposals.head(branch) : undefined;
    const step = proposalStep({ stamp, changed: outcome.written, base: sha, branchHead, open });
    scope.reporter.setOutput("changes", outcome.written ? "true" : "false");
    const target = { stamp, branch, base };
    switch (step.kind) {
        case "nothing":
            return agree(scope, target, undefined);
        case "close":
            return agree(scope, target, open);
        case "propose":
            return writeProposal(scope, outcome, target, {
                step,
                open,
                exists: branchHead !== undefined,
            });
    }
}
/** The source agrees with the base: the open pull request, if any, is closed with a comment. */
async function agree(scope, { stamp, base }, open) {
    const { runUrl } = scope.context;
    if (open !== undefined)
        await scope.host.proposals.close(open, renderProposalClosing(stamp, base, runUrl));
    const closed = open === undefined ? "" : ` Pull request #${open.number} was closed.`;
    scope.reporter.info(`Source "${stamp.name}" (${stamp.digest}) agrees with ${base}.${closed}`);
    await scope.reporter.summary(`## Source sync: ${markdownCodeSpan(stamp.name)}\n\nThe source (snapshot ${markdownCodeSpan(stamp.digest)}) agrees with ${markdownCodeSpan(base)}: nothing to propose.${closed}\n`);
}
/** The commit and the pull request, each only when the step asks for it. */
async function writeProposal(scope, { plan, snapshot }, { stamp, branch, base }, how) {
    const { sha, runUrl } = scope.context;
    if (how.step.commit) {
        const files = [
            ...plan.writes.map((document) => ({ path: document.path, content: document.content })),
            ...plan.removals.map((path) => ({ path, content: null })),
        ];
        const message = proposalCommitMessage(stamp);
        const commit = await scope.host.proposals.commit(sha, files, message);
        await scope.host.proposals.point(branch, commit, how.exists);
        scope.reporter.info(`Committed ${wording_countOf(files.length, "file")} to ${branch} (${commit}).`);
    }
    const skipped = snapshot.problems.length;
    const body = renderProposalBody({ stamp, plan, base, skipped, runUrl });
    const proposal = { branch, base, title: proposalTitle(stamp.name), body };
    const pull = how.step.writePullRequest || how.open === undefined
        ? await scope.host.proposals.write(proposal, how.open)
        : { ...how.open, created: false };
    const verb = pull.created ? "opened" : how.step.writePullRequest ? "updated" : "is up to date";
    scope.reporter.info(`Pull request #${pull.number} ${verb}: ${pull.url}`);
    await scope.reporter.summary(`## Source sync: ${markdownCodeSpan(stamp.name)}\n\nPull request [#${pull.number}](${pull.url}) ${verb}.\n\n${body}`);
}

;// CONCATENATED MODULE: ./src/render/markdown.ts







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
        : [markdown_layout_text(`Plan fingerprint: ${markdownCodeSpan(plan.fingerprint)}\n`)];
    const rest = [
        ...possibleRenameSections(renamedDeletes(plan.operations)),
        ...relocationSections(view.relocations),
        ...changeSections([...view.creates, ...view.retypes.map((update) => update.operation)]),
        ...unmanagedSections(plan.unmanaged),
        ...warningSections(plan.warnings),
    ];
    const { deletes } = view;
    if (deletes.length === 0) {
        return fitLayouts([{ essential: [status, ...safety], rest, dropped: [], footer }], options);
    }
    const caution = `> [!CAUTION]\n> **${deleteHeadline(deletes.length)}** ${DELETE_CONSEQUENCE}\n>\n`;
    return fitLayouts([
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
/** One list item per diagnostic: "- `file:line:column` **error:** message". */
function renderDiagnosticsMarkdown(diagnostics, options = {}) {
    if (diagnostics.length === 0)
        return "";
    const list = {
        head: "",
        rows: diagnostics.map((diagnostic) => row(diagnostic.severity, `${diagnosticMarkdownItem(diagnostic)}\n`)),
        tail: "",
    };
    return fitLayouts([{ essential: [], rest: [list], dropped: [], footer: [] }], options);
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
            rows: violations.map((violation) => row("safety rule", `> - **${violation.rule}:** ${escapeMarkdown(violation.message)}\n`)),
            tail: "",
        },
    ];
}
// Deletes are never collapsed: they are what a reviewer must not miss.
function deleteTable(caution, deletes) {
    return markdown_layout_text(`${caution}> ${tableRow(["Asset", "Id", "Type", "Cyber system"])}> |---|---|---|---|\n${deletes
        .map((operation) => `> ${tableRow([
        `${escapeMarkdown(operation.name)}${operation.possible_rename ? ` (${POSSIBLY_RENAMED})` : ""}`,
        escapeMarkdown(operation.asset_id),
        operation.asset_type,
        systemCell(operation.cyber_system),
    ])}`)
        .join("")}`);
}
/** "> - **System — facility F**: a (ca\_1), b (ca\_2)": every delete, in less room than the table. */
function deletesBySystem(caution, deletes) {
    const lines = groupBySystem(deletes, (operation) => operation.cyber_system).map((group) => `> - **${systemHeadingCell(group.system)}**: ${group.items.map(namedAsset).join(", ")}\n`);
    return markdown_layout_text(`${caution}${lines.join("")}`);
}
/** One delete per line, to show as many as fit; continues the caution block above it. */
function deleteLines(deletes) {
    return {
        head: "",
        rows: deletes.map((operation) => row("delete", `> - ${namedAsset(operation)}\n`)),
        tail: "",
        continuesPrevious: true,
    };
}
function namedAsset(operation) {
    return `${escapeMarkdown(operation.name)} (${escapeMarkdown(operation.asset_id)})`;
}
/** Each possible rename made in the service, with the line that keeps the record. */
function possibleRenameSections(renamed) {
    if (renamed.length === 0)
        return [];
    return [
        {
            head: `#### Possibly renamed in the service\n\n${REPLACE_CONSEQUENCE}\n\n`,
            rows: renamed.map((operation) => {
                const rename = operation.possible_rename;
                const fix = markdownCodeSpan(possible_renames_renameFixLine(rename, operation.asset_type));
                return row("possible rename", `- ${escapeMarkdown(rename.live)} (${escapeMarkdown(operation.asset_id)}, ${operation.asset_type}) in ${systemCell(operation.cyber_system)} is declared as ${escapeMarkdown(rename.declared)}. Keep the record: ${fix}, ${plan_view_adoptLiveNameWords(rename, escapeMarkdown)}.\n`);
            }),
            tail: "",
        },
    ];
}
function relocationSections(relocations) {
    if (relocations.length === 0)
        return [];
    return [
        table("#### Moves and renames", wording_countOf(relocations.length, "change"), ["Change", "Asset", "Id", "Cyber system"], relocations.map((update) => {
            const cells = updateCells(update.operation, update.nameBefore);
            const notes = [cycleWords(update)];
            if (update.temporaryName !== undefined) {
                notes.push(`via the temporary name ${escapeMarkdown(update.temporaryName)}`);
            }
            const note = notes.filter(Boolean).join(", ");
            const change = note ? `${cells.change} (${note})` : cells.change;
            return row("update", [change, cells.asset, cells.id, cells.system]);
        })),
    ];
}
/** Creates and type changes, one table per cyber system under one heading. */
function changeSections(operations) {
    return groupBySystem(operations, (operation) => operation.cyber_system).map((group, index) => table(`${index === 0 ? "#### Creates and type changes\n\n" : ""}##### ${systemHeadingCell(group.system)}`, wording_countOf(group.items.length, "change"), ["Change", "Asset", "Id", "Type"], group.items.map((operation) => {
        if (operation.action === "create") {
            return row("create", [
                operation.possible_rename ? `create (${POSSIBLY_RENAMED})` : "create",
                escapeMarkdown(operation.name),
                "(new)",
                operation.asset_type,
            ]);
        }
        const { asset_type: retype, ...unshown } = operation.changes;
        everyChangeShown(unshown);
        return row("update", [
            "type change",
            escapeMarkdown(operation.name),
            escapeMarkdown(operation.asset_id),
            retype ? `${retype.from} → ${retype.to}` : "",
        ]);
    })));
}
function unmanagedSections(unmanaged) {
    if (unmanaged.length === 0)
        return [];
    const one = unmanaged.length === 1;
    return [
        table(`#### Kept, not managed (\`prune: false\`)\n\n${wording_countOf(unmanaged.length, "live asset")} of \`prune: false\` systems ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}.`, wording_countOf(unmanaged.length, "asset"), ["Asset", "Id", "Type", "Cyber system"], unmanaged.map((asset) => row("unmanaged asset", [
            escapeMarkdown(asset.name),
            escapeMarkdown(asset.asset_id),
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
            rows: warnings.map((warning) => row("warning", `${diagnosticMarkdownItem(warning)}\n`)),
            tail: "",
        },
    ];
}

;// CONCATENATED MODULE: ./src/action/plan-comment.ts



class PlanComments {
    #host;
    #reporter;
    #workspace;
    #runUrl;
    /** Our comment is the one the host's token wrote (see ReviewFactsSource.whoAmI). */
    constructor(host, reporter, options) {
        this.#host = host;
        this.#reporter = reporter;
        this.#workspace = options.workspace;
        this.#runUrl = options.runUrl;
    }
    /**
     * Writes the comment; `target.existing` is looked up (a bounded search) when not given. A token that
     * may not write comments (a fork's read-only GITHUB_TOKEN) is a warning, not a failure.
     */
    async write(target, content) {
        const redact = (text) => this.#reporter.redact(text);
        const body = buildCommentBody({
            ...content,
            workspace: this.#workspace,
            render: (maxLength) => redact(content.render(maxLength)),
            statusLine: redact(`${content.statusLine} [Run](${this.#runUrl}).`),
        });
        try {
            const search = target.existing === undefined
                ? await this.#host.notes.search(target.issue, this.#workspace)
                : undefined;
            // A new comment past the searched pages would never be found again: the apply refuses it.
            if (search?.bounded === true) {
                this.#reporter.warning(`Did not write the plan comment: pull request #${target.issue.number} has more than ${MAX_NOTE_SEARCH_COMMENTS} comments and the plan comment is not among the first ${MAX_NOTE_SEARCH_COMMENTS} (not found, search bounded), so an apply could not find it. The plan is in the job summary; delete the comments before it, or plan the change in a new pull request.`);
                return;
            }
            const found = target.existing ?? search?.comment;
            const url = await this.#host.notes.write(target.issue, found, body);
            this.#reporter.setOutput("comment-url", url);
            this.#reporter.info(`${found === undefined ? "Created" : "Updated"} the plan comment: ${url}`);
        }
        catch (error) {
            if (this.#host.statusOf(error) !== 403)
                throw error;
            this.#reporter.warning(`Could not write the pull-request comment (403: this token may not write comments, as for a pull request from a fork): the plan is in the job summary. ${errors_errorMessage(error)}`);
        }
    }
}

;// CONCATENATED MODULE: ./src/action/run-scope.ts
// What every route of one Action run shares: its settings, its injected clients and reporter, and
// the steps more than one route takes (report a plan, annotate diagnostics, fail on invalid files).









/** No colour codes: the log is also downloaded and read as a plain file. */
const PLAIN_TEXT = { color: false };
class RunScope {
    settings;
    host;
    reporter;
    comments;
    stop;
    #openServiceClient;
    constructor(settings, dependencies) {
        this.settings = settings;
        this.host = dependencies.host;
        this.reporter = dependencies.reporter;
        this.stop = dependencies.stop;
        this.#openServiceClient = dependencies.openServiceClient;
        this.comments = new PlanComments(this.host, this.reporter, {
            workspace: settings.workspace,
            runUrl: settings.context.runUrl,
        });
    }
    /** The login this run's token writes as, asked of the host once per run. */
    login() {
        return this.host.facts.whoAmI();
    }
    get context() {
        return this.settings.context;
    }
    get source() {
        const dir = this.context.workspaceDir;
        const { patterns, maxAssets, maxBytes } = this.settings;
        return { patterns, cwd: dir, root: dir, maxAssets, maxTotalBytes: maxBytes };
    }
    planSettings() {
        return { source: this.source, limits: this.settings.limits };
    }
    /** Runs `use` with the service client open, and closes it however `use` ends. */
    async withService(use) {
        const client = this.#openServiceClient(this.settings);
        try {
            return await use(client);
        }
        finally {
            await client.close();
        }
    }
    outputPath(file) {
        return (0,external_node_path_.join)(this.context.runnerTemp, "cip-sync", this.settings.workspace, file);
    }
    /** The log, the outputs and the JSON plan file, for every route that computed a plan. */
    async reportPlan(plan) {
        const { reporter } = this;
        reporter.group(`Plan ${plan.fingerprint}`, renderPlanText(plan, PLAIN_TEXT));
        const planPath = this.outputPath("plan.json");
        await reporter.writeFile(planPath, renderPlanJson(plan));
        reporter.setOutput("changes", plan.operations.length > 0 ? "true" : "false");
        reporter.setOutput("creates", String(plan.summary.create));
        reporter.setOutput("updates", String(plan.summary.update));
        reporter.setOutput("deletes", String(plan.summary.delete));
        reporter.setOutput("fingerprint", plan.fingerprint);
        reporter.setOutput("plan-file", planPath);
    }
    /** The plan as the job summary shows it, in at most `cap` UTF-16 code units. */
    summaryPlan(plan, cap) {
        return renderPlanMarkdown(plan, { maxLength: cap, truncatedNote: SUMMARY_TRUNCATED_NOTE });
    }
    /** The plan as a comment shows it, pointing to the job summary when shortened. */
    commentPlan(plan, maxLength) {
        return renderPlanMarkdown(plan, {
            maxLength,
            truncatedNote: truncatedNote(this.context.runUrl),
        });
    }
    /** Writes the plan comment when there is a pull request to write it on. */
    async comment(target, content) {
        if (target !== undefined)
            await this.comments.write(target, content);
    }
    /** Diagnostics as annotations on the files' lines; paths relative to the repository root. */
    annotate(diagnostics) {
        for (const diagnostic of diagnostics) {
            const related = (diagnostic.related ?? []).map((location) => this.#describe(location));
            const message = related.length === 0
                ? diagnostic.message
                : `${diagnostic.message} (see also ${related.join(", ")})`;
            const error = diagnostic.severity === "error";
            const title = error ? "Invalid inventory" : "Inventory warning";
            const properties = diagnostic.location === undefined
                ? { title }
                : {
                    title,
                    file: this.#repositoryPath(diagnostic.location.file),
                    startLine: diagnostic.location.line,
                    startColumn: diagnostic.location.column,
                };
            if (error)
                this.reporter.error(message, properties);
            else
                this.reporter.warning(message, properties);
        }
    }
    /**
     * Invalid files: the summary and (on a pull request) the comment list the errors; the run fails.
     * `preface` says first why there is no plan at all (a fork's pull request).
     */
    async failInvalid(diagnostics, comment, preface) {
        const errors = diagnostics.filter((diagnostic) => diagnostic.severity === "error").length;
        const message = invalidMessage(errors);
        const intro = preface === undefined ? message : `${preface}\n\n${message}`;
        await this.reporter.summary((cap) => `## Inventory: invalid\n\n${intro}\n\n${renderDiagnosticsMarkdown(diagnostics, { maxLength: cap, truncatedNote: SUMMARY_TRUNCATED_NOTE })}`);
        await this.comment(comment, {
            fingerprint: comment?.fingerprint,
            head: comment?.head ?? this.context.sha,
            status: "invalid",
            statusLine: `**Invalid.** ${intro}`,
            render: (maxLength) => renderDiagnosticsMarkdown(diagnostics, {
                maxLength,
                truncatedNote: truncatedNote(this.context.runUrl),
            }),
        });
        throw new ActionFailure("invalid", message);
    }
    #describe(location) {
        return formatLocation({ ...location, file: this.#repositoryPath(location.file) });
    }
    #repositoryPath(file) {
        const dir = this.context.workspaceDir;
        return (0,external_node_path_.relative)(dir, (0,external_node_path_.resolve)(dir, file)).split(external_node_path_.sep).join("/");
    }
}

;// CONCATENATED MODULE: ./src/action/run.ts
// The Action: chooses what this event asks for (plan a pull request, apply a merge, check drift,
// validate), calls the engine, and reports through the injected reporter (outputs, job summary,
// annotations, log) and the sticky pull-request comment. The clients and the reporter are given
// (ActionDependencies): the entry gives the real ones, tests give the fake GitHub and the emulator.











function chooseRoute(mode, trigger) {
    switch (mode) {
        case "validate":
            return { kind: "validate" };
        case "source-sync":
            return { kind: "source-sync" };
        case "apply":
            return { kind: "merge", before: trigger.kind === "push" ? trigger.before : undefined };
        case "plan":
            if (trigger.kind === "pull-request-review")
                return policyReview(trigger);
            return trigger.kind === "pull-request" ? trigger : { kind: "drift" };
        case "auto":
            switch (trigger.kind) {
                case "pull-request":
                    return trigger;
                case "pull-request-review":
                    return policyReview(trigger);
                case "merge-group":
                    return trigger;
                case "push":
                    return trigger.toDefaultBranch
                        ? { kind: "merge", before: trigger.before }
                        : { kind: "drift" };
                case "other":
                    return { kind: "drift" };
            }
    }
}
function policyReview(trigger) {
    return { kind: "policy-review", pullRequest: trigger.pullRequest };
}
/** One run of the Action for `settings`; throws an ActionFailure (or any error) when it fails. */
async function runAction(settings, dependencies) {
    const scope = new RunScope(settings, dependencies);
    const route = chooseRoute(settings.mode, settings.context.trigger);
    if (needsApiKey(route))
        requireApiKey(settings.apiKey);
    switch (route.kind) {
        case "pull-request":
            return planPullRequest(scope, route.pullRequest);
        case "merge":
            return applyMerge(scope, route.before);
        case "merge-group":
            return checkMergeGroup(scope, route.group);
        case "policy-review":
            return reviewPolicy(scope, route.pullRequest);
        case "drift":
            return checkDrift(scope);
        case "validate":
            return validate(scope);
        case "source-sync":
            return syncSourceRoute(scope);
    }
}
/**
 * Every route but validate reads the live service, except a pull request from a fork: GitHub gives
 * it no secrets, so its files are validated offline instead.
 */
function needsApiKey(route) {
    // A source sync reads the source and writes to GitHub only, and a review event judges the owner
    // policy from the plan recorded in the comment: neither asks the service.
    if (route.kind === "validate" || route.kind === "source-sync" || route.kind === "policy-review")
        return false;
    return !(route.kind === "pull-request" && route.pullRequest.fromFork);
}
/**
 * A missing key fails the step before any request, as a wrong input: on a pull request from a
 * branch of this repository it means the secret is not set (or not passed), never that the run may
 * skip the plan reviewers approve. The key's other checks (one line, no spaces) are made with the
 * URL's, also before any request, when the service client is opened.
 */
function requireApiKey(apiKey) {
    if (apiKey.trim() !== "")
        return;
    throw new SettingsError("input api-key is empty: store the service's API key as a secret (e.g. CIP_API_KEY under Settings > Secrets and variables > Actions, or as a secret of the job's environment) and pass it as api-key: ${{ secrets.CIP_API_KEY }}; only a pull request from a fork is validated offline without it");
}
function issueOf(scope, number) {
    return { owner: scope.context.owner, repo: scope.context.repo, number };
}
async function planPullRequest(scope, pullRequest) {
    const target = { issue: issueOf(scope, pullRequest.number) };
    const head = pullRequest.headSha;
    if (pullRequest.fromFork)
        return validateWithoutPlan(scope, target, head);
    await scope.withService(async (client) => {
        const outcome = await planFromSource({ ...scope.planSettings(), sources: sourcesFileOf(scope) }, client);
        scope.annotate(outcome.diagnostics);
        if (outcome.status === "invalid")
            return scope.failInvalid(outcome.diagnostics, { ...target, head, fingerprint: undefined });
        const { plan } = outcome;
        await scope.reportPlan(plan);
        const policy = await pullRequestPolicy(scope, pullRequest, plan);
        const statusLine = planStatus(plan, head);
        await scope.reporter.summary((cap) => `## Inventory plan: workspace \`${scope.settings.workspace}\`\n\n${statusLine}\n\n${scope.summaryPlan(plan, cap)}`);
        for (const violation of plan.safety.violations)
            scope.reporter.warning(violation.message, { title: "Safety limit" });
        await scope.comment(target, {
            fingerprint: plan.fingerprint,
            head,
            status: "planned",
            ...reviewHeaderOf(plan),
            ...policy?.header,
            statusLine,
            render: (maxLength) => {
                const section = policy?.section ?? "";
                return `${section}${scope.commentPlan(plan, maxLength - section.length)}`;
            },
        });
        await syncDeleteLabel(scope, target.issue, plan.summary.delete, pullRequest.labels);
    });
}
/** A pull request from a fork, without the key: the files are checked offline, without failing for that. */
async function validateWithoutPlan(scope, target, head) {
    const loaded = await validateOffline(scope.source, sourcesFileOf(scope));
    scope.annotate(loaded.diagnostics);
    const message = noPlanMessage(FORK_WITHOUT_KEY);
    scope.reporter.warning(message, { title: "No plan" });
    if (hasErrors(loaded.diagnostics)) {
        return scope.failInvalid(loaded.diagnostics, { ...target, head, fingerprint: undefined }, message);
    }
    await scope.reporter.summary(`## Inventory plan: workspace \`${scope.settings.workspace}\`\n\n${message}\n\nThe files are valid.`);
    await scope.comment(target, {
        fingerprint: undefined,
        head,
        status: "no-plan",
        statusLine: `**No plan.** ${message}`,
        render: () => "The files are valid.\n",
    });
}
/** cip-sources.yaml at the checkout's root, when there is one. */
function sourcesFileOf(scope) {
    const { cwd, root } = scope.source;
    return { file: undefined, cwd, root };
}
async function validate(scope) {
    const loaded = await validateOffline(scope.source, sourcesFileOf(scope));
    scope.annotate(loaded.diagnostics);
    if (hasErrors(loaded.diagnostics))
        return scope.failInvalid(loaded.diagnostics, undefined);
    const assets = loaded.documents.reduce((sum, document) => sum + document.assets.length, 0);
    await scope.reporter.summary(`## Inventory validation: workspace \`${scope.settings.workspace}\`\n\n${validSummary(loaded.files.length, loaded.documents.length, assets)}`);
}

;// CONCATENATED MODULE: ./src/action/main.ts
// One run of the Action: the secrets masked first, the inputs parsed once into settings, and the
// one place where an error becomes a failed step with its failure-reason output. `run()` is what
// @github/local-action imports and calls; dist/index.js (index.ts) calls it too.











/** The service client for the inputs api-url and api-key. */
function openServiceClient(settings) {
    const connection = readConnection({
        apiUrl: settings.apiUrl,
        apiKey: settings.apiKey,
        urlSource: "input api-url",
        keySource: "input api-key",
        proxyEnv: settings.context.proxyEnv,
    });
    return new ApiClient({
        connection,
        maxConcurrency: settings.concurrency,
        requestTimeoutMs: settings.requestTimeoutMs,
    });
}
/** Runs the Action for the inputs (INPUT_*) and runner variables of `env`; never throws. */
async function runEntry(env, options = {}) {
    const secrets = readSecretInputs();
    // Proxy credentials (HTTPS_PROXY=http://user:password@host:port) are secrets like the key.
    const proxySecrets = proxyCredentials(env);
    for (const credential of proxySecrets)
        core/* setSecret */.Pq(credential);
    const reporter = new RunnerReporter(options.sink ?? coreSink, [
        secrets.apiKey,
        secrets.githubToken,
        secrets.sourceToken,
        secrets.policyToken,
        ...proxySecrets,
    ]);
    try {
        const settings = await readActionSettings(env, secrets);
        const createGitHub = options.createGitHub ?? defaultGitHub;
        const clients = {
            github: createGitHub(settings, reporter),
            // Team membership is read with the policy-token alone (Members: read), never the workflow's.
            policy: secrets.policyToken === ""
                ? undefined
                : createGitHub({ ...settings, githubToken: secrets.policyToken }, reporter),
        };
        await runAction(settings, {
            host: (options.createHost ?? defaultHost)(clients, settings),
            openServiceClient: options.openServiceClient ?? openServiceClient,
            reporter,
            ...(options.stop !== undefined ? { stop: options.stop } : {}),
        });
    }
    catch (error) {
        reporter.setOutput("failure-reason", failureReasonOf(error));
        if (error instanceof Error && error.stack !== undefined)
            reporter.debug(error.stack);
        reporter.setFailed(errors_errorMessage(error));
    }
}
function defaultGitHub(settings, log) {
    const { apiUrl, proxyEnv } = settings.context;
    return createGitHubClient(settings.githubToken, apiUrl, log, proxyForUrl(proxyEnv, apiUrl));
}
function defaultHost({ github, policy }, settings) {
    const { owner, repo } = settings.context;
    // GitHub prefixes installation tokens with ghs_; only the prefix is read.
    return gitHubCodeHost(github, { owner, repo }, {
        installation: settings.githubToken.startsWith("ghs_"),
        policyClient: policy,
        // Read beside the first plan note: the apply's ledger append then skips reading the ref.
        ...(settings.evidenceBranch === "" ? {} : { ledgerBranch: settings.evidenceBranch }),
    });
}
/** The Action's entry point, as @github/local-action and the bundle call it. */
async function run() {
    // A cancelled job gets SIGINT, then SIGTERM a few seconds later, then SIGKILL: both signals stop
    // new operations, so that those in flight can finish and the change record say "interrupted".
    const stop = new AbortController();
    const onSignal = () => stop.abort();
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    try {
        await runEntry(process.env, { stop: stop.signal });
    }
    finally {
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
    }
}


/***/ })

};
