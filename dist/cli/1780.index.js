export const id = 1780;
export const ids = [1780];
export const modules = {

/***/ 41780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   patchesDraftSettings: () => (/* binding */ patchesDraftSettings)
/* harmony export */ });
/* harmony import */ var _core_patches_parse_patch_sources_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53049);
/* harmony import */ var _core_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53146);
/* harmony import */ var _shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42357);
/* harmony import */ var _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32246);
// `cip-sync patches draft`'s flags, checked: each wrong value names its flag and what it takes.




function patchesDraftSettings(values, source) {
    const patchSource = (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .required */ .mw)((0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "source"), "--source", `the id of a source in ${_core_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCH_SOURCES_FILE */ .DK}, e.g. --source sel-advisories`);
    if (!_core_patches_parse_patch_sources_js__WEBPACK_IMPORTED_MODULE_0__/* .SOURCE_ID_PATTERN */ .x.test(patchSource))
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--source ${JSON.stringify(patchSource)} is not a source id: lower case letters, digits and hyphens, as ${_core_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCH_SOURCES_FILE */ .DK} names its sources`);
    const advisories = values.advisories ?? [];
    if (advisories.length === 0)
        throw new _shared_usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e("--advisories is required: pass a CSAF 2.0 advisory (JSON) or a folder of them, e.g. --advisories csaf/");
    return {
        command: "patches draft",
        source,
        patchSource,
        advisories,
        releasesSince: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .dayFlag */ .tV)(values, "releases-since"),
        out: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(values, "out"),
        force: values.force === true,
    };
}


/***/ })

};
