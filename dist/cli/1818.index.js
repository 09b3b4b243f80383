export const id = 1818;
export const ids = [1818];
export const modules = {

/***/ 13270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nk: () => (/* binding */ adoptLiveNameWords),
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
/** "or adopt the live name: declare b instead of a" */
function adoptLiveNameWords(rename, show) {
    return `or adopt the live name: declare ${show(rename.live)} instead of ${show(rename.declared)}`;
}
/** "a", "a or b", "a, b or c". */
function namesOrWords(names) {
    return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
function renameFixLine(rename, assetType) {
    return `${yamlScalar(rename.declared)}: {type: ${assetType}, renamed_from: ${yamlScalar(rename.live)}}`;
}


/***/ }),

/***/ 29815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lr: () => (/* binding */ indexLive),
/* harmony export */   ZM: () => (/* binding */ resolveInventory),
/* harmony export */   Zj: () => (/* binding */ bindBase),
/* harmony export */   kR: () => (/* binding */ systemRefOf),
/* harmony export */   nv: () => (/* binding */ describeSystem)
/* harmony export */ });
/* harmony import */ var _plan_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23212);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65032);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);




function indexLive(live) {
    return {
        facilities: new Map(live.facilities.map((facility) => [facility.id, facility])),
        controlCenters: new Map(live.controlCenters.map((center) => [center.id, center])),
        systems: new Map(live.cyberSystems.map((system) => [system.id, system])),
    };
}
/**
 * A live system as plans show it (keys in code-point order, like every object of a plan, so that
 * fingerprinting needs no copy). `claimedControlCenter` stands in for the parent when the
 * service does not show one (spec 2.1 shows only `facility_id`). A parent missing from the
 * parent lists is shown by its id.
 */
function systemRefOf(system, index, claimedControlCenter) {
    const base = { id: system.id, name: system.name };
    if (system.facility_id) {
        const facility = index.facilities.get(system.facility_id);
        const parentName = facility?.name ?? system.facility_id;
        return { ...base, parent: { id: system.facility_id, kind: "facility", name: parentName } };
    }
    if (system.control_center_id) {
        const center = index.controlCenters.get(system.control_center_id);
        const parentName = center?.name ?? system.control_center_id;
        return {
            ...base,
            parent: { id: system.control_center_id, kind: "control_center", name: parentName },
        };
    }
    if (claimedControlCenter) {
        const { id, name } = claimedControlCenter;
        return { ...base, parent: { id, kind: "control_center", name } };
    }
    return { ...base, parent: null };
}
/** The ref with the document's declared impact, keys still in code-point order. */
function withImpact(ref, document) {
    const impact = document.impact?.value;
    return impact === undefined ? ref : { id: ref.id, impact, name: ref.name, parent: ref.parent };
}
/** `"Protection System" (cs_1) at facility "Substation Alpha" (fac_1)`. */
function describeSystem(ref) {
    const parent = ref.parent;
    const where = parent
        ? ` at ${(0,_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parent.name)} (${parent.id})`
        : ", parent not shown by the service";
    return `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(ref.name)} (${ref.id})${where}`;
}
const LIST_HINT = "run `cip-sync import --out DIR` to write the facilities, control centers and cyber systems the service holds as inventory files";
/**
 * From this many documents naming what the service does not hold, and at least half of them, the
 * likelier cause is a key of another organization than a typo in each file.
 */
const OTHER_ORGANIZATION_MIN_UNKNOWN = 3;
/** The hint after many unknown names: each key reads and writes one organization's records. */
function otherOrganizationHint(unknown, documents) {
    return {
        severity: "warning",
        message: `${unknown} of ${documents} documents name a cyber system, facility or control center the service does not hold: if the files are right, the API key may belong to another organization than the one they describe (a key reads and writes only its own organization's inventory); check which organization issued the key, or run \`cip-sync import --out DIR\` with it to see what it reads`,
    };
}
function resolveInventory(documents, live) {
    const lookup = {
        index: indexLive(live),
        systemsByName: (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBy */ .$z)(live.cyberSystems, (system) => system.name),
        facilitiesByName: (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBy */ .$z)(live.facilities, (facility) => facility.name),
        centersByName: (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBy */ .$z)(live.controlCenters, (center) => center.name),
    };
    const diagnostics = [];
    const resolved = [];
    const claimedBy = new Map();
    let unknown = 0;
    for (const document of documents) {
        const choice = chooseSystem(document, lookup);
        if ("error" in choice) {
            diagnostics.push(choice.error);
            if (choice.unknown)
                unknown += 1;
            continue;
        }
        const { system, ref, warning } = choice;
        if (warning)
            diagnostics.push(warning);
        const earlier = claimedBy.get(system.id);
        if (earlier) {
            diagnostics.push({
                severity: "error",
                message: `cyber system ${describeSystem(ref)} is declared by two documents, here and at ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(earlier.cyberSystem.location)}; merge them into one document`,
                location: document.cyberSystem.location,
                related: [earlier.cyberSystem.location],
            });
            continue;
        }
        claimedBy.set(system.id, document);
        resolved.push({ document, system: withImpact(ref, document) });
    }
    if (unknown >= OTHER_ORGANIZATION_MIN_UNKNOWN && unknown * 2 >= documents.length) {
        diagnostics.push(otherOrganizationHint(unknown, documents.length));
    }
    return { resolved, diagnostics };
}
/**
 * The base's documents that bind to one live system each, in base order. One that binds to none
 * (its system gone from the service, a name the base left ambiguous, a second document of one
 * system) declared no system the plan can compare, and is left out.
 */
function bindBase(base, live) {
    // A document that names both a facility and a control center did not parse at the base (the
    // reader reports it as an error): it declared no one system.
    const valid = base.filter((document) => document.facility === undefined || document.controlCenter === undefined);
    return resolveInventory(valid, live).resolved;
}
function chooseSystem(document, lookup) {
    if (document.facility && document.controlCenter) {
        // parseInventoryText reports this to the user, and the engine stops on its errors.
        throw new Error(`the document at ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(document.location)} names both a facility and a control center; parseInventoryText rejects this before resolution`);
    }
    const { index } = lookup;
    const wanted = document.cyberSystem;
    let parent;
    const found = document.facility
        ? findParent("facility", document.facility, lookup)
        : document.controlCenter
            ? findParent("control_center", document.controlCenter, lookup)
            : undefined;
    if (found !== undefined) {
        if ("error" in found)
            return found;
        parent = found;
    }
    const byId = index.systems.get(wanted.value);
    const candidates = byId ? [byId] : (lookup.systemsByName.get(wanted.value) ?? []);
    if (candidates.length === 0) {
        return {
            error: {
                severity: "error",
                message: `cyber_system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(wanted.value)} matches no cyber system (by id or name); ${suggest(wanted.value, [...lookup.systemsByName.keys()])}`,
                location: wanted.location,
            },
            unknown: true,
        };
    }
    const { chosen, unchecked } = parent === undefined ? { chosen: candidates, unchecked: false } : ofParent(candidates, parent);
    if (parent && chosen.length === 0)
        return { error: mismatch(wanted, parent, candidates, byId !== undefined, index) };
    // Never empty here (no candidate, and no match of the parent, returned above): one is chosen.
    const [system, ...others] = chosen;
    if (system === undefined || others.length > 0)
        return { error: ambiguous(wanted, chosen, parent !== undefined, index) };
    // Unchecked means the claim is a control center the service cannot confirm; it still names
    // the parent in the plan when it names exactly one.
    const claimedCenter = unchecked && parent?.records.length === 1 ? parent.records[0] : undefined;
    const ref = systemRefOf(system, index, claimedCenter);
    if (!unchecked || !parent)
        return { system, ref };
    const warning = {
        severity: "warning",
        message: `control_center ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parent.claim.value)} cannot be checked: the service does not show a cyber system's control center; make sure cyber system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(system.name)} (${system.id}) belongs to it`,
        location: parent.claim.location,
    };
    return { system, ref, warning };
}
/**
 * Of `candidates`, the systems the parent claim matches; failing any, those the service cannot
 * check it against (`unchecked`: a control center it does not show). Every system of the name is
 * checked, once each: a name that a thousand facilities share costs a thousand comparisons per
 * document, and nothing is built for the mismatches.
 */
function ofParent(candidates, parent) {
    const matched = [];
    const unknown = [];
    for (const system of candidates) {
        const result = check(system, parent);
        if (result === "match")
            matched.push(system);
        else if (result === "unknown")
            unknown.push(system);
    }
    return matched.length > 0
        ? { chosen: matched, unchecked: false }
        : { chosen: unknown, unchecked: unknown.length > 0 };
}
function findParent(kind, claim, lookup) {
    const byId = kind === "facility" ? lookup.index.facilities : lookup.index.controlCenters;
    const byName = kind === "facility" ? lookup.facilitiesByName : lookup.centersByName;
    const exact = byId.get(claim.value);
    const records = exact ? [exact] : (byName.get(claim.value) ?? []);
    if (records.length > 0) {
        return { kind, claim, records, ids: new Set(records.map((record) => record.id)) };
    }
    const key = kind === "facility" ? "facility" : "control_center";
    return {
        error: {
            severity: "error",
            message: `${key} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(claim.value)} matches no ${(0,_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parentKindWord */ .Pk)(kind)} (by id or name); ${suggest(claim.value, [...byName.keys()])}`,
            location: claim.location,
        },
        unknown: true,
    };
}
function check(system, parent) {
    const { ids } = parent;
    if (parent.kind === "facility") {
        return system.facility_id && ids.has(system.facility_id) ? "match" : "mismatch";
    }
    if (system.control_center_id)
        return ids.has(system.control_center_id) ? "match" : "mismatch";
    return system.facility_id ? "mismatch" : "unknown";
}
function ambiguous(wanted, chosen, hasParent, index) {
    const refs = sortSystems(chosen).map((system) => systemRefOf(system, index));
    const listed = refs.map(describeSystem).join("; ");
    // A source's generated document says which through the source's systems, so show that form too.
    const [first] = refs;
    const qualified = first?.parent === undefined || first.parent === null
        ? ""
        : ` (a source names it in its systems as { cyber_system: ${first.name}, ${first.parent.kind}: ${first.parent.name} })`;
    const fix = hasParent
        ? "give the cyber system's id as cyber_system"
        : `add facility or control_center to say which${qualified}, or give the cyber system's id as cyber_system`;
    return {
        severity: "error",
        message: `cyber_system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(wanted.value)} is ambiguous: ${chosen.length} cyber systems have that name: ${listed}; ${fix}`,
        location: wanted.location,
    };
}
function mismatch(wanted, parent, candidates, foundById, index) {
    const key = parent.kind === "facility" ? "facility" : "control_center";
    const claimed = `${key} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parent.claim.value)}`;
    const described = sortSystems(candidates).map((system) => describeSystem(systemRefOf(system, index)));
    if (foundById) {
        return {
            severity: "error",
            message: `${claimed} does not match cyber system ${described[0]}; correct ${key} or cyber_system`,
            location: parent.claim.location,
            related: [wanted.location],
        };
    }
    return {
        severity: "error",
        message: `no cyber system named ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(wanted.value)} is at ${(0,_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parent.claim.value)}; cyber systems with that name: ${described.join("; ")}; correct ${key} or cyber_system`,
        location: wanted.location,
        related: [parent.claim.location],
    };
}
function suggest(wanted, names) {
    const close = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .closestNames */ .g9)(wanted, names);
    if (close.length === 0)
        return LIST_HINT;
    const quoted = close.map((name) => (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name));
    const last = quoted.pop();
    return `did you mean ${quoted.length > 0 ? `${quoted.join(", ")} or ${last}` : last}?`;
}
function sortSystems(systems) {
    return [...systems].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.name, b.name) || (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.id, b.id));
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


/***/ })

};
