export const id = 7885;
export const ids = [7885];
export const modules = {

/***/ 47885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ledgerThreadRole: () => (/* binding */ ledgerThreadRole)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
// What marks a worker thread as one of a ledger command's own threads, the bin entry started again:
// the verification thread of a judging command (ledger-verifier.ts), a reader of `evidence
// verify`'s pool (ledger-readers.ts, ledger-reader-thread.ts), one of its signature checkers
// (signature-checkers.ts) or `evidence handover`'s writer thread
// (cli/evidence/handover-writer.ts). Apart from them, so that the bin entry can tell, before it
// loads anything else, which one it runs.

const ROLES = new Set([
    "ledger-verifier",
    "ledger-reader",
    "signature-checker",
    "handover-writer",
]);
/** This thread's role, when it is one of a ledger command's threads. */
function ledgerThreadRole() {
    if (node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread)
        return undefined;
    const data = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
    return ROLES.has(data?.role) ? data : undefined;
}


/***/ })

};
