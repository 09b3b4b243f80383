export const id = 8697;
export const ids = [8697];
export const modules = {

/***/ 56499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ reportDiagnostics)
/* harmony export */ });
/* harmony import */ var _render_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67924);

/** Diagnostics go to standard error, in its colour setting. */
function reportDiagnostics(diagnostics, io, color) {
    if (diagnostics.length > 0) {
        io.stderr((0,_render_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .renderDiagnosticsText */ .ms)(diagnostics, { color: color.stderr }));
    }
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

/***/ 63990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ MAX_NAME_LENGTH),
/* harmony export */   Js: () => (/* binding */ isDeclarableName),
/* harmony export */   _P: () => (/* binding */ inventoryJsonSchema),
/* harmony export */   pg: () => (/* binding */ DOCUMENT_KEYS),
/* harmony export */   qD: () => (/* binding */ ASSET_DETAIL_KEYS)
/* harmony export */ });
/* unused harmony export inventoryDocumentSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(98439);
/* harmony import */ var _shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37368);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _principals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49513);
/* harmony import */ var _asset_class_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18453);
// The inventory document format as one zod schema: the source of the published JSON Schema (editor
// completion and checks) and of the key lists and name rules the position-aware parser enforces.
// The parser does not run zod on the hot path: it walks YAML nodes so that every problem carries a
// file:line:column, but it takes its vocabulary from here so the two cannot drift apart.





const MAX_NAME_LENGTH = 255;
// The same rules as one pattern, for JSON Schema consumers (editors): no forbidden character, no
// leading or trailing whitespace. Length is `maxLength` (JSON Schema counts code points, as we do).
// Surrogates are left out: a UTF-8 file cannot hold a lone one, and an engine without the `u` flag
// would take every character outside the BMP for one.
const NAME_PATTERN = new RegExp(String.raw `^(?!\s)(?![\s\S]*\s$)[^${_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_CHARACTERS */ .XU}]+$`);
/**
 * Whether an inventory file can hold `name` as a name: what the parser accepts, in one test.
 * For names that come from the service (import); the parser checks its own with a message each.
 */
function isDeclarableName(name) {
    return (NAME_PATTERN.test(name) &&
        !_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_NAME_CHARACTER */ .YV.test(name) &&
        (name.length <= MAX_NAME_LENGTH || [...name].length <= MAX_NAME_LENGTH));
}
function nameSchema(description) {
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).max(MAX_NAME_LENGTH).regex(NAME_PATTERN).meta({ description });
}
const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__/* .ASSET_TYPES */ .D).meta({
    title: "Asset type",
    description: "hardware: physical devices (RTUs, PLCs, HMIs, network equipment). software: applications and operating systems classified under the cyber system.",
});
const assetDetailsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: assetTypeSchema,
    class: _asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .assetClassSchema */ .gM.optional(),
    renamed_from: nameSchema("The current name of a live asset of this cyber system to rename in place to this asset's name (keeps its id). Remove it once applied.")
        .meta({ title: "Renamed from" })
        .optional(),
    baseline: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({ description: "The name of one of the document's baselines." }),
        baselineSchema(),
    ])
        .meta({
        title: "Baseline",
        description: "The asset's baseline configuration (CIP-010 R1.1), or the name of a shared one under the document's baselines. Never sent to the service: plans and change records carry its SHA-256.",
    })
        .optional(),
    baseline_ref: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        uri: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({
            description: "Where the baseline is kept (BES Cyber System Information stays out of the repository).",
        }),
        sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .regex(/^[0-9a-fA-F]{64}$/)
            .meta({ description: "The SHA-256 of the baseline document there." }),
    })
        .meta({ title: "Baseline kept elsewhere" })
        .optional(),
})
    .meta({ title: "Asset details" });
/**
 * A baseline configuration's content: each item CIP-010-4 R1.1 lists. An empty list states "none";
 * for an asset of a High or Medium system (R1 scope) every item must be written.
 */
function baselineSchema() {
    const text = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1);
    const date = (description) => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .meta({ description })
        .optional();
    const named = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: text, version: text });
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(named)
            .min(1)
            .meta({ description: "1.1.1 Operating system(s) or firmware, each with its version." })
            .optional(),
        software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(named)
            .meta({
            description: "1.1.2 Commercially available or open-source software intentionally installed, with versions; [] for none.",
        })
            .optional(),
        custom_software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text)
            .meta({ description: "1.1.3 Custom software installed; [] for none." })
            .optional(),
        ports: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
            port: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
                zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(65535),
                zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
                    .regex(/^\d{1,5}-\d{1,5}$/)
                    .meta({ description: "A range, low-high." }),
            ]),
            protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["tcp", "udp"]),
            service: text.optional(),
            justification: text
                .meta({
                description: "Why it is open (CIP-007 R1.1): required for High systems, and Medium systems with erc: true.",
            })
                .optional(),
        }))
            .meta({ description: "1.1.4 Logical network accessible ports; [] for none." })
            .optional(),
        patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text)
            .meta({ description: "1.1.5 Security patches applied; [] for none." })
            .optional(),
        reviewed: date("The date the baseline was last confirmed, YYYY-MM-DD: changing it records that the asset was checked and its baseline is unchanged (not a deviation)."),
        completed_on: date("The date the field change this baseline describes was completed, YYYY-MM-DD (CIP-010 R1.3 counts 30 days from it)."),
    })
        .meta({ title: "Baseline configuration" });
}
const inventoryDocumentSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    cyber_system: nameSchema("Name, or id (cs_...), of an existing cyber system. This document declares its complete asset list.").meta({ title: "Cyber system" }),
    facility: nameSchema("Optional: name, or id (fac_...), of the facility that owns the cyber system; checked against the service. Not together with control_center.")
        .meta({ title: "Facility" })
        .optional(),
    control_center: nameSchema("Optional: name, or id (cc_...), of the control center that owns the cyber system; checked against the service. Not together with facility.")
        .meta({ title: "Control center" })
        .optional(),
    impact: _principals_js__WEBPACK_IMPORTED_MODULE_1__/* .impactSchema */ .kf.optional(),
    erc: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY()
        .meta({
        title: "External Routable Connectivity",
        description: "Whether the system has External Routable Connectivity (CIP-007 R1.1 and others tell Medium systems apart by it). A Medium system without it is judged as having it.",
    })
        .optional(),
    esp: nameSchema("The Electronic Security Perimeter the system is inside, as the entity names it.")
        .meta({ title: "ESP" })
        .optional(),
    psp: nameSchema("The Physical Security Perimeter the system is inside, as the entity names it.")
        .meta({ title: "PSP" })
        .optional(),
    criteria: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(_asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .CRITERION_PATTERN */ .Rm))
        .min(1)
        .meta({
        title: "CIP-002 criteria",
        description: "The CIP-002 Attachment 1 criteria that rate the system, such as [2.5]: recorded, not checked.",
    })
        .optional(),
    owners: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_principals_js__WEBPACK_IMPORTED_MODULE_1__/* .principalSchema */ .Oj)
        .min(1)
        .meta({
        title: "Owners",
        description: "Who approves this system's changes under the policy (cip-policy.yaml): GitHub logins and org/team slugs. Without it, the code owners of this file (CODEOWNERS) are its owners.",
    })
        .optional(),
    baselines: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(nameSchema("The baseline's name, which assets give as their baseline."), baselineSchema())
        .meta({
        title: "Shared baselines",
        description: "Baselines several assets of this document share: assets name one as their baseline.",
    })
        .optional(),
    prune: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().default(true).meta({
        title: "Prune",
        description: "true (default): live assets of this cyber system that are not declared here are deleted. false: they are kept and reported as unmanaged.",
    }),
    assets: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(nameSchema("Asset name, exactly as written. Unique across the inventory, ignoring case."), zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([assetTypeSchema, assetDetailsSchema]))
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
    const schema = zod__WEBPACK_IMPORTED_MODULE_5__/* .toJSONSchema */ .bl(inventoryDocumentSchema, {
        target: "draft-2020-12",
        io: "input",
    });
    // zod does not translate refinements; this is the facility/control_center exclusion.
    schema.not = { required: ["facility", "control_center"] };
    return schema;
}


/***/ }),

/***/ 44083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gs: () => (/* binding */ REFERENCE_FIELDS),
/* harmony export */   jc: () => (/* binding */ ASSET_NAME),
/* harmony export */   rH: () => (/* binding */ nameProblem)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63990);
/* harmony import */ var _shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66800);
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
    const forbidden = _shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .FORBIDDEN_NAME_CHARACTER */ .YV.exec(name);
    if (forbidden) {
        const codePoint = forbidden[0].codePointAt(0) ?? 0;
        const position = [...name.slice(0, forbidden.index)].length + 1;
        return `${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} contains ${(0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .describeCharacter */ .zQ)(codePoint)} at character ${position}; remove it`;
    }
    if (name.trim() === "")
        return `${field.label} is empty; write ${field.hint}`;
    if (TRAILING_OR_LEADING_SPACE.test(name)) {
        return `${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} has leading or trailing whitespace; remove it (quotes keep spaces)`;
    }
    // Code units first: a name within the limit in UTF-16 is within it in code points.
    if (name.length > _inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_LENGTH */ .EM) {
        const length = [...name].length;
        if (length > _inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_LENGTH */ .EM) {
            return `${field.label} is ${length} characters long; the limit is ${_inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_LENGTH */ .EM}: shorten it`;
        }
    }
    return undefined;
}


/***/ }),

/***/ 88256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ parseInventoryText)
});

// UNUSED EXPORTS: parseInventoryYaml

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/inventory/document/inventory-schema.ts
var inventory_schema = __webpack_require__(63990);
// EXTERNAL MODULE: ./src/core/shared/live-records.ts
var live_records = __webpack_require__(37368);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/inventory/document/name-rules.ts
var name_rules = __webpack_require__(44083);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/core/inventory/document/plain-inventory.ts
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
const DOCUMENT_KEYS = ["cyber_system", "facility", "control_center", "prune", "assets"];
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
        const asset = this.#asset;
        if (indent > this.#assetIndent && asset !== undefined) {
            if (this.#detailIndent === -1)
                this.#detailIndent = indent;
            return indent === this.#detailIndent && this.#detail(asset);
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
        return live_records/* ASSET_TYPES */.D.find((type) => type.length === size && this.#text.startsWith(type, start));
    }
    #documentKey() {
        const document = this.#document;
        const key = this.#keyOf(DOCUMENT_KEYS);
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
        this.#declare({ name, type, location });
        return true;
    }
    #detail(asset) {
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
        this.#declare(declared);
        return true;
    }
    /**
     * Adds an asset to the open document's `assets:`, which is there: an asset's line is read only
     * once the `assets:` key set #assetIndent (line()).
     */
    #declare(asset) {
        const assets = this.#document.assets;
        (assets ?? (0,collections/* missingEntry */.Dj)("the assets: of an asset's document")).push(asset);
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
    if (length === 0 || length > inventory_schema/* MAX_NAME_LENGTH */.EM)
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

// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-reader.ts
var baseline_reader = __webpack_require__(54249);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
;// CONCATENATED MODULE: ./src/core/inventory/document/system-facts-reader.ts
// What a document says of its system beyond its assets, for the requirement table: External
// Routable Connectivity (`erc:`), its perimeters (`esp:`, `psp:`) and its CIP-002 Attachment 1
// criteria (`criteria:`); and an asset's class (`class:`). Each problem at its place.





const SYSTEM_FACT_KEYS = ["erc", "esp", "psp", "criteria"];
class SystemFactsReader extends baseline_reader/* BaselineReader */.bH {
    /** Reads `key` of a document into `facts`; false after reporting a problem. */
    systemFact(key, value, keyOffset, facts) {
        switch (key) {
            case "erc": {
                const erc = this.#boolean(value, keyOffset);
                if (erc !== undefined)
                    facts.erc = erc;
                return erc !== undefined;
            }
            case "esp":
            case "psp": {
                const hint = `the name of the ${key === "esp" ? "Electronic" : "Physical"} Security Perimeter the system is inside`;
                const name = this.scalarValue(value, keyOffset, { label: key, hint });
                if (name !== undefined)
                    facts[key] = name;
                return name !== undefined;
            }
            case "criteria": {
                const criteria = this.#criteria(value, keyOffset);
                if (criteria !== undefined)
                    facts.criteria = criteria;
                return criteria !== undefined;
            }
        }
    }
    /** `class:` of an asset. */
    assetClass(value, keyOffset) {
        return this.choice(value, keyOffset, { label: "class", hint: "BCA, PCA, EACMS, PACS or EAP (absent: BCA)" }, asset_class/* ASSET_CLASSES */.Aj);
    }
    #boolean(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, "erc has no value; write true or false");
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if ((0,dist/* isScalar */.jn)(value) && typeof value.value === "boolean")
            return { value: value.value, location: this.at((0,yaml_reader/* nodeStart */.f)(value)) };
        this.error((0,yaml_reader/* nodeStart */.f)(value), `erc must be true or false (without quotes): whether the system has External Routable Connectivity, not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
        return undefined;
    }
    #criteria(value, keyOffset) {
        const field = { label: "criteria", hint: "CIP-002 Attachment 1 criteria such as 2.5" };
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const criteria = [];
        for (const item of items) {
            const text = this.scalarValue(item, (0,yaml_reader/* nodeStart */.f)(value), field);
            if (text === undefined)
                return undefined;
            if (!asset_class/* CRITERION_PATTERN */.Rm.test(text.value)) {
                this.error((0,yaml_reader/* nodeStart */.f)(item), `criteria entry ${(0,diagnostics/* quote */.hD)(text.value)} is not a CIP-002 Attachment 1 criterion; write it as 1.1, 2.5 or 3.1`);
                return undefined;
            }
            criteria.push(text.value);
        }
        return { value: criteria, location: this.at((0,yaml_reader/* nodeStart */.f)(value)) };
    }
}

;// CONCATENATED MODULE: ./src/core/inventory/document/parse-inventory.ts
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
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    const parser = new FileParser(text, file, lineCounter);
    if (docs.length === 0) {
        parser.error(0, "this file declares nothing (no YAML document); declare a cyber system (cyber_system and assets) or delete the file: an empty file is never read as an empty inventory");
    }
    let previousEnd = 0;
    for (const doc of docs) {
        parser.document(doc, previousEnd);
        previousEnd = doc.range[2];
    }
    return { documents: parser.documents, diagnostics: parser.diagnostics.sort(diagnostics/* compareDiagnostics */.oV) };
}
class FileParser extends SystemFactsReader {
    /** The baselines the current document's assets wrote, resolved once its `baselines` are read. */
    #writtenBaselines = new Map();
    documents = [];
    document(doc, previousEnd) {
        if (!this.yamlProblems(doc, previousEnd))
            return;
        const contents = doc.contents;
        if (contents === null || ((0,dist/* isScalar */.jn)(contents) && (0,yaml_reader/* isEmptyPlain */.eF)(contents))) {
            this.error(doc.range[0], 'empty YAML document; declare a cyber system here (cyber_system and assets) or remove the extra "---"');
            return;
        }
        if (!this.plainNode(contents))
            return;
        if (!(0,dist/* isMap */.jh)(contents)) {
            this.error((0,yaml_reader/* nodeStart */.f)(contents), `a document must be a map with the keys cyber_system and assets, not ${(0,yaml_reader/* describeValue */.bp)(contents)}; see docs/inventory-format.md`);
            return;
        }
        this.#documentMap(contents);
    }
    #documentMap(map) {
        const firstKey = map.items[0]?.key;
        const start = (0,dist/* isNode */.Ll)(firstKey) ? (0,yaml_reader/* nodeStart */.f)(firstKey) : (0,yaml_reader/* nodeStart */.f)(map);
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
        let baselines = new Map();
        const facts = {};
        this.#writtenBaselines = new Map();
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            switch (keyText) {
                case "cyber_system":
                    cyberSystem = this.#name(value, keyOffset, name_rules/* REFERENCE_FIELDS */.gs.cyber_system);
                    break;
                case "facility":
                    facilityKey = keyOffset;
                    facility = this.#name(value, keyOffset, name_rules/* REFERENCE_FIELDS */.gs.facility);
                    break;
                case "control_center":
                    controlCenterKey = keyOffset;
                    controlCenter = this.#name(value, keyOffset, name_rules/* REFERENCE_FIELDS */.gs.control_center);
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
                case "baselines":
                    baselines = this.baselineGroups(value, keyOffset);
                    break;
                default:
                    if ((0,collections/* isOneOf */.EK)(SYSTEM_FACT_KEYS, keyText))
                        this.systemFact(keyText, value, keyOffset, facts);
                    else
                        this.unknownKey(key, keyText, inventory_schema/* DOCUMENT_KEYS */.pg, "the keys of a document are");
            }
        }
        if (facilityKey !== undefined && controlCenterKey !== undefined) {
            const [first, second] = [facilityKey, controlCenterKey].sort((a, b) => a - b);
            this.error(second, "facility and control_center are both set; a cyber system belongs to one of them: remove the other", [this.at(first)]);
        }
        this.#requiredKeys(map, start);
        this.#resolveBaselines(baselines);
        if (cyberSystem === undefined || assets === undefined || assetsLocation === undefined)
            return;
        const document = {
            location: this.at(start),
            cyberSystem,
            prune,
            assets,
            assetsLocation,
            ...facts,
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
    /** Each asset's baseline, its shared baseline's name resolved against the document's. */
    #resolveBaselines(groups) {
        for (const [asset, written] of this.#writtenBaselines) {
            const baseline = this.resolveBaseline(written, groups);
            if (baseline !== undefined)
                asset.baseline = baseline;
        }
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
        const offset = (0,yaml_reader/* nodeStart */.f)(value);
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error(offset, `${field.label} must be a name, not ${(0,yaml_reader/* describeValue */.bp)(value)}; write ${field.hint}`);
            return undefined;
        }
        const name = (0,yaml_reader/* scalarText */.ws)(value);
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
        const problem = (0,name_rules/* nameProblem */.rH)(name, field);
        if (problem !== undefined)
            this.error(offset, problem);
        return problem === undefined;
    }
    #prune(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, "prune has no value; write true or false");
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if ((0,dist/* isScalar */.jn)(value) && typeof value.value === "boolean")
            return value.value;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `prune must be true or false (without quotes), not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
        return undefined;
    }
    #assets(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, 'assets has no value; list the assets (name: hardware or software), or write "assets: {}" for a cyber system with no assets');
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,dist/* isMap */.jh)(value)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `assets must be a map of asset name to type (name: hardware or software), not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
            return undefined;
        }
        const assets = [];
        for (const { key, keyText, value: assetValue } of this.entries(value)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            const nameOk = this.#checkName(keyText, keyOffset, name_rules/* ASSET_NAME */.jc);
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
            this.error((0,yaml_reader/* nodeStart */.f)(value), `asset ${(0,diagnostics/* quote */.hD)(name)} must be hardware, software, or a map with type (and renamed_from), not a list`);
            return undefined;
        }
        const type = this.#assetType(name, keyOffset, value);
        return type === undefined ? undefined : { name, type, location: this.at(keyOffset) };
    }
    #assetDetails(name, keyOffset, details) {
        let type;
        let hasType = false;
        let renamedFrom;
        let assetClass;
        let baseline;
        let valid = true;
        for (const { key, keyText, value } of this.entries(details)) {
            const detailKeyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            switch (keyText) {
                case "type":
                    hasType = true;
                    if (!(0,dist/* isNode */.Ll)(value) || this.plainNode(value)) {
                        type = this.#assetType(name, detailKeyOffset, value);
                    }
                    break;
                case "renamed_from":
                    renamedFrom = this.#name(value, detailKeyOffset, name_rules/* REFERENCE_FIELDS */.gs.renamed_from);
                    valid &&= renamedFrom !== undefined;
                    break;
                case "class":
                    assetClass = this.assetClass(value, detailKeyOffset);
                    valid &&= assetClass !== undefined;
                    break;
                case "baseline":
                case "baseline_ref":
                    if (baseline !== undefined) {
                        this.error(detailKeyOffset, `asset ${(0,diagnostics/* quote */.hD)(name)} has both baseline and baseline_ref; keep one`);
                        valid = false;
                        break;
                    }
                    baseline =
                        keyText === "baseline"
                            ? this.writtenBaseline(value, detailKeyOffset)
                            : this.baselineRef(value, detailKeyOffset);
                    valid &&= baseline !== undefined;
                    break;
                default:
                    valid = false;
                    this.unknownKey(key, keyText, inventory_schema/* ASSET_DETAIL_KEYS */.qD, "an asset written as a map has the keys");
            }
        }
        if (!hasType) {
            this.error(keyOffset, `asset ${(0,diagnostics/* quote */.hD)(name)} has no type; add "type: hardware" or "type: software"`);
        }
        if (!valid || type === undefined)
            return undefined;
        const asset = { name, type, location: this.at(keyOffset) };
        if (renamedFrom)
            asset.renamedFrom = renamedFrom;
        if (assetClass)
            asset.class = assetClass;
        if (baseline)
            this.#writtenBaselines.set(asset, baseline);
        return asset;
    }
    /** The type of an asset, from a node already checked by plainNode. */
    #assetType(name, keyOffset, value) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, `asset ${(0,diagnostics/* quote */.hD)(name)} has no type; write hardware or software`);
            return undefined;
        }
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `the type of asset ${(0,diagnostics/* quote */.hD)(name)} must be hardware or software, not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
            return undefined;
        }
        const text = (0,yaml_reader/* scalarText */.ws)(value);
        if ((0,collections/* isOneOf */.EK)(live_records/* ASSET_TYPES */.D, text))
            return text;
        const [suggestion] = (0,names/* closestNames */.g9)(text, live_records/* ASSET_TYPES */.D, 1);
        this.error((0,yaml_reader/* nodeStart */.f)(value), suggestion === undefined
            ? `unknown asset type ${(0,diagnostics/* quote */.hD)(text)}; write hardware or software`
            : `unknown asset type ${(0,diagnostics/* quote */.hD)(text)}; did you mean ${(0,diagnostics/* quote */.hD)(suggestion)}?`);
        return undefined;
    }
}
const OWNERS_FIELD = {
    label: "owners",
    hint: "GitHub logins and org/team slugs who approve this system's changes",
};


/***/ }),

/***/ 55852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY: () => (/* binding */ exportInventory),
/* harmony export */   Um: () => (/* binding */ UniqueNames),
/* harmony export */   tn: () => (/* binding */ exportedSchemaFile),
/* harmony export */   yR: () => (/* binding */ slug),
/* harmony export */   zO: () => (/* binding */ EXPORTED_SCHEMA_FILE)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63990);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65032);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17273);
/* harmony import */ var _format_inventory_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80149);
// `cip-sync import`: the live inventory written back as inventory files, so a team can start from
// what the service holds. The output must plan to zero changes, so every reference it writes is one
// that resolves to exactly the system it came from: names where they are unambiguous, ids where not.
// An asset whose live name no inventory file can hold is left out, and its system written with
// `prune: false`, so that the plan keeps it instead of deleting it.






/** The file name of the inventory JSON Schema written beside the exported folders. */
const EXPORTED_SCHEMA_FILE = "inventory.schema.json";
/** The JSON Schema the exported files reference, as the file written beside them. */
function exportedSchemaFile() {
    return {
        path: EXPORTED_SCHEMA_FILE,
        content: `${JSON.stringify((0,_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .inventoryJsonSchema */ ._P)(), null, 2)}\n`,
    };
}
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
        (0,_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .isDeclarableName */ .Js)(parent.name);
    const systemNameCount = countBy(live.cyberSystems, (system) => system.name);
    const systemNameInParentCount = countBy(live.cyberSystems, (system) => JSON.stringify([system.name, parentOf(system)?.record.id ?? ""]));
    const assetsBySystem = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .groupBy */ .$z)(live.cyberAssets, (asset) => asset.cyber_system_id);
    const folderNames = new UniqueNames();
    const folderOf = new Map();
    const fileNames = new Map();
    const files = [];
    const systems = [...live.cyberSystems].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.name, b.name) || (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.id, b.id));
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
        const nameIsWritable = nameIsUnique && !systemIds.has(system.name) && (0,_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .isDeclarableName */ .Js)(system.name);
        const document = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Document */ .yo({});
        document.set("cyber_system", nameIsWritable ? system.name : system.id);
        if (parent) {
            const parentRef = parentNameWritable(parent.record) ? parent.record.name : parent.record.id;
            document.set(parent.kind, parentRef);
        }
        const [assets, undeclarable] = partition([...(assetsBySystem.get(system.id) ?? [])].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.name, b.name)), (asset) => (0,_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .isDeclarableName */ .Js)(asset.name));
        if (undeclarable.length > 0)
            document.set("prune", false);
        const assetMap = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Document */ .yo({}).createNode(new Map(assets.map((asset) => [asset.name, asset.asset_type])));
        document.set("assets", assetMap);
        const header = headerOf(system, parent !== undefined, undeclarable);
        const content = inFmtLayout(`${header.join("\n")}\n${document.toString({ lineWidth: 0 })}`);
        files.push({ path: file, content, systemId: system.id });
    }
    return files.sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.path, b.path));
}
/** The text in fmt's layout (its order of assets among others): import output passes fmt --check. */
function inFmtLayout(text) {
    const formatted = (0,_format_inventory_js__WEBPACK_IMPORTED_MODULE_4__/* .formatInventoryText */ .Hn)(text);
    if (formatted.status !== "formatted") {
        throw new Error(`import wrote YAML it cannot read: ${formatted.message}`);
    }
    return formatted.text;
}
/** The comment lines above a system's document: where it came from, and what it leaves out. */
function headerOf(system, hasParent, undeclarable) {
    const header = [
        `# yaml-language-server: $schema=../${EXPORTED_SCHEMA_FILE}`,
        `# Imported from the live inventory: cyber system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(system.name)} (${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(system.id)}).`,
    ];
    if (!hasParent)
        header.push("# The service does not show this system's parent.");
    if (undeclarable.length > 0) {
        header.push("# Not declared, because an inventory file cannot hold their names (control, invisible or", "# bidirectional characters, spaces at either end, or over 255 characters); prune: false keeps", "# them. Rename them in the service, then declare them and remove prune: false:", ...undeclarable.map((asset) => `#   ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(asset.name)} (${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(asset.id)})`));
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


/***/ }),

/***/ 80149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cy: () => (/* binding */ formatDocuments),
/* harmony export */   Hn: () => (/* binding */ formatInventoryText),
/* harmony export */   V0: () => (/* binding */ sortAssetNames)
/* harmony export */ });
/* unused harmony export compareAssetNames */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40249);
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
    "erc",
    "esp",
    "psp",
    "criteria",
    "owners",
    "baselines",
    "prune",
    "assets",
];
function formatInventoryText(text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const docs = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { ..._document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .PARSE_OPTIONS */ .jp, lineCounter });
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
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Scalar(_key, node) {
            if (typeof node.value !== "string" || isBlockScalar(node))
                return;
            if (node.type !== yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5.PLAIN && isYaml11Lookalike(node.value))
                return;
            node.type = undefined;
        },
    });
    const root = doc.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root))
        return;
    // A comment above the first key is the file's header (the schema modeline): it stays on top.
    const header = root.items[0]?.key;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(header) && header.commentBefore) {
        root.commentBefore = [root.commentBefore, header.commentBefore].filter(Boolean).join("\n");
        header.commentBefore = undefined;
    }
    root.items.sort((a, b) => rank(a) - rank(b));
    const assets = root.items.find((pair) => keyText(pair) === "assets")?.value;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(assets))
        assets.items.sort(byAssetName);
}
function isBlockScalar(node) {
    return node.type === yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5.BLOCK_FOLDED || node.type === yaml__WEBPACK_IMPORTED_MODULE_0__/* .Scalar */ .X5.BLOCK_LITERAL;
}
function rank(pair) {
    const index = KEY_ORDER.indexOf(keyText(pair) ?? "");
    return index === -1 ? KEY_ORDER.length : index;
}
function keyText(pair) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(pair))
        return undefined;
    const { key } = pair;
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key) ? String(key.value) : typeof key === "string" ? key : undefined;
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
/**
 * `items` in fmt's order of their names (compareAssetNames), each name folded to lower case once
 * rather than at every comparison: 100,000 names are 1.7 million comparisons.
 */
function sortAssetNames(items, nameOf) {
    return items
        .map((item) => {
        const name = nameOf(item);
        return { item, name, folded: name.toLowerCase() };
    })
        .sort((a, b) => ENGLISH.compare(a.folded, b.folded) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((entry) => entry.item);
}


/***/ }),

/***/ 29815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lr: () => (/* binding */ indexLive),
/* harmony export */   ZM: () => (/* binding */ resolveInventory),
/* harmony export */   kR: () => (/* binding */ systemRefOf),
/* harmony export */   nv: () => (/* binding */ describeSystem)
/* harmony export */ });
/* harmony import */ var _plan_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23212);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65032);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);




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
        ? ` at ${(0,_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parent.name)} (${parent.id})`
        : ", parent not shown by the service";
    return `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(ref.name)} (${ref.id})${where}`;
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
function resolveInventory(documents, live) {
    const lookup = {
        index: indexLive(live),
        systemsByName: (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBy */ .$z)(live.cyberSystems, (system) => system.name),
        facilitiesByName: (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBy */ .$z)(live.facilities, (facility) => facility.name),
        centersByName: (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBy */ .$z)(live.controlCenters, (center) => center.name),
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
                message: `cyber system ${describeSystem(ref)} is declared by two documents, here and at ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(earlier.cyberSystem.location)}; merge them into one document`,
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
        throw new Error(`the document at ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(document.location)} names both a facility and a control center; parseInventoryText rejects this before resolution`);
    }
    const { index } = lookup;
    const wanted = document.cyberSystem;
    let parent;
    const found = document.facility
        ? findParent("facility", document.facility, lookup)
        : document.controlCenter
            ? findParent("control_center", document.controlCenter, lookup)
            : undefined;
    if (found !== undefined) {
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
                message: `cyber_system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(wanted.value)} matches no cyber system (by id or name); ${suggest(wanted.value, [...lookup.systemsByName.keys()])}`,
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
    // Never empty here (no candidate, and no match of the parent, returned above): one is chosen.
    const [system, ...others] = chosen;
    if (system === undefined || others.length > 0)
        return { error: ambiguous(wanted, chosen, parent !== undefined, index) };
    // Unchecked means the claim is a control center the service cannot confirm; it still names
    // the parent in the plan when it names exactly one.
    const claimedCenter = unchecked && parent?.records.length === 1 ? parent.records[0] : undefined;
    const ref = systemRefOf(system, index, claimedCenter);
    if (!unchecked || !parent)
        return { system, ref };
    const warning = {
        severity: "warning",
        message: `control_center ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parent.claim.value)} cannot be checked: the service does not show a cyber system's control center; make sure cyber system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(system.name)} (${system.id}) belongs to it`,
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
            message: `${key} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(claim.value)} matches no ${(0,_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parentKindWord */ .Pk)(kind)} (by id or name); ${suggest(claim.value, [...byName.keys()])}`,
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
    const refs = sortSystems(chosen).map((system) => systemRefOf(system, index));
    const listed = refs.map(describeSystem).join("; ");
    // A source's generated document says which through the source's systems, so show that form too.
    const [first] = refs;
    const qualified = first?.parent === undefined || first.parent === null
        ? ""
        : ` (a source names it in its systems as { cyber_system: ${first.name}, ${first.parent.kind}: ${first.parent.name} })`;
    const fix = hasParent
        ? "give the cyber system's id as cyber_system"
        : `add facility or control_center to say which${qualified}, or give the cyber system's id as cyber_system`;
    return {
        severity: "error",
        message: `cyber_system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(wanted.value)} is ambiguous: ${chosen.length} cyber systems have that name: ${listed}; ${fix}`,
        location: wanted.location,
    };
}
function mismatch(wanted, parent, candidates, foundById, index) {
    const key = parent.kind === "facility" ? "facility" : "control_center";
    const claimed = `${key} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parent.claim.value)}`;
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
        message: `no cyber system named ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(wanted.value)} is at ${(0,_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parent.claim.value)}; cyber systems with that name: ${described.join("; ")}; correct ${key} or cyber_system`,
        location: wanted.location,
        related: [parent.claim.location],
    };
}
function suggest(wanted, names) {
    const close = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .closestNames */ .g9)(wanted, names);
    if (close.length === 0)
        return LIST_HINT;
    const quoted = close.map((name) => (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name));
    const last = quoted.pop();
    return `did you mean ${quoted.length > 0 ? `${quoted.join(", ")} or ${last}` : last}?`;
}
function sortSystems(systems) {
    return [...systems].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.name, b.name) || (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.id, b.id));
}


/***/ }),

/***/ 90493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yb: () => (/* binding */ safetyInputOf),
/* harmony export */   au: () => (/* binding */ SAFETY_OVERRIDE),
/* harmony export */   gY: () => (/* binding */ unsafeMessage),
/* harmony export */   i0: () => (/* binding */ evaluateSafety)
/* harmony export */ });
/* unused harmony exports REPLACE_OVERRIDE, MAX_RENAMES_NAMED */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13270);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29815);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82205);




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
    return { systems, updates, possibleRenames: (0,_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_1__/* .renamedDeletes */ .tL)(operations) };
}
function evaluateSafety(input, limits) {
    const total = sum(input.systems.map((system) => system.deletableLiveAssets));
    const deletes = sum(input.systems.map((system) => system.deletes));
    const violations = [];
    const pushMass = (rule, count, noun, verb) => {
        const reasons = [];
        if (overRatio(count, total, limits)) {
            reasons.push(`would ${verb} ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(count / total)} of the ${total} live assets the plan could delete (in systems with prune: true; limit ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(limits.maxChangeRatio)})`);
        }
        if (count > limits.maxChanges) {
            reasons.push(`exceed the limit of ${limits.maxChanges} ${noun}s per apply`);
        }
        if (reasons.length === 0)
            return;
        violations.push({
            rule,
            message: `${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(count, noun)} ${reasons.join(" and ")}; ${SAFETY_OVERRIDE}.`,
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
            message: `${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(entry.deletes, "delete")} would remove ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(entry.deletes / entry.deletableLiveAssets)} of the ${entry.deletableLiveAssets} live assets of cyber system ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSystem */ .nv)(entry.system)} (limit ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .KN)(limits.maxChangeRatio)} per system); ${SAFETY_OVERRIDE}.`,
        });
    }
    pushMass("mass-update", input.updates, "update", "change");
    for (const entry of input.systems) {
        if (entry.emptyAssetsLocation === undefined || entry.deletes === 0)
            continue;
        violations.push({
            rule: "empty-system",
            message: `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(entry.emptyAssetsLocation)}: assets is empty, so the plan would delete the ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(entry.deletes, "live asset")} of cyber system ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSystem */ .nv)(entry.system)}; declare its assets, set prune: false to keep them, or ${SAFETY_OVERRIDE}.`,
        });
    }
    const renames = possibleRenameViolation(input.possibleRenames);
    if (renames !== undefined)
        violations.push(renames);
    return { managed_live_assets: total, violations };
}
/** The possible renames a violation names one by one; the plan marks every one of them. */
const MAX_RENAMES_NAMED = 10;
/**
 * One violation naming the first pairs: the live asset, the declared name that replaces it, and the line
 * that keeps the record instead.
 */
function possibleRenameViolation(deletes) {
    const pairs = deletes.map((operation) => {
        const rename = operation.possible_rename;
        const what = `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(rename.live)} (${operation.asset_id}, ${operation.asset_type}) of cyber system ${(0,_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSystem */ .nv)(operation.cyber_system)}`;
        const fix = `to keep its record write ${(0,_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_1__/* .renameFixLine */ .gP)(rename, operation.asset_type)}, or declare it as ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(rename.live)}`;
        if (rename.candidates === undefined)
            return `${what} would be deleted and ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(rename.declared)} created; ${fix}`;
        return `${what} would be deleted and ${(0,_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_1__/* .declaredAsWords */ .mw)(rename, _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)}; if it is ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(rename.declared)}, ${fix}`;
    });
    if (pairs.length === 0)
        return undefined;
    const count = pairs.length === 1 ? "1 asset was" : `${pairs.length} assets were`;
    const named = pairs.slice(0, MAX_RENAMES_NAMED);
    const others = pairs.length - named.length;
    if (others > 0)
        named.push(`and ${others} more, each marked in the plan's deletes`);
    return {
        rule: "possible-rename",
        message: `${count} possibly renamed (in the service, or in a file without renamed_from): applying would replace each with a new record, and its id and compliance history would be lost: ${named.join("; ")}; ${REPLACE_OVERRIDE}.`,
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
    const rules = (0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(violations.length, "safety rule");
    const lines = violations.map((violation) => `  - ${violation.message}`);
    return `apply refused: the plan breaks ${rules}; nothing was changed.\n${lines.join("\n")}`;
}
function overRatio(count, total, limits) {
    return total >= limits.minAssetsForRatio && total > 0 && count / total > limits.maxChangeRatio;
}
function sum(values) {
    return values.reduce((a, b) => a + b, 0);
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

/***/ 80992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bK: () => (/* binding */ documentLabels),
/* harmony export */   j_: () => (/* binding */ ownedSystem),
/* harmony export */   ps: () => (/* binding */ systemNamed),
/* harmony export */   qF: () => (/* binding */ systemsNamed)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);

function ownedSystem(entry) {
    if (typeof entry === "string")
        return { name: entry, label: entry };
    const [key, parentName] = entry.facility === undefined
        ? ["control_center", entry.control_center ?? ""]
        : ["facility", entry.facility];
    return {
        name: entry.cyber_system,
        parent: { key, name: parentName },
        label: `${parentName}/${entry.cyber_system}`,
    };
}
/**
 * The owned system a text names: its label exactly (ignoring case), or a plain name that exactly
 * one owned system has. Undefined when no owned system, or several, answer to it.
 */
function systemNamed(owned) {
    const byLabel = new Map(owned.map((system) => [(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(system.label), system]));
    const byName = new Map();
    for (const system of owned) {
        byName.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(system.name), [...(byName.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(system.name)) ?? []), system]);
    }
    return (text) => {
        const key = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(text);
        const named = byName.get(key);
        return byLabel.get(key) ?? (named?.length === 1 ? named[0] : undefined);
    };
}
/** The owned systems a plain name could mean, when more than one: for a did-you-mean. */
function systemsNamed(owned, text) {
    return owned.filter((system) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(system.name) === (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(text));
}
/** A document's label, to match it with an owned system: qualified when it names its parent. */
function documentLabels(document) {
    const name = document.cyberSystem.value;
    const parent = document.facility ?? document.controlCenter;
    return parent === undefined ? [name] : [`${parent.value}/${name}`, name];
}


/***/ }),

/***/ 34650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ directoryOf),
  P: () => (/* binding */ parseSourcesText)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-syntax.ts
var yaml_syntax = __webpack_require__(19869);
// EXTERNAL MODULE: ./src/core/sources/sources-schema.ts
var sources_schema = __webpack_require__(69390);
;// CONCATENATED MODULE: ./src/core/sources/sources-issues.ts



/** zod's issues of the file, each entry's complete, a misspelt key reported once. */
function sourcesIssues(issues) {
    return withoutMisspeltKeys(issues.flatMap(withEntryIssues));
}
/** The keys only one kind has, by which an entry without a kind tells which it is. */
const KIND_KEYS = {
    csv: ["file", "columns", "where"],
    netbox: ["filters"],
    servicenow: ["table", "query"],
    "tenable-ot": ["search"],
    nozomi: ["condition"],
    command: ["run", "env", "timeout_seconds"],
};
const SOURCE_KINDS = Object.keys(KIND_KEYS);
/** "csv, netbox, ... or command", as a message lists the kinds. */
const KIND_LIST = `${SOURCE_KINDS.slice(0, -1).join(", ")} or ${SOURCE_KINDS.at(-1) ?? ""}`;
/**
 * zod stops at an entry whose kind matches none and says nothing of its other keys, so each fix
 * would bring the next layer of mistakes. The entry is checked again as the kind it most likely
 * means (the near miss of a misspelt kind, or the kind its keys belong to) or, failing that, for
 * the keys every kind has: every mistake of the entry at once.
 */
function withEntryIssues(issue) {
    if (issue.code !== "invalid_union" || issue.discriminator !== "kind")
        return [issue];
    const entry = issue.input;
    const kind = likelyKind(entry);
    const rest = (kind === undefined ? sources_schema/* commonSourceKeysSchema */.OT : sources_schema/* SOURCE_KIND_SCHEMAS */.KS[kind]).safeParse({ ...entry, kind }, { reportInput: true });
    const at = issue.path.slice(0, -1);
    const others = rest.success ? [] : rest.error.issues;
    return [issue, ...others.map((other) => ({ ...other, path: [...at, ...other.path] }))];
}
/**
 * A misspelt key is a missing key too; its "did you mean" says both, so the missing key it
 * means is not reported again.
 */
function withoutMisspeltKeys(issues) {
    const meant = new Set(issues.flatMap((issue) => issue.code === "unrecognized_keys"
        ? issue.keys.flatMap((key) => (0,shared_names/* closestNames */.g9)(key, SOURCES_KEYS, 1).map((name) => pathText([...issue.path, name])))
        : []));
    return issues.filter((issue) => !(issue.code === "invalid_type" &&
        issue.input === undefined &&
        meant.has(pathText(issue.path))));
}
/** The kind an entry whose kind matches none most likely means, or undefined. */
function likelyKind(entry) {
    if (typeof entry.kind === "string") {
        return (0,shared_names/* closestNames */.g9)(entry.kind, SOURCE_KINDS, 1)[0];
    }
    if (entry.kind !== undefined)
        return undefined;
    const matching = SOURCE_KINDS.filter((kind) => KIND_KEYS[kind].some((key) => key in entry));
    return matching.length === 1 ? matching[0] : undefined;
}
/** Every key a sources file can hold, for the did-you-mean of an unknown one. */
const SOURCES_KEYS = [
    "version",
    "sources",
    "name",
    "kind",
    "systems",
    "out",
    "file",
    "columns",
    "system",
    "type",
    "types",
    "where",
    "url",
    "filters",
    "table",
    "query",
    "auth",
    "page_size",
    "search",
    "condition",
    "asset_name",
    "field",
    "map",
    "run",
    "env",
    "timeout_seconds",
    "cyber_system",
    "facility",
    "control_center",
];
function describeIssue(issue, badKey) {
    const where = issue.path.length > 0 ? `${pathText(issue.path)}: ` : "";
    const fixIt = `${where}${issue.message.replace(/^Invalid input: /, "")}; fix the value`;
    switch (issue.code) {
        case "unrecognized_keys": {
            const [suggestion] = (0,shared_names/* closestNames */.g9)(badKey ?? "", SOURCES_KEYS, 1);
            return suggestion === undefined
                ? `${where}unknown key ${(0,shared_diagnostics/* quote */.hD)(badKey ?? "")}; remove it (the sources page of the manual lists the keys of each kind)`
                : `${where}unknown key ${(0,shared_diagnostics/* quote */.hD)(badKey ?? "")}; did you mean ${(0,shared_diagnostics/* quote */.hD)(suggestion)}?`;
        }
        case "invalid_union":
            if (issue.path.at(-2) === "systems") {
                return `${where}a system is its name (or id), or { cyber_system: NAME, facility: NAME } (or control_center: NAME) where the name repeats at another facility or control center; not ${valueText(issue.input)}`;
            }
            return kindOf(issue.input) === undefined
                ? missingKind(issue.path.slice(0, -1), likelyKind(issue.input))
                : `${where}must be ${KIND_LIST}${suggestionFor(kindOf(issue.input), SOURCE_KINDS)}`;
        case "invalid_value": {
            if (issue.input === undefined)
                return missingKey(issue.path);
            const values = (issue.values ?? []).map(String);
            if (issue.values?.some((value) => typeof value !== "string")) {
                return `${where}must be ${values.join(" or ")}, not ${valueText(issue.input)}; fix the value`;
            }
            const [suggestion] = (0,shared_names/* closestNames */.g9)(String(issue.input), values, 1);
            const choices = values.map((value) => (0,shared_diagnostics/* quote */.hD)(value)).join(", ");
            return suggestion === undefined
                ? `${where}${valueText(issue.input)} is not one of ${choices}; write one of them`
                : `${where}${valueText(issue.input)} is not one of ${choices}; did you mean ${(0,shared_diagnostics/* quote */.hD)(suggestion)}?`;
        }
        case "invalid_type":
            if (issue.input === undefined)
                return missingKey(issue.path);
            return `${where}must be ${TYPE_NAMES[String(issue.expected)] ?? "another type"}, not ${valueText(issue.input)}; ${hintFor(issue.path)}`;
        case "too_small":
        case "too_big":
        case "invalid_format":
            return `${where}${ruleOf(issue)}; ${hintFor(issue.path)}`;
        case "custom":
            // The schema's own words: a rule ("must ...") or a whole sentence that says what to write.
            return `${where}${issue.message}${issue.message.startsWith("must") ? "; fix the value" : ""}`;
        default:
            return fixIt;
    }
}
/** A key the schema requires and the file leaves out (`version` has one value: it is shown). */
function missingKey(path) {
    const key = String(path.at(-1));
    const fix = key === "version"
        ? "add version: 1 as the first line"
        : "add it (the sources page of the manual lists the keys of each kind)";
    return `missing key ${(0,shared_diagnostics/* quote */.hD)(key)} at ${pathText(path.slice(0, -1)) || "the top"}; ${fix}`;
}
/** A source without `kind`, with the kind its other keys belong to when they tell. */
function missingKind(entry, likely) {
    const fix = likely === undefined
        ? `add it: ${KIND_LIST}`
        : `add kind: ${likely} (its other keys are those of a ${likely} source)`;
    return `missing key "kind" at ${pathText(entry)}; ${fix}`;
}
/** zod's type names in the words of the inventory's messages. */
const TYPE_NAMES = {
    array: "a list",
    object: "a map",
    record: "a map",
    string: "a text",
    number: "a number",
    int: "a whole number",
    boolean: "true or false",
};
/** How to write a key's value, where a plain "fix the value" is not enough. */
const HINTS = {
    run: "write the program and its arguments as a list, for example run: [node, scripts/export-assets.mjs]",
    systems: "write a list, for example systems: [Alpha Protection]",
    env: "write a list of variable names, for example env: [CLAROTY_URL]",
    sources: "write a list, each source starting with - name: (see docs/sources.md)",
    columns: "name the header of each column, for example columns: { name: hostname, system: cip_system, type: asset_class }",
    types: "map each of the source's type values to hardware or software, for example types: { RTU: hardware, Application: software }",
    map: "map each of the platform's type values to hardware or software, for example map: { rtu: hardware }",
    url: "write the platform's base address, for example url: https://netbox.example.internal",
    file: "write the CSV file's path in the repository, for example file: exports/ot-assets.csv",
    timeout_seconds: "write a whole number of seconds from 1 to 3600, or leave the key out for 120",
};
/** The hint for the key a path ends in (a list item's key: `env[0]` is `env`). */
function hintFor(path) {
    const key = path.findLast((part) => typeof part === "string");
    return HINTS[String(key)] ?? "fix the value";
}
/** A limit or format zod found broken, as a rule of the key: "must not be empty". */
function ruleOf(issue) {
    const { code, origin, input } = issue;
    if (code === "invalid_format") {
        if (issue.format === "url") {
            return `must be a web address starting with https:// (or http:// on loopback), not ${valueText(input)}`;
        }
        if (issue.path.includes("env")) {
            return `must be an environment variable's name (letters, digits and _, not starting with a digit), not ${valueText(input)}`;
        }
        return `${issue.message}, not ${valueText(input)}`;
    }
    if (origin === "string")
        return "must not be empty";
    if (origin === "array")
        return "must list at least one, not an empty list";
    const limit = code === "too_small" ? `at least ${issue.minimum}` : `at most ${issue.maximum}`;
    return `must be ${limit}, not ${valueText(input)}`;
}
/** The kind a source entry gives: zod reports the entry, not its kind, when no kind matches. */
function kindOf(input) {
    return typeof input === "object" && input !== null ? input.kind : input;
}
/** "; did you mean X?" when a text is a near miss of one of `choices`, else nothing. */
function suggestionFor(value, choices) {
    const [suggestion] = typeof value === "string" ? (0,shared_names/* closestNames */.g9)(value, choices, 1) : [];
    return suggestion === undefined ? "" : `; did you mean ${(0,shared_diagnostics/* quote */.hD)(suggestion)}?`;
}
/** A value as a message shows it: a text quoted, a list or map by what it is. */
function valueText(value) {
    if (typeof value === "string")
        return `the text ${(0,shared_diagnostics/* quote */.hD)(value)}`;
    if (Array.isArray(value))
        return "a list";
    if (value === null)
        return "an empty value";
    if (typeof value === "object")
        return "a map";
    return `${typeof value} ${String(value)}`;
}
function pathText(path) {
    return path
        .map((part, index) => typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`)
        .join("");
}

// EXTERNAL MODULE: ./src/core/sources/owned-systems.ts
var owned_systems = __webpack_require__(80992);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
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
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    // Exactly one document: a first and no second.
    const [doc, second] = docs;
    if (doc === undefined || second !== undefined) {
        return fail([
            error(second?.range[0] ?? 0, `${file} must hold exactly one YAML document (found ${docs.length}); start from "version: 1" and a "sources:" list`),
        ]);
    }
    const explained = (0,yaml_syntax/* explainSyntaxErrors */.I)(text, doc.errors);
    if (explained !== undefined)
        return fail([error(explained.offset, explained.message)]);
    const syntax = [...doc.errors, ...doc.warnings];
    if (syntax.length > 0) {
        return fail(syntax.map((problem) => error(problem.pos[0], `invalid YAML: ${problem.message}`)));
    }
    const raw = doc.toJS({ maxAliasCount: 0 });
    // reportInput: a message can tell a missing key from a value of the wrong type, and quote it.
    const checked = sources_schema/* sourcesFileSchema */.W8.safeParse(raw, { reportInput: true });
    const locate = (definition, index) => ({
        definition,
        location: at(placeOf(doc, ["sources", index], []).offset),
        systemLocations: definition.systems.map((_, system) => at(placeOf(doc, ["sources", index, "systems", system], []).offset)),
    });
    if (checked.success) {
        const sources = checked.data.sources.map(locate);
        return { file, sources, diagnostics: crossSourceProblems(sources) };
    }
    const placed = sourcesIssues(checked.error.issues).map((issue) => {
        const { offset, key } = placeOf(doc, issue.path, "keys" in issue ? issue.keys : []);
        return { offset, diagnostic: error(offset, describeIssue(issue, key)) };
    });
    // The entries that are right on their own still meet the rules across sources, so that a
    // system owned twice is not found only after every other mistake is fixed.
    const entries = raw?.sources;
    const valid = (Array.isArray(entries) ? entries : []).flatMap((entry, index) => {
        const parsed = sources_schema/* sourceSchema */.dr.safeParse(entry);
        return parsed.success ? [locate(parsed.data, index)] : [];
    });
    // In the order of the file, as a reader goes through it.
    placed.sort((a, b) => a.offset - b.offset);
    return fail([...placed.map(({ diagnostic }) => diagnostic), ...crossSourceProblems(valid)]);
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
            error(source.location, `two sources are named ${(0,shared_diagnostics/* quote */.hD)(name)} (first at ${(0,shared_diagnostics/* formatLocation */.j$)(first.location)}); rename one`, first.location);
        }
        else
            names.set(name, source);
        source.definition.systems.map(owned_systems/* ownedSystem */.j_).forEach(({ label }, index) => {
            // systemLocations was built with a location per system, in the same order.
            const location = (0,collections/* itemOrThrow */.Tp)(source.systemLocations, index, "a source's systems");
            const owner = owners.get((0,shared_names/* nameKey */.Rc)(label));
            if (owner === undefined) {
                owners.set((0,shared_names/* nameKey */.Rc)(label), { source, location });
                return;
            }
            error(location, `cyber system ${(0,shared_diagnostics/* quote */.hD)(label)} is already owned by source ${(0,shared_diagnostics/* quote */.hD)(owner.source.definition.name)} (${(0,shared_diagnostics/* formatLocation */.j$)(owner.location)}); a system has one source: remove it from one of them`, owner.location);
        });
    }
    for (const [index, source] of sources.entries()) {
        for (const other of sources.slice(0, index)) {
            if (!nested(source.definition.out, other.definition.out))
                continue;
            error(source.location, `out ${(0,shared_diagnostics/* quote */.hD)(source.definition.out)} of source ${(0,shared_diagnostics/* quote */.hD)(source.definition.name)} overlaps out ${(0,shared_diagnostics/* quote */.hD)(other.definition.out)} of source ${(0,shared_diagnostics/* quote */.hD)(other.definition.name)} (${(0,shared_diagnostics/* formatLocation */.j$)(other.location)}); give each source its own directory`, other.location);
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


/***/ }),

/***/ 69390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KS: () => (/* binding */ SOURCE_KIND_SCHEMAS),
/* harmony export */   N0: () => (/* binding */ monitoredSource),
/* harmony export */   OT: () => (/* binding */ commonSourceKeysSchema),
/* harmony export */   U_: () => (/* binding */ DEFAULT_SOURCES_FILE),
/* harmony export */   W8: () => (/* binding */ sourcesFileSchema),
/* harmony export */   dr: () => (/* binding */ sourceSchema)
/* harmony export */ });
/* unused harmony exports SOURCE_NAME, sourcesJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26921);
/* harmony import */ var _shared_live_records_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37368);
/* harmony import */ var _shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77568);
/* harmony import */ var _inventory_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63990);
/* harmony import */ var _shared_workspace_name_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90038);
// `cip-sources.yaml` as one zod schema: the read-only sources that write the documents of the cyber
// systems they own. The source of the published JSON Schema and of the checks parse-sources.ts
// reports at file:line:column.





/** The file read when --sources (Action input `sources`) does not name another. */
const DEFAULT_SOURCES_FILE = "cip-sources.yaml";
/** A source's name is part of a branch name (`cip-sync/source-<name>`) and of messages. */
const SOURCE_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;
const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_3__/* .ASSET_TYPES */ .D);
const typesSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1), assetTypeSchema)
    .meta({ description: "The source's type values (e.g. RTU, PLC) -> hardware | software." });
const systemNameSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .refine(_inventory_document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .isDeclarableName */ .Js, {
    message: "must be a name an inventory file can hold: no space at either end, no control or invisible character, at most 255 characters (the name rules: docs/inventory-format.md)",
})
    .meta({ description: "The name of a cyber system this source owns." });
/** A system whose name repeats at another facility or control center, named with its parent. */
const qualifiedSystemSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    cyber_system: systemNameSchema,
    facility: systemNameSchema
        .optional()
        .meta({ description: "The facility it belongs to (name or id)." }),
    control_center: systemNameSchema
        .optional()
        .meta({ description: "The control center it belongs to (name or id)." }),
})
    .refine((entry) => (entry.facility === undefined) !== (entry.control_center === undefined), {
    message: "give exactly one of facility and control_center: the one the cyber system belongs to",
});
const systemEntrySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([systemNameSchema, qualifiedSystemSchema]).meta({
    description: "A cyber system this source owns: its name (or id), or { cyber_system, facility } / { cyber_system, control_center } where the name repeats at another facility or control center.",
});
/** A path inside the repository: relative, forward slashes, never climbing out. */
const repositoryPathSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
    .min(1)
    .refine((path) => !path.startsWith("/") && !/^[A-Za-z]:/.test(path), {
    message: "must be relative to the repository root",
})
    .refine((path) => !path.includes("\\"), { message: "must use forward slashes" })
    .refine((path) => !path.split("/").includes(".."), { message: "must not contain .." });
const commonKeys = {
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(SOURCE_NAME, {
        message: "must be lower-case letters, digits and dashes, starting with a letter or digit",
    })
        .meta({ description: "The source's name: `cip-sync source sync NAME`, bot branch suffix." }),
    systems: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(systemEntrySchema)
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
const csvSourceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz("csv"),
    file: repositoryPathSchema.meta({ description: "The CSV file, relative to the repository." }),
    columns: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).meta({ description: "Column holding the asset's name." }),
        system: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).meta({ description: "Column holding the cyber system's name." }),
        type: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).meta({ description: "Column holding the asset's type." }),
    }),
    types: typesSchema,
    where: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())
        .optional()
        .meta({ description: "Keep only rows whose column equals the value (all must match)." }),
});
/** A platform's address: https://, or http:// to this machine only. */
function platformUrlSchema(platform, secret) {
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .url */ .OZ5({ protocol: /^https?$/ })
        .refine((value) => plainHttpAllowed(value), {
        message: `uses http:// to another machine, where ${platform}'s credentials would cross the network in plain text; write its https:// address (http:// is for loopback only)`,
    })
        .meta({ description: `${platform}'s base URL; the credential is read from ${secret}.` });
}
/** A dotted path to a field of a record ("custom_fields.cip_system", "location.name"). */
const fieldPathSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[A-Za-z_][A-Za-z0-9_:]*(\.[A-Za-z_][A-Za-z0-9_:]*)*$/u, {
    message: "must be a field name, or names joined by dots (for example custom_fields.cip_system)",
});
/** What every platform kind maps: the system's path, the asset's name, the type and its map. */
function fieldKeys(record) {
    return {
        system: fieldPathSchema.meta({
            description: `Dotted path to the cyber system's name on a ${record}.`,
        }),
        asset_name: fieldPathSchema
            .default("name")
            .meta({ description: `Dotted path to the asset's name on a ${record} (default: name).` }),
        type: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
            field: fieldPathSchema.meta({ description: `Dotted path to the ${record}'s type value.` }),
            map: typesSchema,
        }),
    };
}
function pageSizeSchema(platformDefault, max) {
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .min(1)
        .max(max)
        .default(platformDefault)
        .meta({ description: `Records asked per page (default ${platformDefault}, at most ${max}).` });
}
/**
 * What the platform observed of each asset, written as a configuration-monitoring file (never as
 * the declaration): a firmware's or system's name and version, hotfixes, and when it was observed.
 */
function monitoringSchema(platform, fields) {
    const entry = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ name: fieldPathSchema, version: fieldPathSchema });
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        file: repositoryPathSchema
            .refine((path) => path.endsWith(".json"), {
            message: "must be a .json file in the repository, which the drift check's monitoring-file names",
        })
            .meta({ description: "The configuration-monitoring file the sync writes." }),
        workspace: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
            .regex(_shared_workspace_name_js__WEBPACK_IMPORTED_MODULE_4__/* .WORKSPACE_PATTERN */ .t, {
            message: "must be the Action's workspace name (letters, digits, . _ -)",
        })
            .default("default")
            .meta({
            description: "The workspace whose drift check seals the file (default: default).",
        }),
        observed_at: fieldPathSchema
            .default(fields.observedAt)
            .meta({ description: `Where ${platform} says when it last observed the asset.` }),
        os_firmware: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(entry).min(1).default(fields.osFirmware).meta({
            description: "The os_firmware entries: each a name and a version at field paths.",
        }),
        patches: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ list: fieldPathSchema, name: fieldPathSchema })
            .optional()
            .meta({ description: "The patches: a list at a field path, each entry's name at a path." }),
    })
        .optional()
        .meta({
        description: `Write what ${platform} observed as a configuration-monitoring file (CIP-010 R2.1).`,
    });
}
const netboxSourceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz("netbox"),
    url: platformUrlSchema("NetBox", "NETBOX_TOKEN"),
    filters: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP())
        .optional()
        .meta({ description: "Query parameters for /api/dcim/devices/ (e.g. tag: cip)." }),
    ...fieldKeys("device"),
});
const servicenowSourceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz("servicenow"),
    url: platformUrlSchema("ServiceNow", "SERVICENOW_USER and SERVICENOW_PASSWORD (auth: basic) or SERVICENOW_TOKEN (auth: oauth)"),
    table: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .regex(/^[a-z][a-z0-9_]{0,79}$/u, {
        message: "must be a table's name: lower-case letters, digits and _ (for example cmdb_ci_ot)",
    })
        .default("cmdb_ci_ot")
        .meta({ description: "The CMDB class's table read (default cmdb_ci_ot)." }),
    query: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .min(1)
        .refine((value) => !/ORDERBY/u.test(value), {
        message: "must not order the records: the sync orders them by sys_id itself, so that no page repeats or skips a record; remove ORDERBY",
    })
        .optional()
        .meta({ description: "An encoded query (sysparm_query), e.g. operational_status=1." }),
    auth: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["basic", "oauth"]).default("basic").meta({
        description: "basic: SERVICENOW_USER and SERVICENOW_PASSWORD; oauth: SERVICENOW_TOKEN.",
    }),
    page_size: pageSizeSchema(10_000, 10_000),
    ...fieldKeys("record"),
    monitoring: monitoringSchema("ServiceNow", {
        observedAt: "last_discovered",
        osFirmware: [
            { name: "os", version: "os_version" },
            { name: "model_id.name", version: "firmware_version" },
        ],
    }),
});
const tenableOtSourceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz("tenable-ot"),
    url: platformUrlSchema("Tenable OT Security", "TENABLE_OT_API_KEY"),
    search: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .min(1)
        .optional()
        .meta({ description: "The assets query's search text, e.g. a segment's name." }),
    page_size: pageSizeSchema(200, 1000),
    ...fieldKeys("asset"),
    monitoring: monitoringSchema("Tenable OT Security", {
        observedAt: "lastSeen",
        osFirmware: [
            { name: "os", version: "osDetails.version" },
            { name: "model", version: "firmwareVersion" },
        ],
    }),
});
const nozomiSourceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz("nozomi"),
    url: platformUrlSchema("Nozomi Networks", "NOZOMI_USER and NOZOMI_PASSWORD (auth: basic) or NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN (auth: api-key)"),
    condition: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .min(1)
        .refine((value) => !/[|\r\n]/u.test(value), {
        message: "must be one where condition, without | or a line break: the sync adds its own sort, paging and count",
    })
        .optional()
        .meta({ description: "A where condition of the assets query, e.g. level == 1." }),
    auth: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["basic", "api-key"]).default("basic").meta({
        description: "basic: NOZOMI_USER and NOZOMI_PASSWORD; api-key: NOZOMI_KEY_NAME and NOZOMI_KEY_TOKEN, signed in for a token.",
    }),
    page_size: pageSizeSchema(1000, 10_000),
    ...fieldKeys("asset"),
    monitoring: monitoringSchema("Nozomi Networks", {
        observedAt: "last_activity_time",
        osFirmware: [{ name: "product_name", version: "firmware_version" }],
    }),
});
const commandSourceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    ...commonKeys,
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz("command"),
    run: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1))
        .min(1)
        .meta({ description: "Program and arguments, run without a shell from the repository root." }),
    types: typesSchema.optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/u))
        .default([])
        .meta({
        description: "Environment variables passed to the command, besides PATH, HOME, the temporary directory, the locale and Windows' system variables; nothing else of the run's environment (its tokens, keys and inputs) reaches it.",
    }),
    timeout_seconds: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .min(1)
        .max(3600)
        .default(120)
        .meta({ description: "Stop the command after this many seconds (default 120)." }),
});
const sourceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt("kind", [
    csvSourceSchema,
    netboxSourceSchema,
    servicenowSourceSchema,
    tenableOtSourceSchema,
    nozomiSourceSchema,
    commandSourceSchema,
]);
/** Each kind's own schema: an entry whose kind is missing or misspelt is checked as the one it means. */
const SOURCE_KIND_SCHEMAS = {
    csv: csvSourceSchema,
    netbox: netboxSourceSchema,
    servicenow: servicenowSourceSchema,
    "tenable-ot": tenableOtSourceSchema,
    nozomi: nozomiSourceSchema,
    command: commandSourceSchema,
};
/** The keys every kind has, and only those: what can be checked of an entry of unknown kind. */
const commonSourceKeysSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3(commonKeys);
const sourcesFileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1),
    sources: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(sourceSchema),
})
    .meta({
    title: "cip-inventory-sync sources",
    description: "Read-only sources (CSV, NetBox, ServiceNow, Tenable OT Security, Nozomi Networks, a command) that generate the inventory documents of the cyber systems they own.",
});
/** `source` when it writes what its platform observed (`monitoring:`), else undefined. */
function monitoredSource(source) {
    if (source.kind !== "servicenow" && source.kind !== "tenable-ot" && source.kind !== "nozomi")
        return undefined;
    const { monitoring } = source;
    return monitoring === undefined ? undefined : { ...source, monitoring };
}
/** The JSON Schema (draft 2020-12) of cip-sources.yaml, for editors. */
function sourcesJsonSchema() {
    return z.toJSONSchema(sourcesFileSchema, { target: "draft-2020-12", io: "input" });
}
/**
 * Whether `url` is https://, or http:// to this machine: the token never crosses a network plain.
 * A value that is no address at all passes here: the url check beside this one reports it.
 */
function plainHttpAllowed(url) {
    if (!URL.canParse(url))
        return true;
    const { protocol, hostname } = new URL(url);
    return protocol !== "http:" || (0,_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U)(hostname);
}


/***/ }),

/***/ 23628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X7: () => (/* binding */ checkReplaceable),
/* harmony export */   XD: () => (/* binding */ FileReplacement),
/* harmony export */   fR: () => (/* binding */ replaceFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38871);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65032);
// Writes a file by replacing it, never through it: the content goes to a new temporary file beside
// the target, created exclusively (so no existing file or link is opened), and is then renamed
// over the target. A symbolic link committed in the repository at the path of --out or --record
// is replaced by the file, and the file it pointed to is left untouched; a reader never sees
// half a file.






/**
 * Writes `content` to `path` (creating its parent directories) without following a link there.
 * `mode`: the new file's permissions (default 0644 less the umask), e.g. those of the file replaced.
 */
async function replaceFile(path, content, options = {}) {
    await refuseDirectory(path);
    const temporary = await createTemporary(path);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, "r+");
        try {
            if (options.mode !== undefined)
                await handle.chmod(options.mode);
            if (typeof content === "string" || content instanceof Uint8Array)
                await handle.writeFile(content);
            // Written as made, a batch at a time: the whole content never stands in memory.
            else
                for (const batch of (0,_core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__/* .textBatches */ .S)(content))
                    await handle.write(batch);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        throw error;
    }
}
/**
 * A file replaced as replaceFile replaces it, its content written piece by piece as it is made,
 * synchronously (a pass over a ledger writes rows as it reads records, synchronously too), and put
 * in place only by `commit`; `abandon` leaves nothing behind. Pieces are written a batch at a time.
 */
class FileReplacement {
    #path;
    #temporary;
    #fd;
    #pending = [];
    #size = 0;
    constructor(path, temporary) {
        this.#path = path;
        this.#temporary = temporary;
        this.#fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temporary, "r+");
    }
    static async open(path) {
        await refuseDirectory(path);
        return new FileReplacement(path, await createTemporary(path));
    }
    write(text) {
        this.#pending.push(text);
        this.#size += text.length;
        if (this.#size >= _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__/* .BATCH_CHARACTERS */ .k)
            this.#flush();
    }
    /** Writes what is left, and puts the file in place. */
    async commit() {
        try {
            this.#flush();
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fsyncSync)(this.#open());
            this.#close();
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(this.#temporary, this.#path);
        }
        catch (error) {
            await this.abandon();
            throw error;
        }
    }
    async abandon() {
        this.#close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(this.#temporary, { force: true });
    }
    /** Opened by the constructor and closed only by commit or abort, after which nothing writes. */
    #open() {
        return this.#fd ?? (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .missingEntry */ .Dj)("the replacement file, closed already,");
    }
    #flush() {
        if (this.#size === 0)
            return;
        const bytes = Buffer.from(this.#pending.join(""));
        const fd = this.#open();
        for (let written = 0; written < bytes.length;)
            written += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, bytes, written);
        this.#pending = [];
        this.#size = 0;
    }
    #close() {
        if (this.#fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(this.#fd);
        this.#fd = undefined;
    }
}
/**
 * Fails as replaceFile would, leaving nothing behind (parent directories it creates stay): for a
 * file written after the service was changed, whose loss a later error could not undo.
 */
async function checkReplaceable(path) {
    await refuseDirectory(path);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(await createTemporary(path));
}
/** A new empty file beside `path`, created with O_EXCL, so it is never an existing file or link. */
async function createTemporary(path) {
    const directory = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(directory, { recursive: true });
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(directory, `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString("hex")}.tmp`);
    await (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, "wx", 0o644)).close();
    return temporary;
}
/** A directory at the path would be replaced by nothing: the same error a write would give. */
async function refuseDirectory(path) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(path).catch(() => undefined);
    if (stats?.isDirectory()) {
        throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), {
            code: "EISDIR",
        });
    }
}


/***/ }),

/***/ 2822:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ fileInRootOf),
/* harmony export */   r: () => (/* binding */ loadSourcesFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19130);
/* harmony import */ var _core_sources_parse_sources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34650);
/* harmony import */ var _core_sources_sources_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69390);
// Reads the sources file (`cip-sources.yaml` at the repository root, or the one named by
// --sources): absent is no sources unless it was named; unreadable or invalid is an error at its
// place.





const MAX_SOURCES_FILE_BYTES = 1024 * 1024;
/** The parsed file; undefined when the default file does not exist. */
/** A document's file relative to the repository root of `location`, as a source's `out` is written. */
function fileInRootOf(location) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(location.cwd, location.root);
    return (file) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(location.cwd, file)).split("\\").join("/");
}
async function loadSourcesFile(location) {
    const path = location.file === undefined
        ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(location.root, _core_sources_sources_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_SOURCES_FILE */ .U_)
        : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(location.cwd, location.file);
    const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(location.cwd, path).split("\\").join("/") || path;
    const unreadable = (problem) => unreadableFile(shown, location.file === undefined || location.named === undefined
        ? `the sources file ${problem}`
        : `the sources file named by ${location.named} ${problem}`);
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
    }
    catch (error) {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorCode */ .C)(error) === "ENOENT" && location.file === undefined)
            return undefined;
        return unreadable(`cannot be read (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error)}); check the path`);
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
    return (0,_core_sources_parse_sources_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSourcesText */ .P)(text, shown);
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


/***/ })

};
