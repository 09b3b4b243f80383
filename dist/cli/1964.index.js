export const id = 1964;
export const ids = [1964];
export const modules = {

/***/ 47302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O7: () => (/* binding */ buildChangeRecord),
/* harmony export */   Sk: () => (/* binding */ applyComplete),
/* harmony export */   iw: () => (/* binding */ CHANGE_RECORD_FORMAT_VERSION)
/* harmony export */ });
/* unused harmony export changeStatus */
const CHANGE_RECORD_FORMAT_VERSION = 1;
/**
 * True when the run did all it planned and the verification after apply found nothing: anything
 * else fails the run (failure-reason apply-failed).
 */
function applyComplete(result) {
    const { failed, skipped } = result.summary;
    return failed + skipped === 0 && (result.verification?.problems.length ?? 0) === 0;
}
function changeStatus(result) {
    if (result.interrupted !== undefined)
        return "interrupted";
    const { succeeded, failed, skipped } = result.summary;
    // Every operation succeeded, but the live inventory is not what they should have made it.
    if (!applyComplete(result) && failed + skipped === 0)
        return "partly-applied";
    if (failed + skipped === 0)
        return succeeded === 0 ? "no-changes" : "applied";
    return succeeded === 0 ? "failed" : "partly-applied";
}
function buildChangeRecord(plan, result, context) {
    const { tool_version, ...rest } = context;
    const resultsByIndex = new Map(result.results.map((entry) => [entry.index, entry]));
    const operations = plan.operations.map((operation, index) => {
        const outcome = resultsByIndex.get(index);
        const base = {
            index,
            action: operation.action,
            name: operation.name,
            result: outcome?.status ?? "skipped",
            ...(outcome?.asset_id !== undefined ? { asset_id: outcome.asset_id } : {}),
            ...(outcome?.adopted ? { adopted: true } : {}),
            ...(outcome?.error !== undefined ? { error: outcome.error } : {}),
            ...(outcome?.service_fields !== undefined ? { service_fields: outcome.service_fields } : {}),
        };
        switch (operation.action) {
            case "create":
                return {
                    ...base,
                    cyber_system: operation.cyber_system,
                    asset_type: operation.asset_type,
                };
            case "delete":
                return {
                    ...base,
                    asset_id: operation.asset_id,
                    cyber_system: operation.cyber_system,
                    asset_type: operation.asset_type,
                };
            case "update":
                return {
                    ...base,
                    asset_id: operation.asset_id,
                    cyber_system: operation.cyber_system,
                    changes: operation.changes,
                };
        }
    });
    return {
        format_version: CHANGE_RECORD_FORMAT_VERSION,
        tool: { name: "cip-inventory-sync", version: tool_version },
        status: changeStatus(result),
        fingerprint: plan.fingerprint,
        started_at: result.started_at,
        finished_at: result.finished_at,
        context: rest,
        plan_summary: plan.summary,
        result_summary: result.summary,
        operations,
        ...(plan.baselines === undefined ? {} : { baselines: plan.baselines }),
        ...(plan.baseline_deviations === undefined
            ? {}
            : { baseline_deviations: plan.baseline_deviations }),
        ...(result.verification === undefined ? {} : { verification: result.verification }),
    };
}


/***/ }),

/***/ 14617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iM: () => (/* binding */ assetTypeSchema),
  kZ: () => (/* binding */ baselineComparisonSchema),
  X0: () => (/* binding */ fieldChange),
  U1: () => (/* binding */ jsonPath),
  Xj: () => (/* binding */ parsePlanJson),
  se: () => (/* binding */ planBaselineSchema),
  Fu: () => (/* binding */ planSchema),
  D1: () => (/* binding */ planSummarySchema),
  iL: () => (/* binding */ systemRefSchema)
});

// UNUSED EXPORTS: PlanFileError, planJsonSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(17994);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/live-records.ts
var live_records = __webpack_require__(37368);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(49513);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(45168);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(47178);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(23212);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
// EXTERNAL MODULE: ./src/core/plan/commissioning-assessment-model.ts
var commissioning_assessment_model = __webpack_require__(77551);
;// CONCATENATED MODULE: ./src/core/plan/saved/commissioning-assessment-schema.ts
// The saved plan's CIP-010-4 R3.3 check (plan-model's commissioning_assessments), apart from
// plan-schema.ts, which passes it its source location schema.




const itemDifferenceSchema = schemas/* strictObject */.rej({
    item: schemas/* enum */.k5n([...baseline_items/* BASELINE_ITEMS */.dK, "unknown"]),
    added: schemas/* array */.YOg(schemas/* string */.YjP()),
    removed: schemas/* array */.YOg(schemas/* string */.YjP()),
});
function commissioningAssessmentCheckSchema(location) {
    return schemas/* strictObject */.rej({
        setting: schemas/* enum */.k5n(commissioning_assessment_model/* VULNERABILITY_ASSESSMENT_SETTINGS */.W).meta({
            description: "The policy's vulnerability_assessments: flag lists the assets without evidence, require refuses them.",
        }),
        commissioned: schemas/* array */.YOg(schemas/* strictObject */.rej({
            cyber_system: schemas/* string */.YjP(),
            asset: schemas/* string */.YjP(),
            class: schemas/* enum */.k5n(asset_class/* ASSET_CLASSES */.Aj),
            location,
            evidence: schemas/* array */.YOg(schemas/* discriminatedUnion */.gMt("kind", [
                schemas/* strictObject */.rej({ kind: schemas/* literal */.euz("active-assessment"), record: schemas/* string */.YjP() }),
                schemas/* strictObject */.rej({ kind: schemas/* literal */.euz("paper-assessment"), record: schemas/* string */.YjP() }),
                schemas/* strictObject */.rej({
                    kind: schemas/* literal */.euz("like-replacement"),
                    record: schemas/* string */.YjP(),
                    of: schemas/* string */.YjP(),
                    differences: schemas/* array */.YOg(itemDifferenceSchema).optional(),
                    of_entering: schemas/* literal */.euz(true).optional().meta({
                        description: "The asset named is one the same change puts into service: no existing Cyber Asset (CIP-010-4 Part 3.3), never compared, never standing.",
                    }),
                }),
                schemas/* strictObject */.rej({
                    kind: schemas/* literal */.euz("exceptional-circumstance"),
                    record: schemas/* string */.YjP(),
                    reference: schemas/* string */.YjP(),
                }),
            ])),
            gap: schemas/* string */.YjP().optional().meta({
                description: "Why the evidence does not stand for R3.3; absent: it does.",
            }),
            not_judged: schemas/* string */.YjP().optional().meta({
                description: "Why R3.3 was not judged: the system declares no impact, so whether Part 3.3 (High only) applies is not known. Never refused.",
            }),
        })),
    })
        .meta({
        title: "Commissioning assessments (CIP-010-4 R3.3)",
        description: "Each BCA, EACMS or PCA the change puts into service in a High system, with the assessment files that speak for it. Derived, not part of the fingerprint.",
    });
}

// EXTERNAL MODULE: ./src/core/plan/saved/fingerprint.ts
var fingerprint = __webpack_require__(99343);
;// CONCATENATED MODULE: ./src/core/plan/saved/released-system-schema.ts
// The plan file's `released_systems` (plan-model.ts's ReleasedSystem): the systems whose document
// was removed since the base, which leave management with their assets kept.

const releasedSystemsSchema = schemas/* array */.YOg(schemas/* strictObject */.rej({
    cyber_system: schemas/* strictObject */.rej({ id: schemas/* string */.YjP(), name: schemas/* string */.YjP() }),
    file: schemas/* string */.YjP(),
    live_assets: schemas/* int */.Whr().positive(),
}))
    .meta({
    description: "Systems whose document the base declared and no document declares now: they leave management, their live assets kept. Absent when none, or no base was read.",
});

;// CONCATENATED MODULE: ./src/core/plan/saved/possible-rename-schema.ts
// A create and a delete that may be one asset renamed: the plan file's `possible_rename`
// (plan-model.ts's PossibleRename), on both operations.

const possibleRenameSchema = schemas/* strictObject */.rej({
    declared: schemas/* string */.YjP().meta({ description: "The name the files declare (the create)." }),
    live: schemas/* string */.YjP().meta({ description: "The name the service holds (the delete)." }),
    candidates: schemas/* array */.YOg(schemas/* string */.YjP())
        .min(1)
        .max(3)
        .meta({
        description: "Set on a delete that could not be paired one to one: the declared names of its cyber system and type it may have become, most similar first; declared is the first.",
    })
        .optional(),
    renamed_in_file: schemas/* string */.YjP()
        .meta({
        description: "The file that renamed it without renamed_from: the base (--base, the pull request's base) declared the live name there and no document declares it now; absent where no base tells. Not part of the fingerprint.",
    })
        .optional(),
})
    .meta({
    description: "This create and a delete of the same cyber system and type may be one asset renamed in the service; apply refuses them without --allow-replace.",
})
    .optional();

// EXTERNAL MODULE: ./src/core/families/family-shapes.ts
var family_shapes = __webpack_require__(40505);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
;// CONCATENATED MODULE: ./src/core/plan/saved/reviewed-file-fields.ts
// The saved plan's fields of the reviewed files it shows for approval, one per family that keeps
// such files (core/families/family-shapes.ts), each with the schema its family's shape declares,
// in the families' order; and the fingerprint's words, which name them. Apart from plan-schema.ts
// to keep each within its size.


/** What the saved plan's fingerprint covers, as its schema says. */
const FINGERPRINT_WORDS = `sha256 over the canonical JSON ${(0,wording/* listOf */.c3)([
    "of operations",
    "of each baseline's system id, asset and digest",
    ...family_shapes/* REVIEWED_FILE_SHAPES */.Qy.map((shape) => `of the ${shape.name} shown (${shape.field}.files)`),
])}, as "sha256:<hex>"; a plan without ${(0,wording/* listOf */.c3)(["baselines", ...family_shapes/* REVIEWED_FILE_SHAPES */.Qy.map((shape) => shape.name)], "or")}: over its operations only.`;
/** The saved plan's fields of the reviewed files it shows for approval, in the families' order. */
const REVIEWED_FILE_FIELDS = Object.fromEntries(family_shapes/* REVIEWED_FILE_SHAPES */.Qy.map((shape) => [
    shape.field,
    shape.shown.meta({ title: shape.shownTitle, description: shape.shownDescription }).optional(),
]));

;// CONCATENATED MODULE: ./src/core/plan/saved/plan-schema.ts
// The plan as a zod schema: the check on a saved plan read back by `apply --plan FILE`, and the
// source of schemas/plan.schema.json. It mirrors `Plan` in model.ts exactly; a type-level test
// (test/core/plan-schema.test.ts) fails when the two drift apart.














const assetTypeSchema = schemas/* enum */.k5n(live_records/* ASSET_TYPES */.D);
const count = schemas/* int */.Whr().nonnegative();
const sourceLocationSchema = schemas/* strictObject */.rej({
    file: schemas/* string */.YjP().meta({ description: "Path relative to the working directory, with /." }),
    line: schemas/* int */.Whr().positive(),
    column: schemas/* int */.Whr().positive(),
})
    .meta({
    id: "SourceLocation",
    title: "Source location",
    description: "A 1-based place in an inventory file.",
});
const diagnosticSchema = schemas/* strictObject */.rej({
    severity: schemas/* enum */.k5n(["error", "warning"]),
    message: schemas/* string */.YjP(),
    location: sourceLocationSchema.optional(),
    related: schemas/* array */.YOg(sourceLocationSchema).optional(),
})
    .meta({ title: "Diagnostic" });
const parentRefSchema = schemas/* strictObject */.rej({
    kind: schemas/* enum */.k5n(["facility", "control_center"]),
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
});
const systemRefSchema = schemas/* strictObject */.rej({
    id: schemas/* string */.YjP(),
    impact: principals/* impactSchema */.kf.optional(),
    name: schemas/* string */.YjP(),
    parent: parentRefSchema.nullable(),
})
    .meta({
    id: "SystemRef",
    title: "Cyber system",
    description: "A cyber system by id and name, with its parent.",
});
function fieldChange(schema) {
    return schemas/* strictObject */.rej({ from: schema, to: schema });
}
const operationBase = {
    depends_on: schemas/* array */.YOg(count).meta({
        description: "Indexes into operations of the operations that must succeed before this one runs.",
    }),
    source: sourceLocationSchema
        .meta({ description: "The declaration that caused this operation." })
        .optional(),
};
const sha256Digest = schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu);
/** A declared baseline as plans and change records carry it: digests, never content. */
const planBaselineSchema = schemas/* strictObject */.rej({
    asset: schemas/* string */.YjP(),
    asset_id: schemas/* string */.YjP().optional(),
    asset_type: schemas/* enum */.k5n(live_records/* ASSET_TYPES */.D).optional(),
    class: schemas/* enum */.k5n(asset_class/* ASSET_CLASSES */.Aj).optional(),
    completed_on: schemas/* string */.YjP()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    cyber_system: schemas/* string */.YjP().optional(),
    cyber_system_id: schemas/* string */.YjP(),
    digest: sha256Digest,
    erc: schemas/* boolean */.zMY().optional(),
    impact: schemas/* enum */.k5n(principals/* IMPACT_LEVELS */.dR).optional(),
    items: schemas/* partialRecord */.jgl(schemas/* enum */.k5n(baseline_items/* BASELINE_ITEMS */.dK), sha256Digest).optional().meta({
        description: "The SHA-256 of each CIP-010 R1.1 item of a baseline written as content: which items a change touched, without their content.",
    }),
    kind: schemas/* enum */.k5n(["content", "ref"]).optional(),
    patched: schemas/* strictObject */.rej({
        os_firmware: schemas/* array */.YOg(schemas/* strictObject */.rej({ name: schemas/* string */.YjP(), version: schemas/* string */.YjP() })),
        software: schemas/* array */.YOg(schemas/* strictObject */.rej({ name: schemas/* string */.YjP(), version: schemas/* string */.YjP() })),
        patches: schemas/* array */.YOg(schemas/* string */.YjP()),
    })
        .optional()
        .meta({
        description: "A baseline written as content: its os_firmware and software items with their versions and its patches, the items CIP-007 R2's patch sources must cover and the patches applied.",
    }),
});
/** The plan's baselines against the existing ones (plan-model.ts BaselineComparison). */
const baselineComparisonSchema = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({
        compared_with: schemas/* string */.YjP()
            .meta({ description: "The commit the existing baselines were read at." }),
        deviations: schemas/* array */.YOg(schemas/* strictObject */.rej({
            asset: schemas/* string */.YjP(),
            asset_id: schemas/* string */.YjP().optional(),
            cyber_system: schemas/* string */.YjP(),
            cyber_system_id: schemas/* string */.YjP(),
            items: schemas/* array */.YOg(schemas/* strictObject */.rej({
                item: schemas/* enum */.k5n([...baseline_items/* BASELINE_ITEMS */.dK, "unknown"]),
                added: schemas/* array */.YOg(schemas/* string */.YjP()),
                removed: schemas/* array */.YOg(schemas/* string */.YjP()),
            })),
            opens: schemas/* array */.YOg(schemas/* enum */.k5n(requirements/* REQUIREMENT_IDS */.RG)).meta({
                description: "The requirement parts the deviation opens, by the requirement table.",
            }),
        })),
    }),
    schemas/* strictObject */.rej({
        compared_with: schemas/* null */.chJ(),
        not_compared: schemas/* string */.YjP().meta({ description: "Why no existing baselines were read." }),
    }),
])
    .meta({
    description: "The declared baselines against the existing ones (CIP-010 R1.2): each asset whose baseline changes an R1.1 item, with the entries added and removed; or why they were not compared. Not part of the fingerprint; absent when no baseline is declared.",
});
/** The asset a create or a delete names whole, and the rename it may be half of. */
const wholeAsset = {
    name: schemas/* string */.YjP(),
    asset_type: assetTypeSchema,
    cyber_system: systemRefSchema,
    possible_rename: possibleRenameSchema,
};
const createOperationSchema = schemas/* strictObject */.rej({ action: schemas/* literal */.euz("create"), ...operationBase, ...wholeAsset })
    .meta({ title: "Create an asset" });
const updateOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("update"),
    ...operationBase,
    asset_id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP().meta({ description: "The asset's name after this operation." }),
    cyber_system: systemRefSchema,
    kinds: schemas/* array */.YOg(schemas/* enum */.k5n(["rename", "move", "retype"])),
    temporary: schemas/* boolean */.zMY().meta({
        description: "True for the first half of a rename cycle: the asset takes a temporary name that a later operation replaces.",
    }),
    changes: schemas/* strictObject */.rej({
        name: fieldChange(schemas/* string */.YjP()).optional(),
        cyber_system: fieldChange(systemRefSchema).optional(),
        asset_type: fieldChange(assetTypeSchema).optional(),
    }),
})
    .meta({ title: "Update an asset (rename, move, retype)" });
const deleteOperationSchema = schemas/* strictObject */.rej({
    action: schemas/* literal */.euz("delete"),
    ...operationBase,
    asset_id: schemas/* string */.YjP(),
    ...wholeAsset,
})
    .meta({ title: "Delete an asset" });
const patchSourceCheckSchema = schemas/* strictObject */.rej({
    sources_file: schemas/* string */.YjP().nullable().meta({
        description: "The sources file read (cip-patch-sources.yaml); null: the repository has none.",
    }),
    setting: schemas/* enum */.k5n(plan_model/* PATCH_SOURCE_SETTINGS */.R6).meta({
        description: "The policy's patch_sources: flag lists the gaps, require refuses those the change adds or changes.",
    }),
    missing: schemas/* array */.YOg(schemas/* strictObject */.rej({
        cyber_system: schemas/* string */.YjP(),
        asset: schemas/* string */.YjP(),
        item: schemas/* enum */.k5n(["os_firmware", "software"]),
        name: schemas/* string */.YjP(),
        version: schemas/* string */.YjP(),
        location: sourceLocationSchema,
        change: schemas/* enum */.k5n(plan_model/* PATCH_SOURCE_CHANGES */.nj).meta({
            description: "added or changed (its version) by this change, existing before it, or unknown (the baselines were not compared).",
        }),
    })),
    not_seen: schemas/* array */.YOg(schemas/* strictObject */.rej({
        cyber_system: schemas/* string */.YjP(),
        asset: schemas/* string */.YjP(),
        location: sourceLocationSchema,
    }))
        .meta({
        description: "Applicable assets with a baseline_ref: their items are not in the repository.",
    }),
})
    .meta({
    title: "Patch sources (CIP-007-6 R2.1)",
    description: "The os_firmware and software items of applicable assets' baselines with no patch source and no no_source declaration. Derived, not part of the fingerprint.",
});
const planSummarySchema = schemas/* strictObject */.rej({
    create: count,
    update: count,
    delete: count,
    move: count,
    rename: count,
    retype: count,
});
const planSchema = schemas/* strictObject */.rej({
    format_version: schemas/* literal */.euz(plan_model/* PLAN_FORMAT_VERSION */.V1),
    fingerprint: schemas/* string */.YjP().regex(sha256/* SHA256_DIGEST */.fu).meta({ description: FINGERPRINT_WORDS }),
    summary: planSummarySchema,
    operations: schemas/* array */.YOg(schemas/* discriminatedUnion */.gMt("action", [
        createOperationSchema,
        updateOperationSchema,
        deleteOperationSchema,
    ]))
        .meta({ description: "In execution order; depends_on gives the exact constraints." }),
    managed_systems: schemas/* array */.YOg(systemRefSchema),
    unmanaged: schemas/* array */.YOg(schemas/* strictObject */.rej({
        asset_id: schemas/* string */.YjP(),
        name: schemas/* string */.YjP(),
        asset_type: assetTypeSchema,
        cyber_system: systemRefSchema,
    }))
        .meta({ description: "Undeclared live assets of prune: false systems: never deleted." }),
    released_systems: releasedSystemsSchema.optional(),
    baselines: schemas/* array */.YOg(planBaselineSchema).optional().meta({
        description: "Declared baselines (CIP-010 R1.1) by system id and asset name, as SHA-256 digests; never sent to the service. Absent when none is declared.",
    }),
    baseline_deviations: baselineComparisonSchema.optional(),
    patch_sources: patchSourceCheckSchema.optional(),
    commissioning_assessments: commissioningAssessmentCheckSchema(sourceLocationSchema).optional(),
    ...REVIEWED_FILE_FIELDS,
    safety: schemas/* strictObject */.rej({
        managed_live_assets: count,
        violations: schemas/* array */.YOg(schemas/* strictObject */.rej({
            rule: schemas/* enum */.k5n(["mass-delete", "mass-update", "empty-system", "possible-rename"]),
            message: schemas/* string */.YjP(),
        })),
    }),
    warnings: schemas/* array */.YOg(diagnosticSchema),
    inputs: schemas/* strictObject */.rej({
        patterns: schemas/* array */.YOg(schemas/* string */.YjP()).meta({
            description: "Inventory files, directories or globs, relative to root.",
        }),
        root: schemas/* string */.YjP().meta({
            description: "The repository root, relative to the directory the plan was made in.",
        }),
        declared: sha256Digest.optional().meta({
            description: "SHA-256 of what the operations depend on from the files (each document's system, parent, prune and assets, without baselines or places): apply --plan says whether the files or the live inventory changed since.",
        }),
    })
        .meta({ description: "What the plan was made from: apply --plan reads the same files." })
        .optional(),
})
    .meta({
    title: "cip-inventory-sync plan",
    description: "What apply would do, as written by `cip-sync plan --format json` or `--out FILE`.",
});
/** The JSON Schema (draft 2020-12) of a saved plan. */
function planJsonSchema() {
    return z.toJSONSchema(planSchema, { target: "draft-2020-12" });
}
const MAX_REPORTED_ISSUES = 5;
/** A saved plan file that cannot be used: the message names the file and how to get a good one. */
class PlanFileError extends Error {
    name = "PlanFileError";
}
/**
 * A saved plan (`apply --plan FILE`), checked completely. Throws a PlanFileError naming `source`
 * and the JSON path of each problem (`$.operations[3].action`), and saying how to get a good file.
 */
function parsePlanJson(text, source) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new PlanFileError(`${source} is not valid JSON (${(0,errors/* errorMessage */.g)(error)}); pass the file written by 'cip-sync plan --out FILE'`, { cause: error });
    }
    const version = value?.format_version;
    if (version !== undefined && version !== plan_model/* PLAN_FORMAT_VERSION */.V1) {
        throw new PlanFileError(`${source} has plan format_version ${JSON.stringify(version)}, and this cip-sync reads version ${plan_model/* PLAN_FORMAT_VERSION */.V1}; run 'cip-sync plan --out FILE' again with this version`);
    }
    const result = planSchema.safeParse(value);
    if (result.success)
        return heldByItsFingerprint(result.data, source);
    const issues = result.error.issues;
    const lines = issues
        .slice(0, MAX_REPORTED_ISSUES)
        .map((issue) => `  at ${jsonPath(issue.path)}: ${issue.message}`);
    if (issues.length > MAX_REPORTED_ISSUES) {
        lines.push(`  ... and ${issues.length - MAX_REPORTED_ISSUES} more`);
    }
    throw new PlanFileError(`${source} is not a valid plan; pass the file written by 'cip-sync plan --out FILE', unedited:\n${lines.join("\n")}`);
}
/**
 * The plan, when its fingerprint is the one of its operations and baselines: a plan saved by a
 * cip-sync whose fingerprint left the baselines out, or an edited file, would otherwise be
 * reviewed as one plan and held to another.
 */
function heldByItsFingerprint(plan, source) {
    const expected = (0,fingerprint/* fingerprintPlan */.Ef)(plan.operations, plan.baselines, plan);
    if (plan.fingerprint === expected)
        return plan;
    throw new PlanFileError(`${source} at $.fingerprint: ${plan.fingerprint} is not the fingerprint of the plan's operations and baselines (${expected}); the file was edited, or saved by a cip-sync whose fingerprint left the baselines out. Run 'cip-sync plan --out FILE' again, review that plan and apply it`);
}
/** `$.operations[3].action`: where a schema issue is, as JSONPath. */
function jsonPath(path) {
    let text = "$";
    for (const segment of path) {
        if (typeof segment === "number")
            text += `[${segment}]`;
        else if (typeof segment === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) {
            text += `.${segment}`;
        }
        else
            text += `[${JSON.stringify(String(segment))}]`;
    }
    return text;
}


/***/ })

};
