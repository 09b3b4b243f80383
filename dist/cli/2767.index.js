export const id = 2767;
export const ids = [2767];
export const modules = {

/***/ 72767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runProcess: () => (/* binding */ runProcess)
});

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/cli/shared/output-filter.ts
var output_filter = __webpack_require__(82892);
// EXTERNAL MODULE: ./src/cli/shared/settings.ts + 8 modules
var shared_settings = __webpack_require__(38698);
;// CONCATENATED MODULE: ./src/cli/main.ts
// The command line: settings in, engine calls, exit code out. This file is the one place where
// errors become messages and exit codes. The commands are loaded only when run, so that --help
// and --version answer without loading the engine.





async function runCli(argv, io) {
    // Whatever goes wrong, no secret reaches the terminal and no name becomes a workflow command:
    // every write passes the filter.
    const filter = (0,output_filter/* outputFilter */.w)(io.env);
    const out = (text) => io.stdout(filter(text));
    const err = (text) => io.stderr(filter(text));
    try {
        const filtered = { ...io, stdout: out, stderr: err };
        const settings = await (0,shared_settings/* parseCliArgs */.hT)(argv, filtered);
        return await runCommand(settings, filtered);
    }
    catch (error) {
        err(`error: ${(0,errors/* errorMessage */.g)(error)}\n`);
        return (error instanceof shared_settings/* UsageError */.eb ? error.exitCode : undefined) ?? shared_io/* EXIT_ERROR */.SI;
    }
}
/** `command` on the ledger --dir names: a checkout as it is, or a git bundle's temporary clone. */
async function onLedger(settings, io, command) {
    return (await __webpack_require__.e(/* import() */ 5242).then(__webpack_require__.bind(__webpack_require__, 5242))).onLedgerDir(settings, io, command);
}
async function runCommand(settings, io) {
    switch (settings.command) {
        case "help":
            io.stdout(settings.text);
            return shared_io/* EXIT_OK */.Ij;
        case "validate":
            return (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(6752), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(6413), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(9909), __webpack_require__.e(1252), __webpack_require__.e(6439), __webpack_require__.e(2227)]).then(__webpack_require__.bind(__webpack_require__, 72227))).validate(settings, io);
        case "plan":
            return (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(6752), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(6413), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(9909), __webpack_require__.e(1252), __webpack_require__.e(6439), __webpack_require__.e(2227)]).then(__webpack_require__.bind(__webpack_require__, 72227))).plan(settings, io);
        case "import":
            return (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(6752), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(6413), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(9909), __webpack_require__.e(1252), __webpack_require__.e(6439), __webpack_require__.e(2227)]).then(__webpack_require__.bind(__webpack_require__, 72227))).importInventory(settings, io);
        case "export":
            return (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(6752), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(6413), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(9909), __webpack_require__.e(1252), __webpack_require__.e(6439), __webpack_require__.e(9948)]).then(__webpack_require__.bind(__webpack_require__, 9948))).exportRows(settings, io);
        case "source sync":
            return (await Promise.all(/* import() */[__webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9909), __webpack_require__.e(3079)]).then(__webpack_require__.bind(__webpack_require__, 52201))).syncSourceCommand(settings, io);
        case "fmt":
            return (await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(6413), __webpack_require__.e(9909), __webpack_require__.e(1252), __webpack_require__.e(6439), __webpack_require__.e(3526)]).then(__webpack_require__.bind(__webpack_require__, 63270))).formatFiles(settings, io);
        case "apply":
            return (await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(6413), __webpack_require__.e(6200), __webpack_require__.e(9909), __webpack_require__.e(1252), __webpack_require__.e(6439), __webpack_require__.e(2600), __webpack_require__.e(1788)]).then(__webpack_require__.bind(__webpack_require__, 21788))).apply(settings, io);
        case "emulator":
            return (await __webpack_require__.e(/* import() */ 7567).then(__webpack_require__.bind(__webpack_require__, 67567))).runEmulatorCommand(settings, io);
        case "doctor":
            return (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(6752), __webpack_require__.e(4239), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(1252), __webpack_require__.e(4148), __webpack_require__.e(1794)]).then(__webpack_require__.bind(__webpack_require__, 76039))).runDoctor(settings, io);
        case "drift":
            return (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(6752), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(6413), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(9909), __webpack_require__.e(1252), __webpack_require__.e(6439), __webpack_require__.e(1910)]).then(__webpack_require__.bind(__webpack_require__, 31910))).checkDrift(settings, io);
        case "evidence verify":
            return onLedger(settings, io, async (read) => (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(9701), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(5015), __webpack_require__.e(3610), __webpack_require__.e(5223), __webpack_require__.e(5791), __webpack_require__.e(6962), __webpack_require__.e(1731)]).then(__webpack_require__.bind(__webpack_require__, 16962))).verifyEvidence(read, io));
        case "evidence append":
            return (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(6752), __webpack_require__.e(9701), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(6413), __webpack_require__.e(9909), __webpack_require__.e(1252), __webpack_require__.e(6439), __webpack_require__.e(4782)]).then(__webpack_require__.bind(__webpack_require__, 21446))).appendEvidenceRecord(settings, io);
        case "evidence report":
            return onLedger(settings, io, async (read) => (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(9701), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(6413), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(5015), __webpack_require__.e(3610), __webpack_require__.e(5223), __webpack_require__.e(1275), __webpack_require__.e(2224)]).then(__webpack_require__.bind(__webpack_require__, 32224))).reportEvidence(read, io));
        case "evidence populations":
            return onLedger(settings, io, async (read, bundle) => (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(9701), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(6413), __webpack_require__.e(2467), __webpack_require__.e(5015), __webpack_require__.e(3610), __webpack_require__.e(5223), __webpack_require__.e(212), __webpack_require__.e(1275), __webpack_require__.e(6008), __webpack_require__.e(8587)]).then(__webpack_require__.bind(__webpack_require__, 76008))).writePopulations(read, io, bundle));
        case "evidence handover":
            return onLedger(settings, io, async (read, bundle) => (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(9701), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(6413), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(5015), __webpack_require__.e(3610), __webpack_require__.e(5223), __webpack_require__.e(212), __webpack_require__.e(5791), __webpack_require__.e(1275), __webpack_require__.e(6008), __webpack_require__.e(6962), __webpack_require__.e(9867)]).then(__webpack_require__.bind(__webpack_require__, 9867))).handOver(read, io, bundle));
        case "obligations":
            return onLedger(settings, io, async (read) => (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(6413), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(5015), __webpack_require__.e(3610), __webpack_require__.e(5223), __webpack_require__.e(5)]).then(__webpack_require__.bind(__webpack_require__, 50005))).reportObligations(read, io));
        case "review":
            return (await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(6413), __webpack_require__.e(9909), __webpack_require__.e(1252), __webpack_require__.e(6439), __webpack_require__.e(9698)]).then(__webpack_require__.bind(__webpack_require__, 97634))).writeReview(settings, io);
        case "policy check":
            return (await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(6413), __webpack_require__.e(9909), __webpack_require__.e(1252), __webpack_require__.e(6439), __webpack_require__.e(2600), __webpack_require__.e(4759)]).then(__webpack_require__.bind(__webpack_require__, 7814))).checkPolicy(settings, io);
        case "patches draft":
            return (await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(3919), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1818), __webpack_require__.e(7801), __webpack_require__.e(9361), __webpack_require__.e(6413), __webpack_require__.e(9909), __webpack_require__.e(1252), __webpack_require__.e(6439), __webpack_require__.e(411)]).then(__webpack_require__.bind(__webpack_require__, 68225))).draftPatchEvaluation(settings, io);
    }
}

;// CONCATENATED MODULE: ./src/cli/process-entry.ts
// The command line on the real process, once the bin entry has checked the Node version: its
// streams, environment and signals (processIo). Secrets are masked and lines neutralised by runCli.
// In a ledger-reading command's worker (ledger-worker.ts) the terminal is the main thread's.



function runProcess(args) {
    if (external_node_worker_threads_.isMainThread)
        return runCli(args, (0,shared_io/* processIo */.Wr)());
    const { terminal, entry } = external_node_worker_threads_.workerData;
    return runCli(args, { ...(0,shared_io/* processIo */.Wr)(terminal), ledgerThreadEntry: new URL(entry) });
}


/***/ }),

/***/ 42357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Af: () => (/* binding */ limitsOf),
/* harmony export */   C$: () => (/* binding */ numberFlag),
/* harmony export */   Ko: () => (/* binding */ flagReader),
/* harmony export */   Ou: () => (/* binding */ periodDayFlag),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   Yq: () => (/* binding */ choice),
/* harmony export */   hD: () => (/* binding */ sharedNumberFlag),
/* harmony export */   mw: () => (/* binding */ required),
/* harmony export */   tV: () => (/* binding */ dayFlag)
/* harmony export */ });
/* harmony import */ var _core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23212);
/* harmony import */ var _core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65032);
/* harmony import */ var _core_shared_number_setting_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81477);
/* harmony import */ var _usage_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32246);
// Reading one flag's value from the parsed words: text, a choice, a number in its range, a day, the
// safety limits. Each mistake is a UsageError naming the flag and saying what it takes.





function flagReader(values) {
    return {
        text: (name) => text(values, name),
        flag: (name) => values[name] === true,
        number: (name, setting) => numberFlag(values, name, setting),
    };
}
/**
 * A day flag's value as written, YYYY-MM-DD, or undefined when not given: the one check of every
 * day flag (--at, --from, --to, --on), so that a day the calendar does not have (2026-02-30,
 * 2026-99-99) is refused by each alike.
 */
function dayFlag(values, name) {
    const given = text(values, name);
    if (given !== undefined && !(0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .isCalendarDate */ .tf)(given)) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--${name} ${given} is not a day that exists: write it as YYYY-MM-DD, e.g. 2026-11-24`);
    }
    return given;
}
/**
 * A period's --from or --to, required: the day as written (YYYY-MM-DD), which the command reads in
 * the zone its days are counted in; `zone` says that zone where the flag is missing.
 */
function periodDayFlag(values, name, zone) {
    const day = dayFlag(values, name);
    if (day === undefined) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--${name} is missing: give the period's ${name === "from" ? "first" : "last"} day as YYYY-MM-DD (${zone})`);
    }
    return day;
}
function required(value, flag, what) {
    if (value === undefined)
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`${flag} is required: pass ${what}.`);
    return value;
}
function text(values, name) {
    const value = values[name];
    return typeof value === "string" ? value : undefined;
}
/** `--name`'s value among `allowed`; unset, the first of them. */
function choice(values, name, allowed) {
    const value = text(values, name) ?? allowed[0];
    if (!(0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .isOneOf */ .EK)(allowed, value)) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`--${name} must be one of ${allowed.join(", ")}; got '${value}'.`);
    }
    return value;
}
/** The value of a number flag, checked against its range; undefined when not given. */
function numberFlag(values, name, setting) {
    const value = text(values, name);
    return value === undefined ? undefined : parseNumberFlag(`--${name}`, value, setting);
}
/** A flag of the settings the CLI shares with the Action (number-setting.ts), or its default. */
function sharedNumberFlag(values, name) {
    const setting = _core_shared_number_setting_js__WEBPACK_IMPORTED_MODULE_2__/* .SHARED_NUMBER_SETTINGS */ .io[name];
    return numberFlag(values, name, setting) ?? setting.default;
}
function limitsOf(values) {
    const percent = numberFlag(values, "max-change-percent", _core_shared_number_setting_js__WEBPACK_IMPORTED_MODULE_2__/* .SHARED_NUMBER_SETTINGS */ .io["max-change-percent"]);
    return {
        maxChangeRatio: percent === undefined ? _core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SAFETY_LIMITS */ .kM.maxChangeRatio : percent / 100,
        minAssetsForRatio: numberFlag(values, "min-assets-for-ratio", _core_shared_number_setting_js__WEBPACK_IMPORTED_MODULE_2__/* .SHARED_NUMBER_SETTINGS */ .io["min-assets-for-ratio"]) ??
            _core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SAFETY_LIMITS */ .kM.minAssetsForRatio,
        maxChanges: numberFlag(values, "max-changes", _core_shared_number_setting_js__WEBPACK_IMPORTED_MODULE_2__/* .SHARED_NUMBER_SETTINGS */ .io["max-changes"]) ??
            _core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_SAFETY_LIMITS */ .kM.maxChanges,
    };
}
function parseNumberFlag(flag, text, setting) {
    const value = (0,_core_shared_number_setting_js__WEBPACK_IMPORTED_MODULE_2__/* .parseNumberSetting */ .Lo)(text, setting);
    if (value === undefined) {
        throw new _usage_error_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`${flag} must be ${(0,_core_shared_number_setting_js__WEBPACK_IMPORTED_MODULE_2__/* .describeNumberSetting */ .Ti)(setting)}; got '${text}'.`);
    }
    return value;
}


/***/ }),

/***/ 38698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mY: () => (/* reexport */ policy_model/* DEFAULT_POLICY_FILE */.mY),
  eb: () => (/* reexport */ usage_error/* UsageError */.e),
  hT: () => (/* binding */ parseCliArgs)
});

// EXTERNAL MODULE: ./src/core/review/policy/policy-model.ts
var policy_model = __webpack_require__(55117);
// EXTERNAL MODULE: ./node_modules/commander/index.js + 6 modules
var commander = __webpack_require__(67375);
// EXTERNAL MODULE: ./src/core/shared/number-setting.ts
var number_setting = __webpack_require__(81477);
// EXTERNAL MODULE: ./src/core/obligations/obligation-kinds.ts
var obligation_kinds = __webpack_require__(99607);
// EXTERNAL MODULE: ./src/render/format-names.ts
var format_names = __webpack_require__(9152);
;// CONCATENATED MODULE: ./src/cli/calendar-option-specs.ts
// The flags of the calendar CIP obligations are counted by, one definition for every command that
// judges them (obligations, evidence report, evidence populations); obligationCalendarFlags reads
// them.

const CALENDAR_OPTIONS = [
    {
        flags: "--policy <file>",
        description: `the policy file whose calendar: counts the dates (default: ${policy_model/* DEFAULT_POLICY_FILE */.mY} if it exists; "" for none)`,
    },
    {
        flags: "--time-zone <zone>",
        description: "the time zone calendar days are counted in (default: the policy's, else UTC)",
    },
];

// EXTERNAL MODULE: ./src/core/evidence/chain/writer-boundary.ts
var writer_boundary = __webpack_require__(72255);
;// CONCATENATED MODULE: ./src/cli/connection-option-specs.ts
// The flags of the connection to the service, one definition for every command that reads it (the
// inventory commands, review, doctor, and evidence append --monitoring --listing); and doctor's
// flags of the GitHub repository it checks.


const CONNECTION = [
    { flags: "--api-url <url>", description: "base URL of the service (default: $CIP_API_URL)" },
    {
        flags: "--request-timeout <seconds>",
        description: `how long one request may wait for its answer (default: ${number_setting/* SHARED_NUMBER_SETTINGS */.io["request-timeout"].default})`,
    },
];
/** `doctor`'s repository, and the environment whose deployment branches its check `writer` reads. */
const DOCTOR_GITHUB = [
    {
        flags: "--repo <owner/repo>",
        description: "check that its default branch requires cip-sync/policy, with GITHUB_TOKEN (default: GITHUB_REPOSITORY, when GITHUB_TOKEN is set)",
    },
    {
        flags: "--ledger-environment <name>",
        description: `the environment that holds the ledger writer's key (CIP_SYNC_LEDGER_KEY), whose deployment branches must be the default branch alone (default: ${writer_boundary/* DEFAULT_LEDGER_ENVIRONMENT */.Gi})`,
    },
];

// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-timestamps.ts
var evidence_timestamps = __webpack_require__(5514);
// EXTERNAL MODULE: ./src/render/evidence/population-file-names.ts
var population_file_names = __webpack_require__(60145);
;// CONCATENATED MODULE: ./src/cli/evidence-command-spec.ts
// `cip-sync evidence`'s words: verify, append and report, the commands an auditor and an operator
// run against a checkout of the evidence branch (command-specs.ts lists it with the others).






/**
 * The zone the report and the populations count their period's days in, as their help says it:
 * the policy calendar's (--time-zone, else the policy's time_zone, else UTC), the same for both.
 */
const PERIOD_ZONE = "in the policy calendar's time zone, as --time-zone says";
const LEDGER_DIR = {
    flags: "--dir <dir>",
    description: "a checkout of the evidence branch (default: .)",
};
/** The ledger a reading command judges: a checkout, or a git bundle carrying its history. */
const READ_LEDGER_DIR = {
    flags: "--dir <dir>",
    description: "a clone of the evidence branch (default: .), or a git bundle of it with the default branch (git bundle create ledger.bundle cip-sync-evidence origin/main); a copy without .git has no history to check",
};
/** The ledger and the period a report or a population covers, its days counted in PERIOD_ZONE. */
const LEDGER_PERIOD = [
    READ_LEDGER_DIR,
    { flags: "--from <day>", description: `first day of the period, YYYY-MM-DD (${PERIOD_ZONE})` },
    { flags: "--to <day>", description: `last day of the period, included (${PERIOD_ZONE})` },
];
/**
 * The operators' keys, as verify reads them; every command that judges obligations from a clone
 * reads them too, since what verify only warns of (a command-line record no key signed) closes nothing.
 */
const OPERATOR_KEYS = {
    flags: "--operator-keys <file>",
    description: "in a git clone or bundle, the armored public keys of the break-glass operators (keep the file on the default branch): their signed commits of break-glass records and collectors' files are accepted, others are reported as exceptions and close nothing; refused on a copy without .git",
};
/**
 * The writer's keys, as verify checks them; every command that judges from records checks them
 * too, since a record another job of the repository wrote is not evidence (docs/ledger-writer.md).
 */
const LEDGER_DECLARATION = {
    flags: "--ledger-declaration <file>",
    description: "cip-ledger.yaml from the repository's default branch: in each workspace, every record from the first signed one on must be signed by a key it declares (docs/ledger-writer.md)",
};
/**
 * The repository's history, from which each record is checked with the declaration in force
 * before it (docs/ledger-writer.md, "The auditor's check, record by record").
 */
const REPOSITORY = {
    flags: "--repository <dir>",
    description: "with --ledger-declaration, a git clone of the repository with the default branch's full history (or the bundle --dir names, made with origin/main beside the evidence branch): each record must be signed by a key of the cip-ledger.yaml in force before it, read there, and --ledger-declaration must be the one in force at each workspace's head",
};
/**
 * The verified head `evidence verify` leaves and the judging commands resume from, with
 * --ledger-declaration and --repository (docs/preparing-for-an-audit.md, "Verify once, judge many").
 */
const VERIFIED_HEAD = {
    flags: "--verified-head <file>",
    description: "with --ledger-declaration and --repository, the verified head: evidence verify writes it once every record verified, and obligations, evidence populations and evidence report check the signatures of the records after it only (default: DIR.verified-head.json beside --dir, outside the branch's files); one written by another build, with another declaration, from another repository's declarations or on other records is refused, and every signature checked",
};
/** Who may have written a clone's records, as every command that judges from them reads it. */
const LEDGER_AUTHORITIES = [
    OPERATOR_KEYS,
    LEDGER_DECLARATION,
    REPOSITORY,
    VERIFIED_HEAD,
];
const EVIDENCE_COMMAND = {
    name: "evidence",
    summary: "Check the evidence ledger, seal a break-glass change record into it, and build the audit pack from it.",
    paths: false,
    options: [],
    examples: ["cip-sync evidence verify --dir evidence"],
    subcommands: [
        {
            name: "verify",
            summary: "Check every record against the schema and each workspace's hash chain; name the first break's file.",
            paths: false,
            options: [
                READ_LEDGER_DIR,
                {
                    flags: "--tsa-ca <file>",
                    description: "PEM certificate(s) of the TSA's authority: check every timestamp token",
                },
                { flags: "--require-timestamps", description: "fail on any record without a token" },
                {
                    flags: "--max-skew <minutes>",
                    description: `a token's time at most this long after the record's (default: ${evidence_timestamps/* DEFAULT_MAX_SKEW_MINUTES */.Ed})`,
                },
                {
                    flags: "--expect-head <seq:sha256>",
                    description: "fail unless the ledger holds this published chain head",
                },
                {
                    flags: "--remote",
                    description: "check the branch through the GitHub API (GITHUB_TOKEN)",
                },
                {
                    flags: "--repo <owner/repo>",
                    description: "with --remote (default: GITHUB_REPOSITORY)",
                },
                {
                    flags: "--branch <name>",
                    description: "with --remote, the evidence branch (default: cip-sync-evidence)",
                },
                { flags: "--require-protection", description: "with --remote, fail when unprotected" },
                {
                    flags: "--writer <name>",
                    description: "in a git clone, the author every ledger commit must have (default: the first record's)",
                },
                {
                    flags: "--writer-key <file>",
                    description: "in a git clone, the writer's armored OpenPGP public key: every commit adding records must be signed by it (GitHub's web-flow key for the Action's commits)",
                },
                ...LEDGER_AUTHORITIES,
            ],
            examples: [
                "cip-sync evidence verify --dir evidence",
                "cip-sync evidence verify --dir evidence --tsa-ca tsa-ca.pem --require-timestamps",
                "cip-sync evidence verify --dir evidence --writer-key web-flow.gpg --operator-keys .github/cip-sync-operators.asc",
                "cip-sync evidence verify --dir evidence --ledger-declaration cip-ledger.yaml",
                "cip-sync evidence verify --dir ledger.bundle --ledger-declaration cip-ledger.yaml --repository ledger.bundle",
            ],
        },
        {
            name: "append",
            summary: "Seal a change record of a break-glass apply (apply --record), or a collector's configuration-monitoring file (--monitoring), into a checkout of the evidence branch, chained, to be committed and pushed.",
            paths: false,
            options: [
                LEDGER_DIR,
                { flags: "--record <file>", description: "the change record written by apply --record" },
                {
                    flags: "--monitoring <file>",
                    description: "a collector's configuration-monitoring file (CIP-010 R2.1), compared with the inventory at git HEAD",
                },
                {
                    flags: "--path <glob>",
                    description: "with --monitoring, inventory files, directories or globs; repeatable (default: inventory/)",
                },
                {
                    flags: "--root <dir>",
                    description: "with --monitoring, the inventory repository's root (default: .)",
                },
                {
                    flags: "--listing",
                    description: "with --monitoring, read the workspace's inventory listing from the service ($CIP_API_URL, $CIP_API_KEY) and keep it beside the record: the Cyber Asset population is then complete",
                },
                ...CONNECTION,
                {
                    flags: "--workspace <name>",
                    description: "the Action's workspace (default: the ledger's only workspace; an empty ledger needs it)",
                },
                {
                    flags: "--tsa-url <url>",
                    description: "RFC 3161 timestamp authority: write a token beside it (default: $CIP_TSA_URL)",
                },
                {
                    flags: "--tsa-ca <file>",
                    description: "PEM certificate(s) of the TSA's authority: check the token first",
                },
            ],
            examples: [
                "cip-sync evidence append --dir evidence --record change.json",
                "cip-sync evidence append --dir evidence --record change.json --tsa-url https://tsa.example.com/tsr",
                "cip-sync evidence append --dir evidence --monitoring observed.json",
                "cip-sync evidence append --dir evidence --monitoring observed.json --listing",
            ],
        },
        {
            name: "report",
            summary: `Write the audit pack for a period: changes with approvals, monitoring runs and gaps, drift episodes, and the obligations (${(0,obligation_kinds/* obligationFamiliesInWords */.$G)()}) with their exceptions.`,
            paths: false,
            options: [
                ...LEDGER_PERIOD,
                ...CALENDAR_OPTIONS,
                ...LEDGER_AUTHORITIES,
                { flags: "--format <format>", description: (0,format_names/* formatsHelp */.I9)(format_names/* EVIDENCE_REPORT_FORMATS */.qq) },
                { flags: "--out <file>", description: "write the report here, not to standard output" },
                {
                    flags: "--from-start",
                    description: "check and read every record from the first, not only the records from the last checkpoint before the period on, and every signature, not only those after the verified head (the same report, the slower way; the records before the checkpoint are otherwise taken as its commit vouched for them)",
                },
            ],
            examples: [
                "cip-sync evidence report --dir evidence --from 2026-01-01 --to 2026-12-31 --format html --out audit-2026.html",
            ],
        },
        {
            name: "populations",
            // The files are named from the renderer's own table: help lists every file it writes.
            summary: `Write the populations an auditor samples from for a period, each row naming its ledger record: ${Object.values(population_file_names/* POPULATION_FILES */.I).join(", ")} (one populations.json with --format json).`,
            paths: false,
            options: [
                ...LEDGER_PERIOD,
                ...CALENDAR_OPTIONS,
                ...LEDGER_AUTHORITIES,
                {
                    flags: "--format <format>",
                    description: "csv, xlsx-safe-csv (with a byte order mark, for Excel) or json (default: csv)",
                },
                {
                    flags: "--out <dir>",
                    description: "the directory to write the files to, new or empty (default: populations)",
                },
                {
                    flags: "--force",
                    description: "write into an --out directory that is not empty, overwriting its files",
                },
                {
                    flags: "--without-ports",
                    description: "write no ports.csv, for a clone or bundle without the inventory's history (the ports are read from git at the commits the records name)",
                },
                {
                    flags: "--from-start",
                    description: "check and read every record from the first, not only the records from the last checkpoint before the period on, and every signature, not only those after the verified head (the same files, the slower way; the records before the checkpoint are otherwise taken as its commit vouched for them)",
                },
            ],
            examples: [
                "cip-sync evidence populations --dir evidence --from 2026-01-01 --to 2026-12-31 --out audit-2026",
            ],
        },
        {
            name: "handover",
            summary: "The auditor's handover in one reading of the ledger: verify every record and signature, then write the obligations as of the period's last day (obligations.md), the report and the populations for the period into --out; nothing is written unless the ledger verifies.",
            paths: false,
            options: [
                ...LEDGER_PERIOD,
                ...CALENDAR_OPTIONS,
                ...LEDGER_AUTHORITIES,
                {
                    flags: "--out <dir>",
                    description: "the directory to write obligations.md, the report and populations/ to, new or empty (default: handover)",
                },
                {
                    flags: "--force",
                    description: "write into an --out directory that is not empty, overwriting its files",
                },
                {
                    flags: "--report-format <format>",
                    description: "the report's format: html, markdown or json (default: html)",
                },
                {
                    flags: "--populations-format <format>",
                    description: "the populations' format: csv, xlsx-safe-csv (with a byte order mark, for Excel) or json (default: csv)",
                },
                {
                    flags: "--without-ports",
                    description: "write no populations/ports.csv, for a clone or bundle without the inventory's history",
                },
            ],
            examples: [
                "cip-sync evidence handover --dir ledger.bundle --operator-keys cip-sync-operators.asc --ledger-declaration cip-ledger.yaml --repository ledger.bundle --from 2026-01-01 --to 2026-12-31 --out handover-2026",
            ],
        },
    ],
};

// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(53146);
;// CONCATENATED MODULE: ./src/cli/patches-command-spec.ts
// `cip-sync patches`'s words: CIP-007 R2 patch management from the command line, today the draft
// of an evaluation from CSAF advisories (command-specs.ts lists it with the others, giving it the
// inventory's own flags).

function patchesCommand(inventoryOptions) {
    return {
        name: "patches",
        summary: "CIP-007 R2 patch management: draft an evaluation from CSAF advisories, for review.",
        paths: false,
        options: [],
        examples: ["cip-sync patches draft --source sel-advisories --advisories csaf/"],
        subcommands: [
            {
                name: "draft",
                summary: `Write a draft evaluation (${patch_files/* EVALUATIONS_FOLDER */.nH}/SOURCE/NAME.yaml) of a patch source's releases from CSAF 2.0 advisories, each checked by the reference validator: their products matched by name to the baseline items the source covers in ${patch_files/* PATCH_SOURCES_FILE */.DK}, one patch per vendor fix and item, every applicable left null for a person to judge.`,
                paths: true,
                options: [
                    {
                        flags: "--source <id>",
                        description: `the patch source's id in ${patch_files/* PATCH_SOURCES_FILE */.DK} (required)`,
                    },
                    {
                        flags: "--advisories <path>",
                        description: "a CSAF 2.0 advisory (JSON), or a folder of them read through; repeatable (required)",
                        repeatable: true,
                    },
                    {
                        flags: "--releases-since <day>",
                        description: "the first release day the evaluation covers, YYYY-MM-DD (default: the day the source's latest evaluation was last committed, in UTC-12)",
                    },
                    {
                        flags: "--out <file>",
                        description: `the evaluation file (default: ${patch_files/* EVALUATIONS_FOLDER */.nH}/SOURCE/TODAY.yaml under --root)`,
                    },
                    { flags: "--force", description: "overwrite --out when it exists" },
                    ...inventoryOptions,
                ],
                examples: [
                    "cip-sync patches draft --source sel-advisories --advisories csaf/",
                    "cip-sync patches draft --source sel-advisories --advisories csaf/sel-2026-004.json --releases-since 2026-02-11 --out patch-evaluations/sel-advisories/2026-03.yaml",
                ],
            },
        ],
    };
}

// EXTERNAL MODULE: ./src/core/sources/source-kinds.ts
var source_kinds = __webpack_require__(12307);
;// CONCATENATED MODULE: ./src/cli/command-specs.ts
// The command line's words: every command, its options, arguments and examples, as data. The grammar
// in program.ts builds commander's commands from it, and help is generated from it, so a flag is
// declared once.









/** A number setting's default as help shows it: from the one table, so help never disagrees. */
function defaultOf(name) {
    return number_setting/* SHARED_NUMBER_SETTINGS */.io[name].default;
}
const SOURCE = [
    {
        flags: "--path <glob>",
        description: "inventory files, directories or globs; repeatable, like PATHS (default: inventory/)",
        repeatable: true,
    },
    {
        flags: "--root <dir>",
        description: "repository root: symlinks must stay inside it (default: .)",
    },
    {
        flags: "--max-assets <n>",
        description: `refuse inventories declaring more assets than N (default: ${defaultOf("max-assets")})`,
    },
    {
        flags: "--max-bytes <n>",
        description: `refuse inventory files larger than N bytes together (default: ${defaultOf("max-bytes")})`,
    },
];
const SAFETY = [
    {
        flags: "--max-change-percent <n>",
        description: `refuse deletes, or updates, above N% of the deletable live assets (overall, and per system for deletes; default: ${defaultOf("max-change-percent")})`,
    },
    {
        flags: "--min-assets-for-ratio <n>",
        description: `apply the percentage once it counts N assets (default: ${defaultOf("min-assets-for-ratio")})`,
    },
    {
        flags: "--max-changes <n>",
        description: `cap on deletes, and on updates (default: ${defaultOf("max-changes")})`,
    },
];
const COLOR = [
    { flags: "--color", description: "colour even when not a terminal" },
    {
        flags: "--no-color",
        description: "no colour (default: colour on a terminal, unless NO_COLOR)",
    },
];
const POLICY_FILE = {
    flags: "--policy <file>",
    description: "the policy file; an empty value disables it (default: cip-policy.yaml)",
};
const SOURCES_FILE = {
    flags: "--sources <file>",
    description: "the sources file (default: cip-sources.yaml, when present)",
};
const COMMAND_SPECS = [
    {
        name: "validate",
        summary: "Check the inventory files; with CIP_API_URL or CIP_API_KEY set, also every reference to the service.",
        paths: true,
        options: [
            ...SOURCE,
            ...CONNECTION,
            { flags: "--format <format>", description: (0,format_names/* formatsHelp */.I9)(format_names/* VALIDATION_FORMATS */.nr) },
            POLICY_FILE,
            SOURCES_FILE,
            ...COLOR,
        ],
        examples: ["cip-sync validate", "cip-sync validate --format sarif inventory/ > cip.sarif"],
    },
    {
        name: "plan",
        summary: "Show what apply would change in the live inventory.",
        paths: true,
        options: [
            ...SOURCE,
            ...CONNECTION,
            { flags: "--format <format>", description: (0,format_names/* formatsHelp */.I9)(format_names/* PLAN_FORMATS */.Lr) },
            { flags: "--out <file>", description: "also save the plan as JSON, for apply --plan" },
            {
                flags: "--detailed-exitcode",
                description: "exit 2 when there are changes, baseline deviations included",
            },
            {
                flags: "--base <ref>",
                description: "the commit the live baselines were declared at (e.g. origin/main): list the baseline deviations from it",
            },
            ...SAFETY,
            ...COLOR,
        ],
        examples: ["cip-sync plan", "cip-sync plan --out plan.json 'inventory/**/*.yaml'"],
    },
    {
        name: "apply",
        summary: "Make the live inventory match the files. Asks first on a terminal; elsewhere needs --yes.",
        paths: true,
        options: [
            ...SOURCE,
            ...CONNECTION,
            {
                flags: "--plan <file>",
                description: "apply only if the plan still equals this saved plan; reads its paths too",
            },
            { flags: "--record <file>", description: "write the change record (JSON) here" },
            {
                flags: "--base <ref>",
                description: "the commit the live baselines were declared at (e.g. origin/main): list the baseline deviations from it",
            },
            {
                flags: "--notify-format <format>",
                description: "with CIP_NOTIFY_URL set: json, slack or teams (default: json); see docs/notifications.md",
            },
            {
                flags: "--notify-on <events>",
                description: "which outcomes notify: refused, failed, applied (default: refused failed)",
            },
            { flags: "-y, --yes", description: "do not ask for confirmation" },
            { flags: "--allow-mass-delete", description: "apply even when a safety limit is exceeded" },
            {
                flags: "--allow-replace",
                description: "apply even when an asset may have been renamed in the service",
            },
            ...SAFETY,
            {
                flags: "--concurrency <n>",
                description: `requests in flight (default: ${defaultOf("concurrency")})`,
            },
            {
                flags: "--deadline <seconds>",
                description: `start nothing new after this long, reads included (default: ${defaultOf("deadline")})`,
            },
            { flags: "-q, --quiet", description: "no progress, only the summary" },
            { flags: "--verbose", description: "list every operation, not only failed and skipped" },
            ...COLOR,
        ],
        examples: ["cip-sync apply", "cip-sync apply --plan plan.json --yes --record change.json"],
    },
    {
        name: "fmt",
        summary: "Rewrite inventory files in the canonical layout.",
        paths: true,
        options: [
            ...SOURCE,
            { flags: "--check", description: "change nothing; list files not formatted, exit 1 if any" },
        ],
        examples: ["cip-sync fmt", "cip-sync fmt --check inventory/substations.yaml"],
    },
    {
        name: "import",
        summary: "Write the live inventory as inventory files.",
        paths: false,
        options: [
            ...CONNECTION,
            { flags: "--out <dir>", description: "directory to write (default: inventory)" },
            { flags: "--force", description: "overwrite files in a directory that is not empty" },
            {
                flags: "--update",
                description: "rewrite the files in --out in place to match the live inventory",
            },
        ],
        examples: ["cip-sync import --out inventory", "cip-sync import --update"],
    },
    {
        name: "emulator",
        summary: "Run the local Compliance Inventory Service emulator (tests and rehearsals only).",
        paths: false,
        options: [
            { flags: "--port <n>", description: "port; 0 for any free port (default: 8787)" },
            { flags: "--host <host>", description: "address to listen on (default: 127.0.0.1)" },
            { flags: "--data <file>", description: "seed file (default: the built-in example)" },
            { flags: "--state <file>", description: "keep every change in this file" },
            { flags: "--base-path <prefix>", description: "serve the API under /PREFIX" },
            { flags: "--no-unique-names", description: "allow duplicate asset names" },
            { flags: "--hide-control-center-parent", description: "omit control centers' facilities" },
            { flags: "--latency-ms <n>", description: "delay every answer by N ms" },
            { flags: "--error-rate <r>", description: "answer 503 to this share of requests" },
            { flags: "--drop-after-commit-rate <r>", description: "drop the connection after commits" },
            { flags: "--rate-limit <n>", description: "answer 429 above N requests per second" },
            { flags: "--fault-seed <n>", description: "seed of the injected faults" },
            {
                flags: "--profile <profile>",
                description: "spec, or documented: errors as the service's docs show them (default: spec)",
            },
        ],
        examples: [
            "cip-sync emulator --port 0 --state emulator-state.json",
            "cip-sync emulator --profile documented --rate-limit 5",
        ],
    },
    {
        name: "doctor",
        summary: "Check the way to the service and what it answers, read-only: settings, proxy, DNS, TCP, TLS, the key, the four lists; and, given a GitHub repository and token, that its default branch requires cip-sync/policy. Exits 1 when blocked, 2 on deviations.",
        paths: false,
        options: [
            ...CONNECTION,
            ...DOCTOR_GITHUB,
            { flags: "--format <format>", description: (0,format_names/* formatsHelp */.I9)(format_names/* DOCTOR_FORMATS */.vP) },
        ],
        examples: [
            "cip-sync doctor",
            "cip-sync doctor --format json",
            "GITHUB_TOKEN=... cip-sync doctor --repo grid-east/inventory",
        ],
    },
    {
        name: "drift",
        summary: "Say whether the live inventory drifted from the files, asset by asset: declared and live. Exits 2 on drift.",
        paths: true,
        options: [
            ...SOURCE,
            ...CONNECTION,
            { flags: "--format <format>", description: (0,format_names/* formatsHelp */.I9)(format_names/* DRIFT_FORMATS */.fW) },
            ...SAFETY,
            ...COLOR,
        ],
        examples: ["cip-sync drift", "cip-sync drift --format json inventory/"],
    },
    {
        name: "obligations",
        summary: 
        // The families from the requirement table: a family added there is named here (a test holds it).
        `List the CIP obligations of the evidence ledger (${(0,obligation_kinds/* obligationFamiliesInWords */.$G)()}): what is due, late or an exception, and which record closed each.`,
        paths: false,
        options: [
            READ_LEDGER_DIR,
            { flags: "--at <day>", description: "judge as of this day, YYYY-MM-DD (default: today)" },
            ...CALENDAR_OPTIONS,
            ...LEDGER_AUTHORITIES,
            {
                flags: "--due-soon-days <n>",
                description: "due soon from this many days before the due date (default: the policy's, else 7)",
            },
            { flags: "--format <format>", description: (0,format_names/* formatsHelp */.I9)(format_names/* OBLIGATIONS_FORMATS */.$B) },
            {
                flags: "--fail-on <status>",
                description: "exit 3 when an obligation is an exception or overdue (overdue), or an exception, overdue or due soon (due-soon)",
            },
            {
                flags: "--status <statuses>",
                description: `list only these statuses, repeatable or comma-separated: ${obligation_kinds/* OBLIGATION_STATUSES */.aC.join(", ")} (default: text and markdown list ${obligation_kinds/* STILL_TO_DO */.PB.join(", ")}; csv and json every one)`,
                repeatable: true,
            },
            { flags: "--all", description: "text and markdown: list every obligation, closed ones too" },
            { flags: "--out <file>", description: "write the list here, not to standard output" },
            {
                flags: "--from-start",
                description: "check and judge every record from the first, not only the records from the last checkpoint at or before the day on, and every signature, not only those after the verified head (the same output, the slower way; the records before the checkpoint are otherwise taken as its commit vouched for them)",
            },
        ],
        examples: [
            "cip-sync obligations --dir evidence",
            "cip-sync obligations --dir evidence --all",
            "cip-sync obligations --dir evidence --status overdue,due-soon --format json",
            "cip-sync obligations --dir evidence --time-zone America/Chicago --fail-on overdue",
            "cip-sync obligations --dir evidence --at 2026-12-31 --format csv --out obligations-2026.csv",
        ],
    },
    {
        name: "review",
        summary: "Write the CIP-002 R2 review file (cip-002-review.yaml): the identifications as they are now, for the CIP Senior Manager to approve in a pull request. --check: exit 1 if the file no longer describes the inventory.",
        paths: true,
        options: [
            ...SOURCE,
            {
                flags: "--workspace <name>",
                description: "the workspace reviewed, the Action's input workspace (default: the only workspace of the ledger in --dir)",
            },
            {
                flags: "--dir <dir>",
                description: "a checkout of the evidence branch, for --workspace's default (default: .)",
            },
            { flags: "--on <day>", description: "the review's date, YYYY-MM-DD (default: today, UTC)" },
            {
                flags: "--out <file>",
                description: "the review file (default: cip-002-review.yaml; the Action's input review-file)",
            },
            {
                flags: "--check",
                description: "write nothing; exit 1 if --out no longer describes the inventory",
            },
            ...CONNECTION,
            {
                flags: "--offline",
                description: "list only the facilities and control centers the inventory names, without the service",
            },
        ],
        examples: [
            "cip-sync review --workspace grid-east",
            "cip-sync review --workspace grid-east --offline",
            "cip-sync review --dir evidence",
            "cip-sync review --check --out cip-002-review.yaml",
        ],
    },
    {
        name: "export",
        summary: "Write the live inventory as rows with the service's ids, for a CMDB.",
        paths: false,
        options: [
            ...CONNECTION,
            { flags: "--format <format>", description: (0,format_names/* formatsHelp */.I9)(format_names/* EXPORT_FORMATS */.UP) },
            { flags: "--out <file>", description: "write the rows here, not to standard output" },
        ],
        examples: ["cip-sync export --format csv --out cip-assets.csv"],
    },
    {
        name: "source",
        summary: `Generate inventory documents from a read-only source (${(0,source_kinds/* sourceKindsInWords */.R)()}).`,
        paths: false,
        options: [],
        examples: ["cip-sync source sync cmdb --check"],
        subcommands: [
            {
                name: "sync",
                summary: "Write the documents of the systems a source owns. --check: exit 2 on changes.",
                paths: false,
                argument: { flags: "<name>", description: "the source's name in the sources file" },
                options: [
                    SOURCES_FILE,
                    { flags: "--root <dir>", description: "repository root (default: .)" },
                    { flags: "--check", description: "change nothing; exit 2 when files would change" },
                    { flags: "--skip-invalid", description: "leave out rows that cannot be declared" },
                    { flags: "--allow-mass-delete", description: "write even past the guards" },
                    ...SAFETY,
                ],
                examples: ["cip-sync source sync cmdb", "cip-sync source sync netbox --check"],
            },
        ],
    },
    EVIDENCE_COMMAND,
    patchesCommand(SOURCE),
    {
        name: "policy",
        summary: "Judge a saved plan by the policy (cip-policy.yaml): owners, impact, freezes.",
        paths: false,
        options: [],
        examples: ["cip-sync policy check --plan plan.json --approvals approvals.json"],
        subcommands: [
            {
                name: "check",
                summary: "List each rule that applies to the plan, who may satisfy it and what is missing; exit 1 while one is unmet.",
                paths: true,
                options: [
                    { flags: "--plan <file>", description: "the plan saved with 'cip-sync plan --out FILE'" },
                    {
                        flags: "--approvals <file>",
                        description: 'JSON array of {"login", "teams": [...]}: approvals on the head commit',
                    },
                    POLICY_FILE,
                    ...SOURCE,
                ],
                examples: ["cip-sync policy check --plan plan.json --approvals approvals.json"],
            },
        ],
    },
];

;// CONCATENATED MODULE: ./src/cli/exit-codes-table.ts
// What every exit code of cip-sync means, as data: `cip-sync --help` prints it, and
// docs/command-line.md's table "Exit codes, all commands" is checked against it row by row, so the
// help and the manual cannot disagree. Markdown code spans (`...`) are plain text in the help.
const EXIT_CODE_ROWS = [
    { code: "0", meaning: "Success (`plan --detailed-exitcode`: no changes)" },
    {
        code: "1",
        meaning: "Error, refused apply, an apply in which some operation failed, `fmt --check`, `plan --detailed-exitcode` with no operation and baselines not compared (no `--base`)",
    },
    {
        code: "2",
        meaning: "`plan --detailed-exitcode` only: success, and there are changes (operations, baseline deviations from `--base`, CIP-007 R2 patch files or CIP-010 R3 assessment files shown for approval, or a system leaving management: its document removed since `--base`)",
    },
    { code: "2", meaning: "`drift` only: the live inventory differs from the files" },
    { code: "1, 2", meaning: "`doctor`: 1 blocked, 2 deviations found" },
    { code: "2", meaning: "`source sync --check` only: the generated files would change" },
    { code: "1, 2", meaning: "`policy check` only: 1 the policy refuses the plan, 2 bad input" },
    {
        code: "2",
        meaning: "`obligations`, `evidence populations`: the policy file is invalid; these and `evidence report`: `--time-zone` is invalid; `obligations`: `--status` names no status, or comes with `--all`",
    },
    {
        code: "2",
        meaning: "`obligations`, `evidence populations`, `evidence report`, `evidence verify`: `--operator-keys`, `--writer` or `--writer-key` on a `--dir` without git history, or a `--dir` file that is no git bundle",
    },
    {
        code: "3",
        meaning: "`obligations --fail-on` only: an exception or overdue obligation (or one due soon)",
    },
    { code: "130", meaning: "Interrupted (Ctrl-C or SIGTERM)" },
];
/** The rows for `--help`: the code, then its meaning wrapped to `width` columns. */
function exitCodesHelp(width) {
    const indent = " ".repeat(8);
    return EXIT_CODE_ROWS.map(({ code, meaning }) => {
        const lines = [];
        let line = `  ${code.padEnd(6)}`;
        for (const word of meaning.replaceAll("`", "").split(" ")) {
            if (line.length + 1 + word.length > width && line.trim() !== "") {
                lines.push(line);
                line = indent + word;
            }
            else
                line += line.endsWith(" ") ? word : ` ${word}`;
        }
        return [...lines, line].join("\n");
    }).join("\n");
}

// EXTERNAL MODULE: ./src/cli/shared/usage-error.ts
var usage_error = __webpack_require__(32246);
// EXTERNAL MODULE: ./src/cli/version.ts
var version = __webpack_require__(63882);
;// CONCATENATED MODULE: ./src/cli/program.ts
// The command line's grammar: commands, their options and arguments, and their help, declared with
// commander. Parsing here only splits the words; settings.ts checks the values and turns them into
// settings, so every message about a value is written in one place.





/** Help is wrapped to this many columns. */
const HELP_WIDTH = 80;
const PROGRAM_EPILOG = `
Connection (validate, plan, apply, import, export, drift, doctor):
  CIP_API_URL  base URL of the service (https:// except for loopback)
  CIP_API_KEY  API key: from the environment only, never a flag, never printed
  NETBOX_TOKEN the token of a netbox source (source sync), never printed
  SERVICENOW_USER, SERVICENOW_PASSWORD or SERVICENOW_TOKEN, TENABLE_OT_API_KEY,
  NOZOMI_USER, NOZOMI_PASSWORD or NOZOMI_KEY_NAME, NOZOMI_KEY_TOKEN
               the credential of a servicenow, tenable-ot or nozomi source,
               never printed (docs/sources.md)

Exit codes:
${exitCodesHelp(HELP_WIDTH)}`;
/** Splits argv into a command, its option values and its plain arguments; or the help asked for. */
function parseWords(argv) {
    let shown = "";
    let parsed;
    const program = new commander/* Command */.uB("cip-sync")
        .description("The NERC CIP cyber-asset inventory as code.")
        .version(version/* VERSION_LINE */.c.trimEnd(), "-V, --version", "print the version")
        .helpOption("-h, --help", "show help")
        .helpCommand("help [command]", "show help for a command")
        .configureHelp({ helpWidth: HELP_WIDTH, sortOptions: false })
        .configureOutput({
        writeOut: (text) => (shown += text),
        writeErr: (text) => (shown += text),
        outputError: () => { },
    })
        .exitOverride()
        .addHelpText("after", PROGRAM_EPILOG);
    const register = (parent, spec, prefix) => {
        const command = parent
            .command(spec.name)
            // The first sentence: everything before the first ". ".
            .summary(spec.summary.replace(/(?<=\.) [\s\S]*$/, ""))
            .description(spec.summary);
        if (spec.paths)
            command.argument("[paths...]", "inventory files, directories or globs");
        if (spec.argument)
            command.argument(spec.argument.flags, spec.argument.description);
        for (const option of spec.options)
            command.addOption(optionOf(option));
        command.addHelpText("after", `\nExamples:\n${spec.examples.map((e) => `  ${e}`).join("\n")}`);
        if (spec.subcommands !== undefined) {
            for (const sub of spec.subcommands)
                register(command, sub, `${prefix}${spec.name} `);
            return;
        }
        command.action((...args) => {
            const self = args.at(-1);
            parsed = {
                command: `${prefix}${spec.name}`,
                values: valuesByFlag(self),
                positionals: self.args,
            };
        });
    };
    for (const spec of COMMAND_SPECS)
        register(program, spec, "");
    if (argv.length === 0) {
        program.outputHelp();
        return { command: "help", text: shown };
    }
    try {
        program.parse([...argv], { from: "user" });
    }
    catch (error) {
        if (!(error instanceof commander/* CommanderError */.b7))
            throw error;
        // "commander.help": a command of subcommands given none (`cip-sync evidence`) shows its help.
        if (error.exitCode === 0 || error.code === "commander.help")
            return { command: "help", text: shown };
        throw new usage_error/* UsageError */.e(usageMessage(error, argv));
    }
    if (parsed === undefined) {
        // Every leaf command has an action and a command of subcommands given none throws "commander.help".
        throw new Error("commander parsed the command line without running a command's action");
    }
    return parsed;
}
function optionOf(spec) {
    const option = new commander/* Option */.c$(spec.flags, spec.description);
    if (spec.repeatable === true) {
        option.argParser((value, previous) => [
            ...(previous ?? []),
            value,
        ]);
    }
    return option;
}
function valuesByFlag(command) {
    const opts = command.opts();
    const values = {};
    for (const option of command.options) {
        // Every option in command-specs.ts is declared with a long flag: settings read values by it.
        if (option.long === undefined)
            throw new Error(`option ${option.flags} has no long flag`);
        const name = option.long.slice(2);
        const value = opts[option.attributeName()];
        // A negated flag ("--no-color") sets its positive attribute to false.
        if (option.negate) {
            if (value === false)
                values[name] = true;
        }
        else
            values[name] = value;
    }
    return values;
}
/** The command named in argv: "plan", or with its subcommand, "evidence verify". */
function commandWords(argv) {
    for (const [index, word] of argv.entries()) {
        const spec = COMMAND_SPECS.find((candidate) => candidate.name === word);
        if (spec === undefined)
            continue;
        const sub = spec.subcommands?.find((candidate) => candidate.name === argv[index + 1]);
        return sub === undefined ? spec.name : `${spec.name} ${sub.name}`;
    }
    return undefined;
}
/** The flags a user may try for the API key, which only the environment gives. */
const API_KEY_FLAG = /^--(?:api[-_]?key|key)$/i;
/** Commander's "error: unknown option '--paths'\n(Did you mean --path?)", in the CLI's wording. */
function usageMessage(error, argv) {
    const command = commandWords(argv);
    const help = `Run 'cip-sync ${command === undefined ? "" : `${command} `}--help' for usage.`;
    const unknown = /^error: unknown option '([^']+)'/.exec(error.message)?.[1];
    // The flag without any "=value" written onto it: the value may be a secret, and is never shown.
    const flag = unknown?.replace(/=[\s\S]*$/, "");
    if (flag !== undefined && /^--notify[-_]?url$/i.test(flag)) {
        return `${flag} is not a flag: the webhook URL holds a token, so it is read from the environment variable CIP_NOTIFY_URL only, to stay out of the shell history and the process list; run export CIP_NOTIFY_URL=... and leave out ${flag}. ${help}`;
    }
    if (flag !== undefined && API_KEY_FLAG.test(flag)) {
        return `${flag} is not a flag: the API key is read from the environment variable CIP_API_KEY only, so that it stays out of the shell history and the process list; run export CIP_API_KEY=... (or set it from your secret store) and leave out ${flag}. ${help}`;
    }
    if (command !== undefined && flag !== undefined) {
        const elsewhere = COMMAND_SPECS.flatMap((spec) => [spec, ...(spec.subcommands ?? [])]).filter((spec) => spec.options.some((option) => option.flags.split(/[ ,]+/).includes(flag)));
        if (elsewhere.length > 0)
            return `'${command}' does not take ${flag}. ${help}`;
    }
    if (command !== undefined && error.code === "commander.excessArguments") {
        const lastWord = command.slice(command.lastIndexOf(" ") + 1);
        const extra = argv[argv.indexOf(lastWord) + 1] ?? "";
        return `unexpected argument '${extra}' for '${command}': it takes no paths. ${help}`;
    }
    const text = error.message
        .replace(/^error: /, "")
        .replace(/^(unknown option '[^'=]+)=[^']*'/, "$1'")
        .replace(/^option '(\S+) <(\w+)>' argument missing$/, "$1 needs a value: $1 <$2>")
        .replace(/\n\(Did you mean (.+)\?\)$/, "; did you mean $1?");
    return `${text}${/[.?]$/.test(text) ? "" : "."} ${help}`;
}

// EXTERNAL MODULE: ./src/core/inventory/document/default-inventory-pattern.ts
var default_inventory_pattern = __webpack_require__(27007);
// EXTERNAL MODULE: ./src/cli/shared/flag-values.ts
var flag_values = __webpack_require__(42357);
;// CONCATENATED MODULE: ./src/cli/shared/common-settings.ts
// What the command families read alike: where the inventory files are, the connection to the
// service, colour per stream, and the environment the arguments are read in.


/** Without --color or --no-color, colour on a terminal unless NO_COLOR is set. */
function colorOf(values, environment) {
    const colorFor = (isTTY) => values["no-color"]
        ? false
        : values.color === true || (isTTY && environment.env.NO_COLOR === undefined);
    return { stdout: colorFor(environment.stdoutIsTTY), stderr: colorFor(environment.stderrIsTTY) };
}
function connectionOf(values, env) {
    const apiUrl = (0,flag_values/* text */.Qq)(values, "api-url");
    return {
        apiUrl: apiUrl ?? env.CIP_API_URL,
        urlSource: apiUrl !== undefined ? "--api-url" : "CIP_API_URL",
        apiKey: env.CIP_API_KEY,
        keySource: "CIP_API_KEY",
        proxyEnv: env,
        requestTimeoutMs: (0,flag_values/* sharedNumberFlag */.hD)(values, "request-timeout") * 1000,
    };
}
/** --path and plain arguments together; `given` tells apply --plan to use the plan's own inputs. */
function sourceOf(values, positionals, cwd) {
    const patterns = [...(values.path ?? []), ...positionals];
    const root = (0,flag_values/* text */.Qq)(values, "root");
    return {
        patterns: patterns.length > 0 ? patterns : [default_inventory_pattern/* DEFAULT_INVENTORY_PATTERN */.O],
        root: root ?? cwd,
        given: patterns.length > 0 || root !== undefined,
        maxAssets: (0,flag_values/* sharedNumberFlag */.hD)(values, "max-assets"),
        maxBytes: (0,flag_values/* sharedNumberFlag */.hD)(values, "max-bytes"),
    };
}

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/cli/shared/settings.ts






/** The policy file, relative to the working directory (the repository root). */


async function parseCliArgs(argv, environment) {
    const words = parseWords(argv);
    if ("text" in words)
        return words;
    const { values, positionals } = words;
    const connection = connectionOf(values, environment.env);
    const source = sourceOf(values, positionals, environment.cwd);
    switch (words.command) {
        case "evidence verify":
            return (await evidence()).evidenceVerifySettings((0,flag_values/* flagReader */.Ko)(values), environment.env);
        case "evidence append":
            return (await evidence()).evidenceAppendSettings((0,flag_values/* flagReader */.Ko)(values), environment.env, {
                source,
                connection,
            });
        case "evidence report":
            return (await evidence()).evidenceReportSettings(values);
        case "evidence populations":
            return (await evidence()).evidencePopulationsSettings(values);
        case "evidence handover":
            return (await evidence()).evidenceHandoverSettings(values);
        case "obligations":
            return (await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(3379)]).then(__webpack_require__.bind(__webpack_require__, 3379))).obligationsSettings(values);
        case "review":
            return (await __webpack_require__.e(/* import() */ 5878).then(__webpack_require__.bind(__webpack_require__, 75878))).reviewSettings(values, {
                source,
                connection,
            });
        case "policy check":
            return (await __webpack_require__.e(/* import() */ 8516).then(__webpack_require__.bind(__webpack_require__, 58516))).policyCheckSettings(values, source);
        case "patches draft":
            return (await Promise.all(/* import() */[__webpack_require__.e(3049), __webpack_require__.e(1780)]).then(__webpack_require__.bind(__webpack_require__, 41780))).patchesDraftSettings(values, source);
        case "doctor":
            return (await service()).doctorSettings(values, connection, environment.env);
        case "emulator":
            return (await service()).emulatorSettings(values);
        case "source sync":
            return (await __webpack_require__.e(/* import() */ 9232).then(__webpack_require__.bind(__webpack_require__, 39232))).sourceSyncSettings(values, 
            // commander requires source sync's one argument, so it is there.
            positionals[0] ?? (0,collections/* missingEntry */.Dj)("source sync's argument"), source.root);
        case "drift":
        case "validate":
        case "fmt":
        case "plan":
        case "apply":
        case "import":
        case "export": {
            const color = colorOf(values, environment);
            const inputs = { source, connection, color, env: environment.env };
            const { inventorySettings } = await Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(325)]).then(__webpack_require__.bind(__webpack_require__, 60325));
            return inventorySettings(words.command, values, inputs);
        }
        default:
            throw new Error(`no settings for the command ${words.command}`);
    }
}
function evidence() {
    return Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(5015), __webpack_require__.e(212), __webpack_require__.e(8083)]).then(__webpack_require__.bind(__webpack_require__, 95871));
}
function service() {
    return Promise.all(/* import() */[__webpack_require__.e(7478), __webpack_require__.e(3049), __webpack_require__.e(3975), __webpack_require__.e(1964), __webpack_require__.e(6968), __webpack_require__.e(1818), __webpack_require__.e(5065), __webpack_require__.e(5862), __webpack_require__.e(2467), __webpack_require__.e(6200), __webpack_require__.e(8427), __webpack_require__.e(9103)]).then(__webpack_require__.bind(__webpack_require__, 69103));
}


/***/ }),

/***/ 72255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gi: () => (/* binding */ DEFAULT_LEDGER_ENVIRONMENT),
/* harmony export */   Rw: () => (/* binding */ judgeWriterBoundary)
/* harmony export */ });
/* unused harmony export jobsNaming */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40249);
// The boundary the writer's key rests on, as `cip-sync doctor` judges it: GitHub gives the secret
// of the environment the apply and drift jobs name only to jobs of the branches its
// deployment-branch policy allows, so that policy must name exactly the default branch; every
// workflow on the default branch that names the environment gets the key, so each is listed; and
// the rulesets that keep the evidence branch from deletion and force pushes must let nobody bypass
// them. Each fact read, absent, or unreadable with what GitHub answered: what could not be read
// fails the check, never reads as none. Pure; the facts are read by github/ledger/writer-environment.ts.


/** The environment docs/ledger-writer.md sets up, which doctor reads unless told another. */
const DEFAULT_LEDGER_ENVIRONMENT = "inventory-production";
/** The setting docs/ledger-writer.md gives the environment, for every fix that needs it. */
const RESTRICT = (environment, branch) => `in Settings, Environments, ${environment}, under "Deployment branches and tags" choose "Selected branches and tags" and add the branch ${branch} alone (docs/ledger-writer.md)`;
/** Whether the writer's key is held only where the reviewed workflow runs, and what to do if not. */
function judgeWriterBoundary(facts) {
    const parts = [judgeEnvironment(facts), judgeWorkflows(facts), judgeBypass(facts)];
    const failed = parts.filter((part) => part.fix !== undefined);
    return {
        outcome: failed.length === 0 ? "ok" : "failed",
        detail: parts.map(({ detail }) => detail).join("; "),
        ...(failed.length === 0 ? {} : { fix: failed.map(({ fix }) => fix).join("; ") }),
    };
}
function judgeEnvironment({ environment, defaultBranch, policy }) {
    const named = `the environment ${environment}`;
    const restrict = RESTRICT(environment, defaultBranch);
    switch (policy.kind) {
        case "absent":
            return {
                detail: `${named} does not exist, or the token may not see it (reading an environment needs Actions: read), so no job holds the writer's key in it`,
                fix: `create ${named} with the secret CIP_SYNC_LEDGER_KEY and ${restrict.replace(/^in Settings, Environments, [^,]*, /, "")}, or give --ledger-environment the environment the apply and drift jobs name`,
            };
        case "unreadable":
            return {
                detail: `${named} could not be read (${policy.why}), so which branches get the writer's key cannot be told`,
                fix: "give GITHUB_TOKEN Actions: read on the repository (a fine-grained token's repository permission; a classic token needs the repo scope for a private repository), then run cip-sync doctor again",
            };
        case "unrestricted":
            return {
                detail: `${named} has no deployment branch policy ("No restriction", as GitHub creates a new environment): a workflow of any branch, pushed by anyone with write access, gets the writer's key and can sign records`,
                fix: restrict,
            };
        case "protected-branches":
            return {
                detail: `${named} allows "Protected branches only": every branch a branch protection rule or ruleset protects gets the writer's key, not only ${defaultBranch}, and which branches those are changes with every rule (one that targets a pattern, or all branches, lets the branches it matches in)`,
                fix: restrict,
            };
        case "custom":
            return judgeCustom(named, defaultBranch, policy.policies, restrict);
    }
}
function judgeCustom(named, branch, policies, restrict) {
    if (!Array.isArray(policies))
        return {
            detail: `the deployment branch policies of ${named} could not be read (${policies.unreadable}), so which branches get the writer's key cannot be told`,
            fix: "give GITHUB_TOKEN Actions: read on the repository, then run cip-sync doctor again",
        };
    const [only, ...others] = policies;
    if (only !== undefined && others.length === 0 && only.type === "branch" && only.name === branch)
        return { detail: `${named} gives its secrets to jobs of the branch ${branch} alone` };
    const allowed = policies.length === 0
        ? "no branch or tag"
        : policies.map(({ name, type }) => `${name} (${type})`).join(", ");
    return {
        detail: `${named} allows ${allowed}, not exactly the default branch ${branch}: ${policies.length === 0 ? "no job can get the writer's key" : "a job of any other branch or tag it allows gets the writer's key"}`,
        fix: restrict,
    };
}
function judgeWorkflows({ environment, defaultBranch, workflows }) {
    if (!Array.isArray(workflows))
        return {
            detail: `the workflows on ${defaultBranch} could not be read (${workflows.unreadable}), so which of them get the writer's key cannot be told`,
            fix: "give GITHUB_TOKEN Contents: read on the repository, then run cip-sync doctor again",
        };
    const jobs = workflows.flatMap(({ path, text }) => jobsNaming(text, environment).map((job) => `${path} (job ${job})`));
    if (jobs.length === 0)
        return {
            detail: `no workflow on ${defaultBranch} names ${environment}, so no job holds the writer's key: the apply and drift jobs cannot sign`,
        };
    return {
        detail: `each of these jobs on ${defaultBranch} names ${environment} and gets the writer's key (the apply and drift jobs should be the only ones): ${jobs.join(", ")}`,
    };
}
/**
 * The jobs of the workflow `text` whose `environment:` (a name, or `{ name: }`) is `environment`,
 * or is an expression that may resolve to it; a file that does not parse names none (GitHub does
 * not run it either).
 */
function jobsNaming(text, environment) {
    const [doc] = (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYamlDocuments */ .v)(text, new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN());
    if (doc === undefined || doc.errors.length > 0)
        return [];
    const jobs = doc.toJS({ maxAliasCount: 0 })?.jobs;
    if (typeof jobs !== "object" || jobs === null)
        return [];
    return Object.entries(jobs).flatMap(([id, job]) => {
        const named = job?.environment;
        const name = typeof named === "object" && named !== null ? named.name : named;
        if (typeof name !== "string")
            return [];
        if (name === environment)
            return [id];
        return name.includes("${{") ? [`${id}, by an expression that may name it`] : [];
    });
}
function judgeBypass({ evidenceBranch, rulesets }) {
    const fix = `keep "Restrict deletions" and "Block force pushes" of ${evidenceBranch} in a ruleset with an empty bypass list ("Restrict updates" may be another ruleset, with GitHub Actions as its only bypass actor, which the Action's writes need)`;
    if (!Array.isArray(rulesets))
        return {
            detail: `the rulesets on the evidence branch ${evidenceBranch} could not be read (${rulesets.unreadable})`,
            fix,
        };
    if (rulesets.length === 0)
        return {
            detail: `no ruleset protects the evidence branch ${evidenceBranch} against deletion and force pushes (see the check ledger)`,
            fix,
        };
    const problems = rulesets.flatMap(({ id, bypass }) => {
        if (bypass === "hidden")
            return [
                `ruleset ${id}'s bypass list is shown only to a token that may edit the ruleset (repository Administration), so who may bypass it cannot be told`,
            ];
        if (!Array.isArray(bypass))
            return [`ruleset ${id} could not be read (${bypass.unreadable})`];
        if (bypass.length === 0)
            return [];
        const actors = bypass.map(({ actorType, actorId }) => actorId === null ? actorType : `${actorType} ${actorId}`);
        return [
            `ruleset ${id} lets ${actors.join(", ")} bypass it: ${actors.some((actor) => actor.startsWith("Integration")) ? "an app's bypass (GitHub Actions) lets every workflow's GITHUB_TOKEN delete or rewind the ledger" : "they can delete or rewind the ledger"}`,
        ];
    });
    if (problems.length === 0)
        return {
            detail: `nobody may bypass the rulesets that keep ${evidenceBranch} from deletion and force pushes (${rulesets.map(({ id }) => id).join(", ")})`,
        };
    return { detail: problems.join("; "), fix };
}


/***/ }),

/***/ 55117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ky: () => (/* binding */ POLICY_VERSION),
/* harmony export */   mY: () => (/* binding */ DEFAULT_POLICY_FILE),
/* harmony export */   su: () => (/* binding */ POLICY_OPERATIONS)
/* harmony export */ });
/** What a rule or a freeze can name: an update matches `update` and each of its kinds. */
const POLICY_OPERATIONS = [
    "create",
    "update",
    "rename",
    "retype",
    "move",
    "delete",
];
const POLICY_VERSION = 1;
/** The policy file, relative to the repository root, when none is named (CLI and Action). */
const DEFAULT_POLICY_FILE = "cip-policy.yaml";


/***/ }),

/***/ 12307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ sourceKindsInWords),
/* harmony export */   c: () => (/* binding */ SOURCE_KIND_NAMES)
/* harmony export */ });
// The kinds of source, each with the words a person reads for it: the one list the sources file's
// schema is keyed by (sources-schema.ts), and that help and the collector's name say. Without zod,
// so that the command line's help names the kinds without building the schema.
const SOURCE_KIND_NAMES = {
    csv: "CSV",
    netbox: "NetBox",
    servicenow: "ServiceNow",
    "tenable-ot": "Tenable OT Security",
    nozomi: "Nozomi Networks",
    command: "a command",
};
/** "CSV, NetBox, ..., Nozomi Networks or a command": every kind, as a sentence lists them. */
function sourceKindsInWords() {
    const names = Object.values(SOURCE_KIND_NAMES);
    return `${names.slice(0, -1).join(", ")} or ${names.at(-1) ?? ""}`;
}


/***/ }),

/***/ 9152:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ OBLIGATIONS_FORMATS),
/* harmony export */   I9: () => (/* binding */ formatsHelp),
/* harmony export */   Lr: () => (/* binding */ PLAN_FORMATS),
/* harmony export */   UP: () => (/* binding */ EXPORT_FORMATS),
/* harmony export */   fW: () => (/* binding */ DRIFT_FORMATS),
/* harmony export */   nr: () => (/* binding */ VALIDATION_FORMATS),
/* harmony export */   qq: () => (/* binding */ EVIDENCE_REPORT_FORMATS),
/* harmony export */   vP: () => (/* binding */ DOCTOR_FORMATS)
/* harmony export */ });
// Each kind of output's format names, in the order help lists them (the default first), and that
// list in words. Apart from formats.ts, whose registries bring every renderer, so that the command
// line's help can name the formats without loading them; formats.ts holds one renderer per name.
const PLAN_FORMATS = ["text", "markdown", "json"];
const VALIDATION_FORMATS = ["text", "json", "sarif"];
const DRIFT_FORMATS = ["text", "markdown", "json"];
const EVIDENCE_REPORT_FORMATS = ["markdown", "csv", "html", "json"];
const EXPORT_FORMATS = ["csv", "json"];
const DOCTOR_FORMATS = ["text", "json"];
const OBLIGATIONS_FORMATS = ["text", "markdown", "csv", "json"];
/** "text, markdown or json (default: text)": a kind's formats as help lists them. */
function formatsHelp(names) {
    const listed = names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
    return `${listed} (default: ${names[0]})`;
}


/***/ })

};
