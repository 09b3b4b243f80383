export const id = 3270;
export const ids = [3270];
export const modules = {

/***/ 63270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatFiles: () => (/* binding */ formatFiles)
/* harmony export */ });
/* harmony import */ var _engine_engine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94534);
/* harmony import */ var _shared_command_support_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56439);
/* harmony import */ var _shared_io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2520);
// fmt: rewrites inventory files in the canonical layout; --check only lists those not in it.



async function formatFiles(settings, io) {
    const outcome = await (0,_engine_engine_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFromSource */ .Rz)((0,_shared_command_support_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceOf */ .vz)(settings, io), { check: settings.check });
    (0,_shared_command_support_js__WEBPACK_IMPORTED_MODULE_1__/* .reportDiagnostics */ .Dj)(outcome.diagnostics, io, {
        stdout: false,
        stderr: io.stderrIsTTY && io.env.NO_COLOR === undefined,
    });
    const { changed, files, diagnostics } = outcome;
    if (!settings.check && !outcome.written) {
        io.stderr(`No file was rewritten: every file is checked before any is written, and ${diagnostics.length} error(s) above must be fixed first; then run 'cip-sync fmt' again.\n`);
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_ERROR */ .SI;
    }
    // One file per line on standard output, as terraform fmt and gofmt -l list them.
    for (const file of changed)
        io.stdout(`${file}\n`);
    if (outcome.crlf.length > 0) {
        const verb = settings.check ? "have" : "had";
        const writes = settings.check ? "writes" : "wrote";
        io.stderr(`${outcome.crlf.length} of them ${verb} CRLF line endings, which fmt ${writes} as LF: ${outcome.crlf.join(", ")}. To keep LF in Windows checkouts, add "*.yaml text eol=lf" and "*.yml text eol=lf" to .gitattributes.\n`);
    }
    if (settings.check && changed.length > 0) {
        io.stderr(`${changed.length} of ${files.length} file(s) not in the canonical layout; run 'cip-sync fmt' to rewrite them.\n`);
        return _shared_io_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_ERROR */ .SI;
    }
    return diagnostics.length > 0 ? _shared_io_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_ERROR */ .SI : _shared_io_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_OK */ .Ij;
}


/***/ })

};
