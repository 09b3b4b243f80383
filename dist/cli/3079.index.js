export const id = 3079;
export const ids = [3079];
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

/***/ 52201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  syncSourceCommand: () => (/* binding */ syncSourceCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
;// CONCATENATED MODULE: ./src/core/sources/monitoring-fate.ts
// What became of a platform source's configuration-monitoring file (`monitoring:`) on a sync, said
// on every sync, --check included: written, unchanged, or left as it was, and why. Pure.

/** The fate as one line; `check`: nothing is written, so a change is one that would be made. */
function monitoringFateLine(fate, check) {
    if ("changed" in fate) {
        const observed = `what the platform observed of ${(0,wording/* countOf */.pq)(fate.assets, "asset")}, as of ${fate.observedAt}`;
        if (!fate.changed)
            return `${fate.path} is unchanged: ${observed}`;
        return `${check ? "would change" : "wrote"} ${fate.path} (${observed})`;
    }
    const why = `the platform gave no observation time, or no item observed, for any of the ${(0,wording/* countOf */.pq)(fate.kept, "asset")} kept`;
    if (!fate.exists)
        return `${fate.path} ${check ? "would not be" : "was not"} written: ${why}`;
    return `${fate.path} ${check ? "would be" : "was"} left as it was (its observed_at says how old it is): ${why}`;
}

// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/live-records.ts
var live_records = __webpack_require__(37368);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
// EXTERNAL MODULE: ./src/core/inventory/writing/export-inventory.ts
var export_inventory = __webpack_require__(55852);
// EXTERNAL MODULE: ./src/core/inventory/document/name-rules.ts
var name_rules = __webpack_require__(44083);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/inventory/writing/format-inventory.ts
var format_inventory = __webpack_require__(80149);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
;// CONCATENATED MODULE: ./src/core/sources/document-text.ts
// The text of a generated document, in fmt's layout. Names that are plain words YAML writes as
// they are (most of a CMDB's) are written directly: building and re-formatting a YAML tree for
// 100,000 rows took 12 s. A document with any other name, or a platform id with any character
// beyond letters, digits, "_", "." and "-", goes through yaml and fmt, which choose its quoting; a
// test holds the two ways to the same text.
// Beside it, the digests its header and the snapshot carry: each SHA-256 over JSON lines in
// code-point order (the same set of rows, the same digest whatever their order), hashed a part at
// a time, never held as one text.




/** Text YAML reads back as the same string, written without quotes. */
const PLAIN_WORDS = /^[A-Za-z][A-Za-z0-9_./()-]*(?: [A-Za-z0-9_./()-]+)*$/;
/** Plain words that YAML (1.2, or 1.1 readers) could take for something else. */
const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n)$/i;
/** A platform id written directly: plain, or in double quotes where YAML would read a number. */
const PLAIN_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
/**
 * The plain texts of PLAIN_ID's characters that YAML 1.2's core schema reads as something other
 * than a string (integers, octal and hexadecimal, floats, null, booleans): fmt writes them quoted.
 * A sys_id of digits and one "e" is such a float.
 */
const CORE_SCALAR = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
function documentText(header, system, assets) {
    const sorted = (0,format_inventory/* sortAssetNames */.V0)([...assets], (asset) => asset.name);
    const plain = (text) => PLAIN_WORDS.test(text) && !RESERVED.test(text);
    if (!plain(system.name) ||
        (system.parent !== undefined && !plain(system.parent.name)) ||
        !sorted.every((asset) => plain(asset.name))) {
        return documentTextThroughYaml(header, system, assets);
    }
    const lines = [
        ...header.map((line) => `#${line}`),
        "",
        `cyber_system: ${system.name}`,
        ...(system.parent === undefined ? [] : [`${system.parent.key}: ${system.parent.name}`]),
        "prune: true",
        sorted.length === 0 ? "assets: {}" : "assets:",
    ];
    for (const { name, type, id } of sorted) {
        if (id === undefined) {
            lines.push(`  ${name}: ${type}`);
            continue;
        }
        if (!PLAIN_ID.test(id))
            return documentTextThroughYaml(header, system, assets);
        // One text an asset, its lines together: a third of the strings for the join to gather.
        const idText = CORE_SCALAR.test(id) ? `"${id}"` : id;
        lines.push(`  ${name}:${ID_LINES[type]}${idText}`);
    }
    return `${lines.join("\n")}\n`;
}
/** What follows an asset's name, by its type, up to its id. */
const ID_LINES = {
    hardware: "\n    type: hardware\n    source_id: ",
    software: "\n    type: software\n    source_id: ",
};
/** The same document built as a YAML tree and laid out by fmt: right for any name and id. */
function documentTextThroughYaml(header, system, assets) {
    const document = new dist/* Document */.yo({});
    document.commentBefore = header.join("\n");
    document.set("cyber_system", system.name);
    if (system.parent !== undefined)
        document.set(system.parent.key, system.parent.name);
    document.set("prune", true);
    const entries = assets.map(({ name, type, id }) => [
        name,
        id === undefined
            ? type
            : new Map([
                ["type", type],
                ["source_id", id],
            ]),
    ]);
    document.set("assets", document.createNode(new Map(entries)));
    const formatted = (0,format_inventory/* formatInventoryText */.Hn)(document.toString({ lineWidth: 0 }));
    if (formatted.status !== "formatted")
        throw new Error(formatted.message);
    return formatted.text;
}
/** SHA-256 over the rows as sorted JSON lines: the same set of rows, the same digest. */
function digestOf(rows) {
    return digestOfLines(rows.map((row) => JSON.stringify(row)));
}
/** SHA-256 over rows' JSON lines, sorted: the same set of lines, the same digest. */
function digestOfLines(lines) {
    return `sha256:${(0,sha256/* sha256HexOfParts */.wz)(linesInParts((0,shared_names/* sortByCodePoints */.Mk)(lines, (line) => line)))}`;
}
/**
 * A name that sorts among others as its row's line sorts among theirs: JSON writes it as it is,
 * and no character of it sorts before the line's closing quote (`"`, 0x22), so that a name that
 * is another's start sorts first in both.
 */
const SORTS_AS_ITS_LINE = /^[^\0-\x22\\]*$/u;
/**
 * The digest of a system's rows (`rows` in code-point order of their names): each row's line as
 * JSON.stringify([label, name, type, id?]) writes it, the lines in code-point order. Where every
 * name sorts as its line (most sources' names), the rows' order is the lines' and they are hashed
 * as they are written, a part at a time: no line sorted, no text of them all held.
 */
function digestOfRows(label, rows) {
    if (!rows.every((row) => SORTS_AS_ITS_LINE.test(row.name))) {
        return digestOfLines(rows.map((row) => JSON.stringify(row.id === undefined ? [label, row.name, row.type] : [label, row.name, row.type, row.id])));
    }
    return `sha256:${(0,sha256/* sha256HexOfParts */.wz)(rowLinesInParts(JSON.stringify(label), rows))}`;
}
/**
 * The rows' lines, each ending in a line feed, a part at a time ("\n" for none). A name that sorts
 * as its line is one JSON writes as it is, between quotes; an id is, unless it holds a quote or a
 * backslash (its other characters, as a name's, are none JSON escapes).
 */
function* rowLinesInParts(labelText, rows) {
    if (rows.length === 0)
        yield "\n";
    let part = "";
    for (let index = 0; index < rows.length; index++) {
        const { name, type, id } = rows[index];
        const idText = id === undefined
            ? ""
            : id.includes('"') || id.includes("\\")
                ? `,${JSON.stringify(id)}`
                : `,"${id}"`;
        part += `[${labelText},"${name}","${type}"${idText}]\n`;
        if (index % LINES_PER_PART === LINES_PER_PART - 1) {
            yield part;
            part = "";
        }
    }
    if (part !== "")
        yield part;
}
/** Lines per part handed to the hash: a part, not the whole text, is held at a time. */
const LINES_PER_PART = 4096;
/** Sorted lines, each ending in a line feed, a part at a time; "\n" for none. */
function* linesInParts(lines) {
    if (lines.length === 0)
        yield "\n";
    for (let start = 0; start < lines.length; start += LINES_PER_PART) {
        yield `${lines.slice(start, start + LINES_PER_PART).join("\n")}\n`;
    }
}

// EXTERNAL MODULE: ./src/core/sources/parse-sources.ts + 1 modules
var parse_sources = __webpack_require__(34650);
// EXTERNAL MODULE: ./src/core/sources/owned-systems.ts
var owned_systems = __webpack_require__(80992);
;// CONCATENATED MODULE: ./src/core/sources/source-documents.ts









/** The first line of every generated file: how sync and validate recognise them. */
function generatedHeader(sourceName) {
    return `# Generated by cip-sync from source "${sourceName}".`;
}
function buildSnapshot(source, rows) {
    const builder = new SnapshotBuilder(source);
    for (const row of rows)
        builder.push(row);
    return builder.finish();
}
/**
 * A source's snapshot built row by row as a read hands them over: each row is judged as it comes
 * and only what the documents need is kept of it (a KeptRow, its system and type the shared
 * label and type), so that a read holds no row whole, nor any page the rows came in.
 */
class SnapshotBuilder {
    #source;
    #owned;
    /** A row's system cell -> its label, or undefined: answered once for each distinct text. */
    #systemOf;
    #typeOf;
    #problems = [];
    /** Each name's rows by its key: one row, or the rows of a name given more than once. */
    #kept = new Map();
    constructor(source) {
        this.#source = source;
        this.#owned = source.systems.map(owned_systems/* ownedSystem */.j_);
        const named = (0,owned_systems/* systemNamed */.ps)(this.#owned);
        const types = typesOf(source);
        this.#systemOf = remembered((text) => named(text.trim())?.label);
        this.#typeOf = remembered((text) => types(text.trim()));
    }
    push(row) {
        const system = this.#systemOf(row.system);
        const type = this.#typeOf(row.type);
        if (system === undefined || type === undefined) {
            const message = system === undefined
                ? unknownSystemMessage(this.#source, this.#owned, row.system)
                : unmappedTypeMessage(this.#source, row.type);
            this.#problems.push({ place: row.place, message });
            return;
        }
        // An empty cell is a gap in the export, not a name to spell differently.
        const problem = row.name.trim() === ""
            ? "the asset's name is empty; fill it in the source, or leave the row out"
            : ((0,name_rules/* nameProblem */.rH)(row.name, name_rules/* ASSET_NAME */.jc) ??
                (row.id === undefined ? undefined : idProblem(row.id)));
        if (problem !== undefined) {
            this.#problems.push({ place: row.place, message: problem });
            return;
        }
        // Every property in the literal: one shape for every row, the id held in the object itself.
        const kept = { name: row.name, system, type, place: row.place, id: row.id };
        if (row.observed !== undefined)
            kept.observed = row.observed;
        const key = (0,shared_names/* nameKey */.Rc)(row.name);
        const earlier = this.#kept.get(key);
        if (earlier === undefined)
            this.#kept.set(key, kept);
        else if (Array.isArray(earlier))
            earlier.push(kept);
        else
            this.#kept.set(key, [earlier, kept]);
    }
    /** What the platform observed of the kept asset `name`, from its last row. */
    observationOf(name) {
        const kept = this.#kept.get((0,shared_names/* nameKey */.Rc)(name));
        return (Array.isArray(kept) ? kept.at(-1) : kept)?.observed;
    }
    finish() {
        const bySystem = new Map(this.#owned.map((system) => [system.label, []]));
        const problems = [...this.#problems];
        for (const entries of this.#kept.values()) {
            if (!Array.isArray(entries)) {
                (0,collections/* getOrThrow */.Gp)(bySystem, entries.system, "the source's systems").push(entries);
                continue;
            }
            const [first] = entries;
            const same = entries.every((entry) => entry.name === first.name &&
                entry.system === first.system &&
                entry.type === first.type &&
                entry.id === first.id);
            if (same) {
                (0,collections/* getOrThrow */.Gp)(bySystem, first.system, "the source's systems").push(first);
                continue;
            }
            // Which of two different rows wins would depend on their order: neither does.
            const places = entries
                .map((entry) => entry.place)
                .sort(comparePlaces)
                .join(", ");
            for (const entry of entries) {
                problems.push({
                    place: entry.place,
                    message: `asset name ${(0,diagnostics/* quote */.hD)(entry.name)} is given differently by ${places} (names are unique ignoring case); keep one row`,
                });
            }
        }
        problems.sort((a, b) => comparePlaces(a.place, b.place) || (0,shared_names/* compareCodePoints */.OP)(a.message, b.message));
        const { name, out } = this.#source;
        const documents = documentsOf(name, out, this.#owned, bySystem);
        return {
            // Over the systems' digests, each over its rows: one pass over 100,000 rows, not two.
            digest: digestOf(documents.map((document) => [document.system, document.digest])),
            documents,
            problems,
        };
    }
}
/** Printable ASCII without spaces, as platforms' ids are: none of the name rules can fail. */
const PRINTABLE_ID = /^[!-~]{1,255}$/;
/**
 * Why the platform's id of a row cannot be its source_id (a name's rules: no control character,
 * no leading or trailing space, at most 255 characters); the platform's ids have none of these.
 */
function idProblem(id) {
    if (PRINTABLE_ID.test(id))
        return undefined;
    const problem = (0,name_rules/* nameProblem */.rH)(id, name_rules/* REFERENCE_FIELDS */.gs.source_id);
    return problem === undefined
        ? undefined
        : `the platform's id of the asset cannot be written as its source_id: ${problem.replace(/; .*$/u, "")}; check the record on the platform, or leave it out`;
}
/** Distinct texts a remembered answer keeps: a source whose cells all differ is not held twice. */
const REMEMBERED_TEXTS = 1024;
/**
 * `answer` remembered for the first REMEMBERED_TEXTS texts it was asked: a source's rows repeat a
 * handful of system and type cells, which would otherwise be folded and looked up again for each
 * of 100,000 rows.
 */
function remembered(answer) {
    const answers = new Map();
    return (text) => {
        if (answers.has(text))
            return answers.get(text);
        const found = answer(text);
        if (answers.size < REMEMBERED_TEXTS)
            answers.set(text, found);
        return found;
    };
}
function typesOf(source) {
    const map = source.kind === "csv" || source.kind === "command" ? source.types : source.type.map;
    if (map === undefined) {
        return (value) => live_records/* ASSET_TYPES */.D.includes(value) ? value : undefined;
    }
    const entries = new Map(Object.entries(map));
    return (value) => entries.get(value);
}
/**
 * Why a row's type is neither hardware nor software, naming the key that maps it as the sources
 * file writes it: a csv or command source's `types`, the other kinds' `type.map`.
 */
function unmappedTypeMessage(source, value) {
    // A plain word as YAML writes a key; anything else quoted, as YAML reads it back.
    const key = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/u.test(value) ? value : JSON.stringify(value);
    const entry = `{ ${key}: hardware }`;
    if (source.kind === "command" && source.types === undefined) {
        return `type ${(0,diagnostics/* quote */.hD)(value)} is neither hardware nor software; print one of them, or map the command's values in the source's types (for example types: ${entry}), ${leaveOut(source)}`;
    }
    if (source.kind === "csv" || source.kind === "command") {
        return `type ${(0,diagnostics/* quote */.hD)(value)} has no mapping; map it to hardware or software in the source's types (for example types: ${entry}), ${leaveOut(source)}`;
    }
    return `type ${(0,diagnostics/* quote */.hD)(value)} has no mapping; map it to hardware or software in the source's type.map (for example type: { field: ${source.type.field}, map: ${entry} }), ${leaveOut(source)}`;
}
/**
 * How rows the source should not give at all are left out, by the kind's own filter: a refused
 * row (a switch, an IT host) is fixed at the source, never by --skip-invalid for good.
 */
function leaveOut(source) {
    switch (source.kind) {
        case "csv":
            return "or leave such rows out with the source's where (for example where: { status: Active })";
        case "netbox":
            return "or leave such devices out with the source's filters (for example filters: { tag: cip })";
        case "servicenow":
            return "or leave such records out with the source's query (for example query: u_cip_systemISNOTEMPTY)";
        case "tenable-ot":
            return "or leave such assets out with the source's filter (for example filter: { op: NotEqual, field: type, values: Unknown })";
        case "nozomi":
            return "or leave such assets out with the source's condition (for example condition: level <= 2)";
        case "command":
            return "or leave them out of the command's output";
    }
}
/** Why a row's system is none of the source's: ambiguous between two it owns, or not owned. */
function unknownSystemMessage(source, owned, text) {
    const candidates = (0,owned_systems/* systemsNamed */.qF)(owned, text.trim());
    if (candidates.length > 1) {
        const labels = candidates.map((system) => (0,diagnostics/* quote */.hD)(system.label)).join(" or ");
        return `cyber system ${(0,diagnostics/* quote */.hD)(text)} is ambiguous: source ${(0,diagnostics/* quote */.hD)(source.name)} owns ${candidates.length} cyber systems of that name; write ${labels} in the row`;
    }
    const [suggestion] = (0,shared_names/* closestNames */.g9)(text.trim(), owned.map((system) => system.label), 1);
    const meant = suggestion === undefined ? "" : `did you mean ${(0,diagnostics/* quote */.hD)(suggestion)}? Otherwise `;
    return `cyber system ${(0,diagnostics/* quote */.hD)(text)} is not one source ${(0,diagnostics/* quote */.hD)(source.name)} owns; ${meant}add it to its systems in the sources file, ${leaveOut(source)}`;
}
function documentsOf(sourceName, out, owned, bySystem) {
    const directory = (0,parse_sources/* directoryOf */.j)(out);
    const fileNames = new export_inventory/* UniqueNames */.Um();
    // File names are claimed in label order, so that a system's file never depends on list order.
    const paths = new Map(owned
        .map((system) => system.label)
        .sort(shared_names/* compareCodePoints */.OP)
        .map((label) => [label, `${directory}${fileNames.claim((0,export_inventory/* slug */.yR)(label) || "system")}.yaml`]));
    return owned.map((system) => {
        const kept = (0,shared_names/* sortByCodePoints */.Mk)((0,collections/* getOrThrow */.Gp)(bySystem, system.label, "the source's systems"), (row) => row.name);
        const digest = digestOfRows(system.label, kept);
        const header = [
            generatedHeader(sourceName).slice(1),
            ` Rows ${digest}`,
            " generated: the source owns the assets, their names and types; declare the rest here, every sync keeps it.",
        ];
        const assets = new Map(kept.map((row) => [row.name, row.type]));
        const content = documentText(header, system, kept);
        const path = (0,collections/* getOrThrow */.Gp)(paths, system.label, "the system file paths");
        return { system: system.label, path, content, assets, digest };
    });
}
/** "row 9" before "row 10": places compare by their number where they have one. */
function comparePlaces(a, b) {
    const left = /\d+$/.exec(a);
    const right = /\d+$/.exec(b);
    const prefix = (0,shared_names/* compareCodePoints */.OP)(a.slice(0, left?.index), b.slice(0, right?.index));
    if (prefix !== 0 || left === null || right === null)
        return prefix || (0,shared_names/* compareCodePoints */.OP)(a, b);
    return Number(left[0]) - Number(right[0]);
}

// EXTERNAL MODULE: ./src/core/sources/sources-schema.ts
var sources_schema = __webpack_require__(69390);
// EXTERNAL MODULE: ./src/core/inventory/document/parse-inventory.ts + 2 modules
var parse_inventory = __webpack_require__(88256);
// EXTERNAL MODULE: ./src/core/inventory/baselines/baseline-completeness.ts
var baseline_completeness = __webpack_require__(25977);
// EXTERNAL MODULE: ./src/core/plan/safety.ts
var safety = __webpack_require__(90493);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/core/sources/declared/kept-layout.ts
// A source's document keeps the bytes of what nobody changed (issue 98, item 5: each scheduled
// pull request re-laid the facts people typed, `{ name: X }` as `{name: X}` and keys reordered,
// whenever the source's rows changed). The sync writes the document in fmt's layout; where a
// top-level key's value, or an asset's entry, declares exactly what the file declared before, the
// file's own text of it is put back. The result is kept only when it reads as the same document
// as the one laid out, so that layout never changes a declaration; otherwise the laid-out text
// stands. Pure.


/** How deep the entries are compared: the document's keys, then each key's entries (assets). */
const DEPTH = 2;
/**
 * `after` (the document the sync writes, in fmt's layout) with each value that declares what
 * `before` (the file as it is) declared in `before`'s own text; `after` itself where the files
 * are not one document each, or where putting the text back would read otherwise.
 */
function keptLayout(before, after) {
    const [old, ...oldRest] = (0,dist/* parseAllDocuments */.hR)(before);
    const [next, ...nextRest] = (0,dist/* parseAllDocuments */.hR)(after);
    if (old === undefined || next === undefined || oldRest.length > 0 || nextRest.length > 0)
        return after;
    if (!Array.isArray(old) && !Array.isArray(next) && old.errors.length + next.errors.length === 0) {
        const splices = [];
        collect(old.contents, next.contents, 0, { before, after, splices });
        if (splices.length === 0)
            return after;
        let text = after;
        for (const splice of splices.sort((a, b) => b.start - a.start))
            text = `${text.slice(0, splice.start)}${splice.text}${text.slice(splice.end)}`;
        const [kept, ...more] = (0,dist/* parseAllDocuments */.hR)(text);
        if (kept !== undefined &&
            !Array.isArray(kept) &&
            more.length === 0 &&
            kept.errors.length === 0 &&
            (0,external_node_util_.isDeepStrictEqual)(kept.toJSON(), next.toJSON()))
            return text;
    }
    return after;
}
/**
 * The splices that put back `before`'s text of each entry of `next` (a map at `depth`) that
 * declares what `old`'s entry of the same key declared: the whole entry, its key, the space after
 * the colon and its value, so that `impact:   medium` stays so; deeper into entries that differ.
 */
function collect(old, next, depth, texts) {
    if (depth >= DEPTH || !(0,dist/* isMap */.jh)(old) || !(0,dist/* isMap */.jh)(next))
        return;
    for (const pair of next.items) {
        if (!(0,dist/* isScalar */.jn)(pair.key))
            continue;
        const key = pair.key.value;
        const found = old.items.find((candidate) => (0,dist/* isScalar */.jn)(candidate.key) && candidate.key.value === key);
        if (found === undefined || !(0,dist/* isScalar */.jn)(found.key))
            continue;
        const wasValue = (0,dist/* isNode */.Ll)(found.value) ? found.value : null;
        const value = (0,dist/* isNode */.Ll)(pair.value) ? pair.value : null;
        const from = { start: found.key.range?.[0], end: wasValue?.range?.[1] };
        const to = { start: pair.key.range?.[0], end: value?.range?.[1] };
        if (from.start === undefined ||
            from.end === undefined ||
            to.start === undefined ||
            to.end === undefined)
            continue;
        // A block's range ends after its last line break: each entry's text is up to its last
        // character, so that a block and a one-line flow map put in its place end alike.
        from.end = from.start + texts.before.slice(from.start, from.end).trimEnd().length;
        to.end = to.start + texts.after.slice(to.start, to.end).trimEnd().length;
        const was = texts.before.slice(from.start, from.end);
        const same = (0,external_node_util_.isDeepStrictEqual)(wasValue?.toJSON(), value?.toJSON());
        if (same &&
            placeable(was, columnOf(texts.before, from.start), columnOf(texts.after, to.start))) {
            if (was !== texts.after.slice(to.start, to.end))
                texts.splices.push({ start: to.start, end: to.end, text: was });
        }
        else if (!same)
            collect(wasValue, value, depth + 1, texts);
    }
}
/**
 * Whether text written at one column may stand at another: text of one line anywhere, text of
 * several lines (a block's) only where it starts at the same column, so that its later lines keep
 * their indentation under it.
 */
function placeable(text, from, to) {
    return !text.includes("\n") || from === to;
}
function columnOf(text, offset) {
    return offset - (text.lastIndexOf("\n", offset - 1) + 1);
}

// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
;// CONCATENATED MODULE: ./src/core/sources/declared/declared-facts.ts
// Ownership by field: in a system a source owns, the source owns which assets exist, their names,
// types and platform ids (`source_id`), `cyber_system`, the parent `systems` names and `prune`;
// people own every other key of the document (`impact`, `owners`, `erc`, `baselines`, a parent
// `systems` does not name, each asset's `class`, `baseline`, ...). The sync reads the file as
// reviewed and carries each declared key into the document it writes, in fmt's layout: the same
// rows and the same declared facts give the same bytes. An asset's entry is found by its platform
// id first, so a rename on the platform carries its facts to the new name; then by name (a file
// written before ids, or a source without them). An asset the source drops takes its facts with
// it, listed for the pull request. An asset the platform renames is written with
// `renamed_from: <its name in the file>`, so the plan renames the live asset in place (same id,
// its compliance history kept) rather than deleting it and creating another; like any
// `renamed_from`, people remove it once the rename is applied (the plan warns while it stays), and
// until then every sync carries it, as it carries the other keys people own.





/** The keys of a generated document the source writes; every other key is declared by people. */
const SOURCE_KEYS = new Set(["cyber_system", "prune", "assets"]);
/** The keys of an asset's entry the source writes, in their order, before every declared one. */
const SOURCE_ASSET_KEYS = ["type", "source_id"];
const PARENT_KEYS = ["facility", "control_center"];
/**
 * The generated document `generated` (its text from the rows alone) with every key people declared
 * in `current` (the file at its path as it is) carried over. `system` is the document's label.
 */
function carryDeclaredFacts(system, path, generated, current) {
    const lines = current.split("\n");
    if (onlySourceKeys(generated, lines) && !renamedById(generated, lines))
        return { content: generated, dropped: [], renamed: [] };
    const lineCounter = new dist/* LineCounter */.HN();
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(current, lineCounter);
    const error = docs.flatMap((doc) => doc.errors)[0];
    if (error !== undefined) {
        const { line, col } = lineCounter.linePos(error.pos[0]);
        return {
            unreadable: `${path}:${line}:${col}: ${error.message}; the facts it declares cannot be carried into the next sync, so nothing was written: correct the YAML (cip-sync validate shows it) and sync again`,
        };
    }
    const root = docs[0]?.contents;
    if (docs.length !== 1 || !(0,dist/* isMap */.jh)(root)) {
        return {
            unreadable: `${path}:1:1: a generated file holds one document, a map with cyber_system and assets; nothing was written: put it back to one document (or remove the file to start afresh) and sync again`,
        };
    }
    const declared = declaredPairs(root);
    const assets = assetEntries(root);
    const withFacts = [...assets.values()].filter((pair) => assetFacts(pair).length > 0);
    const byId = entriesById([...assets.values()]);
    if ("twice" in byId) {
        const { line, col } = lineCounter.linePos(byId.twice.offset);
        return {
            unreadable: `${path}:${line}:${col}: source_id ${(0,diagnostics/* quote */.hD)(byId.twice.id)} is also asset ${(0,diagnostics/* quote */.hD)(byId.twice.first)}'s; one platform asset has one entry, so the facts to carry are unclear and nothing was written: remove the entry (or its source_id line) that is not that asset's, and sync again`,
        };
    }
    const [next] = (0,yaml_reader/* parseYamlDocuments */.v)(generated, new dist/* LineCounter */.HN());
    const nextRoot = next.contents;
    const hasParent = PARENT_KEYS.some((key) => nextRoot.has(key));
    for (const pair of declared) {
        if (hasParent && PARENT_KEYS.includes(keyOf(pair)))
            continue;
        nextRoot.items.push(pair);
    }
    const { kept, renamed } = carryAssetFacts(system, nextRoot.get("assets"), {
        byName: assets,
        byId: byId.entries,
    });
    const dropped = withFacts
        .filter((pair) => !kept.has(pair))
        .map((pair) => ({ system, asset: keyOf(pair), keys: assetFacts(pair) }));
    return { content: (0,format_inventory/* formatDocuments */.Cy)([next]), dropped, renamed };
}
/**
 * Each asset entry of the next document (`nextAssets`) given the facts its entry in the file
 * declared, found by the platform's id, or by name only where the file's entry has no id to
 * compare: the file's entries so kept, and those the platform renamed.
 */
function carryAssetFacts(system, nextAssets, file) {
    const kept = new Set();
    const renamed = [];
    if (!(0,dist/* isMap */.jh)(nextAssets))
        return { kept, renamed };
    for (const pair of nextAssets.items) {
        const id = sourceIdOf(pair);
        const byName = file.byName.get((0,shared_names/* nameKey */.Rc)(keyOf(pair)));
        const before = (id === undefined ? undefined : file.byId.get(id)) ??
            (byName !== undefined && (id === undefined || sourceIdOf(byName) === undefined)
                ? byName
                : undefined);
        if (before === undefined || kept.has(before))
            continue;
        kept.add(before);
        const moved = (0,shared_names/* nameKey */.Rc)(keyOf(before)) !== (0,shared_names/* nameKey */.Rc)(keyOf(pair));
        if (moved) {
            const keys = assetFacts(before).filter((key) => key !== RENAMED_FROM);
            renamed.push({ system, from: keyOf(before), to: keyOf(pair), keys });
        }
        // An entry with facts of its own is a map (assetFacts reads none of any other).
        if ((0,dist/* isMap */.jh)(before.value) && assetFacts(before).length > 0)
            pair.value = withSourceKeys(pair, before.value);
        // The live asset still has the file's name, unless an earlier rename is not applied yet
        // (the entry's own renamed_from, carried above, names it then).
        if (moved && (0,dist/* isMap */.jh)(pair.value) && !pair.value.has(RENAMED_FROM))
            pair.value.items.push(new dist/* Pair */.Rm(new dist/* Scalar */.X5(RENAMED_FROM), new dist/* Scalar */.X5(keyOf(before))));
    }
    return { kept, renamed };
}
/**
 * The entry `before` declared (its map, flow or block, kept), under the source's keys as
 * `generated` gives them (`type`, and `source_id` where the platform has one), first and in that
 * order.
 */
function withSourceKeys(generated, before) {
    const source = (0,dist/* isMap */.jh)(generated.value)
        ? generated.value.items
        : [new dist/* Pair */.Rm(new dist/* Scalar */.X5("type"), generated.value)];
    before.items = [
        ...source,
        ...before.items.filter((pair) => !SOURCE_ASSET_KEYS.includes(keyOf(pair))),
    ];
    return before;
}
const RENAMED_FROM = "renamed_from";
/**
 * Whether an asset of `current` (the file's lines) is written under another name in `generated` with the same
 * source_id, judged on the text as the sync writes it (names as written, so a case or quoting
 * difference also counts and goes to the full reading, which compares the names' keys).
 */
function renamedById(generated, current) {
    if (!current.some((line) => line.startsWith(SOURCE_ID_LINE)))
        return false;
    const named = new Map();
    for (const { id, asset } of assetIds(current))
        named.set(id, asset);
    for (const { id, asset } of assetIds(generated.split("\n"))) {
        const was = named.get(id);
        if (was !== undefined && was !== asset)
            return true;
    }
    return false;
}
const SOURCE_ID_LINE = "    source_id: ";
/** Each `source_id:` line's id and the asset line above it, as written. */
function* assetIds(lines) {
    let asset = "";
    for (const line of lines) {
        if (line.startsWith("  ") && !line.startsWith("   "))
            asset = line;
        else if (line.startsWith(SOURCE_ID_LINE))
            yield { id: line.slice(SOURCE_ID_LINE.length), asset };
    }
}
/** The entries by their source_id, or the first id two entries give. */
function entriesById(entries) {
    const byId = new Map();
    for (const pair of entries) {
        const id = sourceIdOf(pair);
        if (id === undefined)
            continue;
        const first = byId.get(id);
        if (first !== undefined) {
            const node = pair.value.get("source_id", true);
            return { twice: { id, first: keyOf(first), offset: node?.range?.[0] ?? 0 } };
        }
        byId.set(id, pair);
    }
    return { entries: byId };
}
/** The source_id an asset's entry gives, as text; undefined for none. */
function sourceIdOf(pair) {
    if (!(0,dist/* isMap */.jh)(pair.value))
        return undefined;
    const node = pair.value.get("source_id", true);
    return (0,dist/* isScalar */.jn)(node) ? String(node.source ?? node.value) : undefined;
}
/**
 * A line the sync writes itself: a comment, `cyber_system`, `prune`, `assets`, `name: type`, or an
 * asset's map of `type` and `source_id`.
 */
const SOURCE_LINE = /^(?:#.*|cyber_system: .*|prune: true|assets:(?: \{\})?| {2}\S.*: (?:hardware|software)| {2}\S.*:| {4}type: (?:hardware|software)| {4}source_id: .*|)$/;
/**
 * Whether `current` (the file's lines) holds nothing but what the source writes, judged line by line (a parent line
 * only where the generated document has the same): the usual file, which needs no YAML parse of
 * its 100,000 assets to find that it declares nothing.
 */
function onlySourceKeys(generated, current) {
    return current.every((line) => SOURCE_LINE.test(line) ||
        (/^(?:facility|control_center): /.test(line) && generated.includes(`\n${line}\n`)));
}
/** The top-level pairs people declared: all but the source's own keys. */
function declaredPairs(root) {
    return root.items.filter((pair) => !SOURCE_KEYS.has(keyOf(pair)));
}
/** The file's assets by their name's key. */
function assetEntries(root) {
    const assets = root.get("assets");
    if (!(0,dist/* isMap */.jh)(assets))
        return new Map();
    return new Map(assets.items.map((pair) => [(0,shared_names/* nameKey */.Rc)(keyOf(pair)), pair]));
}
/** The keys an asset's entry declares besides the source's; none for `name: type`. */
function assetFacts(pair) {
    return (0,dist/* isMap */.jh)(pair.value)
        ? pair.value.items.map(keyOf).filter((key) => !SOURCE_ASSET_KEYS.includes(key))
        : [];
}
function keyOf(pair) {
    return (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : String(pair.key);
}

;// CONCATENATED MODULE: ./src/core/sources/sync-plan.ts
// What a sync would change in the repository, and whether it may: the generated documents against
// the files as they are. A source that gives no rows for a system it owns, or would drop more of a
// system's assets than the mass-delete limit, is refused, because an empty or truncated export
// must never become a pull request that empties a BES cyber system.











function planSync(sourceName, snapshot, current, limits) {
    const byPath = new Map(current.map((file) => [file.path, file]));
    const generated = new Map(snapshot.documents.map((document) => [document.path, document]));
    const header = generatedHeader(sourceName);
    const currentAssets = assetsBySystem(current, generated);
    const systems = snapshot.documents.map((document) => changeOf(document, currentAssets.get((0,shared_names/* nameKey */.Rc)(document.system)) ?? new Map()));
    const { documents, dropped, renamed, unreadable } = documentsAsWritten(snapshot, byPath);
    const writes = documents.filter((document) => byPath.get(document.path)?.content !== document.content);
    return {
        writes,
        removals: current
            .filter((file) => !generated.has(file.path) && file.content.startsWith(`${header}\n`))
            .map((file) => file.path)
            .sort(shared_names/* compareCodePoints */.OP),
        systems,
        refusals: [
            ...unreadable,
            ...systems.flatMap((change) => refusalsOf(sourceName, change, currentAssets.get((0,shared_names/* nameKey */.Rc)(change.system))?.size ?? 0, limits)),
        ],
        dropped,
        renamed,
        unreadable,
        awaitingBaselines: writes.flatMap((document) => awaitingBaselines(document, currentAssets.get((0,shared_names/* nameKey */.Rc)(document.system)))),
    };
}
/**
 * Each document as it will be written: the rows', with what people declared in its file (`byPath`)
 * carried, the facts dropped and renamed on the way, and the files that could not be read (kept
 * as they are).
 */
function documentsAsWritten(snapshot, byPath) {
    const dropped = [];
    const renamed = [];
    const unreadable = [];
    const documents = snapshot.documents.map((document) => {
        const file = byPath.get(document.path);
        if (file === undefined || file.content === document.content)
            return document;
        const carried = carryDeclaredFacts(document.system, file.path, document.content, file.content);
        if ("unreadable" in carried) {
            unreadable.push(carried.unreadable);
            return { ...document, content: file.content };
        }
        dropped.push(...carried.dropped);
        renamed.push(...carried.renamed);
        // Only a file of the same rows (its header's digest) can be the same declarations laid out
        // otherwise; a file without facts is the rows' document, laid out as the sync writes it.
        const same = carried.content !== document.content && file.content.includes(`# Rows ${document.digest}\n`)
            ? sameButLayout(file.content, carried.content)
            : undefined;
        return { ...document, content: same ?? keptLayout(file.content, carried.content) };
    });
    return { documents, dropped, renamed, unreadable };
}
/**
 * The CIP-010 R1.1 problems of the assets `document` (as written, with its declared facts) adds to
 * its system: those `before` (the system's assets in the files now, by name key) lacks.
 */
function awaitingBaselines(document, before) {
    const { documents } = (0,parse_inventory/* parseInventoryText */.r)(document.content, document.path);
    return (0,baseline_completeness/* commissioningBaselineProblems */.n)(documents, (_document, asset) => before?.has((0,shared_names/* nameKey */.Rc)(asset.name)) !== true).map((problem) => ({
        ...problem,
        severity: "warning",
        message: `${problem.message}; the source owns no baseline, so write it in this pull request before merging it`,
    }));
}
/**
 * `current` when it declares exactly `next` in another layout (facts typed in by hand, not laid out
 * by fmt): the sync changes no declaration there, so it leaves the file as the person wrote it.
 */
function sameButLayout(current, next) {
    const formatted = (0,format_inventory/* formatInventoryText */.Hn)(current);
    return formatted.status === "formatted" && formatted.text === next ? current : undefined;
}
/**
 * Asset name key -> type, per cyber system (by its label's key), from every document of the files.
 * A file that is byte for byte the document generated for its path (a sync with nothing new, the
 * usual nightly case) is not parsed: its one document is that system's, its assets those rows,
 * which parsing it would give again at the cost of reading every row of it (a test holds the two
 * ways to the same counts).
 */
function assetsBySystem(current, generated) {
    const systems = new Map();
    const add = (label, assets) => {
        const key = (0,shared_names/* nameKey */.Rc)(label);
        const held = systems.get(key) ?? new Map();
        for (const [name, type] of assets)
            held.set((0,shared_names/* nameKey */.Rc)(name), type);
        systems.set(key, held);
    };
    for (const file of current) {
        const same = generated.get(file.path);
        if (same !== undefined && same.content === file.content) {
            add(same.system, same.assets);
            continue;
        }
        for (const document of (0,parse_inventory/* parseInventoryText */.r)(file.content, file.path).documents) {
            const label = (0,owned_systems/* documentLabels */.bK)(document)[0] ?? document.cyberSystem.value;
            add(label, document.assets.map((asset) => [asset.name, asset.type]));
        }
    }
    return systems;
}
function changeOf(document, before) {
    const rows = document.assets.size;
    // Nothing declared yet: every asset is created (the first sync of a source).
    if (before.size === 0)
        return { system: document.system, rows, creates: rows, updates: 0, deletes: 0 };
    // The snapshot keeps one row a name ignoring case, and the files one asset a key, so each asset
    // found before is found once: those not found are the deletes, with no set of the new keys.
    let creates = 0;
    let updates = 0;
    for (const [name, type] of document.assets) {
        const previous = before.get((0,shared_names/* nameKey */.Rc)(name));
        if (previous === undefined)
            creates += 1;
        else if (previous !== type)
            updates += 1;
    }
    const deletes = before.size - (rows - creates);
    return { system: document.system, rows, creates, updates, deletes };
}
function refusalsOf(sourceName, change, held, limits) {
    const system = `cyber system ${(0,diagnostics/* quote */.hD)(change.system)}`;
    if (change.rows === 0) {
        return [
            `source ${(0,diagnostics/* quote */.hD)(sourceName)} gives no rows for ${system}${held > 0 ? `, whose file declares ${(0,wording/* countOf */.pq)(held, "asset")} now` : ""}; an empty export must not empty a system: check the source and its filters, or ${safety/* SAFETY_OVERRIDE */.au}`,
        ];
    }
    const reasons = [];
    if (held >= limits.minAssetsForRatio && change.deletes / held > limits.maxChangeRatio) {
        reasons.push(`${(0,wording/* percent */.KN)(change.deletes / held)} of its ${held} assets (limit ${(0,wording/* percent */.KN)(limits.maxChangeRatio)})`);
    }
    if (change.deletes > limits.maxChanges)
        reasons.push(`over the limit of ${limits.maxChanges}`);
    if (reasons.length === 0)
        return [];
    return [
        `source ${(0,diagnostics/* quote */.hD)(sourceName)} would drop ${(0,wording/* countOf */.pq)(change.deletes, "asset")} of ${system}: ${reasons.join(", ")}; check the source's export, or ${safety/* SAFETY_OVERRIDE */.au}`,
    ];
}

// EXTERNAL MODULE: ./src/core/sources/platforms/source-credentials.ts
var source_credentials = __webpack_require__(56115);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/io/checkout/replace-file.ts
var replace_file = __webpack_require__(23628);
;// CONCATENATED MODULE: ./src/io/sources/source-directory.ts
// A source's directory in the repository: the YAML files there as they are (what a sync compares
// with and guards against), and writing what a sync decided. Files are replaced, never written
// through, so a link in the repository cannot redirect a write.





/**
 * Every .yaml and .yml file under `out`, relative to the root with forward slashes, as it is: the
 * plan parses those it must (sync-plan.ts).
 */
async function readSourceDirectory(root, out) {
    const directory = (0,parse_sources/* directoryOf */.j)(out);
    const paths = [];
    for await (const path of (0,promises_.glob)(`${directory}**/*.{yaml,yml}`, { cwd: root })) {
        paths.push(path.split("\\").join("/"));
    }
    paths.sort(shared_names/* compareCodePoints */.OP);
    return Promise.all(paths.map(async (path) => {
        const content = await (0,promises_.readFile)((0,external_node_path_.join)(root, path), "utf8");
        return { path, content };
    }));
}
/**
 * Writes the plan's files and removes the ones it drops, and writes the configuration-monitoring
 * file of what the platform observed when there is one (`observed`), refusing a directory that a
 * symbolic link leads out of the repository.
 */
async function writeSyncPlan(root, out, plan, observed) {
    await directoryInRepository(root, (0,parse_sources/* directoryOf */.j)(out), `out ${out}`);
    if (observed !== undefined) {
        await directoryInRepository(root, (0,external_node_path_.dirname)(observed.path), `monitoring's file ${observed.path}`);
    }
    for (const document of plan.writes)
        await (0,replace_file/* replaceFile */.fR)((0,external_node_path_.join)(root, document.path), document.content);
    for (const path of plan.removals)
        await (0,promises_.rm)((0,external_node_path_.join)(root, path), { force: true });
    if (observed !== undefined)
        await (0,replace_file/* replaceFile */.fR)((0,external_node_path_.join)(root, observed.path), observed.content);
}
/** Makes `directory` (relative to `root`) and fails when a symbolic link leads it outside `root`. */
async function directoryInRepository(root, directory, what) {
    const at = (0,external_node_path_.join)(root, directory);
    await (0,promises_.mkdir)(at, { recursive: true });
    const [realRoot, realDirectory] = await Promise.all([(0,promises_.realpath)(root), (0,promises_.realpath)(at)]);
    if (realDirectory !== realRoot && !realDirectory.startsWith(realRoot + external_node_path_.sep)) {
        throw new Error(`${what} leads outside the repository (through a symbolic link); nothing was written: make it a directory in the repository`);
    }
}

// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(64928);
// EXTERNAL MODULE: ./src/io/sources/sources-file.ts
var sources_file = __webpack_require__(2822);
;// CONCATENATED MODULE: ./src/engine/source-sync.ts









async function syncSource(settings) {
    const found = await findSource(settings.sources, settings.name);
    if ("diagnostics" in found)
        return { status: "invalid", diagnostics: found.diagnostics };
    const source = found.definition;
    // Each row is judged and kept in brief as its page arrives; nothing is written before the read
    // has ended whole.
    const builder = new SnapshotBuilder(source);
    await readRows(source, settings, builder);
    const snapshot = builder.finish();
    if (snapshot.problems.length > 0 && !settings.skipInvalid) {
        return { status: "rows-rejected", source, snapshot };
    }
    const current = await readSourceDirectory(settings.sources.root, source.out);
    const plan = planSync(source.name, snapshot, current, settings.limits);
    // A file whose declared facts cannot be read is refused whatever the flags: writing would erase them.
    if (plan.unreadable.length > 0 || (plan.refusals.length > 0 && !settings.allowMassDelete)) {
        return { status: "refused", source, snapshot, plan };
    }
    // The monitoring file's model (the evidence records' schemas) is loaded only by a source that
    // writes one: the command line's start is most of a small sync's time (docs/performance.md).
    const monitored = (0,sources_schema/* monitoredSource */.N0)(source);
    const observed = monitored === undefined
        ? undefined
        : await (await __webpack_require__.e(/* import() */ 3193).then(__webpack_require__.bind(__webpack_require__, 43193))).observedFileOf(monitored, snapshot, builder, settings.sources.root);
    const monitoring = monitored === undefined
        ? undefined
        : await monitoringFateOf(monitored.monitoring.file, observed, snapshot, settings.sources.root);
    const changed = observed?.changed === true ? observed : undefined;
    const changes = plan.writes.length + plan.removals.length > 0 || changed !== undefined;
    if (changes && !settings.check)
        await writeSyncPlan(settings.sources.root, source.out, plan, changed);
    return {
        status: "synced",
        source,
        snapshot: observed === undefined ? snapshot : { ...snapshot, digest: observed.snapshotDigest },
        plan,
        ...(observed === undefined ? {} : { observed }),
        ...(monitoring === undefined ? {} : { monitoring }),
        written: changes && !settings.check,
    };
}
/**
 * The monitoring file's fate: the file made of what the platform observed, or, when it observed
 * none of the assets kept, whether one is there to be left as it was.
 */
async function monitoringFateOf(path, observed, snapshot, root) {
    if (observed !== undefined) {
        const { changed, assets, observedAt } = observed;
        return { path, changed, assets, observedAt };
    }
    const kept = snapshot.documents.reduce((sum, document) => sum + document.assets.size, 0);
    return { path, kept, exists: (await (0,optional_file/* readNamedFile */.wh)(root, path)) !== undefined };
}
/** The named source of a valid sources file, or what is wrong. */
async function findSource(location, name) {
    const parsed = await (0,sources_file/* loadSourcesFile */.r)(location);
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
    if ((0,diagnostics/* hasErrors */.Cs)(parsed.diagnostics))
        return { diagnostics: parsed.diagnostics };
    const source = parsed.sources.find((candidate) => candidate.definition.name === name);
    if (source !== undefined)
        return source;
    const names = parsed.sources.map((candidate) => candidate.definition.name);
    const [meant] = (0,shared_names/* closestNames */.g9)(name, names, 1);
    const fix = names.length === 0
        ? "it declares none yet: add one under sources: (see docs/sources.md)"
        : `${meant === undefined ? "" : `did you mean ${(0,diagnostics/* quote */.hD)(meant)}? `}it declares ${names.map((known) => (0,diagnostics/* quote */.hD)(known)).join(", ")}`;
    return {
        diagnostics: [
            {
                severity: "error",
                message: `${parsed.file} declares no source named ${(0,diagnostics/* quote */.hD)(name)}; ${fix}`,
                location: { file: parsed.file, line: 1, column: 1 },
            },
        ],
    };
}
/**
 * Hands `into` every row of the source: a platform's as each page arrives. Only the reader of the
 * source's kind is loaded (the CSV parser, the command runner and each platform's paging are not
 * loaded by a sync that does not use them).
 */
async function readRows(source, settings, into) {
    switch (source.kind) {
        case "csv": {
            const { readCsvRows } = await Promise.all(/* import() */[__webpack_require__.e(5175), __webpack_require__.e(359)]).then(__webpack_require__.bind(__webpack_require__, 70359));
            for (const row of await readCsvRows(source, settings.sources.root))
                into.push(row);
            return;
        }
        case "command": {
            const { readCommandRows } = await __webpack_require__.e(/* import() */ 1860).then(__webpack_require__.bind(__webpack_require__, 41860));
            for (const row of await readCommandRows(source, settings.sources.root, settings.env))
                into.push(row);
            return;
        }
        case "netbox": {
            const { readNetboxRows } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(1632), __webpack_require__.e(4851)]).then(__webpack_require__.bind(__webpack_require__, 14851));
            for (const row of await readNetboxRows(source, platformOptions(source, settings)))
                into.push(row);
            return;
        }
        case "servicenow": {
            const { readServicenowRows } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(1632), __webpack_require__.e(5248)]).then(__webpack_require__.bind(__webpack_require__, 5248));
            return readServicenowRows(source, platformOptions(source, settings), into);
        }
        case "tenable-ot": {
            const { readTenableOtRows } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(1632), __webpack_require__.e(228)]).then(__webpack_require__.bind(__webpack_require__, 70228));
            return readTenableOtRows(source, platformOptions(source, settings), into);
        }
        case "nozomi": {
            const { readNozomiRows } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(1632), __webpack_require__.e(6205)]).then(__webpack_require__.bind(__webpack_require__, 36205));
            return readNozomiRows(source, platformOptions(source, settings), into);
        }
    }
}
/** The environment with source-token in the variable of the source's secret, and the CA. */
function platformOptions(source, settings) {
    const variable = (0,source_credentials/* credentialVariablesOf */.QJ)(source)?.secret;
    const token = settings.sourceToken ?? "";
    return {
        env: token === "" || variable === undefined
            ? settings.env
            : { ...settings.env, [variable]: token },
        ...(settings.extraCa === undefined ? {} : { extraCa: settings.extraCa }),
    };
}

// EXTERNAL MODULE: ./src/cli/shared/report-diagnostics.ts
var report_diagnostics = __webpack_require__(56499);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
;// CONCATENATED MODULE: ./src/cli/sources/source-command.ts
// source sync: one source's documents written (or, with --check, compared), and what it decided
// said on standard error: the rows left out, the guards that refused, the files that change.







async function syncSourceCommand(settings, io) {
    const outcome = await syncSource({
        sources: {
            file: settings.sourcesFile,
            cwd: io.cwd,
            root: (0,external_node_path_.resolve)(io.cwd, settings.root),
            named: "--sources",
        },
        name: settings.name,
        check: settings.check,
        skipInvalid: settings.skipInvalid,
        allowMassDelete: settings.allowMassDelete,
        limits: settings.limits,
        env: io.env,
    });
    const color = { stdout: false, stderr: io.stderrIsTTY && io.env.NO_COLOR === undefined };
    switch (outcome.status) {
        case "invalid":
            (0,report_diagnostics/* reportDiagnostics */.D)(outcome.diagnostics, io, color);
            return shared_io/* EXIT_ERROR */.SI;
        case "rows-rejected":
            io.stderr(problemLines(outcome.snapshot.problems, "error"));
            io.stderr(`${(0,wording/* countOf */.pq)(outcome.snapshot.problems.length, "row")} of source ${(0,diagnostics/* quote */.hD)(outcome.source.name)} cannot be declared; fix them in the source, or pass --skip-invalid to leave them out. Nothing was written.\n`);
            return shared_io/* EXIT_ERROR */.SI;
        case "refused":
            io.stderr(outcome.plan.refusals.map((refusal) => `error: ${refusal}\n`).join(""));
            io.stderr("The sync was refused; nothing was written.\n");
            return shared_io/* EXIT_ERROR */.SI;
        case "synced": {
            const { plan, snapshot, source } = outcome;
            io.stderr(problemLines(snapshot.problems, "skipped"));
            io.stderr(plan.dropped
                .map((entry) => `warning: ${entry.system}: ${(0,diagnostics/* quote */.hD)(entry.asset)} is no longer in the source; the facts it declared (${entry.keys.join(", ")}) go with it\n`)
                .join(""));
            io.stderr(plan.renamed
                .map((entry) => `${entry.system}: ${(0,diagnostics/* quote */.hD)(entry.from)} is now ${(0,diagnostics/* quote */.hD)(entry.to)} on the platform (the same source_id): renamed in place (renamed_from)${entry.keys.length === 0 ? "" : `, the facts it declared (${entry.keys.join(", ")}) with it`}\n`)
                .join(""));
            // Named, each at its line, so that the pull request is never red without saying why.
            (0,report_diagnostics/* reportDiagnostics */.D)(plan.awaitingBaselines, io, color);
            const verb = settings.check ? "would change" : "wrote";
            const { monitoring } = outcome;
            // The monitoring file's fate is said on every sync: among the files changed when it is one.
            const fate = monitoring === undefined ? "" : `${monitoringFateLine(monitoring, settings.check)}\n`;
            const observedChanged = monitoring !== undefined && "changed" in monitoring && monitoring.changed;
            const changed = [
                ...plan.writes.map((document) => `${verb} ${document.path}\n`),
                ...plan.removals.map((path) => `${settings.check ? "would remove" : "removed"} ${path}\n`),
                ...(observedChanged ? [fate] : []),
            ];
            io.stdout(changed.join(""));
            if (!observedChanged)
                io.stderr(fate);
            const assets = plan.systems.reduce((sum, system) => sum + system.rows, 0);
            io.stderr(`Source ${(0,diagnostics/* quote */.hD)(source.name)} (${snapshot.digest}): ${(0,wording/* countOf */.pq)(plan.systems.length, "cyber system")}, ${(0,wording/* countOf */.pq)(assets, "asset")}; ${changed.length === 0 ? "the files already agree" : `${(0,wording/* countOf */.pq)(changed.length, "file")} ${settings.check ? "would change" : "changed"}`}.\n`);
            return settings.check && changed.length > 0 ? shared_io/* EXIT_CHANGES */.dD : shared_io/* EXIT_OK */.Ij;
        }
    }
}
function problemLines(problems, label) {
    return problems.map((problem) => `${label}: ${problem.place}: ${problem.message}\n`).join("");
}


/***/ }),

/***/ 25977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ lowImpactBaselineWarnings),
/* harmony export */   n: () => (/* binding */ commissioningBaselineProblems)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82205);
/* harmony import */ var _document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _requirements_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47178);




const R1_1 = (0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .requirementRow */ .gv)("CIP-010 R1.1");
const PORTS = (0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .requirementRow */ .gv)("CIP-007 R1.1");
const WHAT_TO_WRITE = "write baseline: with os_firmware ([{ name, version }]), software, custom_software, ports and patches ([] for none), the name of a shared baseline under baselines:, or baseline_ref: { uri, sha256 }";
/**
 * The R1.1 problems of the in-scope assets of `documents` that `entering` says go into service in
 * their system, each at the asset's name.
 */
function commissioningBaselineProblems(documents, entering) {
    const diagnostics = [];
    for (const document of documents) {
        const impact = document.impact?.value;
        if (impact !== "high" && impact !== "medium")
            continue;
        for (const asset of document.assets) {
            if (!entering(document, asset))
                continue;
            for (const message of assetProblems(asset, impact, document.erc?.value))
                diagnostics.push({ severity: "error", location: asset.location, message });
        }
    }
    return diagnostics;
}
const R1_IMPACTS = (0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .impactsOf */ .ZU)(["CIP-010 R1.1"]);
/**
 * A warning at each asset of an `impact: low` system that declares a baseline (issue 98, item 4:
 * the plan said "opens no CIP-010 part" of its deviations, and nothing at the line): CIP-010 R1's
 * Applicable Systems are High and Medium BES Cyber Systems and their associated EACMS, PACS and
 * PCA, so the baseline is the entity's own documentation, judged by no part. Never refused.
 */
function lowImpactBaselineWarnings(documents) {
    return documents.flatMap((document) => document.impact?.value !== "low"
        ? []
        : document.assets.flatMap((asset) => asset.baseline === undefined || asset.type === "software"
            ? []
            : [
                {
                    severity: "warning",
                    location: asset.location,
                    message: `asset ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(asset.name)} declares a baseline, and its system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(document.cyberSystem.value)} declares impact: low: CIP-010 R1 applies to ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .listOf */ .c3)(R1_IMPACTS)} impact BES Cyber Systems and their associated EACMS, PACS and PCA, so this baseline opens and closes no CIP-010 part (it stays the entity's own documentation); keep it, or rate the system where R1 applies`,
                },
            ]));
}
/** Each of the asset's R1.1 problems: all of them, so that one fix does not uncover the next. */
function assetProblems(asset, impact, erc) {
    const assetClass = asset.class?.value ?? _document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ASSET_CLASS */ .q$;
    const scope = { class: assetClass, impact, ...(erc === undefined ? {} : { erc }) };
    // `software` records are baseline content, never Cyber Assets.
    if (asset.type === "software" || !(0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .applies */ .Br)(R1_1, scope))
        return [];
    const who = `asset ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(asset.name)} (${assetClass} of a ${impact} impact system)`;
    const baseline = asset.baseline;
    if (baseline === undefined)
        return [
            `${who} has no baseline configuration; CIP-010 R1.1 asks for one before it is in service: ${WHAT_TO_WRITE}`,
        ];
    const problems = [];
    if (baseline.missing !== undefined)
        problems.push(`${who} has an incomplete baseline: ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .listOf */ .c3)(baseline.missing)} ${baseline.missing.length === 1 ? "is" : "are"} not written; CIP-010 R1.1 asks for all five items: write each, [] for none`);
    if ((0,_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .applies */ .Br)(PORTS, scope) && baseline.unjustifiedPorts !== undefined)
        problems.push(`${who} has ${baseline.unjustifiedPorts} port${baseline.unjustifiedPorts === 1 ? "" : "s"} without a justification; CIP-007 R1.1 asks why each is needed: add justification: to each port`);
    return problems;
}


/***/ }),

/***/ 45168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DJ: () => (/* binding */ unjustifiedPorts),
/* harmony export */   L$: () => (/* binding */ patchedItemsOf),
/* harmony export */   S4: () => (/* binding */ R1_1_PART),
/* harmony export */   Z9: () => (/* binding */ mapItemDigests),
/* harmony export */   dK: () => (/* binding */ BASELINE_ITEMS),
/* harmony export */   hU: () => (/* binding */ missingItems),
/* harmony export */   tV: () => (/* binding */ itemDigests)
/* harmony export */ });
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
// The five items of a baseline configuration, as CIP-010-4 R1.1 lists them (1.1.1 to 1.1.5), and
// what the tool derives from a baseline's content: a digest per item (so that plans and change
// records say which items changed without holding their content), which items are not written
// (an empty list `[]` is written: it states "none"), and how many ports have no justification.

const BASELINE_ITEMS = [
    "os_firmware",
    "software",
    "custom_software",
    "ports",
    "patches",
];
/** The part of CIP-010-4 R1.1 each item answers. */
const R1_1_PART = {
    os_firmware: "1.1.1 operating system(s) or firmware",
    software: "1.1.2 commercially available or open-source application software intentionally installed",
    custom_software: "1.1.3 custom software installed",
    ports: "1.1.4 logical network accessible ports",
    patches: "1.1.5 security patches applied",
};
function itemDigests(content) {
    const digests = {};
    for (const item of BASELINE_ITEMS) {
        if (item in content)
            digests[item] = `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)({ [item]: content[item] }))}`;
    }
    return digests;
}
/**
 * Each item `digests` has, mapped by `map`, in R1.1's order: the order every output keeps. A loop,
 * not entries: a checkpoint maps every asset's baseline with it, and evidence verify builds one
 * at each checkpoint. A baseline of every item (the usual one) is one literal of five fields: an
 * object grown from `{}` keeps four in itself and the fifth in a store of its own, 40 bytes more
 * for each of the 100,000 assets the obligations pass holds.
 */
function mapItemDigests(digests, map) {
    const { os_firmware, software, custom_software, ports, patches } = digests;
    if (os_firmware !== undefined &&
        software !== undefined &&
        custom_software !== undefined &&
        ports !== undefined &&
        patches !== undefined)
        return {
            os_firmware: map(os_firmware),
            software: map(software),
            custom_software: map(custom_software),
            ports: map(ports),
            patches: map(patches),
        };
    const mapped = {};
    for (const item of BASELINE_ITEMS) {
        const digest = digests[item];
        if (digest !== undefined)
            mapped[item] = map(digest);
    }
    return mapped;
}
/** The items a baseline's content does not write, in R1.1's order. */
function missingItems(content) {
    return BASELINE_ITEMS.filter((item) => !(item in content));
}
/** How many of the content's ports have no justification. */
function unjustifiedPorts(content) {
    const ports = content.ports;
    if (!Array.isArray(ports))
        return 0;
    return ports.filter((port) => typeof port !== "object" || port === null || !("justification" in port)).length;
}
/** The patched items of a baseline's content (already read, so each list holds what it should). */
function patchedItemsOf(content) {
    const named = (item) => (Array.isArray(item) ? item : []).flatMap((entry) => {
        if (typeof entry !== "object" || entry === null)
            return [];
        const { name, version } = entry;
        return typeof name === "string" ? [{ name, version: String(version ?? "") }] : [];
    });
    const patches = content.patches;
    return {
        os_firmware: named(content.os_firmware),
        software: named(content.software),
        patches: (Array.isArray(patches) ? patches : []).map(String),
    };
}


/***/ }),

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

/***/ 37368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ASSET_TYPES)
/* harmony export */ });
// Live records as the service returns them (spec 2.2), and the bodies we send for cyber assets. Pure
// types and constants; no I/O.
const ASSET_TYPES = ["hardware", "software"];


/***/ }),

/***/ 90038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ WORKSPACE_PATTERN)
/* harmony export */ });
// A workspace's name: a folder of the ledger (records/<workspace>/), the Action's input
// `workspace`, and what a collector's file (or a source's observations) names.
const WORKSPACE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;


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
    refuseDirectory(path);
    const temporary = createTemporary(path);
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
/** How many bytes of a file appended are copied at a time. */
const APPEND_BYTES = 1 << 20;
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
    /** Opened at once (created with O_EXCL beside `path`): rows are written as a pass makes them. */
    static open(path) {
        refuseDirectory(path);
        return new FileReplacement(path, createTemporary(path));
    }
    write(text) {
        this.#pending.push(text);
        this.#size += text.length;
        if (this.#size >= _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__/* .BATCH_CHARACTERS */ .k)
            this.#flush();
    }
    /** Writes what is pending, then the bytes of the file at `path` as they are. */
    append(path) {
        this.#flush();
        const fd = this.#open();
        const from = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, "r");
        try {
            const buffer = Buffer.allocUnsafe(APPEND_BYTES);
            for (let read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(from, buffer); read > 0; read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(from, buffer))
                for (let written = 0; written < read;)
                    written += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, buffer, written, read - written);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(from);
        }
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
    refuseDirectory(path);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(createTemporary(path));
}
/** A new empty file beside `path`, created with O_EXCL, so it is never an existing file or link. */
function createTemporary(path) {
    const directory = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(directory, { recursive: true });
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(directory, `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString("hex")}.tmp`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temporary, "wx", 0o644));
    return temporary;
}
/** A directory at the path would be replaced by nothing: the same error a write would give. */
function refuseDirectory(path) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path);
    }
    catch {
        // Nothing there, or no way to look: creating the temporary file says which.
        return;
    }
    if (stats.isDirectory()) {
        throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), {
            code: "EISDIR",
        });
    }
}


/***/ }),

/***/ 28549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ paint)
/* harmony export */ });
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


/***/ }),

/***/ 67924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ms: () => (/* binding */ renderDiagnosticsText),
/* harmony export */   sN: () => (/* binding */ diagnosticTextLines),
/* harmony export */   yc: () => (/* binding */ diagnosticMarkdownItem)
/* harmony export */ });
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _ansi_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28549);
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64747);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66800);




// `related` holds every other place a problem involves (the first declaration of a duplicate, the
// other entries of a renamed_from cycle), so the note does not claim which one it is.
const RELATED_NOTE = "related location";
/** "file:line:column: error: message", then one "  file:line:column: note: …" per related place. */
function diagnosticTextLines(diagnostic, style) {
    const label = (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, diagnostic.severity === "error" ? "boldRed" : "boldYellow", `${diagnostic.severity}:`);
    const message = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)(diagnostic.message);
    const place = diagnostic.location
        ? `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(diagnostic.location))}: `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `  ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location))}: note: ${RELATED_NOTE}`);
    return [`${place}${label} ${message}`, ...related];
}
/** "- `file:line:column` **error:** message", related places as a nested list. */
function diagnosticMarkdownItem(diagnostic) {
    const place = diagnostic.location
        ? `${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(diagnostic.location))} `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `\n  - ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location))} ${RELATED_NOTE}`);
    return `- ${place}**${diagnostic.severity}:** ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(diagnostic.message)}${related.join("")}`;
}
/** One "file:line:column: severity: message" line per diagnostic (and per related place). */
function renderDiagnosticsText(diagnostics, style) {
    const lines = diagnostics.flatMap((diagnostic) => diagnosticTextLines(diagnostic, style));
    return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}


/***/ }),

/***/ 64747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ markdownCodeSpan),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   XL: () => (/* binding */ escapeMarkdownWithAddresses)
/* harmony export */ });
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66800);
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
    return ((0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text)
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
/**
 * escapeMarkdown for text that holds web addresses (a repository, the service, a timestamp
 * authority): each address becomes a code span, literal and copyable, where escapeMarkdown would
 * put a zero-width space after "://" to stop GitHub's autolink, breaking the address a reader
 * copies. A code span is never linked, so nothing untrusted becomes a link either way.
 */
function escapeMarkdownWithAddresses(text) {
    return text
        .split(/(https?:\/\/[^\s,;]+)/)
        .map((part, index) => (index % 2 === 1 ? markdownCodeSpan(part) : escapeMarkdown(part)))
        .join("");
}
/** A code span holding `text` literally, whatever backticks it contains. */
function markdownCodeSpan(text) {
    const shown = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text);
    const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const padding = shown.startsWith("`") || shown.endsWith("`") ? " " : "";
    return `${fence}${padding}${shown}${padding}${fence}`;
}


/***/ })

};
