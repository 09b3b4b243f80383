export const id = 997;
export const ids = [997];
export const modules = {

/***/ 7997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   isLedgerVerifier: () => (/* binding */ isLedgerVerifier),
/* harmony export */   q: () => (/* binding */ VERIFIER_ROLE)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
// What marks a worker thread as the ledger's verification thread (ledger-verifier.ts), apart from
// it so that the bin entry can tell, before it loads anything else, that it runs one.

const VERIFIER_ROLE = { role: "ledger-verifier" };
/** Whether this thread is a verification thread: the bin entry then runs runLedgerVerifier. */
function isLedgerVerifier() {
    return !node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData?.role === VERIFIER_ROLE.role;
}


/***/ })

};
