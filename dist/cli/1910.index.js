export const id = 1910;
export const ids = [1910];
export const modules = {

/***/ 31910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkDrift: () => (/* binding */ checkDrift)
/* harmony export */ });
/* harmony import */ var _core_evidence_records_drift_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9094);
/* harmony import */ var _core_shared_tool_version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62823);
/* harmony import */ var _render_formats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58427);
/* harmony import */ var _shared_command_support_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56439);
/* harmony import */ var _shared_report_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56499);
/* harmony import */ var _shared_io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2520);
// `cip-sync drift`: plans against the service and says whether the live inventory drifted from
// the files (exit 2), listing each drifted asset with what git declares and what the service
// holds. The same findings the Action records as monitoring evidence (CIP-010 R2).






async function checkDrift(settings, io) {
    return (0,_shared_command_support_js__WEBPACK_IMPORTED_MODULE_3__/* .closingAfter */ .Ym)((0,_shared_command_support_js__WEBPACK_IMPORTED_MODULE_3__/* .openClient */ .My)(settings.connection), async (client) => {
        const outcome = await (0,_shared_command_support_js__WEBPACK_IMPORTED_MODULE_3__/* .planAgainst */ .JY)(client, settings, io);
        (0,_shared_report_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .reportDiagnostics */ .D)(outcome.diagnostics, io, settings.color);
        if (outcome.status === "invalid")
            return _shared_io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_ERROR */ .SI;
        const findings = (0,_core_evidence_records_drift_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .driftFindings */ .M)(outcome.plan, outcome.live);
        io.stdout(_render_formats_js__WEBPACK_IMPORTED_MODULE_2__/* .DRIFT_RENDERERS */ .dX[settings.format](findings, {
            color: settings.color.stdout,
            toolVersion: _core_shared_tool_version_js__WEBPACK_IMPORTED_MODULE_1__/* .TOOL_VERSION */ .wr,
        }));
        return findings.in_sync ? _shared_io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_OK */ .Ij : _shared_io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_CHANGES */ .dD;
    });
}


/***/ }),

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


/***/ })

};
