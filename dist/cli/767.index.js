export const id = 767;
export const ids = [767];
export const modules = {

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ij: () => (/* binding */ EXIT_OK),
/* harmony export */   SI: () => (/* binding */ EXIT_ERROR),
/* harmony export */   Wr: () => (/* binding */ processIo),
/* harmony export */   _2: () => (/* binding */ EXIT_INTERRUPTED),
/* harmony export */   dD: () => (/* binding */ EXIT_CHANGES)
/* harmony export */ });
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_readline_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6848);
/* harmony import */ var node_readline_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_readline_promises__WEBPACK_IMPORTED_MODULE_1__);
// What the CLI needs from its process, injected so that tests can run it in-process. Its own module
// so that the commands main.ts dispatches to can take it without importing main.ts back. The bin
// entry passes the real process (processIo). Exit codes are defined here, once.


const EXIT_OK = 0;
const EXIT_ERROR = 1;
const EXIT_CHANGES = 2;
/** 128 + SIGINT, as shells report a process stopped by Ctrl-C. */
const EXIT_INTERRUPTED = 130;
function processIo() {
    return {
        env: process.env,
        cwd: process.cwd(),
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        stdoutIsTTY: process.stdout.isTTY === true,
        stderrIsTTY: process.stderr.isTTY === true,
        stdinIsTTY: process.stdin.isTTY === true,
        // Registered only when asked for: a SIGINT listener would otherwise stop Ctrl-C from ending apply.
        waitForStop: () => Promise.race([(0,node_events__WEBPACK_IMPORTED_MODULE_0__.once)(process, "SIGINT"), (0,node_events__WEBPACK_IMPORTED_MODULE_0__.once)(process, "SIGTERM")]).then(() => { }),
        ask: async (question) => {
            const prompt = (0,node_readline_promises__WEBPACK_IMPORTED_MODULE_1__.createInterface)({ input: process.stdin, output: process.stderr });
            try {
                return await prompt.question(question);
            }
            finally {
                prompt.close();
            }
        },
        onInterrupt: (listener) => {
            process.on("SIGINT", listener);
            process.on("SIGTERM", listener);
            return () => {
                process.off("SIGINT", listener);
                process.off("SIGTERM", listener);
            };
        },
        exitNow: (code) => process.exit(code),
        now: () => Date.now(),
    };
}


/***/ }),

/***/ 2767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runProcess: () => (/* binding */ runProcess)
});

// EXTERNAL MODULE: ./src/core/redact.ts
var core_redact = __webpack_require__(2258);
// EXTERNAL MODULE: ./src/io/proxy.ts
var proxy = __webpack_require__(7424);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/settings.ts + 3 modules
var cli_settings = __webpack_require__(2756);
;// CONCATENATED MODULE: ./src/cli/main.ts
// The command line: settings in, engine calls, exit code out. This file is the one place where
// errors become messages and exit codes. The commands are loaded only when run, so that --help
// and --version answer without loading the engine.




async function runCli(argv, io) {
    // Whatever goes wrong, the key never reaches the terminal: every write is redacted.
    const key = io.env.CIP_API_KEY;
    const out = redacting(io.stdout, key);
    const err = redacting(io.stderr, key);
    try {
        const redacted = { ...io, stdout: out, stderr: err };
        if (argv[0] === "evidence")
            return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(897)]).then(__webpack_require__.bind(__webpack_require__, 9897))).runEvidenceCommand(argv.slice(1), redacted);
        if (argv[0] === "drift") {
            // The flags of plan, checked by its parser; the output is the drift check's.
            const settings = (0,cli_settings/* parseCliArgs */.hT)(["plan", ...argv.slice(1)], io);
            if (settings.command !== "plan")
                return await runCommand(settings, redacted);
            return await (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(998), __webpack_require__.e(662), __webpack_require__.e(437)]).then(__webpack_require__.bind(__webpack_require__, 1437))).checkDrift(settings, redacted);
        }
        const settings = (0,cli_settings/* parseCliArgs */.hT)(argv, io);
        return await runCommand(settings, redacted);
    }
    catch (error) {
        err(`error: ${error instanceof Error ? error.message : String(error)}\n`);
        return cli_io/* EXIT_ERROR */.SI;
    }
}
function redacting(write, secret) {
    return secret ? (text) => write((0,core_redact/* redactSecret */.Y3)(text, secret)) : write;
}
async function runCommand(settings, io) {
    switch (settings.command) {
        case "help":
            io.stdout(settings.text);
            return cli_io/* EXIT_OK */.Ij;
        case "validate":
            return (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(998), __webpack_require__.e(662), __webpack_require__.e(750)]).then(__webpack_require__.bind(__webpack_require__, 9750))).validate(settings, io);
        case "plan":
            return (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(998), __webpack_require__.e(662), __webpack_require__.e(750)]).then(__webpack_require__.bind(__webpack_require__, 9750))).plan(settings, io);
        case "import":
            return (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(998), __webpack_require__.e(662), __webpack_require__.e(750)]).then(__webpack_require__.bind(__webpack_require__, 9750))).importInventory(settings, io);
        case "fmt":
            return (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(998), __webpack_require__.e(662), __webpack_require__.e(145)]).then(__webpack_require__.bind(__webpack_require__, 8145))).formatFiles(settings, io);
        case "apply":
            return (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(998), __webpack_require__.e(662), __webpack_require__.e(82)]).then(__webpack_require__.bind(__webpack_require__, 1082))).apply(settings, io);
        case "emulator":
            return (await Promise.all(/* import() */[__webpack_require__.e(921), __webpack_require__.e(552)]).then(__webpack_require__.bind(__webpack_require__, 7552))).runEmulatorCommand(settings, io);
    }
}

;// CONCATENATED MODULE: ./src/cli/process-entry.ts
// The command line on the real process, once the bin entry has checked the Node version: its
// streams, environment and signals (processIo), and the proxy credentials masked in everything it
// prints (the key is masked by runCli).




function runProcess(args) {
    const secrets = (0,proxy/* proxyCredentials */.FF)(process.env);
    const redact = (text) => (0,core_redact/* redactSecrets */.fp)(text, secrets);
    const io = (0,cli_io/* processIo */.Wr)();
    return runCli(args, {
        ...io,
        stdout: (text) => io.stdout(redact(text)),
        stderr: (text) => io.stderr(redact(text)),
    });
}


/***/ }),

/***/ 2756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eb: () => (/* reexport */ UsageError),
  hT: () => (/* binding */ parseCliArgs)
});

// UNUSED EXPORTS: PLAN_FORMATS, VALIDATE_FORMATS

// EXTERNAL MODULE: ./src/core/model.ts
var model = __webpack_require__(4146);
;// CONCATENATED MODULE: ./src/core/number-setting.ts
// Numbers written in command-line flags and Action inputs. Only plain decimal digits count:
// JavaScript's Number() reads "0x1e" as 30, "1e1" as 10 and " " as 0, none of which a user means
// by a safety limit.
/** The settings the CLI (as --flags) and the Action (as inputs) both take, under these names. */
const SHARED_NUMBER_SETTINGS = {
    "max-change-percent": { min: 0, max: 100, integer: false },
    "min-assets-for-ratio": { min: 0, integer: true },
    "max-changes": { min: 0, integer: true },
    concurrency: { min: 1, max: 64, integer: true },
    /** Seconds an apply may take, reads included; after it nothing new starts. */
    deadline: { min: 1, max: 86_400, integer: true },
    /** Seconds one request may wait for its answer. */
    "request-timeout": { min: 1, max: 3_600, integer: true },
};
/** Defaults of the time settings, in seconds (flags and inputs of the same names). */
const DEFAULT_DEADLINE_SECONDS = 3_600;
const DEFAULT_REQUEST_TIMEOUT_SECONDS = 30;
/** The number `text` writes, or undefined when it is not one `setting` takes. */
function parseNumberSetting(text, setting) {
    const syntax = setting.integer ? /^\d+$/ : /^\d+(?:\.\d+)?$/;
    if (!syntax.test(text))
        return undefined;
    const value = Number(text);
    const inRange = Number.isSafeInteger(Math.ceil(value)) &&
        value >= setting.min &&
        (setting.max === undefined || value <= setting.max);
    return inRange ? value : undefined;
}
/** "a whole number from 1 to 64", "a number from 0 to 100", "a whole number 0 or more". */
function describeNumberSetting(setting) {
    const kind = setting.integer ? "a whole number" : "a number";
    const range = setting.max === undefined ? `${setting.min} or more` : `from ${setting.min} to ${setting.max}`;
    return `${kind} ${range}`;
}

// EXTERNAL MODULE: ./node_modules/commander/index.js + 6 modules
var commander = __webpack_require__(7375);
;// CONCATENATED MODULE: ./src/cli/usage-error.ts
// A mistake in the command line: main.ts prints its message, which names the flag and the fix.
class UsageError extends Error {
}

// EXTERNAL MODULE: ./src/cli/version.ts
var version = __webpack_require__(3882);
;// CONCATENATED MODULE: ./src/cli/program.ts
// The command line's grammar: commands, their options and arguments, and their help, declared with
// commander. Parsing here only splits the words; settings.ts checks the values and turns them into
// settings, so every message about a value is written in one place.



const CONNECTION = [
    { flags: "--api-url <url>", description: "base URL of the service (default: $CIP_API_URL)" },
    {
        flags: "--request-timeout <seconds>",
        description: "how long one request may wait for its answer (default: 30)",
    },
];
const SOURCE = [
    {
        flags: "--path <glob>",
        description: "inventory files, directories or globs; repeatable, like PATHS (default: inventory/)",
    },
    {
        flags: "--root <dir>",
        description: "repository root: symlinks must stay inside it (default: .)",
    },
];
const SAFETY = [
    {
        flags: "--max-change-percent <n>",
        description: "refuse deletes, or updates, above N% of the deletable live assets (overall, and per system for deletes; default: 30)",
    },
    {
        flags: "--min-assets-for-ratio <n>",
        description: "apply the percentage once it counts N assets (default: 10)",
    },
    { flags: "--max-changes <n>", description: "cap on deletes, and on updates (default: 500)" },
];
const COLOR = [
    { flags: "--color", description: "colour even when not a terminal" },
    {
        flags: "--no-color",
        description: "no colour (default: colour on a terminal, unless NO_COLOR)",
    },
];
const COMMAND_SPECS = [
    {
        name: "validate",
        summary: "Check the inventory files; with CIP_API_URL or CIP_API_KEY set, also every reference to the service.",
        paths: true,
        options: [
            ...SOURCE,
            ...CONNECTION,
            { flags: "--format <format>", description: "text, json or sarif (default: text)" },
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
            { flags: "--format <format>", description: "text, markdown or json (default: text)" },
            { flags: "--out <file>", description: "also save the plan as JSON, for apply --plan" },
            { flags: "--detailed-exitcode", description: "exit 2 when there are changes" },
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
            { flags: "-y, --yes", description: "do not ask for confirmation" },
            { flags: "--allow-mass-delete", description: "apply even when a safety limit is exceeded" },
            ...SAFETY,
            { flags: "--concurrency <n>", description: "requests in flight (default: 8)" },
            {
                flags: "--deadline <seconds>",
                description: "start nothing new after this long, reads included (default: 3600)",
            },
            { flags: "-q, --quiet", description: "no progress, only the summary" },
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
        ],
        examples: ["cip-sync import --out inventory"],
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
        ],
        examples: ["cip-sync emulator --port 0 --state emulator-state.json"],
    },
];
const COMMANDS = COMMAND_SPECS.map((spec) => spec.name);
const PROGRAM_EPILOG = `
Connection (validate, plan, apply, import):
  CIP_API_URL  base URL of the service (https:// except for loopback)
  CIP_API_KEY  API key: from the environment only, never a flag, never printed

Also: cip-sync drift [plan's options]  (exit 2 when the live inventory drifted)
      cip-sync evidence verify|report     (the audit pack; cip-sync evidence --help)

Exit codes: 0 success; 1 error, invalid inventory, refused or failed apply;
  2 plan --detailed-exitcode with changes; 130 interrupted.`;
/** Splits argv into a command, its option values and its plain arguments; or the help asked for. */
function parseWords(argv) {
    let shown = "";
    let parsed;
    const program = new commander/* Command */.uB("cip-sync")
        .description("The NERC CIP cyber-asset inventory as code.")
        .version(version/* VERSION_LINE */.c.trimEnd(), "-V, --version", "print the version")
        .helpOption("-h, --help", "show help")
        .helpCommand("help [command]", "show help for a command")
        .configureHelp({ helpWidth: 80, sortOptions: false })
        .configureOutput({
        writeOut: (text) => (shown += text),
        writeErr: (text) => (shown += text),
        outputError: () => { },
    })
        .exitOverride()
        .addHelpText("after", PROGRAM_EPILOG);
    for (const spec of COMMAND_SPECS) {
        const command = program
            .command(spec.name)
            .summary(spec.summary.split(/(?<=\.) /)[0])
            .description(spec.summary);
        if (spec.paths)
            command.argument("[paths...]", "inventory files, directories or globs");
        for (const option of spec.options)
            command.addOption(optionOf(option));
        command.addHelpText("after", `\nExamples:\n${spec.examples.map((e) => `  ${e}`).join("\n")}`);
        command.action((...args) => {
            const self = args.at(-1);
            parsed = { command: spec.name, values: valuesByFlag(self), positionals: self.args };
        });
    }
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
        if (error.exitCode === 0)
            return { command: "help", text: shown };
        throw new UsageError(usageMessage(error, argv));
    }
    return parsed;
}
function optionOf(spec) {
    const option = new commander/* Option */.c$(spec.flags, spec.description);
    // --path repeats: every value counts, as with plain arguments.
    if (option.long === "--path") {
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
/** Commander's "error: unknown option '--paths'\n(Did you mean --path?)", in the CLI's wording. */
function usageMessage(error, argv) {
    const command = argv.find((word) => COMMANDS.includes(word));
    const help = `Run 'cip-sync ${command === undefined ? "" : `${command} `}--help' for usage.`;
    const unknown = /^error: unknown option '([^']+)'/.exec(error.message)?.[1];
    if (command !== undefined && unknown !== undefined) {
        const flag = unknown.split("=")[0];
        const elsewhere = COMMAND_SPECS.filter((spec) => spec.options.some((option) => option.flags.split(/[ ,]+/).includes(flag))).map((spec) => spec.name);
        if (elsewhere.length > 0)
            return `'${command}' does not take ${flag}. ${help}`;
    }
    if (command !== undefined && error.code === "commander.excessArguments") {
        const extra = argv[argv.indexOf(command) + 1] ?? "";
        return `unexpected argument '${extra}' for '${command}': it takes no paths. ${help}`;
    }
    const text = error.message
        .replace(/^error: /, "")
        .replace(/^option '(\S+) <(\w+)>' argument missing$/, "$1 needs a value: $1 <$2>")
        .replace(/\n\(Did you mean (.+)\?\)$/, "; did you mean $1?");
    return `${text}${/[.?]$/.test(text) ? "" : "."} ${help}`;
}

;// CONCATENATED MODULE: ./src/cli/settings.ts
// Command-line arguments and environment, parsed once into typed settings. Every mistake a user
// can make here is a UsageError naming the flag or variable and saying how to fix it.





const PLAN_FORMATS = ["text", "markdown", "json"];
const VALIDATE_FORMATS = ["text", "json", "sarif"];
const DEFAULT_PATTERNS = ["inventory/"];
function parseCliArgs(argv, environment) {
    const words = parseWords(argv);
    if ("text" in words)
        return words;
    const { values, positionals } = words;
    const { env, cwd } = environment;
    // Without --color or --no-color, colour on a terminal unless NO_COLOR is set.
    const colorFor = (isTTY) => values["no-color"] ? false : values.color === true || (isTTY && env.NO_COLOR === undefined);
    const color = {
        stdout: colorFor(environment.stdoutIsTTY),
        stderr: colorFor(environment.stderrIsTTY),
    };
    const apiUrl = settings_text(values, "api-url");
    const connection = {
        apiUrl: apiUrl ?? env.CIP_API_URL,
        urlSource: apiUrl !== undefined ? "--api-url" : "CIP_API_URL",
        apiKey: env.CIP_API_KEY,
        keySource: "CIP_API_KEY",
        proxyEnv: env,
        requestTimeoutMs: secondsFlag(values, "request-timeout", DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000,
    };
    const patterns = [...(values.path ?? []), ...positionals];
    const root = settings_text(values, "root");
    const source = {
        patterns: patterns.length > 0 ? patterns : DEFAULT_PATTERNS,
        root: root ?? cwd,
        given: patterns.length > 0 || root !== undefined,
    };
    switch (words.command) {
        case "validate":
            return {
                command: "validate",
                source,
                connection,
                format: choice(values, "format", VALIDATE_FORMATS),
                color,
            };
        case "fmt":
            return { command: "fmt", source, check: values.check === true };
        case "plan":
            return {
                command: "plan",
                source,
                connection,
                format: choice(values, "format", PLAN_FORMATS),
                out: settings_text(values, "out"),
                detailedExitCode: values["detailed-exitcode"] === true,
                limits: limitsOf(values),
                color,
            };
        case "apply":
            return {
                command: "apply",
                source,
                connection,
                planFile: settings_text(values, "plan"),
                recordFile: settings_text(values, "record"),
                assumeYes: values.yes === true,
                allowMassDelete: values["allow-mass-delete"] === true,
                limits: limitsOf(values),
                concurrency: numberFlag(values, "concurrency", SHARED_NUMBER_SETTINGS.concurrency) ?? 8,
                quiet: values.quiet === true,
                deadlineMs: secondsFlag(values, "deadline", DEFAULT_DEADLINE_SECONDS) * 1000,
                color,
            };
        case "import":
            return {
                command: "import",
                connection,
                out: settings_text(values, "out") ?? "inventory",
                force: values.force === true,
            };
        default:
            return emulatorSettings(values);
    }
}
function settings_text(values, name) {
    const value = values[name];
    return typeof value === "string" ? value : undefined;
}
function choice(values, name, allowed) {
    const value = settings_text(values, name) ?? allowed[0];
    if (!allowed.includes(value)) {
        throw new UsageError(`--${name} must be one of ${allowed.join(", ")}; got '${value}'.`);
    }
    return value;
}
/** The value of a number flag, checked against its range; undefined when not given. */
function numberFlag(values, name, setting) {
    const value = settings_text(values, name);
    return value === undefined ? undefined : parseNumberFlag(`--${name}`, value, setting);
}
/** A time flag in seconds, or its default. */
function secondsFlag(values, name, fallback) {
    return numberFlag(values, name, SHARED_NUMBER_SETTINGS[name]) ?? fallback;
}
function limitsOf(values) {
    const percent = numberFlag(values, "max-change-percent", SHARED_NUMBER_SETTINGS["max-change-percent"]);
    return {
        maxChangeRatio: percent === undefined ? model/* DEFAULT_SAFETY_LIMITS */.kM.maxChangeRatio : percent / 100,
        minAssetsForRatio: numberFlag(values, "min-assets-for-ratio", SHARED_NUMBER_SETTINGS["min-assets-for-ratio"]) ??
            model/* DEFAULT_SAFETY_LIMITS */.kM.minAssetsForRatio,
        maxChanges: numberFlag(values, "max-changes", SHARED_NUMBER_SETTINGS["max-changes"]) ??
            model/* DEFAULT_SAFETY_LIMITS */.kM.maxChanges,
    };
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
        host: settings_text(values, "host") ?? "127.0.0.1",
        dataFile: settings_text(values, "data"),
        stateFile: settings_text(values, "state"),
        basePath: settings_text(values, "base-path") ?? "",
        enforceUniqueNames: values["no-unique-names"] !== true,
        exposeControlCenterParent: values["hide-control-center-parent"] !== true,
        faults,
    };
}
/** A fault rate: the share of requests, from 0 to 1. */
const RATE = { min: 0, max: 1, integer: false };
function parseNumberFlag(flag, text, setting) {
    const value = parseNumberSetting(text, setting);
    if (value === undefined) {
        throw new UsageError(`${flag} must be ${describeNumberSetting(setting)}; got '${text}'.`);
    }
    return value;
}


/***/ }),

/***/ 4146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dd: () => (/* binding */ ASSET_TYPES),
/* harmony export */   Pk: () => (/* binding */ parentKindWord),
/* harmony export */   V1: () => (/* binding */ PLAN_FORMAT_VERSION),
/* harmony export */   kM: () => (/* binding */ DEFAULT_SAFETY_LIMITS)
/* harmony export */ });
// The shared vocabulary of the engine: live records as the service returns them, the declared
// inventory as parsed from YAML, and the plan. Pure types and constants; no I/O.
const ASSET_TYPES = ["hardware", "software"];
/** "facility" or "control center", as messages and renderers say it. */
function parentKindWord(kind) {
    return kind === "facility" ? "facility" : "control center";
}
// ---------------------------------------------------------------------------------------------
// The plan: data that renderers and apply only read. Versioned; see schemas/plan.schema.json.
const PLAN_FORMAT_VERSION = 1;
const DEFAULT_SAFETY_LIMITS = {
    maxChangeRatio: 0.3,
    minAssetsForRatio: 10,
    maxChanges: 500,
};


/***/ }),

/***/ 2258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ shortSecretProblem),
/* harmony export */   Py: () => (/* binding */ redactedLine),
/* harmony export */   Y3: () => (/* binding */ redactSecret),
/* harmony export */   fp: () => (/* binding */ redactSecrets)
/* harmony export */ });
/* unused harmony export MIN_SECRET_LENGTH */
// Keeps the API key out of every message we print, store or pass on. A service, proxy or library
// may echo the key back in any of the forms it travels in, so each form is masked.
const MASK = "***";
/**
 * Secrets shorter than this are refused wherever they are set (API key, proxy password): masking
 * "x" would garble every word with an x in it and, by the gaps, give the secret away.
 */
const MIN_SECRET_LENGTH = 8;
/** The message refusing a secret too short to mask, or undefined. `source` names its setting. */
function shortSecretProblem(secret, source) {
    if (secret.length >= MIN_SECRET_LENGTH)
        return undefined;
    return `${source} is shorter than ${MIN_SECRET_LENGTH} characters, too short to be masked in output: set ${source} to the full secret as issued`;
}
/**
 * `text` with every occurrence of `secret` (raw, URL-encoded, JSON-escaped, base64) masked. A
 * secret shorter than MIN_SECRET_LENGTH is refused before it is used, so it is left unmasked
 * rather than garbling the message that refuses it (or the emulator's banner of demo keys).
 */
function redactSecret(text, secret) {
    if (secret.length < MIN_SECRET_LENGTH)
        return text;
    let redacted = text;
    for (const form of formsOf(secret))
        redacted = redacted.split(form).join(MASK);
    return redacted;
}
/**
 * `text` as one line of at most `maxLength` characters (then "..."), with `secret` masked. The
 * whole raw text is redacted before whitespace is collapsed or the text is cut: a key cut in half,
 * or with its spaces collapsed, no longer matches, so masking afterwards alone would let its first
 * characters through. The final text is redacted again, in case shortening joined a form anew.
 */
function redactedLine(text, secret, maxLength) {
    const oneLine = redactSecret(text, secret).replace(/\s+/g, " ").trim();
    const short = oneLine.length > maxLength ? `${oneLine.slice(0, maxLength)}...` : oneLine;
    return redactSecret(short, secret);
}
// Output is redacted on every write with the same key: compute its forms once.
let cachedSecret;
let cachedForms = [];
/** The forms of `secret`, longest first so that a form containing another is masked whole. */
function formsOf(secret) {
    if (secret === cachedSecret)
        return cachedForms;
    const base64 = bytesToBase64(new TextEncoder().encode(secret));
    const unpadded = base64.replace(/=+$/, "");
    const forms = new Set([
        secret,
        encodeURIComponent(secret),
        JSON.stringify(secret).slice(1, -1),
        base64,
        unpadded,
        unpadded.replace(/\+/g, "-").replace(/\//g, "_"),
    ]);
    cachedSecret = secret;
    cachedForms = [...forms].sort((a, b) => b.length - a.length);
    return cachedForms;
}
function bytesToBase64(bytes) {
    let binary = "";
    for (const byte of bytes)
        binary += String.fromCharCode(byte);
    return btoa(binary);
}
/** `text` with each of `secrets` masked, as redactSecret masks one (the key and proxy credentials). */
function redactSecrets(text, secrets) {
    return secrets.reduce(redactSecret, text);
}


/***/ }),

/***/ 9753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ ConnectionError)
/* harmony export */ });
// Its own module so that the proxy settings (proxy.ts) and the service settings (connection.ts)
// can both throw it without importing each other.
/** A connection setting (service URL, API key, proxy variable) that cannot work. */
class ConnectionError extends Error {
    name = "ConnectionError";
}


/***/ }),

/***/ 7424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ proxyCredentials),
/* harmony export */   th: () => (/* binding */ proxyForUrl)
/* harmony export */ });
/* unused harmony export readProxySettings */
/* harmony import */ var _core_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2258);
/* harmony import */ var _connection_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9753);
// Outbound proxies from the environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, upper or lower case),
// read once. The rules are those of undici's EnvHttpProxyAgent (8.12), which follow curl's: the
// lower-case variable wins, an https:// target falls back to HTTP_PROXY, and NO_PROXY lists hosts,
// .domains, *.domains, host:port, IP addresses or `*`. We decide per origin here rather than inside
// EnvHttpProxyAgent so that an error can name the proxy a request went through. Proxy credentials
// are secrets: only the URL handed to undici carries them; messages name the proxy by host:port.
// The dispatcher that goes through the proxy is in dispatcher.ts, so reading these loads no undici.


const DEFAULT_PORTS = { "http:": 80, "https:": 443 };
const PROXY_EXAMPLE = "e.g. http://proxy.example.com:3128 or http://user:password@10.0.0.5:8080";
/** Reads the proxy variables; a malformed one is a ConnectionError naming the variable. */
function readProxySettings(env) {
    const http = readProxy(env, "http_proxy", "HTTP_PROXY");
    const https = readProxy(env, "https_proxy", "HTTPS_PROXY") ?? http;
    const noProxy = parseNoProxy(env.no_proxy || env.NO_PROXY || "");
    return { https, http, noProxy };
}
/** Every proxy credential the environment holds, for masking, even in a URL we refuse. */
function proxyCredentials(env) {
    const names = ["https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY"];
    return names.flatMap((name) => {
        const url = parseAnyUrl(env[name] ?? "");
        return url === undefined ? [] : credentialsOf(url);
    });
}
/** The proxy a request to `target` goes through, or undefined when it goes direct. */
function proxyFor(settings, target) {
    const proxy = target.protocol === "https:" ? settings.https : settings.http;
    if (proxy === undefined)
        return undefined;
    const hostname = target.hostname
        .replace(/^\[(.+)\]$/, "$1")
        .replace(/(.)\.$/, "$1")
        .toLowerCase();
    const port = Number(target.port) || DEFAULT_PORTS[target.protocol] || 0;
    return settings.noProxy.some((entry) => bypasses(entry, hostname, port)) ? undefined : proxy;
}
/** The proxy for requests to `url` under the variables in `env`. */
function proxyForUrl(env, url) {
    return proxyFor(readProxySettings(env), new URL(url));
}
function readProxy(env, lower, upper) {
    const source = env[lower] ? lower : upper;
    const value = env[source]?.trim();
    if (!value)
        return undefined;
    const url = parseProxyUrl(value);
    // The value may hold a password: the message names the variable, never repeats its value.
    if (url === undefined) {
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ConnectionError */ .R(`${source} is not a proxy URL this tool can use: give http://[user:password@]host:port (https:// for a TLS proxy), ${PROXY_EXAMPLE}`);
    }
    // A password too short to mask would show through every message that mentions it.
    const problem = url.password === ""
        ? undefined
        : (0,_core_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSecretProblem */ .KI)(safeDecode(url.password), `the password in ${source}`);
    if (problem !== undefined)
        throw new _connection_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ConnectionError */ .R(problem);
    return {
        url: url.href,
        address: `${url.hostname}:${url.port || DEFAULT_PORTS[url.protocol]}`,
        source,
        secrets: credentialsOf(url),
    };
}
/** `value` as an http(s) proxy URL; "host:port" alone means http://host:port, as for curl. */
function parseProxyUrl(value) {
    const url = parseAnyUrl(value);
    if (url === undefined || url.hostname === "")
        return undefined;
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
}
function parseAnyUrl(value) {
    const trimmed = value.trim();
    if (trimmed === "")
        return undefined;
    const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
    return URL.parse(hasScheme ? trimmed : `http://${trimmed}`) ?? undefined;
}
/**
 * The user name and password as undici sends them (decoded, in the Basic header's base64 of
 * "user:password") and as written in the URL. A user name is masked only when there is no
 * password: then it is the credential (a token); otherwise masking it would hide ordinary words.
 */
function credentialsOf(url) {
    if (url.username === "" && url.password === "")
        return [];
    const user = safeDecode(url.username);
    const password = safeDecode(url.password);
    const secrets = password === "" ? [user, url.username] : [password, url.password];
    secrets.push(`${user}:${password}`);
    return [...new Set(secrets.filter((secret) => secret !== ""))];
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
function parseNoProxy(value) {
    return value
        .split(/[,\s]/)
        .filter((entry) => entry !== "")
        .map((entry) => {
        const bracketed = /^\[(.+)\]:(\d+)$/.exec(entry);
        const unbracketed = entry.replace(/^\[(.+)\]$/, "$1");
        // A bare IPv6 address has several colons; host:port exactly one.
        const withPort = bracketed ?? (/^[^:]+:\d+$/.test(unbracketed) ? /^(.+):(\d+)$/.exec(unbracketed) : null);
        const hostname = withPort ? withPort[1] : unbracketed;
        return {
            hostname: hostname
                .replace(/^\*?\./, "")
                .replace(/(.)\.$/, "$1")
                .toLowerCase(),
            port: withPort ? Number(withPort[2]) : 0,
            subdomainsOnly: entry.startsWith("*."),
        };
    });
}
function bypasses(entry, hostname, port) {
    if (entry.port !== 0 && entry.port !== port)
        return false;
    if (entry.hostname === "*")
        return true;
    if (!entry.subdomainsOnly && hostname === entry.hostname)
        return true;
    return hostname.endsWith(`.${entry.hostname}`);
}


/***/ })

};
