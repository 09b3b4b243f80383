export const id = 5732;
export const ids = [5732];
export const modules = {

/***/ 85732:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runInWorker: () => (/* binding */ runInWorker),
/* harmony export */   runsInWorker: () => (/* binding */ runsInWorker)
/* harmony export */ });
/* unused harmony exports readsWholeLedger, workerHeap, stoppedMessage */
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _shared_io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2520);
/* harmony import */ var _shared_output_filter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82892);




/** The V8 flags the worker starts with (see above), but for how far the old generation grows. */
const WORKER_V8_FLAGS = "--no-allocation-site-pretenuring";
/** A ledger-reading command's worker's. */
const WORKER_HEAP = { growingPercent: 10, youngGenerationMb: 16 };
/** `evidence handover`'s. */
const HANDOVER_HEAP = { growingPercent: 15, youngGenerationMb: 16 };
/** What the worker exits with when it could not run the command (EXIT_ERROR of main.ts). */
const EXIT_WORKER_FAILED = 1;
/** The evidence subcommands that read the whole ledger (the handover all four at once); append reads a chain's head only. */
const WHOLE_LEDGER_EVIDENCE = new Set(["verify", "populations", "report", "handover"]);
/** Whether `args` name a command that reads a whole ledger in one pass (see above). */
function readsWholeLedger(args) {
    const [command, subcommand] = args;
    return (command === "obligations" ||
        (command === "evidence" && subcommand !== undefined && WHOLE_LEDGER_EVIDENCE.has(subcommand)));
}
/** How the heap of the worker that runs `args` is set (see above). */
function workerHeap(args) {
    const [command, subcommand] = args;
    const { growingPercent, youngGenerationMb } = command === "evidence" && subcommand === "handover" ? HANDOVER_HEAP : WORKER_HEAP;
    return {
        v8Flags: `${WORKER_V8_FLAGS} --heap-growing-percent=${growingPercent}`,
        youngGenerationMb,
    };
}
/** Whether this thread starts a worker for `args` rather than running them itself. */
function runsInWorker(args) {
    return node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.isMainThread && readsWholeLedger(args);
}
/** Runs `args` in a worker that runs the bin entry `entry` again; its exit code. */
function runInWorker(args, entry) {
    const workerData = { terminal: (0,_shared_io_js__WEBPACK_IMPORTED_MODULE_2__/* .terminalFacts */ .HF)(), entry: entry.href };
    const heap = workerHeap(args);
    // Process-wide, read by each isolate as it starts: this thread only waits from here on.
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)(heap.v8Flags);
    return new Promise((resolve) => {
        const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.Worker(entry, {
            argv: [...args],
            workerData,
            resourceLimits: { maxYoungGenerationSizeMb: heap.youngGenerationMb },
            // Forwarded here rather than by Node, so that a reader that went away is handled (below).
            stdout: true,
            stderr: true,
        });
        forwardUntilClosed(worker.stdout, process.stdout);
        forwardUntilClosed(worker.stderr, process.stderr);
        worker.on("error", (error) => {
            process.stderr.write(stoppedMessage(error, process.env));
            resolve(EXIT_WORKER_FAILED);
        });
        worker.on("exit", (code) => resolve(code));
    });
}
/**
 * What the user is told of an error the worker could not catch (runCli catches every error of a
 * command; this is the rest: the worker's heap exhausted, a stream's failure), through the filter
 * every output of runCli passes: no secret of `env`, no workflow command.
 */
function stoppedMessage(error, env) {
    return (0,_shared_output_filter_js__WEBPACK_IMPORTED_MODULE_3__/* .outputFilter */ .w)(env)(`error: the command stopped: ${error.message}\n`);
}
/**
 * Copies what the worker writes to `to` until its reader goes away (`cip-sync obligations | head`),
 * then reads and drops the rest, as writerUntilClosed does in a single thread: the command
 * finishes and ends with its own exit code, instead of the worker waiting on a pipe never read.
 */
function forwardUntilClosed(from, to) {
    from.pipe(to);
    (0,_shared_io_js__WEBPACK_IMPORTED_MODULE_2__/* .whenReaderGone */ .Fu)(to, () => {
        from.unpipe(to);
        from.resume();
    });
}


/***/ })

};
