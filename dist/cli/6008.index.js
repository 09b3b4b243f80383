export const id = 6008;
export const ids = [6008];
export const modules = {

/***/ 76008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  firstPass: () => (/* binding */ firstPass),
  openFiles: () => (/* binding */ openFiles),
  putInPlace: () => (/* binding */ putInPlace),
  writePopulations: () => (/* binding */ writePopulations)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/audit/populations.ts + 7 modules
var populations = __webpack_require__(38855);
// EXTERNAL MODULE: ./src/core/audit/port-population.ts
var port_population = __webpack_require__(28918);
// EXTERNAL MODULE: ./src/io/checkout/inventory-at-commit.ts
var inventory_at_commit = __webpack_require__(40237);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts + 1 modules
var evidence_chain = __webpack_require__(36968);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/core/evidence/records/beside/inventory-listing.ts
var inventory_listing = __webpack_require__(66782);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/io/ledger/ledger-files.ts
var ledger_files = __webpack_require__(90833);
// EXTERNAL MODULE: ./src/core/evidence/chain/as-of.ts
var as_of = __webpack_require__(65037);
// EXTERNAL MODULE: ./src/cli/shared/ledger/checkpoint-start.ts
var checkpoint_start = __webpack_require__(93291);
// EXTERNAL MODULE: ./src/cli/shared/ledger/verified-from-checkpoint.ts
var verified_from_checkpoint = __webpack_require__(96888);
// EXTERNAL MODULE: ./src/cli/compliance/obligation-calendar.ts
var obligation_calendar = __webpack_require__(21789);
// EXTERNAL MODULE: ./src/io/ledger/ledger-checkout.ts
var ledger_checkout = __webpack_require__(84048);
// EXTERNAL MODULE: ./src/cli/shared/flag-files.ts
var flag_files = __webpack_require__(6600);
// EXTERNAL MODULE: ./src/cli/shared/io.ts
var shared_io = __webpack_require__(2520);
// EXTERNAL MODULE: ./src/cli/shared/ledger/verified-records.ts + 1 modules
var verified_records = __webpack_require__(27856);
// EXTERNAL MODULE: ./src/cli/shared/ledger/writer-signatures.ts
var writer_signatures = __webpack_require__(26487);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
// EXTERNAL MODULE: ./src/core/audit/row-sort.ts
var row_sort = __webpack_require__(32828);
// EXTERNAL MODULE: ./src/io/sort/spilled-sort.ts + 1 modules
var spilled_sort = __webpack_require__(97819);
// EXTERNAL MODULE: ./src/render/evidence/populations.ts
var evidence_populations = __webpack_require__(80212);
;// CONCATENATED MODULE: ./src/cli/evidence/population-files.ts
// The files of `cip-sync evidence populations`, written row by row as the passes make the rows
// (render/evidence/populations.ts lays them out): a file that holds one population (each CSV) is written
// straight through; one that holds several (populations.json) gets each population's rows in a
// part of its own beside it, joined in order once every row is made. Rows that wait in a sort on
// disk may be handed whole to the handover's writer thread (handover-writer.ts), which writes them
// into a part of their own meanwhile; the population's later rows then go to another part, and
// the parts are joined in order too. Nothing is put in place before `commit`, and `abandon` leaves
// nothing behind.








class PopulationFiles {
    #out;
    #format;
    #layout;
    #targets;
    #targetOf = new Map();
    /** Where each population's next row goes. */
    #writers = new Map();
    /** Each population's parts, in order, when its rows are not all in its file's own writer. */
    #parts = new Map();
    #rows = new Map();
    /** --out did not exist before: abandoning removes it again, when nothing else is in it. */
    #created;
    #aside;
    constructor(out, format, layout, { targets, parts }, created) {
        this.#out = out;
        this.#format = format;
        this.#created = created;
        this.#layout = layout;
        this.#targets = targets;
        for (const target of targets) {
            for (const population of target.populations) {
                const part = parts.get(population);
                this.#targetOf.set(population, target);
                this.#writers.set(population, part ?? target.file);
                this.#rows.set(population, 0);
                if (part === undefined)
                    target.file.write(this.#layout.start(population));
                else
                    this.#parts.set(population, [ownPart(partName(target, population, 0), part)]);
            }
        }
    }
    /** The files of `format` under the directory `out`, of the populations `names`, opened. */
    static async open(out, format, names) {
        const created = !(0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(out.cwd, out.given));
        const layout = (0,evidence_populations/* populationLayout */.yQ)(format, names);
        const targets = [];
        const parts = new Map();
        for (const { name, populations } of layout.files) {
            const target = { name, populations, file: await (0,flag_files/* openUnder */.rF)(out, name) };
            targets.push(target);
            if (populations.length === 1)
                continue;
            for (const population of populations)
                parts.set(population, await (0,flag_files/* openUnder */.rF)(out, partName(target, population, 0)));
        }
        return new PopulationFiles(out, format, layout, { targets, parts }, created);
    }
    /** From now on, rows waiting in a sort on disk are handed to `writer`. */
    handRowsTo(writer) {
        this.#aside = writer;
    }
    sink = Object.assign((population, row) => {
        const index = (0,collections/* getOrThrow */.Gp)(this.#rows, population, "the row counts");
        (0,collections/* getOrThrow */.Gp)(this.#writers, population, "the population writers").write(this.#layout.row(population, row, index));
        this.#rows.set(population, index + 1);
    }, {
        sorted: (population, sort) => this.#sorted(population, sort),
    });
    /** Puts every file in place; each file's name and row count. */
    async commit() {
        const written = [];
        for (const target of this.#targets) {
            let rows = 0;
            for (const population of target.populations) {
                const parts = this.#parts.get(population) ?? [];
                if (target.populations.length > 1)
                    target.file.write(this.#layout.start(population));
                for (const part of parts) {
                    await part.finished();
                    await target.file.append(part.name);
                    await (0,promises_.rm)((0,external_node_path_.resolve)(this.#out.cwd, this.#out.given, part.name));
                }
                const count = (0,collections/* getOrThrow */.Gp)(this.#rows, population, "the row counts");
                rows += count;
                target.file.write(this.#layout.end(population, count));
            }
            await target.file.commit();
            written.push({ name: target.name, rows });
        }
        return written;
    }
    /** Removes whatever was written, and --out itself when this run made it. */
    async abandon() {
        for (const target of this.#targets) {
            await target.file.abandon();
            for (const population of target.populations)
                for (const part of this.#parts.get(population) ?? [])
                    await part.abandon();
        }
        // rmdir, not rm: a directory something else wrote into meanwhile is left as it is.
        if (this.#created)
            await (0,promises_.rmdir)((0,external_node_path_.resolve)(this.#out.cwd, this.#out.given)).catch(() => undefined);
    }
    /**
     * The rows of `sort`: handed to the writer thread when there is one and they wait on disk (the
     * rows after them then go to a part of their own), else written here.
     */
    #sorted(population, sort) {
        const order = sort instanceof spilled_sort/* SpilledSort */.KQ && sort.runs > 0 ? (0,row_sort/* rowOrderName */.cS)(sort.order) : undefined;
        if (this.#aside === undefined || !(sort instanceof spilled_sort/* SpilledSort */.KQ) || order === undefined) {
            for (const { row } of sort.sorted())
                this.sink(population, row);
            return;
        }
        const target = (0,collections/* getOrThrow */.Gp)(this.#targetOf, population, "the population files");
        const parts = this.#parts.get(population) ?? [];
        this.#parts.set(population, parts);
        const first = (0,collections/* getOrThrow */.Gp)(this.#rows, population, "the row counts");
        const handed = partName(target, population, parts.length + 1);
        const write = this.#aside.rows({
            target: { ...this.#out, given: (0,external_node_path_.join)(this.#out.given, handed) },
            population,
            format: this.#format,
            order,
            first,
            rows: sort.handOff(),
        });
        parts.push({ name: handed, finished: write.written, abandon: write.abandon });
        this.#rows.set(population, first + sort.count);
        const later = partName(target, population, parts.length + 1);
        const file = (0,flag_files/* openNamedUnder */.i_)(this.#out, later);
        parts.push(ownPart(later, file));
        this.#writers.set(population, file);
    }
}
/** The name of a population's part `index` (0: its first, when its file holds several). */
function partName(target, population, index) {
    return `.${target.name}.${population}${index === 0 ? "" : `.${index}`}.part`;
}
/** A part this thread writes. */
function ownPart(name, file) {
    return { name, finished: () => file.commit(), abandon: () => file.abandon() };
}

// EXTERNAL MODULE: ./src/core/obligations/obligation-families.ts
var obligation_families = __webpack_require__(39178);
;// CONCATENATED MODULE: ./src/cli/evidence/populations-command.ts
// `cip-sync evidence populations`: the populations an auditor samples from, for a period of
// calendar days in the policy calendar's time zone, written as files into --out, each row naming
// its ledger record. Only a ledger that verifies is read, and of it only the records recorded by
// the period's end are judged (as-of.ts): a record appended later changes no population of it.
// Made in two passes over the ledger (core/audit/population-passes.ts), each row written to its
// file as it is made; no record is held, and nothing is put in place unless the ledger verifies.

























async function writePopulations(settings, io, bundle) {
    // The obligations' rows wait for their order in runs on disk, removed whatever happens.
    const sorts = new spilled_sort/* SpilledSorts */.B4();
    try {
        return await writeSorted(settings, io, sorts.sortOf, bundle);
    }
    finally {
        sorts.discard();
    }
}
async function writeSorted(settings, io, sortOf, bundle) {
    // First, so that a wrong --out or --ledger-declaration is said before the ledger is read.
    const out = (0,flag_files/* flagPath */.aO)("--out", settings.out, "choose another directory for the populations", io);
    await (0,flag_files/* requireEmptyDirectory */.MZ)(out, settings.force);
    await (0,writer_signatures/* writerKeys */.gc)(io, settings);
    const judged = await (0,obligation_calendar/* obligationCalendar */.T)(settings.policyFile, { timeZone: settings.timeZone }, io);
    if (judged === undefined)
        return shared_io/* EXIT_BAD_INPUT */.yt;
    const dir = (0,external_node_path_.resolve)(io.cwd, settings.dir);
    const ledger = await (0,ledger_checkout/* ledgerCheckout */.c)(dir, "--dir");
    const now = new Date(io.now?.() ?? Date.now());
    // One function decides the period and its "as of" day, for the report and the populations.
    const period = (0,as_of/* calendarPeriod */.A)(settings.firstDay, settings.lastDay, judged.calendar.timeZone, now);
    const reading = { settings, io, sortOf, bundle, out, judged, dir, ledger, now, period };
    // From the last checkpoint before the period, where one stands (checkpoint-start.ts); from
    // every record where none does, or the reading from it cannot go on.
    const start = await (0,checkpoint_start/* checkpointBeforePeriod */.l4)(settings, period, io);
    if (start !== undefined) {
        const resumed = start.spoiled === undefined ? await writeOnce(reading, start) : undefined;
        if (resumed !== undefined)
            return resumed;
        io.stderr(start.fellBack());
    }
    return (await writeOnce(reading, undefined)) ?? shared_io/* EXIT_ERROR */.SI;
}
/**
 * The populations from one reading of the ledger: from `start` on, or from every record; undefined
 * (nothing put in place, `start` spoiled) when the reading from the checkpoint cannot go on.
 */
async function writeOnce(reading, start) {
    const { settings, io, out } = reading;
    const files = await openFiles(settings, out, io);
    // Whatever stops it once the files are open (a key file that holds no key, git, the disk)
    // leaves nothing in --out, so that a retry into it is not refused as "not empty".
    try {
        return await writeOpened(reading, start, files);
    }
    catch (error) {
        await files.abandon();
        throw error;
    }
}
/** writeOnce with its files open: each refusal abandons them, the end puts them in place. */
async function writeOpened(reading, start, files) {
    const first = firstPass(reading, start, files.sink);
    if (first === undefined) {
        await files.abandon();
        return undefined;
    }
    const read = await readRecords(reading, start, (entry) => first.add(entry));
    if (read === undefined) {
        await files.abandon();
        return undefined;
    }
    return putInPlace(reading, start, files, { first, read });
}
/**
 * The populations once the first pass has read the ledger (`read`, as verified, or why not): the
 * listings, the ports and the second pass, then the files put in place (EXIT_OK), or abandoned
 * with why (EXIT_ERROR). `evidence handover` gives it the pass its own reading fed, and what it
 * writes while the writer thread writes the rows handed to it (`meanwhile`, before the files are
 * joined and put in place).
 */
async function putInPlace(reading, start, files, { first, read, asOf, meanwhile, }) {
    const { settings, io, bundle, dir, ledger } = reading;
    /** Nothing put in place, and why. */
    const refuse = async (why) => {
        await files.abandon();
        io.stderr(why);
        return shared_io/* EXIT_ERROR */.SI;
    };
    const changed = (detail) => `The evidence ledger in ${settings.dir} changed while it was read${detail}: run the command again.\n`;
    if (first.missedLaterRecords)
        return refuse(changed(""));
    const listings = "refusal" in read ? read : await listingsOf(first.fold.assets.listings(), dir);
    if ("refusal" in listings || "problem" in listings)
        return refuse("refusal" in listings ? listings.refusal : `${listings.problem}\n`);
    if (!settings.withoutPorts) {
        // The ports population reads git at the records where an asset's ports changed.
        const rows = await portsOf(first.fold.ports, dir, bundle);
        if ("problem" in rows)
            return refuse(`The populations were not written: ${rows.problem}. To write the others without ports.csv, pass --without-ports.\n`);
        for (const row of rows)
            files.sink("ports", row);
    }
    const reread = first
        .finish(listings, asOf)
        .read((path, sha256) => readAgain(ledger, path, sha256));
    if (reread !== undefined)
        return refuse(changed(` (${reread.changed} is not the record verified)`));
    await meanwhile?.();
    const written = await files.commit();
    const since = "since" in read ? read.since : undefined;
    if (start !== undefined && since !== undefined)
        io.stderr(start.judgedFrom(since));
    io.stdout(writtenText(written, settings, bundle, first));
    return shared_io/* EXIT_OK */.Ij;
}
/**
 * The first pass (population-passes.ts), judging the obligations as of the period's last day from
 * the records by then (which a change opened, and what closed them) and, when records follow the
 * period (their names say when they were recorded), from every record, for what a later record
 * closed; resumed from `start`'s checkpoint when given (undefined, and `start` spoiled, when the
 * checkpoint was judged with another calendar or grace than the command's). A period still
 * running is judged as of today, as the report judges it (period.asOf). With `asOfGiven`, the
 * caller judges as of that day itself and gives the pass what it decides (Judging.asOfGiven).
 */
function firstPass({ judged, ledger, now, period, sortOf, dir }, start, sink, asOfGiven = false) {
    const { calendar, completionGraceDays } = judged;
    const { lastDay, timeZone } = period;
    const today = (0,shared_calendar/* dateIn */.m7)(now, timeZone);
    const end = period.to.toISOString();
    const paths = start === undefined
        ? ledger.paths()
        : ledger.paths(`${record_files/* RECORDS_DIR */.v7}/${start.from.workspace}`, start.from.path);
    const after = anyRecordedFrom(paths, end);
    try {
        return new populations/* PopulationsFirstPass */.g8(period, sink, (record) => ledger.stamp((0,record_files/* recordPath */.lX)(record)) ?? "not timestamped", {
            judging: {
                lastDay: period.asOf,
                laterDay: !after ? undefined : today > lastDay ? today : lastDay,
                calendar,
                completionGraceDays,
                resumeFrom: start?.checkpoint.obligations,
                asOfGiven,
            },
            sortOf,
            pathBefore: (0,ledger_files/* recordPathOf */.ok)(dir),
            heldFold: start?.checkpoint.populations,
            now,
            ...(start && {
                resumedDrift: { workspace: start.from.workspace, drift: start.checkpoint.report.drift },
            }),
        });
    }
    catch (error) {
        start?.spoil((0,errors/* errorMessage */.g)(error));
        return undefined;
    }
}
/**
 * Whether any of `paths` was recorded at or after `end` (an ISO time): the walk stops at the first,
 * where a copy of every path (100,000 strings) was made to ask it.
 */
function anyRecordedFrom(paths, end) {
    for (const path of paths)
        if (((0,record_files/* recordedAtOfPath */.ml)(path) ?? "") >= end)
            return true;
    return false;
}
/**
 * Every record `add` is given, as verified: from `start` on (undefined, and `start` spoiled, when
 * that reading cannot go on), or from the first.
 */
async function readRecords({ settings, io }, start, add) {
    if (start === undefined)
        return (0,verified_records/* visitVerified */.uw)(io, settings, "population", add);
    return (0,verified_from_checkpoint/* visitWhileItStands */.t)(io, settings, "population", start, add);
}
/**
 * What was written, a line per file, then each family not judged (its files are empty), naming
 * the ledger as given (the bundle, not its clone).
 */
function writtenText(written, settings, bundle, families) {
    const lines = written.map(({ name, rows }) => `  ${(0,external_node_path_.join)(settings.out, name)}: ${rows} row(s)`);
    if (settings.withoutPorts)
        lines.push("  ports: not written (--without-ports)");
    // An empty file of a family not judged is no all-clear: said here, and in the exceptions.
    for (const family of families.notJudged)
        lines.push(`Not judged: ${family.notJudged}`);
    for (const family of families.notApplicable)
        lines.push(`Not applicable: ${(0,obligation_families/* notApplicableWords */.Sg)(family)}`);
    return `Wrote the populations of ${bundle ?? settings.dir} for the period:\n${lines.join("\n")}\n`;
}
/**
 * The populations' files, opened once the ledger's history is known to be there or not (asked
 * before anything is written: --operator-keys needs one to check its keys against); without one,
 * the exceptions say so first, since no commit authenticates anything in the ledger.
 */
async function openFiles(settings, out, io) {
    // ports.csv only where the clone's history can give it (--without-ports).
    const names = settings.withoutPorts
        ? populations/* POPULATION_NAMES */.dI.filter((name) => name !== "ports")
        : populations/* POPULATION_NAMES */.dI;
    const historyRead = await (0,verified_records/* hasHistory */.tw)(io, settings);
    const files = await PopulationFiles.open(out, settings.format, names);
    if (!historyRead)
        files.sink("exceptions", (0,populations/* historyNotCheckedRow */.jI)());
    return files;
}
/**
 * A record the first pass verified, read again where its bytes are those verified (the same
 * SHA-256), and so not checked again; "changed" where they are not, or the file is gone.
 */
function readAgain(ledger, path, sha256) {
    let bytes;
    try {
        bytes = ledger.read(path);
    }
    catch {
        return "changed";
    }
    return (0,shared_sha256/* sha256Hex */.fg)(bytes) === sha256 ? { record: (0,evidence_chain/* parseVerifiedRecord */.bX)(bytes), sha256 } : "changed";
}
/**
 * The inventory listing of each workspace's last reconciliation before the period's end that kept
 * one (`last`), read and checked against what its record says of it (the whole ledger verified
 * already, listings included; a record before a checkpoint as the checkpoint holds it), by its
 * record's path.
 */
async function listingsOf(last, dir) {
    const listings = new Map();
    for (const { by, listing } of last) {
        const path = (0,inventory_listing/* listingPath */.qS)(by.path);
        const read = (0,inventory_listing/* readListing */.vS)(await (0,promises_.readFile)((0,external_node_path_.join)(dir, path)), listing, path);
        if ("problem" in read)
            return read;
        listings.set(by.path, read);
    }
    return listings;
}
/**
 * The ports population as of the period's end: the declared ports read from the inventory files
 * at each commit where an asset's ports changed, in the git repository of the ledger's checkout.
 */
async function portsOf(population, dir, bundle) {
    const reads = population.reads();
    const cites = ({ by }) => `record ${by.sequence} of workspace ${by.workspace} (${by.path})`;
    const contents = await (0,inventory_at_commit/* baselinesAtCommits */.ol)(dir, reads.map((read) => ({ commit: read.commit, cites: cites(read) })), bundle);
    if ("problem" in contents)
        return contents;
    return population.rows((read) => contents
        .get(read.commit)
        ?.get((0,inventory_at_commit/* systemKey */.Xy)(read.baseline.cyber_system ?? read.baseline.cyber_system_id, read.baseline.asset)));
}


/***/ }),

/***/ 40237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rw: () => (/* binding */ existingBaselinesAt),
/* harmony export */   Xy: () => (/* binding */ systemKey),
/* harmony export */   ol: () => (/* binding */ baselinesAtCommits),
/* harmony export */   x3: () => (/* binding */ reviewedFilesAtRef)
/* harmony export */ });
/* harmony import */ var _core_inventory_document_parse_inventory_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88256);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54917);
/* harmony import */ var _reviewed_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33492);
// The baselines the inventory files declared at a commit, read from git (`git grep` to find the
// inventory files at the commit, `git show <commit>:<path>` for each; no shell) and parsed as the
// plan parses them: each asset's baseline content by cyber system and asset name. Evidence keeps
// digests, never content; this is how a population shows content the ledger vouches for. A
// commit that is not in the clone (a shallow or single-branch clone, a missing object) is a
// problem that says how to fetch it: nothing is guessed. The same files at the commit `plan
// --base` names are the existing baselines a plan compares its own with (CIP-010 R1.2), and its
// reviewed files those the plan shows the checkout's changes of.




const GIT_BOUNDS = { timeoutMs: 60_000, maxStdoutBytes: 256 * 1024 * 1024 };
/** How an asset is found at a commit: its system's name and its own, as the files write them. */
function systemKey(cyberSystem, asset) {
    return `${(0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(cyberSystem)}/${(0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(asset)}`;
}
/**
 * The baselines declared at each of `commits` in the repository at `dir`, or why not; `bundle`
 * names the git bundle `dir` was cloned from, if it was (what to fetch then is what to bundle).
 */
async function baselinesAtCommits(dir, commits, bundle) {
    const found = new Map();
    for (const { commit, cites } of commits) {
        if (found.has(commit))
            continue;
        const read = await baselinesAt(dir, commit, cites, bundle);
        if ("problem" in read)
            return read;
        found.set(commit, read.baselines);
    }
    return found;
}
async function baselinesAt(dir, commit, cites, bundle) {
    const missing = (why) => ({
        problem: bundle === undefined
            ? `${cites} names commit ${commit}, which the git repository at ${dir} cannot show (${why.trim() || "no answer"}); the populations read the ports from the inventory files at that commit: fetch the repository's history (git fetch --unshallow, or git fetch origin with the default branch) and run again from a clone that has it`
            : `${cites} names commit ${commit}, which the bundle ${bundle} does not hold (${why.trim() || "no answer"}); the populations read the ports from the inventory files at that commit: make the bundle with the default branch beside the evidence branch (git bundle create ledger.bundle cip-sync-evidence origin/main, in a clone of the repository) and run again`,
    });
    if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(commit))
        return missing("not a commit id");
    const exists = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, ["cat-file", "-e", `${commit}^{commit}`], GIT_BOUNDS);
    if (exists.code !== 0)
        return missing(exists.stderr);
    const read = await documentsAt(dir, commit);
    if ("gitSaid" in read)
        return missing(read.gitSaid);
    const baselines = new Map();
    for (const document of read.documents)
        for (const asset of document.assets)
            if (asset.baseline?.content !== undefined)
                baselines.set(systemKey(document.cyberSystem.value, asset.name), asset.baseline.content);
    return { baselines };
}
/**
 * The inventory documents at `commit` (one that exists): the YAML files that declare a cyber
 * system, anywhere in the tree (`:(top)`: `dir` may be a subdirectory, such as a checkout of the
 * evidence branch), parsed as the plan parses them; or what git said when it could not show them.
 */
async function documentsAt(dir, commit) {
    const grep = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, [
        "grep",
        "--full-name",
        "-l",
        "-z",
        "-F",
        "-e",
        "cyber_system:",
        commit,
        "--",
        ":(top)*.yaml",
        ":(top)*.yml",
    ], GIT_BOUNDS);
    // git grep exits 1 when nothing matches: no inventory at that commit. It exits 1 too when it
    // could not read a file it lists (an object a clone lacks), saying so: that is no answer.
    const noneMatched = grep.code === 1 && grep.stderr.trim() === "";
    if (grep.code !== 0 && !noneMatched)
        return { gitSaid: grep.stderr };
    const documents = [];
    for (const named of grep.stdout.split("\0").filter((line) => line !== "")) {
        const path = named.slice(commit.length + 1);
        const shown = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, ["show", `${commit}:${path}`], GIT_BOUNDS);
        if (shown.code !== 0)
            return { gitSaid: shown.stderr };
        documents.push(...(0,_core_inventory_document_parse_inventory_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInventoryText */ .r)(shown.stdout, path).documents);
    }
    return { documents };
}
/**
 * The existing baselines a plan compares its own with: the inventory documents at `ref` (a commit,
 * branch or tag of the repository at `dir`, as `--base` names it), or why they could not be read.
 */
async function existingBaselinesAt(dir, ref, flag) {
    const at = await commitNamed(dir, ref, flag);
    if ("problem" in at)
        return at;
    const read = await documentsAt(dir, at.commit);
    if ("gitSaid" in read)
        return at.cannotShow("the inventory files", read.gitSaid);
    return { comparedWith: at.comparedWith, documents: read.documents };
}
/**
 * The reviewed files (reviewed-files.ts isReviewedFile) at `ref` in the repository
 * at `dir`, by path from
 * `dir` (the root the checkout's are read from), for the plan to show what the checkout adds,
 * changes or removes against it, and the owner policy `policyFile` there, whose gate settings judge
 * the change with the checkout's; or why they could not be read.
 */
async function reviewedFilesAtRef(dir, ref, flag, policyFile) {
    const at = await commitNamed(dir, ref, flag);
    if ("problem" in at)
        return at;
    const cannot = (gitSaid) => at.cannotShow("the patch and assessment files", gitSaid);
    // Paths relative to `dir`, as the checkout's are read: `dir` may be below the repository's top.
    const listed = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, ["ls-tree", "-r", "-z", "--name-only", at.commit, "--", ..._reviewed_files_js__WEBPACK_IMPORTED_MODULE_3__/* .REVIEWED_FILE_ROOTS */ .Nu, policyFile], GIT_BOUNDS);
    if (listed.code !== 0)
        return cannot(listed.stderr);
    const paths = listed.stdout.split("\0");
    const files = new Map();
    for (const path of paths.filter(_reviewed_files_js__WEBPACK_IMPORTED_MODULE_3__/* .isReviewedFile */ .qh).sort(_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)) {
        const shown = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, ["show", `${at.commit}:./${path}`], GIT_BOUNDS);
        if (shown.code !== 0)
            return cannot(shown.stderr);
        files.set(path, shown.stdout);
    }
    let policyText;
    if (paths.includes(policyFile)) {
        const shown = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, ["show", `${at.commit}:./${policyFile}`], GIT_BOUNDS);
        if (shown.code !== 0)
            return cannot(shown.stderr);
        policyText = shown.stdout;
    }
    const policy = { text: policyText, file: `${policyFile} at ${at.comparedWith}` };
    return { comparedWith: at.comparedWith, files, policy };
}
/**
 * `ref` as a commit of the repository at `dir`, with how a plan names it and the problem when git
 * cannot show `what` (files) there, saying `gitSaid`; or why there is none.
 */
async function commitNamed(dir, ref, flag) {
    const resolved = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`], GIT_BOUNDS);
    const commit = resolved.stdout.trim();
    if (resolved.code !== 0 || !/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(commit))
        return {
            problem: `${flag} ${ref}: the git repository at ${dir} has no commit of that name (${resolved.stderr.trim() || "git rev-parse found none"}); name the commit the live baselines were declared at, such as origin/main (git fetch it first)`,
        };
    return {
        commit,
        comparedWith: `commit ${ref === commit ? commit : `${commit} (${ref})`}`,
        cannotShow: (what, gitSaid) => ({
            problem: `${flag} ${ref}: git could not show ${what} at ${commit} (${gitSaid.trim() || "no answer"}); fetch the repository's history and run again`,
        }),
    };
}


/***/ }),

/***/ 97819:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KQ: () => (/* binding */ SpilledSort),
  B4: () => (/* binding */ SpilledSorts),
  qD: () => (/* binding */ sortedRuns)
});

// UNUSED EXPORTS: DEFAULT_HELD_BYTES, DEFAULT_RUN_LENGTH

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/ordered-merge.ts
var ordered_merge = __webpack_require__(28749);
;// CONCATENATED MODULE: ./src/io/sort/run-reader.ts
// A spilled sort's run read back (spilled-sort.ts): its file a block at a time, an item a line,
// each the head of its source for the merge of the runs and the held items (ordered-merge.ts).

/** How many bytes of a run are read at a time (a line longer than that grows the buffer). */
const READ_BYTES = 1 << 16;
/** What ends each item's line. */
const NEWLINE = 0x0a;
/**
 * A run's file, read a block at a time, an item per line. Each line is found among the block's
 * bytes and decoded alone: a newline byte is never part of a character of several bytes, and the
 * block is not made one string to be split (at 100,000 signed records the handover's merges
 * allocated 0.8 GB for the split and its joins, issue 99).
 */
class RunReader {
    #descriptor;
    #buffer = Buffer.allocUnsafe(READ_BYTES);
    /** The bytes read and not yet taken: from #start to #end of the buffer. */
    #start = 0;
    #end = 0;
    #ended = false;
    #closed = false;
    #next;
    #decode;
    #keyOf;
    constructor(path, decode, keyOf) {
        this.#descriptor = (0,external_node_fs_.openSync)(path, "r");
        this.#decode = decode;
        this.#keyOf = keyOf;
        this.take();
    }
    peek() {
        return this.#next;
    }
    take() {
        const line = this.#line();
        if (line === undefined) {
            this.#next = undefined;
            return;
        }
        const item = this.#decode(JSON.parse(line));
        this.#next = { item, key: this.#keyOf(item) };
    }
    close() {
        if (this.#closed)
            return;
        this.#closed = true;
        this.#ended = true;
        (0,external_node_fs_.closeSync)(this.#descriptor);
        letGo(this.#buffer);
    }
    /** The next line, without its newline; undefined at the run's end. */
    #line() {
        for (;;) {
            const newline = this.#buffer.indexOf(NEWLINE, this.#start);
            if (newline !== -1 && newline < this.#end) {
                const line = this.#buffer.toString("utf8", this.#start, newline);
                this.#start = newline + 1;
                return line;
            }
            if (this.#ended) {
                if (this.#start === this.#end)
                    return undefined;
                const last = this.#buffer.toString("utf8", this.#start, this.#end);
                this.#start = this.#end;
                return last;
            }
            this.#fill();
        }
    }
    /** Reads the next block after the bytes not yet taken, moved to the buffer's start first. */
    #fill() {
        const rest = this.#end - this.#start;
        if (rest === this.#buffer.length) {
            const grown = Buffer.allocUnsafe(2 * this.#buffer.length);
            this.#buffer.copy(grown, 0, this.#start, this.#end);
            this.#buffer = grown;
        }
        else if (this.#start > 0)
            this.#buffer.copy(this.#buffer, 0, this.#start, this.#end);
        this.#start = 0;
        this.#end = rest;
        const read = (0,external_node_fs_.readSync)(this.#descriptor, this.#buffer, rest, this.#buffer.length - rest, null);
        if (read === 0)
            this.#ended = true;
        this.#end += read;
    }
}
/**
 * Frees the memory of `buffer`, outside the heap, now rather than when a collection finds its
 * object dead (a sort's lines, 2 MB, once read or handed off): its buffer is detached, and every
 * view of it is then empty. Only a buffer that is all its own is: one of Node's pool is shared.
 */
function letGo(buffer) {
    if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength)
        buffer.buffer.transfer(0);
}

;// CONCATENATED MODULE: ./src/io/sort/spilled-sort.ts
// A sort whose memory does not grow with what it sorts: items are held up to a bound, and each
// time the bound is reached they are sorted and written to a file of their own (a run), one JSON
// value a line, in a private directory made for the sort; the sorted whole is then read back by
// merging the runs, an item at a time. A ledger's 200,000 obligations are sorted this way by
// `cip-sync obligations` without holding them. Fewer items than the bound never touch the disk.
// The order is the order an in-memory stable sort gives: ties keep the order they were added in.
//
// An item waits as its JSON line, made when it is added, in a buffer outside the heap; the heap
// holds only its key (SortOrder's keyOf). Held as objects, the items of every sort lived long
// enough to be promoted and died in the old generation: at 100,000 records `evidence populations`'
// judging thread's old generation grew by 0.9 GB over a run instead of 1.6, with 28 full
// collections instead of 41 (bench/RESULTS-memory.md, the fourth session).





/**
 * How many items a sort holds before it writes them as a run: their keys on the heap and their
 * lines in the sort's buffer are its share of memory. At 100,000 records, 16,384 rows in each of
 * the populations' sorts put the peak 40 MB higher than 4,096 did when the rows were held as
 * objects (bench/RESULTS.md), while the merge of 49 runs instead of 13 costs log k comparisons an
 * item more.
 */
const DEFAULT_RUN_LENGTH = 4_096;
/**
 * How many bytes of lines a sort holds before it writes them as a run, however few the items: the
 * bound on its buffer, which doubles as it fills. At 100,000 signed records the handover's sorts of
 * the longest rows (about 2 KB a line) had grown theirs to 4 and 8 MB, 25 MB in all of the judging
 * thread's memory when its reading ended (issue 99); a sort of short lines still spills at
 * DEFAULT_RUN_LENGTH items.
 */
const DEFAULT_HELD_BYTES = 1 << 21;
/** What ends each item's line. */
const spilled_sort_NEWLINE = 0x0a;
/** How many bytes of a run are written at a time. */
const WRITE_BYTES = 1 << 16;
/**
 * The bytes the held items' lines start with; the buffer doubles as they need. The handover keeps
 * fifteen sorts, half of which hold little; at 256 KB each started with 2 MB of buffers in all.
 */
const HELD_BYTES = 1 << 14;
/**
 * Items added one at a time, given back sorted by `order` once. The items must be JSON values
 * that JSON gives back as they were (plain objects, arrays, strings, numbers, booleans, null); an
 * item is given back as it was when added.
 */
class SpilledSort {
    #order;
    #runLength;
    #heldBytes;
    #parent;
    #held = [];
    /** The held items' lines, end to end. */
    #lines = Buffer.allocUnsafe(HELD_BYTES);
    #used = 0;
    #runs = [];
    #directory;
    #read = false;
    #count = 0;
    #repeated;
    /** Where a run's lines are gathered before they are written (made at the first run). */
    #writeBuffer;
    constructor(order, options = {}) {
        this.#order = order;
        this.#runLength = Math.max(1, options.runLength ?? DEFAULT_RUN_LENGTH);
        this.#heldBytes = options.heldBytes ?? DEFAULT_HELD_BYTES;
        this.#parent = options.directory ?? (0,external_node_os_.tmpdir)();
        this.#repeated = new RepeatedTexts(options.repeatedFields ?? [], []);
    }
    add(item) {
        if (this.#read)
            throw new Error("SpilledSort: an item was added after the sort was read");
        // The newline is written as a byte: the line with it appended is a string made flat, a second
        // copy, when its bytes are counted. At 100,000 signed records the handover's sorts take 100,000
        // open intervals in about a second, where its peak is: in one pair of alternated rounds it
        // peaked at 427 and 432 MB without that copy, 454 and 462 MB with it, a gap no larger than that
        // peak moves from run to run.
        const json = JSON.stringify(this.#repeated.encode(item));
        const length = Buffer.byteLength(json) + 1;
        if (this.#held.length > 0 && this.#used + length > this.#heldBytes)
            this.#spill();
        if (this.#used + length > this.#lines.length) {
            const doubled = Math.min(2 * this.#lines.length, this.#heldBytes);
            const grown = Buffer.allocUnsafe(Math.max(doubled, this.#used + length));
            this.#lines.copy(grown, 0, 0, this.#used);
            letGo(this.#lines);
            this.#lines = grown;
        }
        this.#lines.write(json, this.#used);
        this.#lines[this.#used + length - 1] = spilled_sort_NEWLINE;
        this.#held.push({ key: this.#order.keyOf(item), at: this.#used, length });
        this.#used += length;
        this.#count++;
        if (this.#held.length >= this.#runLength)
            this.#spill();
    }
    /** How many runs were written to disk so far (0: everything is still held). */
    get runs() {
        return this.#runs.length;
    }
    /** How many items were added. */
    get count() {
        return this.#count;
    }
    /** The order it sorts by. */
    get order() {
        return this.#order;
    }
    /** Every item added, sorted; read once. The runs' files are removed when it is read through. */
    *sorted() {
        if (this.#read)
            throw new Error("SpilledSort: the sort was read already");
        this.#read = true;
        const held = this.#sortedHeld();
        const lines = this.#lines;
        this.#held = [];
        const itemOf = ({ at, length }) => this.#repeated.decode(JSON.parse(lines.toString("utf8", at, at + length)));
        if (this.#runs.length === 0) {
            for (const entry of held)
                yield itemOf(entry);
            this.discard();
            return;
        }
        try {
            yield* mergedRuns(this.#runs, this.#repeated, this.#order, heldSource(held, itemOf));
        }
        finally {
            this.discard();
        }
    }
    /**
     * Every item added, for sortedRuns to read on another thread: those still held are written as the
     * last run, so the runs give the order sorted() would. The sort is read then; its files stay
     * until its discard, which the taker must not outlast.
     */
    handOff() {
        if (this.#read)
            throw new Error("SpilledSort: the sort was read already");
        this.#read = true;
        if (this.#held.length > 0)
            this.#spill();
        letGo(this.#lines);
        this.#lines = Buffer.alloc(0);
        return { runs: [...this.#runs], ...this.#repeated.table() };
    }
    /** Removes the runs' files: after reading, or instead of it (an error, a refusal). */
    discard() {
        this.#held = [];
        letGo(this.#lines);
        this.#lines = Buffer.alloc(0);
        if (this.#writeBuffer !== undefined)
            letGo(this.#writeBuffer);
        this.#writeBuffer = undefined;
        this.#used = 0;
        if (this.#directory !== undefined)
            (0,external_node_fs_.rmSync)(this.#directory, { recursive: true, force: true });
        this.#directory = undefined;
        this.#runs.length = 0;
    }
    /** The held items, by their keys (a stable sort: ties in the order added). */
    #sortedHeld() {
        const { compare } = this.#order;
        return this.#held.sort((a, b) => compare(a.key, b.key));
    }
    #spill() {
        const held = this.#sortedHeld();
        this.#directory ??= (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(this.#parent, "cip-sync-sort-"));
        const path = (0,external_node_path_.join)(this.#directory, `run-${this.#runs.length}.jsonl`);
        // Exclusive: a file someone placed there meanwhile is not written through.
        const descriptor = (0,external_node_fs_.openSync)(path, "wx", 0o600);
        try {
            const buffer = (this.#writeBuffer ??= Buffer.allocUnsafe(WRITE_BYTES));
            let filled = 0;
            for (const { at, length } of held) {
                if (filled + length > WRITE_BYTES) {
                    writeAll(descriptor, buffer.subarray(0, filled));
                    filled = 0;
                }
                if (length > WRITE_BYTES)
                    writeAll(descriptor, this.#lines.subarray(at, at + length));
                else
                    filled += this.#lines.copy(buffer, filled, at, at + length);
            }
            writeAll(descriptor, buffer.subarray(0, filled));
        }
        finally {
            (0,external_node_fs_.closeSync)(descriptor);
        }
        this.#runs.push(path);
        this.#held = [];
        this.#used = 0;
    }
}
/** Writes all of `bytes`: a write may take fewer than it was given. */
function writeAll(descriptor, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0,external_node_fs_.writeSync)(descriptor, bytes, at);
}
/**
 * The items of a sort handed off (SpilledSort.handOff), in its order: its runs merged, as sorted()
 * merges them. The files are left for the sort's discard.
 */
function sortedRuns(order, handed) {
    return mergedRuns(handed.runs, new RepeatedTexts(handed.repeatedFields, handed.texts), order);
}
/**
 * The items of `runs`, each decoded by `repeated`, and of `held` (after them among ties: the
 * items added last), merged by `order`; every source closed however the reading ends.
 */
function* mergedRuns(runs, repeated, order, held) {
    const sources = runs.map((path) => new RunReader(path, (item) => repeated.decode(item), order.keyOf));
    if (held !== undefined)
        sources.push(held);
    try {
        yield* (0,ordered_merge/* merged */.Z)(sources, order.compare);
    }
    finally {
        for (const source of sources)
            source.close();
    }
}
/** The values of some top-level string fields, each written once as its index in a table. */
class RepeatedTexts {
    #fields;
    #indexes = new Map();
    #texts;
    /** `texts`: the table so far (a handed-off sort's, to decode its runs). */
    constructor(fields, texts) {
        this.#fields = fields;
        this.#texts = [...texts];
        for (const [index, text] of this.#texts.entries())
            this.#indexes.set(text, index);
    }
    /** The fields and the table, as a handed-off sort's reader is given them. */
    table() {
        return { repeatedFields: this.#fields, texts: [...this.#texts] };
    }
    encode(item) {
        if (this.#fields.length === 0)
            return item;
        const copy = { ...item };
        for (const field of this.#fields) {
            const text = copy[field];
            if (typeof text !== "string")
                continue;
            let index = this.#indexes.get(text);
            if (index === undefined) {
                index = this.#texts.push(text) - 1;
                this.#indexes.set(text, index);
            }
            copy[field] = index;
        }
        return copy;
    }
    decode(item) {
        const fields = item;
        for (const field of this.#fields) {
            const index = fields[field];
            if (typeof index === "number")
                fields[field] = this.#texts[index];
        }
        return item;
    }
}
/** The held items, sorted: each read back from its line when it is the source's next. */
function heldSource(held, itemOf) {
    let at = 0;
    let head;
    return {
        peek: () => {
            const next = held[at];
            if (head === undefined && next !== undefined)
                head = { item: itemOf(next), key: next.key };
            return head;
        },
        take: () => {
            head = undefined;
            at++;
        },
        close: () => undefined,
    };
}
/** The sorts one command makes, each spilled past its bound; `discard` removes all their files. */
class SpilledSorts {
    #made = [];
    sortOf = (order) => {
        const sort = new SpilledSort(order);
        this.#made.push(sort);
        return sort;
    };
    discard() {
        for (const sort of this.#made)
            sort.discard();
    }
}


/***/ })

};
