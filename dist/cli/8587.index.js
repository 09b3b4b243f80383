export const id = 8587;
export const ids = [8587];
export const modules = {

/***/ 84944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k_: () => (/* binding */ HELD_REPORT_VERSION),
/* harmony export */   sE: () => (/* binding */ SubjectOf),
/* harmony export */   sj: () => (/* binding */ ReportFold)
/* harmony export */ });
/* harmony import */ var _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17106);
// What the audit report reads of a workspace's records whatever its period: whose inventory they
// are (SubjectOf), the drift episode still open (DriftEpisodes), and how many records there are.
// Everything else the report says of a period comes from the period's records and the monitoring
// run before it. A drift check's checkpoint keeps this state (HeldReport, in
// core/checkpoint/ledger-checkpoint.ts), so that `evidence report` for a period that
// starts after the checkpoint's record reads only the records from that record on. Pure.

/**
 * The version of the report's state in the drift check's checkpoint (HeldReport, with the part
 * counts core/checkpoint/ledger-checkpoint.ts keeps beside it): one more whenever it, or how
 * ReportFold reads it, changes, which moves that checkpoint's format.
 */
const HELD_REPORT_VERSION = 1;
/** Each distinct organization, repository and service the records name. */
class SubjectOf {
    #organizations;
    #repositories;
    #services;
    constructor(held = { organizations: [], repositories: [], services: [] }) {
        this.#organizations = new Set(held.organizations);
        this.#repositories = new Set(held.repositories);
        this.#services = new Set(held.services);
    }
    add(record) {
        this.#repositories.add(record.run.repository);
        const context = record.kind === "change"
            ? record.change.change_record?.context
            : record.kind === "monitoring"
                ? record.monitoring
                : undefined;
        if (context?.organization !== undefined)
            this.#organizations.add(context.organization);
        if (context?.service !== undefined)
            this.#services.add(context.service);
    }
    sorted(workspaces) {
        const sorted = (values) => [...values].sort();
        return {
            organizations: sorted(this.#organizations),
            repositories: sorted(this.#repositories),
            services: sorted(this.#services),
            workspaces: [...workspaces].sort(),
        };
    }
}
/** One workspace's HeldReport, record by record: what the drift check's fold keeps for the report. */
class ReportFold {
    #subject;
    #drift;
    #records;
    constructor(held) {
        this.#subject = new SubjectOf(held?.subject);
        this.#drift = held === undefined ? new _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_0__/* .DriftEpisodes */ .W() : _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_0__/* .DriftEpisodes */ .W.resume(held.drift);
        this.#records = held?.records ?? 0;
    }
    /** The workspace's next record, in chain order. */
    add(record) {
        this.#subject.add(record);
        this.#drift.add(record);
        this.#records++;
    }
    /** The state a checkpoint keeps, sharing the open drift episode: serialised at once. */
    held() {
        const { organizations, repositories, services } = this.#subject.sorted([]);
        return {
            records: this.#records,
            subject: { organizations, repositories, services },
            drift: this.#drift.held(),
        };
    }
}


/***/ }),

/***/ 38871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ textBatches),
/* harmony export */   k: () => (/* binding */ BATCH_CHARACTERS)
/* harmony export */ });
// Text made in many small pieces (JSON written an item at a time, CSV a row at a time) joined into
// fewer, larger ones: a file is written in few calls, and a check made on each piece (the hidden
// characters' escape) is made on few, while little is held at once.
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


/***/ })

};
