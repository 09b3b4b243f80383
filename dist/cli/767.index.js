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

// EXTERNAL MODULE: ./src/core/shared/redact.ts
var shared_redact = __webpack_require__(7272);
// EXTERNAL MODULE: ./src/io/proxy.ts
var proxy = __webpack_require__(7424);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/cli/settings.ts + 2 modules
var cli_settings = __webpack_require__(1090);
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
        const settings = (0,cli_settings/* parseCliArgs */.hT)(argv, io);
        return await runCommand(settings, redacted);
    }
    catch (error) {
        err(`error: ${(0,errors/* errorMessage */.g)(error)}\n`);
        return cli_io/* EXIT_ERROR */.SI;
    }
}
function redacting(write, secret) {
    return secret ? (text) => write((0,shared_redact/* redactSecret */.Y3)(text, secret)) : write;
}
async function runCommand(settings, io) {
    switch (settings.command) {
        case "help":
            io.stdout(settings.text);
            return cli_io/* EXIT_OK */.Ij;
        case "validate":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(501), __webpack_require__.e(4)]).then(__webpack_require__.bind(__webpack_require__, 1004))).validate(settings, io);
        case "plan":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(501), __webpack_require__.e(4)]).then(__webpack_require__.bind(__webpack_require__, 1004))).plan(settings, io);
        case "import":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(501), __webpack_require__.e(4)]).then(__webpack_require__.bind(__webpack_require__, 1004))).importInventory(settings, io);
        case "fmt":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(501), __webpack_require__.e(145)]).then(__webpack_require__.bind(__webpack_require__, 8145))).formatFiles(settings, io);
        case "apply":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(501), __webpack_require__.e(254), __webpack_require__.e(82)]).then(__webpack_require__.bind(__webpack_require__, 1082))).apply(settings, io);
        case "emulator":
            return (await __webpack_require__.e(/* import() */ 523).then(__webpack_require__.bind(__webpack_require__, 7523))).runEmulatorCommand(settings, io);
        case "drift":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(501), __webpack_require__.e(437)]).then(__webpack_require__.bind(__webpack_require__, 1437))).checkDrift(settings, io);
        case "evidence verify":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(501), __webpack_require__.e(254), __webpack_require__.e(568)]).then(__webpack_require__.bind(__webpack_require__, 7568))).verifyEvidence(settings, io);
        case "evidence report":
            return (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(501), __webpack_require__.e(254), __webpack_require__.e(568)]).then(__webpack_require__.bind(__webpack_require__, 7568))).reportEvidence(settings, io);
    }
}

;// CONCATENATED MODULE: ./src/cli/process-entry.ts
// The command line on the real process, once the bin entry has checked the Node version: its
// streams, environment and signals (processIo), and the proxy credentials masked in everything it
// prints (the key is masked by runCli).




function runProcess(args) {
    const secrets = (0,proxy/* proxyCredentials */.FF)(process.env);
    const redact = (text) => (0,shared_redact/* redactSecrets */.fp)(text, secrets);
    const io = (0,cli_io/* processIo */.Wr)();
    return runCli(args, {
        ...io,
        stdout: (text) => io.stdout(redact(text)),
        stderr: (text) => io.stderr(redact(text)),
    });
}


/***/ }),

/***/ 1090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eb: () => (/* reexport */ UsageError),
  hT: () => (/* binding */ parseCliArgs)
});

// UNUSED EXPORTS: PLAN_FORMATS, REPORT_FORMATS, VALIDATE_FORMATS

// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(3212);
// EXTERNAL MODULE: ./src/core/shared/number-setting.ts
var number_setting = __webpack_require__(1477);
// EXTERNAL MODULE: ./src/io/inventory-files.ts + 4 modules
var inventory_files = __webpack_require__(6444);
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




/** A number setting's default as help shows it: from the one table, so help never disagrees. */
function defaultOf(name) {
    return number_setting/* SHARED_NUMBER_SETTINGS */.io[name].default;
}
const CONNECTION = [
    { flags: "--api-url <url>", description: "base URL of the service (default: $CIP_API_URL)" },
    {
        flags: "--request-timeout <seconds>",
        description: `how long one request may wait for its answer (default: ${defaultOf("request-timeout")})`,
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
const LEDGER_DIR = {
    flags: "--dir <dir>",
    description: "a checkout of the evidence branch (default: .)",
};
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
            {
                flags: "--concurrency <n>",
                description: `requests in flight (default: ${defaultOf("concurrency")})`,
            },
            {
                flags: "--deadline <seconds>",
                description: `start nothing new after this long, reads included (default: ${defaultOf("deadline")})`,
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
    {
        name: "drift",
        summary: "Say whether the live inventory drifted from the files, asset by asset: declared and live. Exits 2 on drift.",
        paths: true,
        options: [
            ...SOURCE,
            ...CONNECTION,
            { flags: "--format <format>", description: "text, markdown or json (default: text)" },
            ...SAFETY,
            ...COLOR,
        ],
        examples: ["cip-sync drift", "cip-sync drift --format json inventory/"],
    },
    {
        name: "evidence",
        summary: "Check the evidence ledger, and build the audit pack from it.",
        paths: false,
        options: [],
        examples: ["cip-sync evidence verify --dir evidence"],
        subcommands: [
            {
                name: "verify",
                summary: "Check every record against the schema and each workspace's hash chain; name the first break's file.",
                paths: false,
                options: [LEDGER_DIR],
                examples: ["cip-sync evidence verify --dir evidence"],
            },
            {
                name: "report",
                summary: "Write the audit pack for a period: changes with approvals, monitoring runs and gaps, drift episodes.",
                paths: false,
                options: [
                    LEDGER_DIR,
                    { flags: "--from <day>", description: "first day of the period, YYYY-MM-DD (UTC)" },
                    { flags: "--to <day>", description: "last day of the period, included" },
                    {
                        flags: "--format <format>",
                        description: "markdown, csv, html or json (default: markdown)",
                    },
                    { flags: "--out <file>", description: "write the report here, not to standard output" },
                ],
                examples: [
                    "cip-sync evidence report --dir evidence --from 2026-01-01 --to 2026-12-31 --format html --out audit-2026.html",
                ],
            },
        ],
    },
];
const COMMANDS = COMMAND_SPECS.map((spec) => spec.name);
const PROGRAM_EPILOG = `
Connection (validate, plan, apply, import, drift):
  CIP_API_URL  base URL of the service (https:// except for loopback)
  CIP_API_KEY  API key: from the environment only, never a flag, never printed

Exit codes: 0 success; 1 error, invalid inventory, refused or failed apply,
  broken evidence ledger; 2 plan --detailed-exitcode with changes, drift with
  drift; 130 interrupted.`;
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
    const register = (parent, spec, prefix) => {
        const command = parent
            .command(spec.name)
            .summary(spec.summary.split(/(?<=\.) /)[0])
            .description(spec.summary);
        if (spec.paths)
            command.argument("[paths...]", "inventory files, directories or globs");
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
/** The command named in argv: "plan", or with its subcommand, "evidence verify". */
function commandWords(argv) {
    const index = argv.findIndex((word) => COMMANDS.includes(word));
    if (index < 0)
        return undefined;
    const spec = COMMAND_SPECS.find((candidate) => candidate.name === argv[index]);
    const sub = spec.subcommands?.find((candidate) => candidate.name === argv[index + 1]);
    return sub === undefined ? spec.name : `${spec.name} ${sub.name}`;
}
/** Commander's "error: unknown option '--paths'\n(Did you mean --path?)", in the CLI's wording. */
function usageMessage(error, argv) {
    const command = commandWords(argv);
    const help = `Run 'cip-sync ${command === undefined ? "" : `${command} `}--help' for usage.`;
    const unknown = /^error: unknown option '([^']+)'/.exec(error.message)?.[1];
    if (command !== undefined && unknown !== undefined) {
        const flag = unknown.split("=")[0];
        const elsewhere = COMMAND_SPECS.flatMap((spec) => [spec, ...(spec.subcommands ?? [])]).filter((spec) => spec.options.some((option) => option.flags.split(/[ ,]+/).includes(flag)));
        if (elsewhere.length > 0)
            return `'${command}' does not take ${flag}. ${help}`;
    }
    if (command !== undefined && error.code === "commander.excessArguments") {
        const extra = argv[argv.indexOf(command.split(" ").at(-1)) + 1] ?? "";
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
const DEFAULT_PATTERNS = [inventory_files/* DEFAULT_INVENTORY_PATTERN */.Oo];
const REPORT_FORMATS = ["markdown", "csv", "html", "json"];
function parseCliArgs(argv, environment) {
    const words = parseWords(argv);
    if ("text" in words)
        return words;
    const { values, positionals } = words;
    const color = colorOf(values, environment);
    const connection = connectionOf(values, environment.env);
    const source = sourceOf(values, positionals, environment.cwd);
    switch (words.command) {
        case "drift":
            return {
                command: "drift",
                source,
                connection,
                format: choice(values, "format", PLAN_FORMATS),
                limits: limitsOf(values),
                color,
            };
        case "evidence verify":
            return { command: "evidence verify", dir: settings_text(values, "dir") ?? "." };
        case "evidence report":
            return evidenceReportSettings(values);
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
                concurrency: numberFlag(values, "concurrency", number_setting/* SHARED_NUMBER_SETTINGS */.io.concurrency) ??
                    number_setting/* SHARED_NUMBER_SETTINGS */.io.concurrency.default,
                quiet: values.quiet === true,
                deadlineMs: secondsFlag(values, "deadline") * 1000,
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
/** Without --color or --no-color, colour on a terminal unless NO_COLOR is set. */
function colorOf(values, environment) {
    const colorFor = (isTTY) => values["no-color"]
        ? false
        : values.color === true || (isTTY && environment.env.NO_COLOR === undefined);
    return { stdout: colorFor(environment.stdoutIsTTY), stderr: colorFor(environment.stderrIsTTY) };
}
function connectionOf(values, env) {
    const apiUrl = settings_text(values, "api-url");
    return {
        apiUrl: apiUrl ?? env.CIP_API_URL,
        urlSource: apiUrl !== undefined ? "--api-url" : "CIP_API_URL",
        apiKey: env.CIP_API_KEY,
        keySource: "CIP_API_KEY",
        proxyEnv: env,
        requestTimeoutMs: secondsFlag(values, "request-timeout") * 1000,
    };
}
/** --path and plain arguments together; `given` tells apply --plan to use the plan's own inputs. */
function sourceOf(values, positionals, cwd) {
    const patterns = [...(values.path ?? []), ...positionals];
    const root = settings_text(values, "root");
    return {
        patterns: patterns.length > 0 ? patterns : DEFAULT_PATTERNS,
        root: root ?? cwd,
        given: patterns.length > 0 || root !== undefined,
    };
}
/** A UTC day (YYYY-MM-DD) as the first instant of it. */
function dayFlag(values, name) {
    const given = settings_text(values, name);
    if (given === undefined) {
        throw new UsageError(`--${name} is missing: give the period's ${name === "from" ? "first" : "last"} day as YYYY-MM-DD (UTC)`);
    }
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(given);
    const date = match === null
        ? undefined
        : new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    if (date === undefined || date.toISOString().slice(0, 10) !== given) {
        throw new UsageError(`--${name} ${given} is not a day: write it as YYYY-MM-DD (UTC), e.g. 2026-01-31`);
    }
    return date;
}
function evidenceReportSettings(values) {
    const from = dayFlag(values, "from");
    const lastDay = dayFlag(values, "to");
    if (lastDay < from) {
        throw new UsageError(`--to ${settings_text(values, "to")} is before --from ${settings_text(values, "from")}: give the period's last day after its first`);
    }
    return {
        command: "evidence report",
        dir: settings_text(values, "dir") ?? ".",
        from,
        to: new Date(lastDay.getTime() + 86_400_000),
        format: choice(values, "format", REPORT_FORMATS),
        out: settings_text(values, "out"),
    };
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
function secondsFlag(values, name) {
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
    const value = (0,number_setting/* parseNumberSetting */.Lo)(text, setting);
    if (value === undefined) {
        throw new UsageError(`${flag} must be ${(0,number_setting/* describeNumberSetting */.Ti)(setting)}; got '${text}'.`);
    }
    return value;
}


/***/ }),

/***/ 8790:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ MAX_NAME_LENGTH),
/* harmony export */   Js: () => (/* binding */ isDeclarableName),
/* harmony export */   _P: () => (/* binding */ inventoryJsonSchema),
/* harmony export */   pg: () => (/* binding */ DOCUMENT_KEYS),
/* harmony export */   qD: () => (/* binding */ ASSET_DETAIL_KEYS)
/* harmony export */ });
/* unused harmony exports assetDetailsSchema, inventoryDocumentSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8439);
/* harmony import */ var _shared_live_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7368);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
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
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(MAX_NAME_LENGTH).regex(NAME_PATTERN).meta({ description });
}
const assetTypeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_shared_live_records_js__WEBPACK_IMPORTED_MODULE_2__/* .ASSET_TYPES */ .D).meta({
    title: "Asset type",
    description: "hardware: physical devices (RTUs, PLCs, HMIs, network equipment). software: applications and operating systems classified under the cyber system.",
});
const assetDetailsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    type: assetTypeSchema,
    renamed_from: nameSchema("The current name of a live asset of this cyber system to rename in place to this asset's name (keeps its id). Remove it once applied.")
        .meta({ title: "Renamed from" })
        .optional(),
})
    .meta({ title: "Asset details" });
const inventoryDocumentSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    cyber_system: nameSchema("Name, or id (cs_...), of an existing cyber system. This document declares its complete asset list.").meta({ title: "Cyber system" }),
    facility: nameSchema("Optional: name, or id (fac_...), of the facility that owns the cyber system; checked against the service. Not together with control_center.")
        .meta({ title: "Facility" })
        .optional(),
    control_center: nameSchema("Optional: name, or id (cc_...), of the control center that owns the cyber system; checked against the service. Not together with facility.")
        .meta({ title: "Control center" })
        .optional(),
    prune: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true).meta({
        title: "Prune",
        description: "true (default): live assets of this cyber system that are not declared here are deleted. false: they are kept and reported as unmanaged.",
    }),
    assets: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(nameSchema("Asset name, exactly as written. Unique across the inventory, ignoring case."), zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([assetTypeSchema, assetDetailsSchema]))
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
    const schema = zod__WEBPACK_IMPORTED_MODULE_3__/* .toJSONSchema */ .bl(inventoryDocumentSchema, {
        target: "draft-2020-12",
        io: "input",
    });
    // zod does not translate refinements; this is the facility/control_center exclusion.
    schema.not = { required: ["facility", "control_center"] };
    return schema;
}


/***/ }),

/***/ 5961:
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
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
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
const MAX_DEPTH_MESSAGE = "the YAML nests too deeply to be read; an inventory document needs only three levels (document, assets, asset details)";
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
        let walkable = true;
        const seen = new Set();
        for (const problem of problems) {
            const message = this.#yamlMessage(problem);
            if (message === undefined)
                continue;
            const key = `${problem.pos[0]}:${message}`;
            if (seen.has(key))
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
            this.error(this.#propertyStart(node, `&${node.anchor}`), ANCHORS_AND_ALIASES);
        }
        if (node.tag !== undefined) {
            this.error(this.#propertyStart(node, "!"), `YAML tags are not supported (found ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(node.tag.replace(/^tag:yaml\.org,2002:/, "!!"))}); remove the tag, and quote the value to make it text`);
        }
        return true;
    }
    /**
     * Where a node's anchor (`&name`) or tag (`!tag`) is written: before the node itself, which is
     * where yaml's range starts. On the error path only.
     */
    #propertyStart(node, marker) {
        let written = this.#text.lastIndexOf(marker, nodeStart(node));
        if (written < 0)
            return nodeStart(node);
        while (this.#text[written - 1] === marker)
            written -= 1; // the first "!" of "!!int"
        return written;
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
                this.error(this.#propertyStart(key, `&${key.anchor}`), ANCHORS_AND_ALIASES);
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
/** The deepest nesting an inventory document has: document map, assets map, asset details map. */
const DOCUMENT_LEVELS = 3;
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

/***/ 3212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pk: () => (/* binding */ parentKindWord),
/* harmony export */   V1: () => (/* binding */ PLAN_FORMAT_VERSION),
/* harmony export */   kM: () => (/* binding */ DEFAULT_SAFETY_LIMITS)
/* harmony export */ });
/* harmony import */ var _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1477);
// The plan and its results: documents bound to live cyber systems, the operations, the safety
// report and what apply did. Data that renderers and apply only read; pure types and constants.

/** "facility" or "control center", as messages and renderers say it. */
function parentKindWord(kind) {
    return kind === "facility" ? "facility" : "control center";
}
// ---------------------------------------------------------------------------------------------
// The plan: data that renderers and apply only read. Versioned; see schemas/plan.schema.json.
const PLAN_FORMAT_VERSION = 1;
const DEFAULT_SAFETY_LIMITS = {
    maxChangeRatio: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["max-change-percent"].default / 100,
    minAssetsForRatio: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["min-assets-for-ratio"].default,
    maxChanges: _shared_number_setting_js__WEBPACK_IMPORTED_MODULE_0__/* .SHARED_NUMBER_SETTINGS */ .io["max-changes"].default,
};


/***/ }),

/***/ 7273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ hasErrors),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   j$: () => (/* binding */ formatLocation),
/* harmony export */   oV: () => (/* binding */ compareDiagnostics)
/* harmony export */ });
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5584);
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
    return (0,_reveal_js__WEBPACK_IMPORTED_MODULE_1__/* .revealHiddenCharacters */ .cr)(json);
}


/***/ }),

/***/ 9130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ errorCode),
/* harmony export */   g: () => (/* binding */ errorMessage)
/* harmony export */ });
// What a caught value says, without a cast at every catch: anything may be thrown, and Node's
// system errors carry their reason in `code` (ENOENT, ECONNRESET, ...).
/** The message of a thrown value: an Error's message, anything else as text. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/** The `code` of a thrown value (a system error's ENOENT, ...), when it has a text one. */
function errorCode(error) {
    const code = error?.code;
    return typeof code === "string" ? code : undefined;
}


/***/ }),

/***/ 7368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ ASSET_TYPES)
/* harmony export */ });
// Live records as the service returns them (spec 2.2), and the bodies we send for cyber assets. Pure
// types and constants; no I/O.
const ASSET_TYPES = ["hardware", "software"];


/***/ }),

/***/ 2885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OP: () => (/* binding */ compareCodePoints),
/* harmony export */   Rc: () => (/* binding */ nameKey),
/* harmony export */   XU: () => (/* binding */ FORBIDDEN_CHARACTERS),
/* harmony export */   YV: () => (/* binding */ FORBIDDEN_NAME_CHARACTER),
/* harmony export */   g9: () => (/* binding */ closestNames)
/* harmony export */ });
// How names are compared. Asset names are unique organization-wide regardless of case, so every
// comparison of identities goes through `nameKey`; every ordering shown to users goes through
// `compareCodePoints`, so plans are identical whatever the locale or the order of live records.
/**
 * The identity of a name: Unicode NFC, then `toLowerCase()` (locale-independent). "RTU-1", "rtu-1"
 * and an "é" typed as e + combining accent all share one key with their canonical spellings.
 */
function nameKey(name) {
    return name.normalize("NFC").toLowerCase();
}
/**
 * Orders strings by Unicode code point. Plain `<` compares UTF-16 code units, which puts
 * U+E000..U+FFFF after astral characters; this shifts surrogates above them instead.
 */
function compareCodePoints(a, b) {
    const length = Math.min(a.length, b.length);
    for (let index = 0; index < length; index += 1) {
        const left = a.charCodeAt(index);
        const right = b.charCodeAt(index);
        if (left !== right)
            return codePointRank(left) - codePointRank(right);
    }
    return a.length - b.length;
}
function codePointRank(codeUnit) {
    if (codeUnit < 0xd800)
        return codeUnit;
    return codeUnit >= 0xe000 ? codeUnit - 0x800 : codeUnit + 0x2000;
}
/**
 * The "did you mean" of an unknown name: up to `limit` of `candidates` at the smallest edit
 * distance between name keys, in code-point order. A candidate qualifies when at most a third of
 * the wanted name (at least one character) must change.
 */
function closestNames(wanted, candidates, limit = 3) {
    const wantedKey = nameKey(wanted);
    const maxDistance = Math.max(1, Math.floor([...wantedKey].length / 3));
    const scored = [];
    const seen = new Set();
    for (const name of candidates) {
        if (seen.has(name))
            continue;
        seen.add(name);
        const distance = editDistance(wantedKey, nameKey(name), maxDistance);
        if (distance <= maxDistance)
            scored.push({ name, distance });
    }
    const best = scored.reduce((min, entry) => Math.min(min, entry.distance), maxDistance);
    return scored
        .filter((entry) => entry.distance === best)
        .map((entry) => entry.name)
        .sort(compareCodePoints)
        .slice(0, limit);
}
/** Levenshtein distance over code points; returns `max + 1` as soon as it must exceed `max`. */
function editDistance(a, b, max) {
    const left = [...a];
    const right = [...b];
    if (Math.abs(left.length - right.length) > max)
        return max + 1;
    let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
    for (let i = 1; i <= left.length; i += 1) {
        const current = [i];
        let rowMin = i;
        for (let j = 1; j <= right.length; j += 1) {
            const substitution = (previous[j - 1] ?? 0) + (left[i - 1] === right[j - 1] ? 0 : 1);
            const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
            current.push(value);
            rowMin = Math.min(rowMin, value);
        }
        if (rowMin > max)
            return max + 1;
        previous = current;
    }
    return previous[right.length] ?? max + 1;
}
// Characters a name may not contain: C0 and C1 controls (and DEL), the bidirectional controls
// that can make a name display as a different one, and zero-width characters.
const FORBIDDEN_CHARACTERS = String.raw `\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF`;
/** One forbidden character of a name; also an unpaired surrogate (the text is not valid Unicode). */
const FORBIDDEN_NAME_CHARACTER = new RegExp(`[${FORBIDDEN_CHARACTERS}\\uD800-\\uDFFF]`, "u");


/***/ }),

/***/ 1477:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lo: () => (/* binding */ parseNumberSetting),
/* harmony export */   Ti: () => (/* binding */ describeNumberSetting),
/* harmony export */   io: () => (/* binding */ SHARED_NUMBER_SETTINGS)
/* harmony export */ });
// Numbers written in command-line flags and Action inputs. Only plain decimal digits count:
// JavaScript's Number() reads "0x1e" as 30, "1e1" as 10 and " " as 0, none of which a user means
// by a safety limit.
/**
 * The settings the CLI (as --flags) and the Action (as inputs) both take, under these names: the
 * one place their ranges and defaults are written (action.yml repeats the defaults, checked by a
 * test; DEFAULT_SAFETY_LIMITS is derived from them).
 */
const SHARED_NUMBER_SETTINGS = {
    "max-change-percent": { min: 0, max: 100, integer: false, default: 30 },
    "min-assets-for-ratio": { min: 0, integer: true, default: 10 },
    "max-changes": { min: 0, integer: true, default: 500 },
    /** Requests to the service in flight at once, during apply. */
    concurrency: { min: 1, max: 64, integer: true, default: 8 },
    /** Seconds an apply may take, reads included; after it nothing new starts. */
    deadline: { min: 1, max: 86_400, integer: true, default: 3_600 },
    /** Seconds one request may wait for its answer. */
    "request-timeout": { min: 1, max: 3_600, integer: true, default: 30 },
};
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


/***/ }),

/***/ 7272:
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

/***/ 5584:
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
/** Each hidden character as `\uXXXX` (`\u{XXXXX}` beyond the BMP). */
function revealHiddenCharacters(text) {
    return text.replace(HIDDEN_CHARACTER, escapedCodePoint);
}
/** One character as `\uXXXX`, or `\u{XXXXX}` beyond the BMP: the one notation messages use. */
function escapedCodePoint(character) {
    const hex = character.codePointAt(0).toString(16).toUpperCase();
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
    return json.replace(HIDDEN_CHARACTER, (character) => {
        if (character === "\n")
            return character;
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

/***/ 2205:
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

/***/ 6444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Oo: () => (/* binding */ DEFAULT_INVENTORY_PATTERN),
  pl: () => (/* binding */ loadInventory)
});

// UNUSED EXPORTS: DEFAULT_MAX_ASSETS, DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_TOTAL_BYTES

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/inventory/inventory-schema.ts
var inventory_schema = __webpack_require__(8790);
// EXTERNAL MODULE: ./src/core/shared/live-records.ts
var live_records = __webpack_require__(7368);
// EXTERNAL MODULE: ./src/core/shared/reveal.ts
var reveal = __webpack_require__(5584);
;// CONCATENATED MODULE: ./src/core/inventory/name-rules.ts
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
    const forbidden = names/* FORBIDDEN_NAME_CHARACTER */.YV.exec(name);
    if (forbidden) {
        const codePoint = forbidden[0].codePointAt(0) ?? 0;
        const position = [...name.slice(0, forbidden.index)].length + 1;
        return `${field.label} ${(0,shared_diagnostics/* quote */.hD)(name)} contains ${(0,reveal/* describeCharacter */.zQ)(codePoint)} at character ${position}; remove it`;
    }
    if (name.trim() === "")
        return `${field.label} is empty; write ${field.hint}`;
    if (TRAILING_OR_LEADING_SPACE.test(name)) {
        return `${field.label} ${(0,shared_diagnostics/* quote */.hD)(name)} has leading or trailing whitespace; remove it (quotes keep spaces)`;
    }
    // Code units first: a name within the limit in UTF-16 is within it in code points.
    if (name.length > inventory_schema/* MAX_NAME_LENGTH */.EM) {
        const length = [...name].length;
        if (length > inventory_schema/* MAX_NAME_LENGTH */.EM) {
            return `${field.label} is ${length} characters long; the limit is ${inventory_schema/* MAX_NAME_LENGTH */.EM}: shorten it`;
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
;// CONCATENATED MODULE: ./src/core/inventory/plain-inventory.ts
// A fast reader for inventory files in the plain style most files are written in (and the
// benchmark's): block maps indented with spaces, unquoted names of common characters, full-line
// and trailing comments. On such a file it returns exactly the documents the YAML walk of
// parse-inventory.ts returns, for a fraction of the cost: the yaml library lexes, parses and
// composes a node per scalar (about 1.4 s for 100,000 assets), this reads lines (about 0.1 s).
// Anything else, every mistake included, makes it return undefined, and the full parser reads
// the file and reports each problem at its place. It accepts only text whose YAML meaning is
// certain: a subset, never a second interpretation.




/**
 * A name yaml reads as exactly this text wherever it stands in a block map, key or value: it starts
 * with a letter, digit or "_" (never a YAML indicator), holds no ":", "#", quote, bracket, comma or
 * tab, and does not end with a space. No forbidden character (names.ts rules) can match.
 */
const PLAIN_NAME = /^[A-Za-z0-9_](?:[A-Za-z0-9_ ./()+-]*[A-Za-z0-9_./()+-])?$/;
/** Printable ASCII and line feeds only: no tab, carriage return, BOM, control or non-ASCII. */
const OUTSIDE_PLAIN_TEXT = /[^\n\x20-\x7e]/;
const DOCUMENT_START = "---";
/** The documents of `text`, or undefined when the full YAML parser must read it. */
function readPlainInventory(text, file) {
    if (OUTSIDE_PLAIN_TEXT.test(text))
        return undefined;
    const reader = new PlainReader(file);
    const lines = text.split("\n");
    for (let index = 0; index < lines.length; index++) {
        if (!reader.line(lines[index], index + 1))
            return undefined;
    }
    return reader.end();
}
class PlainReader {
    documents = [];
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
    constructor(file) {
        this.#file = file;
    }
    /** Reads one line; false when the file is not plain. */
    line(text, line) {
        let indent = 0;
        while (text.charCodeAt(indent) === 0x20)
            indent++;
        if (indent === text.length || text[indent] === "#")
            return true;
        if (text === DOCUMENT_START)
            return this.#startDocument();
        const entry = this.#entry(text, line, indent);
        if (entry === undefined)
            return false;
        if (indent === 0)
            return this.#closeAssets() && this.#documentKey(entry);
        if (this.#assetIndent === -1) {
            // The first key of `assets:`, which must be waiting for its map.
            const assets = this.#document.assets;
            if (assets === undefined || assets.length > 0 || !this.#awaitingAssets)
                return false;
            this.#awaitingAssets = false;
            this.#assetIndent = indent;
        }
        if (indent === this.#assetIndent)
            return this.#closeAsset() && this.#assetEntry(entry);
        if (indent > this.#assetIndent && this.#asset !== undefined) {
            if (this.#detailIndent === -1)
                this.#detailIndent = indent;
            return indent === this.#detailIndent && this.#detail(entry);
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
    /** Splits `key: value` (comments removed); undefined when the line is anything else. */
    #entry(text, line, indent) {
        let content = text;
        const hash = content.indexOf("#");
        if (hash !== -1) {
            // A comment starts at a "#" after a space; any other "#" is not plain.
            if (content[hash - 1] !== " ")
                return undefined;
            content = content.slice(0, hash);
        }
        content = content.trimEnd();
        const colon = content.indexOf(":", indent);
        if (colon === -1)
            return undefined;
        const key = content.slice(indent, colon);
        if (!isPlainName(key))
            return undefined;
        if (colon + 1 === content.length)
            return { line, indent, key };
        if (content[colon + 1] !== " ")
            return undefined;
        let start = colon + 1;
        while (content.charCodeAt(start) === 0x20)
            start++;
        const value = content.slice(start);
        if (!isPlainName(value))
            return undefined;
        return { line, indent, key, value: { value, location: this.#at(line, start) } };
    }
    #documentKey(entry) {
        const document = this.#document;
        if (document.keys.has(entry.key))
            return false;
        document.keys.add(entry.key);
        document.location ??= this.#at(entry.line, 0);
        const value = entry.value;
        switch (entry.key) {
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
                document.assetsLocation = this.#at(entry.line, 0);
                this.#awaitingAssets = true;
                return value === undefined;
            default:
                return false;
        }
    }
    #assetEntry(entry) {
        if (this.#assetNames.has(entry.key))
            return false;
        this.#assetNames.add(entry.key);
        if (entry.value === undefined) {
            this.#asset = { entry, keys: new Set() };
            return true;
        }
        const type = assetType(entry.value.value);
        if (type === undefined)
            return false;
        const location = this.#at(entry.line, entry.indent);
        this.#document.assets.push({ name: entry.key, type, location });
        return true;
    }
    #detail(entry) {
        const asset = this.#asset;
        if (entry.value === undefined || asset.keys.has(entry.key))
            return false;
        asset.keys.add(entry.key);
        switch (entry.key) {
            case "type":
                asset.type = assetType(entry.value.value);
                return asset.type !== undefined;
            case "renamed_from":
                asset.renamedFrom = entry.value;
                return true;
            default:
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
        const { entry } = asset;
        const declared = {
            name: entry.key,
            type: asset.type,
            location: this.#at(entry.line, entry.indent),
        };
        if (asset.renamedFrom)
            declared.renamedFrom = asset.renamedFrom;
        this.#document.assets.push(declared);
        return true;
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
    #at(line, offset) {
        return { file: this.#file, line, column: offset + 1 };
    }
}
function newDocument(explicit) {
    return { explicit, keys: new Set(), prune: true };
}
function isPlainName(text) {
    return text.length <= inventory_schema/* MAX_NAME_LENGTH */.EM && PLAIN_NAME.test(text);
}
function assetType(text) {
    return live_records/* ASSET_TYPES */.D.find((type) => type === text);
}

// EXTERNAL MODULE: ./src/core/inventory/yaml-reader.ts
var yaml_reader = __webpack_require__(5961);
;// CONCATENATED MODULE: ./src/core/inventory/parse-inventory.ts
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
    return { documents: parser.documents, diagnostics: parser.diagnostics.sort(shared_diagnostics/* compareDiagnostics */.oV) };
}
class FileParser extends yaml_reader/* StrictYamlReader */.OI {
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
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            switch (keyText) {
                case "cyber_system":
                    cyberSystem = this.#name(value, keyOffset, REFERENCE_FIELDS.cyber_system);
                    break;
                case "facility":
                    facilityKey = keyOffset;
                    facility = this.#name(value, keyOffset, REFERENCE_FIELDS.facility);
                    break;
                case "control_center":
                    controlCenterKey = keyOffset;
                    controlCenter = this.#name(value, keyOffset, REFERENCE_FIELDS.control_center);
                    break;
                case "prune":
                    prune = this.#prune(value, keyOffset) ?? prune;
                    break;
                case "assets":
                    assetsLocation = this.at(keyOffset);
                    assets = this.#assets(value, keyOffset);
                    break;
                default:
                    this.#unknownKey(key, keyText, inventory_schema/* DOCUMENT_KEYS */.pg, "the keys of a document are");
            }
        }
        if (facilityKey !== undefined && controlCenterKey !== undefined) {
            const [first, second] = [facilityKey, controlCenterKey].sort((a, b) => a - b);
            this.error(second, "facility and control_center are both set; a cyber system belongs to one of them: remove the other", [this.at(first)]);
        }
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "cyber_system")) {
            this.error(start, 'missing key "cyber_system": write the name or id (cs_...) of the existing cyber system whose assets this document declares');
        }
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "assets")) {
            this.error(start, 'missing key "assets": list the assets of the cyber system (name: hardware or software), or write "assets: {}" for a cyber system with no assets');
        }
        if (cyberSystem === undefined || assets === undefined || assetsLocation === undefined)
            return;
        const document = {
            location: this.at(start),
            cyberSystem,
            prune,
            assets,
            assetsLocation,
        };
        if (facility)
            document.facility = facility;
        if (controlCenter)
            document.controlCenter = controlCenter;
        this.documents.push(document);
    }
    #unknownKey(key, keyText, known, listIntro) {
        const [suggestion] = (0,names/* closestNames */.g9)(keyText, known, 1);
        this.error((0,yaml_reader/* nodeStart */.f)(key), suggestion === undefined
            ? `unknown key ${(0,shared_diagnostics/* quote */.hD)(keyText)}; ${listIntro} ${(0,wording/* listOf */.c3)(known)}`
            : `unknown key ${(0,shared_diagnostics/* quote */.hD)(keyText)}; did you mean ${(0,shared_diagnostics/* quote */.hD)(suggestion)}?`);
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
        const problem = nameProblem(name, field);
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
            const nameOk = this.#checkName(keyText, keyOffset, ASSET_NAME);
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
            this.error((0,yaml_reader/* nodeStart */.f)(value), `asset ${(0,shared_diagnostics/* quote */.hD)(name)} must be hardware, software, or a map with type (and renamed_from), not a list`);
            return undefined;
        }
        const type = this.#assetType(name, keyOffset, value);
        return type === undefined ? undefined : { name, type, location: this.at(keyOffset) };
    }
    #assetDetails(name, keyOffset, details) {
        let type;
        let hasType = false;
        let renamedFrom;
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
                    renamedFrom = this.#name(value, detailKeyOffset, REFERENCE_FIELDS.renamed_from);
                    valid &&= renamedFrom !== undefined;
                    break;
                default:
                    valid = false;
                    this.#unknownKey(key, keyText, inventory_schema/* ASSET_DETAIL_KEYS */.qD, "an asset written as a map has the keys");
            }
        }
        if (!hasType) {
            this.error(keyOffset, `asset ${(0,shared_diagnostics/* quote */.hD)(name)} has no type; add "type: hardware" or "type: software"`);
        }
        if (!valid || type === undefined)
            return undefined;
        const asset = { name, type, location: this.at(keyOffset) };
        if (renamedFrom)
            asset.renamedFrom = renamedFrom;
        return asset;
    }
    /** The type of an asset, from a node already checked by plainNode. */
    #assetType(name, keyOffset, value) {
        if (!(0,dist/* isNode */.Ll)(value) || ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))) {
            this.error(keyOffset, `asset ${(0,shared_diagnostics/* quote */.hD)(name)} has no type; write hardware or software`);
            return undefined;
        }
        if (!(0,dist/* isScalar */.jn)(value)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `the type of asset ${(0,shared_diagnostics/* quote */.hD)(name)} must be hardware or software, not ${(0,yaml_reader/* describeValue */.bp)(value)}`);
            return undefined;
        }
        const text = (0,yaml_reader/* scalarText */.ws)(value);
        if (isAssetType(text))
            return text;
        const [suggestion] = (0,names/* closestNames */.g9)(text, live_records/* ASSET_TYPES */.D, 1);
        this.error((0,yaml_reader/* nodeStart */.f)(value), suggestion === undefined
            ? `unknown asset type ${(0,shared_diagnostics/* quote */.hD)(text)}; write hardware or software`
            : `unknown asset type ${(0,shared_diagnostics/* quote */.hD)(text)}; did you mean ${(0,shared_diagnostics/* quote */.hD)(suggestion)}?`);
        return undefined;
    }
}
function isAssetType(text) {
    return live_records/* ASSET_TYPES */.D.includes(text);
}

;// CONCATENATED MODULE: ./src/core/inventory/validate-inventory.ts


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
 * first declaration of each name key.
 */
function checkAssetNamesUnique(documents, report) {
    const assets = new Map();
    for (const document of documents) {
        for (const asset of document.assets) {
            const key = (0,names/* nameKey */.Rc)(asset.name);
            const first = assets.get(key);
            if (first === undefined) {
                assets.set(key, { asset, document });
                continue;
            }
            const spelling = first.asset.name === asset.name
                ? ""
                : first.asset.name.normalize("NFC") === asset.name.normalize("NFC")
                    ? " (the same text, in another Unicode normalization form)"
                    : ` as ${(0,shared_diagnostics/* quote */.hD)(first.asset.name)}`;
            report(asset.location, `asset ${(0,shared_diagnostics/* quote */.hD)(asset.name)} is already declared at ${(0,shared_diagnostics/* formatLocation */.j$)(first.asset.location)}${spelling}; asset names are unique across the inventory, ignoring case: rename or remove one`, first.asset.location);
        }
    }
    return assets;
}
/** One new name per live asset, and no rename of an asset another document keeps. */
function checkRenames(documents, assets, report) {
    const renames = new Map();
    for (const document of documents) {
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
            if (declared !== undefined && declared.document !== document) {
                report(renamedFrom.location, `renamed_from ${(0,shared_diagnostics/* quote */.hD)(renamedFrom.value)} names an asset that another document declares, at ${(0,shared_diagnostics/* formatLocation */.j$)(declared.asset.location)}; an asset cannot both stay there and be renamed here: remove it from the other document, or remove renamed_from`, declared.asset.location);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/io/inventory-files.ts
// Reads the inventory files: expands the patterns, keeps every file inside the repository, reads
// them with bounded concurrency, parses each and checks the rules across files. A file that cannot
// be read is an error, never an absent declaration: the desired state is all of it or nothing.







const DEFAULT_INVENTORY_PATTERN = "inventory/";
const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_TOTAL_BYTES = 16 * 1024 * 1024;
const DEFAULT_MAX_ASSETS = 100_000;
const READ_CONCURRENCY = 16;
const GLOB_CHARACTERS = /[*?[\]{}]/;
async function loadInventory(source) {
    const cwd = (0,external_node_path_.resolve)(source.cwd);
    const root = await (0,promises_.realpath)((0,external_node_path_.resolve)(cwd, source.root)).catch(() => (0,external_node_path_.resolve)(cwd, source.root));
    const maxFileBytes = source.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    const diagnostics = [];
    const found = new Set();
    const patterns = source.patterns.length > 0 ? source.patterns : [DEFAULT_INVENTORY_PATTERN];
    for (const pattern of patterns) {
        const reported = diagnostics.length;
        const matched = await expandPattern(pattern, cwd, root, diagnostics);
        // A pattern whose only directory was refused already has its error.
        if (matched.length === 0 && diagnostics.length === reported) {
            diagnostics.push({
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
            diagnostics.push(read.diagnostic);
            continue;
        }
        const display = files[index]?.display ?? "";
        const overBytes = totals.addText(display, read.text);
        if (overBytes !== undefined) {
            diagnostics.push(overBytes);
            break;
        }
        const parsed = parseInventoryText(read.text, display);
        documents.push(...parsed.documents);
        diagnostics.push(...parsed.diagnostics);
        const overAssets = totals.addDocuments(display, parsed.documents);
        if (overAssets !== undefined) {
            diagnostics.push(overAssets);
            break;
        }
    }
    diagnostics.push(...validateInventory(documents));
    return {
        files: files.map((file) => file.display),
        documents,
        diagnostics: diagnostics.sort(shared_diagnostics/* compareDiagnostics */.oV),
    };
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
        return fileError(display, `with this file the inventory files total ${this.#bytes} bytes, over the limit of ${this.#maxBytes} bytes for all of them; this file and later ones were not read: check that the path patterns name only inventory files`);
    }
    addDocuments(display, documents) {
        for (const document of documents)
            this.#assets += document.assets.length;
        if (this.#assets <= this.#maxAssets)
            return undefined;
        return fileError(display, `with this file the inventory declares ${this.#assets} assets, over the limit of ${this.#maxAssets}; later files were not read: check that the path patterns name only this organization's inventory files`);
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
function isInside(root, path) {
    return path === root || path.startsWith(root.endsWith(external_node_path_.sep) ? root : root + external_node_path_.sep);
}
function isInventoryFileName(path) {
    const extension = (0,external_node_path_.extname)(path).toLowerCase();
    return extension === ".yaml" || extension === ".yml";
}
function displayPath(cwd, path) {
    return (0,external_node_path_.relative)(cwd, path).split(external_node_path_.sep).join("/") || ".";
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

/***/ 7424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ proxyCredentials),
/* harmony export */   th: () => (/* binding */ proxyForUrl)
/* harmony export */ });
/* unused harmony export readProxySettings */
/* harmony import */ var _core_shared_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7272);
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
        : (0,_core_shared_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .shortSecretProblem */ .KI)(safeDecode(url.password), `the password in ${source}`);
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
