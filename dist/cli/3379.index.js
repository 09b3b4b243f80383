export const id = 3379;
export const ids = [3379];
export const modules = {

/***/ 3379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FAIL_ON: () => (/* binding */ FAIL_ON),
/* harmony export */   calendarFlags: () => (/* binding */ calendarFlags),
/* harmony export */   obligationsSettings: () => (/* binding */ obligationsSettings)
/* harmony export */ });
/* harmony import */ var _core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38291);
/* harmony import */ var _render_formats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58427);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32246);
/* harmony import */ var _shared_io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2520);
/* harmony import */ var _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55117);
/* harmony import */ var _shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42357);
/* harmony import */ var _core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23281);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65032);
// `cip-sync obligations`'s flags, checked: each wrong value names its flag and what it accepts.








const FORMATS = (0,_render_formats_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNames */ .EI)(_render_formats_js__WEBPACK_IMPORTED_MODULE_1__/* .OBLIGATIONS_RENDERERS */ .JE);
const FAIL_ON = ["overdue", "due-soon"];
/**
 * CALENDAR_OPTIONS read; a time zone that is none exits 2 (EXIT_BAD_INPUT), as the same mistake
 * in the policy file's `time_zone:` does.
 */
function calendarFlags(values) {
    const timeZone = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "time-zone");
    if (timeZone !== undefined && !(0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .isCalendarTimeZone */ ._s)(timeZone)) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--time-zone ${timeZone} is not a calendar's time zone: give ${_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .CALENDAR_TIME_ZONE_HINT */ .qo}`, _shared_io_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_BAD_INPUT */ .yt);
    }
    return {
        policyFile: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "policy") ?? _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_POLICY_FILE */ .mY,
        timeZone,
        operatorKeys: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "operator-keys"),
        ledgerDeclaration: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "ledger-declaration"),
        repository: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "repository"),
        verifiedHead: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "verified-head"),
    };
}
function obligationsSettings(values) {
    const at = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .dayFlag */ .tV)(values, "at");
    const failOn = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "fail-on");
    if (failOn !== undefined && !FAIL_ON.includes(failOn)) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--fail-on must be one of ${FAIL_ON.join(", ")}; got '${failOn}'.`);
    }
    const format = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .choice */ .Yq)(values, "format", FORMATS);
    return {
        command: "obligations",
        dir: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "dir") ?? ".",
        at,
        ...calendarFlags(values),
        dueSoonDays: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .numberFlag */ .C$)(values, "due-soon-days", { min: 0, max: 365, integer: true }),
        format,
        failOn: failOn,
        statuses: listedStatuses(values, format),
        out: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_4__/* .text */ .Qq)(values, "out"),
        fromStart: values["from-start"] === true,
    };
}
/**
 * --status's statuses (repeated or comma-separated), --all's every one, else what still needs
 * someone in text and Markdown, which a person reads top down, and every one in CSV and JSON, which
 * a program reads whole. A status that is none exits 2 (EXIT_BAD_INPUT) naming the flag.
 */
function listedStatuses(values, format) {
    const given = values.status;
    if (given !== undefined && values.all === true) {
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e("--all and --status cannot be given together: --all lists every status; leave it out to list only --status's", _shared_io_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_BAD_INPUT */ .yt);
    }
    if (given === undefined)
        return values.all === true || !isReadFromTop(format) ? undefined : _core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__/* .STILL_TO_DO */ .PB;
    const words = given.flatMap((value) => value.split(",")).map((word) => word.trim());
    for (const word of words) {
        if (!(0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_7__/* .isOneOf */ .EK)(_core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__/* .OBLIGATION_STATUSES */ .aC, word)) {
            throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`--status ${word === "" ? "''" : word} is not an obligation's status: give one or more of ${_core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__/* .OBLIGATION_STATUSES */ .aC.join(", ")}, repeated or comma-separated (e.g. --status overdue,due-soon)`, _shared_io_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_BAD_INPUT */ .yt);
        }
    }
    return _core_obligations_obligation_model_js__WEBPACK_IMPORTED_MODULE_5__/* .OBLIGATION_STATUSES */ .aC.filter((status) => words.includes(status));
}
function isReadFromTop(format) {
    return format === "text" || format === "markdown";
}


/***/ })

};
