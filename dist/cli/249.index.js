export const id = 249;
export const ids = [249];
export const modules = {

/***/ 40249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OI: () => (/* binding */ StrictYamlReader),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   eF: () => (/* binding */ isEmptyPlain),
/* harmony export */   f: () => (/* binding */ nodeStart),
/* harmony export */   jp: () => (/* binding */ PARSE_OPTIONS),
/* harmony export */   v: () => (/* binding */ parseYamlDocuments),
/* harmony export */   ws: () => (/* binding */ scalarText)
/* harmony export */ });
/* unused harmony exports ANCHORS_AND_ALIASES, propertyStart */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _yaml_syntax_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19869);
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
const MAX_DEPTH_MESSAGE = "the YAML nests too deeply to be read; no file cip-sync reads needs more than six levels (an inventory's deepest: the document, assets, an asset, its baseline, an item's list, an entry of it)";
/** The documents of a file's text, parsed with PARSE_OPTIONS and yaml's debug switches off. */
function parseYamlDocuments(text, lineCounter) {
    return withoutYamlDebugSwitches(() => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { ...PARSE_OPTIONS, lineCounter }));
}
/**
 * `process.env` as yaml's parser sees it: a plain copy, made once, without its debug switches.
 * yaml's parser reads `process.env.LOG_TOKENS` once per token, and each read of the real
 * `process.env` is a call into the environment (about 0.35 µs: 0.4 s of a 100,000-asset plan);
 * and with LOG_TOKENS or LOG_STREAM set it would print the inventory to standard output, into the
 * middle of `plan --format json`. Copied once, not per parse: a copy enumerates the whole
 * environment (0.27 s of `obligations` over 10,000 records, which parses a reviewed file for
 * most), and yaml reads no other variable.
 */
const YAML_ENVIRONMENT = (() => {
    const quiet = { ...process.env };
    delete quiet.LOG_TOKENS;
    delete quiet.LOG_STREAM;
    return quiet;
})();
/** Runs `parse` with `process.env` replaced by YAML_ENVIRONMENT: synchronous, so no other code sees it. */
function withoutYamlDebugSwitches(parse) {
    const environment = process.env;
    process.env = YAML_ENVIRONMENT;
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
    /** A problem that does not stop the file from being read, at its place. */
    warning(offset, message) {
        this.diagnostics.push({ severity: "warning", message, location: this.at(offset) });
    }
    /**
     * The one document of a file read whole (no walk of its own on top): its syntax and every node
     * checked, depth first, a map's pairs through entries() (duplicates, merge keys); undefined when
     * there is none or its syntax is broken. `oneDocument` says what to do with an extra one. The
     * caller refuses the file for any diagnostic.
     */
    checkedDocument(docs, oneDocument) {
        const [doc, extra] = docs;
        if (doc === undefined)
            return undefined;
        if (extra !== undefined)
            this.error(extra.range[0], oneDocument);
        if (!this.yamlProblems(doc, 0))
            return undefined;
        const pending = [doc.contents];
        for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node) || !this.plainNode(node))
                continue;
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
                for (const { value } of this.entries(node))
                    pending.push(value);
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
                pending.push(...node.items);
        }
        return doc;
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
        // Where the text shows the mistake (an indentation, a colon, a quote), one message says it there.
        const explained = (0,_yaml_syntax_js__WEBPACK_IMPORTED_MODULE_2__/* .explainSyntaxErrors */ .I)(this.#text, doc.errors);
        if (explained !== undefined) {
            this.error(explained.offset, explained.message);
            return false;
        }
        let walkable = true;
        const seen = new Set();
        // A tab in the indentation makes the parser misread the rest of its line and the lines after
        // it (a compact mapping, an implicit key over two lines): one message says it, at each tab.
        const tabs = problems.filter((problem) => problem.code === "TAB_AS_INDENT");
        const firstTab = tabs.length === 0 ? undefined : Math.min(...tabs.map(({ pos }) => pos[0]));
        for (const problem of problems) {
            const message = this.#yamlMessage(problem);
            if (message === undefined)
                continue;
            const key = `${problem.pos[0]}:${message}`;
            if (seen.has(key))
                continue;
            if (firstTab !== undefined &&
                problem.code !== "TAB_AS_INDENT" &&
                this.at(problem.pos[0]).line >= this.at(firstTab).line)
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
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node)) {
            this.error(nodeStart(node), ANCHORS_AND_ALIASES);
            return false;
        }
        if (node.anchor !== undefined) {
            this.error(propertyStart(this.#text, node, `&${node.anchor}`), ANCHORS_AND_ALIASES);
        }
        if (node.tag !== undefined) {
            this.error(propertyStart(this.#text, node, "!"), `YAML tags are not supported (found ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(node.tag.replace(/^tag:yaml\.org,2002:/, "!!"))}); remove the tag, and quote the value to make it text`);
        }
        return true;
    }
    /**
     * The pairs of a map with a text key, minus duplicates (reported with both positions) and merge
     * keys. Keys that are not text were reported by the parser (NON_STRING_KEY) and are skipped.
     */
    *entries(map) {
        const seen = new Map();
        for (const pair of map.items) {
            const key = pair.key;
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key) || typeof key.value !== "string")
                continue;
            if (key.anchor !== undefined) {
                this.error(propertyStart(this.#text, key, `&${key.anchor}`), ANCHORS_AND_ALIASES);
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
                this.error(keyOffset, `duplicate key ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(keyText)} (first written at ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(firstAt)}); keep one`, [firstAt]);
                continue;
            }
            seen.set(keyText, keyOffset);
            yield { key, keyText, value: pair.value };
        }
    }
}
/**
 * Where a parsed value starts in its text. The yaml library types a map's or a list's values
 * `unknown`, so this checks it was given a node (what the parser makes of every value) rather than
 * each reader asserting so; a value with no place of its own starts the text.
 */
function nodeStart(value) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) ? (value.range?.[0] ?? 0) : 0;
}
/**
 * Where, in `text`, a node's anchor (`&name`) or tag (`!tag`) is written: before the node itself,
 * which is where yaml's range starts. On the error path only.
 */
function propertyStart(text, node, marker) {
    let written = text.lastIndexOf(marker, nodeStart(node));
    if (written < 0)
        return nodeStart(node);
    while (text[written - 1] === marker)
        written -= 1; // the first "!" of "!!int"
    return written;
}
/**
 * The deepest nesting a valid file has: an inventory's document map, assets map, an asset's map,
 * its baseline map, a baseline item's list, and an entry of it (a port). The policy file nests
 * less. A collection deeper than this is where a file that exhausted the parser goes wrong; with
 * a smaller limit, a document with baselines would be blamed at its first valid baseline.
 */
const DOCUMENT_LEVELS = 6;
/** The offset of the first collection, in document order, nested deeper than DOCUMENT_LEVELS. */
function firstTooDeep(contents) {
    // Depth-first in document order, never deeper than one level past the limit.
    const pending = [{ node: contents, depth: 1 }];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const { node, depth } = next;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
            continue;
        if (depth > DOCUMENT_LEVELS)
            return nodeStart(node);
        const children = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) ? node.items.map((pair) => pair.value) : node.items;
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
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
        return "a list";
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return "a map";
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) ? `the text ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(scalarText(node))}` : "an alias";
}
/** A plain scalar with no text: an omitted value (`key:`), not an explicit `''`. */
function isEmptyPlain(scalar) {
    return scalar.type === "PLAIN" && scalarText(scalar) === "";
}


/***/ }),

/***/ 19869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ explainSyntaxErrors)
/* harmony export */ });
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82205);

/** The parser's codes for trouble whose cause is usually the layout of a nearby line. */
const LAYOUT_CODES = new Set([
    "BAD_INDENT",
    "MISSING_CHAR",
    "MULTILINE_IMPLICIT_KEY",
    "UNEXPECTED_TOKEN",
    "BLOCK_AS_IMPLICIT_KEY",
]);
/**
 * One explanation for the document's syntax errors when the text shows their cause, else undefined
 * (the caller keeps the parser's messages).
 */
function explainSyntaxErrors(text, problems) {
    const [first] = problems;
    if (first === undefined)
        return undefined;
    const lines = linesOf(text);
    if (first.code === "MISSING_CHAR" && /closing "?quote/i.test(first.message)) {
        return unclosedQuote(lines, first.pos[0]);
    }
    const unclosed = /end with an? ([}\]])/.exec(first.message)?.[1];
    if (unclosed !== undefined)
        return unclosedBracket(lines, first.pos[0], unclosed === "}" ? "{" : "[");
    if (!problems.every((problem) => LAYOUT_CODES.has(problem.code)))
        return undefined;
    return missingColon(lines) ?? badIndentation(lines);
}
function linesOf(text) {
    const lines = [];
    let offset = 0;
    text.split("\n").forEach((raw, index) => {
        const withoutComment = raw.replace(/(^|\s)#.*$/, "").trimEnd();
        const indent = /^ */.exec(raw)?.[0].length ?? 0;
        lines.push({ number: index + 1, offset, indent, content: withoutComment.slice(indent) });
        offset += raw.length + 1;
    });
    return lines;
}
/** Lines that hold something: not blank, not only a comment, not a document marker. */
function meaningful(lines) {
    return lines.filter((line) => line.content !== "" && !/^(---|\.\.\.)$/.test(line.content));
}
/** A line of a block mapping that has no "key:" on it: "relay-01 hardware". */
function missingColon(lines) {
    const blocks = meaningful(lines);
    for (const [index, line] of blocks.entries()) {
        const previous = blocks[index - 1];
        if (previous === undefined || !previous.content.endsWith(":"))
            continue;
        // The first line of a block under "key:" sets what the block is; check its siblings too.
        for (const sibling of blocks.slice(index)) {
            if (sibling.indent < line.indent)
                break;
            if (sibling.indent > line.indent)
                continue;
            if (/^- |^-$/.test(sibling.content) || /:( |$)/.test(sibling.content))
                continue;
            if (/^["'[{|>]/.test(sibling.content))
                continue;
            const words = sibling.content.split(/\s+/);
            const suggestion = words.length === 2 ? `${words[0]}: ${words[1]}` : `${sibling.content}: VALUE`;
            return {
                offset: sibling.offset + sibling.indent,
                message: `invalid YAML: ${JSON.stringify(sibling.content)} has no colon, so it is neither a key nor a value of this map; write key: value (${suggestion})`,
            };
        }
    }
    return undefined;
}
/**
 * The first line indented unlike the block it is in: deeper than the line before when that line
 * opens no block, or between two enclosing levels.
 */
function badIndentation(lines) {
    const levels = [0];
    let previous;
    for (const line of meaningful(lines)) {
        const opensBlock = previous !== undefined && /:$|^-$|: [|>][-+]?$|^- .*:$/.test(previous.content);
        const current = levels.at(-1) ?? 0;
        if (line.indent > current) {
            if (!opensBlock) {
                return {
                    offset: line.offset + line.indent,
                    message: `invalid YAML: this line is indented ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(line.indent, "space")}, deeper than the line before (${current}), which opens no block (it does not end with a colon); indent it as its siblings, with two spaces per level`,
                };
            }
            levels.push(line.indent);
        }
        else {
            const enclosing = levels.join(" or ");
            while ((levels.at(-1) ?? 0) > line.indent)
                levels.pop();
            if ((levels.at(-1) ?? 0) !== line.indent) {
                return {
                    offset: line.offset + line.indent,
                    message: `invalid YAML: this line is indented ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(line.indent, "space")}, which matches no enclosing level (${enclosing}); indent it as its siblings, with two spaces per level`,
                };
            }
        }
        // "- key: value" starts a map inside the list item: its other keys line up after the dash.
        const item = /^-( +)[^\s#][^:]*:( |$)/.exec(line.content);
        if (item !== undefined && item !== null)
            levels.push(line.indent + 1 + (item[1]?.length ?? 1));
        previous = line;
    }
    return undefined;
}
/** The quote that opened the text the parser could not close: on the last line with an odd count. */
function unclosedQuote(lines, errorOffset) {
    for (const line of [...lines].reverse()) {
        if (line.offset > errorOffset)
            continue;
        const raw = line.content;
        const quotes = [...raw.matchAll(/(?<!\\)"/g)];
        if (quotes.length % 2 === 1) {
            const column = quotes.at(-1)?.index ?? 0;
            return {
                offset: line.offset + line.indent + column,
                message: 'invalid YAML: the quote opened here is never closed; end the text with " on the same line (a name needs no quotes unless it starts with a character YAML reserves)',
            };
        }
    }
    return undefined;
}
/** The bracket that opened a flow collection the parser could not close. */
function unclosedBracket(lines, errorOffset, opener) {
    const closer = opener === "{" ? "}" : "]";
    for (const line of [...lines].reverse()) {
        if (line.offset > errorOffset)
            continue;
        const column = line.content.lastIndexOf(opener);
        if (column === -1 || line.content.indexOf(closer, column) !== -1)
            continue;
        return {
            offset: line.offset + line.indent + column,
            message: `invalid YAML: the ${opener} opened here is never closed; add ${closer} after the last item, or write the ${opener === "{" ? "map" : "list"} as indented lines instead`,
        };
    }
    return undefined;
}


/***/ }),

/***/ 17273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ hasErrors),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   j$: () => (/* binding */ formatLocation),
/* harmony export */   oV: () => (/* binding */ compareDiagnostics)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _text_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66800);
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
    return ((0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.location.file, b.location.file) ||
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
function quote(text) {
    const json = JSON.stringify(text).replace(/\\(?:\\|u([0-9a-f]{4}))/g, (escape, hex) => hex === undefined ? escape : `\\u${hex.toUpperCase()}`);
    return (0,_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__/* .revealHiddenCharacters */ .cr)(json);
}


/***/ }),

/***/ 66800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R7: () => (/* binding */ escapeHiddenCharactersInJson),
/* harmony export */   cr: () => (/* binding */ revealHiddenCharacters),
/* harmony export */   xR: () => (/* binding */ escapedCodePoint),
/* harmony export */   zQ: () => (/* binding */ describeCharacter)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// Live names and service messages reach terminals and pull requests unchecked by our validation
// (only declared names are validated), so every renderer shows the characters a name may not
// contain as visible escapes: a terminal escape sequence, a newline or a bidirectional override in
// a name can then neither restyle the output, forge a line, nor make a name display as another.
// Messages that refuse such a character name it (describeCharacter).

// The validation's set, plus every other character that displays as nothing: controls, format
// characters (soft hyphen, invisible operators, tags), line and paragraph separators, which some
// viewers break lines at, and Unicode's default-ignorable characters (variation selectors, fillers).
const HIDDEN_CHARACTER = new RegExp(`${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_NAME_CHARACTER */ .YV.source}|[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}]`, "gu");
/**
 * The same set but the line feed, which JSON.stringify's indentation puts on every line: matching
 * it would call the replacer once per line of a plan of 100,000 assets for nothing.
 */
const HIDDEN_CHARACTER_BUT_LINE_FEED = new RegExp(`(?!\n)(?:${HIDDEN_CHARACTER.source})`, "gu");
/**
 * Anything but printable ASCII and the line feed: none of those is hidden, so text without such a
 * character needs no look with the Unicode property classes above, which cost far more per
 * character (most of what the obligations' JSON is made of is plain ASCII).
 */
const BEYOND_PRINTABLE_ASCII = /[^\n\x20-\x7E]/;
/** Each hidden character as `\uXXXX` (`\u{XXXXX}` beyond the BMP). */
function revealHiddenCharacters(text) {
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
    if (!BEYOND_PRINTABLE_ASCII.test(json))
        return json;
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


/***/ })

};
