export const id = 6413;
export const ids = [6413];
export const modules = {

/***/ 89174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eq: () => (/* binding */ BASELINE_KEEPING),
/* harmony export */   H: () => (/* binding */ inlineBaselineProblems),
/* harmony export */   XL: () => (/* binding */ baselineRuleOf),
/* harmony export */   s1: () => (/* binding */ baselineRuleProblems)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17273);

const BASELINE_KEEPING = ["any", "ref-only"];
/**
 * What the rule read refuses in `documents`. A policy file that cannot be read leaves the rule
 * unknown: its diagnostics refuse exactly when `ref-only` would refuse something (fail closed),
 * and nothing when no baseline is written where it could matter.
 */
function baselineRuleProblems(documents, read) {
    if (read === undefined)
        return [];
    if (!("diagnostics" in read))
        return inlineBaselineProblems(documents, read.rule);
    const refOnly = { keeping: "ref-only", file: "" };
    return inlineBaselineProblems(documents, refOnly).length === 0 ? [] : read.diagnostics;
}
/** The rule a policy sets (`baselines:`), or none when it sets none. */
function baselineRuleOf(policy, file) {
    return policy?.baselines === undefined ? undefined : { keeping: policy.baselines, file };
}
const FIX = "write baseline_ref: { uri, sha256 } naming where the baseline is kept instead of baseline:";
/** Each asset of a High, Medium or unrated system whose baseline is written in the files. */
function inlineBaselineProblems(documents, rule) {
    if (rule?.keeping !== "ref-only")
        return [];
    const diagnostics = [];
    for (const document of documents) {
        const impact = document.impact?.value;
        if (impact === "low")
            continue;
        const system = impact === undefined ? "a system without impact:" : `a ${impact} impact system`;
        for (const asset of document.assets) {
            const baseline = asset.baseline;
            if (baseline?.kind !== "content")
                continue;
            const how = baseline.group === undefined
                ? "an inline baseline"
                : `the shared baseline ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(baseline.group)}`;
            diagnostics.push({
                severity: "error",
                location: asset.location,
                message: `asset ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(asset.name)} (in ${system}) has ${how}, but ${rule.file} sets baselines: ref-only, which keeps the baselines of High and Medium systems off the repository host: ${FIX}${impact === undefined ? ", or declare the system's impact:" : ""}`,
            });
        }
    }
    return diagnostics;
}


/***/ }),

/***/ 49914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ parsePolicyText)
});

// UNUSED EXPORTS: policyCalendarOf

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
// EXTERNAL MODULE: ./src/core/inventory/baselines/baseline-keeping.ts
var baseline_keeping = __webpack_require__(89174);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(23212);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(49513);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(40249);
// EXTERNAL MODULE: ./src/core/inventory/baselines/standard-versions.ts
var standard_versions = __webpack_require__(17638);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/inventory/document/value-reader.ts
var value_reader = __webpack_require__(55221);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(17994);
// EXTERNAL MODULE: ./src/core/families/family-shapes.ts
var family_shapes = __webpack_require__(40505);
// EXTERNAL MODULE: ./src/core/review/policy/policy-model.ts
var policy_model = __webpack_require__(55117);
;// CONCATENATED MODULE: ./src/core/review/policy/file/policy-standards.ts
// The standards the owner policy's `standards:` may name, each with its versions: those the
// requirement table has rows of, and those a family judges by rows of its own, declared on its
// shape (FamilyShape.standard, core/families/). The policy's parser and its JSON Schema read this
// one list. Pure.


/** Every standard `standards:` may name, the table's first. */
const POLICY_STANDARDS = [
    ...standard_versions/* TABLE_STANDARDS */.YM,
    ...family_shapes/* FAMILY_SHAPES */.SO.flatMap((shape) => shape.standard === undefined ? [] : [shape.standard.standard]),
];
/**
 * The versions of `standard` its rows quote, the later ones they name and, where its rows give it,
 * each later one's first day of enforcement (the requirement table's rows give none: the entity
 * writes the day its implementation plan gives it).
 */
function policyVersionsOf(standard) {
    const family = family_shapes/* FAMILY_SHAPES */.SO.find((shape) => shape.standard?.standard === standard)?.standard;
    return family === undefined
        ? { ...(0,standard_versions/* versionsOf */.x4)(standard), enforceableFrom: {} }
        : {
            quoted: [...family.quoted],
            later: [...family.later],
            enforceableFrom: family.enforceableFrom,
        };
}

;// CONCATENATED MODULE: ./src/core/review/policy/file/policy-schema.ts
// cip-policy.yaml as one zod schema: the source of schemas/policy.schema.json (editor completion
// and checks) and of the key lists the position-aware parser (parse-policy.ts) enforces.









/** Each family's plan-time gate on its reviewed files, by its policy key (its shape's). */
const GATE_SETTINGS = family_shapes/* REVIEWED_FILE_SHAPES */.Qy.flatMap((shape) => "gateSetting" in shape ? [shape.gateSetting] : []);
function gateSettingSchema(gate) {
    return schemas/* enum */.k5n(gate.settings).meta({ description: gate.description }).optional();
}
const RULE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** An RFC 3339 instant in UTC, as written in the file: 2026-12-15T00:00:00Z. */
const UTC_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
const idSchema = schemas/* string */.YjP().regex(RULE_ID_PATTERN).meta({
    description: "Lower-case letters, digits and hyphens; unique in the file. Named in results.",
});
const operationsSchema = schemas/* array */.YOg(schemas/* enum */.k5n(policy_model/* POLICY_OPERATIONS */.su)).min(1).meta({
    description: "create, update (any update), rename, retype, move, delete. An update matches update and each of its kinds.",
});
const principalsSchema = schemas/* array */.YOg(principals/* principalSchema */.Oj).min(1);
const whenSchema = schemas/* strictObject */.rej({
    operations: operationsSchema.optional(),
    impact: schemas/* array */.YOg(principals/* impactSchema */.kf).min(1).optional(),
})
    .meta({ description: "Which operations the rule covers; absent keys match everything." });
const requireSchema = schemas/* strictObject */.rej({
    approvals: schemas/* int */.Whr().min(1).max(20).meta({ description: "Distinct people who must approve." }),
    from: schemas/* union */.KCZ([schemas/* literal */.euz("owners"), principalsSchema]).meta({
        description: "owners: the owners of each system touched (both ends of a move); or a list of logins and org/team slugs.",
    }),
});
const ruleSchema = schemas/* strictObject */.rej({
    id: idSchema,
    when: whenSchema,
    require: requireSchema,
});
const freezeSchema = schemas/* strictObject */.rej({
    id: idSchema,
    from: schemas/* string */.YjP().regex(UTC_INSTANT_PATTERN).meta({ description: "Start, UTC (…Z), included." }),
    to: schemas/* string */.YjP().regex(UTC_INSTANT_PATTERN).meta({ description: "End, UTC (…Z), excluded." }),
    operations: operationsSchema,
    override: schemas/* strictObject */.rej({ from: principalsSchema })
        .meta({
        description: "Who may let a change through: a review on the head commit whose text starts with /override-freeze and a reason of at least 10 characters.",
    })
        .optional(),
});
/** A calendar date as written in the file: 2026-01-05. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** An action delegated: a requirement id in lower case, such as cip-002-r2.2. */
const ACTION_PATTERN = /^cip-\d{3}-r\d+(?:\.\d+)*$/;
const dateSchema = schemas/* string */.YjP().regex(DATE_PATTERN);
const personFields = {
    login: schemas/* string */.YjP()
        .regex(principals/* LOGIN_PATTERN */.NT)
        .meta({ description: "The person's GitHub login (not a team)." }),
    name: schemas/* string */.YjP().min(1).meta({ description: "The person's name, as the documents write it." }),
    title: schemas/* string */.YjP().min(1).meta({ description: "The person's title." }),
};
const delegateSchema = schemas/* strictObject */.rej({
    ...personFields,
    actions: schemas/* array */.YOg(schemas/* string */.YjP().regex(ACTION_PATTERN)).min(1).meta({
        description: "The specific actions delegated, as requirement ids: cip-002-r2.2 approves a CIP-002 R2 review of the identifications.",
    }),
    delegated_on: dateSchema.meta({ description: "The date of the delegation (YYYY-MM-DD)." }),
    delegation_ref: schemas/* string */.YjP().min(1).meta({
        description: "Where the delegation the CIP Senior Manager approved is documented.",
    }),
});
const cipSeniorManagerSchema = schemas/* strictObject */.rej({
    ...personFields,
    since: dateSchema.meta({
        description: "Since when this person is the CIP Senior Manager (YYYY-MM-DD).",
    }),
    delegates: schemas/* array */.YOg(delegateSchema).optional(),
})
    .meta({
    description: "The CIP Senior Manager by name (CIP-003-9 R3) and the delegates with the actions delegated (R4): people, never teams. Approves a CIP-002 R2 review (or a delegate holding cip-002-r2.2) and any change to this key. Without it, no review closes the obligation.",
});
const priorApprovalSchema = schemas/* strictObject */.rej({
    on: dateSchema.meta({ description: "The date of the approval (YYYY-MM-DD)." }),
    ref: schemas/* string */.YjP().min(1).meta({ description: "Where the approval is documented." }),
})
    .meta({
    description: "The last CIP-002 R2 approval before this ledger: it starts the first 15-month interval. A change to it is approved by the CIP Senior Manager.",
});
const calendarSchema = schemas/* strictObject */.rej({
    time_zone: schemas/* string */.YjP().regex(shared_calendar/* CALENDAR_TIME_ZONE_PATTERN */.Xv).meta({
        description: "The time zone calendar days are counted in (default UTC): an IANA Area/Location name such as America/Chicago, or UTC; not an offset (+05:00) or an abbreviation (CST, EST5EDT).",
    }),
    month_end: schemas/* enum */.k5n(shared_calendar/* MONTH_END_CONVENTIONS */.WO).meta({
        description: "How calendar months count. Day-preserving: the same day, or in a shorter month its last day (last-day, the default) or the day it rolls over to (roll-over). Or whole months (whole-month): due by the last day of the month reached. Follow your Regional Entity's reading.",
    }),
    due_soon_days: schemas/* int */.Whr().min(0).max(365).meta({
        description: "An obligation is due soon from this many days before its due date (default 7).",
    }),
    completion_grace_days: schemas/* int */.Whr().min(1).max(365).meta({
        description: "CIP-010 R1.3: days after a deviation's authorization before an unrecorded completion is an exception (default 30).",
    }),
})
    .partial()
    .meta({ description: "How CIP obligations count their dates (docs/cip-obligations.md)." });
/** `standards`: per standard with a later version in the requirement table, each one's first day. */
const standardsSchema = schemas/* strictObject */.rej(Object.fromEntries(POLICY_STANDARDS.flatMap((standard) => {
    const { later } = policyVersionsOf(standard);
    if (later.length === 0)
        return [];
    const former = [...standard_versions/* FORMER_VERSION_NAMES */.yo].filter(([, version]) => later.includes(version));
    const days = Object.fromEntries([
        ...later.map((version) => [
            version,
            dateSchema
                .meta({
                description: `The first day the entity is judged by ${version} (YYYY-MM-DD).`,
            })
                .optional(),
        ]),
        ...former.map(([name, version]) => [
            name,
            dateSchema
                .meta({
                description: `${version} under the name cip-sync gave it before NERC's index named it ${version}: read as ${version}, with a warning; write ${version}.`,
                deprecated: true,
            })
                .optional(),
        ]),
    ]);
    return [[standard, schemas/* strictObject */.rej(days).optional()]];
})))
    .meta({
    description: "From which day the entity is judged by a later version of a standard (NERC's implementation plan sets the enforcement date): an obligation opened on that day or after, in the calendar's time zone, names the later version's row of the requirement table. Only the versions the table knows: docs/obligations/requirements.md. A change is approved by policy_owners.",
});
const policySchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(policy_model/* POLICY_VERSION */.Ky),
    rules: schemas/* array */.YOg(ruleSchema).optional(),
    freezes: schemas/* array */.YOg(freezeSchema).optional(),
    policy_owners: requireSchema
        .meta({
        description: "Who must approve a change to the rules themselves: this file, cip-ledger.yaml (with every rule's own approvers), or an inventory document the base does not have at that path. from: owners is everyone the policy protects (the default, with 1 approval).",
    })
        .optional(),
    cip_senior_manager: cipSeniorManagerSchema.optional(),
    cip_002_last_approval: priorApprovalSchema.optional(),
    calendar: calendarSchema.optional(),
    baselines: schemas/* enum */.k5n(baseline_keeping/* BASELINE_KEEPING */.Eq)
        .meta({
        description: "Where the inventory's baselines may be kept. any (the default): inline, shared or baseline_ref. ref-only: only baseline_ref in High and Medium systems (and systems without impact), for entities that keep BES Cyber System Information off the repository host; Low stays optional.",
    })
        .optional(),
    patch_sources: schemas/* enum */.k5n(plan_model/* PATCH_SOURCE_SETTINGS */.R6)
        .meta({
        description: "CIP-007-6 R2.1 at review: the os_firmware and software items of High and Medium (and unrated) applicable assets' baselines with no source in cip-patch-sources.yaml and no no_source declaration. flag (the default): listed in the plan. require: the plan is refused when the change adds an item without a source or changes its version (and when it cannot tell, its baselines not compared).",
    })
        .optional(),
    vulnerability_assessments: schemas/* enum */.k5n(plan_model/* VULNERABILITY_ASSESSMENT_SETTINGS */.WW)
        .meta({
        description: "CIP-010-4 R3.3 at review: each BCA, EACMS or PCA a change puts into service in a High BES Cyber System (a create, or a move into it) must carry in vulnerability-assessments/ an active assessment naming it, a like-replacement record whose existing asset's baseline equals its own, or a CIP Exceptional Circumstance reference. flag (the default): listed in the plan. require: the plan is refused.",
    })
        .optional(),
    assessment_date_approvers: schemas/* strictObject */.rej({
        from: schemas/* union */.KCZ([
            schemas/* literal */.euz("owners"),
            schemas/* array */.YOg(schemas/* string */.YjP().regex(principals/* LOGIN_PATTERN */.NT)).min(1).meta({
                description: "People by GitHub login; never a team.",
            }),
        ]),
    })
        .meta({
        description: "CIP-010-4 R3.4: who approves a change of an action item's planned completion date (the standard names no approver). from: owners (the default: each system's owners in force) or a list of GitHub logins (people, never teams). A moved date approved by nobody named does not move it. A change is approved by policy_owners.",
    })
        .optional(),
    standards: standardsSchema.optional(),
    ...Object.fromEntries(GATE_SETTINGS.map((gate) => [gate.key, gateSettingSchema(gate)])),
})
    .meta({
    title: "cip-inventory-sync policy (cip-policy.yaml)",
    description: "Who must approve which changes, and when nothing may change. Read from the base branch; see docs/owners-and-policy.md.",
});
const POLICY_KEYS = Object.keys(policySchema.shape);
const RULE_KEYS = Object.keys(ruleSchema.shape);
const WHEN_KEYS = Object.keys(whenSchema.shape);
const REQUIRE_KEYS = Object.keys(requireSchema.shape);
const FREEZE_KEYS = Object.keys(freezeSchema.shape);
const SENIOR_MANAGER_KEYS = Object.keys(cipSeniorManagerSchema.shape);
const DELEGATE_KEYS = Object.keys(delegateSchema.shape);
const PRIOR_APPROVAL_KEYS = Object.keys(priorApprovalSchema.shape);
const CALENDAR_KEYS = Object.keys(calendarSchema.shape);
/** The JSON Schema (draft 2020-12) of the policy file, for editors. */
function policyJsonSchema() {
    return z.toJSONSchema(policySchema, { target: "draft-2020-12", io: "input" });
}

;// CONCATENATED MODULE: ./src/core/review/policy/file/parse-policy-settings.ts








/** The whole numbers of days each key of `calendar` takes. */
const DAYS = {
    due_soon_days: { min: 0, max: 365 },
    completion_grace_days: { min: 1, max: 365 },
};
class PolicySettingsReader extends value_reader/* ValueReader */.D {
    /**
     * A family's gate setting (its shape's `gateSetting`, core/families/), by its key: `{}` when the
     * value is none of its choices (the error names them).
     */
    gateSetting(keyText, value, keyOffset) {
        const gate = GATE_SETTINGS.find((each) => each.key === keyText);
        if (gate === undefined)
            return {};
        const field = { label: gate.key, hint: (0,wording/* listOf */.c3)(gate.settings, "or") };
        const setting = this.choice(value, keyOffset, field, gate.settings);
        return setting === undefined ? {} : { [gate.key]: setting.value };
    }
    /** `calendar: { time_zone, month_end, due_soon_days, completion_grace_days }`, each optional. */
    calendar(value, keyOffset) {
        const shape = '{ time_zone: "America/Chicago", month_end: last-day, due_soon_days: 7, completion_grace_days: 30 }';
        const map = this.submap(value, keyOffset, "calendar", shape);
        if (map === undefined)
            return undefined;
        const calendar = {};
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "time_zone") {
                const zone = this.scalarValue(item, itemOffset, {
                    label: "time_zone",
                    hint: "an IANA time zone such as America/Chicago",
                });
                if (zone !== undefined && (0,shared_calendar/* isCalendarTimeZone */._s)(zone.value))
                    calendar.timeZone = zone.value;
                else {
                    valid = false;
                    if (zone !== undefined)
                        this.error((0,yaml_reader/* nodeStart */.f)(item), `time_zone ${(0,shared_diagnostics/* quote */.hD)(zone.value)} is not a calendar's time zone; write ${shared_calendar/* CALENDAR_TIME_ZONE_HINT */.qo}`);
                }
            }
            else if (keyText === "month_end") {
                const field = { label: "month_end", hint: "last-day, roll-over or whole-month" };
                const monthEnd = this.choice(item, itemOffset, field, shared_calendar/* MONTH_END_CONVENTIONS */.WO);
                if (monthEnd === undefined)
                    valid = false;
                else
                    calendar.monthEnd = monthEnd.value;
            }
            else if (keyText === "due_soon_days" || keyText === "completion_grace_days") {
                const days = this.#days(item, itemOffset, keyText);
                if (days === undefined)
                    valid = false;
                else if (keyText === "due_soon_days")
                    calendar.dueSoonDays = days;
                else
                    calendar.completionGraceDays = days;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, CALENDAR_KEYS, "the keys of calendar are");
            }
        }
        return valid ? calendar : undefined;
    }
    /** `standards: { CIP-007: { CIP-007-7.1: 2028-07-01 } }`: only the standards cip-sync has rows of. */
    standards(value, keyOffset) {
        const shape = "{ CIP-007: { CIP-007-7.1: 2028-07-01 } }: per standard, each later version and the day from which it judges";
        const map = this.submap(value, keyOffset, "standards", shape);
        if (map === undefined)
            return undefined;
        const chosen = [];
        let valid = true;
        for (const { key, keyText, value: versions } of this.entries(map)) {
            if (!POLICY_STANDARDS.includes(keyText)) {
                valid = false;
                this.error((0,yaml_reader/* nodeStart */.f)(key), `standards: ${(0,shared_diagnostics/* quote */.hD)(keyText)} is not a standard cip-sync has rows of; it has rows of ${(0,wording/* listOf */.c3)(POLICY_STANDARDS)}`);
            }
            else {
                const read = this.#versions(versions, (0,yaml_reader/* nodeStart */.f)(key), keyText);
                if (read === undefined)
                    valid = false;
                else
                    chosen.push(...read);
            }
        }
        return valid ? chosen : undefined;
    }
    /** One standard's later versions and their days, each a version its rows name. */
    #versions(value, keyOffset, standard) {
        const { quoted, later, enforceableFrom } = policyVersionsOf(standard);
        const shape = `{ ${later[0] ?? `${standard}-N`}: 2028-07-01 }: each later version and the day from which it judges`;
        const map = this.submap(value, keyOffset, standard, shape);
        if (map === undefined)
            return undefined;
        const chosen = [];
        let valid = true;
        for (const { key, keyText, value: day } of this.entries(map)) {
            const version = (0,standard_versions/* currentVersionName */.XD)(keyText);
            const refused = versionRefused(standard, version, quoted, later) ??
                namedTwice(standard, keyText, version, chosen);
            let from = refused === undefined ? this.date(day, (0,yaml_reader/* nodeStart */.f)(key), keyText) : undefined;
            const firstDay = enforceableFrom[version];
            if (from !== undefined && firstDay !== undefined && from < firstDay) {
                this.error((0,yaml_reader/* nodeStart */.f)(day), `standards: ${standard}: ${version} is enforceable from ${firstDay}, the day its rows give it, and ${from} is before it: an earlier day would judge by a version not yet in force (and close what ${quoted.join(" and ")} still requires); write ${firstDay}, or the later day your implementation plan gives`);
                from = undefined;
            }
            if (refused !== undefined)
                this.error((0,yaml_reader/* nodeStart */.f)(key), refused);
            else if (version !== keyText)
                this.warning((0,yaml_reader/* nodeStart */.f)(key), `standards: ${standard}: ${keyText} is what cip-sync called ${version} before NERC's index named it so; it is read as ${version}: write ${version}`);
            if (from === undefined)
                valid = false;
            else
                chosen.push({ version, from, ...(version === keyText ? {} : { named: keyText }) });
        }
        return valid ? chosen.map(({ version: v, from }) => ({ version: v, from })) : undefined;
    }
    /** An instant in UTC, as written with its Z; one that does not exist is refused. */
    instant(value, keyOffset, label) {
        const hint = "an instant in UTC such as 2026-12-15T00:00:00Z";
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        const time = UTC_INSTANT_PATTERN.test(text.value) ? Date.parse(text.value) : Number.NaN;
        if (!Number.isFinite(time)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `${label} must be ${hint} (with the Z), not ${(0,shared_diagnostics/* quote */.hD)(text.value)}`);
            return undefined;
        }
        // Date.parse rolls an impossible day or time over (2026-02-30 becomes 2 March): a window the
        // policy's author did not write must never hold or lapse.
        const normalised = new Date(time).toISOString().slice(0, 19);
        if (normalised === text.value.slice(0, 19))
            return time;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `${label} ${(0,shared_diagnostics/* quote */.hD)(text.value)} is not a date and time that exists (it would be read as ${normalised}Z); write a real one, such as 2026-12-15T00:00:00Z`);
        return undefined;
    }
    /** A date that exists, YYYY-MM-DD (2026-02-30 is refused, never rolled over). */
    date(value, keyOffset, label) {
        const hint = "a date such as 2026-01-05";
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        if ((0,shared_calendar/* isCalendarDate */.tf)(text.value))
            return text.value;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `${label} must be ${hint} that exists (YYYY-MM-DD), not ${(0,shared_diagnostics/* quote */.hD)(text.value)}`);
        return undefined;
    }
    #days(value, keyOffset, label) {
        const { min, max } = DAYS[label];
        const hint = `a whole number of days from ${min} to ${max}`;
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        const days = /^\d{1,3}$/.test(text.value) ? Number(text.value) : Number.NaN;
        if (days >= min && days <= max)
            return days;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `${label} must be ${hint}, not ${(0,shared_diagnostics/* quote */.hD)(text.value)}`);
        return undefined;
    }
}
/** Why `written` may not be named beside the versions `chosen` so far: it names one of them again. */
function namedTwice(standard, written, version, chosen) {
    const first = chosen.find((earlier) => earlier.version === version);
    if (first === undefined)
        return undefined;
    const names = [first.named ?? first.version, written].sort();
    return `standards: ${standard}: ${names.join(" and ")} name the same version (${version}); keep ${version} alone`;
}
/** Why `version` may not be named under `standard`, or undefined when it is one of its later ones. */
function versionRefused(standard, version, quoted, later) {
    if (later.includes(version))
        return undefined;
    const where = `standards: ${standard}:`;
    if (quoted.includes(version))
        return `${where} ${version} is the version cip-sync's ${standard} rows quote, which judges until a later one takes force; name ${later.length === 1 ? "the later version" : "a later version"}: ${(0,wording/* listOf */.c3)(later, "or")}`;
    if (later.length === 0)
        return `${where} ${(0,shared_diagnostics/* quote */.hD)(version)} is not a version cip-sync knows: its ${standard} rows quote ${(0,wording/* listOf */.c3)(quoted)} and name no later version, so cip-sync cannot judge by it; remove it`;
    return `${where} ${(0,shared_diagnostics/* quote */.hD)(version)} is not a version cip-sync knows; the later ${later.length === 1 ? "version" : "versions"} its ${standard} rows name ${later.length === 1 ? "is" : "are"} ${(0,wording/* listOf */.c3)(later)}`;
}

;// CONCATENATED MODULE: ./src/core/review/policy/file/parse-senior-manager.ts
// The policy file's `cip_senior_manager` (the CIP Senior Manager by name and the delegates with the
// actions delegated), `cip_002_last_approval` and `assessment_date_approvers` (who approves a moved
// planned date of an assessment's action item), each problem at its place. Only people: a team is
// refused with what to write instead, since whoever manages a team would then make delegates, and
// the ledger keeps who approved, never a team's members on the day.
//
// CIP-003-9 R3: "Each Responsible Entity shall identify a CIP Senior Manager by name and document
// any change within 30 calendar days of the change."
// CIP-003-9 R4: "The Responsible Entity shall implement a documented process to delegate authority,
// unless no delegations are used. Where allowed by the CIP Standards, the CIP Senior Manager may
// delegate authority for specific actions to a delegate or delegates. These delegations shall be
// documented, including the name or title of the delegate, the specific actions delegated, and
// the date of the delegation; approved by the CIP Senior Manager; and updated within 30 days of
// any change to the delegation."






const CSM_SHAPE = '{ login: jdoe, name: "Jane Doe", title: "VP Operations", since: 2026-01-05, delegates: [...] }';
const ACTION_HINT = "a requirement id in lower case, such as cip-002-r2.2 (approve the CIP-002 R2 review)";
const DELEGATE_SHAPE = '{ login: rsmith, name: "Robert Smith", title: "Director, Substations", actions: [cip-002-r2.2], delegated_on: 2026-02-01, delegation_ref: DEL-7 }';
const DATE_APPROVERS_SHAPE = "{ from: owners } or { from: [rsmith, jdoe] }";
class SeniorManagerReader extends PolicySettingsReader {
    /**
     * `assessment_date_approvers`: `from: owners`, or people by login. CIP-010-4 R3.4 asks for "the
     * planned date of completing the action plan" and names no approver of a change of it.
     */
    dateApprovers(value, keyOffset) {
        const label = "assessment_date_approvers";
        const map = this.submap(value, keyOffset, label, DATE_APPROVERS_SHAPE);
        if (map === undefined || !this.required(map, ["from"], label))
            return undefined;
        let read;
        for (const { key, keyText, value: item } of this.entries(map)) {
            if (keyText !== "from") {
                this.unknownKey(key, keyText, ["from"], `the key of ${label} is`);
                return undefined;
            }
            read = this.#dateApproversFrom(item, (0,yaml_reader/* nodeStart */.f)(key));
        }
        return read;
    }
    #dateApproversFrom(value, keyOffset) {
        const hint = "owners or a list of GitHub logins (e.g. [rsmith])";
        if ((0,dist/* isScalar */.jn)(value) && !(0,yaml_reader/* isEmptyPlain */.eF)(value)) {
            const text = this.scalarValue(value, keyOffset, { label: "from", hint: "owners" });
            if (text?.value === "owners")
                return { kind: "owners" };
            this.error((0,yaml_reader/* nodeStart */.f)(value), `from must be ${hint}, not ${(0,shared_diagnostics/* quote */.hD)(text?.value ?? "")}`);
            return undefined;
        }
        // An empty list is refused there, with what to write.
        const items = this.listItems(value, keyOffset, {
            label: "from",
            hint: "GitHub logins (e.g. [rsmith])",
        });
        if (items === undefined)
            return undefined;
        const logins = [];
        for (const item of items) {
            const login = this.#text(item, keyOffset, "from entry", "a GitHub login");
            if (login === undefined)
                return undefined;
            if (!principals/* LOGIN_PATTERN */.NT.test(login)) {
                this.error((0,yaml_reader/* nodeStart */.f)(item), login.includes("/")
                    ? `${(0,shared_diagnostics/* quote */.hD)(login)} is a team, but assessment_date_approvers names people (the ledger keeps who approved, not a team's members on the day): write each person's GitHub login, such as rsmith`
                    : `login ${(0,shared_diagnostics/* quote */.hD)(login)} is not a GitHub login (letters, digits and single hyphens)`);
                return undefined;
            }
            if (!logins.some((other) => other.toLowerCase() === login.toLowerCase()))
                logins.push(login);
        }
        return { kind: "logins", logins };
    }
    /** `cip_senior_manager`: one person, with `since`, and the delegates. */
    seniorManager(value, keyOffset) {
        const map = this.submap(value, keyOffset, "cip_senior_manager", CSM_SHAPE);
        if (map === undefined)
            return undefined;
        if (this.#legacy(map))
            return undefined;
        const required = SENIOR_MANAGER_KEYS.filter((key) => key !== "delegates");
        let valid = this.required(map, required, "cip_senior_manager");
        const read = { delegates: [] };
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "delegates") {
                const delegates = this.#delegates(item, itemOffset);
                if (delegates === undefined)
                    valid = false;
                else
                    read.delegates = delegates;
            }
            else if (keyText === "since") {
                read.since = this.date(item, itemOffset, "since");
                valid &&= read.since !== undefined;
            }
            else if (!this.#personField(key, keyText, item, read, "cip_senior_manager"))
                valid = false;
        }
        const { login, name, title, since, delegates = [] } = read;
        if (!valid || !login || !name || !title || !since)
            return undefined;
        const manager = delegates.find((delegate) => delegate.login.toLowerCase() === login.toLowerCase());
        if (manager !== undefined) {
            this.error((0,yaml_reader/* nodeStart */.f)(map), `${login} is the CIP Senior Manager; remove them from delegates`);
            return undefined;
        }
        return { login, name, title, since, delegates };
    }
    /** `cip_002_last_approval: { on, ref }`. */
    priorApproval(value, keyOffset) {
        const shape = '{ on: 2025-10-14, ref: "CIP-002 R2 approval memo, 2025-10" }';
        const map = this.submap(value, keyOffset, "cip_002_last_approval", shape);
        if (map === undefined || !this.required(map, PRIOR_APPROVAL_KEYS, "cip_002_last_approval"))
            return undefined;
        const read = {};
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "on")
                read.on = this.date(item, itemOffset, "on");
            else if (keyText === "ref")
                read.ref = this.#text(item, itemOffset, "ref");
            else {
                valid = false;
                this.unknownKey(key, keyText, PRIOR_APPROVAL_KEYS, "the keys of cip_002_last_approval are");
            }
        }
        return valid && read.on && read.ref
            ? { on: read.on, ref: read.ref, location: this.at((0,yaml_reader/* nodeStart */.f)(map)) }
            : undefined;
    }
    /** The former form (`approvals` and `from`, which took teams): refused with what to write. */
    #legacy(map) {
        const old = map.items.find((pair) => (0,dist/* isScalar */.jn)(pair.key) && (pair.key.value === "from" || pair.key.value === "approvals"));
        if (old === undefined)
            return false;
        this.error((0,yaml_reader/* nodeStart */.f)(old.key), `cip_senior_manager names one CIP Senior Manager by name (CIP-003 R3), not approvals from a list of logins and teams: write ${CSM_SHAPE}, each delegate a person with the actions delegated`);
        return true;
    }
    #delegates(value, keyOffset) {
        if ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))
            return [];
        const field = { label: "delegates", hint: `delegates (maps such as ${DELEGATE_SHAPE})` };
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const delegates = [];
        let valid = true;
        for (const item of items) {
            const map = this.submap(item, keyOffset, "each delegate", DELEGATE_SHAPE);
            const delegate = map && this.#delegate(map);
            if (delegate === undefined)
                valid = false;
            else if (delegates.some((other) => other.login.toLowerCase() === delegate.login.toLowerCase())) {
                valid = false;
                this.error((0,yaml_reader/* nodeStart */.f)(map), `delegate ${delegate.login} is listed twice; keep one entry with every action delegated`);
            }
            else
                delegates.push(delegate);
        }
        return valid ? delegates : undefined;
    }
    #delegate(map) {
        let valid = this.required(map, DELEGATE_KEYS, "this delegate");
        const read = {};
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "actions") {
                read.actions = this.#actions(value, keyOffset);
                valid &&= read.actions !== undefined;
            }
            else if (keyText === "delegated_on") {
                read.delegatedOn = this.date(value, keyOffset, "delegated_on");
                valid &&= read.delegatedOn !== undefined;
            }
            else if (keyText === "delegation_ref") {
                read.delegationRef = this.#text(value, keyOffset, "delegation_ref");
                valid &&= read.delegationRef !== undefined;
            }
            else if (!this.#personField(key, keyText, value, read, "a delegate"))
                valid = false;
        }
        const { login, name, title, actions, delegatedOn, delegationRef } = read;
        if (!valid || !login || !name || !title || !actions || !delegatedOn || !delegationRef)
            return undefined;
        return { login, name, title, actions, delegatedOn, delegationRef };
    }
    /** `login`, `name` or `title` into `read`; false after reporting a problem or an unknown key. */
    #personField(key, keyText, value, read, who) {
        const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
        if (keyText === "login")
            read.login = this.#login(value, keyOffset, who);
        else if (keyText === "name" || keyText === "title")
            read[keyText] = this.#text(value, keyOffset, keyText);
        else {
            const known = who === "a delegate" ? DELEGATE_KEYS : SENIOR_MANAGER_KEYS;
            this.unknownKey(key, keyText, known, `the keys of ${who} are`);
            return false;
        }
        return read[keyText] !== undefined;
    }
    #login(value, keyOffset, who) {
        const text = this.#text(value, keyOffset, "login");
        if (text === undefined)
            return undefined;
        if (principals/* LOGIN_PATTERN */.NT.test(text))
            return text;
        const at = (0,yaml_reader/* nodeStart */.f)(value);
        if (text.includes("/"))
            this.error(at, `${(0,shared_diagnostics/* quote */.hD)(text)} is a team, but ${who} is one person, named (CIP-003 R3 and R4): write that person's GitHub login, such as jdoe${who === "a delegate" ? ", one delegate per person with the actions delegated to them" : ", and list each person with delegated authority under delegates"}`);
        else
            this.error(at, `login ${(0,shared_diagnostics/* quote */.hD)(text)} is not a GitHub login (letters, digits and single hyphens)`);
        return undefined;
    }
    #actions(value, keyOffset) {
        const field = { label: "actions", hint: "requirement ids such as cip-002-r2.2" };
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const actions = [];
        for (const item of items) {
            const text = this.#text(item, keyOffset, "actions entry", ACTION_HINT);
            if (text === undefined)
                return undefined;
            if (!ACTION_PATTERN.test(text)) {
                this.error((0,yaml_reader/* nodeStart */.f)(item), `action ${(0,shared_diagnostics/* quote */.hD)(text)} must be ${ACTION_HINT}`);
                return undefined;
            }
            if (!actions.includes(text))
                actions.push(text);
        }
        return actions;
    }
    #text(value, keyOffset, label, hint = "some text") {
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        if (text.value.trim() !== "")
            return text.value;
        this.error((0,dist/* isNode */.Ll)(value) ? (0,yaml_reader/* nodeStart */.f)(value) : keyOffset, `${label} is empty; write it`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/core/review/policy/file/parse-policy.ts
// cip-policy.yaml's text -> the policy, with every problem at file:line:column. Read strictly, as
// inventory files are (yaml-reader.ts): no anchors, aliases, tags or duplicate keys. A policy with
// any error is no policy: the caller fails closed.









const MAX_APPROVALS = 20;
const OPERATIONS_HINT = "create, update, rename, retype, move or delete";
function parsePolicyText(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    const reader = new PolicyReader(text, file, lineCounter);
    const policy = reader.file(docs);
    const diagnostics = reader.diagnostics.sort(shared_diagnostics/* compareDiagnostics */.oV);
    // A warning (a version under its former name) leaves the policy read.
    return !(0,shared_diagnostics/* hasErrors */.Cs)(diagnostics) && policy ? { policy, diagnostics } : { diagnostics };
}
function policyCalendarOf(text, file) {
    if (text === undefined)
        return { kind: "calendar", calendar: undefined };
    const parsed = parsePolicyText(text, file);
    const { policy } = parsed;
    if (policy !== undefined)
        return {
            kind: "calendar",
            calendar: policy.calendar,
            ...(policy.calendar?.completionGraceDays === undefined
                ? {}
                : { completionGraceDays: policy.calendar.completionGraceDays }),
            ...(policy.standards === undefined ? {} : { standardVersions: policy.standards }),
        };
    const error = parsed.diagnostics.find((diagnostic) => diagnostic.severity === "error");
    const where = error?.location === undefined ? file : formatLocation(error.location);
    return {
        kind: "invalid",
        problem: `the policy file ${where} is invalid (${error?.message ?? "unreadable"}), so its calendar is unknown; fix it`,
    };
}
class PolicyReader extends SeniorManagerReader {
    #ids = new Map();
    file(docs) {
        const [doc, extra] = docs;
        if (doc === undefined || doc.contents === null) {
            this.error(0, "the policy file is empty; write `version: 1` and rules, or remove the file");
            return undefined;
        }
        if (extra !== undefined) {
            this.error(extra.range[0], 'a policy file holds one YAML document; remove the extra "---"');
        }
        if (!this.yamlProblems(doc, 0) || !this.plainNode(doc.contents))
            return undefined;
        if (!(0,dist/* isMap */.jh)(doc.contents)) {
            this.error((0,yaml_reader/* nodeStart */.f)(doc.contents), `the policy must be a map with the keys ${(0,wording/* listOf */.c3)(POLICY_KEYS)}, not ${(0,yaml_reader/* describeValue */.bp)(doc.contents)}`);
            return undefined;
        }
        return this.#policy(doc.contents);
    }
    #policy(map) {
        let version = false;
        const policy = { version: policy_model/* POLICY_VERSION */.Ky, rules: [], freezes: [] };
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "version")
                version = this.#version(value, keyOffset);
            else if (keyText === "rules") {
                policy.rules = this.#list(value, keyOffset, "rules", (item) => this.#rule(item));
            }
            else if (keyText === "freezes") {
                policy.freezes = this.#list(value, keyOffset, "freezes", (item) => this.#freeze(item));
            }
            else if (keyText === "policy_owners") {
                const owners = {};
                if (this.#require(value, keyOffset, owners) && owners.approvals && owners.from)
                    policy.policyOwners = { approvals: owners.approvals, from: owners.from };
            }
            else if (keyText === "cip_senior_manager") {
                const csm = this.seniorManager(value, keyOffset);
                if (csm !== undefined)
                    policy.cipSeniorManager = csm;
            }
            else if (keyText === "cip_002_last_approval") {
                const prior = this.priorApproval(value, keyOffset);
                if (prior !== undefined)
                    policy.cip002LastApproval = prior;
            }
            else if (keyText === "calendar") {
                const calendar = this.calendar(value, keyOffset);
                if (calendar !== undefined)
                    policy.calendar = calendar;
            }
            else if (keyText === "baselines") {
                const field = { label: "baselines", hint: "any or ref-only" };
                const keeping = this.choice(value, keyOffset, field, baseline_keeping/* BASELINE_KEEPING */.Eq);
                if (keeping !== undefined)
                    policy.baselines = keeping.value;
            }
            else if (keyText === "patch_sources") {
                const field = { label: "patch_sources", hint: "flag or require" };
                const setting = this.choice(value, keyOffset, field, plan_model/* PATCH_SOURCE_SETTINGS */.R6);
                if (setting !== undefined)
                    policy.patchSources = setting.value;
            }
            else if (keyText === "vulnerability_assessments") {
                const field = { label: "vulnerability_assessments", hint: "flag or require" };
                const setting = this.choice(value, keyOffset, field, plan_model/* VULNERABILITY_ASSESSMENT_SETTINGS */.WW);
                if (setting !== undefined)
                    policy.vulnerabilityAssessments = setting.value;
            }
            else if (keyText === "assessment_date_approvers") {
                const approvers = this.dateApprovers(value, keyOffset);
                if (approvers !== undefined)
                    policy.assessmentDateApprovers = approvers;
            }
            else if (keyText === "standards") {
                const standards = this.standards(value, keyOffset);
                if (standards !== undefined)
                    policy.standards = standards;
            }
            else if (GATE_SETTINGS.some((gate) => gate.key === keyText)) {
                policy.gates = { ...policy.gates, ...this.gateSetting(keyText, value, keyOffset) };
            }
            else
                this.unknownKey(key, keyText, POLICY_KEYS, "the keys of the policy are");
        }
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "version")) {
            this.error((0,yaml_reader/* nodeStart */.f)(map), 'missing key "version": write `version: 1` at the top');
        }
        return version ? policy : undefined;
    }
    #version(value, keyOffset) {
        const text = this.scalarValue(value, keyOffset, { label: "version", hint: "1" });
        if (text === undefined)
            return false;
        if (text.value === String(policy_model/* POLICY_VERSION */.Ky))
            return true;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `version ${(0,shared_diagnostics/* quote */.hD)(text.value)} is not supported; this cip-sync reads version ${policy_model/* POLICY_VERSION */.Ky}`);
        return false;
    }
    /** Each map of a list, read by `read`; the ones that could not be read are left out. */
    #list(value, keyOffset, label, read) {
        // `rules:` or `rules: []`: none, as when the key is left out.
        if (((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value)) || ((0,dist/* isSeq */.oP)(value) && value.items.length === 0)) {
            return [];
        }
        const items = this.listItems(value, keyOffset, { label, hint: `${label} (maps)` }) ?? [];
        const read_ = [];
        for (const item of items) {
            if ((0,dist/* isNode */.Ll)(item) && !this.plainNode(item))
                continue;
            if (!(0,dist/* isMap */.jh)(item)) {
                const where = (0,dist/* isNode */.Ll)(item) ? (0,yaml_reader/* nodeStart */.f)(item) : keyOffset;
                this.error(where, `each entry of ${label} must be a map, not ${(0,dist/* isNode */.Ll)(item) ? (0,yaml_reader/* describeValue */.bp)(item) : "nothing"}`);
                continue;
            }
            const entry = read(item);
            if (entry !== undefined)
                read_.push(entry);
        }
        return read_;
    }
    #id(value, keyOffset, what) {
        const text = this.scalarValue(value, keyOffset, {
            label: `the ${what} id`,
            hint: "a name such as high-impact-deletes",
        });
        if (text === undefined)
            return undefined;
        const offset = (0,yaml_reader/* nodeStart */.f)(value);
        if (!RULE_ID_PATTERN.test(text.value)) {
            this.error(offset, `${what} id ${(0,shared_diagnostics/* quote */.hD)(text.value)} must be lower-case letters, digits and hyphens (e.g. high-impact-deletes)`);
            return undefined;
        }
        const first = this.#ids.get(text.value);
        if (first !== undefined) {
            this.error(offset, `id ${(0,shared_diagnostics/* quote */.hD)(text.value)} is used twice (first at line ${this.at(first).line}); give each rule and freeze its own id`, [this.at(first)]);
            return undefined;
        }
        this.#ids.set(text.value, offset);
        return text.value;
    }
    #rule(map) {
        let valid = this.required(map, RULE_KEYS, "this rule");
        const rule = { location: this.at((0,yaml_reader/* nodeStart */.f)(map)) };
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "id")
                rule.id = this.#id(value, keyOffset, "rule");
            else if (keyText === "when")
                valid = this.#when(value, keyOffset, rule) && valid;
            else if (keyText === "require")
                valid = this.#require(value, keyOffset, rule) && valid;
            else {
                valid = false;
                this.unknownKey(key, keyText, RULE_KEYS, "the keys of a rule are");
            }
        }
        const { id, location, approvals, from } = rule;
        if (!valid ||
            id === undefined ||
            location === undefined ||
            approvals === undefined ||
            from === undefined) {
            return undefined;
        }
        return { ...rule, id, location, approvals, from };
    }
    #when(value, keyOffset, rule) {
        const map = this.submap(value, keyOffset, "when", "{ operations: [...], impact: [...] }");
        if (map === undefined)
            return false;
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "operations") {
                const operations = this.#operations(item, itemOffset);
                if (operations)
                    rule.operations = operations;
                else
                    valid = false;
            }
            else if (keyText === "impact") {
                const impact = this.choiceList(item, itemOffset, { label: "impact", hint: "high, medium or low" }, ["high", "medium", "low"]);
                if (impact)
                    rule.impact = impact.map((entry) => entry.value);
                else
                    valid = false;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, WHEN_KEYS, "the keys of when are");
            }
        }
        return valid;
    }
    #operations(value, keyOffset) {
        const field = { label: "operations", hint: OPERATIONS_HINT };
        return this.choiceList(value, keyOffset, field, policy_model/* POLICY_OPERATIONS */.su)?.map((entry) => entry.value);
    }
    #require(value, keyOffset, rule) {
        const map = this.submap(value, keyOffset, "require", "{ approvals: N, from: owners or [...] }");
        if (map === undefined || !this.required(map, REQUIRE_KEYS, "require"))
            return false;
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "approvals") {
                rule.approvals = this.#approvals(item, itemOffset);
                valid &&= rule.approvals !== undefined;
            }
            else if (keyText === "from") {
                rule.from = this.#from(item, itemOffset);
                valid &&= rule.from !== undefined;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, REQUIRE_KEYS, "the keys of require are");
            }
        }
        return valid;
    }
    #approvals(value, keyOffset) {
        const text = this.scalarValue(value, keyOffset, {
            label: "approvals",
            hint: `a whole number from 1 to ${MAX_APPROVALS}`,
        });
        if (text === undefined)
            return undefined;
        const count = /^\d{1,2}$/.test(text.value) ? Number(text.value) : Number.NaN;
        if (count >= 1 && count <= MAX_APPROVALS)
            return count;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `approvals must be a whole number from 1 to ${MAX_APPROVALS}, not ${(0,shared_diagnostics/* quote */.hD)(text.value)}`);
        return undefined;
    }
    #from(value, keyOffset) {
        if ((0,dist/* isScalar */.jn)(value) && !(0,yaml_reader/* isEmptyPlain */.eF)(value)) {
            const text = this.scalarValue(value, keyOffset, { label: "from", hint: "owners" });
            if (text?.value === "owners")
                return { kind: "owners" };
            this.error((0,yaml_reader/* nodeStart */.f)(value), `from must be owners or a list of logins and org/team slugs (e.g. ["acme/cip-compliance"]), not ${(0,shared_diagnostics/* quote */.hD)(text?.value ?? "")}`);
            return undefined;
        }
        const principals = this.#principalList(value, keyOffset, "from");
        return principals && { kind: "principals", principals };
    }
    #principalList(value, keyOffset, label) {
        const field = { label, hint: "GitHub logins and org/team slugs" };
        return this.principals(value, keyOffset, field)?.map((entry) => entry.value);
    }
    #freeze(map) {
        let valid = this.required(map, ["id", "from", "to", "operations"], "this freeze");
        const freeze = { location: this.at((0,yaml_reader/* nodeStart */.f)(map)) };
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "id")
                freeze.id = this.#id(value, keyOffset, "freeze");
            else if (keyText === "from" || keyText === "to")
                freeze[keyText] = this.instant(value, keyOffset, keyText);
            else if (keyText === "operations")
                freeze.operations = this.#operations(value, keyOffset);
            else if (keyText === "override") {
                const override = this.submap(value, keyOffset, "override", "{ from: [...] }");
                const from = override && this.#overrideFrom(override);
                if (from)
                    freeze.overrideFrom = from;
                else
                    valid = false;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, FREEZE_KEYS, "the keys of a freeze are");
            }
        }
        const { id, location, from, to, operations } = freeze;
        if (!valid || !id || !location || from === undefined || to === undefined || !operations)
            return undefined;
        if (to <= from) {
            this.error((0,yaml_reader/* nodeStart */.f)(map), `freeze ${(0,shared_diagnostics/* quote */.hD)(id)} ends before it starts; "to" must be after "from"`);
            return undefined;
        }
        return { ...freeze, id, location, from, to, operations };
    }
    #overrideFrom(map) {
        if (!this.required(map, ["from"], "override"))
            return undefined;
        let from;
        for (const { key, keyText, value } of this.entries(map)) {
            if (keyText === "from")
                from = this.#principalList(value, (0,yaml_reader/* nodeStart */.f)(key), "override from");
            else {
                this.unknownKey(key, keyText, ["from"], "the key of override is");
                return undefined;
            }
        }
        return from;
    }
}


/***/ }),

/***/ 54917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit),
/* harmony export */   e: () => (/* binding */ fileAtCommits)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
// Runs git in a directory and collects what it says: the one way this tool asks git anything
// (the evidence history of a clone, the facts of a checkout a CLI change record names); and one
// file at many commits of a clone (fileAtCommits), as `evidence verify --repository` reads the
// declarations in force before each record (core/evidence/chain/keys-in-force.ts): one
// `git cat-file --batch` for all of them, each commit asked twice, as a commit (`<id>^{commit}`)
// and for the file (`<id>:<path>`), so that a commit the clone lacks is told from a commit without
// the file: the one is a clone to fetch again, the other a fact.

/**
 * git `args` in `dir`, paths unquoted (core.quotePath=false). Rejects only when git cannot be
 * started; a failing git resolves with its code and standard error, for the caller to judge.
 */
function runGit(dir, args, bounds = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)("git", ["-C", dir, "-c", "core.quotePath=false", ...args], {
            stdio: ["pipe", "pipe", "pipe"],
            ...(bounds.timeoutMs === undefined ? {} : { timeout: bounds.timeoutMs }),
        });
        const out = [];
        const err = [];
        let outBytes = 0;
        let overflowed = false;
        child.stdout.on("data", (chunk) => {
            outBytes += chunk.length;
            if (bounds.maxStdoutBytes !== undefined && outBytes > bounds.maxStdoutBytes) {
                overflowed = true;
                child.kill();
                return;
            }
            out.push(chunk);
        });
        child.stderr.on("data", (chunk) => err.push(chunk));
        child.stdin.on("error", () => { }); // git may exit before reading all of it: its code says why.
        child.stdin.end(bounds.input ?? "");
        child.on("error", reject);
        child.on("close", (code) => {
            const stdout = Buffer.concat(out);
            resolve({
                code: overflowed ? null : code,
                stdout: stdout.toString("utf8"),
                stderr: Buffer.concat(err).toString("utf8"),
                ...(bounds.bytes === true ? { bytes: stdout } : {}),
            });
        });
    });
}
const COMMIT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const BATCH_BOUNDS = { timeoutMs: 120_000, maxStdoutBytes: 256 * 1024 * 1024, bytes: true };
/** `path` (from the repository's root) at each of `commits` in the clone `dir`. */
async function fileAtCommits(dir, path, commits) {
    // A commit id comes from a record: anything but hex is no commit, and never reaches git's input.
    const asked = [...new Set(commits)].filter((commit) => COMMIT_ID.test(commit));
    const missing = commits.filter((commit) => !COMMIT_ID.test(commit));
    const input = asked.map((commit) => `${commit}^{commit}\n${commit}:${path}\n`).join("");
    const answer = await runGit(dir, ["cat-file", "--batch"], { ...BATCH_BOUNDS, input });
    if (answer.code !== 0 || answer.bytes === undefined)
        return { gitSaid: answer.stderr.trim() || `git cat-file exited with ${answer.code}` };
    const objects = batchObjects(answer.bytes);
    const texts = new Map();
    asked.forEach((commit, index) => {
        if (objects[2 * index] === undefined)
            missing.push(commit);
        else
            texts.set(commit, objects[2 * index + 1]?.toString("utf8"));
    });
    return missing.length > 0 ? { missing: [...new Set(missing)] } : { texts };
}
/** Each object `cat-file --batch` gave, in the order asked: its bytes, undefined when missing. */
function batchObjects(bytes) {
    const objects = [];
    let at = 0;
    while (at < bytes.length) {
        const end = bytes.indexOf(0x0a, at);
        if (end === -1)
            break;
        // "<id> <type> <size>", or "<asked> missing" (or "ambiguous"): sizes count bytes.
        const header = bytes.subarray(at, end).toString("utf8").split(" ");
        const size = Number(header[2]);
        if (header.length !== 3 || !Number.isSafeInteger(size)) {
            objects.push(undefined);
            at = end + 1;
            continue;
        }
        objects.push(bytes.subarray(end + 1, end + 1 + size));
        at = end + 1 + size + 1;
    }
    return objects;
}


/***/ }),

/***/ 23628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X7: () => (/* binding */ checkReplaceable),
/* harmony export */   XD: () => (/* binding */ FileReplacement),
/* harmony export */   fR: () => (/* binding */ replaceFile)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38871);
/* harmony import */ var _core_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65032);
// Writes a file by replacing it, never through it: the content goes to a new temporary file beside
// the target, created exclusively (so no existing file or link is opened), and is then renamed
// over the target. A symbolic link committed in the repository at the path of --out or --record
// is replaced by the file, and the file it pointed to is left untouched; a reader never sees
// half a file.






/**
 * Writes `content` to `path` (creating its parent directories) without following a link there.
 * `mode`: the new file's permissions (default 0644 less the umask), e.g. those of the file replaced.
 */
async function replaceFile(path, content, options = {}) {
    refuseDirectory(path);
    const temporary = createTemporary(path);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, "r+");
        try {
            if (options.mode !== undefined)
                await handle.chmod(options.mode);
            if (typeof content === "string" || content instanceof Uint8Array)
                await handle.writeFile(content);
            // Written as made, a batch at a time: the whole content never stands in memory.
            else
                for (const batch of (0,_core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__/* .textBatches */ .S)(content))
                    await handle.write(batch);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        throw error;
    }
}
/** How many bytes of a file appended are copied at a time. */
const APPEND_BYTES = 1 << 20;
/**
 * A file replaced as replaceFile replaces it, its content written piece by piece as it is made,
 * synchronously (a pass over a ledger writes rows as it reads records, synchronously too), and put
 * in place only by `commit`; `abandon` leaves nothing behind. Pieces are written a batch at a time.
 */
class FileReplacement {
    #path;
    #temporary;
    #fd;
    #pending = [];
    #size = 0;
    constructor(path, temporary) {
        this.#path = path;
        this.#temporary = temporary;
        this.#fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temporary, "r+");
    }
    /** Opened at once (created with O_EXCL beside `path`): rows are written as a pass makes them. */
    static open(path) {
        refuseDirectory(path);
        return new FileReplacement(path, createTemporary(path));
    }
    write(text) {
        this.#pending.push(text);
        this.#size += text.length;
        if (this.#size >= _core_shared_text_text_batches_js__WEBPACK_IMPORTED_MODULE_4__/* .BATCH_CHARACTERS */ .k)
            this.#flush();
    }
    /** Writes what is pending, then the bytes of the file at `path` as they are. */
    append(path) {
        this.#flush();
        const fd = this.#open();
        const from = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, "r");
        try {
            const buffer = Buffer.allocUnsafe(APPEND_BYTES);
            for (let read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(from, buffer); read > 0; read = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(from, buffer))
                for (let written = 0; written < read;)
                    written += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, buffer, written, read - written);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(from);
        }
    }
    /** Writes what is left, and puts the file in place. */
    async commit() {
        try {
            this.#flush();
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fsyncSync)(this.#open());
            this.#close();
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(this.#temporary, this.#path);
        }
        catch (error) {
            await this.abandon();
            throw error;
        }
    }
    async abandon() {
        this.#close();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(this.#temporary, { force: true });
    }
    /** Opened by the constructor and closed only by commit or abort, after which nothing writes. */
    #open() {
        return this.#fd ?? (0,_core_shared_collections_js__WEBPACK_IMPORTED_MODULE_5__/* .missingEntry */ .Dj)("the replacement file, closed already,");
    }
    #flush() {
        if (this.#size === 0)
            return;
        const bytes = Buffer.from(this.#pending.join(""));
        const fd = this.#open();
        for (let written = 0; written < bytes.length;)
            written += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, bytes, written);
        this.#pending = [];
        this.#size = 0;
    }
    #close() {
        if (this.#fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(this.#fd);
        this.#fd = undefined;
    }
}
/**
 * Fails as replaceFile would, leaving nothing behind (parent directories it creates stay): for a
 * file written after the service was changed, whose loss a later error could not undo.
 */
async function checkReplaceable(path) {
    refuseDirectory(path);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(createTemporary(path));
}
/** A new empty file beside `path`, created with O_EXCL, so it is never an existing file or link. */
function createTemporary(path) {
    const directory = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(directory, { recursive: true });
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(directory, `.${(0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(path)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString("hex")}.tmp`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temporary, "wx", 0o644));
    return temporary;
}
/** A directory at the path would be replaced by nothing: the same error a write would give. */
function refuseDirectory(path) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path);
    }
    catch {
        // Nothing there, or no way to look: creating the temporary file says which.
        return;
    }
    if (stats.isDirectory()) {
        throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), {
            code: "EISDIR",
        });
    }
}


/***/ })

};
