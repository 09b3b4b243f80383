export const id = 767;
export const ids = [767];
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
// EXTERNAL MODULE: ./src/cli/shared/settings.ts + 20 modules
var shared_settings = __webpack_require__(33986);
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
        const settings = (0,shared_settings/* parseCliArgs */.hT)(argv, filtered);
        return await runCommand(settings, filtered);
    }
    catch (error) {
        err(`error: ${(0,errors/* errorMessage */.g)(error)}\n`);
        return (error instanceof shared_settings/* UsageError */.eb ? error.exitCode : undefined) ?? shared_io/* EXIT_ERROR */.SI;
    }
}
async function runCommand(settings, io) {
    switch (settings.command) {
        case "help":
            io.stdout(settings.text);
            return shared_io/* EXIT_OK */.Ij;
        case "validate":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(888), __webpack_require__.e(184), __webpack_require__.e(227)]).then(__webpack_require__.bind(__webpack_require__, 72227))).validate(settings, io);
        case "plan":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(888), __webpack_require__.e(184), __webpack_require__.e(227)]).then(__webpack_require__.bind(__webpack_require__, 72227))).plan(settings, io);
        case "import":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(888), __webpack_require__.e(184), __webpack_require__.e(227)]).then(__webpack_require__.bind(__webpack_require__, 72227))).importInventory(settings, io);
        case "export":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(948)]).then(__webpack_require__.bind(__webpack_require__, 9948))).exportRows(settings, io);
        case "source sync":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(175), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(509)]).then(__webpack_require__.bind(__webpack_require__, 51509))).syncSourceCommand(settings, io);
        case "fmt":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(270)]).then(__webpack_require__.bind(__webpack_require__, 63270))).formatFiles(settings, io);
        case "apply":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(888), __webpack_require__.e(512)]).then(__webpack_require__.bind(__webpack_require__, 16512))).apply(settings, io);
        case "emulator":
            return (await __webpack_require__.e(/* import() */ 567).then(__webpack_require__.bind(__webpack_require__, 67567))).runEmulatorCommand(settings, io);
        case "doctor":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(239), __webpack_require__.e(252), __webpack_require__.e(958)]).then(__webpack_require__.bind(__webpack_require__, 18958))).runDoctor(settings, io);
        case "drift":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(910)]).then(__webpack_require__.bind(__webpack_require__, 31910))).checkDrift(settings, io);
        case "evidence verify":
            return (await __webpack_require__.e(/* import() */ 279).then(__webpack_require__.bind(__webpack_require__, 29279))).onLedgerDir(settings, io, async (read) => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(701), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(182), __webpack_require__.e(962)]).then(__webpack_require__.bind(__webpack_require__, 16962))).verifyEvidence(read, io));
        case "evidence append":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(701), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(466)]).then(__webpack_require__.bind(__webpack_require__, 67466))).appendEvidenceRecord(settings, io);
        case "evidence report":
            return (await __webpack_require__.e(/* import() */ 279).then(__webpack_require__.bind(__webpack_require__, 29279))).onLedgerDir(settings, io, async (read) => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(701), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(888), __webpack_require__.e(184), __webpack_require__.e(182), __webpack_require__.e(331), __webpack_require__.e(568)]).then(__webpack_require__.bind(__webpack_require__, 5568))).reportEvidence(read, io));
        case "evidence populations":
            return (await __webpack_require__.e(/* import() */ 279).then(__webpack_require__.bind(__webpack_require__, 29279))).onLedgerDir(settings, io, async (read, bundle) => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(701), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(888), __webpack_require__.e(184), __webpack_require__.e(182), __webpack_require__.e(331), __webpack_require__.e(8)]).then(__webpack_require__.bind(__webpack_require__, 76008))).writePopulations(read, io, bundle));
        case "obligations":
            return (await __webpack_require__.e(/* import() */ 279).then(__webpack_require__.bind(__webpack_require__, 29279))).onLedgerDir(settings, io, async (read) => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(888), __webpack_require__.e(184), __webpack_require__.e(182), __webpack_require__.e(5)]).then(__webpack_require__.bind(__webpack_require__, 50005))).reportObligations(read, io));
        case "review":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(634)]).then(__webpack_require__.bind(__webpack_require__, 97634))).writeReview(settings, io);
        case "policy check":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(888), __webpack_require__.e(184)]).then(__webpack_require__.bind(__webpack_require__, 74184))).checkPolicy(settings, io);
        case "patches draft":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(919), __webpack_require__.e(252), __webpack_require__.e(396), __webpack_require__.e(215)]).then(__webpack_require__.bind(__webpack_require__, 24215))).draftPatchEvaluation(settings, io);
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

/***/ 33986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mY: () => (/* reexport */ policy_model/* DEFAULT_POLICY_FILE */.mY),
  eb: () => (/* reexport */ usage_error/* UsageError */.e),
  hT: () => (/* binding */ parseCliArgs)
});

// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-timestamps.ts
var evidence_timestamps = __webpack_require__(5514);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/io/ledger/tsa-endpoint.ts
var tsa_endpoint = __webpack_require__(45836);
// EXTERNAL MODULE: ./src/render/formats.ts + 21 modules
var formats = __webpack_require__(10685);
// EXTERNAL MODULE: ./src/render/evidence/populations.ts
var populations = __webpack_require__(80212);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(23212);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/shared/number-setting.ts
var number_setting = __webpack_require__(81477);
// EXTERNAL MODULE: ./src/cli/shared/usage-error.ts
var usage_error = __webpack_require__(32246);
;// CONCATENATED MODULE: ./src/cli/shared/flag-values.ts
// Reading one flag's value from the parsed words: text, a choice, a number in its range, a day, the
// safety limits. Each mistake is a UsageError naming the flag and saying what it takes.





function flagReader(values) {
    return {
        text: (name) => flag_values_text(values, name),
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
    const given = flag_values_text(values, name);
    if (given !== undefined && !(0,calendar/* isCalendarDate */.tf)(given)) {
        throw new usage_error/* UsageError */.e(`--${name} ${given} is not a day that exists: write it as YYYY-MM-DD, e.g. 2026-11-24`);
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
        throw new usage_error/* UsageError */.e(`--${name} is missing: give the period's ${name === "from" ? "first" : "last"} day as YYYY-MM-DD (${zone})`);
    }
    return day;
}
function required(value, flag, what) {
    if (value === undefined)
        throw new usage_error/* UsageError */.e(`${flag} is required: pass ${what}.`);
    return value;
}
function flag_values_text(values, name) {
    const value = values[name];
    return typeof value === "string" ? value : undefined;
}
/** `--name`'s value among `allowed`; unset, the first of them. */
function choice(values, name, allowed) {
    const value = flag_values_text(values, name) ?? allowed[0];
    if (!(0,collections/* isOneOf */.EK)(allowed, value)) {
        throw new usage_error/* UsageError */.e(`--${name} must be one of ${allowed.join(", ")}; got '${value}'.`);
    }
    return value;
}
/** The value of a number flag, checked against its range; undefined when not given. */
function numberFlag(values, name, setting) {
    const value = flag_values_text(values, name);
    return value === undefined ? undefined : parseNumberFlag(`--${name}`, value, setting);
}
/** A flag of the settings the CLI shares with the Action (number-setting.ts), or its default. */
function sharedNumberFlag(values, name) {
    const setting = number_setting/* SHARED_NUMBER_SETTINGS */.io[name];
    return numberFlag(values, name, setting) ?? setting.default;
}
function limitsOf(values) {
    const percent = numberFlag(values, "max-change-percent", number_setting/* SHARED_NUMBER_SETTINGS */.io["max-change-percent"]);
    return {
        maxChangeRatio: percent === undefined ? plan_model/* DEFAULT_SAFETY_LIMITS */.kM.maxChangeRatio : percent / 100,
        minAssetsForRatio: numberFlag(values, "min-assets-for-ratio", number_setting/* SHARED_NUMBER_SETTINGS */.io["min-assets-for-ratio"]) ??
            plan_model/* DEFAULT_SAFETY_LIMITS */.kM.minAssetsForRatio,
        maxChanges: numberFlag(values, "max-changes", number_setting/* SHARED_NUMBER_SETTINGS */.io["max-changes"]) ??
            plan_model/* DEFAULT_SAFETY_LIMITS */.kM.maxChanges,
    };
}
function parseNumberFlag(flag, text, setting) {
    const value = (0,number_setting/* parseNumberSetting */.Lo)(text, setting);
    if (value === undefined) {
        throw new usage_error/* UsageError */.e(`${flag} must be ${(0,number_setting/* describeNumberSetting */.Ti)(setting)}; got '${text}'.`);
    }
    return value;
}

;// CONCATENATED MODULE: ./src/cli/shared/github-settings.ts
// The GitHub repository a command reads through the API, read alike by `evidence verify --remote`
// and `doctor`: --repo OWNER/REPO (or GITHUB_REPOSITORY), GITHUB_TOKEN and GITHUB_API_URL.


const REPO_PATTERN = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/;
const REPO = "the OWNER/REPO pattern";
/**
 * The repository and token; `missingToken` is the message when GITHUB_TOKEN is not set, saying
 * what the command reads with it.
 */
function gitHubRepositoryOf(flags, env, missingToken) {
    const token = env.GITHUB_TOKEN ?? "";
    if (token.trim() === "")
        throw new usage_error/* UsageError */.e(missingToken);
    const repoFlag = flags.text("repo");
    const [repoSource, repository] = repoFlag === undefined
        ? ["GITHUB_REPOSITORY", env.GITHUB_REPOSITORY ?? ""]
        : ["--repo", repoFlag];
    const match = REPO_PATTERN.exec(repository);
    if (match === null) {
        throw new usage_error/* UsageError */.e(`${repoSource} is ${JSON.stringify(repository)}: give the repository as OWNER/REPO (--repo, or GITHUB_REPOSITORY)`);
    }
    return {
        owner: (0,collections/* matchGroup */.x2)(match, 1, REPO),
        repo: (0,collections/* matchGroup */.x2)(match, 2, REPO),
        token,
        apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    };
}

// EXTERNAL MODULE: ./src/cli/shared/io.ts
var io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/core/review/policy/policy-model.ts
var policy_model = __webpack_require__(55117);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(52729);
;// CONCATENATED MODULE: ./src/cli/compliance/obligations-settings.ts
// `cip-sync obligations`'s flags, checked: each wrong value names its flag and what it accepts.








const FORMATS = (0,formats/* formatNames */.EI)(formats/* OBLIGATIONS_RENDERERS */.JE);
const FAIL_ON = ["overdue", "due-soon"];
/**
 * CALENDAR_OPTIONS read; a time zone that is none exits 2 (EXIT_BAD_INPUT), as the same mistake
 * in the policy file's `time_zone:` does.
 */
function calendarFlags(values) {
    const timeZone = flag_values_text(values, "time-zone");
    if (timeZone !== undefined && !(0,calendar/* isCalendarTimeZone */._s)(timeZone)) {
        throw new usage_error/* UsageError */.e(`--time-zone ${timeZone} is not a calendar's time zone: give ${calendar/* CALENDAR_TIME_ZONE_HINT */.qo}`, io/* EXIT_BAD_INPUT */.yt);
    }
    return {
        policyFile: flag_values_text(values, "policy") ?? policy_model/* DEFAULT_POLICY_FILE */.mY,
        timeZone,
        operatorKeys: flag_values_text(values, "operator-keys"),
    };
}
function obligationsSettings(values) {
    const at = dayFlag(values, "at");
    const failOn = flag_values_text(values, "fail-on");
    if (failOn !== undefined && !FAIL_ON.includes(failOn)) {
        throw new usage_error/* UsageError */.e(`--fail-on must be one of ${FAIL_ON.join(", ")}; got '${failOn}'.`);
    }
    const format = choice(values, "format", FORMATS);
    return {
        command: "obligations",
        dir: flag_values_text(values, "dir") ?? ".",
        at,
        ...calendarFlags(values),
        dueSoonDays: numberFlag(values, "due-soon-days", { min: 0, max: 365, integer: true }),
        format,
        failOn: failOn,
        statuses: listedStatuses(values, format),
        out: flag_values_text(values, "out"),
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
        throw new usage_error/* UsageError */.e("--all and --status cannot be given together: --all lists every status; leave it out to list only --status's", io/* EXIT_BAD_INPUT */.yt);
    }
    if (given === undefined)
        return values.all === true || !isReadFromTop(format) ? undefined : obligation_model/* STILL_TO_DO */.PB;
    const words = given.flatMap((value) => value.split(",")).map((word) => word.trim());
    for (const word of words) {
        if (!(0,collections/* isOneOf */.EK)(obligation_model/* OBLIGATION_STATUSES */.aC, word)) {
            throw new usage_error/* UsageError */.e(`--status ${word === "" ? "''" : word} is not an obligation's status: give one or more of ${obligation_model/* OBLIGATION_STATUSES */.aC.join(", ")}, repeated or comma-separated (e.g. --status overdue,due-soon)`, io/* EXIT_BAD_INPUT */.yt);
        }
    }
    return obligation_model/* OBLIGATION_STATUSES */.aC.filter((status) => words.includes(status));
}
function isReadFromTop(format) {
    return format === "text" || format === "markdown";
}

;// CONCATENATED MODULE: ./src/cli/evidence/evidence-settings.ts
// The settings of the `cip-sync evidence` commands (verify, append, report), read from their flags
// (settings.ts hands them over) and, for --remote and the TSA, the environment.











const HEAD_PATTERN = /^(\d+):([0-9a-f]{64})$/;
const HEAD = "the --expect-head pattern";
function evidenceAppendSettings(flags, env, inventory) {
    const { source, connection } = inventory;
    const record = flags.text("record");
    const monitoring = flags.text("monitoring");
    if ((record === undefined) === (monitoring === undefined)) {
        throw new usage_error/* UsageError */.e(record === undefined
            ? "--record or --monitoring is required: pass the change record written by 'cip-sync apply --plan FILE --yes --record FILE', or a collector's configuration-monitoring file with --monitoring FILE"
            : "--record and --monitoring were both given: append one record at a time, the change record (--record) or the configuration-monitoring file (--monitoring)");
    }
    if (monitoring === undefined && source.given) {
        throw new usage_error/* UsageError */.e("--path and --root are read with --monitoring only (the inventory the observations are compared with): leave them out with --record");
    }
    const listing = flags.flag("listing");
    if (monitoring === undefined && listing) {
        throw new usage_error/* UsageError */.e("--listing is read with --monitoring only (the inventory listing kept beside a collector's configuration-monitoring record): leave it out with --record");
    }
    if (!listing && connection.urlSource === "--api-url") {
        throw new usage_error/* UsageError */.e("--api-url is read with --monitoring FILE --listing only (the service the inventory listing is read from): add --listing to a --monitoring append, or leave out --api-url");
    }
    const workspace = flags.text("workspace");
    if (workspace !== undefined && !evidence_record/* WORKSPACE_PATTERN */.tj.test(workspace)) {
        throw new usage_error/* UsageError */.e(`--workspace ${workspace} is not a workspace name: use 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit, as the Action's input workspace (e.g. grid-east)`);
    }
    const tsaFlag = flags.text("tsa-url");
    const [value, tsaSource] = tsaFlag === undefined ? [env.CIP_TSA_URL, "CIP_TSA_URL"] : [tsaFlag, "--tsa-url"];
    let tsa;
    try {
        tsa = (0,tsa_endpoint/* readTsaEndpoint */.E2)(value, tsaSource, env);
    }
    catch (error) {
        throw new usage_error/* UsageError */.e((0,errors/* errorMessage */.g)(error));
    }
    const tsaCa = flags.text("tsa-ca");
    if (tsaCa !== undefined && tsa === undefined) {
        throw new usage_error/* UsageError */.e("--tsa-ca checks the token of --tsa-url, which is not set: pass --tsa-url URL (or set CIP_TSA_URL), or leave out --tsa-ca");
    }
    return {
        command: "evidence append",
        dir: flags.text("dir") ?? ".",
        record,
        monitoring,
        source,
        listing,
        connection,
        workspace,
        tsa,
        tsaCa,
    };
}
const REPORT_FORMATS = (0,formats/* formatNames */.EI)(formats/* EVIDENCE_REPORT_RENDERERS */.Ki);
/** The zone the period's days are counted in, as far as the flags tell it. */
function periodZone(timeZone) {
    return timeZone === undefined
        ? "in the policy calendar's time zone: the policy file's time_zone, else UTC"
        : `in ${timeZone}, as --time-zone says`;
}
/** --from and --to: the period's first and last days. */
function periodOf(values, zone) {
    const firstDay = periodDayFlag(values, "from", zone);
    const lastDay = periodDayFlag(values, "to", zone);
    if (lastDay < firstDay) {
        throw new usage_error/* UsageError */.e(`--to ${lastDay} is before --from ${firstDay}: give the period's last day after its first`);
    }
    return { firstDay, lastDay };
}
function evidenceReportSettings(values) {
    const calendar = calendarFlags(values);
    return {
        command: "evidence report",
        dir: flag_values_text(values, "dir") ?? ".",
        ...calendar,
        ...periodOf(values, periodZone(calendar.timeZone)),
        format: choice(values, "format", REPORT_FORMATS),
        out: flag_values_text(values, "out"),
        fromStart: values["from-start"] === true,
    };
}
function evidencePopulationsSettings(values) {
    const calendar = calendarFlags(values);
    return {
        command: "evidence populations",
        dir: flag_values_text(values, "dir") ?? ".",
        ...calendar,
        ...periodOf(values, periodZone(calendar.timeZone)),
        format: choice(values, "format", populations/* POPULATION_FORMATS */.ps),
        out: flag_values_text(values, "out") ?? "populations",
        withoutPorts: values["without-ports"] === true,
        force: values.force === true,
        fromStart: values["from-start"] === true,
    };
}
const MAX_SKEW = { min: 0, max: 10_080, integer: true };
function evidenceVerifySettings(flags, env) {
    const tsaCa = flags.text("tsa-ca");
    const requireTimestamps = flags.flag("require-timestamps");
    if (requireTimestamps && tsaCa === undefined) {
        throw new usage_error/* UsageError */.e("--require-timestamps needs --tsa-ca FILE: give the PEM certificate of the authority that issued the TSA's certificate, so the tokens can be checked");
    }
    const head = flags.text("expect-head");
    const match = head === undefined ? null : HEAD_PATTERN.exec(head);
    if (head !== undefined && match === null) {
        throw new usage_error/* UsageError */.e(`--expect-head ${head} is not SEQ:SHA256: give the published head as the sequence, a colon and the record's 64 hex SHA-256 (outputs evidence-head-sequence and evidence-head-sha256)`);
    }
    return {
        command: "evidence verify",
        dir: flags.text("dir") ?? ".",
        tsaCa,
        requireTimestamps,
        maxSkewMinutes: flags.number("max-skew", MAX_SKEW) ?? evidence_timestamps/* DEFAULT_MAX_SKEW_MINUTES */.Ed,
        expectHead: match === null
            ? undefined
            : { sequence: Number((0,collections/* matchGroup */.x2)(match, 1, HEAD)), sha256: (0,collections/* matchGroup */.x2)(match, 2, HEAD) },
        writer: flags.text("writer"),
        writerKey: flags.text("writer-key"),
        operatorKeys: flags.text("operator-keys"),
        remote: flags.flag("remote") ? remoteSettings(flags, env) : undefined,
    };
}
function remoteSettings(flags, env) {
    return {
        ...gitHubRepositoryOf(flags, env, "--remote needs GITHUB_TOKEN: set it to a token that may read the repository's contents (and, to see branch protection, its administration)"),
        branch: flags.text("branch"),
        requireProtection: flags.flag("require-protection"),
    };
}

// EXTERNAL MODULE: ./src/core/obligations/identification-review.ts
var identification_review = __webpack_require__(40168);
;// CONCATENATED MODULE: ./src/cli/compliance/review-settings.ts
// `cip-sync review`'s flags, checked: each wrong value names its flag and what it accepts.




function reviewSettings(values, inputs) {
    const workspace = flag_values_text(values, "workspace");
    if (workspace !== undefined && !evidence_record/* WORKSPACE_PATTERN */.tj.test(workspace)) {
        throw new usage_error/* UsageError */.e(`--workspace ${JSON.stringify(workspace)} is not a workspace name: letters, digits, dots, hyphens and underscores, as the Action's input workspace`);
    }
    const on = dayFlag(values, "on");
    const check = values.check === true;
    const offline = values.offline === true;
    if (check && offline) {
        throw new usage_error/* UsageError */.e("--offline applies to writing the review; --check reads no service: leave out --offline");
    }
    if (!check && !offline && inputs.connection.apiUrl === undefined) {
        throw new usage_error/* UsageError */.e("the review lists every facility and control center the service holds (CIP-002 R1 considers each BES asset), so it reads them: set CIP_API_URL (or --api-url) and CIP_API_KEY, or pass --offline to list only those the inventory names (the file's scope then says so)");
    }
    return {
        command: "review",
        ...inputs,
        workspace,
        dir: flag_values_text(values, "dir") ?? ".",
        on,
        out: flag_values_text(values, "out") ?? identification_review/* DEFAULT_REVIEW_FILE */.M8,
        check,
        offline,
    };
}

// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(53049);
// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(53146);
;// CONCATENATED MODULE: ./src/cli/compliance/patches-draft-settings.ts
// `cip-sync patches draft`'s flags, checked: each wrong value names its flag and what it takes.




function patchesDraftSettings(values, source) {
    const patchSource = required(flag_values_text(values, "source"), "--source", `the id of a source in ${patch_files/* PATCH_SOURCES_FILE */.DK}, e.g. --source sel-advisories`);
    if (!parse_patch_sources/* SOURCE_ID_PATTERN */.x.test(patchSource))
        throw new usage_error/* UsageError */.e(`--source ${JSON.stringify(patchSource)} is not a source id: lower case letters, digits and hyphens, as ${patch_files/* PATCH_SOURCES_FILE */.DK} names its sources`);
    const advisories = values.advisories ?? [];
    if (advisories.length === 0)
        throw new usage_error/* UsageError */.e("--advisories is required: pass a CSAF 2.0 advisory (JSON) or a folder of them, e.g. --advisories csaf/");
    return {
        command: "patches draft",
        source,
        patchSource,
        advisories,
        releasesSince: dayFlag(values, "releases-since"),
        out: flag_values_text(values, "out"),
        force: values.force === true,
    };
}

;// CONCATENATED MODULE: ./src/cli/compliance/policy-settings.ts
// \`cip-sync policy check\`'s settings.


function policyCheckSettings(values, source) {
    return {
        command: "policy check",
        source,
        planFile: required(flag_values_text(values, "plan"), "--plan", "the plan saved with 'cip-sync plan --out FILE'"),
        approvalsFile: flag_values_text(values, "approvals"),
        policyFile: flag_values_text(values, "policy") ?? policy_model/* DEFAULT_POLICY_FILE */.mY,
    };
}

// EXTERNAL MODULE: ./src/core/shared/loopback.ts
var loopback = __webpack_require__(77568);
// EXTERNAL MODULE: ./src/core/notify/notifications.ts
var notifications = __webpack_require__(51089);
;// CONCATENATED MODULE: ./src/core/notify/notify-settings.ts
// Where and when to send notifications, checked once for both entry points: the Action's inputs
// (notify-url, notify-format, notify-on) and the CLI's (CIP_NOTIFY_URL, --notify-format,
// --notify-on). A problem names the setting as the caller spells it and says what to write.



/** The settings, none when `url` is empty, or the first problem, naming its setting. */
function readNotify(given, names) {
    if (given.url === "")
        return { settings: undefined };
    const problem = webhookProblem(given.url, names.url);
    if (problem !== undefined)
        return { problem };
    const format = given.format === "" ? "json" : given.format;
    if (!(0,collections/* isOneOf */.EK)(notifications/* NOTIFY_FORMATS */.fK, format)) {
        return {
            problem: `${names.format} is "${format}": use one of ${notifications/* NOTIFY_FORMATS */.fK.join(", ")} (json: the documented JSON message; slack: a Slack incoming webhook; teams: a Teams workflow webhook)`,
        };
    }
    const words = given.on.split(/[\s,]+/).filter((word) => word !== "");
    const unknown = words.filter((word) => !(0,collections/* isOneOf */.EK)(notifications/* NOTIFY_EVENTS */.yK, word));
    if (unknown.length > 0) {
        return {
            problem: `${names.on} has ${unknown.map((word) => `"${word}"`).join(", ")}: use any of ${notifications/* NOTIFY_EVENTS */.yK.join(", ")} (default: ${notifications/* DEFAULT_NOTIFY_ON */.SD.join(", ")})`,
        };
    }
    const on = words.length === 0 ? notifications/* DEFAULT_NOTIFY_ON */.SD : words;
    return { settings: { url: given.url, format, on: new Set(on) } };
}
/**
 * What is wrong with the webhook URL `url`, named `name`; undefined when nothing. Every entry of
 * a notify URL (the Action's input notify-url, the CLI's CIP_NOTIFY_URL) is checked here, before
 * anything is applied. The URL is a secret (Slack's and Teams' carry their token in the path), so
 * a message names at most its scheme and host, never the URL or its credentials.
 */
function webhookProblem(url, name) {
    const parsed = URL.parse(url);
    if (parsed === null)
        return `${name} is not a URL: give the incoming webhook's https:// address`;
    if (parsed.username !== "" || parsed.password !== "") {
        return `${name} contains credentials (user:password@ before the host), which a notification never sends: remove them; a webhook's address carries its own token`;
    }
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
        return `${name} uses "${parsed.protocol}": give the incoming webhook's https:// address (http:// only to loopback addresses: 127.0.0.0/8, ::1, localhost)`;
    }
    if (parsed.protocol === "http:" && !(0,loopback/* isLoopback */.U)(parsed.hostname)) {
        return `${name} uses http:// to ${parsed.hostname}: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)`;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/cli/shared/notify-flags.ts
// apply's notification settings: the webhook from CIP_NOTIFY_URL only (it holds a token), the
// format and the outcomes from --notify-format and --notify-on.



function notifyFlags(values, env) {
    const read = readNotify({
        url: env.CIP_NOTIFY_URL?.trim() ?? "",
        format: flag_values_text(values, "notify-format") ?? "",
        on: flag_values_text(values, "notify-on") ?? "",
    }, { url: "CIP_NOTIFY_URL", format: "--notify-format", on: "--notify-on" });
    if ("problem" in read)
        throw new usage_error/* UsageError */.e(read.problem);
    return read.settings;
}

;// CONCATENATED MODULE: ./src/cli/inventory/inventory-settings.ts




const PLAN_FORMATS = (0,formats/* formatNames */.EI)(formats/* PLAN_RENDERERS */.zx);
const VALIDATE_FORMATS = (0,formats/* formatNames */.EI)(formats/* VALIDATION_RENDERERS */.ZK);
const DRIFT_FORMATS = (0,formats/* formatNames */.EI)(formats/* DRIFT_RENDERERS */.dX);
const EXPORT_FORMATS = (0,formats/* formatNames */.EI)(formats/* EXPORT_RENDERERS */.OS);
function inventorySettings(command, values, inputs) {
    const { source, connection, color } = inputs;
    switch (command) {
        case "drift": {
            const format = choice(values, "format", DRIFT_FORMATS);
            return { command, source, connection, format, limits: limitsOf(values), color };
        }
        case "validate":
            return {
                command,
                source,
                connection,
                format: choice(values, "format", VALIDATE_FORMATS),
                policyFile: flag_values_text(values, "policy") ?? policy_model/* DEFAULT_POLICY_FILE */.mY,
                sourcesFile: flag_values_text(values, "sources"),
                color,
            };
        case "fmt":
            return { command, source, check: values.check === true };
        case "plan":
            return {
                command,
                source,
                connection,
                format: choice(values, "format", PLAN_FORMATS),
                out: flag_values_text(values, "out"),
                detailedExitCode: values["detailed-exitcode"] === true,
                base: flag_values_text(values, "base"),
                limits: limitsOf(values),
                color,
            };
        case "apply":
            return applySettings(values, inputs);
        case "import":
            return {
                command,
                connection,
                out: flag_values_text(values, "out") ?? "inventory",
                force: values.force === true,
                update: values.update === true,
            };
        case "export": {
            const format = choice(values, "format", EXPORT_FORMATS);
            return { command, connection, format, out: flag_values_text(values, "out") };
        }
    }
}
function applySettings(values, { source, connection, color, env }) {
    return {
        command: "apply",
        notify: notifyFlags(values, env),
        source,
        connection,
        planFile: flag_values_text(values, "plan"),
        recordFile: flag_values_text(values, "record"),
        base: flag_values_text(values, "base"),
        assumeYes: values.yes === true,
        allowMassDelete: values["allow-mass-delete"] === true,
        allowReplace: values["allow-replace"] === true,
        limits: limitsOf(values),
        concurrency: sharedNumberFlag(values, "concurrency"),
        quiet: values.quiet === true,
        verbose: values.verbose === true,
        deadlineMs: sharedNumberFlag(values, "deadline") * 1000,
        color,
    };
}

// EXTERNAL MODULE: ./src/emulator/profile.ts
var profile = __webpack_require__(63518);
;// CONCATENATED MODULE: ./src/cli/service/service-settings.ts




const DOCTOR_FORMATS = (0,formats/* formatNames */.EI)(formats/* DOCTOR_RENDERERS */.Vg);
function doctorSettings(values, connection, env) {
    return {
        command: "doctor",
        connection,
        format: choice(values, "format", DOCTOR_FORMATS),
        github: doctorRepository(flagReader(values), env),
    };
}
/**
 * The repository is checked when --repo is given (then GITHUB_TOKEN is required), or when the
 * environment has both GITHUB_TOKEN and GITHUB_REPOSITORY (a workflow step given the token).
 */
function doctorRepository(flags, env) {
    const hasToken = (env.GITHUB_TOKEN ?? "").trim() !== "";
    if (flags.text("repo") === undefined && !(hasToken && (env.GITHUB_REPOSITORY ?? "") !== ""))
        return undefined;
    return gitHubRepositoryOf(flags, env, "--repo needs GITHUB_TOKEN: set it to a token that may read the repository (and, to read classic branch protection, its administration), so that doctor can check that the default branch requires cip-sync/policy");
}
function emulatorSettings(values) {
    const faults = {};
    const latencyMs = numberFlag(values, "latency-ms", { min: 0, max: 60_000, integer: true });
    if (latencyMs !== undefined)
        faults.latencyMs = latencyMs;
    const errorRate = numberFlag(values, "error-rate", RATE);
    if (errorRate !== undefined)
        faults.errorRate = errorRate;
    const dropRate = numberFlag(values, "drop-after-commit-rate", RATE);
    if (dropRate !== undefined)
        faults.dropAfterCommitRate = dropRate;
    const rateLimit = numberFlag(values, "rate-limit", { min: 1, integer: true });
    if (rateLimit !== undefined)
        faults.rateLimitPerSecond = rateLimit;
    const seed = numberFlag(values, "fault-seed", { min: 0, integer: true });
    if (seed !== undefined)
        faults.seed = seed;
    return {
        command: "emulator",
        port: numberFlag(values, "port", { min: 0, max: 65_535, integer: true }) ?? 8787,
        host: flag_values_text(values, "host") ?? "127.0.0.1",
        dataFile: flag_values_text(values, "data"),
        stateFile: flag_values_text(values, "state"),
        basePath: flag_values_text(values, "base-path") ?? "",
        enforceUniqueNames: values["no-unique-names"] !== true,
        exposeControlCenterParent: values["hide-control-center-parent"] !== true,
        profile: choice(values, "profile", profile/* EMULATOR_PROFILES */.r$),
        faults,
    };
}
/** A fault rate: the share of requests, from 0 to 1. */
const RATE = { min: 0, max: 1, integer: false };

;// CONCATENATED MODULE: ./src/cli/sources/source-sync-settings.ts

function sourceSyncSettings(values, name, root) {
    return {
        command: "source sync",
        name,
        sourcesFile: flag_values_text(values, "sources"),
        root,
        check: values.check === true,
        skipInvalid: values["skip-invalid"] === true,
        allowMassDelete: values["allow-mass-delete"] === true,
        limits: limitsOf(values),
    };
}

// EXTERNAL MODULE: ./node_modules/commander/index.js + 6 modules
var commander = __webpack_require__(67375);
// EXTERNAL MODULE: ./src/core/obligations/obligation-families.ts
var obligation_families = __webpack_require__(39178);
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

;// CONCATENATED MODULE: ./src/cli/connection-option-specs.ts
// The flags of the connection to the service, one definition for every command that reads it (the
// inventory commands, review, doctor, and evidence append --monitoring --listing).

const CONNECTION = [
    { flags: "--api-url <url>", description: "base URL of the service (default: $CIP_API_URL)" },
    {
        flags: "--request-timeout <seconds>",
        description: `how long one request may wait for its answer (default: ${number_setting/* SHARED_NUMBER_SETTINGS */.io["request-timeout"].default})`,
    },
];

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
                OPERATOR_KEYS,
            ],
            examples: [
                "cip-sync evidence verify --dir evidence",
                "cip-sync evidence verify --dir evidence --tsa-ca tsa-ca.pem --require-timestamps",
                "cip-sync evidence verify --dir evidence --writer-key web-flow.gpg --operator-keys .github/cip-sync-operators.asc",
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
            summary: `Write the audit pack for a period: changes with approvals, monitoring runs and gaps, drift episodes, and the obligations (${(0,obligation_families/* obligationFamiliesInWords */.$G)()}) with their exceptions.`,
            paths: false,
            options: [
                ...LEDGER_PERIOD,
                ...CALENDAR_OPTIONS,
                OPERATOR_KEYS,
                { flags: "--format <format>", description: (0,formats/* formatsHelp */.I9)(formats/* EVIDENCE_REPORT_RENDERERS */.Ki) },
                { flags: "--out <file>", description: "write the report here, not to standard output" },
                {
                    flags: "--from-start",
                    description: "check and read every record from the first, not only the records from the last checkpoint before the period on (the same report, the slower way; the records before the checkpoint are otherwise taken as its commit vouched for them)",
                },
            ],
            examples: [
                "cip-sync evidence report --dir evidence --from 2026-01-01 --to 2026-12-31 --format html --out audit-2026.html",
            ],
        },
        {
            name: "populations",
            // The files are named from the renderer's own table: help lists every file it writes.
            summary: `Write the populations an auditor samples from for a period, each row naming its ledger record: ${Object.values(populations/* POPULATION_FILES */.IK).join(", ")} (one populations.json with --format json).`,
            paths: false,
            options: [
                ...LEDGER_PERIOD,
                ...CALENDAR_OPTIONS,
                OPERATOR_KEYS,
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
                    description: "check and read every record from the first, not only the records from the last checkpoint before the period on (the same files, the slower way; the records before the checkpoint are otherwise taken as its commit vouched for them)",
                },
            ],
            examples: [
                "cip-sync evidence populations --dir evidence --from 2026-01-01 --to 2026-12-31 --out audit-2026",
            ],
        },
    ],
};

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
            { flags: "--format <format>", description: (0,formats/* formatsHelp */.I9)(formats/* VALIDATION_RENDERERS */.ZK) },
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
            { flags: "--format <format>", description: (0,formats/* formatsHelp */.I9)(formats/* PLAN_RENDERERS */.zx) },
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
            {
                flags: "--repo <owner/repo>",
                description: "check that its default branch requires cip-sync/policy, with GITHUB_TOKEN (default: GITHUB_REPOSITORY, when GITHUB_TOKEN is set)",
            },
            { flags: "--format <format>", description: (0,formats/* formatsHelp */.I9)(formats/* DOCTOR_RENDERERS */.Vg) },
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
            { flags: "--format <format>", description: (0,formats/* formatsHelp */.I9)(formats/* DRIFT_RENDERERS */.dX) },
            ...SAFETY,
            ...COLOR,
        ],
        examples: ["cip-sync drift", "cip-sync drift --format json inventory/"],
    },
    {
        name: "obligations",
        summary: 
        // The families from the requirement table: a family added there is named here (a test holds it).
        `List the CIP obligations of the evidence ledger (${(0,obligation_families/* obligationFamiliesInWords */.$G)()}): what is due, late or an exception, and which record closed each.`,
        paths: false,
        options: [
            READ_LEDGER_DIR,
            { flags: "--at <day>", description: "judge as of this day, YYYY-MM-DD (default: today)" },
            ...CALENDAR_OPTIONS,
            OPERATOR_KEYS,
            {
                flags: "--due-soon-days <n>",
                description: "due soon from this many days before the due date (default: the policy's, else 7)",
            },
            { flags: "--format <format>", description: (0,formats/* formatsHelp */.I9)(formats/* OBLIGATIONS_RENDERERS */.JE) },
            {
                flags: "--fail-on <status>",
                description: "exit 3 when an obligation is an exception or overdue (overdue), or an exception, overdue or due soon (due-soon)",
            },
            {
                flags: "--status <statuses>",
                description: `list only these statuses, repeatable or comma-separated: ${obligation_model/* OBLIGATION_STATUSES */.aC.join(", ")} (default: text and markdown list ${obligation_model/* STILL_TO_DO */.PB.join(", ")}; csv and json every one)`,
                repeatable: true,
            },
            { flags: "--all", description: "text and markdown: list every obligation, closed ones too" },
            { flags: "--out <file>", description: "write the list here, not to standard output" },
            {
                flags: "--from-start",
                description: "check and judge every record from the first, not only the records from the last checkpoint at or before the day on (the same output, the slower way; the records before the checkpoint are otherwise taken as its commit vouched for them)",
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
            { flags: "--format <format>", description: (0,formats/* formatsHelp */.I9)(formats/* EXPORT_RENDERERS */.OS) },
            { flags: "--out <file>", description: "write the rows here, not to standard output" },
        ],
        examples: ["cip-sync export --format csv --out cip-assets.csv"],
    },
    {
        name: "source",
        summary: "Generate inventory documents from a read-only source (CSV, NetBox, a command).",
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
        meaning: "`plan --detailed-exitcode` only: success, and there are changes (operations, or baseline deviations from `--base`)",
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

// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 1 modules
var inventory_files = __webpack_require__(9361);
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
    const apiUrl = flag_values_text(values, "api-url");
    return {
        apiUrl: apiUrl ?? env.CIP_API_URL,
        urlSource: apiUrl !== undefined ? "--api-url" : "CIP_API_URL",
        apiKey: env.CIP_API_KEY,
        keySource: "CIP_API_KEY",
        proxyEnv: env,
        requestTimeoutMs: sharedNumberFlag(values, "request-timeout") * 1000,
    };
}
/** --path and plain arguments together; `given` tells apply --plan to use the plan's own inputs. */
function sourceOf(values, positionals, cwd) {
    const patterns = [...(values.path ?? []), ...positionals];
    const root = flag_values_text(values, "root");
    return {
        patterns: patterns.length > 0 ? patterns : [inventory_files/* DEFAULT_INVENTORY_PATTERN */.Oo],
        root: root ?? cwd,
        given: patterns.length > 0 || root !== undefined,
        maxAssets: sharedNumberFlag(values, "max-assets"),
        maxBytes: sharedNumberFlag(values, "max-bytes"),
    };
}

;// CONCATENATED MODULE: ./src/cli/shared/settings.ts
// Command-line arguments and environment, parsed once into typed settings: each command family
// reads its own flags (inventory/, evidence/, compliance/, service/, sources/), this module only
// says which family a command belongs to. Every mistake a user can make here is a UsageError
// naming the flag or variable and saying how to fix it.














/** The policy file, relative to the working directory (the repository root). */


function parseCliArgs(argv, environment) {
    const words = parseWords(argv);
    if ("text" in words)
        return words;
    const { values, positionals } = words;
    const connection = connectionOf(values, environment.env);
    const source = sourceOf(values, positionals, environment.cwd);
    switch (words.command) {
        case "evidence verify":
            return evidenceVerifySettings(flagReader(values), environment.env);
        case "evidence append":
            return evidenceAppendSettings(flagReader(values), environment.env, { source, connection });
        case "evidence report":
            return evidenceReportSettings(values);
        case "evidence populations":
            return evidencePopulationsSettings(values);
        case "obligations":
            return obligationsSettings(values);
        case "review":
            return reviewSettings(values, { source, connection });
        case "policy check":
            return policyCheckSettings(values, source);
        case "patches draft":
            return patchesDraftSettings(values, source);
        case "doctor":
            return doctorSettings(values, connection, environment.env);
        case "emulator":
            return emulatorSettings(values);
        case "source sync":
            return sourceSyncSettings(values, 
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
            return inventorySettings(words.command, values, inputs);
        }
        default:
            throw new Error(`no settings for the command ${words.command}`);
    }
}


/***/ }),

/***/ 32246:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
// A mistake in the command line: main.ts prints its message, which names the flag and the fix, and
// exits 1, or `exitCode` where the command documents bad input otherwise (exit-codes-table.ts).
class UsageError extends Error {
    name = "UsageError";
    exitCode;
    constructor(message, exitCode) {
        super(message);
        this.exitCode = exitCode;
    }
}


/***/ }),

/***/ 60366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FE: () => (/* binding */ NO_COMMISSIONING_ASSESSMENT),
/* harmony export */   Fi: () => (/* binding */ checkCommissioningAssessments),
/* harmony export */   Yq: () => (/* binding */ impactUndeclared),
/* harmony export */   Zv: () => (/* binding */ COMMISSIONING_ASSESSMENT_FIX)
/* harmony export */ });
/* unused harmony export commissionedWords */
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45217);
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47178);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18453);
/* harmony import */ var _plan_commissioning_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4105);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2885);
/* harmony import */ var _assessment_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4683);
/* harmony import */ var _commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(30000);
// CIP-010-4 R3.3 at review, as R1.1 is checked at commissioning (core/plan/commissioning.ts): each
// asset the change puts into service (a create, or a move into its system) in a High BES Cyber
// System, of a class Part 3.3 names (the requirement table's row: BCA, EACMS, PCA), must carry in
// the checkout's vulnerability-assessments/ files one of what the standard accepts: "Prior to
// adding a new applicable Cyber Asset to a production environment, perform an active
// vulnerability assessment of the new Cyber Asset, except for CIP Exceptional Circumstances and
// like replacements of the same type of Cyber Asset with a baseline configuration that models an
// existing baseline configuration of the previous or other existing Cyber Asset." So:
//   - an active assessment covering its system and naming the asset under `assets:` (a paper one
//     is listed, and is not enough);
//   - a like-replacement declaration naming the existing asset whose baseline it models: the two
//     baselines are compared as R1.2's deviations are (baseline-differences.ts), and any
//     difference, or a comparison that cannot be made, is listed and does not stand (fail closed);
//   - a CIP Exceptional Circumstance reference.
// A file in the checkout is reviewed by this change's merge or an earlier one, so its record is
// dated no later than the merge. Otherwise the plan lists the asset ("R3.3: no assessment before
// commissioning"), and the policy's `vulnerability_assessments: require` refuses the plan, as
// `patch_sources: require` does (core/patches/plan-sources.ts). Pure.








/** The words every output lists an asset without R3.3's evidence by. */
const NO_COMMISSIONING_ASSESSMENT = "R3.3: no assessment before commissioning";
/**
 * Why an asset of a system without `impact:` is not judged, as every output says it: the plan of
 * "its system", the ledger's pass of the system it names.
 */
function impactUndeclared(system = "its system") {
    return `${system} declares no impact, so whether Part 3.3 applies (High only) is not known; declare impact: in its document`;
}
/** How to close a gap, as every output says it. */
const COMMISSIONING_ASSESSMENT_FIX = `add to ${_assessment_files_js__WEBPACK_IMPORTED_MODULE_6__/* .ASSESSMENTS_FOLDER */ .Jy}/ an active assessment whose systems and assets name it, or a kind: commissioning record with like_replacement_of: EXISTING-ASSET (whose baseline it models) or cip_exceptional_circumstance: REFERENCE`;
const R3_3 = (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .requirementRow */ .gv)("CIP-010 R3.3");
function checkCommissioningAssessments(inputs) {
    const entering = (0,_plan_commissioning_js__WEBPACK_IMPORTED_MODULE_3__/* .goesIntoService */ .Q)(inputs.resolved, inputs.live);
    const commissioned = [];
    for (const { document } of inputs.resolved) {
        const impact = document.impact?.value;
        // A High system only; one without `impact:` is not known to be one: listed as not judged.
        if (impact !== undefined && impact !== "high")
            continue;
        for (const asset of document.assets) {
            const assetClass = asset.class?.value ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ASSET_CLASS */ .q$;
            if (asset.type === "software")
                continue;
            if (!(0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .applies */ .Br)(R3_3, { class: assetClass, impact: "high" }))
                continue;
            if (!entering(document, asset))
                continue;
            const system = document.cyberSystem.value;
            const evidence = evidenceOf(inputs, system, asset);
            const gap = (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_7__/* .evidenceGap */ .mk)(evidence, () => notComparedWhy(inputs.existing));
            commissioned.push({
                cyber_system: system,
                asset: asset.name,
                class: assetClass,
                location: asset.location,
                evidence,
                ...(impact === undefined
                    ? { not_judged: impactUndeclared() }
                    : gap === undefined
                        ? {}
                        : { gap }),
            });
        }
    }
    if (commissioned.length === 0)
        return { check: undefined, problems: [] };
    const setting = "rule" in inputs.rule ? (inputs.rule.rule?.setting ?? "flag") : "flag";
    return { check: { setting, commissioned }, problems: refused(commissioned, inputs.rule) };
}
/** The assessment files that speak for `asset` of `system`, the strongest first. */
function evidenceOf({ files, existing }, system, asset) {
    const r33 = files.flatMap((file) => (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_7__/* .commissioningFileOf */ .xX)(file) ?? []);
    return (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_7__/* .evidenceNaming */ .iq)(r33, system, asset.name, (of) => {
        const modelled = existingAsset(existing, of);
        return modelled === undefined || asset.baseline === undefined
            ? undefined
            : (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_0__/* .baselineDifferences */ .G)(modelled, asset.baseline);
    });
}
/** The existing asset's baseline, by its name in any system (names are unique in the service). */
function existingAsset(existing, name) {
    if (existing === undefined || "notCompared" in existing)
        return undefined;
    for (const document of existing.documents)
        for (const asset of document.assets)
            if ((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .nameKey */ .Rc)(asset.name) === (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .nameKey */ .Rc)(name) && asset.baseline !== undefined)
                return asset.baseline;
    return undefined;
}
/** Why a like replacement's baselines were not compared at review. */
function notComparedWhy(existing) {
    if (existing === undefined)
        return "but the baselines were not compared (none declared, or no --base)";
    if ("notCompared" in existing)
        return `but the baselines were not compared: ${existing.notCompared}`;
    return "but one of the two declares no baseline to compare";
}
/** `require` refuses each gap; a policy that cannot be read refuses too (fail closed). */
function refused(commissioned, read) {
    const gaps = commissioned.filter((entry) => entry.gap !== undefined);
    if (gaps.length === 0)
        return [];
    if ("diagnostics" in read)
        return read.diagnostics;
    const rule = read.rule;
    if (rule?.setting !== "require")
        return [];
    return gaps.map((entry) => ({
        severity: "error",
        location: entry.location,
        message: `${NO_COMMISSIONING_ASSESSMENT}: ${commissionedWords(entry)} (${entry.gap ?? ""}), and ${rule.file} sets vulnerability_assessments: require: ${COMMISSIONING_ASSESSMENT_FIX}`,
    }));
}
/** The asset as every output names it. */
function commissionedWords(entry) {
    return `${entry.class} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(entry.asset)} goes into service in High system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(entry.cyber_system)}`;
}


/***/ }),

/***/ 30000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M5: () => (/* binding */ standingEvidence),
/* harmony export */   iq: () => (/* binding */ evidenceNaming),
/* harmony export */   mk: () => (/* binding */ evidenceGap),
/* harmony export */   xX: () => (/* binding */ commissioningFileOf)
/* harmony export */ });
/* unused harmony export evidenceStands */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _assessment_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4683);


/** `file` as R3.3 reads it; undefined for a technical-feasibility record (R3.2's). */
function commissioningFileOf(file) {
    if (file.kind === "assessment") {
        const { kind, id, systems, assets, method } = file;
        return { kind, id, systems, assets, method };
    }
    if (file.kind === "commissioning") {
        const { kind, id, cyber_system, asset, exception } = file;
        return { kind, id, cyber_system, asset, exception };
    }
    return undefined;
}
/**
 * The files that speak for `asset` of `system`, the strongest first (an active assessment, then a
 * paper one, then the exceptions). `compare` says where a like replacement's baseline differs from
 * the existing asset's it names ([] when they agree; undefined when they could not be compared).
 */
function evidenceNaming(files, system, asset, compare) {
    const systemKey = (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(system);
    const assetKey = (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(asset);
    const assessments = [];
    const exceptions = [];
    for (const file of files) {
        if (file.kind === "assessment") {
            if (!file.systems.some((name) => (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(name) === systemKey))
                continue;
            if (!file.assets.some((name) => (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(name) === assetKey))
                continue;
            assessments.push({ kind: `${file.method}-assessment`, record: file.id });
            continue;
        }
        if ((0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(file.cyber_system) !== systemKey)
            continue;
        if ((0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(file.asset) !== assetKey)
            continue;
        const { exception } = file;
        if ("cip_exceptional_circumstance" in exception) {
            const reference = exception.cip_exceptional_circumstance;
            exceptions.push({ kind: "exceptional-circumstance", record: file.id, reference });
            continue;
        }
        const of = exception.like_replacement_of;
        const differences = compare(of);
        exceptions.push({
            kind: "like-replacement",
            record: file.id,
            of,
            ...(differences === undefined ? {} : { differences }),
        });
    }
    // Active before paper, so that the first one read is the one that stands.
    assessments.sort((a, b) => Number(b.kind === "active-assessment") - Number(a.kind === "active-assessment"));
    return [...assessments, ...exceptions];
}
/** Whether `entry` stands for R3.3: an active assessment, an exception, an equal baseline. */
function evidenceStands(entry) {
    switch (entry.kind) {
        case "active-assessment":
        case "exceptional-circumstance":
            return true;
        case "paper-assessment":
            return false;
        case "like-replacement":
            return entry.differences !== undefined && entry.differences.length === 0;
    }
}
/** The evidence that stands, the strongest; undefined when none does. */
function standingEvidence(evidence) {
    return evidence.find(evidenceStands);
}
/**
 * Why none of `evidence` stands; undefined: one does. `notCompared` says why a like replacement
 * without differences could not be compared (the caller knows what it compared with).
 */
function evidenceGap(evidence, notCompared) {
    if (evidence.some(evidenceStands))
        return undefined;
    const reasons = evidence.map((entry) => {
        switch (entry.kind) {
            case "paper-assessment":
                return `${entry.record} is a paper assessment (Part 3.3 asks for an active one)`;
            case "like-replacement":
                return `${entry.record} declares a like replacement of ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(entry.of)}, ${entry.differences === undefined
                    ? notCompared()
                    : `whose baseline differs: ${entry.differences.map(differenceWords).join("; ")}`}`;
            default:
                return `${entry.record} does not stand`;
        }
    });
    return reasons.length === 0 ? "no assessment file names it" : reasons.join("; ");
}
function differenceWords({ item, added, removed }) {
    // Compared by digest only (a baseline_ref, or a ledger record's): no item to name.
    if (item === "unknown")
        return "the baseline as a whole (by its digest)";
    const parts = [
        ...(added.length === 0 ? [] : [`adds ${added.join(", ")}`]),
        ...(removed.length === 0 ? [] : [`lacks ${removed.join(", ")}`]),
    ];
    return parts.length === 0 ? item : `${item} ${parts.join(" and ")}`;
}


/***/ }),

/***/ 96075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ parseAssessmentText)
});

// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
// EXTERNAL MODULE: ./src/core/patches/patch-file-reader.ts
var patch_file_reader = __webpack_require__(46055);
// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
;// CONCATENATED MODULE: ./src/core/assessments/assessment-reading.ts
// What the parsers of an assessment file's parts share (parse-assessment.ts and the modules of its
// parts): the reader, the file's fields, and the latest day a written date may name.

/** A date written in the file, never after the latest day any time zone has reached. */
function pastDate({ reader, options }, value, keyOffset, label, hint) {
    const date = reader.date(value, keyOffset, label, hint);
    if (date === undefined || date <= options.latest)
        return date;
    reader.error((0,yaml_reader/* nodeStart */.f)(value), `${label} ${date} is after today (${options.latest}): write the day it happened, once it has`);
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/core/assessments/parse-action-plan.ts
// CIP-010-4 R3.4's action plan in an assessment file: `no vulnerabilities found`, or the action
// items, each with its planned completion date and its dated status history ("the planned date of
// completing the action plan and the execution status of any remediation or mitigation action
// items"). Statuses are written in date order, none after today; an item's ids are distinct.
//
//   action_plan:
//     - id: AI-1
//       action: disable telnet on alpha-relay-01
//       planned_completion: 2026-06-30
//       status:
//         - { on: 2026-03-12, status: open }
//         - { on: 2026-05-02, status: done }






const PLAN_SHAPE = `${assessment_files/* NO_VULNERABILITIES */.Li}, or a list of { id, action, planned_completion, status }`;
const ITEM_KEYS = ["id", "action", "planned_completion", "status"];
/** The action plan; reported at `resultsAt` when the file has none. */
function actionPlanOf(reading, resultsAt) {
    const { reader, fields } = reading;
    const field = fields.get("action_plan");
    if (field === undefined) {
        reader.error(resultsAt, `an assessment documents its action plan (CIP-010-4 R3.4); write action_plan: ${PLAN_SHAPE}`);
        return undefined;
    }
    if ((0,dist/* isScalar */.jn)(field.value) && field.value.value === assessment_files/* NO_VULNERABILITIES */.Li)
        return assessment_files/* NO_VULNERABILITIES */.Li;
    if ((0,dist/* isScalar */.jn)(field.value)) {
        reader.error((0,yaml_reader/* nodeStart */.f)(field.value), `action_plan ${(0,diagnostics/* quote */.hD)(String(field.value.value))} is not a plan; write ${PLAN_SHAPE}`);
        return undefined;
    }
    const items = reader.list(field.value, field.keyOffset, "action_plan", PLAN_SHAPE);
    if (items === undefined)
        return undefined;
    const plan = [];
    for (const item of items) {
        const read = itemOf(reading, item, (0,yaml_reader/* nodeStart */.f)(field.value));
        if (read === undefined)
            return undefined;
        if (plan.some((other) => other.id === read.id)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `action item ${(0,diagnostics/* quote */.hD)(read.id)} is written twice`);
            return undefined;
        }
        plan.push(read);
    }
    return plan;
}
function itemOf(reading, value, keyOffset) {
    const { reader } = reading;
    const shape = "{ id, action, planned_completion, status }";
    const map = reader.submap(value, keyOffset, "an action item", shape);
    const fields = map && reader.fields(map, ITEM_KEYS, ITEM_KEYS, "an action item");
    if (fields === undefined)
        return undefined;
    const at = (key) => (0,patch_file_reader/* requiredField */.Q$)(fields, key);
    const id = reader.text(at("id").value, at("id").keyOffset, "id", "the item's id, AI-1");
    const action = reader.text(at("action").value, at("action").keyOffset, "action", "the remediation or mitigation to carry out");
    const planned = reader.date(at("planned_completion").value, at("planned_completion").keyOffset, "planned_completion", "the planned date of completing it");
    const statuses = statusesOf(reading, at("status").value, at("status").keyOffset);
    if (id === undefined || action === undefined || planned === undefined || statuses === undefined)
        return undefined;
    return { id, action, plannedCompletion: planned, statuses };
}
function statusesOf(reading, value, keyOffset) {
    const { reader } = reading;
    const shape = "{ on: 2026-03-12, status: open }";
    const items = reader.list(value, keyOffset, "status", shape);
    if (items === undefined)
        return undefined;
    const statuses = [];
    for (const item of items) {
        const map = reader.submap(item, (0,yaml_reader/* nodeStart */.f)(value), "a status", shape);
        const fields = map && reader.fields(map, ["on", "status"], ["on", "status"], "a status");
        if (fields === undefined)
            return undefined;
        const on = pastDate(reading, (0,patch_file_reader/* requiredField */.Q$)(fields, "on").value, (0,patch_file_reader/* requiredField */.Q$)(fields, "on").keyOffset, "on", "the day of the status");
        const status = reader.choice((0,patch_file_reader/* requiredField */.Q$)(fields, "status").value, (0,patch_file_reader/* requiredField */.Q$)(fields, "status").keyOffset, { label: "status", hint: "open, in-progress or done" }, assessment_files/* ITEM_STATUSES */.J4)?.value;
        if (on === undefined || status === undefined)
            return undefined;
        const last = statuses.at(-1);
        if (last !== undefined && on < last.on) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `status of ${on} is written after one of ${last.on}; keep the history in date order`);
            return undefined;
        }
        statuses.push({ on, status });
    }
    return statuses;
}

;// CONCATENATED MODULE: ./src/core/assessments/parse-assessment-exceptions.ts
// The two records of an assessment file that stand in for an assessment: a technical-feasibility
// record (R3.2: "Where technically feasible"), naming the High systems and its reference; and a
// commissioning exception (R3.3): a like replacement naming the existing asset whose baseline the
// new one models, or a CIP Exceptional Circumstance reference, one of them.
//
//   version: 1
//   id: TF-2026-01
//   kind: technical-feasibility
//   systems: [Legacy Control]
//   reference: TFE-0042
//   reason: the serial relays cannot be scanned actively without tripping
//
//   version: 1
//   id: C-2026-07
//   kind: commissioning
//   cyber_system: Protection System
//   asset: alpha-relay-03
//   like_replacement_of: alpha-relay-01


function feasibilityOf(start) {
    const keys = ["version", "id", "kind", "systems", "reference", "reason"];
    const read = start(keys, ["version", "id", "systems", "reference", "reason"]);
    if (read === undefined)
        return undefined;
    const { reader, fields } = read.reading;
    const at = (key) => (0,patch_file_reader/* requiredField */.Q$)(fields, key);
    const systems = reader.texts(at("systems").value, at("systems").keyOffset, "systems", "a High system an active assessment is not technically feasible for");
    const reference = reader.text(at("reference").value, at("reference").keyOffset, "reference", "the record's reference (its technical feasibility exception, say)");
    const reason = reader.text(at("reason").value, at("reason").keyOffset, "reason", "why an active assessment is not technically feasible");
    if (systems === undefined || reference === undefined || reason === undefined)
        return undefined;
    return { kind: "technical-feasibility", id: read.id, systems, reference, reason };
}
const EXCEPTIONS = ["like_replacement_of", "cip_exceptional_circumstance"];
function commissioningOf(start) {
    const keys = ["version", "id", "kind", "cyber_system", "asset", ...EXCEPTIONS];
    const read = start(keys, ["version", "id", "cyber_system", "asset"]);
    if (read === undefined)
        return undefined;
    const { reader, fields } = read.reading;
    const at = (key) => (0,patch_file_reader/* requiredField */.Q$)(fields, key);
    const system = reader.text(at("cyber_system").value, at("cyber_system").keyOffset, "cyber_system", "the system the asset goes into, as its document names it");
    const asset = reader.text(at("asset").value, at("asset").keyOffset, "asset", "the new asset, as the inventory names it");
    const exception = exceptionOf(read.reading, fields, (0,yaml_reader/* nodeStart */.f)(at("asset").value));
    if (system === undefined || asset === undefined || exception === undefined)
        return undefined;
    return { kind: "commissioning", id: read.id, cyber_system: system, asset, exception };
}
function exceptionOf({ reader }, fields, at) {
    const written = EXCEPTIONS.filter((key) => fields.has(key));
    const [key] = written;
    if (key === undefined || written.length !== 1) {
        reader.error(at, `a commissioning record names ${written.length === 0 ? "no" : "both"} exception${written.length === 0 ? "" : "s"} of CIP-010-4 R3.3; write exactly one of like_replacement_of: EXISTING-ASSET or cip_exceptional_circumstance: REFERENCE`);
        return undefined;
    }
    const field = (0,patch_file_reader/* requiredField */.Q$)(fields, key);
    const text = reader.text(field.value, field.keyOffset, key, key === "like_replacement_of"
        ? "the existing asset whose baseline the new one models"
        : "the CIP Exceptional Circumstance's reference");
    if (text === undefined)
        return undefined;
    return key === "like_replacement_of"
        ? { like_replacement_of: text }
        : { cip_exceptional_circumstance: text };
}

;// CONCATENATED MODULE: ./src/core/assessments/parse-assessment.ts







const ASSESSMENT_KEYS = [
    "version",
    "id",
    "kind",
    "systems",
    "assets",
    "method",
    "environment",
    "test_environment",
    "controls_assessed",
    "tool_output",
    "performed_on",
    "results",
    "action_plan",
];
function parseAssessmentText(text, file, options) {
    return (0,patch_file_reader/* parsePatchFile */.st)(text, file, "a vulnerability assessment file", (reader, map) => fileOf(reader, map, file, options));
}
function fileOf(reader, map, file, options) {
    const kindField = map.items.find((pair) => pair.key?.value === "kind");
    const kind = kindField === undefined
        ? "assessment"
        : reader.choice(kindField.value, (0,yaml_reader/* nodeStart */.f)(kindField.key), { label: "kind", hint: "assessment, technical-feasibility or commissioning" }, assessment_files/* ASSESSMENT_KINDS */.hl)?.value;
    if (kind === undefined)
        return undefined;
    const reading = (known, required) => {
        const fields = reader.fields(map, known, required, `a ${kind} record`);
        if (fields === undefined || !reader.version(fields))
            return undefined;
        const id = fileId(reader, fields, file);
        return id === undefined ? undefined : { id, reading: { reader, fields, options } };
    };
    if (kind === "technical-feasibility")
        return feasibilityOf(reading);
    if (kind === "commissioning")
        return commissioningOf(reading);
    const read = reading(ASSESSMENT_KEYS, ["version", "id", "systems", "method", "results"]);
    return read && assessmentOf(read.reading, read.id);
}
/** The file's `id`, which must be its file's name in the folder. */
function fileId(reader, fields, file) {
    const field = (0,patch_file_reader/* requiredField */.Q$)(fields, "id");
    const id = reader.text(field.value, field.keyOffset, "id", "the record's id, its file's name");
    if (id === undefined)
        return undefined;
    const named = file
        .split("/")
        .at(-1)
        ?.replace(/\.yaml$/, "");
    if (named === id && file.split("/").at(-2) === assessment_files/* ASSESSMENTS_FOLDER */.Jy)
        return id;
    reader.error((0,yaml_reader/* nodeStart */.f)(field.value), `record ${(0,diagnostics/* quote */.hD)(id)} is filed as ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/${id}.yaml; move or rename the file`);
    return undefined;
}
function assessmentOf(reading, id) {
    const { reader, fields } = reading;
    const at = (key) => (0,patch_file_reader/* requiredField */.Q$)(fields, key);
    const systems = reader.texts(at("systems").value, at("systems").keyOffset, "systems", "a cyber system it covers, as its document's cyber_system: names it");
    const assets = fields.has("assets")
        ? reader.texts(at("assets").value, at("assets").keyOffset, "assets", "an asset it assessed")
        : [];
    const method = reader.choice(at("method").value, at("method").keyOffset, { label: "method", hint: "paper or active" }, assessment_files/* METHODS */.J8)?.value;
    const environment = environmentOf(reading);
    const evidence = evidenceOf(reading);
    const performed = fields.get("performed_on");
    const performedOn = performed &&
        pastDate(reading, performed.value, performed.keyOffset, "performed_on", "the day it was done");
    const results = reader.text(at("results").value, at("results").keyOffset, "results", "what the assessment found (R3.4: document the results)");
    const actionPlan = actionPlanOf(reading, (0,yaml_reader/* nodeStart */.f)(at("results").value));
    if (systems === undefined ||
        assets === undefined ||
        method === undefined ||
        environment === undefined ||
        evidence === undefined ||
        (performed !== undefined && performedOn === undefined) ||
        results === undefined ||
        actionPlan === undefined)
        return undefined;
    return {
        kind: "assessment",
        id,
        systems,
        assets,
        method,
        ...environment,
        ...evidence,
        ...(performedOn === undefined ? {} : { performedOn }),
        results,
        actionPlan,
    };
}
/** `environment` (production by default), and a test environment's differences (3.2.2). */
function environmentOf(reading) {
    const { reader, fields } = reading;
    const field = fields.get("environment");
    const environment = field === undefined
        ? "production"
        : reader.choice(field.value, field.keyOffset, { label: "environment", hint: "production or test" }, assessment_files/* ENVIRONMENTS */.ju)?.value;
    if (environment === undefined)
        return undefined;
    const test = fields.get("test_environment");
    if (environment === "production") {
        if (test === undefined)
            return { environment };
        reader.error(test.keyOffset, "test_environment belongs to an assessment in a test environment; remove it, or write environment: test");
        return undefined;
    }
    if (test === undefined) {
        reader.error(
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- environment is test only when the environment field was written
        field.keyOffset, "an assessment in a test environment documents the differences from production and how they were accounted for (CIP-010-4 3.2.2); write test_environment: { differences: ..., accounted_for: ... }");
        return undefined;
    }
    const testEnvironment = testEnvironmentOf(reader, test.value, test.keyOffset);
    return testEnvironment && { environment, testEnvironment };
}
function testEnvironmentOf(reader, value, keyOffset) {
    const shape = "{ differences: ..., accounted_for: ... }";
    const map = reader.submap(value, keyOffset, "test_environment", shape);
    const keys = ["differences", "accounted_for"];
    const fields = map && reader.fields(map, keys, keys, "test_environment");
    if (fields === undefined)
        return undefined;
    const [differences, accountedFor] = keys.map((key) => reader.text((0,patch_file_reader/* requiredField */.Q$)(fields, key).value, (0,patch_file_reader/* requiredField */.Q$)(fields, key).keyOffset, key, key === "differences"
        ? "how the test environment differs from production"
        : "the measures used to account for the differences"));
    return differences === undefined || accountedFor === undefined
        ? undefined
        : { differences, accountedFor };
}
const SHA256 = /^[0-9a-f]{64}$/;
/** The controls assessed, or the tool output by digest: one of them at least (R3.1's Measures). */
function evidenceOf(reading) {
    const { reader, fields } = reading;
    const controlsField = fields.get("controls_assessed");
    const outputField = fields.get("tool_output");
    if (controlsField === undefined && outputField === undefined) {
        const at = (0,patch_file_reader/* requiredField */.Q$)(fields, "method").keyOffset;
        reader.error(at, "an assessment lists the controls assessed or the output of the tools used (CIP-010-4 R3.1's Measures); write controls_assessed: [...] or tool_output: [{ name: ..., sha256: ... }]");
        return undefined;
    }
    const controls = controlsField === undefined
        ? []
        : reader.texts(controlsField.value, controlsField.keyOffset, "controls_assessed", "a control assessed");
    const outputs = outputField === undefined ? [] : toolOutputs(reader, outputField.value, outputField.keyOffset);
    return controls === undefined || outputs === undefined
        ? undefined
        : { controls, toolOutput: outputs };
}
function toolOutputs(reader, value, keyOffset) {
    const shape = "{ name: scan.nessus, sha256: 64 hex digits }";
    const items = reader.list(value, keyOffset, "tool_output", shape);
    if (items === undefined)
        return undefined;
    const outputs = [];
    for (const item of items) {
        const map = reader.submap(item, (0,yaml_reader/* nodeStart */.f)(value), "tool_output entry", shape);
        const keys = ["name", "sha256"];
        const fields = map && reader.fields(map, keys, keys, "a tool_output entry");
        if (fields === undefined)
            return undefined;
        const name = reader.text((0,patch_file_reader/* requiredField */.Q$)(fields, "name").value, (0,patch_file_reader/* requiredField */.Q$)(fields, "name").keyOffset, "name", "the output file's name");
        const digest = (0,patch_file_reader/* requiredField */.Q$)(fields, "sha256");
        const sha256 = reader.text(digest.value, digest.keyOffset, "sha256", "its SHA-256, 64 hex");
        if (name === undefined || sha256 === undefined)
            return undefined;
        if (!SHA256.test(sha256)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(digest.value), `sha256 must be the output's SHA-256 in 64 lower-case hex digits (sha256sum FILE), not ${(0,diagnostics/* quote */.hD)(sha256)}`);
            return undefined;
        }
        outputs.push({ name, sha256 });
    }
    return outputs;
}


/***/ }),

/***/ 83735:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ah: () => (/* binding */ AssetPopulation),
/* harmony export */   PQ: () => (/* binding */ ASSET_COLUMNS),
/* harmony export */   mP: () => (/* binding */ BES_ASSET_COLUMNS)
/* harmony export */ });
/* harmony import */ var _evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80053);
/* harmony import */ var _citation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72854);
/* harmony import */ var _last_baselines_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21294);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);




/** Where an asset row's state comes from. */
const FROM_LISTING = "inventory listing";
const FROM_CHANGES = "applied changes only (no inventory listing yet)";
const FROM_CHANGE = "applied change after the listing";
/** An asset no applied operation named, whose baseline a change record declares (no listing). */
const FROM_BASELINES = "declared in a change record's baselines only (no inventory listing yet; no record created it)";
const ASSET_COLUMNS = [
    ..._citation_js__WEBPACK_IMPORTED_MODULE_0__/* .CITATION_COLUMNS */ .gB,
    "source",
    "parent_kind",
    "parent",
    "cyber_system_id",
    "cyber_system",
    "impact",
    "erc",
    "esp",
    "psp",
    "asset_type",
    "class",
    "name",
    "asset_id",
    "baseline",
    "baseline_kind",
    "first_applied_sequence",
    "first_applied_at",
    "deleted",
];
const BES_ASSET_COLUMNS = [
    ..._citation_js__WEBPACK_IMPORTED_MODULE_0__/* .CITATION_COLUMNS */ .gB,
    "kind",
    "bes_asset_id",
    "name",
    "cyber_systems",
    "workspace_cyber_systems",
    "highest_impact",
    "criteria",
    "no_bes_cyber_system",
];
const IMPACT_ORDER = ["low", "medium", "high"];
/** One workspace's assets as the records up to the period's end show them. */
class AssetPopulation {
    /** By workspace. */
    #listed;
    /** By workspace/asset id. */
    #applied;
    /** Each workspace's last declared baselines: the ports population's (one fact, one fold). */
    #declared;
    constructor(declared, listed = new Map(), applied = new Map()) {
        this.#declared = declared;
        this.#listed = listed;
        this.#applied = applied;
    }
    /** A record recorded by the period's end, in chain order. */
    add(entry) {
        const { record } = entry;
        const listing = (0,_evidence_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_2__/* .listingOf */ .K7)(record);
        if (listing !== undefined) {
            // In the order of each workspace's last listing, as the rows list them.
            this.#listed.delete(record.workspace);
            this.#listed.set(record.workspace, { by: (0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .citedOf */ .L8)(entry), listing });
        }
        if (record.kind === "change")
            this.#addChange(entry, record);
    }
    /** Each workspace's last record that keeps a listing, whose content rows() reads. */
    listings() {
        return [...this.#listed.values()];
    }
    #addChange(entry, record) {
        const operations = record.change.change_record?.operations ?? [];
        if (!operations.some((op) => op.result === "succeeded" && op.asset_id !== undefined))
            return;
        const baselines = new Map((record.change.baselines ?? []).map((b) => [(0,_last_baselines_js__WEBPACK_IMPORTED_MODULE_3__/* .assetKey */ .e)(b), b]));
        // One citation for the record's assets: each holding its own would hold the same strings anew.
        const by = (0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .citedOf */ .L8)(entry);
        for (const operation of operations) {
            if (operation.result !== "succeeded" || operation.asset_id === undefined)
                continue;
            const key = `${record.workspace}/${operation.asset_id}`;
            const seen = this.#applied.get(key);
            const system = operation.cyber_system;
            // What the change record states of the asset's class and system: its baseline's entry.
            const baseline = baselines.get((0,_last_baselines_js__WEBPACK_IMPORTED_MODULE_3__/* .assetKey */ .e)({ cyber_system_id: system.id, asset: operation.name }));
            const assetType = operation.asset_type ?? seen?.facts.asset_type;
            this.#applied.set(key, {
                by,
                first: seen?.first ?? by,
                facts: {
                    asset_id: operation.asset_id,
                    name: operation.name,
                    cyber_system_id: system.id,
                    cyber_system: system.name,
                    ...(system.parent === undefined || system.parent === null
                        ? {}
                        : { parent_kind: system.parent.kind, parent: system.parent.name }),
                    ...(system.impact === undefined ? {} : { impact: system.impact }),
                    ...(baseline?.erc === undefined ? {} : { erc: baseline.erc }),
                    ...(assetType === undefined ? {} : { asset_type: assetType }),
                    ...(baseline?.class === undefined ? {} : { class: baseline.class }),
                    ...(baseline === undefined ? {} : { baseline: baseline.digest }),
                    ...(baseline?.kind === undefined ? {} : { baseline_kind: baseline.kind }),
                    deleted: operation.action === "delete",
                },
            });
        }
    }
    /**
     * The Cyber Assets and the BES assets, each workspace's, as of the period's end (the records
     * added are those recorded by then), an asset deleted before `periodStart` left out; `listingAt`
     * the content of the listing kept beside the record at a path (listings()). A workspace whose
     * listing is not given is shown as one without a listing.
     */
    rows(periodStart, listingAt) {
        const listed = new Map();
        for (const [workspace, { by }] of this.#listed) {
            const listing = listingAt(by.path);
            if (listing !== undefined)
                listed.set(workspace, { by, listing });
        }
        const assets = [];
        for (const { by, listing } of listed.values())
            assets.push(...this.#fromListing(by, listing));
        // A workspace without a listing: the assets its applied changes named, then those its last
        // change record's baselines declare that no applied operation named.
        const named = new Set();
        for (const applied of this.#applied.values()) {
            const { workspace } = applied.by;
            if (listed.has(workspace))
                continue;
            assets.push(appliedRow(applied, FROM_CHANGES));
            named.add(`${workspace}/${(0,_last_baselines_js__WEBPACK_IMPORTED_MODULE_3__/* .assetKey */ .e)({ ...applied.facts, asset: applied.facts.name })}`);
        }
        for (const [workspace, declaring] of this.#declared.workspaces()) {
            if (listed.has(workspace))
                continue;
            const cited = (0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .citationOfCited */ .sS)(declaring.by);
            for (const [key, baseline] of this.#declared.byAsset(workspace))
                if (!named.has(`${workspace}/${key}`))
                    assets.push(declaredRow(cited, baseline));
        }
        const besAssets = [...listed.values()].flatMap(({ by, listing }) => besAssetRows(by, listing));
        const from = periodStart.getTime();
        // An asset deleted before the period began is not in its population.
        const inPeriod = (row) => row.deleted !== true || Date.parse(String(row.recorded_at)) >= from;
        return { assets: assets.filter(inPeriod), besAssets };
    }
    /** The listing's assets, each replaced by what an applied change after the listing made of it. */
    #fromListing(by, listing) {
        const { workspace } = by;
        /** Applied after the listing: recorded after it in the workspace's chain. */
        const after = (applied) => applied !== undefined && applied.by.sequence > by.sequence;
        const systems = new Map(listing.cyber_systems.map((system) => [system.id, system]));
        const besAssets = new Map(listing.bes_assets.map((asset) => [asset.id, asset]));
        const rows = [];
        const listedIds = new Set();
        for (const asset of listing.cyber_assets) {
            listedIds.add(asset.id);
            const applied = this.#applied.get(`${workspace}/${asset.id}`);
            if (applied !== undefined && after(applied)) {
                rows.push(appliedRow(applied, FROM_CHANGE));
                continue;
            }
            const system = systems.get(asset.cyber_system_id);
            const parent = system?.parent_id == null ? undefined : besAssets.get(system.parent_id);
            rows.push({
                ...(0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .citationOfCited */ .sS)(by),
                source: FROM_LISTING,
                parent_kind: system?.parent_kind ?? null,
                parent: parent?.name ?? null,
                cyber_system_id: asset.cyber_system_id,
                cyber_system: system?.name ?? null,
                impact: system?.impact ?? null,
                erc: system?.erc ?? null,
                esp: system?.esp ?? null,
                psp: system?.psp ?? null,
                asset_type: asset.asset_type,
                class: asset.class ?? null,
                name: asset.name,
                asset_id: asset.id,
                baseline: asset.baseline ?? null,
                baseline_kind: asset.baseline_kind ?? null,
                first_applied_sequence: applied?.first.sequence ?? null,
                first_applied_at: applied?.first.recorded_at ?? null,
                deleted: false,
            });
        }
        // Created after the listing: not in it.
        for (const applied of this.#applied.values())
            if (applied.by.workspace === workspace &&
                after(applied) &&
                !listedIds.has(applied.facts.asset_id))
                rows.push(appliedRow(applied, FROM_CHANGE));
        return rows;
    }
    /** As the population fold holds it, each record by its number (`number`). */
    held(numbers) {
        return {
            listed: [...this.#listed.values()].map(({ by, listing }) => ({
                by: numbers.record(by),
                listing,
            })),
            applied: [...this.#applied.values()].map(({ by, first, facts }) => [
                numbers.record(by),
                numbers.record(first),
                { ...facts, baseline: mapped(facts.baseline, numbers.digest) },
            ]),
        };
    }
    /** The population `held` holds, its parts taken as they are, each record from `recordAt`. */
    static resume(held, names, declared) {
        const listed = new Map();
        for (const { by, listing } of held.listed) {
            const cited = names.record(by);
            listed.set(cited.workspace, { by: cited, listing });
        }
        const applied = new Map();
        for (const [by, first, facts] of held.applied) {
            const cited = names.record(by);
            applied.set(`${cited.workspace}/${facts.asset_id}`, {
                by: cited,
                first: names.record(first),
                facts: { ...facts, baseline: mapped(facts.baseline, names.digest) },
            });
        }
        return new AssetPopulation(declared, listed, applied);
    }
}
/** `value` mapped, or undefined (which JSON leaves out). */
function mapped(value, map) {
    return value === undefined ? undefined : map(value);
}
/** An asset's row as its last applied operation shows it, `source` saying where from. */
function appliedRow({ by, first, facts }, source) {
    return {
        ...(0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .citationOfCited */ .sS)(by),
        source,
        parent_kind: facts.parent_kind ?? null,
        parent: facts.parent ?? null,
        cyber_system_id: facts.cyber_system_id,
        cyber_system: facts.cyber_system,
        impact: facts.impact ?? null,
        erc: facts.erc ?? null,
        esp: null,
        psp: null,
        asset_type: facts.asset_type ?? null,
        class: facts.class ?? null,
        name: facts.name,
        asset_id: facts.asset_id,
        baseline: facts.baseline ?? null,
        baseline_kind: facts.baseline_kind ?? null,
        first_applied_sequence: first.sequence,
        first_applied_at: first.recorded_at,
        deleted: facts.deleted,
    };
}
/** An asset no applied operation named, as its workspace's last declared baselines declare it. */
function declaredRow(cited, baseline) {
    return {
        ...cited,
        source: FROM_BASELINES,
        parent_kind: null,
        parent: null,
        cyber_system_id: baseline.cyber_system_id,
        cyber_system: baseline.cyber_system ?? null,
        impact: baseline.impact ?? null,
        erc: baseline.erc ?? null,
        esp: null,
        psp: null,
        asset_type: baseline.asset_type ?? null,
        class: baseline.class ?? null,
        name: baseline.asset,
        asset_id: baseline.asset_id ?? null,
        baseline: baseline.digest,
        baseline_kind: baseline.kind ?? null,
        first_applied_sequence: null,
        first_applied_at: null,
        deleted: false,
    };
}
/** Each facility and control center of the listing, with its systems and highest declared impact. */
function besAssetRows(by, listing) {
    return listing.bes_assets.map((asset) => {
        const systems = listing.cyber_systems.filter((system) => system.parent_id === asset.id);
        const impacts = systems.flatMap((system) => system.impact === undefined ? [] : [system.impact]);
        const highest = IMPACT_ORDER.filter((impact) => impacts.includes(impact)).at(-1);
        const criteria = [...new Set(systems.flatMap((system) => system.criteria ?? []))].sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP);
        return {
            ...(0,_citation_js__WEBPACK_IMPORTED_MODULE_0__/* .citationOfCited */ .sS)(by),
            kind: asset.kind,
            bes_asset_id: asset.id,
            name: asset.name,
            cyber_systems: systems.length,
            workspace_cyber_systems: systems.filter((system) => system.managed).length,
            highest_impact: highest ?? null,
            criteria: criteria.join("; "),
            no_bes_cyber_system: systems.length === 0,
        };
    });
}


/***/ }),

/***/ 72854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L8: () => (/* binding */ citedOf),
/* harmony export */   Rw: () => (/* binding */ citationOf),
/* harmony export */   gB: () => (/* binding */ CITATION_COLUMNS),
/* harmony export */   nO: () => (/* binding */ refCitation),
/* harmony export */   sS: () => (/* binding */ citationOfCited)
/* harmony export */ });
/* harmony import */ var _evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91864);

const CITATION_COLUMNS = [
    "workspace",
    "record_sequence",
    "record_sha256",
    "record_path",
    "recorded_at",
];
/** A record as a row cites it. */
function citationOf({ record, sha256 }) {
    const { workspace, sequence, recorded_at } = record;
    return citationOfCited({ workspace, sequence, sha256, path: (0,_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .recordPath */ .lX)(record), recorded_at });
}
/** `entry` as the folds hold it. */
function citedOf({ record, sha256 }) {
    const { workspace, sequence, recorded_at } = record;
    const path = (0,_evidence_chain_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .recordPath */ .lX)(record);
    return record.kind === "change"
        ? { workspace, sequence, sha256, path, recorded_at, commit: record.change.merge_sha }
        : { workspace, sequence, sha256, path, recorded_at };
}
/**
 * A record as a row cites it, from what the folds hold of it (its path null where the ledger's is
 * not known): the one maker of every row's citation cells.
 */
function citationOfCited({ workspace, sequence, sha256, path, recorded_at, }) {
    return {
        workspace,
        record_sequence: sequence,
        record_sha256: `sha256:${sha256}`,
        record_path: path,
        recorded_at,
    };
}
/** A record an obligation names, as a row cites it. */
function refCitation(ref, pathOf) {
    return citationOfCited({ ...ref, path: pathOf(ref) });
}


/***/ }),

/***/ 21294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ LastBaselines),
/* harmony export */   e: () => (/* binding */ assetKey)
/* harmony export */ });
/** An asset's key within its workspace: its system's id and its name. */
const assetKey = (baseline) => `${baseline.cyber_system_id}/${baseline.asset}`;
class LastBaselines {
    /** By workspace, in the order each first declared baselines. */
    #byWorkspace = new Map();
    /** A change record's baselines, each workspace's records in chain order. */
    add(by, baselines) {
        this.#byWorkspace.set(by.workspace, { by, baselines });
    }
    of(workspace) {
        return this.#byWorkspace.get(workspace);
    }
    workspaces() {
        return this.#byWorkspace.entries();
    }
    /** The workspace's declared baselines by assetKey (a key written twice: its last). */
    byAsset(workspace) {
        const baselines = this.#byWorkspace.get(workspace)?.baselines ?? [];
        return new Map(baselines.map((baseline) => [assetKey(baseline), baseline]));
    }
    /** The workspace's declared baselines' digests by assetKey; undefined before any. */
    digests(workspace) {
        const declaring = this.#byWorkspace.get(workspace);
        return declaring === undefined
            ? undefined
            : new Map(declaring.baselines.map((baseline) => [assetKey(baseline), baseline.digest]));
    }
    /** As the population fold holds it, each record and digest by its number. */
    held(numbers) {
        return [...this.#byWorkspace.values()].map(({ by, baselines }) => ({
            by: numbers.record(by),
            baselines: baselines.map((baseline) => declared(baseline, numbers)),
        }));
    }
    /** The baselines `held` holds, each record and digest from its number. */
    static resume(held, names) {
        const resumed = new LastBaselines();
        for (const { by, baselines } of held)
            resumed.add(names.record(by), baselines.map((baseline) => ({ ...baseline, digest: names.digest(baseline.digest) })));
        return resumed;
    }
}
/**
 * A baseline without what no reader of the last baselines reads, its digest by number, its
 * fields in their order.
 */
function declared(baseline, numbers) {
    const kept = {};
    for (const [field, value] of Object.entries(baseline))
        if (field === "digest")
            kept[field] = numbers.digest(baseline.digest);
        else if (field !== "items" && field !== "patched" && field !== "completed_on")
            kept[field] = value;
    return kept;
}


/***/ }),

/***/ 3101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ PopulationFold)
});

// EXTERNAL MODULE: ./src/core/audit/asset-population.ts
var asset_population = __webpack_require__(83735);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/core/audit/held-tables.ts
// How the population fold (population-fold.ts) holds the records and digests its state names many
// times (a change record cites every asset it touched; assets share their ports items, and an
// asset's baseline digest is named by its last change, its declaring record and its port history):
// each once, in a table, named by its number, in the order first named (the same state, the same
// tables, the same bytes). A record's workspace and time are those its path names
// (record-files.ts), so held only where they are not. Pure.


/** A numbering, and the tables it fills. */
function numbering() {
    const tables = { records: [], digests: [] };
    const records = new Map();
    const digests = new Map();
    return {
        tables,
        // A record named by two parts of the fold may be two equal objects: numbered by its SHA-256.
        record(cited) {
            let index = records.get(cited.sha256);
            if (index === undefined) {
                index = tables.records.push(heldRecord(cited)) - 1;
                records.set(cited.sha256, index);
            }
            return index;
        },
        digest(digest) {
            let index = digests.get(digest);
            if (index === undefined) {
                index = tables.digests.push(digest) - 1;
                digests.set(digest, index);
            }
            return index;
        },
    };
}
/** The tables' entries by number: a record named twice is one object. */
function naming(tables) {
    const records = [];
    return {
        record: (index) => (records[index] ??= citedFrom((0,collections/* itemOrThrow */.Tp)(tables.records, index, "the held records"))),
        digest: (index) => (0,collections/* itemOrThrow */.Tp)(tables.digests, index, "the held digests"),
    };
}
function heldRecord({ workspace, sequence, sha256, path, recorded_at, commit }) {
    return {
        ...((0,record_files/* workspaceOfPath */.i0)(path) === workspace ? {} : { workspace }),
        sequence,
        sha256,
        path,
        ...((0,record_files/* recordedAtOfPath */.ml)(path) === recorded_at ? {} : { recorded_at }),
        ...(commit === undefined ? {} : { commit }),
    };
}
/** A held record as the folds cite it, its fields in citedOf's order. */
function citedFrom({ workspace, sequence, sha256, path, recorded_at, commit }) {
    return {
        workspace: workspace ?? (0,record_files/* workspaceOfPath */.i0)(path) ?? "",
        sequence,
        sha256,
        path,
        recorded_at: recorded_at ?? (0,record_files/* recordedAtOfPath */.ml)(path) ?? "",
        ...(commit === undefined ? {} : { commit }),
    };
}

// EXTERNAL MODULE: ./src/core/audit/port-population.ts
var port_population = __webpack_require__(28918);
;// CONCATENATED MODULE: ./src/core/audit/population-fold.ts



class PopulationFold {
    ports;
    assets;
    constructor(ports = new port_population/* PortPopulation */.zV(), assets = new asset_population/* AssetPopulation */.Ah(ports.lastBaselines)) {
        this.ports = ports;
        this.assets = assets;
    }
    /** A record, in chain order: the caller gives those recorded by the period's end. */
    add(entry) {
        // The ports first: they keep the last baselines the assets read.
        this.ports.add(entry);
        this.assets.add(entry);
    }
    /** The workspace's last declared baselines' digests by assetKey; undefined before any. */
    baselineDigests(workspace) {
        return this.ports.lastBaselines.digests(workspace);
    }
    held() {
        const numbers = numbering();
        const assets = this.assets.held(numbers);
        const ports = this.ports.held(numbers);
        return { ...numbers.tables, assets, ports };
    }
    /** The fold `held` holds, its parts taken as they are (not copied). */
    static resume(held) {
        const names = naming(held);
        const ports = port_population/* PortPopulation */.zV.resume(held.ports, names);
        return new PopulationFold(ports, asset_population/* AssetPopulation */.Ah.resume(held.assets, names, ports.lastBaselines));
    }
}


/***/ }),

/***/ 7840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E0: () => (/* binding */ POPULATION_COLUMNS),
  dI: () => (/* binding */ POPULATION_NAMES),
  g8: () => (/* reexport */ PopulationsFirstPass),
  jI: () => (/* binding */ historyNotCheckedRow)
});

// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/audit/citation.ts
var citation = __webpack_require__(72854);
// EXTERNAL MODULE: ./src/core/obligations/obligations.ts + 25 modules
var obligations = __webpack_require__(11986);
;// CONCATENATED MODULE: ./src/core/audit/row-sort.ts
// How the obligations' rows wait for their order: the order itself (the obligations', exceptions
// first: compareObligations), and where the rows wait, held or, on the command line, sorted in runs
// on disk (io/ledger/spilled-sort.ts), so that a ledger's rows are never all held. Pure.

/** What an obligation is sorted by, without the rest of it. */
const sortKeyOf = (o) => ({
    status: o.status,
    due: o.due,
    workspace: o.workspace,
    kind: o.kind,
    subject: { cyber_system_id: o.subject.cyber_system_id, asset: o.subject.asset },
    opened_by: { sequence: o.opened_by.sequence },
});
/** The sort that holds what it sorts. */
const heldSort = (compare) => {
    const items = [];
    return { add: (item) => items.push(item), sorted: () => items.sort(compare) };
};
const bySortKey = (a, b) => (0,obligations/* compareObligations */.xK)(a.key, b.key);

;// CONCATENATED MODULE: ./src/core/audit/patch-populations.ts



const SUBJECT_COLUMNS = ["cyber_system", "asset", "asset_id"];
const ITEM_COLUMNS = ["item_kind", "item", "version"];
const PATCH_SOURCE_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    ...SUBJECT_COLUMNS,
    ...ITEM_COLUMNS,
    "source",
    "no_source_kind",
    "no_source_reason",
    "identified_by_sequence",
    "identified_at",
    "status",
    "reason",
    "ended_by_sequence",
    "ended_at",
];
const PATCH_EVALUATION_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "source",
    "evaluation_file",
    "releases_since",
    "patches",
    "applicable",
    "interval_opened_by_sequence",
    "interval_due",
    "status",
    "lapse",
    "releases_gap",
    "reason",
];
const APPLICABLE_PATCH_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    ...SUBJECT_COLUMNS,
    ...ITEM_COLUMNS,
    "source",
    "evaluation_file",
    "patch",
    "due",
    "status",
    "closed_by",
    "plan",
    "closed_by_sequence",
    "closed_by_sha256",
    "closed_at",
    "lapse",
    "reason",
    "not_closed_by",
];
const MITIGATION_PLAN_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "plan",
    "timeframe",
    "due",
    "timeframe_changes",
    "implemented_on",
    "implemented_by_sequence",
    "implemented_at",
    "status",
    "lapse",
    "reason",
    "not_closed_by",
];
/** The CIP-007 R2 populations, by the part whose obligations make them. */
const PART_POPULATIONS = {
    "CIP-007 R2.1": "patchSources",
    "CIP-007 R2.2": "patchEvaluations",
    "CIP-007 R2.3": "applicablePatches",
    "CIP-007 R2.4": "mitigationPlans",
};
const byKeyThenTie = (a, b) => bySortKey(a, b) || (0,names/* compareCodePoints */.OP)(a.tie, b.tie);
/** The rows of the CIP-007 R2 populations of a period, fed the obligations judged as of its end. */
class PatchRows {
    #pathOf;
    #from;
    #sorts;
    constructor(pathOf, from, sortOf) {
        this.#pathOf = pathOf;
        this.#from = from.getTime();
        this.#sorts = {
            patchSources: sortOf(byKeyThenTie),
            patchEvaluations: sortOf(byKeyThenTie),
            applicablePatches: sortOf(byKeyThenTie),
            mitigationPlans: sortOf(byKeyThenTie),
        };
    }
    /** An obligation judged as of the period's end: a row, where it is one of a population's. */
    add(o) {
        if (!(o.kind in PART_POPULATIONS))
            return;
        const population = PART_POPULATIONS[o.kind];
        const row = this.#row(population, o);
        if (row === undefined)
            return;
        const { item, patch, plan, evaluation } = o.patching ?? {};
        const tie = [item?.kind, item?.name, item?.version, patch, plan, evaluation?.file].join("\0");
        this.#sorts[population].add({ key: sortKeyOf(o), row, tie });
    }
    /** Gives `sink` each population's rows, in the obligations' order. */
    flush(sink) {
        for (const [population, sort] of Object.entries(this.#sorts))
            for (const { row } of sort.sorted())
                sink(population, row);
    }
    /** Whether `ref` was recorded before the period: what it closed or ended is not the period's. */
    #before(ref) {
        return ref !== undefined && Date.parse(ref.recorded_at) < this.#from;
    }
    #row(population, o) {
        const facts = o.patching ?? {};
        switch (population) {
            case "patchSources":
                return this.#before(facts.ended_by) ? undefined : this.#sourceRow(o);
            case "patchEvaluations":
                // An interval no evaluation closed is no evaluation (an overdue one is an exception).
                return o.closed_by === undefined ||
                    facts.evaluation === undefined ||
                    this.#before(o.closed_by)
                    ? undefined
                    : this.#evaluationRow(o);
            case "applicablePatches":
                return this.#before(o.closed_by) ? undefined : this.#patchRow(o);
            case "mitigationPlans":
                return this.#before(o.closed_by) ? undefined : this.#planRow(o);
        }
    }
    #subject(o) {
        const item = o.patching?.item;
        return {
            cyber_system: o.subject.cyber_system ?? null,
            asset: o.subject.asset ?? null,
            asset_id: o.subject.asset_id ?? null,
            item_kind: item?.kind ?? null,
            item: item?.name ?? null,
            version: item?.version ?? null,
        };
    }
    #sourceRow(o) {
        const facts = o.patching ?? {};
        return {
            ...(0,citation/* refCitation */.nO)(o.opened_by, this.#pathOf),
            ...this.#subject(o),
            source: facts.source ?? null,
            no_source_kind: facts.no_source?.kind ?? null,
            no_source_reason: facts.no_source?.reason ?? null,
            identified_by_sequence: o.closed_by?.sequence ?? null,
            identified_at: o.closed_by?.recorded_at ?? null,
            status: o.status,
            reason: o.reason ?? null,
            ended_by_sequence: facts.ended_by?.sequence ?? null,
            ended_at: facts.ended_by?.recorded_at ?? null,
        };
    }
    /** At the evaluation's record, which dates it (the interval's own record opened it). */
    #evaluationRow(o) {
        const facts = o.patching ?? {};
        const gap = facts.releases_gap;
        return {
            // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an evaluation row is made of a closed obligation, which names the record that closed it
            ...(0,citation/* refCitation */.nO)(o.closed_by, this.#pathOf),
            source: facts.source ?? null,
            evaluation_file: facts.evaluation?.file ?? null,
            releases_since: facts.evaluation?.releases_since ?? null,
            patches: facts.evaluation?.patches ?? null,
            applicable: facts.evaluation?.applicable ?? null,
            interval_opened_by_sequence: o.opened_by.sequence,
            interval_due: o.due,
            status: o.status,
            lapse: facts.lapse ?? null,
            releases_gap: gap === undefined ? null : `${gap.from} to ${gap.to}`,
            reason: o.reason ?? null,
        };
    }
    /** At the evaluation's record that found it applicable, with what closed it, if anything. */
    #patchRow(o) {
        const facts = o.patching ?? {};
        const closer = o.closed_by === undefined
            ? null
            : facts.plan === undefined
                ? "baseline change"
                : "mitigation plan";
        return {
            ...(0,citation/* refCitation */.nO)(o.opened_by, this.#pathOf),
            ...this.#subject(o),
            source: facts.source ?? null,
            evaluation_file: facts.evaluation?.file ?? null,
            patch: facts.patch ?? null,
            due: o.due,
            status: o.status,
            closed_by: closer,
            plan: o.closed_by === undefined ? null : (facts.plan ?? null),
            closed_by_sequence: o.closed_by?.sequence ?? null,
            closed_by_sha256: o.closed_by === undefined ? null : `sha256:${o.closed_by.sha256}`,
            closed_at: o.closed_by?.recorded_at ?? null,
            lapse: facts.lapse ?? null,
            reason: o.reason ?? null,
            not_closed_by: notClosedText(o),
        };
    }
    #planRow(o) {
        const facts = o.patching ?? {};
        return {
            ...(0,citation/* refCitation */.nO)(o.opened_by, this.#pathOf),
            plan: facts.plan ?? null,
            timeframe: facts.timeframe ?? null,
            due: o.due,
            timeframe_changes: (facts.timeframe_changes ?? [])
                .map((change) => `record ${change.record.sequence}: ${change.to}, ${change.approved_by === undefined ? `not counted: ${change.why ?? ""}` : `approved by ${change.approved_by}`}`)
                .join("; "),
            implemented_on: facts.implemented_on ?? null,
            implemented_by_sequence: o.closed_by?.sequence ?? null,
            implemented_at: o.closed_by?.recorded_at ?? null,
            status: o.status,
            lapse: facts.lapse ?? null,
            reason: o.reason ?? null,
            not_closed_by: notClosedText(o),
        };
    }
}
/** The records that would have closed it and could not, and why; null when none. */
function notClosedText(o) {
    const not = o.not_closed_by ?? [];
    return not.length === 0
        ? null
        : not.map(({ record, why }) => `record ${record.sequence}: ${why}`).join("; ");
}

;// CONCATENATED MODULE: ./src/core/audit/assessment-populations.ts




const ASSESSMENT_INTERVAL_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "part",
    "cyber_system",
    "cyber_system_id",
    "interval_opened_by_sequence",
    "interval_opened_at",
    "due",
    "status",
    "assessment",
    "method",
    "environment",
    "feasibility_record",
    "feasibility_reference",
    "never_assessed_since",
    "reason",
    "not_closed_by",
];
const ACTION_ITEM_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "cyber_system",
    "cyber_system_id",
    "assessment",
    "item",
    "action",
    "planned_completion",
    "statuses",
    "status",
    "closed_by_sequence",
    "closed_at",
    "date_changes",
    "reason",
];
const COMMISSIONED_ASSET_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "cyber_system",
    "cyber_system_id",
    "asset",
    "asset_id",
    "class",
    "status",
    "evidence",
    "evidence_records",
    "reason",
];
const assessment_populations_PART_POPULATIONS = {
    "CIP-010 R3.1": "assessmentIntervals",
    "CIP-010 R3.2": "assessmentIntervals",
    "CIP-010 R3.3": "commissionedAssets",
    "CIP-010 R3.4": "actionItems",
};
const assessment_populations_byKeyThenTie = (a, b) => bySortKey(a, b) || (0,names/* compareCodePoints */.OP)(a.tie, b.tie);
/** The rows of the CIP-010 R3 populations of a period, fed the obligations judged as of its end. */
class AssessmentRows {
    #pathOf;
    #from;
    #sorts;
    constructor(pathOf, from, sortOf) {
        this.#pathOf = pathOf;
        this.#from = from.getTime();
        this.#sorts = {
            assessmentIntervals: sortOf(assessment_populations_byKeyThenTie),
            commissionedAssets: sortOf(assessment_populations_byKeyThenTie),
            actionItems: sortOf(assessment_populations_byKeyThenTie),
        };
    }
    /** An obligation judged as of the period's end: a row, unless closed before the period. */
    add(o) {
        if (!(o.kind in assessment_populations_PART_POPULATIONS))
            return;
        if (o.closed_by !== undefined && Date.parse(o.closed_by.recorded_at) < this.#from)
            return;
        const population = assessment_populations_PART_POPULATIONS[o.kind];
        const row = population === "actionItems"
            ? this.#itemRow(o)
            : population === "commissionedAssets"
                ? this.#commissionedRow(o)
                : this.#intervalRow(o);
        this.#sorts[population].add({ key: sortKeyOf(o), row, tie: o.assessment?.key ?? "" });
    }
    /** Gives `sink` each population's rows, in the obligations' order. */
    flush(sink) {
        for (const [population, sort] of Object.entries(this.#sorts))
            for (const { row } of sort.sorted())
                sink(population, row);
    }
    #cited(o) {
        return (0,citation/* refCitation */.nO)(o.closed_by ?? o.opened_by, this.#pathOf);
    }
    #intervalRow(o) {
        const facts = o.assessment ?? { key: "" };
        return {
            ...this.#cited(o),
            part: o.kind,
            cyber_system: o.subject.cyber_system ?? null,
            cyber_system_id: o.subject.cyber_system_id ?? null,
            interval_opened_by_sequence: o.opened_by.sequence,
            interval_opened_at: o.opened_by.recorded_at,
            due: o.due,
            status: o.status,
            assessment: facts.assessment?.id ?? null,
            method: facts.assessment?.method ?? null,
            environment: facts.assessment?.environment ?? null,
            feasibility_record: facts.feasibility?.id ?? null,
            feasibility_reference: facts.feasibility?.reference ?? null,
            never_assessed_since: facts.never_assessed_since ?? null,
            reason: o.reason ?? null,
            not_closed_by: notClosedText(o),
        };
    }
    /** R3.3: the asset at the merge that put it into service, with what stands for it. */
    #commissionedRow(o) {
        const facts = o.assessment?.commissioned;
        return {
            ...(0,citation/* refCitation */.nO)(o.opened_by, this.#pathOf),
            cyber_system: o.subject.cyber_system ?? null,
            cyber_system_id: o.subject.cyber_system_id ?? null,
            asset: o.subject.asset ?? null,
            asset_id: o.subject.asset_id ?? null,
            class: facts?.class ?? null,
            status: o.status,
            evidence: facts?.evidence ?? null,
            evidence_records: (facts?.records ?? []).join("; "),
            reason: o.reason ?? null,
        };
    }
    #itemRow(o) {
        const item = o.assessment?.item;
        return {
            ...(0,citation/* refCitation */.nO)(o.opened_by, this.#pathOf),
            cyber_system: o.subject.cyber_system ?? null,
            cyber_system_id: o.subject.cyber_system_id ?? null,
            assessment: item?.assessment ?? null,
            item: item?.id ?? null,
            action: item?.action ?? null,
            planned_completion: item?.planned_completion ?? null,
            statuses: (item?.statuses ?? []).map((entry) => `${entry.on} ${entry.status}`).join("; "),
            status: o.status,
            closed_by_sequence: o.closed_by?.sequence ?? null,
            closed_at: o.closed_by?.recorded_at ?? null,
            date_changes: (o.assessment?.date_changes ?? [])
                .map((change) => `record ${change.record.sequence}: ${change.to}, ${change.approved_by === undefined ? `not counted: ${change.why ?? ""}` : `approved by ${change.approved_by}`}`)
                .join("; "),
            reason: o.reason ?? null,
        };
    }
}

// EXTERNAL MODULE: ./src/core/audit/asset-population.ts
var asset_population = __webpack_require__(83735);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-history.ts
var evidence_history = __webpack_require__(75411);
// EXTERNAL MODULE: ./src/core/audit/port-population.ts
var port_population = __webpack_require__(28918);
;// CONCATENATED MODULE: ./src/core/audit/obligation-populations.ts
// The populations an auditor samples CIP-010 from, made of the obligations judged as of the
// period's end: the deviations (one row per asset and deviation from its baseline: the R1.1 items
// changed, who authorized it and when, the completion of the field change, when the baseline was
// updated and the R1.3 status, the R1.4 to R1.6 reminders), and the configuration monitoring (one
// row per asset and 35-day period of R2.1, and per unauthorized change detected); the obligations
// that are exceptions; and what each change record's operations opened. Every row cites the record
// that opened it. Fed the obligations one at a time as a pass decides them, it holds rows, never
// obligations, and gives them in the order of the obligations (compareObligations). Pure.






const DEVIATION_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "cyber_system",
    "asset",
    "asset_id",
    "items_changed",
    "authorized_at",
    "authorized_by",
    "completed_on",
    "baseline_updated_at",
    "r1_3_due",
    "r1_3_status",
    "r1_3_reason",
    "r1_3_baseline_ref",
    "r1_4_notes",
    "r1_5",
    "r1_6",
];
const CONFIGURATION_MONITORING_COLUMNS = [
    ...citation/* CITATION_COLUMNS */.gB,
    "cyber_system",
    "asset",
    "kind",
    "due",
    "status",
    "closed_by_sequence",
    "closed_at",
    "reason",
];
/** The rows, in the order of their obligations. */
const inOrder = (rows) => [...rows].sort(bySortKey).map(({ row }) => row);
/** The key of what an operation of a change record opened: its record, system and asset. */
const operationKey = (workspace, sequence, system, asset) => `${workspace}#${sequence}/${system}/${asset}`;
/**
 * The obligation rows of a period, fed each obligation judged as of its end (`add`), and from
 * every record each one a record after the period closed (`addLater`).
 */
class ObligationRows {
    #pathOf;
    #period;
    #deviations = new Map();
    #monitoring;
    #exceptions;
    /**
     * What each operation of the period opened, sorted by the path of its record (ties in the
     * order decided), so that the second pass, which reads the change records in that order, takes
     * them as it goes (openedAt) instead of every one being held from the first pass's end.
     */
    #opened;
    #openedInOrder;
    #nextOpened;
    /** The operations of the record the second pass is at, and what they opened. */
    #openedHere = new Map();
    #closedLater = new Map();
    #laterJudged;
    #patching;
    #assessments;
    /**
     * `laterJudged`: whether addLater will be given the closes after the period; `sortOf`: where the
     * exceptions', configuration monitoring's and CIP-007 R2's rows, and what each operation opened,
     * wait for their order.
     */
    constructor(pathOf, period, laterJudged, sortOf = heldSort) {
        this.#pathOf = pathOf;
        this.#monitoring = sortOf(bySortKey);
        this.#exceptions = sortOf(bySortKey);
        this.#opened = sortOf((a, b) => (0,names/* compareCodePoints */.OP)(a.path, b.path));
        this.#laterJudged = laterJudged;
        this.#patching = new PatchRows(pathOf, period.from, sortOf);
        this.#assessments = new AssessmentRows(pathOf, period.from, sortOf);
        this.#period = { from: period.from.getTime(), to: period.to.getTime() };
    }
    add(o) {
        this.#exception(o);
        this.#patching.add(o);
        this.#assessments.add(o);
        if (/^CIP-010 R1\.[2-6]$/.test(o.kind) && this.#inPeriod(o.opened_by))
            this.#deviation(o);
        if (o.kind === "CIP-010 R2.1" &&
            (o.closed_by === undefined || Date.parse(o.closed_by.recorded_at) >= this.#period.from))
            this.#monitoring.add({ key: sortKeyOf(o), row: this.#monitoringRow(o) });
        if (!this.#inPeriod(o.opened_by))
            return;
        const path = this.#pathOf(o.opened_by);
        // A record the ledger does not hold opens no operation's row.
        if (path === null)
            return;
        const key = operationKey(o.opened_by.workspace, o.opened_by.sequence, o.subject.cyber_system_id ?? "", o.subject.asset ?? "");
        const opened = {
            path,
            key,
            kind: o.kind,
            status: o.status,
            due: o.due,
            ...(o.closed_by === undefined
                ? this.#laterJudged
                    ? { open: (0,obligations/* obligationKey */.YT)(o) }
                    : {}
                : { closedBy: o.closed_by.sequence }),
        };
        this.#opened.add(opened);
    }
    /**
     * An obligation judged from every record: only its close is read, for an obligation opened in
     * the period and open at its end (a completion recorded later may close it as of its opening
     * record, so the close is not told apart by its record's time).
     */
    addLater(o) {
        if (o.closed_by !== undefined && this.#inPeriod(o.opened_by))
            this.#closedLater.set((0,obligations/* obligationKey */.YT)(o), o.closed_by);
    }
    /**
     * The second pass is at the record at `path`: what its operations opened is taken from the sort,
     * and what records before it opened is let go. Called in the order of the paths, after flush.
     */
    openedAt(path) {
        this.#openedInOrder ??= this.#opened.sorted()[Symbol.iterator]();
        this.#openedHere = new Map();
        for (;;) {
            this.#nextOpened ??= this.#openedInOrder.next().value;
            const next = this.#nextOpened;
            if (next === undefined || (0,names/* compareCodePoints */.OP)(next.path, path) > 0)
                return;
            this.#nextOpened = undefined;
            if (next.path !== path)
                continue;
            const here = this.#openedHere.get(next.key);
            if (here === undefined)
                this.#openedHere.set(next.key, [next]);
            else
                here.push(next);
        }
    }
    /**
     * The columns of an operation's row: what its record opened for its asset, and what closed it.
     * `key` is an operation of the record given to openedAt last.
     */
    openedBy(key) {
        const order = (o) => ({ ...o, workspace: "", subject: {}, opened_by: { sequence: 0 } });
        const these = [...(this.#openedHere.get(key) ?? [])].sort((a, b) => (0,obligations/* compareObligations */.xK)(order(a), order(b)));
        return {
            obligations_opened: these.map((o) => o.kind).join("; "),
            obligations_closed_by: these
                .map((o) => o.closedBy === undefined ? `${o.kind}: ${o.status}` : `${o.kind}: record ${o.closedBy}`)
                .join("; "),
            closed_after_period: these
                .flatMap((o) => {
                const closed = o.open === undefined ? undefined : this.#closedLater.get(o.open);
                return closed === undefined
                    ? []
                    : [`${o.kind}: record ${closed.sequence} (${closed.recorded_at})`];
            })
                .join("; "),
        };
    }
    /**
     * Gives `sink` the rows of the obligations, each population's in the obligations' order: those
     * that are exceptions, overdue or closed late (at the record that opened or closed them), the
     * deviations and the configuration monitoring. What the operations opened waits in its own sort
     * for openedAt.
     */
    flush(sink) {
        for (const { row } of this.#exceptions.sorted())
            sink("exceptions", row);
        const deviations = [...this.#deviations.values()].map(({ first, row }) => ({
            key: first,
            row,
        }));
        for (const row of inOrder(deviations))
            sink("deviations", row);
        for (const { row } of this.#monitoring.sorted())
            sink("configurationMonitoring", row);
        this.#patching.flush(sink);
        this.#assessments.flush(sink);
        this.#deviations.clear();
    }
    #inPeriod(ref) {
        const at = Date.parse(ref.recorded_at);
        return at >= this.#period.from && at < this.#period.to;
    }
    #citation(ref) {
        return (0,citation/* refCitation */.nO)(ref, this.#pathOf);
    }
    /** A deviation's row, filled in by each of its obligations (R1.2 to R1.6) as they come. */
    #deviation(o) {
        const key = `${o.workspace}#${o.opened_by.sequence}|${o.subject.cyber_system ?? ""}|${o.subject.asset_id ?? o.subject.asset ?? ""}`;
        let parts = this.#deviations.get(key);
        if (parts === undefined) {
            parts = {
                first: sortKeyOf(o),
                row: {
                    ...this.#citation(o.opened_by),
                    cyber_system: o.subject.cyber_system ?? null,
                    asset: o.subject.asset ?? null,
                    asset_id: o.subject.asset_id ?? null,
                    items_changed: (o.items ?? []).join("; "),
                    authorized_at: null,
                    authorized_by: null,
                    completed_on: null,
                    baseline_updated_at: null,
                    r1_3_due: null,
                    r1_3_status: null,
                    r1_3_reason: null,
                    r1_3_baseline_ref: null,
                    r1_4_notes: "",
                    r1_5: "not applicable",
                    r1_6: "not applicable",
                },
            };
            this.#deviations.set(key, parts);
        }
        else if ((0,obligations/* compareObligations */.xK)(o, parts.first) < 0)
            parts.first = sortKeyOf(o);
        fillDeviation(parts.row, o);
    }
    #monitoringRow(o) {
        return {
            ...this.#citation(o.opened_by),
            cyber_system: o.subject.cyber_system ?? null,
            asset: o.subject.asset ?? null,
            kind: o.due === null ? "unauthorized change" : "35-day period",
            due: o.due,
            status: o.status,
            closed_by_sequence: o.closed_by?.sequence ?? null,
            closed_at: o.closed_by?.recorded_at ?? null,
            reason: o.reason ?? null,
        };
    }
    /**
     * An exception, an overdue obligation, or one closed late within the period: a late closing
     * before it is history the period's exceptions do not list, as the audit report does not, and no
     * checkpoint before the period carries it.
     */
    #exception(o) {
        const { status } = o;
        if (status !== "exception" && status !== "overdue" && status !== "closed-late")
            return;
        if (status === "closed-late" && Date.parse(o.closed_by?.recorded_at ?? "") < this.#period.from)
            return;
        const ref = o.closed_by ?? o.opened_by;
        this.#exceptions.add({
            key: sortKeyOf(o),
            row: {
                ...this.#citation(ref),
                kind: `${o.kind} ${o.status}`,
                // Joined, so the row holds one string, not the pieces it was made of.
                detail: [
                    `${(0,obligations/* subjectText */.yq)(o)}: ${(0,obligations/* dueText */.sC)(o)}, opened by record ${o.opened_by.sequence}`,
                    o.reason === undefined ? "" : `: ${o.reason}`,
                    ...(o.not_closed_by ?? []).map((n) => `; not closed by record ${n.record.sequence} (${n.why})`),
                ].join(""),
            },
        });
    }
}
/** The part of a deviation's row that `o` (one of R1.2 to R1.6) gives. */
function fillDeviation(row, o) {
    switch (o.kind) {
        case "CIP-010 R1.2":
            if (o.authorized !== undefined)
                setAuthorized(row, o.authorized);
            return;
        case "CIP-010 R1.3":
            // R1.2's authorization first; R1.3's where R1.2 gives none.
            if (o.authorized !== undefined && row.authorized_at === null)
                setAuthorized(row, o.authorized);
            row.completed_on = o.completed?.on ?? null;
            row.baseline_updated_at = o.closed_by?.recorded_at ?? null;
            row.r1_3_due = o.due;
            row.r1_3_status = o.status;
            row.r1_3_reason = o.reason ?? null;
            // Closed by a baseline_ref: verified by a collector's fetch of the document, or not.
            row.r1_3_baseline_ref =
                o.verified_by !== undefined
                    ? `verified by record ${o.verified_by.sequence}`
                    : (o.closed_as ?? null);
            return;
        case "CIP-010 R1.4":
            row.r1_4_notes = (o.notes ?? []).map((n) => `${n.login}: ${n.note}`).join("; ");
            return;
        case "CIP-010 R1.5":
            row.r1_5 = "reminder";
            return;
        case "CIP-010 R1.6":
            row.r1_6 = "reminder";
    }
}
function setAuthorized(row, authorized) {
    row.authorized_at = authorized.at;
    row.authorized_by = authorized.by.join("; ");
}

// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/evidence/report/report-entries.ts
var report_entries = __webpack_require__(89005);
// EXTERNAL MODULE: ./src/core/evidence/chain/as-of.ts
var as_of = __webpack_require__(65037);
// EXTERNAL MODULE: ./src/core/audit/population-fold.ts + 1 modules
var population_fold = __webpack_require__(3101);
// EXTERNAL MODULE: ./src/core/audit/last-baselines.ts
var last_baselines = __webpack_require__(21294);
;// CONCATENATED MODULE: ./src/core/audit/change-rows.ts


/** A drift check's row: the files against the service, not configuration monitoring of a device. */
function reconciliationRow(record, source, timestamp) {
    return {
        ...source,
        timestamp,
        in_sync: record.monitoring.in_sync,
        differences: record.monitoring.differences.length,
        cyber_systems: record.monitoring.systems
            .map((system) => `${system.name} (${system.id})`)
            .join("; "),
        run_url: record.run.run_url,
    };
}
/**
 * A change record's rows, one per operation: the merge, the operation, the asset's baseline before
 * and after it, and what the obligations it opened for the asset became (`obligations`).
 */
function changeRows(entry, baselines, obligations, timestamp) {
    const source = (0,citation/* citationOf */.Rw)(entry);
    const record = entry.record;
    const { change } = record;
    const pulls = change.pull_request !== null ? [change.pull_request] : (change.pull_requests ?? []);
    const met = (change.policy?.rules ?? [])
        .filter((rule) => rule.result === "met")
        .map((rule) => `${rule.id} (${rule.requirements.flatMap((r) => r.satisfied_by).join(", ")})`);
    return (change.change_record?.operations ?? []).map((operation) => {
        const key = `${operation.cyber_system.id}/${operation.name}`;
        return {
            ...source,
            timestamp,
            outcome: change.outcome,
            pull_request: pulls.map((pull) => pull.number).join("; ") || null,
            pull_request_url: pulls.map((pull) => pull.url).join(" ") || null,
            author: pulls.map((pull) => pull.author).join("; ") || null,
            approved_by: pulls
                .flatMap((pull) => pull.approved_by.map((login) => {
                const at = pull.approved_at?.[login];
                return at === undefined ? login : `${login} (${at})`;
            }))
                .join("; "),
            merged_by: pulls
                .map((pull) => pull.merged_by)
                .filter((login) => login !== null)
                .join("; ") || null,
            policy_rules_met: met.join("; "),
            operation: operation.index,
            action: operation.action,
            name: operation.name,
            asset_id: operation.asset_id ?? null,
            cyber_system_id: operation.cyber_system.id,
            cyber_system: operation.cyber_system.name,
            impact: operation.cyber_system.impact ?? null,
            baseline_before: baselines.before.get(key) ?? null,
            baseline_after: baselines.after.get(key) ?? null,
            ...obligations.openedBy(operationKey(record.workspace, record.sequence, operation.cyber_system.id, operation.name)),
        };
    });
}

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/core/audit/record-paths.ts



/**
 * Where each record of the ledger is, and the SHA-256 it verified with, which the records read
 * again must still have: per workspace, by sequence (a chain's sequences run 1, 2, 3, ...), so
 * that 100,000 records cost two strings each and no key.
 */
class RecordPaths {
    #workspaces = new Map();
    add({ record, sha256 }) {
        let workspace = this.#workspaces.get(record.workspace);
        if (workspace === undefined) {
            workspace = { paths: [], digests: [] };
            this.#workspaces.set(record.workspace, workspace);
        }
        workspace.paths[record.sequence] = (0,record_files/* recordPath */.lX)(record);
        workspace.digests[record.sequence] = sha256;
    }
    pathOf(workspace, sequence) {
        return this.#workspaces.get(workspace)?.paths[sequence] ?? null;
    }
    /**
     * The change records `wanted` keeps (by path, in name order), and the verified SHA-256 of each
     * of them and of each record `also` names, by path.
     */
    verified(also, wanted) {
        const changes = [];
        const digests = new Map();
        for (const workspace of this.#workspaces.values()) {
            workspace.paths.forEach((path, sequence) => {
                if ((0,record_files/* kindOfPath */.Bs)(path) !== "change" || !wanted(path))
                    return;
                changes.push(path);
                digests.set(path, (0,collections/* itemOrThrow */.Tp)(workspace.digests, sequence, "the workspace's digests"));
            });
        }
        for (const { workspace, sequence } of also) {
            const held = this.#workspaces.get(workspace);
            const [path, digest] = [held?.paths[sequence], held?.digests[sequence]];
            if (path !== undefined && digest !== undefined)
                digests.set(path, digest);
        }
        return { changes: changes.sort(names/* compareCodePoints */.OP), digests };
    }
}

;// CONCATENATED MODULE: ./src/core/audit/population-passes.ts
// The two passes the populations of a period are made in, over a ledger read in name order (each
// workspace's records in chain order), so that no pass holds the records. The first sees every
// record as it is verified: it writes the rows of the drift checks and of the changes the gate
// refused, notes where each record is, which records a later one declares untimestamped and each
// workspace's last inventory listing by the period's end, folds those records (population-fold.ts;
// noting each workspace's baselines before its first change of the period), and judges the
// obligations as of the period's last day (and, from every record, which of them a record after
// the period closed), keeping rows, never obligations. The second reads again only the period's
// change records and the records declared untimestamped: it writes the rows of the
// inventory changes, then the asset populations as of the period's end (from the fold), the TSA
// outages and the obligations' rows. Rows go to a sink as they are made, each population's in
// its order. Pure.













const keyOf = (workspace, sequence) => `${workspace}#${sequence}`;
/** The first pass: every record of the ledger, in name order, as it is verified. */
class PopulationsFirstPass {
    obligations;
    #period;
    #sink;
    #stamp;
    /** Each record's path, by workspace and sequence: the obligations' rows cite it. */
    #paths = new RecordPaths();
    /** The records a later one declares untimestamped, and the first that does. */
    #declaredBy = new Map();
    /**
     * The records by the period's end: the assets and ports as of its end (from a checkpoint's held
     * fold when the pass is given only the records after it).
     */
    fold;
    #before = new Map();
    #judging;
    /** Records after the period's last day that no judgement of the closes after it saw. */
    #unjudged = 0;
    constructor(period, sink, stamp, { judging, laterGiven = false, sortOf = heldSort, pathBefore, heldFold, } = {}) {
        this.fold = heldFold === undefined ? new population_fold/* PopulationFold */.R() : population_fold/* PopulationFold */.R.resume(heldFold);
        this.#period = period;
        this.#sink = sink;
        this.#stamp = stamp;
        this.obligations = new ObligationRows((ref) => this.#paths.pathOf(ref.workspace, ref.sequence) ?? pathBefore?.(ref) ?? null, period, judging?.laterDay !== undefined || laterGiven, sortOf);
        if (judging === undefined)
            return;
        const { calendar, completionGraceDays } = judging;
        // Decided obligations become rows at once; neither pass holds them.
        const options = {
            keep: () => false,
            ...(completionGraceDays === undefined ? {} : { completionGraceDays }),
        };
        const { resumeFrom } = judging;
        // Each pass takes the checkpoint it resumes from: the later one is given its own copy.
        const pass = (asOf, decided, copy) => resumeFrom === undefined
            ? new obligations/* ObligationsPass */.Rl(asOf, calendar, { ...options, decided })
            : obligations/* ObligationsPass */.Rl.resume(copy ? structuredClone(resumeFrom) : resumeFrom, asOf, calendar, {
                ...options,
                decided,
            });
        const later = judging.laterDay === undefined
            ? undefined
            : pass(judging.laterDay, (o) => this.obligations.addLater(o), true);
        this.#judging = {
            asOf: pass(judging.lastDay, (o) => this.obligations.add(o), false),
            later,
            judged: judging,
        };
    }
    add(entry) {
        const { record } = entry;
        this.#paths.add(entry);
        for (const sequence of record.untimestamped_predecessors ?? []) {
            const key = keyOf(record.workspace, sequence);
            if (!this.#declaredBy.has(key))
                this.#declaredBy.set(key, record.sequence);
        }
        if (this.#judging !== undefined) {
            const { asOf, later, judged } = this.#judging;
            if ((0,as_of/* recordedBy */._O)(record, judged.lastDay, judged.calendar.timeZone))
                asOf.add(entry);
            else if (later === undefined)
                this.#unjudged++;
            later?.add(entry);
        }
        const at = Date.parse(record.recorded_at);
        if (at < this.#period.to.getTime())
            this.#fold(entry, at);
        if (at < this.#period.from.getTime() || at >= this.#period.to.getTime())
            return;
        if (record.kind === "monitoring") {
            this.#sink("reconciliation", reconciliationRow(record, (0,citation/* citationOf */.Rw)(entry), this.#stamp(record)));
        }
        else if (record.kind === "change") {
            for (const kind of (0,report_entries/* changeExceptions */.hn)(record.change.outcome, record.origin === "cli"))
                this.#sink("exceptions", {
                    ...(0,citation/* citationOf */.Rw)(entry),
                    kind,
                    detail: record.change.reason ?? "",
                });
        }
    }
    /** A record by the period's end, into the fold, noting the baselines before its first change. */
    #fold(entry, at) {
        const { workspace, kind } = entry.record;
        if (kind === "change" && at >= this.#period.from.getTime() && !this.#before.has(workspace))
            this.#before.set(workspace, this.fold.baselineDigests(workspace) ?? new Map());
        this.fold.add(entry);
    }
    /**
     * Whether the closes after the period were judged as the records asked: a record after it came
     * although the judging said there was none (a record appended while the ledger was read).
     */
    get missedLaterRecords() {
        return this.#unjudged > 0;
    }
    /** The families not judged from the records by the period's end (set by finish). */
    notJudged = [];
    /**
     * The second pass, once every record was added, with the content of each listing of
     * fold.assets.listings(), by its record's path.
     */
    finish(listings) {
        if (this.#judging !== undefined) {
            const { asOf } = this.#judging;
            asOf.finish();
            // A family no accepted merge started: said in the exceptions, its files being empty.
            this.notJudged = asOf.notJudged;
            for (const family of this.notJudged)
                this.#sink("exceptions", notJudgedRow(family));
            this.#judging.later?.finish();
            this.#judging = undefined;
        }
        const declared = new Map();
        const named = [];
        for (const [key, by] of this.#declaredBy) {
            const at = key.lastIndexOf("#");
            const [workspace, sequence] = [key.slice(0, at), Number(key.slice(at + 1))];
            const path = this.#paths.pathOf(workspace, sequence);
            if (path !== null)
                declared.set(path, by);
            named.push({ workspace, sequence });
        }
        // The baselines before the period's first change the first pass noted, and the assets as of
        // its end are the fold's: only the change records of the period are read again.
        const { changes, digests } = this.#paths.verified(named, (path) => recordedWithin(this.#period, (0,record_files/* recordedAtOfPath */.ml)(path)));
        return new PopulationsSecondPass({
            period: this.#period,
            sink: this.#sink,
            stamp: this.#stamp,
            obligations: this.obligations,
            declared,
            listings,
            fold: this.fold,
            before: this.#before,
            changes,
            verified: digests,
        });
    }
}
/**
 * The exceptions' row of a family not judged from the ledger: once, citing no record, since no
 * record judged it; its words say why (obligation-families.ts).
 */
function notJudgedRow(family) {
    const cited = Object.fromEntries(citation/* CITATION_COLUMNS */.gB.map((column) => [column, null]));
    return { ...cited, kind: `${family.name} not judged`, detail: family.notJudged };
}
/** The second pass: the records `needs` asks for, in name order. */
class PopulationsSecondPass {
    #found;
    /** From the first change record of the period: each workspace's last baselines' digests. */
    #baselines = new Map();
    constructor(found) {
        this.#found = found;
    }
    /**
     * Reads again, in name order, the records the first pass verified that it needs (each from
     * `entryAt`, given the SHA-256 the record verified with), writing the rows as it goes: first
     * those of the records declared untimestamped and of the obligations (so that they are not held
     * meanwhile), then those of the change records, then the assets as of the period's end. A record
     * that is no longer what was verified (`entryAt` says "changed", or its digest differs) stops
     * it: the path is returned, and what was written is to be thrown away (fail closed).
     */
    read(entryAt) {
        const { sink, obligations, declared, listings, changes, verified } = this.#found;
        const again = (path) => {
            const sha256 = verified.get(path);
            const entry = sha256 === undefined ? "changed" : entryAt(path, sha256);
            return entry === "changed" || entry.sha256 !== sha256 ? undefined : entry;
        };
        for (const [path, outage] of [...declared].sort(([a], [b]) => (0,names/* compareCodePoints */.OP)(a, b))) {
            const entry = again(path);
            if (entry === undefined)
                return { changed: path };
            if (this.#inPeriod(entry.record))
                sink("exceptions", outageRow(entry, outage));
        }
        obligations.flush(sink);
        for (const path of changes) {
            const entry = again(path);
            if (entry === undefined)
                return { changed: path };
            this.#add(entry, path);
        }
        const asOfEnd = this.#found.fold.assets.rows(this.#found.period.from, (path) => listings.get(path));
        for (const row of asOfEnd.assets)
            sink(row.asset_type === "software" ? "software" : "assets", row);
        for (const row of asOfEnd.besAssets)
            sink("besAssets", row);
        return undefined;
    }
    #inPeriod(record) {
        return recordedWithin(this.#found.period, record.recorded_at);
    }
    /** A change record of the period (its path says so), in name order. */
    #add(entry, path) {
        const { record } = entry;
        if (record.kind !== "change")
            return;
        const { workspace } = record;
        const before = this.#baselines.get(workspace) ?? this.#found.before.get(workspace) ?? new Map();
        const after = record.change.baselines === undefined
            ? before
            : new Map(record.change.baselines.map((b) => [(0,last_baselines/* assetKey */.e)(b), b.digest]));
        this.#baselines.set(workspace, after);
        this.#found.obligations.openedAt(path);
        const { sink, stamp } = this.#found;
        const rows = changeRows(entry, { before, after }, this.#found.obligations, stamp(record));
        for (const row of rows)
            sink("inventoryChanges", row);
    }
}
/**
 * A record of the period that a later record declares untimestamped (a TSA outage): its token, if
 * any, came late, which an auditor must have explained, as the audit report says.
 */
function outageRow(entry, by) {
    return {
        ...(0,citation/* citationOf */.Rw)(entry),
        kind: "timestamp late (TSA outage)",
        detail: `no timestamp when recorded; declared untimestamped by record ${by}`,
    };
}
/** Whether a record recorded at `recordedAt` (none: not known) was recorded within `period`. */
function recordedWithin(period, recordedAt) {
    const at = Date.parse(recordedAt ?? "");
    return at >= period.from.getTime() && at < period.to.getTime();
}

;// CONCATENATED MODULE: ./src/core/audit/populations.ts
// The populations an auditor samples from, for a period, from the evidence ledger: the cyber assets
// and BES assets as of its end (asset-population.ts), every applied operation, every inventory
// reconciliation (the drift check: the files against the service, which is not configuration
// monitoring of any device), and the exceptions. Every row
// names the ledger record(s) it comes from (workspace, sequence, SHA-256), so that a sampled row is
// checked against the record, and the record against the chain (`evidence verify --expect-head`).
// Judged as of the period's end: only the records recorded by then, and the obligations judged
// from them as of its last day; what a later record closed appears only in `closed_after_period`,
// never as closed (on time or late) within the period. Made in two passes over the ledger, each
// population's rows written as they are made (population-passes.ts). Rows are in the ledger's name
// order (workspace by workspace, each in chain order), the obligations' rows in the obligations'
// order. This module names the populations and their columns. Pure.








/**
 * The populations, in the order they are written:
 * - assets: the Cyber Assets (hardware); `software` records are baseline content, never Cyber
 *   Assets, and are `software`;
 * - besAssets: every facility and control center of the last inventory listing (none without one);
 * - deviations: CIP-010 R1, one row per asset and deviation from its baseline opened in the period;
 * - inventoryChanges: each operation of the period's change records (what the inventory did, not a
 *   deviation);
 * - configurationMonitoring: CIP-010 R2.1, one row per asset and 35-day period, and per
 *   unauthorized change;
 * - reconciliation: each inventory reconciliation (drift check): the files against the service,
 *   not a device;
 * - exceptions;
 * - ports: CIP-007 R1.1, one row per asset and declared port as of the period's end
 *   (port-population.ts);
 * - patchSources, patchEvaluations, applicablePatches, mitigationPlans: CIP-007 R2.1 to R2.4, made
 *   of its obligations (patch-populations.ts);
 * - assessmentIntervals, commissionedAssets, actionItems: CIP-010 R3.1 and R3.2, R3.3 and R3.4,
 *   made of its obligations (assessment-populations.ts).
 */
const POPULATION_NAMES = [
    "assets",
    "software",
    "besAssets",
    "deviations",
    "inventoryChanges",
    "configurationMonitoring",
    "reconciliation",
    "exceptions",
    "ports",
    "patchSources",
    "patchEvaluations",
    "applicablePatches",
    "mitigationPlans",
    "assessmentIntervals",
    "commissionedAssets",
    "actionItems",
];
/** The columns of each population, in order: the CSV header and the JSON keys. */
const POPULATION_COLUMNS = {
    assets: asset_population/* ASSET_COLUMNS */.PQ,
    software: asset_population/* ASSET_COLUMNS */.PQ,
    besAssets: asset_population/* BES_ASSET_COLUMNS */.mP,
    deviations: DEVIATION_COLUMNS,
    configurationMonitoring: CONFIGURATION_MONITORING_COLUMNS,
    inventoryChanges: [
        ...citation/* CITATION_COLUMNS */.gB,
        "timestamp",
        "outcome",
        "pull_request",
        "pull_request_url",
        "author",
        "approved_by",
        "merged_by",
        "policy_rules_met",
        "operation",
        "action",
        "name",
        "asset_id",
        "cyber_system_id",
        "cyber_system",
        "impact",
        "baseline_before",
        "baseline_after",
        "obligations_opened",
        "obligations_closed_by",
        "closed_after_period",
    ],
    reconciliation: [
        ...citation/* CITATION_COLUMNS */.gB,
        "timestamp",
        "in_sync",
        "differences",
        "cyber_systems",
        "run_url",
    ],
    exceptions: [...citation/* CITATION_COLUMNS */.gB, "kind", "detail"],
    ports: port_population/* PORT_COLUMNS */.c4,
    patchSources: PATCH_SOURCE_COLUMNS,
    patchEvaluations: PATCH_EVALUATION_COLUMNS,
    applicablePatches: APPLICABLE_PATCH_COLUMNS,
    mitigationPlans: MITIGATION_PLAN_COLUMNS,
    assessmentIntervals: ASSESSMENT_INTERVAL_COLUMNS,
    commissionedAssets: COMMISSIONED_ASSET_COLUMNS,
    actionItems: ACTION_ITEM_COLUMNS,
};
/**
 * The exceptions' row of a ledger read without its git history (WITHOUT_HISTORY): once, citing no
 * record, since it is about all of them.
 */
function historyNotCheckedRow() {
    const cited = Object.fromEntries(citation/* CITATION_COLUMNS */.gB.map((column) => [column, null]));
    return { ...cited, kind: "history not checked", detail: evidence_history/* WITHOUT_HISTORY */.U.notice };
}


/***/ }),

/***/ 28918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c4: () => (/* binding */ PORT_COLUMNS),
/* harmony export */   zV: () => (/* binding */ PortPopulation)
/* harmony export */ });
/* unused harmony export KEPT_ELSEWHERE */
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _inventory_document_baseline_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54249);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65032);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67154);
/* harmony import */ var _citation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(72854);
/* harmony import */ var _last_baselines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21294);






const PORT_COLUMNS = [
    ..._citation_js__WEBPACK_IMPORTED_MODULE_3__/* .CITATION_COLUMNS */ .gB,
    "asset_id",
    "asset",
    "cyber_system_id",
    "cyber_system",
    "impact",
    "class",
    "erc",
    "port",
    "protocol",
    "service",
    "justification",
];
/** The row of an asset whose baseline is a baseline_ref: its ports are not in the repository. */
const KEPT_ELSEWHERE = "kept elsewhere (baseline_ref)";
/** What an asset's ports are as of a record: its baseline_ref, or its ports item's digest. */
function portsKey(baseline) {
    if (baseline.kind === "ref")
        return `ref ${baseline.digest ?? ""}`;
    // A record written before item digests: only the whole baseline's digest tells a change.
    if (baseline.items === undefined)
        return `baseline ${baseline.digest ?? ""}`;
    return `ports ${baseline.items.ports ?? "none"}`;
}
/** Each workspace's assets' port histories, from the change records recorded by the period's end. */
class PortPopulation {
    /** By workspace, cyber system id and asset name: its port changes since it last appeared. */
    #histories;
    /** Each asset as the last record declared it (its id, impact, class, erc). */
    lastBaselines;
    constructor(histories = new Map(), lastBaselines = new _last_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .LastBaselines */ .J()) {
        this.#histories = histories;
        this.lastBaselines = lastBaselines;
    }
    /** A record recorded by the period's end, each workspace's in chain order. */
    add(entry) {
        const { record } = entry;
        if (record.kind !== "change" || record.change.baselines === undefined)
            return;
        const by = (0,_citation_js__WEBPACK_IMPORTED_MODULE_3__/* .citedOf */ .L8)(entry);
        this.lastBaselines.add(by, record.change.baselines);
        const declared = new Set();
        for (const baseline of record.change.baselines) {
            const key = `${record.workspace}/${(0,_last_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .assetKey */ .e)(baseline)}`;
            declared.add(key);
            const history = this.#histories.get(key) ?? { workspace: record.workspace, states: [] };
            const last = history.states.at(-1);
            if (last !== undefined && portsKey(last.baseline) === portsKey(baseline))
                continue;
            // Only what tells a change and where it is read: not the baseline's other items or patches.
            const { asset, cyber_system_id } = baseline;
            const fields = portFields(baseline, (digest) => digest);
            history.states.push({ by, baseline: { asset, cyber_system_id, ...fields } });
            this.#histories.set(key, history);
        }
        // A baseline no longer declared: its ports are gone; a later one starts a new history.
        for (const key of this.#histories.keys())
            if (key.startsWith(`${record.workspace}/`) && !declared.has(key))
                this.#histories.delete(key);
    }
    /** The records, and their commits, whose ports must be read: one per port change. */
    reads() {
        return [...this.#histories.values()].flatMap(({ states }) => states.flatMap((state) => (sourceOf(state.baseline) === "read" ? [readOf(state)] : [])));
    }
    /**
     * The rows, from each read's baseline content (`contentAt`, as the commit declares it); or why
     * not, when a commit does not hold what its record vouches for.
     */
    rows(contentAt) {
        const rows = [];
        const declared = new Map();
        for (const { workspace, states } of this.#histories.values()) {
            const current = states.at(-1);
            if (current === undefined)
                continue;
            const source = sourceOf(current.baseline);
            let byAsset = declared.get(workspace);
            if (byAsset === undefined) {
                byAsset = this.lastBaselines.byAsset(workspace);
                declared.set(workspace, byAsset);
            }
            const latest = byAsset.get((0,_last_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .assetKey */ .e)(current.baseline));
            if (latest === undefined || source === "none")
                continue;
            const facts = assetFacts(latest);
            if (source === "ref") {
                rows.push({ ...(0,_citation_js__WEBPACK_IMPORTED_MODULE_3__/* .citationOfCited */ .sS)(current.by), ...facts, port: KEPT_ELSEWHERE });
                continue;
            }
            const ported = portRows(states, facts, contentAt);
            if ("problem" in ported)
                return ported;
            rows.push(...ported);
        }
        return rows;
    }
    /** As the population fold holds it, each record by its number (`number`). */
    held(numbers) {
        return {
            histories: [...this.#histories.values()].map(({ states }) => {
                const { asset, cyber_system_id } = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .itemOrThrow */ .Tp)(states, 0, "the port history").baseline;
                return {
                    cyber_system_id,
                    asset,
                    states: states.map(({ by, baseline }) => [
                        numbers.record(by),
                        portFields(baseline, numbers.digest),
                    ]),
                };
            }),
            declaring: this.lastBaselines.held(numbers),
        };
    }
    /** The population `held` holds, each record and digest from its number. */
    static resume(held, names) {
        const histories = new Map();
        for (const { cyber_system_id, asset, states } of held.histories) {
            const resumed = states.map(([by, baseline]) => ({
                by: names.record(by),
                baseline: { asset, cyber_system_id, ...portFields(baseline, names.digest) },
            }));
            const { workspace } = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .itemOrThrow */ .Tp)(resumed, 0, "the held port history").by;
            histories.set(`${workspace}/${(0,_last_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .assetKey */ .e)({ cyber_system_id, asset })}`, {
                workspace,
                states: resumed,
            });
        }
        return new PortPopulation(histories, _last_baselines_js__WEBPACK_IMPORTED_MODULE_4__/* .LastBaselines */ .J.resume(held.declaring, names));
    }
}
/** An asset's port rows: each port its last read declares, citing the read it is declared since. */
function portRows(states, facts, contentAt) {
    const declared = [];
    for (const state of states) {
        if (sourceOf(state.baseline) !== "read") {
            declared.push([]);
            continue;
        }
        const read = readOf(state);
        const ports = checkedPorts(read, contentAt(read));
        if ("problem" in ports)
            return ports;
        declared.push(ports);
    }
    const keys = declared.map((ports) => ports.map(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj));
    const rows = [];
    for (const port of declared.at(-1) ?? []) {
        // The earliest record from which this port, as written now, was declared without a break.
        const text = (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(port);
        let first = states.length - 1;
        while (first > 0 && keys[first - 1]?.includes(text) === true)
            first -= 1;
        const since = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .itemOrThrow */ .Tp)(states, first, "the port history");
        rows.push({ ...(0,_citation_js__WEBPACK_IMPORTED_MODULE_3__/* .citationOfCited */ .sS)(since.by), ...facts, ...portCells(port) });
    }
    return rows;
}
/** The fields of a port change's baseline besides its asset's key, in one order, digests mapped. */
function portFields({ cyber_system, digest, kind, items }, map) {
    return {
        ...(cyber_system === undefined ? {} : { cyber_system }),
        ...(digest === undefined || (kind !== "ref" && items !== undefined)
            ? {}
            : { digest: map(digest) }),
        ...(kind === undefined ? {} : { kind }),
        ...(items === undefined
            ? {}
            : { items: items.ports === undefined ? {} : { ports: map(items.ports) } }),
    };
}
/**
 * A port change's read. Its record is a change record, whose citation holds its commit (citedOf);
 * were it missing, the empty commit holds no content, and the population refuses (fail closed).
 */
function readOf({ by, baseline }) {
    return { by, commit: by.commit ?? "", baseline };
}
/** "read": at this record's commit; "ref": a baseline_ref; "none": no ports item written. */
function sourceOf(baseline) {
    if (baseline.kind === "ref")
        return "ref";
    return baseline.items !== undefined && baseline.items.ports === undefined ? "none" : "read";
}
function assetFacts(baseline) {
    return {
        asset_id: baseline.asset_id ?? null,
        asset: baseline.asset,
        cyber_system_id: baseline.cyber_system_id,
        cyber_system: baseline.cyber_system ?? null,
        impact: baseline.impact ?? null,
        class: baseline.class ?? null,
        erc: baseline.erc ?? null,
    };
}
function portCells(port) {
    return {
        port: port.port,
        protocol: port.protocol,
        service: port.service ?? null,
        justification: port.justification ?? null,
    };
}
/**
 * The ports of `content` (an asset's baseline as the commit declares it) if its ports item is the
 * one the record vouches for; otherwise why not, naming the record.
 */
function checkedPorts(read, content) {
    const { by } = read;
    const where = `record ${by.sequence} of workspace ${by.workspace} (asset ${read.baseline.asset} in ${read.baseline.cyber_system ?? read.baseline.cyber_system_id}, commit ${read.commit})`;
    if (content === undefined)
        return {
            problem: `${where}: the commit declares no baseline content for the asset; check that the evidence records this repository's inventory`,
        };
    // A record written before item digests vouches for the whole baseline only.
    const { items, digest } = read.baseline;
    const wanted = items === undefined ? digest : items.ports;
    const found = items === undefined ? (0,_inventory_document_baseline_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineDigest */ .E8)("content", content) : (0,_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .itemDigests */ .tV)(content).ports;
    if (found !== wanted)
        return {
            problem: `${where}: the commit's ports (${found ?? "none"}) are not those the record vouches for (${wanted ?? "none"}); the record was made from a checkout with changes not in the commit, or the history was rewritten, so its ports cannot be shown`,
        };
    return Array.isArray(content.ports) ? content.ports : [];
}


/***/ }),

/***/ 97491:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b7: () => (/* reexport */ APPROVERS),
  L3: () => (/* reexport */ MAX_OBSERVATION_SKEW_MINUTES),
  o9: () => (/* reexport */ ORIGINS),
  vO: () => (/* binding */ authorityOf)
});

// UNUSED EXPORTS: AUTHORITY_TABLE, DATE_RULES, FACTS

;// CONCATENATED MODULE: ./src/core/authority/authority-row.ts
const FACTS = (/* unused pure expression or super */ null && ([
    "inventory-operation",
    "baseline",
    "baseline-reviewed",
    "baseline-completed-on",
    "completion-note",
    "verification-note",
    "configuration-observation",
    "investigation-note",
    "policy-rules",
    "policy-owners",
    "system-owners",
    "system-impact",
    "cip-senior-manager",
    "delegates",
    "cip-002-last-approval",
    "calendar",
    "source-commands",
    "patch-sources",
    "patch-evaluation",
    "mitigation-plan",
    "plan-timeframe-change",
    "plan-event-occurred",
    "plan-implemented",
    "vulnerability-assessment",
    "technical-feasibility",
    "commissioning-exception",
    "action-item-status",
    "action-item-date-change",
]));
/**
 * Where a record of a fact may come from. Anything else (a drift check on another branch, a record
 * appended by someone other than the ledger's writer, a break-glass record or a collector's file
 * no operator key signed) is no origin at all: what it carries closes nothing.
 */
const ORIGINS = {
    "reviewed-merge": "a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
    "default-branch-drift-check": "the Action's drift check on the default branch",
    "operator-signed-append": "cip-sync evidence append --monitoring, in a commit signed by an operator key that evidence verify --operator-keys accepts",
    "signed-break-glass": "a break-glass record (cip-sync apply --record) in a commit signed by an operator key that evidence verify --operator-keys accepts",
};
/** Whose approval a change of a fact needs, each as the facts in force name them, all of a row's together. */
const APPROVERS = {
    "counted-approvals": "min-approvals counted approvals of the pull request (the gate)",
    "system-owners": "the owners the system's document names in force (owner policy)",
    "policy-owners": "the policy owners cip-policy.yaml names in force",
    "rule-approvers": "the approvals each rule the change removes or weakens itself requires, in force",
    "cip-senior-manager": "the CIP Senior Manager cip-policy.yaml names in force",
    "senior-manager-or-delegate": "the CIP Senior Manager or a delegate for the action (cip-002-r2.2 for a CIP-002 R2 approval, cip-007-r2.4 for a mitigation plan's revision or extension), as cip-policy.yaml names them in force, a delegation counting from its delegated_on",
    "action-plan-approvers": "one of the people cip-policy.yaml's assessment_date_approvers names in force before the merge, or, where it names none, one of the owners the system's document names in force before the merge, among its counted approvers (CIP-010 R3.4 names no approver; a team among the owners is not matched)",
    "deviation-approvers": "a counted approver of the pull request that authorized the deviation the fact is about",
};
/** How far a collector's clock may run ahead of the one that appends its file. */
const MAX_OBSERVATION_SKEW_MINUTES = 5;
/** The dates a fact may carry, against the record that carries it. */
const DATE_RULES = {
    "recorded-at": "none of its own: it is dated by the record that carries it",
    "not-after-record": "never after the latest day any time zone has reached when the record that carries it is written: that instant's date in UTC+14, the zone farthest ahead (so the next UTC day only from 10:00 UTC)",
    "not-before-authorization": "not before the day its deviation was authorized; an earlier date is an R1.2 exception",
    "observed-before-append": `observed_at never after the moment it is appended, beyond the clock-skew allowance of ${MAX_OBSERVATION_SKEW_MINUTES} minutes (MAX_OBSERVATION_SKEW_MINUTES)`,
    "in-force-from-record": "in force from the record that carries it: obligations opened before keep the rule they were judged by",
};
const CLOSES_NOTHING = "closes nothing, and is listed as an exception that says why";

;// CONCATENATED MODULE: ./src/core/authority/vulnerability-assessment-authority.ts
// CIP-010-4 R3's facts as rows of the authority table: an assessment, a technical-feasibility
// record, a commissioning exception (a like replacement or a CIP Exceptional Circumstance), an
// action item's status and a change of its planned date. Each file is reviewed by pull request and
// dated by the accepted merge's record, as CIP-007 R2's are.

/** What every CIP-010 R3 row says of where the code holds it, and what it does not hold yet. */
const R3_HELD = "the CIP-010 R3 pass (core/obligations/vulnerability-assessments/assessment-pass.ts) reads it from accepted merge records only (change.assessment_files, each file new where its text differs from the one in force; a refused or break-glass record's is listed beside what it did not close); the Action's merge route writes it (action/evidence/change-record-facts.ts); the plan parses every file at review and refuses one with a problem (io/checkout/reviewed-files.ts); its parser (core/assessments/parse-assessment.ts) places every mistake at its line and column, and a file it refuses puts nothing in force";
/** CIP-010-4 R3's facts: each assessment file is reviewed by pull request, dated by the merge's record. */
const VULNERABILITY_ASSESSMENT_AUTHORITY = [
    {
        fact: "vulnerability-assessment",
        assertedIn: "vulnerability-assessments/ID.yaml: the systems it covers, paper or active, the environment (a test environment with its differences from production and how they were accounted for), the controls assessed or the tool output by sha256 digest, the results and the action plan",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at", "not-after-record"],
        without: `the systems it covers stay open under R3.1 (and R3.2); it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.1",
        held: R3_HELD,
    },
    {
        fact: "technical-feasibility",
        assertedIn: "vulnerability-assessments/ID.yaml of kind technical-feasibility: the High systems an active assessment is not technically feasible for, and the record's reference",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `R3.2 stays open for the systems it names; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.2",
        held: R3_HELD,
    },
    {
        fact: "commissioning-exception",
        assertedIn: "vulnerability-assessments/ID.yaml of kind commissioning: a like replacement naming the existing asset whose baseline the new one models, or a CIP Exceptional Circumstance reference",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: "the asset is commissioned without R3.3 evidence: the plan flags it, and the merge's R3.3 obligation is an exception that says why",
        cites: "CIP-010 R3.3",
        held: "the plan's R3.3 check at commissioning (core/assessments/commissioning-assessments.ts), which lists an asset without it and refuses under `vulnerability_assessments: require`; the CIP-010 R3 pass (core/obligations/vulnerability-assessments/assessment-commissioning.ts), which judges each asset an accepted merge put into service by the files in force at it, listed in vulnerability-commissioning.csv; its parser (core/assessments/parse-assessment.ts) places every mistake at its line and column",
    },
    {
        fact: "action-item-status",
        assertedIn: "the status history of an action item in vulnerability-assessments/ID.yaml: each status with its date",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: `the item stays open under R3.4; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.4",
        held: R3_HELD,
    },
    {
        fact: "action-item-date-change",
        assertedIn: "a later version of vulnerability-assessments/ID.yaml whose action item's planned completion date differs",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "action-plan-approvers"],
        dates: ["recorded-at"],
        without: "the planned date in force stays, and the item is an R3.4 exception that says who did not approve the change",
        cites: "CIP-010 R3.4",
        held: R3_HELD,
    },
];

;// CONCATENATED MODULE: ./src/core/authority/authority-table.ts
// The authority table: one row per fact that opens, moves or closes a CIP obligation or a control,
// saying where a record of it may come from, who must approve a change of it (judged by the facts
// in force: the files of the commit the last merge the gate accepted merged, as the ledger's chain
// carries it (core/evidence/records/in-force/facts-in-force.ts), never the ones the change brings nor what
// the base branch holds; "the base" below is that commit), the dates it may carry, and
// what a record without that authority gets. It is the one place this is decided: the gate, the
// obligations, the populations and docs/cip-obligations.md ("Who may assert what") read it, and
// test/core/authority/authority-table.test.ts holds every row.
//
// Two models shaped it. An in-toto layout names, for each step of a supply chain, the
// functionaries who may perform it and how many must agree, and verification checks every link
// against the layout, not against what a link claims of itself. TUF's delegated roles can only
// delegate what they hold: a key trusted for one path cannot sign for another. Here, a fact is a
// step, its origins and approvers are its functionaries, and a rule can be lifted only with the
// approvals the rule itself requires.
//
// Each row cites the requirement part whose words docs/cip-obligations.md quotes beside it (the
// quotes live in the requirement table and the governance requirements, where two sources agreed
// on them); `held` says where the code holds the row, and names what it does not hold yet, so the
// docs never claim more than the tool does.



/** What every CIP-007 R2 row says of where the records come from. */
const FROM_THE_LEDGER = "read from accepted merge records only: their patch_files, each new where its text differs from the one in force, and their baselines' patched items (core/obligations/patch-management/patch-merges.ts); a file its parser refuses is refused at review by the plan's patch-file check and, merged anyway, puts nothing in force";
const PASS = "the patch-management pass (core/obligations/patch-management/patch-obligations.ts)";
/** CIP-007-6 R2's facts: each file is reviewed by pull request, and dated by the merge's record. */
const PATCH_MANAGEMENT_ROWS = [
    {
        fact: "patch-sources",
        assertedIn: "cip-patch-sources.yaml: each source and the baseline items it covers, and the no_source declarations (no patching source, or not updateable, with a reason)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `an item it would cover stays an R2.1 exception, and no R2.2 interval opens; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.1",
        held: `${PASS} reads the file in force from accepted merges only, and lists a file another record carries beside what it did not close, in judgeAuthority's words; a declaration closes an item's R2.1 only when reviewed with or after the item's last change; the file's parser (core/patches/parse-patch-sources.ts) places every mistake at its line and column; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "patch-evaluation",
        assertedIn: "patch-evaluations/SOURCE/NAME.yaml: the source, releases_since, and each patch with its release date and applicable or not (with a reason)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at", "not-after-record"],
        without: `the source's R2.2 interval stays open and no R2.3 obligation opens; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.2",
        held: `${PASS}: an evaluation is dated by the record that merges it, never by a field; a releases_since or a released date after that record closes nothing; a releases_since after the previous evaluation's record leaves a gap, an exception; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "mitigation-plan",
        assertedIn: "patch-plans/ID.yaml: the patches it covers, the planned actions (one at least) and a timeframe (a by date or an event)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the patches it names stay open under R2.3; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.3",
        held: `${PASS}: the plan is dated by the record that merges it; its parser (core/patches/parse-mitigation-plan.ts) refuses a plan without actions or timeframe at its line and column; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "plan-timeframe-change",
        assertedIn: "a later version of patch-plans/ID.yaml whose timeframe differs: a revision or an extension",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "senior-manager-or-delegate"],
        dates: ["recorded-at"],
        without: "the due date in force stays; a change an accepted merge documents without that approval makes the plan an R2.4 exception that says why (no approval by the CIP Senior Manager, nor by a delegate holding cip-007-r2.4 delegated on or before the approval's day), and one a refused merge or a break-glass record carries is listed beside the plan as taking no force",
        cites: "CIP-007 R2.4",
        held: `${PASS}, with the CIP Senior Manager and delegates in force before the merge and each counted approver's approval date in the calendar's time zone; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "plan-event-occurred",
        assertedIn: "event_occurred_on: YYYY-MM-DD in an event-dated patch-plans/ID.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: `the plan keeps no due date; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.4",
        held: `${PASS}: the first event_occurred_on in force sets the due date; a later different one is a change of the timeframe; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "plan-implemented",
        assertedIn: "implemented_on: YYYY-MM-DD in patch-plans/ID.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: `R2.4 stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.4",
        held: `${PASS}; whether the mitigations were carried out on the devices no record shows; ${FROM_THE_LEDGER}`,
    },
];
const AUTHORITY_TABLE = [
    {
        fact: "inventory-operation",
        assertedIn: "the inventory files: a create, update, move, rename or delete of a cyber asset",
        origins: ["reviewed-merge", "signed-break-glass"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["recorded-at"],
        without: "the merge is refused: nothing is applied, the run fails with the reason and the record says refused, never no-changes",
        cites: "CIP-010 R1.2",
        held: "the gate (core/review/gate.ts) and the owner policy (core/review/policy/)",
    },
    {
        fact: "baseline",
        assertedIn: "an asset's baseline in the inventory: its R1.1 items, shared or baseline_ref",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `its deviation is an R1.2 exception ("not authorized"); it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.2",
        held: "the obligations (core/obligations/deviation-obligations.ts): a deviation is authorized, and a later baseline change closes what waits for one, only by a reviewed record, with the counted approvals it lists (reviewOf, core/obligations/record-facts.ts); the owners of the system approve a baseline change besides where a rule of the owner policy at the base covers updates of the system's impact (baseline-change), which refuses the merge without them, and no obligation credits an owners' approval the record does not show",
    },
    {
        fact: "baseline-reviewed",
        assertedIn: "reviewed: YYYY-MM-DD in a baseline",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["not-after-record"],
        without: CLOSES_NOTHING,
        cites: "CIP-010 R1.1",
        held: "the inventory's validation refuses an impossible date; a date a merge writes after the merge is refused at the merge by the owner policy's judgement (baselineReviewedProblems, core/review/policy/governance/baseline-dates.ts, through judgeDate), at the asset's file, line and column; not held without a policy file at the base, where no policy judges the merge",
    },
    {
        fact: "baseline-completed-on",
        assertedIn: "completed_on: YYYY-MM-DD in a baseline",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["not-after-record", "not-before-authorization"],
        without: `R1.3 counts from the record instead; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.3",
        held: "judgeAuthority (core/authority/authority.ts) in the obligations, from reviewed records only, with the approvers the record shows (approversShown, core/obligations/record-facts.ts): its counted approvals, and the owners of the asset's system only where the owner policy's judgement it keeps has a count of that system's owners met, never because a rule could have asked them; under a policy that asks no owner of an update (no rule covers it, or no policy file), a completed_on closes nothing and R1.3 lists its record with the approval it lacks (a /cip-010-completed note by a deviation approver records the completion instead); one dated after its record closes nothing and R1.3 lists that record; a break-glass record's completed_on is not read",
    },
    {
        fact: "completion-note",
        assertedIn: "/cip-010-completed YYYY-MM-DD [#N] [differs] in an approving review",
        origins: ["reviewed-merge"],
        approvers: ["deviation-approvers"],
        dates: ["not-after-record", "not-before-authorization"],
        without: `R1.3 stays "completion not recorded"; the note ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.3",
        held: "judgeAuthority (core/authority/authority.ts) in the obligations",
    },
    {
        fact: "verification-note",
        assertedIn: "/cip-010-r1.4 in an approving review",
        origins: ["reviewed-merge"],
        approvers: ["deviation-approvers"],
        dates: ["recorded-at"],
        without: "the R1.4 reminder does not list it",
        cites: "CIP-010 R1.4",
        held: "the obligations list the notes of the authorizing pull request's counted approvers only",
    },
    {
        fact: "configuration-observation",
        assertedIn: "a collector's configuration-monitoring file, sealed into a record",
        origins: ["default-branch-drift-check", "operator-signed-append"],
        approvers: [],
        dates: ["observed-before-append"],
        without: `it is refused when appended, nothing written; a record of it that verify does not accept ${CLOSES_NOTHING}. A detected unauthorized change stays an exception until a reviewed record documents its investigation, whatever the record closes`,
        cites: "CIP-010 R2.1",
        held: "the date by observationRefusal (core/authority/authority.ts) in cip-sync evidence append --monitoring and the drift check, before either writes; the branch by the drift check, which off the default branch writes nothing (action/drift/drift-route.ts); the writer by verify's history walk, which obligations, evidence populations and evidence report share (cli/shared/verified-records.ts; each of them from a checkpoint walks it from the commit that added the checkpoint's record on, the records before it taken as that commit vouched for them, cli/shared/verified-from-checkpoint.ts), and by verify --remote's commit check, which the drift check's obligations share (github/ledger/ledger-records.ts): a ledger either refuses judges nothing; a detected unauthorized change is an exception even in a stale observation (core/obligations/configuration-monitoring-obligations.ts); the investigation by the investigation-note row, never the collector's word (its file's investigations close nothing); a collector's file appended from the command line in a commit verify only warns of (no key of --operator-keys signed it, or none was given) closes no interval and verifies no baseline_ref, and each interval it would have closed is an exception listing it (observationAuthority, core/obligations/record-facts.ts; obligations, evidence populations and evidence report take --operator-keys); in a folder that is no git clone there is no history to show who added a record, so every record sealed from the command line is unauthenticated there and closes nothing, each output says once that the history was not checked, and --operator-keys and --writer are refused (judgedEntry and hasHistory, cli/shared/verified-records.ts); a git bundle of the branch is read as its clone (cli/shared/ledger-dir.ts)",
    },
    {
        fact: "investigation-note",
        assertedIn: "/cip-010-investigated #SEQ ITEM ASSET REFERENCE in an approving review: the record that detected the unauthorized change, its R1.1 item, the asset as the inventory names it, and where the investigation is documented",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: "the exception stays, and lists the note with why it closed nothing: from another origin, not a counted approver, approved before the detection or recorded before it, or naming another record, item or asset. A collector file's investigations close nothing either",
        cites: "CIP-010 R2.1",
        held: "judgeAuthority (core/authority/authority.ts) in the obligations (core/obligations/configuration-monitoring-investigations.ts), which also hold the note to its detection: its record, item and asset, approved and recorded after it; not held: whether the investigation happened, which no record shows",
    },
    {
        fact: "policy-rules",
        assertedIn: "rules: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners", "rule-approvers"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts) judges a change of the rules by the policy owners, and each base rule it removes or weakens (fewer approvals, operations or impacts, other approvers; every rule of a file deleted or made unparseable) by that rule's own approvers (core/review/policy/governance/lifted-rules.ts, rule-lifted); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    {
        fact: "policy-owners",
        assertedIn: "policy_owners: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    {
        fact: "system-owners",
        assertedIn: "owners: of a cyber system's document",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts), base documents listed by the one listing of a commit's documents (listDocumentsAtCommit, github/files/documents-at-commit.ts), which the change record's base baselines share; a base that cannot be listed whole (a symbolic link under the patterns or at any level above their roots) refuses the change, and fails the base baselines closed; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    {
        fact: "system-impact",
        assertedIn: "impact: of a cyber system's document",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-002 R2",
        held: "governance (core/review/policy/governance/governance.ts); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    {
        fact: "cip-senior-manager",
        assertedIn: "cip_senior_manager: in cip-policy.yaml; removing or breaking the file is a change of it",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "cip-senior-manager"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-003 R3",
        held: "governance (core/review/policy/governance/senior-manager.ts), for a change in place and for the file deleted or made unparseable, which removes the CIP Senior Manager; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    {
        fact: "delegates",
        assertedIn: "the delegates of cip_senior_manager in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "cip-senior-manager"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-003 R4",
        held: "governance (core/review/policy/governance/senior-manager.ts), for a change in place and for the file deleted or made unparseable, which removes the delegates; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    {
        fact: "cip-002-last-approval",
        assertedIn: "cip_002_last_approval: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "senior-manager-or-delegate"],
        dates: ["not-after-record"],
        without: `CIP-002 R2 is not closed by it; it ${CLOSES_NOTHING}`,
        cites: "CIP-002 R2",
        held: 'governance (core/review/policy/governance/senior-manager.ts) for a change in place and for the file deleted or made unparseable; a date after the merge that carries it is refused there (lastApprovalDateProblem, through judgeDate); a change of it alone is asked of the CIP Senior Manager or a delegate holding cip-002-r2.2, as CIP-002-5.1a R2.2 says ("Have its CIP Senior Manager or delegate approve the identifications"); with a change of the CIP Senior Manager or the delegations, of the CIP Senior Manager alone (CIP-003 R4); the obligations take it from the accepted records that put it in force (the governance facts each merge record carries, folded over accepted records only: priorApprovalAfter, core/obligations/obligations.ts), never from the policy file of a checkout, and not one dated after its record',
    },
    {
        fact: "calendar",
        assertedIn: "calendar: in cip-policy.yaml (time zone, due-soon days, grace days), and standards: (from which day a later version of a standard judges)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R2.1",
        held: "governance judges a change of it by the policy owners; a merge's change record keeps the calendar in force (change.calendar), in force until a later record keeps another; the CIP-010 R1.2 to R1.6, R2.1 intervals and CIP-002 R2 intervals a record opens are judged by the calendar in force at it (contextAt, core/obligations/obligation-model.ts); records before any record kept one are judged with the calendar of the run; only a merge the gate accepted puts its calendar in force (contextAt): a refused merge's, or a break-glass record's, never takes force; the versions of the standards the policy's standards: chose travel with it (change.calendar.standard_versions; a calendar kept without them: every row's own version), and an obligation opened on or after a later version's day names that version (judgedVersion, core/obligations/obligation-model.ts)",
    },
    {
        fact: "source-commands",
        assertedIn: "command: of a source in the sources file",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts, source-command-change): a command source added, removed or whose run or env changes in cip-sources.yaml, or the file broken or removed, is judged by the policy owners at the base; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    ...PATCH_MANAGEMENT_ROWS,
    ...VULNERABILITY_ASSESSMENT_AUTHORITY,
];
function authorityOf(fact) {
    const row = AUTHORITY_TABLE.find((candidate) => candidate.fact === fact);
    // The table has a row for every fact: a test holds it.
    if (row === undefined)
        throw new Error(`no authority row for ${fact}`);
    return row;
}


/***/ }),

/***/ 68652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ judgeAuthority),
/* harmony export */   S2: () => (/* binding */ judgeDate),
/* harmony export */   pj: () => (/* binding */ observationRefusal)
/* harmony export */ });
/* harmony import */ var _authority_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97491);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
// Whether a record's assertion of a fact has the authority the authority table gives that fact:
// its origin, its approvers (judged at the base by whoever gathered them) and its dates. Pure, and
// fail closed: an origin outside the row, a missing approver or a date the row forbids is a "no"
// with the reason, which the caller lists beside what the record did not close.


function judgeAuthority(assertion) {
    const row = (0,_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .authorityOf */ .vO)(assertion.fact);
    const { origin } = assertion;
    if (typeof origin !== "string" || !row.origins.includes(origin)) {
        const from = typeof origin === "string" ? _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .ORIGINS */ .o9[origin] : origin.outside;
        const allowed = row.origins.map((one) => _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .ORIGINS */ .o9[one]).join("; or ");
        return no(`it came from ${from}, and ${row.fact} may come only from ${allowed}`);
    }
    const missing = row.approvers.filter((role) => !assertion.approvedBy.includes(role));
    if (missing.length > 0)
        return no(`it is not approved by ${missing.map((role) => _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .APPROVERS */ .b7[role]).join(", nor ")}`);
    if (assertion.dated !== undefined)
        return judgeDate(row.fact, assertion.dated, assertion.recordedAt);
    return { authorized: true };
}
/** Whether the date `fact` carries keeps its row's date rules, against the record written at `recordedAt`. */
function judgeDate(fact, dated, recordedAt) {
    const late = lateness((0,_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .authorityOf */ .vO)(fact).dates, dated, recordedAt);
    return late === undefined ? { authorized: true } : no(late);
}
/** Why the date breaks a rule of the row, if it does. */
function lateness(rules, dated, recordedAt) {
    // A date is a day somewhere: never past the latest day any time zone has at the record's instant.
    if (rules.includes("not-after-record") && dated.slice(0, 10) > (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .latestDateAt */ .nS)(recordedAt))
        return `it is dated ${dated}, after the record that carries it (${recordedAt})`;
    if (rules.includes("observed-before-append")) {
        const ahead = Date.parse(dated) - Date.parse(recordedAt);
        if (!(ahead <= _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OBSERVATION_SKEW_MINUTES */ .L3 * 60_000))
            return `it was observed at ${dated}, after it was appended (${recordedAt}), beyond the ${_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OBSERVATION_SKEW_MINUTES */ .L3} minutes a collector's clock may run ahead`;
    }
    return undefined;
}
function no(why) {
    return { authorized: false, why };
}
/**
 * Why a collector's file observed at `observedAt` (its `/observed_at`) may not be appended by
 * `origin` at `appendedAt`, in the words of a collector-file problem; undefined when it may. Both
 * `cip-sync evidence append --monitoring` and the drift check ask this before writing anything.
 */
function observationRefusal(observedAt, origin, appendedAt) {
    const judged = judgeAuthority({
        fact: "configuration-observation",
        origin,
        approvedBy: [],
        dated: observedAt,
        recordedAt: appendedAt.toISOString(),
    });
    if (judged.authorized)
        return undefined;
    return `at /observed_at: ${judged.why}: write when the devices were read, by a clock set to UTC, never a time still to come`;
}


/***/ }),

/***/ 23998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   wf: () => (/* binding */ governanceRequirement)
/* harmony export */ });
/* unused harmony exports GOVERNANCE_REQUIREMENT_KINDS, GOVERNANCE_REQUIREMENT_TABLE */
// The standard's own words for the obligations the tool judges that are not rows of the
// requirement table (core/inventory/baselines/requirements.ts): CIP-002-5.1a R2, reviewed and approved
// identifications, and CIP-003-8 R3 and R4, the CIP Senior Manager and the delegations. They are
// a workspace's or the policy's, not an asset's, so no Applicable Systems apply; each obligation
// prints its `summary`, and docs/cip-obligations.md renders the quotes.
//
// Each quote is the standard's Requirement (`requirementText`, its parts included) or Measure
// (`measures`), word for word, with only line breaks and spacing normalised; it is here only where
// two independent sources agreed on its words, and
// test/core/authority/governance-requirements.test.ts lists the ones left out and why.
// Everything else (summary) is the tool's reading, not the standard.
const GOVERNANCE_REQUIREMENT_KINDS = (/* unused pure expression or super */ null && (["CIP-002 R2", "CIP-003 R3", "CIP-003 R4"]));
const GOVERNANCE_REQUIREMENT_TABLE = [
    {
        kind: "CIP-002 R2",
        source: "CIP-002-5.1a B. Requirements and Measures, R2 and M2",
        requirementText: "The Responsible Entity shall: 2.1 Review the identifications in Requirement R1 and its parts (and update them if there are changes identified) at least once every 15 calendar months, even if it has no identified items in Requirement R1, and 2.2 Have its CIP Senior Manager or delegate approve the identifications required by Requirement R1 at least once every 15 calendar months, even if it has no identified items in Requirement R1.",
        summary: "review the identifications and have the CIP Senior Manager or delegate approve them at least once every 15 calendar months",
    },
    {
        kind: "CIP-003 R3",
        source: "CIP-003-8 B. Requirements and Measures, R3 and M3",
        requirementText: "Each Responsible Entity shall identify a CIP Senior Manager by name and document any change within 30 calendar days of the change.",
        summary: "identify the CIP Senior Manager by name and document any change within 30 calendar days of the change",
    },
    {
        kind: "CIP-003 R4",
        source: "CIP-003-8 B. Requirements and Measures, R4 and M4",
        requirementText: "The Responsible Entity shall implement a documented process to delegate authority, unless no delegations are used. Where allowed by the CIP Standards, the CIP Senior Manager may delegate authority for specific actions to a delegate or delegates. These delegations shall be documented, including the name or title of the delegate, the specific actions delegated, and the date of the delegation; approved by the CIP Senior Manager; and updated within 30 days of any change to the delegation. Delegation changes do not need to be reinstated with a change to the delegator.",
        summary: "document each delegation (the delegate, the actions, the date), approved by the CIP Senior Manager, and update it within 30 days of any change to it",
    },
];
function governanceRequirement(kind) {
    const entry = GOVERNANCE_REQUIREMENT_TABLE.find((candidate) => candidate.kind === kind);
    // The table has an entry for every kind: a test holds it.
    if (entry === undefined)
        throw new Error(`no governance requirement ${kind}`);
    return entry;
}


/***/ }),

/***/ 65037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ calendarPeriod),
/* harmony export */   _O: () => (/* binding */ recordedBy)
/* harmony export */ });
/* unused harmony exports judgedOn, startOfDay */
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38291);
// Judging as of a day: what an auditor samples on a day is the state the records of that day and
// before it show, never what a record written later says (a close in April does not make a March
// obligation "closed late" in March's populations: in March it was overdue). Every judgement as of
// a day or a period reads the records this admits, and only them. Pure.

/**
 * Whether `record` was recorded on or before `day` (YYYY-MM-DD) in `timeZone`: by the end of that
 * day there, as the obligations' due dates are counted.
 */
function recordedBy(record, day, timeZone) {
    return (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(record.recorded_at, timeZone) <= day;
}
/**
 * The day a period is judged as of: its last day (YYYY-MM-DD) once it has ended, and today in
 * `timeZone` while it runs, since an obligation due in a month still to come is not overdue yet.
 * The report and the populations both judge by it, so the same period reads the same in both.
 */
function judgedOn(lastDay, now, timeZone) {
    const today = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(now, timeZone);
    return today < lastDay ? today : lastDay;
}
/** The period from `firstDay` to `lastDay` (YYYY-MM-DD, inclusive) in `timeZone`, judged at `now`. */
function calendarPeriod(firstDay, lastDay, timeZone, now) {
    return {
        firstDay,
        lastDay,
        timeZone,
        from: startOfDay(firstDay, timeZone),
        to: startOfDay((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .addDays */ .fi)(lastDay, 1), timeZone),
        asOf: judgedOn(lastDay, now, timeZone),
    };
}
/**
 * The first instant of `day` (YYYY-MM-DD) in `timeZone`: where a period of calendar days there
 * begins. Found from the zone's offset at that day's UTC midnight, then once more at the instant
 * found, so a change of offset that night (daylight saving time) lands on the right side.
 */
function startOfDay(day, timeZone) {
    const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
    let instant = midnightUtc - (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .offsetAt */ .HA)(midnightUtc, timeZone);
    instant = midnightUtc - (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .offsetAt */ .HA)(instant, timeZone);
    // Where the clock skips midnight (it jumps from 23:59:59 to 01:00), the instant found is still
    // the day before, and the day begins at the jump: the offset after it says where.
    if ((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(new Date(instant), timeZone) < day)
        instant = midnightUtc - (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .offsetAt */ .HA)(instant + 2 * 60 * 60 * 1000, timeZone) + 60 * 60 * 1000;
    return new Date(instant);
}


/***/ }),

/***/ 75411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ WITHOUT_HISTORY),
/* harmony export */   q: () => (/* binding */ checkLedgerHistory)
/* harmony export */ });
/* harmony import */ var _record_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91864);
/* harmony import */ var _records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66782);
/* harmony import */ var _records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11645);
/* harmony import */ var _evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5514);
// The history of a clone of the evidence branch, judged: the ledger only ever grows, one commit
// after another, each by its writer. Every commit reachable from the head counts, not only the
// first-parent line: a merge can join a rewritten history (an orphan branch with a record dropped
// and the rest re-chained) to the real tip as a fast-forward, so a merge commit and a second root
// are refused outright. A record (or its timestamp token), once added, is never modified or deleted.
// The writer is recognised by signature when its key is given (--writer-key: GitHub's web-flow
// key for the commits the Action makes through the API), else by author name, which is free text
// and so only a warning's worth. A commit adding only command-line records (origin "cli":
// break-glass changes, a collector's files) is its operator's: accepted when signed by an operator
// key (--operator-keys), else reported, as what its records are, as an unauthenticated exception.
// Pure: the commits and their signatures are read by io/.




/**
 * A ledger read without its git history (a copy of the branch's files, no .git) proves nobody
 * added its records: what every output of it says once, and why each record whose authority rests
 * on its commit (sealed from the command line: a break-glass change, a collector's file) is
 * unauthenticated there, worded to follow "its" or "whose" as a flagged commit's why is.
 */
const WITHOUT_HISTORY = {
    notice: "the ledger was read without its git history (no .git: a copy of the branch's files), so who added each record was not checked, and every record sealed from the command line (a break-glass change, a collector's file) is unauthenticated and closes nothing; give a git clone of the evidence branch, or a git bundle of it, to check them",
    why: "commit is unknown: the ledger was read without its git history",
};
/** Every commit that is not linear, not append-only or not by the writer; oldest first. */
function checkLedgerHistory(commits, identities) {
    const problems = [];
    const state = { expected: identities.writerName, root: undefined };
    for (const commit of commits) {
        const report = (message, severity = "error", unauthenticated) => problems.push({
            commit: commit.sha,
            author: commit.author,
            message,
            severity,
            ...(unauthenticated === undefined ? {} : { unauthenticated }),
        });
        shapeProblems(commit, state, report);
        const ledgerChanges = commit.changes.filter(({ path }) => path.startsWith(`${_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORDS_DIR */ .v7}/`));
        const rewritten = ledgerChanges.filter(({ status }) => status !== "A");
        if (rewritten.length > 0)
            report(rewriteMessage(commit, rewritten));
        const added = ledgerChanges.filter(({ status }) => status === "A");
        if (added.length === 0)
            continue;
        if (added.every(({ path }) => (0,_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .isCliRecordPath */ .xP)(recordOf(path)))) {
            const records = [...new Set(added.map(({ path }) => recordOf(path)))];
            commandLineProblems(commit, identities, records, report);
            continue;
        }
        writerProblems(commit, identities, state, report);
    }
    if (!identities.writerKey && commits.some((commit) => commit.changes.length > 0)) {
        problems.push({
            commit: "",
            author: "",
            severity: "warning",
            message: "the ledger's writer is recognised by its author name, which anyone can set on a commit: pass --writer-key with the writer's public signing key (GitHub's web-flow key for the commits the Action makes) to authenticate every record",
        });
    }
    return problems;
}
/** A merge, or a root after the first: a history joined to another one. */
function shapeProblems(commit, state, report) {
    if (commit.parents.length > 1) {
        report(`commit ${commit.sha} by ${commit.author} merges ${commit.parents.join(" and ")}: the evidence branch is linear, one commit after another, and a merge can join a rewritten history to the real one as a fast-forward`);
    }
    if (commit.parents.length === 0) {
        if (state.root === undefined)
            state.root = commit.sha;
        else
            report(`commit ${commit.sha} by ${commit.author} is a second root (the first is ${state.root}): the evidence branch has one beginning, so another history was joined to it`);
    }
}
function rewriteMessage(commit, rewritten) {
    const listed = rewritten
        .slice(0, 3)
        .map(({ status, path }) => `${status === "D" ? "deleted" : "modified"} ${path}`)
        .join(", ");
    const more = rewritten.length > 3 ? ` and ${rewritten.length - 3} more` : "";
    return `commit ${commit.sha} by ${commit.author} ${listed}${more}: the ledger is append-only, a record once added is never changed or removed`;
}
function commandLineProblems(commit, identities, records, report) {
    if (identities.operatorKeys && commit.signedBy === "operator")
        return;
    const why = identities.operatorKeys
        ? "is not signed by any key of --operator-keys"
        : "cannot be authenticated (no --operator-keys)";
    report(`commit ${commit.sha} by ${commit.author} adds ${commandLineRecords(records)} and ${why}: an unauthenticated exception for the audit`, "warning", { records, why: `commit ${commit.sha.slice(0, 12)} ${why}` });
}
/**
 * What a command-line commit's records are, by kind: break-glass changes (`evidence append`) or a
 * collector's configuration monitoring (`evidence append --monitoring`), or both.
 */
function commandLineRecords(records) {
    const kinds = new Set(records.map(_record_files_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOfPath */ .Bs));
    const named = [
        ...(kinds.has("change") ? ["break-glass"] : []),
        ...(kinds.has("configuration-monitoring") ? ["a collector's configuration-monitoring"] : []),
    ];
    return `${named.join(" and ")} records`;
}
function writerProblems(commit, identities, state, report) {
    if (identities.writerKey) {
        if (commit.signedBy !== "writer")
            report(`commit ${commit.sha} by ${commit.author} adds records but is not signed by the writer's key (--writer-key): records added by anyone else are not evidence, whatever name they carry`);
        return;
    }
    state.expected ??= commit.authorName;
    if (commit.authorName !== state.expected) {
        report(`commit ${commit.sha} by ${commit.author} adds records, but the ledger's writer is ${state.expected}${identities.writerName === undefined ? " (the author of its first record)" : " (--writer)"}: records added by anyone else are not evidence`);
    }
}
/** The record a ledger path belongs to: itself, or the record its timestamp token stamps. */
/**
 * The record a ledger file belongs to: itself, or the record a file kept beside it is of (its
 * timestamp token, the inventory listing, a checkpoint). A commit adding a terminal record with
 * what travels beside it is that record's commit: an operator's, judged by --operator-keys.
 */
function recordOf(path) {
    const suffix = BESIDE_SUFFIXES.find((kept) => path.endsWith(kept));
    return suffix === undefined ? path : path.slice(0, -suffix.length);
}
const BESIDE_SUFFIXES = [_evidence_timestamps_js__WEBPACK_IMPORTED_MODULE_3__/* .TOKEN_SUFFIX */ .Yg, _records_beside_inventory_listing_js__WEBPACK_IMPORTED_MODULE_1__/* .LISTING_SUFFIX */ .Ze, _records_beside_checkpoint_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .CHECKPOINT_SUFFIX */ .nn];


/***/ }),

/***/ 5514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CH: () => (/* binding */ imprintMismatch),
/* harmony export */   Dp: () => (/* binding */ missingExpectedHead),
/* harmony export */   Ed: () => (/* binding */ DEFAULT_MAX_SKEW_MINUTES),
/* harmony export */   TI: () => (/* binding */ untimestampedRecords),
/* harmony export */   Yg: () => (/* binding */ TOKEN_SUFFIX),
/* harmony export */   ZH: () => (/* binding */ timestampProblems),
/* harmony export */   _5: () => (/* binding */ assessTimestamps),
/* harmony export */   vT: () => (/* binding */ tokenPath)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// RFC 3161 timestamps of the evidence ledger, decided: each record may have a token beside it
// (`<record>.json.tsr`, the TSA's response) whose time shows the record existed then. A token is
// checked (signature, certificate chain, extended key usage) in io/ledger/timestamp-token.ts; here, what
// its facts mean for the record: its imprint must be the record's SHA-256, its time within
// [recorded_at - accuracy, recorded_at + max skew]. A token minted later than that is what a
// rewritten branch would carry, unless a timely-timestamped successor declared the record in its
// own sealed `untimestamped_predecessors` (a TSA outage, caught up later). Pure.

const TOKEN_SUFFIX = ".tsr";
/** Where a record's timestamp token is kept: beside it, with `.tsr` appended. */
function tokenPath(recordPath) {
    return `${recordPath}${TOKEN_SUFFIX}`;
}
/** Why a token whose imprint is not the record's SHA-256 proves nothing about the record. */
function imprintMismatch(imprint, sha256) {
    return `the token is for other bytes (imprint ${imprint}, the record's SHA-256 is ${sha256}): the record was changed after it was timestamped, or the token belongs to another record`;
}
/** A TSA that gives whole seconds states no finer accuracy: allow at least this much. */
const MIN_ACCURACY_MS = 1000;
const DEFAULT_MAX_SKEW_MINUTES = 60;
/**
 * Each record's timestamp, decided from its token's reading (undefined: no token). `records` are
 * every workspace's records in chain order (as LedgerChecker lists them).
 */
function assessTimestamps(records, tokens, maxSkewMinutes) {
    const first = records.map((entry) => ({
        entry,
        decided: timelyOrNot(entry, tokens.get(tokenPath(entry.path)), maxSkewMinutes),
    }));
    // Who vouches for a late token: a timely-timestamped record of the same workspace declaring it.
    const declaredBy = new Map();
    first.forEach(({ entry, decided }) => {
        if (decided.status !== "timestamped")
            return;
        for (const sequence of entry.record.untimestamped_predecessors ?? []) {
            if (sequence >= entry.record.sequence)
                continue;
            const key = `${entry.record.workspace}#${sequence}`;
            if (!declaredBy.has(key))
                declaredBy.set(key, entry.record.sequence);
        }
    });
    return first.map(({ entry, decided }) => {
        const timestamp = decided.status === "late"
            ? lateVerdict(decided, declaredBy.get(`${entry.record.workspace}#${entry.record.sequence}`))
            : decided;
        return {
            path: entry.path,
            workspace: entry.record.workspace,
            sequence: entry.record.sequence,
            timestamp,
        };
    });
}
function timelyOrNot(entry, reading, maxSkewMinutes) {
    if (reading === undefined)
        return { status: "missing" };
    if (!reading.valid)
        return { status: "invalid", reason: reading.reason };
    const { facts } = reading;
    if (facts.imprintSha256 !== entry.sha256) {
        return { status: "invalid", reason: imprintMismatch(facts.imprintSha256, entry.sha256) };
    }
    const recordedAt = Date.parse(entry.record.recorded_at);
    const time = facts.time.toISOString();
    const allowance = Math.max(facts.accuracyMs ?? 0, MIN_ACCURACY_MS);
    if (facts.time.getTime() < recordedAt - allowance) {
        return {
            status: "invalid",
            reason: `the token's time ${time} is before the record's recorded_at ${entry.record.recorded_at} (accuracy ${allowance} ms): the record claims a time after the one it was timestamped at`,
        };
    }
    const lateByMs = facts.time.getTime() - recordedAt;
    if (lateByMs > maxSkewMinutes * 60_000) {
        return {
            status: "late",
            tsa: facts.tsa,
            time,
            reason: `the token's time ${time} is ${Math.round(lateByMs / 60_000)} minutes after the record's recorded_at ${entry.record.recorded_at}, more than --max-skew ${maxSkewMinutes}, and no timely-timestamped later record declares it in untimestamped_predecessors: a token minted later, as for a rewritten record`,
        };
    }
    return { status: "timestamped", tsa: facts.tsa, time };
}
function lateVerdict(late, declaredBy) {
    if (declaredBy === undefined)
        return { status: "invalid", reason: late.reason };
    return { status: "late-after-outage", tsa: late.tsa, time: late.time, declaredBy };
}
/**
 * Why the timestamps fail verification: every invalid token; every record without one after its
 * workspace's first timestamped record (the TSA was in use, so a missing token is a gap); with
 * `requireTimestamps`, every record without one.
 */
function timestampProblems(assessed, requireTimestamps) {
    const problems = [];
    const stamped = new Set();
    for (const entry of assessed) {
        const { timestamp } = entry;
        if (timestamp.status === "invalid") {
            problems.push({ path: entry.path, message: `invalid timestamp token: ${timestamp.reason}` });
        }
        else if (timestamp.status === "missing") {
            if (stamped.has(entry.workspace)) {
                problems.push({
                    path: entry.path,
                    message: `has no timestamp token (${tokenPath(entry.path)}), though an earlier record of workspace ${entry.workspace} has one: a token was deleted, or the record was added without the TSA`,
                });
            }
            else if (requireTimestamps) {
                problems.push({
                    path: entry.path,
                    message: `has no timestamp token (${tokenPath(entry.path)}), and --require-timestamps is set`,
                });
            }
        }
        else
            stamped.add(entry.workspace);
    }
    return problems;
}
/**
 * The records still waiting for a token, oldest first: those without one after the workspace's
 * first record that has one (before it, the TSA was not in use). `paths` are a workspace's record
 * and token files.
 */
function untimestampedRecords(paths) {
    const present = new Set(paths);
    const records = paths
        .filter((path) => path.endsWith(".json"))
        .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a, b));
    const first = records.findIndex((path) => present.has(tokenPath(path)));
    if (first === -1)
        return [];
    // In an intact chain a record's sequence is its place in name order; verify checks that.
    return records
        .map((path, index) => ({ path, sequence: index + 1 }))
        .slice(first + 1)
        .filter(({ path }) => !present.has(tokenPath(path)));
}
/**
 * Whether the ledger still holds the published head: a record with that sequence and SHA-256, in
 * any workspace. Undefined when it does, else the reason.
 */
function missingExpectedHead(records, expected) {
    if (records.some((entry) => entry.sha256 === expected.sha256 && entry.record.sequence === expected.sequence)) {
        return undefined;
    }
    const same = records.filter((entry) => entry.record.sequence === expected.sequence);
    const found = same.length === 0
        ? `no workspace has a record with sequence ${expected.sequence}`
        : `${same.map((entry) => `${entry.path} has SHA-256 ${entry.sha256}`).join("; ")}`;
    return `the published head ${expected.sequence}:${expected.sha256} is not in the ledger (${found}): the chain was truncated or rewritten after that head was published`;
}


/***/ }),

/***/ 17106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ DriftEpisodes)
/* harmony export */ });
/* harmony import */ var _shared_exhaustive_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91565);
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80053);
/* harmony import */ var _records_drift_findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9094);
// Drift episodes: from the first monitoring run that found drift to the first back in sync, with
// the apply that resolved it (when one was recorded in between) and every asset seen drifted.



/**
 * Drift episodes in a workspace's whole history, its records given one at a time in chain order:
 * first run that drifted to first back in sync.
 */
class DriftEpisodes {
    episodes = [];
    #open;
    /** The last apply recorded while an episode is open, as the episode names it once resolved. */
    #lastApply = null;
    #seen = new Set();
    /** Episodes from the state `held` keeps (its open episode, if any, is the first). */
    static resume(held) {
        const episodes = new DriftEpisodes();
        // A copy: the resumed episodes change what they hold, never the caller's object.
        const { open, last_apply, seen } = structuredClone(held);
        if (open !== null) {
            episodes.#open = open;
            episodes.episodes.push(open);
        }
        episodes.#lastApply = last_apply;
        episodes.#seen = new Set(seen);
        return episodes;
    }
    /**
     * The state a checkpoint keeps, as plain JSON sharing the open episode, which later records
     * change: serialised at once, as a checkpoint's text is (resume copies what it is given).
     */
    held() {
        return { open: this.#open ?? null, last_apply: this.#lastApply, seen: [...this.#seen] };
    }
    add(record) {
        switch (record.kind) {
            case "change": {
                const { outcome } = record.change;
                if (this.#open !== undefined &&
                    (outcome === "applied" || outcome === "partly-applied" || outcome === "interrupted"))
                    this.#lastApply = {
                        pull_requests: (0,_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestsOf */ .Tb)(record.change).map(({ number, url }) => ({
                            number,
                            url,
                        })),
                        recorded_at: record.recorded_at,
                    };
                return;
            }
            case "monitoring":
                break;
            case "configuration-monitoring":
                return; // devices compared with the inventory, not the service: no drift episode
            default:
                (0,_shared_exhaustive_js__WEBPACK_IMPORTED_MODULE_2__/* .assertNever */ .x)(record);
        }
        const { in_sync, differences } = record.monitoring;
        if (in_sync) {
            this.#resolve(record.recorded_at);
            return;
        }
        let open = this.#open;
        if (open === undefined) {
            open = {
                first_seen: record.recorded_at,
                last_seen: record.recorded_at,
                resolved_at: null,
                resolved_by: null,
                max_differences: 0,
                assets: [],
            };
            this.#open = open;
            this.#seen = new Set();
            this.episodes.push(open);
            this.#lastApply = null;
        }
        open.last_seen = record.recorded_at;
        open.max_differences = Math.max(open.max_differences, differences.length);
        for (const difference of differences) {
            const asset = driftedAsset(difference);
            const key = `${asset.action}\u0000${asset.asset_id}\u0000${asset.name}`;
            if (this.#seen.has(key))
                continue;
            this.#seen.add(key);
            open.assets.push(asset);
        }
    }
    /** The open episode, if any, resolved by a run back in sync at `at`. */
    #resolve(at) {
        const open = this.#open;
        if (open === undefined)
            return;
        open.resolved_at = at;
        if (this.#lastApply !== null)
            open.resolved_by = this.#lastApply;
        this.#open = undefined;
    }
}
/** A difference as the report names it: the declared side when the files have it, else the live. */
function driftedAsset(difference) {
    // A difference has at least one side: the files' or the service's.
    const side = difference.declared ?? difference.live;
    return {
        action: difference.action,
        asset_id: difference.asset_id,
        name: side?.name ?? "",
        cyber_system: side?.cyber_system ?? "",
    };
}


/***/ }),

/***/ 9094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ driftFindings)
/* harmony export */ });
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
/* harmony import */ var _plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99343);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65032);
// What a drift check found: each asset on which the files and the service disagree, with both
// sides in full, and the fingerprints of the plan and of the live inventory it compared. Pure.




/** "sha256:<hex>" of the live inventory, independent of the order the service listed it in. */
function liveFingerprint(live) {
    const byId = (items) => [...items].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.id, b.id));
    const state = {
        facilities: byId(live.facilities),
        control_centers: byId(live.controlCenters),
        cyber_systems: byId(live.cyberSystems),
        cyber_assets: byId(live.cyberAssets),
    };
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(JSON.stringify((0,_plan_saved_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .canonical */ .$N)(state)))}`;
}
function renameOf(operation) {
    const rename = operation.possible_rename;
    if (rename === undefined)
        return {};
    const { candidates, declared, live } = rename;
    return { possible_rename: { declared, live, ...(candidates ? { candidates } : {}) } };
}
/**
 * What a drift check found: each asset on which the files and the service disagree, once (the two
 * halves of a rename cycle are one difference), with both sides in full.
 */
function driftFindings(plan, live) {
    const systemNames = new Map(live.cyberSystems.map((system) => [system.id, system.name]));
    const liveAssets = new Map(live.cyberAssets.map((asset) => [asset.id, asset]));
    const liveState = (id) => {
        const asset = liveAssets.get(id);
        if (asset === undefined)
            return null;
        const system = systemNames.get(asset.cyber_system_id) ?? asset.cyber_system_id;
        return { name: asset.name, cyber_system: system, asset_type: asset.asset_type };
    };
    const differences = [];
    const updated = new Map();
    for (const operation of plan.operations) {
        if (operation.action === "create") {
            const declared = {
                name: operation.name,
                cyber_system: operation.cyber_system.name,
                asset_type: operation.asset_type,
            };
            differences.push({
                action: "create",
                asset_id: null,
                declared,
                live: null,
                ...renameOf(operation),
            });
        }
        else if (operation.action === "delete") {
            const before = liveState(operation.asset_id);
            differences.push({
                action: "delete",
                asset_id: operation.asset_id,
                declared: null,
                live: before,
                ...renameOf(operation),
            });
        }
        else {
            let difference = updated.get(operation.asset_id);
            if (difference === undefined) {
                const before = liveState(operation.asset_id);
                // The planner updates only assets it read from the service.
                if (before === null)
                    throw new Error(`update of ${operation.asset_id}, which is not live`);
                difference = {
                    action: "update",
                    asset_id: operation.asset_id,
                    declared: before,
                    live: before,
                };
                updated.set(operation.asset_id, difference);
                differences.push(difference);
            }
            const { changes } = operation;
            // An update is of an asset the files declare: its difference has a declared side.
            const current = difference.declared ?? (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .missingEntry */ .Dj)("an updated asset's declared side");
            difference.declared = {
                name: changes.name?.to ?? current.name,
                cyber_system: changes.cyber_system?.to.name ?? current.cyber_system,
                asset_type: changes.asset_type?.to ?? current.asset_type,
            };
        }
    }
    const managed = new Set(plan.managed_systems.map((system) => system.id));
    return {
        in_sync: plan.operations.length === 0,
        plan_fingerprint: plan.fingerprint,
        systems: plan.managed_systems.map(({ id, name, impact }) => impact === undefined ? { id, name } : { id, impact, name }),
        live_counts: {
            cyber_systems: live.cyberSystems.length,
            cyber_assets: live.cyberAssets.length,
            managed_assets: live.cyberAssets.filter((asset) => managed.has(asset.cyber_system_id)).length,
        },
        live_fingerprint: liveFingerprint(live),
        differences,
    };
}


/***/ }),

/***/ 8355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ih: () => (/* binding */ ReportPasses),
  _U: () => (/* binding */ jsonWorkspace),
  vG: () => (/* binding */ reportOfLedger)
});

// UNUSED EXPORTS: buildEvidenceReport

// EXTERNAL MODULE: ./src/core/evidence/chain/chain-check.ts
var chain_check = __webpack_require__(75535);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts
var evidence_chain = __webpack_require__(57630);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/evidence/report/report-entries.ts
var report_entries = __webpack_require__(89005);
// EXTERNAL MODULE: ./src/core/shared/exhaustive.ts
var exhaustive = __webpack_require__(91565);
// EXTERNAL MODULE: ./src/core/evidence/monitoring/drift-episodes.ts
var drift_episodes = __webpack_require__(17106);
;// CONCATENATED MODULE: ./src/core/evidence/report/report-pass.ts
// One workspace of the audit report, summed up in one pass over its records in chain order: the
// period's counts per kind and per month, the gaps between monitoring runs (the longest and those
// over the limit), the drift episodes, and the changes that are exceptions. Nothing per ordinary
// record is kept: the report's lists of changes and runs are read again when rendered
// (evidence-report.ts), so a ledger of any size is summed up in bounded memory.





/**
 * The longest the report lets pass between two drift checks (`monitoring` records) before it
 * calls the gap an exception. A drift check reconciles the inventory with the service and reads
 * no device, so this is the tool's cadence for it, not CIP-010 R2.1's 35 days, which only
 * configuration-monitoring records close (core/obligations/configuration-monitoring-obligations.ts);
 * it borrows that number so that one schedule meets both.
 */
const MONITORING_LIMIT_DAYS = 35;
const DAY_MS = 86_400_000;
/** Calendar days (UTC) from `a` to `b`. */
function calendarDays(a, b) {
    const day = (date) => Math.floor(date.getTime() / DAY_MS);
    return day(b) - day(a);
}
/**
 * A workspace's records, one at a time in chain order. The gaps are the stretches without
 * monitoring that touch the period: from the last run before it (or the period's start) through
 * each run in it, to the first run after it (or the period's end, or now when that is earlier).
 */
class WorkspacePass {
    #drift;
    #months = new Map();
    #counts = { changes: 0, monitoring: 0, configuration_monitoring: 0 };
    #exceptionChanges = [];
    #gapsOverLimit = [];
    #longest = null;
    /** The last run before the period. */
    #before;
    /** The last run in the period. */
    #previous;
    /** The first run after the period. */
    #after;
    workspace;
    period;
    stamp;
    /** `drift`: the workspace's episodes as a checkpoint holds them, when resumed from one. */
    constructor(workspace, period, stamp, drift = new drift_episodes/* DriftEpisodes */.W()) {
        this.#drift = drift;
        this.workspace = workspace;
        this.period = period;
        this.stamp = stamp;
    }
    add(path, record) {
        this.#drift.add(record);
        const inPeriod = this.#inPeriod(record.recorded_at);
        switch (record.kind) {
            case "change":
                if (!inPeriod)
                    return;
                this.#counts.changes++;
                this.#month(record.recorded_at).changes++;
                if ((0,report_entries/* changeExceptions */.hn)(record.change.outcome, record.origin === "cli").length > 0) {
                    this.#exceptionChanges.push((0,report_entries/* changeEntry */.df)(path, record, this.stamp(path)));
                }
                return;
            case "monitoring":
                this.#run(new Date(record.recorded_at));
                if (!inPeriod)
                    return;
                this.#counts.monitoring++;
                this.#month(record.recorded_at).monitoring_runs++;
                if (!record.monitoring.in_sync)
                    this.#month(record.recorded_at).drift_runs++;
                return;
            case "configuration-monitoring":
                if (inPeriod)
                    this.#counts.configuration_monitoring++;
                return;
            default:
                (0,exhaustive/* assertNever */.x)(record);
        }
    }
    /** The summary once every record was added; `now` ends the last gap when the period has not. */
    finish(now) {
        const { from, to } = this.period;
        const end = this.#after ?? new Date(Math.min(to.getTime(), now.getTime()));
        this.#gap(this.#previous ?? this.#before ?? from, end);
        return {
            workspace: this.workspace,
            counts: { ...this.#counts },
            exception_changes: this.#exceptionChanges,
            longest_gap: this.#longest,
            gaps_over_limit: this.#gapsOverLimit,
            drift_episodes: this.#drift.episodes.filter((episode) => Date.parse(episode.first_seen) < to.getTime() &&
                (episode.resolved_at === null || Date.parse(episode.resolved_at) >= from.getTime())),
            months: [...this.#months.values()].sort((a, b) => (0,names/* compareCodePoints */.OP)(a.month, b.month)),
        };
    }
    #inPeriod(at) {
        const time = Date.parse(at);
        return time >= this.period.from.getTime() && time < this.period.to.getTime();
    }
    #month(at) {
        const key = (0,calendar/* dateIn */.m7)(at, this.period.timeZone ?? "UTC").slice(0, 7);
        let summary = this.#months.get(key);
        if (summary === undefined) {
            summary = {
                month: key,
                changes: 0,
                monitoring_runs: 0,
                drift_runs: 0,
                flagged_changes_gaps_drift: 0,
            };
            this.#months.set(key, summary);
        }
        return summary;
    }
    /** A monitoring run at `time`: before, in or after the period. */
    #run(time) {
        if (time < this.period.from)
            this.#before = time;
        else if (time >= this.period.to)
            this.#after ??= time;
        else {
            this.#gap(this.#previous ?? this.#before ?? this.period.from, time);
            this.#previous = time;
        }
    }
    #gap(from, to) {
        if (to <= from)
            return;
        const days = calendarDays(from, to);
        const gap = {
            from: from.toISOString(),
            to: to.toISOString(),
            days,
            over_limit: days > MONITORING_LIMIT_DAYS,
        };
        if (gap.over_limit)
            this.#gapsOverLimit.push(gap);
        if (this.#longest === null || days > this.#longest.days)
            this.#longest = gap;
    }
}

// EXTERNAL MODULE: ./src/core/evidence/report/report-state.ts
var report_state = __webpack_require__(84944);
;// CONCATENATED MODULE: ./src/core/evidence/report/evidence-report.ts











/** The report of a ledger held in memory (its files in any order). */
function buildEvidenceReport(files, period, now, { timestamps = new Map(), toolVersion = "unknown" } = {}) {
    const byPath = new Map(files.map((file) => [file.path, file.bytes]));
    const sorted = [...byPath.keys()].sort(compareCodePoints);
    const source = {
        paths: (under = RECORDS_DIR, from = "") => sorted.filter((path) => path.startsWith(`${under}/`) && compareCodePoints(path, from) >= 0),
        read: (path) => getOrThrow(byPath, path, "the ledger's records"),
        stamp: (path) => timestamps.get(path),
    };
    return reportOfLedger(source, period, now, toolVersion);
}
/**
 * The report of the ledger `source`: one pass now, and one per list a renderer iterates. `visit`
 * sees each valid record in that first pass (the CIP obligations are judged there).
 */
function reportOfLedger(source, period, now, toolVersion, visit) {
    const checker = new chain_check/* LedgerChecker */.X({ keepRecords: false, ...(visit && { visit }) });
    const passes = new ReportPasses(period, (path) => source.stamp(path));
    for (const path of source.paths()) {
        const record = checker.add({ path, bytes: source.read(path) });
        if (record !== undefined)
            passes.add(path, record);
    }
    const { recordCount, breaks } = checker.result();
    return passes.report(source, { records: recordCount, breaks }, now, toolVersion);
}
/**
 * The report's first pass, fed each valid record in chain order: every workspace summed up
 * (WorkspacePass), and whose inventory it is; from the first record, or resumed from what a
 * checkpoint of one workspace holds for it (HeldReport), fed the records from its record on.
 */
class ReportPasses {
    #passes = new Map();
    #subject;
    #period;
    #stamp;
    #resumed;
    constructor(period, stamp, resumed) {
        this.#period = period;
        this.#stamp = (path) => stamp(path) ?? "not timestamped";
        this.#resumed = resumed;
        this.#subject = new report_state/* SubjectOf */.$(resumed?.held.subject);
    }
    add(path, record) {
        this.#subject.add(record);
        let pass = this.#passes.get(record.workspace);
        if (pass === undefined) {
            const held = this.#resumed?.workspace === record.workspace ? this.#resumed.held : undefined;
            const drift = held === undefined ? undefined : drift_episodes/* DriftEpisodes */.W.resume(held.drift);
            pass = new WorkspacePass(record.workspace, this.#period, this.#stamp, drift);
            this.#passes.set(record.workspace, pass);
        }
        pass.add(path, record);
    }
    /**
     * The report, once every record was added: `verified` counts the records read and their breaks
     * (a resumed pass adds the records before the checkpoint's, as it holds their count).
     */
    report(source, verified, now, toolVersion) {
        const period = this.#period;
        const timeZone = period.timeZone ?? "UTC";
        const entries = periodEntries(source, period, this.#stamp);
        const summaries = [...this.#passes.values()].map((pass) => pass.finish(now));
        const exceptions = [];
        const workspaces = summaries.map(({ exception_changes, ...summary }) => {
            const found = exceptionsOf(exception_changes, summary);
            exceptions.push(...found);
            return {
                ...summary,
                months: withExceptions(summary.months, found, timeZone),
                changes: entries(summary.workspace, "change", report_entries/* changeEntry */.df),
                monitoring: entries(summary.workspace, "monitoring", report_entries/* monitoringEntry */.RK),
                configuration_monitoring: entries(summary.workspace, "configuration-monitoring", report_entries/* configurationMonitoringEntry */.Xb),
            };
        });
        return {
            subject: this.#subject.sorted([...this.#passes.keys()]),
            period: {
                from: period.from.toISOString(),
                to: period.to.toISOString(),
                first_day: (0,calendar/* dateIn */.m7)(period.from, timeZone),
                last_day: (0,calendar/* dateIn */.m7)(new Date(period.to.getTime() - 1), timeZone),
                time_zone: timeZone,
            },
            generated_at: now.toISOString(),
            generated_by: toolVersion,
            limit_days: MONITORING_LIMIT_DAYS,
            ledger: {
                records: verified.records + (this.#resumed?.held.records ?? 0),
                breaks: verified.breaks,
            },
            exceptions: exceptions.sort((a, b) => (0,names/* compareCodePoints */.OP)(a.at, b.at)),
            workspaces,
        };
    }
}
/**
 * A workspace as the JSON report writes it, in its key order and without the counts the streamed
 * renderers need; its changes and monitoring runs are still read from the ledger when iterated.
 */
function jsonWorkspace(workspace) {
    return {
        workspace: workspace.workspace,
        changes: workspace.changes,
        monitoring: workspace.monitoring,
        configuration_monitoring: workspace.configuration_monitoring,
        longest_gap: workspace.longest_gap,
        gaps_over_limit: workspace.gaps_over_limit,
        drift_episodes: workspace.drift_episodes,
        months: workspace.months,
    };
}
/**
 * The period's records of one workspace and kind as report entries, read from `source` each time
 * they are iterated: the second pass. A file that is not a valid record of the kind is skipped,
 * as the first pass skipped it.
 */
function periodEntries(source, period, stamp) {
    return (workspace, kind, entry) => ({
        *[Symbol.iterator]() {
            for (const path of periodPaths(source, workspace, period)) {
                if ((0,record_files/* kindOfPath */.Bs)(path) !== kind || !(0,record_files/* isRecordPathOf */.sm)(path, workspace))
                    continue;
                const record = (0,evidence_chain/* parseRecordFile */.TG)({ path, bytes: source.read(path) });
                if ("message" in record || record.kind !== kind)
                    continue;
                const time = Date.parse(record.recorded_at);
                if (time < period.from.getTime() || time >= period.to.getTime())
                    continue;
                yield entry(path, record, stamp(path));
            }
        },
    });
}
/**
 * The paths of `workspace`'s files that may hold a record of `period`, in name order: a record's
 * file is named after the time it was recorded, in the folder of that time's UTC year and month
 * (recordPath; parseRecordFile refuses a file named otherwise), so only the months the period
 * touches are listed, and only files named within a second of it are given. A report of a month
 * of a ten-year ledger reads that month's records, not every one.
 */
function* periodPaths(source, workspace, period) {
    const [from, to] = [period.from.getTime() - 1_000, period.to.getTime() + 1_000];
    const month = new Date(from);
    month.setUTCDate(1);
    month.setUTCHours(0, 0, 0, 0);
    for (; month.getTime() < to; month.setUTCMonth(month.getUTCMonth() + 1)) {
        const folder = month.toISOString().slice(0, 7).replace("-", "/");
        for (const path of source.paths(`${record_files/* RECORDS_DIR */.v7}/${workspace}/${folder}`)) {
            const named = Date.parse((0,record_files/* recordedAtOfPath */.ml)(path) ?? "");
            if (Number.isNaN(named) || (named >= from && named < to))
                yield path;
        }
    }
}
/** A workspace's exceptions: its changes that are one, its gaps over the limit, its open drift. */
function exceptionsOf(changes, summary) {
    const base = { workspace: summary.workspace };
    return [
        ...changes.map((change) => ({
            ...base,
            kind: "change",
            at: change.recorded_at,
            change,
        })),
        ...summary.gaps_over_limit.map((gap) => ({
            ...base,
            kind: "gap",
            at: gap.from,
            gap,
        })),
        ...summary.drift_episodes
            .filter((episode) => episode.resolved_at === null)
            .map((episode) => ({
            ...base,
            kind: "drift",
            at: episode.first_seen,
            episode,
        })),
    ];
}
/** The months with each exception counted in its month (a month only an exception falls in too). */
function withExceptions(months, exceptions, timeZone) {
    const byMonth = new Map(months.map((month) => [month.month, { ...month }]));
    for (const { at } of exceptions) {
        const key = (0,calendar/* dateIn */.m7)(at, timeZone).slice(0, 7);
        const month = byMonth.get(key) ?? {
            month: key,
            changes: 0,
            monitoring_runs: 0,
            drift_runs: 0,
            flagged_changes_gaps_drift: 0,
        };
        month.flagged_changes_gaps_drift++;
        byMonth.set(key, month);
    }
    return [...byMonth.values()].sort((a, b) => (0,names/* compareCodePoints */.OP)(a.month, b.month));
}


/***/ }),

/***/ 89005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RK: () => (/* binding */ monitoringEntry),
/* harmony export */   Rb: () => (/* binding */ BREAK_GLASS),
/* harmony export */   Xb: () => (/* binding */ configurationMonitoringEntry),
/* harmony export */   df: () => (/* binding */ changeEntry),
/* harmony export */   hn: () => (/* binding */ changeExceptions)
/* harmony export */ });
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80053);

/** The words that make a break-glass change an exception in every format. */
const BREAK_GLASS = "break-glass: no pull-request review";
/**
 * Whether each outcome is an exception: refused (the Action applied nothing) or incomplete
 * (something was attempted and not all of it holds). A record, not a set, so that a new outcome
 * does not compile until the report says whether an auditor must look at it.
 */
const EXCEPTION_KIND = {
    applied: undefined,
    "no-changes": undefined,
    "partly-applied": "incomplete",
    failed: "incomplete",
    interrupted: "incomplete",
    "plan-changed": "refused",
    unsafe: "refused",
    "no-reviewed-plan": "refused",
    "not-approved": "refused",
    policy: "refused",
    invalid: "refused",
};
/** Why a change is an exception: refused, failed, partly applied or interrupted, break-glass. */
function changeExceptions(outcome, breakGlass) {
    const kind = EXCEPTION_KIND[outcome];
    return [
        ...(kind === "refused" ? [`refused (${outcome})`] : []),
        ...(kind === "incomplete" ? [outcome] : []),
        ...(breakGlass ? [BREAK_GLASS] : []),
    ];
}
function changeEntry(file, record, timestamp) {
    const { change } = record;
    const breakGlass = record.origin === "cli";
    return {
        file,
        sequence: record.sequence,
        recorded_at: record.recorded_at,
        timestamp,
        outcome: change.outcome,
        reason: change.reason,
        break_glass: breakGlass,
        exceptions: changeExceptions(change.outcome, breakGlass),
        merge_sha: change.merge_sha,
        pull_requests: (0,_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_0__/* .pullRequestsOf */ .Tb)(change),
        reviewed_is_executed: change.reviewed_fingerprint === null || change.plan_fingerprint === null
            ? null
            : change.reviewed_fingerprint === change.plan_fingerprint,
        reviewed_fingerprint: change.reviewed_fingerprint,
        plan_fingerprint: change.plan_fingerprint,
        policy: change.policy ?? null,
        operations: (change.change_record?.operations ?? []).map(operationEntry),
        baseline_deviations: change.change_record?.baseline_deviations ?? null,
    };
}
const facilityOf = (system) => system.parent?.name ?? null;
/** Both sides of an operation, from what its record states. */
function operationEntry(operation) {
    const { action, name, cyber_system: system } = operation;
    const side = (assetName, of, type) => ({
        name: assetName,
        cyber_system: of.name,
        asset_type: type,
        facility: facilityOf(of),
    });
    const type = operation.asset_type ?? null;
    const changes = operation.changes ?? {};
    const sides = {
        create: { before: null, after: side(name, system, type) },
        delete: { before: side(name, system, type), after: null },
        update: {
            before: side(changes.name?.from ?? name, changes.cyber_system?.from ?? system, changes.asset_type?.from ?? type),
            after: side(changes.name?.to ?? name, changes.cyber_system?.to ?? system, changes.asset_type?.to ?? type),
        },
    }[action];
    return {
        action,
        asset_id: operation.asset_id ?? null,
        ...sides,
        result: operation.result,
        error: operation.error ?? null,
    };
}
function monitoringEntry(file, record, timestamp) {
    return {
        file,
        recorded_at: record.recorded_at,
        timestamp,
        in_sync: record.monitoring.in_sync,
        differences: record.monitoring.differences.length,
        systems: record.monitoring.systems.map(({ id, name }) => ({ id, name })),
        live_fingerprint: record.monitoring.live_fingerprint,
        run_url: record.run.run_url,
    };
}
function configurationMonitoringEntry(file, record, timestamp) {
    const body = record.configuration_monitoring;
    return {
        file,
        recorded_at: record.recorded_at,
        timestamp,
        observed_at: body.observed_at,
        commit: body.commit,
        collector: `${body.collector.name} ${body.collector.version}`,
        input_sha256: body.input_sha256,
        assets: body.assets.length,
        matching: body.assets.filter((asset) => asset.matches === true).length,
        mismatched: body.assets.filter((asset) => asset.matches === false).length,
        unauthorized_changes: body.unauthorized_changes,
        investigations: body.investigations,
    };
}


/***/ }),

/***/ 28555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ historyWarnings),
/* harmony export */   y: () => (/* binding */ exceptionCounts)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// Every exception the audit report flags, counted once for all its formats: the changes, gaps and
// unresolved drift of the period (evidence-report.ts), the CIP obligations judged an exception,
// and the history warnings: commits of the ledger's branch that verify cannot authenticate, whose
// records close nothing. A ledger reads "intact" only when none of these is flagged. Pure.

/**
 * The history warnings of the records verify flags (path -> why, as the command's reading of the
 * branch's history gives them): one per commit, in the order of their first record.
 */
function historyWarnings(unauthenticated) {
    const byWhy = new Map();
    for (const path of [...unauthenticated.keys()].sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)) {
        const why = unauthenticated.get(path) ?? "";
        byWhy.set(why, [...(byWhy.get(why) ?? []), path]);
    }
    return [...byWhy].map(([why, records]) => ({ why, records }));
}
function exceptionCounts(exceptions, obligations, history) {
    const of = (kind) => exceptions.filter((exception) => exception.kind === kind).length;
    const counts = {
        changes: of("change"),
        monitoring_gaps: of("gap"),
        unresolved_drift: of("drift"),
        obligations,
        history_warnings: history.length,
    };
    return { total: exceptions.length + (obligations ?? 0) + history.length, ...counts };
}


/***/ }),

/***/ 84944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ SubjectOf),
/* harmony export */   s: () => (/* binding */ ReportFold)
/* harmony export */ });
/* harmony import */ var _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17106);
// What the audit report reads of a workspace's records whatever its period: whose inventory they
// are (SubjectOf), the drift episode still open (DriftEpisodes), and how many records there are.
// Everything else the report says of a period comes from the period's records and the monitoring
// run before it. A drift check's checkpoint keeps this state (HeldReport, in
// core/checkpoint/ledger-checkpoint.ts), so that `evidence report` for a period that
// starts after the checkpoint's record reads only the records from that record on. Pure.

/** Each distinct organization, repository and service the records name. */
class SubjectOf {
    #organizations;
    #repositories;
    #services;
    constructor(held = { organizations: [], repositories: [], services: [] }) {
        this.#organizations = new Set(held.organizations);
        this.#repositories = new Set(held.repositories);
        this.#services = new Set(held.services);
    }
    add(record) {
        this.#repositories.add(record.run.repository);
        const context = record.kind === "change"
            ? record.change.change_record?.context
            : record.kind === "monitoring"
                ? record.monitoring
                : undefined;
        if (context?.organization !== undefined)
            this.#organizations.add(context.organization);
        if (context?.service !== undefined)
            this.#services.add(context.service);
    }
    sorted(workspaces) {
        const sorted = (values) => [...values].sort();
        return {
            organizations: sorted(this.#organizations),
            repositories: sorted(this.#repositories),
            services: sorted(this.#services),
            workspaces: [...workspaces].sort(),
        };
    }
}
/** One workspace's HeldReport, record by record: what the drift check's fold keeps for the report. */
class ReportFold {
    #subject;
    #drift;
    #records;
    constructor(held) {
        this.#subject = new SubjectOf(held?.subject);
        this.#drift = held === undefined ? new _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_0__/* .DriftEpisodes */ .W() : _monitoring_drift_episodes_js__WEBPACK_IMPORTED_MODULE_0__/* .DriftEpisodes */ .W.resume(held.drift);
        this.#records = held?.records ?? 0;
    }
    /** The workspace's next record, in chain order. */
    add(record) {
        this.#subject.add(record);
        this.#drift.add(record);
        this.#records++;
    }
    /** The state a checkpoint keeps, sharing the open drift episode: serialised at once. */
    held() {
        const { organizations, repositories, services } = this.#subject.sorted([]);
        return {
            records: this.#records,
            subject: { organizations, repositories, services },
            drift: this.#drift.held(),
        };
    }
}


/***/ }),

/***/ 17638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sx: () => (/* binding */ versionOn),
/* harmony export */   YM: () => (/* binding */ TABLE_STANDARDS),
/* harmony export */   x4: () => (/* binding */ versionsOf)
/* harmony export */ });
/* unused harmony export standardOf */
/* harmony import */ var _requirements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47178);
// Which version of a standard judges a requirement part on a day: the row's own, or a later one
// the entity's policy file puts in force from a day (`standards:`, docs/owners-and-policy.md).
// The later versions and what they change are the requirement table's rows (`laterVersions`),
// never a branch here: a part whose row names no later version keeps its own on every day. Pure.

/** The standard a part belongs to: "CIP-007" of "CIP-007 R2.1". */
function standardOf(id) {
    return id.slice(0, id.indexOf(" "));
}
/** The standards the table has rows of, in its order: what the policy's `standards:` may name. */
const TABLE_STANDARDS = [
    ...new Set(_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUIREMENT_TABLE */ .Hc.map((row) => standardOf(row.id))),
];
/** The versions `standard`'s rows quote, and the later ones any of them names, in the table's order. */
function versionsOf(standard) {
    const rows = _requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUIREMENT_TABLE */ .Hc.filter((row) => standardOf(row.id) === standard);
    return {
        quoted: [...new Set(rows.map((row) => row.standard))],
        later: [...new Set(rows.flatMap((row) => (row.laterVersions ?? []).map((l) => l.standard)))],
    };
}
/**
 * The version that judges `id` on `day` (YYYY-MM-DD, in the calendar's time zone): the last of its
 * row's later versions in force by then, else the row's own.
 */
function versionOn(id, day, versions) {
    const row = (0,_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .requirementRow */ .gv)(id);
    const inForce = (later) => versions.some((chosen) => chosen.version === later.standard && chosen.from <= day);
    return row.laterVersions?.filter(inForce).at(-1) ?? { standard: row.standard };
}


/***/ }),

/***/ 54249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E8: () => (/* binding */ baselineDigest),
/* harmony export */   bH: () => (/* binding */ BaselineReader)
/* harmony export */ });
/* unused harmony export BASELINE_KEYS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67154);
/* harmony import */ var _baseline_items_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45168);
/* harmony import */ var _value_reader_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55221);
/* harmony import */ var _yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(40249);
// An asset's baseline configuration (CIP-010-4 R1.1) in the inventory: what it runs (operating
// system or firmware with its version, intentionally installed software with versions, custom
// software), which logical ports are open and why, and which security patches are applied; or a
// reference to where the baseline is kept (`baseline_ref`, for entities that keep BES Cyber System
// Information out of the repository). A document's `baselines:` names shared baselines that assets
// refer to by name. Read with positions like every other key; each baseline becomes a SHA-256
// digest over its canonical JSON, which plans and change records carry (never the content).








const BASELINE_KEYS = [..._baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .BASELINE_ITEMS */ .dK, "reviewed", "completed_on"];
const REF_KEYS = ["uri", "sha256"];
/** Each list item's keys: required, then optional. */
const RECORD_KEYS = {
    os_firmware: [["name", "version"], []],
    software: [["name", "version"], []],
    ports: [
        ["port", "protocol"],
        ["service", "justification"],
    ],
};
const PROTOCOLS = ["tcp", "udp"];
const PORT_RANGE = /^(\d{1,5})-(\d{1,5})$/;
/** What to write in a list entry's key that was left empty (`""`). */
const ENTRY_TEXT_HINTS = {
    name: "the name",
    version: "the version",
    service: "the service that listens on the port, or remove the key",
    justification: "why the port must be open (CIP-007 R1.1)",
};
/** sha256:... over the canonical JSON (keys sorted) of a baseline or a reference to one. */
function baselineDigest(kind, content) {
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalJson */ .dj)({ [kind === "ref" ? "baseline_ref" : "baseline"]: content }))}`;
}
class BaselineReader extends _value_reader_js__WEBPACK_IMPORTED_MODULE_6__/* .ValueReader */ .D {
    /** Where each content's os_firmware and software entries are written, by the content read. */
    #entryLocations = new WeakMap();
    /** `baseline:` at an asset: a map, or the name of one of the document's `baselines`. */
    writtenBaseline(value, keyOffset) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && typeof value.value === "string" && value.value !== "") {
            return {
                kind: "group",
                name: { value: (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .scalarText */ .ws)(value), location: this.at((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value)) },
            };
        }
        const content = this.baselineContent(value, keyOffset);
        return content === undefined ? undefined : { kind: "content", content };
    }
    /** `baseline_ref:` at an asset: where the baseline is kept, and the SHA-256 of its content. */
    baselineRef(value, keyOffset) {
        const map = this.#map(value, keyOffset, "baseline_ref", "{ uri: ..., sha256: ... }");
        if (map === undefined)
            return undefined;
        this.#unknownKeys = false;
        const read = this.#fields(map, REF_KEYS, "a baseline_ref has the keys");
        const uri = this.#text(read.uri, keyOffset, "baseline_ref uri", "where the baseline is kept");
        const digest = this.#text(read.sha256, keyOffset, "baseline_ref sha256", "64 hexadecimal digits");
        if (uri === undefined || digest === undefined || this.#unknownKeys)
            return undefined;
        if (!/^[0-9a-f]{64}$/i.test(digest)) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(read.sha256), `baseline_ref sha256 must be 64 hexadecimal digits (the SHA-256 of the baseline document), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(digest)}`);
            return undefined;
        }
        return { kind: "ref", content: { uri, sha256: digest.toLowerCase() } };
    }
    /**
     * A document's `baselines:`: name -> content, each read like an asset's inline baseline;
     * undefined when `baselines:` itself is not a map (reported).
     */
    baselineGroups(value, keyOffset) {
        const map = this.#map(value, keyOffset, "baselines", "a map of baseline name to baseline");
        if (map === undefined)
            return undefined;
        const groups = new Map();
        for (const { key, keyText, value: group } of this.entries(map)) {
            groups.set(keyText, this.baselineContent(group, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(key)));
        }
        return groups;
    }
    /**
     * An asset's baseline from what was written, shared names resolved against `groups` (undefined:
     * the document's `baselines:` could not be read, which was reported); undefined after an error.
     */
    resolveBaseline(written, groups) {
        if (written.kind === "ref") {
            return {
                digest: baselineDigest("ref", written.content),
                kind: "ref",
                refSha256: String(written.content.sha256),
            };
        }
        if (written.kind === "content")
            return this.#contentBaseline(written.content);
        // A shared baseline with an error, or an unreadable baselines:, is reported once, where it is.
        if (groups === undefined || groups.has(written.name.value)) {
            const content = groups?.get(written.name.value);
            return content === undefined
                ? undefined
                : { ...this.#contentBaseline(content), group: written.name.value };
        }
        const [suggestion] = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .closestNames */ .g9)(written.name.value, groups.keys(), 1);
        this.diagnostics.push({
            severity: "error",
            location: written.name.location,
            message: suggestion === undefined
                ? `baseline ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(written.name.value)} is not one of this document's baselines; declare it under baselines:, or write the baseline here as a map`
                : `baseline ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(written.name.value)} is not one of this document's baselines; did you mean ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(suggestion)}?`,
        });
        return undefined;
    }
    baselineContent(value, keyOffset) {
        const map = this.#map(value, keyOffset, "baseline", `a map with ${BASELINE_KEYS.join(", ")}`);
        if (map === undefined)
            return undefined;
        this.#unknownKeys = false;
        const read = this.#fields(map, BASELINE_KEYS, "a baseline has the keys");
        const content = {};
        let valid = true;
        const keep = (key, item) => {
            if (item === undefined)
                valid = false;
            else
                content[key] = item;
        };
        for (const key of ["reviewed", "completed_on"])
            if (key in read)
                keep(key, this.#date(read[key], keyOffset, key));
        for (const key of ["os_firmware", "software", "ports"])
            if (key in read)
                keep(key, this.#records(read[key], keyOffset, key));
        for (const key of ["custom_software", "patches"]) {
            if (key in read)
                keep(key, this.#texts(read[key], keyOffset, key));
        }
        if (!valid || this.#unknownKeys)
            return undefined;
        const locations = {};
        for (const key of ["os_firmware", "software"]) {
            const list = read[key];
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list))
                locations[key] = list.items.map((entry) => this.at((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(entry)));
        }
        this.#entryLocations.set(content, locations);
        return content;
    }
    /** A content baseline with where its entries are written. */
    #contentBaseline(content) {
        const locations = this.#entryLocations.get(content);
        return {
            ...contentBaseline(content),
            ...(locations === undefined ? {} : { entryLocations: locations }),
        };
    }
    #map(value, keyOffset, label, hint) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(value))
            return this.plainNode(value) ? value : undefined;
        this.error((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value) : keyOffset, `${label} must be ${hint}, not ${(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .describeValue */ .bp)(value)}`);
        return undefined;
    }
    /** The map's values by key, every key checked against `known` (did-you-mean for the rest). */
    #fields(map, known, intro) {
        const read = {};
        let valid = true;
        for (const { key, keyText, value } of this.entries(map)) {
            if (known.includes(keyText))
                read[keyText] = value;
            else {
                valid = false;
                this.unknownKey(key, keyText, known, intro);
            }
        }
        // Unknown keys are reported, and the known ones are still read: every problem at once.
        if (!valid)
            this.#unknownKeys = true;
        return read;
    }
    /** Set when a map had an unknown key: the baseline being read is then not kept. */
    #unknownKeys = false;
    #text(value, keyOffset, label, hint) {
        return this.scalarValue(value, keyOffset, { label, hint })?.value;
    }
    #date(value, keyOffset, label) {
        const text = this.#text(value, keyOffset, label, label === "reviewed"
            ? "the date the baseline was last confirmed, YYYY-MM-DD"
            : "the date the change in the field was completed, YYYY-MM-DD");
        if (text === undefined)
            return undefined;
        if ((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .isCalendarDate */ .tf)(text))
            return text;
        this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), `${label} must be a date such as 2026-11-24 that exists (YYYY-MM-DD), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        return undefined;
    }
    #texts(value, keyOffset, label) {
        if (isEmptyList(value))
            return [];
        const items = this.listItems(value, keyOffset, { label, hint: "texts (or [] for none)" });
        if (items === undefined)
            return undefined;
        const texts = items.map((item) => this.#text(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), `${label} entry`, "a text"));
        return texts.every((text) => text !== undefined) ? texts : undefined;
    }
    #records(value, keyOffset, label) {
        const keys = RECORD_KEYS[label].flat();
        if (isEmptyList(value)) {
            if (label !== "os_firmware")
                return [];
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), "os_firmware is an empty list; every Cyber Asset runs an operating system or firmware: write at least one { name, version }");
            return undefined;
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && label === "os_firmware") {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), `os_firmware must be a list of { name, version }, not a text; write [{ name: ..., version: ... }] (for example [{ name: ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(String(value.value))}, version: "..." }])`);
            return undefined;
        }
        const items = this.listItems(value, keyOffset, { label, hint: `maps with ${keys.join(", ")}` });
        if (items === undefined)
            return undefined;
        const records = items.map((item) => this.#record(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(value), label));
        return records.every((record) => record !== undefined)
            ? records
            : undefined;
    }
    #record(item, offset, label) {
        const [required, optional] = RECORD_KEYS[label];
        const keys = [...required, ...optional];
        const map = this.#map(item, offset, `a ${label} entry`, `a map with ${keys.join(", ")}`);
        if (map === undefined)
            return undefined;
        const read = this.#fields(map, keys, `a ${label} entry has the keys`);
        const start = (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(map);
        const record = {};
        // Every key is checked, and a port's number and protocol too: all of an entry's problems at once.
        let valid = true;
        for (const key of keys) {
            if (!(key in read)) {
                if (!required.includes(key))
                    continue;
                this.error(start, `a ${label} entry has no ${key}; add it (${keys.join(", ")})`);
                valid = false;
                continue;
            }
            const text = this.#text(read[key], start, key, "a text");
            if (text?.trim() === "") {
                this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(read[key]), `${key} is empty; write ${ENTRY_TEXT_HINTS[key]}`);
            }
            if (text === undefined || text.trim() === "")
                valid = false;
            else
                record[key] = text;
        }
        if (label !== "ports")
            return valid ? record : undefined;
        const port = this.#port(record, read, start);
        return valid ? port : undefined;
    }
    /** A ports entry with its port a number or a range, and its protocol tcp or udp. */
    #port(record, read, entryOffset) {
        const port = "port" in record ? this.#portNumber(read.port, String(record.port)) : undefined;
        const protocol = "protocol" in record
            ? this.choice(read.protocol, entryOffset, { label: "protocol", hint: "tcp or udp" }, PROTOCOLS)
            : undefined;
        return port === undefined || protocol === undefined
            ? undefined
            : { ...record, port, protocol: protocol.value };
    }
    #portNumber(node, text) {
        const port = portValue(text);
        // A quoted "20000" is text: a single port is a number, and only a range is written as text.
        if (typeof port === "number" && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && typeof node.value === "string") {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(node), `port must be a number, not the text ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}; write it without quotes (port: ${port}): only a range such as "49152-65535" is quoted`);
            return undefined;
        }
        if (port === undefined) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .nodeStart */ .f)(node), `port must be a number from 0 to 65535 or a range such as "49152-65535", not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        }
        return port;
    }
}
/** A port as written: a number, or a range "low-high" (low below high); undefined otherwise. */
function portValue(text) {
    const isPort = (n) => Number.isInteger(n) && n >= 0 && n <= 65535;
    if (/^\d{1,5}$/.test(text))
        return isPort(Number(text)) ? Number(text) : undefined;
    const range = PORT_RANGE.exec(text);
    if (range === null)
        return undefined;
    const [low, high] = [Number(range[1]), Number(range[2])];
    return isPort(low) && isPort(high) && low < high ? `${low}-${high}` : undefined;
}
function isEmptyList(value) {
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) && value.items.length === 0;
}
/** A baseline written as content: its digest, each item's digest, and what it leaves out. */
function contentBaseline(content) {
    const missing = (0,_baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .missingItems */ .hU)(content);
    const unjustified = (0,_baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .unjustifiedPorts */ .DJ)(content);
    return {
        digest: baselineDigest("content", content),
        kind: "content",
        content,
        items: (0,_baseline_items_js__WEBPACK_IMPORTED_MODULE_5__/* .itemDigests */ .tV)(content),
        ...(missing.length === 0 ? {} : { missing }),
        ...(unjustified === 0 ? {} : { unjustifiedPorts: unjustified }),
        ...(typeof content.completed_on === "string" ? { completedOn: content.completed_on } : {}),
    };
}


/***/ }),

/***/ 63990:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ MAX_NAME_LENGTH),
/* harmony export */   Js: () => (/* binding */ isDeclarableName),
/* harmony export */   _P: () => (/* binding */ inventoryJsonSchema),
/* harmony export */   pg: () => (/* binding */ DOCUMENT_KEYS),
/* harmony export */   qD: () => (/* binding */ ASSET_DETAIL_KEYS)
/* harmony export */ });
/* unused harmony export inventoryDocumentSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(98439);
/* harmony import */ var _shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37368);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _principals_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49513);
/* harmony import */ var _asset_class_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18453);
// The inventory document format as one zod schema: the source of the published JSON Schema (editor
// completion and checks) and of the key lists and name rules the position-aware parser enforces.
// The parser does not run zod on the hot path: it walks YAML nodes so that every problem carries a
// file:line:column, but it takes its vocabulary from here so the two cannot drift apart.





const MAX_NAME_LENGTH = 255;
// The same rules as one pattern, for JSON Schema consumers (editors): no forbidden character, no
// leading or trailing whitespace. Length is `maxLength` (JSON Schema counts code points, as we do).
// Surrogates are left out: a UTF-8 file cannot hold a lone one, and an engine without the `u` flag
// would take every character outside the BMP for one.
const NAME_PATTERN = new RegExp(String.raw `^(?!\s)(?![\s\S]*\s$)[^${_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_CHARACTERS */ .XU}]+$`);
/**
 * Whether an inventory file can hold `name` as a name: what the parser accepts, in one test.
 * For names that come from the service (import); the parser checks its own with a message each.
 */
function isDeclarableName(name) {
    return (NAME_PATTERN.test(name) &&
        !_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_NAME_CHARACTER */ .YV.test(name) &&
        (name.length <= MAX_NAME_LENGTH || [...name].length <= MAX_NAME_LENGTH));
}
function nameSchema(description) {
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).max(MAX_NAME_LENGTH).regex(NAME_PATTERN).meta({ description });
}
const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_4__/* .ASSET_TYPES */ .D).meta({
    title: "Asset type",
    description: "hardware: physical devices (RTUs, PLCs, HMIs, network equipment). software: applications and operating systems classified under the cyber system.",
});
const assetDetailsSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: assetTypeSchema,
    class: _asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .assetClassSchema */ .gM.optional(),
    renamed_from: nameSchema("The current name of a live asset of this cyber system to rename in place to this asset's name (keeps its id). Remove it once applied.")
        .meta({ title: "Renamed from" })
        .optional(),
    baseline: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({ description: "The name of one of the document's baselines." }),
        baselineSchema(),
    ])
        .meta({
        title: "Baseline",
        description: "The asset's baseline configuration (CIP-010 R1.1), or the name of a shared one under the document's baselines. Never sent to the service: plans and change records carry its SHA-256.",
    })
        .optional(),
    baseline_ref: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        uri: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).meta({
            description: "Where the baseline is kept (BES Cyber System Information stays out of the repository).",
        }),
        sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .regex(/^[0-9a-fA-F]{64}$/)
            .meta({ description: "The SHA-256 of the baseline document there." }),
    })
        .meta({ title: "Baseline kept elsewhere" })
        .optional(),
})
    .meta({ title: "Asset details" });
/**
 * A baseline configuration's content: each item CIP-010-4 R1.1 lists. An empty list states "none";
 * for an asset of a High or Medium system (R1 scope) every item must be written.
 */
function baselineSchema() {
    const text = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1);
    const date = (description) => zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .meta({ description })
        .optional();
    const named = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: text, version: text });
    return zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(named)
            .min(1)
            .meta({ description: "1.1.1 Operating system(s) or firmware, each with its version." })
            .optional(),
        software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(named)
            .meta({
            description: "1.1.2 Commercially available or open-source software intentionally installed, with versions; [] for none.",
        })
            .optional(),
        custom_software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text)
            .meta({ description: "1.1.3 Custom software installed; [] for none." })
            .optional(),
        ports: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
            port: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
                zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(65535),
                zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
                    .regex(/^\d{1,5}-\d{1,5}$/)
                    .meta({ description: "A range, low-high." }),
            ]),
            protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["tcp", "udp"]),
            service: text.optional(),
            justification: text
                .meta({
                description: "Why it is open (CIP-007 R1.1): required for High systems, and Medium systems with erc: true.",
            })
                .optional(),
        }))
            .meta({ description: "1.1.4 Logical network accessible ports; [] for none." })
            .optional(),
        patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text)
            .meta({ description: "1.1.5 Security patches applied; [] for none." })
            .optional(),
        reviewed: date("The date the baseline was last confirmed, YYYY-MM-DD: changing it records that the asset was checked and its baseline is unchanged (not a deviation)."),
        completed_on: date("The date the field change this baseline describes was completed, YYYY-MM-DD (CIP-010 R1.3 counts 30 days from it)."),
    })
        .meta({ title: "Baseline configuration" });
}
const inventoryDocumentSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    cyber_system: nameSchema("Name, or id (cs_...), of an existing cyber system. This document declares its complete asset list.").meta({ title: "Cyber system" }),
    facility: nameSchema("Optional: name, or id (fac_...), of the facility that owns the cyber system; checked against the service. Not together with control_center.")
        .meta({ title: "Facility" })
        .optional(),
    control_center: nameSchema("Optional: name, or id (cc_...), of the control center that owns the cyber system; checked against the service. Not together with facility.")
        .meta({ title: "Control center" })
        .optional(),
    impact: _principals_js__WEBPACK_IMPORTED_MODULE_1__/* .impactSchema */ .kf.optional(),
    erc: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY()
        .meta({
        title: "External Routable Connectivity",
        description: "Whether the system has External Routable Connectivity (CIP-007 R1.1 and others tell Medium systems apart by it). A Medium system without it is judged as having it.",
    })
        .optional(),
    esp: nameSchema("The Electronic Security Perimeter the system is inside, as the entity names it.")
        .meta({ title: "ESP" })
        .optional(),
    psp: nameSchema("The Physical Security Perimeter the system is inside, as the entity names it.")
        .meta({ title: "PSP" })
        .optional(),
    criteria: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(_asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .CRITERION_PATTERN */ .Rm))
        .min(1)
        .meta({
        title: "CIP-002 criteria",
        description: "The CIP-002 Attachment 1 criteria that rate the system, such as [2.5]: recorded, not checked.",
    })
        .optional(),
    owners: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_principals_js__WEBPACK_IMPORTED_MODULE_1__/* .principalSchema */ .Oj)
        .min(1)
        .meta({
        title: "Owners",
        description: "Who approves this system's changes under the policy (cip-policy.yaml): GitHub logins and org/team slugs. Without it, the code owners of this file (CODEOWNERS) are its owners.",
    })
        .optional(),
    baselines: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(nameSchema("The baseline's name, which assets give as their baseline."), baselineSchema())
        .meta({
        title: "Shared baselines",
        description: "Baselines several assets of this document share: assets name one as their baseline.",
    })
        .optional(),
    prune: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().default(true).meta({
        title: "Prune",
        description: "true (default): live assets of this cyber system that are not declared here are deleted. false: they are kept and reported as unmanaged.",
    }),
    assets: zod__WEBPACK_IMPORTED_MODULE_3__/* .record */ .g1P(nameSchema("Asset name, exactly as written. Unique across the inventory, ignoring case."), zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([assetTypeSchema, assetDetailsSchema]))
        .meta({
        title: "Assets",
        description: "The complete asset list of the cyber system: asset name -> hardware | software, or -> { type, renamed_from }. Write {} for a system with no assets.",
    }),
})
    .refine((document) => document.facility === undefined || document.control_center === undefined, {
    message: "facility and control_center are mutually exclusive",
    path: ["control_center"],
})
    .meta({
    title: "cip-inventory-sync inventory document",
    description: "The complete asset list of one NERC CIP cyber system. One YAML document per cyber system; several documents per file are separated by ---.",
});
/** The keys of a document, in the order messages list them. */
const DOCUMENT_KEYS = Object.keys(inventoryDocumentSchema.shape);
/** The keys of an asset written as a map. */
const ASSET_DETAIL_KEYS = Object.keys(assetDetailsSchema.shape);
/** The JSON Schema (draft 2020-12) of one inventory document, for editors (`$schema` modelines). */
function inventoryJsonSchema() {
    const schema = zod__WEBPACK_IMPORTED_MODULE_5__/* .toJSONSchema */ .bl(inventoryDocumentSchema, {
        target: "draft-2020-12",
        io: "input",
    });
    // zod does not translate refinements; this is the facility/control_center exclusion.
    schema.not = { required: ["facility", "control_center"] };
    return schema;
}


/***/ }),

/***/ 44083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gs: () => (/* binding */ REFERENCE_FIELDS),
/* harmony export */   jc: () => (/* binding */ ASSET_NAME),
/* harmony export */   rH: () => (/* binding */ nameProblem)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63990);
/* harmony import */ var _shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66800);
// What is wrong with a name written in an inventory file, as the message the parser reports: one
// rule at a time, in the order a user would fix them. The character set and the length limit are
// inventory-schema.ts's, which also publishes them in the JSON Schema.




const TRAILING_OR_LEADING_SPACE = /^\s|\s$/;
const ASSET_NAME = {
    label: "asset name",
    hint: "the asset's name before the colon",
};
const REFERENCE_FIELDS = {
    cyber_system: {
        label: "cyber_system",
        hint: "the name or id (cs_...) of an existing cyber system",
    },
    facility: {
        label: "facility",
        hint: "the name or id (fac_...) of the facility that owns the cyber system",
    },
    control_center: {
        label: "control_center",
        hint: "the name or id (cc_...) of the control center that owns the cyber system",
    },
    renamed_from: {
        label: "renamed_from",
        hint: "the current name of the live asset to rename",
    },
};
/** The first problem of `name` written as `field`, or undefined. Cheap when the name is fine. */
function nameProblem(name, field) {
    const forbidden = _shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .FORBIDDEN_NAME_CHARACTER */ .YV.exec(name);
    if (forbidden) {
        const codePoint = forbidden[0].codePointAt(0) ?? 0;
        const position = [...name.slice(0, forbidden.index)].length + 1;
        return `${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} contains ${(0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .describeCharacter */ .zQ)(codePoint)} at character ${position}; remove it`;
    }
    if (name.trim() === "")
        return `${field.label} is empty; write ${field.hint}`;
    if (TRAILING_OR_LEADING_SPACE.test(name)) {
        return `${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} has leading or trailing whitespace; remove it (quotes keep spaces)`;
    }
    // Code units first: a name within the limit in UTF-16 is within it in code points.
    if (name.length > _inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_LENGTH */ .EM) {
        const length = [...name].length;
        if (length > _inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_LENGTH */ .EM) {
            return `${field.label} is ${length} characters long; the limit is ${_inventory_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME_LENGTH */ .EM}: shorten it`;
        }
    }
    return undefined;
}


/***/ }),

/***/ 88256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ parseInventoryText)
});

// UNUSED EXPORTS: parseInventoryYaml

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/inventory/document/inventory-schema.ts
var inventory_schema = __webpack_require__(63990);
// EXTERNAL MODULE: ./src/core/shared/live-records.ts
var live_records = __webpack_require__(37368);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/inventory/document/name-rules.ts
var name_rules = __webpack_require__(44083);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/core/inventory/document/plain-inventory.ts
// A fast reader for inventory files in the plain style most files are written in (and the
// benchmark's): block maps indented with spaces, unquoted names of common characters, full-line
// and trailing comments. On such a file it returns exactly the documents the YAML walk of
// parse-inventory.ts returns, for a fraction of the cost: the yaml library lexes, parses and
// composes a node per scalar (about 1.4 s for 100,000 assets), this scans the text once, by
// offsets, making no string but the names and values it returns (and no object per line).
// Anything else, every mistake included, makes it return undefined, and the full parser reads
// the file and reports each problem at its place. It accepts only text whose YAML meaning is
// certain: a subset, never a second interpretation.





/**
 * A name yaml reads as exactly this text wherever it stands in a block map, key or value: it starts
 * with a letter, digit or "_" (never a YAML indicator), holds no ":", "#", quote, bracket, comma or
 * tab, and does not end with a space. No forbidden character (names.ts rules) can match. Kept as
 * one table of ASCII code units, one bit per place in the name (see `isPlainNameAt`).
 */
const NAME_FIRST = 1;
const NAME_INNER = 2;
const NAME_LAST = 4;
const NAME_CHARACTERS = Uint8Array.from({ length: 128 }, (_, code) => {
    const character = String.fromCharCode(code);
    return ((/[A-Za-z0-9_]/.test(character) ? NAME_FIRST : 0) |
        (/[A-Za-z0-9_ ./()+-]/.test(character) ? NAME_INNER : 0) |
        (/[A-Za-z0-9_./()+-]/.test(character) ? NAME_LAST : 0));
});
/** Printable ASCII and line feeds only: no tab, carriage return, BOM, control or non-ASCII. */
const OUTSIDE_PLAIN_TEXT = /[^\n\x20-\x7e]/;
const DOCUMENT_START = "---";
const SPACE = 0x20;
const HASH = 0x23;
const COLON = 0x3a;
/** The documents of `text`, or undefined when the full YAML parser must read it. */
function readPlainInventory(text, file) {
    if (OUTSIDE_PLAIN_TEXT.test(text))
        return undefined;
    const reader = new PlainReader(text, file);
    let line = 1;
    for (let start = 0; start <= text.length; line++) {
        let end = text.indexOf("\n", start);
        if (end === -1)
            end = text.length;
        if (!reader.line(start, end, line))
            return undefined;
        start = end + 1;
    }
    return reader.end();
}
const DOCUMENT_KEYS = ["cyber_system", "facility", "control_center", "prune", "assets"];
/**
 * Reads the text line by line, by offsets into it. The line being read is split into the fields
 * below (a `key: value` or `key:` line, columns 1-based), so no line, key or entry is made as a
 * string or an object unless it becomes part of a document.
 */
class PlainReader {
    documents = [];
    #text;
    #file;
    #document = newDocument(false);
    /** True between `assets:` and its first key. */
    #awaitingAssets = false;
    /** Indentation of the `assets:` map's keys while reading it; -1 otherwise. */
    #assetIndent = -1;
    /** The names in the `assets:` map being read, to find a duplicate. */
    #assetNames = new Set();
    #asset;
    /** Indentation of the open asset's detail keys, once its first one is read; -1 otherwise. */
    #detailIndent = -1;
    // The line being read: its number, where it starts, and its key and value (-1: no value).
    #line = 0;
    #lineStart = 0;
    #keyStart = 0;
    #keyEnd = 0;
    #valueStart = -1;
    #valueEnd = -1;
    constructor(text, file) {
        this.#text = text;
        this.#file = file;
    }
    /** Reads the line from `start` to `end` (its line feed); false when the file is not plain. */
    line(start, end, line) {
        const text = this.#text;
        let first = start;
        while (first < end && text.charCodeAt(first) === SPACE)
            first++;
        if (first === end || text.charCodeAt(first) === HASH)
            return true;
        if (end - start === DOCUMENT_START.length && text.startsWith(DOCUMENT_START, start)) {
            return this.#startDocument();
        }
        this.#line = line;
        this.#lineStart = start;
        if (!this.#entry(first, end))
            return false;
        const indent = first - start;
        if (indent === 0)
            return this.#closeAssets() && this.#documentKey();
        if (this.#assetIndent === -1) {
            // The first key of `assets:`, which must be waiting for its map.
            const assets = this.#document.assets;
            if (assets === undefined || assets.length > 0 || !this.#awaitingAssets)
                return false;
            this.#awaitingAssets = false;
            this.#assetIndent = indent;
        }
        if (indent === this.#assetIndent)
            return this.#closeAsset() && this.#assetEntry(indent);
        const asset = this.#asset;
        if (indent > this.#assetIndent && asset !== undefined) {
            if (this.#detailIndent === -1)
                this.#detailIndent = indent;
            return indent === this.#detailIndent && this.#detail(asset);
        }
        return false;
    }
    end() {
        if (!this.#closeAssets())
            return undefined;
        const document = this.#document;
        if (document.keys.size === 0) {
            // Nothing after a "---", or no document at all: errors the full parser names.
            return document.explicit || this.documents.length === 0 ? undefined : this.documents;
        }
        return this.#finish(document) ? this.documents : undefined;
    }
    #startDocument() {
        if (!this.#closeAssets())
            return false;
        const document = this.#document;
        if (document.keys.size === 0) {
            // Only the first "---" of a file may follow nothing (comments, blank lines).
            if (document.explicit || this.documents.length > 0)
                return false;
        }
        else if (!this.#finish(document)) {
            return false;
        }
        this.#document = newDocument(true);
        return true;
    }
    /**
     * Splits `key: value` or `key:` from `first` (after the indentation) to `end`, without its
     * comment; false when the line is anything else.
     */
    #entry(first, end) {
        const text = this.#text;
        let colon = -1;
        let contentEnd = end;
        for (let index = first; index < end; index++) {
            const code = text.charCodeAt(index);
            if (code === COLON) {
                if (colon === -1)
                    colon = index;
            }
            else if (code === HASH) {
                // A comment starts at a "#" after a space; any other "#" is not plain.
                if (text.charCodeAt(index - 1) !== SPACE)
                    return false;
                contentEnd = index;
                break;
            }
        }
        while (text.charCodeAt(contentEnd - 1) === SPACE)
            contentEnd--;
        if (colon === -1)
            return false;
        if (!isPlainNameAt(text, first, colon))
            return false;
        this.#keyStart = first;
        this.#keyEnd = colon;
        this.#valueStart = -1;
        this.#valueEnd = -1;
        if (colon + 1 === contentEnd)
            return true;
        if (text.charCodeAt(colon + 1) !== SPACE)
            return false;
        let valueStart = colon + 1;
        while (text.charCodeAt(valueStart) === SPACE)
            valueStart++;
        if (!isPlainNameAt(text, valueStart, contentEnd))
            return false;
        this.#valueStart = valueStart;
        this.#valueEnd = contentEnd;
        return true;
    }
    /** The line's key, when it is one of `words`. */
    #keyOf(words) {
        const length = this.#keyEnd - this.#keyStart;
        return words.find((word) => word.length === length && this.#text.startsWith(word, this.#keyStart));
    }
    /** The line's value with its place; undefined for `key:` with nothing after it. */
    #value() {
        if (this.#valueStart === -1)
            return undefined;
        return {
            value: this.#text.slice(this.#valueStart, this.#valueEnd),
            location: this.#at(this.#valueStart - this.#lineStart),
        };
    }
    /** The line's value as an asset type; undefined when it is none. */
    #valueType() {
        const start = this.#valueStart;
        if (start === -1)
            return undefined;
        const size = this.#valueEnd - start;
        return live_records/* ASSET_TYPES */.D.find((type) => type.length === size && this.#text.startsWith(type, start));
    }
    #documentKey() {
        const document = this.#document;
        const key = this.#keyOf(DOCUMENT_KEYS);
        if (key === undefined || document.keys.has(key))
            return false;
        document.keys.add(key);
        document.location ??= this.#at(0);
        const value = this.#value();
        switch (key) {
            case "cyber_system":
                document.cyberSystem = value;
                return value !== undefined;
            case "facility":
                document.facility = value;
                return value !== undefined && document.controlCenter === undefined;
            case "control_center":
                document.controlCenter = value;
                return value !== undefined && document.facility === undefined;
            case "prune":
                if (value?.value !== "true" && value?.value !== "false")
                    return false;
                document.prune = value.value === "true";
                return true;
            case "assets":
                document.assets = [];
                document.assetsLocation = this.#at(0);
                this.#awaitingAssets = true;
                return value === undefined;
        }
    }
    #assetEntry(indent) {
        const name = this.#text.slice(this.#keyStart, this.#keyEnd);
        if (this.#assetNames.has(name))
            return false;
        this.#assetNames.add(name);
        const location = this.#at(indent);
        if (this.#valueStart === -1) {
            this.#asset = { name, location };
            return true;
        }
        const type = this.#valueType();
        if (type === undefined)
            return false;
        this.#declare({ name, type, location });
        return true;
    }
    #detail(asset) {
        if (this.#valueStart === -1)
            return false;
        switch (this.#keyOf(ASSET_DETAIL_WORDS)) {
            case "type":
                if (asset.type !== undefined)
                    return false;
                asset.type = this.#valueType();
                return asset.type !== undefined;
            case "renamed_from":
                if (asset.renamedFrom !== undefined)
                    return false;
                asset.renamedFrom = this.#value();
                return true;
            case undefined:
                return false;
        }
    }
    /** Ends the asset written as a map, if one is open; false when it is incomplete. */
    #closeAsset() {
        const asset = this.#asset;
        if (asset === undefined)
            return true;
        this.#asset = undefined;
        if (this.#detailIndent === -1 || asset.type === undefined)
            return false;
        this.#detailIndent = -1;
        const declared = {
            name: asset.name,
            type: asset.type,
            location: asset.location,
        };
        if (asset.renamedFrom)
            declared.renamedFrom = asset.renamedFrom;
        this.#declare(declared);
        return true;
    }
    /**
     * Adds an asset to the open document's `assets:`, which is there: an asset's line is read only
     * once the `assets:` key set #assetIndent (line()).
     */
    #declare(asset) {
        const assets = this.#document.assets;
        (assets ?? (0,collections/* missingEntry */.Dj)("the assets: of an asset's document")).push(asset);
    }
    /** Ends the `assets:` map, if one is open; false when it is empty or incomplete. */
    #closeAssets() {
        if (this.#awaitingAssets)
            return false;
        if (this.#assetIndent === -1)
            return true;
        this.#assetIndent = -1;
        this.#assetNames.clear();
        return this.#closeAsset();
    }
    /** Adds the complete document; false when it lacks a required key. */
    #finish(document) {
        const { location, cyberSystem, assets, assetsLocation } = document;
        if (!location || !cyberSystem || !assets || !assetsLocation)
            return false;
        const finished = {
            location,
            cyberSystem,
            prune: document.prune,
            assets,
            assetsLocation,
        };
        if (document.facility)
            finished.facility = document.facility;
        if (document.controlCenter)
            finished.controlCenter = document.controlCenter;
        this.documents.push(finished);
        return true;
    }
    /** The place `offset` code units into the line being read. */
    #at(offset) {
        return { file: this.#file, line: this.#line, column: offset + 1 };
    }
}
const ASSET_DETAIL_WORDS = ["type", "renamed_from"];
function newDocument(explicit) {
    return { explicit, keys: new Set(), prune: true };
}
/** Whether `text` from `start` to `end` is a plain name (NAME_CHARACTERS), checked in place. */
function isPlainNameAt(text, start, end) {
    const length = end - start;
    if (length === 0 || length > inventory_schema/* MAX_NAME_LENGTH */.EM)
        return false;
    if (!(characterClass(text, start) & NAME_FIRST))
        return false;
    if (!(characterClass(text, end - 1) & NAME_LAST))
        return false;
    for (let index = start + 1; index < end - 1; index++) {
        if (!(characterClass(text, index) & NAME_INNER))
            return false;
    }
    return true;
}
/** The NAME_CHARACTERS bits of one code unit (none outside ASCII). */
function characterClass(text, index) {
    return NAME_CHARACTERS[text.charCodeAt(index)] ?? 0;
}

// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-reader.ts
var baseline_reader = __webpack_require__(54249);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
;// CONCATENATED MODULE: ./src/core/inventory/document/system-facts-reader.ts
// What a document says of its system beyond its assets, for the requirement table: External
// Routable Connectivity (`erc:`), its perimeters (`esp:`, `psp:`) and its CIP-002 Attachment 1
// criteria (`criteria:`); and an asset's class (`class:`). Each problem at its place.





const SYSTEM_FACT_KEYS = ["erc", "esp", "psp", "criteria"];
class SystemFactsReader extends baseline_reader/* BaselineReader */.bH {
    /** Reads `key` of a document into `facts`; false after reporting a problem. */
    systemFact(key, value, keyOffset, facts) {
        switch (key) {
            case "erc": {
                const erc = this.#boolean(value, keyOffset);
                if (erc !== undefined)
                    facts.erc = erc;
                return erc !== undefined;
            }
            case "esp":
            case "psp": {
                const hint = `the name of the ${key === "esp" ? "Electronic" : "Physical"} Security Perimeter the system is inside`;
                const name = this.scalarValue(value, keyOffset, { label: key, hint });
                if (name !== undefined)
                    facts[key] = name;
                return name !== undefined;
            }
            case "criteria": {
                const criteria = this.#criteria(value, keyOffset);
                if (criteria !== undefined)
                    facts.criteria = criteria;
                return criteria !== undefined;
            }
        }
    }
    /** `class:` of an asset. */
    assetClass(value, keyOffset) {
        return this.choice(value, keyOffset, { label: "class", hint: "BCA, PCA, EACMS, PACS or EAP (absent: BCA)" }, asset_class/* ASSET_CLASSES */.Aj);
    }
    #boolean(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, "erc has no value; write true or false");
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if ((0,dist/* isScalar */.jn)(value) && typeof value.value === "boolean")
            return { value: value.value, location: this.at((0,yaml_reader/* nodeStart */.f)(value)) };
        this.error((0,yaml_reader/* nodeStart */.f)(value), `erc must be true or false (without quotes): whether the system has External Routable Connectivity, not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
        return undefined;
    }
    #criteria(value, keyOffset) {
        const field = { label: "criteria", hint: "CIP-002 Attachment 1 criteria such as 2.5" };
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const criteria = [];
        for (const item of items) {
            const text = this.scalarValue(item, (0,yaml_reader/* nodeStart */.f)(value), field);
            if (text === undefined)
                return undefined;
            if (!asset_class/* CRITERION_PATTERN */.Rm.test(text.value)) {
                this.error((0,yaml_reader/* nodeStart */.f)(item), `criteria entry ${(0,diagnostics/* quote */.hD)(text.value)} is not a CIP-002 Attachment 1 criterion; write it as 1.1, 2.5 or 3.1`);
                return undefined;
            }
            criteria.push(text.value);
        }
        return { value: criteria, location: this.at((0,yaml_reader/* nodeStart */.f)(value)) };
    }
}

;// CONCATENATED MODULE: ./src/core/inventory/document/parse-inventory.ts
// One inventory file's text -> inventory documents, with every problem located at file:line:column.
// The walk reads YAML nodes rather than the plain value so that (1) a name is exactly the text the
// user wrote (a plain `0x1F`, `012` or `~` is that text, never 31, 12 or null), (2) each problem
// points at its node, and (3) all problems of a file are reported in one pass.













function parseInventoryText(text, file) {
    const documents = readPlainInventory(text, file);
    return documents === undefined ? parseInventoryYaml(text, file) : { documents, diagnostics: [] };
}
/** The YAML walk alone: what parseInventoryText does with a file that is not plain. */
function parseInventoryYaml(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    const parser = new FileParser(text, file, lineCounter);
    if (docs.length === 0) {
        parser.error(0, "this file declares nothing (no YAML document); declare a cyber system (cyber_system and assets) or delete the file: an empty file is never read as an empty inventory");
    }
    let previousEnd = 0;
    for (const doc of docs) {
        parser.document(doc, previousEnd);
        previousEnd = doc.range[2];
    }
    return { documents: parser.documents, diagnostics: parser.diagnostics.sort(diagnostics/* compareDiagnostics */.oV) };
}
class FileParser extends SystemFactsReader {
    /** The baselines the current document's assets wrote, resolved once its `baselines` are read. */
    #writtenBaselines = new Map();
    documents = [];
    document(doc, previousEnd) {
        if (!this.yamlProblems(doc, previousEnd))
            return;
        const contents = doc.contents;
        if (contents === null || ((0,dist/* isScalar */.jn)(contents) && (0,yaml_reader/* isEmptyPlain */.eF)(contents))) {
            this.error(doc.range[0], 'empty YAML document; declare a cyber system here (cyber_system and assets) or remove the extra "---"');
            return;
        }
        if (!this.plainNode(contents))
            return;
        if (!(0,dist/* isMap */.jh)(contents)) {
            this.error((0,yaml_reader/* nodeStart */.f)(contents), `a document must be a map with the keys cyber_system and assets, not ${(0,yaml_reader/* describeValue */.bp)(contents)}; see docs/inventory-format.md`);
            return;
        }
        this.#documentMap(contents);
    }
    #documentMap(map) {
        const firstKey = map.items[0]?.key;
        const start = (0,dist/* isNode */.Ll)(firstKey) ? (0,yaml_reader/* nodeStart */.f)(firstKey) : (0,yaml_reader/* nodeStart */.f)(map);
        let cyberSystem;
        let facility;
        let controlCenter;
        let facilityKey;
        let controlCenterKey;
        let prune = true;
        let assets;
        let assetsLocation;
        let impact;
        let owners;
        let baselines = new Map();
        const facts = {};
        this.#writtenBaselines = new Map();
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            switch (keyText) {
                case "cyber_system":
                    cyberSystem = this.#name(value, keyOffset, name_rules/* REFERENCE_FIELDS */.gs.cyber_system);
                    break;
                case "facility":
                    facilityKey = keyOffset;
                    facility = this.#name(value, keyOffset, name_rules/* REFERENCE_FIELDS */.gs.facility);
                    break;
                case "control_center":
                    controlCenterKey = keyOffset;
                    controlCenter = this.#name(value, keyOffset, name_rules/* REFERENCE_FIELDS */.gs.control_center);
                    break;
                case "prune":
                    prune = this.#prune(value, keyOffset) ?? prune;
                    break;
                case "assets":
                    assetsLocation = this.at(keyOffset);
                    assets = this.#assets(value, keyOffset);
                    break;
                case "impact":
                    impact = this.impact(value, keyOffset);
                    break;
                case "owners":
                    owners = this.principals(value, keyOffset, OWNERS_FIELD);
                    break;
                case "baselines":
                    baselines = this.baselineGroups(value, keyOffset);
                    break;
                default:
                    if ((0,collections/* isOneOf */.EK)(SYSTEM_FACT_KEYS, keyText))
                        this.systemFact(keyText, value, keyOffset, facts);
                    else
                        this.unknownKey(key, keyText, inventory_schema/* DOCUMENT_KEYS */.pg, "the keys of a document are");
            }
        }
        if (facilityKey !== undefined && controlCenterKey !== undefined) {
            const [first, second] = [facilityKey, controlCenterKey].sort((a, b) => a - b);
            this.error(second, "facility and control_center are both set; a cyber system belongs to one of them: remove the other", [this.at(first)]);
        }
        this.#requiredKeys(map, start);
        this.#resolveBaselines(baselines);
        if (cyberSystem === undefined || assets === undefined || assetsLocation === undefined)
            return;
        const document = {
            location: this.at(start),
            cyberSystem,
            prune,
            assets,
            assetsLocation,
            ...facts,
        };
        if (facility)
            document.facility = facility;
        if (controlCenter)
            document.controlCenter = controlCenter;
        if (impact)
            document.impact = impact;
        if (owners)
            document.owners = owners;
        this.documents.push(document);
    }
    /** Each asset's baseline, its shared baseline's name resolved against the document's. */
    #resolveBaselines(groups) {
        for (const [asset, written] of this.#writtenBaselines) {
            const baseline = this.resolveBaseline(written, groups);
            if (baseline !== undefined)
                asset.baseline = baseline;
        }
    }
    #requiredKeys(map, start) {
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "cyber_system")) {
            this.error(start, 'missing key "cyber_system": write the name or id (cs_...) of the existing cyber system whose assets this document declares');
        }
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "assets")) {
            this.error(start, 'missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets');
        }
    }
    /** A name written as a value: exactly its text, checked; undefined after reporting a problem. */
    #name(value, keyOffset, field) {
        if (!(0,dist/* isNode */.Ll)(value)) {
            this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        const offset = (0,yaml_reader/* nodeStart */.f)(value);
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error(offset, `${field.label} must be a name, not ${(0,yaml_reader/* describeValue */.bp)(value)}; write ${field.hint}`);
            return undefined;
        }
        const name = (0,yaml_reader/* scalarText */.ws)(value);
        if (name === "" && value.type === "PLAIN") {
            this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
            return undefined;
        }
        if (!this.#checkName(name, offset, field))
            return undefined;
        return { value: name, location: this.at(offset) };
    }
    /** Reports what is wrong with a name; true when nothing is. */
    #checkName(name, offset, field) {
        const problem = (0,name_rules/* nameProblem */.rH)(name, field);
        if (problem !== undefined)
            this.error(offset, problem);
        return problem === undefined;
    }
    #prune(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, "prune has no value; write true or false");
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if ((0,dist/* isScalar */.jn)(value) && typeof value.value === "boolean")
            return value.value;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `prune must be true or false (without quotes), not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
        return undefined;
    }
    #assets(value, keyOffset) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, 'assets has no value; list the assets (name: hardware or software), or write "assets: {}" for a cyber system with no assets');
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,dist/* isMap */.jh)(value)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `assets must be a map of asset name to type (name: hardware or software), not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
            return undefined;
        }
        const assets = [];
        for (const { key, keyText, value: assetValue } of this.entries(value)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            const nameOk = this.#checkName(keyText, keyOffset, name_rules/* ASSET_NAME */.jc);
            const asset = this.#asset(keyText, keyOffset, assetValue);
            if (nameOk && asset)
                assets.push(asset);
        }
        return assets;
    }
    #asset(name, keyOffset, value) {
        if ((0,dist/* isNode */.Ll)(value) && !this.plainNode(value))
            return undefined;
        if ((0,dist/* isMap */.jh)(value))
            return this.#assetDetails(name, keyOffset, value);
        if ((0,dist/* isSeq */.oP)(value)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `asset ${(0,diagnostics/* quote */.hD)(name)} must be hardware, software, or a map with type (and renamed_from), not a list`);
            return undefined;
        }
        const type = this.#assetType(name, keyOffset, value);
        return type === undefined ? undefined : { name, type, location: this.at(keyOffset) };
    }
    #assetDetails(name, keyOffset, details) {
        let type;
        let hasType = false;
        let renamedFrom;
        let assetClass;
        let baseline;
        let valid = true;
        for (const { key, keyText, value } of this.entries(details)) {
            const detailKeyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            switch (keyText) {
                case "type":
                    hasType = true;
                    if (!(0,dist/* isNode */.Ll)(value) || this.plainNode(value)) {
                        type = this.#assetType(name, detailKeyOffset, value);
                    }
                    break;
                case "renamed_from":
                    renamedFrom = this.#name(value, detailKeyOffset, name_rules/* REFERENCE_FIELDS */.gs.renamed_from);
                    valid &&= renamedFrom !== undefined;
                    break;
                case "class":
                    assetClass = this.assetClass(value, detailKeyOffset);
                    valid &&= assetClass !== undefined;
                    break;
                case "baseline":
                case "baseline_ref":
                    if (baseline !== undefined) {
                        this.error(detailKeyOffset, `asset ${(0,diagnostics/* quote */.hD)(name)} has both baseline and baseline_ref; keep one`);
                        valid = false;
                        break;
                    }
                    baseline =
                        keyText === "baseline"
                            ? this.writtenBaseline(value, detailKeyOffset)
                            : this.baselineRef(value, detailKeyOffset);
                    valid &&= baseline !== undefined;
                    break;
                default:
                    valid = false;
                    this.unknownKey(key, keyText, inventory_schema/* ASSET_DETAIL_KEYS */.qD, "an asset written as a map has the keys");
            }
        }
        if (!hasType) {
            this.error(keyOffset, `asset ${(0,diagnostics/* quote */.hD)(name)} has no type; add "type: hardware" or "type: software"`);
        }
        if (!valid || type === undefined)
            return undefined;
        const asset = { name, type, location: this.at(keyOffset) };
        if (renamedFrom)
            asset.renamedFrom = renamedFrom;
        if (assetClass)
            asset.class = assetClass;
        if (baseline)
            this.#writtenBaselines.set(asset, baseline);
        return asset;
    }
    /** The type of an asset, from a node already checked by plainNode. */
    #assetType(name, keyOffset, value) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, `asset ${(0,diagnostics/* quote */.hD)(name)} has no type; write hardware or software`);
            return undefined;
        }
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `the type of asset ${(0,diagnostics/* quote */.hD)(name)} must be hardware or software, not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
            return undefined;
        }
        const text = (0,yaml_reader/* scalarText */.ws)(value);
        if ((0,collections/* isOneOf */.EK)(live_records/* ASSET_TYPES */.D, text))
            return text;
        const [suggestion] = (0,names/* closestNames */.g9)(text, live_records/* ASSET_TYPES */.D, 1);
        this.error((0,yaml_reader/* nodeStart */.f)(value), suggestion === undefined
            ? `unknown asset type ${(0,diagnostics/* quote */.hD)(text)}; write hardware or software`
            : `unknown asset type ${(0,diagnostics/* quote */.hD)(text)}; did you mean ${(0,diagnostics/* quote */.hD)(suggestion)}?`);
        return undefined;
    }
}
const OWNERS_FIELD = {
    label: "owners",
    hint: "GitHub logins and org/team slugs who approve this system's changes",
};


/***/ }),

/***/ 55221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ValueReader)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(82205);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _principals_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49513);
/* harmony import */ var _yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40249);
// Typed values on top of StrictYamlReader: a word from a fixed set, a list of such words, an
// impact rating and a list of owners (logins and org/team slugs), each problem at its place.
// Inventory documents read `impact:` and `owners:` with it; the policy file reads its rules with it,
// and the patch-management files (core/patches/) their maps and lists.






class ValueReader extends _yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .StrictYamlReader */ .OI {
    /** Reports a key that is not one of `known`, with the closest one or the whole list. */
    unknownKey(key, keyText, known, listIntro) {
        const [suggestion] = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .closestNames */ .g9)(keyText, known, 1);
        this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(key), suggestion === undefined
            ? `unknown key ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(keyText)}; ${listIntro} ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .listOf */ .c3)(known)}`
            : `unknown key ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(keyText)}; did you mean ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(suggestion)}?`);
    }
    /** Whether `map` has each of `required`; each missing one reported at the map. */
    required(map, required, what) {
        const missing = required.filter((name) => !map.items.some((pair) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) && pair.key.value === name));
        for (const name of missing)
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(map), `${what} has no ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name)}; add it`);
        return missing.length === 0;
    }
    /** `value` as a map, or undefined after saying it must be one (`shape` shows how). */
    submap(value, keyOffset, label, shape) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) && !this.plainNode(value))
            return undefined;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(value))
            return value;
        const where = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value) : keyOffset;
        this.error(where, `${label} must be a map (${shape}), not ${(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) && !(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyPlain */ .eF)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value) : "nothing"}`);
        return undefined;
    }
    /** The text of a scalar value; undefined after reporting a missing or non-scalar value. */
    scalarValue(value, keyOffset, field) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyPlain */ .eF)(value))) {
            this.error(keyOffset, `${field.label} has no value; write ${field.hint}`);
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value)) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${field.label} must be ${field.hint}, not ${(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value)}`);
            return undefined;
        }
        return { value: (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .scalarText */ .ws)(value), location: this.at((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value)) };
    }
    /** One of `choices`; a near miss is suggested. */
    choice(value, keyOffset, field, choices) {
        const text = this.scalarValue(value, keyOffset, field);
        if (text === undefined)
            return undefined;
        const found = choices.find((choice) => choice === text.value);
        if (found !== undefined)
            return { value: found, location: text.location };
        const [suggestion] = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .closestNames */ .g9)(text.value, choices, 1);
        const offset = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) ? (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value) : keyOffset;
        this.error(offset, suggestion === undefined
            ? `unknown ${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text.value)}; write ${field.hint}`
            : `unknown ${field.label} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text.value)}; did you mean ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(suggestion)}?`);
        return undefined;
    }
    /** The items of a non-empty list (block or flow); undefined after reporting a problem. */
    listItems(value, keyOffset, field) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(value) || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyPlain */ .eF)(value))) {
            this.error(keyOffset, `${field.label} has no value; write a list of ${field.hint}`);
            return undefined;
        }
        if (!this.plainNode(value))
            return undefined;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value)) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${field.label} must be a list of ${field.hint} (e.g. [a, b]), not ${(0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value)}`);
            return undefined;
        }
        if (value.items.length === 0) {
            this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${field.label} is an empty list; write at least one of ${field.hint}, or remove the key`);
            return undefined;
        }
        return value.items;
    }
    /** A non-empty list of distinct words from `choices`. */
    choiceList(value, keyOffset, field, choices) {
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const itemField = { label: `${field.label} entry`, hint: oneOf(choices) };
        const chosen = items.map((item) => this.choice(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), itemField, choices));
        if (chosen.some((item) => item === undefined))
            return undefined;
        return this.#distinct(chosen, field, (item) => item);
    }
    impact(value, keyOffset) {
        return this.choice(value, keyOffset, { label: "impact", hint: "high, medium or low" }, _principals_js__WEBPACK_IMPORTED_MODULE_3__/* .IMPACT_LEVELS */ .dR);
    }
    /** A non-empty list of distinct logins and org/team slugs. */
    principals(value, keyOffset, field) {
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const read = [];
        let valid = true;
        for (const item of items) {
            const text = this.scalarValue(item, (0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), {
                label: `${field.label} entry`,
                hint: "a GitHub login (alice) or a team as org/team (acme/alpha-protection)",
            });
            const principal = text && (0,_principals_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePrincipal */ .gA)(text.value);
            if (text && !principal) {
                this.error((0,_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(item), `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(text.value)} in ${field.label} is neither a GitHub login (letters, digits and single hyphens) nor a team written as org/team-slug`);
            }
            if (text && principal)
                read.push({ value: principal, location: text.location });
            else
                valid = false;
        }
        if (!valid)
            return undefined;
        return this.#distinct(read, field, _principals_js__WEBPACK_IMPORTED_MODULE_3__/* .principalKey */ .qW);
    }
    /** The list when no entry is written twice; else undefined, each repeat reported. */
    #distinct(items, field, keyOf) {
        const seen = new Map();
        let distinct = true;
        for (const item of items) {
            const key = keyOf(item.value);
            const first = seen.get(key);
            if (first === undefined) {
                seen.set(key, item);
                continue;
            }
            distinct = false;
            this.diagnostics.push({
                severity: "error",
                message: `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} is written twice in ${field.label}; keep one`,
                location: item.location,
                related: [first.location],
            });
        }
        return distinct ? items : undefined;
    }
}
/** "create, update or delete". */
function oneOf(choices) {
    const last = choices.at(-1);
    // Callers pass a closed list of the values a field takes, never an empty one.
    if (last === undefined)
        throw new Error("oneOf needs at least one choice");
    return choices.length === 1 ? last : `${choices.slice(0, -1).join(", ")} or ${last}`;
}


/***/ }),

/***/ 40249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OI: () => (/* binding */ StrictYamlReader),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   eF: () => (/* binding */ isEmptyPlain),
/* harmony export */   f: () => (/* binding */ nodeStart),
/* harmony export */   jp: () => (/* binding */ PARSE_OPTIONS),
/* harmony export */   v: () => (/* binding */ parseYamlDocuments),
/* harmony export */   ws: () => (/* binding */ scalarText)
/* harmony export */ });
/* unused harmony exports ANCHORS_AND_ALIASES, propertyStart */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _yaml_syntax_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19869);
// Reading YAML strictly, the way inventory files are read: YAML 1.2, keys as text, no anchors,
// aliases, tags or merge keys, duplicate keys named with both positions, and every problem located
// at file:line:column. FileParser (parse-inventory.ts) walks the inventory's structure on top.



// YAML 1.2 core schema; keys are always taken as text; no merge keys; duplicate keys are found by
// the walk (which names both positions) rather than by the parser (which names one). `cip-sync fmt`
// reads with the same options, so that it sees the YAML the inventory parser sees.
const PARSE_OPTIONS = {
    version: "1.2",
    schema: "core",
    merge: false,
    stringKeys: true,
    uniqueKeys: false,
    prettyErrors: false,
};
const ANCHORS_AND_ALIASES = "anchors and aliases are not supported; write the value out";
const MERGE_KEYS = "merge keys are not supported; write the keys out";
const MAX_DEPTH_MESSAGE = "the YAML nests too deeply to be read; no file cip-sync reads needs more than six levels (an inventory's deepest: the document, assets, an asset, its baseline, an item's list, an entry of it)";
/** The documents of a file's text, parsed with PARSE_OPTIONS and yaml's debug switches off. */
function parseYamlDocuments(text, lineCounter) {
    return withoutYamlDebugSwitches(() => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseAllDocuments */ .hR)(text, { ...PARSE_OPTIONS, lineCounter }));
}
/**
 * Runs `parse` with `process.env` replaced by a plain copy that lacks yaml's debug switches.
 * yaml's parser reads `process.env.LOG_TOKENS` once per token, and each read of the real
 * `process.env` is a call into the environment (about 0.35 µs: 0.4 s of a 100,000-asset plan);
 * and with LOG_TOKENS or LOG_STREAM set it would print the inventory to standard output, into the
 * middle of `plan --format json`. The parse is synchronous, so no other code sees the copy.
 */
function withoutYamlDebugSwitches(parse) {
    const environment = process.env;
    const quiet = { ...environment };
    delete quiet.LOG_TOKENS;
    delete quiet.LOG_STREAM;
    process.env = quiet;
    try {
        return parse();
    }
    finally {
        process.env = environment;
    }
}
/** Collects located diagnostics while a subclass walks a file's YAML nodes. */
class StrictYamlReader {
    diagnostics = [];
    #text;
    #file;
    #lineCounter;
    constructor(text, file, lineCounter) {
        this.#text = text;
        this.#file = file;
        this.#lineCounter = lineCounter;
    }
    at(offset) {
        const { line, col } = this.#lineCounter.linePos(offset);
        return { file: this.#file, line: Math.max(line, 1), column: col };
    }
    error(offset, message, related) {
        const diagnostic = { severity: "error", message, location: this.at(offset) };
        if (related)
            diagnostic.related = related;
        this.diagnostics.push(diagnostic);
    }
    /**
     * Reports the parser's errors and warnings and the %YAML directive; false when the document has
     * a syntax error, after which its structure is unreliable and walking it would only add echoes.
     */
    yamlProblems(doc, previousEnd) {
        const problems = [...doc.errors, ...doc.warnings];
        const exhausted = problems.find((problem) => problem.code === "RESOURCE_EXHAUSTION");
        if (exhausted) {
            // yaml reports where the stack ran out, which moves with how warm the process is; the first
            // collection one level too deep is where the document goes wrong, the same in every run.
            this.error(firstTooDeep(doc.contents) ?? exhausted.pos[0], MAX_DEPTH_MESSAGE);
            return false;
        }
        // Where the text shows the mistake (an indentation, a colon, a quote), one message says it there.
        const explained = (0,_yaml_syntax_js__WEBPACK_IMPORTED_MODULE_2__/* .explainSyntaxErrors */ .I)(this.#text, doc.errors);
        if (explained !== undefined) {
            this.error(explained.offset, explained.message);
            return false;
        }
        let walkable = true;
        const seen = new Set();
        // A tab in the indentation makes the parser misread the rest of its line: one message says it.
        const tabLines = new Set(problems
            .filter((problem) => problem.code === "TAB_AS_INDENT")
            .map((problem) => this.at(problem.pos[0]).line));
        for (const problem of problems) {
            const message = this.#yamlMessage(problem);
            if (message === undefined)
                continue;
            const key = `${problem.pos[0]}:${message}`;
            if (seen.has(key))
                continue;
            if (problem.code !== "TAB_AS_INDENT" && tabLines.has(this.at(problem.pos[0]).line))
                continue;
            seen.add(key);
            this.error(problem.pos[0], message);
            walkable &&= problem.code === "NON_STRING_KEY" || doc.warnings.includes(problem);
        }
        if (doc.directives.yaml.explicit)
            this.#yamlDirective(doc, previousEnd);
        return walkable;
    }
    /** The message for a problem the parser found; undefined for those the walk reports better. */
    #yamlMessage(problem) {
        switch (problem.code) {
            case "TAG_RESOLVE_FAILED":
                return undefined; // #plainNode: "YAML tags are not supported"
            case "BAD_DIRECTIVE":
                return problem.message.includes("YAML version")
                    ? undefined
                    : `invalid YAML: ${problem.message}`;
            case "TAB_AS_INDENT":
                return "invalid YAML: tabs are not allowed as indentation; indent with spaces (two per level)";
            case "NON_STRING_KEY":
                return this.#text.startsWith("*", problem.pos[0])
                    ? ANCHORS_AND_ALIASES
                    : "a key must be plain text, not a list, a map or a tagged value; write the name as text before the colon";
            default:
                return `invalid YAML: ${problem.message}`;
        }
    }
    #yamlDirective(doc, previousEnd) {
        // The document keeps the version but not where the directive was written: it is in the
        // directives prologue, between the previous document and this one's start.
        const prologue = this.#text.slice(previousEnd, doc.range[0]);
        const match = /^%YAML[ \t]+(\S*)/m.exec(prologue);
        const version = match?.[1] ?? doc.directives.yaml.version;
        if (version === "1.2")
            return;
        this.error(previousEnd + (match?.index ?? 0), `%YAML ${version} is not supported: inventory files are YAML 1.2 (where yes, no, on and off are text and 012 is not an octal number); remove the %YAML directive`);
    }
    /** Reports anchors, aliases and tags on a node the walk reads; false when it is an alias. */
    plainNode(node) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node)) {
            this.error(nodeStart(node), ANCHORS_AND_ALIASES);
            return false;
        }
        if (node.anchor !== undefined) {
            this.error(propertyStart(this.#text, node, `&${node.anchor}`), ANCHORS_AND_ALIASES);
        }
        if (node.tag !== undefined) {
            this.error(propertyStart(this.#text, node, "!"), `YAML tags are not supported (found ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(node.tag.replace(/^tag:yaml\.org,2002:/, "!!"))}); remove the tag, and quote the value to make it text`);
        }
        return true;
    }
    /**
     * The pairs of a map with a text key, minus duplicates (reported with both positions) and merge
     * keys. Keys that are not text were reported by the parser (NON_STRING_KEY) and are skipped.
     */
    *entries(map) {
        const seen = new Map();
        for (const pair of map.items) {
            const key = pair.key;
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(key) || typeof key.value !== "string")
                continue;
            if (key.anchor !== undefined) {
                this.error(propertyStart(this.#text, key, `&${key.anchor}`), ANCHORS_AND_ALIASES);
            }
            const keyText = key.value;
            const keyOffset = nodeStart(key);
            if (keyText === "<<" && key.type === "PLAIN") {
                this.error(keyOffset, MERGE_KEYS);
                continue;
            }
            const first = seen.get(keyText);
            if (first !== undefined) {
                const firstAt = this.at(first);
                this.error(keyOffset, `duplicate key ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(keyText)} (first written at ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(firstAt)}); keep one`, [firstAt]);
                continue;
            }
            seen.set(keyText, keyOffset);
            yield { key, keyText, value: pair.value };
        }
    }
}
function nodeStart(node) {
    return node.range?.[0] ?? 0;
}
/**
 * Where, in `text`, a node's anchor (`&name`) or tag (`!tag`) is written: before the node itself,
 * which is where yaml's range starts. On the error path only.
 */
function propertyStart(text, node, marker) {
    let written = text.lastIndexOf(marker, nodeStart(node));
    if (written < 0)
        return nodeStart(node);
    while (text[written - 1] === marker)
        written -= 1; // the first "!" of "!!int"
    return written;
}
/**
 * The deepest nesting a valid file has: an inventory's document map, assets map, an asset's map,
 * its baseline map, a baseline item's list, and an entry of it (a port). The policy file nests
 * less. A collection deeper than this is where a file that exhausted the parser goes wrong; with
 * a smaller limit, a document with baselines would be blamed at its first valid baseline.
 */
const DOCUMENT_LEVELS = 6;
/** The offset of the first collection, in document order, nested deeper than DOCUMENT_LEVELS. */
function firstTooDeep(contents) {
    // Depth-first in document order, never deeper than one level past the limit.
    const pending = [{ node: contents, depth: 1 }];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const { node, depth } = next;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
            continue;
        if (depth > DOCUMENT_LEVELS)
            return nodeStart(node);
        const children = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) ? node.items.map((pair) => pair.value) : node.items;
        for (let index = children.length - 1; index >= 0; index--) {
            pending.push({ node: children[index], depth: depth + 1 });
        }
    }
    return undefined;
}
/** The text of a scalar as written (after YAML quoting and escapes), never its implicit type. */
function scalarText(scalar) {
    return scalar.source ?? String(scalar.value);
}
/** "a list", "a map" or "the text 'x'": what was found where something else was expected. */
function describeValue(node) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
        return "a list";
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return "a map";
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) ? `the text ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(scalarText(node))}` : "an alias";
}
/** A plain scalar with no text: an omitted value (`key:`), not an explicit `''`. */
function isEmptyPlain(scalar) {
    return scalar.type === "PLAIN" && scalarText(scalar) === "";
}


/***/ }),

/***/ 19869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ explainSyntaxErrors)
/* harmony export */ });
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82205);

/** The parser's codes for trouble whose cause is usually the layout of a nearby line. */
const LAYOUT_CODES = new Set([
    "BAD_INDENT",
    "MISSING_CHAR",
    "MULTILINE_IMPLICIT_KEY",
    "UNEXPECTED_TOKEN",
    "BLOCK_AS_IMPLICIT_KEY",
]);
/**
 * One explanation for the document's syntax errors when the text shows their cause, else undefined
 * (the caller keeps the parser's messages).
 */
function explainSyntaxErrors(text, problems) {
    const [first] = problems;
    if (first === undefined)
        return undefined;
    const lines = linesOf(text);
    if (first.code === "MISSING_CHAR" && /closing "?quote/i.test(first.message)) {
        return unclosedQuote(lines, first.pos[0]);
    }
    const unclosed = /end with an? ([}\]])/.exec(first.message)?.[1];
    if (unclosed !== undefined)
        return unclosedBracket(lines, first.pos[0], unclosed === "}" ? "{" : "[");
    if (!problems.every((problem) => LAYOUT_CODES.has(problem.code)))
        return undefined;
    return missingColon(lines) ?? badIndentation(lines);
}
function linesOf(text) {
    const lines = [];
    let offset = 0;
    text.split("\n").forEach((raw, index) => {
        const withoutComment = raw.replace(/(^|\s)#.*$/, "").trimEnd();
        const indent = /^ */.exec(raw)?.[0].length ?? 0;
        lines.push({ number: index + 1, offset, indent, content: withoutComment.slice(indent) });
        offset += raw.length + 1;
    });
    return lines;
}
/** Lines that hold something: not blank, not only a comment, not a document marker. */
function meaningful(lines) {
    return lines.filter((line) => line.content !== "" && !/^(---|\.\.\.)$/.test(line.content));
}
/** A line of a block mapping that has no "key:" on it: "relay-01 hardware". */
function missingColon(lines) {
    const blocks = meaningful(lines);
    for (const [index, line] of blocks.entries()) {
        const previous = blocks[index - 1];
        if (previous === undefined || !previous.content.endsWith(":"))
            continue;
        // The first line of a block under "key:" sets what the block is; check its siblings too.
        for (const sibling of blocks.slice(index)) {
            if (sibling.indent < line.indent)
                break;
            if (sibling.indent > line.indent)
                continue;
            if (/^- |^-$/.test(sibling.content) || /:( |$)/.test(sibling.content))
                continue;
            if (/^["'[{|>]/.test(sibling.content))
                continue;
            const words = sibling.content.split(/\s+/);
            const suggestion = words.length === 2 ? `${words[0]}: ${words[1]}` : `${sibling.content}: VALUE`;
            return {
                offset: sibling.offset + sibling.indent,
                message: `invalid YAML: ${JSON.stringify(sibling.content)} has no colon, so it is neither a key nor a value of this map; write key: value (${suggestion})`,
            };
        }
    }
    return undefined;
}
/**
 * The first line indented unlike the block it is in: deeper than the line before when that line
 * opens no block, or between two enclosing levels.
 */
function badIndentation(lines) {
    const levels = [0];
    let previous;
    for (const line of meaningful(lines)) {
        const opensBlock = previous !== undefined && /:$|^-$|: [|>][-+]?$|^- .*:$/.test(previous.content);
        const current = levels.at(-1) ?? 0;
        if (line.indent > current) {
            if (!opensBlock) {
                return {
                    offset: line.offset + line.indent,
                    message: `invalid YAML: this line is indented ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(line.indent, "space")}, deeper than the line before (${current}), which opens no block (it does not end with a colon); indent it as its siblings, with two spaces per level`,
                };
            }
            levels.push(line.indent);
        }
        else {
            const enclosing = levels.join(" or ");
            while ((levels.at(-1) ?? 0) > line.indent)
                levels.pop();
            if ((levels.at(-1) ?? 0) !== line.indent) {
                return {
                    offset: line.offset + line.indent,
                    message: `invalid YAML: this line is indented ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(line.indent, "space")}, which matches no enclosing level (${enclosing}); indent it as its siblings, with two spaces per level`,
                };
            }
        }
        // "- key: value" starts a map inside the list item: its other keys line up after the dash.
        const item = /^-( +)[^\s#][^:]*:( |$)/.exec(line.content);
        if (item !== undefined && item !== null)
            levels.push(line.indent + 1 + (item[1]?.length ?? 1));
        previous = line;
    }
    return undefined;
}
/** The quote that opened the text the parser could not close: on the last line with an odd count. */
function unclosedQuote(lines, errorOffset) {
    for (const line of [...lines].reverse()) {
        if (line.offset > errorOffset)
            continue;
        const raw = line.content;
        const quotes = [...raw.matchAll(/(?<!\\)"/g)];
        if (quotes.length % 2 === 1) {
            const column = quotes.at(-1)?.index ?? 0;
            return {
                offset: line.offset + line.indent + column,
                message: 'invalid YAML: the quote opened here is never closed; end the text with " on the same line (a name needs no quotes unless it starts with a character YAML reserves)',
            };
        }
    }
    return undefined;
}
/** The bracket that opened a flow collection the parser could not close. */
function unclosedBracket(lines, errorOffset, opener) {
    const closer = opener === "{" ? "}" : "]";
    for (const line of [...lines].reverse()) {
        if (line.offset > errorOffset)
            continue;
        const column = line.content.lastIndexOf(opener);
        if (column === -1 || line.content.indexOf(closer, column) !== -1)
            continue;
        return {
            offset: line.offset + line.indent + column,
            message: `invalid YAML: the ${opener} opened here is never closed; add ${closer} after the last item, or write the ${opener === "{" ? "map" : "list"} as indented lines instead`,
        };
    }
    return undefined;
}


/***/ }),

/***/ 75977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ assetRowsOf),
/* harmony export */   o: () => (/* binding */ ASSET_ROW_COLUMNS)
/* harmony export */ });
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);

const ASSET_ROW_COLUMNS = [
    "asset_id",
    "asset_name",
    "asset_type",
    "cyber_system_id",
    "cyber_system_name",
    "parent_kind",
    "parent_id",
    "parent_name",
];
/**
 * Every live asset, sorted by cyber system name, asset name and id, with its extra fields as
 * `serviceFieldsOf` gives them.
 */
function assetRowsOf(live, serviceFieldsOf) {
    const systems = new Map(live.cyberSystems.map((system) => [system.id, system]));
    const facilities = new Map(live.facilities.map((facility) => [facility.id, facility]));
    const centers = new Map(live.controlCenters.map((center) => [center.id, center]));
    const rows = live.cyberAssets.map((asset) => {
        const system = systems.get(asset.cyber_system_id);
        const facility = system?.facility_id ? facilities.get(system.facility_id) : undefined;
        const center = system?.control_center_id ? centers.get(system.control_center_id) : undefined;
        const parent = facility ?? center;
        return {
            asset_id: asset.id,
            asset_name: asset.name,
            asset_type: asset.asset_type,
            cyber_system_id: asset.cyber_system_id,
            cyber_system_name: system?.name ?? "",
            parent_kind: facility ? "facility" : center ? "control_center" : "",
            parent_id: parent?.id ?? "",
            parent_name: parent?.name ?? "",
            service_fields: serviceFieldsOf(asset.id) ?? {},
        };
    });
    return rows.sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.cyber_system_name, b.cyber_system_name) ||
        (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.asset_name, b.asset_name) ||
        (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.asset_id, b.asset_id));
}


/***/ }),

/***/ 51089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ noticePayload),
/* harmony export */   SD: () => (/* binding */ DEFAULT_NOTIFY_ON),
/* harmony export */   Z7: () => (/* binding */ changeEvent),
/* harmony export */   fK: () => (/* binding */ NOTIFY_FORMATS),
/* harmony export */   yK: () => (/* binding */ NOTIFY_EVENTS)
/* harmony export */ });
/* unused harmony exports NOTICE_SCHEMA, driftState, slackText, teamsText */
/* harmony import */ var _shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66800);
// Notifications when something needs a person: which new state sends one, and the message for
// each target format. One per new state, never one per run: a drift sends one when it is first
// seen and one when it is resolved (the drift issue opened and closed), an apply one per attempt
// that was refused, failed or applied. Names in a message come from inventory files, the service or
// GitHub: each format gets them as plain text that cannot mention anyone or become a link.

const NOTIFY_EVENTS = [
    "drift",
    "refused",
    "failed",
    "applied",
    "obligation-overdue",
    "obligation-due-soon",
];
const DEFAULT_NOTIFY_ON = [
    "drift",
    "refused",
    "failed",
    "obligation-overdue",
];
const NOTIFY_FORMATS = ["json", "slack", "teams"];
/** The version of the generic JSON message; docs/notifications.md documents its fields. */
const NOTICE_SCHEMA = "cip-sync.notification/1";
/** The notice's origin in words: "grid-east/inventory, workspace default". */
function whereText(notice) {
    if (notice.origin.kind === "action") {
        return `${notice.origin.repository}, workspace ${notice.origin.workspace}`;
    }
    const { repository, operator } = notice.origin;
    return `a break-glass apply from the command line${repository === undefined ? "" : ` in ${repository}`}${operator === undefined ? "" : ` by ${operator}`}`;
}
/** What an apply attempt's outcome is worth telling: nothing when nothing was to be applied. */
function changeEvent(outcome) {
    switch (outcome) {
        case "applied":
            return "applied";
        case "partly-applied":
        case "failed":
        case "interrupted":
            return "failed";
        case "no-changes":
            return undefined;
        default:
            return "refused";
    }
}
/** The drift issue's transition as a state: opened is a new drift, closed its resolution. */
function driftState(action) {
    if (action === "opened")
        return "new";
    if (action === "closed")
        return "resolved";
    return undefined;
}
/** The message as `format` takes it. */
function noticePayload(notice, format) {
    switch (format) {
        case "json":
            return {
                schema: NOTICE_SCHEMA,
                event: notice.event,
                state: notice.state,
                origin: notice.origin.kind,
                repository: notice.origin.repository ?? null,
                workspace: notice.origin.kind === "action" ? notice.origin.workspace : null,
                operator: notice.origin.kind === "cli" ? (notice.origin.operator ?? null) : null,
                title: (0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(notice.title),
                detail: (0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(notice.detail),
                run_url: notice.runUrl ?? null,
            };
        case "slack":
            return slackPayload(notice);
        case "teams":
            return teamsPayload(notice);
    }
}
/**
 * A web address in untrusted text (`https://host/...`, `www.host`, `host.tld/path`) written the
 * way security notices write one they do not mean to be followed: `https[:]//host[.]tld/path`.
 * Slack and Teams make a link of an address they recognise in plain text; this one they do not,
 * and a person still reads where it pointed.
 */
const WEB_ADDRESS = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\b[a-z0-9-]+(?:\.[a-z0-9-]+)+(?=\/)/giu;
function inertWebAddresses(text) {
    return text.replace(WEB_ADDRESS, (address) => address.replace("://", "[:]//").replaceAll(".", "[.]"));
}
/**
 * Slack's mrkdwn treats <, > and & as control characters (<!channel>, <@U123>, <url|text>):
 * escaped as Slack documents, a name can mention no one and link nowhere. The section is also
 * `verbatim`, so Slack links no bare address, channel name or mention it would otherwise parse.
 */
function slackText(text) {
    return inertWebAddresses((0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text))
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")
        .replaceAll(">", "&gt;");
}
/** The most a section block's text may hold: Slack refuses the whole message beyond it. */
const SLACK_SECTION_MAX = 3000;
/** `text` escaped for a section, cut to fit before an escape rather than through one. */
function slackSection(text) {
    const escaped = slackText(text);
    if (escaped.length <= SLACK_SECTION_MAX)
        return escaped;
    const cut = escaped.slice(0, SLACK_SECTION_MAX - 1);
    const open = cut.lastIndexOf("&");
    return `${open > cut.lastIndexOf(";") ? cut.slice(0, open) : cut}…`;
}
function slackPayload(notice) {
    const title = `${notice.state === "resolved" ? "Resolved: " : ""}${notice.title}`;
    return {
        text: slackText(`cip-sync ${notice.event}: ${title}`),
        blocks: [
            {
                type: "header",
                text: { type: "plain_text", text: truncate((0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(title), 150) },
            },
            {
                type: "section",
                text: {
                    type: "mrkdwn",
                    text: slackSection(`${whereText(notice)}: ${notice.detail}`),
                    verbatim: true,
                },
            },
            ...(notice.runUrl === undefined
                ? []
                : [
                    {
                        type: "actions",
                        elements: [
                            {
                                type: "button",
                                text: { type: "plain_text", text: "Open the run" },
                                url: notice.runUrl,
                            },
                        ],
                    },
                ]),
        ],
    };
}
/**
 * Teams renders a TextBlock's text as the Markdown of Adaptive Cards: emphasis (`*`, `_`), links
 * (`[text](url)`, `<url>`) and, at a line's start, lists (`- `, `+ `, `1. `). Only those
 * characters are escaped, so that a name is shown as written (`alpha-relay-01`, not
 * `alpha\-relay\-01`) and never becomes a link, emphasis or a list; a bare address is made inert.
 */
function teamsText(text) {
    return inertWebAddresses((0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text))
        .replace(/[\\`*_[\]<>~]/g, (c) => `\\${c}`)
        .replace(/^(\d+)\.(?= )|^([-+])(?= )/, (_, number, bullet) => number === undefined ? `\\${bullet}` : `${number}\\.`);
}
function teamsPayload(notice) {
    const title = `${notice.state === "resolved" ? "Resolved: " : ""}${notice.title}`;
    return {
        type: "message",
        attachments: [
            {
                contentType: "application/vnd.microsoft.card.adaptive",
                content: {
                    $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
                    type: "AdaptiveCard",
                    version: "1.4",
                    body: [
                        {
                            type: "TextBlock",
                            text: teamsText(title),
                            weight: "Bolder",
                            size: "Medium",
                            wrap: true,
                        },
                        {
                            type: "TextBlock",
                            text: teamsText(`${whereText(notice)}: ${notice.detail}`),
                            wrap: true,
                        },
                    ],
                    actions: notice.runUrl === undefined
                        ? []
                        : [{ type: "Action.OpenUrl", title: "Open the run", url: notice.runUrl }],
                },
            },
        ],
    };
}
function truncate(text, length) {
    return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}


/***/ }),

/***/ 85657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $R: () => (/* binding */ besAssetsOf),
/* harmony export */   Cm: () => (/* binding */ scopeText),
/* harmony export */   pC: () => (/* binding */ criteriaOf),
/* harmony export */   wu: () => (/* binding */ unratedSystems)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);


/**
 * What the review file says of its scope, in its own words: this workspace only, and whether its
 * BES assets are every one the service held or only those the documents name (written offline).
 */
function scopeText(workspace, service) {
    const where = service === undefined
        ? "the facilities and control centers its inventory names (written with --offline: one only the service knows is not listed)"
        : `every facility and control center the service at ${service} held`;
    return `this workspace (${workspace}) only: the BES Cyber Systems its inventory declares, at ${where}; another workspace's are reviewed in its own file`;
}
/**
 * `criteria:` of a cyber system document, when the inventory reads it (Attachment 1 criteria such
 * as ["2.5"]); undefined where the document does not declare it or the reader does not know it.
 */
function criteriaOf(document) {
    const { criteria } = document;
    const value = criteria?.value;
    return Array.isArray(value) && value.every((item) => typeof item === "string")
        ? [...value]
        : undefined;
}
/**
 * Every facility and control center the documents (and `known`) name, each with its systems'
 * names, sorted; one known only from `known` is listed with none.
 */
function besAssetsOf(documents, known = []) {
    const assets = new Map();
    const entry = (kind, name) => {
        const key = JSON.stringify([kind, name]);
        let listing = assets.get(key);
        if (listing === undefined) {
            listing = { kind, name, cyber_systems: [] };
            assets.set(key, listing);
        }
        return listing;
    };
    for (const asset of known)
        entry(asset.kind, asset.name);
    for (const document of documents) {
        const parent = document.facility !== undefined
            ? entry("facility", document.facility.value)
            : document.controlCenter !== undefined
                ? entry("control_center", document.controlCenter.value)
                : undefined;
        parent?.cyber_systems.push(document.cyberSystem.value);
    }
    for (const listing of assets.values())
        listing.cyber_systems.sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP);
    return [...assets.values()].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.kind, b.kind) || (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.name, b.name));
}
/** Each system the documents leave unrated (no `impact:`), at its place: a review refuses them. */
function unratedSystems(documents) {
    return documents
        .filter((document) => document.impact === undefined)
        .map((document) => unratedText(document.cyberSystem.value, document.location));
}
function unratedText(name, location) {
    return `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location)}: cyber system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(name)} has no impact: rate it (impact: high, medium or low, by the criteria of CIP-002 Attachment 1) before the review; an unrated system cannot be reviewed`;
}


/***/ }),

/***/ 30158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xc: () => (/* binding */ CARRIED),
  S$: () => (/* binding */ checkpointOf),
  vQ: () => (/* binding */ restoreCheckpoint)
});

// UNUSED EXPORTS: OBLIGATIONS_CHECKPOINT_FORMAT

// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(52729);
;// CONCATENATED MODULE: ./src/core/obligations/checkpoint/checkpoint-tables.ts
// The calendars, versions of the standards, baseline digests, records and texts an obligations
// checkpoint names by number, each written once (a ledger's assets share a few calendars, most of
// their item digests, and the records that commissioned and last observed them, ten or a thousand
// at a time; its carried obligations share a few requirements and calendar rules, and their
// records), and how a resumed pass reads them back as of its own date. Pure.


/** The fields a carried obligation names by number, and the table each number is of. */
const BY_NUMBER = {
    requirement: "text",
    calendar: "text",
    opened_by: "record",
    closed_by: "record",
};
/**
 * `from` with each field BY_NUMBER names mapped by its table's function (to its number, or back),
 * the others as they are, in the same order: the one mapping both ways. Built field by field, not
 * with Object.fromEntries: evidence verify builds every carried obligation of a workspace at each
 * checkpoint, and fromEntries was more than half of building a 1,000-asset obligations checkpoint.
 */
function byNumberFields(from, map) {
    const to = {};
    for (const [field, value] of Object.entries(from)) {
        const table = Object.hasOwn(BY_NUMBER, field)
            ? BY_NUMBER[field]
            : undefined;
        const mapped = table === undefined ? value : map[table](value);
        // A field named __proto__ (JSON.parse makes it an own field) stays a field, as fromEntries kept it.
        if (field === "__proto__")
            Object.defineProperty(to, field, {
                value: mapped,
                enumerable: true,
                writable: true,
                configurable: true,
            });
        else
            to[field] = mapped;
    }
    return to;
}
/** Numbers each calendar and digest in the order first named: the same state, the same tables. */
class TablesWriter {
    tables = { calendars: [], digests: [], records: [] };
    #calendars = new Map();
    #digests = new Map();
    #records = new Map();
    #versions = new Map();
    #texts = new Map();
    calendar({ timeZone, dueSoonDays, monthEnd }) {
        const key = JSON.stringify([timeZone, dueSoonDays, monthEnd]);
        let index = this.#calendars.get(key);
        if (index === undefined) {
            index = this.tables.calendars.push({ timeZone, dueSoonDays, monthEnd }) - 1;
            this.#calendars.set(key, index);
        }
        return index;
    }
    digest(digest) {
        let index = this.#digests.get(digest);
        if (index === undefined) {
            index = this.tables.digests.push(digest) - 1;
            this.#digests.set(digest, index);
        }
        return index;
    }
    record({ workspace, sequence, sha256, recorded_at }) {
        let index = this.#records.get(sha256);
        if (index === undefined) {
            index = this.tables.records.push({ workspace, sequence, sha256, recorded_at }) - 1;
            this.#records.set(sha256, index);
        }
        return index;
    }
    text(text) {
        let index = this.#texts.get(text);
        if (index === undefined) {
            index = (this.tables.texts ??= []).push(text) - 1;
            this.#texts.set(text, index);
        }
        return index;
    }
    /** `obligation` as a checkpoint carries it (CarriedObligation), its fields in their order. */
    carried(obligation) {
        return byNumberFields(obligation, {
            text: (text) => this.text(text),
            record: (ref) => this.record(ref),
        });
    }
    judgedBy(context) {
        return {
            calendar: this.calendar(context.calendar),
            completion_grace_days: context.completionGraceDays,
            ...(context.versions === undefined
                ? {}
                : { versions: this.#versionsIndex(context.versions) }),
        };
    }
    #versionsIndex(versions) {
        const copy = versions.map(({ version, from }) => ({ version, from }));
        const key = JSON.stringify(copy);
        let index = this.#versions.get(key);
        if (index === undefined) {
            index = (this.tables.standard_versions ??= []).push(copy) - 1;
            this.#versions.set(key, index);
        }
        return index;
    }
}
/**
 * A checkpoint's tables read back: each context as of the resumed pass's date (a checkpoint holds
 * none: the same state is resumed on any day), one object per calendar and grace.
 */
class TablesReader {
    #tables;
    #pass;
    #contexts = new Map();
    constructor(tables, pass) {
        this.#tables = tables;
        this.#pass = pass;
    }
    calendar(index) {
        return this.#entry(this.#tables.calendars, index, "calendar");
    }
    digest(index) {
        return this.#entry(this.#tables.digests, index, "digest");
    }
    record(index) {
        return this.#entry(this.#tables.records, index, "record");
    }
    text(index) {
        return this.#entry(this.#tables.texts ?? [], index, "text");
    }
    /** A carried obligation read back, its fields in the order the checkpoint holds them. */
    carried(held) {
        return byNumberFields(held, {
            text: (index) => this.text(index),
            // A record read back is the pass's own: a resumed pass may change what it holds.
            record: (index) => ({ ...this.record(index) }),
        });
    }
    context({ calendar, completion_grace_days, versions }) {
        const key = `${calendar}/${completion_grace_days}/${versions ?? ""}`;
        let context = this.#contexts.get(key);
        if (context === undefined) {
            const judged = {
                ...(0,obligation_model/* withCalendar */.TY)(this.#pass, this.calendar(calendar)),
                completionGraceDays: completion_grace_days,
            };
            const chosen = versions === undefined
                ? []
                : this.#entry(this.#tables.standard_versions ?? [], versions, "versions of the standards");
            context = (0,obligation_model/* withVersions */.KY)(judged, chosen);
            this.#contexts.set(key, context);
        }
        return context;
    }
    #entry(entries, index, what) {
        const entry = entries[index];
        if (entry === undefined)
            throw new Error(`The obligations checkpoint names ${what} ${index} of its ${entries.length}: it is not one cip-sync wrote. Judge the obligations from every record instead.`);
        return entry;
    }
}

// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(45168);
// EXTERNAL MODULE: ./src/core/obligations/deviations.ts
var deviations = __webpack_require__(88901);
;// CONCATENATED MODULE: ./src/core/obligations/checkpoint/deviations-checkpoint.ts



function deviationsCheckpoint(held, tables) {
    return [...held].map(([workspace, state]) => ({
        workspace,
        in_force: tables.judgedBy(state.inForce),
        asset_keys: state.keys.entries(),
        declared: [...state.declared].map(([key, declared]) => declaredCheckpoint(key, declared, tables)),
        pending: [...state.pending.values()].flat().map(({ context, ...pending }) => ({
            ...pending,
            judged_by: tables.judgedBy(context),
        })),
        unverified: [...state.unverified].flatMap(([key, list]) => list.map(({ digest, obligation }) => ({ key, digest, obligation }))),
    }));
}
function declaredCheckpoint(key, { digest, items, kind, completedOn }, tables) {
    return {
        key,
        ...(digest === undefined ? {} : { digest: tables.digest(digest) }),
        ...(items === undefined ? {} : { items: (0,baseline_items/* mapItemDigests */.Z9)(items, (d) => tables.digest(d)) }),
        ...(kind === undefined ? {} : { kind }),
        ...(completedOn === undefined ? {} : { completed_on: completedOn }),
    };
}
/** Fills a new pass's `held` (DeviationObligations.held) with what `checkpoints` hold. */
function restoreDeviations(checkpoints, tables, held) {
    for (const checkpoint of checkpoints) {
        const state = {
            keys: deviations/* AssetKeys */.zi.of(checkpoint.asset_keys),
            declared: new Map(checkpoint.declared.map((entry) => [entry.key, declaredOf(entry, tables)])),
            pending: new Map(),
            unverified: new Map(),
            inForce: tables.context(checkpoint.in_force),
        };
        // Grouped by key as the pass held them: the keys in the order first listed, each list in order.
        for (const { judged_by, ...pending } of checkpoint.pending)
            appendTo(state.pending, pending.key, { ...pending, context: tables.context(judged_by) });
        for (const { key, digest, obligation } of checkpoint.unverified)
            appendTo(state.unverified, key, { digest, obligation });
        held.set(checkpoint.workspace, state);
    }
}
/** One object of one shape, as declaredOf (deviations.ts) makes it. */
function declaredOf(entry, tables) {
    const { digest, items, kind, completed_on } = entry;
    return {
        digest: digest === undefined ? undefined : tables.digest(digest),
        items: items === undefined
            ? undefined
            : Object.fromEntries(Object.entries(items).map(([item, index]) => [item, tables.digest(index)])),
        kind,
        completedOn: completed_on,
    };
}
function appendTo(map, key, item) {
    const list = map.get(key);
    if (list === undefined)
        map.set(key, [item]);
    else
        list.push(item);
}

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/core/obligations/checkpoint/monitoring-checkpoint.ts


function monitoringCheckpoint(held, tables) {
    return {
        asset_keys: [...held.keys.held()].map(([workspace, keys]) => ({
            workspace,
            keys: keys.entries(),
        })),
        assets: [...held.assets].map(([key, state]) => assetCheckpoint(key, state, tables)),
        retired: [...held.retired],
        detected: [...held.detected],
        open_changes: held.changes.open.map(({ key, exception }) => ({ key, exception })),
        early_notes: [...held.changes.early].map(([at, notes]) => ({ at, notes })),
    };
}
function assetCheckpoint(key, state, tables) {
    const { asset_id, impact, class: assetClass, not_closed_by } = state;
    return {
        key,
        workspace: state.workspace,
        cyber_system: state.cyber_system,
        asset: state.asset,
        ...(asset_id === undefined ? {} : { asset_id }),
        ...(impact === undefined ? {} : { impact }),
        ...(assetClass === undefined ? {} : { class: assetClass }),
        opened_on: state.opened_on,
        opened_by: tables.record(state.opened_by),
        // JSON has no infinity: -Infinity, "before any instant", is null.
        opened_at: Number.isFinite(state.opened_at) ? state.opened_at : null,
        last_observed: Number.isFinite(state.last_observed) ? state.last_observed : null,
        monitored: state.monitored,
        software: state.software,
        ...(not_closed_by === undefined ? {} : { not_closed_by }),
        calendar: tables.calendar(state.calendar),
    };
}
/** Fills a new pass's `held` (R21Pass.held) with what `checkpoint` holds. */
function restoreMonitoring(checkpoint, tables, held) {
    const keys = held.keys.held();
    for (const { workspace, keys: entries } of checkpoint.asset_keys)
        keys.set(workspace, deviations/* AssetKeys */.zi.of(entries));
    // The names every asset's state holds, each once, as the pass holds them.
    const texts = new collections/* TextTable */.CV();
    for (const asset of checkpoint.assets)
        held.assets.set(asset.key, assetState(asset, tables, texts));
    for (const [key, at] of checkpoint.retired)
        held.retired.set(key, at);
    for (const line of checkpoint.detected)
        held.detected.add(line);
    held.changes.open.push(...checkpoint.open_changes);
    for (const { at, notes } of checkpoint.early_notes)
        held.changes.early.set(at, notes);
}
/** One object of one shape, as R21Pass makes it. */
function assetState(asset, tables, texts) {
    return {
        workspace: texts.of(asset.workspace),
        cyber_system: texts.of(asset.cyber_system),
        asset: asset.asset,
        asset_id: asset.asset_id,
        impact: asset.impact,
        class: asset.class,
        opened_on: asset.opened_on,
        opened_by: tables.record(asset.opened_by),
        opened_at: asset.opened_at ?? Number.NEGATIVE_INFINITY,
        last_observed: asset.last_observed ?? Number.NEGATIVE_INFINITY,
        monitored: asset.monitored,
        software: asset.software,
        not_closed_by: asset.not_closed_by,
        calendar: tables.calendar(asset.calendar),
    };
}

;// CONCATENATED MODULE: ./src/core/obligations/checkpoint/obligations-checkpoint.ts



/**
 * The checkpoint's format: a new one whenever what the pass folds, or how, changes. 2: CIP-010 R3
 * joined the fold (vulnerability_assessments); 3: R3.3 at each commissioning merge and who
 * approves a moved R3.4 date joined it; 4: the carried obligations name their requirement,
 * calendar rule and records by number (CarriedObligation). An older checkpoint lacks that state,
 * or holds it otherwise, so it is refused and the obligations are judged from every record.
 */
const OBLIGATIONS_CHECKPOINT_FORMAT = 4;
/** The statuses a checkpoint carries of what was decided before it: those that need someone. */
const CARRIED = new Set([
    "exception",
    "overdue",
    "due-soon",
    "open",
]);
/**
 * The pass's state as a checkpoint: a copy that shares nothing with the pass, which goes on, and
 * holds only what a file can; without `copy`, the same JSON sharing the pass's own objects (the
 * carried obligations, the R2 and R3 passes' state), for a caller that serialises it at once.
 */
function checkpointOf(copy, state) {
    const writer = new TablesWriter();
    const review = ({ opened, context, first }) => ({
        opened_by: writer.record(opened),
        judged_by: writer.judgedBy(context),
        first: first === true,
    });
    const workspaces = [...state.workspaces].map(([workspace, { review: open, firstClosed, priorApproval, inForce }]) => ({
        workspace,
        in_force: writer.judgedBy(inForce),
        prior_approval: priorApproval ?? null,
        review: review(open),
        first_closed: firstClosed === undefined
            ? null
            : { ...review(firstClosed.interval), closed_by: writer.record(firstClosed.closer) },
    }));
    const deviations = deviationsCheckpoint(state.deviations, writer);
    const monitoring = monitoringCheckpoint(state.monitoring, writer);
    const patchManagement = [...state.patchManagement].map(([workspace, pass]) => pass.checkpoint(workspace));
    const assessments = [...state.vulnerabilityAssessments.values()].map((pass) => pass.held());
    const { timeZone, dueSoonDays, monthEnd } = state.context.calendar;
    const checkpoint = {
        format: OBLIGATIONS_CHECKPOINT_FORMAT,
        through: [...state.workspaces]
            .map(([workspace, { through }]) => ({ workspace, ...through }))
            .sort((a, b) => (a.workspace < b.workspace ? -1 : 1)),
        judged_with: {
            calendar: { timeZone, dueSoonDays, monthEnd },
            completion_grace_days: state.context.completionGraceDays,
        },
        counts: { ...state.counts },
        carried: state.carried.map((obligation) => writer.carried(obligation)),
        ...writer.tables,
        workspaces,
        deviations,
        configuration_monitoring: monitoring,
        ...(patchManagement.length === 0 ? {} : { patch_management: patchManagement }),
        ...(assessments.length === 0 ? {} : { vulnerability_assessments: assessments }),
    };
    return copy ? JSON.parse(JSON.stringify(checkpoint)) : checkpoint;
}
/**
 * The state `checkpoint` holds, for a pass of `context` (its date, calendar and grace): its
 * workspaces, counts and carried obligations returned, its CIP-010 R1 and R2.1 state filled into
 * `held` (the new pass's own containers). It throws on a checkpoint of another format, or judged
 * with another calendar or grace than the pass's (what it decided would differ).
 */
function restoreCheckpoint(given, context, held) {
    if (given.format !== OBLIGATIONS_CHECKPOINT_FORMAT)
        throw new Error(`The obligations checkpoint is of format ${JSON.stringify(given.format)}, and this cip-sync reads format ${OBLIGATIONS_CHECKPOINT_FORMAT} only: judge the obligations from every record, which a checkpoint of format ${OBLIGATIONS_CHECKPOINT_FORMAT} can then be written from.`);
    sameJudgement(given.judged_with, context);
    // Taken, not copied (ObligationsPass.resume): the resumed pass changes what it holds.
    const checkpoint = given;
    const tables = new TablesReader(checkpoint, context);
    const through = new Map(checkpoint.through.map((point) => [point.workspace, point]));
    const interval = ({ opened_by, judged_by, first }) => ({
        opened: tables.record(opened_by),
        context: tables.context(judged_by),
        subject: {},
        ...(first ? { first } : {}),
    });
    const workspaces = new Map();
    for (const { workspace, in_force, prior_approval, review, first_closed, } of checkpoint.workspaces) {
        const point = through.get(workspace);
        if (point === undefined)
            throw new Error(`The obligations checkpoint holds workspace ${workspace} but not the record it stands at: it is not one cip-sync wrote. Judge the obligations from every record instead.`);
        workspaces.set(workspace, {
            review: interval(review),
            ...(first_closed === null
                ? {}
                : {
                    firstClosed: {
                        interval: interval(first_closed),
                        closer: tables.record(first_closed.closed_by),
                    },
                }),
            priorApproval: prior_approval ?? undefined,
            inForce: tables.context(in_force),
            through: { sequence: point.sequence, sha256: point.sha256 },
        });
    }
    restoreDeviations(checkpoint.deviations, tables, held.deviations);
    restoreMonitoring(checkpoint.configuration_monitoring, tables, held.monitoring);
    const carried = checkpoint.carried.map((held) => tables.carried(held));
    return { workspaces, counts: checkpoint.counts, carried };
}
/** Refuses a checkpoint judged with another calendar or grace than `context`'s. */
function sameJudgement(judgedWith, { calendar, completionGraceDays }) {
    const was = judgedWith.calendar;
    if (was.timeZone === calendar.timeZone &&
        was.dueSoonDays === calendar.dueSoonDays &&
        was.monthEnd === calendar.monthEnd &&
        judgedWith.completion_grace_days === completionGraceDays)
        return;
    const text = (c, grace) => `time zone ${c.timeZone}, due soon ${c.dueSoonDays} days, month end ${c.monthEnd}, completion grace ${grace} days`;
    throw new Error(`The obligations checkpoint was judged with ${text(was, judgedWith.completion_grace_days)}; this pass judges with ${text(calendar, completionGraceDays)}. Records that keep no calendar of their own would be judged differently: judge the obligations from every record instead.`);
}


/***/ }),

/***/ 88901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SB: () => (/* binding */ UNREAD_AT_BASE),
/* harmony export */   bH: () => (/* binding */ changedItems),
/* harmony export */   yN: () => (/* binding */ declaredOf),
/* harmony export */   zi: () => (/* binding */ AssetKeys)
/* harmony export */ });
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);


/**
 * The existing baseline of a record whose base could not be read: kept elsewhere as far as the
 * ledger knows (as a baseline_ref is), with no digest, so any baseline differs from it ("unknown").
 */
const UNREAD_AT_BASE = {
    digest: undefined,
    items: undefined,
    kind: "ref",
    completedOn: undefined,
};
/**
 * The R1.1 items that changed from `before` to `after`: none for a first declaration or the same
 * items; "unknown" for a baseline_ref whose digest changed (its content is elsewhere). A record
 * written before per-item digests says nothing of items: it opens no deviation.
 */
function changedItems(before, after) {
    if (before === undefined)
        return [];
    if (before.kind === "ref" || after.kind === "ref")
        return before.digest === after.digest ? [] : ["unknown"];
    const [was, now] = [before.items, after.items];
    if (was === undefined || now === undefined)
        return [];
    return _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .BASELINE_ITEMS */ .dK.filter((item) => was[item] !== now[item]);
}
/**
 * What the ledger declares of an asset's baseline, its digests held once each in `texts`: one
 * object of one shape whatever it holds (fields absent are undefined), as a pass holds one per asset.
 */
function declaredOf(entry, texts) {
    const items = entry.items;
    return {
        digest: items === undefined || entry.kind === "ref" ? texts.of(entry.digest) : undefined,
        items: items === undefined ? undefined : (0,_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .mapItemDigests */ .Z9)(items, (digest) => texts.of(digest)),
        kind: entry.kind,
        completedOn: entry.completed_on,
    };
}
/** Each asset's key in one workspace's chain: its live id, learnt from the records' operations. */
class AssetKeys {
    #byName = new Map();
    /** Keys held as entries() gave them, in the same order. */
    static of(entries) {
        const keys = new AssetKeys();
        for (const [name, key] of entries)
            keys.#byName.set(name, key);
        return keys;
    }
    /** Each name's key, in the order learnt: what a checkpoint holds of them. */
    entries() {
        return [...this.#byName];
    }
    /** The ids a record's operations name: a create's new id, a rename's old and new names. */
    learn(record) {
        if (record.kind !== "change")
            return;
        for (const operation of record.change.change_record?.operations ?? []) {
            if (operation.asset_id === undefined || operation.result !== "succeeded")
                continue;
            this.#byName.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(operation.name), operation.asset_id);
            const renamed = operation.changes?.name;
            if (renamed !== undefined) {
                this.#byName.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(renamed.from), operation.asset_id);
                this.#byName.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(renamed.to), operation.asset_id);
            }
        }
    }
    /** The live id a record gave `name`, if any. */
    idOf(name) {
        const key = this.#byName.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(name));
        return key?.startsWith("name:") === true ? undefined : key;
    }
    keyOf(entry) {
        const key = this.currentKey(entry);
        this.#byName.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(entry.asset), key);
        return key;
    }
    /** The key `entry` has now, learning nothing from it. */
    currentKey(entry) {
        const name = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(entry.asset);
        return entry.asset_id ?? this.#byName.get(name) ?? `name:${name}`;
    }
}


/***/ }),

/***/ 12693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ governanceObligation),
/* harmony export */   O9: () => (/* binding */ GOVERNANCE_REQUIREMENTS),
/* harmony export */   UY: () => (/* binding */ GOVERNANCE_OBLIGATION_KINDS),
/* harmony export */   bp: () => (/* binding */ ledgerGovernanceObligations)
/* harmony export */ });
/* unused harmony exports DOCUMENTATION_DAYS, governanceObligations */
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38291);
/* harmony import */ var _authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23998);


const GOVERNANCE_OBLIGATION_KINDS = ["CIP-003 R3", "CIP-003 R4"];
/** What each obligation prints: the summary of its requirement (governance-requirements.ts). */
const GOVERNANCE_REQUIREMENTS = {
    "CIP-003 R3": (0,_authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .governanceRequirement */ .wf)("CIP-003 R3").summary,
    "CIP-003 R4": (0,_authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .governanceRequirement */ .wf)("CIP-003 R4").summary,
};
/** Days from the change to its documentation, in both requirements. */
const DOCUMENTATION_DAYS = 30;
/** The CIP-003 R3 and R4 obligations of `versions` (in ledger order), as the calendar counts. */
function governanceObligations(versions, calendar) {
    return versions.flatMap(({ record, seniorManager }, index) => index === 0
        ? []
        : changeObligations(versions[index - 1]?.seniorManager, seniorManager, record, calendar));
}
/**
 * The obligations of the ledger's records: each change record that merged a change to
 * `cip_senior_manager` approved as the policy asks (rule cip-senior-manager-change met), with
 * both sides as the record keeps them (`policy.senior_manager`). A side the ledger holds no CSM
 * for (the first naming) opens nothing: it is where the ledger starts.
 */
function ledgerGovernanceObligations(records, calendar) {
    return records.flatMap((entry) => {
        const { record } = entry;
        if (record.kind !== "change")
            return [];
        const { policy } = record.change;
        const sides = policy?.senior_manager;
        if (policy === undefined || sides === undefined)
            return [];
        const rule = policy.rules.find((candidate) => candidate.id === SENIOR_MANAGER_CHANGE);
        if (rule?.result !== "met")
            return [];
        const { base, head } = sides;
        if (base?.csm == null)
            return [];
        const cited = {
            workspace: record.workspace,
            sequence: record.sequence,
            sha256: entry.sha256,
            recorded_at: record.recorded_at,
        };
        return changeObligations(factsOf(base.csm), head?.csm == null ? undefined : factsOf(head.csm), cited, calendar);
    });
}
/** The rule id a change to the CIP Senior Manager's keys is judged under (governance.ts). */
const SENIOR_MANAGER_CHANGE = "cip-senior-manager-change";
function factsOf(csm) {
    return {
        ...csm,
        delegates: csm.delegates.map(({ delegated_on, delegation_ref, ...delegate }) => ({
            ...delegate,
            delegatedOn: delegated_on,
            delegationRef: delegation_ref,
        })),
    };
}
/** What one documented change from `before` to `after` opens, closed by `record`. */
function changeObligations(before, after, record, calendar) {
    const rule = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .calendarRule */ .Zi)(calendar);
    const obligations = [];
    const documentedOn = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(record.recorded_at, calendar.timeZone);
    const dated = (kind, subject, changedOn) => {
        const due = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .addDays */ .fi)(changedOn, DOCUMENTATION_DAYS);
        const status = documentedOn <= due ? "closed" : "closed-late";
        obligations.push(obligationOf(kind, subject, changedOn, due, status, record, rule));
    };
    if (after !== undefined && (before?.login !== after.login || before.since !== after.since))
        dated("CIP-003 R3", `CIP Senior Manager ${personText(after)}`, after.since);
    const was = byLogin(before?.delegates ?? []);
    const now = byLogin(after?.delegates ?? []);
    for (const [login, delegate] of now) {
        const old = was.get(login);
        if (old === undefined || delegationText(old) !== delegationText(delegate))
            dated("CIP-003 R4", delegationText(delegate), delegate.delegatedOn);
    }
    for (const [login, delegate] of was) {
        if (now.has(login))
            continue;
        const subject = `${delegationText(delegate)}, removed`;
        obligations.push(obligationOf("CIP-003 R4", subject, null, null, "reminder", record, rule));
    }
    return obligations;
}
function obligationOf(kind, subject, changedOn, due, status, record, calendar) {
    return {
        kind,
        requirement: GOVERNANCE_REQUIREMENTS[kind],
        workspace: record.workspace,
        subject,
        changed_on: changedOn,
        due,
        status,
        documented_by: record,
        calendar,
    };
}
const byLogin = (delegates) => new Map(delegates.map((delegate) => [delegate.login.toLowerCase(), delegate]));
const personText = (person) => `${person.login} (${person.name}, ${person.title})`;
const delegationText = (delegate) => `delegation to ${personText(delegate)} for ${delegate.actions.join(", ")}, delegated on ${delegate.delegatedOn} (${delegate.delegationRef})`;
/**
 * A documented change of the CIP Senior Manager or of a delegation as the obligations list it (an
 * Obligation, by its shape: obligation-model.ts imports this module's kinds).
 */
function governanceObligation(found) {
    return {
        kind: found.kind,
        requirement: found.requirement,
        workspace: found.workspace,
        subject: { governance: found.subject },
        opened_by: found.documented_by,
        due: found.due,
        status: found.status,
        ...(found.status === "reminder" ? {} : { closed_by: found.documented_by }),
        calendar: found.calendar,
        reason: found.changed_on === null
            ? "a delegation removed: the policy file does not say when it ended"
            : `changed on ${found.changed_on}`,
    };
}


/***/ }),

/***/ 40168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jl: () => (/* binding */ parseReviewText),
/* harmony export */   M8: () => (/* binding */ DEFAULT_REVIEW_FILE),
/* harmony export */   Mu: () => (/* binding */ reviewMatches),
/* harmony export */   aP: () => (/* binding */ reviewText),
/* harmony export */   sm: () => (/* binding */ reviewFileProblem)
/* harmony export */ });
/* unused harmony exports REVIEW_VERSION, identificationsOf, identificationsDigest, reviewDigest, identificationChanges, reviewEvidenceOf */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(26921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(64377);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40249);
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49513);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67154);
/* harmony import */ var _bes_assets_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(85657);
// CIP-002-5.1a R2: review the identifications of R1 at least once every 15 calendar months, and have
// the CIP Senior Manager or a delegate approve them, with dated records, even when nothing changed.
// A review is a file in the repository (cip-002-review.yaml, written by `cip-sync review`) that lists
// what was reviewed (each cyber system with its facility or control center, its impact and its
// assets) and freezes its SHA-256. The pull request that changes it is judged by the policy's
// cip_senior_manager (governance.ts); the merge records it with the digest of the inventory it
// merged, and only a review whose listing, frozen digest and merged inventory agree closes the
// obligation: a listing edited by hand, or an inventory changed after the review was written, is a
// review of something else. The file lists every facility and control center with its BES Cyber
// Systems and their Attachment 1 criteria (bes-assets.ts), says that it covers this workspace only,
// and is never written, nor counted, while a system is unrated. Pure: texts and documents in,
// texts and facts out.








const REVIEW_VERSION = 1;
/** Where the review file is, relative to the repository root, when none is named. */
const DEFAULT_REVIEW_FILE = "cip-002-review.yaml";
const identificationSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    cyber_system: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    facility: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    control_center: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    impact: zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_2__/* .IMPACT_LEVELS */ .dR).nullable(),
    /** CIP-002 Attachment 1 criteria (`criteria:`), such as ["2.5"]; null: not declared. */
    criteria: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()).nullable(),
    assets: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({ name: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(), type: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP() })),
});
const reviewSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_7__/* .literal */ .euz(REVIEW_VERSION),
    workspace: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().min(1),
    reviewed_on: zod__WEBPACK_IMPORTED_MODULE_8__/* .date */ .p6(),
    inventory_digest: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256_DIGEST */ .fu),
    /**
     * sha256:... over everything else the file holds (reviewDigest): what `review --check` holds
     * the whole file to. Absent from files written before it was added.
     */
    review_digest: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .SHA256_DIGEST */ .fu).optional(),
    /** What it covers: this workspace only (bes-assets.ts scopeText). */
    scope: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    /** Every facility and control center, with its systems' names ([]: it holds none). */
    bes_assets: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
        facility: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
        control_center: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
        cyber_systems: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
    })),
    identifications: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(identificationSchema),
});
/** The identifications the documents declare, in one order whatever the files' order. */
function identificationsOf(documents) {
    return documents
        .map((document) => {
        const identification = {
            cyber_system: document.cyberSystem.value,
            impact: document.impact?.value ?? null,
            criteria: (0,_bes_assets_js__WEBPACK_IMPORTED_MODULE_6__/* .criteriaOf */ .pC)(document) ?? null,
            assets: document.assets
                .map((asset) => ({ name: asset.name, type: asset.type }))
                .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(a.name, b.name)),
        };
        if (document.facility !== undefined)
            identification.facility = document.facility.value;
        if (document.controlCenter !== undefined)
            identification.control_center = document.controlCenter.value;
        return identification;
    })
        .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(a.facility ?? a.control_center ?? "", b.facility ?? b.control_center ?? "") || (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP)(a.cyber_system, b.cyber_system));
}
/** sha256:... over the canonical JSON of the identifications. */
function identificationsDigest(identifications) {
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(identifications))}`;
}
// JSON strings are YAML double-quoted scalars: any name is written as data, never as YAML syntax.
const text = (value) => JSON.stringify(value);
/**
 * The review file `cip-sync review` writes: its scope, every BES asset with its systems, what it
 * reviewed, and that listing's digest. `service`: the facilities and control centers the service
 * held, each listed (with none when no document names it); without it, only those the documents
 * name, and the scope says so. The caller refuses unrated systems first (unratedSystems).
 */
function reviewText(workspace, reviewedOn, documents, service) {
    const identifications = identificationsOf(documents);
    const lines = [
        `# CIP-002-5.1a R2: the identifications of workspace ${text(workspace)}, reviewed on ${reviewedOn}.`,
        "# Written by `cip-sync review`; do not edit: the merge checks this listing against its digest",
        "# and against the inventory it merges. Approve the pull request as the CIP Senior Manager or a",
        "# delegate holding cip-002-r2.2 (cip_senior_manager in the policy file) to record the review.",
        `version: ${REVIEW_VERSION}`,
        `workspace: ${text(workspace)}`,
        `scope: ${text((0,_bes_assets_js__WEBPACK_IMPORTED_MODULE_6__/* .scopeText */ .Cm)(workspace, service?.service))}`,
        `reviewed_on: ${text(reviewedOn)}`,
        `inventory_digest: ${text(identificationsDigest(identifications))}`,
        ...besAssetLines(documents, service?.assets ?? []),
        identifications.length === 0 ? "identifications: []" : "identifications:",
    ];
    const digestAt = lines.findIndex((line) => line.startsWith("inventory_digest:")) + 1;
    for (const identification of identifications) {
        lines.push(`  - cyber_system: ${text(identification.cyber_system)}`);
        if (identification.facility !== undefined)
            lines.push(`    facility: ${text(identification.facility)}`);
        if (identification.control_center !== undefined)
            lines.push(`    control_center: ${text(identification.control_center)}`);
        lines.push(`    impact: ${identification.impact === null ? "null" : text(identification.impact)}`, `    criteria: ${identification.criteria === null ? "null" : `[${identification.criteria.map(text).join(", ")}]`}`);
        lines.push(identification.assets.length === 0 ? "    assets: []" : "    assets:");
        for (const asset of identification.assets)
            lines.push(`      - { name: ${text(asset.name)}, type: ${text(asset.type)} }`);
    }
    // The digest of what the file holds, as the reader reads it back: one path for both sides.
    const parsed = parseReviewText(`${lines.join("\n")}\n`, "the review written");
    if (parsed.kind === "invalid")
        throw new Error(`reviewText wrote an invalid review: ${parsed.problem}`);
    lines.splice(digestAt, 0, `review_digest: ${text(reviewDigest(parsed.review))}`);
    return `${lines.join("\n")}\n`;
}
/** sha256:... over the review's canonical JSON, its review_digest left out. */
function reviewDigest(review) {
    const held = { ...review };
    delete held.review_digest;
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)((0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_5__/* .canonicalJson */ .dj)(held))}`;
}
/**
 * Why the file is not the one `cip-sync review` wrote, if it is not: its review_digest missing
 * (written before the whole file was frozen) or not matching what it holds (edited by hand: a
 * date, the scope or a BES asset, which the identifications' digest does not cover).
 */
function reviewFileProblem(review) {
    if (review.review_digest === undefined)
        return "it has no review_digest (written before 'cip-sync review' froze the whole file)";
    if (review.review_digest !== reviewDigest(review))
        return "it is not the file 'cip-sync review' wrote (its review_digest does not match what it holds: edited by hand)";
    return undefined;
}
/** `bes_assets:` every facility and control center, each with its systems (or none). */
function besAssetLines(documents, known) {
    const listings = (0,_bes_assets_js__WEBPACK_IMPORTED_MODULE_6__/* .besAssetsOf */ .$R)(documents, known);
    if (listings.length === 0)
        return ["bes_assets: []"];
    return [
        "bes_assets:",
        ...listings.flatMap((listing) => [
            `  - ${listing.kind}: ${text(listing.name)}`,
            `    cyber_systems: [${listing.cyber_systems.map(text).join(", ")}]${listing.cyber_systems.length === 0 ? " # considered: holds no BES Cyber System" : ""}`,
        ]),
    ];
}
/**
 * The review file's YAML, read as the policy and the inventory are (StrictYamlReader): one YAML
 * 1.2 document, no anchor, alias, tag or merge key, no duplicate key, each problem at its place
 * in the house's words. `cip-sync review` writes none of these: a file that has one was edited.
 */
class ReviewYamlReader extends _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .StrictYamlReader */ .OI {
    /** The document, every node of it checked (the caller refuses it for any diagnostic). */
    checkedDocument(docs) {
        const [doc, extra] = docs;
        if (doc === undefined)
            return undefined;
        if (extra !== undefined)
            this.error(extra.range[0], 'a review file holds one YAML document; remove the extra "---"');
        if (!this.yamlProblems(doc, 0))
            return undefined;
        // Every node, depth first; a map's pairs through entries(), which reports duplicates and merge keys.
        const pending = [doc.contents];
        for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node) || !this.plainNode(node))
                continue;
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
                for (const { value } of this.entries(node))
                    pending.push(value);
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node))
                pending.push(...node.items);
        }
        return doc;
    }
}
/** The review file's text, read; a problem names the file, line and column and how to fix it. */
function parseReviewText(text, file) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const reader = new ReviewYamlReader(text, file, lineCounter);
    const docs = (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYamlDocuments */ .v)(text, lineCounter);
    const fix = "write it again with `cip-sync review` and commit it unedited";
    const document = reader.checkedDocument(docs);
    const [first] = reader.diagnostics.sort(_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .compareDiagnostics */ .oV);
    if (first !== undefined) {
        // The reader places every error it reports.
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the reader places every error it reports
        const at = (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .formatLocation */ .j$)(first.location);
        return { kind: "invalid", problem: `${at}: ${first.message} (or ${fix})` };
    }
    // An empty file has no document: it is read as null, which is no review.
    const parsed = reviewSchema.safeParse(document?.toJS() ?? null);
    if (parsed.success)
        return { kind: "review", review: parsed.data };
    // A failed parse has at least one issue; the schema's keys are text and indexes, never symbols.
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a failed parse has at least one issue
    const issue = parsed.error.issues[0];
    const path = issue.path;
    const node = document?.getIn(path, true);
    const offset = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node)
        ? (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(node)
        : document?.contents
            ? (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(document.contents)
            : 0;
    const at = (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .formatLocation */ .j$)(reader.at(offset));
    const key = path.join(".");
    const what = path.length === 0
        ? `the file is not a review (${issue.message})`
        : issue.code === "invalid_type" && node === undefined
            ? `the review has no "${key}"`
            : `"${key}" is not valid (${issue.message})`;
    return { kind: "invalid", problem: `${at}: ${what}; ${fix}` };
}
/** Whether a review's listing is what it froze, and what the merged inventory declares. */
function reviewMatches(review, merged) {
    const mergedDigest = identificationsDigest(identificationsOf(merged));
    const unrated = review.identifications.find((identification) => identification.impact === null);
    if (unrated !== undefined)
        return {
            matches: false,
            mergedDigest,
            why: `cyber system "${unrated.cyber_system}" is unrated (no impact:); rate every system before the review`,
        };
    if (identificationsDigest(review.identifications) !== review.inventory_digest)
        return {
            matches: false,
            mergedDigest,
            why: "its listing is not the one its inventory_digest froze (edited by hand)",
        };
    if (review.inventory_digest !== mergedDigest)
        return {
            matches: false,
            mergedDigest,
            why: `the inventory is not the one reviewed (it changed after the review was written: ${identificationChanges(review.identifications, identificationsOf(merged)).join("; ")})`,
        };
    return { matches: true, mergedDigest };
}
/** How many differences a message lists before it counts the rest. */
const CHANGES_LISTED = 5;
/** What differs between the identifications reviewed and those declared now, in words. */
function identificationChanges(reviewed, now) {
    const keyOf = (identification) => `${identification.facility ?? identification.control_center ?? ""}\u0000${identification.cyber_system}`;
    const before = new Map(reviewed.map((identification) => [keyOf(identification), identification]));
    const after = new Map(now.map((identification) => [keyOf(identification), identification]));
    const changes = [
        ...reviewed.flatMap((old) => after.has(keyOf(old)) ? [] : [`${systemWords(old)} is no longer declared`]),
        ...now.flatMap((declared) => {
            const old = before.get(keyOf(declared));
            return old === undefined
                ? [`${systemWords(declared)} was not reviewed`]
                : systemChanges(old, declared);
        }),
    ];
    const more = changes.length - CHANGES_LISTED;
    return more > 0 ? [...changes.slice(0, CHANGES_LISTED), `${more} more`] : changes;
}
function systemWords(identification) {
    const parent = identification.facility ?? identification.control_center;
    return `cyber system ${JSON.stringify(identification.cyber_system)}${parent === undefined ? "" : ` of ${JSON.stringify(parent)}`}`;
}
function systemChanges(old, now) {
    const system = systemWords(now);
    const value = (text) => JSON.stringify(text ?? null);
    const changes = [];
    if (old.impact !== now.impact)
        changes.push(`${system}: impact ${value(now.impact)}, reviewed ${value(old.impact)}`);
    if (value(old.criteria) !== value(now.criteria))
        changes.push(`${system}: criteria ${value(now.criteria)}, reviewed ${value(old.criteria)}`);
    const oldAssets = new Map(old.assets.map((asset) => [asset.name, asset.type]));
    const newAssets = new Map(now.assets.map((asset) => [asset.name, asset.type]));
    for (const [name, type] of newAssets) {
        const was = oldAssets.get(name);
        if (was === undefined)
            changes.push(`${system}: asset ${value(name)} was not reviewed`);
        else if (was !== type)
            changes.push(`${system}: asset ${value(name)} is ${type}, reviewed ${was}`);
    }
    for (const name of oldAssets.keys())
        if (!newAssets.has(name))
            changes.push(`${system}: asset ${value(name)} is no longer declared`);
    return changes;
}
/**
 * The review a merge of `workspace` carried, as its change record keeps it; `text` undefined: the
 * file is gone. A review of another workspace is recorded as not matching, whatever its digest.
 */
function reviewEvidenceOf(file, text, merged, workspace) {
    const mergedDigest = identificationsDigest(identificationsOf(merged));
    const unread = { file, reviewed_on: null, inventory_digest: null, merged_digest: mergedDigest };
    if (text === undefined)
        return {
            ...unread,
            matches: false,
            problem: `${file} was removed: there is no review to record`,
        };
    const parsed = parseReviewText(text, file);
    if (parsed.kind === "invalid")
        return { ...unread, matches: false, problem: parsed.problem };
    const { review } = parsed;
    const judged = review.workspace === workspace
        ? reviewMatches(review, merged)
        : { matches: false, why: `it reviews workspace ${review.workspace}, not ${workspace}` };
    return {
        file,
        reviewed_on: review.reviewed_on,
        inventory_digest: review.inventory_digest,
        merged_digest: mergedDigest,
        matches: judged.matches,
        problem: judged.why ?? null,
    };
}


/***/ }),

/***/ 39178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ obligationFamiliesInWords),
/* harmony export */   Gt: () => (/* binding */ MERGE_JUDGED_FAMILIES),
/* harmony export */   I: () => (/* binding */ PATCH_MANAGEMENT_FAMILY),
/* harmony export */   nH: () => (/* binding */ VULNERABILITY_ASSESSMENT_FAMILY),
/* harmony export */   uC: () => (/* binding */ judgedFromCounts)
/* harmony export */ });
/* unused harmony export obligationFamilies */
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82205);
/* harmony import */ var _obligation_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52729);
// The families of obligation the tool judges, in words, for the help and the docs that say what
// is judged: derived from the obligations' kinds, themselves from the requirement table.



/** An obligation's requirement without its part ("CIP-010 R1" of "CIP-010 R1.2"): its family. */
function familyOf(kind) {
    const [standard = kind, requirement = ""] = kind.split(" ");
    return { standard, requirement: requirement.replace(/\..*$/, "") };
}
/** Every family of obligation the tool judges, one name each ("CIP-010 R1"), in table order. */
function obligationFamilies() {
    return [
        ...new Set(OBLIGATION_KINDS.map(familyOf).map(({ standard, requirement }) => `${standard} ${requirement}`)),
    ];
}
/**
 * Every family of obligation the tool judges, in words ("CIP-002 R2, CIP-003 R3 and R4, ..."), by
 * standard: derived from OBLIGATION_KINDS, so that a family added to the requirement table is
 * named wherever the help and the docs say what is judged (a test compares them).
 */
function obligationFamiliesInWords() {
    const byStandard = new Map();
    for (const { standard, requirement } of _obligation_model_js__WEBPACK_IMPORTED_MODULE_1__/* .OBLIGATION_KINDS */ .Xn.map(familyOf)) {
        const requirements = byStandard.get(standard) ?? [];
        if (!requirements.includes(requirement))
            requirements.push(requirement);
        byStandard.set(standard, requirements);
    }
    return [...byStandard]
        .sort(([a], [b]) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a, b))
        .map(([standard, requirements]) => `${standard} ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(requirements.sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP))}`)
        .join(", ");
}
const PATCH_MANAGEMENT_FAMILY = {
    name: "CIP-007 R2",
    kinds: _obligation_model_js__WEBPACK_IMPORTED_MODULE_1__/* .PATCH_MANAGEMENT_KINDS */ .V4,
    notJudged: "CIP-007 R2 was not judged from this ledger: no obligation of any part was opened. R2 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines' items and the patch files), from the first that declares an applicable asset's baseline; a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows the applicable assets' patches are tracked, evaluated or applied.",
};
const VULNERABILITY_ASSESSMENT_FAMILY = {
    name: "CIP-010 R3",
    kinds: _obligation_model_js__WEBPACK_IMPORTED_MODULE_1__/* .VULNERABILITY_ASSESSMENT_KINDS */ .cj,
    notJudged: "CIP-010 R3 was not judged from this ledger: no obligation of any part was opened. R3 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines and the assessment files), from the first that keeps the baseline of a High or Medium impact BES Cyber System (or its EACMS, PACS or PCA); a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows any system was assessed.",
};
/** The families judged from accepted merges, in the order every output names them. */
const MERGE_JUDGED_FAMILIES = [
    PATCH_MANAGEMENT_FAMILY,
    VULNERABILITY_ASSESSMENT_FAMILY,
];
/**
 * Whether a family was judged, from its parts' counts by status (as the report tallies them): a
 * family no part of which has any obligation was not.
 */
function judgedFromCounts(family, parts) {
    return family.kinds.some((kind) => Object.values(parts[kind] ?? {}).some((count) => count > 0));
}


/***/ }),

/***/ 52729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qc: () => (/* binding */ DEFAULT_COMPLETION_GRACE_DAYS),
  Xn: () => (/* binding */ OBLIGATION_KINDS),
  aC: () => (/* binding */ OBLIGATION_STATUSES),
  V4: () => (/* binding */ PATCH_MANAGEMENT_KINDS),
  dq: () => (/* binding */ REQUIREMENTS),
  PB: () => (/* binding */ STILL_TO_DO),
  $4: () => (/* binding */ UNDECLARED_IMPACT),
  cj: () => (/* binding */ VULNERABILITY_ASSESSMENT_KINDS),
  xK: () => (/* binding */ compareObligations),
  vP: () => (/* binding */ contextAt),
  ip: () => (/* binding */ countStatuses),
  Q$: () => (/* binding */ dateOf),
  sC: () => (/* binding */ dueText),
  W2: () => (/* binding */ judgedVersion),
  uS: () => (/* binding */ kindText),
  YT: () => (/* binding */ obligationKey),
  H8: () => (/* reexport */ record_ref/* refOf */.H),
  c2: () => (/* binding */ statusOf),
  yq: () => (/* binding */ subjectText),
  TY: () => (/* binding */ withCalendar),
  KY: () => (/* binding */ withVersions)
});

// UNUSED EXPORTS: newlyIn, recordedCalendar

// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(47178);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/inventory/baselines/standard-versions.ts
var standard_versions = __webpack_require__(17638);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(46681);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/obligations/governance-obligations.ts
var governance_obligations = __webpack_require__(12693);
// EXTERNAL MODULE: ./src/core/authority/governance-requirements.ts
var governance_requirements = __webpack_require__(23998);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-facts.ts
/**
 * R3.3: what stands for an asset put into service: an active assessment of it, a like replacement,
 * a CIP Exceptional Circumstance; none; or not judged (its system declares no impact).
 */
const COMMISSIONING_EVIDENCE = (/* unused pure expression or super */ null && ([
    "assessment",
    "like replacement",
    "CIP Exceptional Circumstance",
    "none",
    "not judged",
]));
/** An R3.4 subject in words: the item of its assessment; undefined for a system's own. */
function assessmentText(facts) {
    return facts.item === undefined
        ? undefined
        : `action item ${facts.item.id} of assessment ${facts.item.assessment}`;
}

// EXTERNAL MODULE: ./src/core/obligations/record-ref.ts
var record_ref = __webpack_require__(92584);
;// CONCATENATED MODULE: ./src/core/obligations/obligation-model.ts








/** Days after authorization before an unrecorded completion is an exception (CIP-010 R1.3). */
const DEFAULT_COMPLETION_GRACE_DAYS = 30;

/**
 * The requirement table's parts that are judged as obligations: not CIP-010 R1.1 nor R3.3, which
 * the plan checks at commissioning, nor CIP-007 R1.1, which the ports population documents.
 */
const NOT_JUDGED = ["CIP-010 R1.1", "CIP-007 R1.1"];
const JUDGED_REQUIREMENTS = requirements/* REQUIREMENT_IDS */.RG.filter((id) => !NOT_JUDGED.includes(id));
const OBLIGATION_KINDS = [
    "CIP-002 R2",
    ...JUDGED_REQUIREMENTS,
    ...governance_obligations/* GOVERNANCE_OBLIGATION_KINDS */.UY,
];
/**
 * Why an obligation of a system whose document declares no `impact:` is an exception: its rows are
 * judged as for High (fail closed), never "out of scope".
 */
const UNDECLARED_IMPACT = "impact not declared: the system's document has no impact:, so the row is judged as for High";
/** Exceptions first: what an auditor looks at before anything else. */
const OBLIGATION_STATUSES = [
    "exception",
    "overdue",
    "closed-late",
    "due-soon",
    "open",
    "reminder",
    "closed",
];
/**
 * What still needs someone, in the order listed: what an operator reads first. Closed ones (late
 * or not) and the R1.4 to R1.6 reminders, which never close, are the history.
 */
const STILL_TO_DO = [
    "exception",
    "overdue",
    "due-soon",
    "open",
];
/**
 * What each obligation prints as its requirement: the summary its row of the requirement table
 * (or of the governance requirements) gives, the one paraphrase the docs' table also shows.
 */
const REQUIREMENTS = {
    "CIP-002 R2": (0,governance_requirements/* governanceRequirement */.wf)("CIP-002 R2").summary,
    // One entry per judged part, by construction of JUDGED_REQUIREMENTS.
    ...Object.fromEntries(JUDGED_REQUIREMENTS.map((id) => [id, (0,requirements/* requirementRow */.gv)(id).summary])),
    ...governance_obligations/* GOVERNANCE_REQUIREMENTS */.O9,
};
/**
 * The calendar a record keeps as in force from it: `timeZone` (an input of the run) over the policy
 * file's `calendar:` over the defaults, the policy's completion grace or the default, and the later
 * versions of the standards its `standards:` chose (none kept: every row's own).
 */
function recordedCalendar(timeZone, fromPolicy) {
    const calendar = resolveCalendar({ timeZone }, fromPolicy.calendar);
    const versions = fromPolicy.standardVersions ?? [];
    return {
        time_zone: calendar.timeZone,
        due_soon_days: calendar.dueSoonDays,
        month_end: calendar.monthEnd,
        completion_grace_days: fromPolicy.completionGraceDays ?? DEFAULT_COMPLETION_GRACE_DAYS,
        ...(versions.length === 0
            ? {}
            : { standard_versions: versions.map(({ version, from }) => ({ version, from })) }),
    };
}
/**
 * The context an obligation opened by `record` is judged in: the calendar and the versions of the
 * standards the record says were in force (the authority table's calendar row,
 * in-force-from-record), or, for a record that keeps none (written before records kept it), the
 * pass's own.
 */
function contextAt(record, pass) {
    // In force only from a merge the gate accepted: a refused one's calendar and versions never do.
    if (record.kind !== "change" || record.change.calendar === undefined || !(0,facts_in_force/* isAccepted */.oB)(record))
        return pass;
    const kept = record.change.calendar;
    const calendar = {
        timeZone: kept.time_zone,
        dueSoonDays: kept.due_soon_days,
        monthEnd: kept.month_end,
    };
    const judged = {
        ...withCalendar(pass, calendar),
        completionGraceDays: kept.completion_grace_days,
    };
    return withVersions(judged, kept.standard_versions ?? []);
}
/** `context` judging by the later versions `versions` names (none: the rows' own). */
function withVersions({ versions: _, ...context }, versions) {
    return versions.length === 0 ? context : { ...context, versions };
}
/**
 * What an obligation of `kind` that `opened` opened names of the version judging it: the later
 * version in force on the record's day in `context`'s calendar, or nothing for its row's own.
 */
function judgedVersion(kind, opened, context) {
    const judged = (0,standard_versions/* versionOn */.Sx)(kind, dateOf(opened, context), context.versions ?? []);
    return "changes" in judged
        ? { version: { standard: judged.standard, changes: judged.changes } }
        : {};
}
/** `pass` with `calendar` counting the dates, its rule in words; as of the same day. */
function withCalendar(pass, calendar) {
    return { ...pass, calendar, rule: (0,shared_calendar/* calendarRule */.Zi)(calendar) };
}
/** The status of an obligation due on `due` that a record of `closedOn` closed, or none has yet. */
function statusOf(due, closedOn, context) {
    if (closedOn !== undefined)
        return closedOn <= due ? "closed" : "closed-late";
    if (context.today > due)
        return "overdue";
    return context.today >= (0,shared_calendar/* addDays */.fi)(due, -context.calendar.dueSoonDays) ? "due-soon" : "open";
}
/** The date of `ref` in the calendar's time zone. */
function dateOf(ref, context) {
    return (0,shared_calendar/* dateIn */.m7)(ref.recorded_at, context.calendar.timeZone);
}
/** How many of `obligations` are in each status, every status named (0 when none is). */
function countStatuses(obligations) {
    const counts = Object.fromEntries(OBLIGATION_STATUSES.map((status) => [status, 0]));
    for (const o of obligations)
        counts[o.status] += 1;
    return counts;
}
/** The CIP-007 R2 parts, in order: the audit report counts each part's obligations. */
const PATCH_MANAGEMENT_KINDS = OBLIGATION_KINDS.filter((kind) => kind.startsWith("CIP-007 R2."));
/** The CIP-010 R3 parts judged as obligations, in order (R3.3 at the merge that commissions). */
const VULNERABILITY_ASSESSMENT_KINDS = OBLIGATION_KINDS.filter((kind) => kind.startsWith("CIP-010 R3."));
/** An obligation's requirement as listings name it: "CIP-007-7 R2.3" when a later version judges it. */
function kindText(o) {
    return o.version === undefined
        ? o.kind
        : `${o.version.standard}${o.kind.slice(o.kind.indexOf(" "))}`;
}
/** An obligation's due date in words: "due YYYY-MM-DD", or "no due date" for a reminder's. */
function dueText(o) {
    return o.due === null ? "no due date" : `due ${o.due}`;
}
/** What an obligation concerns, in words: an asset in its system, a system, or a workspace. */
function subjectText(o) {
    const { cyber_system: system, cyber_system_id: id, asset, governance, keyed_by } = o.subject;
    if (governance !== undefined)
        return governance;
    const patching = o.patching && patchingText(o.patching);
    if (system === undefined)
        return patching ?? `the identifications of workspace ${o.workspace}`;
    // Configuration monitoring names a system as the inventory does, by name only.
    const named = id === undefined ? system : `${system} (${id})`;
    // CIP-010 R3.4: an action item of a system's assessment.
    const item = o.assessment && assessmentText(o.assessment);
    if (asset === undefined)
        return item === undefined ? named : `${item} of ${named}`;
    const located = `${asset} in ${named}${keyed_by === undefined ? "" : " (no asset id)"}`;
    return patching === undefined ? located : `${patching} of ${located}`;
}
/** A CIP-007 R2 subject in words: a patch, a baseline item, a source or a plan. */
function patchingText(facts) {
    if (facts.patch !== undefined)
        return `patch ${facts.patch}`;
    if (facts.item !== undefined)
        return `${facts.item.kind} ${JSON.stringify(facts.item.name)}`;
    if (facts.source !== undefined)
        return `patch source ${facts.source}`;
    return facts.plan === undefined ? undefined : `mitigation plan ${facts.plan}`;
}
/** Exceptions first (exception, overdue, closed late), then by due date, workspace, kind, subject. */
function compareObligations(a, b) {
    return (OBLIGATION_STATUSES.indexOf(a.status) - OBLIGATION_STATUSES.indexOf(b.status) ||
        (0,names/* compareCodePoints */.OP)(a.due ?? "9999", b.due ?? "9999") ||
        (0,names/* compareCodePoints */.OP)(a.workspace, b.workspace) ||
        (0,names/* compareCodePoints */.OP)(a.kind, b.kind) ||
        (0,names/* compareCodePoints */.OP)(a.subject.cyber_system_id ?? "", b.subject.cyber_system_id ?? "") ||
        (0,names/* compareCodePoints */.OP)(a.subject.asset ?? "", b.subject.asset ?? "") ||
        a.opened_by.sequence - b.opened_by.sequence);
}
/** The obligations that are in `status` now and were not as of `before`: each a new state. */
function newlyIn(status, now, before) {
    const earlier = new Set(before.filter((o) => o.status === status).map(obligationKey));
    return now.filter((o) => o.status === status && !earlier.has(obligationKey(o)));
}
/**
 * What tells an obligation from every other across two judgements of one ledger: its kind,
 * workspace and opening record, and what it is about: the system and asset (by id when it has
 * one, so a rename keeps it), the CIP-003 governance subject, and CIP-007 R2's item, patch source,
 * patch or plan (one record opens one per item, source, patch or plan of the same asset). What a
 * later record adds to it (the plan that closed an R2.3) is left out.
 */
function obligationKey(o) {
    const { subject, patching } = o;
    return JSON.stringify([
        o.kind,
        o.workspace,
        o.opened_by.sequence,
        subject.cyber_system_id ?? "",
        subject.asset_id ?? subject.asset ?? "",
        subject.governance ?? "",
        patching?.item?.kind ?? "",
        nameKeyOf(patching?.item?.name),
        o.kind === "CIP-007 R2.2" ? (patching?.source ?? "") : "",
        patching?.patch ?? "",
        o.kind === "CIP-007 R2.4" ? (patching?.plan ?? "") : "",
        o.assessment?.key ?? "",
    ]);
}
const nameKeyOf = (name) => (name === undefined ? "" : (0,names/* nameKey */.Rc)(name));


/***/ }),

/***/ 11986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aC: () => (/* reexport */ obligation_model/* OBLIGATION_STATUSES */.aC),
  Rl: () => (/* binding */ ObligationsPass),
  dq: () => (/* reexport */ obligation_model/* REQUIREMENTS */.dq),
  xK: () => (/* reexport */ obligation_model/* compareObligations */.xK),
  ip: () => (/* reexport */ obligation_model/* countStatuses */.ip),
  sC: () => (/* reexport */ obligation_model/* dueText */.sC),
  uS: () => (/* reexport */ obligation_model/* kindText */.uS),
  YT: () => (/* reexport */ obligation_model/* obligationKey */.YT),
  yq: () => (/* reexport */ obligation_model/* subjectText */.yq)
});

// UNUSED EXPORTS: OBLIGATION_KINDS, STILL_TO_DO, computeObligations, newlyIn, recordedCalendar

// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(46681);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
// EXTERNAL MODULE: ./src/core/evidence/records/review-record.ts
var review_record = __webpack_require__(56474);
// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority_authority = __webpack_require__(68652);
;// CONCATENATED MODULE: ./src/core/obligations/record-facts.ts




function reviewOf({ record, unauthenticated }) {
    // The same test as what a merge puts in force (facts-in-force.ts): reviewed is accepted.
    const refused = (0,facts_in_force/* notAccepted */.LA)(record);
    if (refused !== undefined) {
        const flagged = record.origin === "cli" && unauthenticated !== undefined
            ? `, and its ${unauthenticated}`
            : "";
        return { reviewed: false, why: `${refused}${flagged}` };
    }
    const pulls = (0,evidence_record/* pullRequestsOf */.Tb)(record.change);
    const by = [...new Set(pulls.flatMap((pull) => pull.approved_by))].sort();
    const approvedAt = pulls.flatMap((pull) => pull.approved_by.flatMap((login) => pull.approved_at?.[login] ?? []));
    // Approved before it merged: the latest counted approval authorized it; without dates, the merge.
    // Every counted approver is dated here, and there is one at least (checked above).
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every counted approver is dated here, and there is one at least (checked above)
    const at = approvedAt.length === by.length ? approvedAt.sort().at(-1) : record.recorded_at;
    return {
        reviewed: true,
        authorized: { at, by },
        pullRequests: pulls.map((pull) => pull.number),
        completions: pulls.flatMap((pull) => pull.completion_notes ?? []),
    };
}
/**
 * The approvers a reviewed change record shows for a fact about an asset of cyber system `system`
 * (by name, as the record's owner-policy judgement names systems): its counted approvals, and
 * that system's owners only where the judgement it keeps shows them approving (a count of that
 * system's owners, met, of one approval at least). Never a kind of approver the record does not
 * hold: where no rule asked the owners (no policy file, or rules that cover other operations),
 * they approved nothing, whatever a rule could have asked.
 */
function approversShown(review, record, system) {
    if (!review.reviewed)
        return [];
    // A record from before baselines named their system shows no owner of it.
    const ownersApproved = (record.change.policy?.rules ?? []).some((rule) => rule.requirements.some((asked) => system !== undefined &&
        asked.system === system &&
        asked.satisfied_by.length >= Math.max(1, asked.approvals)));
    return ownersApproved ? ["counted-approvals", "system-owners"] : ["counted-approvals"];
}
/**
 * Whether a configuration-monitoring record may close anything (authority row
 * configuration-observation): a collector's file appended from the command line only in a commit
 * verify accepts (signed by an operator key), observed no later than it was appended.
 */
function observationAuthority({ record, unauthenticated, }) {
    const origin = unauthenticated !== undefined
        ? { outside: `a collector's file appended from the command line whose ${unauthenticated}` }
        : record.origin === "cli"
            ? "operator-signed-append"
            : "default-branch-drift-check";
    return (0,authority_authority/* judgeAuthority */.B8)({
        fact: "configuration-observation",
        origin,
        approvedBy: [],
        dated: record.configuration_monitoring.observed_at,
        recordedAt: record.recorded_at,
    });
}
/** The `/cip-010-r1.4` notes of a change's pull requests. */
function verificationNotesOf(record) {
    return (0,evidence_record/* pullRequestsOf */.Tb)(record.change).flatMap((pull) => pull.verification_notes ?? []);
}
/** A CIP-002 R2 review a merge recorded, approved as the policy asks, of what it merged. */
function isApprovedReview({ record }) {
    if (record.kind !== "change")
        return false;
    const { outcome, review, policy } = record.change;
    // A refused merge's approvals did not count; one the gate let through merged what was reviewed,
    // whatever its apply then did (a review alone applies nothing).
    if (!facts_in_force/* PASSED_THE_GATE */.VG.has(outcome))
        return false;
    if (review?.matches !== true || policy === undefined)
        return false;
    const rule = policy.rules.find((candidate) => candidate.id === review_record/* REVIEW_RULE_ID */.S);
    return (rule !== undefined &&
        rule.result === "met" &&
        rule.requirements.every((requirement) => requirement.satisfied_by.length >= requirement.approvals));
}

// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/obligations/checkpoint/obligations-checkpoint.ts + 3 modules
var obligations_checkpoint = __webpack_require__(30158);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(47178);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
// EXTERNAL MODULE: ./src/core/obligations/deviations.ts
var deviations = __webpack_require__(88901);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(52729);
;// CONCATENATED MODULE: ./src/core/obligations/deviation-status.ts
// The R1.2 and R1.3 obligations of one deviation, as what the ledger has shown of it decides them
// (see deviation-obligations.ts for when each is settled), and whether a completion note has the
// authority to settle one.



const NOT_VERIFIED = { closed_as: "digest not verified" };
/** R1.2 and R1.3 of `pending`, closed by `closer` (a reviewed baseline change) or as they stand. */
function settleDeviation(pending, closer) {
    const { context } = pending;
    return [authorization(pending, context), baselineUpdate(pending, closer, context)];
}
function base(kind, pending, context) {
    return {
        kind,
        requirement: obligation_model/* REQUIREMENTS */.dq[kind],
        ...(0,obligation_model/* judgedVersion */.W2)(kind, pending.opened, context),
        workspace: pending.opened.workspace,
        subject: pending.subject,
        opened_by: pending.opened,
        calendar: context.rule,
        items: pending.items,
        ...(pending.completed === undefined ? {} : { completed: pending.completed }),
    };
}
/** R1.2: closed by the reviewed record that carried the deviation, unless it was not one. */
function authorization(pending, context) {
    const opened = (0,obligation_model/* dateOf */.Q$)(pending.opened, context);
    const review = pending.review;
    if (!("authorized" in review))
        return {
            ...base("CIP-010 R1.2", pending, context),
            due: opened,
            status: "exception",
            reason: `not authorized: ${review.why}`,
        };
    const authorizedOn = (0,shared_calendar/* dateIn */.m7)(review.authorized.at, context.calendar.timeZone);
    const early = pending.completed !== undefined && pending.completed.on < authorizedOn;
    return {
        ...base("CIP-010 R1.2", pending, context),
        due: authorizedOn,
        status: early ? "exception" : "closed",
        ...(early
            ? {
                // `early` is true only for a completion dated before the authorization: there is one.
                // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `early` is true only for a completion dated before the authorization, so there is one
                reason: `completed before authorization: the change was completed on ${pending.completed.on}, authorized on ${authorizedOn}`,
            }
            : { closed_by: pending.opened }),
        authorized: review.authorized,
    };
}
/** R1.3: see deviation-obligations.ts for each path. */
function baselineUpdate(pending, closer, context) {
    const head = base("CIP-010 R1.3", pending, context);
    const reviewed = "authorized" in pending.review;
    const completed = pending.completed;
    const listed = pending.notClosedBy.length === 0 ? {} : { not_closed_by: pending.notClosedBy };
    // Until completed, a reviewed deviation counts from its authorization; one not reviewed, from
    // the record that made it.
    const due = completed !== undefined
        ? (0,shared_calendar/* addDays */.fi)(completed.on, 30)
        : (0,shared_calendar/* addDays */.fi)((0,obligation_model/* dateOf */.Q$)(pending.opened, context), 30);
    if (closer !== undefined) {
        return {
            ...head,
            due,
            status: (0,obligation_model/* statusOf */.c2)(due, (0,obligation_model/* dateOf */.Q$)(closer.by, context), context),
            closed_by: closer.by,
            ...(closer.ref ? NOT_VERIFIED : {}),
            ...listed,
        };
    }
    if (reviewed && completed !== undefined && pending.differs !== true) {
        // The baseline merged at authorization already describes the completed change.
        return {
            ...head,
            due,
            status: (0,obligation_model/* statusOf */.c2)(due, (0,obligation_model/* dateOf */.Q$)(pending.opened, context), context),
            closed_by: pending.opened,
            ...(pending.ref ? NOT_VERIFIED : {}),
            ...listed,
        };
    }
    if (reviewed && completed === undefined) {
        const authorized = pending.review.authorized.at;
        const grace = (0,shared_calendar/* addDays */.fi)((0,shared_calendar/* dateIn */.m7)(authorized, context.calendar.timeZone), context.completionGraceDays);
        return {
            ...head,
            due: grace,
            status: context.today > grace ? "exception" : "open",
            reason: "completion not recorded",
            ...listed,
        };
    }
    const why = reviewed
        ? "the field change differs from the merged baseline: a reviewed baseline change closes it"
        : "the baseline was changed by a record no review authorized: a reviewed baseline change closes it";
    return { ...head, due, status: (0,obligation_model/* statusOf */.c2)(due, undefined, context), reason: why, ...listed };
}
/** A deviation that only a later reviewed baseline change can close. */
function waitsForBaseline(pending) {
    return !("authorized" in pending.review) || pending.differs === true;
}
/**
 * A completion note counts (the authority table's completion-note row) when one of the counted
 * approvers who authorized the deviation wrote it, dated no later than the record that carries it:
 * an approver of a later, unrelated pull request cannot close another change's R1.3, and a date in
 * the future cannot close it "on time".
 */
function completionAuthority(note, pending, entry) {
    const authorizers = "authorized" in pending.review ? pending.review.authorized.by : [];
    return (0,authority_authority/* judgeAuthority */.B8)({
        fact: "completion-note",
        origin: "reviewed-merge",
        approvedBy: authorizers.includes(note.login) ? ["deviation-approvers"] : [],
        dated: note.completed_on,
        recordedAt: entry.record.recorded_at,
    });
}

;// CONCATENATED MODULE: ./src/core/obligations/deviation-obligations.ts
// CIP-010 R1.2 to R1.6, opened by deviations (deviations.ts) and applied through the requirement
// table. Per deviation of an asset in scope:
// - R1.2: authorized by the counted approvals of the merged pull request that carries it (closed
//   by that record); an exception when it is not reviewed (a break-glass apply, a refused merge),
//   or when the field change was completed before it was authorized;
// - R1.3: 30 calendar days from the completion date (`/cip-010-completed`, `completed_on:`). The
//   baseline merged at authorization describes the change, so a recorded completion closes it;
//   until then it reads "completion not recorded", an exception once the grace days since the
//   authorization have passed. A completion that says the field change `differs`, and a deviation
//   no review authorized, wait for the next reviewed baseline change of the asset; a break-glass
//   or refused record that changes it closes nothing and is listed beside the obligation;
// - R1.4 (with the approvers' `/cip-010-r1.4` notes), R1.5 and R1.6 (when item 1.1.1, 1.1.2 or
//   1.1.5 changed): reminders, never closed.
// A system without `impact:` fails closed: every row is judged as for High, as an exception.








const R1 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.2");
const R1_5 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.5");
class DeviationObligations {
    #context;
    #emit;
    #workspaces = new Map();
    /** The digests every asset's declared baseline holds, each once. */
    #texts = new collections/* TextTable */.CV();
    constructor(context, emit) {
        this.#context = context;
        this.#emit = emit;
    }
    /** Each workspace's state, the map itself: a checkpoint reads it, a resumed pass fills it. */
    held() {
        return this.#workspaces;
    }
    add(entry) {
        const { record } = entry;
        if (record.kind === "configuration-monitoring")
            this.#verifyRefs(entry, record);
        if (record.kind !== "change")
            return;
        let state = this.#workspaces.get(record.workspace);
        if (state === undefined) {
            state = {
                keys: new deviations/* AssetKeys */.zi(),
                declared: new Map(),
                pending: new Map(),
                unverified: new Map(),
                inForce: this.#context,
            };
            this.#workspaces.set(record.workspace, state);
        }
        state.inForce = (0,obligation_model/* contextAt */.vP)(record, state.inForce);
        state.keys.learn(record);
        const review = reviewOf({ record, unauthenticated: entry.unauthenticated });
        const opened = [];
        // A record written before baselines were recorded says nothing about them.
        const atBase = record.change.base_baselines ?? [];
        for (const baseline of record.change.baselines ?? []) {
            const key = state.keys.keyOf(baseline);
            // What the ledger last declared; else what the base commit declared, which the record
            // carries: a baseline declared before the ledger's first record is the existing one; else,
            // when the base could not be read, one nobody read (fail closed: never a first declaration).
            const before = state.declared.get(key) ??
                this.#declaredAtBase(atBase, baseline) ??
                (record.change.base_baselines_unread === undefined ? undefined : deviations/* UNREAD_AT_BASE */.SB);
            state.declared.set(key, (0,deviations/* declaredOf */.yN)(baseline, this.#texts));
            // `software` records are baseline content, never Cyber Assets.
            if (baseline.asset_type === "software")
                continue;
            const items = (0,deviations/* changedItems */.bH)(before, baseline);
            if (items.length > 0) {
                this.#baselineChanged(state, key, entry, review, baseline);
                const pending = this.#deviation(key, baseline, items, entry, review, state.inForce);
                if (pending !== undefined) {
                    opened.push(pending);
                    state.pending.set(key, [...(state.pending.get(key) ?? []), pending]);
                }
            }
            const completedOn = baseline.completed_on;
            if (review.reviewed && completedOn !== undefined && completedOn !== before?.completedOn) {
                const approvedBy = approversShown(review, record, baseline.cyber_system);
                this.#completedOn(state, key, entry, { on: completedOn, approvedBy });
            }
        }
        if (review.reviewed)
            this.#notes(state, review, entry, opened);
    }
    /** The base's declaration of `baseline`'s asset that the record carries, if any. */
    #declaredAtBase(atBase, baseline) {
        const base = atBase.find((entry) => entry.cyber_system_id === baseline.cyber_system_id && entry.asset === baseline.asset);
        return base === undefined ? undefined : (0,deviations/* declaredOf */.yN)(base, this.#texts);
    }
    /** Every deviation still waiting, judged as of the pass's date; what no record verified. */
    finish() {
        for (const state of this.#workspaces.values()) {
            for (const list of state.pending.values())
                for (const pending of list)
                    this.#settle(pending);
            for (const held of state.unverified.values())
                for (const { obligation } of held)
                    this.#emit(obligation);
        }
        this.#workspaces.clear();
    }
    /**
     * A collector's record that fetched the documents baseline_refs name: each R1.3 closed by the
     * same reference (its digest) is verified when the document's SHA-256 is the one it states, and
     * says it is not when it differs; a record without authority verifies nothing, and is listed.
     */
    #verifyRefs(entry, record) {
        const state = this.#workspaces.get(record.workspace);
        if (state === undefined || state.unverified.size === 0)
            return;
        const authority = observationAuthority({ record, unauthenticated: entry.unauthenticated });
        for (const asset of record.configuration_monitoring.assets) {
            const check = asset.baseline_ref;
            if (check === undefined)
                continue;
            // Looked up, not learnt: a collector's record (with or without authority) never re-keys
            // an asset, and what it names is the same whether or not a baseline_ref waits.
            const key = state.keys.currentKey({
                asset: asset.name,
                ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
            });
            const waiting = state.unverified.get(key) ?? [];
            const held = waiting.filter((h) => h.digest === check.digest);
            if (!authority.authorized) {
                for (const { obligation } of held)
                    (obligation.not_closed_by ??= []).push({ record: (0,obligation_model/* refOf */.H8)(entry), why: authority.why });
                continue;
            }
            const left = waiting.filter((h) => h.digest !== check.digest);
            if (left.length === 0)
                state.unverified.delete(key);
            else
                state.unverified.set(key, left);
            for (const { obligation } of held) {
                if (check.matches) {
                    this.#emit({ ...verifiedAs(obligation), verified_by: (0,obligation_model/* refOf */.H8)(entry) });
                }
                else
                    this.#emit({
                        ...obligation,
                        reason: `the referenced baseline document fetched in record ${record.sequence} has SHA-256 ${check.fetched_sha256}, not the ${check.declared_sha256} its baseline_ref states`,
                    });
            }
        }
    }
    /** A change of `key`'s baseline: it closes what waits for one, if reviewed; else it is listed. */
    #baselineChanged(state, key, entry, review, baseline) {
        const list = state.pending.get(key);
        if (list === undefined)
            return;
        const waiting = list.filter((pending) => waitsForBaseline(pending));
        const closer = { by: (0,obligation_model/* refOf */.H8)(entry), ref: baseline.kind === "ref", digest: baseline.digest };
        for (const pending of waiting) {
            if (!review.reviewed)
                pending.notClosedBy.push({ record: (0,obligation_model/* refOf */.H8)(entry), why: review.why });
            else
                this.#settle(pending, closer, state);
        }
    }
    /** The obligations a deviation opens now (reminders), and the R1.2/R1.3 it leaves pending. */
    #deviation(key, baseline, items, entry, review, context) {
        const scope = {
            class: baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            impact: baseline.impact ?? "high",
            ...(baseline.erc === undefined ? {} : { erc: baseline.erc }),
        };
        if (!(0,requirements/* applies */.Br)(R1, scope))
            return undefined;
        const opened = (0,obligation_model/* refOf */.H8)(entry);
        const subject = {
            cyber_system_id: baseline.cyber_system_id,
            cyber_system: baseline.cyber_system ?? baseline.cyber_system_id,
            asset: baseline.asset,
            ...(key.startsWith("name:") ? {} : { asset_id: key }),
        };
        const undeclared = baseline.impact === undefined;
        const reminder = (kind, extra = {}) => this.#emit({
            ...this.#base(kind, subject, opened, items, context),
            due: null,
            status: undeclared ? "exception" : "reminder",
            ...(undeclared ? { reason: obligation_model/* UNDECLARED_IMPACT */.$4 } : {}),
            ...extra,
        });
        const notes = entry.record.kind === "change" ? verificationNotesOf(entry.record) : [];
        reminder("CIP-010 R1.4", notes.length === 0 ? {} : { notes });
        if ((0,requirements/* applies */.Br)(R1_5, scope))
            reminder("CIP-010 R1.5");
        // R1.6 only for the items its row names (1.1.1, 1.1.2, 1.1.5, or unknown): the table says.
        if ((0,requirements/* partsOpenedBy */.pK)(scope, items).includes("CIP-010 R1.6"))
            reminder("CIP-010 R1.6");
        if (undeclared) {
            for (const kind of ["CIP-010 R1.2", "CIP-010 R1.3"])
                this.#emit({
                    ...this.#base(kind, subject, opened, items, context),
                    due: (0,obligation_model/* dateOf */.Q$)(opened, context),
                    status: "exception",
                    reason: obligation_model/* UNDECLARED_IMPACT */.$4,
                });
            return undefined;
        }
        return {
            opened,
            key,
            subject,
            items,
            review: review.reviewed ? review : { why: review.why },
            ref: baseline.kind === "ref",
            digest: baseline.digest,
            notClosedBy: [],
            context,
        };
    }
    /** The completion notes of a reviewed record: for its own deviations, or an earlier one's (#N). */
    #notes(state, review, entry, opened) {
        for (const note of review.completions) {
            const named = note.pull_request;
            const targets = named === undefined
                ? opened
                : [...state.pending.values()]
                    .flat()
                    .filter((pending) => "authorized" in pending.review &&
                    pending.review.pullRequests.includes(named) &&
                    pending.opened.sequence < entry.record.sequence);
            const completed = {
                on: note.completed_on,
                by: (0,obligation_model/* refOf */.H8)(entry),
                ...(note.reference === undefined ? {} : { reference: note.reference }),
            };
            for (const pending of targets) {
                const authority = completionAuthority(note, pending, entry);
                if (authority.authorized)
                    this.#complete(state, pending, completed, note.differs === true);
                else
                    pending.notClosedBy.push({
                        record: (0,obligation_model/* refOf */.H8)(entry),
                        why: `the /cip-010-completed note of ${note.login} has no authority: ${authority.why}`,
                    });
            }
        }
    }
    /**
     * A reviewed record's new `completed_on:` of `key`'s baseline: it completes what waits when the
     * authority table's baseline-completed-on row lets it, approved by those the record shows; else
     * each obligation lists the record and why it closed nothing.
     */
    #completedOn(state, key, entry, dated) {
        const { on, approvedBy } = dated;
        const authority = (0,authority_authority/* judgeAuthority */.B8)({
            fact: "baseline-completed-on",
            origin: "reviewed-merge",
            approvedBy,
            dated: on,
            recordedAt: entry.record.recorded_at,
        });
        for (const pending of state.pending.get(key) ?? []) {
            if (authority.authorized)
                this.#complete(state, pending, { on, by: (0,obligation_model/* refOf */.H8)(entry) }, false);
            else
                pending.notClosedBy.push({
                    record: (0,obligation_model/* refOf */.H8)(entry),
                    why: `its completed_on: ${on} has no authority: ${authority.why}`,
                });
        }
    }
    /** Records a reviewed deviation's completion; settles it unless the field change differed. */
    #complete(state, pending, completed, differs) {
        if (pending.completed !== undefined || !("authorized" in pending.review))
            return;
        pending.completed = completed;
        pending.differs = differs;
        if (!differs)
            this.#settle(pending, undefined, state);
    }
    #settle(pending, closer, state) {
        for (const obligation of settleDeviation(pending, closer)) {
            // Closed by a baseline_ref: held until a collector's record checks the referenced document.
            if (obligation.closed_as !== undefined && state !== undefined)
                state.unverified.set(pending.key, [
                    ...(state.unverified.get(pending.key) ?? []),
                    { digest: closer?.digest ?? pending.digest, obligation },
                ]);
            else
                this.#emit(obligation);
        }
        if (state === undefined)
            return;
        const list = (state.pending.get(pending.key) ?? []).filter((other) => other !== pending);
        if (list.length === 0)
            state.pending.delete(pending.key);
        else
            state.pending.set(pending.key, list);
    }
    #base(kind, subject, opened, items, context) {
        return {
            kind,
            requirement: obligation_model/* REQUIREMENTS */.dq[kind],
            ...(0,obligation_model/* judgedVersion */.W2)(kind, opened, context),
            workspace: opened.workspace,
            subject,
            opened_by: opened,
            calendar: context.rule,
            items,
        };
    }
}
/** An R1.3 closed by a baseline_ref, once its document was fetched and found as the reference states. */
function verifiedAs({ closed_as: _, ...obligation }) {
    return obligation;
}

// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(53146);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(53049);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-evaluation.ts
var parse_patch_evaluation = __webpack_require__(17405);
// EXTERNAL MODULE: ./src/core/patches/parse-mitigation-plan.ts
var parse_mitigation_plan = __webpack_require__(27877);
// EXTERNAL MODULE: ./src/core/patches/patch-inputs.ts
var patch_inputs = __webpack_require__(15240);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-merges.ts











function nothingInForce() {
    return { files: new Map(), assets: new Map() };
}
/**
 * Whether `record` is the first a workspace's CIP-007 R2 pass reads: an accepted merge whose
 * baselines keep their patched items, or that carries patch files. Every record before it is
 * a record R2 has nothing to read in: baselines without items, no file, nothing open to close; the
 * CIP Senior Manager in force it would need, each merge record declares whole (governance).
 */
function startsPatchManagement(record) {
    if (record.kind !== "change" || !(0,facts_in_force/* isAccepted */.oB)(record))
        return false;
    const { change } = record;
    return (change.patch_files !== undefined ||
        (change.baselines ?? []).some((baseline) => baseline.patched !== undefined));
}
/**
 * The pass's reading of `entry`, a record of the workspace `inForce` follows (updated when the
 * record is an accepted merge); undefined for a record that speaks of no patch management (a drift
 * check, a collector's observation).
 */
function patchMergeOf(entry, inForce) {
    const { record } = entry;
    if (record.kind !== "change")
        return undefined;
    const { change } = record;
    const refused = (0,facts_in_force/* notAccepted */.LA)(record);
    const files = carriedFiles(change.patch_files, inForce, refused === undefined);
    const pulls = (0,evidence_record/* pullRequestsOf */.Tb)(change);
    const approvals = pulls.flatMap((pull) => pull.approved_by.map((login) => ({
        login,
        at: pull.approved_at?.[login] ?? record.recorded_at,
    })));
    const seniorManager = seniorManagerOf(change.governance?.senior_manager);
    return {
        record: (0,obligation_model/* refOf */.H8)(entry),
        ...(refused === undefined ? {} : { notAccepted: refused }),
        ...(change.calendar === undefined
            ? {}
            : {
                calendar: {
                    timeZone: change.calendar.time_zone,
                    dueSoonDays: change.calendar.due_soon_days,
                    monthEnd: change.calendar.month_end,
                },
                versions: change.calendar.standard_versions ?? [],
            }),
        ...(change.baselines === undefined || refused !== undefined
            ? {}
            : { assets: assetsOf(change.baselines, inForce, createdIds(change)) }),
        ...files,
        approvals,
        ...(seniorManager === undefined ? {} : { seniorManager }),
    };
}
/** The files `carried` puts in force that are not already, parsed; `inForce` kept when `accepted`. */
function carriedFiles(carried, inForce, accepted) {
    if (carried === undefined)
        return {};
    let sources;
    const evaluations = [];
    const plans = [];
    for (const { file, sha256, text } of carried.files) {
        // The digest of the text itself: a record whose stated digest is not its text's puts nothing
        // of the file in force (an edit after sealing also breaks the chain, which verify reports).
        const digest = `sha256:${(0,shared_sha256/* sha256Hex */.fg)(text)}`;
        if (digest !== sha256 || inForce.files.get(file) === digest)
            continue;
        if (accepted)
            inForce.files.set(file, digest);
        const read = parsedFile(file, digest, text);
        if (file === patch_files/* PATCH_SOURCES_FILE */.DK)
            sources = read ?? null;
        else if (read === undefined)
            continue;
        else if (file.startsWith(`${patch_files/* EVALUATIONS_FOLDER */.nH}/`))
            evaluations.push(read);
        else
            plans.push(read);
    }
    for (const file of carried.removed ?? []) {
        if (!inForce.files.has(file))
            continue;
        if (accepted)
            inForce.files.delete(file);
        if (file === patch_files/* PATCH_SOURCES_FILE */.DK)
            sources = null;
    }
    return {
        ...(sources === undefined ? {} : { sources }),
        ...(evaluations.length === 0 ? {} : { evaluations }),
        ...(plans.length === 0 ? {} : { plans }),
    };
}
/**
 * What `file` (its text of SHA-256 `digest`) says, or undefined when its parser refuses it: read
 * once a text, as every pass over the ledger (verify recomputes a checkpoint at each) meets the
 * same files. The values are never changed by the pass.
 */
function parsedFile(file, digest, text) {
    const key = `${file}\u0000${digest}`;
    if (PARSED.has(key))
        return PARSED.get(key);
    const parse = file === patch_files/* PATCH_SOURCES_FILE */.DK
        ? parse_patch_sources/* parsePatchSourcesText */.J
        : file.startsWith(`${patch_files/* EVALUATIONS_FOLDER */.nH}/`)
            ? parse_patch_evaluation/* parsePatchEvaluationText */.t
            : parse_mitigation_plan/* parseMitigationPlanText */.b;
    const value = parse(text, file).value;
    // Bounded: past the bound the oldest read is dropped, and read again if met again.
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the cache is at its bound, so it holds a first key
    if (PARSED.size >= PARSED_BOUND)
        PARSED.delete(PARSED.keys().next().value);
    PARSED.set(key, value);
    return value;
}
const PARSED_BOUND = 1_000;
const PARSED = new Map();
/**
 * The merge's assets: an asset read from the same digest, class, impact and system as before is
 * the object read then (patch-state.ts takes it as unchanged without reading it again).
 */
function assetsOf(baselines, inForce, created) {
    const read = new Map();
    const keyOf = keptKeys(inForce);
    const assets = baselines.map((baseline) => {
        const assetId = baseline.asset_id ?? created.get(createdKey(baseline.cyber_system_id, baseline.asset));
        const found = {
            cyber_system: baseline.cyber_system ?? baseline.cyber_system_id,
            cyber_system_id: baseline.cyber_system_id,
            asset: baseline.asset,
            ...(assetId === undefined ? {} : { asset_id: assetId }),
            class: baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            ...(baseline.asset_type === undefined ? {} : { type: baseline.asset_type }),
            impact: baseline.impact,
            // A baseline_ref, or a record written before records kept the items: items unseen.
            baseline: baseline.kind === "ref" ? "ref" : (baseline.patched ?? "ref"),
        };
        const kept = keyOf(found);
        const asset = kept === (0,patch_inputs/* assetKey */.e7)(found) ? found : { ...found, key: kept };
        const key = (0,patch_inputs/* assetKey */.e7)(asset);
        const from = JSON.stringify([
            baseline.digest,
            asset.class,
            asset.type ?? null,
            asset.impact ?? null,
            asset.cyber_system,
            asset.asset,
            asset.baseline === "ref",
            asset.asset_id ?? null,
        ]);
        const before = inForce.assets.get(key);
        const same = before?.from === from ? before : { from, asset };
        read.set(key, same);
        return same.asset;
    });
    inForce.assets = read;
    return assets;
}
/**
 * The ids the merge's apply gave the assets it created, by system id and name: its plan, made
 * before, declares their baselines without one, and every population joins by the id
 * (cyber-assets.csv has it from the same record).
 */
function createdIds(change) {
    const ids = new Map();
    for (const operation of change.change_record?.operations ?? [])
        if (operation.action === "create" && operation.result === "succeeded" && operation.asset_id)
            ids.set(createdKey(operation.cyber_system.id, operation.name), operation.asset_id);
    return ids;
}
function createdKey(cyberSystemId, name) {
    return `${cyberSystemId}\u0000${(0,shared_names/* nameKey */.Rc)(name)}`;
}
/**
 * The key each asset of a merge is followed by: the one its id had in force; for an id not in
 * force, the key of the asset of its system and name in force without an id (the merge that
 * created it, whose record has no id yet: the same asset, its items unchanged); else its own.
 */
function keptKeys(inForce) {
    const byId = new Map();
    const withoutId = new Set();
    for (const [key, { asset }] of inForce.assets)
        if (asset.asset_id === undefined)
            withoutId.add(key);
        else
            byId.set(asset.asset_id, key);
    return (asset) => {
        if (asset.asset_id === undefined)
            return (0,patch_inputs/* assetKey */.e7)(asset);
        const named = (0,patch_inputs/* namedAssetKey */.Vk)(asset);
        return byId.get(asset.asset_id) ?? (withoutId.has(named) ? named : asset.asset_id);
    };
}
/** The CIP Senior Manager and delegates a merge declares; undefined: not recorded (unchanged). */
function seniorManagerOf(declared) {
    if (declared === undefined)
        return undefined;
    const csm = declared?.csm ?? null;
    if (csm === null)
        return null;
    return {
        login: csm.login,
        delegates: csm.delegates.map((delegate) => ({
            login: delegate.login,
            actions: delegate.actions,
            delegatedOn: delegate.delegated_on,
        })),
    };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-checkpoint.ts


/** What the checkpoint keeps of the state in force and the fold's reading of the records. */
function heldInForce(state, read) {
    return {
        files: [...read.files],
        assets: state.assets.map((asset) => ({
            asset,
            from: read.assets.get((0,patch_inputs/* assetKey */.e7)(asset))?.from ?? "",
        })),
        sources: state.sources ?? null,
        plans: [...state.plans],
        senior_manager: state.seniorManager ?? null,
        declared_at: [...state.declaredAt],
        items: [...state.items].map(([key, { asset, item, version }]) => [
            key,
            { asset: (0,patch_inputs/* assetKey */.e7)(asset), item, version },
        ]),
        applied: [...state.applied],
        planned: [...state.planned],
        covered: [...state.covered],
        tracked: [...state.tracked],
        item_keys: [...state.itemKeys],
        present: [...state.present],
    };
}
/** The state in force and the fold's reading `held` keeps, each asset one object again. */
function restoreInForce(held) {
    const byAsset = new Map(held.assets.map(({ asset }) => [(0,patch_inputs/* assetKey */.e7)(asset), asset]));
    const state = {
        assets: held.assets.map(({ asset }) => asset),
        sources: held.sources ?? undefined,
        plans: new Map(held.plans),
        seniorManager: held.senior_manager ?? undefined,
        declaredAt: new Map(held.declared_at),
        items: new Map(held.items.map(([key, { asset, item, version }]) => [
            key,
            { asset: (0,collections/* getOrThrow */.Gp)(byAsset, asset, "the checkpoint's assets"), item, version },
        ])),
        applied: new Set(held.applied),
        planned: new Map(held.planned),
        covered: new Map(held.covered),
        tracked: new Set(held.tracked),
        byAsset,
        itemKeys: new Map(held.item_keys),
        present: new Map(held.present),
        // What the last merge changed is read at that merge's step only.
        changedAssets: new Set(),
    };
    const read = {
        files: new Map(held.files),
        assets: new Map(held.assets.map(({ asset, from }) => [(0,patch_inputs/* assetKey */.e7)(asset), { from, asset }])),
    };
    return { state, read };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-state.ts
// What is in force after each accepted merge, for the CIP-007 R2 pass: what the merges put there
// (assets, sources, plans, the CIP Senior Manager) and what the parts look up at every record,
// derived once when its input changes rather than at each look-up: the applicable items, which
// patches each asset's baseline lists, which plan names each patch, which source covers each item
// and which sources are tracked. A ledger of thousands of merges over thousands of assets is
// judged in one pass without reading every baseline at every record. Pure.



const NOTHING_IN_FORCE = {
    assets: [],
    sources: undefined,
    plans: new Map(),
    seniorManager: undefined,
    declaredAt: new Map(),
    items: new Map(),
    applied: new Set(),
    planned: new Map(),
    covered: new Map(),
    tracked: new Set(),
    byAsset: new Map(),
    itemKeys: new Map(),
    present: new Map(),
    changedAssets: new Set(),
};
/** What is in force after an accepted merge: what it changed, over what was. */
function inForceAfter(before, merge) {
    const sources = merge.sources === undefined ? before.sources : (merge.sources ?? undefined);
    const plans = merge.plans === undefined
        ? before.plans
        : new Map([...before.plans, ...merge.plans.map((plan) => [plan.id, plan])]);
    const assets = merge.assets === undefined ? unchangedAssets(before) : assetsAfter(before, merge.assets);
    const changed = merge.assets !== undefined || merge.sources !== undefined;
    return {
        ...assets,
        sources,
        plans,
        seniorManager: merge.seniorManager === undefined ? before.seniorManager : (merge.seniorManager ?? undefined),
        declaredAt: merge.sources === undefined
            ? before.declaredAt
            : declaredAt(before, sources?.noSource ?? [], merge.record.sequence),
        planned: merge.plans === undefined ? before.planned : plannedPatches(plans),
        covered: merge.sources === undefined ? before.covered : coveredBy(sources),
        tracked: changed ? trackedSources(assets.present, sources) : before.tracked,
    };
}
function unchangedAssets(before) {
    const { assets, items, applied, byAsset, itemKeys, present } = before;
    return { assets, items, applied, byAsset, itemKeys, present, changedAssets: new Set() };
}
/**
 * The assets after a merge that states them all: only those whose object differs from the one
 * in force (added, changed or removed) are read again, the rest kept as they were.
 */
function assetsAfter(before, assets) {
    const byAsset = new Map(assets.map((asset) => [(0,patch_inputs/* assetKey */.e7)(asset), asset]));
    const changedAssets = new Set();
    for (const [key, asset] of byAsset)
        if (before.byAsset.get(key) !== asset)
            changedAssets.add(key);
    for (const key of before.byAsset.keys())
        if (!byAsset.has(key))
            changedAssets.add(key);
    const items = new Map(before.items);
    const itemKeys = new Map(before.itemKeys);
    const present = new Map(before.present);
    const applied = new Set(before.applied);
    const count = (key, by) => present.set(key, (present.get(key) ?? 0) + by);
    for (const key of changedAssets) {
        for (const onAsset of before.itemKeys.get(key) ?? []) {
            count((0,patch_files/* itemKey */.Dh)((0,collections/* getOrThrow */.Gp)(items, onAsset, "the items in force").item), -1);
            items.delete(onAsset);
        }
        // An asset new in this merge had nothing applied before.
        const was = before.byAsset.get(key);
        if (was !== undefined)
            for (const patch of appliedPatches([was]))
                applied.delete(patch);
        const asset = byAsset.get(key);
        if (asset === undefined) {
            itemKeys.delete(key);
            continue;
        }
        const own = (0,patch_inputs/* applicableItems */._8)([asset]);
        for (const [onAsset, entry] of own) {
            items.set(onAsset, entry);
            count((0,patch_files/* itemKey */.Dh)(entry.item), 1);
        }
        itemKeys.set(key, [...own.keys()]);
        for (const patch of appliedPatches([asset]))
            applied.add(patch);
    }
    return { assets, items, applied, byAsset, itemKeys, present, changedAssets };
}
/** The items a sources file covers, by item key, each with the first source covering it. */
function coveredBy(sources) {
    const covered = new Map();
    for (const source of sources?.sources ?? [])
        for (const item of source.covers)
            if (!covered.has((0,patch_files/* itemKey */.Dh)(item)))
                covered.set((0,patch_files/* itemKey */.Dh)(item), source.id);
    return covered;
}
/** The patches the assets' baselines list, each as onAssetKey(asset, patch). */
function appliedPatches(assets) {
    const applied = new Set();
    for (const asset of assets)
        if (asset.baseline !== "ref")
            for (const patch of asset.baseline.patches)
                applied.add((0,patch_inputs/* onAssetKey */.XI)((0,patch_inputs/* assetKey */.e7)(asset), (0,patch_files/* patchKey */.kP)(patch)));
    return applied;
}
/** Per patch key, a plan that names it. */
function plannedPatches(plans) {
    const planned = new Map();
    for (const plan of plans.values())
        for (const patch of plan.patches)
            if (!planned.has((0,patch_files/* patchKey */.kP)(patch)))
                planned.set((0,patch_files/* patchKey */.kP)(patch), plan.id);
    return planned;
}
function trackedSources(present, sources) {
    return new Set((sources?.sources ?? [])
        .filter((source) => source.covers.some((item) => (present.get((0,patch_files/* itemKey */.Dh)(item)) ?? 0) > 0))
        .map((source) => source.id));
}
/** Per declared item, the record that last added or changed its declaration. */
function declaredAt(before, declarations, sequence) {
    const words = (declaration) => `${declaration.kind}\u0000${declaration.reason}`;
    const was = new Map((before.sources?.noSource ?? []).map((d) => [(0,patch_files/* itemKey */.Dh)(d.item), words(d)]));
    return new Map(declarations.map((declaration) => {
        const key = (0,patch_files/* itemKey */.Dh)(declaration.item);
        const same = was.get(key) === words(declaration);
        return [key, same ? (before.declaredAt.get(key) ?? sequence) : sequence];
    }));
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-merge.ts
/** The obligation's subject for an asset. */
function assetSubject(asset) {
    return {
        cyber_system: asset.cyber_system,
        ...(asset.cyber_system_id === undefined ? {} : { cyber_system_id: asset.cyber_system_id }),
        asset: asset.asset,
        ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
    };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-obligation.ts
// What the four CIP-007 R2 judgements share: the facts in force when a record is judged, an
// obligation's common fields, the days a lapse lasted and its band, and why a record that is no
// accepted merge closes nothing (the authority table's words). Pure.



/** CIP-007-6 R2.2 and R2.3's clock: 35 calendar days. */
const PATCH_INTERVAL_DAYS = 35;
/** The fields every CIP-007 R2 obligation has. */
function patchObligation(kind, opened, subject, patching, context) {
    return {
        kind,
        requirement: obligation_model/* REQUIREMENTS */.dq[kind],
        ...(0,obligation_model/* judgedVersion */.W2)(kind, opened, context),
        workspace: opened.workspace,
        subject,
        opened_by: opened,
        due: null,
        status: "open",
        calendar: context.rule,
        patching,
    };
}
/** What an obligation says of the evaluation that closed it (R2.2) or found its patch (R2.3). */
function evaluationFacts(evaluation) {
    return {
        file: evaluation.file,
        releases_since: evaluation.releasesSince,
        patches: evaluation.patches.length,
        applicable: evaluation.patches.filter((patch) => patch.applicable).length,
    };
}
/** Calendar days from `start` to `end` (both YYYY-MM-DD). */
function daysBetween(start, end) {
    return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}
/**
 * The band of a lapse of R2.2 or R2.3 in the tool's reading of the standard's VSL table: done by
 * the 35th calendar day, none; by the 49th, lower; by the 64th, moderate; later, high (the 65th
 * is high: the harsher reading of the table's boundary).
 */
function lapseBand(days) {
    if (days <= PATCH_INTERVAL_DAYS)
        return undefined;
    if (days < 50)
        return "lower";
    return days < 65 ? "moderate" : "high";
}
/** Due, status and lapse of an obligation of 35 days from `start`, closed on `closedOn` if it is. */
function intervalStatus(o, start, closedOn, context) {
    o.due = (0,shared_calendar/* addDays */.fi)(start, PATCH_INTERVAL_DAYS);
    o.status = (0,obligation_model/* statusOf */.c2)(o.due, closedOn, context);
    const lapse = lapseBand(daysBetween(start, closedOn ?? context.today));
    if (lapse !== undefined)
        o.patching = { ...o.patching, lapse };
}
/** Why `merge`, which is no accepted merge, cannot assert `fact`: the authority table's words. */
function refusedWhy(merge, fact) {
    const judged = (0,authority_authority/* judgeAuthority */.B8)({
        fact,
        origin: { outside: merge.notAccepted ?? "an unknown record" },
        approvedBy: [],
        recordedAt: merge.record.recorded_at,
    });
    return judged.authorized ? "" : judged.why;
}
/** Lists `merge` on `o` as a record that would have closed it and could not. */
function notClosedBy(o, merge, why) {
    (o.not_closed_by ??= []).push({ record: merge.record, why });
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/source-identification.ts





const NO_SOURCE = "no patch source covers the item and no no_source declaration reviewed since its last change";
class SourceIdentification {
    #current = new Map();
    /** The keys of the identifications still open. */
    #pending = new Set();
    #done = [];
    /** An accepted merge: items added or changed open; what is now in force closes. */
    accept(step) {
        const opened = [];
        // Only the items of the assets the merge changed can open or leave.
        for (const asset of step.after.changedAssets) {
            const was = step.before.itemKeys.get(asset) ?? [];
            for (const key of new Set([...was, ...(step.after.itemKeys.get(asset) ?? [])])) {
                const entry = step.after.items.get(key);
                const held = this.#current.get(key);
                if (held !== undefined && held.version === entry?.version)
                    continue;
                if (held !== undefined)
                    this.#end(key, held, step);
                if (entry === undefined)
                    continue;
                this.#current.set(key, this.#open(step, entry));
                this.#pending.add(key);
                opened.push(key);
            }
        }
        // A sources file changed may close any identification still open; else only those just opened.
        const closing = step.merge.sources === undefined ? opened : [...this.#pending];
        for (const key of closing)
            this.#close(key, (0,collections/* getOrThrow */.Gp)(this.#current, key, "the open identifications"), step);
    }
    /** A record that is no accepted merge: a source it would have added closes nothing. */
    refuse(step) {
        if (step.merge.sources == null)
            return;
        const wouldCover = coveredBy(step.merge.sources);
        const why = refusedWhy(step.merge, "patch-sources");
        for (const key of this.#pending) {
            const held = (0,collections/* getOrThrow */.Gp)(this.#current, key, "the open identifications");
            if (wouldCover.has((0,patch_files/* itemKey */.Dh)(held.item)))
                notClosedBy(held.obligation, step.merge, why);
        }
    }
    /** The identifications ended since the last call: decided, never changed again. */
    drain() {
        return this.#done.splice(0);
    }
    /** The identifications still held, closed or not. */
    finish() {
        return [...this.drain(), ...[...this.#current.values()].map((held) => held.obligation)];
    }
    /** What it holds, as plain JSON (patch-checkpoint.ts), after drain(). */
    held() {
        return { current: [...this.#current], pending: [...this.#pending] };
    }
    /** Holds what held() gave. */
    restore({ current, pending }) {
        for (const [key, held] of current)
            this.#current.set(key, held);
        for (const key of pending)
            this.#pending.add(key);
    }
    #open(step, entry) {
        const item = { ...entry.item, version: entry.version };
        const obligation = patchObligation("CIP-007 R2.1", step.merge.record, assetSubject(entry.asset), { item }, step.context);
        obligation.status = "exception";
        obligation.reason = NO_SOURCE;
        return { obligation, item: entry.item, version: entry.version };
    }
    #close(key, held, step) {
        const item = (0,patch_files/* itemKey */.Dh)(held.item);
        const source = step.after.covered.get(item);
        const declared = step.after.declaredAt.get(item);
        const opened = held.obligation.opened_by.sequence;
        if (source === undefined && (declared === undefined || declared < opened))
            return;
        const o = held.obligation;
        o.status = "closed";
        o.closed_by = step.merge.record;
        delete o.reason;
        if (source !== undefined)
            o.patching = { ...o.patching, source };
        else {
            const declaration = step.after.sources?.noSource.find((d) => (0,patch_files/* itemKey */.Dh)(d.item) === item);
            if (declaration !== undefined)
                o.patching = {
                    ...o.patching,
                    no_source: { kind: declaration.kind, reason: declaration.reason },
                };
        }
        this.#pending.delete(key);
    }
    /** An identification whose item changed or left: closed stays closed; open stays an exception. */
    #end(key, held, step) {
        held.obligation.patching = { ...held.obligation.patching, ended_by: step.merge.record };
        this.#done.push(held.obligation);
        this.#current.delete(key);
        this.#pending.delete(key);
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/evaluation-intervals.ts
// CIP-007-6 R2.2: "At least once every 35 calendar days, evaluate security patches for
// applicability that have been released since the last evaluation from the source or sources
// identified in Part 2.1." Per source: the first interval opens on the record that first
// identifies the source for an item of an applicable asset's baseline; each accepted evaluation
// of the source closes the interval open and opens the next from its own record. An evaluation
// whose releases_since is later than the day of the source's previous evaluation leaves the
// releases between unevaluated: it closes the interval, as an exception naming the gap. A source
// that stops being tracked ends its interval: one already due stays as it stood, one not yet due
// leaves no obligation. Pure.




class EvaluationIntervals {
    #open = new Map();
    #done = [];
    accept(step) {
        const evaluations = [...(step.merge.evaluations ?? [])].sort((a, b) => (0,shared_names/* compareCodePoints */.OP)(a.releasesSince, b.releasesSince));
        const { tracked } = step.after;
        // A source identified by this merge opens its first interval, which an evaluation in the same
        // merge closes on its first day.
        for (const source of tracked)
            if (!this.#open.has(source))
                this.#open.set(source, this.#interval(step, source));
        for (const evaluation of evaluations)
            this.#evaluated(step, evaluation);
        for (const [source, interval] of this.#open)
            if (!tracked.has(source)) {
                this.#open.delete(source);
                this.#untracked(interval, step);
            }
    }
    refuse(step) {
        const why = refusedWhy(step.merge, "patch-evaluation");
        for (const evaluation of step.merge.evaluations ?? []) {
            const interval = this.#open.get(evaluation.source);
            if (interval !== undefined)
                notClosedBy(interval.obligation, step.merge, why);
        }
    }
    /** The intervals decided since the last call: closed, or ended by a source no longer tracked. */
    drain() {
        return this.#done.splice(0);
    }
    finish() {
        return [...this.drain(), ...this.#open.values()];
    }
    /** The open intervals by source, as plain JSON (patch-checkpoint.ts), after drain(). */
    held() {
        return [...this.#open];
    }
    restore(open) {
        for (const [source, interval] of open)
            this.#open.set(source, interval);
    }
    #interval(step, source, previousEvaluation) {
        const obligation = patchObligation("CIP-007 R2.2", step.merge.record, {}, { source }, step.context);
        return {
            obligation,
            start: step.on,
            ...(previousEvaluation === undefined ? {} : { previousEvaluation }),
        };
    }
    #evaluated(step, evaluation) {
        const interval = this.#open.get(evaluation.source);
        if (interval === undefined)
            return;
        const o = interval.obligation;
        // Releases it could not have seen yet: an evaluation of days still to come closes nothing.
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the list holds releasesSince at least
        const latest = [evaluation.releasesSince, ...evaluation.patches.map((p) => p.released)]
            .sort(shared_names/* compareCodePoints */.OP)
            .at(-1);
        const dated = (0,authority_authority/* judgeDate */.S2)("patch-evaluation", latest, step.merge.record.recorded_at);
        if (!dated.authorized) {
            notClosedBy(o, step.merge, `${evaluation.file}: ${dated.why}`);
            return;
        }
        o.closed_by = step.merge.record;
        o.patching = { ...o.patching, evaluation: evaluationFacts(evaluation) };
        interval.closedOn = step.on;
        const previous = interval.previousEvaluation;
        if (previous !== undefined && evaluation.releasesSince > previous) {
            const gap = { from: previous, to: (0,shared_calendar/* addDays */.fi)(evaluation.releasesSince, -1) };
            o.patching = { ...o.patching, releases_gap: gap };
            o.reason = `${evaluation.file} covers releases since ${evaluation.releasesSince}, not since the previous evaluation on ${previous}: releases from ${gap.from} to ${gap.to} were not evaluated`;
        }
        this.#done.push(interval);
        this.#open.set(evaluation.source, this.#interval(step, evaluation.source, step.on));
    }
    /** The source stopped being tracked: an interval not yet due leaves nothing. */
    #untracked(interval, step) {
        if (step.on <= (0,shared_calendar/* addDays */.fi)(interval.start, PATCH_INTERVAL_DAYS))
            return;
        interval.obligation.reason = `the source stopped being tracked for an applicable item (record #${step.merge.record.sequence}) after its due date, never evaluated`;
        interval.stoppedOn = step.on;
        this.#done.push(interval);
    }
}
/** An interval judged as of the context's day: due 35 days from its start; a gap an exception. */
function judgedInterval(interval, context) {
    const o = interval.obligation;
    // A source no longer tracked lapsed until the day it stopped, never since.
    const asOf = interval.stoppedOn === undefined ? context : { ...context, today: interval.stoppedOn };
    intervalStatus(o, interval.start, interval.closedOn, asOf);
    if (o.patching?.releases_gap !== undefined)
        o.status = "exception";
    return o;
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/applicable-patches.ts







/** A patch's obligation judged: as of the day its item left the baseline, if it did. */
function judgedDue(due, context) {
    const asOf = due.leftOn === undefined ? context : { ...context, today: due.leftOn };
    intervalStatus(due.obligation, due.start, due.closedOn, asOf);
    return due.obligation;
}
class ApplicablePatches {
    #open = new Map();
    /** The keys of the open obligations of each asset. */
    #byAsset = new Map();
    #done = [];
    #seen = new Set();
    accept(step) {
        const { items } = step.after;
        const opened = (step.merge.evaluations ?? []).flatMap((evaluation) => evaluation.patches
            .filter((entry) => entry.applicable)
            .flatMap((patch) => this.#found(step, evaluation, patch, items)));
        // What just opened; any open, when plans changed; else those of the assets the merge changed.
        const keys = new Set(opened);
        if (step.merge.plans !== undefined)
            for (const key of this.#open.keys())
                keys.add(key);
        else
            for (const asset of step.after.changedAssets)
                for (const key of this.#byAsset.get(asset) ?? [])
                    keys.add(key);
        for (const key of keys) {
            const due = (0,collections/* getOrThrow */.Gp)(this.#open, key, "the open patches");
            if (!items.has((0,patch_inputs/* onAssetKey */.XI)(due.asset, due.itemKey)))
                this.#left(key, due, step);
            else
                this.#close(key, due, step);
        }
    }
    refuse(step) {
        const applied = step.merge.assets === undefined ? undefined : appliedPatches(step.merge.assets);
        const planned = plannedPatches(step.merge.plans ?? []);
        for (const due of this.#open.values()) {
            if (applied?.has((0,patch_inputs/* onAssetKey */.XI)(due.asset, due.patch)) === true)
                notClosedBy(due.obligation, step.merge, refusedWhy(step.merge, "baseline"));
            else if (planned.has(due.patch))
                notClosedBy(due.obligation, step.merge, refusedWhy(step.merge, "mitigation-plan"));
        }
    }
    /**
     * The obligations decided since the last call, judged: each closed, or ended by its item leaving
     * the baseline, so judged by its own days, never by `context`'s.
     */
    drain(context) {
        return this.#done.splice(0).map((due) => judgedDue(due, context));
    }
    finish(context) {
        return [...this.drain(context), ...[...this.#open.values()].map((d) => judgedDue(d, context))];
    }
    /** What it holds, as plain JSON (patch-checkpoint.ts), after drain(). */
    held() {
        return {
            open: [...this.#open],
            by_asset: [...this.#byAsset].map(([asset, keys]) => [asset, [...keys]]),
            seen: [...this.#seen],
        };
    }
    restore(held) {
        for (const [key, due] of held.open)
            this.#open.set(key, due);
        for (const [asset, keys] of held.by_asset)
            this.#byAsset.set(asset, new Set(keys));
        for (const key of held.seen)
            this.#seen.add(key);
    }
    #found(step, evaluation, patch, items) {
        const opened = [];
        for (const entry of items.values()) {
            if ((0,patch_files/* itemKey */.Dh)(entry.item) !== (0,patch_files/* itemKey */.Dh)(patch.item))
                continue;
            const key = (0,patch_inputs/* onAssetKey */.XI)((0,patch_inputs/* assetKey */.e7)(entry.asset), (0,patch_files/* patchKey */.kP)(patch.id));
            // One obligation per patch and asset: a later evaluation listing it again opens none.
            if (this.#seen.has(key))
                continue;
            this.#seen.add(key);
            const due = this.#due(step, evaluation, patch, entry);
            this.#open.set(key, due);
            const ofAsset = this.#byAsset.get(due.asset) ?? new Set();
            this.#byAsset.set(due.asset, ofAsset.add(key));
            opened.push(key);
        }
        return opened;
    }
    #due(step, evaluation, patch, entry) {
        const item = { ...entry.item, version: entry.version };
        const obligation = patchObligation("CIP-007 R2.3", step.merge.record, assetSubject(entry.asset), { item, source: evaluation.source, patch: patch.id, evaluation: evaluationFacts(evaluation) }, step.context);
        return {
            obligation,
            asset: (0,patch_inputs/* assetKey */.e7)(entry.asset),
            patch: (0,patch_files/* patchKey */.kP)(patch.id),
            itemKey: (0,patch_files/* itemKey */.Dh)(entry.item),
            start: step.on,
        };
    }
    #close(key, due, step) {
        const byBaseline = step.after.applied.has((0,patch_inputs/* onAssetKey */.XI)(due.asset, due.patch));
        const plan = byBaseline ? undefined : step.after.planned.get(due.patch);
        if (!byBaseline && plan === undefined)
            return;
        const o = due.obligation;
        o.closed_by = step.merge.record;
        if (plan !== undefined)
            o.patching = { ...o.patching, plan };
        due.closedOn = step.on;
        this.#forget(key, due);
        this.#done.push(due);
    }
    #forget(key, due) {
        this.#open.delete(key);
        this.#byAsset.get(due.asset)?.delete(key);
    }
    /** The item left the asset's baseline: not yet due, nothing to apply; due, it stays. */
    #left(key, due, step) {
        this.#forget(key, due);
        if (step.on <= (0,shared_calendar/* addDays */.fi)(due.start, PATCH_INTERVAL_DAYS))
            return;
        due.leftOn = step.on;
        due.obligation.reason = `the item left the asset's baseline (record #${step.merge.record.sequence}) after the due date, neither applied nor mitigated`;
        this.#done.push(due);
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/plan-approval.ts
// Whether a change of a mitigation plan's timeframe (a revision or an extension) is approved as
// CIP-007-6 R2.4 asks: "unless a revision to the plan or an extension to the timeframe specified
// in Part 2.3 is approved by the CIP Senior Manager or delegate". A counted approver of the merge
// approves it when they are the CIP Senior Manager in force before the merge, or a delegate in
// force then whose delegation names the action cip-007-r2.4 and is dated no later than the day
// they approved (in the calendar's time zone); judged through the authority table's row. Pure.


/** The delegated action that approves a plan's revision or extension. */
const PLAN_CHANGE_ACTION = "cip-007-r2.4";
function timeframeApproval(merge, seniorManager, timeZone) {
    const reasons = [];
    let by;
    for (const { login, at } of merge.approvals) {
        const same = (other) => other.toLowerCase() === login.toLowerCase();
        const day = (0,shared_calendar/* dateIn */.m7)(at, timeZone);
        const delegate = seniorManager?.delegates.find((candidate) => same(candidate.login));
        if (seniorManager !== undefined && same(seniorManager.login))
            by = `${login} (CIP Senior Manager)`;
        else if (delegate === undefined)
            continue;
        else if (!delegate.actions.includes(PLAN_CHANGE_ACTION))
            reasons.push(`${login}'s delegation covers ${delegate.actions.join(", ")}, not ${PLAN_CHANGE_ACTION}`);
        else if (delegate.delegatedOn > day)
            reasons.push(`${login}'s delegation of ${PLAN_CHANGE_ACTION} dates from ${delegate.delegatedOn}, after their approval on ${day}`);
        else
            by = `${login} (delegate for ${PLAN_CHANGE_ACTION} since ${delegate.delegatedOn})`;
        if (by !== undefined)
            break;
    }
    const judged = (0,authority_authority/* judgeAuthority */.B8)({
        fact: "plan-timeframe-change",
        origin: "reviewed-merge",
        approvedBy: by === undefined
            ? ["counted-approvals"]
            : ["counted-approvals", "senior-manager-or-delegate"],
        recordedAt: merge.record.recorded_at,
    });
    if (judged.authorized && by !== undefined)
        return { approved: true, by };
    const why = judged.authorized ? "" : judged.why;
    return { approved: false, why: [why, ...reasons].filter((text) => text !== "").join(": ") };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/mitigation-plans.ts
// CIP-007-6 R2.4: "For each mitigation plan created or revised in Part 2.3, implement the plan
// within the timeframe specified in the plan, unless a revision to the plan or an extension to the
// timeframe specified in Part 2.3 is approved by the CIP Senior Manager or delegate." Per plan,
// from the accepted record that first puts it in force: due on its `by` date, or, for a plan whose
// timeframe is an event, on the day a later reviewed change records the event occurred (no due
// date until then); closed by `implemented_on` in an accepted merge, never dated after that
// merge's record. A change of the timeframe moves the due date only when approved as
// plan-approval.ts judges; otherwise the due date in force stays and the plan is an exception
// naming the change (the standard's VSL table makes both lapses severe). Pure.





class PlanTimeframes {
    #plans = new Map();
    accept(step) {
        for (const plan of step.merge.plans ?? []) {
            let held = this.#plans.get(plan.id);
            if (held === undefined) {
                held = this.#open(step, plan);
                this.#plans.set(plan.id, held);
            }
            else if (changesTimeframe(held, plan))
                this.#changed(step, held, plan);
            this.#dates(step, held, plan);
        }
    }
    refuse(step) {
        for (const plan of step.merge.plans ?? []) {
            const held = this.#plans.get(plan.id);
            if (held === undefined || held.implementedOn !== undefined)
                continue;
            if (plan.implementedOn !== undefined)
                notClosedBy(held.obligation, step.merge, refusedWhy(step.merge, "plan-implemented"));
            // A change that never took force: listed, and the timeframe in force stays.
            if (changesTimeframe(held, plan))
                notClosedBy(held.obligation, step.merge, refusedWhy(step.merge, "plan-timeframe-change"));
        }
    }
    finish(context) {
        return [...this.#plans.values()].map((held) => judgedPlan(held, context));
    }
    /** Every plan put in force, as plain JSON (patch-checkpoint.ts): a later merge may change it. */
    held() {
        return [...this.#plans];
    }
    restore(plans) {
        for (const [id, held] of plans)
            this.#plans.set(id, held);
    }
    #open(step, plan) {
        const obligation = patchObligation("CIP-007 R2.4", step.merge.record, {}, { plan: plan.id }, step.context);
        return { obligation, timeframe: plan.timeframe, unapproved: false };
    }
    #changed(step, held, plan) {
        const { timeframe } = plan;
        const approval = timeframeApproval(step.merge, step.before.seniorManager, step.context.calendar.timeZone);
        if (!approval.approved) {
            this.#unapproved(held, step, plan, approval.why);
            return;
        }
        held.timeframe = timeframe;
        // The approved change's event day, if it has one, is read as a first one (#dates).
        delete held.eventOccurredOn;
        const change = {
            record: step.merge.record,
            to: planTimeframeText(plan),
            approved_by: approval.by,
        };
        held.obligation.patching = {
            ...held.obligation.patching,
            timeframe_changes: [...(held.obligation.patching?.timeframe_changes ?? []), change],
        };
    }
    #unapproved(held, step, plan, why) {
        held.unapproved = true;
        const changes = held.obligation.patching?.timeframe_changes ?? [];
        const to = planTimeframeText(plan);
        // The file keeps saying it at each later merge of the plan: listed once, where it was written.
        const last = changes.at(-1);
        if (last !== undefined && last.to === to && last.approved_by === undefined)
            return;
        const change = { record: step.merge.record, to, why };
        held.obligation.patching = {
            ...held.obligation.patching,
            timeframe_changes: [...changes, change],
        };
    }
    /** The event's day (first recorded only) and the implementation, each dated no later than its record. */
    #dates(step, held, plan) {
        const recordedAt = step.merge.record.recorded_at;
        if (plan.eventOccurredOn !== undefined &&
            held.eventOccurredOn === undefined &&
            "event" in held.timeframe) {
            const judged = (0,authority_authority/* judgeDate */.S2)("plan-event-occurred", plan.eventOccurredOn, recordedAt);
            if (judged.authorized)
                held.eventOccurredOn = plan.eventOccurredOn;
            else
                notClosedBy(held.obligation, step.merge, judged.why);
        }
        if (plan.implementedOn !== undefined && held.implementedOn === undefined) {
            const judged = (0,authority_authority/* judgeDate */.S2)("plan-implemented", plan.implementedOn, recordedAt);
            if (!judged.authorized)
                notClosedBy(held.obligation, step.merge, judged.why);
            else {
                held.implementedOn = plan.implementedOn;
                held.obligation.closed_by = step.merge.record;
            }
        }
    }
}
/**
 * Whether `plan` changes the timeframe in force: another date or event, or another day for an
 * event already recorded (the first day recorded sets the due date; a later one would move it).
 */
function changesTimeframe(held, plan) {
    if ((0,patch_files/* timeframeText */.OD)(plan.timeframe) !== (0,patch_files/* timeframeText */.OD)(held.timeframe))
        return true;
    return held.eventOccurredOn !== undefined && plan.eventOccurredOn !== held.eventOccurredOn;
}
/** The timeframe a plan's version states, with its event's day when it records one. */
function planTimeframeText(plan) {
    const occurred = plan.eventOccurredOn === undefined ? "" : `, which occurred on ${plan.eventOccurredOn}`;
    return `${(0,patch_files/* timeframeText */.OD)(plan.timeframe)}${occurred}`;
}
/** A plan judged as of the context's day. */
function judgedPlan(held, context) {
    const o = held.obligation;
    o.due = "by" in held.timeframe ? held.timeframe.by : (held.eventOccurredOn ?? null);
    if (o.due === null) {
        o.status = held.implementedOn === undefined ? "open" : "closed";
        if (held.implementedOn === undefined)
            o.reason = `no due date until a reviewed change records the day the event occurred (event_occurred_on): ${(0,patch_files/* timeframeText */.OD)(held.timeframe)}`;
    }
    else
        o.status = (0,obligation_model/* statusOf */.c2)(o.due, held.implementedOn, context);
    const lapsed = o.status === "overdue" || o.status === "closed-late";
    if (held.unapproved) {
        o.status = "exception";
        o.reason = `a change of its timeframe was not approved by the CIP Senior Manager or a delegate holding cip-007-r2.4: ${o.due === null ? "it keeps no due date" : `the due date stays ${o.due}`}`;
    }
    if (held.unapproved || lapsed)
        o.patching = { ...o.patching, lapse: "severe" };
    const occurred = held.eventOccurredOn === undefined ? "" : `, which occurred on ${held.eventOccurredOn}`;
    o.patching = {
        ...o.patching,
        timeframe: `${(0,patch_files/* timeframeText */.OD)(held.timeframe)}${occurred}`,
        ...(held.implementedOn === undefined ? {} : { implemented_on: held.implementedOn }),
    };
    return o;
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-obligations.ts
// The CIP-007-6 R2 obligations of one workspace: one pass over its records in ledger order, each
// accepted merge putting its files and baselines in force and every part judging the step (R2.1
// source-identification.ts, R2.2 evaluation-intervals.ts, R2.3 applicable-patches.ts, R2.4
// mitigation-plans.ts); a record that is no accepted merge (a refused merge, a break-glass apply)
// changes nothing in force and closes nothing: each obligation it would have closed lists it with
// why, in the authority table's words. The obligations are core/obligations' own (Obligation),
// their subject's patch-management facts in `patching`. Dates are calendar days in the calendar
// in force at the record (a merge's kept calendar, from accepted merges only). Pure.









/**
 * The CIP-007 R2 obligations of `merges` (one workspace's records, any order) as of `asOf`: an
 * instant, or a date (YYYY-MM-DD) in the calendar's time zone; sorted as every obligation is.
 */
function patchObligations(merges, asOf, calendar) {
    const today = typeof asOf === "string" ? asOf : dateIn(asOf, calendar.timeZone);
    const pass = {
        calendar,
        today,
        rule: calendarRule(calendar),
        completionGraceDays: DEFAULT_COMPLETION_GRACE_DAYS,
    };
    const found = [];
    const patching = new PatchManagementPass(pass, (obligation) => found.push(obligation));
    let context = pass;
    for (const merge of [...merges].sort((a, b) => a.record.sequence - b.record.sequence)) {
        // Only an accepted merge puts its calendar (and versions) in force, as contextAt reads a record's.
        if (merge.notAccepted === undefined && merge.calendar !== undefined)
            context = withVersions(withCalendar(pass, merge.calendar), merge.versions ?? []);
        patching.add(merge, context);
    }
    return [...found, ...patching.finish()].sort(compareObligations);
}
/**
 * One workspace's CIP-007 R2 pass: its records fed in chain order, each judged in the calendar in
 * force at it; what each record decides for good handed to `decided` as it is decided (judged as
 * of `pass`'s day, which nothing decided depends on), what is still open at finish.
 */
class PatchManagementPass {
    #pass;
    #decided;
    #parts = {
        r21: new SourceIdentification(),
        r22: new EvaluationIntervals(),
        r23: new ApplicablePatches(),
        r24: new PlanTimeframes(),
    };
    #state = NOTHING_IN_FORCE;
    /** What the records put in force, as patchMergeOf reads them. */
    #read = nothingInForce();
    constructor(pass, decided) {
        this.#pass = pass;
        this.#decided = decided;
    }
    /** A pass in the state `held` keeps (patch-checkpoint.ts). */
    static resume(held, pass, decided) {
        const resumed = new PatchManagementPass(pass, decided);
        const { state, read } = restoreInForce(held);
        resumed.#state = state;
        resumed.#read = read;
        const parts = resumed.#parts;
        parts.r21.restore(held.parts.r21);
        parts.r22.restore(held.parts.r22);
        parts.r23.restore(held.parts.r23);
        parts.r24.restore(held.parts.r24);
        return resumed;
    }
    /** The workspace's next record, judged in the calendar in force at it. */
    addRecord(entry, context) {
        const merge = patchMergeOf(entry, this.#read);
        if (merge !== undefined)
            this.add(merge, context);
    }
    add(merge, context) {
        const accepted = merge.notAccepted === undefined;
        const after = accepted ? inForceAfter(this.#state, merge) : this.#state;
        const on = (0,shared_calendar/* dateIn */.m7)(merge.record.recorded_at, context.calendar.timeZone);
        const step = { merge, before: this.#state, after, context, on };
        for (const part of Object.values(this.#parts)) {
            if (accepted)
                part.accept(step);
            else
                part.refuse(step);
        }
        this.#state = after;
        const parts = this.#parts;
        for (const obligation of [
            ...parts.r21.drain(),
            ...parts.r22.drain().map((interval) => judgedInterval(interval, this.#pass)),
            ...parts.r23.drain(this.#pass),
        ])
            this.#decided(obligation);
    }
    /** What it holds, as plain JSON: resumed with the records after it, it judges as this pass. */
    checkpoint(workspace) {
        const parts = this.#parts;
        return {
            workspace,
            ...heldInForce(this.#state, this.#read),
            parts: {
                r21: parts.r21.held(),
                r22: parts.r22.held(),
                r23: parts.r23.held(),
                r24: parts.r24.held(),
            },
        };
    }
    /** The obligations still held, judged as of the pass's day, unsorted. */
    finish() {
        const parts = this.#parts;
        const pass = this.#pass;
        return [
            ...parts.r21.finish(),
            ...parts.r22.finish().map((interval) => judgedInterval(interval, pass)),
            ...parts.r23.finish(pass),
            ...parts.r24.finish(pass),
        ];
    }
}

// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
// EXTERNAL MODULE: ./src/core/assessments/parse-assessment.ts + 3 modules
var parse_assessment = __webpack_require__(96075);
// EXTERNAL MODULE: ./src/core/obligations/record-ref.ts
var record_ref = __webpack_require__(92584);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-merge.ts








/**
 * The pass's reading of `entry`; `inForce` (the SHA-256 of each file in force, by path) is updated
 * when the record is accepted. Undefined for a record that is no change record.
 */
function assessmentMergeOf(entry, inForce) {
    const { record } = entry;
    if (record.kind !== "change")
        return undefined;
    const { change } = record;
    const refused = (0,facts_in_force/* notAccepted */.LA)(record);
    const files = carried(change.assessment_files, inForce, refused === undefined, record.recorded_at);
    const owners = new Map((change.governance?.systems ?? []).map((system) => [system.name, system.owners ?? []]));
    return {
        record: (0,record_ref/* refOf */.H)(entry),
        ...(refused === undefined ? {} : { notAccepted: refused }),
        ...(change.baselines === undefined ? {} : { systems: systemsOf(change.baselines) }),
        files,
        approvers: [...new Set((0,evidence_record/* pullRequestsOf */.Tb)(change).flatMap((pull) => pull.approved_by))],
        owners,
        commissioned: commissionedBy(change),
        baselines: baselinesOf(change),
        ...(change.governance?.assessment_date_approvers === undefined
            ? {}
            : { dateApprovers: change.governance.assessment_date_approvers }),
    };
}
/** The assets the record's applied operations put into service: each create, each move into a system. */
function commissionedBy(change) {
    const baselines = new Map((change.baselines ?? []).map((b) => [`${b.cyber_system_id}/${b.asset}`, b]));
    const commissioned = [];
    for (const operation of change.change_record?.operations ?? []) {
        if (operation.result !== "succeeded" || operation.asset_type === "software")
            continue;
        const moved = operation.action === "update" && operation.changes?.cyber_system !== undefined;
        if (operation.action !== "create" && !moved)
            continue;
        const { id, name, impact } = operation.cyber_system;
        const baseline = baselines.get(`${id}/${operation.name}`);
        commissioned.push({
            asset: operation.name,
            ...(operation.asset_id === undefined ? {} : { asset_id: operation.asset_id }),
            system: { id, name, ...(impact === undefined ? {} : { impact }) },
            class: baseline?.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            ...(baseline === undefined ? {} : { baseline: recorded(baseline) }),
        });
    }
    return commissioned;
}
function baselinesOf(change) {
    const byName = new Map();
    // The base's first: a like replacement models the existing baseline as it stood.
    for (const baseline of [...(change.base_baselines ?? []), ...(change.baselines ?? [])]) {
        const key = (0,assessment_files/* assessedNameKey */.AT)(baseline.asset);
        if (!byName.has(key))
            byName.set(key, recorded(baseline));
    }
    return byName;
}
function recorded(baseline) {
    return {
        digest: baseline.digest,
        ...(baseline.items === undefined ? {} : { items: baseline.items }),
    };
}
function systemsOf(baselines) {
    const systems = new Map();
    for (const baseline of baselines) {
        // A software record is baseline content, not a Cyber Asset (as for CIP-010 R1 and CIP-007 R2).
        if (baseline.asset_type === "software")
            continue;
        const id = baseline.cyber_system_id;
        const system = systems.get(id) ?? {
            id,
            name: baseline.cyber_system ?? id,
            impact: baseline.impact,
            classes: [],
        };
        const assetClass = baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$;
        if (!system.classes.includes(assetClass))
            system.classes.push(assetClass);
        systems.set(id, system);
    }
    return [...systems.values()];
}
/** The files `evidence` carries that are not in force already, parsed as of the record's day. */
function carried(evidence, inForce, accepted, recordedAt) {
    if (evidence === undefined)
        return [];
    const files = [];
    for (const { file, sha256, text } of evidence.files) {
        // A record whose stated digest is not its text's puts nothing of the file in force.
        const digest = `sha256:${(0,shared_sha256/* sha256Hex */.fg)(text)}`;
        if (digest !== sha256 || inForce.get(file) === digest)
            continue;
        if (accepted)
            inForce.set(file, digest);
        const parsed = (0,parse_assessment/* parseAssessmentText */.X)(text, file, { latest: (0,shared_calendar/* latestDateAt */.nS)(recordedAt) });
        if (parsed.value !== undefined)
            files.push(parsed.value);
    }
    if (accepted)
        for (const file of evidence.removed ?? [])
            inForce.delete(file);
    return files;
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-clock.ts
// CIP-010 R3's clocks read from the requirement table (`every`), never a constant here: the last
// day an interval opened on `from` may be closed on, in calendar months by the calendar's month-end
// convention (the same arithmetic as CIP-002 R2's 15 months) or in calendar days. Pure.


/** `from` (YYYY-MM-DD) plus the row's interval; the row must have one (R3.1, R3.2). */
function dueAfter(id, from, calendar) {
    const every = (0,requirements/* requirementRow */.gv)(id).every;
    if (every === undefined)
        throw new Error(`${id} has no interval in the requirement table`);
    return "months" in every
        ? (0,shared_calendar/* addMonths */.PS)(from, every.months, calendar.monthEnd)
        : (0,shared_calendar/* addDays */.fi)(from, every.days);
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-obligation.ts
// A CIP-010 R3 obligation as every output shows it, from what the pass holds: an R3.1 or R3.2
// interval of a system, closed by an assessment (or, for R3.2, a technical-feasibility record) or
// still open as of the pass's day, an asset R3.3 judged at the merge that put it into service, and
// an R3.4 action item, done or still open. The status is judged in the calendar in force at the
// record that opened it. Pure.


/** The pass's context with the calendar and versions held: judged as of the pass's day. */
function contextOf(pass, held) {
    return (0,obligation_model/* withVersions */.KY)((0,obligation_model/* withCalendar */.TY)(pass, held.calendar), held.versions ?? []);
}
/** An interval of `system` under `kind`, closed by `closer` (with what closed it) or open now. */
function intervalObligation(kind, system, interval, pass, closer) {
    const context = contextOf(pass, interval.inForce);
    const opened = (0,obligation_model/* dateOf */.Q$)(interval.opened, context);
    const due = dueAfter(kind, opened, context.calendar);
    const closedOn = closer === undefined ? undefined : (0,obligation_model/* dateOf */.Q$)(closer.record, context);
    const never = closer === undefined && interval.by === "commissioning";
    const undeclared = system.impact === null;
    const reasons = [
        ...(never ? [`never assessed: open since its commissioning record of ${opened}`] : []),
        ...(undeclared ? [obligation_model/* UNDECLARED_IMPACT */.$4] : []),
    ];
    return {
        kind,
        requirement: obligation_model/* REQUIREMENTS */.dq[kind],
        ...(0,obligation_model/* judgedVersion */.W2)(kind, interval.opened, context),
        workspace: interval.opened.workspace,
        subject: { cyber_system: system.name, cyber_system_id: system.id },
        opened_by: interval.opened,
        due,
        status: undeclared ? "exception" : (0,obligation_model/* statusOf */.c2)(due, closedOn, context),
        ...(closer === undefined ? {} : { closed_by: closer.record }),
        calendar: context.rule,
        ...(reasons.length === 0 ? {} : { reason: reasons.join("; ") }),
        ...(interval.not_closed_by === undefined ? {} : { not_closed_by: interval.not_closed_by }),
        assessment: {
            key: system.id,
            ...(never ? { never_assessed_since: opened } : {}),
            ...closer?.facts,
        },
    };
}
/**
 * R3.3 of an asset at the merge that put it into service: due that day, closed by that merge when
 * the evidence in force at it stands, else an exception that says why.
 */
function commissioningObligation(judged, pass) {
    const context = contextOf(pass, judged.inForce);
    const { merge, system, asset, facts, reason } = judged;
    return {
        kind: "CIP-010 R3.3",
        requirement: obligation_model/* REQUIREMENTS */.dq["CIP-010 R3.3"],
        ...(0,obligation_model/* judgedVersion */.W2)("CIP-010 R3.3", merge, context),
        workspace: merge.workspace,
        subject: {
            cyber_system: system.name,
            cyber_system_id: system.id,
            asset: asset.name,
            ...(asset.id === undefined ? {} : { asset_id: asset.id }),
        },
        opened_by: merge,
        due: (0,obligation_model/* dateOf */.Q$)(merge, context),
        status: reason === undefined ? "closed" : "exception",
        ...(reason === undefined ? { closed_by: merge } : {}),
        calendar: context.rule,
        ...(reason === undefined ? {} : { reason }),
        assessment: { key: `${system.id}\u0000${asset.id ?? asset.name}`, commissioned: facts },
    };
}
/** An R3.4 action item, done by `closer` or still open now. */
function itemObligation(held, pass, closer) {
    const context = contextOf(pass, held.inForce);
    const closedOn = closer === undefined ? undefined : (0,obligation_model/* dateOf */.Q$)(closer, context);
    const refused = held.date_changes.filter((change) => change.why !== undefined);
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an action item has one status at least (its parser requires it)
    const last = held.item.statuses.at(-1);
    return {
        kind: "CIP-010 R3.4",
        requirement: obligation_model/* REQUIREMENTS */.dq["CIP-010 R3.4"],
        ...(0,obligation_model/* judgedVersion */.W2)("CIP-010 R3.4", held.opened, context),
        workspace: held.opened.workspace,
        subject: { cyber_system: held.system.name, cyber_system_id: held.system.id },
        opened_by: held.opened,
        due: held.due,
        status: refused.length > 0 ? "exception" : (0,obligation_model/* statusOf */.c2)(held.due, closedOn, context),
        ...(closer === undefined ? {} : { closed_by: closer }),
        calendar: context.rule,
        ...(refused.length === 0
            ? {}
            : {
                reason: `its planned date was moved without approval: ${refused.map((change) => `to ${change.to} (${change.why})`).join("; ")}`,
            }),
        assessment: {
            key: `${held.assessment}\u0000${held.item.id}\u0000${held.system.id}`,
            item: {
                id: held.item.id,
                assessment: held.assessment,
                action: held.item.action,
                planned_completion: held.due,
                status: last.status,
                statuses: held.item.statuses,
            },
            ...(held.date_changes.length === 0 ? {} : { date_changes: held.date_changes }),
        },
    };
}

// EXTERNAL MODULE: ./src/core/assessments/commissioning-evidence.ts
var commissioning_evidence = __webpack_require__(30000);
// EXTERNAL MODULE: ./src/core/assessments/commissioning-assessments.ts
var commissioning_assessments = __webpack_require__(60366);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(45168);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-commissioning.ts
// CIP-010-4 R3.3 judged at the accepted merge that puts an asset into service (a create, or a move
// into its system), over what the ledger holds: "Prior to adding a new applicable Cyber Asset to a
// production environment, perform an active vulnerability assessment of the new Cyber Asset,
// except for CIP Exceptional Circumstances and like replacements of the same type of Cyber Asset
// with a baseline configuration that models an existing baseline configuration of the previous or
// other existing Cyber Asset." The evidence is the assessment files in force at that merge (merged
// by it or by an earlier accepted one: dated no later than the merge), matched as the plan matches
// them (core/assessments/commissioning-evidence.ts). A like replacement is compared by the
// record's digests: the new asset's baseline against the existing asset's as the base declared it
// (else as the merge does); one whose baseline the record does not hold is not compared and does
// not stand (fail closed). Part 3.3 applies to a High system's BCA, EACMS and PCA (the requirement
// table's row); a system whose document declares no impact is not judged, and the obligation says
// so. Pure.






const R3_3 = (0,requirements/* requirementRow */.gv)("CIP-010 R3.3");
const EVIDENCE_WORDS = {
    "active-assessment": "assessment",
    "paper-assessment": "assessment",
    "like-replacement": "like replacement",
    "exceptional-circumstance": "CIP Exceptional Circumstance",
};
/** Each asset `merge` put into service that Part 3.3 applies to (or may: no impact), judged. */
function judgeCommissioned(merge, files, inForce) {
    const judged = [];
    for (const asset of merge.commissioned) {
        const { system } = asset;
        // An undeclared impact could be High: judged as for High whether the row could apply at all.
        if (!(0,requirements/* applies */.Br)(R3_3, { class: asset.class, impact: system.impact ?? "high" }))
            continue;
        const base = {
            merge: merge.record,
            inForce,
            system: { id: system.id, name: system.name },
            asset: { name: asset.asset, ...(asset.asset_id === undefined ? {} : { id: asset.asset_id }) },
        };
        if (system.impact === undefined) {
            judged.push({
                ...base,
                facts: { asset: asset.asset, class: asset.class, evidence: "not judged", records: [] },
                reason: `not judged for R3.3: ${(0,commissioning_assessments/* impactUndeclared */.Yq)(`${system.name} (${system.id})`)}`,
            });
            continue;
        }
        const evidence = (0,commissioning_evidence/* evidenceNaming */.iq)(files, system.name, asset.asset, (of) => differencesOf(asset, merge.baselines.get((0,assessment_files/* assessedNameKey */.AT)(of))));
        const standing = (0,commissioning_evidence/* standingEvidence */.M5)(evidence);
        const gap = (0,commissioning_evidence/* evidenceGap */.mk)(evidence, () => "but the merge's record holds no baseline of one of the two to compare");
        judged.push({
            ...base,
            facts: {
                asset: asset.asset,
                class: asset.class,
                evidence: standing === undefined ? "none" : EVIDENCE_WORDS[standing.kind],
                records: standing === undefined ? evidence.map((entry) => entry.record) : [standing.record],
            },
            ...(gap === undefined
                ? {}
                : {
                    reason: `${commissioning_assessments/* NO_COMMISSIONING_ASSESSMENT */.FE}: ${asset.class} ${(0,diagnostics/* quote */.hD)(asset.asset)} went into service in High system ${(0,diagnostics/* quote */.hD)(system.name)} (${gap})`,
                }),
        });
    }
    return judged;
}
/**
 * Where the new asset's recorded baseline differs from the existing one's, by the record's digests:
 * [] when the digests agree, each R1.1 item whose digest differs, undefined when not comparable.
 */
function differencesOf(asset, existing) {
    const own = asset.baseline;
    if (own === undefined || existing === undefined)
        return undefined;
    if (own.digest === existing.digest)
        return [];
    const [mine, theirs] = [own.items, existing.items];
    if (mine === undefined || theirs === undefined)
        return [{ item: "unknown", added: [], removed: [] }];
    return baseline_items/* BASELINE_ITEMS */.dK.filter((item) => mine[item] !== theirs[item]).map((item) => ({
        item,
        added: [],
        removed: [],
    }));
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-state.ts
/** 2: R3.3's files in force (`commissioning_files`) and who approves a moved date joined it. */
const ASSESSMENT_STATE_FORMAT = 2;

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-pass.ts








/** Whether `record` is the first a workspace's R3 pass reads: an accepted merge keeping baselines. */
function startsVulnerabilityAssessments(record) {
    return record.kind === "change" && (0,facts_in_force/* isAccepted */.oB)(record) && record.change.baselines !== undefined;
}
const PART = { "CIP-010 R3.1": "r31", "CIP-010 R3.2": "r32" };
class VulnerabilityAssessmentPass {
    #context;
    #emit;
    #files = new Map();
    #systems = new Map();
    #items = new Map();
    #owners = new Map();
    #dateApprovers;
    /** R3.3's reading of each assessment and commissioning file in force, by its id. */
    #commissioningFiles = new Map();
    #counted = new Set();
    #workspace = "";
    constructor(context, emit) {
        this.#context = context;
        this.#emit = emit;
    }
    static resume(held, context, emit) {
        if (held.format !== ASSESSMENT_STATE_FORMAT)
            throw new Error(`a CIP-010 R3 checkpoint of format ${String(held.format)} is not this one's`);
        const pass = new VulnerabilityAssessmentPass(context, emit);
        pass.#workspace = held.workspace;
        pass.#files = new Map(held.files);
        for (const system of held.systems)
            pass.#systems.set(system.id, system);
        for (const item of held.items)
            pass.#items.set(itemKey(item), item);
        pass.#owners = new Map(held.owners);
        pass.#dateApprovers = held.date_approvers;
        for (const file of held.commissioning_files)
            pass.#commissioningFiles.set(file.id, file);
        pass.#counted = new Set(held.counted);
        return pass;
    }
    /** The pass's state as plain JSON: resumed with the records after it, it judges as this one. */
    held() {
        return structuredClone({
            format: ASSESSMENT_STATE_FORMAT,
            workspace: this.#workspace,
            files: [...this.#files],
            systems: [...this.#systems.values()],
            items: [...this.#items.values()],
            counted: [...this.#counted],
            owners: [...this.#owners],
            ...(this.#dateApprovers === undefined ? {} : { date_approvers: this.#dateApprovers }),
            commissioning_files: [...this.#commissioningFiles.values()],
        });
    }
    addRecord(entry, inForce) {
        this.#workspace = entry.record.workspace;
        const merge = assessmentMergeOf(entry, this.#files);
        if (merge !== undefined)
            this.addMerge(merge, inForce);
    }
    /** One record's reading, judged in the calendar and versions in force at it. */
    addMerge(merge, inForce) {
        const held = {
            calendar: inForce.calendar,
            ...(inForce.versions === undefined ? {} : { versions: inForce.versions }),
        };
        if (merge.notAccepted !== undefined)
            return this.#refused(merge);
        if (merge.systems !== undefined)
            this.#declare(merge, merge.systems, held);
        for (const file of merge.files) {
            if (file.kind === "assessment")
                this.#assessed(file, merge, held);
            else if (file.kind === "technical-feasibility")
                this.#feasible(file, merge);
            const read = (0,commissioning_evidence/* commissioningFileOf */.xX)(file);
            if (read !== undefined)
                this.#commissioningFiles.set(read.id, read);
        }
        // R3.3 at the merge that commissions: its own files and the earlier ones are in force.
        const files = [...this.#commissioningFiles.values()];
        for (const judged of judgeCommissioned(merge, files, held))
            this.#emit(commissioningObligation(judged, this.#context));
        // Who approves a moved date is judged by the owners and the policy in force before the merge.
        this.#owners = merge.owners;
        this.#dateApprovers = merge.dateApprovers;
    }
    /** What is still open, judged as of the pass's day; the pass holds nothing after. */
    finish() {
        const found = [];
        for (const system of this.#systems.values())
            for (const kind of ["CIP-010 R3.1", "CIP-010 R3.2"]) {
                const interval = system[PART[kind]];
                if (interval !== undefined)
                    found.push(intervalObligation(kind, system, interval, this.#context));
            }
        for (const item of this.#items.values())
            found.push(itemObligation(item, this.#context));
        this.#systems.clear();
        this.#items.clear();
        return found;
    }
    /** Each declared system a part applies to has its interval; one it no longer applies to, none. */
    #declare(merge, systems, held) {
        for (const declared of systems) {
            const before = this.#systems.get(declared.id);
            const system = {
                ...before,
                id: declared.id,
                name: declared.name,
                impact: declared.impact ?? null,
                classes: declared.classes,
            };
            for (const kind of ["CIP-010 R3.1", "CIP-010 R3.2"]) {
                const part = PART[kind];
                if (!partApplies(kind, system))
                    delete system[part];
                else if (system[part] === undefined && !(part === "r32" && system.feasibility))
                    system[part] = { opened: merge.record, inForce: held, by: "commissioning" };
            }
            this.#systems.set(declared.id, system);
        }
    }
    /** The systems a file names, as the inventory names them (case and Unicode form ignored). */
    #named(names) {
        const keys = new Set(names.map(shared_names/* nameKey */.Rc));
        return [...this.#systems.values()].filter((system) => keys.has((0,shared_names/* nameKey */.Rc)(system.name)));
    }
    #assessed(file, merge, held) {
        const facts = {
            assessment: { id: file.id, method: file.method, environment: file.environment },
        };
        // A later version of a counted assessment keeps its action plan current: no new assessment.
        const counts = !this.#counted.has(file.id);
        this.#counted.add(file.id);
        for (const system of this.#named(file.systems)) {
            const kinds = counts ? ["CIP-010 R3.1"] : [];
            if (counts && file.method === "active")
                kinds.push("CIP-010 R3.2");
            for (const kind of kinds) {
                const interval = system[PART[kind]];
                if (interval === undefined)
                    continue;
                this.#emit(intervalObligation(kind, system, interval, this.#context, {
                    record: merge.record,
                    facts,
                }));
                system[PART[kind]] = { opened: merge.record, inForce: held, by: "assessment" };
            }
            if (counts && file.method === "active" && partApplies("CIP-010 R3.2", system) && !system.r32)
                system.r32 = { opened: merge.record, inForce: held, by: "assessment" };
            if (file.actionPlan !== "no vulnerabilities found")
                for (const item of file.actionPlan)
                    this.#item(system, file.id, item, merge, held);
        }
    }
    #item(system, assessment, item, merge, held) {
        const key = itemKey({ assessment, item, system });
        const before = this.#items.get(key);
        const current = before
            ? { ...before, item }
            : {
                system: { id: system.id, name: system.name },
                assessment,
                item,
                due: item.plannedCompletion,
                opened: merge.record,
                inForce: held,
                date_changes: [],
            };
        if (before !== undefined && item.plannedCompletion !== before.item.plannedCompletion) {
            const change = this.#dateChange(system, item.plannedCompletion, merge);
            current.date_changes = [...before.date_changes, change];
            // An unapproved change leaves the date in force as it was.
            if (change.approved_by !== undefined)
                current.due = change.to;
        }
        if (item.statuses.at(-1)?.status === "done") {
            this.#items.delete(key);
            this.#emit(itemObligation(current, this.#context, merge.record));
        }
        else
            this.#items.set(key, current);
    }
    /**
     * A moved planned date: approved when a counted approver is one of those the owner policy in
     * force names (`assessment_date_approvers`), or, where it names none, one of the system's owners
     * in force. CIP-010-4 R3.4 asks for "the planned date of completing the action plan" and names no
     * approver of its change: who approves is the entity's choice, kept in the policy.
     */
    #dateChange(system, to, merge) {
        const named = this.#dateApprovers;
        const approvers = named ?? this.#owners.get(system.name) ?? [];
        const approver = merge.approvers.find((login) => approvers.some((name) => (0,shared_names/* nameKey */.Rc)(name) === (0,shared_names/* nameKey */.Rc)(login)));
        if (approver !== undefined)
            return { record: merge.record, to, approved_by: approver };
        const why = named !== undefined
            ? `approved by none of the assessment_date_approvers the owner policy in force names (${named.join(", ")})`
            : approvers.length === 0
                ? `no owner of ${system.name} is in force to approve it`
                : `approved by none of the owners of ${system.name} in force (${approvers.join(", ")})`;
        return { record: merge.record, to, why };
    }
    #feasible(file, merge) {
        for (const system of this.#named(file.systems)) {
            system.feasibility = { id: file.id, reference: file.reference };
            const interval = system.r32;
            if (interval === undefined)
                continue;
            this.#emit(intervalObligation("CIP-010 R3.2", system, interval, this.#context, {
                record: merge.record,
                facts: { feasibility: system.feasibility },
            }));
            delete system.r32;
        }
    }
    /** A refused record's files close nothing: listed beside the intervals they would have closed. */
    #refused(merge) {
        const why = `${merge.notAccepted ?? "not accepted"}: it puts nothing in force`;
        for (const file of merge.files) {
            if (file.kind === "commissioning")
                continue;
            for (const system of this.#named(file.systems))
                for (const interval of [system.r31, system.r32])
                    if (interval !== undefined)
                        (interval.not_closed_by ??= []).push({ record: merge.record, why });
        }
    }
}
function partApplies(kind, system) {
    const impact = system.impact ?? "high";
    return system.classes.some((assetClass) => (0,requirements/* applies */.Br)((0,requirements/* requirementRow */.gv)(kind), { class: assetClass, impact }));
}
function itemKey(held) {
    return `${held.assessment}\u0000${held.item.id}\u0000${held.system.id}`;
}

// EXTERNAL MODULE: ./src/core/obligations/governance-obligations.ts
var governance_obligations = __webpack_require__(12693);
;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-obligation.ts

/** "At least once every 35 calendar days". */
const R2_1_INTERVAL_DAYS = 35;
/** An R2.1 interval or exception as an obligation, for the lists every output shows. */
function r21Obligation(found, context) {
    const base = (opened) => ({
        kind: "CIP-010 R2.1",
        requirement: obligation_model/* REQUIREMENTS */.dq["CIP-010 R2.1"],
        workspace: found.workspace,
        subject: {
            cyber_system: found.cyber_system,
            asset: found.asset,
            // No record gave the asset an id (never created through the service): the subject says so.
            ...(found.asset_id === undefined
                ? { keyed_by: "cyber_system and name" }
                : { asset_id: found.asset_id }),
        },
        opened_by: opened,
        calendar: context.rule,
    });
    if (found.kind === "investigate unauthorized change") {
        const investigated = found.investigated_by;
        return {
            ...base(found.detected_by),
            due: null,
            status: investigated === null ? "exception" : "closed",
            ...(investigated === null ? {} : { closed_by: citation(investigated) }),
            reason: investigated === null
                ? `investigate unauthorized change of ${found.item}${found.changed === "" ? "" : ` (${found.changed})`}, detected on ${found.detected_on}${notClosed(found.not_closed_by)}`
                : `unauthorized change of ${found.item} investigated: ${investigated.reference} (/cip-010-investigated by ${investigated.login})`,
        };
    }
    const { status, not_closed_by } = found;
    const listed = not_closed_by === undefined ? {} : { not_closed_by };
    const neverMonitored = status === "no configuration monitoring recorded";
    // Still open where a record without authority would have closed it: an exception too.
    const unauthorized = found.closed_by === null && not_closed_by !== undefined;
    if (found.impact_undeclared === true || unauthorized)
        return {
            ...base(found.opened_by),
            due: found.due_on,
            status: "exception",
            ...(found.closed_by === null ? {} : { closed_by: found.closed_by }),
            reason: found.impact_undeclared === true
                ? obligation_model/* UNDECLARED_IMPACT */.$4
                : neverMonitored
                    ? "no configuration monitoring with authority recorded"
                    : `configuration monitoring recorded without authority (${status})`,
            ...listed,
        };
    return {
        ...base(found.opened_by),
        due: found.due_on,
        // Never monitored: due, due soon or overdue like any other, with the reason said.
        status: neverMonitored
            ? (0,obligation_model/* statusOf */.c2)(found.due_on, undefined, { ...context, today: found.judged_on ?? context.today })
            : R21_STATUSES[status],
        ...(found.closed_by === null ? {} : { closed_by: found.closed_by }),
        ...(neverMonitored ? { reason: status } : {}),
        ...listed,
    };
}
/** The record whose reviewed note closed it, cited without the note's reference and approver. */
function citation({ reference: _, login: __, ...ref }) {
    return ref;
}
/** What claimed the investigation of an open exception and closed nothing, and why. */
function notClosed(claims) {
    return claims === undefined ? "" : `; not closed by ${claims.join("; nor ")}`;
}
const R21_STATUSES = {
    "closed on time": "closed",
    "closed late": "closed-late",
    due: "open",
    "due soon": "due-soon",
    overdue: "overdue",
};

;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-assets.ts




/**
 * R2.1's Applicable Systems, as the requirement table states them; a system that declares no
 * impact is judged as High (fail closed), and its obligations are exceptions (r21Obligation).
 */
function inR21Scope(scope) {
    const row = (0,requirements/* requirementRow */.gv)("CIP-010 R2.1");
    return (0,requirements/* applies */.Br)(row, {
        impact: scope.impact ?? "high",
        class: scope.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
    });
}
/** The assets a record names, with their system's impact, their class, and whether compared. */
function assetsNamed(record) {
    switch (record.kind) {
        case "configuration-monitoring":
            return record.configuration_monitoring.assets.map((asset) => ({
                cyber_system: asset.cyber_system,
                name: asset.name,
                ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
                ...(asset.impact === undefined ? {} : { impact: asset.impact }),
                ...(asset.class === undefined ? {} : { class: asset.class }),
                complete: asset.complete,
            }));
        case "change":
            return [...operatedAssets(record), ...declaredInService(record)];
        case "monitoring":
            return []; // inventory reconciliation: never a device's configuration
    }
}
/**
 * An asset created (or first named) by an applied operation appears: it is commissioned. Its
 * class is the one the record's baseline of it declares. One deleted is retired.
 */
function operatedAssets(record) {
    const classOf = baselineClasses(record.change.baselines ?? []);
    return (record.change.change_record?.operations ?? [])
        .filter((operation) => operation.result === "succeeded")
        .map((operation) => {
        const system = operation.changes?.cyber_system?.to ?? operation.cyber_system;
        const name = operation.changes?.name?.to ?? operation.name;
        const id = operation.asset_id;
        const declared = classOf(id, name);
        const type = operation.changes?.asset_type?.to ?? operation.asset_type;
        return {
            cyber_system: system.name,
            name,
            ...(id === undefined ? {} : { asset_id: id }),
            ...(system.impact === undefined ? {} : { impact: system.impact }),
            ...(declared === undefined ? {} : { class: declared }),
            complete: false,
            ...(operation.action === "create" ? { created: true } : {}),
            ...(operation.action === "delete" ? { retired: true } : {}),
            ...(type === undefined ? {} : { asset_type: type }),
        };
    });
}
/**
 * The class the record's baselines declare of an operated asset: the first baseline that names its
 * id, or, for one without an id on either side, its name. Indexed once per record, not searched per
 * operation: a merge that creates thousands of assets declares as many baselines.
 */
function baselineClasses(baselines) {
    // The first index of each id, of each name, and of each name among baselines without an id.
    const byId = new Map();
    const byName = new Map();
    const byNameWithoutId = new Map();
    const first = (map, key, index) => {
        if (!map.has(key))
            map.set(key, index);
    };
    for (const [index, baseline] of baselines.entries()) {
        const key = (0,shared_names/* nameKey */.Rc)(baseline.asset);
        first(byName, key, index);
        if (baseline.asset_id === undefined)
            first(byNameWithoutId, key, index);
        else
            first(byId, baseline.asset_id, index);
    }
    return (id, name) => {
        const index = id === undefined
            ? byName.get((0,shared_names/* nameKey */.Rc)(name))
            : Math.min(byId.get(id) ?? Infinity, byNameWithoutId.get((0,shared_names/* nameKey */.Rc)(name)) ?? Infinity);
        return index === undefined || index === Infinity ? undefined : baselines[index]?.class;
    };
}
/**
 * An asset the service already held (its baseline names its live id) whose baseline a change
 * declares, though no operation touched it: in service before the tool knew it, it appears here,
 * so that its first R2.1 interval opens at the first record that shows it in scope rather than
 * at its first configuration-monitoring record (which would never come for an unmonitored one).
 */
function declaredInService(record) {
    // An operation without an id adds undefined, which no baseline asked about below has.
    const operated = new Set((record.change.change_record?.operations ?? []).map((operation) => operation.asset_id));
    return (record.change.baselines ?? []).flatMap((baseline) => baseline.asset_id === undefined ||
        baseline.cyber_system === undefined ||
        operated.has(baseline.asset_id)
        ? []
        : [
            {
                cyber_system: baseline.cyber_system,
                name: baseline.asset,
                asset_id: baseline.asset_id,
                asset_type: baseline.asset_type,
                ...(baseline.impact === undefined ? {} : { impact: baseline.impact }),
                ...(baseline.class === undefined ? {} : { class: baseline.class }),
                complete: false,
            },
        ]);
}
/** Each workspace's asset ids as its change records gave them, and every asset's key. */
class R21AssetKeys {
    #workspaces = new Map();
    /** The ids a change record gives names: its operations' and its baselines'. */
    learn(record) {
        if (record.kind !== "change")
            return;
        const keys = this.#keysOf(record.workspace);
        keys.learn(record);
        for (const baseline of record.change.baselines ?? [])
            if (baseline.asset_id !== undefined)
                keys.keyOf(baseline);
    }
    /** Each workspace's keys, the map itself: a checkpoint reads it, a resumed pass fills it. */
    held() {
        return this.#workspaces;
    }
    /**
     * The asset known as `name` is `id` from now on: a collector's record gave the id of an asset
     * known by name until then, so a later record naming it without the id means it too.
     */
    adopt(workspace, name, id) {
        this.#keysOf(workspace).keyOf({ asset: name, asset_id: id });
    }
    #keysOf(workspace) {
        let keys = this.#workspaces.get(workspace);
        if (keys === undefined) {
            keys = new deviations/* AssetKeys */.zi();
            this.#workspaces.set(workspace, keys);
        }
        return keys;
    }
    keyOf(workspace, asset) {
        const id = asset.asset_id ?? this.#workspaces.get(workspace)?.idOf(asset.name);
        const byName = JSON.stringify([workspace, "name", asset.cyber_system, (0,shared_names/* nameKey */.Rc)(asset.name)]);
        return id === undefined
            ? { key: byName, byName }
            : { key: JSON.stringify([workspace, "id", id]), byName, asset_id: id };
    }
}

// EXTERNAL MODULE: ./src/core/evidence/records/configuration-monitoring-model.ts
var configuration_monitoring_model = __webpack_require__(15453);
;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-investigations.ts
// CIP-010-4 R2.1: "Document and investigate detected unauthorized changes." An unauthorized change a
// configuration-monitoring record detected is an exception until a reviewed record documents its
// investigation: a counted approver's `/cip-010-investigated #SEQ ITEM ASSET REFERENCE` line in an
// approving review of a merged pull request that passed the gate (the authority table's
// investigation-note row, asked of judgeAuthority), approved and recorded after the detection, and
// naming its record, item and asset. A collector file's own `investigations` stay in its record
// but close nothing: whoever can push the evidence branch can write them. Whatever claimed an
// investigation and closed nothing is listed on the exception with why. Pure; R21Pass
// (configuration-monitoring-obligations.ts) feeds it the records in chain order.





/** At most this many claims are listed on one exception: the rest are as the last. */
const LISTED_CLAIMS = 10;
class UnauthorizedChanges {
    #open = [];
    /** Notes naming a record after their own, by workspace and the sequence they name. */
    #early = new Map();
    #keyOf;
    #decided;
    constructor(keyOf, decided) {
        this.#keyOf = keyOf;
        this.#decided = decided;
    }
    /** What it holds, the containers themselves: a checkpoint reads them, a resumed pass fills them. */
    held() {
        return { open: this.#open, early: this.#early };
    }
    /** A change detected on the asset under `key`; a note recorded before it is listed. */
    detect(key, asset, change, ref, on) {
        const { item } = change;
        const exception = {
            kind: "investigate unauthorized change",
            ...asset,
            item,
            changed: (0,configuration_monitoring_model/* entryChangeWords */.cb)(change),
            detected_by: ref,
            detected_on: on,
            investigated_by: null,
            status: "open",
        };
        const open = { key, exception };
        for (const { note, claim } of this.#early.get(earlyKey(ref.workspace, ref.sequence)) ?? [])
            if (this.#names(note, open))
                list(open, `${claim}: it was recorded before the change was detected (record #${ref.sequence})`);
        this.#open.push(open);
    }
    /** The asset known under `from` is known under `to` from now on. */
    rekey(from, to) {
        for (const open of this.#open)
            if (open.key === from)
                open.key = to;
    }
    /** A collector's investigations: listed on the exception each names, closing nothing. */
    collectorSays(workspace, body, ref) {
        for (const investigation of body.investigations) {
            const { key } = this.#keyOf(workspace, investigation);
            const open = this.#open.find(({ key: held, exception }) => held === key &&
                exception.item === investigation.item &&
                exception.detected_by.sequence === investigation.detected_in &&
                exception.detected_by.sequence < ref.sequence);
            if (open !== undefined)
                list(open, `record #${ref.sequence}: the collector's file names an investigation (${investigation.reference}), and a collector's word closes nothing: a counted approver's /cip-010-investigated line in an approving review of a merged pull request does`);
        }
    }
    /** The `/cip-010-investigated` notes of a change record's pull requests, each judged. */
    reviewed(record, ref) {
        const review = reviewOf({ record });
        for (const pull of (0,evidence_record/* pullRequestsOf */.Tb)(record.change))
            for (const note of pull.investigation_notes ?? []) {
                const approvedAt = pull.approved_at?.[note.login] ?? record.recorded_at;
                const authority = (0,authority_authority/* judgeAuthority */.B8)({
                    fact: "investigation-note",
                    origin: review.reviewed ? "reviewed-merge" : { outside: review.why },
                    approvedBy: pull.approved_by.includes(note.login) ? ["counted-approvals"] : [],
                    dated: approvedAt,
                    recordedAt: record.recorded_at,
                });
                const claim = `record #${ref.sequence}: /cip-010-investigated by ${note.login} in pull request #${pull.number}`;
                this.#judge(note, ref, { claim, approvedAt }, authority);
            }
    }
    #judge(note, ref, { claim, approvedAt }, authority) {
        const same = (open) => open.exception.detected_by.workspace === ref.workspace;
        const index = this.#open.findIndex((open) => same(open) &&
            open.exception.detected_by.sequence === note.detected_in &&
            open.exception.item === note.item &&
            this.#names(note, open));
        const open = this.#open[index];
        if (open === undefined) {
            if (note.detected_in > ref.sequence) {
                const at = earlyKey(ref.workspace, note.detected_in);
                this.#early.set(at, [...(this.#early.get(at) ?? []), { note, claim }]);
                return;
            }
            // Listed on each open change of the record or the asset it names: what it meant to close.
            for (const other of this.#open)
                if (same(other) &&
                    (other.exception.detected_by.sequence === note.detected_in || this.#names(note, other)))
                    list(other, `${claim} names #${note.detected_in} ${note.item} ${note.asset}, not this change (#${other.exception.detected_by.sequence} ${other.exception.item} ${other.exception.asset})`);
            return;
        }
        const { exception } = open;
        if (!authority.authorized)
            return list(open, `${claim}: ${authority.why}`);
        if (Date.parse(approvedAt) < Date.parse(exception.detected_by.recorded_at))
            return list(open, `${claim}: it is dated ${approvedAt}, before the change was detected (record #${exception.detected_by.sequence}, ${exception.detected_by.recorded_at})`);
        this.#open.splice(index, 1);
        this.#decided({
            ...exception,
            investigated_by: { ...ref, reference: note.reference, login: note.login },
            status: "investigated",
        });
    }
    /**
     * Whether `note` names the asset of `open`: by the name the inventory gives it now (the id the
     * change records gave that name), else, for a name no record gave an id, by its name when the
     * change was detected.
     */
    #names(note, open) {
        const { workspace, cyber_system, asset } = open.exception;
        const named = this.#keyOf(workspace, { cyber_system, name: note.asset });
        return (named.key === open.key ||
            (named.asset_id === undefined && (0,shared_names/* nameKey */.Rc)(note.asset) === (0,shared_names/* nameKey */.Rc)(asset)));
    }
    /** Every exception still open. */
    finish() {
        for (const { exception } of this.#open)
            this.#decided(exception);
        this.#open.length = 0;
        this.#early.clear();
    }
}
function earlyKey(workspace, sequence) {
    return `${workspace}\n${sequence}`;
}
function list(open, why) {
    const listed = (open.exception.not_closed_by ??= []);
    if (listed.length < LISTED_CLAIMS)
        listed.push(why);
}

;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-obligations.ts








/** Whether R2.1 follows the asset: a Cyber Asset (not a `software` record) in its scope. */
function followed(state) {
    return !state.software && inR21Scope(state);
}
/**
 * R2.1 judged as records come, each workspace's in chain order, per asset by its live id
 * (configuration-monitoring-assets.ts). It holds only what is open: per asset its open interval,
 * and the unauthorized changes not yet investigated. An interval is judged in scope with what the
 * records said of the asset when it closed.
 */
class R21Pass {
    #options;
    #keys = new R21AssetKeys();
    #assets = new Map();
    #changes;
    /**
     * When each deleted asset was deleted (ms), by key: an observation from before then (a collector
     * file sealed again after the delete) brings no deleted asset back. Deletes are few.
     */
    #retired = new Map();
    /** The workspace and system names every asset's state holds, each once. */
    #texts = new collections/* TextTable */.CV();
    /** Each change detected, by asset key, item and observed digest: detected once when stale. */
    #detected = new Set();
    /** What it holds, the containers themselves: a checkpoint reads them, a resumed pass fills them. */
    held() {
        const [keys, assets, retired, detected] = [
            this.#keys,
            this.#assets,
            this.#retired,
            this.#detected,
        ];
        return { keys, assets, changes: this.#changes.held(), retired, detected };
    }
    constructor(options) {
        this.#options = options;
        this.#changes = new UnauthorizedChanges((workspace, asset) => this.#keys.keyOf(workspace, asset), options.decided);
    }
    /**
     * The next record, with the calendar in force when it was written (contextAt): the intervals it
     * opens are dated and judged by it, whatever comes later. Default: the options' calendar.
     */
    add(entry, inForce = this.#options.calendar) {
        const { record } = entry;
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        if (record.kind === "configuration-monitoring") {
            const authority = observationAuthority({ record, unauthenticated: entry.unauthenticated });
            if (!authority.authorized) {
                this.#unauthorized(record, ref, authority.why);
                return;
            }
        }
        const on = (0,shared_calendar/* dateIn */.m7)(record.recorded_at, inForce.timeZone);
        const at = Date.parse(record.recorded_at);
        const observedAt = record.kind === "configuration-monitoring"
            ? Date.parse(record.configuration_monitoring.observed_at)
            : undefined;
        /** The assets this record observed anew: newer than any observation of them before. */
        const fresh = new Set();
        this.#keys.learn(record);
        // An asset a collector's record names first (in service before the ledger knew it) opens its
        // first interval there, and that record's own observation closes it.
        const opensAt = observedAt === undefined ? at : Number.NEGATIVE_INFINITY;
        for (const seen of assetsNamed(record)) {
            const resolved = this.#keys.keyOf(record.workspace, seen);
            if (seen.retired === true) {
                this.#retire(resolved, seen, on, at);
                continue;
            }
            // An observation no newer than the asset's last says nothing new of it, not even its name.
            if (observedAt !== undefined && this.#stale(resolved, seen, observedAt))
                continue;
            const state = this.#stateOf(record.workspace, seen, resolved, { on, ref, inForce }, opensAt);
            state.impact = seen.impact ?? state.impact;
            state.class = seen.class ?? state.class;
            if (seen.asset_type !== undefined)
                state.software = seen.asset_type === "software";
            if (observedAt === undefined)
                continue;
            state.last_observed = observedAt;
            fresh.add(state);
            // Not stale, so read after the interval opened: a complete observation closes it.
            if (seen.complete)
                this.#close(state, { on, ref, inForce }, observedAt);
        }
        if (record.kind === "change")
            this.#changes.reviewed(record, ref);
        if (record.kind !== "configuration-monitoring")
            return;
        const body = record.configuration_monitoring;
        this.#changes.collectorSays(record.workspace, body, ref);
        for (const change of body.unauthorized_changes) {
            const { key } = this.#keys.keyOf(record.workspace, change);
            const state = this.#assets.get(key);
            const once = `${key}\n${change.item}\n${change.observed}`;
            const again = this.#detected.has(once);
            this.#detected.add(once);
            if (state === undefined || !followed(state) || (again && !fresh.has(state)))
                continue;
            this.#changes.detect(key, keyOf(state), change, ref, on);
        }
    }
    /**
     * A configuration-monitoring record without authority: it closes no interval, names no asset
     * anew and moves no observation time (a date still to come would blind R2.1), but each interval
     * it would have closed lists it, and what it detects on an asset followed is an exception all
     * the same: a detected change never vanishes.
     */
    #unauthorized(record, ref, why) {
        const on = (0,shared_calendar/* dateIn */.m7)(record.recorded_at, this.#options.calendar.timeZone);
        for (const seen of assetsNamed(record)) {
            const state = this.#heldAt(this.#keys.keyOf(record.workspace, seen), seen)?.state;
            if (state !== undefined && followed(state))
                (state.not_closed_by ??= []).push({ record: ref, why });
        }
        for (const change of record.configuration_monitoring.unauthorized_changes) {
            const { key } = this.#keys.keyOf(record.workspace, change);
            const state = this.#assets.get(key);
            const once = `${key}\n${change.item}\n${change.observed}`;
            if (state === undefined || !followed(state) || this.#detected.has(once))
                continue;
            this.#detected.add(once);
            this.#changes.detect(key, keyOf(state), change, ref, on);
        }
    }
    /** Every interval and exception still open, judged as of the options' date. */
    finish() {
        const { asOf, calendar, decided } = this.#options;
        const today = /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : (0,shared_calendar/* dateIn */.m7)(asOf, calendar.timeZone);
        for (const state of this.#assets.values())
            if (followed(state))
                decided(openInterval(state, today));
        this.#changes.finish();
        this.#assets.clear();
        this.#retired.clear();
        this.#detected.clear();
    }
    /**
     * An asset deleted on `on` is out of service from then: an interval due by then is handed on as
     * it stood (unmonitored, it stays a finding); one not yet due ends with no obligation. The
     * unauthorized changes detected on it still wait for their investigation.
     */
    #retire(resolved, seen, on, at) {
        this.#retired.set(resolved.key, at);
        const held = this.#heldAt(resolved, seen);
        if (held === undefined)
            return;
        const { state } = held;
        this.#assets.delete(held.at);
        if (followed(state) && on > dueOf(state.opened_on))
            this.#options.decided(openInterval(state, on));
    }
    /**
     * Where the pass holds the state of the asset `seen` names: under its key, else, for an asset
     * known by system and name until this record gave its id, under that (unless the record creates
     * it: a new asset under the name of one that had no id); undefined for an asset it holds none of.
     */
    #heldAt({ key, byName }, seen) {
        const state = this.#assets.get(key);
        if (state !== undefined)
            return { at: key, state };
        const named = key !== byName && seen.created !== true ? this.#assets.get(byName) : undefined;
        return named === undefined ? undefined : { at: byName, state: named };
    }
    /**
     * Whether an observation of `seen` at `observedAt` is stale: no newer than the asset's last one
     * or its commissioning, or older than its delete (an old collector file sealed again).
     */
    #stale(resolved, seen, observedAt) {
        const known = this.#heldAt(resolved, seen)?.state;
        const deletedAt = this.#retired.get(resolved.key);
        return ((known !== undefined && !(observedAt > Math.max(known.last_observed, known.opened_at))) ||
            (deletedAt !== undefined && observedAt <= deletedAt));
    }
    /**
     * The state of the asset `seen` names (#heldAt), as named now, moved under its id when this
     * record gave one; new, it opens its first interval there (its commissioning).
     */
    #stateOf(workspace, seen, resolved, { on, ref, inForce }, opensAt) {
        const { key, byName, asset_id } = resolved;
        const held = this.#heldAt(resolved, seen);
        if (held?.at !== key && key !== byName && seen.created !== true) {
            this.#assets.delete(byName);
            this.#changes.rekey(byName, key);
            if (held !== undefined && asset_id !== undefined)
                this.#keys.adopt(workspace, seen.name, asset_id);
        }
        const state = held?.state ?? {
            workspace: this.#texts.of(workspace),
            cyber_system: "",
            asset: "",
            asset_id: undefined,
            impact: undefined,
            class: undefined,
            opened_on: on,
            opened_by: ref,
            opened_at: opensAt,
            last_observed: Number.NEGATIVE_INFINITY,
            monitored: false,
            software: false,
            not_closed_by: undefined,
            calendar: inForce,
        };
        // Named as this record names it.
        state.cyber_system = this.#texts.of(seen.cyber_system);
        state.asset = seen.name;
        state.asset_id = asset_id;
        this.#assets.set(key, state);
        return state;
    }
    /**
     * Closes the open interval of `state` by the record `opening.ref` that observed the asset at
     * `observedAt` (dated in the interval's own calendar), and opens the next there.
     */
    #close(state, { on, ref, inForce }, observedAt) {
        const due = dueOf(state.opened_on);
        const closedOn = (0,shared_calendar/* dateIn */.m7)(ref.recorded_at, state.calendar.timeZone);
        if (followed(state))
            this.#options.decided({
                ...keyOf(state),
                kind: "monitoring interval",
                opened_on: state.opened_on,
                opened_by: state.opened_by,
                due_on: due,
                closed_on: closedOn,
                closed_by: ref,
                status: closedOn <= due ? "closed on time" : "closed late",
                ...undeclared(state),
                ...(state.not_closed_by === undefined ? {} : { not_closed_by: state.not_closed_by }),
                calendar: state.calendar,
            });
        state.not_closed_by = undefined;
        state.calendar = inForce;
        state.opened_on = on;
        state.opened_by = ref;
        state.opened_at = observedAt;
        state.monitored = true;
    }
}
/** The asset's key as the last record named it. */
function keyOf(state) {
    return {
        workspace: state.workspace,
        cyber_system: state.cyber_system,
        asset: state.asset,
        ...(state.asset_id === undefined ? {} : { asset_id: state.asset_id }),
    };
}
function dueOf(openedOn) {
    return (0,shared_calendar/* addDays */.fi)(openedOn, R2_1_INTERVAL_DAYS);
}
function openInterval(state, today) {
    const { calendar } = state;
    const due = dueOf(state.opened_on);
    const status = !state.monitored
        ? "no configuration monitoring recorded"
        : today > due
            ? "overdue"
            : today >= (0,shared_calendar/* addDays */.fi)(due, -calendar.dueSoonDays)
                ? "due soon"
                : "due";
    return {
        ...keyOf(state),
        kind: "monitoring interval",
        opened_on: state.opened_on,
        opened_by: state.opened_by,
        due_on: due,
        closed_on: null,
        closed_by: null,
        status,
        judged_on: today,
        ...undeclared(state),
        ...(state.not_closed_by === undefined ? {} : { not_closed_by: state.not_closed_by }),
        calendar,
    };
}
function undeclared(state) {
    return state.impact === undefined ? { impact_undeclared: true } : {};
}

// EXTERNAL MODULE: ./src/core/obligations/obligation-families.ts
var obligation_families = __webpack_require__(39178);
;// CONCATENATED MODULE: ./src/core/obligations/review-interval.ts
// The first CIP-002 R2 interval of a workspace. CIP-002-5.1a R2.2: "Have its CIP Senior Manager
// or delegate approve the identifications required by Requirement R1 at least once every 15
// calendar months, even if it has no identified items in Requirement R1." The ledger cannot see
// the approval before it, so an entity adopting the tool 14 months after its last approval would
// otherwise be told "due in 15 months". The policy file's `cip_002_last_approval: { on, ref }` (a
// change to it is approved by the CIP Senior Manager) starts the first interval; without it the
// first interval's due date is unknown, and the obligation says so: "prior approval not
// recorded". Each approved review then opens the next interval from its own record, as before.
// What the pass holds of each workspace's chain (WorkspaceState) is here too: its open interval,
// the first one once closed, and the facts in force it folds (the prior approval, the calendar).
// Pure.



/** CIP-002 R2's interval, in calendar months. */
const REVIEW_INTERVAL_MONTHS = 15;
const PRIOR_APPROVAL_NOT_RECORDED = "prior approval not recorded";
/** The first interval, from the policy's `cip_002_last_approval` (undefined: none written). */
function firstReviewInterval(prior, calendar) {
    if (prior === undefined)
        return { kind: "not-recorded", note: PRIOR_APPROVAL_NOT_RECORDED, due: null };
    return {
        kind: "seeded",
        opened_on: prior.on,
        ref: prior.ref,
        due: (0,shared_calendar/* addMonths */.PS)(prior.on, REVIEW_INTERVAL_MONTHS, calendar.monthEnd),
    };
}
/**
 * `cip_002_last_approval` in force after `entry`: what an accepted merge's files declared, when it
 * is dated no later than that record (the authority row's not-after-record), else as before.
 */
function priorApprovalAfter(entry, before) {
    const { record } = entry;
    if (record.kind !== "change" || !(0,facts_in_force/* isAccepted */.oB)(record))
        return before;
    const { governance } = record.change;
    // A record written before merges recorded what they declared changes nothing in force.
    if (governance === undefined)
        return before;
    // A merged commit without a policy file, or whose file has none, declares none.
    const prior = governance.senior_manager?.last_approval ?? undefined;
    if (prior === undefined)
        return undefined;
    const dated = (0,authority_authority/* judgeDate */.S2)("cip-002-last-approval", prior.on, record.recorded_at);
    return dated.authorized ? prior : before;
}
/** The first CIP-002 R2 interval's due date and why. */
function firstDue(first) {
    return first.kind === "seeded"
        ? {
            due: first.due,
            reason: `first interval from the approval of ${first.opened_on} (${first.ref})`,
        }
        : { due: null, reason: first.note };
}

;// CONCATENATED MODULE: ./src/core/obligations/obligations.ts















/**
 * The obligations of `records` as of `asOf`: an instant, or a date (YYYY-MM-DD) in the calendar's
 * time zone (an audit's "as of 31 December").
 */
function computeObligations(records, asOf, calendar, options = {}) {
    const pass = new ObligationsPass(asOf, calendar, options);
    for (const chain of groupBy(records, ({ record }) => record.workspace).values())
        for (const entry of chain.sort((a, b) => a.record.sequence - b.record.sequence))
            pass.add(entry);
    return pass.finish().obligations;
}
/**
 * The obligations of ledger records fed one at a time, each workspace's in chain order (records of
 * several workspaces may interleave). Only the obligations the options keep are held once decided;
 * every one is counted.
 */
class ObligationsPass {
    #context;
    #keep;
    #decided;
    #workspaces = new Map();
    #kept = [];
    #counts = (0,obligation_model/* countStatuses */.ip)([]);
    /** What was decided and still needs someone (CARRIED), in the order decided: a checkpoint's. */
    #carried = [];
    /** Resumed: the record each workspace's chain goes on from, until its next record comes. */
    #resumedFrom = new Map();
    #finished = false;
    #limit;
    #deviations;
    #configurationMonitoring;
    /** CIP-007 R2's pass of each workspace, from its first record that speaks of patching. */
    #patchManagement = new Map();
    /** CIP-010 R3's pass of each workspace, from its first accepted merge keeping baselines. */
    #assessments = new Map();
    /** The families whose pass started in some workspace, held by finish(), which clears the passes. */
    #started;
    /** The families judged from accepted merges no workspace's pass started on: not judged. */
    get notJudged() {
        const started = this.#started ?? this.#startedFamilies();
        return obligation_families/* MERGE_JUDGED_FAMILIES */.Gt.filter((family) => !started.has(family));
    }
    #startedFamilies() {
        return new Set([
            ...(this.#patchManagement.size > 0 ? [obligation_families/* PATCH_MANAGEMENT_FAMILY */.I] : []),
            ...(this.#assessments.size > 0 ? [obligation_families/* VULNERABILITY_ASSESSMENT_FAMILY */.nH] : []),
        ]);
    }
    constructor(asOf, calendar, { keep = () => true, decided, limit = Infinity, completionGraceDays = obligation_model/* DEFAULT_COMPLETION_GRACE_DAYS */.qc, } = {}) {
        const today = typeof asOf === "string" ? asOf : (0,shared_calendar/* dateIn */.m7)(asOf, calendar.timeZone);
        this.#context = { calendar, today, rule: (0,shared_calendar/* calendarRule */.Zi)(calendar), completionGraceDays };
        this.#keep = keep;
        this.#decided = decided;
        this.#limit = limit;
        this.#deviations = new DeviationObligations(this.#context, (o) => this.#emit(o));
        // Each R2.1 interval becomes an obligation as it closes: the pass holds only open ones.
        this.#configurationMonitoring = new R21Pass({
            calendar,
            asOf: today,
            decided: (found) => this.#emit(r21Obligation(found, "calendar" in found ? (0,obligation_model/* withCalendar */.TY)(this.#context, found.calendar) : this.#context)),
        });
    }
    /**
     * A pass in the state `checkpoint` holds (checkpoint/), as of `asOf`: add the records after it,
     * each workspace's in chain order, then finish. It throws on a checkpoint of another format or
     * judged with another calendar (judge from every record then), and on a record that does not
     * continue a chain where the checkpoint stands. The obligations it carries are handed to
     * `decided` and `keep` again, not counted again: their counts are the checkpoint's. It takes
     * `checkpoint` (the pass goes on from its objects): to resume from one twice, give a copy.
     */
    static resume(checkpoint, asOf, calendar, options = {}) {
        const pass = new ObligationsPass(asOf, calendar, options);
        const restored = (0,obligations_checkpoint/* restoreCheckpoint */.vQ)(checkpoint, pass.#context, {
            deviations: pass.#deviations.held(),
            monitoring: pass.#configurationMonitoring.held(),
        });
        for (const [workspace, state] of restored.workspaces) {
            pass.#workspaces.set(workspace, state);
            pass.#resumedFrom.set(workspace, { workspace, ...state.through });
        }
        Object.assign(pass.#counts, restored.counts);
        for (const held of checkpoint.patch_management ?? [])
            pass.#patchManagement.set(held.workspace, PatchManagementPass.resume(held, pass.#context, (o) => pass.#emit(o)));
        for (const held of checkpoint.vulnerability_assessments ?? [])
            pass.#assessments.set(held.workspace, VulnerabilityAssessmentPass.resume(held, pass.#context, (o) => pass.#emit(o)));
        for (const obligation of restored.carried)
            pass.#hold(obligation);
        return pass;
    }
    /**
     * The pass's state as JSON (checkpoint/), which a resumed pass judges from as this one would; not
     * after finish(). `copy: false` shares the pass's objects, to serialise at once (the same JSON).
     */
    checkpoint({ copy } = { copy: true }) {
        if (this.#finished)
            throw new Error("An obligations pass has no checkpoint once finished.");
        return (0,obligations_checkpoint/* checkpointOf */.S$)(copy, {
            context: this.#context,
            counts: this.#counts,
            carried: this.#carried,
            workspaces: this.#workspaces,
            deviations: this.#deviations.held(),
            monitoring: this.#configurationMonitoring.held(),
            patchManagement: this.#patchManagement,
            vulnerabilityAssessments: this.#assessments,
        });
    }
    add(entry) {
        const { record } = entry;
        this.#continuesCheckpoint(entry);
        const through = { sequence: record.sequence, sha256: entry.sha256 };
        let state = this.#workspaces.get(record.workspace);
        // In force from this record: the obligations it opens are judged by it.
        const inForce = (0,obligation_model/* contextAt */.vP)(record, state?.inForce ?? this.#context);
        if (state === undefined) {
            // The workspace's first record opens its first CIP-002 R2 interval, dated by the approval
            // before the ledger that an accepted record puts in force (review-interval.ts).
            const review = { opened: (0,obligation_model/* refOf */.H8)(entry), context: inForce, subject: {}, first: true };
            state = { review, inForce, priorApproval: undefined, through };
            this.#workspaces.set(record.workspace, state);
        }
        else if (isApprovedReview(entry)) {
            const closer = (0,obligation_model/* refOf */.H8)(entry);
            if (state.review.first)
                state.firstClosed = { interval: state.review, closer };
            else
                this.#closeReview(state.review, closer);
            state.review = { opened: closer, context: inForce, subject: {} };
        }
        state.through = through;
        state.inForce = inForce;
        state.priorApproval = priorApprovalAfter(entry, state.priorApproval);
        this.#deviations.add(entry);
        this.#configurationMonitoring.add(entry, inForce.calendar);
        this.#governance(entry);
        this.#families(entry, inForce);
    }
    /**
     * CIP-007 R2.1 to R2.4 and CIP-010 R3.1, R3.2, R3.4: the record judged in the calendar in force
     * at it. A workspace's pass of a family starts at the first record it reads (R2: an accepted
     * merge keeping patched items or patch files, patch-merges.ts startsPatchManagement; R3: one
     * keeping baselines), so a ledger written before records kept them has no state of the family,
     * and its checkpoints none.
     */
    #families(entry, inForce) {
        const { workspace } = entry.record;
        const emit = (o) => this.#emit(o);
        if (!this.#patchManagement.has(workspace) && startsPatchManagement(entry.record))
            this.#patchManagement.set(workspace, new PatchManagementPass(this.#context, emit));
        if (!this.#assessments.has(workspace) && startsVulnerabilityAssessments(entry.record))
            this.#assessments.set(workspace, new VulnerabilityAssessmentPass(this.#context, emit));
        this.#patchManagement.get(workspace)?.addRecord(entry, inForce);
        this.#assessments.get(workspace)?.addRecord(entry, inForce);
    }
    /** A resumed workspace's first record is the one after the checkpoint's, linked to it. */
    #continuesCheckpoint({ record }) {
        const from = this.#resumedFrom.get(record.workspace);
        if (from === undefined)
            return;
        this.#resumedFrom.delete(record.workspace);
        if (record.sequence === from.sequence + 1 && record.previous_sha256 === from.sha256)
            return;
        throw new Error(`Record ${record.sequence} of workspace ${record.workspace} does not continue the obligations checkpoint, which stands at record ${from.sequence} (SHA-256 ${from.sha256}): give the records after it in chain order, or judge from every record.`);
    }
    /** CIP-003 R3 and R4: a documented change of the CIP Senior Manager or of a delegation. */
    #governance(entry) {
        for (const found of (0,governance_obligations/* ledgerGovernanceObligations */.bp)([entry], this.#context.calendar))
            this.#emit((0,governance_obligations/* governanceObligation */.F0)(found));
    }
    /** What the pass found as of its date: the open ones judged now, the kept ones sorted. */
    finish() {
        this.#finished = true;
        this.#deviations.finish();
        for (const state of this.#workspaces.values()) {
            const first = firstDue(firstReviewInterval(state.priorApproval, this.#context.calendar));
            if (state.firstClosed !== undefined)
                this.#closeReview(state.firstClosed.interval, state.firstClosed.closer, first);
            this.#closeReview(state.review, undefined, state.review.first ? first : undefined);
        }
        this.#configurationMonitoring.finish();
        this.#started = this.#startedFamilies();
        for (const pass of this.#patchManagement.values())
            for (const obligation of pass.finish())
                this.#emit(obligation);
        this.#patchManagement.clear();
        for (const pass of this.#assessments.values())
            for (const obligation of pass.finish())
                this.#emit(obligation);
        this.#assessments.clear();
        this.#workspaces.clear();
        this.#cut();
        return { obligations: [...this.#kept], counts: { ...this.#counts } };
    }
    /** A CIP-002 R2 interval of 15 calendar months closed by `closer`, or open now. */
    #closeReview(interval, closer, 
    /** The first interval's due date and why: from the prior approval in force, or none. */
    first) {
        const { context } = interval;
        const { timeZone, monthEnd } = context.calendar;
        const closedOn = closer === undefined ? undefined : (0,shared_calendar/* dateIn */.m7)(closer.recorded_at, timeZone);
        const due = first !== undefined
            ? first.due
            : (0,shared_calendar/* addMonths */.PS)((0,shared_calendar/* dateIn */.m7)(interval.opened.recorded_at, timeZone), 15, monthEnd);
        this.#emit({
            kind: "CIP-002 R2",
            requirement: obligation_model/* REQUIREMENTS */.dq["CIP-002 R2"],
            workspace: interval.opened.workspace,
            subject: interval.subject,
            opened_by: interval.opened,
            due,
            // Without a due date it is open until a review closes it, never overdue.
            status: due === null
                ? closer === undefined
                    ? "open"
                    : "closed"
                : (0,obligation_model/* statusOf */.c2)(due, closedOn, context),
            ...(closer === undefined ? {} : { closed_by: closer }),
            calendar: context.rule,
            ...(first === undefined ? {} : { reason: first.reason }),
        });
    }
    #emit(obligation) {
        this.#counts[obligation.status] += 1;
        this.#hold(obligation);
    }
    /** A decided obligation, counted already: to the caller, and held as the options ask. */
    #hold(obligation) {
        this.#decided?.(obligation);
        // What finish() decides is judged as of the pass's date: no checkpoint carries it.
        if (!this.#finished && obligations_checkpoint/* CARRIED */.xc.has(obligation.status))
            this.#carried.push(obligation);
        if (!this.#keep(obligation))
            return;
        this.#kept.push(obligation);
        // Cut back to the limit now and then, not at each one: sorting is then amortized.
        if (this.#kept.length >= 2 * this.#limit)
            this.#cut();
    }
    #cut() {
        this.#kept.sort(obligation_model/* compareObligations */.xK);
        this.#kept.length = Math.min(this.#kept.length, this.#limit);
    }
}


/***/ }),

/***/ 92584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ refOf)
/* harmony export */ });
const refOf = ({ record, sha256 }) => ({
    workspace: record.workspace,
    sequence: record.sequence,
    sha256,
    recorded_at: record.recorded_at,
});


/***/ }),

/***/ 27877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseMitigationPlanText)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40249);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53146);
// A mitigation plan (CIP-007-6 R2.3 and R2.4), patch-plans/ID.yaml: the patches it covers (one
// plan may cover many), the planned actions, and a timeframe, a date or an event; later, the day
// the event occurred and the day the plan was implemented, each added by a reviewed change. A plan
// without actions or without a timeframe is no plan: R2.3 asks for both. The plan is dated by the
// record of the merge that reviews it. Every problem at file:line:column.
//
//   version: 1
//   id: MP-2026-03
//   patches: [SEL-2026-004]
//   actions:
//     - block TCP 443 to the RTAC at the substation firewall until the patch is applied
//   timeframe: { event: "the next scheduled outage of at least two days" }
//   event_occurred_on: 2026-05-12
//   implemented_on: 2026-05-13





const KEYS = [
    "version",
    "id",
    "patches",
    "actions",
    "timeframe",
    "event_occurred_on",
    "implemented_on",
];
const TIMEFRAME_SHAPE = '{ by: 2026-06-30 } or { event: "the next scheduled outage" }';
function parseMitigationPlanText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePatchFile */ .st)(text, file, "a mitigation plan", (reader, map) => plan(reader, map, file));
}
function plan(reader, map, file) {
    const fields = reader.fields(map, KEYS, [], "a mitigation plan");
    if (fields === undefined)
        return undefined;
    // R2.3: "Mitigation plans shall include ... planned actions ... and a timeframe": said first.
    for (const [key, what] of [
        ["actions", "the planned actions to mitigate the vulnerabilities each patch addresses"],
        ["timeframe", `a timeframe to complete them, ${TIMEFRAME_SHAPE}`],
    ])
        if (!fields.has(key))
            reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map), `a mitigation plan has no ${key} (CIP-007-6 R2.3); write ${key}: ${what}`);
    if (!reader.required(map, ["version", "id", "patches"], "a mitigation plan"))
        return undefined;
    if (!fields.has("actions") || !fields.has("timeframe") || !reader.version(fields))
        return undefined;
    const at = (key) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const id = reader.text(at("id").value, at("id").keyOffset, "id", "the plan's id, its file's name");
    const misfiled = id === undefined ? undefined : misfiledWords(id, file);
    if (misfiled !== undefined) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("id").value), misfiled);
        return undefined;
    }
    const patches = reader.texts(at("patches").value, at("patches").keyOffset, "patches", "the ids of the patches it covers, as their evaluations name them");
    const actions = reader.texts(at("actions").value, at("actions").keyOffset, "actions", "a planned action");
    const timeframe = timeframeOf(reader, at("timeframe").value, at("timeframe").keyOffset);
    const dates = plannedDates(reader, fields, timeframe);
    if (id === undefined ||
        patches === undefined ||
        actions === undefined ||
        timeframe === undefined ||
        dates === undefined)
        return undefined;
    const written = at("patches").value;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(written))
        patches.forEach((patch, index) => reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(written.items[index]), {
            kind: "patch",
            plan: id,
            id: patch,
        }));
    return { id, patches, actions, timeframe, ...dates };
}
/** Why a plan with id `id` is not where `file` is (patch-plans/ID.yaml), or undefined. */
function misfiledWords(id, file) {
    const parts = file.split("/");
    const named = parts.at(-1)?.replace(/\.ya?ml$/, "");
    const rule = `a plan is filed as ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/ID.yaml`;
    if (parts.at(-2) !== _patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw)
        return `plan ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is filed in ${parts.length > 1 ? `${parts.slice(0, -1).join("/")}/` : "the repository root"}, not ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/: ${rule}; move the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/${id}.yaml`;
    if (named === id)
        return undefined;
    return `plan id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not its file's name (${file}): ${rule}; rename the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/${id}.yaml, or write id: ${named}`;
}
function timeframeOf(reader, value, keyOffset) {
    const map = reader.submap(value, keyOffset, "timeframe", TIMEFRAME_SHAPE);
    const fields = map && reader.fields(map, ["by", "event"], [], "timeframe");
    if (map === undefined || fields === undefined)
        return undefined;
    if (fields.has("by") === fields.has("event")) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map), `timeframe is a date or an event, one of them; write ${TIMEFRAME_SHAPE}`);
        return undefined;
    }
    const by = fields.get("by");
    if (by !== undefined) {
        const date = reader.date(by.value, by.keyOffset, "by", "the last day to complete the mitigations");
        return date === undefined ? undefined : { by: date };
    }
    const event = (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, "event");
    const text = reader.text(event.value, event.keyOffset, "event", "the event that ends the timeframe");
    return text === undefined ? undefined : { event: text };
}
/** `event_occurred_on` (an event-dated plan's only) and `implemented_on`. */
function plannedDates(reader, fields, timeframe) {
    const dates = {};
    const occurred = fields.get("event_occurred_on");
    if (occurred !== undefined) {
        if (timeframe !== undefined && "by" in timeframe) {
            reader.error(occurred.keyOffset, "event_occurred_on belongs to a plan whose timeframe is an event; remove it, or write timeframe: { event: ... }");
            return undefined;
        }
        dates.eventOccurredOn = reader.date(occurred.value, occurred.keyOffset, "event_occurred_on", "the day the event occurred");
        if (dates.eventOccurredOn === undefined)
            return undefined;
    }
    const implemented = fields.get("implemented_on");
    if (implemented !== undefined) {
        dates.implementedOn = reader.date(implemented.value, implemented.keyOffset, "implemented_on", "the day the plan was implemented");
        if (dates.implementedOn === undefined)
            return undefined;
    }
    return dates;
}


/***/ }),

/***/ 17405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ evaluationFolderSource),
/* harmony export */   t: () => (/* binding */ parsePatchEvaluationText)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40249);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53146);
// An evaluation of one source's releases (CIP-007-6 R2.2), patch-evaluations/SOURCE/NAME.yaml: the
// source, the first release day it covers (no later than the day of the source's previous
// evaluation: a later one leaves the days between unevaluated, evaluation-intervals.ts), and
// each patch released with its release date, the baseline item it patches and whether it is
// applicable (a patch that is not says why). Its date is the record of the merge that reviews
// it, never a field. `applicable: null` is a judgement a draft left to review: refused until a
// person writes it. Every problem at file:line:column.
//
//   version: 1
//   source: sel-advisories
//   releases_since: 2026-02-11
//   patches:
//     - { id: SEL-2026-004, released: 2026-02-20, item: { software: "acSELerator RTAC" }, applicable: true }
//     - id: SEL-2026-006
//       released: 2026-03-02
//       item: { os_firmware: "SEL-3555 firmware" }
//       applicable: false
//       reason: fixes the web interface, which our baselines keep disabled (port 443 closed)





const PATCH_SHAPE = '{ id: SEL-2026-004, released: 2026-02-20, item: { software: "acSELerator RTAC" }, applicable: true }';
/** The source an evaluation's path files it under: patch-evaluations/SOURCE/NAME.yaml. */
function evaluationFolderSource(file) {
    const parts = file.split("/");
    const at = parts.lastIndexOf(_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH);
    return at >= 0 && at === parts.length - 3 ? parts[at + 1] : undefined;
}
function parsePatchEvaluationText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePatchFile */ .st)(text, file, "an evaluation file", (reader, map) => evaluation(reader, map, file));
}
function evaluation(reader, map, file) {
    const keys = ["version", "source", "releases_since", "patches"];
    const fields = reader.fields(map, keys, keys, "an evaluation file");
    if (fields === undefined || !reader.version(fields))
        return undefined;
    const at = (key) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const source = reader.text(at("source").value, at("source").keyOffset, "source", "the id of the source it evaluates");
    const folder = evaluationFolderSource(file);
    if (source !== undefined && folder !== source) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("source").value), folder === undefined
            ? `an evaluation is filed as ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/${source}/NAME.yaml; move the file there`
            : `source ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(source)} is not the folder it is filed in (${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/${folder}/); move the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/${source}/ or name its source ${folder}`);
        return undefined;
    }
    if (source !== undefined)
        reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("source").value), { kind: "source", id: source });
    const since = at("releases_since");
    const releasesSince = reader.date(since.value, since.keyOffset, "releases_since", "the first release day it covers");
    const patchesField = at("patches");
    const items = reader.list(patchesField.value, patchesField.keyOffset, "patches", `maps such as ${PATCH_SHAPE}, or [] when the source released none`, true);
    const patches = items?.map((item) => patch(reader, item, patchesField.keyOffset));
    if (source === undefined || releasesSince === undefined || patches === undefined)
        return undefined;
    if (patches.some((entry) => entry === undefined))
        return undefined;
    const read = patches;
    const seen = new Set();
    for (const entry of read) {
        if (seen.has((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .patchKey */ .kP)(entry.id))) {
            reader.error(entry.at, `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(entry.id)} is listed twice; keep one`);
            return undefined;
        }
        seen.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .patchKey */ .kP)(entry.id));
    }
    return { file, source, releasesSince, patches: read.map(({ at: _, ...entry }) => entry) };
}
function patch(reader, item, keyOffset) {
    const map = reader.submap(item, keyOffset, "each patch", PATCH_SHAPE);
    if (map === undefined)
        return undefined;
    const keys = ["id", "released", "item", "applicable", "reason"];
    const fields = reader.fields(map, keys, ["id", "released", "item", "applicable"], "a patch");
    if (fields === undefined)
        return undefined;
    const at = (key) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const id = reader.text(at("id").value, at("id").keyOffset, "id", "the patch's id as the source names it");
    const released = reader.date(at("released").value, at("released").keyOffset, "released", "the day the source released it");
    const patched = reader.itemRef(at("item").value, at("item").keyOffset, "item");
    const applicable = judgement(reader, id, at("applicable"));
    const reasonField = fields.get("reason");
    const reason = reasonField &&
        reader.text(reasonField.value, reasonField.keyOffset, "reason", "why the patch is not applicable");
    if (id === undefined ||
        released === undefined ||
        patched === undefined ||
        applicable === undefined)
        return undefined;
    if (reasonField !== undefined && reason === undefined)
        return undefined;
    reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("item").value), { kind: "item", patch: id, item: patched });
    if (!applicable && reason === undefined) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map), `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not applicable but says no reason; add reason: why it does not apply to the item as installed`);
        return undefined;
    }
    return {
        id,
        released,
        item: patched,
        applicable,
        ...(reason === undefined ? {} : { reason }),
        at: (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map),
    };
}
/**
 * `applicable`: true or false. Null (`null`, `~` or nothing) is a judgement a draft left to its
 * reviewer (`cip-sync patches draft`): the file is no evaluation until a person writes it.
 */
function judgement(reader, id, field) {
    const { value, keyOffset } = field;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) || value.value !== null)
        return reader.flag(value, keyOffset, "applicable");
    reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(value), `${id === undefined ? "the patch" : `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)}`} is not judged yet (applicable: null); write applicable: true, or applicable: false with reason: why it does not apply to the item as installed`);
    return undefined;
}


/***/ }),

/***/ 53049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ parsePatchSourcesText),
/* harmony export */   x: () => (/* binding */ SOURCE_ID_PATTERN)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40249);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53146);




/** A source's id names the folder of its evaluations. */
const SOURCE_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const SOURCE_SHAPE = '{ id: sel-advisories, name: "SEL security notifications", covers: [{ software: "acSELerator RTAC" }] }';
const NO_SOURCE_SHAPE = '{ software: "Legacy HMI", kind: no-patching-source, reason: "vendor ceased trading in 2019" }';
function parsePatchSourcesText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePatchFile */ .st)(text, file, "the patch sources file", (reader, map) => sourcesFile(reader, map));
}
function sourcesFile(reader, map) {
    const fields = reader.fields(map, ["version", "sources", "no_source"], ["version"], "the patch sources file");
    if (fields === undefined || !reader.version(fields))
        return undefined;
    const sources = entries(reader, fields, "sources", SOURCE_SHAPE, (entry) => source(reader, entry));
    const noSource = entries(reader, fields, "no_source", NO_SOURCE_SHAPE, (entry) => declaration(reader, entry));
    if (sources === undefined || noSource === undefined)
        return undefined;
    if (!distinct(reader, sources, noSource))
        return undefined;
    return {
        sources: sources.map(({ at: _, ...entry }) => entry),
        noSource: noSource.map(({ at: _, ...entry }) => entry),
    };
}
/** Each entry of the list `key` (absent or `[]`: none), read by `read`. */
function entries(reader, fields, key, shape, read) {
    const field = fields.get(key);
    if (field === undefined)
        return [];
    const items = reader.list(field.value, field.keyOffset, key, `maps such as ${shape}`, true);
    if (items === undefined)
        return undefined;
    const read_ = [];
    let valid = true;
    for (const item of items) {
        const entry = reader.submap(item, field.keyOffset, `each entry of ${key}`, shape);
        const value = entry && read(entry);
        if (entry === undefined || value === undefined)
            valid = false;
        else
            read_.push({ ...value, at: (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(entry) });
    }
    return valid ? read_ : undefined;
}
function source(reader, map) {
    const fields = reader.fields(map, ["id", "name", "url", "covers"], ["id", "name", "covers"], "a source");
    if (fields === undefined)
        return undefined;
    const at = (key) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredField */ .Q$)(fields, key);
    const id = reader.text(at("id").value, at("id").keyOffset, "id", "the source's id, such as sel-advisories");
    if (id !== undefined && !SOURCE_ID_PATTERN.test(id)) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(at("id").value), `source id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(id)} must be lower-case letters, digits and hyphens (it names the folder patch-evaluations/${id.toLowerCase().replace(/[^a-z0-9-]+/g, "-")}/)`);
        return undefined;
    }
    const name = reader.text(at("name").value, at("name").keyOffset, "name", "what the source is");
    const url = fields.has("url")
        ? reader.text(at("url").value, at("url").keyOffset, "url", "where the source publishes")
        : undefined;
    const coversField = at("covers");
    const items = reader.list(coversField.value, coversField.keyOffset, "covers", "baseline items");
    const covers = items?.map((item) => reader.itemRef(item, coversField.keyOffset, "each entry of covers"));
    if (id === undefined || name === undefined || covers === undefined)
        return undefined;
    if ((fields.has("url") && url === undefined) || covers.some((item) => item === undefined))
        return undefined;
    return { id, name, ...(url === undefined ? {} : { url }), covers: covers };
}
function declaration(reader, map) {
    const known = [..._patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .PATCHED_ITEMS */ .Rp, "kind", "reason"];
    const fields = reader.fields(map, known, ["kind", "reason"], "a no_source entry");
    if (fields === undefined)
        return undefined;
    const item = reader.itemOf(fields, (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(map), "a no_source entry");
    const kindField = (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredField */ .Q$)(fields, "kind");
    const kind = reader.choice(kindField.value, kindField.keyOffset, { label: "kind", hint: "no-patching-source or not-updateable" }, _patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .NO_SOURCE_KINDS */ .C$);
    const reasonField = (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredField */ .Q$)(fields, "reason");
    const reason = reader.text(reasonField.value, reasonField.keyOffset, "reason", "why the item has no patching source or cannot be updated");
    if (item === undefined || kind === undefined || reason === undefined)
        return undefined;
    return { item, kind: kind.value, reason };
}
/** No source id twice, no item covered twice by a source nor both covered and declared. */
function distinct(reader, sources, declarations) {
    let valid = true;
    const ids = new Set();
    const covered = new Map();
    for (const entry of sources) {
        if (ids.has(entry.id)) {
            reader.error(entry.at, `source id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(entry.id)} is written twice; keep one entry with every item it covers`);
            valid = false;
        }
        ids.add(entry.id);
        for (const item of entry.covers) {
            const key = (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .itemKey */ .Dh)(item);
            if (covered.get(key) === entry.id) {
                reader.error(entry.at, `source ${entry.id} covers ${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .itemText */ .rv)(item)} twice; keep one`);
                valid = false;
            }
            covered.set(key, entry.id);
        }
    }
    const declared = new Set();
    for (const entry of declarations) {
        const key = (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .itemKey */ .Dh)(entry.item);
        const by = covered.get(key);
        const problem = by !== undefined
            ? `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .itemText */ .rv)(entry.item)} is covered by source ${by} and declared to have none; remove one`
            : declared.has(key)
                ? `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .itemText */ .rv)(entry.item)} is declared twice under no_source; keep one`
                : undefined;
        if (problem !== undefined) {
            reader.error(entry.at, problem);
            valid = false;
        }
        declared.add(key);
    }
    return valid;
}


/***/ }),

/***/ 46055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q$: () => (/* binding */ requiredField),
/* harmony export */   st: () => (/* binding */ parsePatchFile)
/* harmony export */ });
/* unused harmony export PatchFileReader */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17273);
/* harmony import */ var _inventory_document_value_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55221);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(40249);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53146);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(65032);
// What the three patch-management files share when read: one YAML document read strictly, as the
// inventory and the policy are (no anchors, aliases, tags or duplicate keys), a map whose keys are
// checked, `version: 1`, texts, dates that exist, lists, and an item named `{ software: NAME }` or
// `{ os_firmware: NAME }`; every problem at file:line:column, saying what to write instead.







/** A key `fields()` was told is required, so it holds it once it answered. */
function requiredField(fields, key) {
    return (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_6__/* .getOrThrow */ .Gp)(fields, key, "the fields read with their required keys");
}
/** Reads `text` with `read`, which walks the document's map; errors sorted by place. */
function parsePatchFile(text, file, what, read) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const reader = new PatchFileReader(text, file, lineCounter);
    const map = reader.fileMap((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .parseYamlDocuments */ .v)(text, lineCounter), what);
    const value = map === undefined ? undefined : read(reader, map);
    const diagnostics = reader.diagnostics.sort(_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareDiagnostics */ .oV);
    if (diagnostics.length > 0 || value === undefined)
        return { diagnostics };
    return { value, diagnostics, references: reader.references };
}
class PatchFileReader extends _inventory_document_value_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .ValueReader */ .D {
    /** What the file names elsewhere and the dates it writes, in the order read. */
    references = [];
    /** Notes a reference whose place is the node at `offset`. */
    refer(offset, reference) {
        this.references.push({ ...reference, at: this.at(offset) });
    }
    /** The file's one document, a map; undefined after reporting why not. */
    fileMap(docs, what) {
        const [doc, extra] = docs;
        if (doc === undefined || doc.contents === null) {
            this.error(0, `${what} is empty; write version: ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_FILES_VERSION */ .Cx} and its keys`);
            return undefined;
        }
        if (extra !== undefined)
            this.error(extra.range[0], `${what} holds one YAML document; remove the extra "---"`);
        if (!this.yamlProblems(doc, 0) || !this.plainNode(doc.contents))
            return undefined;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents))
            return doc.contents;
        this.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(doc.contents), `${what} must be a map, not ${(0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(doc.contents)}`);
        return undefined;
    }
    /** The map's values by key; an unknown key or a missing required one is reported. */
    fields(map, known, required, what) {
        const fields = new Map();
        let valid = this.required(map, required, what);
        for (const { key, keyText, value } of this.entries(map)) {
            if (known.includes(keyText))
                fields.set(keyText, { value, keyOffset: (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(key) });
            else {
                this.unknownKey(key, keyText, known, `the keys of ${what} are`);
                valid = false;
            }
        }
        return valid ? fields : undefined;
    }
    /** `version: 1`. */
    version(fields) {
        const field = fields.get("version");
        if (field === undefined)
            return false;
        const text = this.scalarValue(field.value, field.keyOffset, {
            label: "version",
            hint: String(_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_FILES_VERSION */ .Cx),
        });
        if (text === undefined)
            return false;
        if (text.value === String(_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_FILES_VERSION */ .Cx))
            return true;
        this.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(field.value), `version ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text.value)} is not supported; write version: ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_FILES_VERSION */ .Cx}`);
        return false;
    }
    /** Non-empty text. */
    text(value, keyOffset, label, hint) {
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        if (text.value.trim() !== "")
            return text.value;
        this.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${label} is empty; write ${hint}`);
        return undefined;
    }
    /** A date that exists, YYYY-MM-DD (2026-02-30 is refused, never rolled over). */
    date(value, keyOffset, label, hint) {
        const text = this.text(value, keyOffset, label, `${hint}, YYYY-MM-DD`);
        if (text === undefined)
            return text;
        if ((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .isCalendarDate */ .tf)(text)) {
            this.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), { kind: "date", label, date: text });
            return text;
        }
        this.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${label} must be a date such as 2026-03-10 that exists (YYYY-MM-DD), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        return undefined;
    }
    /** The items of a list, `[]` allowed when `empty` is; undefined after reporting a problem. */
    list(value, keyOffset, label, hint, empty = false) {
        if (empty && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) && value.items.length === 0)
            return [];
        return this.listItems(value, keyOffset, { label, hint });
    }
    /** A non-empty list of distinct, non-empty texts. */
    texts(value, keyOffset, label, hint) {
        const items = this.list(value, keyOffset, label, hint);
        if (items === undefined)
            return undefined;
        const texts = [];
        for (const item of items) {
            const text = this.text(item, (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${label} entry`, hint);
            if (text === undefined)
                return undefined;
            if (texts.includes(text)) {
                this.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(item), `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)} is written twice in ${label}; keep one`);
                return undefined;
            }
            texts.push(text);
        }
        return texts;
    }
    /** The one item key of `fields` (`os_firmware: NAME` or `software: NAME`), reported at `at`. */
    itemOf(fields, at, what) {
        const kinds = _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCHED_ITEMS */ .Rp.filter((kind) => fields.has(kind));
        const [kind] = kinds;
        if (kind === undefined || kinds.length !== 1) {
            this.error(at, `${what} names ${kinds.length === 0 ? "no" : "more than one"} baseline item; write exactly one of os_firmware: NAME or software: NAME, as the asset's baseline names it`);
            return undefined;
        }
        const field = requiredField(fields, kind);
        const name = this.text(field.value, field.keyOffset, kind, "the item's name as the baseline writes it");
        return name === undefined ? undefined : { kind, name };
    }
    /** `{ os_firmware: NAME }` or `{ software: NAME }`, as a map of its own. */
    itemRef(value, keyOffset, label) {
        const shape = '{ software: "acSELerator RTAC" } or { os_firmware: "SEL-3555 firmware" }';
        const map = this.submap(value, keyOffset, label, shape);
        if (map === undefined)
            return undefined;
        const fields = this.fields(map, _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCHED_ITEMS */ .Rp, [], label);
        return fields && this.itemOf(fields, (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(map), label);
    }
    /** `true` or `false`. */
    flag(value, keyOffset, label) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && typeof value.value === "boolean")
            return value.value;
        const found = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && !(0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyPlain */ .eF)(value) ? (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value) : "nothing";
        this.error((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) ? (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value) : keyOffset, `${label} must be true or false, not ${found}`);
        return undefined;
    }
}


/***/ }),

/***/ 15240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ isApplicable),
/* harmony export */   Vk: () => (/* binding */ namedAssetKey),
/* harmony export */   XI: () => (/* binding */ onAssetKey),
/* harmony export */   _8: () => (/* binding */ applicableItems),
/* harmony export */   e7: () => (/* binding */ assetKey)
/* harmony export */ });
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47178);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53146);
// The assets CIP-007 R2 is judged over and their patched items: an asset with its baseline's
// os_firmware, software and patches, whether R2 applies to it, and the items patch sources must
// cover. What applies is the requirement table's: High and Medium BCS and their EACMS, PACS and
// PCA, a system without impact judged as High (fail closed). Read by the plan (items without a
// source) and by the obligations' pass over the ledger. Pure.



/**
 * Whether CIP-007 R2 applies to the asset (the four parts share their Applicable Systems). A
 * software record is baseline content, not a Cyber Asset: R2 does not apply to it, as CIP-010 R1
 * does not (baseline-completeness.ts, deviation-obligations.ts).
 */
function isApplicable(asset) {
    if (asset.type === "software")
        return false;
    return (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .applies */ .Br)((0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .requirementRow */ .gv)("CIP-007 R2.1"), {
        class: asset.class,
        impact: asset.impact ?? "high",
    });
}
/** How an asset is followed: the key it kept, else its id, else its system and name. */
function assetKey(asset) {
    return asset.key ?? asset.asset_id ?? namedAssetKey(asset);
}
/** An asset's key by its system and name: how one without an id yet is followed. */
function namedAssetKey(asset) {
    return `${asset.cyber_system}\u0000${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(asset.asset)}`;
}
/** The key of an item or a patch on an asset, from the asset's key and the item's or patch's. */
function onAssetKey(asset, key) {
    return `${asset}\u0001${key}`;
}
/** Every os_firmware and software item of the applicable assets' baselines, by asset and item. */
function applicableItems(assets) {
    const items = new Map();
    for (const asset of assets) {
        if (!isApplicable(asset) || asset.baseline === "ref")
            continue;
        for (const kind of _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHED_ITEMS */ .Rp)
            for (const { name, version } of asset.baseline[kind]) {
                const item = { kind, name };
                items.set(onAssetKey(assetKey(asset), (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .itemKey */ .Dh)(item)), { asset, item, version });
            }
    }
    return items;
}


/***/ }),

/***/ 63192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ PATCH_SOURCE_CHANGE_WORDS),
/* harmony export */   Kd: () => (/* binding */ changedByChange),
/* harmony export */   PY: () => (/* binding */ checkPatchSources),
/* harmony export */   VE: () => (/* binding */ patchSourceWarnings),
/* harmony export */   h$: () => (/* binding */ PATCH_SOURCE_FIX)
/* harmony export */ });
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18453);
/* harmony import */ var _plan_baseline_deviations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29029);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53146);
/* harmony import */ var _patch_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(15240);







/** How to close a gap, as every output says it. */
const PATCH_SOURCE_FIX = `add the item to a source's covers in ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_SOURCES_FILE */ .DK}, or declare it under no_source with kind: no-patching-source or not-updateable and a reason`;
/** The items without a source, and what the policy refuses of them. */
function checkPatchSources(inputs) {
    const named = namedItems(inputs.sources);
    const existing = inputs.existing;
    const existingBaseline = existing === undefined || "notCompared" in existing
        ? undefined
        : (0,_plan_baseline_deviations_js__WEBPACK_IMPORTED_MODULE_2__/* .existingBaselineOf */ .A0)(existing.documents);
    const missing = [];
    const notSeen = [];
    for (const document of inputs.documents) {
        const impact = document.impact?.value;
        const cyberSystem = document.cyberSystem.value;
        for (const asset of document.assets) {
            const baseline = asset.baseline;
            const assetClass = asset.class?.value ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_ASSET_CLASS */ .q$;
            if (baseline === undefined)
                continue;
            if (!(0,_patch_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .isApplicable */ .AX)({ class: assetClass, impact, type: asset.type }))
                continue;
            if (baseline.kind === "ref") {
                notSeen.push({ cyber_system: cyberSystem, asset: asset.name, location: asset.location });
                continue;
            }
            const before = existingBaseline?.(cyberSystem, asset.name, asset.renamedFrom?.value);
            for (const entry of entriesOf(baseline)) {
                if (named.has((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemKey */ .Dh)(entry)))
                    continue;
                missing.push({
                    cyber_system: cyberSystem,
                    asset: asset.name,
                    item: entry.kind,
                    name: entry.name,
                    version: entry.version,
                    location: entry.location ?? asset.location,
                    change: existingBaseline === undefined ? "unknown" : changeOf(before, entry),
                });
            }
        }
    }
    if (missing.length === 0 && notSeen.length === 0 && inputs.sources === undefined)
        return { check: undefined, problems: [] };
    const setting = "rule" in inputs.rule ? (inputs.rule.rule?.setting ?? "flag") : "flag";
    const check = {
        sources_file: inputs.sources === undefined ? null : _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_SOURCES_FILE */ .DK,
        setting,
        missing,
        not_seen: notSeen,
    };
    return { check, problems: refused(missing, inputs.rule) };
}
/** What the change does to an item, as every output says it. */
const PATCH_SOURCE_CHANGE_WORDS = {
    added: "added by this change",
    changed: "version changed by this change",
    existing: "an existing gap",
    unknown: "not compared with the existing baselines",
};
/** Why a refusal cannot tell an unknown item from an existing one, and what to do. */
const UNKNOWN_WHY = " (the plan cannot tell whether this change adds it: pass --base REF, the commit the existing baselines were declared at)";
/** Whether the change adds or changes the item, or may: what `require` refuses. */
function changedByChange(change) {
    return change !== "existing";
}
/** Each gap as a warning at its entry: what `validate` reports, refusing nothing. */
function patchSourceWarnings(check) {
    return (check?.missing ?? []).map((gap) => ({
        severity: "warning",
        location: gap.location,
        message: `${gapWords(gap)} has no patch source (CIP-007-6 R2.1): ${PATCH_SOURCE_FIX}`,
    }));
}
/** `require` refuses what the change adds or changes; a policy that cannot be read refuses too. */
function refused(missing, read) {
    const changed = missing.filter((gap) => changedByChange(gap.change));
    if (changed.length === 0)
        return [];
    if ("diagnostics" in read)
        return read.diagnostics;
    const rule = read.rule;
    if (rule?.setting !== "require")
        return [];
    return changed.map((gap) => ({
        severity: "error",
        location: gap.location,
        message: `${gapWords(gap)} has no patch source (CIP-007-6 R2.1), ${PATCH_SOURCE_CHANGE_WORDS[gap.change]}${gap.change === "unknown" ? UNKNOWN_WHY : ""}, and ${rule.file} sets patch_sources: require: ${PATCH_SOURCE_FIX}`,
    }));
}
function gapWords(gap) {
    return `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemText */ .rv)({ kind: gap.item, name: gap.name })} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(gap.version)} of asset ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(gap.asset)} in ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(gap.cyber_system)}`;
}
/** The item keys a source covers or a declaration names. */
function namedItems(sources) {
    const named = new Set();
    for (const source of sources?.sources ?? [])
        for (const item of source.covers)
            named.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemKey */ .Dh)(item));
    for (const declaration of sources?.noSource ?? [])
        named.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .itemKey */ .Dh)(declaration.item));
    return named;
}
/** A content baseline's os_firmware and software entries, with where each is written. */
function entriesOf(baseline) {
    const items = itemsOf(baseline);
    return _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCHED_ITEMS */ .Rp.flatMap((kind) => items[kind].map(({ name, version }, index) => ({
        kind,
        name,
        version,
        location: baseline.entryLocations?.[kind]?.[index],
    })));
}
/** A baseline's os_firmware, software and patches as written (none for a baseline_ref). */
function itemsOf(baseline) {
    return (0,_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .patchedItemsOf */ .L$)(baseline?.content ?? {});
}
/** The item against the asset's existing baseline: none before adds it; a ref hid it. */
function changeOf(before, entry) {
    if (before === undefined)
        return "added";
    if (before.kind === "ref")
        return "unknown";
    const was = itemsOf(before)[entry.kind].find((record) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .nameKey */ .Rc)(record.name) === (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .nameKey */ .Rc)(entry.name));
    if (was === undefined)
        return "added";
    return was.version === entry.version ? "existing" : "changed";
}


/***/ }),

/***/ 29029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ existingBaselineOf),
/* harmony export */   Sc: () => (/* binding */ compareBaselines),
/* harmony export */   XA: () => (/* binding */ planChanges),
/* harmony export */   YX: () => (/* binding */ deviationsOf)
/* harmony export */ });
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18453);
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45217);
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47178);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
// The plan's baselines against the existing ones: each asset whose declared baseline changes an
// R1.1 item is a deviation (CIP-010 R1.2: "changes that deviate from the existing baseline
// configuration"), with what was added and removed and the parts it opens, read from the
// requirement table as the obligations read it. Computed once here; renderers only read it.
// As in the obligations: a first declaration (no baseline before), a removed baseline and a
// `software` record (baseline content, not a Cyber Asset) are no deviation; an asset is found
// among the existing ones by its system's name and its own, or the name it is renamed from.




/**
 * The comparison of the plan's `baselines` (declared by `resolved`) with `existing`; undefined
 * when the plan declares none.
 */
function compareBaselines(resolved, baselines, existing) {
    if (baselines === undefined || baselines.length === 0)
        return undefined;
    if ("notCompared" in existing)
        return { compared_with: null, not_compared: existing.notCompared };
    const existingBaseline = existingBaselineOf(existing.documents);
    const now = new Map();
    for (const { document, system } of resolved)
        for (const asset of document.assets)
            if (asset.baseline !== undefined && asset.type !== "software")
                now.set(`${system.id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name)}`, {
                    baseline: asset.baseline,
                    formerName: asset.renamedFrom?.value,
                });
    const deviations = baselines.flatMap((entry) => {
        const declared = now.get(`${entry.cyber_system_id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(entry.asset)}`);
        const system = entry.cyber_system ?? entry.cyber_system_id;
        const was = declared === undefined
            ? undefined
            : existingBaseline(system, entry.asset, declared.formerName);
        if (declared === undefined || was === undefined)
            return [];
        const items = (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineDifferences */ .G)(was, declared.baseline);
        if (items.length === 0)
            return [];
        // A system without `impact:` is judged as High, as the obligations judge it (fail closed).
        const scope = {
            class: entry.class ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_ASSET_CLASS */ .q$,
            impact: entry.impact ?? "high",
            ...(entry.erc === undefined ? {} : { erc: entry.erc }),
        };
        const deviation = {
            asset: entry.asset,
            ...(entry.asset_id === undefined ? {} : { asset_id: entry.asset_id }),
            cyber_system: system,
            cyber_system_id: entry.cyber_system_id,
            items,
            opens: (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_2__/* .partsOpenedBy */ .pK)(scope, items.map((difference) => difference.item)),
        };
        return [deviation];
    });
    return { compared_with: existing.comparedWith, deviations };
}
/**
 * The existing baseline of an asset, found by its system's name and its own, or the name it is
 * renamed from; undefined: it had none.
 */
function existingBaselineOf(documents) {
    const before = new Map();
    for (const document of documents)
        for (const asset of document.assets)
            if (asset.baseline !== undefined)
                before.set(keyOf(document.cyberSystem.value, asset.name), asset.baseline);
    return (cyberSystem, asset, formerName) => before.get(keyOf(cyberSystem, asset)) ??
        (formerName === undefined ? undefined : before.get(keyOf(cyberSystem, formerName)));
}
/** How an asset is found among the existing baselines: its system's name and its own. */
function keyOf(cyberSystem, asset) {
    return `${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(cyberSystem)}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset)}`;
}
/**
 * Whether the plan changes anything: an operation, or a baseline that deviates from the existing
 * one (the service holds no baseline, yet CIP-010 R1.2 counts its change). What `plan
 * --detailed-exitcode` exits 2 for.
 */
function planChanges(plan) {
    return plan.operations.length > 0 || deviationsOf(plan.baseline_deviations).length > 0;
}
/** The deviations of a plan, none when its baselines were not compared. */
function deviationsOf(comparison) {
    return comparison === undefined || comparison.compared_with === null ? [] : comparison.deviations;
}


/***/ }),

/***/ 4105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ commissioningProblems),
  Q: () => (/* binding */ goesIntoService)
});

// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(47178);
;// CONCATENATED MODULE: ./src/core/inventory/baselines/baseline-completeness.ts




const R1_1 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.1");
const PORTS = (0,requirements/* requirementRow */.gv)("CIP-007 R1.1");
const WHAT_TO_WRITE = "write baseline: with os_firmware ([{ name, version }]), software, custom_software, ports and patches ([] for none), the name of a shared baseline under baselines:, or baseline_ref: { uri, sha256 }";
/**
 * The R1.1 problems of the in-scope assets of `documents` that `entering` says go into service in
 * their system, each at the asset's name.
 */
function commissioningBaselineProblems(documents, entering) {
    const diagnostics = [];
    for (const document of documents) {
        const impact = document.impact?.value;
        if (impact !== "high" && impact !== "medium")
            continue;
        for (const asset of document.assets) {
            if (!entering(document, asset))
                continue;
            for (const message of assetProblems(asset, impact, document.erc?.value))
                diagnostics.push({ severity: "error", location: asset.location, message });
        }
    }
    return diagnostics;
}
/** Each of the asset's R1.1 problems: all of them, so that one fix does not uncover the next. */
function assetProblems(asset, impact, erc) {
    const assetClass = asset.class?.value ?? asset_class/* DEFAULT_ASSET_CLASS */.q$;
    const scope = { class: assetClass, impact, ...(erc === undefined ? {} : { erc }) };
    // `software` records are baseline content, never Cyber Assets.
    if (asset.type === "software" || !(0,requirements/* applies */.Br)(R1_1, scope))
        return [];
    const who = `asset ${(0,diagnostics/* quote */.hD)(asset.name)} (${assetClass} of a ${impact} impact system)`;
    const baseline = asset.baseline;
    if (baseline === undefined)
        return [
            `${who} has no baseline configuration; CIP-010 R1.1 asks for one before it is in service: ${WHAT_TO_WRITE}`,
        ];
    const problems = [];
    if (baseline.missing !== undefined)
        problems.push(`${who} has an incomplete baseline: ${(0,wording/* listOf */.c3)(baseline.missing)} ${baseline.missing.length === 1 ? "is" : "are"} not written; CIP-010 R1.1 asks for all five items: write each, [] for none`);
    if ((0,requirements/* applies */.Br)(PORTS, scope) && baseline.unjustifiedPorts !== undefined)
        problems.push(`${who} has ${baseline.unjustifiedPorts} port${baseline.unjustifiedPorts === 1 ? "" : "s"} without a justification; CIP-007 R1.1 asks why each is needed: add justification: to each port`);
    return problems;
}

// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/plan/commissioning.ts
// CIP-010-4 R1.1 at commissioning, against the live inventory: a declared asset that the service
// does not hold (a create) or holds in another system (a move into this one) goes into service in
// its system, and must then have a complete baseline if R1 applies to it there
// (core/inventory/baselines/baseline-completeness.ts). The plan and an online `validate` refuse it at the
// asset's place; an asset already in service there is not asked again.


function commissioningProblems(resolved, live) {
    return commissioningBaselineProblems(resolved.map(({ document }) => document), goesIntoService(resolved, live));
}
/**
 * Whether a declared asset goes into service in its document's system: the service holds it
 * neither there under its name nor under the name it is renamed from (a rename already applied
 * leaves renamed_from behind, naming an asset the service no longer holds). CIP-010 R1.1's and
 * R3.3's commissioning (core/assessments/commissioning-assessments.ts).
 */
function goesIntoService(resolved, live) {
    const liveSystem = new Map(live.cyberAssets.map((asset) => [(0,names/* nameKey */.Rc)(asset.name), asset.cyber_system_id]));
    const systemOf = new Map(resolved.map(({ document, system }) => [document, system.id]));
    return (document, asset) => ![asset.name, asset.renamedFrom?.value].some((name) => name !== undefined && liveSystem.get((0,names/* nameKey */.Rc)(name)) === systemOf.get(document));
}


/***/ }),

/***/ 74464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ cyclesOf)
/* harmony export */ });
/**
 * The cycles of a graph in which every item leads to at most one other (renamed_from chains,
 * renames that take each other's names): each cycle once, its members in walk order, from the
 * member met first in `items`. Linear in the number of items.
 */
function cyclesOf(items, next) {
    const walkOf = new Map();
    const cycles = [];
    items.forEach((start, walk) => {
        const path = [];
        let current = start;
        // Bounded: every step marks an item that was not marked before.
        while (current !== undefined && !walkOf.has(current)) {
            walkOf.set(current, walk);
            path.push(current);
            current = next(current);
        }
        // A walk that ends on an item of an earlier walk joined a path already looked at.
        if (current !== undefined && walkOf.get(current) === walk) {
            cycles.push(path.slice(path.indexOf(current)));
        }
    });
    return cycles;
}


/***/ }),

/***/ 73322:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WH: () => (/* binding */ markPossibleRenames),
/* harmony export */   gP: () => (/* binding */ renameFixLine),
/* harmony export */   mw: () => (/* binding */ declaredAsWords),
/* harmony export */   tL: () => (/* binding */ renamedDeletes)
/* harmony export */ });
/* unused harmony exports RENAME_SIMILARITY, MAX_RENAME_COMPARISONS, MAX_RENAME_CANDIDATES, foldedName, similarNames, pairPossibleRenames */
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65032);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);


/** Two names are similar when at most this share of the longer one must change (after folding). */
const RENAME_SIMILARITY = 0.75;
/**
 * Beyond this many delete-create comparisons in one cyber system and asset type, only names equal
 * after folding are paired: a plan of 100,000 operations stays fast.
 */
const MAX_RENAME_COMPARISONS = 40_000;
/** At most this many declared names are offered for a delete that could not be paired. */
const MAX_RENAME_CANDIDATES = 3;
/**
 * A name as the comparison sees it: its name key without spaces, dashes, underscores, dots,
 * slashes and colons, so that "RTU-01", "rtu_01" and "RTU 01" are one name.
 */
function foldedName(name) {
    const folded = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(name).replace(/[\s\-_.:/]+/gu, "");
    return folded === "" ? (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .nameKey */ .Rc)(name) : folded;
}
/** Whether two names are similar: an edit distance of at most a quarter of the longer folded name. */
function similarNames(a, b) {
    return similarity(foldedName(a), foldedName(b)) >= RENAME_SIMILARITY;
}
/** 1 for equal folded names, down to 0 when every character must change. */
function similarity(a, b) {
    const longest = Math.max([...a].length, [...b].length);
    if (longest === 0)
        return 1;
    const max = Math.floor(longest * (1 - RENAME_SIMILARITY));
    return 1 - (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .editDistance */ .YC)(a, b, max) / longest;
}
/**
 * The possible renames among `operations`: in each cyber system, deletes and creates of one asset
 * type are paired when there is exactly one of each, or when their names are similar (most similar
 * first; ties by declared name, then live asset id). Each operation is in at most one pair, and the
 * pairs do not depend on the order of `operations`. Sorted by declared name, then live asset id.
 */
function pairPossibleRenames(operations) {
    return renameSuspects(operations).pairs;
}
/** The pairs, and the deletes of the same systems and types that stayed unpaired. */
function renameSuspects(operations) {
    const deletes = operations.filter((operation) => operation.action === "delete");
    const creates = operations.filter((operation) => operation.action === "create");
    const groupOf = (operation) => JSON.stringify([operation.cyber_system.id, operation.asset_type]);
    const deletesByGroup = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .groupBy */ .$z)(deletes, groupOf);
    const pairs = [];
    const unpaired = [];
    for (const [group, declared] of (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .groupBy */ .$z)(creates, groupOf)) {
        const live = deletesByGroup.get(group);
        if (live === undefined)
            continue;
        const grouped = pairGroup(declared, live);
        pairs.push(...grouped);
        const paired = new Set(grouped.map((pair) => pair.live));
        const byName = [...declared].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.name, b.name));
        const compareAll = declared.length * live.length <= MAX_RENAME_COMPARISONS;
        for (const remove of live) {
            if (paired.has(remove))
                continue;
            const candidates = compareAll
                ? closest(remove, byName)
                : byName.slice(0, MAX_RENAME_CANDIDATES);
            unpaired.push({ live: remove, candidates });
        }
    }
    return { pairs: pairs.sort(comparePairs), unpaired };
}
/**
 * The creates most similar to `remove`'s name, from `byName` (in code-point order of their names):
 * called only within the comparison bound, past which the first names are offered.
 */
function closest(remove, byName) {
    const folded = foldedName(remove.name);
    const scored = byName.map((create) => ({
        create,
        score: similarity(folded, foldedName(create.name)),
    }));
    // A stable sort keeps equal scores in code-point order of the declared names.
    scored.sort((a, b) => b.score - a.score);
    return scored.slice(0, MAX_RENAME_CANDIDATES).map((entry) => entry.create);
}
function pairGroup(declared, live) {
    const [onlyDeclared] = declared;
    const [onlyLive] = live;
    if (declared.length === 1 && live.length === 1 && onlyDeclared && onlyLive) {
        return [{ declared: onlyDeclared, live: onlyLive }];
    }
    const candidates = [];
    const compareAll = declared.length * live.length <= MAX_RENAME_COMPARISONS;
    const liveByFolded = (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_1__/* .groupBy */ .$z)(live, (operation) => foldedName(operation.name));
    for (const create of declared) {
        const folded = foldedName(create.name);
        const others = compareAll ? live : (liveByFolded.get(folded) ?? []);
        for (const remove of others) {
            const score = similarity(folded, foldedName(remove.name));
            if (score >= RENAME_SIMILARITY)
                candidates.push({ declared: create, live: remove, score });
        }
    }
    candidates.sort((a, b) => b.score - a.score || comparePairs(a, b));
    const taken = new Set();
    const pairs = [];
    for (const candidate of candidates) {
        if (taken.has(candidate.declared) || taken.has(candidate.live))
            continue;
        taken.add(candidate.declared);
        taken.add(candidate.live);
        pairs.push({ declared: candidate.declared, live: candidate.live });
    }
    return pairs;
}
function comparePairs(a, b) {
    return ((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.declared.name, b.declared.name) ||
        (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.live.asset_id, b.live.asset_id));
}
/**
 * The operations with both halves of each possible rename marked `possible_rename`, and each delete
 * that could not be paired marked with the names it may have become, in place (the indexes of
 * `depends_on` stay valid). Each marked operation is rebuilt with its keys in code-point order, as
 * the planner builds every operation (see fingerprint.ts).
 */
function markPossibleRenames(operations) {
    const marks = new Map();
    const { pairs, unpaired } = renameSuspects(operations);
    for (const { declared, live } of pairs) {
        const mark = { declared: declared.name, live: live.name };
        marks.set(declared, mark);
        marks.set(live, mark);
    }
    for (const { live, candidates } of unpaired) {
        const names = candidates.map((create) => create.name);
        const [declared = ""] = names;
        marks.set(live, { candidates: names, declared, live: live.name });
    }
    operations.forEach((operation, index) => {
        const mark = marks.get(operation);
        if (mark === undefined || operation.action === "update")
            return;
        const { source, ...rest } = operation;
        operations[index] = { ...rest, possible_rename: mark, ...(source ? { source } : {}) };
    });
}
/** How `name` is written in a YAML flow map: plain when that is safe, else double-quoted. */
function yamlScalar(name) {
    return /^[A-Za-z0-9][A-Za-z0-9 ._\-/()]*$/u.test(name) && !name.endsWith(" ")
        ? name
        : JSON.stringify(name);
}
/** The deletes among `operations` that may be renames made in the service, in their order. */
function renamedDeletes(operations) {
    return operations.filter((operation) => operation.action === "delete" && operation.possible_rename !== undefined);
}
/**
 * What the delete's live asset is declared as, in `show`'s words: "is declared as a" for a pair,
 * "may be declared as a, b or c" for a delete that could not be paired one to one.
 */
function declaredAsWords(rename, show) {
    if (rename.candidates === undefined)
        return `is declared as ${show(rename.declared)}`;
    return `may be declared as ${namesOrWords(rename.candidates.map(show))} (it could not be paired one to one with a new asset of its type)`;
}
/** "a", "a or b", "a, b or c". */
function namesOrWords(names) {
    return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
function renameFixLine(rename, assetType) {
    return `${yamlScalar(rename.declared)}: {type: ${assetType}, renamed_from: ${yamlScalar(rename.live)}}`;
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

/***/ 17273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ hasErrors),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   j$: () => (/* binding */ formatLocation),
/* harmony export */   oV: () => (/* binding */ compareDiagnostics)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _text_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66800);
// The vocabulary every stage's diagnostics share: how a message names a place, how diagnostics are
// ordered, and whether a list of them stops the run.


/** "file:line:column", the way every message names a place in the inventory files. */
function formatLocation(location) {
    return `${location.file}:${location.line}:${location.column}`;
}
/** Diagnostics without a place first, then by file (code-point order), line and column. */
function compareDiagnostics(a, b) {
    if (!a.location || !b.location)
        return (a.location ? 1 : 0) - (b.location ? 1 : 0);
    return ((0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.location.file, b.location.file) ||
        a.location.line - b.location.line ||
        a.location.column - b.location.column);
}
function hasErrors(diagnostics) {
    return diagnostics.some((diagnostic) => diagnostic.severity === "error");
}
/**
 * Text from the inventory or the service, quoted the one way every message quotes it: a JSON
 * string (quotes and backslashes inside escaped) with every hidden character a visible `\u202E`
 * escape, so that a message can be neither reordered nor hidden by the characters it reports.
 */
function quote(text) {
    const json = JSON.stringify(text).replace(/\\(?:\\|u([0-9a-f]{4}))/g, (escape, hex) => hex === undefined ? escape : `\\u${hex.toUpperCase()}`);
    return (0,_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__/* .revealHiddenCharacters */ .cr)(json);
}


/***/ }),

/***/ 91565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ assertNever)
/* harmony export */ });
// Exhaustiveness by construction: a `switch` over a union ends in `default: assertNever(value)`,
// so a new member (an evidence record kind, an operation action) fails to compile until every
// consumer handles it, instead of being skipped at run time.
/** Unreachable when every member of the union is handled; names the member that was not. */
function assertNever(value) {
    const shown = JSON.stringify(value) ?? String(value);
    throw new Error(`unhandled case ${shown.slice(0, 200)}: a consumer misses a member of its union`);
}


/***/ }),

/***/ 77568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isLoopback)
/* harmony export */ });
// Whether plain http:// may reach a host: only this machine (127.0.0.0/8, ::1, localhost). Pure, so
// that a settings file that says http:// to another machine is refused where it says it, before
// anything is read over it; io/ applies the same rule to every connection it opens.
const OCTET = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const LOOPBACK_V4 = new RegExp(`^127\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);
/** `hostname` as a WHATWG URL gives it (an IPv6 address in brackets). */
function isLoopback(hostname) {
    return hostname === "localhost" || hostname === "[::1]" || LOOPBACK_V4.test(hostname);
}


/***/ }),

/***/ 66800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R7: () => (/* binding */ escapeHiddenCharactersInJson),
/* harmony export */   cr: () => (/* binding */ revealHiddenCharacters),
/* harmony export */   xR: () => (/* binding */ escapedCodePoint),
/* harmony export */   zQ: () => (/* binding */ describeCharacter)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
// Live names and service messages reach terminals and pull requests unchecked by our validation
// (only declared names are validated), so every renderer shows the characters a name may not
// contain as visible escapes: a terminal escape sequence, a newline or a bidirectional override in
// a name can then neither restyle the output, forge a line, nor make a name display as another.
// Messages that refuse such a character name it (describeCharacter).

// The validation's set, plus every other character that displays as nothing: controls, format
// characters (soft hyphen, invisible operators, tags), line and paragraph separators, which some
// viewers break lines at, and Unicode's default-ignorable characters (variation selectors, fillers).
const HIDDEN_CHARACTER = new RegExp(`${_names_js__WEBPACK_IMPORTED_MODULE_0__/* .FORBIDDEN_NAME_CHARACTER */ .YV.source}|[\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}\\p{Default_Ignorable_Code_Point}]`, "gu");
/**
 * The same set but the line feed, which JSON.stringify's indentation puts on every line: matching
 * it would call the replacer once per line of a plan of 100,000 assets for nothing.
 */
const HIDDEN_CHARACTER_BUT_LINE_FEED = new RegExp(`(?!\n)(?:${HIDDEN_CHARACTER.source})`, "gu");
/**
 * Anything but printable ASCII and the line feed: none of those is hidden, so text without such a
 * character needs no look with the Unicode property classes above, which cost far more per
 * character (most of what the obligations' JSON is made of is plain ASCII).
 */
const BEYOND_PRINTABLE_ASCII = /[^\n\x20-\x7E]/;
/** Each hidden character as `\uXXXX` (`\u{XXXXX}` beyond the BMP). */
function revealHiddenCharacters(text) {
    return text.replace(HIDDEN_CHARACTER, escapedCodePoint);
}
/** One character as `\uXXXX`, or `\u{XXXXX}` beyond the BMP: the one notation messages use. */
function escapedCodePoint(character) {
    // An empty string has no code point; it is shown as U+0000 rather than thrown on.
    const hex = (character.codePointAt(0) ?? 0).toString(16).toUpperCase();
    return hex.length > 4 ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}
/**
 * JSON text with each hidden character written as a JSON escape (`\uXXXX`, a surrogate pair
 * beyond the BMP): the same JSON value, but a bidirectional override or a zero-width character in
 * a name can no longer reorder or hide text where the file is shown. JSON.stringify's output has
 * such characters only inside strings, where an escape means the same character, apart from the
 * line breaks of its indentation, which it always escapes inside strings and are kept.
 */
function escapeHiddenCharactersInJson(json) {
    if (!BEYOND_PRINTABLE_ASCII.test(json))
        return json;
    return json.replace(HIDDEN_CHARACTER_BUT_LINE_FEED, (character) => {
        let escaped = "";
        for (let at = 0; at < character.length; at++) {
            escaped += `\\u${character.charCodeAt(at).toString(16).toUpperCase().padStart(4, "0")}`;
        }
        return escaped;
    });
}
const CHARACTER_NAMES = new Map([
    [0x00, "NULL"],
    [0x09, "CHARACTER TABULATION"],
    [0x0a, "LINE FEED"],
    [0x0d, "CARRIAGE RETURN"],
    [0x1b, "ESCAPE"],
    [0x7f, "DELETE"],
    [0x85, "NEXT LINE"],
    [0x061c, "ARABIC LETTER MARK"],
    [0x200b, "ZERO WIDTH SPACE"],
    [0x200c, "ZERO WIDTH NON-JOINER"],
    [0x200d, "ZERO WIDTH JOINER"],
    [0x200e, "LEFT-TO-RIGHT MARK"],
    [0x200f, "RIGHT-TO-LEFT MARK"],
    [0x202a, "LEFT-TO-RIGHT EMBEDDING"],
    [0x202b, "RIGHT-TO-LEFT EMBEDDING"],
    [0x202c, "POP DIRECTIONAL FORMATTING"],
    [0x202d, "LEFT-TO-RIGHT OVERRIDE"],
    [0x202e, "RIGHT-TO-LEFT OVERRIDE"],
    [0x2060, "WORD JOINER"],
    [0x2066, "LEFT-TO-RIGHT ISOLATE"],
    [0x2067, "RIGHT-TO-LEFT ISOLATE"],
    [0x2068, "FIRST STRONG ISOLATE"],
    [0x2069, "POP DIRECTIONAL ISOLATE"],
    [0xfeff, "ZERO WIDTH NO-BREAK SPACE"],
]);
/** "U+202E RIGHT-TO-LEFT OVERRIDE (a bidirectional control ...)": what it is and why it is refused. */
function describeCharacter(codePoint) {
    const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
    const name = CHARACTER_NAMES.get(codePoint);
    const label = name === undefined ? code : `${code} ${name}`;
    if (codePoint >= 0xd800 && codePoint <= 0xdfff)
        return `${label} (an unpaired surrogate)`;
    if (codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f)) {
        return `${label} (a control character)`;
    }
    if (codePoint === 0x061c ||
        codePoint === 0x200e ||
        codePoint === 0x200f ||
        (codePoint >= 0x202a && codePoint <= 0x202e) ||
        (codePoint >= 0x2066 && codePoint <= 0x2069)) {
        return `${label} (a bidirectional control: it can make a name display as another)`;
    }
    return `${label} (an invisible zero-width character)`;
}


/***/ }),

/***/ 38871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ textBatches),
/* harmony export */   k: () => (/* binding */ BATCH_CHARACTERS)
/* harmony export */ });
// Text made in many small pieces (JSON written an item at a time, CSV a row at a time) joined into
// fewer, larger ones: a file is written in few calls, and a check made on each piece (the hidden
// characters' escape) is made on few, while little is held at once.
/** Size of the pieces textBatches gives: few writes, and little held at once. */
const BATCH_CHARACTERS = 64 * 1024;
/** `chunks` joined into pieces of about BATCH_CHARACTERS each, in order. */
function* textBatches(chunks) {
    let pending = [];
    let size = 0;
    for (const chunk of chunks) {
        pending.push(chunk);
        size += chunk.length;
        if (size >= BATCH_CHARACTERS) {
            yield pending.join("");
            pending = [];
            size = 0;
        }
    }
    if (size > 0)
        yield pending.join("");
}


/***/ }),

/***/ 82205:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   c3: () => (/* binding */ listOf),
/* harmony export */   pq: () => (/* binding */ countOf)
/* harmony export */ });
// Small pieces of the wording every layer's messages share, so that each is written one way.
/** "1 asset", "3 assets". */
function countOf(count, noun) {
    return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
/** A ratio as a percentage with at most one decimal: 0.3 -> "30%", 0.125 -> "12.5%". */
function percent(ratio) {
    return `${Math.round(ratio * 1000) / 10}%`;
}
/** "a", "a and b", "a, b and c". */
function listOf(items) {
    return items.length <= 1
        ? items.join("")
        : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
/** The first 7 characters of a commit, as GitHub shows it. */
function shortSha(sha) {
    return sha.slice(0, 7);
}


/***/ }),

/***/ 63518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JK: () => (/* binding */ unauthenticated),
/* harmony export */   _w: () => (/* binding */ rateLimitHeaders),
/* harmony export */   r$: () => (/* binding */ EMULATOR_PROFILES),
/* harmony export */   t4: () => (/* binding */ errorBody)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
// The emulator's two behaviours. `spec` (the default) is the contract: the spec's error envelope
// `{"error": {"code", "message"}}`, keys that never expire, Retry-After on every 429, assets with
// the spec's fields only. `documented` answers as the service's public documentation shows it:
// `{"error": "<status text>", "message"}` bodies, 401 "API key has expired" for a seed's
// `expired_api_keys`, 429 without Retry-After, and `created_at`/`updated_at` on assets.

const EMULATOR_PROFILES = ["spec", "documented"];
/** The body of an error answer in this profile's shape. */
function errorBody(refusal, profile) {
    if (profile === "documented") {
        const error = node_http__WEBPACK_IMPORTED_MODULE_0__.STATUS_CODES[refusal.status] ?? "Error";
        return JSON.stringify({ error, message: refusal.message });
    }
    return JSON.stringify({ error: { code: refusal.code, message: refusal.message } });
}
/**
 * The 401 for a key that opens nothing. The spec profile gives one answer for every case (keys do
 * not expire there: an expired key is just unknown); the documented profile tells them apart.
 */
function unauthenticated(standing, profile) {
    const code = "unauthenticated";
    if (profile === "spec") {
        return {
            status: 401,
            code,
            message: "Missing or invalid X-API-Key header; send an API key an Organization Admin generated for your organization.",
        };
    }
    const message = {
        missing: "Missing X-API-Key header",
        unknown: "Invalid API key",
        expired: "API key has expired",
    }[standing];
    return { status: 401, code, message };
}
/** The headers of a 429: the spec profile says when to retry, the documented one does not. */
function rateLimitHeaders(retryAfterSeconds, profile) {
    return profile === "spec" ? { "retry-after": String(retryAfterSeconds) } : {};
}


/***/ }),

/***/ 9361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Oo: () => (/* binding */ DEFAULT_INVENTORY_PATTERN),
  FK: () => (/* binding */ isInside),
  pl: () => (/* binding */ loadInventory)
});

// UNUSED EXPORTS: displayPath, inventoryPatternsAt, isInventoryFileName

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/number-setting.ts
var number_setting = __webpack_require__(81477);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/inventory/document/parse-inventory.ts + 2 modules
var parse_inventory = __webpack_require__(88256);
;// CONCATENATED MODULE: ./src/core/inventory/document/validate-inventory.ts


function validateInventory(documents) {
    const diagnostics = [];
    const report = (location, message, first) => {
        diagnostics.push({ severity: "error", message, location, related: [first] });
    };
    checkSystemsDeclaredOnce(documents, report);
    const assets = checkAssetNamesUnique(documents, report);
    checkRenames(documents, assets, report);
    return diagnostics;
}
/**
 * References are compared as written, with their parent: ids exactly, names case-sensitively.
 * "Protection System" at two facilities is two systems. Two spellings of one system ("Alpha" and
 * its id, or with and without its facility) are found after resolution, by the resolver.
 */
function checkSystemsDeclaredOnce(documents, report) {
    const systems = new Map();
    for (const document of documents) {
        const reference = document.cyberSystem;
        const key = JSON.stringify([
            reference.value,
            document.facility?.value ?? null,
            document.controlCenter?.value ?? null,
        ]);
        const first = systems.get(key);
        if (first === undefined) {
            systems.set(key, document);
            continue;
        }
        report(reference.location, `cyber system ${(0,shared_diagnostics/* quote */.hD)(reference.value)} is already declared by the document at ${(0,shared_diagnostics/* formatLocation */.j$)(first.cyberSystem.location)}; a document declares the complete asset list of its system: merge the two documents`, first.cyberSystem.location);
    }
}
/**
 * Asset names are unique organization-wide regardless of case (names.ts `nameKey`). Returns the
 * first declaration of each name key (one entry per asset, no object of its own).
 */
function checkAssetNamesUnique(documents, report) {
    const assets = new Map();
    for (const document of documents) {
        for (const asset of document.assets) {
            const key = (0,names/* nameKey */.Rc)(asset.name);
            const first = assets.get(key);
            if (first === undefined) {
                assets.set(key, asset);
                continue;
            }
            const spelling = first.name === asset.name
                ? ""
                : first.name.normalize("NFC") === asset.name.normalize("NFC")
                    ? " (the same text, in another Unicode normalization form)"
                    : ` as ${(0,shared_diagnostics/* quote */.hD)(first.name)}`;
            report(asset.location, `asset ${(0,shared_diagnostics/* quote */.hD)(asset.name)} is already declared at ${(0,shared_diagnostics/* formatLocation */.j$)(first.location)}${spelling}; asset names are unique across the inventory, ignoring case: rename or remove one`, first.location);
        }
    }
    return assets;
}
/** One new name per live asset, and no rename of an asset another document keeps. */
function checkRenames(documents, assets, report) {
    const renames = new Map();
    for (const document of documents) {
        /** This document's assets, made only when a rename names a declared asset. */
        let own;
        for (const asset of document.assets) {
            const renamedFrom = asset.renamedFrom;
            if (renamedFrom === undefined)
                continue;
            const key = (0,names/* nameKey */.Rc)(renamedFrom.value);
            const firstRename = renames.get(key);
            if (firstRename?.renamedFrom) {
                report(renamedFrom.location, `renamed_from ${(0,shared_diagnostics/* quote */.hD)(renamedFrom.value)} is also used by asset ${(0,shared_diagnostics/* quote */.hD)(firstRename.name)} at ${(0,shared_diagnostics/* formatLocation */.j$)(firstRename.renamedFrom.location)}; one live asset can take only one new name: remove one of the two`, firstRename.renamedFrom.location);
            }
            else {
                renames.set(key, asset);
            }
            // A rename inside one document may reuse a name still declared there (a swap a->b, b->a);
            // across documents it would both keep the asset in the other system and rename it away.
            const declared = assets.get(key);
            if (declared !== undefined && !(own ??= new Set(document.assets)).has(declared)) {
                report(renamedFrom.location, `renamed_from ${(0,shared_diagnostics/* quote */.hD)(renamedFrom.value)} names an asset that another document declares, at ${(0,shared_diagnostics/* formatLocation */.j$)(declared.location)}; an asset cannot both stay there and be renamed here: remove it from the other document, or remove renamed_from`, declared.location);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/io/checkout/inventory-files.ts
// Reads the inventory files: expands the patterns, keeps every file inside the repository, reads
// them with bounded concurrency, parses each and checks the rules across files. A file that cannot
// be read is an error, never an absent declaration: the desired state is all of it or nothing.









const DEFAULT_INVENTORY_PATTERN = "inventory/";
const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_TOTAL_BYTES = number_setting/* SHARED_NUMBER_SETTINGS */.io["max-bytes"].default;
const DEFAULT_MAX_ASSETS = number_setting/* SHARED_NUMBER_SETTINGS */.io["max-assets"].default;
const READ_CONCURRENCY = 16;
const GLOB_CHARACTERS = /[*?[\]{}]/;
async function loadInventory(source) {
    const cwd = (0,external_node_path_.resolve)(source.cwd);
    const root = await (0,promises_.realpath)((0,external_node_path_.resolve)(cwd, source.root)).catch(() => (0,external_node_path_.resolve)(cwd, source.root));
    const maxFileBytes = source.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    const diagnostics = [];
    const readErrors = [];
    const found = new Set();
    const patterns = source.patterns.length > 0 ? source.patterns : [DEFAULT_INVENTORY_PATTERN];
    for (const pattern of patterns) {
        const reported = readErrors.length;
        const matched = await expandPattern(pattern, cwd, root, readErrors);
        // A pattern whose only directory was refused already has its error.
        if (matched.length === 0 && readErrors.length === reported) {
            readErrors.push({
                severity: "error",
                message: `pattern ${(0,shared_diagnostics/* quote */.hD)(pattern)} matches no .yaml or .yml file, so the desired state could not be read; check the pattern (relative to ${cwd})`,
            });
        }
        for (const path of matched)
            found.add(path);
    }
    const files = [...found]
        .map((path) => ({ path, display: displayPath(cwd, path) }))
        .sort((a, b) => (0,names/* compareCodePoints */.OP)(a.display, b.display));
    const reads = await mapBounded(files, READ_CONCURRENCY, (file) => readInventoryFile(file.path, file.display, root, maxFileBytes));
    const documents = [];
    const readRealPaths = new Set();
    const totals = new InputTotals(source);
    for (const [index, read] of reads.entries()) {
        // Two paths to one file (a pattern and a link, two overlapping patterns) count once.
        if (read.realPath !== undefined) {
            if (readRealPaths.has(read.realPath))
                continue;
            readRealPaths.add(read.realPath);
        }
        if ("diagnostic" in read) {
            readErrors.push(read.diagnostic);
            continue;
        }
        const display = files[index]?.display ?? "";
        const overBytes = totals.addText(display, read.text);
        if (overBytes !== undefined) {
            readErrors.push(overBytes);
            break;
        }
        const parsed = (0,parse_inventory/* parseInventoryText */.r)(read.text, display);
        documents.push(...parsed.documents);
        diagnostics.push(...parsed.diagnostics);
        const overAssets = totals.addDocuments(display, parsed.documents);
        if (overAssets !== undefined) {
            readErrors.push(overAssets);
            break;
        }
    }
    diagnostics.push(...readErrors, ...validateInventory(documents));
    return {
        files: files.map((file) => file.display),
        documents,
        diagnostics: diagnostics.sort(shared_diagnostics/* compareDiagnostics */.oV),
        readErrors: readErrors.sort(shared_diagnostics/* compareDiagnostics */.oV),
    };
}
/**
 * Where the inventory `patterns` look in a listing of the repository at another commit (the
 * owner policy's base), and which listed files they name, as expandPattern names them in the
 * checkout: a folder's .yaml/.yml files at any depth, a file itself, a glob's matches that are
 * .yaml/.yml files. Paths are relative to `cwd` with "/" separators, as `files` has them; a
 * pattern outside `cwd` names nothing there. A pattern that is neither a glob nor a folder is
 * listed as written: the listing tells a file from a folder.
 */
function inventoryPatternsAt(patterns, cwd) {
    const roots = new Set();
    const tests = [];
    for (const pattern of patterns.length > 0 ? patterns : [DEFAULT_INVENTORY_PATTERN]) {
        const relativePath = displayPath(resolve(cwd), resolve(cwd, pattern));
        if (relativePath === ".." ||
            relativePath.startsWith("../") ||
            nodePath.isAbsolute(relativePath))
            continue;
        const at = relativePath === "." ? "" : relativePath;
        if (GLOB_CHARACTERS.test(pattern)) {
            const segments = at.split("/");
            const fixed = segments.findIndex((segment) => GLOB_CHARACTERS.test(segment));
            roots.add(segments.slice(0, fixed).join("/"));
            tests.push((path) => isInventoryFileName(path) && nodePath.posix.matchesGlob(path, at));
        }
        else {
            roots.add(at);
            tests.push((path) => path === at || (isInventoryFileName(path) && (at === "" || path.startsWith(`${at}/`))));
        }
    }
    return { roots: [...roots], matches: (path) => tests.some((test) => test(path)) };
}
/** Absolute paths of the inventory files one pattern names. */
async function expandPattern(pattern, cwd, root, diagnostics) {
    const absolute = (0,external_node_path_.resolve)(cwd, pattern);
    const stats = await (0,promises_.stat)(absolute).catch(() => undefined);
    if (stats?.isDirectory())
        return walkDirectory(absolute, cwd, root, diagnostics);
    if (stats)
        return [absolute];
    if (!GLOB_CHARACTERS.test(pattern))
        return [];
    const matches = [];
    for await (const match of (0,promises_.glob)(pattern, { cwd })) {
        const path = (0,external_node_path_.resolve)(cwd, match);
        if (isInventoryFileName(path) && (await (0,promises_.stat)(path).catch(() => undefined))?.isFile()) {
            matches.push(path);
        }
    }
    return matches;
}
/**
 * The .yaml/.yml files under a directory, following symbolic links that stay inside the root
 * (each real directory once, so a link cycle ends) and reporting those that leave it.
 */
async function walkDirectory(start, cwd, root, diagnostics) {
    const files = [];
    const visited = new Set();
    const pending = [start];
    for (let directory = pending.pop(); directory !== undefined; directory = pending.pop()) {
        const real = await (0,promises_.realpath)(directory).catch(() => directory);
        if (visited.has(real))
            continue;
        visited.add(real);
        if (!isInside(root, real)) {
            diagnostics.push(outsideRoot(displayPath(cwd, directory), directory, real, root));
            continue;
        }
        const entries = await (0,promises_.readdir)(directory, { withFileTypes: true }).catch((error) => {
            diagnostics.push(unreadable(displayPath(cwd, directory), error));
            return [];
        });
        for (const entry of entries) {
            const path = (0,external_node_path_.join)(directory, entry.name);
            if (entry.isDirectory())
                pending.push(path);
            else if (entry.isSymbolicLink() && (await (0,promises_.stat)(path).catch(() => undefined))?.isDirectory()) {
                pending.push(path);
            }
            else if (isInventoryFileName(path))
                files.push(path);
        }
    }
    return files;
}
async function readInventoryFile(path, display, root, maxFileBytes) {
    let realPath;
    try {
        realPath = await (0,promises_.realpath)(path);
    }
    catch (error) {
        return { diagnostic: unreadable(display, error) };
    }
    if (!isInside(root, realPath)) {
        return { diagnostic: outsideRoot(display, path, realPath, root), realPath };
    }
    let bytes;
    try {
        // Checked before opening: opening a FIFO or a device could block or never end.
        if (!(await (0,promises_.stat)(realPath)).isFile()) {
            return {
                diagnostic: fileError(display, "this path is not a regular file; point the pattern at files"),
                realPath,
            };
        }
        const handle = await (0,promises_.open)(realPath, "r");
        try {
            const { size } = await handle.stat();
            if (size > maxFileBytes)
                return { diagnostic: tooLarge(display, size, maxFileBytes), realPath };
            bytes = await handle.readFile();
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        return { diagnostic: unreadable(display, error), realPath };
    }
    // The file may have grown between stat and read.
    if (bytes.length > maxFileBytes) {
        return { diagnostic: tooLarge(display, bytes.length, maxFileBytes), realPath };
    }
    try {
        return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), realPath };
    }
    catch {
        return {
            diagnostic: fileError(display, "this file is not valid UTF-8 text; save it as UTF-8"),
            realPath,
        };
    }
}
function fileError(display, message) {
    const location = { file: display, line: 1, column: 1 };
    return { severity: "error", message, location };
}
function unreadable(display, error) {
    const reason = (0,errors/* errorCode */.C)(error) ?? (0,errors/* errorMessage */.g)(error);
    return fileError(display, `this path cannot be read (${reason}); check that it exists and is readable, so that the desired state can be read`);
}
/**
 * Caps on the whole input, checked file by file in path order: the file that crosses one is named,
 * and no later file is parsed. One file is capped by maxFileBytes; many files under that cap
 * could still make the run take minutes and gigabytes.
 */
class InputTotals {
    #maxBytes;
    #maxAssets;
    #bytes = 0;
    #assets = 0;
    constructor(source) {
        this.#maxBytes = source.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES;
        this.#maxAssets = source.maxAssets ?? DEFAULT_MAX_ASSETS;
    }
    addText(display, text) {
        this.#bytes += Buffer.byteLength(text);
        if (this.#bytes <= this.#maxBytes)
            return undefined;
        return fileError(display, `with this file the inventory files total ${this.#bytes} bytes, over the limit of ${this.#maxBytes} bytes for all of them; this file and later ones were not parsed: check that the path patterns name only inventory files, or raise the limit with --max-bytes (the Action's input max-bytes)`);
    }
    addDocuments(display, documents) {
        for (const document of documents)
            this.#assets += document.assets.length;
        if (this.#assets <= this.#maxAssets)
            return undefined;
        return fileError(display, `with this file the inventory declares ${this.#assets} assets, over the limit of ${this.#maxAssets}; later files were not parsed: check that the path patterns name only this organization's inventory files, or raise the limit with --max-assets (the Action's input max-assets)`);
    }
}
function tooLarge(display, size, limit) {
    return fileError(display, `this file is ${size} bytes, over the limit of ${limit} bytes for one inventory file; split it into several files`);
}
function outsideRoot(display, path, real, root) {
    return fileError(display, path === real || !isInside(root, path)
        ? `this path is outside the repository root ${root}; move it into the repository, or choose a root that contains it`
        : `this path is a symbolic link (or lies under one) to ${real}, outside the repository root ${root}; inventory files must be in the repository: replace the link with the file itself`);
}
/**
 * Whether `path` is `root` or under it, by the platform's rules: on Windows drive letters and
 * case do not matter and another drive or share is outside.
 */
function isInside(root, path, rules = external_node_path_) {
    const fromRoot = rules.relative(root, path);
    return (fromRoot === "" ||
        (fromRoot !== ".." && !fromRoot.startsWith(`..${rules.sep}`) && !rules.isAbsolute(fromRoot)));
}
/** Whether `path` names a file the inventory reads: .yaml or .yml, in any case. */
function isInventoryFileName(path) {
    const extension = (0,external_node_path_.extname)(path).toLowerCase();
    return extension === ".yaml" || extension === ".yml";
}
/** `path` as diagnostics, annotations and SARIF show it: relative to `cwd`, with "/" separators. */
function displayPath(cwd, path, rules = external_node_path_) {
    return rules.relative(cwd, path).split(rules.sep).join("/") || ".";
}
async function mapBounded(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        for (let index = next++; index < items.length; index = next++) {
            results[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}


/***/ }),

/***/ 45836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E2: () => (/* binding */ readTsaEndpoint),
/* harmony export */   PK: () => (/* binding */ TsaError),
/* harmony export */   iG: () => (/* binding */ tsaName)
/* harmony export */ });
/* harmony import */ var _core_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77568);
/* harmony import */ var _network_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17401);
// Which RFC 3161 timestamp authority the evidence ledger asks for tokens, read from a setting:
// apart from the client (tsa-client.ts), so that reading the settings loads no ASN.1 or CMS code.


/** The TSA did not give a usable token; the message names the TSA and why. */
class TsaError extends Error {
    name = "TsaError";
}
/**
 * The TSA to use, or undefined when `value` is empty (timestamps off). https:// is required except
 * on loopback; credentials in the URL are refused (they would be in every message naming it).
 */
function readTsaEndpoint(value, source, proxyEnv) {
    const given = value?.trim() ?? "";
    if (given === "")
        return undefined;
    const url = URL.parse(given);
    const example = "e.g. https://tsa.example.com/tsr, or empty for no timestamps";
    if (url === null || (url.protocol !== "https:" && url.protocol !== "http:")) {
        throw new TsaError(`${source} is not an http(s) URL ("${given}"): give the TSA's URL, ${example}`);
    }
    if (url.username !== "" || url.password !== "") {
        throw new TsaError(`${source} contains credentials (user:password@): remove them, ${example}`);
    }
    if (url.protocol === "http:" && !(0,_core_shared_loopback_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U)(url.hostname)) {
        throw new TsaError(`${source} uses http:// to ${url.hostname}: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)`);
    }
    const proxy = proxyEnv === undefined ? undefined : (0,_network_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .proxyForUrl */ .th)(proxyEnv, url.href);
    return { url, source, proxy };
}
/** How the TSA is named in messages and reports: its URL without query or fragment. */
function tsaName(endpoint) {
    return `${endpoint.url.origin}${endpoint.url.pathname}`;
}


/***/ }),

/***/ 80212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ POPULATION_FILES),
/* harmony export */   ps: () => (/* binding */ POPULATION_FORMATS),
/* harmony export */   yQ: () => (/* binding */ populationLayout)
/* harmony export */ });
/* harmony import */ var _core_audit_populations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7840);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66800);
/* harmony import */ var _shared_csv_cell_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69340);
/* harmony import */ var _shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10187);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65032);
// The populations as files: one CSV per population (every cell through csvCell, so none becomes a
// formula), the same with a UTF-8 byte order mark for Excel ("xlsx-safe-csv": Excel reads a CSV
// without one in the machine's legacy code page, which garbles names with accents), or one JSON.
// Written row by row as the rows are made: each population's text is its start, its rows and its
// end (populationLayout), whichever file holds it.





const POPULATION_FORMATS = ["csv", "xlsx-safe-csv", "json"];
/** The file names each population is written to. */
const POPULATION_FILES = {
    assets: "cyber-assets.csv",
    software: "software.csv",
    besAssets: "bes-assets.csv",
    deviations: "changes.csv",
    inventoryChanges: "inventory-changes.csv",
    configurationMonitoring: "configuration-monitoring.csv",
    reconciliation: "reconciliation.csv",
    exceptions: "exceptions.csv",
    ports: "ports.csv",
    patchSources: "patch-sources.csv",
    patchEvaluations: "patch-evaluations.csv",
    applicablePatches: "applicable-patches.csv",
    mitigationPlans: "mitigation-plans.csv",
    assessmentIntervals: "vulnerability-assessments.csv",
    commissionedAssets: "vulnerability-commissioning.csv",
    actionItems: "vulnerability-action-items.csv",
};
const BYTE_ORDER_MARK = "\uFEFF";
function populationLayout(format, names = _core_audit_populations_js__WEBPACK_IMPORTED_MODULE_0__/* .POPULATION_NAMES */ .dI) {
    if (format === "json") {
        // As JSON.stringify(populations, null, 2) writes it (renderJson), a row at a time.
        const last = names.at(-1);
        return {
            files: [{ name: "populations.json", populations: names }],
            start: (population) => `${population === names[0] ? "{\n" : ""}  ${JSON.stringify(population)}: [`,
            // Each row as the JSON helpers write a list's item two levels deep (json-chunks.ts).
            row: (_, row, index) => 
            // A row is an object: whole() writes it as one item.
            `${index === 0 ? "" : ","}\n    ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHiddenCharactersInJson */ .R7)(((0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_3__/* .whole */ .WQ)(row, 2) ?? (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_4__/* .missingEntry */ .Dj)("a row's JSON"))[0])}`,
            end: (population, rows) => `${rows === 0 ? "]" : "\n  ]"}${population === last ? "\n}\n" : ",\n"}`,
        };
    }
    return {
        files: names.map((population) => ({
            name: POPULATION_FILES[population],
            populations: [population],
        })),
        start: (population) => `${format === "xlsx-safe-csv" ? BYTE_ORDER_MARK : ""}${_core_audit_populations_js__WEBPACK_IMPORTED_MODULE_0__/* .POPULATION_COLUMNS */ .E0[population].join(",")}\r\n`,
        row: (population, row) => `${_core_audit_populations_js__WEBPACK_IMPORTED_MODULE_0__/* .POPULATION_COLUMNS */ .E0[population].map((column) => (0,_shared_csv_cell_js__WEBPACK_IMPORTED_MODULE_2__/* .csvCell */ .r)(cellText(row[column]))).join(",")}\r\n`,
        end: () => "",
    };
}
function cellText(value) {
    if (value === null || value === undefined)
        return undefined;
    return typeof value === "boolean" ? (value ? "yes" : "no") : String(value);
}


/***/ }),

/***/ 10685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Vg: () => (/* binding */ DOCTOR_RENDERERS),
  dX: () => (/* binding */ DRIFT_RENDERERS),
  Ki: () => (/* binding */ EVIDENCE_REPORT_RENDERERS),
  OS: () => (/* binding */ EXPORT_RENDERERS),
  JE: () => (/* binding */ OBLIGATIONS_RENDERERS),
  zx: () => (/* binding */ PLAN_RENDERERS),
  ZK: () => (/* binding */ VALIDATION_RENDERERS),
  EI: () => (/* binding */ formatNames),
  I9: () => (/* binding */ formatsHelp)
});

// EXTERNAL MODULE: ./src/core/inventory/writing/asset-rows.ts
var asset_rows = __webpack_require__(75977);
// EXTERNAL MODULE: ./src/core/shared/text/reveal.ts
var reveal = __webpack_require__(66800);
// EXTERNAL MODULE: ./src/render/shared/csv-cell.ts + 1 modules
var csv_cell = __webpack_require__(69340);
;// CONCATENATED MODULE: ./src/render/asset-rows.ts
// The rows of `cip-sync export` as CSV (RFC 4180, the cells a spreadsheet would run as formulas
// defused as in the audit pack) or JSON (a list of objects with their `service_fields`, hidden
// characters escaped, in service text as in our own).



function renderAssetRowsCsv(rows) {
    const lines = [
        asset_rows/* ASSET_ROW_COLUMNS */.o.join(","),
        ...rows.map((row) => asset_rows/* ASSET_ROW_COLUMNS */.o.map((column) => (0,csv_cell/* csvCell */.r)(row[column])).join(",")),
    ];
    return `${lines.join("\r\n")}\r\n`;
}
function renderAssetRowsJson(rows) {
    return `${(0,reveal/* escapeHiddenCharactersInJson */.R7)(JSON.stringify(rows, null, 2))}\n`;
}

;// CONCATENATED MODULE: ./src/render/doctor.ts
const VERDICTS = {
    0: "healthy: cip-sync can plan and apply against this service",
    1: "blocked: fix the failure above, then run cip-sync doctor again",
    2: "deviations found: resolve them (see above); until then plans may be refused, or a refusal not enforced",
};
function renderDoctorText({ checks, findings, exitCode }) {
    const lines = checks.flatMap((check) => [
        `${check.outcome.padEnd(8)} ${check.name.padEnd(13)} ${check.detail}`,
        ...(check.fix === undefined ? [] : [`${"".padEnd(22)} fix: ${check.fix}`]),
    ]);
    if (findings.length > 0) {
        lines.push("", "Over the four lists:");
        for (const finding of findings) {
            lines.push(`${finding.level.padEnd(9)} ${finding.path ?? ""}: ${finding.text}`);
        }
    }
    lines.push("", `Result: ${VERDICTS[exitCode]} (exit ${exitCode})`);
    return `${lines.join("\n")}\n`;
}
function renderDoctorJson({ checks, findings, exitCode }) {
    return `${JSON.stringify({ exitCode, verdict: VERDICTS[exitCode], checks, findings }, null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/core/obligations/obligations.ts + 25 modules
var obligations_obligations = __webpack_require__(11986);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/render/shared/escape-html.ts
// Escaping of untrusted text (names, titles, logins, messages from the ledger) for HTML text and
// attribute values: the five characters that could end an element or an attribute.

const HTML_ESCAPES = new Map([
    ["&", "&amp;"],
    ["<", "&lt;"],
    [">", "&gt;"],
    ['"', "&quot;"],
    ["'", "&#39;"],
]);
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (character) => (0,collections/* getOrThrow */.Gp)(HTML_ESCAPES, character, "HTML_ESCAPES"));
}

// EXTERNAL MODULE: ./src/render/shared/json-chunks.ts
var json_chunks = __webpack_require__(10187);
// EXTERNAL MODULE: ./src/render/shared/escape-markdown.ts
var escape_markdown = __webpack_require__(64747);
;// CONCATENATED MODULE: ./src/render/evidence/obligations.ts







const COLUMNS = [
    "status",
    "kind",
    "workspace",
    "cyber_system_id",
    "cyber_system",
    "asset",
    "due",
    "opened_by_sequence",
    "opened_by_sha256",
    "opened_at",
    "closed_by_sequence",
    "closed_by_sha256",
    "closed_at",
    "requirement",
    "notes",
    // What it is about in words: the asset, or what CIP-007 R2 and CIP-003 name (an item, a patch
    // source, a patch, a mitigation plan, a delegation), which the columns above do not hold.
    "subject",
    // Last, so that a reader of the columns before it finds them where they were.
    "reason",
];
/** A family not judged as a row: its name as the kind, its words as the reason. */
function notJudgedCells(family) {
    return { status: "not judged", kind: family.name, reason: family.notJudged };
}
function cells(o) {
    return {
        status: o.status,
        kind: (0,obligations_obligations/* kindText */.uS)(o),
        workspace: o.workspace,
        cyber_system_id: o.subject.cyber_system_id,
        cyber_system: o.subject.cyber_system,
        asset: o.subject.asset,
        due: o.due ?? undefined,
        opened_by_sequence: o.opened_by.sequence,
        opened_by_sha256: o.opened_by.sha256,
        opened_at: o.opened_by.recorded_at,
        closed_by_sequence: o.closed_by?.sequence,
        closed_by_sha256: o.closed_by?.sha256,
        closed_at: o.closed_by?.recorded_at,
        requirement: o.requirement,
        notes: o.notes?.map(({ login, note }) => `${login}: ${note}`).join("; "),
        subject: (0,obligations_obligations/* subjectText */.yq)(o),
        reason: o.reason,
    };
}
/**
 * The obligations as CSV, a line at a time: a list of any length is never one string. A family not
 * judged is a row of its own first, status "not judged", its words in `reason`, so that no empty
 * list reads as clear in a spreadsheet either.
 */
function* obligationsCsvChunks(report) {
    yield `${COLUMNS.join(",")}\r\n`;
    for (const family of report.notJudged ?? []) {
        const row = notJudgedCells(family);
        yield `${COLUMNS.map((column) => (0,csv_cell/* csvCell */.r)(row[column])).join(",")}\r\n`;
    }
    for (const o of report.obligations) {
        const row = cells(o);
        yield `${COLUMNS.map((column) => (0,csv_cell/* csvCell */.r)(row[column])).join(",")}\r\n`;
    }
}
/**
 * The obligations as renderJson writes them (`at`, `calendar`, `history_not_checked` when the
 * ledger was read without its git history, `statuses` when only these are listed, `obligations`),
 * one at a time.
 */
function obligationsJsonChunks(report) {
    const unchecked = report.historyNotChecked;
    const history = unchecked === undefined ? [] : [["history_not_checked", (depth) => (0,json_chunks/* whole */.WQ)(unchecked, depth)]];
    const statuses = report.statuses;
    const listed = statuses === undefined ? [] : [["statuses", (depth) => (0,json_chunks/* whole */.WQ)(statuses, depth)]];
    const notJudged = report.notJudged?.map((family) => family.notJudged);
    const unjudged = notJudged === undefined || notJudged.length === 0
        ? []
        : [["not_judged", (depth) => (0,json_chunks/* whole */.WQ)(notJudged, depth)]];
    return (0,json_chunks/* documentChunks */.Kj)([
        ["at", (depth) => (0,json_chunks/* whole */.WQ)(report.at, depth)],
        ["calendar", (depth) => (0,json_chunks/* whole */.WQ)(report.calendar, depth)],
        ...history,
        ...listed,
        ...unjudged,
        ["obligations", (depth) => (0,json_chunks/* arrayChunks */.ER)(report.obligations, depth, json_chunks/* whole */.WQ)],
    ]);
}
/**
 * One line of counts: "6 obligations, 2 overdue, 1 closed late, 3 open" (the statuses present),
 * and how many are listed when the report lists only some, with the command that lists every one
 * as the format writes code (`code`): numbers and status names only, nothing to escape.
 */
function countsText(counts, listed, code = (text) => text) {
    const total = obligations_obligations/* OBLIGATION_STATUSES */.aC.reduce((sum, status) => sum + counts[status], 0);
    const parts = statusCounts(counts, obligations_obligations/* OBLIGATION_STATUSES */.aC);
    const some = listed !== undefined && listed < total
        ? `; ${listed} listed here, exceptions first (${code("cip-sync obligations --all")} lists every one)`
        : "";
    return `${(0,wording/* countOf */.pq)(total, "obligation")}, ${parts.length === 0 ? "none" : parts.join(", ")}${some}`;
}
/** "3 reminder, 1 closed": how many of each of `statuses` there are, those present only. */
function statusCounts(counts, statuses) {
    return statuses
        .filter((status) => counts[status] > 0)
        .map((status) => `${counts[status]} ${status.replace("-", " ")}`);
}
/**
 * What a listing of some statuses leaves out, and how to see it: "Listed: exception, overdue, due
 * soon, open. Not listed: 3 reminder, 1 closed; --all lists every one." Undefined when nothing is
 * left out. `flag` writes a flag as the format shows one.
 */
function unlistedText(report, flag) {
    const listed = report.statuses;
    if (listed === undefined)
        return undefined;
    const unlisted = statusCounts(report.counts, obligations_obligations/* OBLIGATION_STATUSES */.aC.filter((status) => !listed.includes(status)));
    if (unlisted.length === 0)
        return undefined;
    const names = listed.length === 0 ? "none" : listed.map((s) => s.replace("-", " ")).join(", ");
    return `Listed: ${names}. Not listed: ${unlisted.join(", ")}; ${flag("--all")} lists every one, ${flag("--status")} chooses.`;
}
/** A record as the obligations' listings name it: "#3 2026-01-21T06:00:00.000Z sha256:<12 hex>". */
function recordText(ref) {
    return `#${ref.sequence} ${ref.recorded_at} sha256:${ref.sha256.slice(0, 12)}`;
}
/** The obligations as text, a line at a time. */
function* obligationsTextChunks(report) {
    yield `Obligations as of ${report.at} (${report.calendar}): ${countsText(report.counts)}.\n`;
    if (report.historyNotChecked !== undefined)
        yield `History not checked: ${report.historyNotChecked}.\n`;
    for (const family of report.notJudged ?? [])
        yield `Not judged: ${family.notJudged}\n`;
    const unlisted = unlistedText(report, (name) => name);
    if (unlisted !== undefined)
        yield `${unlisted}\n`;
    for (const o of report.obligations) {
        const due = (0,obligations_obligations/* dueText */.sC)(o);
        const closed = o.closed_by === undefined ? "" : `, closed by ${recordText(o.closed_by)}`;
        const noted = [
            ...(o.reason === undefined ? [] : [`; ${o.reason}`]),
            ...(o.closed_as === undefined ? [] : [` (${o.closed_as})`]),
            ...(o.verified_by === undefined
                ? []
                : [`; referenced baseline verified by ${recordText(o.verified_by)}`]),
            ...(o.not_closed_by ?? []).map(({ record, why }) => `; not closed by #${record.sequence}: ${why}`),
            ...(o.notes ?? []).map(({ login, note }) => `; noted by ${login}: ${note}`),
        ].join("");
        yield `  ${o.status.padEnd(11)} ${(0,obligations_obligations/* kindText */.uS)(o).padEnd(12)}  ${(0,reveal/* revealHiddenCharacters */.cr)((0,obligations_obligations/* subjectText */.yq)(o))} [${(0,reveal/* revealHiddenCharacters */.cr)(o.workspace)}]: ${due}; opened by ${recordText(o.opened_by)}${closed}${(0,reveal/* revealHiddenCharacters */.cr)(noted)}\n`;
    }
}
/** Each family not judged, a paragraph of its own in Markdown ("" for none). */
function notJudgedMarkdown(families) {
    return families
        .map((family) => `**Not judged:** ${(0,escape_markdown/* escapeMarkdown */.FV)(family.notJudged)}`)
        .join("\n\n");
}
/** The obligations the audit report and the Action list (some of them, with every count). */
function renderObligationsMarkdown(report) {
    return [
        ...markdownChunks(report, report.counts ?? (0,obligations_obligations/* countStatuses */.ip)(report.obligations), report.obligations.length),
    ].join("");
}
/** Every obligation of the listing in Markdown, a row at a time. */
function obligationsMarkdownChunks(report) {
    return markdownChunks(report, report.counts);
}
function* markdownChunks(report, counts, listed) {
    yield `## CIP obligations as of ${report.at}\n\n${countsText(counts, listed, escape_markdown/* markdownCodeSpan */.Bk)}. Dates count ${(0,escape_markdown/* escapeMarkdown */.FV)(report.calendar)}.\n\n`;
    if (report.historyNotChecked !== undefined)
        yield `**History not checked:** ${(0,escape_markdown/* escapeMarkdown */.FV)(report.historyNotChecked)}.\n\n`;
    const unjudged = notJudgedMarkdown(report.notJudged ?? []);
    if (unjudged !== "")
        yield `${unjudged}\n\n`;
    const unlisted = unlistedText({ ...report, counts }, escape_markdown/* markdownCodeSpan */.Bk);
    if (unlisted !== undefined)
        yield `${unlisted}\n\n`;
    let rows = 0;
    for (const o of report.obligations) {
        if (rows++ === 0)
            yield "| Status | Requirement | Workspace | Subject | Due | Opened by record | Closed by record | Reason |\n|---|---|---|---|---|---:|---:|---|\n";
        yield `| ${o.status} | ${(0,obligations_obligations/* kindText */.uS)(o)} | ${(0,escape_markdown/* markdownCodeSpan */.Bk)(o.workspace)} | ${(0,escape_markdown/* escapeMarkdown */.FV)((0,obligations_obligations/* subjectText */.yq)(o))} | ${o.due ?? ""} | ${o.opened_by.sequence} | ${o.closed_by?.sequence ?? ""} | ${(0,escape_markdown/* escapeMarkdown */.FV)(o.reason ?? "")} |\n`;
    }
}
/** The audit report's obligations in HTML: exceptions first, each with the records that opened and closed it. */
function obligationsHtml(report, limit) {
    if (report === undefined)
        return "";
    const head = `<h2 id="obligations">CIP obligations as of ${escapeHtml(report.at)}</h2>\n<p>${countsText(report.counts ?? (0,obligations_obligations/* countStatuses */.ip)(report.obligations), report.obligations.length, (text) => `<code>${escapeHtml(text)}</code>`)}.</p>\n<p class="note">Dates count ${escapeHtml(report.calendar)}.</p>`;
    if (report.obligations.length === 0)
        return `${head}\n<p>No obligation: no change to a High or Medium system and no High system in the ledger.</p>`;
    const shown = report.obligations.slice(0, limit);
    const record = (ref) => ref === undefined ? "" : `#${ref.sequence} <code>${ref.sha256.slice(0, 12)}</code>`;
    const rows = shown.map((o) => {
        const bad = o.status === "exception" || o.status === "overdue" || o.status === "closed-late";
        return `<tr><td${bad ? ' class="bad"' : ""}>${o.status}</td><td>${(0,obligations_obligations/* kindText */.uS)(o)}</td><td><code>${escapeHtml(o.workspace)}</code></td><td>${escapeHtml((0,obligations_obligations/* subjectText */.yq)(o))}</td><td>${o.due ?? ""}</td><td>${record(o.opened_by)}</td><td>${record(o.closed_by)}</td><td>${escapeHtml(o.reason ?? "")}</td></tr>`;
    });
    const more = report.obligations.length - shown.length;
    return [
        head,
        "<table><thead><tr><th>Status</th><th>Requirement</th><th>Workspace</th><th>Subject</th><th>Due</th><th>Opened by</th><th>Closed by</th><th>Reason</th></tr></thead><tbody>",
        ...rows,
        "</tbody></table>",
        more > 0
            ? `<p class="note">${more} more are listed by <code>cip-sync obligations</code>.</p>`
            : "",
    ].join("\n");
}

// EXTERNAL MODULE: ./src/core/plan/possible-renames.ts
var possible_renames = __webpack_require__(73322);
// EXTERNAL MODULE: ./src/render/plan/plan-view.ts
var plan_view = __webpack_require__(82997);
;// CONCATENATED MODULE: ./src/render/plan/drift.ts





const WHAT = {
    create: "only in the files",
    delete: "only in the service",
    update: "differs",
};
function stateText(state) {
    if (state === null)
        return "(none)";
    return `${(0,reveal/* revealHiddenCharacters */.cr)(state.name)} (${state.asset_type}) in ${(0,reveal/* revealHiddenCharacters */.cr)(state.cyber_system)}`;
}
function stateMarkdown(state) {
    if (state === null)
        return "_none_";
    return `${(0,escape_markdown/* escapeMarkdown */.FV)(state.name)} (${state.asset_type}) in ${(0,escape_markdown/* escapeMarkdown */.FV)(state.cyber_system)}`;
}
/** "Drift: N assets differ ...", or "No drift: ...": the text output's first line and the Action's log line. */
function driftHeadline(findings) {
    const count = findings.differences.length;
    return findings.in_sync
        ? "No drift: the live inventory matches the files."
        : `Drift: ${(0,wording/* countOf */.pq)(count, "asset")} differ${count === 1 ? "s" : ""} between the files and the live inventory.`;
}
/** "only in the service, possibly renamed in the service": what the Drift column and line say. */
function whatDiffers(difference) {
    const what = WHAT[difference.action];
    return difference.possible_rename ? `${what}, ${plan_view/* POSSIBLY_RENAMED */.Z$}` : what;
}
/** The live half of a possible rename, with its asset type: where the fix is given. */
function renamedLive(difference) {
    const { possible_rename: rename, live } = difference;
    if (rename === undefined || difference.action !== "delete" || live === null)
        return undefined;
    return { rename, assetType: live.asset_type };
}
function renderDriftText(findings) {
    const lines = [driftHeadline(findings)];
    for (const difference of findings.differences) {
        lines.push(`  ${difference.asset_id ?? "(new)"}: ${whatDiffers(difference)}`, `    declared: ${stateText(difference.declared)}`, `    live:     ${stateText(difference.live)}`);
        const renamed = renamedLive(difference);
        if (renamed === undefined)
            continue;
        const fix = (0,possible_renames/* renameFixLine */.gP)(renamed.rename, renamed.assetType);
        lines.push(`    keep the record: ${(0,reveal/* revealHiddenCharacters */.cr)(fix)}`, `    ${(0,plan_view/* adoptLiveNameWords */.Nk)(renamed.rename, reveal/* revealHiddenCharacters */.cr)}`);
    }
    return `${lines.join("\n")}\n`;
}
/**
 * The drifted assets as a Markdown table, then the fix of each possible rename made in the service,
 * one line each; "" when in sync.
 */
function renderDriftTable(differences) {
    if (differences.length === 0)
        return "";
    const rows = differences.map((difference) => `| ${difference.asset_id === null ? "_new_" : (0,escape_markdown/* markdownCodeSpan */.Bk)(difference.asset_id)} | ${whatDiffers(difference)} | ${stateMarkdown(difference.declared)} | ${stateMarkdown(difference.live)} |`);
    const fixes = differences.flatMap((difference) => {
        const renamed = renamedLive(difference);
        if (renamed === undefined)
            return [];
        const { rename, assetType } = renamed;
        return [
            `- ${(0,escape_markdown/* escapeMarkdown */.FV)(rename.live)} ${(0,possible_renames/* declaredAsWords */.mw)(rename, escape_markdown/* escapeMarkdown */.FV)}, ${plan_view/* POSSIBLY_RENAMED */.Z$}. Keep the record: ${(0,escape_markdown/* markdownCodeSpan */.Bk)((0,possible_renames/* renameFixLine */.gP)(rename, assetType))}, ${(0,plan_view/* adoptLiveNameWords */.Nk)(rename, escape_markdown/* escapeMarkdown */.FV)}.`,
        ];
    });
    return [
        "| Asset id | Drift | Declared in git | Held by the service |",
        "| --- | --- | --- | --- |",
        ...rows,
        "",
        ...(fixes.length === 0 ? [] : [...fixes, ""]),
    ].join("\n");
}
function renderDriftMarkdown(findings) {
    const table = renderDriftTable(findings.differences);
    return `**${driftHeadline(findings)}**\n${table === "" ? "" : `\n${table}`}`;
}

// EXTERNAL MODULE: ./src/core/obligations/obligation-families.ts
var obligation_families = __webpack_require__(39178);
// EXTERNAL MODULE: ./src/core/evidence/report/report-exceptions.ts
var report_exceptions = __webpack_require__(28555);
;// CONCATENATED MODULE: ./src/render/evidence/audit-exceptions.ts
// What the audit report flags, in every format alike: its exceptions counted once (changes, gaps,
// unresolved drift, obligation exceptions, history warnings; core/evidence/report/report-exceptions.ts),
// the obligation exceptions and history warnings as rows of the exceptions list, and whether the
// ledger reads "intact": only when no chain is broken and nothing is flagged.



/** The report's exceptions by kind and in all: what every format's heading and integrity line say. */
function auditExceptionCounts(report) {
    const { obligations } = report;
    const judged = obligations === undefined
        ? null
        : (obligations.counts ?? (0,obligations_obligations/* countStatuses */.ip)(obligations.obligations)).exception;
    return (0,report_exceptions/* exceptionCounts */.y)(report.exceptions, judged, report.history_warnings ?? []);
}
/** The obligation exceptions the report lists (its obligations list them first). */
function obligationExceptions(report) {
    return (report.obligations?.obligations ?? []).filter((o) => o.status === "exception");
}
/** "2 changes, 3 obligation exceptions, 1 history warning": the kinds present; obligations not judged said. */
function exceptionCountsText(counts) {
    const parts = [
        ...(counts.changes === 0 ? [] : [(0,wording/* countOf */.pq)(counts.changes, "change")]),
        ...(counts.monitoring_gaps === 0
            ? []
            : [
                `${counts.monitoring_gaps} ${counts.monitoring_gaps === 1 ? "gap" : "gaps"} over the limit`,
            ]),
        ...(counts.unresolved_drift === 0
            ? []
            : [(0,wording/* countOf */.pq)(counts.unresolved_drift, "unresolved drift episode")]),
        ...(counts.obligations === null
            ? ["CIP obligations not judged in this report"]
            : counts.obligations === 0
                ? []
                : [(0,wording/* countOf */.pq)(counts.obligations, "obligation exception")]),
        ...(counts.history_warnings === 0 ? [] : [(0,wording/* countOf */.pq)(counts.history_warnings, "history warning")]),
    ];
    return parts.length === 0 ? "none" : parts.join(", ");
}
/** How the ledger reads: broken, flagged, or intact (green) only when nothing is flagged. */
function integrityWords(report) {
    const { records, breaks, history_not_checked: unchecked } = report.ledger;
    // A copy without its history proves nothing of who wrote it: never "intact", and said once.
    const history = unchecked === undefined ? "" : ` The history was not checked: ${unchecked}.`;
    if (breaks.length > 0)
        return {
            state: "broken",
            text: `Ledger broken: ${breaks.length} break(s) found; this report shows what could be read.${history}`,
        };
    const verifies = `${records} record(s); every chain verifies (sequence and SHA-256 of the previous record)`;
    const counts = auditExceptionCounts(report);
    if (counts.total === 0 && unchecked === undefined)
        return {
            state: "intact",
            text: `Ledger intact: ${verifies}; nothing flagged${counts.obligations === null ? " (CIP obligations not judged in this report)" : ""}.`,
        };
    const flagged = counts.total === 0
        ? "nothing else flagged"
        : `the report flags ${(0,wording/* countOf */.pq)(counts.total, "exception")} (${exceptionCountsText(counts)}), listed under Exceptions`;
    return { state: "flagged", text: `Ledger flagged: ${verifies}, but ${flagged}.${history}` };
}
/** An obligation exception as the exceptions list names it: its requirement, then what and why. */
function obligationExceptionWords(o) {
    return {
        kind: `obligation exception: ${(0,obligations_obligations/* kindText */.uS)(o)}`,
        detail: `${(0,obligations_obligations/* subjectText */.yq)(o)} [${o.workspace}]${o.reason === undefined ? "" : `: ${o.reason}`}; opened by record #${o.opened_by.sequence}`,
    };
}
/** A history warning as the exceptions list names it. */
function historyWarningWords(warning) {
    return {
        kind: "history warning",
        detail: `${warning.why}: what it added closes nothing (${warning.records.join(", ")})`,
    };
}

// EXTERNAL MODULE: ./src/core/evidence/records/configuration-monitoring-model.ts
var configuration_monitoring_model = __webpack_require__(15453);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(45168);
// EXTERNAL MODULE: ./src/core/plan/baseline-deviations.ts
var baseline_deviations = __webpack_require__(29029);
// EXTERNAL MODULE: ./src/render/shared/baseline-deviation-words.ts
var baseline_deviation_words = __webpack_require__(61015);
;// CONCATENATED MODULE: ./src/render/evidence/evidence-words.ts





/** "2026-01-01 06:00 UTC": the time as an auditor reads it. */
function readableTime(iso) {
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
/** "2026-03-01 to 2026-03-31 (America/Chicago)": the period's days, in the zone they are counted in. */
function periodLine(report) {
    const { first_day, last_day, time_zone } = report.period;
    return `${first_day} to ${last_day} (${time_zone})`;
}
/** "yes", "NO" or "n/a": whether what was executed is what was reviewed. */
function reviewedWord(entry) {
    if (entry.reviewed_is_executed === null)
        return "n/a";
    return entry.reviewed_is_executed ? "yes" : "NO";
}
function gapLine(gap, limit) {
    return `${gap.days} days, ${readableTime(gap.from)} to ${readableTime(gap.to)}${gap.over_limit ? ` (over ${limit})` : ""}`;
}
/**
 * A workspace with no drift check in the period: not "no gap", but no check at all. A drift check
 * compares the inventory with the service, never a device with its baseline, so these words name
 * no CIP-010 R2.1 clock: that one is judged from configuration-monitoring records (obligations).
 */
function noMonitoringWords(limit) {
    return `No monitoring run in the period: no drift check compared the inventory with the service, which the report expects at least every ${limit} days (this is not CIP-010 R2.1 configuration monitoring: see the obligations).`;
}
function episodeResolution(episode) {
    if (episode.resolved_at === null)
        return "unresolved";
    const by = episode.resolved_by;
    if (by === null)
        return `resolved ${readableTime(episode.resolved_at)}`;
    const numbers = by.pull_requests.map(({ number }) => `#${number}`);
    const pull = numbers.length === 0
        ? "an apply"
        : `the apply of ${numbers.length === 1 ? "pull request" : "pull requests"} ${(0,wording/* listOf */.c3)(numbers)}`;
    return `resolved ${readableTime(episode.resolved_at)} by ${pull} (${readableTime(by.recorded_at)})`;
}
function episodeLine(episode) {
    return `First seen ${readableTime(episode.first_seen)}, last seen ${readableTime(episode.last_seen)}, up to ${episode.max_differences} asset(s): ${episodeResolution(episode)}`;
}
/** "update alpha-hmi-02 (ca_0042) in Alpha EMS". */
function driftedAssetText(asset) {
    const id = asset.asset_id === null ? "" : ` (${asset.asset_id})`;
    return `${asset.action} ${asset.name}${id} in ${asset.cyber_system}`;
}
/** "Alpha EMS (cs_alpha), Beta (cs_beta)": the systems a drift check compared, by name and id. */
function systemsText(run) {
    return run.systems.length === 0
        ? "none"
        : run.systems.map(({ id, name }) => `${name} (${id})`).join(", ");
}
/** What names the change: its pull request(s), or its commit. */
function changeTitle(change) {
    const pulls = change.pull_requests;
    const [only] = pulls;
    if (only === undefined)
        return `commit ${(0,wording/* shortSha */.Fu)(change.merge_sha)}, no pull request`;
    if (pulls.length === 1)
        return `pull request #${only.number} ${only.title}`;
    return `pull requests ${pulls.map((pull) => `#${pull.number}`).join(", ")}, merged together`;
}
/** Labelled facts of the report's header, in the order shown. */
function headerFacts(report) {
    const values = (list) => list.length === 0 ? "not recorded in the ledger" : list.join(", ");
    const { subject } = report;
    return [
        ["Organization", values(subject.organizations)],
        ["Repository", values(subject.repositories)],
        ["Service", values(subject.services)],
        ["Period", periodLine(report)],
        ["Workspaces", values(subject.workspaces)],
        ["Generated", `${readableTime(report.generated_at)} by cip-sync ${report.generated_by}`],
        [
            "Monitoring limit",
            `${report.limit_days} calendar days between drift checks (not CIP-010 R2.1 configuration monitoring, which the obligations judge)`,
        ],
    ];
}
/** What the exceptions section says when the report flags none. */
const NO_EXCEPTIONS = "No refused, failed, partly applied or break-glass change; no gap over the limit; no unresolved drift; no obligation exception; no history warning.";
/** The kind of an exception, as its row names it. */
function exceptionKind(exception) {
    switch (exception.kind) {
        case "change":
            return exception.change.exceptions.join("; ");
        case "gap":
            return "monitoring gap";
        case "drift":
            return "unresolved drift";
    }
}
/** What the exception is about, in a sentence. */
function exceptionDetail(exception, limit) {
    switch (exception.kind) {
        case "change": {
            const { change } = exception;
            const why = change.reason === null ? "" : `: ${change.reason}`;
            return `${changeOutcomeWords(change)}, ${changeTitle(change)}${why}`;
        }
        case "gap":
            return gapLine(exception.gap, limit);
        case "drift": {
            const { episode } = exception;
            const assets = episode.assets.map(driftedAssetText);
            return `${episodeLine(episode)}; assets: ${assets.length === 0 ? "none recorded" : assets.join(", ")}`;
        }
    }
}
/**
 * A change's outcome as headings say it: the record's outcome, and its baseline deviations when it
 * has any ("no-changes" then means no service operation, not that nothing changed).
 */
function changeOutcomeWords(change) {
    const deviations = (0,baseline_deviations/* deviationsOf */.YX)(change.baseline_deviations ?? undefined).length ||
        (change.ledger_deviations?.length ?? 0);
    if (deviations === 0)
        return change.outcome;
    const what = (0,wording/* countOf */.pq)(deviations, "baseline deviation");
    return change.outcome === "no-changes"
        ? `${what}, no service operation (${change.outcome})`
        : `${change.outcome}, ${what}`;
}
/**
 * The change's baselines against the existing ones: a heading, then a line per deviation (its
 * asset, system, the parts it opens and each item changed), entries passed through `show`; none
 * when the record says nothing of them.
 */
function baselineDeviationLines(change, show) {
    const comparison = change.baseline_deviations;
    const fromLedger = change.ledger_deviations ?? [];
    if (fromLedger.length > 0)
        return ledgerDeviationLines(comparison, fromLedger, show);
    if (comparison === null)
        return undefined;
    return {
        heading: (0,baseline_deviation_words/* baselineComparisonWords */.yM)(comparison),
        lines: (0,baseline_deviations/* deviationsOf */.YX)(comparison).map((deviation) => {
            const id = deviation.asset_id === undefined ? "" : ` (${show(deviation.asset_id)})`;
            const items = deviation.items.map((item) => (0,baseline_deviation_words/* itemChangeWords */.dV)(item, show)).join("; ");
            return `${show(deviation.asset)}${id} in ${show(deviation.cyber_system)}, ${(0,baseline_deviation_words/* opensWords */.vA)(deviation.opens)}: ${items}`;
        }),
    };
}
/**
 * The deviations the ledger shows of a record that did not compare its baselines: each asset with
 * the parts it opened and the items whose digests changed (the ledger keeps no entries).
 */
function ledgerDeviationLines(comparison, deviations, show) {
    const why = comparison?.compared_with === null ? comparison.not_compared : "no comparison recorded";
    return {
        heading: `Baseline deviations the ledger shows: ${(0,wording/* countOf */.pq)(deviations.length, "asset")} whose R1.1 items' digests changed from its last declared baseline, each a change CIP-010 R1.2 asks to authorize and document (the record itself: ${why}).`,
        lines: deviations.map((deviation) => {
            const id = deviation.asset_id === undefined ? "" : ` (${show(deviation.asset_id)})`;
            const items = deviation.items.map(ledgerItemWords).join("; ");
            return `${show(deviation.asset)}${id} in ${show(deviation.cyber_system)}, ${(0,baseline_deviation_words/* opensWords */.vA)(deviation.opens)}: ${items}`;
        }),
    };
}
/** "1.1.5 security patches applied: changed (...)": the ledger keeps each item's digest only. */
function ledgerItemWords(item) {
    if (item === "unknown")
        return (0,baseline_deviation_words/* itemChangeWords */.dV)({ item, added: [], removed: [] }, (text) => text);
    return `${baseline_items/* R1_1_PART */.S4[item]}: changed (the ledger keeps its digest; plan --base at the record's commit lists the entries)`;
}
/** "a → b" when a field changed, the one value when it did not, "" when neither side states it. */
function changed(before, after) {
    const from = before ?? null;
    const to = after ?? null;
    if (from !== null && to !== null && from !== to)
        return `${from} → ${to}`;
    return to ?? from ?? "";
}
/** An operation's name, system, type and facility, each "old → new" where it changed. */
function operationCells(operation) {
    const { before, after } = operation;
    return {
        name: changed(before?.name, after?.name),
        cyber_system: changed(before?.cyber_system, after?.cyber_system),
        asset_type: changed(before?.asset_type, after?.asset_type),
        facility: changed(before?.facility, after?.facility),
    };
}
/** The operation's result, with its error. */
function operationResult(operation) {
    return operation.error === null ? operation.result : `${operation.result}: ${operation.error}`;
}
function policyWords(policy) {
    const why = policy.reasons.length === 0 ? "" : `: ${policy.reasons.join("; ")}`;
    return {
        headline: `${policy.file}, blob ${policy.blob_sha}, read at ${(0,wording/* shortSha */.Fu)(policy.base_sha)}: ${policy.allowed ? "allowed" : "refused"}${why}`,
        rules: policy.rules.map((rule) => {
            const satisfiedBy = [...new Set(rule.requirements.flatMap((need) => need.satisfied_by))];
            const needs = rule.requirements.map((need) => {
                const who = need.system === null ? need.eligible.join(", ") : `owners of ${need.system}`;
                const by = need.satisfied_by.length === 0 ? "none" : need.satisfied_by.join(", ");
                const problem = need.problem === null ? "" : `: ${need.problem}`;
                return `${need.approvals} approval(s) from ${who}, satisfied by ${by}${problem}`;
            });
            return {
                result: rule.result,
                satisfiedBy,
                text: `rule ${rule.id}: ${rule.result} (${rule.operations} operation(s)); ${needs.join("; ")}`,
            };
        }),
        freezes: policy.freezes.map((freeze) => ({
            result: freeze.result,
            text: `freeze ${freeze.id} (${readableTime(freeze.from)} to ${readableTime(freeze.to)}): ${freeze.result}; ${freeze.override === null
                ? "no override"
                : `overridden by ${freeze.override.login}: ${freeze.override.reason}`}`,
        })),
    };
}
/** A configuration-monitoring record's result in words (CIP-010 R2.1). */
function configurationResult(entry) {
    const changes = entry.unauthorized_changes.length;
    return changes === 0
        ? `${entry.matching} of ${entry.assets} asset(s) match their baseline`
        : `${changes} unauthorized change(s) on ${entry.mismatched} asset(s) to investigate`;
}
/** An unauthorized change, or an investigation, as one line. */
/**
 * "EMS/ems-01 ports: observed, not declared: 3389/tcp; observed sha256:…, declared sha256:…": what changed, entry
 * by entry where the record keeps the entries, and the digests.
 */
function unauthorizedChangeText(change) {
    const entries = (0,configuration_monitoring_model/* entryChangeWords */.cb)(change);
    return `${change.cyber_system}/${change.name} ${change.item}: ${entries === "" ? "" : `${entries}; `}observed ${change.observed}, declared ${change.declared}`;
}
/** "the collector's file: SHA-256 <hex>": what the record was made from, for an auditor to check. */
function collectorFileWords(entry) {
    return `the collector's file: SHA-256 ${entry.input_sha256}`;
}
/** A collector's investigation: kept as it gave it, and said to close nothing (a reviewed note does). */
function investigationText(investigation) {
    return `${investigation.cyber_system}/${investigation.name} ${investigation.item} (detected in record ${investigation.detected_in}): ${investigation.reference} (the collector's word: closes nothing)`;
}

;// CONCATENATED MODULE: ./src/render/evidence/evidence-csv.ts
// The audit pack as one CSV table (RFC 4180) for spreadsheets, carrying every field the Markdown and
// HTML show: a row per header fact, per exception, per change, per rule and freeze of the owner
// policy that judged it, per operation of a change (old and new name, system, type and facility),
// per monitoring run (with the systems it compared), per gap
// over the limit and per drift episode (with its assets), told apart by the first column. Produced
// row by row, so a ledger of any size is written in constant memory. Cells are never formulas
// (csv-cell.ts).





const evidence_csv_COLUMNS = [
    "row",
    "workspace",
    "time",
    "until",
    "outcome",
    "exception",
    "pull_request",
    "title",
    "author",
    "merged_by",
    "approved_by",
    "not_independent",
    "not_counted",
    "approved_earlier_commit",
    "reviewed_is_executed",
    "action",
    "asset_id",
    "name_before",
    "name_after",
    "system_before",
    "system_after",
    "type_before",
    "type_after",
    "facility_before",
    "facility_after",
    "systems",
    "detail",
    "file",
    "timestamp",
];
/** What the CSV report says of the CIP obligations, which it does not judge. */
const CSV_OBLIGATIONS_NOT_JUDGED = `CIP obligations: not judged in the CSV report, which lists the ledger's records only; \`cip-sync obligations --format csv\` judges them, with a row for each family not judged from the ledger (${(0,wording/* listOf */.c3)(obligation_families/* MERGE_JUDGED_FAMILIES */.Gt.map((family) => family.name))}) and why.`;
const line = (row) => `${evidence_csv_COLUMNS.map((column) => (0,csv_cell/* csvCell */.r)(row[column])).join(",")}\r\n`;
/** The report in pieces (a row or a change's rows each), for a stream. */
function* evidenceCsvChunks(report) {
    yield `${evidence_csv_COLUMNS.join(",")}\r\n`;
    for (const [label, value] of headerFacts(report))
        yield line({ row: "report", detail: `${label}: ${value}` });
    // It judges no obligation: no family's absence from it may read as clear.
    yield line({ row: "report", detail: CSV_OBLIGATIONS_NOT_JUDGED });
    const { records, breaks, history_not_checked: unchecked } = report.ledger;
    // "intact" only when nothing is flagged, as the Markdown and HTML reports say it.
    yield line({
        row: "ledger",
        outcome: integrityWords(report).state,
        detail: `${records} record(s); ${breaks.length} break(s); exceptions: ${exceptionCountsText(auditExceptionCounts(report))}`,
    });
    if (unchecked !== undefined)
        yield line({ row: "ledger-history", outcome: "not checked", detail: unchecked });
    for (const found of breaks)
        yield line({ row: "ledger-break", file: found.file, detail: found.message });
    for (const exception of report.exceptions) {
        yield line({
            row: "exception",
            workspace: exception.workspace,
            time: exception.at,
            exception: exceptionKind(exception),
            detail: exceptionDetail(exception, report.limit_days),
            file: exception.kind === "change" ? exception.change.file : undefined,
        });
    }
    for (const warning of report.history_warnings ?? []) {
        const { kind, detail } = historyWarningWords(warning);
        yield line({ row: "exception", exception: kind, detail, file: warning.records.join("; ") });
    }
    for (const workspace of report.workspaces) {
        for (const rowsOf of Object.values(KIND_ROWS)) {
            for (const rows of rowsOf(workspace, report))
                yield rows.map(line).join("");
        }
    }
}
/**
 * A workspace's rows, per evidence record kind, in the order written, a group of rows at a time:
 * a new kind fails to compile here until the audit pack shows it.
 */
const KIND_ROWS = {
    change: changeRows,
    monitoring: monitoringRows,
    "configuration-monitoring": configurationMonitoringRows,
};
/** A row per configuration-monitoring record, each followed by its unauthorized changes. */
function* configurationMonitoringRows(workspace) {
    const base = { workspace: workspace.workspace };
    for (const entry of workspace.configuration_monitoring) {
        const at = { ...base, time: entry.recorded_at, file: entry.file };
        yield [
            {
                ...at,
                row: "configuration-monitoring",
                until: entry.observed_at,
                outcome: entry.unauthorized_changes.length === 0 ? "matches" : "unauthorized-changes",
                detail: `${configurationResult(entry)}; collector ${entry.collector}; ${collectorFileWords(entry)}; inventory commit ${entry.commit}`,
                timestamp: entry.timestamp,
            },
            ...entry.unauthorized_changes.map((change) => ({
                ...at,
                row: "unauthorized-change",
                name_after: change.name,
                system_after: change.cyber_system,
                detail: unauthorizedChangeText(change),
            })),
            ...entry.investigations.map((investigation) => ({
                ...at,
                row: "investigation",
                name_after: investigation.name,
                system_after: investigation.cyber_system,
                detail: investigationText(investigation),
            })),
        ];
    }
}
/** A row per change, each followed by a row per operation it ran. */
function* changeRows(workspace) {
    for (const change of workspace.changes)
        yield [
            changeRow(workspace.workspace, change),
            ...policyRows(workspace.workspace, change),
            ...operationRows(workspace.workspace, change),
        ];
}
/** The owner policy that judged a change: a row for it, then one per rule and per freeze. */
function policyRows(workspace, change) {
    if (change.policy === null)
        return [];
    const words = policyWords(change.policy);
    const base = { workspace, time: change.recorded_at, file: change.file };
    return [
        {
            ...base,
            row: "policy",
            outcome: change.policy.allowed ? "allowed" : "refused",
            detail: words.headline,
        },
        ...words.rules.map((rule) => ({
            ...base,
            row: "policy-rule",
            outcome: rule.result,
            approved_by: rule.satisfiedBy.join(" "),
            detail: rule.text,
        })),
        ...words.freezes.map((freeze) => ({
            ...base,
            row: "policy-freeze",
            outcome: freeze.result,
            detail: freeze.text,
        })),
    ];
}
/**
 * Several pull requests (merged together): their links, and their titles and logins in the same
 * order, one group per pull request separated by "; ".
 */
function changeRow(workspace, change) {
    const pulls = change.pull_requests;
    const each = (of) => pulls.map(of).join("; ");
    return {
        row: "change",
        workspace,
        time: change.recorded_at,
        outcome: change.outcome,
        exception: change.exceptions.join("; "),
        pull_request: pulls.map((pull) => pull.url).join(" "),
        title: each((pull) => pull.title),
        author: each((pull) => pull.author),
        merged_by: each((pull) => pull.merged_by ?? ""),
        approved_by: each((pull) => pull.approved_by.join(" ")),
        not_independent: each((pull) => pull.not_independent.join(" ")),
        not_counted: each((pull) => (pull.not_counted ?? []).map(({ login, why }) => `${login} (${why})`).join(" ")),
        approved_earlier_commit: each((pull) => pull.approved_earlier_commit.join(" ")),
        reviewed_is_executed: reviewedWord(change),
        detail: change.reason ?? "",
        timestamp: change.timestamp,
        file: change.file,
    };
}
function operationRows(workspace, change) {
    return change.operations.map((operation) => ({
        row: "operation",
        workspace,
        time: change.recorded_at,
        outcome: operation.result,
        action: operation.action,
        asset_id: operation.asset_id ?? "",
        name_before: operation.before?.name ?? "",
        name_after: operation.after?.name ?? "",
        system_before: operation.before?.cyber_system ?? "",
        system_after: operation.after?.cyber_system ?? "",
        type_before: operation.before?.asset_type ?? "",
        type_after: operation.after?.asset_type ?? "",
        facility_before: operation.before?.facility ?? "",
        facility_after: operation.after?.facility ?? "",
        detail: operation.error ?? "",
        file: change.file,
    }));
}
/** A row per monitoring run, then the gaps over the limit and the drift episodes they show. */
function* monitoringRows(workspace, report) {
    const base = { workspace: workspace.workspace };
    for (const run of workspace.monitoring) {
        yield [
            {
                ...base,
                row: "monitoring",
                time: run.recorded_at,
                outcome: run.in_sync ? "in-sync" : "drift",
                systems: systemsText(run),
                detail: `${run.differences} difference(s); live ${run.live_fingerprint}`,
                file: run.file,
                timestamp: run.timestamp,
            },
        ];
    }
    for (const gap of workspace.gaps_over_limit)
        yield [
            {
                ...base,
                row: "gap-over-limit",
                time: gap.from,
                until: gap.to,
                detail: `${gap.days} days without monitoring (limit ${report.limit_days})`,
            },
        ];
    for (const episode of workspace.drift_episodes)
        yield [
            {
                ...base,
                row: "drift-episode",
                time: episode.first_seen,
                until: episode.resolved_at ?? "",
                outcome: episode.resolved_at === null ? "unresolved" : "resolved",
                pull_request: (episode.resolved_by?.pull_requests ?? []).map(({ url }) => url).join(" "),
                detail: `up to ${episode.max_differences} asset(s); last seen ${episode.last_seen}; assets: ${episode.assets.map(driftedAssetText).join(", ")}`,
            },
        ];
}

// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(52729);
;// CONCATENATED MODULE: ./src/render/evidence/patch-management.ts
// The audit report's sections of a requirement family judged from reviewed files, in Markdown and
// HTML: CIP-007 R2 (Security Patch Management; the JSON report carries its counts as
// `patch_management`) and CIP-010 R3 (Vulnerability Assessments; `vulnerability_assessments`).
// Each part's obligations counted by status, every one judged counted, then those an auditor looks
// at first (exceptions, overdue, closed late), each naming the record that opened it and the one
// that closed it. Names come from the ledger: escaped in each format.







/** The statuses counted: every one but reminder, which no part of these families has. */
const COUNTED = obligations_obligations/* OBLIGATION_STATUSES */.aC.filter((status) => status !== "reminder");
/** What the section lists, exceptions first. */
const FLAGGED = new Set(["exception", "overdue", "closed-late"]);
const HEADINGS = [
    "Part",
    "Requirement (in the tool's words)",
    "Obligations",
    ...COUNTED.map((status) => `${status.charAt(0).toUpperCase()}${status.slice(1).replace("-", " ")}`),
];
const PATCH_MANAGEMENT = {
    ...obligation_families/* PATCH_MANAGEMENT_FAMILY */.I,
    key: "patch_management",
    title: "CIP-007 R2 patch management",
    anchor: "patch-management",
};
const VULNERABILITY_ASSESSMENTS = {
    ...obligation_families/* VULNERABILITY_ASSESSMENT_FAMILY */.nH,
    key: "vulnerability_assessments",
    title: "CIP-010 R3 vulnerability assessments",
    anchor: "vulnerability-assessments",
};
const noneFlagged = (family) => `No ${family.name} obligation is an exception, overdue or closed late.`;
/** Each part's row: its kind, its requirement, how many in all and in each counted status. */
function partRows(family, section) {
    return family.kinds.map((kind) => {
        // The family's tally counts every kind of the family.
        const counts = section.parts[kind] ?? (0,collections/* missingEntry */.Dj)(`the ${family.name} tally's ${kind}`);
        const total = obligations_obligations/* OBLIGATION_STATUSES */.aC.reduce((sum, status) => sum + counts[status], 0);
        return {
            kind,
            requirement: obligations_obligations/* REQUIREMENTS */.dq[kind],
            counts: [total, ...COUNTED.map((status) => counts[status])],
        };
    });
}
/** The family's flagged obligations the report holds (sorted, exceptions first), and how many there are in all. */
function flagged(report, family, section) {
    const kinds = new Set(family.kinds);
    const listed = (report.obligations?.obligations ?? []).filter((o) => kinds.has(o.kind) && FLAGGED.has(o.status));
    const total = family.kinds.reduce((sum, kind) => sum + [...FLAGGED].reduce((all, status) => all + (section.parts[kind]?.[status] ?? 0), 0), 0);
    return { listed, total };
}
/** "Exceptions, overdue and closed late first (3):", and how to see those the report leaves out. */
function flaggedHead(listed, total, code) {
    const more = listed < total
        ? `; ${total - listed} more are listed by ${code("cip-sync obligations --status exception,overdue,closed-late")}`
        : "";
    return `Exceptions, overdue and closed late first (${total}${more}):`;
}
const patchManagementMarkdown = (report) => familyMarkdown(report, PATCH_MANAGEMENT);
const vulnerabilityAssessmentsMarkdown = (report) => familyMarkdown(report, VULNERABILITY_ASSESSMENTS);
const patchManagementHtml = (report) => familyHtml(report, PATCH_MANAGEMENT);
const vulnerabilityAssessmentsHtml = (report) => familyHtml(report, VULNERABILITY_ASSESSMENTS);
function familyMarkdown(report, family) {
    const section = report[family.key];
    if (section === undefined)
        return "";
    const rows = partRows(family, section).map(({ kind, requirement, counts }) => `| ${kind} | ${(0,escape_markdown/* escapeMarkdown */.FV)(requirement)} | ${counts.join(" | ")} |`);
    const { listed, total } = flagged(report, family, section);
    const items = listed.map((o) => {
        const records = [
            `opened by ${(0,escape_markdown/* markdownCodeSpan */.Bk)(recordText(o.opened_by))}`,
            ...(o.closed_by === undefined
                ? []
                : [`closed by ${(0,escape_markdown/* markdownCodeSpan */.Bk)(recordText(o.closed_by))}`]),
        ];
        const reason = o.reason === undefined ? "" : `; ${(0,escape_markdown/* escapeMarkdown */.FV)(o.reason)}`;
        return `- **${o.status}** ${(0,obligation_model/* kindText */.uS)(o)}: ${(0,escape_markdown/* escapeMarkdown */.FV)((0,obligations_obligations/* subjectText */.yq)(o))} [${(0,escape_markdown/* markdownCodeSpan */.Bk)(o.workspace)}]: ${(0,obligations_obligations/* dueText */.sC)(o)}; ${records.join(", ")}${reason}`;
    });
    return [
        `## ${family.title} as of ${section.at}`,
        "",
        `| ${HEADINGS.join(" | ")} |`,
        `| --- | --- | ${COUNTED.map(() => "---:").join(" | ")} | ---: |`,
        ...rows,
        "",
        section.not_judged !== undefined
            ? (0,escape_markdown/* escapeMarkdown */.FV)(section.not_judged)
            : total === 0
                ? noneFlagged(family)
                : flaggedHead(listed.length, total, escape_markdown/* markdownCodeSpan */.Bk),
        "",
        ...(items.length === 0 ? [] : [...items, ""]),
        "",
    ].join("\n");
}
function familyHtml(report, family) {
    const section = report[family.key];
    if (section === undefined)
        return "";
    const rows = partRows(family, section).map(({ kind, requirement, counts }) => {
        const cells = counts.map((count, index) => {
            // Columns 1 to 3 after the total: exception, overdue, closed late.
            const bad = index >= 1 && index <= 3 && count > 0;
            return `<td${bad ? ' class="bad"' : ""}>${count}</td>`;
        });
        return `<tr><th scope="row">${kind}</th><td>${escapeHtml(requirement)}</td>${cells.join("")}</tr>`;
    });
    const { listed, total } = flagged(report, family, section);
    const code = (text) => `<code>${escapeHtml(text)}</code>`;
    const items = listed.map((o) => {
        const closed = o.closed_by === undefined ? "" : `, closed by ${code(recordText(o.closed_by))}`;
        const reason = o.reason === undefined ? "" : `; ${escapeHtml(o.reason)}`;
        return `<li><span class="bad">${o.status}</span> ${(0,obligation_model/* kindText */.uS)(o)}: ${escapeHtml((0,obligations_obligations/* subjectText */.yq)(o))} [${code(o.workspace)}]: ${(0,obligations_obligations/* dueText */.sC)(o)}; opened by ${code(recordText(o.opened_by))}${closed}${reason}</li>`;
    });
    return [
        `<h2 id="${family.anchor}">${family.title} as of ${escapeHtml(section.at)}</h2>`,
        `<table><thead><tr>${HEADINGS.map((heading) => `<th>${escapeHtml(heading)}</th>`).join("")}</tr></thead><tbody>`,
        ...rows,
        "</tbody></table>",
        section.not_judged !== undefined
            ? `<p>${escapeHtml(section.not_judged)}</p>`
            : total === 0
                ? `<p class="ok">${noneFlagged(family)}</p>`
                : `<p>${flaggedHead(listed.length, total, code)}</p>\n<ul>\n${items.join("\n")}\n</ul>`,
    ].join("\n");
}

// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(80053);
;// CONCATENATED MODULE: ./src/render/evidence/evidence-chart.ts


const CHART = { width: 960, height: 170, left: 20, right: 20, runsY: 40, changesY: 78, axisY: 100 };
const MONTH_NAMES = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
/** How a change's outcome is drawn, in drawing order (later ones above). */
const CHANGE_MARKS = {
    applied: { label: "applied", colour: "#0969da", shape: "diamond" },
    "break-glass": { label: "break-glass (no review)", colour: "#8250df", shape: "triangle-down" },
    refused: { label: "refused", colour: "#bc4c00", shape: "square" },
    incomplete: { label: "failed, partly applied or interrupted", colour: "#cf222e", shape: "cross" },
};
function changeMark(change) {
    if (["failed", "partly-applied", "interrupted"].includes(change.outcome))
        return "incomplete";
    if (change.exceptions.some((why) => why.startsWith("refused")))
        return "refused";
    return change.break_glass ? "break-glass" : "applied";
}
/** An SVG shape centred on (x, y). */
function shape(kind, x, y, colour, title) {
    const tip = `<title>${escapeHtml(title)}</title>`;
    const path = (d, fill = colour) => `<path d="${d}" fill="${fill}" stroke="${colour}" stroke-width="1.5">${tip}</path>`;
    switch (kind) {
        case "circle":
            return `<circle cx="${x}" cy="${y}" r="4" fill="${colour}">${tip}</circle>`;
        case "triangle":
            return path(`M${x} ${y - 7}L${x + 6} ${y + 4}L${x - 6} ${y + 4}Z`);
        case "triangle-down":
            return path(`M${x} ${y + 7}L${x + 6} ${y - 4}L${x - 6} ${y - 4}Z`);
        case "diamond":
            return path(`M${x} ${y - 6}L${x + 6} ${y}L${x} ${y + 6}L${x - 6} ${y}Z`);
        case "square":
            return path(`M${x - 5} ${y - 5}h10v10h-10Z`);
        default:
            return path(`M${x - 5} ${y - 5}L${x + 5} ${y + 5}M${x + 5} ${y - 5}L${x - 5} ${y + 5}`, "none");
    }
}
/** Marks per row at most: a period longer than a year gets bins of several days. */
const MAX_BINS = 366;
const DAY_MS = 86_400_000;
/** Counts per bin of days (from the period's start), in first-seen order, for one mark per bin. */
class Bins {
    #bins = new Map();
    #binOf;
    #keyOf;
    constructor(binOf, keyOf) {
        this.#binOf = binOf;
        this.#keyOf = keyOf;
    }
    add(item) {
        const index = this.#binOf(item.recorded_at);
        const key = this.#keyOf(item);
        const id = `${index} ${key}`;
        const found = this.#bins.get(id);
        if (found === undefined)
            this.#bins.set(id, { bin: index, key, count: 1 });
        else
            found.count++;
    }
    values() {
        return [...this.#bins.values()];
    }
}
/** Where a time falls on the chart, and the bins of days its marks count records in. */
function chartScale(report) {
    const start = Date.parse(report.period.from);
    const end = Date.parse(report.period.to);
    const span = CHART.width - CHART.left - CHART.right;
    const x = (time) => Number((CHART.left +
        ((Math.min(Math.max(time, start), end) - start) / (end - start)) * span).toFixed(1));
    const binDays = Math.max(1, Math.ceil((end - start) / DAY_MS / MAX_BINS));
    return {
        start,
        end,
        x,
        xOf: (iso) => x(Date.parse(iso)),
        binDays,
        binOf: (iso) => Math.floor((Date.parse(iso) - start) / (binDays * DAY_MS)),
        binX: (index) => x(start + (index + 0.5) * binDays * DAY_MS),
        binLabel: (index) => {
            const first = new Date(start + index * binDays * DAY_MS).toISOString().slice(0, 10);
            if (binDays === 1)
                return first;
            const last = new Date(start + ((index + 1) * binDays - 1) * DAY_MS)
                .toISOString()
                .slice(0, 10);
            return `${first} to ${last}`;
        },
    };
}
/**
 * The timeline of `workspace`: given each run and change as the report reads them (so the page
 * reads each list once), drawn when its section is written.
 */
function timeline(workspace, report) {
    const scale = chartScale(report);
    const runDays = new Bins(scale.binOf, (run) => run.in_sync ? "in-sync" : "drift");
    const changeDays = new Bins(scale.binOf, changeMark);
    return {
        addRun: (run) => runDays.add(run),
        addChange: (change) => changeDays.add(change),
        svg: () => timelineSvg(workspace, report, scale, runDays.values(), changeDays.values()),
    };
}
function timelineSvg(workspace, report, { start, end, x, xOf, binDays, binX, binLabel }, runDays, changeDays) {
    const gaps = workspace.gaps_over_limit.map((gap) => `<rect class="gap" x="${xOf(gap.from)}" y="22" width="${(xOf(gap.to) - xOf(gap.from)).toFixed(1)}" height="70" fill="#ffebe9" stroke="#cf222e" stroke-dasharray="4 3"><title>${escapeHtml(gapLine(gap, report.limit_days))}</title></rect>`);
    // In-sync days first, drift after: a drift mark is never under an in-sync one.
    const runs = ["in-sync", "drift"].flatMap((status) => runDays
        .filter((day) => day.key === status)
        .map((day) => {
        const title = `${binLabel(day.bin)}: ${day.count} run(s) ${status === "drift" ? "found drift" : "in sync"}`;
        const mark = status === "drift"
            ? shape("triangle", binX(day.bin), CHART.runsY, "#cf222e", title)
            : shape("circle", binX(day.bin), CHART.runsY, "#1a7f37", title);
        return mark.replace(/^<(\w+)/, `<$1 class="run ${status}"`);
    }));
    const changes = Object.keys(CHANGE_MARKS).flatMap((kind) => changeDays
        .filter((day) => day.key === kind)
        .map((day) => {
        const { colour, shape: form, label } = CHANGE_MARKS[kind];
        const mark = shape(form, binX(day.bin), CHART.changesY, colour, `${binLabel(day.bin)}: ${day.count} change(s) ${label}`);
        return mark.replace(/^<(\w+)/, `<$1 class="change ${kind}"`);
    }));
    return `<svg class="chart" role="img" viewBox="0 0 ${CHART.width} ${CHART.height}" xmlns="http://www.w3.org/2000/svg"><title>Monitoring runs and changes of ${escapeHtml(workspace.workspace)}; shaded: gaps over ${report.limit_days} days</title>
<line x1="${CHART.left}" y1="${CHART.runsY}" x2="${CHART.width - CHART.right}" y2="${CHART.runsY}" stroke="#d0d7de"/>
<line x1="${CHART.left}" y1="${CHART.changesY}" x2="${CHART.width - CHART.right}" y2="${CHART.changesY}" stroke="#d0d7de"/>
<text x="${CHART.left}" y="14" font-size="11" fill="#57606a">monitoring runs (top) and changes (bottom), one mark per ${binDays === 1 ? "day" : `${binDays} days`}</text>
${gaps.join("")}${runs.join("")}${changes.join("")}
${monthAxis(start, end, x)}
${legend()}
</svg>`;
}
/** A tick at each month's first day, labelled (every third month when the period is long). */
function monthAxis(start, end, x) {
    const ticks = [
        `<line x1="${CHART.left}" y1="${CHART.axisY}" x2="${CHART.width - CHART.right}" y2="${CHART.axisY}" stroke="#57606a"/>`,
    ];
    const first = new Date(start);
    let year = first.getUTCFullYear();
    let month = first.getUTCMonth();
    const months = Math.max(1, (end - start) / (30.44 * 86_400_000));
    const every = months > 24 ? 6 : months > 12 ? 3 : 1;
    // One tick a month: at most a few hundred for any period the report accepts.
    for (let time = Date.UTC(year, month, 1); time < end; time = Date.UTC(year, month, 1)) {
        if (time >= start) {
            const at = x(time);
            ticks.push(`<line class="tick" x1="${at}" y1="${CHART.axisY}" x2="${at}" y2="${CHART.axisY + 5}" stroke="#57606a"/>`);
            if (month % every === 0 || ticks.length === 2) {
                const label = month === 0 || ticks.length === 2 ? `${MONTH_NAMES[month]} ${year}` : MONTH_NAMES[month];
                ticks.push(`<text class="month" x="${at}" y="${CHART.axisY + 16}" font-size="10" text-anchor="${labelAnchor(at, String(label).length)}" fill="#57606a">${label}</text>`);
            }
        }
        month++;
        if (month === 12) {
            month = 0;
            year++;
        }
    }
    return ticks.join("");
}
/**
 * Where a month label hangs from its tick: centred, unless centring would push it past an edge of
 * the chart (a period starting on the 1st puts "Jan 2026" at the left edge, half of it clipped).
 */
function labelAnchor(at, characters) {
    // About 6 px a character at font-size 10, halved: an upper bound for the month names and years.
    const half = characters * 3;
    if (at - half < 0)
        return "start";
    if (at + half > CHART.width)
        return "end";
    return "middle";
}
function legend() {
    const items = [
        ["circle", "#1a7f37", "in sync"],
        ["triangle", "#cf222e", "drift"],
        ...Object.values(CHANGE_MARKS).map(({ shape: form, colour, label }) => [form, colour, label]),
    ];
    let at = CHART.left + 6;
    const y = CHART.height - 22;
    const parts = items.map(([form, colour, label]) => {
        const mark = shape(form, at, y, colour, label);
        const text = `<text x="${at + 10}" y="${y + 4}" font-size="11" fill="#1b1f24">${label}</text>`;
        at += 24 + label.length * 6;
        return `${mark}${text}`;
    });
    const band = `<rect x="${at}" y="${y - 6}" width="16" height="12" fill="#ffebe9" stroke="#cf222e" stroke-dasharray="4 3"/><text x="${at + 20}" y="${y + 4}" font-size="11" fill="#1b1f24">gap over the limit</text>`;
    return `<g class="legend">${parts.join("")}${band}</g>`;
}

;// CONCATENATED MODULE: ./src/render/evidence/evidence-html-pass.ts
// The HTML report's one read of each workspace's changes and monitoring runs, which come from the
// ledger each time they are iterated: the timeline counts every record as it passes, and the
// report's newest records are kept, to be shown month by month. Each evidence kind has its reader
// in READERS, typed over every kind: a new kind fails to compile here until the page reads it.



/**
 * Each workspace of `report`, its lists read once: its timeline, and which of its records are among
 * the `limit` newest of the report. Those are the newest of the last `limit` of each workspace's
 * changes and runs (read in chain order, which is time order); of records with the same time, the
 * one read first. No more than a few times `limit` records are held at once.
 */
function readWorkspaces(report, limit) {
    let newest = [];
    let order = 0;
    const consider = (workspace, read) => {
        const candidates = read.map((entry) => ({ ...entry, workspace, order: order++ }));
        newest = newestOf([...newest, ...candidates], limit);
    };
    const charts = report.workspaces.map((workspace, index) => {
        const chart = timeline(workspace, report);
        for (const kind of evidence_record/* EVIDENCE_KINDS */.At)
            consider(index, READERS[kind](workspace, chart, limit));
        return { workspace, chart };
    });
    const byWorkspace = (0,collections/* groupBy */.$z)(newest.sort((a, b) => a.order - b.order), ({ workspace }) => String(workspace));
    return charts.map(({ workspace, chart }, index) => {
        const shown = byWorkspace.get(String(index)) ?? [];
        return {
            workspace,
            chart,
            changes: shown.flatMap((candidate) => (candidate.kind === "change" ? [candidate.entry] : [])),
            runs: shown.flatMap((candidate) => (candidate.kind === "run" ? [candidate.entry] : [])),
            configuration: shown.flatMap((candidate) => candidate.kind === "configuration" ? [candidate.entry] : []),
        };
    });
}
/**
 * The `limit` newest of `candidates`, newest first; of the same time, the earlier in `candidates`
 * first (the sort is stable), so that keeping the newest workspace by workspace ends as one sort of
 * them all would.
 */
function newestOf(candidates, limit) {
    const time = ({ entry }) => entry.recorded_at;
    return candidates
        .sort((a, b) => (time(a) > time(b) ? -1 : time(a) < time(b) ? 1 : 0))
        .slice(0, limit);
}
/** How the page reads each kind of record: counted on the timeline, the last `limit` kept. */
const READERS = {
    change: (workspace, chart, limit) => lastOf(workspace.changes, limit, chart.addChange).map((entry) => ({ kind: "change", entry })),
    monitoring: (workspace, chart, limit) => lastOf(workspace.monitoring, limit, chart.addRun).map((entry) => ({ kind: "run", entry })),
    "configuration-monitoring": (workspace, _chart, limit) => lastOf(workspace.configuration_monitoring, limit, () => { }).map((entry) => ({
        kind: "configuration",
        entry,
    })),
};
function lastOf(entries, limit, see) {
    let last = [];
    for (const entry of entries) {
        see(entry);
        last.push(entry);
        if (last.length >= 2 * limit)
            last = last.slice(-limit);
    }
    return last.slice(-limit);
}

// EXTERNAL MODULE: ./src/core/evidence/records/pull-request-schema.ts
var pull_request_schema = __webpack_require__(69529);
// EXTERNAL MODULE: ./src/core/evidence/report/report-entries.ts
var report_entries = __webpack_require__(89005);
;// CONCATENATED MODULE: ./src/render/evidence/evidence-html-records.ts





/** Operations shown per change; the rest are in the CSV and JSON reports. */
const HTML_OPERATION_LIMIT = 100;
const logins = (list) => (list.length === 0 ? "none" : escapeHtml(list.join(", ")));
/** A link to the pull request, only when its URL is http(s): never a `javascript:` href. */
const pullRequestLink = (pull) => (0,pull_request_schema/* isHttpUrl */.q$)(pull.url)
    ? `<a href="${escapeHtml(pull.url)}">#${pull.number}</a>`
    : `#${pull.number} (${escapeHtml(pull.url)})`;
/** Who approved a pull request, and who wrote and merged it, as list items. */
function approvalItems(pull) {
    const notCounted = (pull?.not_counted ?? []).map(({ login, why }) => `${login} (${why})`);
    return [
        `<li>Approved by (independent): ${logins(pull?.approved_by ?? [])}</li>`,
        `<li>Not independent (authored or committed a commit): ${logins(pull?.not_independent ?? [])}</li>`,
        notCounted.length > 0 ? `<li>Not counted: ${logins(notCounted)}</li>` : "",
        pull !== undefined && pull.approved_earlier_commit.length > 0
            ? `<li>Approved an earlier commit only: ${logins(pull.approved_earlier_commit)}</li>`
            : "",
        `<li>Author: ${escapeHtml(pull?.author ?? "n/a")}; merged by: ${escapeHtml(pull?.merged_by ?? "n/a")}</li>`,
    ].join("\n");
}
function changeSection(change) {
    const pulls = change.pull_requests;
    const [only] = pulls;
    const title = only === undefined
        ? `commit <code>${escapeHtml((0,wording/* shortSha */.Fu)(change.merge_sha))}</code>, no pull request`
        : pulls.length === 1
            ? `pull request ${pullRequestLink(only)} ${escapeHtml(only.title)}`
            : `pull requests ${pulls.map(pullRequestLink).join(", ")}, merged together`;
    const approvals = pulls.length <= 1
        ? approvalItems(only)
        : pulls
            .map((pull) => `<li>${pullRequestLink(pull)} ${escapeHtml(pull.title)}<ul>\n${approvalItems(pull)}\n</ul></li>`)
            .join("\n");
    const reviewed = reviewedWord(change);
    const glass = change.break_glass ? ` <span class="bad">(${report_entries/* BREAK_GLASS */.Rb})</span>` : "";
    return [
        `<section class="change"><h5>${escapeHtml(readableTime(change.recorded_at))}: ${escapeHtml(changeOutcomeWords(change))}, ${title}${glass}</h5>`,
        `<ul class="facts">`,
        change.exceptions.length === 0
            ? ""
            : `<li><span class="bad">Exception:</span> ${escapeHtml(change.exceptions.join("; "))}</li>`,
        approvals,
        `<li>Reviewed plan is the executed plan: <span class="${reviewed === "NO" ? "bad" : "ok"}">${reviewed}</span></li>`,
        change.policy === null ? "" : policyItem(change.policy),
        change.reason === null ? "" : `<li>Why: ${escapeHtml(change.reason)}</li>`,
        baselinesItem(change),
        `<li>Record: <code>${escapeHtml(change.file)}</code></li>`,
        `<li>Timestamp: ${escapeHtml(change.timestamp)}</li>`,
        "</ul>",
        operationsTable(change),
        "</section>",
    ].join("\n");
}
/** The change's baselines against the existing ones, a deviation per sub-item; "" when unknown. */
function baselinesItem(change) {
    const baselines = baselineDeviationLines(change, escapeHtml);
    if (baselines === undefined)
        return "";
    const items = baselines.lines.map((line) => `<li>${line}</li>`).join("\n");
    return `<li>${escapeHtml(baselines.heading)}${items === "" ? "" : `<ul>\n${items}\n</ul>`}</li>`;
}
/** The owner policy as a list item: its file and blob, then each rule and each freeze. */
function policyItem(policy) {
    const words = policyWords(policy);
    const items = [...words.rules, ...words.freezes].map((item) => `<li><span class="${PASSED.has(item.result) ? "ok" : "bad"}">${escapeHtml(item.text)}</span></li>`);
    return `<li>Owner policy: <span class="${policy.allowed ? "ok" : "bad"}">${escapeHtml(words.headline)}</span><ul>\n${items.join("\n")}\n</ul></li>`;
}
/** The results of a rule or a freeze that let a change through. */
const PASSED = new Set(["met", "overridden"]);
function operationsTable(change) {
    if (change.operations.length === 0)
        return "";
    const shown = change.operations.slice(0, HTML_OPERATION_LIMIT);
    const rows = shown.map((operation, index) => {
        const cells = operationCells(operation);
        return `<tr><td>${index + 1}</td><td>${operation.action}</td><td><code>${escapeHtml(operation.asset_id ?? "")}</code></td><td>${escapeHtml(cells.name)}</td><td>${escapeHtml(cells.cyber_system)}</td><td>${escapeHtml(cells.asset_type)}</td><td>${escapeHtml(cells.facility)}</td><td>${escapeHtml(operationResult(operation))}</td></tr>`;
    });
    const more = change.operations.length - shown.length;
    return [
        `<table class="operations"><thead><tr><th>#</th><th>Action</th><th>Asset id</th><th>Name</th><th>System</th><th>Type</th><th>Facility</th><th>Result</th></tr></thead><tbody>`,
        ...rows,
        "</tbody></table>",
        more > 0
            ? `<p class="note">${more} more operation(s) of this change are in the CSV and JSON reports.</p>`
            : "",
    ].join("\n");
}
function monitoringTable(runs) {
    if (runs.length === 0)
        return "";
    const rows = runs.map((run) => `<tr class="record"><td>${escapeHtml(readableTime(run.recorded_at))}</td><td>${run.in_sync ? '<span class="ok">in sync</span>' : '<span class="bad">drift</span>'}</td><td>${run.differences}</td><td>${escapeHtml(systemsText(run))}</td><td><code>${escapeHtml(run.live_fingerprint.slice(0, 19))}</code></td><td>${escapeHtml(run.timestamp)}</td></tr>`);
    return [
        `<table><thead><tr><th>When</th><th>Result</th><th>Differences</th><th>Systems</th><th>Live state</th><th>Timestamp</th></tr></thead><tbody>`,
        ...rows,
        "</tbody></table>",
    ].join("\n");
}
/** Configuration-monitoring records (CIP-010 R2.1), each with its unauthorized changes. */
function configurationTable(entries) {
    if (entries.length === 0)
        return "";
    const rows = entries.map((entry) => {
        const found = [
            ...(entry.unauthorized_changes.length === 0 ? [] : [collectorFileWords(entry)]),
            ...entry.unauthorized_changes.map((change) => `unauthorized: ${unauthorizedChangeText(change)}`),
            ...entry.investigations.map((investigation) => `investigated: ${investigationText(investigation)}`),
        ];
        const result = `<span class="${entry.unauthorized_changes.length === 0 ? "ok" : "bad"}">${escapeHtml(configurationResult(entry))}</span>`;
        return `<tr class="record"><td>${escapeHtml(readableTime(entry.recorded_at))}</td><td>${escapeHtml(readableTime(entry.observed_at))}</td><td>${escapeHtml(entry.collector)}</td><td>${result}${found.map((line) => `<br>${escapeHtml(line)}`).join("")}</td><td><code>${escapeHtml((0,wording/* shortSha */.Fu)(entry.commit))}</code></td><td>${escapeHtml(entry.timestamp)}</td></tr>`;
    });
    return [
        `<table><thead><tr><th>When</th><th>Observed</th><th>Collector</th><th>Result</th><th>Commit</th><th>Timestamp</th></tr></thead><tbody>`,
        ...rows,
        "</tbody></table>",
    ].join("\n");
}

;// CONCATENATED MODULE: ./src/render/evidence/evidence-html-style.ts
// The HTML report's style sheet: on screen, a readable page; printed (A4 or Letter), each workspace
// from a new page, headings kept with the table or list that follows, table headers repeated on
// each page, no row split across pages, and the report's own footer with page numbers (the
// browser's "Headers and footers", which print the file:// address, are to be turned off).
/** A CSS string literal holding `text` (a quote, backslash or line break escaped). */
function cssString(text) {
    return `"${text.replace(/[\\"\n\r]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;
}
/** `footer`: the text printed at the bottom left of every page, beside "Page N of M". */
function evidenceStyle(footer) {
    return `
:root { color-scheme: light; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; margin: 2rem auto; max-width: 64rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; }
h2 { font-size: 1.25rem; border-bottom: 2px solid #d0d7de; padding-bottom: .2rem; margin-top: 2rem; }
h3 { font-size: 1.05rem; margin-top: 1.4rem; }
h4 { font-size: .95rem; margin: 1rem 0 .3rem; }
h5 { font-size: .9rem; margin: .9rem 0 .2rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { border: 1px solid #d0d7de; padding: .25rem .45rem; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
table.header { width: auto; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
.ok { color: #1a7f37; font-weight: 600; }
.bad { color: #cf222e; font-weight: 600; }
.note { color: #57606a; }
.chart { width: 100%; height: auto; border: 1px solid #d0d7de; background: #fff; }
@media print {
  body { margin: 0; max-width: none; font-size: 10pt; }
  .screen-only { display: none; }
  section.workspace { break-before: page; }
  h1, h2, h3, h4, h5, ul.facts { break-after: avoid; page-break-after: avoid; }
  thead { display: table-header-group; }
  tr, li, .chart, ul.facts, section.change { break-inside: avoid; page-break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
}
@page {
  size: A4;
  margin: 14mm 12mm 16mm;
  @bottom-left { content: ${cssString(footer)}; font: 8pt system-ui, sans-serif; color: #57606a; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 8pt system-ui, sans-serif; color: #57606a; }
}
`;
}

;// CONCATENATED MODULE: ./src/render/evidence/evidence-html.ts
// The audit pack as one self-contained HTML file: no script, no external asset, inline CSS that
// reads on screen and prints on A4/Letter (headings kept with their tables, page numbers), the
// header and the exceptions first, then per workspace a timeline, the months, the gaps and drift
// episodes, and the newest records month by month. The page stays usable for a ledger of any size:
// at most HTML_RECORD_LIMIT records and HTML_EXCEPTION_LIMIT exceptions inline, the rest in the
// CSV, Markdown and JSON reports, which the page names. Every text from the ledger is HTML-escaped.









/** Records (changes and monitoring runs) shown inline: the newest of the report. */
const HTML_RECORD_LIMIT = 1_000;
/** Exceptions listed inline: the oldest first, as they happened. */
const HTML_EXCEPTION_LIMIT = 1_000;
/** Assets listed per drift episode. */
const HTML_EPISODE_ASSET_LIMIT = 50;
/** Drift episodes listed per workspace: the newest (unresolved ones are among the exceptions). */
const HTML_EPISODE_LIMIT = 100;
/** The report in pieces (a section or a record each), for a stream. */
function* evidenceHtmlChunks(report) {
    const workspaces = readWorkspaces(report, HTML_RECORD_LIMIT);
    const shown = workspaces.reduce((sum, { changes, runs, configuration }) => sum + changes.length + runs.length + configuration.length, 0);
    const total = recordCount(report);
    yield `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Evidence report ${escapeHtml(periodLine(report))}</title>
<style>${evidenceStyle(`Evidence report, ${periodLine(report)}`)}</style>
</head>
<body>
<h1>Evidence report</h1>
<p class="note screen-only">To print or save as PDF, turn off the browser's "Headers and footers" option: the report prints its own page numbers.</p>
${headerTable(report)}
${integrity(report)}
${exceptionsSection(report)}
${obligationsHtml(report.obligations, HTML_EXCEPTION_LIMIT)}
${patchManagementHtml(report)}
${vulnerabilityAssessmentsHtml(report)}
${shown < total ? `<p class="note">This page shows the newest ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} records of the period, month by month; every record is in the CSV, Markdown or JSON report: <code>${escapeHtml(fullReportCommand(report))}</code>.</p>` : ""}
`;
    for (const workspace of workspaces)
        yield workspaceSection(workspace, report);
    yield "</body>\n</html>\n";
}
const recordCount = (report) => report.workspaces.reduce((sum, { counts }) => sum + counts.changes + counts.monitoring, 0);
function fullReportCommand(report) {
    const { first_day, last_day, time_zone } = report.period;
    return `cip-sync evidence report --dir <evidence checkout> --from ${first_day} --to ${last_day} --time-zone ${time_zone} --format csv`;
}
function headerTable(report) {
    const rows = headerFacts(report).map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`);
    return `<table class="header"><tbody>\n${rows.join("\n")}\n</tbody></table>`;
}
function integrity(report) {
    const { state, text } = integrityWords(report);
    const [label, rest] = splitLabel(text);
    const line = `<p><span class="${state === "intact" ? "ok" : "bad"}">${escapeHtml(label)}</span>${escapeHtml(rest)}</p>`;
    if (state !== "broken")
        return line;
    const items = report.ledger.breaks.map((found) => `<li>${escapeHtml(found.message)}</li>`);
    return `${line}<ul>${items.join("")}</ul>`;
}
/** "Ledger intact:" and the rest of the sentence, for the label's colour. */
function splitLabel(text) {
    const colon = text.indexOf(":") + 1;
    return [text.slice(0, colon), text.slice(colon)];
}
/** Every exception the report flags, each named: changes, gaps, drift, obligations, history. */
function exceptionsSection(report) {
    const { exceptions } = report;
    const counts = auditExceptionCounts(report);
    const head = `<h2 id="exceptions">Exceptions (${counts.total})</h2>\n<p>${escapeHtml(exceptionCountsText(counts))}.</p>`;
    if (counts.total === 0)
        return `${head}\n<p class="ok">${NO_EXCEPTIONS}</p>`;
    const shown = exceptions.slice(0, HTML_EXCEPTION_LIMIT);
    const row = (type, [when, workspace, kind, detail, record]) => `<tr class="exception ${type}"><td>${escapeHtml(when)}</td><td><code>${escapeHtml(workspace)}</code></td><td class="bad">${escapeHtml(kind)}</td><td>${escapeHtml(detail)}</td><td>${record === "" ? "" : `<code>${escapeHtml(record)}</code>`}</td></tr>`;
    const rows = [
        ...shown.map((exception) => row(exception.kind, [
            readableTime(exception.at),
            exception.workspace,
            exceptionKind(exception),
            exceptionDetail(exception, report.limit_days),
            exception.kind === "change" ? exception.change.file : "",
        ])),
        ...obligationExceptions(report).map((o) => {
            const { kind, detail } = obligationExceptionWords(o);
            return row("obligation", [o.due ?? "", o.workspace, kind, detail, ""]);
        }),
        ...(report.history_warnings ?? []).map((warning) => {
            const { kind, detail } = historyWarningWords(warning);
            return row("history", ["", "", kind, detail, warning.records[0] ?? ""]);
        }),
    ];
    const more = exceptions.length - shown.length;
    return [
        head,
        `<p class="note">Each change's record is the <code>record_path</code> of its rows in <code>cip-sync evidence populations</code>.</p><table class="exceptions"><thead><tr><th>When</th><th>Workspace</th><th>Exception</th><th>Detail</th><th>Record</th></tr></thead><tbody>`,
        ...rows,
        "</tbody></table>",
        more > 0
            ? `<p class="note">${more} more exception(s) are in the CSV report: <code>${escapeHtml(fullReportCommand(report))}</code>.</p>`
            : "",
    ].join("\n");
}
function workspaceSection(shown, report) {
    const { workspace, chart } = shown;
    const limit = report.limit_days;
    const longest = workspace.longest_gap;
    return [
        `<section class="workspace"><h2>Workspace <code>${escapeHtml(workspace.workspace)}</code></h2>`,
        chart.svg(),
        `<h3>Months (${workspace.months.length})</h3>`,
        monthsTable(workspace),
        `<h3>Monitoring (${workspace.counts.monitoring} run(s))</h3>`,
        `<p>Longest gap: ${longest === null ? "none" : escapeHtml(gapLine(longest, limit))}.</p>`,
        workspace.counts.monitoring === 0
            ? `<p class="bad">${escapeHtml(noMonitoringWords(limit))}</p>`
            : workspace.gaps_over_limit.length === 0
                ? `<p class="ok">No gap over ${limit} days.</p>`
                : `<p class="bad">Gaps over ${limit} days:</p><ul>${workspace.gaps_over_limit.map((gap) => `<li>${escapeHtml(gapLine(gap, limit))}</li>`).join("")}</ul>`,
        `<h3>Drift episodes (${workspace.drift_episodes.length})</h3>`,
        ...episodesList(workspace),
        ...monthRecords(shown),
        "</section>",
    ].join("\n");
}
function episodesList(workspace) {
    const episodes = workspace.drift_episodes;
    if (episodes.length === 0)
        return ["<p>No drift in the period.</p>"];
    const shown = episodes.slice(-HTML_EPISODE_LIMIT);
    return [
        shown.length < episodes.length
            ? `<p class="note">The newest ${shown.length} of ${episodes.length} drift episodes; every one is in the CSV report.</p>`
            : "",
        `<ul>${shown.map(episodeItem).join("")}</ul>`,
    ];
}
function episodeItem(episode) {
    const shown = episode.assets.slice(0, HTML_EPISODE_ASSET_LIMIT);
    const more = episode.assets.length - shown.length;
    const assets = shown.map((asset) => `<li>${escapeHtml(driftedAssetText(asset))}</li>`).join("");
    const rest = more > 0 ? `<li>${more} more asset(s) in the CSV report</li>` : "";
    return `<li>${escapeHtml(episodeLine(episode))}.${assets === "" ? "" : `<ul>${assets}${rest}</ul>`}</li>`;
}
function monthsTable(workspace) {
    if (workspace.months.length === 0)
        return "<p>No record in the period.</p>";
    const rows = workspace.months.map((month) => `<tr><td>${month.month}</td><td>${month.changes}</td><td>${month.monitoring_runs}</td><td${month.drift_runs > 0 ? ' class="bad"' : ""}>${month.drift_runs}</td><td${month.flagged_changes_gaps_drift > 0 ? ' class="bad"' : ""}>${month.flagged_changes_gaps_drift}</td></tr>`);
    return `<table class="months"><thead><tr><th>Month</th><th>Changes</th><th>Monitoring runs</th><th>Runs with drift</th><th>Flagged changes, gaps, drift</th></tr></thead><tbody>\n${rows.join("\n")}\n</tbody></table>\n<p class="note">By month: the changes, gaps over the limit and unresolved drift flagged; the obligation exceptions and history warnings under Exceptions have no month.</p>`;
}
/** The records shown of each month, newest month first. */
function monthRecords({ workspace, changes, runs, configuration }) {
    const monthOf = (entry) => entry.recorded_at.slice(0, 7);
    const changesByMonth = (0,collections/* groupBy */.$z)(changes, monthOf);
    const runsByMonth = (0,collections/* groupBy */.$z)(runs, monthOf);
    const configurationByMonth = (0,collections/* groupBy */.$z)(configuration, monthOf);
    const summary = new Map(workspace.months.map((summary) => [summary.month, summary]));
    const months = [changesByMonth, runsByMonth, configurationByMonth].flatMap((byMonth) => [
        ...byMonth.keys(),
    ]);
    return [...new Set(months)]
        .sort((a, b) => (a < b ? 1 : -1))
        .flatMap((key) => {
        const changes = changesByMonth.get(key) ?? [];
        const runs = runsByMonth.get(key) ?? [];
        const configured = configurationByMonth.get(key) ?? [];
        const counts = summary.get(key);
        const of = (count, total) => total === undefined || total === count ? `${count}` : `${count} of ${total}`;
        return [
            `<h3 class="month">${key}</h3>`,
            runs.length === 0
                ? ""
                : `<h4>Monitoring runs (${of(runs.length, counts?.monitoring_runs)})</h4>\n${monitoringTable(runs)}`,
            configured.length === 0
                ? ""
                : `<h4>Configuration monitoring (${configured.length})</h4>\n${configurationTable(configured)}`,
            changes.length === 0
                ? ""
                : `<h4>Changes (${of(changes.length, counts?.changes)})</h4>\n${changes.map(changeSection).join("\n")}`,
        ];
    });
}

// EXTERNAL MODULE: ./src/core/evidence/report/evidence-report.ts + 1 modules
var evidence_report = __webpack_require__(8355);
;// CONCATENATED MODULE: ./src/render/evidence/evidence-json.ts
// The audit pack as JSON: the report with each workspace as jsonWorkspace gives it and its records
// as arrays, written byte for byte as renderJson would write that value whole (2-space indentation
// at every depth, hidden characters escaped, a trailing newline), but in pieces: the envelope's
// members and each record are stringified on their own and indented to their depth, and each
// workspace's changes and monitoring runs are read from the ledger one record at a time as they
// are written, so that a ledger of any size is written in constant memory.



/** The report as `renderJson` would write it held whole, one record at a time. */
function evidenceJsonChunks(report) {
    return (0,json_chunks/* documentChunks */.Kj)(Object.entries(report).flatMap(([key, value]) => [
        [
            key,
            key === "workspaces"
                ? (depth) => (0,json_chunks/* arrayChunks */.ER)(report.workspaces, depth, workspaceChunks)
                : (depth) => (0,json_chunks/* whole */.WQ)(value, depth),
        ],
        // The counts every format heads its exceptions with, right after the report's own list.
        ...(key === "exceptions"
            ? [
                ["exception_counts", (depth) => (0,json_chunks/* whole */.WQ)(auditExceptionCounts(report), depth)],
            ]
            : []),
    ]));
}
/** A workspace's members, each list (its changes and monitoring runs above all) item by item. */
function workspaceChunks(workspace, depth) {
    const members = Object.entries((0,evidence_report/* jsonWorkspace */._U)(workspace)).map(([key, value]) => [
        key,
        isList(value) ? (at) => (0,json_chunks/* arrayChunks */.ER)(value, at, json_chunks/* whole */.WQ) : (at) => (0,json_chunks/* whole */.WQ)(value, at),
    ]);
    return (0,json_chunks/* objectChunks */.YF)(members, depth);
}
function isList(value) {
    return typeof value === "object" && value !== null && Symbol.iterator in value;
}

;// CONCATENATED MODULE: ./src/render/evidence/evidence-markdown.ts







const list = (logins) => logins.length === 0 ? "none" : logins.map((login) => (0,escape_markdown/* escapeMarkdown */.FV)(login)).join(", ");
/** The report in pieces (a few lines each), for a stream. */
function* evidenceMarkdownChunks(report) {
    yield lines([
        "# Evidence report",
        "",
        ...headerFacts(report).map(([label, value]) => `- **${label}:** ${(0,escape_markdown/* escapeMarkdownWithAddresses */.XL)(value)}`),
        "",
        evidence_markdown_integrity(report),
        "",
    ]);
    yield* evidence_markdown_exceptionsSection(report);
    if (report.obligations !== undefined)
        yield `${renderObligationsMarkdown(report.obligations)}\n`;
    yield patchManagementMarkdown(report);
    yield vulnerabilityAssessmentsMarkdown(report);
    for (const workspace of report.workspaces) {
        yield lines([`## Workspace ${(0,escape_markdown/* markdownCodeSpan */.Bk)(workspace.workspace)}`, ""]);
        for (const section of Object.values(KIND_SECTIONS))
            yield* section(workspace, report);
    }
}
const lines = (text) => text.map((line) => `${line}\n`).join("");
function evidence_markdown_integrity(report) {
    const { state, text } = integrityWords(report);
    const [label, rest] = [text.slice(0, text.indexOf(":") + 1), text.slice(text.indexOf(":") + 1)];
    const line = `**${label}**${(0,escape_markdown/* escapeMarkdown */.FV)(rest)}`;
    if (state !== "broken")
        return line;
    return [
        line,
        "",
        ...report.ledger.breaks.map((found) => `- ${(0,escape_markdown/* escapeMarkdown */.FV)(found.message)}`),
    ].join("\n");
}
/** Every exception the report flags, each named: changes, gaps, drift, obligations, history. */
function* evidence_markdown_exceptionsSection(report) {
    const counts = auditExceptionCounts(report);
    yield lines([
        `## Exceptions (${counts.total})`,
        "",
        `${(0,escape_markdown/* escapeMarkdown */.FV)(exceptionCountsText(counts))}.`,
        "",
    ]);
    if (counts.total === 0) {
        yield lines([NO_EXCEPTIONS, ""]);
        return;
    }
    yield lines(["| When | Workspace | Exception | Detail |", "| --- | --- | --- | --- |"]);
    const row = (when, workspace, kind, detail) => lines([
        `| ${when} | ${workspace === "" ? "" : (0,escape_markdown/* markdownCodeSpan */.Bk)(workspace)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(kind)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(detail)} |`,
    ]);
    for (const exception of report.exceptions) {
        yield row(readableTime(exception.at), exception.workspace, exceptionKind(exception), exceptionDetail(exception, report.limit_days));
    }
    for (const o of obligationExceptions(report)) {
        const { kind, detail } = obligationExceptionWords(o);
        yield row(o.due ?? "", o.workspace, kind, detail);
    }
    for (const warning of report.history_warnings ?? []) {
        const { kind, detail } = historyWarningWords(warning);
        yield row("", "", kind, detail);
    }
    yield "\n";
}
/**
 * A workspace's sections, one per evidence record kind, in the order shown: a new kind fails to
 * compile here until the audit pack shows it.
 */
const KIND_SECTIONS = {
    change: changesSection,
    monitoring: monitoringSection,
    "configuration-monitoring": configurationMonitoringSection,
};
/** CIP-010 R2.1: what collectors observed on devices, compared with the inventory. */
function* configurationMonitoringSection(workspace) {
    const count = workspace.counts.configuration_monitoring;
    yield lines([`### Configuration monitoring (${count})`, ""]);
    if (count === 0) {
        yield lines(["No configuration-monitoring record in the period.", ""]);
        return;
    }
    yield lines([
        "| When | Observed | Collector | Result | Commit | Timestamp |",
        "| --- | --- | --- | --- | --- | --- |",
    ]);
    const details = [];
    for (const entry of workspace.configuration_monitoring) {
        yield lines([
            `| ${readableTime(entry.recorded_at)} | ${readableTime(entry.observed_at)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(entry.collector)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(configurationResult(entry))} | ${(0,escape_markdown/* markdownCodeSpan */.Bk)((0,wording/* shortSha */.Fu)(entry.commit))} | ${(0,escape_markdown/* escapeMarkdownWithAddresses */.XL)(entry.timestamp)} |`,
        ]);
        if (entry.unauthorized_changes.length > 0)
            details.push(`- ${readableTime(entry.recorded_at)}: ${(0,escape_markdown/* escapeMarkdown */.FV)(collectorFileWords(entry))}`);
        for (const change of entry.unauthorized_changes)
            details.push(`- Unauthorized change: ${(0,escape_markdown/* escapeMarkdown */.FV)(unauthorizedChangeText(change))}`);
        for (const investigation of entry.investigations)
            details.push(`- Investigation: ${(0,escape_markdown/* escapeMarkdown */.FV)(investigationText(investigation))}`);
    }
    yield lines(["", ...details, ...(details.length === 0 ? [] : [""])]);
}
function* changesSection(workspace) {
    yield lines([`### Changes (${workspace.counts.changes})`, ""]);
    if (workspace.counts.changes === 0)
        yield lines(["No change in the period.", ""]);
    for (const change of workspace.changes)
        yield lines(evidence_markdown_changeSection(change));
}
/** The monitoring runs with their gaps, then the drift episodes they found. */
function* monitoringSection(workspace, report) {
    const longest = workspace.longest_gap;
    yield lines([
        `### Monitoring runs (${workspace.counts.monitoring})`,
        "",
        `Longest gap: ${longest === null ? "none" : gapLine(longest, report.limit_days)}.`,
        workspace.counts.monitoring === 0
            ? `**${noMonitoringWords(report.limit_days)}**`
            : workspace.gaps_over_limit.length === 0
                ? `No gap over ${report.limit_days} days.`
                : `**Gaps over ${report.limit_days} days:** ${workspace.gaps_over_limit.map((gap) => gapLine(gap, report.limit_days)).join("; ")}.`,
        "",
    ]);
    if (workspace.counts.monitoring > 0) {
        yield lines([
            "| When | Result | Differences | Systems | Live state | Timestamp |",
            "| --- | --- | --- | --- | --- | --- |",
        ]);
        for (const run of workspace.monitoring) {
            yield lines([
                `| ${readableTime(run.recorded_at)} | ${run.in_sync ? "in sync" : "**drift**"} | ${run.differences} | ${(0,escape_markdown/* escapeMarkdown */.FV)(systemsText(run))} | ${(0,escape_markdown/* markdownCodeSpan */.Bk)(run.live_fingerprint.slice(0, 19))} | ${(0,escape_markdown/* escapeMarkdownWithAddresses */.XL)(run.timestamp)} |`,
            ]);
        }
        yield "\n";
    }
    yield lines([`### Drift episodes (${workspace.drift_episodes.length})`, ""]);
    if (workspace.drift_episodes.length === 0)
        yield lines(["No drift in the period.", ""]);
    for (const episode of workspace.drift_episodes) {
        yield lines([
            `- ${episodeLine(episode)}.`,
            ...episode.assets.map((asset) => `  - ${(0,escape_markdown/* escapeMarkdown */.FV)(driftedAssetText(asset))}`),
        ]);
    }
    yield "\n";
}
/** Who approved a pull request, and who wrote and merged it; "none" and "n/a" without one. */
function approvalLines(pull, indent) {
    const lines = [
        `${indent}- Approved by (independent): ${list(pull?.approved_by ?? [])}`,
        `${indent}- Not independent (authored or committed a commit): ${list(pull?.not_independent ?? [])}`,
    ];
    const notCounted = pull?.not_counted ?? [];
    if (notCounted.length > 0) {
        const each = notCounted.map(({ login, why }) => `${(0,escape_markdown/* escapeMarkdown */.FV)(login)} (${(0,escape_markdown/* escapeMarkdown */.FV)(why)})`);
        lines.push(`${indent}- Not counted: ${each.join(", ")}`);
    }
    if (pull !== undefined && pull.approved_earlier_commit.length > 0)
        lines.push(`${indent}- Approved an earlier commit only: ${list(pull.approved_earlier_commit)}`);
    const mergedBy = pull?.merged_by ?? null;
    lines.push(`${indent}- Author: ${pull === undefined ? "n/a" : (0,escape_markdown/* escapeMarkdown */.FV)(pull.author)}; merged by: ${mergedBy === null ? "n/a" : (0,escape_markdown/* escapeMarkdown */.FV)(mergedBy)}`);
    return lines;
}
function evidence_markdown_changeSection(change) {
    const pulls = change.pull_requests;
    const [only] = pulls;
    const title = only === undefined
        ? `commit ${(0,escape_markdown/* markdownCodeSpan */.Bk)((0,wording/* shortSha */.Fu)(change.merge_sha))}, no pull request`
        : pulls.length === 1
            ? `pull request #${only.number} ${(0,escape_markdown/* escapeMarkdown */.FV)(only.title)}`
            : `pull requests ${pulls.map((pull) => `#${pull.number}`).join(", ")}, merged together`;
    const glass = change.break_glass ? ` (**${report_entries/* BREAK_GLASS */.Rb}**)` : "";
    const lines = [
        `#### ${readableTime(change.recorded_at)}: ${changeOutcomeWords(change)}, ${title}${glass}`,
        "",
    ];
    if (change.exceptions.length > 0)
        lines.push(`- **Exception:** ${(0,escape_markdown/* escapeMarkdown */.FV)(change.exceptions.join("; "))}`);
    if (pulls.length <= 1)
        lines.push(...approvalLines(only, ""));
    else {
        for (const pull of pulls) {
            lines.push(`- #${pull.number} ${(0,escape_markdown/* escapeMarkdown */.FV)(pull.title)}:`, ...approvalLines(pull, "  "));
        }
    }
    lines.push(`- Reviewed plan is the executed plan: ${reviewedWord(change)}`);
    if (change.policy !== null) {
        const words = policyWords(change.policy);
        lines.push(`- Owner policy: ${(0,escape_markdown/* escapeMarkdown */.FV)(words.headline)}`, ...[...words.rules, ...words.freezes].map((item) => `  - ${(0,escape_markdown/* escapeMarkdown */.FV)(item.text)}`));
    }
    if (change.reason !== null)
        lines.push(`- Why: ${(0,escape_markdown/* escapeMarkdown */.FV)(change.reason)}`);
    const baselines = baselineDeviationLines(change, escape_markdown/* escapeMarkdown */.FV);
    if (baselines !== undefined)
        lines.push(`- ${(0,escape_markdown/* escapeMarkdown */.FV)(baselines.heading)}`, ...baselines.lines.map((line) => `  - ${line}`));
    lines.push(`- Record: ${(0,escape_markdown/* markdownCodeSpan */.Bk)(change.file)}`);
    lines.push(`- Timestamp: ${(0,escape_markdown/* escapeMarkdownWithAddresses */.XL)(change.timestamp)}`, "");
    if (change.operations.length > 0) {
        lines.push("| # | Action | Asset id | Name | System | Type | Facility | Result |", "| --- | --- | --- | --- | --- | --- | --- | --- |");
        change.operations.forEach((operation, index) => {
            const cells = operationCells(operation);
            lines.push(`| ${index + 1} | ${operation.action} | ${operation.asset_id === null ? "" : (0,escape_markdown/* markdownCodeSpan */.Bk)(operation.asset_id)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(cells.name)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(cells.cyber_system)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(cells.asset_type)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(cells.facility)} | ${(0,escape_markdown/* escapeMarkdown */.FV)(operationResult(operation))} |`);
        });
        lines.push("");
    }
    return lines;
}

// EXTERNAL MODULE: ./src/render/plan/plan-json.ts
var plan_json = __webpack_require__(51086);
// EXTERNAL MODULE: ./src/core/assessments/commissioning-assessments.ts
var commissioning_assessments = __webpack_require__(60366);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/render/shared/commissioning-assessment-words.ts
var commissioning_assessment_words = __webpack_require__(69758);
;// CONCATENATED MODULE: ./src/render/shared/markdown-layout.ts
// Markdown under a hard cap: sections of rows, laid out in one or more ways, and the first layout
// that fits, cut after whole table rows and list items with a note counting what is not shown.
//
// Length counts UTF-16 code units (String.length). GitHub's comment limit counts characters (code
// points); a code point is one or two code units, so a body within the cap in code units is within
// the limit whatever it holds. Under a cap of a few hundred characters, only the first sections may
// fit.

/** The default cap, in UTF-16 code units; a code host sets its own (COMMENT_MAX_LENGTH in comment-body.ts). */
const DEFAULT_MAX_LENGTH = 65_536;
/** Tables with more rows than this are collapsed inside <details>. */
const COLLAPSE_ABOVE_ROWS = 20;
/** One table row; cells must already be escaped. */
function tableRow(cells) {
    return `| ${cells.join(" | ")} |\n`;
}
function markdown_layout_row(noun, content) {
    return { markdown: typeof content === "string" ? content : tableRow(content), noun };
}
function markdown_layout_text(markdown) {
    return { head: markdown, rows: [], tail: "" };
}
/** A table under a heading; above COLLAPSE_ABOVE_ROWS rows, collapsed in <details>. */
function table(heading, summary, columns, rows) {
    const header = `${tableRow(columns)}|${columns.map(() => "---").join("|")}|\n`;
    if (rows.length <= COLLAPSE_ABOVE_ROWS) {
        return { head: `${heading}\n\n${header}`, rows, tail: "" };
    }
    return {
        head: `${heading}\n\n<details><summary>${summary}</summary>\n\n${header}`,
        rows,
        tail: "\n</details>\n",
    };
}
/**
 * The first layout that fits under the cap, with as much of its rest as fits and a note counting
 * what is not shown; when none fits, as many whole essential sections of the last as fit.
 */
function markdown_layout_fitLayouts(layouts, options) {
    const max = options.maxLength ?? DEFAULT_MAX_LENGTH;
    const { truncatedNote } = options;
    for (const layout of layouts) {
        const fitted = fitLayout(layout, max, truncatedNote);
        if (fitted.length <= max)
            return fitted;
    }
    const essential = layouts.at(-1)?.essential ?? [];
    let shown = essential.length;
    // Bounded by the number of sections.
    while (shown > 0 && joinSections(essential.slice(0, shown)).length > max)
        shown -= 1;
    return joinSections(essential.slice(0, shown));
}
function fitLayout(layout, max, truncatedNote) {
    const { essential, rest, dropped, footer } = layout;
    if (dropped.length === 0) {
        const whole = joinSections([...essential, ...rest, ...footer]);
        if (whole.length <= max)
            return whole;
    }
    const cut = new Map();
    const count = (rows) => {
        for (const { noun } of rows)
            cut.set(noun, (cut.get(noun) ?? 0) + 1);
    };
    for (const section of [...rest, ...dropped])
        count(section.rows);
    // The note can only get shorter once the real counts are known: make room for the longest.
    const longestNote = truncationNote(cut, truncatedNote);
    let room = max - joinSections([...essential, longestNote, ...footer]).length;
    cut.clear();
    const kept = [];
    let stopped = false;
    for (const section of rest) {
        const separator = section.continuesPrevious ? 0 : 1;
        const whole = renderSection(section).length + separator;
        if (!stopped && whole <= room) {
            kept.push(section);
            room -= whole;
            continue;
        }
        if (stopped) {
            count(section.rows);
            continue;
        }
        stopped = true;
        let used = separator + section.head.length + section.tail.length;
        let shown = 0;
        // The rows that fit, in order, stopping at the first that does not.
        for (const row of section.rows) {
            if (used + row.markdown.length > room)
                break;
            used += row.markdown.length;
            shown += 1;
        }
        if (shown > 0)
            kept.push({ ...section, rows: section.rows.slice(0, shown) });
        count(section.rows.slice(shown));
    }
    for (const section of dropped)
        count(section.rows);
    const note = cut.size === 0 ? [] : [truncationNote(cut, truncatedNote)];
    return joinSections([...essential, ...kept, ...note, ...footer]);
}
/** "**Truncated to fit:** not shown here: 3 deletes, 1600 creates." and the caller's pointer. */
function truncationNote(cut, truncatedNote) {
    const counts = [...cut].map(([noun, rows]) => (0,wording/* countOf */.pq)(rows, noun)).join(", ");
    const pointer = truncatedNote ? ` ${truncatedNote}` : "";
    return markdown_layout_text(`**Truncated to fit:** not shown here: ${counts}.${pointer}\n`);
}
function renderSection(section) {
    return `${section.head}${section.rows.map((entry) => entry.markdown).join("")}${section.tail}`;
}
function joinSections(sections) {
    return sections
        .map((section, index) => index > 0 && !section.continuesPrevious
        ? `\n${renderSection(section)}`
        : renderSection(section))
        .join("");
}
/**
 * `markdown` collapsed under `summary`, in at most `maxLength` characters: cut after its last whole
 * line that fits, then `cutNote`; just `cutNote` when not even the first line fits; "" when nothing
 * fits at all.
 */
function collapsedBlock(summary, markdown, maxLength, cutNote) {
    const open = `\n<details><summary>${summary}</summary>\n\n`;
    const close = "\n</details>\n";
    const whole = `${open}${markdown.replace(/\s+$/, "")}\n${close}`;
    if (whole.length <= maxLength)
        return whole;
    const note = `\n_${cutNote}_\n`;
    const room = maxLength - open.length - note.length - close.length;
    if (room < 0)
        return note.length <= maxLength ? note : "";
    const cut = markdown.slice(0, room + 1);
    const end = cut.lastIndexOf("\n");
    return end <= 0
        ? note.length <= maxLength
            ? note
            : ""
        : `${open}${cut.slice(0, end + 1)}${note}${close}`;
}

;// CONCATENATED MODULE: ./src/render/plan/commissioning-markdown.ts
// The plan comment's CIP-010-4 R3.3 section (plan-markdown.ts places it after the patch sources):
// a row per asset the change puts into service in a High system, those without evidence first.






/** The CIP-010-4 R3.3 check: a row per asset commissioned in a High system, those without evidence first. */
function commissioningSections(check) {
    if (check === undefined)
        return [];
    const heading = (0,escape_markdown/* escapeMarkdown */.FV)((0,commissioning_assessment_words/* commissioningAssessmentHeading */._8)(check));
    const gaps = check.commissioned.some((entry) => entry.gap !== undefined);
    return [
        table(`#### Commissioning assessments\n\n${heading}${gaps ? ` ${(0,escape_markdown/* escapeMarkdown */.FV)(commissioning_assessment_words/* COMMISSIONING_ASSESSMENT_FIX_LINE */.Kj)}` : ""}`, (0,wording/* countOf */.pq)(check.commissioned.length, "asset"), ["Asset", "Class", "Cyber system", "R3.3", "Where"], (0,commissioning_assessment_words/* commissionedInOrder */.Kp)(check).map((entry) => markdown_layout_row("commissioned asset", [
            (0,escape_markdown/* escapeMarkdown */.FV)(entry.asset),
            entry.class,
            (0,escape_markdown/* escapeMarkdown */.FV)(entry.cyber_system),
            entry.gap !== undefined
                ? `**${(0,escape_markdown/* escapeMarkdown */.FV)(`${commissioning_assessments/* NO_COMMISSIONING_ASSESSMENT */.FE}: ${entry.gap}`)}**`
                : (0,escape_markdown/* escapeMarkdown */.FV)((0,commissioning_assessment_words/* notJudgedWords */.wb)(entry) ??
                    (0,commissioning_assessment_words/* commissionedWords */.gk)(entry, (name) => name).replace(/^\S+ /, "")),
            (0,escape_markdown/* markdownCodeSpan */.Bk)((0,shared_diagnostics/* formatLocation */.j$)(entry.location)),
        ]))),
    ];
}

// EXTERNAL MODULE: ./src/render/shared/diagnostics.ts
var render_shared_diagnostics = __webpack_require__(67924);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(23212);
;// CONCATENATED MODULE: ./src/render/plan/operation-cells.ts



/** "rename, move, type change (hardware → software)", "a → b", the id, "S — … → T — …". */
function updateCells(operation, nameBefore) {
    const { name, cyber_system: move, asset_type: retype, ...unshown } = operation.changes;
    (0,plan_view/* everyChangeShown */.pQ)(unshown);
    const kinds = (0,plan_view/* updateKindWords */.pV)(operation.kinds);
    return {
        change: retype ? `${kinds} (${retype.from} → ${retype.to})` : kinds,
        asset: name
            ? `${(0,escape_markdown/* escapeMarkdown */.FV)(nameBefore)} → ${(0,escape_markdown/* escapeMarkdown */.FV)(operation.name)}`
            : (0,escape_markdown/* escapeMarkdown */.FV)(operation.name),
        id: (0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id),
        system: move
            ? `${systemCell(move.from)} → ${systemCell(move.to)}`
            : systemCell(operation.cyber_system),
    };
}
/** An operation as executed: a temporary rename is its own step. */
function operation_cells_operationCells(operation) {
    switch (operation.action) {
        case "create":
            return {
                change: `create (${operation.asset_type})`,
                asset: escapeMarkdown(operation.name),
                id: "(new)",
                system: systemCell(operation.cyber_system),
            };
        case "delete":
            return {
                change: "**delete**",
                asset: escapeMarkdown(operation.name),
                id: escapeMarkdown(operation.asset_id),
                system: systemCell(operation.cyber_system),
            };
        case "update": {
            const cells = updateCells(operation, operation.changes.name?.from ?? operation.name);
            return operation.temporary
                ? { ...cells, change: `${cells.change} (${TEMPORARY_RENAME_WORDS})` }
                : cells;
        }
    }
}
/** "rename a → b (ca\_1) in S — facility F" */
function describeOperation(operation) {
    const cells = operation_cells_operationCells(operation);
    const id = operation.action === "create" ? "" : ` (${cells.id})`;
    return `${cells.change} ${cells.asset}${id} in ${cells.system}`;
}
/** "Alpha Protection — facility Substation Alpha", escaped. */
function systemCell(system) {
    const { parent } = system;
    return parent
        ? `${(0,escape_markdown/* escapeMarkdown */.FV)(system.name)} — ${(0,plan_model/* parentKindWord */.Pk)(parent.kind)} ${(0,escape_markdown/* escapeMarkdown */.FV)(parent.name)}`
        : `${(0,escape_markdown/* escapeMarkdown */.FV)(system.name)} (${(0,escape_markdown/* escapeMarkdown */.FV)(system.id)}, parent not shown by the service)`;
}
/** The system cell of a heading: with its declared impact, "… · impact high". */
function systemHeadingCell(system) {
    return system.impact ? `${systemCell(system)} · impact ${system.impact}` : systemCell(system);
}

// EXTERNAL MODULE: ./src/render/shared/patch-source-words.ts
var patch_source_words = __webpack_require__(52346);
// EXTERNAL MODULE: ./src/core/patches/plan-sources.ts
var plan_sources = __webpack_require__(63192);
// EXTERNAL MODULE: ./src/render/shared/patch-file-words.ts
var patch_file_words = __webpack_require__(87437);
;// CONCATENATED MODULE: ./src/render/plan/plan-markdown.ts
// Plans and diagnostics as GitHub-flavoured Markdown, for pull-request comments and job summaries
// (an apply's result: apply-markdown.ts). Every user-supplied string goes through escapeMarkdown (or
// markdownCodeSpan), and none is directly followed by a colon of ours, which could close an emoji
// shortcode it opened.
//
// Length: under the cap (markdown-layout.ts) the deletes are never cut. When the delete table does
// not fit, the deletes are listed compactly (names and ids per cyber system); when even that does
// not fit, the plan shows as many deletes as fit, one per line, and the note counts those left out.













/**
 * A status line, the deletes in a caution block, safety violations, moves and renames, creates and
 * type changes per cyber system, unmanaged assets, warnings, and the fingerprint.
 */
function renderPlanMarkdown(plan, options = {}) {
    const view = (0,plan_view/* viewPlan */.Dw)(plan);
    const status = markdown_layout_text(`${statusLine(plan)}\n`);
    const safety = safetySection(plan.safety.violations);
    const footer = plan.operations.length === 0 && plan.patch_files === undefined
        ? []
        : [markdown_layout_text(`Plan fingerprint: ${(0,escape_markdown/* markdownCodeSpan */.Bk)(plan.fingerprint)}\n`)];
    const rest = [
        ...possibleRenameSections((0,possible_renames/* renamedDeletes */.tL)(plan.operations)),
        ...relocationSections(view.relocations),
        ...changeSections([...view.creates, ...view.retypes.map((update) => update.operation)]),
        ...baselineSections(plan.baseline_deviations),
        ...patchSourceSections(plan.patch_sources),
        ...commissioningSections(plan.commissioning_assessments),
        ...patchFileSections(plan.patch_files),
        ...unmanagedSections(plan.unmanaged),
        ...warningSections(plan.warnings),
    ];
    const { deletes } = view;
    if (deletes.length === 0) {
        return markdown_layout_fitLayouts([{ essential: [status, ...safety], rest, dropped: [], footer }], options);
    }
    const caution = `> [!CAUTION]\n> **${(0,plan_view/* deleteHeadline */.o2)(deletes.length)}** ${plan_view/* DELETE_CONSEQUENCE */.y0}\n>\n`;
    return markdown_layout_fitLayouts([
        {
            essential: [status, ...safety, deleteTable(caution, deletes)],
            rest,
            dropped: [],
            footer,
        },
        {
            essential: [status, ...safety, deletesBySystem(caution, deletes)],
            rest,
            dropped: [],
            footer,
        },
        // Not even the compact list fits: the safety rules the status line points to, then as many
        // deletes as fit and a count of the others.
        {
            essential: [status, ...safety, markdown_layout_text(caution)],
            rest: [deleteLines(deletes)],
            dropped: rest,
            footer,
        },
    ], options);
}
/** One list item per diagnostic: "- `file:line:column` **error:** message". */
function renderDiagnosticsMarkdown(diagnostics, options = {}) {
    if (diagnostics.length === 0)
        return "";
    const list = {
        head: "",
        rows: diagnostics.map((diagnostic) => row(diagnostic.severity, `${diagnosticMarkdownItem(diagnostic)}\n`)),
        tail: "",
    };
    return fitLayouts([{ essential: [], rest: [list], dropped: [], footer: [] }], options);
}
// ---------------------------------------------------------------------------------------------
// Plan sections.
function statusLine(plan) {
    if (plan.operations.length === 0) {
        // "No changes." in bold, as before; any other first line is bold whole.
        const words = (0,plan_view/* noOperationsWords */.Ll)(plan.baseline_deviations, plan.patch_files);
        return words.startsWith("No changes. ") ? `**No changes.** ${plan_view/* NO_CHANGES */.eo}` : `**${words}**`;
    }
    const { violations } = plan.safety;
    const refusal = violations.length === 0 ? "" : ` As it stands, ${(0,plan_view/* refusalWords */.WW)(violations.length)} (below).`;
    return `**${(0,plan_view/* planSummaryLine */.uK)(plan.summary)}**${refusal}`;
}
function safetySection(violations) {
    if (violations.length === 0)
        return [];
    return [
        {
            head: `> [!WARNING]\n> **Safety rules broken.** Each says how to fix the cause or override the rule:\n>\n`,
            rows: violations.map((violation) => markdown_layout_row("safety rule", `> - **${violation.rule}:** ${(0,escape_markdown/* escapeMarkdown */.FV)(violation.message)}\n`)),
            tail: "",
        },
    ];
}
// Deletes are never collapsed: they are what a reviewer must not miss.
function deleteTable(caution, deletes) {
    return markdown_layout_text(`${caution}> ${tableRow(["Asset", "Id", "Type", "Cyber system"])}> |---|---|---|---|\n${deletes
        .map((operation) => `> ${tableRow([
        `${(0,escape_markdown/* escapeMarkdown */.FV)(operation.name)}${operation.possible_rename ? ` (${plan_view/* POSSIBLY_RENAMED */.Z$})` : ""}`,
        (0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id),
        operation.asset_type,
        systemCell(operation.cyber_system),
    ])}`)
        .join("")}`);
}
/** "> - **System — facility F**: a (ca\_1), b (ca\_2)": every delete, in less room than the table. */
function deletesBySystem(caution, deletes) {
    const lines = (0,plan_view/* groupBySystem */.gJ)(deletes, (operation) => operation.cyber_system).map((group) => `> - **${systemHeadingCell(group.system)}**: ${group.items.map(namedAsset).join(", ")}\n`);
    return markdown_layout_text(`${caution}${lines.join("")}`);
}
/** One delete per line, to show as many as fit; continues the caution block above it. */
function deleteLines(deletes) {
    return {
        head: "",
        rows: deletes.map((operation) => markdown_layout_row("delete", `> - ${namedAsset(operation)}\n`)),
        tail: "",
        continuesPrevious: true,
    };
}
function namedAsset(operation) {
    return `${(0,escape_markdown/* escapeMarkdown */.FV)(operation.name)} (${(0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id)})`;
}
/** Each possible rename made in the service, with the line that keeps the record. */
function possibleRenameSections(renamed) {
    if (renamed.length === 0)
        return [];
    return [
        {
            head: `#### Possibly renamed in the service\n\n${plan_view/* REPLACE_CONSEQUENCE */.BA}\n\n`,
            rows: renamed.map((operation) => {
                const rename = operation.possible_rename;
                const fix = (0,escape_markdown/* markdownCodeSpan */.Bk)((0,possible_renames/* renameFixLine */.gP)(rename, operation.asset_type));
                return markdown_layout_row("possible rename", `- ${(0,escape_markdown/* escapeMarkdown */.FV)(rename.live)} (${(0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id)}, ${operation.asset_type}) in ${systemCell(operation.cyber_system)} ${(0,possible_renames/* declaredAsWords */.mw)(rename, escape_markdown/* escapeMarkdown */.FV)}. Keep the record: ${fix}, ${(0,plan_view/* adoptLiveNameWords */.Nk)(rename, escape_markdown/* escapeMarkdown */.FV)}.\n`);
            }),
            tail: "",
        },
    ];
}
function relocationSections(relocations) {
    if (relocations.length === 0)
        return [];
    return [
        table("#### Moves and renames", (0,wording/* countOf */.pq)(relocations.length, "change"), ["Change", "Asset", "Id", "Cyber system"], relocations.map((update) => {
            const cells = updateCells(update.operation, update.nameBefore);
            const notes = [(0,plan_view/* cycleWords */.IW)(update)];
            if (update.temporaryName !== undefined) {
                notes.push(`via the temporary name ${(0,escape_markdown/* escapeMarkdown */.FV)(update.temporaryName)}`);
            }
            const note = notes.filter(Boolean).join(", ");
            const change = note ? `${cells.change} (${note})` : cells.change;
            return markdown_layout_row("update", [change, cells.asset, cells.id, cells.system]);
        })),
    ];
}
/** Creates and type changes, one table per cyber system under one heading. */
function changeSections(operations) {
    return (0,plan_view/* groupBySystem */.gJ)(operations, (operation) => operation.cyber_system).map((group, index) => table(`${index === 0 ? "#### Creates and type changes\n\n" : ""}##### ${systemHeadingCell(group.system)}`, (0,wording/* countOf */.pq)(group.items.length, "change"), ["Change", "Asset", "Id", "Type"], group.items.map((operation) => {
        if (operation.action === "create") {
            return markdown_layout_row("create", [
                operation.possible_rename ? `create (${plan_view/* POSSIBLY_RENAMED */.Z$})` : "create",
                (0,escape_markdown/* escapeMarkdown */.FV)(operation.name),
                "(new)",
                operation.asset_type,
            ]);
        }
        const { asset_type: retype, ...unshown } = operation.changes;
        (0,plan_view/* everyChangeShown */.pQ)(unshown);
        return markdown_layout_row("update", [
            "type change",
            (0,escape_markdown/* escapeMarkdown */.FV)(operation.name),
            (0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id),
            retype ? `${retype.from} → ${retype.to}` : "",
        ]);
    })));
}
/** The baselines against the existing ones: a row per deviation, or the one line that says why not. */
function baselineSections(comparison) {
    if (comparison === undefined)
        return [];
    const heading = (0,escape_markdown/* escapeMarkdown */.FV)((0,baseline_deviation_words/* baselineComparisonWords */.yM)(comparison));
    if (comparison.compared_with === null || comparison.deviations.length === 0)
        return [markdown_layout_text(`${heading}\n`)];
    return [
        table(`#### Baseline deviations\n\n${heading}.`, (0,wording/* countOf */.pq)(comparison.deviations.length, "deviation"), ["Asset", "Id", "Cyber system", "Changed", "Opens"], comparison.deviations.map((deviation) => markdown_layout_row("baseline deviation", [
            (0,escape_markdown/* escapeMarkdown */.FV)(deviation.asset),
            (0,escape_markdown/* escapeMarkdown */.FV)(deviation.asset_id ?? "(new)"),
            (0,escape_markdown/* escapeMarkdown */.FV)(deviation.cyber_system),
            deviation.items.map((item) => (0,baseline_deviation_words/* itemChangeWords */.dV)(item, escape_markdown/* escapeMarkdown */.FV)).join("<br>"),
            (0,baseline_deviation_words/* opensWords */.vA)(deviation.opens).replace(/^opens /, ""),
        ]))),
    ];
}
/** The CIP-007 R2.1 check: a row per gap, those this change makes first; or the one line. */
function patchSourceSections(check) {
    if (check === undefined)
        return [];
    const heading = (0,escape_markdown/* escapeMarkdown */.FV)((0,patch_source_words/* patchSourceHeading */.Uq)(check));
    const notSeen = check.not_seen.length === 0 ? "" : `${(0,escape_markdown/* escapeMarkdown */.FV)((0,patch_source_words/* notSeenWords */.Iu)(check, (name) => name))}\n`;
    if (check.missing.length === 0)
        return [markdown_layout_text(`${heading}\n${notSeen === "" ? "" : `\n${notSeen}`}`)];
    const { byChange, existing } = (0,patch_source_words/* gapsInOrder */.Bc)(check);
    return [
        table(`#### Patch sources missing\n\n${heading} ${(0,escape_markdown/* escapeMarkdown */.FV)(patch_source_words/* PATCH_SOURCE_FIX_LINE */.Kr)}`, (0,wording/* countOf */.pq)(check.missing.length, "item"), ["Item", "Version", "Asset", "Cyber system", "Change", "Where"], [...byChange, ...existing].map((gap) => markdown_layout_row("patch source missing", [
            `${gap.item} ${(0,escape_markdown/* escapeMarkdown */.FV)(gap.name)}`,
            (0,escape_markdown/* escapeMarkdown */.FV)(gap.version),
            (0,escape_markdown/* escapeMarkdown */.FV)(gap.asset),
            (0,escape_markdown/* escapeMarkdown */.FV)(gap.cyber_system),
            gap.change === "existing"
                ? plan_sources/* PATCH_SOURCE_CHANGE_WORDS */.Is.existing
                : `**${plan_sources/* PATCH_SOURCE_CHANGE_WORDS */.Is[gap.change]}**`,
            (0,escape_markdown/* markdownCodeSpan */.Bk)((0,shared_diagnostics/* formatLocation */.j$)(gap.location)),
        ]))),
        ...(notSeen === "" ? [] : [markdown_layout_text(notSeen)]),
    ];
}
/** The patch files the change adds, changes or removes: a list item per file, as approved. */
function patchFileSections(changes) {
    if (changes === undefined)
        return [];
    return [
        {
            head: `#### CIP-007 R2 patch files\n\n${(0,escape_markdown/* escapeMarkdown */.FV)((0,patch_file_words/* patchFilesHeading */.Q2)(changes, (words) => words))}\n\n`,
            rows: changes.files.map((shown) => {
                const { line, details } = (0,patch_file_words/* patchFileLines */.GT)(shown, escape_markdown/* markdownCodeSpan */.Bk, escape_markdown/* escapeMarkdown */.FV);
                const nested = details.map((detail) => `  - ${detail}\n`).join("");
                return markdown_layout_row("patch file", `- ${line}\n${nested}`);
            }),
            tail: "",
        },
    ];
}
function unmanagedSections(unmanaged) {
    if (unmanaged.length === 0)
        return [];
    const one = unmanaged.length === 1;
    return [
        table(`#### Kept, not managed (\`prune: false\`)\n\n${(0,wording/* countOf */.pq)(unmanaged.length, "live asset")} of \`prune: false\` systems ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}.`, (0,wording/* countOf */.pq)(unmanaged.length, "asset"), ["Asset", "Id", "Type", "Cyber system"], unmanaged.map((asset) => markdown_layout_row("unmanaged asset", [
            (0,escape_markdown/* escapeMarkdown */.FV)(asset.name),
            (0,escape_markdown/* escapeMarkdown */.FV)(asset.asset_id),
            asset.asset_type,
            systemCell(asset.cyber_system),
        ]))),
    ];
}
function warningSections(warnings) {
    if (warnings.length === 0)
        return [];
    return [
        {
            head: `#### ${(0,wording/* countOf */.pq)(warnings.length, "warning")}\n\n`,
            rows: warnings.map((warning) => markdown_layout_row("warning", `${(0,render_shared_diagnostics/* diagnosticMarkdownItem */.yc)(warning)}\n`)),
            tail: "",
        },
    ];
}

// EXTERNAL MODULE: ./src/render/plan/plan-text.ts
var plan_text = __webpack_require__(10051);
;// CONCATENATED MODULE: ./src/render/plan/validation.ts
// The outcome of `cip-sync validate` as data: JSON for scripts, SARIF 2.1.0 for code scanning
// (github/codeql-action/upload-sarif shows each diagnostic as an alert on its line).



/**
 * For people: the diagnostics, then, when none is an error, what was found valid and whether the
 * references to the service were checked.
 */
function renderValidationText(report, style) {
    const diagnostics = (0,render_shared_diagnostics/* renderDiagnosticsText */.ms)(report.diagnostics, style);
    if ((0,shared_diagnostics/* hasErrors */.Cs)(report.diagnostics))
        return diagnostics;
    const { files, cyberSystems, assets, referencesChecked } = report;
    return `${diagnostics}Valid: ${files} file(s), ${cyberSystems} cyber system(s), ${assets} asset(s)${referencesChecked ? ", every reference resolved." : ". References to the service were not checked (set CIP_API_URL and CIP_API_KEY to check them)."}\n`;
}
function renderValidationJson(report) {
    const ordered = {
        valid: !(0,shared_diagnostics/* hasErrors */.Cs)(report.diagnostics),
        files: report.files,
        cyber_systems: report.cyberSystems,
        assets: report.assets,
        references_checked: report.referencesChecked,
        diagnostics: report.diagnostics.map((diagnostic) => ({
            severity: diagnostic.severity,
            message: diagnostic.message,
            location: diagnostic.location,
            related: diagnostic.related,
        })),
    };
    return (0,plan_json/* renderJson */.h)(ordered);
}
const RULES = {
    error: {
        id: "cip-inventory/error",
        name: "InvalidInventory",
        text: "The inventory file is invalid: plan and apply refuse it until it is fixed.",
    },
    warning: {
        id: "cip-inventory/warning",
        name: "InventoryWarning",
        text: "The inventory file is valid but probably not what was meant.",
    },
};
function renderValidationSarif(report, toolVersion) {
    const located = report.diagnostics.flatMap((diagnostic) => diagnostic.location === undefined ? [] : [{ ...diagnostic, location: diagnostic.location }]);
    // A problem with no place (a pattern that matches nothing) is about the run, not a line.
    const unplaced = report.diagnostics.filter((diagnostic) => diagnostic.location === undefined);
    const log = {
        $schema: "https://json.schemastore.org/sarif-2.1.0.json",
        version: "2.1.0",
        runs: [
            {
                tool: {
                    driver: {
                        name: "cip-sync",
                        version: toolVersion,
                        rules: Object.values(RULES).map((rule) => ({
                            id: rule.id,
                            name: rule.name,
                            shortDescription: { text: rule.text },
                        })),
                    },
                },
                invocations: [
                    {
                        executionSuccessful: unplaced.every((diagnostic) => diagnostic.severity !== "error"),
                        toolExecutionNotifications: unplaced.map((diagnostic) => ({
                            level: diagnostic.severity,
                            message: { text: diagnostic.message },
                        })),
                    },
                ],
                results: located.map((diagnostic) => ({
                    ruleId: RULES[diagnostic.severity].id,
                    level: diagnostic.severity,
                    message: { text: diagnostic.message },
                    locations: [physicalLocation(diagnostic.location)],
                    ...(diagnostic.related && diagnostic.related.length > 0
                        ? {
                            relatedLocations: diagnostic.related.map((location, id) => ({
                                id,
                                ...physicalLocation(location),
                                message: { text: "related location" },
                            })),
                        }
                        : {}),
                })),
            },
        ],
    };
    return (0,plan_json/* renderJson */.h)(log);
}
/**
 * A path relative to the repository as an RFC 3986 relative reference: each segment
 * percent-encoded, so that "#" and "?" in a file name stay in the path (encodeURI would leave them
 * to start a fragment or a query) and a ":" in the first segment is not read as a scheme.
 */
function relativeUri(path) {
    return path.split("/").map(encodeURIComponent).join("/");
}
function physicalLocation(location) {
    return {
        physicalLocation: {
            artifactLocation: { uri: relativeUri(location.file), uriBaseId: "%SRCROOT%" },
            region: { startLine: location.line, startColumn: location.column },
        },
    };
}

;// CONCATENATED MODULE: ./src/render/formats.ts












/** A registry of `Model`'s formats by name, in the order help lists them (the default first). */
function registry() {
    return (renderers) => renderers;
}
/** `cip-sync plan`: for people, for pull requests, and the plan file `apply --plan` reads. */
const PLAN_RENDERERS = registry()({
    text: (plan, { color }) => (0,plan_text/* renderPlanText */.$D)(plan, { color }),
    markdown: (plan) => renderPlanMarkdown(plan, {
        truncatedNote: "Run `cip-sync plan --format json` for the complete plan.",
    }),
    json: (plan) => (0,plan_json/* renderPlanJson */.u)(plan),
});
/** `cip-sync validate`: the text one is for people and goes to standard error with diagnostics. */
const VALIDATION_RENDERERS = registry()({
    text: (report, { color }) => renderValidationText(report, { color }),
    json: (report) => renderValidationJson(report),
    sarif: (report, { toolVersion }) => renderValidationSarif(report, toolVersion),
});
/** `cip-sync drift`. */
const DRIFT_RENDERERS = registry()({
    text: (findings) => renderDriftText(findings),
    markdown: (findings) => renderDriftMarkdown(findings),
    json: (findings) => (0,plan_json/* renderJson */.h)(findings),
});
/**
 * `cip-sync evidence report`: the audit pack, in pieces written as they are made, so that the
 * Markdown, CSV and JSON of a ledger of any size never stand in memory whole.
 */
const EVIDENCE_REPORT_RENDERERS = registry()({
    markdown: (report) => evidenceMarkdownChunks(report),
    csv: (report) => evidenceCsvChunks(report),
    html: (report) => evidenceHtmlChunks(report),
    json: (report) => evidenceJsonChunks(report),
});
/** `cip-sync export`: the live inventory as rows a CMDB can store. */
const EXPORT_RENDERERS = registry()({
    csv: (rows) => renderAssetRowsCsv(rows),
    json: (rows) => renderAssetRowsJson(rows),
});
/** `cip-sync doctor`: the checks for people, or for a script that reads the verdict. */
const DOCTOR_RENDERERS = registry()({
    text: (report) => renderDoctorText(report),
    json: (report) => renderDoctorJson(report),
});
/** `cip-sync obligations`: for people, for an issue or a job summary, for a spreadsheet, for a script. */
// Each written as it is made, an obligation at a time: a ledger's can be hundreds of megabytes.
const OBLIGATIONS_RENDERERS = registry()({
    text: (listing) => obligationsTextChunks(listing),
    markdown: (listing) => obligationsMarkdownChunks(listing),
    csv: (listing) => obligationsCsvChunks(listing),
    json: (listing) => obligationsJsonChunks(listing),
});
/** A registry's format names, the default first. */
function formatNames(renderers) {
    // A registry is a non-empty object literal, so its first key, the default, always exists.
    return Object.keys(renderers);
}
/** "text, markdown or json (default: text)": a registry's formats as help lists them. */
function formatsHelp(renderers) {
    const names = formatNames(renderers);
    const listed = names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
    return `${listed} (default: ${names[0]})`;
}


/***/ }),

/***/ 51086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ renderJson),
/* harmony export */   u: () => (/* binding */ renderPlanJson)
/* harmony export */ });
/* harmony import */ var _core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66800);


/**
 * `value` as 2-space JSON with a trailing newline, hidden characters (bidirectional controls,
 * zero-width and other invisible characters) escaped as \uXXXX: for every JSON file we write.
 */
function renderJson(value) {
    return `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHiddenCharactersInJson */ .R7)(JSON.stringify(value, null, 2))}\n`;
}
/** 2-space JSON with a trailing newline; optional fields that are absent are left out. */
function renderPlanJson(plan) {
    const ordered = {
        format_version: plan.format_version,
        fingerprint: plan.fingerprint,
        summary: {
            create: plan.summary.create,
            update: plan.summary.update,
            delete: plan.summary.delete,
            move: plan.summary.move,
            rename: plan.summary.rename,
            retype: plan.summary.retype,
        },
        operations: plan.operations.map(orderedOperation),
        managed_systems: plan.managed_systems.map(orderedSystem),
        unmanaged: plan.unmanaged.map((asset) => ({
            asset_id: asset.asset_id,
            name: asset.name,
            asset_type: asset.asset_type,
            cyber_system: orderedSystem(asset.cyber_system),
        })),
        // The fingerprint covers them: a saved plan without them could never be applied.
        baselines: plan.baselines?.map(orderedBaseline),
        baseline_deviations: orderedComparison(plan.baseline_deviations),
        patch_sources: orderedPatchSources(plan.patch_sources),
        commissioning_assessments: orderedCommissioning(plan.commissioning_assessments),
        // The fingerprint covers them too: what R2.2 and R2.3 approvals rest on.
        patch_files: plan.patch_files && {
            compared_with: plan.patch_files.compared_with,
            files: plan.patch_files.files.map((shown) => ({
                file: shown.file,
                change: shown.change,
                sources: shown.sources?.map(({ id, name, covers }) => ({ id, name, covers })),
                no_source: shown.no_source?.map(({ item, kind, reason }) => ({ item, kind, reason })),
                evaluation: shown.evaluation && {
                    source: shown.evaluation.source,
                    releases_since: shown.evaluation.releases_since,
                    patches: shown.evaluation.patches.map((patch) => ({
                        id: patch.id,
                        released: patch.released,
                        item: patch.item,
                        applicable: patch.applicable,
                        reason: patch.reason,
                    })),
                },
                plan: shown.plan && {
                    id: shown.plan.id,
                    patches: [...shown.plan.patches],
                    actions: [...shown.plan.actions],
                    timeframe: shown.plan.timeframe,
                    event_occurred_on: shown.plan.event_occurred_on,
                    implemented_on: shown.plan.implemented_on,
                },
            })),
        },
        safety: {
            managed_live_assets: plan.safety.managed_live_assets,
            violations: plan.safety.violations.map((violation) => ({
                rule: violation.rule,
                message: violation.message,
            })),
        },
        warnings: plan.warnings.map(orderedDiagnostic),
        inputs: plan.inputs && {
            patterns: [...plan.inputs.patterns],
            root: plan.inputs.root,
            declared: plan.inputs.declared,
        },
    };
    return renderJson(ordered);
}
function orderedOperation(operation) {
    const base = {
        action: operation.action,
        depends_on: [...operation.depends_on],
        source: operation.source && orderedLocation(operation.source),
    };
    switch (operation.action) {
        case "create":
            return {
                ...base,
                name: operation.name,
                asset_type: operation.asset_type,
                cyber_system: orderedSystem(operation.cyber_system),
                possible_rename: orderedRename(operation.possible_rename),
            };
        case "update":
            return {
                ...base,
                asset_id: operation.asset_id,
                name: operation.name,
                cyber_system: orderedSystem(operation.cyber_system),
                kinds: [...operation.kinds],
                temporary: operation.temporary,
                changes: orderedChanges(operation.changes),
            };
        case "delete":
            return {
                ...base,
                asset_id: operation.asset_id,
                name: operation.name,
                asset_type: operation.asset_type,
                cyber_system: orderedSystem(operation.cyber_system),
                possible_rename: orderedRename(operation.possible_rename),
            };
    }
}
/** The baselines against the existing ones, keys in the model's order. */
function orderedComparison(comparison) {
    if (comparison === undefined)
        return undefined;
    if (comparison.compared_with === null)
        return { compared_with: null, not_compared: comparison.not_compared };
    return {
        compared_with: comparison.compared_with,
        deviations: comparison.deviations.map((deviation) => ({
            asset: deviation.asset,
            asset_id: deviation.asset_id,
            cyber_system: deviation.cyber_system,
            cyber_system_id: deviation.cyber_system_id,
            items: deviation.items.map(({ item, added, removed }) => ({
                item,
                added: [...added],
                removed: [...removed],
            })),
            opens: [...deviation.opens],
        })),
    };
}
/** A declared baseline, its keys in code-point order (the planner's), items in R1.1's order. */
function orderedBaseline(baseline) {
    const { items } = baseline;
    return {
        asset: baseline.asset,
        asset_id: baseline.asset_id,
        asset_type: baseline.asset_type,
        class: baseline.class,
        completed_on: baseline.completed_on,
        cyber_system: baseline.cyber_system,
        cyber_system_id: baseline.cyber_system_id,
        digest: baseline.digest,
        erc: baseline.erc,
        impact: baseline.impact,
        items: items && (0,_core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .mapItemDigests */ .Z9)(items, (digest) => digest),
        kind: baseline.kind,
        patched: baseline.patched,
    };
}
/** The CIP-010-4 R3.3 check, keys in the model's order. */
function orderedCommissioning(check) {
    return (check && {
        setting: check.setting,
        commissioned: check.commissioned.map((entry) => ({
            cyber_system: entry.cyber_system,
            asset: entry.asset,
            class: entry.class,
            location: orderedLocation(entry.location),
            evidence: entry.evidence.map((evidence) => ({ ...evidence })),
            gap: entry.gap,
            not_judged: entry.not_judged,
        })),
    });
}
/** The CIP-007 R2.1 check, keys in the model's order. */
function orderedPatchSources(check) {
    return (check && {
        sources_file: check.sources_file,
        setting: check.setting,
        missing: check.missing.map((gap) => ({
            cyber_system: gap.cyber_system,
            asset: gap.asset,
            item: gap.item,
            name: gap.name,
            version: gap.version,
            location: orderedLocation(gap.location),
            change: gap.change,
        })),
        not_seen: check.not_seen.map((asset) => ({
            cyber_system: asset.cyber_system,
            asset: asset.asset,
            location: orderedLocation(asset.location),
        })),
    });
}
function orderedRename(rename) {
    return (rename && {
        declared: rename.declared,
        live: rename.live,
        ...(rename.candidates ? { candidates: rename.candidates } : {}),
    });
}
/**
 * How each field of an update's `changes` is written, in the plan schema's key order. Typed over
 * every key of the plan model's `changes`: a new field fails to compile here until it is written.
 */
const CHANGE_JSON = {
    name: (change) => ({ from: change.from, to: change.to }),
    cyber_system: (change) => ({ from: orderedSystem(change.from), to: orderedSystem(change.to) }),
    asset_type: (change) => ({ from: change.from, to: change.to }),
};
function orderedChanges(changes) {
    const ordered = {};
    const write = (field) => {
        const change = changes[field];
        if (change !== undefined)
            ordered[field] = CHANGE_JSON[field](change);
    };
    for (const field of Object.keys(CHANGE_JSON))
        write(field);
    return ordered;
}
function orderedSystem(system) {
    const { parent } = system;
    return {
        id: system.id,
        impact: system.impact,
        name: system.name,
        parent: parent && { kind: parent.kind, id: parent.id, name: parent.name },
    };
}
function orderedLocation(location) {
    return { file: location.file, line: location.line, column: location.column };
}
function orderedDiagnostic(diagnostic) {
    return {
        severity: diagnostic.severity,
        message: diagnostic.message,
        location: diagnostic.location && orderedLocation(diagnostic.location),
        related: diagnostic.related?.map(orderedLocation),
    };
}


/***/ }),

/***/ 10051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ renderPlanText),
/* harmony export */   LX: () => (/* binding */ describeUpdate),
/* harmony export */   af: () => (/* binding */ systemLabel),
/* harmony export */   xo: () => (/* binding */ baselineLines)
/* harmony export */ });
/* harmony import */ var _shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69758);
/* harmony import */ var _core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23212);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(82205);
/* harmony import */ var _shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28549);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67924);
/* harmony import */ var _core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73322);
/* harmony import */ var _plan_view_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(82997);
/* harmony import */ var _shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(61015);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66800);
/* harmony import */ var _shared_patch_file_words_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(87437);
/* harmony import */ var _shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(52346);
// Plans for terminals (apply-text.ts has what an apply did). Deletes come first and stand out (they are
// permanent); safety violations and warnings come last, where the eye lands when output ends.
// Every name and message goes through revealHiddenCharacters, so none can restyle the terminal.











function renderPlanText(plan, style) {
    const view = (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .viewPlan */ .Dw)(plan);
    const blocks = [];
    if (plan.operations.length === 0) {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .noOperationsWords */ .Ll)(plan.baseline_deviations, plan.patch_files)),
        ]);
    }
    else {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .planSummaryLine */ .uK)(plan.summary)),
            `Fingerprint: ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(plan.fingerprint)}`,
        ]);
    }
    if (view.deletes.length > 0) {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "boldRed", `DELETE: ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .deleteHeadline */ .o2)(view.deletes.length)}`),
            // "Deletion cannot be undone through the API:" and what that means, a line each.
            ..._plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .DELETE_CONSEQUENCE */ .y0.split(/(?<=:) /).map((part) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "red", `  ${part}`)),
            // Per system, so that each line names only the asset: readable at 80 columns.
            ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .groupBySystem */ .gJ)(view.deletes, (operation) => operation.cyber_system).flatMap((group) => [
                `  ${systemHeading(group.system)}:`,
                ...group.items.map((operation) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "red", `    - ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.asset_id)}), ${operation.asset_type}${renamedFromWords(operation)}`)),
            ]),
        ]);
    }
    const renamed = (0,_core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__/* .renamedDeletes */ .tL)(plan.operations);
    if (renamed.length > 0)
        blocks.push(possibleRenameLines(renamed, style));
    if (view.relocations.length > 0) {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", "Moves and renames, per cyber system they leave:"),
            ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .groupBySystem */ .gJ)(view.relocations, fromSystem).flatMap((group) => [
                `  ${systemHeading(group.system)}:`,
                ...group.items.flatMap((update) => relocationLines(update, group.system).map((line) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "yellow", line))),
            ]),
        ]);
    }
    const changes = [...view.creates, ...view.retypes.map((update) => update.operation)];
    if (changes.length > 0) {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", "Creates and type changes, per cyber system:"),
            ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .groupBySystem */ .gJ)(changes, (operation) => operation.cyber_system).flatMap((group) => [
                `  ${systemHeading(group.system)}:`,
                ...group.items.map((operation) => `    ${changeLine(operation, style)}`),
            ]),
        ]);
    }
    if (plan.baseline_deviations !== undefined)
        blocks.push(baselineLines(plan.baseline_deviations, style));
    if (plan.patch_sources !== undefined)
        blocks.push(patchSourceLines(plan.patch_sources, style));
    if (plan.commissioning_assessments !== undefined)
        blocks.push(commissioningLines(plan.commissioning_assessments, style));
    if (plan.patch_files !== undefined)
        blocks.push(patchFileTextLines(plan.patch_files, style));
    if (plan.unmanaged.length > 0)
        blocks.push(unmanagedLines(plan.unmanaged, style));
    const { violations } = plan.safety;
    if (violations.length > 0) {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "boldRed", `SAFETY: ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .refusalWords */ .WW)(violations.length)}.`),
            ...violations.map((violation) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "red", `  ! ${violation.rule}: ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(violation.message)}`)),
        ]);
    }
    if (plan.warnings.length > 0) {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "boldYellow", `${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_9__/* .countOf */ .pq)(plan.warnings.length, "warning")}:`),
            ...plan.warnings.flatMap((warning) => (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .diagnosticTextLines */ .sN)(warning, style)),
        ]);
    }
    return blocks.map((lines) => `${lines.join("\n")}\n`).join("\n");
}
/** "Alpha Protection (facility Substation Alpha)": how operation lines name a system. */
function systemLabel(system) {
    const { parent } = system;
    return parent
        ? `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(system.name)} (${(0,_core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_1__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(parent.name)})`
        : `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(system.name)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(system.id)}, parent not shown by the service)`;
}
/** "Alpha Protection (cs_1), facility Substation Alpha": how group headings name a system. */
function systemHeading(system) {
    const { parent } = system;
    const where = parent
        ? `${(0,_core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_1__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(parent.name)}`
        : "parent not shown by the service";
    const impact = system.impact ? `, impact ${system.impact}` : "";
    return `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(system.name)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(system.id)}), ${where}${impact}`;
}
/** The system an update takes its asset from: where a move starts, where a rename happens. */
function fromSystem(update) {
    return update.operation.changes.cyber_system?.from ?? update.operation.cyber_system;
}
/**
 * "~ rename a -> b (ca_1)" or "-> move a (ca_1) to T", under the heading of the system it leaves,
 * with cycle notes; the temporary name of a rename cycle on a line of its own.
 */
function relocationLines(update, from) {
    const { operation } = update;
    const { cyber_system: move, asset_type: retype, name: rename, ...unshown } = operation.changes;
    (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .everyChangeShown */ .pQ)(unshown);
    const id = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.asset_id);
    const marker = move ? "->" : "~";
    let line = rename
        ? `${marker} rename ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(update.nameBefore)} -> ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name)} (${id})`
        : `${marker} move ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name)} (${id})`;
    if (move) {
        // The destination's parent is named only when it differs from the heading's.
        const to = move.to.parent && move.to.parent.id === from.parent?.id
            ? (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(move.to.name)
            : systemLabel(move.to);
        line += `${rename ? ", move" : ""} to ${to}`;
    }
    if (retype)
        line += `, type ${retype.from} -> ${retype.to}`;
    const cycle = (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .cycleWords */ .IW)(update);
    if (cycle)
        line += `, ${cycle}`;
    const lines = [`    ${line}`];
    if (update.temporaryName !== undefined) {
        lines.push(`      first renamed to the temporary name ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(update.temporaryName)}`);
    }
    return lines;
}
/** "+ a (hardware)" for a create, "~ a (ca_1): type hardware -> software" for a type change. */
function changeLine(operation, style) {
    if (operation.action === "create") {
        const rename = operation.possible_rename;
        const note = rename ? `, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .POSSIBLY_RENAMED */ .Z$} to ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(rename.live)}` : "";
        return (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "green", `+ ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name)} (${operation.asset_type})${note}`);
    }
    const { asset_type: retype, ...unshown } = operation.changes;
    (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .everyChangeShown */ .pQ)(unshown);
    const change = retype ? `: type ${retype.from} -> ${retype.to}` : "";
    return (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "yellow", `~ ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.asset_id)})${change}`);
}
/**
 * "rename a -> b (ca_1) in S", "move a (ca_1) from S to T", "change type of a (ca_1) in S from
 * hardware to software", combined as "rename a -> b (ca_1), move from S to T, type hardware -> software".
 */
function describeUpdate(operation, nameBefore) {
    const { cyber_system: move, asset_type: retype, name: rename, ...unshown } = operation.changes;
    (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .everyChangeShown */ .pQ)(unshown);
    const id = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.asset_id);
    const name = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name);
    let line = rename
        ? `rename ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(nameBefore)} -> ${name} (${id})`
        : `${move ? "move" : "change type of"} ${name} (${id})`;
    if (move) {
        line += `${rename ? ", move" : ""} from ${systemLabel(move.from)} to ${systemLabel(move.to)}`;
    }
    else
        line += ` in ${systemLabel(operation.cyber_system)}`;
    if (retype) {
        line +=
            rename || move
                ? `, type ${retype.from} -> ${retype.to}`
                : ` from ${retype.from} to ${retype.to}`;
    }
    return line;
}
/** ", possibly renamed in the service from a" after a delete that may be a rename; else "". */
function renamedFromWords(operation) {
    const rename = operation.possible_rename;
    if (rename === undefined)
        return "";
    return rename.candidates
        ? `, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .POSSIBLY_RENAMED */ .Z$}`
        : `, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .POSSIBLY_RENAMED */ .Z$} from ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(rename.declared)}`;
}
/** Each possible rename with the line that keeps the record, and the other way out. */
function possibleRenameLines(renamed, style) {
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "boldRed", `POSSIBLY RENAMED IN THE SERVICE: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_9__/* .countOf */ .pq)(renamed.length, "asset")}.`),
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "red", `  ${_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .REPLACE_CONSEQUENCE */ .BA}`),
        ...renamed.flatMap((operation) => {
            const rename = operation.possible_rename;
            return [
                `  - ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(rename.live)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.asset_id)}), ${operation.asset_type}, in ${systemLabel(operation.cyber_system)}, ${(0,_core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__/* .declaredAsWords */ .mw)(rename, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`,
                `    keep the record: ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)((0,_core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__/* .renameFixLine */ .gP)(rename, operation.asset_type))}`,
                `    ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .adoptLiveNameWords */ .Nk)(rename, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`,
            ];
        }),
    ];
}
function unmanagedLines(unmanaged, style) {
    const one = unmanaged.length === 1;
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", `Kept, not managed (prune: false): ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_9__/* .countOf */ .pq)(unmanaged.length, "live asset")} ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}:`),
        ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .groupBySystem */ .gJ)(unmanaged, (asset) => asset.cyber_system).flatMap((group) => [
            `  ${systemHeading(group.system)}:`,
            ...group.items.map((asset) => `    = ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(asset.name)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(asset.asset_id)}), ${asset.asset_type}`),
        ]),
    ];
}
/** The baselines against the existing ones: each deviation under its system, an item a line. */
function baselineLines(comparison, style) {
    const heading = (0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__/* .baselineComparisonWords */ .yM)(comparison);
    if (comparison.compared_with === null || comparison.deviations.length === 0)
        return [(0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, comparison.compared_with === null ? "yellow" : "bold", heading)];
    const lines = [(0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", `${heading}:`)];
    let system;
    for (const deviation of comparison.deviations) {
        if (deviation.cyber_system_id !== system) {
            system = deviation.cyber_system_id;
            lines.push(`  ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(deviation.cyber_system)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(deviation.cyber_system_id)}):`);
        }
        const id = deviation.asset_id === undefined ? "" : ` (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(deviation.asset_id)})`;
        lines.push((0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "yellow", `    ~ ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(deviation.asset)}${id}: ${(0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__/* .opensWords */ .vA)(deviation.opens)}`), ...deviation.items.map((item) => `        ${(0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__/* .itemChangeWords */ .dV)(item, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`));
    }
    return lines;
}
/** The patch files the change adds, changes or removes, each as it is approved. */
function patchFileTextLines(changes, style) {
    const code = (text) => JSON.stringify((0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(text));
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", (0,_shared_patch_file_words_js__WEBPACK_IMPORTED_MODULE_10__/* .patchFilesHeading */ .Q2)(changes, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)),
        ...changes.files.flatMap((shown) => {
            const { line, details } = (0,_shared_patch_file_words_js__WEBPACK_IMPORTED_MODULE_10__/* .patchFileLines */ .GT)(shown, code, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr);
            return [`  ${line}`, ...details.map((detail) => `      ${detail}`)];
        }),
    ];
}
/** The CIP-007 R2.1 check: the gaps this change makes first, then the existing ones. */
function patchSourceLines(check, style) {
    const { byChange, existing } = (0,_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__/* .gapsInOrder */ .Bc)(check);
    const lines = [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, check.missing.length === 0 ? "bold" : "boldYellow", (0,_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__/* .patchSourceHeading */ .Uq)(check)),
    ];
    lines.push(...byChange.map((gap) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "yellow", `  ? ${(0,_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__/* .gapWords */ .IT)(gap, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`)));
    lines.push(...existing.map((gap) => `  . ${(0,_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__/* .gapWords */ .IT)(gap, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`));
    if (check.missing.length > 0)
        lines.push(`  ${_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__/* .PATCH_SOURCE_FIX_LINE */ .Kr}`);
    if (check.not_seen.length > 0)
        lines.push(`  ${(0,_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__/* .notSeenWords */ .Iu)(check, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`);
    return lines;
}
/** The CIP-010-4 R3.3 check: the assets without evidence first, then those with. */
function commissioningLines(check, style) {
    const gaps = check.commissioned.some((entry) => entry.gap !== undefined);
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, gaps ? "boldYellow" : "bold", (0,_shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__/* .commissioningAssessmentHeading */ ._8)(check)),
        ...(0,_shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__/* .commissionedInOrder */ .Kp)(check).map((entry) => entry.gap !== undefined
            ? (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "yellow", `  ? ${(0,_shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__/* .commissionedWords */ .gk)(entry, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`)
            : `  ${entry.not_judged === undefined ? "." : "~"} ${(0,_shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__/* .commissionedWords */ .gk)(entry, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`),
        ...(gaps ? [`  ${_shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMISSIONING_ASSESSMENT_FIX_LINE */ .Kj}`] : []),
    ];
}


/***/ }),

/***/ 82997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ REPLACE_CONSEQUENCE),
/* harmony export */   Dw: () => (/* binding */ viewPlan),
/* harmony export */   IW: () => (/* binding */ cycleWords),
/* harmony export */   LL: () => (/* binding */ TEMPORARY_RENAME_WORDS),
/* harmony export */   Ll: () => (/* binding */ noOperationsWords),
/* harmony export */   Nk: () => (/* binding */ adoptLiveNameWords),
/* harmony export */   WW: () => (/* binding */ refusalWords),
/* harmony export */   Z$: () => (/* binding */ POSSIBLY_RENAMED),
/* harmony export */   eo: () => (/* binding */ NO_CHANGES),
/* harmony export */   gJ: () => (/* binding */ groupBySystem),
/* harmony export */   hb: () => (/* binding */ applyAdvice),
/* harmony export */   ik: () => (/* binding */ createdWords),
/* harmony export */   o2: () => (/* binding */ deleteHeadline),
/* harmony export */   pQ: () => (/* binding */ everyChangeShown),
/* harmony export */   pV: () => (/* binding */ updateKindWords),
/* harmony export */   sR: () => (/* binding */ applyVerdict),
/* harmony export */   uK: () => (/* binding */ planSummaryLine),
/* harmony export */   y0: () => (/* binding */ DELETE_CONSEQUENCE)
/* harmony export */ });
/* harmony import */ var _core_plan_cycles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74464);
/* harmony import */ var _shared_patch_file_words_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87437);
/* harmony import */ var _shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61015);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82205);





/**
 * Takes what a renderer's destructuring of an update's `changes` left over, which must be nothing.
 * A field added to the plan model's `changes` then fails to compile at every renderer until that
 * renderer shows it; at run time a change no renderer knows refuses to render rather than go unseen
 * by reviewers while the fingerprint covers it.
 */
function everyChangeShown(unshown) {
    const fields = Object.keys(unshown);
    if (fields.length > 0) {
        throw new Error(`the plan changes ${fields.join(", ")}, which this renderer cannot show`);
    }
}
/** The plan's operations by what they do, each group in execution order. */
function viewPlan(plan) {
    const finalRenames = new Set();
    for (const operation of plan.operations) {
        if (operation.action === "update" && !operation.temporary && operation.changes.name) {
            finalRenames.add(operation.asset_id);
        }
    }
    // A temporary rename is folded into its asset's final rename; one without a final rename (a
    // hand-edited plan) is shown as the rename it is, so that no operation goes unseen.
    const temporaryByAsset = new Map();
    for (const operation of plan.operations) {
        if (operation.action === "update" && operation.temporary) {
            if (finalRenames.has(operation.asset_id))
                temporaryByAsset.set(operation.asset_id, operation);
        }
    }
    const view = { deletes: [], relocations: [], retypes: [], creates: [] };
    const renames = [];
    for (const operation of plan.operations) {
        if (operation.action === "delete")
            view.deletes.push(operation);
        else if (operation.action === "create")
            view.creates.push(operation);
        else if (temporaryByAsset.get(operation.asset_id) !== operation) {
            const temporary = operation.temporary
                ? undefined
                : temporaryByAsset.get(operation.asset_id)?.changes.name;
            const update = {
                operation,
                nameBefore: temporary?.from ?? operation.changes.name?.from ?? operation.name,
                ...(temporary ? { temporaryName: temporary.to } : {}),
                cycleSize: 0,
            };
            const { name, cyber_system: move, ...others } = operation.changes;
            if (name)
                renames.push(update);
            if (name || move)
                view.relocations.push(update);
            else
                view.retypes.push({ ...update, operation: { ...operation, changes: others } });
        }
    }
    markRenameCycles(renames);
    return view;
}
/** Sets `cycleSize` of the renames that take each other's names in a cycle. */
function markRenameCycles(renames) {
    const byOldKey = new Map(renames.map((rename) => [(0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(rename.nameBefore), rename]));
    for (const cycle of (0,_core_plan_cycles_js__WEBPACK_IMPORTED_MODULE_2__/* .cyclesOf */ .J)(renames, (rename) => byOldKey.get((0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(rename.operation.name)))) {
        // A change of letter case only leads back to itself: that is no cycle.
        if (cycle.length < 2)
            continue;
        for (const member of cycle)
            member.cycleSize = cycle.length;
    }
}
/** Items by cyber system, systems in name order (then parent name, then id); items keep their order. */
function groupBySystem(items, systemOf) {
    const groups = new Map();
    for (const item of items) {
        const system = systemOf(item);
        const group = groups.get(system.id);
        if (group)
            group.items.push(item);
        else
            groups.set(system.id, { system, items: [item] });
    }
    return [...groups.values()].sort((a, b) => (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.system.name, b.system.name) ||
        (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.system.parent?.name ?? "", b.system.parent?.name ?? "") ||
        (0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)(a.system.id, b.system.id));
}
const KIND_NOUNS = {
    move: "move",
    rename: "rename",
    retype: "type change",
};
/** "1 move, 1 rename, 1 type change": the kinds an update count is made of, zero counts left out. */
function updateKindCounts(summary) {
    const kinds = ["move", "rename", "retype"];
    return kinds
        .filter((kind) => summary[kind] > 0)
        .map((kind) => (0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(summary[kind], KIND_NOUNS[kind]))
        .join(", ");
}
/** "Plan: 3 to create, 4 to update (1 move, 1 rename, 1 type change), 1 to delete." */
function planSummaryLine(summary) {
    const kinds = updateKindCounts(summary);
    const update = kinds ? `${summary.update} to update (${kinds})` : `${summary.update} to update`;
    return `Plan: ${summary.create} to create, ${update}, ${summary.delete} to delete.`;
}
const NO_CHANGES = "The live inventory matches the declaration.";
/**
 * The first line of a plan without operations: "No changes." only when its baselines were compared
 * and none deviates (or none is declared); otherwise it says what it could not rule out.
 */
function noOperationsWords(comparison, patchFiles) {
    // A change of the patch files is a change to review: never "No changes".
    const files = (0,_shared_patch_file_words_js__WEBPACK_IMPORTED_MODULE_4__/* .patchFilesStatusWords */ .pB)(patchFiles);
    const none = files === "" ? `No changes. ${NO_CHANGES}` : `No service operation. ${NO_CHANGES}${files}`;
    if (comparison === undefined)
        return none;
    if (comparison.compared_with === null)
        return `No service operation. ${NO_CHANGES} Whether a baseline deviates was not checked (below).${files}`;
    const deviations = comparison.deviations.length;
    if (deviations === 0)
        return none;
    return `No service operation, but ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(deviations, "baseline deviation")} (CIP-010 R1.2). ${NO_CHANGES}${files}`;
}
/** "apply refuses this plan: it breaks 2 safety rules" */
function refusalWords(violations) {
    return `apply refuses this plan: it breaks ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(violations, "safety rule")}`;
}
/** "rename, move, type change": an update's kinds as words. */
function updateKindWords(kinds) {
    return kinds.map((kind) => KIND_NOUNS[kind]).join(", ");
}
/** "part of a swap" or "part of a rename cycle of 3 assets"; empty outside cycles. */
function cycleWords(update) {
    if (update.cycleSize === 0)
        return "";
    return update.cycleSize === 2
        ? "part of a swap"
        : `part of a rename cycle of ${update.cycleSize} assets`;
}
const TEMPORARY_RENAME_WORDS = "a temporary name, to break a rename cycle";
/** "3 cyber assets will be permanently deleted." */
function deleteHeadline(count) {
    return `${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(count, "cyber asset")} will be permanently deleted.`;
}
const POSSIBLY_RENAMED = "possibly renamed in the service";
const REPLACE_CONSEQUENCE = "Applying would replace each live record with a new one: a new id, and its compliance history lost. Apply refuses them without --allow-replace (Action input allow-replace: true).";
/** A delete that is one half of a possible rename made in the service, with the other half's name. */
/** "or adopt the live name: declare b instead of a" */
function adoptLiveNameWords(rename, show) {
    return `or adopt the live name: declare ${show(rename.live)} instead of ${show(rename.declared)}`;
}
const DELETE_CONSEQUENCE = "Deletion cannot be undone through the API: the asset record and its compliance history are lost.";
/** What a successful create produced, `id` already formatted for the output. */
function createdWords(id, adopted) {
    return adopted
        ? `adopted ${id} (the response was lost, but the asset had been created)`
        : `created ${id}`;
}
/** The one-line verdict of an apply, with its counts. */
function applyVerdict(plan, result) {
    const operations = plan.operations.length;
    const reported = new Set(result.results.map((entry) => entry.index));
    const notRun = plan.operations.filter((_, index) => !reported.has(index)).length;
    const { succeeded, failed, skipped } = result.summary;
    if (result.interrupted !== undefined) {
        const notStarted = result.interrupted.not_started;
        const skippedForFailure = skipped - notStarted;
        const parts = [
            `${succeeded} of ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(operations, "operation")} succeeded`,
            `${failed} failed`,
        ];
        if (skippedForFailure > 0)
            parts.push(`${skippedForFailure} skipped after a failure`);
        parts.push(`${notStarted} not started`);
        return { outcome: "interrupted", sentence: `Interrupted: ${parts.join(", ")}.`, notRun };
    }
    const problems = result.verification?.problems.length ?? 0;
    if (failed === 0 && skipped === 0 && notRun === 0) {
        if (problems > 0) {
            const sentence = `Applied all ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(operations, "operation")}, but the verification after apply found ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(problems, "problem")}.`;
            return { outcome: "partly applied", sentence, notRun };
        }
        const sentence = operations === 0
            ? noOperationsApplied(plan.baseline_deviations)
            : `Applied: all ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(operations, "operation")} succeeded.${deviationsAlso(plan.baseline_deviations)}`;
        return { outcome: "applied", sentence, notRun };
    }
    const parts = [`${failed} failed`];
    if (skipped > 0) {
        // Skipped: after a failed dependency, left by the deadline, or done by another writer.
        const dependents = result.results.filter((entry) => entry.status === "skipped" && entry.error?.startsWith("skipped: depends on")).length;
        const depend = skipped === 1 ? "it depends" : "they depend";
        parts.push(dependents === skipped
            ? `${skipped} skipped because ${depend} on a failed operation`
            : `${skipped} skipped (each with its reason)`);
    }
    if (problems > 0)
        parts.push(`${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(problems, "verification problem")}`);
    if (notRun > 0)
        parts.push(`${notRun} not run`);
    const rest = parts.join(", ");
    return succeeded === 0
        ? {
            outcome: "not applied",
            sentence: `Not applied: none of the ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(operations, "operation")} succeeded; ${rest}.`,
            notRun,
        }
        : {
            outcome: "partly applied",
            sentence: `Partly applied: ${succeeded} of ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(operations, "operation")} succeeded; ${rest}.`,
            notRun,
        };
}
/** The verdict of an apply without operations: "no changes" only when no baseline deviates. */
function noOperationsApplied(comparison) {
    if (comparison === undefined)
        return "Applied: the plan had no changes.";
    if (comparison.compared_with === null)
        return `Applied: no service operation was needed. ${(0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_0__/* .baselineComparisonWords */ .yM)(comparison)}`;
    const deviations = comparison.deviations.length;
    if (deviations === 0)
        return "Applied: the plan had no changes.";
    return `Applied: no service operation was needed; the change is ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(deviations, "baseline deviation")} (CIP-010 R1.2).`;
}
/** " It also changes 2 baselines (CIP-010 R1.2)." after an apply's verdict; else "". */
function deviationsAlso(comparison) {
    const deviations = comparison === undefined || comparison.compared_with === null
        ? 0
        : comparison.deviations.length;
    return deviations === 0
        ? ""
        : ` The change also has ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(deviations, "baseline deviation")} (CIP-010 R1.2).`;
}
/** What to do after an apply that did not make every change; undefined when it did. */
function applyAdvice(outcome) {
    switch (outcome) {
        case "applied":
            return undefined;
        // Nothing failed: a stop was asked for, so there is no cause to fix.
        case "interrupted":
            return "The operations that had started finished; none after them was started. Plan again to see what is still missing, then apply it.";
        case "partly applied":
        case "not applied":
            return "Fix the cause and run apply again: the next plan contains only what is still missing.";
    }
}


/***/ }),

/***/ 28549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ paint)
/* harmony export */ });
// Terminal colour. The caller decides whether to use it (a TTY, and no NO_COLOR), never this module.
const CODES = {
    bold: "1",
    red: "31",
    green: "32",
    yellow: "33",
    boldRed: "1;31",
    boldYellow: "1;33",
};
function paint(style, paintName, text) {
    return style.color ? `\u001B[${CODES[paintName]}m${text}\u001B[0m` : text;
}


/***/ }),

/***/ 61015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dV: () => (/* binding */ itemChangeWords),
/* harmony export */   vA: () => (/* binding */ opensWords),
/* harmony export */   yM: () => (/* binding */ baselineComparisonWords)
/* harmony export */ });
/* harmony import */ var _core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45168);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82205);


/** "1.1.5 security patches applied: added RHSA-2026:2001; removed RHSA-2025:0990", `show` escaping entries. */
function itemChangeWords(difference, show) {
    const { item, added, removed } = difference;
    if (item === "unknown")
        return "items unknown (a baseline_ref: its content is kept elsewhere)";
    const changes = [
        ...(added.length === 0 ? [] : [`added ${added.map(show).join(", ")}`]),
        ...(removed.length === 0 ? [] : [`removed ${removed.map(show).join(", ")}`]),
    ];
    // Same entries, another order or layout: the item's digest changed all the same.
    return `${_core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .R1_1_PART */ .S4[item]}: ${changes.length === 0 ? "the same entries, written differently" : changes.join("; ")}`;
}
/** "opens CIP-010 R1.2, CIP-010 R1.3", or why it opens none. */
function opensWords(opens) {
    return opens.length === 0
        ? "opens no CIP-010 part (outside the requirement table's Applicable Systems)"
        : `opens ${opens.join(", ")}`;
}
/** The heading of a plan's (or a change record's) baselines against the existing ones. */
function baselineComparisonWords(comparison) {
    if (comparison.compared_with === null)
        return `Baselines (CIP-010 R1.1): ${comparison.not_compared}.`;
    const deviations = comparison.deviations.length;
    if (deviations === 0)
        return `Baselines: none deviates from those at ${comparison.compared_with}.`;
    return `Baseline deviations from ${comparison.compared_with}: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .pq)(deviations, "asset")}, each a change CIP-010 R1.2 asks to authorize and document`;
}


/***/ }),

/***/ 69758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kj: () => (/* binding */ COMMISSIONING_ASSESSMENT_FIX_LINE),
/* harmony export */   Kp: () => (/* binding */ commissionedInOrder),
/* harmony export */   _8: () => (/* binding */ commissioningAssessmentHeading),
/* harmony export */   gk: () => (/* binding */ commissionedWords),
/* harmony export */   wb: () => (/* binding */ notJudgedWords)
/* harmony export */ });
/* harmony import */ var _core_assessments_commissioning_assessments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60366);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82205);
// How every output says the plan's CIP-010-4 R3.3 check: each asset the change puts into service
// in a High system, those without evidence first ("R3.3: no assessment before commissioning", with
// why), then those of a system without impact (not judged, and why), then those with the record
// that stands for them. Text and Markdown pass their own escaping.



/** How to close a gap, the line after the gaps. */
const COMMISSIONING_ASSESSMENT_FIX_LINE = `To close one: ${_core_assessments_commissioning_assessments_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMISSIONING_ASSESSMENT_FIX */ .Zv}.`;
/** The check's heading, with what the policy does with the gaps. */
function commissioningAssessmentHeading(check) {
    const unrated = check.commissioned.filter((entry) => entry.not_judged !== undefined).length;
    const judged = check.commissioned.length - unrated;
    const notJudged = unrated === 0 ? "" : `; ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(unrated, "asset")} of a system without impact not judged`;
    const gaps = check.commissioned.filter((entry) => entry.gap !== undefined).length;
    const assets = (0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(judged, "asset");
    if (gaps === 0)
        return `Commissioning assessments (CIP-010-4 R3.3, vulnerability-assessments/): ${assets} put into service in a High system, each with an active assessment or an exception${notJudged}.`;
    const setting = check.setting === "require"
        ? "the policy's vulnerability_assessments: require refuses them"
        : "flagged, not refused (the policy's vulnerability_assessments: require would refuse them)";
    return `Commissioning assessments (CIP-010-4 R3.3, vulnerability-assessments/): ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(gaps, "asset")} of ${judged} put into service in a High system without an assessment before commissioning; ${setting}${notJudged}.`;
}
/** The assets without evidence, then those not judged, then those with: the order shown. */
function commissionedInOrder(check) {
    const { commissioned } = check;
    return [
        ...commissioned.filter((entry) => entry.gap !== undefined),
        ...commissioned.filter((entry) => entry.not_judged !== undefined),
        ...commissioned.filter((entry) => entry.gap === undefined && entry.not_judged === undefined),
    ];
}
/** Why an asset was not judged, in words: "not judged for R3.3: WHY". */
function notJudgedWords(entry) {
    return entry.not_judged === undefined ? undefined : `not judged for R3.3: ${entry.not_judged}`;
}
/** One asset: `file:line:col R3.3: no assessment before commissioning: PCA "x" in "S" (why)`. */
function commissionedWords(entry, show) {
    const where = show((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(entry.location));
    const what = `${entry.class} ${show(entry.asset)} in ${show(entry.cyber_system)}`;
    if (entry.gap !== undefined)
        return `${where} ${_core_assessments_commissioning_assessments_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_COMMISSIONING_ASSESSMENT */ .FE}: ${what} (${show(entry.gap)})`;
    const unjudged = notJudgedWords(entry);
    if (unjudged !== undefined)
        return `${where} ${what}: ${unjudged}`;
    const [first] = entry.evidence;
    return `${where} ${what}: ${first === undefined ? "" : evidenceWords(first, show)}`;
}
function evidenceWords(evidence, show) {
    switch (evidence.kind) {
        case "active-assessment":
            return `active assessment ${show(evidence.record)}`;
        case "paper-assessment":
            return `paper assessment ${show(evidence.record)}`;
        case "like-replacement":
            return `like replacement of ${show(evidence.of)} (${show(evidence.record)}), baselines equal`;
        case "exceptional-circumstance":
            return `CIP Exceptional Circumstance ${show(evidence.reference)} (${show(evidence.record)})`;
    }
}


/***/ }),

/***/ 69340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ csvCell)
});

;// CONCATENATED MODULE: ./src/core/shared/text/line-breaks.ts
// Every character some reader ends a line at: CR and LF (CSV readers, spreadsheets, the runner's
// log), VT and FF, NEXT LINE (U+0085) and the Unicode LINE and PARAGRAPH SEPARATORs (U+2028/2029),
// which JavaScript, many editors and chat clients break at. A rule about "the start of a line"
// (a review's slash command, a spreadsheet cell's formula) must hold after each of them, or text
// that looks like one line to us is two lines to its reader.
/** The line-break characters, for a regular expression's character class. */
const LINE_BREAK_CLASS = "\\r\\n\\v\\f\\u0085\\u2028\\u2029";
const LINE_BREAK = new RegExp(`\\r\\n|[${LINE_BREAK_CLASS}]`, "u");
/** `text`'s lines, split at any line break (CRLF counted once). */
function splitLines(text) {
    return text.split(LINE_BREAK);
}

;// CONCATENATED MODULE: ./src/render/shared/csv-cell.ts
// One CSV cell as every CSV we write has it (RFC 4180): never a formula in a spreadsheet. A cell
// that begins with = + - @ tab or CR would run as a formula, and so would any part of it after a
// separator some spreadsheet splits on: `,`, `;` (Excel's default where the decimal mark is a comma,
// most of Europe and fr-CA) or tab, since a reader splitting on `;` ignores our quotes around a cell
// that does not start one of its fields; and after any line break (a lone CR included), since a
// reader that ignores our quotes starts a new row there. Each such start gets an apostrophe, and
// the cell is quoted when it holds any separator, a quote or a line break.

const SEPARATOR = `,;\\t${LINE_BREAK_CLASS}`;
const FORMULA_START = new RegExp(`(?<=^|[${SEPARATOR}])(?=[=+\\-@\\t\\r])`, "gu");
const NEEDS_QUOTES = new RegExp(`["${SEPARATOR}]`, "u");
/** What FORMULA_START can match after: the cell's start, or a separator in it. */
const FORMULA_POSSIBLE = new RegExp(`^[=+\\-@\\t\\r]|[${SEPARATOR}]`, "u");
function csvCell(value) {
    if (value === undefined)
        return "";
    const plain = String(value);
    // Most cells (dates, digests, names) hold neither a separator nor a formula's first character
    // at their start: the replacement's look-behind is spared for them.
    const text = FORMULA_POSSIBLE.test(plain) ? plain.replace(FORMULA_START, "'") : plain;
    return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}


/***/ }),

/***/ 67924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ms: () => (/* binding */ renderDiagnosticsText),
/* harmony export */   sN: () => (/* binding */ diagnosticTextLines),
/* harmony export */   yc: () => (/* binding */ diagnosticMarkdownItem)
/* harmony export */ });
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);
/* harmony import */ var _ansi_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28549);
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64747);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66800);




// `related` holds every other place a problem involves (the first declaration of a duplicate, the
// other entries of a renamed_from cycle), so the note does not claim which one it is.
const RELATED_NOTE = "related location";
/** "file:line:column: error: message", then one "  file:line:column: note: …" per related place. */
function diagnosticTextLines(diagnostic, style) {
    const label = (0,_ansi_js__WEBPACK_IMPORTED_MODULE_1__/* .paint */ .n)(style, diagnostic.severity === "error" ? "boldRed" : "boldYellow", `${diagnostic.severity}:`);
    const message = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)(diagnostic.message);
    const place = diagnostic.location
        ? `${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(diagnostic.location))}: `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `  ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__/* .revealHiddenCharacters */ .cr)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location))}: note: ${RELATED_NOTE}`);
    return [`${place}${label} ${message}`, ...related];
}
/** "- `file:line:column` **error:** message", related places as a nested list. */
function diagnosticMarkdownItem(diagnostic) {
    const place = diagnostic.location
        ? `${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(diagnostic.location))} `
        : "";
    const related = (diagnostic.related ?? []).map((location) => `\n  - ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(location))} ${RELATED_NOTE}`);
    return `- ${place}**${diagnostic.severity}:** ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(diagnostic.message)}${related.join("")}`;
}
/** One "file:line:column: severity: message" line per diagnostic (and per related place). */
function renderDiagnosticsText(diagnostics, style) {
    const lines = diagnostics.flatMap((diagnostic) => diagnosticTextLines(diagnostic, style));
    return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}


/***/ }),

/***/ 64747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ markdownCodeSpan),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   XL: () => (/* binding */ escapeMarkdownWithAddresses)
/* harmony export */ });
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66800);
// Escaping of user-supplied text (asset, system and facility names, service messages, file paths)
// for GitHub-flavoured Markdown. GitHub links @mentions, #references and bare URLs after Markdown
// has been parsed, so a backslash does not stop them (github/cmark-gfm#181), nor does an HTML
// entity such as &#64;: a zero-width space after the trigger does, and renders the same.

const ZERO_WIDTH_SPACE = "\u200B";
const REPLACEMENTS = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "@": `@${ZERO_WIDTH_SPACE}`,
    "#": `#${ZERO_WIDTH_SPACE}`,
};
/**
 * Text that renders literally wherever it is placed in a line, table cell or heading: no
 * emphasis, code, link, image, HTML, table cell break, mention, issue reference, autolink, math or
 * block marker, nor emoji. Hidden characters (newlines included) show as `\uXXXX`.
 */
function escapeMarkdown(text) {
    return ((0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text)
        // Emoji shortcodes (:warning:), which GitHub, too, replaces after parsing.
        .replace(/:(?=[\w+-]+:)/g, `:${ZERO_WIDTH_SPACE}`)
        .replace(/[\\`*_~[\]|$&<>@#]/g, (character) => REPLACEMENTS[character] ?? `\\${character}`)
        // Bare URLs and www. names become links through GFM's autolink extension.
        .replace(/:\/\//g, `:${ZERO_WIDTH_SPACE}//`)
        .replace(/www\./gi, (www) => `${www.slice(0, 3)}${ZERO_WIDTH_SPACE}.`)
        .replace(/GH-(?=\d)/gi, (prefix) => `${prefix}${ZERO_WIDTH_SPACE}`)
        // Block markers that count only at the start of a line: lists, setext underlines.
        .replace(/^([-+=])/, "\\$1")
        .replace(/^(\d+)([.)])(?=\s|$)/, "$1\\$2"));
}
/**
 * escapeMarkdown for text that holds web addresses (a repository, the service, a timestamp
 * authority): each address becomes a code span, literal and copyable, where escapeMarkdown would
 * put a zero-width space after "://" to stop GitHub's autolink, breaking the address a reader
 * copies. A code span is never linked, so nothing untrusted becomes a link either way.
 */
function escapeMarkdownWithAddresses(text) {
    return text
        .split(/(https?:\/\/[^\s,;]+)/)
        .map((part, index) => (index % 2 === 1 ? markdownCodeSpan(part) : escapeMarkdown(part)))
        .join("");
}
/** A code span holding `text` literally, whatever backticks it contains. */
function markdownCodeSpan(text) {
    const shown = (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text);
    const longestRun = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const padding = shown.startsWith("`") || shown.endsWith("`") ? " " : "";
    return `${fence}${padding}${shown}${padding}${fence}`;
}


/***/ }),

/***/ 10187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ arrayChunks),
/* harmony export */   Kj: () => (/* binding */ documentChunks),
/* harmony export */   WQ: () => (/* binding */ whole),
/* harmony export */   YF: () => (/* binding */ objectChunks)
/* harmony export */ });
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66800);
/* harmony import */ var _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38871);
// JSON written in pieces, byte for byte as renderJson would write the value whole (2-space
// indentation at every depth, hidden characters escaped, a trailing newline): each member and each
// item of a list stringified on its own and indented to its depth, so that a list of any length is
// written one item at a time (the audit report's records, the obligations).


/**
 * A document whose members are `members`, as `renderJson` would write it: escaped, a last newline.
 * Escaped a batch of pieces at a time: the escape is a character's own (JSON.stringify never splits
 * a character between pieces), and its look for a character to escape costs per call, where most
 * pieces are a few bytes (a 281 MB obligations listing: 0.76 s escaping piece by piece).
 */
function* documentChunks(members) {
    for (const batch of (0,_core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_1__/* .textBatches */ .S)(objectChunks(members, 0)))
        yield (0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHiddenCharactersInJson */ .R7)(batch);
    yield "\n";
}
/** `value` as JSON.stringify(value, null, 2) writes it `depth` levels deep, in one piece. */
function whole(value, depth) {
    const json = JSON.stringify(value, null, 2);
    return json === undefined ? undefined : [json.replaceAll("\n", `\n${indent(depth)}`)];
}
/** An object's members that have a value, as JSON.stringify writes them (`{}` when none has). */
function* objectChunks(members, depth) {
    let written = 0;
    for (const [key, part] of members) {
        const chunks = part(depth + 1);
        if (chunks === undefined)
            continue;
        yield `${written++ === 0 ? "{" : ","}\n${indent(depth + 1)}${JSON.stringify(key)}: `;
        yield* chunks;
    }
    yield written === 0 ? "{}" : `\n${indent(depth)}}`;
}
/** A list's items, each read when it is written, as JSON.stringify writes an array's. */
function* arrayChunks(items, depth, item) {
    let written = 0;
    for (const value of items) {
        yield `${written++ === 0 ? "[" : ","}\n${indent(depth + 1)}`;
        // JSON.stringify writes null for an item it would leave out of an object.
        yield* item(value, depth + 1) ?? ["null"];
    }
    yield written === 0 ? "[]" : `\n${indent(depth)}]`;
}
function indent(depth) {
    return "  ".repeat(depth);
}


/***/ }),

/***/ 87437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GT: () => (/* binding */ patchFileLines),
/* harmony export */   Q2: () => (/* binding */ patchFilesHeading),
/* harmony export */   pB: () => (/* binding */ patchFilesStatusWords)
/* harmony export */ });
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82205);

/** The section's heading, with what the files were compared with. */
function patchFilesHeading(changes, words) {
    return `CIP-007 R2 patch files: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(changes.files.length, "file")} added, changed or removed by this change (compared with ${words(changes.compared_with)}). Approving the change approves them as shown:`;
}
/** The status line's addition when the plan shows patch files. */
function patchFilesStatusWords(changes) {
    return changes === undefined
        ? ""
        : ` ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(changes.files.length, "CIP-007 R2 patch file")} added, changed or removed (below).`;
}
/** One file: its line, then a line per source, patch, action. */
function patchFileLines(shown, code, words) {
    const file = `${shown.change} ${code(shown.file)}`;
    if (shown.evaluation !== undefined) {
        const { evaluation } = shown;
        return {
            line: `${file}: evaluation of source ${code(evaluation.source)}, releases since ${words(evaluation.releases_since)}, ${evaluation.patches.length === 1 ? "1 patch" : `${evaluation.patches.length} patches`}`,
            details: evaluation.patches.map((patch) => `${code(patch.id)} (${words(patch.item)}, released ${words(patch.released)}): ${patch.applicable ? "applicable" : `not applicable: ${words(patch.reason ?? "")}`}`),
        };
    }
    if (shown.plan !== undefined) {
        const { plan } = shown;
        const dates = [
            plan.event_occurred_on === undefined
                ? ""
                : `, event occurred on ${words(plan.event_occurred_on)}`,
            plan.implemented_on === undefined ? "" : `, implemented on ${words(plan.implemented_on)}`,
        ].join("");
        return {
            line: `${file}: mitigation plan ${code(plan.id)}, timeframe ${words(plan.timeframe)}${dates}`,
            details: [
                `patches: ${plan.patches.map(code).join(", ")}`,
                ...plan.actions.map((action) => `action: ${words(action)}`),
            ],
        };
    }
    if (shown.sources !== undefined || shown.no_source !== undefined) {
        return {
            line: `${file}: the patch sources`,
            details: [
                ...(shown.sources ?? []).map((source) => `source ${code(source.id)} (${words(source.name)}) covers ${source.covers.map(words).join(", ")}`),
                ...(shown.no_source ?? []).map((declaration) => `no source for ${words(declaration.item)} (${words(declaration.kind)}): ${words(declaration.reason)}`),
            ],
        };
    }
    return { line: file, details: [] };
}


/***/ }),

/***/ 52346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bc: () => (/* binding */ gapsInOrder),
/* harmony export */   IT: () => (/* binding */ gapWords),
/* harmony export */   Iu: () => (/* binding */ notSeenWords),
/* harmony export */   Kr: () => (/* binding */ PATCH_SOURCE_FIX_LINE),
/* harmony export */   Uq: () => (/* binding */ patchSourceHeading)
/* harmony export */ });
/* harmony import */ var _core_patches_plan_sources_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63192);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82205);
// How every output says the plan's CIP-007-6 R2.1 check: the baseline items of applicable assets
// without a patch source, those this change adds or changes first (the Guidelines reopen source
// identification when software is changed or added), then the existing gaps, and the assets whose
// baseline_ref keeps their items out of the repository. Text and Markdown pass their own escaping.



/** How to close a gap, the line after the gaps. */
const PATCH_SOURCE_FIX_LINE = `To close a gap: ${_core_patches_plan_sources_js__WEBPACK_IMPORTED_MODULE_0__/* .PATCH_SOURCE_FIX */ .h$}.`;
/** The gaps this change adds or changes (or may), then the existing ones: the order shown. */
function gapsInOrder(check) {
    return {
        byChange: check.missing.filter((gap) => (0,_core_patches_plan_sources_js__WEBPACK_IMPORTED_MODULE_0__/* .changedByChange */ .Kd)(gap.change)),
        existing: check.missing.filter((gap) => !(0,_core_patches_plan_sources_js__WEBPACK_IMPORTED_MODULE_0__/* .changedByChange */ .Kd)(gap.change)),
    };
}
/** The check's heading, with the file it read and what the policy does with the gaps. */
function patchSourceHeading(check) {
    const file = check.sources_file === null ? "no cip-patch-sources.yaml" : check.sources_file;
    const gaps = check.missing.length;
    if (gaps === 0)
        return `Patch sources (CIP-007-6 R2.1, ${file}): every os_firmware and software item of the applicable assets' baselines has a source or a no_source declaration.`;
    const setting = check.setting === "require"
        ? "the policy's patch_sources: require refuses only items a change adds or changes"
        : "flagged, not refused (the policy's patch_sources: require would refuse those a change adds or changes)";
    return `Patch sources (CIP-007-6 R2.1, ${file}): ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(gaps, "baseline item")} of applicable assets ${gaps === 1 ? "has" : "have"} no patch source; ${setting}.`;
}
/** One gap: `software "RTAC" 1.33 on rtac-01 (System), added by this change, at file:line:col`. */
function gapWords(gap, show) {
    return `${gap.item} ${show(JSON.stringify(gap.name))} ${show(gap.version)} on ${show(gap.asset)} (${show(gap.cyber_system)}), ${_core_patches_plan_sources_js__WEBPACK_IMPORTED_MODULE_0__/* .PATCH_SOURCE_CHANGE_WORDS */ .Is[gap.change]}, at ${show((0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(gap.location))}`;
}
/** What the plan says of the assets whose items it cannot see. */
function notSeenWords(check, show) {
    const assets = check.not_seen.map((asset) => `${show(asset.asset)} (${show(asset.cyber_system)})`);
    return `Not seen: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(check.not_seen.length, "applicable asset")} with a baseline_ref, whose items are kept outside the repository (${assets.join(", ")}): identify their sources where the baseline is kept.`;
}


/***/ })

};
