export const id = 359;
export const ids = [359];
export const modules = {

/***/ 359:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readCsvRows: () => (/* binding */ readCsvRows)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var csv_parse_sync__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5175);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7273);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9130);
/* harmony import */ var _source_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6883);
// Reads a `csv` source: a spreadsheet export in the repository. UTF-8 with or without a byte order
// mark, comma or semicolon (whichever the header line uses), quoted fields; csv-parse does the
// parsing. The header names the columns; each row is reported by its line in the file.






const MAX_CSV_BYTES = 256 * 1024 * 1024;
async function readCsvRows(source, root) {
    const file = source.file;
    const fail = (problem) => {
        throw new _source_error_js__WEBPACK_IMPORTED_MODULE_4__/* .SourceReadError */ .C(`source ${(0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(source.name)}: ${file} ${problem}`);
    };
    const text = await readInside(root, file).catch((error) => fail(`cannot be read (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error)}); check "file" in the sources file`));
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
        records = (0,csv_parse_sync__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)(text, options);
    }
    catch (error) {
        throw new _source_error_js__WEBPACK_IMPORTED_MODULE_4__/* .SourceReadError */ .C(`source ${(0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(source.name)}: ${file}${csvProblem(text, error)}`);
    }
    const header = records[0]?.record ?? [];
    const index = new Map(header.map((column, position) => [column.trim(), position]));
    const positionOf = (column) => index.get(column) ??
        fail(`has no column ${(0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(column)} (its header: ${header.map(_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD).join(", ") || "none"}); fix "columns" or "where" in the sources file`);
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
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root);
    const path = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(realRoot, file));
    if (path !== realRoot && !path.startsWith(realRoot + node_path__WEBPACK_IMPORTED_MODULE_1__.sep)) {
        throw new Error(`it resolves outside the repository, to ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(realRoot, path)}`);
    }
    const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
    if (bytes.length > MAX_CSV_BYTES)
        throw new Error("it is over 256 MiB");
    try {
        return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    }
    catch {
        return undefined;
    }
}
/** ":LINE: what is wrong" for a parse failure, at the line that causes it: for a quote never closed, the line it opens on. */
function csvProblem(text, error) {
    const { code, lines } = error;
    if (code === "CSV_QUOTE_NOT_CLOSED") {
        return `:${openingQuoteLine(text)}: a quoted cell starts here and its closing quote is missing; close it (a quote inside a quoted cell is written twice: "")`;
    }
    const where = typeof lines === "number" ? `:${lines}:` : "";
    return `${where} is not valid CSV: ${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error)}; fix the file or its export`;
}
/** The line where the last quoted cell that is still open at the end of the text begins. */
function openingQuoteLine(text) {
    let line = 1;
    let openedOn = 1;
    let quoted = false;
    for (let index = 0; index < text.length; index += 1) {
        const character = text[index];
        if (character === "\n")
            line += 1;
        else if (character === '"' && quoted && text[index + 1] === '"')
            index += 1;
        else if (character === '"') {
            quoted = !quoted;
            if (quoted)
                openedOn = line;
        }
    }
    return openedOn;
}
/** Semicolon when the header line has more of them than commas (European spreadsheets). */
function delimiterOf(text) {
    const firstLine = text.slice(0, text.search(/\r?\n|$/));
    const count = (character) => firstLine.split(character).length - 1;
    return count(";") > count(",") ? ";" : ",";
}


/***/ }),

/***/ 6883:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ SourceReadError)
/* harmony export */ });
// A source that cannot be read whole: the sync stops and writes nothing. The message names the
// source and what to fix; it never holds a token.
class SourceReadError extends Error {
    name = "SourceReadError";
}


/***/ })

};
