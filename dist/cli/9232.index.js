export const id = 9232;
export const ids = [9232];
export const modules = {

/***/ 39232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sourceSyncSettings: () => (/* binding */ sourceSyncSettings)
/* harmony export */ });
/* harmony import */ var _shared_flag_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42357);

function sourceSyncSettings(values, name, root) {
    return {
        command: "source sync",
        name,
        sourcesFile: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(values, "sources"),
        root,
        check: values.check === true,
        skipInvalid: values["skip-invalid"] === true,
        allowMassDelete: values["allow-mass-delete"] === true,
        limits: (0,_shared_flag_values_js__WEBPACK_IMPORTED_MODULE_0__/* .limitsOf */ .Af)(values),
    };
}


/***/ })

};
