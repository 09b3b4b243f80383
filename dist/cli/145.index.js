export const id = 145;
export const ids = [145];
export const modules = {

/***/ 8145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatFiles: () => (/* binding */ formatFiles)
/* harmony export */ });
/* harmony import */ var _engine_engine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(981);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
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
    return (0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .hasErrors */ .Cs)(outcome.diagnostics) ? _io_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_ERROR */ .SI : _io_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_OK */ .Ij;
}


/***/ })

};
