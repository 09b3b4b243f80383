export const id = 212;
export const ids = [212];
export const modules = {

/***/ 38855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E0: () => (/* binding */ POPULATION_COLUMNS),
  dI: () => (/* binding */ POPULATION_NAMES),
  g8: () => (/* reexport */ PopulationsFirstPass),
  jI: () => (/* binding */ historyNotCheckedRow)
});

// UNUSED EXPORTS: familyRecord

// EXTERNAL MODULE: ./src/core/audit/asset-population.ts + 3 modules
var asset_population = __webpack_require__(91398);
// EXTERNAL MODULE: ./src/core/audit/citation.ts
var citation = __webpack_require__(72854);
// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-history.ts
var evidence_history = __webpack_require__(75411);
// EXTERNAL MODULE: ./src/core/audit/port-population.ts
var port_population = __webpack_require__(28918);
// EXTERNAL MODULE: ./src/core/obligations/obligations.ts + 11 modules
var obligations = __webpack_require__(85277);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/audit/row-sort.ts
var row_sort = __webpack_require__(32828);
// EXTERNAL MODULE: ./src/core/audit/families/family-rows.ts
var family_rows = __webpack_require__(49494);
;// CONCATENATED MODULE: ./src/core/audit/obligations/deviation-rows.ts
// The deviations' population (deviations.csv): one row per asset and deviation from its baseline,
// filled in by each of its obligations (R1.2 to R1.6) as a pass decides them, which come in any
// order and far apart. Each obligation's part waits in a sort by its deviation, not in a row held
// from its first part to the pass's end: held so, the 20,000 deviations of a 100,000-record
// ledger stood on the judging thread's heap at its peak; on the command line the sort spills to
// disk (io/sort/spilled-sort.ts). Then each deviation's parts, together and in the order they
// came (the sort is stable), are folded into its row, and the rows are given in the order of
// their first obligation. Pure.



/** The deviations' rows of a period, fed each obligation of R1.2 to R1.6 opened in it. */
class DeviationRows {
    #parts;
    #rows;
    #came = 0;
    constructor(sortOf) {
        this.#parts = sortOf({ keyOf: (part) => part.of, compare: names/* compareCodePoints */.OP });
        this.#rows = sortOf(row_sort/* BY_FIRST_THEN_CAME */.QJ);
    }
    /** `o`'s part of its deviation's row; `citation` cites the record that opened it. */
    add(o, citation) {
        this.#parts.add({
            of: `${o.workspace}#${o.opened_by.sequence}|${o.subject.cyber_system ?? ""}|${o.subject.asset_id ?? o.subject.asset ?? ""}`,
            order: (0,row_sort/* sortKeyOf */.fb)(o),
            came: this.#came++,
            begun: {
                ...citation,
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
            facts: {
                kind: o.kind,
                authorized: o.authorized,
                completed: o.completed,
                closed_by: o.closed_by,
                due: o.due,
                status: o.status,
                reason: o.reason,
                verified_by: o.verified_by,
                closed_as: o.closed_as,
                notes: o.notes,
            },
        });
    }
    /** Gives `sink` every deviation's row, in its first obligation's order; once, after every add. */
    flush(sink) {
        let folding;
        for (const part of this.#parts.sorted()) {
            if (folding?.of !== part.of) {
                if (folding !== undefined)
                    this.#rows.add(folding);
                folding = { of: part.of, first: part.order, came: part.came, row: part.begun };
            }
            else if ((0,obligations/* compareObligations */.xK)(part.order, folding.first) < 0)
                folding.first = part.order;
            fillDeviation(folding.row, part.facts);
        }
        if (folding !== undefined)
            this.#rows.add(folding);
        (0,row_sort/* sinkSorted */.Vx)(sink, "deviations", this.#rows);
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

// EXTERNAL MODULE: ./src/core/audit/families/family-populations.ts + 7 modules
var family_populations = __webpack_require__(99200);
;// CONCATENATED MODULE: ./src/core/audit/obligations/obligation-populations.ts
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
/** The key of what an operation of a change record opened: its record, system and asset. */
const operationKey = (workspace, sequence, system, asset) => `${workspace}#${sequence}/${system}/${asset}`;
/**
 * The obligation rows of a period, fed each obligation judged as of its end (`add`), and from
 * every record each one a record after the period closed (`addLater`).
 */
class ObligationRows {
    #pathOf;
    #period;
    #deviations;
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
    /** The rows of each family judged from accepted merges, in the family table's order. */
    #families;
    /**
     * `laterJudged`: whether addLater will be given the closes after the period; `sortOf`: where the
     * exceptions', configuration monitoring's and the families' rows, and what each operation opened,
     * wait for their order.
     */
    constructor(pathOf, period, laterJudged, sortOf = row_sort/* heldSort */.iB) {
        this.#pathOf = pathOf;
        this.#monitoring = sortOf(row_sort/* BY_SORT_KEY */.h4);
        this.#deviations = new DeviationRows(sortOf);
        this.#exceptions = sortOf(row_sort/* BY_SORT_KEY */.h4);
        this.#opened = sortOf({ keyOf: (opened) => opened.path, compare: names/* compareCodePoints */.OP });
        this.#laterJudged = laterJudged;
        this.#families = family_populations/* FAMILY_POPULATIONS */.KN.map((family) => new family_rows/* FamilyRows */.ik(family, pathOf, period.from, sortOf));
        this.#period = { from: period.from.getTime(), to: period.to.getTime() };
    }
    add(o) {
        this.#exception(o);
        for (const family of this.#families)
            family.add(o);
        if (/^CIP-010 R1\.[2-6]$/.test(o.kind) && this.#inPeriod(o.opened_by))
            this.#deviations.add(o, this.#citation(o.opened_by));
        if (o.kind === "CIP-010 R2.1" &&
            (o.closed_by === undefined || Date.parse(o.closed_by.recorded_at) >= this.#period.from))
            this.#monitoring.add({ key: (0,row_sort/* sortKeyOf */.fb)(o), row: this.#monitoringRow(o) });
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
        (0,row_sort/* sinkSorted */.Vx)(sink, "exceptions", this.#exceptions);
        this.#deviations.flush(sink);
        (0,row_sort/* sinkSorted */.Vx)(sink, "configurationMonitoring", this.#monitoring);
        for (const family of this.#families)
            family.flush(sink);
    }
    #inPeriod(ref) {
        const at = Date.parse(ref.recorded_at);
        return at >= this.#period.from && at < this.#period.to;
    }
    #citation(ref) {
        return (0,citation/* refCitation */.nO)(ref, this.#pathOf);
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
            key: (0,row_sort/* sortKeyOf */.fb)(o),
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

// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(91864);
// EXTERNAL MODULE: ./src/core/evidence/report/report-entries.ts
var report_entries = __webpack_require__(89005);
// EXTERNAL MODULE: ./src/core/evidence/chain/as-of.ts
var as_of = __webpack_require__(65037);
;// CONCATENATED MODULE: ./src/core/audit/population-judging.ts


/** The first pass's judgement of the obligations, fed each record it is given. */
class PopulationsJudging {
    /** Undefined: the caller's (Judging.asOfGiven). */
    #asOf;
    #later;
    #judged;
    /** Records after the period's last day that no judgement of the closes after it saw. */
    #unjudged = 0;
    constructor(judging, rows) {
        const { calendar, completionGraceDays, resumeFrom } = judging;
        // Decided obligations become rows at once; neither pass holds them.
        const options = {
            keep: () => false,
            // No checkpoint is taken of these passes (a drift check's fold is ledger-checkpoint.ts's).
            checkpointed: false,
            ...(completionGraceDays === undefined ? {} : { completionGraceDays }),
        };
        // Each pass takes the checkpoint it resumes from: the later one is given its own copy.
        const pass = (asOf, decided, copy) => resumeFrom === undefined
            ? new obligations/* ObligationsPass */.Rl(asOf, calendar, { ...options, decided })
            : obligations/* ObligationsPass */.Rl.resume(copy ? structuredClone(resumeFrom) : resumeFrom, asOf, calendar, {
                ...options,
                decided,
            });
        this.#later =
            judging.laterDay === undefined
                ? undefined
                : pass(judging.laterDay, (o) => rows.addLater(o), true);
        this.#asOf = judging.asOfGiven ? undefined : pass(judging.lastDay, (o) => rows.add(o), false);
        this.#judged = judging;
    }
    add(entry) {
        const { lastDay, calendar } = this.#judged;
        if ((0,as_of/* recordedBy */._O)(entry.record, lastDay, calendar.timeZone))
            this.#asOf?.add(entry);
        else if (this.#later === undefined)
            this.#unjudged++;
        this.#later?.add(entry);
    }
    /**
     * Whether the closes after the period were judged as the records asked: a record after it came
     * although the judging said there was none (a record appended while the ledger was read).
     */
    get missedLaterRecords() {
        return this.#unjudged > 0;
    }
    /** Both judgements finished (the caller's, `given`, finished by the caller): what they started on. */
    finish(given) {
        this.#asOf?.finish();
        this.#later?.finish();
        const asOf = this.#asOf ?? given;
        if (asOf === undefined)
            throw new Error("The populations' obligations were judged by a pass not given to finish.");
        return { notJudged: asOf.notJudged, notApplicable: asOf.notApplicable };
    }
}

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
 * A change record's rows, one per operation, but for what the obligations it opened became: made
 * as the record is verified, from its bytes then, and finished once the obligations are judged.
 */
function operationRows(entry, baselines, timestamp) {
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
            key: operationKey(record.workspace, record.sequence, operation.cyber_system.id, operation.name),
            row: {
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
            },
        };
    });
}

// EXTERNAL MODULE: ./src/core/evidence/chain/evidence-chain.ts + 1 modules
var evidence_chain = __webpack_require__(36968);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(67154);
;// CONCATENATED MODULE: ./src/core/audit/record-paths.ts



/**
 * Where each record of the ledger is, and the SHA-256 it verified with, which the records read
 * again must still have: per workspace, by sequence (a chain's sequences run 1, 2, 3, ...), so
 * that 100,000 records cost their paths' bytes and 32 bytes each, and no key.
 */
class RecordPaths {
    #workspaces = new Map();
    /** Holds where the record is and its SHA-256; its path (recordPath). */
    add({ record, sha256 }) {
        let workspace = this.#workspaces.get(record.workspace);
        if (workspace === undefined) {
            workspace = { paths: new PathColumn(record.workspace), digests: new shared_sha256/* DigestColumn */.l7() };
            this.#workspaces.set(record.workspace, workspace);
        }
        // The digest first: one refused leaves no path without it.
        workspace.digests.set(record.sequence, sha256);
        const path = (0,record_files/* recordPath */.lX)(record);
        workspace.paths.set(record.sequence, path);
        return path;
    }
    /**
     * The record in `bytes` read at `path` when they are the bytes it verified with there (the same
     * SHA-256, at the place of its workspace and sequence): parsed, not checked again; undefined for
     * any other bytes (changed, moved, or no record).
     */
    verifiedRecord(path, bytes) {
        let record;
        try {
            record = (0,evidence_chain/* parseVerifiedRecord */.bX)(bytes);
        }
        catch {
            return undefined;
        }
        const { workspace, sequence } = record ?? {};
        if (typeof workspace !== "string" || typeof sequence !== "number")
            return undefined;
        const held = this.#workspaces.get(workspace);
        // A path is held only with its digest (add).
        if (held?.paths.get(sequence) !== path)
            return undefined;
        return (0,shared_sha256/* sha256Hex */.fg)(bytes) === held.digests.get(sequence) ? record : undefined;
    }
    pathOf(workspace, sequence) {
        return this.#workspaces.get(workspace)?.paths.get(sequence) ?? null;
    }
    /** The verified SHA-256 of each record of `records` held, by path. */
    digestsOf(records) {
        const digests = new Map();
        for (const { workspace, sequence } of records) {
            const held = this.#workspaces.get(workspace);
            const path = held?.paths.get(sequence);
            if (held !== undefined && path !== undefined)
                digests.set(path, held.digests.get(sequence));
        }
        return digests;
    }
}
/** A page of paths' bytes: a path longer is held apart. */
const PAGE_BYTES = 65_535;
/** The sequences a column holds by position: a chain longer is held apart, path by path. */
const MAX_COLUMN_SEQUENCE = 2 ** 26;
/**
 * One workspace's record paths by sequence, as their UTF-8 bytes after the workspace's folder,
 * end to end: 100,000 paths as strings held 9 MB in a heap snapshot (64 characters and a slot
 * each), as bytes they take about 5 MB.
 * A path that is not under the folder, or that its bytes would not give back as it is (a lone
 * surrogate), is held as it is.
 */
class PathColumn {
    #folder;
    /** Pages of PAGE_BYTES, a path's bytes within one; the last page's bytes used. */
    #pages = [];
    #used = PAGE_BYTES;
    /** By sequence: where its bytes start (page and offset in one), and how many (0: none). */
    #starts = new Uint32Array(256);
    #lengths = new Uint16Array(256);
    #others = new Map();
    constructor(workspace) {
        this.#folder = `${record_files/* RECORDS_DIR */.v7}/${workspace}/`;
    }
    set(sequence, path) {
        const rest = path.slice(this.#folder.length);
        const bytes = Buffer.from(rest, "utf8");
        const held = Number.isInteger(sequence) &&
            sequence >= 0 &&
            sequence < MAX_COLUMN_SEQUENCE &&
            path.startsWith(this.#folder) &&
            bytes.length > 0 &&
            bytes.length <= PAGE_BYTES &&
            bytes.toString("utf8") === rest;
        this.#others.delete(sequence);
        if (sequence < this.#starts.length)
            this.#lengths[sequence] = 0;
        if (!held) {
            this.#others.set(sequence, path);
            return;
        }
        this.#room(sequence, bytes.length);
        this.#pages.at(-1)?.set(bytes, this.#used);
        this.#starts[sequence] = (this.#pages.length - 1) * PAGE_BYTES + this.#used;
        this.#lengths[sequence] = bytes.length;
        this.#used += bytes.length;
    }
    get(sequence) {
        const length = this.#lengths[sequence] ?? 0;
        return length === 0 ? this.#others.get(sequence) : this.#decoded(sequence, length);
    }
    #decoded(sequence, length) {
        const start = this.#starts[sequence] ?? 0;
        const page = this.#pages[Math.floor(start / PAGE_BYTES)] ?? new Uint8Array();
        const offset = (start % PAGE_BYTES) + page.byteOffset;
        return this.#folder + Buffer.from(page.buffer, offset, length).toString("utf8");
    }
    /** Room for `length` more bytes (a new page), and for `sequence` (half as many again). */
    #room(sequence, length) {
        if (this.#used + length > PAGE_BYTES) {
            this.#pages.push(new Uint8Array(PAGE_BYTES));
            this.#used = 0;
        }
        if (sequence >= this.#starts.length) {
            const size = Math.ceil(1.5 * (sequence + 1));
            const [starts, lengths] = [new Uint32Array(size), new Uint16Array(size)];
            starts.set(this.#starts);
            lengths.set(this.#lengths);
            [this.#starts, this.#lengths] = [starts, lengths];
        }
    }
}

// EXTERNAL MODULE: ./src/core/evidence/monitoring/drift-episodes.ts
var drift_episodes = __webpack_require__(17106);
// EXTERNAL MODULE: ./src/core/evidence/report/report-pass.ts
var report_pass = __webpack_require__(53444);
// EXTERNAL MODULE: ./src/core/evidence/report/report-exceptions.ts
var report_exceptions = __webpack_require__(28555);
;// CONCATENATED MODULE: ./src/core/audit/report-flagged-rows.ts
// The exceptions the audit report flags that are no single record's, as rows of exceptions.csv, so
// that the populations' exceptions are the report's, kind by kind (issue 90): each gap over the
// limit between drift checks and each drift episode still unresolved, summed up by the report's
// own pass of each workspace (core/evidence/report/report-pass.ts), and each history warning (a
// commit whose records the history flags as unauthenticated). The gaps and drift cite their
// workspace alone: a gap is the absence of a record. Pure.






class ReportFlaggedRows {
    #passes = new Map();
    /** The records the history flags, path -> why. */
    #unauthenticated = new Map();
    #period;
    #resumed;
    constructor(period, resumed) {
        this.#period = period;
        this.#resumed = resumed;
    }
    /**
     * Every record of the ledger, in name order, as verified: the history's warnings are of any
     * record, as the report's are; the gaps and drift of those recorded by the period's end.
     */
    add(entry) {
        const { record } = entry;
        const path = (0,record_files/* recordPath */.lX)(record);
        // A record flagged only because the history was not read is the one "history not checked"
        // exception (populations.ts), as the report counts it, never a history warning of its own.
        const why = entry.unauthenticated;
        if (why !== undefined && why !== evidence_history/* WITHOUT_HISTORY */.U.why)
            this.#unauthenticated.set(path, why);
        // Gaps and drift as of the period's end: a record after it changes nothing of them.
        if (Date.parse(record.recorded_at) >= this.#period.to.getTime())
            return;
        let pass = this.#passes.get(record.workspace);
        if (pass === undefined) {
            const held = this.#resumed?.workspace === record.workspace ? this.#resumed.drift : undefined;
            const drift = held === undefined ? undefined : drift_episodes/* DriftEpisodes */.W.resume(held);
            // Gaps and drift only: the exception changes are rows population-passes.ts writes.
            pass = new report_pass/* WorkspacePass */.v(record.workspace, this.#period, () => "", drift, false);
            this.#passes.set(record.workspace, pass);
        }
        pass.add(path, record);
    }
    /** The rows, once every record was added: `now` ends the last gap when the period has not. */
    rows(now) {
        const cited = Object.fromEntries(citation/* CITATION_COLUMNS */.gB.map((column) => [column, null]));
        const rows = [];
        for (const pass of this.#passes.values()) {
            const summary = pass.finish(now);
            const base = { ...cited, workspace: summary.workspace };
            for (const gap of summary.gaps_over_limit)
                rows.push({
                    ...base,
                    kind: "monitoring gap",
                    detail: `${gap.days} days without a drift check, ${gap.from} to ${gap.to} (over ${report_pass/* MONITORING_LIMIT_DAYS */.t})`,
                });
            for (const episode of summary.drift_episodes.filter((e) => e.resolved_at === null))
                rows.push({
                    ...base,
                    kind: "unresolved drift",
                    detail: `first seen ${episode.first_seen}, last seen ${episode.last_seen}, up to ${episode.max_differences} asset(s), not resolved`,
                });
        }
        for (const warning of (0,report_exceptions/* historyWarnings */.sK)(this.#unauthenticated))
            rows.push({ ...cited, ...(0,report_exceptions/* historyWarningWords */.s8)(warning) });
        return rows;
    }
}

;// CONCATENATED MODULE: ./src/core/audit/population-passes.ts
// The two passes the populations of a period are made in, over a ledger read in name order (each
// workspace's records in chain order), so that no pass holds the records. The first sees every
// record as it is verified: it writes the rows of the drift checks and of the changes the gate
// refused, notes where each record is, which records a later one declares untimestamped and each
// workspace's last inventory listing by the period's end, folds those records (population-fold.ts),
// makes the rows of the period's change records' operations from the bytes verified (each
// asset's baseline before and after it), which wait in path order for what the obligations they
// opened became, and judges the obligations as of the period's last day (and, from every record,
// which of them a record after the period closed; population-judging.ts), keeping rows, never
// obligations. The second reads again only the records declared untimestamped: it writes the
// rows of the inventory changes, finished, then the asset populations as of the period's end
// (from the fold), the TSA outages, the obligations' rows and the families' populations made of
// the records (the fold's). Rows go to a sink as they are made, each population's in its order.
// Pure.













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
    /** By workspace: its baselines' digests before its first change record of the period. */
    #before = new Map();
    /** By workspace, from its first change record of the period: its last baselines' digests. */
    #baselines = new Map();
    /**
     * The period's operations' rows, made as their records are verified: in path order (ties in
     * the order of the operations), as the second pass finishes them (ObligationRows.openedAt).
     */
    #operations;
    #judging;
    /** The report's exceptions that are no single record's: gaps, unresolved drift, history. */
    #flagged;
    /** When the populations are made: the end of the last gap of a period still running. */
    #now;
    constructor(period, sink, stamp, { judging, laterGiven = false, sortOf = row_sort/* heldSort */.iB, pathBefore, heldFold, now = period.to, resumedDrift, } = {}) {
        this.#flagged = new ReportFlaggedRows(period, resumedDrift);
        this.#now = now;
        this.fold = heldFold === undefined ? new population_fold/* PopulationFold */.R() : population_fold/* PopulationFold */.R.resume(heldFold);
        this.#period = period;
        this.#sink = sink;
        this.#stamp = stamp;
        this.obligations = new ObligationRows((ref) => this.#paths.pathOf(ref.workspace, ref.sequence) ?? pathBefore?.(ref) ?? null, period, judging?.laterDay !== undefined || laterGiven, sortOf);
        if (judging !== undefined)
            this.#judging = new PopulationsJudging(judging, this.obligations);
        this.#operations = sortOf({
            keyOf: (operation) => operation.path,
            compare: names/* compareCodePoints */.OP,
        });
    }
    add(entry) {
        const { record } = entry;
        const path = this.#paths.add(entry);
        this.#flagged.add(entry);
        for (const sequence of record.untimestamped_predecessors ?? []) {
            const key = (0,record_files/* recordKey */.Hy)(record.workspace, sequence);
            if (!this.#declaredBy.has(key))
                this.#declaredBy.set(key, record.sequence);
        }
        this.#judging?.add(entry);
        const at = Date.parse(record.recorded_at);
        if (at < this.#period.to.getTime())
            this.#fold(entry, at);
        // A change record of the period, as its path says (kind and time): its operations' rows.
        if (record.kind === "change" && recordedWithin(this.#period, (0,record_files/* recordedAtOfPath */.ml)(path)))
            this.#change(entry, path);
        if (at < this.#period.from.getTime() || at >= this.#period.to.getTime())
            return;
        if (record.kind === "monitoring") {
            this.#sink("reconciliation", reconciliationRow(record, (0,citation/* citationOf */.Rw)(entry), this.#stamp(record)));
        }
        else if (record.kind === "change") {
            // One row a change, naming each kind it is, as the report lists it.
            const kinds = (0,report_entries/* changeExceptions */.hn)(record.change.outcome, record.origin === "cli");
            if (kinds.length > 0)
                this.#sink("exceptions", {
                    ...(0,citation/* citationOf */.Rw)(entry),
                    kind: kinds.join("; "),
                    detail: record.change.reason ?? "",
                });
        }
    }
    /** The record in `bytes` read at `path` when they are the bytes added for it (RecordPaths). */
    verifiedRecord(path, bytes) {
        return this.#paths.verifiedRecord(path, bytes);
    }
    /** A record by the period's end, into the fold, noting the baselines before its first change. */
    #fold(entry, at) {
        const { workspace, kind } = entry.record;
        if (kind === "change" && at >= this.#period.from.getTime() && !this.#before.has(workspace))
            this.#before.set(workspace, this.fold.baselineDigests(workspace) ?? new Map());
        this.fold.add(entry);
    }
    /**
     * The rows of a change record of the period: each operation's, with its asset's baseline before
     * it (the workspace's last change record's of the period, or as folded before the first).
     */
    #change(entry, path) {
        const record = entry.record;
        const { workspace } = record;
        const before = this.#baselines.get(workspace) ?? this.#before.get(workspace) ?? new Map();
        const after = record.change.baselines === undefined
            ? before
            : new Map(record.change.baselines.map((b) => [(0,last_baselines/* assetKey */.e)(b), b.digest]));
        this.#baselines.set(workspace, after);
        for (const operation of operationRows(entry, { before, after }, this.#stamp(record)))
            this.#operations.add({ path, ...operation });
    }
    /**
     * Whether the closes after the period were judged as the records asked: a record after it came
     * although the judging said there was none (a record appended while the ledger was read).
     */
    get missedLaterRecords() {
        return this.#judging?.missedLaterRecords ?? false;
    }
    /** The families not judged from the records by the period's end (set by finish). */
    notJudged = [];
    /** The families that apply to no system of the inventory in force then (set by finish). */
    notApplicable = [];
    /**
     * The second pass, once every record was added, with the content of each listing of
     * fold.assets.listings(), by its record's path; and, when the caller judged as of the period's
     * last day (Judging.asOfGiven), its pass, finished.
     */
    finish(listings, given) {
        if (this.#judging !== undefined) {
            const judged = this.#judging.finish(given);
            // A family no accepted merge started: said in the exceptions, its files being empty.
            this.notJudged = judged.notJudged;
            // One that applies to no system declared is no exception: said with the files written.
            this.notApplicable = judged.notApplicable;
            for (const family of this.notJudged)
                this.#sink("exceptions", notJudgedRow(family));
            this.#judging = undefined;
        }
        for (const row of this.#flagged.rows(this.#now))
            this.#sink("exceptions", row);
        const declared = new Map();
        const named = [];
        for (const [key, by] of this.#declaredBy) {
            const { workspace, sequence } = (0,record_files/* recordOfKey */.iU)(key);
            const path = this.#paths.pathOf(workspace, sequence);
            if (path !== null)
                declared.set(path, by);
            named.push({ workspace, sequence });
        }
        // The operations' rows were made as the change records were verified, and the assets as of
        // the period's end are the fold's: only the records declared untimestamped are read again.
        return new PopulationsSecondPass({
            period: this.#period,
            sink: this.#sink,
            stamp: this.#stamp,
            obligations: this.obligations,
            declared,
            listings,
            fold: this.fold,
            operations: this.#operations,
            verified: this.#paths.digestsOf(named),
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
/** The second pass: the records declared untimestamped, read again, then every row left. */
class PopulationsSecondPass {
    #found;
    constructor(found) {
        this.#found = found;
    }
    /**
     * Reads again, in name order, the records declared untimestamped (each from `entryAt`, given
     * the SHA-256 the record verified with), writing the rows as it goes: first their TSA outages
     * and the obligations' rows (so that they are not held meanwhile), then the inventory changes,
     * then the assets as of the period's end. A record that is no longer what was verified
     * (`entryAt` says "changed", or its digest differs) stops it: the path is returned, and what was
     * written is to be thrown away (fail closed).
     */
    read(entryAt) {
        const { sink, obligations, declared, listings, operations, verified } = this.#found;
        const again = (path) => {
            const sha256 = verified.get(path);
            const entry = sha256 === undefined ? "changed" : entryAt(path, sha256);
            return entry === "changed" || entry.sha256 !== sha256 ? undefined : entry;
        };
        for (const [path, outage] of [...declared].sort(([a], [b]) => (0,names/* compareCodePoints */.OP)(a, b))) {
            const entry = again(path);
            if (entry === undefined)
                return { changed: path };
            if (recordedWithin(this.#found.period, entry.record.recorded_at))
                sink("exceptions", outageRow(entry, outage));
        }
        obligations.flush(sink);
        // What the obligations each operation opened became, taken in the order of its record's path.
        let at;
        for (const { path, key, row } of operations.sorted()) {
            if (path !== at)
                obligations.openedAt(path);
            at = path;
            sink("inventoryChanges", { ...row, ...obligations.openedBy(key) });
        }
        const asOfEnd = this.#found.fold.assets.rows(this.#found.period.from, (path) => listings.get(path));
        for (const row of asOfEnd.assets)
            sink(row.asset_type === "software" ? "software" : "assets", row);
        for (const row of asOfEnd.besAssets)
            sink("besAssets", row);
        for (const row of asOfEnd.unauthenticated)
            sink("exceptions", row);
        for (const [population, fold] of this.#found.fold.families)
            for (const row of fold.rows(this.#found.period.from))
                sink(population, row);
        return undefined;
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
 * - then each family judged from accepted merges' populations, made of its obligations (or of the
 *   records, folded), in the
 *   family table's order (families/family-populations.ts): patchSources, patchEvaluations,
 *   applicablePatches, mitigationPlans (R2.1 to R2.4, families/patch-management/patch-populations.ts);
 *   assessmentIntervals, commissionedAssets, actionItems (R3.1 and R3.2, R3.3 and R3.4,
 *   families/vulnerability-assessments/assessment-populations.ts); lowImpactSites (CIP-003-9 R2's
 *   site file states in force during the period with their Section 3 and 6 answers, made of the
 *   records and folded in population-fold.ts, families/low-impact/).
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
    ...family_populations/* FAMILY_POPULATION_LIST */.I_.map(({ name }) => name),
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
    ...familyRecord(({ columns }) => columns),
};
/** A value for each population of the families judged from accepted merges, by its name. */
function familyRecord(valueOf) {
    return Object.fromEntries(family_populations/* FAMILY_POPULATION_LIST */.I_.map((population) => [population.name, valueOf(population)]));
}
/**
 * The exceptions' row of a ledger read without its git history (WITHOUT_HISTORY): once, citing no
 * record, since it is about all of them.
 */
function historyNotCheckedRow() {
    const cited = Object.fromEntries(citation/* CITATION_COLUMNS */.gB.map((column) => [column, null]));
    return { ...cited, kind: "history not checked", detail: evidence_history/* WITHOUT_HISTORY */.U.notice };
}


/***/ }),

/***/ 65037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ calendarPeriod),
/* harmony export */   BW: () => (/* binding */ judgedOn),
/* harmony export */   _O: () => (/* binding */ recordedBy)
/* harmony export */ });
/* unused harmony export startOfDay */
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

/***/ 80212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ps: () => (/* reexport safe */ _population_file_names_js__WEBPACK_IMPORTED_MODULE_4__.p),
/* harmony export */   yQ: () => (/* binding */ populationLayout)
/* harmony export */ });
/* harmony import */ var _core_audit_populations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38855);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66800);
/* harmony import */ var _shared_csv_cell_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69340);
/* harmony import */ var _shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10187);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65032);
/* harmony import */ var _population_file_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(60145);
// The populations as files: one CSV per population (every cell through csvCell, so none becomes a
// formula), the same with a UTF-8 byte order mark for Excel ("xlsx-safe-csv": Excel reads a CSV
// without one in the machine's legacy code page, which garbles names with accents), or one JSON.
// Written row by row as the rows are made: each population's text is its start, its rows and its
// end (populationLayout), whichever file holds it.







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
            `${index === 0 ? "" : ","}\n    ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHiddenCharactersInJson */ .R7)(((0,_shared_json_chunks_js__WEBPACK_IMPORTED_MODULE_3__/* .whole */ .WQ)(row, 2) ?? (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .missingEntry */ .Dj)("a row's JSON"))[0])}`,
            end: (population, rows) => `${rows === 0 ? "]" : "\n  ]"}${population === last ? "\n}\n" : ",\n"}`,
        };
    }
    return {
        files: names.map((population) => ({
            name: _population_file_names_js__WEBPACK_IMPORTED_MODULE_4__/* .POPULATION_FILES */ .I[population],
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


/***/ })

};
