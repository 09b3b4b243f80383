export const id = 145;
export const ids = [145];
export const modules = {

/***/ 2501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dj: () => (/* binding */ reportDiagnostics),
/* harmony export */   My: () => (/* binding */ openClient),
/* harmony export */   aO: () => (/* binding */ flagPath),
/* harmony export */   pp: () => (/* binding */ FLAG_FIXES),
/* harmony export */   vz: () => (/* binding */ sourceOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_api_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8927);
/* harmony import */ var _io_connection_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8558);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(893);
// What the commands share: where the inventory is, the connection, diagnostics on standard error,
// and the flags that name files.




function sourceOf(settings, io) {
    return {
        patterns: settings.source.patterns,
        cwd: io.cwd,
        root: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, settings.source.root),
    };
}
function openClient(input, concurrency = 8) {
    return new _io_api_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiClient */ .OW({
        connection: (0,_io_connection_js__WEBPACK_IMPORTED_MODULE_2__/* .readConnection */ .dC)(input),
        maxConcurrency: concurrency,
        requestTimeoutMs: input.requestTimeoutMs,
    });
}
/** Diagnostics go to standard error, in its colour setting. */
function reportDiagnostics(diagnostics, io, color) {
    if (diagnostics.length > 0) {
        io.stderr((0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .renderDiagnosticsText */ .ms)(diagnostics, { color: color.stderr }));
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


/***/ }),

/***/ 8145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatFiles: () => (/* binding */ formatFiles)
/* harmony export */ });
/* harmony import */ var _engine_engine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8798);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7135);
/* harmony import */ var _command_support_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2501);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1604);
// fmt: rewrites inventory files in the canonical layout; --check only lists those not in it.




async function formatFiles(settings, io) {
    const outcome = await (0,_engine_engine_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFromSource */ .Rz)((0,_command_support_js__WEBPACK_IMPORTED_MODULE_2__/* .sourceOf */ .vz)(settings, io), { check: settings.check });
    (0,_command_support_js__WEBPACK_IMPORTED_MODULE_2__/* .reportDiagnostics */ .Dj)(outcome.diagnostics, io, {
        stdout: false,
        stderr: io.stderrIsTTY && io.env.NO_COLOR === undefined,
    });
    // One file per line on standard output, as terraform fmt and gofmt -l list them.
    for (const file of outcome.changed)
        io.stdout(`${file}\n`);
    if (settings.check && outcome.changed.length > 0) {
        io.stderr(`${outcome.changed.length} of ${outcome.files.length} file(s) not in the canonical layout; run 'cip-sync fmt' to rewrite them.\n`);
        return _io_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_ERROR */ .SI;
    }
    return (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .hasErrors */ .Cs)(outcome.diagnostics) ? _io_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_ERROR */ .SI : _io_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
}


/***/ })

};
