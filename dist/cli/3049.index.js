export const id = 3049;
export const ids = [3049];
export const modules = {

/***/ 55221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ValueReader)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(82205);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _principals_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49513);
/* harmony import */ var _yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40249);
// Typed values on top of StrictYamlReader: a word from a fixed set, a list of such words, an
// impact rating and a list of owners (logins and org/team slugs), each problem at its place.
// Inventory documents read `impact:` and `owners:` with it; the policy file reads its rules with it,
// and the patch-management files (core/patches/) their maps and lists.






class ValueReader extends _yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .StrictYamlReader */ .OI {
    /** Reports a key that is not one of `known`, with the closest one or the whole list. */
    unknownKey(key, keyText, known, listIntro) {
        const [suggestion] = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .closestNames */ .g9)(keyText, known, 1);
        this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(key), suggestion === undefined
            ? `unknown key ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(keyText)}; ${listIntro} ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .listOf */ .c3)(known)}`
            : `unknown key ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(keyText)}; did you mean ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(suggestion)}?`);
    }
    /** Whether `map` has each of `required`; each missing one reported at the map. */
    required(map, required, what) {
        const missing = required.filter((name) => !map.items.some((pair) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) && pair.key.value === name));
        for (const name of missing)
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(map), `${what} has no ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name)}; add it`);
        return missing.length === 0;
    }
    /** `value` as a map, or undefined after saying it must be one (`shape` shows how). */
    submap(value, keyOffset, label, shape) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) && !this.plainNode(value))
            return undefined;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(value))
            return value;
        const where = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value) : keyOffset;
        this.error(where, `${label} must be a map (${shape}), not ${(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) && !(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyPlain */ .eF)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value) : "nothing"}`);
        return undefined;
    }
    /** The text of a scalar value; undefined after reporting a missing or non-scalar value. */
    scalarValue(value, keyOffset, field) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyPlain */ .eF)(value))) {
            this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value)) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${field.label} must be ${field.hint}, not ${(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value)}`);
            return undefined;
        }
        return { value: (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .scalarText */ .ws)(value), location: this.at((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value)) };
    }
    /** One of `choices`; a near miss is suggested. */
    choice(value, keyOffset, field, choices) {
        const text = this.scalarValue(value, keyOffset, field);
        if (text === undefined)
            return undefined;
        const found = choices.find((choice) => choice === text.value);
        if (found !== undefined)
            return { value: found, location: text.location };
        const [suggestion] = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .closestNames */ .g9)(text.value, choices, 1);
        const offset = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value) : keyOffset;
        this.error(offset, suggestion === undefined
            ? `unknown ${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text.value)}; write ${field.hint}`
            : `unknown ${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text.value)}; did you mean ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(suggestion)}?`);
        return undefined;
    }
    /** The items of a non-empty list (block or flow); undefined after reporting a problem. */
    listItems(value, keyOffset, field) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyPlain */ .eF)(value))) {
            this.error(keyOffset, `${field.label} has no value; write a list of ${field.hint}`);
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value)) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${field.label} must be a list of ${field.hint} (e.g. [a, b]), not ${(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value)}`);
            return undefined;
        }
        if (value.items.length === 0) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${field.label} is an empty list; write at least one of ${field.hint}, or remove the key`);
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
        const chosen = items.map((item) => this.choice(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), itemField, choices));
        if (chosen.some((item) => item === undefined))
            return undefined;
        return this.#distinct(chosen, field, (item) => item);
    }
    /** A non-empty list of distinct logins and org/team slugs. */
    principals(value, keyOffset, field) {
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const read = [];
        let valid = true;
        for (const item of items) {
            const text = this.scalarValue(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), {
                label: `${field.label} entry`,
                hint: "a GitHub login (alice) or a team as org/team (acme/alpha-protection)",
            });
            const principal = text && (0,_principals_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePrincipal */ .gA)(text.value);
            if (text && !principal) {
                this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(item), `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text.value)} in ${field.label} is neither a GitHub login (letters, digits and single hyphens) nor a team written as org/team-slug`);
            }
            if (text && principal)
                read.push({ value: principal, location: text.location });
            else
                valid = false;
        }
        if (!valid)
            return undefined;
        return this.#distinct(read, field, _principals_js__WEBPACK_IMPORTED_MODULE_3__/* .principalKey */ .qW);
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
                message: `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} is written twice in ${field.label}; keep one`,
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


/***/ }),

/***/ 17210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fW: () => (/* binding */ parseReviewedFile),
/* harmony export */   wJ: () => (/* binding */ everyRead)
/* harmony export */ });
/* unused harmony exports Fields, ReviewedFileReader */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17273);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65032);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67154);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(82205);
/* harmony import */ var _document_value_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55221);
/* harmony import */ var _document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(40249);
// What every family's reviewed files share when read: one YAML document read strictly, as the
// inventory and the policy are (no anchors, aliases, tags or duplicate keys), a map whose keys are
// checked, `version: N` (each family's own), texts, dates that exist, lists and flags; every problem
// at file:line:column, saying what to write instead. A family's reader notes what its files name
// elsewhere (`Reference`, checked at review against the checkout) beside the dates they write.








/** A map's values by key, with where each key is written. */
class Fields extends Map {
    /**
     * A key `fields()` was told is required, so it holds it once it answered (or one the caller saw
     * it hold): its value and where the key is written.
     */
    required(key) {
        return (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_6__/* .getOrThrow */ .Gp)(this, key, "the fields read with their required keys");
    }
}
/**
 * Whether every value of `read` was read: undefined is a field refused, its problem reported
 * already, so a file or an entry with one is refused whole. Each parser gathers what it read and
 * asks once, rather than spelling the same chain of `=== undefined` checks over its names.
 */
function everyRead(read) {
    return Object.values(read).every((value) => value !== undefined);
}
/** Reads `text` with `read`, which walks the document's map; errors sorted by place. */
function parseReviewedFile(text, file, kind, read) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const reader = new ReviewedFileReader(text, file, lineCounter, kind.version);
    const map = reader.fileMap((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .parseYamlDocuments */ .v)(text, lineCounter), kind.what);
    const value = map === undefined ? undefined : read(reader, map);
    const diagnostics = reader.diagnostics.sort(_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareDiagnostics */ .oV);
    if (diagnostics.length > 0 || value === undefined)
        return { diagnostics };
    return { value, diagnostics, references: reader.references };
}
class ReviewedFileReader extends _document_value_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .ValueReader */ .D {
    /** What the file names elsewhere and the dates it writes, in the order read. */
    references = [];
    /** The version the family's files write. */
    #version;
    constructor(text, file, lineCounter, version) {
        super(text, file, lineCounter);
        this.#version = version;
    }
    /** Notes a reference whose place is the node at `offset`. */
    refer(offset, reference) {
        this.references.push({ ...reference, at: this.at(offset) });
    }
    /** The file's one document, a map; undefined after reporting why not. */
    fileMap(docs, what) {
        const [doc, extra] = docs;
        if (doc === undefined || doc.contents === null) {
            this.error(0, `${what} is empty; write version: ${this.#version} and its keys`);
            return undefined;
        }
        if (extra !== undefined)
            this.error(extra.range[0], `${what} holds one YAML document; remove the extra "---"`);
        if (!this.yamlProblems(doc, 0) || !this.plainNode(doc.contents))
            return undefined;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents))
            return doc.contents;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(doc.contents), `${what} must be a map, not ${(0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .describeValue */ .bp)(doc.contents)}`);
        return undefined;
    }
    /** The map's values by key; an unknown key or a missing required one is reported. */
    fields(map, known, required, what) {
        const fields = new Fields();
        let valid = this.required(map, required, what);
        for (const { key, keyText, value } of this.entries(map)) {
            if (known.includes(keyText))
                fields.set(keyText, { value, keyOffset: (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(key) });
            else {
                this.unknownKey(key, keyText, known, `the keys of ${what} are`);
                valid = false;
            }
        }
        return valid ? fields : undefined;
    }
    /** The file's own map's values by key (as `fields` reads them), once it writes the family's version. */
    fileFields(map, known, required, what) {
        const fields = this.fields(map, known, required, what);
        return fields !== undefined && this.version(fields) ? fields : undefined;
    }
    /** `version: N`, the family's. */
    version(fields) {
        const field = fields.get("version");
        if (field === undefined)
            return false;
        const text = this.scalarValue(field.value, field.keyOffset, {
            label: "version",
            hint: String(this.#version),
        });
        if (text === undefined)
            return false;
        if (text.value === String(this.#version))
            return true;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(field.value), `version ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text.value)} is not supported; write version: ${this.#version}`);
        return false;
    }
    /** Non-empty text. */
    text(value, keyOffset, label, hint) {
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        if (text.value.trim() !== "")
            return text.value;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(value), `${label} is empty; write ${hint}`);
        return undefined;
    }
    // The field readers below read the field `key` that `fields` holds (a required key, or one the
    // caller saw it hold), named by its key in what they report; `hint` says what to write.
    /** The field `key`, non-empty text. */
    textField(fields, key, hint) {
        const { value, keyOffset } = fields.required(key);
        return this.text(value, keyOffset, key, hint);
    }
    /**
     * The file's `id`, which must be its file's name in `folder` (`what` names the file in the
     * error, `hint` says what to write when the id is missing).
     */
    fileIdField(fields, file, { folder, what, hint = "the file's id, its file's name" }) {
        const id = this.textField(fields, "id", hint);
        if (id === undefined)
            return undefined;
        const named = file
            .split("/")
            .at(-1)
            ?.replace(/\.yaml$/, "");
        if (named === id && file.endsWith(`${folder}/${named}.yaml`))
            return id;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(fields.required("id").value), `${what} id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(id)} is not its file's name (${file}); rename the file to ${folder}/${id}.yaml, or write id: ${named ?? ""}`);
        return undefined;
    }
    /**
     * Whether `text`, read from the field `key`, is a SHA-256 in 64 lowercase hex digits; where it is
     * not, an error saying it `mustBe` that, in the words of what it digests.
     */
    isSha256(fields, key, text, mustBe) {
        if (_shared_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .SHA256_HEX */ .Y5.test(text))
            return true;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(fields.required(key).value), `${key} must be ${mustBe}, not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        return false;
    }
    /** The field `key`, a date that exists. */
    dateField(fields, key, hint) {
        const { value, keyOffset } = fields.required(key);
        return this.date(value, keyOffset, key, hint);
    }
    /** The field `key`, a non-empty list of distinct texts. */
    textsField(fields, key, hint) {
        const { value, keyOffset } = fields.required(key);
        return this.texts(value, keyOffset, key, hint);
    }
    /** The field `key`, one of `choices` (a wrong one is told them all, "a, b or c"). */
    choiceField(fields, key, choices) {
        const { value, keyOffset } = fields.required(key);
        return this.choice(value, keyOffset, { label: key, hint: (0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_7__/* .listOf */ .c3)(choices, "or") }, choices)
            ?.value;
    }
    /**
     * The field `key`, a date that exists and, read at review (`now` given), no later than the latest
     * day any time zone has reached at `now`: nobody has lived a later one. `fix` says what to write.
     */
    pastDateField(fields, key, hint, now, fix = "the day it happened, once it has") {
        const date = this.dateField(fields, key, hint);
        // Today in UTC and in UTC+14, so that a writer west of UTC+14 sees whose day refused theirs.
        const later = date === undefined || now === undefined ? undefined : (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .afterTodayWords */ .P_)(date, now);
        if (later === undefined)
            return date;
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(fields.required(key).value), `${key} ${date} is ${later}: write ${fix}`);
        return undefined;
    }
    /** A date that exists, YYYY-MM-DD (2026-02-30 is refused, never rolled over). */
    date(value, keyOffset, label, hint) {
        const text = this.text(value, keyOffset, label, `${hint}, YYYY-MM-DD`);
        if (text === undefined)
            return text;
        if ((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .isCalendarDate */ .tf)(text)) {
            this.refer((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(value), { kind: "date", label, date: text });
            return text;
        }
        this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(value), `${label} must be a date such as 2026-03-10 that exists (YYYY-MM-DD), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        return undefined;
    }
    /** The items of a list, `[]` allowed when `empty` is; undefined after reporting a problem. */
    list(value, keyOffset, label, hint, empty = false) {
        if (empty && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) && value.items.length === 0)
            return [];
        return this.listItems(value, keyOffset, { label, hint });
    }
    /**
     * The non-empty list field `key`, each entry a map that writes `keys`, the `required` of them
     * (absent: all of them) at least (`entry` names one in what is reported, `shape` shows one), read
     * by `read` with the entries read before it; undefined at the first that is not such a map or
     * that `read` reported.
     */
    mapsField(fields, key, entry, read) {
        const { value, keyOffset } = fields.required(key);
        const items = this.list(value, keyOffset, key, entry.shape);
        if (items === undefined)
            return undefined;
        const entries = [];
        for (const item of items) {
            const map = this.submap(item, (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(value), entry.what, entry.shape);
            const required = entry.required ?? entry.keys;
            const itemFields = map && this.fields(map, entry.keys, required, entry.what);
            const readEntry = itemFields && read(itemFields, item, entries);
            if (readEntry === undefined)
                return undefined;
            entries.push(readEntry);
        }
        return entries;
    }
    /** A non-empty list of distinct, non-empty texts. */
    texts(value, keyOffset, label, hint) {
        const items = this.list(value, keyOffset, label, hint);
        if (items === undefined)
            return undefined;
        const texts = [];
        for (const item of items) {
            const text = this.text(item, (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(value), `${label} entry`, hint);
            if (text === undefined)
                return undefined;
            if (texts.includes(text)) {
                this.error((0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(item), `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)} is written twice in ${label}; keep one`);
                return undefined;
            }
            texts.push(text);
        }
        return texts;
    }
    /**
     * The one key of `keys` that `fields` writes, and its text (`hint` says what it is); when it
     * writes none or several, the error `refused(count)` at `at`, and undefined.
     */
    oneTextOf(fields, keys, at, refused, hint) {
        const written = keys.filter((key) => fields.has(key));
        const [key] = written;
        if (key === undefined || written.length !== 1) {
            this.error(at, refused(written.length));
            return undefined;
        }
        const text = this.textField(fields, key, hint(key));
        return text === undefined ? undefined : { key, text };
    }
    /** `true` or `false`. */
    flag(value, keyOffset, label) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && typeof value.value === "boolean")
            return value.value;
        const found = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && !(0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .isEmptyPlain */ .eF)(value) ? (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .describeValue */ .bp)(value) : "nothing";
        this.error((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) ? (0,_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeStart */ .f)(value) : keyOffset, `${label} must be true or false, not ${found}`);
        return undefined;
    }
}


/***/ }),

/***/ 53049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ parsePatchSourcesText),
/* harmony export */   x: () => (/* binding */ SOURCE_ID_PATTERN)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40249);
/* harmony import */ var _inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17210);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53146);





/** A source's id names the folder of its evaluations. */
const SOURCE_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const SOURCE_SHAPE = '{ id: sel-advisories, name: "SEL security notifications", covers: [{ software: "acSELerator RTAC" }] }';
const NO_SOURCE_SHAPE = '{ software: "Legacy HMI", kind: no-patching-source, reason: "vendor ceased trading in 2019" }';
function parsePatchSourcesText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePatchFile */ .st)(text, file, "the patch sources file", (reader, map) => sourcesFile(reader, map));
}
function sourcesFile(reader, map) {
    const fields = reader.fileFields(map, ["version", "sources", "no_source"], ["version"], "the patch sources file");
    if (fields === undefined)
        return undefined;
    const sources = entries(reader, fields, "sources", SOURCE_SHAPE, (entry) => source(reader, entry));
    const noSource = entries(reader, fields, "no_source", NO_SOURCE_SHAPE, (entry) => declaration(reader, entry));
    if (sources === undefined || noSource === undefined)
        return undefined;
    if (!distinct(reader, sources, noSource))
        return undefined;
    return {
        sources: sources.map(({ at: _, ...entry }) => entry),
        noSource: noSource.map(({ at: _, ...entry }) => entry),
    };
}
/** Each entry of the list `key` (absent or `[]`: none), read by `read`. */
function entries(reader, fields, key, shape, read) {
    const field = fields.get(key);
    if (field === undefined)
        return [];
    const items = reader.list(field.value, field.keyOffset, key, `maps such as ${shape}`, true);
    if (items === undefined)
        return undefined;
    const read_ = [];
    let valid = true;
    for (const item of items) {
        const entry = reader.submap(item, field.keyOffset, `each entry of ${key}`, shape);
        const value = entry && read(entry);
        if (entry === undefined || value === undefined)
            valid = false;
        else
            read_.push({ ...value, at: (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(entry) });
    }
    return valid ? read_ : undefined;
}
function source(reader, map) {
    const fields = reader.fields(map, ["id", "name", "url", "covers"], ["id", "name", "covers"], "a source");
    if (fields === undefined)
        return undefined;
    const id = reader.textField(fields, "id", "the source's id, such as sel-advisories");
    if (id !== undefined && !SOURCE_ID_PATTERN.test(id)) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(fields.required("id").value), `source id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(id)} must be lower-case letters, digits and hyphens (it names the folder patch-evaluations/${id.toLowerCase().replace(/[^a-z0-9-]+/g, "-")}/)`);
        return undefined;
    }
    const name = reader.textField(fields, "name", "what the source is");
    const url = fields.has("url")
        ? reader.textField(fields, "url", "where the source publishes")
        : undefined;
    const coversField = fields.required("covers");
    const items = reader.list(coversField.value, coversField.keyOffset, "covers", "baseline items");
    const covers = items?.map((item) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .itemRef */ .x9)(reader, item, coversField.keyOffset, "each entry of covers"));
    if (id === undefined || name === undefined || covers === undefined)
        return undefined;
    if ((fields.has("url") && url === undefined) || covers.some((item) => item === undefined))
        return undefined;
    return { id, name, ...(url === undefined ? {} : { url }), covers: covers };
}
function declaration(reader, map) {
    const known = [..._patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PATCHED_ITEMS */ .Rp, "kind", "reason"];
    const fields = reader.fields(map, known, ["kind", "reason"], "a no_source entry");
    if (fields === undefined)
        return undefined;
    const item = (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .itemOf */ .Tu)(reader, fields, (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(map), "a no_source entry");
    const kind = reader.choiceField(fields, "kind", _patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_SOURCE_KINDS */ .C$);
    const reason = reader.textField(fields, "reason", "why the item has no patching source or cannot be updated");
    if (item === undefined || kind === undefined || reason === undefined)
        return undefined;
    return { item, kind, reason };
}
/** No source id twice, no item covered twice by a source nor both covered and declared. */
function distinct(reader, sources, declarations) {
    let valid = true;
    const ids = new Set();
    const covered = new Map();
    for (const entry of sources) {
        if (ids.has(entry.id)) {
            reader.error(entry.at, `source id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(entry.id)} is written twice; keep one entry with every item it covers`);
            valid = false;
        }
        ids.add(entry.id);
        for (const item of entry.covers) {
            const key = (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemKey */ .Dh)(item);
            if (covered.get(key) === entry.id) {
                reader.error(entry.at, `source ${entry.id} covers ${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemText */ .rv)(item)} twice; keep one`);
                valid = false;
            }
            covered.set(key, entry.id);
        }
    }
    const declared = new Set();
    for (const entry of declarations) {
        const key = (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemKey */ .Dh)(entry.item);
        const by = covered.get(key);
        const problem = by !== undefined
            ? `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemText */ .rv)(entry.item)} is covered by source ${by} and declared to have none; remove one`
            : declared.has(key)
                ? `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .itemText */ .rv)(entry.item)} is declared twice under no_source; keep one`
                : undefined;
        if (problem !== undefined) {
            reader.error(entry.at, problem);
            valid = false;
        }
        declared.add(key);
    }
    return valid;
}


/***/ }),

/***/ 46055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tu: () => (/* binding */ itemOf),
/* harmony export */   st: () => (/* binding */ parsePatchFile),
/* harmony export */   x9: () => (/* binding */ itemRef)
/* harmony export */ });
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40249);
/* harmony import */ var _inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17210);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53146);



/** Reads a patch file's `text` with `read` (`what` names it in what is reported). */
function parsePatchFile(text, file, what, read) {
    return (0,_inventory_reviewed_files_reviewed_file_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .parseReviewedFile */ .fW)(text, file, { what, version: _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCH_FILES_VERSION */ .Cx }, read);
}
/** The one item key of `fields` (`os_firmware: NAME` or `software: NAME`), reported at `at`. */
function itemOf(reader, fields, at, what) {
    const item = reader.oneTextOf(fields, _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHED_ITEMS */ .Rp, at, (written) => `${what} names ${written === 0 ? "no" : "more than one"} baseline item; write exactly one of os_firmware: NAME or software: NAME, as the asset's baseline names it`, () => "the item's name as the baseline writes it");
    return item && { kind: item.key, name: item.text };
}
/** `{ os_firmware: NAME }` or `{ software: NAME }`, as a map of its own. */
function itemRef(reader, value, keyOffset, label) {
    const shape = '{ software: "acSELerator RTAC" } or { os_firmware: "SEL-3555 firmware" }';
    const map = reader.submap(value, keyOffset, label, shape);
    if (map === undefined)
        return undefined;
    const fields = reader.fields(map, _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHED_ITEMS */ .Rp, [], label);
    return fields && itemOf(reader, fields, (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeStart */ .f)(map), label);
}


/***/ })

};
