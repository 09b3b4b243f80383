export const id = 8516;
export const ids = [8516];
export const modules = {

/***/ 58516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   policyCheckSettings: () => (/* binding */ policyCheckSettings)
/* harmony export */ });
/* harmony import */ var _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55117);
/* harmony import */ var _shared_flag_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42357);
// \`cip-sync policy check\`'s settings.


function policyCheckSettings(values, source) {
    return {
        command: "policy check",
        source,
        planFile: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_0__/* .required */ .mw)((0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(values, "plan"), "--plan", "the plan saved with 'cip-sync plan --out FILE'"),
        approvalsFile: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(values, "approvals"),
        policyFile: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(values, "policy") ?? _core_review_policy_policy_model_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_POLICY_FILE */ .mY,
    };
}


/***/ })

};
